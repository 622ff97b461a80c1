//! Generation time by size: one minimal riddle with one solution, from a fixed seed per sample.
//!
//! ```sh
//! cargo bench --bench generate
//! ```
//!
//! Each iteration generates with the next seed (0, 1, 2…), so the time is a mean over riddles,
//! not one riddle's: riddles of one size differ a lot in how hard they are to prove unique.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use gridriddle::{generate, GenerateOptions};
use std::hint::black_box;
use std::time::Duration;

fn bench_generate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    // One riddle per iteration and as many per sample: the seeds, not the repetitions, vary.
    group.sampling_mode(SamplingMode::Flat);
    for (rows, columns, samples, secs) in [(6, 6, 50, 5), (10, 6, 20, 5), (20, 10, 10, 30)] {
        group
            .sample_size(samples)
            .measurement_time(Duration::from_secs(secs));
        group.bench_function(BenchmarkId::from_parameter(format!("{rows}x{columns}")), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                let options = GenerateOptions {
                    rows,
                    columns,
                    seed,
                    ..GenerateOptions::default()
                };
                black_box(generate(&options).expect("a riddle"))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_generate);
criterion_main!(benches);

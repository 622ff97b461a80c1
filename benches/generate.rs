//! Generation time by size: minimal riddles with one solution, from a fixed set of seeds.
//!
//! ```sh
//! cargo bench --bench generate
//! ```
//!
//! Each iteration generates the riddles of the same seeds (1, 2, … `seeds`), so the time is the
//! same work in every run and comparable between two versions (`--save-baseline` on one,
//! `--baseline` on the other): riddles of one size differ a lot in how hard they are to prove
//! unique. Reported per riddle (the iteration's time divided by `seeds`).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use gridriddle::{generate, GenerateOptions};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn bench_generate(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    // Few long iterations: the seeds, not the repetitions, vary.
    group.sampling_mode(SamplingMode::Flat);
    for (rows, columns, seeds, samples, secs) in [(6, 6, 20, 20, 5), (10, 6, 10, 10, 5), (20, 10, 3, 10, 30)]
    {
        group
            .sample_size(samples)
            .measurement_time(Duration::from_secs(secs));
        group.bench_function(BenchmarkId::from_parameter(format!("{rows}x{columns}")), |b| {
            b.iter_custom(|iterations| {
                let start = Instant::now();
                for _ in 0..iterations {
                    for seed in 1..=seeds {
                        let options = GenerateOptions {
                            rows,
                            columns,
                            seed,
                            ..GenerateOptions::default()
                        };
                        black_box(generate(&options).expect("a riddle"));
                    }
                }
                start.elapsed() / seeds as u32
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_generate);
criterion_main!(benches);

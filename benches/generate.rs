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
//!
//! `generate_level` asks for a level (steered, `GenerateOptions::difficulty`) at sizes of the
//! docs/generating.md's table, seeds 1 to 5: `cargo bench --bench generate -- generate_level`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use gridriddle::generate::{generate, Difficulty, GenerateOptions};
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

fn bench_generate_level(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate_level");
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    let seeds = 5;
    for (rows, columns, level) in [
        (6, 6, Difficulty::Easy),
        (10, 8, Difficulty::Hard),
        (15, 10, Difficulty::Medium),
        (20, 10, Difficulty::Easy),
        (20, 10, Difficulty::Expert),
    ] {
        let id = format!("{rows}x{columns}/{level}");
        group.bench_function(BenchmarkId::from_parameter(id), |b| {
            b.iter_custom(|iterations| {
                let start = Instant::now();
                for _ in 0..iterations {
                    for seed in 1..=seeds {
                        let options = GenerateOptions {
                            rows,
                            columns,
                            seed,
                            difficulty: Some(level),
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

criterion_group!(benches, bench_generate, bench_generate_level);
criterion_main!(benches);

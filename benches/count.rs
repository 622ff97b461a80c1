//! Counting and streaming benchmarks on `tests/fixtures/many-solutions.json` (6 rows, 5 columns,
//! 8 hints, 1,710,720 solutions): [`count_solutions`] (no solution built), [`solve_each`] (each
//! solution built and dropped), beside [`solve_riddle`] on its first 10,000 solutions.
//!
//! `cargo bench --bench count` (criterion; reports in target/criterion). Each group reports
//! solutions per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridriddle::{count_solutions, solve_each, solve_riddle, Riddle, SolveOptions};
use std::hint::black_box;
use std::ops::ControlFlow;

const ALL: SolveOptions = SolveOptions {
    max_solutions: usize::MAX,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
};

fn many_solutions() -> Riddle {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/many-solutions.json");
    Riddle::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn count(c: &mut Criterion) {
    let riddle = many_solutions();
    let total = count_solutions(&riddle, &ALL).count as u64;
    let mut group = c.benchmark_group("many-solutions");
    group.sample_size(10);
    group.throughput(Throughput::Elements(total));
    group.bench_function("count_solutions", |b| {
        b.iter(|| black_box(count_solutions(&riddle, &ALL)))
    });
    group.bench_function("solve_each", |b| {
        b.iter(|| {
            solve_each(&riddle, &ALL, |s| {
                black_box(s);
                ControlFlow::Continue(())
            })
        })
    });
    let first = SolveOptions {
        max_solutions: 10_000,
        ..ALL
    };
    group.throughput(Throughput::Elements(10_000));
    group.bench_function("solve_riddle first 10000", |b| {
        b.iter(|| black_box(solve_riddle(&riddle, &first)))
    });
    group.finish();
}

criterion_group!(benches, count);
criterion_main!(benches);

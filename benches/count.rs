//! Counting and streaming benchmarks on `tests/fixtures/many-solutions.json` (6 rows, 5 columns,
//! 8 hints, 1,710,720 solutions): [`count_solutions`] (no solution built), [`solve_each`] (each
//! solution built and dropped), beside [`solve_riddle`] on its first 10,000 solutions.
//!
//! Then counting by independent parts: riddles whose columns fall into pairs that no hint
//! links ([`pairs`]), counted by parts, beside the same riddle with one more hint that always
//! holds and links every pair, so that it is counted in one search (the count without parts);
//! and a riddle of 20 rows and 10 columns, hints on 3 of them, far beyond enumeration.
//!
//! `cargo bench --bench count` (criterion; reports in target/criterion). The first group reports
//! solutions per second.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gridriddle::{count_solutions, search::solve_each, solve_riddle, Riddle, SolveOptions};
use serde_json::json;
use std::hint::black_box;
use std::ops::ControlFlow;

const ALL: SolveOptions = SolveOptions {
    max_solutions: usize::MAX,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
    threads: 1,
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

/// A riddle of `rows` rows: a filled `House` column, `pairs` pairs of columns `A`, `B` that
/// hints link (each value of `A` on the row of the same value of `B`, and all but the first
/// `open` values of `A` in their house: `open!` solutions per pair), and `free` columns no hint
/// names. With `linked`, one more hint that always holds (the first value of some pair's first
/// column is somewhere) links every pair: the same solutions, counted in one search.
fn pairs(rows: usize, pairs: usize, free: usize, open: usize, linked: bool) -> Riddle {
    let n = 1 + 2 * pairs + free;
    let name = |c: usize, k: usize| format!("c{c}v{k}");
    let option = |cells: &[(usize, String)]| {
        let mut row = vec![String::new(); n];
        for (c, v) in cells {
            row[*c] = v.clone();
        }
        vec![row]
    };
    let mut hints = Vec::new();
    for p in 0..pairs {
        let (a, b) = (1 + 2 * p, 2 + 2 * p);
        for k in 0..rows {
            hints.push(vec![option(&[(a, name(a, k)), (b, name(b, k))])]);
        }
        for k in open..rows {
            hints.push(vec![option(&[(0, (k + 1).to_string()), (a, name(a, k))])]);
        }
    }
    if linked {
        // One option per pair: its first column's first value (somewhere, so the hint holds).
        let somewhere = (0..pairs).map(|p| option(&[(1 + 2 * p, name(1 + 2 * p, 0))]));
        hints.push(somewhere.collect());
    }
    let header: Vec<String> = (0..n).map(|c| format!("C{c}")).collect();
    let start: Vec<Vec<String>> = (0..rows)
        .map(|r| {
            (0..n)
                .map(|c| {
                    if c == 0 {
                        (r + 1).to_string()
                    } else {
                        String::new()
                    }
                })
                .collect()
        })
        .collect();
    let domains: serde_json::Map<String, serde_json::Value> = (1..n)
        .map(|c| {
            (
                header[c].clone(),
                json!((0..rows).map(|k| name(c, k)).collect::<Vec<_>>()),
            )
        })
        .collect();
    let text = json!({"header": header, "startMatrix": start, "hints": hints, "domains": domains});
    Riddle::from_json(&text.to_string()).unwrap()
}

fn parts(c: &mut Criterion) {
    let mut group = c.benchmark_group("parts");
    group.sample_size(10);
    // 10 rows, 3 pairs of 5! solutions each: small enough to count in one search too.
    let (split, whole) = (pairs(10, 3, 0, 5, false), pairs(10, 3, 0, 5, true));
    let (by_parts, in_one) = (count_solutions(&split, &ALL), count_solutions(&whole, &ALL));
    assert_eq!(
        (by_parts.count, by_parts.parts, in_one.parts),
        (in_one.count, 3, 1)
    );
    println!("10 rows, 3 pairs: {} solutions", by_parts.count);
    group.bench_function(BenchmarkId::new("10x7 by parts", by_parts.count), |b| {
        b.iter(|| black_box(count_solutions(&split, &ALL)))
    });
    group.bench_function(BenchmarkId::new("10x7 in one search", in_one.count), |b| {
        b.iter(|| black_box(count_solutions(&whole, &ALL)))
    });
    // Beyond enumeration: 20 rows, 10 columns, hints on 3 of them (House and a pair of 4!
    // solutions), the 7 others free: 4! × (20!)^7 solutions.
    let riddle = pairs(20, 1, 7, 4, false);
    let count = count_solutions(&riddle, &ALL);
    assert!(count.complete);
    println!(
        "20 rows, 1 pair, 7 free columns: {} solutions, {} parts",
        count.decimal, count.parts
    );
    group.bench_function("20x10 by parts", |b| {
        b.iter(|| black_box(count_solutions(&riddle, &ALL)))
    });
    group.finish();
}

criterion_group!(benches, count, parts);
criterion_main!(benches);

//! Solving-together benchmarks: one `next` and one exact `candidates` on a 6×6 riddle and on the
//! largest riddles of the scaling set.
//!
//! `cargo bench --bench play` (criterion; reports in target/criterion). The riddles are read from
//! `../shared/corpus`; without it the benchmarks are skipped with a message.

use criterion::{criterion_group, criterion_main, Criterion};
use gridriddle::{
    play::{candidates, next_step, Grid, NextKind},
    Riddle,
};
use std::hint::black_box;
use std::path::Path;

const RIDDLES: [&str; 4] = [
    "zebralogic/dev/lgp-test-6x6-10",
    "scaling/6x6-s1",
    "scaling/20x6-s1",
    "scaling/15x10-s1",
];

fn riddle(name: &str) -> Option<Riddle> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(format!("{name}.json"));
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(Riddle::from_json(&text).unwrap()),
        Err(_) => {
            eprintln!("skipped: {} is not there", path.display());
            None
        }
    }
}

/// The grid reached by taking next steps from the start until the rules alone are stuck (the next
/// step is a supposition, or none): the costliest kind of `next`. `None` when the rules finish.
fn rules_stuck(riddle: &Riddle) -> Option<Grid> {
    let mut grid = Grid::start(riddle);
    loop {
        let step = next_step(riddle, &grid);
        match step.kind {
            NextKind::Supposition | NextKind::Stuck => return Some(grid),
            NextKind::Rule => {
                for fill in &step.fills {
                    let id = riddle
                        .values(fill.column)
                        .iter()
                        .position(|v| *v == fill.value)
                        .unwrap()
                        + 1;
                    grid.set(riddle, fill.row, fill.column, id as u16);
                }
            }
            other => {
                eprintln!("{:?} before any supposition: {}", other, step.text);
                return None;
            }
        }
    }
}

fn play(c: &mut Criterion) {
    let mut group = c.benchmark_group("play");
    group.sample_size(10);
    for name in RIDDLES {
        let Some(riddle) = riddle(name) else {
            continue;
        };
        let short = name.rsplit('/').next().unwrap();
        let start = Grid::start(&riddle);
        group.bench_function(format!("{short}/next-from-start"), |b| {
            b.iter(|| next_step(black_box(&riddle), &start))
        });
        if let Some(stuck) = rules_stuck(&riddle) {
            group.bench_function(format!("{short}/next-when-rules-stuck"), |b| {
                b.iter(|| next_step(black_box(&riddle), &stuck))
            });
        }
        group.bench_function(format!("{short}/candidates-exact-from-start"), |b| {
            b.iter(|| candidates(black_box(&riddle), &start, true))
        });
        group.bench_function(format!("{short}/candidates-rules-from-start"), |b| {
            b.iter(|| candidates(black_box(&riddle), &start, false))
        });
    }
    group.finish();
}

criterion_group!(benches, play);
criterion_main!(benches);

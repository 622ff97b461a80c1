//! Solve-time benchmarks: the sample riddles, the ZebraLogic corpus (each stage of an end-to-end
//! pass on its own: read, parse, solve, print, so that they can be told apart), the scaling set,
//! and Einstein's riddle from clues.
//!
//! `cargo bench --bench solve` (criterion; reports in target/criterion). The corpora are read from
//! `../shared/corpus`; without it those groups are skipped with a message.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use gridriddle::{solve_riddle, Report, Riddle, SolveOptions};
use std::hint::black_box;
use std::path::{Path, PathBuf};

#[path = "../tests/common/files.rs"]
mod files;

/// The folder of corpus `name`.
fn corpus_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name)
}

fn corpus(name: &str) -> Vec<(String, String)> {
    let dir = corpus_dir(name);
    let files = files::riddle_files(&dir).unwrap_or_else(|_| {
        eprintln!("skipped: {} is not there", dir.display());
        Vec::new()
    });
    files
        .into_iter()
        .map(|p| {
            (
                p.file_stem().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect()
}

const STEPS_OFF: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
    threads: 1,
};
const STEPS_ON: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: true,
    max_memory: Some(1 << 30),
    threads: 1,
};

fn samples(c: &mut Criterion) {
    let mut group = c.benchmark_group("samples");
    for sample in gridriddle::samples() {
        let riddle = sample.riddle();
        group.bench_function(format!("{}/steps-off", sample.name), |b| {
            b.iter(|| solve_riddle(black_box(&riddle), &STEPS_OFF))
        });
        group.bench_function(format!("{}/steps-on", sample.name), |b| {
            b.iter(|| solve_riddle(black_box(&riddle), &STEPS_ON))
        });
    }
    group.finish();
}

fn zebralogic(c: &mut Criterion) {
    let texts = corpus("zebralogic/all");
    if texts.is_empty() {
        return;
    }
    let riddles: Vec<Riddle> = texts.iter().map(|(_, t)| Riddle::from_json(t).unwrap()).collect();
    let mut group = c.benchmark_group("zebralogic");
    group.sample_size(20);
    group.throughput(Throughput::Elements(riddles.len() as u64));
    group.bench_function("all-1000/solve", |b| {
        b.iter(|| {
            for riddle in &riddles {
                black_box(solve_riddle(riddle, &STEPS_OFF));
            }
        })
    });
    group.bench_function("all-1000/solve-with-steps", |b| {
        b.iter(|| {
            for riddle in &riddles {
                black_box(solve_riddle(riddle, &STEPS_ON));
            }
        })
    });
    group.bench_function("all-1000/parse", |b| {
        b.iter(|| {
            for (_, text) in &texts {
                black_box(Riddle::from_json(text).unwrap());
            }
        })
    });
    // The other stages of an end-to-end pass (`examples/solve_many.rs --breakdown` times all
    // four in one run): reading the files, and printing each answer as `solve --json` does.
    let paths = files::riddle_files(&corpus_dir("zebralogic/all")).unwrap();
    group.bench_function("all-1000/read", |b| {
        b.iter(|| {
            for path in &paths {
                black_box(std::fs::read_to_string(path).unwrap());
            }
        })
    });
    let answers: Vec<_> = riddles
        .iter()
        .map(|riddle| solve_riddle(riddle, &STEPS_OFF))
        .collect();
    group.bench_function("all-1000/print", |b| {
        let mut out = Vec::new();
        b.iter(|| {
            out.clear();
            for (riddle, solved) in riddles.iter().zip(&answers) {
                let report = Report::new(riddle, solved, false);
                serde_json::to_writer(&mut out, &report).unwrap();
                out.push(b'\n');
            }
            black_box(out.len())
        })
    });
    group.finish();
}

fn scaling(c: &mut Criterion) {
    let texts = corpus("scaling");
    if texts.is_empty() {
        return;
    }
    let mut group = c.benchmark_group("scaling");
    group.sample_size(10);
    for (name, text) in &texts {
        let riddle = Riddle::from_json(text).unwrap();
        group.bench_function(name.as_str(), |b| {
            b.iter(|| solve_riddle(black_box(&riddle), &STEPS_OFF))
        });
    }
    let riddles: Vec<Riddle> = texts.iter().map(|(_, t)| Riddle::from_json(t).unwrap()).collect();
    group.bench_function("all-21", |b| {
        b.iter_batched(
            || (),
            |()| {
                for riddle in &riddles {
                    black_box(solve_riddle(riddle, &STEPS_OFF));
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

/// Einstein's riddle read and solved from its clues (`riddles/einstein.zbc`: lex, parse, compile
/// to hints, parse the compiled riddle, solve) beside the same riddle read and solved from its
/// JSON (`riddles/neighbours.json`), and the clue compiler alone.
fn clues(c: &mut Criterion) {
    let zbc = include_str!("../riddles/einstein.zbc");
    let json = gridriddle::sample("neighbours").unwrap().json;
    let mut group = c.benchmark_group("clues");
    group.bench_function("einstein/compile", |b| {
        b.iter(|| gridriddle::clues::compile_zbc(black_box(zbc)).unwrap())
    });
    group.bench_function("einstein/from-clues-and-solve", |b| {
        b.iter(|| solve_riddle(&Riddle::from_zbc(black_box(zbc)).unwrap(), &STEPS_OFF))
    });
    group.bench_function("einstein/from-json-and-solve", |b| {
        b.iter(|| solve_riddle(&Riddle::from_json(black_box(json)).unwrap(), &STEPS_OFF))
    });
    group.finish();
}

criterion_group!(benches, samples, zebralogic, scaling, clues);
criterion_main!(benches);

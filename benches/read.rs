//! Reading and grading real model outputs: every output of `../shared/real-outputs/` (ZeroEval's
//! ZebraLogic answers of two models, 258, and GridPuzzle's, 142) read by the one reader and
//! graded against its riddle; and the same with the reasoning judged (`verify`).
//!
//! `cargo bench --bench read` (criterion; reports in target/criterion). Without the shared
//! files the benchmarks are skipped with a message. The target: 1,000 outputs read and graded
//! in 5 s or less on one core, that is 2 s for these 400.

use criterion::{criterion_group, criterion_main, Criterion};
use gridriddle::evaluate::output::grade_text;
use gridriddle::verify::{verify, VerifyOptions};
use gridriddle::Riddle;
use serde_json::Value;
use std::collections::HashMap;
use std::hint::black_box;
use std::path::Path;

/// (riddle, output) of every real output, or none without the shared files.
fn outputs() -> Option<Vec<(Riddle, String)>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/real-outputs");
    let lines = |path: &str| -> Option<Vec<Value>> {
        let text = std::fs::read_to_string(root.join(path)).ok()?;
        Some(text.lines().map(|l| serde_json::from_str(l).unwrap()).collect())
    };
    let mut out = Vec::new();
    for (riddles, answers) in [
        (
            "zeroeval/riddles-hyperbolic405b.jsonl",
            "zeroeval/answers-hyperbolic405b.jsonl",
        ),
        (
            "zeroeval/riddles-sambanova405b.jsonl",
            "zeroeval/answers-sambanova405b.jsonl",
        ),
        (
            "gridpuzzle/records-gemini-pro.jsonl",
            "gridpuzzle/answers-gemini-pro.jsonl",
        ),
    ] {
        let riddles: HashMap<String, Riddle> = lines(riddles)?
            .into_iter()
            .map(|v| {
                let riddle = Riddle::from_json(&v["riddle"].to_string()).unwrap();
                (v["id"].as_str().unwrap().to_owned(), riddle)
            })
            .collect();
        for answer in lines(answers)? {
            let id = answer["id"].as_str().unwrap();
            out.push((riddles[id].clone(), answer["output"].as_str().unwrap().to_owned()));
        }
    }
    Some(out)
}

fn read(c: &mut Criterion) {
    let Some(outputs) = outputs() else {
        eprintln!("skipped: ../shared/real-outputs is not there");
        return;
    };
    let mut group = c.benchmark_group("real-outputs");
    group.sample_size(10);
    group.bench_function(format!("read and grade {}", outputs.len()), |b| {
        b.iter(|| {
            for (riddle, output) in &outputs {
                black_box(grade_text(riddle, output));
            }
        })
    });
    group.bench_function(format!("read, grade and judge {}", outputs.len()), |b| {
        b.iter(|| {
            for (riddle, output) in &outputs {
                black_box(verify(riddle, output, &VerifyOptions::default()));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);

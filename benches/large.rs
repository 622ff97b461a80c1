//! Solve time of the large riddles of `tests/fixtures/large/` (20×10, 25×10, 20×20, 40×6, 50×6:
//! minimal riddles with one solution, from the library's generator; see the folder's README):
//! every solution, steps off, and one riddle steps on. The whole group takes some minutes (most
//! riddles under 2 s a solve, 50×6-s1 16 s; ten solves each); a name filters it:
//! `cargo bench --bench large -- 20x10`.
//!
//! ```sh
//! cargo bench --bench large
//! cargo bench --bench large -- --quick   # a smoke run
//! ```
//!
//! The nodes of each riddle are printed once, before its timings.
//!
//! Beside the CP-SAT and CaDiCaL baseline, with nodes, in one run: `scripts/compare_large.sh`.

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use gridriddle::{solve_riddle, Riddle, SolveOptions};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

#[path = "../tests/common/files.rs"]
mod files;

const STEPS_OFF: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: false,
    max_memory: None,
    threads: 1,
};
const STEPS_ON: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: true,
    max_memory: None,
    threads: 1,
};

/// The riddle solved with steps on as well.
const WITH_STEPS: &str = "20x10-s1";

fn large(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/large");
    if !dir.is_dir() {
        // The published package leaves the fixtures out.
        eprintln!("skipped: {} is not there", dir.display());
        return;
    }
    let files = files::riddle_files(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut group = c.benchmark_group("large");
    // Some riddles take seconds a solve: ten samples of one solve each.
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .measurement_time(Duration::from_secs(10));
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let riddle = Riddle::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        // The nodes, said once per benchmark that runs (a name filter skips the others).
        let nodes = |options: &SolveOptions| solve_riddle(&riddle, options).stats.nodes;
        let mut told = false;
        group.bench_function(format!("{name}/steps-off"), |b| {
            if !std::mem::replace(&mut told, true) {
                eprintln!("{name}: {} nodes", nodes(&STEPS_OFF));
            }
            b.iter(|| solve_riddle(black_box(&riddle), &STEPS_OFF))
        });
        if name == WITH_STEPS {
            group.bench_function(format!("{name}/steps-on"), |b| {
                b.iter(|| solve_riddle(black_box(&riddle), &STEPS_ON))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, large);
criterion_main!(benches);

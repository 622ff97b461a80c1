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
//! Three riddles are solved learning from failures too (`{name}/learning`, steps off): fewer
//! nodes, more time. The nodes of each way are printed once per riddle, before its timings.
//!
//! Beside the CP-SAT and CaDiCaL baseline, with nodes, in one run: `scripts/compare_large.sh`.

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use gridriddle::{search::Learning, solve_riddle, Riddle, SolveOptions};
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
    learning: gridriddle::search::Learning::Off,
    threads: 1,
};
const STEPS_ON: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: true,
    max_memory: None,
    learning: gridriddle::search::Learning::Off,
    threads: 1,
};

/// The riddle solved with steps on as well.
const WITH_STEPS: &str = "20x10-s1";

/// The riddles solved learning from failures as well (the others take 7–130 s so).
const LEARNING: &[&str] = &["20x10-s1", "20x20-s1", "40x6-s1"];

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
        let learning = SolveOptions {
            learning: Learning::On,
            threads: 1,
            ..STEPS_OFF
        };
        // (The search that learns is built only with the cargo feature `learning`.)
        let learns = cfg!(feature = "learning") && LEARNING.contains(&name.as_str());
        // The nodes, said once per benchmark that runs (a name filter skips the others).
        let nodes = |options: &SolveOptions| solve_riddle(&riddle, options).stats.nodes;
        let mut told = false;
        group.bench_function(format!("{name}/steps-off"), |b| {
            if !std::mem::replace(&mut told, true) {
                eprintln!("{name}: {} nodes", nodes(&STEPS_OFF));
            }
            b.iter(|| solve_riddle(black_box(&riddle), &STEPS_OFF))
        });
        let mut told = false;
        if learns {
            group.bench_function(format!("{name}/learning"), |b| {
                if !std::mem::replace(&mut told, true) {
                    eprintln!("{name}: {} nodes learning", nodes(&learning));
                }
                b.iter(|| solve_riddle(black_box(&riddle), &learning))
            });
        }
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

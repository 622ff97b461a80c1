//! Solves riddle files many times over, for profilers: parsing happens first and apart, so that
//! a profile of `gridriddle::solve_riddle` is the solve alone.
//!
//! ```sh
//! cargo build --release --example solve_many
//! valgrind --tool=callgrind --toggle-collect='gridriddle::solve_riddle' \
//!     target/release/examples/solve_many --runs 1 ../shared/corpus/zebralogic/all/*.json
//! ```
//!
//! Files ending in `.expected.json` are skipped. `--steps` solves with the detailed solution.
//! `--time` also prints the median wall time of one pass over all the files: run two builds
//! this way in turns to compare them on a noisy machine. `--parse` parses the texts again in
//! every pass (read from disk once, first), so that the pass is parse and solve, as
//! `www/examples/bench.mjs` times `solve_riddle` from text in WebAssembly.

use gridriddle::{solve_riddle, Riddle, SolveOptions};

fn main() {
    let mut runs = 1;
    let mut time = false;
    let mut parse = false;
    let mut options = SolveOptions {
        max_nodes: None,
        steps: false,
        ..SolveOptions::default()
    };
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => runs = args.next().and_then(|n| n.parse().ok()).expect("--runs N"),
            "--steps" => options.steps = true,
            "--time" => time = true,
            "--parse" => parse = true,
            _ if arg.ends_with(".expected.json") => {}
            _ => files.push(arg),
        }
    }
    let texts: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}")))
        .collect();
    let read = |texts: &[String]| -> Vec<Riddle> {
        let riddles = texts.iter().zip(&files);
        riddles
            .map(|(text, f)| Riddle::from_json(text).unwrap_or_else(|e| panic!("{f}: {e}")))
            .collect()
    };
    let riddles = read(&texts);
    let mut nodes = 0;
    let mut solutions = 0;
    let mut passes = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = std::time::Instant::now();
        let parsed = if parse { read(&texts) } else { Vec::new() };
        for riddle in if parse { &parsed } else { &riddles } {
            let solved = solve_riddle(riddle, &options);
            nodes += solved.stats.nodes;
            solutions += solved.solutions.len();
        }
        passes.push(start.elapsed());
    }
    println!(
        "{} riddles x {runs} runs: {solutions} solutions, {nodes} nodes",
        riddles.len()
    );
    if time {
        passes.sort();
        println!("median pass: {:?}", passes[passes.len() / 2]);
    }
}

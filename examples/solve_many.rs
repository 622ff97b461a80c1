//! Solves riddle files many times over, for profilers: parsing happens first and apart, so that
//! a profile of `gridriddle::solve_riddle` is the solve alone.
//!
//! ```sh
//! cargo build --release --example solve_many
//! valgrind --tool=callgrind --toggle-collect='gridriddle::solve_riddle' \
//!     target/release/examples/solve_many --runs 1 ../shared/corpus/zebralogic/all/*.json
//! ```
//!
//! Files ending in `.expected.json` are skipped. A file that is not there (the corpus is not beside
//! the repository), or not a riddle, is said in one line on standard error, and the example exits
//! with status 2. `--steps` solves with the detailed solution; `--threads N` on N threads (one
//! riddle's search split; the ZebraLogic riddles, under 2,000 nodes, are not).
//! `--time` also prints the median wall time of one pass over all the files: run two builds
//! this way in turns to compare them on a noisy machine. `--parse` parses the texts again in
//! every pass (read from disk once, first), so that the pass is parse and solve, as
//! `www/examples/bench.mjs` times `solve_riddle` from text in WebAssembly.
//!
//! `--breakdown` times each stage of an end-to-end pass on its own, over all the files, and
//! prints the median of the `--runs` passes of each: read (the files into strings), parse
//! (`Riddle::from_json`), solve (`solve_riddle`) and print (each answer's
//! [`gridriddle::Report`] as JSON into one buffer: what `gridriddle solve --json` prints, but for
//! the file name and the time), then (parse + solve + print) / solve.

#[path = "common/corpus.rs"]
mod corpus;

use gridriddle::{solve_riddle, Report, Riddle, SolveOptions};
use std::time::{Duration, Instant};

fn main() {
    let mut runs = 1;
    let mut time = false;
    let mut breakdown = false;
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
            "--runs" => {
                runs = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .unwrap_or_else(|| corpus::fail("--runs N: a number, at least 1"))
            }
            "--steps" => options.steps = true,
            "--threads" => {
                options.threads = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .unwrap_or_else(|| corpus::fail("--threads N: a number, at least 1"))
            }
            "--time" => time = true,
            "--breakdown" => breakdown = true,
            "--parse" => parse = true,
            _ if arg.ends_with(".expected.json") => {}
            _ => files.push(arg),
        }
    }
    for f in &files {
        corpus::require(std::path::Path::new(f));
    }
    if breakdown {
        return print_breakdown(&files, runs, &options);
    }
    let texts = read(&files);
    let parse_all = |texts: &[String]| -> Vec<Riddle> {
        let riddles = texts.iter().zip(&files);
        riddles.map(|(text, f)| corpus::riddle(f, text)).collect()
    };
    let riddles = parse_all(&texts);
    let mut nodes = 0;
    let mut solutions = 0;
    let mut passes = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let parsed = if parse { parse_all(&texts) } else { Vec::new() };
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
        println!("median pass: {:?}", median(passes));
    }
}

/// The text of every file.
fn read(files: &[String]) -> Vec<String> {
    files.iter().map(|f| corpus::read(f)).collect()
}

/// Times each stage of `runs` end-to-end passes over `files` and prints the median of each.
fn print_breakdown(files: &[String], runs: usize, options: &SolveOptions) {
    let mut stages: [Vec<Duration>; 4] = Default::default();
    let mut bytes = 0;
    for _ in 0..runs {
        let started = Instant::now();
        let texts = read(files);
        stages[0].push(started.elapsed());

        let started = Instant::now();
        let riddles: Vec<Riddle> = texts
            .iter()
            .zip(files)
            .map(|(text, f)| corpus::riddle(f, text))
            .collect();
        stages[1].push(started.elapsed());

        let started = Instant::now();
        let answers: Vec<_> = riddles
            .iter()
            .map(|riddle| solve_riddle(riddle, options))
            .collect();
        stages[2].push(started.elapsed());

        let started = Instant::now();
        let mut out = Vec::new();
        for (riddle, solved) in riddles.iter().zip(&answers) {
            let report = Report::new(riddle, solved, options.steps);
            serde_json::to_writer(&mut out, &report).expect("a report always serialises");
            out.push(b'\n');
        }
        stages[3].push(started.elapsed());
        bytes = std::hint::black_box(out).len();
    }
    let [read, parse, solve, print] = stages.map(median);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{} riddles, median of {runs} passes: read {:.2} ms, parse {:.2} ms, solve {:.2} ms, \
         print {:.2} ms ({bytes} bytes); (parse + solve + print) / solve = {:.2}",
        files.len(),
        ms(read),
        ms(parse),
        ms(solve),
        ms(print),
        (ms(parse) + ms(solve) + ms(print)) / ms(solve),
    );
}

/// The median of `times`.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

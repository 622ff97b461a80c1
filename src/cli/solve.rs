//! `gridriddle solve`: each riddle's solutions as tables or JSON, printed as they are found; the
//! arguments, reading each file, and the loop over the solutions (their printing is in
//! `solve_text.rs` and `solve_json.rs`).

use super::batch::{Batch, Outcome};
use super::input::{self, Source};
use super::solve_json::{FileAnswer, SolutionLines};
use super::solve_text::TextAnswer;
use gridriddle::{explain::StepReport, Report, Riddle, SolveOptions};
use std::io::Write;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

/// The arguments of `gridriddle solve`.
#[derive(clap::Args)]
pub struct SolveArgs {
    #[command(flatten)]
    batch: Batch,
    #[command(flatten)]
    source: Source,
    /// Print the detailed solution: each step and the rule behind it.
    #[arg(long)]
    steps: bool,
    /// Stop after this many solutions.
    #[arg(long, default_value_t = SolveOptions::default().max_solutions)]
    max_solutions: usize,
    /// Stop after this many search nodes.
    #[arg(long, default_value_t = SolveOptions::default().max_nodes.unwrap_or(u64::MAX))]
    max_nodes: u64,
    /// Stop when the search would hold more than this much memory: bytes, or with K, M or G
    /// (powers of 1024), or `none`.
    #[arg(long, default_value_t = Bytes(SolveOptions::default().max_memory), value_parser = Bytes::parse)]
    max_memory: Bytes,
    /// Print one JSON object per file, on one line.
    #[arg(long, conflicts_with = "json_lines")]
    json: bool,
    /// Print one JSON object per solution as it is found ({"file", "solution", "matrix"}), then
    /// one per file ({"file", "solutions", "complete", "stopped", "stats", "conflicts"}). The
    /// search runs on one thread, whatever --threads: the same lines in the same order, in
    /// constant memory.
    #[arg(long)]
    json_lines: bool,
}

impl SolveArgs {
    /// Solves every input, printing each answer: whether every input was read and valid.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let options = SolveOptions {
            max_solutions: self.max_solutions,
            max_nodes: Some(self.max_nodes),
            steps: self.steps,
            max_memory: self.max_memory.0,
            threads: 1,
        };
        let mode = match (self.json, self.json_lines) {
            (true, _) => Mode::Json,
            (_, true) => Mode::JsonLines,
            _ => Mode::Text,
        };
        let source = self.source;
        self.batch.run(out, |i, file, mut out, threads| {
            let options = SolveOptions {
                threads,
                ..options.clone()
            };
            // Text answers are apart by a blank line.
            if mode == Mode::Text && i > 0 {
                writeln!(out)?;
            }
            solve_file(file, source, &options, mode, &mut out)
        })
    }
}

/// A memory budget on the command line (`--max-memory`): a number of bytes, or none.
#[derive(Debug, Clone, Copy)]
pub struct Bytes(pub Option<usize>);

impl Bytes {
    /// `1073741824`, `512K`, `512M`, `2G` (powers of 1024, the suffix in either case), or `none`.
    pub fn parse(text: &str) -> Result<Bytes, String> {
        if text.eq_ignore_ascii_case("none") {
            return Ok(Bytes(None));
        }
        let (digits, shift) = match text.as_bytes().last().map(u8::to_ascii_uppercase) {
            Some(b'K') => (&text[..text.len() - 1], 10),
            Some(b'M') => (&text[..text.len() - 1], 20),
            Some(b'G') => (&text[..text.len() - 1], 30),
            _ => (text, 0),
        };
        let expected = || {
            let text = gridriddle::explain::shortened(text);
            format!("expected bytes (like 1073741824, 512M or 2G) or none, found `{text}`")
        };
        let n: usize = digits.parse().map_err(|_| expected())?;
        n.checked_mul(1 << shift)
            .map(|n| Bytes(Some(n)))
            .ok_or_else(expected)
    }
}

impl std::fmt::Display for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.0 {
            None => write!(f, "none"),
            Some(n) if n % (1 << 30) == 0 => write!(f, "{}G", n >> 30),
            Some(n) if n % (1 << 20) == 0 => write!(f, "{}M", n >> 20),
            Some(n) => write!(f, "{n}"),
        }
    }
}

/// How `solve` prints its answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Tables, each solution as it is found.
    Text,
    /// One JSON object per file, on one line.
    Json,
    /// One JSON object per solution, on one line each, as they are found, then one for the file.
    JsonLines,
}

/// Reads and parses `file`, timing both; an unreadable or invalid file is reported on standard
/// error (and with `json`, printed as `{"file", "error"}`).
pub fn load(
    file: &str,
    source: Source,
    json: bool,
    outcome: &mut Outcome,
    out: &mut impl Write,
) -> std::io::Result<Option<Riddle>> {
    let started = Instant::now();
    let text = input::read(file, source.max_bytes);
    let read = Instant::now();
    outcome.times.read = read - started;
    let riddle = text.and_then(|text| input::parse(file, &text, source));
    outcome.times.parse = read.elapsed();
    match riddle {
        Ok(riddle) => Ok(Some(riddle)),
        Err(problem) => {
            input::report(file, &problem);
            if json {
                writeln!(
                    out,
                    "{}",
                    serde_json::json!({ "file": file, "error": problem.to_json() })
                )?;
            }
            outcome.error = true;
            Ok(None)
        }
    }
}

/// Solves one file and prints its answer to `out` as the solutions are found (but with `--json`,
/// whose one object holds them all).
fn solve_file(
    file: &str,
    source: Source,
    options: &SolveOptions,
    mode: Mode,
    out: &mut impl Write,
) -> std::io::Result<Outcome> {
    let mut outcome = Outcome::default();
    let Some(riddle) = load(file, source, mode != Mode::Text, &mut outcome, out)? else {
        return Ok(outcome);
    };
    if mode == Mode::Text {
        warn(file, &riddle);
    }
    let started = Instant::now();
    match mode {
        Mode::Json => {
            let solved = gridriddle::solve_riddle(&riddle, options);
            let solve = started.elapsed();
            let report = Report::new(&riddle, &solved, options.steps);
            let answer = FileAnswer::new(file, &report, solve);
            serde_json::to_writer(&mut *out, &answer).map_err(std::io::Error::from)?;
            writeln!(out)?;
            outcome.found = solved.solutions.len() as u128;
            outcome.stopped = !solved.complete;
            outcome.times.solve = solve;
            outcome.times.print = started.elapsed() - solve;
        }
        Mode::JsonLines => {
            // One thread's lines whatever --threads: on several, the threads' branching weights
            // (dom/wdeg) grow from the failures each sees, so their trees and the order of the
            // solutions differ from one thread's, and keeping that order would mean holding the
            // solutions found ahead of it, without bound. So the lines stream from one thread,
            // in constant memory.
            let options = &SolveOptions {
                threads: 1,
                ..options.clone()
            };
            let mut index = 0u64;
            let mut written = Ok(());
            let mut print = Duration::ZERO;
            let mut lines = SolutionLines::new(file, &riddle);
            let searched = gridriddle::search::solve_each(&riddle, options, |solution| {
                let printing = Instant::now();
                index += 1;
                let steps = options.steps.then(|| {
                    let steps = StepReport::explained(&riddle, &solution.steps);
                    serde_json::to_value(steps).expect("steps always serialise")
                });
                written = out.write_all(lines.line(index, &solution.matrix, steps.as_ref()));
                print += printing.elapsed();
                if written.is_ok() {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            written?;
            let elapsed = started.elapsed();
            let summary = serde_json::json!({
                "file": file,
                "solutions": searched.found,
                "complete": searched.complete,
                "stopped": searched.stopped,
                "stats": stats_json(searched.stats, elapsed - print),
                "conflicts": searched.conflicts,
            });
            writeln!(out, "{summary}")?;
            outcome.found = u128::from(searched.found);
            outcome.stopped = !searched.complete;
            outcome.times.print = print + (started.elapsed() - elapsed);
            outcome.times.solve = elapsed - print;
        }
        Mode::Text => {
            // The title goes out at once: a long search shows which riddle it is on.
            match riddle.title() {
                Some(title) => writeln!(out, "{file}: {title}")?,
                None => writeln!(out, "{file}")?,
            }
            let mut text = TextAnswer::new(&riddle, options);
            let mut written = Ok(());
            let searched = gridriddle::search::solve_each(&riddle, options, |solution| {
                written = text.solution(solution, out);
                if written.is_ok() {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            written?;
            let printing = Instant::now();
            text.end(&searched, out)?;
            let print = text.print + printing.elapsed();
            outcome.found = u128::from(searched.found);
            outcome.stopped = !searched.complete;
            outcome.times.print = print;
            outcome.times.solve = started.elapsed() - print;
        }
    }
    Ok(outcome)
}

/// The search's stats as JSON, with the time it took in microseconds (`elapsedUs`).
pub fn stats_json(stats: gridriddle::Stats, elapsed: Duration) -> serde_json::Value {
    let mut value = serde_json::to_value(stats).expect("stats always serialise");
    value["elapsedUs"] = (elapsed.as_micros() as u64).into();
    value
}

/// Prints the riddle's warnings on standard error, one line each: `warning: FILE: PATH: what`.
pub fn warn(file: &str, riddle: &Riddle) {
    for warning in gridriddle::warnings(riddle) {
        eprintln!("warning: {file}: {warning}");
    }
}

//! `gridriddle count`: the number of solutions of each riddle, counted without building them.

use super::batch::{Batch, Outcome};
use super::input::Source;
use super::solve::{load, stats_json, Bytes};
use super::solve_text::summary_of;
use super::words::{counted, per_second};
use gridriddle::{search::Searched, SolveOptions};
use std::io::Write;
use std::time::Instant;

/// The arguments of `gridriddle count`.
#[derive(clap::Args)]
pub struct CountArgs {
    #[command(flatten)]
    batch: Batch,
    #[command(flatten)]
    source: Source,
    /// Stop after this many search nodes (the count is then a lower bound). Higher than
    /// solve's: counting goes at millions of nodes per second (100 million: about 30 s).
    #[arg(long, default_value_t = 100_000_000)]
    max_nodes: u64,
    /// Stop when the search would hold more than this much memory (the count is then a lower
    /// bound): bytes, or with K, M or G (powers of 1024), or `none`.
    #[arg(long, default_value_t = Bytes(SolveOptions::default().max_memory), value_parser = Bytes::parse)]
    max_memory: Bytes,
    /// Print one JSON object per file: {"file", "count", "complete", "stopped", "stats"}.
    #[arg(long)]
    json: bool,
}

impl CountArgs {
    /// Counts every input's solutions: whether every input was read and valid.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let options = SolveOptions {
            max_nodes: Some(self.max_nodes),
            max_memory: self.max_memory.0,
            ..SolveOptions::default()
        };
        let (source, json) = (self.source, self.json);
        self.batch.run(out, |_, file, mut out, threads| {
            let options = SolveOptions {
                threads,
                ..options.clone()
            };
            count_file(file, source, &options, json, &mut out)
        })
    }
}

/// Counts the solutions of one file and prints the count: `FILE: N solutions (complete: …) in T s
/// (R solutions per second, M search nodes)`, the rate only when it means something (see
/// [`per_second`]), or the number of independent parts it was counted as; or with `json`,
/// `{"file", "count", "parts", "complete", "stopped", "stats"}`.
fn count_file(
    file: &str,
    source: Source,
    options: &SolveOptions,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<Outcome> {
    let mut outcome = Outcome::default();
    let Some(riddle) = load(file, source, json, &mut outcome, out)? else {
        return Ok(outcome);
    };
    let started = Instant::now();
    let count = gridriddle::count_solutions(&riddle, options);
    let solve = started.elapsed();
    if json {
        // The exact number however large (serde_json keeps a number's digits here).
        let exact: serde_json::Number = count.decimal.parse().expect("digits are a JSON number");
        let line = serde_json::json!({
            "file": file,
            "count": exact,
            "parts": count.parts,
            "complete": count.complete,
            "stopped": count.stopped,
            "stats": stats_json(count.stats, solve),
        });
        writeln!(out, "{line}")?;
    } else {
        let searched = Searched {
            found: u64::try_from(count.count).unwrap_or(u64::MAX),
            complete: count.complete,
            stopped: count.stopped,
            stats: count.stats,
            conflicts: Vec::new(),
        };
        let nodes = counted(count.stats.nodes, "search node");
        // Counted by parts, the solutions were not visited one by one: no rate.
        let how = match (count.parts, per_second(count.count, solve)) {
            (1, Some(rate)) => format!("{} per second, {nodes}", counted(rate, "solution")),
            (1, None) => nodes,
            (n, _) => format!("{nodes}, counted as {}", counted(n, "independent part")),
        };
        writeln!(
            out,
            "{file}: {} in {:.3} s ({how})",
            summary_of(&count.decimal, &searched, options),
            solve.as_secs_f64(),
        )?;
    }
    outcome.found = count.count;
    outcome.stopped = !count.complete;
    outcome.times.solve = solve;
    outcome.times.print = started.elapsed() - solve;
    Ok(outcome)
}

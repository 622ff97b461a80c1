//! `gridriddle check`: validate riddles, and count their solutions to warn when there are not
//! exactly one; with `--grid`, check a person's grid against the riddle (whether it can still be
//! completed, and its mistakes).

use super::input::{self, Source};
use super::play::{load_with_grid, print_json, NOT_CONSISTENT};
use super::solve::warn;
use super::words::{counted, not_one};
use gridriddle::{
    count_solutions,
    generate::RATE_MAX_NODES,
    play::{check_grid, mistake_words},
    SolveOptions,
};
use std::io::Write;

/// The arguments of `gridriddle check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Riddle files (`-` reads standard input); one with --grid.
    #[arg(required = true)]
    files: Vec<String>,
    #[command(flatten)]
    source: Source,
    /// A grid (JSON matrix, "" for blank): can it still be completed, and which cells are wrong.
    #[arg(long)]
    grid: Option<String>,
    /// Print the grid check as JSON.
    #[arg(long, requires = "grid")]
    json: bool,
}

impl CheckArgs {
    /// Validates the files, or checks the grid: whether every input was read and valid.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        match (&self.grid, self.files.as_slice()) {
            (None, files) => check_files(files, self.source, out),
            (Some(grid), [file]) => check_with_grid(file, grid, self.source, self.json, out),
            (Some(_), _) => {
                eprintln!("error: check --grid takes one riddle file");
                Ok(false)
            }
        }
    }
}

/// Validates every riddle file (solution files skipped): one line each, `FILE: ok (…)`, with
/// `; warning: …` when its solutions, counted within [`RATE_MAX_NODES`], are not one; or the
/// error on standard error.
fn check_files(files: &[String], source: Source, out: &mut impl Write) -> std::io::Result<bool> {
    let riddles = input::skip_solution_files(files);
    if riddles.is_empty() {
        input::no_riddle_files(files);
        return Ok(false);
    }
    let mut ok = true;
    for file in &riddles {
        match input::load(file, source) {
            Ok(riddle) => {
                let count = count_solutions(
                    &riddle,
                    &SolveOptions {
                        max_nodes: Some(RATE_MAX_NODES),
                        ..SolveOptions::default()
                    },
                );
                let warning = not_one(count.count, count.complete)
                    .map(|w| format!("; warning: {w}"))
                    .unwrap_or_default();
                writeln!(
                    out,
                    "{file}: ok ({}, {}, {}){warning}",
                    counted(riddle.rows(), "row"),
                    counted(riddle.columns(), "column"),
                    counted(riddle.hints().len(), "hint")
                )?;
                warn(file, &riddle);
            }
            Err(problem) => {
                input::report(file, &problem);
                ok = false;
            }
        }
    }
    Ok(ok)
}

/// `gridriddle check --grid`: whether the grid can still be completed, and its mistakes.
fn check_with_grid(
    file: &str,
    grid: &str,
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let Some((riddle, grid)) = load_with_grid(file, Some(grid), source) else {
        return Ok(false);
    };
    let checked = check_grid(&riddle, &grid);
    if json {
        print_json(&checked, out)?;
        return Ok(true);
    }
    let bound = if checked.complete { "" } else { " at least" };
    match (checked.consistent, checked.solutions) {
        (true, 1) if checked.complete => writeln!(out, "consistent: one solution extends the grid")?,
        (true, n) => {
            let verb = if n == 1 { "extends" } else { "extend" };
            writeln!(
                out,
                "consistent:{bound} {} {verb} the grid",
                counted(n, "solution")
            )?
        }
        (false, _) => writeln!(out, "{NOT_CONSISTENT}")?,
    }
    for &cell in &checked.mistakes {
        writeln!(out, "  {}", mistake_words(&riddle, cell))?;
    }
    Ok(true)
}

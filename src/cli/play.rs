//! Solving with a person: `candidates`, `next` and `hints` (and the grid that `check --grid`
//! reads too).

use super::input::{self, Source};
use super::table::table;
use super::words::{counted, times};
use gridriddle::{
    play::{candidates_within, hint_use, next_step, redundant_hints_within, Grid, PLAY_MAX_NODES},
    Riddle, SolveOptions,
};
use serde::Serialize;
use std::io::Write;

/// The arguments of `gridriddle candidates`.
#[derive(clap::Args)]
pub struct CandidatesArgs {
    /// The riddle file (`-` reads standard input).
    file: String,
    #[command(flatten)]
    source: Source,
    /// A grid as a person filled it (JSON matrix, "" for blank).
    #[arg(long)]
    grid: Option<String>,
    /// Exactly the values some solution extending the grid has (else: the merge rules alone).
    #[arg(long)]
    exact: bool,
    /// The most search nodes the exact candidates may spend.
    #[arg(long, default_value_t = PLAY_MAX_NODES)]
    max_nodes: u64,
    /// Print JSON: {"candidates": [[[values] per cell] per row], …}.
    #[arg(long)]
    json: bool,
}

impl CandidatesArgs {
    /// Prints the values each cell can still take, or that no solution extends the grid.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let Some((riddle, grid)) = load_with_grid(&self.file, self.grid.as_deref(), self.source) else {
            return Ok(false);
        };
        let found = candidates_within(&riddle, &grid, self.exact, Some(self.max_nodes));
        if self.json {
            print_json(&found, out)?;
            return Ok(true);
        }
        // A cell that can take nothing, not even blank: nothing fits the grid.
        if found.candidates.iter().flatten().any(Vec::is_empty) {
            writeln!(out, "{NOT_CONSISTENT}")?;
            return Ok(true);
        }
        let cells: Vec<Vec<String>> = found
            .candidates
            .iter()
            .map(|row| row.iter().map(|values| shown(values)).collect())
            .collect();
        write!(out, "{}", table(riddle.header(), &cells))?;
        let how = match (self.exact, found.complete) {
            (false, _) => "by the merge rules alone (--exact: the values some solution has)",
            (true, true) => "exact: each value is in some solution extending the grid",
            (true, false) => "not exact: the node budget ran out (--max-nodes), undecided values kept",
        };
        writeln!(out, "\nCandidates {how}")?;
        Ok(true)
    }
}

/// A cell's candidates as `a/b/c`, `(blank)` for a cell that can stay blank.
fn shown(values: &[String]) -> String {
    let names: Vec<&str> = values
        .iter()
        .map(|v| if v.is_empty() { "(blank)" } else { v })
        .collect();
    names.join("/")
}

/// The arguments of `gridriddle next`.
#[derive(clap::Args)]
pub struct NextArgs {
    /// The riddle file (`-` reads standard input).
    file: String,
    #[command(flatten)]
    source: Source,
    /// A grid as a person filled it (JSON matrix, "" for blank).
    #[arg(long)]
    grid: Option<String>,
    /// Print JSON: {"fills", "text", "hint", "rule", "kind", …, "mistakes"}.
    #[arg(long)]
    json: bool,
}

impl NextArgs {
    /// Prints one deduction a person could make next.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let Some((riddle, grid)) = load_with_grid(&self.file, self.grid.as_deref(), self.source) else {
            return Ok(false);
        };
        let step = next_step(&riddle, &grid);
        if self.json {
            print_json(&step, out)?;
            return Ok(true);
        }
        // In plain words first, then the method's words (the detailed solution's sentence).
        if !step.words.is_empty() {
            writeln!(out, "{}", step.words)?;
        }
        writeln!(out, "{}", step.text)?;
        for fill in &step.fills {
            writeln!(
                out,
                "  row {}, {}: {}",
                fill.row + 1,
                riddle.header()[fill.column],
                fill.value
            )?;
        }
        Ok(true)
    }
}

/// The arguments of `gridriddle hints`.
#[derive(clap::Args)]
pub struct HintsArgs {
    /// The riddle file (`-` reads standard input).
    file: String,
    #[command(flatten)]
    source: Source,
    /// Also find the hints whose removal leaves the solutions unchanged, and of those the ones
    /// whose removal keeps the level too (a generated riddle has none of these).
    #[arg(long)]
    redundant: bool,
    /// The most search nodes all the searches of --redundant may take together (a 20×10 expert
    /// riddle can take a few million: about a second each in a release build).
    #[arg(long, default_value_t = HINTS_MAX_NODES)]
    max_nodes: u64,
    /// Print JSON: {"uses": [count per hint], "redundant": {"hints", "complete", "level",
    /// "levelsWithout", "spare"}}.
    #[arg(long)]
    json: bool,
}

/// The default of `hints --max-nodes`.
const HINTS_MAX_NODES: u64 = 20_000_000;

impl HintsArgs {
    /// Prints how often the detailed solution uses each hint, and with `--redundant`, which
    /// hints could go without changing the solutions.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let riddle = match input::load(&self.file, self.source) {
            Ok(riddle) => riddle,
            Err(problem) => {
                input::report(&self.file, &problem);
                return Ok(false);
            }
        };
        let options = SolveOptions {
            max_solutions: 1,
            steps: true,
            ..SolveOptions::default()
        };
        let solved = gridriddle::solve_riddle(&riddle, &options);
        let uses = solved.solutions.first().map(|s| hint_use(&riddle, &s.steps));
        let spare = self
            .redundant
            .then(|| redundant_hints_within(&riddle, Some(self.max_nodes)));
        if self.json {
            let value = serde_json::json!({ "uses": uses, "redundant": spare });
            print_json(&value, out)?;
            return Ok(true);
        }
        for h in 0..riddle.hints().len() {
            let used = match &uses {
                Some(uses) => format!("used {}", times(uses[h])),
                None => "no solution to count in".to_owned(),
            };
            let extra = match &spare {
                Some(spare) => redundancy(spare, h),
                None => String::new(),
            };
            let text = riddle.hint_text(h).map(|t| format!(": {t}")).unwrap_or_default();
            writeln!(out, "hint {} ({used}{extra}){text}", h + 1)?;
        }
        if let Some(spare) = &spare {
            let harder = spare.hints.len() - spare.spare.len();
            match (spare.spare.len(), spare.level) {
                (0, Some(level)) if harder > 0 => writeln!(
                    out,
                    "no hint can go keeping the solution and the level ({level}); {} only by \
                     making the riddle harder",
                    if harder == 1 { "one can go" } else { "some can go" }
                )?,
                (0, _) => writeln!(out, "no hint can go keeping the solutions")?,
                (n, _) => writeln!(
                    out,
                    "{} can go, each on its own, keeping the solutions{}",
                    counted(n, "hint"),
                    if spare.level.is_some() {
                        " and the level"
                    } else {
                        ""
                    }
                )?,
            }
            if !spare.complete {
                writeln!(
                    out,
                    "(the search for redundant hints ran out of its budget of {}: the list may be \
                     short; raise --max-nodes)",
                    counted(self.max_nodes, "node")
                )?;
            }
        }
        Ok(true)
    }
}

/// What `hints --redundant` says of hint `h`: `, redundant` when it can go keeping the
/// solutions (and the level), `, redundant but for the level (without it: expert)` when going
/// would make the riddle harder.
fn redundancy(spare: &gridriddle::play::RedundantHints, h: usize) -> String {
    if spare.spare.contains(&h) {
        return ", redundant".to_owned();
    }
    match spare.hints.iter().position(|&k| k == h) {
        Some(i) => format!(
            ", redundant but for the level (without it: {})",
            spare.levels_without[i]
        ),
        None => String::new(),
    }
}

/// What `check --grid` and `candidates --grid` say of a grid that no solution extends.
pub const NOT_CONSISTENT: &str = "not consistent: no solution extends the grid";

/// A riddle and the grid a person filled (`--grid`; without it, the start matrix); an
/// unreadable or invalid one is reported on standard error.
pub fn load_with_grid(file: &str, grid: Option<&str>, source: Source) -> Option<(Riddle, Grid)> {
    let riddle = input::load(file, source)
        .map_err(|p| input::report(file, &p))
        .ok()?;
    let grid = match grid {
        None => Grid::start(&riddle),
        Some(path) => {
            let text = input::read(path, source.max_bytes)
                .map_err(|p| input::report(path, &p))
                .ok()?;
            Grid::from_json(&riddle, &text)
                .map_err(|e| input::report(path, &input::Problem::Invalid(e)))
                .ok()?
        }
    };
    Some((riddle, grid))
}

/// Prints `value` as one line of JSON.
pub fn print_json(value: &impl Serialize, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        serde_json::to_string(value).expect("answers always serialise")
    )
}

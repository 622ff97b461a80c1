//! gridriddle solves grid riddles — Einstein's riddle, the zebra puzzle and every logic puzzle
//! of that family — by merging matrices, and explains every solution step by step.
//!
//! TODO crate docs (filled in with the engine).

#![warn(missing_docs)]

mod check;
mod error;
mod matrix;
mod parse;
mod riddle;
mod rules;
mod samples;
mod search;
mod trace;
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use check::check_solution;
pub use error::RiddleError;
pub use matrix::{can_be_merged, has_common_value, merge};
pub use riddle::{Riddle, ValueId, BLANK, MAX_ROWS};
pub use samples::{sample, samples, Sample};
pub use trace::{render_steps, Cell, FillReason, NamedCell, Step, StepReport};

use serde::Serialize;

/// How far the search may go, and what it records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveOptions {
    /// Stop after this many solutions (the answer is then not complete). Default 1000.
    pub max_solutions: usize,
    /// Stop after this many search nodes (the answer is then not complete); `None`: no limit.
    /// Default 10 million.
    pub max_nodes: Option<u64>,
    /// Record the detailed solution (the steps) of each solution. Default true.
    pub steps: bool,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_solutions: 1000,
            max_nodes: Some(10_000_000),
            steps: true,
        }
    }
}

/// Why a search stopped before it had proved there are no other solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum StopReason {
    /// `max_solutions` solutions were found.
    SolutionLimit,
    /// `max_nodes` search nodes were spent.
    NodeBudget,
}

/// One solution: the completed riddle matrix, and how it was reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The m × n matrix, as value ids ([`BLANK`] where a column has fewer values than rows).
    pub matrix: ndarray::Array2<ValueId>,
    /// The detailed solution (empty when steps were off).
    pub steps: Vec<Step>,
}

/// Counts of what the search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Search nodes: the root, and each branch taken.
    pub nodes: u64,
    /// Cells filled by the merge rules (not by assumptions).
    pub merges: u64,
    /// Options rejected by the merge rules.
    pub rejections: u64,
}

/// The answer of [`solve_riddle`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Every solution found, each once, in the same order every run.
    pub solutions: Vec<Solution>,
    /// True when the search proved there are no other solutions.
    pub complete: bool,
    /// Why the search stopped early, when it did.
    pub stopped: Option<StopReason>,
    /// What the search did.
    pub stats: Stats,
    /// When there is no solution: hints (0-based) that cannot all hold together, where the
    /// solver could tell; empty otherwise.
    pub conflicts: Vec<usize>,
}

/// Finds every solution of `riddle`, within the limits of `options`.
pub fn solve_riddle(riddle: &Riddle, options: &SolveOptions) -> Solved {
    search::solve(riddle, options)
}

/// The answer as the command line's `--json` and the WebAssembly bindings give it.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Each solution: its matrix as text, and its steps when they were recorded.
    pub solutions: Vec<SolutionReport>,
    /// True when the search proved there are no other solutions.
    pub complete: bool,
    /// Why the search stopped early (`"solutionLimit"`, `"nodeBudget"`), or null.
    pub stopped: Option<StopReason>,
    /// What the search did.
    pub stats: Stats,
    /// With no solution: hints (0-based) that cannot all hold together.
    pub conflicts: Vec<usize>,
}

/// One solution of a [`Report`].
#[derive(Debug, Clone, Serialize)]
pub struct SolutionReport {
    /// The completed riddle matrix, `""` for blank cells.
    pub matrix: Vec<Vec<String>>,
    /// The detailed solution, when steps were on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepReport>>,
}

impl Report {
    /// Puts names and words on `solved`, an answer for `riddle`.
    pub fn new(riddle: &Riddle, solved: &Solved, with_steps: bool) -> Self {
        Report {
            solutions: solved
                .solutions
                .iter()
                .map(|s| SolutionReport {
                    matrix: riddle.names(&s.matrix),
                    steps: with_steps
                        .then(|| s.steps.iter().map(|step| StepReport::new(riddle, step)).collect()),
                })
                .collect(),
            complete: solved.complete,
            stopped: solved.stopped,
            stats: solved.stats,
            conflicts: solved.conflicts.clone(),
        }
    }
}

/// Parses a riddle, solves it and returns the [`Report`] as JSON text.
///
/// This is what the command line's `--json` and the WebAssembly bindings share.
pub fn solve_json(text: &str, options: &SolveOptions) -> Result<String, RiddleError> {
    let riddle = Riddle::from_json(text)?;
    let solved = solve_riddle(&riddle, options);
    let report = Report::new(&riddle, &solved, options.steps);
    Ok(serde_json::to_string(&report).expect("a report always serialises"))
}

//! What a solve is asked and what it answers.
//!
//! [`SolveOptions`] in, [`Solved`] out: its [`Solution`]s, [`Stats`] and [`StopReason`].

use crate::riddle::ValueId;
use crate::trace::Step;
use serde::Serialize;

/// How far the search may go, and what it records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveOptions {
    /// Stop after this many solutions (the answer is then not complete). Default 1000.
    pub max_solutions: usize,
    /// Stop after this many search nodes (the answer is then not complete); `None`: no limit.
    /// Default 1 million: seconds at most on large riddles (the hardest riddle of the
    /// scaling corpus needs 10,891 with steps, 11,601 without).
    pub max_nodes: Option<u64>,
    /// Record the detailed solution (the steps) of each solution. Default true.
    pub steps: bool,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_solutions: 1000,
            max_nodes: Some(1_000_000),
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
    /// The m × n matrix, as value ids ([`BLANK`](crate::riddle::BLANK) where a column has fewer values than rows).
    pub matrix: ndarray::Array2<ValueId>,
    /// The detailed solution (empty when steps were off).
    pub steps: Vec<Step>,
}

/// Counts of what the search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Search nodes: the root, and each branch taken. With steps off, a small riddle is searched
    /// first without rule 1's merging of hints, for a few nodes, then again with it if that was
    /// not enough: the counts are those of both searches.
    pub nodes: u64,
    /// Cells filled by the rules, in every search: by merges (rules 1 and 2) and by rule 3's
    /// fills, not by assumptions. (The name is the JSON report's; internally, `fills`.)
    pub merges: u64,
    /// Options rejected by the merge rules.
    pub rejections: u64,
}

/// The answer of [`solve_riddle`](crate::solver::solve_riddle).
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

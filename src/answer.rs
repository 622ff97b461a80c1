//! What a solve is asked and what it answers.
//!
//! [`SolveOptions`] in, [`Solved`] out: its [`Solution`]s, [`Stats`] and [`StopReason`]. A caller
//! that takes the solutions one at a time gets [`Searched`] (the same answer without them), and
//! one that only counts them gets [`Count`].

use crate::riddle::ValueId;
use crate::trace::Step;
use serde::Serialize;

/// How far the search may go, and what it records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveOptions {
    /// Stop after this many solutions (the answer is then not complete). Default 1000.
    ///
    /// The solutions come in the same order on every run with the same options. With steps
    /// off, a search for more than 8 solutions of a riddle of 20 rows and 250 values or more
    /// first probes its root (each value tried at each row, those that fail at once taken
    /// out: fewer nodes on large riddles, see docs/speed.md), which may order the solutions
    /// otherwise than a search for 8 or fewer: the first k of many are then not always the k
    /// of a search for k. The solutions themselves are the same.
    pub max_solutions: usize,
    /// Stop after this many search nodes (the answer is then not complete); `None`: no limit.
    /// Default 1 million: seconds at most on large riddles (the hardest riddle of the
    /// scaling corpus needs 10,891 with steps, 11,601 without).
    pub max_nodes: Option<u64>,
    /// Record the detailed solution (the steps) of each solution. Default true.
    pub steps: bool,
    /// Stop when the search would hold more than this many bytes (the answer is then not
    /// complete); `None`: no limit. Default 1 GiB.
    ///
    /// Counted: the compiled riddle, the search's state, its trail (the old values of what the
    /// current branch changed), the stack of branch points and the steps of the current branch
    /// (each step at its own size, not the lists it holds), checked at each search node. Not
    /// counted: the solutions handed back (bounded by `max_solutions`). A search on a riddle of
    /// 64 rows and 1,000 columns with no hints holds about 80 MB (see
    /// [`solve_riddle`](crate::solver::solve_riddle) for the bound).
    pub max_memory: Option<usize>,
    /// Threads to search on (0 and 1: the calling thread alone). Default 1.
    ///
    /// With the cargo feature `parallel` (on with `cli`; not in the WebAssembly build), a search
    /// with steps off that needs more than a few thousand nodes is shared out between this many
    /// threads (open subtrees handed to idle threads): the same solutions
    /// and count, each once, the budgets held in total (at most `max_solutions` solutions;
    /// `max_nodes` nodes in all; `max_memory` shared out, each thread holding a model and a state
    /// of its own), but the solutions come in an order that depends on the threads, and the node
    /// count differs from one thread's. With steps on, or without the feature, the search runs
    /// on one thread, so the detailed steps of a solution do not depend on this.
    /// At most [`MAX_THREADS`](crate::search::MAX_THREADS): more are taken as that many.
    pub threads: usize,
}

/// The most threads one search or one generation runs on ([`SolveOptions::threads`],
/// `GenerateOptions::threads`): more are taken as this many, so that a number too large for the
/// machine never asks it for millions of threads.
pub const MAX_THREADS: usize = 256;

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_solutions: 1000,
            max_nodes: Some(1_000_000),
            steps: true,
            max_memory: Some(DEFAULT_MAX_MEMORY),
            threads: 1,
        }
    }
}

/// The default of [`SolveOptions::max_memory`], 1 GiB: far more than any riddle of 64 rows and a
/// few thousand columns needs, and a quarter of what WebAssembly's 32-bit memory can hold.
const DEFAULT_MAX_MEMORY: usize = 1 << 30;

/// Why a search stopped before it had proved there are no other solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[non_exhaustive]
pub enum StopReason {
    /// `max_solutions` solutions were found.
    SolutionLimit,
    /// `max_nodes` search nodes were spent.
    NodeBudget,
    /// The search would have held more than `max_memory` bytes.
    MemoryBudget,
    /// The caller asked for no more solutions (its callback returned
    /// [`ControlFlow::Break`](std::ops::ControlFlow::Break)).
    Caller,
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
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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

/// One page of the solutions of a riddle ([`solutions_page`](crate::search::solutions_page)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The page's solutions, and how the search ended: `stopped` is
    /// [`StopReason::Caller`] when the page was full and a solution after it was found.
    pub solved: Solved,
    /// The index (0-based) of the page's first solution: the offset asked for.
    pub offset: u64,
    /// True when a solution after the page was found.
    pub more: bool,
}

impl Solved {
    /// The answer of a search whose solutions were collected in a list.
    pub(crate) fn from_parts(solutions: Vec<Solution>, searched: Searched) -> Solved {
        debug_assert_eq!(solutions.len() as u64, searched.found);
        Solved {
            solutions,
            complete: searched.complete,
            stopped: searched.stopped,
            stats: searched.stats,
            conflicts: searched.conflicts,
        }
    }
}

/// The answer of [`solve_each`](crate::solver::solve_each): a [`Solved`] without its solutions,
/// which went one at a time to the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Searched {
    /// How many solutions were given to the caller.
    pub found: u64,
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

/// The answer of [`count_solutions`](crate::solver::count_solutions): how many solutions, and
/// whether that is all of them.
///
/// A riddle whose columns fall into groups that no hint links is counted by parts: each group
/// on its own, a column no hint names by a formula, and the counts multiplied. Such a count can
/// exceed `u128` (a riddle of many free columns of 35 rows or more): [`Count::decimal`] then has
/// every digit, and [`Count::count`] is `u128::MAX`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Count {
    /// The number of solutions: all of them when `complete`, else a lower bound. `u128::MAX`
    /// when the number is larger (see `decimal`).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "bigint"))]
    pub count: u128,
    /// The same number in decimal digits, exact however large (also for JavaScript, whose
    /// numbers are exact only up to 2^53).
    pub decimal: String,
    /// True when the search proved there are no other solutions.
    pub complete: bool,
    /// Why the search stopped early (only the node budget stops a count), when it did.
    pub stopped: Option<StopReason>,
    /// What the search did, summed over the parts.
    pub stats: Stats,
    /// The independent parts the riddle was counted as, whose counts multiply: groups of columns
    /// that hints link, each searched apart, and columns no hint names, each counted by a
    /// formula. 1 when the riddle was counted as a whole (the search of
    /// [`solve_riddle`](crate::solver::solve_riddle) with steps off, and its stats).
    pub parts: usize,
}

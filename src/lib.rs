//! gridriddle solves grid riddles — Einstein's riddle, the zebra puzzle and every logic puzzle
//! of that family — by merging matrices, finds **every** solution, and explains each one step by
//! step.
//!
//! # The words
//!
//! - The **riddle matrix** is the table to complete: one row per house (ship, person…), one
//!   column per attribute (colour, drink, pet…), blank cells where the value is unknown.
//! - A **hint** is a small matrix with the same columns: "the Brit lives in the red house" is one
//!   row holding `Brit` and `red`; "green is directly left of white" is two rows. A hint that can
//!   be read several ways ("Blends is next to the cats") has several **options**, one matrix per
//!   reading, and holds when at least one of them does.
//! - With `singleHints: false` the rows of an option are a block that lands on consecutive rows
//!   of the riddle matrix; with `singleHints: true` each row is matched on its own.
//! - A **solution** fills every column with each of its values once, agrees with the start
//!   matrix, and makes every hint hold. The JSON format and this definition are in
//!   `riddle-format.md`.
//!
//! # Solving
//!
//! ```
//! use gridriddle::{solve_riddle, Riddle, SolveOptions};
//!
//! let riddle = Riddle::from_json(r#"{
//!     "header": ["House", "Color", "Pet"],
//!     "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
//!     "hints": [
//!         [[["", "red", "cat"]]],
//!         [[["", "green", ""], ["", "", "dog"]]],
//!         [[["1", "", "fish"]]],
//!         [[["", "blue", ""], ["", "red", ""]], [["", "red", ""], ["", "blue", ""]]]
//!     ],
//!     "hintTexts": [
//!         "The cat lives in the red house.",
//!         "The green house is directly left of the dog.",
//!         "The fish lives in house 1.",
//!         "The blue house is next to the red house."
//!     ]
//! }"#)?;
//! let solved = solve_riddle(&riddle, &SolveOptions::default());
//! assert!(solved.complete);
//! assert_eq!(solved.solutions.len(), 1);
//! assert_eq!(
//!     riddle.names(&solved.solutions[0].matrix),
//!     [["1", "green", "fish"], ["2", "blue", "dog"], ["3", "red", "cat"]]
//! );
//! // The detailed solution: each step as data, and as a sentence.
//! let steps = gridriddle::render_steps(&riddle, &solved.solutions[0].steps);
//! assert!(steps.contains("Rule 2: hint 3 (\"The fish lives in house 1.\") merged at row 1: Pet fish"));
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```
//!
//! The same answer as JSON, for other programs (the command line's `--json` and the
//! WebAssembly bindings use it): [`solve_json`].
//!
//! # How it works
//!
//! The three operators of the 2015 matrix-merge method ([`has_common_value`], [`can_be_merged`],
//! [`merge`]) and its three merge rules fill the riddle matrix: a hint that shares a value with
//! the riddle matrix is merged in where it fits, options that cannot be merged are rejected, a
//! blank cell that only one value can take is filled. Where the rules stall, the search assumes
//! a value's row, propagates, and backs up on a contradiction, so that every solution is found
//! whether or not the rules alone suffice, and never by enumerating combinations of options.
//! Each solution keeps its [`Step`]s: every merge, rejection and assumption that led to it.
//!
//! Bad input never panics: [`Riddle::from_json`] answers with a [`RiddleError`] that names the
//! place in the JSON (`hints[3][1][0]: row has 5 cells, the header has 6`), and the search is
//! bounded by [`SolveOptions::max_solutions`] and [`SolveOptions::max_nodes`].

#![warn(missing_docs)]

mod blocks;
mod check;
mod error;
mod generate;
mod matrix;
mod parse;
mod riddle;
mod rules;
mod samples;
mod search;
mod trace;
#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;

pub use check::check_solution;
pub use error::RiddleError;
pub use generate::{
    generate, generate_with_progress, rate, rate_with_budget, Difficulty, GenerateError, GenerateOptions,
    Generated, HintKind, Progress, Rating, RATE_MAX_NODES,
};
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
    /// The m × n matrix, as value ids ([`BLANK`] where a column has fewer values than rows).
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
    /// Cells filled by the merge rules (not by assumptions), in every search.
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
///
/// Each thread keeps the solver's working arrays from one call to the next (up to a bound, see
/// ARCHITECTURE in the README), so that solving many riddles allocates little more than the
/// answers.
pub fn solve_riddle(riddle: &Riddle, options: &SolveOptions) -> Solved {
    thread_local! {
        static WORKSPACE: std::cell::RefCell<search::Workspace> = Default::default();
    }
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => search::solve(riddle, options, &mut ws),
        // Never in practice (a solve calls no user code), but a fresh workspace is always right.
        Err(_) => search::solve(riddle, options, &mut search::Workspace::default()),
    })
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

/// The README's Rust example, run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

//! The difficulty rating: a level and a score, read from how the solver solves the riddle.
//!
//! The riddle is solved once with its detailed solution (at most two solutions, so that "more
//! than one" is known), and the level is read from the steps of the one solution and the
//! search's node count:
//!
//! | level | what the solution needs |
//! | --- | --- |
//! | `easy` | no supposition (one search node), and every hint is used only once it shares a value with the riddle matrix: rule 2 merges and rejections, rule 3 fills |
//! | `medium` | no supposition, but at least one rule 1 step: a hint narrowed before any of its values is in the riddle matrix, only by the rows that other hints and the columns left to its values |
//! | `hard` | suppositions, each refuted by the rules alone: "suppose X is in row r" fails at once (every branch off the way to the solution is one node) |
//! | `expert` | a supposition whose refutation needs a further supposition: a deeper search |
//!
//! The **score** ranks riddles inside a level and across levels (larger is harder), read from the
//! explanation a person follows, the detailed solution:
//!
//! `score = 100 × (search nodes − 1) + 10 × cost of the hardest step + number of steps`
//!
//! - A step's **cost** is what a person must hold in mind for it ([`step_cost`]): a cell with
//!   one value left, or a value with one row left, costs 1; a step that reads clues costs the
//!   number of clues it reads together, plus 1 when one of them can be read several ways (next
//!   to, somewhere left of, not in house 3…) and the step weighs those readings; a supposition
//!   refuted costs [`SUPPOSITION_COST`]. Rule 1's merging of hints before the search is
//!   bookkeeping, not a step a person takes: it costs nothing and is not counted.
//! - The number of steps is how long the explanation is: every step but that bookkeeping.
//! - Search nodes beyond the first are suppositions (two per refuted supposition on the way, more
//!   for a deeper search), each worth more than any single step.
//!
//! So among riddles of one level, the one whose hardest step needs more clues at once is harder,
//! and between two whose hardest steps cost the same, the longer explanation is harder.
//!
//! Rule 3 in this solver includes the column rule (a value with one row left, a cell with one
//! value left, and Hall sets of up to three rows); the steps do not record Hall sets apart, so
//! they count with the rules of the first two levels. Rule 1's merging of hints before the search
//! (`MergeHints` steps) is bookkeeping the solver always does, and counts for no level.
//!
//! A riddle with no solution, more than one, or one the node budget does not settle gets no
//! level (`noSolution`, `ambiguous`, `unknown`). [`rate`] then counts the solutions of an
//! ambiguous riddle ([`crate::count_solutions`], within [`RATE_MAX_NODES`] more nodes), so that
//! [`Rating::solutions`] is their number, or a lower bound when [`Rating::complete`] is false.
//! [`rate_on_threads`] shares that count out between threads; the rating itself is one search
//! with steps, on one thread, whatever the threads.

use crate::{count_solutions, Riddle, SolveOptions, Step, StopReason};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// A difficulty level (see the module docs for the definitions), or why there is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub enum Difficulty {
    /// The rules alone, each hint used once it touches the riddle matrix.
    Easy,
    /// The rules alone, with hints narrowed through other hints (rule 1).
    Medium,
    /// Suppositions, each refuted by the rules at once.
    Hard,
    /// Deeper search.
    Expert,
    /// The riddle has no solution.
    NoSolution,
    /// The riddle has more than one solution.
    Ambiguous,
    /// The node budget ran out before the solver could tell.
    Unknown,
}

impl Difficulty {
    /// The four levels of riddles with one solution, easiest first.
    pub const LEVELS: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The name used in JSON and on the command line (`"easy"`, `"noSolution"`…).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::NoSolution => "noSolution",
            Difficulty::Ambiguous => "ambiguous",
            Difficulty::Unknown => "unknown",
        }
    }

    /// Whether this is one of the four levels of a riddle with exactly one solution.
    pub fn is_level(self) -> bool {
        Difficulty::LEVELS.contains(&self)
    }
}

impl std::fmt::Display for Difficulty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Difficulty {
    type Err = String;

    /// Reads one of the four levels, as the command line's `--difficulty` takes it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Difficulty::LEVELS
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let s = crate::words::shortened(s);
                format!("unknown difficulty `{s}`: expected easy, medium, hard or expert")
            })
    }
}

/// How hard a riddle is, and what the rating was read from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Rating {
    /// The level.
    pub difficulty: Difficulty,
    /// How hard inside and across levels (larger is harder): `100 × (search nodes − 1) + 10 ×
    /// the cost of the hardest step + the number of steps` (see the module docs); 0 without a
    /// level.
    pub score: u64,
    /// Solutions: 0, 1, or for an ambiguous riddle their number as [`rate`] counts it (2 from
    /// [`rate_with_budget`], which stops at the second); all of them when [`Rating::complete`],
    /// else a lower bound.
    pub solutions: usize,
    /// Whether [`Rating::solutions`] is the exact number: false when the node budget ran out
    /// first, or when [`rate_with_budget`] stopped at a second solution.
    pub complete: bool,
    /// Steps of the detailed solution.
    pub steps: usize,
    /// Rule 1 steps among them (hints narrowed through other hints).
    pub rule1_steps: usize,
    /// Suppositions on the way to the solution (`Assume` and `Exclude` steps).
    pub suppositions: usize,
    /// Search nodes in all (1: no supposition).
    pub nodes: u64,
}

/// The node budget of [`rate`]: the solver's default.
pub const RATE_MAX_NODES: u64 = 1_000_000;

/// Rates `riddle`: solves it with its detailed solution and reads the level from the steps; an
/// ambiguous riddle's solutions are counted ([`crate::count_solutions`], at most
/// [`RATE_MAX_NODES`] more search nodes, not in [`Rating::nodes`]).
///
/// ```
/// let riddle = gridriddle::sample("neighbours").unwrap().riddle();
/// let rating = gridriddle::generate::rate(&riddle);
/// assert_eq!((rating.solutions, rating.complete), (1, true));
/// assert!(rating.difficulty.is_level());
/// let city = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// let rating = gridriddle::generate::rate(&city);
/// assert_eq!(rating.difficulty, gridriddle::generate::Difficulty::Ambiguous);
/// assert_eq!((rating.solutions, rating.complete), (2, true));
/// ```
pub fn rate(riddle: &Riddle) -> Rating {
    rate_on_threads(riddle, 1)
}

/// [`rate`], with an ambiguous riddle's solutions counted on `threads` threads (0 and 1: the
/// calling thread alone; see [`SolveOptions::threads`]).
///
/// The threads change nothing in the rating: the level, score, steps, suppositions and nodes
/// are read from one search with the detailed solution, which runs on one thread (a search
/// shared out between threads visits other nodes), so the rating is the same whatever
/// `threads`. Only the count of an ambiguous riddle's solutions is shared out; it is exact
/// either way, and its budget ([`RATE_MAX_NODES`]) is held in total over the threads. When that
/// budget runs out, the lower bound found may differ with the threads (each searched other
/// nodes), as [`Rating::complete`] then says.
///
/// ```
/// use gridriddle::generate::{rate, rate_on_threads};
/// let city = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// assert_eq!(rate_on_threads(&city, 2), rate(&city));
/// ```
pub fn rate_on_threads(riddle: &Riddle, threads: usize) -> Rating {
    let mut rating = rate_with_budget(riddle, RATE_MAX_NODES);
    if rating.difficulty == Difficulty::Ambiguous {
        let count = count_solutions(
            riddle,
            &SolveOptions {
                max_nodes: Some(RATE_MAX_NODES),
                threads,
                ..SolveOptions::default()
            },
        );
        // Two were found: the count stopped by its budget may have found fewer.
        let solutions = usize::try_from(count.count).unwrap_or(usize::MAX).max(2);
        rating.solutions = solutions;
        rating.complete = count.complete && u128::try_from(solutions) == Ok(count.count);
    }
    rating
}

/// [`rate`] with another node budget, and without counting the solutions of an ambiguous riddle
/// (`solutions` is 2, `complete` false): the generator's rating.
pub fn rate_with_budget(riddle: &Riddle, max_nodes: u64) -> Rating {
    rate_unless(riddle, max_nodes, &AtomicBool::new(false))
}

/// [`rate_with_budget`], given up at the next search node once `given_up` is raised (the
/// rating is then of no use): for a rating run ahead on another thread (`ahead.rs`).
pub(crate) fn rate_unless(riddle: &Riddle, max_nodes: u64, given_up: &AtomicBool) -> Rating {
    let solved = crate::solver::solve_unless(
        riddle,
        &SolveOptions {
            max_solutions: 2,
            max_nodes: Some(max_nodes),
            steps: true,
            ..SolveOptions::default()
        },
        given_up,
    );
    let nodes = solved.stats.nodes;
    let unrated = |difficulty| Rating {
        difficulty,
        score: 0,
        solutions: solved.solutions.len(),
        complete: solved.complete,
        steps: 0,
        rule1_steps: 0,
        suppositions: 0,
        nodes,
    };
    match (solved.solutions.as_slice(), solved.stopped) {
        // Given up (`rate_unless`): no rating, never taken.
        (_, Some(StopReason::NodeBudget | StopReason::MemoryBudget | StopReason::Caller)) => {
            unrated(Difficulty::Unknown)
        }
        ([], _) => unrated(Difficulty::NoSolution),
        ([_, _, ..], _) => unrated(Difficulty::Ambiguous),
        ([one], _) => rate_steps(riddle, &one.steps, nodes),
    }
}

/// What refuting a supposition costs in the score: more than a step that reads four clues
/// weighing their readings.
pub(crate) const SUPPOSITION_COST: u64 = 6;

/// What a person must hold in mind for `step` (see the module docs): 0 for the bookkeeping
/// before the search and for an assumption itself.
pub(crate) fn step_cost(riddle: &Riddle, step: &Step) -> u64 {
    let read = |hints: &[usize], weighs: bool| {
        let several = hints.iter().any(|&h| riddle.hints()[h].len() > 1);
        hints.len() as u64 + u64::from(weighs && several)
    };
    match step {
        Step::MergeHints { .. } | Step::Assume { .. } => 0,
        Step::Fill { .. } | Step::Unused { .. } => 1,
        Step::Merge { hints, option, .. } => read(hints, option.is_some()),
        Step::Reject { hints, .. } => read(hints, true),
        Step::Exclude { .. } => SUPPOSITION_COST,
    }
}

/// The rating of a riddle with one solution, from that solution's steps and the nodes searched.
fn rate_steps(riddle: &Riddle, steps: &[Step], nodes: u64) -> Rating {
    // Rule 1 during the search: hints narrowed through other hints, not merged with them before.
    let rule1_steps = steps
        .iter()
        .filter(|s| s.rule() == Some(1) && !s.is_before_search())
        .count();
    let suppositions = steps.iter().filter(|s| s.is_search()).count();
    // Each supposition on the way costs two nodes (its two branches); any more were spent
    // inside a branch that failed, which took suppositions of its own.
    let shallow = nodes <= 1 + 2 * suppositions as u64;
    let difficulty = if suppositions == 0 && rule1_steps == 0 {
        Difficulty::Easy
    } else if suppositions == 0 {
        Difficulty::Medium
    } else if shallow {
        Difficulty::Hard
    } else {
        Difficulty::Expert
    };
    let hardest = steps.iter().map(|s| step_cost(riddle, s)).max().unwrap_or(0);
    let told = steps.iter().filter(|s| !s.is_before_search()).count() as u64;
    Rating {
        difficulty,
        score: 100 * nodes.saturating_sub(1) + 10 * hardest + told,
        solutions: 1,
        complete: true,
        steps: steps.len(),
        rule1_steps,
        suppositions,
        nodes,
    }
}

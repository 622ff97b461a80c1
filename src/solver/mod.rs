//! The solver, behind three functions: [`solve_riddle`], [`solve_each`], [`count_solutions`].
//!
//! The riddle is compiled into row sets, the three merge rules run to a fixpoint, and a search
//! branches where they stall. Only [`solve_riddle`], [`solve_each`] (the solutions one at a time)
//! and [`count_solutions`] are seen from outside; the rest is hidden.
//!
//! The riddle matrix is held as one row set per value ([`state::State::row_sets`]): the rows
//! where the value can still be. A value whose row set has one row is *in* the riddle matrix at
//! that row. A hint (one of the riddle's, or several merged by rule 1) is compiled into options,
//! each option into *literal blocks* (the option's rows for `singleHints: false`, one block per
//! group of values that share a row for `singleHints: true`), and each block into *literals*
//! `(value, delta)`: placing the block at `p` puts the value at row `p + delta`. The placements of
//! a block that still fit are then a bit operation on row sets:
//! `valid & (row_sets[v1] >> d1) & (row_sets[v2] >> d2) & ...`, and the rows a fitting block allows
//! a value are `placements << delta`. These are the operators of [`crate::matrix`] (has common
//! value, can be merged) computed on every alignment at once.
//!
//! - Rule 2 (a hint that shares a value with the riddle matrix is merged in without adding rows,
//!   or rejected) and rule 1 (hints that share a value must agree on its row; pairings that cannot
//!   be merged are rejected) are [`hints`]: options with no fitting placement are rejected, and
//!   rows every fitting placement excludes are removed; cells every fitting placement fills are
//!   merged. The step says rule 2 when the hint already shared a value with the riddle matrix,
//!   rule 1 when only other hints narrowed it.
//! - Rule 3 (a blank cell that exactly one hint value can fill) is [`columns`], stated soundly for
//!   any column: a blank cell that only one value can still take, or a value that only one row can
//!   still take, is filled. A filled row leaves the column's other values.
//! - A *great* column (more values than rows: each row holds one value, each value at most one
//!   row, the others unused) is [`great`]. Its values keep one bit more in their row sets,
//!   [`nowhere`](model::ValueTable::nowhere) (`1 << rows`), while they may still be unused; a value
//!   left no row (row set 0) is unused (step "unused"). Placements never hold that bit, so a hint
//!   that places a value makes it used, and the search, branching on a value "at its first row"
//!   or "not there", ends at "nowhere" on the second branch: each solution is still found once.
//!   Rule 3 there keeps only what holds when values may be absent: a row only one value can take
//!   is filled, k rows that only k values can take take them, and k values that must be used
//!   and fit only k rows take them; "a value only one row can take" fills nothing. A riddle
//!   without a great column never reaches that code (its `nowhere` is 0).
//!
//! Reading order: [`compile`] (hints into options, literal blocks and literals), [`propagate`] (the driver),
//! [`hints`] (rules 1 and 2), [`columns`] (rule 3 and Hall sets), [`great`] (rule 3 in great
//! columns), [`narrow`] (what a narrowing wakes), [`branch`] (which value to try), [`search`]
//! (the search and its workspace), [`merged_hints`] (rule 1's merging of hints before the search), and
//! [`parts`] (counting a riddle by its independent parts: groups of columns no hint links).
//! [`state`], [`model`] and [`flat`]
//! hold the data they share, [`sink`] where the steps go, and [`narrowings`] the one record of
//! why: the trail of narrowings, each with its rule (written only when asked), which
//! [`premises`] reads for explanations ([`deduce_explained`]).

mod agenda;
#[cfg(test)]
mod bounds_tests;
mod branch;
mod collect;
mod columns;
mod compile;
mod compiled;
mod exists;
mod flat;
mod great;
mod hints;
mod matching;
mod merged_hints;
mod model;
mod narrow;
mod narrowings;
#[cfg(feature = "parallel")]
mod parallel;
mod parts;
mod premises;
mod probe;
mod propagate;
mod search;
mod sink;
mod state;
mod table;
#[cfg(test)]
mod tests;

use crate::answer::{Count, Page, Searched, Solution, SolveOptions, Solved};
use crate::riddle::Riddle;
use crate::trace::Cell;

pub(crate) use premises::{deduce, deduce_explained, steps_read, Premises};
pub(crate) use search::count_whole;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// Finds every solution of `riddle`, within the limits of `options`.
///
/// Each thread keeps the solver's working arrays from one call to the next (up to a bound), so
/// that solving many riddles allocates little more than the answers.
pub fn solve_riddle(riddle: &Riddle, options: &SolveOptions) -> Solved {
    search::with_workspace(|ws| search::solve_all(riddle, options, ws))
}

/// [`solve_riddle`], given up at the next search node once `given_up` is raised (but for the
/// first few dozen nodes of a small riddle's quick search, which runs to its end; the answer then
/// says [`StopReason::Caller`](crate::StopReason::Caller)): for a search run ahead on another
/// thread whose answer may not be wanted after all. Until then, the same search as
/// [`solve_riddle`]'s.
#[cfg_attr(not(feature = "parallel"), allow(dead_code))]
pub(crate) fn solve_unless(riddle: &Riddle, options: &SolveOptions, given_up: &AtomicBool) -> Solved {
    let mut unless = collect::Unless {
        solutions: Vec::new(),
        given_up,
    };
    let searched = search::with_workspace(|ws| search::solve(riddle, options, ws, &mut unless));
    Solved::from_parts(unless.solutions, searched)
}

/// Finds the solutions of `riddle` one at a time, within the limits of `options`: each is given
/// to `each` as soon as it is found, in the order of [`solve_riddle`], and none is kept, so that
/// memory does not grow with their number. `each` returns
/// [`ControlFlow::Break`] to stop the search (the answer then says
/// [`StopReason::Caller`](crate::StopReason::Caller), unless that was the
/// `max_solutions`-th solution).
///
/// The answer is that of [`solve_riddle`] without the solutions, and with their number.
///
/// ```
/// use std::ops::ControlFlow;
/// let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// let mut first_rows = Vec::new();
/// let searched = gridriddle::search::solve_each(&riddle, &Default::default(), |solution| {
///     first_rows.push(riddle.names(&solution.matrix)[0].clone());
///     ControlFlow::Continue(())
/// });
/// assert_eq!((searched.found, searched.complete), (2, true));
/// assert_eq!(first_rows.len(), 2);
/// ```
pub fn solve_each(
    riddle: &Riddle,
    options: &SolveOptions,
    each: impl FnMut(Solution) -> ControlFlow<()>,
) -> Searched {
    let mut each = collect::Each(each);
    search::with_workspace(|ws| search::solve(riddle, options, ws, &mut each))
}

/// The solutions `offset..offset + limit` of `riddle`, in the order of [`solve_riddle`], and
/// whether there are more: a page of a riddle with too many solutions to hold at once.
///
/// The solutions before the page are searched again and dropped (the node budget counts them
/// too); the search stops at the first solution after the page, which sets [`Page::more`] and
/// [`StopReason::Caller`](crate::StopReason::Caller). `options.max_solutions` does not apply;
/// the other options do.
///
/// ```
/// let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// let page = gridriddle::search::solutions_page(&riddle, &Default::default(), 1, 20);
/// assert_eq!((page.solved.solutions.len(), page.more, page.solved.complete), (1, false, true));
/// ```
pub fn solutions_page(riddle: &Riddle, options: &SolveOptions, offset: u64, limit: u64) -> Page {
    let options = SolveOptions {
        max_solutions: usize::MAX,
        ..options.clone()
    };
    let end = offset.saturating_add(limit);
    let (mut index, mut solutions, mut more) = (0u64, Vec::new(), false);
    let searched = solve_each(riddle, &options, |solution| {
        if index >= end {
            more = true;
            return ControlFlow::Break(());
        }
        if index >= offset {
            solutions.push(solution);
        }
        index += 1;
        ControlFlow::Continue(())
    });
    Page {
        solved: Solved {
            solutions,
            complete: searched.complete,
            stopped: searched.stopped,
            stats: searched.stats,
            conflicts: searched.conflicts,
        },
        offset,
        more,
    }
}

/// Counts the solutions of `riddle` without building them (no matrices, no steps): the count is
/// exact when the answer is complete. Only the budgets of nodes and memory
/// (`options.max_nodes`, `options.max_memory`) limit a count: `options.max_solutions` and
/// `options.steps` do not apply.
///
/// A riddle whose columns fall into groups that no hint links is counted by parts, whose counts
/// multiply ([`Count::parts`]): each group searched on its own, sharing the node budget, and
/// each column no hint names counted by a formula, without a search. So a riddle of 20 rows and
/// 10 columns with hints on 3 of them counts at once, however many its solutions. Otherwise the
/// nodes are those of [`solve_riddle`] with steps off.
///
/// ```
/// let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// let count = gridriddle::count_solutions(&riddle, &Default::default());
/// assert_eq!((count.count, count.complete), (2, true));
/// ```
pub fn count_solutions(riddle: &Riddle, options: &SolveOptions) -> Count {
    let options = SolveOptions {
        max_solutions: usize::MAX,
        max_nodes: options.max_nodes,
        steps: false,
        max_memory: options.max_memory,
        threads: options.threads,
    };
    match parts::split(riddle) {
        parts::Plan::Whole => count_whole(riddle, &options),
        parts::Plan::Parts(split) => parts::count(&split, &options, search::search_count),
    }
}

/// For tests: in this whole process, split every parallel search ([`SolveOptions::threads`]
/// above 1) after `nodes` nodes on one thread instead of a few thousand, so that the split is
/// tested on small riddles too. The answers do not depend on it; a no-op without the cargo
/// feature `parallel`.
#[doc(hidden)]
pub fn split_searches_after(nodes: u64) {
    #[cfg(feature = "parallel")]
    parallel::split_after(nodes);
    #[cfg(not(feature = "parallel"))]
    let _ = nodes;
}

/// Whether `fill` follows from `riddle` (its start matrix, which holds the cells cited) with only
/// the hints `hints`: no solution of it leaves `fill`'s value off its row. `None` when the node
/// budget of `max_nodes` does not tell.
pub(crate) fn follows(riddle: &Riddle, hints: &[usize], fill: Cell, max_nodes: u64) -> Option<bool> {
    let keep = |h: usize| hints.binary_search(&h).is_ok();
    search::with_workspace(|ws| exists::solution_without(riddle, keep, fill, max_nodes, ws))
        .map(|found| !found)
}

/// Whether `riddle` (its start matrix and hints) has a solution with the facts `facts` added
/// (`(cell, true)`: the value is at that row; `false`: it is not), for `verify/`. `None` when the
/// node budget of `max_nodes` does not tell. And the search nodes spent.
pub(crate) fn has_solution_with(
    riddle: &Riddle,
    facts: &[(Cell, bool)],
    max_nodes: u64,
) -> (Option<bool>, u64) {
    search::with_workspace(|ws| exists::solution_with(riddle, facts, max_nodes, ws))
}

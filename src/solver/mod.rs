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
//! hold the data they share, [`sink`] where the steps go, and [`reasons`] why each narrowing
//! happened (logged only when asked: [`deduce_explained`]). [`learn`] is the search's learning
//! from its failures (only with [`Learning::On`](crate::search::Learning::On)).

mod branch;
mod columns;
mod compile;
mod flat;
mod great;
mod hints;
mod learn;
mod merged_hints;
mod model;
mod narrow;
mod parts;
mod propagate;
mod reasons;
mod search;
mod sink;
mod state;
#[cfg(test)]
mod tests;

use crate::answer::{Count, Page, Searched, Solution, SolveOptions, Solved};
use crate::riddle::Riddle;
use crate::trace::{Cell, FillReason, Step};
use std::ops::ControlFlow;

/// Finds every solution of `riddle`, within the limits of `options`.
///
/// Each thread keeps the solver's working arrays from one call to the next (up to a bound), so
/// that solving many riddles allocates little more than the answers.
pub fn solve_riddle(riddle: &Riddle, options: &SolveOptions) -> Solved {
    with_workspace(|ws| search::solve_all(riddle, options, ws))
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
    let mut each = search::Each(each);
    with_workspace(|ws| search::solve(riddle, options, ws, &mut each))
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
        learning: options.learning,
    };
    match parts::split(riddle) {
        parts::Plan::Whole => count_whole(riddle, &options),
        parts::Plan::Parts(split) => parts::count(&split, &options, search_count),
    }
}

/// One search of `riddle` that counts its solutions and builds none.
fn search_count(riddle: &Riddle, options: &SolveOptions) -> Searched {
    with_workspace(|ws| search::solve(riddle, options, ws, &mut search::CountOnly))
}

/// Counts the solutions of `riddle` in one search, not by parts (`options` as
/// [`count_solutions`] makes them: every solution, steps off).
pub(crate) fn count_whole(riddle: &Riddle, options: &SolveOptions) -> Count {
    let searched = search_count(riddle, options);
    Count {
        count: u128::from(searched.found),
        decimal: searched.found.to_string(),
        complete: searched.complete,
        stopped: searched.stopped,
        stats: searched.stats,
        parts: 1,
    }
}

/// Runs `solve` in this thread's workspace: the solver's working arrays kept from one call to
/// the next.
fn with_workspace<T>(solve: impl FnOnce(&mut search::Workspace) -> T) -> T {
    thread_local! {
        static WORKSPACE: std::cell::RefCell<search::Workspace> = Default::default();
    }
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => solve(&mut ws),
        // A callback of `solve_each` that solves a riddle itself: a fresh workspace for that one.
        Err(_) => solve(&mut search::Workspace::default()),
    })
}

/// What the merge rules alone deduce, without a search, from the start matrix of `riddle` with the
/// facts of each query added (`(cell, true)`: the value is at that row; `false`: it is not), the
/// riddle compiled once for all queries. Per query: the rows each value can still take (per
/// column, per value id − 1), or `None` when the rules reach a contradiction; and, with `steps`,
/// the deductions in the order of the detailed solution (rule 1's merges first; on a
/// contradiction, those up to it).
// The pair per query is read at once by its one caller (`play`); a named type would be one more
// thing to rename.
#[allow(clippy::type_complexity)]
pub(crate) fn deduce(
    riddle: &Riddle,
    queries: &[Vec<(Cell, bool)>],
    steps: bool,
) -> Vec<(Option<Vec<Vec<u64>>>, Vec<Step>)> {
    let mut model = model::Model::new_in(riddle, |_| true, steps, true, model::Model::default());
    let mut state = state::State::default();
    queries
        .iter()
        .map(|facts| {
            if steps {
                let mut out: Vec<Step> = model.merges_before_search.clone();
                let fills = model.filled_from_the_start(riddle).into_iter();
                out.extend(fills.map(|cell| Step::Fill {
                    cell,
                    reason: FillReason::OnlyRowForValue,
                }));
                let rows = deduce_one(&mut model, &mut state, facts, &mut out, &mut None);
                (rows, out)
            } else {
                (
                    deduce_one(&mut model, &mut state, facts, &mut sink::NoSteps, &mut None),
                    Vec::new(),
                )
            }
        })
        .collect()
}

/// What the merge rules deduce from one query of [`deduce_explained`], and what it rests on.
#[derive(Debug, Clone, Default)]
pub(crate) struct Explained {
    /// The rows each value can still take (per column, per value id − 1), or `None` on a
    /// contradiction.
    pub(crate) rows: Option<Vec<Vec<u64>>>,
    /// The deductions, in the order of the detailed solution (as [`deduce`] gives them).
    pub(crate) steps: Vec<Step>,
    /// Per step of `steps`: what the cells it fills rest on (nothing for a step that fills none).
    pub(crate) because: Vec<Premises>,
    /// On a contradiction: what it rests on.
    pub(crate) conflict: Option<Premises>,
}

/// What a deduction rests on, in the riddle's terms: hints, cells of the start matrix, facts of
/// the query. A sound over-approximation: see [`reasons`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Premises {
    /// The riddle's hints (0-based), ascending.
    pub(crate) hints: Vec<usize>,
    /// Cells of the riddle's start matrix, row by row.
    pub(crate) cells: Vec<Cell>,
    /// The query's facts (their indices), ascending.
    pub(crate) facts: Vec<usize>,
}

/// [`deduce`] with steps, and with the reasons of each narrowing logged, so that each step and a
/// contradiction say what they rest on.
pub(crate) fn deduce_explained(riddle: &Riddle, queries: &[Vec<(Cell, bool)>]) -> Vec<Explained> {
    let mut model = model::Model::new_in(riddle, |_| true, true, true, model::Model::default());
    let mut state = state::State::default();
    queries
        .iter()
        .map(|facts| {
            let mut sink = sink::WithReasons(model.merges_before_search.clone());
            let fills = model.filled_from_the_start(riddle).into_iter();
            sink.0.extend(fills.map(|cell| Step::Fill {
                cell,
                reason: FillReason::OnlyRowForValue,
            }));
            let outcome = deduce_facts(&mut model, &mut state, facts, &mut sink);
            let premises = |events: Vec<u32>| premises_of(riddle, &model, events);
            let (rows, conflict) = match outcome {
                Ok(rows) => (Some(rows), None),
                Err(None) => {
                    // A fact the start matrix rules out: every fact and start cell, to be safe.
                    let all = Premises {
                        hints: Vec::new(),
                        cells: start_cells(riddle),
                        facts: (0..facts.len()).collect(),
                    };
                    (None, Some(all))
                }
                Err(Some(conflict)) => {
                    let (reads, hint) = match conflict {
                        state::Conflict::Hint(h) => {
                            let hint = model.compiled.hints[h];
                            (model.compiled.values[hint.values.range()].to_vec(), Some(h))
                        }
                        state::Conflict::Column(c) => (model.table.columns[c].clone().collect(), None),
                        state::Conflict::Nogood(_) => unreachable!("no nogood without learning"),
                    };
                    let events = reads.iter().map(|&v| model.reasons.latest(v as usize)).collect();
                    let mut out = premises(events);
                    if let Some(h) = hint {
                        let origins = &model.compiled.origins[model.compiled.hints[h].hints.range()];
                        out.hints.extend(origins);
                        out.hints.sort_unstable();
                        out.hints.dedup();
                    }
                    (None, Some(out))
                }
            };
            let steps = sink.0;
            let because = steps
                .iter()
                .map(|step| {
                    let filled = step.filled();
                    if filled.is_empty() || rows.is_none() {
                        return Premises::default();
                    }
                    let global = |cell: &Cell| model.table.global(cell.column, cell.value) as usize;
                    premises(filled.iter().map(|c| model.reasons.latest(global(c))).collect())
                })
                .collect();
            Explained {
                rows,
                steps,
                because,
                conflict,
            }
        })
        .collect()
}

/// What each step of `steps`, a detailed solution of `riddle` (one solution's steps, as the
/// search gave them), read, in the solver's terms: the cells (filled values, the start
/// matrix's among them) that the narrowings making its fills had as antecedents, row by row.
/// Nothing for a step that fills no cell, or that the search assumed. The solution's branch is
/// taken again with the reasons logged: its decisions (the steps `Assume` and `Exclude`) in
/// order, the rules to a fixpoint after each. `None` when that does not give `steps` again.
pub(crate) fn steps_read(riddle: &Riddle, steps: &[Step]) -> Option<Vec<Vec<Cell>>> {
    let mut model = model::Model::new_in(riddle, |_| true, true, true, model::Model::default());
    let mut state = state::State::default();
    let mut sink = sink::WithReasons(model.merges_before_search.clone());
    let fills = model.filled_from_the_start(riddle).into_iter();
    sink.0.extend(fills.map(|cell| Step::Fill {
        cell,
        reason: FillReason::OnlyRowForValue,
    }));
    model.start_into(&mut state);
    model.reasons.reset(&state.row_sets);
    model.schedule_all::<sink::WithReasons>();
    let mut ok = model.propagate(&mut state, &mut sink).is_ok();
    for (k, step) in steps.iter().enumerate() {
        let (cell, holds) = match *step {
            Step::Assume { cell, holds } => (cell, holds),
            Step::Exclude { cell } => (cell, false),
            Step::MergeHints { .. }
            | Step::Merge { .. }
            | Step::Reject { .. }
            | Step::Fill { .. }
            | Step::Unused { .. } => continue,
        };
        if !ok || sink.0.len() != k || sink.0[..] != steps[..k] {
            return None;
        }
        let v = model.table.global(cell.column, cell.value) as usize;
        model.reasons.begin(reasons::Cause::Fact(k as u32), []);
        sink.0.push(step.clone());
        if holds {
            model.assume::<sink::WithReasons>(&mut state, v, cell.row);
        } else {
            model.exclude(&mut state, v, cell.row, &mut sink);
        }
        ok = model.propagate(&mut state, &mut sink).is_ok();
    }
    if sink.0 != steps {
        return None;
    }
    // The event that filled each value at each row: a value is filled once on a branch.
    let mut filled_by = std::collections::HashMap::new();
    for (e, event) in model.reasons.events().iter().enumerate() {
        if state::single(event.rows) {
            filled_by
                .entry((event.value, event.rows.trailing_zeros() as usize))
                .or_insert(e as u32);
        }
    }
    let read = |step: &Step| -> Vec<Cell> {
        if matches!(step, Step::Assume { .. }) {
            return Vec::new();
        }
        let mut cells: Vec<Cell> = step
            .filled()
            .iter()
            .filter_map(|c| filled_by.get(&(model.table.global(c.column, c.value), c.row)))
            .flat_map(|&e| model.reasons.antecedents(e))
            .map(|&a| model.reasons.events()[a as usize])
            .filter(|a| state::single(a.rows))
            .map(|a| model.cell(a.value as usize, a.rows.trailing_zeros() as usize))
            .collect();
        cells.sort_unstable_by_key(|c| (c.row, c.column));
        cells.dedup();
        cells
    };
    Some(steps.iter().map(read).collect())
}

/// The cells of the riddle's start matrix, row by row.
fn start_cells(riddle: &Riddle) -> Vec<Cell> {
    riddle
        .start_matrix()
        .indexed_iter()
        .filter(|&(_, &id)| id != crate::riddle::BLANK)
        .map(|((row, column), &value)| Cell { row, column, value })
        .collect()
}

/// The walk back from `events` in the riddle's terms.
fn premises_of(riddle: &Riddle, model: &model::Model, events: Vec<u32>) -> Premises {
    let found = model.reasons.premises(events);
    let mut hints: Vec<usize> = found
        .hints
        .iter()
        .flat_map(|&h| &model.compiled.origins[model.compiled.hints[h as usize].hints.range()])
        .copied()
        .collect();
    hints.sort_unstable();
    hints.dedup();
    let mut cells: Vec<Cell> = found
        .start
        .iter()
        .filter_map(|&v| {
            let rows = model.reasons.events()[v as usize].rows; // start events come first
            let cell = model.cell(v as usize, rows.trailing_zeros() as usize);
            (state::single(rows) && riddle.start_matrix()[(cell.row, cell.column)] == cell.value)
                .then_some(cell)
        })
        .collect();
    cells.sort_unstable_by_key(|c| (c.row, c.column));
    Premises {
        hints,
        cells,
        facts: found.facts.iter().map(|&i| i as usize).collect(),
    }
}

/// [`deduce_one`] with the reasons logged: the rows, or on a contradiction the conflict the
/// rules met (`None` when a fact contradicts the start matrix).
fn deduce_facts(
    model: &mut model::Model,
    state: &mut state::State,
    facts: &[(Cell, bool)],
    sink: &mut sink::WithReasons,
) -> Result<Vec<Vec<u64>>, Option<state::Conflict>> {
    model.start_into(state);
    model.reasons.reset(&state.row_sets);
    let mut conflict = None;
    let rows = deduce_one(model, state, facts, sink, &mut conflict);
    rows.ok_or(conflict)
}

/// Whether `fill` follows from `riddle` (its start matrix, which holds the cells cited) with only
/// the hints `hints`: no solution of it leaves `fill`'s value off its row. `None` when the node
/// budget of `max_nodes` does not tell.
pub(crate) fn follows(riddle: &Riddle, hints: &[usize], fill: Cell, max_nodes: u64) -> Option<bool> {
    let keep = |h: usize| hints.binary_search(&h).is_ok();
    with_workspace(|ws| search::solution_without(riddle, keep, fill, max_nodes, ws)).map(|found| !found)
}

/// Whether `riddle` (its start matrix and hints) has a solution with the facts `facts` added
/// (`(cell, true)`: the value is at that row; `false`: it is not), for `verify/`. `None` when the
/// node budget of `max_nodes` does not tell. And the search nodes spent.
pub(crate) fn has_solution_with(
    riddle: &Riddle,
    facts: &[(Cell, bool)],
    max_nodes: u64,
) -> (Option<bool>, u64) {
    with_workspace(|ws| search::solution_with(riddle, facts, max_nodes, ws))
}

/// One query of [`deduce`]: the facts added to the start matrix, then the rules to a fixpoint;
/// on a contradiction of the rules, `conflict` says which.
fn deduce_one<S: sink::Sink>(
    model: &mut model::Model,
    state: &mut state::State,
    facts: &[(Cell, bool)],
    sink: &mut S,
    conflict: &mut Option<state::Conflict>,
) -> Option<Vec<Vec<u64>>> {
    let global = |model: &model::Model, cell: Cell| model.table.global(cell.column, cell.value) as usize;
    model.start_into(state);
    // A fact the start matrix already rules out is a contradiction before any rule runs.
    let mut row_sets = state.row_sets.clone();
    for &(cell, holds) in facts {
        let v = global(model, cell);
        row_sets[v] &= if holds { 1 << cell.row } else { !(1 << cell.row) };
        if row_sets[v] == 0 {
            return None;
        }
    }
    for (i, &(cell, holds)) in facts.iter().enumerate() {
        if S::REASONS {
            model.reasons.begin(reasons::Cause::Fact(i as u32), []);
        }
        let v = global(model, cell);
        let rows = state.row_sets[v];
        if rows & (1 << cell.row) == 0 || (holds && rows == 1 << cell.row) {
            continue;
        }
        if holds {
            model.assume::<S>(state, v, cell.row);
        } else {
            model.exclude(state, v, cell.row, sink);
        }
    }
    model.schedule_all::<S>();
    if let Err(failed) = model.propagate(state, sink) {
        *conflict = Some(failed);
        return None;
    }
    let columns = &model.table.columns;
    Some(
        columns
            .iter()
            // Without the bit a great column's value keeps while it may be unused.
            .map(|range| {
                let row_sets = &state.row_sets[range.start as usize..range.end as usize];
                row_sets.iter().map(|&d| d & model.table.all_rows).collect()
            })
            .collect(),
    )
}

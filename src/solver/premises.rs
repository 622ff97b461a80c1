//! What a deduction rests on: the rules alone from a grid ([`deduce`]), and why
//! ([`deduce_explained`], [`steps_read`]), read from the trail of narrowings
//! ([`super::narrowings`]).
//!
//! What a narrowing read is found by asking its rule again ([`reads`]): a hint revision read
//! every value of the hint, a lonely row (and a great column) every value of its column, a filled
//! row the filled values whose rows it removed, a Hall set the values inside it, a fact nothing;
//! each as it was just before the narrowing, and the value's own rows before it. Walking back
//! from a narrowing through what it read ([`walk`]) gives what it rests on: the hints revised on
//! the way, the start matrix's cells and the caller's facts.
//!
//! Guarantees:
//! - **Sound**: a narrowing's rows follow from its rule and the rows of what it read, so the rows
//!   of any narrowing follow from the premises its walk-back reaches: the hints (as the riddle's
//!   hints behind each compiled one; rule 1's merging of hints before the search reads no riddle
//!   matrix), the start narrowings of the values placed by the start matrix, and the facts.
//! - **Not minimal**: a hint revision reads every value of the hint, a lonely row every value of
//!   its column, a great column every value of it. A deletion pass (`explain::minimal`) makes a
//!   citation minimal.
//!
//! The search's failures are explained from the same trail when no solution is found
//! (`search.rs`'s `explain_conflict` starts its deletion from the hints a failure at the root
//! rests on).

use super::model::Model;
use super::narrowings::{Rule, NONE};
use super::sink::{NoSteps, Sink, WithReasons};
use super::state::{single, Conflict, State};
use crate::riddle::Riddle;
use crate::trace::{Cell, FillReason, Step};

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
    let mut model = super::compile::model_in(riddle, |_| true, steps, true, Model::default());
    let mut state = State::default();
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
                    deduce_one(&mut model, &mut state, facts, &mut NoSteps, &mut None),
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
/// the query. A sound over-approximation: see the module above.
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
    let mut model = super::compile::model_in(riddle, |_| true, true, true, Model::default());
    let mut state = State::default();
    queries
        .iter()
        .map(|facts| {
            let mut sink = WithReasons(model.merges_before_search.clone());
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
                        Conflict::Hint(h) => {
                            let hint = model.compiled.hints[h];
                            (model.compiled.values[hint.values.range()].to_vec(), Some(h))
                        }
                        Conflict::Column(c) => (model.table.columns[c].clone().collect(), None),
                    };
                    let events = reads.iter().map(|&v| model.why.latest(v as usize)).collect();
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
                    premises(filled.iter().map(|c| model.why.latest(global(c))).collect())
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
    let mut model = super::compile::model_in(riddle, |_| true, true, true, Model::default());
    let mut state = State::default();
    let mut sink = WithReasons(model.merges_before_search.clone());
    let fills = model.filled_from_the_start(riddle).into_iter();
    sink.0.extend(fills.map(|cell| Step::Fill {
        cell,
        reason: FillReason::OnlyRowForValue,
    }));
    model.start_into(&mut state);
    let bits = model.table.all_rows | model.table.nowhere;
    model.why.reset(&state.row_sets, bits);
    model.schedule_all::<WithReasons>();
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
        model.why.now = Rule::Fact(k as u32);
        sink.0.push(step.clone());
        if holds {
            model.assume::<WithReasons>(&mut state, v, cell.row);
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
    for (e, event) in model.why.log().iter().enumerate() {
        if single(event.rows) {
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
            .flat_map(|&e| reads(&model, e))
            .map(|a| *model.why.get(a))
            .filter(|a| single(a.rows))
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
fn premises_of(riddle: &Riddle, model: &Model, events: Vec<u32>) -> Premises {
    let found = walk(model, events);
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
            let rows = model.why.get(v).rows; // start narrowings come first
            let cell = model.cell(v as usize, rows.trailing_zeros() as usize);
            (single(rows) && riddle.start_matrix()[(cell.row, cell.column)] == cell.value).then_some(cell)
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
    model: &mut Model,
    state: &mut State,
    facts: &[(Cell, bool)],
    sink: &mut WithReasons,
) -> Result<Vec<Vec<u64>>, Option<Conflict>> {
    model.start_into(state);
    let bits = model.table.all_rows | model.table.nowhere;
    model.why.reset(&state.row_sets, bits);
    let mut conflict = None;
    let rows = deduce_one(model, state, facts, sink, &mut conflict);
    rows.ok_or(conflict)
}

/// One query of [`deduce`]: the facts added to the start matrix, then the rules to a fixpoint;
/// on a contradiction of the rules, `conflict` says which.
fn deduce_one<S: Sink>(
    model: &mut Model,
    state: &mut State,
    facts: &[(Cell, bool)],
    sink: &mut S,
    conflict: &mut Option<Conflict>,
) -> Option<Vec<Vec<u64>>> {
    let global = |model: &Model, cell: Cell| model.table.global(cell.column, cell.value) as usize;
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
        if S::WHY {
            model.why.now = Rule::Fact(i as u32);
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

/// What narrowing `e` read (see [`reads_into`]).
fn reads(model: &Model, e: u32) -> Vec<u32> {
    let mut out = Vec::new();
    reads_into(model, e, &mut out);
    out
}

/// What narrowing `e` read, added to `out`: the value's narrowing before it, and the latest
/// narrowings before `e` of the values its rule read (see the module's doc).
fn reads_into(model: &Model, e: u32, out: &mut Vec<u32>) {
    let why = &model.why;
    let n = *why.get(e);
    let v = n.value as usize;
    if n.prev != NONE {
        out.push(n.prev);
    }
    let mut add = |u: usize| {
        let a = why.latest_before(u, e);
        if a != NONE && a != n.prev {
            out.push(a);
        }
    };
    // Every value has a start narrowing, so each has one before `e`.
    let rows_before = |u: usize| why.get(why.latest_before(u, e)).rows;
    let column = |c: u32| {
        let range = model.table.columns[c as usize].clone();
        range.map(|u| u as usize).filter(move |&u| u != v)
    };
    match n.rule {
        Rule::Start | Rule::Fact(_) => {}
        Rule::Hint(h) => {
            // A revision reads its values before it narrows any: as they were before the first
            // narrowing of the run of this rule that `e` ends (a revision leaves its hint at a
            // fixpoint, so two revisions of one hint are never next to each other on the trail).
            let mut first = e;
            while first > 0 && why.get(first - 1).rule == n.rule {
                first -= 1;
            }
            let hint = model.compiled.hints[h as usize];
            for &u in &model.compiled.values[hint.values.range()] {
                let a = why.latest_before(u as usize, first);
                if u as usize != v && a != NONE && a != n.prev {
                    out.push(a);
                }
            }
        }
        Rule::ColumnFill(c) => {
            for u in column(c) {
                let rows = rows_before(u);
                if single(rows) && rows & n.removed != 0 {
                    add(u);
                }
            }
        }
        Rule::ColumnLonely(c, _) | Rule::ColumnAll(c) => column(c).for_each(add),
        Rule::ColumnHall(c, rows) => {
            for u in column(c) {
                if rows_before(u) & !rows == 0 {
                    add(u);
                }
            }
        }
    }
}

/// What a set of narrowings rests on, in the compiled riddle's terms.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct CompiledPremises {
    /// Compiled hints revised on the way, ascending.
    hints: Vec<u32>,
    /// Values whose start narrowing was reached, ascending.
    start: Vec<u32>,
    /// Facts (their indices) reached, ascending.
    facts: Vec<u32>,
}

/// What the narrowings `from` rest on: the walk back through what they read, with the rules it
/// meets.
fn walk(model: &Model, from: impl IntoIterator<Item = u32>) -> CompiledPremises {
    let mut seen = vec![false; model.why.len()];
    let mut todo: Vec<u32> = from.into_iter().filter(|&e| e != NONE).collect();
    let mut out = CompiledPremises::default();
    while let Some(e) = todo.pop() {
        if std::mem::replace(&mut seen[e as usize], true) {
            continue;
        }
        let n = model.why.get(e);
        match n.rule {
            Rule::Start => out.start.push(n.value),
            Rule::Fact(i) => out.facts.push(i),
            Rule::Hint(h) => out.hints.push(h),
            Rule::ColumnFill(_) | Rule::ColumnLonely(..) | Rule::ColumnHall(..) | Rule::ColumnAll(_) => {}
        }
        reads_into(model, e, &mut todo);
    }
    for list in [&mut out.hints, &mut out.start, &mut out.facts] {
        list.sort_unstable();
        list.dedup();
    }
    out
}

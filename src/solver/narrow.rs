//! Narrowing a value's rows, and what it wakes: [`Narrower`], the parts every narrowing reads
//! (the value table, the watchers) and writes (the agenda, the trail of narrowings, the counts),
//! borrowed together from the model. Every rule narrows through it; the search's assumptions
//! too.

use super::agenda::{Agenda, NEW_FILL, NEW_SMALL};
use super::compiled::Watchers;
use super::narrowings::Narrowings;
use super::sink::Sink;
use super::state::{filled_row, single, Counts, Rows, State};
use super::table::ValueTable;
use crate::trace::{FillReason, Step};

/// What a narrowing reads and writes, borrowed from the model: the rules take it with the
/// state, so that their signatures say they narrow values (and nothing else of the model but
/// what they take besides).
pub(super) struct Narrower<'a> {
    /// Read: a value's column and id, the rows, `nowhere`.
    pub(super) table: &'a ValueTable,
    /// Read: the hints a narrowed value wakes.
    pub(super) watchers: &'a Watchers,
    /// Written: the hints and columns a narrowing wakes, and the column's news.
    pub(super) agenda: &'a mut Agenda,
    /// Written (only by a sink with [`WHY`](super::sink::Sink::WHY)): each narrowing, under the
    /// rule set in `trail.now` by the rule that narrows.
    pub(super) trail: &'a mut Narrowings,
    /// Written: the fills and rejections counted.
    pub(super) counts: &'a mut Counts,
}

impl Narrower<'_> {
    /// Narrows value `v` to `rows` (a subset of its rows): records it on the trail (with
    /// [`WHY`](super::sink::Sink::WHY)), wakes the hints that watch `v` and its column; a
    /// value filled adds its row to its column's `taken`, and flags a `clash` when it was there;
    /// the column's other [`ColumnSets`](super::state::ColumnSets) follow.
    pub(super) fn narrow<S: Sink>(&mut self, state: &mut State, v: usize, rows: Rows) {
        debug_assert!(rows & !state.row_sets[v] == 0);
        if rows != state.row_sets[v] {
            if S::WHY {
                self.trail.record(v, state.row_sets[v], rows);
            }
            state.set_rows(v, rows);
            if S::RECORDS {
                let watchers = self.watchers.start[v] as usize..self.watchers.start[v + 1] as usize;
                for &h in &self.watchers.list[watchers] {
                    self.agenda.queue.add(h);
                }
            } else {
                self.agenda.pending.add(&self.watchers.bits, v);
            }
            let c = self.table.column_of[v];
            let sets = state.column_sets(c as usize);
            if sets.taken & filled_row(rows) != 0 {
                self.agenda.clash = c;
            }
            let (filled, small) = sets.narrowed(u32::from(self.table.id_of[v]) - 1, rows);
            self.agenda.news[c as usize] |= (u8::from(filled) * NEW_FILL) | (u8::from(small) * NEW_SMALL);
            self.agenda.columns.add(c);
        }
    }

    /// Narrows value `v` to `rows` by rule 3, recording the fill when one row is left.
    pub(super) fn narrow_by_rule_3<S: Sink>(
        &mut self,
        state: &mut State,
        v: usize,
        rows: Rows,
        reason: FillReason,
        sink: &mut S,
    ) {
        // Counted without a branch: whether a narrowing fills a cell is hard to predict.
        self.counts.fills += u64::from(single(rows));
        if single(rows) {
            sink.record(|| Step::Fill {
                cell: self.table.cell(v, rows.trailing_zeros() as usize),
                reason,
            });
        }
        self.narrow::<S>(state, v, rows);
    }

    /// Rules value `v` out of `row` (the second branch of the search, or a failed assumption),
    /// recording the fill when one row is left.
    pub(super) fn exclude<S: Sink>(&mut self, state: &mut State, v: usize, row: usize, sink: &mut S) {
        let rows = state.row_sets[v] & !(1 << row);
        if rows == self.table.nowhere {
            // A great column's value with no row left: unused (never the case without a great
            // column, where `nowhere` is 0 and a value excluded keeps a row).
            self.narrow_to_unused(state, v, sink);
        } else {
            self.narrow_by_rule_3(state, v, rows, FillReason::OnlyRowForValue, sink);
        }
    }

    /// Narrows value `v` of a great column to no row: it is unused.
    pub(super) fn narrow_to_unused<S: Sink>(&mut self, state: &mut State, v: usize, sink: &mut S) {
        debug_assert!(state.row_sets[v] & self.table.nowhere != 0);
        sink.record(|| Step::Unused {
            column: self.table.column_of[v] as usize,
            value: self.table.id_of[v],
        });
        self.narrow::<S>(state, v, 0);
    }
}

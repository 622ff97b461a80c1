//! The compiled riddle's types and the work lists the rules share ([`Model`]), and what it
//! answers. `compile.rs` builds a model from a riddle; this file imports nothing from it.

pub(super) use super::compiled::{
    Compiled, CompiledHint, CompiledOption, HintShape, Literal, LiteralBlock, Watchers,
};
pub(super) use super::hints::HintScratch;
use super::merged_hints::MergedHints;
use super::narrow::Narrower;
use super::narrowings::Narrowings;
use super::sink::Sink;
use super::state::{single, ColumnSets, Conflict, Counts, State};
pub(super) use super::table::ValueTable;
use crate::riddle::{Riddle, BLANK};
use crate::trace::{Cell, Step};

/// The riddle compiled for propagation, with the work lists the propagators share. Hints,
/// options, blocks and literals live in flat arrays, so that compiling allocates a few vectors,
/// not a few per option, and none when the arrays of an earlier model are reused
/// (`compile::model_in`).
#[derive(Default)]
pub(crate) struct Model {
    pub(super) table: ValueTable,
    pub(super) compiled: Compiled,
    pub(super) watchers: Watchers,
    /// The riddle matrix as it starts: the start matrix, nothing deduced yet.
    pub(super) start: State,
    /// What rule 1 merged before the search (the first steps of every solution).
    pub(crate) merges_before_search: Vec<Step>,
    /// Whether the model was compiled for a sink that records steps (see
    /// [`super::sink::Sink::RECORDS`]): the hints' watchers are then listed for
    /// [`Agenda::queue`](super::agenda::Agenda::queue), else kept as bit sets for
    /// [`Agenda::pending`](super::agenda::Agenda::pending), and the hints numbered
    /// cheapest first.
    pub(super) compiled_for_steps: bool,
    pub(super) agenda: super::agenda::Agenda,
    pub(super) scratch: HintScratch,
    /// The branching weights (dom/wdeg): see [`super::branch`].
    pub(super) weights: super::branch::Weights,
    pub(crate) counts: Counts,
    /// The trail of narrowings, each with its rule: the one record of why, written only by a
    /// sink with [`WHY`](super::sink::Sink::WHY) (empty otherwise), read by explanations.
    pub(super) why: Narrowings,
    /// Kept for the next riddle compiled in these arrays.
    pub(super) spare: CompileScratch,
}

/// Compiling's scratch, kept with the model for the next riddle: rule 1's arrays, the hints kept,
/// and what the compiler (`compile.rs`) marks per value and column.
#[derive(Default)]
pub(super) struct CompileScratch {
    pub(super) merged: MergedHints,
    pub(super) kept: Vec<usize>,
    pub(super) groups: Groups,
    pub(super) group_lits: Vec<(u32, u32)>,
    pub(super) group_ends: Vec<usize>,
    pub(super) local_of: Vec<(u32, u32)>,
    pub(super) seen_value: Vec<u32>,
    pub(super) seen_column: Vec<u32>,
}

/// Scratch for `single_row_groups` (in compile.rs), kept with the model.
#[derive(Default)]
pub(super) struct Groups {
    pub(super) lits: Vec<(u32, u32)>,
    pub(super) ends: Vec<usize>,
    pub(super) joined: Vec<(u32, u32)>,
}

impl Model {
    /// The parts every narrowing reads and writes, borrowed apart from the rest of the model.
    fn narrower(&mut self) -> Narrower<'_> {
        Narrower {
            table: &self.table,
            watchers: &self.watchers,
            agenda: &mut self.agenda,
            trail: &mut self.why,
            counts: &mut self.counts,
        }
    }

    /// Puts every hint and column on the agenda (at the root of the search).
    pub(crate) fn schedule_all<S: Sink>(&mut self) {
        self.agenda
            .schedule_all::<S>(self.compiled.hints.len(), self.table.columns.len());
    }

    /// Runs the rules to a fixpoint, their steps recorded in `sink`: the model's parts borrowed
    /// apart, for [`super::propagate::propagate`].
    pub(crate) fn propagate<S: Sink>(&mut self, state: &mut State, sink: &mut S) -> Result<(), Conflict> {
        debug_assert_eq!(
            S::RECORDS,
            self.compiled_for_steps,
            "the model was compiled for this sink"
        );
        let rules = super::propagate::Rules {
            compiled: &self.compiled,
            scratch: &mut self.scratch,
            weights: &mut self.weights,
            narrower: Narrower {
                table: &self.table,
                watchers: &self.watchers,
                agenda: &mut self.agenda,
                trail: &mut self.why,
                counts: &mut self.counts,
            },
        };
        super::propagate::propagate(rules, state, sink)
    }

    /// Rules value `v` out of `row` (the second branch of the search, or a failed assumption),
    /// recording the fill when one row is left.
    pub(crate) fn exclude<S: Sink>(&mut self, state: &mut State, v: usize, row: usize, sink: &mut S) {
        self.narrower().exclude(state, v, row, sink);
    }

    /// Assumes value `v` at `row`: the first branch of the search.
    pub(crate) fn assume<S: Sink>(&mut self, state: &mut State, v: usize, row: usize) {
        self.narrower().narrow::<S>(state, v, 1 << row);
    }

    /// Roughly the bytes the model's arrays hold (their capacity), for [`super::search`] to
    /// decide whether to keep them for the next riddle.
    pub(crate) fn heap_bytes(&self) -> usize {
        fn bytes<T>(v: &Vec<T>) -> usize {
            v.capacity() * std::mem::size_of::<T>()
        }
        let compiled = &self.compiled;
        bytes(&compiled.options)
            + bytes(&compiled.blocks)
            + bytes(&compiled.lits)
            + bytes(&compiled.choices)
            + bytes(&compiled.values)
            + bytes(&self.watchers.list)
            + bytes(&self.start.row_sets)
            + bytes(&self.spare.kept)
            + self.spare.merged.heap_bytes()
    }

    /// The bytes of the compiled model's arrays and of a search state for it (its trail's stamps
    /// with it, not its entries), counted by their lengths, so that the memory budget does not
    /// depend on what a reused workspace held before.
    pub(crate) fn search_bytes(&self) -> usize {
        fn bytes<T>(v: &[T]) -> usize {
            std::mem::size_of_val(v)
        }
        let (compiled, watchers, start) = (&self.compiled, &self.watchers, &self.start);
        let stamps =
            (start.row_sets.len() + start.sets.len() + start.rejected.len()) * std::mem::size_of::<u32>();
        bytes(&compiled.hints)
            + bytes(&compiled.options)
            + bytes(&compiled.blocks)
            + bytes(&compiled.lits)
            + bytes(&compiled.origins)
            + bytes(&compiled.choices)
            + bytes(&compiled.values)
            + bytes(&watchers.start)
            + bytes(&watchers.list)
            + bytes(&watchers.bits)
            + self.weights.bytes()
            + 2 * (bytes(&start.row_sets) + bytes(&start.sets) + bytes(&start.rejected))
            + stamps
    }

    /// Rules value `v` out of `row` in the start state, before any rule runs: false when that
    /// leaves it no row (nor, in a great column, unused).
    pub(crate) fn exclude_at_start(&mut self, v: usize, row: usize) -> bool {
        let mut rows = self.start.row_sets[v] & !(1 << row);
        if rows == self.table.nowhere {
            rows = 0; // a great column's value left no row: unused (the bit alone is never kept)
        }
        if rows == 0 && self.table.nowhere == 0 {
            return false;
        }
        self.start.row_sets[v] = rows;
        let c = self.table.column_of[v] as usize;
        let range = self.table.columns[c].clone();
        self.start.sets[c] = ColumnSets::of(&self.start.row_sets[range.start as usize..range.end as usize]);
        true
    }

    /// Puts value `v` at `row` in the start state, before any rule runs (in a great column, used
    /// there): false when its row set does not hold `row`.
    pub(crate) fn keep_only_at_start(&mut self, v: usize, row: usize) -> bool {
        let rows = self.start.row_sets[v] & (1 << row);
        if rows == 0 {
            return false;
        }
        self.start.row_sets[v] = rows;
        let c = self.table.column_of[v] as usize;
        let range = self.table.columns[c].clone();
        self.start.sets[c] = ColumnSets::of(&self.start.row_sets[range.start as usize..range.end as usize]);
        true
    }

    /// The riddle matrix as it starts, nothing deduced yet, written into `state`.
    pub(crate) fn start_into(&self, state: &mut State) {
        state.reset_to(&self.start);
    }

    /// The riddle matrix as it starts: the start matrix, nothing deduced yet.
    #[cfg(test)]
    pub(crate) fn start(&self) -> State {
        self.start.clone()
    }

    /// The cells of values that have one row before any deduction though the start matrix does
    /// not hold them (every value, in a riddle of one row): rule 3 fills them first.
    pub(crate) fn filled_from_the_start(&self, riddle: &Riddle) -> Vec<Cell> {
        (0..self.values())
            .filter(|&v| single(self.start.row_sets[v]))
            .map(|v| self.cell(v, self.start.row_sets[v].trailing_zeros() as usize))
            .filter(|cell| riddle.start_matrix()[(cell.row, cell.column)] != cell.value)
            .collect()
    }

    /// Number of values (the length of `State::row_sets`).
    pub(crate) fn values(&self) -> usize {
        self.table.column_of.len()
    }

    /// The cell that value `v` at row `row` is.
    pub(crate) fn cell(&self, v: usize, row: usize) -> Cell {
        self.table.cell(v, row)
    }

    /// The row of every value, once every value has one: the solution matrix as ids.
    pub(crate) fn matrix(&self, state: &State, columns: usize) -> ndarray::Array2<u16> {
        if self.table.nowhere != 0 {
            return self.matrix_with_great_columns(state, columns);
        }
        let mut out = ndarray::Array2::from_elem((self.table.rows, columns), BLANK);
        for (v, &d) in state.row_sets.iter().enumerate() {
            debug_assert!(single(d));
            out[(d.trailing_zeros() as usize, self.table.column_of[v] as usize)] = self.table.id_of[v];
        }
        out
    }

    /// [`Model::matrix`] in a riddle with a great column, whose unused values have no row.
    #[inline(never)]
    fn matrix_with_great_columns(&self, state: &State, columns: usize) -> ndarray::Array2<u16> {
        let mut out = ndarray::Array2::from_elem((self.table.rows, columns), BLANK);
        for (v, &d) in state.row_sets.iter().enumerate().filter(|&(_, &d)| d != 0) {
            debug_assert!(single(d));
            out[(d.trailing_zeros() as usize, self.table.column_of[v] as usize)] = self.table.id_of[v];
        }
        out
    }
}

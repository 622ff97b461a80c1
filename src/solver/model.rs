//! The compiled riddle and the work lists the rules share ([`Model`]), and what it answers.

use super::blocks::Blocks;
use super::compile::{Groups, Hint, Lit, Opt, Part};
use super::flat::{HintSet, WorkList};
use super::state::{single, Counts, Rows, State};
use crate::riddle::{Riddle, BLANK};
use crate::trace::{Cell, Step};

/// The riddle compiled for propagation, with the work lists the propagators share. Hints,
/// options, parts and literals live in flat arrays, so that compiling allocates a few vectors,
/// not a few per option, and none when the arrays of an earlier model are reused
/// ([`Model::new_in`]).
#[derive(Default)]
pub(crate) struct Model {
    pub(super) rows: usize,
    pub(super) all_rows: Rows,
    /// Per column, the range of its values' global indices.
    pub(super) columns: Vec<std::ops::Range<u32>>,
    /// Per value, its column and its id in the column.
    pub(super) column_of: Vec<u32>,
    pub(super) id_of: Vec<u16>,
    pub(super) hints: Vec<Hint>,
    pub(super) opts: Vec<Opt>,
    pub(super) parts: Vec<Part>,
    pub(super) lits: Vec<Lit>,
    pub(super) origins: Vec<usize>,
    pub(super) choices: Vec<usize>,
    pub(super) hint_values: Vec<u32>,
    /// Per value `v`, the compiled hints that mention it: `watch[watch_start[v]..watch_start[v + 1]]`
    /// (the list with steps only; `watch_start` counts them either way).
    pub(super) watch_start: Vec<u32>,
    pub(super) watch: Vec<u32>,
    /// Steps off, the same as one [`HintSet`] per value, one after the other.
    pub(super) watch_bits: Vec<u64>,
    pub(super) start: State,
    /// What rule 1 merged before the search (the first steps of every solution).
    pub(crate) merges_before_search: Vec<Step>,
    /// Whether the model was compiled for a sink that records steps (see [`super::sink::Sink::RECORDS`]):
    /// the hints' watchers are then listed for [`Model::queue`], else kept as bit sets for
    /// [`Model::pending`], and the hints numbered cheapest first.
    pub(super) compiled_for_steps: bool,
    // Work lists and scratch, reused across calls.
    pub(super) queue: WorkList,
    pub(super) pending: HintSet,
    pub(super) dirty_columns: WorkList,
    pub(super) acc: Vec<Rows>,
    pub(super) count: Vec<u32>,
    pub(super) rejected_now: Vec<usize>,
    /// Per value, one for each hint it is in and one for its column, plus the failures it was
    /// blamed for (see [`Model::count_failure`]): the branching prefers the values blamed often
    /// ("dom/wdeg").
    pub(super) weight: Vec<u64>,
    pub(crate) counts: Counts,
    /// A column where [`Model::narrow`] filled two values on one row (`u32::MAX` when none):
    /// steps off, propagation fails there at once, without revising what is queued first.
    pub(super) clash: u32,
    /// Per column, what happened to its values since the column rule last left it at a fixpoint:
    /// [`NEW_FILL`], a value filled, and [`NEW_SMALL`], a value narrowed to two or three rows.
    /// Without a fill, no filled row can still be held by another value; without either, no Hall
    /// set can be new, and the column rule only counts how many values can take each row.
    pub(super) news: Vec<u8>,
    /// Kept for the next riddle compiled in these arrays: rule 1's arrays, and compiling's scratch.
    pub(super) spare_blocks: Blocks,
    pub(super) kept: Vec<usize>,
    pub(super) group_lits: Vec<(u32, u32)>,
    pub(super) group_ends: Vec<usize>,
    pub(super) groups: Groups,
    pub(super) local_of: Vec<(u32, u32)>,
    pub(super) seen_value: Vec<u32>,
    pub(super) seen_column: Vec<u32>,
}

impl Model {
    /// Roughly the bytes the model's arrays hold (their capacity), for [`super::search`] to
    /// decide whether to keep them for the next riddle.
    pub(crate) fn heap_bytes(&self) -> usize {
        fn bytes<T>(v: &Vec<T>) -> usize {
            v.capacity() * std::mem::size_of::<T>()
        }
        bytes(&self.opts)
            + bytes(&self.parts)
            + bytes(&self.lits)
            + bytes(&self.choices)
            + bytes(&self.hint_values)
            + bytes(&self.watch)
            + bytes(&self.start.dom)
            + bytes(&self.kept)
            + self.spare_blocks.heap_bytes()
    }

    /// The riddle matrix as it starts, nothing deduced yet, written into `state`.
    pub(crate) fn start_into(&self, state: &mut State) {
        state.clone_from(&self.start);
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
            .filter(|&v| single(self.start.dom[v]))
            .map(|v| self.cell(v, self.start.dom[v].trailing_zeros() as usize))
            .filter(|cell| riddle.start_matrix()[(cell.row, cell.column)] != cell.value)
            .collect()
    }

    /// Number of values (the length of `State::dom`).
    pub(crate) fn values(&self) -> usize {
        self.column_of.len()
    }

    /// The cell that value `v` at row `row` is.
    pub(crate) fn cell(&self, v: usize, row: usize) -> Cell {
        Cell {
            row,
            column: self.column_of[v] as usize,
            value: self.id_of[v],
        }
    }

    /// The row of every value, once every value has one: the solution matrix as ids.
    pub(crate) fn matrix(&self, state: &State, columns: usize) -> ndarray::Array2<u16> {
        let mut out = ndarray::Array2::from_elem((self.rows, columns), BLANK);
        for (v, &d) in state.dom.iter().enumerate() {
            debug_assert!(single(d));
            out[(d.trailing_zeros() as usize, self.column_of[v] as usize)] = self.id_of[v];
        }
        out
    }
}

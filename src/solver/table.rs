//! The value table ([`ValueTable`]): the riddle matrix's shape and its values numbered one after
//! the other, column by column.
//!
//! Invariants (built once per riddle by `compile.rs`, read-only during a search): `columns[c]`
//! are contiguous ranges covering every value in order; `column_of` and `id_of` agree with them
//! (ids from 1 in each column); `all_rows` is the `rows` low bits; `nowhere` is `1 << rows` in a
//! riddle with a great column and 0 otherwise, so a riddle without one never reads it.

use super::state::Rows;
use crate::trace::Cell;

/// The riddle matrix's shape, and its values numbered one after the other, column by column
/// (a value's *global index*).
#[derive(Default)]
pub(super) struct ValueTable {
    /// Rows of the riddle matrix (m).
    pub(super) rows: usize,
    /// All of them, as a row set.
    pub(super) all_rows: Rows,
    /// In a riddle with a great column, the bit after the rows (`1 << rows`), which a great
    /// column's value keeps in its row set while it may still be unused; else 0. A great
    /// column's value with no row left (its row set 0) is unused; the bit alone is never kept.
    pub(super) nowhere: Rows,
    /// Per column, the range of its values' global indices.
    pub(super) columns: Vec<std::ops::Range<u32>>,
    /// Per value, its column and its id in the column.
    pub(super) column_of: Vec<u32>,
    pub(super) id_of: Vec<u16>,
}

impl ValueTable {
    /// The cell that value `v` at row `row` is.
    pub(super) fn cell(&self, v: usize, row: usize) -> Cell {
        Cell {
            row,
            column: self.column_of[v] as usize,
            value: self.id_of[v],
        }
    }
}

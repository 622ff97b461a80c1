//! The search state and the bit operations on row sets.
//!
//! A [`State`] is a row set per value, each column's filled and small values, and the options
//! rejected: a branch of the search copies it, and nothing is undone by hand.

/// A set of rows of the riddle matrix, bit `r` for row `r`.
pub(crate) type Rows = u64;

/// Why propagation failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// No option of this compiled hint fits any more.
    Hint(usize),
    /// A column cannot hold its values in the rows left (the column's index).
    Column(usize),
}

/// The search state: a row set per value, the rows of each column's filled values, and the
/// options rejected so far.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct State {
    pub(crate) row_sets: Vec<Rows>,
    /// Per column, what the column rule reads of its values, kept up to date by
    /// [`Model::narrow`](super::model::Model::narrow) so that the rule need not gather it first.
    pub(super) sets: Vec<ColumnSets>,
    pub(super) rejected: Vec<u64>,
}

/// What a [`State`] keeps of a column's values for the column rule. Value sets are bits of the
/// values' index in the column (a column has at most 64 values: as many as rows, or, in a great
/// column, at most [`MAX_GREAT_VALUES`](crate::riddle::MAX_GREAT_VALUES)).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) struct ColumnSets {
    /// The rows of its values with one row left.
    pub(super) taken: Rows,
    /// Its values with one row left.
    pub(super) filled: u64,
    /// Its values with two or three rows left, which alone can make a Hall set of up to 3 rows.
    pub(super) small: u64,
}

impl ColumnSets {
    /// The sets of a column whose values have the rows `row_sets`; computed apart from
    /// [`ColumnSets::narrowed`], so that debug builds can check the one against the other.
    pub(super) fn of(row_sets: &[Rows]) -> ColumnSets {
        ColumnSets {
            taken: row_sets.iter().fold(0, |taken, &d| taken | filled_row(d)),
            filled: values_where(row_sets, single),
            small: values_where(row_sets, |d| matches!(d.count_ones(), 2 | 3)),
        }
    }

    /// Takes note that the value of index `i` in the column was narrowed to `rows`, and returns
    /// whether it is now filled, and whether small. Branch-free: how many rows are left is data.
    pub(super) fn narrowed(&mut self, i: u32, rows: Rows) -> (bool, bool) {
        let count = rows.count_ones();
        let (filled, small) = (count == 1, count.wrapping_sub(2) < 2);
        let bit = 1 << i; // one shift by a variable (three instructions on x86-64 without BMI2)
        self.taken |= filled_row(rows);
        self.filled |= u64::from(filled).wrapping_neg() & bit;
        self.small = self.small & !bit | u64::from(small).wrapping_neg() & bit;
        (filled, small)
    }
}

impl Clone for State {
    fn clone(&self) -> State {
        State {
            row_sets: self.row_sets.clone(),
            sets: self.sets.clone(),
            rejected: self.rejected.clone(),
        }
    }

    /// Copies into the vectors already there: a branch of the search allocates nothing (the
    /// derived `clone_from` would allocate anew).
    fn clone_from(&mut self, source: &State) {
        self.row_sets.clone_from(&source.row_sets);
        self.sets.clone_from(&source.sets);
        self.rejected.clone_from(&source.rejected);
    }
}

/// What the rules did, counted.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Counts {
    pub(crate) fills: u64,
    pub(crate) rejections: u64,
}

/// The bits set in `bits`, lowest first: the rows of a row set, or the values of a column's value
/// set (bits of their index in the column).
pub(super) fn rows_of(bits: Rows) -> impl Iterator<Item = usize> {
    let mut b = bits;
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let r = b.trailing_zeros() as usize;
            b &= b - 1;
            r
        })
    })
}

/// The values of `row_sets` (a column's, so at most 64) for which `pred` holds, as bits of their
/// index: computed without a branch per value, as whether it holds depends on the data.
pub(super) fn values_where(row_sets: &[Rows], pred: impl Fn(Rows) -> bool) -> u64 {
    debug_assert!(row_sets.len() <= 64);
    // Last value first: see `gather`.
    row_sets
        .iter()
        .rev()
        .fold(0, |bits, &d| bits << 1 | u64::from(pred(d)))
}

/// The row of a value with one row left, or none: branch-free, as whether a value is filled is
/// data.
pub(super) fn filled_row(rows: Rows) -> Rows {
    rows & u64::from(single(rows)).wrapping_neg()
}

/// Whether `bits` has exactly one bit set: a population count (POPCNT on the x86-64 target of
/// `.cargo/config.toml`), without the branches LLVM may give `bits != 0 && bits & (bits - 1) == 0`.
pub(super) fn single(bits: Rows) -> bool {
    bits.count_ones() == 1
}

//! The search state and the bit operations on row sets.
//!
//! A [`State`] is a row set per value, each column's filled and small values, and the options
//! rejected. The search keeps one, and every write to it goes through [`State::set_rows`],
//! [`State::column_sets`] or [`State::reject`], which first save the old value on the state's
//! [`Trail`] (once per entry and level); a branch point takes a [`Mark`] of the trail, and
//! backtracking restores the state to it ([`State::undo`]). So memory is the state plus the
//! changes of the current branch, never a copy of the state per level.

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
/// options rejected so far; and the trail that undoes the changes since a branch point.
///
/// The fields are read anywhere in the solver, and written only by the methods below (a grep for
/// `row_sets[`, `sets[` and `rejected[` followed by `=` finds no other write).
#[derive(Debug, Default)]
pub(crate) struct State {
    pub(crate) row_sets: Vec<Rows>,
    /// Per column, what the column rule reads of its values, kept up to date by
    /// [`Narrower::narrow`](super::narrow::Narrower::narrow) so that the rule need not gather it first.
    pub(super) sets: Vec<ColumnSets>,
    pub(super) rejected: Vec<u64>,
    pub(super) trail: Trail,
}

/// The values of two states, not their trails, are compared.
impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        (&self.row_sets, &self.sets, &self.rejected) == (&other.row_sets, &other.sets, &other.rejected)
    }
}

impl Eq for State {}

/// The old values of the state's entries changed since the branch points of the current branch,
/// each entry saved once per level: the first time it changes after a [`Mark`] (its *stamp*, the
/// level it was last saved at, says whether it was). The stamps pay: saving every narrowing
/// instead (one entry of rows and sets, no check) took 9% more instructions on the scaling
/// riddle 15x10-s1, as a value is narrowed several times per level and each is undone.
#[derive(Debug, Default)]
pub(crate) struct Trail {
    rows: Vec<(u32, Rows)>,
    sets: Vec<(u32, ColumnSets)>,
    rejected: Vec<(u32, u64)>,
    /// Per value, per column and per word of `rejected`: the level its old value was last saved
    /// at.
    rows_stamp: Vec<u32>,
    sets_stamp: Vec<u32>,
    rejected_stamp: Vec<u32>,
    /// The current level: a new one at each mark and each undo, never one used before (stamps
    /// of 0, the level of none, are where a level counter that wrapped round starts again).
    level: u32,
}

/// Where the trail was at a branch point: [`State::undo`] goes back there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mark {
    rows: u32,
    sets: u32,
    rejected: u32,
}

impl Trail {
    /// Emptied for a state of `values` values, `columns` columns and `words` words of rejected
    /// options, its allocations kept.
    fn reset(&mut self, values: usize, columns: usize, words: usize) {
        self.rows.clear();
        self.sets.clear();
        self.rejected.clear();
        for (stamps, n) in [
            (&mut self.rows_stamp, values),
            (&mut self.sets_stamp, columns),
            (&mut self.rejected_stamp, words),
        ] {
            stamps.clear();
            stamps.resize(n, 0);
        }
        self.level = 1;
    }

    /// Starts a new level: no entry saved at it yet.
    fn next_level(&mut self) {
        self.level = self.level.wrapping_add(1);
        if self.level == 0 {
            // Four billion levels: the stamps start again, none taken for the new level.
            for stamps in [
                &mut self.rows_stamp,
                &mut self.sets_stamp,
                &mut self.rejected_stamp,
            ] {
                stamps.fill(0);
            }
            self.level = 1;
        }
    }

    /// The bytes of the entries saved (for the memory budget: three lengths, multiplied).
    pub(crate) fn bytes(&self) -> usize {
        fn bytes<T>(v: &[T]) -> usize {
            std::mem::size_of_val(v)
        }
        bytes(&self.rows) + bytes(&self.sets) + bytes(&self.rejected)
    }

    /// The bytes its arrays hold, allocated.
    pub(crate) fn heap_bytes(&self) -> usize {
        fn bytes<T>(v: &Vec<T>) -> usize {
            v.capacity() * std::mem::size_of::<T>()
        }
        bytes(&self.rows)
            + bytes(&self.sets)
            + bytes(&self.rejected)
            + bytes(&self.rows_stamp)
            + bytes(&self.sets_stamp)
            + bytes(&self.rejected_stamp)
    }

    /// Saves word `word` of the rejected options, `old`, unless saved at this level (for
    /// [`revise_options`](super::hints::revise_options), which writes the words itself).
    #[inline]
    pub(super) fn save_rejected(&mut self, word: usize, old: u64) {
        if self.rejected_stamp[word] != self.level {
            self.rejected_stamp[word] = self.level;
            self.rejected.push((word as u32, old));
        }
    }
}

impl State {
    /// Becomes `start` (its values), with an empty trail: the root of a search.
    pub(crate) fn reset_to(&mut self, start: &State) {
        self.row_sets.clone_from(&start.row_sets);
        self.sets.clone_from(&start.sets);
        self.rejected.clone_from(&start.rejected);
        let (values, columns, words) = (self.row_sets.len(), self.sets.len(), self.rejected.len());
        self.trail.reset(values, columns, words);
    }

    /// Value `v` now has the rows `rows`, its old rows saved.
    #[inline]
    pub(super) fn set_rows(&mut self, v: usize, rows: Rows) {
        let trail = &mut self.trail;
        if trail.rows_stamp[v] != trail.level {
            trail.rows_stamp[v] = trail.level;
            trail.rows.push((v as u32, self.row_sets[v]));
        }
        self.row_sets[v] = rows;
    }

    /// Column `c`'s sets, to be changed, their old value saved.
    #[inline]
    pub(super) fn column_sets(&mut self, c: usize) -> &mut ColumnSets {
        let trail = &mut self.trail;
        if trail.sets_stamp[c] != trail.level {
            trail.sets_stamp[c] = trail.level;
            trail.sets.push((c as u32, self.sets[c]));
        }
        &mut self.sets[c]
    }

    /// Rejects option `o`, the word it is in saved.
    pub(super) fn reject(&mut self, o: usize) {
        self.trail.save_rejected(o / 64, self.rejected[o / 64]);
        self.rejected[o / 64] |= 1 << (o % 64);
    }

    /// A branch point: [`State::undo`] with the mark returned comes back to the state as it is
    /// now.
    pub(crate) fn mark(&mut self) -> Mark {
        self.trail.next_level();
        let t = &self.trail;
        Mark {
            rows: t.rows.len() as u32,
            sets: t.sets.len() as u32,
            rejected: t.rejected.len() as u32,
        }
    }

    /// Restores the state as it was at `mark`, taken on this branch.
    pub(crate) fn undo(&mut self, mark: Mark) {
        let t = &mut self.trail;
        for (v, rows) in t.rows.drain(mark.rows as usize..).rev() {
            self.row_sets[v as usize] = rows;
        }
        for (c, sets) in t.sets.drain(mark.sets as usize..).rev() {
            self.sets[c as usize] = sets;
        }
        for (word, bits) in t.rejected.drain(mark.rejected as usize..).rev() {
            self.rejected[word as usize] = bits;
        }
        t.next_level();
    }

    /// The bytes its arrays hold, allocated (its trail's too).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.row_sets.capacity() * std::mem::size_of::<Rows>()
            + self.sets.capacity() * std::mem::size_of::<ColumnSets>()
            + self.rejected.capacity() * std::mem::size_of::<u64>()
            + self.trail.heap_bytes()
    }
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

/// A copy of the values, with an empty trail (for the start state, and checks in tests).
impl Clone for State {
    fn clone(&self) -> State {
        let mut copy = State::default();
        copy.reset_to(self);
        copy
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

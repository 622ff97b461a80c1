//! Learning from failures ([`SolveOptions::learning`](crate::SolveOptions::learning)): why each
//! row left each value, a failure analysed into a nogood, nogoods kept and propagated.
//!
//! **Why a row left a value.** While the search learns, every narrowing notes, for each row it
//! takes from a value (a *removal*, the literal "value not at row"), when it happened (a clock
//! that ticks once per narrowing), at which level of the search, and what made it, a [`Why`]: a
//! decision, a hint revised, a column's rule (a filled row, a lonely row, a Hall set), or a
//! learnt nogood. Nothing else is
//! kept: the reasons are computed only for a failure, and only for the removals it reaches
//! (lazy explanations, as in lazy clause generation). The rows a value had at an earlier time
//! `t` are its rows now and the ones removed at `t` or later, so a rule's reason is found
//! again by asking the rule what it read at `t`:
//!
//! - a hint: for each of its readings (options), the placements that would still have put the
//!   value at the row each lack a cell removed earlier (one per placement, the earliest); a
//!   reading that could not fit at all, one missing cell per placement of a part that no longer
//!   fits;
//! - a filled row: the value filled there (all its other rows removed);
//! - a lonely row: that row removed from every other value of the column;
//! - a Hall set of rows `R`: the rows outside `R` removed from the values inside it;
//! - a nogood: its other literals;
//! - a great column: every earlier removal in the column (sound, not tight).
//!
//! **Analysis** (`analyze.rs`). A failure (a hint with no fitting reading, a column that cannot
//! hold its values, a nogood all of whose literals hold) is explained the same way. Removals of
//! the root hold in every solution and are left out; those of earlier levels go into the nogood
//! as they are; those of the failing level are explained in turn, the latest first, until one is
//! left (the *first unique implication point*, as SAT solvers do), which may be the level's
//! decision. The nogood, those literals, cannot all hold; a value all of whose other rows are in
//! it becomes one literal "value at row". One of more than 64 literals is not kept.
//!
//! **Use** (`nogoods.rs`, and the search in `search.rs`, which is otherwise unchanged): the
//! nogoods are propagated with the rules, and the values of each weigh more in the branching.
//! The search stays a depth-first search over binary branches ("value at its first row", then
//! "not there"); the branching may choose other values than without learning, so the solutions
//! may come in another order. Riddles with a great column are not searched learning: the
//! "unused" bit of their values is lost both by a value left no row and by one that must be used,
//! which the literals here do not tell apart yet.
//!
//! **Soundness.** Every reason is a set of removals made strictly earlier that, with the rule,
//! forces the removal; so a nogood follows from the riddle alone, and never removes a solution:
//! the solutions with learning are the solutions without. The unit test
//! `learnt_nogoods_never_cut_a_solution` checks every reason and every nogood against the
//! solutions (`audit.rs`).
//!
//! **Cost.** Nothing without learning: every write is behind
//! [`Sink::LEARNS`](super::sink::Sink::LEARNS). With it, a node costs 5–10× more, for up to 4×
//! fewer nodes on large riddles: slower overall (docs/speed.md).

mod analyze;
#[cfg(test)]
pub(super) mod audit;
mod nogoods;

pub(crate) use nogoods::{Lit, Nogoods};

use super::state::{rows_of, Rows};

/// What removed a row from a value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum Why {
    /// The start matrix, or a hint applied before the search: holds in every solution.
    #[default]
    Start,
    /// The search's decision at this level.
    Decision(u32),
    /// The compiled hint of this index, revised.
    Hint(u32),
    /// The column of this index: a row filled by another value.
    ColumnFill(u32),
    /// The column of this index: its row `.1`, which no other value could take, filled.
    ColumnLonely(u32, u8),
    /// The column of this index: a Hall set on these rows.
    ColumnHall(u32, Rows),
    /// The column of this index, a great column: any of its earlier removals.
    ColumnAll(u32),
    /// The learnt nogood `id`, all of whose literals but `lit` held.
    Nogood { id: u32, lit: Lit },
}

/// The bits of a row set holding the bits `all_bits` (the highest's index, plus one).
fn stride(all_bits: Rows) -> usize {
    (64 - all_bits.leading_zeros()) as usize
}

/// A time later than every removal: "now".
pub(super) const NOW: u64 = u64::MAX;

/// The learning's records, kept with the model: when and why each row left each value, the
/// nogoods, and the scratch of the analysis. Empty (nothing allocated) until a search learns.
#[derive(Debug, Default)]
pub(crate) struct Learn {
    /// Bits of a value's row set: rows, and a great column's "unused" bit.
    stride: usize,
    /// All those bits, as a row set.
    all_bits: Rows,
    /// Per value and bit (`v * stride + bit`): when it was removed (valid while it is absent).
    time: Vec<u64>,
    /// Per value and bit: why it was removed.
    why: Vec<Why>,
    /// Per value and bit: the search level it was removed at (0: the root).
    level: Vec<u32>,
    /// The level of the narrowings being made now, and its decision.
    pub(super) level_now: u32,
    /// A number for each decision made (each level entered), and per value, the rows it lost
    /// since the one of `level_serial` (those an explanation, always of the failing level, may
    /// need to put back: see `rows_at`).
    serial: u32,
    level_serial: Vec<u32>,
    level_removed: Vec<Rows>,
    pub(super) decision_now: Option<Lit>,
    /// The clock: one tick per narrowing.
    clock: u64,
    /// What makes the narrowings being made now.
    pub(super) now: Why,
    /// Literal keys (see [`Nogoods::key`]) whose nogoods are still to be checked.
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// The learnt nogoods.
    pub(super) nogoods: Nogoods,
    /// The analysis's scratch: removals seen in this analysis (by epoch), the removals of the
    /// failing level still to explain (latest first), whether its decision was reached, and the
    /// nogood being built.
    seen: Vec<u32>,
    epoch: u32,
    /// Per value, whether the nogood being built has a literal of it (by epoch), and how many
    /// values it has.
    value_seen: Vec<u32>,
    learnt_values: usize,
    current: std::collections::BinaryHeap<(u64, u32)>,
    decision_reached: bool,
    pub(super) learnt: Vec<Lit>,
    /// Scratch: the nogood's literals as they are compressed.
    compressed: Vec<Lit>,
    /// The removals the last explanation took in (tests only: see `audit`).
    #[cfg(test)]
    pushed: Vec<(usize, usize)>,
}

impl Learn {
    /// Emptied for a search of `values` values whose row sets hold the bits `all_bits`, its
    /// nogoods forgotten; the start matrix's removals are [`Why::Start`].
    pub(super) fn reset(&mut self, values: usize, all_bits: Rows) {
        self.stride = stride(all_bits);
        self.all_bits = all_bits;
        let n = values * self.stride;
        self.time.clear();
        self.time.resize(n, 0);
        self.why.clear();
        self.why.resize(n, Why::Start);
        self.level.clear();
        self.level.resize(n, 0);
        self.level_now = 0;
        self.decision_now = None;
        self.serial = 1;
        self.level_serial.clear();
        self.level_serial.resize(values, 0);
        self.level_removed.clear();
        self.level_removed.resize(values, 0);
        self.seen.clear();
        self.seen.resize(n, 0);
        self.value_seen.clear();
        self.value_seen.resize(values, 0);
        self.epoch = 0;
        self.clock = 1;
        self.now = Why::Start;
        self.queue.clear();
        self.queued.clear();
        self.queued.resize(values * (self.stride + 1), false);
        self.current.clear();
        self.learnt.clear();
        self.nogoods.reset(values, self.stride);
    }

    /// Notes that the rows `bits` left value `v`, leaving it `rows`, made by [`Learn::now`].
    #[inline]
    pub(super) fn removed(&mut self, v: usize, bits: Rows, rows: Rows) {
        let t = self.clock;
        self.clock += 1;
        if self.level_serial[v] != self.serial {
            self.level_serial[v] = self.serial;
            self.level_removed[v] = 0;
        }
        self.level_removed[v] |= bits;
        let base = v * self.stride;
        for b in rows_of(bits) {
            self.time[base + b] = t;
            self.why[base + b] = self.now;
            self.level[base + b] = self.level_now;
            self.check_later(self.nogoods.removal_key(v, b));
        }
        if rows.count_ones() == 1 {
            self.check_later(self.nogoods.filled_key(v));
        }
    }

    /// The next literal key whose nogoods are to be checked.
    pub(super) fn next_queued(&mut self) -> Option<usize> {
        let key = self.queue.pop()? as usize;
        self.queued[key] = false;
        Some(key)
    }

    /// Has the nogoods watching the literal of key `key` checked at the next propagation.
    #[inline]
    pub(super) fn check_later(&mut self, key: usize) {
        if self.nogoods.watched(key) && !self.queued[key] {
            self.queued[key] = true;
            self.queue.push(key as u32);
        }
    }

    /// Empties the queue (after a failure).
    pub(super) fn clear_queue(&mut self) {
        for &v in &self.queue {
            self.queued[v as usize] = false;
        }
        self.queue.clear();
    }

    /// The nogoods that are the reason of a removal in `row_sets` (which must not be forgotten).
    pub(super) fn locked(&self, row_sets: &[Rows]) -> Vec<u32> {
        let mut out = Vec::new();
        for (v, &rows) in row_sets.iter().enumerate() {
            for b in rows_of(self.all_bits & !rows) {
                if let Why::Nogood { id, .. } = self.why[v * self.stride + b] {
                    out.push(id);
                }
            }
        }
        out
    }

    /// What the last search learnt.
    pub(crate) fn stats(&self) -> crate::answer::LearningStats {
        crate::answer::LearningStats {
            learnt: self.nogoods.learnt,
            forgotten: self.nogoods.forgotten,
            peak_bytes: self.nogoods.peak_bytes as u64,
        }
    }

    /// The bytes its arrays hold (for the memory budget).
    pub(super) fn bytes(&self) -> usize {
        Self::bytes_for(self.level_serial.len(), self.stride) + self.nogoods.bytes()
    }

    /// The bytes of its arrays for `values` values whose row sets hold the bits `all_bits` (the
    /// nogoods apart): what a search that learns adds before its first node.
    pub(super) fn planned_bytes(values: usize, all_bits: Rows) -> usize {
        Self::bytes_for(values, stride(all_bits))
    }

    /// [`Learn::planned_bytes`] for `stride` bits a value.
    fn bytes_for(values: usize, stride: usize) -> usize {
        let per_bit = 8 + std::mem::size_of::<Why>() + 4 + 4; // time, why, level, seen
        let per_key = 1 + std::mem::size_of::<Vec<(u32, Lit)>>(); // queued, watch list
        let per_value = 4 + 8 + 4; // level_serial, level_removed, value_seen
        values * (stride * per_bit + (stride + 1) * per_key + per_value)
    }

    /// The search's decision at `level`: `value` at `row` (`at`), or not there.
    pub(super) fn decide(&mut self, level: usize, value: usize, row: usize, at: bool) {
        self.level_now = level as u32;
        self.serial = self.serial.wrapping_add(1).max(1);
        self.decision_now = Some(Lit {
            value: value as u32,
            row: row as u8,
            at,
        });
        self.now = Why::Decision(level as u32);
    }
}

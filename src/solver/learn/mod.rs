//! Learning from failures ([`SolveOptions::learning`](crate::SolveOptions::learning)): why each
//! row left each value, a failure analysed into a nogood, nogoods kept and propagated.
//!
//! **Why a row left a value.** While the search learns, it writes the trail of narrowings
//! ([`super::narrowings`]): for each row taken from a value (a *removal*, the literal "value not
//! at row"), the narrowing that took it, whose index is its time, with its level and its
//! [`Rule`]: a decision, a hint revised, a column's rule (a filled row, a lonely row, a Hall
//! set), or a learnt nogood. Nothing else is kept: the reasons are computed only for a failure,
//! and only for the removals it reaches (lazy explanations, as in lazy clause generation). The
//! rows a value had at an earlier time `t` are its rows now and the ones removed at `t` or later
//! ([`Narrowings::rows_before`]), so a rule's reason is found again by asking the rule what it
//! read at `t`:
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
//! [`Sink::LEARNS`](super::sink::Sink::LEARNS) and [`Sink::WHY`](super::sink::Sink::WHY). With
//! it, a node costs several times more, for up to 4× fewer nodes on large riddles: slower
//! overall (docs/speed.md), so it is built only with the cargo feature `learning`.

pub(super) mod analyze;
#[cfg(test)]
pub(super) mod audit;
mod nogoods;

pub(crate) use super::narrowings::Lit;
pub(crate) use nogoods::Nogoods;

use super::narrowings::{Narrowings, Rule};
use super::state::{rows_of, single};

/// A time later than every removal: "now".
pub(super) const NOW: u64 = u64::MAX;

/// The learning's records, kept with the model: the nogoods, the literals whose nogoods are to
/// be checked, and the scratch of the analysis. Empty (nothing allocated) until a search learns.
#[derive(Debug, Default)]
pub(crate) struct Learn {
    /// The decision of the current level.
    pub(super) decision_now: Option<Lit>,
    /// The narrowings of the trail before this one have had their nogoods woken.
    pub(super) head: usize,
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
    /// Emptied for a search of `values` values whose row sets hold `stride` bits, its nogoods
    /// forgotten.
    pub(super) fn reset(&mut self, values: usize, stride: usize) {
        let n = values * stride;
        self.decision_now = None;
        self.head = 0;
        self.seen.clear();
        self.seen.resize(n, 0);
        self.value_seen.clear();
        self.value_seen.resize(values, 0);
        self.epoch = 0;
        self.queue.clear();
        self.queued.clear();
        self.queued.resize(values * (stride + 1), false);
        self.current.clear();
        self.learnt.clear();
        self.nogoods.reset(values, stride);
    }

    /// Wakes the nogoods watching a literal that the narrowings of `trail` since the last call
    /// made hold: the trail is the queue of what changed, as in a SAT solver.
    #[inline]
    pub(super) fn wake(&mut self, trail: &Narrowings) {
        let log = trail.log();
        while self.head < log.len() {
            let n = log[self.head];
            self.head += 1;
            for b in rows_of(n.removed) {
                self.check_later(self.nogoods.removal_key(n.value as usize, b));
            }
            if single(n.rows) {
                self.check_later(self.nogoods.filled_key(n.value as usize));
            }
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

    /// The trail was undone to `len` narrowings.
    pub(super) fn undone(&mut self, len: usize) {
        self.head = self.head.min(len);
    }

    /// The nogoods that are the reason of a narrowing on `trail` (which must not be forgotten).
    pub(super) fn locked(trail: &Narrowings) -> Vec<u32> {
        trail
            .log()
            .iter()
            .filter_map(|n| match n.rule {
                Rule::Nogood { id, .. } => Some(id),
                _ => None,
            })
            .collect()
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
        let stride = self.seen.len() / self.value_seen.len().max(1);
        Self::bytes_for(self.value_seen.len(), stride) + self.nogoods.bytes()
    }

    /// The bytes of its arrays for `values` values whose row sets hold `stride` bits (the
    /// nogoods apart): what a search that learns adds before its first node.
    pub(super) fn planned_bytes(values: usize, stride: usize) -> usize {
        Self::bytes_for(values, stride)
    }

    /// [`Learn::planned_bytes`] for `stride` bits a value.
    fn bytes_for(values: usize, stride: usize) -> usize {
        let per_bit = 4; // seen
        let per_key = 1 + std::mem::size_of::<Vec<(u32, Lit)>>(); // queued, watch list
        let per_value = 4; // value_seen
        values * (stride * per_bit + (stride + 1) * per_key + per_value)
    }
}

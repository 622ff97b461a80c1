//! The one record of why: a trail of narrowings, each with the rule that made it.
//!
//! Each change of a value's row set is a [`Narrowing`]: the value, the rows it lost and those it
//! kept, and a [`Rule`], a compact code of what made it (the start matrix, a
//! fact or decision, a hint revised, one of the column rules). The rules write
//! it in one call, [`Narrowings::record`], from [`Narrower::narrow`](super::narrow::Narrower::narrow),
//! after setting [`Narrowings::now`] once when they begin; nothing else is kept when it is
//! written. What a narrowing *read* is found only when asked, by asking its rule again what it
//! read at that point of the trail (lazy explanations, as in lazy clause generation solvers):
//! explanations ([`super::premises`]: the citations of `next`, `conflicts`, `steps_read`) read
//! this one trail. (The search that learned from its failures, on the git tag
//! `learning-experiment`, read it too: docs/speed.md.)
//!
//! Invariants:
//! - **Chronological.** The narrowings of the current branch are in the order they were made:
//!   a narrowing's index is its time. Each keeps the value's narrowing before it (`prev`), so a
//!   value's rows at any earlier time are found by walking back ([`Narrowings::rows_before`]).
//! - **Undoable.** [`Narrowings::truncate`] undoes the trail to an earlier length (a branch given
//!   up), as the state's trail does; the search truncates both at once.
//! - **Complete from the start.** [`Narrowings::reset`] gives each value a first narrowing of
//!   rule [`Rule::Start`] (its start rows), so every row a value lacks was removed by some
//!   narrowing on the trail, found by walking back from the value's latest.
//! - **Sound rules.** A narrowing's rows follow from its rule and the rows the values it reads
//!   had before it (what each rule reads: [`super::premises`], which must agree with the rules
//!   in `hints.rs`, `columns.rs`, `great.rs`, `propagate.rs`).
//!
//! Cost: nothing in the searches that do not explain: every write sits behind
//! [`Sink::WHY`](super::sink::Sink::WHY), a constant false for their sinks. With it, one entry
//! (40 bytes) per narrowing.

use super::state::Rows;

/// No narrowing: a value's narrowing before its first.
pub(super) const NONE: u32 = u32::MAX;

/// What made a narrowing: the one enum of causes, read by explanations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum Rule {
    /// The start matrix (and rule 1's merging before the search): holds in every solution.
    #[default]
    Start,
    /// The caller's fact of that index (a query's fact, a step of the solution taken again), or
    /// the search's decision at that level.
    Fact(u32),
    /// The compiled hint of this index, revised (rules 1 and 2).
    Hint(u32),
    /// The column of this index: a row filled by another value.
    ColumnFill(u32),
    /// The column of this index: its row `.1`, which no other value could take, filled.
    ColumnLonely(u32, u8),
    /// The column of this index: a Hall set on these rows.
    ColumnHall(u32, Rows),
    /// The column of this index, a great column: any of its values.
    ColumnAll(u32),
}

/// One narrowing of a value's rows.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Narrowing {
    /// The rows the value lost.
    pub(crate) removed: Rows,
    /// The rows it kept.
    pub(crate) rows: Rows,
    pub(crate) rule: Rule,
    /// Global value index.
    pub(crate) value: u32,
    /// The value's narrowing before this one ([`NONE`] for a start narrowing).
    pub(crate) prev: u32,
}

/// The trail of narrowings of the current branch.
#[derive(Debug, Default)]
pub(crate) struct Narrowings {
    log: Vec<Narrowing>,
    /// Per value, its latest narrowing.
    latest: Vec<u32>,
    /// The rule of the narrowings being made now.
    pub(super) now: Rule,
    /// The search level of the narrowings being made now (the decision of a rule
    /// [`Rule::Fact`] made by the search is numbered by it).
    pub(super) level: u32,
}

impl Narrowings {
    /// Starts a trail over `row_sets`, whose bits are `all_bits`: each value's start narrowing.
    pub(super) fn reset(&mut self, row_sets: &[Rows], all_bits: Rows) {
        self.log.clear();
        self.latest.clear();
        self.level = 0;
        self.now = Rule::Start;
        for (v, &rows) in row_sets.iter().enumerate() {
            self.latest.push(v as u32);
            self.log.push(Narrowing {
                removed: all_bits & !rows,
                rows,
                rule: Rule::Start,
                value: v as u32,
                prev: NONE,
            });
        }
    }

    /// Value `v`, which had the rows `old`, now has `rows`, by the rule [`Narrowings::now`].
    #[inline]
    pub(super) fn record(&mut self, v: usize, old: Rows, rows: Rows) {
        let e = self.log.len() as u32;
        self.log.push(Narrowing {
            removed: old & !rows,
            rows,
            rule: self.now,
            value: v as u32,
            prev: self.latest[v],
        });
        self.latest[v] = e;
    }

    /// The number of narrowings (a mark for [`Narrowings::truncate`]).
    pub(super) fn len(&self) -> usize {
        self.log.len()
    }

    /// Undoes the narrowings after the first `len`.
    pub(super) fn truncate(&mut self, len: usize) {
        while self.log.len() > len {
            let e = self.log.pop().expect("longer than len");
            self.latest[e.value as usize] = e.prev;
        }
    }

    /// The narrowings, in the order they were made.
    pub(super) fn log(&self) -> &[Narrowing] {
        &self.log
    }

    /// Narrowing `e`.
    #[inline]
    pub(super) fn get(&self, e: u32) -> &Narrowing {
        &self.log[e as usize]
    }

    /// The latest narrowing of value `v`.
    pub(super) fn latest(&self, v: usize) -> u32 {
        self.latest[v]
    }

    /// The latest narrowing of value `v` made before narrowing `e` ([`NONE`] when none).
    pub(super) fn latest_before(&self, v: usize, e: u32) -> u32 {
        let mut at = self.latest[v];
        while at != NONE && at >= e {
            at = self.log[at as usize].prev;
        }
        at
    }

    /// The bytes of the narrowings on the trail (for the memory budget).
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of_val(&self.log[..])
    }

    /// The bytes its arrays hold, allocated.
    pub(super) fn heap_bytes(&self) -> usize {
        self.log.capacity() * std::mem::size_of::<Narrowing>() + self.latest.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_narrowings_before_one_and_truncating_undo_the_latest_narrowings() {
        let mut trail = Narrowings::default();
        trail.reset(&[0b111, 0b111, 0b001], 0b111);
        assert_eq!(trail.get(2).removed, 0b110); // its start narrowing
        trail.now = Rule::Hint(4);
        trail.record(0, 0b111, 0b010);
        let mark = trail.len();
        trail.now = Rule::ColumnFill(0);
        trail.record(1, 0b111, 0b101);
        trail.record(1, 0b101, 0b100);
        assert_eq!((trail.get(5).removed, trail.get(4).removed), (0b001, 0b010));
        assert_eq!(trail.latest_before(1, 5), 4);
        assert_eq!(trail.latest_before(1, 4), 1);
        assert_eq!(trail.get(4).rule, Rule::ColumnFill(0));
        trail.truncate(mark);
        assert_eq!(trail.latest(1), 1);
        assert_eq!(trail.latest(0), 3);
        assert_eq!(trail.get(3).removed, 0b101);
    }
}

//! The agenda: what is left to revise (hints and columns), and what the column rule needs to
//! know of what happened since it last ran.
//!
//! Invariants: a hint or column is on the agenda at most once (the work lists and the hint set
//! are sets); propagation empties it, at a fixpoint or on a failure (then `news` is cleared
//! too), so every propagation starts from an empty agenda but for what the caller scheduled;
//! a hint's revision leaves it at a fixpoint, so what it narrows does not put it back (it stays
//! marked as queued until done). Written by [`Narrower::narrow`](super::narrow::Narrower::narrow)
//! (what a narrowing wakes) and the driver, `propagate.rs`.

use super::flat::{HintSet, WorkList};
use super::sink::Sink;

/// In [`Agenda::news`]: a value of the column was filled.
pub(super) const NEW_FILL: u8 = 1;
/// In [`Agenda::news`]: a value of the column was narrowed to two or three rows.
pub(super) const NEW_SMALL: u8 = 2;

/// What is left to revise, and what the column rule needs to know of it.
#[derive(Default)]
pub(super) struct Agenda {
    /// With steps, the hints to revise, the last queued first.
    pub(super) queue: WorkList,
    /// Without steps, the hints to revise, the lowest (cheapest) first.
    pub(super) pending: HintSet,
    /// The columns to revise.
    pub(super) columns: WorkList,
    /// The columns revised since the matching last ran on them (see
    /// [`revise_matching`](super::matching::revise_matching)): it runs on them once the hints
    /// and columns are at a fixpoint.
    pub(super) matching: WorkList,
    /// What Régin's filtering keeps between its runs (see
    /// [`revise_matching`](super::matching::revise_matching)).
    pub(super) matchings: Matchings,
    /// A column where [`Narrower::narrow`](super::narrow::Narrower::narrow) filled two values on one row (`u32::MAX` when none):
    /// steps off, propagation fails there at once, without revising what is queued first.
    pub(super) clash: u32,
    /// Per column, what happened to its values since the column rule last left it at a fixpoint:
    /// [`NEW_FILL`], a value filled, and
    /// [`NEW_SMALL`], a value narrowed to two or three rows.
    /// Without a fill, no filled row can still be held by another value; without either, no Hall
    /// set can be new, and the column rule only counts how many values can take each row.
    pub(super) news: Vec<u8>,
}

/// What Régin's filtering keeps of each column between its runs, none of it on the trail: the
/// matching it found, the start of the next (a hint only: each of its edges is checked against
/// the rows then, so that one left by a branch since undone is harmless), and what the column was
/// when the filtering last left it, so that a run on a column only its own narrowings changed
/// since is skipped. Written only by `matching.rs` and the driver, `propagate.rs`.
#[derive(Default)]
pub(super) struct Matchings {
    /// Per column, per value (its index in the column): the row the last matching gave it, or
    /// `u8::MAX`.
    pub(super) row_of: Vec<[u8; 64]>,
    /// Per column: the propagation, and the rows its values held in all, when the filtering
    /// last left it (propagation 0: never).
    pub(super) left: Vec<(u32, u32)>,
    /// The current propagation (from 1; counted by the driver): within one, rows are only taken
    /// away, so a column whose values hold as many rows as the filtering left them is as it
    /// left it.
    pub(super) propagation: u32,
}

impl Matchings {
    /// Emptied for `columns` columns, its allocations kept.
    fn reset(mut self, columns: usize) -> Matchings {
        self.row_of.clear();
        self.row_of.resize(columns, [u8::MAX; 64]);
        self.left.clear();
        self.left.resize(columns, (0, 0));
        self.propagation = 0;
        self
    }

    /// Starts a new propagation: what a column was left at in an earlier one says nothing now.
    pub(super) fn next_propagation(&mut self) {
        self.propagation = self.propagation.wrapping_add(1);
        if self.propagation == 0 {
            self.left.fill((0, 0));
            self.propagation = 1;
        }
    }
}

impl Agenda {
    /// Emptied for `hints` hints and `columns` columns, its allocations kept.
    pub(super) fn reset(self, hints: usize, columns: usize) -> Agenda {
        let mut news = self.news;
        news.clear();
        news.resize(columns, 0);
        Agenda {
            queue: self.queue.reset(hints),
            pending: self.pending.reset(hints),
            columns: self.columns.reset(columns),
            matching: self.matching.reset(columns),
            matchings: self.matchings.reset(columns),
            clash: u32::MAX,
            news,
        }
    }

    /// Puts every one of `hints` hints and `columns` columns on the agenda (at the root of the
    /// search), each column with all its news.
    pub(super) fn schedule_all<S: Sink>(&mut self, hints: usize, columns: usize) {
        for h in 0..hints {
            if S::RECORDS {
                self.queue.add(h as u32);
            } else {
                self.pending.insert(h);
            }
        }
        for c in 0..columns {
            self.columns.add(c as u32);
            self.news[c] = NEW_FILL | NEW_SMALL;
        }
    }
}

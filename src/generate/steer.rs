//! Steering toward a level: which kinds of hints to draw, in what order to try removing them,
//! when the rating may veto a removal, and which levels a size can have at all.
//!
//! - **Kinds.** Toward `easy`, direct hints ("in house 3", "the Brit keeps birds") are drawn far
//!   more often than relations; toward `hard` and `expert`, "in house k" is drawn rarely and
//!   relations (next to, left of, between…) more.
//! - **Order of removal.** Phase 2 of the minimizer tries the hints for removal one by one; a
//!   hint tried early tends to go, one tried late tends to stay. Toward `easy` and `medium`
//!   the weak hints (relations) are tried first, so the direct ones stay; toward `hard` and
//!   `expert` the strong ones first, so the riddle keeps relations only where it can.
//! - **The rating as it goes.** Toward `easy` or `medium`, the riddle of every hint drawn is
//!   rated before phase 2: if it is already harder than asked, the attempt stops there (removing
//!   hints does not make a riddle easier). On riddles larger than 6×6 ([`Steer::guard`]), a
//!   removal that would make the riddle harder than asked is undone: the hint stays, and is tried
//!   again after any later removal, so that in the riddle made no hint can go keeping one
//!   solution and the level (it is minimal among riddles of its level).
//! - **Expert, past 6×6.** Neither the kinds nor the order are steered: a riddle of that size with
//!   no hint to spare is `expert` by itself nearly always, and steering it as toward `hard` left
//!   relations whose need took up to 250,000 search nodes each to prove, and riddles that took
//!   40,000 nodes to solve (20×10: 14 of 20 seeds made, median 13 s under load, against 20 of 20,
//!   median 0.4 s, unsteered).
//! - **Out of reach.** [`reachable_levels`] says which levels a size can have; asking another is an error
//!   at once, not after every attempt.

use super::kinds::HintKind;
use super::rate::Difficulty;

/// How one attempt is steered toward `target` (no target: the plain generator).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Steer {
    pub(crate) target: Option<Difficulty>,
    /// Whether a removal that makes the riddle harder than `target` is undone: riddles with a
    /// target of `easy`, `medium` or `hard` larger than [`MINIMAL_ROWS`]×[`MINIMAL_COLUMNS`],
    /// which are minimal among riddles of their level (no hint can go keeping one solution and
    /// the level). Smaller riddles, `expert` ones (no level is harder) and riddles made without
    /// a target are minimal: no hint can go keeping one solution.
    pub(crate) guard: bool,
    /// Larger than [`MINIMAL_ROWS`]×[`MINIMAL_COLUMNS`] (toward `expert`: not steered at all).
    pub(crate) large: bool,
}

/// Riddles up to this many rows and attribute columns are minimal whatever their level: no hint
/// can go keeping one solution (past it, toward `easy`, `medium` or `hard`: keeping one solution
/// and the level).
pub const MINIMAL_ROWS: usize = 6;
/// See [`MINIMAL_ROWS`].
pub const MINIMAL_COLUMNS: usize = 6;

impl Steer {
    pub(crate) fn new(target: Option<Difficulty>, rows: usize, columns: usize) -> Steer {
        let large = rows > MINIMAL_ROWS || columns > MINIMAL_COLUMNS;
        Steer {
            target,
            guard: target.is_some_and(|t| t < Difficulty::Expert) && large,
            large,
        }
    }

    /// How often `kind` is drawn, relative to the others (never 0: every kind allowed stays).
    pub(crate) fn weight(&self, kind: HintKind, rows: usize) -> u32 {
        let base = kind.weight(rows);
        let direct = matches!(kind, HintKind::InRow | HintKind::SameRow);
        match self.target {
            Some(Difficulty::Expert) if self.large => base,
            None | Some(Difficulty::Medium) => base,
            Some(Difficulty::Easy) if direct => base * 4,
            Some(Difficulty::Easy) if kind == HintKind::DirectlyLeft => base * 2,
            Some(Difficulty::Easy) => base.div_ceil(2),
            Some(_) if kind == HintKind::InRow => base.div_ceil(4),
            Some(_) if direct => base.div_ceil(2),
            Some(_) => base,
        }
    }

    /// Whether phase 2 tries the strong hints for removal first (toward `hard`, and toward
    /// `expert` up to 6×6).
    pub(crate) fn strong_first(&self) -> bool {
        match self.target {
            Some(Difficulty::Hard) => true,
            Some(Difficulty::Expert) => !self.large,
            _ => false,
        }
    }

    /// The node cap of a rating that tells whether a riddle is at most `target`: `easy` and
    /// `medium` riddles take one node (a few spare, for riddles the solver splits into parts),
    /// `hard` ones two per supposition, at most one per cell; an `expert` riddle is never too
    /// hard, so its rating has the whole budget of [`super::rate`].
    pub(crate) fn rating_cap(&self, rows: usize, columns: usize) -> u64 {
        match self.target {
            Some(Difficulty::Hard) => 1 + 2 * (rows * (columns + 1)) as u64,
            Some(Difficulty::Expert) => super::rate::RATE_MAX_NODES,
            _ => 16,
        }
    }

    /// Whether a riddle rated `level` is harder than asked (an unknown level, a rating that ran
    /// past [`Steer::rating_cap`], counts as harder).
    pub(crate) fn too_hard(&self, level: Difficulty) -> bool {
        self.target.is_some_and(|t| !level.is_level() || level > t)
    }
}

/// The levels a riddle of `rows` rows and `columns` attribute columns can have, easiest first.
///
/// One row needs no hint: only `easy`. Two rows, or one attribute column, give `easy` and
/// `medium` only (2×2 has no `hard` and no `expert`); three rows add `hard`; four rows and two
/// attribute columns or more, all four. Found by asking every size up to 4×4 for every level,
/// 300 attempts for each of 5 seeds: 3×1 gave one `hard` riddle in five, 3×2, 3×3 and 3×4 an
/// `expert` one for 1, 4 and 3 seeds in five, too rare to offer; `tests/generate.rs` checks
/// the boundary both ways.
pub fn reachable_levels(rows: usize, columns: usize) -> Vec<Difficulty> {
    Difficulty::LEVELS
        .into_iter()
        .filter(|&level| match level {
            Difficulty::Easy => true,
            Difficulty::Medium => rows >= 2,
            Difficulty::Hard => rows >= 3 && columns >= 2,
            _ => rows >= 4 && columns >= 2,
        })
        .collect()
}

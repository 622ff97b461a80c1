//! A removal check of phase 2 (`minimize.rs`): whether a hint can go from the hints kept, by a
//! counterexample near the hidden solution or else a solve of the riddle without it; what every
//! check reads ([`Fixed`]), where phase 2 is when it asks ([`Trial`]), and who makes the checks
//! ([`Checks`]: [`Here`], on the calling thread, or `ahead.rs`'s threads). Apart from both
//! `minimize.rs` and `ahead.rs`, so that neither uses the other both ways.

use super::hints::Hint;
use super::rate::Rating;
use super::solution_grid::SolutionGrid;
use crate::{Riddle, SolveOptions, Solved, ValueId};
use ndarray::Array2;
use std::sync::atomic::AtomicBool;

/// A solution of every kept hint but `h` near the hidden one, if a small change finds one.
pub(super) fn nearby_counterexample(fixed: Fixed<'_>, kept: &[bool], h: usize) -> Option<SolutionGrid> {
    let Fixed { hints, mentions, .. } = fixed;
    let mut grid = fixed.grid.clone();
    let rows = grid.cell.len();
    let attrs = 1..grid.row.len();
    // Whether `grid` breaks `h` and keeps the other hints, checking only the hints that name
    // a value of the columns `cols` in the rows `moved` (the others hold as in the hidden
    // solution).
    // A comparison depends on more than the rows of the values it names (the number in the
    // row of its first value), so a grid that passes is checked against every kept hint.
    let fits = |grid: &SolutionGrid, mut cols: std::ops::Range<usize>, moved: &[usize]| {
        !hints[h].holds(grid)
            && cols.all(|c| {
                moved.iter().all(|&r| {
                    mentions[c][grid.cell[r][c]]
                        .iter()
                        .all(|&i| i == h || !kept[i] || hints[i].holds(grid))
                })
            })
            && (hints.iter().zip(kept))
                .enumerate()
                .all(|(i, (hint, &k))| i == h || !k || hint.holds(grid))
    };
    for v in hints[h].values() {
        let r = fixed.grid.of(v);
        for r2 in (0..rows).filter(|&r2| r2 != r) {
            grid.swap(v.col, r, r2);
            if fits(&grid, v.col..v.col + 1, &[r, r2]) {
                return Some(grid);
            }
            grid.swap(v.col, r, r2);
            attrs.clone().for_each(|c| grid.swap(c, r, r2));
            if fits(&grid, attrs.clone(), &[r, r2]) {
                return Some(grid);
            }
            attrs.clone().for_each(|c| grid.swap(c, r, r2));
        }
    }
    for v in hints[h].values() {
        let r = fixed.grid.of(v);
        for r2 in (0..rows).filter(|&r2| r2 != r) {
            for r3 in (0..rows).filter(|&r3| r3 != r && r3 != r2) {
                // r → r2 → r3 → r.
                grid.swap(v.col, r, r2);
                grid.swap(v.col, r, r3);
                if fits(&grid, v.col..v.col + 1, &[r, r2, r3]) {
                    return Some(grid);
                }
                grid.swap(v.col, r, r3);
                grid.swap(v.col, r, r2);
            }
        }
    }
    None
}

/// What every removal check of one phase 2 reads, the same for all: the riddle matrix and its
/// values without hints, the hidden solution, the hints with their options as value ids, and
/// for each value of each column the hints that name it.
#[derive(Clone, Copy)]
pub(super) struct Fixed<'f> {
    pub(super) base: &'f Riddle,
    pub(super) grid: &'f SolutionGrid,
    pub(super) hints: &'f [Hint],
    pub(super) options: &'f [Vec<Array2<ValueId>>],
    pub(super) mentions: &'f [Vec<Vec<usize>>],
}

impl Fixed<'_> {
    /// The riddle of the hints `kept`, but `without`.
    pub(super) fn riddle(&self, kept: &[bool], without: Option<usize>) -> Riddle {
        let hints = (0..self.hints.len())
            .filter(|&i| kept[i] && Some(i) != without)
            .map(|i| self.options[i].clone());
        self.base.with_hints(hints.collect())
    }
}

/// Where phase 2 is when a removal is to be checked: the check of `queue[at]`, the hints
/// `kept` (that one still among them), with `spent` nodes spent on phase 2 so far and
/// `nodes_left` in the budget; `needed` tells a hint that a counterexample already shows needed.
#[cfg_attr(not(feature = "parallel"), allow(dead_code))]
pub(super) struct Trial<'t> {
    pub(super) at: usize,
    /// The checks in their order: a hint, and the nodes its solve may take (the budget left
    /// when it is less).
    pub(super) queue: &'t [(usize, u64)],
    pub(super) kept: &'t [bool],
    pub(super) spent: u64,
    pub(super) nodes_left: u64,
    /// Whether no check is to join the queue, if those in it keep their hints (none put off, none
    /// kept for the level to try again).
    pub(super) closing: bool,
    pub(super) needed: &'t dyn Fn(usize) -> bool,
}

/// What a removal check found: a counterexample near the hidden solution (no solve), or the
/// solve of the riddle without the hint.
pub(super) enum Removal {
    Nearby(SolutionGrid),
    Solved(Solved),
}

/// How phase 2's removals are checked: here, one after the other ([`Here`]), or run ahead on
/// other threads (`ahead.rs`); the same answers either way.
pub(super) trait Checks {
    /// Checks the removal of `trial.queue[trial.at]` from the hints kept, its solve taking at most
    /// `max_nodes` nodes.
    fn check(&mut self, trial: Trial<'_>, max_nodes: u64) -> Removal;

    /// The rating of the riddle of the hints `kept`, when it was made on the way, with the budget
    /// of the attempt left at the check that handed it out ([`Trial::nodes_left`]): `generate`
    /// takes it only when it took fewer nodes than its own budget left.
    fn rating(&mut self, _kept: &[bool]) -> Option<Rating> {
        None
    }
}

/// Each removal checked on the calling thread when phase 2 asks.
pub(super) struct Here<'f>(pub(super) Fixed<'f>);

impl Checks for Here<'_> {
    fn check(&mut self, trial: Trial<'_>, max_nodes: u64) -> Removal {
        check_here(self.0, trial.kept, trial.queue[trial.at].0, max_nodes)
    }
}

/// Whether `fixed.hints[h]` can go from the hints `kept`: a counterexample near the hidden
/// solution, or else the riddle without it solved, for at most two solutions and `max_nodes`
/// nodes, given up when `given_up` is raised.
pub(super) fn check_removal(
    fixed: Fixed<'_>,
    kept: &[bool],
    h: usize,
    max_nodes: u64,
    given_up: &AtomicBool,
) -> Removal {
    if let Some(g) = nearby_counterexample(fixed, kept, h) {
        return Removal::Nearby(g);
    }
    let riddle = fixed.riddle(kept, Some(h));
    Removal::Solved(crate::solver::solve_unless(
        &riddle,
        &trial_options(2, max_nodes),
        given_up,
    ))
}

/// [`check_removal`] on the calling thread, never given up.
pub(super) fn check_here(fixed: Fixed<'_>, kept: &[bool], h: usize, max_nodes: u64) -> Removal {
    check_removal(fixed, kept, h, max_nodes, &AtomicBool::new(false))
}

/// The nodes a solve capped at `cap` may take with `nodes_left` in the budget: the cap, or the
/// budget left when it is less.
pub(super) fn limit(cap: Option<u64>, nodes_left: u64) -> u64 {
    cap.map_or(nodes_left, |cap| cap.min(nodes_left))
}

/// The options of the generator's solves: steps off, at most `max` solutions and `max_nodes`
/// nodes, one thread.
pub(super) fn trial_options(max: usize, max_nodes: u64) -> SolveOptions {
    SolveOptions {
        max_solutions: max,
        max_nodes: Some(max_nodes),
        steps: false,
        ..SolveOptions::default()
    }
}

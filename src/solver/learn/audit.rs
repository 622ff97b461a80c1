//! Tests only: every explanation step and every nogood checked against the riddle's solutions,
//! found beforehand by the search without learning.
//!
//! A step "these removals force that one" is unsound when a solution has all of its removals
//! and not the one it forces; a nogood is unsound when a solution has all of its literals. Either
//! panics, naming what was wrong: a learnt nogood never cuts a solution.

use crate::solver::narrowings::Rule;
use crate::solver::state::Conflict;
use std::cell::RefCell;

thread_local! {
    /// Per solution, the row of each value (a great column's unused value: its "unused" bit).
    static SOLUTIONS: RefCell<Vec<Vec<usize>>> = const { RefCell::new(Vec::new()) };
    /// How many steps and nogoods were checked.
    static CHECKED: RefCell<u64> = const { RefCell::new(0) };
}

/// Checks the search's reasoning on this thread against `solutions` (rows per value), until
/// [`stop`].
pub(crate) fn start(solutions: Vec<Vec<usize>>) {
    SOLUTIONS.with(|s| *s.borrow_mut() = solutions);
    CHECKED.with(|c| *c.borrow_mut() = 0);
}

/// Stops checking, and returns how many steps and nogoods were checked.
pub(crate) fn stop() -> u64 {
    SOLUTIONS.with(|s| s.borrow_mut().clear());
    CHECKED.with(|c| *c.borrow())
}

/// Whether the removal of bit `b` from `v` holds in `solution`.
fn holds(solution: &[usize], (v, b): (usize, usize)) -> bool {
    solution[v] != b
}

fn each(check: impl Fn(&[usize])) {
    SOLUTIONS.with(|s| {
        let solutions = s.borrow();
        if !solutions.is_empty() {
            CHECKED.with(|c| *c.borrow_mut() += 1);
        }
        solutions.iter().for_each(|solution| check(solution));
    });
}

/// The explanation of `removal` (made by `why`) took in `pushed`.
pub(super) fn step(pushed: &mut Vec<(usize, usize)>, removal: (usize, usize), why: Rule) {
    each(|solution| {
        let forced = pushed.iter().all(|&p| holds(solution, p));
        assert!(
            !forced || holds(solution, removal),
            "unsound step: {removal:?} by {why:?} from {pushed:?}"
        );
    });
    pushed.clear();
}

/// The explanation of `conflict` took in `pushed`.
pub(super) fn conflict(pushed: &mut Vec<(usize, usize)>, conflict: Conflict) {
    each(|solution| {
        assert!(
            !pushed.iter().all(|&p| holds(solution, p)),
            "unsound failure: {conflict:?} from {pushed:?}"
        );
    });
    pushed.clear();
}

/// A nogood about to be learnt.
pub(super) fn nogood(lits: &[super::Lit]) {
    each(|solution| {
        let all = lits
            .iter()
            .all(|l| (solution[l.value as usize] == l.row as usize) == l.at);
        assert!(!all, "a nogood cuts a solution: {lits:?}");
    });
}

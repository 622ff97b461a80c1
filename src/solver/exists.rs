//! Whether a solution exists with some facts (`solution_with`, for `verify/`) or without a
//! value at its row (`solution_without`, for `explain/minimal.rs`): one search of the riddle
//! compiled with the facts at its start, stopped at its first solution or its node budget.

use super::collect::CountOnly;
use super::compile::model_in;
use super::search::{search, Workspace};
use crate::answer::SolveOptions;
use crate::riddle::Riddle;
use crate::trace::Cell;

/// Whether `riddle`, with only the hints `keep` keeps, has a solution in which `cell`'s value is
/// not at its row: `None` when `max_nodes` nodes do not tell.
pub(crate) fn solution_without(
    riddle: &Riddle,
    keep: impl Fn(usize) -> bool,
    cell: Cell,
    max_nodes: u64,
    ws: &mut Workspace,
) -> Option<bool> {
    let check = SolveOptions {
        max_solutions: 1,
        max_nodes: Some(max_nodes),
        steps: false,
        ..SolveOptions::default()
    };
    let mut model = model_in(riddle, keep, false, true, std::mem::take(&mut ws.model));
    let v = model.table.global(cell.column, cell.value) as usize;
    let outcome = model
        .exclude_at_start(v, cell.row)
        .then(|| search(&mut model, riddle, &check, ws, &mut CountOnly));
    ws.model = model;
    match outcome {
        None => Some(false),
        Some(outcome) if outcome.found > 0 => Some(true),
        Some(outcome) => outcome.stopped.is_none().then_some(false),
    }
}

/// Whether `riddle` has a solution with the facts `facts` (`(cell, true)`: the value is at that
/// row; `false`: it is not), for `verify/`; `None` when `max_nodes` search nodes do not tell.
/// And the search nodes spent.
pub(crate) fn solution_with(
    riddle: &Riddle,
    facts: &[(Cell, bool)],
    max_nodes: u64,
    ws: &mut Workspace,
) -> (Option<bool>, u64) {
    let check = SolveOptions {
        max_solutions: 1,
        max_nodes: Some(max_nodes),
        steps: false,
        ..SolveOptions::default()
    };
    let mut model = model_in(riddle, |_| true, false, true, std::mem::take(&mut ws.model));
    let possible = facts.iter().all(|&(cell, holds)| {
        let v = model.table.global(cell.column, cell.value) as usize;
        if holds {
            model.keep_only_at_start(v, cell.row)
        } else {
            model.exclude_at_start(v, cell.row)
        }
    });
    let outcome = possible.then(|| search(&mut model, riddle, &check, ws, &mut CountOnly));
    ws.model = model;
    match outcome {
        None => (Some(false), 0),
        Some(outcome) if outcome.found > 0 => (Some(true), outcome.nodes),
        Some(outcome) => (outcome.stopped.is_none().then_some(false), outcome.nodes),
    }
}

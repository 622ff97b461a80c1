//! The deletion pass: a citation (hints and grid cells) cut down until dropping any one of them
//! loses a fill, each test an exact solve of the sub-riddle.
//!
//! The sub-riddle is the riddle's columns and start matrix, the cited cells placed in it, and the
//! cited hints only; a fill follows when no solution of it leaves the fill's value off its row
//! (`solver::follows`: one search per fill, the value ruled out of its row at the start). A
//! citation of `k` hints and cells costs at most `k + 1` such tests per fill.

use crate::riddle::{Riddle, BLANK};
use crate::solver::follows;
use crate::trace::Cell;

/// The riddle with `cells` placed in its start matrix (each blank there, one value per column
/// each at most once: cells of a grid the riddle accepted).
fn with_cells(riddle: &Riddle, cells: &[Cell]) -> Riddle {
    let mut start = riddle.start.clone();
    for c in cells {
        debug_assert_eq!(start[(c.row, c.column)], BLANK);
        start[(c.row, c.column)] = c.value;
    }
    Riddle {
        start,
        ..riddle.clone()
    }
}

/// Whether every one of `fills` follows from `riddle` with only `hints` (ascending) and `cells`
/// placed: `None` when a search (each of at most `max_nodes`) ran out of nodes.
pub(crate) fn all_follow(
    riddle: &Riddle,
    hints: &[usize],
    cells: &[Cell],
    fills: &[Cell],
    max_nodes: u64,
) -> Option<bool> {
    let sub = with_cells(riddle, cells);
    for &fill in fills {
        if !follows(&sub, hints, fill, max_nodes)? {
            return Some(false);
        }
    }
    Some(true)
}

/// `hints` (ascending) and `cells` cut down to a minimal citation for `fills`: each cell, then
/// each hint, dropped when the fills still follow without it. `None` when they do not follow
/// from the whole citation (or a search, each of at most `max_nodes`, ran out of nodes).
pub(crate) fn minimize(
    riddle: &Riddle,
    mut hints: Vec<usize>,
    mut cells: Vec<Cell>,
    fills: &[Cell],
    max_nodes: u64,
) -> Option<(Vec<usize>, Vec<Cell>)> {
    if !all_follow(riddle, &hints, &cells, fills, max_nodes)? {
        return None;
    }
    let mut i = 0;
    while i < cells.len() {
        let cell = cells.remove(i);
        if all_follow(riddle, &hints, &cells, fills, max_nodes) != Some(true) {
            cells.insert(i, cell);
            i += 1;
        }
    }
    let mut i = 0;
    while i < hints.len() {
        let hint = hints.remove(i);
        if all_follow(riddle, &hints, &cells, fills, max_nodes) != Some(true) {
            hints.insert(i, hint);
            i += 1;
        }
    }
    Some((hints, cells))
}

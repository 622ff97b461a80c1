//! Checking a person's grid, and the cells on which several solutions differ.

use super::budget::{PLAY_MAX_NODES, PLAY_MAX_SOLUTIONS};
use super::candidates::{FirstSolution, NodesLeft};
use super::grid::{grid_riddle, with_start, Grid, GridCell};
use crate::answer::Solution;
use crate::riddle::Riddle;
use serde::Serialize;

/// What [`check_grid`] finds: `{"consistent": bool, "mistakes": [{"row", "column"}…],
/// "solutions": count, "complete": bool}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct GridCheck {
    /// Whether some solution extends the grid (agrees with every filled cell).
    pub consistent: bool,
    /// The filled cells that are wrong, row by row (see [`check_grid`]); empty when consistent.
    pub mistakes: Vec<GridCell>,
    /// How many solutions extend the grid, counted up to [`PLAY_MAX_SOLUTIONS`].
    pub solutions: usize,
    /// False when a limit (solutions or nodes) cut the search short: `solutions` is then a lower
    /// bound, and `mistakes` were found as described in [`check_grid`] for that case.
    pub complete: bool,
}

/// Checks a partial grid against `riddle`, within [`PLAY_MAX_NODES`] search nodes.
///
/// **A mistake** is a cell the person filled (not one the start matrix gives) that differs from
/// the *closest solution*: the solution of the riddle that agrees with the most filled cells of
/// the grid (the first in the solver's order on a tie). So the mistakes are the fewest cells to
/// clear for the grid to be completed again, whatever their order of filling. With one solution
/// they are exactly the cells that differ from it; a value written twice in a column is a mistake
/// in at least one of its cells; when several filled cells conflict only together (a riddle with
/// several solutions, each cell right in one of them), the cells that the closest solution does
/// not share are the mistakes. A consistent grid has none, and neither has a grid of a riddle
/// without solutions (nothing to compare it with).
///
/// When the riddle has more than [`PLAY_MAX_SOLUTIONS`] solutions, or the node budget runs out,
/// the closest solution cannot be known: the mistakes are then only the filled cells whose value
/// no solution of the riddle has there (each certainly wrong), and `complete` is false.
pub fn check_grid(riddle: &Riddle, grid: &Grid) -> GridCheck {
    let mut budget = NodesLeft {
        left: Some(PLAY_MAX_NODES),
    };
    if let Some(from_grid) = grid_riddle(riddle, grid) {
        let (found, complete) = budget.solve(&from_grid, PLAY_MAX_SOLUTIONS);
        if !found.is_empty() {
            return GridCheck {
                consistent: true,
                mistakes: Vec::new(),
                solutions: found.len(),
                complete,
            };
        }
        if !complete && budget.left == Some(0) {
            return GridCheck {
                consistent: false,
                mistakes: impossible_cells(riddle, grid, &mut budget),
                solutions: 0,
                complete: false,
            };
        }
    }
    let (mistakes, complete) = wrong_cells(riddle, grid, &mut budget);
    GridCheck {
        consistent: false,
        mistakes,
        solutions: 0,
        complete,
    }
}

/// The mistakes of `grid`, as [`check_grid`] finds them, when no solution extends it (for
/// [`next_step`](super::next_step)): empty when a solution does, when the riddle has none, or
/// when [`PLAY_MAX_NODES`] cannot tell.
pub(super) fn mistakes(riddle: &Riddle, grid: &Grid) -> Vec<GridCell> {
    let mut budget = NodesLeft {
        left: Some(PLAY_MAX_NODES),
    };
    if let Some(from_grid) = grid_riddle(riddle, grid) {
        match budget.one(&from_grid) {
            FirstSolution::None => {}
            FirstSolution::Solution(_) | FirstSolution::OutOfNodes => return Vec::new(),
        }
    }
    wrong_cells(riddle, grid, &mut budget).0
}

/// A wrong cell in words, as `check --grid` and [`next_step`](super::next_step) name it:
/// `mistake: row 2, Pet` (rows from 1).
pub fn mistake_words(riddle: &Riddle, cell: GridCell) -> String {
    format!("mistake: row {}, {}", cell.row + 1, riddle.header()[cell.column])
}

/// The mistakes of a grid that no solution extends (see [`check_grid`]), and whether the budget
/// let them be found from the closest solution.
fn wrong_cells(riddle: &Riddle, grid: &Grid, budget: &mut NodesLeft) -> (Vec<GridCell>, bool) {
    let filled = grid.filled_by_person(riddle);
    let (all, complete) = budget.solve(riddle, PLAY_MAX_SOLUTIONS);
    let mistakes = if complete {
        let agreeing = |s: &ndarray::Array2<u16>| {
            filled
                .iter()
                .filter(|g| s[(g.row, g.column)] == grid.cells[(g.row, g.column)])
                .count()
        };
        // The first solution of the most agreeing ones (`max_by_key` would take the last).
        let best = all.iter().rev().max_by_key(|s| agreeing(s));
        match best {
            Some(best) => filled
                .iter()
                .copied()
                .filter(|g| best[(g.row, g.column)] != grid.cells[(g.row, g.column)])
                .collect(),
            None => Vec::new(),
        }
    } else {
        impossible_cells(riddle, grid, budget)
    };
    (mistakes, complete)
}

/// The filled cells whose value no solution of the riddle has there (as far as the budget goes).
fn impossible_cells(riddle: &Riddle, grid: &Grid, budget: &mut NodesLeft) -> Vec<GridCell> {
    grid.filled_by_person(riddle)
        .into_iter()
        .filter(|g| {
            let mut start = riddle.start_matrix().clone();
            start[(g.row, g.column)] = grid.cells[(g.row, g.column)];
            matches!(budget.one(&with_start(riddle, start)), FirstSolution::None)
        })
        .collect()
}

/// The cells that are not the same in every one of `solutions`, row by row: `[{"row",
/// "column"}…]`. Empty for fewer than two solutions.
pub fn differing_cells(solutions: &[Solution]) -> Vec<GridCell> {
    let Some(first) = solutions.first() else {
        return Vec::new();
    };
    first
        .matrix
        .indexed_iter()
        .filter(|&((r, c), &id)| solutions[1..].iter().any(|s| s.matrix[(r, c)] != id))
        .map(|((row, column), _)| GridCell { row, column })
        .collect()
}

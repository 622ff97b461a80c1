//! A person's grid ([`Grid`]): a partial riddle matrix, read from value names, value ids or JSON
//! and checked against the riddle; and the riddle whose start matrix it is.

use crate::error::RiddleError;
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::words::{counted, shortened};
use ndarray::Array2;
use serde::Serialize;

/// A cell of the riddle matrix, without its value: 0-based row and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct GridCell {
    /// 0-based row.
    pub row: usize,
    /// 0-based column.
    pub column: usize,
}

/// A partial riddle matrix as a person filled it: every cell blank or a value of its column, and
/// the start matrix's values where it has them.
///
/// A value may stand in two cells of a column (a person's mistake, which [`check_grid`](super::check_grid) points
/// out); then no solution extends the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    pub(super) cells: Array2<ValueId>,
}

impl Grid {
    /// The start matrix: nothing filled yet.
    pub fn start(riddle: &Riddle) -> Grid {
        Grid {
            cells: riddle.start_matrix().clone(),
        }
    }

    /// A grid of value names (`""` blank), checked against `riddle`. A blank where the start
    /// matrix has a value takes that value.
    ///
    /// Errors name the cell as `grid[row][column]` (0-based): a wrong number of rows or cells, a
    /// value its column does not have, a value other than the start matrix's.
    pub fn from_names<S: AsRef<str>>(riddle: &Riddle, rows: &[Vec<S>]) -> Result<Grid, RiddleError> {
        let (m, n) = (riddle.rows(), riddle.columns());
        if rows.len() != m {
            return Err(RiddleError::at(
                "grid",
                format!("has {}, the riddle has {m}", counted(rows.len(), "row")),
            ));
        }
        let mut cells = Array2::from_elem((m, n), BLANK);
        for (r, row) in rows.iter().enumerate() {
            if row.len() != n {
                return Err(RiddleError::at(
                    format!("grid[{r}]"),
                    format!("row has {}, the header has {n}", counted(row.len(), "cell")),
                ));
            }
            for (c, name) in row.iter().enumerate() {
                let name = name.as_ref().trim();
                if name.is_empty() {
                    continue;
                }
                let Some(k) = riddle.values(c).iter().position(|v| v == name) else {
                    return Err(RiddleError::at(
                        format!("grid[{r}][{c}]"),
                        format!(
                            "\"{}\" is not a value of column \"{}\"",
                            shortened(name),
                            shortened(&riddle.header()[c])
                        ),
                    ));
                };
                cells[(r, c)] = (k + 1) as ValueId;
            }
        }
        Grid::from_ids(riddle, cells)
    }

    /// A grid of value ids ([`BLANK`] blank), checked against `riddle` as [`Grid::from_names`].
    pub fn from_ids(riddle: &Riddle, mut cells: Array2<ValueId>) -> Result<Grid, RiddleError> {
        let (m, n) = (riddle.rows(), riddle.columns());
        if cells.dim() != (m, n) {
            return Err(RiddleError::at(
                "grid",
                format!("is {}×{}, the riddle is {m}×{n}", cells.nrows(), cells.ncols()),
            ));
        }
        for ((r, c), id) in cells.indexed_iter_mut() {
            if usize::from(*id) > riddle.values(c).len() {
                return Err(RiddleError::at(
                    format!("grid[{r}][{c}]"),
                    format!(
                        "value id {id} is not a value of column \"{}\"",
                        shortened(&riddle.header()[c])
                    ),
                ));
            }
            let given = riddle.start_matrix()[(r, c)];
            if given != BLANK && *id != BLANK && *id != given {
                return Err(RiddleError::at(
                    format!("grid[{r}][{c}]"),
                    format!(
                        "the start matrix has \"{}\" here, the grid \"{}\"",
                        shortened(riddle.value_name(c, given)),
                        shortened(riddle.value_name(c, *id))
                    ),
                ));
            }
            if given != BLANK {
                *id = given;
            }
        }
        Ok(Grid { cells })
    }

    /// A grid written in JSON: an array of rows of cells, or an object whose `grid` field is one.
    /// A cell is a string, a whole number (its digits) or `null` (blank), as in a riddle file.
    pub fn from_json(riddle: &Riddle, text: &str) -> Result<Grid, RiddleError> {
        Grid::from_names(riddle, &crate::parse::grid_names(text)?)
    }

    /// The cells as value ids ([`BLANK`] blank).
    pub fn ids(&self) -> &Array2<ValueId> {
        &self.cells
    }

    /// The cell at `row`, `column` set to value id `value` ([`BLANK`] to clear it); a cell of the
    /// start matrix keeps its value.
    pub fn set(&mut self, riddle: &Riddle, row: usize, column: usize, value: ValueId) {
        if riddle.start_matrix()[(row, column)] == BLANK && usize::from(value) <= riddle.values(column).len()
        {
            self.cells[(row, column)] = value;
        }
    }

    /// Whether the grid holds as many values as a solution: every value of every column, but in
    /// a great column (more values than rows) one value in every row.
    pub fn is_full(&self, riddle: &Riddle) -> bool {
        let filled = self.cells.iter().filter(|&&id| id != BLANK).count();
        filled
            == (0..riddle.columns())
                .map(|c| riddle.values(c).len().min(riddle.rows()))
                .sum::<usize>()
    }

    /// The filled cells that the start matrix does not give, row by row.
    pub(super) fn filled_by_person(&self, riddle: &Riddle) -> Vec<GridCell> {
        self.cells
            .indexed_iter()
            .filter(|&((r, c), &id)| id != BLANK && riddle.start_matrix()[(r, c)] == BLANK)
            .map(|((row, column), _)| GridCell { row, column })
            .collect()
    }

    /// The first value that stands twice in a column: its column and name.
    pub(super) fn repeated(&self, riddle: &Riddle) -> Option<(usize, String)> {
        (0..riddle.columns()).find_map(|c| {
            let mut seen = vec![false; riddle.values(c).len() + 1];
            self.cells.column(c).iter().find_map(|&id| {
                let twice = id != BLANK && std::mem::replace(&mut seen[usize::from(id)], true);
                twice.then(|| (c, riddle.value_name(c, id).to_owned()))
            })
        })
    }
}

/// The riddle with `start` as its start matrix (a grid, or a grid with one more cell filled).
/// `start` must hold each value at most once per column.
pub(super) fn with_start(riddle: &Riddle, start: Array2<ValueId>) -> Riddle {
    Riddle {
        start,
        ..riddle.clone()
    }
}

/// The riddle whose start matrix is the grid, or `None` when a value stands twice in a column
/// (no solution extends it).
pub(super) fn grid_riddle(riddle: &Riddle, grid: &Grid) -> Option<Riddle> {
    grid.repeated(riddle)
        .is_none()
        .then(|| with_start(riddle, grid.cells.clone()))
}

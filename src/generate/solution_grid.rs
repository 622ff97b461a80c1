//! The hidden solution a riddle is generated from, as value indices ([`SolutionGrid`]), and a
//! value of a column ([`Val`]).

use super::rng::Rng;

/// A value of a column: (column, value index in [`Column::values`](super::theme::Column::values)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Val {
    pub(crate) col: usize,
    pub(crate) value: usize,
}

/// A complete riddle matrix as value indices: `cell[row][col]`, and `row[col][value]` the
/// other way round. Column 0 is the house, its value `r` at row `r`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SolutionGrid {
    pub(crate) cell: Vec<Vec<usize>>,
    pub(crate) row: Vec<Vec<usize>>,
}

impl SolutionGrid {
    /// A grid whose column `c` has `sizes[c]` values (more than rows: a great column, whose
    /// unused values have the row `usize::MAX`).
    pub(crate) fn with_sizes(cell: Vec<Vec<usize>>, sizes: &[usize]) -> SolutionGrid {
        let mut row: Vec<Vec<usize>> = sizes.iter().map(|&n| vec![usize::MAX; n]).collect();
        for (r, values) in cell.iter().enumerate() {
            for (c, &v) in values.iter().enumerate() {
                row[c][v] = r;
            }
        }
        SolutionGrid { cell, row }
    }

    /// A random solution: the houses in order, every attribute column a random permutation.
    #[cfg(test)]
    pub(crate) fn random(rows: usize, columns: usize, rng: &mut Rng) -> SolutionGrid {
        SolutionGrid::random_sized(rows, &vec![rows; columns], rng)
    }

    /// A random solution of `rows` rows whose column `c` has `sizes[c]` values (column 0, the
    /// house, has `rows`): a great column uses `rows` of its values, drawn at random.
    pub(crate) fn random_sized(rows: usize, sizes: &[usize], rng: &mut Rng) -> SolutionGrid {
        let mut cell: Vec<Vec<usize>> = (0..rows).map(|r| vec![r]).collect();
        for &size in &sizes[1..] {
            let mut perm: Vec<usize> = (0..size).collect();
            rng.shuffle(&mut perm);
            for (values, v) in cell.iter_mut().zip(perm) {
                values.push(v);
            }
        }
        SolutionGrid::with_sizes(cell, sizes)
    }

    /// Swaps the values of rows `r1` and `r2` in column `col`.
    pub(crate) fn swap(&mut self, col: usize, r1: usize, r2: usize) {
        let (v1, v2) = (self.cell[r1][col], self.cell[r2][col]);
        self.cell[r1][col] = v2;
        self.cell[r2][col] = v1;
        self.row[col][v1] = r2;
        self.row[col][v2] = r1;
    }

    /// The value of column `col` at row `r`.
    pub(super) fn at(&self, r: usize, col: usize) -> Val {
        Val {
            col,
            value: self.cell[r][col],
        }
    }

    /// The row of value `v` (`usize::MAX` for a value of a great column that no row holds).
    pub(crate) fn of(&self, v: Val) -> usize {
        self.row[v.col][v.value]
    }

    /// Whether some row holds `v`.
    pub(super) fn holds_value(&self, v: Val) -> bool {
        self.of(v) != usize::MAX
    }
}

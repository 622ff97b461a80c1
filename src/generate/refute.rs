//! What every solution that breaks a hint must have, as a hint of its own: the **refutation**
//! of a hint that holds in the hidden solution ([`refutation`]), and its other side, the hint's
//! values where they are in the hidden solution ([`as_is`]). Phase 2's removal checks
//! (`checks.rs`, `Fixed::refuting`) solve the riddle without a hint and with one hint more,
//! whose options are both: its solutions are those of the riddle without the hint that break
//! it, and the hidden solution, the only one that keeps it (with the hint the riddle has one
//! solution). The answer is the same as without the hint, "the hidden solution alone or not",
//! but the search is told where another solution must differ: 20×20 riddles are made in fewer
//! nodes (docs/speed.md).
//!
//! A refutation is necessary, not always sufficient: it never keeps out a solution that breaks
//! the hint, so the answer is exact; it may let in solutions that keep the hint, but in phase 2
//! the only one is the hidden solution. Each of its options is one row of values.

use super::hints::Hint;
use super::solution_grid::{SolutionGrid, Val};

/// A hint every solution breaking `hint` keeps, as options of one row each (a row holding those
/// values), for a riddle whose column `c` has `sizes[c]` values (column 0, the house, one per
/// row); `hint` holds in `grid`.
///
/// The hint's truth depends only on some cells of the matrix (for most kinds the rows of its
/// values; for a comparison, also the number in its first value's row): a solution agreeing
/// with `grid` on all of them keeps the hint, so one that breaks it differs from `grid` in one of
/// them, "row r holds another value of column c than `grid` does". Some kinds are refuted
/// exactly, more tightly, when their columns hold a value per house (no value left unused): "X
/// is not in house r" by "X is in house r", "X is not beside Y" by "X is beside Y", "X is beside
/// Y" by "X is beside another value of Y's column".
pub(crate) fn refutation(hint: &Hint, grid: &SolutionGrid, sizes: &[usize]) -> Vec<Vec<Val>> {
    let rows = sizes[0];
    let full = |v: Val| sizes[v.col] == rows;
    let house = |r: usize| Val { col: 0, value: r };
    match *hint {
        Hint::NotInRow(a, r) if full(a) => return vec![vec![house(r), a]],
        Hint::NotTogether(a, b) if full(a) && full(b) => return vec![vec![a, b]],
        Hint::SameRow(a, b) if full(a) && full(b) => {
            return (0..sizes[b.col])
                .filter(|&v| v != b.value)
                .map(|value| vec![a, Val { col: b.col, value }])
                .collect()
        }
        _ => {}
    }
    cells(hint, grid)
        .into_iter()
        .flat_map(|(r, c)| {
            (0..sizes[c])
                .filter(move |&value| value != grid.cell[r][c])
                .map(move |value| vec![house(r), Val { col: c, value }])
        })
        .collect()
}

/// The cells of `grid` the truth of `hint` depends on, as (row, column), sorted: the rows of
/// its values (the house numbers it names are fixed), and for a comparison the number in its
/// first value's row. A matrix that agrees with `grid` on them keeps `hint` if `grid` does.
fn cells(hint: &Hint, grid: &SolutionGrid) -> Vec<(usize, usize)> {
    let mut cells: Vec<(usize, usize)> = Vec::new();
    for v in hint.values() {
        let r = grid.of(v);
        cells.push((r, v.col));
        if let Hint::Compare(x, pivot, _) = *hint {
            if v == x {
                cells.push((r, pivot.col));
            }
        }
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The cells of `grid` that `hint` depends on ([`cells`]) as one block: from the first row they
/// take to the last, each row with its house number and, in the rows and columns of those cells,
/// the values of `grid`. Only matrices that agree with `grid` there fit it, and all of those keep
/// `hint`.
pub(crate) fn as_is(hint: &Hint, grid: &SolutionGrid) -> Vec<Vec<Val>> {
    let cells = cells(hint, grid);
    let rows: Vec<usize> = cells.iter().map(|&(r, _)| r).collect();
    let mut cols: Vec<usize> = cells.iter().map(|&(_, c)| c).filter(|&c| c > 0).collect();
    cols.sort_unstable();
    cols.dedup();
    let first = *rows.iter().min().expect("a hint names a value");
    let last = *rows.iter().max().expect("a hint names a value");
    (first..=last)
        .map(|r| {
            let values = cols.iter().filter(|_| rows.contains(&r)).map(|&c| grid.at(r, c));
            [Val { col: 0, value: r }].into_iter().chain(values).collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::kinds::HintKind;
    use crate::generate::rng::Rng;

    /// Whether `grid` fits one of the options (one row holding all of its values).
    fn fits(options: &[Vec<Val>], grid: &SolutionGrid) -> bool {
        (options.iter())
            .any(|o| (0..grid.cell.len()).any(|r| o.iter().all(|v| grid.cell[r][v.col] == v.value)))
    }

    /// Whether `grid` fits the block of rows `block` (each row holding its values) at some offset.
    fn fits_block(block: &[Vec<Val>], grid: &SolutionGrid) -> bool {
        let rows = grid.cell.len();
        (0..=rows.saturating_sub(block.len())).any(|t| {
            (block.iter().enumerate())
                .all(|(i, values)| values.iter().all(|v| grid.cell[t + i][v.col] == v.value))
        }) && block.len() <= rows
    }

    /// Every grid of 4 rows, columns of 4, 4 and 5 values (the last a great column): each that
    /// breaks the hint fits the refutation and not the block of the hint's values as they are,
    /// which the hidden grid fits and the refutation not; the exact refutations fit only the grids
    /// that break the hint. Checked against the hint's own `holds`, by trying every grid.
    #[test]
    fn every_grid_that_breaks_a_hint_fits_its_refutation_and_not_the_hint_as_is() {
        let sizes = [4, 4, 4, 5];
        let mut grids = Vec::new();
        let perms = |n: usize, k: usize| -> Vec<Vec<usize>> {
            let mut out = vec![vec![]];
            for _ in 0..k {
                out = (out.iter())
                    .flat_map(|p: &Vec<usize>| {
                        (0..n)
                            .filter(move |v| !p.contains(v))
                            .map(move |v| [p.clone(), vec![v]].concat())
                    })
                    .collect();
            }
            out
        };
        let (p4, p5) = (perms(4, 4), perms(5, 4));
        for a in &p4 {
            for b in &p4 {
                for c in p5.iter().step_by(7) {
                    let cell = (0..4).map(|r| vec![r, a[r], b[r], c[r]]).collect();
                    grids.push(SolutionGrid::with_sizes(cell, &sizes));
                }
            }
        }
        let mut rng = Rng::new(54);
        let mut exact = 0;
        for round in 0..300 {
            let grid = &grids[rng.below(grids.len())];
            let kind = HintKind::ALL[round % HintKind::ALL.len()];
            let hint = Hint::draw(kind, grid, &[3], &mut rng);
            assert!(hint.holds(grid));
            let refutation = refutation(&hint, grid, &sizes);
            assert!(!fits(&refutation, grid), "{hint:?}");
            let block = as_is(&hint, grid);
            assert!(fits_block(&block, grid), "{hint:?}");
            let mut tight = true;
            for other in &grids {
                let breaks = !hint.holds(other);
                assert!(!(breaks && fits_block(&block, other)), "{hint:?}: {other:?}");
                assert!(
                    !breaks || fits(&refutation, other),
                    "{hint:?} broken by {other:?}"
                );
                tight &= breaks == fits(&refutation, other);
            }
            exact += usize::from(tight);
        }
        assert!(exact > 0, "some refutations are exact");
    }
}

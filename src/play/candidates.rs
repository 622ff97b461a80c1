//! Candidates: the values each cell of a grid can still take, by the merge rules alone or exactly.

use super::budget::{PLAY_MAX_NODES, PLAY_MAX_SOLUTIONS};
use super::grid::{grid_riddle, with_start, Grid};
use crate::answer::{SolveOptions, StopReason};
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::solver::{deduce, solve_riddle};
use crate::trace::Cell;
use ndarray::Array2;
use serde::Serialize;

/// What each cell of a grid can still hold: `{"candidates": [[[values…] per cell] per row], …}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Candidates {
    /// Per row, per column, the names of the values the cell can take, in the column's order,
    /// then `""` when the cell can stay blank (a column with fewer values than rows). Empty
    /// everywhere when no solution extends the grid (as far as the mode can tell).
    pub candidates: Vec<Vec<Vec<String>>>,
    /// The same as value ids ([`BLANK`] last).
    #[serde(skip)]
    pub ids: Vec<Vec<Vec<ValueId>>>,
    /// True: exactly the values some solution extending the grid has in the cell. False: the
    /// values the merge rules have not ruled out, a superset of those.
    pub exact: bool,
    /// False when the node budget ran out before every value was decided: the values not decided
    /// are kept, so that a list never misses a value some solution has there.
    pub complete: bool,
}

impl Candidates {
    fn new(riddle: &Riddle, ids: Vec<Vec<Vec<ValueId>>>, exact: bool, complete: bool) -> Candidates {
        let candidates = ids
            .iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, cell)| {
                        cell.iter()
                            .map(|&id| riddle.value_name(c, id).to_owned())
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Candidates {
            candidates,
            ids,
            exact,
            complete,
        }
    }
}

/// For every cell of `grid`, the values it can still take, within [`PLAY_MAX_NODES`] search nodes.
///
/// `exact == false`: by the merge rules alone, run from the grid to a fixpoint without a search.
/// A value the rules rule out is in no solution extending the grid, so no value a solution has
/// is ever missing; some values listed may be in none.
///
/// `exact == true`: exactly the values that some solution extending the grid has in the cell.
/// The solutions extending the grid are searched for, up to [`PLAY_MAX_SOLUTIONS`]: when that
/// is all of them, their values are the answer. Else their values are marked; then each value
/// the rules leave a cell and no solution found so far has there is put in the cell: if the
/// rules then reach a contradiction, it is out; else a solution is searched for (one at a
/// time), and the values of each solution found are marked too. When the node budget runs out,
/// the values not yet decided stay in the lists and [`Candidates::complete`] is false.
pub fn candidates(riddle: &Riddle, grid: &Grid, exact: bool) -> Candidates {
    candidates_within(riddle, grid, exact, Some(PLAY_MAX_NODES))
}

/// [`candidates`] with a node budget of its own over all its searches (`None`: no limit).
pub fn candidates_within(riddle: &Riddle, grid: &Grid, exact: bool, max_nodes: Option<u64>) -> Candidates {
    let (m, n) = (riddle.rows(), riddle.columns());
    let none = || Candidates::new(riddle, vec![vec![Vec::new(); n]; m], exact, true);
    let Some(from_grid) = grid_riddle(riddle, grid) else {
        return none();
    };
    let Some(rules) = rule_candidates(&from_grid) else {
        return none();
    };
    if !exact {
        return Candidates::new(riddle, rules, false, true);
    }
    let mut search = NodesLeft { left: max_nodes };
    let mut seen: Vec<Vec<Vec<ValueId>>> = vec![vec![Vec::new(); n]; m];
    let mark = |seen: &mut Vec<Vec<Vec<ValueId>>>, matrix: &Array2<ValueId>| {
        for ((r, c), &id) in matrix.indexed_iter() {
            // The stand-in value of a blank cell (see `with_blank`) is a blank.
            let id = if usize::from(id) > riddle.values(c).len() {
                BLANK
            } else {
                id
            };
            if !seen[r][c].contains(&id) {
                seen[r][c].push(id);
            }
        }
    };
    // Most grids have few solutions: all of them, found in one search, give the answer.
    let (found, all) = search.solve(&from_grid, PLAY_MAX_SOLUTIONS);
    for matrix in &found {
        mark(&mut seen, matrix);
    }
    let seen_only = |seen: &Vec<Vec<Vec<ValueId>>>| {
        let mut ids = rules.clone();
        for (r, row) in ids.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                cell.retain(|id| seen[r][c].contains(id));
            }
        }
        ids
    };
    if all {
        return Candidates::new(riddle, seen_only(&seen), true, true);
    }
    if found.is_empty() {
        // Not even one solution within the budget.
        return Candidates::new(riddle, rules, true, false);
    }
    // A value the rules refute at once when it is put in the cell needs no search: all of them
    // are tried in one go, the riddle compiled once.
    let untried: Vec<Cell> = (0..m)
        .flat_map(|r| (0..n).map(move |c| (r, c)))
        .flat_map(|(r, c)| {
            let seen = &seen[r][c];
            rules[r][c]
                .iter()
                .filter(move |&&id| id != BLANK && !seen.contains(&id))
                .map(move |&value| Cell {
                    row: r,
                    column: c,
                    value,
                })
        })
        .collect();
    let queries: Vec<Vec<(Cell, bool)>> = untried.iter().map(|&cell| vec![(cell, true)]).collect();
    let mut refuted: std::collections::HashSet<Cell> = Default::default();
    for (cell, (dom, _)) in untried.iter().zip(deduce(&from_grid, &queries, false)) {
        if dom.is_none() {
            refuted.insert(*cell);
        }
    }
    let mut complete = true;
    let mut exact_ids = rules.clone();
    for cell in &refuted {
        exact_ids[cell.row][cell.column].retain(|&x| x != cell.value);
    }
    for r in 0..m {
        for c in 0..n {
            for &id in &rules[r][c] {
                let cell = Cell {
                    row: r,
                    column: c,
                    value: id,
                };
                if seen[r][c].contains(&id) || refuted.contains(&cell) {
                    continue;
                }
                let mut start = from_grid.start.clone();
                let fixed = if id == BLANK {
                    with_blank(&from_grid, r, c)
                } else {
                    start[(r, c)] = id;
                    with_start(&from_grid, start)
                };
                match search.one(&fixed) {
                    FirstSolution::Solution(matrix) => mark(&mut seen, &matrix),
                    FirstSolution::None => exact_ids[r][c].retain(|&x| x != id),
                    FirstSolution::OutOfNodes => complete = false,
                }
            }
        }
    }
    Candidates::new(riddle, exact_ids, true, complete)
}

/// Per row, per column, the value ids the rules leave a cell ([`BLANK`] last, when the cell can
/// stay blank), from the start matrix of `riddle`; `None` when the rules reach a contradiction.
pub(super) fn rule_candidates(riddle: &Riddle) -> Option<Vec<Vec<Vec<ValueId>>>> {
    let [(dom, _)]: [_; 1] = deduce(riddle, &[Vec::new()], false).try_into().ok()?;
    Some(cells_of(riddle, &dom?))
}

/// The candidates of each cell from the rows each value can take (per column, per id − 1).
pub(super) fn cells_of(riddle: &Riddle, dom: &[Vec<u64>]) -> Vec<Vec<Vec<ValueId>>> {
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut out = vec![vec![Vec::new(); n]; m];
    for (c, rows) in dom.iter().enumerate() {
        for (r, cell) in out.iter_mut().enumerate() {
            let bit = 1u64 << r;
            cell[c].extend(
                (0..rows.len())
                    .filter(|&k| rows[k] & bit != 0)
                    .map(|k| (k + 1) as ValueId),
            );
            let filled_here = rows.contains(&bit);
            if rows.len() < m && !filled_here {
                cell[c].push(BLANK);
            }
            if filled_here {
                cell[c].retain(|&id| id != BLANK && rows[usize::from(id) - 1] == bit);
            }
        }
    }
    out
}

/// The riddle with cell (`row`, `column`) kept blank: a stand-in value, one more than the column
/// has, put there (the column has fewer values than rows, so it has room for it).
fn with_blank(riddle: &Riddle, row: usize, column: usize) -> Riddle {
    let mut values = riddle.values.clone();
    values[column].push("\u{0}blank".to_owned());
    let mut start = riddle.start.clone();
    start[(row, column)] = values[column].len() as ValueId;
    Riddle {
        values,
        start,
        ..riddle.clone()
    }
}

/// What a search for one solution found.
pub(super) enum FirstSolution {
    Solution(Array2<ValueId>),
    None,
    OutOfNodes,
}

/// The nodes left to the searches of one call.
pub(super) struct NodesLeft {
    pub(super) left: Option<u64>,
}

impl NodesLeft {
    /// Searches one solution of `riddle` within the nodes left, and takes the nodes it spent.
    pub(super) fn one(&mut self, riddle: &Riddle) -> FirstSolution {
        let mut all = self.solve(riddle, 1);
        match all.0.pop() {
            Some(matrix) => FirstSolution::Solution(matrix),
            None if all.1 => FirstSolution::None,
            None => FirstSolution::OutOfNodes,
        }
    }

    /// Up to `max` solutions of `riddle` within the nodes left, and whether they are all
    /// (false also when the nodes ran out first).
    pub(super) fn solve(&mut self, riddle: &Riddle, max: usize) -> (Vec<Array2<ValueId>>, bool) {
        if self.left == Some(0) {
            return (Vec::new(), false);
        }
        let solved = solve_riddle(
            riddle,
            &SolveOptions {
                max_solutions: max,
                max_nodes: self.left,
                steps: false,
                ..SolveOptions::default()
            },
        );
        if let Some(left) = &mut self.left {
            *left = left.saturating_sub(solved.stats.nodes);
        }
        let all = solved.stopped.is_none();
        let out_of_nodes = solved.stopped == Some(StopReason::NodeBudget);
        let matrices = solved.solutions.into_iter().map(|s| s.matrix).collect();
        (matrices, all && !out_of_nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_can_stay_blank_unless_a_value_is_filled_there() {
        let riddle = Riddle::from_json(
            r#"{"header": ["P"], "startMatrix": [["a"], [""], [""]], "hints": [],
               "domains": {"P": ["a", "b"]}}"#,
        )
        .unwrap();
        // a in row 1; b in row 2 or 3.
        let cells = cells_of(&riddle, &[vec![0b001, 0b110]]);
        assert_eq!(cells, [vec![vec![1]], vec![vec![2, BLANK]], vec![vec![2, BLANK]]]);
        assert_eq!(rule_candidates(&riddle), Some(cells));
    }

    #[test]
    fn exact_candidates_of_a_blank_cell_come_from_a_stand_in_value() {
        let riddle = Riddle::from_json(
            r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
               "hints": [[[["", "a"], ["", "b"]]]], "domains": {"P": ["a", "b"]}}"#,
        )
        .unwrap();
        // a directly above b: rows 1–2 or 2–3; row 2 is never blank.
        let exact = candidates_within(&riddle, &Grid::start(&riddle), true, None);
        assert_eq!(exact.candidates[0][1], ["a", ""]);
        assert_eq!(exact.candidates[1][1], ["a", "b"]);
        assert_eq!(exact.candidates[2][1], ["b", ""]);
        let blank_kept = with_blank(&riddle, 1, 1);
        assert!(solve_riddle(&blank_kept, &SolveOptions::default())
            .solutions
            .is_empty());
    }
}

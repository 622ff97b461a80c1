//! gridriddle's own reasoning in plain words: one deduction a step, each citing its clues, in
//! the words [`super::verify`] reads.

use super::claim::Claim;
use super::options::VerifyOptions;
use super::verdict::Judge;
use crate::play::{next_step, Grid, NextKind};
use crate::riddle::{Riddle, BLANK};
use crate::{solve_riddle, SolveOptions};

/// The riddle solved in words, one deduction a step: `From clues 3 and 5: house 2's city is
/// Berlin and house 2's job is dentist.` (or `By elimination: …` for a step that rests on the
/// filled cells and the merge rules alone). The steps are those of
/// [`next_step`](crate::play::next_step) from the start matrix to the end, each citing the clues
/// of its `because`; where `next` would have to guess (a riddle that needs a deeper search than
/// its suppositions), the step is the first cell the solution fills that follows from the
/// riddle and the cells filled so far, citing a minimal set of clues it follows from (a
/// deletion pass over all clues). A riddle without exactly one solution is told as far as the
/// deductions go. [`super::verify`] finds every step justified.
///
/// ```
/// let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
/// let steps = gridriddle::verify::reasoning(&riddle);
/// assert!(!steps.is_empty());
/// ```
pub fn reasoning(riddle: &Riddle) -> Vec<String> {
    let mut grid = Grid::start(riddle);
    let mut out = Vec::new();
    let solutions = solve_riddle(
        riddle,
        &SolveOptions {
            max_solutions: 2,
            steps: false,
            ..SolveOptions::default()
        },
    );
    let unique = solutions.complete && solutions.solutions.len() == 1;
    let limit = riddle.rows() * riddle.columns() + 1;
    let defaults = VerifyOptions::default();
    let mut judge = Judge::new(riddle, defaults.max_nodes, u64::MAX);
    for _ in 0..limit {
        let step = next_step(riddle, &grid);
        let (fills, hints) = match step.kind {
            NextKind::Rule | NextKind::Supposition if !step.fills.is_empty() => {
                let fills: Vec<(usize, usize, u16)> = step
                    .fills
                    .iter()
                    .filter_map(|f| {
                        let id = riddle.values(f.column).iter().position(|v| *v == f.value)?;
                        Some((f.row, f.column, (id + 1) as u16))
                    })
                    .collect();
                (fills, step.because.hints.clone())
            }
            NextKind::Stuck if unique => {
                let solution = &solutions.solutions[0].matrix;
                let facts = filled_claims(riddle, &grid);
                let Some(((row, column), &value)) = solution
                    .indexed_iter()
                    .find(|&((r, c), &v)| grid.ids()[(r, c)] == BLANK && v != BLANK)
                else {
                    break;
                };
                let claim = Claim::house(column, value, row, false);
                let Ok(Some(mut hints)) = judge.further(&claim, &[], &facts) else {
                    break;
                };
                if hints.is_empty() && !riddle.hints().is_empty() {
                    hints.push(0); // it follows from the filled cells alone: any clue will do
                }
                (vec![(row, column, value)], hints)
            }
            _ => break,
        };
        if fills.is_empty() {
            break;
        }
        out.push(sentence(riddle, &fills, &hints));
        for (row, column, value) in fills {
            grid.set(riddle, row, column, value);
        }
    }
    out
}

/// The claims of the cells `grid` fills beyond the start matrix.
fn filled_claims(riddle: &Riddle, grid: &Grid) -> Vec<Claim> {
    grid.ids()
        .indexed_iter()
        .filter(|&((r, c), &v)| v != BLANK && riddle.start_matrix()[(r, c)] == BLANK)
        .map(|((r, c), &v)| Claim::house(c, v, r, false))
        .collect()
}

/// One step in words.
fn sentence(riddle: &Riddle, fills: &[(usize, usize, u16)], hints: &[usize]) -> String {
    let lead = match hints {
        [] => "By elimination".to_owned(),
        [one] => format!("From clue {}", one + 1),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(|h| (h + 1).to_string()).collect();
            format!("From clues {} and {}", init.join(", "), last + 1)
        }
    };
    let parts: Vec<String> = fills
        .iter()
        .map(|&(row, column, value)| {
            format!(
                "house {}'s {} is {}",
                row + 1,
                crate::words::column_word(&riddle.header()[column]),
                riddle.value_name(column, value)
            )
        })
        .collect();
    format!("{lead}: {}.", parts.join(" and "))
}

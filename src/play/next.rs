//! The next step: one deduction a person could make from a grid, the smallest that fills a cell.

use super::budget::PLAY_MAX_NODES;
use super::check::{mistake_words, mistakes};
use super::grid::{grid_riddle, Grid, GridCell};
use crate::explain::minimal::minimize;
use crate::explain::{next_words, WordsKind};
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::solver::{deduce, deduce_explained, Premises};
use crate::trace::{Because, Cell, NamedCell, Step};
use crate::words::counted;
use serde::Serialize;

/// What kind of answer [`next_step`] gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[non_exhaustive]
pub enum NextKind {
    /// A merge rule fills cells straight from the grid.
    Rule,
    /// The rules are stuck; supposing a value in a row makes them fail at once, so it is not
    /// there, and ruling it out lets them fill cells.
    Supposition,
    /// The grid is complete and a solution: nothing left to do.
    Solved,
    /// The grid cannot be completed: [`NextStep::mistakes`] are its wrong cells, as
    /// [`check_grid`](super::check_grid) finds them; or, when it finds none (a riddle without
    /// solutions), a value stands twice in a column, or the rules (with the suppositions) reach a
    /// contradiction.
    Mistake,
    /// Neither the rules nor one-level suppositions fill a cell: the next step is a guess, which
    /// this never gives.
    Stuck,
}

/// One deduction: `{"fills": [{"row", "column", "value"}…], "text": "…", "hint": k|null,
/// "rule": 1|2|3|null, "kind": …, "because": {"hints": [k…], "cells": [{"row", "column",
/// "value"}…]}, "words": "…", "mistakes": [{"row", "column"}…]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct NextStep {
    /// The cells the deduction fills, with their values (0-based rows and columns); empty when
    /// there is nothing to fill.
    pub fills: Vec<NamedCell>,
    /// The deduction in words, or why there is none.
    pub text: String,
    /// The hint it uses (0-based): the hint merged, or, for a supposition, the hint that fails
    /// under it; `null` for rule 3 and when there is no deduction.
    pub hint: Option<usize>,
    /// All the riddle's hints it uses (several when rule 1 merged them into one).
    pub hints: Vec<usize>,
    /// The words of [`NextStep::hint`], when the riddle has hint texts.
    pub hint_text: Option<String>,
    /// The merge rule (1, 2 or 3) of the deduction that fills the cells.
    pub rule: Option<u8>,
    /// What kind of answer this is.
    pub kind: NextKind,
    /// For a supposition: the values supposed and refuted, each at its row, in the order the
    /// text gives them (usually one).
    pub refuted: Vec<NamedCell>,
    /// The deduction that fills the cells, as data (as in the detailed solution).
    pub step: Option<Step>,
    /// What the fills rest on: the hints and the grid's filled cells (beyond the start matrix),
    /// a minimal set (dropping any one loses a fill); empty when there is nothing to fill.
    pub because: Because,
    /// The step in plain words, for a person: the facts and clues it rests on (each clue by its
    /// number, quoted or paraphrased) and what follows; no method words.
    pub words: String,
    /// For [`NextKind::Mistake`]: the grid's wrong cells, as [`check_grid`](super::check_grid)
    /// finds them, row by row (also named in [`NextStep::text`]); empty otherwise.
    pub mistakes: Vec<GridCell>,
}

impl NextStep {
    fn nothing(kind: NextKind, text: impl Into<String>) -> NextStep {
        NextStep {
            fills: Vec::new(),
            text: text.into(),
            hint: None,
            hints: Vec::new(),
            hint_text: None,
            rule: None,
            kind,
            refuted: Vec::new(),
            step: None,
            because: Because::default(),
            words: String::new(),
            mistakes: Vec::new(),
        }
    }
}

/// The next deduction from `grid`: never a guess.
///
/// **A grid no solution extends** gets no deduction: the answer is [`NextKind::Mistake`], which
/// names the wrong cells first, in the words of `check --grid` ([`mistake_words`]): "The grid
/// cannot be completed; mistake: row 1, Nationality". (Only when there are none to name, in a
/// riddle without solutions, does it say which value stands twice or which hint fails.)
///
/// **The smallest step that makes progress** is chosen this way:
/// 1. The merge rules run from the grid to a fixpoint, logging why each narrowing happened. Each
///    of their deductions that fills a cell (one merge of one hint, rule 1 or 2, or one cell that
///    only one value or row is left for, rule 3) is a candidate, and what its fills rest on is
///    walked back: the hints and the grid's cells. The step is the candidate that rests on the
///    fewest (cut down to a minimal set by the exact solver, see [`NextStep::because`]); ties go
///    to the earlier in the detailed solution's order. Rejections before it fill nothing and are
///    not shown.
/// 2. When the rules fill nothing, every value still free is supposed in every row left to it,
///    one at a time: a supposition under which the rules alone reach a contradiction is refuted
///    ("suppose X is in row r: then hint k can no longer hold, so X is not in row r"). The
///    refutations are tried shortest first (fewest rule steps to the contradiction), and the
///    first after which the rules fill a cell is the step; if no single one does, all of them
///    together, when that fills a cell. If even that fills nothing, the refuted values are
///    ruled out and the suppositions tried again from there (up to 16 rounds): each refutation
///    is still one level deep, given the ones before it, which the text lists in order.
/// 3. Otherwise the step is [`NextKind::Stuck`] (or [`NextKind::Mistake`], when the refutations
///    leave a value no row), with no fills.
pub fn next_step(riddle: &Riddle, grid: &Grid) -> NextStep {
    let wrong = mistakes(riddle, grid);
    if !wrong.is_empty() {
        let words: Vec<String> = wrong.iter().map(|&cell| mistake_words(riddle, cell)).collect();
        return NextStep {
            mistakes: wrong,
            ..NextStep::nothing(
                NextKind::Mistake,
                format!("The grid cannot be completed; {}", words.join("; ")),
            )
        };
    }
    let Some(from_grid) = grid_riddle(riddle, grid) else {
        let (c, name) = grid.repeated(riddle).unwrap_or_default();
        return NextStep::nothing(
            NextKind::Mistake,
            format!(
                "{} {name} stands twice in the grid: it has one row",
                riddle.header()[c]
            ),
        );
    };
    let [explained]: [_; 1] = deduce_explained(&from_grid, &[Vec::new()])
        .try_into()
        .expect("one query, one answer");
    let steps = &explained.steps;
    let Some(dom) = &explained.rows else {
        return NextStep::nothing(
            NextKind::Mistake,
            format!(
                "The grid cannot be completed: {}",
                failure(riddle, steps).unwrap_or_else(|| "the rules reach a contradiction".to_owned())
            ),
        );
    };
    if grid.is_full(riddle) {
        return NextStep::nothing(NextKind::Solved, "The grid is complete: it is a solution");
    }
    if let Some((i, hints, cells)) = smallest(riddle, &explained.steps, &explained.because) {
        return cited(
            riddle,
            from_rule(riddle, &steps[i], NextKind::Rule),
            hints,
            &cells,
            &[],
        );
    }
    suppose(riddle, &from_grid, dom)
}

/// How many candidates [`smallest`] cuts down with the exact solver (those resting on the
/// fewest hints and cells before the cut).
const CANDIDATES_CUT: usize = 3;

/// The step of `steps` (its index) whose fills rest on the fewest hints and grid cells, with its
/// minimal citation; `None` when no step fills a cell.
fn smallest(riddle: &Riddle, steps: &[Step], because: &[Premises]) -> Option<(usize, Vec<usize>, Vec<Cell>)> {
    let mut candidates: Vec<(usize, Vec<usize>, Vec<Cell>)> = steps
        .iter()
        .zip(because)
        .enumerate()
        .filter(|(_, (step, _))| !step.filled().is_empty())
        .map(|(i, (_, premises))| (i, premises.hints.clone(), person_cells(riddle, &premises.cells)))
        .collect();
    candidates.sort_by_key(|(i, hints, cells)| (hints.len() + cells.len(), *i));
    candidates
        .into_iter()
        .take(CANDIDATES_CUT)
        .map(|(i, hints, cells)| {
            let cut = minimize(
                riddle,
                hints.clone(),
                cells.clone(),
                &steps[i].filled(),
                PLAY_MAX_NODES,
            );
            // The reasons are sound: the fills follow from what they cite (small riddles never
            // run out of nodes).
            debug_assert!(cut.is_some() || riddle.rows() > 8, "{:?}", steps[i]);
            let (hints, cells) = cut.unwrap_or((hints, cells));
            (i, hints, cells)
        })
        .min_by_key(|(i, hints, cells)| (hints.len() + cells.len(), *i))
}

/// The cells of `cells` that the riddle's start matrix does not give: those a person filled.
fn person_cells(riddle: &Riddle, cells: &[Cell]) -> Vec<Cell> {
    cells
        .iter()
        .filter(|c| riddle.start_matrix()[(c.row, c.column)] == BLANK)
        .copied()
        .collect()
}

/// The answer `out` with what it rests on (the hints and grid cells cited, named in
/// [`NextStep::because`]) and its plain words ([`next_words`]); `refuted` are the values a
/// supposition ruled out, in order (none for a rule step).
fn cited(
    riddle: &Riddle,
    mut out: NextStep,
    hints: Vec<usize>,
    cells: &[Cell],
    refuted: &[Cell],
) -> NextStep {
    if let Some(step) = &out.step {
        let kind = if refuted.is_empty() {
            match step {
                Step::Fill { .. } | Step::Unused { .. } | Step::Exclude { .. } => WordsKind::Only,
                Step::Merge { .. } | Step::MergeHints { .. } | Step::Assume { .. } => WordsKind::Clue,
                Step::Reject { .. } => WordsKind::Readings,
            }
        } else {
            WordsKind::Refuted(refuted.to_vec())
        };
        out.words = next_words(riddle, &step.filled(), &hints, cells, &kind);
    }
    out.because = Because {
        hints,
        cells: cells.iter().map(|&c| named(riddle, c)).collect(),
    };
    out
}

/// The step that fills cells, as an answer.
fn from_rule(riddle: &Riddle, step: &Step, kind: NextKind) -> NextStep {
    // Only a step that fills cells comes here: never rule 1's merging of two hints, whose hints
    // are both used.
    let hints = step.hints();
    let hint = hints.first().copied();
    NextStep {
        fills: step.filled().into_iter().map(|c| named(riddle, c)).collect(),
        text: step.text(riddle),
        hint,
        hint_text: hint.and_then(|h| riddle.hint_text(h)).map(str::to_owned),
        hints,
        rule: step.rule(),
        kind,
        refuted: Vec::new(),
        step: Some(step.clone()),
        because: Because::default(),
        words: String::new(),
        mistakes: Vec::new(),
    }
}

fn named(riddle: &Riddle, cell: Cell) -> NamedCell {
    NamedCell {
        row: cell.row,
        column: cell.column,
        value: riddle.value_name(cell.column, cell.value).to_owned(),
    }
}

/// The hint whose options all failed last in `steps`, if a hint failed (not a column).
fn failed_hint(steps: &[Step]) -> Option<usize> {
    steps
        .iter()
        .rev()
        .find_map(|s| s.exhausted_hints().first().copied())
}

/// Why the rules reached a contradiction, in words.
fn failure(riddle: &Riddle, steps: &[Step]) -> Option<String> {
    let h = failed_hint(steps)?;
    Some(match riddle.hint_text(h) {
        Some(text) => format!("hint {} (\"{text}\") can no longer hold", h + 1),
        None => format!("hint {} can no longer hold", h + 1),
    })
}

/// The most rounds of suppositions [`suppose`] makes before it gives up.
const MAX_ROUNDS: usize = 16;

/// Step 2 of [`next_step`]: one-level suppositions from the rules' fixpoint `dom`, in rounds: the
/// refutations of one round are taken as facts by the next, until one fills a cell.
fn suppose(riddle: &Riddle, from_grid: &Riddle, dom: &[Vec<u64>]) -> NextStep {
    // The refuted suppositions of the earlier rounds, each with the steps to its contradiction.
    let mut earlier: Vec<(Cell, Vec<Step>)> = Vec::new();
    let mut dom = dom.to_vec();
    for _ in 0..MAX_ROUNDS {
        let base: Vec<(Cell, bool)> = earlier.iter().map(|&(c, _)| (c, false)).collect();
        let mut tried: Vec<Cell> = Vec::new();
        for (column, rows) in dom.iter().enumerate() {
            for (k, &d) in rows.iter().enumerate() {
                if d.count_ones() < 2 {
                    continue;
                }
                for row in (0..riddle.rows()).filter(|&r| d & (1 << r) != 0) {
                    tried.push(Cell {
                        row,
                        column,
                        value: (k + 1) as ValueId,
                    });
                }
            }
        }
        let with_base =
            |extra: &[(Cell, bool)]| -> Vec<(Cell, bool)> { base.iter().chain(extra).copied().collect() };
        // Which suppositions fail, steps off (faster); then the steps to their contradiction.
        let queries: Vec<Vec<(Cell, bool)>> = tried.iter().map(|&c| with_base(&[(c, true)])).collect();
        let failing: Vec<Cell> = tried
            .into_iter()
            .zip(deduce(from_grid, &queries, false))
            .filter(|(_, (dom, _))| dom.is_none())
            .map(|(cell, _)| cell)
            .collect();
        let queries: Vec<Vec<(Cell, bool)>> = failing.iter().map(|&c| with_base(&[(c, true)])).collect();
        // The refuted suppositions, with the steps to their contradiction: shortest first.
        let mut refuted: Vec<(Cell, Vec<Step>)> = failing
            .into_iter()
            .zip(deduce(from_grid, &queries, true))
            .filter(|(_, (dom, _))| dom.is_none())
            .map(|(cell, (_, steps))| (cell, steps))
            .collect();
        refuted.sort_by_key(|(_, steps)| steps.len());
        if refuted.is_empty() {
            break;
        }
        let mut queries: Vec<Vec<(Cell, bool)>> =
            refuted.iter().map(|&(c, _)| with_base(&[(c, false)])).collect();
        let all: Vec<(Cell, bool)> = refuted.iter().map(|&(c, _)| (c, false)).collect();
        queries.push(with_base(&all));
        let answers = deduce(from_grid, &queries, true);
        let last = answers.len() - 1;
        for (i, (dom, steps)) in answers.iter().enumerate() {
            let which: Vec<&(Cell, Vec<Step>)> = if i == last {
                earlier.iter().chain(&refuted).collect()
            } else {
                earlier.iter().chain([&refuted[i]]).collect()
            };
            if dom.is_none() {
                if i == last {
                    return NextStep::nothing(
                        NextKind::Mistake,
                        "The grid cannot be completed: every row left to a value fails when it is supposed there",
                    );
                }
                continue;
            }
            let Some(step) = steps.iter().find(|s| !s.filled().is_empty()) else {
                continue;
            };
            return supposition(riddle, from_grid, step, &which);
        }
        let Some((next, _)) = answers.into_iter().last() else {
            break;
        };
        dom = next.expect("the refutations together are no contradiction (checked above)");
        earlier.extend(refuted);
    }
    let text = if earlier.is_empty() {
        "The rules are stuck, and no supposition of a value in a row fails at once: \
         the next step would be a guess"
            .to_owned()
    } else {
        format!(
            "The rules are stuck, and ruling out what fails at once ({} refuted) fills no cell: \
             the next step would be a guess",
            counted(earlier.len(), "supposition")
        )
    };
    NextStep::nothing(NextKind::Stuck, text)
}

/// What the fill `step` rests on, reached from `from_grid` by ruling out the suppositions `which`
/// in order: the walk-backs of each refutation's contradiction and of the step, together, cut
/// down to a minimal citation.
fn supposition_because(
    riddle: &Riddle,
    from_grid: &Riddle,
    step: &Step,
    which: &[&(Cell, Vec<Step>)],
) -> (Vec<usize>, Vec<Cell>) {
    // Each refutation under the ones before it (a superset of the facts it was made under: the
    // contradiction stays); then the step with all of them ruled out.
    let mut queries: Vec<Vec<(Cell, bool)>> = (0..which.len())
        .map(|i| {
            let earlier = which[..i].iter().map(|(c, _)| (*c, false));
            earlier.chain([(which[i].0, true)]).collect()
        })
        .collect();
    queries.push(which.iter().map(|(c, _)| (*c, false)).collect());
    let answers = deduce_explained(from_grid, &queries);
    let (mut hints, mut cells) = (Vec::new(), Vec::new());
    let (last, refutations) = answers.split_last().expect("one query at least");
    for premises in refutations.iter().filter_map(|a| a.conflict.as_ref()) {
        hints.extend(&premises.hints);
        cells.extend(person_cells(riddle, &premises.cells));
    }
    if let Some(i) = last.steps.iter().position(|s| s == step) {
        hints.extend(&last.because[i].hints);
        cells.extend(person_cells(riddle, &last.because[i].cells));
    }
    hints.sort_unstable();
    hints.dedup();
    cells.sort_unstable_by_key(|c| (c.row, c.column));
    cells.dedup();
    let cut = minimize(
        riddle,
        hints.clone(),
        cells.clone(),
        &step.filled(),
        PLAY_MAX_NODES,
    );
    debug_assert!(cut.is_some() || riddle.rows() > 8, "{step:?}");
    cut.unwrap_or((hints, cells))
}

/// The answer for the fill `step` reached by ruling out the suppositions `which`, in order.
fn supposition(riddle: &Riddle, from_grid: &Riddle, step: &Step, which: &[&(Cell, Vec<Step>)]) -> NextStep {
    let (hints, cells) = supposition_because(riddle, from_grid, step, which);
    let refuted: Vec<Cell> = which.iter().map(|(c, _)| *c).collect();
    let mut out = cited(
        riddle,
        from_rule(riddle, step, NextKind::Supposition),
        hints,
        &cells,
        &refuted,
    );
    let mut text = String::new();
    for (cell, steps) in which {
        let value = format!(
            "{} {}",
            riddle.header()[cell.column],
            riddle.value_name(cell.column, cell.value)
        );
        let why = failure(riddle, steps)
            .unwrap_or_else(|| "a column has no room left for all its values".to_owned());
        text.push_str(&format!(
            "Suppose {value} is in row {}: then {why}, so {value} is not in row {}. ",
            cell.row + 1,
            cell.row + 1
        ));
    }
    text.push_str(&out.text);
    out.text = text;
    out.refuted = refuted.iter().map(|&c| named(riddle, c)).collect();
    if let [(_, steps)] = which {
        if let Some(failed) = failed_hint(steps) {
            out.hint = Some(failed);
            out.hint_text = riddle.hint_text(failed).map(str::to_owned);
            if !out.hints.contains(&failed) {
                out.hints.insert(0, failed);
            }
        }
    }
    out
}

//! The detailed solution: steps as data, and the sentences a reader sees for them.
//!
//! Steps hold ids (hint and option indices, rows, value ids) so that recording them during the
//! search costs little; [`Step::text`] and [`StepReport`] turn them into words with the riddle's
//! own names. Indices in the data are 0-based; the sentences count from 1, as people do.

use crate::riddle::{Riddle, ValueId};
use itertools::Itertools;
use serde::Serialize;
use std::fmt::Write as _;

/// One cell of the riddle matrix: a value (id) at a row, in a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Cell {
    /// 0-based row of the riddle matrix.
    pub row: usize,
    /// 0-based column.
    pub column: usize,
    /// The value id in that column (never blank).
    pub value: ValueId,
}

/// Why rule 3 filled a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[non_exhaustive]
pub enum FillReason {
    /// No other value of the column can still go in this blank cell.
    OnlyValueForCell,
    /// No other row of the column can still take this value.
    OnlyRowForValue,
}

/// One step of a detailed solution.
///
/// What is derived from a step is asked of it ([`Step::rule`], [`Step::hints`],
/// [`Step::filled`], [`Step::text`]), so that a new kind of step is added here and the compiler
/// points at every place that must say something about it. The enum may grow: code outside the
/// crate matches it with a `_` arm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[non_exhaustive]
pub enum Step {
    /// Rule 1, before the search: two hints that share a value became one, merged at the
    /// alignment that puts the shared value on one row; pairings of their options that could
    /// not be merged there were rejected.
    MergeHints {
        /// The riddle's hints behind each of the two (each may already be a merge).
        hints: [Vec<usize>; 2],
        /// The shared value: (column, value id).
        shared: (usize, ValueId),
        /// How many merged options were kept.
        kept: usize,
        /// How many pairings of options were rejected.
        rejected: usize,
    },
    /// Rule 1 or 2: a hint merged into the riddle matrix, filling the cells that every
    /// placement still open to it agrees on.
    Merge {
        /// 2 when the hint already shared a value with the riddle matrix, 1 when only the
        /// values it shares with other hints narrowed it.
        rule: u8,
        /// The riddle's hints (0-based) behind it: one, or several that rule 1 merged.
        hints: Vec<usize>,
        /// The option taken from each of `hints`, when only one option is left (0-based).
        option: Option<Vec<usize>>,
        /// The rows of the riddle matrix the hint landed on.
        rows: Vec<usize>,
        /// The cells the merge filled (blank before).
        cells: Vec<Cell>,
    },
    /// Rule 1 or 2: options of a hint that can no longer be merged were rejected.
    Reject {
        /// 2 when the hint shares a value with the riddle matrix, 1 otherwise.
        rule: u8,
        /// The riddle's hints (0-based) behind it.
        hints: Vec<usize>,
        /// Each option rejected: the option of each of `hints` (0-based).
        options: Vec<Vec<usize>>,
        /// Whether no option of the hint is left (this branch of the search fails).
        exhausted: bool,
    },
    /// Rule 3: a blank cell that only one value can take, or a value that only one row can take.
    Fill {
        /// The cell filled.
        cell: Cell,
        /// Which of the two it was.
        reason: FillReason,
    },
    /// Rule 3 in a great column: no row is left for a value, so it stays unused (a great column
    /// has more values than rows; each row holds one, each value at most one row).
    Unused {
        /// The column (great).
        column: usize,
        /// The value id left unused.
        value: ValueId,
    },
    /// The search assumed that a value is (or, on the second branch, is not) at a row.
    Assume {
        /// The value and the row.
        cell: Cell,
        /// `true`: the value is at that row; `false`: it is not.
        holds: bool,
    },
    /// Assuming the value at that row led to no solution, so it is not there.
    Exclude {
        /// The value and the row ruled out.
        cell: Cell,
    },
}

impl Step {
    /// The rule of the article behind this step: 1 (hints merged with each other, before or
    /// during the search), 2 (a hint merged into the riddle matrix, or its options rejected
    /// there) or 3 (a cell only one value can take, or a value only one row: in a great column,
    /// also a value no row is left for); `None` for the search's own steps (an assumption, and
    /// what a failed one excludes). The detailed solution's sentence starts with `Rule N:`
    /// exactly when this is `Some(N)`, and the page tags the step `Rule N`.
    pub fn rule(&self) -> Option<u8> {
        match self {
            Step::MergeHints { .. } => Some(1),
            Step::Merge { rule, .. } | Step::Reject { rule, .. } => Some(*rule),
            Step::Fill { .. } | Step::Unused { .. } => Some(3),
            Step::Assume { .. } | Step::Exclude { .. } => None,
        }
    }

    /// Whether the step is the search's own (an assumption, or what a failed one excludes), not
    /// one of the rules: `rule()` is `None`.
    pub fn is_search(&self) -> bool {
        self.rule().is_none()
    }

    /// Whether the step was taken before the search, on the hints alone (rule 1 merging two
    /// hints); every other step acts on the riddle matrix during the search.
    pub fn is_before_search(&self) -> bool {
        match self {
            Step::MergeHints { .. } => true,
            Step::Merge { .. }
            | Step::Reject { .. }
            | Step::Fill { .. }
            | Step::Unused { .. }
            | Step::Assume { .. }
            | Step::Exclude { .. } => false,
        }
    }

    /// The riddle's hints (0-based) the step uses: the two merged by rule 1 (each may already
    /// be a merge of several), or the hint merged or whose options were rejected; none for
    /// rule 3 and the search. A hint may appear once per step.
    pub fn hints(&self) -> Vec<usize> {
        match self {
            Step::MergeHints { hints, .. } => hints.iter().flatten().copied().collect(),
            Step::Merge { hints, .. } | Step::Reject { hints, .. } => hints.clone(),
            Step::Fill { .. } | Step::Unused { .. } | Step::Assume { .. } | Step::Exclude { .. } => {
                Vec::new()
            }
        }
    }

    /// The cells of the riddle matrix this step filled.
    pub fn filled(&self) -> Vec<Cell> {
        match self {
            Step::Merge { cells, .. } => cells.clone(),
            Step::Fill { cell, .. } | Step::Assume { cell, holds: true } => vec![*cell],
            Step::Assume { holds: false, .. }
            | Step::MergeHints { .. }
            | Step::Reject { .. }
            | Step::Unused { .. }
            | Step::Exclude { .. } => Vec::new(),
        }
    }

    /// The riddle's hints (0-based) whose every option this step rejected, so that the branch
    /// it is on has no solution; empty for every other step.
    pub fn exhausted_hints(&self) -> &[usize] {
        match self {
            Step::Reject {
                hints,
                exhausted: true,
                ..
            } => hints,
            Step::Reject { exhausted: false, .. }
            | Step::MergeHints { .. }
            | Step::Merge { .. }
            | Step::Fill { .. }
            | Step::Unused { .. }
            | Step::Assume { .. }
            | Step::Exclude { .. } => &[],
        }
    }

    /// Whether the step's data holds its rule (a field `rule`), which the JSON report then
    /// does not write a second time.
    fn holds_rule(&self) -> bool {
        match self {
            Step::Merge { .. } | Step::Reject { .. } => true,
            Step::MergeHints { .. }
            | Step::Fill { .. }
            | Step::Unused { .. }
            | Step::Assume { .. }
            | Step::Exclude { .. } => false,
        }
    }

    /// The step as a sentence, with the riddle's names.
    ///
    /// `Rule 2: hint 6 ("the green house is directly left of the white house") merged at rows
    /// 4–5: Color green, white`
    pub fn text(&self, riddle: &Riddle) -> String {
        match self {
            Step::MergeHints {
                hints,
                shared,
                kept,
                rejected,
            } => {
                let mut s = format!(
                    "Rule 1: {} and {} share {}, so they are merged into one hint",
                    hint_names(riddle, &hints[0]),
                    hint_names(riddle, &hints[1]),
                    value_phrase(riddle, shared.0, shared.1),
                );
                match (kept, rejected) {
                    (0, _) => s.push_str(
                        "; no pairing of their options can be merged, so the riddle has no solution",
                    ),
                    (_, 0) => {}
                    (_, r) => {
                        let _ = write!(
                            s,
                            " ({r} of {} of options rejected)",
                            crate::words::counted(r + kept, "pairing")
                        );
                    }
                }
                s
            }
            Step::Merge {
                rule,
                hints,
                option,
                rows,
                cells,
            } => format!(
                "Rule {rule}: {} merged at {}: {}",
                hint_with_option(riddle, hints, option.as_deref()),
                rows_phrase(rows),
                cells_phrase(riddle, cells)
            ),
            Step::Reject {
                rule,
                hints,
                options,
                exhausted,
            } => {
                let which = match options.as_slice() {
                    [one] => format!("option {}", option_name(one)),
                    _ => format!("options {}", options.iter().map(|o| option_name(o)).join(", ")),
                };
                let why = if *rule == 2 {
                    "the riddle matrix"
                } else {
                    "the other hints"
                };
                let mut s = format!(
                    "Rule {rule}: {which} of {} cannot be merged with {why}: rejected",
                    hint_names(riddle, hints)
                );
                if *exhausted {
                    s.push_str("; no option is left, so this branch has no solution");
                }
                s
            }
            Step::Fill { cell, reason } => {
                let column = &riddle.header()[cell.column];
                let value = riddle.value_name(cell.column, cell.value);
                match reason {
                    FillReason::OnlyValueForCell => format!(
                        "Rule 3: the blank {column} cell of row {} can only take {value}",
                        cell.row + 1
                    ),
                    FillReason::OnlyRowForValue => {
                        format!("Rule 3: {column} {value} can only go in row {}", cell.row + 1)
                    }
                }
            }
            Step::Unused { column, value } => format!(
                "Rule 3: no row of {} is left for {}: it stays unused",
                riddle.header()[*column],
                riddle.value_name(*column, *value)
            ),
            Step::Assume { cell, holds } => format!(
                "Assume {} {} in row {}",
                value_phrase(riddle, cell.column, cell.value),
                if *holds { "is" } else { "is not" },
                cell.row + 1
            ),
            Step::Exclude { cell } => format!(
                "{} is not in row {}: assuming it there leads to no solution",
                capitalise(&value_phrase(riddle, cell.column, cell.value)),
                cell.row + 1
            ),
        }
    }
}

/// A step as the JSON output shows it: the data, its rule, with value names, and its sentence.
///
/// Serialised as the step's fields (`kind`, …), then `rule` ([`Step::rule`]: 1, 2, 3, or `null`
/// for the search's steps; merges and rejections hold it among their fields already), `filled`
/// and `text`.
#[derive(Debug, Clone)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
// The derive writes the flattened `step` as `extends Step`, which TypeScript refuses for a union.
#[cfg_attr(
    target_arch = "wasm32",
    tsify(
        type = "Step & { rule: 1 | 2 | 3 | null; filled: NamedCell[]; text: string; because?: Because; words?: string }"
    )
)]
pub struct StepReport {
    /// The step's data.
    pub step: Step,
    /// The cells this step filled, with names, for drawing.
    pub filled: Vec<NamedCell>,
    /// The sentence.
    pub text: String,
    /// What the step rests on, in the solver's terms: its hints, and the filled cells (the
    /// start matrix's among them) that the rules read to make its fills. `None` when not asked
    /// for ([`StepReport::new`]); [`Report`](crate::Report) fills it.
    pub because: Option<Because>,
    /// The step in plain words for a person ([`solution_words`](crate::explain::solution_words)):
    /// `None` when not asked for ([`StepReport::new`]); [`Report`](crate::Report) fills it.
    pub words: Option<String>,
}

impl Serialize for StepReport {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// The JSON shape: `rule` once for every kind of step.
        #[derive(Serialize)]
        struct StepReportJson<'a> {
            #[serde(flatten)]
            step: &'a Step,
            #[serde(skip_serializing_if = "Option::is_none")]
            rule: Option<Option<u8>>,
            filled: &'a [NamedCell],
            text: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            because: Option<&'a Because>,
            #[serde(skip_serializing_if = "Option::is_none")]
            words: Option<&'a str>,
        }
        StepReportJson {
            step: &self.step,
            rule: (!self.step.holds_rule()).then(|| self.step.rule()),
            filled: &self.filled,
            text: &self.text,
            because: self.because.as_ref(),
            words: self.words.as_deref(),
        }
        .serialize(serializer)
    }
}

/// A cell with its value written out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct NamedCell {
    /// 0-based row.
    pub row: usize,
    /// 0-based column.
    pub column: usize,
    /// The value's text.
    pub value: String,
}

/// What a step rests on.
///
/// For [`next_step`](crate::play::next_step)
/// ([`NextStep::because`](crate::play::NextStep::because)), in the person's grid's terms: the
/// riddle's hints and the cells of the grid (beyond the start matrix) that it needs. Minimal:
/// without any one of them, the step's fills no longer follow. Values ruled out on the way are part
/// of the explanation, not premises.
///
/// For a step of the detailed solution ([`StepReport::because`]), in the solver's terms: the
/// step's hints, and the filled cells the rules read to make its fills.
///
/// JSON: `{"hints": [k…], "cells": [{"row", "column", "value"}…]}` (0-based; the value by name).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Because {
    /// The riddle's hints (0-based), ascending.
    pub hints: Vec<usize>,
    /// Filled cells of the grid, row by row.
    pub cells: Vec<NamedCell>,
}

impl Because {
    /// How many hints and cells it cites: the size of the step.
    pub fn len(&self) -> usize {
        self.hints.len() + self.cells.len()
    }

    /// Whether it cites nothing (a step from the start matrix alone, or no step).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl StepReport {
    /// Names and words for `step` in `riddle`.
    pub fn new(riddle: &Riddle, step: &Step) -> Self {
        let filled = step
            .filled()
            .into_iter()
            .map(|c| NamedCell {
                row: c.row,
                column: c.column,
                value: riddle.value_name(c.column, c.value).to_owned(),
            })
            .collect();
        StepReport {
            step: step.clone(),
            filled,
            text: step.text(riddle),
            because: None,
            words: None,
        }
    }
}

/// Renders a detailed solution as numbered lines.
pub fn render_steps(riddle: &Riddle, steps: &[Step]) -> String {
    let width = steps.len().to_string().len();
    let mut out = String::new();
    for (i, step) in steps.iter().enumerate() {
        let _ = writeln!(out, "{:>width$}. {}", i + 1, step.text(riddle));
    }
    out
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn value_phrase(riddle: &Riddle, column: usize, value: ValueId) -> String {
    format!("{} {}", riddle.header()[column], riddle.value_name(column, value))
}

fn hint_name(riddle: &Riddle, hint: usize) -> String {
    match riddle.hint_text(hint) {
        Some(text) => format!("hint {} (\"{}\")", hint + 1, text),
        None => format!("hint {}", hint + 1),
    }
}

/// `hint 6 ("…")`, or `hints 3+7 (merged by rule 1)`.
fn hint_names(riddle: &Riddle, hints: &[usize]) -> String {
    match hints {
        [one] => hint_name(riddle, *one),
        _ => format!(
            "hints {} (merged by rule 1)",
            hints.iter().map(|h| (h + 1).to_string()).join("+")
        ),
    }
}

/// `2`, or `2+1` for an option of merged hints (the option of each).
fn option_name(choice: &[usize]) -> String {
    choice.iter().map(|o| (o + 1).to_string()).join("+")
}

fn hint_with_option(riddle: &Riddle, hints: &[usize], option: Option<&[usize]>) -> String {
    match (hints, option) {
        ([one], Some([o])) if riddle.hints()[*one].len() > 1 => {
            format!("option {} of {}", o + 1, hint_name(riddle, *one))
        }
        ([_, _, ..], Some(choice)) if hints.iter().any(|&h| riddle.hints()[h].len() > 1) => {
            format!("option {} of {}", option_name(choice), hint_names(riddle, hints))
        }
        _ => hint_names(riddle, hints),
    }
}

/// `1, 3, 4`: 0-based indices counted from 1.
fn numbers(indices: &[usize]) -> String {
    indices.iter().map(|i| (i + 1).to_string()).join(", ")
}

fn rows_phrase(rows: &[usize]) -> String {
    match rows {
        [] => "no row".to_owned(),
        [one] => format!("row {}", one + 1),
        _ if rows.windows(2).all(|w| w[1] == w[0] + 1) => {
            format!("rows {}–{}", rows[0] + 1, rows[rows.len() - 1] + 1)
        }
        _ => format!("rows {}", numbers(rows)),
    }
}

/// `Color green, white; Drink tea`: the cells grouped by column, in column order.
fn cells_phrase(riddle: &Riddle, cells: &[Cell]) -> String {
    let mut sorted: Vec<&Cell> = cells.iter().collect();
    sorted.sort_by_key(|c| (c.column, c.row));
    let groups = sorted.chunk_by(|a, b| a.column == b.column);
    groups
        .map(|group| {
            let column = &riddle.header()[group[0].column];
            let values: Vec<&str> = group
                .iter()
                .map(|c| riddle.value_name(c.column, c.value))
                .collect();
            format!("{column} {}", values.join(", "))
        })
        .join("; ")
}

#[cfg(test)]
mod tests;

//! How one record fared ([`ItemOutcome`]), and the line `evaluate --details` writes of it
//! ([`ItemOutcome::details`], a [`DetailLine`] serialised).

use crate::verify::{Summary, VerifiedStep};
use crate::zebralogic::WrongCell;
use serde::Serialize;
use serde_json::Value;

/// How one record fared.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ItemOutcome {
    /// The record's id.
    pub id: String,
    /// Rows (houses) and attribute columns.
    pub size: (usize, usize),
    /// The record's level, when it has one (`level`, or a `json` line's `rating.difficulty`).
    pub level: Option<String>,
    /// The answer is a solution (a grid), or the right choice (a question).
    pub solved: bool,
    /// No answer was given for the record (apart from `unread`: coverage, not format).
    pub missing: bool,
    /// Why the answer given could not be read (nothing readable in it).
    pub unread: Option<String>,
    /// Cells graded: rows × attributes for a grid, 1 for a question.
    pub cells: usize,
    /// Of those, right.
    pub correct: usize,
    /// The answer's reasoning judged step by step: with
    /// [`super::report::EvaluateOptions::verify`], for a record that carries its riddle and has
    /// an answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<Summary>,
    /// Why a read answer is not solved (the grade's reason, or the choice given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// With [`super::report::EvaluateOptions::details`]: the cells of a read answer that are not
    /// the solution's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wrong_cells: Option<Vec<WrongCell>>,
    /// With [`super::report::EvaluateOptions::details`] and
    /// [`super::report::EvaluateOptions::verify`]: each step's verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<VerifiedStep>>,
    /// Whether the record's riddle has a solution: `false` for a record that says
    /// `"solvable": false` (`dataset --unsolvable`), whose one right answer is "no solution",
    /// and for a question whose answer is the choice "no solution"; where the record carries
    /// its riddle and an answer was graded, as the grade found it.
    #[serde(skip_serializing_if = "is_true")]
    pub solvable: bool,
    /// The answer says the riddle has no solution (`{"solvable": false}`, "no solution", the
    /// choice "no solution"): right on a riddle without one, wrong on one with.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub claims_no_solution: bool,
}

/// Whether `b` is true (a field left out when it is).
fn is_true(b: &bool) -> bool {
    *b
}

impl ItemOutcome {
    /// `solved`, `wrong`, `unread` (an answer given that could not be read) or `missing` (no
    /// answer given).
    pub fn status(&self) -> &'static str {
        if self.missing {
            "missing"
        } else if self.unread.is_some() {
            "unread"
        } else if self.solved {
            "solved"
        } else {
            "wrong"
        }
    }

    /// The line `evaluate --details` writes for this record: `{"id", "status", "reason",
    /// "cellsRight", "cells", "wrongCells": [{"house", "column", "given", "expected"}]}`, and
    /// `"steps"` (each step's verdict) when the reasoning was judged, as JSON (its keys in
    /// order, as `serde_json` keeps them): [`ItemOutcome::detail_line`] serialised.
    pub fn details(&self) -> Value {
        serde_json::to_value(self.detail_line()).unwrap_or(Value::Null)
    }

    /// The line `evaluate --details` writes for this record, as a type.
    pub fn detail_line(&self) -> DetailLine<'_> {
        let status = self.status();
        let reason = match status {
            "missing" => Some("no answer"),
            "unread" => self.unread.as_deref(),
            "wrong" => self.reason.as_deref(),
            _ => None,
        };
        DetailLine {
            id: &self.id,
            status,
            reason,
            cells_right: self.correct,
            cells: self.cells,
            wrong_cells: self.wrong_cells.as_deref().unwrap_or_default(),
            steps: self.steps.as_deref(),
            first_false: self.reasoning.as_ref().map(|s| s.first_false),
            first_leap: self.reasoning.as_ref().map(|s| s.first_leap),
            solvable: (!self.solvable).then_some(false),
            no_solution_claim: self.claims_no_solution.then_some(true),
        }
    }
}

/// The line `evaluate --details` writes of a record ([`ItemOutcome::detail_line`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DetailLine<'a> {
    /// The record's id.
    pub id: &'a str,
    /// `solved`, `wrong`, `unread` or `missing` ([`ItemOutcome::status`]).
    pub status: &'static str,
    /// Why not solved: `no answer`, why unread, or the grade's reason; `null` when solved.
    pub reason: Option<&'a str>,
    /// Cells right.
    pub cells_right: usize,
    /// Cells graded.
    pub cells: usize,
    /// The cells of a read answer that are not the solution's (with `--details`).
    pub wrong_cells: &'a [WrongCell],
    /// Each step's verdict, when the reasoning was judged with `--details`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<&'a [VerifiedStep]>,
    /// The first false step (`null`: none), when the reasoning was judged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_false: Option<Option<usize>>,
    /// The first leap (`null`: none), when the reasoning was judged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_leap: Option<Option<usize>>,
    /// `false` for a riddle with no solution; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solvable: Option<bool>,
    /// `true` when the answer says there is no solution; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_solution_claim: Option<bool>,
}

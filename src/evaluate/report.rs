//! Evaluating a model: records (grid or question, one JSON object a line, as `dataset` writes
//! them) against its answers (`{"id", "output"}` a line, the raw output as text), into a report
//! of puzzle accuracy, cell accuracy and the unread share, overall, by size, by ZebraLogic's
//! search-space bucket and by level ([`evaluate`]).
//!
//! With [`EvaluateOptions::verify`], each answer to a record that carries its riddle (the `json`
//! format's `"riddle"`), or to a ZebraLogic record whose puzzle text reads to a riddle of exactly
//! its solution ([`super::records::riddle_of_puzzle`]), also has its reasoning judged step by
//! step ([`crate::verify::verify`]), and each row of the report gains the columns of that
//! judgement ([`ReasoningFigures`]). Other records are left out of those columns only.
//!
//! Bad lines (not JSON, not a record, a duplicate or unknown id) are [`LineProblem`]s with their line
//! number; every other line is evaluated. A record without an answer counts as unread.

use super::output::{given_columns, read_answer};
use crate::riddle::Riddle;
use crate::verify::{verify, Summary, VerifiedStep, VerifyOptions};
use crate::words::shortened;
use crate::zebralogic::{grade, wrong_cells, WrongCell};
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, HashMap};

/// Which input a [`LineProblem`] is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Input {
    /// The records.
    Records,
    /// The answers.
    Answers,
}

/// A line that could not be evaluated, and why; the rest are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineProblem {
    /// The records or the answers.
    pub input: Input,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

impl std::fmt::Display for LineProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

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
    /// The answer's reasoning judged step by step: with [`EvaluateOptions::verify`], for a
    /// record that carries its riddle and has an answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<Summary>,
    /// Why a read answer is not solved (the grade's reason, or the choice given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// With [`EvaluateOptions::details`]: the cells of a read answer that are not the
    /// solution's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wrong_cells: Option<Vec<WrongCell>>,
    /// With [`EvaluateOptions::details`] and [`EvaluateOptions::verify`]: each step's verdict.
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
    /// `"steps"` (each step's verdict) when the reasoning was judged.
    pub fn details(&self) -> Value {
        let reason = match self.status() {
            "missing" => Some("no answer".to_owned()),
            "unread" => self.unread.clone(),
            "wrong" => self.reason.clone(),
            _ => None,
        };
        let mut line = serde_json::json!({
            "id": self.id,
            "status": self.status(),
            "reason": reason,
            "cellsRight": self.correct,
            "cells": self.cells,
            "wrongCells": self.wrong_cells.clone().unwrap_or_default(),
        });
        if let Some(steps) = &self.steps {
            line["steps"] = serde_json::to_value(steps).unwrap_or(Value::Null);
        }
        if let Some(summary) = &self.reasoning {
            line["firstFalse"] = serde_json::json!(summary.first_false);
            line["firstLeap"] = serde_json::json!(summary.first_leap);
        }
        if !self.solvable {
            line["solvable"] = Value::Bool(false);
        }
        if self.claims_no_solution {
            line["noSolutionClaim"] = Value::Bool(true);
        }
        line
    }
}

/// What [`evaluate_with`] does beyond grading.
#[derive(Debug, Clone, Default)]
pub struct EvaluateOptions {
    /// Judge each answer's reasoning step by step ([`crate::verify::verify`], its default
    /// budgets), where the record carries its riddle: about a millisecond an answer.
    pub verify: bool,
    /// Keep what `--details` writes of each record: the wrong cells, and with `verify` each
    /// step's verdict ([`ItemOutcome::details`]).
    pub details: bool,
}

/// The columns the judged reasoning adds to a row: the counts of [`Summary`] over the answers
/// judged, and their mean process score.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReasoningFigures {
    /// Answers whose reasoning was judged.
    pub verified: usize,
    /// Their steps.
    pub steps: usize,
    /// Claims read, over all their steps.
    pub claims: usize,
    /// Steps justified.
    pub justified: usize,
    /// Steps that are leaps.
    pub leaps: usize,
    /// Steps with a false claim.
    pub r#false: usize,
    /// Steps with no claim read (`unread` of a row is the answers that could not be read).
    pub unread_steps: usize,
    /// Steps a search could not tell within its budget.
    pub undecided: usize,
    /// Answers with at least one false step: ProcessBench's task answered "the earliest wrong
    /// step is step k" (each answer's `firstFalse`, in `--details`).
    pub with_false: usize,
    /// Answers whose reasoning holds no false step: ProcessBench's "none".
    pub no_false: usize,
    /// Solved answers whose reasoning was judged.
    pub solved_judged: usize,
    /// Of those, the answers that hold a false step (right for a wrong reason).
    pub solved_with_false: usize,
    /// `solvedWithFalse / solvedJudged` (0 when none was solved).
    pub solved_with_false_share: f64,
    /// Answers judged with no claim read (no reasoning): left out of the process score.
    pub without_reasoning: usize,
    /// The mean of the process scores (justified read steps / read steps) of the answers with
    /// at least one claim read.
    pub process_score: f64,
}

/// The figures of a group of records.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    /// Records (a question is one).
    pub puzzles: usize,
    /// Solved.
    pub solved: usize,
    /// Unread: an answer given that could not be read.
    pub unread: usize,
    /// Missing: no answer given.
    pub missing: usize,
    /// `solved / puzzles` (over all records, the missing and unread ones counted as not solved).
    pub puzzle_accuracy: f64,
    /// Answers given / records.
    pub coverage: f64,
    /// Right cells over all cells of all records (an unread record's cells count as wrong).
    pub cell_accuracy: f64,
    /// The judged reasoning's columns, when some answer of the row was judged.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<ReasoningFigures>,
}

/// A row of a breakdown: its key (`size`, `bucket` or `level`) and its figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KeyedRow<K: Serialize> {
    /// What the row groups.
    #[serde(flatten)]
    pub key: K,
    /// Its figures.
    #[serde(flatten)]
    pub row: Figures,
}

/// The `size` of a row: `"5*6"` (houses × attributes, as records write it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SizeKey {
    /// `rows*columns`.
    pub size: String,
}

/// The `bucket` of a row: ZebraLogic's by search space `(rows!)^columns`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BucketKey {
    /// `small` (< 10^3), `medium` (< 10^6), `large` (< 10^10), `x-large`.
    pub bucket: &'static str,
}

/// The `level` of a row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LevelKey {
    /// The level, `null` for records without one.
    pub level: Option<String>,
}

/// The report: `{"overall", "bySize", "byBucket", "byLevel"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EvaluationReport {
    /// Every record.
    pub overall: Figures,
    /// By size, smallest first.
    pub by_size: Vec<KeyedRow<SizeKey>>,
    /// By search-space bucket, smallest first (buckets with records only).
    pub by_bucket: Vec<KeyedRow<BucketKey>>,
    /// By level, easiest first; records without a level last.
    pub by_level: Vec<KeyedRow<LevelKey>>,
    /// The records whose riddle has a solution, then those whose riddle has none (records that
    /// say `"solvable": false`), each group present when it has records: only when some record
    /// has no solution or some answer claims there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub by_solvable: Vec<SolvableRow>,
    /// The ten commonest reasons answers were unread (numbers written `N`, quotes `"…"`), the
    /// commonest first, with their counts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unread_reasons: Vec<ReasonCount>,
}

/// A row of [`EvaluationReport::by_solvable`]: the riddles with a solution, or those without.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolvableRow {
    /// Whether the row's riddles have a solution.
    pub solvable: bool,
    /// Its figures.
    #[serde(flatten)]
    pub row: Figures,
    /// The answers that say the riddle has no solution: wrong claims in the row of riddles
    /// with a solution, right answers in the other.
    pub no_solution_claims: usize,
    /// `noSolutionClaims / puzzles`: in the row of riddles with a solution, how often the
    /// model claims wrongly that there is none.
    pub no_solution_claim_share: f64,
}

/// A reason answers were unread, and how many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReasonCount {
    /// The reason, its numbers written `N` and its quotes `"…"`.
    pub reason: String,
    /// The answers unread for it.
    pub count: usize,
}

/// The reasons listed in the report.
pub const UNREAD_REASONS: usize = 10;

/// A reason as grouped: each run of digits `N`, each quoted text `"…"`.
fn reason_kind(reason: &str) -> String {
    let mut out = String::with_capacity(reason.len());
    let mut quoted = false;
    let mut digits = false;
    for c in reason.chars() {
        if c == '"' {
            if !quoted {
                out.push_str("\"…\"");
            }
            quoted = !quoted;
            continue;
        }
        if quoted {
            continue;
        }
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
            continue;
        }
        digits = false;
        out.push(c);
    }
    out
}

/// The [`UNREAD_REASONS`] commonest reasons of `outcomes`' unread answers.
fn unread_reasons(outcomes: &[ItemOutcome]) -> Vec<ReasonCount> {
    let mut counts: HashMap<String, usize> = HashMap::new();
    for reason in outcomes.iter().filter_map(|o| o.unread.as_deref()) {
        *counts.entry(reason_kind(reason)).or_default() += 1;
    }
    let mut list: Vec<ReasonCount> = counts
        .into_iter()
        .map(|(reason, count)| ReasonCount { reason, count })
        .collect();
    list.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    list.truncate(UNREAD_REASONS);
    list
}

/// An evaluation: the report, each record's outcome (in the records' order) and the lines that
/// could not be evaluated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Evaluation {
    /// The figures.
    pub report: EvaluationReport,
    /// One per record evaluated.
    pub outcomes: Vec<ItemOutcome>,
    /// Bad lines.
    pub problems: Vec<LineProblem>,
}

/// ZebraLogic's buckets, by `log10` of the search space, and their names.
pub const BUCKETS: [(f64, &str); 4] = [
    (3.0, "small"),
    (6.0, "medium"),
    (10.0, "large"),
    (f64::INFINITY, "x-large"),
];

/// The bucket of a riddle of `rows` houses and `columns` attributes: its search space
/// `(rows!)^columns` against 10^3, 10^6 and 10^10.
pub fn bucket(rows: usize, columns: usize) -> &'static str {
    // Past 10^10 the sum need not go on: bounded, whatever `rows`.
    let log = columns as f64
        * (1..=rows.min(crate::riddle::MAX_ROWS + 1))
            .map(|k| (k as f64).log10())
            .sum::<f64>();
    BUCKETS
        .iter()
        .find(|&&(limit, _)| log < limit - 1e-9)
        .map_or("x-large", |&(_, name)| name)
}

/// What a record asks.
enum Task {
    /// A grid, graded against the riddle (boxed: a riddle is large); whether the riddle has
    /// its clues (a `json` record), so that reasoning can be judged against them.
    Grid(Box<Riddle>, bool),
    /// A question: its choices and the index of the right one.
    Choice(Vec<String>, String),
    /// A ZebraLogic record of a riddle without a solution (`"solution": null, "solvable":
    /// false`): only the answer "no solution" is right.
    Unsolvable,
}

/// A record read.
struct Record {
    id: String,
    size: (usize, usize),
    level: Option<String>,
    task: Task,
    /// A question's cell: its house (from 1) and column.
    cell: Option<(usize, String)>,
    /// Whether its riddle has a solution (not `"solvable": false`).
    solvable: bool,
}

/// The lines of `text` that are not blank, with their numbers.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty())
}

/// One line as a JSON object, or why not.
fn object(line: &str) -> Result<Map<String, Value>, String> {
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err("expected a JSON object".to_owned()),
        Err(e) => Err(format!("not JSON: {}", without_place(&e))),
    }
}

/// serde_json's message without its " at line L column C" (the line is ours).
fn without_place(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    message.strip_suffix(&place).unwrap_or(&message).to_owned()
}

/// The most attribute columns a record's `size` may name (a riddle of more is no riddle a
/// model is asked).
pub const MAX_SIZE_COLUMNS: usize = 1000;

/// `"5*6"` → (5, 6); sizes past [`crate::riddle::MAX_ROWS`] houses or [`MAX_SIZE_COLUMNS`]
/// attributes refused at once (`18446744073709551615*1` once hung the report).
fn parse_size(size: &str) -> Result<(usize, usize), String> {
    let expected = || "size: expected rows*columns, as \"5*6\"".to_owned();
    let (rows, columns) = size.split_once(['*', 'x', '×']).ok_or_else(expected)?;
    let number = |text: &str, most: usize, what: &str| -> Result<usize, String> {
        let text = text.trim();
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
            return Err(expected());
        }
        match text.parse::<usize>() {
            Ok(n) if n <= most => Ok(n),
            _ => Err(format!(
                "size: {} {what} is more than the {most} a record may have",
                shortened(text)
            )),
        }
    };
    Ok((
        number(rows, crate::riddle::MAX_ROWS, "houses")?,
        number(columns, MAX_SIZE_COLUMNS, "attributes")?,
    ))
}

/// A string field.
fn text_field<'a>(map: &'a Map<String, Value>, key: &str) -> Result<&'a str, String> {
    match map.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(format!("{key}: expected a string")),
        None => Err(format!("{key}: missing")),
    }
}

/// Reads a record of any of the data set's shapes; with `clues` (reasoning to judge), a
/// ZebraLogic record's clues are read from its puzzle text.
fn record(map: &Map<String, Value>, clues: bool) -> Result<Record, String> {
    let id = text_field(map, "id")?.to_owned();
    let level = match map.get("level") {
        Some(Value::String(level)) => Some(level.clone()),
        _ => map
            .get("rating")
            .and_then(|r| r.get("difficulty"))
            .and_then(Value::as_str)
            .map(str::to_owned),
    };
    // Whether the record says its riddle has a solution; for a question, its answer says so,
    // and a grid's grade when an answer is graded.
    let solvable = map.get("solvable") != Some(&Value::Bool(false));
    if map.contains_key("question") {
        let size = parse_size(text_field(map, "size")?)?;
        let Some(Value::Array(choices)) = map.get("choices") else {
            return Err("choices: expected an array of strings".to_owned());
        };
        let choices: Vec<String> = choices
            .iter()
            .enumerate()
            .map(|(i, c)| {
                c.as_str()
                    .map(str::to_owned)
                    .ok_or(format!("choices[{i}]: expected a string"))
            })
            .collect::<Result<_, _>>()?;
        let answer = text_field(map, "answer")?.to_owned();
        if !choices.contains(&answer) {
            return Err(format!(
                "answer: \"{}\" is not one of the choices",
                shortened(&answer)
            ));
        }
        let cell = map.get("cell").and_then(|cell| {
            let house = usize::try_from(cell.get("house")?.as_u64()?).ok()?;
            Some((house, cell.get("column")?.as_str()?.to_owned()))
        });
        return Ok(Record {
            id,
            size,
            level,
            cell,
            // A question about a riddle with no solution has the answer "no solution".
            solvable: answer != crate::dataset::NO_SOLUTION_CHOICE,
            task: Task::Choice(choices, answer),
        });
    }
    if map.contains_key("riddle") {
        // The `json` format: the riddle itself, graded as `grade` does (any solution counts).
        let riddle = super::records::riddle_of_record(map).map_err(|e| e.to_string())?;
        let attributes = riddle.columns() - given_columns(&riddle).len();
        return Ok(Record {
            id,
            size: (riddle.rows(), attributes),
            level,
            task: Task::Grid(Box::new(riddle), true),
            cell: None,
            solvable,
        });
    }
    if map.get("solution") == Some(&Value::Null) && map.get("solvable") == Some(&Value::Bool(false)) {
        let size = parse_size(text_field(map, "size")?)?;
        return Ok(Record {
            id,
            size,
            level,
            task: Task::Unsolvable,
            cell: None,
            solvable,
        });
    }
    let Some(Value::Object(solution)) = map.get("solution") else {
        return Err("not a record: expected \"question\" and \"choices\", \"riddle\", or \"solution\": {\"header\", \"rows\"}".to_owned());
    };
    let riddle = super::records::riddle_of_solution(solution)?;
    let attributes = riddle.columns() - given_columns(&riddle).len();
    Ok(Record {
        id,
        size: (riddle.rows(), attributes),
        level,
        task: match clues
            .then(|| super::records::riddle_of_puzzle(map, &riddle))
            .flatten()
        {
            // Its clues read from its text: its reasoning can be judged.
            Some(clues) => Task::Grid(Box::new(clues), true),
            None => Task::Grid(Box::new(riddle), false),
        },
        cell: None,
        solvable,
    })
}

/// Evaluates `answers` against `records`, both JSON lines: see the module's docs.
///
/// ```
/// use gridriddle::evaluate::report::evaluate;
///
/// let records = r#"{"id": "q1", "size": "2*2", "puzzle": "…", "question": "What does Eric drink?", "choices": ["tea", "milk"], "answer": "tea", "cell": {"house": 1, "column": "Drink"}}
/// {"id": "g1", "size": "2*1", "puzzle": "…", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}}"#;
/// let answers = r#"{"id": "q1", "output": "Clue 2 says so.\nAnswer: tea"}
/// {"id": "g1", "output": "House 1: dog\nHouse 2: cat"}"#;
/// let evaluation = evaluate(records, answers);
/// let overall = &evaluation.report.overall;
/// assert_eq!((overall.puzzles, overall.solved, overall.unread), (2, 1, 0));
/// assert_eq!(overall.cell_accuracy, 1.0 / 3.0);
/// assert!(evaluation.problems.is_empty());
/// ```
pub fn evaluate(records: &str, answers: &str) -> Evaluation {
    evaluate_with(records, answers, &EvaluateOptions::default())
}

/// [`evaluate`], and with [`EvaluateOptions::verify`] each answer's reasoning judged too.
///
/// ```
/// use gridriddle::evaluate::report::{evaluate_with, EvaluateOptions};
///
/// let riddle = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
///                  "hints": [[[["1", "cat"]]]], "domains": {"Pet": ["cat", "dog"]}}"#;
/// let record = format!(r#"{{"id": "r", "riddle": {}}}"#, riddle.replace('\n', " "));
/// let answers = r#"{"id": "r", "output": "By clue 1, the cat lives in house 1. So the dog lives in house 2."}"#;
/// let evaluation = evaluate_with(&record, answers, &EvaluateOptions { verify: true, ..EvaluateOptions::default() });
/// let reasoning = evaluation.report.overall.reasoning.unwrap();
/// assert_eq!((reasoning.verified, reasoning.steps, reasoning.justified), (1, 2, 2));
/// assert_eq!(reasoning.process_score, 1.0);
/// ```
pub fn evaluate_with(records: &str, answers: &str, options: &EvaluateOptions) -> Evaluation {
    let mut problems = Vec::new();
    let mut read: Vec<Record> = Vec::new();
    let mut first_line: HashMap<String, usize> = HashMap::new();
    for (line, text) in lines(records) {
        let problem = |message: String| LineProblem {
            input: Input::Records,
            line,
            message,
        };
        match object(text).and_then(|map| record(&map, options.verify)) {
            Ok(record) => {
                if let Some(&first) = first_line.get(&record.id) {
                    problems.push(problem(format!(
                        "duplicate id \"{}\" (first on line {first}): left out",
                        shortened(&record.id)
                    )));
                    continue;
                }
                first_line.insert(record.id.clone(), line);
                read.push(record);
            }
            Err(message) => problems.push(problem(message)),
        }
    }
    let mut outputs: HashMap<String, (usize, String)> = HashMap::new();
    for (line, text) in lines(answers) {
        let problem = |message: String| LineProblem {
            input: Input::Answers,
            line,
            message,
        };
        let map = match object(text) {
            Ok(map) => map,
            Err(message) => {
                problems.push(problem(message));
                continue;
            }
        };
        let id = match map.get("id") {
            Some(Value::String(id)) => id.clone(),
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => {
                problems.push(problem("id: expected a string".to_owned()));
                continue;
            }
            None => {
                problems.push(problem("id: missing".to_owned()));
                continue;
            }
        };
        let output = match map.get("output") {
            Some(Value::String(text)) => text.clone(),
            Some(Value::Null) | None => {
                problems.push(problem(format!("id \"{}\": output: missing", shortened(&id))));
                continue;
            }
            // Output kept as JSON rather than text: read as its JSON text.
            Some(other) => other.to_string(),
        };
        if !first_line.contains_key(&id) {
            problems.push(problem(format!("no record has id \"{}\"", shortened(&id))));
            continue;
        }
        if let Some((first, _)) = outputs.get(&id) {
            problems.push(problem(format!(
                "duplicate answer for id \"{}\" (first on line {first}): left out",
                shortened(&id)
            )));
            continue;
        }
        outputs.insert(id, (line, output));
    }
    let outcomes: Vec<ItemOutcome> = read
        .iter()
        .map(|record| {
            let output = outputs.get(&record.id).map(|(_, o)| o.as_str());
            outcome(record, output, options)
        })
        .collect();
    Evaluation {
        report: report(&outcomes),
        outcomes,
        problems,
    }
}

/// How `record` fares with `output` (none: unread).
fn outcome(record: &Record, output: Option<&str>, options: &EvaluateOptions) -> ItemOutcome {
    let cells = match &record.task {
        Task::Grid(riddle, _) => riddle.rows() * (riddle.columns() - given_columns(riddle).len()),
        Task::Choice(..) => 1,
        Task::Unsolvable => record.size.0 * record.size.1,
    };
    let mut out = ItemOutcome {
        id: record.id.clone(),
        size: record.size,
        level: record.level.clone(),
        solved: false,
        missing: false,
        unread: None,
        cells,
        correct: 0,
        reasoning: None,
        reason: None,
        wrong_cells: None,
        steps: None,
        solvable: record.solvable,
        claims_no_solution: false,
    };
    let Some(output) = output else {
        out.missing = true;
        return out;
    };
    match &record.task {
        Task::Grid(riddle, clues) => {
            if options.verify && *clues {
                let verification = verify(riddle, output, &VerifyOptions::default());
                out.reasoning = Some(verification.summary);
                if options.details {
                    out.steps = Some(verification.steps);
                }
            }
            match read_answer(riddle, output) {
                Ok(answer) => {
                    out.claims_no_solution = answer == crate::zebralogic::Answer::NoSolution;
                    let graded = grade(riddle, &answer);
                    // The grade tells whether the riddle has a solution, whatever the record
                    // says: a solution given, or "no solution" graded.
                    if out.claims_no_solution {
                        out.solvable = !graded.solved;
                    } else if graded.solved {
                        out.solvable = true;
                    }
                    out.solved = graded.solved;
                    out.correct = graded.correct;
                    out.reason = graded.reason;
                    if options.details && !graded.solved {
                        out.wrong_cells = Some(wrong_cells(riddle, &answer));
                    }
                }
                Err(why) => out.unread = Some(why.0),
            }
        }
        Task::Unsolvable => {
            // The riddle is not at hand: a one-column riddle of its houses reads JSON answers
            // and the words "no solution"; any answer read other than that is wrong.
            match houses_only(record.size.0).map(|riddle| read_answer(&riddle, output)) {
                Ok(Ok(crate::zebralogic::Answer::NoSolution)) => {
                    out.claims_no_solution = true;
                    out.solved = true;
                    out.correct = out.cells;
                }
                Ok(Ok(_)) => out.reason = Some("the riddle has no solution, the answer gives one".to_owned()),
                Ok(Err(why)) => out.unread = Some(why.0),
                Err(e) => out.unread = Some(e.to_string()),
            }
        }
        Task::Choice(choices, answer) => match super::records::read_choice_or_no_solution(choices, output) {
            Ok(k) => {
                out.solved = choices[k] == *answer;
                out.correct = usize::from(out.solved);
                out.claims_no_solution = choices[k] == crate::dataset::NO_SOLUTION_CHOICE;
                if !out.solved {
                    out.reason = Some(match out.claims_no_solution {
                        true => "the answer says there is no solution, but the riddle has one".to_owned(),
                        false => format!("the choice \"{}\" is not the answer", shortened(&choices[k])),
                    });
                    if options.details {
                        out.wrong_cells = Some(vec![WrongCell {
                            house: record.cell.as_ref().map_or(0, |c| c.0),
                            column: record.cell.as_ref().map_or_else(String::new, |c| c.1.clone()),
                            given: Some(choices[k].clone()),
                            expected: answer.clone(),
                        }]);
                    }
                }
            }
            Err(why) => out.unread = Some(why.0),
        },
    }
    out
}

/// A riddle of `rows` houses and no other column: it reads an answer that there is no solution,
/// where the riddle itself is not at hand.
fn houses_only(rows: usize) -> Result<Riddle, crate::error::RiddleError> {
    let houses = (1..=rows).map(|h| vec![h.to_string()]).collect();
    Riddle::from_file(&crate::riddle_file::RiddleFile {
        header: vec!["House".to_owned()],
        start_matrix: houses,
        ..crate::riddle_file::RiddleFile::default()
    })
}

/// The figures of some outcomes.
fn row<'a>(outcomes: impl Iterator<Item = &'a ItemOutcome> + Clone) -> Figures {
    let (mut puzzles, mut solved, mut unread, mut missing, mut cells, mut correct) = (0, 0, 0, 0, 0, 0);
    let reasoning = reasoning_row(
        outcomes
            .clone()
            .filter_map(|o| Some((o.reasoning.as_ref()?, o.solved))),
    );
    for o in outcomes {
        puzzles += 1;
        solved += usize::from(o.solved);
        unread += usize::from(o.unread.is_some());
        missing += usize::from(o.missing);
        cells += o.cells;
        correct += o.correct;
    }
    let share = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    Figures {
        puzzles,
        solved,
        unread,
        missing,
        puzzle_accuracy: share(solved, puzzles),
        coverage: share(puzzles - missing, puzzles),
        cell_accuracy: share(correct, cells),
        reasoning,
    }
}

/// The reasoning columns of some judged answers; none when none was judged.
fn reasoning_row<'a>(summaries: impl Iterator<Item = (&'a Summary, bool)>) -> Option<ReasoningFigures> {
    let mut row = ReasoningFigures {
        verified: 0,
        steps: 0,
        claims: 0,
        justified: 0,
        leaps: 0,
        r#false: 0,
        unread_steps: 0,
        undecided: 0,
        with_false: 0,
        no_false: 0,
        solved_judged: 0,
        solved_with_false: 0,
        solved_with_false_share: 0.0,
        without_reasoning: 0,
        process_score: 0.0,
    };
    let mut scores = 0.0;
    for (s, solved) in summaries {
        row.verified += 1;
        row.steps += s.steps;
        row.claims += s.claims;
        row.justified += s.justified;
        row.leaps += s.leaps;
        row.r#false += s.r#false;
        row.unread_steps += s.unread;
        row.undecided += s.undecided;
        row.with_false += usize::from(s.r#false > 0);
        row.no_false += usize::from(s.r#false == 0);
        row.solved_judged += usize::from(solved);
        row.solved_with_false += usize::from(solved && s.r#false > 0);
        if s.claims == 0 {
            row.without_reasoning += 1;
        } else {
            scores += s.process_score;
        }
    }
    let read = row.verified - row.without_reasoning;
    (row.verified > 0).then(|| ReasoningFigures {
        process_score: if read == 0 { 0.0 } else { scores / read as f64 },
        solved_with_false_share: if row.solved_judged == 0 {
            0.0
        } else {
            row.solved_with_false as f64 / row.solved_judged as f64
        },
        ..row
    })
}

/// The place of a level in the report: the four levels in order, others after by name, none last.
fn level_order(level: &Option<String>) -> (usize, String) {
    match level {
        Some(name) => {
            let known = ["easy", "medium", "hard", "expert"]
                .iter()
                .position(|l| l == name);
            (known.unwrap_or(4), name.clone())
        }
        None => (5, String::new()),
    }
}

/// A level and its outcomes.
type LevelGroup<'a> = (Option<String>, Vec<&'a ItemOutcome>);

/// The report of `outcomes`.
pub fn report(outcomes: &[ItemOutcome]) -> EvaluationReport {
    let mut sizes: BTreeMap<(usize, usize), Vec<&ItemOutcome>> = BTreeMap::new();
    let mut buckets: BTreeMap<usize, Vec<&ItemOutcome>> = BTreeMap::new();
    let mut levels: BTreeMap<(usize, String), LevelGroup<'_>> = BTreeMap::new();
    for o in outcomes {
        sizes.entry(o.size).or_default().push(o);
        let b = bucket(o.size.0, o.size.1);
        let index = BUCKETS
            .iter()
            .position(|&(_, name)| name == b)
            .unwrap_or(BUCKETS.len());
        buckets.entry(index).or_default().push(o);
        levels
            .entry(level_order(&o.level))
            .or_insert_with(|| (o.level.clone(), Vec::new()))
            .1
            .push(o);
    }
    EvaluationReport {
        overall: row(outcomes.iter()),
        by_size: sizes
            .into_iter()
            .map(|((r, c), group)| KeyedRow {
                key: SizeKey {
                    size: format!("{r}*{c}"),
                },
                row: row(group.into_iter()),
            })
            .collect(),
        by_bucket: buckets
            .into_iter()
            .map(|(index, group)| KeyedRow {
                key: BucketKey {
                    bucket: BUCKETS.get(index).map_or("x-large", |&(_, name)| name),
                },
                row: row(group.into_iter()),
            })
            .collect(),
        by_level: levels
            .into_values()
            .map(|(level, group)| KeyedRow {
                key: LevelKey { level },
                row: row(group.into_iter()),
            })
            .collect(),
        by_solvable: by_solvable(outcomes),
        unread_reasons: unread_reasons(outcomes),
    }
}

/// The rows of riddles with a solution and without, when some record has none or some answer
/// claims there is none; else none.
fn by_solvable(outcomes: &[ItemOutcome]) -> Vec<SolvableRow> {
    if outcomes.iter().all(|o| o.solvable && !o.claims_no_solution) {
        return Vec::new();
    }
    [true, false]
        .into_iter()
        .filter_map(|solvable| {
            let group: Vec<&ItemOutcome> = outcomes.iter().filter(|o| o.solvable == solvable).collect();
            if group.is_empty() {
                return None;
            }
            let claims = group.iter().filter(|o| o.claims_no_solution).count();
            Some(SolvableRow {
                solvable,
                no_solution_claims: claims,
                no_solution_claim_share: claims as f64 / group.len() as f64,
                row: row(group.into_iter()),
            })
        })
        .collect()
}

impl EvaluationReport {
    /// The report as a table for a terminal: one line per group, overall first; with the
    /// judged reasoning's columns (answers judged, their mean process score, leaps and false
    /// steps) when some answer was judged.
    pub fn table(&self) -> String {
        let judged = self.overall.reasoning.is_some();
        let mut head = [
            "",
            "puzzles",
            "solved",
            "unread",
            "missing",
            "coverage",
            "puzzle acc.",
            "cell acc.",
        ]
        .to_vec();
        if judged {
            head.extend(["judged", "process", "no reasoning", "leaps", "false"]);
        }
        let mut lines: Vec<Vec<String>> = vec![head.into_iter().map(str::to_owned).collect()];
        let mut add = |name: String, row: &Figures| {
            let mut line = vec![
                name,
                row.puzzles.to_string(),
                row.solved.to_string(),
                row.unread.to_string(),
                row.missing.to_string(),
                format!("{:.1} %", 100.0 * row.coverage),
                format!("{:.1} %", 100.0 * row.puzzle_accuracy),
                format!("{:.1} %", 100.0 * row.cell_accuracy),
            ];
            if judged {
                match &row.reasoning {
                    Some(r) => line.extend([
                        r.verified.to_string(),
                        format!("{:.1} %", 100.0 * r.process_score),
                        r.without_reasoning.to_string(),
                        r.leaps.to_string(),
                        r.r#false.to_string(),
                    ]),
                    None => line.extend(["0", "-", "-", "-", "-"].map(str::to_owned)),
                }
            }
            lines.push(line);
        };
        add("overall".to_owned(), &self.overall);
        for r in &self.by_size {
            add(format!("size {}", r.key.size), &r.row);
        }
        for r in &self.by_bucket {
            add(format!("bucket {}", r.key.bucket), &r.row);
        }
        for r in &self.by_level {
            add(
                format!("level {}", r.key.level.as_deref().unwrap_or("none")),
                &r.row,
            );
        }
        for r in &self.by_solvable {
            let name = if r.solvable { "solvable" } else { "unsolvable" };
            add(name.to_owned(), &r.row);
        }
        let columns = lines[0].len();
        let widths: Vec<usize> = (0..columns)
            .map(|k| lines.iter().map(|l| l[k].chars().count()).max().unwrap_or(0))
            .collect();
        let mut out = String::new();
        for line in &lines {
            let mut text = format!("{:<w$}", line[0], w = widths[0]);
            for k in 1..columns {
                text.push_str(&format!("  {:>w$}", line[k], w = widths[k]));
            }
            out.push_str(text.trim_end());
            out.push('\n');
        }
        if let Some(r) = self.by_solvable.iter().find(|r| r.solvable) {
            out.push_str(&format!(
                "\n\"no solution\" claimed for {} of {} riddles with a solution ({:.1} %)\n",
                r.no_solution_claims,
                r.row.puzzles,
                100.0 * r.no_solution_claim_share
            ));
        }
        if !self.unread_reasons.is_empty() {
            out.push_str("\nunread, the commonest reasons:\n");
            let width = self
                .unread_reasons
                .iter()
                .map(|r| r.count.to_string().len())
                .max()
                .unwrap_or(1);
            for r in &self.unread_reasons {
                out.push_str(&format!("{:>width$}  {}\n", r.count, r.reason));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_follow_zebralogics_search_space() {
        // (2!)^2 = 4, (3!)^3 = 216, (4!)^4 = 331776, (5!)^4 ≈ 2.1e8, (5!)^5 ≈ 2.5e10.
        assert_eq!(bucket(2, 2), "small");
        assert_eq!(bucket(3, 3), "small");
        assert_eq!(bucket(4, 4), "medium");
        assert_eq!(bucket(5, 4), "large");
        assert_eq!(bucket(5, 5), "x-large");
        // 10^3 exactly is not below 10^3: (10!)^... no; (3!)^4 = 1296 is medium.
        assert_eq!(bucket(3, 4), "medium");
        assert_eq!(bucket(1, 6), "small");
    }

    const GRID: &str = r#"{"id": "g", "size": "2*2", "puzzle": "p", "solution": {"header": ["House", "Pet", "Drink"], "rows": [["1", "cat", "tea"], ["2", "dog", "milk"]]}, "level": "easy"}"#;
    const QUESTION: &str = r#"{"id": "q", "size": "3*2", "puzzle": "p", "question": "Which house?", "choices": ["1", "2", "3"], "answer": "2", "cell": {"house": 2, "column": "House"}, "level": "hard"}"#;

    #[test]
    fn a_grid_is_graded_against_the_records_solution() {
        let answers = r#"{"id": "g", "output": "| House | Pet | Drink |\n|---|---|---|\n| 1 | cat | milk |\n| 2 | dog | tea |"}"#;
        let e = evaluate(GRID, answers);
        assert_eq!(e.problems, []);
        assert_eq!(
            e.outcomes,
            [ItemOutcome {
                id: "g".to_owned(),
                size: (2, 2),
                level: Some("easy".to_owned()),
                solved: false,
                missing: false,
                unread: None,
                cells: 4,
                correct: 2,
                reasoning: None,
                reason: Some("hint 1 does not hold".to_owned()),
                wrong_cells: None,
                steps: None,
                solvable: true,
                claims_no_solution: false,
            }]
        );
    }

    #[test]
    fn the_report_counts_unread_and_missing_apart_as_zero_and_groups_by_size_bucket_and_level() {
        let records = format!("{GRID}\n{QUESTION}\n");
        // The question is answered right; the grid has no answer.
        let e = evaluate(
            &records,
            r#"{"id": "q", "output": "It must be house 2.\nAnswer: 2"}"#,
        );
        let json = serde_json::to_value(&e.report).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "overall": {"puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 0.2},
                "bySize": [
                    {"size": "2*2", "puzzles": 1, "solved": 0, "unread": 0, "missing": 1, "puzzleAccuracy": 0.0, "coverage": 0.0, "cellAccuracy": 0.0},
                    {"size": "3*2", "puzzles": 1, "solved": 1, "unread": 0, "missing": 0, "puzzleAccuracy": 1.0, "coverage": 1.0, "cellAccuracy": 1.0}
                ],
                "byBucket": [
                    {"bucket": "small", "puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 0.2}
                ],
                "byLevel": [
                    {"level": "easy", "puzzles": 1, "solved": 0, "unread": 0, "missing": 1, "puzzleAccuracy": 0.0, "coverage": 0.0, "cellAccuracy": 0.0},
                    {"level": "hard", "puzzles": 1, "solved": 1, "unread": 0, "missing": 0, "puzzleAccuracy": 1.0, "coverage": 1.0, "cellAccuracy": 1.0}
                ]
            })
        );
        assert!(e.outcomes[0].missing);
        assert_eq!(e.outcomes[0].unread, None);
        // An answer given and not read is unread, not missing.
        let e = evaluate(&records, r#"{"id": "g", "output": "I give up."}"#);
        let overall = &e.report.overall;
        assert_eq!((overall.unread, overall.missing, overall.coverage), (1, 1, 0.5));
    }

    #[test]
    fn bad_lines_are_reported_with_their_numbers_and_the_rest_evaluated() {
        let records = format!("{GRID}\n{{not json\n\n{GRID}\n{{\"id\": \"x\"}}\n{QUESTION}\n");
        let answers = "{\"id\": \"q\", \"output\": \"Answer: 3\"}\n[1]\n{\"id\": \"nobody\", \"output\": \"\"}\n{\"id\": \"q\", \"output\": \"Answer: 2\"}\n{\"output\": \"x\"}\n";
        let e = evaluate(&records, answers);
        let problems: Vec<(Input, usize, &str)> = e
            .problems
            .iter()
            .map(|p| (p.input, p.line, p.message.as_str()))
            .collect();
        assert_eq!(
            problems,
            [
                (Input::Records, 2, "not JSON: key must be a string"),
                (Input::Records, 4, "duplicate id \"g\" (first on line 1): left out"),
                (
                    Input::Records,
                    5,
                    "not a record: expected \"question\" and \"choices\", \"riddle\", or \"solution\": {\"header\", \"rows\"}"
                ),
                (Input::Answers, 2, "expected a JSON object"),
                (Input::Answers, 3, "no record has id \"nobody\""),
                (Input::Answers, 4, "duplicate answer for id \"q\" (first on line 1): left out"),
                (Input::Answers, 5, "id: missing"),
            ]
        );
        // The first answer for q (house 3) is the one kept: wrong.
        assert_eq!(e.report.overall.puzzles, 2);
        assert_eq!(e.report.overall.solved, 0);
    }

    #[test]
    fn a_json_line_is_graded_against_its_riddle_with_its_rating_as_level() {
        use crate::dataset::{dataset_item, DatasetFormat, DatasetOptions};
        let item = dataset_item(&DatasetOptions::default(), 3).unwrap();
        let record = item.line(DatasetFormat::Json);
        let lines: Vec<String> = item
            .generated
            .solution
            .iter()
            .map(|row| format!("House {}: {}", row[0], row[1..].join(", ")))
            .collect();
        let answers = serde_json::json!({"id": item.id, "output": lines.join("\n")}).to_string();
        let e = evaluate(&record, &answers);
        assert_eq!(e.problems, []);
        let riddle = &item.generated.riddle;
        assert_eq!(
            e.outcomes,
            [ItemOutcome {
                id: item.id.clone(),
                size: (riddle.rows(), riddle.columns() - 1),
                level: Some(item.generated.rating.difficulty.name().to_owned()),
                solved: true,
                missing: false,
                unread: None,
                cells: riddle.rows() * (riddle.columns() - 1),
                correct: riddle.rows() * (riddle.columns() - 1),
                reasoning: None,
                reason: None,
                wrong_cells: None,
                steps: None,
                solvable: true,
                claims_no_solution: false,
            }]
        );
    }

    #[test]
    fn verified_reasoning_adds_its_columns_and_only_where_the_record_has_its_riddle() {
        let riddle = r#"{"header": ["House", "Pet", "Drink"], "startMatrix": [["1", "", ""], ["2", "", ""]], "hints": [[[["", "cat", "tea"]]], [[["2", "dog", ""]]]], "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk"]}}"#;
        let records = format!(
            "{{\"id\": \"a\", \"riddle\": {riddle}, \"level\": \"easy\"}}\n\
             {{\"id\": \"b\", \"riddle\": {riddle}, \"level\": \"hard\"}}\n{GRID}"
        );
        // a: two justified steps (the second by the merge rules alone), then the two lines of
        // its grid: the final answer, graded, not steps of the reasoning; solved;
        // b: a false first step, then a leap (it cites clue 1 only), not solved.
        let answers = concat!(
            r#"{"id": "a", "output": "By clue 2, the dog lives in house 2. So the cat lives in house 1.\nHouse 1: cat, tea\nHouse 2: dog, milk"}"#,
            "\n",
            r#"{"id": "b", "output": "By clue 1, the cat lives in house 2. By clue 1, the dog lives in house 2."}"#,
            "\n",
            r#"{"id": "g", "output": "House 1: cat, tea"}"#,
        );
        let plain = evaluate(&records, answers);
        assert_eq!(plain.report.overall.reasoning, None);
        let e = evaluate_with(
            &records,
            answers,
            &EvaluateOptions {
                verify: true,
                ..EvaluateOptions::default()
            },
        );
        assert_eq!(e.problems, []);
        let summaries: Vec<_> = e.outcomes.iter().map(|o| o.reasoning.as_ref()).collect();
        let a = summaries[0].unwrap();
        assert_eq!((a.steps, a.justified, a.process_score), (2, 2, 1.0));
        let b = summaries[1].unwrap();
        assert_eq!((b.steps, b.r#false, b.leaps, b.first_false), (2, 1, 1, Some(1)));
        // The ZebraLogic record carries no clues: nothing to judge against.
        assert_eq!(summaries[2], None);
        let overall = e.report.overall.reasoning.as_ref().unwrap();
        assert_eq!(
            (overall.verified, overall.steps, overall.justified, overall.leaps),
            (2, 4, 2, 1)
        );
        assert_eq!((overall.r#false, overall.with_false), (1, 1));
        assert_eq!(overall.process_score, 0.5);
        let by_level: Vec<_> = e
            .report
            .by_level
            .iter()
            .map(|r| {
                (
                    r.key.level.clone(),
                    r.row.reasoning.as_ref().map(|r| r.process_score),
                )
            })
            .collect();
        assert_eq!(
            by_level,
            [
                (Some("easy".to_owned()), Some(1.0)),
                (Some("hard".to_owned()), Some(0.0)),
            ]
        );
        let json = serde_json::to_value(&e.report.overall).unwrap();
        assert_eq!(json["processScore"], 0.5);
        assert_eq!(json["unreadSteps"], 0);
        let table = e.report.table();
        let head = table.lines().next().unwrap();
        assert!(
            head.ends_with("judged  process  no reasoning  leaps  false"),
            "{table}"
        );
        assert!(!plain.report.table().contains("judged"));
    }

    #[test]
    fn the_table_has_a_line_per_group() {
        let e = evaluate(&format!("{GRID}\n{QUESTION}"), "");
        let table = e.report.table();
        assert_eq!(
            table,
            "              puzzles  solved  unread  missing  coverage  puzzle acc.  cell acc.\n\
             overall             2       0       0        2     0.0 %        0.0 %      0.0 %\n\
             size 2*2            1       0       0        1     0.0 %        0.0 %      0.0 %\n\
             size 3*2            1       0       0        1     0.0 %        0.0 %      0.0 %\n\
             bucket small        2       0       0        2     0.0 %        0.0 %      0.0 %\n\
             level easy          1       0       0        1     0.0 %        0.0 %      0.0 %\n\
             level hard          1       0       0        1     0.0 %        0.0 %      0.0 %\n"
        );
    }
}

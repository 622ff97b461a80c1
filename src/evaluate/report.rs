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
//! Records are read by [`Record::from_line`] (any format a data set is written in), answers as
//! `{"id", "output"}` by serde; each record is graded by the one `match` on its format
//! (`item`). Each record's outcome is an [`ItemOutcome`] (`outcome.rs`), the report's figures
//! are made in `figures.rs`; both are re-exported here.
//!
//! Bad lines (not JSON, not a record, a field of the wrong type, a duplicate or unknown id) are
//! [`LineProblem`]s with their line number and the field's place; every other line is
//! evaluated. A record without an answer counts as unread.

use super::output::{given_columns, read_answer};
use super::records::{read_choice_or_no_solution, riddle_of_puzzle, riddle_of_solution};
use crate::dataset::{typed, Record, RecordError, NO_SOLUTION_CHOICE};
use crate::riddle::Riddle;
use crate::verify::{verify, VerifyOptions};
use crate::words::shortened;
use crate::zebralogic::{grade, wrong_cells, TextOrNumber, WrongCell};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;

pub use super::figures::{
    bucket, report, BucketKey, EvaluationFigures, EvaluationReport, KeyedRow, LevelKey, ReasonCount,
    ReasoningFigures, SizeKey, SolvableRow, BUCKETS, UNREAD_REASONS,
};
pub use super::outcome::{DetailLine, ItemOutcome};
pub use crate::dataset::MAX_SIZE_COLUMNS;

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

/// What a record asks.
enum Task {
    /// A grid, graded against the riddle (boxed: a riddle is large); whether the riddle has
    /// its clues (a `json` record), so that reasoning can be judged against them.
    Grid(Box<Riddle>, bool),
    /// A question: its choices and the right one.
    Choice(Vec<String>, String),
    /// A ZebraLogic record of a riddle without a solution (`"solution": null, "solvable":
    /// false`): only the answer "no solution" is right.
    Unsolvable,
}

/// A record read, as it is graded.
struct GradedRecord {
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

/// A record of any format as it is graded: the one `match` on [`Record`] of the evaluation,
/// so that a new format is pointed at here by the compiler. With `clues` (reasoning to judge),
/// a ZebraLogic record's clues are read from its puzzle text.
fn item(record: Record, clues: bool) -> Result<GradedRecord, String> {
    let level = record.level().map(str::to_owned);
    // `evaluate` needs an id, and a question's or an unsolvable record's size.
    let id = record.id().ok_or("id: missing")?.to_owned();
    let size =
        |size: Option<crate::dataset::RecordSize>| size.map(|s| (s.rows, s.columns)).ok_or("size: missing");
    let grid = |riddle: Riddle, clues: bool, solvable: bool| GradedRecord {
        id: id.clone(),
        size: (riddle.rows(), riddle.columns() - given_columns(&riddle).len()),
        level: level.clone(),
        task: Task::Grid(Box::new(riddle), clues),
        cell: None,
        solvable,
    };
    Ok(match record {
        Record::Question(q) => GradedRecord {
            size: size(q.size)?,
            cell: q.cell.map(|cell| (cell.house, cell.column)),
            // A question about a riddle with no solution has the answer "no solution".
            solvable: q.answer != NO_SOLUTION_CHOICE,
            task: Task::Choice(q.choices, q.answer),
            id,
            level,
        },
        // The `json` format: the riddle itself, graded as `grade` does (any solution counts).
        Record::Riddle(r) => grid(r.riddle().map_err(|e| e.to_string())?, true, r.solvable),
        Record::Grid(g) => {
            let riddle = riddle_of_solution(&g.solution).map_err(|e| e.to_string())?;
            // Its clues read from its text: its reasoning can be judged.
            match clues
                .then(|| riddle_of_puzzle(g.puzzle.as_deref()?, &riddle))
                .flatten()
            {
                Some(clues) => grid(clues, true, g.solvable),
                None => grid(riddle, false, g.solvable),
            }
        }
        Record::Unsolvable(u) => GradedRecord {
            size: size(u.size)?,
            task: Task::Unsolvable,
            cell: None,
            solvable: false,
            id,
            level,
        },
    })
}

/// An answer line as read: `{"id", "output"}`.
#[derive(Deserialize)]
struct AnswerLine {
    /// The record's id: text, or a number (its digits).
    id: TextOrNumber,
    /// The model's output: text, or JSON kept as JSON (read as its text); `null` or missing is
    /// no output.
    #[serde(default)]
    output: Option<Value>,
}

/// One answer line: its id and its output, or why not.
fn answer_line(text: &str) -> Result<(String, String), String> {
    let value = match serde_json::from_str::<Value>(text) {
        Ok(value @ Value::Object(_)) => value,
        Ok(_) => return Err("expected a JSON object".to_owned()),
        Err(e) => return Err(format!("not JSON: {}", crate::dataset::without_place(&e))),
    };
    let line: AnswerLine = typed(value).map_err(|e: RecordError| e.to_string())?;
    let TextOrNumber(id) = line.id;
    match line.output {
        Some(Value::String(text)) => Ok((id, text)),
        Some(Value::Null) | None => Err(format!("id \"{}\": output: missing", shortened(&id))),
        // Output kept as JSON rather than text: read as its JSON text.
        Some(other) => Ok((id, other.to_string())),
    }
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
    let mut read: Vec<GradedRecord> = Vec::new();
    let mut first_line: HashMap<String, usize> = HashMap::new();
    for (line, text) in lines(records) {
        let problem = |message: String| LineProblem {
            input: Input::Records,
            line,
            message,
        };
        let record = Record::from_line(text).map_err(|e| e.to_string());
        match record.and_then(|record| item(record, options.verify)) {
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
        let (id, output) = match answer_line(text) {
            Ok(line) => line,
            Err(message) => {
                problems.push(problem(message));
                continue;
            }
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
fn outcome(record: &GradedRecord, output: Option<&str>, options: &EvaluateOptions) -> ItemOutcome {
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
        Task::Choice(choices, answer) => match read_choice_or_no_solution(choices, output) {
            Ok(k) => {
                out.solved = choices[k] == *answer;
                out.correct = usize::from(out.solved);
                out.claims_no_solution = choices[k] == NO_SOLUTION_CHOICE;
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

#[cfg(test)]
mod tests;

//! The records a data set is written as, read back by serde: one enum, [`Record`], a variant a
//! format, and one rule that tells them apart by their keys ([`RecordKind::of`]).
//!
//! | variant | written by | its keys |
//! | --- | --- | --- |
//! | [`Record::Question`] | `evaluate::questions::Question` | `"question"`, `"choices"`, `"answer"`, `"size"` |
//! | [`Record::Riddle`] | `dataset --format json` | `"riddle"` (a riddle file), `"rating"` |
//! | [`Record::Grid`] | [`super::GridRecord`] (ZebraLogic's) | `"solution": {"header", "rows"}` |
//! | [`Record::Unsolvable`] | [`super::GridRecord`] of a riddle with no solution | `"solution": null`, `"solvable": false` |
//!
//! Once its kind is known, a record is read by `serde_path_to_error`, so that an error names
//! its field (`choices[2]: expected a string, found 3`, `size: …`); then the checks
//! serde cannot make (a size past the bounds, an answer not among the choices). A riddle's own
//! field is read by the riddle reader (`crate::parse`), whose errors are finer than serde's.
//!
//! ```
//! use gridriddle::dataset::{Record, RecordKind};
//!
//! let line = r#"{"id": "q1", "size": "2*2", "puzzle": "…", "question": "Who drinks tea?",
//!     "choices": ["Eric", "Arnold"], "answer": "Eric", "cell": {"house": 1, "column": "Name"}}"#;
//! let record = Record::from_line(line)?;
//! assert_eq!(record.kind(), RecordKind::Question);
//! assert_eq!(record.id(), Some("q1"));
//! let bad = Record::from_line(r#"{"id": "q1", "size": "2*2", "question": "?", "choices": ["a", 3], "answer": "a"}"#);
//! assert_eq!(bad.unwrap_err().to_string(), "choices[1]: expected a string, found 3");
//! # Ok::<(), gridriddle::dataset::RecordError>(())
//! ```

use crate::error::RiddleError;
use crate::words::shortened;
use crate::zebralogic::ZebraLogicSolution;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use std::fmt;

/// The answer of a question about a riddle with no solution, among the choices of every
/// question of a data set that may hold such riddles.
pub const NO_SOLUTION_CHOICE: &str = "no solution";

/// The most attribute columns a record's `size` may name (a riddle of more is no riddle a
/// model is asked).
pub const MAX_SIZE_COLUMNS: usize = 1000;

/// A record of any format a data set is written in. Where a record is graded, a `match` on it
/// names every variant, so that a new format is pointed at by the compiler.
#[derive(Debug, Clone, PartialEq)]
pub enum Record {
    /// A multiple-choice question about one cell.
    Question(QuestionRecord),
    /// The `json` format: the riddle file itself.
    Riddle(RiddleRecord),
    /// ZebraLogic's grid record: the puzzle in words and its solution grid.
    Grid(GridRecordRead),
    /// ZebraLogic's grid record of a riddle with no solution (`"solution": null, "solvable":
    /// false`): only the answer "no solution" is right.
    Unsolvable(UnsolvableRecord),
}

/// Which [`Record`] a JSON object is, from its keys alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordKind {
    /// `"question"` and `"choices"`.
    Question,
    /// `"riddle"`.
    Riddle,
    /// `"solution"`, an object.
    Grid,
    /// `"solution": null` and `"solvable": false`.
    Unsolvable,
}

impl RecordKind {
    /// The record `map` is, by the keys present (`"question"` and `"choices"`, else
    /// `"riddle"`, else `"solution"`: `null` with `"solvable": false`, or an object); `None`
    /// when it is no record (a riddle file, say, or a reasoning-gym entry, whose `"question"` is
    /// the puzzle's text and which has no choices). The one place that tells the formats apart.
    pub fn of(map: &Map<String, Value>) -> Option<RecordKind> {
        if map.contains_key("question") && map.contains_key("choices") {
            return Some(RecordKind::Question);
        }
        if map.contains_key("riddle") {
            return Some(RecordKind::Riddle);
        }
        match map.get("solution") {
            Some(Value::Null) if map.get("solvable") == Some(&Value::Bool(false)) => {
                Some(RecordKind::Unsolvable)
            }
            Some(Value::Object(_)) => Some(RecordKind::Grid),
            _ => None,
        }
    }
}

/// What is not a record, in the words of an error.
pub const NOT_A_RECORD: &str = "not a record: expected \"question\" and \"choices\", \"riddle\", or \"solution\": {\"header\", \"rows\"}";

/// A question record as read: [`crate::evaluate::questions::Question`]'s fields, and the
/// `level` a data set may add.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct QuestionRecord {
    /// The record's id (`evaluate` needs it; `grade`, `verify` and `read_answer` do not).
    #[serde(default)]
    pub id: Option<String>,
    /// Houses and attributes of its riddle (`evaluate` needs it).
    #[serde(default)]
    pub size: Option<RecordSize>,
    /// The puzzle in words.
    #[serde(default)]
    pub puzzle: Option<String>,
    /// The question.
    pub question: String,
    /// The choices.
    pub choices: Vec<String>,
    /// The right choice, one of `choices`.
    pub answer: String,
    /// The cell asked about.
    #[serde(default)]
    pub cell: Option<QuestionCell>,
    /// Its level, when the data set says it.
    #[serde(default)]
    pub level: Option<String>,
}

/// The cell a question asks about: written by a question record, and read back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionCell {
    /// The house, from 1.
    pub house: usize,
    /// The column's name (the header's).
    pub column: String,
}

/// A record of the `json` format as read: its id, its riddle, its level.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct RiddleRecord {
    /// The record's id (`evaluate` needs it; `grade`, `verify` and `read_answer` do not).
    #[serde(default)]
    pub id: Option<String>,
    /// The riddle file, read by the riddle reader ([`RiddleRecord::riddle`]) with its own errors.
    #[serde(rename = "riddle")]
    pub riddle_json: Value,
    /// Its level, when the data set adds one.
    #[serde(default)]
    pub level: Option<String>,
    /// Its rating, whose `difficulty` is its level when it has no `level`.
    #[serde(default)]
    pub rating: Option<RatingLevel>,
    /// `false` for a riddle with no solution.
    #[serde(default = "yes")]
    pub solvable: bool,
}

/// The part of a rating a record is grouped by.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct RatingLevel {
    /// `easy` … `expert`.
    #[serde(default)]
    pub difficulty: Option<String>,
}

impl RiddleRecord {
    /// The riddle, read and validated; an error's place starts at `riddle`.
    pub fn riddle(&self) -> Result<crate::riddle::Riddle, RiddleError> {
        crate::riddle::Riddle::from_json(&self.riddle_json.to_string())
            .map_err(|e| RiddleError::at("riddle", e.to_string()))
    }
}

/// A ZebraLogic grid record as read (`"solution"` an object).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct GridRecordRead {
    /// The record's id (`evaluate` needs it; `grade`, `verify` and `read_answer` do not).
    #[serde(default)]
    pub id: Option<String>,
    /// The puzzle in words: its clues, when they read to the solution, judge reasoning.
    #[serde(default)]
    pub puzzle: Option<String>,
    /// The solution grid.
    pub solution: ZebraLogicSolution,
    /// Its level, when the data set adds one.
    #[serde(default)]
    pub level: Option<String>,
    /// `false` for a riddle with no solution (whose grid is one of the riddle it was made from).
    #[serde(default = "yes")]
    pub solvable: bool,
}

/// A grid record of a riddle with no solution as read (`"solution": null, "solvable": false`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct UnsolvableRecord {
    /// The record's id (`evaluate` needs it; `grade`, `verify` and `read_answer` do not).
    #[serde(default)]
    pub id: Option<String>,
    /// Houses and attributes of its riddle (`evaluate` needs it, and grading its cells).
    #[serde(default)]
    pub size: Option<RecordSize>,
    /// The puzzle in words.
    #[serde(default)]
    pub puzzle: Option<String>,
    /// Its level, when the data set adds one.
    #[serde(default)]
    pub level: Option<String>,
}

/// A record's `size`, `"5*6"`: houses and attribute columns, at most
/// [`crate::riddle::MAX_ROWS`] and [`MAX_SIZE_COLUMNS`] (`18446744073709551615*1` once hung the
/// report).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordSize {
    /// Houses.
    pub rows: usize,
    /// Attribute columns.
    pub columns: usize,
}

impl std::str::FromStr for RecordSize {
    type Err = String;

    /// `"5*6"` (or `5x6`, `5×6`) → 5 houses, 6 attributes; sizes past the bounds refused at once.
    fn from_str(size: &str) -> Result<RecordSize, String> {
        let expected = || "expected rows*columns, as \"5*6\"".to_owned();
        let (rows, columns) = size.split_once(['*', 'x', '×']).ok_or_else(expected)?;
        let number = |text: &str, most: usize, what: &str| -> Result<usize, String> {
            let text = text.trim();
            if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
                return Err(expected());
            }
            match text.parse::<usize>() {
                Ok(n) if n <= most => Ok(n),
                _ => Err(format!(
                    "{} {what} is more than the {most} a record may have",
                    shortened(text)
                )),
            }
        };
        Ok(RecordSize {
            rows: number(rows, crate::riddle::MAX_ROWS, "houses")?,
            columns: number(columns, MAX_SIZE_COLUMNS, "attributes")?,
        })
    }
}

impl<'de> Deserialize<'de> for RecordSize {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RecordSize, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Why a record could not be read: the field's place (empty for the line as a whole) and what
/// is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The field's JSON path (`choices[2]`, `solution.rows[1]`), empty for the whole line.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl RecordError {
    /// An error at `path`.
    pub fn at(path: impl Into<String>, message: impl Into<String>) -> RecordError {
        RecordError {
            path: path.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for RecordError {
    /// `path: message`, or the message alone for the line as a whole.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.path.as_str() {
            "" => f.write_str(&self.message),
            path => write!(f, "{path}: {}", self.message),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<RecordError> for RiddleError {
    fn from(e: RecordError) -> RiddleError {
        RiddleError::at(e.path, e.message)
    }
}

/// `true`, a field's default.
fn yes() -> bool {
    true
}

impl Record {
    /// Reads `map` as the record its keys say ([`RecordKind::of`]): `Ok(None)` when it is no
    /// record; an error names the field (`choices[2]: …`, `id: missing`).
    pub fn from_map(map: Map<String, Value>) -> Result<Option<Record>, RecordError> {
        let Some(kind) = RecordKind::of(&map) else {
            return Ok(None);
        };
        let value = Value::Object(map);
        let record = match kind {
            RecordKind::Question => Record::Question(typed(value)?),
            RecordKind::Riddle => Record::Riddle(typed(value)?),
            RecordKind::Grid => Record::Grid(typed(value)?),
            RecordKind::Unsolvable => Record::Unsolvable(typed(value)?),
        };
        record.check()?;
        Ok(Some(record))
    }

    /// Reads one line of JSON as a record: errors for text that is not JSON (`not JSON: …`,
    /// without serde's place: the line is the caller's), not an object, or no record.
    pub fn from_line(text: &str) -> Result<Record, RecordError> {
        match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(map)) => Record::from_map(map)?.ok_or_else(|| RecordError::at("", NOT_A_RECORD)),
            Ok(_) => Err(RecordError::at("", "expected a JSON object")),
            Err(e) => Err(RecordError::at("", format!("not JSON: {}", without_place(&e)))),
        }
    }

    /// The checks serde does not make: a question's answer among its choices.
    fn check(&self) -> Result<(), RecordError> {
        match self {
            Record::Question(q) if !q.choices.contains(&q.answer) => Err(RecordError::at(
                "answer",
                format!("\"{}\" is not one of the choices", shortened(&q.answer)),
            )),
            Record::Question(_) | Record::Riddle(_) | Record::Grid(_) | Record::Unsolvable(_) => Ok(()),
        }
    }

    /// Which format it is.
    pub fn kind(&self) -> RecordKind {
        match self {
            Record::Question(_) => RecordKind::Question,
            Record::Riddle(_) => RecordKind::Riddle,
            Record::Grid(_) => RecordKind::Grid,
            Record::Unsolvable(_) => RecordKind::Unsolvable,
        }
    }

    /// Its id, when it has one.
    pub fn id(&self) -> Option<&str> {
        match self {
            Record::Question(q) => q.id.as_deref(),
            Record::Riddle(r) => r.id.as_deref(),
            Record::Grid(g) => g.id.as_deref(),
            Record::Unsolvable(u) => u.id.as_deref(),
        }
    }

    /// Its level: `level`, or a `json` record's `rating.difficulty`.
    pub fn level(&self) -> Option<&str> {
        match self {
            Record::Question(q) => q.level.as_deref(),
            Record::Riddle(r) => {
                (r.level.as_deref()).or_else(|| r.rating.as_ref().and_then(|r| r.difficulty.as_deref()))
            }
            Record::Grid(g) => g.level.as_deref(),
            Record::Unsolvable(u) => u.level.as_deref(),
        }
    }
}

/// `value` as a `T`, an error at the field's path, in the riddle reader's words (`id: missing`,
/// `choices[1]: expected a string, found 3`).
pub fn typed<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, RecordError> {
    let text = value.clone();
    serde_path_to_error::deserialize(value).map_err(|e| {
        let found = found_at(&text, e.path());
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        let message = e.into_inner().to_string();
        let within = |field: &str| match path.as_str() {
            "" => field.to_owned(),
            _ => format!("{path}.{field}"),
        };
        if let Some(field) = (message.strip_prefix("missing field `")).and_then(|m| m.strip_suffix('`')) {
            return RecordError::at(within(field), "missing");
        }
        if let Some((_, expected)) =
            (message.strip_prefix("invalid type: ")).and_then(|m| m.rsplit_once(", expected "))
        {
            let expected = match expected {
                "a sequence" => "an array",
                "usize" => "a whole number",
                expected => expected,
            };
            return RecordError::at(path, format!("expected {expected}, found {found}"));
        }
        RecordError::at(path, message)
    })
}

/// The value at `path` in `value`, as an error says what it found: `3`, `"a"` (shortened),
/// `true`, `null`, `an array`, `an object`.
fn found_at(value: &Value, path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut at = value;
    for segment in path.iter() {
        let next = match segment {
            Segment::Seq { index } => at.get(index),
            Segment::Map { key } => at.get(key),
            Segment::Enum { .. } | Segment::Unknown => None,
        };
        match next {
            Some(next) => at = next,
            None => break,
        }
    }
    match at {
        Value::String(text) => format!("\"{}\"", shortened(text)),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "an object".to_owned(),
        other => shortened(&other.to_string()),
    }
}

/// serde_json's message without its " at line L column C" (the line is the caller's).
pub fn without_place(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    message.strip_suffix(&place).unwrap_or(&message).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error of reading `line` as a record.
    fn error(line: &str) -> String {
        Record::from_line(line).unwrap_err().to_string()
    }

    const SOLUTION: &str = r#"{"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}"#;

    #[test]
    fn each_format_is_told_apart_by_its_keys() {
        let kind = |line: &str| Record::from_line(line).map(|r| r.kind());
        let question = r#"{"id": "q", "size": "2*1", "question": "?", "choices": ["a", "b"], "answer": "b"}"#;
        assert_eq!(kind(question), Ok(RecordKind::Question));
        let riddle = r#"{"id": "r", "riddle": {"header": ["House"]}, "rating": {"difficulty": "easy"}}"#;
        assert_eq!(kind(riddle), Ok(RecordKind::Riddle));
        assert_eq!(Record::from_line(riddle).unwrap().level(), Some("easy"));
        let grid = format!(r#"{{"id": "g", "size": "2*1", "puzzle": "p", "solution": {SOLUTION}}}"#);
        assert_eq!(kind(&grid), Ok(RecordKind::Grid));
        let none = r#"{"id": "u", "size": "2*1", "puzzle": "p", "solution": null, "solvable": false}"#;
        assert_eq!(kind(none), Ok(RecordKind::Unsolvable));
        // `"solution": null` alone, or a riddle file, is no record.
        assert_eq!(error(r#"{"id": "x", "solution": null}"#), NOT_A_RECORD);
        assert_eq!(
            error(r#"{"header": ["House"], "startMatrix": [["1"]]}"#),
            NOT_A_RECORD
        );
        assert_eq!(error("[1]"), "expected a JSON object");
        assert_eq!(error("{1"), "not JSON: key must be a string");
    }

    #[test]
    fn an_error_names_its_field_in_the_riddle_readers_words() {
        let question = |fields: &str| error(&format!(r#"{{"question": "?", {fields}}}"#));
        // Without choices, a "question" is no question record (a reasoning-gym entry's
        // question is its puzzle's text): not a record here.
        assert_eq!(
            question(r#""id": "q", "size": "2*2", "answer": "a""#),
            NOT_A_RECORD
        );
        assert_eq!(
            question(r#""id": "q", "size": "2*2", "choices": ["a", 3], "answer": "a""#),
            "choices[1]: expected a string, found 3"
        );
        assert_eq!(
            question(r#""id": "q", "size": "2*2", "choices": "a", "answer": "a""#),
            "choices: expected an array, found \"a\""
        );
        assert_eq!(
            question(r#""id": "q", "size": "2*2", "choices": ["a"], "answer": "b""#),
            "answer: \"b\" is not one of the choices"
        );
        assert_eq!(
            question(
                r#""id": "q", "size": "2*2", "choices": ["a"], "answer": "a", "cell": {"house": "1", "column": "Pet"}"#
            ),
            "cell.house: expected a whole number, found \"1\""
        );
        assert_eq!(
            question(r#""id": "q", "size": "2*2", "choices": ["a"], "answer": "a", "cell": {"house": 1}"#),
            "cell.column: missing"
        );
        assert_eq!(
            question(r#""id": "q", "size": "two", "choices": ["a"], "answer": "a""#),
            "size: expected rows*columns, as \"5*6\""
        );
        assert_eq!(
            question(r#""id": 7, "size": "2*2", "choices": ["a"], "answer": "a""#),
            "id: expected a string, found 7"
        );
        let grid = |solution: &str| error(&format!(r#"{{"id": "g", "solution": {solution}}}"#));
        assert_eq!(
            grid(r#"{"header": ["House", "Pet"], "rows": [["1", true]]}"#),
            "solution.rows[0][1]: expected a string, found true"
        );
        assert_eq!(grid(r#"{"header": ["House", "Pet"]}"#), "solution.rows: missing");
    }

    #[test]
    fn a_size_past_its_bounds_is_refused_at_once() {
        let size = |size: &str| size.parse::<RecordSize>();
        assert_eq!(size("5*6"), Ok(RecordSize { rows: 5, columns: 6 }));
        assert_eq!(size(" 3 x 4"), Ok(RecordSize { rows: 3, columns: 4 }));
        assert_eq!(
            size("18446744073709551615*1"),
            Err("18446744073709551615 houses is more than the 64 a record may have".to_owned())
        );
        assert_eq!(
            size("2*1001"),
            Err("1001 attributes is more than the 1000 a record may have".to_owned())
        );
        assert_eq!(size("-1*2"), Err("expected rows*columns, as \"5*6\"".to_owned()));
    }

    #[test]
    fn a_solution_grid_reads_numbers_as_their_digits() {
        let line = r#"{"id": "g", "solution": {"header": ["House", "Age"], "rows": [[1, 30], [2, 4.5]]}}"#;
        let Ok(Record::Grid(grid)) = Record::from_line(line) else {
            panic!("a grid record");
        };
        assert_eq!(grid.solution.rows, [["1", "30"], ["2", "4.5"]]);
        assert!(grid.solvable);
    }
}

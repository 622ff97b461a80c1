//! ZebraLogic's record of a riddle: [`to_zebralogic`], and the record of a riddle whose
//! solution the caller knows (`record_with_solution`, for data sets).

use crate::answer::SolveOptions;
use crate::error::RiddleError;
use crate::riddle::{Riddle, BLANK};
use crate::solver::solve_riddle;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// A riddle as ZebraLogic keeps a puzzle (grid mode): what [`to_zebralogic`] gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ZebraLogicRecord {
    /// The puzzle's id.
    pub id: String,
    /// `houses*attributes`, as ZebraLogic writes it (`"5*6"`): rows, and the columns that are
    /// not given whole by the start matrix.
    pub size: String,
    /// The puzzle in words: the riddle's description and every hint's sentence.
    pub puzzle: String,
    /// The riddle's header and its one solution.
    pub solution: ZebraLogicSolution,
}

/// A grid with its column names: a record's solution, or an answer of that shape. Read back
/// (a record of a data set), a name or a cell may be a number too (`1` as `"1"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZebraLogicSolution {
    /// The column names.
    #[serde(deserialize_with = "texts")]
    pub header: Vec<String>,
    /// The rows, one cell per column.
    #[serde(deserialize_with = "rows_of_texts")]
    pub rows: Vec<Vec<String>>,
}

/// A name, a cell or an id as written: text, or a number read as its digits (`1` as `"1"`).
/// Anything else is refused as serde refuses a type it did not expect, so that a record's reader
/// says what it found (`solution.rows[0][1]: expected a string, found true`).
pub(crate) struct TextOrNumber(pub(crate) String);

impl<'de> Deserialize<'de> for TextOrNumber {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::{Error, Unexpected};
        // Through a `Value`, which reads a number of any precision (`arbitrary_precision`).
        let unexpected = match Value::deserialize(deserializer)? {
            Value::String(text) => return Ok(TextOrNumber(text)),
            Value::Number(number) => return Ok(TextOrNumber(number.to_string())),
            Value::Bool(b) => Unexpected::Bool(b),
            Value::Null => Unexpected::Unit,
            Value::Array(_) => Unexpected::Seq,
            Value::Object(_) => Unexpected::Map,
        };
        Err(D::Error::invalid_type(unexpected, &"a string"))
    }
}

/// An array of names or cells.
fn texts<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    let texts = Vec::<TextOrNumber>::deserialize(deserializer)?;
    Ok(texts.into_iter().map(|TextOrNumber(text)| text).collect())
}

/// An array of rows of cells.
fn rows_of_texts<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Vec<String>>, D::Error> {
    let rows = Vec::<Vec<TextOrNumber>>::deserialize(deserializer)?;
    Ok(rows
        .into_iter()
        .map(|row| row.into_iter().map(|TextOrNumber(text)| text).collect())
        .collect())
}

/// The ZebraLogic record of `riddle`: `id` (else the title, else `""`), its size, the puzzle in
/// words and its solution.
///
/// The puzzle text is the description when it already holds every hint's sentence (as a
/// ZebraLogic puzzle or a generated riddle does), else the description followed by
/// `## Clues:` and the numbered sentences. Errors: a riddle without `hintTexts`, and one without
/// exactly one solution (within the solver's default budget).
pub fn to_zebralogic(riddle: &Riddle, id: Option<&str>) -> Result<ZebraLogicRecord, RiddleError> {
    if riddle.hint_texts().is_none() {
        return Err(RiddleError::at(
            "hintTexts",
            "a ZebraLogic record needs the hints in words",
        ));
    }
    let options = SolveOptions {
        max_solutions: 2,
        steps: false,
        ..SolveOptions::default()
    };
    let solved = solve_riddle(riddle, &options);
    let [solution] = solved.solutions.as_slice() else {
        let found = match (solved.solutions.len(), solved.complete) {
            (0, true) => "no solution".to_owned(),
            (0, false) => "no solution found within the search budget".to_owned(),
            (n, _) => format!("{n} solutions or more"),
        };
        return Err(RiddleError::at(
            "",
            format!("has {found}; a ZebraLogic record needs exactly one"),
        ));
    };
    let id = id.or(riddle.title()).unwrap_or("");
    Ok(record_with_solution(riddle, id, riddle.names(&solution.matrix)))
}

/// The record of `riddle`, whose one solution is `rows` (names): for data sets, whose generator
/// knows the solution already.
pub(crate) fn record_with_solution(riddle: &Riddle, id: &str, rows: Vec<Vec<String>>) -> ZebraLogicRecord {
    let texts = riddle.hint_texts().unwrap_or_default();
    let description = riddle.description().unwrap_or("");
    let mut puzzle = description.to_owned();
    if !texts.iter().all(|t| description.contains(t.as_str())) {
        if !puzzle.is_empty() {
            puzzle.push_str("\n\n");
        }
        puzzle.push_str("## Clues:");
        for (i, text) in texts.iter().enumerate() {
            puzzle.push_str(&format!("\n{}. {text}", i + 1));
        }
    }
    let attributes = (0..riddle.columns()).filter(|&c| !given(riddle, c)).count();
    ZebraLogicRecord {
        id: id.to_owned(),
        size: format!("{}*{attributes}", riddle.rows()),
        puzzle,
        solution: ZebraLogicSolution {
            header: riddle.header().to_vec(),
            rows,
        },
    }
}

/// Whether the start matrix gives every cell of column `c` (the numbered House column).
pub(super) fn given(riddle: &Riddle, c: usize) -> bool {
    riddle.start_matrix().column(c).iter().all(|&id| id != BLANK)
}

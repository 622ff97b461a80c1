//! ZebraLogic's record of a riddle ([`to_zebralogic`]) and the grading of a model's answer
//! against the riddle's hints ([`grade`]), whatever shape the answer comes in ([`Answer`]).
//!
//! ZebraLogic (Lin et al., arXiv:2502.01100) keeps a puzzle as `{"id", "size", "puzzle",
//! "solution": {"header", "rows"}}` and grades an answer against its one stored grid. Here an
//! answer is **solved** when it satisfies the riddle — the start matrix, each value once per
//! column, every hint — so any solution counts; its cell accuracy is measured against the closest
//! solution, the given columns (the numbered House column) not counted.
//!
//! ```
//! use gridriddle::{Riddle, zebralogic::{grade, to_zebralogic, Answer}};
//!
//! let riddle = Riddle::from_json(r#"{"header": ["House", "Pet"],
//!     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
//!     "hintTexts": ["The cat lives in house 1."], "domains": {"Pet": ["cat", "dog"]}}"#)?;
//! let record = to_zebralogic(&riddle, Some("pets-1"))?;
//! assert_eq!(record.size, "2*1");
//! assert_eq!(record.solution.rows, [["1", "cat"], ["2", "dog"]]);
//!
//! let answer = Answer::from_json(r#"{"solution": {"House 1": {"pet": " Cat"}, "House 2": {"Pet": "DOG"}}}"#)?;
//! let graded = grade(&riddle, &answer);
//! assert!(graded.solved);
//! assert_eq!((graded.cells, graded.correct), (2, 2));
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```

use crate::answer::SolveOptions;
use crate::check::check_solution;
use crate::error::RiddleError;
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::solver::solve_riddle;
use ndarray::Array2;
use serde::Serialize;
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

/// A grid with its column names: a record's solution, or an answer of that shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ZebraLogicSolution {
    /// The column names.
    pub header: Vec<String>,
    /// The rows, one cell per column.
    pub rows: Vec<Vec<String>>,
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
fn given(riddle: &Riddle, c: usize) -> bool {
    riddle.start_matrix().column(c).iter().all(|&id| id != BLANK)
}

/// A model's answer, in one of the shapes models and data sets write it. Read with
/// [`Answer::from_json`]; cells are text as written (a number is its digits, `null` blank).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Rows of cells, in the riddle's column order; without the given columns (House) when it is
    /// that much narrower.
    Matrix(Vec<Vec<String>>),
    /// `{"header", "rows"}`: columns found by name.
    Table(ZebraLogicSolution),
    /// `{"solution": {"House 1": {"Color": "red", …}, …}}` (or the inner object alone): the
    /// house's number is the row (1-based), the attributes are found by name.
    Houses(Vec<(String, Vec<(String, String)>)>),
    /// The answer that the riddle has no solution (`{"solvable": false}`, or final words such as
    /// "there is no solution"): solved on a riddle without a solution, wrong on one with.
    NoSolution,
}

impl Answer {
    /// Reads an answer from JSON text. Errors name the place (`answer[1][2]`,
    /// `answer.solution["House 1"].Color`), or the line and column of a syntax error.
    pub fn from_json(text: &str) -> Result<Answer, RiddleError> {
        let value: Value = serde_json::from_str(text).map_err(|e| {
            let (line, column) = (e.line(), e.column());
            let message = e.to_string();
            let message = message
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&message)
                .to_owned();
            RiddleError::syntax(line, column.max(1), message)
        })?;
        match &value {
            Value::Array(rows) => Ok(Answer::Matrix(rows_of(rows, "answer")?)),
            Value::Object(map)
                if map.get("solvable") == Some(&Value::Bool(false))
                    && map.get("solution").is_none_or(Value::is_null) =>
            {
                Ok(Answer::NoSolution)
            }
            Value::Object(map) if map.contains_key("rows") => {
                let header = match map.get("header") {
                    Some(Value::Array(names)) => names
                        .iter()
                        .enumerate()
                        .map(|(i, v)| cell(v, &format!("answer.header[{i}]")))
                        .collect::<Result<_, _>>()?,
                    _ => {
                        return Err(RiddleError::at(
                            "answer.header",
                            "expected an array of column names",
                        ))
                    }
                };
                let Some(Value::Array(rows)) = map.get("rows") else {
                    return Err(RiddleError::at("answer.rows", "expected an array of rows"));
                };
                let rows = rows_of(rows, "answer.rows")?;
                Ok(Answer::Table(ZebraLogicSolution { header, rows }))
            }
            Value::Object(map) => {
                let (houses, path) = match map.get("solution") {
                    Some(Value::Object(inner)) => (inner, "answer.solution"),
                    Some(Value::Array(rows)) => return Ok(Answer::Matrix(rows_of(rows, "answer.solution")?)),
                    Some(_) => {
                        return Err(RiddleError::at("answer.solution", "expected an object of houses"))
                    }
                    None => (map, "answer"),
                };
                let mut out = Vec::with_capacity(houses.len());
                for (house, attributes) in houses {
                    let here = format!("{path}[{}]", Value::from(house.as_str()));
                    let Value::Object(attributes) = attributes else {
                        return Err(RiddleError::at(here, "expected an object of attributes"));
                    };
                    let cells = attributes
                        .iter()
                        .map(|(k, v)| Ok((k.clone(), cell(v, &format!("{here}.{k}"))?)))
                        .collect::<Result<_, RiddleError>>()?;
                    out.push((house.clone(), cells));
                }
                Ok(Answer::Houses(out))
            }
            _ => Err(RiddleError::at(
                "answer",
                "expected rows, {\"header\", \"rows\"} or {\"solution\": {\"House 1\": {…}}}",
            )),
        }
    }
}

/// An array of rows of cells at `path`.
fn rows_of(rows: &[Value], path: &str) -> Result<Vec<Vec<String>>, RiddleError> {
    rows.iter()
        .enumerate()
        .map(|(r, row)| match row {
            Value::Array(cells) => cells
                .iter()
                .enumerate()
                .map(|(c, v)| cell(v, &format!("{path}[{r}][{c}]")))
                .collect(),
            _ => Err(RiddleError::at(
                format!("{path}[{r}]"),
                "expected an array of cells",
            )),
        })
        .collect()
}

/// A cell's text: a string, a number's digits, a boolean's word, `""` for `null`; a list's
/// first item (as ZeroEval grades a cell written `["red"]`).
fn cell(value: &Value, path: &str) -> Result<String, RiddleError> {
    match value {
        Value::Array(items) if !items.is_empty() && !items[0].is_array() => {
            cell(&items[0], &format!("{path}[0]"))
        }
        Value::String(s) => Ok(s.clone()),
        Value::Null => Ok(String::new()),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        _ => Err(RiddleError::at(path, "expected a string, a number or null")),
    }
}

/// How an answer fares against a riddle: what [`grade`] gives.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Grade {
    /// The answer is a solution: it keeps the start matrix, uses each value of a column once and
    /// makes every hint hold.
    pub solved: bool,
    /// The cells graded: rows × the columns the start matrix does not give whole.
    pub cells: usize,
    /// Of those, the cells equal to the closest solution's (all of them when solved).
    pub correct: usize,
    /// `correct / cells` (1 when there are no cells to grade and the answer is solved).
    pub cell_accuracy: f64,
    /// Why the answer is not solved: why it could not be read, the first cell not recognised, or
    /// the first condition of a solution it fails. `None` when solved.
    pub reason: Option<String>,
    /// Why the answer could not be read at all (not JSON, or not a shape [`Answer`] knows), as
    /// in `reason`; `None` when it was read. An unread answer has no correct cell.
    pub unread: Option<String>,
}

impl Grade {
    /// The grade of an answer that could not be read, `why` (an [`Answer::from_json`] error, or
    /// the caller's own: text that is not UTF-8): not solved, no cell correct, `why` in
    /// `unread` and in `reason`.
    pub fn unreadable(riddle: &Riddle, why: impl std::fmt::Display) -> Grade {
        let why = format!("the answer could not be read: {why}");
        Grade {
            solved: false,
            cells: riddle.rows() * counted_columns(riddle).len(),
            correct: 0,
            cell_accuracy: 0.0,
            reason: Some(why.clone()),
            unread: Some(why),
        }
    }
}

/// The most solutions [`grade`] compares an answer with, for the closest one.
pub const GRADE_MAX_SOLUTIONS: usize = 1000;

/// Grades `answer` against `riddle`: solved when it satisfies the riddle (any solution counts),
/// and its cells against the closest of the riddle's solutions (at most
/// [`GRADE_MAX_SOLUTIONS`]), the given columns (House) not counted.
///
/// Lenient about form: values and column names match whatever their case and spaces; a matrix
/// or a house without the given columns takes them from the start matrix; a value no column
/// has, or a missing cell, is a wrong cell. A blank cell (`""`, `null`) is right where the
/// closest solution has a blank (a column with fewer values than rows), and wrong in a column
/// whose every cell holds a value. [`grade_json`] reads the answer too.
pub fn grade(riddle: &Riddle, answer: &Answer) -> Grade {
    if *answer == Answer::NoSolution {
        return grade_no_solution(riddle);
    }
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut reason = None;
    let cells = read_answer(riddle, answer, &mut reason);
    let counted = counted_columns(riddle);
    let total = m * counted.len();
    let full = cells.iter().all(Option::is_some);
    let ids = Array2::from_shape_fn((m, n), |(r, c)| cells[(r, c)].unwrap_or(BLANK));
    let solved = full
        && match check_solution(riddle, &ids) {
            Ok(()) => true,
            Err(why) => {
                reason.get_or_insert(why);
                false
            }
        };
    if let Some(((r, c), _)) = cells.indexed_iter().find(|(_, cell)| cell.is_none()) {
        reason
            .get_or_insert_with(|| format!("row {}, {}: missing from the answer", r + 1, riddle.header()[c]));
    }
    let correct = if solved {
        total
    } else {
        let options = SolveOptions {
            max_solutions: GRADE_MAX_SOLUTIONS,
            steps: false,
            ..SolveOptions::default()
        };
        let solutions = solve_riddle(riddle, &options).solutions;
        let same = |s: &Array2<ValueId>| {
            (0..m)
                .flat_map(|r| counted.iter().map(move |&c| (r, c)))
                .filter(|&(r, c)| cells[(r, c)] == Some(s[(r, c)]))
                .count()
        };
        solutions.iter().map(|s| same(&s.matrix)).max().unwrap_or(0)
    };
    let cell_accuracy = match total {
        0 => f64::from(u8::from(solved)),
        _ => correct as f64 / total as f64,
    };
    Grade {
        solved,
        cells: total,
        correct,
        cell_accuracy,
        reason: if solved { None } else { reason },
        unread: None,
    }
}

/// A cell of an answer that is not the closest solution's: what `evaluate --details` lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WrongCell {
    /// The house (row), from 1.
    pub house: usize,
    /// The column's name.
    pub column: String,
    /// The value the answer gives, `None` when it gives none the column has.
    pub given: Option<String>,
    /// The closest solution's value.
    pub expected: String,
}

/// The cells of `answer` that differ from the closest of `riddle`'s solutions (at most
/// [`GRADE_MAX_SOLUTIONS`] compared), the given columns not counted: none when it is solved or
/// the riddle has no solution. An answer of no solution gives no cell: each is wrong.
pub fn wrong_cells(riddle: &Riddle, answer: &Answer) -> Vec<WrongCell> {
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut reason = None;
    let cells = match answer {
        Answer::NoSolution => Array2::from_elem((m, n), None),
        _ => read_answer(riddle, answer, &mut reason),
    };
    let counted = counted_columns(riddle);
    let options = SolveOptions {
        max_solutions: GRADE_MAX_SOLUTIONS,
        steps: false,
        ..SolveOptions::default()
    };
    let solutions = solve_riddle(riddle, &options).solutions;
    let differ = |s: &Array2<ValueId>| -> Vec<(usize, usize)> {
        (0..m)
            .flat_map(|r| counted.iter().map(move |&c| (r, c)))
            .filter(|&(r, c)| cells[(r, c)] != Some(s[(r, c)]))
            .collect()
    };
    let Some((solution, wrong)) = solutions
        .iter()
        .map(|s| (s, differ(&s.matrix)))
        .min_by_key(|(_, wrong)| wrong.len())
    else {
        return Vec::new();
    };
    wrong
        .into_iter()
        .map(|(r, c)| WrongCell {
            house: r + 1,
            column: riddle.header()[c].clone(),
            given: cells[(r, c)].map(|v| riddle.value_name(c, v).to_owned()),
            expected: riddle.value_name(c, solution.matrix[(r, c)]).to_owned(),
        })
        .collect()
}

/// The grade of the answer "the riddle has no solution": solved (every cell right) when the
/// riddle has none, else wrong with no cell right.
fn grade_no_solution(riddle: &Riddle) -> Grade {
    let options = SolveOptions {
        max_solutions: 1,
        steps: false,
        ..SolveOptions::default()
    };
    let solved = solve_riddle(riddle, &options);
    let none = solved.solutions.is_empty() && solved.complete;
    let total = riddle.rows() * counted_columns(riddle).len();
    Grade {
        solved: none,
        cells: total,
        correct: if none { total } else { 0 },
        cell_accuracy: if none { 1.0 } else { 0.0 },
        reason: (!none).then(|| "the answer says there is no solution, but the riddle has one".to_owned()),
        unread: None,
    }
}

/// Grades `text`, an answer as JSON text: [`grade`] of what [`Answer::from_json`] reads, or
/// [`Grade::unreadable`] with why it could not be read. What the Python module's `grade` calls.
///
/// ```
/// use gridriddle::{Riddle, zebralogic::grade_json};
///
/// let riddle = Riddle::from_json(r#"{"header": ["House", "Pet"],
///     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
///     "domains": {"Pet": ["cat", "dog"]}}"#)?;
/// assert!(grade_json(&riddle, r#"[["cat"], ["dog"]]"#).solved);
/// let unread = grade_json(&riddle, "Here it is: [[\"cat\"], [\"dog\"]]");
/// assert_eq!((unread.solved, unread.cells, unread.correct), (false, 2, 0));
/// assert_eq!(
///     unread.unread.as_deref(),
///     Some("the answer could not be read: line 1, column 1: expected value")
/// );
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn grade_json(riddle: &Riddle, text: &str) -> Grade {
    match Answer::from_json(text) {
        Ok(answer) => grade(riddle, &answer),
        Err(error) => Grade::unreadable(riddle, error),
    }
}

/// The columns graded: those the start matrix does not give whole.
fn counted_columns(riddle: &Riddle) -> Vec<usize> {
    (0..riddle.columns()).filter(|&c| !given(riddle, c)).collect()
}

/// A name as compared: lower case, without white space.
fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The column of `riddle` named `name` (folded).
fn column_named(riddle: &Riddle, name: &str) -> Option<usize> {
    let exact = riddle.header().iter().position(|h| h == name);
    exact.or_else(|| {
        let name = fold(name);
        riddle.header().iter().position(|h| fold(h) == name)
    })
}

/// The answer's cells as value ids (`None`: missing, not a value of its column, or blank where
/// the column can have no blank); the given columns from the start matrix where the answer
/// leaves them out. The first problem goes to `reason`.
fn read_answer(riddle: &Riddle, answer: &Answer, reason: &mut Option<String>) -> Array2<Option<ValueId>> {
    let (m, n) = (riddle.rows(), riddle.columns());
    let start = riddle.start_matrix();
    let mut cells = Array2::from_elem((m, n), None);
    let mut put = |r: usize, c: usize, text: &str, reason: &mut Option<String>| {
        if r >= m {
            return;
        }
        let value = value_id(riddle, c, text);
        if value.is_none() {
            reason.get_or_insert_with(|| {
                let why = if text.trim().is_empty() {
                    "blank, but every row of the column holds a value".to_owned()
                } else {
                    format!("\"{text}\" is not a value of the column")
                };
                format!("row {}, {}: {why}", r + 1, riddle.header()[c])
            });
        }
        cells[(r, c)] = value;
    };
    match answer {
        Answer::Matrix(rows) => {
            let width = rows.first().map_or(0, Vec::len);
            let attributes: Vec<usize> = (0..n).filter(|&c| !given(riddle, c)).collect();
            let columns: Vec<usize> = if width < n && width == attributes.len() {
                attributes
            } else {
                (0..n).collect()
            };
            for (r, row) in rows.iter().enumerate() {
                for (&c, text) in columns.iter().zip(row) {
                    put(r, c, text, reason);
                }
            }
        }
        Answer::Table(table) => {
            let columns: Vec<Option<usize>> = table.header.iter().map(|h| column_named(riddle, h)).collect();
            for (r, row) in table.rows.iter().enumerate() {
                for (c, text) in columns.iter().zip(row) {
                    if let Some(c) = *c {
                        put(r, c, text, reason);
                    }
                }
            }
        }
        Answer::NoSolution => {}
        Answer::Houses(houses) => {
            for (house, attributes) in houses {
                let digits: String = house.chars().filter(char::is_ascii_digit).collect();
                let Some(r) = digits.parse::<usize>().ok().and_then(|k| k.checked_sub(1)) else {
                    reason.get_or_insert_with(|| format!("house \"{house}\" has no number"));
                    continue;
                };
                for (name, text) in attributes {
                    if let Some(c) = column_named(riddle, name) {
                        put(r, c, text, reason);
                    }
                }
            }
        }
    }
    for ((r, c), slot) in cells.indexed_iter_mut() {
        if slot.is_none() && given(riddle, c) {
            *slot = Some(start[(r, c)]);
        }
    }
    cells
}

/// The id of the value `text` names in column `c`: exactly, else folded. `""` is [`BLANK`] in a
/// column with fewer values than rows (a solution leaves the others blank), and no value in any
/// other column (every cell of a solution's holds a value).
fn value_id(riddle: &Riddle, c: usize, text: &str) -> Option<ValueId> {
    let values = riddle.values(c);
    let text = text.trim();
    if text.is_empty() {
        return (values.len() < riddle.rows()).then_some(BLANK);
    }
    let exact = values.iter().position(|v| v == text);
    let k = exact.or_else(|| {
        let folded = fold(text);
        values.iter().position(|v| fold(v) == folded)
    })?;
    Some((k + 1) as ValueId)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two houses, two attributes, one solution: 1 Eric colonial, 2 Arnold victorian.
    fn riddle() -> Riddle {
        Riddle::from_json(
            r#"{"title": "ZebraLogic lgp-test-2x2-x",
            "description": "Two houses.\n\n## Clues:\n1. Victorian is in house 2.\n2. Eric is in house 1.",
            "header": ["House", "Name", "Style"],
            "startMatrix": [["1", "", ""], ["2", "", ""]],
            "hints": [[[["2", "", "victorian"]]], [[["1", "Eric", ""]]]],
            "hintTexts": ["Victorian is in house 2.", "Eric is in house 1."],
            "domains": {"Name": ["Arnold", "Eric"], "Style": ["victorian", "colonial"]}}"#,
        )
        .unwrap()
    }

    fn graded(answer: &str) -> Grade {
        grade(&riddle(), &Answer::from_json(answer).unwrap())
    }

    #[test]
    fn a_record_has_the_size_the_puzzle_and_the_solution() {
        let record = to_zebralogic(&riddle(), None).unwrap();
        assert_eq!(record.id, "ZebraLogic lgp-test-2x2-x");
        assert_eq!(record.size, "2*2");
        // The description holds every clue already: it is the puzzle as it is.
        assert_eq!(record.puzzle, riddle().description().unwrap());
        assert_eq!(record.solution.header, ["House", "Name", "Style"]);
        assert_eq!(
            record.solution.rows,
            [["1", "Eric", "colonial"], ["2", "Arnold", "victorian"]]
        );
        assert_eq!(to_zebralogic(&riddle(), Some("x")).unwrap().id, "x");
    }

    #[test]
    fn a_record_adds_the_clues_the_description_lacks() {
        let riddle = Riddle::from_json(
            r#"{"description": "Two pets.", "header": ["House", "Pet"],
            "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
            "hintTexts": ["The cat is in 1."], "domains": {"Pet": ["cat", "dog"]}}"#,
        )
        .unwrap();
        let record = to_zebralogic(&riddle, None).unwrap();
        assert_eq!(record.puzzle, "Two pets.\n\n## Clues:\n1. The cat is in 1.");
        assert_eq!(record.id, "");
    }

    #[test]
    fn a_record_needs_words_and_one_solution() {
        let open = Riddle::from_json(
            r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [], "hintTexts": [], "domains": {"Pet": ["cat", "dog"]}}"#,
        )
        .unwrap();
        assert_eq!(
            to_zebralogic(&open, None).unwrap_err().to_string(),
            "riddle: has 2 solutions or more; a ZebraLogic record needs exactly one"
        );
        let mute = Riddle::from_json(
            r#"{"header": ["House", "Pet"], "startMatrix": [["1", "cat"], ["2", "dog"]], "hints": []}"#,
        )
        .unwrap();
        assert_eq!(
            to_zebralogic(&mute, None).unwrap_err().to_string(),
            "hintTexts: a ZebraLogic record needs the hints in words"
        );
    }

    #[test]
    fn every_shape_of_the_right_answer_is_solved() {
        for answer in [
            r#"[["1", "Eric", "colonial"], ["2", "Arnold", "victorian"]]"#,
            r#"[[1, "eric", "COLONIAL"], [2, " Arnold ", "Victorian"]]"#,
            r#"[["Eric", "colonial"], ["Arnold", "victorian"]]"#,
            r#"{"header": ["style", "NAME"], "rows": [["colonial", "Eric"], ["victorian", "Arnold"]]}"#,
            r#"{"solution": {"House 2": {"Name": "Arnold", "Style": "victorian"}, "House 1": {"Name": "Eric", "Style": "colonial"}}}"#,
            r#"{"house1": {"name": "eric", "style": "colonial"}, "house2": {"name": "arnold", "style": "victorian"}}"#,
        ] {
            let grade = graded(answer);
            assert_eq!(
                grade,
                Grade {
                    solved: true,
                    cells: 4,
                    correct: 4,
                    cell_accuracy: 1.0,
                    reason: None,
                    unread: None
                },
                "{answer}"
            );
        }
    }

    #[test]
    fn a_wrong_answer_counts_its_cells_against_the_solution() {
        // Names swapped: the styles are right, the names wrong.
        let grade = graded(r#"[["1", "Arnold", "colonial"], ["2", "Eric", "victorian"]]"#);
        assert!(!grade.solved);
        assert_eq!((grade.cells, grade.correct, grade.cell_accuracy), (4, 2, 0.5));
        assert_eq!(grade.reason.as_deref(), Some("hint 2 does not hold"));
        // A value no column has, and a missing house.
        let grade = graded(r#"{"solution": {"House 1": {"Name": "Eric", "Style": "igloo"}}}"#);
        assert!(!grade.solved);
        assert_eq!((grade.cells, grade.correct), (4, 1));
        assert_eq!(
            grade.reason.as_deref(),
            Some("row 1, Style: \"igloo\" is not a value of the column")
        );
        let grade = graded(r#"[["1", "Eric", "colonial"], ["2", "Eric", "victorian"]]"#);
        assert_eq!((grade.solved, grade.correct), (false, 3));
    }

    #[test]
    fn an_answer_of_another_riddle_grades_its_solutions_not_one_stored_grid() {
        // Two solutions: the pets in either order. Both are solved.
        let riddle = Riddle::from_json(
            r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
            "domains": {"Pet": ["cat", "dog"]}}"#,
        )
        .unwrap();
        for answer in [r#"[["cat"], ["dog"]]"#, r#"[["dog"], ["cat"]]"#] {
            assert!(grade(&riddle, &Answer::from_json(answer).unwrap()).solved);
        }
        let half = grade(&riddle, &Answer::from_json(r#"[["dog"], ["dog"]]"#).unwrap());
        assert_eq!((half.solved, half.cells, half.correct), (false, 2, 1));
    }

    /// Three houses, two pets: one house has none. 1 cat tea, 2 (no pet) milk, 3 dog water.
    fn riddle_with_a_blank() -> Riddle {
        Riddle::from_json(
            r#"{"header": ["House", "Pet", "Drink"],
            "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
            "hints": [[[["1", "cat", ""]]], [[["3", "dog", ""]]], [[["", "cat", "tea"]]], [[["2", "", "milk"]]]],
            "hintTexts": ["The cat is in 1.", "The dog is in 3.", "The cat's owner drinks tea.", "2 drinks milk."],
            "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk", "water"]}}"#,
        )
        .unwrap()
    }

    fn not_solved(correct: usize, cells: usize, reason: &str) -> Grade {
        Grade {
            solved: false,
            cells,
            correct,
            cell_accuracy: correct as f64 / cells as f64,
            reason: Some(reason.to_owned()),
            unread: None,
        }
    }

    #[test]
    fn a_blank_is_right_where_the_solution_has_a_blank() {
        let riddle = riddle_with_a_blank();
        let solved = Grade {
            solved: true,
            cells: 6,
            correct: 6,
            cell_accuracy: 1.0,
            reason: None,
            unread: None,
        };
        // The riddle's own solution, as the solver and its record give it.
        let record = to_zebralogic(&riddle, None).unwrap();
        assert_eq!(
            record.solution.rows,
            [["1", "cat", "tea"], ["2", "", "milk"], ["3", "dog", "water"]]
        );
        assert_eq!(
            grade(&riddle, &Answer::Matrix(record.solution.rows.clone())),
            solved
        );
        assert_eq!(grade(&riddle, &Answer::Table(record.solution)), solved);
        for answer in [
            r#"[["cat", "tea"], [null, "milk"], ["dog", "water"]]"#,
            r#"[["cat", "tea"], ["  ", "milk"], ["dog", "water"]]"#,
            r#"{"solution": {"House 1": {"Pet": "cat", "Drink": "tea"}, "House 2": {"Pet": "", "Drink": "milk"}, "House 3": {"Pet": "dog", "Drink": "water"}}}"#,
        ] {
            assert_eq!(grade_json(&riddle, answer), solved, "{answer}");
        }
    }

    #[test]
    fn a_blank_is_wrong_where_the_solution_has_a_value() {
        let riddle = riddle_with_a_blank();
        // The cat in house 2 and house 1 blank: two pet cells wrong.
        assert_eq!(
            grade_json(&riddle, r#"[["", "tea"], ["cat", "milk"], ["dog", "water"]]"#),
            not_solved(4, 6, "hint 1 does not hold")
        );
        // A blank drink: every house has one.
        assert_eq!(
            grade_json(&riddle, r#"[["cat", ""], ["", "milk"], ["dog", "water"]]"#),
            not_solved(
                5,
                6,
                "row 1, Drink: blank, but every row of the column holds a value"
            )
        );
        // A house that leaves its pet out is not a blank: a missing cell.
        assert_eq!(
            grade_json(
                &riddle,
                r#"{"House 1": {"Pet": "cat", "Drink": "tea"}, "House 2": {"Drink": "milk"}, "House 3": {"Pet": "dog", "Drink": "water"}}"#
            ),
            not_solved(5, 6, "row 2, Pet: missing from the answer")
        );
        // Both pets and a blank for each: the column holds dog no times.
        assert_eq!(
            grade_json(&riddle, r#"[["cat", "tea"], ["", "milk"], ["", "water"]]"#),
            not_solved(5, 6, "column Pet holds dog 0 times")
        );
    }

    #[test]
    fn a_blank_in_a_great_column_is_wrong() {
        // Three pets for two houses: every house has one, one pet is nobody's.
        let riddle = Riddle::from_json(
            r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["1", "cat"]]], [[["2", "dog"]]]], "domains": {"Pet": ["cat", "dog", "fish"]}}"#,
        )
        .unwrap();
        assert!(grade_json(&riddle, r#"[["cat"], ["dog"]]"#).solved);
        assert_eq!(
            grade_json(&riddle, r#"[["cat"], [""]]"#),
            not_solved(
                1,
                2,
                "row 2, Pet: blank, but every row of the column holds a value"
            )
        );
    }

    #[test]
    fn an_answer_that_cannot_be_read_is_graded_unread() {
        let unread = |why: &str| {
            let why = format!("the answer could not be read: {why}");
            Grade {
                solved: false,
                cells: 4,
                correct: 0,
                cell_accuracy: 0.0,
                reason: Some(why.clone()),
                unread: Some(why),
            }
        };
        assert_eq!(
            graded_json(r#"Here is my answer: {"solution": {}}"#),
            unread("line 1, column 1: expected value")
        );
        assert_eq!(
            graded_json(r#"[["1", "Eric", "colonial"]"#),
            unread("line 1, column 26: EOF while parsing a list")
        );
        assert_eq!(
            graded_json(r#"[[1, {}]]"#),
            unread("answer[0][1]: expected a string, a number or null")
        );
        assert_eq!(
            Grade::unreadable(&riddle(), "answer: text is not valid UTF-8"),
            unread("answer: text is not valid UTF-8")
        );
        // Read, it is graded as ever.
        assert!(graded_json(r#"[["Eric", "colonial"], ["Arnold", "victorian"]]"#).solved);
    }

    fn graded_json(answer: &str) -> Grade {
        grade_json(&riddle(), answer)
    }

    #[test]
    fn a_bad_answer_is_an_error_at_its_place() {
        let error = |text: &str| Answer::from_json(text).unwrap_err().to_string();
        assert_eq!(
            error("[[1, {}]]"),
            "answer[0][1]: expected a string, a number or null"
        );
        assert_eq!(
            error(r#"{"solution": {"House 1": {"Color": []}}}"#),
            "answer.solution[\"House 1\"].Color: expected a string, a number or null"
        );
        assert_eq!(
            error(r#"{"header": 3, "rows": []}"#),
            "answer.header: expected an array of column names"
        );
        assert_eq!(error("[1"), "line 1, column 2: EOF while parsing a list");
        assert_eq!(
            error("7"),
            "answer: expected rows, {\"header\", \"rows\"} or {\"solution\": {\"House 1\": {…}}}"
        );
    }
}

//! A record gives its riddle: every record gridriddle writes (ZebraLogic's grid record, the
//! `json` format's `{"id", "riddle"}`, a question) and any riddle file, read by one function
//! ([`riddle_of_record`]) for `evaluate`, `verify`, `grade` and `read_answer` on every face; and
//! a model's output graded against any of them ([`grade_record`]).
//!
//! A ZebraLogic record's riddle is its solution's: the first column given when it numbers the
//! houses, each row a hint, so grading against it is grading against the stored grid. A record
//! without a solution (`"solution": null`, with `"solvable": false`) or a question carries its
//! riddle only as puzzle text, read by the ZebraLogic / reasoning-gym text reader (`src/import/`),
//! or as the description of a riddle gridriddle made (`dataset`'s own records:
//! `generate/read.rs`); a ZebraLogic record's clues are read from its text too when its
//! reasoning is judged ([`riddle_of_puzzle`], [`riddle_to_judge`]).

use super::output::{grade_text, read_choice, Unread};
use crate::error::RiddleError;
use crate::riddle::Riddle;
use crate::riddle_file::RiddleFile;
use crate::zebralogic::Grade;
use serde_json::{Map, Value};

/// The riddle `record` gives: a riddle file itself (`{"header", "startMatrix", …}`), the `json`
/// format's `{"riddle": …}`, or ZebraLogic's `{"solution": {"header", "rows"}}`. Errors name the
/// place (`riddle.hints[2]: …`, `solution.rows[1]: …`). A record with no riddle and no grid
/// (`"solution": null`, a question) gives the riddle of its puzzle text (`puzzle`, else
/// `question`), read by [`crate::import::riddle`] (or, failing that, as the description of a
/// riddle gridriddle made); an error there names the clue and the words.
///
/// ```
/// use gridriddle::evaluate::records::riddle_of_record;
///
/// let record = serde_json::json!({"id": "g", "size": "2*1", "puzzle": "…",
///     "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}});
/// let riddle = riddle_of_record(record.as_object().unwrap())?;
/// assert_eq!((riddle.rows(), riddle.header()), (2, &["House".to_owned(), "Pet".to_owned()][..]));
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn riddle_of_record(record: &Map<String, Value>) -> Result<Riddle, RiddleError> {
    if let Some(riddle) = record.get("riddle") {
        return Riddle::from_json(&riddle.to_string()).map_err(|e| RiddleError::at("riddle", e.to_string()));
    }
    if record.contains_key("startMatrix")
        || (record.contains_key("header") && !record.contains_key("solution"))
    {
        return Riddle::from_json(&Value::Object(record.clone()).to_string());
    }
    match record.get("solution") {
        Some(Value::Object(solution)) => riddle_of_solution(solution).map_err(|e| {
            let (path, message) = e.split_once(": ").unwrap_or(("solution", &e));
            RiddleError::at(path, message)
        }),
        // The puzzle text read (src/import: ZebraLogic's and reasoning-gym's text; gridriddle's own).
        _ if record.contains_key("puzzle") || record.contains_key("question") => {
            let key = if record.contains_key("puzzle") { "puzzle" } else { "question" };
            let Some(Value::String(text)) = record.get(key) else {
                return Err(RiddleError::at(key, "expected the puzzle's text, a string"));
            };
            crate::import::riddle(text).or_else(|e| {
                // The description of a riddle gridriddle made (a question `dataset` wrote).
                crate::generate::read_description(text)
                    .and_then(|file| Riddle::from_file(&file).ok())
                    .ok_or_else(|| RiddleError::at(key, e.to_string()))
            })
        }
        _ => Err(RiddleError::at(
            "",
            "not a riddle or a record: expected \"header\" and \"startMatrix\", \"riddle\", or \"solution\": {\"header\", \"rows\"}",
        )),
    }
}

/// The riddle of a ZebraLogic record's puzzle text, with its clues ([`crate::import`], or the
/// description of a riddle gridriddle made, as `dataset` writes it), its columns named as the
/// record's `grid` names them: only when the text reads and its riddle
/// has exactly one solution, `grid` (the riddle of the record's stored solution). `None`
/// otherwise, so that a text read otherwise than the record's solution is never used.
pub fn riddle_of_puzzle(record: &Map<String, Value>, grid: &Riddle) -> Option<Riddle> {
    use crate::answer::SolveOptions;
    let Some(Value::String(text)) = record.get("puzzle") else {
        return None;
    };
    // ZebraLogic's or reasoning-gym's text, or the description of a riddle gridriddle made
    // (`dataset`'s own records), whose columns are already the record's.
    let file = match crate::import::read_puzzle(text) {
        Ok(file) => crate::import::rename_columns(&file, grid.header().get(1..)?)?,
        Err(_) => crate::generate::read_description(text)?,
    };
    let riddle = Riddle::from_file(&file).ok()?;
    let options = SolveOptions {
        max_solutions: 2,
        ..SolveOptions::default()
    };
    let solved = crate::solve_riddle(&riddle, &options);
    let expected = crate::solve_riddle(grid, &options);
    let [one] = &solved.solutions[..] else {
        return None;
    };
    let [stored] = &expected.solutions[..] else {
        return None;
    };
    (solved.complete
        && riddle.header() == grid.header()
        && riddle.names(&one.matrix) == grid.names(&stored.matrix))
    .then_some(riddle)
}

/// The riddle a model's reasoning about `record` is judged against (`gridriddle verify`), as
/// `evaluate --verify` judges it: a ZebraLogic record's own numbered clues, read from its puzzle
/// text when they read to exactly its solution ([`riddle_of_puzzle`]), so that "clue 3" is the
/// puzzle's clue 3; else the riddle of [`riddle_of_record`] (for a ZebraLogic record whose text is
/// not read, the riddle of its solution grid, whose hints are its rows).
pub fn riddle_to_judge(record: &Map<String, Value>) -> Result<Riddle, RiddleError> {
    let riddle = riddle_of_record(record)?;
    if record.contains_key("riddle") || !matches!(record.get("solution"), Some(Value::Object(_))) {
        return Ok(riddle);
    }
    Ok(riddle_of_puzzle(record, &riddle).unwrap_or(riddle))
}

/// What a record asks, read from JSON text: a grid (its riddle), or a question (its choices and
/// its answer).
#[derive(Debug, Clone)]
pub enum Asked {
    /// A riddle file, or a record of a grid.
    Grid(Box<Riddle>),
    /// A question record: its choices, and the right one.
    Question(Vec<String>, String),
}

/// What `text` asks: a question record, else the riddle of [`riddle_of_record`] (a riddle file
/// or any grid record). Not an object, or not JSON: the riddle reader's own error, at its place.
pub fn asked_of_json(text: &str) -> Result<Asked, RiddleError> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => match question_of(&map) {
            Some((choices, answer)) => Ok(Asked::Question(choices, answer)),
            None => riddle_of_record(&map).map(|r| Asked::Grid(Box::new(r))),
        },
        _ => Riddle::from_json(text).map(|r| Asked::Grid(Box::new(r))),
    }
}

/// A question record's choices and its answer, when `record` is one.
pub fn question_of(record: &Map<String, Value>) -> Option<(Vec<String>, String)> {
    let choices = record.get("choices")?.as_array()?;
    let choices: Vec<String> = choices
        .iter()
        .map(|c| c.as_str().map(str::to_owned))
        .collect::<Option<_>>()?;
    let answer = record.get("answer")?.as_str()?.to_owned();
    Some((choices, answer))
}

/// Grades `output`, a model's whole output, against `record` (any record, or a riddle file): a
/// grid as [`grade_text`] grades it, a question's choice as one cell.
///
/// ```
/// use gridriddle::evaluate::records::grade_record;
///
/// let question = serde_json::json!({"id": "q", "size": "2*2", "puzzle": "…", "question": "Who?",
///     "choices": ["Eric", "Arnold"], "answer": "Eric"});
/// assert!(grade_record(question.as_object().unwrap(), "Final answer: **Eric**")?.solved);
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn grade_record(record: &Map<String, Value>, output: &str) -> Result<Grade, RiddleError> {
    if let Some((choices, answer)) = question_of(record) {
        let (solved, reason, unread) = match read_choice_or_no_solution(&choices, output) {
            Ok(k) if choices[k] == answer => (true, None, None),
            Ok(k) => (
                false,
                Some(format!("the choice \"{}\" is not the answer", choices[k])),
                None,
            ),
            Err(Unread(why)) => {
                let why = format!("the answer could not be read: {why}");
                (false, Some(why.clone()), Some(why))
            }
        };
        return Ok(Grade {
            solved,
            cells: 1,
            correct: usize::from(solved),
            cell_accuracy: f64::from(u8::from(solved)),
            reason,
            unread,
        });
    }
    if record.get("solution") == Some(&Value::Null) && record.get("solvable") == Some(&Value::Bool(false)) {
        return Ok(grade_unsolvable(record, output));
    }
    Ok(grade_text(&riddle_of_record(record)?, output))
}

/// The grade of `output` for a ZebraLogic record of a riddle with no solution (`"solution":
/// null, "solvable": false`), whose riddle is not at hand: solved when it says there is no
/// solution (read against a riddle of the record's houses alone, as `evaluate` reads it), wrong
/// when it gives anything else, unread when nothing is read. Its cells are the record's `size`.
fn grade_unsolvable(record: &Map<String, Value>, output: &str) -> Grade {
    let size = record.get("size").and_then(Value::as_str).unwrap_or_default();
    let number = |t: &str| t.trim().parse::<usize>().ok();
    let (rows, columns) = size
        .split_once(['*', 'x', '×'])
        .and_then(|(r, c)| Some((number(r)?, number(c)?)))
        .filter(|&(r, c)| (1..=crate::riddle::MAX_ROWS).contains(&r) && c <= 1000)
        .unwrap_or((1, 1));
    let cells = rows * columns;
    let houses = RiddleFile {
        header: vec!["House".to_owned()],
        start_matrix: (1..=rows).map(|h| vec![h.to_string()]).collect(),
        ..RiddleFile::default()
    };
    let read = Riddle::from_file(&houses).map(|riddle| super::output::read_answer(&riddle, output));
    let (solved, reason, unread) = match read {
        Ok(Ok(crate::zebralogic::Answer::NoSolution)) => (true, None, None),
        Ok(Ok(_)) => (
            false,
            Some("the riddle has no solution, the answer gives one".to_owned()),
            None,
        ),
        Ok(Err(why)) => {
            let why = format!("the answer could not be read: {}", why.0);
            (false, Some(why.clone()), Some(why))
        }
        Err(e) => (false, Some(e.to_string()), Some(e.to_string())),
    };
    Grade {
        solved,
        cells,
        correct: if solved { cells } else { 0 },
        cell_accuracy: f64::from(u8::from(solved)),
        reason,
        unread,
    }
}

/// The choice `output` names among `choices`, as [`read_choice`] reads it; where "no solution"
/// is one of the choices (a data set that may hold riddles with no solution), an answer that
/// says there is none (`{"solvable": false}`, or words) names it too.
pub fn read_choice_or_no_solution(choices: &[String], output: &str) -> Result<usize, Unread> {
    read_choice(choices, output).or_else(|why| {
        let k = (choices.iter()).position(|c| c == crate::dataset::NO_SOLUTION_CHOICE);
        let houses = RiddleFile {
            header: vec!["House".to_owned()],
            start_matrix: vec![vec!["1".to_owned()]],
            ..RiddleFile::default()
        };
        let says = |_: &usize| {
            Riddle::from_file(&houses).is_ok_and(|riddle| {
                super::output::read_answer(&riddle, output) == Ok(crate::zebralogic::Answer::NoSolution)
            })
        };
        k.filter(says).ok_or(why)
    })
}

/// A riddle whose one solution is a ZebraLogic record's `{"header", "rows"}`: the first column
/// given when it numbers the houses 1, 2, …; each row a hint. Grading an answer against it is
/// grading against the record's solution.
pub(crate) fn riddle_of_solution(solution: &Map<String, Value>) -> Result<Riddle, String> {
    let strings = |value: &Value, path: &str| -> Result<Vec<String>, String> {
        let Value::Array(items) = value else {
            return Err(format!("{path}: expected an array"));
        };
        items
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::String(s) => Ok(s.clone()),
                Value::Number(n) => Ok(n.to_string()),
                _ => Err(format!("{path}[{i}]: expected a string")),
            })
            .collect()
    };
    let header = strings(solution.get("header").unwrap_or(&Value::Null), "solution.header")?;
    let Some(Value::Array(rows)) = solution.get("rows") else {
        return Err("solution.rows: expected an array of rows".to_owned());
    };
    let rows: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(r, row)| strings(row, &format!("solution.rows[{r}]")))
        .collect::<Result<_, _>>()?;
    let numbered = !rows.is_empty()
        && rows
            .iter()
            .enumerate()
            .all(|(r, row)| row.first() == Some(&(r + 1).to_string()));
    let start: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(c, cell)| {
                    if c == 0 && numbered {
                        cell.clone()
                    } else {
                        String::new()
                    }
                })
                .collect()
        })
        .collect();
    let mut domains = std::collections::BTreeMap::new();
    for (c, name) in header.iter().enumerate().skip(usize::from(numbered)) {
        let mut values: Vec<String> = rows
            .iter()
            .filter_map(|row| row.get(c))
            .filter(|v| !v.is_empty())
            .cloned()
            .collect();
        values.sort();
        domains.insert(name.clone(), values);
    }
    let file = RiddleFile {
        header,
        start_matrix: start,
        hints: rows.iter().map(|row| vec![vec![row.clone()]]).collect(),
        domains: Some(domains),
        ..RiddleFile::default()
    };
    Riddle::from_file(&file).map_err(|e| format!("solution: {e}"))
}

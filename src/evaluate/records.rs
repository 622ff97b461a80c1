//! A record gives its riddle: every record gridriddle writes, read by serde as one
//! [`Record`] (ZebraLogic's grid record, the `json` format's `{"id", "riddle"}`, a question, a
//! riddle with no solution: `dataset/record.rs`), gives its riddle by one function
//! ([`riddle_of_record`]) for `evaluate`, `verify`, `grade` and `read_answer` on every face; a
//! model's output is graded against any of them ([`grade_record`]). Each is a `match` on
//! [`Record`] that names every format, so that a new one is pointed at by the compiler.
//!
//! A ZebraLogic record's riddle is its solution's: the first column given when it numbers the
//! houses, each row a hint, so grading against it is grading against the stored grid. A record
//! without a solution (`"solution": null`, with `"solvable": false`) or a question carries its
//! riddle only as puzzle text, read by the ZebraLogic / reasoning-gym text reader (`src/import/`),
//! or as the description of a riddle gridriddle made (`dataset`'s own records:
//! `generate/read.rs`); a ZebraLogic record's clues are read from its text too when its
//! reasoning is judged ([`riddle_of_puzzle`], [`riddle_to_judge`]).

use super::output::{grade_text, read_choice, Unread};
use crate::dataset::{Record, RecordSize};
use crate::error::RiddleError;
use crate::riddle::Riddle;
use crate::riddle_file::RiddleFile;
use crate::zebralogic::{Grade, ZebraLogicSolution};
use serde::Serialize;
use serde_json::{Map, Value};

/// The riddle `record` gives: the `json` format's riddle, ZebraLogic's solution grid (errors
/// at `solution…`), or for a record with no riddle and no grid (a question, a riddle with no
/// solution) the riddle of its puzzle text (`puzzle`, else `question`), read by
/// [`crate::import::riddle`] (or, failing that, as the description of a riddle gridriddle
/// made); an error there names the clue and the words.
///
/// ```
/// use gridriddle::dataset::Record;
/// use gridriddle::evaluate::records::riddle_of_record;
///
/// let record = Record::from_line(r#"{"id": "g", "size": "2*1", "puzzle": "…",
///     "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}}"#)?;
/// let riddle = riddle_of_record(&record)?;
/// assert_eq!((riddle.rows(), riddle.header()), (2, &["House".to_owned(), "Pet".to_owned()][..]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn riddle_of_record(record: &Record) -> Result<Riddle, RiddleError> {
    match record {
        Record::Riddle(r) => r.riddle(),
        Record::Grid(g) => riddle_of_solution(&g.solution),
        Record::Question(q) => match &q.puzzle {
            Some(puzzle) => riddle_of_text(puzzle, "puzzle"),
            None => riddle_of_text(&q.question, "question"),
        },
        Record::Unsolvable(u) => riddle_of_text(u.puzzle.as_deref().unwrap_or(""), "puzzle"),
    }
}

/// The riddle of a puzzle text (ZebraLogic's and reasoning-gym's, [`crate::import::riddle`];
/// else the description of a riddle gridriddle made), an error at `key`.
fn riddle_of_text(text: &str, key: &str) -> Result<Riddle, RiddleError> {
    crate::import::riddle(text).or_else(|e| {
        crate::generate::read_description(text)
            .and_then(|file| Riddle::from_file(&file).ok())
            .ok_or_else(|| RiddleError::at(key, e.to_string()))
    })
}

/// The record `text` is, when it is a JSON object with a record's keys
/// ([`crate::dataset::RecordKind::of`]); `Ok(None)` for anything else (a riddle file, clues).
pub fn record_of_json(text: &str) -> Result<Option<Record>, RiddleError> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => Ok(Record::from_map(map)?),
        _ => Ok(None),
    }
}

/// The riddle of a ZebraLogic record's puzzle text, with its clues ([`crate::import`], or the
/// description of a riddle gridriddle made, as `dataset` writes it), its columns named as the
/// record's `grid` names them: only when the text reads and its riddle
/// has exactly one solution, `grid` (the riddle of the record's stored solution). `None`
/// otherwise, so that a text read otherwise than the record's solution is never used.
pub fn riddle_of_puzzle(puzzle: &str, grid: &Riddle) -> Option<Riddle> {
    use crate::answer::SolveOptions;
    // ZebraLogic's or reasoning-gym's text, or the description of a riddle gridriddle made
    // (`dataset`'s own records), whose columns are already the record's.
    let file = match crate::import::read_puzzle(puzzle) {
        Ok(file) => crate::import::rename_columns(&file, grid.header().get(1..)?)?,
        Err(_) => crate::generate::read_description(puzzle)?,
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
pub fn riddle_to_judge(record: &Record) -> Result<Riddle, RiddleError> {
    let riddle = riddle_of_record(record)?;
    Ok(match record {
        Record::Grid(g) => (g.puzzle.as_deref())
            .and_then(|puzzle| riddle_of_puzzle(puzzle, &riddle))
            .unwrap_or(riddle),
        Record::Question(_) | Record::Riddle(_) | Record::Unsolvable(_) => riddle,
    })
}

/// The riddle reasoning about `text` is judged against, when `text` is a record
/// ([`riddle_to_judge`]) or an object with a puzzle text and no riddle (a ZebraLogic row
/// without its solution: the riddle of its text); `Ok(None)` for anything else (a riddle file,
/// clues), which the caller reads as a riddle. As `gridriddle verify`, Python's `verify` and
/// the bindings' `verify_reasoning` read what they are given.
pub fn riddle_to_judge_of_json(text: &str) -> Result<Option<Riddle>, RiddleError> {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(text) else {
        return Ok(None);
    };
    let puzzle = puzzle_only(&map);
    match Record::from_map(map)? {
        Some(record) => riddle_to_judge(&record).map(Some),
        None => puzzle.map(|(text, key)| riddle_of_text(&text, key)).transpose(),
    }
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

impl Asked {
    /// The riddle of a grid; a question record's riddle is only its puzzle text, an error here.
    pub fn into_riddle(self) -> Result<Riddle, RiddleError> {
        match self {
            Asked::Grid(riddle) => Ok(*riddle),
            Asked::Question(..) => Err(RiddleError::at(
                "question",
                "a question record carries its riddle as puzzle text only",
            )),
        }
    }
}

/// What [`read_asked`] reads out of a model's output: the answer, or why there is none (the
/// shape `read_answer` returns in Python and JavaScript).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ReadAnswer {
    /// For a riddle: rows of cells, `{header, rows}`, `{solution: {"House 1": {...}}}` or
    /// `{solvable: false}` ([`super::output::answer_json`]); for choices: the choice named.
    /// `null` when unread.
    #[cfg_attr(
        target_arch = "wasm32",
        tsify(
            type = "string[][] | { header: string[]; rows: string[][] } | { solution: Record<string, Record<string, string>> } | { solvable: false } | string | null"
        )
    )]
    pub answer: Option<Value>,
    /// Why nothing could be read; `null` when read.
    pub unread: Option<String>,
}

/// The answer `output` gives to what is asked: a grid read against the riddle
/// ([`super::output::read_answer`]), or the choice named ([`read_choice`]).
pub fn read_asked(asked: &Asked, output: &str) -> ReadAnswer {
    match asked {
        Asked::Grid(riddle) => match super::output::read_answer(riddle, output) {
            Ok(answer) => ReadAnswer {
                answer: Some(super::output::answer_json(&answer)),
                unread: None,
            },
            Err(Unread(why)) => ReadAnswer {
                answer: None,
                unread: Some(why),
            },
        },
        Asked::Question(choices, _) => read_choices(choices, output),
    }
}

/// The choice `output` names among `choices` ([`read_choice`]), or why none.
pub fn read_choices(choices: &[String], output: &str) -> ReadAnswer {
    match read_choice(choices, output) {
        Ok(k) => ReadAnswer {
            answer: Some(Value::String(choices[k].clone())),
            unread: None,
        },
        Err(Unread(why)) => ReadAnswer {
            answer: None,
            unread: Some(why),
        },
    }
}

/// What `text` asks: a question record, else the riddle of [`riddle_of_record`] (any grid
/// record), else the riddle of a riddle file (or, for an object with a `"puzzle"` only, or a
/// reasoning-gym entry's `"question"`, of its text). Not an object, or not JSON: the riddle reader's own error, at its place.
pub fn asked_of_json(text: &str) -> Result<Asked, RiddleError> {
    let map = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => map,
        _ => return Riddle::from_json(text).map(|r| Asked::Grid(Box::new(r))),
    };
    let puzzle = puzzle_only(&map);
    match Record::from_map(map)? {
        Some(Record::Question(q)) => Ok(Asked::Question(q.choices, q.answer)),
        Some(record) => riddle_of_record(&record).map(|r| Asked::Grid(Box::new(r))),
        None => match puzzle {
            Some((text, key)) => riddle_of_text(&text, key).map(|r| Asked::Grid(Box::new(r))),
            None => Riddle::from_json(text).map(|r| Asked::Grid(Box::new(r))),
        },
    }
}

/// The puzzle text of an object that is no riddle file (no `"header"`, no `"startMatrix"`) but
/// has one, and its key: a ZebraLogic row without its solution (`"puzzle"`), or a
/// reasoning-gym entry (`"question"`, the puzzle's text, with no choices).
fn puzzle_only(map: &Map<String, Value>) -> Option<(String, &'static str)> {
    if map.contains_key("header") || map.contains_key("startMatrix") {
        return None;
    }
    let text = |key: &'static str| map.get(key).and_then(Value::as_str).map(|t| (t.to_owned(), key));
    text("puzzle").or_else(|| text("question"))
}

/// Grades `output`, a model's whole output, against `record`: a grid as [`grade_text`] grades
/// it, a question's choice as one cell, a riddle with no solution as `evaluate` grades it.
///
/// ```
/// use gridriddle::dataset::Record;
/// use gridriddle::evaluate::records::grade_record;
///
/// let question = Record::from_line(r#"{"id": "q", "size": "2*2", "puzzle": "…", "question": "Who?",
///     "choices": ["Eric", "Arnold"], "answer": "Eric"}"#)?;
/// assert!(grade_record(&question, "Final answer: **Eric**")?.solved);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grade_record(record: &Record, output: &str) -> Result<Grade, RiddleError> {
    match record {
        Record::Question(q) => Ok(grade_choice(&q.choices, &q.answer, output)),
        // Without its size, one cell of one house.
        Record::Unsolvable(u) => Ok(grade_unsolvable(
            u.size.unwrap_or(RecordSize { rows: 1, columns: 1 }),
            output,
        )),
        Record::Riddle(_) | Record::Grid(_) => Ok(grade_text(&riddle_of_record(record)?, output)),
    }
}

/// The grade of the choice `output` names among `choices`, `answer` the right one: one cell.
pub fn grade_choice(choices: &[String], answer: &str, output: &str) -> Grade {
    let (solved, reason, unread) = match read_choice_or_no_solution(choices, output) {
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
    Grade {
        solved,
        cells: 1,
        correct: usize::from(solved),
        cell_accuracy: f64::from(u8::from(solved)),
        reason,
        unread,
    }
}

/// The grade of `output` for a ZebraLogic record of a riddle with no solution (`"solution":
/// null, "solvable": false`), whose riddle is not at hand: solved when it says there is no
/// solution (read against a riddle of the record's houses alone, as `evaluate` reads it), wrong
/// when it gives anything else, unread when nothing is read. Its cells are the record's `size`.
fn grade_unsolvable(size: RecordSize, output: &str) -> Grade {
    // A size of no house is graded as one cell of one house.
    let (rows, columns) = match size.rows {
        0 => (1, 1),
        rows => (rows, size.columns),
    };
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
pub(crate) fn riddle_of_solution(solution: &ZebraLogicSolution) -> Result<Riddle, RiddleError> {
    let (header, rows) = (&solution.header, &solution.rows);
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
        header: header.clone(),
        start_matrix: start,
        hints: rows.iter().map(|row| vec![vec![row.clone()]]).collect(),
        domains: Some(domains),
        ..RiddleFile::default()
    };
    Riddle::from_file(&file).map_err(|e| RiddleError::at("solution", e.to_string()))
}

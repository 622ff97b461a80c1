//! The grading of an answer against the riddle's hints ([`grade`], [`grade_json`]): solved when
//! it satisfies the riddle, its cells against the closest solution; the wrong cells
//! ([`wrong_cells`]).

use super::answer::Answer;
use super::record::given;
use crate::answer::SolveOptions;
use crate::check::check_solution;
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::solver::solve_riddle;
use ndarray::Array2;
use serde::Serialize;

/// How an answer fares against a riddle: what [`grade`] gives.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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

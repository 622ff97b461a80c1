//! The Python extension `gridriddle._gridriddle` (re-exported whole by the package
//! `gridriddle`, python/gridriddle/__init__.py): a thin shell over the library. Each function converts its
//! arguments (a riddle as a dict, JSON text or clue text; a grid; options), calls the library
//! with the GIL released, and converts the answer back (the library's JSON, through `json.loads`).
//! Nothing is decided here; the signatures and docs for Python are in
//! `gridriddle/__init__.pyi`.

use gridriddle::{
    clues::ClueErrors,
    dataset::{parse_levels, DatasetError, DatasetFormat, DatasetOptions, MAX_JOBS},
    evaluate::questions::{record_lines, RecordMode, RecordOptions},
    generate::{Difficulty, GenerateOptions, HintKind, MAX_GENERATED_COLUMNS},
    play::Grid,
    zebralogic::Grade,
    Report, Riddle, RiddleError as LibError, RiddleFormat, SolveOptions, MAX_ROWS,
};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyUnicodeEncodeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use rayon::prelude::*;
use serde::Serialize;
use std::fmt::Display;

mod stream;

create_exception!(
    gridriddle,
    RiddleError,
    PyValueError,
    "An invalid riddle, clue file, grid or option (an integer out of range: `jobs must be 1 \
     to 256`). The message names the place (`hints[3][1][0]: row has 5 cells, the header has \
     6`); so do the attributes `path`, `location`, `line` and `column`."
);
create_exception!(
    gridriddle,
    GenerateError,
    PyValueError,
    "No riddle came out of `generate` or `dataset` (a size out of range, hint kinds that \
     cannot make it, a difficulty the size cannot reach)."
);
create_exception!(
    gridriddle,
    SearchLimitError,
    PyRuntimeError,
    "`count` ran out of its node budget before it had every solution."
);

/// A riddle as Python hands it: text (JSON, clues, or a puzzle text of ZebraLogic or
/// reasoning-gym), or an object written as JSON text.
enum RiddleText {
    Json(String),
    Clues(String),
    Puzzle(String),
}

impl RiddleText {
    fn read(riddle: &Bound<'_, PyAny>) -> PyResult<RiddleText> {
        if let Ok(text) = riddle.downcast::<PyString>() {
            let text = utf8(text, "")?;
            // As the command line and the WebAssembly bindings: the library's one rule.
            return Ok(match RiddleFormat::detect(&text) {
                RiddleFormat::Json => RiddleText::Json(text),
                RiddleFormat::Zbc => RiddleText::Clues(text),
                RiddleFormat::ZebraLogic | RiddleFormat::ReasoningGym => RiddleText::Puzzle(text),
            });
        }
        Ok(RiddleText::Json(json_text(riddle, "")?))
    }

    /// What a riddle or any record asks (a record gives its riddle, or its question), without
    /// the GIL.
    fn asked(&self) -> Result<gridriddle::evaluate::records::Asked, Failure> {
        match self {
            RiddleText::Json(text) => {
                gridriddle::evaluate::records::asked_of_json(text).map_err(Failure::Riddle)
            }
            RiddleText::Clues(_) | RiddleText::Puzzle(_) => self
                .parse()
                .map(|r| gridriddle::evaluate::records::Asked::Grid(Box::new(r))),
        }
    }

    /// The riddle of a riddle or of a grid record, without the GIL.
    fn riddle(&self) -> Result<Riddle, Failure> {
        self.asked()?.into_riddle().map_err(Failure::Riddle)
    }

    /// The riddle a model's reasoning is judged against, without the GIL: a grid record's own
    /// numbered clues when its puzzle text reads to its solution, as `gridriddle verify` and
    /// `evaluate --verify` judge it ([`gridriddle::evaluate::records::riddle_to_judge_of_json`]), else
    /// [`RiddleText::riddle`].
    fn to_judge(&self) -> Result<Riddle, Failure> {
        if let RiddleText::Json(text) = self {
            // A record of any format, told apart by the crate's one rule.
            if let Some(riddle) = gridriddle::evaluate::records::riddle_to_judge_of_json(text)? {
                return Ok(riddle);
            }
        }
        self.riddle()
    }

    /// The riddle, without the GIL.
    fn parse(&self) -> Result<Riddle, Failure> {
        match self {
            RiddleText::Json(text) => Riddle::from_json(text).map_err(Failure::Riddle),
            RiddleText::Clues(text) => Riddle::from_zbc(text).map_err(Failure::Clues),
            RiddleText::Puzzle(text) => gridriddle::import::riddle(text).map_err(Failure::Clues),
        }
    }
}

/// What went wrong without the GIL, raised once it is held again.
enum Failure {
    Riddle(LibError),
    Clues(ClueErrors),
    Limit(String),
}

impl From<LibError> for Failure {
    fn from(error: LibError) -> Self {
        Failure::Riddle(error)
    }
}

impl Failure {
    fn raise(self, py: Python<'_>) -> PyErr {
        match self {
            Failure::Riddle(e) => {
                let (line, column) = e.position.unzip();
                riddle_error(py, &e.to_string(), &e.path, &e.location(), line, column)
            }
            Failure::Clues(e) => {
                let first = e.first();
                let location = format!("{}:{}", first.line, first.column);
                riddle_error(
                    py,
                    &e.to_string(),
                    "",
                    &location,
                    Some(first.line),
                    Some(first.column),
                )
            }
            Failure::Limit(message) => SearchLimitError::new_err(message),
        }
    }
}

/// A `RiddleError` with the fields of the library's one error shape.
fn riddle_error(
    py: Python<'_>,
    message: &str,
    path: &str,
    location: &str,
    line: Option<usize>,
    column: Option<usize>,
) -> PyErr {
    let error = RiddleError::new_err(message.to_owned());
    let value = error.value(py);
    // Setting attributes on a fresh exception object cannot fail.
    let _ = value.setattr("path", path);
    let _ = value.setattr("location", location);
    let _ = value.setattr("line", line);
    let _ = value.setattr("column", column);
    error
}

/// `value` as JSON text (`json.dumps`), or a `RiddleError` at `path` (`""`: the riddle), or
/// at the string in it that holds a lone surrogate.
fn json_text(value: &Bound<'_, PyAny>, path: &str) -> PyResult<String> {
    let py = value.py();
    let dumps = py.import("json")?.getattr("dumps")?;
    let kwargs = PyDict::new(py);
    kwargs.set_item("ensure_ascii", false)?;
    match dumps.call((value,), Some(&kwargs)) {
        Ok(text) => text.extract::<String>().map_err(|error| {
            let found = surrogate_index(py, &error)
                .map(|at| surrogate_in(value, path).unwrap_or_else(|| (path.to_owned(), at)));
            match found {
                Some((path, at)) => surrogate_error(py, &path, at),
                None => error,
            }
        }),
        Err(e) => {
            let message = format!("cannot be written as JSON: {}", e.value(py));
            let place = if path.is_empty() { "riddle" } else { path };
            Err(riddle_error(
                py,
                &format!("{place}: {message}"),
                path,
                place,
                None,
                None,
            ))
        }
    }
}

/// `text` as Rust text; a lone surrogate in it (which UTF-8 cannot hold) is a `RiddleError` at
/// `path` (`""`: the riddle).
fn utf8(text: &Bound<'_, PyString>, path: &str) -> PyResult<String> {
    text.extract()
        .map_err(|error| match surrogate_index(text.py(), &error) {
            Some(at) => surrogate_error(text.py(), path, at),
            None => error,
        })
}

/// The index of the lone surrogate a failed reading of a str stopped at.
fn surrogate_index(py: Python<'_>, error: &PyErr) -> Option<usize> {
    if !error.is_instance_of::<PyUnicodeEncodeError>(py) {
        return None;
    }
    error.value(py).getattr("start").ok()?.extract().ok()
}

fn surrogate_error(py: Python<'_>, path: &str, at: usize) -> PyErr {
    let place = if path.is_empty() { "riddle" } else { path };
    let message = format!("{place}: text is not valid UTF-8 (a lone surrogate at index {at})");
    riddle_error(py, &message, path, place, None, None)
}

/// The JSON path under `path` of the first string in `value` (dicts, lists and tuples of them, as
/// `json.dumps` writes them) that holds a lone surrogate, and the surrogate's index in it.
fn surrogate_in(value: &Bound<'_, PyAny>, path: &str) -> Option<(String, usize)> {
    let py = value.py();
    if let Ok(text) = value.downcast::<PyString>() {
        let error = text.extract::<String>().err()?;
        return surrogate_index(py, &error).map(|at| (path.to_owned(), at));
    }
    if let Ok(dict) = value.downcast::<PyDict>() {
        return dict.iter().find_map(|(key, item)| {
            let name = key.str().ok()?.to_string_lossy().into_owned();
            let here = member(path, &name);
            surrogate_in(&key, &here).or_else(|| surrogate_in(&item, &here))
        });
    }
    let items = match (value.downcast::<PyList>(), value.downcast::<PyTuple>()) {
        (Ok(list), _) => list.iter().collect::<Vec<_>>(),
        (_, Ok(tuple)) => tuple.iter().collect(),
        _ => return None,
    };
    items
        .iter()
        .enumerate()
        .find_map(|(i, item)| surrogate_in(item, &format!("{path}[{i}]")))
}

/// The path of member `key` of the object at `path`, as the library writes it: `domains.Pet`,
/// or `domains["Pet type"]` when the key is not a plain word.
fn member(path: &str, key: &str) -> String {
    let plain = !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    match (plain, path.is_empty()) {
        (true, true) => key.to_owned(),
        (true, false) => format!("{path}.{key}"),
        (false, _) => format!("{path}[{}]", serde_json::Value::from(key)),
    }
}

/// The integers a parameter takes, and how its error says them.
#[derive(Clone, Copy)]
enum Bounds<T> {
    /// `min` to `max`, a limit of the parameter's own: `jobs must be 1 to 256`.
    Within(T, T),
    /// At least `min`, at most `max` (a sanity bound, or what the type holds), each said alone:
    /// `seed must be at least 0`, `seed must be at most 18446744073709551615`.
    Sides(T, T),
}

impl<T: Unsigned> Bounds<T> {
    /// At least `min`, as far as `T` goes.
    fn from(min: T) -> Self {
        Bounds::Sides(min, T::MAX)
    }
}

/// An unsigned integer type a parameter is read into.
trait Unsigned: Copy + Display + for<'py> FromPyObject<'py> + for<'py> IntoPyObject<'py> {
    const MAX: Self;
}

impl Unsigned for u64 {
    const MAX: u64 = u64::MAX;
}

impl Unsigned for usize {
    const MAX: usize = usize::MAX;
}

/// Integer argument `name` as `T`, within `bounds`. Out of them, a `RiddleError` that names the
/// parameter and its bound (never an `OverflowError` naming nothing); not an integer (nor
/// anything with `__index__`), a `TypeError` that names it.
fn int<T: Unsigned>(value: &Bound<'_, PyAny>, name: &str, bounds: Bounds<T>) -> PyResult<T> {
    let py = value.py();
    let index = py.import("operator")?.getattr("index")?;
    let value = index.call1((value,)).map_err(|_| {
        let found = value
            .get_type()
            .name()
            .map_or_else(|_| "?".into(), |n| n.to_string());
        PyTypeError::new_err(format!("{name} must be an integer, found {found}"))
    })?;
    let (Bounds::Within(min, max) | Bounds::Sides(min, max)) = bounds;
    let below = value.lt(min)?;
    if below || value.gt(max)? {
        let bound = match bounds {
            Bounds::Within(min, max) => format!("{min} to {max}"),
            Bounds::Sides(min, _) if below => format!("at least {min}"),
            Bounds::Sides(_, max) => format!("at most {max}"),
        };
        let message = format!("{name} must be {bound}");
        return Err(riddle_error(py, &message, name, name, None, None));
    }
    value.extract()
}

/// [`int`] of an argument with a default, `default` when not given (or `None`).
fn int_or<T: Unsigned>(
    value: Option<&Bound<'_, PyAny>>,
    default: T,
    name: &str,
    bounds: Bounds<T>,
) -> PyResult<T> {
    value.map_or(Ok(default), |value| int(value, name, bounds))
}

/// JSON text of the library's answer, to a Python object through `json.loads`.
fn to_python<T: Serialize>(py: Python<'_>, value: &T) -> PyResult<PyObject> {
    let text = serde_json::to_string(value).expect("the library's answers serialise");
    from_json(py, &text)
}

fn from_json(py: Python<'_>, text: &str) -> PyResult<PyObject> {
    Ok(py.import("json")?.getattr("loads")?.call1((text,))?.unbind())
}

/// A grid: `None` for the start matrix, else rows of cells as JSON text.
fn grid_text(grid: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    match grid {
        None => Ok(None),
        Some(grid) if grid.is_none() => Ok(None),
        Some(grid) => json_text(grid, "grid").map(Some),
    }
}

fn read_grid(riddle: &Riddle, grid: Option<&str>) -> Result<Grid, Failure> {
    match grid {
        None => Ok(Grid::start(riddle)),
        Some(text) => Ok(Grid::from_json(riddle, text)?),
    }
}

/// Solves a riddle: the JSON report (`solutions`, `complete`, `stopped`, `stats`, …).
#[pyfunction]
#[pyo3(
    signature = (riddle, *, max_solutions = None, max_nodes = None, steps = false, threads = None),
    text_signature = "(riddle, *, max_solutions=1000, max_nodes=None, steps=False, threads=1)"
)]
fn solve(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    max_solutions: Option<&Bound<'_, PyAny>>,
    max_nodes: Option<&Bound<'_, PyAny>>,
    steps: bool,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let max_solutions = int_or(max_solutions, 1000, "max_solutions", Bounds::from(0))?;
    let threads = int_or(threads, 1, "threads", Bounds::Within(1, MAX_JOBS))?;
    let max_nodes = max_nodes
        .map(|n| int(n, "max_nodes", Bounds::from(0)))
        .transpose()?;
    let options = SolveOptions {
        max_solutions,
        max_nodes: max_nodes.or(SolveOptions::default().max_nodes),
        steps,
        threads,
        ..SolveOptions::default()
    };
    let text = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            let solved = gridriddle::solve_riddle(&riddle, &options);
            let report = Report::new(&riddle, &solved, options.steps);
            Ok(serde_json::to_string(&report).expect("a report serialises"))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// The exact number of solutions, however large.
#[pyfunction]
#[pyo3(
    signature = (riddle, *, max_nodes = None, threads = None),
    text_signature = "(riddle, *, max_nodes=100000000, threads=1)"
)]
fn count(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    max_nodes: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let max_nodes = int_or(max_nodes, 100_000_000, "max_nodes", Bounds::from(0))?;
    let threads = int_or(threads, 1, "threads", Bounds::Within(1, MAX_JOBS))?;
    let decimal = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            let options = SolveOptions {
                max_nodes: Some(max_nodes),
                steps: false,
                threads,
                ..SolveOptions::default()
            };
            let count = gridriddle::count_solutions(&riddle, &options);
            if !count.complete {
                return Err(Failure::Limit(format!(
                    "the count stopped after {} search nodes with {} solutions or more: raise max_nodes",
                    count.stats.nodes, count.decimal
                )));
            }
            Ok(count.decimal)
        })
        .map_err(|e| e.raise(py))?;
    Ok(py.import("builtins")?.getattr("int")?.call1((decimal,))?.unbind())
}

/// A riddle with exactly one solution and no hint to spare, as a dict (the riddle file, with
/// `title`, `description` and `hintTexts`).
#[pyfunction]
#[pyo3(
    signature = (rows, columns, seed, *, difficulty = None, kinds = None, great_columns = None, threads = None),
    text_signature = "(rows, columns, seed, *, difficulty=None, kinds=None, great_columns=0, threads=1)"
)]
#[allow(clippy::too_many_arguments)]
fn generate(
    py: Python<'_>,
    rows: &Bound<'_, PyAny>,
    columns: &Bound<'_, PyAny>,
    seed: &Bound<'_, PyAny>,
    difficulty: Option<Bound<'_, PyString>>,
    kinds: Option<Vec<Bound<'_, PyString>>>,
    great_columns: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    let options = GenerateOptions {
        rows: int(rows, "rows", Bounds::Within(1, MAX_ROWS))?,
        columns: int(columns, "columns", Bounds::Within(1, MAX_GENERATED_COLUMNS))?,
        seed: int(seed, "seed", Bounds::from(0))?,
        difficulty: read_difficulty(py, difficulty)?,
        kinds: read_kinds(py, kinds)?,
        great_columns: int_or(great_columns, 0, "great_columns", Bounds::from(0))?,
        threads: int_or(threads, 1, "threads", Bounds::Within(1, MAX_JOBS))?,
        ..GenerateOptions::default()
    };
    let made = py
        .allow_threads(|| gridriddle::generate::generate(&options))
        .map_err(|e: gridriddle::generate::GenerateError| GenerateError::new_err(e.to_string()))?;
    from_json(py, &made.json())
}

fn read_difficulty(py: Python<'_>, difficulty: Option<Bound<'_, PyString>>) -> PyResult<Option<Difficulty>> {
    let Some(difficulty) = difficulty else {
        return Ok(None);
    };
    utf8(&difficulty, "difficulty")?
        .parse::<Difficulty>()
        .map(Some)
        .map_err(|why| {
            riddle_error(
                py,
                &format!("difficulty: {why}"),
                "difficulty",
                "difficulty",
                None,
                None,
            )
        })
}

/// One level and no mix, or no level and a mix of levels with their weights.
type Levels = (Option<Difficulty>, Vec<(Difficulty, u32)>);

/// `difficulty`: one level (`"hard"`) or mixed levels (`"easy,hard"`, `"easy=1,hard=3"`), as the
/// command line's `--difficulty`: (one level, no mix) or (none, the mix).
fn read_levels(py: Python<'_>, difficulty: Option<Bound<'_, PyString>>) -> PyResult<Levels> {
    let Some(difficulty) = difficulty else {
        return Ok((None, Vec::new()));
    };
    let levels = parse_levels(&utf8(&difficulty, "difficulty")?).map_err(|why| {
        riddle_error(
            py,
            &format!("difficulty: {why}"),
            "difficulty",
            "difficulty",
            None,
            None,
        )
    })?;
    Ok(match levels.as_slice() {
        [(level, _)] => (Some(*level), Vec::new()),
        _ => (None, levels),
    })
}

fn read_kinds(py: Python<'_>, kinds: Option<Vec<Bound<'_, PyString>>>) -> PyResult<Vec<HintKind>> {
    let Some(kinds) = kinds else {
        return Ok(HintKind::DEFAULT.to_vec());
    };
    kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let path = format!("kinds[{i}]");
            utf8(k, &path)?
                .parse::<HintKind>()
                .map_err(|why| riddle_error(py, &format!("{path}: {why}"), &path, &path, None, None))
        })
        .collect()
}

/// How hard a riddle is: `difficulty`, `score`, `solutions`, `steps`, …; an ambiguous riddle's
/// solutions counted on `threads` threads (the rating is the same whatever the threads).
#[pyfunction]
#[pyo3(signature = (riddle, *, threads = None), text_signature = "(riddle, *, threads=1)")]
fn rate(py: Python<'_>, riddle: &Bound<'_, PyAny>, threads: Option<&Bound<'_, PyAny>>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let threads = int_or(threads, 1, "threads", Bounds::Within(1, MAX_JOBS))?;
    let rating = py
        .allow_threads(|| {
            riddle
                .parse()
                .map(|r| gridriddle::generate::rate_on_threads(&r, threads))
        })
        .map_err(|e| e.raise(py))?;
    to_python(py, &rating)
}

/// The values each cell of `grid` (default: the start matrix) can still take.
#[pyfunction]
#[pyo3(signature = (riddle, grid = None, *, exact = false))]
fn candidates(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    grid: Option<&Bound<'_, PyAny>>,
    exact: bool,
) -> PyResult<PyObject> {
    on_grid(py, riddle, grid, |riddle, grid| {
        gridriddle::play::candidates(riddle, grid, exact)
    })
}

/// One deduction a person could make next from `grid` (default: the start matrix).
#[pyfunction]
#[pyo3(signature = (riddle, grid = None))]
fn next_step(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    grid: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    on_grid(py, riddle, grid, gridriddle::play::next_step)
}

/// Whether `grid` can still be completed, and its wrong cells.
#[pyfunction]
#[pyo3(signature = (riddle, grid = None))]
fn check_grid(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    grid: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    on_grid(py, riddle, grid, gridriddle::play::check_grid)
}

/// Reads the riddle and the grid (default: the start matrix), then answers with the GIL released;
/// the answer's JSON as Python objects.
fn on_grid<T: Serialize>(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    grid: Option<&Bound<'_, PyAny>>,
    answer: impl FnOnce(&Riddle, &Grid) -> T + Send,
) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let grid = grid_text(grid)?;
    let text = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            let grid = read_grid(&riddle, grid.as_deref())?;
            Ok(json(&answer(&riddle, &grid)))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("the library's answers serialise")
}

/// ZebraLogic's record of a riddle: `{"id", "size", "puzzle", "solution": {"header", "rows"}}`.
#[pyfunction]
#[pyo3(signature = (riddle, id = None))]
fn to_zebralogic(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    id: Option<Bound<'_, PyString>>,
) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let id = id.map(|id| utf8(&id, "id")).transpose()?;
    let text = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            Ok(json(&gridriddle::zebralogic::to_zebralogic(
                &riddle,
                id.as_deref(),
            )?))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// The riddle JSON (as a dict) that clue text or a puzzle text of ZebraLogic or reasoning-gym
/// reads to, each hint's text its clue's sentence; a riddle's JSON text or dict is checked and
/// given back.
#[pyfunction]
fn convert(py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(text)?;
    let json = py
        .allow_threads(|| match &riddle {
            RiddleText::Json(text) => {
                Riddle::from_json(text).map_err(Failure::Riddle)?;
                Ok(text.clone())
            }
            RiddleText::Clues(text) => gridriddle::clues::compile_zbc(text)
                .map(|file| file.to_json_pretty())
                .map_err(Failure::Clues),
            RiddleText::Puzzle(text) => gridriddle::import::read_puzzle(text)
                .map(|file| file.to_json_pretty())
                .map_err(Failure::Clues),
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &json)
}

/// Grades an answer: `solved` (it satisfies every hint), `cells`, `correct`, `cellAccuracy`,
/// `reason`, `unread` (why an answer could not be read: graded, not raised).
#[pyfunction]
fn grade(py: Python<'_>, riddle: &Bound<'_, PyAny>, answer: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let is_text = answer.is_instance_of::<PyString>();
    let answer = match answer.downcast::<PyString>() {
        Ok(text) => utf8(text, "answer"),
        Err(_) => json_text(answer, "answer"),
    };
    // An answer that is not text of JSON (a lone surrogate, a set) is unread, as one the library
    // cannot read: its message is the reason.
    let answer = match answer {
        Ok(text) => Ok(text),
        Err(e) if e.is_instance_of::<RiddleError>(py) => Err(e.value(py).to_string()),
        Err(e) => return Err(e),
    };
    let text = py
        .allow_threads(|| {
            // A record of any format (a question, a riddle with no solution, a grid), told apart
            // by the crate's one rule, and a model's whole output: graded as `evaluate` grades it.
            if let (RiddleText::Json(record), Ok(text), true) = (&riddle, &answer, is_text) {
                if let Some(record) = gridriddle::evaluate::records::record_of_json(record)? {
                    return gridriddle::evaluate::records::grade_record(&record, text)
                        .map(|g| json(&g))
                        .map_err(Failure::Riddle);
                }
            }
            let riddle = riddle.riddle()?;
            Ok(json(&match &answer {
                // Text is a model's whole output: the answer is read out of it.
                Ok(text) if is_text => gridriddle::evaluate::output::grade_text(&riddle, text),
                Ok(text) => gridriddle::zebralogic::grade_json(&riddle, text),
                Err(why) => Grade::unreadable(&riddle, why),
            }))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// A model's reasoning judged step by step: `{"steps": [{"text", "claims", "cites", "verdict",
/// "why"}…], "summary", "grade" (when the answer gave a solution), "notes"}`, as `gridriddle
/// verify --json` prints it. `answer` is text, or an object (a dict with "reasoning" and
/// "solution", a list of steps) written as JSON.
#[pyfunction]
fn verify(py: Python<'_>, riddle: &Bound<'_, PyAny>, answer: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let answer = match answer.downcast::<PyString>() {
        Ok(text) => utf8(text, "answer")?,
        Err(_) => json_text(answer, "answer")?,
    };
    let text = py
        .allow_threads(|| {
            let riddle = riddle.to_judge()?;
            let options = gridriddle::verify::VerifyOptions::default();
            Ok(json(&gridriddle::verify::verify(&riddle, &answer, &options)))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// gridriddle's own solution of `riddle` in plain words, one deduction a step, each citing its
/// clues: what `verify` finds justified step by step.
#[pyfunction]
fn reasoning(py: Python<'_>, riddle: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let riddle = RiddleText::read(riddle)?;
    py.allow_threads(|| riddle.parse().map(|r| gridriddle::verify::reasoning(&r)))
        .map_err(|e| e.raise(py))
}

/// The lines `start .. start + count` of a data set, each a JSON object as text, on `jobs`
/// threads (the same lines whatever `jobs`, and as `gridriddle dataset` writes them); each item
/// within `max_nodes` and `max_attempts` when given ([`gridriddle::dataset::ItemBudget`]).
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(
    signature = (count, *, start = None, rows = None, columns = None, seed = None, difficulty = None, kinds = None, format = None, jobs = None, questions = None, prompt = false, level = false, reasoning = false, step_labels = false, max_nodes = None, max_attempts = None, unsolvable = 0.0, ambiguous = 0.0),
    text_signature = "(count, *, start=0, rows=(2, 6), columns=(2, 6), seed=0, difficulty=None, kinds=None, format='zebralogic', jobs=1, questions=1, prompt=False, level=False, reasoning=False, step_labels=False, max_nodes=None, max_attempts=None, unsolvable=0.0, ambiguous=0.0)"
)]
fn dataset_lines(
    py: Python<'_>,
    count: &Bound<'_, PyAny>,
    start: Option<&Bound<'_, PyAny>>,
    rows: Option<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
    columns: Option<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
    seed: Option<&Bound<'_, PyAny>>,
    difficulty: Option<Bound<'_, PyString>>,
    kinds: Option<Vec<Bound<'_, PyString>>>,
    format: Option<Bound<'_, PyString>>,
    jobs: Option<&Bound<'_, PyAny>>,
    questions: Option<&Bound<'_, PyAny>>,
    prompt: bool,
    level: bool,
    reasoning: bool,
    step_labels: bool,
    max_nodes: Option<&Bound<'_, PyAny>>,
    max_attempts: Option<&Bound<'_, PyAny>>,
    unsolvable: f64,
    ambiguous: f64,
) -> PyResult<Vec<String>> {
    let count: u64 = int(count, "count", Bounds::from(0))?;
    let start: u64 = int_or(start, 0, "start", Bounds::from(0))?;
    let range = |ends: Option<(Bound<'_, PyAny>, Bound<'_, PyAny>)>, name: &str, bounds| {
        let Some((first, last)) = ends else {
            return Ok((2, 6));
        };
        Ok::<_, PyErr>((
            int(&first, &format!("{name}[0]"), bounds)?,
            int(&last, &format!("{name}[1]"), bounds)?,
        ))
    };
    let rows = range(rows, "rows", Bounds::Within(1, MAX_ROWS))?;
    let columns = range(columns, "columns", Bounds::Within(1, MAX_GENERATED_COLUMNS))?;
    let jobs = int_or(jobs, 1, "jobs", Bounds::Within(1, MAX_JOBS))?;
    let questions: usize = int_or(questions, 1, "questions", Bounds::Within(1, u16::MAX as usize))?;
    let (difficulty, levels) = read_levels(py, difficulty)?;
    let options = DatasetOptions {
        seed: int_or(seed, 0, "seed", Bounds::from(0))?,
        rows,
        columns,
        difficulty,
        levels,
        kinds: read_kinds(py, kinds)?,
        unsolvable: share(py, unsolvable, "unsolvable")?,
        ambiguous: share(py, ambiguous, "ambiguous")?,
    };
    let (format, mode) = match format.map(|f| utf8(&f, "format")).transpose()?.as_deref() {
        None | Some("zebralogic") => (DatasetFormat::ZebraLogic, RecordMode::Grid),
        Some("zebralogic-mc") => (DatasetFormat::ZebraLogic, RecordMode::Questions(questions)),
        Some("json") => (DatasetFormat::Json, RecordMode::Grid),
        Some(other) => {
            let other = gridriddle::explain::shortened(other);
            let message =
                format!("format: expected \"zebralogic\", \"zebralogic-mc\" or \"json\", found \"{other}\"");
            return Err(riddle_error(py, &message, "format", "format", None, None));
        }
    };
    if format == DatasetFormat::Json && (prompt || level) {
        let message = "prompt, level: for the zebralogic formats (json has the riddle and its rating)";
        return Err(riddle_error(py, message, "format", "format", None, None));
    }
    let refused = if options.unsolvable + options.ambiguous > 1.0 {
        Some((
            "unsolvable",
            "unsolvable, ambiguous: the shares add up to more than 1",
        ))
    } else if options.ambiguous > 0.0 && format != DatasetFormat::Json {
        Some((
            "ambiguous",
            "ambiguous: for format=\"json\" only (a ZebraLogic record holds one solution, and an \
             answer giving another would be graded against it; json records carry the riddle)",
        ))
    } else if options.mixed() && (reasoning || step_labels) {
        Some((
            "reasoning",
            "reasoning, step_labels: for riddles with one solution, not with unsolvable or ambiguous",
        ))
    } else {
        None
    };
    if let Some((name, message)) = refused {
        return Err(riddle_error(py, message, name, name, None, None));
    }
    let records = RecordOptions { mode, prompt, level };
    // Each item's budget (`dataset --max-nodes`, `--max-attempts`): none, the generator's own.
    let budget = gridriddle::dataset::ItemBudget {
        max_nodes: max_nodes
            .map(|n| int(n, "max_nodes", Bounds::from(1)))
            .transpose()?,
        max_attempts: (max_attempts.map(|n| int(n, "max_attempts", Bounds::Within(1, u64::from(u32::MAX)))))
            .transpose()?
            .map(|n| n as u32),
    };
    let plain = format == DatasetFormat::Json || (mode == RecordMode::Grid && !prompt && !level);
    let item = |i: u64| {
        gridriddle::dataset::dataset_item_within(&options, i, budget).map(|item| {
            let lines = match plain {
                true => vec![item.line(format)],
                false => record_lines(&item, &records),
            };
            let lines = match reasoning {
                true => item.with_reasoning(lines),
                false => lines,
            };
            match step_labels {
                true => item.with_step_labels(lines),
                false => lines,
            }
        })
    };
    let lines: Result<Vec<Vec<String>>, DatasetError> = py.allow_threads(|| {
        let range = gridriddle::dataset::dataset_range(start, count)?;
        if jobs == 1 {
            return range.map(item).collect();
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| DatasetError::Range(format!("jobs: {e}")))?;
        pool.install(|| range.into_par_iter().map(item).collect())
    });
    lines
        .map(|items| items.into_iter().flatten().collect())
        .map_err(|e| match e {
            DatasetError::Range(why) => riddle_error(py, &why, "", "options", None, None),
            DatasetError::Item { .. } => GenerateError::new_err(e.to_string()),
        })
}

/// A share of a data set's riddles (`unsolvable`, `ambiguous`): a number from 0 to 1.
fn share(py: Python<'_>, value: f64, name: &str) -> PyResult<f64> {
    gridriddle::dataset::check_share(name, value).map_err(|_| {
        let message = format!("{name} must be a share from 0 to 1, found {value}");
        riddle_error(py, &message, name, name, None, None)
    })
}

/// The same data set as [`dataset_lines`], each line as a dict.
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(
    signature = (count, *, start = None, rows = None, columns = None, seed = None, difficulty = None, kinds = None, format = None, jobs = None, questions = None, prompt = false, level = false, reasoning = false, step_labels = false, max_nodes = None, max_attempts = None, unsolvable = 0.0, ambiguous = 0.0),
    text_signature = "(count, *, start=0, rows=(2, 6), columns=(2, 6), seed=0, difficulty=None, kinds=None, format='zebralogic', jobs=1, questions=1, prompt=False, level=False, reasoning=False, step_labels=False, max_nodes=None, max_attempts=None, unsolvable=0.0, ambiguous=0.0)"
)]
fn dataset(
    py: Python<'_>,
    count: &Bound<'_, PyAny>,
    start: Option<&Bound<'_, PyAny>>,
    rows: Option<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
    columns: Option<(Bound<'_, PyAny>, Bound<'_, PyAny>)>,
    seed: Option<&Bound<'_, PyAny>>,
    difficulty: Option<Bound<'_, PyString>>,
    kinds: Option<Vec<Bound<'_, PyString>>>,
    format: Option<Bound<'_, PyString>>,
    jobs: Option<&Bound<'_, PyAny>>,
    questions: Option<&Bound<'_, PyAny>>,
    prompt: bool,
    level: bool,
    reasoning: bool,
    step_labels: bool,
    max_nodes: Option<&Bound<'_, PyAny>>,
    max_attempts: Option<&Bound<'_, PyAny>>,
    unsolvable: f64,
    ambiguous: f64,
) -> PyResult<Vec<PyObject>> {
    let lines = dataset_lines(
        py,
        count,
        start,
        rows,
        columns,
        seed,
        difficulty,
        kinds,
        format,
        jobs,
        questions,
        prompt,
        level,
        reasoning,
        step_labels,
        max_nodes,
        max_attempts,
        unsolvable,
        ambiguous,
    )?;
    lines.iter().map(|line| from_json(py, line)).collect()
}

/// Reads the answer out of a model's whole output: for a riddle, `{"answer": <rows, {"header",
/// "rows"} or {"solution": {"House 1": {…}}}>, "unread": None}`; for a question's choices (a
/// list of strings), `{"answer": "<the choice>", "unread": None}`; `{"answer": None, "unread":
/// "<the reason>"}` when nothing can be read.
#[pyfunction]
fn read_answer(py: Python<'_>, riddle: &Bound<'_, PyAny>, text: &Bound<'_, PyString>) -> PyResult<PyObject> {
    let text = utf8(text, "text")?;
    let read = if let Ok(list) = riddle.downcast::<PyList>() {
        let choices: Vec<String> = list
            .iter()
            .enumerate()
            .map(|(i, c)| match c.downcast::<PyString>() {
                Ok(c) => utf8(c, &format!("choices[{i}]")),
                Err(_) => Err(PyTypeError::new_err(format!("choices[{i}] must be a string"))),
            })
            .collect::<PyResult<_>>()?;
        py.allow_threads(|| gridriddle::evaluate::records::read_choices(&choices, &text))
    } else {
        let riddle = RiddleText::read(riddle)?;
        py.allow_threads(|| Ok(gridriddle::evaluate::records::read_asked(&riddle.asked()?, &text)))
            .map_err(|e: Failure| e.raise(py))?
    };
    from_json(py, &json(&read))
}

/// JSON lines of `items`: text as it is, else each item of a list (a dict, or text) a line; for
/// answers, a dict `{id: output}` too.
fn json_lines(items: &Bound<'_, PyAny>, name: &str, answers: bool) -> PyResult<String> {
    if let Ok(text) = items.downcast::<PyString>() {
        return utf8(text, name);
    }
    if answers {
        if let Ok(map) = items.downcast::<PyDict>() {
            let mut out = String::new();
            for (i, (id, output)) in map.iter().enumerate() {
                let pair = PyDict::new(items.py());
                pair.set_item("id", id)?;
                pair.set_item("output", output)?;
                out.push_str(&json_text(pair.as_any(), &format!("{name}[{i}]"))?);
                out.push('\n');
            }
            return Ok(out);
        }
    }
    let mut out = String::new();
    for (i, item) in items.try_iter()?.enumerate() {
        let item = item?;
        let path = format!("{name}[{i}]");
        let line = match item.downcast::<PyString>() {
            Ok(text) => utf8(text, &path)?.replace('\n', " "),
            Err(_) => json_text(&item, &path)?,
        };
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// Evaluates a model's answers against the records it was asked: the report `{"overall",
/// "bySize", "byBucket", "byLevel"}`, and `"bySolvable"` when some riddle has no solution or
/// some answer says so. Each bad record or answer is a `UserWarning` naming its
/// line (from 1) and is left out; a record without an answer counts as unread.
/// With ``verify``, each answer's reasoning is judged step by step too (records that carry
/// their riddle, as ``format="json"`` writes them), adding ``verify``'s columns to each row.
/// With ``details``, the report has ``"details"`` too: one dict per record, as ``evaluate
/// --details`` writes them.
#[pyfunction]
#[pyo3(signature = (records, answers, *, verify = false, details = false))]
fn evaluate(
    py: Python<'_>,
    records: &Bound<'_, PyAny>,
    answers: &Bound<'_, PyAny>,
    verify: bool,
    details: bool,
) -> PyResult<PyObject> {
    let records = json_lines(records, "records", false)?;
    let answers = json_lines(answers, "answers", true)?;
    let options = gridriddle::evaluate::report::EvaluateOptions { verify, details };
    let evaluation =
        py.allow_threads(|| gridriddle::evaluate::report::evaluate_with(&records, &answers, &options));
    for problem in &evaluation.problems {
        let which = match problem.input {
            gridriddle::evaluate::report::Input::Records => "records",
            gridriddle::evaluate::report::Input::Answers => "answers",
        };
        let message =
            std::ffi::CString::new(format!("{which}: {problem}").replace('\0', " ")).expect("no NUL left");
        PyErr::warn(py, &py.get_type::<pyo3::exceptions::PyUserWarning>(), &message, 1)?;
    }
    if details {
        // The report, and one line per record as `evaluate --details` writes it.
        let lines: Vec<serde_json::Value> = evaluation.outcomes.iter().map(|o| o.details()).collect();
        let mut report = serde_json::to_value(&evaluation.report).unwrap_or_default();
        report["details"] = serde_json::Value::Array(lines);
        return from_json(py, &report.to_string());
    }
    from_json(py, &json(&evaluation.report))
}

#[pymodule(name = "_gridriddle")]
fn gridriddle_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("RiddleError", py.get_type::<RiddleError>())?;
    m.add("GenerateError", py.get_type::<GenerateError>())?;
    m.add("SearchLimitError", py.get_type::<SearchLimitError>())?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(candidates, m)?)?;
    m.add_function(wrap_pyfunction!(next_step, m)?)?;
    m.add_function(wrap_pyfunction!(check_grid, m)?)?;
    m.add_function(wrap_pyfunction!(to_zebralogic, m)?)?;
    m.add_function(wrap_pyfunction!(convert, m)?)?;
    m.add_function(wrap_pyfunction!(grade, m)?)?;
    m.add_function(wrap_pyfunction!(dataset_lines, m)?)?;
    m.add_function(wrap_pyfunction!(dataset, m)?)?;
    m.add_function(wrap_pyfunction!(verify, m)?)?;
    m.add_function(wrap_pyfunction!(reasoning, m)?)?;
    m.add_function(wrap_pyfunction!(read_answer, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate, m)?)?;
    m.add_function(wrap_pyfunction!(stream::solve_each, m)?)?;
    m.add_class::<stream::Solutions>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

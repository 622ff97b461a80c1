//! The Python module `gridriddle`: a thin shell over the library. Each function converts its
//! arguments (a riddle as a dict, JSON text or clue text; a grid; options), calls the library
//! with the GIL released, and converts the answer back (the library's JSON, through `json.loads`).
//! Nothing is decided here; the signatures and docs for Python are in `gridriddle.pyi`.

use gridriddle::{
    Answer, ClueErrors, DatasetError, DatasetFormat, DatasetOptions, Difficulty, GenerateOptions, Grid,
    HintKind, Report, Riddle, RiddleError as LibError, SolveOptions,
};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use rayon::prelude::*;
use serde::Serialize;

create_exception!(
    gridriddle,
    RiddleError,
    PyValueError,
    "An invalid riddle, clue file, grid, answer or option. The message names the place \
     (`hints[3][1][0]: row has 5 cells, the header has 6`); so do the attributes `path`, \
     `location`, `line` and `column`."
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

/// A riddle as Python hands it: text (JSON or clues), or an object written as JSON text.
enum RiddleText {
    Json(String),
    Clues(String),
}

impl RiddleText {
    fn read(riddle: &Bound<'_, PyAny>) -> PyResult<RiddleText> {
        if let Ok(text) = riddle.downcast::<PyString>() {
            let text = text.extract::<String>()?;
            // As the WebAssembly bindings: text whose first character is not `{` is clues.
            let trimmed = text.trim_start_matches('\u{feff}').trim_start();
            return Ok(if !trimmed.is_empty() && !trimmed.starts_with('{') {
                RiddleText::Clues(text)
            } else {
                RiddleText::Json(text)
            });
        }
        Ok(RiddleText::Json(json_text(riddle, "")?))
    }

    /// The riddle, without the GIL.
    fn parse(&self) -> Result<Riddle, Failure> {
        match self {
            RiddleText::Json(text) => Riddle::from_json(text).map_err(Failure::Riddle),
            RiddleText::Clues(text) => Riddle::from_zbc(text).map_err(Failure::Clues),
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

/// `value` as JSON text (`json.dumps`), or a `RiddleError` at `path`.
fn json_text(value: &Bound<'_, PyAny>, path: &str) -> PyResult<String> {
    let py = value.py();
    let dumps = py.import("json")?.getattr("dumps")?;
    let kwargs = PyDict::new(py);
    kwargs.set_item("ensure_ascii", false)?;
    match dumps.call((value,), Some(&kwargs)) {
        Ok(text) => text.extract(),
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
#[pyo3(signature = (riddle, *, max_solutions = 1000, max_nodes = None, steps = false))]
fn solve(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    max_solutions: usize,
    max_nodes: Option<u64>,
    steps: bool,
) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let options = SolveOptions {
        max_solutions,
        max_nodes: max_nodes.or(SolveOptions::default().max_nodes),
        steps,
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
#[pyo3(signature = (riddle, *, max_nodes = 100_000_000))]
fn count(py: Python<'_>, riddle: &Bound<'_, PyAny>, max_nodes: u64) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let decimal = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            let options = SolveOptions {
                max_nodes: Some(max_nodes),
                steps: false,
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
#[pyo3(signature = (rows, columns, seed, *, difficulty = None, kinds = None, great_columns = 0))]
fn generate(
    py: Python<'_>,
    rows: usize,
    columns: usize,
    seed: u64,
    difficulty: Option<&str>,
    kinds: Option<Vec<String>>,
    great_columns: usize,
) -> PyResult<PyObject> {
    let options = GenerateOptions {
        rows,
        columns,
        seed,
        difficulty: read_difficulty(py, difficulty)?,
        kinds: read_kinds(py, kinds)?,
        great_columns,
        ..GenerateOptions::default()
    };
    let made = py
        .allow_threads(|| gridriddle::generate(&options))
        .map_err(|e: gridriddle::GenerateError| GenerateError::new_err(e.to_string()))?;
    from_json(py, &made.json())
}

fn read_difficulty(py: Python<'_>, difficulty: Option<&str>) -> PyResult<Option<Difficulty>> {
    difficulty
        .map(|d| d.parse::<Difficulty>())
        .transpose()
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

fn read_kinds(py: Python<'_>, kinds: Option<Vec<String>>) -> PyResult<Vec<HintKind>> {
    let Some(kinds) = kinds else {
        return Ok(HintKind::ALL.to_vec());
    };
    kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            k.parse::<HintKind>().map_err(|why| {
                let path = format!("kinds[{i}]");
                riddle_error(py, &format!("{path}: {why}"), &path, &path, None, None)
            })
        })
        .collect()
}

/// How hard a riddle is: `difficulty`, `score`, `solutions`, `steps`, …
#[pyfunction]
fn rate(py: Python<'_>, riddle: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let rating = py
        .allow_threads(|| riddle.parse().map(|r| gridriddle::rate(&r)))
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
        gridriddle::candidates(riddle, grid, exact)
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
    on_grid(py, riddle, grid, gridriddle::next_step)
}

/// Whether `grid` can still be completed, and its wrong cells.
#[pyfunction]
#[pyo3(signature = (riddle, grid = None))]
fn check_grid(
    py: Python<'_>,
    riddle: &Bound<'_, PyAny>,
    grid: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyObject> {
    on_grid(py, riddle, grid, gridriddle::check_grid)
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
fn to_zebralogic(py: Python<'_>, riddle: &Bound<'_, PyAny>, id: Option<String>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let text = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            Ok(json(&gridriddle::to_zebralogic(&riddle, id.as_deref())?))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// Grades an answer: `solved` (it satisfies every hint), `cells`, `correct`, `cellAccuracy`,
/// `reason`.
#[pyfunction]
fn grade(py: Python<'_>, riddle: &Bound<'_, PyAny>, answer: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let riddle = RiddleText::read(riddle)?;
    let answer = match answer.downcast::<PyString>() {
        Ok(text) => text.extract::<String>()?,
        Err(_) => json_text(answer, "answer")?,
    };
    let text = py
        .allow_threads(|| {
            let riddle = riddle.parse()?;
            let answer = Answer::from_json(&answer)?;
            Ok(json(&gridriddle::grade(&riddle, &answer)))
        })
        .map_err(|e: Failure| e.raise(py))?;
    from_json(py, &text)
}

/// The lines `start .. start + count` of a data set, each a JSON object as text, on `jobs`
/// threads (the same lines whatever `jobs`, and as `gridriddle dataset` writes them).
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (count, *, start = 0, rows = (2, 6), columns = (2, 6), seed = 0, difficulty = None, kinds = None, format = "zebralogic", jobs = 1))]
fn dataset_lines(
    py: Python<'_>,
    count: u64,
    start: u64,
    rows: (usize, usize),
    columns: (usize, usize),
    seed: u64,
    difficulty: Option<&str>,
    kinds: Option<Vec<String>>,
    format: &str,
    jobs: usize,
) -> PyResult<Vec<String>> {
    let options = DatasetOptions {
        seed,
        rows,
        columns,
        difficulty: read_difficulty(py, difficulty)?,
        kinds: read_kinds(py, kinds)?,
    };
    let format = match format {
        "zebralogic" => DatasetFormat::ZebraLogic,
        "json" => DatasetFormat::Json,
        other => {
            let message = format!("format: expected \"zebralogic\" or \"json\", found \"{other}\"");
            return Err(riddle_error(py, &message, "format", "format", None, None));
        }
    };
    let item = |i: u64| gridriddle::dataset_item(&options, i).map(|item| item.line(format));
    let end = start.saturating_add(count);
    let lines: Result<Vec<String>, DatasetError> = py.allow_threads(|| {
        if jobs <= 1 {
            return (start..end).map(item).collect();
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| DatasetError::Range(format!("jobs: {e}")))?;
        pool.install(|| (start..end).into_par_iter().map(item).collect())
    });
    lines.map_err(|e| match e {
        DatasetError::Range(why) => riddle_error(py, &why, "", "options", None, None),
        DatasetError::Item { .. } => GenerateError::new_err(e.to_string()),
    })
}

/// The same data set as [`dataset_lines`], each line as a dict.
#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (count, *, start = 0, rows = (2, 6), columns = (2, 6), seed = 0, difficulty = None, kinds = None, format = "zebralogic", jobs = 1))]
fn dataset(
    py: Python<'_>,
    count: u64,
    start: u64,
    rows: (usize, usize),
    columns: (usize, usize),
    seed: u64,
    difficulty: Option<&str>,
    kinds: Option<Vec<String>>,
    format: &str,
    jobs: usize,
) -> PyResult<Vec<PyObject>> {
    let lines = dataset_lines(
        py, count, start, rows, columns, seed, difficulty, kinds, format, jobs,
    )?;
    lines.iter().map(|line| from_json(py, line)).collect()
}

#[pymodule(name = "gridriddle")]
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
    m.add_function(wrap_pyfunction!(grade, m)?)?;
    m.add_function(wrap_pyfunction!(dataset_lines, m)?)?;
    m.add_function(wrap_pyfunction!(dataset, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

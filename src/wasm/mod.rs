//! WebAssembly bindings: a thin shell that converts between JavaScript and the library API.
//!
//! The functions that reach JavaScript (`www/pkg/gridriddle.js` after `www/build.sh`):
//!
//! - `solve_riddle(riddle, options?)`: `riddle` is JSON text, a plain object, or clue text (the ZBC
//!   language); `options` is `{format?, maxSolutions?, maxNodes?, maxMemory?, steps?}`. Returns the
//!   [`Report`] as a plain object (`differingCells` included).
//! - `count_solutions(riddle, options?)`: the [`crate::Count`], its `count` a `BigInt`.
//! - `solutions_page(riddle, options?)`: the solutions `offset..offset + limit`
//!   (`{offset?, limit?, …}`), as a [`Report`] with `offset` and `more`.
//! - `convert_zbc(text)`: the riddle JSON a clue file compiles to, or a puzzle text of ZebraLogic
//!   or reasoning-gym reads to ([`crate::import::read_puzzle`]), as text.
//! - `riddle_info(riddle)`: header, start matrix, the values of each column, title, hints in words.
//! - `rate(riddle)`: the [`Rating`](crate::generate::Rating).
//! - `generate(options?)`: a riddle with one solution and no hint to spare
//!   ([`crate::generate::generate`]).
//! - `candidates(riddle, grid?, exact?)`, `next_step(riddle, grid?)`, `check_grid(riddle, grid?)`:
//!   solving together from a person's grid ([`crate::play::candidates`],
//!   [`crate::play::next_step`], [`crate::play::check_grid`]); `grid` is an array of rows of value
//!   names (`""` or `null` blank), or missing for the start matrix.
//! - `samples()`: the sample riddles, JSON files and clue files, `[{name, format, title, …}]`.
//! - `verify_reasoning(riddle, answer)`: a model's reasoning judged step by step
//!   ([`crate::verify::verify`]); `reasoning(riddle)`: gridriddle's own, one deduction a step.
//! - `read_answer(riddle, text)`: the answer read out of a model's whole output
//!   ([`crate::evaluate::output::read_answer`]; for an array of choices,
//!   [`crate::evaluate::output::read_choice`]): `{answer, unread}`.
//! - `evaluate(records, answers)`: the report of a model's answers against its records
//!   ([`crate::evaluate::report::evaluate`]); each bad line is a `console.warn`.
//!
//! Where a function takes a riddle, text is read as [`crate::RiddleFormat::detect`] says: JSON
//! when its first character (after white space) is `{`, a puzzle text of ZebraLogic or
//! reasoning-gym when it opens as one, else clues; `solve_riddle`'s `format` option says it
//! instead. Errors are thrown as
//! `Error`s whose message is the library's, with the properties of the error's one JSON shape
//! (`path`, `location`, `line`, `column`): `RiddleError` for an invalid riddle, grid or option
//! (`hints[3][1][0]: row has 5 cells, the header has 6`), `ClueError` for a clue file (`3:1:
//! unknown value "fsh" (did you mean "fish"?)`, with every error of the file in `errors`),
//! `GenerateError` when no riddle could be generated.
//!
//! Nothing is decided here: riddles go through [`Riddle::from_json`] (objects are turned into
//! JSON text first, so their errors carry the same paths) or [`Riddle::from_zbc`], then to the
//! library's functions, and their answers back through `serde`. The TypeScript declarations of
//! what they return are derived from the same types (`derive(tsify::Tsify)`, on wasm32 only);
//! those of what they take, of the errors and of the functions are written by hand.
//!
//! - `mod.rs` (this file): the bindings: convert what JavaScript passes, call the library,
//!   convert the answer back.
//! - `options.rs`: every options object read through serde into typed values, errors at the
//!   option's path.
//! - `errors.rs`: the JavaScript `Error` objects thrown.
//! - `typescript.rs`: the hand-written TypeScript declarations.
//!
//! The module is public (hidden from the docs) only so that `tests/wasm_bindings.rs` can call
//! the exported functions as they are.

mod errors;
mod options;
mod typescript;

use crate::answer::SolveOptions;
use crate::error::RiddleError;
use crate::generate::Rating;
use crate::play::Grid;
use crate::report::{PageReport, Report};
use crate::riddle::Riddle;
use errors::{clue_error, generate_error, option_error, riddle_error, type_name};
use js_sys::{Error, JSON};
use options::{exact_flag, generate_options, FormatOption, SolveFields};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    fn console_warn(message: &str);
}

/// Runs when the module is instantiated: panics go to the console with their message (the
/// caller then sees only `RuntimeError: unreachable`).
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error(&format!("gridriddle panicked: {info}"))
    }));
}

/// Reads, validates and solves `riddle` (JSON text, an object, or clue text) within `options`.
#[wasm_bindgen(skip_typescript)]
pub fn solve_riddle(riddle: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let (format, options) = SolveFields::read(&options)?.solve();
    let riddle = read_riddle(&riddle, format)?;
    let solved = crate::solver::solve_riddle(&riddle, &options);
    report_to_js(&Report::new(&riddle, &solved, options.steps))
}

/// Counts the solutions of `riddle` without building them ([`crate::count_solutions`]): `options`
/// is `{format?, maxNodes?, maxMemory?}` (`maxSolutions` and `steps` do not apply). The count is
/// a `BigInt`, exact when `complete`, else a lower bound; past `u128` it stops at `u128::MAX`,
/// and `decimal` has every digit.
#[wasm_bindgen(skip_typescript)]
pub fn count_solutions(riddle: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let (format, options) = SolveFields::read(&options)?.solve();
    let riddle = read_riddle(&riddle, format)?;
    to_js(&crate::count_solutions(&riddle, &options))
}

/// The solutions `offset..offset + limit` of `riddle`, in the order of `solve_riddle`, as a
/// [`Report`] with `offset` and `more` (true when a solution after the page was found). `options`
/// is `{format?, offset?, limit?, maxNodes?, maxMemory?, steps?}` (offset 0 and limit 20 by
/// default; `maxSolutions` does not apply). The solutions before the page are searched again and
/// dropped: the node budget counts them too. A search that stops because the page is full says
/// `stopped: "caller"`.
#[wasm_bindgen(skip_typescript)]
pub fn solutions_page(riddle: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let fields = SolveFields::read(&options)?;
    let (format, solve) = fields.solve();
    let (offset, limit) = fields.page();
    let riddle = read_riddle(&riddle, format)?;
    let page = crate::search::solutions_page(&riddle, &solve, offset, limit);
    report_to_js(&PageReport::new(&riddle, &page, solve.steps))
}

/// Riddles read once and solved again and again: the solver alone in WebAssembly, with nothing
/// converted to JavaScript values, for `www/examples/bench.mjs` to compare with the native
/// build (`examples/solve_many.rs` times the same).
#[wasm_bindgen]
pub struct RiddleSet {
    riddles: Vec<Riddle>,
}

#[wasm_bindgen]
impl RiddleSet {
    /// Reads each riddle (JSON text); throws the first invalid one's error, its index first.
    #[wasm_bindgen(constructor)]
    pub fn new(texts: Vec<String>) -> Result<RiddleSet, JsValue> {
        let riddles = texts
            .iter()
            .enumerate()
            .map(|(i, text)| {
                Riddle::from_json(text)
                    .map_err(|e| riddle_error(&RiddleError::at(format!("[{i}]"), e.to_string())))
            })
            .collect::<Result<_, _>>()?;
        Ok(RiddleSet { riddles })
    }

    /// How many riddles the set holds.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.riddles.len()
    }

    /// Solves every riddle as `solve_riddle` would with `{maxNodes: null, steps}` (and at most
    /// 1000 solutions each), and returns the search nodes of all of them.
    #[wasm_bindgen(js_name = solveAll)]
    pub fn solve_all(&self, steps: bool) -> f64 {
        let options = SolveOptions {
            max_nodes: None,
            steps,
            ..SolveOptions::default()
        };
        let solves = self.riddles.iter().map(|r| crate::solve_riddle(r, &options));
        solves.map(|solved| solved.stats.nodes as f64).sum()
    }
}

/// The riddle file a clue file compiles to, or a puzzle text of ZebraLogic or reasoning-gym
/// reads to, as JSON text in the layout of the sample files ([`RiddleFile::to_json_pretty`]).
#[wasm_bindgen(skip_typescript)]
pub fn convert_zbc(text: JsValue) -> Result<String, JsValue> {
    let text = clue_text(&text)?;
    let file = match crate::RiddleFormat::detect(&text) {
        crate::RiddleFormat::ZebraLogic | crate::RiddleFormat::ReasoningGym => {
            crate::import::read_puzzle(&text)
        }
        _ => crate::clues::compile_zbc(&text),
    };
    Ok(file.map_err(|e| clue_error(&e))?.to_json_pretty())
}

/// The layout of a riddle: what a page needs to draw a grid a person fills.
#[wasm_bindgen(skip_typescript)]
pub fn riddle_info(riddle: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    to_js(&RiddleInfo {
        title: riddle.title(),
        description: riddle.description(),
        header: riddle.header(),
        start_matrix: riddle.names(riddle.start_matrix()),
        values: (0..riddle.columns()).map(|c| riddle.values(c)).collect(),
        hint_texts: riddle.hint_texts(),
        hints: riddle.hints().len(),
    })
}

/// The difficulty of a riddle ([`crate::generate::rate`]).
#[wasm_bindgen(skip_typescript)]
pub fn rate(riddle: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    to_js(&crate::generate::rate(&riddle))
}

/// A riddle with one solution and no hint to spare ([`crate::generate::generate`]).
#[wasm_bindgen(skip_typescript)]
pub fn generate(options: JsValue) -> Result<JsValue, JsValue> {
    let options = generate_options(&options)?;
    let made = crate::generate::generate(&options).map_err(|e| generate_error(&e))?;
    to_js(&GeneratedInfo {
        json: &made.json(),
        zbc: &made.zbc,
        solution: &made.solution,
        rating: &made.rating,
        seed: made.seed.to_string(),
        attempts: made.attempts,
        nodes: made.nodes,
    })
}

/// The values each cell of `grid` can still take ([`crate::play::candidates`]).
#[wasm_bindgen(skip_typescript)]
pub fn candidates(riddle: JsValue, grid: JsValue, exact: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    let exact = exact_flag(&exact)?;
    to_js(&crate::play::candidates(&riddle, &grid, exact))
}

/// One deduction a person could make next from `grid` ([`crate::play::next_step`]).
#[wasm_bindgen(skip_typescript)]
pub fn next_step(riddle: JsValue, grid: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    to_js(&crate::play::next_step(&riddle, &grid))
}

/// Whether `grid` can still be completed, and its wrong cells ([`crate::play::check_grid`]).
#[wasm_bindgen(skip_typescript)]
pub fn check_grid(riddle: JsValue, grid: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    to_js(&crate::play::check_grid(&riddle, &grid))
}

/// A model's reasoning judged step by step ([`crate::verify::verify`]): `answer` is text, or an
/// object (`{reasoning, solution}`, a list of steps) through `JSON.stringify`.
#[wasm_bindgen(skip_typescript)]
pub fn verify_reasoning(riddle: JsValue, answer: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle_to_judge(&riddle)?;
    let answer = match answer.as_string() {
        Some(text) => text,
        None if answer.is_object() => JSON::stringify(&answer)
            .map_err(|_| option_error("answer", "text or an object", &answer))?
            .into(),
        None => return Err(option_error("answer", "text or an object", &answer)),
    };
    let options = crate::verify::VerifyOptions::default();
    report_to_js(&crate::verify::verify(&riddle, &answer, &options))
}

/// gridriddle's own reasoning for a riddle, one deduction a step ([`crate::verify::reasoning`]).
#[wasm_bindgen(skip_typescript)]
pub fn reasoning(riddle: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, FormatOption::Detect)?;
    to_js(&crate::verify::reasoning(&riddle))
}

/// The answer read out of `text`, a model's whole output: for a riddle, `{answer: rows,
/// {header, rows} or {solution: {"House 1": {…}}}, unread: null}`; for an array of a question's
/// choices, `{answer: "<the choice>", unread: null}`; `{answer: null, unread: "<the reason>"}`
/// when nothing can be read.
#[wasm_bindgen(skip_typescript)]
pub fn read_answer(riddle: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let text = text.as_string().ok_or_else(|| {
        riddle_error(&RiddleError::at(
            "text",
            format!(
                "expected a model's output as a string, found {}",
                type_name(&text)
            ),
        ))
    })?;
    let read = if js_sys::Array::is_array(&riddle) {
        let choices: Vec<String> = serde_wasm_bindgen::from_value(riddle).map_err(|e| {
            riddle_error(&RiddleError::at(
                "choices",
                format!("expected an array of strings: {e}"),
            ))
        })?;
        crate::evaluate::records::read_choices(&choices, &text)
    } else {
        crate::evaluate::records::read_asked(&read_asked(&riddle)?, &text)
    };
    to_js(&read)
}

/// JSON lines of `items`: a string as it is, else an array of objects (each through
/// `JSON.stringify`) or strings, one a line.
fn json_lines(items: &JsValue, name: &str) -> Result<String, JsValue> {
    if let Some(text) = items.as_string() {
        return Ok(text);
    }
    if !js_sys::Array::is_array(items) {
        return Err(riddle_error(&RiddleError::at(
            name,
            format!("expected JSON lines or an array, found {}", type_name(items)),
        )));
    }
    let mut out = String::new();
    for (i, item) in js_sys::Array::from(items).iter().enumerate() {
        let line = match item.as_string() {
            Some(text) => text.replace('\n', " "),
            None => JSON::stringify(&item)
                .ok()
                .and_then(|t| t.as_string())
                .ok_or_else(|| {
                    riddle_error(&RiddleError::at(
                        format!("{name}[{i}]"),
                        "cannot be written as JSON",
                    ))
                })?,
        };
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// A model's answers against the records it was asked ([`crate::evaluate::report::evaluate`]):
/// the report `{overall, bySize, byBucket, byLevel}`. Each bad line is a `console.warn` naming
/// it, and is left out.
#[wasm_bindgen(skip_typescript)]
pub fn evaluate(records: JsValue, answers: JsValue) -> Result<JsValue, JsValue> {
    let records = json_lines(&records, "records")?;
    let answers = json_lines(&answers, "answers")?;
    let evaluation = crate::evaluate::report::evaluate(&records, &answers);
    for problem in &evaluation.problems {
        let which = match problem.input {
            crate::evaluate::report::Input::Records => "records",
            crate::evaluate::report::Input::Answers => "answers",
        };
        console_warn(&format!("{which}: {problem}"));
    }
    to_js(&evaluation.report)
}

/// The sample riddles, JSON files then clue files, with their title, description and hints in
/// words.
#[wasm_bindgen(skip_typescript)]
pub fn samples() -> Result<JsValue, JsValue> {
    let mut infos = Vec::new();
    for sample in crate::samples::samples() {
        let riddle = sample.riddle();
        infos.push(SampleInfo {
            name: sample.name.to_owned(),
            format: "json",
            title: riddle.title().map(str::to_owned),
            description: riddle.description().map(str::to_owned),
            hint_texts: riddle.hint_texts().map(<[String]>::to_vec),
            json: sample.json.to_owned(),
            text: sample.json,
        });
    }
    for sample in crate::samples::clue_samples() {
        // Compiled once, for the JSON text and the riddle's words.
        let file = crate::clues::compile_zbc(sample.text).expect("sample clue files compile");
        let riddle = Riddle::from_file(&file).expect("sample clue files compile");
        infos.push(SampleInfo {
            name: format!("{}.zbc", sample.name),
            format: "zbc",
            title: Some(sample.title.to_owned()),
            description: riddle.description().map(str::to_owned),
            hint_texts: riddle.hint_texts().map(<[String]>::to_vec),
            json: file.to_json_pretty(),
            text: sample.text,
        });
    }
    to_js(&infos)
}

/// A sample riddle shipped with the library, as `samples()` hands it to JavaScript: a JSON file,
/// or a clue file.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
struct SampleInfo {
    /// The short name (`neighbours`; `einstein.zbc` for a clue file).
    name: String,
    /// `"zbc"`: `text` is a clue file, `json` the riddle it compiles to.
    #[tsify(type = "\"json\" | \"zbc\"")]
    format: &'static str,
    /// The riddle's title.
    title: Option<String>,
    /// The riddle's description.
    description: Option<String>,
    /// The hints in words, one per hint.
    hint_texts: Option<Vec<String>>,
    /// The riddle's JSON text (for a clue file, compiled).
    json: String,
    /// The file as written: the JSON text, or the clue text.
    text: &'static str,
}

/// What the library knows of a riddle's layout, for drawing a grid a person fills: what
/// `riddle_info()` hands to JavaScript.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
struct RiddleInfo<'a> {
    /// The riddle's title.
    title: Option<&'a str>,
    /// The riddle's description.
    description: Option<&'a str>,
    /// The column names.
    header: &'a [String],
    /// The start matrix, `""` for blank cells.
    start_matrix: Vec<Vec<String>>,
    /// The values of each column, in their order.
    values: Vec<&'a [String]>,
    /// The hints in words, one per hint, or null.
    hint_texts: Option<&'a [String]>,
    /// How many hints the riddle has.
    hints: usize,
}

/// A generated riddle, as `generate()` hands it to JavaScript: the seed as text, since it may
/// pass 2^53.
#[derive(Serialize, tsify::Tsify)]
struct GeneratedInfo<'a> {
    /// The riddle file, with `title`, `description` and `hintTexts`.
    json: &'a str,
    /// The same riddle as clues (the ZBC language), each clue followed by its sentence.
    zbc: &'a str,
    /// Its one solution.
    solution: &'a [Vec<String>],
    /// How hard it is.
    rating: &'a Rating,
    /// The seed of the attempt that made it, as decimal text (it may pass 2^53).
    seed: String,
    /// Riddles made to reach the difficulty (1 without one).
    attempts: u32,
    /// Search nodes spent in all.
    nodes: u64,
}

/// The riddle `riddle` holds, read as `format` says.
fn read_riddle(riddle: &JsValue, format: FormatOption) -> Result<Riddle, JsValue> {
    let detected = riddle.as_string().map(|text| crate::RiddleFormat::detect(&text));
    let clues = match format {
        FormatOption::Json => false,
        FormatOption::Zbc => true,
        FormatOption::Detect => detected == Some(crate::RiddleFormat::Zbc),
    };
    if matches!(format, FormatOption::Detect)
        && matches!(
            detected,
            Some(crate::RiddleFormat::ZebraLogic | crate::RiddleFormat::ReasoningGym)
        )
    {
        let text = clue_text(riddle)?;
        crate::import::riddle(&text).map_err(|e| clue_error(&e))
    } else if clues {
        let text = clue_text(riddle)?;
        Riddle::from_zbc(&text).map_err(|e| clue_error(&e))
    } else {
        let text = riddle_text(riddle)?;
        Riddle::from_json(&text).map_err(|e| riddle_error(&e))
    }
}

/// What a riddle or any record asks ([`crate::evaluate::records::asked_of_json`]): a grid (the
/// riddle of a riddle, clue text or a grid record), or a question record's choices.
fn read_asked(riddle: &JsValue) -> Result<crate::evaluate::records::Asked, JsValue> {
    use crate::evaluate::records::Asked;
    if riddle
        .as_string()
        .is_some_and(|text| crate::RiddleFormat::detect(&text) == crate::RiddleFormat::Zbc)
    {
        return read_riddle(riddle, FormatOption::Zbc).map(|r| Asked::Grid(Box::new(r)));
    }
    let text = riddle_text(riddle)?;
    crate::evaluate::records::asked_of_json(&text).map_err(|e| riddle_error(&e))
}

/// The riddle reasoning is judged against: a ZebraLogic record's own numbered clues when its
/// puzzle text reads to its solution, as the command line's `verify` and `evaluate --verify`
/// judge it ([`crate::evaluate::records::riddle_to_judge`]); else [`read_riddle_or_record`].
fn read_riddle_to_judge(riddle: &JsValue) -> Result<Riddle, JsValue> {
    // A record of any format, told apart by the crate's one rule.
    if let Ok(text) = riddle_text(riddle) {
        let judged =
            crate::evaluate::records::riddle_to_judge_of_json(&text).map_err(|e| riddle_error(&e))?;
        if let Some(riddle) = judged {
            return Ok(riddle);
        }
    }
    read_riddle_or_record(riddle)
}

/// The riddle of a riddle or of a grid record.
fn read_riddle_or_record(riddle: &JsValue) -> Result<Riddle, JsValue> {
    read_asked(riddle)?.into_riddle().map_err(|e| riddle_error(&e))
}

/// Clue text: a string, nothing else.
fn clue_text(text: &JsValue) -> Result<String, JsValue> {
    text.as_string().ok_or_else(|| {
        riddle_error(&RiddleError::at(
            "",
            format!("expected clue text, found {}", type_name(text)),
        ))
    })
}

/// A person's grid: the start matrix when missing, else rows of cells through `JSON.stringify`
/// and [`Grid::from_json`] (errors at `grid[row][column]`).
fn read_grid(riddle: &Riddle, grid: &JsValue) -> Result<Grid, JsValue> {
    if grid.is_undefined() || grid.is_null() {
        return Ok(Grid::start(riddle));
    }
    if !js_sys::Array::is_array(grid) {
        return Err(option_error("grid", "an array of rows", grid));
    }
    let text: String = JSON::stringify(grid)
        .map_err(|_| option_error("grid", "an array of rows", grid))?
        .into();
    Grid::from_json(riddle, &text).map_err(|e| riddle_error(&e))
}

/// A report as plain objects: written as JSON text by `serde_json` and read by `JSON.parse`,
/// which is faster for a whole report than building it value by value through
/// `serde-wasm-bindgen` (`solve_riddle` over the zebralogic corpus in `bench.mjs`: 5% faster
/// end to end without steps, 8% with). Only for values without numbers past 2^53 (`JSON.parse`
/// rounds them; a count is a `BigInt` through `to_js`).
fn report_to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let text = serde_json::to_string(value).map_err(|e| JsValue::from(Error::new(&e.to_string())))?;
    JSON::parse(&text)
}

/// Plain objects, arrays and `null` (not `Map`s and `undefined`).
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
}

/// The riddle as JSON text: a string as it is, an object through `JSON.stringify`.
fn riddle_text(riddle: &JsValue) -> Result<String, JsValue> {
    if let Some(text) = riddle.as_string() {
        return Ok(text);
    }
    if riddle.is_object() {
        let text = JSON::stringify(riddle).map_err(|e| {
            let why = e
                .dyn_ref::<Error>()
                .map(|e| String::from(e.message()))
                .unwrap_or_default();
            riddle_error(&RiddleError::at("", format!("cannot be written as JSON: {why}")))
        })?;
        return Ok(text.into());
    }
    Err(riddle_error(&RiddleError::at(
        "",
        format!("expected JSON text or an object, found {}", type_name(riddle)),
    )))
}

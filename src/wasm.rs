//! WebAssembly bindings: a thin shell that converts between JavaScript and the library API.
//!
//! The functions that reach JavaScript (`www/pkg/gridriddle.js` after `www/build.sh`):
//!
//! - `solve_riddle(riddle, options?)`: `riddle` is JSON text, a plain object, or clue text (the
//!   ZBC language); `options` is `{format?, maxSolutions?, maxNodes?, maxMemory?, steps?}`. Returns the
//!   [`Report`] as a plain object (`differingCells` included).
//! - `count_solutions(riddle, options?)`: the [`crate::Count`], its `count` a `BigInt`.
//! - `solutions_page(riddle, options?)`: the solutions `offset..offset + limit`
//!   (`{offset?, limit?, …}`), as a [`Report`] with `offset` and `more`.
//! - `convert_zbc(text)`: the riddle JSON a clue file compiles to, as text.
//! - `riddle_info(riddle)`: header, start matrix, the values of each column, title, hints in words.
//! - `rate(riddle)`: the [`Rating`](crate::Rating).
//! - `generate(options?)`: a riddle with one solution and no hint to spare ([`crate::generate`]).
//! - `candidates(riddle, grid?, exact?)`, `next_step(riddle, grid?)`, `check_grid(riddle,
//!   grid?)`: solving together from a person's grid ([`crate::candidates`], [`crate::next_step`],
//!   [`crate::check_grid`]); `grid` is an array of rows of value names (`""` or `null` blank), or
//!   missing for the start matrix.
//! - `samples()`: the sample riddles, JSON files and clue files, `[{name, format, title, …}]`.
//!
//! Where a function takes a riddle, text whose first character (after white space) is not `{`
//! is read as clues; `solve_riddle`'s `format` option says it instead. Errors are thrown as
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
//! those of what they take, of the errors and of the functions are written by hand below.
//!
//! The module is public (hidden from the docs) only so that `tests/wasm_bindings.rs` can call
//! the exported functions as they are.

use crate::answer::{SolveOptions, Solved};
use crate::clues::ClueErrors;
use crate::error::RiddleError;
use crate::generate::{GenerateError, GenerateOptions, Rating};
use crate::play::Grid;
use crate::report::Report;
use crate::riddle::Riddle;
use js_sys::{Error, Object, Reflect, JSON};
use serde::Serialize;
use std::ops::ControlFlow;
use wasm_bindgen::prelude::*;

// The declarations of the types the functions return are derived from the Rust types
// (`derive(tsify::Tsify)` on wasm32, from their serde attributes). Written here by hand: what
// JavaScript passes in (read field by field below, not through serde), the errors (JavaScript
// `Error`s with the fields of the error's JSON shape, which a derive cannot say), and the
// functions' signatures (their parameters are untyped `JsValue`s, optional in JavaScript).
#[wasm_bindgen(typescript_custom_section)]
#[allow(dead_code)] // read by wasm-bindgen, not by Rust
const TYPESCRIPT: &str = r#"
/** A riddle: JSON text, a plain object of the same shape, or clue text (the ZBC language). */
export type RiddleInput = string | object;

/** A value of a column, as its id: 1-based within the column (0 is a blank cell). */
export type ValueId = number;

/** Limits of a search, and the riddle's format. A missing field takes the library's default. */
export interface SolveOptions {
  /**
   * How to read a riddle given as text: `"json"` or `"zbc"` (clues). Missing or null: text
   * whose first character (after white space) is `{` is JSON, other text is clues.
   */
  format?: "json" | "zbc" | null;
  /** Stop after this many solutions (default 1000; `Infinity`: no limit). Not for counts and pages. */
  maxSolutions?: number;
  /** Stop after this many search nodes (default 1 000 000; `null` or `Infinity`: no limit). */
  maxNodes?: number | null;
  /** Stop when the search would hold more than this many bytes (default 1 GiB; `null` or `Infinity`: no limit). */
  maxMemory?: number | null;
  /** Record the detailed solution of each solution (default true). Not for counts. */
  steps?: boolean;
}

/** Which solutions `solutions_page` returns, and the limits of its search. */
export interface PageOptions extends Omit<SolveOptions, "maxSolutions"> {
  /** How many solutions to skip (default 0). They are searched again: the node budget counts them. */
  offset?: number;
  /** How many solutions to return (default 20). */
  limit?: number;
}

/**
 * A person's partial riddle matrix: rows of cells, each a value name, `""` or `null` for blank.
 * Missing or null: the start matrix.
 */
export type GridInput = (string | null)[][] | null | undefined;

/** What the functions throw for an invalid riddle, grid or option. */
export interface RiddleError extends Error {
  name: "RiddleError";
  /** JSON path of the faulty place (`hints[3][1][0]`, `grid[1][2]`); `""` for syntax errors. */
  path: string;
  /** The path, or `line L, column C`, or `riddle` for the document as a whole. */
  location: string;
  /** 1-based, for JSON syntax errors only. */
  line?: number;
  column?: number;
}

/** One error of a clue file, at a 1-based line and column. */
export interface ClueErrorItem {
  /** `line:column: problem`. */
  message: string;
  path: "";
  /** `L:C`. */
  location: string;
  line: number;
  column: number;
}

/** What the functions throw for a clue file with errors: the first error, and all of them. */
export interface ClueError extends Error {
  name: "ClueError";
  /** Every error of the file, one a line. */
  message: string;
  path: "";
  /** `L:C` of the first error. */
  location: string;
  line: number;
  column: number;
  /** Each error, in the order of the file. */
  errors: ClueErrorItem[];
}

/** What `generate` throws when no riddle comes out (size, kinds, budget, difficulty). */
export interface GenerateError extends Error {
  name: "GenerateError";
  path: "options";
  location: "options";
}

/**
 * Reads, validates and solves a grid riddle.
 *
 * @param riddle the riddle as JSON text, as a plain object, or as clue text
 * @param options limits of the search, and the format
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function solve_riddle(riddle: RiddleInput, options?: SolveOptions | null): Report;

/**
 * Counts the solutions of a riddle without building them, within `options.maxNodes`: exact
 * when `complete`, else a lower bound.
 *
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function count_solutions(riddle: RiddleInput, options?: SolveOptions | null): Count;

/**
 * The solutions `offset .. offset + limit` of a riddle, in the order of `solve_riddle`, and
 * whether there are more (`stopped: "caller"` when the page was full).
 *
 * @throws {RiddleError | ClueError} when the riddle or the options are invalid
 */
export function solutions_page(riddle: RiddleInput, options?: PageOptions | null): PageReport;

/**
 * The riddle a clue file compiles to, as JSON text (one hint a line).
 *
 * @throws {ClueError} when the clue file has errors
 */
export function convert_zbc(text: string): string;

/** The layout of a riddle: header, start matrix, values, hints in words. */
export function riddle_info(riddle: RiddleInput): RiddleInfo;

/** The difficulty of a riddle, read from its detailed solution. */
export function rate(riddle: RiddleInput): Rating;

/**
 * A riddle with exactly one solution and no hint to spare.
 *
 * @throws {RiddleError} for options of the wrong type, {GenerateError} when none comes out
 */
export function generate(options?: GenerateOptions | null): GeneratedInfo;

/** The values each cell of `grid` can still take: by the merge rules, or `exact`ly. */
export function candidates(riddle: RiddleInput, grid?: GridInput, exact?: boolean | null): Candidates;

/** One deduction a person could make next from `grid`. */
export function next_step(riddle: RiddleInput, grid?: GridInput): NextStep;

/** Whether `grid` can still be completed, and its wrong cells. */
export function check_grid(riddle: RiddleInput, grid?: GridInput): GridCheck;

/** The sample riddles, JSON files then clue files, in a fixed order. */
export function samples(): SampleInfo[];
"#;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
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
    let (format, options) = solve_options(&options)?;
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
    let (format, options) = solve_options(&options)?;
    let riddle = read_riddle(&riddle, format)?;
    to_js(&crate::count_solutions(&riddle, &options))
}

/// The solutions `offset..offset + limit` of `riddle`, in the order of `solve_riddle`, as a
/// [`Report`] with `offset` and `more` (true when a solution after the page was found). `options`
/// is `{format?, offset?, limit?, maxNodes?, maxMemory?, steps?}` (offset 0 and limit 20 by
/// default; `maxSolutions` does not apply). The solutions before the page are searched again and dropped:
/// the node budget counts them too. A search that stops because the page is full says
/// `stopped: "caller"`.
#[wasm_bindgen(skip_typescript)]
pub fn solutions_page(riddle: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let (format, mut solve) = solve_options(&options)?;
    let offset = whole_option(&options, "offset", 0)?;
    let limit = whole_option(&options, "limit", 20)?;
    let riddle = read_riddle(&riddle, format)?;
    solve.max_solutions = usize::MAX;
    let end = offset.saturating_add(limit);
    let (mut index, mut page, mut more) = (0u64, Vec::new(), false);
    let searched = crate::solve_each(&riddle, &solve, |solution| {
        if index >= end {
            more = true;
            return ControlFlow::Break(());
        }
        if index >= offset {
            page.push(solution);
        }
        index += 1;
        ControlFlow::Continue(())
    });
    let solved = Solved {
        solutions: page,
        complete: searched.complete,
        stopped: searched.stopped,
        stats: searched.stats,
        conflicts: searched.conflicts,
    };
    report_to_js(&PageReport {
        report: Report::new(&riddle, &solved, solve.steps),
        offset,
        more,
    })
}

/// What `solutions_page()` hands to JavaScript: the report of one page of solutions, where it
/// starts, and whether a solution after it was found.
#[derive(Serialize, tsify::Tsify)]
struct PageReport {
    /// The page's solutions, and how the search ended (`stopped: "caller"` when the page was
    /// full and a solution after it was found).
    #[serde(flatten)]
    report: Report,
    /// The index (0-based) of the page's first solution.
    offset: u64,
    /// True when a solution after the page was found.
    more: bool,
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

/// The riddle JSON a clue file compiles to, as text in the layout of the sample files (one row
/// of the matrix, one hint, or one option of a hint of several, a line).
#[wasm_bindgen(skip_typescript)]
pub fn convert_zbc(text: JsValue) -> Result<String, JsValue> {
    let text = clue_text(&text)?;
    let file = crate::compile_zbc(&text).map_err(|e| clue_error(&e))?;
    Ok(file.to_json_pretty())
}

/// The layout of a riddle: what a page needs to draw a grid a person fills.
#[wasm_bindgen(skip_typescript)]
pub fn riddle_info(riddle: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, Format::Detect)?;
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

/// The difficulty of a riddle ([`crate::rate`]).
#[wasm_bindgen(skip_typescript)]
pub fn rate(riddle: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, Format::Detect)?;
    to_js(&crate::rate(&riddle))
}

/// A riddle with one solution and no hint to spare ([`crate::generate`]).
#[wasm_bindgen(skip_typescript)]
pub fn generate(options: JsValue) -> Result<JsValue, JsValue> {
    let options = generate_options(&options)?;
    let made = crate::generate(&options).map_err(|e| generate_error(&e))?;
    to_js(&GeneratedInfo {
        json: &made.json,
        zbc: &made.zbc,
        solution: &made.solution,
        rating: &made.rating,
        seed: made.seed.to_string(),
        attempts: made.attempts,
        nodes: made.nodes,
    })
}

/// The values each cell of `grid` can still take ([`crate::candidates`]).
#[wasm_bindgen(skip_typescript)]
pub fn candidates(riddle: JsValue, grid: JsValue, exact: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, Format::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    let exact = match exact.as_bool() {
        Some(exact) => exact,
        None if exact.is_undefined() || exact.is_null() => false,
        None => return Err(option_error("exact", "true or false", &exact)),
    };
    to_js(&crate::candidates(&riddle, &grid, exact))
}

/// One deduction a person could make next from `grid` ([`crate::next_step`]).
#[wasm_bindgen(skip_typescript)]
pub fn next_step(riddle: JsValue, grid: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, Format::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    to_js(&crate::next_step(&riddle, &grid))
}

/// Whether `grid` can still be completed, and its wrong cells ([`crate::check_grid`]).
#[wasm_bindgen(skip_typescript)]
pub fn check_grid(riddle: JsValue, grid: JsValue) -> Result<JsValue, JsValue> {
    let riddle = read_riddle(&riddle, Format::Detect)?;
    let grid = read_grid(&riddle, &grid)?;
    to_js(&crate::check_grid(&riddle, &grid))
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
        let file = crate::compile_zbc(sample.text).expect("sample clue files compile");
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

/// How to read a riddle given as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Json,
    Zbc,
    /// Text whose first character (after white space) is not `{` is clues; an object is JSON.
    Detect,
}

/// The riddle `riddle` holds, read as `format` says.
fn read_riddle(riddle: &JsValue, format: Format) -> Result<Riddle, JsValue> {
    let clues = match format {
        Format::Json => false,
        Format::Zbc => true,
        Format::Detect => riddle.as_string().is_some_and(|text| {
            let text = text.trim_start_matches('\u{feff}').trim_start();
            !text.is_empty() && !text.starts_with('{')
        }),
    };
    if clues {
        let text = clue_text(riddle)?;
        Riddle::from_zbc(&text).map_err(|e| clue_error(&e))
    } else {
        let text = riddle_text(riddle)?;
        Riddle::from_json(&text).map_err(|e| riddle_error(&e))
    }
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

/// `{rows?, columns?, seed?, …}` into [`GenerateOptions`]; what is missing keeps its default.
/// The seed may be a number, a BigInt or decimal text; the rest goes through `serde`, so that a
/// field of the wrong type is named by its path (`options.rows`).
fn generate_options(options: &JsValue) -> Result<GenerateOptions, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(GenerateOptions::default());
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(option_error("options", "an object", options));
    }
    let rest = Object::assign(&Object::new(), &Object::from(options.clone()));
    let seed = Reflect::get(&rest, &JsValue::from_str("seed"))?;
    Reflect::delete_property(&rest, &JsValue::from_str("seed"))?;
    let deserializer = serde_wasm_bindgen::Deserializer::from(JsValue::from(rest));
    let mut out: GenerateOptions = serde_path_to_error::deserialize(deserializer).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." {
            "options".to_owned()
        } else {
            format!("options.{path}")
        };
        // serde-wasm-bindgen's errors are JavaScript errors, displayed as `Error: …`.
        let message = e.into_inner().to_string();
        let message = message.strip_prefix("Error: ").unwrap_or(&message).to_owned();
        riddle_error(&RiddleError::at(path, message))
    })?;
    if !seed.is_undefined() && !seed.is_null() {
        let parsed = if let Some(text) = seed.as_string() {
            text.trim().parse::<u64>().ok()
        } else if seed.is_bigint() {
            u64::try_from(seed.clone().unchecked_into::<js_sys::BigInt>()).ok()
        } else {
            count(&seed)
                .filter(|n| n.is_finite() && *n <= 9_007_199_254_740_991.0)
                .map(|n| n as u64)
        };
        let expected = "a whole number ≥ 0 (a number, a BigInt or decimal text)";
        out.seed = parsed.ok_or_else(|| option_error("options.seed", expected, &seed))?;
    }
    Ok(out)
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

/// `{format?, maxSolutions?, maxNodes?, maxMemory?, steps?}` into a [`Format`] and [`SolveOptions`]; what is
/// missing keeps its default.
fn solve_options(options: &JsValue) -> Result<(Format, SolveOptions), JsValue> {
    let mut out = SolveOptions::default();
    if options.is_undefined() || options.is_null() {
        return Ok((Format::Detect, out));
    }
    if !options.is_object() {
        return Err(option_error("options", "an object", options));
    }
    let field = |name: &str| Reflect::get(options, &JsValue::from_str(name));

    let format = field("format")?;
    let format = match format.as_string().as_deref() {
        _ if format.is_undefined() || format.is_null() => Format::Detect,
        Some("json") => Format::Json,
        Some("zbc") => Format::Zbc,
        Some(other) => {
            let message = format!("expected \"json\" or \"zbc\", found \"{other}\"");
            return Err(riddle_error(&RiddleError::at("options.format", message)));
        }
        None => return Err(option_error("options.format", "\"json\" or \"zbc\"", &format)),
    };

    let max_solutions = field("maxSolutions")?;
    if !max_solutions.is_undefined() {
        out.max_solutions = match count(&max_solutions) {
            Some(n) if n.is_infinite() => usize::MAX,
            Some(n) => n as usize,
            None => {
                let expected = "a whole number ≥ 0 or Infinity";
                return Err(option_error("options.maxSolutions", expected, &max_solutions));
            }
        };
    }

    let expected = "a whole number ≥ 0, Infinity or null";
    if let Some(max) = limit(&field("maxNodes")?, "options.maxNodes", expected)? {
        out.max_nodes = max.map(|n| n as u64);
    }
    let expected = "a whole number of bytes ≥ 0, Infinity or null";
    if let Some(max) = limit(&field("maxMemory")?, "options.maxMemory", expected)? {
        out.max_memory = max.map(|n| n as usize);
    }

    let steps = field("steps")?;
    if !steps.is_undefined() {
        out.steps = steps
            .as_bool()
            .ok_or_else(|| option_error("options.steps", "true or false", &steps))?;
    }
    Ok((format, out))
}

/// The whole number at `options[name]` (at most 2^53 − 1), or `default` when it is missing.
fn whole_option(options: &JsValue, name: &str, default: u64) -> Result<u64, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(default);
    }
    let value = Reflect::get(options, &JsValue::from_str(name))?;
    if value.is_undefined() {
        return Ok(default);
    }
    count(&value)
        .filter(|n| *n <= 9_007_199_254_740_991.0)
        .map(|n| n as u64)
        .ok_or_else(|| option_error(&format!("options.{name}"), "a whole number ≥ 0", &value))
}

/// A whole number ≥ 0, or +∞.
fn count(value: &JsValue) -> Option<f64> {
    value
        .as_f64()
        .filter(|n| *n >= 0.0 && (n.is_infinite() || n.fract() == 0.0))
}

/// A limit among the options at `path`: `None` when it is not given, `Some(None)` for no limit
/// (`null` or `Infinity`), `Some(Some(n))` for a whole number.
fn limit(value: &JsValue, path: &str, expected: &str) -> Result<Option<Option<f64>>, JsValue> {
    match count(value) {
        _ if value.is_undefined() => Ok(None),
        _ if value.is_null() => Ok(Some(None)),
        Some(n) if n.is_infinite() => Ok(Some(None)),
        Some(n) => Ok(Some(Some(n))),
        None => Err(option_error(path, expected, value)),
    }
}

fn option_error(path: &str, expected: &str, found: &JsValue) -> JsValue {
    let found = match found.as_f64() {
        Some(n) => n.to_string(),
        None => type_name(found).to_owned(),
    };
    riddle_error(&RiddleError::at(
        path,
        format!("expected {expected}, found {found}"),
    ))
}

fn type_name(value: &JsValue) -> &'static str {
    if value.is_null() {
        "null"
    } else if value.is_undefined() {
        "undefined"
    } else if value.as_bool().is_some() {
        "a boolean"
    } else if value.as_f64().is_some() {
        "a number"
    } else if value.is_string() {
        "a string"
    } else if js_sys::Array::is_array(value) {
        "an array"
    } else if value.is_function() {
        "a function"
    } else {
        "an object"
    }
}

/// The library's error as a JavaScript `Error` named `RiddleError`: its message is the library's
/// text, and the fields of the error's one JSON shape (see [`RiddleError`]'s `Serialize`) are set
/// on it (`line` and `column` undefined but for syntax errors).
fn riddle_error(error: &RiddleError) -> JsValue {
    js_error("RiddleError", error)
}

/// A clue file's errors as a JavaScript `Error` named `ClueError`: the message has every error,
/// one a line; `line`, `column` and `location` (`L:C`) are the first's; `errors` has each.
fn clue_error(errors: &ClueErrors) -> JsValue {
    js_error("ClueError", errors)
}

/// Why no riddle was generated, as an `Error` named `GenerateError` at the path `options`.
fn generate_error(error: &GenerateError) -> JsValue {
    js_error("GenerateError", &RiddleError::at("options", error.to_string()))
}

/// An `Error` named `name` whose message is `error`'s text, with the fields of its JSON shape.
fn js_error<E: Serialize + std::fmt::Display>(name: &str, error: &E) -> JsValue {
    let js = Error::new(&error.to_string());
    js.set_name(name);
    if let Ok(shape) = error.serialize(&serde_wasm_bindgen::Serializer::new()) {
        // A plain object onto a fresh Error: cannot fail.
        Object::assign(&js, &Object::from(shape));
    }
    js.into()
}

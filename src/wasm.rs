//! WebAssembly bindings: a thin shell that converts between JavaScript and the library API.
//!
//! Two functions reach JavaScript (`www/pkg/gridriddle.js` after `www/build.sh`):
//!
//! - `solve_riddle(riddle, options?)`: `riddle` is JSON text or a plain object; `options` is
//!   `{maxSolutions?, maxNodes?, steps?}`. Returns the [`Report`] as a plain object. An invalid
//!   riddle throws an `Error` (name `RiddleError`) whose message is the library's
//!   (`hints[3][1][0]: row has 5 cells, the header has 6`), with the properties `path`,
//!   `location` and, for JSON syntax errors, `line` and `column`.
//! - `samples()`: the sample riddles, `[{name, title, description, hintTexts, json}]`.
//!
//! Nothing is decided here: the riddle goes through [`Riddle::from_json`] (objects are turned
//! into JSON text first, so their errors carry the same paths), [`solve_riddle`](crate::solver::solve_riddle) and
//! [`Report::new`]. The TypeScript declarations are written by hand below, because the
//! functions take and return untyped JavaScript values.
//!
//! The module is public (hidden from the docs) only so that `tests/wasm_bindings.rs` can call
//! the exported functions as they are.

use crate::answer::SolveOptions;
use crate::error::RiddleError;
use crate::report::Report;
use crate::riddle::Riddle;
use js_sys::{Error, Object, Reflect, JSON};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
#[allow(dead_code)] // read by wasm-bindgen, not by Rust
const TYPESCRIPT: &str = r#"
/** Limits of a search. A missing field takes the library's default. */
export interface SolveOptions {
  /** Stop after this many solutions (default 1000; `Infinity`: no limit). */
  maxSolutions?: number;
  /** Stop after this many search nodes (default 1 000 000; `null` or `Infinity`: no limit). */
  maxNodes?: number | null;
  /** Record the detailed solution of each solution (default true). */
  steps?: boolean;
}

/** A cell of the riddle matrix, 0-based, with its value id (1-based within its column). */
export interface Cell { row: number; column: number; value: number; }

/** A cell of the riddle matrix, 0-based, with its value written out. */
export interface NamedCell { row: number; column: number; value: string; }

/**
 * What a step did, as data (hints, options, rows and columns are 0-based). `hints` lists the
 * riddle's hints behind a hint that rule 1 merged from several; `option` and `options` give
 * the option of each of them.
 */
export type StepData =
  | { kind: "mergeHints"; hints: [number[], number[]]; shared: [number, number]; kept: number;
      rejected: number }
  | { kind: "merge"; rule: number; hints: number[]; option: number[] | null; rows: number[];
      cells: Cell[] }
  | { kind: "reject"; rule: number; hints: number[]; options: number[][]; exhausted: boolean }
  | { kind: "fill"; cell: Cell; reason: "onlyValueForCell" | "onlyRowForValue" }
  | { kind: "assume"; cell: Cell; holds: boolean }
  | { kind: "exclude"; cell: Cell };

/** One step of a detailed solution: its data, the cells it filled, and its sentence. */
export type Step = StepData & { filled: NamedCell[]; text: string };

/** One solution: the completed riddle matrix (`""` for blank cells), and its steps. */
export interface Solution {
  matrix: string[][];
  /** Present when the options asked for steps. */
  steps?: Step[];
}

/** The answer of `solve_riddle`. */
export interface Report {
  solutions: Solution[];
  /** True when the search proved there are no other solutions. */
  complete: boolean;
  /** Why the search stopped early, or null. */
  stopped: "solutionLimit" | "nodeBudget" | null;
  stats: { nodes: number; merges: number; rejections: number };
  /** With no solution: hints (0-based) that cannot all hold together. */
  conflicts: number[];
}

/** A sample riddle shipped with the library. */
export interface SampleInfo {
  /** The short name (`neighbours`). */
  name: string;
  title: string | null;
  description: string | null;
  /** The hints in words, one per hint. */
  hintTexts: string[] | null;
  /** The riddle's JSON text. */
  json: string;
}

/** What `solve_riddle` throws for an invalid riddle (or invalid options). */
export interface RiddleError extends Error {
  name: "RiddleError";
  /** JSON path of the faulty place (`hints[3][1][0]`); `""` for syntax errors. */
  path: string;
  /** The path, or `line L, column C`, or `riddle` for the document as a whole. */
  location: string;
  /** 1-based, for JSON syntax errors only. */
  line?: number;
  column?: number;
}

/**
 * Parses, validates and solves a grid riddle.
 *
 * @param riddle the riddle as JSON text, or as a plain object of the same shape
 * @param options limits of the search
 * @throws {RiddleError} when the riddle or the options are invalid
 */
export function solve_riddle(riddle: string | object, options?: SolveOptions | null): Report;

/** The sample riddles, in a fixed order. */
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

/// Parses, validates and solves `riddle` (JSON text or an object) within `options`.
#[wasm_bindgen(skip_typescript)]
pub fn solve_riddle(riddle: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let options = solve_options(&options)?;
    let text = riddle_text(&riddle)?;
    let riddle = Riddle::from_json(&text).map_err(|e| riddle_error(&e))?;
    let solved = crate::solver::solve_riddle(&riddle, &options);
    to_js(&Report::new(&riddle, &solved, options.steps))
}

/// The sample riddles, with their title, description and hints in words.
#[wasm_bindgen(skip_typescript)]
pub fn samples() -> Result<JsValue, JsValue> {
    let parsed: Vec<_> = crate::samples::samples()
        .iter()
        .map(|s| (s, s.riddle()))
        .collect();
    let infos: Vec<SampleInfo<'_>> = parsed
        .iter()
        .map(|(sample, riddle)| SampleInfo {
            name: sample.name,
            title: riddle.title(),
            description: riddle.description(),
            hint_texts: riddle.hint_texts(),
            json: sample.json,
        })
        .collect();
    to_js(&infos)
}

/// A sample as `samples()` hands it to JavaScript.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SampleInfo<'a> {
    name: &'a str,
    title: Option<&'a str>,
    description: Option<&'a str>,
    hint_texts: Option<&'a [String]>,
    json: &'a str,
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

/// `{maxSolutions?, maxNodes?, steps?}` into [`SolveOptions`]; what is missing keeps its default.
fn solve_options(options: &JsValue) -> Result<SolveOptions, JsValue> {
    let mut out = SolveOptions::default();
    if options.is_undefined() || options.is_null() {
        return Ok(out);
    }
    if !options.is_object() {
        return Err(option_error("options", "an object", options));
    }
    let field = |name: &str| Reflect::get(options, &JsValue::from_str(name));

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

    let max_nodes = field("maxNodes")?;
    if !max_nodes.is_undefined() {
        out.max_nodes = match count(&max_nodes) {
            _ if max_nodes.is_null() => None,
            Some(n) if n.is_infinite() => None,
            Some(n) => Some(n as u64),
            None => {
                let expected = "a whole number ≥ 0, Infinity or null";
                return Err(option_error("options.maxNodes", expected, &max_nodes));
            }
        };
    }

    let steps = field("steps")?;
    if !steps.is_undefined() {
        out.steps = steps
            .as_bool()
            .ok_or_else(|| option_error("options.steps", "true or false", &steps))?;
    }
    Ok(out)
}

/// A whole number ≥ 0, or +∞.
fn count(value: &JsValue) -> Option<f64> {
    value
        .as_f64()
        .filter(|n| *n >= 0.0 && (n.is_infinite() || n.fract() == 0.0))
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
    let js = Error::new(&error.to_string());
    js.set_name("RiddleError");
    if let Ok(shape) = error.serialize(&serde_wasm_bindgen::Serializer::new()) {
        // A plain object onto a fresh Error: cannot fail.
        Object::assign(&js, &Object::from(shape));
    }
    js.into()
}

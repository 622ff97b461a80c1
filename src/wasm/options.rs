//! The options objects JavaScript passes, read through serde into typed values: what is missing
//! keeps its default, and a field of the wrong kind is a `RiddleError` at its path
//! (`options.maxNodes: expected a whole number ≥ 0, Infinity or null, found -1`).
//!
//! Each option's type reads the JavaScript value it is given (`serde_wasm_bindgen::preserve`),
//! so that `undefined` (not given), `null` (no limit, where that means something), `Infinity`
//! and numbers past 2^53 are told apart, and says what it expected in words.

use super::errors::{mismatch, option_error, riddle_error};
use crate::answer::SolveOptions;
use crate::error::RiddleError;
use crate::generate::GenerateOptions;
use js_sys::{Object, Reflect};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use wasm_bindgen::prelude::*;

/// The largest whole number a JavaScript number holds exactly (2^53 − 1).
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// How to read a riddle given as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum FormatOption {
    /// JSON text (or an object).
    Json,
    /// Clue text (the ZBC language).
    Zbc,
    /// Text whose first character (after white space) is not `{` is clues; an object is JSON.
    #[default]
    Detect,
}

/// The options of `solve_riddle`, `count_solutions` and `solutions_page`:
/// `{format?, maxSolutions?, maxNodes?, maxMemory?, steps?, offset?, limit?}`. A count reads
/// only the format and the budgets, `solve_riddle` all but `offset` and `limit`, a page all but
/// `maxSolutions`. Fields not listed are ignored.
#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub(super) struct SolveFields {
    format: FormatOption,
    max_solutions: MaxSolutions,
    max_nodes: NodeLimit,
    max_memory: MemoryLimit,
    steps: Steps,
    offset: Whole,
    limit: Whole,
}

impl SolveFields {
    /// `options` read: missing or null is every default.
    pub(super) fn read(options: &JsValue) -> Result<SolveFields, JsValue> {
        if options.is_undefined() || options.is_null() {
            return Ok(SolveFields::default());
        }
        if !options.is_object() {
            return Err(option_error("options", "an object", options));
        }
        deserialize(options.clone())
    }

    /// The riddle's format and the search's options.
    pub(super) fn solve(&self) -> (FormatOption, SolveOptions) {
        let mut out = SolveOptions::default();
        if let MaxSolutions(Some(max)) = self.max_solutions {
            out.max_solutions = max;
        }
        if let NodeLimit(Some(max)) = self.max_nodes {
            out.max_nodes = max;
        }
        if let MemoryLimit(Some(max)) = self.max_memory {
            out.max_memory = max;
        }
        if let Steps(Some(steps)) = self.steps {
            out.steps = steps;
        }
        (self.format, out)
    }

    /// The page asked for: its offset (default 0) and length (default 20).
    pub(super) fn page(&self) -> (u64, u64) {
        (self.offset.0.unwrap_or(0), self.limit.0.unwrap_or(20))
    }
}

/// `{rows?, columns?, seed?, …}` into [`GenerateOptions`]; what is missing keeps its default.
/// The seed may be a number, a BigInt or decimal text; the rest goes through
/// [`GenerateOptions`]' own `Deserialize` (`options.rows: invalid type: string "six", expected
/// usize`).
pub(super) fn generate_options(options: &JsValue) -> Result<GenerateOptions, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(GenerateOptions::default());
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(option_error("options", "an object", options));
    }
    let rest = Object::assign(&Object::new(), &Object::from(options.clone()));
    let seed = Reflect::get(&rest, &JsValue::from_str("seed"))?;
    Reflect::delete_property(&rest, &JsValue::from_str("seed"))?;
    let mut out: GenerateOptions = deserialize(JsValue::from(rest))?;
    if !seed.is_undefined() && !seed.is_null() {
        let parsed = if let Some(text) = seed.as_string() {
            text.trim().parse::<u64>().ok()
        } else if seed.is_bigint() {
            u64::try_from(seed.clone().unchecked_into::<js_sys::BigInt>()).ok()
        } else {
            whole(&seed).filter(|n| *n <= MAX_SAFE).map(|n| n as u64)
        };
        let expected = "a whole number ≥ 0 (a number, a BigInt or decimal text)";
        out.seed = parsed.ok_or_else(|| option_error("options.seed", expected, &seed))?;
    }
    Ok(out)
}

/// `candidates`' third argument: true or false, `false` when missing or null.
pub(super) fn exact_flag(exact: &JsValue) -> Result<bool, JsValue> {
    match exact.as_bool() {
        Some(exact) => Ok(exact),
        None if exact.is_undefined() || exact.is_null() => Ok(false),
        None => Err(option_error("exact", "true or false", exact)),
    }
}

/// An options object into `T` through serde, an error at its path (`options.maxNodes`), the
/// option's text cut short in it when serde quotes it whole ([`crate::words::shortened`]).
fn deserialize<T: DeserializeOwned>(options: JsValue) -> Result<T, JsValue> {
    let texts = option_texts(&options);
    let deserializer = serde_wasm_bindgen::Deserializer::from(options);
    serde_path_to_error::deserialize(deserializer).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." {
            "options".to_owned()
        } else {
            format!("options.{path}")
        };
        // serde-wasm-bindgen's errors are JavaScript errors, displayed as `Error: …`.
        let message = e.into_inner().to_string();
        let mut message = message.strip_prefix("Error: ").unwrap_or(&message).to_owned();
        for text in &texts {
            message = crate::words::with_value_shortened(&message, text);
        }
        riddle_error(&RiddleError::at(path, message))
    })
}

/// The texts of an options object: its string values, and the strings of its array values
/// (`kinds`), each of which a serde message may quote.
fn option_texts(options: &JsValue) -> Vec<String> {
    let mut texts = Vec::new();
    for value in Object::values(&Object::from(options.clone())).iter() {
        if let Some(text) = value.as_string() {
            texts.push(text);
        } else if js_sys::Array::is_array(&value) {
            texts.extend(js_sys::Array::from(&value).iter().filter_map(|v| v.as_string()));
        }
    }
    texts
}

/// The JavaScript value of one option, checked by `check` (`Err`: what was expected).
fn checked<'de, D: Deserializer<'de>, T>(
    deserializer: D,
    check: impl FnOnce(&JsValue) -> Result<T, String>,
) -> Result<T, D::Error> {
    let value: JsValue = serde_wasm_bindgen::preserve::deserialize(deserializer)?;
    check(&value).map_err(D::Error::custom)
}

/// A whole number ≥ 0, or +∞.
fn whole(value: &JsValue) -> Option<f64> {
    value
        .as_f64()
        .filter(|n| *n >= 0.0 && (n.is_infinite() || n.fract() == 0.0))
}

impl<'de> Deserialize<'de> for FormatOption {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| match value.as_string().as_deref() {
            _ if value.is_undefined() || value.is_null() => Ok(FormatOption::Detect),
            Some("json") => Ok(FormatOption::Json),
            Some("zbc") => Ok(FormatOption::Zbc),
            Some(other) => Err(format!(
                "expected \"json\" or \"zbc\", found \"{}\"",
                crate::words::shortened(other)
            )),
            None => Err(mismatch("\"json\" or \"zbc\"", value)),
        })
    }
}

/// `maxSolutions`: a whole number or `Infinity` (no limit); `None` when not given.
#[derive(Default)]
struct MaxSolutions(Option<usize>);

impl<'de> Deserialize<'de> for MaxSolutions {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| match whole(value) {
            _ if value.is_undefined() => Ok(MaxSolutions(None)),
            Some(n) if n.is_infinite() => Ok(MaxSolutions(Some(usize::MAX))),
            Some(n) => Ok(MaxSolutions(Some(n as usize))),
            None => Err(mismatch("a whole number ≥ 0 or Infinity", value)),
        })
    }
}

/// A budget: `None` when not given, `Some(None)` for no limit (`null` or `Infinity`),
/// `Some(Some(n))` for a whole number.
fn budget(value: &JsValue, expected: &str) -> Result<Option<Option<f64>>, String> {
    match whole(value) {
        _ if value.is_undefined() => Ok(None),
        _ if value.is_null() => Ok(Some(None)),
        Some(n) if n.is_infinite() => Ok(Some(None)),
        Some(n) => Ok(Some(Some(n))),
        None => Err(mismatch(expected, value)),
    }
}

/// `maxNodes`, as [`budget`] reads it.
#[derive(Default)]
struct NodeLimit(Option<Option<u64>>);

impl<'de> Deserialize<'de> for NodeLimit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| {
            let max = budget(value, "a whole number ≥ 0, Infinity or null")?;
            Ok(NodeLimit(max.map(|max| max.map(|n| n as u64))))
        })
    }
}

/// `maxMemory` (bytes), as [`budget`] reads it.
#[derive(Default)]
struct MemoryLimit(Option<Option<usize>>);

impl<'de> Deserialize<'de> for MemoryLimit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| {
            let max = budget(value, "a whole number of bytes ≥ 0, Infinity or null")?;
            Ok(MemoryLimit(max.map(|max| max.map(|n| n as usize))))
        })
    }
}

/// `steps`: true or false; `None` when not given.
#[derive(Default)]
struct Steps(Option<bool>);

impl<'de> Deserialize<'de> for Steps {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| match value.as_bool() {
            _ if value.is_undefined() => Ok(Steps(None)),
            Some(steps) => Ok(Steps(Some(steps))),
            None => Err(mismatch("true or false", value)),
        })
    }
}

/// `offset` and `limit`: a whole number up to 2^53 − 1; `None` when not given.
#[derive(Default)]
struct Whole(Option<u64>);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        checked(deserializer, |value| match whole(value) {
            _ if value.is_undefined() => Ok(Whole(None)),
            Some(n) if n <= MAX_SAFE => Ok(Whole(Some(n as u64))),
            _ => Err(mismatch("a whole number ≥ 0", value)),
        })
    }
}

//! The errors JavaScript is thrown: `Error`s named `RiddleError`, `ClueError` or `GenerateError`
//! whose message is the library's, with the fields of the error's one JSON shape set on them.

use crate::clues::ClueErrors;
use crate::error::RiddleError;
use crate::generate::GenerateError;
use js_sys::{Error, Object};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The library's error as a JavaScript `Error` named `RiddleError`: its message is the library's
/// text, and the fields of the error's one JSON shape (see [`RiddleError`]'s `Serialize`) are set
/// on it (`line` and `column` undefined but for syntax errors).
pub(super) fn riddle_error(error: &RiddleError) -> JsValue {
    js_error("RiddleError", error)
}

/// A clue file's errors as a JavaScript `Error` named `ClueError`: the message has every error,
/// one a line; `line`, `column` and `location` (`L:C`) are the first's; `errors` has each.
pub(super) fn clue_error(errors: &ClueErrors) -> JsValue {
    js_error("ClueError", errors)
}

/// Why no riddle was generated, as an `Error` named `GenerateError` at the path `options`.
pub(super) fn generate_error(error: &GenerateError) -> JsValue {
    js_error("GenerateError", &RiddleError::at("options", error.to_string()))
}

/// A value of the wrong kind at `path` (`options.maxNodes`, `grid`, `exact`), as a
/// `RiddleError`: `expected …, found …`.
pub(super) fn option_error(path: &str, expected: &str, found: &JsValue) -> JsValue {
    riddle_error(&RiddleError::at(path, mismatch(expected, found)))
}

/// `expected {expected}, found {found}`: a number as itself, anything else by its kind.
pub(super) fn mismatch(expected: &str, found: &JsValue) -> String {
    let found = match found.as_f64() {
        Some(n) => n.to_string(),
        None => type_name(found).to_owned(),
    };
    format!("expected {expected}, found {found}")
}

/// What kind of JavaScript value `value` is, in words (`a string`, `null`).
pub(super) fn type_name(value: &JsValue) -> &'static str {
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

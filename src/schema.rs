//! The JSON Schema of a riddle file, generated from the types below (schemars), for editors.
//!
//! The types only describe the file's shape for the schema: `parse.rs` reads riddles and says
//! what is wrong with them; the schema is a help while typing, not the contract, which is
//! docs/riddle-format.md (a schema cannot say that a value stands once in a column).

use schemars::JsonSchema;
use std::collections::BTreeMap;

/// A grid riddle (docs/riddle-format.md): a riddle matrix to complete and hints.
#[derive(JsonSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)] // Read by the schema generator only.
struct RiddleFile {
    /// The column names, distinct and non-empty.
    #[schemars(length(min = 1))]
    header: Vec<String>,
    /// The riddle matrix to complete: one row per house, as wide as the header; "" is blank.
    #[schemars(length(min = 1, max = 64))]
    start_matrix: Vec<Vec<Cell>>,
    /// Each hint is a list of options (readings); an option is a list of rows, each as wide as
    /// the header. A hint holds when one of its options fits.
    hints: Vec<Vec<Vec<Vec<Cell>>>>,
    /// false: an option's rows are a block on consecutive rows; true: each row on its own.
    #[serde(default)]
    single_hints: bool,
    /// Shown by the page and the command line.
    title: Option<String>,
    /// The riddle told in words.
    description: Option<String>,
    /// The words of each hint, one per entry of `hints`.
    hint_texts: Option<Vec<String>>,
    /// Column name → every value of the column (more values than rows make a great column).
    domains: Option<BTreeMap<String, Vec<String>>>,
}

/// A cell: a value, a whole number (read as its digits), or blank ("" or null).
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)] // Read by the schema generator only.
enum Cell {
    Value(String),
    Number(i64),
    Blank(()),
}

/// The JSON Schema (draft 2020-12) of a riddle file, as a JSON value.
///
/// ```
/// let schema = gridriddle::riddle_schema();
/// assert_eq!(schema["title"], "RiddleFile");
/// assert_eq!(schema["required"], serde_json::json!(["header", "startMatrix", "hints"]));
/// ```
pub fn riddle_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(RiddleFile)).expect("a schema is JSON")
}

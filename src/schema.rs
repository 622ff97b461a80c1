//! The JSON Schema of a riddle file, generated from [`RiddleFile`] (schemars), for editors.
//!
//! The schema is a help while typing, not the contract, which is docs/riddle-format.md (a schema
//! cannot say that a value stands once in a column); `parse.rs` reads riddles and says what is
//! wrong with them.

use crate::RiddleFile;

/// The JSON Schema (draft 2020-12) of a riddle file, as a JSON value.
///
/// ```
/// let schema = gridriddle::schema::riddle_schema();
/// assert_eq!(schema["title"], "RiddleFile");
/// assert_eq!(schema["required"], serde_json::json!(["header", "startMatrix", "hints"]));
/// ```
pub fn riddle_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(RiddleFile)).expect("a schema is JSON")
}

//! The one error type: an invalid riddle, located by a JSON path or a line and column.

use serde::Serialize;
use std::fmt;

/// Why a riddle is invalid, and where in the JSON.
///
/// Displayed as `PATH: problem` (`hints[3][1][0]: row has 5 cells, the header has 6`) or, for JSON
/// syntax errors, `line L, column C: problem`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RiddleError {
    /// The JSON path of the faulty place (`hints[3][1][0]`, `header`, `domains.Pet`);
    /// empty for syntax errors and for the document as a whole.
    pub path: String,
    /// 1-based line and column, for JSON syntax errors.
    pub position: Option<(usize, usize)>,
    /// What was expected and what was found, lowercase, no trailing period.
    pub message: String,
}

impl RiddleError {
    /// An error at a JSON path.
    pub fn at(path: impl Into<String>, message: impl Into<String>) -> Self {
        RiddleError {
            path: path.into(),
            position: None,
            message: message.into(),
        }
    }

    /// A JSON syntax error at a line and column (1-based).
    pub fn syntax(line: usize, column: usize, message: impl Into<String>) -> Self {
        RiddleError {
            path: String::new(),
            position: Some((line, column)),
            message: message.into(),
        }
    }

    /// Where the error is, as shown before the message: the path, or `line L, column C`.
    pub fn location(&self) -> String {
        match self.position {
            Some((line, column)) => format!("line {line}, column {column}"),
            None if self.path.is_empty() => "riddle".to_owned(),
            None => self.path.clone(),
        }
    }
}

impl fmt::Display for RiddleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location(), self.message)
    }
}

impl std::error::Error for RiddleError {}

/// The one JSON shape of an error, which the command line's `--json`, the WebAssembly bindings
/// and the page all give: `{"message", "path", "location", "line", "column"}`. `message` is the
/// whole text (`location: problem`, as displayed), `line` and `column` are null (`undefined` in
/// the bindings) but for JSON syntax errors.
impl Serialize for RiddleError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct RiddleErrorJson<'a> {
            message: String,
            path: &'a str,
            location: String,
            line: Option<usize>,
            column: Option<usize>,
        }
        RiddleErrorJson {
            message: self.to_string(),
            path: &self.path,
            location: self.location(),
            line: self.position.map(|(line, _)| line),
            column: self.position.map(|(_, column)| column),
        }
        .serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_serialises_to_its_one_json_shape() {
        let at_path = serde_json::to_value(RiddleError::at("hints[3]", "hint has no options")).unwrap();
        assert_eq!(
            at_path,
            serde_json::json!({"message": "hints[3]: hint has no options", "path": "hints[3]",
                "location": "hints[3]", "line": null, "column": null})
        );
        let syntax = serde_json::to_value(RiddleError::syntax(3, 1, "expected `,`")).unwrap();
        assert_eq!(
            syntax,
            serde_json::json!({"message": "line 3, column 1: expected `,`", "path": "",
                "location": "line 3, column 1", "line": 3, "column": 1})
        );
    }
}

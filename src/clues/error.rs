//! Errors of a clue file: each at a line and column, worded as what was expected.

use serde::Serialize;
use std::fmt;

/// One problem in a clue file, at a 1-based line and column (in characters).
///
/// Displayed as `line:column: message`, e.g. `3:12: unknown value "fsh" (did you mean "fish"?)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
    /// What was expected and what was found, lowercase, no trailing period.
    pub message: String,
}

impl ClueError {
    pub(crate) fn new(line: usize, column: usize, message: impl Into<String>) -> Self {
        ClueError {
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ClueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ClueError {}

/// The JSON shape of a located error that [`crate::RiddleError`] has too, so that the command
/// line, the bindings and the page show both alike: `{"message", "path", "location", "line",
/// "column"}`, `message` being the whole text (`3:14: problem`), `path` empty.
impl Serialize for ClueError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ClueErrorJson::of(self, None).serialize(serializer)
    }
}

#[derive(Serialize)]
struct ClueErrorJson<'a> {
    message: String,
    path: &'static str,
    location: String,
    line: usize,
    column: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    errors: Option<&'a [ClueError]>,
}

impl<'a> ClueErrorJson<'a> {
    fn of(error: &ClueError, errors: Option<&'a [ClueError]>) -> Self {
        ClueErrorJson {
            message: error.to_string(),
            path: "",
            location: format!("{}:{}", error.line, error.column),
            line: error.line,
            column: error.column,
            errors,
        }
    }
}

/// Every problem found in a clue file (at least one), in the order of the file.
///
/// Displayed one per line. The reader recovers where it can (an unknown name, a malformed clue),
/// so that one pass shows several mistakes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueErrors {
    /// The errors, at least one, sorted by line and column.
    pub errors: Vec<ClueError>,
}

impl ClueErrors {
    pub(crate) fn new(mut errors: Vec<ClueError>) -> Self {
        debug_assert!(!errors.is_empty());
        errors.sort_by_key(|e| (e.line, e.column));
        errors.dedup();
        ClueErrors { errors }
    }

    /// The first error of the file.
    pub fn first(&self) -> &ClueError {
        &self.errors[0]
    }
}

impl fmt::Display for ClueErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, error) in self.errors.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ClueErrors {}

/// The shape of the first error (see [`ClueError`]'s), with `message` holding every error, one a
/// line, and `errors` each of them in that shape.
impl Serialize for ClueErrors {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut shape = ClueErrorJson::of(self.first(), Some(&self.errors));
        shape.message = self.to_string();
        shape.serialize(serializer)
    }
}

/// The closest of `candidates` to `name`, if one is near enough to be a likely typo.
pub(crate) fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let len = name.chars().count();
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let d = distance(name, candidate);
        let near = d <= (len / 3).clamp(1, 2) && d < len;
        if near && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// Edit distance (insertions, deletions, substitutions, swaps of neighbours), case-insensitive.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().flat_map(char::to_lowercase).collect();
    let b: Vec<char> = b.chars().flat_map(char::to_lowercase).collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialise_to_the_shape_of_riddle_errors() {
        let errors = ClueErrors::new(vec![ClueError::new(5, 7, "b"), ClueError::new(3, 14, "a")]);
        assert_eq!(
            serde_json::to_value(&errors).unwrap(),
            serde_json::json!({
                "message": "3:14: a\n5:7: b", "path": "", "location": "3:14", "line": 3, "column": 14,
                "errors": [
                    {"message": "3:14: a", "path": "", "location": "3:14", "line": 3, "column": 14},
                    {"message": "5:7: b", "path": "", "location": "5:7", "line": 5, "column": 7}
                ]
            })
        );
    }

    #[test]
    fn suggestion_is_the_nearest_name_within_two_edits() {
        assert_eq!(suggest("fsh", ["cat", "fish", "dog"]), Some("fish"));
        assert_eq!(suggest("Agee", ["Age", "Pet"]), Some("Age"));
        assert_eq!(suggest("zebra", ["cat", "fish"]), None);
        assert_eq!(suggest("x", ["y"]), None);
    }
}

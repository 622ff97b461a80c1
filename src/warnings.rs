//! Warnings: a riddle that is valid but probably not what its author meant.
//!
//! A warning never changes the answer: the riddle is solved as written, and the warnings come
//! with the solutions, each at its place in the JSON. What is warned of:
//! - a column with fewer values than rows (a value misspelt, or left out of `domains`): every
//!   solution leaves cells of that column blank;
//! - a column of one value in a riddle of several rows;
//! - a hint that repeats an earlier one option for option.

use crate::riddle::Riddle;
use serde::Serialize;

/// One warning: where in the riddle's JSON, and what looks wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Warning {
    /// The JSON path of the place (`header[2]`, `hints[5]`).
    pub path: String,
    /// What looks wrong, and what to do if it was not meant.
    pub message: String,
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// The warnings of `riddle`, in the order of their places in the JSON.
///
/// ```
/// let riddle = gridriddle::Riddle::from_json(r#"{"header": ["House", "Pet"],
///     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]]}"#).unwrap();
/// let warnings = gridriddle::warnings(&riddle);
/// assert_eq!(warnings[0].to_string(), "header[1]: column \"Pet\" has 1 value (cat) for 2 rows: \
///     every solution leaves 1 of its cells blank (a value misspelt, or missing from \"domains\"?)");
/// ```
pub fn warnings(riddle: &Riddle) -> Vec<Warning> {
    let mut found = Vec::new();
    let rows = riddle.rows();
    for (c, name) in riddle.header().iter().enumerate() {
        // Names as a message shows them: cut short.
        let name = crate::words::shortened(name);
        let values: Vec<String> = riddle
            .values(c)
            .iter()
            .map(|v| crate::words::shortened(v))
            .collect();
        if values.len() < rows {
            let blank = rows - values.len();
            let listed = match values.len() {
                0 => "no values".to_owned(),
                1 => format!("1 value ({})", values[0]),
                n => format!("{n} values ({})", values.join(", ")),
            };
            found.push(Warning {
                path: format!("header[{c}]"),
                message: format!(
                    "column {name:?} has {listed} for {rows} rows: every solution leaves {blank} of \
                     its cells blank (a value misspelt, or missing from \"domains\"?)"
                ),
            });
        } else if values.len() == 1 && rows > 1 {
            found.push(Warning {
                path: format!("header[{c}]"),
                message: format!("column {name:?} has only one value"),
            });
        }
    }
    let hints = riddle.hints();
    for (h, hint) in hints.iter().enumerate() {
        if let Some(first) = hints[..h].iter().position(|earlier| earlier == hint) {
            found.push(Warning {
                path: format!("hints[{h}]"),
                message: format!("repeats hints[{first}]: one of them can go"),
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::warnings;
    use crate::riddle::Riddle;

    fn riddle(json: &str) -> Riddle {
        Riddle::from_json(json).unwrap()
    }

    #[test]
    fn the_samples_have_no_warnings() {
        for sample in crate::samples::samples() {
            assert_eq!(warnings(&sample.riddle()), vec![], "{}", sample.name);
        }
    }

    #[test]
    fn a_repeated_hint_and_a_column_of_one_value_are_warned_of() {
        let r = riddle(
            r#"{"header": ["House", "Pet", "Hat"], "startMatrix": [["1", "", "top"], ["2", "", ""]],
                "hints": [[[["", "cat", ""], ["", "dog", ""]]], [[["1", "cat", ""]]], [[["1", "cat", ""]]]]}"#,
        );
        let got: Vec<String> = warnings(&r).iter().map(|w| w.to_string()).collect();
        assert_eq!(
            got,
            [
                "header[2]: column \"Hat\" has 1 value (top) for 2 rows: every solution leaves 1 of its \
                 cells blank (a value misspelt, or missing from \"domains\"?)",
                "hints[2]: repeats hints[1]: one of them can go",
            ]
        );
    }
}

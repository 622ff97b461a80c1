//! The riddle as written: the serde type of a riddle file (docs/riddle-format.md), which the clue
//! compiler, the generator, the bindings and the command line build, which becomes a
//! [`Riddle`](crate::Riddle) without going through text (`Riddle::from_file`, in parse/), and
//! which prints in the layout of the sample files.

use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A grid riddle as written in a riddle file (docs/riddle-format.md): a riddle matrix to complete
/// and hints, with their words. Blank cells are `""`.
///
/// Build one in code and turn it into a validated [`Riddle`](crate::Riddle) with
/// [`Riddle::from_file`](crate::Riddle::from_file); print it with [`RiddleFile::to_json_pretty`]
/// (or serde). Reading a file from text is [`Riddle::from_json`](crate::Riddle::from_json), which
/// names the JSON path of each mistake.
///
/// ```
/// use gridriddle::{Riddle, RiddleFile};
///
/// let file = RiddleFile {
///     header: vec!["House".into(), "Pet".into()],
///     start_matrix: vec![vec!["1".into(), "".into()], vec!["2".into(), "".into()]],
///     hints: vec![vec![vec![vec!["1".into(), "cat".into()]]]],
///     domains: Some([("Pet".to_string(), vec!["cat".to_string(), "dog".to_string()])].into()),
///     ..RiddleFile::default()
/// };
/// let riddle = Riddle::from_file(&file)?;
/// assert_eq!(riddle.hints().len(), 1);
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(
    title = "RiddleFile",
    description = "A grid riddle (docs/riddle-format.md): a riddle matrix to complete and hints."
)]
pub struct RiddleFile {
    /// Shown by the page and the command line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The riddle told in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The column names, distinct and non-empty.
    #[schemars(length(min = 1))]
    pub header: Vec<String>,
    /// The riddle matrix to complete: one row per house, as wide as the header; "" is blank.
    #[schemars(length(min = 1, max = 64), with = "Vec<Vec<SchemaCell>>")]
    pub start_matrix: Vec<Vec<String>>,
    /// Each hint is a list of options (readings); an option is a list of rows, each as wide as
    /// the header. A hint holds when one of its options fits.
    #[schemars(with = "Vec<Vec<Vec<Vec<SchemaCell>>>>")]
    pub hints: Vec<Vec<Vec<Vec<String>>>>,
    /// false: an option's rows are a block on consecutive rows; true: each row on its own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[schemars(extend("default" = false))]
    pub single_hints: bool,
    /// The words of each hint, one per entry of `hints`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint_texts: Option<Vec<String>>,
    /// Column name → every value of the column (more values than rows make a great column).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub domains: Option<BTreeMap<String, Vec<String>>>,
    /// For a riddle compiled from a clue file: each hint's clue as written, one per entry of
    /// `hints` (its `hintTexts` entry is the sentence its author wrote beside it, when there is
    /// one). Not read back: the format ignores fields it does not name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clues: Option<Vec<String>>,
}

/// A cell as the schema allows it in a file ([`RiddleFile`] itself holds text).
#[derive(JsonSchema)]
#[schemars(
    rename = "Cell",
    description = "A cell: a value, a whole number (read as its digits), or blank (\"\" or null)."
)]
#[serde(untagged)]
#[allow(dead_code)] // Read by the schema generator only.
enum SchemaCell {
    Value(String),
    Number(i64),
    Blank(()),
}

impl RiddleFile {
    /// The file as JSON text in the layout of the sample files: one key per line, one row of the
    /// riddle matrix per line, one hint per line (a hint of several options, one option per
    /// line), one hint text and one domain per line.
    pub fn to_json_pretty(&self) -> String {
        let mut out = String::from("{\n");
        let mut fields: Vec<String> = Vec::new();
        let text = |value: &dyn ErasedJson| value.json();
        if let Some(title) = &self.title {
            fields.push(format!("  \"title\": {}", text(title)));
        }
        if let Some(description) = &self.description {
            fields.push(format!("  \"description\": {}", text(description)));
        }
        fields.push(format!("  \"header\": {}", text(&self.header)));
        fields.push(format!(
            "  \"startMatrix\": {}",
            lines(self.start_matrix.iter().map(|row| text(row)), 1)
        ));
        let hints = self.hints.iter().map(|options| match options.as_slice() {
            [_] | [] => text(options),
            _ => lines(options.iter().map(|option| text(option)), 2),
        });
        fields.push(format!("  \"hints\": {}", lines(hints, 1)));
        if self.single_hints {
            fields.push("  \"singleHints\": true".to_string());
        }
        if let Some(texts) = &self.hint_texts {
            fields.push(format!(
                "  \"hintTexts\": {}",
                lines(texts.iter().map(|t| text(t)), 1)
            ));
        }
        if let Some(clues) = &self.clues {
            fields.push(format!(
                "  \"clues\": {}",
                lines(clues.iter().map(|t| text(t)), 1)
            ));
        }
        if let Some(domains) = &self.domains {
            let entries = domains
                .iter()
                .map(|(column, values)| format!("{}: {}", text(column), text(values)));
            let body: Vec<String> = entries.map(|e| format!("\n    {e}")).collect();
            let close = if body.is_empty() { "" } else { "\n  " };
            fields.push(format!("  \"domains\": {{{}{close}}}", body.join(",")));
        }
        out.push_str(&fields.join(",\n"));
        out.push_str("\n}\n");
        out
    }
}

/// JSON text on one line, a space after each comma and colon (`["1", "", "red"]`), as the sample
/// files write their rows.
trait ErasedJson {
    fn json(&self) -> String;
}

impl<T: Serialize> ErasedJson for T {
    fn json(&self) -> String {
        let compact = serde_json::to_string(self).expect("strings and lists of strings serialise");
        // A space after each comma and colon that stands outside a string.
        let mut out = String::with_capacity(compact.len() + compact.len() / 4);
        let (mut in_string, mut escaped) = (false, false);
        for c in compact.chars() {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                ',' | ':' if !in_string => out.push(' '),
                _ => {}
            }
        }
        out
    }
}

/// A JSON list with one item per line, indented `depth` levels of two spaces.
fn lines(items: impl Iterator<Item = String>, depth: usize) -> String {
    let indent = "  ".repeat(depth + 1);
    let mut out = String::from("[");
    let mut any = false;
    for (i, item) in items.enumerate() {
        let _ = write!(out, "{}\n{indent}{item}", if i == 0 { "" } else { "," });
        any = true;
    }
    if any {
        let _ = write!(out, "\n{}", "  ".repeat(depth));
    }
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Riddle;

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn pretty_text_is_the_samples_layout_and_reads_back() {
        let file = RiddleFile {
            title: Some("Two".into()),
            header: strings(&["House", "Pet"]),
            start_matrix: vec![strings(&["1", ""]), strings(&["2", ""])],
            hints: vec![
                vec![vec![strings(&["1", "cat"])]],
                vec![
                    vec![strings(&["", "cat"]), strings(&["", "dog"])],
                    vec![strings(&["", "dog"]), strings(&["", "cat"])],
                ],
            ],
            hint_texts: Some(strings(&["The cat is in 1.", "Cat next to dog."])),
            domains: Some([("Pet".to_string(), strings(&["cat", "dog"]))].into()),
            ..RiddleFile::default()
        };
        let text = file.to_json_pretty();
        assert_eq!(
            text,
            r#"{
  "title": "Two",
  "header": ["House", "Pet"],
  "startMatrix": [
    ["1", ""],
    ["2", ""]
  ],
  "hints": [
    [[["1", "cat"]]],
    [
      [["", "cat"], ["", "dog"]],
      [["", "dog"], ["", "cat"]]
    ]
  ],
  "hintTexts": [
    "The cat is in 1.",
    "Cat next to dog."
  ],
  "domains": {
    "Pet": ["cat", "dog"]
  }
}
"#
        );
        let riddle = Riddle::from_json(&text).unwrap();
        assert_eq!(riddle, Riddle::from_file(&file).unwrap());
    }

    #[test]
    fn commas_and_colons_inside_strings_are_kept_as_they_are() {
        let values = strings(&["a, b", "c: \"d\", e\\", ""]);
        assert_eq!(values.json(), r#"["a, b", "c: \"d\", e\\", ""]"#);
    }
}

//! How a riddle is written, JSON or clues, and how to tell one from the other by its text: the
//! one rule the command line and the bindings share.

/// How a riddle is written: the JSON riddle format or the ZBC clue language.
///
/// ```
/// use gridriddle::RiddleFormat;
///
/// assert_eq!(RiddleFormat::detect(" {\"header\": [\"A\"]}"), RiddleFormat::Json);
/// assert_eq!(RiddleFormat::detect("Pet - cat dog\n---\ncat = 1\n"), RiddleFormat::Zbc);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RiddleFormat {
    /// The JSON riddle format (docs/riddle-format.md).
    Json,
    /// The ZBC clue language (docs/clue-format.md).
    Zbc,
}

impl RiddleFormat {
    /// The format `text` is written in: JSON when its first character after a byte-order mark
    /// and white space is `{` (a JSON riddle is an object), or when there is none (so that empty
    /// input gets JSON's error); clues otherwise.
    pub fn detect(text: &str) -> RiddleFormat {
        let text = text.trim_start_matches('\u{feff}').trim_start();
        if text.is_empty() || text.starts_with('{') {
            RiddleFormat::Json
        } else {
            RiddleFormat::Zbc
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RiddleFormat::{self, Json, Zbc};

    #[test]
    fn an_object_or_nothing_is_json_anything_else_clues() {
        let cases = [
            ("{}", Json),
            ("\u{feff}\n\t {\"header\": []}", Json),
            ("", Json),
            (" \n", Json),
            ("\u{feff}", Json),
            ("# a comment\nPet - cat dog\n---\n", Zbc),
            ("\u{feff}Pet - cat dog", Zbc),
            ("[[\"1\"]]", Zbc),
        ];
        for (text, format) in cases {
            assert_eq!(RiddleFormat::detect(text), format, "{text:?}");
        }
    }
}

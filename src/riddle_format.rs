//! How a riddle is written, JSON, clues or a puzzle text of ZebraLogic or reasoning-gym, and how
//! to tell them apart by the text: the one rule the command line and the bindings share.

use crate::import::PuzzleSource;

/// How a riddle is written: the JSON riddle format, the ZBC clue language, or a puzzle text
/// that [`crate::import`] reads.
///
/// ```
/// use gridriddle::RiddleFormat;
///
/// assert_eq!(RiddleFormat::detect(" {\"header\": [\"A\"]}"), RiddleFormat::Json);
/// assert_eq!(RiddleFormat::detect("Pet - cat dog\n---\ncat = 1\n"), RiddleFormat::Zbc);
/// assert_eq!(
///     RiddleFormat::detect("There are 2 houses.\n - Each person has a unique name: `Eric`, `Bob`\n"),
///     RiddleFormat::ZebraLogic
/// );
/// assert_eq!(
///     RiddleFormat::detect("This is a logic puzzle. There are 2 houses (numbered 1 on the left, 2 on the right)."),
///     RiddleFormat::ReasoningGym
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RiddleFormat {
    /// The JSON riddle format (docs/riddle-format.md).
    Json,
    /// The ZBC clue language (docs/clue-format.md).
    Zbc,
    /// ZebraLogic's grid-mode puzzle text (docs/importing.md).
    ZebraLogic,
    /// reasoning-gym's `zebra_puzzles` question text (docs/importing.md).
    ReasoningGym,
}

impl RiddleFormat {
    /// The format `text` is written in: JSON when its first character after a byte-order mark
    /// and white space is `{` (a JSON riddle is an object), or when there is none (so that empty
    /// input gets JSON's error); reasoning-gym's text when it opens with "This is a logic
    /// puzzle." and says "There are N houses"; ZebraLogic's when it opens with "There are N
    /// houses" and lists values in backticks (neither is a clue file: its first line would be an
    /// error there); clues otherwise.
    pub fn detect(text: &str) -> RiddleFormat {
        let text = text.trim_start_matches('\u{feff}').trim_start();
        if text.is_empty() || text.starts_with('{') {
            RiddleFormat::Json
        } else {
            match crate::import::detect(text) {
                Some(PuzzleSource::ZebraLogic) => RiddleFormat::ZebraLogic,
                Some(PuzzleSource::ReasoningGym) => RiddleFormat::ReasoningGym,
                None => RiddleFormat::Zbc,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RiddleFormat::{self, Json, ReasoningGym, Zbc, ZebraLogic};

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
            ("There are 3 houses\n - Names: `A`, `B`, `C`\n", ZebraLogic),
            (
                "\u{feff} There are three houses, numbered.\n - Pets: `cat`, `dog`, `eel`",
                ZebraLogic,
            ),
            ("There are 3 houses\n - Names: A, B, C\n", Zbc),
            ("There are houses\n - Names: `A`\n", Zbc),
            (
                "This is a logic puzzle. There are 2 houses (numbered 1 on the left)",
                ReasoningGym,
            ),
            ("This is a logic puzzle.", Zbc),
            ("Name - There are 2 houses", Zbc),
        ];
        for (text, format) in cases {
            assert_eq!(RiddleFormat::detect(text), format, "{text:?}");
        }
    }
}

//! reasoning-gym's `zebra_puzzles` question text: "This is a logic puzzle. There are N houses
//! (numbered 1 on the left, N on the right), …", one line per attribute with its values separated
//! by commas (` - Everyone has something different for lunch: stir fry, pizza`), numbered clues,
//! and the question ("What is Name of the person who lives in House 1?? Provide only …").

use super::layout::{self, Values};
use crate::clues::ClueError;
use crate::RiddleFile;

/// Whether `text` reads as reasoning-gym's: it opens with "This is a logic puzzle." and says how
/// many houses there are.
pub(super) fn looks_like(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim_start();
    let opening = "this is a logic puzzle.";
    text.get(..opening.len())
        .is_some_and(|t| t.eq_ignore_ascii_case(opening))
        && layout::houses(text).is_some()
}

/// The riddle file of a reasoning-gym question: titled by its question (the text's "What is …?"),
/// the whole text as its description.
pub(super) fn read(text: &str) -> Result<RiddleFile, Vec<ClueError>> {
    let layout = layout::read(text, Values::Commas)?;
    let title = question(text).unwrap_or_else(|| {
        format!(
            "reasoning-gym zebra puzzle ({} houses, {} attributes)",
            layout.houses,
            layout.attributes.len()
        )
    });
    super::build::build(&layout, title, text.trim().to_owned())
}

/// The question the text asks, up to its first question mark: "What is Name of the person who
/// lives in House 1?".
fn question(text: &str) -> Option<String> {
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| l.get(..8).is_some_and(|t| t.eq_ignore_ascii_case("what is ")))?;
    let end = line.find('?')?;
    Some(line[..=end].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_is_the_title() {
        let text = "This is a logic puzzle. There are 2 houses (numbered 1 on the left, 2 on the right).\n - Each person has a unique name: arnold, alice\n\n1. Arnold is in the second house.\n\nWhat is Name of the person who lives in House 1?? Provide only the name.";
        assert!(looks_like(text));
        let file = read(text).unwrap();
        assert_eq!(
            file.title.as_deref(),
            Some("What is Name of the person who lives in House 1?")
        );
        assert_eq!(file.domains.unwrap()["Name"], ["arnold", "alice"]);
        assert_eq!(file.hints, [[[["2", "arnold"]]]]);
    }
}

//! ZebraLogic's grid-mode puzzle text (the `puzzle` field of its records): "There are N houses,
//! numbered 1 to N from left to right, …", one line per attribute with its values in backticks
//! (`` - Each person has a unique name: `Peter`, `Eric` ``), then `## Clues:` and numbered clues.

use super::layout::{self, Values};
use crate::clues::ClueError;
use crate::RiddleFile;

/// Whether `text` reads as ZebraLogic's: it opens with "There are N houses" and lists values in
/// backticks.
pub(super) fn looks_like(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim_start();
    text.get(..10)
        .is_some_and(|t| t.eq_ignore_ascii_case("there are "))
        && layout::houses(text).is_some()
        && text
            .lines()
            .any(|l| l.trim_start().starts_with("- ") && l.contains('`'))
}

/// The riddle file of a ZebraLogic puzzle text: titled by its size, the text as its description.
pub(super) fn read(text: &str) -> Result<RiddleFile, Vec<ClueError>> {
    let layout = layout::read(text, Values::Backticks)?;
    let title = format!(
        "ZebraLogic puzzle ({} houses, {} attributes)",
        layout.houses,
        layout.attributes.len()
    );
    super::build::build(&layout, title, text.trim().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_texts_that_open_with_the_houses_and_list_values_in_backticks_are_zebralogic() {
        assert!(looks_like("There are 2 houses.\n - Names: `A`, `B`\n"));
        assert!(!looks_like("There are 2 houses.\n - Names: A, B\n"));
        assert!(!looks_like("Name - `A` `B`\n---\n"));
        assert!(!looks_like(
            "This is a logic puzzle. There are 2 houses.\n - Names: `A`, `B`"
        ));
    }
}

//! The puzzles people already have, read into riddles: ZebraLogic's grid-mode puzzle text (its
//! records' `puzzle` field) and the question text of reasoning-gym's `zebra_puzzles`.
//!
//! - `layout.rs`: the parts both texts share: "There are N houses", the attribute lines, the
//!   numbered clues;
//! - `phrases.rs`: which value a phrase names, and the columns' names;
//! - `sentences.rs`: the clue forms, each a relation between positions, and the hint that says it;
//! - `zebralogic.rs`, `reasoning_gym.rs`: each generator's text, told apart and read.
//!
//! [`read_puzzle`] gives a [`RiddleFile`]: a first column `House` (`1` … `n`), one column per
//! attribute line in the order written (named from its heading: `Name`, `BookGenre`, …; a caller
//! holding the generator's own names renames them with [`rename_columns`]), every value in
//! `domains`, and one hint per clue, its sentence the hint's text. Each hint holds exactly when
//! its clue does (the forms are listed in docs/importing.md). Whatever is not understood is an
//! error at the clue's line and column naming the clue's number and the words.

mod build;
mod layout;
mod phrases;
mod reasoning_gym;
mod sentences;
mod zebralogic;

use crate::clues::{ClueError, ClueErrors};
use crate::{Riddle, RiddleFile};

/// Reads a ZebraLogic grid-mode puzzle text or a reasoning-gym `zebra_puzzles` question into a
/// riddle file ([`crate::RiddleFormat::detect`] tells them apart from each other and from other text).
///
/// ```
/// let text = "There are 2 houses, numbered 1 to 2 from left to right.\n\
///  - Each person has a unique name: `Eric`, `Arnold`\n\
///  - People have unique favorite book genres: `mystery`, `romance`\n\n\
/// ## Clues:\n\
/// 1. Eric is directly left of the person who loves romance books.\n\
/// 2. Arnold is the person who loves mystery books.\n";
/// let file = gridriddle::import::read_puzzle(text)?;
/// assert_eq!(file.header, ["House", "Name", "BookGenre"]);
/// assert_eq!(file.hints[0], [[["", "Eric", ""], ["", "", "romance"]]]);
/// assert_eq!(file.hint_texts.as_ref().unwrap()[1], "Arnold is the person who loves mystery books.");
/// # Ok::<(), gridriddle::clues::ClueErrors>(())
/// ```
///
/// A clue that is not understood is an error naming it and the words:
///
/// ```
/// let text = "There are 2 houses.\n - Each person has a unique name: `Eric`, `Arnold`\n\n\
///             ## Clues:\n1. Eric admires Arnold.\n";
/// let error = gridriddle::import::read_puzzle(text).unwrap_err();
/// assert_eq!(error.to_string(), "5:4: clue 1: no clue form fits; words not understood: \"admires\"");
/// ```
pub fn read_puzzle(text: &str) -> Result<RiddleFile, ClueErrors> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match detect(text.trim_start()) {
        Some(PuzzleSource::ReasoningGym) => reasoning_gym::read(text),
        Some(PuzzleSource::ZebraLogic) => zebralogic::read(text),
        None => Err(vec![ClueError::new(
            1,
            1,
            "not a puzzle text: expected ZebraLogic's (\"There are N houses\", attribute lines \
             with `values`, numbered clues) or reasoning-gym's (\"This is a logic puzzle. There \
             are N houses\")",
        )]),
    }
    .map_err(ClueErrors::new)
}

/// Reads `text` as ZebraLogic's grid-mode puzzle text, whatever it opens with (its first error
/// says what is missing).
pub fn read_zebralogic(text: &str) -> Result<RiddleFile, ClueErrors> {
    zebralogic::read(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(ClueErrors::new)
}

/// Reads `text` as reasoning-gym's `zebra_puzzles` question text, whatever it opens with.
pub fn read_reasoning_gym(text: &str) -> Result<RiddleFile, ClueErrors> {
    reasoning_gym::read(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(ClueErrors::new)
}

/// [`read_puzzle`], then [`Riddle::from_file`]: the riddle a puzzle text says.
pub fn riddle(text: &str) -> Result<Riddle, ClueErrors> {
    let file = read_puzzle(text)?;
    Riddle::from_file(&file).map_err(|error| {
        ClueErrors::new(vec![ClueError::new(
            1,
            1,
            format!("the riddle read is not valid: {error}"),
        )])
    })
}

/// The same riddle file with its attribute columns named `names` (one per attribute, in order;
/// the first column stays): for a caller that holds the generator's own names, such as a
/// ZebraLogic record's `solution.header` without its `House`. `None` when the count differs or a
/// name is empty or repeated.
pub fn rename_columns(file: &RiddleFile, names: &[String]) -> Option<RiddleFile> {
    let old = file.header.get(1..)?;
    let mut seen = std::collections::BTreeSet::new();
    if names.len() != old.len()
        || names
            .iter()
            .any(|n| n.is_empty() || n == &file.header[0] || !seen.insert(n))
    {
        return None;
    }
    let mut renamed = file.clone();
    renamed.header[1..].clone_from_slice(names);
    renamed.domains = file.domains.as_ref().map(|domains| {
        old.iter()
            .zip(names)
            .filter_map(|(o, n)| Some((n.clone(), domains.get(o)?.clone())))
            .collect()
    });
    Some(renamed)
}

/// Who wrote a puzzle text that [`read_puzzle`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PuzzleSource {
    /// ZebraLogic's grid-mode puzzle text.
    ZebraLogic,
    /// reasoning-gym's `zebra_puzzles` question.
    ReasoningGym,
}

/// Which generator's text `text` is, if either's: used by [`crate::RiddleFormat::detect`].
pub(crate) fn detect(text: &str) -> Option<PuzzleSource> {
    if reasoning_gym::looks_like(text) {
        Some(PuzzleSource::ReasoningGym)
    } else if zebralogic::looks_like(text) {
        Some(PuzzleSource::ZebraLogic)
    } else {
        None
    }
}

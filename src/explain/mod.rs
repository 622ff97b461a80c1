//! Plain words for a person: each deduction told with the clues it uses and the facts it needs,
//! without the method's own vocabulary.
//!
//! The detailed solution's sentences ([`crate::Step::text`]) speak the 2015 method's words
//! ("Rule 2: option 1 of hint 14 merged at rows 1–2"), for the readers of the article. This
//! module says the same for someone solving the riddle: "House 1's nationality is Norwegian.
//! The Norwegian lives next door to the blue house (clue 14). House 1's only neighbour is house
//! 2, so house 2's color is blue."
//!
//! - [`next_words`]: a person's next step, from what it rests on (the cited clues and cells of
//!   the person's grid) and its kind ([`WordsKind`]).
//! - [`step_words`] and [`solution_words`]: the steps of a detailed solution ([`crate::Step`]),
//!   alone or each with the cells the steps before it filled.
//! - `minimal.rs`: what a step rests on, made minimal: the solver's rules write why each
//!   narrowing happened (the trail of `solver/narrowings.rs`), and the hints and cells a step's walk-back reaches
//!   are cut down with the exact solver until dropping any one loses the fill.
//!
//! Each clue used is named by its number, counted from 1 ("clue 4"), with its sentence when the
//! riddle has `hintTexts`, and otherwise with its meaning read from its options: one row with A
//! and B is "A and B are in the same house"; two consecutive rows "A is directly left of B";
//! the two mirrored "A is next to B"; a position beside A "A is in house 3"; one option per
//! house but one "A is not in house 3"; A with each value of a column but one "A and B are in
//! different houses"; A above B at every distance "A is somewhere left of B"; A and B k rows
//! apart either way "there is one house between A and B"; Y, X, Z or Z, X, Y "X is directly
//! between Y and Z". A clue of another shape is told by its readings, one by one. The word for
//! a row is the first column's name ("house", "ship", "seat"; "position" for a clue file's
//! `#`), when the start matrix numbers the rows; rows named otherwise ("Smith") are called by
//! their name.

pub(crate) mod minimal;
mod shape;
mod words;

pub use crate::trace::{Because, NamedCell, StepReport};
pub use crate::words::{counted, shortened, with_value_shortened, QUOTED_CHARS};
pub use words::{next_words, solution_words, step_words, WordsKind};

use crate::riddle::{Riddle, ValueId, BLANK};
use shape::Side;

/// How a riddle names its rows and values in words.
pub(crate) struct Names {
    /// Whether the first column of the start matrix names every row (then it is not a value of
    /// the hints' meaning but where they are).
    pub(crate) positions: bool,
    /// Whether those names are numbers: "house 3" rather than "Smith".
    pub(crate) numbered: bool,
    /// The word for a row: the first column's name, lower case ("house"), or "row".
    pub(crate) row_noun: String,
}

/// The first letter upper case.
pub(crate) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Names {
    pub(crate) fn new(riddle: &Riddle) -> Names {
        let first = riddle.start_matrix().column(0);
        let positions = first.iter().all(|&v| v != BLANK);
        let numbered = positions
            && first
                .iter()
                .all(|&v| riddle.value_name(0, v).chars().all(|c| c.is_ascii_digit()));
        let header = riddle.header()[0].trim();
        let row_noun = if !positions {
            "row".to_owned()
        } else if header.chars().any(char::is_alphabetic) {
            crate::words::column_word(header)
        } else {
            "position".to_owned()
        };
        Names {
            positions,
            numbered,
            row_noun,
        }
    }

    /// Row `r` (0-based) in words: "house 3", "Smith", "row 3".
    pub(crate) fn row(&self, riddle: &Riddle, r: usize) -> String {
        let first = riddle.value_name(0, riddle.start_matrix()[(r, 0)]);
        match (self.positions, self.numbered) {
            (true, true) => format!("{} {first}", self.row_noun),
            (true, false) => first.to_owned(),
            (false, _) => format!("row {}", r + 1),
        }
    }

    /// A value in words: its name, or "shirt 21" when the name alone is a number or names a
    /// value of another column too.
    pub(crate) fn value(&self, riddle: &Riddle, column: usize, value: ValueId) -> String {
        let name = riddle.value_name(column, value);
        if column == 0 && self.numbered {
            return format!("{} {name}", self.row_noun);
        }
        let elsewhere =
            (0..riddle.columns()).any(|c| c != column && riddle.values(c).iter().any(|v| v == name));
        if elsewhere
            || name
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation())
        {
            format!("{} {name}", crate::words::column_word(&riddle.header()[column]))
        } else {
            name.to_owned()
        }
    }

    /// The values of one row of a clue: "blue", or "the one with green and coffee".
    pub(crate) fn side(&self, riddle: &Riddle, side: &Side) -> String {
        match side.as_slice() {
            [(c, v)] => self.value(riddle, *c, *v),
            _ => format!(
                "the one with {}",
                self.and_list(side.iter().map(|&(c, v)| self.value(riddle, c, v)).collect())
            ),
        }
    }

    /// Values placed in row `r`: "Norwegian is in house 1", "Brown's wife is Mary".
    pub(crate) fn at(&self, riddle: &Riddle, side: &Side, r: usize) -> String {
        let row = self.row(riddle, r);
        if self.numbered {
            let values: Vec<String> = side.iter().map(|&(c, v)| self.value(riddle, c, v)).collect();
            let verb = if values.len() == 1 { "is" } else { "are" };
            format!("{} {verb} in {row}", self.and_list(values))
        } else {
            self.facts(riddle, &side.iter().map(|&(c, v)| (r, c, v)).collect::<Vec<_>>())
        }
    }

    /// Cells in words, grouped by row: "house 2's color is blue and its drink is tea, and house
    /// 3's pet is fish".
    pub(crate) fn facts(&self, riddle: &Riddle, cells: &[(usize, usize, ValueId)]) -> String {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let groups: Vec<String> = sorted
            .chunk_by(|a, b| a.0 == b.0)
            .map(|group| {
                let parts = group
                    .iter()
                    .enumerate()
                    .map(|(i, &(r, c, v))| {
                        let owner = if i == 0 {
                            format!("{}'s", self.row(riddle, r))
                        } else {
                            "its".to_owned()
                        };
                        format!(
                            "{owner} {} is {}",
                            crate::words::column_word(&riddle.header()[c]),
                            riddle.value_name(c, v)
                        )
                    })
                    .collect();
                list(parts, "and")
            })
            .collect();
        match groups.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{}, and {last}", rest.join(", ")),
            _ => groups.concat(),
        }
    }

    /// "a", "a and b", "a, b and c".
    pub(crate) fn and_list(&self, items: Vec<String>) -> String {
        list(items, "and")
    }

    /// "a", "a or b", "a, b or c".
    pub(crate) fn or_list(&self, items: Vec<String>) -> String {
        list(items, "or")
    }

    /// Clue `hint` (0-based) as a sentence with its number: `The Brit lives in the red house
    /// (clue 1).`, its text when the riddle has one that is a sentence (ends with `.`, `!` or
    /// `?`), else its meaning, else its readings.
    pub(crate) fn clue(&self, riddle: &Riddle, hint: usize) -> String {
        // A clue file's clue as written ("Norwegian _ blue") is no sentence: its meaning is told.
        let sentence = riddle
            .hint_text(hint)
            .filter(|t| t.trim_end().ends_with(['.', '!', '?']));
        let said = match sentence {
            Some(text) => strip_number(text).trim_end_matches(['.', ' ']).to_owned(),
            None => match shape::shape(riddle, self, hint).sentence(riddle, self) {
                Some(meaning) => meaning,
                None => {
                    let readings: Vec<String> = riddle.hints()[hint]
                        .iter()
                        .map(|o| shape::option_sentence(riddle, self, o))
                        .collect();
                    match readings.as_slice() {
                        [one] => one.clone(),
                        _ => format!("{} (one of these holds)", readings.join("; or ")),
                    }
                }
            },
        };
        format!("{} (clue {}).", capitalise(&said), hint + 1)
    }
}

/// A sentence without the number a clue file may put before it ("4. The green house…").
fn strip_number(text: &str) -> &str {
    let trimmed = text.trim_start();
    let digits = trimmed.len() - trimmed.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    match trimmed[digits..].strip_prefix(". ") {
        Some(rest) if digits > 0 => rest,
        _ => trimmed,
    }
}

fn list(mut items: Vec<String>, word: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} {word} {last}", items.join(", "))
        }
    }
}

#[cfg(test)]
mod tests;

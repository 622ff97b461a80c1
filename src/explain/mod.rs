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
mod names;
mod shape;
mod words;

pub use crate::trace::{Because, NamedCell, StepReport};
pub use crate::words::{counted, shortened, with_value_shortened, QUOTED_CHARS};
pub use words::{next_words, solution_words, step_words, WordsKind};

#[cfg(test)]
mod tests;

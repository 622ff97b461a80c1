//! Solving together: a person's partial grid, and what the machine can tell about it.
//!
//! A [`Grid`] is the riddle matrix as a person has filled it so far (the start matrix's shape,
//! blank cells `""`). From it:
//!
//! - [`candidates`]: the values each cell can still take, by the merge rules alone or exactly;
//! - [`next_step`]: one deduction a person could make next, never a guess: the one that rests
//!   on the fewest hints and grid cells, which it cites ([`crate::explain::Because`]);
//! - [`check_grid`]: whether the grid can still be completed, and the cells that are wrong;
//! - [`differing_cells`]: the cells not the same in every solution;
//! - [`hint_use`] and [`redundant_hints`]: for riddle authors.
//!
//! Rows and columns are 0-based in the data, as in [`crate::Step`]; hints too (the sentences
//! count from 1). Every result serialises to the JSON the command line and the page show.
//!
//! ```
//! use gridriddle::{Riddle, play::{candidates, next_step, check_grid, Grid}};
//!
//! let riddle = Riddle::from_json(r#"{
//!     "header": ["House", "Color"],
//!     "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
//!     "hints": [[[["1", "red"]]], [[["", "green"], ["", "blue"]]]],
//!     "hintTexts": ["Red is in house 1.", "Green is directly left of blue."]
//! }"#)?;
//! let grid = Grid::from_json(&riddle, r#"[["1", ""], ["2", ""], ["3", ""]]"#)?;
//! assert_eq!(candidates(&riddle, &grid, true).candidates[1][1], ["green"]);
//! let step = next_step(&riddle, &grid);
//! assert_eq!(step.hint, Some(0));
//! assert_eq!(step.text, "Rule 2: hint 1 (\"Red is in house 1.\") merged at row 1: Color red");
//! let wrong = Grid::from_json(&riddle, r#"[["1", ""], ["2", "blue"], ["3", ""]]"#)?;
//! let checked = check_grid(&riddle, &wrong);
//! assert!(!checked.consistent);
//! assert_eq!(checked.mistakes.len(), 1);
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```

mod budget;
mod candidates;
mod check;
mod grid;
mod hints;
mod next;

pub use budget::{PLAY_MAX_NODES, PLAY_MAX_SOLUTIONS};
pub use candidates::{candidates, candidates_within, Candidates};
pub use check::{check_grid, differing_cells, mistake_words, GridCheck};
pub use grid::{Grid, GridCell};
pub use hints::{hint_use, redundant_hints, redundant_hints_within, RedundantHints};
pub use next::{next_step, NextKind, NextStep};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::riddle::Riddle;

    #[test]
    fn a_grid_with_a_great_column_is_full_with_one_value_a_row() {
        let riddle = Riddle::from_json(
            r#"{"header": ["House", "Color"], "startMatrix": [["1", ""], ["2", ""]],
                "hints": [[[["1", "red"]]]], "domains": {"Color": ["red", "green", "blue"]}}"#,
        )
        .unwrap();
        let full = Grid::from_json(&riddle, r#"[["1", "red"], ["2", "blue"]]"#).unwrap();
        assert!(full.is_full(&riddle));
        assert_eq!(next_step(&riddle, &full).kind, NextKind::Solved);
        let half = Grid::from_json(&riddle, r#"[["1", "red"], ["2", ""]]"#).unwrap();
        assert!(!half.is_full(&riddle));
    }
}

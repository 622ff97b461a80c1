//! ZebraLogic's record of a riddle ([`to_zebralogic`]) and the grading of a model's answer
//! against the riddle's hints ([`grade`]), whatever shape the answer comes in ([`Answer`]).
//!
//! ZebraLogic (Lin et al., arXiv:2502.01100) keeps a puzzle as `{"id", "size", "puzzle",
//! "solution": {"header", "rows"}}` and grades an answer against its one stored grid. Here an
//! answer is **solved** when it satisfies the riddle — the start matrix, each value once per
//! column, every hint — so any solution counts; its cell accuracy is measured against the closest
//! solution, the given columns (the numbered House column) not counted.
//!
//! ```
//! use gridriddle::{Riddle, zebralogic::{grade, to_zebralogic, Answer}};
//!
//! let riddle = Riddle::from_json(r#"{"header": ["House", "Pet"],
//!     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
//!     "hintTexts": ["The cat lives in house 1."], "domains": {"Pet": ["cat", "dog"]}}"#)?;
//! let record = to_zebralogic(&riddle, Some("pets-1"))?;
//! assert_eq!(record.size, "2*1");
//! assert_eq!(record.solution.rows, [["1", "cat"], ["2", "dog"]]);
//!
//! let answer = Answer::from_json(r#"{"solution": {"House 1": {"pet": " Cat"}, "House 2": {"Pet": "DOG"}}}"#)?;
//! let graded = grade(&riddle, &answer);
//! assert!(graded.solved);
//! assert_eq!((graded.cells, graded.correct), (2, 2));
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```
//!
//! Its files: `record.rs` (the record of a riddle), `answer.rs` (an answer in any of its
//! shapes), `grade.rs` (the grading).

mod answer;
mod grade;
mod record;
#[cfg(test)]
mod tests;

pub use answer::Answer;
pub use grade::{grade, grade_json, wrong_cells, Grade, WrongCell, GRADE_MAX_SOLUTIONS};
pub(crate) use record::record_with_solution;
pub(crate) use record::TextOrNumber;
pub use record::{to_zebralogic, ZebraLogicRecord, ZebraLogicSolution};

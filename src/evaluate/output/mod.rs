//! The one reader of a model's output: what `evaluate`, `verify`, `grade`, `read_answer` and
//! the Python and JavaScript faces read. [`read_output`] cuts an output once into its
//! reasoning and its final answer, and reads the answer as models write it; [`read_choice`]
//! reads the choice of a question. docs/reading-outputs.md lists every rule with an example.
//!
//! The final answer, in this order:
//!
//! 1. **ZeroEval's rule**: the last balanced `{…}` of the output (braces counted as they come),
//!    its line breaks deleted, read as strict JSON. An object holding `"solution"` is the answer
//!    (`"solution": null` is none: unread, as ZeroEval counts it); an object of the answer's
//!    other shapes (`{"House 1": …}`, `{"header", "rows"}`) too; `{"solvable": false}` says the
//!    riddle has no solution. Where this rule reads an answer, it is graded as ZeroEval grades
//!    it (a cell written as a list is its first item).
//! 2. **JSON that needs mending**, where ZeroEval's rule reads nothing: the same object, or the
//!    last object holding an answer, read after mending what models write (single quotes,
//!    trailing commas, unescaped line breaks and quotes in strings, `True`/`None`, `//`
//!    comments, curly quotes); a matrix `[[…]]`. JSON that opens and never closes is an
//!    output cut short: unread.
//! 3. **The final-answer part** of a text: the last block of answer lines at the end of the
//!    output (at most three lines of prose after it), after the last "Final answer" line if
//!    there is one. Read from it: a markdown table (a header naming the riddle's columns, or
//!    transposed, houses across), rows of values separated by `|` whose first value names the
//!    row (a value of a column the start matrix gives, or a house number: GridPuzzle's
//!    answer), and lines `House k: …` (values in the column that has them, or `Name: value`).
//!    Lines like these earlier in the reasoning are not the answer.
//! 4. **No solution**: final words such as "there is no solution", "unsolvable" or "the clues
//!    contradict each other" are the answer
//!    [`Answer::NoSolution`](crate::zebralogic::Answer::NoSolution).
//!
//! Nothing read is an [`Unread`] with its reason: "the output is empty", "cut short: …" (JSON
//! that never closes, or prose that stops mid-sentence), "no answer found: …", or why the JSON
//! found is not an answer. Whatever the bytes, the reading is linear in the text's length (a
//! bounded number of JSON attempts, each bounded in depth) and never panics.
//!
//! The rooms, in reading order: `reading.rs` (what a reading gives), `read.rs` (the rules in
//! turn), `json.rs` (rules 1 and 2), `tail.rs` (rules 3 and 4) over `table.rs` (a block read
//! into an answer) and `lines.rs` (what a line is), and `choice.rs` (a question's choice).

mod choice;
mod json;
mod lines;
mod read;
mod reading;
mod table;
mod tail;

pub use choice::read_choice;
pub use json::{lenient_json, MAX_JSON_ATTEMPTS};
pub use read::{answer_json, grade_text, read_answer, read_output};
pub use reading::{Form, ReadOutput, Reasoning, Unread};
pub(super) use table::given_columns;

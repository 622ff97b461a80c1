//! The only module that knows the JSON shape: parsing and validation, with JSON paths in errors.
//!
//! Two stages, three kinds of error:
//!
//! 1. the text is read in one pass, straight into the raw riddle: each field in its raw,
//!    unvalidated form (`raw.rs`), cells borrowed from the text where they can be. Syntax errors
//!    end the reading, located by line and column. A value of the wrong type does not: it
//!    becomes a type error (a JSON path such as `hints[3][1][0][2]`, and `expected …, found …`),
//!    the rest of the document is still read, so that a syntax error anywhere comes first, and
//!    the fields' type errors are reported in the order of the format page (`header`,
//!    `startMatrix`, `hints`, `singleHints`, `title`, `description`, `hintTexts`, `domains`),
//!    whatever the order of the keys in the file;
//! 2. the raw riddle is checked against `riddle-format.md` and turned into a [`Riddle`] with
//!    value ids: validation errors, located by JSON path, in document order.
//!
//! A [`RiddleFile`] built in code skips stage 1 (it has no syntax and no types to get wrong):
//! its raw riddle borrows its cells, and stage 2 is the same, with the same errors.
//!
//! The files: `reader.rs` (the one-pass reader and its syntax and type errors), `document.rs`
//! (the fields read into raw parts), `raw.rs` (the raw parts, and a [`RiddleFile`] as raw parts),
//! `validate.rs` (stage 2), `mentions.rs` (the values each column mentions, and where),
//! `words.rs` (paths, quotes and counts in messages), `grid.rs` (a person's grid written in JSON).

mod document;
mod grid;
mod mentions;
mod raw;
mod reader;
mod validate;
mod words;

#[cfg(test)]
mod tests;

pub(crate) use grid::grid_names;

use crate::error::RiddleError;
use crate::riddle::{Riddle, ValueId, MAX_GREAT_VALUES, MAX_ROWS};
use crate::riddle_file::RiddleFile;

// Value ids are positions + 1 in a value set of at most `MAX_ROWS` values (a great column's
// `MAX_GREAT_VALUES` are no more, so a riddle with one has fewer than `MAX_ROWS` rows).
const _: () = assert!(MAX_ROWS < ValueId::MAX as usize);
const _: () = assert!(MAX_GREAT_VALUES <= MAX_ROWS);

impl Riddle {
    /// Parses and validates a riddle written in the JSON format of `riddle-format.md`.
    ///
    /// ```
    /// let riddle = gridriddle::Riddle::from_json(r#"{
    ///     "header": ["House", "Pet"],
    ///     "startMatrix": [["1", ""], ["2", ""]],
    ///     "hints": [[[["1", "cat"]]]],
    ///     "domains": {"Pet": ["cat", "dog"]}
    /// }"#).unwrap();
    /// assert_eq!(riddle.rows(), 2);
    /// assert_eq!(riddle.values(1), ["cat", "dog"]);
    /// ```
    pub fn from_json(text: &str) -> Result<Riddle, RiddleError> {
        reader::read::<document::Document>(text)?.into_raw()?.validate()
    }

    /// Validates a riddle file built in code into a [`Riddle`], with the same checks and the same
    /// errors (at JSON paths) as [`Riddle::from_json`] of its text.
    ///
    /// ```
    /// use gridriddle::{Riddle, RiddleFile};
    ///
    /// let file = RiddleFile {
    ///     header: vec!["House".into(), "House".into()],
    ///     start_matrix: vec![vec!["1".into(), "".into()]],
    ///     ..RiddleFile::default()
    /// };
    /// let error = Riddle::from_file(&file).unwrap_err();
    /// assert_eq!(error.to_string(), r#"header[1]: "House" repeats header[0]"#);
    /// ```
    pub fn from_file(file: &RiddleFile) -> Result<Riddle, RiddleError> {
        raw::RawRiddle::from_file(file).validate()
    }
}

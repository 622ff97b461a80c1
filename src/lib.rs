//! gridriddle solves grid riddles — Einstein's riddle, the zebra puzzle and every logic puzzle
//! of that family — by merging matrices, finds **every** solution, and explains each one step by
//! step.
//!
//! # The words
//!
//! - The **riddle matrix** is the table to complete: one row per house (ship, person…), one
//!   column per attribute (colour, drink, pet…), blank cells where the value is unknown.
//! - A **hint** is a small matrix with the same columns: "the Brit lives in the red house" is one
//!   row holding `Brit` and `red`; "green is directly left of white" is two rows. A hint that can
//!   be read several ways ("Blends is next to the cats") has several **options**, one matrix per
//!   reading, and holds when at least one of them does.
//! - With `singleHints: false` the rows of an option are a block that lands on consecutive rows
//!   of the riddle matrix; with `singleHints: true` each row is matched on its own.
//! - A **solution** fills every column with each of its values once, agrees with the start
//!   matrix, and makes every hint hold. The JSON format and this definition are in
//!   `riddle-format.md`.
//!
//! # Solving
//!
//! ```
//! use gridriddle::{solve_riddle, Riddle, SolveOptions};
//!
//! let riddle = Riddle::from_json(r#"{
//!     "header": ["House", "Color", "Pet"],
//!     "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
//!     "hints": [
//!         [[["", "red", "cat"]]],
//!         [[["", "green", ""], ["", "", "dog"]]],
//!         [[["1", "", "fish"]]],
//!         [[["", "blue", ""], ["", "red", ""]], [["", "red", ""], ["", "blue", ""]]]
//!     ],
//!     "hintTexts": [
//!         "The cat lives in the red house.",
//!         "The green house is directly left of the dog.",
//!         "The fish lives in house 1.",
//!         "The blue house is next to the red house."
//!     ]
//! }"#)?;
//! let solved = solve_riddle(&riddle, &SolveOptions::default());
//! assert!(solved.complete);
//! assert_eq!(solved.solutions.len(), 1);
//! assert_eq!(
//!     riddle.names(&solved.solutions[0].matrix),
//!     [["1", "green", "fish"], ["2", "blue", "dog"], ["3", "red", "cat"]]
//! );
//! // The detailed solution: each step as data, and as a sentence.
//! let steps = gridriddle::render_steps(&riddle, &solved.solutions[0].steps);
//! assert!(steps.contains("Rule 2: hint 3 (\"The fish lives in house 1.\") merged at row 1: Pet fish"));
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```
//!
//! The same answer with names and words, as a [`Report`] (what the command line's `--json`
//! prints and the WebAssembly bindings return), or as JSON text in one call: [`solve_json`].
//!
//! ```
//! use gridriddle::{check_solution, solve_json, Riddle, SolveOptions};
//!
//! let text = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
//!                "hints": [[[["1", "cat"]]]], "domains": {"Pet": ["cat", "dog"]}}"#;
//! let options = SolveOptions { steps: false, ..SolveOptions::default() };
//! let json: serde_json::Value = serde_json::from_str(&solve_json(text, &options)?).unwrap();
//! assert_eq!(json["solutions"][0]["matrix"], serde_json::json!([["1", "cat"], ["2", "dog"]]));
//! assert_eq!(json["complete"], true);
//!
//! // Any matrix can be checked against the definition of a solution.
//! let riddle = Riddle::from_json(text)?;
//! let solved = gridriddle::solve_riddle(&riddle, &options);
//! assert_eq!(check_solution(&riddle, &solved.solutions[0].matrix), Ok(()));
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```
//!
//! Bad input is an error that says where, in the one shape the command line, the bindings and
//! the page share (its `Serialize`):
//!
//! ```
//! let error = gridriddle::Riddle::from_json(r#"{"header": ["A"], "startMatrix": [], "hints": []}"#)
//!     .unwrap_err();
//! assert_eq!(error.to_string(), "startMatrix: no rows");
//! assert_eq!(serde_json::to_value(&error).unwrap()["path"], "startMatrix");
//! ```
//!
//! # Clues in words
//!
//! A riddle can also be written as clues, in the ZBC clue language (`clue-format.md`): a header
//! of categories, a line `---`, then clues such as `Ann -2- Bob`, `cat _ Ann`, `#1 = red`,
//! `(Bob = milk) | (Cid = beer)` or `Bob:Age > Cid:Age`. [`Riddle::from_zbc`] compiles them
//! to an ordinary riddle (first column `#`, the positions; each hint quoting its clue) with
//! exactly the clue file's solutions; [`clues::compile_zbc`] gives that riddle as a [`RiddleFile`],
//! and a [`clues::ClueErrors`] names each mistake at its line and column.
//!
//! # How it works
//!
//! The three operators of the 2015 matrix-merge method ([`matrix::has_common_value`],
//! [`matrix::can_be_merged`], [`matrix::merge`]) and its three merge rules fill the riddle matrix:
//! a hint that shares a value with the riddle matrix is merged in where it fits, options that
//! cannot be merged are rejected, a blank cell that only one value can take is filled. Where the
//! rules stall, the search assumes a value's row, propagates, and backs up on a contradiction, so
//! that every solution is found whether or not the rules alone suffice, and never by enumerating
//! combinations of options. Each solution keeps its [`Step`]s: every merge, rejection and
//! assumption that led to it.
//!
//! Bad input never panics: [`Riddle::from_json`] answers with a [`RiddleError`] that names the
//! place in the JSON (`hints[3][1][0]: row has 5 cells, the header has 6`), and the search is
//! bounded by [`SolveOptions::max_solutions`] and [`SolveOptions::max_nodes`].
//!
//! # Where things are
//!
//! The root holds what a first solve needs: the [`Riddle`] and its [`RiddleError`], the solve
//! ([`solve_riddle`], [`count_solutions`], [`SolveOptions`], [`Solved`]), the answer in names
//! and words ([`Report`], [`solve_json`], [`Step`], [`render_steps`]), [`check_solution`],
//! [`warnings`] and the [`samples`]. Each further capability has its module:
//!
//! - [`search`]: solutions one at a time or by pages;
//! - [`clues`]: the ZBC clue language compiled to a riddle, and the clue samples;
//! - [`generate`]: riddles with one solution and no hint to spare, and their difficulty;
//! - [`play`]: solving with a person: candidates, the next deduction, a grid checked;
//! - [`explain`]: plain words for a person, and the words every message shares;
//! - [`zebralogic`]: ZebraLogic records, and grading an answer;
//! - [`import`]: the puzzle texts of ZebraLogic and reasoning-gym read into riddles;
//! - [`dataset`]: numbered data sets of generated riddles;
//! - [`verify`]: a model's reasoning judged step by step against the clues it cites;
//! - [`schema`]: the JSON Schema of a riddle file;
//! - [`matrix`]: the method's three operators on ndarray matrices.

#![warn(missing_docs)]

mod answer;
mod check;
pub mod clues;
pub mod dataset;
mod error;
pub mod evaluate;
pub mod explain;
pub mod generate;
pub mod import;
pub mod matrix;
mod parse;
pub mod play;
mod report;
mod riddle;
mod riddle_file;
mod riddle_format;
mod samples;
pub mod schema;
pub mod search;
mod solver;
mod trace;
pub mod verify;
mod warnings;
#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;
mod words;
pub mod zebralogic;

pub use answer::{Count, Solution, SolveOptions, Solved, Stats, StopReason};
pub use check::check_solution;
pub use error::RiddleError;
pub use report::{solve_json, Report, SolutionReport};
pub use riddle::{Riddle, ValueId, BLANK, MAX_GREAT_VALUES, MAX_ROWS};
pub use riddle_file::RiddleFile;
pub use riddle_format::RiddleFormat;
pub use samples::{sample, samples, Sample};
pub use solver::{count_solutions, solve_riddle};
pub use trace::{render_steps, Cell, FillReason, Step};
pub use warnings::{warnings, Warning};

/// The README's Rust example, run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

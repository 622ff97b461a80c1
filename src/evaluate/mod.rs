//! Evaluating language models end to end: the records a model is asked ([`questions`]: the
//! grid, or multiple-choice questions about one cell, with their prompts), its answers read out
//! of the free text it writes by one reader ([`output`]), and a report by size, search-space bucket and level
//! ([`report`]: each record's [`outcome`], the [`figures`] of each group; drawn by [`plot`]).
//! The records are read by [`crate::dataset::Record`], graded by [`records`].
//!
//! ```
//! use gridriddle::dataset::{dataset_item, DatasetOptions};
//! use gridriddle::evaluate::{questions::{record_lines, RecordMode, RecordOptions}, report::evaluate};
//!
//! let options = DatasetOptions { rows: (3, 3), columns: (2, 2), ..DatasetOptions::default() };
//! let grid = RecordOptions { mode: RecordMode::Grid, prompt: false, level: true };
//! let item = dataset_item(&options, 0)?;
//! let records = record_lines(&item, &grid).join("\n");
//! // A model that writes the solution as house lines, after some prose.
//! let lines: Vec<String> = item.generated.solution.iter()
//!     .map(|row| format!("House {}: {}", row[0], row[1..].join(", ")))
//!     .collect();
//! let output = format!("Let me think.\n{}", lines.join("\n"));
//! let answers = serde_json::json!({"id": item.id, "output": output}).to_string();
//! let evaluation = evaluate(&records, &answers);
//! assert_eq!(evaluation.report.overall.solved, 1);
//! assert_eq!(evaluation.report.by_level[0].key.level.as_deref(), Some(item.generated.rating.difficulty.name()));
//! # Ok::<(), gridriddle::dataset::DatasetError>(())
//! ```

pub mod figures;
pub mod outcome;
pub mod output;
pub mod plot;
pub mod questions;
pub mod records;
pub mod report;

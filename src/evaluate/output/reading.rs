//! What a reading gives: the output cut into [`Reasoning`] and answer ([`ReadOutput`]), the
//! [`Form`] the answer was read from, or why nothing was read ([`Unread`]).

use crate::zebralogic::Answer;

/// Why an output could not be read: a sentence, as `unread` reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread(pub String);

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a grid answer was read from, and where it ends in the text (the last one written wins).
pub(super) struct FoundAnswer {
    pub(super) end: usize,
    pub(super) answer: Answer,
}

/// The reasoning of an output: a text (to be cut into steps), or steps already listed (a JSON
/// list of steps, or a JSON answer's `"reasoning"` list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reasoning {
    /// Prose.
    Text(String),
    /// One step an item.
    Steps(Vec<String>),
}

/// The form a final answer was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Form {
    /// JSON read by ZeroEval's rule, as it reads it.
    Json,
    /// JSON read after mending, or not the last object (ZeroEval's rule reads nothing).
    MendedJson,
    /// A markdown table or rows of values separated by `|`.
    Table,
    /// Lines `House k: …`.
    HouseLines,
    /// Final words saying the riddle has no solution.
    Words,
}

/// An output cut once: its reasoning and its final answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOutput {
    /// What comes before the final answer (the whole output when none was read), or the JSON
    /// answer's `"reasoning"`.
    pub reasoning: Reasoning,
    /// The final answer, or why none could be read.
    pub answer: Result<Answer, Unread>,
    /// The form the answer was read from.
    pub form: Option<Form>,
    /// What the reading noticed about the reasoning (a JSON answer without `"reasoning"`).
    pub notes: Vec<String>,
}

//! Judging the reasoning, not only the answer: each step of a model's solution checked against
//! the clues it cites and the claims established before it.
//!
//! [`verify`] takes a model's answer (plain text; the JSON `{"reasoning": …, "solution": …}`;
//! or a JSON list of steps), cuts the reasoning into steps (`steps.rs`: lines, list items,
//! sentences), reads from each step the claims it makes and the clues it cites with the riddle's
//! own names (`claims.rs`, which lists exactly what is read), and gives each step a [`Verdict`]
//! (`verdict.rs`):
//!
//! - `false`: a claim holds in no solution of the riddle; `why` names the clue it breaks given
//!   the earlier claims (or says that it contradicts them, or the solution);
//! - `justified`: every claim follows from the clues the step cites together with the claims of
//!   the earlier justified steps (exactly: no solution of that smaller riddle breaks it); a step
//!   that cites no clue is justified when its claims follow from all clues and those earlier
//!   claims by the merge rules alone (the solver's rules to a fixpoint, no search). Within a
//!   step, a claim may rest on the step's earlier claims that follow;
//! - `leap`: true in some solution (in every solution, for a riddle with one), but not justified
//!   so; `why` says what else it needs: a smallest set of further clues (minimal: none of them can go; a deletion pass, as
//!   `next` makes its citation minimal), or that it holds in some solutions only (a guess);
//! - `unread`: no claim was read; `why` says what was not read (a house past the last, a name of
//!   two columns);
//! - `undecided`: a search ran out of its node budget ([`VerifyOptions::max_nodes`]), or the
//!   searches of the answer ran out of theirs ([`VerifyOptions::max_total_nodes`]), before it
//!   could tell; never given on the riddles of ZebraLogic's sizes.
//!
//! Clues are the riddle's hints, numbered from 1. A cited clue the riddle does not have is
//! reported in `why` and left out of the citation. The answer is bounded: its first
//! [`MAX_ANSWER_BYTES`] bytes, at most [`MAX_STEPS`] steps, at most 64 claims a step
//! ([`Verification::notes`] says what was cut).
//!
//! [`reasoning`] writes gridriddle's own solution in these words, one deduction a step, each
//! citing its clues: `verify` finds every step of it justified.
//!
//! ```
//! use gridriddle::{Riddle, verify::{verify, Verdict, VerifyOptions}};
//!
//! let riddle = Riddle::from_json(r#"{
//!     "header": ["House", "Color", "Pet"],
//!     "startMatrix": [["1", "", ""], ["2", "", ""]],
//!     "hints": [[[["1", "red", ""]]], [[["", "red", "cat"]]]],
//!     "hintTexts": ["The red house is house 1.", "The cat lives in the red house."],
//!     "domains": {"Color": ["red", "blue"], "Pet": ["cat", "dog"]}
//! }"#)?;
//! let answer = "Clue 1 puts red in house 1. The dog lives in house 2 (clue 1). So the cat lives in house 1 (clue 2).";
//! let checked = verify(&riddle, answer, &VerifyOptions::default());
//! let verdicts: Vec<Verdict> = checked.steps.iter().map(|s| s.verdict).collect();
//! assert_eq!(verdicts, [Verdict::Justified, Verdict::Leap, Verdict::Justified]);
//! assert_eq!(checked.summary.first_leap, Some(2));
//! assert_eq!(checked.steps[1].why, "the dog in house 2: it does not follow from clue 1 alone; it also needs clue 2");
//! # Ok::<(), gridriddle::RiddleError>(())
//! ```

mod claim;
mod claims;
mod clause;
mod clauses;
mod judge;
mod labels;
mod options;
mod reasoning;
mod relations;
mod steps;
mod tokens;
mod verdict;

pub use claim::{About, Claim, NamedClaim, Relation, RelationKind};
pub use judge::{verify_steps, Summary, Verification, VerifiedStep, MAX_ANSWER_BYTES, MAX_STEPS};
pub use labels::{step_labels, Label, LabelledStep};
pub use options::VerifyOptions;
pub use reasoning::reasoning;
pub use verdict::Verdict;

use crate::evaluate::output::Reasoning;
use crate::riddle::Riddle;
/// Judges `answer`, a model's output for `riddle`, cut into its reasoning and its final answer
/// by the one reader of outputs ([`crate::evaluate::output::read_output`]): plain text (its
/// reasoning is what comes before the final answer), the JSON `{"reasoning": …, "solution": …}`
/// (the reasoning a text or a list of steps), or a JSON list of steps (strings, or objects with
/// a `"text"`); the final answer, when one is read, graded as [`crate::zebralogic::grade`]
/// does. See the module docs for what is read and how each step is judged.
pub fn verify(riddle: &Riddle, answer: &str, options: &VerifyOptions) -> Verification {
    let mut notes = Vec::new();
    let mut text = answer;
    if text.len() > MAX_ANSWER_BYTES {
        let mut end = MAX_ANSWER_BYTES;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text = &text[..end];
        notes.push(format!(
            "the answer has {} bytes: only its first {MAX_ANSWER_BYTES} were read",
            answer.len()
        ));
    }
    // One reading for grading and judging: the reasoning and the final answer of
    // evaluate/output/.
    let read = crate::evaluate::output::read_output(riddle, text);
    notes.extend(read.notes);
    let grade = read
        .answer
        .ok()
        .map(|answer| crate::zebralogic::grade(riddle, &answer));
    let (steps, more): (Vec<(usize, String)>, bool) = match read.reasoning {
        Reasoning::Steps(mut list) => {
            let more = list.len() > MAX_STEPS;
            list.truncate(MAX_STEPS);
            (
                list.into_iter().enumerate().map(|(i, s)| (i + 1, s)).collect(),
                more,
            )
        }
        Reasoning::Text(text) => {
            let (steps, more) = steps::cut(&text, MAX_STEPS);
            (steps.into_iter().map(|s| (s.number, s.text)).collect(), more)
        }
    };
    if more {
        notes.push(format!("only the first {MAX_STEPS} steps were read"));
    }
    let mut out = judge::judge_steps(riddle, &steps, options);
    out.grade = grade;
    notes.append(&mut out.notes);
    out.notes = notes;
    out
}

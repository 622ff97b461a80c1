//! Steps judged one by one (the verdicts of [`super::verify`] and [`verify_steps`]): each
//! step's claims read, judged against the cited clues and the claims justified before it, and
//! counted in a [`Summary`]; the types of the answer.

use super::claim::{Claim, NamedClaim};
use super::claims;
use super::options::VerifyOptions;
use super::verdict::{self, Verdict};
use crate::riddle::Riddle;
use crate::zebralogic::Grade;
use serde::{Deserialize, Serialize};

/// The most bytes of an answer read: the rest is not read, and [`Verification::notes`] says so.
pub const MAX_ANSWER_BYTES: usize = 256 * 1024;

/// The most steps judged: those past it are not read, and [`Verification::notes`] says so.
pub const MAX_STEPS: usize = 1000;

/// One step as judged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct VerifiedStep {
    /// Its number: the model's number of its item (`6.` is 6; text before the first item is
    /// 0, text after an item has the item's number), or its place from 1 in an answer without
    /// a list, or in a list of steps.
    pub number: usize,
    /// The step's text, as cut from the answer.
    pub text: String,
    /// The claims read from it, in order.
    pub claims: Vec<NamedClaim>,
    /// The clues it cites (from 1), ascending, as written (also those the riddle does not have).
    pub cites: Vec<usize>,
    /// Why parts of it that name houses or values gave no claim, each once: `supposition`
    /// ("if …", "would"), `alternatives` ("house 2 or 3"), `goal` ("we need to find …"),
    /// `question`, `refuted` ("…, but we already know …"), `relation` ("left of", "next to").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
    /// The verdict.
    pub verdict: Verdict,
    /// Why, in plain words.
    pub why: String,
}

/// The counts of a verification.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Summary {
    /// Steps.
    pub steps: usize,
    /// Claims read, over all steps.
    pub claims: usize,
    /// Steps justified.
    pub justified: usize,
    /// Steps that are leaps.
    pub leaps: usize,
    /// Steps that follow only with the claims of an earlier unjustified step (a leap or a false
    /// step): not leaps of their own, the error counted where it was made.
    pub leap_dependent: usize,
    /// Steps with a false claim.
    pub r#false: usize,
    /// Steps with no claim read.
    pub unread: usize,
    /// Steps a search could not tell within its budget.
    pub undecided: usize,
    /// The number of the first false step: the model's number of its item (0 for text
    /// before the first item), or its place from 1 in an answer without a list.
    pub first_false: Option<usize>,
    /// The number of the first leap, numbered as `first_false`.
    pub first_leap: Option<usize>,
    /// Justified steps / steps read (those not unread); 0 when no step was read.
    pub process_score: f64,
}

/// A model's answer, judged step by step: what `verify --json` prints.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Verification {
    /// Each step, in order.
    pub steps: Vec<VerifiedStep>,
    /// The counts.
    pub summary: Summary,
    /// The answer's `solution` graded as `grade` does, when it gave one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grade: Option<Grade>,
    /// What was not read: the answer cut at [`MAX_ANSWER_BYTES`] or [`MAX_STEPS`], a JSON
    /// answer without reasoning.
    pub notes: Vec<String>,
}

/// Judges `steps`, each one step (not cut further), as [`verify`](super::verify) does; the steps are
/// numbered from 1.
pub fn verify_steps<S: AsRef<str>>(riddle: &Riddle, steps: &[S], options: &VerifyOptions) -> Verification {
    let numbered: Vec<(usize, &str)> = steps
        .iter()
        .take(MAX_STEPS)
        .enumerate()
        .map(|(i, s)| (i + 1, s.as_ref()))
        .collect();
    judge_steps(riddle, &numbered, options)
}

/// Judges `steps`, each with its number.
pub(super) fn judge_steps<S: AsRef<str>>(
    riddle: &Riddle,
    steps: &[(usize, S)],
    options: &VerifyOptions,
) -> Verification {
    let reader = claims::Reader::new(riddle);
    let mut judge = verdict::Judge::new(riddle, options.max_nodes, options.max_total_nodes);
    let hints = riddle.hints().len();
    // The claims of the justified steps.
    let mut facts: Vec<Claim> = Vec::new();
    // The claims of the unjustified steps (leaps and false steps) and of the steps that rest on
    // them, with the number of the step that made them; and whether that step was false.
    let mut unjustified: Vec<(Claim, usize)> = Vec::new();
    let mut false_steps: Vec<usize> = Vec::new();
    let mut out = Vec::with_capacity(steps.len());
    for (number, step) in steps.iter().take(MAX_STEPS) {
        let text = step.as_ref();
        let read = reader.read(text);
        let missing: Vec<usize> = read
            .cites
            .iter()
            .copied()
            .filter(|&k| k == 0 || k > hints)
            .collect();
        let cites: Vec<usize> = read
            .cites
            .iter()
            .filter(|&&k| k >= 1 && k <= hints)
            .map(|k| k - 1)
            .collect();
        let skipped: Vec<String> = read.skipped.iter().map(|k| k.name().to_owned()).collect();
        let mut reported: Vec<String> = read.notes.clone();
        if !missing.is_empty() {
            let listed: Vec<String> = missing.iter().map(usize::to_string).collect();
            reported.push(format!(
                "clue {} does not exist (the riddle has {}): not cited",
                listed.join(", "),
                crate::words::counted(hints, "clue")
            ));
        }
        let (verdict, why) = if read.claims.is_empty() {
            let mut why = "no claim read".to_owned();
            if !skipped.is_empty() {
                reported.insert(0, skipped.join(", "));
            }
            if !reported.is_empty() {
                why = format!("{why}: {}", reported.join("; "));
            }
            (Verdict::Unread, why)
        } else {
            let mut judged = judge.judge(&read.claims, &cites, &mut facts);
            if judged.verdict == Verdict::Leap && !unjustified.is_empty() {
                // Not a leap of its own when it follows with the claims of an earlier leap or
                // false step.
                if let Some(made) = rests_on(&mut judge, &read.claims, &cites, &facts, &unjustified) {
                    let kind = if false_steps.contains(&made) {
                        "false step"
                    } else {
                        "leap"
                    };
                    judged.verdict = Verdict::LeapDependent;
                    judged.why =
                        format!("it follows with the claims of the {kind} at step {made}, not without them");
                }
            }
            match judged.verdict {
                Verdict::Leap => unjustified.extend(read.claims.iter().map(|c| (*c, *number))),
                Verdict::False => {
                    false_steps.push(*number);
                    unjustified.extend(read.claims.iter().map(|c| (*c, *number)));
                }
                Verdict::LeapDependent => {
                    let made = unjustified.iter().map(|l| l.1).max().unwrap_or(*number);
                    unjustified.extend(read.claims.iter().map(|c| (*c, made)));
                }
                // Named, not `_`: a new verdict says here whether its claims are unjustified.
                Verdict::Justified | Verdict::Unread | Verdict::Undecided => {}
            }
            let mut why = judged.why;
            if !reported.is_empty() {
                why = format!("{why}; {}", reported.join("; "));
            }
            (judged.verdict, why)
        };
        out.push(VerifiedStep {
            number: *number,
            text: text.to_owned(),
            claims: read.claims.iter().map(|c| c.named(riddle)).collect(),
            cites: read.cites,
            skipped,
            verdict,
            why,
        });
    }
    Verification {
        summary: summary(&out),
        steps: out,
        grade: None,
        notes: Vec::new(),
    }
}

/// The number of the earliest unjustified step (a leap or a false step) whose claims, with those
/// of the unjustified steps before it, make `claims` follow (from `cites` and `facts`, as a
/// justified step would), if any. The claims of a step are taken only while the facts with them
/// agree with the clues the step rests on (`cites`, or all clues when none is cited): an answer
/// that contradicts itself makes everything follow, and nothing is said to rest on that.
fn rests_on(
    judge: &mut verdict::Judge,
    claims: &[Claim],
    cites: &[usize],
    facts: &[Claim],
    unjustified: &[(Claim, usize)],
) -> Option<usize> {
    let mut made: Vec<usize> = unjustified.iter().map(|l| l.1).collect();
    made.sort_unstable();
    made.dedup();
    let mut with: Vec<Claim> = facts.to_vec();
    for &step in &made {
        let before = with.len();
        with.extend(unjustified.iter().filter(|l| l.1 == step).map(|l| l.0));
        match judge.consistent(cites, &with) {
            Ok(true) => {}
            Ok(false) => {
                with.truncate(before);
                continue;
            }
            Err(_) => return None,
        }
        let mut known = with.clone();
        let judged = judge.judge(claims, cites, &mut known);
        if judged.verdict == Verdict::Justified {
            return Some(step);
        }
    }
    None
}

/// The counts of `steps`: one per verdict, counted by an exhaustive `match`, so that a new
/// verdict is counted (or said not to be) here.
fn summary(steps: &[VerifiedStep]) -> Summary {
    let first = |v: Verdict| steps.iter().find(|s| s.verdict == v).map(|s| s.number);
    let (mut justified, mut leaps, mut leap_dependent, mut r#false, mut unread, mut undecided) =
        (0, 0, 0, 0, 0, 0);
    for step in steps {
        let count = match step.verdict {
            Verdict::Justified => &mut justified,
            Verdict::Leap => &mut leaps,
            Verdict::LeapDependent => &mut leap_dependent,
            Verdict::False => &mut r#false,
            Verdict::Unread => &mut unread,
            Verdict::Undecided => &mut undecided,
        };
        *count += 1;
    }
    let read = steps.len() - unread;
    Summary {
        steps: steps.len(),
        claims: steps.iter().map(|s| s.claims.len()).sum(),
        justified,
        leaps,
        leap_dependent,
        r#false,
        unread,
        undecided,
        first_false: first(Verdict::False),
        first_leap: first(Verdict::Leap),
        process_score: if read == 0 {
            0.0
        } else {
            justified as f64 / read as f64
        },
    }
}

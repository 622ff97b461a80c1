//! Step labels for process reward models: gridriddle's own reasoning, reworded and with the
//! mistakes models make, each step labelled by [`super::verify_steps`].

use super::claim::{Claim, NamedClaim};
use super::judge::verify_steps;
use super::options::VerifyOptions;
use super::reasoning::reasoning;
use super::verdict::Verdict;
use crate::riddle::{Riddle, ValueId};
use serde::Serialize;

/// A step's label, as `verify` judges it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Label {
    /// `verify` finds it justified.
    Justified,
    /// `verify` finds it a leap, or leap-dependent (it rests on an earlier leap): true, but not
    /// justified from the clues it cites and the earlier justified steps.
    Leap,
    /// `verify` finds a claim of it false.
    False,
}

impl Label {
    /// The label of a verdict: `None` for `unread` and `undecided`.
    pub fn of(verdict: Verdict) -> Option<Label> {
        match verdict {
            Verdict::Justified => Some(Label::Justified),
            Verdict::Leap | Verdict::LeapDependent => Some(Label::Leap),
            Verdict::False => Some(Label::False),
            Verdict::Unread | Verdict::Undecided => None,
        }
    }
}

/// One labelled step: `{"text", "claims", "cites", "label"}`, the claims and cites as `verify`
/// read them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LabelledStep {
    /// The step in words.
    pub text: String,
    /// The claims `verify` reads from it (they are the claims it was written to make).
    pub claims: Vec<NamedClaim>,
    /// The clues it cites, from 1.
    pub cites: Vec<usize>,
    /// Its label.
    pub label: Label,
}

/// A small deterministic generator (SplitMix64): the same seed, the same steps.
struct Draw(u64);

impl Draw {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

/// One step to write: its claims (column, value id, row 0-based, negated) and its cites (from 1).
#[derive(Clone)]
struct StepPlan {
    claims: Vec<(usize, ValueId, usize, bool)>,
    cites: Vec<usize>,
    /// A claim that follows from the others, written after them ("so X is not in house N"),
    /// and whether its `not` is dropped (the claim is then the positive one).
    then: Option<((usize, ValueId, usize, bool), bool)>,
}

impl StepPlan {
    /// Every claim it makes, in the order written.
    fn all(&self) -> Vec<(usize, ValueId, usize, bool)> {
        let mut all = self.claims.clone();
        all.extend(self.then.map(|(c, _)| c));
        all
    }
}

/// The riddle's reasoning ([`reasoning`]: every step justified), reworded and with mistakes made
/// as models make them, each step labelled as [`verify_steps`] judges the steps in order.
///
/// From `seed` alone (with the riddle), each step of the reasoning is written in one of several
/// phrasings and, for about one step in three, changed: a claim's value swapped for another of
/// its column; a negation dropped (the step goes on "so X is not in house N", written without
/// its `not`); a cited clue left out (or every citation, when it cites one); or the step left
/// out, so that the next step rests on what was not said. The labels are then `verify`'s: a
/// change is not assumed to make a mistake (a clue left out may not be needed). A step whose
/// claims `verify` does not read back exactly as written, or that it leaves unread or
/// undecided, is not emitted (and the steps are judged again without it).
pub fn step_labels(riddle: &Riddle, seed: u64) -> Vec<LabelledStep> {
    let options = VerifyOptions::default();
    let base = reasoning(riddle);
    let judged = verify_steps(riddle, &base, &options);
    let mut draw = Draw(seed ^ 0x5354_4550_4C41_424C);
    let mut texts: Vec<(String, Vec<NamedClaim>)> = Vec::new();
    for step in &judged.steps {
        let Some(plan) = plan_of(riddle, step.claims.as_slice(), &step.cites) else {
            continue;
        };
        let change = draw.below(100);
        let written = match change {
            0..=9 => swapped(riddle, &plan, &mut draw),
            10..=16 => negation_dropped(riddle, &plan, &mut draw),
            17..=26 if !plan.cites.is_empty() => {
                let mut less = plan.clone();
                less.cites.remove(draw.below(less.cites.len()));
                Some(less)
            }
            27..=32 => None, // the step is skipped
            _ => Some(with_negation(riddle, &plan, &mut draw)),
        };
        if let Some(plan) = written {
            let text = write(riddle, &plan, &mut draw);
            let claims = plan
                .all()
                .iter()
                .map(|&(c, v, r, n)| Claim::house(c, v, r, n).named(riddle))
                .collect();
            texts.push((text, claims));
        }
    }
    // Judge, and leave out the steps not read back or not decided, until none is left out.
    loop {
        let steps: Vec<&str> = texts.iter().map(|(t, _)| t.as_str()).collect();
        let judged = verify_steps(riddle, &steps, &options);
        let keep: Vec<bool> = judged
            .steps
            .iter()
            .zip(&texts)
            .map(|(step, (_, claims))| {
                Label::of(step.verdict).is_some()
                    && step.claims.len() == claims.len()
                    && claims.iter().all(|c| step.claims.contains(c))
            })
            .collect();
        if keep.iter().all(|&k| k) && judged.steps.len() == texts.len() {
            return judged
                .steps
                .into_iter()
                .filter_map(|s| {
                    Some(LabelledStep {
                        label: Label::of(s.verdict)?,
                        text: s.text,
                        claims: s.claims,
                        cites: s.cites,
                    })
                })
                .collect();
        }
        let mut flags = keep.into_iter().chain(std::iter::repeat(false));
        texts.retain(|_| flags.next().unwrap_or(false));
    }
}

/// The plan of a step of gridriddle's reasoning: its claims by id.
fn plan_of(riddle: &Riddle, claims: &[NamedClaim], cites: &[usize]) -> Option<StepPlan> {
    let claims = claims
        .iter()
        .map(|c| {
            let column = riddle.header().iter().position(|h| *h == c.column)?;
            let id = riddle.values(column).iter().position(|v| *v == c.value)?;
            Some((column, (id + 1) as ValueId, c.house? - 1, c.negated))
        })
        .collect::<Option<Vec<_>>>()?;
    (!claims.is_empty()).then(|| StepPlan {
        claims,
        cites: cites.to_vec(),
        then: None,
    })
}

/// Another value of `column` than `value`.
fn other(riddle: &Riddle, column: usize, value: ValueId, draw: &mut Draw) -> Option<ValueId> {
    let count = riddle.values(column).len();
    (count > 1).then(|| {
        let pick = draw.below(count - 1) + 1;
        let id = if pick >= usize::from(value) {
            pick + 1
        } else {
            pick
        };
        id as ValueId
    })
}

/// A claim's value swapped for another of its column.
fn swapped(riddle: &Riddle, plan: &StepPlan, draw: &mut Draw) -> Option<StepPlan> {
    let mut changed = plan.clone();
    let at = draw.below(plan.claims.len());
    let (column, value, _, _) = plan.claims[at];
    changed.claims[at].1 = other(riddle, column, value, draw)?;
    Some(changed)
}

/// The step with one more claim, a value of the same column not in the house, but written
/// without its `not`.
fn negation_dropped(riddle: &Riddle, plan: &StepPlan, draw: &mut Draw) -> Option<StepPlan> {
    let mut changed = plan.clone();
    let (column, value, row, _) = plan.claims[draw.below(plan.claims.len())];
    changed.then = Some(((column, other(riddle, column, value, draw)?, row, false), true));
    Some(changed)
}

/// The step, and, one time in three, a negation that follows from it ("so X is not in house
/// N").
fn with_negation(riddle: &Riddle, plan: &StepPlan, draw: &mut Draw) -> StepPlan {
    let mut more = plan.clone();
    if draw.below(3) == 0 {
        let (column, value, row, _) = plan.claims[draw.below(plan.claims.len())];
        more.then = other(riddle, column, value, draw).map(|x| ((column, x, row, true), false));
    }
    more
}

/// The ordinal word the claims reader reads, for houses 1 to 12.
const ORDINALS: [&str; 12] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth",
];

/// One claim in words, in one of several phrasings; `dropped`: a negation's phrasing with its
/// `not` dropped (the claim is the positive one).
fn claim_words(
    riddle: &Riddle,
    claim: (usize, ValueId, usize, bool),
    dropped: bool,
    draw: &mut Draw,
) -> String {
    let (column, value, row, negated) = claim;
    let v = riddle.value_name(column, value);
    let w = crate::words::column_word(&riddle.header()[column]);
    let r = row + 1;
    if negated || dropped {
        let not = if dropped { "" } else { "not " };
        return match draw.below(3) {
            0 => format!("{v} is {not}in house {r}"),
            1 => format!("house {r}'s {w} is {not}{v}"),
            _ if dropped => format!("house {r} does have {v}"),
            _ => format!("house {r} does not have {v}"),
        };
    }
    match draw.below(5) {
        0 => format!("house {r}'s {w} is {v}"),
        1 => format!("{v} is in house {r}"),
        2 => format!("house {r} has {v}"),
        3 => format!("{v} belongs in house {r}"),
        _ => match ORDINALS.get(row) {
            Some(nth) => format!("the {nth} house has {v}"),
            None => format!("the {w} of house {r} is {v}"),
        },
    }
}

/// A step in words: a citation and its claims, each in one of several phrasings.
fn write(riddle: &Riddle, plan: &StepPlan, draw: &mut Draw) -> String {
    let parts: Vec<String> = plan
        .claims
        .iter()
        .map(|&claim| claim_words(riddle, claim, false, draw))
        .collect();
    let mut body = parts.join(" and ");
    if let Some((claim, dropped)) = plan.then {
        body.push_str(", so ");
        body.push_str(&claim_words(riddle, claim, dropped, draw));
    }
    let cited = match plan.cites.as_slice() {
        [] => String::new(),
        [one] => format!("clue {one}"),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(usize::to_string).collect();
            format!("clues {} and {last}", init.join(", "))
        }
    };
    if cited.is_empty() {
        return match draw.below(3) {
            0 => format!("By elimination: {body}."),
            1 => format!("Then, by elimination, {body}."),
            _ => format!("With the cells filled so far, {body}."),
        };
    }
    let (says, tells) = match plan.cites.len() {
        1 => ("says", "tells"),
        _ => ("say", "tell"),
    };
    match draw.below(5) {
        0 => format!("From {cited}: {body}."),
        1 => format!("By {cited}, {body}."),
        2 => format!("It follows from {cited} that {body}."),
        3 => {
            let mut cap = cited.clone();
            cap.replace_range(..1, "C");
            format!("{cap} {tells} us that {body}.")
        }
        _ => format!("We get {body}, as {cited} {says}."),
    }
}

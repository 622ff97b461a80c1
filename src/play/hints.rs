//! Hint use, for riddle authors: how often the detailed solution uses each hint, and which hints
//! could go.

use super::budget::{PLAY_MAX_NODES, PLAY_MAX_SOLUTIONS};
use super::candidates::NodesLeft;
use crate::generate::{rate_with_budget, Difficulty, RATE_MAX_NODES};
use crate::riddle::{HintCells, Riddle};
use crate::trace::Step;
use serde::Serialize;
use std::collections::BTreeSet;

/// How often each hint (by index) is used in `steps` (a detailed solution): the number of steps
/// that name it, its merges into the riddle matrix (rules 1 and 2), its rejected options, and
/// rule 1's merging of it with another hint. Only steps are counted: a hint that only narrowed
/// the rows of values, which rule 3 then filled, is not (the detailed solution does not record
/// such narrowings), so a count of 0 does not prove a hint useless: [`redundant_hints`] does.
pub fn hint_use(riddle: &Riddle, steps: &[Step]) -> Vec<usize> {
    let mut counts = vec![0; riddle.hints().len()];
    for step in steps {
        for h in step.hints() {
            if let Some(count) = counts.get_mut(h) {
                *count += 1;
            }
        }
    }
    counts
}

/// The hints that can go: `{"hints": [k…], "complete": bool, "level", "levelsWithout": […],
/// "spare": [k…]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RedundantHints {
    /// The hints (0-based) whose removal, each on its own, leaves the set of solutions unchanged.
    /// Two of them may not both go: each is redundant given the other.
    pub hints: Vec<usize>,
    /// False when the riddle has more than [`PLAY_MAX_SOLUTIONS`] solutions or the node budget
    /// ([`PLAY_MAX_NODES`] over all the searches and ratings) ran out: the hints not decided are
    /// left out, and a level not decided is `unknown`.
    pub complete: bool,
    /// The riddle's level ([`crate::generate::rate`]) when it has one solution, else `None`.
    pub level: Option<Difficulty>,
    /// With one solution, the level of the riddle without each of [`RedundantHints::hints`], in
    /// the same order: removing a hint keeps the solution but can make the riddle harder.
    /// Empty when the riddle has more than one solution.
    pub levels_without: Vec<Difficulty>,
    /// The hints that can go keeping the solutions and the level: all of
    /// [`RedundantHints::hints`] when the riddle has more than one solution (no level to keep),
    /// else those whose [`RedundantHints::levels_without`] is [`RedundantHints::level`]. A riddle
    /// made by [`crate::generate::generate`] has none.
    pub spare: Vec<usize>,
}

/// The hints whose removal leaves the set of solutions unchanged (the value sets stay those of
/// the whole riddle), and of those, the ones whose removal keeps the level too; all the searches
/// and ratings together within [`PLAY_MAX_NODES`] nodes.
pub fn redundant_hints(riddle: &Riddle) -> RedundantHints {
    redundant_hints_within(riddle, Some(PLAY_MAX_NODES))
}

/// [`redundant_hints`] within `max_nodes` search nodes over all its searches and ratings
/// (`None`: no bound): a large riddle that needs a deep search (a 20×10 `expert` one) can take millions.
pub fn redundant_hints_within(riddle: &Riddle, max_nodes: Option<u64>) -> RedundantHints {
    let mut budget = NodesLeft { left: max_nodes };
    let (all, complete) = budget.solve(riddle, PLAY_MAX_SOLUTIONS);
    let mut out = RedundantHints {
        hints: Vec::new(),
        complete,
        level: None,
        levels_without: Vec::new(),
        spare: Vec::new(),
    };
    if !complete {
        return out;
    }
    let all: BTreeSet<_> = all
        .into_iter()
        .map(|m| m.iter().copied().collect::<Vec<_>>())
        .collect();
    for h in 0..riddle.hints().len() {
        let without = without_hint(riddle, h);
        // One more solution than the riddle has is enough to tell the sets apart.
        let (found, settled) = budget.solve(&without, all.len() + 1);
        let found: BTreeSet<_> = found
            .into_iter()
            .map(|m| m.iter().copied().collect::<Vec<_>>())
            .collect();
        if found.len() > all.len() {
            continue;
        }
        if !settled {
            out.complete = false;
            continue;
        }
        if found == all {
            out.hints.push(h);
        }
    }
    if all.len() == 1 {
        // The ratings spend the same budget as the searches, each at most what `rate` spends.
        let mut rate = |riddle: &Riddle| {
            let cap = budget
                .left
                .map_or(RATE_MAX_NODES, |left| left.min(RATE_MAX_NODES));
            let rating = rate_with_budget(riddle, cap);
            if let Some(left) = &mut budget.left {
                *left = left.saturating_sub(rating.nodes);
            }
            if rating.difficulty == Difficulty::Unknown && cap < RATE_MAX_NODES {
                out.complete = false;
            }
            rating.difficulty
        };
        let level = rate(riddle);
        let levels_without = (out.hints.iter())
            .map(|&h| rate(&without_hint(riddle, h)))
            .collect();
        out.level = Some(level);
        out.levels_without = levels_without;
        out.spare = (out.hints.iter().zip(&out.levels_without))
            .filter(|&(_, &without)| without == level)
            .map(|(&h, _)| h)
            .collect();
    } else {
        out.spare = out.hints.clone();
    }
    out
}

/// The riddle without hint `h` (and its text), its value sets kept.
fn without_hint(riddle: &Riddle, h: usize) -> Riddle {
    let mut hints = riddle.hints.clone();
    hints.remove(h);
    let hint_texts = riddle.hint_texts.clone().map(|mut t| {
        t.remove(h);
        t
    });
    Riddle {
        cells: HintCells::new(&hints),
        hints,
        hint_texts,
        ..riddle.clone()
    }
}

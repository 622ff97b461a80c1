//! The verdict on each step: its claims asked of the exact solver on the riddle and on the
//! smaller riddle the step rests on.
//!
//! Facts are the claims of the earlier justified steps (and the earlier claims of the same step
//! that follow). A smaller riddle is the start matrix, some of the hints, and the facts: a value
//! in or not in a house is a fact of the search's start (`solver::has_solution_with`); two
//! values in one house is one more hint (one row with both); two values not in one house is one
//! more hint when a column of theirs has a value in every row (one row with the first value and
//! any other value of the second's column), and is left out otherwise (the smaller riddle is then
//! larger: a claim justified without it is justified with it).
//!
//! A claim *follows* from a smaller riddle when no solution of it breaks the claim: the riddle
//! with the claim's opposite has no solution (for "A is in one house with B", one search per
//! house r: A in r and B not in r). Every search is bounded by the node budget; a search the
//! budget stops makes the step `undecided`, never a guess.

use super::claim::{About, Claim, Relation};
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::solver::{deduce, has_solution_with};
use crate::trace::Cell;
use ndarray::Array2;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The verdict on one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub enum Verdict {
    /// Every claim follows from the clues cited and the earlier justified claims.
    Justified,
    /// True, but not justified so: a guess, or a step that needs more than it says.
    Leap,
    /// Not justified from the earlier justified steps, but it follows with the claims of an
    /// earlier unjustified step (a leap, or a false step): the error is counted where it was
    /// made, not again here. Its claims hold in some solution (a false claim is `False`).
    #[serde(rename = "leap-dependent")]
    LeapDependent,
    /// A claim holds in no solution.
    False,
    /// No claim was read.
    Unread,
    /// A search ran out of its node budget before it could tell.
    Undecided,
}

impl Verdict {
    /// The verdict's word, as its JSON writes it (`leap-dependent`).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Justified => "justified",
            Verdict::Leap => "leap",
            Verdict::LeapDependent => "leap-dependent",
            Verdict::False => "false",
            Verdict::Unread => "unread",
            Verdict::Undecided => "undecided",
        }
    }
}

/// The budget ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OutOfNodes;

type Decided<T> = Result<T, OutOfNodes>;

/// The judge of one riddle's steps: the riddle, the node budget of each search and of them all,
/// and what the whole riddle says of each claim (asked once).
pub(crate) struct Judge<'a> {
    riddle: &'a Riddle,
    max_nodes: u64,
    /// What is left of the budget of all the searches: each costs its nodes and one more.
    left: u64,
    /// Whether some solution of the whole riddle has the claim.
    possible: HashMap<Claim, Decided<bool>>,
    /// The searches made.
    pub(crate) searches: u64,
}

/// The verdict on one step, and why.
pub(crate) struct Judged {
    pub(crate) verdict: Verdict,
    pub(crate) why: String,
}

impl<'a> Judge<'a> {
    pub(crate) fn new(riddle: &'a Riddle, max_nodes: u64, max_total_nodes: u64) -> Judge<'a> {
        Judge {
            riddle,
            max_nodes,
            left: max_total_nodes,
            possible: HashMap::new(),
            searches: 0,
        }
    }

    /// The verdict on a step making `claims` and citing the hints `cites` (0-based, existing),
    /// with `facts` the claims established before it. The claims that follow are added to
    /// `facts` when the step is justified.
    pub(crate) fn judge(&mut self, claims: &[Claim], cites: &[usize], facts: &mut Vec<Claim>) -> Judged {
        let words = |c: &Claim| c.words(self.riddle);
        // False: a claim no solution has.
        for claim in claims {
            if let About::Under(_, named) = claim.about {
                let own = crate::words::column_word(&self.riddle.header()[claim.column]);
                let said = crate::words::column_word(&self.riddle.header()[named]);
                return Judged {
                    verdict: Verdict::False,
                    why: format!(
                        "{} holds in no solution: {} is a value of {own}, not of {said}",
                        words(claim),
                        self.riddle.value_name(claim.column, claim.value)
                    ),
                };
            }
            match self.possible(claim) {
                Ok(true) => {}
                Ok(false) => {
                    let why = match self.broken_clue(claim, facts) {
                        Ok(Some(None)) => "it contradicts the earlier claims".to_owned(),
                        Ok(Some(Some(h))) => format!("with the earlier claims, it breaks clue {}", h + 1),
                        Ok(None) | Err(OutOfNodes) => {
                            "it contradicts the solution (no single clue rules it out with the earlier claims)"
                                .to_owned()
                        }
                    };
                    return Judged {
                        verdict: Verdict::False,
                        why: format!("{} holds in no solution: {why}", words(claim)),
                    };
                }
                Err(OutOfNodes) => return self.undecided(claim),
            }
        }
        // Justified: each claim follows from what the step rests on.
        let mut known = facts.clone();
        for claim in claims {
            let follows = if cites.is_empty() {
                self.by_the_rules(claim, &known)
            } else {
                self.follows(claim, cites, &known)
            };
            match follows {
                Ok(true) => known.push(*claim),
                Ok(false) => return self.leap(claim, cites, &known),
                Err(OutOfNodes) => return self.undecided(claim),
            }
        }
        facts.extend(
            claims
                .iter()
                .filter(|c| !facts.contains(c))
                .copied()
                .collect::<Vec<_>>(),
        );
        let why = if cites.is_empty() {
            "it follows from the earlier claims and the clues by the merge rules alone".to_owned()
        } else {
            format!("it follows from {} with the earlier claims", clues(cites))
        };
        Judged {
            verdict: Verdict::Justified,
            why,
        }
    }

    fn undecided(&self, claim: &Claim) -> Judged {
        let why = if self.left == 0 {
            "the searches of this answer ran out of their budget of nodes (max_total_nodes)".to_owned()
        } else {
            format!(
                "the search ran out of its {} nodes before it could tell",
                self.max_nodes
            )
        };
        Judged {
            verdict: Verdict::Undecided,
            why: format!("{}: {why}", claim.words(self.riddle)),
        }
    }

    /// Why `claim`, true in some solution, does not follow: what more it needs.
    fn leap(&mut self, claim: &Claim, cites: &[usize], known: &[Claim]) -> Judged {
        let words = claim.words(self.riddle);
        let said = if cites.is_empty() {
            "the step cites no clue and the merge rules alone do not give it".to_owned()
        } else {
            format!("it does not follow from {} alone", clues(cites))
        };
        let why = match self.further(claim, cites, known) {
            Ok(Some(further)) if further.is_empty() => {
                format!("{words}: {said}; it follows from the earlier claims by a supposition")
            }
            Ok(Some(further)) => format!("{words}: {said}; it also needs {}", clues(&further)),
            Ok(None) => format!("{words}: it holds in some solutions but not in all: a guess"),
            Err(OutOfNodes) => return self.undecided(claim),
        };
        Judged {
            verdict: Verdict::Leap,
            why,
        }
    }

    /// A minimal set of further hints (0-based; none of them can go) with which `claim` follows from `cites` and `known`:
    /// every hint, then each dropped that can go (`None`: not even with every hint).
    pub(crate) fn further(
        &mut self,
        claim: &Claim,
        cites: &[usize],
        known: &[Claim],
    ) -> Decided<Option<Vec<usize>>> {
        let mut kept: Vec<usize> = (0..self.riddle.hints().len()).collect();
        if !self.follows(claim, &kept, known)? {
            return Ok(None);
        }
        for h in (0..self.riddle.hints().len()).rev() {
            if cites.contains(&h) {
                continue;
            }
            let without: Vec<usize> = kept.iter().copied().filter(|&k| k != h).collect();
            if self.follows(claim, &without, known)? {
                kept = without;
            }
        }
        Ok(Some(kept.into_iter().filter(|h| !cites.contains(h)).collect()))
    }

    /// Which clue `claim` breaks with `facts`: `Some(None)` when the facts alone rule it out,
    /// `Some(Some(h))` for the first hint that does with them, `None` when no single one does.
    fn broken_clue(&mut self, claim: &Claim, facts: &[Claim]) -> Decided<Option<Option<usize>>> {
        let mut with: Vec<Claim> = facts.to_vec();
        with.push(*claim);
        if !self.satisfiable(&[], &with)? {
            return Ok(Some(None));
        }
        for h in 0..self.riddle.hints().len() {
            if !self.satisfiable(&[h], &with)? {
                return Ok(Some(Some(h)));
            }
        }
        Ok(None)
    }

    /// Whether some solution of the whole riddle has `claim`.
    fn possible(&mut self, claim: &Claim) -> Decided<bool> {
        if let Some(&known) = self.possible.get(claim) {
            return known;
        }
        let all: Vec<usize> = (0..self.riddle.hints().len()).collect();
        let answer = match claim.about {
            // Not in one house: the first value in some house r, the second not there (as a
            // fact of the smaller riddle, "not with" is left out where no column of the two has
            // a value in every house).
            About::With(c2, v2) if claim.negated => self.apart_somewhere(&all, claim, (c2, v2)),
            About::Under(..) => Ok(false),
            _ => self.satisfiable(&all, &[*claim]),
        };
        self.possible.insert(*claim, answer);
        answer
    }

    /// Whether some solution of the riddle with the hints `hints` has `claim`'s value in a house
    /// and `other` not there.
    fn apart_somewhere(&mut self, hints: &[usize], claim: &Claim, other: (usize, ValueId)) -> Decided<bool> {
        for row in 0..self.riddle.rows() {
            let apart = [
                Claim::house(claim.column, claim.value, row, false),
                Claim::house(other.0, other.1, row, true),
            ];
            if self.satisfiable(hints, &apart)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether the riddle with the hints `cites` (all of them when none) and `facts` has a
    /// solution.
    pub(crate) fn consistent(&mut self, cites: &[usize], facts: &[Claim]) -> Decided<bool> {
        if cites.is_empty() {
            let all: Vec<usize> = (0..self.riddle.hints().len()).collect();
            self.satisfiable(&all, facts)
        } else {
            self.satisfiable(cites, facts)
        }
    }

    /// Whether `claim` follows from the hints `hints` with the facts `facts`: no solution of that
    /// smaller riddle breaks it.
    pub(crate) fn follows(&mut self, claim: &Claim, hints: &[usize], facts: &[Claim]) -> Decided<bool> {
        if facts.contains(claim) {
            return Ok(true);
        }
        let mut with: Vec<Claim> = facts.to_vec();
        match claim.about {
            About::With(c2, v2) if !claim.negated => {
                // Broken when the first value is in some house r and the second is not.
                for row in 0..self.riddle.rows() {
                    with.truncate(facts.len());
                    with.push(Claim::house(claim.column, claim.value, row, false));
                    with.push(Claim::house(c2, v2, row, true));
                    if self.satisfiable(hints, &with)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            _ => {
                with.push(claim.opposite());
                Ok(!self.satisfiable(hints, &with)?)
            }
        }
    }

    /// Whether the riddle with only the hints `hints` and the facts `facts` has a solution.
    fn satisfiable(&mut self, hints: &[usize], facts: &[Claim]) -> Decided<bool> {
        if self.left == 0 {
            return Err(OutOfNodes);
        }
        let (riddle, cells) = smaller(self.riddle, hints, facts);
        self.searches += 1;
        let (answer, nodes) = has_solution_with(&riddle, &cells, self.max_nodes.min(self.left));
        self.left = self.left.saturating_sub(nodes + 1);
        answer.ok_or(OutOfNodes)
    }

    /// Whether the merge rules alone, from every hint and the facts `known`, give `claim`.
    fn by_the_rules(&mut self, claim: &Claim, known: &[Claim]) -> Decided<bool> {
        if known.contains(claim) {
            return Ok(true);
        }
        if self.left == 0 {
            return Err(OutOfNodes);
        }
        self.left -= 1;
        let all: Vec<usize> = (0..self.riddle.hints().len()).collect();
        let (riddle, cells) = smaller(self.riddle, &all, known);
        self.searches += 1;
        let [(rows, _)]: [_; 1] = deduce(&riddle, &[cells], false)
            .try_into()
            .expect("one query, one answer");
        // A contradiction: the facts and clues have no solution, and every claim follows.
        let Some(rows) = rows else { return Ok(true) };
        let at = |c: usize, v: ValueId| rows[c][usize::from(v) - 1];
        let mine = at(claim.column, claim.value);
        Ok(match (claim.about, claim.negated) {
            (About::House(r), false) => mine == 1 << r,
            (About::House(r), true) => mine & (1 << r) == 0,
            (About::With(c2, v2), false) => mine.count_ones() == 1 && at(c2, v2) == mine,
            (About::With(c2, v2), true) => mine & at(c2, v2) == 0,
            (About::Under(..), _) => false,
            (About::Relation(relation, c2, v2), negated) => {
                // Every pair of houses the two values have left stands in the relation (or, negated, none).
                let theirs = at(c2, v2);
                let great = self.riddle.great(claim.column) || self.riddle.great(c2);
                let rows = self.riddle.rows();
                let pairs = (0..rows)
                    .filter(|a| mine & (1 << a) != 0)
                    .flat_map(|a| {
                        (0..rows)
                            .filter(move |b| theirs & (1 << b) != 0)
                            .map(move |b| (a, b))
                    })
                    .filter(|&(a, b)| a != b || c2 != claim.column);
                !great
                    && mine != 0
                    && theirs != 0
                    && pairs
                        .into_iter()
                        .all(|(a, b)| relation.allows(b as i64 - a as i64) != negated)
            }
        })
    }
}

/// The hint that says `fact`, a relation of `relation` between its value's house and `other`'s
/// (or not): `None` when it is left out (a great column, whose values may be in no house; a
/// riddle whose hints match row by row with no column to name the rows besides the two:
/// `relations::rows_named`, and the reader reads no such claim), which makes the smaller riddle
/// larger, never wrongly smaller.
///
/// With hints as blocks of rows, one option per allowed offset d = p(other) − p(value): the value
/// and `other` d rows apart (one row with both for d = 0). With hints matched row by row, one
/// option per allowed pair of rows, each row named by a column the start matrix gives whole. A
/// relation no pair of rows allows is an option that never fits (more rows than the riddle; or the
/// value in two rows).
fn relation_hint(
    riddle: &Riddle,
    fact: &Claim,
    relation: Relation,
    other: (usize, ValueId),
) -> Option<Vec<Array2<ValueId>>> {
    let (n, m) = (riddle.columns(), riddle.rows());
    let a = (fact.column, fact.value);
    let named = super::relations::rows_named(riddle, a.0, other.0)?;
    let allowed = |d: i64| (d != 0 || a.0 != other.0) && relation.allows(d) != fact.negated;
    let mut options = Vec::new();
    match named {
        None => {
            for d in -(m as i64 - 1)..=(m as i64 - 1) {
                if !allowed(d) {
                    continue;
                }
                let mut option = Array2::from_elem((d.unsigned_abs() as usize + 1, n), BLANK);
                let (ra, rb) = if d >= 0 {
                    (0, d as usize)
                } else {
                    ((-d) as usize, 0)
                };
                option[(ra, a.0)] = a.1;
                option[(rb, other.0)] = other.1;
                options.push(option);
            }
        }
        Some(named) => {
            let start = riddle.start_matrix();
            for ra in 0..m {
                for rb in 0..m {
                    if !allowed(rb as i64 - ra as i64) {
                        continue;
                    }
                    let rows = if ra == rb { 1 } else { 2 };
                    let mut option = Array2::from_elem((rows, n), BLANK);
                    option[(0, named)] = start[(ra, named)];
                    option[(0, a.0)] = a.1;
                    option[(rows - 1, named)] = start[(rb, named)];
                    option[(rows - 1, other.0)] = other.1;
                    options.push(option);
                }
            }
        }
    }
    if options.is_empty() {
        match named {
            None => options.push(Array2::from_elem((m + 1, n), BLANK)),
            Some(named) if m >= 2 => {
                // The value in two rows at once.
                let start = riddle.start_matrix();
                let mut option = Array2::from_elem((2, n), BLANK);
                for r in 0..2 {
                    option[(r, named)] = start[(r, named)];
                    option[(r, a.0)] = a.1;
                }
                options.push(option);
            }
            Some(_) => return None,
        }
    }
    Some(options)
}

/// "clue 3", "clues 3 and 5", "clues 1, 2 and 4" (from 0-based hints).
fn clues(hints: &[usize]) -> String {
    let numbers: Vec<String> = hints.iter().map(|h| (h + 1).to_string()).collect();
    match numbers.as_slice() {
        [one] => format!("clue {one}"),
        [init @ .., last] => format!("clues {} and {last}", init.join(", ")),
        [] => "no clue".to_owned(),
    }
}

/// The riddle with only the hints `hints` and the facts `facts`: the facts about houses as
/// cells for the search's start, the others as hints.
pub(crate) fn smaller(riddle: &Riddle, hints: &[usize], facts: &[Claim]) -> (Riddle, Vec<(Cell, bool)>) {
    let n = riddle.columns();
    let mut options: Vec<Vec<Array2<ValueId>>> = hints.iter().map(|&h| riddle.hints()[h].clone()).collect();
    let mut cells = Vec::new();
    for fact in facts {
        match fact.about {
            About::House(row) => cells.push((
                Cell {
                    row,
                    column: fact.column,
                    value: fact.value,
                },
                !fact.negated,
            )),
            About::With(c2, v2) if !fact.negated => {
                let mut row = Array2::from_elem((1, n), BLANK);
                row[(0, fact.column)] = fact.value;
                row[(0, c2)] = v2;
                options.push(vec![row]);
            }
            About::Under(..) => {}
            About::Relation(relation, c2, v2) => {
                if let Some(hint) = relation_hint(riddle, fact, relation, (c2, v2)) {
                    options.push(hint);
                }
            }
            About::With(c2, v2) => {
                // Not in one house: the first with any other value of a full column of the second.
                let full = |c: usize| !riddle.great(c) && riddle.values(c).len() == riddle.rows();
                let (a, (cb, vb)) = if full(c2) {
                    ((fact.column, fact.value), (c2, v2))
                } else if full(fact.column) {
                    ((c2, v2), (fact.column, fact.value))
                } else {
                    continue;
                };
                let others: Vec<Array2<ValueId>> = (1..=riddle.values(cb).len() as ValueId)
                    .filter(|&v| v != vb)
                    .map(|v| {
                        let mut row = Array2::from_elem((1, n), BLANK);
                        row[(0, a.0)] = a.1;
                        row[(0, cb)] = v;
                        row
                    })
                    .collect();
                if others.is_empty() {
                    // No other value: the first value can be in no house.
                    let mut row = Array2::from_elem((1, n), BLANK);
                    row[(0, a.0)] = a.1;
                    row[(0, cb)] = vb;
                    options.push(vec![row]);
                    cells.push((
                        Cell {
                            row: 0,
                            column: a.0,
                            value: a.1,
                        },
                        false,
                    ));
                    continue;
                }
                options.push(others);
            }
        }
    }
    (riddle.with_hints(options), cells)
}

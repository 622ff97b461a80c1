//! The claims of a step's clauses read together: the step cut into clauses, each taken as a
//! careful reader takes it (suppositions, alternatives, goals, questions, refuted claims and
//! relations give none), and the rules that span clauses (a shared subject, lists, brackets,
//! "all different", negation lists). See `claims.rs` for the rules in full.

use super::claim::{About, Claim};
use super::clause::{splits, Clause, ClauseMention, Skipped};
use super::relations::RowOrder;
use super::tokens::{StepWord, Use};
use crate::riddle::ValueId;

/// The most claims read from one step.
pub(crate) const MAX_CLAIMS_PER_STEP: usize = 64;

/// The claims of the clauses of a step (its words `tokens`, read as `uses`), and why clauses
/// that name houses or values gave none; `column_words` are the words of the riddle's columns,
/// `order` the order of its rows by a quantity (for "sometime after", "$25 less than").
pub(super) fn read(
    tokens: &[StepWord],
    uses: &[Use],
    column_words: &[(Vec<String>, usize)],
    order: Option<RowOrder>,
    claims: &mut Vec<Claim>,
    skipped: &mut Vec<Skipped>,
) {
    let pieces = cut_into_clauses(tokens, uses, column_words);
    let mut not_read = kinds(&pieces, order);
    let mut different = across_sentences(&pieces, &mut not_read);
    claims_of(&pieces, not_read, &mut different, order, claims, skipped);
}

/// The clauses of a step, each with the sign or word that ends it and its sentence.
fn cut_into_clauses(tokens: &[StepWord], uses: &[Use], column_words: &[(Vec<String>, usize)]) -> Vec<Piece> {
    let mut pieces: Vec<Piece> = Vec::new();
    let (mut start, mut i, mut sentence) = (0, 0, 0);
    while start < tokens.len() {
        while i < tokens.len() && (!splits(&tokens[i], uses[i]) || joins_pair(tokens, uses, start, i)) {
            i += 1;
        }
        let ender = tokens.get(i).cloned();
        pieces.push(Piece {
            clause: Clause::of(&tokens[start..i], &uses[start..i], column_words),
            ender: ender.clone(),
            sentence,
        });
        if matches!(ender, Some(StepWord::Sign('.' | '!' | '?'))) {
            sentence += 1;
        }
        i += 1;
        start = i;
    }
    pieces
}

/// Whether the clause before clause `k` ends with `word`.
fn after(pieces: &[Piece], k: usize, word: &str) -> bool {
    k > 0 && matches!(&pieces[k - 1].ender, Some(StepWord::Word(w, _)) if w == word)
}

/// Whether the clause before clause `k` ends with `sign`.
fn after_sign(pieces: &[Piece], k: usize, sign: char) -> bool {
    k > 0 && pieces[k - 1].ender == Some(StepWord::Sign(sign))
}

/// What each clause is, as a careful reader takes it: why it is not read, if it is not.
fn kinds(pieces: &[Piece], order: Option<RowOrder>) -> Vec<Option<Skipped>> {
    let mut not_read: Vec<Option<Skipped>> = vec![None; pieces.len()];
    let mut supposing = false;
    for k in 0..pieces.len() {
        let c = &pieces[k].clause;
        if k > 0 && pieces[k - 1].sentence != pieces[k].sentence {
            supposing = false;
        }
        if after(pieces, k, "but") || c.however {
            supposing = false;
        }
        if c.opens_supposition {
            supposing = true;
        }
        let question = pieces[k].ender == Some(StepWord::Sign('?')) || c.question;
        not_read[k] = if question {
            Some(Skipped::Question)
        } else if c.goal {
            Some(Skipped::Goal)
        } else if supposing || c.opens_supposition {
            Some(Skipped::Supposition)
        } else if c.supposes && !(c.negated && c.has_or) && !(c.bare && c.has_or) {
            Some(if c.has_or {
                Skipped::Alternatives
            } else {
                Skipped::Supposition
            })
        } else if c.relation && c.relation_claim(order).is_none() {
            Some(Skipped::Relation)
        } else {
            None
        };
        if matches!(&pieces[k].ender, Some(StepWord::Word(w, _)) if matches!(w.as_str(), "so" | "therefore" | "thus" | "hence"))
        {
            supposing = false;
        }
    }
    not_read
}

/// Per sentence: lists of alternatives ("in House 1, House 2, or House 3"; "in House 2 and
/// House 3"), claims refuted in the sentence ("…, but we already know …"; "…, which contradicts
/// clue 3"), "all different" (the values of each sentence that says it, marked in `not_read`).
fn across_sentences(pieces: &[Piece], not_read: &mut [Option<Skipped>]) -> Vec<Vec<(usize, ValueId)>> {
    let sentences = pieces.last().map_or(0, |p| p.sentence + 1);
    let mut different: Vec<Vec<(usize, ValueId)>> = vec![Vec::new(); sentences];
    for k in 0..pieces.len() {
        let c = &pieces[k].clause;
        // A bare item with "or" after a comma list: the list and the clause it ends are
        // alternatives.
        let item_or = c.bare && c.has_or && !c.negated && !c.mentions.is_empty();
        // "…, or Peter in the third house and Bob in the fourth": a case after others.
        let case_or = c.opens_or && !c.negated && !c.mentions.is_empty();
        // "in House 2 and House 3": a house alone after a clause that ends with a house.
        let house_pair = c.bare
            && matches!(c.mentions.as_slice(), [ClauseMention::House(_)])
            && after(pieces, k, "and")
            && matches!(
                pieces[k - 1].clause.mentions.last(),
                Some(ClauseMention::House(_))
            );
        if item_or || case_or || house_pair {
            // The list: the bare items before it after commas (after `and` too, for cases),
            // and the clause it starts in.
            let mut head = k;
            while head > 0 && pieces[head - 1].sentence == pieces[k].sentence {
                head -= 1;
                let joined = after_sign(pieces, head, ',') || (case_or && after(pieces, head, "and"));
                if !(pieces[head].clause.bare && joined) {
                    break;
                }
            }
            // A case goes on over the bare items after it joined by `and` ("… or Peter in
            // the third house and Bob in the fourth").
            let mut tail = k;
            while case_or
                && tail + 1 < pieces.len()
                && pieces[tail + 1].sentence == pieces[k].sentence
                && pieces[tail + 1].clause.bare
                && after(pieces, tail + 1, "and")
            {
                tail += 1;
            }
            // "isn't from Urbandale, Kamrar, or Zamora" is a list of negations.
            if !((item_or || case_or) && pieces[head].clause.negated) {
                for entry in &mut not_read[head..=tail] {
                    if entry.is_none() || *entry == Some(Skipped::Alternatives) {
                        *entry = Some(Skipped::Alternatives);
                    }
                }
                not_read[k] = Some(Skipped::Alternatives);
            }
        }
        if c.refutes || (c.already && (after(pieces, k, "but") || c.however)) {
            // What the clause itself says is refuted too ("our assumption that Eric is in
            // House 4 must be incorrect"), unless it is what is already known.
            if c.refutes && !c.already && not_read[k].is_none() && !c.mentions.is_empty() {
                not_read[k] = Some(Skipped::Refuted);
            }
            let mut j = k;
            while j > 0 && pieces[j - 1].sentence == pieces[k].sentence {
                j -= 1;
                // A reason ("since …") and what is already known stand.
                let reason =
                    after(pieces, j, "since") || after(pieces, j, "because") || pieces[j].clause.reason;
                let known = pieces[j].clause.already;
                if !reason && !known && not_read[j].is_none() && !pieces[j].clause.mentions.is_empty() {
                    not_read[j] = Some(Skipped::Refuted);
                }
            }
        }
        if c.different && !c.relation {
            // The values said to be different: this clause's, and those of the list before it
            // ("Alice, the Tesla driver and the person from Rome are …"): the clauses joined to
            // it by commas and `and`, each naming one value at most and no house, no reason.
            let mut head = k;
            while head > 0
                && pieces[head - 1].sentence == pieces[k].sentence
                && (after_sign(pieces, head, ',') || after(pieces, head, "and"))
                && list_item(&pieces[head - 1].clause)
            {
                head -= 1;
            }
            let marks = &mut different[pieces[k].sentence];
            for j in head..=k {
                for m in &pieces[j].clause.mentions {
                    if let ClauseMention::Value(c, v) = *m {
                        if !marks.contains(&(c, v)) {
                            marks.push((c, v));
                        }
                    }
                }
                not_read[j] = Some(Skipped::Different);
            }
        }
    }
    different
}

/// Whether a clause may be an item of a list of values said to be different: one value at
/// most, no house, not a reason.
fn list_item(c: &Clause) -> bool {
    c.mentions.len() <= 1 && !c.reason && c.mentions.iter().all(|m| matches!(m, ClauseMention::Value(..)))
}

/// The claims of the clauses, taken as `not_read` says, and the kinds of those not read.
fn claims_of(
    pieces: &[Piece],
    mut not_read: Vec<Option<Skipped>>,
    different: &mut [Vec<(usize, ValueId)>],
    order: Option<RowOrder>,
    claims: &mut Vec<Claim>,
    skipped: &mut Vec<Skipped>,
) {
    let mut subject: Option<ClauseMention> = None;
    // The house of a list line ("House 4: Peter (artist, cat lover)"), for its sentence.
    let mut listed: Option<(usize, usize)> = None;
    // Values placed in a house by this step's claims.
    let mut placed: Vec<((usize, ValueId), usize)> = Vec::new();
    // The negated clause a list of bare items continues ("isn't from Urbandale, Kamrar,
    // or Zamora").
    let mut negation: Option<ClauseMention> = None;
    let mut before_paren: Option<ClauseMention> = None;
    for (k, piece) in pieces.iter().enumerate() {
        if claims.len() >= MAX_CLAIMS_PER_STEP {
            break;
        }
        let c = &piece.clause;
        if k > 0 && pieces[k - 1].sentence != piece.sentence {
            listed = None;
            negation = None;
        }
        let from = claims.len();
        let mut shared = false;
        if let Some(kind) = not_read[k] {
            if kind == Skipped::Different {
                // Once per sentence, at its first clause that says it.
                if let Some(values) = different.get_mut(piece.sentence) {
                    all_apart(values, claims);
                    values.clear();
                }
            } else if !c.mentions.is_empty() && kind != Skipped::Listed && !skipped.contains(&kind) {
                skipped.push(kind);
            }
            negation = None;
        } else if let Some(claim) = c.relation.then(|| c.relation_claim(order)).flatten() {
            // "the Dane is directly left of the yellow house": a relation, not one house.
            push(claims, claim);
        } else if let (Some(owner), true) = (before_paren, after_sign(pieces, k, '(') && c.only_values()) {
            bracketed(pieces, k, owner, &placed, &mut not_read, claims);
            shared = true;
        } else if let (Some((s, row)), true) = (listed, c.only_values() || c.is_list_item()) {
            if s == piece.sentence && !c.negated {
                for m in &c.mentions {
                    if let ClauseMention::Value(col, v) = *m {
                        push(claims, Claim::house(col, v, row, false));
                    }
                }
                shared = true;
            }
        } else if let (Some(owner), true) = (negation, c.bare && !c.mentions.is_empty()) {
            // A list of negations: each item negated as the clause it continues.
            negations(owner, &c.mentions, claims);
            shared = true;
        } else if shared_verb(pieces, k, &not_read, subject, claims) {
            shared = true;
        } else if c.pronoun && c.mentions.len() >= 2 && !after(pieces, k, "which") {
            // "it was found at Gillis Park in 1992": each with the subject.
            if let Some(ClauseMention::Value(sc, sv)) = subject {
                for m in &c.mentions {
                    match *m {
                        ClauseMention::Value(col, v) if col != sc => {
                            push(claims, Claim::with((sc, sv), (col, v), c.negated))
                        }
                        ClauseMention::House(r) => push(claims, Claim::house(sc, sv, r, c.negated)),
                        _ => {}
                    }
                }
                shared = true;
            } else {
                c.claims(None, claims);
            }
        } else {
            // After "which", the subject is what the clause before ended with.
            let subject_here = if after(pieces, k, "which") {
                pieces[..k]
                    .iter()
                    .rev()
                    .find_map(|p| p.clause.mentions.last())
                    .copied()
            } else {
                subject
            };
            shared = c.claims(subject_here, claims);
        }
        if not_read[k].is_none() && c.negated && !c.mentions.is_empty() {
            negation = c.mentions.first().copied();
        } else if !c.bare {
            negation = None;
        }
        if piece.ender == Some(StepWord::Sign(':'))
            && matches!(c.mentions.as_slice(), [ClauseMention::House(_)])
            && c.only_mentions()
        {
            if let [ClauseMention::House(r)] = c.mentions.as_slice() {
                listed = Some((piece.sentence, *r));
            }
        }
        for claim in &claims[from..] {
            if let (About::House(r), false) = (claim.about, claim.negated) {
                placed.push(((claim.column, claim.value), r));
            }
        }
        if piece.ender == Some(StepWord::Sign('(')) {
            before_paren = c.mentions.last().copied();
        }
        // A clause that took the subject keeps it for the next ("The Brit keeps birds,
        // drinks tea and lives in house 2"; "House 1: Norwegian, yellow").
        if !shared {
            if let Some(first) = c.mentions.first() {
                subject = Some(*first);
            }
        }
    }
    claims.truncate(MAX_CLAIMS_PER_STEP);
}

/// "Peter (artist, cat lover)", "Arnold (green)": the values of clause `k`, in brackets after
/// `owner`, and of the clauses after it in the brackets, go with `owner` (or in its house, when
/// the step placed it); those clauses are read as a list.
fn bracketed(
    pieces: &[Piece],
    k: usize,
    owner: ClauseMention,
    placed: &[((usize, ValueId), usize)],
    not_read: &mut [Option<Skipped>],
    claims: &mut Vec<Claim>,
) {
    let mut j = k;
    loop {
        for m in &pieces[j].clause.mentions {
            if let ClauseMention::Value(col, v) = *m {
                match owner {
                    ClauseMention::House(r) => push(claims, Claim::house(col, v, r, false)),
                    ClauseMention::Value(oc, ov) => match placed.iter().find(|(x, _)| *x == (oc, ov)) {
                        Some(&(_, r)) => push(claims, Claim::house(col, v, r, false)),
                        None if oc != col => push(claims, Claim::with((oc, ov), (col, v), false)),
                        None => {}
                    },
                }
            }
        }
        if pieces[j].ender != Some(StepWord::Sign(',')) || j + 1 >= pieces.len() {
            break;
        }
        j += 1;
        not_read[j] = Some(Skipped::Listed);
    }
}

/// "The Norwegian loves jazz and cooking": clause `k`, one value alone after `and`, shares the
/// subject and the verb of the clause before, when that clause was read, named `subject` and one
/// value of another column and nothing else, and the value here is not of the subject's column
/// either; negated as that clause is. Whether it gave its claim.
fn shared_verb(
    pieces: &[Piece],
    k: usize,
    not_read: &[Option<Skipped>],
    subject: Option<ClauseMention>,
    claims: &mut Vec<Claim>,
) -> bool {
    let c = &pieces[k].clause;
    if !c.lone_value || !after(pieces, k, "and") || not_read[k - 1].is_some() || pieces[k - 1].clause.relation
    {
        return false;
    }
    let before = &pieces[k - 1].clause;
    match (before.mentions.as_slice(), c.mentions.as_slice(), subject) {
        (
            [first @ ClauseMention::Value(sc, sv), ClauseMention::Value(oc, _)],
            [ClauseMention::Value(col, v)],
            Some(s),
        ) if s == *first && sc != oc && col != sc => {
            push(claims, Claim::with((*sc, *sv), (*col, *v), before.negated));
            true
        }
        _ => false,
    }
}

/// Whether the free `and` at `i`, in the clause that starts at `start`, joins the two values of
/// one relation: "there are two houses between Peter and Alice", "Peter and the root beer lover
/// are next to each other" (one value before it, and the words of a pair after it).
fn joins_pair(tokens: &[StepWord], uses: &[Use], start: usize, i: usize) -> bool {
    let free = |k: usize| match (tokens.get(k), uses.get(k)) {
        (Some(StepWord::Word(w, _)), Some(Use::Free)) => w.as_str(),
        _ => "",
    };
    if free(i) != "and" {
        return false;
    }
    // One value before it, and no house.
    let mut values = 0;
    for k in start..i {
        match uses[k] {
            Use::Value(..) if k == start || uses[k - 1] != uses[k] => values += 1,
            Use::House(_) => return false,
            _ => {}
        }
    }
    if values != 1 {
        return false;
    }
    if (start..i).any(|k| free(k) == "between") {
        return true;
    }
    let mut end = i + 1;
    while end < tokens.len() && !splits(&tokens[end], uses[end]) {
        end += 1;
    }
    (i + 1..end).any(|k| {
        matches!(
            (free(k), free(k + 1)),
            ("each", "other") | ("one", "another") | ("adjacent" | "neighbours" | "neighbors" | "apart", _)
        )
    })
}

/// "isn't from Urbandale, Kamrar, or Zamora": each of `items` negated with `owner`, the first
/// mention of the negated clause the list continues.
fn negations(owner: ClauseMention, items: &[ClauseMention], claims: &mut Vec<Claim>) {
    for m in items {
        match (owner, *m) {
            (ClauseMention::Value(oc, ov), ClauseMention::Value(col, v)) if oc != col => {
                push(claims, Claim::with((oc, ov), (col, v), true))
            }
            (ClauseMention::Value(oc, ov), ClauseMention::House(r)) => {
                push(claims, Claim::house(oc, ov, r, true))
            }
            (ClauseMention::House(r), ClauseMention::Value(col, v)) => {
                push(claims, Claim::house(col, v, r, true))
            }
            _ => {}
        }
    }
}

/// "A, B and C are all different": each pair of `values` of different columns not in one house.
fn all_apart(values: &[(usize, ValueId)], claims: &mut Vec<Claim>) {
    for (a, x) in values.iter().enumerate() {
        for y in &values[a + 1..] {
            if x.0 != y.0 {
                push(claims, Claim::with(*x, *y, true));
            }
        }
    }
}

/// A claim, once.
fn push(claims: &mut Vec<Claim>, claim: Claim) {
    if !claims.contains(&claim) {
        claims.push(claim);
    }
}

/// One clause, with the sign or word that ends it and the sentence it is in.
pub(super) struct Piece {
    clause: Clause,
    ender: Option<StepWord>,
    sentence: usize,
}

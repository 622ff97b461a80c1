//! One clause of a step, as read: the houses and values it names and the words that say how
//! it reads (a negation, a supposition, a relation, …), the claims it makes on its own, and
//! why a clause gives none ([`Skipped`]).

use super::claim::Claim;
use super::relations::{RelationWords, RowOrder};
use super::tokens::{ordinal, StepWord, Use};
use crate::riddle::ValueId;

/// Why a clause that names a house or value gave no claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Skipped {
    /// "If …", "suppose", "would", "could", "maybe": and what follows a supposition.
    Supposition,
    /// "in house 2 or 3", "either … or …", "House 1, House 2, or House 3".
    Alternatives,
    /// "we need to find out …", "to determine …", "let's …".
    Goal,
    /// A question.
    Question,
    /// Said and refuted in the same sentence: "…, but we already know …", "… does not work".
    Refuted,
    /// "left of", "next to", "between", "two houses apart": a relation, not the same house.
    Relation,
    /// Read as a list, not on its own.
    Listed,
    /// "all different": read as negations.
    Different,
}

impl Skipped {
    /// Its name, as `--json` writes it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Skipped::Supposition => "supposition",
            Skipped::Alternatives => "alternatives",
            Skipped::Goal => "goal",
            Skipped::Question => "question",
            Skipped::Refuted => "refuted",
            Skipped::Relation => "relation",
            Skipped::Listed => "listed",
            Skipped::Different => "different",
        }
    }
}

/// A house or a value, as a clause names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ClauseMention {
    House(usize),
    Value(usize, ValueId),
}

/// One clause, as read.
pub(super) struct Clause {
    pub(super) mentions: Vec<ClauseMention>,
    pub(super) negated: bool,
    pub(super) supposes: bool,
    pub(super) opens_supposition: bool,
    pub(super) relation: bool,
    /// Whether it opens with a pronoun or a verb: it may share the last clause's subject.
    pub(super) shares_subject: bool,
    /// Whether it is one value alone (`the Norwegian`): it may share a house the last clause
    /// named.
    pub(super) lone_value: bool,
    /// "we need to find out", "to determine", "let's": a goal, not a claim.
    pub(super) goal: bool,
    /// "however": what follows is said, not supposed.
    pub(super) however: bool,
    /// "what", "where", "who is …": a question without its mark.
    pub(super) question: bool,
    /// "or", "either", "nor".
    pub(super) has_or: bool,
    /// "contradicts", "incorrect", "does not work": it refutes what the sentence said before.
    pub(super) refutes: bool,
    /// "already": after "but", it refutes what the sentence said before.
    pub(super) already: bool,
    /// "since", "because", "given": a reason, which a refutation leaves standing.
    pub(super) reason: bool,
    /// "different", "distinct", "unique" after a value of the clause: "all different".
    pub(super) different: bool,
    /// It opens with a pronoun: `he`, `she`, `it`, `they`.
    pub(super) pronoun: bool,
    /// It opens with `he` or `she`: its subject is a person, never a house.
    pub(super) person: bool,
    /// It opens with `or`: an alternative to what the sentence said before it.
    pub(super) opens_or: bool,
    /// Only mentions and little words (`the`, `or`, `and`, `in`, `from`): an item of a list.
    pub(super) bare: bool,
    /// Free words other than `the`, `a`, `an` (and words like `lover`, `owner`).
    pub(super) words: usize,
    /// A house followed by a column's word ("house 3's car"): the row and that column.
    pub(super) under: Option<(usize, usize)>,
    /// The words of a relation of houses ("directly left of", "next to each other").
    pub(super) relation_words: RelationWords,
}

/// Little words an item of a list may have.
const LITTLE: [&str; 15] = [
    "the", "a", "an", "or", "and", "nor", "either", "neither", "also", "in", "from", "at", "on", "to", "with",
];

impl Clause {
    pub(super) fn of(tokens: &[StepWord], uses: &[Use], column_words: &[(Vec<String>, usize)]) -> Clause {
        let mut mentions: Vec<ClauseMention> = Vec::new();
        let (mut negated, mut supposes, mut opens_supposition, mut relation) = (false, false, false, false);
        let (mut goal, mut however, mut question, mut has_or, mut refutes, mut already) =
            (false, false, false, false, false, false);
        let (mut different, mut bare, mut words, mut under) = (false, true, 0, None);
        let mut last = None;
        let word_at = |k: usize| match tokens.get(k) {
            Some(StepWord::Word(w, _)) => w.as_str(),
            _ => "",
        };
        for (k, (token, &use_)) in tokens.iter().zip(uses).enumerate() {
            let mention = match use_ {
                Use::House(r) => Some(ClauseMention::House(r)),
                Use::Value(c, id) => Some(ClauseMention::Value(c, id)),
                _ => None,
            };
            if let Some(mention) = mention {
                // One mention per run of words ("the third house" is one house).
                if last != Some((k.wrapping_sub(1), mention)) && !mentions.contains(&mention) {
                    mentions.push(mention);
                }
                last = Some((k, mention));
                // "house 3's car": the words after the house that name a column.
                if let ClauseMention::House(r) = mention {
                    if uses.get(k + 1) != Some(&use_) {
                        if let Some(column) = column_named_after(tokens, uses, k + 1, column_words) {
                            under = Some((r, column));
                        }
                    }
                }
                continue;
            }
            if use_ != Use::Free {
                continue;
            }
            let word = match token {
                StepWord::Word(w, _) => w.as_str(),
                _ => continue,
            };
            // An ordinal whose house word is left out ("Bob in the third") keeps a list item bare.
            if !LITTLE.contains(&word) && ordinal(word).is_none() {
                bare = false;
                words += 1;
            }
            let next = |d: usize| word_at(k + d);
            let before = if k > 0 { word_at(k - 1) } else { "" };
            match word {
                _ if negation_word(word, next(1)) => {
                    negated = true;
                    refutes |= refuting(word, next(1));
                    has_or |= matches!(word, "nor" | "neither");
                }
                "if" | "suppose" | "supposing" | "assume" | "assuming" | "assumption" | "imagine"
                | "would" | "hypothetically" => {
                    supposes = true;
                    opens_supposition = true;
                }
                "or" | "either" => {
                    supposes = true;
                    has_or = true;
                }
                "could" | "might" | "may" | "maybe" | "perhaps" | "possibly" | "possible" | "probably"
                | "likely" | "whether" | "unless" | "try" | "trying" | "tried" | "options" | "option"
                | "possibilities" | "candidates" => supposes = true,
                // "we need to find out", "to determine", "let's": a goal ("we find that …" and
                // "we can see that …" are not).
                "need" | "needs" | "determine" | "figure" | "let" | "want" | "goal" | "aim" | "consider"
                | "find" | "look" | "see" | "check"
                    if !(matches!(word, "find" | "see") && next(1) == "that") =>
                {
                    goal = true
                }
                "however" => however = true,
                "what" | "where" | "whom" | "whose" if k == 0 => question = true,
                "contradiction" | "contradicts" | "contradict" | "contradicting" | "incorrect" | "wrong"
                | "conflict" | "conflicts" | "invalid" | "inconsistent" => refutes = true,
                "already" => already = true,
                // Said of values named before it ("Alice and Bob are in different houses"), not of a
                // column's values ("names in different houses are unique"), nor of a value's name.
                "different" | "distinct" | "unique"
                    if !mentions.is_empty() && !matches!(uses.get(k + 1), Some(Use::Value(..))) =>
                {
                    different = true
                }
                _ if relation_word(word, next(1), before) => relation = true,
                _ => {}
            }
        }
        let relation_words = RelationWords::of(tokens, uses);
        relation |= relation_words.any();
        let clause = Clause {
            mentions,
            negated,
            supposes,
            opens_supposition,
            relation,
            shares_subject: false,
            lone_value: false,
            goal,
            however,
            question,
            has_or,
            refutes,
            already,
            reason: false,
            different,
            pronoun: false,
            person: false,
            opens_or: false,
            bare,
            words,
            under,
            relation_words,
        };
        clause.opening(tokens, uses)
    }

    /// This clause with what its first word says: whether it may share the subject of the clause
    /// before (a pronoun or a verb opens it), opens with a pronoun, gives a reason (`since`,
    /// `because`, `given`, `as`), or is one value alone (`the Norwegian`).
    fn opening(mut self, tokens: &[StepWord], uses: &[Use]) -> Clause {
        let first = tokens
            .iter()
            .zip(uses)
            .find(|(t, _)| !matches!(t, StepWord::Sign(_)));
        self.shares_subject = match first {
            Some((StepWord::Word(w, _), Use::Free)) => !matches!(
                w.as_str(),
                "the" | "a" | "an" | "this" | "that" | "there" | "its" | "their" | "his" | "her"
            ),
            _ => false,
        };
        self.pronoun = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if matches!(w.as_str(), "he" | "she" | "it" | "they"));
        self.person = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if w == "he" || w == "she");
        self.opens_or = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if w == "or");
        self.reason = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if matches!(w.as_str(), "since" | "because" | "given" | "as"));
        self.lone_value = matches!(self.mentions.as_slice(), [ClauseMention::Value(..)])
            && tokens.iter().zip(uses).all(|(t, u)| match (t, u) {
                (StepWord::Word(w, _), Use::Free) => matches!(w.as_str(), "the" | "a" | "an"),
                (StepWord::Sign(_), _) | (_, Use::Value(..)) => true,
                _ => false,
            });
        self
    }

    /// The relation claim of a clause that states a relation of houses between exactly two
    /// values and names no house ("the Dane is directly left of the yellow house"), if its words
    /// read as one of the closed set (`order`: the rows' quantity, for comparisons).
    pub(super) fn relation_claim(&self, order: Option<RowOrder>) -> Option<Claim> {
        let relation = self.relation_words.relation(order)?;
        match self.mentions.as_slice() {
            [ClauseMention::Value(c1, v1), ClauseMention::Value(c2, v2)] if (c1, v1) != (c2, v2) => {
                Some(Claim::relation((*c1, *v1), relation, (*c2, *v2), self.negated))
            }
            _ => None,
        }
    }

    /// Values only, with at most two other words ("cat lover", "the artist").
    pub(super) fn only_values(&self) -> bool {
        !self.mentions.is_empty()
            && self
                .mentions
                .iter()
                .all(|m| matches!(m, ClauseMention::Value(..)))
            && self.words <= 2
            && !self.negated
            && !self.supposes
            && !self.relation
    }

    /// An item of a list line: values, no verb of a claim of its own.
    pub(super) fn is_list_item(&self) -> bool {
        self.bare
            && self
                .mentions
                .iter()
                .all(|m| matches!(m, ClauseMention::Value(..)))
    }

    /// Mentions and nothing else but little words.
    pub(super) fn only_mentions(&self) -> bool {
        self.bare
    }

    /// The claims of this clause (`subject`: the clause before it's first mention); whether it
    /// took the subject.
    pub(super) fn claims(&self, subject: Option<ClauseMention>, claims: &mut Vec<Claim>) -> bool {
        let houses: Vec<usize> = self
            .mentions
            .iter()
            .filter_map(|m| match *m {
                ClauseMention::House(r) => Some(r),
                ClauseMention::Value(..) => None,
            })
            .collect();
        let values: Vec<(usize, ValueId)> = self
            .mentions
            .iter()
            .filter_map(|m| match *m {
                ClauseMention::Value(c, id) => Some((c, id)),
                ClauseMention::House(_) => None,
            })
            .collect();
        let negated = self.negated;
        let mut push = |claim: Claim| {
            if !claims.contains(&claim) {
                claims.push(claim);
            }
        };
        match (houses.len(), values.len()) {
            (1, n) if n >= 1 => {
                for &(column, value) in &values {
                    match self.under {
                        // "house 3's car is Athens": Athens is no car, a false claim.
                        Some((row, named)) if named != column => {
                            if !negated {
                                push(Claim::under(column, value, row, named));
                            }
                        }
                        _ => push(Claim::house(column, value, houses[0], negated)),
                    }
                }
            }
            // "Cindy Chan is not in house 1 or house 2": a negation each.
            (h, 1) if h >= 2 && negated => {
                for &row in &houses {
                    push(Claim::house(values[0].0, values[0].1, row, true));
                }
            }
            (0, 2) if values[0].0 != values[1].0 => push(Claim::with(values[0], values[1], negated)),
            (0, n) if n >= 3 => {
                for &other in &values[1..] {
                    if other.0 != values[0].0 {
                        push(Claim::with(values[0], other, negated));
                    }
                }
            }
            (1, 0) | (0, 1) if self.shares_subject || self.lone_value => {
                match (subject, houses.first(), values.first()) {
                    (Some(ClauseMention::Value(c, id)), Some(&row), None) if self.shares_subject => {
                        push(Claim::house(c, id, row, negated));
                        return true;
                    }
                    (Some(ClauseMention::Value(c, id)), None, Some(&(c2, id2)))
                        if c != c2 && self.shares_subject =>
                    {
                        push(Claim::with((c, id), (c2, id2), negated));
                        return true;
                    }
                    // "House 1 (engineer), and since he loves science fiction": "he" is no house.
                    (Some(ClauseMention::House(row)), None, Some(&(c, id))) if !self.person => {
                        push(Claim::house(c, id, row, negated));
                        return true;
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        false
    }
}

/// Whether `word` (with the word `next` after it) negates its clause: `not`, `no`, `never`,
/// `cannot`, `n't`, …, and "excludes", "eliminates", "rules out" ("Clue 5 excludes House 4 for
/// the doctor": the doctor not in house 4).
fn negation_word(word: &str, next: &str) -> bool {
    match word {
        "not" | "no" | "never" | "cannot" | "nor" | "neither" | "none" | "nobody" | "nowhere"
        | "impossible" | "excluded" | "eliminated" | "ruled" | "excludes" | "exclude" | "excluding"
        | "eliminates" | "eliminate" | "eliminating" => true,
        "rule" | "rules" | "ruling" => next == "out",
        _ => word.ends_with("n't"),
    }
}

/// Whether the negation `word` before `next` refutes what the sentence said: "does not work",
/// "doesn't hold", "not possible".
fn refuting(word: &str, next: &str) -> bool {
    match next {
        "work" | "works" | "hold" | "fit" => word == "not" || word.ends_with("n't"),
        "possible" => word == "not",
        _ => false,
    }
}

/// Whether `token` ends a clause.
pub(super) fn splits(token: &StepWord, use_: Use) -> bool {
    match token {
        StepWord::Sign(c) => {
            matches!(c, ',' | ';' | ':' | '.' | '!' | '?') || (matches!(c, '(' | ')') && use_ == Use::Free)
        }
        StepWord::Word(w, _) => {
            use_ == Use::Free
                && matches!(
                    w.as_str(),
                    "and"
                        | "so"
                        | "therefore"
                        | "thus"
                        | "hence"
                        | "then"
                        | "since"
                        | "because"
                        | "but"
                        | "while"
                        | "which"
                        | "whereas"
                )
        }
        StepWord::Number(_) => false,
    }
}

/// Whether `word` (with the words `next` after it and `before` it) is a word of a relation of
/// houses: `left of`, `to the left`, `right of`, `next to`, `beside`, `between`, `after`, ….
fn relation_word(word: &str, next: &str, before: &str) -> bool {
    match word {
        "left" | "right" => {
            next == "of" || matches!(before, "the" | "directly" | "immediately" | "somewhere" | "just")
        }
        "next" => matches!(next, "to" | "door"),
        _ => matches!(
            word,
            "beside"
                | "adjacent"
                | "neighbour"
                | "neighbours"
                | "neighbor"
                | "neighbors"
                | "between"
                | "before"
                | "after"
                | "than"
                | "apart"
                | "away"
                | "separated"
                | "separates"
                | "ahead"
                | "behind"
                | "earlier"
                | "later"
                | "sometime"
                | "somewhere"
                | "farther"
                | "further"
                | "directly"
                | "immediately"
                | "difference"
                | "differ"
        ),
    }
}

/// The column whose name the words of `tokens` from `at` on write, followed by "is", "was" or
/// "are" ("house 3's car is …": `car`), if any.
fn column_named_after(
    tokens: &[StepWord],
    uses: &[Use],
    at: usize,
    column_words: &[(Vec<String>, usize)],
) -> Option<usize> {
    let word = |k: usize| -> Option<&str> {
        match (tokens.get(k), uses.get(k)) {
            (Some(StepWord::Word(w, _)), Some(Use::Free)) => Some(w.as_str()),
            _ => None,
        }
    };
    let verb = |k: usize| matches!(tokens.get(k), Some(StepWord::Word(w, _)) if matches!(w.as_str(), "is" | "was" | "are"));
    column_words.iter().find_map(|(column_word, column)| {
        let n = column_word.len();
        let matched = (0..n).all(|d| {
            word(at + d).is_some_and(|w| {
                w == column_word[d]
                    || (d + 1 == n
                        && (w.strip_suffix('s') == Some(&column_word[d])
                            || column_word[d].strip_suffix('s') == Some(w)))
            })
        });
        (matched && verb(at + n)).then_some(*column)
    })
}

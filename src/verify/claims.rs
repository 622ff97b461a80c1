//! Reading one step: the claims it makes and the clues it cites, with the riddle's own names.
//!
//! A step is cut into words (letters and digits; an apostrophe inside a word stays, `'s` is
//! dropped), then read in four passes, each taking the words it uses so that the next does not
//! see them again:
//!
//! 1. **citations**: `clue 8`, `clues 3 and 5`, `clues 3, 4 and 5`, `hint 8`, `clue #8`, and a
//!    bare number in brackets, `(8)` or `(3, 5)`;
//! 2. **houses**: `house 3` (also `house #3`, `house number 3`, `house three`, `houses 2 and 3`),
//!    `the third house` (`first` … `twelfth`, `1st`, `3rd`, `last`, `middle`); the row word is
//!    `house`, `position`, or the first column's name when the start matrix numbers the rows
//!    (`ship 2`). A number past the last house is reported and not read;
//! 3. **values**: every value of the riddle by its name, whatever its case (a name that is also a
//!    common word, `May`, only as written), the longest name first; a name with or without a
//!    final `s` (`dog`, `dogs`) when no name is written exactly (`blue` is not `blues`). The first column is not read when the start matrix gives it
//!    whole (its values are the house numbers). A name that more than one column has is reported
//!    and not read;
//! 4. the words left say how the clauses read.
//!
//! The step is then cut into clauses at `, ; : . ! ?` and at `and`, `so`, `therefore`, `thus`,
//! `hence`, `then`, `since`, `because`, `but`, `while`, `which`. A clause reads nothing when it
//! is a supposition (`if`, `suppose`, `assume`, `either`, `or`, `could`, `might`, `may`,
//! `maybe`, `perhaps`, `possible`, `probably`, `likely`, `would`, `whether`, `unless`, `try`, a
//! question mark; after `if`,
//! `suppose` or `assume` the clauses that follow too, until `so`, `therefore`, `thus`, `hence`
//! or the end of the sentence) or speaks of a relation (`left of`, `to the left`, `right of`,
//! `next to`, `beside`, `adjacent`, `neighbour`, `between`, `before`, `after`, `than`, `apart`,
//! `away`). Otherwise, with the clause negated by `not`, `no`, `never`, `cannot`, `nor`,
//! `neither`, `none`, `n't` (`isn't`, `can't`), `impossible`, `excluded`, `eliminated` or
//! `ruled`:
//!
//! - one house and values: each value is (or is not) in that house;
//! - two values of different columns and no house: they are (or are not) in one house; three or
//!   more, not negated: the first with each of the others;
//! - one house or one value alone, when the clause opens with a pronoun (`he`, `she`, `it`,
//!   `they`, `who`) or a verb (any word but `the`, `a`, `an`, `this`, `that`, `there`, `its`,
//!   `their`, `his`, `her`): with the subject, the first house or value of the clause before it
//!   ("The Brit keeps birds and drinks tea", "the Brit is in house 2, not house 3"); and a
//!   clause of one value and nothing else (`the`, `a`, `an` aside), when the subject is a house
//!   ("House 1: the Norwegian, yellow, water"). A clause that took the subject passes it on
//!   ("The Brit keeps birds, drinks tea and lives in house 2");
//! - anything else (two houses, a value alone) reads nothing.

use super::Claim;
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::words::shortened;

/// What one step says, as read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ReadStep {
    /// The claims, in the order written, each once.
    pub(crate) claims: Vec<Claim>,
    /// The clues cited, as written (1-based), ascending, each once.
    pub(crate) cites: Vec<usize>,
    /// What could not be read: a house past the last, a name of two columns.
    pub(crate) notes: Vec<String>,
}

/// The most claims read from one step.
pub(crate) const MAX_CLAIMS_PER_STEP: usize = 64;

/// The reader of one riddle's steps: its value names as words, built once.
pub(crate) struct Reader {
    /// Per value name (as words, lower case): its column and id, and whether it must be
    /// written as in the riddle (a name that is also a common word).
    names: Vec<(Vec<String>, usize, ValueId, Option<String>)>,
    /// The words for a house.
    house_words: Vec<String>,
    rows: usize,
}

/// One word of a step.
#[derive(Debug, Clone, PartialEq, Eq)]
enum StepWord {
    /// A word, lower case, and as written.
    Word(String, String),
    /// A whole number (a word of digits).
    Number(u64),
    /// A sign: `, ; : . ! ? ( ) # &`.
    Sign(char),
}

/// The longest name matched at a place: its length in words, whether it matched only with or
/// without a final "s", and the values (column, id) of that name.
type NameMatch = (usize, bool, Vec<(usize, ValueId)>);

/// What a token was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Use {
    Free,
    Cite,
    House(usize),
    /// A house number that was not read (past the last house): the token is taken.
    Taken,
    Value(usize, ValueId),
}

/// Names that are common words too: read only as the riddle writes them.
const COMMON_WORDS: [&str; 12] = [
    "may", "will", "can", "mark", "bill", "grace", "jack", "mini", "seat", "rose", "june", "august",
];

const ORDINALS: [&str; 12] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth",
];

const NUMBER_WORDS: [&str; 12] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
];

impl Reader {
    pub(crate) fn new(riddle: &Riddle) -> Reader {
        let numbered = numbered(riddle);
        let mut names: Vec<(Vec<String>, usize, ValueId, Option<String>)> = Vec::new();
        for c in 0..riddle.columns() {
            if c == 0 && numbered {
                continue;
            }
            for (k, name) in riddle.values(c).iter().enumerate() {
                let words: Vec<String> = tokens(name)
                    .into_iter()
                    .map(|t| match t {
                        StepWord::Word(lower, _) => lower,
                        StepWord::Number(n) => n.to_string(),
                        StepWord::Sign(s) => s.to_string(),
                    })
                    .collect();
                if words.is_empty() {
                    continue;
                }
                let exact = (words.len() == 1 && COMMON_WORDS.contains(&words[0].as_str()))
                    .then(|| name.trim().to_owned());
                names.push((words, c, (k + 1) as ValueId, exact));
            }
        }
        // The longest names first, so that "green tea" is read before "tea".
        names.sort_by_key(|name| std::cmp::Reverse(name.0.len()));
        let mut house_words = vec!["house".to_owned(), "position".to_owned()];
        if numbered {
            let first = riddle.header()[0].trim().to_lowercase();
            if !first.is_empty() && !first.contains(' ') && !house_words.contains(&first) {
                house_words.push(first);
            }
        }
        Reader {
            names,
            house_words,
            rows: riddle.rows(),
        }
    }

    /// The claims and citations of one step.
    pub(crate) fn read(&self, text: &str) -> ReadStep {
        let tokens = tokens(text);
        let mut uses = vec![Use::Free; tokens.len()];
        let mut out = ReadStep::default();
        self.citations(&tokens, &mut uses, &mut out.cites);
        self.houses(&tokens, &mut uses, &mut out.notes);
        self.values(&tokens, &mut uses, &mut out.notes);
        self.clauses(&tokens, &uses, &mut out.claims);
        out.cites.sort_unstable();
        out.cites.dedup();
        out
    }

    fn citations(&self, tokens: &[StepWord], uses: &mut [Use], cites: &mut Vec<usize>) {
        let word = |i: usize| match tokens.get(i) {
            Some(StepWord::Word(w, _)) => Some(w.as_str()),
            _ => None,
        };
        let number = |i: usize| match tokens.get(i) {
            Some(StepWord::Number(n)) => Some(*n),
            _ => None,
        };
        let mut i = 0;
        while i < tokens.len() {
            if matches!(word(i), Some("clue" | "clues" | "hint" | "hints")) {
                let mut j = i + 1;
                if tokens.get(j) == Some(&StepWord::Sign('#')) {
                    j += 1;
                }
                if let Some(n) = number(j) {
                    uses[i..=j].fill(Use::Cite);
                    cites.push(n.min(usize::MAX as u64) as usize);
                    let mut end = j;
                    // More numbers: ", 4", "and 5", "& 5", ", clue 6", "and #6".
                    loop {
                        let mut k = end + 1;
                        let separated = matches!(tokens.get(k), Some(StepWord::Sign(',' | '&')))
                            || matches!(word(k), Some("and" | "or"));
                        if !separated {
                            break;
                        }
                        k += 1;
                        if matches!(word(k), Some("and")) {
                            k += 1; // ", and 5"
                        }
                        if matches!(word(k), Some("clue" | "clues" | "hint" | "hints")) {
                            k += 1;
                        }
                        if tokens.get(k) == Some(&StepWord::Sign('#')) {
                            k += 1;
                        }
                        let Some(n) = number(k) else { break };
                        cites.push(n.min(usize::MAX as u64) as usize);
                        uses[end + 1..=k].fill(Use::Cite);
                        end = k;
                    }
                    i = end + 1;
                    continue;
                }
            }
            // "(8)", "(3, 5)", "(3 and 5)".
            if tokens[i] == StepWord::Sign('(') {
                let mut k = i + 1;
                let mut found = Vec::new();
                while let Some(n) = number(k) {
                    found.push(n.min(usize::MAX as u64) as usize);
                    k += 1;
                    if matches!(tokens.get(k), Some(StepWord::Sign(',' | '&')))
                        || matches!(word(k), Some("and"))
                    {
                        k += 1;
                    } else {
                        break;
                    }
                }
                if !found.is_empty() && tokens.get(k) == Some(&StepWord::Sign(')')) {
                    uses[i..=k].fill(Use::Cite);
                    cites.extend(found);
                    i = k + 1;
                    continue;
                }
            }
            i += 1;
        }
    }

    fn houses(&self, tokens: &[StepWord], uses: &mut [Use], notes: &mut Vec<String>) {
        let m = self.rows;
        let is_house_word = |t: &StepWord| match t {
            StepWord::Word(w, _) => self
                .house_words
                .iter()
                .any(|h| w == h || w.strip_suffix('s') == Some(h) || w.strip_suffix("es") == Some(h)),
            _ => false,
        };
        let take =
            |uses: &mut [Use], range: std::ops::RangeInclusive<usize>, n: u64, notes: &mut Vec<String>| {
                if (1..=m as u64).contains(&n) {
                    uses[range].fill(Use::House(n as usize - 1));
                } else {
                    uses[range].fill(Use::Taken);
                    let note = format!("house {n} is not a house of the riddle (it has {m})");
                    if !notes.contains(&note) {
                        notes.push(note);
                    }
                }
            };
        let mut i = 0;
        while i < tokens.len() {
            if uses[i] != Use::Free {
                i += 1;
                continue;
            }
            if is_house_word(&tokens[i]) {
                let mut j = i + 1;
                if matches!(tokens.get(j), Some(StepWord::Word(w, _)) if w == "number" || w == "no")
                    || tokens.get(j) == Some(&StepWord::Sign('#'))
                {
                    j += 1;
                }
                let mut end = i;
                let mut k = j;
                while let Some(n) = tokens.get(k).and_then(house_number) {
                    if uses[k] != Use::Free {
                        break;
                    }
                    if end == i {
                        take(uses, i..=k, n, notes);
                    } else {
                        uses[k - 1] = Use::Taken;
                        take(uses, k..=k, n, notes);
                    }
                    end = k;
                    // "houses 2 and 3", "houses 2, 3".
                    match tokens.get(k + 1) {
                        Some(StepWord::Sign(',')) => k += 2,
                        Some(StepWord::Word(w, _)) if w == "and" || w == "or" => k += 2,
                        _ => break,
                    }
                }
                if end > i {
                    i = end + 1;
                    continue;
                }
            }
            // "the third house", "the 3rd house", "the last house".
            if let StepWord::Word(w, _) = &tokens[i] {
                if tokens.get(i + 1).is_some_and(is_house_word) && uses[i + 1] == Use::Free {
                    let n = ordinal(w).or(match w.as_str() {
                        "last" => Some(m as u64),
                        "middle" | "centre" | "center" if m % 2 == 1 => Some(m.div_ceil(2) as u64),
                        _ => None,
                    });
                    if let Some(n) = n {
                        take(uses, i..=i + 1, n, notes);
                        i += 2;
                        continue;
                    }
                }
            }
            i += 1;
        }
    }

    fn values(&self, tokens: &[StepWord], uses: &mut [Use], notes: &mut Vec<String>) {
        let mut i = 0;
        while i < tokens.len() {
            if uses[i] != Use::Free {
                i += 1;
                continue;
            }
            // The longest name that matches, and the columns that have it: written exactly, or
            // else with or without a final "s".
            let mut found: Option<NameMatch> = None;
            for (words, column, id, exact) in &self.names {
                let len = words.len();
                if let Some((found_len, _, _)) = &found {
                    if len < *found_len {
                        break;
                    }
                }
                if i + len > tokens.len() || uses[i..i + len].iter().any(|u| *u != Use::Free) {
                    continue;
                }
                let mut plural = false;
                let matches = words.iter().enumerate().all(|(k, word)| {
                    let last = k + 1 == len;
                    match &tokens[i + k] {
                        StepWord::Word(lower, written) => {
                            if let Some(exact) = exact {
                                return written == exact;
                            }
                            if lower == word {
                                return true;
                            }
                            plural = last
                                && word.len() >= 3
                                && (lower.strip_suffix('s') == Some(word.as_str())
                                    || word.strip_suffix('s') == Some(lower.as_str()));
                            plural
                        }
                        StepWord::Number(n) => n.to_string() == *word,
                        StepWord::Sign(s) => s.to_string() == *word,
                    }
                });
                if matches {
                    let entry = found.get_or_insert_with(|| (len, plural, Vec::new()));
                    if entry.1 && !plural {
                        // An exact match wins over those with or without an "s".
                        *entry = (len, false, Vec::new());
                    }
                    if entry.1 == plural && !entry.2.contains(&(*column, *id)) {
                        entry.2.push((*column, *id));
                    }
                }
            }
            match found {
                Some((len, _, candidates)) if candidates.len() == 1 => {
                    let (column, id) = candidates[0];
                    uses[i..i + len].fill(Use::Value(column, id));
                    i += len;
                }
                Some((len, _, _)) => {
                    let written: Vec<String> = tokens[i..i + len].iter().map(written).collect();
                    let note = format!(
                        "\"{}\" names a value of more than one column: not read",
                        shortened(&written.join(" "))
                    );
                    if !notes.contains(&note) {
                        notes.push(note);
                    }
                    uses[i..i + len].fill(Use::Taken);
                    i += len;
                }
                None => i += 1,
            }
        }
    }

    fn clauses(&self, tokens: &[StepWord], uses: &[Use], claims: &mut Vec<Claim>) {
        let mut supposing = false;
        // The first house or value of the last clause that had one: the subject a clause of one
        // mention shares.
        let mut subject: Option<ClauseMention> = None;
        let mut start = 0;
        let mut i = 0;
        while start < tokens.len() && claims.len() < MAX_CLAIMS_PER_STEP {
            // The clause ends at a splitting sign or word.
            while i < tokens.len() && !splits(&tokens[i], uses[i]) {
                i += 1;
            }
            let ender = tokens.get(i);
            let clause = Clause::of(&tokens[start..i], &uses[start..i]);
            if clause.opens_supposition {
                supposing = true;
            }
            let question = ender == Some(&StepWord::Sign('?'));
            let shared = !(supposing || clause.supposes || question || clause.relation)
                && clause.claims(subject, claims);
            // A clause that took the subject keeps it for the next ("The Brit keeps birds,
            // drinks tea and lives in house 2"; "House 1: Norwegian, yellow").
            if !shared {
                if let Some(first) = clause.mentions.first() {
                    subject = Some(*first);
                }
            }
            match ender {
                Some(StepWord::Word(w, _)) if matches!(w.as_str(), "so" | "therefore" | "thus" | "hence") => {
                    supposing = false;
                }
                Some(StepWord::Sign('.' | '!' | '?')) => supposing = false,
                _ => {}
            }
            i += 1;
            start = i;
        }
        claims.truncate(MAX_CLAIMS_PER_STEP);
    }
}

/// Whether the start matrix gives the first column whole: its values number the rows.
fn numbered(riddle: &Riddle) -> bool {
    riddle.columns() > 0 && riddle.start_matrix().column(0).iter().all(|&id| id != BLANK)
}

/// A house or a value, as a clause names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ClauseMention {
    House(usize),
    Value(usize, ValueId),
}

/// One clause, as read.
struct Clause {
    mentions: Vec<ClauseMention>,
    negated: bool,
    supposes: bool,
    opens_supposition: bool,
    relation: bool,
    /// Whether it opens with a pronoun or a verb: it may share the last clause's subject.
    shares_subject: bool,
    /// Whether it is one value alone (`the Norwegian`): it may share a house the last clause
    /// named.
    lone_value: bool,
}

impl Clause {
    fn of(tokens: &[StepWord], uses: &[Use]) -> Clause {
        let mut mentions: Vec<ClauseMention> = Vec::new();
        let (mut negated, mut supposes, mut opens_supposition, mut relation) = (false, false, false, false);
        let mut last = None;
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
                continue;
            }
            if use_ != Use::Free {
                continue;
            }
            let word = match token {
                StepWord::Word(w, _) => w.as_str(),
                _ => continue,
            };
            let next = |d: usize| match tokens.get(k + d) {
                Some(StepWord::Word(w, _)) => w.as_str(),
                _ => "",
            };
            let before = if k > 0 {
                match &tokens[k - 1] {
                    StepWord::Word(w, _) => w.as_str(),
                    _ => "",
                }
            } else {
                ""
            };
            match word {
                "not" | "no" | "never" | "cannot" | "nor" | "neither" | "none" | "nobody" | "nowhere"
                | "impossible" | "excluded" | "eliminated" | "ruled" => negated = true,
                w if w.ends_with("n't") => negated = true,
                "if" | "suppose" | "supposing" | "assume" | "assuming" | "imagine" => {
                    supposes = true;
                    opens_supposition = true;
                }
                "either" | "or" | "could" | "might" | "may" | "maybe" | "perhaps" | "possibly"
                | "possible" | "probably" | "likely" | "would" | "whether" | "unless" | "try" | "trying"
                | "tried" => supposes = true,
                "left" | "right"
                    if next(1) == "of"
                        || matches!(before, "the" | "directly" | "immediately" | "somewhere" | "just") =>
                {
                    relation = true
                }
                "next" if matches!(next(1), "to" | "door") => relation = true,
                "beside" | "adjacent" | "neighbour" | "neighbours" | "neighbor" | "neighbors" | "between"
                | "before" | "after" | "than" | "apart" | "away" => relation = true,
                _ => {}
            }
        }
        let shares_subject = match tokens
            .iter()
            .zip(uses)
            .find(|(t, _)| !matches!(t, StepWord::Sign(_)))
        {
            Some((StepWord::Word(w, _), Use::Free)) => !matches!(
                w.as_str(),
                "the" | "a" | "an" | "this" | "that" | "there" | "its" | "their" | "his" | "her"
            ),
            _ => false,
        };
        let lone_value = matches!(mentions.as_slice(), [ClauseMention::Value(..)])
            && tokens.iter().zip(uses).all(|(t, u)| match (t, u) {
                (StepWord::Word(w, _), Use::Free) => matches!(w.as_str(), "the" | "a" | "an"),
                (StepWord::Sign(_), _) | (_, Use::Value(..)) => true,
                _ => false,
            });
        Clause {
            mentions,
            negated,
            supposes,
            opens_supposition,
            relation,
            shares_subject,
            lone_value,
        }
    }

    /// The claims of this clause (`subject`: the clause before it's first mention); whether it
    /// took the subject.
    fn claims(&self, subject: Option<ClauseMention>, claims: &mut Vec<Claim>) -> bool {
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
                    push(Claim::house(column, value, houses[0], negated));
                }
            }
            (0, 2) if values[0].0 != values[1].0 => push(Claim::with(values[0], values[1], negated)),
            (0, n) if n >= 3 && !negated => {
                for &other in &values[1..] {
                    if other.0 != values[0].0 {
                        push(Claim::with(values[0], other, false));
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
                    (Some(ClauseMention::House(row)), None, Some(&(c, id))) => {
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

/// Whether `token` ends a clause.
fn splits(token: &StepWord, use_: Use) -> bool {
    match token {
        StepWord::Sign(c) => matches!(c, ',' | ';' | ':' | '.' | '!' | '?'),
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

/// A house's number: digits, or a number word.
fn house_number(token: &StepWord) -> Option<u64> {
    match token {
        StepWord::Number(n) => Some(*n),
        StepWord::Word(w, _) => NUMBER_WORDS.iter().position(|x| x == w).map(|k| k as u64 + 1),
        StepWord::Sign(_) => None,
    }
}

/// `third` → 3, `3rd` → 3.
fn ordinal(word: &str) -> Option<u64> {
    if let Some(k) = ORDINALS.iter().position(|x| *x == word) {
        return Some(k as u64 + 1);
    }
    let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let suffix = &word[digits.len()..];
    (!digits.is_empty() && matches!(suffix, "st" | "nd" | "rd" | "th"))
        .then(|| digits.parse().ok())
        .flatten()
}

/// A token as written.
fn written(token: &StepWord) -> String {
    match token {
        StepWord::Word(_, w) => w.clone(),
        StepWord::Number(n) => n.to_string(),
        StepWord::Sign(s) => s.to_string(),
    }
}

/// The words and signs of `text`.
fn tokens(text: &str) -> Vec<StepWord> {
    let mut out = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<StepWord>| {
        if word.is_empty() {
            return;
        }
        let mut w = std::mem::take(word);
        while w.ends_with('\'') {
            w.pop();
        }
        if let Some(base) = w.strip_suffix("'s").or_else(|| w.strip_suffix("'S")) {
            w = base.to_owned();
        }
        if w.is_empty() {
            return;
        }
        if w.bytes().all(|b| b.is_ascii_digit()) {
            out.push(match w.parse::<u64>() {
                Ok(n) => StepWord::Number(n),
                Err(_) => StepWord::Word(w.clone(), w),
            });
        } else {
            out.push(StepWord::Word(w.to_lowercase(), w));
        }
    };
    for c in text.chars() {
        let c = if matches!(c, '\u{2019}' | '\u{2018}') {
            '\''
        } else {
            c
        };
        if c.is_alphanumeric() || (c == '\'' && !word.is_empty()) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            if matches!(c, ',' | ';' | ':' | '.' | '!' | '?' | '(' | ')' | '#' | '&') {
                out.push(StepWord::Sign(c));
            }
        }
    }
    flush(&mut word, &mut out);
    out
}

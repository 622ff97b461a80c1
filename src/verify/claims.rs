//! Reading one step: the claims it makes and the clues it cites, with the riddle's own names.
//!
//! A step is cut into words (letters and digits; an apostrophe inside a word stays, `'s` is
//! dropped), then read in four passes, each taking the words it uses so that the next does not
//! see them again:
//!
//! 1. **citations**: `clue 8`, `clues 3 and 5`, `clues 3, 4 and 5`, `hint 8`, `clue #8`, and a
//!    bare number in brackets, `(8)` or `(3, 5)`; after a comma a number continues the list only
//!    when the list goes on after it or the word `clue` is repeated ("By clue 1, 1970 is not in
//!    house 1" cites clue 1);
//! 2. **houses**: `house 3` (also `house #3`, `house number 3`, `house three`, `houses 2 and 3`),
//!    `the third house` (`first` … `twelfth`, `1st`, `3rd`, `last`, `middle`); the row word is
//!    `house`, `position`, or the first column's name when the start matrix numbers the rows
//!    (`ship 2`). A number past the last house is reported and not read;
//! 3. **values**: every value of the riddle by its name, whatever its case (a name that is also a
//!    common word, `May`, only capitalised), the longest name first; a name with or without a
//!    final `s` (`dog`, `dogs`) when no name is written exactly (`blue` is not `blues`); a
//!    one-word name by another word (`another_word`: "February" for `feb`, "British" for
//!    `brit`, "paints" for `painting`). The first column is not read when the start matrix gives
//!    it whole (its values are the house numbers). A name that more than one column has is
//!    reported and not read;
//! 4. the words left say how the clauses read.
//!
//! The step is then cut into clauses at `, ; : . ! ? ( )` and at `and`, `so`, `therefore`,
//! `thus`, `hence`, `then`, `since`, `because`, `but`, `while`, `which`, `whereas`, and each
//! clause is taken as a careful reader takes it (`Skipped` names why one gives no claim):
//!
//! - a **supposition** (`if`, `suppose`, `assume`, `assumption`, `imagine`, `would`; and what
//!   follows in the sentence, up to `so`, `therefore`, `thus`, `hence`, `but` or `however`), or
//!   a clause that only supposes (`could`, `might`, `may`, `maybe`, `perhaps`, `possible`,
//!   `probably`, `likely`, `whether`, `unless`, `try`, `option`);
//! - **alternatives**: `or`, `either` (but a negated clause's `or` lists negations); a comma
//!   list of bare items ending in `or` ("in House 1, House 2, or House 3"), the clause it
//!   starts in included; a house alone after `and` following a clause that ends with a house
//!   ("in House 2 and House 3");
//! - a **goal** (`need`, `determine`, `find` but "find that", `figure`, `let`, `want`,
//!   `consider`, `check`, `look`, `see` but "see that"), a **question** (`?`, or `what`,
//!   `where`, `whom`, `whose` opening it);
//! - **refuted**: a clause with `contradiction`, `contradicts`, `incorrect`, `wrong`,
//!   `conflict`, "does not work", "not possible", or `already` after `but`/`however`, refutes
//!   the clauses of its sentence before it (not a reason after `since`/`because`, not what is
//!   `already` known) and, unless it says `already`, itself;
//! - a **relation** (`left of`, `to the left`, `right of`, `next to`, `beside`, `adjacent`,
//!   `neighbour`, `between`, `before`, `after`, `than`, `apart`, `away`, `separated`, `ahead`,
//!   `behind`, `earlier`, `later`, `sometime`, `somewhere`, `directly`, `immediately`,
//!   `difference`): never read as one house.
//!
//! A sentence with `different` or `distinct` ("A, B and C are all different") reads each pair of
//! its values of different columns as not in one house, and nothing else. Otherwise, with the
//! clause negated by `not`, `no`, `never`, `cannot`, `nor`, `neither`, `none`, `n't` (`isn't`,
//! `can't`), `impossible`, `excluded`, `eliminated` or `ruled`:
//!
//! - one house and values: each value is (or is not) in that house; but a value after a house
//!   and another column's word ("house 3's car is Athens", Athens a city) is a claim that cannot
//!   hold (`About::Under`);
//! - one value and several houses, negated: not in each;
//! - two values of different columns and no house: they are (or are not) in one house; three or
//!   more: the first with each of the others;
//! - one house or one value alone, when the clause opens with a pronoun (`he`, `she`, `it`,
//!   `they`, `who`) or a verb (any word but `the`, `a`, `an`, `this`, `that`, `there`, `its`,
//!   `their`, `his`, `her`): with the subject, the first house or value of the clause before it
//!   ("The Brit keeps birds and drinks tea", "the Brit is in house 2, not house 3"), or after
//!   `which` the last ("Arnold is in the third house, which is colonial"); and a clause of one
//!   value and nothing else (`the`, `a`, `an` aside), when the subject is a house ("House 1: the
//!   Norwegian, yellow, water"). A clause that took the subject passes it on ("The Brit keeps
//!   birds, drinks tea and lives in house 2");
//! - a clause opening with a pronoun and naming several: each with the subject ("it was found
//!   at Gillis Park in 1992");
//! - values in brackets after a value: with it, or in its house when the step placed it ("House
//!   4: Peter (artist, cat lover)"); the clauses after a house and `:` put their values in that
//!   house; bare items after a negated clause are negated as it ("isn't from Urbandale, Kamrar,
//!   or Zamora");
//! - anything else (two houses, a value alone) reads nothing.

use super::claim::{About, Claim};
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
    /// Why clauses that name houses or values gave no claim, each once, in order.
    pub(crate) skipped: Vec<Skipped>,
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
    /// The words of each column's name ("car model", "car"), with the column.
    column_words: Vec<(Vec<String>, usize)>,
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
                // A name that is also a common word only as written, capitalised ("May", not
                // the "may" of "may be", even where the riddle writes "may").
                let exact = (words.len() == 1 && COMMON_WORDS.contains(&words[0].as_str())).then(|| {
                    let name = name.trim();
                    let mut chars = name.chars();
                    chars
                        .next()
                        .map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
                });
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
        let mut column_words = Vec::new();
        for (c, header) in riddle.header().iter().enumerate() {
            let words = header_words(header);
            if words.is_empty() || (c == 0 && numbered) {
                continue;
            }
            column_words.push((words, c));
        }
        // A name's first word too ("car" for "CarModel") when no other name starts with it.
        let firsts: Vec<(Vec<String>, usize)> = column_words
            .iter()
            .filter(|(words, c)| {
                words.len() > 1
                    && column_words
                        .iter()
                        .all(|(other, d)| d == c || other[0] != words[0])
            })
            .map(|(words, c)| (vec![words[0].clone()], *c))
            .collect();
        column_words.extend(firsts);
        // The longest first.
        column_words.sort_by_key(|w| std::cmp::Reverse(w.0.len()));
        Reader {
            names,
            house_words,
            column_words,
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
        self.clauses(&tokens, &uses, &mut out.claims, &mut out.skipped);
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
                        // "By clue 1, 1970 is not in house 1": after a comma, a number continues
                        // the list only when the list goes on after it or "clue" was repeated.
                        let repeated = matches!(word(k - 1), Some("clue" | "clues" | "hint" | "hints"))
                            || (k >= 2 && matches!(word(k - 2), Some("clue" | "clues" | "hint" | "hints")));
                        let goes_on = matches!(tokens.get(k + 1), Some(StepWord::Sign(',' | '&' | ')')))
                            || matches!(word(k + 1), Some("and" | "or"));
                        if tokens.get(end + 1) == Some(&StepWord::Sign(',')) && !repeated && !goes_on {
                            break;
                        }
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
                            if len == 1 && another_word(lower, word) {
                                plural = true;
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

    fn clauses(
        &self,
        tokens: &[StepWord],
        uses: &[Use],
        claims: &mut Vec<Claim>,
        skipped: &mut Vec<Skipped>,
    ) {
        // The clauses, each with the sign or word that ends it and its sentence.
        let mut pieces: Vec<Piece> = Vec::new();
        let (mut start, mut i, mut sentence) = (0, 0, 0);
        while start < tokens.len() {
            while i < tokens.len() && !splits(&tokens[i], uses[i]) {
                i += 1;
            }
            let ender = tokens.get(i).cloned();
            pieces.push(Piece {
                clause: Clause::of(&tokens[start..i], &uses[start..i], &self.column_words),
                ender: ender.clone(),
                sentence,
            });
            if matches!(ender, Some(StepWord::Sign('.' | '!' | '?'))) {
                sentence += 1;
            }
            i += 1;
            start = i;
        }
        let after = |k: usize, word: &str| {
            k > 0 && matches!(&pieces[k - 1].ender, Some(StepWord::Word(w, _)) if w == word)
        };
        let after_sign = |k: usize, sign: char| k > 0 && pieces[k - 1].ender == Some(StepWord::Sign(sign));
        // What each clause is, as a careful reader takes it: why it is not read, if it is not.
        let mut not_read: Vec<Option<Skipped>> = vec![None; pieces.len()];
        let mut supposing = false;
        for k in 0..pieces.len() {
            let c = &pieces[k].clause;
            if k > 0 && pieces[k - 1].sentence != pieces[k].sentence {
                supposing = false;
            }
            if after(k, "but") || c.however {
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
            } else if c.relation {
                Some(Skipped::Relation)
            } else {
                None
            };
            if matches!(&pieces[k].ender, Some(StepWord::Word(w, _)) if matches!(w.as_str(), "so" | "therefore" | "thus" | "hence"))
            {
                supposing = false;
            }
        }
        // Per sentence: lists of alternatives ("in House 1, House 2, or House 3"; "in House 2
        // and House 3"), claims refuted in the sentence ("…, but we already know …"; "…, which
        // contradicts clue 3"), "all different".
        let sentences = pieces.last().map_or(0, |p| p.sentence + 1);
        let mut different: Vec<Vec<(usize, ValueId)>> = vec![Vec::new(); sentences];
        for k in 0..pieces.len() {
            let c = &pieces[k].clause;
            // A bare item with "or" after a comma list: the list and the clause it ends are
            // alternatives.
            let item_or = c.bare && c.has_or && !c.negated && !c.mentions.is_empty();
            // "in House 2 and House 3": a house alone after a clause that ends with a house.
            let house_pair = c.bare
                && matches!(c.mentions.as_slice(), [ClauseMention::House(_)])
                && after(k, "and")
                && matches!(
                    pieces[k - 1].clause.mentions.last(),
                    Some(ClauseMention::House(_))
                );
            if item_or || house_pair {
                // The list: the bare items before it after commas, and the clause it starts in.
                let mut head = k;
                while head > 0 && pieces[head - 1].sentence == pieces[k].sentence {
                    head -= 1;
                    if !(pieces[head].clause.bare && after_sign(head, ',')) {
                        break;
                    }
                }
                // "isn't from Urbandale, Kamrar, or Zamora" is a list of negations.
                if !(item_or && pieces[head].clause.negated) {
                    for entry in &mut not_read[head..=k] {
                        if entry.is_none() || *entry == Some(Skipped::Alternatives) {
                            *entry = Some(Skipped::Alternatives);
                        }
                    }
                    not_read[k] = Some(Skipped::Alternatives);
                }
            }
            if c.refutes || (c.already && (after(k, "but") || c.however)) {
                // What the clause itself says is refuted too ("our assumption that Eric is in
                // House 4 must be incorrect"), unless it is what is already known.
                if c.refutes && !c.already && not_read[k].is_none() && !c.mentions.is_empty() {
                    not_read[k] = Some(Skipped::Refuted);
                }
                let mut j = k;
                while j > 0 && pieces[j - 1].sentence == pieces[k].sentence {
                    j -= 1;
                    // A reason ("since …") and what is already known stand.
                    let reason = after(j, "since") || after(j, "because") || pieces[j].clause.reason;
                    let known = pieces[j].clause.already;
                    if !reason && !known && not_read[j].is_none() && !pieces[j].clause.mentions.is_empty() {
                        not_read[j] = Some(Skipped::Refuted);
                    }
                }
            }
            if c.different {
                different[pieces[k].sentence].push((usize::MAX, 0));
            }
        }
        for (s, marks) in different.iter_mut().enumerate() {
            if marks.is_empty() {
                continue;
            }
            marks.clear();
            for (k, piece) in pieces.iter().enumerate().filter(|(_, p)| p.sentence == s) {
                for m in &piece.clause.mentions {
                    if let ClauseMention::Value(c, v) = *m {
                        if !marks.contains(&(c, v)) {
                            marks.push((c, v));
                        }
                    }
                }
                not_read[k] = Some(Skipped::Different);
            }
        }
        // The claims.
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
                    if let Some(values) = different.get(piece.sentence) {
                        if k == 0 || pieces[k - 1].sentence != piece.sentence {
                            for (a, x) in values.iter().enumerate() {
                                for y in &values[a + 1..] {
                                    if x.0 != y.0 {
                                        push(claims, Claim::with(*x, *y, true));
                                    }
                                }
                            }
                        }
                    }
                } else if !c.mentions.is_empty() && kind != Skipped::Listed && !skipped.contains(&kind) {
                    skipped.push(kind);
                }
                negation = None;
            } else if let (Some(owner), true) = (before_paren, after_sign(k, '(') && c.only_values()) {
                // "Peter (artist, cat lover)", "Arnold (green)": the values go with the one
                // before the bracket, or in its house.
                let mut j = k;
                loop {
                    for m in &pieces[j].clause.mentions {
                        if let ClauseMention::Value(col, v) = *m {
                            match owner {
                                ClauseMention::House(r) => push(claims, Claim::house(col, v, r, false)),
                                ClauseMention::Value(oc, ov) => {
                                    match placed.iter().find(|(x, _)| *x == (oc, ov)) {
                                        Some(&(_, r)) => push(claims, Claim::house(col, v, r, false)),
                                        None if oc != col => {
                                            push(claims, Claim::with((oc, ov), (col, v), false))
                                        }
                                        None => {}
                                    }
                                }
                            }
                        }
                    }
                    if pieces[j].ender != Some(StepWord::Sign(',')) || j + 1 >= pieces.len() {
                        break;
                    }
                    j += 1;
                    not_read[j] = Some(Skipped::Listed);
                }
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
                for m in &c.mentions {
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
                shared = true;
            } else if c.pronoun && c.mentions.len() >= 2 && !after(k, "which") {
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
                let subject_here = if after(k, "which") {
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
}

/// A claim, once.
fn push(claims: &mut Vec<Claim>, claim: Claim) {
    if !claims.contains(&claim) {
        claims.push(claim);
    }
}

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

/// One clause, with the sign or word that ends it and the sentence it is in.
struct Piece {
    clause: Clause,
    ender: Option<StepWord>,
    sentence: usize,
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
    /// "we need to find out", "to determine", "let's": a goal, not a claim.
    goal: bool,
    /// "however": what follows is said, not supposed.
    however: bool,
    /// "what", "where", "who is …": a question without its mark.
    question: bool,
    /// "or", "either", "nor".
    has_or: bool,
    /// "contradicts", "incorrect", "does not work": it refutes what the sentence said before.
    refutes: bool,
    /// "already": after "but", it refutes what the sentence said before.
    already: bool,
    /// "since", "because", "given": a reason, which a refutation leaves standing.
    reason: bool,
    /// "different", "distinct": "all different".
    different: bool,
    /// It opens with a pronoun: `he`, `she`, `it`, `they`.
    pronoun: bool,
    /// Only mentions and little words (`the`, `or`, `and`, `in`, `from`): an item of a list.
    bare: bool,
    /// Free words other than `the`, `a`, `an` (and words like `lover`, `owner`).
    words: usize,
    /// A house followed by a column's word ("house 3's car"): the row and that column.
    under: Option<(usize, usize)>,
}

/// Little words an item of a list may have.
const LITTLE: [&str; 15] = [
    "the", "a", "an", "or", "and", "nor", "either", "neither", "also", "in", "from", "at", "on", "to", "with",
];

impl Clause {
    fn of(tokens: &[StepWord], uses: &[Use], column_words: &[(Vec<String>, usize)]) -> Clause {
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
                        for (column_word, column) in column_words {
                            let n = column_word.len();
                            let at = |d: usize| -> Option<&str> {
                                match (tokens.get(k + 1 + d), uses.get(k + 1 + d)) {
                                    (Some(StepWord::Word(w, _)), Some(Use::Free)) => Some(w.as_str()),
                                    _ => None,
                                }
                            };
                            let matched = (0..n).all(|d| {
                                at(d).is_some_and(|w| {
                                    w == column_word[d]
                                        || (d + 1 == n
                                            && (w.strip_suffix('s') == Some(&column_word[d])
                                                || column_word[d].strip_suffix('s') == Some(w)))
                                })
                            });
                            if matched && matches!(word_at(k + 1 + n), "is" | "was" | "are") {
                                under = Some((r, *column));
                                break;
                            }
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
            if !LITTLE.contains(&word) {
                bare = false;
                words += 1;
            }
            let next = |d: usize| word_at(k + d);
            let before = if k > 0 { word_at(k - 1) } else { "" };
            match word {
                "not" | "no" | "never" | "cannot" | "nor" | "neither" | "none" | "nobody" | "nowhere"
                | "impossible" | "excluded" | "eliminated" | "ruled" => {
                    negated = true;
                    if word == "not" && matches!(next(1), "work" | "works" | "hold" | "fit" | "possible") {
                        refutes = true;
                    }
                    if matches!(word, "nor" | "neither") {
                        has_or = true;
                    }
                }
                w if w.ends_with("n't") => {
                    negated = true;
                    if matches!(next(1), "work" | "works" | "hold" | "fit") {
                        refutes = true;
                    }
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
                "different" | "distinct" => different = true,
                "left" | "right"
                    if next(1) == "of"
                        || matches!(before, "the" | "directly" | "immediately" | "somewhere" | "just") =>
                {
                    relation = true
                }
                "next" if matches!(next(1), "to" | "door") => relation = true,
                "beside" | "adjacent" | "neighbour" | "neighbours" | "neighbor" | "neighbors" | "between"
                | "before" | "after" | "than" | "apart" | "away" | "separated" | "separates" | "ahead"
                | "behind" | "earlier" | "later" | "sometime" | "somewhere" | "farther" | "further"
                | "directly" | "immediately" | "difference" | "differ" => relation = true,
                _ => {}
            }
        }
        let first = tokens
            .iter()
            .zip(uses)
            .find(|(t, _)| !matches!(t, StepWord::Sign(_)));
        let shares_subject = match first {
            Some((StepWord::Word(w, _), Use::Free)) => !matches!(
                w.as_str(),
                "the" | "a" | "an" | "this" | "that" | "there" | "its" | "their" | "his" | "her"
            ),
            _ => false,
        };
        let pronoun = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if matches!(w.as_str(), "he" | "she" | "it" | "they"));
        let reason = matches!(first, Some((StepWord::Word(w, _), Use::Free)) if matches!(w.as_str(), "since" | "because" | "given" | "as"));
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
            goal,
            however,
            question,
            has_or,
            refutes,
            already,
            reason,
            different,
            pronoun,
            bare,
            words,
            under,
        }
    }

    /// Values only, with at most two other words ("cat lover", "the artist").
    fn only_values(&self) -> bool {
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
    fn is_list_item(&self) -> bool {
        self.bare
            && self
                .mentions
                .iter()
                .all(|m| matches!(m, ClauseMention::Value(..)))
    }

    /// Mentions and nothing else but little words.
    fn only_mentions(&self) -> bool {
        self.bare
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

/// Whether `text`, a word of a step, names the one-word value `name` by another word: a month
/// in full ("February" for `feb`), a people's adjective ("British" for `brit`, "Swedish",
/// "Danish"), or a hobby by its verb or doer ("paints" and "painter" for `painting`, "knits" for
/// `knitting`, "photographer" for `photography`).
fn another_word(text: &str, name: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    if name.len() >= 3 && text.len() > name.len() && MONTHS.contains(&text) && text.starts_with(name) {
        return true;
    }
    const PEOPLES: [(&str, &str); 6] = [
        ("brit", "british"),
        ("swede", "swedish"),
        ("dane", "danish"),
        ("finn", "finnish"),
        ("pole", "polish"),
        ("spaniard", "spanish"),
    ];
    if PEOPLES.iter().any(|&(n, t)| n == name && t == text) {
        return true;
    }
    let root = name
        .strip_suffix("ing")
        .or_else(|| name.strip_suffix('y'))
        .filter(|r| r.len() >= 4 && name.len() >= 6);
    let Some(root) = root else { return false };
    let stem = |w: &str| -> String {
        let w = ["ing", "ers", "er", "s"]
            .iter()
            .find_map(|suffix| w.strip_suffix(suffix).filter(|r| r.len() >= 4))
            .unwrap_or(w);
        let b = w.as_bytes();
        if b.len() >= 2 && b[b.len() - 1] == b[b.len() - 2] && !b"aeiou".contains(&b[b.len() - 1]) {
            w[..w.len() - 1].to_owned()
        } else {
            w.to_owned()
        }
    };
    text != name && stem(text) == stem(root)
}

/// The words of a column's name, lower case: `CarModel` and `car model` → `car`, `model`.
fn header_words(header: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut previous_lower = false;
    for c in header.chars() {
        if !c.is_alphanumeric() {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            previous_lower = false;
            continue;
        }
        if c.is_uppercase() && previous_lower && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        previous_lower = c.is_lowercase();
        word.extend(c.to_lowercase());
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
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

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
//! 2. **houses**: `house 3` (also `house #3`, `house number 3`, `house three`, `houses 2 and 3`,
//!    `house 1, 2, or 3`), `the third house` (`first` … `twelfth`, `1st`, `3rd`, `last`,
//!    `middle`), `the first, second, or third house`; a list's `or` is left for the clause
//!    (alternatives, or a list of negations); the row word is
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
//!   ("in House 2 and House 3"); a case after `, or` ("Arnold in the first house and Eric in
//!   the third, or Arnold in the third and Eric in the fourth"): it, the bare items before it
//!   joined by commas or `and` with the clause they start in, and the bare items after it
//!   joined by `and`;
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
//!   `difference`): never read as one house. A clause that names exactly two values and no house
//!   and whose words read as a relation of the closed set (`relations.rs`: `left-of`,
//!   `right-of`, `next-to`, `apart`) is a relation claim (`About::Relation`); any other is
//!   skipped. "between A and B" and "A and B are next to each other" are one clause (the `and`
//!   does not cut them).
//!
//! A clause that says `different`, `distinct` or `unique` after a value it names, not just
//! before a value's name and not in a relation ("A, B and C are all different"; "Alice and the
//! cat lover live in different houses"), reads each pair of its values and of the list before it
//! (the clauses joined to it by commas and `and`, each naming one value at most and no house,
//! not a reason) of different columns as not in one house, and those clauses nothing else; said
//! of a column's values ("the names in different houses are unique") it gives no claim and
//! leaves the rest of the sentence read. Otherwise, with the clause negated by `not`, `no`,
//! `never`, `cannot`, `nor`, `neither`, `none`, `n't` (`isn't`, `can't`), `impossible`,
//! `excluded`, `excludes`, `eliminated`, `eliminates`, `ruled`, `rules out`:
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
//!   birds, drinks tea and lives in house 2"). A clause opening with `he` or `she` never takes
//!   a house as its subject (a person is no house);
//! - a clause opening with a pronoun and naming several: each with the subject ("it was found
//!   at Gillis Park in 1992");
//! - values in brackets after a value: with it, or in its house when the step placed it ("House
//!   4: Peter (artist, cat lover)"); the clauses after a house and `:` put their values in that
//!   house; bare items after a negated clause are negated as it ("isn't from Urbandale, Kamrar,
//!   or Zamora"; "cannot be in the first, second, or third house");
//! - one value alone after `and`, when the clause before named the subject and one value of
//!   another column and nothing else: with the subject, negated as that clause is ("The Norwegian
//!   loves jazz and cooking"), unless it is of the subject's column;
//! - anything else (two houses, a value alone) reads nothing.

use super::claim::{About, Claim};
use super::clause::Skipped;
use super::clauses;
use super::relations::RowOrder;
use super::tokens::{another_word, header_words, house_number, ordinal, tokens, written, StepWord, Use};
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
    /// The order of the rows by a quantity, for comparisons ("sometime after").
    order: Option<RowOrder>,
    /// Per column, whether it is great; the columns the start matrix gives whole; whether the
    /// hints match row by row: what a relation claim needs to be judged.
    great: Vec<bool>,
    whole: Vec<usize>,
    single_hints: bool,
}

/// The longest name matched at a place: its length in words, whether it matched only with or
/// without a final "s", and the values (column, id) of that name.
type NameMatch = (usize, bool, Vec<(usize, ValueId)>);

/// Names that are common words too: read only as the riddle writes them.
const COMMON_WORDS: [&str; 12] = [
    "may", "will", "can", "mark", "bill", "grace", "jack", "mini", "seat", "rose", "june", "august",
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
            order: RowOrder::of(riddle, numbered),
            great: (0..riddle.columns()).map(|c| riddle.great(c)).collect(),
            whole: (0..riddle.columns())
                .filter(|&c| riddle.start_matrix().column(c).iter().all(|&id| id != BLANK))
                .collect(),
            single_hints: riddle.single_hints(),
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
        clauses::read(
            &tokens,
            &uses,
            &self.column_words,
            self.order,
            &mut out.claims,
            &mut out.skipped,
        );
        // A relation the solver cannot be asked about is not read (a great column's values may
        // be in no house).
        let before = out.claims.len();
        out.claims.retain(|c| match c.about {
            About::Relation(_, other, _) => self.relatable(c.column, other),
            _ => true,
        });
        if out.claims.len() < before && !out.skipped.contains(&Skipped::Relation) {
            out.skipped.push(Skipped::Relation);
        }
        out.cites.sort_unstable();
        out.cites.dedup();
        out
    }

    /// Whether a relation of values of the columns `a` and `b` can be judged
    /// (`relations::rows_named`).
    fn relatable(&self, a: usize, b: usize) -> bool {
        !self.great[a]
            && !self.great[b]
            && (!self.single_hints || self.whole.iter().any(|&c| c != a && c != b))
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
                        take(uses, k..=k, n, notes);
                    }
                    end = k;
                    // "houses 2 and 3", "houses 2, 3", "house 1, 2, or 3": the signs and `and`
                    // taken, `or` left for the clause to read.
                    let next = list_joiner(tokens, uses, k + 1)
                        .filter(|&next| uses[next] == Use::Free && house_number(&tokens[next]).is_some());
                    if let Some(next) = next {
                        mark_joiner(tokens, uses, k + 1..next);
                        k = next;
                    } else {
                        break;
                    }
                }
                if end > i {
                    i = end + 1;
                    continue;
                }
            }
            // "the first, second, or third house": ordinals listed before one house word.
            if let Some(last) = ordinal_list(tokens, uses, i, &is_house_word) {
                let mut k = i;
                while k <= last {
                    match &tokens[k] {
                        StepWord::Word(w, _) if ordinal(w).is_some() => {
                            let n = ordinal(w).unwrap_or_default();
                            let range = if k == last { k..=k + 1 } else { k..=k };
                            take(uses, range, n, notes);
                        }
                        _ => mark_joiner(tokens, uses, k..k + 1),
                    }
                    k += 1;
                }
                i = last + 2;
                continue;
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
}

/// After a house number or an ordinal at `at - 1`, the position of the next item of a list of
/// them ("2, 3", "2 and 3", "2, or 3", "2 or 3"), if the words from `at` join one and a word
/// follows them (a step may end on "house 1,").
fn list_joiner(tokens: &[StepWord], uses: &[Use], at: usize) -> Option<usize> {
    let free = |k: usize| uses.get(k) == Some(&Use::Free);
    let joiner = |k: usize| matches!(tokens.get(k), Some(StepWord::Word(w, _)) if w == "and" || w == "or");
    let next = match tokens.get(at) {
        Some(StepWord::Sign(',')) if free(at) && joiner(at + 1) && free(at + 1) => at + 2,
        Some(StepWord::Sign(',')) if free(at) => at + 1,
        _ if joiner(at) && free(at) => at + 1,
        _ => return None,
    };
    (next < tokens.len()).then_some(next)
}

/// The joining words of a list of houses in `range` taken, but `or`, which the clause reads
/// (alternatives, or a negation list).
fn mark_joiner(tokens: &[StepWord], uses: &mut [Use], range: std::ops::Range<usize>) {
    for k in range {
        if !matches!(&tokens[k], StepWord::Word(w, _) if w == "or") {
            uses[k] = Use::Taken;
        }
    }
}

/// "the first, second, or third house": from the ordinal at `i`, a list of two or more free
/// ordinals whose last is followed by a house word; the position of the last.
fn ordinal_list(
    tokens: &[StepWord],
    uses: &[Use],
    i: usize,
    is_house_word: &dyn Fn(&StepWord) -> bool,
) -> Option<usize> {
    let ordinal_at = |k: usize| {
        uses.get(k) == Some(&Use::Free)
            && matches!(tokens.get(k), Some(StepWord::Word(w, _)) if ordinal(w).is_some())
    };
    if !ordinal_at(i) {
        return None;
    }
    let mut last = i;
    while let Some(next) = list_joiner(tokens, uses, last + 1) {
        if !ordinal_at(next) {
            break;
        }
        last = next;
    }
    let house_after =
        tokens.get(last + 1).is_some_and(is_house_word) && uses.get(last + 1) == Some(&Use::Free);
    (last > i && house_after).then_some(last)
}

/// Whether the start matrix gives the first column whole: its values number the rows.
fn numbered(riddle: &Riddle) -> bool {
    riddle.columns() > 0 && riddle.start_matrix().column(0).iter().all(|&id| id != BLANK)
}

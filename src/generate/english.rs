//! Tests: every sentence the generator can write, in every theme, kind and value, read by rules
//! of English written here for the purpose (articles, plurals, agreement), not by comparing with
//! the generator's own templates; and the forms that were wrong before, which the rules catch.

use super::hints::Hint;
use super::kinds::HintKind;
use super::solution_grid::Val;
use super::theme::{self, Column};

/// The words of a sentence: its runs of letters, digits and hyphens.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Verbs in their bare form: a person takes the form in -s ("keeps", "lives"), so these may only
/// follow "does", "did", "not" or "to" ("does not live").
const BARE_VERBS: [&str; 13] = [
    "live", "drink", "keep", "play", "eat", "drive", "grow", "like", "come", "marry", "have", "are", "were",
];

/// Number words, by their value.
const NUMBER_WORDS: [&str; 11] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
];

/// A word's number, if it is one (digits or a number word).
fn number(word: &str) -> Option<usize> {
    (word.parse().ok()).or_else(|| NUMBER_WORDS.iter().position(|w| w.eq_ignore_ascii_case(word)))
}

/// Whether "an" goes before `word` (by its sound: a vowel, or a number said with one).
fn takes_an(word: &str) -> bool {
    let lower = word.to_lowercase();
    if let Some(digits) = lower.split('-').next().filter(|d| d.parse::<u64>().is_ok()) {
        // eight, eleven, eighteen, eighty…
        return digits.starts_with('8') || digits == "11" || digits == "18";
    }
    let exceptions_a = ["one", "uni", "use", "eu"];
    lower.starts_with(['a', 'e', 'i', 'o', 'u']) && !exceptions_a.iter().any(|e| lower.starts_with(e))
}

/// Plural nouns that do not end in s.
const IRREGULAR_PLURALS: [&str; 5] = ["fish", "geese", "mice", "sheep", "deer"];

/// Demonyms that name no single person: "the Swiss", "the Portuguese" are the people as a whole
/// (one is "a Swiss person"). A word in -ese, -ss, -sh or -ch is one, but "Czech" (a noun).
fn collective_demonym(word: &str) -> bool {
    word.starts_with(char::is_uppercase)
        && ["ese", "ss", "sh", "ch"].iter().any(|end| word.ends_with(end))
        && word != "Czech"
}

/// What is wrong with `sentence` as English, by the rules above; `values` are the riddle's
/// values (a sentence names each at most once).
fn faults(sentence: &str, values: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut fault = |why: String| out.push(format!("{why}: {sentence}"));
    // Form: a capital, one full stop at the end, single spaces, balanced brackets.
    if !sentence.starts_with(char::is_uppercase) {
        fault("no capital at the start".into());
    }
    if !sentence.ends_with('.') || sentence.ends_with("..") {
        fault("not one full stop at the end".into());
    }
    for bad in ["  ", " .", " ,", "( ", " )", ",,"] {
        if sentence.contains(bad) {
            fault(format!("`{bad}`"));
        }
    }
    if sentence.matches('(').count() != sentence.matches(')').count() {
        fault("brackets".into());
    }
    let w = words(sentence);
    let lower: Vec<String> = w.iter().map(|x| x.to_lowercase()).collect();
    for (k, word) in lower.iter().enumerate() {
        let next = w.get(k + 1).copied().unwrap_or("");
        let before = if k == 0 { "" } else { lower[k - 1].as_str() };
        // A word twice in a row.
        if k > 0 && *word == before {
            fault(format!("`{word}` twice"));
        }
        // Articles by the sound of the next word.
        if word == "a" && takes_an(next) {
            fault(format!("`a {next}`"));
        }
        if word == "an" && !takes_an(next) {
            fault(format!("`an {next}`"));
        }
        // A person takes the verb in -s.
        if BARE_VERBS.contains(&word.as_str())
            && !["does", "did", "not", "to"].contains(&before)
            && !(word == "are" && before == "there")
        {
            fault(format!("bare `{word}` after a person"));
        }
        // "There is one house", "there are two houses".
        if before == "there" && (word == "is" || word == "are") {
            match number(next) {
                Some(1) if word == "are" => fault("`there are one`".into()),
                Some(k) if k != 1 && word == "is" => fault(format!("`there is {next}`")),
                None => fault(format!("`there {word}` without a number")),
                _ => {}
            }
        }
        // A number and its noun agree: "one house", "two houses", "18 years old", "the
        // 18-year-old".
        if let Some(count) = number(word) {
            match (count, lower.get(k + 1).map(String::as_str)) {
                (1, Some("houses" | "years")) => fault(format!("`{word} {next}`")),
                // "house 3" names a house; "two house" is a count.
                (c, Some("house")) if c != 1 && before != "in" => fault(format!("`{word} house`")),
                (c, Some("year")) if c != 1 => fault(format!("`{word} year`")),
                _ => {}
            }
        }
        if word.contains("-years-") {
            fault(format!("`{word}`: a year-old is one"));
        }
        // A person is one person: no collective demonym as their noun.
        if before == "the" && collective_demonym(w[k]) && !["driver", "fan"].contains(&next) {
            fault(format!("`the {}` is no single person", w[k]));
        }
        // Pets and flowers are kept and grown in the plural.
        if (before == "keeps" || before == "grows")
            && !word.ends_with('s')
            && !IRREGULAR_PLURALS.contains(&word.as_str())
        {
            fault(format!("`{before} {word}`: not a plural"));
        }
        // "either keeps dogs or keeps cats": both halves a verb of a person.
        if word == "either" || (word == "or" && lower[..k].contains(&"either".to_owned())) {
            let finite = next.ends_with('s') || next.ends_with("ed") || next == "was";
            if !finite {
                fault(format!("`{word} {next}`: not a verb of a person"));
            }
        }
    }
    // Each value named once in a clause: never "the person in the cream house lives in the
    // cream house".
    for clause in sentence.split([',', ';', ':']) {
        let w = words(clause);
        for v in values {
            if !v.chars().all(|c| c.is_ascii_digit()) && w.iter().filter(|x| *x == v).count() > 1 {
                fault(format!("`{v}` twice"));
            }
        }
    }
    out
}

/// Every hint of `kind` over `columns` ([`theme::every_theme`]): each column in each role with
/// each of its values, the other roles taking the other columns in turn.
fn every_hint(kind: HintKind, columns: &[Column]) -> Vec<Hint> {
    let n = columns.len();
    let val = |col: usize, value: usize| Val {
        col,
        value: value % columns[col].values.len(),
    };
    // The second value of a pair: another value when the column is the same.
    let second = |a: Val, col: usize, value: usize| {
        let b = val(col, value);
        if b == a {
            val(col, value + 1)
        } else {
            b
        }
    };
    let numeric: Vec<usize> = (1..n).filter(|&c| columns[c].compare.is_some()).collect();
    let mut out = Vec::new();
    for (ca, column) in columns.iter().enumerate().skip(1) {
        for cb in 1..n {
            for v in 0..column.values.len() {
                let a = val(ca, v);
                let b = second(a, cb, v + 3);
                let hint = match kind {
                    HintKind::SameRow if ca != cb => Hint::SameRow(a, b),
                    HintKind::InRow if cb == 1 => Hint::InRow(a, v % 20),
                    HintKind::NotInRow if cb == 1 => Hint::NotInRow(a, v % 20),
                    HintKind::DirectlyLeft => Hint::DirectlyLeft(a, b),
                    HintKind::SomewhereLeft => Hint::SomewhereLeft(a, b),
                    HintKind::NextTo => Hint::NextTo(a, b),
                    HintKind::Apart => Hint::Apart(a, b, 2 + v % 6),
                    HintKind::Between => {
                        let cc = 1 + (ca + cb + v) % (n - 1);
                        let c = second(b, cc, v + 7);
                        let c = if c == a { second(a, cc, v + 8) } else { c };
                        Hint::Between(a, b, c)
                    }
                    HintKind::EitherOr if ca != cb => Hint::EitherOr(a, b, second(b, cb, v + 4)),
                    HintKind::NotTogether if ca != cb => Hint::NotTogether(a, b),
                    HintKind::IfThen if ca != cb => {
                        // Y a house number for one value in three; W for one in two.
                        let y = if v % 3 == 0 { val(0, v) } else { b };
                        let cc = 1 + (ca + cb + v) % (n - 1);
                        let cd = if v % 2 == 0 { 0 } else { 1 + cc % (n - 1) };
                        Hint::IfThen(a, y, val(cc, v + 2), val(cd, v + 1))
                    }
                    HintKind::ExactlyOne if ca != cb => {
                        let cc = (1..n).find(|&c| c != ca && c != cb && c >= (v % n)).unwrap_or(0);
                        let z = if v % 2 == 0 { val(0, v) } else { val(cc, v + 6) };
                        Hint::ExactlyOne(a, b, z)
                    }
                    HintKind::Compare if numeric.contains(&cb) && ca != cb => {
                        Hint::Compare(a, val(cb, v + 5), v % 2 == 0)
                    }
                    _ => continue,
                };
                out.push(hint);
            }
        }
    }
    out
}

#[test]
fn every_sentence_in_every_theme_kind_and_value_reads_as_english() {
    let columns = theme::every_theme();
    let values: Vec<&str> = columns[1..]
        .iter()
        .flat_map(|c| c.values.iter().map(String::as_str))
        .collect();
    let mut all = Vec::new();
    for kind in HintKind::ALL {
        let hints = every_hint(kind, &columns);
        assert!(hints.len() >= 20, "{kind}: {} hints", hints.len());
        // Every value of every theme in the first role at least.
        for (c, column) in columns.iter().enumerate().skip(1) {
            for value in 0..column.values.len() {
                let named = hints.iter().any(|h| h.values()[0] == Val { col: c, value });
                assert!(
                    named || kind == HintKind::Compare,
                    "{kind}: {}",
                    column.values[value]
                );
            }
        }
        for hint in hints {
            all.extend(faults(&hint.text(&columns), &values));
        }
    }
    assert!(
        all.is_empty(),
        "{} faults:\n{}",
        all.len(),
        all[..all.len().min(30)].join("\n")
    );
}

/// Sentences the generator wrote before this test, wrong by the rules (found by generating and
/// reading every theme and kind): "the Swiss" and "the Portuguese" name a people, not a person.
const WRONG_BEFORE: [&str; 4] = [
    "The Swiss lives in house 3.",
    "The person who keeps dogs is the Portuguese.",
    "The Portuguese either keeps dogs or keeps cats.",
    "There is one house between the Swiss and the person who drinks tea.",
];

#[test]
fn the_forms_that_were_wrong_before_are_caught_and_no_longer_written() {
    let columns = theme::every_theme();
    let nationality = columns.iter().find(|c| c.header == "Nationality").unwrap();
    for sentence in WRONG_BEFORE {
        assert!(!faults(sentence, &[]).is_empty(), "{sentence}");
        for word in ["Swiss", "Portuguese"] {
            assert!(!nationality.values.iter().any(|v| v == word));
        }
    }
}

#[test]
fn the_rules_catch_what_they_are_for() {
    for wrong in [
        "the Brit keeps dogs.",
        "The Brit keeps dogs",
        "The person who keep dogs lives in house 3.",
        "Alice live in house 3.",
        "There are one houses between Alice and Bob.",
        "There is two house between Alice and Bob.",
        "The Brit is a 18-year-old.",
        "The Brit is an doctor.",
        "The Brit keeps dog.",
        "The person in the cream house lives in the cream house.",
        "Alice either keep dogs or keeps cats.",
        "The Brit is 30 year old.",
        "The the Brit keeps dogs.",
        "The Brit lives next to  Alice.",
    ] {
        assert!(!faults(wrong, &["cream", "dogs"]).is_empty(), "{wrong}");
    }
    for right in [
        "Alice does not live in house 3.",
        "There are two houses between the Brit and the person who keeps fish.",
        "There is one house between Alice and Bob.",
        "The 18-year-old is 30 years old.",
        "The Brit either keeps geese or married in May.",
        "The Czech grows roses.",
    ] {
        assert_eq!(faults(right, &["cream", "dogs"]), Vec::<String>::new(), "{right}");
    }
}

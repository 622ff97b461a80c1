//! The words of a step: a step's text cut into words, numbers and signs ([`StepWord`]), what
//! each was read as ([`Use`]), and the words that name houses and values in other words
//! (number words, ordinals, a column's name cut into words, a value by another word).

use crate::riddle::ValueId;

/// One word of a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum StepWord {
    /// A word, lower case, and as written.
    Word(String, String),
    /// A whole number (a word of digits).
    Number(u64),
    /// A sign: `, ; : . ! ? ( ) # &`.
    Sign(char),
}

/// What a token was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Use {
    Free,
    Cite,
    House(usize),
    /// A house number that was not read (past the last house): the token is taken.
    Taken,
    Value(usize, ValueId),
}

const ORDINALS: [&str; 12] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth",
];

const NUMBER_WORDS: [&str; 12] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
];

/// Whether `text`, a word of a step, names the one-word value `name` by another word: a month
/// in full ("February" for `feb`), a people's adjective ("British" for `brit`, "Swedish",
/// "Danish"), or a hobby by its verb or doer ("paints" and "painter" for `painting`, "knits" for
/// `knitting`, "photographer" for `photography`).
pub(super) fn another_word(text: &str, name: &str) -> bool {
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
pub(super) fn header_words(header: &str) -> Vec<String> {
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
pub(super) fn house_number(token: &StepWord) -> Option<u64> {
    match token {
        StepWord::Number(n) => Some(*n),
        StepWord::Word(w, _) => NUMBER_WORDS.iter().position(|x| x == w).map(|k| k as u64 + 1),
        StepWord::Sign(_) => None,
    }
}

/// `third` → 3, `3rd` → 3.
pub(super) fn ordinal(word: &str) -> Option<u64> {
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
pub(super) fn written(token: &StepWord) -> String {
    match token {
        StepWord::Word(_, w) => w.clone(),
        StepWord::Number(n) => n.to_string(),
        StepWord::Sign(s) => s.to_string(),
    }
}

/// The words and signs of `text`.
pub(super) fn tokens(text: &str) -> Vec<StepWord> {
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

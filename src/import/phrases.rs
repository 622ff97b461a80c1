//! Which value a phrase names ("the person who loves fantasy books" → `fantasy`), and the names
//! of the columns, read from the attribute lines.
//!
//! A phrase names a value when the value's words occur in it, compared without case, hyphens
//! and a possessive `'s` (`Ford F-150` is `ford f150`, `hip-hop` is `hip hop`), the value's last
//! word also as a short form or another ending of a phrase's word (`feb` in February, `brit` in
//! British, `swede` in Swedish, `roses` in rose, `painting` in paints). Of mentions that overlap,
//! the longest wins, and an exact one over another ending (`boba tea` over `tea`, `very tall` over
//! `tall`, `doctor` over `doctorate` in "the person who is a doctor"). A value whose text two
//! columns share (`cat` an animal and a pet) is given to the column whose heading words the phrase
//! holds (`hair` in "the person who has red hair"), else to the column whose other phrases in the
//! puzzle it most resembles (the share of words they have in common).

use std::collections::BTreeSet;

/// Words that say how things stand to each other, never what a person is: a phrase holding one
/// outside its value is not the description of one person ("Bob's neighbour", "taller than Bob").
const RELATION_WORDS: &[&str] = &[
    "not",
    "no",
    "never",
    "than",
    "left",
    "right",
    "next",
    "beside",
    "between",
    "adjacent",
    "neighbor",
    "neighbour",
    "neighbors",
    "neighbours",
    "directly",
    "immediately",
    "somewhere",
    "either",
    "or",
    "and",
    "if",
    "then",
    "both",
    "neither",
    "nor",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "middle",
    "end",
];

/// A phrase's words: lower case, split at everything that is not a letter or digit, a possessive
/// `'s` dropped.
pub(super) fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let lower = text.to_lowercase();
    let mut word = String::new();
    let mut chars = lower.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() {
            word.push(c);
            continue;
        }
        if matches!(c, '\'' | '’') && chars.peek() == Some(&'s') {
            let mut ahead = chars.clone();
            ahead.next();
            if ahead.peek().is_none_or(|c| !c.is_alphanumeric()) {
                chars.next();
            }
        }
        if !word.is_empty() {
            out.push(std::mem::take(&mut word));
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Whether the phrase word `p` is the value word `w` with another ending, or `w` a short form
/// of it: either `w` is a beginning of `p` of at least three letters (`feb`, February), or they
/// share a beginning of at least four and each has at most three letters more (`swede`, Swedish;
/// `roses`, rose; but not `pet` for Peter).
fn another_ending(w: &str, p: &str) -> bool {
    let common = w.chars().zip(p.chars()).take_while(|(a, b)| a == b).count();
    let (lw, lp) = (w.chars().count(), p.chars().count());
    (common >= 3 && common == lw)
        || (common >= 4 && lw - common <= 3 && lp - common <= 3 && common + 1 >= lw.min(lp))
}

/// One column's words: its name, its heading's words and its values' words.
#[derive(Debug, Clone)]
pub(super) struct ColumnValues {
    /// The words of its name (`hair`, `color`).
    pub key: Vec<String>,
    /// Each value's words.
    pub values: Vec<Vec<String>>,
}

/// Where a value is mentioned in a phrase's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ValueMention {
    column: usize,
    value: usize,
    start: usize,
    end: usize,
    exact: bool,
}

/// What a phrase names.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Named {
    /// One value's text, in each column listed (usually one) as `(column, value)`; `words` are
    /// the phrase's other words.
    Value {
        candidates: Vec<(usize, usize)>,
        words: Vec<String>,
    },
    /// No value.
    Nothing,
    /// Several values, as `(column, value)`.
    Several(Vec<(usize, usize)>),
    /// A word that says a relation, outside the value.
    Relation(String),
}

/// The value `phrase` names among `columns`; `None` when that would take more than `budget`
/// comparisons (each spends one), so that no text, however made, takes long to read.
pub(super) fn name(columns: &[ColumnValues], phrase: &str, budget: &mut u64) -> Option<Named> {
    let ws = words(phrase);
    let cost = (ws.len() as u64).saturating_mul(columns.iter().map(|c| c.values.len() as u64).sum());
    *budget = budget.checked_sub(cost)?;
    Some(name_in(columns, &ws))
}

/// The value the words `ws` name among `columns`.
fn name_in(columns: &[ColumnValues], ws: &[String]) -> Named {
    let mut found: Vec<ValueMention> = Vec::new();
    for (c, column) in columns.iter().enumerate() {
        for (v, value) in column.values.iter().enumerate() {
            for start in 0..ws.len() {
                if let Some((end, exact)) = occurs(value, &ws[start..]) {
                    found.push(ValueMention {
                        column: c,
                        value: v,
                        start,
                        end: start + end,
                        exact,
                    });
                }
            }
        }
    }
    // A mention inside a longer one, or as long but not exact, gives way.
    let beaten = |m: &ValueMention| {
        found.iter().any(|o| {
            let inside = o.start <= m.start && m.end <= o.end;
            inside && (o.end - o.start > m.end - m.start || (o.exact && !m.exact))
        })
    };
    let kept: Vec<ValueMention> = found.iter().filter(|m| !beaten(m)).copied().collect();
    let Some(first) = kept.first() else {
        return Named::Nothing;
    };
    let same_text = |m: &ValueMention| {
        (m.start, m.end) == (first.start, first.end)
            && columns[m.column].values[m.value] == columns[first.column].values[first.value]
    };
    if !kept.iter().all(same_text) {
        let mut several: Vec<(usize, usize)> = kept.iter().map(|m| (m.column, m.value)).collect();
        several.dedup();
        return Named::Several(several);
    }
    let others: Vec<String> = ws[..first.start]
        .iter()
        .chain(&ws[first.end..])
        .cloned()
        .collect();
    if let Some(word) = others.iter().find(|w| RELATION_WORDS.contains(&w.as_str())) {
        return Named::Relation(word.clone());
    }
    Named::Value {
        candidates: kept.iter().map(|m| (m.column, m.value)).collect(),
        words: others,
    }
}

/// Whether `value`'s words begin `phrase`: how many phrase words they take, and whether exactly
/// (else the last with another ending). Words are compared joined (`f150` is `f 150`).
fn occurs(value: &[String], phrase: &[String]) -> Option<(usize, bool)> {
    // Both ways a value occurs begin with the first letter of its first word.
    let first = value.first()?.chars().next();
    if first.is_none() || phrase.first()?.chars().next() != first {
        return None;
    }
    let (last, head) = value.split_last()?;
    let whole: String = value.concat();
    let head: String = head.concat();
    let mut joined = String::new();
    let mut stem = None;
    for (i, word) in phrase.iter().enumerate() {
        if joined == head && stem.is_none() && another_ending(last, word) {
            stem = Some(i + 1);
        }
        joined.push_str(word);
        if joined == whole {
            return Some((i + 1, true));
        }
        if !whole.starts_with(&joined) {
            break;
        }
    }
    stem.map(|end| (end, false))
}

/// The share of a column's name words (`hair`, `color`) that a phrase's other words hold.
pub(super) fn key_share(words: &[String], key: &[String]) -> f64 {
    if key.is_empty() {
        return 0.0;
    }
    let set: BTreeSet<&str> = words.iter().map(|w| singular(w)).collect();
    key.iter().filter(|k| set.contains(k.as_str())).count() as f64 / key.len() as f64
}

/// How alike two phrases' other words are: the words in common, as a share of the words of both
/// (1 when neither has any: two bare values).
pub(super) fn alike(a: &[String], b: &[String]) -> f64 {
    let a: BTreeSet<&str> = a.iter().map(|w| singular(w)).collect();
    let b: BTreeSet<&str> = b.iter().map(|w| singular(w)).collect();
    let union = a.union(&b).count();
    if union == 0 {
        1.0
    } else {
        a.intersection(&b).count() as f64 / union as f64
    }
}

/// A word without a plural `s` (`colors` → `color`; `glass`, `is` kept).
fn singular(word: &str) -> &str {
    match word.strip_suffix('s') {
        Some(stem) if stem.len() >= 3 && !stem.ends_with('s') => stem,
        _ => word,
    }
}

/// The name of an attribute, from the words of its heading: "Each person has a unique name" →
/// `Name`, "People have unique favorite book genres" → `BookGenre`, "Each person has a unique
/// level of education" → `EducationLevel`, "The mothers' names in different houses are unique" →
/// `MotherName`; with its words, lower case (the column's key).
pub(super) fn column_name(heading: &str) -> (String, Vec<String>) {
    let all: Vec<String> = words(heading);
    let mut ws: Vec<&str> = all.iter().map(String::as_str).collect();
    // "The X in different houses are unique": the subject.
    if matches!(ws.last(), Some(&("unique" | "different"))) {
        if let Some(at) = ws.iter().position(|w| *w == "are" || *w == "in") {
            ws.truncate(at);
        }
    } else {
        const MARKS: &[&str] = &[
            "unique",
            "different",
            "a",
            "an",
            "the",
            "their",
            "his",
            "her",
            "of",
            "for",
            "some",
        ];
        if let Some(at) = ws.iter().rposition(|w| MARKS.contains(w)) {
            let mut tail: Vec<&str> = ws[at + 1..].to_vec();
            // "a level of education": the education level.
            if ws[at] == "of" && at > 0 && !matches!(ws[at - 1], "are" | "is" | "be") {
                if let Some(before) = ws[..at].last() {
                    if !MARKS.contains(before) {
                        tail.push(before);
                    }
                }
            }
            ws = tail;
        }
    }
    let key: Vec<String> = ws
        .iter()
        .filter(|w| !matches!(**w, "the" | "favorite" | "favourite" | "unique" | "different"))
        .map(|w| {
            let w = w.trim_end_matches('\'');
            if let Some(stem) = w.strip_suffix("ies") {
                format!("{stem}y")
            } else {
                singular(w).to_owned()
            }
        })
        .collect();
    let name: String = key
        .iter()
        .map(|w| {
            let mut cs = w.chars();
            cs.next()
                .map_or(String::new(), |c| c.to_uppercase().chain(cs).collect())
        })
        .collect();
    (name, key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(values: &[&str]) -> ColumnValues {
        ColumnValues {
            key: Vec::new(),
            values: values.iter().map(|v| words(v)).collect(),
        }
    }

    fn name(columns: &[ColumnValues], phrase: &str) -> Named {
        super::name(columns, phrase, &mut { u64::MAX }).unwrap()
    }

    fn named(columns: &[ColumnValues], phrase: &str) -> Vec<(usize, usize)> {
        match name(columns, phrase) {
            Named::Value { candidates, .. } => candidates,
            other => panic!("{phrase}: {other:?}"),
        }
    }

    #[test]
    fn words_drop_case_hyphens_and_possessives() {
        assert_eq!(
            words("The person's child, Ford F-150"),
            ["the", "person", "child", "ford", "f", "150"]
        );
        assert_eq!(words("mothers' names"), ["mothers", "names"]);
    }

    #[test]
    fn a_value_is_found_in_its_description_in_the_forms_the_generators_write() {
        let columns = [
            column(&["feb", "sept"]),
            column(&["brit", "swede"]),
            column(&["ford f150", "tesla model 3"]),
            column(&["hip hop", "pop"]),
            column(&["roses", "painting"]),
        ];
        assert_eq!(
            named(&columns, "the person whose birthday is in February"),
            [(0, 0)]
        );
        assert_eq!(named(&columns, "the Swedish person"), [(1, 1)]);
        assert_eq!(named(&columns, "the British person"), [(1, 0)]);
        assert_eq!(named(&columns, "the person who owns a Ford F-150"), [(2, 0)]);
        assert_eq!(named(&columns, "the person who loves hip-hop music"), [(3, 0)]);
        assert_eq!(named(&columns, "the person who loves the rose bouquet"), [(4, 0)]);
        assert_eq!(named(&columns, "the person who paints as a hobby"), [(4, 1)]);
        assert_eq!(
            name(&columns, "the person who owns a Tesla Model"),
            Named::Nothing
        );
    }

    #[test]
    fn the_longest_and_the_exact_mention_wins() {
        let columns = [
            column(&["tea", "boba tea"]),
            column(&["tall", "very tall"]),
            column(&["blue", "yellow"]),
            column(&["blue master", "yellow monster"]),
            column(&["doctor", "teacher"]),
            column(&["doctorate", "master"]),
        ];
        assert_eq!(named(&columns, "the boba tea drinker"), [(0, 1)]);
        assert_eq!(named(&columns, "the person who is very tall"), [(1, 1)]);
        assert_eq!(named(&columns, "the person who smokes Blue Master"), [(3, 0)]);
        assert_eq!(named(&columns, "the person who is a doctor"), [(4, 0)]);
        assert_eq!(named(&columns, "the person with a doctorate"), [(5, 0)]);
        assert_eq!(named(&columns, "the person with a master's degree"), [(5, 1)]);
    }

    #[test]
    fn a_phrase_with_two_values_or_a_relation_word_is_no_description() {
        let columns = [column(&["Bob", "Eric"]), column(&["cat", "dog"])];
        assert_eq!(name(&columns, "Bob's cat"), Named::Several(vec![(0, 0), (1, 0)]));
        assert_eq!(name(&columns, "taller than Bob"), Named::Relation("than".into()));
        assert_eq!(name(&columns, "the person who juggles"), Named::Nothing);
        // A value two columns share is a candidate in each.
        let shared = [column(&["Alice", "Bob"]), column(&["Alice", "Fred"])];
        assert_eq!(
            named(&shared, "the person's child is named Alice"),
            [(0, 0), (1, 0)]
        );
    }

    #[test]
    fn column_names_come_from_the_heading() {
        let cases = [
            ("Each person has a unique name", "Name"),
            ("The people are of nationalities", "Nationality"),
            ("People have unique favorite book genres", "BookGenre"),
            ("Each person has a unique level of education", "EducationLevel"),
            ("Each person lives in a unique style of house", "HouseStyle"),
            ("The mothers' names in different houses are unique", "MotherName"),
            ("Everyone has something different for lunch", "Lunch"),
            ("Each mother is accompanied by their child", "Child"),
            ("People have unique hair colors", "HairColor"),
            ("Each person has an occupation", "Occupation"),
        ];
        for (heading, name) in cases {
            assert_eq!(column_name(heading).0, name, "{heading}");
        }
        assert_eq!(column_name("People have unique hair colors").1, ["hair", "color"]);
    }

    #[test]
    fn a_phrase_fits_the_column_whose_words_it_holds_and_is_like_its_phrases() {
        let w = |t: &str| words(t);
        let phrase = w("the person who has hair");
        assert_eq!(key_share(&phrase, &w("hair color")), 0.5);
        assert_eq!(key_share(&phrase, &w("color")), 0.0);
        assert_eq!(
            alike(&w("the person who owns a"), &w("the person who has a")),
            4.0 / 6.0
        );
        assert_eq!(alike(&[], &[]), 1.0);
    }
}

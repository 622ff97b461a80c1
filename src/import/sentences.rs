//! The clue forms of the generators ("X is Y", "X is in the third house", "X is directly left
//! of Y", "There is one house between X and Y", …), each read as a relation between the positions
//! of the values named, and the options of the hint that says exactly that.

use super::layout::{count, MAX_SENTENCE};
use super::phrases::{self, ColumnValues, Named};

/// What a clue says of the positions p(X), p(Y) of the values it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Placement {
    /// p(X) = k (1-based).
    At(usize),
    /// p(X) ≠ k.
    NotAt(usize),
    /// p(Y) − p(X) is one of the offsets.
    Offsets(Offsets),
}

/// The allowed values of p(Y) − p(X).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Offsets {
    /// 0: the same house.
    Same,
    /// Anything but 0.
    NotSame,
    /// Exactly d.
    Exactly(i64),
    /// More than 0 (Y somewhere right of X); `Before(false)`: less than 0.
    Before(bool),
    /// d or −d.
    Apart(i64),
}

impl Offsets {
    /// Whether `d` is allowed.
    pub(super) fn allows(self, d: i64) -> bool {
        match self {
            Offsets::Same => d == 0,
            Offsets::NotSame => d != 0,
            Offsets::Exactly(k) => d == k,
            Offsets::Before(true) => d > 0,
            Offsets::Before(false) => d < 0,
            Offsets::Apart(k) => d == k || d == -k,
        }
    }
}

/// One piece of a clue form.
#[derive(Debug, Clone, Copy)]
enum FormPiece {
    /// These words, as written (case aside).
    Words(&'static str),
    /// A phrase naming a value.
    Value,
    /// An ordinal (`first`, `3rd`).
    Ordinal,
    /// A count (`two`, `2`).
    Count,
}

use FormPiece::{Count as N, Ordinal as O, Value as V, Words as W};

/// How the relation of a form is made from its ordinal or count.
#[derive(Debug, Clone, Copy)]
enum Makes {
    At,
    NotAt,
    Offsets(Offsets),
    /// `Apart(count + 1)`: "there are N houses between".
    Between,
}

/// The clue forms, as the generators word them (and a few they could: "directly right of",
/// "is not", "N houses between").
const FORMS: &[(&[FormPiece], Makes)] = &[
    (&[V, W(" is in the "), O, W(" house")], Makes::At),
    (&[V, W(" is not in the "), O, W(" house")], Makes::NotAt),
    (&[V, W(" lives in the "), O, W(" house")], Makes::At),
    (&[V, W(" does not live in the "), O, W(" house")], Makes::NotAt),
    (
        &[V, W(" is directly left of "), V],
        Makes::Offsets(Offsets::Exactly(1)),
    ),
    (
        &[V, W(" is directly right of "), V],
        Makes::Offsets(Offsets::Exactly(-1)),
    ),
    (
        &[V, W(" is somewhere to the left of "), V],
        Makes::Offsets(Offsets::Before(true)),
    ),
    (
        &[V, W(" is somewhere to the right of "), V],
        Makes::Offsets(Offsets::Before(false)),
    ),
    (
        &[V, W(" and "), V, W(" are next to each other")],
        Makes::Offsets(Offsets::Apart(1)),
    ),
    (
        &[W("there is one house between "), V, W(" and "), V],
        Makes::Offsets(Offsets::Apart(2)),
    ),
    (
        &[W("there are "), N, W(" houses between "), V, W(" and "), V],
        Makes::Between,
    ),
    (&[V, W(" is not "), V], Makes::Offsets(Offsets::NotSame)),
    (&[V, W(" is "), V], Makes::Offsets(Offsets::Same)),
];

/// A clue read: its relation and the phrases of the values it names (one for `At`, `NotAt`).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ClueReading {
    pub relation: Placement,
    /// Each phrase, with the candidates `(column, value)` of the value it names and its other
    /// words.
    pub sides: Vec<ClueSide>,
}

impl ClueReading {
    /// Whether `other` says the same relation of the same values.
    fn same_meaning(&self, other: &ClueReading) -> bool {
        self.relation == other.relation
            && self.sides.len() == other.sides.len()
            && self
                .sides
                .iter()
                .zip(&other.sides)
                .all(|(a, b)| a.candidates == b.candidates)
    }
}

/// A phrase of a clue and what it names.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ClueSide {
    pub phrase: String,
    pub candidates: Vec<(usize, usize)>,
    pub words: Vec<String>,
}

/// Why a clue was not read.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum NotRead {
    /// Longer than [`MAX_SENTENCE`].
    TooLong,
    /// No form fits; the words not understood (the sentence without the values it names).
    NoForm(String),
    /// A form fits, but a phrase names no value (the phrase).
    NoValue(String),
    /// A form fits, but a phrase names several values.
    SeveralValues(String, Vec<(usize, usize)>),
    /// A form fits with an ordinal past the last house.
    NoSuchHouse(String),
    /// Read in more than one way.
    Ways(Vec<ClueReading>),
    /// The puzzle's reading budget ran out.
    TooMuchWork,
}

/// Reads `sentence` against the forms, its phrases against `columns`, for `houses` houses,
/// spending `budget` ([`phrases::name`]).
pub(super) fn read(
    sentence: &str,
    columns: &[ColumnValues],
    houses: usize,
    budget: &mut u64,
) -> Result<ClueReading, NotRead> {
    if sentence.len() > MAX_SENTENCE {
        return Err(NotRead::TooLong);
    }
    let text = sentence.trim().trim_end_matches('.').trim_end();
    let lower = text.to_ascii_lowercase();
    let mut reads: Vec<ClueReading> = Vec::new();
    // The most telling failure, when nothing reads: a phrase that names no value or too many.
    let mut failure: Option<NotRead> = None;
    for (pieces, makes) in FORMS {
        for slots in fits(&lower, pieces) {
            match reading(text, &slots, *makes, columns, houses, budget) {
                Ok(read) => {
                    // Two fits that name the same values in the same relation are one reading
                    // ("… daffodils is the person who is an artist" splits at either "is").
                    if !reads.iter().any(|r| r.same_meaning(&read)) {
                        reads.push(read);
                    }
                }
                Err(NotRead::TooMuchWork) => return Err(NotRead::TooMuchWork),
                Err(why) => {
                    let rank = |u: &NotRead| match u {
                        NotRead::NoSuchHouse(_) => 3,
                        NotRead::SeveralValues(..) => 2,
                        NotRead::NoValue(_) => 1,
                        _ => 0,
                    };
                    if failure.as_ref().is_none_or(|f| rank(&why) > rank(f)) {
                        failure = Some(why);
                    }
                }
            }
        }
    }
    match reads.len() {
        1 => Ok(reads.pop().expect("one reading")),
        0 => Err(match failure {
            Some(why @ (NotRead::NoSuchHouse(_) | NotRead::SeveralValues(..) | NotRead::NoValue(_))) => why,
            _ => NotRead::NoForm(not_understood(text, columns)),
        }),
        _ => Err(NotRead::Ways(reads)),
    }
}

/// The words of `text` outside the values it names: what a reader did not understand.
fn not_understood(text: &str, columns: &[ColumnValues]) -> String {
    let ws: Vec<&str> = text.split_whitespace().collect();
    let kept: Vec<&str> = ws
        .iter()
        .filter(|w| {
            let w = phrases::words(w);
            !w.is_empty()
                && !columns
                    .iter()
                    .flat_map(|c| &c.values)
                    .any(|v| v.iter().any(|vw| w.contains(vw)))
        })
        .copied()
        .collect();
    kept.join(" ")
}

/// Every way `pieces` cover all of `lower`: for each, the slots' byte ranges in order.
fn fits(lower: &str, pieces: &[FormPiece]) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    fit_from(lower, pieces, 0, &mut Vec::new(), &mut out);
    out
}

fn fit_from(
    lower: &str,
    pieces: &[FormPiece],
    at: usize,
    slots: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    let Some((first, rest)) = pieces.split_first() else {
        if at == lower.len() {
            out.push(slots.clone());
        }
        return;
    };
    match first {
        FormPiece::Words(words) => {
            if lower[at..].starts_with(words) {
                fit_from(lower, rest, at + words.len(), slots, out);
            }
        }
        _ => {
            // A slot ends where the next words begin (or at the end); try every such place.
            match rest.first() {
                Some(FormPiece::Words(next)) => {
                    let mut from = at + 1;
                    while let Some(i) = lower.get(from..).and_then(|t| t.find(next)) {
                        let end = from + i;
                        slots.push((at, end));
                        fit_from(lower, rest, end, slots, out);
                        slots.pop();
                        from = end + 1;
                        while !lower.is_char_boundary(from) {
                            from += 1;
                        }
                    }
                }
                _ => {
                    if at < lower.len() {
                        slots.push((at, lower.len()));
                        fit_from(lower, rest, lower.len(), slots, out);
                        slots.pop();
                    }
                }
            }
        }
    }
}

/// The reading of one fit of a form.
fn reading(
    text: &str,
    slots: &[(usize, usize)],
    makes: Makes,
    columns: &[ColumnValues],
    houses: usize,
    budget: &mut u64,
) -> Result<ClueReading, NotRead> {
    let mut sides = Vec::new();
    let mut number = None;
    for &(start, end) in slots {
        let phrase = text[start..end].trim();
        // An ordinal or a count stands alone; a phrase names a value.
        if let Some(k) = ordinal(phrase).filter(|_| matches!(makes, Makes::At | Makes::NotAt)) {
            number = Some((k, phrase));
            continue;
        }
        if number.is_none() && matches!(makes, Makes::Between) && sides.is_empty() {
            match count(phrase) {
                Some(k) => {
                    number = Some((k, phrase));
                    continue;
                }
                None => return Err(NotRead::NoForm(phrase.to_owned())),
            }
        }
        match phrases::name(columns, phrase, budget).ok_or(NotRead::TooMuchWork)? {
            Named::Value { candidates, words } => sides.push(ClueSide {
                phrase: phrase.to_owned(),
                candidates,
                words,
            }),
            Named::Several(values) => return Err(NotRead::SeveralValues(phrase.to_owned(), values)),
            Named::Nothing | Named::Relation(_) => return Err(NotRead::NoValue(phrase.to_owned())),
        }
    }
    let relation = match makes {
        Makes::At | Makes::NotAt => {
            let Some((k, word)) = number else {
                return Err(NotRead::NoForm(text.to_owned()));
            };
            if k == 0 || k > houses {
                return Err(NotRead::NoSuchHouse(word.to_owned()));
            }
            if matches!(makes, Makes::At) {
                Placement::At(k)
            } else {
                Placement::NotAt(k)
            }
        }
        Makes::Between => {
            let (k, _) = number.ok_or_else(|| NotRead::NoForm(text.to_owned()))?;
            Placement::Offsets(Offsets::Apart(k as i64 + 1))
        }
        Makes::Offsets(offsets) => Placement::Offsets(offsets),
    };
    Ok(ClueReading { relation, sides })
}

/// An ordinal (`first` … `tenth`, `1st`, `2nd`, `3rd`, `4th` …) as a number.
fn ordinal(word: &str) -> Option<usize> {
    const ORDINALS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ];
    let word = word.to_ascii_lowercase();
    if let Some(i) = ORDINALS.iter().position(|o| *o == word) {
        return Some(i + 1);
    }
    let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let suffix = &word[digits.len()..];
    (matches!(suffix, "st" | "nd" | "rd" | "th") && !digits.is_empty() && digits.len() <= 3)
        .then(|| digits.parse().ok())
        .flatten()
}

/// The options of the hint that says `relation` of the values `x` (and `y`), as rows of
/// `width` cells, the first column holding the house number: each option says where the values
/// stand, and the hint holds exactly when the relation does. A relation that can never hold
/// gives a block that never fits (house `houses` directly above house 1).
pub(super) fn options(
    relation: Placement,
    x: (usize, &str),
    y: Option<(usize, &str)>,
    width: usize,
    houses: usize,
) -> Vec<Vec<Vec<String>>> {
    let row = |cells: &[(usize, &str)]| -> Option<Vec<String>> {
        let mut row = vec![String::new(); width];
        for &(c, v) in cells {
            if !row[c].is_empty() && row[c] != v {
                return None;
            }
            row[c] = v.to_owned();
        }
        Some(row)
    };
    let house = |k: usize| k.to_string();
    let mut out: Vec<Vec<Vec<String>>> = Vec::new();
    match (relation, y) {
        (Placement::At(k), _) => out.extend(row(&[(0, &house(k)), x]).map(|r| vec![r])),
        (Placement::NotAt(k), _) => {
            for j in (1..=houses).filter(|&j| j != k) {
                out.extend(row(&[(0, &house(j)), x]).map(|r| vec![r]));
            }
        }
        (Placement::Offsets(offsets), Some(y)) => {
            let m = houses as i64;
            for d in -(m - 1)..m {
                if !offsets.allows(d) {
                    continue;
                }
                if d == 0 {
                    out.extend(row(&[x, y]).map(|r| vec![r]));
                    continue;
                }
                if x == y {
                    continue; // one value at two places
                }
                let (top, bottom) = if d > 0 { (x, y) } else { (y, x) };
                let gap = d.unsigned_abs() as usize - 1;
                let mut rows = vec![row(&[top]).expect("one value")];
                rows.extend((0..gap).map(|_| vec![String::new(); width]));
                rows.push(row(&[bottom]).expect("one value"));
                out.push(rows);
            }
        }
        (Placement::Offsets(_), None) => {}
    }
    if out.is_empty() {
        let mut last = vec![String::new(); width];
        last[0] = house(houses);
        let mut first = vec![String::new(); width];
        first[0] = house(1);
        out.push(vec![last, first]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn columns() -> Vec<ColumnValues> {
        let column = |values: &[&str]| ColumnValues {
            key: Vec::new(),
            values: values.iter().map(|v| phrases::words(v)).collect(),
        };
        vec![
            column(&["Eric", "Bob", "Alice"]),
            column(&["pizza", "grilled cheese", "stew"]),
        ]
    }

    fn relation(sentence: &str) -> (Placement, Vec<(usize, usize)>) {
        let read =
            read(sentence, &columns(), 3, &mut { u64::MAX }).unwrap_or_else(|e| panic!("{sentence}: {e:?}"));
        let sides = read.sides.iter().map(|s| s.candidates[0]).collect();
        (read.relation, sides)
    }

    #[test]
    fn every_form_is_read_as_its_relation() {
        use Offsets::*;
        let cases = [
            ("Eric is in the third house.", Placement::At(3), vec![(0, 0)]),
            (
                "The person who is a pizza lover is not in the first house.",
                Placement::NotAt(1),
                vec![(1, 0)],
            ),
            ("Bob lives in the 2nd house.", Placement::At(2), vec![(0, 1)]),
            (
                "Bob is directly left of the person who loves the stew.",
                Placement::Offsets(Exactly(1)),
                vec![(0, 1), (1, 2)],
            ),
            (
                "Bob is directly right of Alice.",
                Placement::Offsets(Exactly(-1)),
                vec![(0, 1), (0, 2)],
            ),
            (
                "Bob is somewhere to the left of Alice.",
                Placement::Offsets(Before(true)),
                vec![(0, 1), (0, 2)],
            ),
            (
                "Bob is somewhere to the right of Alice.",
                Placement::Offsets(Before(false)),
                vec![(0, 1), (0, 2)],
            ),
            (
                "Bob and the person who loves eating grilled cheese are next to each other.",
                Placement::Offsets(Apart(1)),
                vec![(0, 1), (1, 1)],
            ),
            (
                "There is one house between Eric and Alice.",
                Placement::Offsets(Apart(2)),
                vec![(0, 0), (0, 2)],
            ),
            (
                "There are two houses between Eric and Alice.",
                Placement::Offsets(Apart(3)),
                vec![(0, 0), (0, 2)],
            ),
            (
                "The person who is a pizza lover is Eric.",
                Placement::Offsets(Same),
                vec![(1, 0), (0, 0)],
            ),
            (
                "Eric is not the person who loves the stew.",
                Placement::Offsets(NotSame),
                vec![(0, 0), (1, 2)],
            ),
        ];
        for (sentence, want, sides) in cases {
            assert_eq!(relation(sentence), (want, sides), "{sentence}");
        }
    }

    #[test]
    fn what_is_not_a_clue_says_why() {
        let c = columns();
        assert_eq!(
            read("Eric chases the person who loves the stew.", &c, 3, &mut {
                u64::MAX
            }),
            Err(NotRead::NoForm("chases the person who loves the".into()))
        );
        assert_eq!(
            read("The person who juggles is Eric.", &c, 3, &mut { u64::MAX }),
            Err(NotRead::NoValue("The person who juggles".into()))
        );
        assert_eq!(
            read("Eric is in the fifth house.", &c, 3, &mut { u64::MAX }),
            Err(NotRead::NoSuchHouse("fifth".into()))
        );
        assert_eq!(
            read("Eric's pizza is Bob.", &c, 3, &mut { u64::MAX }),
            Err(NotRead::SeveralValues(
                "Eric's pizza".into(),
                vec![(0, 0), (1, 0)]
            ))
        );
        assert!(matches!(
            read("Eric is taller than Bob.", &c, 3, &mut { u64::MAX }),
            Err(NotRead::NoValue(_))
        ));
        assert_eq!(
            read(&"x".repeat(2000), &c, 3, &mut { u64::MAX }),
            Err(NotRead::TooLong)
        );
    }

    #[test]
    fn options_hold_exactly_when_the_relation_does() {
        // Every placement of two values in 4 houses against each relation's options.
        let houses = 4;
        let relations = [
            Placement::Offsets(Offsets::Same),
            Placement::Offsets(Offsets::NotSame),
            Placement::Offsets(Offsets::Exactly(1)),
            Placement::Offsets(Offsets::Exactly(-1)),
            Placement::Offsets(Offsets::Before(true)),
            Placement::Offsets(Offsets::Before(false)),
            Placement::Offsets(Offsets::Apart(1)),
            Placement::Offsets(Offsets::Apart(2)),
            Placement::Offsets(Offsets::Apart(3)),
            Placement::Offsets(Offsets::Apart(4)),
        ];
        for relation in relations {
            let opts = options(relation, (1, "a"), Some((2, "b")), 3, houses);
            for pa in 1..=houses {
                for pb in 1..=houses {
                    let fits = opts.iter().any(|rows| {
                        (0..houses).any(|top| {
                            top + rows.len() <= houses
                                && rows.iter().enumerate().all(|(i, r)| {
                                    let h = top + i + 1;
                                    (r[0].is_empty() || r[0] == h.to_string())
                                        && (r[1].is_empty() || pa == h)
                                        && (r[2].is_empty() || pb == h)
                                })
                        })
                    });
                    let Placement::Offsets(o) = relation else {
                        unreachable!()
                    };
                    assert_eq!(fits, o.allows(pb as i64 - pa as i64), "{relation:?} {pa} {pb}");
                }
            }
        }
        let at = options(Placement::NotAt(2), (1, "a"), None, 2, 3);
        assert_eq!(at, [[["1", "a"]], [["3", "a"]]]);
    }
}

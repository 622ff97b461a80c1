//! What a hint means, read from its options alone: the usual shapes of clues ("same house",
//! "in house k", "not in house k", "directly left of", "next to", "somewhere left of", "k houses
//! apart", "directly between", "one of"), whatever wrote the riddle (a clue file, the generator,
//! a JSON file by hand).

use super::names::{capitalise, Names, Side};
use crate::riddle::{Riddle, ValueId, BLANK};
use ndarray::Array2;

/// The meaning of a hint, recognised from its options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Shape {
    /// One option, one row: the values are in the same row.
    Same(Side),
    /// One option, one row holding a position: the values are in that row (0-based).
    At(Side, usize),
    /// One row per option, each holding the same values and another position: the values are in
    /// one of these rows (ascending).
    Rows(Side, Vec<usize>),
    /// One row per option, each holding the same values and another value of one column: the
    /// values go with one of those values (ascending ids).
    OneOf(Side, usize, Vec<ValueId>),
    /// One option: the first side `d` rows above the second (`d ≥ 1`), the rows between blank.
    Offset(Side, Side, usize),
    /// Two mirrored options: the two sides `d` rows apart, either way round.
    Apart(Side, Side, usize),
    /// Options the first side 1, 2, … rows above the second: somewhere above it.
    Before(Side, Side),
    /// Two options of three rows: the first side between the other two, either way round.
    Between(Side, Side, Side),
    /// None of these.
    Other,
}

/// The rows of an option as (position row, if the row holds a position, and its other values);
/// `None` when a position is not one of the start matrix's.
fn rows_of(riddle: &Riddle, names: &Names, option: &Array2<ValueId>) -> Option<Vec<(Option<usize>, Side)>> {
    option
        .rows()
        .into_iter()
        .map(|row| {
            let mut side = Side::new();
            let mut at = None;
            for (c, &v) in row.iter().enumerate() {
                if v == BLANK {
                    continue;
                }
                if c == 0 && names.positions {
                    at = Some(riddle.start_matrix().column(0).iter().position(|&p| p == v)?);
                } else {
                    side.push((c, v));
                }
            }
            Some((at, side))
        })
        .collect()
}

/// Two sides as one option: `Some((a, b, d))` when only the first and the last row hold values,
/// none of them a position, and `d` rows apart.
fn pair(rows: &[(Option<usize>, Side)]) -> Option<(Side, Side, usize)> {
    let (first, last) = (rows.first()?, rows.last()?);
    let d = rows.len() - 1;
    let inner_blank = rows[1..d.max(1)]
        .iter()
        .all(|(at, side)| at.is_none() && side.is_empty());
    (d >= 1
        && inner_blank
        && first.0.is_none()
        && last.0.is_none()
        && !first.1.is_empty()
        && !last.1.is_empty())
    .then(|| (first.1.clone(), last.1.clone(), d))
}

/// Recognises hint `hint` of `riddle`.
pub(crate) fn shape(riddle: &Riddle, names: &Names, hint: usize) -> Shape {
    let Some(options) = riddle.hints()[hint]
        .iter()
        .map(|o| rows_of(riddle, names, o))
        .collect::<Option<Vec<_>>>()
    else {
        return Shape::Other;
    };
    // Every option one row: same row, in a row, in one of some rows, with one of some values.
    if options.iter().all(|o| o.len() == 1) {
        let rows: Vec<&(Option<usize>, Side)> = options.iter().map(|o| &o[0]).collect();
        if let [(at, side)] = rows.as_slice() {
            return match at {
                Some(r) if !side.is_empty() => Shape::At(side.clone(), *r),
                None if side.len() >= 2 => Shape::Same(side.clone()),
                _ => Shape::Other,
            };
        }
        let side = &rows[0].1;
        if !side.is_empty() && rows.iter().all(|(at, s)| at.is_some() && s == side) {
            let mut at: Vec<usize> = rows.iter().filter_map(|(at, _)| *at).collect();
            at.sort_unstable();
            at.dedup();
            return Shape::Rows(side.clone(), at);
        }
        // The values all options share, and one more of one column.
        let common: Side = side
            .iter()
            .filter(|cv| rows.iter().all(|(_, s)| s.contains(cv)))
            .copied()
            .collect();
        let extra: Vec<Side> = rows
            .iter()
            .map(|(_, s)| s.iter().filter(|cv| !common.contains(cv)).copied().collect())
            .collect();
        if !common.is_empty()
            && rows.iter().all(|(at, _)| at.is_none())
            && extra.iter().all(|e| e.len() == 1 && e[0].0 == extra[0][0].0)
        {
            let mut values: Vec<ValueId> = extra.iter().map(|e| e[0].1).collect();
            values.sort_unstable();
            values.dedup();
            return Shape::OneOf(common, extra[0][0].0, values);
        }
        return Shape::Other;
    }
    if riddle.single_hints() {
        return Shape::Other;
    }
    let pairs: Option<Vec<(Side, Side, usize)>> = options.iter().map(|o| pair(o)).collect();
    if let Some(pairs) = pairs {
        match pairs.as_slice() {
            [(a, b, d)] => return Shape::Offset(a.clone(), b.clone(), *d),
            [(a, b, d), (b2, a2, d2)] if a == a2 && b == b2 && d == d2 => {
                return Shape::Apart(a.clone(), b.clone(), *d)
            }
            [(a, b, _), ..] if pairs.iter().all(|(x, y, _)| x == a && y == b) => {
                let mut ds: Vec<usize> = pairs.iter().map(|p| p.2).collect();
                ds.sort_unstable();
                if ds.iter().enumerate().all(|(i, &d)| d == i + 1) {
                    return Shape::Before(a.clone(), b.clone());
                }
            }
            _ => {}
        }
    }
    if let [o1, o2] = options.as_slice() {
        let plain = |o: &[(Option<usize>, Side)]| {
            o.len() == 3 && o.iter().all(|(at, s)| at.is_none() && !s.is_empty())
        };
        if plain(o1) && plain(o2) && o1[1].1 == o2[1].1 && o1[0].1 == o2[2].1 && o1[2].1 == o2[0].1 {
            return Shape::Between(o1[1].1.clone(), o1[0].1.clone(), o1[2].1.clone());
        }
    }
    Shape::Other
}

/// How many rows are `d` rows apart, in words: `directly`, or `2 houses`.
pub(crate) fn distance(names: &Names, d: usize) -> String {
    format!("{d} {}s", names.row_noun)
}

impl Shape {
    /// The hint in words: "Norwegian is next to blue", "grapes is not in seat 5".
    pub(crate) fn sentence(&self, riddle: &Riddle, names: &Names) -> Option<String> {
        let s = |side: &Side| names.side(riddle, side);
        let noun = &names.row_noun;
        Some(match self {
            Shape::Same(side) => same(names, side_parts(riddle, names, side)),
            Shape::At(side, r) => names.at(riddle, side, *r),
            Shape::Rows(side, rows) => {
                let m = riddle.rows();
                if rows.len() + 1 == m {
                    let missing = (0..m).find(|r| !rows.contains(r))?;
                    format!("{} is not in {}", s(side), names.row(riddle, missing))
                } else {
                    let all: Vec<String> = rows.iter().map(|&r| names.row(riddle, r)).collect();
                    format!("{} is in {}", s(side), names.or_list(all))
                }
            }
            Shape::OneOf(side, column, values) => {
                let all = riddle.values(*column).len();
                if values.len() + 1 == all {
                    let missing = (1..=all as ValueId).find(|v| !values.contains(v))?;
                    let (a, b) = (s(side), names.value(riddle, *column, missing));
                    if names.numbered {
                        format!("{a} and {b} are in different {noun}s")
                    } else {
                        format!("{a} and {b} do not go together")
                    }
                } else {
                    let list: Vec<String> = values.iter().map(|&v| names.value(riddle, *column, v)).collect();
                    if names.numbered {
                        format!("{} is in the same {noun} as {}", s(side), names.or_list(list))
                    } else {
                        format!("{} goes with {}", s(side), names.or_list(list))
                    }
                }
            }
            Shape::Offset(a, b, 1) => format!("{} is directly left of {}", s(a), s(b)),
            Shape::Offset(a, b, d) => format!("{} is {} left of {}", s(a), distance(names, *d), s(b)),
            Shape::Apart(a, b, 1) => format!("{} is next to {}", s(a), s(b)),
            Shape::Apart(a, b, 2) => format!("there is one {noun} between {} and {}", s(a), s(b)),
            Shape::Apart(a, b, d) => format!("there are {} {noun}s between {} and {}", d - 1, s(a), s(b)),
            Shape::Before(a, b) => format!("{} is somewhere left of {}", s(a), s(b)),
            Shape::Between(x, y, z) => format!("{} is directly between {} and {}", s(x), s(y), s(z)),
            Shape::Other => return None,
        })
    }
}

/// Values in one row: "A and B are in the same house", or "A and B go together" where the rows
/// are not numbered (people, couples).
fn same(names: &Names, parts: Vec<String>) -> String {
    if names.numbered {
        format!("{} are in the same {}", names.and_list(parts), names.row_noun)
    } else {
        format!("{} go together", names.and_list(parts))
    }
}

/// Each value of a side in words.
fn side_parts(riddle: &Riddle, names: &Names, side: &Side) -> Vec<String> {
    side.iter().map(|&(c, v)| names.value(riddle, c, v)).collect()
}

/// One option of a hint in words, whatever its shape: "cats is directly left of Blends",
/// "Middlemarch is with Dracula; Smith is with Dracula".
pub(crate) fn option_sentence(riddle: &Riddle, names: &Names, option: &Array2<ValueId>) -> String {
    let Some(rows) = rows_of(riddle, names, option) else {
        return "an impossible reading".to_owned();
    };
    let one_row = |at: &Option<usize>, side: &Side| -> Option<String> {
        match at {
            Some(r) if !side.is_empty() => Some(names.at(riddle, side, *r)),
            None if side.len() >= 2 => Some(same(names, side_parts(riddle, names, side))),
            _ => None,
        }
    };
    if riddle.single_hints() || rows.len() == 1 {
        let parts: Vec<String> = rows.iter().filter_map(|(at, side)| one_row(at, side)).collect();
        return if parts.is_empty() {
            "nothing".to_owned()
        } else {
            parts.join(", and ")
        };
    }
    if let Some((a, b, d)) = pair(&rows) {
        return Shape::Offset(a, b, d).sentence(riddle, names).unwrap_or_default();
    }
    // Rows in order, each a step to the right of the one before.
    let mut parts = Vec::new();
    let mut last: Option<(usize, &Side)> = None;
    for (i, (at, side)) in rows.iter().enumerate() {
        if side.is_empty() {
            continue;
        }
        if let Some(r) = at {
            parts.push(names.at(riddle, side, *r));
        }
        if let Some((j, before)) = last {
            let d = i - j;
            let how = if d == 1 {
                "directly".to_owned()
            } else {
                distance(names, d)
            };
            parts.push(format!(
                "{} is {how} left of {}",
                names.side(riddle, before),
                names.side(riddle, side)
            ));
        } else if at.is_none() && side.len() >= 2 {
            parts.push(one_row(at, side).unwrap_or_default());
        }
        last = Some((i, side));
    }
    if parts.is_empty() {
        "nothing".to_owned()
    } else {
        parts.join(", and ")
    }
}

/// Clue `hint` (0-based) as a sentence with its number: `The Brit lives in the red house
/// (clue 1).`, its text when the riddle has one that is a sentence (ends with `.`, `!` or
/// `?`), else its meaning, else its readings.
pub(crate) fn clue_sentence(riddle: &Riddle, names: &Names, hint: usize) -> String {
    // A clue file's clue as written ("Norwegian _ blue") is no sentence: its meaning is told.
    let sentence = riddle
        .hint_text(hint)
        .filter(|t| t.trim_end().ends_with(['.', '!', '?']));
    let said = match sentence {
        Some(text) => strip_number(text).trim_end_matches(['.', ' ']).to_owned(),
        None => match shape(riddle, names, hint).sentence(riddle, names) {
            Some(meaning) => meaning,
            None => {
                let readings: Vec<String> = riddle.hints()[hint]
                    .iter()
                    .map(|o| option_sentence(riddle, names, o))
                    .collect();
                match readings.as_slice() {
                    [one] => one.clone(),
                    _ => format!("{} (one of these holds)", readings.join("; or ")),
                }
            }
        },
    };
    format!("{} (clue {}).", capitalise(&said), hint + 1)
}

/// A sentence without the number a clue file may put before it ("4. The green house…").
pub(super) fn strip_number(text: &str) -> &str {
    let trimmed = text.trim_start();
    let digits = trimmed.len() - trimmed.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    match trimmed[digits..].strip_prefix(". ") {
        Some(rest) if digits > 0 => rest,
        _ => trimmed,
    }
}

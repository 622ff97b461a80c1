//! The words of one deduction: a person's next step ([`next_words`]) and the steps of a detailed
//! solution ([`step_words`], [`solution_words`]).

use super::names::{capitalise, list, Names, Side};
use super::shape::{clue_sentence, option_sentence, shape, Shape};
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::trace::{Cell, FillReason, Step};
use ndarray::Array2;

/// How a person's next step reaches its fills, for [`next_words`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum WordsKind {
    /// The cited cells leave one value for a cell, or one row for a value (no clue needed).
    Only,
    /// The cited clues, read with the cited cells, place the fills.
    Clue,
    /// Some readings of the cited clues no longer fit the cited cells; what is left places the
    /// fills.
    Readings,
    /// Supposing each of these cells (value at its row) makes the cited clues fail, so the value
    /// is not there; with that, the fills follow.
    Refuted(Vec<Cell>),
}

/// A person's next step in plain words: the facts it rests on, the clues it uses (each named
/// "clue k", counted from 1, with its sentence or its meaning), why they place the fills, and
/// the fills.
///
/// `fills` are the cells the step fills; `hints` the riddle's hints it uses (0-based);
/// `cells` the filled cells of the person's grid it needs; all values are ids of their column.
/// The text never uses the method's words (option, merge, rule, riddle matrix, block).
///
/// ```
/// use gridriddle::{Cell, Riddle, explain::{next_words, WordsKind}};
///
/// let riddle = Riddle::from_json(r#"{
///     "header": ["House", "Nationality", "Color"],
///     "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
///     "hints": [[[["", "Norwegian", ""], ["", "", "blue"]], [["", "", "blue"], ["", "Norwegian", ""]]]],
///     "hintTexts": ["The Norwegian lives next door to the blue house."]
/// }"#)?;
/// let (norwegian, blue) = (riddle.values(1).iter().position(|v| v == "Norwegian").unwrap() as u16 + 1,
///                          riddle.values(2).iter().position(|v| v == "blue").unwrap() as u16 + 1);
/// let words = next_words(
///     &riddle,
///     &[Cell { row: 1, column: 2, value: blue }],
///     &[0],
///     &[Cell { row: 0, column: 1, value: norwegian }],
///     &WordsKind::Clue,
/// );
/// assert_eq!(
///     words,
///     "House 1's nationality is Norwegian. The Norwegian lives next door to the blue house \
///      (clue 1). House 1's only neighbour is house 2, so house 2's color is blue."
/// );
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn next_words(
    riddle: &Riddle,
    fills: &[Cell],
    hints: &[usize],
    cells: &[Cell],
    kind: &WordsKind,
) -> String {
    // What is not a cell or a hint of this riddle is left out rather than trusted.
    let valid = |c: &&Cell| {
        c.row < riddle.rows()
            && c.column < riddle.columns()
            && c.value != BLANK
            && usize::from(c.value) <= riddle.values(c.column).len()
    };
    let fills: Vec<Cell> = fills.iter().filter(valid).copied().collect();
    let cells: Vec<Cell> = cells.iter().filter(valid).copied().collect();
    let hints: Vec<usize> = hints
        .iter()
        .copied()
        .filter(|&h| h < riddle.hints().len())
        .collect();
    let kind = match kind {
        WordsKind::Refuted(supposed) => WordsKind::Refuted(supposed.iter().filter(valid).copied().collect()),
        other => other.clone(),
    };
    let (fills, hints, cells, kind) = (&fills[..], &hints[..], &cells[..], &kind);
    let names = Names::new(riddle);
    let mut known = riddle.start_matrix().clone();
    for cell in cells {
        if cell.row < known.nrows() && cell.column < known.ncols() {
            known[(cell.row, cell.column)] = cell.value;
        }
    }
    let mut parts = Vec::new();
    let facts: Vec<(usize, usize, ValueId)> = cells
        .iter()
        .filter(|c| !(names.positions && c.column == 0))
        .map(|c| (c.row, c.column, c.value))
        .collect();
    if !facts.is_empty() {
        parts.push(format!("{}.", capitalise(&names.facts(riddle, &facts))));
    }
    parts.extend(hints.iter().map(|&h| clue_sentence(riddle, &names, h)));
    let mut why = None;
    match kind {
        WordsKind::Only => why = only(riddle, &names, fills, &known),
        WordsKind::Clue => {
            why = geometry(riddle, &names, hints, &known, fills);
            // Without a row to point at, the readings the cells leave say why.
            if why.is_none() {
                parts.extend(hints.iter().filter_map(|&h| readings(riddle, &names, h, &known)));
            }
        }
        WordsKind::Readings => {
            for &h in hints {
                if let Some(s) = readings(riddle, &names, h, &known) {
                    parts.push(s);
                }
            }
        }
        WordsKind::Refuted(supposed) => {
            let clues = clue_names(hints);
            for cell in supposed {
                let fact = names.facts(riddle, &[(cell.row, cell.column, cell.value)]);
                let then = match hints.len() {
                    0 => "some value has no place left".to_owned(),
                    1 => format!("{clues} cannot hold"),
                    2 => format!("{clues} cannot both hold"),
                    _ => format!("{clues} cannot all hold"),
                };
                parts.push(format!("Suppose {fact}: then {then}, so it is not."));
            }
        }
    }
    parts.push(so(riddle, &names, why, fills));
    parts.retain(|p| !p.is_empty());
    parts.join(" ")
}

/// One step of a detailed solution in plain words, without the cells the steps before it
/// filled ([`solution_words`] knows them, and says more).
pub fn step_words(riddle: &Riddle, step: &Step) -> String {
    words(riddle, &Names::new(riddle), riddle.start_matrix(), step)
}

/// Every step of a detailed solution in plain words, in order: each told with the cells the
/// steps before it filled. What the detailed solution's `words` show (one per step).
pub fn solution_words(riddle: &Riddle, steps: &[Step]) -> Vec<String> {
    let names = Names::new(riddle);
    let mut known = riddle.start_matrix().clone();
    steps
        .iter()
        .map(|step| {
            let text = words(riddle, &names, &known, step);
            for c in step.filled() {
                if c.row < known.nrows() && c.column < known.ncols() {
                    known[(c.row, c.column)] = c.value;
                }
            }
            text
        })
        .collect()
}

/// "clue 4", "clues 9 and 14".
fn clue_names(hints: &[usize]) -> String {
    let numbers: Vec<String> = hints.iter().map(|h| (h + 1).to_string()).collect();
    match numbers.as_slice() {
        [one] => format!("clue {one}"),
        _ => format!("clues {}", list(numbers, "and")),
    }
}

/// The closing sentence: "House 1's only neighbour is house 2, so house 2's color is blue."
fn so(riddle: &Riddle, names: &Names, why: Option<String>, fills: &[Cell]) -> String {
    let fills: Vec<(usize, usize, ValueId)> = fills.iter().map(|c| (c.row, c.column, c.value)).collect();
    match (why, fills.is_empty()) {
        (Some(why), true) => format!("{}.", capitalise(&why)),
        (None, true) => String::new(),
        (Some(why), false) => format!("{}, so {}.", capitalise(&why), names.facts(riddle, &fills)),
        (None, false) => format!("So {}.", names.facts(riddle, &fills)),
    }
}

/// The row holding value `value` of column `column` in `known`.
fn row_of(known: &Array2<ValueId>, column: usize, value: ValueId) -> Option<usize> {
    known.column(column).iter().position(|&v| v == value)
}

/// Whether `side` can go in row `r` of `known`: each of its cells blank or its value there, and
/// none of its values in another row.
fn open(known: &Array2<ValueId>, side: &Side, r: usize) -> bool {
    side.iter()
        .all(|&(c, v)| known[(r, c)] == v || (known[(r, c)] == BLANK && row_of(known, c, v).is_none()))
}

/// Why a clue of a shape with distance places a fill: the anchor's row (known, or placed by
/// another of the clues) leaves one row to the other side.
fn geometry(
    riddle: &Riddle,
    names: &Names,
    hints: &[usize],
    known: &Array2<ValueId>,
    fills: &[Cell],
) -> Option<String> {
    let shapes: Vec<Shape> = hints.iter().map(|&h| shape(riddle, names, h)).collect();
    let anchor = |side: &Side| -> Option<usize> {
        let &[(c, v)] = side.as_slice() else { return None };
        row_of(known, c, v).or_else(|| {
            shapes.iter().find_map(|s| match s {
                Shape::At(at, r) if at.contains(&(c, v)) => Some(*r),
                _ => None,
            })
        })
    };
    let filled = |side: &Side| -> Option<usize> {
        fills
            .iter()
            .find(|f| side.contains(&(f.column, f.value)))
            .map(|f| f.row)
    };
    let m = riddle.rows() as isize;
    let row = |r: usize| names.row(riddle, r);
    for s in &shapes {
        // (anchor row, the side placed, its row, rows the clue leaves it, how to say the one).
        let (a, b, offsets): (&Side, &Side, Vec<isize>) = match s {
            Shape::Apart(a, b, d) => (a, b, vec![-(*d as isize), *d as isize]),
            Shape::Offset(a, b, d) => (a, b, vec![*d as isize]),
            Shape::Before(a, b) => (a, b, (1..m).collect()),
            _ => continue,
        };
        for (from, to, sign) in [(a, b, 1), (b, a, -1)] {
            let (Some(r), Some(t)) = (anchor(from), filled(to)) else {
                continue;
            };
            let rows: Vec<usize> = offsets
                .iter()
                .map(|o| r as isize + sign * o)
                .filter(|&x| (0..m).contains(&x))
                .map(|x| x as usize)
                .collect();
            if !rows.contains(&t) {
                continue;
            }
            if rows.len() == 1 {
                return Some(match s {
                    Shape::Apart(_, _, 1) => format!("{}'s only neighbour is {}", row(r), row(t)),
                    Shape::Apart(_, _, d) => {
                        format!(
                            "the only {} {d} away from {} is {}",
                            names.row_noun,
                            row(r),
                            row(t)
                        )
                    }
                    Shape::Before(..) => {
                        let side = if sign == 1 { "right" } else { "left" };
                        format!("the only {} {side} of {} is {}", names.row_noun, row(r), row(t))
                    }
                    _ => {
                        let side = if sign == 1 { "right" } else { "left" };
                        match offsets.first() {
                            Some(1) => format!("{} is directly {side} of {}", row(t), row(r)),
                            _ => format!(
                                "{} is {} {side} of {}",
                                row(t),
                                super::shape::distance(names, t.abs_diff(r)),
                                row(r)
                            ),
                        }
                    }
                });
            }
            let left: Vec<usize> = rows.iter().copied().filter(|&x| open(known, to, x)).collect();
            if left == [t] {
                let all: Vec<String> = rows.iter().map(|&x| row(x)).collect();
                return Some(format!(
                    "of {}, only {} is still open for {}",
                    names.or_list(all),
                    row(t),
                    names.side(riddle, to)
                ));
            }
        }
    }
    None
}

/// Why a cell has one value, or a value one row, from the cells known.
fn only(riddle: &Riddle, names: &Names, fills: &[Cell], known: &Array2<ValueId>) -> Option<String> {
    let [cell] = fills else { return None };
    let column = crate::words::column_word(&riddle.header()[cell.column]);
    let others = riddle.values(cell.column).len() - 1;
    let placed = (1..=riddle.values(cell.column).len() as ValueId)
        .filter(|&v| v != cell.value && row_of(known, cell.column, v).is_some_and(|r| r != cell.row))
        .count();
    Some(if placed == others && others > 0 {
        format!("every other {column} is already placed")
    } else {
        format!(
            "{} fits in no other {}",
            names.value(riddle, cell.column, cell.value),
            names.row_noun
        )
    })
}

/// Whether `option` can still land in `known`.
fn fits(riddle: &Riddle, option: &Array2<ValueId>, known: &Array2<ValueId>) -> bool {
    let m = known.nrows();
    let ok = |r: usize, c: usize, v: ValueId| {
        known[(r, c)] == v || (known[(r, c)] == BLANK && row_of(known, c, v).is_none())
    };
    if riddle.single_hints() {
        option
            .rows()
            .into_iter()
            .all(|row| (0..m).any(|r| row.iter().enumerate().all(|(c, &v)| v == BLANK || ok(r, c, v))))
    } else {
        let k = option.nrows();
        k <= m
            && (0..=m - k).any(|t| {
                option
                    .indexed_iter()
                    .all(|((i, c), &v)| v == BLANK || ok(t + i, c, v))
            })
    }
}

const ORDINALS: [&str; 10] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
];

/// "the second", "reading 12".
fn ordinal(i: usize) -> String {
    match ORDINALS.get(i) {
        Some(word) => format!("the {word}"),
        None => format!("reading {}", i + 1),
    }
}

/// "Clue 10 can be read 2 ways: …; or …. Only the second still fits." — from `known`; `None`
/// for a clue with one reading, or when every reading still fits.
fn readings(riddle: &Riddle, names: &Names, hint: usize, known: &Array2<ValueId>) -> Option<String> {
    let options = &riddle.hints()[hint];
    if options.len() < 2 {
        return None;
    }
    let fit: Vec<usize> = (0..options.len())
        .filter(|&o| fits(riddle, &options[o], known))
        .collect();
    if fit.len() == options.len() {
        return None;
    }
    Some(left_readings(riddle, names, hint, &fit))
}

/// The readings of clue `hint` that still fit (`left`, 0-based, ascending), in words: "Clue 10
/// can be read 2 ways: cats is directly left of Blends; or Blends is directly left of cats. Only
/// the second still fits.", or shorter for a clue with many readings.
fn left_readings(riddle: &Riddle, names: &Names, hint: usize, left: &[usize]) -> String {
    let options = &riddle.hints()[hint];
    let n = options.len();
    let left: Vec<usize> = left.iter().copied().filter(|&o| o < n).collect();
    let left = &left[..];
    let clue = format!("clue {}", hint + 1);
    // A clue that lists places or partners: say which are left.
    let alternatives: Option<(String, Vec<String>)> = match shape(riddle, names, hint) {
        Shape::Rows(side, _) => Some((
            format!("{} can only be in", names.side(riddle, &side)),
            left.iter()
                .filter_map(|&o| {
                    let v = options[o].iter().next().copied().filter(|&v| v != BLANK)?;
                    let r = row_of(riddle.start_matrix(), 0, v)?;
                    Some(names.row(riddle, r))
                })
                .collect(),
        )),
        Shape::OneOf(side, column, _) => Some((
            format!(
                "{} can only be in the same {} as",
                names.side(riddle, &side),
                names.row_noun
            ),
            left.iter()
                .filter_map(|&o| {
                    let v = options[o].column(column).iter().copied().find(|&v| v != BLANK)?;
                    Some(names.value(riddle, column, v))
                })
                .collect(),
        )),
        _ => None,
    };
    if let Some((head, left)) = alternatives.filter(|(_, l)| !l.is_empty()) {
        return format!("By {clue}, {head} {} now.", names.or_list(left));
    }
    let sentences: Vec<String> = left
        .iter()
        .map(|&o| option_sentence(riddle, names, &options[o]))
        .collect();
    if n <= 3 {
        let all: Vec<String> = options
            .iter()
            .map(|o| option_sentence(riddle, names, o))
            .collect();
        let words: Vec<String> = left.iter().map(|&o| ordinal(o)).collect();
        let which = match words.len() {
            0 => "None of them fits any more.".to_owned(),
            1 => format!("Only {} still fits.", words[0]),
            _ => format!("Only {} still fit.", list(words, "and")),
        };
        return format!(
            "{} can be read {n} ways: {}. {which}",
            capitalise(&clue),
            all.join("; or ")
        );
    }
    match sentences.as_slice() {
        [] => format!("None of the {n} ways to read {clue} fits any more."),
        [one] => format!("Of the {n} ways to read {clue}, only one still fits: {one}."),
        _ => format!(
            "Of the {n} ways to read {clue}, {} still fit: {}.",
            sentences.len(),
            sentences.join("; or ")
        ),
    }
}

/// The cells of `known` (not the positions) holding a value of `hints`' options at `options`
/// (each a choice per hint; all options when `None`).
fn facts_about(
    riddle: &Riddle,
    names: &Names,
    hints: &[usize],
    options: Option<&[Vec<usize>]>,
    known: &Array2<ValueId>,
    except: &[Cell],
) -> Vec<(usize, usize, ValueId)> {
    let mut out = Vec::new();
    for (i, &h) in hints.iter().enumerate() {
        let chosen: Vec<usize> = match options {
            Some(choices) => choices.iter().filter_map(|c| c.get(i).copied()).collect(),
            None => (0..riddle.hints()[h].len()).collect(),
        };
        for o in chosen {
            let Some(option) = riddle.hints()[h].get(o) else {
                continue;
            };
            for ((_, c), &v) in option.indexed_iter() {
                if v == BLANK || (names.positions && c == 0) {
                    continue;
                }
                if let Some(r) = row_of(known, c, v) {
                    if !except.iter().any(|e| (e.row, e.column, e.value) == (r, c, v)) {
                        out.push((r, c, v));
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The words of rule 1 before the search: the groups of clues `hints` both speak of `shared`,
/// so they are taken together; `kept` and `rejected` ways to read them.
fn merged_hints_words(
    riddle: &Riddle,
    names: &Names,
    hints: &[Vec<usize>; 2],
    shared: (usize, ValueId),
    kept: usize,
    rejected: usize,
) -> String {
    let value = names.value(riddle, shared.0, shared.1);
    let tail = match (kept, rejected) {
        (0, _) => ": they cannot all hold, so the riddle has no solution".to_owned(),
        (_, 0) => String::new(),
        (k, r) => format!(": of the {} ways to read them together, {r} cannot be", k + r),
    };
    let group = |g: &[usize]| match g {
        [_] => clue_names(g),
        _ => format!("{} (together)", clue_names(g)),
    };
    let named = match (hints[0].as_slice(), hints[1].as_slice()) {
        ([a], [b]) => clue_names(&[*a, *b]),
        _ => format!("{} and {}", group(&hints[0]), group(&hints[1])),
    };
    format!(
        "{} both speak of {value}, so they are taken together{tail}.",
        capitalise(&named)
    )
}

/// Why the readings `options` of several clues `hints` cannot be read together (rule 1: given
/// the other clues; rule 2: given what is placed).
fn rejected_together(
    riddle: &Riddle,
    names: &Names,
    rule: u8,
    hints: &[usize],
    options: &[Vec<usize>],
) -> String {
    let by = if rule == 1 {
        "Given the other clues"
    } else {
        "Given what is placed"
    };
    let cannot: Vec<String> = options
        .iter()
        .map(|choice| {
            let readings: Vec<String> = hints
                .iter()
                .zip(choice)
                .filter(|&(&h, _)| riddle.hints()[h].len() > 1)
                .filter_map(|(&h, &o)| riddle.hints()[h].get(o))
                .map(|o| option_sentence(riddle, names, o))
                .collect();
            names.and_list(readings)
        })
        .filter(|s| !s.is_empty())
        .collect();
    match cannot.as_slice() {
        [] => format!("{by}, {} cannot be read together one way.", clue_names(hints)),
        _ => format!("{by}, it cannot be that {}.", cannot.join("; nor that ")),
    }
}

/// The words of rule 3's fill of `cell`, for `reason`, with `known` the cells filled before it.
fn fill_words(
    riddle: &Riddle,
    names: &Names,
    known: &Array2<ValueId>,
    cell: Cell,
    reason: FillReason,
) -> String {
    let column = crate::words::column_word(&riddle.header()[cell.column]);
    let why = match reason {
        FillReason::OnlyValueForCell => only(riddle, names, &[cell], known)
            .filter(|w| w.starts_with("every"))
            .unwrap_or_else(|| format!("no other {column} can go in {}", names.row(riddle, cell.row))),
        FillReason::OnlyRowForValue => format!(
            "{} fits in no other {}",
            names.value(riddle, cell.column, cell.value),
            names.row_noun
        ),
    };
    so(riddle, names, Some(why), &[cell])
}

/// The words of `step`, with `known` the cells filled before it.
fn words(riddle: &Riddle, names: &Names, known: &Array2<ValueId>, step: &Step) -> String {
    let mut parts: Vec<String> = Vec::new();
    let facts = |parts: &mut Vec<String>, cells: Vec<(usize, usize, ValueId)>| {
        if !cells.is_empty() {
            parts.push(format!("{}.", capitalise(&names.facts(riddle, &cells))));
        }
    };
    let clues = |parts: &mut Vec<String>, hints: &[usize]| {
        parts.extend(hints.iter().map(|&h| clue_sentence(riddle, names, h)));
    };
    match step {
        Step::MergeHints {
            hints,
            shared,
            kept,
            rejected,
        } => {
            let all: Vec<usize> = hints.iter().flatten().copied().collect();
            clues(&mut parts, &all);
            parts.push(merged_hints_words(
                riddle, names, hints, *shared, *kept, *rejected,
            ));
        }
        Step::Merge {
            rule: _,
            hints,
            option,
            rows: _,
            cells,
        } => {
            let choice = option.as_ref().map(|o| vec![o.clone()]);
            facts(
                &mut parts,
                facts_about(riddle, names, hints, choice.as_deref(), known, cells),
            );
            clues(&mut parts, hints);
            let why = geometry(riddle, names, hints, known, cells);
            if why.is_none() {
                if let Some(choice) = option {
                    for (&h, &o) in hints.iter().zip(choice) {
                        let options = &riddle.hints()[h];
                        if options.len() < 2 {
                            continue;
                        }
                        if shape(riddle, names, h) == Shape::Other {
                            parts.push(left_readings(riddle, names, h, &[o]));
                        } else if let Some(left) = readings(riddle, names, h, known) {
                            parts.push(left);
                        }
                    }
                }
            }
            parts.push(so(riddle, names, why, cells));
        }
        Step::Reject {
            rule,
            hints,
            options,
            exhausted,
        } => {
            facts(
                &mut parts,
                facts_about(riddle, names, hints, Some(options), known, &[]),
            );
            clues(&mut parts, hints);
            if let [h] = hints.as_slice() {
                let gone: Vec<usize> = options.iter().filter_map(|o| o.first().copied()).collect();
                let left: Vec<usize> = (0..riddle.hints()[*h].len())
                    .filter(|o| !gone.contains(o))
                    .collect();
                parts.push(left_readings(riddle, names, *h, &left));
            } else {
                parts.push(rejected_together(riddle, names, *rule, hints, options));
            }
            if *exhausted {
                parts.push(format!(
                    "No way to read {} is left, so what was supposed cannot be.",
                    clue_names(hints)
                ));
            }
        }
        Step::Fill { cell, reason } => parts.push(fill_words(riddle, names, known, *cell, *reason)),
        Step::Unused { column, value } => parts.push(format!(
            "No {noun} is left for {}, so no {noun} has it.",
            names.value(riddle, *column, *value),
            noun = names.row_noun
        )),
        Step::Assume { cell, holds } => {
            let fact = names.facts(riddle, &[(cell.row, cell.column, cell.value)]);
            parts.push(if *holds {
                format!("Suppose {fact}.")
            } else {
                format!("Suppose it is not so that {fact}.")
            });
        }
        Step::Exclude { cell } => {
            let fact = names.facts(riddle, &[(cell.row, cell.column, cell.value)]);
            parts.push(format!(
                "Supposing {fact} leads to a contradiction, so {} is not in {}.",
                names.value(riddle, cell.column, cell.value),
                names.row(riddle, cell.row)
            ));
        }
    }
    parts.retain(|p| !p.is_empty());
    parts.join(" ")
}

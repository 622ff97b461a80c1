//! The relation of houses a clause states ("directly left of", "next to each other", "two houses
//! between", "sometime after", "$25 less than"), read from its words into a [`Relation`], and the
//! order of the rows that comparisons of quantities use ([`RowOrder`]).
//!
//! - `left of`, `to the left of`, `somewhere to the left of`: `left-of`; `directly`,
//!   `immediately` or `just` before it, distance 1; "two houses to the left of", distance 2;
//!   the same for `right`;
//! - `next to`, `next door`, `beside`, `adjacent`, `neighbour(s)`: `next-to`;
//! - "N houses apart", "N houses away": `apart` N (`next-to` for 1); "there are N houses
//!   between A and B", "one house between": `apart` N + 1;
//! - comparisons of the rows' own quantity, when a column the start matrix gives whole numbers
//!   the rows with evenly spaced numbers (years, prices, "first" … "fourth"; not the house
//!   numbers): `before`, `earlier`, `ahead`, and `less`, `fewer`, `lower`, `smaller`,
//!   `cheaper`, `shorter`, `sooner` before `than`, name a smaller number; `after`, `later`,
//!   `behind`, and `more`, `higher`, `greater`, `larger`, `bigger`, `longer` before `than`, a
//!   larger one. Without a count, somewhere left or right as the numbers run; with one ("60
//!   years after", "$25 less than") the distance is the count over the rows' step, read only
//!   when it divides evenly; "1 place ahead" counts places.
//!
//! Not read (the clause is skipped as a `relation`): `separated` ("separated by two houses" is
//! said both ways), `between` without a count (three values), a count that is not whole rows,
//! a comparison in a riddle whose rows are not numbered by a quantity.

use super::claim::Relation;
use super::tokens::{house_number, StepWord, Use};
use crate::riddle::{Riddle, BLANK};

/// The column that names the rows for a relation of `a`'s and `b`'s values (columns) as a fact
/// of the solver, when one is needed, or whether it can be one at all: never with a great column
/// (its values may be in no house); with hints as blocks of rows, always (`Some(None)`); with
/// hints matched row by row, through a column the start matrix gives whole, other than the two
/// (`Some(Some(c))`), and not without one (`None`). A relation claim is read only when it can.
pub(super) fn rows_named(riddle: &Riddle, a: usize, b: usize) -> Option<Option<usize>> {
    if riddle.great(a) || riddle.great(b) {
        return None;
    }
    if !riddle.single_hints() {
        return Some(None);
    }
    let start = riddle.start_matrix();
    (0..riddle.columns())
        .find(|&c| c != a && c != b && start.column(c).iter().all(|&id| id != BLANK))
        .map(Some)
}

/// How the rows of a riddle are ordered by a quantity: the step between two rows' numbers, and
/// whether the numbers grow down the rows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct RowOrder {
    step: f64,
    ascending: bool,
}

impl RowOrder {
    /// The order of `riddle`'s rows by the first column the start matrix gives whole, other than
    /// the house numbers (`numbered`: the first column numbers the rows), whose values each hold
    /// a number or an ordinal, evenly spaced.
    pub(super) fn of(riddle: &Riddle, numbered: bool) -> Option<RowOrder> {
        let start = riddle.start_matrix();
        (0..riddle.columns())
            .filter(|&c| !(c == 0 && numbered))
            .filter(|&c| riddle.rows() >= 2 && start.column(c).iter().all(|&id| id != BLANK))
            .find_map(|c| {
                let numbers: Vec<f64> = start
                    .column(c)
                    .iter()
                    .map(|&id| number_in(riddle.value_name(c, id)))
                    .collect::<Option<_>>()?;
                let step = numbers[1] - numbers[0];
                let even = numbers.windows(2).all(|w| (w[1] - w[0] - step).abs() < 1e-9);
                (even && step.abs() > 1e-9).then_some(RowOrder {
                    step: step.abs(),
                    ascending: step > 0.0,
                })
            })
    }
}

/// The number a value names: its first run of digits (with a decimal point: "$6.50", "102
/// inches", "April 4th", "55%"), or an ordinal word ("first").
fn number_in(name: &str) -> Option<f64> {
    let start = name.find(|c: char| c.is_ascii_digit());
    if let Some(start) = start {
        let rest = &name[start..];
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        return rest[..end].trim_end_matches('.').parse().ok();
    }
    let word = name.trim().to_lowercase();
    super::tokens::ordinal(&word).map(|n| n as f64)
}

/// Which way a clause's relation words point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    Left,
    Right,
    Next,
    Apart,
    Between,
    /// A smaller number of the rows' quantity.
    Less,
    /// A larger one.
    More,
}

/// The words of a clause that state a relation of houses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct RelationWords {
    side: Option<Direction>,
    /// `directly`, `immediately`, `just`.
    directly: bool,
    /// A count and whether its unit is a house ("two houses", "1 place") or a quantity ("60
    /// years", "$25").
    count: Option<(u64, bool)>,
    /// Words that leave it unread: `separated`, two sides.
    unread: bool,
}

/// Units that count houses.
const HOUSE_UNITS: [&str; 10] = [
    "house",
    "houses",
    "position",
    "positions",
    "place",
    "places",
    "spot",
    "spots",
    "step",
    "steps",
];

impl RelationWords {
    /// The relation words of a clause (its words `tokens`, read as `uses`).
    pub(super) fn of(tokens: &[StepWord], uses: &[Use]) -> RelationWords {
        let free = |k: usize| match (tokens.get(k), uses.get(k)) {
            (Some(StepWord::Word(w, _)), Some(Use::Free)) => w.as_str(),
            _ => "",
        };
        let mut out = RelationWords::default();
        let set = |out: &mut RelationWords, side: Direction| {
            if out.side.is_some_and(|s| s != side) {
                out.unread = true;
            }
            out.side = Some(side);
        };
        for k in 0..tokens.len() {
            let word = free(k);
            let (next, before) = (free(k + 1), if k > 0 { free(k - 1) } else { "" });
            match word {
                "left" | "right"
                    if next == "of"
                        || matches!(before, "the" | "directly" | "immediately" | "somewhere" | "just") =>
                {
                    set(
                        &mut out,
                        if word == "left" {
                            Direction::Left
                        } else {
                            Direction::Right
                        },
                    )
                }
                "next" if matches!(next, "to" | "door") => set(&mut out, Direction::Next),
                "beside" | "adjacent" | "neighbour" | "neighbours" | "neighbor" | "neighbors" => {
                    set(&mut out, Direction::Next)
                }
                "apart" | "away" => set(&mut out, Direction::Apart),
                "between" => set(&mut out, Direction::Between),
                "directly" | "immediately" | "just" => out.directly = true,
                "before" | "earlier" | "ahead" | "sooner" => set(&mut out, Direction::Less),
                "after" | "later" | "behind" => set(&mut out, Direction::More),
                "less" | "fewer" | "lower" | "smaller" | "cheaper" | "shorter" if next == "than" => {
                    set(&mut out, Direction::Less)
                }
                "more" | "higher" | "greater" | "larger" | "bigger" | "longer" if next == "than" => {
                    set(&mut out, Direction::More)
                }
                "separated" | "separates" | "separating" => out.unread = true,
                _ => {}
            }
            // A count: a free number before its unit, or before "less", "after", ….
            let number = match (tokens.get(k), uses.get(k)) {
                (Some(t @ (StepWord::Number(_) | StepWord::Word(..))), Some(Use::Free)) => {
                    house_number(t).or(matches!(word, "a" | "an").then_some(1))
                }
                _ => None,
            };
            if let Some(n) = number {
                if HOUSE_UNITS.contains(&next) {
                    out.count = Some((n, true));
                } else if matches!(tokens.get(k), Some(StepWord::Number(_))) && !next.is_empty() {
                    out.count = Some((n, false));
                }
            }
        }
        out
    }

    /// Whether the clause has words of a relation at all.
    pub(super) fn any(&self) -> bool {
        self.side.is_some()
    }

    /// The relation, if it reads as one of the closed set (`order`: the rows' quantity, for
    /// comparisons).
    pub(super) fn relation(&self, order: Option<RowOrder>) -> Option<Relation> {
        if self.unread {
            return None;
        }
        let houses = match self.count {
            Some((n, true)) => Some(usize::try_from(n).ok()?),
            Some((_, false)) => None,
            None => None,
        };
        let quantity = matches!(self.count, Some((_, false)));
        let directed = |left: bool, distance: Option<usize>| {
            if distance == Some(0) {
                return None;
            }
            Some(if left {
                Relation::LeftOf(distance)
            } else {
                Relation::RightOf(distance)
            })
        };
        match self.side? {
            Direction::Left | Direction::Right if !quantity => {
                let distance = if self.directly { Some(1) } else { houses };
                directed(self.side == Some(Direction::Left), distance)
            }
            Direction::Next if self.count.is_none() => Some(Relation::NextTo),
            Direction::Apart => match houses? {
                0 => None,
                1 => Some(Relation::NextTo),
                n => Some(Relation::Apart(n)),
            },
            Direction::Between if !self.directly => match houses? {
                0 => None,
                n => Some(Relation::Apart(n + 1)),
            },
            Direction::Less | Direction::More => {
                let order = order?;
                let distance = match self.count {
                    _ if self.directly => Some(1),
                    Some((n, true)) => Some(usize::try_from(n).ok()?),
                    Some((n, false)) => {
                        let rows = n as f64 / order.step;
                        if (rows - rows.round()).abs() > 1e-9 {
                            return None;
                        }
                        Some(rows.round() as usize)
                    }
                    None => None,
                };
                // A smaller number is an earlier row when the numbers grow down the rows.
                directed((self.side == Some(Direction::Less)) == order.ascending, distance)
            }
            _ => None,
        }
    }
}

//! How a riddle names its rows and values in words ([`Names`]), and the small helpers of
//! every sentence (`capitalise`, `list`).

use crate::riddle::{Riddle, ValueId, BLANK};

/// The values one row of an option ties together: (column, value id), never blank, never the
/// position column.
pub(crate) type Side = Vec<(usize, ValueId)>;

/// How a riddle names its rows and values in words.
pub(crate) struct Names {
    /// Whether the first column of the start matrix names every row (then it is not a value of
    /// the hints' meaning but where they are).
    pub(crate) positions: bool,
    /// Whether those names are numbers: "house 3" rather than "Smith".
    pub(crate) numbered: bool,
    /// The word for a row: the first column's name, lower case ("house"), or "row".
    pub(crate) row_noun: String,
}

/// The first letter upper case.
pub(crate) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Names {
    pub(crate) fn new(riddle: &Riddle) -> Names {
        let first = riddle.start_matrix().column(0);
        let positions = first.iter().all(|&v| v != BLANK);
        let numbered = positions
            && first
                .iter()
                .all(|&v| riddle.value_name(0, v).chars().all(|c| c.is_ascii_digit()));
        let header = riddle.header()[0].trim();
        let row_noun = if !positions {
            "row".to_owned()
        } else if header.chars().any(char::is_alphabetic) {
            crate::words::column_word(header)
        } else {
            "position".to_owned()
        };
        Names {
            positions,
            numbered,
            row_noun,
        }
    }

    /// Row `r` (0-based) in words: "house 3", "Smith", "row 3".
    pub(crate) fn row(&self, riddle: &Riddle, r: usize) -> String {
        let first = riddle.value_name(0, riddle.start_matrix()[(r, 0)]);
        match (self.positions, self.numbered) {
            (true, true) => format!("{} {first}", self.row_noun),
            (true, false) => first.to_owned(),
            (false, _) => format!("row {}", r + 1),
        }
    }

    /// A value in words: its name, or "shirt 21" when the name alone is a number or names a
    /// value of another column too.
    pub(crate) fn value(&self, riddle: &Riddle, column: usize, value: ValueId) -> String {
        let name = riddle.value_name(column, value);
        if column == 0 && self.numbered {
            return format!("{} {name}", self.row_noun);
        }
        let elsewhere =
            (0..riddle.columns()).any(|c| c != column && riddle.values(c).iter().any(|v| v == name));
        if elsewhere
            || name
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_punctuation())
        {
            format!("{} {name}", crate::words::column_word(&riddle.header()[column]))
        } else {
            name.to_owned()
        }
    }

    /// The values of one row of a clue: "blue", or "the one with green and coffee".
    pub(crate) fn side(&self, riddle: &Riddle, side: &Side) -> String {
        match side.as_slice() {
            [(c, v)] => self.value(riddle, *c, *v),
            _ => format!(
                "the one with {}",
                self.and_list(side.iter().map(|&(c, v)| self.value(riddle, c, v)).collect())
            ),
        }
    }

    /// Values placed in row `r`: "Norwegian is in house 1", "Brown's wife is Mary".
    pub(crate) fn at(&self, riddle: &Riddle, side: &Side, r: usize) -> String {
        let row = self.row(riddle, r);
        if self.numbered {
            let values: Vec<String> = side.iter().map(|&(c, v)| self.value(riddle, c, v)).collect();
            let verb = if values.len() == 1 { "is" } else { "are" };
            format!("{} {verb} in {row}", self.and_list(values))
        } else {
            self.facts(riddle, &side.iter().map(|&(c, v)| (r, c, v)).collect::<Vec<_>>())
        }
    }

    /// Cells in words, grouped by row: "house 2's color is blue and its drink is tea, and house
    /// 3's pet is fish".
    pub(crate) fn facts(&self, riddle: &Riddle, cells: &[(usize, usize, ValueId)]) -> String {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let groups: Vec<String> = sorted
            .chunk_by(|a, b| a.0 == b.0)
            .map(|group| {
                let parts = group
                    .iter()
                    .enumerate()
                    .map(|(i, &(r, c, v))| {
                        let owner = if i == 0 {
                            format!("{}'s", self.row(riddle, r))
                        } else {
                            "its".to_owned()
                        };
                        format!(
                            "{owner} {} is {}",
                            crate::words::column_word(&riddle.header()[c]),
                            riddle.value_name(c, v)
                        )
                    })
                    .collect();
                list(parts, "and")
            })
            .collect();
        match groups.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{}, and {last}", rest.join(", ")),
            _ => groups.concat(),
        }
    }

    /// "a", "a and b", "a, b and c".
    pub(crate) fn and_list(&self, items: Vec<String>) -> String {
        list(items, "and")
    }

    /// "a", "a or b", "a, b or c".
    pub(crate) fn or_list(&self, items: Vec<String>) -> String {
        list(items, "or")
    }
}

/// The items joined with commas, `word` before the last: "a", "a and b", "a, b and c".
pub(crate) fn list(mut items: Vec<String>, word: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} {word} {last}", items.join(", "))
        }
    }
}

//! The values each column mentions in the riddle matrix and the hints, in order of first
//! appearance, and where: what validation counts, numbers and quotes in its messages.

use std::collections::HashMap;
use std::fmt;

/// Where a value appears: a cell of the riddle matrix or of an option.
#[derive(Debug, Clone, Copy)]
pub(super) enum Mention {
    Start {
        row: usize,
        column: usize,
    },
    Hint {
        hint: usize,
        option: usize,
        row: usize,
        column: usize,
    },
}

impl fmt::Display for Mention {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mention::Start { row, column } => write!(f, "startMatrix[{row}][{column}]"),
            Mention::Hint {
                hint,
                option,
                row,
                column,
            } => {
                write!(f, "hints[{hint}][{option}][{row}][{column}]")
            }
        }
    }
}

/// The values one column mentions in the riddle matrix and the hints, each once, in order of
/// first appearance, with that appearance.
#[derive(Default)]
pub(super) struct Mentions<'a> {
    pub(super) order: Vec<(&'a str, Mention)>,
    /// Each value's position in `order`, once it has more than [`FEW_MENTIONS`] values: a column
    /// with fewer is searched faster in `order`.
    index: HashMap<&'a str, usize>,
    /// How many times each value of `order` is mentioned.
    pub(super) times: Vec<usize>,
}

/// Up to how many values a column's [`Mentions`] are looked up by a plain search.
const FEW_MENTIONS: usize = 16;

impl<'a> Mentions<'a> {
    /// Records `value` at `place`: its position in `order`, and if the column mentioned it
    /// before, the first place.
    pub(super) fn add(&mut self, value: &'a str, place: Mention) -> (u32, Option<Mention>) {
        match self.position(value) {
            Some(first) => {
                self.times[first] += 1;
                (first as u32, Some(self.order[first].1))
            }
            None => {
                if self.order.len() == FEW_MENTIONS {
                    self.index = (self.order.iter().enumerate())
                        .map(|(position, &(value, _))| (value, position))
                        .collect();
                }
                if self.order.len() >= FEW_MENTIONS {
                    self.index.insert(value, self.order.len());
                }
                self.order.push((value, place));
                self.times.push(1);
                ((self.order.len() - 1) as u32, None)
            }
        }
    }

    /// The position of `value` in `order`, if the column mentioned it.
    pub(super) fn position(&self, value: &str) -> Option<usize> {
        if self.order.len() <= FEW_MENTIONS {
            self.order.iter().position(|&(v, _)| v == value)
        } else {
            self.index.get(value).copied()
        }
    }

    /// The value most likely to be a mistake when the column has too many: the one mentioned
    /// the fewest times (a misspelling is usually written once), the last of those to appear.
    pub(super) fn suspect(&self) -> Option<(&'a str, Mention)> {
        let fewest = *self.times.iter().min()?;
        let last = self.times.iter().rposition(|&t| t == fewest)?;
        Some(self.order[last])
    }
}

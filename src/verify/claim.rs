//! One claim a step makes ([`Claim`]: a value in a house or with another value, or not), what
//! it holds in a full riddle matrix, and its words and names.

use crate::riddle::{Riddle, ValueId};
use serde::Serialize;

/// What a claim is about: a house, or another value in the same house.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum About {
    /// The value is in this row (0-based; "house 1" is row 0).
    House(usize),
    /// The value is in one house with this value (its column, its id).
    With(usize, ValueId),
    /// The value is said to be this row's value of another column ("house 3's car is Athens",
    /// with Athens a city): false whatever the riddle.
    Under(usize, usize),
}

/// One claim a step makes: a value (its column and id) in a house or with another value, or
/// not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Claim {
    /// The value's column.
    pub column: usize,
    /// The value's id in its column.
    pub value: ValueId,
    /// Where it is said to be.
    pub about: About,
    /// Whether the claim says it is not there.
    pub negated: bool,
}

impl Claim {
    /// Value `value` of `column` is (or, `negated`, is not) in row `row`.
    pub fn house(column: usize, value: ValueId, row: usize, negated: bool) -> Claim {
        Claim {
            column,
            value,
            about: About::House(row),
            negated,
        }
    }

    /// Values `a` and `b` (column, id) are (or are not) in one house.
    pub fn with(a: (usize, ValueId), b: (usize, ValueId), negated: bool) -> Claim {
        Claim {
            column: a.0,
            value: a.1,
            about: About::With(b.0, b.1),
            negated,
        }
    }

    /// Value `value` of `column` said to be row `row`'s value of the column `named`, not its
    /// own: a claim that cannot hold.
    pub fn under(column: usize, value: ValueId, row: usize, named: usize) -> Claim {
        Claim {
            column,
            value,
            about: About::Under(row, named),
            negated: false,
        }
    }

    /// The claim that holds exactly when this one does not.
    pub fn opposite(&self) -> Claim {
        Claim {
            negated: !self.negated,
            ..*self
        }
    }

    /// Whether it holds in `matrix`, a full riddle matrix of `riddle`'s shape.
    pub fn holds_in(&self, matrix: &ndarray::Array2<ValueId>) -> bool {
        let row_of = |c: usize, v: ValueId| (0..matrix.nrows()).find(|&r| matrix[(r, c)] == v);
        let here = row_of(self.column, self.value);
        let holds = match self.about {
            About::House(row) => here == Some(row),
            About::With(c, v) => here.is_some() && here == row_of(c, v),
            About::Under(..) => false,
        };
        holds != self.negated
    }

    /// In words: "the Brit in house 2", "the Brit not with birds".
    pub fn words(&self, riddle: &Riddle) -> String {
        let name = riddle.value_name(self.column, self.value);
        let not = if self.negated { "not " } else { "" };
        match self.about {
            About::House(row) => format!("the {name} {not}in house {}", row + 1),
            About::With(c, v) => format!("the {name} {not}with {}", riddle.value_name(c, v)),
            About::Under(row, named) => format!(
                "house {}'s {} {not}{name}",
                row + 1,
                crate::words::column_word(&riddle.header()[named])
            ),
        }
    }

    /// With the riddle's names, as `--json` writes it.
    pub fn named(&self, riddle: &Riddle) -> NamedClaim {
        let (house, with, with_column) = match self.about {
            About::House(row) | About::Under(row, _) => (Some(row + 1), None, None),
            About::With(c, v) => (
                None,
                Some(riddle.value_name(c, v).to_owned()),
                Some(riddle.header()[c].clone()),
            ),
        };
        let under = match self.about {
            About::Under(_, named) => Some(riddle.header()[named].clone()),
            _ => None,
        };
        NamedClaim {
            value: riddle.value_name(self.column, self.value).to_owned(),
            column: riddle.header()[self.column].clone(),
            house,
            with,
            with_column,
            under,
            negated: self.negated,
        }
    }
}

/// A claim with the riddle's names: `{"value", "column", "house"}` (house from 1) or
/// `{"value", "column", "with", "withColumn"}`, with `"negated": true` for a negation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NamedClaim {
    /// The value, as the riddle names it.
    pub value: String,
    /// Its column.
    pub column: String,
    /// The house (from 1), for a claim about a house.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house: Option<usize>,
    /// The other value, for a claim of two values in one house.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub with: Option<String>,
    /// The other value's column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub with_column: Option<String>,
    /// The column the value was written under when it is not the value's own ("house 3's
    /// car is Athens", Athens a city): the claim is false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub under: Option<String>,
    /// Whether the claim says "not".
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub negated: bool,
}

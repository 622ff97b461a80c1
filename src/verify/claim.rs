//! One claim a step makes ([`Claim`]: a value in a house, with another value, or in a
//! [`Relation`] of houses to another value, or not), whether it holds in a full riddle matrix,
//! and its words and names.

use crate::riddle::{Riddle, ValueId};
use serde::{Deserialize, Serialize};

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
    /// The value's house is in this relation to the house of another value (its column, its
    /// id): "the Dane is directly left of the yellow house".
    Relation(Relation, usize, ValueId),
}

/// How the houses of two values stand, the closed set the riddle's clue kinds express (ZBC's
/// `A -- B`, `A -k- B`, `A _ B`, `A _k_ B`): with p(A) the house of the claim's value and p(B)
/// that of the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `left-of`: p(A) < p(B), somewhere left; with a distance k, p(B) = p(A) + k ("directly
    /// left of" is k = 1).
    LeftOf(Option<usize>),
    /// `right-of`: p(A) > p(B); with a distance k, p(A) = p(B) + k.
    RightOf(Option<usize>),
    /// `next-to`: |p(A) − p(B)| = 1.
    NextTo,
    /// `apart`: |p(A) − p(B)| = k, k ≥ 2 ("two houses between A and B" is k = 3).
    Apart(usize),
}

impl Relation {
    /// Whether it holds when p(B) − p(A) is `d`.
    pub fn allows(self, d: i64) -> bool {
        let k = |k: usize| k as i64;
        match self {
            Relation::LeftOf(None) => d > 0,
            Relation::LeftOf(Some(n)) => d == k(n),
            Relation::RightOf(None) => d < 0,
            Relation::RightOf(Some(n)) => d == -k(n),
            Relation::NextTo => d.abs() == 1,
            Relation::Apart(n) => d.abs() == k(n),
        }
    }

    /// Its name, as `--json` writes it: `left-of`, `right-of`, `next-to`, `apart`.
    pub fn name(self) -> &'static str {
        self.kind().as_str()
    }

    /// Its kind, without the distance.
    pub fn kind(self) -> RelationKind {
        match self {
            Relation::LeftOf(_) => RelationKind::LeftOf,
            Relation::RightOf(_) => RelationKind::RightOf,
            Relation::NextTo => RelationKind::NextTo,
            Relation::Apart(_) => RelationKind::Apart,
        }
    }

    /// Its distance in houses, when it has one.
    pub fn distance(self) -> Option<usize> {
        match self {
            Relation::LeftOf(d) | Relation::RightOf(d) => d,
            Relation::NextTo => None,
            Relation::Apart(d) => Some(d),
        }
    }

    /// In words: "directly left of", "2 houses left of", "somewhere right of", "next to", "3
    /// houses from".
    pub fn words(self) -> String {
        let side = |side: &str, d: Option<usize>| match d {
            None => format!("somewhere {side} of"),
            Some(1) => format!("directly {side} of"),
            Some(n) => format!("{n} houses {side} of"),
        };
        match self {
            Relation::LeftOf(d) => side("left", d),
            Relation::RightOf(d) => side("right", d),
            Relation::NextTo => "next to".to_owned(),
            Relation::Apart(n) => format!("{n} houses from"),
        }
    }
}

/// A [`Relation`]'s kind, as `--json` writes it in a [`NamedClaim`]: `left-of`, `right-of`,
/// `next-to`, `apart`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub enum RelationKind {
    /// Somewhere left of, or exactly `distance` houses left of.
    LeftOf,
    /// Somewhere right of, or exactly `distance` houses right of.
    RightOf,
    /// In the next house, on either side.
    NextTo,
    /// `distance` houses apart, on either side.
    Apart,
}

impl RelationKind {
    /// Its name: `left-of`, `right-of`, `next-to`, `apart`.
    pub fn as_str(self) -> &'static str {
        match self {
            RelationKind::LeftOf => "left-of",
            RelationKind::RightOf => "right-of",
            RelationKind::NextTo => "next-to",
            RelationKind::Apart => "apart",
        }
    }
}

impl std::fmt::Display for RelationKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
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

    /// Value `a`'s house is (or is not) in `relation` to value `b`'s (column, id each).
    pub fn relation(a: (usize, ValueId), relation: Relation, b: (usize, ValueId), negated: bool) -> Claim {
        Claim {
            column: a.0,
            value: a.1,
            about: About::Relation(relation, b.0, b.1),
            negated,
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
            About::Relation(relation, c, v) => match (here, row_of(c, v)) {
                (Some(a), Some(b)) => relation.allows(b as i64 - a as i64),
                _ => false,
            },
        };
        holds != self.negated
    }

    /// In words: "the Brit in house 2", "the Brit not with birds", "the Brit directly left of
    /// the Dane".
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
            About::Relation(relation, c, v) => format!(
                "the {name} {not}{} the {}",
                relation.words(),
                riddle.value_name(c, v)
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
            About::Relation(..) => (None, None, None),
        };
        let (relation, other, other_column, distance) = match self.about {
            About::Relation(relation, c, v) => (
                Some(relation.kind()),
                Some(riddle.value_name(c, v).to_owned()),
                Some(riddle.header()[c].clone()),
                relation.distance(),
            ),
            _ => (None, None, None, None),
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
            relation,
            other,
            other_column,
            distance,
            negated: self.negated,
        }
    }
}

/// A claim with the riddle's names: `{"value", "column", "house"}` (house from 1),
/// `{"value", "column", "with", "withColumn"}` or `{"value", "column", "relation", "other",
/// "otherColumn"}` (and `"distance"` when the relation has one), with `"negated": true` for a
/// negation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
    /// The relation of houses, for a relation claim: `left-of`, `right-of`, `next-to`,
    /// `apart` ([`Relation`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relation: Option<RelationKind>,
    /// The other value of a relation claim.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other: Option<String>,
    /// The other value's column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_column: Option<String>,
    /// The distance in houses of a relation that has one (`left-of` and `right-of` exactly
    /// that many houses away, `apart`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance: Option<usize>,
    /// Whether the claim says "not" (written only when it does).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub negated: bool,
}

//! The kinds of hints the generator draws ([`HintKind`]): their names, the sizes they fit,
//! their strength and how often each is drawn.

use serde::{Deserialize, Serialize};

/// A kind of hint the generator can draw. Each is written in the riddle format exactly, with
/// options and blank rows (`singleHints: false`); `X`, `Y`, `Z` are values of attribute columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[non_exhaustive]
pub enum HintKind {
    /// "The Brit keeps birds": one row holding X and Y.
    SameRow,
    /// "The Brit lives in house 3": one row holding the house number and X.
    InRow,
    /// "The Brit does not live in house 3": one option per other house.
    NotInRow,
    /// "The Brit lives directly left of the person who keeps birds": X above Y.
    DirectlyLeft,
    /// "The Brit lives somewhere left of …": X, then Y after 0, 1, … blank rows.
    SomewhereLeft,
    /// "The Brit lives next to …": X above Y, or Y above X.
    NextTo,
    /// "There are two houses between X and Y": X and Y with k − 1 blank rows between, either way
    /// round (k ≥ 2).
    Apart,
    /// "X lives directly between Y and Z": Y, X, Z or Z, X, Y.
    Between,
    /// "X either … or …": one row holding X and Y, or one holding X and Z (Y and Z of one column).
    EitherOr,
    /// "X is not Y": one row holding X and each other value of Y's column.
    NotTogether,
    /// "The person born in 1970 is older than X": one row holding X and each number of the
    /// column above 1970 (or below), in a riddle with a column of numbers (`Year`, `Age`).
    Compare,
    /// "If the Swede keeps dogs, then the Dane drinks tea": X's row holds another value than Y
    /// of Y's column (one option each), or one row holds Z and W. X is of a column with a value
    /// per house (never unused); Y and W may be house numbers. Not drawn by default
    /// ([`HintKind::DEFAULT`]).
    IfThen,
    /// "Exactly one of these holds: the Swede keeps dogs; the Swede lives in house 2": one row
    /// holding X, Y and another value than Z of Z's column, or X, Z and another value than Y
    /// (Y and Z of two columns other than X's; one may be the house). Not drawn by default.
    ExactlyOne,
}

impl HintKind {
    /// Every kind, in the order above.
    pub const ALL: [HintKind; 13] = [
        HintKind::SameRow,
        HintKind::InRow,
        HintKind::NotInRow,
        HintKind::DirectlyLeft,
        HintKind::SomewhereLeft,
        HintKind::NextTo,
        HintKind::Apart,
        HintKind::Between,
        HintKind::EitherOr,
        HintKind::NotTogether,
        HintKind::Compare,
        HintKind::IfThen,
        HintKind::ExactlyOne,
    ];

    /// The kinds drawn when none are named: every kind but `if-then` and `exactly-one`, which
    /// are asked for by name (`--kinds`), so that a seed makes the riddle it made before they
    /// came.
    pub const DEFAULT: [HintKind; 11] = [
        HintKind::SameRow,
        HintKind::InRow,
        HintKind::NotInRow,
        HintKind::DirectlyLeft,
        HintKind::SomewhereLeft,
        HintKind::NextTo,
        HintKind::Apart,
        HintKind::Between,
        HintKind::EitherOr,
        HintKind::NotTogether,
        HintKind::Compare,
    ];

    /// The name used in JSON and on the command line (`same-row`, `not-in-row`…).
    pub fn name(self) -> &'static str {
        match self {
            HintKind::SameRow => "same-row",
            HintKind::InRow => "in-row",
            HintKind::NotInRow => "not-in-row",
            HintKind::DirectlyLeft => "directly-left",
            HintKind::SomewhereLeft => "somewhere-left",
            HintKind::NextTo => "next-to",
            HintKind::Apart => "apart",
            HintKind::Between => "between",
            HintKind::EitherOr => "either-or",
            HintKind::NotTogether => "not-together",
            HintKind::Compare => "compare",
            HintKind::IfThen => "if-then",
            HintKind::ExactlyOne => "exactly-one",
        }
    }

    /// Whether a hint of this kind can tell left from right. Riddles whose hints all cannot (same
    /// row, next to, apart, between, either/or, not together) also hold in mirror image, so
    /// with two rows or more they never have one solution.
    pub fn orients(self) -> bool {
        matches!(
            self,
            HintKind::InRow | HintKind::NotInRow | HintKind::DirectlyLeft | HintKind::SomewhereLeft
        )
    }

    /// Whether a riddle of `rows` rows and `attributes` attribute columns can hold a true hint of
    /// this kind (`compare` also needs a column of numbers, which the themes drawn may not give:
    /// without one it is left out).
    pub fn fits(self, rows: usize, attributes: usize) -> bool {
        match self {
            HintKind::InRow => rows >= 1,
            HintKind::NotInRow | HintKind::DirectlyLeft | HintKind::SomewhereLeft | HintKind::NextTo => {
                rows >= 2
            }
            HintKind::Apart | HintKind::Between => rows >= 3,
            HintKind::SameRow => attributes >= 2,
            HintKind::EitherOr
            | HintKind::NotTogether
            | HintKind::Compare
            | HintKind::IfThen
            | HintKind::ExactlyOne => rows >= 2 && attributes >= 2,
        }
    }

    /// How much a hint of this kind tells, roughly: weak hints first.
    pub(crate) fn strength(self) -> u8 {
        match self {
            HintKind::NotTogether | HintKind::IfThen => 0,
            HintKind::Compare => 1,
            HintKind::NotInRow => 2,
            HintKind::EitherOr | HintKind::ExactlyOne => 3,
            HintKind::SomewhereLeft => 4,
            HintKind::Apart => 5,
            HintKind::NextTo => 6,
            HintKind::Between => 7,
            HintKind::DirectlyLeft => 8,
            HintKind::SameRow => 9,
            HintKind::InRow => 10,
        }
    }

    /// How often the kind is drawn, relative to the others. "Somewhere left" has an option per
    /// distance, so it is drawn less on tall riddles, where it would weigh most on the solver.
    pub(crate) fn weight(self, rows: usize) -> u32 {
        match self {
            HintKind::SameRow => 16,
            HintKind::InRow => 10,
            HintKind::NotInRow => 6,
            HintKind::DirectlyLeft => 10,
            HintKind::SomewhereLeft => (60 / rows.max(12)).max(1) as u32,
            HintKind::NextTo => 12,
            HintKind::Apart => 6,
            HintKind::Between => 5,
            HintKind::EitherOr => 6,
            HintKind::NotTogether => 5,
            HintKind::Compare => 6,
            HintKind::IfThen | HintKind::ExactlyOne => 6,
        }
    }
}

impl std::fmt::Display for HintKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for HintKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        HintKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = HintKind::ALL.iter().map(|k| k.name()).collect();
                let s = crate::words::shortened(s);
                format!("unknown hint kind `{s}`: expected one of {}", names.join(", "))
            })
    }
}

//! A hint by its meaning ([`Hint`]): drawing a random true one of a kind, its options in the
//! riddle format, its sentence.

use super::kinds::HintKind;
use super::rng::Rng;
use super::solution_grid::{SolutionGrid, Val};
use super::theme::Column;
use crate::riddle::{ValueId, BLANK};
use ndarray::Array2;

/// A hint, by its meaning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Hint {
    SameRow(Val, Val),
    InRow(Val, usize),
    NotInRow(Val, usize),
    DirectlyLeft(Val, Val),
    SomewhereLeft(Val, Val),
    NextTo(Val, Val),
    Apart(Val, Val, usize),
    Between(Val, Val, Val),
    EitherOr(Val, Val, Val),
    NotTogether(Val, Val),
    /// `x`'s number in the column of `pivot` is larger than `pivot`'s (`true`) or smaller.
    Compare(Val, Val, bool),
    /// If `x` and `y` share a row, `z` and `w` do (`y`, `w` may be house numbers: column 0).
    IfThen(Val, Val, Val, Val),
    /// Exactly one of: `x` shares a row with `y`; `x` shares a row with `z` (`y` or `z` may be
    /// a house number).
    ExactlyOne(Val, Val, Val),
}

impl Hint {
    /// A random hint of `kind` that holds in `grid` (`kind` must fit the grid's size; for
    /// `compare`, `numeric` lists the columns of numbers and is not empty).
    pub(crate) fn draw(kind: HintKind, grid: &SolutionGrid, numeric: &[usize], rng: &mut Rng) -> Hint {
        let m = grid.cell.len();
        let attrs = grid.row.len() - 1;
        let col = |rng: &mut Rng| 1 + rng.below(attrs);
        // Two distinct attribute columns.
        let two_cols = |rng: &mut Rng| {
            let a = 1 + rng.below(attrs);
            let b = 1 + (a + rng.below(attrs - 1)) % attrs;
            (a, b)
        };
        // Another row than `r`.
        let other_row = |r: usize, rng: &mut Rng| (r + 1 + rng.below(m - 1)) % m;
        match kind {
            HintKind::SameRow => {
                let r = rng.below(m);
                let (a, b) = two_cols(rng);
                Hint::SameRow(grid.at(r, a), grid.at(r, b))
            }
            HintKind::InRow => {
                let r = rng.below(m);
                let c = col(rng);
                Hint::InRow(grid.at(r, c), r)
            }
            HintKind::NotInRow => {
                let r = rng.below(m);
                let c = col(rng);
                Hint::NotInRow(grid.at(r, c), other_row(r, rng))
            }
            HintKind::DirectlyLeft | HintKind::NextTo => {
                let r = rng.below(m - 1);
                let (a, b) = (grid.at(r, col(rng)), grid.at(r + 1, col(rng)));
                match (kind, rng.below(2)) {
                    (HintKind::DirectlyLeft, _) => Hint::DirectlyLeft(a, b),
                    (_, 0) => Hint::NextTo(a, b),
                    _ => Hint::NextTo(b, a),
                }
            }
            HintKind::SomewhereLeft => {
                let r1 = rng.below(m);
                let r2 = other_row(r1, rng);
                let (a, b) = (grid.at(r1.min(r2), col(rng)), grid.at(r1.max(r2), col(rng)));
                Hint::SomewhereLeft(a, b)
            }
            HintKind::Apart => {
                let d = 2 + rng.below(m - 2);
                let r = rng.below(m - d);
                let (a, b) = (grid.at(r, col(rng)), grid.at(r + d, col(rng)));
                if rng.below(2) == 0 {
                    Hint::Apart(a, b, d)
                } else {
                    Hint::Apart(b, a, d)
                }
            }
            HintKind::Between => {
                let r = 1 + rng.below(m - 2);
                let x = grid.at(r, col(rng));
                let (y, z) = (grid.at(r - 1, col(rng)), grid.at(r + 1, col(rng)));
                if rng.below(2) == 0 {
                    Hint::Between(x, y, z)
                } else {
                    Hint::Between(x, z, y)
                }
            }
            HintKind::EitherOr => {
                let r = rng.below(m);
                let (a, b) = two_cols(rng);
                let (y, z) = (grid.at(r, b), grid.at(other_row(r, rng), b));
                if rng.below(2) == 0 {
                    Hint::EitherOr(grid.at(r, a), y, z)
                } else {
                    Hint::EitherOr(grid.at(r, a), z, y)
                }
            }
            HintKind::NotTogether => {
                let r = rng.below(m);
                let (a, b) = two_cols(rng);
                Hint::NotTogether(grid.at(r, a), grid.at(other_row(r, rng), b))
            }
            HintKind::IfThen => Hint::draw_if_then(grid, rng),
            HintKind::ExactlyOne => {
                let r = rng.below(m);
                let a = col(rng);
                // Two more columns, other than X's: the house may be one.
                let mut others: Vec<usize> = (0..=attrs).filter(|&c| c != a).collect();
                rng.shuffle(&mut others);
                let (b, c) = (others[0], others[1]);
                let x = grid.at(r, a);
                if rng.below(2) == 0 {
                    Hint::ExactlyOne(x, grid.at(r, b), grid.at(other_row(r, rng), c))
                } else {
                    Hint::ExactlyOne(x, grid.at(other_row(r, rng), b), grid.at(r, c))
                }
            }
            HintKind::Compare => {
                let c = numeric[rng.below(numeric.len())];
                let r = rng.below(m);
                let other = 1 + (c - 1 + 1 + rng.below(attrs - 1)) % attrs;
                let (x, pivot) = (grid.at(r, other), grid.at(other_row(r, rng), c));
                Hint::Compare(x, pivot, grid.cell[r][c] > pivot.value)
            }
        }
    }

    /// A random `if-then` hint that holds in `grid`, for [`Hint::draw`].
    fn draw_if_then(grid: &SolutionGrid, rng: &mut Rng) -> Hint {
        let m = grid.cell.len();
        let attrs = grid.row.len() - 1;
        let col = |rng: &mut Rng| 1 + rng.below(attrs);
        let other_row = |r: usize, rng: &mut Rng| (r + 1 + rng.below(m - 1)) % m;
        loop {
            // X of a column with a value per house: "if X …" is never about an unused value.
            let full: Vec<usize> = (1..=attrs).filter(|&c| grid.row[c].len() == m).collect();
            let a = full[rng.below(full.len())];
            // Another column, the house included.
            let other_col = |c: usize, rng: &mut Rng| (c + 1 + rng.below(attrs)) % (attrs + 1);
            let r1 = rng.below(m);
            let x = grid.at(r1, a);
            let b = other_col(a, rng);
            let holds = rng.below(2) == 0;
            let y = grid.at(if holds { r1 } else { other_row(r1, rng) }, b);
            let (r2, c) = (rng.below(m), col(rng));
            let d = other_col(c, rng);
            let z = grid.at(r2, c);
            // True when X has Y; else either way.
            let w = grid.at(
                if holds || rng.below(2) == 0 {
                    r2
                } else {
                    other_row(r2, rng)
                },
                d,
            );
            // The "then" names none of the values of the "if".
            if ![x, y].contains(&z) && ![x, y].contains(&w) {
                break Hint::IfThen(x, y, z, w);
            }
        }
    }

    pub(crate) fn kind(&self) -> HintKind {
        match self {
            Hint::SameRow(..) => HintKind::SameRow,
            Hint::InRow(..) => HintKind::InRow,
            Hint::NotInRow(..) => HintKind::NotInRow,
            Hint::DirectlyLeft(..) => HintKind::DirectlyLeft,
            Hint::SomewhereLeft(..) => HintKind::SomewhereLeft,
            Hint::NextTo(..) => HintKind::NextTo,
            Hint::Apart(..) => HintKind::Apart,
            Hint::Between(..) => HintKind::Between,
            Hint::EitherOr(..) => HintKind::EitherOr,
            Hint::NotTogether(..) => HintKind::NotTogether,
            Hint::Compare(..) => HintKind::Compare,
            Hint::IfThen(..) => HintKind::IfThen,
            Hint::ExactlyOne(..) => HintKind::ExactlyOne,
        }
    }

    /// The values the hint names (not the house numbers).
    pub(crate) fn values(&self) -> Vec<Val> {
        match *self {
            Hint::InRow(a, _) | Hint::NotInRow(a, _) => vec![a],
            Hint::SameRow(a, b)
            | Hint::DirectlyLeft(a, b)
            | Hint::SomewhereLeft(a, b)
            | Hint::NextTo(a, b)
            | Hint::Apart(a, b, _)
            | Hint::NotTogether(a, b)
            | Hint::Compare(a, b, _) => vec![a, b],
            Hint::Between(x, y, z) | Hint::EitherOr(x, y, z) => vec![x, y, z],
            Hint::IfThen(x, y, z, w) => [x, y, z, w].into_iter().filter(|v| v.col > 0).collect(),
            Hint::ExactlyOne(x, y, z) => [x, y, z].into_iter().filter(|v| v.col > 0).collect(),
        }
    }

    /// Whether the hint holds in `grid`. Every value a hint places must be in some row (a value
    /// of a great column may be unused); "X is not Y" and comparisons place X only.
    pub(crate) fn holds(&self, grid: &SolutionGrid) -> bool {
        // The value of column `col` in the row of `v`, when `v` is in a row.
        let beside = |v: Val, col: usize| grid.holds_value(v).then(|| grid.cell[grid.of(v)][col]);
        match *self {
            // X's row holds another value of Y's column, or Z and W share a row.
            Hint::IfThen(x, y, z, w) => {
                return beside(x, y.col).is_some_and(|v| v != y.value) || beside(z, w.col) == Some(w.value);
            }
            // X's row holds exactly one of Y and Z.
            Hint::ExactlyOne(x, y, z) => {
                return beside(x, y.col)
                    .zip(beside(x, z.col))
                    .is_some_and(|(v, u)| (v == y.value) != (u == z.value));
            }
            _ => {}
        }
        let placed = match *self {
            Hint::NotTogether(a, _) | Hint::Compare(a, _, _) => vec![a],
            _ => self.values(),
        };
        if !placed.into_iter().all(|v| grid.holds_value(v)) {
            return false;
        }
        let at = |v: Val| grid.of(v);
        match *self {
            Hint::SameRow(a, b) => at(a) == at(b),
            Hint::InRow(a, r) => at(a) == r,
            Hint::NotInRow(a, r) => at(a) != r,
            Hint::DirectlyLeft(a, b) => at(a) + 1 == at(b),
            Hint::SomewhereLeft(a, b) => at(a) < at(b),
            Hint::NextTo(a, b) => at(a).abs_diff(at(b)) == 1,
            Hint::Apart(a, b, d) => at(a).abs_diff(at(b)) == d,
            Hint::Between(x, y, z) => {
                let (x, y, z) = (at(x), at(y), at(z));
                (y + 1 == x && x + 1 == z) || (z + 1 == x && x + 1 == y)
            }
            Hint::EitherOr(x, y, z) => at(x) == at(y) || at(x) == at(z),
            Hint::NotTogether(a, b) => at(a) != at(b),
            Hint::IfThen(..) | Hint::ExactlyOne(..) => unreachable!("answered above"),
            Hint::Compare(x, pivot, larger) => {
                let number = grid.cell[at(x)][pivot.col];
                if larger {
                    number > pivot.value
                } else {
                    number < pivot.value
                }
            }
        }
    }

    /// The hint in the riddle format: its options, each a list of rows of `columns.len()` cells.
    pub(crate) fn options(&self, columns: &[Column]) -> Vec<Vec<Vec<String>>> {
        let name = |v: Option<Val>| v.map_or_else(String::new, |v| columns[v.col].values[v.value].clone());
        let sizes: Vec<usize> = columns.iter().map(|c| c.values.len()).collect();
        self.layout(&sizes, name)
    }

    /// The hint's options as value ids of a riddle in which value `v` of column `c` has the id
    /// `ids[c][v]` (column 0, the house, has a value per row).
    pub(crate) fn option_ids(&self, ids: &[Vec<ValueId>]) -> Vec<Array2<ValueId>> {
        let n = ids.len();
        let id = |v: Option<Val>| v.map_or(BLANK, |v| ids[v.col][v.value]);
        let sizes: Vec<usize> = ids.iter().map(Vec::len).collect();
        (self.layout(&sizes, id).into_iter())
            .map(|rows| Array2::from_shape_vec((rows.len(), n), rows.concat()).expect("rows of n cells"))
            .collect()
    }

    /// The hint's options, each a list of rows of `sizes.len()` cells, in a riddle whose column
    /// `c` has `sizes[c]` values (column 0, the house, one per row): each cell `cell(Some(v))`
    /// for value `v` or `cell(None)` for a blank.
    fn layout<T>(&self, sizes: &[usize], cell: impl Fn(Option<Val>) -> T) -> Vec<Vec<Vec<T>>> {
        let (n, m) = (sizes.len(), sizes[0]);
        let row = |cells: &[Val]| -> Vec<T> {
            (0..n)
                .map(|c| cell(cells.iter().rev().find(|v| v.col == c).copied()))
                .collect()
        };
        let house = |r: usize| Val { col: 0, value: r };
        // `a`, `gap` blank rows, `b`.
        let spaced = |a: Val, gap: usize, b: Val| {
            let mut out = vec![row(&[a])];
            out.extend((0..gap).map(|_| row(&[])));
            out.push(row(&[b]));
            out
        };
        match *self {
            Hint::SameRow(a, b) => vec![vec![row(&[a, b])]],
            Hint::InRow(a, r) => vec![vec![row(&[house(r), a])]],
            Hint::NotInRow(a, r) => (0..m)
                .filter(|&j| j != r)
                .map(|j| vec![row(&[house(j), a])])
                .collect(),
            Hint::DirectlyLeft(a, b) => vec![spaced(a, 0, b)],
            Hint::SomewhereLeft(a, b) => (0..m - 1).map(|gap| spaced(a, gap, b)).collect(),
            Hint::NextTo(a, b) => vec![spaced(a, 0, b), spaced(b, 0, a)],
            Hint::Apart(a, b, d) => vec![spaced(a, d - 1, b), spaced(b, d - 1, a)],
            Hint::Between(x, y, z) => vec![
                vec![row(&[y]), row(&[x]), row(&[z])],
                vec![row(&[z]), row(&[x]), row(&[y])],
            ],
            Hint::EitherOr(x, y, z) => vec![vec![row(&[x, y])], vec![row(&[x, z])]],
            Hint::NotTogether(a, b) => (0..sizes[b.col])
                .filter(|&v| v != b.value)
                .map(|v| vec![row(&[a, Val { col: b.col, value: v }])])
                .collect(),
            Hint::IfThen(x, y, z, w) => (0..sizes[y.col])
                .filter(|&v| v != y.value)
                .map(|value| vec![row(&[x, Val { col: y.col, value }])])
                .chain([vec![row(&[z, w])]])
                .collect(),
            Hint::ExactlyOne(x, y, z) => {
                // X and one of them, and another value than the other's.
                let with = |one: Val, not: Val| {
                    (0..sizes[not.col])
                        .filter(move |&v| v != not.value)
                        .map(move |value| (one, Val { col: not.col, value }))
                };
                (with(y, z).chain(with(z, y)))
                    .map(|(one, other)| vec![row(&[x, one, other])])
                    .collect()
            }
            Hint::Compare(x, pivot, larger) => (0..sizes[pivot.col])
                .filter(|&v| if larger { v > pivot.value } else { v < pivot.value })
                .map(|v| {
                    vec![row(&[
                        x,
                        Val {
                            col: pivot.col,
                            value: v,
                        },
                    ])]
                })
                .collect(),
        }
    }

    /// The hint as an English sentence. "Left" and "next to" say what they mean in house
    /// numbers, so that a sentence read alone is not ambiguous.
    pub(crate) fn text(&self, columns: &[Column]) -> String {
        let s = |v: Val| columns[v.col].subject(v.value);
        let p = |v: Val| columns[v.col].predicate(v.value);
        let sentence = match *self {
            Hint::SameRow(a, b) => format!("{} {}", s(a), p(b)),
            Hint::InRow(a, r) => format!("{} lives in house {}", s(a), r + 1),
            Hint::NotInRow(a, r) => format!("{} does not live in house {}", s(a), r + 1),
            Hint::DirectlyLeft(a, b) => format!(
                "{} lives directly left of {} (in the house numbered one lower)",
                s(a),
                s(b)
            ),
            Hint::SomewhereLeft(a, b) => format!(
                "{} lives somewhere left of {} (in a house with a lower number)",
                s(a),
                s(b)
            ),
            Hint::NextTo(a, b) => format!(
                "{} lives next to {} (their house numbers differ by one)",
                s(a),
                s(b)
            ),
            Hint::Apart(a, b, d) => match d - 1 {
                1 => format!("there is one house between {} and {}", s(a), s(b)),
                k => format!("there are {} houses between {} and {}", number(k), s(a), s(b)),
            },
            Hint::Between(x, y, z) => {
                format!(
                    "{} lives directly between {} and {} (next to both, one on each side)",
                    s(x),
                    s(y),
                    s(z)
                )
            }
            Hint::EitherOr(x, y, z) => format!("{} either {} or {}", s(x), p(y), p(z)),
            Hint::NotTogether(a, b) => format!("{} is not {}", s(a), s(b)),
            Hint::IfThen(x, y, z, w) => format!("if {} {}, then {} {}", s(x), p(y), s(z), p(w)),
            Hint::ExactlyOne(x, y, z) => {
                format!("exactly one of these holds: {} {}; {} {}", s(x), p(y), s(x), p(z))
            }
            Hint::Compare(x, pivot, larger) => {
                let (smaller, greater) = columns[pivot.col].compare.expect("a column of numbers");
                // The pivot's number is smaller than x's when x's is larger.
                format!("{} {} {}", s(pivot), if larger { smaller } else { greater }, s(x))
            }
        };
        let mut chars = sentence.chars();
        let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
        format!("{}{}.", first.unwrap_or_default(), chars.as_str())
    }
}

/// `two`… `ten`, then digits.
fn number(k: usize) -> String {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS.get(k).map_or_else(|| k.to_string(), |w| (*w).to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::theme;

    /// The columns of numbers.
    fn numeric(columns: &[Column]) -> Vec<usize> {
        (1..columns.len())
            .filter(|&c| columns[c].compare.is_some())
            .collect()
    }

    #[test]
    fn a_comparison_says_who_is_older() {
        let mut rng = Rng::new(9);
        let columns = theme::columns(5, 16, &mut rng);
        let year = columns.iter().position(|c| c.header == "Year").unwrap();
        let age = columns.iter().position(|c| c.header == "Age").unwrap();
        let grid = SolutionGrid::random(5, 17, &mut rng);
        let (r1, r2) = (grid.row[year][0], grid.row[year][3]);
        // The earliest year is older than the person of the fourth year.
        let hint = Hint::Compare(grid.at(r2, 1), grid.at(r1, year), true);
        assert!(hint.holds(&grid));
        assert_eq!(hint.options(&columns).len(), 4);
        assert!(hint
            .text(&columns)
            .contains(&format!("born in {} is older than", columns[year].values[0])));
        let (a1, a2) = (grid.row[age][4], grid.row[age][1]);
        let hint = Hint::Compare(grid.at(a2, 1), grid.at(a1, age), false);
        assert!(hint.holds(&grid));
        assert!(
            hint.text(&columns).contains("-year-old is older than"),
            "{}",
            hint.text(&columns)
        );
    }

    /// The riddle of one hint, with the columns' values as domains.
    fn riddle_of(columns: &[Column], hint: &Hint) -> crate::Riddle {
        let mut file = crate::generate::head::riddle_head(columns);
        file.hints = vec![hint.options(columns)];
        crate::Riddle::from_file(&file).unwrap()
    }

    /// `grid` as the riddle's value ids, through the names.
    fn ids(
        riddle: &crate::Riddle,
        columns: &[Column],
        grid: &SolutionGrid,
    ) -> ndarray::Array2<crate::ValueId> {
        ndarray::Array2::from_shape_fn((grid.cell.len(), columns.len()), |(r, c)| {
            let name = &columns[c].values[grid.cell[r][c]];
            let position = riddle.values(c).iter().position(|v| v == name).unwrap();
            (position + 1) as crate::ValueId
        })
    }

    #[test]
    fn a_hint_holds_in_a_grid_exactly_when_its_options_fit_it() {
        let mut rng = Rng::new(5);
        for (rows, attrs) in [(2, 2), (3, 2), (4, 3), (6, 2)] {
            let columns = theme::columns(rows, attrs, &mut rng);
            let numeric = numeric(&columns);
            for kind in (HintKind::ALL.into_iter())
                .filter(|&k| k.fits(rows, attrs) && (k != HintKind::Compare || !numeric.is_empty()))
            {
                for _ in 0..20 {
                    let hidden = SolutionGrid::random(rows, attrs + 1, &mut rng);
                    let hint = Hint::draw(kind, &hidden, &numeric, &mut rng);
                    assert!(hint.holds(&hidden), "{kind}: drawn true");
                    let riddle = riddle_of(&columns, &hint);
                    for _ in 0..10 {
                        let other = SolutionGrid::random(rows, attrs + 1, &mut rng);
                        let fits = crate::check_solution(&riddle, &ids(&riddle, &columns, &other)).is_ok();
                        assert_eq!(hint.holds(&other), fits, "{kind}: {hint:?} in {:?}", other.cell);
                    }
                }
            }
        }
    }

    #[test]
    fn sentences_name_the_values() {
        let mut rng = Rng::new(2);
        // Enough columns for every theme, so that there are columns of numbers.
        let columns = theme::columns(5, 16, &mut rng);
        let numeric = numeric(&columns);
        assert_eq!(numeric.len(), 2);
        let grid = SolutionGrid::random(5, 17, &mut rng);
        for kind in HintKind::ALL {
            let hint = Hint::draw(kind, &grid, &numeric, &mut rng);
            let text = hint.text(&columns);
            assert!(
                text.ends_with('.') && text.starts_with(char::is_uppercase),
                "{text}"
            );
            for v in hint.values() {
                assert!(text.contains(&columns[v.col].values[v.value]), "{text}");
            }
        }
    }
}

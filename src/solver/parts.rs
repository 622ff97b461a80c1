//! Counting by independent parts: columns that no hint links are counted apart, and the counts
//! multiply.
//!
//! A solution is a matrix whose columns each obey condition 2 on their own, whose start cells
//! each concern one cell, and whose hints each concern the columns their options name
//! (`riddle-format.md`, "What a solution is"). So when the columns fall into groups such that
//! no hint names columns of two groups, the solutions are every combination of a solution of
//! each group, and their number is the product of the groups' numbers.
//!
//! - A hint links every column its options name (all its options together: they are
//!   alternatives for the same hint).
//! - A *fixed* column, one with nothing left to place (every value of an ordinary column in the
//!   start matrix; every cell of a great column filled), is the same in every solution. It links
//!   nothing: a hint that names it and other columns constrains only the others, and a part
//!   whose hints name it takes it along, whole, as it is.
//! - A hint that names only fixed columns, or none at all, holds in every solution or in none:
//!   it is checked once on the start matrix.
//! - A column that is neither fixed nor named by any hint is counted by a formula: condition 2
//!   alone lets its values left take its free cells in any way, a falling factorial
//!   ([`fillings`]).
//! - Every other group of linked columns is a sub-riddle ([`Riddle::part`]) counted by the
//!   search.
//!
//! The product is kept exact however large ([`Product`]): 40 free columns of 40 rows have
//! (40!)^40 solutions, far beyond `u128`.

use crate::answer::{Count, Searched, SolveOptions, Stats, StopReason};
use crate::check::fits;
use crate::riddle::{Riddle, BLANK};

/// How a riddle is counted.
pub(super) enum Plan {
    /// In one search of the whole riddle: it does not fall apart (at most one group of linked
    /// columns, and no column counted by a formula).
    Whole,
    /// By parts.
    Parts(Split),
}

/// A riddle cut into independent parts.
pub(super) struct Split {
    /// The groups of linked columns, each as a sub-riddle with the fixed columns its hints name,
    /// the smallest first (fewest free cells).
    pub(super) searched: Vec<Riddle>,
    /// The columns counted by a formula: neither fixed nor named by a hint.
    pub(super) formula_columns: usize,
    /// The product of their formulas.
    pub(super) formula: Product,
    /// Whether every hint that names no column left to fill holds.
    pub(super) fixed_hints_hold: bool,
}

impl Split {
    /// The number of independent parts: searched groups and columns counted by a formula.
    pub(super) fn parts(&self) -> usize {
        self.searched.len() + self.formula_columns
    }
}

/// Cuts `riddle` into its independent parts, or says it is one.
pub(super) fn split(riddle: &Riddle) -> Plan {
    let n = riddle.columns();
    let fixed: Vec<bool> = (0..n).map(|c| is_fixed(riddle, c)).collect();
    let named: Vec<Vec<usize>> = (0..riddle.hints().len())
        .map(|h| named_columns(riddle, h))
        .collect();
    // Groups of linked columns: a union-find over the columns left to fill.
    let mut parent: Vec<usize> = (0..n).collect();
    let mut hinted = vec![false; n];
    for columns in &named {
        let mut free = columns.iter().copied().filter(|&c| !fixed[c]);
        if let Some(first) = free.next() {
            hinted[first] = true;
            for c in free {
                hinted[c] = true;
                let (a, b) = (root(&mut parent, first), root(&mut parent, c));
                parent[a] = b;
            }
        }
    }
    let mut group_of = vec![usize::MAX; n];
    let mut groups: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for c in (0..n).filter(|&c| hinted[c]) {
        let r = root(&mut parent, c);
        if group_of[r] == usize::MAX {
            group_of[r] = groups.len();
            groups.push((Vec::new(), Vec::new()));
        }
        groups[group_of[r]].0.push(c);
    }
    let formula_columns: Vec<usize> = (0..n).filter(|&c| !fixed[c] && !hinted[c]).collect();
    if groups.len() <= 1 && formula_columns.is_empty() {
        return Plan::Whole;
    }
    let mut fixed_hints_hold = true;
    for (h, columns) in named.iter().enumerate() {
        match columns.iter().find(|&&c| !fixed[c]) {
            Some(&c) => groups[group_of[root(&mut parent, c)]].1.push(h),
            // The start matrix is every solution on the fixed columns.
            None => {
                let start = riddle.start_matrix().view();
                let fits = |o: &ndarray::Array2<_>| fits(riddle.single_hints(), o.view(), start);
                fixed_hints_hold &= riddle.hints()[h].iter().any(fits);
            }
        }
    }
    let mut searched: Vec<(usize, Riddle)> = groups
        .into_iter()
        .map(|(mut columns, hints)| {
            let free_cells = columns.iter().map(|&c| left(riddle, c).0).sum();
            columns.extend(hints.iter().flat_map(|&h| &named[h]).filter(|&&c| fixed[c]));
            columns.sort_unstable();
            columns.dedup();
            (free_cells, riddle.part(&columns, &hints))
        })
        .collect();
    searched.sort_by_key(|&(free_cells, _)| free_cells);
    let mut formula = Product::one();
    for factor in formula_columns.iter().flat_map(|&c| fillings(riddle, c)) {
        formula.mul(factor);
    }
    Plan::Parts(Split {
        searched: searched.into_iter().map(|(_, part)| part).collect(),
        formula_columns: formula_columns.len(),
        formula,
        fixed_hints_hold,
    })
}

/// The root of `c`'s group, the path halved on the way.
fn root(parent: &mut [usize], mut c: usize) -> usize {
    while parent[c] != c {
        parent[c] = parent[parent[c]];
        c = parent[c];
    }
    c
}

/// The columns in which some option of hint `h` has a non-blank cell, ascending.
fn named_columns(riddle: &Riddle, h: usize) -> Vec<usize> {
    let mut columns: Vec<usize> = (0..riddle.cells.options(h))
        .flat_map(|o| riddle.cells.option(h, o).1.iter().map(|&(_, c, _)| c))
        .collect();
    columns.sort_unstable();
    columns.dedup();
    columns
}

/// Column `c`'s free cells (blank in the start matrix) and values left to place.
fn left(riddle: &Riddle, c: usize) -> (usize, usize) {
    let placed = riddle
        .start_matrix()
        .column(c)
        .iter()
        .filter(|&&id| id != BLANK)
        .count();
    (riddle.rows() - placed, riddle.values(c).len() - placed)
}

/// Whether column `c` is the same in every solution: nothing left to place (an ordinary column),
/// or no cell left to fill (a great one).
fn is_fixed(riddle: &Riddle, c: usize) -> bool {
    let (cells, values) = left(riddle, c);
    if riddle.great(c) {
        cells == 0
    } else {
        values == 0
    }
}

/// The number of ways condition 2 alone lets column `c` be completed, as the factors of a falling
/// factorial: in an ordinary column, each value left takes a free cell of its own, the other free
/// cells stay blank (f × (f − 1) × … , one factor per value left, for f free cells); in a great
/// column, each free cell takes a value left of its own (v × (v − 1) × … , one factor per free
/// cell, for v values left). No factor (1) when the column is fixed.
fn fillings(riddle: &Riddle, c: usize) -> impl Iterator<Item = u64> {
    let (cells, values) = left(riddle, c);
    let (n, k) = if riddle.great(c) {
        (values, cells)
    } else {
        (cells, values)
    };
    // k ≤ n: a column holds each value at most once (parsing), so ordinary columns have no more
    // values left than free cells, and great ones more values than rows.
    (0..k).map(move |i| (n - i) as u64)
}

/// Counts the parts of `split` and multiplies their counts. `search` counts one part within a
/// node budget; the parts share `options.max_nodes`, the smallest first, and stop at the first
/// part proven to have no solution.
pub(super) fn count(
    split: &Split,
    options: &SolveOptions,
    mut search: impl FnMut(&Riddle, &SolveOptions) -> Searched,
) -> Count {
    let mut product = split.formula.clone();
    let mut stats = Stats::default();
    let mut stopped = None;
    if !split.fixed_hints_hold {
        product = Product::zero();
    }
    for part in split.searched.iter().take_while(|_| split.fixed_hints_hold) {
        let left = options.max_nodes.map(|max| max.saturating_sub(stats.nodes));
        if left == Some(0) {
            // Not searched: nothing found in it, so the lower bound is 0.
            stopped = Some(StopReason::NodeBudget);
            product = Product::zero();
            break;
        }
        let options = SolveOptions {
            max_nodes: left,
            ..options.clone()
        };
        let searched = search(part, &options);
        stats.nodes += searched.stats.nodes;
        stats.merges += searched.stats.merges;
        stats.rejections += searched.stats.rejections;
        product.mul(searched.found);
        if searched.found == 0 && searched.complete {
            // No solution in this part: none at all, whatever the other parts hold.
            stopped = None;
            break;
        }
        if !searched.complete {
            stopped = searched.stopped;
        }
    }
    Count {
        count: product.to_u128().unwrap_or(u128::MAX),
        decimal: product.to_decimal(),
        complete: stopped.is_none(),
        stopped,
        stats,
        parts: split.parts(),
    }
}

/// A whole number of any size, as the product of the parts' counts: little-endian 32-bit limbs,
/// no zero limb at the top (0 has none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Product(Vec<u32>);

impl Product {
    /// 1.
    pub(super) fn one() -> Product {
        Product(vec![1])
    }

    /// 0.
    pub(super) fn zero() -> Product {
        Product(Vec::new())
    }

    /// Multiplies by `x`.
    pub(super) fn mul(&mut self, x: u64) {
        if x == 0 {
            self.0.clear();
            return;
        }
        let mut carry = 0u128;
        for limb in &mut self.0 {
            let v = u128::from(*limb) * u128::from(x) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        while carry > 0 {
            self.0.push(carry as u32);
            carry >>= 32;
        }
    }

    /// The number as a `u128`, if it fits.
    pub(super) fn to_u128(&self) -> Option<u128> {
        if self.0.len() > 4 {
            return None;
        }
        Some(
            self.0
                .iter()
                .rev()
                .fold(0u128, |acc, &limb| acc << 32 | u128::from(limb)),
        )
    }

    /// The number in decimal digits.
    pub(super) fn to_decimal(&self) -> String {
        const CHUNK: u64 = 1_000_000_000;
        let mut limbs = self.0.clone();
        // Nine digits at a time, the lowest first.
        let mut chunks = Vec::new();
        while !limbs.is_empty() {
            let mut rest = 0u64;
            for limb in limbs.iter_mut().rev() {
                let v = rest << 32 | u64::from(*limb);
                *limb = (v / CHUNK) as u32;
                rest = v % CHUNK;
            }
            chunks.push(rest);
            while limbs.last() == Some(&0) {
                limbs.pop();
            }
        }
        let mut out = chunks.pop().map_or("0".to_owned(), |top| top.to_string());
        for chunk in chunks.iter().rev() {
            out.push_str(&format!("{chunk:09}"));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::search::{count_whole, search_count};

    fn riddle(text: &str) -> Riddle {
        Riddle::from_json(text).expect("a valid riddle")
    }

    const ALL: SolveOptions = SolveOptions {
        max_solutions: usize::MAX,
        max_nodes: None,
        steps: false,
        max_memory: None,
        threads: 1,
    };

    #[test]
    fn products_are_exact_beyond_u128_and_written_in_decimal() {
        let mut p = Product::one();
        assert_eq!((p.to_u128(), p.to_decimal()), (Some(1), "1".to_owned()));
        for k in 1..=34u64 {
            p.mul(k);
        }
        let factorial_34: u128 = (1..=34u128).product();
        assert_eq!(p.to_u128(), Some(factorial_34));
        assert_eq!(p.to_decimal(), factorial_34.to_string());
        p.mul(35);
        assert_eq!(p.to_u128(), None);
        // 35!, as Python's `math.factorial(35)` writes it.
        assert_eq!(p.to_decimal(), "10333147966386144929666651337523200000000");
        let mut big = Product::one();
        big.mul(u64::MAX);
        big.mul(u64::MAX);
        assert_eq!(big.to_u128(), Some(u128::from(u64::MAX) * u128::from(u64::MAX)));
        big.mul(0);
        assert_eq!((big.to_u128(), big.to_decimal()), (Some(0), "0".to_owned()));
        // Digits across a chunk of nine: 10^9 and 10^18.
        let mut ten = Product::one();
        ten.mul(1_000_000_000);
        assert_eq!(ten.to_decimal(), "1000000000");
        ten.mul(1_000_000_000);
        assert_eq!(ten.to_decimal(), "1000000000000000000");
    }

    #[test]
    fn the_samples_are_each_one_part_counted_as_a_whole() {
        for sample in crate::samples::samples() {
            let r = sample.riddle();
            assert!(matches!(split(&r), Plan::Whole), "{}", sample.name);
        }
    }

    /// Two 3-row groups, {A, B} and {C, D}, each linked by a hint, a fixed House column that
    /// hints of both name, and a column E no hint names.
    const TWO_GROUPS: &str = r#"{"header": ["House", "A", "B", "C", "D", "E"],
        "startMatrix": [["1", "", "", "", "", ""], ["2", "", "", "", "", ""], ["3", "", "", "", "", "e"]],
        "hints": [[[["1", "a1", "b1", "", "", ""]]], [[["", "", "", "c1", "d1", ""]], [["", "", "", "c2", "d2", ""]]],
                  [[["3", "", "", "c3", "", ""]]], [[["1", "", "", "", "", ""], ["2", "", "", "", "", ""]]]],
        "domains": {"A": ["a1", "a2", "a3"], "B": ["b1", "b2", "b3"], "C": ["c1", "c2", "c3"],
                    "D": ["d1", "d2", "d3"], "E": ["e", "f"]}}"#;

    #[test]
    fn hints_link_columns_and_fixed_columns_go_with_every_part_that_names_them() {
        let r = riddle(TWO_GROUPS);
        let Plan::Parts(split) = split(&r) else {
            panic!("two groups and a free column");
        };
        let headers: Vec<&[String]> = split.searched.iter().map(|p| p.header()).collect();
        assert_eq!(headers, [["House", "A", "B"], ["House", "C", "D"]]);
        assert_eq!(split.searched[1].hints().len(), 2);
        assert_eq!((split.formula_columns, split.parts()), (1, 3));
        // E: two values, one placed, two free cells left for the other.
        assert_eq!(split.formula.to_u128(), Some(2));
        assert!(split.fixed_hints_hold);
        let count = count(&split, &ALL, search_count);
        let whole = count_whole(&r, &ALL);
        assert_eq!((count.count, count.complete), (whole.count, true));
        // A and B: a1, b1 in row 1, the others in 2 × 2 ways; C and D: c3 in row 3, c1 and c2
        // in 2 ways, then D with d1 beside c1 or d2 beside c2 in 3 ways; E in 2 ways.
        assert_eq!(count.count, 4 * (2 * 3) * 2);
        assert_eq!(count.parts, 3);
    }

    #[test]
    fn a_column_is_fixed_when_nothing_is_left_to_place() {
        let r = riddle(
            r#"{"header": ["A", "B", "G", "H"], "startMatrix": [["a", "", "g1", "h1"], ["", "", "g2", ""]],
               "hints": [], "domains": {"A": ["a"], "B": [], "G": ["g1", "g2", "g3"], "H": ["h1", "h2", "h3"]}}"#,
        );
        let fixed: Vec<bool> = (0..4).map(|c| is_fixed(&r, c)).collect();
        assert_eq!(fixed, [true, true, true, false]);
        let fillings: Vec<Vec<u64>> = (0..4).map(|c| fillings(&r, c).collect()).collect();
        assert_eq!(fillings, [vec![], vec![], vec![], vec![2]]);
    }
}

//! Rule 1 before the search: hints that share a value become one hint, merged with the matrix
//! operators at the alignment the shared value forces.
//!
//! Two hints whose every option holds value `v` must, in any solution, lie so that their `v`s
//! are on one row: the hint "A and B" is then the hint whose options are the pairs of options
//! merged at that alignment ([`crate::matrix::merge`]). Pairs that cannot be merged (a cell with
//! two values, a value on two rows, more rows than the riddle matrix) are rejected. Merging
//! never multiplies options past [`MAX_OPTIONS`], so it cannot blow up; plain facts (one option)
//! merge first, into rigid blocks.
//!
//! Only for `singleHints: false`: with `singleHints: true` rows are matched one by one and there
//! is no block to grow.

use crate::matrix::{can_be_merged, merge};
use crate::riddle::{Riddle, ValueId, BLANK};
use crate::trace::Step;
use ndarray::Array2;
use std::borrow::Cow;

/// The most options a merged hint may have.
const MAX_OPTIONS: usize = 16;

/// A hint as the search sees it: one or more hints of the riddle, merged.
#[derive(Debug, Clone)]
pub(crate) struct Block<'r> {
    /// The riddle's hints it stands for, in order.
    pub(crate) hints: Vec<usize>,
    /// Its options: the option taken from each of `hints`, and the merged matrix (the riddle's
    /// own, borrowed, until a merge makes a new one).
    pub(crate) options: Vec<(Vec<usize>, Cow<'r, Array2<ValueId>>)>,
}

/// A set of values, bit `offset[c] + id - 1` for value `id` of column `c`.
type ValueSet = Vec<u64>;

/// Numbers the values of all columns one after the other, for [`ValueSet`]s.
struct Numbering {
    offset: Vec<usize>,
    words: usize,
}

impl Numbering {
    fn new(riddle: &Riddle) -> Self {
        let mut offset = Vec::with_capacity(riddle.columns());
        let mut total = 0;
        for c in 0..riddle.columns() {
            offset.push(total);
            total += riddle.values(c).len();
        }
        Numbering {
            offset,
            words: total.div_ceil(64).max(1),
        }
    }

    /// The values every option of `block` holds (none, for a block without options).
    fn common(&self, block: &Block<'_>) -> ValueSet {
        let mut common = vec![if block.options.is_empty() { 0 } else { !0u64 }; self.words];
        let mut here = vec![0u64; self.words];
        for (_, matrix) in &block.options {
            here.fill(0);
            for ((_, c), &id) in matrix.indexed_iter() {
                if id != BLANK {
                    let bit = self.offset[c] + usize::from(id) - 1;
                    here[bit / 64] |= 1 << (bit % 64);
                }
            }
            common.iter_mut().zip(&here).for_each(|(a, b)| *a &= b);
        }
        common
    }

    /// The first value in both sets, as (column, id).
    fn first_shared(&self, a: &ValueSet, b: &ValueSet) -> Option<(usize, ValueId)> {
        let (w, both) = a
            .iter()
            .zip(b)
            .map(|(x, y)| x & y)
            .enumerate()
            .find(|&(_, both)| both != 0)?;
        let bit = w * 64 + both.trailing_zeros() as usize;
        let c = self.offset.partition_point(|&o| o <= bit) - 1;
        Some((c, (bit - self.offset[c] + 1) as ValueId))
    }
}

/// The row of value `v` in `matrix` (the first, if it is there twice).
fn row_of(matrix: &Array2<ValueId>, (column, id): (usize, ValueId)) -> Option<usize> {
    matrix.column(column).iter().position(|&x| x == id)
}

/// `b` merged onto `a` at the alignment that puts their `shared` values on one row, if the two
/// can be merged there into a block that fits in `rows` rows with each value once.
fn merge_at_shared(
    a: &Array2<ValueId>,
    b: &Array2<ValueId>,
    shared: (usize, ValueId),
    rows: usize,
) -> Option<Array2<ValueId>> {
    let shift = row_of(a, shared)? as isize - row_of(b, shared)? as isize;
    if !can_be_merged(a.view(), b.view(), shift) {
        return None;
    }
    let merged = merge(a.view(), b.view(), shift);
    if merged.nrows() > rows {
        return None; // taller than the riddle matrix: never fits
    }
    // A value of both on two different rows never fits: each column holds each value once.
    for column in merged.columns() {
        let mut seen = 0u64;
        for &id in column {
            if id != BLANK {
                let bit = 1u64 << ((id - 1) % 64);
                if seen & bit != 0 {
                    return None;
                }
                seen |= bit;
            }
        }
    }
    Some(merged)
}

/// `a` and `b` merged at the alignment of their `shared` value: every pairing of their options
/// that can be merged. An empty result means that no pairing can: the riddle has no solution, and
/// the first propagation says so.
fn merge_blocks<'r>(
    a: &Block<'r>,
    b: &Block<'r>,
    shared: (usize, ValueId),
    rows: usize,
    steps: Option<&mut Vec<Step>>,
) -> Block<'r> {
    let mut hints = a.hints.clone();
    hints.extend(&b.hints);
    let mut options = Vec::new();
    for (choice_a, ma) in &a.options {
        for (choice_b, mb) in &b.options {
            if let Some(merged) = merge_at_shared(ma, mb, shared, rows) {
                options.push((
                    choice_a.iter().chain(choice_b).copied().collect::<Vec<_>>(),
                    merged,
                ));
            }
        }
    }
    let pairs = a.options.len() * b.options.len();
    if let Some(steps) = steps {
        steps.push(Step::MergeHints {
            hints: [a.hints.clone(), b.hints.clone()],
            shared,
            kept: options.len(),
            rejected: pairs - options.len(),
        });
    }
    // Hints in the riddle's order, and each option's choice with them.
    let mut order: Vec<usize> = (0..hints.len()).collect();
    order.sort_by_key(|&k| hints[k]);
    Block {
        hints: order.iter().map(|&k| hints[k]).collect(),
        options: options
            .into_iter()
            .map(|(choice, m)| (order.iter().map(|&k| choice[k]).collect(), Cow::Owned(m)))
            .collect(),
    }
}

/// The hints of `riddle` kept by `keep`, merged by rule 1 as far as it goes; the merges are
/// pushed to `steps`.
pub(crate) fn blocks<'r>(
    riddle: &'r Riddle,
    keep: impl Fn(usize) -> bool,
    mut steps: Option<&mut Vec<Step>>,
) -> Vec<Block<'r>> {
    let mut blocks: Vec<Block> = riddle
        .hints()
        .iter()
        .enumerate()
        .filter(|&(h, _)| keep(h))
        .map(|(h, options)| Block {
            hints: vec![h],
            options: options
                .iter()
                .enumerate()
                .map(|(o, m)| (vec![o], Cow::Borrowed(m)))
                .collect(),
        })
        .collect();
    if riddle.single_hints() {
        return blocks;
    }
    let rows = riddle.rows();
    let numbering = Numbering::new(riddle);
    // A block's common values change only when it merges.
    let mut common: Vec<ValueSet> = blocks.iter().map(|b| numbering.common(b)).collect();
    for limit in [1, 2, 4, 8, MAX_OPTIONS] {
        // Passes until nothing merges: a merged block may meet blocks it could not before.
        let mut merged_any = true;
        while merged_any {
            merged_any = false;
            let mut i = 0;
            while i < blocks.len() {
                let partner = (i + 1..blocks.len()).find_map(|j| {
                    if blocks[i].options.len() * blocks[j].options.len() > limit {
                        return None;
                    }
                    numbering.first_shared(&common[i], &common[j]).map(|v| (j, v))
                });
                let Some((j, shared)) = partner else {
                    i += 1;
                    continue;
                };
                let b = blocks.remove(j);
                common.remove(j);
                blocks[i] = merge_blocks(&blocks[i], &b, shared, rows, steps.as_deref_mut());
                common[i] = numbering.common(&blocks[i]);
                merged_any = true;
            }
        }
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn riddle(json: &str) -> Riddle {
        Riddle::from_json(json).unwrap()
    }

    #[test]
    fn two_facts_sharing_a_value_become_one_block() {
        let r = riddle(
            r#"{"header": ["H", "A", "B", "C"], "startMatrix": [["1","","",""],["2","","",""],["3","","",""]],
            "hints": [[[["", "a1", "b1", ""], ["", "", "b2", ""]]], [[["", "", "b2", "c1"]]]]}"#,
        );
        let mut steps = Vec::new();
        let blocks = blocks(&r, |_| true, Some(&mut steps));
        assert_eq!(blocks.len(), 1);
        assert_eq!(blocks[0].hints, vec![0, 1]);
        assert_eq!(blocks[0].options.len(), 1);
        assert_eq!(
            r.names(blocks[0].options[0].1.as_ref()),
            [["", "a1", "b1", ""], ["", "", "b2", "c1"]]
        );
        assert_eq!(steps.len(), 1);
    }

    #[test]
    fn pairings_that_clash_are_rejected_and_the_rest_kept() {
        // "a1 next to b1" (two options) merged with "a1 directly above b1" keeps one option.
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""],["",""]],
            "hints": [[[["a1", ""], ["", "b1"]], [["", "b1"], ["a1", ""]]], [[["a1", ""], ["", "b1"]]]]}"#,
        );
        let mut steps = Vec::new();
        let blocks = blocks(&r, |_| true, Some(&mut steps));
        assert_eq!(blocks.len(), 1);
        assert_eq!(blocks[0].options.len(), 1);
        assert_eq!(blocks[0].options[0].0, vec![0, 0]);
        assert_eq!(
            steps,
            vec![Step::MergeHints {
                hints: [vec![0], vec![1]],
                shared: (0, 1),
                kept: 1,
                rejected: 1
            }]
        );
    }

    #[test]
    fn a_block_taller_than_the_riddle_is_rejected() {
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""]],
            "hints": [[[["a1", ""], ["", "b1"]]], [[["", "b2"], ["a1", ""]]]]}"#,
        );
        let blocks = blocks(&r, |_| true, None);
        assert_eq!(blocks.len(), 1);
        assert!(blocks[0].options.is_empty());
    }

    #[test]
    fn hints_with_single_rows_matched_alone_are_not_merged() {
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""]], "singleHints": true,
            "hints": [[[["a1", "b1"]]], [[["a1", "b1"]]]]}"#,
        );
        assert_eq!(blocks(&r, |_| true, None).len(), 2);
    }
}

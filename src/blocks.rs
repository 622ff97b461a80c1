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

/// The most options a merged hint may have.
const MAX_OPTIONS: usize = 16;

/// A hint as the search sees it: a hint of the riddle as it is, or several merged.
#[derive(Debug, Clone)]
pub(crate) enum Block {
    /// The riddle's hint with this index, unmerged (nothing is copied).
    Hint(usize),
    /// Several of the riddle's hints merged into one.
    Merged(Merged),
}

/// Hints of the riddle merged by rule 1.
#[derive(Debug, Clone)]
pub(crate) struct Merged {
    /// The riddle's hints it stands for, in order.
    pub(crate) hints: Vec<usize>,
    /// Its options: the option taken from each of `hints`, and the merged matrix.
    pub(crate) options: Vec<(Vec<usize>, Array2<ValueId>)>,
}

impl Block {
    /// The riddle's hints behind the block.
    pub(crate) fn hints(&self) -> &[usize] {
        match self {
            Block::Hint(h) => std::slice::from_ref(h),
            Block::Merged(m) => &m.hints,
        }
    }

    /// The number of options.
    pub(crate) fn len(&self, riddle: &Riddle) -> usize {
        match self {
            Block::Hint(h) => riddle.hints()[*h].len(),
            Block::Merged(m) => m.options.len(),
        }
    }

    /// Option `o`: the option taken from each of [`Block::hints`] (pushed to `choice`), and its
    /// matrix.
    pub(crate) fn option<'a>(
        &'a self,
        riddle: &'a Riddle,
        o: usize,
        choice: &mut Vec<usize>,
    ) -> &'a Array2<ValueId> {
        match self {
            Block::Hint(h) => {
                choice.push(o);
                &riddle.hints()[*h][o]
            }
            Block::Merged(m) => {
                choice.extend(&m.options[o].0);
                &m.options[o].1
            }
        }
    }
}

/// A set of values, bit `offset[c] + id - 1` for value `id` of column `c`, in `words` words.
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

    /// Writes to `out` the values every option of `block` holds (none, for a block without
    /// options); `here` is scratch of the same length.
    fn common(&self, riddle: &Riddle, block: &Block, out: &mut [u64], here: &mut [u64]) {
        let n = block.len(riddle);
        out.fill(if n == 0 { 0 } else { !0 });
        let mut choice = Vec::new();
        for o in 0..n {
            here.fill(0);
            for row in block.option(riddle, o, &mut choice).rows() {
                for (c, &id) in row.iter().enumerate() {
                    if id != BLANK {
                        let bit = self.offset[c] + usize::from(id) - 1;
                        here[bit / 64] |= 1 << (bit % 64);
                    }
                }
            }
            out.iter_mut().zip(&*here).for_each(|(a, b)| *a &= b);
        }
    }

    /// The first value in both sets, as (column, id).
    fn first_shared(&self, a: &[u64], b: &[u64]) -> Option<(usize, ValueId)> {
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
/// that can be merged. No option left means that no pairing can: the riddle has no solution,
/// and the first propagation says so.
fn merge_blocks(
    riddle: &Riddle,
    a: &Block,
    b: &Block,
    shared: (usize, ValueId),
    steps: Option<&mut Vec<Step>>,
) -> Block {
    let mut hints = a.hints().to_vec();
    hints.extend(b.hints());
    // Hints in the riddle's order, and each option's choice with them.
    let mut order: Vec<usize> = (0..hints.len()).collect();
    order.sort_by_key(|&k| hints[k]);
    let mut options = Vec::new();
    let mut choice = Vec::new();
    for oa in 0..a.len(riddle) {
        for ob in 0..b.len(riddle) {
            choice.clear();
            let ma = a.option(riddle, oa, &mut choice);
            let mb = b.option(riddle, ob, &mut choice);
            if let Some(merged) = merge_at_shared(ma, mb, shared, riddle.rows()) {
                options.push((order.iter().map(|&k| choice[k]).collect(), merged));
            }
        }
    }
    if let Some(steps) = steps {
        let pairs = a.len(riddle) * b.len(riddle);
        steps.push(Step::MergeHints {
            hints: [a.hints().to_vec(), b.hints().to_vec()],
            shared,
            kept: options.len(),
            rejected: pairs - options.len(),
        });
    }
    Block::Merged(Merged {
        hints: order.iter().map(|&k| hints[k]).collect(),
        options,
    })
}

/// The hints of `riddle` kept by `keep`, merged by rule 1 as far as it goes; the merges are
/// pushed to `steps`.
pub(crate) fn blocks(
    riddle: &Riddle,
    keep: impl Fn(usize) -> bool,
    mut steps: Option<&mut Vec<Step>>,
) -> Vec<Block> {
    let mut blocks: Vec<Block> = (0..riddle.hints().len())
        .filter(|&h| keep(h))
        .map(Block::Hint)
        .collect();
    if riddle.single_hints() || blocks.len() < 2 {
        return blocks;
    }
    let numbering = Numbering::new(riddle);
    let words = numbering.words;
    // The values common to each block's options, `words` words a block; they change only when
    // the block merges.
    let mut common = vec![0u64; blocks.len() * words];
    let mut here = vec![0u64; words];
    for (i, block) in blocks.iter().enumerate() {
        numbering.common(riddle, block, &mut common[i * words..(i + 1) * words], &mut here);
    }
    let most = blocks.iter().map(|b| b.len(riddle)).max().unwrap_or(0);
    for limit in [1, 2, 4, 8, MAX_OPTIONS] {
        if limit > 1 && limit / 2 >= most * most {
            break; // no pairing of blocks reaches this limit that did not reach the last one
        }
        // Passes until nothing merges: a merged block may meet blocks it could not before.
        let mut merged_any = true;
        while merged_any {
            merged_any = false;
            let mut i = 0;
            while i < blocks.len() {
                let ci = &common[i * words..(i + 1) * words];
                let partner = (i + 1..blocks.len()).find_map(|j| {
                    if blocks[i].len(riddle) * blocks[j].len(riddle) > limit {
                        return None;
                    }
                    numbering
                        .first_shared(ci, &common[j * words..(j + 1) * words])
                        .map(|v| (j, v))
                });
                let Some((j, shared)) = partner else {
                    i += 1;
                    continue;
                };
                let b = blocks.remove(j);
                common.drain(j * words..(j + 1) * words);
                blocks[i] = merge_blocks(riddle, &blocks[i], &b, shared, steps.as_deref_mut());
                numbering.common(
                    riddle,
                    &blocks[i],
                    &mut common[i * words..(i + 1) * words],
                    &mut here,
                );
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
        assert_eq!(blocks[0].hints(), [0, 1]);
        assert_eq!(blocks[0].len(&r), 1);
        let mut choice = Vec::new();
        let merged = blocks[0].option(&r, 0, &mut choice);
        assert_eq!(r.names(merged), [["", "a1", "b1", ""], ["", "", "b2", "c1"]]);
        assert_eq!(choice, [0, 0]);
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
        assert_eq!(blocks[0].len(&r), 1);
        let mut choice = Vec::new();
        blocks[0].option(&r, 0, &mut choice);
        assert_eq!(choice, [0, 0]);
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
        assert_eq!(blocks[0].len(&r), 0);
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

//! Rule 1 before the search: hints that share a value become one hint, merged at the alignment
//! the shared value forces.
//!
//! Two hints whose every option holds value `v` must, in any solution, lie so that their `v`s
//! are on one row: the hint "A and B" is then the hint whose options are the pairs of options
//! merged at that alignment. Pairs that cannot be merged (a cell with two values, a value on two
//! rows, more rows than the riddle matrix) are rejected. Merging never multiplies options past
//! [`MAX_OPTIONS`], so it cannot blow up; plain facts (one option) merge first, into rigid blocks.
//!
//! Options are merged as lists of cells, which is what the compiled hint needs and allocates
//! little; the result is that of the matrix operators [`crate::matrix::can_be_merged`] and
//! [`crate::matrix::merge`], and debug builds (the tests) check every merge against them.
//!
//! Only for `singleHints: false`: with `singleHints: true` rows are matched one by one and there
//! is no block to grow.

use crate::riddle::{Riddle, ValueId, BLANK};
use crate::trace::Step;

/// The most options a merged hint may have.
const MAX_OPTIONS: usize = 16;

/// A cell of an option: (row, column, value id), never blank.
pub(crate) type OptionCell = (usize, usize, ValueId);

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
    /// Its options.
    pub(crate) options: Vec<MergedOption>,
}

/// An option of merged hints: the option taken from each hint, and the merged matrix as its
/// height and its non-blank cells in row-major order.
#[derive(Debug, Clone)]
pub(crate) struct MergedOption {
    choice: Vec<usize>,
    height: usize,
    cells: Vec<OptionCell>,
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

    /// Option `o`: pushes the option taken from each of [`Block::hints`] to `choice` and its
    /// non-blank cells, in row-major order, to `cells`; returns its height in rows.
    pub(crate) fn option(
        &self,
        riddle: &Riddle,
        o: usize,
        choice: &mut Vec<usize>,
        cells: &mut Vec<OptionCell>,
    ) -> usize {
        match self {
            Block::Hint(h) => {
                choice.push(o);
                let matrix = &riddle.hints()[*h][o];
                let n = matrix.ncols();
                match matrix.as_slice() {
                    Some(all) => cells.extend(
                        all.iter()
                            .enumerate()
                            .filter(|(_, &id)| id != BLANK)
                            .map(|(i, &id)| (i / n, i % n, id)),
                    ),
                    None => cells.extend(
                        matrix
                            .indexed_iter()
                            .filter(|(_, &id)| id != BLANK)
                            .map(|((r, c), &id)| (r, c, id)),
                    ),
                }
                matrix.nrows()
            }
            Block::Merged(m) => {
                let option = &m.options[o];
                choice.extend(&option.choice);
                cells.extend(&option.cells);
                option.height
            }
        }
    }
}

/// Buffers that rule 1 reuses from one merge to the next.
#[derive(Default)]
struct Scratch {
    choice: Vec<usize>,
    cells_a: Vec<OptionCell>,
    cells_b: Vec<OptionCell>,
    merged: Vec<OptionCell>,
    here: Vec<u64>,
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
    /// options).
    fn common(&self, riddle: &Riddle, block: &Block, out: &mut [u64], scratch: &mut Scratch) {
        let n = block.len(riddle);
        out.fill(if n == 0 { 0 } else { !0 });
        let here = &mut scratch.here;
        here.resize(self.words, 0);
        for o in 0..n {
            here.fill(0);
            scratch.cells_a.clear();
            block.option(riddle, o, &mut scratch.choice, &mut scratch.cells_a);
            for &(_, c, id) in &scratch.cells_a {
                let bit = self.offset[c] + usize::from(id) - 1;
                here[bit / 64] |= 1 << (bit % 64);
            }
            out.iter_mut().zip(&*here).for_each(|(a, b)| *a &= b);
        }
        scratch.choice.clear();
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

/// Option `b` (height `kb`) merged onto option `a` (height `ka`) at the alignment that puts their
/// `shared` values on one row, into `out` (cells in row-major order); its height, or `None` when
/// the two cannot be merged there (a cell with two values), the merge holds a value on two rows,
/// or it is taller than `rows`.
fn merge_at_shared(
    (a, ka): (&[OptionCell], usize),
    (b, kb): (&[OptionCell], usize),
    (column, id): (usize, ValueId),
    rows: usize,
    out: &mut Vec<OptionCell>,
) -> Option<usize> {
    let row_of = |cells: &[OptionCell]| {
        cells
            .iter()
            .find(|&&(_, c, v)| c == column && v == id)
            .map(|x| x.0)
    };
    let shift = row_of(a)? as isize - row_of(b)? as isize;
    let top = 0.min(shift);
    let height = (ka as isize).max(shift + kb as isize) - top;
    if height as usize > rows {
        return None; // taller than the riddle matrix: never fits
    }
    let (a_at, b_at) = ((-top) as usize, (shift - top) as usize);
    out.clear();
    out.extend(a.iter().map(|&(r, c, v)| (r + a_at, c, v)));
    for &(r, c, v) in b {
        let cell = (r + b_at, c, v);
        match out.iter().find(|&&(ro, co, _)| ro == cell.0 && co == c) {
            Some(&(_, _, there)) if there != v => return None, // two values in one cell
            Some(_) => {}                                      // the same value: nothing to add
            None => out.push(cell),
        }
    }
    // A value on two different rows never fits: each column holds each value once.
    for (i, &(r, c, v)) in out.iter().enumerate() {
        if out[i + 1..]
            .iter()
            .any(|&(r2, c2, v2)| c2 == c && v2 == v && r2 != r)
        {
            return None;
        }
    }
    out.sort_unstable();
    Some(height as usize)
}

/// The matrix operators' answer for the same merge, for the debug check of [`merge_at_shared`].
#[cfg(debug_assertions)]
fn merged_by_operators(
    (a, ka): (&[OptionCell], usize),
    (b, kb): (&[OptionCell], usize),
    (column, id): (usize, ValueId),
    rows: usize,
    columns: usize,
) -> Option<(usize, Vec<OptionCell>)> {
    use crate::matrix::{can_be_merged, merge};
    let matrix = |cells: &[OptionCell], k: usize| {
        let mut m = ndarray::Array2::from_elem((k, columns), BLANK);
        for &(r, c, v) in cells {
            m[(r, c)] = v;
        }
        m
    };
    let (ma, mb) = (matrix(a, ka), matrix(b, kb));
    let row_of = |m: &ndarray::Array2<ValueId>| m.column(column).iter().position(|&x| x == id);
    let shift = row_of(&ma)? as isize - row_of(&mb)? as isize;
    if !can_be_merged(ma.view(), mb.view(), shift) {
        return None;
    }
    let merged = merge(ma.view(), mb.view(), shift);
    let mut cells: Vec<OptionCell> = merged
        .indexed_iter()
        .filter(|(_, &v)| v != BLANK)
        .map(|((r, c), &v)| (r, c, v))
        .collect();
    let twice = cells.iter().enumerate().any(|(i, &(r, c, v))| {
        cells[i + 1..]
            .iter()
            .any(|&(r2, c2, v2)| c2 == c && v2 == v && r2 != r)
    });
    if merged.nrows() > rows || twice {
        return None;
    }
    cells.sort_unstable();
    Some((merged.nrows(), cells))
}

/// `a` and `b` merged at the alignment of their `shared` value: every pairing of their options
/// that can be merged. No option left means that no pairing can: the riddle has no solution,
/// and the first propagation says so.
fn merge_blocks(
    riddle: &Riddle,
    a: &Block,
    b: &Block,
    shared: (usize, ValueId),
    scratch: &mut Scratch,
    steps: Option<&mut Vec<Step>>,
) -> Block {
    let mut hints = a.hints().to_vec();
    hints.extend(b.hints());
    // Hints in the riddle's order, and each option's choice with them.
    let mut order: Vec<usize> = (0..hints.len()).collect();
    order.sort_by_key(|&k| hints[k]);
    let mut options = Vec::new();
    let Scratch {
        choice,
        cells_a,
        cells_b,
        merged,
        ..
    } = scratch;
    for oa in 0..a.len(riddle) {
        cells_a.clear();
        choice.clear();
        let ka = a.option(riddle, oa, choice, cells_a);
        let from_a = choice.len();
        for ob in 0..b.len(riddle) {
            cells_b.clear();
            choice.truncate(from_a);
            let kb = b.option(riddle, ob, choice, cells_b);
            let height = merge_at_shared((cells_a, ka), (cells_b, kb), shared, riddle.rows(), merged);
            #[cfg(debug_assertions)]
            debug_assert_eq!(
                height.map(|h| (h, merged.clone())),
                merged_by_operators(
                    (cells_a, ka),
                    (cells_b, kb),
                    shared,
                    riddle.rows(),
                    riddle.columns()
                ),
                "rule 1 merges as the matrix operators do"
            );
            if let Some(height) = height {
                let choice = order.iter().map(|&k| choice[k]).collect();
                options.push(MergedOption {
                    choice,
                    height,
                    cells: merged.clone(),
                });
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
    let mut scratch = Scratch::default();
    for (i, block) in blocks.iter().enumerate() {
        numbering.common(
            riddle,
            block,
            &mut common[i * words..(i + 1) * words],
            &mut scratch,
        );
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
                blocks[i] = merge_blocks(riddle, &blocks[i], &b, shared, &mut scratch, steps.as_deref_mut());
                numbering.common(
                    riddle,
                    &blocks[i],
                    &mut common[i * words..(i + 1) * words],
                    &mut scratch,
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
        let (mut choice, mut cells) = (Vec::new(), Vec::new());
        assert_eq!(blocks[0].option(&r, 0, &mut choice, &mut cells), 2);
        assert_eq!(
            cells,
            [(0, 1, 1), (0, 2, 1), (1, 2, 2), (1, 3, 1)],
            "a1 b1 / b2 c1"
        );
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
        let (mut choice, mut cells) = (Vec::new(), Vec::new());
        blocks[0].option(&r, 0, &mut choice, &mut cells);
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

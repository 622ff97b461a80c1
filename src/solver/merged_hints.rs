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

use super::flat::Span;
use crate::riddle::{Riddle, ValueId};
use crate::trace::Step;

/// The most options a merged hint may have.
const MAX_OPTIONS: usize = 16;

use crate::riddle::OptionCell;

/// A hint as the search sees it: one of the riddle's hints, or several merged.
#[derive(Debug, Clone, Copy)]
struct MergedHint {
    /// The riddle's hints it stands for, in order, in `MergedHints::hints`.
    hints: Span,
    /// Its options, in `MergedHints::options`.
    options: Span,
}

/// An option of a merged hint: the option taken from each of its hints, and its matrix as a height and
/// its non-blank cells in row-major order (each cell once).
#[derive(Debug, Clone, Copy)]
struct MergedOption {
    choice: Span,
    height: usize,
    cells: Span,
    /// Whether a value is on two rows of it (it never fits, and merges with nothing).
    twice: bool,
}

/// The hints of a riddle as merged hints, in flat arrays: merging appends the merged hint's options
/// and leaves the two hints' own where they are, so that a merge allocates nothing of its own.
/// The arrays (and rule 1's scratch) are kept from one riddle to the next: see [`merge_hints`].
#[derive(Debug, Default)]
pub(crate) struct MergedHints {
    merged: Vec<MergedHint>,
    hints: Vec<usize>,
    options: Vec<MergedOption>,
    choices: Vec<usize>,
    cells: Vec<OptionCell>,
    /// The values of each option as a set (see [`Numbering`]), `words` words an option; filled
    /// by [`merge_hints`] when it merges.
    values: Vec<u64>,
    words: usize,
    scratch: Scratch,
}

impl MergedHints {
    /// Every hint of `riddle` that `keep` keeps, as a merged hint of its own, in the arrays of `self`
    /// (whatever they held is dropped).
    fn reset(&mut self, riddle: &Riddle, keep: impl Fn(usize) -> bool) {
        let kept = (0..riddle.hints().len()).filter(|&h| keep(h));
        let options: usize = kept.clone().map(|h| riddle.cells.options(h)).sum();
        let merged = self;
        merged.merged.clear();
        merged.hints.clear();
        merged.options.clear();
        merged.choices.clear();
        merged.cells.clear();
        merged.values.clear();
        merged.words = 0;
        merged.merged.reserve(riddle.hints().len());
        merged.hints.reserve(riddle.hints().len() * 2);
        merged.options.reserve(options * 2);
        merged.choices.reserve(options * 3);
        merged.cells.reserve(options * 4);
        for h in kept {
            let options_start = merged.options.len();
            for o in 0..riddle.cells.options(h) {
                let (height, cells) = riddle.cells.option(h, o);
                let (cells_start, choice) = (merged.cells.len(), merged.choices.len());
                merged.choices.push(o);
                merged.cells.extend_from_slice(cells);
                merged.options.push(MergedOption {
                    choice: Span::new(choice, choice + 1),
                    height,
                    cells: Span::new(cells_start, merged.cells.len()),
                    twice: false,
                });
            }
            merged.hints.push(h);
            merged.merged.push(MergedHint {
                hints: Span::new(merged.hints.len() - 1, merged.hints.len()),
                options: Span::new(options_start, merged.options.len()),
            });
        }
    }

    /// Roughly the bytes its largest arrays hold (their capacity).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.options.capacity() * std::mem::size_of::<MergedOption>()
            + self.choices.capacity() * std::mem::size_of::<usize>()
            + self.cells.capacity() * std::mem::size_of::<OptionCell>()
            + self.values.capacity() * std::mem::size_of::<u64>()
    }

    /// Numbers the values of every option as sets of `numbering` (and marks the options that
    /// hold a value on two rows), for merging.
    fn number_values(&mut self, numbering: &Numbering) {
        let words = numbering.words;
        self.words = words;
        self.values.clear();
        self.values.resize(self.options.len() * words, 0);
        for (o, option) in self.options.iter_mut().enumerate() {
            let set = &mut self.values[o * words..(o + 1) * words];
            for &(_, c, id) in &self.cells[option.cells.range()] {
                let bit = numbering.offset[c] + usize::from(id) - 1;
                let (word, mask) = (bit / 64, 1 << (bit % 64));
                // Each cell once: a value seen before is on another row.
                option.twice |= set[word] & mask != 0;
                set[word] |= mask;
            }
        }
    }

    /// The values of option `o` (an index into `options`), as a set.
    fn values_of(&self, o: usize) -> &[u64] {
        &self.values[o * self.words..(o + 1) * self.words]
    }

    /// Writes to `out` the values every option of merged hint `b` holds (none, for a merged hint without
    /// options).
    fn common(&self, b: usize, out: &mut [u64]) {
        let options = self.merged[b].options;
        out.fill(if options.len() == 0 { 0 } else { !0 });
        for o in options.range() {
            out.iter_mut().zip(self.values_of(o)).for_each(|(a, b)| *a &= b);
        }
    }

    /// The number of merged hints.
    pub(crate) fn len(&self) -> usize {
        self.merged.len()
    }

    /// The riddle's hints behind merged hint `b`.
    pub(crate) fn hints(&self, b: usize) -> &[usize] {
        &self.hints[self.merged[b].hints.range()]
    }

    /// The number of options of merged hint `b`.
    pub(crate) fn options(&self, b: usize) -> usize {
        self.merged[b].options.len()
    }

    /// Option `o` of merged hint `b`: the option taken from each of [`MergedHints::hints`], its height in
    /// rows, and its non-blank cells in row-major order.
    pub(crate) fn option(&self, b: usize, o: usize) -> (&[usize], usize, &[OptionCell]) {
        let option = self.options[self.merged[b].options.0 as usize + o];
        (
            &self.choices[option.choice.range()],
            option.height,
            &self.cells[option.cells.range()],
        )
    }

    /// Merges merged hint `j` into merged hint `i` at the alignment of their `shared` value: every pairing
    /// of their options that can be merged. No option left means that no pairing can: the
    /// riddle has no solution, and the first propagation says so.
    fn merge(
        &mut self,
        riddle: &Riddle,
        (i, j): (usize, usize),
        shared: (usize, ValueId),
        steps: Option<&mut Vec<Step>>,
    ) {
        let (a, b) = (self.merged[i], self.merged[j]);
        // Hints in the riddle's order, and each option's choice with them: `order[k]` is the
        // place in (a's hints, b's hints) of the k-th hint in order.
        let mut scratch = std::mem::take(&mut self.scratch);
        let Scratch {
            hints, order, cells, ..
        } = &mut scratch;
        hints.clear();
        hints.extend_from_slice(&self.hints[a.hints.range()]);
        hints.extend_from_slice(&self.hints[b.hints.range()]);
        order.clear();
        order.extend(0..hints.len());
        order.sort_by_key(|&k| hints[k]);
        let hints_start = self.hints.len();
        self.hints.extend(order.iter().map(|&k| hints[k]));
        let options_start = self.options.len();
        for oa in a.options.range() {
            for ob in b.options.range() {
                let (x, y) = (self.options[oa], self.options[ob]);
                // The values both hold, which a merge must put on one row each.
                let both: u32 = (self.values_of(oa).iter())
                    .zip(self.values_of(ob))
                    .map(|(p, q)| (p & q).count_ones())
                    .sum();
                let height = if x.twice || y.twice {
                    None
                } else {
                    merge_at_shared(
                        (&self.cells[x.cells.range()], x.height),
                        (&self.cells[y.cells.range()], y.height),
                        (shared, both),
                        riddle.rows(),
                        cells,
                    )
                };
                #[cfg(debug_assertions)]
                debug_assert_eq!(
                    height.map(|h| (h, cells.clone())),
                    merged_by_operators(
                        (&self.cells[x.cells.range()], x.height),
                        (&self.cells[y.cells.range()], y.height),
                        shared,
                        riddle.rows(),
                        riddle.columns()
                    ),
                    "rule 1 merges as the matrix operators do"
                );
                let Some(height) = height else { continue };
                let choice_start = self.choices.len();
                for &k in order.iter() {
                    let choice = if k < x.choice.len() {
                        self.choices[x.choice.0 as usize + k]
                    } else {
                        self.choices[y.choice.0 as usize + k - x.choice.len()]
                    };
                    self.choices.push(choice);
                }
                let cells_start = self.cells.len();
                self.cells.extend_from_slice(cells);
                self.options.push(MergedOption {
                    choice: Span::new(choice_start, self.choices.len()),
                    height,
                    cells: Span::new(cells_start, self.cells.len()),
                    twice: false,
                });
                for w in 0..self.words {
                    let union = self.values[oa * self.words + w] | self.values[ob * self.words + w];
                    self.values.push(union);
                }
            }
        }
        if let Some(steps) = steps {
            let kept = self.options.len() - options_start;
            steps.push(Step::MergeHints {
                hints: [
                    self.hints[a.hints.range()].to_vec(),
                    self.hints[b.hints.range()].to_vec(),
                ],
                shared,
                kept,
                rejected: a.options.len() * b.options.len() - kept,
            });
        }
        self.merged[i] = MergedHint {
            hints: Span::new(hints_start, self.hints.len()),
            options: Span::new(options_start, self.options.len()),
        };
        self.merged.remove(j);
        self.scratch = scratch;
    }
}

/// Buffers that rule 1 reuses from one merge to the next, and from one riddle to the next.
#[derive(Debug, Default)]
struct Scratch {
    hints: Vec<usize>,
    order: Vec<usize>,
    cells: Vec<OptionCell>,
    /// The numbering's column offsets; the values common to each merged hint's options.
    offset: Vec<usize>,
    common: Vec<u64>,
}

/// A set of values, bit `offset[c] + id - 1` for value `id` of column `c`, in `words` words.
struct Numbering {
    offset: Vec<usize>,
    words: usize,
}

impl Numbering {
    /// The numbering of `riddle`'s values, its offsets written into `offset`.
    fn new(riddle: &Riddle, mut offset: Vec<usize>) -> Self {
        offset.clear();
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
/// or it is taller than `rows`. Neither option holds a value twice, and they hold `both` values
/// in common.
fn merge_at_shared(
    (a, ka): (&[OptionCell], usize),
    (b, kb): (&[OptionCell], usize),
    ((column, id), both): ((usize, ValueId), u32),
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
    // Both lists are in row-major order: merge them as sorted lists. Cells where both have a
    // value must have the same one; every value both hold must land on such a cell, or it
    // would be on two rows.
    out.clear();
    let (mut i, mut j, mut met) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        let (x, y) = (a[i], b[j]);
        let (x, y) = ((x.0 + a_at, x.1, x.2), (y.0 + b_at, y.1, y.2));
        match (x.0, x.1).cmp(&(y.0, y.1)) {
            std::cmp::Ordering::Less => {
                out.push(x);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(y);
                j += 1;
            }
            std::cmp::Ordering::Equal if x.2 != y.2 => return None, // two values in one cell
            std::cmp::Ordering::Equal => {
                out.push(x);
                met += 1;
                (i, j) = (i + 1, j + 1);
            }
        }
    }
    if met != both {
        return None; // a value on two different rows: each column holds each value once
    }
    out.extend(a[i..].iter().map(|&(r, c, v)| (r + a_at, c, v)));
    out.extend(b[j..].iter().map(|&(r, c, v)| (r + b_at, c, v)));
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
        let mut m = ndarray::Array2::from_elem((k, columns), crate::riddle::BLANK);
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
        .filter(|(_, &v)| v != crate::riddle::BLANK)
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

/// Whether rule 1 can merge anything before the search, for `hints` of `riddle`: two hints at
/// least, and blocks to grow (`singleHints: false`).
pub(crate) fn can_merge(riddle: &Riddle, hints: usize) -> bool {
    !riddle.single_hints() && hints >= 2
}

/// The hints of `riddle` kept by `keep`, merged by rule 1 as far as it goes, in the arrays of
/// `merged` (those of an earlier riddle, reused, or new ones); the merges are pushed to `steps`.
pub(crate) fn merge_hints(
    riddle: &Riddle,
    keep: impl Fn(usize) -> bool,
    mut steps: Option<&mut Vec<Step>>,
    mut merged: MergedHints,
) -> MergedHints {
    merged.reset(riddle, keep);
    if !can_merge(riddle, merged.len()) {
        return merged;
    }
    let numbering = Numbering::new(riddle, std::mem::take(&mut merged.scratch.offset));
    let words = numbering.words;
    // The values common to each merged hint's options, `words` words a merged hint; they change only when
    // the merged hint merges again.
    merged.number_values(&numbering);
    let mut common = std::mem::take(&mut merged.scratch.common);
    common.clear();
    common.resize(merged.len() * words, 0);
    for b in 0..merged.len() {
        merged.common(b, &mut common[b * words..(b + 1) * words]);
    }
    let most = (0..merged.len()).map(|b| merged.options(b)).max().unwrap_or(0);
    for limit in [1, 2, 4, 8, MAX_OPTIONS] {
        if limit > 1 && limit / 2 >= most * most {
            break; // no pairing of merged reaches this limit that did not reach the last one
        }
        // Passes until nothing merges: a merged hint may meet hints it could not before.
        let mut merged_any = true;
        while merged_any {
            merged_any = false;
            let mut i = 0;
            while i < merged.len() {
                // The first later merged hint with few enough options that shares a value with it.
                let ci = &common[i * words..(i + 1) * words];
                let fits = |j: usize| merged.options(i) * merged.options(j) <= limit;
                let partner = if words == 1 {
                    // Nearly always: at most 64 values.
                    (i + 1..merged.len()).find(|&j| common[j] & ci[0] != 0 && fits(j))
                } else {
                    (i + 1..merged.len()).find(|&j| {
                        fits(j)
                            && ci
                                .iter()
                                .zip(&common[j * words..(j + 1) * words])
                                .any(|(a, b)| a & b != 0)
                    })
                };
                let Some(j) = partner else {
                    i += 1;
                    continue;
                };
                let shared = numbering
                    .first_shared(ci, &common[j * words..(j + 1) * words])
                    .expect("the merged share a value");
                merged.merge(riddle, (i, j), shared, steps.as_deref_mut());
                common.drain(j * words..(j + 1) * words);
                merged.common(i, &mut common[i * words..(i + 1) * words]);
                merged_any = true;
            }
        }
    }
    merged.scratch.offset = numbering.offset;
    merged.scratch.common = common;
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn riddle(json: &str) -> Riddle {
        Riddle::from_json(json).unwrap()
    }

    #[test]
    fn two_facts_sharing_a_value_become_one_merged_hint() {
        let r = riddle(
            r#"{"header": ["H", "A", "B", "C"], "startMatrix": [["1","","",""],["2","","",""],["3","","",""]],
            "hints": [[[["", "a1", "b1", ""], ["", "", "b2", ""]]], [[["", "", "b2", "c1"]]]]}"#,
        );
        let mut steps = Vec::new();
        let merged = merge_hints(&r, |_| true, Some(&mut steps), MergedHints::default());
        assert_eq!(merged.len(), 1);
        assert_eq!(merged.hints(0), [0, 1]);
        assert_eq!(merged.options(0), 1);
        let (choice, height, cells) = merged.option(0, 0);
        assert_eq!(height, 2);
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
        let merged = merge_hints(&r, |_| true, Some(&mut steps), MergedHints::default());
        assert_eq!(merged.len(), 1);
        assert_eq!(merged.options(0), 1);
        assert_eq!(merged.option(0, 0).0, [0, 0]);
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
    fn a_pairing_that_puts_a_second_shared_value_on_two_rows_is_rejected() {
        // Both hints hold a1 and b1. Aligned on a1, the first has b1 a row below a1 and the
        // second a row above: b1 would be on two rows. The second option of the second hint
        // agrees with the first hint and is kept.
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""],["",""]],
            "hints": [[[["a1", ""], ["", "b1"]]],
                      [[["", "b1"], ["a1", ""]], [["a1", "b1"]], [["a1", ""], ["", "b1"]]]]}"#,
        );
        let mut steps = Vec::new();
        let merged = merge_hints(&r, |_| true, Some(&mut steps), MergedHints::default());
        assert_eq!(merged.len(), 1);
        assert_eq!(merged.options(0), 1);
        assert_eq!(merged.option(0, 0), (&[0, 2][..], 2, &[(0, 0, 1), (1, 1, 1)][..]));
        assert!(matches!(
            steps[..],
            [Step::MergeHints {
                kept: 1,
                rejected: 2,
                ..
            }]
        ));
    }

    #[test]
    fn an_option_holding_a_value_twice_merges_with_nothing() {
        // The first option of the second hint has b1 on two rows; it shares only a1 with the
        // first hint, so the merge itself would be clean.
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""],["",""]],
            "hints": [[[["a1", ""]]], [[["a1", "b1"], ["", "b1"]], [["a1", "b1"]]]]}"#,
        );
        let merged = merge_hints(&r, |_| true, None, MergedHints::default());
        assert_eq!(merged.len(), 1);
        assert_eq!(merged.options(0), 1);
        assert_eq!(merged.option(0, 0).0, [0, 1]);
    }

    #[test]
    fn a_merged_hint_taller_than_the_riddle_is_rejected() {
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""]],
            "hints": [[[["a1", ""], ["", "b1"]]], [[["", "b2"], ["a1", ""]]]]}"#,
        );
        let merged = merge_hints(&r, |_| true, None, MergedHints::default());
        assert_eq!(merged.len(), 1);
        assert_eq!(merged.options(0), 0);
    }

    #[test]
    fn hints_with_single_rows_matched_alone_are_not_merged() {
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["",""],["",""]], "singleHints": true,
            "hints": [[[["a1", "b1"]]], [[["a1", "b1"]]]]}"#,
        );
        assert_eq!(merge_hints(&r, |_| true, None, MergedHints::default()).len(), 2);
    }
}

//! The three merge rules as propagators over row sets, run to a fixpoint; each deduction is
//! recorded with the hint or column that justifies it.
//!
//! The riddle matrix is held as one row set per value (`dom`): the rows where the value can
//! still be. A value whose row set has one row is *in* the riddle matrix at that row. A hint is
//! compiled into options, each option into *parts* (a block of rows for `singleHints: false`,
//! one part per group of values that share a row for `singleHints: true`), and each part into
//! literals `(value, delta)`: placing the part at `p` puts the value at row `p + delta`. The
//! placements of a part that still fit are then a bit operation on row sets:
//! `valid & (dom[v1] >> d1) & (dom[v2] >> d2) & ...`, and the rows a fitting part allows a value
//! are `placements << delta`. These are the operators of [`crate::matrix`] (has common value,
//! can be merged) computed on every alignment at once.
//!
//! - Rule 2 (a hint that shares a value with the riddle matrix is merged in without adding rows,
//!   or rejected) and rule 1 (hints that share a value must agree on its row; pairings that cannot
//!   be merged are rejected) are [`Model::revise_hint`]: options with no fitting placement are
//!   rejected, and rows every fitting placement excludes are removed; cells every fitting
//!   placement fills are merged. The step says rule 2 when the hint already shared a value with
//!   the riddle matrix, rule 1 when only other hints narrowed it.
//! - Rule 3 (a blank cell that exactly one hint value can fill) is [`Model::revise_column`],
//!   stated soundly for any column: a blank cell that only one value can still take, or a value
//!   that only one row can still take, is filled. A filled row leaves the column's other values.

use crate::blocks::Span;
use crate::riddle::{OptionCell, Riddle, BLANK};
use crate::trace::{Cell, FillReason, Step};

/// A set of rows of the riddle matrix, bit `r` for row `r`.
pub(crate) type Rows = u64;

/// One literal of a part: placing the part at `p` puts value `value` at row `p + delta`.
#[derive(Debug, Clone, Copy)]
struct Lit {
    /// Global value index.
    value: u32,
    /// Index of the value in its hint's values.
    local: u32,
    delta: u32,
}

/// A part of an option: literals that move together, and the placements allowed to it.
#[derive(Debug, Clone, Copy)]
struct Part {
    /// Placements `p` that keep every literal inside the riddle matrix (0 = never fits).
    valid: Rows,
    /// Its literals, in `Model::lits`.
    lits: Span,
    /// Rows the part spans from its placement (1 for a group of `singleHints: true`).
    height: u32,
}

/// An option of a compiled hint; its index in `Model::opts` is its bit in `State::rejected`.
#[derive(Debug, Clone, Copy)]
struct Opt {
    /// Its parts, in `Model::parts`.
    parts: Span,
    /// The option taken from each of the hint's riddle hints, in `Model::choices`.
    choice: Span,
}

/// A hint of the riddle, compiled: one hint, or several merged by rule 1.
#[derive(Debug, Clone, Copy)]
struct Hint {
    /// The riddle's hints behind it, in `Model::origins`.
    hints: Span,
    /// Its options, in `Model::opts`.
    options: Span,
    /// Every value (global index) some option mentions, in `Model::hint_values`.
    values: Span,
    /// How it is revised without steps.
    kind: HintKind,
    /// The literals of all its options: what a revision costs.
    size: u32,
}

/// How a compiled hint is revised without steps (with steps, by [`Model::revise_hint`]'s general
/// pass, which records them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HintKind {
    /// One option in one part (a fact, or facts merged into a rigid block: most hints), by
    /// [`Model::revise_rigid_hint`].
    Rigid,
    /// Options of one part each (`singleHints: false`), each that can fit mentioning every value
    /// of the hint (as "next to", or hints merged by rule 1 from such): no option leaves a value
    /// free, and [`Model::revise_block_hint`] need not count which do.
    Covering,
    /// Options of one part each, some of which leave a value free ("X is not with Y").
    Block,
    /// Options in several parts (`singleHints: true`): by the general pass.
    General,
}

/// Why propagation failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// No option of this compiled hint fits any more.
    Hint(usize),
    /// A column cannot hold its values in the rows left (the column's index).
    Column(usize),
}

/// The search state: a row set per value, the rows of each column's filled values, and the
/// options rejected so far.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct State {
    pub(crate) dom: Vec<Rows>,
    /// Per column, what the column rule reads of its values, kept up to date by
    /// [`Model::narrow`] so that the rule need not gather it first.
    sets: Vec<ColumnSets>,
    rejected: Vec<u64>,
}

/// What a [`State`] keeps of a column's values for the column rule. Value sets are bits of the
/// values' index in the column (a column has at most 64 values, as many as rows).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct ColumnSets {
    /// The rows of its values with one row left.
    taken: Rows,
    /// Its values with one row left.
    filled: u64,
    /// Its values with two or three rows left, which alone can make a Hall set of up to 3 rows.
    small: u64,
}

impl ColumnSets {
    /// The sets of a column whose values have the rows `dom`; computed apart from
    /// [`ColumnSets::narrowed`], so that debug builds can check the one against the other.
    fn of(dom: &[Rows]) -> ColumnSets {
        ColumnSets {
            taken: dom.iter().fold(0, |taken, &d| taken | filled_row(d)),
            filled: values_where(dom, single),
            small: values_where(dom, |d| matches!(d.count_ones(), 2 | 3)),
        }
    }

    /// Takes note that the value of index `i` in the column was narrowed to `rows`, and returns
    /// whether it is now filled, and whether small. Branch-free: how many rows are left is data.
    fn narrowed(&mut self, i: u32, rows: Rows) -> (bool, bool) {
        let count = rows.count_ones();
        let (filled, small) = (count == 1, count.wrapping_sub(2) < 2);
        let bit = 1 << i; // one shift by a variable (three instructions on x86-64 without BMI2)
        self.taken |= filled_row(rows);
        self.filled |= u64::from(filled).wrapping_neg() & bit;
        self.small = self.small & !bit | u64::from(small).wrapping_neg() & bit;
        (filled, small)
    }
}

impl Clone for State {
    fn clone(&self) -> State {
        State {
            dom: self.dom.clone(),
            sets: self.sets.clone(),
            rejected: self.rejected.clone(),
        }
    }

    /// Copies into the vectors already there: a branch of the search allocates nothing (the
    /// derived `clone_from` would allocate anew).
    fn clone_from(&mut self, source: &State) {
        self.dom.clone_from(&source.dom);
        self.sets.clone_from(&source.sets);
        self.rejected.clone_from(&source.rejected);
    }
}

/// What the rules did, counted.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Counts {
    pub(crate) merges: u64,
    pub(crate) rejections: u64,
}

/// What [`Model::new_in`] compiles: rule 1's blocks, or the riddle's hints (those kept) as they
/// are.
enum Source<'a> {
    Blocks(&'a crate::blocks::Blocks),
    Hints(&'a Riddle, &'a [usize]),
}

impl Source<'_> {
    fn len(&self) -> usize {
        match self {
            Source::Blocks(blocks) => blocks.len(),
            Source::Hints(_, kept) => kept.len(),
        }
    }

    /// The riddle's hints behind hint `b`.
    fn hints(&self, b: usize) -> &[usize] {
        match self {
            Source::Blocks(blocks) => blocks.hints(b),
            Source::Hints(_, kept) => std::slice::from_ref(&kept[b]),
        }
    }

    fn options(&self, b: usize) -> usize {
        match self {
            Source::Blocks(blocks) => blocks.options(b),
            Source::Hints(riddle, kept) => riddle.cells.options(kept[b]),
        }
    }

    /// Option `o` of hint `b`: its height and cells (row-major); the option it takes of each of
    /// [`Source::hints`] is pushed to `choices`.
    #[inline]
    fn option(&self, b: usize, o: usize, choices: &mut Vec<usize>) -> (usize, &[OptionCell]) {
        match self {
            Source::Blocks(blocks) => {
                let (choice, height, cells) = blocks.option(b, o);
                choices.extend_from_slice(choice);
                (height, cells)
            }
            Source::Hints(riddle, kept) => {
                choices.push(o);
                riddle.cells.option(kept[b], o)
            }
        }
    }
}

/// The riddle compiled for propagation, with the work lists the propagators share. Hints,
/// options, parts and literals live in flat arrays, so that compiling allocates a few vectors,
/// not a few per option, and none when the arrays of an earlier model are reused
/// ([`Model::new_in`]).
#[derive(Default)]
pub(crate) struct Model {
    rows: usize,
    all_rows: Rows,
    /// Per column, the range of its values' global indices.
    columns: Vec<std::ops::Range<u32>>,
    /// Per value, its column and its id in the column.
    column_of: Vec<u32>,
    id_of: Vec<u16>,
    hints: Vec<Hint>,
    opts: Vec<Opt>,
    parts: Vec<Part>,
    lits: Vec<Lit>,
    origins: Vec<usize>,
    choices: Vec<usize>,
    hint_values: Vec<u32>,
    /// Per value `v`, the compiled hints that mention it: `watch[watch_start[v]..watch_start[v + 1]]`
    /// (the list with steps only; `watch_start` counts them either way).
    watch_start: Vec<u32>,
    watch: Vec<u32>,
    /// Steps off, the same as one [`HintSet`] per value, one after the other.
    watch_bits: Vec<u64>,
    start: State,
    /// What rule 1 merged before the search (the first steps of every solution).
    pub(crate) merges_before_search: Vec<Step>,
    /// Whether the hints are revised in the order the detailed solutions were written in, the
    /// last queued first ([`Model::queue`]), as with steps; else lowest first ([`Model::pending`]).
    steps_order: bool,
    // Work lists and scratch, reused across calls.
    queue: WorkList,
    pending: HintSet,
    dirty_columns: WorkList,
    acc: Vec<Rows>,
    count: Vec<u32>,
    rejected_now: Vec<usize>,
    /// Per value, one for each hint it is in and one for its column, plus the failures it was
    /// blamed for (see [`Model::count_failure`]): the branching prefers the values blamed often
    /// ("dom/wdeg").
    weight: Vec<u64>,
    pub(crate) counts: Counts,
    /// A column where [`Model::narrow`] filled two values on one row (`u32::MAX` when none):
    /// steps off, propagation fails there at once, without revising what is queued first.
    clash: u32,
    /// Per column, what happened to its values since the column rule last left it at a fixpoint:
    /// [`NEW_FILL`], a value filled, and [`NEW_SMALL`], a value narrowed to two or three rows.
    /// Without a fill, no filled row can still be held by another value; without either, no Hall
    /// set can be new, and the column rule only counts how many values can take each row.
    news: Vec<u8>,
    /// Kept for the next riddle compiled in these arrays: rule 1's arrays, and compiling's scratch.
    spare_blocks: crate::blocks::Blocks,
    kept: Vec<usize>,
    group_lits: Vec<(u32, u32)>,
    group_ends: Vec<usize>,
    groups: Groups,
    local_of: Vec<(u32, u32)>,
    seen_value: Vec<u32>,
    seen_column: Vec<u32>,
}

/// In [`Model::news`]: a value of the column was filled.
const NEW_FILL: u8 = 1;
/// In [`Model::news`]: a value of the column was narrowed to two or three rows.
const NEW_SMALL: u8 = 2;

/// A work list of hints or columns, each on it once, taken last in first out.
///
/// A hint or column stays marked while it is revised, so that what its revision narrows does not
/// put it back (a revision ends at a fixpoint). Adding is branch-free: whether a hint is already on
/// the list is data, and a mispredicted branch there cost more than the store it saves.
#[derive(Default)]
struct WorkList {
    /// The items on the list, in `items[..len]`; one slot more than there are items.
    items: Vec<u32>,
    len: usize,
    marked: Vec<bool>,
}

impl WorkList {
    /// Emptied for `n` items, its allocations kept.
    fn reset(self, n: usize) -> WorkList {
        WorkList {
            items: filled(self.items, n + 1, 0),
            len: 0,
            marked: filled(self.marked, n, false),
        }
    }

    /// Puts `x` on the list unless it is marked.
    fn add(&mut self, x: u32) {
        let marked = std::mem::replace(&mut self.marked[x as usize], true);
        self.items[self.len] = x;
        self.len += usize::from(!marked);
    }

    /// Takes the item added last off the list; it stays marked until [`WorkList::done`].
    fn last(&mut self) -> Option<u32> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[self.len])
    }

    /// Unmarks `x`, taken off the list and revised.
    fn done(&mut self, x: u32) {
        self.marked[x as usize] = false;
    }

    /// Empties the list and unmarks its items (after a failure leaves some on it).
    fn clear(&mut self) {
        for &x in &self.items[..self.len] {
            self.marked[x as usize] = false;
        }
        self.len = 0;
    }
}

/// Steps off, the hints to revise, as a bit set: hint `h` is bit `h % 64` of word `h / 64`, and
/// the lowest is revised first. Compiled without steps, hints are numbered cheapest first, so that
/// the cheap ones narrow what they can before a dear one is revised.
///
/// A value's watchers are added as one OR per word (one word in most riddles: up to 64 hints),
/// where a [`WorkList`] takes a loop with stores per hint.
#[derive(Default)]
struct HintSet {
    words: Vec<u64>,
}

impl HintSet {
    /// Emptied for `n` hints, its allocation kept.
    fn reset(self, n: usize) -> HintSet {
        HintSet {
            words: filled(self.words, n.div_ceil(64), 0),
        }
    }

    /// Adds the hints of set `i` of `sets`, sets of as many words as this one, one after the
    /// other.
    fn add(&mut self, sets: &[u64], i: usize) {
        match &mut self.words[..] {
            [word] => *word |= sets[i], // up to 64 hints: most riddles, without a loop
            words => {
                let n = words.len();
                for (word, &bits) in words.iter_mut().zip(&sets[i * n..][..n]) {
                    *word |= bits;
                }
            }
        }
    }

    /// Adds hint `h`.
    fn insert(&mut self, h: usize) {
        self.words[h / 64] |= 1 << (h % 64);
    }

    /// The lowest hint in the set; it stays there until [`HintSet::done`], so that its own
    /// narrowings do not add it again (a revision ends at a fixpoint).
    fn lowest(&self) -> Option<usize> {
        let i = self.words.iter().position(|&word| word != 0)?;
        Some(i * 64 + self.words[i].trailing_zeros() as usize)
    }

    /// Takes hint `h`, revised, out of the set.
    fn done(&mut self, h: usize) {
        self.words[h / 64] &= !(1 << (h % 64));
    }

    /// Empties the set (after a failure leaves hints in it).
    fn clear(&mut self) {
        self.words.fill(0);
    }
}

/// `v` emptied, its allocation kept.
fn emptied<T>(mut v: Vec<T>) -> Vec<T> {
    v.clear();
    v
}

/// `v` as `n` copies of `x`, its allocation kept.
fn filled<T: Clone>(mut v: Vec<T>, n: usize, x: T) -> Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

/// A compiled hint's options, parts and literals.
struct Compiled<'a> {
    opts: &'a [Opt],
    parts: &'a [Part],
    lits: &'a [Lit],
}

impl Compiled<'_> {
    /// When all of the hint's `values` but one have one row in `dom`: that value, the rows the
    /// hint leaves it, and how many options cannot fit. `None` when two or more values are free,
    /// or none, or when no option fits (the search then finds the conflict).
    fn one_free_value(&self, dom: &[Rows], values: &[u32]) -> Option<(usize, Rows, u64)> {
        let mut free = values.iter().map(|&v| v as usize).filter(|&v| !single(dom[v]));
        let v = free.next()?;
        if free.next().is_some() {
            return None;
        }
        let (mut allowed, mut rejected) = (0, 0);
        for opt in self.opts {
            let parts = &self.parts[opt.parts.range()];
            let mut rows = !0;
            let mut fits = true;
            for part in parts {
                let mut placements = part.valid;
                for lit in &self.lits[part.lits.range()] {
                    placements &= dom[lit.value as usize] >> lit.delta;
                }
                fits &= placements != 0;
                for lit in &self.lits[part.lits.range()] {
                    if lit.value as usize == v {
                        rows &= placements << lit.delta;
                    }
                }
            }
            if fits {
                allowed |= rows;
            } else {
                rejected += 1;
            }
        }
        let rows = allowed & dom[v];
        (rows != 0).then_some((v, rows, rejected))
    }
}

/// The groups of an option of a `singleHints: true` riddle, from its cells in row-major order:
/// each row with two or more values, rows that share a value joined (they land on one row of the
/// riddle matrix). `lits` gets the literals of each group with delta 0, `ends` where each group
/// ends; `scratch` holds the next list of groups while a row is joined to the current one.
fn single_row_groups(
    cells: &[OptionCell],
    global: &impl Fn(usize, u16) -> u32,
    (lits, ends): (&mut Vec<(u32, u32)>, &mut Vec<usize>),
    scratch: &mut Groups,
) {
    lits.clear();
    ends.clear();
    for row in cells.chunk_by(|a, b| a.0 == b.0) {
        if row.len() < 2 {
            continue;
        }
        let Groups {
            lits: next_lits,
            ends: next_ends,
            joined,
        } = scratch;
        // The groups the row meets join it, as the last group; the others keep their order.
        joined.clear();
        joined.extend(row.iter().map(|&(_, c, id)| (global(c, id), 0)));
        let row_len = joined.len();
        next_lits.clear();
        next_ends.clear();
        let mut from = 0;
        for &end in ends.iter() {
            let group = &lits[from..end];
            from = end;
            if group.iter().any(|l| joined[..row_len].contains(l)) {
                joined.extend_from_slice(group);
            } else {
                next_lits.extend_from_slice(group);
                next_ends.push(next_lits.len());
            }
        }
        joined.sort_unstable();
        joined.dedup();
        next_lits.extend_from_slice(joined);
        next_ends.push(next_lits.len());
        std::mem::swap(lits, next_lits);
        std::mem::swap(ends, next_ends);
    }
}

/// Scratch for [`single_row_groups`], kept with the model.
#[derive(Default)]
struct Groups {
    lits: Vec<(u32, u32)>,
    ends: Vec<usize>,
    joined: Vec<(u32, u32)>,
}

/// The bits set in `bits`, lowest first: the rows of a row set, or the values of a column's value
/// set (bits of their index in the column).
fn rows_of(bits: Rows) -> impl Iterator<Item = usize> {
    let mut b = bits;
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let r = b.trailing_zeros() as usize;
            b &= b - 1;
            r
        })
    })
}

/// The values of `dom` (a column's, so at most 64) for which `pred` holds, as bits of their
/// index: computed without a branch per value, as whether it holds depends on the data.
fn values_where(dom: &[Rows], pred: impl Fn(Rows) -> bool) -> u64 {
    debug_assert!(dom.len() <= 64);
    // Last value first: see `gather`.
    dom.iter()
        .rev()
        .fold(0, |bits, &d| bits << 1 | u64::from(pred(d)))
}

/// Calls `fits` on each option in `options` not rejected yet, lowest first, and rejects those for
/// which it returns false. The options left are found as the bits of `rejected` left clear, not
/// tested one by one: whether an option was rejected is data, and a branch on it was mispredicted
/// often.
fn revise_options(
    rejected: &mut [u64],
    options: std::ops::Range<usize>,
    mut fits: impl FnMut(usize) -> bool,
) {
    let first = options.start / 64;
    for (word, rejected) in (first..).zip(&mut rejected[first..options.end.div_ceil(64)]) {
        // The options of this word in the range: bits `lo..hi` (`hi` is at least 1).
        let lo = options.start.max(word * 64) - word * 64;
        let hi = options.end.min(word * 64 + 64) - word * 64;
        let in_range = u64::MAX >> (64 - hi) & u64::MAX << lo;
        for bit in rows_of(!*rejected & in_range) {
            if !fits(word * 64 + bit) {
                *rejected |= 1 << bit;
            }
        }
    }
}

/// What a column revision reads from a column's values, as they are once the rows `taken` by its
/// filled values leave the others. One pass, branch-free but for the loop: which values hold a
/// taken row depends on the data.
///
/// Without `FILLS`, for when no value but a filled one holds a row of `taken` (no value was filled
/// since the column's last fixpoint, or `taken` is empty), `hits` is left empty.
fn gather<const FILLS: bool>(dom: &[Rows], taken: Rows) -> Gathered {
    let mut g = Gathered::default();
    // Last value first, so that a value's bit is set by shifting the set left by one as each
    // value comes (one instruction, where a shift by the value's index is three on x86-64).
    for &d in dom.iter().rev() {
        // A filled value counts as none here (its rows are `taken`, added after the loop), so
        // that no value is chosen by an `if`: LLVM would branch on it.
        let left = d & !taken;
        if FILLS {
            g.hits = g.hits << 1 | u64::from(left != d);
        }
        g.twice |= g.once & left;
        g.once |= left;
    }
    g.once |= taken;
    g
}

/// Whether the full pass of the column rule would find nothing to do in a column's values `dom`
/// with sets `sets`: no filled row held by another value, no Hall set of up to 3 rows
/// with values outside it that hold its rows, none with too many values. For debug checks.
fn settled(dom: &[Rows], sets: ColumnSets) -> bool {
    let ColumnSets { taken, filled, small } = sets;
    gather::<true>(dom, taken).hits & !filled == 0
        && filled.count_ones() == taken.count_ones()
        && rows_of(small).all(|i| {
            let (inside, size) = hall_count(dom, small, taken, dom[i]);
            inside < size || inside == size && straddling(dom, dom[i]) == 0
        })
}

/// For the rows `rows` (two or three) of a column's values `dom`, whose values with two or three
/// rows are `small` and whose filled rows are `taken`: how many values can only take those rows,
/// and how many rows there are. More values than rows fails; as many make a Hall set, which takes
/// the rows.
fn hall_count(dom: &[Rows], small: u64, taken: Rows, rows: Rows) -> (u32, u32) {
    let inside = rows_of(small).filter(|&j| dom[j] & !rows == 0).count() as u32
        // The filled values in them: once the filled rows have left the other values, every
        // value with one row left is filled, and its row taken.
        + (rows & taken).count_ones();
    (inside, rows.count_ones())
}

/// The values of `dom` that hold a row of `rows` and a row outside them: those a Hall set on
/// `rows` narrows.
fn straddling(dom: &[Rows], rows: Rows) -> u64 {
    values_where(dom, |d| (d & rows != 0) & (d & !rows != 0))
}

/// See [`gather`].
#[derive(Debug, Default, Clone, Copy)]
struct Gathered {
    /// The values that hold a row of `taken`, as bits of their index in the column: the filled
    /// ones, and those that must leave their rows.
    hits: u64,
    /// The rows that one value can take.
    once: Rows,
    /// The rows that two values or more can take.
    twice: Rows,
}

/// The row of a value with one row left, or none: branch-free, as whether a value is filled is
/// data.
fn filled_row(rows: Rows) -> Rows {
    rows & u64::from(single(rows)).wrapping_neg()
}

/// Whether `bits` has exactly one bit set: a population count (POPCNT on the x86-64 target of
/// `.cargo/config.toml`), without the branches LLVM may give `bits != 0 && bits & (bits - 1) == 0`.
fn single(bits: Rows) -> bool {
    bits.count_ones() == 1
}

impl Model {
    /// Compiles `riddle`, keeping only the hints for which `keep` is true; rule 1's merges are
    /// recorded as steps when `with_steps`.
    #[cfg(test)]
    pub(crate) fn new(riddle: &Riddle, keep: impl Fn(usize) -> bool, with_steps: bool) -> Model {
        Model::new_in(riddle, keep, with_steps, true, Model::default())
    }

    /// Compiles `riddle`, keeping only the hints for which `keep` is true (rule 1's merges recorded
    /// as steps when `with_steps`), in the arrays of `old` (a model of another riddle, or a
    /// default one): once they are large enough, compiling allocates nothing. With `merge_hints`
    /// false, rule 1 does not merge hints before the search (each hint is compiled on its own: the
    /// same solutions).
    pub(crate) fn new_in(
        riddle: &Riddle,
        keep: impl Fn(usize) -> bool,
        with_steps: bool,
        merge_hints: bool,
        old: Model,
    ) -> Model {
        let m = riddle.rows();
        let all_rows: Rows = if m == 64 { !0 } else { (1 << m) - 1 };
        let mut columns = emptied(old.columns);
        let mut column_of = emptied(old.column_of);
        let mut id_of = emptied(old.id_of);
        for c in 0..riddle.columns() {
            let first = column_of.len() as u32;
            for k in 0..riddle.values(c).len() {
                column_of.push(c as u32);
                id_of.push((k + 1) as u16);
            }
            columns.push(first..column_of.len() as u32);
        }
        let global = |c: usize, id: u16| columns[c].start + u32::from(id) - 1;

        let mut dom = filled(old.start.dom, column_of.len(), all_rows);
        for ((r, c), &id) in riddle.start_matrix().indexed_iter() {
            if id != BLANK {
                dom[global(c, id) as usize] = 1 << r;
            }
        }

        let mut merges_before_search = emptied(old.merges_before_search);
        let mut kept = emptied(old.kept);
        let spare_blocks = if merge_hints {
            crate::blocks::blocks(
                riddle,
                keep,
                with_steps.then_some(&mut merges_before_search),
                old.spare_blocks,
            )
        } else {
            kept.extend((0..riddle.hints().len()).filter(|&h| keep(h)));
            old.spare_blocks
        };
        let blocks = if merge_hints {
            Source::Blocks(&spare_blocks)
        } else {
            Source::Hints(riddle, &kept)
        };
        let mut hints = emptied(old.hints);
        let mut opts = emptied(old.opts);
        let mut parts = emptied(old.parts);
        let mut lits = emptied(old.lits);
        let mut origins = emptied(old.origins);
        let mut choices = emptied(old.choices);
        let mut hint_values = emptied(old.hint_values);
        // Scratch: the (value, delta) literals of an option, and where each of its groups ends.
        let mut group_lits = emptied(old.group_lits);
        let mut group_ends = emptied(old.group_ends);
        let mut groups = old.groups;
        // Per value, the block that last saw it (plus one) and its index in that block's values.
        let mut local_of = filled(old.local_of, column_of.len(), (0u32, 0u32));
        // Per value and per column, the group that last held it (groups counted from 1).
        let mut seen_value = filled(old.seen_value, column_of.len(), 0u32);
        let mut seen_column = filled(old.seen_column, columns.len(), 0u32);
        let mut groups_seen = 0u32;
        let mut pre_counts = Counts::default();
        for block in 0..blocks.len() {
            let starts = (
                origins.len(),
                opts.len(),
                parts.len(),
                lits.len(),
                choices.len(),
                hint_values.len(),
            );
            origins.extend(blocks.hints(block));
            let mut always_holds = false;
            for o in 0..blocks.options(block) {
                let choice_start = choices.len();
                let (k, option_cells) = blocks.option(block, o, &mut choices);
                group_lits.clear();
                group_ends.clear();
                if k > m {
                    // An option taller than the riddle matrix never fits: one part, no placement.
                    group_ends.push(0);
                } else if riddle.single_hints() {
                    single_row_groups(
                        option_cells,
                        &global,
                        (&mut group_lits, &mut group_ends),
                        &mut groups,
                    );
                } else {
                    group_lits.extend(option_cells.iter().map(|&(i, c, id)| (global(c, id), i as u32)));
                    if !group_lits.is_empty() {
                        group_ends.push(group_lits.len());
                    }
                }
                if group_ends.is_empty() {
                    // Nothing to match (blank rows, or rows of one value matched alone).
                    always_holds = true;
                    break;
                }
                let parts_start = parts.len();
                let mut from = 0;
                for &end in &group_ends {
                    let group = &group_lits[from..end];
                    from = end;
                    let height = if riddle.single_hints() { 1 } else { k };
                    let mut valid = if k > m { 0 } else { all_rows >> (height - 1) };
                    // One value on two rows of the part never fits; two values of one column
                    // on one row of the part neither. The cells of an option are distinct, so
                    // a value seen twice is on two rows, and two values of a column are on one
                    // row only in a group of `singleHints: true` (all its cells on one row;
                    // each value once).
                    groups_seen += 1;
                    let stamp = groups_seen;
                    for &(value, _) in group {
                        let column = column_of[value as usize] as usize;
                        let twice = seen_value[value as usize] == stamp;
                        let shared_cell = riddle.single_hints() && seen_column[column] == stamp;
                        if twice || shared_cell {
                            valid = 0;
                        }
                        seen_value[value as usize] = stamp;
                        seen_column[column] = stamp;
                    }
                    let lits_start = lits.len();
                    for &(value, delta) in group {
                        // The value's index in this hint's values, given on first sight.
                        let seen = &mut local_of[value as usize];
                        if seen.0 != block as u32 + 1 {
                            *seen = (block as u32 + 1, (hint_values.len() - starts.5) as u32);
                            hint_values.push(value);
                        }
                        let local = seen.1;
                        lits.push(Lit { value, local, delta });
                    }
                    parts.push(Part {
                        valid,
                        lits: Span::new(lits_start, lits.len()),
                        height: height as u32,
                    });
                }
                opts.push(Opt {
                    parts: Span::new(parts_start, parts.len()),
                    choice: Span::new(choice_start, choices.len()),
                });
            }
            // Steps off and without rule 1 (the first search of a small riddle), a hint that
            // leaves one value free, the others fixed ("X is not in the fifth house"), is applied
            // to that value's rows now, and not kept: it would be revised again and again for
            // nothing once applied (a quarter of the ZebraLogic hints).
            if !always_holds && !merge_hints && !with_steps {
                let compiled = Compiled {
                    opts: &opts[starts.1..],
                    parts: &parts,
                    lits: &lits,
                };
                if let Some((v, rows, rejected)) = compiled.one_free_value(&dom, &hint_values[starts.5..]) {
                    pre_counts.merges += u64::from(single(rows)); // `v` was free
                    pre_counts.rejections += rejected;
                    dom[v] = rows;
                    always_holds = true;
                }
            }
            if always_holds {
                origins.truncate(starts.0);
                opts.truncate(starts.1);
                parts.truncate(starts.2);
                lits.truncate(starts.3);
                choices.truncate(starts.4);
                hint_values.truncate(starts.5);
            } else {
                let options = &opts[starts.1..];
                let kind = if options.len() == 1 && options[0].parts.len() == 1 {
                    HintKind::Rigid
                } else if riddle.single_hints() {
                    HintKind::General
                } else if options.iter().all(|o| {
                    // A part that cannot fit is never counted; one that can has each value once.
                    let part = parts[o.parts.range().start];
                    part.valid == 0 || part.lits.len() == hint_values.len() - starts.5
                }) {
                    HintKind::Covering
                } else {
                    HintKind::Block
                };
                hints.push(Hint {
                    hints: Span::new(starts.0, origins.len()),
                    options: Span::new(starts.1, opts.len()),
                    values: Span::new(starts.5, hint_values.len()),
                    kind,
                    size: (lits.len() - starts.3) as u32,
                });
            }
        }

        if !with_steps {
            // Cheapest first, for the order of revisions (see `HintSet`); then as compiled.
            hints.sort_unstable_by_key(|hint| (hint.size, hint.options.range().start));
        }
        // Watchers, as one array with a start per value.
        let mut watch_start = filled(old.watch_start, column_of.len() + 1, 0u32);
        for hint in &hints {
            for &v in &hint_values[hint.values.range()] {
                watch_start[v as usize + 1] += 1;
            }
        }
        for v in 0..column_of.len() {
            watch_start[v + 1] += watch_start[v];
        }
        // The watchers themselves: with steps, listed in that array; without, as a `HintSet` per
        // value (the counts serve the weights either way).
        let words = if with_steps { 0 } else { hints.len().div_ceil(64) };
        let mut watch_bits = filled(old.watch_bits, column_of.len() * words, 0);
        let mut watch = emptied(old.watch);
        if with_steps {
            watch.resize(watch_start[column_of.len()] as usize, 0u32);
            // Where each value's next watcher goes (the value's local index is scratch by now).
            for (v, next) in local_of.iter_mut().enumerate() {
                next.0 = watch_start[v];
            }
            for (h, hint) in hints.iter().enumerate() {
                for &v in &hint_values[hint.values.range()] {
                    let next = &mut local_of[v as usize].0;
                    watch[*next as usize] = h as u32;
                    *next += 1;
                }
            }
        } else {
            for (h, hint) in hints.iter().enumerate() {
                for &v in &hint_values[hint.values.range()] {
                    watch_bits[v as usize * words + h / 64] |= 1 << (h % 64);
                }
            }
        }
        let widest = hints.iter().map(|h| h.values.len()).max().unwrap_or(0);
        Model {
            rows: m,
            all_rows,
            start: State {
                sets: {
                    let mut sets = emptied(old.start.sets);
                    sets.extend(
                        columns
                            .iter()
                            .map(|range| ColumnSets::of(&dom[range.start as usize..range.end as usize])),
                    );
                    sets
                },
                dom,
                rejected: filled(old.start.rejected, opts.len().div_ceil(64), 0),
            },
            steps_order: with_steps,
            queue: old.queue.reset(hints.len()),
            pending: old.pending.reset(hints.len()),
            dirty_columns: old.dirty_columns.reset(columns.len()),
            acc: filled(old.acc, widest, 0),
            count: filled(old.count, widest, 0),
            rejected_now: emptied(old.rejected_now),
            news: filled(old.news, columns.len(), 0),
            weight: {
                let mut weight = emptied(old.weight);
                weight
                    .extend((0..column_of.len()).map(|v| 1 + u64::from(watch_start[v + 1] - watch_start[v])));
                weight
            },
            columns,
            column_of,
            id_of,
            hints,
            opts,
            parts,
            lits,
            origins,
            choices,
            hint_values,
            watch_start,
            watch,
            watch_bits,
            counts: pre_counts,
            clash: u32::MAX,
            merges_before_search,
            spare_blocks,
            kept,
            group_lits,
            group_ends,
            groups,
            local_of,
            seen_value,
            seen_column,
        }
    }

    /// Roughly the bytes the model's arrays hold (their capacity), for [`crate::search`] to
    /// decide whether to keep them for the next riddle.
    pub(crate) fn heap_bytes(&self) -> usize {
        fn bytes<T>(v: &Vec<T>) -> usize {
            v.capacity() * std::mem::size_of::<T>()
        }
        bytes(&self.opts)
            + bytes(&self.parts)
            + bytes(&self.lits)
            + bytes(&self.choices)
            + bytes(&self.hint_values)
            + bytes(&self.watch)
            + bytes(&self.start.dom)
            + bytes(&self.kept)
            + self.spare_blocks.heap_bytes()
    }

    /// The riddle matrix as it starts, nothing deduced yet, written into `state`.
    pub(crate) fn start_into(&self, state: &mut State) {
        state.clone_from(&self.start);
    }

    /// The riddle matrix as it starts: the start matrix, nothing deduced yet.
    #[cfg(test)]
    pub(crate) fn start(&self) -> State {
        self.start.clone()
    }

    /// The cells of values that have one row before any deduction though the start matrix does
    /// not hold them (every value, in a riddle of one row): rule 3 fills them first.
    pub(crate) fn filled_from_the_start(&self, riddle: &Riddle) -> Vec<Cell> {
        (0..self.values())
            .filter(|&v| single(self.start.dom[v]))
            .map(|v| self.cell(v, self.start.dom[v].trailing_zeros() as usize))
            .filter(|cell| riddle.start_matrix()[(cell.row, cell.column)] != cell.value)
            .collect()
    }

    /// Number of values (the length of `State::dom`).
    pub(crate) fn values(&self) -> usize {
        self.column_of.len()
    }

    /// The cell that value `v` at row `row` is.
    pub(crate) fn cell(&self, v: usize, row: usize) -> Cell {
        Cell {
            row,
            column: self.column_of[v] as usize,
            value: self.id_of[v],
        }
    }

    /// The row of every value, once every value has one: the solution matrix as ids.
    pub(crate) fn matrix(&self, state: &State, columns: usize) -> ndarray::Array2<u16> {
        let mut out = ndarray::Array2::from_elem((self.rows, columns), BLANK);
        for (v, &d) in state.dom.iter().enumerate() {
            debug_assert!(single(d));
            out[(d.trailing_zeros() as usize, self.column_of[v] as usize)] = self.id_of[v];
        }
        out
    }

    /// Puts every hint and column on the work lists (at the root of the search).
    pub(crate) fn schedule_all(&mut self) {
        for h in 0..self.hints.len() {
            if self.steps_order {
                self.queue.add(h as u32);
            } else {
                self.pending.insert(h);
            }
        }
        for c in 0..self.columns.len() {
            self.dirty_columns.add(c as u32);
            self.news[c] = NEW_FILL | NEW_SMALL;
        }
    }

    /// Narrows value `v` to `rows` (a subset of its row set), and schedules what watches it; a
    /// value filled adds its row to its column's `taken`, and flags a `clash` when it was there;
    /// the column's other [`ColumnSets`] follow.
    fn narrow(&mut self, state: &mut State, v: usize, rows: Rows) {
        debug_assert!(rows & !state.dom[v] == 0);
        if rows != state.dom[v] {
            state.dom[v] = rows;
            if self.steps_order {
                let watchers = self.watch_start[v] as usize..self.watch_start[v + 1] as usize;
                for &h in &self.watch[watchers] {
                    self.queue.add(h);
                }
            } else {
                self.pending.add(&self.watch_bits, v);
            }
            let c = self.column_of[v];
            let sets = &mut state.sets[c as usize];
            if sets.taken & filled_row(rows) != 0 {
                self.clash = c;
            }
            let (filled, small) = sets.narrowed(u32::from(self.id_of[v]) - 1, rows);
            self.news[c as usize] |= (u8::from(filled) * NEW_FILL) | (u8::from(small) * NEW_SMALL);
            self.dirty_columns.add(c);
        }
    }

    /// Narrows value `v` to `rows` by rule 3, recording the fill when one row is left.
    fn narrow_by_rule_3(
        &mut self,
        state: &mut State,
        v: usize,
        rows: Rows,
        reason: FillReason,
        steps: Option<&mut Vec<Step>>,
    ) {
        // Counted without a branch: whether a narrowing fills a cell is hard to predict.
        self.counts.merges += u64::from(single(rows));
        if let Some(steps) = steps {
            if single(rows) {
                steps.push(Step::Fill {
                    cell: self.cell(v, rows.trailing_zeros() as usize),
                    reason,
                });
            }
        }
        self.narrow(state, v, rows);
    }

    /// Rules value `v` out of `row` (the second branch of the search, or a failed assumption),
    /// recording the fill when one row is left.
    pub(crate) fn exclude(&mut self, state: &mut State, v: usize, row: usize, steps: Option<&mut Vec<Step>>) {
        let rows = state.dom[v] & !(1 << row);
        self.narrow_by_rule_3(state, v, rows, FillReason::OnlyRowForValue, steps);
    }

    /// Assumes value `v` at `row`: the first branch of the search.
    pub(crate) fn assume(&mut self, state: &mut State, v: usize, row: usize) {
        self.narrow(state, v, 1 << row);
    }

    /// Runs the rules to a fixpoint. Steps are pushed to `steps` when it is given.
    pub(crate) fn propagate(
        &mut self,
        state: &mut State,
        mut steps: Option<&mut Vec<Step>>,
    ) -> Result<(), Conflict> {
        // Hints first: they are cheap, and a column revised after several of them changed it
        // is revised once. Steps off, the cheapest hint first (see `HintSet`); with steps, the
        // last queued first, the order the detailed solutions were written in. Columns, the last
        // queued first (in the order they were queued, 15x10-s1 takes 22% more instructions).
        // A revision leaves its hint or column at a fixpoint, so what it narrows does not put it
        // back on the work list: it stays marked as queued until it is done.
        debug_assert_eq!(steps.is_some(), self.steps_order);
        let result = loop {
            // Steps off, two values filled on one row fail at once: more than half of the failures
            // of the hard riddles, found before the hints still queued are revised for nothing
            // (15x10-s1: -33% instructions). With steps, the order of the deductions, and so the
            // detailed solution, stays as it was.
            if self.clash != u32::MAX && steps.is_none() {
                let conflict = Conflict::Column(std::mem::replace(&mut self.clash, u32::MAX) as usize);
                self.count_failure(conflict, state);
                break Err(conflict);
            }
            let next = if self.steps_order {
                self.queue.last().map(|h| h as usize)
            } else {
                self.pending.lowest()
            };
            if let Some(h) = next {
                let revised = self.revise_hint(state, h, steps.as_deref_mut());
                if self.steps_order {
                    self.queue.done(h as u32);
                } else {
                    self.pending.done(h);
                }
                if let Err(conflict) = revised {
                    self.count_failure(conflict, state);
                    break Err(conflict);
                }
            } else if let Some(c) = self.dirty_columns.last() {
                let revised = self.revise_column(state, c as usize, steps.as_deref_mut());
                self.dirty_columns.done(c);
                if let Err(conflict) = revised {
                    self.count_failure(conflict, state);
                    break Err(conflict);
                }
            } else {
                break Ok(());
            }
        };
        self.queue.clear();
        self.pending.clear();
        self.dirty_columns.clear();
        self.clash = u32::MAX;
        if result.is_err() {
            self.news.fill(0);
        }
        debug_assert!(self.news.iter().all(|&news| news == 0));
        result
    }

    /// Adds a failure to the weights of the values it blames: every value of a hint that failed,
    /// and the filled values of a column that failed. A column holds many values, and most of
    /// them had no part in its failure: those filled are what pushed the others out of their
    /// rows (blaming every value of the column, the 81 riddles of the scaling set and two
    /// generated sets take 27% more nodes).
    fn count_failure(&mut self, conflict: Conflict, state: &State) {
        match conflict {
            Conflict::Hint(h) => {
                for &v in &self.hint_values[self.hints[h].values.range()] {
                    self.weight[v as usize] += 1;
                }
            }
            Conflict::Column(c) => {
                let first = self.columns[c].start as usize;
                // The bits of the column's filled values (`rows_of` iterates any bit set).
                for i in rows_of(state.sets[c].filled) {
                    self.weight[first + i] += 1;
                }
            }
        }
    }

    /// Clears the rows and counts that a hint revision gathers per value (left cleared after
    /// every revision, so that the next one need not clear them first).
    fn clear_acc(&mut self, width: usize) {
        self.acc[..width].fill(0);
        self.count[..width].fill(0);
    }

    /// Whether the first `width` rows and counts are cleared, as every revision leaves them.
    fn acc_is_clear(&self, width: usize) -> bool {
        self.acc[..width].iter().all(|&a| a == 0) && self.count[..width].iter().all(|&c| c == 0)
    }

    /// The placements of `part` that still fit the riddle matrix.
    fn placements(&self, dom: &[Rows], part: Part) -> Rows {
        let mut placements = part.valid;
        for lit in &self.lits[part.lits.range()] {
            placements &= dom[lit.value as usize] >> lit.delta;
        }
        placements
    }

    /// The step rejecting the options of hint `h` that the last revision rejected.
    fn rejection(&self, h: usize, rule: u8, exhausted: bool) -> Step {
        Step::Reject {
            rule,
            hints: self.origins[self.hints[h].hints.range()].to_vec(),
            options: self
                .rejected_now
                .iter()
                .map(|&o| self.choices[self.opts[o].choice.range()].to_vec())
                .collect(),
            exhausted,
        }
    }

    /// Rules 1 and 2 for one hint: reject options that no longer fit, narrow its values to the
    /// rows its fitting options allow, and merge what they all agree on.
    #[inline(never)]
    fn revise_hint(
        &mut self,
        state: &mut State,
        h: usize,
        steps: Option<&mut Vec<Step>>,
    ) -> Result<(), Conflict> {
        let hint = self.hints[h];
        if steps.is_none() {
            match hint.kind {
                HintKind::Rigid => return self.revise_rigid_hint(state, h),
                HintKind::Covering => return self.revise_block_hint::<false>(state, h),
                HintKind::Block => return self.revise_block_hint::<true>(state, h),
                HintKind::General => {}
            }
        }
        let width = hint.values.len();
        debug_assert!(self.acc_is_clear(width));
        self.rejected_now.clear();
        let mut alive = 0u32;
        let mut last_alive = 0;
        let dom = &state.dom;
        revise_options(&mut state.rejected, hint.options.range(), |o| {
            // An option fits when each of its parts still has a placement, and only then do its
            // parts count towards the rows the hint allows its values. A one-part option (nearly
            // all) is checked by the loop below before it counts anything; one with several parts
            // is checked first.
            let parts = self.opts[o].parts;
            let mut fits =
                parts.len() == 1 || parts.range().all(|p| self.placements(dom, self.parts[p]) != 0);
            for p in parts.range().take_while(|_| fits) {
                let placements = self.placements(dom, self.parts[p]);
                if placements == 0 {
                    fits = false;
                    break;
                }
                for lit in &self.lits[self.parts[p].lits.range()] {
                    self.acc[lit.local as usize] |= placements << lit.delta;
                    self.count[lit.local as usize] += 1;
                }
            }
            if !fits {
                self.rejected_now.push(o);
                return false;
            }
            alive += 1;
            last_alive = o;
            true
        });
        self.counts.rejections += self.rejected_now.len() as u64;
        let values = hint.values.range();
        let anchored = steps.is_some()
            && self.hint_values[values.clone()]
                .iter()
                .any(|&v| single(state.dom[v as usize]));
        let rule = if anchored { 2 } else { 1 };
        if alive == 0 {
            if let Some(steps) = steps {
                steps.push(self.rejection(h, rule, true));
            }
            return Err(Conflict::Hint(h));
        }
        let mut filled: Vec<Cell> = Vec::new();
        for (i, v) in values.enumerate() {
            // Read and cleared for the next revision.
            let (acc, count) = (
                std::mem::take(&mut self.acc[i]),
                std::mem::take(&mut self.count[i]),
            );
            if count != alive {
                continue; // some fitting option leaves this value free
            }
            let v = self.hint_values[v] as usize;
            let rows = state.dom[v] & acc;
            if rows == state.dom[v] {
                continue;
            }
            if rows == 0 {
                // Cannot happen: a fitting option places every value it mentions in its rows.
                self.clear_acc(width);
                return Err(Conflict::Hint(h));
            }
            if single(rows) {
                self.counts.merges += 1;
                if steps.is_some() {
                    filled.push(self.cell(v, rows.trailing_zeros() as usize));
                }
            }
            self.narrow(state, v, rows);
        }
        if let Some(steps) = steps {
            if !self.rejected_now.is_empty() {
                steps.push(self.rejection(h, rule, false));
            }
            if !filled.is_empty() {
                // Where the hint landed: the rows of its one fitting placement, or of the cells.
                let mut rows: Vec<usize> = Vec::new();
                let option = self.opts[last_alive];
                if alive == 1 {
                    for p in option.parts.range() {
                        let part = self.parts[p];
                        let placements = self.placements(&state.dom, part);
                        if single(placements) {
                            let first = placements.trailing_zeros() as usize;
                            rows.extend(first..first + part.height as usize);
                        }
                    }
                }
                if rows.is_empty() {
                    rows = filled.iter().map(|c| c.row).collect();
                }
                rows.sort_unstable();
                rows.dedup();
                let option = (alive == 1).then(|| self.choices[option.choice.range()].to_vec());
                steps.push(Step::Merge {
                    rule,
                    hints: self.origins[hint.hints.range()].to_vec(),
                    option,
                    rows,
                    cells: filled,
                });
            }
        }
        Ok(())
    }

    /// [`Model::revise_hint`] for a hint whose options are each one part (`singleHints: false`),
    /// without steps: the same deductions, without the bookkeeping of steps and of options in
    /// several parts.
    ///
    /// `COUNTED`: whether to count, per value, the fitting options that mention it; without,
    /// for a [`HintKind::Covering`] hint, where each one does.
    fn revise_block_hint<const COUNTED: bool>(
        &mut self,
        state: &mut State,
        h: usize,
    ) -> Result<(), Conflict> {
        let hint = self.hints[h];
        let width = hint.values.len();
        debug_assert!(self.acc_is_clear(width));
        let mut alive = 0u32;
        let dom = &state.dom;
        debug_assert_eq!(self.parts.len(), self.opts.len());
        revise_options(&mut state.rejected, hint.options.range(), |o| {
            let part = self.parts[o]; // an option's one part has its index
            let placements = self.placements(dom, part);
            if placements == 0 {
                self.counts.rejections += 1;
                return false;
            }
            alive += 1;
            for lit in &self.lits[part.lits.range()] {
                self.acc[lit.local as usize] |= placements << lit.delta;
                if COUNTED {
                    self.count[lit.local as usize] += 1;
                }
            }
            true
        });
        if alive == 0 {
            return Err(Conflict::Hint(h));
        }
        let first = hint.values.range().start;
        for i in 0..width {
            // Read and cleared for the next revision.
            let acc = std::mem::take(&mut self.acc[i]);
            if COUNTED && std::mem::take(&mut self.count[i]) != alive {
                continue; // some fitting option leaves this value free
            }
            let v = self.hint_values[first + i] as usize;
            let rows = state.dom[v] & acc;
            if rows != state.dom[v] {
                if rows == 0 {
                    // Cannot happen: a fitting option places every value it mentions in its rows.
                    self.clear_acc(width);
                    return Err(Conflict::Hint(h));
                }
                self.counts.merges += u64::from(single(rows));
                self.narrow(state, v, rows);
            }
        }
        Ok(())
    }

    /// [`Model::revise_hint`] for a hint of one option in one part (a fact, or facts merged into a
    /// rigid block: most hints), without steps: the same deductions, without the counting that
    /// several options need.
    fn revise_rigid_hint(&mut self, state: &mut State, h: usize) -> Result<(), Conflict> {
        let hint = self.hints[h];
        let o = hint.options.range().start;
        let part = self.parts[self.opts[o].parts.range().start];
        let placements = self.placements(&state.dom, part);
        if placements == 0 {
            state.rejected[o / 64] |= 1 << (o % 64);
            self.counts.rejections += 1;
            return Err(Conflict::Hint(h));
        }
        // Each value of the part once (a value on two rows never fits), in the hint's order.
        for l in part.lits.range() {
            let Lit { value, delta, .. } = self.lits[l];
            let v = value as usize;
            let rows = state.dom[v] & (placements << delta);
            if rows != state.dom[v] {
                self.counts.merges += u64::from(single(rows));
                self.narrow(state, v, rows);
            }
        }
        Ok(())
    }

    /// Rule 3 for one column: a filled row leaves the other values; a value with one row left,
    /// or a blank cell with one value left, is filled; a column that cannot hold its values
    /// fails.
    #[inline(never)]
    fn revise_column(
        &mut self,
        state: &mut State,
        c: usize,
        mut steps: Option<&mut Vec<Step>>,
    ) -> Result<(), Conflict> {
        let range = self.columns[c].clone();
        let (first, n) = (range.start as usize, range.len());
        let full = n == self.rows;
        loop {
            let mut changed = false;
            debug_assert_eq!(state.sets[c], ColumnSets::of(&state.dom[first..first + n]));
            let news = std::mem::take(&mut self.news[c]);
            let g = if news != 0 {
                let fills = news & NEW_FILL != 0;
                self.fills_and_hall_sets(state, c, fills, &mut changed, steps.as_deref_mut())?
            } else {
                // No value of the column narrowed to three rows or fewer since its last fixpoint:
                // no row was filled and no Hall set can be new, so only the rows each value can
                // take are counted, at a fraction of the cost (a quarter of the revisions).
                debug_assert!(settled(&state.dom[first..first + n], state.sets[c]));
                gather::<false>(&state.dom[first..first + n], 0)
            };
            let Gathered { once, twice, .. } = g;
            if (once.count_ones() as usize) < n {
                return Err(Conflict::Column(c));
            }
            if full {
                if once != self.all_rows {
                    return Err(Conflict::Column(c));
                }
                // Not the filled rows (those of the Hall sets above too): a value filled is never
                // the candidate of a lonely row.
                let lonely = once & !twice & !state.sets[c].taken;
                for r in rows_of(lonely) {
                    // The row's one candidate; none left when it was just placed on another
                    // lonely row, and then the column cannot be filled.
                    let Some(v) = (first..first + n).find(|&v| state.dom[v] & (1 << r) != 0) else {
                        return Err(Conflict::Column(c));
                    };
                    debug_assert!(!single(state.dom[v]));
                    self.narrow_by_rule_3(
                        state,
                        v,
                        1 << r,
                        FillReason::OnlyValueForCell,
                        steps.as_deref_mut(),
                    );
                    changed = true;
                }
            }
            if !changed {
                self.news[c] = 0; // set again by the pass's own narrowings, now seen
                return Ok(());
            }
        }
    }

    /// The full pass of [`Model::revise_column`] over column `c`, up to its last checks: the rows
    /// of filled values leave the other values, and Hall sets of up to 3 rows take their rows.
    /// Returns what it gathered for the checks; `changed` is set when another pass is needed.
    fn fills_and_hall_sets(
        &mut self,
        state: &mut State,
        c: usize,
        fills: bool,
        changed: &mut bool,
        mut steps: Option<&mut Vec<Step>>,
    ) -> Result<Gathered, Conflict> {
        let range = self.columns[c].clone();
        let (first, n) = (range.start as usize, range.len());
        // A filled row leaves the column's other values, in their order (`hits`). What the
        // rest of the pass reads is gathered in the same pass, from the row sets as they will
        // be, branch-free (whether a value holds a filled row is data, and such branches are
        // mispredicted often); gathered again when a value is filled on the way. Without a fill
        // since the last fixpoint, there are none to leave. Which values are filled or small,
        // the state keeps (`ColumnSets`).
        let ColumnSets { taken, filled, .. } = state.sets[c];
        let mut g = if fills {
            if filled.count_ones() != taken.count_ones() {
                return Err(Conflict::Column(c)); // two filled values on one row
            }
            let mut g = gather::<true>(&state.dom[first..first + n], taken);
            g.hits &= !filled;
            g
        } else {
            gather::<false>(&state.dom[first..first + n], taken)
        };
        let mut hits = g.hits;
        let mut cascaded = false;
        while hits != 0 {
            let i = hits.trailing_zeros() as usize;
            hits &= hits - 1;
            let v = first + i;
            // The rows filled so far, those filled in this loop too (`narrow` adds them).
            let d = state.dom[v] & !state.sets[c].taken;
            if d == 0 {
                return Err(Conflict::Column(c));
            }
            if single(d) {
                // Values before this one may still hold its row: another pass; values after
                // it leave the row in this one, in their turn.
                *changed = true;
                cascaded = true;
                let later = values_where(&state.dom[v + 1..first + n], |e| (e & d != 0) & !single(e));
                hits |= later << i << 1; // not `<< (i + 1)`: 64 after the 64th value
            }
            self.narrow_by_rule_3(state, v, d, FillReason::OnlyRowForValue, steps.as_deref_mut());
        }
        if cascaded {
            g = gather::<false>(&state.dom[first..first + n], 0);
        }
        // Each value was narrowed above once at most, in its turn, to the rows gathered for
        // it, so a pass that only narrows values that way leaves the column at a fixpoint:
        // what follows saw every narrowing.
        // Hall sets of up to 3 rows (larger ones cost more than they save): when the values
        // whose rows all lie in one value's rows are as many as those rows, they take them,
        // and the column's other values leave them.
        let mut todo = state.sets[c].small;
        let mut narrowed = false;
        while todo != 0 {
            let i = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let rows = state.dom[first + i];
            let sets = state.sets[c]; // as the Hall sets before this one left it
            let (inside, size) = hall_count(&state.dom[first..first + n], sets.small, sets.taken, rows);
            if inside > size {
                return Err(Conflict::Column(c));
            }
            if inside < size {
                continue;
            }
            let outside = straddling(&state.dom[first..first + n], rows);
            for w in rows_of(outside).map(|j| first + j) {
                let left = state.dom[w] & !rows;
                self.narrow_by_rule_3(state, w, left, FillReason::OnlyRowForValue, steps.as_deref_mut());
            }
            if outside != 0 {
                // Row sets changed: go on after value `i` with the small values as they are now,
                // and gather again at the end.
                *changed = true;
                narrowed = true;
                todo = state.sets[c].small & !0 << i << 1; // not `<< (i + 1)`: 64 after the 64th value
            }
        }
        if narrowed {
            g = gather::<false>(&state.dom[first..first + n], 0);
        }
        Ok(g)
    }

    /// The value to branch on: the one with the fewest rows left (two or more) for its weight,
    /// the number of hints it is in plus one, and the failures it was blamed for since (see
    /// [`Model::count_failure`]); ties go to the first.
    pub(crate) fn choose(&self, state: &State) -> Option<usize> {
        // No value yet: weight 0 against a size of 1, which every value of two rows or more beats
        // (weights are at least 1). Selected with masks, not branches: which value wins is data.
        let (mut best_size, mut best_weight, mut best) = (1u64, 0u64, usize::MAX);
        for ((v, &d), &weight) in state.dom.iter().enumerate().zip(&self.weight) {
            let size = u64::from(d.count_ones());
            // size / weight < best_size / best_weight, without division.
            let better = (size >= 2) & (size * best_weight < best_size * weight);
            let mask = u64::from(better).wrapping_neg();
            best_size = size & mask | best_size & !mask;
            best_weight = weight & mask | best_weight & !mask;
            best = v & mask as usize | best & !(mask as usize);
        }
        (best != usize::MAX).then_some(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn riddle(json: &str) -> Riddle {
        Riddle::from_json(json).unwrap()
    }

    /// Compiles `riddle` and runs the rules from the start, with steps.
    fn propagate(riddle: &Riddle) -> (Model, State, Result<(), Conflict>, Vec<Step>) {
        let mut model = Model::new(riddle, |_| true, true);
        let mut state = model.start();
        let mut steps = Vec::new();
        model.schedule_all();
        let result = model.propagate(&mut state, Some(&mut steps));
        (model, state, result, steps)
    }

    #[test]
    fn a_hint_sharing_a_value_with_the_riddle_matrix_is_merged_by_rule_2() {
        let r = riddle(
            r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]], "hints": [[[["2", "cat"]]]]}"#,
        );
        let (_, state, result, steps) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert_eq!(state.dom[3], 0b010, "cat (the fourth value) is in row 2");
        assert_eq!(
            steps,
            [Step::Merge {
                rule: 2,
                hints: vec![0],
                option: Some(vec![0]),
                rows: vec![1],
                cells: vec![Cell {
                    row: 1,
                    column: 1,
                    value: 1
                }]
            }]
        );
    }

    #[test]
    fn an_option_that_cannot_be_merged_is_rejected_and_the_other_merged() {
        // X is in row 1; "X next to Y" cannot have Y above X.
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["x", ""], ["", ""], ["", ""]],
               "hints": [[[["x", ""], ["", "y"]], [["", "y"], ["x", ""]]]]}"#,
        );
        let (_, _, result, steps) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert!(
            matches!(&steps[0], Step::Reject { rule: 2, options, exhausted: false, .. } if options == &[vec![1]])
        );
        assert!(matches!(&steps[1], Step::Merge { rule: 2, rows, .. } if rows == &[0, 1]));
    }

    #[test]
    fn a_value_with_one_row_left_is_filled_by_rule_3() {
        let r = riddle(
            r#"{"header": ["P"], "startMatrix": [["cat"], [""]], "hints": [], "domains": {"P": ["cat", "dog"]}}"#,
        );
        let (_, state, result, steps) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert_eq!(state.dom, [0b01, 0b10]);
        assert_eq!(
            steps,
            [Step::Fill {
                cell: Cell {
                    row: 1,
                    column: 0,
                    value: 2
                },
                reason: FillReason::OnlyRowForValue
            }]
        );
    }

    #[test]
    fn the_last_of_64_values_is_filled_when_the_others_are() {
        // Row sets are 64-bit words and a column's values are bits of one word in the column
        // rule: the last value of the widest column, filled there, is the edge.
        let rows: Vec<String> = (1..64)
            .map(|i| format!("[\"v{i}\"]"))
            .chain(["[\"\"]".into()])
            .collect();
        let domain: Vec<String> = (1..=64).map(|i| format!("\"v{i}\"")).collect();
        let r = riddle(&format!(
            r#"{{"header": ["P"], "startMatrix": [{}], "hints": [], "domains": {{"P": [{}]}}}}"#,
            rows.join(", "),
            domain.join(", ")
        ));
        let (_, state, result, steps) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert_eq!(state.dom[63], 1 << 63);
        assert!((0..63).all(|v| state.dom[v] == 1 << v));
        assert_eq!(steps.len(), 1);
    }

    #[test]
    fn a_blank_cell_only_one_value_can_take_is_filled_by_rule_3() {
        // a and b are both in rows 1–2 (a hint each), so row 3 can only take c.
        let r = riddle(
            r#"{"header": ["P"], "startMatrix": [[""], [""], [""]], "domains": {"P": ["a", "b", "c"]},
               "hints": [[[["a"], [""]]], [[["b"], [""]]]]}"#,
        );
        let (_, state, result, _) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert_eq!(state.dom[2], 0b100);
    }

    #[test]
    fn a_column_whose_values_cannot_all_fit_fails() {
        // Three values kept out of row 3 by their hints: two rows for three values.
        let r = riddle(
            r#"{"header": ["P"], "startMatrix": [[""], [""], [""]],
               "hints": [[[["a"], [""]]], [[["b"], [""]]], [[["c"], [""]]]]}"#,
        );
        let (_, _, result, _) = propagate(&r);
        assert_eq!(result, Err(Conflict::Column(0)));
    }

    #[test]
    fn steps_off_two_values_filled_on_one_row_fail_before_the_queued_hints_are_revised() {
        // Cat and dog assumed in row 1 of column P; the hints that would place tea and milk are
        // queued by those assumptions.
        let r = riddle(
            r#"{"header": ["H", "P", "D"], "startMatrix": [["1", "", ""], ["2", "", ""]],
               "hints": [[[["", "cat", "tea"]]], [[["", "dog", "milk"]]]]}"#,
        );
        let value = |name: &str| column_value(&r, 1, name);
        for with_steps in [false, true] {
            let mut model = Model::new(&r, |_| true, with_steps);
            let mut state = model.start();
            let mut steps = Vec::new();
            model.schedule_all();
            assert_eq!(
                model.propagate(&mut state, with_steps.then_some(&mut steps)),
                Ok(())
            );
            model.assume(&mut state, value("cat"), 0);
            model.assume(&mut state, value("dog"), 0);
            let merges = model.counts.merges;
            let result = model.propagate(&mut state, with_steps.then_some(&mut steps));
            // Steps off, column P fails at once; with steps, the hints are revised first, as they
            // always were (the detailed solution does not change): they place tea and milk in row
            // 1 as well, and column D, revised first, fails.
            let (column, hint_merges) = if with_steps { (2, 2) } else { (1, 0) };
            assert_eq!(result, Err(Conflict::Column(column)), "with steps: {with_steps}");
            assert_eq!(
                model.counts.merges - merges,
                hint_merges,
                "with steps: {with_steps}"
            );
        }
    }

    #[test]
    fn a_failed_column_blames_its_filled_values_and_a_failed_hint_all_of_its_values() {
        let r = riddle(
            r#"{"header": ["H", "P", "D"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
               "hints": [[[["", "cat", "tea"]]]],
               "domains": {"P": ["cat", "dog", "fish"], "D": ["tea", "milk", "water"]}}"#,
        );
        let p = |name: &str| column_value(&r, 1, name);
        let d = |name: &str| column_value(&r, 2, name);
        let mut model = Model::new(&r, |_| true, false);
        let mut root = model.start();
        model.schedule_all();
        assert_eq!(model.propagate(&mut root, None), Ok(()));
        let weights = model.weight.clone();
        // What the failures since the root added to the weights of these values.
        let added = |model: &Model, values: [usize; 3]| values.map(|v| model.weight[v] - weights[v]);
        let pets = [p("cat"), p("dog"), p("fish")];
        let drinks = [d("tea"), d("milk"), d("water")];

        // Cat and dog in row 1: column P fails, and only they are blamed, not fish.
        let mut state = root.clone();
        model.assume(&mut state, p("cat"), 0);
        model.assume(&mut state, p("dog"), 0);
        assert_eq!(model.propagate(&mut state, None), Err(Conflict::Column(1)));
        assert_eq!(added(&model, pets), [1, 1, 0]);
        assert_eq!(added(&model, drinks), [0, 0, 0]);

        // Cat in row 1 and tea out of it: the hint fails, and blames tea too, though not filled.
        let mut state = root.clone();
        model.assume(&mut state, p("cat"), 0);
        model.exclude(&mut state, d("tea"), 0, None);
        assert_eq!(model.propagate(&mut state, None), Err(Conflict::Hint(0)));
        assert_eq!(added(&model, pets), [2, 1, 0]);
        assert_eq!(added(&model, drinks), [1, 0, 0]);
    }

    #[test]
    fn a_work_list_serves_the_last_added_first_and_holds_each_item_once() {
        let mut list = WorkList::default().reset(3);
        list.add(0);
        list.add(1);
        list.add(0); // on the list already
        assert_eq!(list.last(), Some(1));
        list.add(1); // marked until done
        assert_eq!(list.last(), Some(0));
        list.done(0);
        list.done(1);
        for x in [2, 1, 0, 2] {
            list.add(x); // every item at once: the slot past them takes the one marked
        }
        assert_eq!(
            (list.last(), list.last(), list.last()),
            (Some(0), Some(1), Some(2))
        );
        assert_eq!(list.last(), None);
        list.add(0); // marked: not done
        assert_eq!(list.last(), None);
        for x in 0..3 {
            list.done(x);
        }
        list.add(1);
        list.add(0);
        list.clear();
        assert_eq!(list.last(), None);
        list.add(1); // unmarked by the clearing
        assert_eq!(list.last(), Some(1));
    }

    #[test]
    fn steps_off_a_riddle_of_more_than_64_hints_watches_them_in_several_words() {
        // A sample riddle with each hint six times: the first search (no rule 1) compiles every
        // copy, more hints than one word of a `HintSet` holds. This one needs a search (9 nodes).
        let sample = crate::samples::sample("meeting-the-challenge").unwrap();
        let mut json: serde_json::Value = serde_json::from_str(sample.json).unwrap();
        let hints = json["hints"].as_array().unwrap().clone();
        json["hints"] =
            serde_json::Value::Array(hints.iter().cycle().take(6 * hints.len()).cloned().collect());
        json.as_object_mut().unwrap().remove("hintTexts");
        let copies = Riddle::from_json(&json.to_string()).unwrap();
        let model = Model::new_in(&copies, |_| true, false, false, Model::default());
        assert!(model.hints.len() > 64, "{} hints compiled", model.hints.len());
        // Each value's watchers, as the bit sets `narrow` adds, are the hints that mention it.
        let mut beyond_64 = false;
        for v in 0..model.values() {
            let mut set = HintSet::default().reset(model.hints.len());
            set.add(&model.watch_bits, v);
            let mut watchers = Vec::new();
            while let Some(h) = set.lowest() {
                watchers.push(h);
                set.done(h);
            }
            let mentioning = (0..model.hints.len())
                .filter(|&h| model.hint_values[model.hints[h].values.range()].contains(&(v as u32)));
            assert_eq!(watchers, mentioning.collect::<Vec<_>>(), "value {v}");
            beyond_64 |= watchers.iter().any(|&h| h >= 64);
        }
        assert!(beyond_64);
        // The rules reach one fixpoint whatever the order: a bit set of several words must
        // reach the one the work list of steps reaches, from every assumption.
        let fixpoint = |with_steps: bool, assumed: Option<(usize, usize)>| {
            let mut model = Model::new_in(&copies, |_| true, with_steps, false, Model::default());
            let mut state = model.start();
            let mut steps = Vec::new();
            model.schedule_all();
            model
                .propagate(&mut state, with_steps.then_some(&mut steps))
                .unwrap();
            if let Some((v, row)) = assumed {
                model.assume(&mut state, v, row);
                model
                    .propagate(&mut state, with_steps.then_some(&mut steps))
                    .ok()?;
            }
            Some(state.dom)
        };
        let root = fixpoint(false, None).unwrap();
        assert_eq!(Some(&root), fixpoint(true, None).as_ref());
        assert!(
            root.iter().any(|&rows| !single(rows)),
            "the rules alone do not solve it"
        );
        for (v, &rows) in root.iter().enumerate().filter(|(_, &rows)| !single(rows)) {
            for row in rows_of(rows) {
                assert_eq!(fixpoint(false, Some((v, row))), fixpoint(true, Some((v, row))));
            }
        }
        let off = crate::SolveOptions {
            steps: false,
            ..crate::SolveOptions::default()
        };
        let solutions = |r: &Riddle| -> Vec<_> {
            crate::solve_riddle(r, &off)
                .solutions
                .into_iter()
                .map(|s| s.matrix)
                .collect()
        };
        assert_eq!(solutions(&copies), solutions(&sample.riddle()));
        assert_eq!(solutions(&copies).len(), 1);
    }

    #[test]
    fn a_hint_set_gives_the_lowest_hint_first_over_several_words() {
        // A set of 130 hints, three words; and two sets of three words, one after the other:
        // hints 3 and 129, then 64 and 70.
        let mut set = HintSet::default().reset(130);
        let sets = [1 << 3, 0, 1 << 1, 0, 1 | 1 << 6, 0];
        set.add(&sets, 1);
        set.add(&sets, 0);
        assert_eq!(set.lowest(), Some(3));
        set.add(&sets, 0); // hint 3's own narrowings: it stays in the set until done
        set.done(3);
        let mut seen = Vec::new();
        while let Some(h) = set.lowest().filter(|_| seen.len() < 10) {
            seen.push(h);
            set.done(h);
        }
        assert_eq!(seen, [64, 70, 129]);
        set.add(&sets, 0);
        set.clear();
        assert_eq!(set.lowest(), None);
        let mut one = HintSet::default().reset(5); // one word, added without a loop
        one.add(&[0b100, 0b1001], 1);
        one.add(&[0b100, 0b1001], 0);
        let mut seen = Vec::new();
        while let Some(h) = one.lowest().filter(|_| seen.len() < 10) {
            seen.push(h);
            one.done(h);
        }
        assert_eq!(seen, [0, 2, 3]);
    }

    #[test]
    fn a_hint_that_always_holds_leaves_the_next_hints_alone() {
        // With singleHints, hint 0's second option (a row of one value) always holds, so hint 0
        // is dropped after its first option was compiled; hint 1 shares a1 with that option and
        // must still fit: a1 and b2 on one row, in either row.
        let r = riddle(
            r#"{"header": ["A", "B"], "startMatrix": [["", ""], ["", ""]], "singleHints": true,
               "domains": {"A": ["a1", "a2"], "B": ["b1", "b2"]},
               "hints": [[[["a1", "b1"]], [["a1", ""]]], [[["a1", "b2"]]]]}"#,
        );
        let solved = crate::solve_riddle(&r, &crate::SolveOptions::default());
        assert_eq!(solved.solutions.len(), 2);
        assert!(solved.complete);
    }

    /// The global index of value `name` of column `column` (after the values of the columns
    /// before it).
    fn column_value(r: &Riddle, column: usize, name: &str) -> usize {
        let before: usize = (0..column).map(|c| r.values(c).len()).sum();
        before + r.values(column).iter().position(|v| v == name).unwrap()
    }

    #[test]
    fn steps_off_without_rule_1_a_hint_with_one_free_value_is_applied_when_compiled() {
        // Hint 0: cat is not in house 2. Hint 1: dog is next to cat (two free values: kept).
        // Hint 2: dog is in house 2. Hint 3: cat is in house 1 or dog in house 3; dog is fixed
        // by hint 2 when hint 3 is compiled, so only cat is free, and the second option fails.
        let r = riddle(
            r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
               "hints": [[[["1", "cat"]], [["3", "cat"]]],
                         [[["", "dog"], ["", "cat"]], [["", "cat"], ["", "dog"]]],
                         [[["2", "dog"]]],
                         [[["1", "cat"]], [["3", "dog"]]]]}"#,
        );
        let (cat, dog) = (column_value(&r, 1, "cat"), column_value(&r, 1, "dog"));
        let model = Model::new_in(&r, |_| true, false, false, Model::default());
        assert_eq!(model.hints.len(), 1, "only hint 1 is compiled");
        assert_eq!(model.origins[model.hints[0].hints.range()], [1]);
        assert_eq!((model.start.dom[cat], model.start.dom[dog]), (0b001, 0b010));
        assert_eq!((model.counts.merges, model.counts.rejections), (2, 1));
        // With steps, or with rule 1, every hint is compiled and the rules deduce the same.
        for (steps, merge_hints) in [(true, false), (false, true)] {
            let model = Model::new_in(&r, |_| true, steps, merge_hints, Model::default());
            assert_eq!(model.start.dom[cat], 0b111);
        }
        let (_, state, result, _) = propagate(&r);
        assert_eq!(result, Ok(()));
        assert_eq!((state.dom[cat], state.dom[dog]), (0b001, 0b010));
    }

    #[test]
    fn a_hint_with_one_free_value_that_cannot_hold_is_compiled_for_the_search_to_fail() {
        // Cat is in house 1 and not in house 1: the second hint fits nowhere and is kept.
        let r = riddle(
            r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
               "hints": [[[["1", "cat"]]], [[["2", "cat"]], [["3", "cat"]]]]}"#,
        );
        let model = Model::new_in(&r, |_| true, false, false, Model::default());
        assert_eq!(model.hints.len(), 1);
        assert_eq!(model.origins[model.hints[0].hints.range()], [1]);
        let options = crate::SolveOptions::default();
        let solved = crate::solve_riddle(
            &r,
            &crate::SolveOptions {
                steps: false,
                ..options
            },
        );
        assert!(solved.solutions.is_empty() && solved.complete);
        assert_eq!(solved.conflicts, [0, 1]);
    }

    #[test]
    fn a_hint_taller_than_the_riddle_matrix_fails() {
        let r = riddle(r#"{"header": ["P"], "startMatrix": [[""], [""]], "hints": [[[["a"], [""], [""]]]]}"#);
        let (_, _, result, steps) = propagate(&r);
        assert_eq!(result, Err(Conflict::Hint(0)));
        assert!(matches!(steps.last(), Some(Step::Reject { exhausted: true, .. })));
    }
}

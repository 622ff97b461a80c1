//! The riddle compiled into the model: hints into options, parts and literals, and each value's
//! watchers.

use super::blocks::{self, Blocks};
use super::flat::{emptied, filled, Span};
use super::model::Model;
use super::state::{single, ColumnSets, Counts, Rows, State};
use crate::riddle::{OptionCell, Riddle, BLANK};

/// One literal of a part: placing the part at `p` puts value `value` at row `p + delta`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Lit {
    /// Global value index.
    pub(super) value: u32,
    /// Index of the value in its hint's values.
    pub(super) local: u32,
    pub(super) delta: u32,
}

/// A part of an option: literals that move together, and the placements allowed to it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Part {
    /// Placements `p` that keep every literal inside the riddle matrix (0 = never fits).
    pub(super) valid: Rows,
    /// Its literals, in `Model::lits`.
    pub(super) lits: Span,
    /// Rows the part spans from its placement (1 for a group of `singleHints: true`).
    pub(super) height: u32,
}

/// An option of a compiled hint; its index in `Model::opts` is its bit in `State::rejected`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Opt {
    /// Its parts, in `Model::parts`.
    pub(super) parts: Span,
    /// The option taken from each of the hint's riddle hints, in `Model::choices`.
    pub(super) choice: Span,
}

/// A hint of the riddle, compiled: one hint, or several merged by rule 1.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hint {
    /// The riddle's hints behind it, in `Model::origins`.
    pub(super) hints: Span,
    /// Its options, in `Model::opts`.
    pub(super) options: Span,
    /// Every value (global index) some option mentions, in `Model::hint_values`.
    pub(super) values: Span,
    /// How it is revised without steps.
    pub(super) kind: HintKind,
    /// The literals of all its options: what a revision costs.
    pub(super) size: u32,
}

/// How a compiled hint is revised without steps (with steps, by [`Model::revise_hint`]'s general
/// pass, which records them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum HintKind {
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

/// What [`Model::new_in`] compiles: rule 1's blocks, or the riddle's hints (those kept) as they
/// are.
pub(super) enum Source<'a> {
    Blocks(&'a Blocks),
    Hints(&'a Riddle, &'a [usize]),
}

impl Source<'_> {
    pub(super) fn len(&self) -> usize {
        match self {
            Source::Blocks(blocks) => blocks.len(),
            Source::Hints(_, kept) => kept.len(),
        }
    }

    /// The riddle's hints behind hint `b`.
    pub(super) fn hints(&self, b: usize) -> &[usize] {
        match self {
            Source::Blocks(blocks) => blocks.hints(b),
            Source::Hints(_, kept) => std::slice::from_ref(&kept[b]),
        }
    }

    pub(super) fn options(&self, b: usize) -> usize {
        match self {
            Source::Blocks(blocks) => blocks.options(b),
            Source::Hints(riddle, kept) => riddle.cells.options(kept[b]),
        }
    }

    /// Option `o` of hint `b`: its height and cells (row-major); the option it takes of each of
    /// [`Source::hints`] is pushed to `choices`.
    #[inline]
    pub(super) fn option(&self, b: usize, o: usize, choices: &mut Vec<usize>) -> (usize, &[OptionCell]) {
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

/// A compiled hint's options, parts and literals.
pub(super) struct Compiled<'a> {
    pub(super) opts: &'a [Opt],
    pub(super) parts: &'a [Part],
    pub(super) lits: &'a [Lit],
}

impl Compiled<'_> {
    /// When all of the hint's `values` but one have one row in `dom`: that value, the rows the
    /// hint leaves it, and how many options cannot fit. `None` when two or more values are free,
    /// or none, or when no option fits (the search then finds the conflict).
    pub(super) fn one_free_value(&self, dom: &[Rows], values: &[u32]) -> Option<(usize, Rows, u64)> {
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
pub(super) fn single_row_groups(
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
pub(super) struct Groups {
    pub(super) lits: Vec<(u32, u32)>,
    pub(super) ends: Vec<usize>,
    pub(super) joined: Vec<(u32, u32)>,
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
            blocks::blocks(
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
            compiled_for_steps: with_steps,
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
}

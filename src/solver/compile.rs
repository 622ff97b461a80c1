//! Compiling a riddle into the model: hints into options, blocks, literals and watchers.

use super::flat::{emptied, filled, Span};
use super::merged_hints::{self, MergedHints};
use super::model::{
    CompileScratch, Compiled, CompiledHint, CompiledOption, Groups, HintScratch, HintShape, Literal,
    LiteralBlock, Model, ValueTable, Watchers,
};
use super::state::{single, ColumnSets, Counts, Rows, State};
use crate::riddle::{OptionCell, Riddle, BLANK};

/// What [`model_in`] compiles: rule 1's merged hints, or the riddle's hints (those kept) as they
/// are.
pub(super) enum ToCompile<'a> {
    Merged(&'a MergedHints),
    AsGiven(&'a Riddle, &'a [usize]),
}

impl ToCompile<'_> {
    pub(super) fn len(&self) -> usize {
        match self {
            ToCompile::Merged(merged) => merged.len(),
            ToCompile::AsGiven(_, kept) => kept.len(),
        }
    }

    /// The riddle's hints behind hint `b`.
    pub(super) fn hints(&self, b: usize) -> &[usize] {
        match self {
            ToCompile::Merged(merged) => merged.hints(b),
            ToCompile::AsGiven(_, kept) => std::slice::from_ref(&kept[b]),
        }
    }

    pub(super) fn options(&self, b: usize) -> usize {
        match self {
            ToCompile::Merged(merged) => merged.options(b),
            ToCompile::AsGiven(riddle, kept) => riddle.cells.options(kept[b]),
        }
    }

    /// Option `o` of hint `b`: its height and cells (row-major); the option it takes of each of
    /// [`ToCompile::hints`] is pushed to `choices`.
    #[inline]
    pub(super) fn option(&self, b: usize, o: usize, choices: &mut Vec<usize>) -> (usize, &[OptionCell]) {
        match self {
            ToCompile::Merged(merged) => {
                let (choice, height, cells) = merged.option(b, o);
                choices.extend_from_slice(choice);
                (height, cells)
            }
            ToCompile::AsGiven(riddle, kept) => {
                choices.push(o);
                riddle.cells.option(kept[b], o)
            }
        }
    }
}

/// Where each array of a [`Compiled`] ends: what a hint being compiled is dropped back to.
#[derive(Clone, Copy)]
struct Ends {
    origins: usize,
    options: usize,
    blocks: usize,
    lits: usize,
    choices: usize,
    values: usize,
}

impl Compiled {
    /// Emptied, its allocations kept.
    fn emptied(self) -> Compiled {
        Compiled {
            hints: emptied(self.hints),
            options: emptied(self.options),
            blocks: emptied(self.blocks),
            lits: emptied(self.lits),
            origins: emptied(self.origins),
            choices: emptied(self.choices),
            values: emptied(self.values),
        }
    }

    fn ends(&self) -> Ends {
        Ends {
            origins: self.origins.len(),
            options: self.options.len(),
            blocks: self.blocks.len(),
            lits: self.lits.len(),
            choices: self.choices.len(),
            values: self.values.len(),
        }
    }

    /// Drops what was added after `ends`.
    fn truncate(&mut self, ends: Ends) {
        self.origins.truncate(ends.origins);
        self.options.truncate(ends.options);
        self.blocks.truncate(ends.blocks);
        self.lits.truncate(ends.lits);
        self.choices.truncate(ends.choices);
        self.values.truncate(ends.values);
    }

    /// For the options and values added after `from` (a hint being compiled): when all of its
    /// values but one have one row in `row_sets`, that value, the rows the hint leaves it, and how many
    /// options cannot fit. `None` when two or more values are free, or none, or when no option
    /// fits (the search then finds the conflict).
    fn one_free_value(&self, row_sets: &[Rows], from: Ends) -> Option<(usize, Rows, u64)> {
        let values = &self.values[from.values..];
        let mut free = values
            .iter()
            .map(|&v| v as usize)
            .filter(|&v| !single(row_sets[v]));
        let v = free.next()?;
        if free.next().is_some() {
            return None;
        }
        let (mut allowed, mut rejected) = (0, 0);
        for opt in &self.options[from.options..] {
            let blocks = &self.blocks[opt.blocks.range()];
            let mut rows = !0;
            let mut fits = true;
            for block in blocks {
                let mut placements = block.valid;
                for lit in &self.lits[block.lits.range()] {
                    placements &= row_sets[lit.value as usize] >> lit.delta;
                }
                fits &= placements != 0;
                for lit in &self.lits[block.lits.range()] {
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
        let rows = allowed & row_sets[v];
        (rows != 0).then_some((v, rows, rejected))
    }

    /// How the hint added after `from` is revised without steps.
    fn shape(&self, from: Ends, single_hints: bool) -> HintShape {
        let options = &self.options[from.options..];
        let width = self.values.len() - from.values;
        if options.len() == 1 && options[0].blocks.len() == 1 {
            HintShape::Rigid
        } else if single_hints {
            HintShape::General
        } else if options.iter().all(|o| {
            // A block that cannot fit is never counted; one that can has each value once.
            let block = self.blocks[o.blocks.range().start];
            block.valid == 0 || block.lits.len() == width
        }) {
            HintShape::Covering
        } else {
            HintShape::OneBlock
        }
    }
}

/// The groups of an option of a `singleHints: true` riddle, from its cells in row-major order:
/// each row with two or more values, or with one value of a great column (which says the value is
/// used), rows that share a value joined (they land on one row of the riddle matrix). `lits` gets the literals of each group with delta 0, `ends` where each group
/// ends; `scratch` holds the next list of groups while a row is joined to the current one.
pub(super) fn single_row_groups(
    cells: &[OptionCell],
    global: &impl Fn(usize, u16) -> u32,
    great: &impl Fn(usize) -> bool,
    (lits, ends): (&mut Vec<(u32, u32)>, &mut Vec<usize>),
    scratch: &mut Groups,
) {
    lits.clear();
    ends.clear();
    for row in cells.chunk_by(|a, b| a.0 == b.0) {
        if row.len() < 2 && !great(row[0].1) {
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

/// Compiles `riddle`, keeping only the hints for which `keep` is true; rule 1's merges are
/// recorded as steps when `with_steps`.
#[cfg(test)]
pub(crate) fn model(riddle: &Riddle, keep: impl Fn(usize) -> bool, with_steps: bool) -> Model {
    model_in(riddle, keep, with_steps, true, Model::default())
}

/// Compiles `riddle`, keeping only the hints for which `keep` is true (rule 1's merges recorded
/// as steps when `with_steps`), in the arrays of `old` (a model of another riddle, or a
/// default one): once they are large enough, compiling allocates nothing. With `merge_hints`
/// false, rule 1 does not merge hints before the search (each hint is compiled on its own: the
/// same solutions).
pub(crate) fn model_in(
    riddle: &Riddle,
    keep: impl Fn(usize) -> bool,
    with_steps: bool,
    merge_hints: bool,
    old: Model,
) -> Model {
    let Model {
        table,
        compiled,
        watchers,
        start,
        merges_before_search,
        agenda,
        scratch,
        weights,
        spare,
        why,
        ..
    } = old;
    let table = ValueTable::new_in(riddle, table);
    let mut row_sets = table.start_rows(riddle, start.row_sets);
    let mut merges_before_search = emptied(merges_before_search);
    let CompileScratch {
        merged: spare_merged,
        mut kept,
        mut groups,
        ..
    } = spare;
    kept.clear();
    let spare_merged = if merge_hints {
        merged_hints::merge_hints(
            riddle,
            keep,
            with_steps.then_some(&mut merges_before_search),
            spare_merged,
        )
    } else {
        kept.extend((0..riddle.hints().len()).filter(|&h| keep(h)));
        spare_merged
    };
    let source = if merge_hints {
        ToCompile::Merged(&spare_merged)
    } else {
        ToCompile::AsGiven(riddle, &kept)
    };
    let mut compiler = Compiler {
        riddle,
        table: &table,
        compiled: compiled.emptied(),
        groups: &mut groups,
        group_lits: spare.group_lits,
        group_ends: spare.group_ends,
        local_of: filled(spare.local_of, table.values(), (0, 0)),
        seen_value: filled(spare.seen_value, table.values(), 0),
        seen_column: filled(spare.seen_column, table.columns.len(), 0),
        groups_seen: 0,
        counts: Counts::default(),
    };
    // Steps off and without rule 1 (the first search of a small riddle), a hint that leaves
    // one value free, the others fixed ("X is not in the fifth house"), is applied to that
    // value's rows now, and not kept: it would be revised again and again for nothing once
    // applied (many hints of small riddles are of this kind).
    let apply_one_free = !merge_hints && !with_steps;
    for h in 0..source.len() {
        compiler.add_hint(&source, h, apply_one_free.then_some(&mut row_sets));
    }
    let Compiler {
        mut compiled,
        mut local_of,
        group_lits,
        group_ends,
        seen_value,
        seen_column,
        counts,
        ..
    } = compiler;
    if !with_steps {
        // Cheapest first, for the order of revisions (see `HintSet`); then as compiled.
        compiled
            .hints
            .sort_unstable_by_key(|hint| (hint.size, hint.options.range().start));
    }
    let watchers = Watchers::new_in(&table, &compiled, with_steps, watchers, &mut local_of);
    let widest = compiled.hints.iter().map(|h| h.values.len()).max().unwrap_or(0);
    let hints = compiled.hints.len();
    Model {
        start: State {
            sets: table.column_sets(&row_sets, start.sets),
            row_sets,
            rejected: filled(start.rejected, compiled.options.len().div_ceil(64), 0),
            trail: start.trail,
        },
        compiled_for_steps: with_steps,
        why,
        agenda: agenda.reset(hints, table.columns.len()),
        scratch: scratch.reset(widest),
        weights: super::branch::Weights::new(watchers.weights(weights.into_vec())),
        table,
        compiled,
        watchers,
        counts,
        merges_before_search,
        spare: CompileScratch {
            merged: spare_merged,
            kept,
            groups,
            group_lits,
            group_ends,
            local_of,
            seen_value,
            seen_column,
        },
    }
}

impl ValueTable {
    /// The shape and values of `riddle`, in the arrays of `old`.
    fn new_in(riddle: &Riddle, old: ValueTable) -> ValueTable {
        let m = riddle.rows();
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
        let great = (0..riddle.columns()).any(|c| riddle.great(c));
        ValueTable {
            rows: m,
            all_rows: if m == 64 { !0 } else { (1 << m) - 1 },
            // A riddle with a great column has fewer than 64 rows (`parse` checks it).
            nowhere: if great { 1 << m } else { 0 },
            columns,
            column_of,
            id_of,
        }
    }

    /// The number of values.
    pub(super) fn values(&self) -> usize {
        self.column_of.len()
    }

    /// The global index of value `id` of column `c`.
    pub(super) fn global(&self, c: usize, id: u16) -> u32 {
        self.columns[c].start + u32::from(id) - 1
    }

    /// The row set of every value as the start matrix leaves it, in `row_sets`'s array.
    fn start_rows(&self, riddle: &Riddle, row_sets: Vec<Rows>) -> Vec<Rows> {
        let mut row_sets = filled(row_sets, self.values(), self.all_rows);
        if self.nowhere != 0 {
            // A great column's values may be unused, until a rule or an assumption says otherwise.
            for (c, range) in self.columns.iter().enumerate() {
                if riddle.great(c) {
                    row_sets[range.start as usize..range.end as usize].fill(self.all_rows | self.nowhere);
                }
            }
        }
        for ((r, c), &id) in riddle.start_matrix().indexed_iter() {
            if id != BLANK {
                row_sets[self.global(c, id) as usize] = 1 << r;
            }
        }
        row_sets
    }

    /// Each column's [`ColumnSets`] for the row sets `row_sets`, in `sets`' array.
    fn column_sets(&self, row_sets: &[Rows], sets: Vec<ColumnSets>) -> Vec<ColumnSets> {
        let mut sets = emptied(sets);
        sets.extend(
            self.columns
                .iter()
                .map(|range| ColumnSets::of(&row_sets[range.start as usize..range.end as usize])),
        );
        sets
    }
}

impl HintScratch {
    /// Cleared for hints of up to `widest` values, its allocations kept.
    fn reset(self, widest: usize) -> HintScratch {
        HintScratch {
            acc: filled(self.acc, widest, 0),
            count: filled(self.count, widest, 0),
            rejected_now: emptied(self.rejected_now),
        }
    }
}

impl Watchers {
    /// Each value's weight before any failure (see [`super::branch::Weights`]): one for each hint it is
    /// in, and one for its column; in `weight`'s array.
    fn weights(&self, weight: Vec<u64>) -> Vec<u64> {
        let mut weight = emptied(weight);
        weight.extend(self.start.windows(2).map(|w| 1 + u64::from(w[1] - w[0])));
        weight
    }

    /// The watchers of `compiled`'s hints, in the arrays of `old`: with steps, listed per value;
    /// without, as a [`HintSet`](super::flat::HintSet) per value (the counts serve the weights either way). `next` is
    /// scratch of one pair per value.
    fn new_in(
        table: &ValueTable,
        compiled: &Compiled,
        with_steps: bool,
        old: Watchers,
        next: &mut [(u32, u32)],
    ) -> Watchers {
        let values = table.values();
        let mut start = filled(old.start, values + 1, 0u32);
        for hint in &compiled.hints {
            for &v in &compiled.values[hint.values.range()] {
                start[v as usize + 1] += 1;
            }
        }
        for v in 0..values {
            start[v + 1] += start[v];
        }
        let words = if with_steps {
            0
        } else {
            compiled.hints.len().div_ceil(64)
        };
        let mut bits = filled(old.bits, values * words, 0);
        let mut list = emptied(old.list);
        if with_steps {
            list.resize(start[values] as usize, 0u32);
            // Where each value's next watcher goes.
            for (v, next) in next.iter_mut().enumerate() {
                next.0 = start[v];
            }
            for (h, hint) in compiled.hints.iter().enumerate() {
                for &v in &compiled.values[hint.values.range()] {
                    let next = &mut next[v as usize].0;
                    list[*next as usize] = h as u32;
                    *next += 1;
                }
            }
        } else {
            for (h, hint) in compiled.hints.iter().enumerate() {
                for &v in &compiled.values[hint.values.range()] {
                    bits[v as usize * words + h / 64] |= 1 << (h % 64);
                }
            }
        }
        Watchers { start, list, bits }
    }
}

/// Compiles hints into a [`Compiled`], one after the other.
struct Compiler<'a> {
    riddle: &'a Riddle,
    table: &'a ValueTable,
    compiled: Compiled,
    groups: &'a mut Groups,
    group_lits: Vec<(u32, u32)>,
    group_ends: Vec<usize>,
    /// Per value, the hint that last saw it (plus one) and its index in that hint's values.
    local_of: Vec<(u32, u32)>,
    /// Per value and per column, the block that last held it (blocks counted from 1).
    seen_value: Vec<u32>,
    seen_column: Vec<u32>,
    groups_seen: u32,
    /// What applying hints with one free value deduced.
    counts: Counts,
}

impl Compiler<'_> {
    /// Compiles hint `h` of `source`, unless it always holds. With `one_free` (the row sets of
    /// the values), a hint that leaves one value free is applied to its rows instead.
    fn add_hint(&mut self, source: &ToCompile<'_>, h: usize, one_free: Option<&mut Vec<Rows>>) {
        let ends = self.compiled.ends();
        self.compiled.origins.extend(source.hints(h));
        let mut always_holds = false;
        for o in 0..source.options(h) {
            if !self.add_option(source, h, o, ends) {
                // Nothing to match (blank rows, or rows of one value matched alone).
                always_holds = true;
                break;
            }
        }
        if let (false, Some(row_sets)) = (always_holds, one_free) {
            if let Some((v, rows, rejected)) = self.compiled.one_free_value(row_sets, ends) {
                self.counts.fills += u64::from(single(rows)); // `v` was free
                self.counts.rejections += rejected;
                row_sets[v] = rows;
                always_holds = true;
            }
        }
        if always_holds {
            self.compiled.truncate(ends);
            return;
        }
        let compiled = &mut self.compiled;
        let shape = compiled.shape(ends, self.riddle.single_hints());
        compiled.hints.push(CompiledHint {
            hints: Span::new(ends.origins, compiled.origins.len()),
            options: Span::new(ends.options, compiled.options.len()),
            values: Span::new(ends.values, compiled.values.len()),
            shape,
            size: (compiled.lits.len() - ends.lits) as u32,
        });
    }

    /// Compiles option `o` of hint `h` (whose arrays start at `ends`) into its blocks; false when
    /// the option has nothing to match, so that the hint always holds.
    fn add_option(&mut self, source: &ToCompile<'_>, h: usize, o: usize, ends: Ends) -> bool {
        let (riddle, table) = (self.riddle, self.table);
        let m = table.rows;
        let choice_start = self.compiled.choices.len();
        let (k, option_cells) = source.option(h, o, &mut self.compiled.choices);
        // The option's literals, as (value, delta), and where each of its groups ends.
        let (mut group_lits, mut group_ends) = (
            std::mem::take(&mut self.group_lits),
            std::mem::take(&mut self.group_ends),
        );
        group_lits.clear();
        group_ends.clear();
        let fits_height = k <= m || riddle.single_hints();
        if !fits_height {
            // A block taller than the riddle matrix never fits: one block, no placement. (With
            // `singleHints: true` each row is matched on its own, whatever the option's height.)
            group_ends.push(0);
        } else if riddle.single_hints() {
            single_row_groups(
                option_cells,
                &|c, id| table.global(c, id),
                &|c| table.nowhere != 0 && riddle.great(c),
                (&mut group_lits, &mut group_ends),
                self.groups,
            );
        } else {
            group_lits.extend(
                option_cells
                    .iter()
                    .map(|&(i, c, id)| (table.global(c, id), i as u32)),
            );
            if !group_lits.is_empty() {
                group_ends.push(group_lits.len());
            }
        }
        let matches = !group_ends.is_empty();
        if matches {
            let blocks_start = self.compiled.blocks.len();
            let height = if riddle.single_hints() { 1 } else { k };
            let mut from = 0;
            for &end in &group_ends {
                self.add_block(&group_lits[from..end], height, fits_height, h, ends);
                from = end;
            }
            self.compiled.options.push(CompiledOption {
                blocks: Span::new(blocks_start, self.compiled.blocks.len()),
                choice: Span::new(choice_start, self.compiled.choices.len()),
            });
        }
        (self.group_lits, self.group_ends) = (group_lits, group_ends);
        matches
    }

    /// Adds a block of `height` rows with the literals `group`, of hint `h` (whose values start at
    /// `ends.values`); `fits_height` is false for an option taller than the riddle matrix.
    fn add_block(&mut self, group: &[(u32, u32)], height: usize, fits_height: bool, h: usize, ends: Ends) {
        let single_hints = self.riddle.single_hints();
        let mut valid = if fits_height {
            self.table.all_rows >> (height - 1)
        } else {
            0
        };
        // One value on two rows of the block never fits; two values of one column on one row of
        // the block neither. The cells of an option are distinct, so a value seen twice is on two
        // rows, and two values of a column are on one row only in a group of `singleHints: true`
        // (all its cells on one row; each value once).
        self.groups_seen += 1;
        let stamp = self.groups_seen;
        for &(value, _) in group {
            let column = self.table.column_of[value as usize] as usize;
            let twice = self.seen_value[value as usize] == stamp;
            let shared_cell = single_hints && self.seen_column[column] == stamp;
            if twice || shared_cell {
                valid = 0;
            }
            self.seen_value[value as usize] = stamp;
            self.seen_column[column] = stamp;
        }
        let compiled = &mut self.compiled;
        let lits_start = compiled.lits.len();
        for &(value, delta) in group {
            // The value's index in this hint's values, given on first sight.
            let seen = &mut self.local_of[value as usize];
            if seen.0 != h as u32 + 1 {
                *seen = (h as u32 + 1, (compiled.values.len() - ends.values) as u32);
                compiled.values.push(value);
            }
            let local = seen.1;
            compiled.lits.push(Literal { value, local, delta });
        }
        compiled.blocks.push(LiteralBlock {
            valid,
            lits: Span::new(lits_start, compiled.lits.len()),
            height: height as u32,
        });
    }
}

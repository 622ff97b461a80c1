//! Rules 1 and 2 during the search: a hint's options revised, its values narrowed and merged.
//!
//! Reads the compiled hints; writes the state (rows and rejected options), the hints' scratch
//! ([`HintScratch`]), and all a narrowing writes ([`Narrower`]).

use super::compiled::{Compiled, HintShape, Literal, LiteralBlock};
use super::narrow::Narrower;
use super::narrowings::Rule;
use super::sink::Sink;
use super::state::{rows_of, single, Conflict, Rows, State, Trail};
use crate::trace::{Cell, Step};

/// What a hint revision gathers per value of the hint (left cleared after every revision).
#[derive(Default)]
pub(super) struct HintScratch {
    /// The rows the fitting options allow each value.
    pub(super) acc: Vec<Rows>,
    /// How many fitting options mention each value.
    pub(super) count: Vec<u32>,
    /// The options the revision rejected (for the step that says so).
    pub(super) rejected_now: Vec<usize>,
}

/// Calls `fits` on each option in `options` not rejected yet, lowest first, and rejects those for
/// which it returns false. The options left are found as the bits of `rejected` left clear, not
/// tested one by one: whether an option was rejected is data, and a branch on it was mispredicted
/// often.
pub(super) fn revise_options(
    rejected: &mut [u64],
    trail: &mut Trail,
    options: std::ops::Range<usize>,
    mut fits: impl FnMut(usize) -> bool,
) {
    let first = options.start / 64;
    for (word, rejected) in (first..).zip(&mut rejected[first..options.end.div_ceil(64)]) {
        // The options of this word in the range: bits `lo..hi` (`hi` is at least 1).
        let lo = options.start.max(word * 64) - word * 64;
        let hi = options.end.min(word * 64 + 64) - word * 64;
        let in_range = u64::MAX >> (64 - hi) & u64::MAX << lo;
        let old = *rejected;
        for bit in rows_of(!old & in_range) {
            if !fits(word * 64 + bit) {
                *rejected |= 1 << bit;
            }
        }
        if *rejected != old {
            trail.save_rejected(word, old);
        }
    }
}

impl HintScratch {
    /// Clears the rows and counts that a hint revision gathers per value (left cleared after
    /// every revision, so that the next one need not clear them first).
    pub(super) fn clear_acc(&mut self, width: usize) {
        self.acc[..width].fill(0);
        self.count[..width].fill(0);
    }

    /// Whether the first `width` rows and counts are cleared, as every revision leaves them.
    pub(super) fn acc_is_clear(&self, width: usize) -> bool {
        self.acc[..width].iter().all(|&a| a == 0) && self.count[..width].iter().all(|&c| c == 0)
    }
}

/// The placements of `block` (of `compiled`) that still fit the riddle matrix.
pub(super) fn placements(compiled: &Compiled, row_sets: &[Rows], block: LiteralBlock) -> Rows {
    let mut placements = block.valid;
    for lit in &compiled.lits[block.lits.range()] {
        placements &= row_sets[lit.value as usize] >> lit.delta;
    }
    placements
}

/// The step rejecting the options of hint `h` that the last revision rejected (listed in
/// `scratch`).
fn rejection(compiled: &Compiled, scratch: &HintScratch, h: usize, rule: u8, exhausted: bool) -> Step {
    Step::Reject {
        rule,
        hints: compiled.origins[compiled.hints[h].hints.range()].to_vec(),
        options: scratch
            .rejected_now
            .iter()
            .map(|&o| compiled.choices[compiled.options[o].choice.range()].to_vec())
            .collect(),
        exhausted,
    }
}

/// Rules 1 and 2 for one hint: reject options that no longer fit, narrow its values to the
/// rows its fitting options allow, and merge what they all agree on.
#[inline(never)]
pub(super) fn revise_hint<S: Sink>(
    compiled: &Compiled,
    scratch: &mut HintScratch,
    state: &mut State,
    h: usize,
    nr: &mut Narrower<'_>,
    sink: &mut S,
) -> Result<(), Conflict> {
    let hint = compiled.hints[h];
    if S::WHY {
        nr.trail.now = Rule::Hint(h as u32);
    }
    if !S::RECORDS {
        match hint.shape {
            HintShape::Rigid => return revise_rigid_hint::<S>(compiled, state, h, nr),
            HintShape::Covering => return revise_one_block_hint::<S, false>(compiled, scratch, state, h, nr),
            HintShape::OneBlock => return revise_one_block_hint::<S, true>(compiled, scratch, state, h, nr),
            HintShape::General => {}
        }
    }
    debug_assert!(scratch.acc_is_clear(hint.values.len()));
    let (alive, last_alive) = reject_unfitting(compiled, scratch, state, h, nr);
    // The rule a step names: 2 when the hint shares a value with the riddle matrix, else 1.
    let anchored = S::RECORDS
        && compiled.values[hint.values.range()]
            .iter()
            .any(|&v| single(state.row_sets[v as usize]));
    let rule = if anchored { 2 } else { 1 };
    if alive == 0 {
        sink.record(|| rejection(compiled, scratch, h, rule, true));
        return Err(Conflict::Hint(h));
    }
    let filled = narrow_to_fitting::<S>(compiled, scratch, state, h, alive, nr)?;
    if !scratch.rejected_now.is_empty() {
        sink.record(|| rejection(compiled, scratch, h, rule, false));
    }
    if !filled.is_empty() {
        sink.record(|| merge_step(compiled, state, h, rule, (alive, last_alive), filled));
    }
    Ok(())
}

/// The general pass's rejections: the options of hint `h` that no longer fit are rejected
/// (and listed in `rejected_now`); the fitting ones add, per value, the rows they allow and
/// their count. Returns how many options fit, and the last that did.
fn reject_unfitting(
    compiled: &Compiled,
    scratch: &mut HintScratch,
    state: &mut State,
    h: usize,
    nr: &mut Narrower<'_>,
) -> (u32, usize) {
    let hint = compiled.hints[h];
    scratch.rejected_now.clear();
    let mut alive = 0u32;
    let mut last_alive = 0;
    let row_sets = &state.row_sets;
    revise_options(&mut state.rejected, &mut state.trail, hint.options.range(), |o| {
        // An option fits when each of its blocks still has a placement, and only then do its
        // blocks count towards the rows the hint allows its values. A one-block option (nearly
        // all) is checked by the loop below before it counts anything; one with several blocks
        // is checked first.
        let blocks = compiled.options[o].blocks;
        let mut fits = blocks.len() == 1
            || blocks
                .range()
                .all(|p| placements(compiled, row_sets, compiled.blocks[p]) != 0);
        for p in blocks.range().take_while(|_| fits) {
            let placements = placements(compiled, row_sets, compiled.blocks[p]);
            if placements == 0 {
                fits = false;
                break;
            }
            for lit in &compiled.lits[compiled.blocks[p].lits.range()] {
                scratch.acc[lit.local as usize] |= placements << lit.delta;
                scratch.count[lit.local as usize] += 1;
            }
        }
        if !fits {
            scratch.rejected_now.push(o);
            return false;
        }
        alive += 1;
        last_alive = o;
        true
    });
    nr.counts.rejections += scratch.rejected_now.len() as u64;
    (alive, last_alive)
}

/// The general pass's narrowing: each value of hint `h` that all `alive` fitting options
/// mention is narrowed to the rows they allow it. Returns the cells filled (when steps are
/// recorded), and clears what [`reject_unfitting`] gathered.
fn narrow_to_fitting<S: Sink>(
    compiled: &Compiled,
    scratch: &mut HintScratch,
    state: &mut State,
    h: usize,
    alive: u32,
    nr: &mut Narrower<'_>,
) -> Result<Vec<Cell>, Conflict> {
    let values = compiled.hints[h].values.range();
    let width = values.len();
    let mut filled: Vec<Cell> = Vec::new();
    for (i, v) in values.enumerate() {
        // Read and cleared for the next revision.
        let (acc, count) = (
            std::mem::take(&mut scratch.acc[i]),
            std::mem::take(&mut scratch.count[i]),
        );
        if count != alive {
            continue; // some fitting option leaves this value free
        }
        let v = compiled.values[v] as usize;
        let rows = state.row_sets[v] & acc;
        if rows == state.row_sets[v] {
            continue;
        }
        if rows == 0 {
            // Cannot happen: a fitting option places every value it mentions in its rows.
            scratch.clear_acc(width);
            return Err(Conflict::Hint(h));
        }
        if single(rows) {
            nr.counts.fills += 1;
            if S::RECORDS {
                filled.push(nr.table.cell(v, rows.trailing_zeros() as usize));
            }
        }
        nr.narrow::<S>(state, v, rows);
    }
    Ok(filled)
}

/// The step merging hint `h` (by rule `rule`), which filled `filled`: where it landed is the
/// rows of its one fitting placement when one option (`last_alive`) is left, else those of
/// the cells.
fn merge_step(
    compiled: &Compiled,
    state: &State,
    h: usize,
    rule: u8,
    (alive, last_alive): (u32, usize),
    filled: Vec<Cell>,
) -> Step {
    let mut rows: Vec<usize> = Vec::new();
    let option = compiled.options[last_alive];
    if alive == 1 {
        for p in option.blocks.range() {
            let block = compiled.blocks[p];
            let placements = placements(compiled, &state.row_sets, block);
            if single(placements) {
                let first = placements.trailing_zeros() as usize;
                rows.extend(first..first + block.height as usize);
            }
        }
    }
    if rows.is_empty() {
        rows = filled.iter().map(|c| c.row).collect();
    }
    rows.sort_unstable();
    rows.dedup();
    let option = (alive == 1).then(|| compiled.choices[option.choice.range()].to_vec());
    Step::Merge {
        rule,
        hints: compiled.origins[compiled.hints[h].hints.range()].to_vec(),
        option,
        rows,
        cells: filled,
    }
}

/// [`revise_hint`] for a hint whose options are each one block (`singleHints: false`),
/// without steps: the same deductions, without the bookkeeping of steps and of options in
/// several blocks.
///
/// `COUNTED`: whether to count, per value, the fitting options that mention it; without,
/// for a [`HintShape::Covering`] hint, where each one does.
fn revise_one_block_hint<S: Sink, const COUNTED: bool>(
    compiled: &Compiled,
    scratch: &mut HintScratch,
    state: &mut State,
    h: usize,
    nr: &mut Narrower<'_>,
) -> Result<(), Conflict> {
    let hint = compiled.hints[h];
    let width = hint.values.len();
    debug_assert!(scratch.acc_is_clear(width));
    let mut alive = 0u32;
    let row_sets = &state.row_sets;
    debug_assert_eq!(compiled.blocks.len(), compiled.options.len());
    revise_options(&mut state.rejected, &mut state.trail, hint.options.range(), |o| {
        let block = compiled.blocks[o]; // an option's one block has its index
        let placements = placements(compiled, row_sets, block);
        if placements == 0 {
            nr.counts.rejections += 1;
            return false;
        }
        alive += 1;
        for lit in &compiled.lits[block.lits.range()] {
            scratch.acc[lit.local as usize] |= placements << lit.delta;
            if COUNTED {
                scratch.count[lit.local as usize] += 1;
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
        let acc = std::mem::take(&mut scratch.acc[i]);
        if COUNTED && std::mem::take(&mut scratch.count[i]) != alive {
            continue; // some fitting option leaves this value free
        }
        let v = compiled.values[first + i] as usize;
        let rows = state.row_sets[v] & acc;
        if rows != state.row_sets[v] {
            if rows == 0 {
                // Cannot happen: a fitting option places every value it mentions in its rows.
                scratch.clear_acc(width);
                return Err(Conflict::Hint(h));
            }
            nr.counts.fills += u64::from(single(rows));
            nr.narrow::<S>(state, v, rows);
        }
    }
    Ok(())
}

/// [`revise_hint`] for a hint of one option in one block (a fact, or facts merged into a
/// rigid block: most hints), without steps: the same deductions, without the counting that
/// several options need.
fn revise_rigid_hint<S: Sink>(
    compiled: &Compiled,
    state: &mut State,
    h: usize,
    nr: &mut Narrower<'_>,
) -> Result<(), Conflict> {
    let hint = compiled.hints[h];
    let o = hint.options.range().start;
    let block = compiled.blocks[compiled.options[o].blocks.range().start];
    let placements = placements(compiled, &state.row_sets, block);
    if placements == 0 {
        state.reject(o);
        nr.counts.rejections += 1;
        return Err(Conflict::Hint(h));
    }
    // Each value of the block once (a value on two rows never fits), in the hint's order.
    for l in block.lits.range() {
        let Literal { value, delta, .. } = compiled.lits[l];
        let v = value as usize;
        let rows = state.row_sets[v] & (placements << delta);
        if rows != state.row_sets[v] {
            nr.counts.fills += u64::from(single(rows));
            nr.narrow::<S>(state, v, rows);
        }
    }
    Ok(())
}

//! Rule 3 in a great column: more values than rows, each row holding one value, each value at most
//! one row.
//!
//! A great column's value keeps the bit [`nowhere`](super::table::ValueTable::nowhere) in its row set
//! while it may still be unused; a value with no row left (row set 0) is unused, and one with one
//! row and without the bit is filled there. A hint's placements never hold the bit, so a hint
//! that places a value takes it out: the value is used. The deductions, each sound when values
//! may be absent:
//!
//! - a filled row leaves the column's other values; a value left no row is unused when it may
//!   be (step "unused"), else the column fails;
//! - every row needs a value: a row no value can take fails, and a row only one value can take
//!   is filled with it;
//! - k rows that only k values can take (k ≤ 3, or every row) take those values: each is used,
//!   in those rows. Fewer values than rows fails;
//! - k values that must be used and can only take k rows (k ≤ 3) take them, and the column's
//!   other values leave them. Values that may be unused are no part of such a set: "k values
//!   confined to k rows" only forces when each of them must be somewhere. More values that must
//!   be used than rows fails.
//!
//! Rule 3's "a value only one row can take is filled" does not hold here (the value may be
//! unused): a value with one row left and the bit stays as it is until a rule or the search
//! decides it; the search branches on it as on any value with two possibilities.
//!
//! Reads the value table and writes the state, the column's news and all a narrowing writes:
//! nothing but a [`Narrower`] and the state.

use super::narrow::Narrower;
use super::sink::Sink;
use super::state::{rows_of, ColumnSets, Conflict, State};
use crate::trace::FillReason;

/// Rule 3 for a great column `c`, to a fixpoint (see the module docs). Cold: most riddles
/// have none, and the branch to it should cost them nothing but the test.
#[cold]
#[inline(never)]
pub(super) fn revise_great_column<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<(), Conflict> {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    let (all, nowhere, m) = (nr.table.all_rows, nr.table.nowhere, nr.table.rows);
    debug_assert!(n > m && n <= 64 && nowhere == 1 << m);
    while great_pass(nr, state, c, sink)? {
        debug_assert_eq!(state.sets[c], ColumnSets::of(&state.row_sets[first..first + n]));
    }
    debug_assert!(state.row_sets[first..first + n]
        .iter()
        .all(|&d| d != nowhere && d & !(all | nowhere) == 0));
    nr.agenda.news[c] = 0; // set by the pass's own narrowings, now seen
    Ok(())
}

/// One pass of [`revise_great_column`]: whether it narrowed a value (then another pass
/// is needed).
fn great_pass<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<bool, Conflict> {
    let m = nr.table.rows;
    let fail = Err(Conflict::Column(c));
    let ColumnSets { taken, filled, .. } = state.sets[c];
    if filled.count_ones() != taken.count_ones() {
        return fail; // two filled values on one row
    }
    // A filled row leaves the other values.
    if leave_filled_rows(nr, state, c, sink)? {
        return Ok(true);
    }
    // The values that can take each row.
    let mut candidates = [0u64; 64];
    let (usable, must) = row_candidates(nr, state, c, &mut candidates);
    let candidates = &candidates[..m];
    if candidates.contains(&0) || (usable as usize) < m || must as usize > m {
        return fail;
    }
    // A row only one value can take is filled with it.
    if fill_lonely_rows(nr, state, c, candidates, sink)? {
        return Ok(true);
    }
    // As many values as rows can be used: each is.
    if usable as usize == m && use_every_usable_value(nr, state, c, sink) {
        return Ok(true);
    }
    // k rows (2 or 3) that only k values can take: those values are used, in those rows.
    if place_values_of_k_rows(nr, state, c, candidates, sink)? {
        return Ok(true);
    }
    // k values (2 or 3) that must be used and can only take k rows take them.
    reserve_rows_of_k_values(nr, state, c, sink)
}

/// The first step of [`great_pass`]: the values of great column `c` leave the rows its
/// filled values take. Whether it narrowed a value; fails on a value that must be used and is
/// left no row.
fn leave_filled_rows<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<bool, Conflict> {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    let nowhere = nr.table.nowhere;
    let mut changed = false;
    for i in 0..n {
        let v = first + i;
        let d = state.row_sets[v];
        let taken = state.sets[c].taken;
        if state.sets[c].filled >> i & 1 != 0 || d & taken == 0 {
            continue;
        }
        let left = d & !taken;
        if left == 0 {
            return Err(Conflict::Column(c)); // a value that must be used, with no row left
        }
        if left == nowhere {
            nr.narrow_to_unused(state, v, sink);
        } else {
            nr.narrow_by_rule_3(state, v, left, FillReason::OnlyRowForValue, sink);
        }
        changed = true;
    }
    Ok(changed)
}

/// For great column `c`, writes into `candidates[r]` the values (bit `i` for the column's
/// `i`-th value) that can take row `r`, and returns how many values can take a row (usable)
/// and how many must be used.
fn row_candidates(nr: &Narrower<'_>, state: &State, c: usize, candidates: &mut [u64; 64]) -> (u32, u32) {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    let (all, nowhere) = (nr.table.all_rows, nr.table.nowhere);
    let (mut usable, mut must) = (0u32, 0u32);
    for i in 0..n {
        let d = state.row_sets[first + i];
        for r in rows_of(d & all) {
            candidates[r] |= 1 << i;
        }
        usable += u32::from(d & all != 0);
        must += u32::from(d != 0 && d & nowhere == 0);
    }
    (usable, must)
}

/// Fills each row of great column `c` not yet taken that only one value can take (per
/// `candidates`, one entry a row) with that value. Whether it narrowed a value; fails when
/// that value was just filled on another such row.
fn fill_lonely_rows<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    candidates: &[u64],
    sink: &mut S,
) -> Result<bool, Conflict> {
    let first = nr.table.columns[c].start as usize;
    let taken = state.sets[c].taken;
    let mut changed = false;
    for (r, &values) in candidates.iter().enumerate() {
        if values.count_ones() != 1 || taken & (1 << r) != 0 {
            continue;
        }
        let v = first + values.trailing_zeros() as usize;
        if state.row_sets[v] & (1 << r) == 0 {
            return Err(Conflict::Column(c)); // just filled on another lonely row
        }
        nr.narrow_by_rule_3(state, v, 1 << r, FillReason::OnlyValueForCell, sink);
        changed = true;
    }
    Ok(changed)
}

/// Each value of great column `c` that may still be unused is used, in the rows it can take:
/// sound when as many values as rows can be used, which the caller checks. Whether it narrowed
/// a value.
fn use_every_usable_value<S: Sink>(nr: &mut Narrower<'_>, state: &mut State, c: usize, sink: &mut S) -> bool {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    let (all, nowhere) = (nr.table.all_rows, nr.table.nowhere);
    let mut changed = false;
    for v in first..first + n {
        let d = state.row_sets[v];
        if d & nowhere != 0 {
            nr.narrow_by_rule_3(state, v, d & all, FillReason::OnlyRowForValue, sink);
            changed = true;
        }
    }
    changed
}

/// In great column `c`, k rows (2 or 3) that only the same k values can take (per
/// `candidates`, one entry a row) take those values: each is used, in those rows. Stops at the
/// first such set that narrows a value, and says whether one did; fails when more than k rows
/// only those k values can take.
fn place_values_of_k_rows<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    candidates: &[u64],
    sink: &mut S,
) -> Result<bool, Conflict> {
    let first = nr.table.columns[c].start as usize;
    let m = nr.table.rows;
    let mut changed = false;
    for &values in candidates {
        if !matches!(values.count_ones(), 2 | 3) {
            continue;
        }
        let rows: u64 = (0..m)
            .filter(|&r| candidates[r] & !values == 0)
            .fold(0, |rows, r| rows | 1 << r);
        match rows.count_ones().cmp(&values.count_ones()) {
            std::cmp::Ordering::Greater => return Err(Conflict::Column(c)),
            std::cmp::Ordering::Less => continue,
            std::cmp::Ordering::Equal => {}
        }
        for v in rows_of(values).map(|i| first + i) {
            let d = state.row_sets[v];
            if d & !rows != 0 {
                nr.narrow_by_rule_3(state, v, d & rows, FillReason::OnlyRowForValue, sink);
                changed = true;
            }
        }
        if changed {
            return Ok(true);
        }
    }
    Ok(false)
}

/// In great column `c`, k values (2 or 3) that must be used and can only take the same k rows
/// take them: the column's other values leave those rows. Stops at the first such set that
/// narrows a value, and says whether one did; fails when more than k values can only take
/// those k rows.
fn reserve_rows_of_k_values<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<bool, Conflict> {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    let nowhere = nr.table.nowhere;
    let mut changed = false;
    for i in 0..n {
        let rows = state.row_sets[first + i];
        if rows & nowhere != 0 || !matches!(rows.count_ones(), 2 | 3) {
            continue;
        }
        let column = &state.row_sets[first..first + n];
        let inside = column.iter().filter(|&&d| d != 0 && d & !rows == 0).count() as u32;
        match inside.cmp(&rows.count_ones()) {
            std::cmp::Ordering::Greater => return Err(Conflict::Column(c)),
            std::cmp::Ordering::Less => continue,
            std::cmp::Ordering::Equal => {}
        }
        for v in first..first + n {
            let d = state.row_sets[v];
            if d & rows == 0 || d & !rows == 0 {
                continue;
            }
            let left = d & !rows;
            if left == nowhere {
                nr.narrow_to_unused(state, v, sink);
            } else {
                nr.narrow_by_rule_3(state, v, left, FillReason::OnlyRowForValue, sink);
            }
            changed = true;
        }
        if changed {
            return Ok(true);
        }
    }
    Ok(false)
}

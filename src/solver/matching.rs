//! All-different by matching on a column (Régin 1994): every Hall set, of any size.
//!
//! The column rule (`columns.rs`) finds a column's filled rows, lonely rows and Hall sets of up to
//! three rows. This rule finds the rest: a maximum matching of the column's open values (those
//! with two rows or more) to its open rows, then, in the graph where a value points to the
//! values matched to its other rows, the values each value reaches. Those a value `w` reaches
//! hold no row outside the rows matched to them (else `w` could leave its row for a free one),
//! so they are a Hall set: as many values as rows, all confined to them, and the smallest that
//! holds `w`'s row. Every other value that holds one of those rows leaves them all, a narrowing
//! of rule [`Rule::ColumnHall`](super::narrowings::Rule::ColumnHall) on the Hall set's rows, which
//! `premises.rs` reads as it reads the column rule's (the values confined to the rows). A value
//! the matching leaves out fails the column. An edge `v`→`m(w)` kept is in some maximum
//! matching (`v` reaches `w` back, or `w` reaches a free row), so the column is left with no
//! row a value cannot take in some assignment of the column alone: Régin's filtering.
//!
//! Rows and values are bit sets (a column has at most 64 of each), so an augmenting path and a
//! reach are a few dozen word operations. [`revise_matching`] reads the value table and writes
//! the state and the trail through a [`Narrower`], as `columns.rs`; [`hall_sets`] is the
//! filtering alone, on row sets.

use super::narrow::Narrower;
use super::narrowings::Rule;
use super::sink::Sink;
use super::state::{rows_of, Conflict, Rows, State};
use crate::trace::FillReason;

/// No value or row: an unmatched row's value, an unmatched value's row.
const NO: u8 = u8::MAX;

/// The fewest open values (two rows or more) a column must have for the matching to run: with
/// three or fewer, the column rule's Hall sets of up to three rows and its lonely rows find
/// most of what there is, for less.
pub(super) const MIN_OPEN: u32 = 4;

/// Régin's filtering on column `c` (not a great column, at the column rule's fixpoint): returns
/// whether a value was narrowed, or the column's failure when its open values cannot all have
/// rows of their own.
#[inline(never)]
pub(super) fn revise_matching<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<bool, Conflict> {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    debug_assert!(n <= nr.table.rows, "not a great column");
    // The open values and their rows; the filled rows left out (at the column rule's fixpoint,
    // no other value holds them).
    let mut d = [0 as Rows; 64];
    let mut open = 0u64;
    for (i, &rows) in state.row_sets[first..first + n].iter().enumerate() {
        if rows.count_ones() >= 2 {
            d[i] = rows;
            open |= 1 << i;
        }
    }
    if open.count_ones() < MIN_OPEN {
        return Ok(false);
    }
    let mut narrowed = false;
    hall_sets(&mut d, open, |hall, outside| {
        if S::WHY {
            nr.trail.now = Rule::ColumnHall(c as u32, hall);
        }
        for v in rows_of(outside).map(|i| first + i) {
            let rows = state.row_sets[v] & !hall;
            nr.narrow_by_rule_3(state, v, rows, FillReason::OnlyRowForValue, sink);
        }
        narrowed = true;
    })
    .map_err(|()| Conflict::Column(c))?;
    Ok(narrowed)
}

/// Régin's filtering of the values `open` (bits of their index) whose rows are `d`: for each
/// Hall set found whose rows other values hold, calls `found(rows, outside)` with its rows and
/// the values that leave them, and takes the rows out of `d` for those values. An error when the
/// values cannot all have rows of their own (no Hall set is reported then).
///
/// The Hall sets come in an order where each holds with the row sets as the ones before it left
/// them: its values, as many as its rows, confined to them.
pub(super) fn hall_sets(d: &mut [Rows; 64], open: u64, mut found: impl FnMut(Rows, u64)) -> Result<(), ()> {
    // A maximum matching: greedy first, then an augmenting path for each value left.
    let mut row_of = [NO; 64];
    let mut value_of = [NO; 64];
    let mut matched: Rows = 0;
    let mut left = 0u64;
    for i in rows_of(open) {
        let free = d[i] & !matched;
        if free == 0 {
            left |= 1 << i;
            continue;
        }
        let r = free.trailing_zeros() as usize;
        matched |= 1 << r;
        row_of[i] = r as u8;
        value_of[r] = i as u8;
    }
    for i in rows_of(left) {
        if !augment(i, d, &mut row_of, &mut value_of, &mut matched) {
            return Err(());
        }
    }
    // Per value, the values matched to its other rows; per row, the values that hold it.
    let mut next = [0u64; 64];
    let mut holders = [0u64; 64];
    let mut all: Rows = 0;
    for i in rows_of(open) {
        next[i] = successors(d, &value_of, &row_of, matched, i);
        all |= d[i];
        for r in rows_of(d[i]) {
            holders[r] |= 1 << i;
        }
    }
    // The values that reach a free row: every edge into them is in some maximum matching.
    let free = all & !matched;
    let mut good = rows_of(open).fold(0u64, |m, i| m | u64::from(d[i] & free != 0) << i);
    if good != 0 {
        loop {
            let more = rows_of(open & !good).fold(0u64, |m, i| m | u64::from(next[i] & good != 0) << i);
            if more == 0 {
                break;
            }
            good |= more;
        }
    }
    // The strongly connected components of the values that reach no free row, one at a time:
    // the values `w` reaches (`ahead`) and those that reach it (`behind`); both hold its
    // component. The rows matched to those it reaches are the smallest Hall set holding `w`'s
    // row, and the values outside that hold a row of the component leave the Hall set's rows
    // (the others are kept: they are in some maximum matching). Most columns are one
    // component, found in one pass each way.
    let mut todo = open & !good;
    while todo != 0 {
        let w = todo.trailing_zeros() as usize;
        let ahead = reach(&next, w);
        let behind = reach_back(&holders, &row_of, w);
        let component = ahead & behind;
        todo &= !component;
        let rows = rows_of(component).fold(0 as Rows, |h, i| h | 1 << row_of[i]);
        let outside = rows_of(rows).fold(0u64, |m, r| m | holders[r]) & !ahead;
        if outside == 0 {
            continue;
        }
        let hall = rows_of(ahead).fold(0 as Rows, |h, i| h | 1 << row_of[i]);
        found(hall, outside);
        for v in rows_of(outside) {
            for r in rows_of(d[v] & hall) {
                holders[r] &= !(1 << v);
            }
            d[v] &= !hall;
            next[v] = successors(d, &value_of, &row_of, matched, v);
        }
    }
    Ok(())
}

/// The values matched to value `i`'s rows other than its own (`matched`: the rows matched).
fn successors(d: &[Rows; 64], value_of: &[u8; 64], row_of: &[u8; 64], matched: Rows, i: usize) -> u64 {
    let own = 1u64 << row_of[i];
    rows_of(d[i] & matched & !own).fold(0, |m, r| m | 1 << value_of[r])
}

/// The values `w` reaches in the graph `next`, `w` included.
fn reach(next: &[u64; 64], w: usize) -> u64 {
    let mut seen = 1u64 << w;
    let mut todo = seen;
    while todo != 0 {
        let i = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let new = next[i] & !seen;
        seen |= new;
        todo |= new;
    }
    seen
}

/// The values that reach `w` in the graph whose edges go from each value to the values matched
/// to its other rows (read from `holders`, the values that hold each row), `w` included.
fn reach_back(holders: &[u64; 64], row_of: &[u8; 64], w: usize) -> u64 {
    let mut seen = 1u64 << w;
    let mut todo = seen;
    while todo != 0 {
        let i = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let new = holders[row_of[i] as usize] & !seen;
        seen |= new;
        todo |= new;
    }
    seen
}

/// Finds an augmenting path from value `i`, unmatched, by a search over rows, and matches `i`
/// along it; false when there is none.
fn augment(
    i: usize,
    d: &[Rows; 64],
    row_of: &mut [u8; 64],
    value_of: &mut [u8; 64],
    matched: &mut Rows,
) -> bool {
    let mut parent = [NO; 64]; // per row reached, the value it was reached from
    let mut seen: Rows = 0;
    let mut queue = [0u8; 65];
    let (mut head, mut tail) = (0, 1);
    queue[0] = i as u8;
    while head < tail {
        let u = queue[head] as usize;
        head += 1;
        let new = d[u] & !seen;
        seen |= new;
        for r in rows_of(new) {
            parent[r] = u as u8;
            if *matched & 1 << r == 0 {
                *matched |= 1 << r;
                // Each value on the path back to `i` takes the row it was reached by.
                let (mut r, mut u) = (r, u);
                loop {
                    let before = row_of[u];
                    row_of[u] = r as u8;
                    value_of[r] = u as u8;
                    if before == NO {
                        return true;
                    }
                    r = before as usize;
                    u = parent[r] as usize;
                }
            }
            queue[tail] = value_of[r];
            tail += 1;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the values `values` (rows `d`) can each have a row of their own, value `v` on row
    /// `r`: every assignment tried (the reference the filtering is checked against).
    fn fits(d: &[Rows], v: usize, r: usize) -> bool {
        fn place(d: &[Rows], i: usize, used: Rows) -> bool {
            i == d.len() || rows_of(d[i] & !used).any(|r| place(d, i + 1, used | 1 << r))
        }
        let mut d = d.to_vec();
        d[v] = 1 << r;
        place(&d, 0, 0)
    }

    /// A small generator of row sets (xorshift), so that the test needs no dependency.
    fn random(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    #[test]
    fn every_row_left_is_in_some_assignment_and_every_row_taken_out_in_none() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        let mut checked = 0;
        for _ in 0..20_000 {
            let n = 2 + (random(&mut seed) % 6) as usize; // 2..=7 values
            let rows = n + (random(&mut seed) % 2) as usize; // as many rows, or one more
            let all: Rows = (1 << rows) - 1;
            let start: Vec<Rows> = (0..n)
                .map(|_| match random(&mut seed) & random(&mut seed) & all {
                    0 => all,
                    rows => rows,
                })
                .collect();
            let mut d = [0; 64];
            d[..n].copy_from_slice(&start);
            let open = (1u64 << n) - 1;
            let mut halls = Vec::new();
            let before = d;
            let result = hall_sets(&mut d, open, |hall, outside| halls.push((hall, outside)));
            let possible = (0..n).any(|v| rows_of(start[v]).any(|r| fits(&start, v, r)));
            let Ok(()) = result else {
                assert!(!possible, "{start:?}: no matching said, but the values fit");
                assert!(halls.is_empty());
                continue;
            };
            assert!(
                possible,
                "{start:?}: the values cannot fit, but a matching was found"
            );
            checked += 1;
            for v in 0..n {
                for r in rows_of(start[v]) {
                    assert_eq!(
                        d[v] & 1 << r != 0,
                        fits(&start, v, r),
                        "{start:?}: value {v}, row {r}"
                    );
                }
            }
            // Each Hall set holds with the row sets as the ones before left them, and the
            // values told to leave its rows hold some and are not confined to them.
            let mut now = before;
            for (hall, outside) in halls {
                let confined = (0..n).filter(|&v| now[v] & !hall == 0).count() as u32;
                assert_eq!(confined, hall.count_ones(), "{start:?}: Hall set {hall:b}");
                for v in rows_of(outside) {
                    assert!(now[v] & hall != 0 && now[v] & !hall != 0, "{start:?}");
                    now[v] &= !hall;
                }
            }
            assert_eq!(now, d);
        }
        assert!(checked > 1_000, "only {checked} columns that fit");
    }
}

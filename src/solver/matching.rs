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
//! reach are a few dozen word operations; the reaches go over the matched rows (a row points to
//! the other rows of its value), one word operation per row. Each column's matching is kept
//! between runs (the agenda's [`Matchings`](super::agenda::Matchings)) and repaired, not
//! rebuilt: what a run reports does not depend on the matching it starts from. [`revise_matching`]
//! reads the value table and writes the state and the trail through a [`Narrower`], as
//! `columns.rs`; [`hall_sets`] is the filtering alone, on row sets. Left off (`MATCHING` in
//! `propagate.rs`): docs/speed.md says why.

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
/// rows of their own. Skipped when the column is as the filtering last left it in this
/// propagation (only its own narrowings since): the filtering leaves nothing for itself to do.
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
    let mut held = 0u32;
    for (i, &rows) in state.row_sets[first..first + n].iter().enumerate() {
        let count = rows.count_ones();
        held += count;
        if count >= 2 {
            d[i] = rows;
            open |= 1 << i;
        }
    }
    let kept = &mut nr.agenda.matchings;
    if open.count_ones() < MIN_OPEN || kept.left[c] == (kept.propagation, held) {
        return Ok(false);
    }
    let mut narrowed = false;
    let mut row_of = kept.row_of[c];
    let result = hall_sets(&mut d, open, &mut row_of, |hall, outside| {
        if S::WHY {
            nr.trail.now = Rule::ColumnHall(c as u32, hall);
        }
        for v in rows_of(outside).map(|i| first + i) {
            let rows = state.row_sets[v] & !hall;
            held -= (state.row_sets[v] & hall).count_ones();
            nr.narrow_by_rule_3(state, v, rows, FillReason::OnlyRowForValue, sink);
        }
        narrowed = true;
    });
    let kept = &mut nr.agenda.matchings;
    kept.row_of[c] = row_of;
    result.map_err(|()| Conflict::Column(c))?;
    kept.left[c] = (kept.propagation, held);
    Ok(narrowed)
}

/// Régin's filtering of the values `open` (bits of their index) whose rows are `d`, starting
/// from the matching `row_of` (per value, its row or [`NO`]; any rows: those a value no longer
/// holds, or another took first, are matched again) and leaving there the maximum matching it
/// used. For each Hall set found whose rows other values hold, calls `found(rows, outside)`
/// with its rows and the values that leave them, and takes the rows out of `d` for those
/// values. An error when the values cannot all have rows of their own (no Hall set is reported
/// then).
///
/// The Hall sets come in an order where each holds with the row sets as the ones before it left
/// them: its values, as many as its rows, confined to them. What is reported does not depend on
/// the matching it starts from (the smallest Hall set holding a value is one set whatever the
/// matching): the unit tests check it.
pub(super) fn hall_sets(
    d: &mut [Rows; 64],
    open: u64,
    row_of: &mut [u8; 64],
    mut found: impl FnMut(Rows, u64),
) -> Result<(), ()> {
    // A maximum matching: the rows of the one given that still fit, then a free row for each
    // value left, then an augmenting path.
    let mut value_of = [NO; 64];
    let mut matched: Rows = 0;
    let mut left = 0u64;
    for i in rows_of(open) {
        let r = row_of[i];
        if r < 64 && d[i] & !matched & 1 << r != 0 {
            matched |= 1 << r;
            value_of[r as usize] = i as u8;
        } else {
            row_of[i] = NO;
            left |= 1 << i;
        }
    }
    let mut later = 0u64;
    for i in rows_of(left) {
        let free = d[i] & !matched;
        if free == 0 {
            later |= 1 << i;
            continue;
        }
        let r = free.trailing_zeros() as usize;
        matched |= 1 << r;
        row_of[i] = r as u8;
        value_of[r] = i as u8;
    }
    for i in rows_of(later) {
        if !augment(i, d, row_of, &mut value_of, &mut matched) {
            return Err(());
        }
    }
    // The graph on rows: a matched row points to the other rows of its value (`next`), so that
    // a reach is a few word operations per row, no value looked up. The rows whose value
    // reaches a free row (`good`): every edge into them is in some maximum matching.
    let mut next = [0 as Rows; 64];
    let mut all: Rows = 0;
    for i in rows_of(open) {
        let r = row_of[i] as usize;
        next[r] = d[i] & !(1 << r);
        all |= d[i];
    }
    let free = all & !matched;
    let mut good: Rows = 0;
    if free != 0 {
        good = reaching(&next, matched, free) & matched;
    }
    // The strongly connected components of the rows that reach no free row, one at a time, by
    // the value of lowest index left: the rows `w`'s row reaches (`ahead`), and among them
    // those that reach it back; they are its component. `ahead` is the smallest Hall set
    // holding `w`'s row; the values outside it that hold a row of the component leave it (the
    // others are kept: they are in some maximum matching). Most columns are one component,
    // found in one pass each way.
    let mut todo = rows_of(good).fold(open, |m, r| m & !(1 << value_of[r]));
    while todo != 0 {
        let w = todo.trailing_zeros() as usize;
        let start: Rows = 1 << row_of[w];
        let ahead = reach(&next, start);
        let component = reaching(&next, ahead, start);
        todo = rows_of(component).fold(todo, |m, r| m & !(1 << value_of[r]));
        let outside_rows = pointing_into(&next, matched & !ahead, component);
        if outside_rows == 0 {
            continue;
        }
        let outside = rows_of(outside_rows).fold(0u64, |m, r| m | 1 << value_of[r]);
        found(ahead, outside);
        for r in rows_of(outside_rows) {
            d[value_of[r] as usize] &= !ahead;
            next[r] &= !ahead;
        }
    }
    Ok(())
}

/// The rows of `among` that point (in `next`) to a row of `into`.
fn pointing_into(next: &[Rows; 64], among: Rows, into: Rows) -> Rows {
    rows_of(among).fold(0, |m, r| m | Rows::from(next[r] & into != 0) << r)
}

/// The rows of `among` that reach `into` in the graph `next` through rows of `among`, and
/// `into` itself: the reach of `into` backwards.
fn reaching(next: &[Rows; 64], among: Rows, into: Rows) -> Rows {
    let mut set = into;
    loop {
        let more = pointing_into(next, among & !set, set);
        if more == 0 {
            return set;
        }
        set |= more;
    }
}

/// The rows `start` reaches in the graph `next`, `start` included.
fn reach(next: &[Rows; 64], start: Rows) -> Rows {
    let mut seen = start;
    let mut todo = start;
    while todo != 0 {
        let r = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        let new = next[r] & !seen;
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

    /// A column of `n` values over as many rows, or `extra` more, each value's rows drawn at
    /// random (every row when the draw is empty).
    fn random_column(seed: &mut u64, n: usize, extra: usize) -> [Rows; 64] {
        let rows = n + (random(seed) % (extra as u64 + 1)) as usize;
        let all: Rows = (1 << rows) - 1;
        let mut d = [0; 64];
        for rows in &mut d[..n] {
            *rows = match random(seed) & random(seed) & all {
                0 => all,
                some => some,
            };
        }
        d
    }

    /// What [`hall_sets`] says of the values `open` of `d`, starting from the matching `row_of`:
    /// the rows left, the Hall sets reported, and whether the values fit.
    type Filtered = ([Rows; 64], Vec<(Rows, u64)>, bool);

    fn filter(d: &[Rows; 64], open: u64, row_of: &mut [u8; 64]) -> Filtered {
        let mut d = *d;
        let mut halls = Vec::new();
        let fit = hall_sets(&mut d, open, row_of, |hall, outside| halls.push((hall, outside))).is_ok();
        (d, halls, fit)
    }

    /// `row_of` is a matching of the values `open` into their rows `d`: each its own row.
    fn is_matching(d: &[Rows; 64], open: u64, row_of: &[u8; 64]) -> bool {
        let mut used: Rows = 0;
        rows_of(open).all(|i| {
            let r = row_of[i];
            let fits = r < 64 && d[i] & !used & 1 << r != 0;
            used |= 1 << r.min(63);
            fits
        })
    }

    #[test]
    fn every_row_left_is_in_some_assignment_and_every_row_taken_out_in_none() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        let mut checked = 0;
        for _ in 0..20_000 {
            let n = 2 + (random(&mut seed) % 6) as usize; // 2..=7 values
            let before = random_column(&mut seed, n, 1); // as many rows, or one more
            let start = &before[..n];
            let open = (1u64 << n) - 1;
            let mut row_of = [NO; 64];
            let (d, halls, fit) = filter(&before, open, &mut row_of);
            let possible = (0..n).any(|v| rows_of(start[v]).any(|r| fits(start, v, r)));
            if !fit {
                assert!(!possible, "{start:?}: no matching said, but the values fit");
                assert!(halls.is_empty());
                continue;
            }
            assert!(
                possible,
                "{start:?}: the values cannot fit, but a matching was found"
            );
            assert!(is_matching(&d, open, &row_of), "{start:?}: the matching left");
            checked += 1;
            for v in 0..n {
                for r in rows_of(start[v]) {
                    assert_eq!(
                        d[v] & 1 << r != 0,
                        fits(start, v, r),
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

    /// The matching a run starts from changes nothing it reports (the search keeps each
    /// column's matching between runs, so runs start from what earlier branches left): from
    /// none, and from rows drawn at random (some not the value's, some taken twice, some past
    /// the column), the same rows left, the same Hall sets in the same order.
    #[test]
    fn the_matching_started_from_changes_nothing_reported() {
        let mut seed = 0x2545_f491_4f6c_dd1d;
        let mut differed = 0;
        for _ in 0..20_000 {
            let n = 2 + (random(&mut seed) % 15) as usize; // 2..=16 values
            let d = random_column(&mut seed, n, 2);
            let open = (1u64 << n) - 1;
            let mut fresh = [NO; 64];
            let reference = filter(&d, open, &mut fresh);
            let mut drawn = [NO; 64];
            for r in &mut drawn[..n] {
                *r = (random(&mut seed) % (n as u64 + 3)) as u8;
            }
            let mut row_of = drawn;
            assert_eq!(
                filter(&d, open, &mut row_of),
                reference,
                "{:?} from {drawn:?}",
                &d[..n]
            );
            if reference.2 {
                assert!(is_matching(&reference.0, open, &row_of));
                differed += usize::from(row_of != fresh);
            }
        }
        assert!(differed > 1_000, "only {differed} other matchings");
    }

    /// The search's use: a column filtered, then narrowed (rows taken from values at random,
    /// as the other rules and the branches do), then filtered again from the matching the last
    /// run left, several times over: each run reports what a run from no matching reports, and
    /// (up to 7 values) leaves the rows an assignment of every value can use.
    #[test]
    fn the_matching_repaired_after_narrowings_filters_as_a_fresh_one() {
        let mut seed = 0x1234_5678_9abc_def1;
        let (mut runs, mut repaired) = (0, 0);
        for round in 0..4_000 {
            let n = 2 + (random(&mut seed) % 11) as usize; // 2..=12 values
            let mut d = random_column(&mut seed, n, 1);
            let open = (1u64 << n) - 1;
            let mut kept = [NO; 64];
            for _ in 0..6 {
                let mut fresh = [NO; 64];
                let reference = filter(&d, open, &mut fresh);
                let before = kept;
                let got = filter(&d, open, &mut kept);
                assert_eq!(got, reference, "round {round}: {:?} from {before:?}", &d[..n]);
                runs += 1;
                if !got.2 {
                    break;
                }
                repaired += usize::from(before[..n].iter().any(|&r| r != NO));
                // A run on what a run left finds nothing (what lets a column the filtering
                // left unchanged be skipped).
                let mut again = kept;
                assert_eq!(filter(&got.0, open, &mut again), (got.0, Vec::new(), true));
                if n <= 7 {
                    let start: Vec<Rows> = d[..n].to_vec();
                    for (v, &rows) in start.iter().enumerate() {
                        for r in rows_of(rows) {
                            assert_eq!(got.0[v] & 1 << r != 0, fits(&start, v, r));
                        }
                    }
                }
                // Narrowed: the rows the filtering left, then a row or two taken from values
                // drawn at random (matched ones among them), a value left with one at least.
                d = got.0;
                for _ in 0..1 + random(&mut seed) % 2 {
                    let v = (random(&mut seed) % n as u64) as usize;
                    let rows: Vec<usize> = rows_of(d[v]).collect();
                    if rows.len() > 1 {
                        d[v] &= !(1 << rows[(random(&mut seed) % rows.len() as u64) as usize]);
                    }
                }
            }
        }
        assert!(
            repaired > 5_000,
            "only {repaired} runs from a kept matching of {runs}"
        );
    }
}

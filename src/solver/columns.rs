//! Rule 3 and Hall sets: a column's filled rows, lonely rows and small sets of rows.
//!
//! Reads the value table and writes the state, the column's news on the agenda, and all a
//! narrowing writes: nothing but a [`Narrower`] and the state.

use super::agenda::NEW_FILL;
use super::great::revise_great_column;
use super::narrow::Narrower;
use super::narrowings::Rule;
use super::sink::Sink;
use super::state::{rows_of, single, values_where, ColumnSets, Conflict, Rows, State};
use crate::trace::FillReason;

/// What a column revision reads from a column's values, as they are once the rows `taken` by its
/// filled values leave the others. One pass, branch-free but for the loop: which values hold a
/// taken row depends on the data.
///
/// Without `FILLS`, for when no value but a filled one holds a row of `taken` (no value was filled
/// since the column's last fixpoint, or `taken` is empty), `hits` is left empty.
pub(super) fn gather<const FILLS: bool>(row_sets: &[Rows], taken: Rows) -> Gathered {
    let mut g = Gathered::default();
    // Last value first, so that a value's bit is set by shifting the set left by one as each
    // value comes (one instruction, where a shift by the value's index is three on x86-64).
    for &d in row_sets.iter().rev() {
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

/// Whether the full pass of the column rule would find nothing to do in a column's values `row_sets`
/// with sets `sets`: no filled row held by another value, no Hall set of up to 3 rows
/// with values outside it that hold its rows, none with too many values. For debug checks.
pub(super) fn settled(row_sets: &[Rows], sets: ColumnSets) -> bool {
    let ColumnSets { taken, filled, small } = sets;
    gather::<true>(row_sets, taken).hits & !filled == 0
        && filled.count_ones() == taken.count_ones()
        && rows_of(small).all(|i| {
            let (inside, size) = hall_count(row_sets, small, taken, row_sets[i]);
            inside < size || inside == size && straddling(row_sets, row_sets[i]) == 0
        })
}

/// For the rows `rows` (two or three) of a column's values `row_sets`, whose values with two or three
/// rows are `small` and whose filled rows are `taken`: how many values can only take those rows,
/// and how many rows there are. More values than rows fails; as many make a Hall set, which takes
/// the rows.
pub(super) fn hall_count(row_sets: &[Rows], small: u64, taken: Rows, rows: Rows) -> (u32, u32) {
    let inside = rows_of(small).filter(|&j| row_sets[j] & !rows == 0).count() as u32
        // The filled values in them: once the filled rows have left the other values, every
        // value with one row left is filled, and its row taken.
        + (rows & taken).count_ones();
    (inside, rows.count_ones())
}

/// The values of `row_sets` that hold a row of `rows` and a row outside them: those a Hall set on
/// `rows` narrows.
pub(super) fn straddling(row_sets: &[Rows], rows: Rows) -> u64 {
    values_where(row_sets, |d| (d & rows != 0) & (d & !rows != 0))
}

/// See [`gather`].
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Gathered {
    /// The values that hold a row of `taken`, as bits of their index in the column: the filled
    /// ones, and those that must leave their rows.
    pub(super) hits: u64,
    /// The rows that one value can take.
    pub(super) once: Rows,
    /// The rows that two values or more can take.
    pub(super) twice: Rows,
}

/// Rule 3 for one column: a filled row leaves the other values; a value with one row left,
/// or a blank cell with one value left, is filled; a column that cannot hold its values
/// fails. A great column is revised by [`revise_great_column`] instead.
#[inline(never)]
pub(super) fn revise_column<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    sink: &mut S,
) -> Result<(), Conflict> {
    let range = nr.table.columns[c].clone();
    let (first, n) = (range.start as usize, range.len());
    if n > nr.table.rows {
        if S::WHY {
            nr.trail.now = Rule::ColumnAll(c as u32);
        }
        return revise_great_column(nr, state, c, sink);
    }
    let full = n == nr.table.rows;
    loop {
        let mut changed = false;
        debug_assert_eq!(state.sets[c], ColumnSets::of(&state.row_sets[first..first + n]));
        let news = std::mem::take(&mut nr.agenda.news[c]);
        let g = if news != 0 {
            let fills = news & NEW_FILL != 0;
            fills_and_hall_sets(nr, state, c, fills, &mut changed, sink)?
        } else {
            // No value of the column narrowed to three rows or fewer since its last fixpoint:
            // no row was filled and no Hall set can be new, so only the rows each value can
            // take are counted, at a fraction of the cost (a quarter of the revisions).
            debug_assert!(settled(&state.row_sets[first..first + n], state.sets[c]));
            gather::<false>(&state.row_sets[first..first + n], 0)
        };
        let Gathered { once, twice, .. } = g;
        if (once.count_ones() as usize) < n {
            return Err(Conflict::Column(c));
        }
        if full {
            if once != nr.table.all_rows {
                return Err(Conflict::Column(c));
            }
            // Not the filled rows (those of the Hall sets above too): a value filled is never
            // the candidate of a lonely row.
            let lonely = once & !twice & !state.sets[c].taken;
            for r in rows_of(lonely) {
                if S::WHY {
                    nr.trail.now = Rule::ColumnLonely(c as u32, r as u8);
                }
                // The row's one candidate; none left when it was just placed on another
                // lonely row, and then the column cannot be filled.
                let Some(v) = (first..first + n).find(|&v| state.row_sets[v] & (1 << r) != 0) else {
                    return Err(Conflict::Column(c));
                };
                debug_assert!(!single(state.row_sets[v]));
                nr.narrow_by_rule_3(state, v, 1 << r, FillReason::OnlyValueForCell, sink);
                changed = true;
            }
        }
        if !changed {
            nr.agenda.news[c] = 0; // set again by the pass's own narrowings, now seen
            return Ok(());
        }
    }
}

/// The full pass of [`revise_column`] over column `c`, up to its last checks: the rows
/// of filled values leave the other values, and Hall sets of up to 3 rows take their rows.
/// Returns what it gathered for the checks; `changed` is set when another pass is needed.
fn fills_and_hall_sets<S: Sink>(
    nr: &mut Narrower<'_>,
    state: &mut State,
    c: usize,
    fills: bool,
    changed: &mut bool,
    sink: &mut S,
) -> Result<Gathered, Conflict> {
    let range = nr.table.columns[c].clone();
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
        let mut g = gather::<true>(&state.row_sets[first..first + n], taken);
        g.hits &= !filled;
        g
    } else {
        gather::<false>(&state.row_sets[first..first + n], taken)
    };
    let mut hits = g.hits;
    let mut cascaded = false;
    if S::WHY {
        nr.trail.now = Rule::ColumnFill(c as u32);
    }
    while hits != 0 {
        let i = hits.trailing_zeros() as usize;
        hits &= hits - 1;
        let v = first + i;
        // The rows filled so far, those filled in this loop too (`narrow` adds them).
        let d = state.row_sets[v] & !state.sets[c].taken;
        if d == 0 {
            return Err(Conflict::Column(c));
        }
        if single(d) {
            // Values before this one may still hold its row: another pass; values after
            // it leave the row in this one, in their turn.
            *changed = true;
            cascaded = true;
            let later = values_where(&state.row_sets[v + 1..first + n], |e| (e & d != 0) & !single(e));
            hits |= later << i << 1; // not `<< (i + 1)`: 64 after the 64th value
        }
        nr.narrow_by_rule_3(state, v, d, FillReason::OnlyRowForValue, sink);
    }
    if cascaded {
        g = gather::<false>(&state.row_sets[first..first + n], 0);
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
        let rows = state.row_sets[first + i];
        let sets = state.sets[c]; // as the Hall sets before this one left it
        let (inside, size) = hall_count(&state.row_sets[first..first + n], sets.small, sets.taken, rows);
        if inside > size {
            return Err(Conflict::Column(c));
        }
        if inside < size {
            continue;
        }
        let outside = straddling(&state.row_sets[first..first + n], rows);
        if S::WHY {
            nr.trail.now = Rule::ColumnHall(c as u32, rows);
        }
        for w in rows_of(outside).map(|j| first + j) {
            let left = state.row_sets[w] & !rows;
            nr.narrow_by_rule_3(state, w, left, FillReason::OnlyRowForValue, sink);
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
        g = gather::<false>(&state.row_sets[first..first + n], 0);
    }
    Ok(g)
}

//! Failed-value probing at the root of a search (steps off): each value with two rows or more
//! assumed at each of its rows, the rules run and undone; a row where they fail is taken out.
//! Measured on the large riddles (docs/speed.md, "Bounds reasoning measured"): 12–44% fewer
//! nodes on the 25×10, 20×20 and 40×6 riddles, 6% more on the 50×6.
//!
//! The rows taken out have no solution at the root, so a search from the root without them (a
//! subtree handed to another thread, which replays its path from the root unprobed) finds the
//! same solutions. A probe that fails blames its values, as any failure does
//! (`propagate.rs`'s `count_failure`), so the branching starts from the weights the probes gave.
//! With steps the search does not probe: the detailed solutions stay as they were written.

use super::model::Model;
use super::sink::Sink;
use super::state::State;

/// Whether the searches that [`applies`] names probe their root at all.
const ROOT_PROBING: bool = true;

/// The fewest rows, and values, of a riddle whose root is probed: below, the searches are short
/// (11,601 nodes at most on the scaling set's 15×10 riddles), and the probes (a few thousand, each
/// one propagation) would cost more than the nodes they save: 5–18 ms more on the scaling set's
/// 20×6 riddles (140 values), 10–20 ms on the 20×10 ones (220 values).
const PROBE_ROWS: usize = 20;
const PROBE_VALUES: usize = 250;

/// A search for at most this many solutions does not probe: it often ends at its first or
/// second solution, before the probes would pay (the generator's checks ask for 2 or 8, the
/// checks of `exists.rs` and the conflict explanation for 1).
const PROBE_FEW_SOLUTIONS: usize = 8;

/// The most probes at the root.
const PROBE_LIMIT: u32 = 20_000;

/// Whether a search of `model` for at most `max_solutions` solutions, its steps in a sink `S`,
/// probes its root: steps off, at least [`PROBE_ROWS`] rows and [`PROBE_VALUES`] values, more
/// than [`PROBE_FEW_SOLUTIONS`] solutions.
pub(super) fn applies<S: Sink>(model: &Model, max_solutions: usize) -> bool {
    ROOT_PROBING
        && !S::RECORDS
        && !S::WHY
        && model.table.rows >= PROBE_ROWS
        && model.values() >= PROBE_VALUES
        && max_solutions > PROBE_FEW_SOLUTIONS
        && !switched_off()
}

#[cfg(test)]
thread_local! {
    /// Probing switched off on this thread, for a unit test to compare a search with it and
    /// without (`solver/tests.rs`).
    pub(super) static PROBING_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a unit test switched probing off on this thread (never outside them).
fn switched_off() -> bool {
    #[cfg(test)]
    return PROBING_OFF.with(std::cell::Cell::get);
    #[cfg(not(test))]
    false
}

/// Probes the root `state` (the rules at their fixpoint): passes over every value and row until
/// one takes nothing out, at most [`PROBE_LIMIT`] probes in all, and no more than the search's
/// node budget `max_nodes` (a probe costs about what a node does, so that a budget of N nodes
/// stays about N nodes' work). False when that leaves the root no solution. The probes are not
/// nodes (no branch is taken).
pub(super) fn probe_root<S: Sink>(
    model: &mut Model,
    state: &mut State,
    sink: &mut S,
    max_nodes: Option<u64>,
) -> bool {
    let limit = max_nodes.map_or(PROBE_LIMIT, |max| max.min(u64::from(PROBE_LIMIT)) as u32);
    let mut probes = 0u32;
    loop {
        let mut changed = false;
        for v in 0..model.values() {
            // A great column's bit for "unused" is not a row to probe.
            let mut rows = state.row_sets[v] & model.table.all_rows;
            while rows != 0 {
                let row = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let now = state.row_sets[v];
                if now.count_ones() < 2 || now & (1 << row) == 0 {
                    continue;
                }
                if probes == limit {
                    return true;
                }
                probes += 1;
                let mark = state.mark();
                model.assume::<S>(state, v, row);
                let fails = model.propagate(state, sink).is_err();
                state.undo(mark);
                if fails {
                    changed = true;
                    model.exclude(state, v, row, sink);
                    if model.propagate(state, sink).is_err() {
                        return false;
                    }
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

//! The propagation driver: the rules run to a fixpoint, hints first, then columns.
//!
//! Reads the compiled hints; writes the hints' scratch, the branching weights (a failure's
//! blame) and all a narrowing writes ([`Narrower`]).

use super::agenda::Agenda;
use super::branch::Weights;
use super::columns::revise_column;
use super::compiled::Compiled;
use super::hints::{revise_hint, HintScratch};
use super::matching::revise_matching;
use super::narrow::Narrower;
use super::sink::Sink;
use super::state::{Conflict, State};
use super::table::ValueTable;

/// The parts of the model that propagation reads and writes, borrowed apart (by
/// `Model::propagate`).
pub(super) struct Rules<'a> {
    /// Read: the hints to revise.
    pub(super) compiled: &'a Compiled,
    /// Written: what a hint revision gathers.
    pub(super) scratch: &'a mut HintScratch,
    /// Written: the values a failure blames.
    pub(super) weights: &'a mut Weights,
    /// What every narrowing reads and writes.
    pub(super) narrower: Narrower<'a>,
}

/// Whether Régin's filtering ([`revise_matching`]) runs, on the columns revised, once the hints
/// and columns are at a fixpoint. Off: it cut the large riddles' nodes by up to 54% (40×6), and
/// with its matching kept between runs costs 1.3–1.6× per node, so that it gains a quarter on
/// the 40×6 riddles but loses on the 20×20, 25×10 and 50×6 ones, where propagating what it finds
/// costs more than the nodes it saves (docs/speed.md, "All-different by matching, kept and
/// repaired"). On, every test of answers and explanations passes as it does off.
pub(super) const MATCHING: bool = false;

/// Runs the rules to a fixpoint, their steps recorded in `sink`.
pub(super) fn propagate<S: Sink>(rules: Rules<'_>, state: &mut State, sink: &mut S) -> Result<(), Conflict> {
    // Hints first: they are cheap, and a column revised after several of them changed it
    // is revised once. Steps off, the cheapest hint first (see `HintSet`); with steps, the
    // last queued first, the order the detailed solutions were written in. Columns, the last
    // queued first (in the order they were queued, the hard riddles take more instructions).
    // A revision leaves its hint or column at a fixpoint, so what it narrows does not put it
    // back on the work list: it stays marked as queued until it is done.
    let Rules {
        compiled,
        scratch,
        weights,
        narrower: mut nr,
    } = rules;
    if MATCHING {
        nr.agenda.matchings.next_propagation();
    }
    let result = loop {
        // Steps off, two values filled on one row fail at once: most failures of the hard
        // riddles, found before the hints still queued are revised for nothing. With steps,
        // the order of the deductions, and so the detailed solution, stays as it was.
        if nr.agenda.clash != u32::MAX && !S::RECORDS {
            let conflict = Conflict::Column(std::mem::replace(&mut nr.agenda.clash, u32::MAX) as usize);
            count_failure(conflict, compiled, nr.table, weights, state);
            break Err(conflict);
        }
        let next = if S::RECORDS {
            nr.agenda.queue.last().map(|h| h as usize)
        } else {
            nr.agenda.pending.lowest()
        };
        if let Some(h) = next {
            let revised = revise_hint(compiled, scratch, state, h, &mut nr, sink);
            if S::RECORDS {
                nr.agenda.queue.done(h as u32);
            } else {
                nr.agenda.pending.done(h);
            }
            if let Err(conflict) = revised {
                count_failure(conflict, compiled, nr.table, weights, state);
                break Err(conflict);
            }
        } else if let Some(c) = nr.agenda.columns.last() {
            let revised = revise_column(&mut nr, state, c as usize, sink);
            nr.agenda.columns.done(c);
            if let Err(conflict) = revised {
                count_failure(conflict, compiled, nr.table, weights, state);
                break Err(conflict);
            }
            if MATCHING && nr.table.columns[c as usize].len() <= nr.table.rows {
                nr.agenda.matching.add(c);
            }
        } else if let Some(c) = nr.agenda.matching.last() {
            // The last rule: the hints and columns are at a fixpoint. What it narrows puts
            // hints and the column back on the agenda, and the column back here after them.
            let revised = revise_matching(&mut nr, state, c as usize, sink);
            nr.agenda.matching.done(c);
            if let Err(conflict) = revised {
                count_failure(conflict, compiled, nr.table, weights, state);
                break Err(conflict);
            }
        } else {
            break Ok(());
        }
    };
    settle(nr.agenda, result.is_err());
    result
}

/// Empties the agenda after a propagation, its news too after a failure (`failed`).
fn settle(agenda: &mut Agenda, failed: bool) {
    agenda.queue.clear();
    agenda.pending.clear();
    agenda.columns.clear();
    agenda.matching.clear();
    agenda.clash = u32::MAX;
    if failed {
        agenda.news.fill(0);
    }
    debug_assert!(agenda.news.iter().all(|&news| news == 0));
}

/// Blames the values of the failure `conflict` in the branching weights ([`Weights`]): every
/// value of a hint that failed, the filled values of a column that failed.
fn count_failure(
    conflict: Conflict,
    compiled: &Compiled,
    table: &ValueTable,
    weights: &mut Weights,
    state: &State,
) {
    match conflict {
        Conflict::Hint(h) => {
            let values = &compiled.values[compiled.hints[h].values.range()];
            weights.blame_hint(values);
        }
        Conflict::Column(c) => {
            let first = table.columns[c].start as usize;
            weights.blame_column(first, state.sets[c].filled);
        }
    }
}

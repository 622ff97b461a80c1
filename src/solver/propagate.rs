//! The propagation driver: the rules run to a fixpoint, hints first, then columns.

use super::columns::{NEW_FILL, NEW_SMALL};
use super::model::Model;
#[cfg(feature = "learning")]
use super::narrowings::Rule;
use super::sink::Sink;
use super::state::{Conflict, State};
#[cfg(feature = "learning")]
use crate::trace::FillReason;

impl Model {
    /// Puts every hint and column on the work lists (at the root of the search).
    pub(crate) fn schedule_all<S: Sink>(&mut self) {
        for h in 0..self.compiled.hints.len() {
            if S::RECORDS {
                self.agenda.queue.add(h as u32);
            } else {
                self.agenda.pending.insert(h);
            }
        }
        for c in 0..self.table.columns.len() {
            self.agenda.columns.add(c as u32);
            self.agenda.news[c] = NEW_FILL | NEW_SMALL;
        }
    }

    /// Runs the rules to a fixpoint, their steps recorded in `sink`.
    pub(crate) fn propagate<S: Sink>(&mut self, state: &mut State, sink: &mut S) -> Result<(), Conflict> {
        // Hints first: they are cheap, and a column revised after several of them changed it
        // is revised once. Steps off, the cheapest hint first (see `HintSet`); with steps, the
        // last queued first, the order the detailed solutions were written in. Columns, the last
        // queued first (in the order they were queued, the hard riddles take more instructions).
        // A revision leaves its hint or column at a fixpoint, so what it narrows does not put it
        // back on the work list: it stays marked as queued until it is done.
        debug_assert_eq!(
            S::RECORDS,
            self.compiled_for_steps,
            "the model was compiled for this sink"
        );
        debug_assert!(S::WHY || !S::LEARNS, "learning reads the trail of narrowings");
        let result = loop {
            // Steps off, two values filled on one row fail at once: most failures of the hard
            // riddles, found before the hints still queued are revised for nothing. With steps,
            // the order of the deductions, and so the detailed solution, stays as it was.
            if self.agenda.clash != u32::MAX && !S::RECORDS {
                let conflict = Conflict::Column(std::mem::replace(&mut self.agenda.clash, u32::MAX) as usize);
                self.count_failure(conflict, state);
                break Err(conflict);
            }
            #[cfg(feature = "learning")]
            if S::LEARNS {
                self.learn.wake(&self.why);
                if let Some(key) = self.learn.next_queued() {
                    if let Err(conflict) = self.propagate_nogoods(state, key, sink) {
                        self.count_failure(conflict, state);
                        break Err(conflict);
                    }
                    continue;
                }
            }
            let next = if S::RECORDS {
                self.agenda.queue.last().map(|h| h as usize)
            } else {
                self.agenda.pending.lowest()
            };
            if let Some(h) = next {
                let revised = self.revise_hint(state, h, sink);
                if S::RECORDS {
                    self.agenda.queue.done(h as u32);
                } else {
                    self.agenda.pending.done(h);
                }
                if let Err(conflict) = revised {
                    self.count_failure(conflict, state);
                    break Err(conflict);
                }
            } else if let Some(c) = self.agenda.columns.last() {
                let revised = self.revise_column(state, c as usize, sink);
                self.agenda.columns.done(c);
                if let Err(conflict) = revised {
                    self.count_failure(conflict, state);
                    break Err(conflict);
                }
            } else {
                break Ok(());
            }
        };
        self.agenda.queue.clear();
        self.agenda.pending.clear();
        self.agenda.columns.clear();
        self.agenda.clash = u32::MAX;
        if result.is_err() {
            self.agenda.news.fill(0);
            #[cfg(feature = "learning")]
            if S::LEARNS {
                self.learn.clear_queue();
            }
        }
        debug_assert!(self.agenda.news.iter().all(|&news| news == 0));
        result
    }

    /// The learnt nogoods watching the literal of key `key`, which may have come to hold: each
    /// left with one open literal makes it false (see [`super::learn`]); one whose literals all
    /// hold fails.
    #[cfg(feature = "learning")]
    fn propagate_nogoods<S: Sink>(
        &mut self,
        state: &mut State,
        key: usize,
        sink: &mut S,
    ) -> Result<(), Conflict> {
        let mut from = 0;
        while let Some((answer, next)) = self.learn.nogoods.check(key, from, &state.row_sets) {
            from = next;
            let (id, lit) = answer.map_err(Conflict::Nogood)?;
            self.why.now = Rule::Nogood { id, lit };
            let (u, row) = (lit.value as usize, lit.row as usize);
            if lit.at {
                self.exclude(state, u, row, sink);
            } else {
                self.narrow_by_rule_3(state, u, 1 << row, FillReason::OnlyRowForValue, sink);
            }
        }
        Ok(())
    }

    /// Blames the values of the failure `conflict` in the branching weights
    /// ([`Weights`](super::branch::Weights)): every value of a hint that failed, the filled
    /// values of a column that failed, every value of a nogood that failed.
    fn count_failure(&mut self, conflict: Conflict, state: &State) {
        match conflict {
            Conflict::Hint(h) => {
                let values = &self.compiled.values[self.compiled.hints[h].values.range()];
                self.weights.blame_hint(values);
            }
            Conflict::Column(c) => {
                let first = self.table.columns[c].start as usize;
                self.weights.blame_column(first, state.sets[c].filled);
            }
            #[cfg(feature = "learning")]
            Conflict::Nogood(id) => {
                for i in 0..self.learn.nogoods.lits(id).len() {
                    self.weights.blame(self.learn.nogoods.lits(id)[i].value as usize);
                }
            }
        }
    }
}

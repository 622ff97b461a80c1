//! Why each narrowing happened: an event log the rules write as they deduce, when asked.
//!
//! Each change of a value's row set is an [`Event`]: the value, its new rows, the [`Cause`] (the
//! start matrix, a fact of the caller, a hint revised, a column revised) and its *antecedents*,
//! the events of the values the cause read (the value's own last event among them). Walking back
//! from an event ([`ReasonLog::premises`]) gives what it rests on: the hints revised on the way,
//! the start matrix's cells and the caller's facts.
//!
//! Guarantees:
//! - **Sound**: an event's rows follow from its cause and the rows of its antecedents (the rows
//!   each value read had *when the rule read them*: the values' latest events when the rule
//!   began, [`ReasonLog::begin`], or when it narrows, [`ReasonLog::begin_live`]). So the rows of any event follow from the premises its walk-back
//!   reaches: the hints (as the riddle's hints behind each compiled one; rule 1's merging of
//!   hints before the search reads no riddle matrix), the start events of the values placed by
//!   the start matrix, and the facts.
//! - **Not minimal**: a hint revision reads every value of the hint, a lonely row every value of
//!   its column, a great column every value of it; a filled row left by the others reads only the
//!   filled values it removes, a Hall set only the values inside it. A deletion pass
//!   (`explain::minimal`) makes a citation minimal.
//! - **Undoable**: each event keeps the value's event before it, so [`ReasonLog::truncate`]
//!   undoes the log to an earlier length (a branch given up), as the state's trail does.
//!
//! Costs: nothing when off. The log lives in the [`Model`](super::model::Model) behind a pointer
//! ([`Reasons`], null until used), and every call that writes it sits behind [`Sink::REASONS`](super::sink::Sink::REASONS), a constant that is
//! false for the sinks of the solve ([`NoSteps`](super::sink::NoSteps), `Vec<Step>`), so the
//! branches compile away. On: one event (32 bytes) per narrowing, plus 4 bytes per antecedent
//! (at most the values of the hint or column read), so a propagation of a 6×6 riddle logs a few
//! hundred events; the walk-back is linear in the events it reaches.
//!
//! Reuse (learning from failures): a conflict's premises are the walk-back from the latest events
//! ([`ReasonLog::latest`]) of the values the failing hint or column read; with the search's
//! decisions logged as facts ([`Cause::Fact`]), they are the decisions a nogood would forbid.

use super::state::Rows;

/// No event: a value's event before its first.
const NONE: u32 = u32::MAX;

/// What made a narrowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The row set the start matrix gives a value (all rows, or the one of its cell).
    Start,
    /// The caller's fact of that index (a query's fact, or the search's assumption).
    Fact(u32),
    /// Compiled hint `h` revised (rules 1 and 2).
    Hint(u32),
    /// Column `c` revised (rule 3 and its Hall sets).
    Column(u32),
}

/// One narrowing of a value's rows.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Event {
    /// Global value index.
    pub(crate) value: u32,
    /// The value's rows after the narrowing.
    pub(crate) rows: Rows,
    pub(crate) cause: Cause,
    /// The value's event before this one ([`NONE`] for a start event).
    prev: u32,
    /// The antecedents, `antecedents[start..end]` of the log.
    start: u32,
    end: u32,
}

/// The events of one propagation (or one branch of a search), with the cause being applied.
#[derive(Debug, Default)]
pub(crate) struct ReasonLog {
    events: Vec<Event>,
    antecedents: Vec<u32>,
    /// Per value, its latest event.
    latest: Vec<u32>,
    /// The cause of the narrowings being made now.
    cause: Option<Cause>,
    /// What the cause read, besides the value narrowed: the values (`live`), or their events
    /// when the cause began.
    reads: Vec<u32>,
    /// Whether `reads` are values, whose latest events are looked up at each narrowing.
    live: bool,
}

/// The log as the [`Model`](super::model::Model) holds it: nothing but a null pointer until a
/// sink with reasons first writes it (so that a model without reasons is no larger, and moves and
/// drops no more, than before). Read without a log, it is an empty one.
#[derive(Debug, Default)]
pub(crate) struct Reasons(Option<Box<ReasonLog>>);

/// The log read when there is none.
static EMPTY: ReasonLog = ReasonLog::new();

impl std::ops::Deref for Reasons {
    type Target = ReasonLog;

    fn deref(&self) -> &ReasonLog {
        self.0.as_deref().unwrap_or(&EMPTY)
    }
}

impl std::ops::DerefMut for Reasons {
    fn deref_mut(&mut self) -> &mut ReasonLog {
        self.0.get_or_insert_with(Default::default)
    }
}

/// What a set of events rests on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct CompiledPremises {
    /// Compiled hints revised on the way, ascending.
    pub(crate) hints: Vec<u32>,
    /// Values whose start event was reached, ascending.
    pub(crate) start: Vec<u32>,
    /// Facts (their indices) reached, ascending.
    pub(crate) facts: Vec<u32>,
}

impl ReasonLog {
    /// An empty log.
    const fn new() -> ReasonLog {
        ReasonLog {
            events: Vec::new(),
            antecedents: Vec::new(),
            latest: Vec::new(),
            cause: None,
            reads: Vec::new(),
            live: false,
        }
    }

    /// Starts a log over `row_sets`, each value's start event with no antecedent.
    pub(crate) fn reset(&mut self, row_sets: &[Rows]) {
        self.events.clear();
        self.antecedents.clear();
        self.latest.clear();
        self.reads.clear();
        self.live = false;
        self.cause = Some(Cause::Start);
        for (v, &rows) in row_sets.iter().enumerate() {
            self.latest.push(self.events.len() as u32);
            self.events.push(Event {
                value: v as u32,
                rows,
                cause: Cause::Start,
                prev: NONE,
                start: 0,
                end: 0,
            });
        }
    }

    /// The narrowings from now on are made by `cause`, which read the values `reads` as they
    /// are now (besides each value it narrows): a hint's revision, which gathers the rows its
    /// options allow before it narrows any value.
    pub(crate) fn begin(&mut self, cause: Cause, reads: impl IntoIterator<Item = u32>) {
        self.cause = Some(cause);
        self.reads.clear();
        self.reads
            .extend(reads.into_iter().map(|u| self.latest[u as usize]));
        self.live = false;
    }

    /// As [`ReasonLog::begin`], for a cause that reads the values `reads` as they are at each
    /// narrowing (a great column's passes, each reading what the one before narrowed).
    pub(crate) fn begin_live(&mut self, cause: Cause, reads: impl IntoIterator<Item = u32>) {
        self.cause = Some(cause);
        self.reads.clear();
        self.reads.extend(reads);
        self.live = true;
    }

    /// Logs value `v` narrowed to `rows` by the current cause.
    pub(crate) fn record(&mut self, v: usize, rows: Rows) {
        let start = self.antecedents.len() as u32;
        let prev = self.latest[v];
        self.antecedents.push(prev);
        for &read in &self.reads {
            let e = if self.live {
                if read as usize == v {
                    continue;
                }
                self.latest[read as usize]
            } else {
                read
            };
            if e != NONE && e != prev {
                self.antecedents.push(e);
            }
        }
        self.latest[v] = self.events.len() as u32;
        self.events.push(Event {
            value: v as u32,
            rows,
            cause: self.cause.unwrap_or(Cause::Start),
            prev,
            start,
            end: self.antecedents.len() as u32,
        });
    }

    /// The number of events (a mark for [`ReasonLog::truncate`]; the search with reasons, of
    /// learning, is its user to come).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn len(&self) -> usize {
        self.events.len()
    }

    /// Undoes the events after the first `len`.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn truncate(&mut self, len: usize) {
        while self.events.len() > len {
            let e = self.events.pop().expect("longer than len");
            self.latest[e.value as usize] = e.prev;
            self.antecedents.truncate(e.start as usize);
        }
    }

    /// The events, in the order they were made.
    pub(crate) fn events(&self) -> &[Event] {
        &self.events
    }

    /// The latest event of value `v`.
    pub(crate) fn latest(&self, v: usize) -> u32 {
        self.latest[v]
    }

    /// The antecedents of event `e`.
    pub(crate) fn antecedents(&self, e: u32) -> &[u32] {
        let e = self.events[e as usize];
        &self.antecedents[e.start as usize..e.end as usize]
    }

    /// What the events `from` rest on: the walk back through their antecedents, with the
    /// causes it meets.
    pub(crate) fn premises(&self, from: impl IntoIterator<Item = u32>) -> CompiledPremises {
        let mut seen = vec![false; self.events.len()];
        let mut todo: Vec<u32> = from.into_iter().filter(|&e| e != NONE).collect();
        let mut out = CompiledPremises::default();
        while let Some(e) = todo.pop() {
            if std::mem::replace(&mut seen[e as usize], true) {
                continue;
            }
            let event = self.events[e as usize];
            match event.cause {
                Cause::Start => out.start.push(event.value),
                Cause::Fact(i) => out.facts.push(i),
                Cause::Hint(h) => out.hints.push(h),
                Cause::Column(_) => {}
            }
            todo.extend(self.antecedents(e).iter().filter(|&&a| a != NONE));
        }
        for list in [&mut out.hints, &mut out.start, &mut out.facts] {
            list.sort_unstable();
            list.dedup();
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_back_reaches_the_causes_and_truncating_undoes_the_latest_events() {
        let mut log = ReasonLog::default();
        log.reset(&[0b111, 0b111, 0b001]);
        log.begin(Cause::Hint(4), [2]);
        log.record(0, 0b010); // value 0 narrowed by hint 4, reading value 2 (start)
        let mark = log.len();
        log.begin(Cause::Column(0), [0]);
        log.record(1, 0b100); // value 1 by column 0, reading value 0
        log.begin(Cause::Fact(7), []);
        log.record(1, 0b100);
        let found = log.premises([log.latest(1)]);
        assert_eq!(found.hints, [4]);
        assert_eq!(found.start, [0, 1, 2]);
        assert_eq!(found.facts, [7]);
        log.truncate(mark);
        assert_eq!(log.latest(1), 1); // its start event again
        assert_eq!(log.premises([log.latest(0)]).hints, [4]);
        assert_eq!(
            log.premises([log.latest(1)]),
            CompiledPremises {
                start: vec![1],
                ..CompiledPremises::default()
            }
        );
    }
}

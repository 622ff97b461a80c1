//! Where the solutions of a search go ([`Collect`]: a list, a callback, or a count), what one
//! search found ([`SearchOutcome`]), and what the threads of a parallel search share
//! ([`Shared`], [`Parallel`]): the types that `search.rs` and `parallel.rs` both use, apart
//! from either, so that neither file uses the other both ways.

use crate::answer::{Solution, StopReason};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};

/// Where the solutions go as the search finds them.
pub(crate) trait Collect {
    /// Whether the solutions are built at all: counting builds none, and takes no steps.
    const BUILDS: bool;

    /// Takes a solution (built by `make`, only when [`Collect::BUILDS`]); `Break` stops the
    /// search.
    fn take(&mut self, make: impl FnOnce() -> Solution) -> ControlFlow<()>;

    /// Whether the caller has given the search up: checked at each search node (not in a small
    /// riddle's quick search, a few dozen nodes whose solutions wait in a list), which then
    /// stops with [`StopReason::Caller`]. Never, but for [`Unless`]; the check then costs
    /// nothing.
    #[inline(always)]
    fn given_up(&self) -> bool {
        false
    }
}

/// Hands `waiting` to `collect`: the solutions of a first search the caller waited on until it
/// was known to be the whole search, delivered as that search would have delivered them. Gives
/// how many were handed over, and whether the caller said stop before the search itself would
/// have (a stop at the last solution of a search that stopped at its solution limit is that
/// limit, not the caller).
pub(super) fn deliver_waiting<C: Collect>(
    waiting: Vec<Solution>,
    collect: &mut C,
    stopped: Option<StopReason>,
) -> (u64, bool) {
    let total = waiting.len() as u64;
    let mut found = 0;
    for solution in waiting {
        found += 1;
        if collect.take(|| solution).is_break() {
            let at_limit = found == total && stopped == Some(StopReason::SolutionLimit);
            return (found, !at_limit);
        }
    }
    (found, false)
}

/// Every solution, kept in order.
impl Collect for Vec<Solution> {
    const BUILDS: bool = true;

    fn take(&mut self, make: impl FnOnce() -> Solution) -> ControlFlow<()> {
        self.push(make());
        ControlFlow::Continue(())
    }
}

/// Each solution handed to a callback, which says whether to go on.
pub(crate) struct Each<F>(pub(crate) F);

impl<F: FnMut(Solution) -> ControlFlow<()>> Collect for Each<F> {
    const BUILDS: bool = true;

    fn take(&mut self, make: impl FnOnce() -> Solution) -> ControlFlow<()> {
        (self.0)(make())
    }
}

/// Every solution, kept in order, unless the flag is raised: then the search stops at its next
/// node (a search run ahead on another thread whose answer is no longer wanted).
pub(crate) struct Unless<'a> {
    pub(crate) solutions: Vec<Solution>,
    pub(crate) given_up: &'a AtomicBool,
}

impl Collect for Unless<'_> {
    const BUILDS: bool = true;

    fn take(&mut self, make: impl FnOnce() -> Solution) -> ControlFlow<()> {
        self.solutions.push(make());
        ControlFlow::Continue(())
    }

    fn given_up(&self) -> bool {
        self.given_up.load(Ordering::Relaxed)
    }
}

/// No solution kept: the search counts them ([`SearchOutcome::found`]).
pub(crate) struct CountOnly;

impl Collect for CountOnly {
    const BUILDS: bool = false;

    #[inline(always)]
    fn take(&mut self, _: impl FnOnce() -> Solution) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// What one search found.
pub(super) struct SearchOutcome {
    /// The solutions found (each given to the [`Collect`]).
    pub(super) found: u64,
    pub(super) stopped: Option<StopReason>,
    pub(super) nodes: u64,
}

/// A decision of the search: `value` at `row` (`true`), or not there (`false`).
pub(super) type Decision = (usize, usize, bool);

/// What the threads of one parallel search share (see `parallel.rs`): the node budget counted in
/// total, why the search stopped (set once, by the first thread to stop it), and how many
/// threads are idle, waiting for an open subtree.
pub(super) struct Shared {
    /// Nodes taken by every thread, the root and the nodes before the parallel search included;
    /// may go past the budget by the nodes refused (one per thread), which are not taken.
    pub(super) nodes: AtomicU64,
    /// 0 while the search goes on; else `1 +` the index of the [`StopReason`] in [`STOPS`].
    pub(super) stop: AtomicU8,
    /// Threads with nothing to search: a thread that sees one hands over its shallowest open
    /// subtree.
    pub(super) idle: AtomicUsize,
}

/// The reasons a parallel search can stop, numbered for [`Shared::stop`].
pub(super) const STOPS: [StopReason; 4] = [
    StopReason::SolutionLimit,
    StopReason::NodeBudget,
    StopReason::MemoryBudget,
    StopReason::Caller,
];

impl Shared {
    /// Stops the search for `reason`, unless it has already stopped.
    pub(super) fn stop(&self, reason: StopReason) {
        let code = STOPS.iter().position(|&r| r == reason).expect("a parallel stop") as u8 + 1;
        let _ = self
            .stop
            .compare_exchange(0, code, Ordering::SeqCst, Ordering::SeqCst);
    }

    /// Why the search stopped, if it did.
    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    pub(super) fn stopped(&self) -> Option<StopReason> {
        match self.stop.load(Ordering::SeqCst) {
            0 => None,
            code => Some(STOPS[code as usize - 1]),
        }
    }
}

/// A thread's part of a parallel search: the threads' [`Shared`] counts, and where an open
/// subtree (the path of decisions to it from the root) goes when a thread is idle.
pub(super) struct Parallel<'a> {
    pub(super) shared: &'a Shared,
    /// Takes the path of decisions to an open subtree and the giver's branching weights.
    pub(super) hand_over: &'a (dyn Fn(Vec<Decision>, Vec<u64>) + Sync),
}

//! Phase 2's removal checks run ahead on other threads (cargo feature `parallel`), with the
//! answers of one thread: [`GenerateOptions::threads`](super::GenerateOptions::threads).
//!
//! Phase 2 (`minimize.rs`) checks the hints for removal one after the other, and a check
//! depends on those before it only through the hints they removed: a check that keeps its hint
//! leaves the riddle as it was, and most do (of the 45 slow checks of the 20×20 riddle of seed
//! 2, 41 keep their hint). So while phase 2 waits on one check, the threads make the next
//! ones, each on the hints kept now. Phase 2 still takes the answers one at a time, in its own
//! order, and each is the answer one thread would have had:
//!
//! - A check is made on the hints kept when it was handed out. A removal changes them: every
//!   check still running on the old ones is given up at its next search node
//!   (`solver::solve_unless`), and its answer, like those already in, is dropped.
//! - A check phase 2 skips after all (a counterexample found since shows its hint needed) is
//!   given up and dropped.
//! - A solve is the same search whatever its node limit, up to that limit. A check handed out
//!   with a limit of `m` nodes, when phase 2's limit has since fallen to `m' < m` (the budget
//!   spent meanwhile), is taken when it needed fewer than `m'` nodes, and made again here on the
//!   calling thread otherwise.
//!
//! So the riddle made and the nodes counted are one thread's, byte for byte. The threads are
//! started only once phase 2 has spent [`AHEAD_AFTER`] nodes: the checks of a small riddle take
//! microseconds, less than handing them to another thread. At most `threads` checks are out at
//! once, besides those given up, which stop at their next node.

use super::minimize::{check_removal, limit, Checks, Fixed, Found, Trial};
use crate::StopReason;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::Scope;

/// The nodes phase 2 spends on the calling thread before its checks are run ahead.
pub(super) const AHEAD_AFTER: u64 = 10_000;

/// [`AHEAD_AFTER`], unless a test asked for fewer ([`run_checks_ahead_after`]).
static AHEAD_AFTER_NOW: AtomicU64 = AtomicU64::new(AHEAD_AFTER);

/// For tests: in this whole process, run the checks of phase 2 ahead once they have spent
/// `nodes` nodes instead of [`AHEAD_AFTER`], so that small riddles test it too. The riddles made
/// do not depend on it.
pub(crate) fn run_checks_ahead_after(nodes: u64) {
    AHEAD_AFTER_NOW.store(nodes, Ordering::Relaxed);
}

/// A check handed to a thread: `hints[h]`'s removal from the hints `kept`, for at most
/// `max_nodes` nodes, the `at`-th of phase 2's queue, after `version` removals.
struct Job {
    at: usize,
    version: usize,
    h: usize,
    kept: Vec<bool>,
    max_nodes: u64,
    given_up: Arc<AtomicBool>,
}

/// A check out on a thread.
struct Out {
    at: usize,
    version: usize,
    given_up: Arc<AtomicBool>,
}

/// A thread's answer to a [`Job`].
struct Answer {
    at: usize,
    version: usize,
    max_nodes: u64,
    found: Found,
}

/// The checks of phase 2, run ahead on `threads` threads of `scope`.
pub(super) struct Ahead<'scope, 'env> {
    scope: &'scope Scope<'scope, 'env>,
    fixed: Fixed<'env>,
    threads: usize,
    /// Where the checks go to the threads, once they are started.
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<mpsc::Receiver<Answer>>,
    /// The checks out, given up or not.
    out: Vec<Out>,
    /// Answers not yet taken, on the hints kept now.
    answered: Vec<Answer>,
}

impl<'scope, 'env> Ahead<'scope, 'env> {
    /// Checks for the phase 2 of `fixed`, on `threads` threads of `scope`, started when needed.
    pub(super) fn new(scope: &'scope Scope<'scope, 'env>, fixed: Fixed<'env>, threads: usize) -> Self {
        Ahead {
            scope,
            fixed,
            threads,
            jobs: None,
            answers: None,
            out: Vec::new(),
            answered: Vec::new(),
        }
    }

    /// Starts the threads: each makes the checks it is handed until there are no more.
    fn start(&mut self) {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        let (answer, answers) = mpsc::channel();
        for _ in 0..self.threads {
            let (queue, answer, fixed) = (Arc::clone(&queue), answer.clone(), self.fixed);
            self.scope.spawn(move || loop {
                let job = queue
                    .lock()
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
                    .recv();
                let Ok(job) = job else { return };
                let found = check_removal(fixed, &job.kept, job.h, job.max_nodes, &job.given_up);
                let answer_sent = answer.send(Answer {
                    at: job.at,
                    version: job.version,
                    max_nodes: job.max_nodes,
                    found,
                });
                if answer_sent.is_err() {
                    return;
                }
            });
        }
        (self.jobs, self.answers) = (Some(jobs), Some(answers));
    }

    /// Gives up the checks out and drops the answers that phase 2, now at `trial`, will not
    /// take: those on hints since changed, and those it has passed.
    fn forget(&mut self, trial: &Trial<'_>) {
        let stale = |at: usize, version: usize| version != trial.version || at < trial.at;
        for out in &self.out {
            if stale(out.at, out.version) {
                out.given_up.store(true, Ordering::Relaxed);
            }
        }
        self.answered.retain(|a| !stale(a.at, a.version));
    }

    /// Hands out the checks to come, in phase 2's order from `trial.at`, until `threads` are out
    /// (those given up apart): each on the hints kept now, but for the one it checks, its limit
    /// that of phase 2 now.
    fn hand_out(&mut self, trial: &Trial<'_>) {
        let jobs = self.jobs.as_ref().expect("started");
        let busy = |out: &[Out]| out.iter().filter(|o| !o.given_up.load(Ordering::Relaxed)).count();
        for at in trial.at..trial.queue.len() {
            if busy(&self.out) >= self.threads {
                break;
            }
            let (h, cap) = trial.queue[at];
            let known = |a: usize, v: usize| a == at && v == trial.version;
            if (at != trial.at && (trial.needed)(h))
                || self.out.iter().any(|o| known(o.at, o.version))
                || self.answered.iter().any(|a| known(a.at, a.version))
            {
                continue;
            }
            let (max_nodes, given_up) = (limit(cap, trial.nodes_left), Arc::new(AtomicBool::new(false)));
            self.out.push(Out {
                at,
                version: trial.version,
                given_up: Arc::clone(&given_up),
            });
            jobs.send(Job {
                at,
                version: trial.version,
                h,
                kept: trial.kept.to_vec(),
                max_nodes,
                given_up,
            })
            .expect("the threads take checks while phase 2 runs");
        }
    }
}

impl Checks for Ahead<'_, '_> {
    fn check(&mut self, trial: Trial<'_>, max_nodes: u64) -> Found {
        let h = trial.queue[trial.at].0;
        if self.jobs.is_none() {
            if trial.spent < AHEAD_AFTER_NOW.load(Ordering::Relaxed) {
                return check_removal(self.fixed, trial.kept, h, max_nodes, &AtomicBool::new(false));
            }
            self.start();
        }
        self.forget(&trial);
        self.hand_out(&trial);
        let head = |at: usize, version: usize| at == trial.at && version == trial.version;
        if !(self.out.iter().any(|o| head(o.at, o.version))
            || self.answered.iter().any(|a| head(a.at, a.version)))
        {
            // Not handed out (every thread busy with checks after it, which phase 2 never
            // leaves it to): made here.
            return check_removal(self.fixed, trial.kept, h, max_nodes, &AtomicBool::new(false));
        }
        let answer = loop {
            if let Some(i) = self.answered.iter().position(|a| head(a.at, a.version)) {
                break self.answered.swap_remove(i);
            }
            let answer = (self.answers.as_ref().expect("started").recv())
                .expect("a thread checking removals stopped before phase 2 (it panicked)");
            let i = (self.out.iter())
                .position(|o| o.at == answer.at && o.version == answer.version)
                .expect("an answer to a check out");
            let out = self.out.swap_remove(i);
            if !out.given_up.load(Ordering::Relaxed) {
                self.answered.push(answer);
            }
            self.hand_out(&trial);
        };
        match answer.found {
            Found::Solved(solved)
                if answer.max_nodes != max_nodes
                    && (solved.stats.nodes >= max_nodes
                        || matches!(solved.stopped, Some(StopReason::NodeBudget | StopReason::Caller))) =>
            {
                // Handed out with a higher limit than phase 2's now, and it needed more:
                // made again with phase 2's.
                check_removal(self.fixed, trial.kept, h, max_nodes, &AtomicBool::new(false))
            }
            found => found,
        }
    }
}

impl Drop for Ahead<'_, '_> {
    /// Gives up every check out and lets the threads end.
    fn drop(&mut self) {
        for out in &self.out {
            out.given_up.store(true, Ordering::Relaxed);
        }
        self.jobs = None;
    }
}

//! Phase 2's removal checks run ahead on other threads (cargo feature `parallel`), with the
//! answers of one thread: [`GenerateOptions::threads`](super::GenerateOptions::threads).
//!
//! Phase 2 (`minimize.rs`) checks the hints for removal one after the other, and a check
//! depends on those before it only through the hints they removed: a check that keeps its hint
//! leaves the riddle as it was, and most do (of the 45 slow checks of the 20×20 riddle of seed
//! 2, 41 keep their hint). So while phase 2 waits on one check, the threads make the next ones,
//! each on the hints phase 2 is expected to have kept by then: those kept now, less the hints
//! of the answers already in, on the way, that remove theirs (a check still out is expected to
//! keep its hint). Phase 2 still takes the answers one at a time, in its own order, and each is
//! the answer one thread would have had:
//!
//! - An answer is taken only when it was made on exactly the hints phase 2 has kept. When an
//!   answer comes in or is taken, the expected hints of the checks after it may change: every
//!   check out on other hints is given up at its next search node (`solver::solve_unless`), and
//!   answers made on them are dropped.
//! - A check phase 2 skips after all (a counterexample found since shows its hint needed) is
//!   given up or dropped.
//! - A solve is the same search whatever its node limit, up to that limit. A check handed out
//!   with a limit of `m` nodes, when phase 2's limit has since fallen to `m' < m` (the budget
//!   spent meanwhile), is taken when it needed fewer than `m'` nodes, and made again here on the
//!   calling thread otherwise.
//!
//! So the riddle made and the nodes counted are one thread's, byte for byte. The threads are
//! started only once phase 2 has spent [`AHEAD_AFTER`] nodes: the checks of a small riddle take
//! microseconds, less than handing them to another thread. At most `threads` checks are out at
//! once, besides those given up, which stop at their next node. On 20×20 riddles up to a tenth
//! of the nodes searched on the threads go to checks given up or dropped.

use super::checks::{check_here, check_removal, limit, Checks, Fixed, Removal, Trial};
use super::rate::rate_unless;
use super::rate::Rating;
use crate::StopReason;
use std::panic::AssertUnwindSafe;
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

/// A check handed to a thread: `hints[h]`'s removal from the hints `kept` (`h` among them), for
/// at most `max_nodes` nodes, the `at`-th of phase 2's queue; or with `h` none, the rating of the
/// riddle of the hints `kept`, with a budget of `max_nodes`, after the last check ([`RATING`]).
struct Job {
    id: u64,
    at: usize,
    h: Option<usize>,
    kept: Arc<Vec<bool>>,
    max_nodes: u64,
    given_up: Arc<AtomicBool>,
}

/// A check out on a thread: its place in the queue, the hints it was made on.
struct Out {
    id: u64,
    at: usize,
    kept: Arc<Vec<bool>>,
    given_up: Arc<AtomicBool>,
}

impl Out {
    /// Whether its answer may still be wanted: it is not given up.
    fn live(&self) -> bool {
        !self.given_up.load(Ordering::Relaxed)
    }
}

/// The place of a rating in phase 2's queue: after every check.
const RATING: usize = usize::MAX;

/// A thread's answer to a [`Job`].
struct Reply {
    id: u64,
    at: usize,
    kept: Arc<Vec<bool>>,
    max_nodes: u64,
    done: Done,
}

/// Makes `job` of the riddle `fixed`, unless it was given up before it started.
fn work(fixed: Fixed<'_>, job: &Job) -> Done {
    if job.given_up.load(Ordering::Relaxed) {
        return Done::GivenUp;
    }
    match job.h {
        Some(h) => Done::Removal(check_removal(fixed, &job.kept, h, job.max_nodes, &job.given_up)),
        None => Done::Rated(rate_unless(
            &fixed.riddle(&job.kept, None),
            job.max_nodes,
            &job.given_up,
        )),
    }
}

/// What a thread made of a [`Job`]: a check, a rating, nothing (given up before it started), or
/// a panic, for phase 2 to raise.
enum Done {
    Removal(Removal),
    Rated(Rating),
    GivenUp,
    Panicked(Box<dyn std::any::Any + Send>),
}

impl Reply {
    /// Whether phase 2, taking it, would remove its hint (unless kept for the level): the riddle
    /// without it has the one solution.
    fn removes(&self) -> bool {
        matches!(&self.done, Done::Removal(Removal::Solved(s)) if s.complete && s.solutions.len() == 1)
    }
}

/// The checks of phase 2, run ahead on `threads` threads of `scope`.
pub(super) struct Ahead<'scope, 'env> {
    scope: &'scope Scope<'scope, 'env>,
    fixed: Fixed<'env>,
    threads: usize,
    /// Where the checks go to the threads, once they are started.
    jobs: Option<mpsc::Sender<Job>>,
    answers: Option<mpsc::Receiver<Reply>>,
    /// The checks out, given up or not.
    out: Vec<Out>,
    /// Answers not yet taken, each on the hints phase 2 is expected to have kept at its place.
    answered: Vec<Reply>,
    /// Checks handed out so far, each numbered by it.
    handed_out: u64,
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
            handed_out: 0,
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
                // A panic goes to phase 2, which raises it: it would otherwise wait for ever.
                let done = std::panic::catch_unwind(AssertUnwindSafe(|| work(fixed, &job)))
                    .unwrap_or_else(Done::Panicked);
                let answer_sent = answer.send(Reply {
                    id: job.id,
                    at: job.at,
                    kept: job.kept,
                    max_nodes: job.max_nodes,
                    done,
                });
                if answer_sent.is_err() {
                    return;
                }
            });
        }
        (self.jobs, self.answers) = (Some(jobs), Some(answers));
    }

    /// Walks phase 2's queue from `trial.at`, with the hints it is expected to keep at each
    /// place: those kept now, less the hints of the answers on the way that remove theirs. On
    /// the way, gives up the checks out and drops the answers made on other hints (or passed),
    /// and hands out the checks to come, on the hints expected, until `threads` are out (those
    /// given up apart), each with phase 2's limit now.
    fn refresh(&mut self, trial: &Trial<'_>) {
        self.give_up(|o| o.at < trial.at);
        self.answered.retain(|a| a.at >= trial.at);
        let mut kept = Arc::new(trial.kept.to_vec());
        for at in trial.at..trial.queue.len() {
            self.give_up(|o| o.at == at && o.kept != kept);
            self.answered.retain(|a| a.at != at || a.kept == kept);
            let busy = self.out.iter().filter(|o| o.live()).count();
            let (h, cap) = trial.queue[at];
            // Phase 2 skips a check whose hint is already shown needed: it keeps its hint.
            let made = at == trial.at || !(trial.needed)(h);
            let answer = self.answered.iter().find(|a| a.at == at).map(Reply::removes);
            let out = self.out.iter().any(|o| o.at == at && o.live());
            if made && answer.is_none() && !out && busy < self.threads {
                self.hand_out(at, Some(h), Arc::clone(&kept), limit(Some(cap), trial.nodes_left));
            }
            if made && answer == Some(true) {
                Arc::make_mut(&mut kept)[h] = false;
            }
        }
        if trial.closing {
            self.rate_ahead(kept, trial.nodes_left);
        } else {
            // The queue may grow: the riddle phase 2 ends with is not known yet.
            self.give_up(|o| o.at == RATING);
            self.answered.retain(|a| a.at != RATING);
        }
    }
}

impl Checks for Ahead<'_, '_> {
    fn rating(&mut self, kept: &[bool]) -> Option<Rating> {
        // Phase 2 is over: no check out is wanted.
        self.give_up(|o| o.at != RATING);
        loop {
            if let Some(i) = (self.answered.iter()).position(|a| a.at == RATING && *a.kept == kept) {
                let Done::Rated(rating) = self.answered.swap_remove(i).done else {
                    unreachable!("a rating's answer")
                };
                return Some(rating);
            }
            if !self
                .out
                .iter()
                .any(|o| o.at == RATING && *o.kept == kept && o.live())
            {
                return None;
            }
            if let Some(answer) = self.receive().filter(|a| a.at == RATING) {
                self.answered.push(answer);
            }
        }
    }

    fn check(&mut self, trial: Trial<'_>, max_nodes: u64) -> Removal {
        let h = trial.queue[trial.at].0;
        if self.jobs.is_none() {
            if trial.spent < AHEAD_AFTER_NOW.load(Ordering::Relaxed) {
                return check_here(self.fixed, trial.kept, h, max_nodes);
            }
            self.start();
        }
        self.refresh(&trial);
        let head = |at: usize, kept: &[bool]| at == trial.at && kept == trial.kept;
        let answer = loop {
            if let Some(i) = self.answered.iter().position(|a| head(a.at, &a.kept)) {
                break self.answered.swap_remove(i);
            }
            if !self.out.iter().any(|o| head(o.at, &o.kept) && o.live()) {
                // Not handed out (every thread busy with later checks or the rating): made here.
                return check_here(self.fixed, trial.kept, h, max_nodes);
            }
            if let Some(answer) = self.receive() {
                self.answered.push(answer);
            }
            self.refresh(&trial);
        };
        let Done::Removal(removal) = answer.done else {
            unreachable!("a check's answer")
        };
        match removal {
            Removal::Solved(solved)
                if solved.stopped == Some(StopReason::Caller)
                    || (answer.max_nodes != max_nodes
                        && (solved.stats.nodes >= max_nodes
                            || solved.stopped == Some(StopReason::NodeBudget))) =>
            {
                // Handed out with a higher limit than phase 2's now, and it needed more (or,
                // never seen, given up): made again with phase 2's.
                check_here(self.fixed, trial.kept, h, max_nodes)
            }
            removal => removal,
        }
    }
}

impl Ahead<'_, '_> {
    /// Near the end of phase 2, on a free thread: the rating of the riddle of the hints `kept`,
    /// those phase 2 is expected to end with, with `nodes_left` as its budget; a rating out on
    /// other hints is given up, one made on them dropped.
    fn rate_ahead(&mut self, kept: Arc<Vec<bool>>, nodes_left: u64) {
        self.give_up(|o| o.at == RATING && o.kept != kept);
        self.answered.retain(|a| a.at != RATING || a.kept == kept);
        if self.out.iter().filter(|o| o.live()).count() >= self.threads
            || self.out.iter().any(|o| o.at == RATING && o.live())
            || self.answered.iter().any(|a| a.at == RATING)
        {
            return;
        }
        self.hand_out(RATING, None, kept, nodes_left);
    }

    /// Waits for the next reply of a thread, and takes its job off those out: the reply, unless
    /// the job was given up. A thread's panic is raised here.
    fn receive(&mut self) -> Option<Reply> {
        let reply = (self.answers.as_ref().expect("started").recv())
            .expect("the threads answer every job while phase 2 runs");
        let i = (self.out.iter())
            .position(|o| o.id == reply.id)
            .expect("a reply to a job out");
        let out = self.out.swap_remove(i);
        if let Done::Panicked(panic) = reply.done {
            std::panic::resume_unwind(panic);
        }
        out.live().then_some(reply)
    }

    /// Gives up the checks out that `which` picks.
    fn give_up(&self, which: impl Fn(&Out) -> bool) {
        for out in self.out.iter().filter(|o| which(o)) {
            out.given_up.store(true, Ordering::Relaxed);
        }
    }

    /// Hands a [`Job`] to the threads, and notes it out.
    fn hand_out(&mut self, at: usize, h: Option<usize>, kept: Arc<Vec<bool>>, max_nodes: u64) {
        let given_up = Arc::new(AtomicBool::new(false));
        self.handed_out += 1;
        let id = self.handed_out;
        self.out.push(Out {
            id,
            at,
            kept: Arc::clone(&kept),
            given_up: Arc::clone(&given_up),
        });
        (self.jobs.as_ref().expect("started"))
            .send(Job {
                id,
                at,
                h,
                kept,
                max_nodes,
                given_up,
            })
            .expect("the threads take checks while phase 2 runs");
    }
}

impl Drop for Ahead<'_, '_> {
    /// Gives up every check out and lets the threads end.
    fn drop(&mut self) {
        self.give_up(|_| true);
        self.jobs = None;
    }
}

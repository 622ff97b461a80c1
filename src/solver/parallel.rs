//! One riddle's search on several threads (cargo feature `parallel`, on with `cli`).
//!
//! The search starts on one thread for [`PROBE_NODES`] nodes, as a riddle that needs no more is
//! not worth splitting (a small riddle is searched exactly as with one thread). Past them, it
//! starts again from the root on a pool of [`SolveOptions::threads`] threads: each thread
//! searches its subtree depth-first as the one-thread search does, with a model and a state of
//! its own, and when a thread is idle, a busy one hands it its shallowest open subtree (the
//! second branch of the bottom node on its stack, given as the path of decisions from the root,
//! which the idle thread takes again). The two branches of a node split the solutions, so each
//! is found once and nothing is searched twice; the order of the solutions depends on the
//! threads.
//!
//! The budgets hold in total: the nodes are counted by all threads together (a thread that finds
//! the budget spent takes no node), the solutions too (never more than
//! [`SolveOptions::max_solutions`]: the one that reaches it stops the search), and the memory
//! budget is shared out, each thread holding a model and a state of its own. The solutions go to
//! the caller's [`Collect`] on the calling thread, as they come, so a callback need not be
//! `Send`, and one that says stop stops every thread. They go through a channel of at most
//! [`WAITING`] solutions: a thread that finds the channel full waits for the caller to take
//! one, so that a slow caller (one writing each solution out) holds a bounded memory however
//! many solutions the riddle has.
//!
//! Only the search without steps is split: the branching weights (dom/wdeg) grow from the
//! failures seen before, which differ between threads, so with steps the detailed solution would
//! differ from one thread's; a search with steps runs on one thread.

use super::collect::{deliver_waiting, Collect, Decision, Parallel, SearchOutcome, Shared};
use super::model::Model;
use super::state::Counts;
use crate::answer::{Solution, SolveOptions, StopReason};
use crate::riddle::Riddle;
use std::marker::PhantomData;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};

/// The most solutions waiting in the channel for the calling thread to take them: past it, a
/// thread that finds one waits. A solution without steps is its matrix (a few hundred bytes),
/// so the channel holds well under a megabyte.
pub(super) const WAITING: usize = 1024;

/// The nodes searched on one thread before the search is split: a riddle that needs fewer is
/// answered by that search alone.
pub(super) const PROBE_NODES: u64 = 2_000;

/// The nodes searched on one thread before the search is split: [`PROBE_NODES`] unless a test
/// asked for fewer ([`split_after`]), so that the split is tested on small riddles too.
static SPLIT_AFTER: AtomicU64 = AtomicU64::new(PROBE_NODES);

/// For tests: split every parallel search after `nodes` nodes (at least 1) instead of
/// [`PROBE_NODES`], in the whole process. The answers do not depend on it (the same solutions
/// and counts); only how the search is shared out does.
pub(crate) fn split_after(nodes: u64) {
    SPLIT_AFTER.store(nodes.max(1), Ordering::Relaxed);
}

/// The one-thread search (`search.rs`'s), which each thread runs on its subtree: given to this
/// file by `search.rs`, so that this file does not use it.
pub(super) trait Engine: Sync {
    /// The arrays a thread keeps from one search to the next.
    type Workspace;

    /// Searches `model` in `ws`, as one thread of a parallel search when `parallel` is given:
    /// the subtree that `path` (decisions from the root) leads to.
    #[allow(clippy::too_many_arguments)]
    fn search_in<C: Collect>(
        &self,
        model: &mut Model,
        riddle: &Riddle,
        options: &SolveOptions,
        ws: &mut Self::Workspace,
        collect: &mut C,
        parallel: Option<(Parallel<'_>, usize)>,
        path: Vec<Decision>,
    ) -> SearchOutcome;

    /// Runs `f` in this thread's workspace.
    fn with_workspace(&self, f: impl FnOnce(&mut Self::Workspace));

    /// The compiled model a workspace keeps.
    fn model(ws: &mut Self::Workspace) -> &mut Model;

    /// Lets go of what a workspace holds above its limits.
    fn trim(ws: &mut Self::Workspace);
}

/// Searches `model` (compiled from `riddle`, with rule 1's merges when `merge_hints`) on
/// `options.threads` threads with `engine`, each solution given to `collect` on this thread as
/// it is found.
pub(super) fn search<E: Engine, C: Collect>(
    engine: &E,
    model: &mut Model,
    riddle: &Riddle,
    options: &SolveOptions,
    merge_hints: bool,
    ws: &mut E::Workspace,
    collect: &mut C,
) -> SearchOutcome {
    let probe = SolveOptions {
        max_nodes: Some({
            let probe = SPLIT_AFTER.load(Ordering::Relaxed);
            options.max_nodes.map_or(probe, |max| max.min(probe))
        }),
        ..options.clone()
    };
    // The probe's solutions wait until it is known to be the whole search (at most one per
    // node, so few), so that the caller sees each solution once.
    let mut waiting = Vec::new();
    let mut first = if C::BUILDS {
        engine.search_in(model, riddle, &probe, ws, &mut waiting, None, Vec::new())
    } else {
        engine.search_in(model, riddle, &probe, ws, collect, None, Vec::new())
    };
    let spent = options.max_nodes.is_some_and(|max| first.nodes >= max);
    if first.stopped != Some(StopReason::NodeBudget) || spent {
        if C::BUILDS {
            let (found, caller) = deliver_waiting(waiting, collect, first.stopped);
            first.found = found;
            if caller {
                first.stopped = Some(StopReason::Caller);
            }
        }
        return first;
    }
    let threads = options.threads.min(crate::answer::MAX_THREADS);
    let Ok(pool) = rayon::ThreadPoolBuilder::new().num_threads(threads).build() else {
        // No threads to be had: the search on this one.
        let mut again = engine.search_in(model, riddle, options, ws, collect, None, Vec::new());
        again.nodes += first.nodes;
        return again;
    };
    let shared = Shared {
        nodes: AtomicU64::new(first.nodes),
        stop: AtomicU8::new(0),
        idle: AtomicUsize::new(threads - 1),
    };
    let (send, receive) = mpsc::sync_channel(WAITING);
    let threads_search = Threads {
        engine,
        riddle,
        options,
        merge_hints,
        threads,
        shared: &shared,
        found: AtomicU64::new(0),
        counts: Mutex::new(Counts::default()),
        collect: PhantomData::<fn() -> C>,
    };
    let mut delivered = 0u64;
    pool.in_place_scope(|scope| {
        // Each thread's task holds a sender: the solutions stop coming when every task is done.
        threads_search.spawn(scope, Vec::new(), model.weights.to_vec(), send);
        if C::BUILDS {
            for solution in receive.iter() {
                delivered += 1;
                if collect.take(|| solution).is_break() {
                    shared.stop(StopReason::Caller);
                    break;
                }
            }
        }
        // A thread waiting on a full channel is let go: its send fails, and it stops at its
        // next node.
        drop(receive);
    });
    let counts = threads_search
        .counts
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    model.counts.fills += counts.fills;
    model.counts.rejections += counts.rejections;
    let total = shared.nodes.load(Ordering::SeqCst);
    let max_solutions = options.max_solutions as u64;
    SearchOutcome {
        found: if C::BUILDS {
            delivered
        } else {
            threads_search.found.load(Ordering::SeqCst).min(max_solutions)
        },
        stopped: shared.stopped(),
        nodes: options.max_nodes.map_or(total, |max| total.min(max)),
    }
}

/// What the threads of one parallel search read and share.
struct Threads<'a, E, C> {
    engine: &'a E,
    riddle: &'a Riddle,
    options: &'a SolveOptions,
    merge_hints: bool,
    threads: usize,
    shared: &'a Shared,
    /// Solutions found by every thread (past the limit: refused, not given).
    found: AtomicU64,
    /// What the rules did, over every thread's model.
    counts: Mutex<Counts>,
    collect: PhantomData<fn() -> C>,
}

impl<'a, E: Engine, C: Collect> Threads<'a, E, C> {
    /// Searches the subtree that `path` leads to on a thread of the pool.
    /// Its solutions go to `send`, to the calling thread; it branches with `weights` (the giver's).
    fn spawn<'s>(
        &'s self,
        scope: &rayon::Scope<'s>,
        path: Vec<Decision>,
        weights: Vec<u64>,
        send: mpsc::SyncSender<Solution>,
    ) where
        'a: 's,
    {
        scope.spawn(move |scope| {
            self.engine
                .with_workspace(|ws| self.search(scope, ws, path, weights, &send));
            self.shared.idle.fetch_add(1, Ordering::SeqCst);
        });
    }

    /// One thread's search of the subtree that `path` leads to, in its workspace `ws`.
    fn search<'s>(
        &'s self,
        scope: &rayon::Scope<'s>,
        ws: &mut E::Workspace,
        path: Vec<Decision>,
        weights: Vec<u64>,
        send: &mpsc::SyncSender<Solution>,
    ) where
        'a: 's,
    {
        if self.shared.stopped().is_some() {
            return;
        }
        let mut model = super::compile::model_in(
            self.riddle,
            |_| true,
            false,
            self.merge_hints,
            std::mem::take(E::model(ws)),
        );
        debug_assert_eq!(weights.len(), model.values());
        model.weights = super::branch::Weights::new(weights);
        let hand_over =
            |path: Vec<Decision>, weights: Vec<u64>| self.spawn(scope, path, weights, send.clone());
        let parallel = Parallel {
            shared: self.shared,
            hand_over: &hand_over,
        };
        let mut collect = Gives { threads: self, send };
        self.engine.search_in(
            &mut model,
            self.riddle,
            self.options,
            ws,
            &mut collect,
            Some((parallel, self.threads)),
            path,
        );
        {
            let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
            counts.fills += model.counts.fills;
            counts.rejections += model.counts.rejections;
        }
        *E::model(ws) = model;
        E::trim(ws);
    }
}

/// A thread's solutions, counted in total and sent to the calling thread.
struct Gives<'t, 'a, E, C> {
    threads: &'t Threads<'a, E, C>,
    send: &'t mpsc::SyncSender<Solution>,
}

impl<E: Engine, C: Collect> Collect for Gives<'_, '_, E, C> {
    const BUILDS: bool = C::BUILDS;

    fn take(&mut self, make: impl FnOnce() -> Solution) -> ControlFlow<()> {
        let t = self.threads;
        let max = t.options.max_solutions as u64;
        let n = t.found.fetch_add(1, Ordering::SeqCst) + 1;
        if n > max {
            return ControlFlow::Break(());
        }
        if n == max {
            // Before it is sent, so that the caller's answer to it cannot say otherwise.
            t.shared.stop(StopReason::SolutionLimit);
        }
        if C::BUILDS {
            // Waits while the channel is full. The caller may have stopped listening (its
            // callback said stop): nothing to do.
            let _ = self.send.send(make());
        }
        if n == max {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// Whether a search with `options` is split between threads.
pub(super) fn applies(options: &SolveOptions) -> bool {
    options.threads > 1 && !options.steps && options.max_solutions > 0
}

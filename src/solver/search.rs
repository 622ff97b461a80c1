//! Propagate, branch, backtrack, collect every solution; a budget of nodes, never a clock.
//!
//! The search is depth-first with binary branches: where the rules stall, it takes the value with
//! the fewest rows left and tries it at its first row (`Assume … is in row r`), then, on the
//! second branch, not there. The two branches split the solutions, so each solution is found
//! once, and the order is fixed by the riddle and the options. With steps off, the value of the
//! last branch that failed is taken again first while it has two rows or more (last-conflict
//! reasoning: 15% fewer nodes on the large riddles, docs/speed.md); with steps, the branching
//! stays as the detailed solutions were written. Steps off, the search of a riddle of 20 rows and
//! 250 values or more, for more than a few solutions, starts by probing its root: each value at each of its rows,
//! the rules run and undone, the rows where they fail taken out (`probe.rs`).
//!
//! The search keeps one [`State`]. A branch point takes a [`Mark`] of the state's trail, where
//! every change to the state saves the old value first (see [`super::state`]); the second
//! branch undoes the state to the mark, then rules the value out of its row. A [`Frame`] keeps
//! the decision and the mark, not a state: the memory of a search is the compiled model, one
//! state, and the changes of the current branch, which the memory budget
//! ([`SolveOptions::max_memory`]) bounds. With `V` values, `C` columns, `W` words of options,
//! `H` hints, `m` rows and a branch `D` nodes deep, in bytes:
//!
//! ```text
//! model (compiled hints; steps off, watchers of V × ⌈H/64⌉ words)
//!   + 20 V + 52 C + 20 W                       the start state and the search's state
//!   + 16 V·(m+1) + 32 min(C·D, V·(m+1)) + 16 W·min(D, 64)   the trail, at most
//!   + 48 D + the steps of the branch            the stack
//! ```
//!
//! The trail saves an entry once per level at which it changes, and a value's rows change at
//! most `m + 1` times on a branch (each change drops a row, or a great column's bit for unused),
//! a word of options at most 64 times. A
//! riddle of 64 rows, 1,000 columns and no hints (`V` = 64,000, `D` ≈ `V`) holds about 2 million
//! row sets on the trail at its deepest: about 40 MB in all, where a copy of the state per
//! level would be 30 GB.
//!
//! Rule 1's merging of hints comes before the search ([`super::merged_hints`]), except on a small
//! riddle solved with steps off: it is searched first without it, for at most [`QUICK_NODES`]
//! nodes, as most small riddles need no more and rule 1 would cost more than it saves; a riddle
//! that needs more is searched again from the start, rule 1 first.
//!
//! A [`Workspace`] keeps the compiled model's arrays, the search's state, trail, stack and steps
//! from one solve to the next, so that solving many riddles on one thread allocates only what it
//! returns.
//!
//! Each solution goes to a [`Collect`] as it is found: a list ([`solve_riddle`](super::solve_riddle)),
//! the caller's callback ([`solve_each`](super::solve_each)), or nothing at all when the search
//! only counts ([`count_solutions`](super::count_solutions)), which then builds no matrix and no
//! steps.
//!
//! The steps of a solution are those of the branches that lead to it: the rules' deductions at
//! each node, each assumption, and each first branch that failed (`Exclude`), which is what a
//! reader needs to follow the solution without the dead ends.

use super::collect::{deliver_waiting, Collect, CountOnly, Decision, Parallel, SearchOutcome};
use super::merged_hints;
use super::model::Model;
use super::narrowings::Rule;
use super::probe;
use super::sink::{NoSteps, Sink};
use super::state::{Mark, State};
use crate::answer::{Count, Searched, Solution, SolveOptions, Solved, Stats, StopReason};
use crate::riddle::Riddle;
use crate::trace::{FillReason, Step};
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

/// Nodes each check of the conflict explanation may spend.
const CONFLICT_CHECK_NODES: u64 = 20_000;

/// A node whose second branch has not been taken yet: its decision, and where the trail was.
struct Frame {
    value: usize,
    row: usize,
    /// The number of decisions above the node (a second branch is a level of its own: the
    /// trail of narrowings numbers its facts so).
    level: u32,
    mark: Mark,
    /// The length of the trail of narrowings at the node (when it is written).
    why_len: u32,
    steps_len: usize,
    found_before: u64,
    /// The length of the path of decisions at the node (kept only when searching in parallel).
    path_len: u32,
    /// The state at the node, to check that undoing comes back to it exactly (unit tests only).
    #[cfg(test)]
    copy: State,
}

/// What a solve keeps for the next one: the arrays of the compiled model, the search's state
/// and its trail, the stack, and the steps of the current branch, all emptied but allocated.
#[derive(Default)]
pub(crate) struct Workspace {
    /// The compiled model's arrays (taken and given back by `exists.rs`'s searches too).
    pub(super) model: Model,
    state: State,
    stack: Vec<Frame>,
    steps: Vec<Step>,
}

/// The most bytes of compiled model, and of state, trail, stack and steps together, that a
/// workspace keeps after a solve: a workspace that held a riddle much larger than usual lets
/// them go.
const KEPT_MODEL_BYTES: usize = 1 << 20;
const KEPT_SEARCH_BYTES: usize = 1 << 20;

impl Workspace {
    /// Lets go of whatever is above the limits, once a solve is over.
    fn trim(&mut self) {
        if self.model.heap_bytes() + self.model.why.heap_bytes() > KEPT_MODEL_BYTES {
            self.model = Model::default();
        }
        let search_bytes = self.state.heap_bytes()
            + self.stack.capacity() * std::mem::size_of::<Frame>()
            + self.steps.capacity() * std::mem::size_of::<Step>();
        if search_bytes > KEPT_SEARCH_BYTES {
            (self.state, self.stack, self.steps) = Default::default();
        }
    }
}

/// Every solution of `riddle` in a list, within the limits of `options`: [`solve`] into a vector.
pub(crate) fn solve_all(riddle: &Riddle, options: &SolveOptions, ws: &mut Workspace) -> Solved {
    let mut solutions = Vec::new();
    let searched = solve(riddle, options, ws, &mut solutions);
    Solved::from_parts(solutions, searched)
}

/// Solves `riddle` in the arrays of `ws`, each solution given to `collect` as it is found.
pub(crate) fn solve<C: Collect>(
    riddle: &Riddle,
    options: &SolveOptions,
    ws: &mut Workspace,
    collect: &mut C,
) -> Searched {
    // Rule 1 before the search pays on large riddles (far fewer nodes) but costs much of the
    // solve time on small ones, which need hardly more nodes without it. So, steps off, a small
    // riddle is first searched without it, for a few nodes; past them, rule 1 and a search from
    // the start. (The figures behind this choice are in docs/, with the speed history.)
    let small = riddle.rows() <= QUICK_ROWS;
    if options.steps || !small || !merged_hints::can_merge(riddle, riddle.hints().len()) {
        return attempt(riddle, options, true, ws, collect);
    }
    let quick = SolveOptions {
        max_nodes: Some(options.max_nodes.map_or(QUICK_NODES, |max| max.min(QUICK_NODES))),
        ..options.clone()
    };
    // The solutions of the quick search wait until it is known to be kept (at most one per
    // node, so few), so that the caller sees each solution once.
    let mut waiting = Vec::new();
    let mut first = if C::BUILDS {
        attempt(riddle, &quick, false, ws, &mut waiting)
    } else {
        attempt(riddle, &quick, false, ws, collect)
    };
    let budget_left = options.max_nodes.map(|max| max.saturating_sub(first.stats.nodes));
    if first.stopped != Some(StopReason::NodeBudget) || budget_left == Some(0) {
        if C::BUILDS {
            let (found, caller) = deliver_waiting(waiting, collect, first.stopped);
            first.found = found;
            if caller {
                first.stopped = Some(StopReason::Caller);
                first.complete = false;
            }
        }
        return first;
    }
    let rest = SolveOptions {
        max_nodes: budget_left,
        ..options.clone()
    };
    let mut second = attempt(riddle, &rest, true, ws, collect);
    second.stats.nodes += first.stats.nodes;
    second.stats.merges += first.stats.merges;
    second.stats.rejections += first.stats.rejections;
    second
}

/// Steps off, riddles of at most this many rows are searched without rule 1 first: up to this
/// size that search is the faster on the scaling set; from 10×10 most riddles need more than
/// [`QUICK_NODES`], spent in vain.
const QUICK_ROWS: usize = 8;

/// The most nodes of that first search; past them, the riddle is compiled with rule 1 and
/// searched again from the start. Chosen so that the riddles of ZebraLogic's size (up to 6 rows)
/// need fewer.
const QUICK_NODES: u64 = 64;

/// One search of `riddle`, rule 1 merging its hints first when `merge_hints` says so.
fn attempt<C: Collect>(
    riddle: &Riddle,
    options: &SolveOptions,
    merge_hints: bool,
    ws: &mut Workspace,
    collect: &mut C,
) -> Searched {
    let model = std::mem::take(&mut ws.model);
    let mut model = super::compile::model_in(riddle, |_| true, options.steps, merge_hints, model);
    #[cfg(feature = "parallel")]
    let outcome = if super::parallel::applies(options) {
        super::parallel::search(&OneThread, &mut model, riddle, options, merge_hints, ws, collect)
    } else {
        search(&mut model, riddle, options, ws, collect)
    };
    #[cfg(not(feature = "parallel"))]
    let outcome = search(&mut model, riddle, options, ws, collect);
    let counts = model.counts;
    ws.model = model;
    let complete = outcome.stopped.is_none();
    let conflicts = if complete && outcome.found == 0 {
        explain_conflict(riddle, ws)
    } else {
        Vec::new()
    };
    ws.trim();
    Searched {
        found: outcome.found,
        complete,
        stopped: outcome.stopped,
        stats: Stats {
            nodes: outcome.nodes,
            merges: counts.fills,
            rejections: counts.rejections,
        },
        conflicts,
    }
}

/// The search of this file, for `parallel.rs` to run on each thread.
#[cfg(feature = "parallel")]
struct OneThread;

#[cfg(feature = "parallel")]
impl super::parallel::Engine for OneThread {
    type Workspace = Workspace;

    fn search_in<C: Collect>(
        &self,
        model: &mut Model,
        riddle: &Riddle,
        options: &SolveOptions,
        ws: &mut Workspace,
        collect: &mut C,
        parallel: Option<(Parallel<'_>, usize)>,
        path: Vec<Decision>,
    ) -> SearchOutcome {
        search_in(model, riddle, options, ws, collect, parallel, path)
    }

    fn with_workspace(&self, f: impl FnOnce(&mut Workspace)) {
        with_workspace(f)
    }

    fn model(ws: &mut Workspace) -> &mut Model {
        &mut ws.model
    }

    fn trim(ws: &mut Workspace) {
        ws.trim();
    }
}

/// Searches with the state, stack and steps of `ws`, and gives them back to it.
pub(super) fn search<C: Collect>(
    model: &mut Model,
    riddle: &Riddle,
    options: &SolveOptions,
    ws: &mut Workspace,
    collect: &mut C,
) -> SearchOutcome {
    search_in(model, riddle, options, ws, collect, None, Vec::new())
}

/// [`search`], as one thread of a parallel search when `parallel` is given: the subtree that
/// `path` (decisions from the root) leads to, its memory budget split between the threads
/// (`threads`), its nodes counted in total, and its open subtrees handed over to idle threads.
#[allow(clippy::too_many_arguments)]
fn search_in<C: Collect>(
    model: &mut Model,
    riddle: &Riddle,
    options: &SolveOptions,
    ws: &mut Workspace,
    collect: &mut C,
    parallel: Option<(Parallel<'_>, usize)>,
    path: Vec<Decision>,
) -> SearchOutcome {
    let mut state = std::mem::take(&mut ws.state);
    let mut stack = std::mem::take(&mut ws.stack);
    let mut steps = std::mem::take(&mut ws.steps);
    // What the search holds besides its state's trail, the stack and the steps: the model and
    // the state, sized by the riddle before the search.
    let fixed = model.search_bytes();
    // In parallel, each thread holds a model and a state of its own: the budget is shared out.
    let threads = parallel.as_ref().map_or(1, |&(_, threads)| threads);
    let mut search = Search {
        model,
        riddle,
        options,
        state: &mut state,
        stack: &mut stack,
        collect,
        memory_left: options
            .max_memory
            .map(|max| max.saturating_sub(fixed.saturating_mul(threads)) / threads),
        parallel: parallel.map(|(parallel, _)| parallel),
        path,
    };
    let out = if options.steps {
        search.run(&mut steps)
    } else {
        search.run(&mut NoSteps)
    };
    stack.clear();
    steps.clear();
    (ws.state, ws.stack, ws.steps) = (state, stack, steps);
    out
}

/// One search: the model, the riddle and its limits, the one state and the decisions of the
/// current branch.
struct Search<'a, C> {
    model: &'a mut Model,
    riddle: &'a Riddle,
    options: &'a SolveOptions,
    /// The state of the current node; its trail undoes it to the nodes on the stack.
    state: &'a mut State,
    stack: &'a mut Vec<Frame>,
    /// Where the solutions go.
    collect: &'a mut C,
    /// The bytes that the trail, the stack and the steps may take
    /// (`None`: no limit).
    memory_left: Option<usize>,
    /// When searching in parallel: what the threads share.
    parallel: Option<Parallel<'a>>,
    /// When searching in parallel: the decisions from the root to the current node (the
    /// thread's subtree's own first), so that an open subtree can be handed over.
    path: Vec<Decision>,
}

impl<C: Collect> Search<'_, C> {
    /// Searches depth-first, the steps of the current branch in `sink`.
    fn run<S: Sink>(&mut self, sink: &mut S) -> SearchOutcome {
        let mut out = SearchOutcome {
            found: 0,
            stopped: None,
            nodes: 1,
        };
        if self.options.max_solutions == 0 {
            out.stopped = Some(StopReason::SolutionLimit);
            return out;
        }
        // Whether the current node is alive: its rules ran without a conflict.
        let mut alive = self.root(sink);
        if alive && self.path.is_empty() && probe::applies::<S>(self.model, self.options.max_solutions) {
            alive = probe::probe_root(self.model, self.state, sink, self.options.max_nodes);
        }
        if alive && !self.path.is_empty() {
            alive = self.replay(sink, &mut out);
        }
        // Last-conflict reasoning (steps off): the value of the last branch that failed is
        // branched on again while it has two rows or more.
        let mut last_conflict = usize::MAX;
        loop {
            if alive {
                let chosen = if !S::RECORDS
                    && last_conflict != usize::MAX
                    && self.state.row_sets[last_conflict].count_ones() >= 2
                {
                    Some(last_conflict)
                } else {
                    last_conflict = usize::MAX;
                    self.model.weights.choose(self.state)
                };
                match chosen {
                    None => {
                        let flow = self.solution(sink, &mut out);
                        if out.found >= self.options.max_solutions as u64 {
                            out.stopped = Some(StopReason::SolutionLimit);
                            return out;
                        }
                        if flow.is_break() {
                            out.stopped = Some(StopReason::Caller);
                            return out;
                        }
                        alive = false;
                    }
                    Some(value) => {
                        alive = self.first_branch(value, sink, &mut out);
                        if !alive {
                            last_conflict = value;
                        }
                    }
                }
            } else {
                let Some(frame) = self.stack.pop() else {
                    return out;
                };
                if out.stopped.is_some() {
                    return out;
                }
                let value = frame.value;
                alive = self.second_branch(frame, sink, &mut out);
                if !alive {
                    last_conflict = value;
                }
            }
            if out.stopped.is_some() {
                return out;
            }
        }
    }

    /// The root: the start matrix, and the rules run on it (after rule 1's merges, and the cells
    /// filled from the start). False when the rules find a conflict.
    fn root<S: Sink>(&mut self, sink: &mut S) -> bool {
        if S::RECORDS {
            for step in &self.model.merges_before_search {
                sink.record(|| step.clone());
            }
            for cell in self.model.filled_from_the_start(self.riddle) {
                sink.record(|| Step::Fill {
                    cell,
                    reason: FillReason::OnlyRowForValue,
                });
            }
        }
        self.model.start_into(self.state);
        if S::WHY {
            let bits = self.model.table.all_rows | self.model.table.nowhere;
            self.model.why.reset(&self.state.row_sets, bits);
        }
        self.model.schedule_all::<S>();
        self.model.propagate(self.state, sink).is_ok()
    }

    /// A thread's subtree in a parallel search: the decisions of its path taken again from the
    /// root (not counted as nodes: the thread that handed the subtree over took them), the last
    /// one as a node of its own. False when it has no solution, or a budget is spent.
    fn replay<S: Sink>(&mut self, sink: &mut S, out: &mut SearchOutcome) -> bool {
        let (&last, before) = self.path.split_last().expect("a subtree's path");
        for &(value, row, holds) in before {
            if holds {
                self.model.assume::<S>(self.state, value, row);
            } else {
                self.model.exclude(self.state, value, row, sink);
            }
            if self.model.propagate(self.state, sink).is_err() {
                return false;
            }
        }
        self.branch(last, sink, out)
    }

    /// In a parallel search, when a thread is idle: the shallowest open subtree (the second
    /// branch of the bottom frame) handed over to it, and no longer searched here.
    fn hand_over(&mut self) {
        let Some(parallel) = &self.parallel else {
            return;
        };
        if self.stack.is_empty()
            || parallel.shared.idle.load(Ordering::Relaxed) == 0
            || parallel
                .shared
                .idle
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |idle| idle.checked_sub(1))
                .is_err()
        {
            return;
        }
        let frame = self.stack.remove(0);
        let mut path = self.path[..frame.path_len as usize].to_vec();
        path.push((frame.value, frame.row, false));
        (parallel.hand_over)(path, self.model.weights.to_vec());
    }

    /// Takes note of a solution: every value has one row in the state. `Break` when the
    /// collector wants no more.
    fn solution<S: Sink>(&mut self, sink: &S, out: &mut SearchOutcome) -> ControlFlow<()> {
        debug_assert_eq!(self.state.row_sets.len(), self.model.values());
        out.found += 1;
        let (model, state, columns) = (&*self.model, &*self.state, self.riddle.columns());
        self.collect.take(|| Solution {
            matrix: model.matrix(state, columns),
            steps: sink.to_vec(),
        })
    }

    /// Branches on `value` at its first row: the node is kept on the stack for the second
    /// branch, and the first is taken.
    fn first_branch<S: Sink>(&mut self, value: usize, sink: &mut S, out: &mut SearchOutcome) -> bool {
        let row = self.state.row_sets[value].trailing_zeros() as usize;
        self.stack.push(Frame {
            value,
            row,
            level: self.model.why.level,
            mark: self.state.mark(),
            why_len: self.model.why.len() as u32,
            steps_len: sink.len(),
            found_before: out.found,
            path_len: self.path.len() as u32,
            #[cfg(test)]
            copy: self.state.clone(),
        });
        if self.parallel.is_some() {
            self.path.push((value, row, true));
        }
        sink.record(|| Step::Assume {
            cell: self.model.cell(value, row),
            holds: true,
        });
        if S::WHY {
            let level = self.model.why.level + 1;
            self.decide(level);
        }
        self.branch((value, row, true), sink, out)
    }

    /// The second branch of `frame`'s node: its value not at its row. The step says `Exclude`
    /// when the first branch had no solution, `Assume … not` when it had.
    fn second_branch<S: Sink>(&mut self, frame: Frame, sink: &mut S, out: &mut SearchOutcome) -> bool {
        self.state.undo(frame.mark);
        #[cfg(test)]
        assert_eq!(*self.state, frame.copy, "undoing comes back to the node's state");
        sink.truncate(frame.steps_len);
        if self.parallel.is_some() {
            self.path.truncate(frame.path_len as usize);
            self.path.push((frame.value, frame.row, false));
        }
        if S::WHY {
            self.model.why.truncate(frame.why_len as usize);
            self.decide(frame.level + 1);
        }
        sink.record(|| {
            let cell = self.model.cell(frame.value, frame.row);
            if out.found == frame.found_before {
                Step::Exclude { cell }
            } else {
                Step::Assume { cell, holds: false }
            }
        });
        self.branch((frame.value, frame.row, false), sink, out)
    }

    /// The search's decision at `level`: the narrowings from now on are of that level, and the
    /// decision's own of rule [`Rule::Fact`].
    fn decide(&mut self, level: u32) {
        self.model.why.level = level;
        self.model.why.now = Rule::Fact(level);
    }

    /// Takes one branch: counts the node, applies the assumption (`value` at `row` when `holds`,
    /// else not there) and runs the rules. False when the branch has no solution, or a budget
    /// is spent: of nodes, or of memory (the trail, the stack and the steps, checked at each
    /// node: one node's rules may go past it by what they change).
    fn branch<S: Sink>(
        &mut self,
        (value, row, holds): (usize, usize, bool),
        sink: &mut S,
        out: &mut SearchOutcome,
    ) -> bool {
        if self.collect.given_up() {
            out.stopped = Some(StopReason::Caller);
            return false;
        }
        if let Some(parallel) = &self.parallel {
            let shared = parallel.shared;
            if shared.stop.load(Ordering::Relaxed) != 0 {
                // Another thread stopped the search (and said why).
                out.stopped = Some(StopReason::Caller);
                return false;
            }
            let before = shared.nodes.fetch_add(1, Ordering::Relaxed);
            if self.options.max_nodes.is_some_and(|max| before >= max) {
                shared.stop(StopReason::NodeBudget);
                out.stopped = Some(StopReason::NodeBudget);
                return false;
            }
            self.hand_over();
        } else if self.options.max_nodes.is_some_and(|max| out.nodes >= max) {
            out.stopped = Some(StopReason::NodeBudget);
            return false;
        }
        if let Some(left) = self.memory_left {
            let used = self.state.trail.bytes()
                + self.stack.len() * std::mem::size_of::<Frame>()
                + sink.len() * std::mem::size_of::<Step>()
                + if S::WHY { self.model.why.bytes() } else { 0 };
            if used > left {
                if let Some(parallel) = &self.parallel {
                    parallel.shared.stop(StopReason::MemoryBudget);
                }
                out.stopped = Some(StopReason::MemoryBudget);
                return false;
            }
        }
        out.nodes += 1;
        if holds {
            self.model.assume::<S>(self.state, value, row);
        } else {
            self.model.exclude(self.state, value, row, sink);
        }
        self.model.propagate(self.state, sink).is_ok()
    }
}

/// One search of `riddle` that counts its solutions and builds none.
pub(super) fn search_count(riddle: &Riddle, options: &SolveOptions) -> Searched {
    with_workspace(|ws| solve(riddle, options, ws, &mut CountOnly))
}

/// Counts the solutions of `riddle` in one search, not by parts (`options` as
/// [`count_solutions`](super::count_solutions) makes them: every solution, steps off).
pub(crate) fn count_whole(riddle: &Riddle, options: &SolveOptions) -> Count {
    let searched = search_count(riddle, options);
    Count {
        count: u128::from(searched.found),
        decimal: searched.found.to_string(),
        complete: searched.complete,
        stopped: searched.stopped,
        stats: searched.stats,
        parts: 1,
    }
}

/// Runs `solve` in this thread's workspace: the solver's working arrays kept from one call to
/// the next.
pub(super) fn with_workspace<T>(solve: impl FnOnce(&mut Workspace) -> T) -> T {
    thread_local! {
        static WORKSPACE: std::cell::RefCell<Workspace> = Default::default();
    }
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => solve(&mut ws),
        // A callback of `solve_each` that solves a riddle itself: a fresh workspace for that one.
        Err(_) => solve(&mut Workspace::default()),
    })
}

/// With no solution: a set of hints that cannot all hold, made small by dropping each hint in
/// turn while the rest still provably have no solution.
fn explain_conflict(riddle: &Riddle, ws: &mut Workspace) -> Vec<usize> {
    let mut active = vec![true; riddle.hints().len()];
    // When the rules fail at the root, the hints their reasons reach fail with the start matrix
    // alone: the deletion starts from those (see `super::premises`).
    let [root]: [_; 1] = super::premises::deduce_explained(riddle, &[Vec::new()])
        .try_into()
        .expect("one query, one answer");
    if let Some(conflict) = root.conflict {
        active.fill(false);
        for h in conflict.hints {
            active[h] = true;
        }
    }
    let check = SolveOptions {
        max_solutions: 1,
        max_nodes: Some(CONFLICT_CHECK_NODES),
        steps: false,
        ..SolveOptions::default()
    };
    for h in 0..active.len() {
        if !active[h] {
            continue;
        }
        active[h] = false;
        let mut model =
            super::compile::model_in(riddle, |i| active[i], false, true, std::mem::take(&mut ws.model));
        let outcome = search(&mut model, riddle, &check, ws, &mut CountOnly);
        ws.model = model;
        let still_unsolvable = outcome.stopped.is_none() && outcome.found == 0;
        if !still_unsolvable {
            active[h] = true;
        }
    }
    (0..active.len()).filter(|&h| active[h]).collect()
}

#[cfg(test)]
mod tests;

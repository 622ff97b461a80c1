//! Propagate, branch, backtrack, collect every solution; a budget of nodes, never a clock.
//!
//! The search is depth-first with binary branches: where the rules stall, it takes the value with
//! the fewest rows left and tries it at its first row (`Assume … is in row r`), then, on the
//! second branch, not there. The two branches split the solutions, so each solution is found
//! once, and the order is fixed by the riddle alone. A state is a row set per value: a branch
//! copies a few hundred bytes, and nothing is undone by hand.
//!
//! The steps of a solution are those of the branches that lead to it: the rules' deductions at
//! each node, each assumption, and each first branch that failed (`Exclude`), which is what a
//! reader needs to follow the solution without the dead ends.

use crate::rules::{Model, State};
use crate::trace::{FillReason, Step};
use crate::{Riddle, Solution, SolveOptions, Solved, Stats, StopReason};

/// Nodes each check of the conflict explanation may spend.
const CONFLICT_CHECK_NODES: u64 = 20_000;

/// A node whose second branch has not been taken yet.
struct Frame {
    state: State,
    value: usize,
    row: usize,
    steps_len: usize,
    solutions_before: usize,
}

/// What one search found.
struct Outcome {
    solutions: Vec<Solution>,
    stopped: Option<StopReason>,
    nodes: u64,
}

pub(crate) fn solve(riddle: &Riddle, options: &SolveOptions) -> Solved {
    let mut model = Model::new(riddle, |_| true, options.steps);
    let outcome = search(&mut model, riddle, options);
    let complete = outcome.stopped.is_none();
    let conflicts = if complete && outcome.solutions.is_empty() {
        explain_conflict(riddle)
    } else {
        Vec::new()
    };
    Solved {
        solutions: outcome.solutions,
        complete,
        stopped: outcome.stopped,
        stats: Stats {
            nodes: outcome.nodes,
            merges: model.counts.merges,
            rejections: model.counts.rejections,
        },
        conflicts,
    }
}

fn search(model: &mut Model, riddle: &Riddle, options: &SolveOptions) -> Outcome {
    let columns = riddle.columns();
    let mut out = Outcome {
        solutions: Vec::new(),
        stopped: None,
        nodes: 1,
    };
    if options.max_solutions == 0 {
        out.stopped = Some(StopReason::SolutionLimit);
        return out;
    }
    let mut steps: Vec<Step> = Vec::new();
    if options.steps {
        steps.extend(model.merges_before_search.iter().cloned());
        let fills = model.filled_from_the_start(riddle).into_iter();
        steps.extend(fills.map(|cell| Step::Fill {
            cell,
            reason: FillReason::OnlyRowForValue,
        }));
    }
    let mut stack: Vec<Frame> = Vec::new();
    // States of finished branches, reused so that a node allocates nothing once the search has
    // reached its depth.
    let mut spare: Vec<State> = Vec::new();
    let mut state = model.start();
    model.schedule_all();
    let mut current = model
        .propagate(&mut state, options.steps.then_some(&mut steps))
        .ok()
        .map(|()| state);
    loop {
        if let Some(state) = current.take() {
            match model.choose(&state) {
                None => {
                    debug_assert_eq!(state.dom.len(), model.values());
                    out.solutions.push(Solution {
                        matrix: model.matrix(&state, columns),
                        steps: steps.clone(),
                    });
                    if out.solutions.len() >= options.max_solutions {
                        out.stopped = Some(StopReason::SolutionLimit);
                        return out;
                    }
                    spare.push(state);
                }
                Some(value) => {
                    let row = state.dom[value].trailing_zeros() as usize;
                    let mut child = match spare.pop() {
                        Some(mut child) => {
                            child.clone_from(&state);
                            child
                        }
                        None => state.clone(),
                    };
                    stack.push(Frame {
                        state,
                        value,
                        row,
                        steps_len: steps.len(),
                        solutions_before: out.solutions.len(),
                    });
                    if options.steps {
                        steps.push(Step::Assume {
                            cell: model.cell(value, row),
                            holds: true,
                        });
                    }
                    current = match branch(model, &mut child, value, row, true, options, &mut steps, &mut out)
                    {
                        Some(()) => Some(child),
                        None => {
                            spare.push(child);
                            None
                        }
                    };
                }
            }
        } else {
            let Some(frame) = stack.pop() else {
                return out;
            };
            if out.stopped.is_some() {
                return out;
            }
            steps.truncate(frame.steps_len);
            if options.steps {
                let cell = model.cell(frame.value, frame.row);
                steps.push(if out.solutions.len() == frame.solutions_before {
                    Step::Exclude { cell }
                } else {
                    Step::Assume { cell, holds: false }
                });
            }
            let mut child = frame.state;
            current = match branch(
                model,
                &mut child,
                frame.value,
                frame.row,
                false,
                options,
                &mut steps,
                &mut out,
            ) {
                Some(()) => Some(child),
                None => {
                    spare.push(child);
                    None
                }
            };
        }
        if out.stopped.is_some() {
            return out;
        }
    }
}

/// Takes one branch: counts the node, applies the assumption and runs the rules.
#[allow(clippy::too_many_arguments)]
fn branch(
    model: &mut Model,
    state: &mut State,
    value: usize,
    row: usize,
    holds: bool,
    options: &SolveOptions,
    steps: &mut Vec<Step>,
    out: &mut Outcome,
) -> Option<()> {
    if options.max_nodes.is_some_and(|max| out.nodes >= max) {
        out.stopped = Some(StopReason::NodeBudget);
        return None;
    }
    out.nodes += 1;
    if holds {
        model.assume(state, value, row);
    } else {
        model.exclude(state, value, row, options.steps.then_some(&mut *steps));
    }
    model.propagate(state, options.steps.then_some(steps)).ok()
}

/// With no solution: a set of hints that cannot all hold, made small by dropping each hint in
/// turn while the rest still provably have no solution.
fn explain_conflict(riddle: &Riddle) -> Vec<usize> {
    let mut active = vec![true; riddle.hints().len()];
    let check = SolveOptions {
        max_solutions: 1,
        max_nodes: Some(CONFLICT_CHECK_NODES),
        steps: false,
    };
    for h in 0..active.len() {
        active[h] = false;
        let mut model = Model::new(riddle, |i| active[i], false);
        let outcome = search(&mut model, riddle, &check);
        let still_unsolvable = outcome.stopped.is_none() && outcome.solutions.is_empty();
        if !still_unsolvable {
            active[h] = true;
        }
    }
    (0..active.len()).filter(|&h| active[h]).collect()
}

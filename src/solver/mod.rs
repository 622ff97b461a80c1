//! The solver: the riddle compiled into row sets, the three merge rules run to a fixpoint, and a
//! search that branches where they stall. Its face is [`solve_riddle`]; the rest is hidden.
//!
//! Reading order: [`compile`] (hints into options, parts and literals), [`propagate`] (the driver),
//! [`hints`] (rules 1 and 2), [`columns`] (rule 3 and Hall sets), [`narrow`] (what a narrowing
//! wakes), [`branch`] (which value to try), [`search`] (the search and its workspace), and
//! [`blocks`] (rule 1's merging of hints before the search). [`state`] and [`flat`] hold the data
//! they share.

mod blocks;
mod branch;
mod columns;
mod compile;
mod flat;
mod hints;
mod model;
mod narrow;
mod propagate;
mod search;
mod sink;
mod state;
#[cfg(test)]
mod tests;

use crate::answer::{SolveOptions, Solved};
use crate::riddle::Riddle;

/// Finds every solution of `riddle`, within the limits of `options`.
///
/// Each thread keeps the solver's working arrays from one call to the next (up to a bound), so
/// that solving many riddles allocates little more than the answers.
pub fn solve_riddle(riddle: &Riddle, options: &SolveOptions) -> Solved {
    thread_local! {
        static WORKSPACE: std::cell::RefCell<search::Workspace> = Default::default();
    }
    WORKSPACE.with(|ws| match ws.try_borrow_mut() {
        Ok(mut ws) => search::solve(riddle, options, &mut ws),
        // Never in practice (a solve calls no user code), but a fresh workspace is always right.
        Err(_) => search::solve(riddle, options, &mut search::Workspace::default()),
    })
}

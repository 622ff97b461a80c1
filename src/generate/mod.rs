//! Riddle generation (one solution, no hint to spare) steered toward a level, and the
//! difficulty rating.
//!
//! [`generate`] draws a hidden solution, then random true hints until the solver finds no other
//! solution, then drops every hint the riddle can do without (see `minimize.rs`): the riddle it
//! returns has exactly one solution, and removing any one hint gives it more. Everything comes
//! from the seed through a small generator of its own ([SplitMix64]), so a seed gives the same
//! riddle on every platform, WebAssembly included. [`rate`] reads a difficulty level from how
//! the solver solves a riddle. With [`GenerateOptions::difficulty`], each attempt is steered
//! toward the level (`steer.rs`: the kinds drawn, the order of removal, the rating as it goes;
//! past [`MINIMAL_ROWS`]×[`MINIMAL_COLUMNS`] a hint whose removal would overshoot the level
//! stays, so that no hint can go keeping one solution and the level), and attempts go on, each
//! with a seed hashed from the seed and the attempt's number, until the rating matches; a level
//! the size cannot have ([`reachable_levels`]) fails at once.
//!
//! ```
//! use gridriddle::{solve_riddle, SolveOptions, generate::{generate, GenerateOptions}};
//!
//! let made = generate(&GenerateOptions { rows: 4, columns: 3, seed: 7, ..GenerateOptions::default() })?;
//! let solved = solve_riddle(&made.riddle, &SolveOptions::default());
//! assert_eq!(solved.solutions.len(), 1);
//! assert_eq!(made.riddle.names(&solved.solutions[0].matrix), made.solution);
//! assert_eq!(made.riddle.hint_texts().unwrap().len(), made.riddle.hints().len());
//! # Ok::<(), gridriddle::generate::GenerateError>(())
//! ```
//!
//! The files: `kinds.rs` (the kinds of hints), `solution_grid.rs` (the hidden solution),
//! `hints.rs` (a hint by its meaning: drawing a true one, its options and sentence),
//! `theme.rs` (column names and words: `Colour` red, green…, `Year` 1910…; words up to
//! [`THEMED_ROWS`] rows, generic `A` with `A1`… past that or past the themes), `minimize.rs`
//! (the two phases), `checks.rs` (a removal check of phase 2, and who makes it), `ahead.rs` (the
//! checks run ahead on threads, cargo feature `parallel`), `steer.rs` (toward a level),
//! `rate.rs` (the levels, defined in its docs), `rng.rs` (the random numbers).
//!
//! How long it takes: the table of docs/generating.md (every size from 6×6 to 20×10 and
//! every level, `cargo run --release --example generation_table`), and `cargo bench --bench
//! generate`. Unsteered, most of it goes to proving, hint by hint, that a hint is needed: on
//! large riddles the solver can take thousands of nodes to find the second solution.
//! The riddles solved on the way are made from typed parts (each hint's options compiled once
//! into value ids, `Riddle::with_hints`), not from text.
//!
//! [SplitMix64]: https://prng.di.unimi.it/splitmix64.c

#[cfg(feature = "parallel")]
mod ahead;
mod ambiguous;
mod checks;
#[cfg(test)]
mod english;
mod head;
mod hints;
mod kinds;
mod make;
mod minimize;
mod options;
mod rate;
mod read;
mod rng;
mod solution_grid;
mod steer;
mod theme;
mod unsolvable;
mod zbc;

pub use ambiguous::{generate_ambiguous, Ambiguous};
pub use kinds::HintKind;
pub use make::generate_with_progress;
pub use options::{
    default_max_nodes, GenerateError, GenerateOptions, Generated, Progress, MAX_GENERATED_COLUMNS,
};
pub use rate::{rate, rate_on_threads, rate_with_budget, Difficulty, Rating, RATE_MAX_NODES};
pub(crate) use read::read_description;
pub use steer::{reachable_levels, MINIMAL_COLUMNS, MINIMAL_ROWS};
pub use theme::THEMED_ROWS;
pub(crate) use theme::{question, Person};
pub use unsolvable::{generate_unsolvable, Unsolvable};

/// For tests: in this whole process, run the generator's removal checks ahead on the threads
/// ([`GenerateOptions::threads`] above 1) once they have spent `nodes` nodes instead of 10,000,
/// so that small riddles test it too. The riddles made do not depend on it; a no-op
/// without the cargo feature `parallel`.
#[doc(hidden)]
pub fn run_checks_ahead_after(nodes: u64) {
    #[cfg(feature = "parallel")]
    ahead::run_checks_ahead_after(nodes);
    #[cfg(not(feature = "parallel"))]
    let _ = nodes;
}

/// Generates a riddle with exactly one solution and no hint to spare.
///
/// The same options give the same riddle on every platform. Errors: a size out of range, kinds
/// that cannot make such a riddle, the node budget spent, or the difficulty not reached in
/// [`GenerateOptions::max_attempts`] riddles.
pub fn generate(options: &GenerateOptions) -> Result<Generated, GenerateError> {
    generate_with_progress(options, &mut |_| {})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_budget_grows_to_20x20_and_falls_past_it() {
        assert_eq!(default_max_nodes(5, 5), 2_000_000);
        assert_eq!(default_max_nodes(20, 9), 2_000_000); // 200 cells with the houses' column
        assert_eq!(default_max_nodes(20, 20), 6_000_000);
        assert_eq!(default_max_nodes(64, 64), 6_000_000 * 420 / (64 * 65));
        let budgets: Vec<u64> = (1..=20).map(|c| default_max_nodes(20, c)).collect();
        assert!(budgets.windows(2).all(|w| w[0] <= w[1]), "{budgets:?}");
        assert!(default_max_nodes(30, 30) < default_max_nodes(20, 20));
        let options = GenerateOptions {
            rows: 20,
            columns: 20,
            ..GenerateOptions::default()
        };
        assert_eq!(options.node_budget(), 6_000_000);
        let given = GenerateOptions {
            max_nodes: Some(7),
            ..options
        };
        assert_eq!(given.node_budget(), 7);
    }
}

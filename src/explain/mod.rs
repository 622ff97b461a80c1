//! Explanations a person can follow: what a step rests on, made minimal.
//!
//! The solver's rules log why each narrowing happened (`solver::reasons`); [`minimal`] turns the
//! hints and cells a step's walk-back reaches into a minimal citation with the exact solver.

pub(crate) mod minimal;

//! The bounds of one call of `play/`: its node budget and the most solutions it counts.

/// The node budget of one call of this module, over all the searches it makes: the default of
/// [`crate::SolveOptions::max_nodes`].
pub const PLAY_MAX_NODES: u64 = 1_000_000;

/// The most solutions [`check_grid`](super::check_grid) and
/// [`redundant_hints`](super::redundant_hints) count or compare.
pub const PLAY_MAX_SOLUTIONS: usize = 1000;

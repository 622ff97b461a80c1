//! The compiled hints ([`Compiled`]): each hint of the riddle (or several merged by rule 1) as
//! options of literal blocks of literals, in flat arrays, for the rules to revise.
//!
//! Invariants (built once per riddle by `compile.rs`, read-only during a search):
//! - every span of a hint, option or block points into the arrays of the same `Compiled`;
//! - a hint's `values` lists each value its options mention once, and a literal's `local` is the
//!   index of its value there (so a revision gathers per value in a scratch of that width);
//! - a block's `valid` placements keep every literal inside the riddle matrix, and never hold a
//!   great column's "unused" bit;
//! - an option's index is its bit in `State::rejected`; when every option has one block, block
//!   `o` is option `o`'s (as `hints.rs`'s `revise_one_block_hint` reads it).

use super::flat::Span;
use super::state::Rows;

/// One literal of a block: placing the block at `p` puts value `value` at row `p + delta`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Literal {
    /// Global value index.
    pub(super) value: u32,
    /// Index of the value in its hint's values.
    pub(super) local: u32,
    pub(super) delta: u32,
}

/// A block of an option: literals that move together, and the placements allowed to it.
#[derive(Debug, Clone, Copy)]
pub(super) struct LiteralBlock {
    /// Placements `p` that keep every literal inside the riddle matrix (0 = never fits).
    pub(super) valid: Rows,
    /// Its literals, in `Model::lits`.
    pub(super) lits: Span,
    /// Rows the block spans from its placement (1 for a group of `singleHints: true`).
    pub(super) height: u32,
}

/// An option of a compiled hint; its index in `Model::opts` is its bit in `State::rejected`.
#[derive(Debug, Clone, Copy)]
pub(super) struct CompiledOption {
    /// Its blocks, in `Model::blocks`.
    pub(super) blocks: Span,
    /// The option taken from each of the hint's riddle hints, in `Model::choices`.
    pub(super) choice: Span,
}

/// A hint of the riddle, compiled: one hint, or several merged by rule 1.
#[derive(Debug, Clone, Copy)]
pub(super) struct CompiledHint {
    /// The riddle's hints behind it, in `Model::origins`.
    pub(super) hints: Span,
    /// Its options, in `Model::opts`.
    pub(super) options: Span,
    /// Every value (global index) some option mentions, in `Model::hint_values`.
    pub(super) values: Span,
    /// How it is revised without steps.
    pub(super) shape: HintShape,
    /// The literals of all its options: what a revision costs.
    pub(super) size: u32,
}

/// How a compiled hint is revised without steps, by the shape of its options (with steps, by [`revise_hint`](super::hints::revise_hint)'s general
/// pass, which records them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum HintShape {
    /// One option in one block (a fact, or facts merged into a rigid block: most hints), by
    /// `hints.rs`'s `revise_rigid_hint`.
    Rigid,
    /// Options of one block each (`singleHints: false`), each that can fit mentioning every value
    /// of the hint (as "next to", or hints merged by rule 1 from such): no option leaves a value
    /// free, and `hints.rs`'s `revise_one_block_hint` need not count which do.
    Covering,
    /// Options of one block each, some of which leave a value free ("X is not with Y").
    OneBlock,
    /// Options in several blocks (`singleHints: true`): by the general pass.
    General,
}

/// The compiled hints, in flat arrays: each hint's spans point into the others.
#[derive(Default)]
pub(super) struct Compiled {
    pub(super) hints: Vec<CompiledHint>,
    pub(super) options: Vec<CompiledOption>,
    pub(super) blocks: Vec<LiteralBlock>,
    pub(super) lits: Vec<Literal>,
    /// The riddle's hints behind each compiled hint.
    pub(super) origins: Vec<usize>,
    /// Per option, the option it takes of each of the riddle's hints behind it.
    pub(super) choices: Vec<usize>,
    /// Per hint, the values (global indices) its options mention.
    pub(super) values: Vec<u32>,
}

/// Per value `v`, the compiled hints that mention it, revised again when `v` narrows (built with
/// the hints by `compile.rs`, read-only during a search).
#[derive(Default)]
pub(super) struct Watchers {
    /// `list[start[v]..start[v + 1]]` are the watchers of `v` (the list with steps only;
    /// `start` counts them either way).
    pub(super) start: Vec<u32>,
    pub(super) list: Vec<u32>,
    /// Steps off, the same as one [`HintSet`](super::flat::HintSet) per value, one after the other.
    pub(super) bits: Vec<u64>,
}

//! Where the rules' deductions go: the steps of the detailed solution, or nowhere.
//!
//! The solver is generic over a [`Sink`], so that it has one code path whether steps are
//! recorded or not: with [`NoSteps`], every step is a call that compiles away, and what depends
//! on recording (the order hints are revised in, see [`Sink::RECORDS`]) is a constant.

use crate::trace::Step;

/// A destination for steps.
pub(super) trait Sink {
    /// Whether steps are recorded. It also picks the order of the revisions: with steps, the
    /// hint queued last is revised first (the order the detailed solutions were written in);
    /// without, the cheapest hint first, and two values filled on one row fail at once.
    const RECORDS: bool;

    /// Whether the rules write the trail of narrowings, each with its rule (see
    /// [`super::narrowings`]): for explanations. Off, every write to it is
    /// behind this constant and compiles away.
    const WHY: bool = false;

    /// Records the step `step` makes (not called, and not built, without recording).
    fn record(&mut self, step: impl FnOnce() -> Step);

    /// The number of steps recorded so far (0 without recording).
    fn len(&self) -> usize;

    /// Drops the steps after the first `len` (a branch given up).
    fn truncate(&mut self, len: usize);

    /// The steps recorded so far (none without recording).
    fn to_vec(&self) -> Vec<Step>;
}

impl Sink for Vec<Step> {
    const RECORDS: bool = true;

    fn record(&mut self, step: impl FnOnce() -> Step) {
        self.push(step());
    }

    fn len(&self) -> usize {
        Vec::len(self)
    }

    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }

    fn to_vec(&self) -> Vec<Step> {
        self.clone()
    }
}

/// The steps of the detailed solution, with the trail of narrowings written in the model's
/// [`Narrowings`](super::narrowings::Narrowings) as the rules deduce.
#[derive(Default)]
pub(super) struct WithReasons(pub(super) Vec<Step>);

impl Sink for WithReasons {
    const RECORDS: bool = true;
    const WHY: bool = true;

    fn record(&mut self, step: impl FnOnce() -> Step) {
        self.0.push(step());
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    fn to_vec(&self) -> Vec<Step> {
        self.0.clone()
    }
}

/// The sink of a solve without steps: records nothing.
pub(super) struct NoSteps;

impl Sink for NoSteps {
    const RECORDS: bool = false;

    #[inline(always)]
    fn record(&mut self, _: impl FnOnce() -> Step) {}

    #[inline(always)]
    fn len(&self) -> usize {
        0
    }

    #[inline(always)]
    fn truncate(&mut self, _: usize) {}

    #[inline(always)]
    fn to_vec(&self) -> Vec<Step> {
        Vec::new()
    }
}

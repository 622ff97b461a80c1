//! Which value to try next: the branching weights ([`Weights`], dom/wdeg), fewest rows for the
//! weight of the failures a value was blamed for.
//!
//! Invariants: one weight per value (global index), at least 1 (one for each hint the value is
//! in and one for its column, from the compiled riddle); weights only grow during a search.

use super::state::{rows_of, State};

/// Per value, one for each hint it is in and one for its column, plus the failures it was
/// blamed for (`Model::count_failure`, in `propagate.rs`, says which values a failure blames): the branching prefers the values blamed often
/// ("dom/wdeg").
#[derive(Default)]
pub(super) struct Weights {
    per_value: Vec<u64>,
}

impl Weights {
    /// The weights of a riddle just compiled: `per_value` (one for each hint a value is in, one
    /// for its column).
    pub(super) fn new(per_value: Vec<u64>) -> Weights {
        debug_assert!(per_value.iter().all(|&w| w >= 1));
        Weights { per_value }
    }

    /// Its array, for the next riddle compiled.
    pub(super) fn into_vec(self) -> Vec<u64> {
        self.per_value
    }

    /// A copy of the weights, for a thread that takes over a subtree (`parallel.rs`), so that
    /// it branches as the search it came from would, not as at the start.
    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    pub(super) fn to_vec(&self) -> Vec<u64> {
        self.per_value.clone()
    }

    /// The bytes of its array.
    pub(super) fn bytes(&self) -> usize {
        std::mem::size_of_val(&self.per_value[..])
    }

    /// The weight of value `v`.
    #[cfg(test)]
    pub(super) fn of(&self, v: usize) -> u64 {
        self.per_value[v]
    }

    /// Blames the values `values` of a hint that failed: every one of them.
    pub(super) fn blame_hint(&mut self, values: &[u32]) {
        for &v in values {
            self.per_value[v as usize] += 1;
        }
    }

    /// Blames the filled values of a column that failed: `filled`, bits of their index in the
    /// column, whose first value is `first`. A column holds many values, and most of them had no
    /// part in its failure: those filled are what pushed the others out of their rows (blaming
    /// every value of the column takes more nodes: see the speed history in docs/).
    pub(super) fn blame_column(&mut self, first: usize, filled: u64) {
        // The bits of the column's filled values (`rows_of` iterates any bit set).
        for i in rows_of(filled) {
            self.per_value[first + i] += 1;
        }
    }

    /// The value to branch on: the one with the fewest rows left (two or more) for its weight;
    /// ties go to the first.
    pub(crate) fn choose(&self, state: &State) -> Option<usize> {
        // No value yet: weight 0 against a size of 1, which every value of two rows or more beats
        // (weights are at least 1). Selected with masks, not branches: which value wins is data.
        let (mut best_size, mut best_weight, mut best) = (1u64, 0u64, usize::MAX);
        for ((v, &d), &weight) in state.row_sets.iter().enumerate().zip(&self.per_value) {
            let size = u64::from(d.count_ones());
            // size / weight < best_size / best_weight, without division.
            let better = (size >= 2) & (size * best_weight < best_size * weight);
            let mask = u64::from(better).wrapping_neg();
            best_size = size & mask | best_size & !mask;
            best_weight = weight & mask | best_weight & !mask;
            best = v & mask as usize | best & !(mask as usize);
        }
        (best != usize::MAX).then_some(best)
    }
}

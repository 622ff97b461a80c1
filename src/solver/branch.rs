//! Which value to try next: fewest rows for the weight of the failures it was blamed for.

use super::model::Model;
use super::state::{rows_of, Conflict, State};

impl Model {
    /// Adds a failure to the weights of the values it blames: every value of a hint that failed,
    /// and the filled values of a column that failed. A column holds many values, and most of
    /// them had no part in its failure: those filled are what pushed the others out of their
    /// rows (blaming every value of the column takes more nodes: see the speed history in
    /// docs/).
    pub(super) fn count_failure(&mut self, conflict: Conflict, state: &State) {
        match conflict {
            Conflict::Hint(h) => {
                for &v in &self.compiled.values[self.compiled.hints[h].values.range()] {
                    self.weight[v as usize] += 1;
                }
            }
            Conflict::Column(c) => {
                let first = self.table.columns[c].start as usize;
                // The bits of the column's filled values (`rows_of` iterates any bit set).
                for i in rows_of(state.sets[c].filled) {
                    self.weight[first + i] += 1;
                }
            }
            #[cfg(feature = "learning")]
            Conflict::Nogood(id) => {
                for i in 0..self.learn.nogoods.lits(id).len() {
                    let v = self.learn.nogoods.lits(id)[i].value as usize;
                    self.weight[v] += 1;
                }
            }
        }
    }

    /// The value to branch on: the one with the fewest rows left (two or more) for its weight,
    /// the number of hints it is in plus one, and the failures it was blamed for since (see
    /// [`Model::count_failure`]); ties go to the first.
    pub(crate) fn choose(&self, state: &State) -> Option<usize> {
        // No value yet: weight 0 against a size of 1, which every value of two rows or more beats
        // (weights are at least 1). Selected with masks, not branches: which value wins is data.
        let (mut best_size, mut best_weight, mut best) = (1u64, 0u64, usize::MAX);
        for ((v, &d), &weight) in state.row_sets.iter().enumerate().zip(&self.weight) {
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

//! Finding hints that make the hidden solution the only one, then dropping every hint not needed.
//!
//! Both phases are driven by counterexamples: other solutions the solver finds.
//!
//! 1. While the riddle has other solutions than the hidden one, each other solution found (up to
//!    [`COUNTEREXAMPLES`] per solve) gets a new random hint that holds in the hidden solution but
//!    not in it. One solve adds several hints, and every hint added rules out a solution that was
//!    still possible.
//! 2. The hints are tried for removal in a random order. A hint stays without a solve when some
//!    counterexample breaks it and no other hint left: removing it would let that solution back
//!    in. Otherwise the riddle without it is solved: still one solution, and the hint goes; more,
//!    and it stays, with the new counterexample remembered. A hint that stays is needed in every
//!    smaller riddle too, so one pass leaves a minimal riddle. Toward a level on a large riddle
//!    (`Steer::guard`), a hint whose removal keeps one solution but makes the riddle harder than
//!    asked stays, and is tried again after every round that removed a hint (the level of a
//!    riddle is not monotone in its hints), until a round removes nothing: no hint of the riddle
//!    made can go keeping one solution and the level. A check that takes more than
//!    [`FIRST_PASS_NODES`] nodes waits until all the others are done: by then more hints are gone,
//!    the riddle is weaker, and the other solution that proves the hint needed is found sooner
//!    (20×10: half the time, on 30 seeds); it is never given up, but tried again with
//!    [`DEFERRED_GROWTH`] times the nodes each round, so that the checks quick to answer are
//!    answered before the slow ones, whose answer may change with theirs. Before a solve, a few
//!    small changes of the hidden solution that break the hint are tried (two values of a column
//!    swapped, three rotated, two houses' residents swapped): one that keeps every other hint is
//!    a counterexample found without the solver, which on large riddles can take many nodes to
//!    find another solution. (A candidate is checked against every kept hint: a comparison
//!    depends on the number in its first value's row, which a swap of two other values can
//!    change.)

use super::checks::{limit, trial_options, Checks, Fixed, Here, Removal, Trial};
use super::head::riddle_head;
use super::hints::Hint;
use super::kinds::HintKind;
use super::options::Progress;
use super::rate::{rate_with_budget, Difficulty, Rating};
use super::rng::Rng;
use super::solution_grid::SolutionGrid;
use super::steer::Steer;
use super::theme::Column;
use crate::{solve_riddle, Riddle, Solved, StopReason, ValueId};
use ndarray::Array2;

/// Other solutions asked of one solve in phase 1.
const COUNTEREXAMPLES: usize = 8;

/// Draws of a random hint to rule out one counterexample before giving up: far more than
/// needed (a counterexample differs from the hidden solution in at least two values).
const MAX_DRAWS: usize = 100_000;

/// Why phase 1 or 2 stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Failure {
    /// The node budget ran out.
    Budget,
    /// No hint of the kinds allowed rules out a solution.
    Kinds,
    /// The riddle is already harder than the level asked: this attempt cannot reach it.
    Miss,
}

/// What one solve said.
enum Uniqueness {
    Unique,
    Others(Vec<SolutionGrid>),
    /// The solve's own node cap was reached first.
    Unknown,
}

/// Nodes a removal check may take on the first pass; checks that need more wait until every
/// other hint has been tried, when the riddle is weaker and another solution easier to find.
const FIRST_PASS_NODES: u64 = 1000;

/// How much larger a waiting check's node cap is each time it is tried again: 1,000 nodes, then
/// 8,000, 64,000, 512,000 and so on, until the answer comes or the cap passes the attempt's
/// budget. The slowest checks traced (20×20, seed 2) kept the riddle unique, proved by a search
/// as long as solving a riddle with nothing to spare (400,000 nodes and more). Each waiting check
/// answered quickly first removes a hint or proves it needed, and a slow check may then be
/// answered sooner. Trying them uncapped in turn instead spent 34.2 million nodes at 20×20 on
/// seeds 1–16 (those this was tuned on) against 22.2 million, and 38.4 million on seeds 17–32
/// against 36.6 million (docs/speed.md).
const DEFERRED_GROWTH: u64 = 8;

/// The search for a minimal set of hints, for one hidden solution.
pub(crate) struct Minimizer<'a> {
    pub(crate) columns: &'a [Column],
    pub(crate) grid: &'a SolutionGrid,
    pub(crate) kinds: &'a [HintKind],
    /// Toward which level, and how.
    pub(crate) steer: Steer,
    /// Search nodes left in the budget; spent nodes are taken off.
    pub(crate) nodes_left: &'a mut u64,
    /// The riddle matrix and the values, without hints: every riddle solved is it with some of
    /// the hints.
    base: Riddle,
    /// Per column, value index → value id in `base`.
    ids: Vec<Vec<ValueId>>,
    /// Per column, value id in `base` → value index.
    index: Vec<Vec<usize>>,
    /// Threads the removal checks may run on (see `ahead.rs`); the hints kept do not depend on it.
    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    threads: usize,
}

impl<'a> Minimizer<'a> {
    pub(crate) fn new(
        columns: &'a [Column],
        grid: &'a SolutionGrid,
        kinds: &'a [HintKind],
        steer: Steer,
        nodes_left: &'a mut u64,
        threads: usize,
    ) -> Self {
        let base = Riddle::from_file(&riddle_head(columns)).expect("a generated riddle is valid");
        let ids: Vec<Vec<ValueId>> = (columns.iter().enumerate())
            .map(|(c, column)| {
                let id = |value: &String| {
                    base.values(c)
                        .iter()
                        .position(|v| v == value)
                        .expect("a value of the column")
                };
                column
                    .values
                    .iter()
                    .map(|value| (id(value) + 1) as ValueId)
                    .collect()
            })
            .collect();
        let index = ids
            .iter()
            .map(|ids| {
                let mut index = vec![usize::MAX; ids.len() + 1];
                for (value, &id) in ids.iter().enumerate() {
                    index[usize::from(id)] = value;
                }
                index
            })
            .collect();
        Minimizer {
            columns,
            grid,
            kinds,
            steer,
            nodes_left,
            base,
            ids,
            index,
            threads,
        }
    }

    /// A minimal set of hints whose only solution is the hidden one, in the order drawn, and
    /// maybe its rating with the budget left at the end, when it was made ahead on a thread that
    /// was free ([`rate_with_budget`] of the riddle of the hints gives the same when the rating
    /// is known and took fewer nodes than the budget left). `progress` hears of every solve:
    /// the hints so far in phase 1, the hints tried in phase 2.
    pub(crate) fn run(
        &mut self,
        rng: &mut Rng,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<(Vec<Hint>, Option<Rating>), Failure> {
        let rows = self.grid.cell.len();
        // Comparisons need a column of numbers.
        let numeric: Vec<usize> = (self.columns.iter().enumerate())
            .filter_map(|(c, column)| column.compare.map(|_| c))
            .collect();
        let kinds: Vec<HintKind> = (self.kinds.iter().copied())
            .filter(|&k| k != HintKind::Compare || !numeric.is_empty())
            .collect();
        let weights: Vec<u32> = kinds.iter().map(|&k| self.steer.weight(k, rows)).collect();
        let mut hints: Vec<Hint> = Vec::new();
        // Each hint's options as value ids, made once.
        let mut options: Vec<Vec<Array2<ValueId>>> = Vec::new();
        let mut counterexamples: Vec<SolutionGrid> = Vec::new();
        // Phase 1.
        while let Uniqueness::Others(others) = self.solve(options.clone(), COUNTEREXAMPLES, None)? {
            progress(Progress::Adding { hints: hints.len() });
            let first_new = hints.len();
            for other in others {
                if hints[first_new..].iter().any(|h| !h.holds(&other)) {
                    continue;
                }
                let hint = (0..MAX_DRAWS)
                    .map(|_| Hint::draw(kinds[rng.weighted(&weights)], self.grid, &numeric, rng))
                    .find(|h| !h.holds(&other))
                    .ok_or(Failure::Kinds)?;
                options.push(hint.option_ids(&self.ids));
                hints.push(hint);
                counterexamples.push(other);
            }
        }
        // Toward easy or medium: a riddle already harder than asked only gets harder.
        if self.steer.target.is_some_and(|t| t <= Difficulty::Medium) && {
            let steer = self.steer;
            let riddle = self.base.with_hints(options.clone());
            steer.too_hard(self.rate(&riddle)?)
        } {
            return Err(Failure::Miss);
        }
        self.remove(hints, &options, &counterexamples, rng, progress)
    }

    /// Phase 2: drops every hint the riddle of `hints` (each its `options` as value ids) can do
    /// without, the `counterexamples` of phase 1 first noted; the hints kept, in their order, and
    /// maybe their riddle's rating (see [`Minimizer::run`]).
    fn remove(
        &mut self,
        hints: Vec<Hint>,
        options: &[Vec<Array2<ValueId>>],
        counterexamples: &[SolutionGrid],
        rng: &mut Rng,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<(Vec<Hint>, Option<Rating>), Failure> {
        let mut mentions: Vec<Vec<Vec<usize>>> = self
            .columns
            .iter()
            .map(|c| vec![Vec::new(); c.values.len()])
            .collect();
        for (i, hint) in hints.iter().enumerate() {
            for v in hint.values() {
                mentions[v.col][v.value].push(i);
            }
        }
        let mut order: Vec<usize> = (0..hints.len()).collect();
        rng.shuffle(&mut order);
        order.sort_by_key(|&i| hints[i].kind().strength());
        if self.steer.strong_first() {
            order.reverse();
        }
        // The checks are made in the order of one thread whatever the threads: see `ahead.rs`.
        let base = self.base.clone();
        let fixed = Fixed {
            base: &base,
            grid: self.grid,
            hints: &hints,
            options,
            mentions: &mentions,
        };
        #[cfg(feature = "parallel")]
        let (kept, rating) = if self.threads > 1 {
            std::thread::scope(|scope| {
                let mut ahead = super::ahead::Ahead::new(scope, fixed, self.threads);
                self.removals(&mut ahead, fixed, order, counterexamples, progress)
            })
        } else {
            self.removals(&mut Here(fixed), fixed, order, counterexamples, progress)
        }?;
        #[cfg(not(feature = "parallel"))]
        let (kept, rating) = self.removals(&mut Here(fixed), fixed, order, counterexamples, progress)?;
        let hints = (hints.into_iter().zip(kept))
            .filter_map(|(h, k)| k.then_some(h))
            .collect();
        Ok((hints, rating))
    }

    /// The loop of phase 2 (see the module docs), each removal checked by `checks`: which hints
    /// stay, and the rating of their riddle if `checks` made it.
    fn removals<C: Checks>(
        &mut self,
        checks: &mut C,
        fixed: Fixed<'_>,
        order: Vec<usize>,
        counterexamples: &[SolutionGrid],
        progress: &mut dyn FnMut(Progress),
    ) -> Result<(Vec<bool>, Option<Rating>), Failure> {
        let hints = fixed.hints;
        // For each counterexample, which hints it breaks, and how many are left.
        let mut kept = vec![true; hints.len()];
        let (mut breaks, mut broken_by) = (Vec::new(), Vec::new());
        for g in counterexamples {
            note_counterexample(g, hints, &kept, &mut breaks, &mut broken_by);
        }
        let mut deferred = Vec::new();
        // Hints kept for the level alone (the riddle without one had one solution but rated
        // harder than asked), each with the count of removals when it was last tried: a later
        // removal changes the riddle, so they are tried again until a round removes nothing.
        let mut for_level: Vec<(usize, usize)> = Vec::new();
        let mut removals = 0;
        let mut queue = order
            .into_iter()
            .map(|h| (h, FIRST_PASS_NODES))
            .collect::<Vec<_>>();
        let mut next = 0;
        let start = *self.nodes_left;
        loop {
            if next == queue.len() {
                if !deferred.is_empty() {
                    queue.extend(
                        (deferred.drain(..))
                            .map(|(h, cap): (usize, u64)| (h, cap.saturating_mul(DEFERRED_GROWTH))),
                    );
                } else if for_level.iter().any(|&(_, at)| at < removals) {
                    // Only those tried before the last removal: the others were tried on the
                    // riddle as it is.
                    let (again, same): (Vec<_>, Vec<_>) =
                        for_level.drain(..).partition(|&(_, at)| at < removals);
                    for_level = same;
                    queue.extend(again.into_iter().map(|(h, _)| (h, FIRST_PASS_NODES)));
                } else {
                    break;
                }
            }
            progress(Progress::Removing {
                tried: next,
                of: queue.len() + deferred.len(),
            });
            let (h, cap) = queue[next];
            next += 1;
            let needed = |h: usize| breaks.iter().zip(&broken_by).any(|(b, &n)| n == 1 && b[h]);
            if needed(h) {
                continue;
            }
            let trial = Trial {
                at: next - 1,
                queue: &queue,
                kept: &kept,
                spent: start - *self.nodes_left,
                nodes_left: *self.nodes_left,
                closing: deferred.is_empty() && !for_level.iter().any(|&(_, at)| at < removals),
                needed: &needed,
            };
            let found = checks.check(trial, self.max_nodes(Some(cap)));
            let uniqueness = match found {
                Removal::Nearby(g) => {
                    note_counterexample(&g, hints, &kept, &mut breaks, &mut broken_by);
                    continue;
                }
                Removal::Solved(solved) => self.judge(solved, Some(cap))?,
            };
            kept[h] = false;
            match uniqueness {
                Uniqueness::Unknown => {
                    // Slow to answer: tried again with a larger cap once every other hint has
                    // been tried (a weaker riddle shows another solution sooner).
                    kept[h] = true;
                    deferred.push((h, cap));
                }
                Uniqueness::Unique
                    if self.steer.guard && {
                        let level = self.rate(&fixed.riddle(&kept, None))?;
                        let steer = self.steer;
                        steer.too_hard(level)
                    } =>
                {
                    kept[h] = true;
                    for_level.push((h, removals));
                }
                Uniqueness::Unique => {
                    removals += 1;
                    for (b, n) in breaks.iter().zip(broken_by.iter_mut()) {
                        if b[h] {
                            *n -= 1;
                        }
                    }
                }
                Uniqueness::Others(others) => {
                    kept[h] = true;
                    for g in others {
                        note_counterexample(&g, hints, &kept, &mut breaks, &mut broken_by);
                    }
                }
            }
        }
        let rating = checks.rating(&kept);
        Ok((kept, rating))
    }

    /// Solves the riddle of these hints (each its options as value ids), steps off, for at most
    /// `max` solutions and `cap` nodes (when the budget left is larger).
    fn solve(
        &mut self,
        hints: Vec<Vec<Array2<ValueId>>>,
        max: usize,
        cap: Option<u64>,
    ) -> Result<Uniqueness, Failure> {
        let riddle = self.base.with_hints(hints);
        let solved = solve_riddle(&riddle, &trial_options(max, self.max_nodes(cap)));
        self.judge(solved, cap)
    }

    /// The nodes a solve capped at `cap` may take: the cap, or the budget left when it is less.
    fn max_nodes(&self, cap: Option<u64>) -> u64 {
        limit(cap, *self.nodes_left)
    }

    /// What a solve capped at `cap` said ([`Minimizer::max_nodes`] nodes at most), its nodes
    /// taken off the budget.
    fn judge(&mut self, solved: Solved, cap: Option<u64>) -> Result<Uniqueness, Failure> {
        let capped = cap.is_some_and(|cap| cap < *self.nodes_left);
        *self.nodes_left = self.nodes_left.saturating_sub(solved.stats.nodes);
        if matches!(
            solved.stopped,
            Some(StopReason::NodeBudget | StopReason::MemoryBudget)
        ) {
            return if capped {
                Ok(Uniqueness::Unknown)
            } else {
                Err(Failure::Budget)
            };
        }
        if solved.complete && solved.solutions.len() == 1 {
            debug_assert_eq!(self.grid_of(&solved.solutions[0].matrix), *self.grid);
            return Ok(Uniqueness::Unique);
        }
        let others = solved
            .solutions
            .iter()
            .map(|s| self.grid_of(&s.matrix))
            .filter(|g| g != self.grid)
            .collect();
        Ok(Uniqueness::Others(others))
    }

    /// The level of `riddle`, rated with [`Steer::rating_cap`] nodes at most (`unknown` past
    /// them).
    fn rate(&mut self, riddle: &Riddle) -> Result<Difficulty, Failure> {
        let rows = self.grid.cell.len();
        let cap = self.steer.rating_cap(rows, self.columns.len() - 1);
        if *self.nodes_left < cap {
            return Err(Failure::Budget);
        }
        let rating = rate_with_budget(riddle, cap);
        *self.nodes_left = self.nodes_left.saturating_sub(rating.nodes);
        Ok(rating.difficulty)
    }

    /// A solution of the solver as value indices of [`Self::columns`].
    fn grid_of(&self, matrix: &Array2<ValueId>) -> SolutionGrid {
        let cell = matrix
            .rows()
            .into_iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &id)| self.index[c][usize::from(id)])
                    .collect()
            })
            .collect();
        let sizes: Vec<usize> = self.columns.iter().map(|c| c.values.len()).collect();
        SolutionGrid::with_sizes(cell, &sizes)
    }
}

/// Remembers counterexample `g`: which kept hints it breaks (in `breaks`), and how many (in
/// `broken_by`).
fn note_counterexample(
    g: &SolutionGrid,
    hints: &[Hint],
    kept: &[bool],
    breaks: &mut Vec<Vec<bool>>,
    broken_by: &mut Vec<usize>,
) {
    let b: Vec<bool> = hints
        .iter()
        .zip(kept)
        .map(|(hint, &k)| k && !hint.holds(g))
        .collect();
    broken_by.push(b.iter().filter(|&&x| x).count());
    breaks.push(b);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::theme;

    #[test]
    fn a_riddle_of_parts_is_the_riddle_of_its_file_and_ids_map_back() {
        let mut rng = Rng::new(3);
        for (rows, attributes) in [(1, 2), (3, 2), (5, 4), (13, 3)] {
            let columns = theme::columns(rows, attributes, &mut rng);
            let grid = SolutionGrid::random(rows, attributes + 1, &mut rng);
            let numeric: Vec<usize> = (1..columns.len())
                .filter(|&c| columns[c].compare.is_some())
                .collect();
            let kinds: Vec<HintKind> = (HintKind::ALL.into_iter())
                .filter(|k| k.fits(rows, attributes) && (*k != HintKind::Compare || !numeric.is_empty()))
                .collect();
            let mut nodes = u64::MAX;
            let steer = Steer::new(None, rows, attributes);
            let minimizer = Minimizer::new(&columns, &grid, &kinds, steer, &mut nodes, 1);
            let hints: Vec<Hint> = (0..20)
                .map(|i| Hint::draw(kinds[i % kinds.len()], &grid, &numeric, &mut rng))
                .collect();
            let parts =
                (minimizer.base).with_hints(hints.iter().map(|h| h.option_ids(&minimizer.ids)).collect());
            let mut file = super::riddle_head(&columns);
            file.hints = hints.iter().map(|h| h.options(&columns)).collect();
            assert_eq!(parts, Riddle::from_file(&file).unwrap(), "{rows}×{attributes}");
            let matrix =
                Array2::from_shape_fn((rows, attributes + 1), |(r, c)| minimizer.ids[c][grid.cell[r][c]]);
            assert_eq!(parts.names(&matrix)[0][1], columns[1].values[grid.cell[0][1]]);
            assert_eq!(minimizer.grid_of(&matrix), grid);
        }
    }
}

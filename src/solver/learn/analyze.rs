//! A failure analysed into a first-UIP nogood, each removal it reaches explained by asking its
//! rule again what it read (see the module above for the reasons).

use super::{Learn, Lit, NOW};
use crate::solver::branch::Weights;
use crate::solver::compiled::{Compiled, LiteralBlock};
use crate::solver::narrowings::{Narrowings, Rule};
use crate::solver::state::{rows_of, single, Conflict, Rows, State};
use crate::solver::table::ValueTable;

/// The most literals a learnt nogood may have: a longer one is dropped, as it seldom prunes and
/// costs its checks.
const MAX_LEARNT: usize = 64;

/// What the analysis of a failure reads (the trail of narrowings, the value table, the
/// compiled hints: to ask a removal's rule again what it read) and writes (the nogoods and the
/// analysis's scratch), borrowed from the model.
struct Analysis<'a> {
    learn: &'a mut Learn,
    why: &'a Narrowings,
    table: &'a ValueTable,
    compiled: &'a Compiled,
}

impl Analysis<'_> {
    /// Analyses `conflict`, met at level `self.why.level`, into a nogood in
    /// `self.learn.learnt` (first its *unique implication point*, the one literal of the failing
    /// level left once the others are explained, then the literals of earlier levels, the
    /// latest first); false when it is too long to keep. The nogoods it used are bumped.
    fn analyze(&mut self, state: &State, conflict: Conflict) -> bool {
        let learn = &mut self.learn;
        learn.epoch = learn.epoch.wrapping_add(1);
        if learn.epoch == 0 {
            learn.seen.fill(0);
            learn.value_seen.fill(0);
            learn.epoch = 1;
        }
        learn.current.clear();
        learn.decision_reached = false;
        learn.learnt.clear();
        learn.learnt_values = 0;
        #[cfg(test)]
        learn.pushed.clear();
        match conflict {
            Conflict::Hint(h) => self.explain_hint(state, h, None, NOW),
            Conflict::Column(c) => self.explain_column_failure(state, c),
            Conflict::Nogood(id) => {
                self.learn.nogoods.bump(id);
                for i in 0..self.learn.nogoods.lits(id).len() {
                    let lit = self.learn.nogoods.lits(id)[i];
                    self.push_holding(state, lit, NOW);
                }
            }
        }
        #[cfg(test)]
        super::audit::conflict(&mut self.learn.pushed, conflict);
        // The failing level's removals, latest first, until one is left; given up as soon as
        // the earlier levels' literals name more values than a nogood may have literals.
        while self.learn.current.len() + usize::from(self.learn.decision_reached) > 1 {
            if self.learn.learnt_values > MAX_LEARNT {
                return false;
            }
            let (_, k) = self.learn.current.pop().expect("two or more");
            let (stride, _) = self.why.bits();
            let (v, b) = (k as usize / stride, k as usize % stride);
            self.explain_removal(state, v, b);
            #[cfg(test)]
            {
                let rule = self.why.get(self.why.removed_by(v, b)).rule;
                super::audit::step(&mut self.learn.pushed, (v, b), rule);
            }
        }
        self.learn.nogoods.decay();
        let learn = &mut self.learn;
        let why = &self.why;
        let (stride, all_bits) = why.bits();
        let uip = match learn.current.pop() {
            Some((_, k)) => Some(Lit {
                value: k / stride as u32,
                row: (k as usize % stride) as u8,
                at: false,
            }),
            None if learn.decision_reached => learn.decision_now,
            None => None,
        };
        // A value all of whose other rows are in the nogood is at its row: one literal.
        let lits = &mut learn.learnt;
        lits.sort_unstable_by_key(|l| (l.value, l.row));
        let whole = all_bits.count_ones() as usize - 1;
        let mut out = std::mem::take(&mut learn.compressed);
        out.clear();
        let mut i = 0;
        while i < lits.len() {
            let u = lits[i].value;
            let j = i + lits[i..].iter().take_while(|l| l.value == u).count();
            if j - i == whole && whole > 0 {
                let gone = lits[i..j].iter().fold(0, |acc: Rows, l| acc | 1 << l.row);
                let row = (all_bits & !gone).trailing_zeros() as u8;
                out.push(Lit {
                    value: u,
                    row,
                    at: true,
                });
            } else {
                out.extend_from_slice(&lits[i..j]);
            }
            i = j;
        }
        // The latest level first, to be watched with the implication point.
        let level = |u: usize, b: usize| why.get(why.removed_by(u, b)).level;
        let level_of = |l: &Lit| {
            let u = l.value as usize;
            if l.at {
                rows_of(all_bits & !(1 << l.row))
                    .map(|b| level(u, b))
                    .max()
                    .unwrap_or(0)
            } else {
                level(u, l.row as usize)
            }
        };
        out.sort_by_key(|l| std::cmp::Reverse(level_of(l)));
        out.splice(0..0, uip);
        learn.compressed = std::mem::replace(&mut learn.learnt, out);
        !learn.learnt.is_empty() && learn.learnt.len() <= MAX_LEARNT
    }

    /// Value `u`'s rows at time `t`: its rows now, and those removed at `t` or later. `t` is a
    /// time of the failing level (or [`NOW`]), so only the rows the value lost at this level
    /// can come back.
    fn rows_at(&self, state: &State, u: usize, t: u64) -> Rows {
        let rows = state.row_sets[u];
        if t == NOW {
            return rows;
        }
        self.why.rows_before(u, rows, t as u32)
    }

    /// When bit `b` left value `u` (it must be absent): the index of its narrowing.
    #[inline]
    fn time(&self, u: usize, b: usize) -> u64 {
        u64::from(self.why.removed_by(u, b))
    }

    /// Takes the removal of bit `b` from value `u` into the analysis: a removal at the root holds
    /// in every solution and is left out, one of an earlier level goes into the nogood, and one
    /// of the failing level is explained in its turn (its decision is where that stops).
    #[inline]
    fn push(&mut self, u: usize, b: usize) {
        let learn = &mut self.learn;
        let (stride, _) = self.why.bits();
        let k = u * stride + b;
        #[cfg(test)]
        learn.pushed.push((u, b));
        if learn.seen[k] == learn.epoch {
            return;
        }
        learn.seen[k] = learn.epoch;
        let e = self.why.removed_by(u, b);
        let narrowing = self.why.get(e);
        let (level, rule) = (narrowing.level, narrowing.rule);
        debug_assert!(
            level <= self.why.level,
            "a removal of a level below the failing one"
        );
        if level == 0 || rule == Rule::Start {
            return;
        }
        if level < self.why.level {
            if learn.value_seen[u] != learn.epoch {
                learn.value_seen[u] = learn.epoch;
                learn.learnt_values += 1;
            }
            learn.learnt.push(Lit {
                value: u as u32,
                row: b as u8,
                at: false,
            });
        } else if matches!(rule, Rule::Fact(_)) {
            learn.decision_reached = true;
        } else {
            learn.current.push((u64::from(e), k as u32));
        }
    }

    /// Explains the removals of value `u` made before `t`, except of the bits `but`.
    fn push_all_before(&mut self, state: &State, u: usize, t: u64, but: Rows) {
        let (_, all_bits) = self.why.bits();
        for b in rows_of(all_bits & !state.row_sets[u] & !but) {
            if self.time(u, b) < t {
                self.push(u, b);
            }
        }
    }

    /// Explains why `lit` held before `t`.
    fn push_holding(&mut self, state: &State, lit: Lit, t: u64) {
        let (u, r) = (lit.value as usize, lit.row as usize);
        if lit.at {
            self.push_all_before(state, u, t, 1 << r);
        } else {
            self.push(u, r);
        }
    }

    /// Explains one removal by what made it.
    fn explain_removal(&mut self, state: &State, v: usize, b: usize) {
        let e = self.why.removed_by(v, b);
        let t = u64::from(e);
        match self.why.get(e).rule {
            // Neither is explained: the start matrix holds everywhere, and a decision is where
            // the analysis of its level stops.
            Rule::Start | Rule::Fact(_) => {}
            Rule::Hint(h) => self.explain_hint(state, h as usize, Some((v, b)), t),
            Rule::ColumnFill(c) => {
                let range = self.table.columns[c as usize].clone();
                let filler = range
                    .map(|u| u as usize)
                    .find(|&u| u != v && self.rows_at(state, u, t) == 1 << b);
                // (Filled at `t`: its other rows were removed before.)
                match filler {
                    Some(u) => self.push_all_before(state, u, t, 1 << b),
                    None => self.push_column_before(state, c as usize, t),
                }
            }
            Rule::ColumnLonely(c, r) => {
                for u in self.table.columns[c as usize].clone().map(|u| u as usize) {
                    if u != v {
                        self.push(u, r as usize);
                    }
                }
            }
            Rule::ColumnHall(c, rows) => {
                for u in self.table.columns[c as usize].clone().map(|u| u as usize) {
                    if u != v && self.rows_at(state, u, t) & !rows == 0 {
                        self.push_all_before(state, u, t, rows);
                    }
                }
            }
            Rule::ColumnAll(c) => self.push_column_before(state, c as usize, t),
            Rule::Nogood { id, lit } => {
                self.learn.nogoods.bump(id);
                for i in 0..self.learn.nogoods.lits(id).len() {
                    let other = self.learn.nogoods.lits(id)[i];
                    if other != lit {
                        self.push_holding(state, other, t);
                    }
                }
            }
        }
    }

    /// Explains every removal in column `c` made before `t` (sound for any rule of the column).
    fn push_column_before(&mut self, state: &State, c: usize, t: u64) {
        for u in self.table.columns[c].clone() {
            self.push_all_before(state, u as usize, t, 0);
        }
    }

    /// Explains why hint `h`, at time `t`, took bit `b` from value `v` (`removal`), or, with no
    /// removal, why none of its readings fits now.
    fn explain_hint(&mut self, state: &State, h: usize, removal: Option<(usize, usize)>, t: u64) {
        let hint = self.compiled.hints[h];
        for o in hint.options.range() {
            let option = self.compiled.options[o];
            let fits = option
                .blocks
                .range()
                .all(|p| self.placements_at(state, self.compiled.blocks[p], t) != 0);
            // (`all` stops at the first block with none, as `explain_unfit` looks for.)
            let Some((v, b)) = removal.filter(|_| fits) else {
                self.explain_unfit(state, o, t);
                continue;
            };
            // A reading that fits took the row from `v`: each placement that would have put `v`
            // there lacks a cell. (A reading that does not mention `v` and fits leaves it free:
            // it cannot be so, the rule having narrowed `v`.)
            let mut mentions = false;
            for p in option.blocks.range() {
                let block = self.compiled.blocks[p];
                for l in block.lits.range() {
                    let lit = self.compiled.lits[l];
                    if lit.value as usize != v {
                        continue;
                    }
                    mentions = true;
                    let Some(at) = b.checked_sub(lit.delta as usize) else {
                        continue;
                    };
                    if at < 64 && block.valid & (1 << at) != 0 {
                        self.explain_placement(state, block, at, t);
                    }
                }
            }
            if !mentions {
                debug_assert!(false, "a fitting reading left the value free");
                for &u in &self.compiled.values[hint.values.range()].to_vec() {
                    self.push_all_before(state, u as usize, t, 0);
                }
            }
        }
    }

    /// The placements of `block` that fit at time `t`.
    fn placements_at(&self, state: &State, block: LiteralBlock, t: u64) -> Rows {
        let mut placements = block.valid;
        for l in block.lits.range() {
            let lit = self.compiled.lits[l];
            placements &= self.rows_at(state, lit.value as usize, t) >> lit.delta;
        }
        placements
    }

    /// Explains why option `o` did not fit at `t`: a block with no placement left, each of its
    /// placements lacking a cell.
    fn explain_unfit(&mut self, state: &State, o: usize, t: u64) {
        let option = self.compiled.options[o];
        let mut best: Option<LiteralBlock> = None;
        for p in option.blocks.range() {
            let block = self.compiled.blocks[p];
            if self.placements_at(state, block, t) == 0
                && best.is_none_or(|b| block.valid.count_ones() < b.valid.count_ones())
            {
                best = Some(block);
            }
        }
        let block = best;
        let Some(block) = block else {
            debug_assert!(false, "an option that fits explained as not fitting");
            return;
        };
        for at in rows_of(block.valid) {
            self.explain_placement(state, block, at, t);
        }
    }

    /// Explains why `block` could not be placed at `at` at time `t`: the cell it needs that was
    /// removed first.
    fn explain_placement(&mut self, state: &State, block: LiteralBlock, at: usize, t: u64) {
        let mut best: Option<(u64, usize, usize)> = None;
        for lit in &self.compiled.lits[block.lits.range()] {
            let (u, r) = (lit.value as usize, at + lit.delta as usize);
            if state.row_sets[u] & (1 << r) != 0 {
                continue;
            }
            let time = self.time(u, r);
            if time < t && best.is_none_or(|(b, _, _)| time < b) {
                best = Some((time, u, r));
            }
        }
        match best {
            Some((_, u, r)) => self.push(u, r),
            None => debug_assert!(false, "a placement that fits explained as not fitting"),
        }
    }

    /// Explains why column `c` fails now: two values filled on one row, a value with no row, a
    /// row no value can take, or more values inside some rows than there are rows; else every
    /// removal in the column.
    fn explain_column_failure(&mut self, state: &State, c: usize) {
        let range = self.table.columns[c].clone();
        let (first, n) = (range.start as usize, range.len());
        let values = first..first + n;
        let great = n > self.table.rows;
        let rows = &state.row_sets[values.clone()];
        // Two values filled on one row.
        let mut seen: Rows = 0;
        for (i, &d) in rows.iter().enumerate() {
            if single(d) {
                if seen & d != 0 {
                    let j = rows.iter().position(|&e| e == d).expect("seen");
                    let r = d.trailing_zeros() as usize;
                    self.push_all_before(state, first + i, NOW, 1 << r);
                    self.push_all_before(state, first + j, NOW, 1 << r);
                    return;
                }
                seen |= d;
            }
        }
        if !great {
            if let Some(i) = rows.iter().position(|&d| d == 0) {
                self.push_all_before(state, first + i, NOW, 0);
                return;
            }
            let all = self.table.all_rows;
            let covered = rows.iter().fold(0, |acc, &d| acc | d);
            if n == self.table.rows && covered != all {
                let r = (all & !covered).trailing_zeros() as usize;
                for u in values {
                    self.push(u, r);
                }
                return;
            }
            // The smallest set of rows, among the values' own, with more values inside.
            let violated = rows
                .iter()
                .map(|&set| (set, rows.iter().filter(|&&d| d & !set == 0).count()))
                .filter(|&(set, inside)| inside > set.count_ones() as usize)
                .min_by_key(|&(set, _)| set.count_ones());
            if let Some((set, _)) = violated {
                for (i, &d) in rows.iter().enumerate() {
                    if d & !set == 0 {
                        self.push_all_before(state, first + i, NOW, set);
                    }
                }
                return;
            }
        }
        self.push_column_before(state, c, NOW);
    }
}

/// Learns from the failure `conflict` of the current branch (its state `state`): keeps the
/// nogood its analysis gives (of the trail `why`, the table and the compiled hints), forgetting
/// some first when they are too many, and has it checked at the next propagation, where, its
/// failing level undone, it may have one open literal left. Its values are blamed in `weights`.
pub(in crate::solver) fn learn_from(
    learn: &mut Learn,
    why: &Narrowings,
    table: &ValueTable,
    compiled: &Compiled,
    weights: &mut Weights,
    state: &State,
    conflict: Conflict,
) {
    let mut analysis = Analysis {
        learn,
        why,
        table,
        compiled,
    };
    if !analysis.analyze(state, conflict) {
        return;
    }
    let learn = analysis.learn;
    #[cfg(test)]
    super::audit::nogood(&learn.learnt);
    if learn.nogoods.full() {
        let locked = Learn::locked(why);
        learn.nogoods.forget(&locked);
    }
    learn.nogoods.add(&learn.learnt);
    // Branching by recent failures: the values of the nogood weigh more (fewer nodes on
    // three large riddles of four).
    let key = learn.nogoods.key(learn.learnt[0]);
    learn.check_later(key);
    for l in &learn.learnt {
        weights.blame(l.value as usize);
    }
}

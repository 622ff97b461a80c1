//! The learnt nogoods: kept in one arena, each watched on two literals, forgotten by activity.
//!
//! A nogood is a set of literals that cannot all hold. While two of them are not known to hold,
//! it can tell nothing, so it is *watched* on two such literals (its first two), and looked at
//! again only when one of them may have come to hold: "v not at r" when row `r` leaves `v`, "v at
//! r" when `v` is filled (each literal has its *key*, [`Nogoods::key`], and a list of watchers). When one watched literal holds, another that
//! does not is watched instead; when none is left, the other watched literal is made false
//! (its value leaves the row, or is filled there), or, when it holds too, the nogood fails.
//! Backtracking moves no watch.
//!
//! Memory is bounded: past [`Nogoods::limit`] nogoods, the less active half of those that are no
//! reason of the current branch is forgotten, and the limit grows by a tenth. A nogood's
//! activity grows each time an analysis uses it, by an amount that grows after each failure, so
//! that recent use counts more.

use crate::solver::narrowings::Lit;
use crate::solver::state::Rows;

/// Whether a literal holds in a state, is false, or is not known yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::solver) enum Truth {
    True,
    False,
    Open,
}

impl Lit {
    /// Whether it holds when its value has the rows `rows`.
    #[inline]
    pub(in crate::solver) fn truth(self, rows: Rows) -> Truth {
        let bit = 1 << self.row;
        let filled = rows == bit;
        let gone = rows & bit == 0;
        match (self.at, filled, gone) {
            (true, true, _) | (false, _, true) => Truth::True,
            (true, _, true) | (false, true, _) => Truth::False,
            _ => Truth::Open,
        }
    }
}

/// The nogoods a search learnt.
#[derive(Debug, Default)]
pub(crate) struct Nogoods {
    /// Every nogood's literals, one after the other; its first two are watched.
    lits: Vec<Lit>,
    /// Per nogood, its literals in `lits` (`len` 0: forgotten).
    spans: Vec<(u32, u32)>,
    activity: Vec<f32>,
    /// Forgotten nogoods' ids, to be used again.
    free: Vec<u32>,
    /// Per literal key, the nogoods watching it (some may have moved on: checked), each with a
    /// *blocker*, another of its literals: while that one is false, the nogood holds, and is not
    /// looked at.
    watches: Vec<Vec<(u32, Lit)>>,
    /// Keys per value: one per bit of its row set, and one for "filled".
    keys_per_value: usize,
    /// How many nogoods are kept, and the most before some are forgotten.
    live: usize,
    pub(in crate::solver) limit: usize,
    /// Literals of forgotten nogoods still in `lits`.
    garbage: usize,
    /// Entries of all the watch lists (for [`Nogoods::bytes`], read at every node).
    watch_entries: usize,
    bump: f32,
    /// Nogoods learnt and forgotten, in all.
    pub(crate) learnt: u64,
    pub(crate) forgotten: u64,
    /// The most bytes the nogoods held at once.
    pub(crate) peak_bytes: usize,
}

/// Nogoods kept before the first forgetting.
const FIRST_LIMIT: usize = 2_000;

impl Nogoods {
    /// Emptied for `values` values of `bits` bits each.
    pub(in crate::solver) fn reset(&mut self, values: usize, bits: usize) {
        self.keys_per_value = bits + 1;
        let keys = values * self.keys_per_value;
        self.lits.clear();
        self.spans.clear();
        self.activity.clear();
        self.free.clear();
        for w in &mut self.watches {
            w.clear();
        }
        self.watches.resize_with(keys, Vec::new);
        self.watches.truncate(keys);
        self.live = 0;
        self.limit = FIRST_LIMIT;
        self.garbage = 0;
        self.watch_entries = 0;
        self.bump = 1.0;
        self.learnt = 0;
        self.forgotten = 0;
        self.peak_bytes = 0;
    }

    /// The key of `lit`: what must happen for it to hold.
    #[inline]
    pub(in crate::solver) fn key(&self, lit: Lit) -> usize {
        let v = lit.value as usize;
        if lit.at {
            self.filled_key(v)
        } else {
            self.removal_key(v, lit.row as usize)
        }
    }

    /// The key of "row `b` leaves value `v`".
    #[inline]
    pub(in crate::solver) fn removal_key(&self, v: usize, b: usize) -> usize {
        v * self.keys_per_value + b
    }

    /// The key of "value `v` is filled".
    #[inline]
    pub(in crate::solver) fn filled_key(&self, v: usize) -> usize {
        v * self.keys_per_value + self.keys_per_value - 1
    }

    /// Whether some nogood watches the literal of key `key`.
    #[inline]
    pub(in crate::solver) fn watched(&self, key: usize) -> bool {
        !self.watches[key].is_empty()
    }

    /// The nogoods kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.live
    }

    /// Whether more nogoods are kept than the limit.
    pub(in crate::solver) fn full(&self) -> bool {
        self.live > self.limit
    }

    /// The literals of nogood `id`.
    pub(in crate::solver) fn lits(&self, id: u32) -> &[Lit] {
        let (start, len) = self.spans[id as usize];
        &self.lits[start as usize..(start + len) as usize]
    }

    /// Keeps the nogood `lits` (the first two watched) and returns its id.
    pub(in crate::solver) fn add(&mut self, lits: &[Lit]) -> u32 {
        debug_assert!(!lits.is_empty());
        let span = (self.lits.len() as u32, lits.len() as u32);
        self.lits.extend_from_slice(lits);
        let id = match self.free.pop() {
            Some(id) => {
                self.spans[id as usize] = span;
                self.activity[id as usize] = self.bump;
                id
            }
            None => {
                self.spans.push(span);
                self.activity.push(self.bump);
                (self.spans.len() - 1) as u32
            }
        };
        let other = lits[lits.len().min(2) - 1];
        for (&lit, blocker) in lits[..lits.len().min(2)].iter().zip([other, lits[0]]) {
            let key = self.key(lit);
            self.watches[key].push((id, blocker));
            self.watch_entries += 1;
        }
        self.live += 1;
        self.learnt += 1;
        self.peak_bytes = self.peak_bytes.max(self.bytes());
        id
    }

    /// Nogood `id` took part in an analysis.
    pub(in crate::solver) fn bump(&mut self, id: u32) {
        let a = &mut self.activity[id as usize];
        *a += self.bump;
        if *a > 1e30 {
            for a in &mut self.activity {
                *a *= 1e-30;
            }
            self.bump *= 1e-30;
        }
    }

    /// After each failure: later uses count more.
    pub(in crate::solver) fn decay(&mut self) {
        self.bump *= 1.0 / 0.999;
        if self.bump > 1e30 {
            for a in &mut self.activity {
                *a *= 1e-30;
            }
            self.bump *= 1e-30;
        }
    }

    /// Forgets the less active half of the nogoods not in `locked`, and raises the limit.
    pub(in crate::solver) fn forget(&mut self, locked: &[u32]) {
        let mut keep = vec![false; self.spans.len()];
        for &id in locked {
            keep[id as usize] = true;
        }
        let mut candidates: Vec<u32> = (0..self.spans.len() as u32)
            .filter(|&id| self.spans[id as usize].1 > 0 && !keep[id as usize])
            .collect();
        candidates.sort_unstable_by(|&a, &b| self.activity[a as usize].total_cmp(&self.activity[b as usize]));
        for &id in &candidates[..candidates.len() / 2] {
            let (_, len) = std::mem::take(&mut self.spans[id as usize]);
            self.garbage += len as usize;
            self.free.push(id);
            self.live -= 1;
            self.forgotten += 1;
        }
        self.watch_entries = 0;
        for w in &mut self.watches {
            w.retain(|&(id, _)| self.spans[id as usize].1 > 0);
            self.watch_entries += w.len();
        }
        if self.garbage > self.lits.len() / 2 {
            self.compact();
        }
        self.limit += self.limit / 10;
    }

    /// Drops the literals of forgotten nogoods from the arena.
    fn compact(&mut self) {
        let mut lits = Vec::with_capacity(self.lits.len() - self.garbage);
        for span in &mut self.spans {
            if span.1 > 0 {
                let start = lits.len() as u32;
                lits.extend_from_slice(&self.lits[span.0 as usize..(span.0 + span.1) as usize]);
                span.0 = start;
            }
        }
        self.lits = lits;
        self.garbage = 0;
    }

    /// The bytes the nogoods hold (their watches counted by their entries; the lists themselves
    /// are counted with the other arrays of [`super::Learn`]).
    pub(crate) fn bytes(&self) -> usize {
        self.lits.capacity() * std::mem::size_of::<Lit>()
            + self.spans.capacity() * 8
            + self.activity.capacity() * 4
            + self.watch_entries * std::mem::size_of::<(u32, Lit)>()
    }

    /// Checks the nogoods watching the literal of key `key`, which may have come to hold, from
    /// the `from`-th on: moves the watches off literals that hold, and returns what the first
    /// nogood left with one open literal asks (`Ok((id, lit))`: make `lit` false) or with every
    /// literal holding (`Err(id)`), with where to go on. `None`: nothing more to do.
    #[allow(clippy::type_complexity)]
    pub(in crate::solver) fn check(
        &mut self,
        key: usize,
        from: usize,
        row_sets: &[Rows],
    ) -> Option<(Result<(u32, Lit), u32>, usize)> {
        let truth = |l: &Lit| l.truth(row_sets[l.value as usize]);
        let mut i = from;
        while i < self.watches[key].len() {
            let (id, blocker) = self.watches[key][i];
            if truth(&blocker) == Truth::False {
                i += 1; // the nogood holds
                continue;
            }
            let (start, len) = self.spans[id as usize];
            let (start, len) = (start as usize, len as usize);
            let watched = len.min(2);
            if !(0..watched).any(|w| self.key(self.lits[start + w]) == key) {
                self.watches[key].swap_remove(i); // the watch moved on
                self.watch_entries -= 1;
                continue;
            }
            // A watched literal that is false: the nogood holds, and its watches stay. (So the
            // propagation is not complete: once the search undoes that literal, the nogood is
            // looked at again only when a watched literal's key comes to hold. It is sound: a
            // literal is made false only after both watched literals were checked.)
            if (0..watched).any(|w| truth(&self.lits[start + w]) == Truth::False) {
                i += 1;
                continue;
            }
            // Each watched literal that holds is replaced by one that does not, if any: this
            // key's, and the other too, which may have come to hold with its check still queued.
            for w in 0..watched {
                if truth(&self.lits[start + w]) != Truth::True {
                    continue;
                }
                let open = (2..len).find(|&k| truth(&self.lits[start + k]) != Truth::True);
                if let Some(k) = open {
                    self.lits.swap(start + w, start + k);
                    let to = self.key(self.lits[start + w]);
                    let blocker = self.lits[start + (1 - w).min(len - 1)];
                    self.watches[to].push((id, blocker));
                    self.watch_entries += 1;
                }
            }
            let lits = &self.lits[start..start + len];
            let still = (0..watched).any(|w| self.key(lits[w]) == key);
            let answer = match len {
                1 => match truth(&lits[0]) {
                    Truth::True => Some(Err(id)),
                    Truth::Open => Some(Ok((id, lits[0]))),
                    Truth::False => None,
                },
                _ => match (truth(&lits[0]), truth(&lits[1])) {
                    (Truth::True, Truth::True) => Some(Err(id)),
                    (Truth::True, Truth::Open) => Some(Ok((id, lits[1]))),
                    (Truth::Open, Truth::True) => Some(Ok((id, lits[0]))),
                    _ => None,
                },
            };
            if let Some(Ok((_, lit))) = answer {
                debug_assert!(lits.iter().all(|l| *l == lit || truth(l) == Truth::True));
            }
            if still {
                i += 1;
            } else {
                self.watches[key].swap_remove(i);
                self.watch_entries -= 1;
            }
            if let Some(answer) = answer {
                return Some((answer, i));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(value: u32, row: u8) -> Lit {
        Lit { value, row, at: true }
    }

    #[test]
    fn a_literal_holds_is_false_or_is_open() {
        assert_eq!(at(0, 1).truth(0b010), Truth::True);
        assert_eq!(at(0, 1).truth(0b101), Truth::False);
        assert_eq!(at(0, 1).truth(0b011), Truth::Open);
        let not = Lit {
            at: false,
            ..at(0, 1)
        };
        assert_eq!(not.truth(0b101), Truth::True);
        assert_eq!(not.truth(0b010), Truth::False);
        assert_eq!(not.truth(0b011), Truth::Open);
    }

    #[test]
    fn a_nogood_with_one_open_literal_left_asks_for_it_false_and_fails_when_all_hold() {
        let mut db = Nogoods::default();
        db.reset(3, 3);
        let id = db.add(&[at(0, 0), at(1, 1), at(2, 2)]);
        let mut rows = [0b001, 0b111, 0b111];
        let filled = |v: u32| v as usize * 4 + 3; // the key of "v filled", 3 rows a value
        assert_eq!(filled(1), db.key(at(1, 1)));
        assert_eq!(
            db.check(filled(0), 0, &rows),
            None,
            "value 0 holds, but two literals are open"
        );
        rows[1] = 0b010;
        assert_eq!(
            db.check(filled(1), 0, &rows).map(|a| a.0),
            Some(Ok((id, at(2, 2))))
        );
        rows[2] = 0b100;
        assert_eq!(db.check(filled(2), 0, &rows).map(|a| a.0), Some(Err(id)));
        db.forget(&[]);
        assert_eq!(db.len(), 1, "half of one nogood: none forgotten");
        db.forget(&[id]);
        assert_eq!(db.len(), 1, "a locked nogood is kept");
    }
}

//! Flat arrays that keep their allocation: spans into them, the work lists of the propagation.

/// A range of one of the flat arrays that hold merged hints ([`super::merged_hints`]) and compiled hints
/// ([`super::compile`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span(pub(super) u32, pub(super) u32);

impl Span {
    pub(crate) fn new(start: usize, end: usize) -> Span {
        Span(start as u32, end as u32)
    }

    pub(crate) fn range(self) -> std::ops::Range<usize> {
        self.0 as usize..self.1 as usize
    }

    pub(crate) fn len(self) -> usize {
        (self.1 - self.0) as usize
    }
}

/// A work list of hints or columns, each on it once, taken last in first out.
///
/// A hint or column stays marked while it is revised, so that what its revision narrows does not
/// put it back (a revision ends at a fixpoint). Adding is branch-free: whether a hint is already on
/// the list is data, and a mispredicted branch there cost more than the store it saves.
#[derive(Default)]
pub(super) struct WorkList {
    /// The items on the list, in `items[..len]`; one slot more than there are items.
    pub(super) items: Vec<u32>,
    pub(super) len: usize,
    pub(super) marked: Vec<bool>,
}

impl WorkList {
    /// Emptied for `n` items, its allocations kept.
    pub(super) fn reset(self, n: usize) -> WorkList {
        WorkList {
            items: filled(self.items, n + 1, 0),
            len: 0,
            marked: filled(self.marked, n, false),
        }
    }

    /// Puts `x` on the list unless it is marked.
    pub(super) fn add(&mut self, x: u32) {
        let marked = std::mem::replace(&mut self.marked[x as usize], true);
        self.items[self.len] = x;
        self.len += usize::from(!marked);
    }

    /// Takes the item added last off the list; it stays marked until [`WorkList::done`].
    pub(super) fn last(&mut self) -> Option<u32> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[self.len])
    }

    /// Unmarks `x`, taken off the list and revised.
    pub(super) fn done(&mut self, x: u32) {
        self.marked[x as usize] = false;
    }

    /// Empties the list and unmarks its items (after a failure leaves some on it).
    pub(super) fn clear(&mut self) {
        for &x in &self.items[..self.len] {
            self.marked[x as usize] = false;
        }
        self.len = 0;
    }
}

/// Steps off, the hints to revise, as a bit set: hint `h` is bit `h % 64` of word `h / 64`, and
/// the lowest is revised first. Compiled without steps, hints are numbered cheapest first, so that
/// the cheap ones narrow what they can before a dear one is revised.
///
/// A value's watchers are added as one OR per word (one word in most riddles: up to 64 hints),
/// where a [`WorkList`] takes a loop with stores per hint.
#[derive(Default)]
pub(super) struct HintSet {
    pub(super) words: Vec<u64>,
}

impl HintSet {
    /// Emptied for `n` hints, its allocation kept.
    pub(super) fn reset(self, n: usize) -> HintSet {
        HintSet {
            words: filled(self.words, n.div_ceil(64), 0),
        }
    }

    /// Adds the hints of set `i` of `sets`, sets of as many words as this one, one after the
    /// other.
    pub(super) fn add(&mut self, sets: &[u64], i: usize) {
        match &mut self.words[..] {
            [word] => *word |= sets[i], // up to 64 hints: most riddles, without a loop
            words => {
                let n = words.len();
                for (word, &bits) in words.iter_mut().zip(&sets[i * n..][..n]) {
                    *word |= bits;
                }
            }
        }
    }

    /// Adds hint `h`.
    pub(super) fn insert(&mut self, h: usize) {
        self.words[h / 64] |= 1 << (h % 64);
    }

    /// The lowest hint in the set; it stays there until [`HintSet::done`], so that its own
    /// narrowings do not add it again (a revision ends at a fixpoint).
    pub(super) fn lowest(&self) -> Option<usize> {
        let i = self.words.iter().position(|&word| word != 0)?;
        Some(i * 64 + self.words[i].trailing_zeros() as usize)
    }

    /// Takes hint `h`, revised, out of the set.
    pub(super) fn done(&mut self, h: usize) {
        self.words[h / 64] &= !(1 << (h % 64));
    }

    /// Empties the set (after a failure leaves hints in it).
    pub(super) fn clear(&mut self) {
        self.words.fill(0);
    }
}

/// `v` emptied, its allocation kept.
pub(super) fn emptied<T>(mut v: Vec<T>) -> Vec<T> {
    v.clear();
    v
}

/// `v` as `n` copies of `x`, its allocation kept.
pub(super) fn filled<T: Clone>(mut v: Vec<T>, n: usize, x: T) -> Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_work_list_serves_the_last_added_first_and_holds_each_item_once() {
        let mut list = WorkList::default().reset(3);
        list.add(0);
        list.add(1);
        list.add(0); // on the list already
        assert_eq!(list.last(), Some(1));
        list.add(1); // marked until done
        assert_eq!(list.last(), Some(0));
        list.done(0);
        list.done(1);
        for x in [2, 1, 0, 2] {
            list.add(x); // every item at once: the slot past them takes the one marked
        }
        assert_eq!(
            (list.last(), list.last(), list.last()),
            (Some(0), Some(1), Some(2))
        );
        assert_eq!(list.last(), None);
        list.add(0); // marked: not done
        assert_eq!(list.last(), None);
        for x in 0..3 {
            list.done(x);
        }
        list.add(1);
        list.add(0);
        list.clear();
        assert_eq!(list.last(), None);
        list.add(1); // unmarked by the clearing
        assert_eq!(list.last(), Some(1));
    }

    #[test]
    fn a_hint_set_gives_the_lowest_hint_first_over_several_words() {
        // A set of 130 hints, three words; and two sets of three words, one after the other:
        // hints 3 and 129, then 64 and 70.
        let mut set = HintSet::default().reset(130);
        let sets = [1 << 3, 0, 1 << 1, 0, 1 | 1 << 6, 0];
        set.add(&sets, 1);
        set.add(&sets, 0);
        assert_eq!(set.lowest(), Some(3));
        set.add(&sets, 0); // hint 3's own narrowings: it stays in the set until done
        set.done(3);
        let mut seen = Vec::new();
        while let Some(h) = set.lowest().filter(|_| seen.len() < 10) {
            seen.push(h);
            set.done(h);
        }
        assert_eq!(seen, [64, 70, 129]);
        set.add(&sets, 0);
        set.clear();
        assert_eq!(set.lowest(), None);
        let mut one = HintSet::default().reset(5); // one word, added without a loop
        one.add(&[0b100, 0b1001], 1);
        one.add(&[0b100, 0b1001], 0);
        let mut seen = Vec::new();
        while let Some(h) = one.lowest().filter(|_| seen.len() < 10) {
            seen.push(h);
            one.done(h);
        }
        assert_eq!(seen, [0, 2, 3]);
    }
}

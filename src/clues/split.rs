//! A clue of many options as several hints of fewer: for a value X and a category C that the
//! clue reads at X's position, one hint per value u of C, "X's C is not u, or the clue with X's C
//! read as u".

use super::ast::{Clue, ClueFile, Item, Num, PosOp};
use super::options::{dnf, options, Budget, Dnf, Fail, HintBlocks};
use super::visit::{fold_clue, visit_clue, Fold, Visit};

/// A clue that needs many options, as several hints with fewer, if one exists: for a value X and
/// a category C that the clue reads at X's position, the clue holds exactly when, for every
/// value u of C, "X's C is not u" or the clue with X's C read as u holds. The first half is
/// single rows (X beside each other value of C), the second usually needs no block.
pub(super) fn split(
    file: &ClueFile,
    clue: &Clue,
    before: usize,
    budget: &mut Budget,
) -> Result<Option<Vec<HintBlocks>>, Fail> {
    let mut candidates = Vec::new();
    candidates_of(file, clue, &mut candidates);
    let mut best: Option<(usize, Vec<HintBlocks>)> = None;
    for (x, c) in candidates {
        let Item::Value {
            category: xc,
            value: xv,
        } = x
        else {
            continue;
        };
        let mut hints = Vec::new();
        let mut total = 0;
        for u in 0..file.categories[c].values.len() {
            let fixed = substitute(file, clue, x, c, u);
            let leaves = match dnf(file, &fixed, budget)? {
                Dnf::True => continue,
                Dnf::Leaves(leaves) => leaves,
            };
            let width = file.categories.len() + 1;
            let mut hint: HintBlocks = (0..file.categories[c].values.len())
                .filter(|&other| other != u)
                .map(|other| {
                    let mut row = vec![String::new(); width];
                    row[xc + 1] = file.categories[xc].values[xv].clone();
                    row[c + 1] = file.categories[c].values[other].clone();
                    vec![row]
                })
                .collect();
            if !leaves.is_empty() {
                hint.extend(options(file, leaves)?);
            }
            total += hint.len();
            hints.push(hint);
        }
        if total < before && best.as_ref().is_none_or(|(b, _)| total < *b) {
            best = Some((total, hints));
        }
    }
    Ok(best.map(|(_, hints)| hints))
}

/// The (value, category) pairs a clue reads at the value's position: `X:C`, and `X = v` or
/// `X __ v` with v a value of C. Only values that are always placed (not of great categories).
fn candidates_of(file: &ClueFile, clue: &Clue, out: &mut Vec<(Item, usize)>) {
    /// Collects the pairs, each once, in the order of the clue.
    struct PairsRead<'a> {
        file: &'a ClueFile,
        out: &'a mut Vec<(Item, usize)>,
    }
    impl PairsRead<'_> {
        fn add(&mut self, item: Item, c: usize) {
            if let Item::Value { category, .. } = item {
                if category != c && !self.file.categories[category].great && !self.out.contains(&(item, c)) {
                    self.out.push((item, c));
                }
            }
        }
    }
    impl Visit for PairsRead<'_> {
        fn clue(&mut self, clue: &Clue) {
            if let Clue::Pos(PosOp::Same | PosOp::NotSame, a, b) = clue {
                if let Item::Value { category, .. } = b {
                    self.add(*a, *category);
                }
                if let Item::Value { category, .. } = a {
                    self.add(*b, *category);
                }
            }
        }
        fn num(&mut self, num: &Num) {
            if let Num::Lookup(item, c) = num {
                self.add(*item, *c);
            }
        }
    }
    visit_clue(&mut PairsRead { file, out }, clue);
}

/// `clue` with X's value of category `c` read as value `u`, where X's position reads it.
fn substitute(file: &ClueFile, clue: &Clue, x: Item, c: usize, u: usize) -> Clue {
    fold_clue(&mut Substitute { file, x, c, u }, clue)
}

/// X's value of category `c` read as value `u`.
struct Substitute<'a> {
    file: &'a ClueFile,
    x: Item,
    c: usize,
    u: usize,
}

impl Fold for Substitute<'_> {
    fn clue(&mut self, clue: &Clue) -> Option<Clue> {
        // Whether `other` is a value of `c`, and which.
        let of_c = |other: Item| match other {
            Item::Value { category, value } if category == self.c => Some(value),
            Item::Value { .. } | Item::At(_) | Item::Every => None,
        };
        let Clue::Pos(op @ (PosOp::Same | PosOp::NotSame), a, b) = clue else {
            return None;
        };
        let other = if *a == self.x {
            of_c(*b)?
        } else if *b == self.x {
            of_c(*a)?
        } else {
            return None;
        };
        match op {
            PosOp::Same => Some(Clue::Const(other == self.u)),
            // With a great category, `X __ v` also says v is used: leave it.
            PosOp::NotSame if self.file.categories[self.c].great => None,
            PosOp::NotSame => Some(Clue::Const(other != self.u)),
            PosOp::Left(_) | PosOp::Before | PosOp::Apart(_) => None,
        }
    }

    fn num(&mut self, num: &Num) -> Option<Num> {
        match num {
            Num::Lookup(item, category) if *item == self.x && *category == self.c => {
                let numbers = self.file.categories[self.c].numbers.as_ref()?;
                Some(Num::Lit(numbers[self.u]))
            }
            Num::Lit(_) | Num::Lookup(..) | Num::PosOf(_) | Num::Bin(..) | Num::Truths(_) => None,
        }
    }
}

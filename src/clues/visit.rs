//! One walk over a clue's tree for every use: [`Visit`] reads each node (its size, the pairs a
//! split may use), [`Fold`] rebuilds the tree with some nodes replaced (`$` read as a position,
//! a value read as fixed). A new kind of clue or number is walked here, and only here.

use super::ast::{Clue, Item, Num};

/// Reads every clue and number of a tree, parents before their parts, parts left to right.
pub(super) trait Visit {
    /// Called on each clue, before its parts.
    fn clue(&mut self, _clue: &Clue) {}
    /// Called on each number, before its parts.
    fn num(&mut self, _num: &Num) {}
}

/// Walks `clue` and everything in it with `v`.
pub(super) fn visit_clue(v: &mut impl Visit, clue: &Clue) {
    v.clue(clue);
    match clue {
        Clue::Const(_) | Clue::Pos(..) | Clue::InItems(..) => {}
        Clue::Not(x) => visit_clue(v, x),
        Clue::And(all) | Clue::Or(all) => all.iter().for_each(|x| visit_clue(v, x)),
        Clue::Xor(a, b) | Clue::Implies(a, b) | Clue::Iff(a, b) => {
            visit_clue(v, a);
            visit_clue(v, b);
        }
        Clue::Cmp(_, a, b) => {
            visit_num(v, a);
            visit_num(v, b);
        }
        Clue::InSet(x, all) => {
            visit_num(v, x);
            all.iter().for_each(|y| visit_num(v, y));
        }
        Clue::InRange(x, lo, hi) => [x, lo, hi].into_iter().for_each(|y| visit_num(v, y)),
    }
}

/// Walks `num` and everything in it with `v`.
pub(super) fn visit_num(v: &mut impl Visit, num: &Num) {
    v.num(num);
    match num {
        Num::Lit(_) | Num::Lookup(..) | Num::PosOf(_) => {}
        Num::Bin(_, a, b) => {
            visit_num(v, a);
            visit_num(v, b);
        }
        Num::Truths(all) => all.iter().for_each(|x| visit_clue(v, x)),
    }
}

/// Rebuilds a tree: each node is offered to the folder first, which may replace it whole;
/// otherwise its parts are rebuilt, and its items offered one by one.
pub(super) trait Fold {
    /// A replacement for `clue` (its parts are then not walked), or `None` to rebuild it.
    fn clue(&mut self, _clue: &Clue) -> Option<Clue> {
        None
    }
    /// A replacement for `num` (its parts are then not walked), or `None` to rebuild it.
    fn num(&mut self, _num: &Num) -> Option<Num> {
        None
    }
    /// The item that stands for `item`.
    fn item(&mut self, item: Item) -> Item {
        item
    }
}

/// `clue` rebuilt by `f`.
pub(super) fn fold_clue(f: &mut impl Fold, clue: &Clue) -> Clue {
    if let Some(new) = f.clue(clue) {
        return new;
    }
    let boxed = |f: &mut _, x: &Clue| Box::new(fold_clue(f, x));
    match clue {
        Clue::Const(b) => Clue::Const(*b),
        Clue::Pos(op, a, b) => Clue::Pos(*op, f.item(*a), f.item(*b)),
        Clue::Not(x) => Clue::Not(boxed(f, x)),
        Clue::And(all) => Clue::And(all.iter().map(|x| fold_clue(f, x)).collect()),
        Clue::Or(all) => Clue::Or(all.iter().map(|x| fold_clue(f, x)).collect()),
        Clue::Xor(a, b) => Clue::Xor(boxed(f, a), boxed(f, b)),
        Clue::Implies(a, b) => Clue::Implies(boxed(f, a), boxed(f, b)),
        Clue::Iff(a, b) => Clue::Iff(boxed(f, a), boxed(f, b)),
        Clue::Cmp(op, a, b) => Clue::Cmp(*op, fold_num(f, a), fold_num(f, b)),
        Clue::InItems(a, all) => Clue::InItems(f.item(*a), all.iter().map(|b| f.item(*b)).collect()),
        Clue::InSet(x, all) => Clue::InSet(fold_num(f, x), all.iter().map(|y| fold_num(f, y)).collect()),
        Clue::InRange(x, lo, hi) => Clue::InRange(fold_num(f, x), fold_num(f, lo), fold_num(f, hi)),
    }
}

/// `num` rebuilt by `f`.
pub(super) fn fold_num(f: &mut impl Fold, num: &Num) -> Num {
    if let Some(new) = f.num(num) {
        return new;
    }
    match num {
        Num::Lit(n) => Num::Lit(*n),
        Num::Lookup(item, c) => Num::Lookup(f.item(*item), *c),
        Num::PosOf(item) => Num::PosOf(f.item(*item)),
        Num::Bin(op, a, b) => Num::Bin(*op, Box::new(fold_num(f, a)), Box::new(fold_num(f, b))),
        Num::Truths(all) => Num::Truths(all.iter().map(|x| fold_clue(f, x)).collect()),
    }
}

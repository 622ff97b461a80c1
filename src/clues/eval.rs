//! Evaluating a clue on a partial solution: true, false, or what it needs to know first (where
//! a value is, or which value a category has at a row), so that the compiler branches on it.

use super::ast::{Clue, ClueFile, CmpOp, Item, Num, PosOp};
use super::rat::{Overflow, Rat};

/// Where a value is in a partial solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    Unknown,
    Row(usize),
    /// A value of a great category that no position holds.
    Absent,
}

/// A partial solution: some cells known, some values placed (or known unused).
#[derive(Debug, Clone)]
pub(super) struct World {
    /// Row-major, `categories` cells per row: the value index, if known.
    pub(super) cells: Vec<Option<u16>>,
    /// Per category, per value.
    pub(super) place: Vec<Place>,
    /// Where each category's values start in `place`.
    pub(super) offsets: std::rc::Rc<[usize]>,
}

impl World {
    pub(super) fn place(&self, c: usize, v: usize) -> Place {
        self.place[self.offsets[c] + v]
    }

    pub(super) fn set_place(&mut self, c: usize, v: usize, place: Place) {
        self.place[self.offsets[c] + v] = place;
    }

    /// The places of category `c`'s values.
    pub(super) fn places(&self, c: usize) -> &[Place] {
        let end = self.offsets.get(c + 1).copied().unwrap_or(self.place.len());
        &self.place[self.offsets[c]..end]
    }
}

/// What an evaluation needs to know to go on.
#[derive(Debug, Clone, Copy)]
pub(super) enum Need {
    /// The place of value `.1` of category `.0`.
    Place(usize, usize),
    /// The value of category `.1` at row `.0`.
    Cell(usize, usize),
}

#[derive(Debug)]
pub(super) enum Stop {
    Need(Need),
    Overflow,
}

impl From<Overflow> for Stop {
    fn from(_: Overflow) -> Stop {
        Stop::Overflow
    }
}

/// Evaluates clues on one partial solution.
pub(super) struct Eval<'a> {
    pub(super) file: &'a ClueFile,
    pub(super) world: &'a World,
}

type Ev<T> = Result<T, Stop>;

impl Eval<'_> {
    fn place(&self, item: Item) -> Ev<Option<usize>> {
        match item {
            Item::At(k) => Ok(Some(k)),
            // Replaced before compiling; read as position 1 if not.
            Item::Every => Ok(Some(0)),
            Item::Value { category, value } => match self.world.place(category, value) {
                Place::Row(r) => Ok(Some(r)),
                Place::Absent => Ok(None),
                Place::Unknown => Err(Stop::Need(Need::Place(category, value))),
            },
        }
    }

    /// Whether `item` is at some position in every solution (it is not a great value).
    fn always_placed(&self, item: Item) -> bool {
        match item {
            Item::Value { category, .. } => !self.file.categories[category].great,
            Item::At(_) | Item::Every => true,
        }
    }

    /// Whether `item`, which is always placed, is at row `r`: for a value, asked as the value of
    /// its category at row `r`.
    fn at_row(&self, r: usize, item: Item) -> Ev<bool> {
        match item {
            Item::Value { category, value } => {
                if let Place::Row(row) = self.world.place(category, value) {
                    return Ok(row == r);
                }
                match self.world.cells[r * self.file.categories.len() + category] {
                    Some(v) => Ok(usize::from(v) == value),
                    None => Err(Stop::Need(Need::Cell(r, category))),
                }
            }
            other => Ok(self.place(other)? == Some(r)),
        }
    }

    pub(super) fn clue(&self, clue: &Clue) -> Ev<bool> {
        Ok(match clue {
            Clue::Const(b) => *b,
            Clue::Pos(op @ (PosOp::Same | PosOp::NotSame), a, b) if self.always_placed(*b) => {
                // Asking for the value at A's row, rather than for B's place, keeps the options to
                // single rows: "A is not at B" is "A's row holds another value of B's category".
                let Some(a) = self.place(*a)? else {
                    return Ok(false);
                };
                self.at_row(a, *b)? == (*op == PosOp::Same)
            }
            Clue::Pos(op, a, b) => {
                let (Some(a), Some(b)) = (self.place(*a)?, self.place(*b)?) else {
                    return Ok(false);
                };
                let (a, b) = (a as i64, b as i64);
                match op {
                    PosOp::Same => a == b,
                    PosOp::Left(k) => b == a + k,
                    PosOp::Before => a < b,
                    PosOp::Apart(k) => (a - b).abs() == *k,
                    PosOp::NotSame => a != b,
                }
            }
            Clue::Not(x) => !self.clue(x)?,
            Clue::And(all) => {
                for x in all {
                    if !self.clue(x)? {
                        return Ok(false);
                    }
                }
                true
            }
            Clue::Or(all) => {
                for x in all {
                    if self.clue(x)? {
                        return Ok(true);
                    }
                }
                false
            }
            Clue::Xor(a, b) => self.clue(a)? != self.clue(b)?,
            Clue::Iff(a, b) => self.clue(a)? == self.clue(b)?,
            Clue::Implies(a, b) => !self.clue(a)? || self.clue(b)?,
            Clue::Cmp(op, a, b) => {
                let (Some(a), Some(b)) = (self.num(a)?, self.num(b)?) else {
                    return Ok(false);
                };
                let order = Rat::cmp(a, b)?;
                match op {
                    CmpOp::Eq => order.is_eq(),
                    CmpOp::Ne => order.is_ne(),
                    CmpOp::Lt => order.is_lt(),
                    CmpOp::Gt => order.is_gt(),
                    CmpOp::Le => order.is_le(),
                    CmpOp::Ge => order.is_ge(),
                }
            }
            Clue::InItems(a, all) => {
                let Some(a) = self.place(*a)? else {
                    return Ok(false);
                };
                for b in all {
                    let here = if self.always_placed(*b) {
                        self.at_row(a, *b)?
                    } else {
                        self.place(*b)? == Some(a)
                    };
                    if here {
                        return Ok(true);
                    }
                }
                false
            }
            Clue::InSet(x, all) => {
                let Some(x) = self.num(x)? else {
                    return Ok(false);
                };
                for y in all {
                    if let Some(y) = self.num(y)? {
                        if Rat::cmp(x, y)?.is_eq() {
                            return Ok(true);
                        }
                    }
                }
                false
            }
            Clue::InRange(x, lo, hi) => {
                let (Some(x), Some(lo), Some(hi)) = (self.num(x)?, self.num(lo)?, self.num(hi)?) else {
                    return Ok(false);
                };
                Rat::cmp(lo, x)?.is_le() && Rat::cmp(x, hi)?.is_le()
            }
        })
    }

    /// A number; `None` when undefined (a division by zero, an unused value's position).
    fn num(&self, num: &Num) -> Ev<Option<Rat>> {
        Ok(match num {
            Num::Lit(n) => Some(Rat::int(*n)),
            Num::PosOf(item) => self.place(*item)?.map(|r| Rat::int(r as i64 + 1)),
            Num::Lookup(item, category) => {
                let Some(r) = self.place(*item)? else {
                    return Ok(None);
                };
                let width = self.file.categories.len();
                match self.world.cells[r * width + category] {
                    Some(v) => self.file.categories[*category]
                        .numbers
                        .as_ref()
                        .map(|numbers| Rat::int(numbers[usize::from(v)])),
                    None => return Err(Stop::Need(Need::Cell(r, *category))),
                }
            }
            Num::Bin(op, a, b) => {
                let (Some(a), Some(b)) = (self.num(a)?, self.num(b)?) else {
                    return Ok(None);
                };
                Rat::apply(*op, a, b)?
            }
            Num::Truths(all) => {
                let mut count = 0;
                for x in all {
                    count += i64::from(self.clue(x)?);
                }
                Some(Rat::int(count))
            }
        })
    }
}

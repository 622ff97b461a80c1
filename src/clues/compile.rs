//! The compiler: each clue becomes hints whose options are exactly the partial solutions under
//! which it holds, found by enumerating only what the clue looks at, then merged into relative
//! blocks where every shift of a block is an option.

use std::collections::HashMap;

use serde_json::{json, Value};

use super::error::ClueError;
use super::parse::{ArithOp, Clue, ClueFile, CmpOp, Item, Num, PosOp, WrittenClue};

/// The most options one hint of a compiled clue may have; a clue that needs more is an error.
pub const MAX_OPTIONS_PER_CLUE: usize = 10_000;

/// The most work the compiler spends on one clue, so that no clue hangs it: a node of the
/// enumeration costs the size of the clue, plus an eighth of the cells it copies.
const CLUE_WORK: u64 = 20_000_000;

/// The most work spent on one clue file, for the same reason.
const FILE_WORK: u64 = 100_000_000;

/// Of a clue's work, the most that looking for a split into smaller hints may spend.
const SPLIT_WORK: u64 = 5_000_000;

/// Work left to spend.
struct Budget {
    left: u64,
}

impl Budget {
    fn spend(&mut self, work: u64) -> Result<(), Fail> {
        self.left = self.left.checked_sub(work).ok_or(Fail::TooLong)?;
        Ok(())
    }
}

/// Where a value is in a partial solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Unknown,
    Row(usize),
    /// A value of a great category that no position holds.
    Absent,
}

/// A partial solution: some cells known, some values placed (or known unused).
#[derive(Debug, Clone)]
struct World {
    /// Row-major, `categories` cells per row: the value index, if known.
    cells: Vec<Option<u16>>,
    /// Per category, per value.
    place: Vec<Place>,
    /// Where each category's values start in `place`.
    offsets: std::rc::Rc<[usize]>,
}

impl World {
    fn place(&self, c: usize, v: usize) -> Place {
        self.place[self.offsets[c] + v]
    }

    fn set_place(&mut self, c: usize, v: usize, place: Place) {
        self.place[self.offsets[c] + v] = place;
    }

    /// The places of category `c`'s values.
    fn places(&self, c: usize) -> &[Place] {
        let end = self.offsets.get(c + 1).copied().unwrap_or(self.place.len());
        &self.place[self.offsets[c]..end]
    }
}

/// What an evaluation needs to know to go on.
#[derive(Debug, Clone, Copy)]
enum Need {
    /// The place of value `.1` of category `.0`.
    Place(usize, usize),
    /// The value of category `.1` at row `.0`.
    Cell(usize, usize),
}

#[derive(Debug)]
enum Stop {
    Need(Need),
    Overflow,
}

/// Why a clue could not be compiled.
enum Fail {
    /// More options than [`MAX_OPTIONS_PER_CLUE`].
    TooLarge,
    /// More work than the budget.
    TooLong,
    Overflow,
}

/// A true leaf: its known cells `(row, category, value)`, sorted.
type Facts = Vec<(usize, usize, u16)>;

/// A clue's options before they become matrices.
enum Dnf {
    /// Holds in every solution.
    True,
    /// Holds exactly where one of these holds (none: never).
    Leaves(Vec<Facts>),
}

/// An exact rational number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rat {
    n: i128,
    d: i128,
}

impl Rat {
    fn int(n: i64) -> Rat {
        Rat { n: n.into(), d: 1 }
    }

    fn new(n: i128, d: i128) -> Result<Rat, Stop> {
        let g = gcd(n, d).max(1);
        let (mut n, mut d) = (n / g, d / g);
        if d < 0 {
            n = n.checked_neg().ok_or(Stop::Overflow)?;
            d = d.checked_neg().ok_or(Stop::Overflow)?;
        }
        Ok(Rat { n, d })
    }

    fn apply(op: ArithOp, a: Rat, b: Rat) -> Result<Option<Rat>, Stop> {
        let o = |x: Option<i128>| x.ok_or(Stop::Overflow);
        let cross = |a: Rat, b: Rat| -> Result<(i128, i128, i128), Stop> {
            Ok((
                o(a.n.checked_mul(b.d))?,
                o(b.n.checked_mul(a.d))?,
                o(a.d.checked_mul(b.d))?,
            ))
        };
        Ok(Some(match op {
            ArithOp::Add => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_add(y))?, d)?
            }
            ArithOp::Sub => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_sub(y))?, d)?
            }
            ArithOp::Diff => {
                let (x, y, d) = cross(a, b)?;
                Rat::new(o(x.checked_sub(y))?.checked_abs().ok_or(Stop::Overflow)?, d)?
            }
            ArithOp::Mul => Rat::new(o(a.n.checked_mul(b.n))?, o(a.d.checked_mul(b.d))?)?,
            ArithOp::Div => {
                if b.n == 0 {
                    return Ok(None);
                }
                Rat::new(o(a.n.checked_mul(b.d))?, o(a.d.checked_mul(b.n))?)?
            }
            ArithOp::Rem => {
                // a − b·trunc(a / b), as JavaScript's `%`.
                if b.n == 0 {
                    return Ok(None);
                }
                let q = Rat::new(o(a.n.checked_mul(b.d))?, o(a.d.checked_mul(b.n))?)?;
                let t = q.n / q.d;
                let bt = Rat::new(o(b.n.checked_mul(t))?, b.d)?;
                let (x, y, d) = cross(a, bt)?;
                Rat::new(o(x.checked_sub(y))?, d)?
            }
        }))
    }

    fn cmp(a: Rat, b: Rat) -> Result<std::cmp::Ordering, Stop> {
        let x = a.n.checked_mul(b.d).ok_or(Stop::Overflow)?;
        let y = b.n.checked_mul(a.d).ok_or(Stop::Overflow)?;
        Ok(x.cmp(&y))
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(1)
}

/// Evaluates clues on one partial solution.
struct Eval<'a> {
    file: &'a ClueFile,
    world: &'a World,
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

    fn clue(&self, clue: &Clue) -> Ev<bool> {
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

/// Compiles a parsed clue file to the JSON riddle of `riddle-format.md`.
pub(crate) fn compile(file: &ClueFile) -> Result<Value, Vec<ClueError>> {
    let n = file.positions;
    let mut header = vec![json!("#")];
    header.extend(file.categories.iter().map(|c| json!(c.name)));
    let width = file.categories.len() + 1;
    let start: Vec<Value> = (0..n)
        .map(|r| {
            let mut row = vec![json!(""); width];
            row[0] = json!((r + 1).to_string());
            Value::Array(row)
        })
        .collect();
    let mut hints = Vec::new();
    let mut texts = Vec::new();
    let mut errors = Vec::new();
    let mut file_budget = Budget { left: FILE_WORK };
    for written in &file.clues {
        let instances: Vec<(Clue, String)> = if written.every {
            (0..n)
                .map(|k| {
                    (
                        every_at(&written.clue, k),
                        format!("{} (with $ = #{})", written.text, k + 1),
                    )
                })
                .collect()
        } else {
            vec![(written.clue.clone(), written.text.clone())]
        };
        for (clue, text) in instances {
            let mut budget = Budget {
                left: CLUE_WORK.min(file_budget.left),
            };
            let result = compile_clue(file, &clue, &mut budget);
            file_budget.left -= CLUE_WORK.min(file_budget.left) - budget.left;
            match result {
                Ok(options) => {
                    for options in options {
                        hints.push(options);
                        texts.push(json!(text));
                    }
                }
                Err(fail) => {
                    errors.push(failure(written, fail));
                    break;
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let domains: serde_json::Map<String, Value> = file
        .categories
        .iter()
        .map(|c| (c.name.clone(), json!(c.values)))
        .collect();
    Ok(json!({
        "header": header,
        "startMatrix": start,
        "singleHints": false,
        "hints": hints,
        "hintTexts": texts,
        "domains": domains,
    }))
}

fn failure(written: &WrittenClue, fail: Fail) -> ClueError {
    let message = match fail {
        Fail::TooLarge => format!(
            "clue \"{}\" needs more than {MAX_OPTIONS_PER_CLUE} options (the limit per clue): split it into smaller clues",
            written.text
        ),
        Fail::TooLong => format!(
            "clue \"{}\" takes too long to compile exactly (more than {CLUE_WORK} steps): split it into smaller clues",
            written.text
        ),
        Fail::Overflow => format!("clue \"{}\": a number overflows", written.text),
    };
    ClueError::new(written.line, written.column, message)
}

/// `clue` with `$` read as position `k`.
fn every_at(clue: &Clue, k: usize) -> Clue {
    let item = |i: &Item| if *i == Item::Every { Item::At(k) } else { *i };
    let num = |x: &Num| every_num(x, k);
    match clue {
        Clue::Const(b) => Clue::Const(*b),
        Clue::Pos(op, a, b) => Clue::Pos(*op, item(a), item(b)),
        Clue::Not(x) => Clue::Not(Box::new(every_at(x, k))),
        Clue::And(all) => Clue::And(all.iter().map(|x| every_at(x, k)).collect()),
        Clue::Or(all) => Clue::Or(all.iter().map(|x| every_at(x, k)).collect()),
        Clue::Xor(a, b) => Clue::Xor(Box::new(every_at(a, k)), Box::new(every_at(b, k))),
        Clue::Implies(a, b) => Clue::Implies(Box::new(every_at(a, k)), Box::new(every_at(b, k))),
        Clue::Iff(a, b) => Clue::Iff(Box::new(every_at(a, k)), Box::new(every_at(b, k))),
        Clue::Cmp(op, a, b) => Clue::Cmp(*op, num(a), num(b)),
        Clue::InItems(a, all) => Clue::InItems(item(a), all.iter().map(item).collect()),
        Clue::InSet(x, all) => Clue::InSet(num(x), all.iter().map(num).collect()),
        Clue::InRange(x, lo, hi) => Clue::InRange(num(x), num(lo), num(hi)),
    }
}

fn every_num(x: &Num, k: usize) -> Num {
    let item = |i: &Item| if *i == Item::Every { Item::At(k) } else { *i };
    match x {
        Num::Lit(n) => Num::Lit(*n),
        Num::Lookup(i, c) => Num::Lookup(item(i), *c),
        Num::PosOf(i) => Num::PosOf(item(i)),
        Num::Bin(op, a, b) => Num::Bin(*op, Box::new(every_num(a, k)), Box::new(every_num(b, k))),
        Num::Truths(all) => Num::Truths(all.iter().map(|c| every_at(c, k)).collect()),
    }
}

/// The hints of one clue (no `$`): its top-level `&` parts each become a hint.
fn compile_clue(file: &ClueFile, clue: &Clue, budget: &mut Budget) -> Result<Vec<Vec<Value>>, Fail> {
    let parts: Vec<&Clue> = match clue {
        Clue::And(all) => all.iter().collect(),
        other => vec![other],
    };
    let mut hints = Vec::new();
    for part in parts {
        match dnf(file, part, budget)? {
            Dnf::True => {}
            Dnf::Leaves(leaves) => {
                let options = options(file, leaves)?;
                if options.len() > 2 * file.positions {
                    let mut trial = Budget {
                        left: budget.left.min(SPLIT_WORK),
                    };
                    let found = split(file, part, options.len(), &mut trial);
                    budget.spend(budget.left.min(SPLIT_WORK) - trial.left)?;
                    // Out of budget while looking: keep the hint as it is.
                    if let Ok(Some(split)) = found {
                        hints.extend(split);
                        continue;
                    }
                }
                hints.push(options);
            }
        }
    }
    // A hint with an option that fits every solution says nothing ("Ann __ Bob").
    hints.retain(|options| !options.iter().any(|option| always_fits(file, option)));
    Ok(hints)
}

/// Whether an option is one row holding one value of a category that is not great, and no
/// position: every solution has that value somewhere.
fn always_fits(file: &ClueFile, option: &Value) -> bool {
    let Some([row]) = option.as_array().map(Vec::as_slice) else {
        return false;
    };
    let cells: Vec<usize> = row
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .filter(|(_, cell)| cell.as_str().is_some_and(|s| !s.is_empty()))
        .map(|(c, _)| c)
        .collect();
    matches!(cells.as_slice(), [c] if *c > 0 && !file.categories[*c - 1].great)
}

/// A clue that needs many options, as several hints with fewer, if one exists: for a value X and
/// a category C that the clue reads at X's position, the clue holds exactly when, for every
/// value u of C, "X's C is not u" or the clue with X's C read as u holds. The first half is
/// single rows (X beside each other value of C), the second usually needs no block.
fn split(
    file: &ClueFile,
    clue: &Clue,
    before: usize,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Value>>>, Fail> {
    let mut candidates = Vec::new();
    candidates_of(file, clue, &mut candidates);
    let mut best: Option<(usize, Vec<Vec<Value>>)> = None;
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
            let mut options: Vec<Value> = (0..file.categories[c].values.len())
                .filter(|&other| other != u)
                .map(|other| {
                    let mut row = vec![String::new(); width];
                    row[xc + 1] = file.categories[xc].values[xv].clone();
                    row[c + 1] = file.categories[c].values[other].clone();
                    json!([row])
                })
                .collect();
            if !leaves.is_empty() {
                options.extend(self::options(file, leaves)?);
            }
            total += options.len();
            hints.push(options);
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
    let mut add = |item: Item, c: usize| {
        if let Item::Value { category, .. } = item {
            if category != c && !file.categories[category].great && !out.contains(&(item, c)) {
                out.push((item, c));
            }
        }
    };
    match clue {
        Clue::Pos(PosOp::Same | PosOp::NotSame, a, b) => {
            if let Item::Value { category, .. } = b {
                add(*a, *category);
            }
            if let Item::Value { category, .. } = a {
                add(*b, *category);
            }
        }
        Clue::Const(_) | Clue::Pos(..) | Clue::InItems(..) => {}
        Clue::Not(x) => candidates_of(file, x, out),
        Clue::And(all) | Clue::Or(all) => all.iter().for_each(|x| candidates_of(file, x, out)),
        Clue::Xor(a, b) | Clue::Implies(a, b) | Clue::Iff(a, b) => {
            candidates_of(file, a, out);
            candidates_of(file, b, out);
        }
        Clue::Cmp(_, a, b) => {
            num_candidates(file, a, out);
            num_candidates(file, b, out);
        }
        Clue::InSet(x, all) => {
            num_candidates(file, x, out);
            all.iter().for_each(|y| num_candidates(file, y, out));
        }
        Clue::InRange(x, lo, hi) => [x, lo, hi].into_iter().for_each(|y| num_candidates(file, y, out)),
    }
}

fn num_candidates(file: &ClueFile, num: &Num, out: &mut Vec<(Item, usize)>) {
    match num {
        Num::Lookup(item @ Item::Value { category, .. }, c) => {
            if category != c && !file.categories[*category].great && !out.contains(&(*item, *c)) {
                out.push((*item, *c));
            }
        }
        Num::Bin(_, a, b) => {
            num_candidates(file, a, out);
            num_candidates(file, b, out);
        }
        Num::Truths(all) => all.iter().for_each(|x| candidates_of(file, x, out)),
        Num::Lit(_) | Num::Lookup(..) | Num::PosOf(_) => {}
    }
}

/// `clue` with X's value of category `c` read as value `u`, where X's position reads it.
fn substitute(file: &ClueFile, clue: &Clue, x: Item, c: usize, u: usize) -> Clue {
    let sub = |y: &Clue| substitute(file, y, x, c, u);
    let num = |y: &Num| substitute_num(file, y, x, c, u);
    // Whether `other` is a value of `c`, and which.
    let of_c = |other: Item| match other {
        Item::Value { category, value } if category == c => Some(value),
        _ => None,
    };
    match clue {
        Clue::Pos(PosOp::Same, a, b) if *a == x && of_c(*b).is_some() => Clue::Const(of_c(*b) == Some(u)),
        Clue::Pos(PosOp::Same, a, b) if *b == x && of_c(*a).is_some() => Clue::Const(of_c(*a) == Some(u)),
        // With a great category, `X __ v` also says v is used: leave it.
        Clue::Pos(PosOp::NotSame, a, b) if !file.categories[c].great && *a == x && of_c(*b).is_some() => {
            Clue::Const(of_c(*b) != Some(u))
        }
        Clue::Pos(PosOp::NotSame, a, b) if !file.categories[c].great && *b == x && of_c(*a).is_some() => {
            Clue::Const(of_c(*a) != Some(u))
        }
        Clue::Const(_) | Clue::Pos(..) | Clue::InItems(..) => clue.clone(),
        Clue::Not(y) => Clue::Not(Box::new(sub(y))),
        Clue::And(all) => Clue::And(all.iter().map(sub).collect()),
        Clue::Or(all) => Clue::Or(all.iter().map(sub).collect()),
        Clue::Xor(a, b) => Clue::Xor(Box::new(sub(a)), Box::new(sub(b))),
        Clue::Implies(a, b) => Clue::Implies(Box::new(sub(a)), Box::new(sub(b))),
        Clue::Iff(a, b) => Clue::Iff(Box::new(sub(a)), Box::new(sub(b))),
        Clue::Cmp(op, a, b) => Clue::Cmp(*op, num(a), num(b)),
        Clue::InSet(y, all) => Clue::InSet(num(y), all.iter().map(num).collect()),
        Clue::InRange(y, lo, hi) => Clue::InRange(num(y), num(lo), num(hi)),
    }
}

fn substitute_num(file: &ClueFile, n: &Num, x: Item, c: usize, u: usize) -> Num {
    match n {
        Num::Lookup(item, category) if *item == x && *category == c => match &file.categories[c].numbers {
            Some(numbers) => Num::Lit(numbers[u]),
            None => n.clone(),
        },
        Num::Bin(op, a, b) => Num::Bin(
            *op,
            Box::new(substitute_num(file, a, x, c, u)),
            Box::new(substitute_num(file, b, x, c, u)),
        ),
        Num::Truths(all) => Num::Truths(all.iter().map(|y| substitute(file, y, x, c, u)).collect()),
        Num::Lit(_) | Num::Lookup(..) | Num::PosOf(_) => n.clone(),
    }
}

/// The options of a clue: a disjunction's options are its parts' options together.
fn dnf(file: &ClueFile, clue: &Clue, budget: &mut Budget) -> Result<Dnf, Fail> {
    let parts: Vec<Clue> = match clue {
        Clue::Or(all) => all.clone(),
        Clue::Implies(a, b) => vec![Clue::Not(a.clone()), (**b).clone()],
        _ => return enumerate(file, clue, budget),
    };
    let mut leaves = Vec::new();
    for part in &parts {
        match dnf(file, part, budget)? {
            Dnf::True => return Ok(Dnf::True),
            Dnf::Leaves(more) => leaves.extend(more),
        }
        if leaves.len() > MAX_OPTIONS_PER_CLUE * 4 {
            return Err(Fail::TooLarge);
        }
    }
    Ok(Dnf::Leaves(leaves))
}

/// Every partial solution, found by asking only what the clue looks at, under which it holds.
fn enumerate(file: &ClueFile, clue: &Clue, budget: &mut Budget) -> Result<Dnf, Fail> {
    let n = file.positions;
    let width = file.categories.len();
    let root = World {
        cells: vec![None; n * width],
        place: vec![Place::Unknown; file.categories.iter().map(|c| c.values.len()).sum()],
        offsets: file
            .categories
            .iter()
            .scan(0, |start, c| {
                let offset = *start;
                *start += c.values.len();
                Some(offset)
            })
            .collect(),
    };
    let mut walk = Walk {
        file,
        clue,
        budget,
        // Evaluating the clue, and setting and undoing a fact.
        cost: size(clue) + (n * width) as u64 / 8,
        leaves: Vec::new(),
        always: false,
    };
    let mut world = root;
    walk.walk(&mut world)?;
    if walk.always {
        return Ok(Dnf::True);
    }
    Ok(Dnf::Leaves(walk.leaves))
}

/// The depth-first walk of [`enumerate`] over one partial solution, which it changes and
/// restores.
struct Walk<'a> {
    file: &'a ClueFile,
    clue: &'a Clue,
    budget: &'a mut Budget,
    cost: u64,
    leaves: Vec<Facts>,
    /// The clue held before anything was known.
    always: bool,
}

impl Walk<'_> {
    fn walk(&mut self, world: &mut World) -> Result<(), Fail> {
        self.budget.spend(self.cost)?;
        let width = self.file.categories.len();
        match (Eval {
            file: self.file,
            world,
        })
        .clue(self.clue)
        {
            Ok(true) => {
                let facts = expand(self.file, world)?;
                if facts.len() == 1 && facts[0].is_empty() {
                    self.always = true;
                    return Ok(());
                }
                self.leaves.extend(facts);
                if self.leaves.len() > MAX_OPTIONS_PER_CLUE * 4 {
                    return Err(Fail::TooLarge);
                }
            }
            Ok(false) => {}
            Err(Stop::Overflow) => return Err(Fail::Overflow),
            Err(Stop::Need(Need::Place(c, v))) => {
                for r in 0..self.file.positions {
                    if world.cells[r * width + c].is_none() {
                        world.cells[r * width + c] = Some(v as u16);
                        world.set_place(c, v, Place::Row(r));
                        let result = self.walk(world);
                        world.cells[r * width + c] = None;
                        world.set_place(c, v, Place::Unknown);
                        result?;
                    }
                }
                if self.file.categories[c].great {
                    world.set_place(c, v, Place::Absent);
                    let result = self.walk(world);
                    world.set_place(c, v, Place::Unknown);
                    result?;
                }
            }
            Err(Stop::Need(Need::Cell(r, c))) => {
                for v in 0..self.file.categories[c].values.len() {
                    if world.place(c, v) == Place::Unknown {
                        world.cells[r * width + c] = Some(v as u16);
                        world.set_place(c, v, Place::Row(r));
                        let result = self.walk(world);
                        world.cells[r * width + c] = None;
                        world.set_place(c, v, Place::Unknown);
                        result?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// The known cells of a true leaf; where it knows a great value unused, every filling of that
/// great column's unknown cells by the other values (the only way an option can say "unused").
fn expand(file: &ClueFile, world: &World) -> Result<Vec<Facts>, Fail> {
    let n = file.positions;
    let width = file.categories.len();
    let mut worlds = vec![world.cells.clone()];
    for (c, cat) in file.categories.iter().enumerate() {
        if !world.places(c).contains(&Place::Absent) {
            continue;
        }
        let free: Vec<usize> = (0..n).filter(|&r| world.cells[r * width + c].is_none()).collect();
        let allowed: Vec<u16> = (0..cat.values.len())
            .filter(|&v| world.place(c, v) == Place::Unknown)
            .map(|v| v as u16)
            .collect();
        let mut next = Vec::new();
        for cells in &worlds {
            fill(cells, &free, &allowed, c, width, &mut Vec::new(), &mut next)?;
        }
        worlds = next;
    }
    Ok(worlds
        .into_iter()
        .map(|cells| {
            cells
                .iter()
                .enumerate()
                .filter_map(|(i, v)| v.map(|v| (i / width, i % width, v)))
                .collect()
        })
        .collect())
}

/// Every injective filling of rows `free` of category `c` by `allowed` values, appended to `out`.
fn fill(
    cells: &[Option<u16>],
    free: &[usize],
    allowed: &[u16],
    c: usize,
    width: usize,
    used: &mut Vec<u16>,
    out: &mut Vec<Vec<Option<u16>>>,
) -> Result<(), Fail> {
    if out.len() > MAX_OPTIONS_PER_CLUE {
        return Err(Fail::TooLarge);
    }
    let Some((&r, rest)) = free.split_first() else {
        out.push(cells.to_vec());
        return Ok(());
    };
    for &v in allowed {
        if used.contains(&v) {
            continue;
        }
        let mut cells = cells.to_vec();
        cells[r * width + c] = Some(v);
        used.push(v);
        fill(&cells, rest, allowed, c, width, used, out)?;
        used.pop();
    }
    Ok(())
}

/// The options of a hint: leaves of one shape at every shift become one relative block, the
/// others are blocks anchored by their position (`#`).
fn options(file: &ClueFile, leaves: Vec<Facts>) -> Result<Vec<Value>, Fail> {
    let n = file.positions;
    let width = file.categories.len() + 1;
    if leaves.is_empty() {
        // A block that never fits: position n directly above position 1 (or two rows in one).
        let mut a = vec![String::new(); width];
        let mut b = vec![String::new(); width];
        a[0] = n.to_string();
        b[0] = "1".to_owned();
        return Ok(vec![json!([a, b])]);
    }
    // Shape (height, cells relative to the first row) → the first rows it occurs at.
    let mut order: Vec<(usize, Facts)> = Vec::new();
    let mut shifts: HashMap<(usize, Facts), Vec<usize>> = HashMap::new();
    for facts in leaves {
        let top = facts.iter().map(|f| f.0).min().unwrap_or(0);
        let bottom = facts.iter().map(|f| f.0).max().unwrap_or(0);
        let shape: Facts = facts.iter().map(|&(r, c, v)| (r - top, c, v)).collect();
        let key = (bottom - top + 1, shape);
        let entry = shifts.entry(key.clone()).or_default();
        if entry.is_empty() {
            order.push(key);
        }
        if !entry.contains(&top) {
            entry.push(top);
        }
    }
    let mut out = Vec::new();
    for key in order {
        let (height, shape) = &key;
        let tops = &shifts[&key];
        let block = |anchor: Option<usize>| {
            let mut rows = vec![vec![String::new(); width]; *height];
            for &(r, c, v) in shape {
                rows[r][c + 1] = file.categories[c].values[usize::from(v)].clone();
            }
            if let Some(top) = anchor {
                rows[0][0] = (top + 1).to_string();
            }
            json!(rows)
        };
        if tops.len() == n + 1 - height {
            out.push(block(None));
        } else {
            let mut tops = tops.clone();
            tops.sort_unstable();
            out.extend(tops.into_iter().map(|t| block(Some(t))));
        }
        if out.len() > MAX_OPTIONS_PER_CLUE {
            return Err(Fail::TooLarge);
        }
    }
    Ok(out)
}

/// The number of clauses and numbers in a clue: the cost of evaluating it once.
fn size(clue: &Clue) -> u64 {
    1 + match clue {
        Clue::Const(_) | Clue::Pos(..) => 0,
        Clue::InItems(_, all) => all.len() as u64,
        Clue::Not(x) => size(x),
        Clue::And(all) | Clue::Or(all) => all.iter().map(size).sum(),
        Clue::Xor(a, b) | Clue::Implies(a, b) | Clue::Iff(a, b) => size(a) + size(b),
        Clue::Cmp(_, a, b) => size_num(a) + size_num(b),
        Clue::InSet(x, all) => size_num(x) + all.iter().map(size_num).sum::<u64>(),
        Clue::InRange(x, lo, hi) => size_num(x) + size_num(lo) + size_num(hi),
    }
}

fn size_num(num: &Num) -> u64 {
    1 + match num {
        Num::Lit(_) | Num::Lookup(..) | Num::PosOf(_) => 0,
        Num::Bin(_, a, b) => size_num(a) + size_num(b),
        Num::Truths(all) => all.iter().map(size).sum(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rat(n: i128, d: i128) -> Rat {
        Rat::new(n, d).ok().unwrap()
    }

    fn apply(op: ArithOp, a: Rat, b: Rat) -> Option<Rat> {
        Rat::apply(op, a, b).ok().unwrap()
    }

    #[test]
    fn division_is_exact_and_by_zero_undefined() {
        assert_eq!(apply(ArithOp::Div, rat(7, 1), rat(2, 1)), Some(rat(7, 2)));
        assert_eq!(apply(ArithOp::Div, rat(7, 1), rat(0, 1)), None);
        assert_eq!(apply(ArithOp::Rem, rat(7, 1), rat(0, 1)), None);
    }

    #[test]
    fn remainder_truncates_like_javascript() {
        assert_eq!(apply(ArithOp::Rem, rat(-7, 1), rat(2, 1)), Some(rat(-1, 1)));
        assert_eq!(apply(ArithOp::Rem, rat(7, 2), rat(1, 1)), Some(rat(1, 2)));
        assert_eq!(apply(ArithOp::Diff, rat(3, 1), rat(10, 1)), Some(rat(7, 1)));
    }

    #[test]
    fn overflow_is_reported_not_wrapped() {
        let big = rat(i128::MAX / 2, 1);
        assert!(matches!(Rat::apply(ArithOp::Mul, big, big), Err(Stop::Overflow)));
    }
}

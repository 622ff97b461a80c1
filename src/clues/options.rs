//! A clue's options: exactly the partial solutions under which it holds, found by enumerating
//! only what the clue looks at (`eval.rs`), then merged into relative blocks where every shift of
//! a block is an option.

use std::collections::HashMap;

use super::ast::{Clue, ClueFile};
use super::eval::{Eval, Need, Place, Stop, World};
use super::visit::{visit_clue, Visit};

/// A row of an option: one cell per column of the riddle (`#` first), `""` blank.
pub(super) type Row = Vec<String>;

/// An option of a hint: rows on consecutive positions.
pub(super) type Block = Vec<Row>;

/// A hint: its options.
pub(super) type HintBlocks = Vec<Block>;

/// The most options one hint of a compiled clue may have; a clue that needs more is an error.
pub const MAX_OPTIONS_PER_CLUE: usize = 10_000;

/// Work left to spend.
pub(super) struct Budget {
    pub(super) left: u64,
}

impl Budget {
    pub(super) fn spend(&mut self, work: u64) -> Result<(), Fail> {
        self.left = self.left.checked_sub(work).ok_or(Fail::TooLong)?;
        Ok(())
    }
}

/// Why a clue could not be compiled.
pub(super) enum Fail {
    /// More options than [`MAX_OPTIONS_PER_CLUE`].
    TooLarge,
    /// More work than the budget.
    TooLong,
    Overflow,
}

/// A true leaf: its known cells `(row, category, value)`, sorted.
pub(super) type Facts = Vec<(usize, usize, u16)>;

/// A clue's options before they become matrices.
pub(super) enum Dnf {
    /// Holds in every solution.
    True,
    /// Holds exactly where one of these holds (none: never).
    Leaves(Vec<Facts>),
}

/// The options of a clue: a disjunction's options are its parts' options together.
pub(super) fn dnf(file: &ClueFile, clue: &Clue, budget: &mut Budget) -> Result<Dnf, Fail> {
    let parts: Vec<Clue> = match clue {
        Clue::Or(all) => all.clone(),
        Clue::Implies(a, b) => vec![Clue::Not(a.clone()), (**b).clone()],
        Clue::Const(_)
        | Clue::Pos(..)
        | Clue::Not(_)
        | Clue::And(_)
        | Clue::Xor(..)
        | Clue::Iff(..)
        | Clue::Cmp(..)
        | Clue::InItems(..)
        | Clue::InSet(..)
        | Clue::InRange(..) => return enumerate(file, clue, budget),
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
                        self.walk_placed(world, r, c, v)?;
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
                        self.walk_placed(world, r, c, v)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Walks on with value `v` of category `c` in row `r`, then takes it out again.
    fn walk_placed(&mut self, world: &mut World, r: usize, c: usize, v: usize) -> Result<(), Fail> {
        let cell = r * self.file.categories.len() + c;
        world.cells[cell] = Some(v as u16);
        world.set_place(c, v, Place::Row(r));
        let result = self.walk(world);
        world.cells[cell] = None;
        world.set_place(c, v, Place::Unknown);
        result
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
pub(super) fn options(file: &ClueFile, leaves: Vec<Facts>) -> Result<HintBlocks, Fail> {
    let n = file.positions;
    let width = file.categories.len() + 1;
    if leaves.is_empty() {
        // A block that never fits: position n directly above position 1 (or two rows in one).
        let mut a = vec![String::new(); width];
        let mut b = vec![String::new(); width];
        a[0] = n.to_string();
        b[0] = "1".to_owned();
        return Ok(vec![vec![a, b]]);
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
            rows
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
    /// Counts the nodes, and the items of `in (…)`.
    struct Size(u64);
    impl Visit for Size {
        fn clue(&mut self, clue: &Clue) {
            self.0 += 1 + if let Clue::InItems(_, all) = clue {
                all.len() as u64
            } else {
                0
            };
        }
        fn num(&mut self, _: &super::ast::Num) {
            self.0 += 1;
        }
    }
    let mut size = Size(0);
    visit_clue(&mut size, clue);
    size.0
}

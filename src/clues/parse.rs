//! The parser: the header's categories, then each clue as a typed expression with its names
//! resolved; errors are collected, and parsing resumes at the next line.

use std::collections::HashMap;

use super::error::{suggest, ClueError};
use super::lex::{Tok, Token};
use crate::riddle::MAX_ROWS;

/// Most errors reported for one file: past that, more would be noise.
const MAX_ERRORS: usize = 20;

/// The deepest nesting of parentheses, `!` and lists a clue may have (the parser recurses).
const MAX_DEPTH: usize = 64;

/// A category of the header.
#[derive(Debug, Clone)]
pub(crate) struct Category {
    pub name: String,
    pub great: bool,
    pub values: Vec<String>,
    /// Each value read as a whole number, when every value is one.
    pub numbers: Option<Vec<i64>>,
    pub line: usize,
    pub column: usize,
}

/// Something with a position: a value, or a position itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Item {
    /// Value `value` of category `category` (indices into the header).
    Value { category: usize, value: usize },
    /// Position k, 0-based.
    At(usize),
    /// `$`: replaced by each position before compiling.
    Every,
}

/// The positional relations between two items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PosOp {
    /// p(A) = p(B)
    Same,
    /// p(B) = p(A) + k
    Left(i64),
    /// p(A) < p(B)
    Before,
    /// |p(A) − p(B)| = k
    Apart(i64),
    /// p(A) ≠ p(B)
    NotSame,
}

/// Comparisons of numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CmpOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

/// Arithmetic operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Diff,
}

/// A clue: true or false of a solution.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Clue {
    /// Always true or always false (only the compiler writes it, after a substitution).
    Const(bool),
    Pos(PosOp, Item, Item),
    Not(Box<Clue>),
    And(Vec<Clue>),
    Or(Vec<Clue>),
    Xor(Box<Clue>, Box<Clue>),
    Implies(Box<Clue>, Box<Clue>),
    Iff(Box<Clue>, Box<Clue>),
    Cmp(CmpOp, Num, Num),
    /// The item is at the position of one of the others.
    InItems(Item, Vec<Item>),
    InSet(Num, Vec<Num>),
    InRange(Num, Num, Num),
}

/// A number of a clue.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Num {
    Lit(i64),
    /// The number of `category`'s value at the item's position.
    Lookup(Item, usize),
    /// The item's position number (1-based).
    PosOf(Item),
    Bin(ArithOp, Box<Num>, Box<Num>),
    Truths(Vec<Clue>),
}

/// A clue of the file, with where it is written.
#[derive(Debug, Clone)]
pub(crate) struct WrittenClue {
    pub clue: Clue,
    /// As written, comments removed and white space collapsed.
    pub text: String,
    pub line: usize,
    pub column: usize,
    /// Whether it mentions `$`.
    pub every: bool,
}

/// A parsed clue file.
#[derive(Debug, Clone)]
pub(crate) struct ClueFile {
    pub categories: Vec<Category>,
    /// The number of positions.
    pub positions: usize,
    pub clues: Vec<WrittenClue>,
}

/// Parses the tokens of `text`.
pub(crate) fn parse(text: &str, tokens: &[Token]) -> Result<ClueFile, Vec<ClueError>> {
    let mut p = Parser {
        tokens,
        i: 0,
        errors: Vec::new(),
        categories: Vec::new(),
        positions: 0,
        every: false,
        depth: 0,
        minus: HashMap::new(),
    };
    p.header();
    if !p.errors.is_empty() {
        return Err(p.errors);
    }
    let mut clues = Vec::new();
    p.skip_newlines();
    while p.peek() != &Tok::Eof && p.errors.len() < MAX_ERRORS {
        let first = p.i;
        let errors = p.errors.len();
        p.every = false;
        p.depth = 0;
        match p.logic() {
            Ok(clue) if p.errors.len() == errors => {
                let start = tokens[first].start;
                let end = tokens[p.i - 1].end;
                clues.push(WrittenClue {
                    clue,
                    text: written(text, tokens, start, end),
                    line: tokens[first].line,
                    column: tokens[first].column,
                    every: p.every,
                });
            }
            Ok(_) => {}
            Err(error) => {
                p.errors.push(error);
                p.recover(first);
            }
        }
        p.skip_newlines();
    }
    if p.errors.is_empty() {
        Ok(ClueFile {
            categories: p.categories,
            positions: p.positions,
            clues,
        })
    } else {
        Err(p.errors)
    }
}

/// The clue text between bytes `start` and `end`, comments removed, white space collapsed.
fn written(text: &str, tokens: &[Token], start: usize, end: usize) -> String {
    let mut out = String::new();
    let mut last_end = None;
    for t in tokens
        .iter()
        .filter(|t| t.start >= start && t.end <= end && !matches!(t.tok, Tok::Newline | Tok::Eof))
    {
        if last_end.is_some_and(|e| e < t.start) && !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text[t.start..t.end]);
        last_end = Some(t.end);
    }
    out
}

type Parsed<T> = Result<T, ClueError>;

/// What a primary expression turned out to be, before its context gives it a type.
#[derive(Debug, Clone)]
enum Operand {
    /// An item; `number` is its value read as a number when written `Category.item`.
    Item {
        item: Item,
        number: Option<Parsed<i64>>,
    },
    Num(Num),
    Clue(Clue),
}

struct Parser<'a> {
    tokens: &'a [Token],
    i: usize,
    errors: Vec<ClueError>,
    categories: Vec<Category>,
    positions: usize,
    every: bool,
    /// How deep the parser is in the clue.
    depth: usize,
    /// Per token `-` after a `Category.item` that is a number: whether it is a minus.
    minus: HashMap<usize, bool>,
}

impl Parser<'_> {
    /// One level deeper into a clue, or an error past [`MAX_DEPTH`].
    fn enter(&mut self) -> Parsed<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_here(format!("clue nested too deep (more than {MAX_DEPTH} levels)")));
        }
        Ok(())
    }

    fn peek(&self) -> &Tok {
        &self.tokens[self.i].tok
    }

    fn token(&self) -> &Token {
        &self.tokens[self.i]
    }

    fn next(&mut self) -> &Token {
        let t = &self.tokens[self.i];
        if t.tok != Tok::Eof {
            self.i += 1;
        }
        t
    }

    fn skip_newlines(&mut self) {
        while self.peek() == &Tok::Newline {
            self.i += 1;
        }
    }

    /// The next token that is not a line break (clues ignore them).
    fn peek_clue(&mut self) -> &Tok {
        self.skip_newlines();
        self.peek()
    }

    fn error_here(&self, message: impl Into<String>) -> ClueError {
        let t = self.token();
        ClueError::new(t.line, t.column, message)
    }

    fn expected(&self, what: &str) -> ClueError {
        self.error_here(format!("expected {what}, found {}", self.peek().describe()))
    }

    fn expect(&mut self, tok: Tok, what: &str) -> Parsed<()> {
        if self.peek_clue() == &tok {
            self.next();
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    /// After an error in the clue that began at token `first`: skip to the first token of a
    /// later line, where the next clue most likely starts.
    fn recover(&mut self, first: usize) {
        let line = self.tokens[first].line.max(self.token().line);
        if self.i == first {
            self.next();
        }
        while self.peek() != &Tok::Eof && self.token().line <= line {
            self.next();
        }
    }

    // -----------------------------------------------------------------------------------------
    // The header.

    fn header(&mut self) {
        loop {
            self.skip_newlines();
            match self.peek().clone() {
                Tok::Separator => {
                    self.next();
                    break;
                }
                Tok::Eof => {
                    self.errors
                        .push(self.expected("a line `---` between the header and the clues"));
                    return;
                }
                Tok::Name(name) | Tok::Number(name) => {
                    let t = self.next().clone();
                    if let Err(error) = self.category(name, &t) {
                        self.errors.push(error);
                        while !matches!(self.peek(), Tok::Newline | Tok::Eof) {
                            self.next();
                        }
                    }
                }
                _ => {
                    self.errors.push(self.expected("a category name or `---`"));
                    while !matches!(self.peek(), Tok::Newline | Tok::Eof) {
                        self.next();
                    }
                }
            }
        }
        if !self.errors.is_empty() {
            return;
        }
        let Some(first) = self.categories.first() else {
            let t = &self.tokens[self.i - 1];
            self.errors.push(ClueError::new(
                t.line,
                t.column,
                "expected categories before `---`",
            ));
            return;
        };
        let Some(base) = self.categories.iter().find(|c| !c.great) else {
            self.errors.push(ClueError::new(
                first.line,
                first.column,
                "every category is great (`*`): at least one must have a value per position",
            ));
            return;
        };
        let n = base.values.len();
        if n > MAX_ROWS {
            self.errors.push(ClueError::new(
                base.line,
                base.column,
                format!(
                    "category {} has {n} values: at most {} positions",
                    base.name, MAX_ROWS
                ),
            ));
            return;
        }
        for c in &self.categories {
            if !c.great && c.values.len() != n {
                self.errors.push(ClueError::new(
                    c.line,
                    c.column,
                    format!(
                        "category {} has {} values, {} has {n}",
                        c.name,
                        c.values.len(),
                        base.name
                    ),
                ));
            } else if c.great && c.values.len() <= n {
                self.errors.push(ClueError::new(
                    c.line,
                    c.column,
                    format!(
                        "great category {} has {} values: it needs more than the {n} positions",
                        c.name,
                        c.values.len()
                    ),
                ));
            }
        }
        self.positions = n;
    }

    /// A header line after its first token (the category name): `[*] - v1 v2, …`.
    fn category(&mut self, name: String, at: &Token) -> Parsed<()> {
        if let Some(first) = self.categories.iter().find(|c| c.name == name) {
            return Err(ClueError::new(
                at.line,
                at.column,
                format!("category {name} repeats line {}", first.line),
            ));
        }
        let great = self.peek() == &Tok::Star;
        if great {
            self.next();
        }
        if self.peek() != &Tok::Minus {
            return Err(self.expected("`-` after the category name"));
        }
        self.next();
        let mut values: Vec<String> = Vec::new();
        loop {
            match self.peek().clone() {
                Tok::Name(v) | Tok::Number(v) => {
                    if values.contains(&v) {
                        return Err(self.error_here(format!("value \"{v}\" repeats in category {name}")));
                    }
                    values.push(v);
                    self.next();
                }
                Tok::Comma => {
                    self.next();
                }
                Tok::Newline | Tok::Eof | Tok::Separator => break,
                _ => return Err(self.expected("a value (letters and digits)")),
            }
        }
        if values.is_empty() {
            return Err(ClueError::new(
                at.line,
                at.column,
                format!("category {name} has no values"),
            ));
        }
        let numbers = values.iter().map(|v| v.parse::<i64>().ok()).collect();
        self.categories.push(Category {
            name,
            great,
            values,
            numbers,
            line: at.line,
            column: at.column,
        });
        Ok(())
    }

    // -----------------------------------------------------------------------------------------
    // Clues.

    /// A chain of one logical operator: `X op Y op Z …`, grouped left to right.
    fn logic(&mut self) -> Parsed<Clue> {
        let first = self.unary()?;
        self.logic_rest(first)
    }

    /// `!X`, or a relation.
    fn unary(&mut self) -> Parsed<Clue> {
        self.enter()?;
        let clue = self.unary_inner();
        self.depth -= 1;
        clue
    }

    fn unary_inner(&mut self) -> Parsed<Clue> {
        if self.peek_clue() == &Tok::Bang {
            self.next();
            return Ok(Clue::Not(Box::new(self.unary()?)));
        }
        let at = self.token().clone();
        let operand = self.relation()?;
        self.clue_of(operand, &at)
    }

    fn clue_of(&self, operand: Operand, at: &Token) -> Parsed<Clue> {
        match operand {
            Operand::Clue(clue) => Ok(clue),
            Operand::Item { .. } => Err(ClueError::new(
                at.line,
                at.column,
                format!(
                    "an item alone is not a clue: expected an operator after it (`=`, `-`, `_`, `in`, …), found {}",
                    self.peek().describe()
                ),
            )),
            Operand::Num(_) => Err(ClueError::new(
                at.line,
                at.column,
                "a number alone is not a clue: compare it (`==`, `<`, `in`, …)",
            )),
        }
    }

    /// An operand, and the relation it starts if one follows: positional, comparison or `in`.
    fn relation(&mut self) -> Parsed<Operand> {
        let at = self.token().clone();
        let left = self.arith(false)?;
        let op = self.peek_clue().clone();
        match op {
            Tok::Eq
            | Tok::Minus
            | Tok::DashK(_)
            | Tok::DashDash
            | Tok::Under
            | Tok::UnderK(_)
            | Tok::UnderUnder => {
                let Operand::Item { item, .. } = left else {
                    let hint = if op == Tok::Eq {
                        ": compare numbers with `==`"
                    } else {
                        ""
                    };
                    return Err(self.error_here(format!("{} places items, not numbers{hint}", op.describe())));
                };
                self.chain(item)
            }
            Tok::EqEq | Tok::NotEq | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge => {
                let cmp = match op {
                    Tok::EqEq => CmpOp::Eq,
                    Tok::NotEq => CmpOp::Ne,
                    Tok::Lt => CmpOp::Lt,
                    Tok::Gt => CmpOp::Gt,
                    Tok::Le => CmpOp::Le,
                    _ => CmpOp::Ge,
                };
                let a = self.num_of(left, &at)?;
                self.next();
                let at_b = self.token().clone();
                let right = self.arith(true)?;
                let b = self.num_of(right, &at_b)?;
                Ok(Operand::Clue(Clue::Cmp(cmp, a, b)))
            }
            Tok::Name(ref w) if w == "in" => {
                self.next();
                self.set(left, &at).map(Operand::Clue)
            }
            _ => Ok(left),
        }
    }

    /// The rest of `A op B [op C]` after A.
    fn chain(&mut self, first: Item) -> Parsed<Operand> {
        let mut items = vec![first];
        let mut ops: Vec<(Tok, Token)> = Vec::new();
        loop {
            let tok = self.peek_clue().clone();
            if !matches!(
                tok,
                Tok::Eq
                    | Tok::Minus
                    | Tok::DashK(_)
                    | Tok::DashDash
                    | Tok::Under
                    | Tok::UnderK(_)
                    | Tok::UnderUnder
            ) {
                break;
            }
            if items.len() == 3 {
                return Err(self.error_here("a chain has at most three items: add `&`"));
            }
            let t = self.next().clone();
            ops.push((tok, t));
            self.skip_newlines();
            let at = self.token().clone();
            let operand = self.primary()?;
            match operand {
                Operand::Item { item, .. } => items.push(item),
                _ => return Err(self.not_an_item(&at)),
            }
        }
        let mut atoms = Vec::new();
        for (tok, t) in &ops {
            atoms.push((self.pos_op(tok, t)?, tok));
        }
        if atoms.len() == 1 {
            return Ok(Operand::Clue(Clue::Pos(atoms[0].0, items[0], items[1])));
        }
        let undirected = |tok: &Tok| matches!(tok, Tok::Under | Tok::UnderK(_) | Tok::UnderUnder);
        let (u1, u2) = (undirected(atoms[0].1), undirected(atoms[1].1));
        if u1 != u2 {
            let t = &ops[1].1;
            return Err(ClueError::new(
                t.line,
                t.column,
                "a chain of three has both operators directed (`=`, `-`, `-k-`, `--`) or both undirected (`_`, `_k_`, `__`)",
            ));
        }
        let (a, b, c) = (items[0], items[1], items[2]);
        // Each operator keeps its own pair: (A op1 B) and (B op2 C).
        let pairs = [Clue::Pos(atoms[0].0, a, b), Clue::Pos(atoms[1].0, b, c)];
        if !u1 {
            return Ok(Operand::Clue(Clue::And(pairs.to_vec())));
        }
        // Undirected: and B strictly between A and C, on either side.
        let between = |x: Item, z: Item| {
            let mut all = pairs.to_vec();
            all.extend([Clue::Pos(PosOp::Before, x, b), Clue::Pos(PosOp::Before, b, z)]);
            Clue::And(all)
        };
        Ok(Operand::Clue(Clue::Or(vec![between(a, c), between(c, a)])))
    }

    fn pos_op(&self, tok: &Tok, t: &Token) -> Parsed<PosOp> {
        let k = |k: &str| {
            k.parse::<i64>()
                .map_err(|_| ClueError::new(t.line, t.column, format!("distance {k} is too large")))
        };
        Ok(match tok {
            Tok::Eq => PosOp::Same,
            Tok::Minus => PosOp::Left(1),
            Tok::DashK(d) => PosOp::Left(k(d)?),
            Tok::DashDash => PosOp::Before,
            Tok::Under => PosOp::Apart(1),
            Tok::UnderK(d) => PosOp::Apart(k(d)?),
            _ => PosOp::NotSame,
        })
    }

    /// After `in`: `(items…)`, `(numbers…)` or `[lo, hi]`.
    fn set(&mut self, left: Operand, at: &Token) -> Parsed<Clue> {
        match self.peek_clue() {
            Tok::LBracket => {
                let x = self.num_of(left, at)?;
                self.next();
                let lo = self.num_expr()?;
                self.expect(Tok::Comma, "`,` between the ends of the range")?;
                let hi = self.num_expr()?;
                self.expect(Tok::RBracket, "`]` after the range")?;
                Ok(Clue::InRange(x, lo, hi))
            }
            Tok::LParen => {
                self.next();
                let mut members = Vec::new();
                loop {
                    self.skip_newlines();
                    let t = self.token().clone();
                    members.push((self.arith(true)?, t));
                    match self.peek_clue() {
                        Tok::Comma => {
                            self.next();
                        }
                        Tok::RParen => {
                            self.next();
                            break;
                        }
                        _ => return Err(self.expected("`,` or `)` in the set")),
                    }
                }
                let positional = matches!(left, Operand::Item { .. })
                    && !matches!(members[0].0, Operand::Num(_) | Operand::Clue(_));
                if positional {
                    let Operand::Item { item, .. } = left else {
                        unreachable!()
                    };
                    let items = members
                        .into_iter()
                        .map(|(m, t)| match m {
                            Operand::Item { item, .. } => Ok(item),
                            _ => Err(self.not_an_item(&t)),
                        })
                        .collect::<Parsed<Vec<Item>>>()?;
                    Ok(Clue::InItems(item, items))
                } else {
                    let x = self.num_of(left, at)?;
                    let nums = members
                        .into_iter()
                        .map(|(m, t)| self.num_of(m, &t))
                        .collect::<Parsed<Vec<Num>>>()?;
                    Ok(Clue::InSet(x, nums))
                }
            }
            _ => Err(self.expected("`(` or `[` after `in`")),
        }
    }

    /// The error for a number or clue where an item must be, at token `t`.
    fn not_an_item(&self, t: &Token) -> ClueError {
        let mut message = format!(
            "expected an item (a value, `#k` or `$`), found {}",
            t.tok.describe()
        );
        if let Tok::Number(digits) = &t.tok {
            if let Some(c) = self.categories.iter().find(|c| c.values.contains(digits)) {
                message = format!(
                    "expected an item, found the number {digits} (the value is written {}.{digits})",
                    c.name
                );
            }
        }
        ClueError::new(t.line, t.column, message)
    }

    fn num_expr(&mut self) -> Parsed<Num> {
        self.skip_newlines();
        let at = self.token().clone();
        let operand = self.arith(true)?;
        self.num_of(operand, &at)
    }

    fn num_of(&self, operand: Operand, at: &Token) -> Parsed<Num> {
        let error = |m: &str| ClueError::new(at.line, at.column, m);
        match operand {
            Operand::Num(num) => Ok(num),
            Operand::Item { number: Some(n), .. } => n.map(Num::Lit),
            Operand::Item { .. } => Err(error(
                "expected a number, found an item (`X:Category` is the value at X's position, `X:#` its position)",
            )),
            Operand::Clue(_) => Err(error("expected a number, found a clue (`truths(…)` counts clues)")),
        }
    }

    /// Sums: `term (+|-|diff term)*`. With `numbers` (where only a number can stand), a `-` is
    /// always a minus; else a `-` right after an item is positional, unless the item is a number
    /// (`Category.item`) and what follows can only be arithmetic (see [`Parser::reads_minus`]).
    fn arith(&mut self, numbers: bool) -> Parsed<Operand> {
        let at = self.token().clone();
        let left = self.term()?;
        self.arith_rest(left, &at, numbers)
    }

    /// The rest of a sum whose first term, written at `at`, is `left`.
    fn arith_rest(&mut self, mut left: Operand, at: &Token, numbers: bool) -> Parsed<Operand> {
        // Operators nest to the left: each is a level deeper.
        let depth = self.depth;
        loop {
            let op = match self.peek_clue().clone() {
                Tok::Plus => ArithOp::Add,
                Tok::Minus | Tok::DashK(_) if self.reads_minus(&left, at, numbers) => ArithOp::Sub,
                Tok::Name(w) if w == "diff" => ArithOp::Diff,
                _ => {
                    self.depth = depth;
                    return Ok(left);
                }
            };
            self.enter()?;
            let tok = self.next().tok.clone();
            let mut a = self.num_of(left, at)?;
            if let Tok::DashK(k) = tok {
                // `x -3- y` in arithmetic is x - 3 - y.
                let k = k
                    .parse::<i64>()
                    .map_err(|_| self.error_here("number too large"))?;
                a = Num::Bin(ArithOp::Sub, Box::new(a), Box::new(Num::Lit(k)));
            }
            self.skip_newlines();
            let at_b = self.token().clone();
            let right = self.term()?;
            let b = self.num_of(right, &at_b)?;
            left = Operand::Num(Num::Bin(op, Box::new(a), Box::new(b)));
        }
    }

    /// Whether the `-` (or `-k-`) at the cursor, after `left` written at `at`, is a minus. After
    /// a number it is; after an item that is no number (`Ann`, `#2`) it is positional; after a
    /// `Category.item` that is a number, it depends on what follows: a minus when the term after
    /// it is a number (`Age.3 - Ann:Age`), or when the whole sum is followed by a comparison or
    /// `in` (`Age.3 - Age.1 == 2`), which only a number can be; else positional (`Age.3 - Ann`).
    /// The answer is found by reading ahead and coming back, and kept per token, so that nested
    /// parentheses are read ahead once each.
    fn reads_minus(&mut self, left: &Operand, at: &Token, numbers: bool) -> bool {
        match left {
            Operand::Num(_) | Operand::Clue(_) => return true,
            Operand::Item {
                number: Some(Ok(_)), ..
            } if numbers => return true,
            Operand::Item {
                number: Some(Ok(_)), ..
            } => {}
            Operand::Item { .. } => return false,
        }
        let key = self.i;
        if let Some(&minus) = self.minus.get(&key) {
            return minus;
        }
        let saved = (self.i, self.errors.len(), self.depth, self.every);
        let restore = |p: &mut Self| {
            p.i = saved.0;
            p.errors.truncate(saved.1);
            p.depth = saved.2;
            p.every = saved.3;
        };
        // The term after the `-`: a number there leaves no positional reading.
        self.next();
        self.skip_newlines();
        let minus = match self.term() {
            Err(_) => false,
            Ok(Operand::Num(_)) => true,
            Ok(_) => {
                // An item: read the whole sum as numbers and look at what follows it.
                restore(self);
                let sum = self.arith_rest(left.clone(), at, true).is_ok();
                let follows = match self.peek_clue() {
                    Tok::EqEq | Tok::NotEq | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge => true,
                    Tok::Name(w) => w == "in",
                    _ => false,
                };
                sum && follows
            }
        };
        restore(self);
        self.minus.insert(key, minus);
        minus
    }

    /// Products: `primary (*|/|% primary)*`.
    fn term(&mut self) -> Parsed<Operand> {
        self.skip_newlines();
        let at = self.token().clone();
        let mut left = self.primary()?;
        // Operators nest to the left: each is a level deeper.
        let depth = self.depth;
        loop {
            let op = match self.peek_clue() {
                Tok::Star => ArithOp::Mul,
                Tok::Slash => ArithOp::Div,
                Tok::Percent => ArithOp::Rem,
                _ => {
                    self.depth = depth;
                    return Ok(left);
                }
            };
            self.enter()?;
            self.next();
            let a = self.num_of(left, &at)?;
            self.skip_newlines();
            let at_b = self.token().clone();
            let right = self.primary()?;
            let b = self.num_of(right, &at_b)?;
            left = Operand::Num(Num::Bin(op, Box::new(a), Box::new(b)));
        }
    }

    fn primary(&mut self) -> Parsed<Operand> {
        self.enter()?;
        let operand = self.primary_inner();
        self.depth -= 1;
        operand
    }

    fn primary_inner(&mut self) -> Parsed<Operand> {
        self.skip_newlines();
        let t = self.token().clone();
        match t.tok.clone() {
            Tok::Number(digits) => {
                self.next();
                let n = digits
                    .parse::<i64>()
                    .map_err(|_| ClueError::new(t.line, t.column, format!("number {digits} is too large")))?;
                Ok(Operand::Num(Num::Lit(n)))
            }
            Tok::Name(name)
                if name == "truths" && self.tokens.get(self.i + 1).map(|t| &t.tok) == Some(&Tok::LParen) =>
            {
                self.next();
                let list = self.clue_list()?;
                Ok(Operand::Num(Num::Truths(list)))
            }
            Tok::Name(name) => {
                self.next();
                let operand = if self.peek() == &Tok::Dot {
                    self.next();
                    let vt = self.token().clone();
                    let value = match &vt.tok {
                        Tok::Name(v) | Tok::Number(v) => v.clone(),
                        _ => return Err(self.expected("a value after `.`")),
                    };
                    self.next();
                    match self.qualified(&name, &t, &value, &vt) {
                        Some((category, index)) => {
                            let number = value.parse::<i64>().map_err(|_| {
                                ClueError::new(
                                    t.line,
                                    t.column,
                                    format!("{name}.{value} is not a whole number"),
                                )
                            });
                            Operand::Item {
                                item: Item::Value {
                                    category,
                                    value: index,
                                },
                                number: Some(number),
                            }
                        }
                        None => Operand::Item {
                            item: Item::At(0),
                            number: None,
                        },
                    }
                } else {
                    let item = self.bare(&name, &t).unwrap_or(Item::At(0));
                    Operand::Item { item, number: None }
                };
                self.lookup(operand)
            }
            Tok::Hash(Some(k)) => {
                self.next();
                let k = k
                    .parse::<usize>()
                    .ok()
                    .filter(|&k| k >= 1 && k <= self.positions)
                    .ok_or_else(|| {
                        ClueError::new(
                            t.line,
                            t.column,
                            format!(
                                "position #{k} is out of range: the positions are #1 to #{}",
                                self.positions
                            ),
                        )
                    })?;
                self.lookup(Operand::Item {
                    item: Item::At(k - 1),
                    number: None,
                })
            }
            Tok::Dollar => {
                self.next();
                self.every = true;
                self.lookup(Operand::Item {
                    item: Item::Every,
                    number: None,
                })
            }
            Tok::LParen => {
                self.next();
                let at = self.token().clone();
                let inner = self.relation()?;
                // A parenthesised logical chain: continue it as a clue.
                let inner = if matches!(
                    self.peek_clue(),
                    Tok::Amp | Tok::Pipe | Tok::Caret | Tok::Implies | Tok::Iff
                ) {
                    let first = self.clue_of(inner, &at)?;
                    Operand::Clue(self.logic_rest(first)?)
                } else {
                    inner
                };
                self.expect(Tok::RParen, "`)`")?;
                Ok(inner)
            }
            Tok::Bang => {
                self.next();
                Ok(Operand::Clue(Clue::Not(Box::new(self.unary()?))))
            }
            Tok::AmpAmp | Tok::PipePipe => {
                self.next();
                let list = self.clue_list()?;
                Ok(Operand::Clue(if t.tok == Tok::AmpAmp {
                    Clue::And(list)
                } else {
                    Clue::Or(list)
                }))
            }
            _ => Err(self.expected("a clue: an item, `#k`, `$`, a number, `!`, `(`, `&&(` or `||(`")),
        }
    }

    /// Continues a logical chain whose first operand is `first`.
    fn logic_rest(&mut self, first: Clue) -> Parsed<Clue> {
        let mut chain: Option<(Tok, &'static str)> = None;
        let mut left = first;
        // `^`, `=>` and `<=>` nest to the left: each is a level deeper.
        let depth = self.depth;
        loop {
            let (op, name) = match self.peek_clue() {
                Tok::Amp => (Tok::Amp, "&"),
                Tok::Pipe => (Tok::Pipe, "|"),
                Tok::Caret => (Tok::Caret, "^"),
                Tok::Implies => (Tok::Implies, "=>"),
                Tok::Iff => (Tok::Iff, "<=>"),
                _ => {
                    self.depth = depth;
                    return Ok(left);
                }
            };
            if let Some((first, first_name)) = &chain {
                if *first != op {
                    return Err(self.error_here(format!("mix of {first_name} and {name}: add parentheses")));
                }
            }
            chain = Some((op.clone(), name));
            self.next();
            if !matches!(op, Tok::Amp | Tok::Pipe) {
                self.enter()?;
            }
            let right = self.unary()?;
            left = combine(&op, left, right);
        }
    }

    /// `( clue, clue, … )`
    fn clue_list(&mut self) -> Parsed<Vec<Clue>> {
        self.expect(Tok::LParen, "`(`")?;
        let mut list = Vec::new();
        loop {
            list.push(self.logic()?);
            match self.peek_clue() {
                Tok::Comma => {
                    self.next();
                }
                Tok::RParen => {
                    self.next();
                    return Ok(list);
                }
                _ => return Err(self.expected("`,` or `)`")),
            }
        }
    }

    /// `X:Category` or `X:#` after an item X, if a `:` follows.
    fn lookup(&mut self, operand: Operand) -> Parsed<Operand> {
        if self.peek() != &Tok::Colon {
            return Ok(operand);
        }
        let Operand::Item { item, .. } = operand else {
            return Ok(operand);
        };
        self.next();
        let t = self.token().clone();
        match &t.tok {
            Tok::Hash(None) => {
                self.next();
                Ok(Operand::Num(Num::PosOf(item)))
            }
            Tok::Name(name) | Tok::Number(name) => {
                self.next();
                let Some(category) = self.categories.iter().position(|c| &c.name == name) else {
                    let mut message = format!("unknown category \"{name}\"");
                    if let Some(s) = suggest(name, self.categories.iter().map(|c| c.name.as_str())) {
                        message += &format!(" (did you mean \"{s}\"?)");
                    }
                    return Err(ClueError::new(t.line, t.column, message));
                };
                if self.categories[category].numbers.is_none() {
                    return Err(ClueError::new(
                        t.line,
                        t.column,
                        format!("\"{name}\" is not numeric: X:{name} needs whole-number values"),
                    ));
                }
                Ok(Operand::Num(Num::Lookup(item, category)))
            }
            _ => Err(self.expected("a category or `#` after `:`")),
        }
    }

    /// A value named alone; an error (recorded) if no category or several have it.
    fn bare(&mut self, name: &str, t: &Token) -> Option<Item> {
        let holders: Vec<(usize, usize)> = self
            .categories
            .iter()
            .enumerate()
            .filter_map(|(c, cat)| cat.values.iter().position(|v| v == name).map(|v| (c, v)))
            .collect();
        match holders.as_slice() {
            [(category, value)] => Some(Item::Value {
                category: *category,
                value: *value,
            }),
            [] => {
                let mut message = if self.categories.iter().any(|c| c.name == name) {
                    format!("\"{name}\" is a category, not a value")
                } else {
                    format!("unknown value \"{name}\"")
                };
                if !self.categories.iter().any(|c| c.name == name) {
                    let all = self
                        .categories
                        .iter()
                        .flat_map(|c| c.values.iter().map(String::as_str));
                    if let Some(s) = suggest(name, all) {
                        message += &format!(" (did you mean \"{s}\"?)");
                    }
                }
                self.errors.push(ClueError::new(t.line, t.column, message));
                None
            }
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|&(c, _)| format!("{}.{name}", self.categories[c].name))
                    .collect();
                self.errors.push(ClueError::new(
                    t.line,
                    t.column,
                    format!(
                        "\"{name}\" is a value of several categories: write {}",
                        names.join(" or ")
                    ),
                ));
                None
            }
        }
    }

    /// `Category.value`; an error (recorded) if either is unknown.
    fn qualified(&mut self, category: &str, ct: &Token, value: &str, vt: &Token) -> Option<(usize, usize)> {
        let Some(c) = self.categories.iter().position(|c| c.name == category) else {
            let mut message = format!("unknown category \"{category}\"");
            if let Some(s) = suggest(category, self.categories.iter().map(|c| c.name.as_str())) {
                message += &format!(" (did you mean \"{s}\"?)");
            }
            self.errors.push(ClueError::new(ct.line, ct.column, message));
            return None;
        };
        let cat = &self.categories[c];
        match cat.values.iter().position(|v| v == value) {
            Some(v) => Some((c, v)),
            None => {
                let mut message = format!("unknown value \"{value}\" in {category}");
                if let Some(s) = suggest(value, cat.values.iter().map(String::as_str)) {
                    message += &format!(" (did you mean \"{s}\"?)");
                }
                self.errors.push(ClueError::new(vt.line, vt.column, message));
                None
            }
        }
    }
}

/// `left op right` for a logical operator token (`&`, `|`, `^`, `=>`, `<=>`).
fn combine(op: &Tok, left: Clue, right: Clue) -> Clue {
    match op {
        Tok::Amp => match left {
            Clue::And(mut all) => {
                all.push(right);
                Clue::And(all)
            }
            other => Clue::And(vec![other, right]),
        },
        Tok::Pipe => match left {
            Clue::Or(mut all) => {
                all.push(right);
                Clue::Or(all)
            }
            other => Clue::Or(vec![other, right]),
        },
        Tok::Caret => Clue::Xor(Box::new(left), Box::new(right)),
        Tok::Implies => Clue::Implies(Box::new(left), Box::new(right)),
        _ => Clue::Iff(Box::new(left), Box::new(right)),
    }
}

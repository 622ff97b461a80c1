//! The clues' grammar: logical chains, relations (positional, comparisons, `in`), sums and
//! products by one binding-power table, and primaries.

use super::ast::{ArithOp, Clue, CmpOp, Item, Num};
use super::error::ClueError;
use super::lex::{Tok, Token};
use super::parser::{Operand, Parsed, Parser};

impl Parser<'_> {
    /// A chain of one logical operator: `X op Y op Z …`, grouped left to right.
    pub(super) fn logic(&mut self) -> Parsed<Clue> {
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
        if let Some(cmp) = comparison(&op) {
            let a = self.num_of(left, &at)?;
            self.next();
            let at_b = self.token().clone();
            let right = self.arith(true)?;
            let b = self.num_of(right, &at_b)?;
            return Ok(Operand::Clue(Clue::Cmp(cmp, a, b)));
        }
        match op {
            _ if op.is_positional() => {
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
            Tok::Name(ref w) if w == "in" => {
                self.next();
                self.set(left, &at).map(Operand::Clue)
            }
            _ => Ok(left),
        }
    }

    /// A sum where only a number can stand, or the error naming what stands there.
    pub(super) fn num_expr(&mut self) -> Parsed<Num> {
        self.skip_newlines();
        let at = self.token().clone();
        let operand = self.arith(true)?;
        self.num_of(operand, &at)
    }

    pub(super) fn num_of(&self, operand: Operand, at: &Token) -> Parsed<Num> {
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

    /// Sums and products: `primary (op primary)*`, each operator binding as [`infix`] says. With
    /// `numbers` (where only a number can stand), a `-` is always a minus; else a `-` right after
    /// an item may be positional (see [`Parser::reads_minus`]).
    pub(super) fn arith(&mut self, numbers: bool) -> Parsed<Operand> {
        self.expr(1, numbers)
    }

    /// An expression of the operators that bind at least as tightly as `min`.
    fn expr(&mut self, min: u8, numbers: bool) -> Parsed<Operand> {
        self.skip_newlines();
        let at = self.token().clone();
        let left = self.primary()?;
        self.expr_rest(left, &at, min, numbers)
    }

    /// The rest of an expression whose first operand, written at `at`, is `left`.
    fn expr_rest(&mut self, mut left: Operand, at: &Token, min: u8, numbers: bool) -> Parsed<Operand> {
        // Operators nest to the left: each is a level deeper.
        let depth = self.depth;
        loop {
            let tok = self.peek_clue().clone();
            let op = infix(&tok).filter(|&(op, power)| {
                power >= min && (op != ArithOp::Sub || self.reads_minus(&left, at, numbers))
            });
            let Some((op, power)) = op else {
                self.depth = depth;
                return Ok(left);
            };
            self.enter()?;
            self.next();
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
            let right = self.expr(power + 1, true)?;
            let b = self.num_of(right, &at_b)?;
            left = Operand::Num(Num::Bin(op, Box::new(a), Box::new(b)));
        }
    }

    /// Whether the `-` (or `-k-`) at the cursor, after `left` written at `at`, is a minus. After
    /// a number it is; after an item that is no number (`Ann`, `#2`) it is positional; after a
    /// `Category.item` that is a number, it depends on what follows: a minus when the term after
    /// it is a number (`Age.3 - Ann:Age`), or when the whole sum is followed by what only a
    /// number can be followed by (`Age.3 - Age.1 == 2`, `(Age.3 - Age.1) * 2 == 4`, see
    /// [`Parser::number_follows`]); else positional (`Age.3 - Ann`, `Age.3 - Age.1`). The answer
    /// is found by reading ahead and coming back, and kept per token, so that nested parentheses
    /// are read ahead once each.
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
        let saved = (
            self.i,
            self.errors.len(),
            self.depth,
            self.every,
            self.groups.clone(),
        );
        let restore = |p: &mut Self| {
            p.i = saved.0;
            p.errors.truncate(saved.1);
            p.depth = saved.2;
            p.every = saved.3;
            p.groups.clone_from(&saved.4);
        };
        // The term after the `-`: a number there leaves no positional reading.
        self.next();
        let minus = match self.expr(2, true) {
            Err(_) => false,
            Ok(Operand::Num(_)) => true,
            Ok(_) => {
                // An item: read the whole sum as numbers and look at what follows it.
                restore(self);
                self.expr_rest(left.clone(), at, 1, true).is_ok() && self.number_follows()
            }
        };
        restore(self);
        self.minus.insert(key, minus);
        minus
    }

    /// Whether the tokens at the cursor can follow a number but not a clue: a comparison, `in`,
    /// or an arithmetic operator, after the `)` that close plain groups (`(Age.3 - Age.1) * 2`),
    /// never past one that closes a list of clues or a set (`truths(!(Age.3 - Age.1)) == 0`:
    /// the `==` compares the count, not this sum).
    fn number_follows(&mut self) -> bool {
        let mut open = self.groups.len();
        loop {
            match self.peek_clue() {
                Tok::RParen => {
                    if open == 0 || !self.groups[open - 1] {
                        return false;
                    }
                    open -= 1;
                    self.next();
                }
                Tok::Name(w) => return w == "in" || w == "diff",
                tok => {
                    return matches!(
                        tok,
                        Tok::EqEq
                            | Tok::NotEq
                            | Tok::Lt
                            | Tok::Gt
                            | Tok::Le
                            | Tok::Ge
                            | Tok::Plus
                            | Tok::Minus
                            | Tok::DashK(_)
                            | Tok::Star
                            | Tok::Slash
                            | Tok::Percent
                    )
                }
            }
        }
    }

    pub(super) fn primary(&mut self) -> Parsed<Operand> {
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
                let n = digits.parse::<i64>().map_err(|_| {
                    ClueError::new(
                        t.line,
                        t.column,
                        format!("number {} is too large", crate::words::shortened(&digits)),
                    )
                })?;
                Ok(Operand::Num(Num::Lit(n)))
            }
            Tok::Name(name)
                if name == "truths" && self.tokens.get(self.i + 1).map(|t| &t.tok) == Some(&Tok::LParen) =>
            {
                self.next();
                let list = self.clue_list()?;
                Ok(Operand::Num(Num::Truths(list)))
            }
            Tok::Name(name) => self.named_operand(name, &t),
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
                self.groups.push(true);
                let at = self.token().clone();
                let inner = self.relation()?;
                // A parenthesised logical chain: continue it as a clue.
                let inner = if connective(self.peek_clue()).is_some() {
                    let first = self.clue_of(inner, &at)?;
                    Operand::Clue(self.logic_rest(first)?)
                } else {
                    inner
                };
                self.expect(Tok::RParen, "`)`")?;
                self.groups.pop();
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

    /// An operand that opens with the name `name` (the token `t`): a value, or `category.value`.
    fn named_operand(&mut self, name: String, t: &Token) -> Parsed<Operand> {
        self.next();
        let operand = if self.peek() == &Tok::Dot {
            self.next();
            let vt = self.token().clone();
            let value = match &vt.tok {
                Tok::Name(v) | Tok::Number(v) => v.clone(),
                _ => return Err(self.expected("a value after `.`")),
            };
            self.next();
            match self.qualified(&name, t, &value, &vt) {
                Some((category, index)) => {
                    let number = value.parse::<i64>().map_err(|_| {
                        ClueError::new(
                            t.line,
                            t.column,
                            format!(
                                "{}.{} is not a whole number",
                                crate::words::shortened(&name),
                                crate::words::shortened(&value)
                            ),
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
            let item = self.bare(&name, t).unwrap_or(Item::At(0));
            Operand::Item { item, number: None }
        };
        self.lookup(operand)
    }

    /// Continues a logical chain whose first operand is `first`.
    fn logic_rest(&mut self, first: Clue) -> Parsed<Clue> {
        let mut chain: Option<Connective> = None;
        let mut left = first;
        // `^`, `=>` and `<=>` nest to the left: each is a level deeper.
        let depth = self.depth;
        loop {
            let Some(op) = connective(self.peek_clue()) else {
                self.depth = depth;
                return Ok(left);
            };
            if let Some(first) = chain {
                if first != op {
                    return Err(self.error_here(format!(
                        "mix of {} and {}: add parentheses",
                        first.name(),
                        op.name()
                    )));
                }
            }
            chain = Some(op);
            self.next();
            match op {
                Connective::And | Connective::Or => {}
                Connective::Xor | Connective::Implies | Connective::Iff => self.enter()?,
            }
            let right = self.unary()?;
            left = combine(op, left, right);
        }
    }

    /// `( clue, clue, … )`
    fn clue_list(&mut self) -> Parsed<Vec<Clue>> {
        self.expect(Tok::LParen, "`(`")?;
        self.groups.push(false);
        let mut list = Vec::new();
        loop {
            list.push(self.logic()?);
            match self.peek_clue() {
                Tok::Comma => {
                    self.next();
                }
                Tok::RParen => {
                    self.next();
                    self.groups.pop();
                    return Ok(list);
                }
                _ => return Err(self.expected("`,` or `)`")),
            }
        }
    }
}

/// The arithmetic operators, and how tightly each binds: `* / %` before `+ - diff`.
fn infix(tok: &Tok) -> Option<(ArithOp, u8)> {
    Some(match tok {
        Tok::Plus => (ArithOp::Add, 1),
        Tok::Minus | Tok::DashK(_) => (ArithOp::Sub, 1),
        Tok::Name(w) if w == "diff" => (ArithOp::Diff, 1),
        Tok::Star => (ArithOp::Mul, 2),
        Tok::Slash => (ArithOp::Div, 2),
        Tok::Percent => (ArithOp::Rem, 2),
        // Every other token, listed so that a new one must be placed here.
        #[rustfmt::skip]
        Tok::Name(_) | Tok::Number(_) | Tok::Hash(_) | Tok::Dollar | Tok::Dot | Tok::Colon
        | Tok::LParen | Tok::RParen | Tok::LBracket | Tok::RBracket | Tok::Comma | Tok::DashDash
        | Tok::Separator | Tok::Under | Tok::UnderK(_) | Tok::UnderUnder | Tok::Eq | Tok::EqEq
        | Tok::NotEq | Tok::Bang | Tok::Amp | Tok::AmpAmp | Tok::Pipe | Tok::PipePipe | Tok::Caret
        | Tok::Implies | Tok::Iff | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge | Tok::Newline | Tok::Eof => return None,
    })
}

/// The comparison a token stands for (`==`, `!=`, `<`, `>`, `<=`, `>=`), if any.
fn comparison(tok: &Tok) -> Option<CmpOp> {
    Some(match tok {
        Tok::EqEq => CmpOp::Eq,
        Tok::NotEq => CmpOp::Ne,
        Tok::Lt => CmpOp::Lt,
        Tok::Gt => CmpOp::Gt,
        Tok::Le => CmpOp::Le,
        Tok::Ge => CmpOp::Ge,
        // Every other token, listed so that a new one must be placed here.
        #[rustfmt::skip]
        Tok::Name(_) | Tok::Number(_) | Tok::Hash(_) | Tok::Dollar | Tok::Dot | Tok::Colon
        | Tok::LParen | Tok::RParen | Tok::LBracket | Tok::RBracket | Tok::Comma | Tok::Star
        | Tok::Plus | Tok::Minus | Tok::DashK(_) | Tok::DashDash | Tok::Separator | Tok::Under
        | Tok::UnderK(_) | Tok::UnderUnder | Tok::Eq | Tok::Bang | Tok::Amp | Tok::AmpAmp
        | Tok::Pipe | Tok::PipePipe | Tok::Caret | Tok::Implies | Tok::Iff | Tok::Slash
        | Tok::Percent | Tok::Newline | Tok::Eof => return None,
    })
}

/// A logical operator between clues.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Connective {
    And,
    Or,
    Xor,
    Implies,
    Iff,
}

impl Connective {
    /// As written.
    fn name(self) -> &'static str {
        match self {
            Connective::And => "&",
            Connective::Or => "|",
            Connective::Xor => "^",
            Connective::Implies => "=>",
            Connective::Iff => "<=>",
        }
    }
}

/// The logical operator a token stands for (`&`, `|`, `^`, `=>`, `<=>`), if any.
fn connective(tok: &Tok) -> Option<Connective> {
    Some(match tok {
        Tok::Amp => Connective::And,
        Tok::Pipe => Connective::Or,
        Tok::Caret => Connective::Xor,
        Tok::Implies => Connective::Implies,
        Tok::Iff => Connective::Iff,
        // Every other token, listed so that a new one must be placed here.
        #[rustfmt::skip]
        Tok::Name(_) | Tok::Number(_) | Tok::Hash(_) | Tok::Dollar | Tok::Dot | Tok::Colon
        | Tok::LParen | Tok::RParen | Tok::LBracket | Tok::RBracket | Tok::Comma | Tok::Star
        | Tok::Plus | Tok::Minus | Tok::DashK(_) | Tok::DashDash | Tok::Separator | Tok::Under
        | Tok::UnderK(_) | Tok::UnderUnder | Tok::Eq | Tok::EqEq | Tok::NotEq | Tok::Bang
        | Tok::AmpAmp | Tok::PipePipe | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge | Tok::Slash
        | Tok::Percent | Tok::Newline | Tok::Eof => return None,
    })
}

/// `left op right` for a logical operator.
fn combine(op: Connective, left: Clue, right: Clue) -> Clue {
    match op {
        Connective::And => match left {
            Clue::And(mut all) => {
                all.push(right);
                Clue::And(all)
            }
            other => Clue::And(vec![other, right]),
        },
        Connective::Or => match left {
            Clue::Or(mut all) => {
                all.push(right);
                Clue::Or(all)
            }
            other => Clue::Or(vec![other, right]),
        },
        Connective::Xor => Clue::Xor(Box::new(left), Box::new(right)),
        Connective::Implies => Clue::Implies(Box::new(left), Box::new(right)),
        Connective::Iff => Clue::Iff(Box::new(left), Box::new(right)),
    }
}

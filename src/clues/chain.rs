//! Relations between items: positional clues of two or three items (`A -2- B`, `A _ B __ C`),
//! each operator on its own pair, and `in` with a set of items, of numbers, or a range.

use super::ast::{Clue, Item, Num, PosOp};
use super::error::ClueError;
use super::lex::{Tok, Token};
use super::parser::{Operand, Parsed, Parser};

impl Parser<'_> {
    /// The rest of `A op B [op C]` after A.
    pub(super) fn chain(&mut self, first: Item) -> Parsed<Operand> {
        let mut items = vec![first];
        let mut ops: Vec<(Tok, Token)> = Vec::new();
        loop {
            let tok = self.peek_clue().clone();
            if !tok.is_positional() {
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
                Operand::Num(_) | Operand::Clue(_) => return Err(self.not_an_item(&at)),
            }
        }
        let mut atoms = Vec::new();
        for (tok, t) in &ops {
            atoms.push(self.pos_op(tok, t)?);
        }
        if atoms.len() == 1 {
            return Ok(Operand::Clue(Clue::Pos(atoms[0], items[0], items[1])));
        }
        let undirected = |op: PosOp| match op {
            PosOp::Apart(_) | PosOp::NotSame => true,
            PosOp::Same | PosOp::Left(_) | PosOp::Before => false,
        };
        let (u1, u2) = (undirected(atoms[0]), undirected(atoms[1]));
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
        let pairs = [Clue::Pos(atoms[0], a, b), Clue::Pos(atoms[1], b, c)];
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
            Tok::UnderUnder => PosOp::NotSame,
            // Every other token, listed so that a new one must be placed here.
            #[rustfmt::skip]
            Tok::Name(_) | Tok::Number(_) | Tok::Hash(_) | Tok::Dollar | Tok::Dot | Tok::Colon
            | Tok::LParen | Tok::RParen | Tok::LBracket | Tok::RBracket | Tok::Comma | Tok::Star
            | Tok::Plus | Tok::Separator | Tok::EqEq | Tok::NotEq | Tok::Bang | Tok::Amp
            | Tok::AmpAmp | Tok::Pipe | Tok::PipePipe | Tok::Caret | Tok::Implies | Tok::Iff
            | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge | Tok::Slash | Tok::Percent | Tok::Newline
            | Tok::Eof => {
                return Err(ClueError::new(
                    t.line,
                    t.column,
                    format!("{} places no items", tok.describe()),
                ))
            },
        })
    }

    /// After `in`: `(items…)`, `(numbers…)` or `[lo, hi]`.
    pub(super) fn set(&mut self, left: Operand, at: &Token) -> Parsed<Clue> {
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
                self.groups.push(false);
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
                            self.groups.pop();
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
                            Operand::Num(_) | Operand::Clue(_) => Err(self.not_an_item(&t)),
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
}

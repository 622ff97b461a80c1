//! The header: one category a line (`Category - v1 v2 …`, `Category* - …` for a great one),
//! until `---`; then the number of positions, and every category checked against it.

use super::ast::Category;
use super::error::ClueError;
use super::lex::{Tok, Token};
use super::parser::{Parsed, Parser};
use crate::riddle::MAX_ROWS;
use crate::words::{counted, shortened};

impl Parser<'_> {
    /// Reads the header and the `---` after it; errors are recorded.
    pub(super) fn header(&mut self) {
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
                    shortened(&base.name),
                    MAX_ROWS
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
                        "category {} has {}, {} has {n}",
                        shortened(&c.name),
                        counted(c.values.len(), "value"),
                        shortened(&base.name)
                    ),
                ));
            } else if c.great && c.values.len() <= n {
                self.errors.push(ClueError::new(
                    c.line,
                    c.column,
                    format!(
                        "great category {} has {}: it needs more than the {}",
                        shortened(&c.name),
                        counted(c.values.len(), "value"),
                        counted(n, "position")
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
                format!("category {} repeats line {}", shortened(&name), first.line),
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
                        let (v, name) = (shortened(&v), shortened(&name));
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
                format!("category {} has no values", shortened(&name)),
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
}

//! Names in clues: a value alone or as `Category.value`, `X:Category`, and the error when a name
//! is unknown or where an item must be, with one "did you mean" for every name.

use super::ast::{Item, Num};
use super::error::{suggest, ClueError};
use super::lex::{Tok, Token};
use super::parser::{Operand, Parsed, Parser};
use crate::words::shortened;

impl Parser<'_> {
    /// The error for a number or clue where an item must be, at token `t`.
    pub(super) fn not_an_item(&self, t: &Token) -> ClueError {
        let mut message = format!(
            "expected an item (a value, `#k` or `$`), found {}",
            t.tok.describe()
        );
        if let Tok::Number(digits) = &t.tok {
            if let Some(c) = self.categories.iter().find(|c| c.values.contains(digits)) {
                let (digits, name) = (shortened(digits), shortened(&c.name));
                message = format!(
                    "expected an item, found the number {digits} (the value is written {name}.{digits})"
                );
            }
        }
        ClueError::new(t.line, t.column, message)
    }

    /// The category named `name`, or the error "unknown category" at `t`.
    fn category_named(&self, name: &str, t: &Token) -> Parsed<usize> {
        self.categories
            .iter()
            .position(|c| c.name == name)
            .ok_or_else(|| {
                let names = self.categories.iter().map(|c| c.name.as_str());
                unknown(
                    t,
                    format!("unknown category \"{}\"", shortened(name)),
                    name,
                    names,
                )
            })
    }

    /// `X:Category` or `X:#` after an item X, if a `:` follows.
    pub(super) fn lookup(&mut self, operand: Operand) -> Parsed<Operand> {
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
                let category = self.category_named(name, &t)?;
                if self.categories[category].numbers.is_none() {
                    let name = shortened(name);
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
    pub(super) fn bare(&mut self, name: &str, t: &Token) -> Option<Item> {
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
                let error = if self.categories.iter().any(|c| c.name == name) {
                    let shown = shortened(name);
                    ClueError::new(
                        t.line,
                        t.column,
                        format!("\"{shown}\" is a category, not a value"),
                    )
                } else {
                    let all = self
                        .categories
                        .iter()
                        .flat_map(|c| c.values.iter().map(String::as_str));
                    unknown(t, format!("unknown value \"{}\"", shortened(name)), name, all)
                };
                self.errors.push(error);
                None
            }
            many => {
                let name = shortened(name);
                let names: Vec<String> = many
                    .iter()
                    .map(|&(c, _)| format!("{}.{name}", shortened(&self.categories[c].name)))
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
    pub(super) fn qualified(
        &mut self,
        category: &str,
        ct: &Token,
        value: &str,
        vt: &Token,
    ) -> Option<(usize, usize)> {
        let c = match self.category_named(category, ct) {
            Ok(c) => c,
            Err(error) => {
                self.errors.push(error);
                return None;
            }
        };
        let cat = &self.categories[c];
        match cat.values.iter().position(|v| v == value) {
            Some(v) => Some((c, v)),
            None => {
                let values = cat.values.iter().map(String::as_str);
                let error = unknown(
                    vt,
                    format!(
                        "unknown value \"{}\" in {}",
                        shortened(value),
                        shortened(category)
                    ),
                    value,
                    values,
                );
                self.errors.push(error);
                None
            }
        }
    }
}

/// The error `message` at `t` for an unknown `name`, followed by "(did you mean "x"?)" when one
/// of `candidates` is near enough to be a likely typo: the one suggestion builder.
fn unknown<'a>(
    t: &Token,
    message: String,
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> ClueError {
    let message = match suggest(name, candidates) {
        Some(near) => format!("{message} (did you mean \"{}\"?)", shortened(near)),
        None => message,
    };
    ClueError::new(t.line, t.column, message)
}

//! The parser's cursor over the tokens, its errors and how it recovers after one (at the next
//! line); the header is `header.rs`, the clues' grammar `grammar.rs`, their names `resolve.rs`.

use std::collections::HashMap;

use super::ast::{Category, Clue, ClueFile, Item, Num, WrittenClue};
use super::error::ClueError;
use super::lex::{Tok, Token};

/// Most errors reported for one file: past that, more would be noise.
const MAX_ERRORS: usize = 20;

/// The deepest nesting of parentheses, `!` and lists a clue may have (the parser recurses).
const MAX_DEPTH: usize = 64;

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
        groups: Vec::new(),
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
        p.groups.clear();
        match p.logic() {
            Ok(clue) if p.errors.len() == errors => {
                let start = tokens[first].start;
                let end = tokens[p.i - 1].end;
                clues.push(WrittenClue {
                    clue,
                    text: written(text, tokens, start, end),
                    sentence: tokens[first..p.i]
                        .iter()
                        .rfind(|t| !matches!(t.tok, Tok::Newline | Tok::Eof))
                        .and_then(|last| sentence_after(&text[last.end..])),
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

/// The quoted comment that follows a clue on its line (`rest` is the text after the clue), white
/// space collapsed and a leading clue number with its full stop dropped; `None` when there is
/// none or it is empty.
fn sentence_after(rest: &str) -> Option<String> {
    let rest = rest.trim_start_matches([' ', '\t']);
    let (comment, _) = rest.strip_prefix('"')?.split_once('"')?;
    let words: Vec<&str> = comment.split_whitespace().collect();
    let numbered = words.first().is_some_and(|w| {
        w.len() > 1 && w.ends_with('.') && w[..w.len() - 1].bytes().all(|b| b.is_ascii_digit())
    });
    let words = if numbered { &words[1..] } else { &words[..] };
    (!words.is_empty()).then(|| words.join(" "))
}

pub(super) type Parsed<T> = Result<T, ClueError>;

/// What a primary expression turned out to be, before its context gives it a type.
#[derive(Debug, Clone)]
pub(super) enum Operand {
    /// An item; `number` is its value read as a number when written `Category.item`.
    Item {
        /// The item.
        item: Item,
        /// Its number, when written `Category.item`.
        number: Option<Parsed<i64>>,
    },
    Num(Num),
    Clue(Clue),
}

pub(super) struct Parser<'a> {
    pub(super) tokens: &'a [Token],
    pub(super) i: usize,
    pub(super) errors: Vec<ClueError>,
    pub(super) categories: Vec<Category>,
    pub(super) positions: usize,
    pub(super) every: bool,
    /// How deep the parser is in the clue.
    pub(super) depth: usize,
    /// Per token `-` after a `Category.item` that is a number: whether it is a minus.
    pub(super) minus: HashMap<usize, bool>,
    /// The parentheses open at the cursor, innermost last: whether each is a plain group, that
    /// may hold a number (`(Age.3 - Age.1) * 2`), not a list of clues (`truths(…)`, `&&(…)`,
    /// `||(…)`) or a set (`in (…)`). Read by the `-` after a number-valued `Category.item`,
    /// which looks past the `)` that follow its sum.
    pub(super) groups: Vec<bool>,
}

impl Parser<'_> {
    /// One level deeper into a clue, or an error past [`MAX_DEPTH`].
    pub(super) fn enter(&mut self) -> Parsed<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_here(format!("clue nested too deep (more than {MAX_DEPTH} levels)")));
        }
        Ok(())
    }

    pub(super) fn peek(&self) -> &Tok {
        &self.tokens[self.i].tok
    }

    pub(super) fn token(&self) -> &Token {
        &self.tokens[self.i]
    }

    pub(super) fn next(&mut self) -> &Token {
        let t = &self.tokens[self.i];
        if t.tok != Tok::Eof {
            self.i += 1;
        }
        t
    }

    pub(super) fn skip_newlines(&mut self) {
        while self.peek() == &Tok::Newline {
            self.i += 1;
        }
    }

    /// The next token that is not a line break (clues ignore them).
    pub(super) fn peek_clue(&mut self) -> &Tok {
        self.skip_newlines();
        self.peek()
    }

    pub(super) fn error_here(&self, message: impl Into<String>) -> ClueError {
        let t = self.token();
        ClueError::new(t.line, t.column, message)
    }

    pub(super) fn expected(&self, what: &str) -> ClueError {
        self.error_here(format!("expected {what}, found {}", self.peek().describe()))
    }

    pub(super) fn expect(&mut self, tok: Tok, what: &str) -> Parsed<()> {
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
}

#[cfg(test)]
mod tests {
    use super::super::ast::{ArithOp, CmpOp, PosOp};
    use super::*;

    const HEADER: &str = "Name - Ann Bob Cid\nAge - 10 20 30\nColor* - red green blue white\n---\n";

    /// The clues of `clues` under [`HEADER`], or the errors as `line:column: message` lines.
    fn parse_clues(clues: &str) -> Result<Vec<Clue>, String> {
        let text = format!("{HEADER}{clues}");
        let (tokens, errors) = super::super::lex::lex(&text);
        assert!(errors.is_empty());
        match parse(&text, &tokens) {
            Ok(file) => Ok(file.clues.into_iter().map(|c| c.clue).collect()),
            Err(errors) => Err(errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")),
        }
    }

    fn one(clue: &str) -> Clue {
        let mut clues = parse_clues(clue).unwrap();
        assert_eq!(clues.len(), 1, "{clue}");
        clues.remove(0)
    }

    const ANN: Item = Item::Value {
        category: 0,
        value: 0,
    };
    const BOB: Item = Item::Value {
        category: 0,
        value: 1,
    };
    const CID: Item = Item::Value {
        category: 0,
        value: 2,
    };
    const AGE_10: Item = Item::Value {
        category: 1,
        value: 0,
    };
    const AGE_30: Item = Item::Value {
        category: 1,
        value: 2,
    };

    fn bin(op: ArithOp, a: Num, b: Num) -> Num {
        Num::Bin(op, Box::new(a), Box::new(b))
    }

    #[test]
    fn the_header_gives_categories_numbers_and_positions() {
        let text = format!("{HEADER}Ann = Bob");
        let (tokens, _) = super::super::lex::lex(&text);
        let file = parse(&text, &tokens).unwrap();
        assert_eq!(file.positions, 3);
        let names: Vec<(&str, bool)> = file
            .categories
            .iter()
            .map(|c| (c.name.as_str(), c.great))
            .collect();
        assert_eq!(names, [("Name", false), ("Age", false), ("Color", true)]);
        assert_eq!(file.categories[1].numbers, Some(vec![10, 20, 30]));
        assert_eq!(file.categories[0].numbers, None);
        assert_eq!(file.clues[0].text, "Ann = Bob");
        assert_eq!((file.clues[0].line, file.clues[0].column), (5, 1));
    }

    #[test]
    fn undirected_chains_keep_each_pair_and_put_the_middle_strictly_between() {
        let pairs = || {
            vec![
                Clue::Pos(PosOp::Apart(1), ANN, BOB),
                Clue::Pos(PosOp::NotSame, BOB, CID),
            ]
        };
        let between = |x, z| {
            let mut all = pairs();
            all.extend([Clue::Pos(PosOp::Before, x, BOB), Clue::Pos(PosOp::Before, BOB, z)]);
            Clue::And(all)
        };
        assert_eq!(
            one("Ann _ Bob __ Cid"),
            Clue::Or(vec![between(ANN, CID), between(CID, ANN)])
        );
        assert_eq!(
            one("Ann -2- Bob = Cid"),
            Clue::And(vec![
                Clue::Pos(PosOp::Left(2), ANN, BOB),
                Clue::Pos(PosOp::Same, BOB, CID)
            ])
        );
    }

    #[test]
    fn distance_zero_is_a_distance() {
        assert_eq!(
            one("Ann -0- red"),
            Clue::Pos(
                PosOp::Left(0),
                ANN,
                Item::Value {
                    category: 2,
                    value: 0
                }
            )
        );
        assert_eq!(one("Ann _0_ Bob"), Clue::Pos(PosOp::Apart(0), ANN, BOB));
    }

    #[test]
    fn a_number_before_minus_is_arithmetic_when_only_a_number_can_follow() {
        // A number after the `-`.
        assert_eq!(
            one("Age.30 - Ann:Age == 20"),
            Clue::Cmp(
                CmpOp::Eq,
                bin(ArithOp::Sub, Num::Lit(30), Num::Lookup(ANN, 1)),
                Num::Lit(20)
            )
        );
        // A comparison after the sum.
        assert_eq!(
            one("Age.30 - Age.10 >= Bob:#"),
            Clue::Cmp(
                CmpOp::Ge,
                bin(ArithOp::Sub, Num::Lit(30), Num::Lit(10)),
                Num::PosOf(BOB)
            )
        );
        // `-k-` in a sum is a minus k minus.
        assert_eq!(
            one("Age.30 -2- Ann:# == 25"),
            Clue::Cmp(
                CmpOp::Eq,
                bin(
                    ArithOp::Sub,
                    bin(ArithOp::Sub, Num::Lit(30), Num::Lit(2)),
                    Num::PosOf(ANN)
                ),
                Num::Lit(25)
            )
        );
        // An item after it: positional, and a clue may follow without a separator.
        assert_eq!(
            parse_clues("Age.30 - Age.10 Ann:Age == 20").unwrap(),
            [
                Clue::Pos(PosOp::Left(1), AGE_30, AGE_10),
                Clue::Cmp(CmpOp::Eq, Num::Lookup(ANN, 1), Num::Lit(20))
            ]
        );
        assert_eq!(one("Age.30 - Ann"), Clue::Pos(PosOp::Left(1), AGE_30, ANN));
        // A group: what follows its `)` decides.
        assert_eq!(
            one("(Age.30 - Age.10) * 2 == 40"),
            Clue::Cmp(
                CmpOp::Eq,
                bin(
                    ArithOp::Mul,
                    bin(ArithOp::Sub, Num::Lit(30), Num::Lit(10)),
                    Num::Lit(2)
                ),
                Num::Lit(40)
            )
        );
        assert_eq!(
            one("(Age.30 - Age.10) | Ann = Bob"),
            Clue::Or(vec![
                Clue::Pos(PosOp::Left(1), AGE_30, AGE_10),
                Clue::Pos(PosOp::Same, ANN, BOB)
            ])
        );
    }

    #[test]
    fn products_bind_before_sums_and_both_group_to_the_left() {
        assert_eq!(
            one("Ann:# + Bob:# * 2 - 1 == 7"),
            Clue::Cmp(
                CmpOp::Eq,
                bin(
                    ArithOp::Sub,
                    bin(
                        ArithOp::Add,
                        Num::PosOf(ANN),
                        bin(ArithOp::Mul, Num::PosOf(BOB), Num::Lit(2))
                    ),
                    Num::Lit(1)
                ),
                Num::Lit(7)
            )
        );
        assert_eq!(
            one("Ann:# / 2 % 3 diff 1 < 2"),
            Clue::Cmp(
                CmpOp::Lt,
                bin(
                    ArithOp::Diff,
                    bin(
                        ArithOp::Rem,
                        bin(ArithOp::Div, Num::PosOf(ANN), Num::Lit(2)),
                        Num::Lit(3)
                    ),
                    Num::Lit(1)
                ),
                Num::Lit(2)
            )
        );
    }

    #[test]
    fn errors_are_located_and_reading_resumes_at_the_next_line() {
        assert_eq!(
            parse_clues("Ann = Bobb\nAnn = Bob | Cid = Bob & Ann = Cid\nAnn:Agee == 1\nAnn - Bob")
                .unwrap_err(),
            "5:7: unknown value \"Bobb\" (did you mean \"Bob\"?)\n\
             6:23: mix of | and &: add parentheses\n\
             7:5: unknown category \"Agee\" (did you mean \"Age\"?)"
        );
        assert_eq!(
            parse_clues("Name.Bobb = Ann").unwrap_err(),
            "5:6: unknown value \"Bobb\" in Name (did you mean \"Bob\"?)"
        );
        assert_eq!(
            parse_clues("Nmae.Bob = Ann").unwrap_err(),
            "5:1: unknown category \"Nmae\" (did you mean \"Name\"?)"
        );
        assert_eq!(
            parse_clues("Age = Ann").unwrap_err(),
            "5:1: \"Age\" is a category, not a value"
        );
    }
}

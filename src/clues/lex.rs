//! The lexer: clue text as tokens with their line, column and byte span; comments dropped.

use super::error::ClueError;

/// A token of a clue file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tok {
    /// Letters and digits, not all digits.
    Name(String),
    /// All digits: a number, or a value's name in the header.
    Number(String),
    /// `#k` (`Some(k)`), or a bare `#` (`X:#`).
    Hash(Option<String>),
    Dollar,
    Dot,
    Colon,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Star,
    Plus,
    Minus,
    /// `-k-`
    DashK(String),
    DashDash,
    /// `---` (or longer): the end of the header.
    Separator,
    Under,
    /// `_k_`
    UnderK(String),
    UnderUnder,
    Eq,
    EqEq,
    NotEq,
    Bang,
    Amp,
    AmpAmp,
    Pipe,
    PipePipe,
    Caret,
    Implies,
    Iff,
    Lt,
    Gt,
    Le,
    Ge,
    Slash,
    Percent,
    Newline,
    Eof,
}

impl Tok {
    /// Whether the token places items: `=`, `-`, `-k-`, `--`, `_`, `_k_`, `__`.
    pub(crate) fn is_positional(&self) -> bool {
        match self {
            Tok::Eq
            | Tok::Minus
            | Tok::DashK(_)
            | Tok::DashDash
            | Tok::Under
            | Tok::UnderK(_)
            | Tok::UnderUnder => true,
            // Every other token, listed so that a new one must be placed here.
            #[rustfmt::skip]
            Tok::Name(_) | Tok::Number(_) | Tok::Hash(_) | Tok::Dollar | Tok::Dot | Tok::Colon
            | Tok::LParen | Tok::RParen | Tok::LBracket | Tok::RBracket | Tok::Comma | Tok::Star
            | Tok::Plus | Tok::Separator | Tok::EqEq | Tok::NotEq | Tok::Bang | Tok::Amp
            | Tok::AmpAmp | Tok::Pipe | Tok::PipePipe | Tok::Caret | Tok::Implies | Tok::Iff
            | Tok::Lt | Tok::Gt | Tok::Le | Tok::Ge | Tok::Slash | Tok::Percent | Tok::Newline
            | Tok::Eof => false,
        }
    }

    /// The token as the file spells it, for messages.
    pub(crate) fn describe(&self) -> String {
        let text = match self {
            Tok::Name(s) | Tok::Number(s) => return format!("\"{}\"", crate::words::shortened(s)),
            Tok::Hash(Some(k)) => return format!("`#{k}`"),
            Tok::DashK(k) => return format!("`-{k}-`"),
            Tok::UnderK(k) => return format!("`_{k}_`"),
            Tok::Newline => return "the end of the line".to_owned(),
            Tok::Eof => return "the end of the file".to_owned(),
            Tok::Hash(None) => "#",
            Tok::Dollar => "$",
            Tok::Dot => ".",
            Tok::Colon => ":",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::Comma => ",",
            Tok::Star => "*",
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::DashDash => "--",
            Tok::Separator => "---",
            Tok::Under => "_",
            Tok::UnderUnder => "__",
            Tok::Eq => "=",
            Tok::EqEq => "==",
            Tok::NotEq => "!=",
            Tok::Bang => "!",
            Tok::Amp => "&",
            Tok::AmpAmp => "&&",
            Tok::Pipe => "|",
            Tok::PipePipe => "||",
            Tok::Caret => "^",
            Tok::Implies => "=>",
            Tok::Iff => "<=>",
            Tok::Lt => "<",
            Tok::Gt => ">",
            Tok::Le => "<=",
            Tok::Ge => ">=",
            Tok::Slash => "/",
            Tok::Percent => "%",
        };
        format!("`{text}`")
    }
}

/// A token and where it is: 1-based line and column (characters), and its bytes in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token {
    pub tok: Tok,
    pub line: usize,
    pub column: usize,
    pub start: usize,
    pub end: usize,
}

/// Splits `text` into tokens (ending with [`Tok::Eof`]); characters that start no token are
/// errors, and skipped.
pub(crate) fn lex(text: &str) -> (Vec<Token>, Vec<ClueError>) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut tokens = Vec::new();
    let mut errors = Vec::new();
    let (mut line, mut column) = (1usize, 1usize);
    let mut i = 0;
    let byte = |i: usize| chars.get(i).map_or(text.len(), |&(b, _)| b);
    while i < chars.len() {
        let c = chars[i].1;
        let (start_line, start_column, start) = (line, column, i);
        // How many characters the token takes, and the token.
        let (len, tok) = match c {
            '\n' => {
                tokens.push(Token {
                    tok: Tok::Newline,
                    line,
                    column,
                    start: byte(i),
                    end: byte(i + 1),
                });
                i += 1;
                line += 1;
                column = 1;
                continue;
            }
            c if c.is_whitespace() => {
                i += 1;
                column += 1;
                continue;
            }
            '"' => {
                (i, line, column) = skip_comment(&chars, i, line, column, &mut errors);
                continue;
            }
            c if c.is_alphanumeric() => lex_word(&chars, i),
            '#' => lex_hash(&chars, i),
            '-' | '_' => lex_dashes(&chars, i, c),
            other => match lex_symbol(&chars, i, other) {
                Some(token) => token,
                None => {
                    errors.push(ClueError::new(
                        line,
                        column,
                        format!("unexpected character {other:?}"),
                    ));
                    i += 1;
                    column += 1;
                    continue;
                }
            },
        };
        i += len;
        column += len;
        tokens.push(Token {
            tok,
            line: start_line,
            column: start_column,
            start: byte(start),
            end: byte(i),
        });
    }
    tokens.push(Token {
        tok: Tok::Eof,
        line,
        column,
        start: text.len(),
        end: text.len(),
    });
    (tokens, errors)
}

/// Skips the comment whose opening `"` is at `i` (on `line`, `column`), which may span lines;
/// returns the index, line and column just after its closing `"`. A comment never closed is an
/// error, and runs to the end of the text.
fn skip_comment(
    chars: &[(usize, char)],
    i: usize,
    line: usize,
    column: usize,
    errors: &mut Vec<ClueError>,
) -> (usize, usize, usize) {
    let mut j = i + 1;
    let (mut l, mut col) = (line, column + 1);
    while j < chars.len() && chars[j].1 != '"' {
        if chars[j].1 == '\n' {
            l += 1;
            col = 1;
        } else {
            col += 1;
        }
        j += 1;
    }
    if j == chars.len() {
        errors.push(ClueError::new(
            line,
            column,
            "comment never closed: expected a `\"`",
        ));
    }
    (j + 1, l, col + 1)
}

/// The word of letters and digits at `i`: its length in characters, and a [`Tok::Number`] if it
/// is all digits, else a [`Tok::Name`].
fn lex_word(chars: &[(usize, char)], i: usize) -> (usize, Tok) {
    let mut j = i;
    while at(chars, j).is_some_and(char::is_alphanumeric) {
        j += 1;
    }
    let word: String = chars[i..j].iter().map(|&(_, c)| c).collect();
    let tok = if word.chars().all(|c| c.is_ascii_digit()) {
        Tok::Number(word)
    } else {
        Tok::Name(word)
    };
    (j - i, tok)
}

/// The `#k` or bare `#` at `i`: its length in characters, and the token.
fn lex_hash(chars: &[(usize, char)], i: usize) -> (usize, Tok) {
    let digits = run(chars, i + 1, |c| c.is_ascii_digit());
    if digits > 0 {
        (1 + digits, Tok::Hash(Some(collect(chars, i + 1, digits))))
    } else {
        (1, Tok::Hash(None))
    }
}

/// The token at `i` that starts with `c`, a `-` or a `_`: `---` (or longer), `--`, `__`, `-k-`,
/// `_k_`, `-` or `_`. Its length in characters, and the token.
fn lex_dashes(chars: &[(usize, char)], i: usize, c: char) -> (usize, Tok) {
    let dashes = run(chars, i, |d| d == c);
    let digits = run(chars, i + 1, |c| c.is_ascii_digit());
    if c == '-' && dashes >= 3 {
        (dashes, Tok::Separator)
    } else if dashes >= 2 {
        (2, if c == '-' { Tok::DashDash } else { Tok::UnderUnder })
    } else if digits > 0 && at(chars, i + 1 + digits) == Some(c) {
        let k = collect(chars, i + 1, digits);
        (digits + 2, if c == '-' { Tok::DashK(k) } else { Tok::UnderK(k) })
    } else {
        (1, if c == '-' { Tok::Minus } else { Tok::Under })
    }
}

/// The two-character operator `long` where `second` follows the character at `i`, else the
/// one-character `short`: its length in characters, and the token.
fn one_or_two(chars: &[(usize, char)], i: usize, second: char, long: Tok, short: Tok) -> (usize, Tok) {
    if at(chars, i + 1) == Some(second) {
        (2, long)
    } else {
        (1, short)
    }
}

/// The operator or punctuation at `i` that starts with `c`, the longest that matches: its length
/// in characters, and the token; `None` if `c` starts none.
fn lex_symbol(chars: &[(usize, char)], i: usize, c: char) -> Option<(usize, Tok)> {
    Some(match c {
        '=' => match at(chars, i + 1) {
            Some('=') => (2, Tok::EqEq),
            Some('>') => (2, Tok::Implies),
            _ => (1, Tok::Eq),
        },
        '<' => match (at(chars, i + 1), at(chars, i + 2)) {
            (Some('='), Some('>')) => (3, Tok::Iff),
            (Some('='), _) => (2, Tok::Le),
            _ => (1, Tok::Lt),
        },
        '>' => one_or_two(chars, i, '=', Tok::Ge, Tok::Gt),
        '!' => one_or_two(chars, i, '=', Tok::NotEq, Tok::Bang),
        '&' => one_or_two(chars, i, '&', Tok::AmpAmp, Tok::Amp),
        '|' => one_or_two(chars, i, '|', Tok::PipePipe, Tok::Pipe),
        '$' => (1, Tok::Dollar),
        '.' => (1, Tok::Dot),
        ':' => (1, Tok::Colon),
        '(' => (1, Tok::LParen),
        ')' => (1, Tok::RParen),
        '[' => (1, Tok::LBracket),
        ']' => (1, Tok::RBracket),
        ',' => (1, Tok::Comma),
        '*' => (1, Tok::Star),
        '+' => (1, Tok::Plus),
        '^' => (1, Tok::Caret),
        '/' => (1, Tok::Slash),
        '%' => (1, Tok::Percent),
        _ => return None,
    })
}

/// The character at `i`, if there is one.
fn at(chars: &[(usize, char)], i: usize) -> Option<char> {
    chars.get(i).map(|&(_, c)| c)
}

/// How many characters from `i` on satisfy `f`.
fn run(chars: &[(usize, char)], i: usize, f: impl Fn(char) -> bool) -> usize {
    chars.iter().skip(i).take_while(|&&(_, c)| f(c)).count()
}

fn collect(chars: &[(usize, char)], i: usize, len: usize) -> String {
    chars[i..i + len].iter().map(|&(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok> {
        lex(text).0.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn positional_operators_lex_as_one_token_each() {
        assert_eq!(
            toks("A -2- B _3_ C -- D __ E --- _ - #4 #"),
            [
                Tok::Name("A".into()),
                Tok::DashK("2".into()),
                Tok::Name("B".into()),
                Tok::UnderK("3".into()),
                Tok::Name("C".into()),
                Tok::DashDash,
                Tok::Name("D".into()),
                Tok::UnderUnder,
                Tok::Name("E".into()),
                Tok::Separator,
                Tok::Under,
                Tok::Minus,
                Tok::Hash(Some("4".into())),
                Tok::Hash(None),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn comments_span_lines_and_positions_count_characters() {
        let (tokens, errors) = lex("\"a\nb\" é x\n<=> 20");
        assert!(errors.is_empty());
        let x = &tokens[1];
        assert_eq!((x.tok.clone(), x.line, x.column), (Tok::Name("x".into()), 2, 6));
        assert_eq!(
            (tokens[3].tok.clone(), tokens[3].line, tokens[3].column),
            (Tok::Iff, 3, 1)
        );
        assert_eq!(tokens[4].tok, Tok::Number("20".into()));
    }
}

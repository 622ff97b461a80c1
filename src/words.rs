//! Words every message shares, each made in one place: a count with its noun ("1 row", "2
//! rows"), a value a person wrote, cut short when a message quotes it, and a column's name
//! inside a sentence.

use std::fmt::Display;

/// A column's name inside a sentence: lower case when it is a capitalised word ("Color" →
/// "color", "PhoneModel" stays).
pub(crate) fn column_word(header: &str) -> String {
    let mut chars = header.chars();
    match chars.next() {
        Some(first) if first.is_uppercase() && chars.clone().all(|c| !c.is_uppercase()) => {
            first.to_lowercase().chain(chars).collect()
        }
        _ => header.to_owned(),
    }
}

/// How many characters of a value a message quotes before it cuts it ([`shortened`]).
pub const QUOTED_CHARS: usize = 40;

/// `n` and `noun`, the noun plural (with `s`) unless `n` is one: `1 row`, `0 rows`, `2 search
/// nodes`. `n` is any number, or its decimal digits.
///
/// ```
/// assert_eq!(gridriddle::explain::counted(1, "solution"), "1 solution");
/// assert_eq!(gridriddle::explain::counted("2432902008176640000", "solution"), "2432902008176640000 solutions");
/// ```
pub fn counted(n: impl Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `text` as a message quotes it: its first [`QUOTED_CHARS`] characters, then `...` when there
/// are more, so that a value of megabytes gives a message of one line.
///
/// ```
/// assert_eq!(gridriddle::explain::shortened("easy"), "easy");
/// assert_eq!(gridriddle::explain::shortened(&"x".repeat(5_000_000)), format!("{}...", "x".repeat(40)));
/// ```
pub fn shortened(text: &str) -> String {
    let (shown, cut) = cut(text);
    if cut {
        format!("{shown}...")
    } else {
        shown.to_owned()
    }
}

/// `text` cut after [`QUOTED_CHARS`] characters, and whether it was cut.
pub(crate) fn cut(text: &str) -> (&str, bool) {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((end, _)) => (&text[..end], true),
        None => (text, false),
    }
}

/// `message` with every whole occurrence of `value` [`shortened`]: for a message written by
/// another crate (clap, serde) that quotes the value whole.
pub fn with_value_shortened(message: &str, value: &str) -> String {
    if cut(value).1 {
        message.replace(value, &shortened(value))
    } else {
        message.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(counted(1u64, "search node"), "1 search node");
        assert_eq!(counted(0usize, "solution"), "0 solutions");
        assert_eq!(counted(2u128, "error"), "2 errors");
        assert_eq!(counted("11", "hint"), "11 hints");
    }

    #[test]
    fn a_long_value_is_cut_at_a_character_boundary() {
        assert_eq!(shortened(&"é".repeat(41)), format!("{}...", "é".repeat(40)));
        assert_eq!(shortened(&"é".repeat(40)), "é".repeat(40));
        let long = "y".repeat(100);
        assert_eq!(
            with_value_shortened(&format!("unknown `{long}`: expected a"), &long),
            format!("unknown `{}...`: expected a", "y".repeat(40))
        );
        assert_eq!(with_value_shortened("unknown `a`", "a"), "unknown `a`");
    }
}

//! The words of messages: JSON paths, quoted values, short lists and counts, each made in one
//! place.

use serde_json::Value;

/// How many characters of a value an error message quotes before it cuts it.
const QUOTE_CHARS: usize = 40;

/// How many values of a column the "too many values" message lists.
const LISTED_VALUES: usize = 3;

/// The path of element `index` of the array at `path`.
pub(super) fn element(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

/// The path of member `key` of the object at `path`: `domains.Pet`, or `domains["Pet type"]`
/// when the key is not a plain word.
pub(super) fn member(path: &str, key: &str) -> String {
    let plain = !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    if plain {
        format!("{path}.{key}")
    } else {
        format!("{path}[{}]", quote(key))
    }
}

/// `text` cut after [`QUOTE_CHARS`] characters, and whether it was cut.
fn cut(text: &str) -> (&str, bool) {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => (&text[..end], true),
        None => (text, false),
    }
}

/// A value as a message shows it: a JSON string, cut with `...` after [`QUOTE_CHARS`] characters.
pub(super) fn quote(text: &str) -> String {
    let (shown, was_cut) = cut(text);
    let quoted = Value::from(shown).to_string();
    if was_cut {
        quoted + "..."
    } else {
        quoted
    }
}

/// The first [`LISTED_VALUES`] values, comma-separated, then `...` if there are more.
pub(super) fn listing(values: &[String]) -> String {
    let mut shown: Vec<String> = values
        .iter()
        .take(LISTED_VALUES)
        .map(|value| match cut(value) {
            (shown, true) => format!("{shown}..."),
            (shown, false) => shown.to_owned(),
        })
        .collect();
    if values.len() > LISTED_VALUES {
        shown.push("...".to_owned());
    }
    shown.join(", ")
}

/// `count` and `noun`, plural unless the count is 1: `1 row`, `5 rows`.
pub(super) fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

//! The words of messages: JSON paths, quoted values, short lists and counts, each made in one
//! place.

pub(super) use crate::words::counted;
use crate::words::cut;
use serde_json::Value;

/// How many values of a column the "too many values" message lists.
const LISTED_VALUES: usize = 3;

/// The path of element `index` of the array at `path`.
pub(super) fn element(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

/// The path of member `key` of the object at `path`: `domains.Pet`, or `domains["Pet type"]`
/// when the key is not a plain word; a long key cut short as [`quote`] cuts it.
pub(super) fn member(path: &str, key: &str) -> String {
    let plain = !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    if plain {
        format!("{path}.{}", crate::words::shortened(key))
    } else {
        format!("{path}[{}]", quote(key))
    }
}

/// A value as a message shows it: a JSON string, cut with `...` after
/// [`QUOTED_CHARS`](crate::words::QUOTED_CHARS) characters (as [`crate::words::shortened`] cuts
/// it).
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
        .map(|value| crate::words::shortened(value))
        .collect();
    if values.len() > LISTED_VALUES {
        shown.push("...".to_owned());
    }
    shown.join(", ")
}

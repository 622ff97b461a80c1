//! Rules 1 and 2, the JSON answer: ZeroEval's span, the balanced spans of a text tried as JSON
//! (at most [`MAX_JSON_ATTEMPTS`]), the mending of what models write ([`lenient_json`]), and the
//! reasoning a JSON answer holds.

use super::reading::{FoundAnswer, Reasoning, Unread};
use crate::zebralogic::Answer;
use serde_json::{Map, Value};

/// The most balanced `{…}` or `[[…]]` spans tried as JSON, the last ones first: a model writes
/// its final answer last, and the bound keeps a text of many braces linear.
pub const MAX_JSON_ATTEMPTS: usize = 16;

/// The deepest nesting the lenient JSON reading follows (serde_json's own limit is 128).
const MAX_DEPTH: usize = 100;

/// The last balanced `{…}` of `text` as ZeroEval finds it: braces counted as they come (in
/// strings too), the outermost pair that closes last.
pub(super) fn zeroeval_span(text: &str) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut start = 0;
    let mut last = None;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'{' => {
                if depth == 0 {
                    start = i;
                }
                depth += 1;
            }
            b'}' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    last = Some((start, i + 1));
                }
            }
            _ => {}
        }
    }
    last
}

/// The answer a JSON object holds, if it holds one: `"solution"` (null: none), `{"solvable":
/// false}`, rows, or houses. `None` for an object that is no answer.
pub(super) fn object_answer(map: &Map<String, Value>) -> Option<Result<Answer, String>> {
    let no_solution = map.get("solvable") == Some(&Value::Bool(false));
    match map.get("solution") {
        Some(Value::Null) | None if no_solution => Some(Ok(Answer::NoSolution)),
        Some(Value::Null) => Some(Err("its \"solution\" is null".to_owned())),
        Some(_) => {
            Some(Answer::from_json(&Value::Object(map.clone()).to_string()).map_err(|e| e.to_string()))
        }
        None if looks_like_answer(&Value::Object(map.clone())) => {
            Some(Answer::from_json(&Value::Object(map.clone()).to_string()).map_err(|e| e.to_string()))
        }
        None => None,
    }
}

/// The reasoning of a JSON answer: its `"reasoning"` (a text or a list of steps), after the
/// prose before the JSON when there is some (a model that reasons in prose, then writes
/// `"reasoning": "The steps above …"`: both are its reasoning, the prose first), else the text
/// before it. A `"reasoning"` list is taken alone (its steps keep their numbers).
pub(super) fn json_reasoning(map: &Map<String, Value>, before: &str, notes: &mut Vec<String>) -> Reasoning {
    match map.get("reasoning") {
        Some(Value::String(text)) => match prose_before(before) {
            Some(prose) => Reasoning::Text(format!("{prose}\n\n{text}")),
            None => Reasoning::Text(text.clone()),
        },
        Some(Value::Array(items)) => Reasoning::Steps(listed(items)),
        Some(other) => {
            notes.push(format!(
                "reasoning: expected a text or a list of steps, found {}",
                crate::words::shortened(&other.to_string())
            ));
            Reasoning::Steps(Vec::new())
        }
        None if before.trim().is_empty() => {
            notes.push("the answer has no \"reasoning\": no step to judge".to_owned());
            Reasoning::Steps(Vec::new())
        }
        None => Reasoning::Text(before.to_owned()),
    }
}

/// The prose before a JSON answer, without the Markdown fence that opens the JSON and without
/// the line that leads in to it ("Here is the solution to the puzzle:", "The final answer
/// is:"); `None` when there is none.
fn prose_before(before: &str) -> Option<&str> {
    let text = before.trim_end();
    let text = text
        .strip_suffix("```json")
        .or_else(|| text.strip_suffix("```"))
        .unwrap_or(text);
    let text = text.trim();
    let text = match text.rsplit_once('\n') {
        _ if !text.ends_with(':') => text,
        Some((rest, _)) => rest.trim_end(),
        None => "",
    };
    (!text.is_empty()).then_some(text)
}

/// The most steps of a JSON list kept (one more than a verification judges, so that it can say
/// there were more).
const MAX_LISTED: usize = 1001;

/// The steps of a JSON list: strings, or objects' `"text"`; other items are their JSON.
fn listed(items: &[Value]) -> Vec<String> {
    items
        .iter()
        .take(MAX_LISTED)
        .map(|item| match item {
            Value::String(s) => s.clone(),
            Value::Object(map) => map
                .get("text")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            other => other.to_string(),
        })
        .collect()
}

/// An output that is a JSON list of steps (perhaps fenced): not a matrix of cells.
pub(super) fn listed_steps(text: &str) -> Option<Vec<String>> {
    let trimmed = text.trim();
    let inner = trimmed
        .strip_prefix("```json")
        .or_else(|| trimmed.strip_prefix("```"))
        .and_then(|t| t.trim_end().strip_suffix("```"))
        .unwrap_or(trimmed)
        .trim();
    if !inner.starts_with('[') {
        return None;
    }
    match serde_json::from_str::<Value>(inner) {
        Ok(Value::Array(items)) if !items.iter().all(Value::is_array) => Some(listed(&items)),
        _ => None,
    }
}

/// The 1-based line of byte offset `at` in `text`.
pub(super) fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The balanced spans of `text` that may be JSON: every `{…}` (and every `[…]` whose first
/// non-blank character inside is `[`, a matrix), found in one pass that skips double-quoted
/// strings (each kind of bracket matched on its own stack, so that one left open in prose does
/// not hide the others); and the offset of the first `{` (or `[[`) that never closes, if any.
pub(super) fn spans(text: &str) -> (Vec<(usize, usize)>, Option<usize>) {
    let bytes = text.as_bytes();
    let (mut braces, mut brackets): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut out = Vec::new();
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                // A string never spans a blank line: a lone quote in prose ends at the paragraph.
                b'\n' if bytes.get(i + 1) == Some(&b'\n') => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'"' if !braces.is_empty() || !brackets.is_empty() => in_string = true,
                b'{' => braces.push(i),
                b'[' => brackets.push(i),
                b'}' => {
                    if let Some(start) = braces.pop() {
                        out.push((start, i + 1));
                    }
                }
                b']' => {
                    if let Some(start) = brackets.pop() {
                        if text[start + 1..i].trim_start().starts_with('[') {
                            out.push((start, i + 1));
                        }
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }
    // A matrix cut short: `[[` that never closes.
    let matrix = brackets
        .iter()
        .copied()
        .find(|&at| text[at + 1..].trim_start().starts_with('['));
    let unclosed = match (braces.first().copied(), matrix) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    (out, unclosed)
}

/// The spans not inside another span, in text order.
pub(super) fn outermost(mut spans: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    spans.sort_by_key(|&(start, end)| (start, std::cmp::Reverse(end)));
    let mut out: Vec<(usize, usize)> = Vec::new();
    for span in spans {
        if out.last().is_none_or(|&(_, end)| span.0 >= end) {
            out.push(span);
        }
    }
    out
}

/// A JSON answer found: the answer and where it ends, where its object begins, and the object
/// (for its `"reasoning"`).
type JsonFound = (FoundAnswer, usize, Option<Map<String, Value>>);

/// The JSON answer of `text` read leniently, where ZeroEval's rule reads none: its span
/// (`zeroeval`) mended, else the last span that holds an answer. `Ok(None)` when there is no
/// object at all, `Err` with the reason when there are objects but none reads as an answer, or
/// when one that opens with a key never closes (the output cut short).
pub(super) fn json_answer(text: &str, zeroeval: Option<(usize, usize)>) -> Result<Option<JsonFound>, Unread> {
    let (all, unclosed) = spans(text);
    let top = outermost(all.clone());
    let mut why: Option<Unread> = None;
    // ZeroEval's span first; then the outermost spans, last first; then, when none is an
    // answer, the spans inside them (an answer quoted in a larger object of prose), last first.
    let outer: std::collections::HashSet<(usize, usize)> = top.iter().copied().collect();
    let mut inner: Vec<(usize, usize)> = all.into_iter().filter(|s| !outer.contains(s)).collect();
    inner.sort_unstable();
    // An object that opens with a key and never closes: the output was cut short, and what
    // closes inside it is only part of it.
    let open = unclosed.filter(|&at| text[at + 1..].trim_start().starts_with(['"', '\'', '“', '[']));
    let order = zeroeval
        .into_iter()
        .chain(top.iter().rev().copied())
        .chain(inner.iter().rev().copied())
        .take(MAX_JSON_ATTEMPTS);
    for (start, end) in order {
        if open.is_some_and(|at| start > at) {
            continue;
        }
        let span = &text[start..end];
        // Braces of prose ("the set {Brit, Swede}") are not an object that failed.
        let keyed = span[1..].trim_start().starts_with(['"', '\'', '“', '[']);
        let value = match lenient_json(span) {
            Ok(value) => value,
            Err(_) if !keyed => continue,
            Err(e) => {
                why.get_or_insert_with(|| {
                    Unread(format!(
                        "the JSON object on line {} could not be read: {e}",
                        line_of(text, start)
                    ))
                });
                continue;
            }
        };
        let answer = match &value {
            Value::Object(map) => object_answer(map),
            Value::Array(_) if looks_like_answer(&value) => {
                Some(Answer::from_json(&value.to_string()).map_err(|e| e.to_string()))
            }
            _ => None,
        };
        match answer {
            Some(Ok(answer)) => {
                let map = match value {
                    Value::Object(map) => Some(map),
                    _ => None,
                };
                return Ok(Some((FoundAnswer { end, answer }, start, map)));
            }
            Some(Err(e)) => {
                why.get_or_insert_with(|| {
                    Unread(format!(
                        "the JSON object on line {} is not an answer: {e}",
                        line_of(text, start)
                    ))
                });
            }
            None if value.is_object() => {
                why.get_or_insert_with(|| {
                    Unread(format!(
                        "the JSON object on line {} is not an answer: expected \"solution\", \
                         \"rows\" or houses",
                        line_of(text, start)
                    ))
                });
            }
            None => {}
        }
    }
    if let Some(at) = unclosed {
        if open.is_some() || top.iter().all(|&(_, end)| end <= at) {
            return Err(Unread(format!(
                "cut short: the JSON that begins on line {} never closes",
                line_of(text, at)
            )));
        }
    }
    match why {
        Some(why) => Err(why),
        None => Ok(None),
    }
}

/// Whether a JSON value has an answer's shape: rows of cells, `{"header", "rows"}`,
/// `{"solution": …}`, or an object of objects (houses).
fn looks_like_answer(value: &Value) -> bool {
    match value {
        Value::Array(rows) => rows.iter().all(Value::is_array) && !rows.is_empty(),
        Value::Object(map) => {
            map.contains_key("solution")
                || map.contains_key("rows")
                || (!map.is_empty() && map.values().all(Value::is_object))
        }
        _ => false,
    }
}

/// Parses `span` as JSON, strictly, else after mending what models write: single-quoted strings,
/// trailing commas, line breaks inside strings, `True`/`False`/`None`, `//` comments.
pub fn lenient_json(span: &str) -> Result<Value, String> {
    if let Ok(value) = serde_json::from_str(span) {
        return Ok(value);
    }
    let mended = mend(span)?;
    serde_json::from_str(&mended).map_err(|e| crate::dataset::without_place(&e))
}

/// The text of `span` rewritten as strict JSON where models stray from it.
fn mend(span: &str) -> Result<String, String> {
    let chars: Vec<char> = span.chars().collect();
    let mut out = String::with_capacity(span.len() + 16);
    let mut depth = 0usize;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' | '\'' | '“' | '‘' => {
                let close = match c {
                    '“' => '”',
                    '‘' => '’',
                    other => other,
                };
                out.push('"');
                i += 1;
                while i < chars.len() && chars[i] != close {
                    match chars[i] {
                        '\\' if i + 1 < chars.len() => {
                            let next = chars[i + 1];
                            if next == '\'' {
                                out.push('\'');
                            } else {
                                out.push('\\');
                                out.push(next);
                            }
                            i += 1;
                        }
                        '"' => out.push_str("\\\""),
                        '\n' => out.push_str("\\n"),
                        '\r' => out.push_str("\\r"),
                        '\t' => out.push_str("\\t"),
                        ch if (ch as u32) < 0x20 => out.push(' '),
                        ch => out.push(ch),
                    }
                    i += 1;
                }
                out.push('"');
            }
            '{' | '[' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(format!("nested deeper than {MAX_DEPTH} levels"));
                }
                out.push(c);
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                // A trailing comma before the close.
                let trimmed = out.trim_end().len();
                if out[..trimmed].ends_with(',') {
                    out.truncate(trimmed - 1);
                }
                out.push(c);
            }
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            c if c.is_alphabetic() => {
                let start = i;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                out.push_str(match word.as_str() {
                    "True" => "true",
                    "False" => "false",
                    "None" => "null",
                    other => other,
                });
                continue;
            }
            c => out.push(c),
        }
        i += 1;
    }
    Ok(out)
}

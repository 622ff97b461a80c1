//! The choice of a multiple-choice question ([`read_choice`]): the `"answer"` of a JSON object,
//! else the one choice the final line names.

use super::json::{lenient_json, outermost, spans, MAX_JSON_ATTEMPTS};
use super::lines::fold;
use super::reading::Unread;
use serde_json::Value;

/// Reads the choice a model's output names for a question: the value of an `"answer"` key in a
/// JSON object (the last that has one), else the final non-blank line, where exactly one choice
/// must be named (after the word "answer" when it is there, else in bold, else anywhere on the
/// line; names as whole words, whatever their case). The index of the choice in `choices`.
///
/// ```
/// use gridriddle::evaluate::output::read_choice;
///
/// let choices = ["tea".to_owned(), "coffee".to_owned(), "water".to_owned()];
/// assert_eq!(read_choice(&choices, "Clue 3 rules out tea.\nFinal answer: **Water**"), Ok(2));
/// assert_eq!(read_choice(&choices, r#"{"reasoning": "…", "answer": "coffee"}"#), Ok(1));
/// assert_eq!(
///     read_choice(&choices, "It is tea or water.").unwrap_err().0,
///     "the final line names 2 choices (tea, water), not one"
/// );
/// ```
pub fn read_choice(choices: &[String], text: &str) -> Result<usize, Unread> {
    if text.trim().is_empty() {
        return Err(Unread("the output is empty".to_owned()));
    }
    let (all, _) = spans(text);
    for &(start, end) in outermost(all).iter().rev().take(MAX_JSON_ATTEMPTS) {
        let Ok(Value::Object(map)) = lenient_json(&text[start..end]) else {
            continue;
        };
        let Some(answer) = map.get("answer") else {
            continue;
        };
        let named = match answer {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            other => other.to_string(),
        };
        let folded = fold(&named);
        return match choices
            .iter()
            .position(|c| fold(c) == folded && !folded.is_empty())
        {
            Some(k) => Ok(k),
            None => match named_in(choices, &named)[..] {
                [k] => Ok(k),
                _ => Err(Unread(format!(
                    "the answer \"{}\" is none of the choices",
                    crate::words::shortened(&named)
                ))),
            },
        };
    }
    let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    let lower = last.to_lowercase();
    let mut places: Vec<&str> = Vec::new();
    if let Some(at) = lower.rfind("answer") {
        // Lower-casing keeps byte offsets for ASCII "answer"; find it in the original.
        if let Some(after) = last.get(at + "answer".len()..) {
            places.push(after);
        }
    }
    let bold: Vec<&str> = last.split("**").skip(1).step_by(2).collect();
    let whole = [last];
    let mut found: Vec<usize> = Vec::new();
    for candidates in [places.as_slice(), bold.as_slice(), whole.as_slice()] {
        found.clear();
        for k in candidates.iter().flat_map(|part| named_in(choices, part)) {
            if !found.contains(&k) {
                found.push(k);
            }
        }
        if let [k] = found[..] {
            return Ok(k);
        }
    }
    if found.len() > 1 {
        let names: Vec<&str> = found.iter().map(|&k| choices[k].as_str()).collect();
        return Err(Unread(format!(
            "the final line names {} choices ({}), not one",
            found.len(),
            names.join(", ")
        )));
    }
    Err(Unread(format!(
        "the final line names none of the choices: \"{}\"",
        crate::words::shortened(last.trim())
    )))
}

/// The choices `text` names as whole words (case folded), in the order of `choices`.
fn named_in(choices: &[String], text: &str) -> Vec<usize> {
    let lower = text.to_lowercase();
    choices
        .iter()
        .enumerate()
        .filter(|(_, choice)| {
            let choice = choice.trim().to_lowercase();
            !choice.is_empty()
                && lower.match_indices(&choice).any(|(at, m)| {
                    let before = lower[..at].chars().next_back();
                    let after = lower[at + m.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
                })
        })
        .map(|(k, _)| k)
        .collect()
}

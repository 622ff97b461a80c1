//! Reading an answer out of what a model wrote: a JSON object anywhere in the text (fenced or
//! not, with trailing commas, single quotes or Python's `True`/`None`), a markdown table, or
//! lines like `House 1: Norwegian, yellow, water` ([`read_answer`]); for a question, the choice
//! a JSON `"answer"` or the final line names ([`read_choice`]).
//!
//! Whatever the text, the reading is linear in its length (a bounded number of JSON attempts,
//! each bounded in depth) and never panics: what cannot be read is an [`Unread`] with its reason.

use crate::riddle::Riddle;
use crate::zebralogic::{Answer, Grade, ZebraLogicSolution};
use serde_json::Value;

/// Why an output could not be read: a sentence, as `unread` reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread(pub String);

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The most balanced `{…}` or `[[…]]` spans tried as JSON, the last ones first: a model writes
/// its final answer last, and the bound keeps a text of many braces linear.
pub const MAX_JSON_ATTEMPTS: usize = 16;

/// The deepest nesting the lenient JSON reading follows (serde_json's own limit is 128).
const MAX_DEPTH: usize = 100;

/// What a grid answer was read from, and where it ends in the text (the last one written wins).
struct FoundAnswer {
    end: usize,
    answer: Answer,
}

/// Reads a grid answer out of `text`, a model's whole output, for `riddle` (whose column names
/// and values tell a table's columns and a house line's values apart).
///
/// Three forms are looked for, and the one that ends last in the text is the answer: a JSON
/// object (`{"solution": {"House 1": {…}}}`, `{"header", "rows"}`, the house-keyed object alone,
/// or a matrix `[[…]]`) read leniently; a markdown table whose header names the riddle's columns
/// (or, transposed, whose header names the houses); lines that begin `House N` followed by values
/// (`House 2: Dane, blue, tea` or `House 2 - Color: blue, Drink: tea`).
///
/// ```
/// use gridriddle::{Riddle, evaluate::read::read_answer, zebralogic::grade};
///
/// let riddle = Riddle::from_json(r#"{"header": ["House", "Pet", "Drink"],
///     "startMatrix": [["1", "", ""], ["2", "", ""]], "hints": [[[["1", "cat", ""]]], [[["1", "", "tea"]]]],
///     "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk"]}}"#)?;
/// let output = "Clue 1 puts the cat in house 1, so...\n\n```json\n{'solution': {'House 1': \
///     {'Pet': 'cat', 'Drink': 'tea',}, 'House 2': {'Pet': 'dog', 'Drink': 'milk'}}}\n```";
/// assert!(grade(&riddle, &read_answer(&riddle, output).unwrap()).solved);
/// let lines = "So:\nHouse 1: cat, tea\nHouse 2: dog, milk";
/// assert!(grade(&riddle, &read_answer(&riddle, lines).unwrap()).solved);
/// assert_eq!(
///     read_answer(&riddle, "I cannot solve this puzzle.").unwrap_err().0,
///     "no answer found: no JSON object, no table of the riddle's columns, no line \"House N: …\""
/// );
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn read_answer(riddle: &Riddle, text: &str) -> Result<Answer, Unread> {
    if text.trim().is_empty() {
        return Err(Unread("the output is empty".to_owned()));
    }
    let json = json_answer(text);
    let mut found: Vec<FoundAnswer> = Vec::new();
    let mut json_why = None;
    match json {
        Ok(Some(f)) => found.push(f),
        Ok(None) => {}
        Err(why) => json_why = Some(why),
    }
    if let Some(f) = table_answer(riddle, text) {
        found.push(f);
    }
    if let Some(f) = house_lines(riddle, text) {
        found.push(f);
    }
    match found.into_iter().max_by_key(|f| f.end) {
        Some(f) => Ok(f.answer),
        None => Err(json_why.unwrap_or_else(|| {
            Unread(
                "no answer found: no JSON object, no table of the riddle's columns, no line \
                 \"House N: …\""
                    .to_owned(),
            )
        })),
    }
}

/// The 1-based line of byte offset `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
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
fn spans(text: &str) -> (Vec<(usize, usize)>, Option<usize>) {
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
fn outermost(mut spans: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    spans.sort_by_key(|&(start, end)| (start, std::cmp::Reverse(end)));
    let mut out: Vec<(usize, usize)> = Vec::new();
    for span in spans {
        if out.last().is_none_or(|&(_, end)| span.0 >= end) {
            out.push(span);
        }
    }
    out
}

/// The last JSON answer in `text`: `Ok(None)` when there is no brace at all, `Err` with the
/// reason when there are objects but none reads as an answer.
fn json_answer(text: &str) -> Result<Option<FoundAnswer>, Unread> {
    let (all, unclosed) = spans(text);
    let top = outermost(all.clone());
    let mut why: Option<Unread> = None;
    // The outermost spans, last first; then, when none is an answer, the spans inside them (an
    // answer quoted in a larger object of prose), last first.
    let outer: std::collections::HashSet<(usize, usize)> = top.iter().copied().collect();
    let mut inner: Vec<(usize, usize)> = all.into_iter().filter(|s| !outer.contains(s)).collect();
    inner.sort_unstable();
    for &(start, end) in top.iter().rev().chain(inner.iter().rev()).take(MAX_JSON_ATTEMPTS) {
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
        if !looks_like_answer(&value) {
            if value.is_object() {
                why.get_or_insert_with(|| {
                    Unread(format!(
                        "the JSON object on line {} is not an answer: expected \"solution\", \
                         \"rows\" or houses",
                        line_of(text, start)
                    ))
                });
            }
            continue;
        }
        match Answer::from_json(&value.to_string()) {
            Ok(answer) => return Ok(Some(FoundAnswer { end, answer })),
            Err(e) => {
                why.get_or_insert_with(|| {
                    Unread(format!(
                        "the JSON object on line {} is not an answer: {e}",
                        line_of(text, start)
                    ))
                });
            }
        }
    }
    if let Some(at) = unclosed {
        // An object that opens with a key and never closes: the output was cut short (what
        // closes inside it is only part of it).
        if text[at + 1..].trim_start().starts_with(['"', '\'', '“', '['])
            || top.iter().all(|&(_, end)| end <= at)
        {
            return Err(Unread(format!(
                "the JSON that begins on line {} never closes (the output is cut short?)",
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
    serde_json::from_str(&mended).map_err(|e| {
        let message = e.to_string();
        let place = format!(" at line {} column {}", e.line(), e.column());
        message.strip_suffix(&place).unwrap_or(&message).to_owned()
    })
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

/// A table cell or a value as written, without markdown emphasis, backticks or a final period.
fn clean(cell: &str) -> String {
    let cell = cell
        .trim()
        .trim_matches(|c| c == '*' || c == '_' || c == '`')
        .trim();
    cell.strip_suffix('.').unwrap_or(cell).trim().to_owned()
}

/// The cells of a markdown table line (`| a | b |`), or `None` for another line.
fn table_cells(line: &str) -> Option<Vec<String>> {
    let line = line.trim();
    if !line.starts_with('|') || line.matches('|').count() < 2 {
        return None;
    }
    let inner = line.trim_start_matches('|');
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    Some(inner.split('|').map(clean).collect())
}

/// A table's separator line (`|---|:---:|`).
fn is_separator(cells: &[String]) -> bool {
    cells
        .iter()
        .all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':' | ' ')))
}

/// The house a header cell or a line's start names: `House 3`, `house3`, `3`; 1-based.
fn house_number(text: &str) -> Option<usize> {
    let folded: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect();
    let digits = folded.strip_prefix("house").unwrap_or(&folded);
    let digits = digits.strip_prefix('#').unwrap_or(digits);
    if digits.is_empty() || digits.len() > 3 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|&n| n >= 1)
}

/// The last markdown table in `text` that is an answer: its header names at least one of the
/// riddle's columns (a row a house), or, transposed, its header cells after the first are houses
/// (a row a column).
fn table_answer(riddle: &Riddle, text: &str) -> Option<FoundAnswer> {
    let mut best = None;
    let mut offset = 0;
    let mut table: Vec<Vec<String>> = Vec::new();
    let mut end = 0;
    let mut finish = |table: &mut Vec<Vec<String>>, end: usize| {
        if let Some(answer) = table_of(riddle, table) {
            best = Some(FoundAnswer { end, answer });
        }
        table.clear();
    };
    for line in text.split_inclusive('\n') {
        offset += line.len();
        match table_cells(line) {
            Some(cells) if !is_separator(&cells) => {
                table.push(cells);
                end = offset;
            }
            Some(_) => end = offset,
            None => finish(&mut table, end),
        }
    }
    finish(&mut table, end);
    best
}

/// The answer a table's rows give, if it is one.
fn table_of(riddle: &Riddle, table: &[Vec<String>]) -> Option<Answer> {
    let (header, rows) = table.split_first()?;
    if rows.is_empty() {
        return None;
    }
    let named = header.iter().filter(|h| column_of(riddle, h).is_some()).count();
    let attributes = riddle.columns() - given_columns(riddle).len();
    if named >= attributes.clamp(1, 2) {
        return Some(Answer::Table(ZebraLogicSolution {
            header: header.clone(),
            rows: rows.to_vec(),
        }));
    }
    // Transposed: | Attribute | House 1 | House 2 | …, a row per column.
    let houses: Vec<Option<usize>> = header.iter().skip(1).map(|h| house_number(h)).collect();
    if houses.is_empty() || houses.iter().any(Option::is_none) {
        return None;
    }
    let mut out: Vec<(String, Vec<(String, String)>)> = houses
        .iter()
        .map(|h| (format!("House {}", h.unwrap_or(0)), Vec::new()))
        .collect();
    let mut any = false;
    for row in rows {
        let Some((name, cells)) = row.split_first() else {
            continue;
        };
        if column_of(riddle, name).is_none() {
            continue;
        }
        any = true;
        for (house, cell) in out.iter_mut().zip(cells) {
            house.1.push((name.clone(), cell.clone()));
        }
    }
    any.then_some(Answer::Houses(out))
}

/// The columns the start matrix gives whole (the numbered House column): not attributes.
pub(super) fn given_columns(riddle: &Riddle) -> Vec<usize> {
    (0..riddle.columns())
        .filter(|&c| {
            riddle
                .start_matrix()
                .column(c)
                .iter()
                .all(|&id| id != crate::riddle::BLANK)
        })
        .collect()
}

/// A name as compared: lower case, letters and digits only.
fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The column `name` names, folded.
fn column_of(riddle: &Riddle, name: &str) -> Option<usize> {
    let name = fold(name);
    if name.is_empty() {
        return None;
    }
    riddle.header().iter().position(|h| fold(h) == name)
}

/// Lines that begin with a house (`House 1: Norwegian, yellow, water`, `- **House 2** — Color:
/// blue; Pet: cats`): each value is put in the column that has it (or the column a `Name: value`
/// pair names). A later line for a house replaces an earlier one (a model restates its final
/// answer). At least one line must give a value.
fn house_lines(riddle: &Riddle, text: &str) -> Option<FoundAnswer> {
    let folded: Vec<Vec<String>> = (0..riddle.columns())
        .map(|c| riddle.values(c).iter().map(|v| fold(v)).collect())
        .collect();
    let columns_with_value = |value: &str| -> Vec<usize> {
        let value = fold(value);
        if value.is_empty() {
            return Vec::new();
        }
        (0..folded.len())
            .filter(|&c| folded[c].contains(&value))
            .collect()
    };
    let mut houses: Vec<(usize, Vec<(String, String)>)> = Vec::new();
    let mut end = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        offset += line.len();
        let Some((house, rest)) = house_line(line) else {
            continue;
        };
        let mut cells = Vec::new();
        for part in rest.split([',', ';', '|']) {
            let part = clean(part);
            let (name, value) = match part.split_once(':').or_else(|| part.split_once('=')) {
                Some((name, value)) => (clean(name), clean(value)),
                None => (String::new(), part.clone()),
            };
            let column = column_of(riddle, &name).or_else(|| match columns_with_value(&value)[..] {
                [c] => Some(c),
                _ => None,
            });
            if let Some(c) = column {
                cells.push((riddle.header()[c].clone(), value));
            }
        }
        if cells.is_empty() {
            continue;
        }
        end = offset;
        match houses.iter_mut().find(|(h, _)| *h == house) {
            Some(entry) => entry.1 = cells,
            None => houses.push((house, cells)),
        }
    }
    if houses.is_empty() {
        return None;
    }
    let answer = Answer::Houses(
        houses
            .into_iter()
            .map(|(h, cells)| (format!("House {h}"), cells))
            .collect(),
    );
    Some(FoundAnswer { end, answer })
}

/// A line that begins with `House N` (after list marks and emphasis), and the rest of it.
fn house_line(line: &str) -> Option<(usize, &str)> {
    let line = line
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '-' | '*' | '•' | '#' | '>' | '_'));
    let lower = line.get(..5)?;
    if !lower.eq_ignore_ascii_case("house") {
        return None;
    }
    let after = &line[5..];
    let after = after.trim_start_matches([' ', '#']);
    let digits = after.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let house: usize = after[..digits].parse().ok().filter(|&n| n >= 1)?;
    // "House 12b" is not house 12.
    if after[digits..].starts_with(char::is_alphanumeric) {
        return None;
    }
    let rest = after[digits..].trim_start_matches(|c: char| {
        c.is_whitespace() || matches!(c, ':' | '-' | '—' | '–' | '*' | '_' | ')' | '.' | '=')
    });
    Some((house, rest))
}

/// Reads the choice a model's output names for a question: the value of an `"answer"` key in a
/// JSON object (the last that has one), else the final non-blank line, where exactly one choice
/// must be named (after the word "answer" when it is there, else in bold, else anywhere on the
/// line; names as whole words, whatever their case). The index of the choice in `choices`.
///
/// ```
/// use gridriddle::evaluate::read::read_choice;
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

/// Grades a model's whole output: [`grade`](crate::zebralogic::grade) of what [`read_answer`]
/// reads, or [`Grade::unreadable`] with why nothing could be read. What the Python module's
/// `grade` calls for text.
///
/// ```
/// use gridriddle::{Riddle, evaluate::read::grade_text};
///
/// let riddle = Riddle::from_json(r#"{"header": ["House", "Pet"],
///     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
///     "domains": {"Pet": ["cat", "dog"]}}"#)?;
/// assert!(grade_text(&riddle, "Here it is: [[\"cat\"], [\"dog\"]]").solved);
/// let unread = grade_text(&riddle, "No idea.");
/// assert_eq!((unread.solved, unread.cells, unread.correct), (false, 2, 0));
/// assert!(unread.unread.unwrap().starts_with("the answer could not be read: no answer found"));
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn grade_text(riddle: &Riddle, text: &str) -> Grade {
    match read_answer(riddle, text) {
        Ok(answer) => crate::zebralogic::grade(riddle, &answer),
        Err(why) => Grade::unreadable(riddle, why),
    }
}

/// An answer as JSON, in the shape [`Answer::from_json`] reads back: rows, `{"header",
/// "rows"}`, or `{"solution": {"House 1": {…}}}`.
pub fn answer_json(answer: &Answer) -> Value {
    match answer {
        Answer::Matrix(rows) => serde_json::json!(rows),
        Answer::Table(table) => serde_json::json!({"header": table.header, "rows": table.rows}),
        Answer::Houses(houses) => {
            let houses: serde_json::Map<String, Value> = houses
                .iter()
                .map(|(house, cells)| {
                    let cells: serde_json::Map<String, Value> = cells
                        .iter()
                        .map(|(k, v)| (k.clone(), Value::from(v.as_str())))
                        .collect();
                    (house.clone(), Value::Object(cells))
                })
                .collect();
            serde_json::json!({ "solution": houses })
        }
    }
}

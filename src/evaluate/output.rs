//! The one reader of a model's output: what `evaluate`, `verify`, `grade`, `read_answer` and
//! the Python and JavaScript faces read. [`read_output`] cuts an output once into its
//! reasoning and its final answer, and reads the answer as models write it; [`read_choice`]
//! reads the choice of a question. docs/reading-outputs.md lists every rule with an example.
//!
//! The final answer, in this order:
//!
//! 1. **ZeroEval's rule**: the last balanced `{…}` of the output (braces counted as they come),
//!    its line breaks deleted, read as strict JSON. An object holding `"solution"` is the answer
//!    (`"solution": null` is none: unread, as ZeroEval counts it); an object of the answer's
//!    other shapes (`{"House 1": …}`, `{"header", "rows"}`) too; `{"solvable": false}` says the
//!    riddle has no solution. Where this rule reads an answer, it is graded as ZeroEval grades
//!    it (a cell written as a list is its first item).
//! 2. **JSON that needs mending**, where ZeroEval's rule reads nothing: the same object, or the
//!    last object holding an answer, read after mending what models write (single quotes,
//!    trailing commas, unescaped line breaks and quotes in strings, `True`/`None`, `//`
//!    comments, curly quotes); a matrix `[[…]]`. JSON that opens and never closes is an
//!    output cut short: unread.
//! 3. **The final-answer part** of a text: the last block of answer lines at the end of the
//!    output (at most three lines of prose after it), after the last "Final answer" line if
//!    there is one. Read from it: a markdown table (a header naming the riddle's columns, or
//!    transposed, houses across), rows of values separated by `|` whose first value names the
//!    row (a value of a column the start matrix gives, or a house number: GridPuzzle's
//!    answer), and lines `House k: …` (values in the column that has them, or `Name: value`).
//!    Lines like these earlier in the reasoning are not the answer.
//! 4. **No solution**: final words such as "there is no solution", "unsolvable" or "the clues
//!    contradict each other" are the answer [`Answer::NoSolution`].
//!
//! Nothing read is an [`Unread`] with its reason: "the output is empty", "cut short: …" (JSON
//! that never closes, or prose that stops mid-sentence), "no answer found: …", or why the JSON
//! found is not an answer. Whatever the bytes, the reading is linear in the text's length (a
//! bounded number of JSON attempts, each bounded in depth) and never panics.

use crate::riddle::Riddle;
use crate::zebralogic::{Answer, Grade, ZebraLogicSolution};
use serde_json::{Map, Value};

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

/// The most lines of prose after the final answer's block (a closing remark).
const MAX_LINES_AFTER: usize = 3;

/// What a grid answer was read from, and where it ends in the text (the last one written wins).
struct FoundAnswer {
    end: usize,
    answer: Answer,
}

/// The reasoning of an output: a text (to be cut into steps), or steps already listed (a JSON
/// list of steps, or a JSON answer's `"reasoning"` list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reasoning {
    /// Prose.
    Text(String),
    /// One step an item.
    Steps(Vec<String>),
}

/// The form a final answer was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Form {
    /// JSON read by ZeroEval's rule, as it reads it.
    Json,
    /// JSON read after mending, or not the last object (ZeroEval's rule reads nothing).
    MendedJson,
    /// A markdown table or rows of values separated by `|`.
    Table,
    /// Lines `House k: …`.
    HouseLines,
    /// Final words saying the riddle has no solution.
    Words,
}

/// An output cut once: its reasoning and its final answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOutput {
    /// What comes before the final answer (the whole output when none was read), or the JSON
    /// answer's `"reasoning"`.
    pub reasoning: Reasoning,
    /// The final answer, or why none could be read.
    pub answer: Result<Answer, Unread>,
    /// The form the answer was read from.
    pub form: Option<Form>,
    /// What the reading noticed about the reasoning (a JSON answer without `"reasoning"`).
    pub notes: Vec<String>,
}

/// Cuts `text`, a model's whole output for `riddle`, into its reasoning and its final answer:
/// see the module docs for the rules.
///
/// ```
/// use gridriddle::{Riddle, evaluate::output::{read_output, Reasoning}};
///
/// let riddle = Riddle::from_json(r#"{"header": ["House", "Pet"],
///     "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
///     "domains": {"Pet": ["cat", "dog"]}}"#)?;
/// // A blank line inside the reasoning string: ZeroEval's rule deletes the line breaks.
/// let output = "{\"reasoning\": \"Clue 1 puts the cat in house 1.\n\nSo the dog is in 2.\",
///     \"solution\": {\"House 1\": {\"Pet\": \"cat\"}, \"House 2\": {\"Pet\": \"dog\"}}}";
/// let read = read_output(&riddle, output);
/// assert!(read.answer.is_ok());
/// assert_eq!(read.reasoning, Reasoning::Text("Clue 1 puts the cat in house 1.So the dog is in 2.".into()));
/// // House lines in the middle of reasoning that stops mid-sentence are not an answer.
/// let cut = "House 1: cat\nHouse 2: dog\nBut clue 1 then says that the";
/// assert!(read_output(&riddle, cut).answer.unwrap_err().0.starts_with("cut short"));
/// # Ok::<(), gridriddle::RiddleError>(())
/// ```
pub fn read_output(riddle: &Riddle, text: &str) -> ReadOutput {
    let whole = || Reasoning::Text(text.to_owned());
    let mut notes = Vec::new();
    if text.trim().is_empty() {
        return ReadOutput {
            reasoning: whole(),
            answer: Err(Unread("the output is empty".to_owned())),
            form: None,
            notes,
        };
    }
    if let Some(steps) = listed_steps(text) {
        return ReadOutput {
            reasoning: Reasoning::Steps(steps),
            answer: Err(Unread(
                "no answer found: the output is a list of steps".to_owned(),
            )),
            form: None,
            notes,
        };
    }
    // 1. ZeroEval's rule (even where a later answer begins again and is cut short: the
    // complete one before it is the answer, as ZeroEval grades it).
    let zeroeval = zeroeval_span(text);
    // A JSON object with reasoning and no answer: its reasoning is the output's.
    let mut reasoning_only = None;
    if let Some((start, end)) = zeroeval {
        let joined: String = text[start..end].chars().filter(|&c| c != '\n').collect();
        if let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&joined) {
            if map.contains_key("reasoning") && object_answer(&map).is_none() {
                reasoning_only = Some((map.clone(), start));
            }
            if let Some(answer) = object_answer(&map) {
                let reasoning = json_reasoning(&map, &text[..start], &mut notes);
                return ReadOutput {
                    reasoning,
                    answer: answer.map_err(|e| {
                        Unread(format!(
                            "the JSON object on line {} is not an answer: {e}",
                            line_of(text, start)
                        ))
                    }),
                    form: Some(Form::Json),
                    notes,
                };
            }
        }
    }
    // 2. JSON that needs mending; 3. the final-answer part of the text.
    let mut found: Vec<(FoundAnswer, Form, usize)> = Vec::new();
    let mut json_why = None;
    let mut json_map = None;
    match json_answer(text, zeroeval) {
        Ok(Some((f, start, map))) => {
            json_map = map;
            found.push((f, Form::MendedJson, start));
        }
        Ok(None) => {}
        Err(why) => json_why = Some(why),
    }
    let tail = final_part(riddle, text);
    if let Some((f, form, start)) = tail.answer {
        found.push((f, form, start));
    }
    if let Some((f, form, start)) = found.into_iter().max_by_key(|f| f.0.end) {
        let reasoning = match (form, &json_map) {
            (Form::MendedJson, Some(map)) => json_reasoning(map, &text[..start], &mut notes),
            _ => Reasoning::Text(text[..start].to_owned()),
        };
        return ReadOutput {
            reasoning,
            answer: Ok(f.answer),
            form: Some(form),
            notes,
        };
    }
    let why = match json_why {
        Some(why) => why,
        None if tail.cut_short => {
            Unread("cut short: the output stops mid-sentence, before any final answer".to_owned())
        }
        None if tail.no_solution.is_some() => {
            let start = tail.no_solution.unwrap_or(0);
            return ReadOutput {
                reasoning: Reasoning::Text(text[..start].to_owned()),
                answer: Ok(Answer::NoSolution),
                form: Some(Form::Words),
                notes,
            };
        }
        None => Unread(
            "no answer found: no JSON object, no table of the riddle's columns, no line \
             \"House N: …\""
                .to_owned(),
        ),
    };
    let reasoning = match reasoning_only {
        Some((map, start)) => json_reasoning(&map, &text[..start], &mut notes),
        None => {
            let trimmed = text
                .trim_start()
                .trim_start_matches("```json")
                .trim_start_matches("```")
                .trim_start();
            if trimmed.starts_with('{') {
                notes.push(format!(
                    "the answer looks like JSON but is not ({why}): read as text"
                ));
            }
            whole()
        }
    };
    ReadOutput {
        reasoning,
        answer: Err(why),
        form: None,
        notes,
    }
}

/// Reads a grid answer out of `text`, a model's whole output, for `riddle`: the answer of
/// [`read_output`].
///
/// ```
/// use gridriddle::{Riddle, evaluate::output::read_answer, zebralogic::grade};
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
    read_output(riddle, text).answer
}

/// The last balanced `{…}` of `text` as ZeroEval finds it: braces counted as they come (in
/// strings too), the outermost pair that closes last.
fn zeroeval_span(text: &str) -> Option<(usize, usize)> {
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
fn object_answer(map: &Map<String, Value>) -> Option<Result<Answer, String>> {
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
fn json_reasoning(map: &Map<String, Value>, before: &str, notes: &mut Vec<String>) -> Reasoning {
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
fn listed_steps(text: &str) -> Option<Vec<String>> {
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

/// A JSON answer found: the answer and where it ends, where its object begins, and the object
/// (for its `"reasoning"`).
type JsonFound = (FoundAnswer, usize, Option<Map<String, Value>>);

/// The JSON answer of `text` read leniently, where ZeroEval's rule reads none: its span
/// (`zeroeval`) mended, else the last span that holds an answer. `Ok(None)` when there is no
/// object at all, `Err` with the reason when there are objects but none reads as an answer, or
/// when one that opens with a key never closes (the output cut short).
fn json_answer(text: &str, zeroeval: Option<(usize, usize)>) -> Result<Option<JsonFound>, Unread> {
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

/// A table cell or a value as written, without markdown emphasis or backticks.
fn clean(cell: &str) -> String {
    cell.trim()
        .trim_matches(|c| c == '*' || c == '_' || c == '`')
        .trim()
        .to_owned()
}

/// A value of column `c` as written in text: as it is when the column has it (`Streeter
/// Inc.`), else without a final period (a sentence's end: `…, dogs.`).
fn settle(riddle: &Riddle, c: usize, value: &str) -> String {
    // As grading compares: lower case, white space left out.
    let graded = |v: &str| -> String {
        v.chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let folded = graded(value);
    if riddle.values(c).iter().any(|v| graded(v) == folded) {
        return value.to_owned();
    }
    value.strip_suffix('.').unwrap_or(value).trim_end().to_owned()
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

/// What the end of a text holds: the final answer read from its last block of answer lines
/// (with its form and where the block begins), whether the text stops mid-sentence, and where
/// final words saying there is no solution begin.
#[derive(Default)]
struct Tail {
    answer: Option<(FoundAnswer, Form, usize)>,
    cut_short: bool,
    no_solution: Option<usize>,
}

/// What a line of a text is, for finding the final answer's block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Blank,
    /// A row of values separated by `|` (a markdown table's line too).
    Pipe,
    /// `House k: …`.
    House,
    /// `- Name: value`, a column of the riddle named (under a house line).
    Named,
    Prose,
}

/// The cells of a line of values separated by `|` (`| a | b |` or `a | b | c`), or `None` for
/// another line (fewer than two values).
fn pipe_cells(line: &str) -> Option<Vec<String>> {
    if let Some(cells) = table_cells(line) {
        return Some(cells);
    }
    let line = line.trim();
    if !line.contains('|') {
        return None;
    }
    let cells: Vec<String> = line.split('|').map(clean).collect();
    (cells.iter().filter(|c| !c.is_empty()).count() >= 2).then_some(cells)
}

/// The kind of `line`.
fn kind(riddle: &Riddle, line: &str) -> Kind {
    let trimmed = line.trim();
    if trimmed.is_empty() {
        Kind::Blank
    } else if trimmed.starts_with('|') && pipe_cells(line).is_some() {
        Kind::Pipe
    } else if house_line(line).is_some() {
        Kind::House
    } else if pipe_cells(line).is_some() {
        Kind::Pipe
    } else if named_pair(riddle, line).is_some() {
        Kind::Named
    } else {
        Kind::Prose
    }
}

/// `- Name: value` (list marks and emphasis around), the name a column of `riddle`.
fn named_pair(riddle: &Riddle, line: &str) -> Option<(usize, String)> {
    let line =
        line.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '-' | '*' | '•' | '+' | '_'));
    let (name, value) = line.split_once(':').or_else(|| line.split_once('='))?;
    let column = column_of(riddle, &clean(name))?;
    let value = clean(value);
    (!value.is_empty()).then_some((column, value))
}

/// Whether `line` announces the final answer ("Final Answer:", "## Solution", "The final
/// arrangement is:").
fn is_marker(line: &str) -> bool {
    let lower = line
        .trim()
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '#' | '*' | '_' | '>' | '-'))
        .to_lowercase();
    if lower.len() > 80 {
        return false;
    }
    let lower = lower.strip_prefix("the ").unwrap_or(&lower);
    [
        "final answer",
        "answer",
        "solution",
        "final solution",
        "final arrangement",
        "final grid",
        "final table",
    ]
    .iter()
    .any(|m| {
        lower.strip_prefix(m).is_some_and(|rest| {
            let rest = rest.trim_start_matches(['*', '_', ' ']);
            rest.is_empty() || rest.starts_with([':', '.', '-', '—']) || rest.starts_with("is")
        })
    })
}

/// Whether a line of prose ends a sentence (or a formula, a quote, a code block).
fn ends_a_sentence(line: &str) -> bool {
    line.trim_end().ends_with(|c: char| {
        matches!(
            c,
            '.' | '!'
                | '?'
                | ')'
                | ']'
                | '}'
                | '"'
                | '\''
                | '`'
                | '*'
                | ':'
                | '$'
                | '”'
                | '’'
                | '»'
                | '_'
                | '|'
                | '>'
        )
    })
}

/// Final words saying the riddle has no solution: one of the phrases below, or a line that is
/// only "no solution" (after a label such as "Answer:", without its marks: "**No solution.**").
fn says_no_solution(line: &str) -> bool {
    let lower = line.to_lowercase();
    if only_no_solution(line) {
        return true;
    }
    [
        "there is no solution",
        "there's no solution",
        "has no solution",
        "have no solution",
        "no solution exists",
        "no valid solution",
        "unsolvable",
        "not solvable",
        "contradict each other",
        "clues are contradictory",
        "clues are inconsistent",
    ]
    .iter()
    .any(|p| lower.contains(p))
}

/// Whether `line` is only "no solution", after a label and without its marks (`Answer: **No
/// solution**`): a whole answer, even without a final period.
fn only_no_solution(line: &str) -> bool {
    let lower = line.to_lowercase();
    let last = lower.rsplit(':').next().unwrap_or_default();
    last.trim_matches(|c: char| !c.is_alphanumeric()) == "no solution"
}

/// The final-answer part of `text`: the first block of answer lines after the last line that
/// announces the final answer, else the last block of answer lines with at most
/// [`MAX_LINES_AFTER`] lines of prose after it, the last of them ending a sentence (prose cut
/// short after lines makes them reasoning); read as a table, `|` rows or house lines.
fn final_part(riddle: &Riddle, text: &str) -> Tail {
    let mut lines: Vec<(usize, usize, &str, Kind)> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        lines.push((offset, offset + line.len(), line, kind(riddle, line)));
        offset += line.len();
    }
    let mut tail = Tail::default();
    let Some(last) = lines.iter().rposition(|l| l.3 != Kind::Blank) else {
        return tail;
    };
    let answer_line = |k: Kind| matches!(k, Kind::Pipe | Kind::House | Kind::Named);
    let marker = lines.iter().rposition(|l| l.3 == Kind::Prose && is_marker(l.2));
    let last_line = lines[last];
    tail.cut_short =
        last_line.3 == Kind::Prose && !ends_a_sentence(last_line.2) && !only_no_solution(last_line.2);
    // The block: after the marker, else at the end.
    let block = marker
        .and_then(|m| {
            let start = (m + 1..lines.len()).find(|&i| answer_line(lines[i].3))?;
            Some((start, run_end(&lines, start)))
        })
        .or_else(|| {
            let mut k = last + 1;
            let mut prose = 0;
            while k > 0 && !answer_line(lines[k - 1].3) {
                prose += usize::from(lines[k - 1].3 == Kind::Prose);
                k -= 1;
            }
            // Lines followed by prose cut short are reasoning, not its end.
            if k == 0 || prose > MAX_LINES_AFTER || tail.cut_short {
                return None;
            }
            let mut start = k - 1;
            while start > 0 && (answer_line(lines[start - 1].3) || lines[start - 1].3 == Kind::Blank) {
                start -= 1;
            }
            Some((start, k))
        });
    if let Some((start, end)) = block {
        let block = &lines[start..end];
        let table = pipe_answer(riddle, block);
        let houses = house_answer(riddle, block);
        let from = block.iter().find(|l| l.3 != Kind::Blank).map_or(0, |l| l.0);
        let from = marker.map_or(from, |m| lines[m].0.min(from));
        tail.answer = match (table, houses) {
            (Some(t), Some(h)) if h.end > t.end => Some((h, Form::HouseLines, from)),
            (Some(t), _) => Some((t, Form::Table, from)),
            (None, Some(h)) => Some((h, Form::HouseLines, from)),
            (None, None) => None,
        };
    }
    // Final words: the last lines of prose, or those after the marker.
    let from = marker.unwrap_or(0);
    tail.no_solution = lines[from..=last]
        .iter()
        .rev()
        .filter(|l| l.3 == Kind::Prose)
        .take(MAX_LINES_AFTER)
        .find(|l| says_no_solution(l.2))
        .map(|l| l.0);
    tail
}

/// The end (exclusive) of the run of answer lines (blank lines within) that begins at `start`.
fn run_end(lines: &[(usize, usize, &str, Kind)], start: usize) -> usize {
    let mut end = start;
    let mut i = start;
    while i < lines.len() && lines[i].3 != Kind::Prose {
        if lines[i].3 != Kind::Blank {
            end = i + 1;
        }
        i += 1;
    }
    end
}

/// The last table of a block: its `|` lines, read by [`table_of`].
fn pipe_answer(riddle: &Riddle, block: &[(usize, usize, &str, Kind)]) -> Option<FoundAnswer> {
    let mut best = None;
    let mut table: Vec<Vec<String>> = Vec::new();
    let mut end = 0;
    for line in block.iter().chain(std::iter::once(&(0, 0, "", Kind::Prose))) {
        if line.3 == Kind::Pipe {
            let cells = pipe_cells(line.2).unwrap_or_default();
            if !is_separator(&cells) {
                table.push(cells);
            }
            end = line.1;
        } else if line.3 != Kind::Blank || line.1 == 0 {
            if let Some(answer) = table_of(riddle, &table) {
                best = Some(FoundAnswer { end, answer });
            }
            table.clear();
        }
    }
    best
}

/// The house lines of a block (`House 2: Dane, blue, tea`, `House 2 - Color: blue; Drink: tea`,
/// or `House 2:` over lines `- Color: blue`): each value is put in the column that has it (or
/// the column a `Name: value` pair names). A later line for a house replaces an earlier one.
fn house_answer(riddle: &Riddle, block: &[(usize, usize, &str, Kind)]) -> Option<FoundAnswer> {
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
    let mut current: Option<usize> = None;
    let mut end = 0;
    for &(_, line_end, line, kind) in block {
        match kind {
            Kind::House => {
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
                    let bare = value.strip_suffix('.').unwrap_or(&value);
                    let column = column_of(riddle, &name).or_else(|| {
                        match (&columns_with_value(&value)[..], &columns_with_value(bare)[..]) {
                            ([c], _) | ([], [c]) => Some(*c),
                            _ => None,
                        }
                    });
                    if let Some(c) = column {
                        cells.push((riddle.header()[c].clone(), settle(riddle, c, &value)));
                    }
                }
                current = Some(house);
                if !cells.is_empty() {
                    end = line_end;
                }
                match houses.iter_mut().find(|(h, _)| *h == house) {
                    Some(entry) => entry.1 = cells,
                    None => houses.push((house, cells)),
                }
            }
            Kind::Named => {
                let (Some(house), Some((c, value))) = (current, named_pair(riddle, line)) else {
                    continue;
                };
                if let Some(entry) = houses.iter_mut().find(|(h, _)| *h == house) {
                    entry
                        .1
                        .push((riddle.header()[c].clone(), settle(riddle, c, &value)));
                    end = line_end;
                }
            }
            _ => {}
        }
    }
    houses.retain(|(_, cells)| !cells.is_empty());
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

/// The answer a table's rows give, if it is one.
fn table_of(riddle: &Riddle, table: &[Vec<String>]) -> Option<Answer> {
    let (header, rows) = table.split_first()?;
    if rows.is_empty() {
        return headerless(riddle, table);
    }
    let named = header.iter().filter(|h| column_of(riddle, h).is_some()).count();
    let attributes = riddle.columns() - given_columns(riddle).len();
    if named >= attributes.clamp(1, 2) {
        let columns: Vec<Option<usize>> = header.iter().map(|h| column_of(riddle, h)).collect();
        let rows = rows
            .iter()
            .map(|row| {
                row.iter()
                    .zip(&columns)
                    .map(|(cell, c)| c.map_or_else(|| cell.clone(), |c| settle(riddle, c, cell)))
                    .collect()
            })
            .collect();
        return Some(Answer::Table(ZebraLogicSolution {
            header: header.clone(),
            rows,
        }));
    }
    // Transposed: | Attribute | House 1 | House 2 | …, a row per column.
    let houses: Vec<Option<usize>> = header.iter().skip(1).map(|h| house_number(h)).collect();
    if houses.is_empty() || houses.iter().any(Option::is_none) {
        return headerless(riddle, table);
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
        let c = column_of(riddle, name);
        for (house, cell) in out.iter_mut().zip(cells) {
            house.1.push((
                name.clone(),
                c.map_or_else(|| cell.clone(), |c| settle(riddle, c, cell)),
            ));
        }
    }
    any.then_some(Answer::Houses(out))
}

/// Rows without a header whose first value names the row (GridPuzzle's answer, `1984 | Annata
/// Branco | gewurztraminer`): a value of a column the start matrix gives, or a house number.
/// The other values go to the column that has them, else to the attribute columns in order.
fn headerless(riddle: &Riddle, table: &[Vec<String>]) -> Option<Answer> {
    let given = given_columns(riddle);
    let attributes: Vec<usize> = (0..riddle.columns()).filter(|c| !given.contains(c)).collect();
    let start = riddle.start_matrix();
    // The given columns that name the rows by other words than their numbers first (a
    // column 1, 2, … is the house number, read last).
    let numbered =
        |c: usize| (0..riddle.rows()).all(|r| riddle.value_name(c, start[(r, c)]) == (r + 1).to_string());
    let row_of = |name: &str| -> Option<usize> {
        let name = fold(name);
        let named = given.iter().filter(|&&c| !numbered(c));
        named
            .clone()
            .find_map(|&c| (0..riddle.rows()).find(|&r| fold(riddle.value_name(c, start[(r, c)])) == name))
            .or_else(|| {
                let bare = name.strip_suffix('.').unwrap_or(&name);
                named.clone().find_map(|&c| {
                    (0..riddle.rows()).find(|&r| fold(riddle.value_name(c, start[(r, c)])) == bare)
                })
            })
            .or_else(|| house_number(&name).map(|h| h - 1))
    };
    let mut out: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for row in table {
        let cells: Vec<&String> = row.iter().filter(|c| !c.is_empty()).collect();
        let Some((first, values)) = cells.split_first() else {
            continue;
        };
        let Some(r) = row_of(first) else {
            continue;
        };
        let mut put: Vec<(String, String)> = Vec::new();
        for (i, value) in values.iter().enumerate() {
            let folded = fold(value);
            let by_value: Vec<usize> = attributes
                .iter()
                .copied()
                .filter(|&c| riddle.values(c).iter().any(|v| fold(v) == folded))
                .collect();
            let column = match by_value[..] {
                [c] => Some(c),
                _ if values.len() == attributes.len() => Some(attributes[i]),
                _ => None,
            };
            if let Some(c) = column {
                put.push((riddle.header()[c].clone(), settle(riddle, c, value)));
            }
        }
        out.push((format!("House {}", r + 1), put));
    }
    (!out.is_empty() && out.len() * 2 >= table.len()).then_some(Answer::Houses(out))
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

/// Grades a model's whole output: [`grade`](crate::zebralogic::grade) of what [`read_answer`]
/// reads, or [`Grade::unreadable`] with why nothing could be read. What the Python module's
/// `grade` calls for text.
///
/// ```
/// use gridriddle::{Riddle, evaluate::output::grade_text};
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
        Answer::NoSolution => serde_json::json!({"solvable": false}),
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

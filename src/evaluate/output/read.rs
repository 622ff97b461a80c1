//! The reading of a whole output, rule after rule ([`read_output`], the module docs of
//! `output` list the rules), and what stands on it: [`read_answer`], [`grade_text`], and
//! [`answer_json`], an answer written back as JSON.

use super::json::{json_answer, json_reasoning, line_of, listed_steps, object_answer, zeroeval_span};
use super::reading::{Form, FoundAnswer, ReadOutput, Reasoning, Unread};
use super::tail::final_part;
use crate::riddle::Riddle;
use crate::zebralogic::{Answer, Grade};
use serde_json::Value;

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

//! A model's answer in any of its shapes ([`Answer`]), read from JSON with its errors at their
//! places.

use super::record::ZebraLogicSolution;
use crate::error::RiddleError;
use serde_json::Value;

/// A model's answer, in one of the shapes models and data sets write it. Read with
/// [`Answer::from_json`]; cells are text as written (a number is its digits, `null` blank).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Rows of cells, in the riddle's column order; without the given columns (House) when it is
    /// that much narrower.
    Matrix(Vec<Vec<String>>),
    /// `{"header", "rows"}`: columns found by name.
    Table(ZebraLogicSolution),
    /// `{"solution": {"House 1": {"Color": "red", …}, …}}` (or the inner object alone): the
    /// house's number is the row (1-based), the attributes are found by name.
    Houses(Vec<(String, Vec<(String, String)>)>),
    /// The answer that the riddle has no solution (`{"solvable": false}`, or final words such as
    /// "there is no solution"): solved on a riddle without a solution, wrong on one with.
    NoSolution,
}

impl Answer {
    /// Reads an answer from JSON text. Errors name the place (`answer[1][2]`,
    /// `answer.solution["House 1"].Color`), or the line and column of a syntax error.
    pub fn from_json(text: &str) -> Result<Answer, RiddleError> {
        let value: Value = serde_json::from_str(text).map_err(|e| {
            let (line, column) = (e.line(), e.column());
            let message = e.to_string();
            let message = message
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&message)
                .to_owned();
            RiddleError::syntax(line, column.max(1), message)
        })?;
        match &value {
            Value::Array(rows) => Ok(Answer::Matrix(rows_of(rows, "answer")?)),
            Value::Object(map)
                if map.get("solvable") == Some(&Value::Bool(false))
                    && map.get("solution").is_none_or(Value::is_null) =>
            {
                Ok(Answer::NoSolution)
            }
            Value::Object(map) if map.contains_key("rows") => {
                let header = match map.get("header") {
                    Some(Value::Array(names)) => names
                        .iter()
                        .enumerate()
                        .map(|(i, v)| cell(v, &format!("answer.header[{i}]")))
                        .collect::<Result<_, _>>()?,
                    _ => {
                        return Err(RiddleError::at(
                            "answer.header",
                            "expected an array of column names",
                        ))
                    }
                };
                let Some(Value::Array(rows)) = map.get("rows") else {
                    return Err(RiddleError::at("answer.rows", "expected an array of rows"));
                };
                let rows = rows_of(rows, "answer.rows")?;
                Ok(Answer::Table(ZebraLogicSolution { header, rows }))
            }
            Value::Object(map) => {
                let (houses, path) = match map.get("solution") {
                    Some(Value::Object(inner)) => (inner, "answer.solution"),
                    Some(Value::Array(rows)) => return Ok(Answer::Matrix(rows_of(rows, "answer.solution")?)),
                    Some(_) => {
                        return Err(RiddleError::at("answer.solution", "expected an object of houses"))
                    }
                    None => (map, "answer"),
                };
                let mut out = Vec::with_capacity(houses.len());
                for (house, attributes) in houses {
                    let here = format!("{path}[{}]", Value::from(house.as_str()));
                    let Value::Object(attributes) = attributes else {
                        return Err(RiddleError::at(here, "expected an object of attributes"));
                    };
                    let cells = attributes
                        .iter()
                        .map(|(k, v)| Ok((k.clone(), cell(v, &format!("{here}.{k}"))?)))
                        .collect::<Result<_, RiddleError>>()?;
                    out.push((house.clone(), cells));
                }
                Ok(Answer::Houses(out))
            }
            _ => Err(RiddleError::at(
                "answer",
                "expected rows, {\"header\", \"rows\"} or {\"solution\": {\"House 1\": {…}}}",
            )),
        }
    }
}

/// An array of rows of cells at `path`.
fn rows_of(rows: &[Value], path: &str) -> Result<Vec<Vec<String>>, RiddleError> {
    rows.iter()
        .enumerate()
        .map(|(r, row)| match row {
            Value::Array(cells) => cells
                .iter()
                .enumerate()
                .map(|(c, v)| cell(v, &format!("{path}[{r}][{c}]")))
                .collect(),
            _ => Err(RiddleError::at(
                format!("{path}[{r}]"),
                "expected an array of cells",
            )),
        })
        .collect()
}

/// A cell's text: a string, a number's digits, a boolean's word, `""` for `null`; a list's
/// first item (as ZeroEval grades a cell written `["red"]`).
fn cell(value: &Value, path: &str) -> Result<String, RiddleError> {
    match value {
        Value::Array(items) if !items.is_empty() && !items[0].is_array() => {
            cell(&items[0], &format!("{path}[0]"))
        }
        Value::String(s) => Ok(s.clone()),
        Value::Null => Ok(String::new()),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        _ => Err(RiddleError::at(path, "expected a string, a number or null")),
    }
}

//! A grid a person filled, written in JSON (`--grid`, the bindings' `grid`): its shape read
//! into rows of cell texts, each error at its JSON path; `play::Grid::from_json` then names the
//! values against the riddle.

use crate::error::RiddleError;

/// The rows of cell texts of a grid written in JSON: an array of rows of cells, or an object
/// whose `grid` field is one. A cell is a string, a whole number (its digits) or `null` (blank,
/// `""`), as in a riddle file.
pub(crate) fn grid_names(text: &str) -> Result<Vec<Vec<String>>, RiddleError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        let (line, column) = (e.line(), e.column());
        let message = e.to_string();
        let message = message
            .strip_suffix(&format!(" at line {line} column {column}"))
            .unwrap_or(&message);
        RiddleError::syntax(line, column.max(1), message)
    })?;
    let rows = match &value {
        serde_json::Value::Object(map) => map.get("grid"),
        other => Some(other),
    };
    let Some(serde_json::Value::Array(rows)) = rows else {
        return Err(RiddleError::at(
            "grid",
            "expected an array of rows, or an object with a `grid` array",
        ));
    };
    let mut names = Vec::with_capacity(rows.len());
    for (r, row) in rows.iter().enumerate() {
        let serde_json::Value::Array(row) = row else {
            return Err(RiddleError::at(
                format!("grid[{r}]"),
                "expected an array of cells",
            ));
        };
        let mut out = Vec::with_capacity(row.len());
        for (c, cell) in row.iter().enumerate() {
            out.push(match cell {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Null => String::new(),
                serde_json::Value::Number(x) if x.is_u64() || x.is_i64() => x.to_string(),
                _ => {
                    return Err(RiddleError::at(
                        format!("grid[{r}][{c}]"),
                        "expected a string, a whole number or null",
                    ))
                }
            });
        }
        names.push(out);
    }
    Ok(names)
}

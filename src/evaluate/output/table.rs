//! A block of answer lines read into an answer: a markdown table (with a header, transposed, or
//! GridPuzzle's rows without one) or `House N` lines, each value put in the column that has it.

use super::lines::{clean, column_of, fold, house_line, named_pair, pipe_cells, Kind};
use super::reading::FoundAnswer;
use crate::riddle::Riddle;
use crate::zebralogic::{Answer, ZebraLogicSolution};

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

/// The last table of a block: its `|` lines, read by [`table_of`].
pub(super) fn pipe_answer(riddle: &Riddle, block: &[(usize, usize, &str, Kind)]) -> Option<FoundAnswer> {
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
pub(super) fn house_answer(riddle: &Riddle, block: &[(usize, usize, &str, Kind)]) -> Option<FoundAnswer> {
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
pub(crate) fn given_columns(riddle: &Riddle) -> Vec<usize> {
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

//! Stage 2: the raw riddle checked against `riddle-format.md`, every error at its JSON path, in
//! document order, and the [`Riddle`] with value ids.

use std::collections::HashMap;

use ndarray::Array2;

use super::mentions::{Mention, Mentions};
use super::raw::{Domains, RawCell, RawHint, RawRiddle, RawRow};
use super::words::{counted, element, listing, member, quote};
use crate::error::RiddleError;
use crate::riddle::{Riddle, ValueId, BLANK, MAX_GREAT_VALUES, MAX_ROWS};

impl RawRiddle<'_> {
    /// Checks everything the format page calls invalid, in document order, and assigns ids.
    pub(super) fn validate(self) -> Result<Riddle, RiddleError> {
        let header: Vec<String> = self.header.0.into_iter().map(|name| name.0).collect();
        let columns = check_header(&header)?;
        let m = check_rows(&self.start)?;
        // Each non-blank cell's value as its position in its column's mentions, in document
        // order: the cells are not looked up again by their text.
        let mut mentioned = Vec::new();
        let mut mentions = start_mentions(&self.start, &header, &mut mentioned)?;
        hint_mentions(&self.hints, header.len(), &mut mentions, &mut mentioned)?;
        let hint_texts: Option<Vec<String>> = self
            .hint_texts
            .map(|texts| texts.0.into_iter().map(|text| text.0).collect());
        check_hint_texts(hint_texts.as_deref(), self.hints.len())?;
        let domains = match &self.domains {
            Some(domains) => check_domains(domains, &header, &columns, &mentions)?,
            None => vec![None; header.len()],
        };
        let values = column_values(domains, &mentions, &header, m)?;

        let ids: Vec<Vec<ValueId>> = mentions
            .iter()
            .zip(&values)
            .map(|(mentions, values)| mention_ids(mentions, values))
            .collect();
        let mut cells = mentioned.into_iter();
        let start = to_ids(&self.start, &ids, &mut cells);
        let hints: Vec<Vec<Array2<ValueId>>> = self
            .hints
            .iter()
            .map(|options| {
                options
                    .iter()
                    .map(|rows| to_ids(rows, &ids, &mut cells))
                    .collect()
            })
            .collect();

        Ok(Riddle {
            title: self.title.map(|text| text.0),
            description: self.description.map(|text| text.0),
            header,
            values,
            start,
            cells: crate::riddle::HintCells::new(&hints),
            hints,
            single_hints: self.single_hints,
            hint_texts,
        })
    }
}

/// Checks the number of rows of the start matrix (at least one, at most [`MAX_ROWS`]) and
/// returns it.
fn check_rows(start: &[RawRow]) -> Result<usize, RiddleError> {
    let m = start.len();
    if m == 0 {
        return Err(RiddleError::at("startMatrix", "no rows"));
    }
    if m > MAX_ROWS {
        return Err(RiddleError::at(
            "startMatrix",
            format!("{m} rows, gridriddle solves at most {MAX_ROWS}"),
        ));
    }
    Ok(m)
}

/// Checks the start matrix's rows (as wide as the header, no value twice in a column) and
/// returns each column's values in the order it mentions them.
fn start_mentions<'a>(
    start: &'a [RawRow],
    header: &[String],
    mentioned: &mut Vec<u32>,
) -> Result<Vec<Mentions<'a>>, RiddleError> {
    let mut mentions: Vec<Mentions<'_>> = (0..header.len()).map(|_| Mentions::default()).collect();
    for (row, cells) in start.iter().enumerate() {
        check_width(cells, header.len(), || format!("startMatrix[{row}]"))?;
        for (column, cell) in cells.iter().enumerate() {
            let Some(value) = cell.value() else { continue };
            let place = Mention::Start { row, column };
            let (index, first) = mentions[column].add(value, place);
            mentioned.push(index);
            if let Some(first) = first {
                return Err(RiddleError::at(
                    place.to_string(),
                    format!(
                        "{} repeats {first} in column {}",
                        quote(value),
                        quote(&header[column])
                    ),
                ));
            }
        }
    }
    Ok(mentions)
}

/// Checks the hints (each with an option, each option with rows as wide as the header) and adds
/// the values they mention to `mentions`.
fn hint_mentions<'a>(
    hints: &'a [RawHint],
    n: usize,
    mentions: &mut [Mentions<'a>],
    mentioned: &mut Vec<u32>,
) -> Result<(), RiddleError> {
    for (hint, options) in hints.iter().enumerate() {
        if options.is_empty() {
            return Err(RiddleError::at(format!("hints[{hint}]"), "hint has no options"));
        }
        for (option, rows) in options.iter().enumerate() {
            if rows.is_empty() {
                return Err(RiddleError::at(
                    format!("hints[{hint}][{option}]"),
                    "option has no rows",
                ));
            }
            for (row, cells) in rows.iter().enumerate() {
                check_width(cells, n, || format!("hints[{hint}][{option}][{row}]"))?;
                for (column, cell) in cells.iter().enumerate() {
                    if let Some(value) = cell.value() {
                        // A value twice in the hints is fine (even twice in one option).
                        let place = Mention::Hint {
                            hint,
                            option,
                            row,
                            column,
                        };
                        mentioned.push(mentions[column].add(value, place).0);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Checks that there is one hint text per hint, when there are texts.
fn check_hint_texts(texts: Option<&[String]>, hints: usize) -> Result<(), RiddleError> {
    match texts {
        Some(texts) if texts.len() != hints => Err(RiddleError::at(
            "hintTexts",
            format!("{} for {}", counted(texts.len(), "text"), counted(hints, "hint")),
        )),
        _ => Ok(()),
    }
}

/// V(c) of every column: the listed values if the column has a `domains` entry (it holds every
/// mention), else the values mentioned; checked to be no more than the `m` rows, unless `domains`
/// names the column: then it is a great column, of at most [`MAX_GREAT_VALUES`] values (so the
/// riddle has fewer than [`MAX_ROWS`] rows, and the solver a bit for "unused" after the rows).
fn column_values(
    domains: Vec<Option<Vec<&str>>>,
    mentions: &[Mentions<'_>],
    header: &[String],
    m: usize,
) -> Result<Vec<Vec<String>>, RiddleError> {
    let named: Vec<bool> = domains.iter().map(Option::is_some).collect();
    let values: Vec<Vec<String>> = domains
        .into_iter()
        .zip(mentions)
        .map(|(domain, mentioned)| match domain {
            Some(domain) => domain.into_iter().map(str::to_owned).collect(),
            None => mentioned
                .order
                .iter()
                .map(|&(value, _)| value.to_owned())
                .collect(),
        })
        .collect();
    for (column, column_values) in values.iter().enumerate() {
        let count = column_values.len();
        if count <= m {
            continue;
        }
        let path = format!("header[{column}]");
        if !named[column] {
            return Err(too_many_values(&mentions[column], &header[column], m));
        }
        if count > MAX_GREAT_VALUES {
            return Err(RiddleError::at(
                path,
                format!(
                    "great column {} has {count} values, gridriddle solves at most {MAX_GREAT_VALUES}",
                    quote(&header[column]),
                ),
            ));
        }
    }
    Ok(values)
}

/// The error of a column that mentions more values than the `m` rows (and that `domains` does
/// not name): at the place of the likeliest mistake, the value mentioned the fewest times.
fn too_many_values(mentions: &Mentions<'_>, name: &str, m: usize) -> RiddleError {
    let (suspect, place) = mentions
        .suspect()
        .expect("a column with too many values has values");
    let others: Vec<String> = mentions
        .order
        .iter()
        .filter(|&&(value, _)| value != suspect)
        .map(|&(value, _)| value.to_owned())
        .collect();
    let times = match mentions.times[mentions.position(suspect).expect("a mentioned value")] {
        1 => "named only here".to_owned(),
        n => format!("named {n} times"),
    };
    RiddleError::at(
        place.to_string(),
        format!(
            "{} ({times}) makes {} in column {} for {} (the others: {}); \
             a misspelt value, or a great column that \"domains\" should list?",
            quote(suspect),
            counted(mentions.order.len(), "value"),
            quote(name),
            counted(m, "row"),
            listing(&others),
        ),
    )
}

/// Checks the column names: at least one, none empty, none twice. Returns each name's column.
fn check_header(header: &[String]) -> Result<HashMap<&str, usize>, RiddleError> {
    if header.is_empty() {
        return Err(RiddleError::at("header", "no columns"));
    }
    let mut columns = HashMap::with_capacity(header.len());
    for (column, name) in header.iter().enumerate() {
        let path = || format!("header[{column}]");
        if name.is_empty() {
            return Err(RiddleError::at(path(), "empty column name"));
        }
        if let Some(first) = columns.insert(name.as_str(), column) {
            return Err(RiddleError::at(
                path(),
                format!("{} repeats header[{first}]", quote(name)),
            ));
        }
    }
    Ok(columns)
}

/// Checks that a row has a cell per column.
fn check_width(cells: &[RawCell], n: usize, path: impl FnOnce() -> String) -> Result<(), RiddleError> {
    if cells.len() == n {
        Ok(())
    } else {
        Err(RiddleError::at(
            path(),
            format!("row has {}, the header has {n}", counted(cells.len(), "cell")),
        ))
    }
}

/// Checks `domains` and returns each column's domain, if it has one.
fn check_domains<'a>(
    domains: &'a Domains,
    header: &[String],
    columns: &HashMap<&str, usize>,
    mentions: &[Mentions<'_>],
) -> Result<Vec<Option<Vec<&'a str>>>, RiddleError> {
    let mut by_column: Vec<Option<Vec<&str>>> = vec![None; header.len()];
    let mut keys: Vec<Option<&str>> = vec![None; header.len()];
    for (key, cells) in &domains.0 {
        let path = member("domains", key);
        let Some(&column) = columns.get(key.trim()) else {
            return Err(RiddleError::at(path, "no such column"));
        };
        if let Some(first) = keys[column] {
            return Err(RiddleError::at(
                path,
                format!(
                    "column {} repeats {}",
                    quote(&header[column]),
                    member("domains", first)
                ),
            ));
        }
        keys[column] = Some(key);

        let mut domain = Vec::with_capacity(cells.len());
        let mut seen: HashMap<&str, usize> = HashMap::with_capacity(cells.len());
        for (i, cell) in cells.iter().enumerate() {
            let Some(value) = cell.value() else {
                return Err(RiddleError::at(element(&path, i), "blank value"));
            };
            if let Some(first) = seen.insert(value, i) {
                return Err(RiddleError::at(
                    element(&path, i),
                    format!("{} repeats {}", quote(value), element(&path, first)),
                ));
            }
            domain.push(value);
        }
        if let Some((value, place)) = mentions[column]
            .order
            .iter()
            .find(|(value, _)| !seen.contains_key(value))
        {
            return Err(RiddleError::at(
                path,
                format!("misses {}, which {place} mentions", quote(value)),
            ));
        }
        by_column[column] = Some(domain);
    }
    Ok(by_column)
}

/// The id of each value a column mentions, in the order of its mentions: its position + 1 in
/// `values`, V(c), which holds every mention (in the order of the mentions, unless `domains`
/// orders them).
fn mention_ids(mentions: &Mentions<'_>, values: &[String]) -> Vec<ValueId> {
    // At most `MAX_ROWS` or `MAX_GREAT_VALUES` values (checked before), so the ids fit and the
    // search is short.
    let id = |value: &str| {
        values
            .iter()
            .position(|v| v == value)
            .expect("V(c) holds its mentions")
            + 1
    };
    (1..)
        .zip(&mentions.order)
        .map(|(k, &(value, _))| match values.get(k - 1) {
            Some(v) if v == value => k as ValueId,
            _ => id(value) as ValueId,
        })
        .collect()
}

/// The rows of a validated matrix as value ids: each non-blank cell's id from the next of
/// `mentioned`, its value's position in its column's mentions.
fn to_ids(
    rows: &[RawRow],
    ids: &[Vec<ValueId>],
    mentioned: &mut impl Iterator<Item = u32>,
) -> Array2<ValueId> {
    let mut cells = Vec::with_capacity(rows.len() * ids.len());
    for row in rows {
        for (column, cell) in row.iter().enumerate() {
            cells.push(match cell.value() {
                None => BLANK,
                Some(_) => ids[column][mentioned.next().expect("a mention per non-blank cell") as usize],
            });
        }
    }
    Array2::from_shape_vec((rows.len(), ids.len()), cells).expect("rows as wide as the header")
}

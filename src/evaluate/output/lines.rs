//! What a line of a text is ([`Kind`]: a `|` row, a `House N` line, a `Name: value` pair,
//! prose), and the names in it as compared ([`fold`], [`column_of`]).

use crate::riddle::Riddle;

/// A table cell or a value as written, without markdown emphasis or backticks.
pub(super) fn clean(cell: &str) -> String {
    cell.trim()
        .trim_matches(|c| c == '*' || c == '_' || c == '`')
        .trim()
        .to_owned()
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

/// What a line of a text is, for finding the final answer's block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
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
pub(super) fn pipe_cells(line: &str) -> Option<Vec<String>> {
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
pub(super) fn kind(riddle: &Riddle, line: &str) -> Kind {
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
pub(super) fn named_pair(riddle: &Riddle, line: &str) -> Option<(usize, String)> {
    let line =
        line.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '-' | '*' | '•' | '+' | '_'));
    let (name, value) = line.split_once(':').or_else(|| line.split_once('='))?;
    let column = column_of(riddle, &clean(name))?;
    let value = clean(value);
    (!value.is_empty()).then_some((column, value))
}

/// A name as compared: lower case, letters and digits only.
pub(super) fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The column `name` names, folded.
pub(super) fn column_of(riddle: &Riddle, name: &str) -> Option<usize> {
    let name = fold(name);
    if name.is_empty() {
        return None;
    }
    riddle.header().iter().position(|h| fold(h) == name)
}

/// A line that begins with `House N` (after list marks and emphasis), and the rest of it.
pub(super) fn house_line(line: &str) -> Option<(usize, &str)> {
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

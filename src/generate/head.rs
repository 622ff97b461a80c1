//! The parts of a generated riddle file every attempt shares: its head (header, riddle matrix,
//! domains) and its description in words.

use super::theme::Column;
use crate::RiddleFile;

/// The riddle file without its words and hints: the header, the riddle matrix (the house
/// numbers, the rest blank), and the domains of the attribute columns.
pub(super) fn riddle_head(columns: &[Column]) -> RiddleFile {
    let rows = columns[0].values.len();
    RiddleFile {
        header: columns.iter().map(|c| c.header.clone()).collect(),
        start_matrix: (0..rows)
            .map(|r| {
                let mut row = vec![String::new(); columns.len()];
                row[0] = columns[0].values[r].clone();
                row
            })
            .collect(),
        domains: Some(
            columns[1..]
                .iter()
                .map(|c| (c.header.clone(), c.values.clone()))
                .collect(),
        ),
        ..RiddleFile::default()
    }
}

/// The riddle told in words: the houses, the attributes and their values, the clues.
pub(super) fn description(columns: &[Column], texts: &[String]) -> String {
    let rows = columns[0].values.len();
    let mut out = if rows == 1 {
        "One house stands alone. Its resident has one value of each attribute:\n".to_owned()
    } else {
        format!(
            "{rows} houses stand in a row, numbered 1 to {rows} from left to right. Each has one \
             resident, and no two residents share a value of any attribute:\n"
        )
    };
    for c in &columns[1..] {
        let unused = c.values.len() - rows;
        if unused == 0 {
            out.push_str(&format!(" - {}: {}\n", c.header, c.values.join(", ")));
        } else {
            let unused = match unused {
                1 => "one of these values belongs to no one".to_owned(),
                n => format!("{n} of these values belong to no one"),
            };
            out.push_str(&format!(" - {} ({unused}): {}\n", c.header, c.values.join(", ")));
        }
    }
    if rows > 1 {
        out.push_str("\"Left\" means a lower house number; \"next to\" means the numbers differ by one.\n");
    }
    out.push_str("\nClues:\n");
    if texts.is_empty() {
        out.push_str("None are needed.\n");
    }
    for (i, t) in texts.iter().enumerate() {
        out.push_str(&format!("{}. {t}\n", i + 1));
    }
    out.trim_end().to_owned()
}

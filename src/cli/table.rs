//! Plain-text tables: columns aligned by display width, so that CJK and emoji line up.

use unicode_width::UnicodeWidthStr;

/// `rows` as an aligned table under `header`, with a line of dashes under the header and two
/// spaces between columns; an empty cell shows as `-`.
pub fn table(header: &[String], rows: &[Vec<String>]) -> String {
    let shown = |s: &str| {
        if s.is_empty() {
            "-".to_owned()
        } else {
            s.to_owned()
        }
    };
    let widths: Vec<usize> = (0..header.len())
        .map(|c| {
            rows.iter()
                .map(|r| shown(&r[c]).width())
                .chain([header[c].width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: Vec<String>| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(s, &w)| format!("{s}{}", " ".repeat(w.saturating_sub(s.width()))))
            .collect();
        format!("{}\n", padded.join("  ").trim_end())
    };
    let mut out = line(header.to_vec());
    out += &line(widths.iter().map(|&w| "-".repeat(w)).collect());
    for row in rows {
        out += &line(row.iter().map(|s| shown(s)).collect());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::table;

    #[test]
    fn wide_characters_take_two_columns() {
        let header = vec!["名前".to_owned(), "Pet".to_owned()];
        let rows = vec![
            vec!["アン".to_owned(), "🐈".to_owned()],
            vec!["Bo".to_owned(), String::new()],
        ];
        assert_eq!(table(&header, &rows), "名前  Pet\n----  ---\nアン  🐈\nBo    -\n");
    }
}

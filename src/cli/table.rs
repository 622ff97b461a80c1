//! Plain-text tables: columns aligned by display width, so that CJK and emoji line up.

use gridriddle::{play::GridCell, Riddle, ValueId, BLANK};
use ndarray::Array2;
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

/// The tables of one riddle's solutions, written as [`table`] writes them but without an
/// allocation per table: each value's text and display width are worked out once per riddle,
/// and for the rows of a table without marks, each cell's padded text once per column width.
pub struct SolutionTable<'a> {
    /// The column names and their display widths.
    header: Vec<(&'a str, usize)>,
    /// Per column, per value id (0: blank, shown `-`): the text and its display width.
    cells: Vec<Vec<(&'a str, usize)>>,
    /// The width of each column of the table being written.
    widths: Vec<usize>,
    /// Per column, per value id: the cell as a row without marks shows it, for the column width
    /// in `padded_for`: its text padded to the width and two spaces, or in the last column, the
    /// bare text (a line ends without spaces, and a cell is never empty).
    padded: Vec<Vec<Vec<u8>>>,
    padded_for: Vec<usize>,
}

impl<'a> SolutionTable<'a> {
    /// The tables of `riddle`'s solutions.
    pub fn new(riddle: &'a Riddle) -> Self {
        let n = riddle.columns();
        let cells = (0..n)
            .map(|c| {
                let values = riddle.values(c).iter().map(|v| (v.as_str(), v.width()));
                std::iter::once(("-", 1)).chain(values).collect()
            })
            .collect();
        SolutionTable {
            header: riddle
                .header()
                .iter()
                .map(|name| (name.as_str(), name.width()))
                .collect(),
            cells,
            widths: Vec::with_capacity(n),
            padded: vec![Vec::new(); n],
            padded_for: vec![usize::MAX; n],
        }
    }

    /// Appends `matrix` to `out` as a table, a `*` after each cell of `marks`.
    pub fn write(&mut self, matrix: &Array2<ValueId>, marks: &[GridCell], out: &mut Vec<u8>) {
        let cell = |row: usize, column: usize| {
            let id = matrix[(row, column)];
            match marks.contains(&GridCell { row, column }) {
                // A marked blank shows as `*` alone, as in `table`.
                true if id == BLANK => ("", true, 1),
                mark => {
                    let (text, width) = self.cells[column][usize::from(id)];
                    (text, mark, width + usize::from(mark))
                }
            }
        };
        self.widths.clear();
        for (column, &(_, width)) in self.header.iter().enumerate() {
            let rows = (0..matrix.nrows()).map(|row| cell(row, column).2);
            self.widths.push(rows.fold(width, usize::max));
        }
        let widths = &self.widths;
        line(out, widths, |column, out| {
            let (name, width) = self.header[column];
            out.extend_from_slice(name.as_bytes());
            width
        });
        line(out, widths, |column, out| {
            out.resize(out.len() + widths[column], b'-');
            widths[column]
        });
        if marks.is_empty() {
            return self.unmarked_rows(matrix, out);
        }
        for row in 0..matrix.nrows() {
            line(out, widths, |column, out| {
                let (text, mark, width) = cell(row, column);
                out.extend_from_slice(text.as_bytes());
                if mark {
                    out.push(b'*');
                }
                width
            });
        }
    }

    /// Appends the rows of a table without marks, each cell copied from `padded`.
    fn unmarked_rows(&mut self, matrix: &Array2<ValueId>, out: &mut Vec<u8>) {
        let last = self.widths.len() - 1;
        for (column, &width) in self.widths.iter().enumerate() {
            if self.padded_for[column] != width {
                let padded = |&(text, w): &(&str, usize)| {
                    let mut bytes = text.as_bytes().to_vec();
                    if column < last {
                        // A value of a great column may be wider than this table's column: it
                        // is not in this table.
                        bytes.resize(bytes.len() + width.saturating_sub(w), b' ');
                        bytes.extend_from_slice(b"  ");
                    }
                    bytes
                };
                self.padded[column] = self.cells[column].iter().map(padded).collect();
                self.padded_for[column] = width;
            }
        }
        for row in matrix.rows() {
            for (column, &id) in row.iter().enumerate() {
                out.extend_from_slice(&self.padded[column][usize::from(id)]);
            }
            out.push(b'\n');
        }
    }
}

/// Appends a line of a table: each cell written by `write` (which returns its display width),
/// padded to its column's width, two spaces between columns, no spaces at the end.
fn line(out: &mut Vec<u8>, widths: &[usize], mut write: impl FnMut(usize, &mut Vec<u8>) -> usize) {
    for (column, &width) in widths.iter().enumerate() {
        if column > 0 {
            out.extend_from_slice(b"  ");
        }
        let written = write(column, out);
        out.resize(out.len() + width.saturating_sub(written), b' ');
    }
    while out.last() == Some(&b' ') {
        out.pop();
    }
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::{table, SolutionTable};
    use gridriddle::{play::GridCell, Riddle};

    #[test]
    fn wide_characters_take_two_columns() {
        let header = vec!["名前".to_owned(), "Pet".to_owned()];
        let rows = vec![
            vec!["アン".to_owned(), "🐈".to_owned()],
            vec!["Bo".to_owned(), String::new()],
        ];
        assert_eq!(table(&header, &rows), "名前  Pet\n----  ---\nアン  🐈\nBo    -\n");
    }

    #[test]
    fn a_solution_table_is_the_table_of_its_names() {
        let riddle = Riddle::from_json(
            r#"{"header": ["名前", "Pet", "Z"], "startMatrix": [["アン", "", ""], ["Bo", "", ""], ["C", "", ""]],
                "hints": [[[["アン", "🐈", "x"]]], [[["Bo", "dog", "yy"]]]]}"#,
        )
        .unwrap();
        let matrix = ndarray::array![[1, 1, 1], [2, 2, 0], [3, 0, 2]];
        let mut names = riddle.names(&matrix);
        let mut out = Vec::new();
        let mut tables = SolutionTable::new(&riddle);
        tables.write(&matrix, &[], &mut out);
        let plain = table(riddle.header(), &names);
        assert_eq!(String::from_utf8(out.clone()).unwrap(), plain);
        assert_eq!(
            plain,
            "名前  Pet  Z\n----  ---  --\nアン  🐈   x\nBo    dog  -\nC     -    yy\n"
        );

        let marks = [GridCell { row: 2, column: 1 }, GridCell { row: 0, column: 2 }];
        for cell in marks {
            names[cell.row][cell.column].push('*');
        }
        out.clear();
        tables.write(&matrix, &marks, &mut out);
        assert_eq!(String::from_utf8(out).unwrap(), table(riddle.header(), &names));
    }

    #[test]
    fn tables_of_a_great_column_follow_its_width() {
        let riddle = Riddle::from_json(
            r#"{"header": ["House", "Pet", "X"], "startMatrix": [["1", "", "a"], ["2", "", "b"]], "hints": [],
                "domains": {"Pet": ["cat", "hamster", "eel"]}}"#,
        )
        .unwrap();
        let mut tables = SolutionTable::new(&riddle);
        for matrix in [
            ndarray::array![[1, 1, 1], [2, 3, 2]],
            ndarray::array![[1, 2, 1], [2, 3, 2]],
            ndarray::array![[1, 3, 1], [2, 1, 2]],
        ] {
            let mut out = Vec::new();
            tables.write(&matrix, &[], &mut out);
            let names = riddle.names(&matrix);
            assert_eq!(String::from_utf8(out).unwrap(), table(riddle.header(), &names));
        }
    }
}

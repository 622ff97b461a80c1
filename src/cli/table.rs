//! Plain-text tables: columns aligned by display width, so that CJK and emoji line up.

use gridriddle::{Riddle, ValueId, BLANK};
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
/// allocation per table: each value's text and display width are worked out once per riddle.
pub struct SolutionTable<'a> {
    header: &'a [String],
    /// Per column, per value id (0: blank, shown `-`): the text and its display width.
    cells: Vec<Vec<(&'a str, usize)>>,
    /// The width of each column of the table being written.
    widths: Vec<usize>,
}

impl<'a> SolutionTable<'a> {
    /// The tables of `riddle`'s solutions.
    pub fn new(riddle: &'a Riddle) -> Self {
        let cells = (0..riddle.columns())
            .map(|c| {
                let values = riddle.values(c).iter().map(|v| (v.as_str(), v.width()));
                std::iter::once(("-", 1)).chain(values).collect()
            })
            .collect();
        SolutionTable {
            header: riddle.header(),
            cells,
            widths: Vec::with_capacity(riddle.columns()),
        }
    }

    /// Appends `matrix` to `out` as a table, a `*` after each cell for which `marked(row, column)`.
    pub fn write(
        &mut self,
        matrix: &Array2<ValueId>,
        marked: impl Fn(usize, usize) -> bool,
        out: &mut Vec<u8>,
    ) {
        let cell = |row: usize, column: usize| {
            let id = matrix[(row, column)];
            match marked(row, column) {
                // A marked blank shows as `*` alone, as in `table`.
                true if id == BLANK => ("", true, 1),
                mark => {
                    let (text, width) = self.cells[column][usize::from(id)];
                    (text, mark, width + usize::from(mark))
                }
            }
        };
        self.widths.clear();
        for (column, name) in self.header.iter().enumerate() {
            let rows = (0..matrix.nrows()).map(|row| cell(row, column).2);
            self.widths.push(rows.fold(name.width(), usize::max));
        }
        let widths = &self.widths;
        line(out, widths, |column, out| {
            out.extend_from_slice(self.header[column].as_bytes());
            self.header[column].width()
        });
        line(out, widths, |column, out| {
            out.resize(out.len() + widths[column], b'-');
            widths[column]
        });
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
    use gridriddle::{GridCell, Riddle};

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
        tables.write(&matrix, |_, _| false, &mut out);
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
        tables.write(
            &matrix,
            |row, column| marks.contains(&GridCell { row, column }),
            &mut out,
        );
        assert_eq!(String::from_utf8(out).unwrap(), table(riddle.header(), &names));
    }
}

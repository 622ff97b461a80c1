//! The validated riddle model: header, riddle matrix, hints and options, with values as small ids.
//!
//! A [`Riddle`] can only be built by [`crate::parse`] (`Riddle::from_json`, `Riddle::from_file`),
//! which validates it, or made from a valid one by `Riddle::part` or `Riddle::with_hints`, so
//! everything here may assume the invariants below.
//!
//! Invariants:
//! - `values[c]` lists V(c), the value set of column `c`, each value once, none blank.
//!   Value ids are column-local: id `k` (1-based) names `values[c][k - 1]`; id [`BLANK`] is a blank cell.
//! - `start` is m × n with 1 ≤ m ≤ [`MAX_ROWS`]; each column holds each id at most once.
//! - Every option of every hint has n columns and at least one row; every hint has an option.
//! - `|values[c]| ≤ m` for every column but a *great* one (see [`Riddle::great`]): one that
//!   `domains` names with more values than rows, at most [`MAX_GREAT_VALUES`] of them (so the
//!   riddle has fewer than [`MAX_ROWS`] rows). Every cell of a great column holds a value, each
//!   value at most once; the others stay unused.
//! - `cells` holds the non-blank cells of exactly the options of `hints`, in the same order.

use ndarray::Array2;

/// A cell of a matrix: 0 is blank, `k ≥ 1` is the k-th value of the cell's column.
pub type ValueId = u16;

/// The blank cell.
pub const BLANK: ValueId = 0;

/// The largest riddle matrix gridriddle solves, in rows (a row set is one 64-bit word).
pub const MAX_ROWS: usize = 64;

/// The most values a great column may have (the solver keeps a column's values in a 64-bit word).
pub const MAX_GREAT_VALUES: usize = 64;

/// A validated grid riddle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Riddle {
    pub(crate) title: Option<String>,
    pub(crate) description: Option<String>,
    pub(crate) header: Vec<String>,
    pub(crate) values: Vec<Vec<String>>,
    pub(crate) start: Array2<ValueId>,
    pub(crate) hints: Vec<Vec<Array2<ValueId>>>,
    pub(crate) single_hints: bool,
    pub(crate) hint_texts: Option<Vec<String>>,
    /// The hints' options again, as lists of their non-blank cells in one array: what the
    /// solver reads, close together in memory.
    pub(crate) cells: HintCells,
}

/// A cell of a hint option: (row, column, value id), never blank.
pub(crate) type OptionCell = (usize, usize, ValueId);

/// Every option of every hint as its height and its non-blank cells in row-major order, in
/// flat arrays.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct HintCells {
    cells: Vec<OptionCell>,
    /// Per option, in hint order: where its cells end in `cells`, and its height.
    options: Vec<(u32, u32)>,
    /// Per hint, where its options start in `options` (and one more: the end).
    hints: Vec<u32>,
}

impl HintCells {
    pub(crate) fn new(hints: &[Vec<Array2<ValueId>>]) -> HintCells {
        let mut out = HintCells {
            cells: Vec::new(),
            options: Vec::with_capacity(hints.iter().map(Vec::len).sum()),
            hints: Vec::with_capacity(hints.len() + 1),
        };
        out.hints.push(0);
        for options in hints {
            for matrix in options {
                let n = matrix.ncols();
                out.cells.extend(
                    matrix
                        .indexed_iter()
                        .filter(|(_, &id)| id != BLANK)
                        .map(|((r, c), &id)| (r, c, id)),
                );
                debug_assert!(n > 0);
                out.options.push((out.cells.len() as u32, matrix.nrows() as u32));
            }
            out.hints.push(out.options.len() as u32);
        }
        out
    }

    /// Option `o` of hint `h`: its height and its non-blank cells in row-major order.
    pub(crate) fn option(&self, h: usize, o: usize) -> (usize, &[OptionCell]) {
        let i = self.hints[h] as usize + o;
        let start = if i == 0 { 0 } else { self.options[i - 1].0 as usize };
        let (end, height) = self.options[i];
        (height as usize, &self.cells[start..end as usize])
    }

    /// The number of options of hint `h`.
    pub(crate) fn options(&self, h: usize) -> usize {
        (self.hints[h + 1] - self.hints[h]) as usize
    }
}

impl Riddle {
    /// The part of this riddle made of the columns `columns` (ascending) and the hints `hints`
    /// (each option cut down to those columns), for counting by independent parts
    /// ([`crate::solver`]). The caller makes sure no option of those hints has a non-blank cell
    /// outside `columns`, so that the part keeps the hints' meaning; the invariants of the
    /// module docs hold as in `self` (the same values and ids per column, the same rows, a column
    /// of the start matrix or of an option taken whole). No title, description or hint texts.
    pub(crate) fn part(&self, columns: &[usize], hints: &[usize]) -> Riddle {
        debug_assert!(!columns.is_empty() && columns.windows(2).all(|w| w[0] < w[1]));
        let cut = |matrix: &Array2<ValueId>| matrix.select(ndarray::Axis(1), columns);
        let hints: Vec<Vec<Array2<ValueId>>> = hints
            .iter()
            .map(|&h| {
                debug_assert!(self.hints[h].iter().all(|o| o
                    .indexed_iter()
                    .all(|((_, c), &id)| id == BLANK || columns.contains(&c))));
                self.hints[h].iter().map(cut).collect()
            })
            .collect();
        Riddle {
            title: None,
            description: None,
            header: columns.iter().map(|&c| self.header[c].clone()).collect(),
            values: columns.iter().map(|&c| self.values[c].clone()).collect(),
            start: cut(&self.start),
            cells: HintCells::new(&hints),
            hints,
            single_hints: self.single_hints,
            hint_texts: None,
        }
    }

    /// This riddle's header, values and riddle matrix with `hints` instead of its own, for the
    /// generator, which solves many sets of hints on one riddle matrix. The caller makes sure
    /// that every hint has an option, every option at least one row of [`Riddle::columns`] cells,
    /// and every cell of column `c` is [`BLANK`] or an id of V(c) (at most `values(c).len()`), so
    /// that the invariants of the module docs hold as in `self`. No title, description or hint
    /// texts.
    pub(crate) fn with_hints(&self, hints: Vec<Vec<Array2<ValueId>>>) -> Riddle {
        debug_assert!(hints.iter().all(|options| !options.is_empty()
            && options.iter().all(|o| o.nrows() > 0
                && o.ncols() == self.columns()
                && o.indexed_iter()
                    .all(|((_, c), &id)| usize::from(id) <= self.values[c].len()))));
        Riddle {
            title: None,
            description: None,
            header: self.header.clone(),
            values: self.values.clone(),
            start: self.start.clone(),
            cells: HintCells::new(&hints),
            hints,
            single_hints: self.single_hints,
            hint_texts: None,
        }
    }

    /// The title, if the riddle has one.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// The riddle told in words, if the riddle has it.
    pub fn description(&self) -> Option<&str> {
        self.description.as_deref()
    }

    /// The column names.
    pub fn header(&self) -> &[String] {
        &self.header
    }

    /// The number of rows of the riddle matrix (m).
    pub fn rows(&self) -> usize {
        self.start.nrows()
    }

    /// The number of columns (n).
    pub fn columns(&self) -> usize {
        self.header.len()
    }

    /// V(c): every value column `column` holds, in a fixed order (ids are positions + 1).
    pub fn values(&self, column: usize) -> &[String] {
        &self.values[column]
    }

    /// Whether column `column` is *great*: `domains` lists more values for it than the riddle has
    /// rows, so every cell of the column holds a value and each value is used at most once.
    pub fn great(&self, column: usize) -> bool {
        self.values[column].len() > self.rows()
    }

    /// The text of a cell: `""` for [`BLANK`], else the value's name in `column`.
    pub fn value_name(&self, column: usize, id: ValueId) -> &str {
        if id == BLANK {
            ""
        } else {
            &self.values[column][usize::from(id) - 1]
        }
    }

    /// The riddle matrix to complete, as value ids.
    pub fn start_matrix(&self) -> &Array2<ValueId> {
        &self.start
    }

    /// The hints: each a list of options, each option a submatrix of value ids.
    pub fn hints(&self) -> &[Vec<Array2<ValueId>>] {
        &self.hints
    }

    /// Whether each row of an option is matched on its own (`true`) or the rows form a block.
    pub fn single_hints(&self) -> bool {
        self.single_hints
    }

    /// The verbal hints, one per hint, if the riddle has them.
    pub fn hint_texts(&self) -> Option<&[String]> {
        self.hint_texts.as_deref()
    }

    /// The verbal text of hint `hint`, if the riddle has hint texts.
    pub fn hint_text(&self, hint: usize) -> Option<&str> {
        self.hint_texts
            .as_ref()
            .and_then(|t| t.get(hint))
            .map(String::as_str)
    }

    /// A matrix of ids turned into text, column by column.
    pub fn names(&self, matrix: &Array2<ValueId>) -> Vec<Vec<String>> {
        matrix
            .rows()
            .into_iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &id)| self.value_name(c, id).to_owned())
                    .collect()
            })
            .collect()
    }
}

//! `gridriddle solve`'s JSON: the `--json` object of one file and the `--json-lines` line of one
//! solution, each written straight from the library's values.

use gridriddle::{Report, Riddle, StopReason, ValueId};
use ndarray::Array2;
use serde::Serialize;
use std::io::Write;
use std::time::Duration;

/// The `--json` answer of one file: its [`Report`], with the file and the solve's time in
/// microseconds (`stats.elapsedUs`) added; serialised straight from the report, its keys in the
/// order serde_json's objects print them (sorted), as a JSON value of the report would print.
#[derive(Serialize)]
pub struct FileAnswer<'a> {
    complete: bool,
    conflicts: &'a [usize],
    #[serde(rename = "differingCells")]
    differing_cells: Vec<SortedCell>,
    file: &'a str,
    solutions: Vec<SortedSolution<'a>>,
    stats: SortedStats,
    stopped: Option<StopReason>,
    warnings: Vec<SortedWarning<'a>>,
}

/// A [`gridriddle::play::GridCell`], its keys sorted.
#[derive(Serialize)]
struct SortedCell {
    column: usize,
    row: usize,
}

/// A [`gridriddle::SolutionReport`], its keys sorted (and those of its steps, as values).
#[derive(Serialize)]
struct SortedSolution<'a> {
    matrix: &'a [Vec<String>],
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<serde_json::Value>,
}

/// [`gridriddle::Stats`] and the time, its keys sorted.
#[derive(Serialize)]
struct SortedStats {
    #[serde(rename = "elapsedUs")]
    elapsed_us: u64,
    merges: u64,
    nodes: u64,
    rejections: u64,
}

/// A [`gridriddle::Warning`], its keys sorted.
#[derive(Serialize)]
struct SortedWarning<'a> {
    message: &'a str,
    path: &'a str,
}

impl<'a> FileAnswer<'a> {
    /// The answer of `file`, whose solve took `solve`.
    pub fn new(file: &'a str, report: &'a Report, solve: Duration) -> Self {
        FileAnswer {
            complete: report.complete,
            conflicts: &report.conflicts,
            differing_cells: (report.differing_cells.iter())
                .map(|cell| SortedCell {
                    column: cell.column,
                    row: cell.row,
                })
                .collect(),
            file,
            solutions: (report.solutions.iter())
                .map(|solution| SortedSolution {
                    matrix: &solution.matrix,
                    steps: (solution.steps.as_ref())
                        .map(|steps| serde_json::to_value(steps).expect("steps always serialise")),
                })
                .collect(),
            stats: SortedStats {
                elapsed_us: solve.as_micros() as u64,
                merges: report.stats.merges,
                nodes: report.stats.nodes,
                rejections: report.stats.rejections,
            },
            stopped: report.stopped,
            warnings: (report.warnings.iter())
                .map(|warning| SortedWarning {
                    message: &warning.message,
                    path: &warning.path,
                })
                .collect(),
        }
    }
}

/// The `--json-lines` line of each solution, `{"file", "matrix", "solution"}` and with steps
/// `"steps"` (keys in the order serde_json's objects print them), written without building a
/// JSON value: each value's JSON text is worked out once per riddle.
pub struct SolutionLines {
    /// Per column, per value id (0: blank): the value as a JSON string.
    cells: Vec<Vec<String>>,
    /// `{"file":"…","matrix":[`.
    start: Vec<u8>,
    /// The line being written.
    buffer: Vec<u8>,
}

impl SolutionLines {
    /// The lines of `riddle`'s solutions, read from `file`.
    pub fn new(file: &str, riddle: &Riddle) -> Self {
        let json = |text: &str| serde_json::to_string(text).expect("a string always serialises");
        let cells = (0..riddle.columns())
            .map(|c| {
                let values = riddle.values(c).iter().map(|v| json(v));
                std::iter::once(json("")).chain(values).collect()
            })
            .collect();
        SolutionLines {
            cells,
            start: format!("{{\"file\":{},\"matrix\":[", json(file)).into_bytes(),
            buffer: Vec::new(),
        }
    }

    /// The line of solution number `index`, ending with a newline.
    pub fn line(&mut self, index: u64, matrix: &Array2<ValueId>, steps: Option<&serde_json::Value>) -> &[u8] {
        let out = &mut self.buffer;
        out.clear();
        out.extend_from_slice(&self.start);
        for (r, row) in matrix.rows().into_iter().enumerate() {
            out.extend_from_slice(if r == 0 { b"[" } else { b",[" });
            for (c, &id) in row.iter().enumerate() {
                if c > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(self.cells[c][usize::from(id)].as_bytes());
            }
            out.push(b']');
        }
        out.extend_from_slice(b"],\"solution\":");
        write!(out, "{index}").expect("a Vec<u8> takes any write");
        if let Some(steps) = steps {
            out.extend_from_slice(b",\"steps\":");
            serde_json::to_writer(&mut *out, steps).expect("steps always serialise");
        }
        out.extend_from_slice(b"}\n");
        &self.buffer
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridriddle::SolveOptions;

    /// The `--json` answer as it was first written: the report as a JSON value, with the file
    /// and the time added.
    fn as_value(file: &str, report: &Report, solve: Duration) -> String {
        let mut value = serde_json::to_value(report).unwrap();
        value["file"] = file.into();
        value["stats"]["elapsedUs"] = (solve.as_micros() as u64).into();
        value.to_string()
    }

    #[test]
    fn a_file_answer_prints_as_the_report_as_a_json_value() {
        let riddle = Riddle::from_json(
            r#"{"header": ["House", "Pet", "Toy"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
                "hints": [[[["1", "cat", ""]]], [[["", "dog", "ball"]]], [[["", "", "ball"]]]],
                "domains": {"Toy": ["ball", "kite"]}}"#,
        )
        .unwrap();
        for steps in [false, true] {
            let options = SolveOptions {
                steps,
                ..SolveOptions::default()
            };
            let solved = gridriddle::solve_riddle(&riddle, &options);
            assert!(solved.solutions.len() > 1);
            let report = Report::new(&riddle, &solved, steps);
            assert!(!report.warnings.is_empty() && !report.differing_cells.is_empty());
            let solve = Duration::from_micros(1234);
            let direct = serde_json::to_string(&FileAnswer::new("a \"b\".json", &report, solve)).unwrap();
            assert_eq!(direct, as_value("a \"b\".json", &report, solve));
        }
    }

    #[test]
    fn a_solution_line_prints_as_a_json_value_would() {
        let riddle = Riddle::from_json(
            r#"{"header": ["A", "B\""], "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "é\n"]]]]}"#,
        )
        .unwrap();
        let matrix = ndarray::array![[1, 1], [2, 0]];
        let mut lines = SolutionLines::new("f.json", &riddle);
        let line = String::from_utf8(lines.line(7, &matrix, None).to_vec()).unwrap();
        let value = serde_json::json!({"file": "f.json", "solution": 7, "matrix": riddle.names(&matrix)});
        assert_eq!(line, format!("{value}\n"));
        let steps = serde_json::json!([{"b": 1, "a": 2}]);
        let line = String::from_utf8(lines.line(8, &matrix, Some(&steps)).to_vec()).unwrap();
        let value = serde_json::json!({"file": "f.json", "solution": 8, "matrix": riddle.names(&matrix), "steps": steps});
        assert_eq!(line, format!("{value}\n"));
    }
}

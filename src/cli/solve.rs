//! `gridriddle solve`, `count` and `check`: each riddle's solutions as tables or JSON, printed as
//! they are found, or counted.

use super::input::{self, Source};
use super::table::SolutionTable;
use gridriddle::{
    differing_cells, render_steps, GridCell, Report, Riddle, Searched, Solution, SolveOptions, StepReport,
    StopReason, ValueId,
};
use ndarray::Array2;
use serde::Serialize;
use std::io::Write;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

/// How `solve` prints its answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Tables, each solution as it is found.
    Text,
    /// One JSON object per file, on one line.
    Json,
    /// One JSON object per solution, on one line each, as they are found, then one for the file.
    JsonLines,
}

/// What became of one input: how many solutions and whether that is all, or an error; and the
/// time spent on each stage.
#[derive(Clone, Copy, Debug, Default)]
pub struct Outcome {
    /// The input could not be read or was invalid.
    pub error: bool,
    /// Solutions found.
    pub found: u128,
    /// The search stopped before it was complete.
    pub stopped: bool,
    /// Time reading, parsing, solving, printing.
    pub times: Times,
}

/// Time spent on each stage of one or more inputs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Times {
    pub read: Duration,
    pub parse: Duration,
    pub solve: Duration,
    pub print: Duration,
}

impl std::ops::AddAssign for Times {
    fn add_assign(&mut self, other: Times) {
        self.read += other.read;
        self.parse += other.parse;
        self.solve += other.solve;
        self.print += other.print;
    }
}

/// Reads and parses `file`, timing both; an unreadable or invalid file is reported on standard
/// error (and with `json`, printed as `{"file", "error"}`).
fn load(
    file: &str,
    source: Source,
    json: bool,
    outcome: &mut Outcome,
    out: &mut impl Write,
) -> std::io::Result<Option<Riddle>> {
    let started = Instant::now();
    let text = input::read(file, source.max_bytes);
    let read = Instant::now();
    outcome.times.read = read - started;
    let riddle = text.and_then(|text| input::parse(file, &text, source));
    outcome.times.parse = read.elapsed();
    match riddle {
        Ok(riddle) => Ok(Some(riddle)),
        Err(problem) => {
            input::report(file, &problem);
            if json {
                writeln!(
                    out,
                    "{}",
                    serde_json::json!({ "file": file, "error": problem.to_json() })
                )?;
            }
            outcome.error = true;
            Ok(None)
        }
    }
}

/// Solves one file and prints its answer to `out` as the solutions are found (but with `--json`,
/// whose one object holds them all).
pub fn solve_file(
    file: &str,
    source: Source,
    options: &SolveOptions,
    mode: Mode,
    out: &mut impl Write,
) -> std::io::Result<Outcome> {
    let mut outcome = Outcome::default();
    let Some(riddle) = load(file, source, mode != Mode::Text, &mut outcome, out)? else {
        return Ok(outcome);
    };
    if mode == Mode::Text {
        warn(file, &riddle);
    }
    let started = Instant::now();
    match mode {
        Mode::Json => {
            let solved = gridriddle::solve_riddle(&riddle, options);
            let solve = started.elapsed();
            let report = Report::new(&riddle, &solved, options.steps);
            let answer = FileAnswer::new(file, &report, solve);
            serde_json::to_writer(&mut *out, &answer).map_err(std::io::Error::from)?;
            writeln!(out)?;
            outcome.found = solved.solutions.len() as u128;
            outcome.stopped = !solved.complete;
            outcome.times.solve = solve;
            outcome.times.print = started.elapsed() - solve;
        }
        Mode::JsonLines => {
            let mut index = 0u64;
            let mut written = Ok(());
            let mut print = Duration::ZERO;
            let mut lines = SolutionLines::new(file, &riddle);
            let searched = gridriddle::solve_each(&riddle, options, |solution| {
                let printing = Instant::now();
                index += 1;
                let steps = options.steps.then(|| {
                    let steps: Vec<_> = solution
                        .steps
                        .iter()
                        .map(|s| StepReport::new(&riddle, s))
                        .collect();
                    serde_json::to_value(steps).expect("steps always serialise")
                });
                written = out.write_all(lines.line(index, &solution.matrix, steps.as_ref()));
                print += printing.elapsed();
                if written.is_ok() {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            written?;
            let mut stats = serde_json::to_value(searched.stats).expect("stats always serialise");
            let elapsed = started.elapsed();
            stats["elapsed_us"] = ((elapsed - print).as_micros() as u64).into();
            let summary = serde_json::json!({
                "file": file,
                "solutions": searched.found,
                "complete": searched.complete,
                "stopped": searched.stopped,
                "stats": stats,
                "conflicts": searched.conflicts,
            });
            writeln!(out, "{summary}")?;
            outcome.found = u128::from(searched.found);
            outcome.stopped = !searched.complete;
            outcome.times.print = print + (started.elapsed() - elapsed);
            outcome.times.solve = elapsed - print;
        }
        Mode::Text => {
            // The title goes out at once: a long search shows which riddle it is on.
            match riddle.title() {
                Some(title) => writeln!(out, "{file}: {title}")?,
                None => writeln!(out, "{file}")?,
            }
            let mut text = TextAnswer::new(&riddle, options);
            let mut written = Ok(());
            let searched = gridriddle::solve_each(&riddle, options, |solution| {
                written = text.solution(solution, out);
                if written.is_ok() {
                    ControlFlow::Continue(())
                } else {
                    ControlFlow::Break(())
                }
            });
            written?;
            let printing = Instant::now();
            text.end(&searched, out)?;
            let print = text.print + printing.elapsed();
            outcome.found = u128::from(searched.found);
            outcome.stopped = !searched.complete;
            outcome.times.print = print;
            outcome.times.solve = started.elapsed() - print;
        }
    }
    Ok(outcome)
}

/// The `--json` answer of one file: its [`Report`], with the file and the solve's time in
/// microseconds (`stats.elapsed_us`) added; serialised straight from the report, its keys in the
/// order serde_json's objects print them (sorted), as a JSON value of the report would print.
#[derive(Serialize)]
struct FileAnswer<'a> {
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

/// A [`GridCell`], its keys sorted.
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
    fn new(file: &'a str, report: &'a Report, solve: Duration) -> Self {
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
struct SolutionLines {
    /// Per column, per value id (0: blank): the value as a JSON string.
    cells: Vec<Vec<String>>,
    /// `{"file":"…","matrix":[`.
    start: Vec<u8>,
    /// The line being written.
    buffer: Vec<u8>,
}

impl SolutionLines {
    fn new(file: &str, riddle: &Riddle) -> Self {
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
    fn line(&mut self, index: u64, matrix: &Array2<ValueId>, steps: Option<&serde_json::Value>) -> &[u8] {
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

/// The most solutions held back before the first is printed in text mode: with no more, the
/// cells that differ between them are marked `*`; past it, the solutions are printed as they
/// are found, without marks, so that memory does not grow with their number.
const MARKED_SOLUTIONS: usize = 100;

/// The text answer of one riddle, printed as its solutions come.
struct TextAnswer<'a> {
    riddle: &'a Riddle,
    options: &'a SolveOptions,
    /// The solutions held back while there may still be few enough to mark.
    held: Vec<Solution>,
    /// Solutions printed so far.
    printed: u64,
    /// Whether the first solution was printed with a number: then each one is.
    numbered: bool,
    print: Duration,
    table: SolutionTable<'a>,
    /// The text of one solution, written here before it goes out.
    buffer: Vec<u8>,
}

impl<'a> TextAnswer<'a> {
    fn new(riddle: &'a Riddle, options: &'a SolveOptions) -> Self {
        TextAnswer {
            riddle,
            options,
            held: Vec::new(),
            printed: 0,
            numbered: false,
            print: Duration::ZERO,
            table: SolutionTable::new(riddle),
            buffer: Vec::new(),
        }
    }

    /// Takes a solution: held back, or printed (with those held before it).
    fn solution(&mut self, solution: Solution, out: &mut impl Write) -> std::io::Result<()> {
        let started = Instant::now();
        if self.printed == 0 && self.held.len() < MARKED_SOLUTIONS {
            self.held.push(solution);
        } else {
            self.numbered = true;
            for held in std::mem::take(&mut self.held) {
                self.print_one(&held, &[], out)?;
            }
            self.print_one(&solution, &[], out)?;
        }
        self.print += started.elapsed();
        Ok(())
    }

    fn print_one(
        &mut self,
        solution: &Solution,
        differing: &[GridCell],
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        self.printed += 1;
        self.buffer.clear();
        self.buffer.push(b'\n');
        if self.numbered {
            writeln!(self.buffer, "Solution {}:", self.printed)?;
        }
        self.table.write(&solution.matrix, differing, &mut self.buffer);
        out.write_all(&self.buffer)?;
        if self.options.steps {
            writeln!(out)?;
            writeln!(out, "Detailed solution:")?;
            write!(out, "{}", render_steps(self.riddle, &solution.steps))?;
        }
        Ok(())
    }

    /// The solutions still held (marked), the count and whether the search was complete, and
    /// the conflicting hints when there is no solution.
    fn end(&mut self, searched: &Searched, out: &mut impl Write) -> std::io::Result<()> {
        let held = std::mem::take(&mut self.held);
        let differing = differing_cells(&held);
        self.numbered |= held.len() > 1;
        for solution in &held {
            self.print_one(solution, &differing, out)?;
        }
        writeln!(out)?;
        writeln!(out, "{}", summary(searched, self.options))?;
        if !differing.is_empty() {
            writeln!(out, "* differs between the solutions")?;
        }
        if !searched.conflicts.is_empty() {
            writeln!(out, "These hints cannot all hold together:")?;
            for &h in &searched.conflicts {
                match self.riddle.hint_text(h) {
                    Some(text) => writeln!(out, "  hint {}: {text}", h + 1)?,
                    None => writeln!(out, "  hint {}", h + 1)?,
                }
            }
        }
        Ok(())
    }
}

/// Counts the solutions of one file and prints the count: `FILE: N solutions (complete: …)` and
/// the rate (or the number of independent parts it was counted as), or with `json`,
/// `{"file", "count", "parts", "complete", "stopped", "stats"}`.
pub fn count_file(
    file: &str,
    source: Source,
    (max_nodes, max_memory): (u64, Option<usize>),
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<Outcome> {
    let mut outcome = Outcome::default();
    let Some(riddle) = load(file, source, json, &mut outcome, out)? else {
        return Ok(outcome);
    };
    let options = SolveOptions {
        max_nodes: Some(max_nodes),
        max_memory,
        ..SolveOptions::default()
    };
    let started = Instant::now();
    let count = gridriddle::count_solutions(&riddle, &options);
    let solve = started.elapsed();
    if json {
        let mut stats = serde_json::to_value(count.stats).expect("stats always serialise");
        stats["elapsed_us"] = (solve.as_micros() as u64).into();
        // The exact number however large (serde_json keeps a number's digits here).
        let exact: serde_json::Number = count.decimal.parse().expect("digits are a JSON number");
        let line = serde_json::json!({
            "file": file,
            "count": exact,
            "parts": count.parts,
            "complete": count.complete,
            "stopped": count.stopped,
            "stats": stats,
        });
        writeln!(out, "{line}")?;
    } else {
        let searched = Searched {
            found: u64::try_from(count.count).unwrap_or(u64::MAX),
            complete: count.complete,
            stopped: count.stopped,
            stats: count.stats,
            conflicts: Vec::new(),
        };
        let seconds = solve.as_secs_f64();
        let rate = if seconds > 0.0 {
            count.count as f64 / seconds
        } else {
            0.0
        };
        // Counted by parts, the solutions were not visited one by one: no rate.
        let how = match count.parts {
            1 => format!(
                "{} solutions per second, {} nodes",
                per_second(rate),
                count.stats.nodes
            ),
            n => format!("{} nodes, counted as {n} independent parts", count.stats.nodes),
        };
        writeln!(
            out,
            "{file}: {} in {seconds:.3} s ({how})",
            summary_of(&count.decimal, &searched, &options),
        )?;
    }
    outcome.found = count.count;
    outcome.stopped = !count.complete;
    outcome.times.solve = solve;
    outcome.times.print = started.elapsed() - solve;
    Ok(outcome)
}

/// A rate, rounded for people: `2.1 million`, `85 thousand`, `120`.
fn per_second(rate: f64) -> String {
    if rate >= 1e6 {
        format!("{:.1} million", rate / 1e6)
    } else if rate >= 1e4 {
        format!("{:.0} thousand", rate / 1e3)
    } else {
        format!("{rate:.0}")
    }
}

/// "2 solutions (complete: there are no others)", or why the search stopped.
fn summary(solved: &Searched, options: &SolveOptions) -> String {
    summary_of(&solved.found.to_string(), solved, options)
}

/// [`summary`] with the number of solutions in decimal digits (a count may exceed `u64`).
fn summary_of(found: &str, solved: &Searched, options: &SolveOptions) -> String {
    let count = match found {
        "0" if solved.stopped.is_some() => "no solution found".to_owned(),
        "0" => "no solution".to_owned(),
        "1" => "1 solution".to_owned(),
        n => format!("{n} solutions"),
    };
    let how = match solved.stopped {
        None if solved.found == 0 => "complete: the riddle has none".to_owned(),
        None => "complete: there are no others".to_owned(),
        Some(StopReason::SolutionLimit) => format!(
            "incomplete: stopped at --max-solutions {}, there may be more",
            options.max_solutions
        ),
        Some(StopReason::Caller) => "incomplete: stopped early, there may be more".to_owned(),
        Some(StopReason::NodeBudget) => format!(
            "incomplete: stopped after {} search nodes (--max-nodes), there may be {}",
            solved.stats.nodes,
            if solved.found == 0 { "some" } else { "more" }
        ),
        Some(StopReason::MemoryBudget) => format!(
            "incomplete: stopped after {} search nodes at {} bytes of memory (--max-memory), there may be {}",
            solved.stats.nodes,
            options.max_memory.unwrap_or(usize::MAX),
            if solved.found == 0 { "some" } else { "more" }
        ),
        // StopReason is #[non_exhaustive]: a reason added later.
        Some(_) => "incomplete: stopped early, there may be more".to_owned(),
    };
    format!("{count} ({how})")
}

/// Prints the riddle's warnings on standard error, one line each: `warning: FILE: PATH: what`.
fn warn(file: &str, riddle: &Riddle) {
    for warning in gridriddle::warnings(riddle) {
        eprintln!("warning: {file}: {warning}");
    }
}

/// Validates every file: one line each, `FILE: ok (…)`, or the error on standard error.
pub fn check_files(files: &[String], source: Source, out: &mut impl Write) -> std::io::Result<bool> {
    let mut ok = true;
    for file in files {
        match input::load(file, source) {
            Ok(riddle) => {
                writeln!(
                    out,
                    "{file}: ok ({} rows, {} columns, {} hints)",
                    riddle.rows(),
                    riddle.columns(),
                    riddle.hints().len()
                )?;
                warn(file, &riddle);
            }
            Err(problem) => {
                input::report(file, &problem);
                ok = false;
            }
        }
    }
    Ok(ok)
}

/// `gridriddle convert`: the riddle JSON of a file, pretty-printed (clues compiled).
pub fn convert(file: &str, source: Source, out: &mut impl Write) -> std::io::Result<bool> {
    match input::riddle_json(file, source) {
        Ok(json) => {
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&json).expect("JSON always prints")
            )?;
            Ok(true)
        }
        Err(problem) => {
            input::report(file, &problem);
            Ok(false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `--json` answer as it was first written: the report as a JSON value, with the file
    /// and the time added.
    fn as_value(file: &str, report: &Report, solve: Duration) -> String {
        let mut value = serde_json::to_value(report).unwrap();
        value["file"] = file.into();
        value["stats"]["elapsed_us"] = (solve.as_micros() as u64).into();
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

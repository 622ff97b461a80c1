//! `gridriddle evaluate`: a model's answers against the records it was asked, as a table, JSON
//! (`--json`) and an SVG plot (`--plot`); a thin shell over `gridriddle::evaluate`.

use gridriddle::evaluate::{
    plot::plot_svg,
    report::{evaluate_with, EvaluateOptions, Input},
};
use std::io::Write;

/// Evaluate a model's answers: puzzle and cell accuracy and the unread share, overall, by size,
/// by ZebraLogic's search-space bucket and by level.
#[derive(clap::Args)]
pub struct EvaluateArgs {
    /// The records, as `dataset` writes them (grid or question), one JSON object a line.
    #[arg(long)]
    records: String,
    /// The answers, one JSON object a line: {"id", "output"}, the model's raw output as text.
    #[arg(long)]
    answers: String,
    /// Print the report as JSON: {"overall", "bySize", "byBucket", "byLevel"}.
    #[arg(long)]
    json: bool,
    /// Also judge each answer's reasoning step by step, as `verify` does (grid records whose
    /// clues are known: the `json` format's riddle, a ZebraLogic record's puzzle text), and add
    /// its columns: answers judged, steps,
    /// claims, justified, leaps, false, unreadSteps, undecided, withFalse, processScore.
    #[arg(long)]
    verify: bool,
    /// Also draw the accuracy by size and level into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<String>,
    /// Also write one JSON line per record into this file: {"id", "status": "solved" |
    /// "wrong" | "unread" | "missing", "reason", "cellsRight", "cells", "wrongCells": [{"house",
    /// "column", "given", "expected"}]}, and with --verify "steps" (each step's verdict).
    #[arg(long, value_name = "FILE.jsonl")]
    details: Option<String>,
}

/// A file's text, or the error line.
fn read(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("error: {path}: cannot read: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "error: {path}: byte {}: the file is not UTF-8 text",
            e.utf8_error().valid_up_to()
        )
    })
}

impl EvaluateArgs {
    /// Evaluates and writes the report to `out`; each bad line goes to standard error with its
    /// number (`error: A.jsonl: line 7: no record has id "x"`). Whether every line was good.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let (records, answers) = match (read(&self.records), read(&self.answers)) {
            (Ok(records), Ok(answers)) => (records, answers),
            (records, answers) => {
                for error in [records.err(), answers.err()].into_iter().flatten() {
                    eprintln!("{error}");
                }
                return Ok(false);
            }
        };
        let options = EvaluateOptions {
            verify: self.verify,
            details: self.details.is_some(),
        };
        let evaluation = evaluate_with(&records, &answers, &options);
        for problem in &evaluation.problems {
            let file = match problem.input {
                Input::Records => &self.records,
                Input::Answers => &self.answers,
            };
            eprintln!("error: {file}: {problem}");
        }
        if self.json {
            let text = serde_json::to_string(&evaluation.report).expect("numbers and strings serialise");
            writeln!(out, "{text}")?;
        } else {
            write!(out, "{}", evaluation.report.table())?;
        }
        let mut ok = evaluation.problems.is_empty();
        if let Some(path) = &self.details {
            let mut text = String::new();
            for outcome in &evaluation.outcomes {
                text.push_str(&outcome.details().to_string());
                text.push('\n');
            }
            if let Err(e) = std::fs::write(path, text) {
                eprintln!("error: cannot write {path}: {e}");
                ok = false;
            }
        }
        if let Some(path) = &self.plot {
            if let Err(e) = std::fs::write(path, plot_svg(&evaluation.outcomes, &self.answers)) {
                eprintln!("error: cannot write {path}: {e}");
                ok = false;
            }
        }
        Ok(ok)
    }
}

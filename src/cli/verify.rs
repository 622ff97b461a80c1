//! `gridriddle verify`: a model's reasoning judged step by step against the clues it cites.

use super::input::{self, Source};
use super::play::print_json;
use gridriddle::evaluate::records::riddle_to_judge_of_json;
use gridriddle::explain::counted;
use gridriddle::verify::{verify, VerifyOptions};
use std::io::Write;

/// The arguments of `gridriddle verify`.
#[derive(clap::Args)]
pub struct VerifyArgs {
    /// The riddle file, or a record as `dataset` writes it (ZebraLogic's grid record, the `json`
    /// format's `{"id", "riddle"}`): its riddle; a ZebraLogic record's own clues when its puzzle
    /// text reads to its solution, as `evaluate --verify` judges it (`-` reads standard input).
    riddle: String,
    /// The model's answer: text, the JSON {"reasoning", "solution"}, or a JSON list of steps
    /// (`-` reads standard input). Only its first 256 KiB are judged.
    answer: String,
    #[command(flatten)]
    source: Source,
    /// The node budget of each search (one question about one claim).
    #[arg(long, default_value_t = VerifyOptions::default().max_nodes)]
    max_nodes: u64,
    /// The node budget of all the searches of the answer (each costs its nodes and one more);
    /// the steps past it are undecided.
    #[arg(long, default_value_t = VerifyOptions::default().max_total_nodes)]
    max_total_nodes: u64,
    /// Print JSON: {"steps": [{"number", "text", "claims", "cites", "skipped", "verdict", "why"}…],
    /// "summary", "grade", "notes"}.
    #[arg(long)]
    json: bool,
}

impl VerifyArgs {
    /// Prints each step's verdict and why, then the summary.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        if self.riddle == "-" && self.answer == "-" {
            eprintln!("error: verify: the riddle and the answer cannot both be standard input");
            return Ok(false);
        }
        // A riddle file, or any record gridriddle writes (the riddle it gives; a ZebraLogic
        // record's own clues when its puzzle text reads to its solution, as `evaluate --verify`).
        let riddle = match input::read(&self.riddle, self.source.max_bytes).and_then(|text| {
            match riddle_to_judge_of_json(&text) {
                Ok(Some(riddle)) => Ok(riddle),
                Err(e) => Err(input::Problem::Invalid(e)),
                Ok(None) => input::parse(&self.riddle, &text, self.source),
            }
        }) {
            Ok(riddle) => riddle,
            Err(problem) => {
                input::report(&self.riddle, &problem);
                return Ok(false);
            }
        };
        // The answer is read whole (up to 64 MiB); the library judges its first 256 KiB.
        let answer = match input::read(&self.answer, ANSWER_MAX_BYTES) {
            Ok(text) => text,
            Err(problem) => {
                input::report(&self.answer, &problem);
                return Ok(false);
            }
        };
        let options = VerifyOptions {
            max_nodes: self.max_nodes,
            max_total_nodes: self.max_total_nodes,
        };
        let checked = verify(&riddle, &answer, &options);
        if self.json {
            print_json(&checked, out)?;
            return Ok(true);
        }
        for step in &checked.steps {
            let verdict = step.verdict.name();
            writeln!(out, "{}. {verdict}: {}", step.number, step.text)?;
            writeln!(out, "   {}", step.why)?;
        }
        let s = &checked.summary;
        let first = |n: Option<usize>| n.map_or("none".to_owned(), |n| n.to_string());
        writeln!(
            out,
            "{}, {}: {} justified, {}{}, {} false, {} unread{}; first false: {}, first leap: {}; process score {:.3}",
            counted(s.steps, "step"),
            counted(s.claims, "claim"),
            s.justified,
            counted(s.leaps, "leap"),
            if s.leap_dependent > 0 { format!(", {} leap-dependent", s.leap_dependent) } else { String::new() },
            s.r#false,
            s.unread,
            if s.undecided > 0 { format!(", {} undecided", s.undecided) } else { String::new() },
            first(s.first_false),
            first(s.first_leap),
            s.process_score
        )?;
        if let Some(grade) = &checked.grade {
            writeln!(
                out,
                "solution: {} ({} of {} cells correct)",
                if grade.solved { "solved" } else { "not solved" },
                grade.correct,
                grade.cells
            )?;
        }
        for note in &checked.notes {
            writeln!(out, "note: {note}")?;
        }
        Ok(true)
    }
}

/// The most bytes of an answer file read.
const ANSWER_MAX_BYTES: u64 = 64 << 20;

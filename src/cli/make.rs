//! Making riddles: `gridriddle generate` and `gridriddle rate`.

use super::input::{self, Source};
use super::words::counted;
use gridriddle::{generate_with_progress, rate, Difficulty, GenerateOptions, HintKind, Progress};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::time::Duration;

/// How `generate` writes the riddle (`--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// The JSON riddle format (docs/riddle-format.md), laid out as the sample files.
    Json,
    /// The ZBC clue language (docs/clue-format.md), each clue followed by its sentence.
    Zbc,
}

/// The arguments of `gridriddle generate`.
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// Rows (houses), 1 to 64.
    #[arg(long, default_value_t = 5)]
    rows: usize,
    /// Attribute columns (the riddle has one more: House, numbered).
    #[arg(long, default_value_t = 5)]
    cols: usize,
    /// The seed: the same seed and options give the same riddle.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The difficulty to reach: easy, medium, hard or expert.
    #[arg(long)]
    difficulty: Option<Difficulty>,
    /// The hint kinds to use, separated by commas (default: all).
    #[arg(long, value_delimiter = ',')]
    kinds: Option<Vec<HintKind>>,
    /// The most riddles made in search of the difficulty.
    #[arg(long, default_value_t = GenerateOptions::default().max_attempts)]
    max_attempts: u32,
    /// The most search nodes all solves together may spend.
    #[arg(long, default_value_t = GenerateOptions::default().max_nodes)]
    max_nodes: u64,
    /// How to write the riddle made (the output): JSON or clues.
    #[arg(long, value_enum, default_value_t = OutputFormat::Json)]
    format: OutputFormat,
    /// Print the riddle's expected solution (`{"solutions": [matrix]}`) instead of the riddle.
    #[arg(long)]
    expected: bool,
}

impl GenerateArgs {
    /// Prints the riddle's JSON (with `title`, `description` and `hintTexts`), or its clues, or
    /// its expected solution, or the error; a progress bar on standard error when it is a
    /// terminal.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let options = GenerateOptions {
            rows: self.rows,
            columns: self.cols,
            seed: self.seed,
            kinds: self.kinds.unwrap_or_else(|| HintKind::ALL.to_vec()),
            difficulty: self.difficulty,
            max_attempts: self.max_attempts,
            max_nodes: self.max_nodes,
        };
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {elapsed} {msg}").expect("a valid template"),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        });
        let mut tell = |progress: Progress| {
            if let Some(bar) = &bar {
                bar.set_message(match progress {
                    Progress::Attempt { attempt } => format!("riddle {attempt}"),
                    Progress::Adding { hints } => format!("adding hints: {hints}"),
                    Progress::Removing { tried, of } => format!("removing the hints to spare: {tried}/{of}"),
                });
            }
        };
        let made = generate_with_progress(&options, &mut tell);
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        let made = match made {
            Ok(made) => made,
            Err(e) => {
                eprintln!("error: generate: {e}");
                return Ok(false);
            }
        };
        match (self.expected, self.format) {
            (true, _) => writeln!(out, "{}", made.expected_json())?,
            (false, OutputFormat::Zbc) => write!(out, "{}", made.zbc)?,
            (false, OutputFormat::Json) => write!(out, "{}", made.json())?,
        }
        eprintln!(
            "{}×{} riddle, seed {}, {}, rated {} (score {}), {}",
            options.rows,
            options.columns,
            made.seed,
            counted(made.riddle.hints().len(), "hint"),
            made.rating.difficulty,
            made.rating.score,
            counted(made.nodes, "search node")
        );
        Ok(true)
    }
}

/// The arguments of `gridriddle rate`.
#[derive(clap::Args)]
pub struct RateArgs {
    /// Riddle files (`-` reads standard input).
    #[arg(required = true)]
    files: Vec<String>,
    #[command(flatten)]
    source: Source,
    /// Print one JSON object per file: {"difficulty", "score", …}.
    #[arg(long)]
    json: bool,
}

impl RateArgs {
    /// Prints each riddle's difficulty, read from how it is solved (solution files skipped).
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let riddles = input::skip_solution_files(&self.files);
        if riddles.is_empty() {
            input::no_riddle_files(&self.files);
            return Ok(false);
        }
        let mut ok = true;
        for file in &riddles {
            let riddle = match input::load(file, self.source) {
                Ok(riddle) => riddle,
                Err(problem) => {
                    input::report(file, &problem);
                    ok = false;
                    continue;
                }
            };
            let rating = rate(&riddle);
            if self.json {
                let mut value = serde_json::to_value(&rating).expect("a rating always serialises");
                value["file"] = file.as_str().into();
                writeln!(out, "{value}")?;
            } else {
                writeln!(
                    out,
                    "{file}: {} (score {}: {}, {}, {})",
                    rating.difficulty,
                    rating.score,
                    counted(rating.steps, "step"),
                    counted(rating.suppositions, "supposition"),
                    counted(rating.nodes, "search node")
                )?;
            }
        }
        Ok(ok)
    }
}

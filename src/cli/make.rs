//! Making riddles: `gridriddle generate` and `gridriddle rate`.

use super::batch;
use super::input::{self, Source};
use super::words::{counted, not_one};
use gridriddle::generate::{rate_on_threads, Rating};
use gridriddle::{
    generate::{
        generate_with_progress, reachable_levels, Difficulty, GenerateError, GenerateOptions, HintKind,
        Progress, MAX_GENERATED_COLUMNS,
    },
    MAX_ROWS,
};
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
    /// Attribute columns, 1 to 64 (the riddle has one more: House, numbered).
    #[arg(long, default_value_t = 5)]
    cols: usize,
    /// The seed: the same seed and options give the same riddle.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The difficulty to reach: easy, medium, hard or expert (1 row: easy only; 2 rows or one
    /// column: easy or medium; 3 rows: not expert; else all four).
    #[arg(long)]
    difficulty: Option<Difficulty>,
    /// The hint kinds to use, separated by commas (default: all but if-then and exactly-one).
    #[arg(long, value_delimiter = ',', value_parser = hint_kind)]
    kinds: Option<Vec<HintKind>>,
    /// How many attribute columns are great: more values than houses (a third more), some
    /// unused; at most --cols minus 1.
    #[arg(long, default_value_t = 0)]
    great: usize,
    /// The most riddles made in search of the difficulty.
    #[arg(long, default_value_t = GenerateOptions::default().max_attempts)]
    max_attempts: u32,
    /// The most search nodes all solves together may spend (default: by the size, 2 million up
    /// to 200 cells, 6 million at 20×20, less past it, as a node costs more).
    #[arg(long)]
    max_nodes: Option<u64>,
    /// How to write the riddle made (the output): JSON or clues.
    #[arg(long, value_enum, default_value_t = OutputFormat::Json)]
    format: OutputFormat,
    /// Print the riddle's expected solution (`{"solutions": [matrix]}`) instead of the riddle.
    #[arg(long)]
    expected: bool,
    /// Threads checking which hints can go, 1 to 256 (default: one per core). The riddle made,
    /// and its nodes, are the same whatever the threads.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=gridriddle::dataset::MAX_JOBS as i64))]
    threads: Option<u16>,
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
            kinds: self.kinds.unwrap_or_else(|| HintKind::DEFAULT.to_vec()),
            difficulty: self.difficulty,
            great_columns: self.great,
            max_attempts: self.max_attempts,
            max_nodes: self.max_nodes,
            threads: batch::or_every_core(self.threads),
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
                    Progress::Attempt { attempt } => match options.difficulty {
                        Some(level) => format!(
                            "{level} riddle: attempt {attempt} of at most {}",
                            options.max_attempts
                        ),
                        None => format!("riddle {attempt}"),
                    },
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
                eprintln!("error: generate: {}", what_to_change(&e, &options));
                return Ok(false);
            }
        };
        match (self.expected, self.format) {
            (true, _) => writeln!(out, "{}", made.expected_json())?,
            (false, OutputFormat::Zbc) => write!(out, "{}", made.zbc)?,
            (false, OutputFormat::Json) => write!(out, "{}", made.json())?,
        }
        // Two figures of nodes, each named for what it counts: the generator's (every attempt,
        // with its hints added, its removals and its ratings) and the rating's (one solve).
        // The seed asked makes the riddle again with the same command; past the first attempt,
        // the attempt's own seed makes it at once.
        let seed = match made.attempts {
            1 => options.seed.to_string(),
            n => format!(
                "{} (attempt {n}; --seed {} makes it at the first)",
                options.seed, made.seed
            ),
        };
        eprintln!(
            "{}×{} riddle, seed {seed}, {}, rated {} (score {}, {} to solve it); {} to make it \
             (adding hints, removing them and rating, over {})",
            options.rows,
            options.columns,
            counted(made.riddle.hints().len(), "hint"),
            made.rating.difficulty,
            made.rating.score,
            counted(made.rating.nodes, "search node"),
            counted(made.nodes, "search node"),
            counted(made.attempts, "attempt"),
        );
        Ok(true)
    }
}

/// One of `--kinds`: the library's reading, a long word cut short in its error.
pub fn hint_kind(text: &str) -> Result<HintKind, String> {
    text.parse()
        .map_err(|why: String| gridriddle::explain::with_value_shortened(&why, text))
}

/// Why `generate` failed, naming the options to change (`--difficulty`, `--rows`,
/// `--max-attempts`, `--max-nodes`…).
fn what_to_change(error: &GenerateError, options: &GenerateOptions) -> String {
    let levels = |rows, columns| {
        let names: Vec<&str> = reachable_levels(rows, columns).iter().map(|l| l.name()).collect();
        names.join(", ")
    };
    match error {
        GenerateError::Size { .. } => {
            format!("{error}: change --rows (1 to {MAX_ROWS}) or --cols (1 to {MAX_GENERATED_COLUMNS})")
        }
        GenerateError::Kinds(why) => format!("{why}: add kinds to --kinds, or leave it out for all"),
        GenerateError::Great { .. } => format!("{error}: lower --great or raise --cols"),
        GenerateError::OutOfReach {
            difficulty,
            rows,
            columns,
        } => format!(
            "a {rows}×{columns} riddle cannot be {difficulty} (this size can be: {}); change \
             --difficulty, or ask for more --rows (4 or more for expert) and --cols (2 or more)",
            levels(*rows, *columns)
        ),
        GenerateError::Budget { nodes, attempts } => format!(
            "the node budget ran out ({}, {}): raise --max-nodes (now {}), or ask for an easier \
             --difficulty or fewer --rows",
            counted(nodes, "search node"),
            counted(*attempts, "riddle") + " started",
            options.node_budget()
        ),
        GenerateError::Difficulty { difficulty, attempts } => format!(
            "no {difficulty} riddle of {}×{} in {}: raise --max-attempts (now {}), try another \
             --seed, or change --difficulty or --rows",
            options.rows,
            options.columns,
            counted(*attempts, "attempt"),
            options.max_attempts
        ),
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
    /// Print one JSON object per file: {"file", "difficulty", "score", "solutions", "complete",
    /// "steps", "rule1Steps", "suppositions", "nodes"}.
    #[arg(long)]
    json: bool,
    /// Threads, 1 to 256: for one file, counting an ambiguous riddle's solutions; for several,
    /// rating files at once, each count on one thread (default: one per core). The ratings and
    /// the output are the same whatever the threads, but for a count cut short by its budget on
    /// one file's threads: a lower bound, which may differ.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=gridriddle::dataset::MAX_JOBS as i64))]
    threads: Option<u16>,
}

impl RateArgs {
    /// Prints each riddle's difficulty, read from how it is solved (solution files skipped), in
    /// file order: one file's ambiguous count on `--threads` threads, or several files rated on
    /// `--threads` threads at once.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let riddles = input::skip_solution_files(&self.files);
        if riddles.is_empty() {
            input::no_riddle_files(&self.files);
            return Ok(false);
        }
        let threads = batch::or_every_core(self.threads);
        let source = self.source;
        let rated = |file: &String, threads| {
            input::load(file, source).map(|riddle| rate_on_threads(&riddle, threads))
        };
        let mut ok = true;
        let mut print = |(file, rating): (&String, Result<Rating, input::Problem>)| match rating {
            Ok(rating) => self.print(file, &rating, out),
            Err(problem) => {
                input::report(file, &problem);
                ok = false;
                Ok(())
            }
        };
        match riddles.as_slice() {
            [one] => print((one, rated(one, threads)))?,
            _ => batch::in_order(
                riddles.len(),
                threads,
                |i| (&riddles[i], rated(&riddles[i], 1)),
                print,
            )?,
        }
        Ok(ok)
    }

    /// Prints one file's rating: a line of text, or with `--json` a JSON object.
    fn print(&self, file: &str, rating: &Rating, out: &mut impl Write) -> std::io::Result<()> {
        if self.json {
            let mut value = serde_json::to_value(rating).expect("a rating always serialises");
            value["file"] = file.into();
            writeln!(out, "{value}")
        } else if rating.difficulty == Difficulty::Ambiguous {
            let many = not_one(rating.solutions as u128, rating.complete);
            writeln!(out, "{file}: ambiguous ({})", many.unwrap_or_default())
        } else {
            writeln!(
                out,
                "{file}: {} (score {}: {}, {}, {} to solve it)",
                rating.difficulty,
                rating.score,
                counted(rating.steps, "step"),
                counted(rating.suppositions, "supposition"),
                counted(rating.nodes, "search node")
            )
        }
    }
}

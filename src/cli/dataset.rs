//! `gridriddle dataset`: a data set of generated riddles, one JSON object a line, made on every
//! core and written in index order, so that the file is the same bytes whatever `--jobs`.

use super::words::{counted, per_second};
use gridriddle::{
    dataset::{
        check_share, dataset_item_within, dataset_range, parse_levels, DatasetError, DatasetFormat,
        DatasetOptions, ItemBudget, MAX_JOBS,
    },
    evaluate::questions::{record_lines, RecordMode, RecordOptions},
    explain::shortened,
    generate::{Difficulty, HintKind},
};
use rayon::prelude::*;
use std::io::{IsTerminal, Write};
use std::time::Instant;

/// Make a data set of riddles with one solution each (JSON lines), the same bytes whatever --jobs.
///
/// `--format` says how each riddle is written: `zebralogic` (the default), `zebralogic-mc`
/// (questions about one cell, `--questions` a riddle) or `json`.
#[derive(clap::Args)]
pub struct DatasetArgs {
    /// How each riddle is written: a ZebraLogic record, or the riddle JSON with its solution.
    #[arg(long, value_enum, default_value_t = LineFormat::Zebralogic)]
    format: LineFormat,
    /// How many riddles.
    #[arg(long)]
    count: u64,
    /// The index of the first riddle: `--start 1000 --count 1000` are lines 1000 to 1999 of the
    /// data set of the same seed and options (start + count at most 18446744073709551615).
    #[arg(long, default_value_t = 0)]
    start: u64,
    /// Rows (houses) of each riddle: `2..6` draws from 2 to 6, `5` is always 5.
    #[arg(long, default_value = "2..6", value_parser = parse_range)]
    rows: (usize, usize),
    /// Attribute columns of each riddle, as --rows.
    #[arg(long, default_value = "2..6", value_parser = parse_range)]
    cols: (usize, usize),
    /// The level of every riddle: easy, medium, hard or expert (default: any); or mixed levels,
    /// each riddle's drawn from the seed and its index: `easy,hard` (equal shares) or
    /// `easy=1,hard=3` (weights).
    #[arg(long, value_parser = levels)]
    difficulty: Option<Levels>,
    /// Questions a riddle with --format zebralogic-mc: each about another cell (at most one per
    /// cell).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    questions: u16,
    /// Add a `prompt` field: the puzzle, the task and the exact JSON shape of the answer.
    #[arg(long)]
    prompt: bool,
    /// Add a `level` field: the riddle's rated level (zebralogic formats), which `evaluate`
    /// reports by.
    #[arg(long)]
    level: bool,
    /// The hint kinds to use, separated by commas (default: all but if-then and exactly-one).
    #[arg(long, value_delimiter = ',', value_parser = super::make::hint_kind)]
    kinds: Option<Vec<HintKind>>,
    /// The base seed: riddle i is a function of it, i and the options alone.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Threads making riddles, 1 to 256 (default: one per core).
    #[arg(long, short, value_parser = clap::value_parser!(u16).range(1..=MAX_JOBS as i64))]
    jobs: Option<u16>,
    /// The file to write (default: standard output); a name ending in `.parquet` is written as
    /// Parquet, the same records with their nested fields (needs the cargo feature `parquet`).
    #[arg(long)]
    out: Option<String>,
    /// The most search nodes one riddle may take, all its solves together (at least 1). Past
    /// it, the data set stops with an error naming the item. Default: the generator's
    /// 2,000,000 for each draw of a size, and a draw that spends them gives way to the next
    /// (up to 16): the data sets of earlier versions, byte for byte.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: Option<u64>,
    /// The most riddles made in search of one item's level (at least 1). Past it, the data
    /// set stops with an error naming the item. Default: the generator's 200 for each draw
    /// of a size, as --max-nodes.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    max_attempts: Option<u32>,
    /// Add to each record a "reasoning" field: gridriddle's own solution in plain words, one
    /// deduction a line, each citing its clues (`verify` finds every step justified), then the
    /// answer in the record's own form ({"solution": …} or {"answer": …}: `evaluate` solves it).
    #[arg(long)]
    reasoning: bool,
    /// Add to each record a "steps" field: the reasoning reworded, with mistakes made as models
    /// make them, each step {"text", "claims", "cites", "label"} labelled justified, leap or
    /// false as `verify` judges it (docs/training.md).
    #[arg(long)]
    step_labels: bool,
    /// The share of riddles (0 to 1) with no solution: a riddle with one solution and one clue
    /// more that contradicts it (`"solvable": false`, `"contradiction": k`; docs/training.md).
    /// Which riddles is drawn from the seed and the index.
    #[arg(long, default_value_t = 0.0, value_parser = share, allow_negative_numbers = true)]
    unsolvable: f64,
    /// The share of riddles (0 to 1) with several solutions, 2 to 10 (`"solutionCount"`), for
    /// --format json only: a riddle with one clue left out.
    #[arg(long, default_value_t = 0.0, value_parser = share, allow_negative_numbers = true)]
    ambiguous: f64,
}

/// `--unsolvable`, `--ambiguous`: a number from 0 to 1.
fn share(text: &str) -> Result<f64, String> {
    let expected = || format!("expected a share from 0 to 1, found `{}`", shortened(text));
    let share: f64 = text.trim().parse().map_err(|_| expected())?;
    check_share("", share).map_err(|_| expected())
}

/// `--difficulty`: one level or weighted levels (a type of its own, so that clap takes the list
/// as one value).
#[derive(Clone)]
struct Levels(Vec<(Difficulty, u32)>);

/// Reads `--difficulty` as the library's [`parse_levels`] does.
fn levels(text: &str) -> Result<Levels, String> {
    parse_levels(text).map(Levels)
}

/// How `dataset` writes each riddle.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum LineFormat {
    /// {"id", "size", "puzzle", "solution": {"header", "rows"}}, as ZebraLogic's records.
    Zebralogic,
    /// {"id", "size", "puzzle", "question", "choices", "answer", "cell": {"house", "column"}}:
    /// ZebraLogic's multiple-choice mode, --questions a riddle.
    #[value(name = "zebralogic-mc")]
    ZebralogicMc,
    /// {"id", "index", "seed", "rows", "columns", "riddle", "solution", "rating"}.
    Json,
}

/// `2..6`, `2..=6` (both inclusive) or `5`.
fn parse_range(text: &str) -> Result<(usize, usize), String> {
    let number = |t: &str| {
        t.trim().parse::<usize>().map_err(|_| {
            format!(
                "expected a range like 2..6 or a number, found `{}`",
                shortened(text)
            )
        })
    };
    match text.split_once("..") {
        Some((low, high)) => Ok((number(low)?, number(high.strip_prefix('=').unwrap_or(high))?)),
        None => number(text).map(|n| (n, n)),
    }
}

/// Why a data set with some riddles of no solution or several cannot be made with these
/// options, if it cannot.
fn mixed_refused(options: &DatasetOptions, format: LineFormat, reasoning: bool) -> Result<(), String> {
    if options.unsolvable + options.ambiguous > 1.0 {
        return Err(format!(
            "--unsolvable {} and --ambiguous {} add up to more than 1",
            options.unsolvable, options.ambiguous
        ));
    }
    if options.ambiguous > 0.0 && !matches!(format, LineFormat::Json) {
        return Err(
            "--ambiguous is for --format json: a ZebraLogic record holds one solution, \
                    and an answer giving another would be graded against it (json records \
                    carry the riddle, and any solution counts)"
                .to_owned(),
        );
    }
    if options.mixed() && reasoning {
        return Err(
            "--reasoning and --step-labels are for riddles with one solution: not with \
                    --unsolvable or --ambiguous"
                .to_owned(),
        );
    }
    Ok(())
}

/// Riddles made at once between two writes: enough that every thread stays busy.
const CHUNK: u64 = 512;

/// What `dataset` makes, read from its arguments: the items' indices, the library's options,
/// how each item is written, and the budget of one item.
struct DatasetPlan {
    range: std::ops::Range<u64>,
    options: DatasetOptions,
    records: RecordOptions,
    /// The library's line for the item, or (`None`) its records as `records` says.
    format: Option<DatasetFormat>,
    budget: ItemBudget,
}

impl DatasetArgs {
    /// Makes the data set and writes it to `--out`, or to `out`, each riddle as
    /// `--format` says: `zebralogic` (the default) {"id", "size", "puzzle", "solution": {"header",
    /// "rows"}}, or `json` {"id", "index", "seed", "rows", "columns", "riddle", "solution",
    /// "rating"}. Whether every riddle was made.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        let plan = match self.plan() {
            Ok(plan) => plan,
            Err(why) => {
                eprintln!("error: dataset: {why}");
                return Ok(false);
            }
        };
        let jobs = super::batch::or_every_core(self.jobs);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(std::io::Error::other)?;
        let mut file = match &self.out {
            Some(path) => match Output::create(path) {
                Ok(file) => Some(file),
                Err(e) => {
                    eprintln!("error: {e}");
                    return Ok(false);
                }
            },
            None => None,
        };
        let out: &mut dyn Write = match &mut file {
            Some(Output::Lines(file)) => file,
            #[cfg(feature = "parquet")]
            Some(Output::Parquet(staged)) => staged,
            None => out,
        };
        let started = Instant::now();
        let progress = progress_bar(self.count);
        if !self.write_items(&plan, &pool, out, &progress)? {
            return Ok(false);
        }
        #[cfg(feature = "parquet")]
        if let Some(Output::Parquet(staged)) = file {
            if let Err(e) = staged.finish() {
                progress.finish_and_clear();
                eprintln!("error: {e}");
                return Ok(false);
            }
        }
        progress.finish_and_clear();
        let seconds = started.elapsed().as_secs_f64();
        let rate = per_second(u128::from(self.count), started.elapsed())
            .map(|rate| format!(" ({rate} per second)"))
            .unwrap_or_default();
        eprintln!(
            "{} in {seconds:.2} s on {}{rate}",
            counted(self.count, "riddle"),
            counted(jobs, "thread")
        );
        Ok(true)
    }

    /// The plan of the data set these arguments ask for, or why they ask for none (the range
    /// past `u64::MAX`, shares that cannot be mixed, fields the format has no room for).
    fn plan(&self) -> Result<DatasetPlan, String> {
        let range = dataset_range(self.start, self.count).map_err(|e| e.to_string())?;
        // One level is the data set of that level, byte for byte as before mixes.
        let (difficulty, levels) = match self.difficulty.as_ref().map(|l| l.0.as_slice()) {
            Some(&[(level, _)]) => (Some(level), Vec::new()),
            Some(levels) => (None, levels.to_vec()),
            None => (None, Vec::new()),
        };
        let options = DatasetOptions {
            seed: self.seed,
            rows: self.rows,
            columns: self.cols,
            difficulty,
            levels,
            kinds: self.kinds.clone().unwrap_or_else(|| HintKind::DEFAULT.to_vec()),
            unsolvable: self.unsolvable,
            ambiguous: self.ambiguous,
        };
        mixed_refused(&options, self.format, self.reasoning || self.step_labels)?;
        let records = RecordOptions {
            mode: match self.format {
                LineFormat::ZebralogicMc => RecordMode::Questions(usize::from(self.questions)),
                _ => RecordMode::Grid,
            },
            prompt: self.prompt,
            level: self.level,
        };
        let format = match self.format {
            LineFormat::Json => Some(DatasetFormat::Json),
            // The grid record without extras is the ZebraLogic line.
            LineFormat::Zebralogic if !self.prompt && !self.level => Some(DatasetFormat::ZebraLogic),
            _ => None,
        };
        if format == Some(DatasetFormat::Json) && (self.prompt || self.level) {
            return Err(
                "--prompt and --level are for the zebralogic formats (json has the riddle \
                        and its rating)"
                    .to_owned(),
            );
        }
        let budget = ItemBudget {
            max_nodes: self.max_nodes,
            max_attempts: self.max_attempts,
        };
        Ok(DatasetPlan {
            range,
            options,
            records,
            format,
            budget,
        })
    }

    /// Makes the items of `plan` on `pool`, a chunk at a time, and writes them to `out` in index
    /// order. Whether every item was made: the first that runs out of its budget is said on
    /// standard error, after the items before it are written.
    fn write_items(
        &self,
        plan: &DatasetPlan,
        pool: &rayon::ThreadPool,
        out: &mut dyn Write,
        progress: &indicatif::ProgressBar,
    ) -> std::io::Result<bool> {
        let (mut first, end) = (plan.range.start, plan.range.end);
        let chunk = CHUNK * pool.current_num_threads() as u64;
        while first < end {
            let last = end.min(first.saturating_add(chunk));
            let lines: Vec<_> = pool.install(|| {
                (first..last)
                    .into_par_iter()
                    .map(|i| self.item_lines(plan, i))
                    .collect()
            });
            for line in lines {
                match line {
                    Ok(line) => writeln!(out, "{line}")?,
                    Err(e) => {
                        progress.finish_and_clear();
                        out.flush()?;
                        match plan.budget == ItemBudget::default() {
                            true => eprintln!("error: {e}"),
                            false => eprintln!("error: {e} (within --max-nodes, --max-attempts)"),
                        }
                        return Ok(false);
                    }
                }
            }
            progress.inc(last - first);
            first = last;
        }
        out.flush()?;
        Ok(true)
    }

    /// Item `i` of the data set as the lines it is written as (its records, with the reasoning
    /// and the step labels when asked), joined; or why it could not be made.
    fn item_lines(&self, plan: &DatasetPlan, i: u64) -> Result<String, DatasetError> {
        dataset_item_within(&plan.options, i, plan.budget).map(|item| {
            let lines = match plan.format {
                Some(format) => vec![item.line(format)],
                None => record_lines(&item, &plan.records),
            };
            let lines = match self.reasoning {
                true => item.with_reasoning(lines),
                false => lines,
            };
            match self.step_labels {
                true => item.with_step_labels(lines).join("\n"),
                false => lines.join("\n"),
            }
        })
    }
}

/// Where `--out` goes: JSON lines, or a Parquet file (`.parquet`, cargo feature `parquet`) made
/// from them once every record is made, nothing written at its place before.
enum Output {
    Lines(std::io::BufWriter<std::fs::File>),
    #[cfg(feature = "parquet")]
    Parquet(super::parquet::Staged),
}

impl Output {
    /// Opens `path`, or says why not (`cannot write …: the folder … does not exist`).
    fn create(path: &str) -> Result<Output, String> {
        if path.to_ascii_lowercase().ends_with(".parquet") {
            #[cfg(feature = "parquet")]
            return super::parquet::Staged::create(path).map(Output::Parquet);
            #[cfg(not(feature = "parquet"))]
            return Err(format!(
                "cannot write {path}: this gridriddle was built without Parquet (cargo install \
                 --path . --features parquet); or write JSON lines and convert them with Python's \
                 gridriddle.parquet.to_parquet"
            ));
        }
        let folder = std::path::Path::new(path)
            .parent()
            .filter(|f| !f.as_os_str().is_empty());
        if let Some(folder) = folder.filter(|f| !f.is_dir()) {
            return Err(format!(
                "cannot write {path}: the folder {} does not exist",
                folder.display()
            ));
        }
        match std::fs::File::create(path) {
            Ok(file) => Ok(Output::Lines(std::io::BufWriter::new(file))),
            Err(e) => Err(format!("cannot write {path}: {e}")),
        }
    }
}

/// A bar on standard error when it is a terminal.
fn progress_bar(len: u64) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} riddles, {elapsed} ({eta} left)")
            .expect("a valid template"),
    );
    bar
}

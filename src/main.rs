//! The `gridriddle` command line: a thin shell over the library that reads files, prints
//! answers and sets the exit status. The arguments are declared here; each subcommand is a
//! function in `src/cli/`.

mod cli;

use clap::{Parser, Subcommand};
use cli::input::{Format, Source, DEFAULT_MAX_INPUT_BYTES};
use gridriddle::{Difficulty, GenerateOptions, HintKind, SolveOptions};
use std::io::Write;
use std::process::ExitCode;

/// Solves, makes and explains grid riddles (Einstein's riddle, zebra puzzles).
#[derive(Parser)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// How the input files are written: by extension (`.zbc` is clues, anything else JSON). For
    /// generate and dataset, how the output is.
    #[arg(long, global = true, value_enum, default_value_t = Format::Auto)]
    format: Format,
    /// The most bytes read from one input (a larger one is an error).
    #[arg(long, global = true, default_value_t = DEFAULT_MAX_INPUT_BYTES)]
    max_input_bytes: u64,
}

/// A memory budget on the command line (`--max-memory`): a number of bytes, or none.
#[derive(Debug, Clone, Copy)]
struct Bytes(Option<usize>);

impl Bytes {
    /// `1073741824`, `512K`, `512M`, `2G` (powers of 1024, the suffix in either case), or `none`.
    fn parse(text: &str) -> Result<Bytes, String> {
        if text.eq_ignore_ascii_case("none") {
            return Ok(Bytes(None));
        }
        let (digits, shift) = match text.as_bytes().last().map(u8::to_ascii_uppercase) {
            Some(b'K') => (&text[..text.len() - 1], 10),
            Some(b'M') => (&text[..text.len() - 1], 20),
            Some(b'G') => (&text[..text.len() - 1], 30),
            _ => (text, 0),
        };
        let expected = || format!("expected bytes (like 1073741824, 512M or 2G) or none, found `{text}`");
        let n: usize = digits.parse().map_err(|_| expected())?;
        n.checked_mul(1 << shift)
            .map(|n| Bytes(Some(n)))
            .ok_or_else(expected)
    }
}

impl std::fmt::Display for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.0 {
            None => write!(f, "none"),
            Some(n) if n % (1 << 30) == 0 => write!(f, "{}G", n >> 30),
            Some(n) if n % (1 << 20) == 0 => write!(f, "{}M", n >> 20),
            Some(n) => write!(f, "{n}"),
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Solve riddles: every solution, and whether the search proved there are no others.
    ///
    /// One riddle's solutions are printed as they are found. Many riddles (several files, a
    /// folder, a list) are solved on every core, their answers printed in the order given, with
    /// a summary on standard error.
    Solve {
        /// Riddle files, JSON or clues, or folders of them (`-` reads standard input).
        #[arg(required_unless_present = "files_from")]
        files: Vec<String>,
        #[command(flatten)]
        batch: Batch,
        /// Print the detailed solution: each step and the rule behind it.
        #[arg(long)]
        steps: bool,
        /// Stop after this many solutions.
        #[arg(long, default_value_t = SolveOptions::default().max_solutions)]
        max_solutions: usize,
        /// Stop after this many search nodes.
        #[arg(long, default_value_t = SolveOptions::default().max_nodes.unwrap_or(u64::MAX))]
        max_nodes: u64,
        /// Stop when the search would hold more than this much memory: bytes, or with K, M or G
        /// (powers of 1024), or `none`.
        #[arg(long, default_value_t = Bytes(SolveOptions::default().max_memory), value_parser = Bytes::parse)]
        max_memory: Bytes,
        /// Print one JSON object per file, on one line.
        #[arg(long, conflicts_with = "json_lines")]
        json: bool,
        /// Print one JSON object per solution as it is found ({"file", "solution", "matrix"}), then
        /// one per file ({"file", "solutions", "complete", "stopped", "stats", "conflicts"}).
        #[arg(long)]
        json_lines: bool,
    },
    /// Count the solutions of riddles, without building them: exact when complete.
    Count {
        /// Riddle files, JSON or clues, or folders of them (`-` reads standard input).
        #[arg(required_unless_present = "files_from")]
        files: Vec<String>,
        #[command(flatten)]
        batch: Batch,
        /// Stop after this many search nodes (the count is then a lower bound). Higher than
        /// solve's: counting goes at millions of nodes per second (100 million: about 30 s).
        #[arg(long, default_value_t = 100_000_000)]
        max_nodes: u64,
        /// Stop when the search would hold more than this much memory (the count is then a lower
        /// bound): bytes, or with K, M or G (powers of 1024), or `none`.
        #[arg(long, default_value_t = Bytes(SolveOptions::default().max_memory), value_parser = Bytes::parse)]
        max_memory: Bytes,
        /// Print one JSON object per file: {"file", "count", "complete", "stopped", "stats"}.
        #[arg(long)]
        json: bool,
    },
    /// Validate riddles; with --grid, check a person's grid against the riddle.
    Check {
        /// Riddle files (`-` reads standard input); one with --grid.
        #[arg(required = true)]
        files: Vec<String>,
        /// A grid (JSON matrix, "" for blank): can it still be completed, and which cells are wrong.
        #[arg(long)]
        grid: Option<String>,
        /// Print the grid check as JSON.
        #[arg(long, requires = "grid")]
        json: bool,
    },
    /// Print the riddle JSON of a file (clues compiled to hints).
    Convert {
        /// The riddle file (`-` reads standard input).
        file: String,
    },
    /// Print the JSON Schema of a riddle file (also docs/riddle.schema.json), for editors.
    Schema,
    /// List the sample riddles, or print one's JSON.
    Samples {
        /// The sample to print.
        name: Option<String>,
    },
    /// Make a riddle with exactly one solution and no hint to spare (JSON; clues with --format zbc).
    Generate {
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
        /// Print the riddle's expected solution (`{"solutions": [matrix]}`) instead of the riddle.
        #[arg(long)]
        expected: bool,
    },
    /// Rate riddles: easy, medium, hard or expert, from how they are solved.
    Rate {
        /// Riddle files (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<String>,
        /// Print one JSON object per file: {"difficulty", "score", …}.
        #[arg(long)]
        json: bool,
    },
    /// The values each cell can still take, from the start matrix or a grid.
    Candidates {
        /// The riddle file.
        file: String,
        /// A grid as a person filled it (JSON matrix, "" for blank).
        #[arg(long)]
        grid: Option<String>,
        /// Exactly the values some solution extending the grid has (else: the merge rules alone).
        #[arg(long)]
        exact: bool,
        /// The most search nodes the exact candidates may spend.
        #[arg(long, default_value_t = gridriddle::PLAY_MAX_NODES)]
        max_nodes: u64,
        /// Print JSON: {"candidates": [[[values] per cell] per row], …}.
        #[arg(long)]
        json: bool,
    },
    /// The next deduction a person could make, with its rule and its hint (never a guess).
    Next {
        /// The riddle file.
        file: String,
        /// A grid as a person filled it (JSON matrix, "" for blank).
        #[arg(long)]
        grid: Option<String>,
        /// Print JSON: {"fills", "text", "hint", "rule", "kind", …}.
        #[arg(long)]
        json: bool,
    },
    /// How often the detailed solution uses each hint; with --redundant, the hints to spare.
    Hints {
        /// The riddle file.
        file: String,
        /// Also find the hints whose removal leaves the solutions unchanged.
        #[arg(long)]
        redundant: bool,
        /// Print JSON: {"uses": [count per hint], "redundant": {"hints", "complete"}}.
        #[arg(long)]
        json: bool,
    },
    /// Make a data set of riddles (JSON lines), on every core, the same bytes whatever --jobs.
    Dataset(cli::dataset::DatasetArgs),
}

/// How many riddles are read, and on how many threads.
#[derive(clap::Args)]
struct Batch {
    /// Also solve the riddle files listed in this file, one path a line (`-`: standard input).
    #[arg(long, value_name = "LIST")]
    files_from: Option<String>,
    /// Threads solving riddles at once (default: one per core).
    #[arg(long, short, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

impl Batch {
    /// Runs `work` on each input: straight to `out` for one riddle, else on every core, the
    /// answers in input order; whether every input was read and valid.
    fn run(
        &self,
        files: &[String],
        out: &mut impl Write,
        work: impl Fn(usize, &str, &mut dyn Write) -> std::io::Result<cli::solve::Outcome> + Sync,
    ) -> std::io::Result<bool> {
        let inputs = cli::batch::inputs(files, self.files_from.as_deref());
        match inputs.as_slice() {
            [] => {
                eprintln!("error: no riddle files (*.json, *.zbc) in {}", files.join(", "));
                Ok(false)
            }
            [one] if self.files_from.is_none() && files.len() == 1 && files[0] == *one => {
                Ok(!work(0, one, out)?.error)
            }
            _ => {
                let jobs = self.jobs.map_or_else(
                    || std::thread::available_parallelism().map_or(1, |n| n.get()),
                    usize::from,
                );
                cli::batch::run(&inputs, jobs, out, |i, input, answer| work(i, input, answer))
            }
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let source = Source {
        format: cli.format,
        max_bytes: cli.max_input_bytes,
    };
    // A buffer, flushed at the end: answers can be long (many solutions, many files).
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match run(cli.command, source, &mut out).and_then(|ok| out.flush().map(|()| ok)) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(2),
        // The reader went away (`gridriddle solve … | head`): nothing more to say.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write the answer: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command, its answer written to `out`: whether every input was read and valid.
fn run(command: Command, source: Source, out: &mut impl Write) -> std::io::Result<bool> {
    match command {
        Command::Solve {
            files,
            batch,
            steps,
            max_solutions,
            max_nodes,
            max_memory,
            json,
            json_lines,
        } => {
            let options = SolveOptions {
                max_solutions,
                max_nodes: Some(max_nodes),
                steps,
                max_memory: max_memory.0,
            };
            let mode = match (json, json_lines) {
                (true, _) => cli::solve::Mode::Json,
                (_, true) => cli::solve::Mode::JsonLines,
                _ => cli::solve::Mode::Text,
            };
            batch.run(&files, out, |i, file, mut out| {
                // Text answers are apart by a blank line.
                if mode == cli::solve::Mode::Text && i > 0 {
                    writeln!(out)?;
                }
                cli::solve::solve_file(file, source, &options, mode, &mut out)
            })
        }
        Command::Count {
            files,
            batch,
            max_nodes,
            max_memory,
            json,
        } => batch.run(&files, out, |_, file, mut out| {
            cli::solve::count_file(file, source, (max_nodes, max_memory.0), json, &mut out)
        }),
        Command::Check {
            files,
            grid: Some(grid),
            json,
        } => match files.as_slice() {
            [file] => cli::play::check(file, &grid, source, json, out),
            _ => {
                eprintln!("error: check --grid takes one riddle file");
                Ok(false)
            }
        },
        Command::Check {
            files, grid: None, ..
        } => cli::solve::check_files(&files, source, out),
        Command::Convert { file } => cli::solve::convert(&file, source, out),
        Command::Samples { name } => samples(name.as_deref(), out),
        Command::Schema => {
            let schema = gridriddle::riddle_schema();
            writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&schema).expect("JSON always prints")
            )?;
            Ok(true)
        }
        Command::Generate {
            rows,
            cols,
            seed,
            difficulty,
            kinds,
            max_attempts,
            max_nodes,
            expected,
        } => {
            let options = GenerateOptions {
                rows,
                columns: cols,
                seed,
                kinds: kinds.unwrap_or_else(|| HintKind::ALL.to_vec()),
                difficulty,
                max_attempts,
                max_nodes,
            };
            cli::make::generate(&options, expected, source.format == Format::Zbc, out)
        }
        Command::Rate { files, json } => cli::make::rate_files(&files, source, json, out),
        Command::Candidates {
            file,
            grid,
            exact,
            max_nodes,
            json,
        } => cli::play::candidates(&file, grid.as_deref(), exact, max_nodes, source, json, out),
        Command::Next { file, grid, json } => cli::play::next(&file, grid.as_deref(), source, json, out),
        Command::Hints {
            file,
            redundant,
            json,
        } => cli::play::hints(&file, redundant, source, json, out),
        Command::Dataset(args) => args.run(source.format, out),
    }
}

/// `gridriddle samples`: the list, or one sample's JSON.
fn samples(name: Option<&str>, out: &mut impl Write) -> std::io::Result<bool> {
    let Some(name) = name else {
        let width = gridriddle::samples()
            .iter()
            .map(|s| s.name.len())
            .max()
            .unwrap_or(0);
        for sample in gridriddle::samples() {
            let riddle = sample.riddle();
            writeln!(out, "{:width$}  {}", sample.name, riddle.title().unwrap_or(""))?;
        }
        return Ok(true);
    };
    match gridriddle::sample(name) {
        Some(sample) => {
            write!(out, "{}", sample.json)?;
            Ok(true)
        }
        None => {
            let names: Vec<&str> = gridriddle::samples().iter().map(|s| s.name).collect();
            eprintln!(
                "error: no sample riddle named {name:?} (the samples: {})",
                names.join(", ")
            );
            Ok(false)
        }
    }
}

//! The `gridriddle` command line: a thin shell over the library that reads files, prints
//! answers and sets the exit status. The subcommands are declared here, each wrapping the
//! arguments struct of its module in `src/cli/`, which runs it.

mod cli;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// Solves, makes and explains grid riddles (Einstein's riddle, zebra puzzles).
#[derive(Parser)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve riddles: every solution, and whether the search proved there are no others.
    ///
    /// One riddle's solutions are printed as they are found. Many riddles (several files, a
    /// folder, a list) are solved on every core, their answers printed in the order given, with
    /// a summary on standard error.
    Solve(cli::solve::SolveArgs),
    /// Count the solutions of riddles, without building them: exact when complete.
    Count(cli::count::CountArgs),
    /// Validate riddles; with --grid, check a person's grid against the riddle.
    ///
    /// Each valid riddle's solutions are counted too (within 1 million search nodes): `FILE: ok
    /// (5 rows, 6 columns, 14 hints)`, and `; warning: 17 solutions, not one` (or `no solution`)
    /// when it has not exactly one. The exit status stays 0: the riddle is valid.
    Check(cli::check::CheckArgs),
    /// Print the riddle JSON of a file (clues compiled to hints), laid out as the sample files.
    Convert(cli::convert::ConvertArgs),
    /// Print the JSON Schema of a riddle file (also docs/riddle.schema.json), for editors.
    Schema(cli::samples::SchemaArgs),
    /// List the sample riddles, or print one's JSON.
    Samples(cli::samples::SamplesArgs),
    /// Make a riddle with exactly one solution and no hint to spare: none can go keeping one
    /// solution (toward easy, medium or hard past 6×6: keeping one solution and the level).
    /// JSON; clues with --format zbc.
    ///
    /// Standard error says what was made, with two figures of search nodes, each named for what
    /// it counts: those to solve it (the rating's, as `rate` gives them) and those to make it
    /// (every attempt: adding hints, removing them, rating).
    Generate(cli::make::GenerateArgs),
    /// Rate riddles: easy, medium, hard or expert, from how they are solved.
    ///
    /// A riddle without exactly one solution has no level: `noSolution`, `unknown` (the node
    /// budget ran out), or `ambiguous`, whose solutions are then counted (within 1 million more
    /// search nodes): `FILE: ambiguous (15 solutions, not one)`, or `at least N` when the count
    /// ran out; with --json, "solutions" is the count and "complete" whether it is exact.
    Rate(cli::make::RateArgs),
    /// The values each cell can still take, from the start matrix or a grid.
    Candidates(cli::play::CandidatesArgs),
    /// The next deduction a person could make, with its rule and its hint (never a guess).
    ///
    /// A grid that no solution extends gets no deduction but its wrong cells, named as `check
    /// --grid` names them: `The grid cannot be completed; mistake: row 2, Nationality` (with
    /// --json, kind "mistake" and "mistakes": [{"row", "column"}…], counted from 0).
    Next(cli::play::NextArgs),
    /// How often the detailed solution uses each hint; with --redundant, the hints to spare.
    Hints(cli::play::HintsArgs),
    /// Make a data set of riddles with one solution each (JSON lines), the same bytes whatever --jobs.
    Dataset(cli::dataset::DatasetArgs),
    /// Judge a model's reasoning step by step: each claim against the clues it cites and the
    /// claims before it (justified, leap, false or unread), and its solution graded.
    Verify(cli::verify::VerifyArgs),
    /// Evaluate a model's answers against the records it was asked: puzzle and cell accuracy
    /// and the unread share, overall, by size, by search-space bucket and by level.
    ///
    /// The records are as `dataset` writes them (grid or question); the answers one JSON
    /// object a line, {"id", "output"}, the output as the model wrote it. A bad line, a
    /// duplicate or unknown id is reported with its line number (exit status 2) and the rest
    /// evaluated; a record without an answer counts as missing, apart from unread answers.
    Evaluate(cli::evaluate::EvaluateArgs),
}

impl Command {
    /// Runs the subcommand, its answer written to `out`: whether every input was read and valid.
    fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        match self {
            Command::Solve(args) => args.run(out),
            Command::Count(args) => args.run(out),
            Command::Check(args) => args.run(out),
            Command::Convert(args) => args.run(out),
            Command::Schema(args) => args.run(out),
            Command::Samples(args) => args.run(out),
            Command::Generate(args) => args.run(out),
            Command::Rate(args) => args.run(out),
            Command::Candidates(args) => args.run(out),
            Command::Next(args) => args.run(out),
            Command::Hints(args) => args.run(out),
            Command::Dataset(args) => args.run(out),
            Command::Verify(args) => args.run(out),
            Command::Evaluate(args) => args.run(out),
        }
    }
}

/// A usage error with the values a person typed cut short ([`gridriddle::explain::shortened`]):
/// clap quotes an unknown argument or an invalid value whole, however long, in its message and
/// tips.
fn with_values_shortened(mut error: clap::Error) -> clap::Error {
    use clap::builder::StyledStr;
    use clap::error::{ContextKind, ContextValue};
    let typed = [
        ContextKind::InvalidSubcommand,
        ContextKind::InvalidArg,
        ContextKind::InvalidValue,
        ContextKind::TrailingArg,
    ];
    let mut long: Vec<String> = Vec::new();
    for kind in typed {
        match error.get(kind) {
            Some(ContextValue::String(value)) => long.push(value.clone()),
            Some(ContextValue::Strings(values)) => long.extend(values.iter().cloned()),
            _ => {}
        }
    }
    long.retain(|value| gridriddle::explain::shortened(value) != *value);
    if long.is_empty() {
        return error;
    }
    let cut = |text: &str| {
        long.iter().fold(text.to_owned(), |text, value| {
            gridriddle::explain::with_value_shortened(&text, value)
        })
    };
    let styled = |text: &StyledStr| {
        let plain = text.to_string();
        let shown = cut(&plain);
        // Rebuilt without its styles only when a value was cut.
        if shown == plain {
            text.clone()
        } else {
            StyledStr::from(shown)
        }
    };
    let context: Vec<(ContextKind, ContextValue)> = error
        .context()
        .map(|(kind, value)| {
            let value = match value {
                ContextValue::String(text) => ContextValue::String(cut(text)),
                ContextValue::Strings(texts) => ContextValue::Strings(texts.iter().map(|t| cut(t)).collect()),
                ContextValue::StyledStr(text) => ContextValue::StyledStr(styled(text)),
                ContextValue::StyledStrs(texts) => {
                    ContextValue::StyledStrs(texts.iter().map(styled).collect())
                }
                other => other.clone(),
            };
            (kind, value)
        })
        .collect();
    for (kind, value) in context {
        error.insert(kind, value);
    }
    error
}

fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|e| with_values_shortened(e).exit());
    // A buffer, flushed at the end: answers can be long (many solutions, many files).
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match cli.command.run(&mut out).and_then(|ok| out.flush().map(|()| ok)) {
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

//! The `gridriddle` command line: a thin shell over the library that reads files, prints
//! answers and sets the exit status.

use clap::{Parser, Subcommand};
use gridriddle::{render_steps, Report, Riddle, RiddleError, SolveOptions, Solved, StopReason};
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Solves grid riddles (Einstein's riddle, zebra puzzles) by matrix merging.
#[derive(Parser)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve riddles: every solution, and whether the search proved there are no others.
    Solve {
        /// Riddle files in the JSON format (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<String>,
        /// Print the detailed solution: each step and the rule behind it.
        #[arg(long)]
        steps: bool,
        /// Stop after this many solutions.
        #[arg(long, default_value_t = SolveOptions::default().max_solutions)]
        max_solutions: usize,
        /// Stop after this many search nodes.
        #[arg(long, default_value_t = SolveOptions::default().max_nodes.unwrap_or(u64::MAX))]
        max_nodes: u64,
        /// Print one JSON object per file, on one line.
        #[arg(long)]
        json: bool,
    },
    /// Validate riddles without solving them.
    Check {
        /// Riddle files (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// List the sample riddles, or print one's JSON.
    Samples {
        /// The sample to print.
        name: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Line by line, as a terminal wants it and in step with the errors on standard error.
    let mut out = std::io::stdout().lock();
    match run(cli.command, &mut out).and_then(|ok| out.flush().map(|()| ok)) {
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

/// Runs one command, its answer written to `out`: whether every file was read and valid.
fn run(command: Command, out: &mut impl Write) -> std::io::Result<bool> {
    let ok = match command {
        Command::Solve {
            files,
            steps,
            max_solutions,
            max_nodes,
            json,
        } => {
            let options = SolveOptions {
                max_solutions,
                max_nodes: Some(max_nodes),
                steps,
            };
            let mut ok = true;
            for (i, file) in files.iter().enumerate() {
                if !json && i > 0 {
                    writeln!(out)?;
                }
                ok &= solve_file(file, &options, json, out)?;
            }
            ok
        }
        Command::Check { files } => {
            let mut ok = true;
            for file in &files {
                match load(file) {
                    Ok(riddle) => writeln!(
                        out,
                        "{file}: ok ({} rows, {} columns, {} hints)",
                        riddle.rows(),
                        riddle.columns(),
                        riddle.hints().len()
                    )?,
                    Err(problem) => {
                        report_error(file, &problem);
                        ok = false;
                    }
                }
            }
            ok
        }
        Command::Samples { name: None } => {
            let width = gridriddle::samples()
                .iter()
                .map(|s| s.name.len())
                .max()
                .unwrap_or(0);
            for sample in gridriddle::samples() {
                let riddle = sample.riddle();
                writeln!(out, "{:width$}  {}", sample.name, riddle.title().unwrap_or(""))?;
            }
            true
        }
        Command::Samples { name: Some(name) } => match gridriddle::sample(&name) {
            Some(sample) => {
                write!(out, "{}", sample.json)?;
                true
            }
            None => {
                let names: Vec<&str> = gridriddle::samples().iter().map(|s| s.name).collect();
                eprintln!(
                    "error: no sample riddle named {name:?} (the samples: {})",
                    names.join(", ")
                );
                false
            }
        },
    };
    Ok(ok)
}

/// Why a file gave no riddle.
enum Problem {
    Read(std::io::Error),
    Invalid(RiddleError),
}

fn load(file: &str) -> Result<Riddle, Problem> {
    let mut text = String::new();
    let read = if file == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(file).map(|t| text = t)
    };
    read.map_err(Problem::Read)?;
    Riddle::from_json(&text).map_err(Problem::Invalid)
}

fn report_error(file: &str, problem: &Problem) {
    match problem {
        Problem::Read(e) => eprintln!("error: {file}: cannot read: {e}"),
        Problem::Invalid(e) => eprintln!("error: {file}: {e}"),
    }
}

fn solve_file(file: &str, options: &SolveOptions, json: bool, out: &mut impl Write) -> std::io::Result<bool> {
    let riddle = match load(file) {
        Ok(riddle) => riddle,
        Err(problem) => {
            report_error(file, &problem);
            if json {
                let error = match &problem {
                    Problem::Read(e) => serde_json::json!({ "message": format!("cannot read: {e}") }),
                    Problem::Invalid(e) => serde_json::to_value(e).expect("an error always serialises"),
                };
                writeln!(out, "{}", serde_json::json!({ "file": file, "error": error }))?;
            }
            return Ok(false);
        }
    };
    let started = Instant::now();
    let solved = gridriddle::solve_riddle(&riddle, options);
    let elapsed_us = started.elapsed().as_micros() as u64;
    if json {
        let mut value = serde_json::to_value(Report::new(&riddle, &solved, options.steps))
            .expect("a report always serialises");
        value["file"] = file.into();
        value["stats"]["elapsed_us"] = elapsed_us.into();
        writeln!(out, "{value}")?;
    } else {
        print_solved(file, &riddle, &solved, options, out)?;
    }
    Ok(true)
}

fn print_solved(
    file: &str,
    riddle: &Riddle,
    solved: &Solved,
    options: &SolveOptions,
    out: &mut impl Write,
) -> std::io::Result<()> {
    match riddle.title() {
        Some(title) => writeln!(out, "{file}: {title}")?,
        None => writeln!(out, "{file}")?,
    }
    let many = solved.solutions.len() > 1;
    for (i, solution) in solved.solutions.iter().enumerate() {
        writeln!(out)?;
        if many {
            writeln!(out, "Solution {}:", i + 1)?;
        }
        write!(out, "{}", table(riddle.header(), &riddle.names(&solution.matrix)))?;
        if options.steps {
            writeln!(out)?;
            writeln!(out, "Detailed solution:")?;
            write!(out, "{}", render_steps(riddle, &solution.steps))?;
        }
    }
    writeln!(out)?;
    let count = match solved.solutions.len() {
        0 if solved.stopped.is_some() => "no solution found".to_owned(),
        0 => "no solution".to_owned(),
        1 => "1 solution".to_owned(),
        n => format!("{n} solutions"),
    };
    let how = match solved.stopped {
        None if solved.solutions.is_empty() => "complete: the riddle has none".to_owned(),
        None => "complete: there are no others".to_owned(),
        Some(StopReason::SolutionLimit) => {
            format!(
                "incomplete: stopped at --max-solutions {}, there may be more",
                options.max_solutions
            )
        }
        Some(StopReason::NodeBudget) => format!(
            "incomplete: stopped after {} search nodes (--max-nodes), there may be {}",
            solved.stats.nodes,
            if solved.solutions.is_empty() {
                "some"
            } else {
                "more"
            }
        ),
    };
    writeln!(out, "{count} ({how})")?;
    if !solved.conflicts.is_empty() {
        writeln!(out, "These hints cannot all hold together:")?;
        for &h in &solved.conflicts {
            match riddle.hint_text(h) {
                Some(text) => writeln!(out, "  hint {}: {text}", h + 1)?,
                None => writeln!(out, "  hint {}", h + 1)?,
            }
        }
    }
    Ok(())
}

/// The matrix as an aligned table under its header, blank cells as `-`.
fn table(header: &[String], rows: &[Vec<String>]) -> String {
    let cell = |s: &str| {
        if s.is_empty() {
            "-".to_owned()
        } else {
            s.to_owned()
        }
    };
    let widths: Vec<usize> = (0..header.len())
        .map(|c| {
            rows.iter()
                .map(|r| cell(&r[c]).chars().count())
                .chain([header[c].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: Vec<String>| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(s, &w)| format!("{s}{}", " ".repeat(w - s.chars().count())))
            .collect();
        format!("{}\n", padded.join("  ").trim_end())
    };
    let mut out = line(header.to_vec());
    out += &line(widths.iter().map(|&w| "-".repeat(w)).collect());
    for row in rows {
        out += &line(row.iter().map(|s| cell(s)).collect());
    }
    out
}

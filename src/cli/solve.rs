//! `gridriddle solve` and `gridriddle check`: each riddle's solutions as tables or JSON.

use super::input::{self, Source};
use super::table::table;
use gridriddle::{differing_cells, render_steps, Report, Riddle, SolveOptions, Solved, StopReason};
use std::io::Write;
use std::time::Instant;

/// Solves every file in turn: whether all were read and valid.
pub fn solve_files(
    files: &[String],
    source: Source,
    options: &SolveOptions,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let mut ok = true;
    for (i, file) in files.iter().enumerate() {
        if !json && i > 0 {
            writeln!(out)?;
        }
        ok &= solve_file(file, source, options, json, out)?;
    }
    Ok(ok)
}

/// Solves one file and prints its answer; an unreadable or invalid file is reported (and with
/// `json`, printed as `{"file", "error"}`).
fn solve_file(
    file: &str,
    source: Source,
    options: &SolveOptions,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let riddle = match input::load(file, source) {
        Ok(riddle) => riddle,
        Err(problem) => {
            input::report(file, &problem);
            if json {
                writeln!(
                    out,
                    "{}",
                    serde_json::json!({ "file": file, "error": problem.to_json() })
                )?;
            }
            return Ok(false);
        }
    };
    if !json {
        warn(file, &riddle);
    }
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

/// The solutions as tables (cells that differ between solutions marked `*`), their detailed
/// solutions with `--steps`, the count and whether the search was complete.
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
    let differing = differing_cells(&solved.solutions);
    for (i, solution) in solved.solutions.iter().enumerate() {
        writeln!(out)?;
        if many {
            writeln!(out, "Solution {}:", i + 1)?;
        }
        let mut names = riddle.names(&solution.matrix);
        for cell in &differing {
            names[cell.row][cell.column].push('*');
        }
        write!(out, "{}", table(riddle.header(), &names))?;
        if options.steps {
            writeln!(out)?;
            writeln!(out, "Detailed solution:")?;
            write!(out, "{}", render_steps(riddle, &solution.steps))?;
        }
    }
    writeln!(out)?;
    writeln!(out, "{}", summary(solved, options))?;
    if !differing.is_empty() {
        writeln!(out, "* differs between the solutions")?;
    }
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

/// "2 solutions (complete: there are no others)", or why the search stopped.
fn summary(solved: &Solved, options: &SolveOptions) -> String {
    let count = match solved.solutions.len() {
        0 if solved.stopped.is_some() => "no solution found".to_owned(),
        0 => "no solution".to_owned(),
        1 => "1 solution".to_owned(),
        n => format!("{n} solutions"),
    };
    let how = match solved.stopped {
        None if solved.solutions.is_empty() => "complete: the riddle has none".to_owned(),
        None => "complete: there are no others".to_owned(),
        Some(StopReason::SolutionLimit) => format!(
            "incomplete: stopped at --max-solutions {}, there may be more",
            options.max_solutions
        ),
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

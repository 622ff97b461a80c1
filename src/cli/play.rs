//! Solving with a person: `candidates`, `next`, `check --grid` and `hints`.

use super::input::{self, Source};
use super::table::table;
use gridriddle::{
    candidates_within, check_grid, hint_use, next_step, redundant_hints, Grid, Riddle, SolveOptions,
    PLAY_MAX_NODES,
};
use serde::Serialize;
use std::io::Write;

/// A riddle and the grid a person filled (`--grid`; without it, the start matrix).
fn load(file: &str, grid: Option<&str>, source: Source) -> Option<(Riddle, Grid)> {
    let riddle = input::load(file, source)
        .map_err(|p| input::report(file, &p))
        .ok()?;
    let grid = match grid {
        None => Grid::start(&riddle),
        Some(path) => {
            let text = input::read(path, source.max_bytes)
                .map_err(|p| input::report(path, &p))
                .ok()?;
            Grid::from_json(&riddle, &text)
                .map_err(|e| input::report(path, &input::Problem::Invalid(e)))
                .ok()?
        }
    };
    Some((riddle, grid))
}

/// Prints `value` as one line of JSON.
fn print_json(value: &impl Serialize, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        serde_json::to_string(value).expect("answers always serialise")
    )
}

/// `gridriddle candidates`: the values each cell can still take.
pub fn candidates(
    file: &str,
    grid: Option<&str>,
    exact: bool,
    max_nodes: u64,
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let Some((riddle, grid)) = load(file, grid, source) else {
        return Ok(false);
    };
    let found = candidates_within(&riddle, &grid, exact, Some(max_nodes));
    if json {
        print_json(&found, out)?;
        return Ok(true);
    }
    let cells: Vec<Vec<String>> = found
        .candidates
        .iter()
        .map(|row| row.iter().map(|values| shown(values)).collect())
        .collect();
    write!(out, "{}", table(riddle.header(), &cells))?;
    let how = match (exact, found.complete) {
        (false, _) => "by the merge rules alone (--exact: the values some solution has)",
        (true, true) => "exact: each value is in some solution extending the grid",
        (true, false) => "not exact: the node budget ran out (--max-nodes), undecided values kept",
    };
    writeln!(out, "\nCandidates {how}")?;
    Ok(true)
}

/// A cell's candidates as `a/b/c`, `(blank)` for a cell that can stay blank.
fn shown(values: &[String]) -> String {
    let names: Vec<&str> = values
        .iter()
        .map(|v| if v.is_empty() { "(blank)" } else { v })
        .collect();
    names.join("/")
}

/// `gridriddle next`: one deduction a person could make next.
pub fn next(
    file: &str,
    grid: Option<&str>,
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let Some((riddle, grid)) = load(file, grid, source) else {
        return Ok(false);
    };
    let step = next_step(&riddle, &grid);
    if json {
        print_json(&step, out)?;
        return Ok(true);
    }
    writeln!(out, "{}", step.text)?;
    for fill in &step.fills {
        writeln!(
            out,
            "  row {}, {}: {}",
            fill.row + 1,
            riddle.header()[fill.column],
            fill.value
        )?;
    }
    Ok(true)
}

/// `gridriddle check --grid`: whether the grid can still be completed, and its mistakes.
pub fn check(
    file: &str,
    grid: &str,
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let Some((riddle, grid)) = load(file, Some(grid), source) else {
        return Ok(false);
    };
    let checked = check_grid(&riddle, &grid);
    if json {
        print_json(&checked, out)?;
        return Ok(true);
    }
    let bound = if checked.complete { "" } else { " at least" };
    match (checked.consistent, checked.solutions) {
        (true, 1) => writeln!(out, "consistent: one solution extends the grid")?,
        (true, n) => writeln!(out, "consistent:{bound} {n} solutions extend the grid")?,
        (false, _) => writeln!(out, "not consistent: no solution extends the grid")?,
    }
    for cell in &checked.mistakes {
        let name = &riddle.header()[cell.column];
        writeln!(out, "  mistake: row {}, {name}", cell.row + 1)?;
    }
    Ok(true)
}

/// `gridriddle hints`: how often the detailed solution uses each hint, and with `--redundant`,
/// which hints could go without changing the solutions.
pub fn hints(
    file: &str,
    redundant: bool,
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let riddle = match input::load(file, source) {
        Ok(riddle) => riddle,
        Err(problem) => {
            input::report(file, &problem);
            return Ok(false);
        }
    };
    let options = SolveOptions {
        max_solutions: 1,
        steps: true,
        ..SolveOptions::default()
    };
    let solved = gridriddle::solve_riddle(&riddle, &options);
    let uses = solved.solutions.first().map(|s| hint_use(&riddle, &s.steps));
    let spare = redundant.then(|| redundant_hints(&riddle));
    if json {
        let value = serde_json::json!({ "uses": uses, "redundant": spare });
        print_json(&value, out)?;
        return Ok(true);
    }
    for h in 0..riddle.hints().len() {
        let used = match &uses {
            Some(uses) => format!("used {} times", uses[h]),
            None => "no solution to count in".to_owned(),
        };
        let extra = match &spare {
            Some(spare) if spare.hints.contains(&h) => ", redundant",
            _ => "",
        };
        let text = riddle.hint_text(h).map(|t| format!(": {t}")).unwrap_or_default();
        writeln!(out, "hint {} ({used}{extra}){text}", h + 1)?;
    }
    if let Some(spare) = &spare {
        if !spare.complete {
            writeln!(out, "(the search for redundant hints ran out of its budget of {PLAY_MAX_NODES} nodes: the list may be short)")?;
        }
    }
    Ok(true)
}

//! Making riddles: `gridriddle generate` and `gridriddle rate`.

use super::input::{self, Source};
use gridriddle::{generate_with_progress, rate, GenerateOptions, Progress};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::time::Duration;

/// `gridriddle generate`: prints the riddle's JSON (with `title`, `description` and `hintTexts`),
/// or its clues with `zbc`, or the error; a progress bar on standard error when it is a terminal.
pub fn generate(
    options: &GenerateOptions,
    expected: bool,
    zbc: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new_spinner();
        bar.set_style(ProgressStyle::with_template("{spinner} {elapsed} {msg}").expect("a valid template"));
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
    let made = generate_with_progress(options, &mut tell);
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    match made {
        Ok(made) => {
            if expected {
                writeln!(out, "{}", made.expected_json())?;
            } else if zbc {
                write!(out, "{}", made.zbc)?;
            } else {
                write!(out, "{}", made.json())?;
            }
            eprintln!(
                "{}×{} riddle, seed {}, {} hints, rated {} (score {}), {} search nodes",
                options.rows,
                options.columns,
                made.seed,
                made.riddle.hints().len(),
                made.rating.difficulty,
                made.rating.score,
                made.nodes
            );
            Ok(true)
        }
        Err(e) => {
            eprintln!("error: generate: {e}");
            Ok(false)
        }
    }
}

/// `gridriddle rate`: each riddle's difficulty, read from how it is solved.
pub fn rate_files(
    files: &[String],
    source: Source,
    json: bool,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    let mut ok = true;
    for file in files {
        let riddle = match input::load(file, source) {
            Ok(riddle) => riddle,
            Err(problem) => {
                input::report(file, &problem);
                ok = false;
                continue;
            }
        };
        let rating = rate(&riddle);
        if json {
            let mut value = serde_json::to_value(&rating).expect("a rating always serialises");
            value["file"] = file.as_str().into();
            writeln!(out, "{value}")?;
        } else {
            writeln!(
                out,
                "{file}: {} (score {}: {} steps, {} suppositions, {} search nodes)",
                rating.difficulty, rating.score, rating.steps, rating.suppositions, rating.nodes
            )?;
        }
    }
    Ok(ok)
}

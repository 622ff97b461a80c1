//! The answer with names and words, as JSON for other programs: [`Report`], [`PageReport`] and
//! [`solve_json`].

use crate::answer::SolveOptions;
use crate::answer::{Page, Solved, Stats, StopReason};
use crate::error::RiddleError;
use crate::play::{differing_cells, GridCell};
use crate::riddle::Riddle;
use crate::solver::solve_riddle;
use crate::trace::{Because, NamedCell, Step, StepReport};
use crate::warnings::{warnings, Warning};
use serde::Serialize;

/// The answer with names and words: what the command line's `--json` prints (with the file and
/// the time added) and what the WebAssembly bindings return, each built with [`Report::new`].
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Report {
    /// Each solution: its matrix as text, and its steps when they were recorded.
    pub solutions: Vec<SolutionReport>,
    /// True when the search proved there are no other solutions.
    pub complete: bool,
    /// Why the search stopped early (`"solutionLimit"`, `"nodeBudget"`, `"memoryBudget"`), or
    /// null.
    pub stopped: Option<StopReason>,
    /// What the search did.
    pub stats: Stats,
    /// With no solution: hints (0-based) that cannot all hold together.
    pub conflicts: Vec<usize>,
    /// With several solutions: the cells (0-based) that are not the same in all of them.
    #[serde(rename = "differingCells")]
    pub differing_cells: Vec<GridCell>,
    /// What in the riddle is valid but probably not meant, each at its JSON path.
    pub warnings: Vec<Warning>,
}

/// One solution of a [`Report`].
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct SolutionReport {
    /// The completed riddle matrix, `""` for blank cells.
    pub matrix: Vec<Vec<String>>,
    /// The detailed solution, when steps were on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepReport>>,
}

impl Report {
    /// Puts names and words on `solved`, an answer for `riddle`.
    pub fn new(riddle: &Riddle, solved: &Solved, with_steps: bool) -> Self {
        Report {
            solutions: solved
                .solutions
                .iter()
                .map(|s| SolutionReport {
                    matrix: riddle.names(&s.matrix),
                    steps: with_steps.then(|| StepReport::explained(riddle, &s.steps)),
                })
                .collect(),
            complete: solved.complete,
            stopped: solved.stopped,
            stats: solved.stats,
            conflicts: solved.conflicts.clone(),
            differing_cells: differing_cells(&solved.solutions),
            warnings: warnings(riddle),
        }
    }
}

/// One page of solutions with names and words ([`crate::search::solutions_page`]): the [`Report`]
/// of the page's solutions, where it starts, and whether a solution after it was found.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct PageReport {
    /// The page's solutions, and how the search ended (`stopped: "caller"` when the page was
    /// full and a solution after it was found).
    #[serde(flatten)]
    pub report: Report,
    /// The index (0-based) of the page's first solution.
    pub offset: u64,
    /// True when a solution after the page was found.
    pub more: bool,
}

impl PageReport {
    /// Puts names and words on `page`, a page of the solutions of `riddle`.
    pub fn new(riddle: &Riddle, page: &Page, with_steps: bool) -> Self {
        PageReport {
            report: Report::new(riddle, &page.solved, with_steps),
            offset: page.offset,
            more: page.more,
        }
    }
}

/// Parses a riddle, solves it and returns the [`Report`] as JSON text.
///
/// For programs that hold the riddle as text and want the answer as text; the command line and
/// the bindings build the [`Report`] themselves, to add to it or to convert it.
pub fn solve_json(text: &str, options: &SolveOptions) -> Result<String, RiddleError> {
    let riddle = Riddle::from_json(text)?;
    let solved = solve_riddle(&riddle, options);
    let report = Report::new(&riddle, &solved, options.steps);
    Ok(serde_json::to_string(&report).expect("a report always serialises"))
}

/// The words and citations of a detailed solution: here rather than in `trace.rs`, which holds
/// the steps as data and depends on neither the solver nor `explain/`.
impl StepReport {
    /// The reports of `steps`, a detailed solution of `riddle` (one solution's steps), each
    /// with its plain words ([`StepReport::words`]) and what it rests on
    /// ([`StepReport::because`]) when the solution's branch can be taken again (always, for steps
    /// the solver gave).
    pub fn explained(riddle: &Riddle, steps: &[Step]) -> Vec<StepReport> {
        let read = crate::solver::steps_read(riddle, steps);
        let words = crate::explain::solution_words(riddle, steps);
        steps
            .iter()
            .zip(words)
            .enumerate()
            .map(|(i, (step, words))| StepReport {
                because: read.as_ref().map(|read| Because {
                    hints: step.hints(),
                    cells: read[i]
                        .iter()
                        .map(|c| NamedCell {
                            row: c.row,
                            column: c.column,
                            value: riddle.value_name(c.column, c.value).to_owned(),
                        })
                        .collect(),
                }),
                words: Some(words),
                ..StepReport::new(riddle, step)
            })
            .collect()
    }
}

//! `gridriddle solve`'s text: each solution as a table as it comes (the cells that differ
//! between few solutions marked), then the count and whether it is all; the count's words are
//! `count`'s too.

use super::table::SolutionTable;
use super::words::counted;
use gridriddle::{
    play::{differing_cells, GridCell},
    render_steps,
    search::Searched,
    Riddle, Solution, SolveOptions, StopReason,
};
use std::io::Write;
use std::time::{Duration, Instant};

/// The most solutions held back before the first is printed in text mode: with no more, the
/// cells that differ between them are marked `*`; past it, the solutions are printed as they
/// are found, without marks, so that memory does not grow with their number.
const MARKED_SOLUTIONS: usize = 100;

/// The text answer of one riddle, printed as its solutions come.
pub struct TextAnswer<'a> {
    riddle: &'a Riddle,
    options: &'a SolveOptions,
    /// The solutions held back while there may still be few enough to mark.
    held: Vec<Solution>,
    /// Solutions printed so far.
    printed: u64,
    /// Whether the first solution was printed with a number: then each one is.
    numbered: bool,
    /// Time spent printing.
    pub print: Duration,
    table: SolutionTable<'a>,
    /// The text of one solution, written here before it goes out.
    buffer: Vec<u8>,
}

impl<'a> TextAnswer<'a> {
    /// The answer of `riddle`, solved within `options`.
    pub fn new(riddle: &'a Riddle, options: &'a SolveOptions) -> Self {
        TextAnswer {
            riddle,
            options,
            held: Vec::new(),
            printed: 0,
            numbered: false,
            print: Duration::ZERO,
            table: SolutionTable::new(riddle),
            buffer: Vec::new(),
        }
    }

    /// Takes a solution: held back, or printed (with those held before it).
    pub fn solution(&mut self, solution: Solution, out: &mut impl Write) -> std::io::Result<()> {
        let started = Instant::now();
        if self.printed == 0 && self.held.len() < MARKED_SOLUTIONS {
            self.held.push(solution);
        } else {
            self.numbered = true;
            for held in std::mem::take(&mut self.held) {
                self.print_one(&held, &[], out)?;
            }
            self.print_one(&solution, &[], out)?;
        }
        self.print += started.elapsed();
        Ok(())
    }

    fn print_one(
        &mut self,
        solution: &Solution,
        differing: &[GridCell],
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        self.printed += 1;
        self.buffer.clear();
        self.buffer.push(b'\n');
        if self.numbered {
            writeln!(self.buffer, "Solution {}:", self.printed)?;
        }
        self.table.write(&solution.matrix, differing, &mut self.buffer);
        out.write_all(&self.buffer)?;
        if self.options.steps {
            writeln!(out)?;
            writeln!(out, "Detailed solution:")?;
            write!(out, "{}", render_steps(self.riddle, &solution.steps))?;
        }
        Ok(())
    }

    /// The solutions still held (marked), the count and whether the search was complete, and
    /// the conflicting hints when there is no solution.
    pub fn end(&mut self, searched: &Searched, out: &mut impl Write) -> std::io::Result<()> {
        let held = std::mem::take(&mut self.held);
        let differing = differing_cells(&held);
        self.numbered |= held.len() > 1;
        for solution in &held {
            self.print_one(solution, &differing, out)?;
        }
        writeln!(out)?;
        writeln!(out, "{}", summary(searched, self.options))?;
        if !differing.is_empty() {
            writeln!(out, "* differs between the solutions")?;
        }
        if !searched.conflicts.is_empty() {
            writeln!(out, "These hints cannot all hold together:")?;
            for &h in &searched.conflicts {
                match self.riddle.hint_text(h) {
                    Some(text) => writeln!(out, "  hint {}: {text}", h + 1)?,
                    None => writeln!(out, "  hint {}", h + 1)?,
                }
            }
        }
        Ok(())
    }
}

/// "2 solutions (complete: there are no others)", or why the search stopped.
fn summary(solved: &Searched, options: &SolveOptions) -> String {
    summary_of(&solved.found.to_string(), solved, options)
}

/// [`summary`] with the number of solutions in decimal digits (a count may exceed `u64`).
pub fn summary_of(found: &str, solved: &Searched, options: &SolveOptions) -> String {
    let count = match found {
        "0" if solved.stopped.is_some() => "no solution found".to_owned(),
        "0" => "no solution".to_owned(),
        n => counted(n, "solution"),
    };
    let how = match solved.stopped {
        None if solved.found == 0 => "complete: the riddle has none".to_owned(),
        None => "complete: there are no others".to_owned(),
        Some(StopReason::SolutionLimit) => format!(
            "incomplete: stopped at --max-solutions {}, there may be more",
            options.max_solutions
        ),
        Some(StopReason::Caller) => "incomplete: stopped early, there may be more".to_owned(),
        Some(StopReason::NodeBudget) => format!(
            "incomplete: stopped after {} (--max-nodes), there may be {}",
            counted(solved.stats.nodes, "search node"),
            if solved.found == 0 { "some" } else { "more" }
        ),
        Some(StopReason::MemoryBudget) => format!(
            "incomplete: stopped after {} at {} of memory (--max-memory), there may be {}",
            counted(solved.stats.nodes, "search node"),
            counted(options.max_memory.unwrap_or(usize::MAX), "byte"),
            if solved.found == 0 { "some" } else { "more" }
        ),
        // StopReason is #[non_exhaustive]: a reason added later.
        Some(_) => "incomplete: stopped early, there may be more".to_owned(),
    };
    format!("{count} ({how})")
}

//! Riddles with several solutions: a riddle with one solution and no hint to spare, with one
//! clue taken away, so that more than one solution is left (a handful, counted exactly).
//!
//! The clue left out is drawn among the riddle's clues; one whose loss leaves more solutions
//! than asked is passed over for the next. Every clue of a riddle with no hint to spare is
//! needed, so leaving any one out leaves two solutions or more.

use super::head::{description, riddle_head};
use super::make::{first_taken, Parts};
use super::options::{GenerateError, GenerateOptions, Generated};
use super::rng::Rng;
use super::zbc;
use crate::{solve_riddle, Riddle, RiddleFile, SolveOptions};

/// A riddle with several solutions, made by [`generate_ambiguous`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ambiguous {
    /// The riddle: the hints of [`Ambiguous::unique`] but the one at place
    /// [`Ambiguous::removed`], its title, and a description and `hintTexts` that list the clues
    /// left, numbered from 1 again.
    pub file: RiddleFile,
    /// The same riddle as clues in the ZBC language, each followed by its sentence.
    pub zbc: String,
    /// The same riddle, validated: `Riddle::from_file(&file)`.
    pub riddle: Riddle,
    /// How many solutions it has, exactly: from 2 to the most asked.
    pub solutions: usize,
    /// The number (from 1) the clue left out had in [`Ambiguous::unique`].
    pub removed: usize,
    /// The riddle with one solution it was made from: its solution (one of the riddle's), its
    /// rating and its seed.
    pub unique: Generated,
}

/// Makes a riddle with several solutions, at most `max_solutions` (at least 2): the riddle
/// [`generate`](super::generate) makes of `options` (one solution, no hint to spare), with one
/// clue left out, drawn from the seed among those whose loss leaves at most `max_solutions`.
///
/// The same options give the same riddle. Errors: those of [`generate`](super::generate), and
/// [`GenerateError::Kinds`] when `max_solutions` is below 2, or when no clue of 20 riddles (the
/// one of `options.seed`, then riddles of seeds drawn from it) leaves few enough solutions.
///
/// ```
/// use gridriddle::{solve_riddle, SolveOptions};
/// use gridriddle::generate::{generate_ambiguous, GenerateOptions};
///
/// let made = generate_ambiguous(&GenerateOptions { rows: 4, columns: 3, seed: 7, ..GenerateOptions::default() }, 10)?;
/// let solved = solve_riddle(&made.riddle, &SolveOptions { max_solutions: 100, ..SolveOptions::default() });
/// assert!(solved.complete);
/// assert_eq!(solved.solutions.len(), made.solutions);
/// assert!((2..=10).contains(&made.solutions));
/// assert_eq!(made.riddle.hints().len() + 1, made.unique.riddle.hints().len());
/// # Ok::<(), gridriddle::generate::GenerateError>(())
/// ```
pub fn generate_ambiguous(
    options: &GenerateOptions,
    max_solutions: usize,
) -> Result<Ambiguous, GenerateError> {
    if max_solutions < 2 {
        return Err(GenerateError::Kinds(
            "a riddle with several solutions needs a most of 2 or more".to_owned(),
        ));
    }
    if let Some(made) = first_taken(options, 0x414D_4249_4755_4F55, RIDDLES, |parts| {
        loosened(parts, options, max_solutions)
    })? {
        return Ok(made);
    }
    Err(GenerateError::Kinds(format!(
        "no clue of {RIDDLES} riddles of this size leaves at most {max_solutions} solutions when \
         left out: allow more solutions, or ask for a smaller size"
    )))
}

/// How many riddles [`generate_ambiguous`] tries.
const RIDDLES: u32 = 20;

/// Riddle `parts` with a clue left out that leaves 2 to `max_solutions` solutions, if one does.
fn loosened(parts: &Parts, options: &GenerateOptions, max_solutions: usize) -> Option<Ambiguous> {
    let columns = &parts.columns;
    let mut order: Vec<usize> = (0..parts.hints.len()).collect();
    let mut rng = Rng::new(parts.generated.seed ^ 0x5345_5645_5241_4C53);
    for k in (1..order.len()).rev() {
        order.swap(k, rng.below(k + 1));
    }
    let title = parts.generated.file.title.clone();
    for removed in order {
        let mut hints = parts.hints.clone();
        hints.remove(removed);
        let texts: Vec<String> = hints.iter().map(|h| h.text(columns)).collect();
        let file = RiddleFile {
            title: title.clone(),
            description: Some(description(columns, &texts)),
            hints: hints.iter().map(|h| h.options(columns)).collect(),
            hint_texts: Some(texts),
            ..riddle_head(columns)
        };
        let riddle = Riddle::from_file(&file).expect("a generated riddle is valid");
        let solved = solve_riddle(
            &riddle,
            &SolveOptions {
                max_solutions: max_solutions + 1,
                max_nodes: Some(options.node_budget()),
                steps: false,
                ..SolveOptions::default()
            },
        );
        let count = solved.solutions.len();
        if !solved.complete || !(2..=max_solutions).contains(&count) {
            continue;
        }
        return Some(Ambiguous {
            zbc: zbc::riddle_zbc(columns, &hints, title.as_deref().unwrap_or_default()),
            riddle,
            file,
            solutions: count,
            removed: removed + 1,
            unique: parts.generated.clone(),
        });
    }
    None
}

//! Riddles with no solution: a riddle with one solution and one clue more, which no solution
//! satisfies, worded like the others and not given away by any one clue.
//!
//! The clue added is drawn as every clue is, but from a *near miss*: the hidden solution with two
//! values of one column swapped. It holds there and not in the solution, so the riddle of every
//! clue has no solution (the riddle without it had only that one), and it reads like a clue of
//! the riddle. It is refused, and another drawn, when it would be spotted at a glance:
//!
//! - it is of the kind of a clue of the riddle and differs from it in one value or house number
//!   only ("the Brit lives in house 3" beside "the Brit lives in house 2"): a clue repeated with
//!   a value changed;
//! - it contradicts some clue of the riddle alone (the two have no solution together, as "the
//!   Brit keeps dogs" and "the Brit does not keep dogs"): seeing the contradiction must take at
//!   least two other clues.
//!
//! It goes at a place drawn among the clues, not always last.

use super::head::{description, riddle_head};
use super::hints::Hint;
use super::kinds::HintKind;
use super::make::{first_taken, Parts};
use super::options::{GenerateError, GenerateOptions, Generated};
use super::rng::Rng;
use super::solution_grid::Val;
use super::theme::Column;
use super::zbc;
use crate::{solve_riddle, Riddle, RiddleFile, SolveOptions};

/// A riddle with no solution, made by [`generate_unsolvable`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsolvable {
    /// The riddle: the hints of [`Unsolvable::solvable`] with one more at place
    /// [`Unsolvable::contradiction`], its title, and a description and `hintTexts` that list
    /// every clue. The title is the solvable riddle's, so that nothing but the clues tells.
    pub file: RiddleFile,
    /// The same riddle as clues in the ZBC language, each followed by its sentence.
    pub zbc: String,
    /// The same riddle, validated: `Riddle::from_file(&file)`.
    pub riddle: Riddle,
    /// The number of the clue no solution satisfies with the others, from 1: without it, the
    /// riddle is [`Unsolvable::solvable`], which has one solution.
    pub contradiction: usize,
    /// The riddle with one solution it was made from (its solution, rating and seed).
    pub solvable: Generated,
}

/// Makes a riddle with no solution: the riddle [`generate`](super::generate) makes of `options`
/// (one solution, no hint to spare), with one clue added that its solution does not satisfy,
/// drawn from the kinds of `options` and worded like the others (see the module's docs for how it
/// is kept from being spotted at once).
///
/// The same options give the same riddle. Errors: those of [`generate`](super::generate), and
/// [`GenerateError::Kinds`] for one row (a riddle of one house has no false clue to add of most
/// kinds) or when no clue of the kinds asked can be added unseen: 200 draws on each of up to 20
/// riddles (the one of `options.seed`, then riddles of seeds drawn from it: a riddle of 2×2 has
/// so few clues that a false one often contradicts one of them alone). The riddle made from is
/// [`Unsolvable::solvable`], its seed [`Generated::seed`].
///
/// ```
/// use gridriddle::{solve_riddle, SolveOptions};
/// use gridriddle::generate::{generate_unsolvable, GenerateOptions};
///
/// let made = generate_unsolvable(&GenerateOptions { rows: 4, columns: 3, seed: 7, ..GenerateOptions::default() })?;
/// assert!(solve_riddle(&made.riddle, &SolveOptions::default()).solutions.is_empty());
/// let texts = made.riddle.hint_texts().unwrap();
/// assert_eq!(texts.len(), made.solvable.riddle.hints().len() + 1);
/// let contradicting = &texts[made.contradiction - 1]; // the clue no solution satisfies
/// assert!(!contradicting.is_empty());
/// # Ok::<(), gridriddle::generate::GenerateError>(())
/// ```
pub fn generate_unsolvable(options: &GenerateOptions) -> Result<Unsolvable, GenerateError> {
    if options.rows < 2 {
        return Err(GenerateError::Kinds(
            "a riddle with no solution needs two rows or more".to_owned(),
        ));
    }
    // Riddles in turn, from the seed asked then seeds drawn from it, until one takes a clue.
    if let Some(made) = first_taken(options, 0x554E_534F_4C56_4142, RIDDLES, |parts| {
        contradicted(parts, options)
    })? {
        return Ok(made);
    }
    Err(GenerateError::Kinds(format!(
        "no clue of the kinds allowed contradicts {RIDDLES} riddles of this size without being \
         spotted at once: add kinds, or ask for a larger size"
    )))
}

/// How many riddles [`generate_unsolvable`] tries.
const RIDDLES: u32 = 20;

/// Riddle `parts` with a clue added that contradicts it unseen, if one comes in 200 draws.
fn contradicted(parts: &Parts, options: &GenerateOptions) -> Option<Unsolvable> {
    let columns = &parts.columns;
    let (m, attributes) = (options.rows, columns.len() - 1);
    let numeric: Vec<usize> = (1..columns.len())
        .filter(|&c| columns[c].compare.is_some())
        .collect();
    let kinds: Vec<HintKind> = (HintKind::ALL.into_iter())
        .filter(|k| options.kinds.contains(k) && k.fits(m, attributes))
        .filter(|&k| k != HintKind::Compare || !numeric.is_empty())
        .collect();
    let mut rng = Rng::new(parts.generated.seed ^ 0x4E4F_534F_4C55_5449);
    let file = &parts.generated.file;
    for _ in 0..200 {
        if kinds.is_empty() {
            break;
        }
        let mut near = parts.grid.clone();
        let c = 1 + rng.below(attributes);
        let r1 = rng.below(m);
        near.swap(c, r1, (r1 + 1 + rng.below(m - 1)) % m);
        let hint = Hint::draw(kinds[rng.below(kinds.len())], &near, &numeric, &mut rng);
        if hint.holds(&parts.grid)
            || parts.hints.iter().any(|h| one_value_apart(h, &hint))
            || parts.hints.iter().any(|h| !together(columns, h, &hint))
        {
            continue;
        }
        let at = rng.below(parts.hints.len() + 1);
        let mut hints = parts.hints.clone();
        hints.insert(at, hint);
        let texts: Vec<String> = hints.iter().map(|h| h.text(columns)).collect();
        let file = RiddleFile {
            title: file.title.clone(),
            description: Some(description(columns, &texts)),
            hints: hints.iter().map(|h| h.options(columns)).collect(),
            hint_texts: Some(texts),
            ..riddle_head(columns)
        };
        let riddle = Riddle::from_file(&file).expect("a generated riddle is valid");
        // The hidden solution was the only one and fails the clue: none is left. Checked all
        // the same, within the budget.
        let solved = solve_riddle(
            &riddle,
            &SolveOptions {
                max_solutions: 1,
                max_nodes: Some(options.node_budget()),
                steps: false,
                ..SolveOptions::default()
            },
        );
        if !(solved.complete && solved.solutions.is_empty()) {
            continue;
        }
        let title = file.title.clone().unwrap_or_default();
        return Some(Unsolvable {
            zbc: zbc::riddle_zbc(columns, &hints, &title),
            riddle,
            file,
            contradiction: at + 1,
            solvable: parts.generated.clone(),
        });
    }
    None
}

/// What a hint says, slot by slot: its values, house numbers, distance and direction.
fn slots(hint: &Hint) -> Vec<(usize, usize)> {
    let v = |v: Val| (v.col, v.value);
    let house = |r: usize| (0, r);
    match *hint {
        Hint::SameRow(a, b)
        | Hint::DirectlyLeft(a, b)
        | Hint::SomewhereLeft(a, b)
        | Hint::NextTo(a, b)
        | Hint::NotTogether(a, b) => vec![v(a), v(b)],
        Hint::InRow(a, r) | Hint::NotInRow(a, r) => vec![v(a), house(r)],
        Hint::Apart(a, b, d) => vec![v(a), v(b), (usize::MAX, d)],
        Hint::Between(x, y, z) | Hint::EitherOr(x, y, z) | Hint::ExactlyOne(x, y, z) => {
            vec![v(x), v(y), v(z)]
        }
        Hint::Compare(x, pivot, larger) => vec![v(x), v(pivot), (usize::MAX, usize::from(larger))],
        Hint::IfThen(x, y, z, w) => vec![v(x), v(y), v(z), v(w)],
    }
}

/// Whether `a` and `b` are of one kind and say the same but for one slot: a clue repeated with
/// a value changed.
fn one_value_apart(a: &Hint, b: &Hint) -> bool {
    let (sa, sb) = (slots(a), slots(b));
    a.kind() == b.kind() && sa.len() == sb.len() && sa.iter().zip(&sb).filter(|(x, y)| x != y).count() <= 1
}

/// Whether hints `a` and `b` alone, in a riddle of `columns`, have a solution.
fn together(columns: &[Column], a: &Hint, b: &Hint) -> bool {
    let mut file = riddle_head(columns);
    file.hints = vec![a.options(columns), b.options(columns)];
    let riddle = Riddle::from_file(&file).expect("a generated riddle is valid");
    let solved = solve_riddle(
        &riddle,
        &SolveOptions {
            max_solutions: 1,
            max_nodes: Some(100_000),
            steps: false,
            ..SolveOptions::default()
        },
    );
    // A search cut short counts as a solution: the pair is not refused for it.
    !solved.solutions.is_empty() || !solved.complete
}

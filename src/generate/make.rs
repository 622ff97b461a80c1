//! The generator's attempts: each makes a riddle (phase 1 adds hints, phase 2 removes what can
//! go), rates it, and keeps it when the level is the one asked; the riddle file and its title.

use super::head::{description, riddle_head};
use super::hints::Hint;
use super::kinds::HintKind;
use super::minimize::{Failure, Minimizer};
use super::options::{GenerateError, GenerateOptions, Generated, Progress, MAX_GENERATED_COLUMNS};
use super::rate::{rate_with_budget, Difficulty};
use super::rng::{self, Rng};
use super::solution_grid::SolutionGrid;
use super::steer::{reachable_levels, Steer};
use super::theme::{self, Column};
use super::zbc;
use crate::words::counted;
use crate::{Riddle, RiddleFile, MAX_ROWS};

/// [`generate`](super::generate), telling `progress` how far it is (for a progress bar on a large riddle).
pub fn generate_with_progress(
    options: &GenerateOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Generated, GenerateError> {
    generate_parts(options, progress).map(|parts| parts.generated)
}

/// A riddle made, with what it was made of: its columns, its hidden solution, its hints.
pub(crate) struct Parts {
    pub(super) generated: Generated,
    pub(super) columns: Vec<Column>,
    pub(super) grid: SolutionGrid,
    pub(super) hints: Vec<Hint>,
}

/// The budget in units of an attempt's share: attempt `i` (from 1) may spend `luby(i)` units,
/// so 1, 1, 2, 1, 1, 2, 4, … eighths of it (0.75, 0.75, 1.5 million nodes… at 20×20). The
/// nodes a riddle takes to make are heavy-tailed by the hidden solution: at 20×20, a third are
/// made within an eighth, a few need more than the whole budget. Luby's sequence gives the
/// cheap ones many tries and the others a longer one now and then. Against a quarter for every
/// attempt, at 20×20 (seeds 1–32, one thread): 58.3 million nodes against 58.7 million, and
/// every seed made, seed 20 included, which ran out of the budget after four attempts of a
/// quarter. Expert riddles (seeds 1–20): 0.79× the nodes at 20×10, but 1.5× at 25×10, where
/// many need more than the first eighth (docs/speed.md).
const ATTEMPT_UNITS: u64 = 8;

/// The `i`-th term (from 1) of Luby's sequence: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …
/// (Luby, Sinclair and Zuckerman, 1993): restarts whose expected cost is within a logarithmic
/// factor of the best schedule's, whatever the distribution of run lengths, which is unknown.
fn luby(i: u64) -> u64 {
    let mut i = i.max(1);
    loop {
        // The smallest k with i <= 2^k - 1, and half of 2^k.
        let half = 1u64 << (u64::BITS - i.leading_zeros() - 1);
        if i == half - 1 + half {
            return half;
        }
        i -= half - 1;
    }
}

/// [`generate_with_progress`], keeping the parts the riddle was made of.
pub(super) fn generate_parts(
    options: &GenerateOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Parts, GenerateError> {
    let GenerateOptions { rows, columns, .. } = *options;
    let kinds = kinds_asked(options)?;
    let steer = Steer::new(options.difficulty, rows, columns);
    let max_nodes = options.node_budget();
    // One attempt spends at most its share of the budget: a hidden solution whose riddle is slow
    // to make (at 20×20, from 0.3 to over 6 million nodes, by the seed) gives way to the next.
    let unit = (max_nodes / ATTEMPT_UNITS).max(1);
    let mut nodes_left = max_nodes;
    let mut attempts = 0;
    let threads = options.threads.clamp(1, crate::answer::MAX_THREADS);
    while attempts < options.max_attempts.max(1) {
        let seed = attempt_seed(options.seed, attempts);
        attempts += 1;
        let budget = |nodes_left: u64| GenerateError::Budget {
            nodes: max_nodes - nodes_left,
            attempts,
        };
        progress(Progress::Attempt { attempt: attempts });
        let mut rng = Rng::new(seed);
        let cols = theme::columns_great(rows, columns, options.great_columns, &mut rng);
        let sizes: Vec<usize> = cols.iter().map(|c| c.values.len()).collect();
        let grid = SolutionGrid::random_sized(rows, &sizes, &mut rng);
        let share = unit.saturating_mul(luby(attempts.into()));
        let mut attempt_left = nodes_left.min(share);
        let before = attempt_left;
        let made =
            Minimizer::new(&cols, &grid, &kinds, steer, &mut attempt_left, threads).run(&mut rng, progress);
        nodes_left -= before - attempt_left;
        let (hints, rated_ahead) = match made {
            Ok(made) => made,
            Err(Failure::Miss) => continue,
            Err(Failure::Budget) if share < max_nodes && nodes_left > 0 => continue,
            Err(Failure::Budget) => return Err(budget(nodes_left)),
            Err(Failure::Kinds) => {
                return Err(GenerateError::Kinds(
                    "no hint of the kinds allowed rules out another solution".to_owned(),
                ))
            }
        };
        let mut file = riddle_file(&cols, &hints, seed);
        let riddle = Riddle::from_file(&file).expect("a generated riddle is valid");
        // Rated ahead on a thread, the riddle of the same hints: the same rating when the rating
        // took fewer nodes than are left.
        let rating = match rated_ahead {
            Some(rating) if rating.difficulty != Difficulty::Unknown && rating.nodes < nodes_left => rating,
            _ => rate_with_budget(&riddle, nodes_left),
        };
        nodes_left = nodes_left.saturating_sub(rating.nodes);
        if rating.difficulty == Difficulty::Unknown {
            return Err(budget(nodes_left));
        }
        debug_assert_eq!(rating.solutions, 1);
        if options.difficulty.is_none_or(|d| d == rating.difficulty) {
            let solution = grid
                .cell
                .iter()
                .map(|row| {
                    row.iter()
                        .enumerate()
                        .map(|(c, &v)| cols[c].values[v].clone())
                        .collect()
                })
                .collect();
            let title = title(&cols, seed, &rated(rating.difficulty));
            file.title = Some(title.clone());
            let generated = Generated {
                zbc: zbc::riddle_zbc(&cols, &hints, &title),
                riddle: Riddle::from_file(&file).expect("a generated riddle is valid"),
                file,
                solution,
                rating,
                seed,
                attempts,
                nodes: max_nodes - nodes_left,
            };
            return Ok(Parts {
                generated,
                columns: cols,
                grid,
                hints,
            });
        }
    }
    match options.difficulty {
        Some(difficulty) => Err(GenerateError::Difficulty { difficulty, attempts }),
        // Without a level, the attempts run out only when each ran out of its share of the
        // budget.
        None => Err(GenerateError::Budget {
            nodes: max_nodes - nodes_left,
            attempts,
        }),
    }
}

/// The hint kinds `options` allows that fit its size, once its size, great columns, kinds and
/// level are checked.
fn kinds_asked(options: &GenerateOptions) -> Result<Vec<HintKind>, GenerateError> {
    let GenerateOptions { rows, columns, .. } = *options;
    if !(1..=MAX_ROWS).contains(&rows) || !(1..=MAX_GENERATED_COLUMNS).contains(&columns) {
        return Err(GenerateError::Size { rows, columns });
    }
    if options.great_columns >= columns {
        return Err(GenerateError::Great {
            great: options.great_columns,
            columns,
        });
    }
    let kinds: Vec<HintKind> = HintKind::ALL
        .into_iter()
        .filter(|k| options.kinds.contains(k) && k.fits(rows, columns))
        .collect();
    if rows >= 2 && !kinds.iter().any(|k| k.orients()) {
        return Err(GenerateError::Kinds(format!(
            "with {rows} rows, at least one of in-row, not-in-row, directly-left or somewhere-left is needed"
        )));
    }
    if let Some(difficulty) = options
        .difficulty
        .filter(|d| !reachable_levels(rows, columns).contains(d))
    {
        return Err(GenerateError::OutOfReach {
            difficulty,
            rows,
            columns,
        });
    }
    // "X lives in house k" alone: each hint is merged into the riddle matrix as it touches it,
    // so every riddle is easy, and another level would be sought until the budget ran out
    // (7.5 s of CPU at 20×20, 79 riddles started).
    if kinds == [HintKind::InRow] {
        if let Some(difficulty) = options.difficulty.filter(|&d| d != Difficulty::Easy) {
            // The kinds asked for that do not fit the size, when some were.
            let dropped: Vec<&str> = (options.kinds.iter())
                .filter(|k| !kinds.contains(k))
                .map(|k| k.name())
                .collect();
            let why = if dropped.is_empty() {
                String::new()
            } else {
                let verb = if dropped.len() == 1 { "does" } else { "do" };
                format!(" ({} {verb} not fit {rows}×{columns})", dropped.join(", "))
            };
            return Err(GenerateError::Kinds(format!(
                "with in-row clues alone{why} every riddle is easy, never {difficulty}"
            )));
        }
    }
    Ok(kinds)
}

/// The seed of attempt `i`: the seed itself first (so that [`Generated::seed`] makes its riddle
/// again at the first attempt), then the `i`-th number of the SplitMix64 sequence of `seed`, a
/// hash of the pair. Seed `s + 1` is not seed `s` one attempt on: `Rng::new(seed + i)`, as it
/// once was, gave consecutive seeds the same riddles whenever a level took a few attempts.
pub(super) fn attempt_seed(seed: u64, i: u32) -> u64 {
    if i == 0 {
        seed
    } else {
        Rng::new(seed.wrapping_add(u64::from(i - 1).wrapping_mul(rng::GAMMA))).next_u64()
    }
}

/// The first of `riddles` riddles that `take` makes something of: the riddle of `options`
/// first, then those of seeds drawn from its seed and `salt` ([`attempt_seed`]), so that each
/// use draws seeds of its own. `None` when none does.
pub(super) fn first_taken<T>(
    options: &GenerateOptions,
    salt: u64,
    riddles: u32,
    mut take: impl FnMut(&Parts) -> Option<T>,
) -> Result<Option<T>, GenerateError> {
    for i in 0..riddles {
        let seed = if i == 0 {
            options.seed
        } else {
            attempt_seed(options.seed ^ salt, i)
        };
        let parts = generate_parts(
            &GenerateOptions {
                seed,
                ..options.clone()
            },
            &mut |_| {},
        )?;
        if let Some(made) = take(&parts) {
            return Ok(Some(made));
        }
    }
    Ok(None)
}

/// The riddle file: title, description, the riddle, its hints, their sentences.
fn riddle_file(columns: &[Column], hints: &[Hint], seed: u64) -> RiddleFile {
    let texts: Vec<String> = hints.iter().map(|h| h.text(columns)).collect();
    RiddleFile {
        title: Some(title(columns, seed, "Generated riddle")),
        description: Some(description(columns, &texts)),
        hints: hints.iter().map(|h| h.options(columns)).collect(),
        hint_texts: Some(texts),
        ..riddle_head(columns)
    }
}

/// `{what}: 6 houses, 4 attributes (seed 7)`.
fn title(columns: &[Column], seed: u64, what: &str) -> String {
    format!(
        "{what}: {}, {} (seed {seed})",
        counted(columns[0].values.len(), "house"),
        counted(columns.len() - 1, "attribute")
    )
}

/// The level in a title, once the riddle is rated: `An easy riddle`, `A hard riddle`.
fn rated(difficulty: Difficulty) -> String {
    format!("A{} {difficulty} riddle", article(difficulty))
}

fn article(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy | Difficulty::Expert => "n",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::luby;

    #[test]
    fn luby_s_sequence() {
        let terms: Vec<u64> = (1..=16).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1]);
        assert_eq!(luby(u64::MAX), 1 << 63);
    }
}

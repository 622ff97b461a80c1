//! Riddle generation (one solution, no hint to spare) steered toward a level, and the
//! difficulty rating.
//!
//! [`generate`] draws a hidden solution, then random true hints until the solver finds no other
//! solution, then drops every hint the riddle can do without (see `minimize.rs`): the riddle it
//! returns has exactly one solution, and removing any one hint gives it more. Everything comes
//! from the seed through a small generator of its own ([SplitMix64]), so a seed gives the same
//! riddle on every platform, WebAssembly included. [`rate`] reads a difficulty level from how
//! the solver solves a riddle. With [`GenerateOptions::difficulty`], each attempt is steered
//! toward the level (`steer.rs`: the kinds drawn, the order of removal, the rating as it goes;
//! past [`MINIMAL_ROWS`]×[`MINIMAL_COLUMNS`] a hint whose removal would overshoot the level
//! stays, so that no hint can go keeping one solution and the level), and attempts go on, each
//! with a seed hashed from the seed and the attempt's number, until the rating matches; a level
//! the size cannot have ([`reachable_levels`]) fails at once.
//!
//! ```
//! use gridriddle::{solve_riddle, SolveOptions, generate::{generate, GenerateOptions}};
//!
//! let made = generate(&GenerateOptions { rows: 4, columns: 3, seed: 7, ..GenerateOptions::default() })?;
//! let solved = solve_riddle(&made.riddle, &SolveOptions::default());
//! assert_eq!(solved.solutions.len(), 1);
//! assert_eq!(made.riddle.names(&solved.solutions[0].matrix), made.solution);
//! assert_eq!(made.riddle.hint_texts().unwrap().len(), made.riddle.hints().len());
//! # Ok::<(), gridriddle::generate::GenerateError>(())
//! ```
//!
//! The files: `hints.rs` (the kinds of hints, drawing a true one, its options and sentence),
//! `theme.rs` (column names and words: `Colour` red, green…, `Year` 1910…; words up to
//! [`THEMED_ROWS`] rows, generic `A` with `A1`… past that or past the themes), `minimize.rs`
//! (the two phases), `checks.rs` (a removal check of phase 2, and who makes it), `ahead.rs` (the
//! checks run ahead on threads, cargo feature `parallel`), `steer.rs` (toward a level),
//! `rate.rs` (the levels, defined in its docs), `rng.rs` (the random numbers).
//!
//! How long it takes: the table of docs/generating.md (every size from 6×6 to 20×10 and
//! every level, `cargo run --release --example generation_table`), and `cargo bench --bench
//! generate`. Unsteered, most of it goes to proving, hint by hint, that a hint is needed: on
//! large riddles the solver can take thousands of nodes to find the second solution.
//! The riddles solved on the way are made from typed parts (each hint's options compiled once
//! into value ids, `Riddle::with_hints`), not from text.
//!
//! [SplitMix64]: https://prng.di.unimi.it/splitmix64.c

#[cfg(feature = "parallel")]
mod ahead;
mod checks;
#[cfg(test)]
mod english;
mod hints;
mod minimize;
mod rate;
mod rng;
mod steer;
mod theme;
mod unsolvable;
mod zbc;

pub use hints::HintKind;
pub use rate::{rate, rate_on_threads, rate_with_budget, Difficulty, Rating, RATE_MAX_NODES};
pub use steer::{reachable_levels, MINIMAL_COLUMNS, MINIMAL_ROWS};
pub use theme::THEMED_ROWS;
pub(crate) use theme::{question, Person};
pub use unsolvable::{generate_unsolvable, Unsolvable};

/// For tests: in this whole process, run the generator's removal checks ahead on the threads
/// ([`GenerateOptions::threads`] above 1) once they have spent `nodes` nodes instead of 10,000,
/// so that small riddles test it too. The riddles made do not depend on it; a no-op
/// without the cargo feature `parallel`.
#[doc(hidden)]
pub fn run_checks_ahead_after(nodes: u64) {
    #[cfg(feature = "parallel")]
    ahead::run_checks_ahead_after(nodes);
    #[cfg(not(feature = "parallel"))]
    let _ = nodes;
}

use crate::words::counted;
use crate::{Riddle, RiddleFile, MAX_ROWS};
use hints::{Hint, SolutionGrid};
use minimize::{Failure, Minimizer};
use rng::Rng;
use serde::{Deserialize, Serialize};
use steer::Steer;
use theme::Column;

/// The most attribute columns [`generate`] makes. More would be of no use to a person, and the
/// cost of a search node grows with the columns: at 64 rows × 64 columns the default node budget
/// runs out in about 40 s (a release build), where a size past it was once taken on for minutes
/// (`--cols 1000000`) or aborted the process (`--cols 9223372036854775807`).
pub const MAX_GENERATED_COLUMNS: usize = 64;

/// What to generate. As JSON (for the bindings), every field is optional:
/// `{"rows": 6, "columns": 6, "seed": 1, "difficulty": "hard", "kinds": ["same-row", "in-row"]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct GenerateOptions {
    /// Rows of the riddle matrix (houses), 1 to [`MAX_ROWS`].
    pub rows: usize,
    /// Attribute columns, 1 to [`MAX_GENERATED_COLUMNS`]; the riddle has one more, `House`, numbered 1…rows.
    pub columns: usize,
    /// The seed: the same seed and options give the same riddle, on every platform.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | bigint | string"))]
    pub seed: u64,
    /// The kinds of hints to draw from ([`HintKind::DEFAULT`] by default: every kind but `if-then` and `exactly-one`). Kinds the size cannot
    /// hold (`between` with two rows) are left out; with two rows or more, at least one kind
    /// must tell left from right ([`HintKind::orients`]).
    pub kinds: Vec<HintKind>,
    /// A level to reach: each attempt is steered toward it (the kinds drawn, the order of
    /// removal, the rating as it goes: see `steer.rs`), and attempts take seeds in a fixed
    /// sequence from `seed` until the rating matches. A level the size cannot have
    /// ([`reachable_levels`]) is an error at once. `None`: the first riddle made, unsteered.
    pub difficulty: Option<Difficulty>,
    /// How many attribute columns are great: more values than houses (a third more, at least
    /// one), of which the solution uses one per house and leaves the rest unused. 0 by default;
    /// at most `columns − 1` (one column has a value per house, as the clue language wants).
    pub great_columns: usize,
    /// The most riddles made in search of `difficulty`.
    pub max_attempts: u32,
    /// The most search nodes all solves together may spend (the rating's included). `None`, the
    /// default: [`default_max_nodes`] of the size, which grows with it as far as 20×20 and
    /// shrinks past it, as a node costs more. One attempt spends at most a quarter of it (a
    /// hidden solution whose riddle is slow to make gives way to the next).
    pub max_nodes: Option<u64>,
    /// Threads the checks of which hints can go may run on (0 and 1: the calling thread alone).
    /// Default 1.
    ///
    /// With the cargo feature `parallel` (on with `cli`; not in the WebAssembly build), once the
    /// checks of an attempt have spent 10,000 nodes, the checks to come are run ahead
    /// on this many threads, each as if the ones before it kept their hint, while the answers are
    /// taken in the order of one thread; a check run on a riddle that a removal has since changed
    /// is given up. So the riddle made, its rating, the attempts and [`Generated::nodes`] are
    /// those of one thread, byte for byte, whatever the threads; [`GenerateOptions::max_nodes`]
    /// counts the nodes of the checks whose answers are taken, as with one thread, and the
    /// checks given up or not needed after all (at most one a thread at a time) are not counted.
    /// At most [`MAX_THREADS`](crate::search::MAX_THREADS): more are taken as that many. Not in
    /// the WebAssembly bindings' options, which have no threads.
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub threads: usize,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            rows: 5,
            columns: 5,
            seed: 0,
            kinds: HintKind::DEFAULT.to_vec(),
            difficulty: None,
            great_columns: 0,
            max_attempts: 200,
            max_nodes: None,
            threads: 1,
        }
    }
}

impl GenerateOptions {
    /// The node budget: [`GenerateOptions::max_nodes`], or [`default_max_nodes`] of the size.
    pub fn node_budget(&self) -> u64 {
        self.max_nodes
            .unwrap_or_else(|| default_max_nodes(self.rows, self.columns))
    }
}

/// The default node budget of a `rows` × `columns` riddle ([`GenerateOptions::max_nodes`]),
/// counting the `House` column's cells: two million up to 200 cells (every size and level of
/// the table of docs/generating.md comes well within it), then growing with the cells to six
/// million at 20×20 (420 cells), whose riddles take from 0.3 to over 3 million nodes to make,
/// and past 420 cells falling as a node costs more (it holds more values and hints), to
/// 600,000 at 64×64, so that a request that cannot be met ends within about half a minute of
/// search at every size (docs/generating.md has the figures).
pub fn default_max_nodes(rows: usize, columns: usize) -> u64 {
    const PEAK: u64 = 6_000_000;
    const PEAK_CELLS: u64 = 420;
    let cells = (rows * (columns + 1)) as u64;
    match cells {
        0..=200 => 2_000_000,
        201..=PEAK_CELLS => 2_000_000 + (cells - 200) * (PEAK - 2_000_000) / (PEAK_CELLS - 200),
        _ => PEAK * PEAK_CELLS / cells,
    }
}

/// A generated riddle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The riddle file (riddle-format.md) with `title`, `description` and `hintTexts`; as text:
    /// [`Generated::json`].
    pub file: RiddleFile,
    /// The same riddle as clues in the ZBC language (docs/clue-format.md), each clue followed
    /// by its sentence; names keep only their letters and digits (`Blue Master` → `BlueMaster`).
    pub zbc: String,
    /// The same riddle, validated: `Riddle::from_file(&file)`.
    pub riddle: Riddle,
    /// Its one solution, as text (`riddle.names` of the solver's matrix).
    pub solution: Vec<Vec<String>>,
    /// Its rating.
    pub rating: Rating,
    /// The seed of the attempt that made it: generating with this seed (same size, kinds and
    /// difficulty) gives the same riddle again, at the first attempt.
    pub seed: u64,
    /// Riddles made to reach the difficulty (1 without one).
    pub attempts: u32,
    /// Search nodes spent in all.
    pub nodes: u64,
}

impl Generated {
    /// The riddle file as JSON text, in the layout of the sample files
    /// ([`RiddleFile::to_json_pretty`]).
    pub fn json(&self) -> String {
        self.file.to_json_pretty()
    }

    /// The expected-solution file that goes beside the riddle: `{"solutions": [matrix]}`.
    pub fn expected_json(&self) -> String {
        serde_json::to_string(&serde_json::json!({ "solutions": [&self.solution] }))
            .expect("strings serialise")
    }
}

/// Why no riddle was generated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenerateError {
    /// The size is out of range.
    Size {
        /// Rows asked.
        rows: usize,
        /// Attribute columns asked.
        columns: usize,
    },
    /// As many great columns as attribute columns, or more: one must have a value per house.
    Great {
        /// Great columns asked.
        great: usize,
        /// Attribute columns asked.
        columns: usize,
    },
    /// The hint kinds cannot make a riddle of this size with one solution.
    Kinds(String),
    /// The node budget ran out.
    Budget {
        /// Nodes spent.
        nodes: u64,
        /// Riddles made or started.
        attempts: u32,
    },
    /// The size cannot have the level asked (see [`reachable_levels`]): known before any attempt.
    OutOfReach {
        /// The level asked.
        difficulty: Difficulty,
        /// Rows asked.
        rows: usize,
        /// Attribute columns asked.
        columns: usize,
    },
    /// No riddle of the difficulty came out within the attempts.
    Difficulty {
        /// The level asked.
        difficulty: Difficulty,
        /// Riddles made.
        attempts: u32,
    },
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::Size { rows, columns } => write!(
                f,
                "size {rows}×{columns}: rows must be 1 to {MAX_ROWS} and attribute columns 1 to \
                 {MAX_GENERATED_COLUMNS}"
            ),
            GenerateError::Kinds(why) => write!(f, "hint kinds: {why}"),
            GenerateError::Great { great, columns } => write!(
                f,
                "{great} great columns asked of {columns} attribute columns: at most {}, one \
                 column must have a value per house",
                columns - 1
            ),
            GenerateError::Budget { nodes, attempts } => write!(
                f,
                "node budget spent ({}, {} started): raise the node budget (max nodes), or ask \
                 for an easier level or a smaller size",
                counted(nodes, "node"),
                counted(attempts, "riddle")
            ),
            GenerateError::OutOfReach {
                difficulty,
                rows,
                columns,
            } => write!(
                f,
                "a {rows}×{columns} riddle cannot be {difficulty}: this size can be {}; ask for \
                 one of those, or for more rows",
                or_list(&reachable_levels(*rows, *columns))
            ),
            GenerateError::Difficulty { difficulty, attempts } => write!(
                f,
                "no {difficulty} riddle of this size in {attempts} attempt{}: ask for more \
                 attempts, another level, or another size",
                if *attempts == 1 { "" } else { "s" }
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// `easy`, `easy or medium`, `easy, medium or hard`.
fn or_list(levels: &[Difficulty]) -> String {
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "nothing".to_owned(),
    }
}

/// Generates a riddle with exactly one solution and no hint to spare.
///
/// The same options give the same riddle on every platform. Errors: a size out of range, kinds
/// that cannot make such a riddle, the node budget spent, or the difficulty not reached in
/// [`GenerateOptions::max_attempts`] riddles.
pub fn generate(options: &GenerateOptions) -> Result<Generated, GenerateError> {
    generate_with_progress(options, &mut |_| {})
}

/// Where [`generate_with_progress`] is, for a progress bar: reported before every solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "camelCase")]
pub enum Progress {
    /// A riddle is started (`attempt` counts from 1).
    Attempt {
        /// Which riddle, 1 for the first.
        attempt: u32,
    },
    /// Phase 1: hints are being added; `hints` so far.
    Adding {
        /// Hints drawn so far.
        hints: usize,
    },
    /// Phase 2: `tried` of `of` removal checks are done (a check put off counts twice).
    Removing {
        /// Checks done.
        tried: usize,
        /// Checks planned so far.
        of: usize,
    },
}

/// [`generate`], telling `progress` how far it is (for a progress bar on a large riddle).
pub fn generate_with_progress(
    options: &GenerateOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Generated, GenerateError> {
    generate_parts(options, progress).map(|parts| parts.generated)
}

/// A riddle made, with what it was made of: its columns, its hidden solution, its hints.
pub(crate) struct Parts {
    generated: Generated,
    columns: Vec<Column>,
    grid: SolutionGrid,
    hints: Vec<Hint>,
}

/// [`generate_with_progress`], keeping the parts the riddle was made of.
fn generate_parts(
    options: &GenerateOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Parts, GenerateError> {
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
    let steer = Steer::new(options.difficulty, rows, columns);
    let max_nodes = options.node_budget();
    // One attempt spends at most a quarter of the budget: a hidden solution whose riddle is slow
    // to make (at 20×20, from 0.3 to over 6 million nodes, by the seed) gives way to the next.
    let attempt_cap = (max_nodes / 4).max(1);
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
        let mut attempt_left = nodes_left.min(attempt_cap);
        let before = attempt_left;
        let made =
            Minimizer::new(&cols, &grid, &kinds, steer, &mut attempt_left, threads).run(&mut rng, progress);
        nodes_left -= before - attempt_left;
        let (hints, rated_ahead) = match made {
            Ok(made) => made,
            Err(Failure::Miss) => continue,
            Err(Failure::Budget) if attempt_cap < max_nodes && nodes_left > 0 => continue,
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

/// The seed of attempt `i`: the seed itself first (so that [`Generated::seed`] makes its riddle
/// again at the first attempt), then the `i`-th number of the SplitMix64 sequence of `seed`, a
/// hash of the pair. Seed `s + 1` is not seed `s` one attempt on: `Rng::new(seed + i)`, as it
/// once was, gave consecutive seeds the same riddles whenever a level took a few attempts.
fn attempt_seed(seed: u64, i: u32) -> u64 {
    if i == 0 {
        seed
    } else {
        Rng::new(seed.wrapping_add(u64::from(i - 1).wrapping_mul(rng::GAMMA))).next_u64()
    }
}

/// The riddle file without its words and hints: the header, the riddle matrix (the house
/// numbers, the rest blank), and the domains of the attribute columns.
fn riddle_head(columns: &[Column]) -> RiddleFile {
    let rows = columns[0].values.len();
    RiddleFile {
        header: columns.iter().map(|c| c.header.clone()).collect(),
        start_matrix: (0..rows)
            .map(|r| {
                let mut row = vec![String::new(); columns.len()];
                row[0] = columns[0].values[r].clone();
                row
            })
            .collect(),
        domains: Some(
            columns[1..]
                .iter()
                .map(|c| (c.header.clone(), c.values.clone()))
                .collect(),
        ),
        ..RiddleFile::default()
    }
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

/// The riddle told in words: the houses, the attributes and their values, the clues.
fn description(columns: &[Column], texts: &[String]) -> String {
    let rows = columns[0].values.len();
    let mut out = if rows == 1 {
        "One house stands alone. Its resident has one value of each attribute:\n".to_owned()
    } else {
        format!(
            "{rows} houses stand in a row, numbered 1 to {rows} from left to right. Each has one \
             resident, and no two residents share a value of any attribute:\n"
        )
    };
    for c in &columns[1..] {
        let unused = c.values.len() - rows;
        if unused == 0 {
            out.push_str(&format!(" - {}: {}\n", c.header, c.values.join(", ")));
        } else {
            let unused = match unused {
                1 => "one of these values belongs to no one".to_owned(),
                n => format!("{n} of these values belong to no one"),
            };
            out.push_str(&format!(" - {} ({unused}): {}\n", c.header, c.values.join(", ")));
        }
    }
    if rows > 1 {
        out.push_str("\"Left\" means a lower house number; \"next to\" means the numbers differ by one.\n");
    }
    out.push_str("\nClues:\n");
    if texts.is_empty() {
        out.push_str("None are needed.\n");
    }
    for (i, t) in texts.iter().enumerate() {
        out.push_str(&format!("{}. {t}\n", i + 1));
    }
    out.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_budget_grows_to_20x20_and_falls_past_it() {
        assert_eq!(default_max_nodes(5, 5), 2_000_000);
        assert_eq!(default_max_nodes(20, 9), 2_000_000); // 200 cells with the houses' column
        assert_eq!(default_max_nodes(20, 20), 6_000_000);
        assert_eq!(default_max_nodes(64, 64), 6_000_000 * 420 / (64 * 65));
        let budgets: Vec<u64> = (1..=20).map(|c| default_max_nodes(20, c)).collect();
        assert!(budgets.windows(2).all(|w| w[0] <= w[1]), "{budgets:?}");
        assert!(default_max_nodes(30, 30) < default_max_nodes(20, 20));
        let options = GenerateOptions {
            rows: 20,
            columns: 20,
            ..GenerateOptions::default()
        };
        assert_eq!(options.node_budget(), 6_000_000);
        let given = GenerateOptions {
            max_nodes: Some(7),
            ..options
        };
        assert_eq!(given.node_budget(), 7);
    }
}

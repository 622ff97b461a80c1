//! What the generator is asked and answers: [`GenerateOptions`] and its default node budget by
//! size, [`Generated`], [`GenerateError`], and the [`Progress`] it reports.

use super::kinds::HintKind;
use super::rate::{Difficulty, Rating};
use super::steer::reachable_levels;
use crate::words::counted;
use crate::{Riddle, RiddleFile, MAX_ROWS};
use serde::{Deserialize, Serialize};

/// The most attribute columns [`generate`](super::generate) makes. More would be of no use to a person, and the
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

/// Where [`generate_with_progress`](super::generate_with_progress) is, for a progress bar: reported before every solve.
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

//! Data sets of generated riddles: item `i` is a pure function of the base seed, `i`, the size
//! ranges, the difficulty and the hint kinds ([`dataset_item`]), and its line of JSON is fixed
//! too ([`DatasetItem::line`]), so a data set is the same bytes however many threads, processes
//! or machines make its items, in whatever order.
//!
//! The items `start .. start + count` of a data set are [`dataset_range`] (refused when the end
//! passes `u64::MAX`), made on at most [`MAX_JOBS`] threads.
//!
//! Every record a data set is written as is read back by one enum, [`Record`] (its variants are
//! the formats, told apart by [`RecordKind::of`]; `dataset/record.rs`), which `evaluate`,
//! `grade`, `verify` and `read_answer` read on every face.
//!
//! ```
//! use gridriddle::dataset::{dataset_item, dataset_range, DatasetFormat, DatasetOptions};
//!
//! let options = DatasetOptions { rows: (2, 4), columns: (2, 3), seed: 7, ..DatasetOptions::default() };
//! let item = dataset_item(&options, 5)?;
//! assert!((2..=4).contains(&item.generated.riddle.rows()));
//! assert_eq!(item.line(DatasetFormat::ZebraLogic), dataset_item(&options, 5)?.line(DatasetFormat::ZebraLogic));
//! assert_eq!(dataset_range(1000, 3)?, 1000..1003);
//! assert!(dataset_range(u64::MAX - 1, 3).is_err());
//! # Ok::<(), gridriddle::dataset::DatasetError>(())
//! ```

use crate::generate::{
    generate_ambiguous, generate_unsolvable, generate_with_progress, Difficulty, GenerateError,
    GenerateOptions, Generated, HintKind, Progress, Rating, MAX_GENERATED_COLUMNS,
};
use crate::riddle::{Riddle, MAX_ROWS};
use crate::riddle_file::RiddleFile;
use crate::zebralogic::{record_with_solution, ZebraLogicRecord, ZebraLogicSolution};
use serde::Serialize;

mod record;
pub use record::{
    typed, without_place, GridRecordRead, QuestionCell, QuestionRecord, RatingLevel, Record, RecordError,
    RecordKind, RecordSize, RiddleRecord, UnsolvableRecord, MAX_SIZE_COLUMNS, NOT_A_RECORD,
    NO_SOLUTION_CHOICE,
};

/// What a data set holds. The same options give the same items.
#[derive(Debug, Clone, PartialEq)]
pub struct DatasetOptions {
    /// The base seed.
    pub seed: u64,
    /// Rows (houses) of each riddle: drawn from `min..=max`.
    pub rows: (usize, usize),
    /// Attribute columns of each riddle: drawn from `min..=max`.
    pub columns: (usize, usize),
    /// The level every riddle has, or any.
    pub difficulty: Option<Difficulty>,
    /// Mixed levels, for curricula: when not empty, item `i`'s level is drawn from these levels
    /// with these weights, from the base seed and `i` ([`parse_levels`] reads them), and
    /// `difficulty` is not used.
    pub levels: Vec<(Difficulty, u32)>,
    /// The hint kinds to draw from ([`HintKind::DEFAULT`] by default: every kind but `if-then` and `exactly-one`).
    pub kinds: Vec<HintKind>,
    /// The share of items (0 to 1) that are riddles with no solution ([`ItemKind::Unsolvable`]):
    /// whether item `i` is one is drawn from the base seed and `i` alone, by a stream of its
    /// own. 0 by default: the data sets of earlier versions, byte for byte.
    pub unsolvable: f64,
    /// The share of items (0 to 1, with `unsolvable` at most 1 in all) that are riddles with
    /// several solutions ([`ItemKind::Ambiguous`], at most [`AMBIGUOUS_MAX_SOLUTIONS`]), drawn
    /// as `unsolvable` is. 0 by default.
    pub ambiguous: f64,
}

impl Default for DatasetOptions {
    /// 2..6 × 2..6, as ZebraLogic's sizes, seed 0, any difficulty, every kind.
    fn default() -> Self {
        DatasetOptions {
            seed: 0,
            rows: (2, 6),
            columns: (2, 6),
            difficulty: None,
            levels: Vec::new(),
            kinds: HintKind::DEFAULT.to_vec(),
            unsolvable: 0.0,
            ambiguous: 0.0,
        }
    }
}

impl DatasetOptions {
    /// Whether the records say each riddle's kind (`"solvable"`, `"contradiction"`,
    /// `"solutionCount"`): when some share of riddles with no solution or several is asked.
    pub fn mixed(&self) -> bool {
        self.unsolvable > 0.0 || self.ambiguous > 0.0
    }
}

/// The most solutions a riddle of a data set's `ambiguous` share has.
pub const AMBIGUOUS_MAX_SOLUTIONS: usize = 10;

/// Checks a share of a data set's items (`unsolvable`, `ambiguous`): a number from 0 to 1.
///
/// ```
/// use gridriddle::dataset::check_share;
///
/// assert_eq!(check_share("unsolvable", 0.25), Ok(0.25));
/// assert_eq!(check_share("unsolvable", 2.0).unwrap_err(), "unsolvable 2: expected a share from 0 to 1");
/// assert!(check_share("ambiguous", f64::NAN).is_err());
/// ```
pub fn check_share(name: &str, share: f64) -> Result<f64, String> {
    match (0.0..=1.0).contains(&share) {
        true => Ok(share),
        false => Err(format!("{name} {share}: expected a share from 0 to 1")),
    }
}

/// What an item's riddle is: one solution (every item of a data set without the `unsolvable`
/// and `ambiguous` shares), none, or several.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemKind {
    /// One solution: the riddle is [`DatasetItem::generated`]'s.
    Unique,
    /// No solution: [`DatasetItem::generated`]'s riddle with one clue more
    /// ([`generate_unsolvable`]).
    Unsolvable {
        /// The riddle as written.
        file: Box<RiddleFile>,
        /// The same riddle, validated.
        riddle: Box<Riddle>,
        /// The number of the clue no solution satisfies with the others, from 1; without it,
        /// the riddle is [`DatasetItem::generated`]'s.
        contradiction: usize,
    },
    /// Several solutions: [`DatasetItem::generated`]'s riddle with one clue left out
    /// ([`generate_ambiguous`]); its solution is one of them.
    Ambiguous {
        /// The riddle as written.
        file: Box<RiddleFile>,
        /// The same riddle, validated.
        riddle: Box<Riddle>,
        /// How many solutions it has, from 2 to [`AMBIGUOUS_MAX_SOLUTIONS`].
        solutions: usize,
    },
}

/// How an item is written, one JSON object a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DatasetFormat {
    /// ZebraLogic's record: `{"id", "size", "puzzle", "solution": {"header", "rows"}}`.
    ZebraLogic,
    /// `{"id", "index", "seed", "rows", "columns", "riddle", "solution", "rating"}`: the riddle
    /// file, its solution matrix and its rating.
    Json,
}

/// Why a data set could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatasetError {
    /// A size range is empty or out of bounds (`rows 6..2: …`), or the items' indices pass
    /// `u64::MAX` ([`dataset_range`]).
    Range(String),
    /// Item `index` could not be generated in [`ITEM_ATTEMPTS`] draws, or within its
    /// [`ItemBudget`].
    Item {
        /// The item.
        index: u64,
        /// The last draw's error.
        error: GenerateError,
    },
}

impl std::fmt::Display for DatasetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DatasetError::Range(why) => f.write_str(why),
            DatasetError::Item { index, error } => write!(f, "item {index}: {error}"),
        }
    }
}

impl std::error::Error for DatasetError {}

/// One item of a data set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DatasetItem {
    /// Its index in the data set.
    pub index: u64,
    /// Its id: `gridriddle-<base seed>-<index>`.
    pub id: String,
    /// The riddle with one solution, its solution and its rating; for an item of another
    /// [`ItemKind`], the riddle it was made from.
    pub generated: Generated,
    /// One solution, none, or several.
    pub kind: ItemKind,
    /// Whether its records say its kind (`"solvable"`, `"contradiction"`, `"solutionCount"`),
    /// as every record of a data set with some riddles of another kind does
    /// ([`DatasetOptions::mixed`]).
    pub mixed: bool,
    /// Whether its data set may hold riddles with no solution (`unsolvable` above 0): its
    /// prompts then say how to answer that there is none.
    pub may_be_unsolvable: bool,
}

/// The most threads a data set is made on (the command line's `--jobs`): more only cost memory
/// and switching, with no more cores to run them.
pub const MAX_JOBS: usize = 256;

/// The indices of the items `start .. start + count`, or why there are none: `start + count`
/// past `u64::MAX`, where no index is (`start 18446744073709551614 + count 3 runs past …`).
pub fn dataset_range(start: u64, count: u64) -> Result<std::ops::Range<u64>, DatasetError> {
    match start.checked_add(count) {
        Some(end) => Ok(start..end),
        None => Err(DatasetError::Range(format!(
            "start {start} + count {count} runs past the last index of a data set ({}): lower \
             the start or the count",
            u64::MAX - 1
        ))),
    }
}

/// How many (size, seed) draws an item may take: a draw fails when its size cannot reach the
/// difficulty (no `expert` 2×2 riddle), and the next draw tries another size.
pub const ITEM_ATTEMPTS: u32 = 16;

/// Item `index` of the data set `options` describes.
///
/// Its size and its generator seed are drawn from the base seed and `index` alone (SplitMix64),
/// then [`generate`](crate::generate::generate) makes the riddle; when that fails (a difficulty the size cannot reach), the
/// next draw of the same sequence is tried, up to [`ITEM_ATTEMPTS`].
pub fn dataset_item(options: &DatasetOptions, index: u64) -> Result<DatasetItem, DatasetError> {
    dataset_item_within(options, index, ItemBudget::default())
}

/// The most one item of a data set may spend (`dataset --max-nodes`, `--max-attempts`).
///
/// Without either (the default), each of the item's draws has the generator's own budgets
/// ([`GenerateOptions::default`]: 2,000,000 nodes, 200 attempts) and a draw that spends them
/// gives way to the next size, up to [`ITEM_ATTEMPTS`] draws: the items of data sets made
/// before these budgets, byte for byte. With either, the item holds to it: draws whose size
/// cannot have the level (nothing spent) give way to the next as before, but the first draw
/// that makes riddles is the item's last, given the budget (the generator's default for the
/// one not given), and when it runs out the item is an error ([`DatasetError::Item`], its
/// index and a [`GenerateError::Budget`] or [`GenerateError::Difficulty`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ItemBudget {
    /// The most search nodes the item's riddles may take, all solves together.
    pub max_nodes: Option<u64>,
    /// The most riddles made in search of the item's level.
    pub max_attempts: Option<u32>,
}

/// [`dataset_item`] within `budget`. The same options, index and budget give the same item.
pub fn dataset_item_within(
    options: &DatasetOptions,
    index: u64,
    budget: ItemBudget,
) -> Result<DatasetItem, DatasetError> {
    let budgeted = budget != ItemBudget::default();
    check_range("rows", options.rows, MAX_ROWS)?;
    check_range("columns", options.columns, MAX_GENERATED_COLUMNS)?;
    let difficulty = match options.levels.as_slice() {
        [] => options.difficulty,
        levels => Some(level_of(options.seed, index, levels)?),
    };
    check_share("unsolvable", options.unsolvable).map_err(DatasetError::Range)?;
    check_share("ambiguous", options.ambiguous).map_err(DatasetError::Range)?;
    if options.unsolvable + options.ambiguous > 1.0 {
        return Err(DatasetError::Range(format!(
            "unsolvable {} + ambiguous {}: the shares add up to more than 1",
            options.unsolvable, options.ambiguous
        )));
    }
    let drawn = drawn_of(options, index);
    let mut state = mix(options.seed ^ mix(index ^ 0xD1B5_4A32_D192_ED03));
    let mut last = None;
    for _ in 0..ITEM_ATTEMPTS {
        let mut draw = |low: usize, high: usize| {
            state = mix(state.wrapping_add(0x9E37_79B9_7F4A_7C15));
            low + (state % (high - low + 1) as u64) as usize
        };
        let rows = draw(options.rows.0, options.rows.1);
        let columns = draw(options.columns.0, options.columns.1);
        state = mix(state.wrapping_add(0x9E37_79B9_7F4A_7C15));
        let defaults = GenerateOptions::default();
        let generate_options = GenerateOptions {
            rows,
            columns,
            seed: state,
            kinds: options.kinds.clone(),
            difficulty,
            max_nodes: budget.max_nodes.or(defaults.max_nodes),
            max_attempts: budget.max_attempts.unwrap_or(defaults.max_attempts),
            ..defaults
        };
        let mut made = 0u32;
        let generated = match drawn {
            Drawn::Unique => generate_with_progress(&generate_options, &mut |progress| {
                if let Progress::Attempt { .. } = progress {
                    made += 1;
                }
            })
            .map(|generated| (generated, ItemKind::Unique)),
            Drawn::Unsolvable => generate_unsolvable(&generate_options).map(|made| {
                let kind = ItemKind::Unsolvable {
                    file: Box::new(made.file),
                    riddle: Box::new(made.riddle),
                    contradiction: made.contradiction,
                };
                (made.solvable, kind)
            }),
            Drawn::Ambiguous => generate_ambiguous(&generate_options, AMBIGUOUS_MAX_SOLUTIONS).map(|made| {
                let kind = ItemKind::Ambiguous {
                    file: Box::new(made.file),
                    riddle: Box::new(made.riddle),
                    solutions: made.solutions,
                };
                (made.unique, kind)
            }),
        };
        // The generator's progress is not seen through the other kinds: any draw that does
        // not fail for its size alone spent the budget.
        if drawn != Drawn::Unique && !matches!(generated, Err(GenerateError::OutOfReach { .. })) {
            made = 1;
        }
        match generated {
            Ok((generated, kind)) => {
                return Ok(DatasetItem {
                    index,
                    id: format!("gridriddle-{}-{index}", options.seed),
                    generated,
                    kind,
                    mixed: options.mixed(),
                    may_be_unsolvable: options.unsolvable > 0.0,
                })
            }
            // Within a budget, a draw that made riddles spent it: the item ends there.
            Err(error) if budgeted && made > 0 => return Err(DatasetError::Item { index, error }),
            Err(error) => last = Some(error),
        }
    }
    Err(DatasetError::Item {
        index,
        error: last.expect("at least one draw"),
    })
}

/// What item `index` is asked to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drawn {
    Unique,
    Unsolvable,
    Ambiguous,
}

/// Item `index`'s kind: drawn from the base seed and `index` alone, by a stream of its own
/// (the sizes' and the levels' draws are those of a data set of riddles with one solution).
fn drawn_of(options: &DatasetOptions, index: u64) -> Drawn {
    if !options.mixed() {
        return Drawn::Unique;
    }
    // 53 bits: a number in [0, 1) that a double holds exactly.
    let draw = (mix(options.seed ^ mix(index ^ 0x4B49_4E44_5348_4152)) >> 11) as f64 / (1u64 << 53) as f64;
    if draw < options.unsolvable {
        Drawn::Unsolvable
    } else if draw < options.unsolvable + options.ambiguous {
        Drawn::Ambiguous
    } else {
        Drawn::Unique
    }
}

/// Item `index`'s level among weighted `levels`: drawn from the base seed and `index` alone, by a
/// stream of its own (the sizes' draws are those of a data set of one level).
fn level_of(seed: u64, index: u64, levels: &[(Difficulty, u32)]) -> Result<Difficulty, DatasetError> {
    let total: u64 = levels.iter().map(|&(_, w)| u64::from(w)).sum();
    if total == 0 {
        return Err(DatasetError::Range(
            "levels: the weights add up to 0; give at least one a weight of 1 or more".to_owned(),
        ));
    }
    let mut pick = mix(seed ^ mix(index ^ 0x4C45_5645_4C53_2D31)) % total;
    for &(level, weight) in levels {
        if pick < u64::from(weight) {
            return Ok(level);
        }
        pick -= u64::from(weight);
    }
    unreachable!("pick is below the total of the weights")
}

/// Reads mixed levels as the command line's `--difficulty` takes them: `hard`, `easy,hard`
/// (equal weights) or `easy=1,hard=3` (weights 0 to 1000).
///
/// ```
/// use gridriddle::{dataset::parse_levels, generate::Difficulty};
///
/// assert_eq!(parse_levels("easy=1, hard=3"), Ok(vec![(Difficulty::Easy, 1), (Difficulty::Hard, 3)]));
/// assert_eq!(parse_levels("medium"), Ok(vec![(Difficulty::Medium, 1)]));
/// assert_eq!(parse_levels("easy,easy").unwrap_err(), "level `easy` is given twice");
/// ```
pub fn parse_levels(text: &str) -> Result<Vec<(Difficulty, u32)>, String> {
    let mut out: Vec<(Difficulty, u32)> = Vec::new();
    for part in text.split(',') {
        let (name, weight) = match part.split_once('=') {
            Some((name, weight)) => {
                let weight = weight.trim();
                let parsed = weight.parse::<u32>().ok().filter(|&w| w <= 1000).ok_or_else(|| {
                    format!(
                        "weight `{}` of `{}`: expected a whole number from 0 to 1000",
                        crate::words::shortened(weight),
                        crate::words::shortened(name.trim())
                    )
                })?;
                (name, parsed)
            }
            None => (part, 1),
        };
        let level: Difficulty = name.parse()?;
        if out.iter().any(|&(l, _)| l == level) {
            return Err(format!("level `{level}` is given twice"));
        }
        out.push((level, weight));
    }
    if out.iter().all(|&(_, w)| w == 0) {
        return Err("the weights add up to 0; give at least one a weight of 1 or more".to_owned());
    }
    Ok(out)
}

/// `min..=max` within `1..=limit`.
fn check_range(name: &str, (low, high): (usize, usize), limit: usize) -> Result<(), DatasetError> {
    if low == 0 || high > limit || low > high {
        return Err(DatasetError::Range(format!(
            "{name} {low}..{high}: expected a range of 1 to {limit}, the first at most the last"
        )));
    }
    Ok(())
}

/// SplitMix64's step: a well-mixed 64-bit value of `x`.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What a record of a data set with riddles of several kinds says of its riddle
/// ([`DatasetOptions::mixed`]): `"solvable"`, `"contradiction"`, `"solutionCount"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KindFields {
    /// Whether the riddle has a solution.
    pub solvable: bool,
    /// The number (from 1) of the clue no solution satisfies with the others, for a riddle
    /// with no solution; else `null`.
    pub contradiction: Option<usize>,
    /// How many solutions the riddle has: 0, 1, or more (at most [`AMBIGUOUS_MAX_SOLUTIONS`]).
    pub solution_count: usize,
}

/// An item as ZebraLogic's grid record: `{"id", "size", "puzzle", "solution"}`, the solution
/// `null` for a riddle with none, then [`KindFields`] in a data set of mixed kinds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GridRecord {
    /// The record as ZebraLogic writes it.
    #[serde(flatten)]
    pub record: ZebraLogicHead,
    /// The riddle's header and its solution (one of them, when it has several); `None`
    /// (`null`) when it has none.
    pub solution: Option<ZebraLogicSolution>,
    /// What a record of a data set of mixed kinds says of its riddle.
    #[serde(flatten)]
    pub kind: Option<KindFields>,
}

/// A grid record's first fields: `{"id", "size", "puzzle"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ZebraLogicHead {
    /// The record's id.
    pub id: String,
    /// `houses*attributes`.
    pub size: String,
    /// The puzzle in words.
    pub puzzle: String,
}

impl DatasetItem {
    /// The riddle as written in the item's records: [`DatasetItem::generated`]'s, or for an
    /// item of another [`ItemKind`], the riddle made from it.
    pub fn riddle(&self) -> &Riddle {
        match &self.kind {
            ItemKind::Unique => &self.generated.riddle,
            ItemKind::Unsolvable { riddle, .. } | ItemKind::Ambiguous { riddle, .. } => riddle,
        }
    }

    /// The riddle file of [`DatasetItem::riddle`].
    pub fn file(&self) -> &RiddleFile {
        match &self.kind {
            ItemKind::Unique => &self.generated.file,
            ItemKind::Unsolvable { file, .. } | ItemKind::Ambiguous { file, .. } => file,
        }
    }

    /// What its records say of its kind, in a data set of mixed kinds; `None` otherwise.
    pub fn kind_fields(&self) -> Option<KindFields> {
        let fields = match self.kind {
            ItemKind::Unique => KindFields {
                solvable: true,
                contradiction: None,
                solution_count: 1,
            },
            ItemKind::Unsolvable { contradiction, .. } => KindFields {
                solvable: false,
                contradiction: Some(contradiction),
                solution_count: 0,
            },
            ItemKind::Ambiguous { solutions, .. } => KindFields {
                solvable: true,
                contradiction: None,
                solution_count: solutions,
            },
        };
        self.mixed.then_some(fields)
    }

    /// The item as ZebraLogic's record (its id, the riddle's words, its solution: for a riddle
    /// with no solution, the solution of the riddle it was made from; [`DatasetItem::grid_record`]
    /// writes `null` there).
    pub fn record(&self) -> ZebraLogicRecord {
        record_with_solution(self.riddle(), &self.id, self.generated.solution.clone())
    }

    /// The item's grid record as written: [`DatasetItem::record`], its solution `null` for a
    /// riddle with none, and [`KindFields`] in a data set of mixed kinds.
    pub fn grid_record(&self) -> GridRecord {
        let record = self.record();
        let solvable = !matches!(self.kind, ItemKind::Unsolvable { .. });
        GridRecord {
            record: ZebraLogicHead {
                id: record.id,
                size: record.size,
                puzzle: record.puzzle,
            },
            solution: solvable.then_some(record.solution),
            kind: self.kind_fields(),
        }
    }

    /// The item as one line of JSON, without the line break.
    pub fn line(&self, format: DatasetFormat) -> String {
        let text = match format {
            DatasetFormat::ZebraLogic => serde_json::to_string(&self.grid_record()),
            DatasetFormat::Json => {
                let riddle = self.riddle();
                let solvable = !matches!(self.kind, ItemKind::Unsolvable { .. });
                serde_json::to_string(&JsonLine {
                    id: &self.id,
                    index: self.index,
                    seed: self.generated.seed,
                    rows: riddle.rows(),
                    columns: riddle.columns() - 1,
                    riddle: self.file(),
                    solution: solvable.then_some(&self.generated.solution[..]),
                    rating: &self.generated.rating,
                    kind: self.kind_fields(),
                })
            }
        };
        text.expect("strings and numbers serialise")
    }
}

impl DatasetItem {
    /// The item as [`DatasetItem::line`] writes it, with one more field, `"reasoning"` (for
    /// items of [`ItemKind::Unique`]: of another kind, the reasoning is the riddle's it was made
    /// from, and the command line and Python refuse to write it):
    /// gridriddle's own solution in plain words, one deduction a line, each citing its clues
    /// ([`crate::verify::reasoning`]; `verify` finds every step justified).
    pub fn line_with_reasoning(&self, format: DatasetFormat) -> String {
        self.with_reasoning(vec![self.line(format)]).remove(0)
    }

    /// The item's records (`lines`, each one JSON object: [`DatasetItem::line`], or the
    /// question and prompt records of [`crate::evaluate::questions::record_lines`]), each with
    /// one more field, `"reasoning"`, as [`DatasetItem::line_with_reasoning`] adds it; the
    /// reasoning is made once for all of them.
    ///
    /// The reasoning ends with the answer in the record's own answer form, as its prompt asks
    /// it, so that the reasoning given back as a model's output is read and solved: a grid's
    /// `{"solution": {"House 1": {…}}}`, a question's `{"answer": "…"}`.
    pub fn with_reasoning(&self, mut lines: Vec<String>) -> Vec<String> {
        let steps = crate::verify::reasoning(&self.generated.riddle).join("\n");
        let header = self.generated.riddle.header();
        let houses: serde_json::Map<String, serde_json::Value> = self
            .generated
            .solution
            .iter()
            .enumerate()
            .map(|(r, row)| {
                let cells: serde_json::Map<String, serde_json::Value> = header
                    .iter()
                    .zip(row)
                    .skip(1)
                    .map(|(name, value)| (name.clone(), serde_json::Value::from(value.as_str())))
                    .collect();
                (format!("House {}", r + 1), serde_json::Value::Object(cells))
            })
            .collect();
        let grid = serde_json::json!({ "solution": houses }).to_string();
        for line in &mut lines {
            // A question's answer is its own field (the record read back, as `evaluate` reads it).
            let last = match Record::from_line(line) {
                Ok(Record::Question(question)) => {
                    serde_json::json!({ "answer": question.answer }).to_string()
                }
                _ => grid.clone(),
            };
            let text = format!("{steps}\n\n{last}");
            let field = serde_json::to_string(&text).expect("a string serialises");
            let closed = line.pop();
            debug_assert_eq!(closed, Some('}'), "a line is one JSON object");
            line.push_str(",\"reasoning\":");
            line.push_str(&field);
            line.push('}');
        }
        lines
    }
}

impl DatasetItem {
    /// The item's records (`lines`, each one JSON object), each with one more field,
    /// `"steps"`: the item's reasoning reworded, with mistakes made as models make them, each
    /// step `{"text", "claims", "cites", "label"}` labelled as `verify` judges it
    /// ([`crate::verify::step_labels`], from the item's generator seed: the same bytes whatever
    /// the threads).
    pub fn with_step_labels(&self, mut lines: Vec<String>) -> Vec<String> {
        let steps = crate::verify::step_labels(&self.generated.riddle, self.generated.seed);
        let field = serde_json::to_string(&steps).expect("steps serialise");
        for line in &mut lines {
            let closed = line.pop();
            debug_assert_eq!(closed, Some('}'), "a line is one JSON object");
            line.push_str(",\"steps\":");
            line.push_str(&field);
            line.push('}');
        }
        lines
    }
}

/// An item in the `json` format.
#[derive(Serialize)]
struct JsonLine<'a> {
    id: &'a str,
    index: u64,
    /// The generator's seed: `gridriddle generate --seed` with the size (and the difficulty,
    /// when the data set asks one) gives the riddle again.
    seed: u64,
    rows: usize,
    /// Attribute columns (the House column not counted).
    columns: usize,
    riddle: &'a RiddleFile,
    /// `null` for a riddle with no solution.
    solution: Option<&'a [Vec<String>]>,
    rating: &'a Rating,
    #[serde(flatten)]
    kind: Option<KindFields>,
}

#[cfg(test)]
mod tests;

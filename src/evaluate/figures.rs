//! The report of an evaluation: the figures of a group of outcomes ([`EvaluationFigures`], with the
//! judged reasoning's columns, [`ReasoningFigures`]), overall and by size, ZebraLogic's
//! search-space bucket, level and solvability ([`report`]), and as a table for a terminal
//! ([`EvaluationReport::table`]).

use super::outcome::ItemOutcome;
use crate::verify::Summary;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// The figures' numbers read back through `#[serde(flatten)]`: with serde_json's
/// `arbitrary_precision` (the crate's, for numbers of any length) a flattened field is buffered
/// as serde_json's own number, which only [`serde_json::Number`] reads back; each number of
/// [`EvaluationFigures`] and [`ReasoningFigures`] is read through it.
mod number {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer};

    /// A count.
    pub(super) fn count<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
        let n = serde_json::Number::deserialize(d)?;
        (n.as_u64().and_then(|n| usize::try_from(n).ok()))
            .ok_or_else(|| D::Error::custom(format!("expected a count, found {n}")))
    }

    /// A share or a mean.
    pub(super) fn share<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
        let n = serde_json::Number::deserialize(d)?;
        n.as_f64()
            .ok_or_else(|| D::Error::custom(format!("expected a number, found {n}")))
    }
}

/// A row's reasoning columns read back: none when the row has no `verified`, else each read
/// strictly (serde reads a flattened `Option` as `None` when its fields do not read: a bad
/// count would have been a row without the columns, not an error).
fn reasoning_columns<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<ReasoningFigures>, D::Error> {
    use serde::de::Error;
    let row = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
    if !row.contains_key("verified") {
        return Ok(None);
    }
    ReasoningFigures::deserialize(serde_json::Value::Object(row))
        .map(Some)
        .map_err(D::Error::custom)
}

/// The columns the judged reasoning adds to a row: the counts of [`Summary`] over the answers
/// judged, and their mean process score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ReasoningFigures {
    /// Answers whose reasoning was judged.
    #[serde(deserialize_with = "number::count")]
    pub verified: usize,
    /// Their steps.
    #[serde(deserialize_with = "number::count")]
    pub steps: usize,
    /// Claims read, over all their steps.
    #[serde(deserialize_with = "number::count")]
    pub claims: usize,
    /// Steps justified.
    #[serde(deserialize_with = "number::count")]
    pub justified: usize,
    /// Steps that are leaps.
    #[serde(deserialize_with = "number::count")]
    pub leaps: usize,
    /// Steps with a false claim.
    #[serde(deserialize_with = "number::count")]
    pub r#false: usize,
    /// Steps with no claim read (`unread` of a row is the answers that could not be read).
    #[serde(deserialize_with = "number::count")]
    pub unread_steps: usize,
    /// Steps a search could not tell within its budget.
    #[serde(deserialize_with = "number::count")]
    pub undecided: usize,
    /// Answers with at least one false step: ProcessBench's task answered "the earliest wrong
    /// step is step k" (each answer's `firstFalse`, in `--details`).
    #[serde(deserialize_with = "number::count")]
    pub with_false: usize,
    /// Answers whose reasoning holds no false step: ProcessBench's "none".
    #[serde(deserialize_with = "number::count")]
    pub no_false: usize,
    /// Solved answers whose reasoning was judged.
    #[serde(deserialize_with = "number::count")]
    pub solved_judged: usize,
    /// Of those, the answers that hold a false step (right for a wrong reason).
    #[serde(deserialize_with = "number::count")]
    pub solved_with_false: usize,
    /// `solvedWithFalse / solvedJudged` (0 when none was solved).
    #[serde(deserialize_with = "number::share")]
    pub solved_with_false_share: f64,
    /// Answers judged with no claim read (no reasoning): left out of the process score.
    #[serde(deserialize_with = "number::count")]
    pub without_reasoning: usize,
    /// The mean of the process scores (justified read steps / read steps) of the answers with
    /// at least one claim read.
    #[serde(deserialize_with = "number::share")]
    pub process_score: f64,
}

/// The figures of a group of records.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct EvaluationFigures {
    /// Records (a question is one).
    #[serde(deserialize_with = "number::count")]
    pub puzzles: usize,
    /// Solved.
    #[serde(deserialize_with = "number::count")]
    pub solved: usize,
    /// Unread: an answer given that could not be read.
    #[serde(deserialize_with = "number::count")]
    pub unread: usize,
    /// Missing: no answer given.
    #[serde(deserialize_with = "number::count")]
    pub missing: usize,
    /// `solved / puzzles` (over all records, the missing and unread ones counted as not solved).
    #[serde(deserialize_with = "number::share")]
    pub puzzle_accuracy: f64,
    /// Answers given / records.
    #[serde(deserialize_with = "number::share")]
    pub coverage: f64,
    /// Right cells over all cells of all records (an unread record's cells count as wrong).
    #[serde(deserialize_with = "number::share")]
    pub cell_accuracy: f64,
    /// The judged reasoning's columns, when some answer of the row was judged.
    #[serde(
        flatten,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "reasoning_columns"
    )]
    pub reasoning: Option<ReasoningFigures>,
}

/// A row of a breakdown: its key (`size`, `bucket` or `level`) and its figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KeyedRow<K: Serialize> {
    /// What the row groups.
    #[serde(flatten)]
    pub key: K,
    /// Its figures.
    #[serde(flatten)]
    pub row: EvaluationFigures,
}

/// The `size` of a row: `"5*6"` (houses × attributes, as records write it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct SizeKey {
    /// `rows*columns`.
    pub size: String,
}

/// The `bucket` of a row: ZebraLogic's by search space `(rows!)^columns`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct BucketKey {
    /// `small` (< 10^3), `medium` (< 10^6), `large` (< 10^10), `x-large`.
    #[cfg_attr(
        target_arch = "wasm32",
        tsify(type = "\"small\" | \"medium\" | \"large\" | \"x-large\"")
    )]
    pub bucket: String,
}

/// The `level` of a row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct LevelKey {
    /// The level, `null` for records without one.
    pub level: Option<String>,
}

/// The report: `{"overall", "bySize", "byBucket", "byLevel"}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct EvaluationReport {
    /// Every record.
    pub overall: EvaluationFigures,
    /// By size, smallest first.
    // A row is its key's fields and the figures' (a generic `KeyedRow<K>` would declare an
    // interface extending a type parameter, which TypeScript refuses).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "(SizeKey & EvaluationFigures)[]"))]
    pub by_size: Vec<KeyedRow<SizeKey>>,
    /// By search-space bucket, smallest first (buckets with records only).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "(BucketKey & EvaluationFigures)[]"))]
    pub by_bucket: Vec<KeyedRow<BucketKey>>,
    /// By level, easiest first; records without a level last.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "(LevelKey & EvaluationFigures)[]"))]
    pub by_level: Vec<KeyedRow<LevelKey>>,
    /// The records whose riddle has a solution, then those whose riddle has none (records that
    /// say `"solvable": false`), each group present when it has records: only when some record
    /// has no solution or some answer claims there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub by_solvable: Vec<SolvableRow>,
    /// The ten commonest reasons answers were unread (numbers written `N`, quotes `"…"`), the
    /// commonest first, with their counts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub unread_reasons: Vec<ReasonCount>,
}

/// A row of [`EvaluationReport::by_solvable`]: the riddles with a solution, or those without.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct SolvableRow {
    /// Whether the row's riddles have a solution.
    pub solvable: bool,
    /// Its figures.
    #[serde(flatten)]
    // Named, not derived as a base: the figures are an intersection, which an interface cannot
    // extend; the row is declared as its fields and the figures'.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "EvaluationFigures"))]
    pub row: EvaluationFigures,
    /// The answers that say the riddle has no solution: wrong claims in the row of riddles
    /// with a solution, right answers in the other.
    pub no_solution_claims: usize,
    /// `noSolutionClaims / puzzles`: in the row of riddles with a solution, how often the
    /// model claims wrongly that there is none.
    pub no_solution_claim_share: f64,
}

/// A reason answers were unread, and how many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ReasonCount {
    /// The reason, its numbers written `N` and its quotes `"…"`.
    pub reason: String,
    /// The answers unread for it.
    pub count: usize,
}

/// The reasons listed in the report.
pub const UNREAD_REASONS: usize = 10;

/// A reason as grouped: each run of digits `N`, each quoted text `"…"`.
fn reason_kind(reason: &str) -> String {
    let mut out = String::with_capacity(reason.len());
    let mut quoted = false;
    let mut digits = false;
    for c in reason.chars() {
        if c == '"' {
            if !quoted {
                out.push_str("\"…\"");
            }
            quoted = !quoted;
            continue;
        }
        if quoted {
            continue;
        }
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
            continue;
        }
        digits = false;
        out.push(c);
    }
    out
}

/// The [`UNREAD_REASONS`] commonest reasons of `outcomes`' unread answers.
fn unread_reasons(outcomes: &[ItemOutcome]) -> Vec<ReasonCount> {
    let mut counts: HashMap<String, usize> = HashMap::new();
    for reason in outcomes.iter().filter_map(|o| o.unread.as_deref()) {
        *counts.entry(reason_kind(reason)).or_default() += 1;
    }
    let mut list: Vec<ReasonCount> = counts
        .into_iter()
        .map(|(reason, count)| ReasonCount { reason, count })
        .collect();
    list.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    list.truncate(UNREAD_REASONS);
    list
}

/// ZebraLogic's buckets, by `log10` of the search space, and their names.
pub const BUCKETS: [(f64, &str); 4] = [
    (3.0, "small"),
    (6.0, "medium"),
    (10.0, "large"),
    (f64::INFINITY, "x-large"),
];

/// The bucket of a riddle of `rows` houses and `columns` attributes: its search space
/// `(rows!)^columns` against 10^3, 10^6 and 10^10.
pub fn bucket(rows: usize, columns: usize) -> &'static str {
    // Past 10^10 the sum need not go on: bounded, whatever `rows`.
    let log = columns as f64
        * (1..=rows.min(crate::riddle::MAX_ROWS + 1))
            .map(|k| (k as f64).log10())
            .sum::<f64>();
    BUCKETS
        .iter()
        .find(|&&(limit, _)| log < limit - 1e-9)
        .map_or("x-large", |&(_, name)| name)
}

/// The figures of some outcomes.
fn row<'a>(outcomes: impl Iterator<Item = &'a ItemOutcome> + Clone) -> EvaluationFigures {
    let (mut puzzles, mut solved, mut unread, mut missing, mut cells, mut correct) = (0, 0, 0, 0, 0, 0);
    let reasoning = reasoning_row(
        outcomes
            .clone()
            .filter_map(|o| Some((o.reasoning.as_ref()?, o.solved))),
    );
    for o in outcomes {
        puzzles += 1;
        solved += usize::from(o.solved);
        unread += usize::from(o.unread.is_some());
        missing += usize::from(o.missing);
        cells += o.cells;
        correct += o.correct;
    }
    let share = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    EvaluationFigures {
        puzzles,
        solved,
        unread,
        missing,
        puzzle_accuracy: share(solved, puzzles),
        coverage: share(puzzles - missing, puzzles),
        cell_accuracy: share(correct, cells),
        reasoning,
    }
}

/// The reasoning columns of some judged answers; none when none was judged.
fn reasoning_row<'a>(summaries: impl Iterator<Item = (&'a Summary, bool)>) -> Option<ReasoningFigures> {
    let mut row = ReasoningFigures {
        verified: 0,
        steps: 0,
        claims: 0,
        justified: 0,
        leaps: 0,
        r#false: 0,
        unread_steps: 0,
        undecided: 0,
        with_false: 0,
        no_false: 0,
        solved_judged: 0,
        solved_with_false: 0,
        solved_with_false_share: 0.0,
        without_reasoning: 0,
        process_score: 0.0,
    };
    let mut scores = 0.0;
    for (s, solved) in summaries {
        // Every count of a summary named, so that a new verdict's count is given a column here
        // (or said to have none) when the compiler asks.
        let Summary {
            steps,
            claims,
            justified,
            leaps,
            leap_dependent: _,
            r#false,
            unread,
            undecided,
            first_false: _,
            first_leap: _,
            process_score,
        } = *s;
        row.verified += 1;
        row.steps += steps;
        row.claims += claims;
        row.justified += justified;
        row.leaps += leaps;
        row.r#false += r#false;
        row.unread_steps += unread;
        row.undecided += undecided;
        row.with_false += usize::from(r#false > 0);
        row.no_false += usize::from(r#false == 0);
        row.solved_judged += usize::from(solved);
        row.solved_with_false += usize::from(solved && r#false > 0);
        if claims == 0 {
            row.without_reasoning += 1;
        } else {
            scores += process_score;
        }
    }
    let read = row.verified - row.without_reasoning;
    (row.verified > 0).then(|| ReasoningFigures {
        process_score: if read == 0 { 0.0 } else { scores / read as f64 },
        solved_with_false_share: if row.solved_judged == 0 {
            0.0
        } else {
            row.solved_with_false as f64 / row.solved_judged as f64
        },
        ..row
    })
}

/// The place of a level in the report: the four levels in order, others after by name, none last.
fn level_order(level: &Option<String>) -> (usize, String) {
    match level {
        Some(name) => {
            let known = ["easy", "medium", "hard", "expert"]
                .iter()
                .position(|l| l == name);
            (known.unwrap_or(4), name.clone())
        }
        None => (5, String::new()),
    }
}

/// A level and its outcomes.
type LevelGroup<'a> = (Option<String>, Vec<&'a ItemOutcome>);

/// The report of `outcomes`.
pub fn report(outcomes: &[ItemOutcome]) -> EvaluationReport {
    let mut sizes: BTreeMap<(usize, usize), Vec<&ItemOutcome>> = BTreeMap::new();
    let mut buckets: BTreeMap<usize, Vec<&ItemOutcome>> = BTreeMap::new();
    let mut levels: BTreeMap<(usize, String), LevelGroup<'_>> = BTreeMap::new();
    for o in outcomes {
        sizes.entry(o.size).or_default().push(o);
        let b = bucket(o.size.0, o.size.1);
        let index = BUCKETS
            .iter()
            .position(|&(_, name)| name == b)
            .unwrap_or(BUCKETS.len());
        buckets.entry(index).or_default().push(o);
        levels
            .entry(level_order(&o.level))
            .or_insert_with(|| (o.level.clone(), Vec::new()))
            .1
            .push(o);
    }
    EvaluationReport {
        overall: row(outcomes.iter()),
        by_size: sizes
            .into_iter()
            .map(|((r, c), group)| KeyedRow {
                key: SizeKey {
                    size: format!("{r}*{c}"),
                },
                row: row(group.into_iter()),
            })
            .collect(),
        by_bucket: buckets
            .into_iter()
            .map(|(index, group)| KeyedRow {
                key: BucketKey {
                    bucket: BUCKETS.get(index).map_or("x-large", |&(_, name)| name).to_owned(),
                },
                row: row(group.into_iter()),
            })
            .collect(),
        by_level: levels
            .into_values()
            .map(|(level, group)| KeyedRow {
                key: LevelKey { level },
                row: row(group.into_iter()),
            })
            .collect(),
        by_solvable: by_solvable(outcomes),
        unread_reasons: unread_reasons(outcomes),
    }
}

/// The rows of riddles with a solution and without, when some record has none or some answer
/// claims there is none; else none.
fn by_solvable(outcomes: &[ItemOutcome]) -> Vec<SolvableRow> {
    if outcomes.iter().all(|o| o.solvable && !o.claims_no_solution) {
        return Vec::new();
    }
    [true, false]
        .into_iter()
        .filter_map(|solvable| {
            let group: Vec<&ItemOutcome> = outcomes.iter().filter(|o| o.solvable == solvable).collect();
            if group.is_empty() {
                return None;
            }
            let claims = group.iter().filter(|o| o.claims_no_solution).count();
            Some(SolvableRow {
                solvable,
                no_solution_claims: claims,
                no_solution_claim_share: claims as f64 / group.len() as f64,
                row: row(group.into_iter()),
            })
        })
        .collect()
}

impl EvaluationReport {
    /// The report as a table for a terminal: one line per group, overall first; with the
    /// judged reasoning's columns (answers judged, their mean process score, leaps and false
    /// steps) when some answer was judged.
    pub fn table(&self) -> String {
        let judged = self.overall.reasoning.is_some();
        let mut head = [
            "",
            "puzzles",
            "solved",
            "unread",
            "missing",
            "coverage",
            "puzzle acc.",
            "cell acc.",
        ]
        .to_vec();
        if judged {
            head.extend(["judged", "process", "no reasoning", "leaps", "false"]);
        }
        let mut lines: Vec<Vec<String>> = vec![head.into_iter().map(str::to_owned).collect()];
        let mut add = |name: String, row: &EvaluationFigures| {
            let mut line = vec![
                name,
                row.puzzles.to_string(),
                row.solved.to_string(),
                row.unread.to_string(),
                row.missing.to_string(),
                format!("{:.1} %", 100.0 * row.coverage),
                format!("{:.1} %", 100.0 * row.puzzle_accuracy),
                format!("{:.1} %", 100.0 * row.cell_accuracy),
            ];
            if judged {
                match &row.reasoning {
                    Some(r) => line.extend([
                        r.verified.to_string(),
                        format!("{:.1} %", 100.0 * r.process_score),
                        r.without_reasoning.to_string(),
                        r.leaps.to_string(),
                        r.r#false.to_string(),
                    ]),
                    None => line.extend(["0", "-", "-", "-", "-"].map(str::to_owned)),
                }
            }
            lines.push(line);
        };
        add("overall".to_owned(), &self.overall);
        for r in &self.by_size {
            add(format!("size {}", r.key.size), &r.row);
        }
        for r in &self.by_bucket {
            add(format!("bucket {}", r.key.bucket), &r.row);
        }
        for r in &self.by_level {
            add(
                format!("level {}", r.key.level.as_deref().unwrap_or("none")),
                &r.row,
            );
        }
        for r in &self.by_solvable {
            let name = if r.solvable { "solvable" } else { "unsolvable" };
            add(name.to_owned(), &r.row);
        }
        let columns = lines[0].len();
        let widths: Vec<usize> = (0..columns)
            .map(|k| lines.iter().map(|l| l[k].chars().count()).max().unwrap_or(0))
            .collect();
        let mut out = String::new();
        for line in &lines {
            let mut text = format!("{:<w$}", line[0], w = widths[0]);
            for k in 1..columns {
                text.push_str(&format!("  {:>w$}", line[k], w = widths[k]));
            }
            out.push_str(text.trim_end());
            out.push('\n');
        }
        if let Some(r) = self.by_solvable.iter().find(|r| r.solvable) {
            out.push_str(&format!(
                "\n\"no solution\" claimed for {} of {} riddles with a solution ({:.1} %)\n",
                r.no_solution_claims,
                r.row.puzzles,
                100.0 * r.no_solution_claim_share
            ));
        }
        if !self.unread_reasons.is_empty() {
            out.push_str("\nunread, the commonest reasons:\n");
            let width = self
                .unread_reasons
                .iter()
                .map(|r| r.count.to_string().len())
                .max()
                .unwrap_or(1);
            for r in &self.unread_reasons {
                out.push_str(&format!("{:>width$}  {}\n", r.count, r.reason));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_follow_zebralogics_search_space() {
        // (2!)^2 = 4, (3!)^3 = 216, (4!)^4 = 331776, (5!)^4 ≈ 2.1e8, (5!)^5 ≈ 2.5e10.
        assert_eq!(bucket(2, 2), "small");
        assert_eq!(bucket(3, 3), "small");
        assert_eq!(bucket(4, 4), "medium");
        assert_eq!(bucket(5, 4), "large");
        assert_eq!(bucket(5, 5), "x-large");
        // 10^3 exactly is not below 10^3: (10!)^... no; (3!)^4 = 1296 is medium.
        assert_eq!(bucket(3, 4), "medium");
        assert_eq!(bucket(1, 6), "small");
    }
}

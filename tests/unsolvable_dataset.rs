//! Data sets with riddles of no solution and of several (`dataset --unsolvable`, `--ambiguous`,
//! issue 51), end to end: the records as written, checked by a brute force written here (every
//! permutation of every column, the hints read from the format's definition: an option is a
//! block of rows that fits the solution at some offset, a hint holds when one of its options
//! fits), not by the library's solver; their grading by `evaluate`; and the command's bad input.

use gridriddle::dataset::{dataset_item, DatasetFormat, DatasetOptions, ItemKind};
use gridriddle::evaluate::questions::{record_lines, RecordMode, RecordOptions};
use gridriddle::evaluate::report::{evaluate, evaluate_with, EvaluateOptions};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

/// A riddle file as this test reads it (docs/riddle-format.md), apart from the library's reader.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
struct RiddleFile {
    header: Vec<String>,
    start_matrix: Vec<Vec<String>>,
    /// hint → option → row → cell (`""` blank).
    hints: Vec<Vec<Vec<Vec<String>>>>,
    domains: Option<BTreeMap<String, Vec<String>>>,
    hint_texts: Option<Vec<String>>,
}

/// A solution: the names of each row's cells.
type Grid = Vec<Vec<String>>;

/// Every solution of `file` (at most `limit`), by trying every permutation of each column's
/// values, column by column, each hint checked once every column it names is filled.
fn brute_force(file: &RiddleFile, limit: usize) -> Vec<Grid> {
    let m = file.start_matrix.len();
    let n = file.header.len();
    let domains = file.domains.clone().unwrap_or_default();
    let given: Vec<bool> = (0..n)
        .map(|c| file.start_matrix.iter().all(|row| !row[c].is_empty()))
        .collect();
    let values: Vec<Vec<String>> = (0..n)
        .map(|c| match given[c] {
            true => file.start_matrix.iter().map(|row| row[c].clone()).collect(),
            false => domains[&file.header[c]].clone(),
        })
        .collect();
    for (c, column) in values.iter().enumerate() {
        assert_eq!(column.len(), m, "column {c}: as many values as rows");
    }
    // The last column each hint names: it is checked once that column is filled.
    let last: Vec<usize> = (file.hints.iter())
        .map(|hint| {
            (hint.iter().flatten())
                .flat_map(|row| (0..n).filter(|&c| !row[c].is_empty()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut grid = vec![vec![String::new(); n]; m];
    let mut out = Vec::new();
    fill(file, &values, &given, &last, 0, &mut grid, &mut out, limit);
    out
}

/// Whether `option` (rows of cells, blank `""`) fits `grid` at some offset.
fn fits(option: &[Vec<String>], grid: &Grid) -> bool {
    (0..=grid.len().saturating_sub(option.len())).any(|d| {
        (option.iter().enumerate())
            .all(|(j, row)| (row.iter().enumerate()).all(|(c, v)| v.is_empty() || grid[d + j][c] == *v))
    })
}

#[allow(clippy::too_many_arguments)]
fn fill(
    file: &RiddleFile,
    values: &[Vec<String>],
    given: &[bool],
    last: &[usize],
    c: usize,
    grid: &mut Grid,
    out: &mut Vec<Grid>,
    limit: usize,
) {
    if out.len() >= limit {
        return;
    }
    if c == values.len() {
        out.push(grid.clone());
        return;
    }
    let m = grid.len();
    let mut order: Vec<usize> = (0..m).collect();
    loop {
        for r in 0..m {
            grid[r][c] = values[c][if given[c] { r } else { order[r] }].clone();
        }
        let holds = (file.hints.iter().zip(last))
            .filter(|&(_, &l)| l == c)
            .all(|(hint, _)| hint.iter().any(|option| fits(option, grid)));
        if holds {
            fill(file, values, given, last, c + 1, grid, out, limit);
        }
        if given[c] || !next_permutation(&mut order) {
            break;
        }
    }
}

/// The next permutation in lexicographic order; false after the last.
fn next_permutation(p: &mut [usize]) -> bool {
    let Some(i) = (0..p.len().saturating_sub(1)).rev().find(|&i| p[i] < p[i + 1]) else {
        return false;
    };
    let j = (i + 1..p.len()).rev().find(|&j| p[j] > p[i]).expect("one larger");
    p.swap(i, j);
    p[i + 1..].reverse();
    true
}

/// Whether two sentences are one with a word changed ("… house 3." and "… house 2.").
fn one_word_apart(a: &str, b: &str) -> bool {
    let (wa, wb): (Vec<&str>, Vec<&str>) = (a.split_whitespace().collect(), b.split_whitespace().collect());
    wa.len() == wb.len() && wa.iter().zip(&wb).filter(|(x, y)| x != y).count() <= 1
}

fn json(line: &str) -> Value {
    serde_json::from_str(line).unwrap()
}

fn options(unsolvable: f64, ambiguous: f64, seed: u64) -> DatasetOptions {
    DatasetOptions {
        seed,
        rows: (2, 4),
        columns: (2, 3),
        unsolvable,
        ambiguous,
        ..DatasetOptions::default()
    }
}

#[test]
fn brute_force_counts_a_hand_checked_riddle() {
    // Two houses, pets cat and dog: "the cat is in house 1" leaves one; no hint leaves two; the
    // cat in house 1 and in house 2 leaves none.
    let riddle = |hints: &str| -> RiddleFile {
        serde_json::from_str(&format!(
            r#"{{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
                "domains": {{"Pet": ["cat", "dog"]}}, "hints": [{hints}]}}"#
        ))
        .unwrap()
    };
    assert_eq!(
        brute_force(&riddle(r#"[[["1", "cat"]]]"#), 10),
        [[["1", "cat"], ["2", "dog"]]]
    );
    assert_eq!(brute_force(&riddle(r#"[[["", "cat"]]]"#), 10).len(), 2);
    assert_eq!(
        brute_force(&riddle(r#"[[["1", "cat"]]], [[["2", "cat"]]]"#), 10).len(),
        0
    );
}

#[test]
fn every_unsolvable_record_has_no_solution_and_one_without_its_contradiction() {
    let (mut unsolvable, mut unique) = (0, 0);
    for seed in 0..2 {
        let options = options(0.5, 0.0, seed);
        for i in 0..30 {
            let item = dataset_item(&options, i).unwrap();
            let line = json(&item.line(DatasetFormat::Json));
            let grid = json(&item.line(DatasetFormat::ZebraLogic));
            let file: RiddleFile = serde_json::from_value(line["riddle"].clone()).unwrap();
            let what = format!("seed {seed} item {i}");
            // Every record of the data set says its kind, whatever it is.
            for record in [&line, &grid] {
                for key in ["solvable", "contradiction", "solutionCount"] {
                    assert!(record.get(key).is_some(), "{what}: {key}");
                }
            }
            let ItemKind::Unsolvable { contradiction, .. } = item.kind else {
                assert_eq!(item.kind, ItemKind::Unique);
                assert_eq!(
                    (&line["solvable"], &line["solutionCount"]),
                    (&Value::Bool(true), &1.into())
                );
                assert_eq!(line["contradiction"], Value::Null);
                assert_eq!(
                    brute_force(&file, 2),
                    [line["solution"].clone()].map(|s| { serde_json::from_value::<Grid>(s).unwrap() })
                );
                unique += 1;
                continue;
            };
            unsolvable += 1;
            for record in [&line, &grid] {
                assert_eq!(record["solvable"], false, "{what}");
                assert_eq!(record["solution"], Value::Null, "{what}");
                assert_eq!(record["contradiction"], contradiction, "{what}");
                assert_eq!(record["solutionCount"], 0, "{what}");
            }
            // No solution at all.
            assert!(brute_force(&file, 1).is_empty(), "{what}");
            // Without clue k: exactly one, the riddle it was made from.
            let k = contradiction - 1;
            let mut rest = file.clone();
            rest.hints.remove(k);
            assert_eq!(
                brute_force(&rest, 2),
                std::slice::from_ref(&item.generated.solution),
                "{what}"
            );
            // Worded like the others, in the puzzle at its number, not one of them with a
            // value changed, and with each other clue alone it has a solution.
            let texts = file.hint_texts.as_ref().unwrap();
            let clue = &texts[k];
            let puzzle = grid["puzzle"].as_str().unwrap();
            assert!(
                puzzle.contains(&format!("{contradiction}. {clue}")),
                "{what}: {puzzle}"
            );
            for (h, other) in texts.iter().enumerate().filter(|&(h, _)| h != k) {
                assert!(!one_word_apart(clue, other), "{what}: {clue} / {other}");
                let mut pair = file.clone();
                pair.hints = vec![file.hints[k].clone(), file.hints[h].clone()];
                assert_eq!(brute_force(&pair, 1).len(), 1, "{what}: {clue} / {other} alone");
            }
        }
    }
    // A share of 0.5 of 60 items: about 30 (3 standard deviations: ±12).
    assert!(
        (18..=42).contains(&unsolvable),
        "{unsolvable} of {}",
        unsolvable + unique
    );
}

#[test]
fn every_ambiguous_record_has_as_many_solutions_as_it_says_and_any_one_is_right() {
    let options = options(0.0, 0.6, 3);
    let mut several = 0;
    for i in 0..25 {
        let item = dataset_item(&options, i).unwrap();
        let line = json(&item.line(DatasetFormat::Json));
        let file: RiddleFile = serde_json::from_value(line["riddle"].clone()).unwrap();
        let count = line["solutionCount"].as_u64().unwrap() as usize;
        assert_eq!(line["solvable"], true);
        let solutions = brute_force(&file, 100);
        assert_eq!(solutions.len(), count, "item {i}");
        let stored: Grid = serde_json::from_value(line["solution"].clone()).unwrap();
        assert!(solutions.contains(&stored), "item {i}");
        if count < 2 {
            continue;
        }
        several += 1;
        assert!(matches!(item.kind, ItemKind::Ambiguous { solutions, .. } if solutions == count));
        assert!(count <= gridriddle::dataset::AMBIGUOUS_MAX_SOLUTIONS);
        // Every solution, the stored one or another, is graded solved; the record says so.
        let answers: Vec<String> = solutions
            .iter()
            .map(|s| {
                let rows: Vec<String> = s
                    .iter()
                    .map(|r| format!("House {}: {}", r[0], r[1..].join(", ")))
                    .collect();
                serde_json::json!({"id": item.id, "output": rows.join("\n")}).to_string()
            })
            .collect();
        for answer in &answers {
            let e = evaluate(&line.to_string(), answer);
            assert_eq!(e.report.overall.solved, 1, "item {i}: {answer}");
        }
    }
    assert!(several >= 8, "{several}");
}

/// Records of `format` for items `0..count`, with the prompt and the level.
fn records(options: &DatasetOptions, mode: Option<RecordMode>, count: u64) -> Vec<String> {
    (0..count)
        .flat_map(|i| {
            let item = dataset_item(options, i).unwrap();
            match mode {
                Some(mode) => record_lines(
                    &item,
                    &RecordOptions {
                        mode,
                        prompt: true,
                        level: true,
                    },
                ),
                None => vec![item.line(DatasetFormat::Json)],
            }
        })
        .collect()
}

#[test]
fn no_solution_everywhere_solves_every_unsolvable_record_and_is_wrong_on_every_other() {
    let options = options(0.4, 0.0, 5);
    for mode in [Some(RecordMode::Grid), Some(RecordMode::Questions(2)), None] {
        let lines = records(&options, mode, 24);
        let unsolvable = lines.iter().filter(|l| json(l)["solvable"] == false).count();
        assert!(unsolvable > 0 && unsolvable < lines.len(), "{mode:?}");
        for (k, answer) in [
            r#"{"solvable": false}"#,
            "After checking every clue: there is no solution.",
            "The clues contradict each other.",
            "Final answer: the puzzle is unsolvable.",
            "I checked every clue.\n\n**No solution.**",
        ]
        .iter()
        .enumerate()
        {
            // A question's answer is one of its choices: "no solution" (the prompt says so).
            let answer = match mode {
                Some(RecordMode::Questions(_)) if k > 0 => "Answer: no solution",
                _ => answer,
            };
            let answers: Vec<String> = (lines.iter())
                .map(|l| serde_json::json!({"id": json(l)["id"], "output": answer}).to_string())
                .collect();
            let e = evaluate_with(
                &lines.join("\n"),
                &answers.join("\n"),
                &EvaluateOptions {
                    details: true,
                    ..EvaluateOptions::default()
                },
            );
            assert_eq!(e.problems, [], "{mode:?}");
            let [solvable, none] = &e.report.by_solvable[..] else {
                panic!("{mode:?}: {:?}", e.report.by_solvable);
            };
            // The unsolvable part: 100 %, no wrong grade.
            assert!(!none.solvable);
            assert_eq!(
                (none.row.puzzles, none.row.solved),
                (unsolvable, unsolvable),
                "{mode:?} {answer}"
            );
            assert_eq!(
                (none.row.puzzle_accuracy, none.no_solution_claims),
                (1.0, unsolvable)
            );
            // The solvable part: every answer wrong, and counted as a false claim.
            assert!(solvable.solvable);
            let others = lines.len() - unsolvable;
            assert_eq!(
                (solvable.row.puzzles, solvable.row.solved),
                (others, 0),
                "{mode:?}"
            );
            assert_eq!(
                (solvable.no_solution_claims, solvable.no_solution_claim_share),
                (others, 1.0)
            );
            for o in &e.outcomes {
                assert!(o.claims_no_solution, "{mode:?}: {}", o.id);
                let details = o.details();
                match o.solvable {
                    true => {
                        assert_eq!(details["status"], "wrong");
                        assert_eq!(
                            details["reason"],
                            "the answer says there is no solution, but the riddle has one"
                        );
                        assert_eq!(details["noSolutionClaim"], true);
                    }
                    false => {
                        assert_eq!(details["status"], "solved");
                        assert_eq!(details["solvable"], false);
                    }
                }
            }
            let table = e.report.table();
            assert!(
                table.contains(&format!(
                    "\"no solution\" claimed for {others} of {others} riddles with a solution (100.0 %)"
                )),
                "{table}"
            );
        }
    }
}

#[test]
fn a_grid_given_for_a_riddle_with_no_solution_is_wrong_and_the_right_grids_solve_the_others() {
    let options = options(0.4, 0.0, 6);
    let lines = records(&options, Some(RecordMode::Grid), 20);
    let answers: Vec<String> = (0..20)
        .map(|i| {
            // The answer's shape the prompt asks: {"solution": {"House 1": {…}, …}}. (Without
            // the riddle at hand, a ZebraLogic record with no solution reads an answer of JSON
            // or words; house lines or a table need the riddle's columns and are unread.)
            let item = dataset_item(&options, i).unwrap();
            let header = item.generated.riddle.header();
            let houses: serde_json::Map<String, Value> = (item.generated.solution.iter())
                .map(|r| {
                    let cells: serde_json::Map<String, Value> = (header.iter().zip(r).skip(1))
                        .map(|(h, v)| (h.clone(), v.as_str().into()))
                        .collect();
                    (format!("House {}", r[0]), Value::Object(cells))
                })
                .collect();
            let output = format!("Done.\n{}", serde_json::json!({"solution": houses}));
            serde_json::json!({"id": item.id, "output": output}).to_string()
        })
        .collect();
    let e = evaluate(&lines.join("\n"), &answers.join("\n"));
    let [solvable, none] = &e.report.by_solvable[..] else {
        panic!("{:?}", e.report.by_solvable);
    };
    assert_eq!(solvable.row.puzzle_accuracy, 1.0);
    assert_eq!(solvable.no_solution_claims, 0);
    assert_eq!((none.row.solved, none.no_solution_claims), (0, 0));
    assert!(none.row.puzzles > 0);
    for o in e.outcomes.iter().filter(|o| !o.solvable) {
        assert_eq!(
            o.reason.as_deref(),
            Some("the riddle has no solution, the answer gives one")
        );
    }
}

#[test]
fn prompts_say_how_to_answer_no_solution_only_when_the_data_set_may_have_such_riddles() {
    let grid = Some(RecordMode::Grid);
    let question = Some(RecordMode::Questions(3));
    for mode in [grid, question] {
        let with = records(&options(0.3, 0.0, 2), mode, 8);
        for line in &with {
            let record = json(line);
            let prompt = record["prompt"].as_str().unwrap();
            match mode == grid {
                true => assert!(prompt.ends_with("instead:\n\n{\"solvable\": false}"), "{prompt}"),
                false => {
                    assert!(
                        prompt.ends_with("the answer is the choice \"no solution\"."),
                        "{prompt}"
                    );
                    let choices = record["choices"].as_array().unwrap();
                    assert_eq!(choices.last().unwrap(), "no solution");
                    if record["solvable"] == false {
                        assert_eq!(record["answer"], "no solution");
                    }
                }
            }
        }
        // Without the share: the records of earlier versions, byte for byte (no new field,
        // no new line in the prompt).
        let plain = records(&options(0.0, 0.0, 2), mode, 8);
        for line in &plain {
            assert!(
                !line.contains("solvable") && !line.contains("no solution"),
                "{line}"
            );
        }
        let old = DatasetOptions {
            rows: (2, 4),
            columns: (2, 3),
            seed: 2,
            ..DatasetOptions::default()
        };
        assert_eq!(plain, records(&old, mode, 8));
    }
}

/// `gridriddle dataset ARGS` in `dir`: its exit status and standard error.
fn dataset_command(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String, Vec<u8>) {
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .current_dir(dir)
        .arg("dataset")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.stdout,
    )
}

#[test]
fn bad_shares_and_paths_are_refused_with_nothing_written() {
    let dir = std::env::temp_dir().join(format!("gridriddle-unsolvable-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = |dir: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    for (args, message) in [
        (
            &["--unsolvable", "2"][..],
            "expected a share from 0 to 1, found `2`",
        ),
        (
            &["--unsolvable", "nan"],
            "expected a share from 0 to 1, found `nan`",
        ),
        (
            &["--unsolvable", "-0.1"],
            "expected a share from 0 to 1, found `-0.1`",
        ),
        (
            &["--unsolvable", "inf"],
            "expected a share from 0 to 1, found `inf`",
        ),
        (
            &["--ambiguous", "half"],
            "expected a share from 0 to 1, found `half`",
        ),
        (
            &["--unsolvable", "0.6", "--ambiguous", "0.5", "--format", "json"],
            "add up to more than 1",
        ),
        (&["--ambiguous", "0.5"], "--ambiguous is for --format json"),
        (
            &["--ambiguous", "0.5", "--format", "zebralogic-mc"],
            "--ambiguous is for --format json",
        ),
        (
            &["--unsolvable", "0.5", "--reasoning"],
            "--reasoning and --step-labels are for riddles with one solution",
        ),
        (
            &["--unsolvable", "0.5", "--step-labels"],
            "--reasoning and --step-labels are for riddles with one solution",
        ),
    ] {
        for out in ["records.jsonl", "records.parquet"] {
            let mut all = vec!["--count", "3", "--out", out];
            all.extend_from_slice(args);
            let (code, stderr, stdout) = dataset_command(&dir, &all);
            assert_eq!(code, Some(2), "{all:?}: {stderr}");
            assert!(stderr.contains(message), "{all:?}: {stderr}");
            assert!(stdout.is_empty());
            assert_eq!(files(&dir), Vec::<String>::new(), "{all:?}");
        }
    }
    // A path in a folder that does not exist, as JSON lines or Parquet.
    for out in ["missing/records.jsonl", "missing/records.parquet"] {
        let (code, stderr, _) = dataset_command(&dir, &["--count", "3", "--unsolvable", "0.5", "--out", out]);
        assert_eq!(code, Some(2), "{out}: {stderr}");
        assert!(stderr.contains(&format!("cannot write {out}")), "{out}: {stderr}");
        if out.ends_with(".jsonl") {
            assert!(
                stderr.contains("the folder missing does not exist"),
                "{out}: {stderr}"
            );
        }
        assert!(!dir.join("missing").exists());
    }
    assert_eq!(files(&dir), Vec::<String>::new());
    // And a good one writes the file.
    let (code, stderr, _) = dataset_command(
        &dir,
        &["--count", "4", "--unsolvable", "0.5", "--out", "ok.jsonl"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(dir.join("ok.jsonl"))
            .unwrap()
            .lines()
            .count(),
        4
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_data_set_is_the_same_bytes_whatever_the_jobs() {
    let dir = std::env::temp_dir();
    let args = |jobs: &'static str| {
        [
            "--count",
            "24",
            "--rows",
            "2..4",
            "--cols",
            "2..3",
            "--unsolvable",
            "0.3",
            "--ambiguous",
            "0.3",
            "--format",
            "json",
            "--seed",
            "9",
            "--jobs",
            jobs,
        ]
    };
    let (code, stderr, one) = dataset_command(&dir, &args("1"));
    assert_eq!(code, Some(0), "{stderr}");
    let (_, _, two) = dataset_command(&dir, &args("2"));
    assert_eq!(one, two);
    let text = String::from_utf8(one).unwrap();
    let kinds: Vec<u64> = text
        .lines()
        .map(|l| json(l)["solutionCount"].as_u64().unwrap())
        .collect();
    assert!(
        kinds.contains(&0) && kinds.contains(&1) && kinds.iter().any(|&k| k >= 2),
        "{kinds:?}"
    );
}

#[test]
fn grade_record_grades_a_record_with_no_solution_as_evaluate_does() {
    use gridriddle::dataset::{Record, RecordKind};
    use gridriddle::evaluate::records::grade_record;
    let options = options(1.0, 0.0, 8);
    let item = dataset_item(&options, 0).unwrap();
    let record = Record::from_line(&item.line(DatasetFormat::ZebraLogic)).unwrap();
    assert_eq!(record.kind(), RecordKind::Unsolvable);
    let cells = {
        let riddle = item.riddle();
        riddle.rows() * (riddle.columns() - 1)
    };
    for right in [
        r#"{"solvable": false}"#,
        "The clues contradict each other.",
        "Answer: no solution",
    ] {
        let grade = grade_record(&record, right).unwrap();
        assert!(grade.solved, "{right}: {grade:?}");
        assert_eq!(
            (grade.cells, grade.correct, grade.cell_accuracy),
            (cells, cells, 1.0)
        );
    }
    let grid = r#"{"solution": {"House 1": {"Name": "x"}}}"#;
    let grade = grade_record(&record, grid).unwrap();
    assert_eq!((grade.solved, grade.correct), (false, 0));
    assert_eq!(
        grade.reason.as_deref(),
        Some("the riddle has no solution, the answer gives one")
    );
    let grade = grade_record(&record, "I do not know").unwrap();
    assert!(grade.unread.is_some() && !grade.solved);
    // A question about it: the choice "no solution", named or said.
    let asked = RecordOptions {
        mode: RecordMode::Questions(1),
        prompt: false,
        level: false,
    };
    let question = Record::from_line(&record_lines(&item, &asked)[0]).unwrap();
    let Record::Question(asked) = &question else {
        panic!("a question record: {question:?}");
    };
    assert_eq!(asked.answer, "no solution");
    for right in [
        r#"{"solvable": false}"#,
        "Answer: no solution",
        "The clues contradict each other.",
    ] {
        assert!(grade_record(&question, right).unwrap().solved, "{right}");
    }
    let other = &asked.choices[0];
    assert!(
        !grade_record(&question, &format!("Answer: {other}"))
            .unwrap()
            .solved
    );
}

//! Solving together: candidates against every solution, the next step to the end of the
//! ZebraLogic dev riddles, checking a grid, the cells several solutions differ on, hint use.

mod common;

use gridriddle::{
    generate::{rate, Difficulty},
    play::{
        candidates, candidates_within, check_grid, differing_cells, hint_use, next_step, redundant_hints,
        Grid, GridCell, NextKind,
    },
    solve_riddle, Riddle, SolveOptions,
};
use ndarray::Array2;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value};
use std::collections::BTreeSet;

const ALL: SolveOptions = SolveOptions {
    max_solutions: usize::MAX,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
    threads: 1,
};

/// A random small riddle as JSON (as in tests/properties.rs, with fewer hints so that it often
/// has several solutions): rows, per column its value count, the start cells and the hints as
/// value indices.
fn riddle_json() -> impl Strategy<Value = String> {
    (2usize..=4, 1usize..=3, any::<bool>())
        .prop_flat_map(|(rows, columns, single_hints)| {
            let counts = proptest::collection::vec(1..=rows, columns);
            (Just(rows), counts, Just(single_hints))
        })
        .prop_flat_map(|(rows, counts, single_hints)| {
            let cell = |k: usize| prop_oneof![3 => Just(None), 2 => (0..k).prop_map(Some)];
            let row = |counts: &[usize]| counts.iter().map(|&k| cell(k)).collect::<Vec<_>>();
            let option = proptest::collection::vec(row(&counts), 1..=2);
            let hints = proptest::collection::vec(proptest::collection::vec(option, 1..=2), 0..=3);
            let start = proptest::collection::vec(proptest::option::weighted(0.2, 0..rows), counts.len());
            (Just(rows), Just(counts), hints, start, Just(single_hints))
        })
        .prop_map(|(rows, counts, hints, start, single_hints)| {
            let name = |c: usize, k: usize| format!("v{c}{k}");
            let cell = |c: usize, x: &Option<usize>| x.map_or(json!(""), |k| json!(name(c, k)));
            let matrix = |m: &Vec<Vec<Option<usize>>>| -> Value {
                m.iter()
                    .map(|r| r.iter().enumerate().map(|(c, x)| cell(c, x)).collect::<Vec<_>>())
                    .collect::<Vec<_>>()
                    .into()
            };
            // The start matrix: at most the first value of a column, at a random row.
            let mut start_matrix = vec![vec![None; counts.len()]; rows];
            for (c, r) in start.iter().enumerate() {
                if let Some(r) = r {
                    start_matrix[*r][c] = Some(0);
                }
            }
            let header: Vec<String> = (0..counts.len()).map(|c| format!("C{c}")).collect();
            let domains: serde_json::Map<String, Value> = header
                .iter()
                .enumerate()
                .map(|(c, h)| {
                    (
                        h.clone(),
                        json!((0..counts[c]).map(|k| name(c, k)).collect::<Vec<_>>()),
                    )
                })
                .collect();
            json!({
                "header": header,
                "startMatrix": matrix(&start_matrix),
                "hints": hints.iter().map(|h| h.iter().map(&matrix).collect::<Vec<_>>()).collect::<Vec<_>>(),
                "singleHints": single_hints,
                "domains": domains,
            })
            .to_string()
        })
}

/// Every solution of the riddle that agrees with the grid's filled cells.
fn extending(riddle: &Riddle, grid: &Array2<u16>) -> Vec<Array2<u16>> {
    let solved = solve_riddle(riddle, &ALL);
    assert!(solved.complete);
    solved
        .solutions
        .into_iter()
        .map(|s| s.matrix)
        .filter(|s| grid.indexed_iter().all(|(at, &id)| id == 0 || s[at] == id))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct("proptest-regressions/play.txt"))),
        ..ProptestConfig::default()
    })]

    /// Exact candidates are the union of the solutions that extend the grid, and the rules'
    /// candidates contain them; the grid is cells of one solution, or of two (which may clash).
    #[test]
    fn exact_candidates_are_the_union_of_the_solutions_and_rule_candidates_contain_them(
        text in riddle_json(),
        picks in proptest::collection::vec(any::<(bool, bool)>(), 12),
        first in any::<prop::sample::Index>(),
        second in any::<prop::sample::Index>(),
    ) {
        let riddle = Riddle::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e} in {text}")))?;
        let solutions: Vec<Array2<u16>> = solve_riddle(&riddle, &ALL).solutions.into_iter().map(|s| s.matrix).collect();
        let mut grid = riddle.start_matrix().clone();
        if !solutions.is_empty() {
            let (a, b) = (&solutions[first.index(solutions.len())], &solutions[second.index(solutions.len())]);
            for (i, ((r, c), cell)) in grid.indexed_iter_mut().enumerate() {
                let (keep, other) = picks[i % picks.len()];
                if keep && *cell == 0 {
                    *cell = if other { b[(r, c)] } else { a[(r, c)] };
                }
            }
        }
        let g = Grid::from_ids(&riddle, grid.clone()).unwrap();
        let exact = candidates_within(&riddle, &g, true, None);
        prop_assert!(exact.complete);
        let rules = candidates(&riddle, &g, false);
        let expected = extending(&riddle, &grid);
        for r in 0..riddle.rows() {
            for c in 0..riddle.columns() {
                let union: BTreeSet<u16> = expected.iter().map(|s| s[(r, c)]).collect();
                let found: BTreeSet<u16> = exact.ids[r][c].iter().copied().collect();
                prop_assert_eq!(&found, &union, "cell ({}, {}) of {} from grid {:?}", r, c, text, grid);
                let by_rules: BTreeSet<u16> = rules.ids[r][c].iter().copied().collect();
                prop_assert!(by_rules.is_superset(&union), "rules drop a value at ({}, {}) of {}", r, c, text);
            }
        }
        // The next step is never a guess: every solution extending the grid has its fills.
        let step = next_step(&riddle, &g);
        for fill in &step.fills {
            let name = |s: &Array2<u16>| riddle.names(s)[fill.row][fill.column].clone();
            prop_assert!(expected.iter().all(|s| name(s) == fill.value), "{} from {:?} in {}", step.text, grid, text);
        }
        if expected.is_empty() {
            prop_assert!(step.fills.is_empty() || step.kind != NextKind::Solved);
        }
        // A grid is consistent exactly when some solution extends it.
        let checked = check_grid(&riddle, &g);
        prop_assert_eq!(checked.consistent, !expected.is_empty());
        // A grid with mistakes gets them first from `next`, the cells `check_grid` names.
        if !checked.mistakes.is_empty() {
            prop_assert_eq!(step.kind, NextKind::Mistake, "{} from {:?} in {}", &step.text, &grid, &text);
            prop_assert_eq!(&step.mistakes, &checked.mistakes);
        }
        prop_assert_eq!(checked.solutions, expected.len().min(gridriddle::play::PLAY_MAX_SOLUTIONS));
        // The mistakes, when there are, are cells whose clearing leaves a grid some solution extends.
        if !checked.consistent && checked.complete && !solutions.is_empty() {
            let mut cleared = grid.clone();
            for m in &checked.mistakes {
                cleared[(m.row, m.column)] = 0;
            }
            prop_assert!(!extending(&riddle, &cleared).is_empty());
        }
    }
}

/// Takes next steps from the start matrix until there is none, checking each fill against the
/// riddle's one solution: whether it reached the solution, and the suppositions it took.
fn next_to_the_end(path: &std::path::Path) -> (bool, usize) {
    let riddle = Riddle::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let expected = common::expected(&path.with_extension("expected.json"));
    assert_eq!(expected.len(), 1, "{}", path.display());
    let solution = expected.into_iter().next().unwrap();
    let mut grid = Grid::start(&riddle);
    let mut supposed = 0;
    loop {
        let step = next_step(&riddle, &grid);
        match step.kind {
            NextKind::Rule | NextKind::Supposition => {
                assert!(!step.fills.is_empty());
                for fill in &step.fills {
                    assert_eq!(
                        fill.value,
                        solution[fill.row][fill.column],
                        "{}: {}",
                        path.display(),
                        step.text
                    );
                    let id = riddle
                        .values(fill.column)
                        .iter()
                        .position(|v| *v == fill.value)
                        .unwrap()
                        + 1;
                    assert_eq!(grid.ids()[(fill.row, fill.column)], 0, "a fill of a filled cell");
                    grid.set(&riddle, fill.row, fill.column, id as u16);
                }
                supposed += usize::from(step.kind == NextKind::Supposition);
            }
            NextKind::Solved => {
                assert_eq!(riddle.names(grid.ids()), solution);
                return (true, supposed);
            }
            NextKind::Stuck => return (false, supposed),
            NextKind::Mistake => panic!("{}: {}", path.display(), step.text),
            other => panic!("a kind of next step this test does not know: {other:?}"),
        }
    }
}

/// Slow in a debug build: `cargo test --release --test play -- --ignored --nocapture`.
#[test]
#[ignore]
fn next_steps_from_the_start_on_the_scaling_riddles() {
    let Some(shared) = common::shared() else {
        return;
    };
    for path in common::riddle_files(&shared.join("corpus/scaling")) {
        let (solved, supposed) = next_to_the_end(&path);
        println!(
            "{}: {}, {supposed} suppositions",
            path.file_stem().unwrap().to_string_lossy(),
            if solved { "solved" } else { "stuck" }
        );
    }
}

#[test]
fn next_steps_from_the_start_reach_the_solution_of_every_zebralogic_dev_riddle() {
    let Some(shared) = common::shared() else {
        return;
    };
    let files = common::riddle_files(&shared.join("corpus/zebralogic/dev"));
    assert_eq!(files.len(), 100);
    let (mut by_rules, mut with_suppositions, mut stuck, mut suppositions) = (0, 0, Vec::new(), 0);
    for path in files {
        match next_to_the_end(&path) {
            (true, 0) => by_rules += 1,
            (true, supposed) => {
                with_suppositions += 1;
                suppositions += supposed;
            }
            (false, _) => stuck.push(path.file_stem().unwrap().to_string_lossy().into_owned()),
        }
    }
    println!(
        "next to the end: {by_rules} riddles by the rules alone, {with_suppositions} with \
         {suppositions} one-level suppositions, {} stuck: {stuck:?}",
        stuck.len()
    );
    assert_eq!(by_rules + with_suppositions + stuck.len(), 100);
    // Measured on this build: 73 by the rules alone, 27 with suppositions, none stuck.
    assert!(stuck.is_empty(), "{stuck:?}");
}

#[test]
fn check_grid_finds_a_planted_wrong_cell() {
    let riddle = gridriddle::sample("neighbours").unwrap().riddle();
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    assert_eq!(solved.solutions.len(), 1);
    let solution = &solved.solutions[0].matrix;
    // Every other blank cell of the start matrix filled right.
    let mut grid = riddle.start_matrix().clone();
    let blanks: Vec<(usize, usize)> = grid
        .indexed_iter()
        .filter(|(_, &id)| id == 0)
        .map(|(at, _)| at)
        .collect();
    for &at in blanks.iter().step_by(2) {
        grid[at] = solution[at];
    }
    let right = check_grid(&riddle, &Grid::from_ids(&riddle, grid.clone()).unwrap());
    assert!(right.consistent && right.mistakes.is_empty() && right.solutions == 1);
    // One of them changed to another value of its column.
    let at = blanks[2];
    let values = riddle.values(at.1).len() as u16;
    grid[at] = solution[at] % values + 1;
    let wrong = check_grid(&riddle, &Grid::from_ids(&riddle, grid).unwrap());
    assert!(!wrong.consistent);
    assert_eq!(wrong.solutions, 0);
    assert_eq!(
        wrong.mistakes,
        [GridCell {
            row: at.0,
            column: at.1
        }]
    );
    assert_eq!(
        serde_json::to_value(&wrong).unwrap(),
        json!({"consistent": false, "mistakes": [{"row": at.0, "column": at.1}], "solutions": 0, "complete": true})
    );
}

#[test]
fn the_cells_two_solutions_differ_on_are_listed() {
    let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    assert_eq!(solved.solutions.len(), 2);
    let differing = differing_cells(&solved.solutions);
    let (a, b) = (&solved.solutions[0].matrix, &solved.solutions[1].matrix);
    let expected: Vec<GridCell> = a
        .indexed_iter()
        .filter(|&(at, id)| b[at] != *id)
        .map(|((row, column), _)| GridCell { row, column })
        .collect();
    assert!(!differing.is_empty());
    assert_eq!(differing, expected);
    assert!(differing_cells(&solved.solutions[..1]).is_empty());
    // Exact candidates from the start: two values exactly where the solutions differ.
    let exact = candidates(&riddle, &Grid::start(&riddle), true);
    for (r, row) in exact.candidates.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            let differs = differing.contains(&GridCell { row: r, column: c });
            assert_eq!(cell.len(), if differs { 2 } else { 1 }, "row {r}, column {c}");
        }
    }
}

#[test]
fn hints_used_are_counted_and_a_repeated_hint_is_redundant() {
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Color"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
           "hints": [[[["1", "red"]]], [[["", "green"], ["", "blue"]]], [[["1", "red"]]]]}"#,
    )
    .unwrap();
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    let used = hint_use(&riddle, &solved.solutions[0].steps);
    assert_eq!(used.len(), 3);
    // The repeated hint is merged into the riddle matrix by rule 2; the other one only narrows
    // rows (rule 3 then fills them), which names no hint.
    assert!(used[0] >= 1 && used[2] >= 1, "{used:?}");
    let redundant = redundant_hints(&riddle);
    assert_eq!(redundant.hints, [0, 2]);
    assert!(redundant.complete);
    // One solution: each copy can go keeping the level too.
    assert_eq!(redundant.level, Some(Difficulty::Easy));
    assert_eq!(redundant.levels_without, [Difficulty::Easy, Difficulty::Easy]);
    assert_eq!(redundant.spare, [0, 2]);
}

#[test]
fn a_grid_is_checked_against_the_riddle_and_names_the_cell() {
    let riddle = gridriddle::sample("neighbours").unwrap().riddle();
    let (m, n) = (riddle.rows(), riddle.columns());
    let blank = vec![vec![String::new(); n]; m];
    assert!(
        Grid::from_names(&riddle, &blank).is_ok(),
        "a blank grid takes the start matrix"
    );
    let mut bad = blank.clone();
    bad[1][1] = "nowhere".to_owned();
    assert_eq!(
        Grid::from_names(&riddle, &bad).unwrap_err().to_string(),
        format!(
            "grid[1][1]: \"nowhere\" is not a value of column \"{}\"",
            riddle.header()[1]
        )
    );
    assert_eq!(
        Grid::from_names(&riddle, &blank[1..]).unwrap_err().to_string(),
        format!("grid: has {} rows, the riddle has {m}", m - 1)
    );
    assert_eq!(
        Grid::from_json(&riddle, r#"{"grid": [[true]]}"#)
            .unwrap_err()
            .to_string(),
        "grid[0][0]: expected a string, a whole number or null"
    );
    assert_eq!(
        Grid::from_json(&riddle, "[[").unwrap_err().to_string(),
        "line 1, column 2: EOF while parsing a list"
    );
    // A value written twice is not an error: no solution extends the grid, which check_grid says.
    let mut twice = blank.clone();
    let value = riddle.values(1)[0].clone();
    twice[0][1] = value.clone();
    twice[1][1] = value;
    let grid = Grid::from_names(&riddle, &twice).unwrap();
    assert!(!check_grid(&riddle, &grid).consistent);
    assert_eq!(next_step(&riddle, &grid).kind, NextKind::Mistake);
    assert!(candidates(&riddle, &grid, false)
        .candidates
        .iter()
        .flatten()
        .all(Vec::is_empty));
}

#[test]
fn next_names_the_wrong_cells_first_in_the_words_of_check() {
    let riddle = gridriddle::sample("neighbours").unwrap().riddle();
    let mut rows = vec![vec![String::new(); riddle.columns()]; riddle.rows()];
    for (r, row) in rows.iter_mut().enumerate() {
        row[0] = (r + 1).to_string();
    }
    // The Brit in house 2 and milk in house 4: the rules alone blamed hint 8 ("… can no longer
    // hold"); check names the two cells, and so does next, in check's words.
    rows[1][1] = "Brit".to_owned();
    rows[3][3] = "milk".to_owned();
    let grid = Grid::from_names(&riddle, &rows).unwrap();
    let checked = check_grid(&riddle, &grid);
    let wrong = [GridCell { row: 1, column: 1 }, GridCell { row: 3, column: 3 }];
    assert_eq!(checked.mistakes, wrong);
    let step = next_step(&riddle, &grid);
    assert_eq!(step.kind, NextKind::Mistake);
    assert_eq!(step.mistakes, wrong);
    assert_eq!(
        step.text,
        "The grid cannot be completed; mistake: row 2, Nationality; mistake: row 4, Drink"
    );
    assert_eq!(
        wrong.map(|cell| gridriddle::play::mistake_words(&riddle, cell)),
        ["mistake: row 2, Nationality", "mistake: row 4, Drink"]
    );
    assert!(step.fills.is_empty() && step.hint.is_none());
    // A grid a solution extends has none.
    assert!(next_step(&riddle, &Grid::start(&riddle)).mistakes.is_empty());
    // A grid of one row, for a riddle of two: the count in the singular.
    let two = Riddle::from_json(r#"{"header": ["P"], "startMatrix": [["a"], [""]], "hints": [[[["b"]]]]}"#)
        .unwrap();
    assert_eq!(
        Grid::from_json(&two, r#"[["a"]]"#).unwrap_err().to_string(),
        "grid: has 1 row, the riddle has 2"
    );
    let pair =
        Riddle::from_json(r#"{"header": ["H", "P"], "startMatrix": [["1", ""]], "hints": []}"#).unwrap();
    assert_eq!(
        Grid::from_json(&pair, r#"[["1"]]"#).unwrap_err().to_string(),
        "grid[0]: row has 1 cell, the header has 2"
    );
}

#[test]
fn next_step_and_candidates_serialise_to_the_shapes_of_the_issue() {
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Color"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
           "hints": [[[["1", "red"]]], [[["", "green"], ["", "blue"]]]],
           "hintTexts": ["Red is in house 1.", "Green is directly left of blue."]}"#,
    )
    .unwrap();
    let grid = Grid::start(&riddle);
    let step = serde_json::to_value(next_step(&riddle, &grid)).unwrap();
    assert_eq!(step["fills"], json!([{"row": 0, "column": 1, "value": "red"}]));
    assert_eq!(step["hint"], json!(0));
    assert_eq!(step["rule"], json!(2));
    assert_eq!(step["kind"], json!("rule"));
    assert_eq!(step["because"], json!({"hints": [0], "cells": []}));
    assert_eq!(
        step["words"],
        json!("Red is in house 1 (clue 1). So house 1's color is red.")
    );
    let cands = serde_json::to_value(candidates(&riddle, &grid, false)).unwrap();
    assert_eq!(cands["candidates"][0], json!([["1"], ["red"]]));
    let full = Grid::from_json(&riddle, r#"[["1", "red"], [2, "green"], ["3", "blue"]]"#).unwrap();
    assert_eq!(next_step(&riddle, &full).kind, NextKind::Solved);
}

#[test]
fn a_supposition_that_fails_at_once_is_the_step_when_the_rules_are_stuck() {
    // ZebraLogic lgp-test-3x2-20: Arnold in row 2 fails (cooking would have to be in row 1,
    // photography then in row 2, with Eric, who cannot be there).
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Name", "Hobby"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
           "hints": [[[["", "", "cooking"], ["", "Arnold", ""]]], [[["3", "", "gardening"]]],
                     [[["", "Eric", "photography"]]]],
           "hintTexts": ["The one who cooks is directly left of Arnold.", "Gardening is in house 3.",
                         "Eric does photography."],
           "domains": {"Name": ["Arnold", "Eric", "Peter"], "Hobby": ["cooking", "gardening", "photography"]}}"#,
    )
    .unwrap();
    let mut grid = Grid::start(&riddle);
    let step = loop {
        let step = next_step(&riddle, &grid);
        assert_eq!(step.kind, NextKind::Rule, "{}", step.text);
        for fill in &step.fills {
            let id = riddle
                .values(fill.column)
                .iter()
                .position(|v| *v == fill.value)
                .unwrap()
                + 1;
            grid.set(&riddle, fill.row, fill.column, id as u16);
        }
        let next = next_step(&riddle, &grid);
        if next.kind != NextKind::Rule {
            break next;
        }
    };
    assert_eq!(step.kind, NextKind::Supposition);
    assert_eq!(
        serde_json::to_value(&step.refuted).unwrap(),
        json!([{"row": 0, "column": 2, "value": "cooking"}])
    );
    assert!(
        step.text.starts_with("Suppose Hobby cooking is in row 1: then "),
        "{}",
        step.text
    );
    assert!(step.fills.iter().any(|f| f.value == "Arnold" && f.row == 2));
}

#[test]
fn exact_candidates_of_a_grid_with_more_solutions_than_are_enumerated_are_still_exact() {
    // Seven values in seven rows, `a` directly above `b`, `x` beside `c`, `y` anywhere else (the
    // rest of Q blank): 4,320 solutions, more than are enumerated at once, so each value (and
    // blank) is decided on its own.
    let riddle = Riddle::from_json(
        r#"{"header": ["P", "Q"], "startMatrix": [["", ""], ["", ""], ["", ""], ["", ""], ["", ""], ["", ""], ["", ""]],
           "hints": [[[["a", ""], ["b", ""]]], [[["c", "x"]]]],
           "domains": {"P": ["a", "b", "c", "d", "e", "f", "g"], "Q": ["x", "y"]}}"#,
    )
    .unwrap();
    let grid = riddle.start_matrix().clone();
    let expected = extending(&riddle, &grid);
    assert!(
        expected.len() > gridriddle::play::PLAY_MAX_SOLUTIONS,
        "{}",
        expected.len()
    );
    let exact = candidates_within(&riddle, &Grid::from_ids(&riddle, grid).unwrap(), true, None);
    assert!(exact.complete);
    for r in 0..riddle.rows() {
        for c in 0..riddle.columns() {
            let union: BTreeSet<u16> = expected.iter().map(|s| s[(r, c)]).collect();
            let found: BTreeSet<u16> = exact.ids[r][c].iter().copied().collect();
            assert_eq!(found, union, "row {r}, column {c}");
        }
    }
}

#[test]
fn redundant_hints_of_the_samples_are_decided_and_each_can_go() {
    for sample in gridriddle::samples() {
        let riddle = sample.riddle();
        let redundant = redundant_hints(&riddle);
        assert!(redundant.complete, "{}", sample.name);
        println!("{}: redundant hints {:?}", sample.name, redundant.hints);
        let all: BTreeSet<_> = solve_riddle(&riddle, &ALL)
            .solutions
            .into_iter()
            .map(|s| riddle.names(&s.matrix))
            .collect();
        for &h in &redundant.hints {
            // The riddle without hint h, written as JSON again (its value sets kept by domains).
            let mut json: Value = serde_json::from_str(sample.json).unwrap();
            json["hints"].as_array_mut().unwrap().remove(h);
            if let Some(texts) = json.get_mut("hintTexts").and_then(Value::as_array_mut) {
                texts.remove(h);
            }
            json["domains"] = riddle
                .header()
                .iter()
                .enumerate()
                .map(|(c, name)| (name.clone(), json!(riddle.values(c))))
                .collect::<serde_json::Map<_, _>>()
                .into();
            let without = Riddle::from_json(&json.to_string()).unwrap();
            let found: BTreeSet<_> = solve_riddle(&without, &ALL)
                .solutions
                .into_iter()
                .map(|s| without.names(&s.matrix))
                .collect();
            assert_eq!(found, all, "{}: hint {h}", sample.name);
            if all.len() == 1 {
                let i = redundant.hints.iter().position(|&k| k == h).unwrap();
                let level = rate(&without).difficulty;
                assert_eq!(redundant.levels_without[i], level, "{}: hint {h}", sample.name);
                assert_eq!(
                    redundant.spare.contains(&h),
                    Some(level) == redundant.level,
                    "{}: hint {h}",
                    sample.name
                );
            } else {
                assert!(redundant.spare.contains(&h), "{}: hint {h}", sample.name);
            }
        }
        assert_eq!(redundant.level.is_some(), all.len() == 1, "{}", sample.name);
        if let Some(level) = redundant.level {
            assert_eq!(level, rate(&riddle).difficulty, "{}", sample.name);
        }
    }
}

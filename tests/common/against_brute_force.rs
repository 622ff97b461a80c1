//! A brute force written from the definition of riddle-format.md (great columns included), and
//! the solver checked against it, for the property tests: the same solutions, each once, each
//! valid, steps that fill every blank cell, and a conflict set that really has no solution.
//! (Included with `#[path]` by the property tests only, as it needs proptest.)

use gridriddle::{check_solution, solve_riddle, Riddle, SolveOptions};
use proptest::prelude::*;
use serde_json::json;
use std::collections::BTreeSet;

/// A solution set as text: one matrix of names per solution.
pub type Solutions = BTreeSet<Vec<Vec<String>>>;

/// Solves `riddle` (written as `text`) with steps off and on, and checks the answers against
/// [`brute_force`]; steps off, on 1, 2 and 4 threads too (the parallel search split after a
/// few nodes, so that small riddles are split), and the counts.
pub fn check(riddle: &Riddle, text: &str) -> Result<(), TestCaseError> {
    gridriddle::search::split_searches_after(2);
    let expected = brute_force(riddle);
    // Steps off and on on one thread, steps off on 2 and 4.
    for (steps, threads) in [(false, 1), (true, 1), (false, 2), (false, 4)] {
        let options = SolveOptions {
            steps,
            max_solutions: usize::MAX,
            max_nodes: None,
            threads,
            ..SolveOptions::default()
        };
        let count = gridriddle::count_solutions(riddle, &options);
        prop_assert_eq!(
            (count.count, count.complete),
            (expected.len() as u128, true),
            "count on {} threads: {}",
            threads,
            text
        );
        let solved = solve_riddle(riddle, &options);
        prop_assert!(solved.complete);
        let found: Vec<Vec<Vec<String>>> = solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect();
        let unique: Solutions = found.iter().cloned().collect();
        prop_assert_eq!(
            unique.len(),
            found.len(),
            "a solution was found twice in {}",
            text
        );
        prop_assert_eq!(&unique, &expected, "riddle {}", text);
        for s in &solved.solutions {
            prop_assert_eq!(check_solution(riddle, &s.matrix), Ok(()));
            if steps {
                crate::common::assert_steps_lead_to(riddle, &s.matrix, &s.steps);
            }
        }
        if expected.is_empty() {
            // The conflicting hints have no solution on their own (with the same values).
            prop_assert!(brute_force(&restricted(riddle, &solved.conflicts)).is_empty());
        } else {
            prop_assert!(solved.conflicts.is_empty());
        }
    }
    Ok(())
}

/// The riddle with only some of its hints, and its value sets kept through `domains`.
fn restricted(riddle: &Riddle, hints: &[usize]) -> Riddle {
    let options = |h: usize| {
        riddle.hints()[h]
            .iter()
            .map(|o| riddle.names(o))
            .collect::<Vec<_>>()
    };
    let domains: serde_json::Map<String, serde_json::Value> = riddle
        .header()
        .iter()
        .enumerate()
        .map(|(c, h)| (h.clone(), json!(riddle.values(c))))
        .collect();
    let text = json!({
        "header": riddle.header(),
        "startMatrix": riddle.names(riddle.start_matrix()),
        "hints": hints.iter().map(|&h| options(h)).collect::<Vec<_>>(),
        "singleHints": riddle.single_hints(),
        "domains": domains,
    });
    Riddle::from_json(&text.to_string()).expect("a restricted riddle is valid")
}

/// Every solution of a parsed riddle, by enumerating every matrix the definition allows: per
/// column, each value of V(c) on its own row, the rest blank; in a great column, every row a
/// value, each value at most once.
pub fn brute_force(riddle: &Riddle) -> Solutions {
    let (m, n) = (riddle.rows(), riddle.columns());
    let start = riddle.names(riddle.start_matrix());
    let columns: Vec<Vec<Vec<String>>> = (0..n)
        .map(|c| {
            let values = riddle.values(c);
            // More values than rows: parsing allows that only for a great column.
            let great = values.len() > m;
            let mut fillings = Vec::new();
            if great {
                rows_from(values, &mut Vec::new(), m, &mut fillings);
            } else {
                place(values, &mut vec![String::new(); m], 0, &mut fillings);
            }
            fillings.retain(|col| (0..m).all(|r| start[r][c].is_empty() || start[r][c] == col[r]));
            fillings
        })
        .collect();
    let mut solutions = BTreeSet::new();
    if columns.iter().any(Vec::is_empty) {
        return solutions;
    }
    let mut choice = vec![0usize; n];
    loop {
        let matrix: Vec<Vec<String>> = (0..m)
            .map(|r| (0..n).map(|c| columns[c][choice[c]][r].clone()).collect())
            .collect();
        if riddle.hints().iter().all(|hint| {
            hint.iter()
                .any(|o| fits(riddle.single_hints(), &riddle.names(o), &matrix))
        }) {
            solutions.insert(matrix);
        }
        let mut c = 0;
        loop {
            if c == n {
                return solutions;
            }
            choice[c] += 1;
            if choice[c] < columns[c].len() {
                break;
            }
            choice[c] = 0;
            c += 1;
        }
    }
}

/// Each value on its own row, the other rows blank.
fn place(values: &[String], column: &mut Vec<String>, i: usize, out: &mut Vec<Vec<String>>) {
    if i == values.len() {
        out.push(column.clone());
        return;
    }
    for r in 0..column.len() {
        if column[r].is_empty() {
            column[r] = values[i].clone();
            place(values, column, i + 1, out);
            column[r].clear();
        }
    }
}

/// Each row a value, no value twice.
fn rows_from(values: &[String], column: &mut Vec<String>, m: usize, out: &mut Vec<Vec<String>>) {
    if column.len() == m {
        out.push(column.clone());
        return;
    }
    for v in values {
        if !column.contains(v) {
            column.push(v.clone());
            rows_from(values, column, m, out);
            column.pop();
        }
    }
}

/// Whether an option fits a matrix, as the definition words it.
fn fits(single_hints: bool, option: &[Vec<String>], s: &[Vec<String>]) -> bool {
    let (k, m) = (option.len(), s.len());
    // With `singleHints: true` rows are matched one by one, whatever the option's height.
    if k > m && !single_hints {
        return false;
    }
    let matches = |i: usize, r: usize| option[i].iter().zip(&s[r]).all(|(o, v)| o.is_empty() || o == v);
    if single_hints {
        (0..k).all(|i| (0..m).any(|r| matches(i, r)))
    } else {
        (0..=m - k).any(|t| (0..k).all(|i| matches(i, t + i)))
    }
}

//! Great columns (`riddle-format.md`, condition 2): a column that `domains` names with more values
//! than rows. Every cell holds a value, each value at most once; the rest stay unused. The solver
//! against a brute force written here from that definition, on fixed riddles and random ones.

#[path = "common/against_brute_force.rs"]
mod against_brute_force;
mod common;

use gridriddle::{check_solution, solve_riddle, Riddle, SolveOptions, Step};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value};
use std::collections::BTreeSet;

type Matrix = Vec<Vec<String>>;

/// Solves `riddle` with steps off and on, checks each solution, its steps and that none is found
/// twice, and returns the solutions (the same both ways).
fn solve(riddle: &Riddle) -> BTreeSet<Matrix> {
    let mut sets = Vec::new();
    for steps in [false, true] {
        let options = SolveOptions {
            steps,
            max_solutions: usize::MAX,
            max_nodes: None,
            ..SolveOptions::default()
        };
        let solved = solve_riddle(riddle, &options);
        assert!(solved.complete);
        let found = common::found(riddle, &solved);
        if steps {
            for s in &solved.solutions {
                common::assert_steps_lead_to(riddle, &s.matrix, &s.steps);
            }
        }
        sets.push(found);
    }
    assert_eq!(sets[0], sets[1], "steps on and off disagree");
    sets.pop().unwrap()
}

fn riddle(text: &str) -> Riddle {
    Riddle::from_json(text).unwrap_or_else(|e| panic!("{e} in {text}"))
}

fn matrix(rows: &[&[&str]]) -> Matrix {
    rows.iter()
        .map(|r| r.iter().map(|s| s.to_string()).collect())
        .collect()
}

#[test]
fn a_great_column_without_hints_takes_every_arrangement() {
    let r = riddle(
        r#"{"header": ["Pos", "Gcolor"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
            "domains": {"Gcolor": ["red", "green", "blue"]}}"#,
    );
    assert!(r.great(1) && !r.great(0));
    let found = solve(&r);
    assert_eq!(found.len(), 6); // 3 × 2
    assert_eq!(found, against_brute_force::brute_force(&r));
}

#[test]
fn a_hint_that_places_a_value_makes_it_used() {
    // "red is in some house" and "green is not in house 1".
    let r = riddle(
        r#"{"header": ["Pos", "Gcolor"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["", "red"]]], [[["2", "green"]], [["", "blue"]]]],
            "domains": {"Gcolor": ["red", "green", "blue", "white"]}}"#,
    );
    let found = solve(&r);
    assert_eq!(found, against_brute_force::brute_force(&r));
    assert_eq!(
        found,
        BTreeSet::from([
            matrix(&[&["1", "red"], &["2", "green"]]),
            matrix(&[&["1", "red"], &["2", "blue"]]),
            matrix(&[&["1", "blue"], &["2", "red"]]),
        ])
    );
}

#[test]
fn values_left_without_a_row_are_unused_and_said_so() {
    // The start matrix fills the column but one cell, and a hint says which value goes there:
    // the other values are unused.
    let r = riddle(
        r#"{"header": ["Pos", "Gpet"], "startMatrix": [["1", "cat"], ["2", ""], ["3", "dog"]],
            "hints": [[[["2", "fish"]], [["2", "bird"]]], [[["", "bird"]], [["", "cow"]]]],
            "domains": {"Gpet": ["cat", "dog", "fish", "bird", "cow"]}}"#,
    );
    let found = solve(&r);
    assert_eq!(
        found,
        BTreeSet::from([matrix(&[&["1", "cat"], &["2", "bird"], &["3", "dog"]])])
    );
    let solved = solve_riddle(
        &r,
        &SolveOptions {
            steps: true,
            ..SolveOptions::default()
        },
    );
    let texts: Vec<String> = solved.solutions[0].steps.iter().map(|s| s.text(&r)).collect();
    assert!(
        texts
            .iter()
            .any(|t| t == "Rule 3: no row of Gpet is left for fish: it stays unused"),
        "{texts:#?}"
    );
    let unused: BTreeSet<u16> = solved.solutions[0]
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Unused { value, .. } => Some(*value),
            _ => None,
        })
        .collect();
    assert_eq!(unused, BTreeSet::from([3, 5])); // fish and cow
}

#[test]
fn blocks_and_single_rows_in_great_columns_follow_the_definition() {
    for single in [false, true] {
        let text = json!({
            "header": ["Pos", "Gcolor", "Name"],
            "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
            "hints": [
                [[["", "red", ""], ["", "", "Ann"]], [["", "", "Ann"], ["", "red", ""]]],
                [[["", "blue", ""]]],
                [[["", "green", "Bob"]], [["", "white", "Bob"]]],
                [[["1", "", "Cid"]], [["", "black", "Cid"]]],
            ],
            "singleHints": single,
            "domains": {"Gcolor": ["red", "green", "blue", "white", "black"]},
        });
        let r = riddle(&text.to_string());
        let found = solve(&r);
        assert!(!found.is_empty());
        assert_eq!(
            found,
            against_brute_force::brute_force(&r),
            "singleHints {single}"
        );
    }
}

#[test]
fn a_riddle_whose_great_column_cannot_be_filled_has_no_solution() {
    // Three rows, four colours, but two hints rule out the values of two rows.
    let r = riddle(
        r#"{"header": ["Pos", "Gcolor"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
            "hints": [[[["1", "red"]], [["1", "blue"]]], [[["2", "red"]], [["2", "blue"]]],
                      [[["3", "red"]], [["3", "blue"]]]],
            "domains": {"Gcolor": ["red", "blue", "green", "white"]}}"#,
    );
    assert!(solve(&r).is_empty());
    assert!(against_brute_force::brute_force(&r).is_empty());
}

#[test]
fn the_checker_wants_every_cell_of_a_great_column_and_no_value_twice() {
    let r = riddle(
        r#"{"header": ["Pos", "Gcolor"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
            "domains": {"Gcolor": ["red", "green", "blue"]}}"#,
    );
    let ok = ndarray::array![[1, 3], [2, 1]];
    assert_eq!(check_solution(&r, &ok), Ok(()));
    let blank = ndarray::array![[1, 3], [2, 0]];
    assert_eq!(
        check_solution(&r, &blank),
        Err("great column Gcolor has 1 blank cell".to_owned())
    );
    let twice = ndarray::array![[1, 3], [2, 3]];
    assert_eq!(
        check_solution(&r, &twice),
        Err("column Gcolor holds blue 2 times".to_owned())
    );
}

#[test]
fn only_a_column_domains_names_may_be_great() {
    let err = Riddle::from_json(
        r#"{"header": ["Pos", "Color"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["", "red"]]], [[["", "green"]]], [[["", "blue"]]]]}"#,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "hints[2][0][0][1]: \"blue\" (named only here) makes 3 values in column \"Color\" for 2 rows \
         (the others: red, green); a misspelt value, or a great column that \"domains\" should list?"
    );
}

/// A random riddle with great columns, before it is written as JSON.
#[derive(Debug, Clone)]
struct Spec {
    rows: usize,
    /// Per column, its number of values and whether it is great (its name starts with G).
    columns: Vec<(usize, bool)>,
    start: Vec<Vec<Option<usize>>>,
    hints: Vec<Vec<Vec<Vec<Option<usize>>>>>,
    single_hints: bool,
}

impl Spec {
    fn name(&self, c: usize) -> String {
        format!("{}{c}", if self.columns[c].1 { "G" } else { "C" })
    }

    fn value(c: usize, k: usize) -> String {
        if k == 0 {
            "x".to_owned()
        } else {
            format!("v{c}{k}")
        }
    }

    fn matrix(&self, rows: &[Vec<Option<usize>>]) -> Value {
        rows.iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &x)| x.map_or(json!(""), |k| json!(Spec::value(c, k))))
                    .collect::<Vec<Value>>()
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn to_json(&self) -> String {
        let header: Vec<String> = (0..self.columns.len()).map(|c| self.name(c)).collect();
        let domains: serde_json::Map<String, Value> = self
            .columns
            .iter()
            .enumerate()
            .filter(|(_, &(_, great))| great)
            .map(|(c, &(k, _))| {
                (
                    self.name(c),
                    json!((0..k).map(|i| Spec::value(c, i)).collect::<Vec<_>>()),
                )
            })
            .collect();
        json!({
            "header": header,
            "startMatrix": self.matrix(&self.start),
            "hints": self.hints.iter().map(|h| h.iter().map(|o| self.matrix(o)).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "singleHints": self.single_hints,
            "domains": domains,
        })
        .to_string()
    }

    /// The matrices the brute force walks through.
    fn work(&self) -> usize {
        let m = self.rows;
        self.columns
            .iter()
            .map(|&(k, great)| {
                if great {
                    (0..m).map(|i| k - i).product::<usize>()
                } else {
                    (0..k).map(|i| m - i).product::<usize>()
                }
            })
            .product()
    }
}

fn spec() -> impl Strategy<Value = Spec> {
    (1usize..=4, 1usize..=3, any::<bool>())
        .prop_flat_map(|(rows, n, single_hints)| {
            let column = (0..=rows + 2).prop_map(move |k| (k, k > rows));
            let columns = proptest::collection::vec(column, n);
            (Just(rows), columns, rows + 1..=rows + 3, Just(single_hints))
        })
        .prop_flat_map(|(rows, mut columns, great, single_hints)| {
            columns[0] = (great, true); // at least one great column: the first
            let cell = |k: usize| {
                if k == 0 {
                    Just(None).boxed()
                } else {
                    prop_oneof![3 => Just(None), 2 => (0..k).prop_map(Some)].boxed()
                }
            };
            let counts: Vec<usize> = columns.iter().map(|c| c.0).collect();
            let row = |counts: &[usize]| counts.iter().map(|&k| cell(k)).collect::<Vec<_>>();
            let option = proptest::collection::vec(row(&counts), 1..=3);
            let hints = proptest::collection::vec(proptest::collection::vec(option, 1..=3), 0..=5);
            // Start matrix: a few values on distinct rows, per column.
            let start = proptest::collection::vec(
                (
                    Just((0..rows).collect::<Vec<usize>>()).prop_shuffle(),
                    proptest::collection::vec(0..8usize, rows),
                ),
                columns.len(),
            );
            (Just(rows), Just(columns), start, hints, Just(single_hints))
        })
        .prop_map(|(rows, columns, start_perms, hints, single_hints)| {
            let mut start = vec![vec![None; columns.len()]; rows];
            for (c, (perm, pick)) in start_perms.iter().enumerate() {
                let k = columns[c].0;
                let mut used = BTreeSet::new();
                for (i, &r) in perm.iter().enumerate() {
                    // About one cell in four, each value once.
                    if k > 0 && pick[i] < 2 && used.insert((pick[i] * 3 + i) % k) {
                        start[r][c] = Some((pick[i] * 3 + i) % k);
                    }
                }
            }
            Spec {
                rows,
                columns,
                start,
                hints,
                single_hints,
            }
        })
        .prop_filter("small enough to enumerate", |spec| spec.work() <= 20_000)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        max_global_rejects: 20_000,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct("proptest-regressions/great_columns.txt"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn solver_finds_exactly_the_solutions_of_the_definition_with_great_columns(spec in spec()) {
        let text = spec.to_json();
        let riddle = Riddle::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e} in {text}")))?;
        against_brute_force::check(&riddle, &text)?;
    }
}

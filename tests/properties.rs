//! The solver against a brute-force enumerator written straight from the definition of a
//! solution (`riddle-format.md`), on random small riddles of every hint kind.

#[path = "common/against_brute_force.rs"]
mod against_brute_force;
mod common;

use gridriddle::Riddle;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value};

/// A random riddle, before it is written as JSON.
#[derive(Debug, Clone)]
struct Spec {
    rows: usize,
    /// Per column, its values' names.
    values: Vec<Vec<String>>,
    /// m × n, `None` blank, `Some(k)` the k-th value of the column.
    start: Vec<Vec<Option<usize>>>,
    hints: Vec<Vec<Vec<Vec<Option<usize>>>>>,
    single_hints: bool,
    domains: bool,
}

impl Spec {
    fn cell(&self, c: usize, cell: Option<usize>) -> Value {
        cell.map_or(json!(""), |k| json!(self.values[c][k]))
    }

    fn matrix(&self, rows: &[Vec<Option<usize>>]) -> Value {
        rows.iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &x)| self.cell(c, x))
                    .collect::<Vec<Value>>()
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn to_json(&self) -> String {
        let header: Vec<String> = (0..self.values.len()).map(|c| format!("C{c}")).collect();
        let mut riddle = json!({
            "header": header,
            "startMatrix": self.matrix(&self.start),
            "hints": self.hints.iter().map(|h| h.iter().map(|o| self.matrix(o)).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "singleHints": self.single_hints,
        });
        if self.domains {
            riddle["domains"] = header
                .iter()
                .cloned()
                .zip(self.values.iter().map(|v| json!(v)))
                .collect();
        }
        riddle.to_string()
    }
}

/// Number of matrices the brute force walks through (kept small so the test stays quick).
fn work(spec: &Spec) -> usize {
    spec.values
        .iter()
        .map(|v| (0..v.len()).map(|i| spec.rows - i).product::<usize>())
        .product()
}

fn spec() -> impl Strategy<Value = Spec> {
    (1usize..=5, 1usize..=4, any::<bool>(), any::<bool>())
        .prop_flat_map(|(rows, columns, single_hints, domains)| {
            let counts = proptest::collection::vec(0..=rows, columns);
            (Just(rows), counts, Just(single_hints), Just(domains))
        })
        .prop_flat_map(|(rows, counts, single_hints, domains)| {
            let columns = counts.len();
            // Value names: column-local, and sometimes the same text in two columns.
            let values: Vec<Vec<String>> = counts
                .iter()
                .enumerate()
                .map(|(c, &k)| {
                    (0..k)
                        .map(|i| {
                            if i == 0 {
                                "x".to_owned()
                            } else {
                                format!("v{c}{i}")
                            }
                        })
                        .collect()
                })
                .collect();
            let cell = |k: usize| {
                if k == 0 {
                    Just(None).boxed()
                } else {
                    prop_oneof![3 => Just(None), 2 => (0..k).prop_map(Some)].boxed()
                }
            };
            let row = |counts: Vec<usize>| counts.iter().map(|&k| cell(k)).collect::<Vec<_>>();
            let option = proptest::collection::vec(row(counts.clone()), 1..=3);
            let hint = proptest::collection::vec(option, 1..=3);
            let hints = proptest::collection::vec(hint, 0..=5);
            // Start matrix: a random permutation of rows per column, then keep some cells.
            let start = proptest::collection::vec(
                (
                    Just((0..rows).collect::<Vec<usize>>()).prop_shuffle(),
                    proptest::collection::vec(any::<bool>(), rows),
                ),
                columns,
            );
            (
                Just(rows),
                Just(values),
                start,
                hints,
                Just(single_hints),
                Just(domains),
                Just(counts),
            )
        })
        .prop_map(
            |(rows, values, start_perms, hints, single_hints, domains, counts)| {
                let mut start = vec![vec![None; values.len()]; rows];
                for (c, (perm, keep)) in start_perms.iter().enumerate() {
                    for (k, &r) in perm.iter().enumerate().take(counts[c]) {
                        if keep[k] && k % 2 == 0 {
                            start[r][c] = Some(k);
                        }
                    }
                }
                Spec {
                    rows,
                    values,
                    start,
                    hints,
                    single_hints,
                    domains,
                }
            },
        )
        .prop_filter("small enough to enumerate", |spec| work(spec) <= 20_000)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        max_global_rejects: 20_000,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct("proptest-regressions/properties.txt"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn solver_finds_exactly_the_solutions_of_the_definition(spec in spec()) {
        let text = spec.to_json();
        let riddle = Riddle::from_json(&text).map_err(|e| TestCaseError::fail(format!("{e} in {text}")))?;
        against_brute_force::check(&riddle, &text)?;
    }
}

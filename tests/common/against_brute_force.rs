//! The solver checked against a brute force of the definition, for the property tests: the
//! same solutions, each once, each valid, steps that fill every blank cell, and a conflict set
//! that really has no solution. (Included with `#[path]` by the property tests only, as it
//! needs proptest.)

use gridriddle::{check_solution, solve_riddle, Riddle, SolveOptions};
use proptest::prelude::*;
use serde_json::json;
use std::collections::BTreeSet;

/// A solution set as text: one matrix of names per solution.
pub type Solutions = BTreeSet<Vec<Vec<String>>>;

/// Solves `riddle` (written as `text`) with steps off and on, and checks the answers against
/// `brute_force`, an enumeration written from the definition.
pub fn check(
    riddle: &Riddle,
    text: &str,
    brute_force: impl Fn(&Riddle) -> Solutions,
) -> Result<(), TestCaseError> {
    let expected = brute_force(riddle);
    for steps in [false, true] {
        let options = SolveOptions {
            steps,
            max_solutions: usize::MAX,
            max_nodes: None,
        };
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

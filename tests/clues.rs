//! The clue language: each construct compiled and solved, against a brute force written here.

use std::collections::BTreeSet;

use gridriddle::{compile_zbc, solve_riddle, Riddle, SolveOptions};

fn solutions(riddle: &Riddle) -> BTreeSet<Vec<Vec<String>>> {
    let solved = solve_riddle(
        riddle,
        &SolveOptions {
            max_solutions: 1_000_000,
            max_nodes: None,
            steps: false,
        },
    );
    assert!(solved.complete);
    solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect()
}

#[test]
fn einstein_as_clues_has_the_solution_of_the_json_riddle() {
    let root = env!("CARGO_MANIFEST_DIR");
    let zbc = std::fs::read_to_string(format!("{root}/riddles/einstein.zbc")).unwrap();
    let riddle = Riddle::from_zbc(&zbc).unwrap();
    let json =
        Riddle::from_json(&std::fs::read_to_string(format!("{root}/riddles/neighbours.json")).unwrap())
            .unwrap();
    let clue_solutions = solutions(&riddle);
    let json_solutions: BTreeSet<Vec<Vec<String>>> = solutions(&json)
        .into_iter()
        .map(|m| {
            m.into_iter()
                .map(|row| row.into_iter().map(|cell| cell.replace(' ', "")).collect())
                .collect()
        })
        .collect();
    assert_eq!(clue_solutions.len(), 1);
    assert_eq!(clue_solutions, json_solutions);
    let _ = compile_zbc(&zbc).unwrap();
}

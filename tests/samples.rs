//! The six sample riddles: their exact solutions, and their detailed solutions pinned as
//! snapshots (`UPDATE_EXPECT=1 cargo test --test samples` rewrites them after a deliberate change).

mod common;

use expect_test::{expect_file, ExpectFile};
use gridriddle::{render_steps, sample, solve_riddle, SolveOptions};
use std::path::Path;

fn expected_solutions(name: &str) -> std::collections::BTreeSet<Vec<Vec<String>>> {
    common::expected(&Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("riddles/{name}.expected.json")))
}

/// Solves a sample with and without steps, checks its exact solution set, that every solution's
/// steps fill its cells, and that the rendered detailed solution matches the snapshot.
fn check_sample(name: &str, solutions: usize, snapshot: ExpectFile) {
    let riddle = sample(name).unwrap().riddle();
    assert!(
        riddle.title().is_some() && riddle.description().is_some(),
        "{name}: title and description"
    );
    assert_eq!(
        riddle.hint_texts().map(<[String]>::len),
        Some(riddle.hints().len()),
        "{name}: hint texts"
    );
    let expected = expected_solutions(name);
    assert_eq!(expected.len(), solutions);
    let without = solve_riddle(
        &riddle,
        &SolveOptions {
            steps: false,
            ..SolveOptions::default()
        },
    );
    let with = solve_riddle(&riddle, &SolveOptions::default());
    for solved in [&without, &with] {
        assert!(solved.complete, "{name}");
        assert_eq!(common::found(&riddle, solved), expected, "{name}");
    }
    let mut rendered = String::new();
    for (i, solution) in with.solutions.iter().enumerate() {
        common::assert_steps_lead_to(&riddle, &solution.matrix, &solution.steps);
        rendered += &format!("Solution {}\n{}", i + 1, render_steps(&riddle, &solution.steps));
    }
    snapshot.assert_eq(&rendered);
}

#[test]
fn neighbours_einstein_has_one_solution_where_the_german_owns_the_fish() {
    check_sample("neighbours", 1, expect_file!["snapshots/neighbours.txt"]);
    let riddle = sample("neighbours").unwrap().riddle();
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    let matrix = riddle.names(&solved.solutions[0].matrix);
    let german = matrix.iter().find(|row| row[1] == "German").unwrap();
    assert_eq!(german[5], "fish");
}

#[test]
fn ships_has_one_solution() {
    check_sample("ships", 1, expect_file!["snapshots/ships.txt"]);
}

#[test]
fn meeting_the_challenge_has_one_solution() {
    check_sample(
        "meeting-the-challenge",
        1,
        expect_file!["snapshots/meeting-the-challenge.txt"],
    );
    assert!(sample("meeting-the-challenge").unwrap().riddle().single_hints());
}

#[test]
fn soccer_has_one_solution() {
    check_sample("soccer", 1, expect_file!["snapshots/soccer.txt"]);
}

#[test]
fn who_lives_in_the_city_has_two_solutions() {
    check_sample(
        "who-lives-in-the-city",
        2,
        expect_file!["snapshots/who-lives-in-the-city.txt"],
    );
}

#[test]
fn ginger_cookie_has_one_solution() {
    check_sample("ginger-cookie", 1, expect_file!["snapshots/ginger-cookie.txt"]);
}

#[test]
fn samples_are_listed_in_order_and_match_their_files() {
    let names: Vec<&str> = gridriddle::samples().iter().map(|s| s.name).collect();
    assert_eq!(
        names,
        [
            "neighbours",
            "ships",
            "meeting-the-challenge",
            "soccer",
            "who-lives-in-the-city",
            "ginger-cookie"
        ]
    );
    for s in gridriddle::samples() {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("riddles/{}.json", s.name));
        assert_eq!(s.json, std::fs::read_to_string(file).unwrap());
    }
}

//! The search that learns from its failures (`Learning::On`): the same solutions, in the same
//! order, as the search that does not, on the samples and the corpora; budgets still bound it.
//! (Random riddles against a brute force, learning too: `common::against_brute_force`. Every
//! explanation and nogood checked against the solutions: the solver's unit tests.)
//!
//! Built only with the cargo feature `learning`: `cargo test --features learning --test learning`.
#![cfg(feature = "learning")]

mod common;

use gridriddle::{count_solutions, search::Learning, solve_riddle, Riddle, SolveOptions, StopReason};

fn options(learning: Learning) -> SolveOptions {
    SolveOptions {
        steps: false,
        max_nodes: None,
        learning,
        ..SolveOptions::default()
    }
}

/// The solutions' matrices, sorted.
fn sorted(solved: &gridriddle::Solved) -> Vec<Vec<u16>> {
    let mut all: Vec<Vec<u16>> = solved
        .solutions
        .iter()
        .map(|s| s.matrix.iter().copied().collect())
        .collect();
    all.sort();
    all
}

/// Solves `riddle` both ways and checks that the solutions are the same (their order may differ).
fn same_both_ways(name: &str, riddle: &Riddle) {
    let off = solve_riddle(riddle, &options(Learning::Off));
    let on = solve_riddle(riddle, &options(Learning::On));
    assert!(off.complete && on.complete, "{name}");
    assert_eq!(sorted(&on), sorted(&off), "{name}");
    assert_eq!(on.conflicts, off.conflicts, "{name}: the same conflicting hints");
}

#[test]
fn the_samples_have_the_same_solutions_learning_or_not() {
    for sample in gridriddle::samples() {
        same_both_ways(sample.name, &sample.riddle());
    }
}

#[test]
fn the_corpora_have_their_expected_solutions_learning() {
    let Some(shared) = common::shared() else {
        return;
    };
    for corpus in ["corpus/zebralogic/dev", "corpus/scaling"] {
        for path in common::riddle_files(&shared.join(corpus)) {
            let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let name = path.display().to_string();
            same_both_ways(&name, &riddle);
            let solved = solve_riddle(&riddle, &options(Learning::On));
            let expected = common::expected(&path.with_extension("expected.json"));
            assert_eq!(common::found(&riddle, &solved), expected, "{name}");
        }
    }
}

#[test]
fn the_node_and_memory_budgets_bound_the_search_that_learns() {
    let riddle = Riddle::from_json(&common::pigeons_json()).unwrap();
    let by_nodes = solve_riddle(
        &riddle,
        &SolveOptions {
            max_nodes: Some(50),
            ..options(Learning::On)
        },
    );
    assert_eq!(by_nodes.stopped, Some(StopReason::NodeBudget));
    assert!(by_nodes.stats.nodes <= 50, "{}", by_nodes.stats.nodes);
    let by_memory = solve_riddle(
        &riddle,
        &SolveOptions {
            max_memory: Some(64 * 1024),
            ..options(Learning::On)
        },
    );
    assert_eq!(by_memory.stopped, Some(StopReason::MemoryBudget));
    assert!(!by_memory.complete);
}

#[test]
fn counting_learning_counts_the_same() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("riddles/who-lives-in-the-city.json"),
    )
    .unwrap();
    let riddle = Riddle::from_json(&text).unwrap();
    let off = count_solutions(&riddle, &options(Learning::Off));
    let on = count_solutions(&riddle, &options(Learning::On));
    assert_eq!((on.count.to_string(), on.complete), (off.count.to_string(), true));
    assert_eq!(off.count.to_string(), "2");
}

#[test]
fn the_stats_say_what_was_learnt_and_only_when_learning() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/large/20x10-s3.json");
    let Ok(text) = std::fs::read_to_string(path) else {
        return; // the published package leaves the fixtures out
    };
    let riddle = Riddle::from_json(&text).unwrap();
    let on = solve_riddle(&riddle, &options(Learning::On)).stats.learning;
    assert!(on.learnt > 0 && on.peak_bytes > 0, "{on:?}");
    let off = solve_riddle(&riddle, &options(Learning::Off)).stats.learning;
    assert_eq!(off, gridriddle::search::LearningStats::default());
    let with_steps = SolveOptions {
        steps: true,
        ..options(Learning::On)
    };
    assert_eq!(
        solve_riddle(&riddle, &with_steps).stats.learning,
        gridriddle::search::LearningStats::default()
    );
}

#[test]
fn a_riddle_with_a_great_column_is_searched_without_learning_and_solved_the_same() {
    // Three pets for two houses: one is nobody's. Four solutions.
    let text = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["", "cat"]]]], "domains": {"Pet": ["cat", "dog", "fish"]}}"#;
    let riddle = Riddle::from_json(text).unwrap();
    let on = solve_riddle(&riddle, &options(Learning::On));
    let off = solve_riddle(&riddle, &options(Learning::Off));
    assert_eq!((on.solutions.len(), on.complete), (4, true));
    assert_eq!(sorted(&on), sorted(&off));
    assert_eq!(on.stats.learning, gridriddle::search::LearningStats::default());
}

//! The memory budget (`SolveOptions::max_memory`): a search that would hold more stops, with its
//! own reason, and one within it answers as if there were none.

use gridriddle::{
    count_solutions, search::solve_each, solve_json, solve_riddle, Riddle, SolveOptions, Solved, StopReason,
};
use std::ops::ControlFlow;

/// Six values in six rows and nothing else: 720 arrangements, a search several levels deep.
fn free() -> Riddle {
    let values: Vec<String> = (1..=6).map(|i| format!(r#""v{i}""#)).collect();
    let json = format!(
        r#"{{"header": ["P"], "startMatrix": [{}], "hints": [], "domains": {{"P": [{}]}}}}"#,
        [r#"[""]"#; 6].join(","),
        values.join(",")
    );
    Riddle::from_json(&json).unwrap()
}

fn options(max_memory: Option<usize>, steps: bool) -> SolveOptions {
    SolveOptions {
        max_solutions: usize::MAX,
        max_nodes: None,
        steps,
        max_memory,
        threads: 1,
    }
}

#[test]
fn a_budget_smaller_than_the_riddle_stops_the_search_at_its_first_branch() {
    let riddle = free();
    for steps in [false, true] {
        let solved = solve_riddle(&riddle, &options(Some(0), steps));
        assert_eq!(solved.stopped, Some(StopReason::MemoryBudget));
        assert!(!solved.complete);
        assert!(solved.solutions.is_empty());
        assert_eq!(solved.stats.nodes, 1, "the root, and no branch");
    }
    // A count searches only where hints link columns (a lone column is counted by a formula).
    let linked = Riddle::from_json(
        r#"{"header": ["P", "Q"], "startMatrix": [["", ""], ["", ""], ["", ""]],
            "hints": [[[["a", "x"]]]], "domains": {"P": ["a", "b", "c"], "Q": ["x", "y", "z"]}}"#,
    )
    .unwrap();
    let count = count_solutions(&linked, &options(Some(0), false));
    assert_eq!((count.count, count.complete), (0, false));
    assert_eq!(count.stopped, Some(StopReason::MemoryBudget));
    let each = solve_each(&riddle, &options(Some(0), true), |_| ControlFlow::Continue(()));
    assert_eq!((each.found, each.stopped), (0, Some(StopReason::MemoryBudget)));
}

#[test]
fn the_json_report_names_the_memory_budget() {
    let json = r#"{"header": ["P"], "startMatrix": [[""], [""], [""]], "hints": [],
        "domains": {"P": ["a", "b", "c"]}}"#;
    let report: serde_json::Value =
        serde_json::from_str(&solve_json(json, &options(Some(0), true)).unwrap()).unwrap();
    assert_eq!(report["stopped"], "memoryBudget");
    assert_eq!(report["complete"], false);
}

#[test]
fn a_search_within_its_budget_answers_as_without_one() {
    let riddle = free();
    for steps in [false, true] {
        let unlimited = solve_riddle(&riddle, &options(None, steps));
        assert_eq!(unlimited.solutions.len(), 720);
        assert!(unlimited.complete);
        assert_eq!(solve_riddle(&riddle, &options(Some(1 << 30), steps)), unlimited);
    }
}

#[test]
fn a_budget_between_stops_after_the_solutions_an_unlimited_search_finds_first() {
    let riddle = free();
    let unlimited = solve_riddle(&riddle, &options(None, true));
    // The smallest budget, in steps of 64 bytes, that lets the search find a solution but not
    // all: the trail, the stack and the steps of a branch deeper than the first outgrow it.
    let stopped_between = (0..4096usize)
        .map(|i| solve_riddle(&riddle, &options(Some(i * 64), true)))
        .find(|s: &Solved| !s.solutions.is_empty())
        .expect("some budget lets a solution through");
    assert_eq!(stopped_between.stopped, Some(StopReason::MemoryBudget));
    assert!(stopped_between.solutions.len() < unlimited.solutions.len());
    assert_eq!(
        stopped_between.solutions[..],
        unlimited.solutions[..stopped_between.solutions.len()],
        "the same solutions, steps and all, in the same order"
    );
    assert!(stopped_between.stats.nodes < unlimited.stats.nodes);
}

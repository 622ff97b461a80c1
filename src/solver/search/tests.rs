//! Unit tests of the search.

use super::*;
use crate::trace::Cell;

fn riddle(json: &str) -> Riddle {
    Riddle::from_json(json).unwrap()
}

fn solve(riddle: &Riddle, options: &SolveOptions) -> Solved {
    solve_all(riddle, options, &mut Workspace::default())
}

/// One search, its solutions in a list.
fn attempt(riddle: &Riddle, options: &SolveOptions, merge_hints: bool) -> Solved {
    let mut solutions = Vec::new();
    let ws = &mut Workspace::default();
    let searched = super::attempt(riddle, options, merge_hints, ws, &mut solutions);
    Solved::from_parts(solutions, searched)
}

/// Three values in three rows, and nothing else: all 6 arrangements.
const FREE: &str = r#"{"header": ["P"], "startMatrix": [[""], [""], [""]], "hints": [],
    "domains": {"P": ["a", "b", "c"]}}"#;

#[test]
fn every_arrangement_is_found_once_in_a_fixed_order() {
    let r = riddle(FREE);
    let solved = solve(&r, &SolveOptions::default());
    assert!(solved.complete);
    let found: Vec<Vec<Vec<String>>> = solved.solutions.iter().map(|s| r.names(&s.matrix)).collect();
    let column = |a: &str, b: &str, c: &str| vec![vec![a.to_owned()], vec![b.to_owned()], vec![c.to_owned()]];
    assert_eq!(
        found,
        [
            column("a", "b", "c"),
            column("a", "c", "b"),
            column("b", "a", "c"),
            column("c", "a", "b"),
            column("b", "c", "a"),
            column("c", "b", "a"),
        ]
    );
    assert_eq!(
        solve(&r, &SolveOptions::default()),
        solved,
        "the same answer every run"
    );
}

#[test]
fn the_solution_limit_stops_the_search_incomplete() {
    let solved = solve(
        &riddle(FREE),
        &SolveOptions {
            max_solutions: 2,
            ..SolveOptions::default()
        },
    );
    assert_eq!(solved.solutions.len(), 2);
    assert!(!solved.complete);
    assert_eq!(solved.stopped, Some(StopReason::SolutionLimit));
    let none = solve(
        &riddle(FREE),
        &SolveOptions {
            max_solutions: 0,
            ..SolveOptions::default()
        },
    );
    assert!(none.solutions.is_empty() && !none.complete);
}

#[test]
fn the_node_budget_stops_the_search_incomplete() {
    let solved = solve(
        &riddle(FREE),
        &SolveOptions {
            max_nodes: Some(3),
            ..SolveOptions::default()
        },
    );
    assert_eq!(solved.stats.nodes, 3);
    assert!(!solved.complete);
    assert_eq!(solved.stopped, Some(StopReason::NodeBudget));
}

/// Seven rows, one column, and two hints that rule 1 merges (`a` directly above `b`, `b`
/// directly above `c`): 5 places for the block times 4! orders of the others, 120
/// solutions, more than [`QUICK_NODES`] nodes.
const BLOCK_OF_THREE: &str = r#"{"header": ["P"],
    "startMatrix": [[""], [""], [""], [""], [""], [""], [""]],
    "hints": [[[["a"], ["b"]]], [[["b"], ["c"]]]],
    "domains": {"P": ["a", "b", "c", "d", "e", "f", "g"]}}"#;

#[test]
fn steps_off_a_small_riddle_the_quick_search_cannot_settle_is_searched_again_with_rule_1() {
    let r = riddle(BLOCK_OF_THREE);
    let all = SolveOptions {
        max_solutions: usize::MAX,
        ..SolveOptions::default()
    };
    let off = SolveOptions {
        steps: false,
        ..all.clone()
    };
    let (on, off) = (solve(&r, &all), solve(&r, &off));
    assert_eq!(on.solutions.len(), 120);
    assert!(on.complete && off.complete);
    // The quick search ran out of nodes and was dropped: the solutions are those of rule 1
    // first, in the same order, and the nodes of both searches are counted.
    let matrices = |s: &Solved| s.solutions.iter().map(|s| s.matrix.clone()).collect::<Vec<_>>();
    assert_eq!(matrices(&off), matrices(&on));
    assert_eq!(off.stats.nodes, on.stats.nodes + QUICK_NODES);
    // A node budget is shared by the two searches.
    for max in [QUICK_NODES - 10, QUICK_NODES, QUICK_NODES + 10] {
        let limited = solve(
            &r,
            &SolveOptions {
                steps: false,
                max_nodes: Some(max),
                max_solutions: usize::MAX,
                ..SolveOptions::default()
            },
        );
        assert_eq!(limited.stats.nodes, max);
        assert_eq!(limited.stopped, Some(StopReason::NodeBudget));
    }
}

#[test]
fn steps_off_a_small_riddle_the_quick_search_settles_is_searched_once_without_rule_1() {
    let r = crate::samples::sample("neighbours").expect("a sample").riddle();
    let off = SolveOptions {
        steps: false,
        ..SolveOptions::default()
    };
    let solved = solve(&r, &off);
    let quick = attempt(&r, &off, false);
    assert_eq!(solved, quick);
    assert!(solved.complete && solved.stats.nodes < QUICK_NODES);
    let with_rule_1 = attempt(&r, &off, true);
    assert_eq!(solved.solutions, with_rule_1.solutions);
    assert_ne!(
        solved.stats, with_rule_1.stats,
        "another search, not the same one twice"
    );
}

#[test]
fn a_first_branch_without_solutions_is_an_exclusion_on_the_way_to_the_solution() {
    // ZebraLogic lgp-test-3x2-20: Arnold in row 2 fails (cooking would have to be in row 1,
    // photography then in row 2, with Eric, who cannot be there).
    let r = riddle(
        r#"{"header": ["House", "Name", "Hobby"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
           "hints": [[[["", "", "cooking"], ["", "Arnold", ""]]], [[["3", "", "gardening"]]],
                     [[["", "Eric", "photography"]]]],
           "domains": {"Name": ["Arnold", "Eric", "Peter"], "Hobby": ["cooking", "gardening", "photography"]}}"#,
    );
    let solved = solve(&r, &SolveOptions::default());
    assert_eq!(solved.solutions.len(), 1);
    let arnold = Cell {
        row: 1,
        column: 1,
        value: 1,
    };
    assert_eq!(solved.solutions[0].steps[1], Step::Exclude { cell: arnold });
    assert_eq!(
        solved.solutions[0].steps[2],
        Step::Fill {
            cell: Cell { row: 2, ..arnold },
            reason: FillReason::OnlyRowForValue
        }
    );
}

#[test]
fn the_second_branch_is_an_assumption_when_the_first_had_solutions() {
    let solved = solve(&riddle(FREE), &SolveOptions::default());
    let assumptions = |s: &Solution| {
        s.steps
            .iter()
            .filter(|step| matches!(step, Step::Assume { .. }))
            .count()
    };
    assert!(matches!(
        solved.solutions[0].steps[0],
        Step::Assume { holds: true, .. }
    ));
    assert!(matches!(
        solved.solutions[5].steps[0],
        Step::Assume { holds: false, .. }
    ));
    assert!(solved.solutions.iter().all(|s| assumptions(s) >= 1));
}

#[test]
fn a_workspace_reused_from_riddle_to_riddle_gives_the_answers_of_a_fresh_one() {
    let unsolvable = riddle(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""]],
           "hints": [[[["1", "cat"]]], [[["", "dog"]]], [[["1", "dog"]]]]}"#,
    );
    let riddles: Vec<Riddle> = crate::samples::samples()
        .iter()
        .map(|s| s.riddle())
        .chain([riddle(FREE), unsolvable])
        .collect();
    let limited = SolveOptions {
        max_solutions: 1,
        max_nodes: Some(4),
        steps: false,
        ..SolveOptions::default()
    };
    let mut ws = Workspace::default();
    // Largest first, then smaller ones in the larger arrays, then back: twice round.
    for r in riddles.iter().chain(riddles.iter().rev()) {
        for options in [SolveOptions::default(), limited.clone()] {
            assert_eq!(solve_all(r, &options, &mut ws), solve(r, &options));
        }
    }
}

#[test]
fn an_unsolvable_riddle_names_hints_that_cannot_all_hold() {
    let r = riddle(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""]],
           "hints": [[[["1", "cat"]]], [[["", "dog"]]], [[["1", "dog"]]]]}"#,
    );
    let solved = solve(&r, &SolveOptions::default());
    assert!(solved.solutions.is_empty() && solved.complete);
    assert_eq!(solved.conflicts, [0, 2]);
}

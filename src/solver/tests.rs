//! The rules' unit tests: the three merge rules, propagation in both orders, and compiling.

use super::flat::HintSet;
use super::model::Model;
use super::sink::NoSteps;
use super::state::{rows_of, single, Conflict, State};
use crate::answer::SolveOptions;
use crate::riddle::Riddle;
use crate::trace::{Cell, FillReason, Step};

fn riddle(json: &str) -> Riddle {
    Riddle::from_json(json).unwrap()
}

/// The model's calls, recording steps into `steps` when `with_steps`, else none.
fn schedule_all(model: &mut Model, with_steps: bool) {
    if with_steps {
        model.schedule_all::<Vec<Step>>();
    } else {
        model.schedule_all::<NoSteps>();
    }
}

fn propagate_with(
    model: &mut Model,
    state: &mut State,
    with_steps: bool,
    steps: &mut Vec<Step>,
) -> Result<(), Conflict> {
    if with_steps {
        model.propagate(state, steps)
    } else {
        model.propagate(state, &mut NoSteps)
    }
}

fn assume(model: &mut Model, state: &mut State, v: usize, row: usize, with_steps: bool) {
    if with_steps {
        model.assume::<Vec<Step>>(state, v, row);
    } else {
        model.assume::<NoSteps>(state, v, row);
    }
}

/// Compiles `riddle` and runs the rules from the start, with steps.
fn propagate(riddle: &Riddle) -> (Model, State, Result<(), Conflict>, Vec<Step>) {
    let mut model = super::compile::model(riddle, |_| true, true);
    let mut state = model.start();
    let mut steps = Vec::new();
    model.schedule_all::<Vec<Step>>();
    let result = model.propagate(&mut state, &mut steps);
    (model, state, result, steps)
}

#[test]
fn a_hint_sharing_a_value_with_the_riddle_matrix_is_merged_by_rule_2() {
    let r = riddle(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]], "hints": [[[["2", "cat"]]]]}"#,
    );
    let (_, state, result, steps) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert_eq!(state.row_sets[3], 0b010, "cat (the fourth value) is in row 2");
    assert_eq!(
        steps,
        [Step::Merge {
            rule: 2,
            hints: vec![0],
            option: Some(vec![0]),
            rows: vec![1],
            cells: vec![Cell {
                row: 1,
                column: 1,
                value: 1
            }]
        }]
    );
}

#[test]
fn an_option_that_cannot_be_merged_is_rejected_and_the_other_merged() {
    // X is in row 1; "X next to Y" cannot have Y above X.
    let r = riddle(
        r#"{"header": ["A", "B"], "startMatrix": [["x", ""], ["", ""], ["", ""]],
           "hints": [[[["x", ""], ["", "y"]], [["", "y"], ["x", ""]]]]}"#,
    );
    let (_, _, result, steps) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert!(
        matches!(&steps[0], Step::Reject { rule: 2, options, exhausted: false, .. } if options == &[vec![1]])
    );
    assert!(matches!(&steps[1], Step::Merge { rule: 2, rows, .. } if rows == &[0, 1]));
}

#[test]
fn a_value_with_one_row_left_is_filled_by_rule_3() {
    let r = riddle(
        r#"{"header": ["P"], "startMatrix": [["cat"], [""]], "hints": [], "domains": {"P": ["cat", "dog"]}}"#,
    );
    let (_, state, result, steps) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert_eq!(state.row_sets, [0b01, 0b10]);
    assert_eq!(
        steps,
        [Step::Fill {
            cell: Cell {
                row: 1,
                column: 0,
                value: 2
            },
            reason: FillReason::OnlyRowForValue
        }]
    );
}

#[test]
fn the_last_of_64_values_is_filled_when_the_others_are() {
    // Row sets are 64-bit words and a column's values are bits of one word in the column
    // rule: the last value of the widest column, filled there, is the edge.
    let rows: Vec<String> = (1..64)
        .map(|i| format!("[\"v{i}\"]"))
        .chain(["[\"\"]".into()])
        .collect();
    let domain: Vec<String> = (1..=64).map(|i| format!("\"v{i}\"")).collect();
    let r = riddle(&format!(
        r#"{{"header": ["P"], "startMatrix": [{}], "hints": [], "domains": {{"P": [{}]}}}}"#,
        rows.join(", "),
        domain.join(", ")
    ));
    let (_, state, result, steps) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert_eq!(state.row_sets[63], 1 << 63);
    assert!((0..63).all(|v| state.row_sets[v] == 1 << v));
    assert_eq!(steps.len(), 1);
}

#[test]
fn a_blank_cell_only_one_value_can_take_is_filled_by_rule_3() {
    // a and b are both in rows 1–2 (a hint each), so row 3 can only take c.
    let r = riddle(
        r#"{"header": ["P"], "startMatrix": [[""], [""], [""]], "domains": {"P": ["a", "b", "c"]},
           "hints": [[[["a"], [""]]], [[["b"], [""]]]]}"#,
    );
    let (_, state, result, _) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert_eq!(state.row_sets[2], 0b100);
}

#[test]
fn a_column_whose_values_cannot_all_fit_fails() {
    // Three values kept out of row 3 by their hints: two rows for three values.
    let r = riddle(
        r#"{"header": ["P"], "startMatrix": [[""], [""], [""]],
           "hints": [[[["a"], [""]]], [[["b"], [""]]], [[["c"], [""]]]]}"#,
    );
    let (_, _, result, _) = propagate(&r);
    assert_eq!(result, Err(Conflict::Column(0)));
}

#[test]
fn steps_off_two_values_filled_on_one_row_fail_before_the_queued_hints_are_revised() {
    // Cat and dog assumed in row 1 of column P; the hints that would place tea and milk are
    // queued by those assumptions.
    let r = riddle(
        r#"{"header": ["H", "P", "D"], "startMatrix": [["1", "", ""], ["2", "", ""]],
           "hints": [[[["", "cat", "tea"]]], [[["", "dog", "milk"]]]]}"#,
    );
    let value = |name: &str| column_value(&r, 1, name);
    for with_steps in [false, true] {
        let mut model = super::compile::model(&r, |_| true, with_steps);
        let mut state = model.start();
        let mut steps = Vec::new();
        schedule_all(&mut model, with_steps);
        assert_eq!(
            propagate_with(&mut model, &mut state, with_steps, &mut steps),
            Ok(())
        );
        assume(&mut model, &mut state, value("cat"), 0, with_steps);
        assume(&mut model, &mut state, value("dog"), 0, with_steps);
        let merges = model.counts.fills;
        let result = propagate_with(&mut model, &mut state, with_steps, &mut steps);
        // Steps off, column P fails at once; with steps, the hints are revised first, as they
        // always were (the detailed solution does not change): they place tea and milk in row
        // 1 as well, and column D, revised first, fails.
        let (column, hint_merges) = if with_steps { (2, 2) } else { (1, 0) };
        assert_eq!(result, Err(Conflict::Column(column)), "with steps: {with_steps}");
        assert_eq!(
            model.counts.fills - merges,
            hint_merges,
            "with steps: {with_steps}"
        );
    }
}

#[test]
fn a_failed_column_blames_its_filled_values_and_a_failed_hint_all_of_its_values() {
    let r = riddle(
        r#"{"header": ["H", "P", "D"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
           "hints": [[[["", "cat", "tea"]]]],
           "domains": {"P": ["cat", "dog", "fish"], "D": ["tea", "milk", "water"]}}"#,
    );
    let p = |name: &str| column_value(&r, 1, name);
    let d = |name: &str| column_value(&r, 2, name);
    let mut model = super::compile::model(&r, |_| true, false);
    let mut root = model.start();
    model.schedule_all::<NoSteps>();
    assert_eq!(model.propagate(&mut root, &mut NoSteps), Ok(()));
    let weights: Vec<u64> = (0..model.values()).map(|v| model.weights.of(v)).collect();
    // What the failures since the root added to the weights of these values.
    let added = |model: &Model, values: [usize; 3]| values.map(|v| model.weights.of(v) - weights[v]);
    let pets = [p("cat"), p("dog"), p("fish")];
    let drinks = [d("tea"), d("milk"), d("water")];

    // Cat and dog in row 1: column P fails, and only they are blamed, not fish.
    let mut state = root.clone();
    model.assume::<NoSteps>(&mut state, p("cat"), 0);
    model.assume::<NoSteps>(&mut state, p("dog"), 0);
    assert_eq!(
        model.propagate(&mut state, &mut NoSteps),
        Err(Conflict::Column(1))
    );
    assert_eq!(added(&model, pets), [1, 1, 0]);
    assert_eq!(added(&model, drinks), [0, 0, 0]);

    // Cat in row 1 and tea out of it: the hint fails, and blames tea too, though not filled.
    let mut state = root.clone();
    model.assume::<NoSteps>(&mut state, p("cat"), 0);
    model.exclude(&mut state, d("tea"), 0, &mut NoSteps);
    assert_eq!(model.propagate(&mut state, &mut NoSteps), Err(Conflict::Hint(0)));
    assert_eq!(added(&model, pets), [2, 1, 0]);
    assert_eq!(added(&model, drinks), [1, 0, 0]);
}

#[test]
fn steps_off_a_riddle_of_more_than_64_hints_watches_them_in_several_words() {
    // A sample riddle with each hint six times: the first search (no rule 1) compiles every
    // copy, more hints than one word of a `HintSet` holds. This one needs a search (9 nodes).
    let sample = crate::samples::sample("meeting-the-challenge").unwrap();
    let mut json: serde_json::Value = serde_json::from_str(sample.json).unwrap();
    let hints = json["hints"].as_array().unwrap().clone();
    json["hints"] = serde_json::Value::Array(hints.iter().cycle().take(6 * hints.len()).cloned().collect());
    json.as_object_mut().unwrap().remove("hintTexts");
    let copies = Riddle::from_json(&json.to_string()).unwrap();
    let model = super::compile::model_in(&copies, |_| true, false, false, Model::default());
    assert!(
        model.compiled.hints.len() > 64,
        "{} hints compiled",
        model.compiled.hints.len()
    );
    // Each value's watchers, as the bit sets `narrow` adds, are the hints that mention it.
    let mut beyond_64 = false;
    for v in 0..model.values() {
        let mut set = HintSet::default().reset(model.compiled.hints.len());
        set.add(&model.watchers.bits, v);
        let mut watchers = Vec::new();
        while let Some(h) = set.lowest() {
            watchers.push(h);
            set.done(h);
        }
        let mentioning = (0..model.compiled.hints.len())
            .filter(|&h| model.compiled.values[model.compiled.hints[h].values.range()].contains(&(v as u32)));
        assert_eq!(watchers, mentioning.collect::<Vec<_>>(), "value {v}");
        beyond_64 |= watchers.iter().any(|&h| h >= 64);
    }
    assert!(beyond_64);
    // The rules reach one fixpoint whatever the order: a bit set of several words must
    // reach the one the work list of steps reaches, from every assumption.
    let fixpoint = |with_steps: bool, assumed: Option<(usize, usize)>| {
        let mut model = super::compile::model_in(&copies, |_| true, with_steps, false, Model::default());
        let mut state = model.start();
        let mut steps = Vec::new();
        schedule_all(&mut model, with_steps);
        propagate_with(&mut model, &mut state, with_steps, &mut steps).unwrap();
        if let Some((v, row)) = assumed {
            assume(&mut model, &mut state, v, row, with_steps);
            propagate_with(&mut model, &mut state, with_steps, &mut steps).ok()?;
        }
        Some(state.row_sets)
    };
    let root = fixpoint(false, None).unwrap();
    assert_eq!(Some(&root), fixpoint(true, None).as_ref());
    assert!(
        root.iter().any(|&rows| !single(rows)),
        "the rules alone do not solve it"
    );
    for (v, &rows) in root.iter().enumerate().filter(|(_, &rows)| !single(rows)) {
        for row in rows_of(rows) {
            assert_eq!(fixpoint(false, Some((v, row))), fixpoint(true, Some((v, row))));
        }
    }
    let off = SolveOptions {
        steps: false,
        ..SolveOptions::default()
    };
    let solutions = |r: &Riddle| -> Vec<_> {
        super::solve_riddle(r, &off)
            .solutions
            .into_iter()
            .map(|s| s.matrix)
            .collect()
    };
    assert_eq!(solutions(&copies), solutions(&sample.riddle()));
    assert_eq!(solutions(&copies).len(), 1);
}

#[test]
fn a_hint_that_always_holds_leaves_the_next_hints_alone() {
    // With singleHints, hint 0's second option (a row of one value) always holds, so hint 0
    // is dropped after its first option was compiled; hint 1 shares a1 with that option and
    // must still fit: a1 and b2 on one row, in either row.
    let r = riddle(
        r#"{"header": ["A", "B"], "startMatrix": [["", ""], ["", ""]], "singleHints": true,
           "domains": {"A": ["a1", "a2"], "B": ["b1", "b2"]},
           "hints": [[[["a1", "b1"]], [["a1", ""]]], [[["a1", "b2"]]]]}"#,
    );
    let solved = super::solve_riddle(&r, &SolveOptions::default());
    assert_eq!(solved.solutions.len(), 2);
    assert!(solved.complete);
}

/// The global index of value `name` of column `column` (after the values of the columns
/// before it).
fn column_value(r: &Riddle, column: usize, name: &str) -> usize {
    let before: usize = (0..column).map(|c| r.values(c).len()).sum();
    before + r.values(column).iter().position(|v| v == name).unwrap()
}

#[test]
fn steps_off_without_rule_1_a_hint_with_one_free_value_is_applied_when_compiled() {
    // CompiledHint 0: cat is not in house 2. CompiledHint 1: dog is next to cat (two free values: kept).
    // CompiledHint 2: dog is in house 2. CompiledHint 3: cat is in house 1 or dog in house 3; dog is fixed
    // by hint 2 when hint 3 is compiled, so only cat is free, and the second option fails.
    let r = riddle(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
           "hints": [[[["1", "cat"]], [["3", "cat"]]],
                     [[["", "dog"], ["", "cat"]], [["", "cat"], ["", "dog"]]],
                     [[["2", "dog"]]],
                     [[["1", "cat"]], [["3", "dog"]]]]}"#,
    );
    let (cat, dog) = (column_value(&r, 1, "cat"), column_value(&r, 1, "dog"));
    let model = super::compile::model_in(&r, |_| true, false, false, Model::default());
    assert_eq!(model.compiled.hints.len(), 1, "only hint 1 is compiled");
    assert_eq!(model.compiled.origins[model.compiled.hints[0].hints.range()], [1]);
    assert_eq!(
        (model.start.row_sets[cat], model.start.row_sets[dog]),
        (0b001, 0b010)
    );
    assert_eq!((model.counts.fills, model.counts.rejections), (2, 1));
    // With steps, or with rule 1, every hint is compiled and the rules deduce the same.
    for (steps, merge_hints) in [(true, false), (false, true)] {
        let model = super::compile::model_in(&r, |_| true, steps, merge_hints, Model::default());
        assert_eq!(model.start.row_sets[cat], 0b111);
    }
    let (_, state, result, _) = propagate(&r);
    assert_eq!(result, Ok(()));
    assert_eq!((state.row_sets[cat], state.row_sets[dog]), (0b001, 0b010));
}

#[test]
fn a_hint_with_one_free_value_that_cannot_hold_is_compiled_for_the_search_to_fail() {
    // Cat is in house 1 and not in house 1: the second hint fits nowhere and is kept.
    let r = riddle(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
           "hints": [[[["1", "cat"]]], [[["2", "cat"]], [["3", "cat"]]]]}"#,
    );
    let model = super::compile::model_in(&r, |_| true, false, false, Model::default());
    assert_eq!(model.compiled.hints.len(), 1);
    assert_eq!(model.compiled.origins[model.compiled.hints[0].hints.range()], [1]);
    let options = SolveOptions::default();
    let solved = super::solve_riddle(
        &r,
        &SolveOptions {
            steps: false,
            ..options
        },
    );
    assert!(solved.solutions.is_empty() && solved.complete);
    assert_eq!(solved.conflicts, [0, 1]);
}

#[test]
fn a_hint_taller_than_the_riddle_matrix_fails() {
    let r = riddle(r#"{"header": ["P"], "startMatrix": [[""], [""]], "hints": [[[["a"], [""], [""]]]]}"#);
    let (_, _, result, steps) = propagate(&r);
    assert_eq!(result, Err(Conflict::Hint(0)));
    assert!(matches!(steps.last(), Some(Step::Reject { exhausted: true, .. })));
}

/// tests/fixtures/many-solutions.json: 1,710,720 solutions.
const MANY: &str = include_str!("../../tests/fixtures/many-solutions.json");

#[test]
fn a_page_is_the_slice_of_the_solutions_and_says_whether_more_follow() {
    use crate::answer::StopReason;
    let many = riddle(MANY);
    let options = SolveOptions {
        steps: false,
        ..SolveOptions::default()
    };
    let all = super::solve_riddle(
        &many,
        &SolveOptions {
            max_solutions: 50,
            ..options.clone()
        },
    );
    let matrices = |solutions: &[crate::answer::Solution]| -> Vec<_> {
        solutions.iter().map(|s| s.matrix.clone()).collect()
    };
    // max_solutions does not apply to a page.
    let one = SolveOptions {
        max_solutions: 1,
        ..options.clone()
    };
    let page = super::solutions_page(&many, &one, 20, 20);
    assert_eq!(matrices(&page.solved.solutions), matrices(&all.solutions[20..40]));
    assert_eq!((page.offset, page.more, page.solved.complete), (20, true, false));
    assert_eq!(page.solved.stopped, Some(StopReason::Caller));

    // The last page of a riddle of two solutions: no more, complete; past the end: empty.
    let city = crate::samples::sample("who-lives-in-the-city").unwrap().riddle();
    let both = super::solve_riddle(&city, &options);
    assert_eq!(both.solutions.len(), 2);
    let last = super::solutions_page(&city, &options, 1, 20);
    assert_eq!(matrices(&last.solved.solutions), matrices(&both.solutions[1..]));
    assert_eq!(
        (last.more, last.solved.complete, last.solved.stopped),
        (false, true, None)
    );
    let past = super::solutions_page(&city, &options, 5, 20);
    assert!(past.solved.solutions.is_empty());
    assert_eq!((past.offset, past.more, past.solved.complete), (5, false, true));
    // A page of one that ends before the second solution: there is more.
    let first = super::solutions_page(&city, &options, 0, 1);
    assert_eq!(matrices(&first.solved.solutions), matrices(&both.solutions[..1]));
    assert!(first.more);

    // The node budget counts the solutions before the page.
    let budget = super::solutions_page(
        &many,
        &SolveOptions {
            max_nodes: Some(0),
            ..options
        },
        0,
        20,
    );
    assert_eq!(budget.solved.stopped, Some(StopReason::NodeBudget));
    assert!(!budget.more);
}

// Failed-value probing at the root (`probe.rs`): the same solutions with it and without.

/// 25×10-s3 (25 rows, 250 values: probed) without its hint 30: 556 solutions.
fn loosened_25x10() -> Riddle {
    let mut file: serde_json::Value =
        serde_json::from_str(include_str!("../../tests/fixtures/large/25x10-s3.json")).unwrap();
    file["hints"].as_array_mut().unwrap().remove(30);
    file.as_object_mut().unwrap().remove("hintTexts");
    Riddle::from_json(&file.to_string()).unwrap()
}

/// The solutions as sorted names, and the search's nodes.
fn sorted_names(riddle: &Riddle, options: &SolveOptions) -> (Vec<Vec<Vec<String>>>, u64) {
    let solved = super::solve_riddle(riddle, options);
    assert!(solved.complete);
    let mut names: Vec<_> = solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect();
    names.sort();
    (names, solved.stats.nodes)
}

#[test]
fn probing_the_root_keeps_every_solution_on_one_thread_and_two() {
    let riddle = loosened_25x10();
    let options = SolveOptions {
        max_solutions: 100_000,
        max_nodes: None,
        steps: false,
        ..SolveOptions::default()
    };
    super::probe::PROBING_OFF.with(|off| off.set(true));
    let (without, nodes_without) = sorted_names(&riddle, &options);
    super::probe::PROBING_OFF.with(|off| off.set(false));
    assert_eq!(without.len(), 556);
    let (with, nodes_with) = sorted_names(&riddle, &options);
    assert_eq!(with, without);
    // The probes took rows out: another tree (else this test would not test them).
    assert_ne!(nodes_with, nodes_without);
    let two = SolveOptions {
        threads: 2,
        ..options
    };
    assert_eq!(sorted_names(&riddle, &two).0, without);
}

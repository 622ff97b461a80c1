//! Unit tests of the detailed solution's data, sentences and JSON.

use super::*;

fn riddle() -> Riddle {
    Riddle::from_json(
        r#"{"header": ["House", "Color"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
           "hints": [[[["", "red"], ["", "blue"]], [["", "blue"], ["", "red"]]], [[["1", "green"]]]],
           "hintTexts": ["Red is next to blue.", "Green is in house 1."]}"#,
    )
    .unwrap()
}

fn cell(row: usize, column: usize, value: ValueId) -> Cell {
    Cell { row, column, value }
}

#[test]
fn each_step_reads_as_a_sentence() {
    let r = riddle();
    // Color values in order of appearance: red 1, blue 2, green 3.
    let steps = [
        Step::MergeHints {
            hints: [vec![0], vec![1]],
            shared: (1, 1),
            kept: 1,
            rejected: 1,
        },
        Step::Merge {
            rule: 2,
            hints: vec![1],
            option: Some(vec![0]),
            rows: vec![0],
            cells: vec![cell(0, 1, 3)],
        },
        Step::Merge {
            rule: 1,
            hints: vec![0],
            option: Some(vec![1]),
            rows: vec![1, 2],
            cells: vec![cell(1, 1, 2), cell(2, 1, 1)],
        },
        Step::Reject {
            rule: 2,
            hints: vec![0],
            options: vec![vec![0]],
            exhausted: false,
        },
        Step::Reject {
            rule: 1,
            hints: vec![0, 1],
            options: vec![vec![0, 0], vec![1, 0]],
            exhausted: true,
        },
        Step::Fill {
            cell: cell(2, 1, 1),
            reason: FillReason::OnlyRowForValue,
        },
        Step::Fill {
            cell: cell(2, 1, 1),
            reason: FillReason::OnlyValueForCell,
        },
        Step::Assume {
            cell: cell(1, 1, 2),
            holds: true,
        },
        Step::Assume {
            cell: cell(1, 1, 2),
            holds: false,
        },
        Step::Exclude { cell: cell(0, 1, 1) },
    ];
    let texts: Vec<String> = steps.iter().map(|s| s.text(&r)).collect();
    assert_eq!(
        texts,
        [
            "Rule 1: hint 1 (\"Red is next to blue.\") and hint 2 (\"Green is in house 1.\") share Color red, \
             so they are merged into one hint (1 of 2 pairings of options rejected)",
            "Rule 2: hint 2 (\"Green is in house 1.\") merged at row 1: Color green",
            "Rule 1: option 2 of hint 1 (\"Red is next to blue.\") merged at rows 2–3: Color blue, red",
            "Rule 2: option 1 of hint 1 (\"Red is next to blue.\") cannot be merged with the riddle matrix: rejected",
            "Rule 1: options 1+1, 2+1 of hints 1+2 (merged by rule 1) cannot be merged with the other hints: \
             rejected; no option is left, so this branch has no solution",
            "Rule 3: Color red can only go in row 3",
            "Rule 3: the blank Color cell of row 3 can only take red",
            "Assume Color blue is in row 2",
            "Assume Color blue is not in row 2",
            "Color red is not in row 1: assuming it there leads to no solution",
        ]
    );
}

#[test]
fn only_merges_fills_and_assumptions_fill_cells() {
    let c = cell(1, 1, 2);
    assert_eq!(Step::Assume { cell: c, holds: true }.filled(), [c]);
    assert!(Step::Assume {
        cell: c,
        holds: false
    }
    .filled()
    .is_empty());
    assert!(Step::Exclude { cell: c }.filled().is_empty());
    assert_eq!(
        Step::Fill {
            cell: c,
            reason: FillReason::OnlyRowForValue
        }
        .rule(),
        Some(3)
    );
}

/// One step of each kind (two of merges and rejections: rules 1 and 2).
fn one_of_each() -> Vec<Step> {
    vec![
        Step::MergeHints {
            hints: [vec![0], vec![1]],
            shared: (1, 1),
            kept: 1,
            rejected: 0,
        },
        Step::Merge {
            rule: 1,
            hints: vec![0],
            option: Some(vec![1]),
            rows: vec![1, 2],
            cells: vec![cell(1, 1, 2), cell(2, 1, 1)],
        },
        Step::Merge {
            rule: 2,
            hints: vec![1],
            option: Some(vec![0]),
            rows: vec![0],
            cells: vec![cell(0, 1, 3)],
        },
        Step::Reject {
            rule: 1,
            hints: vec![0, 1],
            options: vec![vec![0, 0]],
            exhausted: false,
        },
        Step::Reject {
            rule: 2,
            hints: vec![0],
            options: vec![vec![0]],
            exhausted: true,
        },
        Step::Fill {
            cell: cell(2, 1, 1),
            reason: FillReason::OnlyValueForCell,
        },
        Step::Unused { column: 1, value: 3 },
        Step::Assume {
            cell: cell(1, 1, 2),
            holds: true,
        },
        Step::Exclude { cell: cell(0, 1, 1) },
    ]
}

#[test]
fn a_step_says_its_rule_as_its_sentence_does() {
    let r = riddle();
    let rules: Vec<Option<u8>> = one_of_each().iter().map(Step::rule).collect();
    assert_eq!(
        rules,
        [
            Some(1),
            Some(1),
            Some(2),
            Some(1),
            Some(2),
            Some(3),
            Some(3),
            None,
            None
        ]
    );
    for step in one_of_each() {
        let text = step.text(&r);
        let starts = (1..=3).find(|n| text.starts_with(&format!("Rule {n}: ")));
        assert_eq!(starts, step.rule(), "{text}");
        assert_eq!(step.is_search(), step.rule().is_none());
    }
    let before: Vec<bool> = one_of_each().iter().map(Step::is_before_search).collect();
    assert_eq!(
        before,
        [true, false, false, false, false, false, false, false, false]
    );
}

#[test]
fn a_step_names_the_hints_it_uses() {
    let hints: Vec<Vec<usize>> = one_of_each().iter().map(Step::hints).collect();
    let none: Vec<usize> = Vec::new();
    assert_eq!(
        hints,
        [
            vec![0, 1],
            vec![0],
            vec![1],
            vec![0, 1],
            vec![0],
            none.clone(),
            none.clone(),
            none.clone(),
            none
        ]
    );
}

#[test]
fn a_step_report_has_one_rule_for_every_kind() {
    let r = riddle();
    let rules: Vec<serde_json::Value> = one_of_each()
        .iter()
        .map(|step| {
            let text = serde_json::to_string(&StepReport::new(&r, step)).unwrap();
            assert_eq!(text.matches("\"rule\"").count(), 1, "{text}");
            let json: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(json["text"], step.text(&r));
            json["rule"].clone()
        })
        .collect();
    assert_eq!(
        serde_json::Value::from(rules),
        serde_json::json!([1, 1, 2, 1, 2, 3, 3, null, null])
    );
    let unused = serde_json::to_value(StepReport::new(&r, &Step::Unused { column: 1, value: 3 })).unwrap();
    assert_eq!(
        unused,
        serde_json::json!({"kind": "unused", "column": 1, "value": 3, "rule": 3, "filled": [],
            "text": "Rule 3: no row of Color is left for green: it stays unused"})
    );
}

#[test]
fn steps_serialise_with_their_kind() {
    let json = serde_json::to_value(Step::Exclude { cell: cell(0, 1, 1) }).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"kind": "exclude", "cell": {"row": 0, "column": 1, "value": 1}})
    );
}

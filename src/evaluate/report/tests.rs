//! The unit tests of `report.rs`: records of each format read and graded, the report's rows,
//! bad lines at their numbers.

use super::*;

const GRID: &str = r#"{"id": "g", "size": "2*2", "puzzle": "p", "solution": {"header": ["House", "Pet", "Drink"], "rows": [["1", "cat", "tea"], ["2", "dog", "milk"]]}, "level": "easy"}"#;
const QUESTION: &str = r#"{"id": "q", "size": "3*2", "puzzle": "p", "question": "Which house?", "choices": ["1", "2", "3"], "answer": "2", "cell": {"house": 2, "column": "House"}, "level": "hard"}"#;

#[test]
fn a_grid_is_graded_against_the_records_solution() {
    let answers = r#"{"id": "g", "output": "| House | Pet | Drink |\n|---|---|---|\n| 1 | cat | milk |\n| 2 | dog | tea |"}"#;
    let e = evaluate(GRID, answers);
    assert_eq!(e.problems, []);
    assert_eq!(
        e.outcomes,
        [ItemOutcome {
            id: "g".to_owned(),
            size: (2, 2),
            level: Some("easy".to_owned()),
            solved: false,
            missing: false,
            unread: None,
            cells: 4,
            correct: 2,
            reasoning: None,
            reason: Some("hint 1 does not hold".to_owned()),
            wrong_cells: None,
            steps: None,
            solvable: true,
            claims_no_solution: false,
        }]
    );
}

#[test]
fn the_report_counts_unread_and_missing_apart_as_zero_and_groups_by_size_bucket_and_level() {
    let records = format!("{GRID}\n{QUESTION}\n");
    // The question is answered right; the grid has no answer.
    let e = evaluate(
        &records,
        r#"{"id": "q", "output": "It must be house 2.\nAnswer: 2"}"#,
    );
    let json = serde_json::to_value(&e.report).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "overall": {"puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 0.2},
            "bySize": [
                {"size": "2*2", "puzzles": 1, "solved": 0, "unread": 0, "missing": 1, "puzzleAccuracy": 0.0, "coverage": 0.0, "cellAccuracy": 0.0},
                {"size": "3*2", "puzzles": 1, "solved": 1, "unread": 0, "missing": 0, "puzzleAccuracy": 1.0, "coverage": 1.0, "cellAccuracy": 1.0}
            ],
            "byBucket": [
                {"bucket": "small", "puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 0.2}
            ],
            "byLevel": [
                {"level": "easy", "puzzles": 1, "solved": 0, "unread": 0, "missing": 1, "puzzleAccuracy": 0.0, "coverage": 0.0, "cellAccuracy": 0.0},
                {"level": "hard", "puzzles": 1, "solved": 1, "unread": 0, "missing": 0, "puzzleAccuracy": 1.0, "coverage": 1.0, "cellAccuracy": 1.0}
            ]
        })
    );
    assert!(e.outcomes[0].missing);
    assert_eq!(e.outcomes[0].unread, None);
    // An answer given and not read is unread, not missing.
    let e = evaluate(&records, r#"{"id": "g", "output": "I give up."}"#);
    let overall = &e.report.overall;
    assert_eq!((overall.unread, overall.missing, overall.coverage), (1, 1, 0.5));
}

#[test]
fn bad_lines_are_reported_with_their_numbers_and_the_rest_evaluated() {
    let records = format!("{GRID}\n{{not json\n\n{GRID}\n{{\"id\": \"x\"}}\n{QUESTION}\n");
    let answers = "{\"id\": \"q\", \"output\": \"Answer: 3\"}\n[1]\n{\"id\": \"nobody\", \"output\": \"\"}\n{\"id\": \"q\", \"output\": \"Answer: 2\"}\n{\"output\": \"x\"}\n{\"id\": true, \"output\": \"x\"}\n";
    let e = evaluate(&records, answers);
    let problems: Vec<(Input, usize, &str)> = e
        .problems
        .iter()
        .map(|p| (p.input, p.line, p.message.as_str()))
        .collect();
    assert_eq!(
        problems,
        [
            (Input::Records, 2, "not JSON: key must be a string"),
            (Input::Records, 4, "duplicate id \"g\" (first on line 1): left out"),
            (
                Input::Records,
                5,
                "not a record: expected \"question\" and \"choices\", \"riddle\", or \"solution\": {\"header\", \"rows\"}"
            ),
            (Input::Answers, 2, "expected a JSON object"),
            (Input::Answers, 3, "no record has id \"nobody\""),
            (Input::Answers, 4, "duplicate answer for id \"q\" (first on line 1): left out"),
            (Input::Answers, 5, "id: missing"),
            (Input::Answers, 6, "id: expected a string, found true"),
        ]
    );
    // The first answer for q (house 3) is the one kept: wrong.
    assert_eq!(e.report.overall.puzzles, 2);
    assert_eq!(e.report.overall.solved, 0);
}

#[test]
fn a_json_line_is_graded_against_its_riddle_with_its_rating_as_level() {
    use crate::dataset::{dataset_item, DatasetFormat, DatasetOptions};
    let item = dataset_item(&DatasetOptions::default(), 3).unwrap();
    let record = item.line(DatasetFormat::Json);
    let lines: Vec<String> = item
        .generated
        .solution
        .iter()
        .map(|row| format!("House {}: {}", row[0], row[1..].join(", ")))
        .collect();
    let answers = serde_json::json!({"id": item.id, "output": lines.join("\n")}).to_string();
    let e = evaluate(&record, &answers);
    assert_eq!(e.problems, []);
    let riddle = &item.generated.riddle;
    assert_eq!(
        e.outcomes,
        [ItemOutcome {
            id: item.id.clone(),
            size: (riddle.rows(), riddle.columns() - 1),
            level: Some(item.generated.rating.difficulty.name().to_owned()),
            solved: true,
            missing: false,
            unread: None,
            cells: riddle.rows() * (riddle.columns() - 1),
            correct: riddle.rows() * (riddle.columns() - 1),
            reasoning: None,
            reason: None,
            wrong_cells: None,
            steps: None,
            solvable: true,
            claims_no_solution: false,
        }]
    );
}

#[test]
fn verified_reasoning_adds_its_columns_and_only_where_the_record_has_its_riddle() {
    let riddle = r#"{"header": ["House", "Pet", "Drink"], "startMatrix": [["1", "", ""], ["2", "", ""]], "hints": [[[["", "cat", "tea"]]], [[["2", "dog", ""]]]], "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk"]}}"#;
    let records = format!(
        "{{\"id\": \"a\", \"riddle\": {riddle}, \"level\": \"easy\"}}\n\
         {{\"id\": \"b\", \"riddle\": {riddle}, \"level\": \"hard\"}}\n{GRID}"
    );
    // a: two justified steps (the second by the merge rules alone), then the two lines of
    // its grid: the final answer, graded, not steps of the reasoning; solved;
    // b: a false first step, then a leap (it cites clue 1 only), not solved.
    let answers = concat!(
        r#"{"id": "a", "output": "By clue 2, the dog lives in house 2. So the cat lives in house 1.\nHouse 1: cat, tea\nHouse 2: dog, milk"}"#,
        "\n",
        r#"{"id": "b", "output": "By clue 1, the cat lives in house 2. By clue 1, the dog lives in house 2."}"#,
        "\n",
        r#"{"id": "g", "output": "House 1: cat, tea"}"#,
    );
    let plain = evaluate(&records, answers);
    assert_eq!(plain.report.overall.reasoning, None);
    let e = evaluate_with(
        &records,
        answers,
        &EvaluateOptions {
            verify: true,
            ..EvaluateOptions::default()
        },
    );
    assert_eq!(e.problems, []);
    let summaries: Vec<_> = e.outcomes.iter().map(|o| o.reasoning.as_ref()).collect();
    let a = summaries[0].unwrap();
    assert_eq!((a.steps, a.justified, a.process_score), (2, 2, 1.0));
    let b = summaries[1].unwrap();
    assert_eq!((b.steps, b.r#false, b.leaps, b.first_false), (2, 1, 1, Some(1)));
    // The ZebraLogic record carries no clues: nothing to judge against.
    assert_eq!(summaries[2], None);
    let overall = e.report.overall.reasoning.as_ref().unwrap();
    assert_eq!(
        (overall.verified, overall.steps, overall.justified, overall.leaps),
        (2, 4, 2, 1)
    );
    assert_eq!((overall.r#false, overall.with_false), (1, 1));
    assert_eq!(overall.process_score, 0.5);
    let by_level: Vec<_> = e
        .report
        .by_level
        .iter()
        .map(|r| {
            (
                r.key.level.clone(),
                r.row.reasoning.as_ref().map(|r| r.process_score),
            )
        })
        .collect();
    assert_eq!(
        by_level,
        [
            (Some("easy".to_owned()), Some(1.0)),
            (Some("hard".to_owned()), Some(0.0)),
        ]
    );
    let json = serde_json::to_value(&e.report.overall).unwrap();
    assert_eq!(json["processScore"], 0.5);
    assert_eq!(json["unreadSteps"], 0);
    let table = e.report.table();
    let head = table.lines().next().unwrap();
    assert!(
        head.ends_with("judged  process  no reasoning  leaps  false"),
        "{table}"
    );
    assert!(!plain.report.table().contains("judged"));
}

#[test]
fn the_table_has_a_line_per_group() {
    let e = evaluate(&format!("{GRID}\n{QUESTION}"), "");
    let table = e.report.table();
    assert_eq!(
        table,
        "              puzzles  solved  unread  missing  coverage  puzzle acc.  cell acc.\n\
         overall             2       0       0        2     0.0 %        0.0 %      0.0 %\n\
         size 2*2            1       0       0        1     0.0 %        0.0 %      0.0 %\n\
         size 3*2            1       0       0        1     0.0 %        0.0 %      0.0 %\n\
         bucket small        2       0       0        2     0.0 %        0.0 %      0.0 %\n\
         level easy          1       0       0        1     0.0 %        0.0 %      0.0 %\n\
         level hard          1       0       0        1     0.0 %        0.0 %      0.0 %\n"
    );
}

#[test]
fn a_record_without_what_evaluate_needs_is_a_bad_line_named_by_its_field() {
    // `grade` and `read_answer` take a record without an id or a size; `evaluate` needs them.
    let records = concat!(
        r#"{"size": "2*2", "question": "?", "choices": ["a"], "answer": "a"}"#,
        "\n",
        r#"{"id": "q", "question": "?", "choices": ["a"], "answer": "a"}"#,
        "\n",
        r#"{"id": "u", "puzzle": "p", "solution": null, "solvable": false}"#,
        "\n",
        r#"{"id": "c", "size": "2*2", "question": "?", "choices": ["a", 3], "answer": "a"}"#,
        "\n",
        r#"{"id": "s", "size": "2*2", "question": "?", "choices": ["a"], "answer": "a", "solvable": "no"}"#,
    );
    let e = evaluate(records, "");
    let problems: Vec<(usize, &str)> = e.problems.iter().map(|p| (p.line, p.message.as_str())).collect();
    assert_eq!(
        problems,
        [
            (1, "id: missing"),
            (2, "size: missing"),
            (3, "size: missing"),
            (4, "choices[1]: expected a string, found 3"),
        ]
    );
    // A question's solvability is its answer's, not a field of its own (unknown fields pass).
    assert_eq!(e.outcomes.len(), 1);
}

#[test]
fn the_report_reads_back_as_it_was_written() {
    // Every part of a report: judged reasoning (flattened into its rows), each breakdown, the
    // rows by solvability (a record without a solution) and the reasons answers were unread.
    let riddle = r#"{"header": ["House", "Pet", "Drink"], "startMatrix": [["1", "", ""], ["2", "", ""]], "hints": [[[["", "cat", "tea"]]], [[["2", "dog", ""]]]], "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk"]}}"#;
    let unsolvable = r#"{"id": "z", "size": "2*1", "puzzle": "p", "solution": null, "solvable": false}"#;
    let records = format!(
        "{{\"id\": \"a\", \"riddle\": {riddle}, \"level\": \"easy\"}}\n{GRID}\n{QUESTION}\n{unsolvable}"
    );
    let answers = concat!(
        r#"{"id": "a", "output": "By clue 2, the dog lives in house 2. So the cat lives in house 1.\nHouse 1: cat, tea\nHouse 2: dog, milk"}"#,
        "\n",
        r#"{"id": "g", "output": "I cannot tell."}"#,
        "\n",
        r#"{"id": "z", "output": "There is no solution."}"#,
    );
    let options = EvaluateOptions {
        verify: true,
        ..EvaluateOptions::default()
    };
    let report = evaluate_with(&records, answers, &options).report;
    assert!(report.overall.reasoning.is_some() && !report.by_solvable.is_empty());
    assert!(!report.unread_reasons.is_empty() && report.by_level.len() == 3);
    let text = serde_json::to_string(&report).unwrap();
    let back: EvaluationReport = serde_json::from_str(&text).unwrap();
    assert_eq!(back, report);
    assert_eq!(serde_json::to_string(&back).unwrap(), text);
    // A figure that is no count is refused at its place.
    let bad = text.replacen("\"puzzles\":4", "\"puzzles\":-4", 1);
    let error = serde_json::from_str::<EvaluationReport>(&bad)
        .unwrap_err()
        .to_string();
    assert!(error.contains("expected a count, found -4"), "{error}");
    // So is one of the reasoning columns, and one missing.
    for bad in [
        text.replacen("\"verified\":1", "\"verified\":-1", 1),
        text.replacen("\"claims\":", "\"claimz\":", 1),
    ] {
        assert_ne!(bad, text);
        let error = serde_json::from_str::<EvaluationReport>(&bad)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("expected a count, found -1") || error.contains("missing field `claims`"),
            "{error}"
        );
    }
}

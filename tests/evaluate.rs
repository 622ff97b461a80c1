//! Evaluating models: the reader on hand-written model outputs (`tests/fixtures/model-outputs.jsonl`,
//! each with the outcome a person expects), the reader on hostile text (5 MB, deep braces, random
//! bytes: an answer or a reason, never a panic), questions and mixed levels through the data set.

use gridriddle::evaluate::output::{read_answer, read_choice, MAX_JSON_ATTEMPTS};
use gridriddle::evaluate::report::evaluate;
use gridriddle::zebralogic::grade;
use gridriddle::{sample, Riddle};
use proptest::prelude::*;
use serde_json::Value;

fn einstein() -> Riddle {
    Riddle::from_json(sample("neighbours").unwrap().json).unwrap()
}

fn nationalities() -> Vec<String> {
    einstein().values(1).to_vec()
}

/// One output of the fixture: (name, solved, correct, unread) as read and graded.
fn outcome(riddle: &Riddle, entry: &Value) -> (bool, usize, Option<String>) {
    let output = entry["output"].as_str().unwrap();
    match entry["task"].as_str().unwrap() {
        "grid" => match read_answer(riddle, output) {
            Ok(answer) => {
                let g = grade(riddle, &answer);
                (g.solved, g.correct, None)
            }
            Err(why) => (false, 0, Some(why.0)),
        },
        "fish" => match read_choice(&nationalities(), output) {
            Ok(k) => {
                let solved = nationalities()[k] == "German";
                (solved, usize::from(solved), None)
            }
            Err(why) => (false, 0, Some(why.0)),
        },
        other => panic!("unknown task {other}"),
    }
}

#[test]
fn the_reader_gives_each_hand_written_output_its_expected_outcome() {
    let riddle = einstein();
    let text = include_str!("fixtures/model-outputs.jsonl");
    let mut wrong = Vec::new();
    let mut count = 0;
    for line in text.lines() {
        let entry: Value = serde_json::from_str(line).unwrap();
        let expect = &entry["expect"];
        let want = (
            expect["solved"].as_bool().unwrap(),
            expect["correct"].as_u64().unwrap() as usize,
            expect["unread"].as_str().map(str::to_owned),
        );
        let got = outcome(&riddle, &entry);
        if got != want {
            wrong.push(format!("{}: got {got:?}, want {want:?}", entry["name"]));
        }
        count += 1;
    }
    assert_eq!(count, 26);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_fixture_through_evaluate_gives_the_same_counts() {
    let riddle = einstein();
    let record = gridriddle::zebralogic::to_zebralogic(&riddle, Some("einstein")).unwrap();
    let mut records = Vec::new();
    let mut answers = Vec::new();
    let mut expected = (0, 0, 0);
    for (i, line) in include_str!("fixtures/model-outputs.jsonl").lines().enumerate() {
        let entry: Value = serde_json::from_str(line).unwrap();
        let id = format!("r{i}");
        let mut r = match entry["task"].as_str().unwrap() {
            "grid" => serde_json::to_value(&record).unwrap(),
            _ => serde_json::json!({"size": "5*5", "puzzle": record.puzzle, "question": "Who owns the fish?",
                "choices": nationalities(), "answer": "German", "cell": {"house": 4, "column": "Nationality"}}),
        };
        r["id"] = Value::from(id.clone());
        records.push(r.to_string());
        answers.push(serde_json::json!({"id": id, "output": entry["output"]}).to_string());
        expected.0 += 1;
        expected.1 += usize::from(entry["expect"]["solved"].as_bool().unwrap());
        expected.2 += usize::from(!entry["expect"]["unread"].is_null());
    }
    let e = evaluate(&records.join("\n"), &answers.join("\n"));
    assert_eq!(e.problems, []);
    let o = &e.report.overall;
    assert_eq!((o.puzzles, o.solved, o.unread), expected);
    assert_eq!(expected, (26, 14, 9));
}

#[test]
fn five_megabytes_of_prose_then_the_answer_is_read() {
    let riddle = einstein();
    let prose = "The Brit {maybe} lives in the red house, so [perhaps] the Dane's \"tea\n".repeat(75_000);
    assert!(prose.len() > 5_000_000);
    let answer =
        "House 1: Norwegian, yellow, water, Dunhill, cats\nHouse 2: Dane, blue, tea, Blends, horses\n\
                  House 3: Brit, red, milk, Pall Mall, birds\nHouse 4: German, green, coffee, Prince, fish\n\
                  House 5: Swede, white, beer, Blue Master, dogs";
    let read = read_answer(&riddle, &format!("{prose}{answer}")).unwrap();
    assert!(grade(&riddle, &read).solved);
}

#[test]
fn deep_and_many_braces_are_bounded_and_give_a_reason() {
    let riddle = einstein();
    let deep = format!("{}{}", "{\"a\": ".repeat(1_000_000), "}".repeat(1_000_000));
    let why = read_answer(&riddle, &deep).unwrap_err().0;
    assert_eq!(
        why,
        "the JSON object on line 1 could not be read: nested deeper than 100 levels"
    );
    let many = "{'x': 1} ".repeat(500_000);
    let why = read_answer(&riddle, &many).unwrap_err().0;
    assert!(
        why.starts_with("the JSON object on line 1 is not an answer"),
        "{why}"
    );
    // Only the last MAX_JSON_ATTEMPTS objects are tried: an answer before them is not read.
    let early = format!(
        "{{\"solution\": {{\"House 1\": {{\"Pet\": \"cats\"}}}}}} {}",
        "{'x': 1} ".repeat(MAX_JSON_ATTEMPTS)
    );
    assert!(read_answer(&riddle, &early).is_err());
    let open = "{".repeat(3_000_000);
    assert_eq!(
        read_answer(&riddle, &open).unwrap_err().0,
        "cut short: the JSON that begins on line 1 never closes"
    );
    assert!(read_choice(&nationalities(), &open).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Text made of the pieces answers are made of, in any order: read or refused, never a panic.
    #[test]
    fn any_mix_of_answer_pieces_is_read_or_refused(pieces in prop::collection::vec(prop::sample::select(vec![
        "{", "}", "[", "]", "\"", "'", ":", ",", "\n", "|", "---", "House 1", "house 3:", " ", "Norwegian", "fish",
        "\"solution\"", "\"House 2\"", "Color", "**", "```json", "Answer:", "True", "//", "\\", "é", "“", "\u{130}",
    ]), 0..120)) {
        let text: String = pieces.concat();
        let riddle = einstein();
        if let Ok(answer) = read_answer(&riddle, &text) {
            let g = grade(&riddle, &answer);
            prop_assert!(g.correct <= g.cells);
        }
        let _ = read_choice(&nationalities(), &text);
    }

    /// Any text at all.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,300}") {
        let riddle = einstein();
        let _ = read_answer(&riddle, &text);
        let _ = read_choice(&nationalities(), &text);
    }

    /// The right answer written as house lines, in any order of houses and of values, is solved.
    #[test]
    fn house_lines_in_any_order_are_solved(order in Just((0..5usize).collect::<Vec<_>>()).prop_shuffle(),
                                           values in Just((0..5usize).collect::<Vec<_>>()).prop_shuffle()) {
        let riddle = einstein();
        let solution = [
            ["Norwegian", "yellow", "water", "Dunhill", "cats"],
            ["Dane", "blue", "tea", "Blends", "horses"],
            ["Brit", "red", "milk", "Pall Mall", "birds"],
            ["German", "green", "coffee", "Prince", "fish"],
            ["Swede", "white", "beer", "Blue Master", "dogs"],
        ];
        let text: Vec<String> = order.iter().map(|&h| {
            let cells: Vec<&str> = values.iter().map(|&v| solution[h][v]).collect();
            format!("House {}: {}", h + 1, cells.join(", "))
        }).collect();
        let answer = read_answer(&riddle, &text.join("\n")).unwrap();
        prop_assert!(grade(&riddle, &answer).solved);
    }
}

#[test]
fn an_absurd_size_is_refused_at_once() {
    // Once hung: the bucket of 18446744073709551615 houses summed that many logarithms.
    let start = std::time::Instant::now();
    let records = r#"{"id": "q", "size": "18446744073709551615*1", "question": "Who?", "choices": ["a", "b"], "answer": "a"}
{"id": "r", "size": "3*99999999999999999999999", "question": "Who?", "choices": ["a", "b"], "answer": "a"}
{"id": "g", "size": "18446744073709551615*1", "puzzle": "…", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}}"#;
    let answers = r#"{"id": "g", "output": "House 1: cat\nHouse 2: dog"}"#;
    let evaluation = evaluate(records, answers);
    let problems: Vec<String> = evaluation.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        problems,
        [
            "line 1: size: 18446744073709551615 houses is more than the 64 a record may have",
            "line 2: size: 99999999999999999999999 attributes is more than the 1000 a record may have",
        ]
    );
    // A grid record's size is its solution's.
    assert_eq!(evaluation.report.overall.solved, 1);
    assert_eq!(evaluation.outcomes[0].size, (2, 1));
    assert!(start.elapsed().as_secs() < 5);
}

/// `tests/fixtures/one-reading.json`: a riddle and outputs written as models write them, each
/// with the grade a person expects (the unread reason as `read_answer` gives it). The same file
/// is read by the command line's test below, by Python's `test_evaluate.py` and by the
/// WebAssembly bindings' test: one reading, whatever the face.
fn one_reading() -> (Riddle, Vec<Value>) {
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let riddle = Riddle::from_json(&fixture["riddle"].to_string()).unwrap();
    (riddle, fixture["outputs"].as_array().unwrap().clone())
}

/// A grade as the fixture writes it.
fn graded_json(grade: &gridriddle::zebralogic::Grade) -> Value {
    serde_json::json!({"solved": grade.solved, "cells": grade.cells, "correct": grade.correct,
        "unread": grade.unread.as_deref().map(|why| why.trim_start_matches("the answer could not be read: "))})
}

#[test]
fn every_rule_reads_its_hand_written_output() {
    let (riddle, outputs) = one_reading();
    for entry in &outputs {
        let output = entry["output"].as_str().unwrap();
        let grade = gridriddle::evaluate::output::grade_text(&riddle, output);
        assert_eq!(graded_json(&grade), entry["expect"], "{}", entry["name"]);
        match read_answer(&riddle, output) {
            Ok(_) => assert!(entry["expect"]["unread"].is_null()),
            Err(why) => assert_eq!(why.0, entry["expect"]["unread"], "{}", entry["name"]),
        }
    }
}

#[test]
fn the_command_line_reads_each_output_as_the_library_does() {
    let (_, outputs) = one_reading();
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let dir = std::env::temp_dir().join(format!("gridriddle-one-reading-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let riddle_path = dir.join("riddle.json");
    std::fs::write(&riddle_path, fixture["riddle"].to_string()).unwrap();
    let record = serde_json::json!({"id": "r", "riddle": fixture["riddle"]}).to_string();
    std::fs::write(dir.join("records.jsonl"), &record).unwrap();
    for (i, entry) in outputs.iter().enumerate() {
        let output = entry["output"].as_str().unwrap();
        let expect = &entry["expect"];
        // verify --json: its grade is the reading's (none when unread).
        let answer_path = dir.join(format!("answer-{i}.txt"));
        std::fs::write(&answer_path, output).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .args([
                "verify",
                riddle_path.to_str().unwrap(),
                answer_path.to_str().unwrap(),
                "--json",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}: {}",
            entry["name"],
            String::from_utf8_lossy(&out.stderr)
        );
        let checked: Value = serde_json::from_slice(&out.stdout).unwrap();
        if expect["unread"].is_null() {
            assert_eq!(checked["grade"]["solved"], expect["solved"], "{}", entry["name"]);
            assert_eq!(
                checked["grade"]["correct"], expect["correct"],
                "{}",
                entry["name"]
            );
        } else {
            assert!(checked.get("grade").is_none(), "{}", entry["name"]);
        }
        // evaluate --json on the record: the same solved and unread counts.
        let answers = serde_json::json!({"id": "r", "output": output}).to_string();
        std::fs::write(dir.join("answers.jsonl"), answers).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .args(["evaluate", "--records"])
            .arg(dir.join("records.jsonl"))
            .arg("--answers")
            .arg(dir.join("answers.jsonl"))
            .arg("--json")
            .output()
            .unwrap();
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        let overall = &report["overall"];
        assert_eq!(
            overall["solved"],
            u64::from(expect["solved"].as_bool().unwrap()),
            "{}",
            entry["name"]
        );
        assert_eq!(
            overall["unread"],
            u64::from(!expect["unread"].is_null()),
            "{}",
            entry["name"]
        );
        let cells = expect["correct"].as_f64().unwrap() / expect["cells"].as_f64().unwrap();
        assert_eq!(overall["cellAccuracy"], cells, "{}", entry["name"]);
    }
    std::fs::remove_dir_all(&dir).ok();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any bytes as an output (read as text, lossily, as the faces read bytes) give a grade, or
    /// `unread` with a reason: never an error, never a panic; through `evaluate` too.
    #[test]
    fn any_bytes_give_a_grade_or_a_reason(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let (riddle, _) = one_reading();
        let text = String::from_utf8_lossy(&bytes);
        let grade = gridriddle::evaluate::output::grade_text(&riddle, &text);
        prop_assert!(grade.unread.is_some() || grade.reason.is_some() || grade.solved);
        let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
        let record = serde_json::json!({"id": "r", "riddle": fixture["riddle"]}).to_string();
        let answers = serde_json::json!({"id": "r", "output": text}).to_string();
        let evaluation = evaluate(&record, &answers);
        prop_assert!(evaluation.problems.is_empty());
        prop_assert_eq!(evaluation.outcomes.len(), 1);
    }
}

#[test]
fn details_give_a_line_per_record_whose_statuses_add_up_to_the_report() {
    use gridriddle::evaluate::report::{evaluate_with, EvaluateOptions};
    let (_, outputs) = one_reading();
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    // A record per output of the fixture, and one more without an answer.
    let mut records = String::new();
    let mut answers = String::new();
    for (i, entry) in outputs.iter().enumerate() {
        records
            .push_str(&serde_json::json!({"id": format!("r{i}"), "riddle": fixture["riddle"]}).to_string());
        records.push('\n');
        answers.push_str(&serde_json::json!({"id": format!("r{i}"), "output": entry["output"]}).to_string());
        answers.push('\n');
    }
    records.push_str(&serde_json::json!({"id": "none", "riddle": fixture["riddle"]}).to_string());
    let options = EvaluateOptions {
        details: true,
        ..EvaluateOptions::default()
    };
    let evaluation = evaluate_with(&records, &answers, &options);
    let lines: Vec<Value> = evaluation.outcomes.iter().map(|o| o.details()).collect();
    assert_eq!(lines.len(), outputs.len() + 1);
    let count = |status: &str| lines.iter().filter(|l| l["status"] == status).count();
    let overall = &evaluation.report.overall;
    assert_eq!(count("solved"), overall.solved);
    assert_eq!(count("unread"), overall.unread);
    assert_eq!(count("missing"), overall.missing);
    assert_eq!(
        count("wrong"),
        overall.puzzles - overall.solved - overall.unread - overall.missing
    );
    for (line, entry) in lines.iter().zip(&outputs) {
        let expect = &entry["expect"];
        assert_eq!(line["cellsRight"], expect["correct"], "{}", entry["name"]);
        let status = if !expect["unread"].is_null() {
            "unread"
        } else if expect["solved"].as_bool().unwrap() {
            "solved"
        } else {
            "wrong"
        };
        assert_eq!(line["status"], status, "{}", entry["name"]);
        if status == "unread" {
            assert_eq!(line["reason"], expect["unread"], "{}", entry["name"]);
        }
    }
    // GridPuzzle rows with two wines swapped: exactly those two cells, given and expected.
    let swapped = lines.iter().find(|l| l["cellsRight"] == 4).unwrap();
    assert_eq!(
        swapped["wrongCells"],
        serde_json::json!([
            {"house": 2, "column": "Wine", "given": "Bianca Flaux", "expected": "Ece Suss"},
            {"house": 3, "column": "Wine", "given": "Ece Suss", "expected": "Bianca Flaux"}
        ])
    );
    assert_eq!(lines.last().unwrap()["status"], "missing");
    assert_eq!(lines.last().unwrap()["reason"], "no answer");
    // The text report names the commonest unread reasons with their counts.
    let table = evaluation.report.table();
    assert!(table.contains("unread, the commonest reasons:\n"), "{table}");
    assert!(
        table.contains(
            "2  no answer found: no JSON object, no table of the riddle's columns, no line \"…\"\n"
        ),
        "{table}"
    );
}

#[test]
fn the_process_score_leaves_out_answers_without_reasoning_and_solved_answers_with_a_false_step_are_counted() {
    use gridriddle::evaluate::report::{evaluate_with, EvaluateOptions};
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let rows = "\n\nFinal Answer:\n1984 | Annata Branco | merlot\n1988 | Ece Suss | riesling\n1992 | Bianca Flaux | pinot noir";
    let outputs = [
        format!("By clue 1, Annata Branco is in house 1. By clue 2, Ece Suss is in house 2.{rows}"),
        "I give up.".to_owned(),
        format!("By clue 1, Ece Suss is in house 1. By clue 2, Ece Suss is in house 2.{rows}"),
    ];
    let mut records = String::new();
    let mut answers = String::new();
    for (i, output) in outputs.iter().enumerate() {
        records.push_str(&format!(
            "{}\n",
            serde_json::json!({"id": format!("r{i}"), "riddle": fixture["riddle"]})
        ));
        answers.push_str(&format!(
            "{}\n",
            serde_json::json!({"id": format!("r{i}"), "output": output})
        ));
    }
    let options = EvaluateOptions {
        verify: true,
        details: true,
    };
    let evaluation = evaluate_with(&records, &answers, &options);
    let scores: Vec<f64> = evaluation
        .outcomes
        .iter()
        .map(|o| o.reasoning.as_ref().unwrap().process_score)
        .collect();
    let r = evaluation.report.overall.reasoning.as_ref().unwrap();
    assert_eq!((r.verified, r.without_reasoning), (3, 1));
    assert_eq!(r.process_score, (scores[0] + scores[2]) / 2.0);
    assert_eq!(scores[0], 1.0);
    // The third is solved, its first step false: right for a wrong reason.
    assert_eq!(
        (r.solved_judged, r.solved_with_false, r.solved_with_false_share),
        (2, 1, 0.5)
    );
    assert_eq!((r.with_false, r.no_false), (1, 2));
    let details = evaluation.outcomes[2].details();
    assert_eq!(details["firstFalse"], 1);
    assert_eq!(details["status"], "solved");
    assert!(details["steps"].as_array().unwrap().len() == 2);
}

#[test]
fn the_command_line_verifies_against_any_record() {
    // A ZebraLogic grid record (the data set's default format) and a json-format record: the
    // riddle each gives; a record with ZebraLogic's puzzle text only: the riddle read from it;
    // one whose text is no puzzle: a clear error (exit 2).
    let dir = std::env::temp_dir().join(format!("gridriddle-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let grid = serde_json::json!({"id": "g", "size": "3*2", "puzzle": "…", "solution": {"header": ["House", "Year", "Wine", "Type"],
        "rows": [["1", "1984", "Annata Branco", "merlot"], ["2", "1988", "Ece Suss", "riesling"], ["3", "1992", "Bianca Flaux", "pinot noir"]]}});
    let riddle = serde_json::json!({"id": "r", "riddle": fixture["riddle"]});
    let not_a_puzzle = serde_json::json!({"id": "t", "size": "3*2", "puzzle": "There are 3 houses.", "solution": null, "solvable": false});
    // A record that carries its riddle as ZebraLogic's text only: the riddle read from it.
    let puzzle = "There are 2 houses, numbered 1 to 2 from left to right, as seen from across the street. \
        Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n \
        - Each person has a unique name: `Arnold`, `Eric`\n \
        - People have unique favorite music genres: `pop`, `rock`\n\n\
        ## Clues:\n1. Eric is not in the first house.\n2. Eric is the person who loves rock music.";
    let text_only = serde_json::json!({"id": "p", "size": "2*2", "puzzle": puzzle, "solution": null});
    let answer = dir.join("answer.txt");
    std::fs::write(&answer, "Final Answer:\nHouse 1: 1984, Annata Branco, merlot\nHouse 2: 1988, Ece Suss, riesling\nHouse 3: 1992, Bianca Flaux, pinot noir").unwrap();
    let text_answer = dir.join("text-answer.txt");
    std::fs::write(
        &text_answer,
        "Clue 1 puts Eric in house 2.\nFinal Answer:\nHouse 1: Arnold, pop\nHouse 2: Eric, rock",
    )
    .unwrap();
    for (name, record, answer, solved) in [
        ("grid", &grid, &answer, true),
        ("riddle", &riddle, &answer, true),
        ("text", &text_only, &text_answer, true),
        ("not-a-puzzle", &not_a_puzzle, &answer, false),
    ] {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, record.to_string()).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .args([
                "verify",
                path.to_str().unwrap(),
                answer.to_str().unwrap(),
                "--json",
            ])
            .output()
            .unwrap();
        if solved {
            assert!(
                out.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let checked: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(checked["grade"]["solved"], true, "{name}");
            if name == "text" {
                // Judged against the clues read from the text: clue 1 does put Eric in house 2.
                assert_eq!(checked["steps"][0]["verdict"], "justified", "{checked}");
            }
        } else {
            assert_eq!(out.status.code(), Some(2), "{name}");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(stderr.contains("puzzle: 1:1: not a puzzle text"), "{stderr}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_answer_of_no_solution_is_right_only_for_a_record_without_one() {
    // A riddle whose two clues contradict each other, as a json-format record and as a
    // ZebraLogic record without a solution; and the solvable riddle of the fixture.
    let fixture: Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let contradiction = serde_json::json!({"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "cat"]]], [[["2", "cat"]]]], "domains": {"Pet": ["cat", "dog"]}});
    let records = [
        serde_json::json!({"id": "u", "riddle": contradiction, "solvable": false, "contradiction": 2}),
        serde_json::json!({"id": "z", "size": "2*1", "puzzle": "…", "solution": null, "solvable": false}),
        serde_json::json!({"id": "s", "riddle": fixture["riddle"]}),
    ];
    let records: Vec<String> = records.iter().map(Value::to_string).collect();
    let no_solution = [
        "The clues contradict each other: there is no solution.",
        r#"{"solvable": false}"#,
    ];
    for output in no_solution {
        let answers: Vec<String> = ["u", "z", "s"]
            .iter()
            .map(|id| serde_json::json!({"id": id, "output": output}).to_string())
            .collect();
        let e = evaluate(&records.join("\n"), &answers.join("\n"));
        assert_eq!(e.problems, []);
        let solved: Vec<bool> = e.outcomes.iter().map(|o| o.solved).collect();
        assert_eq!(solved, [true, true, false], "{output}");
        assert!(e.outcomes.iter().all(|o| o.unread.is_none()));
    }
    // A grid given for a riddle without a solution is wrong.
    let grid = r#"{"solution": {"House 1": {"Pet": "cat"}, "House 2": {"Pet": "dog"}}}"#;
    let answers: Vec<String> = ["u", "z"]
        .iter()
        .map(|id| serde_json::json!({"id": id, "output": grid}).to_string())
        .collect();
    let e = evaluate(&records.join("\n"), &answers.join("\n"));
    assert!(
        e.outcomes[..2].iter().all(|o| !o.solved && o.unread.is_none()),
        "{:?}",
        e.outcomes
    );
}

#[test]
fn a_data_sets_reasoning_given_back_is_solved_and_justified_in_every_format() {
    use gridriddle::dataset::{dataset_item, DatasetFormat, DatasetOptions};
    use gridriddle::evaluate::questions::{record_lines, RecordMode, RecordOptions};
    use gridriddle::evaluate::report::{evaluate_with, EvaluateOptions};
    let options = DatasetOptions {
        rows: (3, 5),
        columns: (2, 4),
        ..DatasetOptions::default()
    };
    let (mut zebralogic, mut json, mut questions) = (Vec::new(), Vec::new(), Vec::new());
    for index in 0..6 {
        let item = dataset_item(&options, index).unwrap();
        zebralogic.extend(item.with_reasoning(vec![item.line(DatasetFormat::ZebraLogic)]));
        json.extend(item.with_reasoning(vec![item.line(DatasetFormat::Json)]));
        let asked = RecordOptions {
            mode: RecordMode::Questions(3),
            prompt: true,
            level: true,
        };
        questions.extend(item.with_reasoning(record_lines(&item, &asked)));
    }
    for (name, lines) in [
        ("zebralogic", &zebralogic),
        ("json", &json),
        ("questions", &questions),
    ] {
        let answers: Vec<String> = lines
            .iter()
            .map(|line| {
                let record: Value = serde_json::from_str(line).unwrap();
                serde_json::json!({"id": record["id"], "output": record["reasoning"]}).to_string()
            })
            .collect();
        let options = EvaluateOptions {
            verify: true,
            details: false,
        };
        let evaluation = evaluate_with(&lines.join("\n"), &answers.join("\n"), &options);
        assert_eq!(evaluation.problems, [], "{name}");
        let overall = &evaluation.report.overall;
        assert_eq!((overall.solved, overall.unread), (overall.puzzles, 0), "{name}");
        if name == "questions" {
            // `evaluate` judges no reasoning of a question; `verify` does, against the riddle the
            // record's puzzle text describes (the description gridriddle wrote, read back): every
            // step justified but the last line, the answer `{"answer": …}`, which claims nothing.
            assert!(overall.reasoning.is_none());
            for line in lines.iter() {
                let record: Value = serde_json::from_str(line).unwrap();
                let read = gridriddle::dataset::Record::from_line(line).unwrap();
                let riddle = gridriddle::evaluate::records::riddle_of_record(&read).unwrap();
                let reasoning = record["reasoning"].as_str().unwrap();
                let checked = gridriddle::verify::verify(&riddle, reasoning, &Default::default());
                let s = &checked.summary;
                assert_eq!(
                    (
                        s.justified,
                        s.leaps,
                        s.leap_dependent,
                        s.r#false,
                        s.unread,
                        s.undecided
                    ),
                    (s.steps - 1, 0, 0, 0, 1, 0),
                    "{name}: {reasoning}"
                );
                assert!(reasoning.ends_with(&checked.steps.last().unwrap().text));
                assert_eq!(s.process_score, 1.0);
            }
            continue;
        }
        // Judged against the riddle the records carry (`json`), or the one their puzzle text
        // describes (`zebralogic`: gridriddle's own description, read back): every step justified.
        let r = overall.reasoning.as_ref().unwrap();
        assert_eq!(
            (r.verified, r.justified, r.leaps, r.r#false, r.unread_steps),
            (6, r.steps, 0, 0, 0),
            "{name}"
        );
        assert!(r.steps >= 6, "{name}");
        assert_eq!(r.process_score, 1.0);
    }
}

#[test]
fn evaluate_verify_judges_zebralogic_records_through_their_puzzle_text() {
    // Real ZeroEval records (ZebraLogic grid records: the puzzle as text, the solution as a
    // grid) and the answers a real model wrote: with --verify, every record's clues are read
    // from its text, so each answer with reasoning is judged; the grading is the same as
    // without --verify (the riddle read solves to exactly the stored grid).
    use gridriddle::evaluate::report::{evaluate_with, EvaluateOptions};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/real-outputs/zeroeval");
    let (Ok(records), Ok(answers)) = (
        std::fs::read_to_string(dir.join("records-hyperbolic405b.jsonl")),
        std::fs::read_to_string(dir.join("answers-hyperbolic405b.jsonl")),
    ) else {
        eprintln!("skipped: ../shared/real-outputs is not beside the repository");
        return;
    };
    let plain = evaluate_with(
        &records,
        &answers,
        &EvaluateOptions {
            verify: false,
            details: false,
        },
    );
    let judged = evaluate_with(
        &records,
        &answers,
        &EvaluateOptions {
            verify: true,
            details: true,
        },
    );
    assert_eq!(plain.outcomes.len(), 16);
    for (a, b) in plain.outcomes.iter().zip(&judged.outcomes) {
        assert_eq!(
            (&a.id, a.solved, a.correct, a.cells, &a.unread),
            (&b.id, b.solved, b.correct, b.cells, &b.unread)
        );
        assert!(a.reasoning.is_none());
    }
    let judged_reasoning = judged.outcomes.iter().filter(|o| o.reasoning.is_some()).count();
    assert_eq!(judged_reasoning, 16, "every record's clues read from its text");
    // Steps citing clues were judged against the puzzle's own numbered clues.
    let justified = judged
        .outcomes
        .iter()
        .flat_map(|o| o.steps.iter().flatten())
        .filter(|s| s.verdict == gridriddle::verify::Verdict::Justified && !s.cites.is_empty())
        .count();
    assert!(justified > 0, "no step citing a clue was justified");
}

#[test]
fn a_reasoning_gym_entry_is_read_by_its_question_text() {
    // reasoning-gym's `{"question", "answer", "metadata"}`: the question is the puzzle's text
    // and there are no choices, so it is no question record; its riddle is its text's.
    use gridriddle::evaluate::records::{asked_of_json, riddle_to_judge_of_json, Asked};
    let question = "This is a logic puzzle. There are 2 houses (numbered 1 on the left, 2 on the right), from the perspective of someone standing across the street from them. Each has a different person in them. They have different characteristics:\n - Each person has a unique name: arnold, alice\n - The people are of nationalities: chinese, brit\n\n1. Arnold is in the second house.\n2. The Chinese is Arnold.\n\nWhat is Name of the person who lives in House 1?? Provide only the name of the person as your final answer.";
    let entry = serde_json::json!({"question": question, "answer": "alice", "metadata": {}}).to_string();
    let Asked::Grid(riddle) = asked_of_json(&entry).unwrap() else {
        panic!("a reasoning-gym entry read as a question record");
    };
    assert_eq!((riddle.rows(), riddle.header().len()), (2, 3));
    let judged = riddle_to_judge_of_json(&entry).unwrap().expect("its riddle");
    assert_eq!(judged.header(), riddle.header());
    // A text that does not read is an error at its key.
    let bad = serde_json::json!({"question": "What now?", "answer": "x"}).to_string();
    let Err(error) = asked_of_json(&bad) else {
        panic!("a text that does not read gave a riddle");
    };
    let error = error.to_string();
    assert!(error.starts_with("question"), "{error}");
}

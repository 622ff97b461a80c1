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

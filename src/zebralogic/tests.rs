//! Records, and answers of every shape graded, on small riddles.

use super::*;
use crate::riddle::Riddle;

/// Two houses, two attributes, one solution: 1 Eric colonial, 2 Arnold victorian.
fn riddle() -> Riddle {
    Riddle::from_json(
        r#"{"title": "ZebraLogic lgp-test-2x2-x",
        "description": "Two houses.\n\n## Clues:\n1. Victorian is in house 2.\n2. Eric is in house 1.",
        "header": ["House", "Name", "Style"],
        "startMatrix": [["1", "", ""], ["2", "", ""]],
        "hints": [[[["2", "", "victorian"]]], [[["1", "Eric", ""]]]],
        "hintTexts": ["Victorian is in house 2.", "Eric is in house 1."],
        "domains": {"Name": ["Arnold", "Eric"], "Style": ["victorian", "colonial"]}}"#,
    )
    .unwrap()
}

fn graded(answer: &str) -> Grade {
    grade(&riddle(), &Answer::from_json(answer).unwrap())
}

#[test]
fn a_record_has_the_size_the_puzzle_and_the_solution() {
    let record = to_zebralogic(&riddle(), None).unwrap();
    assert_eq!(record.id, "ZebraLogic lgp-test-2x2-x");
    assert_eq!(record.size, "2*2");
    // The description holds every clue already: it is the puzzle as it is.
    assert_eq!(record.puzzle, riddle().description().unwrap());
    assert_eq!(record.solution.header, ["House", "Name", "Style"]);
    assert_eq!(
        record.solution.rows,
        [["1", "Eric", "colonial"], ["2", "Arnold", "victorian"]]
    );
    assert_eq!(to_zebralogic(&riddle(), Some("x")).unwrap().id, "x");
}

#[test]
fn a_record_adds_the_clues_the_description_lacks() {
    let riddle = Riddle::from_json(
        r#"{"description": "Two pets.", "header": ["House", "Pet"],
        "startMatrix": [["1", ""], ["2", ""]], "hints": [[[["1", "cat"]]]],
        "hintTexts": ["The cat is in 1."], "domains": {"Pet": ["cat", "dog"]}}"#,
    )
    .unwrap();
    let record = to_zebralogic(&riddle, None).unwrap();
    assert_eq!(record.puzzle, "Two pets.\n\n## Clues:\n1. The cat is in 1.");
    assert_eq!(record.id, "");
}

#[test]
fn a_record_needs_words_and_one_solution() {
    let open = Riddle::from_json(
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [], "hintTexts": [], "domains": {"Pet": ["cat", "dog"]}}"#,
    )
    .unwrap();
    assert_eq!(
        to_zebralogic(&open, None).unwrap_err().to_string(),
        "riddle: has 2 solutions or more; a ZebraLogic record needs exactly one"
    );
    let mute = Riddle::from_json(
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", "cat"], ["2", "dog"]], "hints": []}"#,
    )
    .unwrap();
    assert_eq!(
        to_zebralogic(&mute, None).unwrap_err().to_string(),
        "hintTexts: a ZebraLogic record needs the hints in words"
    );
}

#[test]
fn every_shape_of_the_right_answer_is_solved() {
    for answer in [
        r#"[["1", "Eric", "colonial"], ["2", "Arnold", "victorian"]]"#,
        r#"[[1, "eric", "COLONIAL"], [2, " Arnold ", "Victorian"]]"#,
        r#"[["Eric", "colonial"], ["Arnold", "victorian"]]"#,
        r#"{"header": ["style", "NAME"], "rows": [["colonial", "Eric"], ["victorian", "Arnold"]]}"#,
        r#"{"solution": {"House 2": {"Name": "Arnold", "Style": "victorian"}, "House 1": {"Name": "Eric", "Style": "colonial"}}}"#,
        r#"{"house1": {"name": "eric", "style": "colonial"}, "house2": {"name": "arnold", "style": "victorian"}}"#,
    ] {
        let grade = graded(answer);
        assert_eq!(
            grade,
            Grade {
                solved: true,
                cells: 4,
                correct: 4,
                cell_accuracy: 1.0,
                reason: None,
                unread: None
            },
            "{answer}"
        );
    }
}

#[test]
fn a_wrong_answer_counts_its_cells_against_the_solution() {
    // Names swapped: the styles are right, the names wrong.
    let grade = graded(r#"[["1", "Arnold", "colonial"], ["2", "Eric", "victorian"]]"#);
    assert!(!grade.solved);
    assert_eq!((grade.cells, grade.correct, grade.cell_accuracy), (4, 2, 0.5));
    assert_eq!(grade.reason.as_deref(), Some("hint 2 does not hold"));
    // A value no column has, and a missing house.
    let grade = graded(r#"{"solution": {"House 1": {"Name": "Eric", "Style": "igloo"}}}"#);
    assert!(!grade.solved);
    assert_eq!((grade.cells, grade.correct), (4, 1));
    assert_eq!(
        grade.reason.as_deref(),
        Some("row 1, Style: \"igloo\" is not a value of the column")
    );
    let grade = graded(r#"[["1", "Eric", "colonial"], ["2", "Eric", "victorian"]]"#);
    assert_eq!((grade.solved, grade.correct), (false, 3));
}

#[test]
fn an_answer_of_another_riddle_grades_its_solutions_not_one_stored_grid() {
    // Two solutions: the pets in either order. Both are solved.
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
        "domains": {"Pet": ["cat", "dog"]}}"#,
    )
    .unwrap();
    for answer in [r#"[["cat"], ["dog"]]"#, r#"[["dog"], ["cat"]]"#] {
        assert!(grade(&riddle, &Answer::from_json(answer).unwrap()).solved);
    }
    let half = grade(&riddle, &Answer::from_json(r#"[["dog"], ["dog"]]"#).unwrap());
    assert_eq!((half.solved, half.cells, half.correct), (false, 2, 1));
}

/// Three houses, two pets: one house has none. 1 cat tea, 2 (no pet) milk, 3 dog water.
fn riddle_with_a_blank() -> Riddle {
    Riddle::from_json(
        r#"{"header": ["House", "Pet", "Drink"],
        "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
        "hints": [[[["1", "cat", ""]]], [[["3", "dog", ""]]], [[["", "cat", "tea"]]], [[["2", "", "milk"]]]],
        "hintTexts": ["The cat is in 1.", "The dog is in 3.", "The cat's owner drinks tea.", "2 drinks milk."],
        "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk", "water"]}}"#,
    )
    .unwrap()
}

fn not_solved(correct: usize, cells: usize, reason: &str) -> Grade {
    Grade {
        solved: false,
        cells,
        correct,
        cell_accuracy: correct as f64 / cells as f64,
        reason: Some(reason.to_owned()),
        unread: None,
    }
}

#[test]
fn a_blank_is_right_where_the_solution_has_a_blank() {
    let riddle = riddle_with_a_blank();
    let solved = Grade {
        solved: true,
        cells: 6,
        correct: 6,
        cell_accuracy: 1.0,
        reason: None,
        unread: None,
    };
    // The riddle's own solution, as the solver and its record give it.
    let record = to_zebralogic(&riddle, None).unwrap();
    assert_eq!(
        record.solution.rows,
        [["1", "cat", "tea"], ["2", "", "milk"], ["3", "dog", "water"]]
    );
    assert_eq!(
        grade(&riddle, &Answer::Matrix(record.solution.rows.clone())),
        solved
    );
    assert_eq!(grade(&riddle, &Answer::Table(record.solution)), solved);
    for answer in [
        r#"[["cat", "tea"], [null, "milk"], ["dog", "water"]]"#,
        r#"[["cat", "tea"], ["  ", "milk"], ["dog", "water"]]"#,
        r#"{"solution": {"House 1": {"Pet": "cat", "Drink": "tea"}, "House 2": {"Pet": "", "Drink": "milk"}, "House 3": {"Pet": "dog", "Drink": "water"}}}"#,
    ] {
        assert_eq!(grade_json(&riddle, answer), solved, "{answer}");
    }
}

#[test]
fn a_blank_is_wrong_where_the_solution_has_a_value() {
    let riddle = riddle_with_a_blank();
    // The cat in house 2 and house 1 blank: two pet cells wrong.
    assert_eq!(
        grade_json(&riddle, r#"[["", "tea"], ["cat", "milk"], ["dog", "water"]]"#),
        not_solved(4, 6, "hint 1 does not hold")
    );
    // A blank drink: every house has one.
    assert_eq!(
        grade_json(&riddle, r#"[["cat", ""], ["", "milk"], ["dog", "water"]]"#),
        not_solved(
            5,
            6,
            "row 1, Drink: blank, but every row of the column holds a value"
        )
    );
    // A house that leaves its pet out is not a blank: a missing cell.
    assert_eq!(
        grade_json(
            &riddle,
            r#"{"House 1": {"Pet": "cat", "Drink": "tea"}, "House 2": {"Drink": "milk"}, "House 3": {"Pet": "dog", "Drink": "water"}}"#
        ),
        not_solved(5, 6, "row 2, Pet: missing from the answer")
    );
    // Both pets and a blank for each: the column holds dog no times.
    assert_eq!(
        grade_json(&riddle, r#"[["cat", "tea"], ["", "milk"], ["", "water"]]"#),
        not_solved(5, 6, "column Pet holds dog 0 times")
    );
}

#[test]
fn a_blank_in_a_great_column_is_wrong() {
    // Three pets for two houses: every house has one, one pet is nobody's.
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "cat"]]], [[["2", "dog"]]]], "domains": {"Pet": ["cat", "dog", "fish"]}}"#,
    )
    .unwrap();
    assert!(grade_json(&riddle, r#"[["cat"], ["dog"]]"#).solved);
    assert_eq!(
        grade_json(&riddle, r#"[["cat"], [""]]"#),
        not_solved(
            1,
            2,
            "row 2, Pet: blank, but every row of the column holds a value"
        )
    );
}

#[test]
fn an_answer_that_cannot_be_read_is_graded_unread() {
    let unread = |why: &str| {
        let why = format!("the answer could not be read: {why}");
        Grade {
            solved: false,
            cells: 4,
            correct: 0,
            cell_accuracy: 0.0,
            reason: Some(why.clone()),
            unread: Some(why),
        }
    };
    assert_eq!(
        graded_json(r#"Here is my answer: {"solution": {}}"#),
        unread("line 1, column 1: expected value")
    );
    assert_eq!(
        graded_json(r#"[["1", "Eric", "colonial"]"#),
        unread("line 1, column 26: EOF while parsing a list")
    );
    assert_eq!(
        graded_json(r#"[[1, {}]]"#),
        unread("answer[0][1]: expected a string, a number or null")
    );
    assert_eq!(
        Grade::unreadable(&riddle(), "answer: text is not valid UTF-8"),
        unread("answer: text is not valid UTF-8")
    );
    // Read, it is graded as ever.
    assert!(graded_json(r#"[["Eric", "colonial"], ["Arnold", "victorian"]]"#).solved);
}

fn graded_json(answer: &str) -> Grade {
    grade_json(&riddle(), answer)
}

#[test]
fn a_bad_answer_is_an_error_at_its_place() {
    let error = |text: &str| Answer::from_json(text).unwrap_err().to_string();
    assert_eq!(
        error("[[1, {}]]"),
        "answer[0][1]: expected a string, a number or null"
    );
    assert_eq!(
        error(r#"{"solution": {"House 1": {"Color": []}}}"#),
        "answer.solution[\"House 1\"].Color: expected a string, a number or null"
    );
    assert_eq!(
        error(r#"{"header": 3, "rows": []}"#),
        "answer.header: expected an array of column names"
    );
    assert_eq!(error("[1"), "line 1, column 2: EOF while parsing a list");
    assert_eq!(
        error("7"),
        "answer: expected rows, {\"header\", \"rows\"} or {\"solution\": {\"House 1\": {…}}}"
    );
}

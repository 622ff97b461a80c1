//! Invalid riddles, each mapped to its exact message, through the public API only.

use gridriddle::{Riddle, RiddleError};

/// The error `Riddle::from_json` gives for `json`, as shown to a person.
fn rejection(json: &str) -> Result<String, String> {
    let result: Result<Riddle, RiddleError> = Riddle::from_json(json);
    match result {
        Ok(_) => Err(format!("accepted: {json}")),
        Err(error) => Ok(error.to_string()),
    }
}

/// Checks every case, then reports every mismatch at once.
fn check_all<'a>(cases: impl IntoIterator<Item = (&'a str, &'a str)>) {
    let mut failures = Vec::new();
    for (json, expected) in cases {
        match rejection(json) {
            Ok(message) if message == expected => {}
            Ok(message) => failures.push(format!("{json}\n  expected: {expected}\n  got:      {message}")),
            Err(accepted) => failures.push(accepted),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the bad inputs went wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

const SYNTAX: &[(&str, &str)] = &[
    ("", "line 1, column 1: EOF while parsing a value"),
    ("  \n", "line 2, column 1: EOF while parsing a value"),
    (
        "{\n  \"header\": [\"A\"]\n  \"hints\": []\n}",
        "line 3, column 3: expected `,` or `}`",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": []} x"#,
        "line 1, column 55: trailing characters",
    ),
    (
        r#"{"header": ["A",], "startMatrix": [[""]], "hints": []}"#,
        "line 1, column 17: trailing comma",
    ),
    (
        r#"{"header": ['A'], "startMatrix": [[""]], "hints": []}"#,
        "line 1, column 13: expected value",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[1e400]], "hints": []}"#,
        "startMatrix[0][0]: expected a string, a whole number or null, found 1e+400",
    ),
    (
        "{\"header\": [\"A\"],\n \"startMatrix\": [[\"-0\"], [-0]], \"hints\": []}",
        "line 2, column 27: -0 is not a whole number a cell can hold: write 0, or the text \"-0\"",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [["x]], "hints": []}"#,
        "line 1, column 43: expected `,` or `]`",
    ),
];

const NOT_A_RIDDLE: &[(&str, &str)] = &[
    ("[]", "riddle: expected a JSON object, found an array"),
    (r#""riddle""#, r#"riddle: expected a JSON object, found "riddle""#),
    ("null", "riddle: expected a JSON object, found null"),
    ("42", "riddle: expected a JSON object, found 42"),
    ("{}", "header: missing (expected an array of column names)"),
    (
        r#"{"header": ["A"], "hints": []}"#,
        "startMatrix: missing (expected an array of rows)",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]]}"#,
        "hints: missing (expected an array of hints)",
    ),
    (
        r#"{"Header": ["A"], "startMatrix": [[""]], "hints": []}"#,
        "header: missing (expected an array of column names)",
    ),
];

const WRONG_TYPES: &[(&str, &str)] = &[
    (
        r#"{"header": "A", "startMatrix": [[""]], "hints": []}"#,
        r#"header: expected an array of column names, found "A""#,
    ),
    (
        r#"{"header": null, "startMatrix": [[""]], "hints": []}"#,
        "header: expected an array of column names, found null",
    ),
    (
        r#"{"header": ["A", 2], "startMatrix": [["", ""]], "hints": []}"#,
        "header[1]: expected a string, found 2",
    ),
    (
        r#"{"header": ["A"], "startMatrix": {}, "hints": []}"#,
        "startMatrix: expected an array of rows, found an object",
    ),
    (
        r#"{"header": ["A"], "startMatrix": ["1"], "hints": []}"#,
        r#"startMatrix[0]: expected an array of cells, found "1""#,
    ),
    (
        r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", 3.5]], "hints": []}"#,
        "startMatrix[1][1]: expected a string, a whole number or null, found 3.5",
    ),
    (
        r#"{"header": ["A", "B"], "startMatrix": [["1", true]], "hints": []}"#,
        "startMatrix[0][1]: expected a string, a whole number or null, found true",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[1e2]], "hints": []}"#,
        "startMatrix[0][0]: expected a string, a whole number or null, found 1e+2",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[-0.0]], "hints": []}"#,
        "startMatrix[0][0]: expected a string, a whole number or null, found -0.0",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[["1"]]], "hints": []}"#,
        "startMatrix[0][0]: expected a string, a whole number or null, found an array",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[{"value": "1"}]], "hints": []}"#,
        "startMatrix[0][0]: expected a string, a whole number or null, found an object",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": null}"#,
        "hints: expected an array of hints, found null",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": ["x"]}"#,
        r#"hints[0]: expected an array of options, found "x""#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[1]]}"#,
        "hints[0][0]: expected an array of rows, found 1",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[{}]]]}"#,
        "hints[0][0][0]: expected an array of cells, found an object",
    ),
    (
        r#"{"header": ["A", "B"], "startMatrix": [["", ""]], "hints": [[[["1", ""]]], [[["", ""]], [["", false]]]]}"#,
        "hints[1][1][0][1]: expected a string, a whole number or null, found false",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "singleHints": "yes"}"#,
        r#"singleHints: expected true or false, found "yes""#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "singleHints": 1}"#,
        "singleHints: expected true or false, found 1",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "title": 3}"#,
        "title: expected a string, found 3",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "description": ["a"]}"#,
        "description: expected a string, found an array",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "hintTexts": "x"}"#,
        r#"hintTexts: expected an array of strings, found "x""#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[["1"]]], [[["2"]]]], "hintTexts": ["one", null]}"#,
        "hintTexts[1]: expected a string, found null",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [], "domains": [["x"]]}"#,
        "domains: expected an object mapping column names to arrays of values, found an array",
    ),
    (
        r#"{"header": ["Pet"], "startMatrix": [[""]], "hints": [], "domains": {"Pet": "cat"}}"#,
        r#"domains.Pet: expected an array of cells, found "cat""#,
    ),
    (
        r#"{"header": ["Pet"], "startMatrix": [[""], [""]], "hints": [], "domains": {"Pet": ["cat", true]}}"#,
        "domains.Pet[1]: expected a string, a whole number or null, found true",
    ),
    // Fields are read in the order of the format page, whatever their order in the file.
    (
        r#"{"title": 1, "hints": 2, "header": 3}"#,
        "header: expected an array of column names, found 3",
    ),
];

const INVALID: &[(&str, &str)] = &[
    (
        r#"{"header": [], "startMatrix": [[]], "hints": []}"#,
        "header: no columns",
    ),
    (
        r#"{"header": ["A", " ", "C"], "startMatrix": [["", "", ""]], "hints": []}"#,
        "header[1]: empty column name",
    ),
    (
        r#"{"header": ["A", "Color", "B", " Color"], "startMatrix": [["", "", "", ""]], "hints": []}"#,
        r#"header[3]: "Color" repeats header[1]"#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [], "hints": []}"#,
        "startMatrix: no rows",
    ),
    (
        r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2"]], "hints": []}"#,
        "startMatrix[1]: row has 1 cell, the header has 2",
    ),
    (
        r#"{"header": ["A", "B"], "startMatrix": [["1", ""]], "hints": [[[["1", ""]], [["", "x"], ["1", "y", "z"]]]]}"#,
        "hints[0][1][1]: row has 3 cells, the header has 2",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[[""]]], []]}"#,
        "hints[1]: hint has no options",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[[""]], []]]}"#,
        "hints[0][1]: option has no rows",
    ),
    (
        r#"{"header": ["House", "Color"], "startMatrix": [["1", "red"], ["2", ""], ["3", " red"]], "hints": []}"#,
        r#"startMatrix[2][1]: "red" repeats startMatrix[0][1] in column "Color""#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""], [""]], "hints": [[[["x"]]], [[["y"]]]], "hintTexts": ["x"]}"#,
        "hintTexts: 1 text for 2 hints",
    ),
    (
        r#"{"header": ["Pet"], "startMatrix": [[""]], "hints": [], "hintTexts": ["no hints yet"]}"#,
        "hintTexts: 1 text for 0 hints",
    ),
    (
        r#"{"header": ["Color"], "startMatrix": [[""]], "hints": [], "domains": {"Colour": ["red"]}}"#,
        "domains.Colour: no such column",
    ),
    (
        r#"{"header": ["Pet"], "startMatrix": [[""], [""], [""]], "hints": [], "domains": {"Pet": ["cat", "dog", "  "]}}"#,
        "domains.Pet[2]: blank value",
    ),
    (
        r#"{"header": ["Pet"], "startMatrix": [[""], [""], [""]], "hints": [], "domains": {"Pet": ["cat", "fish", "fish "]}}"#,
        r#"domains.Pet[2]: "fish" repeats domains.Pet[1]"#,
    ),
    (
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["1", "cat"]]], [[["", "dog"]], [["", "zebra"]]]],
            "domains": {"Pet": ["cat", "dog"]}}"#,
        r#"domains.Pet: misses "zebra", which hints[1][1][0][1] mentions"#,
    ),
    (
        r#"{"header": ["House", "Pet"], "startMatrix": [["1", "dog"], ["2", ""]], "hints": [], "domains": {"Pet": ["cat"]}}"#,
        r#"domains.Pet: misses "dog", which startMatrix[0][1] mentions"#,
    ),
    (
        r#"{"header": ["House", "Pet type"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
            "domains": {"Pet type": ["cat"], " Pet type": ["dog"]}}"#,
        r#"domains["Pet type"]: column "Pet type" repeats domains[" Pet type"]"#,
    ),
    (
        r#"{"header": ["House", "Drink"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["1", "tea"]]], [[["", "coffee"]]], [[["", "milk"]]]]}"#,
        r#"hints[2][0][0][1]: "milk" (named only here) makes 3 values in column "Drink" for 2 rows (the others: tea, coffee); a misspelt value, or a great column that "domains" should list?"#,
    ),
    // The value named fewest times is blamed, where it is, whatever its place in the list.
    (
        r#"{"header": ["House", "Drink"], "startMatrix": [["1", "tea"], ["2", ""], ["3", ""]],
            "hints": [[[["2", "coffee"]]], [[["", "Tea"], ["", "milk"]]], [[["", "coffee"], ["", "milk"]]], [[["3", "tea"]]]]}"#,
        r#"hints[1][0][0][1]: "Tea" (named only here) makes 4 values in column "Drink" for 3 rows (the others: tea, coffee, milk); a misspelt value, or a great column that "domains" should list?"#,
    ),
    (
        r#"{"header": ["House"], "startMatrix": [["1"], ["2"], ["3"]], "hints": [[[["4"]]]]}"#,
        r#"hints[0][0][0][0]: "4" (named only here) makes 4 values in column "House" for 3 rows (the others: 1, 2, 3); a misspelt value, or a great column that "domains" should list?"#,
    ),
    // The first error in document order wins: header, startMatrix, hints, hintTexts, domains, counts.
    (
        r#"{"header": ["A", "A"], "startMatrix": [], "hints": [[]]}"#,
        r#"header[1]: "A" repeats header[0]"#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [["x"], ["x"]], "hints": [[]]}"#,
        r#"startMatrix[1][0]: "x" repeats startMatrix[0][0] in column "A""#,
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[["x"]]], [[["y"]]]], "hintTexts": [], "domains": {"B": []}}"#,
        "hintTexts: 0 texts for 2 hints",
    ),
    (
        r#"{"header": ["A"], "startMatrix": [[""]], "hints": [[[["x"]]], [[["y"]]]], "domains": {"A": ["x"]}}"#,
        r#"domains.A: misses "y", which hints[1][0][0][0] mentions"#,
    ),
];

#[test]
fn syntax_errors_give_line_and_column() {
    check_all(SYNTAX.iter().copied());
}

#[test]
fn a_document_that_is_not_a_riddle_object_is_rejected() {
    check_all(NOT_A_RIDDLE.iter().copied());
}

#[test]
fn wrong_types_name_their_path_and_what_was_found() {
    check_all(WRONG_TYPES.iter().copied());
}

#[test]
fn every_invalid_riddle_of_the_format_page_is_rejected() {
    check_all(INVALID.iter().copied());
}

#[test]
fn a_riddle_matrix_of_more_than_max_rows_is_rejected() {
    let rows = vec![r#"[""]"#; gridriddle::MAX_ROWS + 6].join(", ");
    let json = format!(r#"{{"header": ["A"], "startMatrix": [{rows}], "hints": []}}"#);
    check_all([(
        json.as_str(),
        "startMatrix: 70 rows, gridriddle solves at most 64",
    )]);

    let rows = vec![r#"[""]"#; gridriddle::MAX_ROWS].join(", ");
    let json = format!(r#"{{"header": ["A"], "startMatrix": [{rows}], "hints": []}}"#);
    assert_eq!(Riddle::from_json(&json).map(|riddle| riddle.rows()), Ok(64));
}

#[test]
fn errors_carry_their_path_or_position_apart_from_the_message() {
    let error = Riddle::from_json(r#"{"header": ["A"], "startMatrix": [], "hints": []}"#).unwrap_err();
    assert_eq!(
        (error.path.as_str(), error.position, error.message.as_str()),
        ("startMatrix", None, "no rows")
    );
    let error = Riddle::from_json("{\n  \"header\": [\"A\"]\n  \"hints\": []\n}").unwrap_err();
    assert_eq!((error.path.as_str(), error.position), ("", Some((3, 3))));
    assert_eq!(error.message, "expected `,` or `}`");
}

#[test]
fn hostile_inputs_are_errors_not_crashes() {
    let deep = format!("{}{}", "[".repeat(1_000_000), "]".repeat(1_000_000));
    let message = rejection(&deep).unwrap();
    assert!(
        message.starts_with("line 1, column 128: recursion limit exceeded"),
        "{message}"
    );

    let deep_object = format!(r#"{}1{}"#, r#"{"a":"#.repeat(100_000), "}".repeat(100_000));
    assert!(rejection(&deep_object)
        .unwrap()
        .contains("recursion limit exceeded"));

    let huge = "é".repeat(5_000_000);
    let json = format!(r#"{{"header": ["{huge}", "{huge}"], "startMatrix": [["", ""]], "hints": []}}"#);
    let cut = "é".repeat(40);
    check_all([(
        json.as_str(),
        format!(r#"header[1]: "{cut}"... repeats header[0]"#).as_str(),
    )]);

    // A whole number is a cell of its digits, however long (riddle-format.md), and its cell
    // is quoted cut short in a message.
    let digits = "9".repeat(100_000);
    let json = format!(r#"{{"header": ["A"], "startMatrix": [[{digits}], [{digits}]], "hints": []}}"#);
    let message = rejection(&json).unwrap();
    assert!(
        message.starts_with(r#"startMatrix[1][0]: "999"#),
        "{}",
        &message[..100]
    );
    assert!(message.len() < 200, "{}", &message[..100]);

    check_all([
        ("\0", "line 1, column 1: expected value"),
        ("\u{1F993}", "line 1, column 1: expected value"),
    ]);
}

#[test]
fn a_minimal_riddle_parses() {
    let riddle = Riddle::from_json(
        r#"{
            "header": ["House", " Pet "],
            "startMatrix": [["1", ""], [2, null]],
            "hints": [[[["1", "cat"]]], [[["", "dog"], ["", "cat"]], [["", "cat"], ["", "dog"]]]],
            "title": "Pets",
            "hintTexts": ["The cat is in house 1.", "The cat and the dog are neighbours."],
            "domains": {"Pet": ["dog", "cat"]},
            "comment": "fields the format does not name are ignored"
        }"#,
    )
    .unwrap();
    assert_eq!(riddle.header(), ["House", "Pet"]);
    assert_eq!((riddle.rows(), riddle.columns()), (2, 2));
    assert_eq!(riddle.values(0), ["1", "2"]);
    assert_eq!(riddle.values(1), ["dog", "cat"]);
    assert_eq!(riddle.start_matrix(), ndarray::array![[1, 0], [2, 0]]);
    assert_eq!(riddle.hints().len(), 2);
    assert_eq!(riddle.hints()[0], [ndarray::array![[1, 2]]]);
    assert_eq!(
        riddle.hints()[1],
        [ndarray::array![[0, 1], [0, 2]], ndarray::array![[0, 2], [0, 1]]]
    );
    assert!(!riddle.single_hints());
    assert_eq!(riddle.title(), Some("Pets"));
    assert_eq!(riddle.description(), None);
    assert_eq!(riddle.hint_text(1), Some("The cat and the dog are neighbours."));
    assert_eq!(riddle.value_name(1, 2), "cat");
    assert_eq!(riddle.names(riddle.start_matrix()), [["1", ""], ["2", ""]]);
}

#[test]
fn a_great_column_of_more_than_64_values_is_rejected() {
    // More values than rows is a great column when `domains` names the column (see
    // tests/great_columns.rs), of at most 64 values (so in a riddle of fewer than 64 rows).
    let riddle = |k: usize| {
        let values = (0..k).map(|i| format!("\"c{i}\"")).collect::<Vec<_>>().join(", ");
        format!(
            r#"{{"header": ["House", "Color"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
                "domains": {{"Color": [{values}]}}}}"#
        )
    };
    check_all([(
        riddle(65).as_str(),
        r#"header[1]: great column "Color" has 65 values, gridriddle solves at most 64"#,
    )]);
    assert!(Riddle::from_json(&riddle(64)).is_ok());
}

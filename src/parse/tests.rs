//! Unit tests of parsing: values and ids, syntax and type errors, the order of errors, the
//! words of messages; a [`RiddleFile`] validated as its text.

use super::words::{counted, listing};
use crate::riddle::{Riddle, BLANK};
use crate::riddle_file::RiddleFile;
use ndarray::array;

fn parse(text: &str) -> Riddle {
    Riddle::from_json(text).unwrap_or_else(|error| panic!("{error}"))
}

fn error(text: &str) -> String {
    match Riddle::from_json(text) {
        Ok(_) => panic!("parsed: {text}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn numbers_are_read_as_their_digits() {
    let riddle = parse(
        r#"{"header": ["A", "B"], "startMatrix": [[3, -2], [18446744073709551615, null], ["", ""]],
            "hints": [[[[0, ""]]]]}"#,
    );
    assert_eq!(riddle.values(0), ["3", "18446744073709551615", "0"]);
    assert_eq!(riddle.values(1), ["-2"]);
}

#[test]
fn a_number_and_a_string_of_its_digits_are_one_value() {
    let riddle = parse(r#"{"header": ["A"], "startMatrix": [[1], [""]], "hints": [[[["1"]]]]}"#);
    assert_eq!(riddle.values(0), ["1"]);
    assert_eq!(riddle.hints()[0][0], array![[1]]);
}

#[test]
fn cells_are_trimmed() {
    let riddle = parse(
        r#"{"header": [" A ", "B"], "startMatrix": [[" red ", "  "], ["", null]],
            "hints": [[[["red", "\tblue\n"]]]]}"#,
    );
    assert_eq!(riddle.header(), ["A", "B"]);
    assert_eq!(riddle.values(0), ["red"]);
    assert_eq!(riddle.values(1), ["blue"]);
    assert_eq!(riddle.start_matrix(), array![[1, BLANK], [BLANK, BLANK]]);
}

#[test]
fn values_are_ordered_domains_first() {
    let riddle = parse(
        r#"{"header": ["House", "Pet"],
            "startMatrix": [["1", "dog"], ["2", ""], ["3", ""]],
            "hints": [[[["", "cat"]]], [[["3", "fish"]]]],
            "domains": {"Pet": [" fish ", "dog", "cat"]}}"#,
    );
    assert_eq!(riddle.values(0), ["1", "2", "3"]);
    assert_eq!(riddle.values(1), ["fish", "dog", "cat"]);
    assert_eq!(riddle.start_matrix(), array![[1, 2], [2, 0], [3, 0]]);
    assert_eq!(riddle.hints()[0][0], array![[0, 3]]);
    assert_eq!(riddle.hints()[1][0], array![[3, 1]]);
}

#[test]
fn values_without_a_domain_follow_first_appearance_start_then_hints() {
    let riddle = parse(
        r#"{"header": ["A"], "startMatrix": [[""], ["y"], ["x"], [""]],
            "hints": [[[["z"], ["x"]], [["w"]]]]}"#,
    );
    assert_eq!(riddle.values(0), ["y", "x", "z", "w"]);
}

#[test]
fn hints_keep_their_options_and_rows() {
    let riddle = parse(
        r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""]],
            "hints": [[[["1", "p"], ["", "q"]], [["2", ""]]]], "singleHints": true}"#,
    );
    assert!(riddle.single_hints());
    assert_eq!(riddle.hints().len(), 1);
    assert_eq!(riddle.hints()[0], [array![[1, 1], [0, 2]], array![[2, 0]]]);
}

#[test]
fn optional_fields_are_kept_and_unknown_ones_ignored() {
    let riddle = parse(
        r#"{"header": ["A"], "startMatrix": [["1"]], "hints": [[[["1"]]]],
            "title": " T ", "description": "D", "hintTexts": ["one"], "author": 3}"#,
    );
    assert_eq!(riddle.title(), Some(" T "));
    assert_eq!(riddle.description(), Some("D"));
    assert_eq!(riddle.hint_texts(), Some(&["one".to_owned()][..]));
    assert!(!riddle.single_hints());
}

#[test]
fn a_long_option_and_a_value_twice_in_an_option_are_fine() {
    let riddle = parse(
        r#"{"header": ["A", "B"], "startMatrix": [["1", ""]],
            "hints": [[[["", "x"], ["", "x"], ["", ""]]]]}"#,
    );
    assert_eq!(riddle.hints()[0][0], array![[0, 1], [0, 1], [0, 0]]);
}

#[test]
fn a_column_may_have_fewer_values_than_rows() {
    let riddle = parse(r#"{"header": ["A"], "startMatrix": [[""], [""]], "hints": []}"#);
    assert!(riddle.values(0).is_empty());
    assert!(riddle.hints().is_empty());
}

#[test]
fn syntax_errors_have_a_position_and_serde_json_message() {
    let error = Riddle::from_json("{\n  \"header\": [\"A\"]\n  \"hints\": []\n}").unwrap_err();
    assert_eq!(error.position, Some((3, 3)));
    assert_eq!(error.path, "");
    assert_eq!(error.to_string(), "line 3, column 3: expected `,` or `}`");
}

#[test]
fn empty_input_is_a_syntax_error_at_column_1() {
    assert_eq!(error(""), "line 1, column 1: EOF while parsing a value");
    assert_eq!(error("{\n"), "line 2, column 1: EOF while parsing an object");
}

#[test]
fn a_byte_order_mark_is_ignored() {
    parse("\u{feff}{\"header\": [\"A\"], \"startMatrix\": [[\"\"]], \"hints\": []}");
}

#[test]
fn fields_are_checked_in_the_order_of_the_format_page() {
    // The JSON object is sorted by key; `domains` would come before `header`.
    assert_eq!(
        error(r#"{"domains": 1, "header": 2, "startMatrix": 3}"#),
        "header: expected an array of column names, found 2"
    );
}

#[test]
fn a_syntax_error_after_a_type_error_comes_first() {
    assert_eq!(
        error(r#"{"header": [1.5], "hints": [[[["a"]]]], "x": [1,]}"#),
        "line 1, column 49: trailing comma"
    );
    assert_eq!(
        error(r#"{"header": ["A"], "startMatrix": [[{"a": [true]}]], "hints": []} ]"#),
        "line 1, column 66: trailing characters"
    );
}

#[test]
fn a_key_given_twice_keeps_its_last_value() {
    let riddle = parse(r#"{"header": 1, "header": ["A"], "startMatrix": [["x"]], "hints": [], "hints": []}"#);
    assert_eq!(riddle.header(), ["A"]);
    assert_eq!(
        error(r#"{"header": ["A"], "header": 1, "startMatrix": [["x"]], "hints": []}"#),
        "header: expected an array of column names, found 1"
    );
}

#[test]
fn type_errors_name_paths_with_odd_keys() {
    assert_eq!(
        error(
            r#"{"header": ["Pet type"], "startMatrix": [[""]], "hints": [],
                "domains": {"Pet type": ["a", true]}}"#
        ),
        r#"domains["Pet type"][1]: expected a string, a whole number or null, found true"#
    );
}

#[test]
fn long_values_are_cut_in_messages() {
    let long = "x".repeat(10_000_000);
    let text = format!(r#"{{"header": ["A"], "startMatrix": [["{long}"], ["{long}"]], "hints": []}}"#);
    let x40 = "x".repeat(40);
    assert_eq!(
        error(&text),
        format!(r#"startMatrix[1][0]: "{x40}"... repeats startMatrix[0][0] in column "A""#)
    );
}

#[test]
fn unicode_is_kept_and_escaped_only_as_json_would() {
    let riddle =
        parse(r#"{"header": ["Größe"], "startMatrix": [["日本"], ["é"]], "hints": [[[["\u00e9"]]]]}"#);
    assert_eq!(riddle.header(), ["Größe"]);
    assert_eq!(riddle.values(0), ["日本", "é"]);
    assert_eq!(
        error(r#"{"header": ["Größe", "Größe"], "startMatrix": [], "hints": []}"#),
        r#"header[1]: "Größe" repeats header[0]"#
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(error(&deep).starts_with("line 1, column 128: recursion limit exceeded"));
    let (open, close) = ("[".repeat(100), "]".repeat(100));
    let text = format!(r#"{{"header": ["A"], "startMatrix": [[{open}{close}]], "hints": []}}"#);
    assert_eq!(
        error(&text),
        "startMatrix[0][0]: expected a string, a whole number or null, found an array"
    );
}

#[test]
fn counts_are_singular_for_one() {
    assert_eq!(counted(1, "row"), "1 row");
    assert_eq!(counted(0, "row"), "0 rows");
    assert_eq!(
        error(r#"{"header": ["A", "B"], "startMatrix": [["1"]], "hints": []}"#),
        "startMatrix[0]: row has 1 cell, the header has 2"
    );
}

#[test]
fn the_too_many_values_message_lists_a_few() {
    assert_eq!(listing(&["a".to_owned(), "b".to_owned()]), "a, b");
    let four: Vec<String> = ["a", "b", "c", "d"].map(str::to_owned).into();
    assert_eq!(listing(&four), "a, b, c, ...");
}

/// The riddle file a JSON text spells (cells as text: a number as its digits, null as blank),
/// for the tests of `Riddle::from_file`.
fn file_of(text: &str) -> RiddleFile {
    let value: serde_json::Value = serde_json::from_str(text).unwrap();
    let cell = |cell: &serde_json::Value| match cell {
        serde_json::Value::String(text) => text.clone(),
        serde_json::Value::Null => String::new(),
        number => number.to_string(),
    };
    let row = |row: &serde_json::Value| row.as_array().unwrap().iter().map(cell).collect::<Vec<_>>();
    let rows = |rows: &serde_json::Value| rows.as_array().unwrap().iter().map(row).collect::<Vec<_>>();
    let text = |key: &str| value.get(key).map(|t| t.as_str().unwrap().to_owned());
    RiddleFile {
        title: text("title"),
        description: text("description"),
        header: row(&value["header"]),
        start_matrix: rows(&value["startMatrix"]),
        hints: value["hints"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_array().unwrap().iter().map(rows).collect())
            .collect(),
        single_hints: value
            .get("singleHints")
            .is_some_and(|flag| flag.as_bool().unwrap()),
        hint_texts: value.get("hintTexts").map(row),
        clues: None,
        domains: value.get("domains").map(|domains| {
            domains
                .as_object()
                .unwrap()
                .iter()
                .map(|(name, values)| (name.clone(), row(values)))
                .collect()
        }),
    }
}

#[test]
fn a_riddle_file_is_the_riddle_of_its_text() {
    for sample in crate::samples() {
        let file = file_of(sample.json);
        let riddle = Riddle::from_file(&file).unwrap();
        assert_eq!(riddle, parse(sample.json), "{}", sample.name);
        assert_eq!(riddle, parse(&file.to_json_pretty()), "{}", sample.name);
    }
    // Trimmed cells and names, blanks of white space, numbers as text: as the reader reads them.
    let text = r#"{"header": [" A ", "B"], "startMatrix": [[" red ", "  "], [3, null]],
        "hints": [[[["red", "\tblue\n"]], [["", "blue"], [3, ""]]]], "singleHints": true,
        "title": " T ", "hintTexts": [" one "], "domains": {"B": [" blue", "green"]}}"#;
    assert_eq!(Riddle::from_file(&file_of(text)).unwrap(), parse(text));
}

#[test]
fn an_invalid_riddle_file_has_the_error_of_its_text() {
    let cases = [
        r#"{"header": [], "startMatrix": [[]], "hints": []}"#,
        r#"{"header": ["A", " "], "startMatrix": [["", ""]], "hints": []}"#,
        r#"{"header": ["A", " A"], "startMatrix": [["", ""]], "hints": []}"#,
        r#"{"header": ["A"], "startMatrix": [], "hints": []}"#,
        r#"{"header": ["A"], "startMatrix": [["x", ""]], "hints": []}"#,
        r#"{"header": ["A"], "startMatrix": [["x"], [" x"]], "hints": []}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [[]]}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [[[["x"]], []]]}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [[[["x"], ["x", "y"]]]]}"#,
        r#"{"header": ["A"], "startMatrix": [["x"], [""]], "hints": [[[["y"]]], [[["z"]]], [[["z"]]]]}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [], "hintTexts": ["one"]}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [], "domains": {"B": []}}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [], "domains": {"A": ["x"], " A": ["x"]}}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [], "domains": {"Pet type": ["x", ""]}}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [], "domains": {"A": ["x", "y", "x"]}}"#,
        r#"{"header": ["A"], "startMatrix": [["x"]], "hints": [[[["z"]]]], "domains": {"A": ["x", "y"]}}"#,
    ];
    for text in cases {
        let from_text = Riddle::from_json(text).unwrap_err();
        assert_eq!(
            Riddle::from_file(&file_of(text)).unwrap_err(),
            from_text,
            "{text}"
        );
    }
    let rows = vec![vec!["".to_owned()]; 65];
    let file = RiddleFile {
        header: vec!["A".to_owned()],
        start_matrix: rows,
        ..RiddleFile::default()
    };
    let error = Riddle::from_file(&file).unwrap_err();
    assert_eq!(
        error.to_string(),
        "startMatrix: 65 rows, gridriddle solves at most 64"
    );
    assert_eq!(Riddle::from_json(&file.to_json_pretty()).unwrap_err(), error);
    let great = RiddleFile {
        header: vec!["A".to_owned()],
        start_matrix: vec![vec!["".to_owned()]],
        domains: Some([("A".to_owned(), (0..65).map(|v| v.to_string()).collect())].into()),
        ..RiddleFile::default()
    };
    let error = Riddle::from_file(&great).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"header[0]: great column "A" has 65 values, gridriddle solves at most 64"#
    );
    assert_eq!(Riddle::from_json(&great.to_json_pretty()).unwrap_err(), error);
}

//! The WebAssembly bindings (`src/wasm.rs`), called as JavaScript would call them.
//!
//! Run in Node by `cargo test --target wasm32-unknown-unknown --test 'wasm_*'`, and in headless
//! Chrome by the same command through `tests/wasm_browser.rs` (which includes this file) when
//! `CHROMEDRIVER` is set. `www/test.sh` runs both.
//!
//! The exported functions are also driven from JavaScript by `www/tests/bindings.test.js`.

#![cfg(target_arch = "wasm32")]

use gridriddle::wasm;
use js_sys::{Array, Error, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

fn options(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

fn solve(riddle: JsValue, opts: JsValue) -> JsValue {
    match wasm::solve_riddle(riddle, opts) {
        Ok(report) => report,
        Err(e) => panic!("solve_riddle threw: {}", error_message(&e)),
    }
}

fn error_message(e: &JsValue) -> String {
    e.dyn_ref::<Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_else(|| format!("{e:?}"))
}

fn sample_json(name: &str) -> String {
    gridriddle::sample(name)
        .unwrap_or_else(|| panic!("no sample {name:?}"))
        .json
        .to_owned()
}

/// The solution matrices of a report, as Rust strings.
fn matrices(report: &JsValue) -> Vec<Vec<Vec<String>>> {
    let solutions: Array = get(report, "solutions").dyn_into().unwrap();
    solutions
        .iter()
        .map(|s| {
            Array::from(&get(&s, "matrix"))
                .iter()
                .map(|row| Array::from(&row).iter().map(|c| c.as_string().unwrap()).collect())
                .collect()
        })
        .collect()
}

const TINY: &str = r#"{
    "header": ["House", "Pet"],
    "startMatrix": [["1", ""], ["2", ""]],
    "hints": [[[["1", "cat"]]]],
    "domains": {"Pet": ["cat", "dog"]}
}"#;

#[wasm_bindgen_test]
fn samples_lists_six_riddles_with_names_titles_and_json() {
    let list = Array::from(&wasm::samples().unwrap());
    let mut names: Vec<String> = list
        .iter()
        .map(|s| get(&s, "name").as_string().unwrap())
        .collect();
    names.sort();
    let mut expected = [
        "neighbours",
        "ships",
        "meeting-the-challenge",
        "soccer",
        "who-lives-in-the-city",
        "ginger-cookie",
    ];
    expected.sort();
    assert_eq!(names, expected);
    assert_eq!(list.length(), 6, "six samples: {names:?}");
    for sample in list.iter() {
        assert!(get(&sample, "title").is_string(), "every sample has a title");
        assert!(get(&sample, "json").is_string());
        let hints = get(&sample, "hintTexts");
        assert!(hints.is_null() || Array::is_array(&hints));
        let json = JSON::parse(&get(&sample, "json").as_string().unwrap()).unwrap();
        assert!(Array::is_array(&get(&json, "header")));
    }
}

#[wasm_bindgen_test]
fn solves_the_neighbours_sample_with_steps_as_plain_objects() {
    let report = solve(JsValue::from_str(&sample_json("neighbours")), JsValue::UNDEFINED);
    assert_eq!(get(&report, "complete"), JsValue::TRUE);
    assert!(
        get(&report, "stopped").is_null(),
        "no early stop is null, not undefined"
    );
    let found = matrices(&report);
    assert_eq!(found.len(), 1, "one solution");
    // The German keeps the fish: the row with German also has fish, in the Pet column.
    let json = JSON::parse(&sample_json("neighbours")).unwrap();
    let header: Vec<String> = Array::from(&get(&json, "header"))
        .iter()
        .map(|h| h.as_string().unwrap())
        .collect();
    let pet = header.iter().position(|h| h == "Pet").expect("a Pet column");
    let german = found[0]
        .iter()
        .find(|row| row.iter().any(|c| c == "German"))
        .expect("German");
    assert_eq!(german[pet], "fish");

    let solution = Array::from(&get(&report, "solutions")).get(0);
    let steps = Array::from(&get(&solution, "steps"));
    assert!(steps.length() > 0, "steps are on by default");
    let step = steps.get(0);
    assert!(get(&step, "kind").is_string());
    assert!(get(&step, "text").is_string());
    assert!(Array::is_array(&get(&step, "filled")));
    // Plain objects, not Maps, throughout.
    assert!(get(&report, "stats").is_instance_of::<Object>());
    assert!(get(&get(&report, "stats"), "nodes").as_f64().unwrap() >= 1.0);
}

#[wasm_bindgen_test]
fn who_lives_in_the_city_has_two_solutions() {
    let report = solve(
        JsValue::from_str(&sample_json("who-lives-in-the-city")),
        JsValue::UNDEFINED,
    );
    assert_eq!(matrices(&report).len(), 2);
    assert_eq!(get(&report, "complete"), JsValue::TRUE);
}

#[wasm_bindgen_test]
fn a_plain_object_riddle_is_solved_like_its_text() {
    let object = JSON::parse(TINY).unwrap();
    let report = solve(object, JsValue::UNDEFINED);
    assert_eq!(
        matrices(&report),
        vec![vec![
            vec!["1".to_owned(), "cat".to_owned()],
            vec!["2".into(), "dog".into()]
        ]]
    );
    assert_eq!(
        matrices(&solve(JsValue::from_str(TINY), JsValue::NULL)),
        matrices(&report)
    );
}

#[wasm_bindgen_test]
fn steps_false_leaves_the_steps_out() {
    let report = solve(JsValue::from_str(TINY), options(r#"{"steps": false}"#));
    let solution = Array::from(&get(&report, "solutions")).get(0);
    assert!(get(&solution, "steps").is_undefined());
}

#[wasm_bindgen_test]
fn max_solutions_stops_the_search_early() {
    let free = r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
        "hints": [[[["", "x"]]]], "domains": {"B": ["x", "y", "z"]}}"#;
    let all = solve(JsValue::from_str(free), options(r#"{"steps": false}"#));
    assert_eq!(matrices(&all).len(), 6);
    let two = solve(
        JsValue::from_str(free),
        options(r#"{"maxSolutions": 2, "maxNodes": null}"#),
    );
    assert_eq!(matrices(&two).len(), 2);
    assert_eq!(get(&two, "complete"), JsValue::FALSE);
    assert_eq!(get(&two, "stopped").as_string().as_deref(), Some("solutionLimit"));
}

#[wasm_bindgen_test]
fn an_invalid_riddle_throws_an_error_with_its_path() {
    let bad = r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "x"]]], [[["2", "y", "extra"]]]]}"#;
    let error = wasm::solve_riddle(JsValue::from_str(bad), JsValue::UNDEFINED).unwrap_err();
    assert!(error.is_instance_of::<Error>(), "a real Error");
    let message = error_message(&error);
    let path = get(&error, "path").as_string().unwrap();
    assert!(path.starts_with("hints[1]"), "path {path:?}");
    assert!(message.starts_with(&format!("{path}: ")), "message {message:?}");
    assert_eq!(get(&error, "location").as_string().unwrap(), path);
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("RiddleError"));
    assert!(get(&error, "line").is_undefined());
}

#[wasm_bindgen_test]
fn an_invalid_object_riddle_has_the_same_path_as_its_text() {
    let bad = r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "x"]]], [[["2", "y", "extra"]]]]}"#;
    let from_text = wasm::solve_riddle(JsValue::from_str(bad), JsValue::UNDEFINED).unwrap_err();
    let from_object = wasm::solve_riddle(JSON::parse(bad).unwrap(), JsValue::UNDEFINED).unwrap_err();
    assert_eq!(error_message(&from_text), error_message(&from_object));
}

#[wasm_bindgen_test]
fn a_json_syntax_error_throws_with_line_and_column() {
    let broken = "{\n  \"header\": [\"A\", \"B\"],\n  \"startMatrix\": [[\"1\" \"\"]]\n}";
    let error = wasm::solve_riddle(JsValue::from_str(broken), JsValue::UNDEFINED).unwrap_err();
    assert_eq!(get(&error, "line").as_f64(), Some(3.0));
    assert!(get(&error, "column").as_f64().unwrap() >= 1.0);
    assert_eq!(get(&error, "path").as_string().as_deref(), Some(""));
    assert!(
        error_message(&error).starts_with("line 3, column "),
        "{}",
        error_message(&error)
    );
}

#[wasm_bindgen_test]
fn bad_options_and_bad_riddle_types_throw_with_a_path() {
    let error = wasm::solve_riddle(JsValue::from_str(TINY), options(r#"{"maxSolutions": -1}"#)).unwrap_err();
    assert_eq!(
        get(&error, "path").as_string().as_deref(),
        Some("options.maxSolutions")
    );
    let error = wasm::solve_riddle(JsValue::from_str(TINY), options(r#"{"steps": "yes"}"#)).unwrap_err();
    assert_eq!(
        error_message(&error),
        "options.steps: expected true or false, found a string"
    );
    let error = wasm::solve_riddle(JsValue::from(42), JsValue::UNDEFINED).unwrap_err();
    assert_eq!(
        error_message(&error),
        "riddle: expected JSON text or an object, found a number"
    );
}

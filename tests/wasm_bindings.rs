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
use serde_json::json;
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

/// A JavaScript value as JSON, to compare whole answers at once.
fn to_json(value: &JsValue) -> serde_json::Value {
    serde_json::from_str(&String::from(JSON::stringify(value).unwrap())).unwrap()
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
fn samples_lists_six_riddles_then_six_clue_files_with_names_titles_and_json() {
    let list = Array::from(&wasm::samples().unwrap());
    let names: Vec<String> = list
        .iter()
        .map(|s| get(&s, "name").as_string().unwrap())
        .collect();
    let mut expected = vec![
        "neighbours",
        "ships",
        "meeting-the-challenge",
        "soccer",
        "who-lives-in-the-city",
        "ginger-cookie",
    ];
    expected.extend(expected.clone().iter().map(|n| match *n {
        "neighbours" => "einstein.zbc",
        "ships" => "ships.zbc",
        "meeting-the-challenge" => "meeting-the-challenge.zbc",
        "soccer" => "soccer.zbc",
        "who-lives-in-the-city" => "who-lives-in-the-city.zbc",
        _ => "ginger-cookie.zbc",
    }));
    assert_eq!(names, expected);
    for sample in list.iter() {
        assert!(get(&sample, "title").is_string(), "every sample has a title");
        assert!(get(&sample, "json").is_string());
        assert!(get(&sample, "text").is_string());
        let hints = get(&sample, "hintTexts");
        assert!(hints.is_null() || Array::is_array(&hints));
        let json = JSON::parse(&get(&sample, "json").as_string().unwrap()).unwrap();
        assert!(Array::is_array(&get(&json, "header")));
    }
    let einstein = list.get(6);
    assert_eq!(get(&einstein, "format").as_string().as_deref(), Some("zbc"));
    assert_eq!(
        get(&einstein, "title").as_string().as_deref(),
        Some("Einstein's riddle (clues)")
    );
    assert_eq!(get(&list.get(0), "format").as_string().as_deref(), Some("json"));
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

#[wasm_bindgen_test]
fn each_option_of_the_wrong_kind_is_named_with_what_it_expected() {
    let cases = [
        (
            r#"{"maxSolutions": null}"#,
            "options.maxSolutions: expected a whole number ≥ 0 or Infinity, found null",
        ),
        (
            r#"{"maxSolutions": 1.5}"#,
            "options.maxSolutions: expected a whole number ≥ 0 or Infinity, found 1.5",
        ),
        (
            r#"{"maxNodes": "many"}"#,
            "options.maxNodes: expected a whole number ≥ 0, Infinity or null, found a string",
        ),
        (
            r#"{"maxMemory": -1}"#,
            "options.maxMemory: expected a whole number of bytes ≥ 0, Infinity or null, found -1",
        ),
        (
            r#"{"steps": null}"#,
            "options.steps: expected true or false, found null",
        ),
        (
            r#"{"format": 3}"#,
            r#"options.format: expected "json" or "zbc", found 3"#,
        ),
        (
            r#"{"offset": -1}"#,
            "options.offset: expected a whole number ≥ 0, found -1",
        ),
        (
            r#"{"limit": [20]}"#,
            "options.limit: expected a whole number ≥ 0, found an array",
        ),
    ];
    for (opts, message) in cases {
        let error = wasm::solutions_page(JsValue::from_str(TINY), options(opts)).unwrap_err();
        assert_eq!(get(&error, "name").as_string().as_deref(), Some("RiddleError"));
        assert_eq!(error_message(&error), message);
        let path = message.split(':').next().unwrap();
        assert_eq!(get(&error, "path").as_string().as_deref(), Some(path));
    }
    let error = wasm::count_solutions(JsValue::from_str(TINY), JsValue::from_str("fast")).unwrap_err();
    assert_eq!(
        error_message(&error),
        "options: expected an object, found a string"
    );
}

#[wasm_bindgen_test]
fn an_undefined_option_is_not_given_and_null_budgets_are_no_limit() {
    // `undefined` keeps the default (1 000 000 nodes); `null` lifts the limit.
    let many = JsValue::from_str(MANY);
    let with = |max_nodes: JsValue| {
        let opts = Object::new();
        Reflect::set(&opts, &JsValue::from_str("maxNodes"), &max_nodes).unwrap();
        Reflect::set(&opts, &JsValue::from_str("steps"), &JsValue::UNDEFINED).unwrap();
        let page = wasm::solutions_page(many.clone(), opts.into()).unwrap();
        (
            get(&page, "stopped").as_string(),
            get(&page, "solutions").unchecked_into::<Array>().length(),
        )
    };
    assert_eq!(with(JsValue::UNDEFINED), (Some("caller".to_owned()), 20));
    assert_eq!(with(JsValue::NULL), (Some("caller".to_owned()), 20));
    assert_eq!(with(JsValue::from(0)), (Some("nodeBudget".to_owned()), 0));
}

// ---------------------------------------------------------------------------------------------
// Clue files

fn einstein_clues() -> String {
    gridriddle::clues::clue_samples()[0].text.to_owned()
}

/// Einstein's riddle's one solution, row k = house k, column `#` first.
fn einstein_solution() -> serde_json::Value {
    json!([
        ["1", "Norwegian", "yellow", "water", "Dunhill", "cats"],
        ["2", "Dane", "blue", "tea", "Blends", "horses"],
        ["3", "Brit", "red", "milk", "PallMall", "birds"],
        ["4", "German", "green", "coffee", "Prince", "fish"],
        ["5", "Swede", "white", "beer", "BlueMaster", "dogs"]
    ])
}

#[wasm_bindgen_test]
fn clue_text_is_solved_like_json_detected_or_by_the_format_option() {
    for opts in [r#"{"steps": false}"#, r#"{"steps": false, "format": "zbc"}"#] {
        let report = solve(JsValue::from_str(&einstein_clues()), options(opts));
        assert_eq!(
            to_json(&get(&report, "solutions")),
            json!([{"matrix": einstein_solution()}])
        );
        assert_eq!(to_json(&get(&report, "differingCells")), json!([]));
    }
    // The format option wins over the detection.
    let error = wasm::solve_riddle(
        JsValue::from_str(&einstein_clues()),
        options(r#"{"format": "json"}"#),
    )
    .unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("RiddleError"));
    assert!(get(&error, "line").as_f64().is_some(), "a JSON syntax error");
    let error = wasm::solve_riddle(JsValue::from_str(TINY), options(r#"{"format": "xml"}"#)).unwrap_err();
    assert_eq!(
        error_message(&error),
        r#"options.format: expected "json" or "zbc", found "xml""#
    );
}

#[wasm_bindgen_test]
fn a_clue_error_throws_a_clue_error_with_every_error_at_its_line_and_column() {
    let error = wasm::solve_riddle(
        JsValue::from_str("Pet - cat fish dog\n---\nfsh _ cat\ncat _ dgo"),
        JsValue::UNDEFINED,
    )
    .unwrap_err();
    assert!(error.is_instance_of::<Error>(), "a real Error");
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("ClueError"));
    assert_eq!(
        error_message(&error),
        "3:1: unknown value \"fsh\" (did you mean \"fish\"?)\n4:7: unknown value \"dgo\" (did you mean \"dog\"?)"
    );
    assert_eq!(get(&error, "line").as_f64(), Some(3.0));
    assert_eq!(get(&error, "column").as_f64(), Some(1.0));
    assert_eq!(get(&error, "location").as_string().as_deref(), Some("3:1"));
    assert_eq!(get(&error, "path").as_string().as_deref(), Some(""));
    assert_eq!(
        to_json(&get(&error, "errors")),
        json!([
            {"message": "3:1: unknown value \"fsh\" (did you mean \"fish\"?)", "path": "",
             "location": "3:1", "line": 3, "column": 1},
            {"message": "4:7: unknown value \"dgo\" (did you mean \"dog\"?)", "path": "",
             "location": "4:7", "line": 4, "column": 7}
        ])
    );
}

#[wasm_bindgen_test]
fn a_zebralogic_text_converts_and_solves_as_the_library_reads_it() {
    let text = "There are 2 houses, numbered 1 to 2 from left to right.\n - Each person has a unique name: `Eric`, `Arnold`\n - People have unique favorite book genres: `mystery`, `romance`\n\n## Clues:\n1. Eric is directly left of the person who loves romance books.\n2. Arnold is the person who loves romance books.\n";
    let json = wasm::convert_zbc(JsValue::from_str(text)).unwrap();
    let file = gridriddle::import::read_puzzle(text).unwrap();
    assert_eq!(json, file.to_json_pretty());
    let solved = solve(JsValue::from_str(text), options(r#"{"steps": false}"#));
    assert_eq!(
        to_json(&get(&solved, "solutions")),
        json!([{"matrix": [["1", "Eric", "mystery"], ["2", "Arnold", "romance"]]}])
    );
    let bad = text.replace("is directly left of", "admires");
    let error = wasm::convert_zbc(JsValue::from_str(&bad)).unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("ClueError"));
    assert_eq!(
        error_message(&error),
        "6:4: clue 1: no clue form fits; words not understood: \"admires the person who loves books\""
    );
}

#[wasm_bindgen_test]
fn convert_zbc_gives_the_compiled_riddle_one_hint_a_line() {
    let text = wasm::convert_zbc(JsValue::from_str(&einstein_clues())).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let file = gridriddle::clues::compile_zbc(&einstein_clues()).unwrap();
    assert_eq!(json, serde_json::to_value(&file).unwrap());
    assert_eq!(
        json["header"],
        json!(["#", "Nationality", "Color", "Drink", "Smoke", "Pet"])
    );
    assert_eq!(json["hintTexts"][0], "The Brit lives in the red house.");
    assert_eq!(json["clues"][0], "Brit = red");
    assert!(
        text.contains("\n  \"hints\": [\n    [[[\"\", \"Brit\", \"red\", \"\", \"\", \"\"]]],\n"),
        "{text}"
    );
    let solved = solve(JsValue::from_str(&text), options(r#"{"steps": false}"#));
    assert_eq!(
        to_json(&get(&solved, "solutions")),
        json!([{"matrix": einstein_solution()}])
    );
    let error = wasm::convert_zbc(JsValue::from_str("Pet - cat\n---\ncat = dog")).unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("ClueError"));
    assert_eq!(get(&error, "location").as_string().as_deref(), Some("3:7"));
    let error = wasm::convert_zbc(JsValue::from(3)).unwrap_err();
    assert_eq!(
        error_message(&error),
        "riddle: expected clue text, found a number"
    );
}

#[wasm_bindgen_test]
fn riddle_info_gives_the_layout_of_json_and_clue_riddles() {
    let info = to_json(&wasm::riddle_info(JsValue::from_str(TINY)).unwrap());
    assert_eq!(
        info,
        json!({"title": null, "description": null, "header": ["House", "Pet"],
               "startMatrix": [["1", ""], ["2", ""]], "values": [["1", "2"], ["cat", "dog"]],
               "hintTexts": null, "hints": 1})
    );
    let info = to_json(&wasm::riddle_info(JsValue::from_str(&einstein_clues())).unwrap());
    assert_eq!(
        info["values"][5],
        json!(["dogs", "birds", "cats", "horses", "fish"])
    );
    assert_eq!(info["hints"], 15);
    assert_eq!(
        info["hintTexts"][14],
        "The man who smokes Blends has a next-door neighbour who drinks water."
    );
}

// ---------------------------------------------------------------------------------------------
// Several solutions, the rating, the generator

#[wasm_bindgen_test]
fn the_report_lists_the_cells_that_differ_between_solutions() {
    let report = solve(
        JsValue::from_str(&sample_json("who-lives-in-the-city")),
        options(r#"{"steps": false}"#),
    );
    assert_eq!(
        to_json(&get(&report, "differingCells")),
        json!([{"row": 0, "column": 1}, {"row": 0, "column": 3}, {"row": 2, "column": 1},
               {"row": 2, "column": 3}])
    );
    let free = r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
        "domains": {"B": ["x", "y"]}}"#;
    let report = solve(JsValue::from_str(free), JsValue::UNDEFINED);
    assert_eq!(
        to_json(&get(&report, "differingCells")),
        json!([{"row": 0, "column": 1}, {"row": 1, "column": 1}])
    );
}

#[wasm_bindgen_test]
fn the_report_warns_of_a_column_with_fewer_values_than_rows() {
    let short = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "cat"]]]]}"#;
    let report = solve(JsValue::from_str(short), JsValue::UNDEFINED);
    let warnings = to_json(&get(&report, "warnings"));
    assert_eq!(warnings[0]["path"], "header[1]");
    assert_eq!(
        to_json(&get(
            &solve(JsValue::from_str(TINY), JsValue::UNDEFINED),
            "warnings"
        )),
        json!([])
    );
}

#[wasm_bindgen_test]
fn rate_reads_the_level_of_json_and_clue_riddles() {
    let rating = to_json(&wasm::rate(JsValue::from_str(TINY)).unwrap());
    assert_eq!(rating["difficulty"], "easy");
    assert_eq!(rating["solutions"], 1);
    let rating = to_json(&wasm::rate(JsValue::from_str(&einstein_clues())).unwrap());
    assert_eq!(rating["difficulty"], "medium");
    assert_eq!(rating["nodes"], 1);
    // 10 × the hardest step (clues 9 and 14 with their readings: 3) + the 25 steps after the
    // merging of hints before the search.
    assert_eq!(
        (rating["score"].as_u64(), rating["steps"].as_u64()),
        (Some(55), Some(29))
    );
    let rating = to_json(&wasm::rate(JsValue::from_str(&sample_json("who-lives-in-the-city"))).unwrap());
    assert_eq!(rating["difficulty"], "ambiguous");
    assert_eq!(rating["score"], 0);
    // Its solutions counted: exactly two.
    assert_eq!(
        (&rating["solutions"], &rating["complete"]),
        (&json!(2), &json!(true))
    );
}

#[wasm_bindgen_test]
fn generate_makes_the_same_riddle_for_a_seed_with_its_solution_and_rating() {
    let made = wasm::generate(options(r#"{"rows": 4, "columns": 3, "seed": 7}"#)).unwrap();
    let solution = json!([
        ["1", "Saab", "Italian", "September"],
        ["2", "BMW", "Pole", "May"],
        ["3", "Lexus", "Austrian", "July"],
        ["4", "Skoda", "Romanian", "December"]
    ]);
    assert_eq!(to_json(&get(&made, "solution")), solution);
    assert_eq!(get(&made, "seed").as_string().as_deref(), Some("7"));
    assert_eq!(get(&made, "attempts").as_f64(), Some(1.0));
    assert_eq!(to_json(&get(&made, "rating"))["difficulty"], "easy");
    let json = get(&made, "json").as_string().unwrap();
    let solved = solve(JsValue::from_str(&json), options(r#"{"steps": false}"#));
    assert_eq!(to_json(&get(&solved, "solutions")), json!([{"matrix": solution}]));
    let zbc = get(&made, "zbc").as_string().unwrap();
    let solved = solve(
        JsValue::from_str(&zbc),
        options(r#"{"steps": false, "format": "zbc"}"#),
    );
    assert_eq!(
        matrices(&solved).len(),
        1,
        "the riddle as clues has one solution too"
    );
    // The seed as decimal text or a BigInt gives the same riddle.
    let again = wasm::generate(options(r#"{"rows": 4, "columns": 3, "seed": "7"}"#)).unwrap();
    assert_eq!(get(&again, "json"), get(&made, "json"));
    let bigint = JSON::parse(r#"{"rows": 4, "columns": 3}"#).unwrap();
    Reflect::set(&bigint, &"seed".into(), &js_sys::BigInt::from(7u64).into()).unwrap();
    assert_eq!(get(&wasm::generate(bigint).unwrap(), "json"), get(&made, "json"));
    // A difficulty asked is the difficulty rated.
    let hard = wasm::generate(options(
        r#"{"rows": 5, "columns": 4, "seed": 1, "difficulty": "hard"}"#,
    ))
    .unwrap();
    assert_eq!(to_json(&get(&hard, "rating"))["difficulty"], "hard");
}

#[wasm_bindgen_test]
fn generate_throws_for_bad_options_and_impossible_sizes() {
    let error = wasm::generate(options(r#"{"rows": "six"}"#)).unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("RiddleError"));
    assert_eq!(
        error_message(&error),
        r#"options.rows: invalid type: string "six", expected usize"#
    );
    let error = wasm::generate(options(r#"{"difficulty": "simple"}"#)).unwrap_err();
    assert_eq!(
        get(&error, "path").as_string().as_deref(),
        Some("options.difficulty")
    );
    // A long value is quoted cut short, in serde's message as in ours.
    let long = "x".repeat(100_000);
    let cut = format!("{}...", "x".repeat(40));
    let error = wasm::generate(options(&format!(r#"{{"difficulty": "{long}"}}"#))).unwrap_err();
    assert!(
        error_message(&error).starts_with(&format!("options.difficulty: unknown variant `{cut}`, expected ")),
        "{}",
        &error_message(&error)[..200]
    );
    let error = wasm::generate(options(&format!(r#"{{"kinds": ["next-to", "{long}"]}}"#))).unwrap_err();
    assert!(
        error_message(&error).len() < 400,
        "{}",
        &error_message(&error)[..200]
    );
    let error = wasm::solve_riddle(
        JsValue::from_str(TINY),
        options(&format!(r#"{{"format": "{long}"}}"#)),
    )
    .unwrap_err();
    assert_eq!(
        error_message(&error),
        format!(r#"options.format: expected "json" or "zbc", found "{cut}""#)
    );
    let error = wasm::generate(options(r#"{"seed": -1}"#)).unwrap_err();
    assert_eq!(get(&error, "path").as_string().as_deref(), Some("options.seed"));
    let error = wasm::generate(options(r#"{"rows": 0, "columns": 3}"#)).unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("GenerateError"));
    assert_eq!(
        error_message(&error),
        "options: size 0×3: rows must be 1 to 64 and attribute columns 1 to 64"
    );
}

// ---------------------------------------------------------------------------------------------
// Solving together

/// The play module's example: red in house 1, green directly left of blue.
const COLORS: &str = r#"{
    "header": ["House", "Color"],
    "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
    "hints": [[[["1", "red"]]], [[["", "green"], ["", "blue"]]]],
    "hintTexts": ["Red is in house 1.", "Green is directly left of blue."]
}"#;

fn grid(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

#[wasm_bindgen_test]
fn candidates_by_the_rules_and_exactly() {
    let exact = to_json(&wasm::candidates(JsValue::from_str(COLORS), JsValue::NULL, JsValue::TRUE).unwrap());
    assert_eq!(
        exact,
        json!({"candidates": [[["1"], ["red"]], [["2"], ["green"]], [["3"], ["blue"]]],
               "exact": true, "complete": true})
    );
    let rules = to_json(
        &wasm::candidates(
            JsValue::from_str(COLORS),
            grid(r#"[["1", ""], ["2", ""], ["3", ""]]"#),
            JsValue::UNDEFINED,
        )
        .unwrap(),
    );
    assert_eq!(rules["exact"], false);
    for (r, cell) in rules["candidates"].as_array().unwrap().iter().enumerate() {
        let color = cell[1].as_array().unwrap();
        let right = exact["candidates"][r][1][0].clone();
        assert!(
            color.contains(&right),
            "row {r}: the rules never drop a value a solution has"
        );
    }
    let error = wasm::candidates(JsValue::from_str(COLORS), JsValue::NULL, JsValue::from(1)).unwrap_err();
    assert_eq!(error_message(&error), "exact: expected true or false, found 1");
}

#[wasm_bindgen_test]
fn next_step_from_the_start_quotes_its_hint_and_fills_its_cells() {
    let step = to_json(&wasm::next_step(JsValue::from_str(COLORS), JsValue::UNDEFINED).unwrap());
    assert_eq!(step["kind"], "rule");
    assert_eq!(step["fills"], json!([{"row": 0, "column": 1, "value": "red"}]));
    assert_eq!(step["hint"], 0);
    assert_eq!(step["hintText"], "Red is in house 1.");
    assert_eq!(step["rule"], 2);
    assert_eq!(
        step["text"],
        "Rule 2: hint 1 (\"Red is in house 1.\") merged at row 1: Color red"
    );
    let done = to_json(
        &wasm::next_step(
            JsValue::from_str(COLORS),
            grid(r#"[["1", "red"], ["2", "green"], ["3", "blue"]]"#),
        )
        .unwrap(),
    );
    assert_eq!(done["kind"], "solved");
    assert_eq!(done["fills"], json!([]));
}

#[wasm_bindgen_test]
fn next_step_again_and_again_solves_einstein_in_clues() {
    let clues = JsValue::from_str(&einstein_clues());
    let mut cells: Vec<Vec<String>> = (1..=5)
        .map(|r| {
            let mut row = vec![String::new(); 6];
            row[0] = r.to_string();
            row
        })
        .collect();
    for _ in 0..60 {
        let now = grid(&serde_json::to_string(&cells).unwrap());
        let step = to_json(&wasm::next_step(clues.clone(), now).unwrap());
        if step["kind"] == "solved" {
            assert_eq!(serde_json::to_value(&cells).unwrap(), einstein_solution());
            return;
        }
        assert!(step["kind"] == "rule" || step["kind"] == "supposition", "{step}");
        let fills = step["fills"].as_array().unwrap();
        assert!(!fills.is_empty(), "every step fills a cell: {step}");
        for fill in fills {
            let (r, c) = (
                fill["row"].as_u64().unwrap() as usize,
                fill["column"].as_u64().unwrap() as usize,
            );
            cells[r][c] = fill["value"].as_str().unwrap().to_owned();
        }
    }
    panic!("not solved in 60 steps: {cells:?}");
}

#[wasm_bindgen_test]
fn check_grid_marks_the_wrong_cell_and_counts_the_solutions_left() {
    let wrong = to_json(
        &wasm::check_grid(
            JsValue::from_str(COLORS),
            grid(r#"[["1", ""], ["2", "blue"], ["3", ""]]"#),
        )
        .unwrap(),
    );
    assert_eq!(
        wrong,
        json!({"consistent": false, "mistakes": [{"row": 1, "column": 1}], "solutions": 0, "complete": true})
    );
    let right = to_json(
        &wasm::check_grid(
            JsValue::from_str(COLORS),
            grid(r#"[["1", null], ["2", "green"], ["3", ""]]"#),
        )
        .unwrap(),
    );
    assert_eq!(
        right,
        json!({"consistent": true, "mistakes": [], "solutions": 1, "complete": true})
    );
}

#[wasm_bindgen_test]
fn a_bad_grid_throws_with_the_cell_as_the_path() {
    let error = wasm::check_grid(
        JsValue::from_str(COLORS),
        grid(r#"[["1", ""], ["2", "pink"], ["3", ""]]"#),
    )
    .unwrap_err();
    assert_eq!(get(&error, "name").as_string().as_deref(), Some("RiddleError"));
    assert_eq!(
        error_message(&error),
        r#"grid[1][1]: "pink" is not a value of column "Color""#
    );
    let error = wasm::next_step(JsValue::from_str(COLORS), grid(r#"[["1", ""]]"#)).unwrap_err();
    assert_eq!(error_message(&error), "grid: has 1 row, the riddle has 3");
    let error = wasm::next_step(JsValue::from_str(COLORS), JsValue::from_str("x")).unwrap_err();
    assert_eq!(
        error_message(&error),
        "grid: expected an array of rows, found a string"
    );
}

/// tests/fixtures/many-solutions.json: 1,710,720 solutions.
const MANY: &str = include_str!("fixtures/many-solutions.json");

#[wasm_bindgen_test]
fn solutions_page_gives_the_library_s_solutions_in_its_order_and_stops_for_the_caller() {
    let riddle = gridriddle::Riddle::from_json(MANY).unwrap();
    let mut expected = Vec::new();
    let mut index = 0;
    gridriddle::search::solve_each(&riddle, &Default::default(), |solution| {
        if (20..40).contains(&index) {
            expected.push(riddle.names(&solution.matrix));
        }
        index += 1;
        if index == 40 {
            std::ops::ControlFlow::Break(())
        } else {
            std::ops::ControlFlow::Continue(())
        }
    });
    let page = wasm::solutions_page(MANY.into(), options(r#"{"offset": 20, "limit": 20}"#)).unwrap();
    assert_eq!(matrices(&page), expected);
    let flags = json!({"offset": 20, "more": true, "complete": false, "stopped": "caller"});
    let page = to_json(&page);
    for (key, value) in flags.as_object().unwrap() {
        assert_eq!(&page[key], value, "{key}");
    }
}

#[wasm_bindgen_test]
fn count_solutions_gives_the_count_as_a_bigint() {
    let count = wasm::count_solutions(MANY.into(), options(r#"{"maxNodes": null}"#)).unwrap();
    let n = get(&count, "count");
    assert!(n.is_bigint());
    assert_eq!(
        String::from(n.unchecked_into::<js_sys::BigInt>().to_string(10).unwrap()),
        "1710720"
    );
    assert_eq!(get(&count, "complete").as_bool(), Some(true));
    assert!(get(&count, "stopped").is_null());
}

#[wasm_bindgen_test]
fn verify_reasoning_judges_each_step_and_reasoning_is_all_justified() {
    let riddle = sample_json("who-lives-in-the-city");
    let steps = wasm::reasoning(JsValue::from_str(&riddle)).unwrap();
    let steps: Vec<String> = serde_json::from_value(to_json(&steps)).unwrap();
    assert!(!steps.is_empty());
    let checked =
        wasm::verify_reasoning(JsValue::from_str(&riddle), JsValue::from_str(&steps.join("\n"))).unwrap();
    let checked = to_json(&checked);
    assert_eq!(checked["summary"]["justified"], steps.len());
    assert_eq!(checked["summary"]["processScore"], 1.0);
    // An object answer: its solution graded.
    let answer =
        JSON::parse(&json!({"reasoning": ["Nothing here."], "solution": [["x"]]}).to_string()).unwrap();
    let checked = to_json(&wasm::verify_reasoning(JsValue::from_str(&riddle), answer).unwrap());
    assert_eq!(checked["steps"][0]["verdict"], "unread");
    assert_eq!(checked["grade"]["solved"], false);
    // Steps keep the model's numbers; a step resting on a leap is leap-dependent, the leap
    // counted once (the same reading as `gridriddle verify --json` and Python's `verify`).
    let einstein = gridriddle::sample("neighbours").unwrap().json;
    let answer = "Let me solve this step by step.\n1. From clue 9, the Norwegian lives in house 1.\n\
                  2. The German lives in house 4 (clue 13).\n3. The Prince smoker lives in house 4 (clue 13).\n\
                  4. If the Swede is in house 2, the Dane is in house 5.";
    let checked =
        to_json(&wasm::verify_reasoning(JsValue::from_str(einstein), JsValue::from_str(answer)).unwrap());
    let numbers: Vec<u64> = checked["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["number"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [0, 1, 2, 3, 4]);
    let verdicts: Vec<&str> = checked["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["verdict"].as_str().unwrap())
        .collect();
    assert_eq!(
        verdicts,
        ["unread", "justified", "leap", "leap-dependent", "unread"]
    );
    assert_eq!(checked["steps"][4]["skipped"], json!(["supposition"]));
    assert_eq!(
        (
            &checked["summary"]["leaps"],
            &checked["summary"]["leapDependent"],
            &checked["summary"]["firstLeap"]
        ),
        (&json!(1), &json!(1), &json!(2))
    );
    let error = wasm::verify_reasoning(JsValue::from_str(&riddle), JsValue::from_f64(3.0)).unwrap_err();
    assert!(
        error_message(&error).starts_with("answer: expected text or an object"),
        "{}",
        error_message(&error)
    );
}

#[wasm_bindgen_test]
fn read_answer_reads_a_models_output_and_says_why_it_cannot() {
    let einstein = JsValue::from_str(gridriddle::sample("neighbours").unwrap().json);
    let output = "Let me think.\nHouse 1: Norwegian, yellow, water, Dunhill, cats\nHouse 2: Dane, blue, tea, Blends, horses";
    let read = to_json(&wasm::read_answer(einstein.clone(), JsValue::from_str(output)).unwrap());
    assert_eq!(
        read["answer"]["solution"]["House 2"],
        json!({"Nationality": "Dane", "Color": "blue", "Drink": "tea", "Smoke": "Blends", "Pet": "horses"})
    );
    assert_eq!(read["unread"], json!(null));
    let read = to_json(&wasm::read_answer(einstein.clone(), JsValue::from_str("")).unwrap());
    assert_eq!(read, json!({"answer": null, "unread": "the output is empty"}));
    let choices = options(r#"["Brit", "German"]"#);
    let read =
        to_json(&wasm::read_answer(choices, JsValue::from_str("So...\nFinal answer: **German**")).unwrap());
    assert_eq!(read, json!({"answer": "German", "unread": null}));
    let thrown = wasm::read_answer(einstein, JsValue::from_f64(1.0)).unwrap_err();
    assert_eq!(
        error_message(&thrown),
        "text: expected a model's output as a string, found a number"
    );
}

#[wasm_bindgen_test]
fn evaluate_gives_the_report_of_records_and_answers() {
    let records = options(
        r#"[{"id": "g", "size": "2*1", "puzzle": "p", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}, "level": "easy"},
            {"id": "h", "size": "2*1", "puzzle": "p", "solution": {"header": ["House", "Pet"], "rows": [["1", "dog"], ["2", "cat"]]}}]"#,
    );
    let answers =
        options(r#"[{"id": "g", "output": "House 1: cat\nHouse 2: dog"}, {"id": "nobody", "output": ""}]"#);
    let report = to_json(&wasm::evaluate(records, answers).unwrap());
    assert_eq!(
        report["overall"],
        json!({"puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 0.5})
    );
    assert_eq!(report["byLevel"][0]["level"], "easy");
    assert_eq!(report["byLevel"][1]["level"], json!(null));
    assert_eq!(report["byBucket"][0]["bucket"], "small");
}

#[wasm_bindgen_test]
fn read_answer_and_grade_read_each_output_as_the_library_does() {
    // tests/fixtures/one-reading.json: the file the library, the command line and Python are
    // tested on.
    let fixture: serde_json::Value = serde_json::from_str(include_str!("fixtures/one-reading.json")).unwrap();
    let riddle = JsValue::from_str(&fixture["riddle"].to_string());
    for entry in fixture["outputs"].as_array().unwrap() {
        let output = JsValue::from_str(entry["output"].as_str().unwrap());
        let read = to_json(&wasm::read_answer(riddle.clone(), output).unwrap());
        assert_eq!(read["unread"], entry["expect"]["unread"], "{}", entry["name"]);
        let checked = to_json(
            &wasm::verify_reasoning(
                riddle.clone(),
                JsValue::from_str(entry["output"].as_str().unwrap()),
            )
            .unwrap(),
        );
        if entry["expect"]["unread"].is_null() {
            assert_eq!(
                checked["grade"]["solved"], entry["expect"]["solved"],
                "{}",
                entry["name"]
            );
            assert_eq!(
                checked["grade"]["correct"], entry["expect"]["correct"],
                "{}",
                entry["name"]
            );
        } else {
            assert!(checked.get("grade").is_none(), "{}", entry["name"]);
        }
        let lib = gridriddle::evaluate::output::grade_text(
            &gridriddle::Riddle::from_json(&fixture["riddle"].to_string()).unwrap(),
            entry["output"].as_str().unwrap(),
        );
        assert_eq!(
            (lib.solved, lib.correct),
            (
                entry["expect"]["solved"].as_bool().unwrap(),
                entry["expect"]["correct"].as_u64().unwrap() as usize
            ),
            "{}",
            entry["name"]
        );
    }
}

#[wasm_bindgen_test]
fn read_answer_and_verify_reasoning_take_any_record() {
    // A ZebraLogic grid record, a question record.
    let grid = options(
        r#"{"id": "g", "size": "2*1", "puzzle": "p", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}}"#,
    );
    let output = "Done.\nHouse 1: cat\nHouse 2: dog";
    let read = to_json(&wasm::read_answer(grid.clone(), JsValue::from_str(output)).unwrap());
    assert_eq!(read["unread"], json!(null));
    let checked = to_json(&wasm::verify_reasoning(grid, JsValue::from_str(output)).unwrap());
    assert_eq!(checked["grade"]["solved"], true);
    let question =
        options(r#"{"id": "q", "question": "Who?", "choices": ["Eric", "Arnold"], "answer": "Eric"}"#);
    let read = to_json(&wasm::read_answer(question, JsValue::from_str("Answer: **Arnold**")).unwrap());
    assert_eq!(read, json!({"answer": "Arnold", "unread": null}));
}

#[wasm_bindgen_test]
fn verify_reasoning_judges_a_zebralogic_record_against_its_own_clues() {
    // As `gridriddle verify` and `evaluate --verify` judge it: docs/example/details.jsonl, which
    // tests/worked_example.rs keeps equal to what `evaluate --verify --details` writes (the
    // solution grid's rows as clues gave a leap at step 2 here).
    let id = "lgp-test-4x4-3";
    let find = |text: &str| -> serde_json::Value {
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .find(|v| v["id"] == id)
            .unwrap()
    };
    let record = find(include_str!("../docs/example/records.jsonl"));
    let answer = find(include_str!("../docs/example/llama-3.1-405b.jsonl"));
    let detail = find(include_str!("../docs/example/details.jsonl"));
    let checked = to_json(
        &wasm::verify_reasoning(
            JsValue::from_str(&record.to_string()),
            JsValue::from_str(answer["output"].as_str().unwrap()),
        )
        .unwrap(),
    );
    let verdicts = |steps: &serde_json::Value| -> Vec<(serde_json::Value, serde_json::Value)> {
        steps
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["number"].clone(), s["verdict"].clone()))
            .collect()
    };
    assert_eq!(verdicts(&checked["steps"]), verdicts(&detail["steps"]));
    assert_eq!(
        (
            &checked["summary"]["firstLeap"],
            &checked["summary"]["firstFalse"]
        ),
        (&detail["firstLeap"], &detail["firstFalse"])
    );
}

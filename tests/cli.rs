//! The `gridriddle` binary run as a subprocess: output and exit codes.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn gridriddle(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    // A command that does not read its standard input may exit before it is written.
    if let Err(e) = input.write_all(stdin.unwrap_or("").as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const TINY: &str = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
    "hints": [[[["", "cat"], ["", "dog"]]]]}"#;

#[test]
fn solve_prints_the_solution_as_a_table_and_says_it_is_complete() {
    let out = gridriddle(&["solve", "-"], Some(TINY));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "-\n\nHouse  Pet\n-----  ---\n1      cat\n2      dog\n\n1 solution (complete: there are no others)\n"
    );
}

#[test]
fn solve_einstein_finds_that_the_german_owns_the_fish() {
    let out = gridriddle(&["solve", "riddles/neighbours.json"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let german = stdout
        .lines()
        .find(|l| l.contains("German"))
        .expect("a row with the German");
    assert!(german.ends_with("fish"), "{german}");
    assert!(
        stdout.ends_with("1 solution (complete: there are no others)\n"),
        "{stdout}"
    );
}

#[test]
fn solve_with_steps_prints_the_detailed_solution() {
    let out = gridriddle(&["solve", "--steps", "riddles/neighbours.json"], None);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Detailed solution:\n"), "{stdout}");
    assert!(stdout.contains(" 1. Rule "), "{stdout}");
}

#[test]
fn json_output_is_one_object_per_file_on_one_line() {
    let out = gridriddle(
        &["solve", "--json", "riddles/who-lives-in-the-city.json", "-"],
        Some(TINY),
    );
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    let city: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(city["file"], "riddles/who-lives-in-the-city.json");
    assert_eq!(city["solutions"].as_array().unwrap().len(), 2);
    assert_eq!(city["complete"], true);
    assert!(city["stats"]["nodes"].as_u64().unwrap() >= 1);
    assert!(city["stats"]["elapsedUs"].is_u64());
    assert!(
        city["solutions"][0].get("steps").is_none(),
        "steps only with --steps"
    );
    let tiny: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(
        tiny["solutions"][0]["matrix"],
        serde_json::json!([["1", "cat"], ["2", "dog"]])
    );
}

#[test]
fn json_with_steps_gives_each_step_its_sentence() {
    let out = gridriddle(&["solve", "--json", "--steps", "-"], Some(TINY));
    let value: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    let steps = value["solutions"][0]["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    assert!(steps
        .iter()
        .all(|s| s["text"].is_string() && s["kind"].is_string()));
}

#[test]
fn max_solutions_makes_the_answer_incomplete() {
    let out = gridriddle(
        &[
            "solve",
            "--max-solutions",
            "1",
            "riddles/who-lives-in-the-city.json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout)
        .ends_with("1 solution (incomplete: stopped at --max-solutions 1, there may be more)\n"));
}

#[test]
fn an_invalid_riddle_exits_2_with_its_path_on_stderr() {
    let bad = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""]], "hints": [[[["1"]]]]}"#;
    let out = gridriddle(&["solve", "-"], Some(bad));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: hints[0][0][0]: row has 1 cell, the header has 2\n"
    );
}

#[test]
fn a_missing_file_exits_2_and_the_other_files_are_still_solved() {
    let out = gridriddle(
        &["solve", "no/such/file.json", "riddles/ginger-cookie.json"],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: no/such/file.json: cannot read: "));
    assert!(text(&out.stdout).contains("1 solution (complete"));
}

#[test]
fn a_syntax_error_names_the_line_and_column() {
    let out = gridriddle(&["check", "-"], Some("{\n  \"header\": [\"A\"\n}"));
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("error: -: line 3, column 1: "), "{stderr}");
}

#[test]
fn check_validates_without_solving() {
    let out = gridriddle(&["check", "riddles/ships.json"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("riddles/ships.json: ok ("));
}

#[test]
fn samples_lists_six_and_prints_one() {
    let out = gridriddle(&["samples"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout).lines().count(), 6);
    let out = gridriddle(&["samples", "neighbours"], None);
    assert_eq!(
        text(&out.stdout),
        std::fs::read_to_string("riddles/neighbours.json").unwrap()
    );
    let out = gridriddle(&["samples", "nope"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(gridriddle(&["solve"], None).status.code(), Some(2));
    assert_eq!(gridriddle(&["frobnicate"], None).status.code(), Some(2));
}

#[test]
fn an_unsolvable_riddle_is_answered_with_the_conflicting_hints() {
    let riddle = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["1", "cat"]]], [[["", "dog"]]], [[["1", "dog"]]]], "hintTexts": ["cat in 1", "a dog", "dog in 1"]}"#;
    let out = gridriddle(&["solve", "-"], Some(riddle));
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stdout).ends_with(
            "no solution (complete: the riddle has none)\nThese hints cannot all hold together:\n  hint 1: cat in 1\n  hint 3: dog in 1\n"
        ),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn the_node_budget_is_reported_as_such() {
    // Seven people for five chairs: the rules do not see it, the search runs out of nodes.
    let riddle = common::pigeons_json();
    let out = gridriddle(&["solve", "--max-nodes", "50", "-"], Some(&riddle));
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stdout).ends_with(
            "no solution found (incomplete: stopped after 50 search nodes (--max-nodes), there may be some)\n"
        ),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn a_reader_that_stops_early_ends_the_run_quietly() {
    // `gridriddle solve … | head -1`: far more output than a pipe holds, and a reader that
    // reads one line and goes away.
    let files: Vec<&str> = std::iter::repeat_n("riddles/neighbours.json", 200).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(["solve", "--steps"])
        .args(&files)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(text(&out.stderr), "");
    assert!(out.status.success(), "{:?}", out.status);
}

#[cfg(target_os = "linux")]
#[test]
fn an_answer_that_cannot_be_written_exits_2_and_says_why() {
    let full = std::fs::File::create("/dev/full").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(["solve", "riddles/neighbours.json"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("error: cannot write the answer: "));
}

#[test]
fn solve_json_lists_the_cells_that_differ_between_solutions() {
    let out = gridriddle(&["solve", "--json", "riddles/who-lives-in-the-city.json"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        report["differingCells"],
        serde_json::json!([
            {"row": 0, "column": 1}, {"row": 0, "column": 3},
            {"row": 2, "column": 1}, {"row": 2, "column": 3}
        ])
    );
    let unique = gridriddle(&["solve", "--json", "riddles/neighbours.json"], None);
    let report: serde_json::Value = serde_json::from_slice(&unique.stdout).unwrap();
    assert_eq!(report["differingCells"], serde_json::json!([]));
}

fn json_of(out: &Output) -> serde_json::Value {
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn solve_reads_clue_files_by_their_extension_and_gives_the_json_riddles_solution() {
    let clues = json_of(&gridriddle(&["solve", "--json", "riddles/einstein.zbc"], None));
    let json = json_of(&gridriddle(&["solve", "--json", "riddles/neighbours.json"], None));
    assert_eq!(clues["solutions"].as_array().unwrap().len(), 1);
    assert_eq!(clues["complete"], true);
    // The clue file's columns are the JSON riddle's (`#` for `House`); its values name the
    // smokes without spaces.
    let squash = |v: &serde_json::Value| v.to_string().replace(' ', "");
    assert_eq!(
        squash(&clues["solutions"][0]["matrix"]),
        squash(&json["solutions"][0]["matrix"])
    );
}

#[test]
fn clue_errors_on_standard_input_give_line_and_column() {
    let clues = "Name - Ann Bob\nPet - fish dog\n---\nAnn = fsh\n";
    let out = gridriddle(&["solve", "--format", "zbc", "-"], Some(clues));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: 4:7: unknown value \"fsh\" (did you mean \"fish\"?)\n"
    );
    let out = gridriddle(&["solve", "--json", "--format", "zbc", "-"], Some(clues));
    let line: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(line["error"]["line"], 4);
    assert_eq!(line["error"]["column"], 7);
}

#[test]
fn convert_prints_the_riddle_a_clue_file_compiles_to() {
    let riddle = json_of(&gridriddle(&["convert", "riddles/einstein.zbc"], None));
    assert_eq!(riddle["header"][0], "#");
    assert_eq!(riddle["hints"].as_array().unwrap().len(), 15);
    assert_eq!(riddle["hintTexts"].as_array().unwrap().len(), 15);
}

/// A ZebraLogic puzzle text of three houses (two attributes), its solution Eric–pizza, Peter–stew,
/// Arnold–grilled cheese.
const ZEBRALOGIC_TEXT: &str = "There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street. Each house is occupied by a different person.
 - Each person has a unique name: `Peter`, `Eric`, `Arnold`
 - Everyone has something unique for lunch: `stew`, `pizza`, `grilled cheese`

## Clues:
1. Eric is in the first house.
2. The person who loves the stew is directly left of Arnold.
3. Arnold is the person who loves eating grilled cheese.
4. The person who is a pizza lover is in the first house.
";

#[test]
fn convert_and_solve_read_zebralogic_and_reasoning_gym_texts() {
    let out = gridriddle(&["convert", "-"], Some(ZEBRALOGIC_TEXT));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let riddle = json_of(&out);
    assert_eq!(riddle["header"], serde_json::json!(["House", "Name", "Lunch"]));
    assert_eq!(
        riddle["hintTexts"][1],
        "The person who loves the stew is directly left of Arnold."
    );
    assert_eq!(
        riddle["hints"][1],
        serde_json::json!([[["", "", "stew"], ["", "Arnold", ""]]])
    );
    let solved = json_of(&gridriddle(&["solve", "--json", "-"], Some(ZEBRALOGIC_TEXT)));
    assert_eq!(
        solved["solutions"][0]["matrix"],
        serde_json::json!([
            ["1", "Eric", "pizza"],
            ["2", "Peter", "stew"],
            ["3", "Arnold", "grilled cheese"]
        ])
    );
    assert_eq!(solved["complete"], true);
    let question = "This is a logic puzzle. There are 2 houses (numbered 1 on the left, 2 on the right), from the perspective of someone standing across the street from them. Each has a different person in them. They have different characteristics:
 - Each person has a unique name: arnold, alice
 - The people are of nationalities: chinese, brit

1. Arnold is in the second house.
2. The Chinese is Arnold.

What is Name of the person who lives in House 1?? Provide only the name of the person as your final answer.";
    let riddle = json_of(&gridriddle(&["convert", "-"], Some(question)));
    assert_eq!(
        riddle["title"],
        "What is Name of the person who lives in House 1?"
    );
    let solved = json_of(&gridriddle(&["solve", "--json", "-"], Some(question)));
    assert_eq!(
        solved["solutions"][0]["matrix"],
        serde_json::json!([["1", "alice", "brit"], ["2", "arnold", "chinese"]])
    );
}

#[test]
fn a_puzzle_text_not_understood_is_an_error_naming_the_clue_and_the_words() {
    let bad = ZEBRALOGIC_TEXT.replace("is directly left of", "admires");
    let out = gridriddle(&["convert", "-"], Some(&bad));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: 7:4: clue 2: no clue form fits; words not understood: \"The person who loves the admires\"\n"
    );
    // Told to read a puzzle text, other text is read as ZebraLogic's, whose reader says what
    // is missing.
    let out = gridriddle(
        &["convert", "--format", "puzzle", "-"],
        Some("Name - Ann Bob\n---\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: -: 1:1: expected \"There are N houses\" in the first paragraph\n"
    );
}

#[test]
fn generate_is_deterministic_and_its_riddle_has_one_solution_which_it_prints_on_request() {
    let args = ["generate", "--rows", "5", "--cols", "4", "--seed", "11"];
    let first = gridriddle(&args, None);
    let again = gridriddle(&args, None);
    assert_eq!(first.stdout, again.stdout);
    let riddle = json_of(&first);
    assert!(riddle["title"].is_string() && riddle["description"].is_string());
    let solved = json_of(&gridriddle(&["solve", "--json", "-"], Some(&text(&first.stdout))));
    assert_eq!(solved["solutions"].as_array().unwrap().len(), 1);
    assert_eq!(solved["complete"], true);
    let expected = json_of(&gridriddle(&[&args[..], &["--expected"]].concat(), None));
    assert_eq!(expected["solutions"][0], solved["solutions"][0]["matrix"]);
}

#[test]
fn generate_reaches_the_difficulty_asked_and_rate_agrees() {
    let made = gridriddle(
        &["generate", "--rows", "4", "--cols", "3", "--difficulty", "hard"],
        None,
    );
    let rating = json_of(&gridriddle(
        &["rate", "--json", "-"],
        Some(&json_of(&made).to_string()),
    ));
    assert_eq!(rating["difficulty"], "hard");
    let out = gridriddle(&["generate", "--kinds", "sideways"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("unknown hint kind `sideways`"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn rate_names_the_level_of_each_sample() {
    let out = gridriddle(
        &[
            "rate",
            "riddles/neighbours.json",
            "riddles/who-lives-in-the-city.json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("riddles/neighbours.json: medium (score 55: 29 steps"),
        "{stdout}"
    );
    assert!(
        stdout.contains("riddles/who-lives-in-the-city.json: ambiguous"),
        "{stdout}"
    );
}

#[test]
fn exact_candidates_are_the_values_of_the_two_solutions() {
    let args = [
        "candidates",
        "--exact",
        "--json",
        "riddles/who-lives-in-the-city.json",
    ];
    let found = json_of(&gridriddle(&args, None));
    assert_eq!(found["candidates"][0][1], serde_json::json!(["city", "village"]));
    assert_eq!(found["candidates"][1][1], serde_json::json!(["farm"]));
    assert_eq!(found["exact"], true);
}

#[test]
fn next_gives_a_deduction_with_its_hint_and_check_finds_a_wrong_cell() {
    let next = json_of(&gridriddle(&["next", "--json", "riddles/neighbours.json"], None));
    assert_eq!(next["kind"], "rule");
    // The smallest step first: one hint, no cell of the grid (the Norwegian's step needs two).
    assert_eq!(
        next["hintText"],
        "The man in the middle house (house 3) drinks milk."
    );
    assert_eq!(
        next["fills"],
        serde_json::json!([{"row": 2, "column": 3, "value": "milk"}])
    );
    assert_eq!(next["because"], serde_json::json!({"hints": [7], "cells": []}));
    assert_eq!(
        next["words"],
        "The man in the middle house (house 3) drinks milk (clue 8). So house 3's drink is milk."
    );
    // The solution's first two columns, with the Dane where the Norwegian belongs.
    let dir = std::env::temp_dir().join(format!("gridriddle-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let grid = dir.join("grid.json");
    let names = ["Norwegian", "Dane", "Brit", "German", "Swede"];
    let rows: Vec<serde_json::Value> = (0..5)
        .map(|r| {
            serde_json::json!([
                (r + 1).to_string(),
                if r == 0 { "Dane" } else { names[r] },
                "",
                "",
                "",
                ""
            ])
        })
        .collect();
    std::fs::write(&grid, serde_json::to_string(&rows).unwrap()).unwrap();
    let args = [
        "check",
        "--json",
        "riddles/neighbours.json",
        "--grid",
        grid.to_str().unwrap(),
    ];
    let checked = json_of(&gridriddle(&args, None));
    assert_eq!(
        checked,
        serde_json::json!({"consistent": false, "mistakes": [{"row": 0, "column": 1}], "solutions": 0, "complete": true})
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hints_counts_uses_and_finds_einsteins_redundant_hint() {
    let out = json_of(&gridriddle(
        &["hints", "--redundant", "--json", "riddles/neighbours.json"],
        None,
    ));
    assert_eq!(out["uses"].as_array().unwrap().len(), 15);
    assert_eq!(
        out["redundant"],
        serde_json::json!({"hints": [14], "complete": true, "level": "medium",
                           "levelsWithout": ["expert"], "spare": []})
    );
    // In words: the hint can go only by making the riddle harder.
    let out = gridriddle(&["hints", "--redundant", "riddles/neighbours.json"], None);
    let text = text(&out.stdout);
    assert!(
        text.contains("hint 15 (used 4 times, redundant but for the level (without it: expert)): "),
        "{text}"
    );
    assert!(
        text.ends_with(
            "no hint can go keeping the solution and the level (medium); one can go only by \
             making the riddle harder\n"
        ),
        "{text}"
    );
}

#[test]
fn an_input_past_the_size_limit_is_refused_with_the_limit_named() {
    let out = gridriddle(
        &["solve", "--max-input-bytes", "100", "riddles/neighbours.json"],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: riddles/neighbours.json: larger than the input limit of 100 bytes (raise it with --max-input-bytes)\n"
    );
}

#[test]
fn a_riddle_that_leaves_cells_blank_is_solved_with_a_warning() {
    let riddle = r#"{"header": ["House", "Drink"], "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
        "hints": [[[["1", "Tea"]]], [[["2", "coffee"]]], [[["3", "coffee"]]]]}"#;
    let out = gridriddle(&["check", "-"], Some(riddle));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "warning: -: header[1]: column \"Drink\" has 2 values (Tea, coffee) for 3 rows: every solution \
         leaves 1 of its cells blank (a value misspelt, or missing from \"domains\"?)\n"
    );
    let report = json_of(&gridriddle(&["solve", "--json", "-"], Some(riddle)));
    assert_eq!(report["warnings"][0]["path"], "header[1]");
}

#[test]
fn generate_writes_clues_with_format_zbc_and_they_solve_to_one_solution() {
    let made = gridriddle(
        &[
            "generate", "--rows", "4", "--cols", "3", "--seed", "5", "--format", "zbc",
        ],
        None,
    );
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    let clues = text(&made.stdout);
    assert!(clues.contains("\n---\n"), "{clues}");
    let solved = json_of(&gridriddle(
        &["solve", "--json", "--format", "zbc", "-"],
        Some(&clues),
    ));
    assert_eq!(solved["solutions"].as_array().unwrap().len(), 1);
    assert_eq!(solved["complete"], true);
}

#[test]
fn count_counts_without_listing_and_json_lines_gives_one_line_per_solution() {
    let count = json_of(&gridriddle(
        &["count", "--json", "riddles/who-lives-in-the-city.json"],
        None,
    ));
    assert_eq!(
        (count["count"].as_u64(), count["complete"].as_bool()),
        (Some(2), Some(true))
    );
    let out = gridriddle(
        &["solve", "--json-lines", "riddles/who-lives-in-the-city.json"],
        None,
    );
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        (lines[0]["solution"].as_u64(), lines[1]["solution"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(lines[2]["solutions"], 2);
}

#[test]
fn count_says_how_many_independent_parts_it_counted_and_gives_every_digit() {
    // 20 rows, two columns no hint names: (20!)^2 solutions, beyond u64 and JavaScript's 2^53.
    let values: Vec<String> = (0..20).map(|r| format!("v{r}")).collect();
    let riddle = serde_json::json!({"header": ["A", "B"], "startMatrix": vec![["", ""]; 20],
        "hints": [], "domains": {"A": values, "B": values}})
    .to_string();
    let expected = (1..=20u128).product::<u128>().pow(2);
    let count = json_of(&gridriddle(&["count", "--json", "-"], Some(&riddle)));
    assert_eq!(count["count"].to_string(), expected.to_string());
    assert_eq!(
        (count["parts"].as_u64(), count["complete"].as_bool()),
        (Some(2), Some(true))
    );
    let out = gridriddle(&["count", "-"], Some(&riddle));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    assert!(
        line.starts_with(&format!(
            "-: {expected} solutions (complete: there are no others) in "
        )),
        "{line}"
    );
    assert!(
        line.ends_with(" s (0 search nodes, counted as 2 independent parts)\n"),
        "{line}"
    );
}

#[test]
fn a_folder_is_solved_in_order_on_every_core_and_a_bad_file_stays_on_its_line() {
    let dir = std::env::temp_dir().join(format!("gridriddle-batch-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::copy("riddles/neighbours.json", dir.join("a.json")).unwrap();
    std::fs::write(dir.join("b.json"), "{").unwrap();
    std::fs::copy("riddles/who-lives-in-the-city.json", dir.join("sub/c.json")).unwrap();
    std::fs::write(dir.join("a.expected.json"), "{}").unwrap();
    let out = gridriddle(&["solve", "--json", "--jobs", "2", dir.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0]["file"].as_str().unwrap().ends_with("a.json"));
    assert!(lines[1]["error"].is_object());
    assert_eq!(lines[2]["solutions"].as_array().unwrap().len(), 2);
    let stderr = text(&out.stderr);
    assert!(stderr.contains("3 riddles in "), "{stderr}");
    assert!(
        stderr.contains("2 solved (1 unique, 1 several, 0 none, 0 stopped), 1 error;"),
        "{stderr}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn solve_stops_at_the_memory_budget_and_says_so() {
    let riddle = r#"{"header": ["P"], "startMatrix": [[""], [""], [""], [""]], "hints": [],
        "domains": {"P": ["a", "b", "c", "d"]}}"#;
    let out = gridriddle(&["solve", "--max-memory", "0", "-"], Some(riddle));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).ends_with(
            "no solution found (incomplete: stopped after 1 search node at 0 bytes of memory (--max-memory), there may be some)\n"
        ),
        "{}",
        text(&out.stdout)
    );
    // A kilobyte is enough for this one.
    let out = gridriddle(&["solve", "--max-memory", "1K", "-"], Some(riddle));
    assert!(
        text(&out.stdout).contains("\n24 solutions (complete: there are no others)\n"),
        "{}",
        text(&out.stdout)
    );
    // A count searches only where hints link columns (a column alone is counted by a formula).
    let linked = r#"{"header": ["P", "Q"], "startMatrix": [["", ""], ["", ""], ["", ""]],
        "hints": [[[["a", "x"]]]], "domains": {"P": ["a", "b", "c"], "Q": ["x", "y", "z"]}}"#;
    let count = gridriddle(&["count", "--json", "--max-memory", "0", "-"], Some(linked));
    assert!(
        text(&count.stdout).contains(r#""stopped":"memoryBudget""#),
        "{}",
        text(&count.stdout)
    );
    let all = gridriddle(&["count", "--max-memory", "none", "-"], Some(riddle));
    assert!(
        text(&all.stdout).contains("24 solutions (complete"),
        "{}",
        text(&all.stdout)
    );
    let bad = gridriddle(&["solve", "--max-memory", "2X", "-"], Some(riddle));
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("expected bytes (like 1073741824, 512M or 2G) or none, found `2X`"),
        "{}",
        text(&bad.stderr)
    );
}

/// A riddle of two rows in clues: Bob in house 1 with the dog, Ann in 2 with the fish.
const CLUES: &str = "Name - Ann Bob\nPet - fish dog\n---\nAnn = fish\n#1 = Bob\n";

#[test]
fn clue_text_on_standard_input_is_read_as_clues_without_format() {
    let answers = [
        (
            "solve",
            "-\n\n#  Name  Pet\n-  ----  ----\n1  Bob   dog\n2  Ann   fish\n\n1 solution (complete: there are no others)\n",
        ),
        ("check", "-: ok (2 rows, 3 columns, 2 hints)\n"),
        (
            "rate",
            "-: easy (score 14: 4 steps, 0 suppositions, 1 search node to solve it)\n",
        ),
        (
            "candidates",
            "#  Name  Pet\n-  ----  ----\n1  Bob   dog\n2  Ann   fish\n\n\
             Candidates by the merge rules alone (--exact: the values some solution has)\n",
        ),
        (
            "next",
            "Bob is in position 1 (clue 2). So position 1's name is Bob.\n\
             Rule 2: hint 2 (\"#1 = Bob\") merged at row 1: Name Bob\n  row 1, Name: Bob\n",
        ),
        ("hints", "hint 1 (used once): Ann = fish\nhint 2 (used once): #1 = Bob\n"),
    ];
    for (command, answer) in answers {
        let out = gridriddle(&[command, "-"], Some(CLUES));
        assert_eq!(out.status.code(), Some(0), "{command}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), answer, "{command}");
    }
    let out = gridriddle(&["count", "-"], Some(CLUES));
    assert!(
        text(&out.stdout).starts_with("-: 1 solution (complete: there are no others) in "),
        "{}",
        text(&out.stdout)
    );
    // White space and a byte-order mark before the first word change nothing.
    let out = gridriddle(&["convert", "-"], Some(&format!("\u{feff}\n  {CLUES}")));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        r##"{
  "header": ["#", "Name", "Pet"],
  "startMatrix": [
    ["1", "", ""],
    ["2", "", ""]
  ],
  "hints": [
    [[["", "Ann", "fish"]]],
    [[["1", "Bob", ""]]]
  ],
  "hintTexts": [
    "Ann = fish",
    "#1 = Bob"
  ],
  "domains": {
    "Name": ["Ann", "Bob"],
    "Pet": ["fish", "dog"]
  }
}
"##
    );
    // `--format json` still reads clue text as JSON, and says why it is not.
    let out = gridriddle(&["check", "--format", "json", "-"], Some(CLUES));
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: -: line 1, column 1: "),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn candidates_on_a_grid_no_solution_extends_says_so_as_check_does() {
    let dir = std::env::temp_dir().join(format!("gridriddle-candidates-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let grid = dir.join("grid.json");
    // The Dane twice: nothing can complete it.
    let rows: Vec<serde_json::Value> = (1..=5)
        .map(|r| serde_json::json!([r.to_string(), if r < 3 { "Dane" } else { "" }, "", "", "", ""]))
        .collect();
    std::fs::write(&grid, serde_json::to_string(&rows).unwrap()).unwrap();
    let grid = grid.to_str().unwrap();
    let line = "not consistent: no solution extends the grid\n";
    for exact in [false, true] {
        let mut args = vec!["candidates", "riddles/neighbours.json", "--grid", grid];
        if exact {
            args.push("--exact");
        }
        let out = gridriddle(&args, None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), line);
    }
    let checked = gridriddle(&["check", "riddles/neighbours.json", "--grid", grid], None);
    assert!(
        text(&checked.stdout).starts_with(line),
        "{}",
        text(&checked.stdout)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn one_is_said_in_the_singular() {
    let one = r#"{"header": ["P"], "startMatrix": [["a"]], "hints": [[[["a"]]]]}"#;
    let out = gridriddle(&["check", "-"], Some(one));
    assert_eq!(text(&out.stdout), "-: ok (1 row, 1 column, 1 hint)\n");
    // Counted in well under 10 ms: no rate, which would be noise (and was "0 per second").
    let out = gridriddle(&["count", "-"], Some(one));
    let line = text(&out.stdout);
    assert!(
        line.starts_with("-: 1 solution (complete: there are no others) in ")
            && line.ends_with(" s (1 search node)\n"),
        "{line}"
    );
    // The 1×1 riddle the generator makes: each figure of nodes named for what it counts.
    let made = gridriddle::generate::generate(&gridriddle::generate::GenerateOptions {
        rows: 1,
        columns: 1,
        ..gridriddle::generate::GenerateOptions::default()
    })
    .unwrap();
    let out = gridriddle(&["generate", "--rows", "1", "--cols", "1"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr),
        format!(
            "1×1 riddle, seed {}, 0 hints, rated easy (score {}, 1 search node to solve it); {} to \
             make it (adding hints, removing them and rating, over 1 attempt)\n",
            made.seed,
            made.rating.score,
            gridriddle::explain::counted(made.nodes, "search node")
        )
    );
    assert_eq!((made.attempts, made.rating.nodes), (1, 1));
    // Past the first attempt, the line names the seed asked and the attempt's own seed, and
    // both make the same riddle.
    let asked = ["generate", "--rows", "4", "--cols", "4", "--difficulty", "expert"];
    let (seed, first, riddle) = (1..50)
        .find_map(|seed: u64| {
            let out = gridriddle(&[&asked[..], &["--seed", &seed.to_string()]].concat(), None);
            let line = text(&out.stderr);
            let rest = line.strip_prefix(&format!("4×4 riddle, seed {seed} (attempt "))?;
            let first = rest.split("--seed ").nth(1)?.split(' ').next()?.to_owned();
            Some((seed, first, text(&out.stdout)))
        })
        .expect("a seed of 1 to 49 takes more than one attempt");
    let again = gridriddle(
        &[&asked[..], &["--seed", &first, "--max-attempts", "1"]].concat(),
        None,
    );
    assert_eq!(
        text(&again.stdout),
        riddle,
        "seed {seed}, again from --seed {first}"
    );
    assert!(
        text(&again.stderr).starts_with(&format!("4×4 riddle, seed {first}, ")),
        "{}",
        text(&again.stderr)
    );
    let out = gridriddle(&["rate", "-"], Some(&text(&out.stdout)));
    assert_eq!(
        text(&out.stdout),
        format!(
            "-: easy (score {}: 1 step, 0 suppositions, 1 search node to solve it)\n",
            made.rating.score
        )
    );
    let out = gridriddle(
        &[
            "dataset", "--count", "1", "--rows", "1", "--cols", "1", "--jobs", "1",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let summary = text(&out.stderr);
    assert!(
        summary.starts_with("1 riddle in ") && summary.contains(" s on 1 thread"),
        "{summary}"
    );
    let riddle =
        r#"{"header": ["P"], "startMatrix": [[""], [""]], "hints": [], "domains": {"P": ["a", "b"]}}"#;
    let out = gridriddle(&["solve", "--max-nodes", "1", "-"], Some(riddle));
    assert!(
        text(&out.stdout)
            .ends_with("(incomplete: stopped after 1 search node (--max-nodes), there may be some)\n"),
        "{}",
        text(&out.stdout)
    );
    let out = gridriddle(
        &[
            "solve",
            "--jobs",
            "1",
            "--json",
            "riddles/ships.json",
            "no/such.json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("\n2 riddles in "), "{stderr}");
    assert!(
        stderr.contains(" s on 1 thread: 1 solved (1 unique, 0 several, 0 none, 0 stopped), 1 error;"),
        "{stderr}"
    );
    let out = gridriddle(&["hints", "riddles/neighbours.json"], None);
    assert!(
        text(&out.stdout).starts_with("hint 1 (used once): "),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn convert_and_generate_print_one_matrix_row_and_one_option_a_line() {
    let two = r#"{"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
        "hints": [[[["", "cat"], ["", "dog"]], [["", "dog"], ["", "cat"]]], [[[1, "cat"]]]]}"#;
    let out = gridriddle(&["convert", "-"], Some(two));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        r#"{
  "header": ["House", "Pet"],
  "startMatrix": [
    ["1", ""],
    ["2", ""]
  ],
  "hints": [
    [
      [["", "cat"], ["", "dog"]],
      [["", "dog"], ["", "cat"]]
    ],
    [[["1", "cat"]]]
  ]
}
"#
    );
    let out = gridriddle(&["generate", "--rows", "3", "--cols", "2", "--seed", "4"], None);
    let riddle = json_of(&out);
    let stdout = text(&out.stdout);
    let spaced = |row: &serde_json::Value| {
        let cells: Vec<String> = row.as_array().unwrap().iter().map(|c| c.to_string()).collect();
        format!("[{}]", cells.join(", "))
    };
    let rows = riddle["startMatrix"].as_array().unwrap();
    let lines: Vec<String> = rows.iter().map(|row| format!("    {}", spaced(row))).collect();
    assert!(
        stdout.contains(&format!("  \"startMatrix\": [\n{}\n  ],\n", lines.join(",\n"))),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("  \"header\": {},\n", spaced(&riddle["header"]))),
        "{stdout}"
    );
}

#[test]
fn generate_help_says_format_is_the_output() {
    let out = gridriddle(&["generate", "--help"], None);
    assert!(
        text(&out.stdout).contains(
            "      --format <FORMAT>\n          How to write the riddle made (the output): JSON or clues\n"
        ),
        "{}",
        text(&out.stdout)
    );
    // Reading formats are for the subcommands that read riddles.
    let out = gridriddle(&["generate", "--format", "auto"], None);
    assert_eq!(out.status.code(), Some(2));
}

/// Every key of `value`, at any depth.
fn keys(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, item) in map {
                out.push(key.clone());
                keys(item, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|item| keys(item, out)),
        _ => {}
    }
}

#[test]
fn every_json_answer_writes_its_keys_in_camel_case() {
    let city = "riddles/who-lives-in-the-city.json";
    let runs: [&[&str]; 9] = [
        &["solve", "--json", "--steps", city],
        &["solve", "--json-lines", "--steps", city],
        &["count", "--json", city],
        &["rate", "--json", city],
        &["candidates", "--json", "--exact", city],
        &["next", "--json", "riddles/neighbours.json"],
        &["hints", "--json", "--redundant", city],
        &["solve", "--json", "no/such.json"],
        &["solve", "--json", "--format", "zbc", "riddles/neighbours.json"],
    ];
    let mut all = Vec::new();
    for args in runs {
        let out = gridriddle(args, None);
        for line in text(&out.stdout).lines() {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            keys(&value, &mut all);
        }
    }
    all.sort();
    all.dedup();
    for key in [
        "elapsedUs",
        "differingCells",
        "rule1Steps",
        "hintText",
        "stats",
        "message",
    ] {
        assert!(all.contains(&key.to_owned()), "{key} in {all:?}");
    }
    let other: Vec<&String> = all
        .iter()
        .filter(|k| k.contains('_') || k.contains('-') || k.starts_with(|c: char| c.is_uppercase()))
        .collect();
    assert!(other.is_empty(), "{other:?}");
}

#[test]
fn solution_files_among_the_inputs_are_named_and_skipped() {
    let note = |f: &str| {
        format!("note: riddles/{f}.expected.json: a solution file (*.expected.json), not a riddle: skipped\n")
    };
    let out = gridriddle(
        &[
            "count",
            "riddles/ships.expected.json",
            "riddles/ships.json",
            "riddles/soccer.expected.json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // One riddle left: answered as one riddle is, without a batch's summary.
    assert_eq!(text(&out.stderr), note("ships") + &note("soccer"));
    assert!(
        text(&out.stdout).starts_with("riddles/ships.json: 1 solution (complete"),
        "{}",
        text(&out.stdout)
    );
    for command in ["solve", "check", "rate"] {
        let out = gridriddle(
            &[command, "riddles/ships.json", "riddles/ships.expected.json"],
            None,
        );
        assert_eq!(out.status.code(), Some(0), "{command}: {}", text(&out.stderr));
        assert_eq!(text(&out.stderr), note("ships"), "{command}");
    }
    // Only solution files: nothing to do, which is an error.
    let out = gridriddle(&["solve", "riddles/ships.expected.json"], None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        note("ships") + "error: no riddle files (*.json, *.zbc) in riddles/ships.expected.json\n"
    );
}

#[test]
fn clues_that_open_with_a_byte_order_mark_are_read_as_without() {
    let out = gridriddle(
        &["solve", "-"],
        Some("\u{feff}Name - Ä B\nPet - é d\n---\nÄ = é\n#1 = B\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "-\n\n#  Name  Pet\n-  ----  ---\n1  B     d\n2  Ä     é\n\n1 solution (complete: there are no others)\n"
    );
}

/// Einstein's riddle without its hint `h` (0-based), as JSON text.
fn neighbours_without(h: usize) -> String {
    let mut riddle: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("riddles/neighbours.json").unwrap()).unwrap();
    riddle["hints"].as_array_mut().unwrap().remove(h);
    riddle["hintTexts"].as_array_mut().unwrap().remove(h);
    riddle.to_string()
}

#[test]
fn rate_and_check_say_how_many_solutions_an_ambiguous_riddle_has() {
    // Without its ninth hint, Einstein's riddle has 17 solutions: every one found, each checked
    // against the definition, and the count without building them agrees.
    let json = neighbours_without(8);
    let riddle = gridriddle::Riddle::from_json(&json).unwrap();
    let all = gridriddle::solve_riddle(
        &riddle,
        &gridriddle::SolveOptions {
            max_solutions: usize::MAX,
            ..gridriddle::SolveOptions::default()
        },
    );
    assert!(all.complete);
    assert_eq!(common::found(&riddle, &all).len(), 17);
    let counted = gridriddle::count_solutions(&riddle, &gridriddle::SolveOptions::default());
    assert_eq!((counted.count, counted.complete), (17, true));

    let rating = json_of(&gridriddle(&["rate", "--json", "-"], Some(&json)));
    assert_eq!(
        (&rating["difficulty"], &rating["solutions"], &rating["complete"]),
        (
            &serde_json::json!("ambiguous"),
            &serde_json::json!(17),
            &serde_json::json!(true)
        )
    );
    let out = gridriddle(&["rate", "-"], Some(&json));
    assert_eq!(text(&out.stdout), "-: ambiguous (17 solutions, not one)\n");
    let out = gridriddle(&["check", "-"], Some(&json));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "-: ok (5 rows, 6 columns, 14 hints); warning: 17 solutions, not one\n"
    );
    // The riddle as it is: one solution, no warning; with none, the warning says so.
    let out = gridriddle(&["check", "riddles/neighbours.json"], None);
    assert_eq!(
        text(&out.stdout),
        "riddles/neighbours.json: ok (5 rows, 6 columns, 15 hints)\n"
    );
    let none = r#"{"header": ["P"], "startMatrix": [["a"], ["b"]], "hints": [[[["b"], ["a"]]]]}"#;
    let out = gridriddle(&["check", "-"], Some(none));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "-: ok (2 rows, 1 column, 1 hint); warning: no solution\n"
    );
    let rating = json_of(&gridriddle(&["rate", "--json", "-"], Some(none)));
    assert_eq!(
        (&rating["solutions"], &rating["complete"]),
        (&serde_json::json!(0), &serde_json::json!(true))
    );
}

#[test]
fn next_names_the_wrong_cells_of_a_grid_in_the_words_of_check() {
    let dir = std::env::temp_dir().join(format!("gridriddle-next-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let grid = dir.join("grid.json");
    // The Brit in house 2 and milk in house 4: both wrong (the Norwegian's neighbour is blue's
    // house, and milk is in the middle house). The rules alone would blame hint 8.
    let mut rows = vec![vec![""; 6]; 5];
    let numbers = ["1", "2", "3", "4", "5"];
    for (r, row) in rows.iter_mut().enumerate() {
        row[0] = numbers[r];
    }
    rows[1][1] = "Brit";
    rows[3][3] = "milk";
    std::fs::write(&grid, serde_json::to_string(&rows).unwrap()).unwrap();
    let grid = grid.to_str().unwrap();
    let checked = gridriddle(&["check", "riddles/neighbours.json", "--grid", grid], None);
    assert_eq!(
        text(&checked.stdout),
        "not consistent: no solution extends the grid\n  mistake: row 2, Nationality\n  mistake: row 4, Drink\n"
    );
    let next = gridriddle(&["next", "riddles/neighbours.json", "--grid", grid], None);
    assert_eq!(next.status.code(), Some(0), "{}", text(&next.stderr));
    assert_eq!(
        text(&next.stdout),
        "The grid cannot be completed; mistake: row 2, Nationality; mistake: row 4, Drink\n"
    );
    let next = json_of(&gridriddle(
        &["next", "--json", "riddles/neighbours.json", "--grid", grid],
        None,
    ));
    assert_eq!(next["kind"], "mistake");
    assert_eq!(
        next["mistakes"],
        serde_json::json!([{"row": 1, "column": 1}, {"row": 3, "column": 3}])
    );
    assert_eq!(
        (&next["hint"], &next["fills"]),
        (&serde_json::Value::Null, &serde_json::json!([]))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_data_set_past_the_last_index_or_too_many_threads_is_refused_with_the_reason() {
    let out = gridriddle(
        &["dataset", "--count", "3", "--start", "18446744073709551614"],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "error: dataset: start 18446744073709551614 + count 3 runs past the last index of a data \
         set (18446744073709551614): lower the start or the count\n"
    );
    // The last riddles there are can still be made.
    let out = gridriddle(
        &[
            "dataset",
            "--count",
            "1",
            "--start",
            "18446744073709551614",
            "--rows",
            "2",
            "--cols",
            "2",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).lines().count(), 1);
    for command in [&["dataset", "--count", "1"][..], &["solve", "riddles/ships.json"]] {
        let mut args = command.to_vec();
        args.extend(["--jobs", "257"]);
        let out = gridriddle(&args, None);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            text(&out.stderr)
                .starts_with("error: invalid value '257' for '--jobs <JOBS>': 257 is not in 1..=256\n"),
            "{}",
            text(&out.stderr)
        );
    }
}

#[test]
fn a_long_value_is_cut_short_in_every_error_that_quotes_it() {
    // The longest argument Linux passes is 128 KiB; a riddle on standard input can be larger.
    let long = "x".repeat(100_000);
    let cut = format!("{}...", "x".repeat(40));
    let kinds = format!("same-row,{long}");
    let cases: [(&[&str], String); 8] = [
        (
            &["generate", "--kinds", &kinds],
            format!("error: invalid value '{cut}' for '--kinds <KINDS>': unknown hint kind `{cut}`: expected one of same-row, in-row, not-in-row, directly-left, somewhere-left, next-to, apart, between, either-or, not-together, compare, if-then, exactly-one\n"),
        ),
        (
            &["dataset", "--count", "1", "--difficulty", &long],
            format!("error: invalid value '{cut}' for '--difficulty <DIFFICULTY>': unknown difficulty `{cut}`: expected easy, medium, hard or expert\n"),
        ),
        (
            &["dataset", "--count", "1", "--rows", &long],
            format!("error: invalid value '{cut}' for '--rows <ROWS>': expected a range like 2..6 or a number, found `{cut}`\n"),
        ),
        (
            &["count", "--max-memory", &long, "-"],
            format!("error: invalid value '{cut}' for '--max-memory <MAX_MEMORY>': expected bytes (like 1073741824, 512M or 2G) or none, found `{cut}`\n"),
        ),
        (
            &["dataset", "--count", &long],
            format!("error: invalid value '{cut}' for '--count <COUNT>': invalid digit found in string\n"),
        ),
        (
            &["generate", "--format", &long],
            format!("error: invalid value '{cut}' for '--format <FORMAT>'\n"),
        ),
        (&[&long], format!("error: unrecognized subcommand '{cut}'\n")),
        (&["check", &long], format!("error: {cut}: cannot read: ")),
    ];
    for (args, first) in cases {
        let out = gridriddle(args, None);
        assert_eq!(out.status.code(), Some(2), "{}", &args[0]);
        let stderr = text(&out.stderr);
        assert!(
            stderr.starts_with(&first),
            "{}: {}",
            args[0],
            &stderr[..stderr.len().min(500)]
        );
        assert!(stderr.len() < 1000, "{}: {} bytes", args[0], stderr.len());
    }
    let out = gridriddle(&["solve", &format!("--{long}")], None);
    let stderr = text(&out.stderr);
    assert!(stderr.len() < 1000, "{}", &stderr[..500]);
    assert!(stderr.contains(&format!("'--{}...'", "x".repeat(38))), "{stderr}");

    // Riddles of 5 MB names: a JSON riddle, a clue file, a grid.
    let huge = "y".repeat(5_000_000);
    let shown = format!("{}...", "y".repeat(40));
    let json = format!(
        r#"{{"header": ["A"], "startMatrix": [["a"]], "hints": [], "domains": {{"{huge}": ["a"]}}}}"#
    );
    let out = gridriddle(&["check", "-"], Some(&json));
    assert_eq!(
        text(&out.stderr),
        format!("error: -: domains.{shown}: no such column\n")
    );
    let clues = format!("Name - Ann Bob\n---\nAnn = {huge}\n");
    let out = gridriddle(&["check", "-"], Some(&clues));
    assert_eq!(
        text(&out.stderr),
        format!("error: -: 3:7: unknown value \"{shown}\"\n")
    );
}

/// A scratch folder of this test process.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gridriddle-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn dataset_reasoning_rides_on_question_records_too() {
    let args = [
        "dataset", "--count", "2", "--rows", "3..4", "--cols", "2..3", "--seed", "9",
    ];
    let grid = gridriddle(&[&args[..], &["--reasoning"]].concat(), None);
    let questions = gridriddle(
        &[
            &args[..],
            &["--format", "zebralogic-mc", "--questions", "2", "--reasoning"],
        ]
        .concat(),
        None,
    );
    assert_eq!(questions.status.code(), Some(0), "{}", text(&questions.stderr));
    let read = |out: &[u8]| -> Vec<serde_json::Value> {
        text(out)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let (grid, questions) = (read(&grid.stdout), read(&questions.stdout));
    assert_eq!((grid.len(), questions.len()), (2, 4));
    for (k, question) in questions.iter().enumerate() {
        // Both questions of a riddle carry that riddle's one reasoning, a step a line, each
        // ending with the answer in its own form: the grid's solution, the question's answer.
        let steps = |r: &serde_json::Value| r.as_str().unwrap().split("\n\n{").next().unwrap().to_owned();
        let reasoning = &grid[k / 2]["reasoning"];
        assert!(reasoning.as_str().unwrap().contains("clue"), "{reasoning}");
        assert!(
            reasoning.as_str().unwrap().contains("\n\n{\"solution\":"),
            "{reasoning}"
        );
        assert_eq!(steps(&question["reasoning"]), steps(reasoning));
        let answer = serde_json::json!({"answer": question["answer"]}).to_string();
        assert!(question["reasoning"].as_str().unwrap().ends_with(&answer));
        assert_eq!(question["puzzle"], grid[k / 2]["puzzle"]);
    }
}

#[test]
fn dataset_writes_questions_and_mixed_levels_the_same_bytes_whatever_the_jobs() {
    let args = [
        "dataset",
        "--count",
        "6",
        "--rows",
        "3..4",
        "--cols",
        "2..3",
        "--seed",
        "5",
        "--format",
        "zebralogic-mc",
        "--questions",
        "3",
        "--prompt",
        "--level",
        "--difficulty",
        "easy=1,medium=2",
    ];
    let one = gridriddle(&[&args[..], &["--jobs", "1"]].concat(), None);
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    let two = gridriddle(&[&args[..], &["--jobs", "2"]].concat(), None);
    assert_eq!(one.stdout, two.stdout);
    let lines: Vec<serde_json::Value> = text(&one.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 18);
    for (k, line) in lines.iter().enumerate() {
        assert_eq!(line["id"], format!("gridriddle-5-{}-q{}", k / 3, k % 3 + 1));
        assert!(
            ["easy", "medium"].contains(&line["level"].as_str().unwrap()),
            "{line}"
        );
        assert!(line["choices"].as_array().unwrap().contains(&line["answer"]));
        assert!(line["prompt"]
            .as_str()
            .unwrap()
            .contains(line["question"].as_str().unwrap()));
    }
    // One level given as a mix of one is the data set of that level.
    let plain = gridriddle(&["dataset", "--count", "3", "--difficulty", "hard"], None);
    let weighted = gridriddle(&["dataset", "--count", "3", "--difficulty", "hard=5"], None);
    assert_eq!(plain.stdout, weighted.stdout);
    let bad = gridriddle(&["dataset", "--count", "1", "--difficulty", "easy=x"], None);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).starts_with(
            "error: invalid value 'easy=x' for '--difficulty <DIFFICULTY>': weight `x` of `easy`: \
             expected a whole number from 0 to 1000\n"
        ),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn evaluate_verify_finds_the_data_sets_own_reasoning_justified_and_a_wrong_claim_false() {
    // The records and their reasoning from `dataset`, the reasoning given back as the answers:
    // every step justified; one answer with a claim turned into its negation has a false step.
    let dir = scratch("evaluate-verify");
    let data = gridriddle(
        &[
            "dataset",
            "--count",
            "3",
            "--rows",
            "3..4",
            "--cols",
            "2..3",
            "--seed",
            "4",
            "--format",
            "json",
            "--reasoning",
        ],
        None,
    );
    assert_eq!(data.status.code(), Some(0), "{}", text(&data.stderr));
    let records = dir.join("r.jsonl");
    std::fs::write(&records, &data.stdout).unwrap();
    let mut answers = String::new();
    for (k, line) in text(&data.stdout).lines().enumerate() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        let mut output = record["reasoning"].as_str().unwrap().to_owned();
        if k == 0 {
            // "… house 2's pet is the cat." → "… house 2's pet is not the cat.": false.
            let first = output.lines().next().unwrap().to_owned();
            let negated = first.replacen(" is ", " is not ", 1);
            assert_ne!(first, negated, "{first}");
            output = output.replacen(&first, &negated, 1);
        }
        answers.push_str(&serde_json::json!({"id": record["id"], "output": output}).to_string());
        answers.push('\n');
    }
    let answers_path = dir.join("a.jsonl");
    std::fs::write(&answers_path, answers).unwrap();
    let (r, a) = (records.to_str().unwrap(), answers_path.to_str().unwrap());
    let out = gridriddle(
        &["evaluate", "--records", r, "--answers", a, "--verify", "--json"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let overall = &report["overall"];
    assert_eq!(overall["verified"], 3, "{overall}");
    assert_eq!(overall["false"], 1, "{overall}");
    assert_eq!(overall["withFalse"], 1, "{overall}");
    let steps = overall["steps"].as_u64().unwrap();
    // Every step but the false one justified (those after it rest on claims of their own).
    assert!(
        overall["justified"].as_u64().unwrap() + overall["leaps"].as_u64().unwrap() == steps - 1,
        "{overall}"
    );
    let table = gridriddle(&["evaluate", "--records", r, "--answers", a, "--verify"], None);
    assert!(text(&table.stdout)
        .lines()
        .next()
        .unwrap()
        .ends_with("judged  process  no reasoning  leaps  false"));
}

#[test]
fn evaluate_prints_the_report_and_names_each_bad_line() {
    let dir = scratch("evaluate");
    let records = dir.join("r.jsonl");
    let answers = dir.join("a.jsonl");
    std::fs::write(
        &records,
        concat!(
            r#"{"id": "g", "size": "2*1", "puzzle": "p", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}, "level": "easy"}"#,
            "\n",
            r#"{"id": "q", "size": "2*1", "puzzle": "p", "question": "Which house does the person who keeps dogs live in?", "choices": ["1", "2"], "answer": "2", "cell": {"house": 2, "column": "House"}, "level": "hard"}"#,
            "\n",
            r#"{"id": "g", "size": "2*1", "puzzle": "p", "solution": {"header": ["House", "Pet"], "rows": [["1", "dog"], ["2", "cat"]]}}"#,
            "\n",
        ),
    )
    .unwrap();
    std::fs::write(
        &answers,
        "{\"id\": \"g\", \"output\": \"| House | Pet |\\n|---|---|\\n| 1 | cat |\\n| 2 | dog |\"}\n\
         {\"id\": \"x\", \"output\": \"\"}\nnot json\n",
    )
    .unwrap();
    let (r, a) = (records.to_str().unwrap(), answers.to_str().unwrap());
    let svg = dir.join("p.svg");
    let out = gridriddle(
        &[
            "evaluate",
            "--records",
            r,
            "--answers",
            a,
            "--plot",
            svg.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stdout),
        "              puzzles  solved  unread  missing  coverage  puzzle acc.  cell acc.\n\
         overall             2       1       0        1    50.0 %       50.0 %     66.7 %\n\
         size 2*1            2       1       0        1    50.0 %       50.0 %     66.7 %\n\
         bucket small        2       1       0        1    50.0 %       50.0 %     66.7 %\n\
         level easy          1       1       0        0   100.0 %      100.0 %    100.0 %\n\
         level hard          1       0       0        1     0.0 %        0.0 %      0.0 %\n"
    );
    assert_eq!(
        text(&out.stderr),
        format!(
            "error: {r}: line 3: duplicate id \"g\" (first on line 1): left out\n\
             error: {a}: line 2: no record has id \"x\"\n\
             error: {a}: line 3: not JSON: expected ident\n"
        )
    );
    assert!(std::fs::read_to_string(&svg).unwrap().contains(">easy<"));
    let out = gridriddle(&["evaluate", "--records", r, "--answers", a, "--json"], None);
    let report: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(
        report["overall"],
        serde_json::json!({"puzzles": 2, "solved": 1, "unread": 0, "missing": 1, "puzzleAccuracy": 0.5, "coverage": 0.5, "cellAccuracy": 2.0 / 3.0})
    );
    assert_eq!(report["byLevel"][1]["level"], "hard");
    let missing = gridriddle(&["evaluate", "--records", "no/such.jsonl", "--answers", a], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).starts_with("error: no/such.jsonl: cannot read: "));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn threads_split_one_riddle_and_the_answer_stays_the_same() {
    // 1,710,720 solutions: far more than the 2,000 nodes searched before the search is split.
    let file = "tests/fixtures/many-solutions.json";
    for threads in ["1", "2", "4"] {
        let count = json_of(&gridriddle(
            &["count", "--json", "--threads", threads, file],
            None,
        ));
        assert_eq!(
            (count["count"].as_u64(), count["complete"].as_bool()),
            (Some(1_710_720), Some(true))
        );
        let solved = json_of(&gridriddle(
            &[
                "solve",
                "--json",
                "--threads",
                threads,
                "--max-solutions",
                "3000",
                file,
            ],
            None,
        ));
        assert_eq!(
            solved["solutions"].as_array().unwrap().len(),
            3000,
            "{threads} threads"
        );
        assert_eq!(solved["stopped"], "solutionLimit");
    }
    let out = gridriddle(&["count", "--threads", "0", file], None);
    assert_eq!(out.status.code(), Some(2));
}

/// Ships without its first four hints, as JSON text: 6,312 solutions, 12,687 search nodes to
/// count on one thread, so that a count on several threads is split (after 2,000 nodes).
fn ships_without_four_hints() -> String {
    let mut riddle: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("riddles/ships.json").unwrap()).unwrap();
    for key in ["hints", "hintTexts"] {
        riddle[key].as_array_mut().unwrap().drain(..4);
    }
    riddle.to_string()
}

#[test]
fn rate_on_any_number_of_threads_prints_the_same_ratings_in_file_order() {
    let dir = scratch("rate-threads");
    let ships = dir.join("ships-without-four-hints.json");
    std::fs::write(&ships, ships_without_four_hints()).unwrap();
    let generated = dir.join("generated-8x8.json");
    let made = gridriddle(&["generate", "--rows", "8", "--cols", "8", "--seed", "3"], None);
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    std::fs::write(&generated, &made.stdout).unwrap();
    let (ships, generated) = (ships.to_str().unwrap(), generated.to_str().unwrap());

    // The ambiguous riddles' counts, exact: every solution found and checked.
    let riddle = gridriddle::Riddle::from_json(&ships_without_four_hints()).unwrap();
    let all = gridriddle::solve_riddle(
        &riddle,
        &gridriddle::SolveOptions {
            max_solutions: usize::MAX,
            max_nodes: None,
            ..gridriddle::SolveOptions::default()
        },
    );
    assert!(all.complete);
    assert_eq!(common::found(&riddle, &all).len(), 6312);
    // Enough nodes to count that a count on several threads is shared out.
    let count = json_of(&gridriddle(&["count", "--json", "--threads", "1", ships], None));
    assert!(count["stats"]["nodes"].as_u64().unwrap() > 2_000, "{count}");

    let files = [
        "riddles/ginger-cookie.json",
        "riddles/meeting-the-challenge.json",
        "riddles/neighbours.json",
        "riddles/ships.json",
        "riddles/soccer.json",
        "riddles/who-lives-in-the-city.json",
        generated,
        "no/such/riddle.json",
        ships,
    ];
    let rate = |threads: &str, json: bool, files: &[&str]| {
        let args = [
            &["rate", "--threads", threads][..],
            &["--json"][..json as usize],
            files,
        ]
        .concat();
        gridriddle(&args, None)
    };
    for json in [true, false] {
        let one = rate("1", json, &files);
        // A file that cannot be read is reported, and the others rated.
        assert_eq!(one.status.code(), Some(2));
        assert!(
            text(&one.stderr).starts_with("error: no/such/riddle.json: cannot read: "),
            "{}",
            text(&one.stderr)
        );
        if json {
            let lines: Vec<serde_json::Value> = text(&one.stdout)
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            let named: Vec<&str> = lines.iter().map(|l| l["file"].as_str().unwrap()).collect();
            let mut expected = files.to_vec();
            expected.retain(|f| !f.starts_with("no/"));
            assert_eq!(named, expected);
            let how_many = |l: &serde_json::Value| {
                (
                    l["difficulty"].clone(),
                    l["solutions"].clone(),
                    l["complete"].clone(),
                )
            };
            assert_eq!(how_many(&lines[5]), ("ambiguous".into(), 2.into(), true.into()));
            assert_eq!(
                how_many(&lines[7]),
                ("ambiguous".into(), 6312.into(), true.into())
            );
            assert!(lines[6]["difficulty"] != "ambiguous" && lines[6]["solutions"] == 1);
        }
        for threads in ["2", "4"] {
            let other = rate(threads, json, &files);
            assert_eq!(other.status.code(), Some(2));
            assert_eq!(
                text(&other.stdout),
                text(&one.stdout),
                "{threads} threads, json {json}"
            );
            assert_eq!(
                text(&other.stderr),
                text(&one.stderr),
                "{threads} threads, json {json}"
            );
        }
    }
    // One file: its count on the threads (split), the same answer.
    let alone = rate("1", true, &[ships]);
    assert_eq!(alone.status.code(), Some(0), "{}", text(&alone.stderr));
    assert_eq!(json_of(&alone)["solutions"], 6312);
    for threads in ["2", "4"] {
        assert_eq!(text(&rate(threads, true, &[ships]).stdout), text(&alone.stdout));
    }
    assert_eq!(
        gridriddle(&["rate", "--threads", "0", ships], None).status.code(),
        Some(2)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// `generate --threads N`: the same riddle and the same figures on standard error whatever N, on
/// a riddle whose removal checks spend more than the few thousand nodes after which they run
/// ahead on the threads (14,651 nodes in all).
#[test]
fn generate_on_any_number_of_threads_makes_the_same_riddle() {
    let make = |threads: &str, format: &str| {
        let args = [
            "generate",
            "--rows",
            "12",
            "--cols",
            "10",
            "--seed",
            "1",
            "--format",
            format,
            "--threads",
            threads,
        ];
        let out = gridriddle(&args, None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        (text(&out.stdout), text(&out.stderr))
    };
    let one = make("1", "json");
    assert!(one.1.contains("13193 search nodes to make it"), "{}", one.1);
    let riddle = gridriddle::Riddle::from_json(&one.0).unwrap();
    let solved = gridriddle::solve_riddle(&riddle, &gridriddle::SolveOptions::default());
    assert_eq!((solved.solutions.len(), solved.complete), (1, true));
    for threads in ["2", "4"] {
        assert_eq!(make(threads, "json"), one, "{threads} threads");
    }
    assert_eq!(make("2", "zbc"), make("1", "zbc"));
    let refused = gridriddle(&["generate", "--threads", "0"], None);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn json_lines_on_any_number_of_threads_are_one_threads_lines() {
    // 1,710,720 solutions, of which the first 20,000: the search on several threads would be
    // split after 2,000 nodes, and its threads' order differs from one thread's.
    let file = "tests/fixtures/many-solutions.json";
    let lines = |threads: Option<&str>| {
        let mut args = vec!["solve", "--json-lines", "--max-solutions", "20000"];
        if let Some(threads) = threads {
            args.extend(["--threads", threads]);
        }
        args.push(file);
        let out = gridriddle(&args, None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let mut lines: Vec<serde_json::Value> = text(&out.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        // The time the search took is the one field that differs from run to run.
        let summary = lines.last_mut().unwrap();
        assert!(summary["stats"]["elapsedUs"].is_u64());
        summary["stats"]["elapsedUs"] = 0.into();
        lines
    };
    let one = lines(Some("1"));
    assert_eq!(one.len(), 20_001);
    assert_eq!(one[19_999]["solution"], 20_000);
    assert_eq!(one[20_000]["stopped"], "solutionLimit");
    // The library's first 20,000 solutions on one thread, each checked, in its order.
    let riddle = gridriddle::Riddle::from_json(&std::fs::read_to_string(file).unwrap()).unwrap();
    let options = gridriddle::SolveOptions {
        max_solutions: 20_000,
        max_nodes: None,
        threads: 1,
        ..Default::default()
    };
    let solved = gridriddle::solve_riddle(&riddle, &options);
    for (line, solution) in one.iter().zip(&solved.solutions) {
        assert_eq!(gridriddle::check_solution(&riddle, &solution.matrix), Ok(()));
        assert_eq!(line["matrix"], serde_json::json!(riddle.names(&solution.matrix)));
    }
    assert_eq!(lines(Some("2")), one, "--threads 2");
    assert_eq!(lines(None), one, "every core");
}

#[test]
fn a_data_set_item_past_its_budget_stops_it_naming_the_item_and_bad_budgets_are_refused() {
    let dataset = |extra: &[&str]| {
        let mut args = vec!["dataset", "--count", "6", "--rows", "4", "--cols", "3"];
        args.extend(extra);
        gridriddle(&args, None)
    };
    // 10 nodes make no 4×3 riddle: the first item stops the data set, whatever --jobs.
    for jobs in ["1", "2"] {
        let out = dataset(&["--max-nodes", "10", "--jobs", jobs]);
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(text(&out.stdout), "");
        let error = text(&out.stderr);
        assert!(error.starts_with("error: item 0: node budget spent ("), "{error}");
        assert!(
            error.ends_with(" (within --max-nodes, --max-attempts)\n"),
            "{error}"
        );
    }
    // The generator's own budgets given: the same bytes as without, whatever --jobs.
    let plain = dataset(&[]);
    assert_eq!(plain.status.code(), Some(0), "{}", text(&plain.stderr));
    assert_eq!(text(&plain.stdout).lines().count(), 6);
    for jobs in ["1", "2"] {
        let bounded = dataset(&["--max-nodes", "2000000", "--max-attempts", "200", "--jobs", jobs]);
        assert_eq!(bounded.stdout, plain.stdout, "--jobs {jobs}");
    }
    for (flag, bad) in [
        ("--max-nodes", "0"),
        ("--max-nodes", "-5"),
        ("--max-nodes", "many"),
        ("--max-attempts", "0"),
        ("--max-attempts", "1.5"),
    ] {
        let out = dataset(&[&format!("{flag}={bad}")]);
        assert_eq!(out.status.code(), Some(2), "{flag} {bad}");
        let error = text(&out.stderr);
        assert!(
            error.contains(&format!("invalid value '{bad}' for '{flag} <")),
            "{error}"
        );
    }
}

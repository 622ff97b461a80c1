//! docs/evaluating.md's worked example, run: the commands of its section "A worked example" on
//! the files of `docs/example/`, in a scratch folder, must print exactly the page's report, write
//! exactly the committed `docs/example/details.jsonl` and `docs/example/report.svg` (the figure
//! the page shows), and the page's answer-by-answer table must be that file's.
//!
//! When a change of the program changes what they print (a merge that changes verdicts, say),
//! the test fails and prints what the commands give; `GRIDRIDDLE_BLESS=1 cargo test --test
//! worked_example` then rewrites the page's blocks and the two files from it (read the diff).
//!
//! The example's inputs are checked against where they come from (when `../shared` is beside the
//! repository): the records are the ZeroEval records unchanged, the answers the model's unchanged
//! but for one cut short and one left out, and the cells right of each answer read are those
//! ZeroEval's own grading gives.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The heading of the page's section.
const SECTION: &str = "## A worked example";
/// The markers (HTML comments, not shown) before the commands, their report and the table.
const COMMANDS: &str = "<!-- worked-example: commands -->";
const STDOUT: &str = "<!-- worked-example: stdout -->";
const DETAILS: &str = "<!-- worked-example: details -->";
/// The example's inputs in `docs/example/`: the records, and the model's answers.
const INPUTS: [&str; 2] = ["records.jsonl", "llama-3.1-405b.jsonl"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The byte range of the body of the fenced block that follows `marker` on the next line.
fn fenced_after(page: &str, marker: &str) -> std::ops::Range<usize> {
    let at = page
        .find(&format!("{marker}\n```"))
        .unwrap_or_else(|| panic!("docs/evaluating.md: no fenced block after {marker}"));
    let fence = at + marker.len() + 1;
    let start = fence + page[fence..].find('\n').unwrap() + 1;
    let end = start
        + page[start..]
            .find("```\n")
            .filter(|&n| n == 0 || page[start + n - 1..].starts_with('\n'))
            .unwrap_or_else(|| panic!("docs/evaluating.md: the block after {marker} does not close"));
    start..end
}

/// The byte range of the markdown table after `marker` (up to the blank line after it; empty
/// when there is none yet).
fn table_after(page: &str, marker: &str) -> std::ops::Range<usize> {
    let at = page
        .find(marker)
        .unwrap_or_else(|| panic!("docs/evaluating.md: no {marker}"));
    let start = at + marker.len() + 1;
    let rest = &page[start..];
    let len = if rest.starts_with("\n|") {
        1 + rest[1..].find("\n\n").map_or(rest.len() - 1, |n| n + 1)
    } else {
        0
    };
    start..start + len
}

/// Runs one command line of the page (`gridriddle ARGS…`, words separated by spaces) in `dir`.
fn run(line: &str, dir: &Path) -> String {
    let mut words = line.split_whitespace();
    assert_eq!(
        words.next(),
        Some("gridriddle"),
        "a command of the example: {line}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(words)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{line}: {stderr}");
    assert_eq!(stderr, "", "{line}");
    String::from_utf8(out.stdout).unwrap()
}

/// A cell of a markdown table: `|` escaped, nothing for null.
fn cell(value: &Value) -> String {
    match value {
        Value::Null => "–".to_owned(),
        Value::String(s) => s.replace('|', "\\|"),
        other => other.to_string(),
    }
}

/// The answer-by-answer table of a `--details` file, as the page prints it.
fn details_table(details: &[Value]) -> String {
    let mut table = String::from(
        "\n| record | status | cells right | reason | steps | justified | leap | leap-dependent | false | unread | first false | first leap |\n\
         | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for d in details {
        let steps = d["steps"].as_array().map_or(&[][..], |s| &s[..]);
        let count = |verdict: &str| steps.iter().filter(|s| s["verdict"] == verdict).count();
        table.push_str(&format!(
            "| `{}` | {} | {} of {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            cell(&d["id"]),
            cell(&d["status"]),
            d["cellsRight"],
            d["cells"],
            cell(&d["reason"]),
            steps.len(),
            count("justified"),
            count("leap"),
            count("leap-dependent"),
            count("false"),
            count("unread"),
            cell(&d["firstFalse"]),
            cell(&d["firstLeap"]),
        ));
    }
    table
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// A scratch folder holding the example's inputs.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridriddle-worked-example-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for name in INPUTS {
        std::fs::copy(root().join("docs/example").join(name), dir.join(name)).unwrap();
    }
    dir
}

#[test]
fn the_worked_example_prints_what_docs_evaluating_shows() {
    let page_path = root().join("docs/evaluating.md");
    let page = read(&page_path);
    let section = page
        .find(SECTION)
        .expect("docs/evaluating.md has the worked example");
    let section_end = section
        + 3
        + page[section + 3..]
            .find("\n## ")
            .unwrap_or(page.len() - section - 3);
    for marker in [COMMANDS, STDOUT, DETAILS] {
        let at = page.find(marker).unwrap_or_else(|| panic!("no {marker}"));
        assert!(
            (section..section_end).contains(&at),
            "{marker} is outside {SECTION}"
        );
    }

    // The commands, run in order; their standard output together is the report.
    let dir = scratch();
    let commands = fenced_after(&page, COMMANDS);
    let mut stdout = String::new();
    for line in page[commands.clone()].lines().filter(|l| !l.trim().is_empty()) {
        stdout.push_str(&run(line, &dir));
    }
    let details_text = read(&dir.join("details.jsonl"));
    let svg = read(&dir.join("report.svg"));
    let details = json_lines(&details_text);
    let table = details_table(&details);

    // The statuses add up to the report's counts (`--json`, the same figures).
    let json = format!(
        "gridriddle evaluate --records {} --answers {} --verify --json",
        INPUTS[0], INPUTS[1]
    );
    let report: Value = serde_json::from_str(&run(&json, &dir)).unwrap();
    let records = json_lines(&read(&dir.join("records.jsonl")));
    assert_eq!(details.len(), records.len());
    let overall = &report["overall"];
    for (status, key) in [("solved", "solved"), ("unread", "unread"), ("missing", "missing")] {
        let n = details.iter().filter(|d| d["status"] == status).count();
        assert_eq!(overall[key], n, "{status}: {overall}");
    }
    assert_eq!(overall["puzzles"], details.len());

    let stdout_at = fenced_after(&page, STDOUT);
    let table_at = table_after(&page, DETAILS);
    let expected = [
        (
            "docs/example/details.jsonl",
            read(&root().join("docs/example/details.jsonl")),
        ),
        (
            "docs/example/report.svg",
            read(&root().join("docs/example/report.svg")),
        ),
    ];
    let same = page[stdout_at.clone()] == stdout
        && page[table_at.clone()] == table
        && expected[0].1 == details_text
        && expected[1].1 == svg;
    if !same && std::env::var_os("GRIDRIDDLE_BLESS").is_some() {
        // The later range first, so that the earlier stays where it is.
        assert!(stdout_at.end < table_at.start);
        let mut blessed = page.clone();
        blessed.replace_range(table_at, &table);
        blessed.replace_range(stdout_at, &stdout);
        std::fs::write(&page_path, blessed).unwrap();
        std::fs::write(root().join("docs/example/details.jsonl"), &details_text).unwrap();
        std::fs::write(root().join("docs/example/report.svg"), &svg).unwrap();
        eprintln!("GRIDRIDDLE_BLESS: rewrote docs/evaluating.md's worked example, docs/example/details.jsonl and report.svg");
    } else if !same {
        let mut message = String::from(
            "docs/evaluating.md's worked example is not what its commands give \
             (GRIDRIDDLE_BLESS=1 cargo test --test worked_example rewrites it; read the diff):\n",
        );
        if page[stdout_at] != stdout {
            message.push_str(&format!("\nthe report the command prints:\n{stdout}"));
        }
        if page[table_at] != table {
            message.push_str(&format!("\nthe answer-by-answer table:\n{table}"));
        }
        for ((path, committed), made) in expected.iter().zip([&details_text, &svg]) {
            if committed != made {
                message.push_str(&format!(
                    "\n{path} differs from the file the command writes:\n{made}\n"
                ));
            }
        }
        panic!("{message}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_worked_examples_inputs_are_the_real_records_and_answers() {
    let dir = root().join("../shared/real-outputs/zeroeval");
    let (Ok(all_records), Ok(all_answers), Ok(graded)) = (
        std::fs::read_to_string(dir.join("records-hyperbolic405b.jsonl")),
        std::fs::read_to_string(dir.join("answers-hyperbolic405b.jsonl")),
        std::fs::read_to_string(dir.join("zeroeval-hyperbolic405b.jsonl")),
    ) else {
        eprintln!("skipped: ../shared/real-outputs is not beside the repository");
        return;
    };
    let by_id = |text: &str| -> BTreeMap<String, Value> {
        json_lines(text)
            .into_iter()
            .map(|v| (v["id"].as_str().unwrap().to_owned(), v))
            .collect()
    };
    let (all_records, all_answers, graded) = (by_id(&all_records), by_id(&all_answers), by_id(&graded));
    let records = json_lines(&read(&root().join("docs/example/records.jsonl")));
    let answers = by_id(&read(&root().join("docs/example").join(INPUTS[1])));
    let details = by_id(&read(&root().join("docs/example/details.jsonl")));
    assert_eq!(records.len(), 8);
    let (mut unchanged, mut cut, mut left_out) = (Vec::new(), Vec::new(), Vec::new());
    for record in &records {
        let id = record["id"].as_str().unwrap();
        assert_eq!(record, &all_records[id], "{id}: the record as ZeroEval asked it");
        let real = all_answers[id]["output"].as_str().unwrap();
        match answers.get(id).map(|a| a["output"].as_str().unwrap()) {
            None => left_out.push(id),
            Some(output) if output == real => unchanged.push(id),
            Some(output) => {
                assert!(
                    real.starts_with(output),
                    "{id}: neither the real answer nor a cut of it"
                );
                cut.push(id);
            }
        }
        // The committed details (checked against the command by the test above) agree with
        // ZeroEval's own grading wherever both read an answer; ZeroEval finds none where the
        // answer was unread.
        let d = &details[id];
        let z = &graded[id];
        if unchanged.last() == Some(&id) {
            if d["status"] == "unread" {
                assert_eq!(z["noAnswer"], true, "{id}: {d}");
            } else {
                assert_eq!(
                    (&d["cellsRight"], &d["cells"]),
                    (&z["correct"], &z["cells"]),
                    "{id}"
                );
                assert_eq!(d["status"] == "solved", z["solved"] == true, "{id}");
            }
        }
    }
    assert_eq!(
        (unchanged.len(), cut.as_slice(), left_out.as_slice()),
        (6, &["lgp-test-4x4-21"][..], &["lgp-test-2x6-24"][..])
    );
}

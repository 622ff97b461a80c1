//! The commands and programs of README.md, www/README.md and the docs pages that took the
//! README's references and figures (docs/command-line.md, docs/generating.md, docs/python.md,
//! docs/evaluating.md),
//! run: a page that drifts from the program fails here.
//!
//! Every command line of a ```sh block, and every command or program quoted inline (`gridriddle
//! …`, `cargo …`, `bash …`, `node …`, a script or an example), must be an entry of [`COMMANDS`]:
//! run by this test (with its placeholders filled), run by a script of the test command (which
//! must hold it), or skipped for the reason written beside it (minutes of benchmarks, a system
//! install). A command added to one of these pages, or one of the table no longer in them, fails
//! [`every_command_of_the_readmes_is_run_or_skipped_for_a_reason`]. The other docs pages quote
//! no command a user is told to run (the formats, the explanations), or are records of
//! measurement whose every command is a benchmark of minutes (docs/speed.md,
//! docs/speed-history.md, with the README's former speed table): nothing here would run them.
//!
//! The ```text blocks are checked too: the output printed under the first command, the synopses
//! of the command line (README.md's short one and docs/command-line.md's: each subcommand and
//! option named exists), an excerpt of a sample file. README.md's ```rust block is a doc test
//! (`src/lib.rs`, `cargo test --doc`), its ```python block a test of python/tests, its ```js
//! block an excerpt of www/README.md's JavaScript (checked here line by line), which
//! www/tests/readme.test.js runs.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const README: &str = include_str!("../README.md");
const WWW_README: &str = include_str!("../www/README.md");
const COMMAND_LINE: &str = include_str!("../docs/command-line.md");

/// The pages whose commands are checked, with their text.
const PAGES: &[(&str, &str)] = &[
    ("README.md", README),
    ("www/README.md", WWW_README),
    ("docs/command-line.md", COMMAND_LINE),
    ("docs/generating.md", include_str!("../docs/generating.md")),
    ("docs/python.md", include_str!("../docs/python.md")),
    ("docs/evaluating.md", include_str!("../docs/evaluating.md")),
    ("docs/install.md", include_str!("../docs/install.md")),
];

/// What becomes of a command of the READMEs.
enum How {
    /// Run here by the function, which checks what it prints.
    Run(fn()),
    /// Run by the test command: each file (from the repository's root) holds its text.
    By(&'static [(&'static str, &'static str)]),
    /// A subcommand with its options: it exists, and its `--help` names each option.
    Synopsis,
    /// Not run, for this reason.
    Skip(&'static str),
}

use How::{By, Run, Skip, Synopsis};

const TAKES_MINUTES: &str = "a benchmark or a timing over the corpus: minutes, on a quiet machine";
const TEST_COMMAND: &str = "the test command itself, which runs this test";
const LOAD_TIME: &str = "how the load-time table was measured: main's page at d854b27 against this \
                         one, 62 page loads in headless Chromium";
const LOAD_TIME_42: &str = "how issue 42's load-time table was measured: the page at dd8f9cb against \
                            this one, 62 page loads in headless Chromium";
const EVALUATING_VERIFY: &str = "the measurement of docs/evaluating.md's --verify (1,000 riddles); \
                                 tests/cli.rs runs dataset --format json --reasoning and evaluate \
                                 --verify on 3, with exact counts";
const EVALUATING: &str = "the measurement of docs/evaluating.md (10,000 riddles: half a minute on the \
                          loaded machine); tests/cli.rs runs dataset --format zebralogic-mc and \
                          evaluate at small sizes, with their exact output";
const INSTALL_MEASURE: &str = "the measurement of docs/install.md's figures: fresh builds of minutes \
                               in a throwaway copy of the sources";
const PYTHON: &str = "the Python package's figures: python/tests is its test (another part of the \
                      test command)";

/// Every command and program of README.md and www/README.md (whitespace collapsed, a trailing
/// `# comment` of a sh line left out), and what becomes of it.
const COMMANDS: &[(&str, How)] = &[
    // README.md, "Two commands".
    (
        "cargo run --release -- solve riddles/neighbours.json",
        Run(solve_neighbours),
    ),
    ("bash scripts/test-all.sh", Skip(TEST_COMMAND)),
    ("scripts/test-all.sh", Skip(TEST_COMMAND)),
    (
        "bash scripts/install-test-tools.sh",
        By(&[(".ci/run", "bash scripts/install-test-tools.sh")]),
    ),
    (
        "cargo install --path .",
        Skip(
            "a release build (12.5 min on 2 loaded cores, docs/install.md) installed outside the \
              clone; checked by hand with `cargo install --path . --root /tmp/grinst` and \
              `/tmp/grinst/bin/gridriddle samples`",
        ),
    ),
    (
        "cargo test --release --test training_riddles -- --include-ignored --nocapture",
        Skip(
            "the ignored check of if-then and exactly-one riddles up to 8×6: 31 min on 2 loaded \
              cores (docs/generating.md), run by hand; the test command runs the file's other tests",
        ),
    ),
    (
        "cargo run --release --",
        Skip("the stand-in for `gridriddle`, run with `samples` just after"),
    ),
    ("cargo run --release -- samples", Run(samples)),
    // "Riddles in JSON", "From Rust", "Clues in words".
    ("gridriddle schema", Run(schema)),
    (
        "cargo doc --open",
        By(&[("scripts/test-all.sh", "cargo doc --no-deps")]),
    ),
    (
        "scripts/check-cycles.py",
        By(&[("scripts/test-all.sh", "python3 scripts/check-cycles.py")]),
    ),
    ("gridriddle convert", Synopsis),
    ("gridriddle generate", Synopsis),
    // "Command line".
    (
        "cargo run --release --example rate_corpus -- ../shared/corpus/zebralogic/all/*.json",
        Skip(
            "rates the 1000 ZebraLogic puzzles in release; without the corpus it says where the \
              corpus comes from (examples_without_the_corpus_say_where_it_comes_from)",
        ),
    ),
    // "Levels and generating"; docs/generating.md.
    (
        "gridriddle generate --rows R --cols C --difficulty LEVEL --seed S",
        Run(generate),
    ),
    (
        "cargo run --release --example generation_table -- 20",
        Skip(TAKES_MINUTES),
    ),
    (
        "cargo run --release --example distinct_seeds -- 1000",
        Skip(
            "the table's figures; tests/generate.rs checks the same 1,000 seeds in release \
              (a_thousand_consecutive_seeds_give_a_thousand_riddles)",
        ),
    ),
    (
        "cargo run --release --example spare_hints -- 20 8x6,10x8,15x10",
        Skip(TAKES_MINUTES),
    ),
    ("gridriddle hints --redundant", Run(hints_redundant)),
    (
        "cargo bench --bench generate -- generate_level --warm-up-time 1 --measurement-time 3",
        Skip(TAKES_MINUTES),
    ),
    // "Python".
    (
        "pip install ./python",
        By(&[("scripts/test-all.sh", "--no-deps ./python")]),
    ),
    (
        "maturin build --release -m python/Cargo.toml",
        Skip("builds the wheel; the test command builds the package with pip"),
    ),
    (
        "gridriddle dataset --count N --rows 2..6 --cols 2..6 [--difficulty hard] [--kinds …] --seed S \
         [--jobs J] [--format zebralogic|json] [--start K] --out FILE.jsonl",
        Run(dataset),
    ),
    ("python/benchmarks/run.sh --seconds 10", Skip(PYTHON)),
    // docs/install.md.
    (
        "CARGO_TARGET_DIR=/tmp/gr-install-target /usr/bin/time -v cargo install --path . --root /tmp/gr-install",
        Skip(INSTALL_MEASURE),
    ),
    ("du -sh /tmp/gr-install-target /tmp/gr-install", Skip(INSTALL_MEASURE)),
    (
        "python3 -m venv /tmp/gr-pyvenv && /usr/bin/time -v /tmp/gr-pyvenv/bin/pip install ./python",
        Skip(INSTALL_MEASURE),
    ),
    ("du -sh python/target /tmp/gr-pyvenv", Skip(INSTALL_MEASURE)),
    (
        "CARGO_TARGET_DIR=/tmp/gr-wasm-target /usr/bin/time -v bash www/build.sh",
        Skip(INSTALL_MEASURE),
    ),
    (
        "du -sh /tmp/gr-wasm-target && wc -c www/pkg/gridriddle_bg.wasm",
        Skip(INSTALL_MEASURE),
    ),
    (
        "CARGO_TARGET_DIR=/tmp/gr-wasmdev-target /usr/bin/time -v bash www/build.sh --dev",
        Skip(INSTALL_MEASURE),
    ),
    (
        "bash www/build.sh --dev",
        Skip("a quick wasm build for working on the page; the test command builds the release one"),
    ),
    (
        "pip install -v ./python",
        Skip("`pip install ./python` showing cargo's progress; the test command installs the package with pip"),
    ),
    (
        "maturin develop -m python/Cargo.toml",
        Skip("a debug build of the Python package in a venv, for working on it"),
    ),

    // docs/python.md, "Verifying reasoning".
    ("gridriddle verify --json", Synopsis),
    (
        "/usr/bin/time -v gridriddle dataset --count 100000 --rows 2..6 --cols 2..6 --seed 1 --jobs 2 \
         --out ds.jsonl",
        Skip("100,000 riddles: minutes (the same command with --count 12 is run for the dataset line)"),
    ),
    ("python python/benchmarks/grade_corpus.py", Skip(PYTHON)),
    (
        "python python/benchmarks/threads.py ROUNDS",
        Skip("seconds of timing; python/tests/test_gridriddle.py checks that threads run at once"),
    ),
    // docs/evaluating.md.
    (
        "gridriddle dataset --count 100 --rows 2..6 --cols 2..6 --seed 1 --difficulty easy,medium,hard \
         --prompt --level --out records.jsonl",
        Synopsis,
    ),
    (
        "gridriddle dataset --count 100 --rows 2..6 --cols 2..6 --seed 1 --format zebralogic-mc \
         --questions 3 --prompt --level --out questions.jsonl",
        Synopsis,
    ),
    (
        "gridriddle evaluate --records records.jsonl --answers answers.jsonl --plot report.svg",
        Synopsis,
    ),
    (
        "gridriddle evaluate --records records.jsonl --answers answers.jsonl --json",
        Synopsis,
    ),
    (
        "gridriddle dataset --count 10000 --rows 2..6 --cols 2..6 --seed 1 --difficulty easy,medium,hard \
         --level --prompt --jobs 2 --out records.jsonl",
        Skip(EVALUATING),
    ),
    (
        "python3 python/examples/simulated_answers.py records.jsonl answers.jsonl",
        Skip(EVALUATING),
    ),
    (
        "/usr/bin/time -v gridriddle evaluate --records records.jsonl --answers answers.jsonl --plot report.svg",
        Skip(EVALUATING),
    ),
    (
        "gridriddle dataset --count 1000 --rows 4..6 --cols 4..6 --format json --reasoning --out records.jsonl",
        Skip(EVALUATING_VERIFY),
    ),
    (
        "gridriddle evaluate --records records.jsonl --answers answers.jsonl --verify",
        Skip(EVALUATING_VERIFY),
    ),
    ("gridriddle evaluate --json", Synopsis),
    (
        "gridriddle evaluate --records records.jsonl --answers llama-3.1-405b.jsonl --verify --details \
         details.jsonl --plot report.svg",
        By(&[(
            "tests/worked_example.rs",
            "fn the_worked_example_prints_what_docs_evaluating_shows",
        )]),
    ),
    ("gridriddle dataset", Synopsis),
    ("gridriddle verify", Synopsis),
    (
        "pip install reasoning-gym",
        By(&[("scripts/test-all.sh", "reasoning-gym datasets")]),
    ),
    (
        "python python/benchmarks/reasoning_gym_speed.py --seconds 10",
        Skip("a minute of benchmark against reasoning-gym; python/tests/test_evaluate.py runs the data set"),
    ),
    // docs/command-line.md; "Speed" (now docs/speed.md) left www/README.md's bench.
    (
        "www/examples/bench.mjs",
        By(&[("www/test-page.sh", "node www/examples/bench.mjs --runs 1")]),
    ),
    ("gridriddle solve --json --jobs N", Run(solve_jobs)),
    ("examples/size_report.rs", Skip(TAKES_MINUTES)),
    // README.md, "JavaScript and the page"; www/README.md.
    (
        "bash www/build.sh",
        By(&[("scripts/test-all.sh", "bash www/build.sh")]),
    ),
    ("bash www/serve.sh", Run(serve)),
    ("bash www/serve.sh 8000", Run(serve)),
    (
        "bash www/test.sh",
        By(&[
            ("www/test.sh", "bash www/test-bindings.sh node browser"),
            ("www/test.sh", "bash www/test-page.sh"),
            ("scripts/test-all.sh", "bash www/test-bindings.sh node"),
            ("scripts/test-all.sh", "bash www/test-bindings.sh browser"),
            ("scripts/test-all.sh", "bash www/test-page.sh"),
        ]),
    ),
    (
        "node --test tests/",
        By(&[("www/test-page.sh", "node --test tests/")]),
    ),
    (
        "examples/node.mjs",
        By(&[("www/test-page.sh", "node www/examples/node.mjs")]),
    ),
    (
        "www/examples/node.mjs",
        By(&[("www/test-page.sh", "node www/examples/node.mjs")]),
    ),
    (
        "node www/examples/node.mjs [riddle.json]",
        By(&[("www/test-page.sh", "node www/examples/node.mjs")]),
    ),
    (
        "examples/bench.mjs",
        By(&[("www/test-page.sh", "node www/examples/bench.mjs --runs 1")]),
    ),
    ("examples/load-time.mjs", Skip(LOAD_TIME)),
    (
        "examples/icons.mjs",
        Skip("renders www/icons/icon.svg into the manifest's PNG icons; run by hand after changing the SVG"),
    ),
    (
        "examples/generation-limits.mjs",
        Skip("measures the sizes the generator makes in seconds, in headless Chromium: many minutes"),
    ),
    ("examples/solve_many", Skip(TAKES_MINUTES)),
    (
        "bash www/build.sh && cargo build --release --example solve_many",
        Skip(TAKES_MINUTES),
    ),
    (
        "node www/examples/bench.mjs --runs 21 ../shared/corpus/zebralogic/all/*.json",
        Skip(TAKES_MINUTES),
    ),
    (
        "target/release/examples/solve_many --time --runs 21 ../shared/corpus/zebralogic/all/*.json",
        Skip(TAKES_MINUTES),
    ),
    (
        "target/release/examples/solve_many --time --parse --runs 21 ../shared/corpus/zebralogic/all/*.json",
        Skip(TAKES_MINUTES),
    ),
    (
        "WASM_OPT=/path/to/wasm-opt bash www/build.sh",
        Skip("needs binaryen's wasm-opt (npm package binaryen, about 100 MB), not a tool of the tests"),
    ),
    (
        "mkdir -p /tmp/before && git archive d854b27 www | tar -x -C /tmp/before",
        Skip(LOAD_TIME),
    ),
    ("cp -r www/pkg /tmp/before/www/", Skip(LOAD_TIME)),
    (
        "mkdir -p /tmp/before && git archive dd8f9cb www | tar -x -C /tmp/before",
        Skip(LOAD_TIME_42),
    ),
    (
        "node www/examples/load-time.mjs --runs 31 --root /tmp/before/www --compare www",
        Skip(LOAD_TIME),
    ),
];

/// A fenced block: its language and its text.
struct Block {
    lang: String,
    text: String,
    /// The line of its opening fence, from 1.
    line: usize,
    /// The last line of prose before it (blank lines skipped).
    before: String,
}

/// The fenced blocks of `markdown`.
fn blocks(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    let mut before = String::new();
    for (i, line) in markdown.lines().enumerate() {
        let fence = line.starts_with("```");
        match open.as_mut() {
            Some(_) if fence => blocks.extend(open.take()),
            Some(block) => {
                block.text.push_str(line);
                block.text.push('\n');
            }
            None if fence => {
                open = Some(Block {
                    lang: line.trim_start_matches('`').trim().to_owned(),
                    text: String::new(),
                    line: i + 1,
                    before: before.clone(),
                })
            }
            None if !line.trim().is_empty() => before = line.to_owned(),
            None => {}
        }
    }
    assert!(open.is_none(), "a fenced block is not closed");
    blocks
}

/// `markdown` without its fenced blocks.
fn prose(markdown: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in markdown.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// The code spans of `text` as CommonMark reads them (a run of n backticks closes at the next
/// run of exactly n), whitespace collapsed.
fn code_spans(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new(); // (start, length)
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'`' {
            let start = i;
            while i < bytes.len() && bytes[i] == b'`' {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    let mut spans = Vec::new();
    let mut k = 0;
    while k < runs.len() {
        let (start, n) = runs[k];
        match runs[k + 1..].iter().position(|&(_, m)| m == n) {
            Some(j) => {
                spans.push(collapse(&text[start + n..runs[k + 1 + j].0]));
                k += j + 2;
            }
            None => k += 1,
        }
    }
    spans
}

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether a code span is a command or a program: a program's name with arguments (after any
/// `VAR=value`), or the path of a script or an example.
fn is_command(span: &str) -> bool {
    const PROGRAMS: &[&str] = &[
        "gridriddle",
        "cargo",
        "bash",
        "sh",
        "node",
        "npm",
        "python",
        "python3",
        "pip",
        "maturin",
        "git",
        "mkdir",
        "cp",
        "/usr/bin/time",
        "solve_many",
    ];
    const PATHS: &[&str] = &[
        "scripts/",
        "python/benchmarks/",
        "python/examples/",
        "www/examples/",
        "examples/",
        "target/release/",
    ];
    let mut words = span.split(' ').skip_while(|w| {
        w.split_once('=').is_some_and(|(name, _)| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_uppercase() || c == '_')
        })
    });
    let Some(first) = words.next() else { return false };
    (PROGRAMS.contains(&first) && words.next().is_some()) || PATHS.iter().any(|p| first.starts_with(p))
}

/// The command lines of a sh block: a trailing `# comment` left out, whitespace collapsed.
fn sh_lines(block: &Block) -> Vec<String> {
    block
        .text
        .lines()
        .map(|line| match line.find(" #") {
            Some(at) => &line[..at],
            None => line,
        })
        .map(collapse)
        .filter(|line| !line.is_empty())
        .collect()
}

/// Every command of both READMEs, with the file it is in.
fn readme_commands() -> Vec<(&'static str, String)> {
    let mut commands = Vec::new();
    for &(file, text) in PAGES {
        for block in blocks(text).iter().filter(|b| b.lang == "sh") {
            commands.extend(sh_lines(block).into_iter().map(|c| (file, c)));
        }
        commands.extend(
            code_spans(&prose(text))
                .into_iter()
                .filter(|s| is_command(s))
                .map(|c| (file, c)),
        );
    }
    commands
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn gridriddle(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "gridriddle {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn stdout(args: &[&str]) -> String {
    String::from_utf8(gridriddle(args).stdout).unwrap()
}

/// The options (`--name`) a text names.
fn options(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.starts_with("--") && w.len() > 2 && w.as_bytes()[2].is_ascii_lowercase())
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// `gridriddle SUBCOMMAND …`: the subcommand exists and its help names every option of `text`.
fn check_synopsis(subcommand: &str, text: &str) {
    let help = stdout(&[subcommand, "--help"]);
    for option in options(text) {
        assert!(
            help.contains(option),
            "`gridriddle {subcommand}` has no option {option}, which a page names:\n{text}\n\nits help:\n{help}"
        );
    }
}

// ---- The commands run here.

/// The README's first command prints the ```text block under it, exactly; `--steps` prints the
/// step quoted after it.
fn solve_neighbours() {
    let blocks = blocks(README);
    let at = blocks
        .iter()
        .position(|b| b.lang == "sh" && b.text.contains("-- solve riddles/neighbours.json"))
        .expect("the sh block of the first command");
    let printed = blocks
        .get(at + 1)
        .filter(|b| b.lang == "text")
        .expect("a text block under it");
    assert_eq!(stdout(&["solve", "riddles/neighbours.json"]), printed.text);

    let step = code_spans(&prose(README))
        .into_iter()
        .find(|s| s.starts_with("7. Rule 2:"))
        .expect("the step quoted after `--steps`");
    let steps = collapse(&stdout(&["solve", "--steps", "riddles/neighbours.json"]));
    assert!(
        steps.contains(&step),
        "`solve --steps` does not print {step:?}:\n{steps}"
    );
}

fn samples() {
    let out = stdout(&["samples"]);
    let names: Vec<&str> = out.lines().filter_map(|l| l.split_whitespace().next()).collect();
    assert_eq!(&names[..2], ["neighbours", "ships"], "{out}");
}

/// `gridriddle schema` prints docs/riddle.schema.json, which the README says it generates.
fn schema() {
    let file = std::fs::read_to_string(root().join("docs/riddle.schema.json")).unwrap();
    assert_eq!(stdout(&["schema"]).trim_end(), file.trim_end());
}

/// The synopsis, with R, C, LEVEL and S filled: a riddle with one solution, rated at the level.
fn generate() {
    check_synopsis("generate", "--rows R --cols C --difficulty LEVEL --seed S");
    let json = stdout(&[
        "generate",
        "--rows",
        "4",
        "--cols",
        "4",
        "--difficulty",
        "hard",
        "--seed",
        "1",
    ]);
    let riddle = gridriddle::Riddle::from_json(&json).unwrap();
    assert_eq!(
        gridriddle::generate::rate(&riddle).difficulty,
        gridriddle::generate::Difficulty::Hard
    );
    let solved = gridriddle::solve_riddle(&riddle, &gridriddle::SolveOptions::default());
    assert!(solved.complete);
    assert_eq!(solved.solutions.len(), 1);
}

/// A riddle made toward a level: `hints --redundant` finds no hint to spare, and says of each
/// redundant one that it stays for the level.
fn hints_redundant() {
    let json = stdout(&[
        "generate",
        "--rows",
        "8",
        "--cols",
        "6",
        "--difficulty",
        "hard",
        "--seed",
        "3",
    ]);
    let dir = std::env::temp_dir().join(format!("gridriddle-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hard.json");
    std::fs::write(&file, json).unwrap();
    let said = stdout(&["hints", "--redundant", file.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!said.contains("redundant)"), "{said}");
    assert!(
        said.ends_with("no hint can go keeping the solutions\n")
            || said.contains("no hint can go keeping the solution and the level (hard); "),
        "{said}"
    );
}

/// The synopsis's options exist; the same bytes whatever `--jobs`, and `--start K` the lines
/// from K on.
fn dataset() {
    check_synopsis(
        "dataset",
        "--count N --rows 2..6 --cols 2..6 [--difficulty hard] [--kinds …] --seed S [--jobs J] \
         [--format zebralogic|json] [--start K] --out FILE.jsonl",
    );
    let dir = std::env::temp_dir().join(format!("gridriddle-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |jobs: &str, start: &str, count: &str| {
        let out = dir.join(format!("{jobs}-{start}.jsonl"));
        let args = [
            "dataset",
            "--count",
            count,
            "--rows",
            "2..6",
            "--cols",
            "2..6",
            "--seed",
            "1",
            "--jobs",
            jobs,
            "--format",
            "zebralogic",
            "--start",
            start,
            "--out",
        ];
        gridriddle(&[&args[..], &[out.to_str().unwrap()]].concat());
        std::fs::read_to_string(out).unwrap()
    };
    let one = run("1", "0", "12");
    assert_eq!(one.lines().count(), 12);
    assert_eq!(run("2", "0", "12"), one);
    let tail: Vec<&str> = one.lines().skip(4).collect();
    assert_eq!(run("2", "4", "8").lines().collect::<Vec<_>>(), tail);
    std::fs::remove_dir_all(dir).unwrap();
}

/// `solve --json --jobs N` over riddles/: the same answers in the same order for 1 and 2 jobs
/// (the times apart).
fn solve_jobs() {
    check_synopsis("solve", "--json --jobs N");
    let answers = |jobs| -> Vec<serde_json::Value> {
        stdout(&["solve", "--json", "--jobs", jobs, "riddles"])
            .lines()
            .map(|line| {
                let mut answer: serde_json::Value = serde_json::from_str(line).unwrap();
                answer["stats"]["elapsedUs"].take();
                answer
            })
            .collect()
    };
    let one = answers("1");
    assert_eq!(one.len(), 12, "the six samples and the six clue files");
    assert_eq!(answers("2"), one);
}

/// `bash www/serve.sh PORT` serves the page on 127.0.0.1 (on a free port, not 8000).
fn serve() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("not run: bash www/serve.sh (it serves with python3, which is not here)");
        return;
    }
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    // serve.sh ends by exec'ing the server, so killing the child stops it.
    let mut server = Command::new("bash")
        .args(["www/serve.sh", &port.to_string()])
        .current_dir(root())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let response = loop {
        if let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) {
            stream
                .write_all(b"GET /index.html HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
                .unwrap();
            let mut response = String::new();
            stream.read_to_string(&mut response).unwrap();
            break response;
        }
        if started.elapsed() > Duration::from_secs(20) {
            server.kill().unwrap();
            panic!("bash www/serve.sh {port}: nothing listens after 20 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    server.kill().unwrap();
    server.wait().unwrap();
    assert!(response.starts_with("HTTP/1.0 200"), "{response}");
    assert!(response.contains("<title>"), "{response}");
}

// ---- The tests.

#[test]
fn every_command_of_the_readmes_is_run_or_skipped_for_a_reason() {
    let found = readme_commands();
    let unknown: Vec<String> = found
        .iter()
        .filter(|(_, c)| !COMMANDS.iter().any(|(k, _)| k == c))
        .map(|(file, c)| format!("  {file}: {c}"))
        .collect();
    assert!(
        unknown.is_empty(),
        "commands of the READMEs that tests/readme.rs neither runs nor skips; add each to COMMANDS \
         (Run, By a script of the test command, Synopsis, or Skip with the reason):\n{}",
        unknown.join("\n")
    );
    let stale: Vec<&str> = COMMANDS
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| !found.iter().any(|(_, f)| f == c))
        .collect();
    assert!(
        stale.is_empty(),
        "COMMANDS that no README holds any more: {stale:#?}"
    );

    for (command, how) in COMMANDS {
        match how {
            Run(run) => {
                eprintln!("run: {command}");
                run();
            }
            By(places) => {
                for (file, text) in *places {
                    let script = std::fs::read_to_string(root().join(file)).unwrap();
                    assert!(
                        script.contains(text),
                        "{command}: README says the test command runs it, but {file} does not hold {text:?}"
                    );
                }
            }
            Synopsis => {
                let mut words = command.split(' ').skip(1);
                check_synopsis(words.next().unwrap(), command);
            }
            Skip(reason) => eprintln!("not run: {command} ({reason})"),
        }
    }
}

/// Each block of the READMEs is of a language something checks.
#[test]
fn every_block_of_the_readmes_is_checked() {
    for block in blocks(README) {
        match block.lang.as_str() {
            // sh: the test above; text: the test below; rust: a doc test (src/lib.rs);
            // python: python/tests; json: the test below; js: the test below.
            "sh" | "text" | "rust" | "python" | "json" | "js" => {}
            lang => panic!("README.md:{}: a ```{lang} block that no test checks", block.line),
        }
    }
    for &(file, text) in &PAGES[2..] {
        for block in blocks(text) {
            // sh: the test above; text: the synopsis, the test below; the report of
            // docs/evaluating.md's worked example: tests/worked_example.rs; python:
            // docs/python.md's example of solve_each, run by python/tests/test_solve_each.py.
            let worked_example =
                file == "docs/evaluating.md" && block.before == "<!-- worked-example: stdout -->";
            assert!(
                block.lang == "sh"
                    || (file == "docs/command-line.md" && block.lang == "text")
                    || (worked_example && block.lang == "text")
                    || (file == "docs/python.md" && block.lang == "python"),
                "{file}:{}: a ```{} block that no test checks",
                block.line,
                block.lang
            );
        }
    }
    for block in blocks(WWW_README) {
        // js: www/tests/readme.test.js.
        assert!(
            ["sh", "js"].contains(&block.lang.as_str()),
            "www/README.md:{}: a ```{} block that no test checks",
            block.line,
            block.lang
        );
    }
}

/// README.md's ```js block: lines of www/README.md's JavaScript (which www/tests/readme.test.js
/// runs), in their order.
#[test]
fn the_readmes_javascript_is_an_excerpt_of_www_readme() {
    let js: Vec<Block> = blocks(README).into_iter().filter(|b| b.lang == "js").collect();
    assert_eq!(js.len(), 1, "README.md has one ```js block");
    let www: String = blocks(WWW_README)
        .into_iter()
        .filter(|b| b.lang == "js")
        .map(|b| b.text)
        .collect();
    let mut lines = www.lines();
    for line in js[0].text.lines() {
        assert!(
            lines.any(|l| l == line),
            "README.md:{}: www/README.md's JavaScript has no line {line:?} here",
            js[0].line
        );
    }
}

/// The ```text blocks of README.md and docs/command-line.md: the first command's output (checked
/// by [`solve_neighbours`]), the synopses of the command line, and excerpts of sample files.
#[test]
fn every_text_block_of_the_readme_holds() {
    for (page, text) in [("README.md", README), ("docs/command-line.md", COMMAND_LINE)] {
        text_blocks_hold(page, text);
    }
}

fn text_blocks_hold(page: &str, text: &str) {
    let blocks = blocks(text);
    for (i, block) in blocks.iter().enumerate() {
        if block.lang != "text" {
            continue;
        }
        if i > 0
            && blocks[i - 1].lang == "sh"
            && blocks[i - 1].text.contains("-- solve riddles/neighbours.json")
        {
            continue; // the output of the first command
        }
        if block.text.starts_with("gridriddle ") {
            // The synopsis: an entry per `gridriddle SUBCOMMAND` line, the indented lines after
            // it its options and description.
            let mut entries: Vec<(String, String)> = Vec::new();
            for line in block.text.lines() {
                match line.strip_prefix("gridriddle ") {
                    Some(rest) => entries.push((rest.split(' ').next().unwrap().to_owned(), line.to_owned())),
                    None => {
                        let entry = entries.last_mut().expect("the synopsis starts with a subcommand");
                        entry.1.push('\n');
                        entry.1.push_str(line);
                    }
                }
            }
            assert!(entries.len() >= 10, "{entries:?}");
            for (subcommand, text) in &entries {
                check_synopsis(subcommand, text);
            }
            continue;
        }
        // An excerpt: "`riddles/….zbc` begins:", its lines in the file in that order, `...` for
        // lines left out.
        let file = code_spans(&block.before)
            .into_iter()
            .find(|s| s.starts_with("riddles/"))
            .filter(|_| block.before.trim_end().ends_with("begins:"))
            .unwrap_or_else(|| panic!("{page}:{}: a ```text block that no test checks", block.line));
        let text = std::fs::read_to_string(root().join(&file)).unwrap();
        let mut lines = text.lines();
        for line in block.text.lines().filter(|l| *l != "...") {
            assert!(
                lines.any(|l| l == line),
                "{page}:{}: {file} has no line {line:?} here",
                block.line
            );
        }
    }
}

/// The ```json block is a valid riddle with one solution.
#[test]
fn the_json_example_is_a_riddle_with_one_solution() {
    let block = blocks(README)
        .into_iter()
        .find(|b| b.lang == "json")
        .expect("a json block");
    let riddle = gridriddle::Riddle::from_json(&block.text).unwrap();
    let solved = gridriddle::solve_riddle(&riddle, &gridriddle::SolveOptions::default());
    assert!(solved.complete);
    assert_eq!(solved.solutions.len(), 1);
}

/// The path of the example `name`, built as this test is (debug or release), in its target folder.
fn example(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_BIN_EXE_gridriddle")).parent().unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut build = Command::new(cargo);
    build
        .args(["build", "--quiet", "--example", name])
        .current_dir(root());
    build.env("CARGO_TARGET_DIR", dir.parent().unwrap());
    if dir.ends_with("release") {
        build.arg("--release");
    }
    assert!(build.status().unwrap().success(), "cargo build --example {name}");
    dir.join("examples").join(name)
}

/// What a program says when the corpus it is given is not there: one line on stderr, naming the
/// folder and where the corpus comes from, and status 2.
fn check_without_corpus(mut command: Command, folder: &str) {
    let out = command.current_dir(root()).stdin(Stdio::null()).output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{command:?}: {stderr}");
    assert_eq!(
        stderr,
        format!(
            "error: {folder}: no such folder; the corpus comes with the project's shared folder \
             (shared/corpus), beside the repository\n"
        ),
        "{command:?}"
    );
}

#[test]
fn examples_without_the_corpus_say_where_it_comes_from() {
    // What the shell passes on when `../shared/corpus/…/*.json` matches nothing: the glob itself.
    let folder = "target/no-such-shared/corpus/zebralogic/all";
    let glob = format!("{folder}/*.json");
    for name in ["rate_corpus", "solve_many"] {
        let mut command = Command::new(example(name));
        command.arg(&glob);
        check_without_corpus(command, folder);
    }
    let mut command = Command::new("bash");
    command.args(["scripts/measure.sh", folder]);
    check_without_corpus(command, folder);
}

/// The README is for users and stays short (issue 53: at most 300 lines); engineering notes go to
/// docs/, the code map to ARCHITECTURE.md.
#[test]
fn the_readme_has_at_most_300_lines() {
    let lines = README.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines: move detail to docs/");
}

//! Reading riddles: files or standard input, JSON, clues or a puzzle text of ZebraLogic or
//! reasoning-gym (by the extension, else by the text), within the input size limit; solution files
//! among them left out.

use gridriddle::{
    clues::{compile_zbc, ClueErrors},
    Riddle, RiddleError, RiddleFile, RiddleFormat,
};
use serde_json::Value;
use std::io::Read;

/// The largest input read unless `--max-input-bytes` says otherwise: 16 MiB, a hundred times
/// the largest riddle a person writes, far below the memory it would take to hold more.
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 16 << 20;

/// How the input riddles are written (`--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum InputFormat {
    /// By the file's extension (`.zbc` is clues, `.json` JSON); other files and standard input
    /// by their text: JSON when it opens with `{`, a puzzle text when it opens as ZebraLogic's or
    /// reasoning-gym's, else clues.
    Auto,
    /// The JSON riddle format (docs/riddle-format.md).
    Json,
    /// The ZBC clue language (docs/clue-format.md).
    Zbc,
    /// A puzzle text of ZebraLogic or reasoning-gym (docs/importing.md).
    Puzzle,
}

impl InputFormat {
    /// How `text`, read from `file`, is written.
    pub fn of(self, file: &str, text: &str) -> RiddleFormat {
        match self {
            InputFormat::Json => RiddleFormat::Json,
            InputFormat::Zbc => RiddleFormat::Zbc,
            InputFormat::Puzzle => match RiddleFormat::detect(text) {
                RiddleFormat::ReasoningGym => RiddleFormat::ReasoningGym,
                // Read as ZebraLogic's, whose reader says what is missing.
                _ => RiddleFormat::ZebraLogic,
            },
            InputFormat::Auto if file.ends_with(".zbc") => RiddleFormat::Zbc,
            InputFormat::Auto if file.ends_with(".json") => RiddleFormat::Json,
            InputFormat::Auto => RiddleFormat::detect(text),
        }
    }
}

/// Where to read and how: the arguments of every subcommand that reads riddles.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct Source {
    /// How the riddles are written.
    #[arg(long, value_enum, default_value_t = InputFormat::Auto)]
    pub format: InputFormat,
    /// The most bytes read from one input (a larger one is an error).
    #[arg(long = "max-input-bytes", value_name = "MAX_INPUT_BYTES", default_value_t = DEFAULT_MAX_INPUT_BYTES)]
    pub max_bytes: u64,
}

/// Why an input gave no riddle.
#[derive(Debug)]
pub enum Problem {
    /// The file could not be read.
    Read(std::io::Error),
    /// The input is larger than the limit.
    TooLarge(u64),
    /// The JSON riddle is invalid.
    Invalid(RiddleError),
    /// The clue file or the puzzle text is invalid.
    Clues(ClueErrors),
}

impl Problem {
    /// The problem as the JSON object `--json` prints under `"error"`: a riddle's or a clue
    /// file's error in the library's one shape, `{"message"}` for the others.
    pub fn to_json(&self) -> Value {
        match self {
            Problem::Invalid(e) => serde_json::to_value(e).expect("an error always serialises"),
            Problem::Clues(e) => serde_json::to_value(e).expect("an error always serialises"),
            other => serde_json::json!({ "message": other.to_string() }),
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::Read(e) => write!(f, "cannot read: {e}"),
            Problem::TooLarge(limit) => write!(
                f,
                "larger than the input limit of {} (raise it with --max-input-bytes)",
                super::words::counted(limit, "byte")
            ),
            Problem::Invalid(e) => write!(f, "{e}"),
            // One line per clue error, each with its line and column.
            Problem::Clues(e) => write!(f, "{e}"),
        }
    }
}

/// Prints `problem` on standard error, one line per error, each naming `file` ([`shown`]).
pub fn report(file: &str, problem: &Problem) {
    let file = shown(file);
    for line in problem.to_string().lines() {
        eprintln!("error: {file}: {line}");
    }
}

/// The longest file name a message shows whole: a path's limit on Linux (`PATH_MAX`); no longer
/// name names a file, and a message cuts it short ([`gridriddle::explain::shortened`]).
const PATH_MAX: usize = 4096;

/// A file name as a message shows it: whole, but cut short past [`PATH_MAX`] bytes.
pub fn shown(file: &str) -> String {
    if file.len() > PATH_MAX {
        gridriddle::explain::shortened(file)
    } else {
        file.to_owned()
    }
}

/// The text of `file` (`-`: standard input), reading no more than `max_bytes`.
pub fn read(file: &str, max_bytes: u64) -> Result<String, Problem> {
    let mut bytes = Vec::new();
    // One byte past the limit tells a file of exactly the limit from a larger one.
    let read = if file == "-" {
        std::io::stdin()
            .lock()
            .take(max_bytes + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|f| f.take(max_bytes + 1).read_to_end(&mut bytes))
    };
    read.map_err(Problem::Read)?;
    if bytes.len() as u64 > max_bytes {
        return Err(Problem::TooLarge(max_bytes));
    }
    String::from_utf8(bytes).map_err(|e| {
        Problem::Read(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
        ))
    })
}

/// The riddle in `file`, parsed from JSON or compiled from clues.
pub fn load(file: &str, source: Source) -> Result<Riddle, Problem> {
    let text = read(file, source.max_bytes)?;
    parse(file, &text, source)
}

/// The riddle in `text`, read from `file`: parsed from JSON, compiled from clues, or read from a
/// puzzle text.
pub fn parse(file: &str, text: &str, source: Source) -> Result<Riddle, Problem> {
    match source.format.of(file, text) {
        RiddleFormat::Zbc => Riddle::from_zbc(without_bom(text)).map_err(Problem::Clues),
        RiddleFormat::Json => Riddle::from_json(text).map_err(Problem::Invalid),
        RiddleFormat::ZebraLogic | RiddleFormat::ReasoningGym => {
            Riddle::from_file(&read_puzzle(file, text, source)?).map_err(Problem::Invalid)
        }
    }
}

/// The riddle file of a puzzle text, as `--format` says (a ZebraLogic text read as such even if
/// it opens otherwise, so that the error says what is missing).
fn read_puzzle(file: &str, text: &str, source: Source) -> Result<RiddleFile, Problem> {
    let text = without_bom(text);
    let read = match source.format.of(file, text) {
        RiddleFormat::ReasoningGym => gridriddle::import::read_reasoning_gym(text),
        _ => gridriddle::import::read_zebralogic(text),
    };
    read.map_err(Problem::Clues)
}

/// `text` without its byte-order mark: the clue compiler, given one, slices its text at the
/// wrong places (its hint texts shifted, a panic inside a character that is not ASCII).
fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The riddle file of `file`: its JSON checked, or the riddle its clues compile to.
pub fn riddle_file(file: &str, source: Source) -> Result<RiddleFile, Problem> {
    let text = read(file, source.max_bytes)?;
    match source.format.of(file, &text) {
        RiddleFormat::Zbc => compile_zbc(without_bom(&text)).map_err(Problem::Clues),
        RiddleFormat::ZebraLogic | RiddleFormat::ReasoningGym => read_puzzle(file, &text, source),
        RiddleFormat::Json => {
            Riddle::from_json(&text).map_err(Problem::Invalid)?;
            let json: Value = serde_json::from_str(&text).expect("a valid riddle is valid JSON");
            Ok(riddle_file_of(&json))
        }
    }
}

/// The riddle file a valid riddle's JSON holds: cells written as numbers are their digits and
/// `null` is blank, as the reader takes them; keys outside the format are left out.
pub fn riddle_file_of(json: &Value) -> RiddleFile {
    fn text(value: &Value) -> String {
        match value {
            Value::String(s) => s.clone(),
            Value::Null => String::new(),
            other => other.to_string(),
        }
    }
    fn list<T>(value: &Value, item: impl Fn(&Value) -> T) -> Vec<T> {
        value
            .as_array()
            .map_or_else(Vec::new, |a| a.iter().map(item).collect())
    }
    let strings = |value: &Value| list(value, text);
    let rows = |value: &Value| list(value, strings);
    RiddleFile {
        title: json["title"].as_str().map(str::to_owned),
        description: json["description"].as_str().map(str::to_owned),
        header: strings(&json["header"]),
        start_matrix: rows(&json["startMatrix"]),
        hints: list(&json["hints"], |options| list(options, rows)),
        single_hints: json["singleHints"].as_bool().unwrap_or(false),
        hint_texts: json["hintTexts"].is_array().then(|| strings(&json["hintTexts"])),
        clues: json["clues"].is_array().then(|| strings(&json["clues"])),
        domains: (json["domains"].as_object()).map(|domains| {
            domains
                .iter()
                .map(|(c, values)| (c.clone(), strings(values)))
                .collect()
        }),
    }
}

/// Whether `file` is named as a solution file (`*.expected.json`, beside its riddle), which a
/// folder's riddles leave out too.
pub fn is_solution_file(file: &str) -> bool {
    file.ends_with(".expected.json")
}

/// `files` without the solution files, each named on standard error as left out.
pub fn skip_solution_files(files: &[String]) -> Vec<String> {
    let (solutions, riddles): (Vec<&String>, Vec<&String>) =
        files.iter().partition(|file| is_solution_file(file));
    for file in solutions {
        eprintln!("note: {file}: a solution file (*.expected.json), not a riddle: skipped");
    }
    riddles.into_iter().cloned().collect()
}

/// Says on standard error that `files` hold no riddle.
pub fn no_riddle_files(files: &[String]) {
    let files: Vec<String> = files.iter().map(|f| shown(f)).collect();
    eprintln!("error: no riddle files (*.json, *.zbc) in {}", files.join(", "));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_riddles_json_becomes_its_riddle_file() {
        let text = r#"{"title": "T", "header": ["House", "Pet"], "startMatrix": [[1, null], [2, ""]],
            "hints": [[[["", "cat"]], [["2", "cat"]]]], "singleHints": true, "hintTexts": ["x"],
            "domains": {"Pet": ["cat", "dog"]}, "$schema": "ignored"}"#;
        let file = riddle_file_of(&serde_json::from_str(text).unwrap());
        assert_eq!(
            Riddle::from_file(&file).unwrap(),
            Riddle::from_json(text).unwrap()
        );
        assert_eq!(file.start_matrix, [["1", ""], ["2", ""]]);
        assert_eq!((file.description, file.single_hints), (None, true));
    }
}

//! Reading riddles: files or standard input, JSON or clues, within the input size limit.

use gridriddle::{compile_zbc, ClueErrors, Riddle, RiddleError};
use std::io::Read;

/// The largest input read unless `--max-input-bytes` says otherwise: 16 MiB, a hundred times
/// the largest riddle a person writes, far below the memory it would take to hold more.
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 16 << 20;

/// How an input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// By the file's extension: `.zbc` is clues, anything else (and standard input) JSON.
    Auto,
    /// The JSON riddle format (docs/riddle-format.md).
    Json,
    /// The ZBC clue language (docs/clue-format.md).
    Zbc,
}

/// Where to read and how.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The input's format.
    pub format: Format,
    /// The most bytes read from one input.
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
    /// The clue file is invalid.
    Clues(ClueErrors),
}

impl Problem {
    /// The problem as the JSON object `--json` prints under `"error"`: a riddle's or a clue
    /// file's error in the library's one shape, `{"message"}` for the others.
    pub fn to_json(&self) -> serde_json::Value {
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
                "larger than the input limit of {limit} bytes (raise it with --max-input-bytes)"
            ),
            Problem::Invalid(e) => write!(f, "{e}"),
            // One line per clue error, each with its line and column.
            Problem::Clues(e) => write!(f, "{e}"),
        }
    }
}

/// Prints `problem` on standard error, one line per error, each naming `file`.
pub fn report(file: &str, problem: &Problem) {
    for line in problem.to_string().lines() {
        eprintln!("error: {file}: {line}");
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

/// Whether `file` is read as clues.
pub fn is_zbc(file: &str, format: Format) -> bool {
    match format {
        Format::Zbc => true,
        Format::Json => false,
        Format::Auto => file.ends_with(".zbc"),
    }
}

/// The riddle in `file`, parsed from JSON or compiled from clues.
pub fn load(file: &str, source: Source) -> Result<Riddle, Problem> {
    let text = read(file, source.max_bytes)?;
    parse(file, &text, source)
}

/// The riddle in `text`, read from `file`: parsed from JSON or compiled from clues.
pub fn parse(file: &str, text: &str, source: Source) -> Result<Riddle, Problem> {
    if is_zbc(file, source.format) {
        Riddle::from_zbc(text).map_err(Problem::Clues)
    } else {
        Riddle::from_json(text).map_err(Problem::Invalid)
    }
}

/// The riddle JSON of `file`: its text checked, or the riddle its clues compile to.
pub fn riddle_json(file: &str, source: Source) -> Result<serde_json::Value, Problem> {
    let text = read(file, source.max_bytes)?;
    if is_zbc(file, source.format) {
        let file = compile_zbc(&text).map_err(Problem::Clues)?;
        Ok(serde_json::to_value(&file).expect("a riddle file serialises"))
    } else {
        Riddle::from_json(&text).map_err(Problem::Invalid)?;
        Ok(serde_json::from_str(&text).expect("a valid riddle is valid JSON"))
    }
}

//! The riddle files an example is given, most often the corpus beside the repository
//! (`../shared/corpus`): a path that is not there, or a file that cannot be read or parsed, is
//! said in one line on standard error and the example exits with status 2, without a panic.
//! Included by the examples with `#[path]`.

// Each example uses a part of it.
#![allow(dead_code)]

use std::path::Path;
use std::process::exit;

/// Prints `error: {message}` to standard error and exits with status 2.
pub fn fail(message: impl std::fmt::Display) -> ! {
    eprintln!("error: {message}");
    exit(2)
}

/// What is missing on the way to the file `path`, said in one line, or `None` when it is there.
///
/// A folder that is not there is named rather than the file in it, so that a corpus glob the
/// shell could not expand (`../shared/corpus/zebralogic/all/*.json`) reads
/// `../shared/corpus/zebralogic/all: no such folder; the corpus comes with …`.
pub fn missing(path: &Path) -> Option<String> {
    if path.exists() {
        return None;
    }
    Some(
        match path.parent().filter(|p| !p.as_os_str().is_empty() && !p.exists()) {
            Some(folder) => no_such(folder, "folder"),
            None => no_such(path, "file"),
        },
    )
}

/// `{path}: no such {kind}`, and where the corpus comes from when `path` is in one.
fn no_such(path: &Path, kind: &str) -> String {
    let said = format!("{}: no such {kind}", path.display());
    if path.components().any(|c| c.as_os_str() == "corpus") {
        format!(
            "{said}; the corpus comes with the project's shared folder (shared/corpus), beside the repository"
        )
    } else {
        said
    }
}

/// Exits with one line when the folder `dir` is not there.
pub fn require_folder(dir: &Path) {
    if !dir.is_dir() {
        fail(no_such(dir, "folder"))
    }
}

/// Exits with the line of [`missing`] when `path` is not there.
pub fn require(path: &Path) {
    if let Some(message) = missing(path) {
        fail(message)
    }
}

/// The text of the file `path`, or the exit of [`require`] and [`fail`].
pub fn read(path: &str) -> String {
    require(Path::new(path));
    std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{path}: {e}")))
}

/// The riddle of `text`, read from the file `path`, or [`fail`] with the error.
pub fn riddle(path: &str, text: &str) -> gridriddle::Riddle {
    gridriddle::Riddle::from_json(text).unwrap_or_else(|e| fail(format!("{path}: {e}")))
}

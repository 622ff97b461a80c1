//! The riddle files of a corpus folder: one helper for the tests (through `common`), the
//! benchmarks and the examples, each of which includes this file with `#[path]`, so that reading
//! files stays out of the library.

use std::path::{Path, PathBuf};

/// The riddles of a corpus folder (`<id>.json`, not `<id>.expected.json`), sorted.
pub fn riddle_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "json")
            && !path.to_string_lossy().ends_with(".expected.json")
        {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

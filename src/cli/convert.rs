//! `gridriddle convert`: the riddle JSON of a file, clues compiled to hints, laid out as the
//! sample files (one matrix row, one hint or one option a line).

use super::input::{self, Source};
use std::io::Write;

/// The arguments of `gridriddle convert`.
#[derive(clap::Args)]
pub struct ConvertArgs {
    /// The riddle file (`-` reads standard input).
    file: String,
    #[command(flatten)]
    source: Source,
}

impl ConvertArgs {
    /// Prints the riddle JSON, or the error.
    pub fn run(self, out: &mut impl Write) -> std::io::Result<bool> {
        match input::riddle_file(&self.file, self.source) {
            Ok(file) => {
                write!(out, "{}", file.to_json_pretty())?;
                Ok(true)
            }
            Err(problem) => {
                input::report(&self.file, &problem);
                Ok(false)
            }
        }
    }
}

//! The command line's subcommands over the library's public API, one module each (or one per
//! close group): each declares its arguments as a struct (clap's `Args`) whose `run` writes the
//! answer to `out` and returns whether every input was read and valid (exit status 0) or not
//! (2); errors go to standard error, one line per bad input. `main.rs` only names them.

pub mod batch;
pub mod check;
pub mod convert;
pub mod count;
pub mod dataset;
pub mod evaluate;
pub mod input;
pub mod make;
#[cfg(feature = "parquet")]
pub mod parquet;
pub mod play;
pub mod samples;
pub mod solve;
pub mod solve_json;
pub mod solve_text;
pub mod table;
pub mod verify;
pub mod words;

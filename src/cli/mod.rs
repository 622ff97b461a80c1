//! The command line's subcommands, one module each, over the library's public API.
//!
//! `main.rs` declares the arguments and calls one function here per subcommand. Each function
//! writes its answer to `out` and returns whether every input was read and valid (exit status 0)
//! or not (2); errors go to standard error, one line per bad input.

pub mod batch;
pub mod dataset;
pub mod input;
pub mod make;
pub mod play;
pub mod solve;
pub mod table;

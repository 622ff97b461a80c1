//! The `json` fuzz target (see the crate docs, fuzz/src/lib.rs): run with `fuzz/fuzz.sh json`.
//! Outside AFL++ it reads one input from standard input: `target/release/json < input`.

fn main() {
    afl::fuzz!(|data: &[u8]| gridriddle_fuzz::json(data));
}

//! The `record` fuzz target (see the crate docs, fuzz/src/lib.rs): run with `fuzz/fuzz.sh record`.
//! Outside AFL++ it reads one input from standard input: `target/release/record < input`.

fn main() {
    afl::fuzz!(|data: &[u8]| gridriddle_fuzz::record(data));
}

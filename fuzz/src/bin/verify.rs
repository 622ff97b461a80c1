//! The `verify` fuzz target (see the crate docs, fuzz/src/lib.rs): run with `fuzz/fuzz.sh verify`.
//! Outside AFL++ it reads one input from standard input: `target/release/verify < input`.

fn main() {
    // Before the fork server starts (afl::fuzz! starts it): the samples are read and solved once.
    let riddles = gridriddle_fuzz::Riddles::samples();
    afl::fuzz!(|data: &[u8]| gridriddle_fuzz::verify(&riddles, data));
}

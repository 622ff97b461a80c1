//! The `zbc` fuzz target (see the crate docs, fuzz/src/lib.rs): run with `fuzz/fuzz.sh zbc`.
//! Outside AFL++ it reads one input from standard input: `target/release/zbc < input`.

fn main() {
    afl::fuzz!(|data: &[u8]| gridriddle_fuzz::zbc(data));
}

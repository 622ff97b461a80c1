//! The `import` fuzz target (see the crate docs, fuzz/src/lib.rs): run with `fuzz/fuzz.sh import`.
//! Outside AFL++ it reads one input from standard input: `target/release/import < input`.

fn main() {
    afl::fuzz!(|data: &[u8]| gridriddle_fuzz::import(data));
}

//! The large riddles of `tests/fixtures/large/` (made by `scripts/gen_large.sh` with the
//! library's generator; see the folder's README) solved completely, steps off, and compared with
//! the solution the generator planted: exactly that one solution, the search complete.
//!
//! The heavier riddles take seconds even in release and minutes in a debug build, so they are
//! `#[ignore]`d here: `cargo test --release --test large -- --include-ignored` runs them all.

mod common;

use gridriddle::{solve_riddle, Riddle, SolveOptions};
use std::path::{Path, PathBuf};

/// The fixtures folder.
fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/large")
}

/// Whether the fixtures are here: the published package leaves them out (Cargo.toml's
/// `include`), and then the tests say so and skip.
fn here() -> bool {
    let there = dir().is_dir();
    if !there {
        println!("skipped: tests/fixtures/large is not here (the published package leaves it out)");
    }
    there
}

/// Solves fixture `name` (without `.json`) with no node limit and checks that the one solution
/// found is the planted one and that the search proved there is no other: on 1, 2 and 4
/// threads, each counting one solution too.
fn check(name: &str) {
    // Split after a few nodes, so that the quick riddles are split too.
    gridriddle::search::split_searches_after(16);
    for threads in [1, 2, 4] {
        check_on(name, threads);
    }
}

/// [`check`] on `threads` threads.
fn check_on(name: &str, threads: usize) {
    let path = dir().join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let riddle = Riddle::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let solved = solve_riddle(
        &riddle,
        &SolveOptions {
            max_solutions: 2,
            max_nodes: None,
            steps: false,
            max_memory: None,
            threads,
        },
    );
    assert!(solved.complete, "{name} ({threads} threads): search not complete");
    let expected = common::expected(&path.with_extension("expected.json"));
    assert_eq!(expected.len(), 1, "{name}: one planted solution");
    assert_eq!(
        common::found(&riddle, &solved),
        expected,
        "{name} ({threads} threads)"
    );
    let options = SolveOptions {
        max_nodes: None,
        max_memory: None,
        threads,
        ..SolveOptions::default()
    };
    let count = gridriddle::count_solutions(&riddle, &options);
    assert_eq!(
        (count.count, count.complete),
        (1, true),
        "{name}: count on {threads} threads"
    );
}

#[test]
fn every_fixture_is_checked_here() {
    if !here() {
        return;
    }
    let on_disk: Vec<String> = common::riddle_files(&dir())
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let mut listed: Vec<&str> = QUICK.iter().chain(HEAVY).copied().collect();
    listed.sort_unstable();
    assert_eq!(on_disk, listed);
}

/// Fixtures a debug build solves in about two seconds together (release: 60 ms).
const QUICK: &[&str] = &["20x10-s1", "20x10-s2", "20x10-s3", "25x10-s3"];

/// Fixtures that take 0.2 s to 2 s each in a quiet release build (50×6-s1: 16 s), minutes in
/// a debug build.
const HEAVY: &[&str] = &[
    "20x20-s1", "20x20-s2", "25x10-s1", "25x10-s2", "40x6-s1", "40x6-s2", "50x6-s1",
];

#[test]
fn quick_large_riddles_have_exactly_their_planted_solution() {
    if !here() {
        return;
    }
    for name in QUICK {
        check(name);
    }
}

#[test]
#[ignore = "seconds in release, minutes in debug: cargo test --release --test large -- --include-ignored"]
fn heavy_large_riddles_have_exactly_their_planted_solution() {
    if !here() {
        return;
    }
    for name in HEAVY {
        check(name);
    }
}

//! How many different riddles consecutive seeds give: for each size and level, the riddles of
//! seeds 1…SEEDS and how many distinct sets of hints they have (issue "promises that hold": a
//! `for seed in range(N)` loop must not fill a data set with copies).
//!
//! ```sh
//! cargo run --release --example distinct_seeds -- [SEEDS] [SIZE:LEVEL,...]
//! cargo run --release --example distinct_seeds -- 1000 3x3:hard,4x4:expert,5x5:hard,6x6:expert,5x5:none
//! ```

#[path = "common/args.rs"]
mod args;

use gridriddle::generate::{generate, GenerateOptions};
use std::collections::BTreeSet;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seeds = args::number(&args, 1, "SEEDS", 1000);
    let cases = args.get(2).map_or(
        "3x3:hard,4x4:expert,5x5:hard,6x6:expert,3x3:none,4x4:none,5x5:none,6x6:none",
        String::as_str,
    );
    println!("| size | level | riddles made | distinct sets of hints |");
    println!("| --- | --- | ---: | ---: |");
    for case in cases.split(',') {
        let Some((size, level)) = case.split_once(':') else {
            eprintln!("error: {case:?}: expected SIZE:LEVEL, like 6x6:hard or 6x6:none");
            std::process::exit(2)
        };
        let ((rows, columns), difficulty) = (args::size(size), args::level(level));
        let mut made = 0;
        let mut distinct = BTreeSet::new();
        for seed in 1..=seeds {
            let options = GenerateOptions {
                rows,
                columns,
                seed,
                difficulty,
                ..GenerateOptions::default()
            };
            if let Ok(g) = generate(&options) {
                made += 1;
                let hints: BTreeSet<_> = g.file.hints.into_iter().collect();
                distinct.insert(hints);
            }
        }
        println!("| {size} | {level} | {made} | {} |", distinct.len());
    }
}

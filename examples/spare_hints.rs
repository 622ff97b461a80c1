//! Hints to spare in generated riddles: for each size and level, seeds 1…SEEDS, how many hints
//! `gridriddle hints --redundant` finds (the solutions stay the same without the hint), and how
//! many of those could go keeping the level too (the riddle without it rated the same). The
//! generator promises none of the second kind at any size (none of the first without a level).
//!
//! ```sh
//! cargo run --release --example spare_hints -- [SEEDS] [SIZES] [LEVELS]
//! cargo run --release --example spare_hints -- 20 8x6,10x8,15x10 easy,medium,hard,expert
//! ```

#[path = "common/args.rs"]
mod args;

use gridriddle::{
    generate::{generate, rate, GenerateOptions},
    play::redundant_hints_within,
    Riddle,
};

/// The node budget of `gridriddle hints --redundant` (its default).
const HINTS_MAX_NODES: u64 = 20_000_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seeds = args::number(&args, 1, "SEEDS", 20);
    let sizes = args.get(2).map_or("8x6,10x8,15x10", String::as_str);
    let levels = args.get(3).map_or("easy,medium,hard,expert", String::as_str);
    println!("| size | level | riddles | hints | redundant | redundant, same level | riddles with any |");
    println!("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    for size in sizes.split(',') {
        let (rows, columns) = args::size(size);
        for level in levels.split(',') {
            let difficulty = args::level(level);
            let (mut riddles, mut hints, mut redundant, mut same_level, mut with_any) = (0, 0, 0, 0, 0);
            for seed in 1..=seeds {
                let options = GenerateOptions {
                    rows,
                    columns,
                    seed,
                    difficulty,
                    ..GenerateOptions::default()
                };
                let Ok(made) = generate(&options) else { continue };
                riddles += 1;
                hints += made.riddle.hints().len();
                let spare = redundant_hints_within(&made.riddle, Some(HINTS_MAX_NODES));
                assert!(spare.complete, "{size} {level} seed {seed}: the search ran out");
                redundant += spare.hints.len();
                let keeps_level = spare
                    .hints
                    .iter()
                    .filter(|&&h| {
                        let mut fewer = made.file.clone();
                        fewer.hints.remove(h);
                        if let Some(texts) = fewer.hint_texts.as_mut() {
                            texts.remove(h);
                        }
                        let riddle = Riddle::from_file(&fewer).expect("a valid riddle");
                        difficulty.is_none_or(|_| rate(&riddle).difficulty == made.rating.difficulty)
                    })
                    .count();
                same_level += keeps_level;
                with_any += usize::from(keeps_level > 0);
            }
            println!("| {size} | {level} | {riddles} | {hints} | {redundant} | {same_level} | {with_any} |");
        }
    }
}

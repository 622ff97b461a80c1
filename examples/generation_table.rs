//! The generator's table: for each size and level, the share of seeds that give a riddle and the
//! median and 90th-percentile time of a request (success or failure), as in docs/generating.md.
//!
//! ```sh
//! cargo run --release --example generation_table -- [SEEDS] [SIZES] [LEVELS]
//! cargo run --release --example generation_table -- 10 6x6,20x10 easy,expert
//! ```
//!
//! Every request uses the default options (node budget and attempts), as `gridriddle generate
//! --rows R --cols C --difficulty L --seed S` does; seeds are 1…SEEDS.

use gridriddle::generate::{generate, Difficulty, GenerateOptions};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seeds: u64 = args.get(1).map_or(10, |s| s.parse().expect("SEEDS: a number"));
    let sizes: Vec<(usize, usize)> = args
        .get(2)
        .map_or("6x6,8x6,10x8,15x10,20x10", String::as_str)
        .split(',')
        .map(|s| {
            let (r, c) = s.split_once('x').expect("SIZES: like 6x6,20x10");
            (r.parse().expect("rows"), c.parse().expect("columns"))
        })
        .collect();
    let levels: Vec<Difficulty> = args
        .get(3)
        .map_or("easy,medium,hard,expert", String::as_str)
        .split(',')
        .map(|s| s.parse().expect("LEVELS: easy,medium,hard,expert"))
        .collect();
    println!("| size | level | made | median | p90 | attempts (median) |");
    println!("| --- | --- | --- | --- | --- | --- |");
    for &(rows, columns) in &sizes {
        for &level in &levels {
            let mut times = Vec::new();
            let mut made = 0;
            let mut attempts = Vec::new();
            let mut error = None;
            for seed in 1..=seeds {
                let options = GenerateOptions {
                    rows,
                    columns,
                    seed,
                    difficulty: Some(level),
                    ..GenerateOptions::default()
                };
                let start = Instant::now();
                let result = generate(&options);
                times.push(start.elapsed().as_secs_f64());
                match result {
                    Ok(g) => {
                        assert_eq!(g.rating.difficulty, level);
                        made += 1;
                        attempts.push(g.attempts);
                    }
                    Err(e) => error = Some(e.to_string()),
                }
            }
            times.sort_by(f64::total_cmp);
            attempts.sort_unstable();
            let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
            println!(
                "| {rows}×{columns} | {level} | {made}/{seeds} | {} | {} | {} |",
                secs(at(0.5)),
                secs(at(0.9)),
                attempts
                    .get(attempts.len() / 2)
                    .map_or("–".to_owned(), u32::to_string)
            );
            if made < seeds {
                if let Some(e) = error {
                    eprintln!("  {rows}×{columns} {level}: {e}");
                }
            }
        }
    }
}

fn secs(s: f64) -> String {
    if s < 1.0 {
        format!("{:.0} ms", s * 1000.0)
    } else {
        format!("{s:.1} s")
    }
}

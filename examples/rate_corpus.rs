//! Rates riddle files and prints the distribution of difficulty levels by size.
//!
//! ```sh
//! cargo run --release --example rate_corpus -- ../shared/corpus/zebralogic/all/*.json
//! ```
//!
//! Files ending in `.expected.json` are skipped. The size of a riddle is rows × columns after the
//! first (ZebraLogic's houses × attributes). `--each` also prints one line per file. A file that
//! is not there (the corpus is not beside the repository), or not a riddle, is said in one line
//! on standard error, and the example exits with status 2.
//!
//! `--generate RxC:N` (repeatable) rates generated riddles instead: N riddles of R rows and C
//! attribute columns, seeds 0 to N − 1, with the time each size took.
//!
//! ```sh
//! cargo run --release --example rate_corpus -- --generate 6x6:100 --generate 10x6:20
//! ```

#[path = "common/corpus.rs"]
mod corpus;

use gridriddle::generate::{generate, rate, Difficulty, GenerateOptions};
use std::collections::BTreeMap;
use std::time::Instant;

type Table = BTreeMap<(usize, usize), BTreeMap<Difficulty, (usize, u64)>>;

fn main() {
    let mut each = false;
    let mut files = Vec::new();
    let mut sizes = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--each" => each = true,
            "--generate" => sizes.push(parse_size(&args.next().unwrap_or_default())),
            _ if arg.ends_with(".expected.json") => {}
            _ => files.push(arg),
        }
    }
    for f in &files {
        corpus::require(std::path::Path::new(f));
    }
    let mut table = Table::new();
    for (rows, columns, count) in sizes {
        let start = Instant::now();
        let mut hints = 0;
        for seed in 0..count {
            let options = GenerateOptions {
                rows,
                columns,
                seed,
                ..GenerateOptions::default()
            };
            let made = generate(&options)
                .unwrap_or_else(|e| corpus::fail(format!("{rows}x{columns} seed {seed}: {e}")));
            hints += made.riddle.hints().len();
            if each {
                println!(
                    "{rows}x{columns} seed {seed}\t{}",
                    serde_json::to_string(&made.rating).unwrap()
                );
            }
            add(
                &mut table,
                (rows, columns),
                made.rating.difficulty,
                made.rating.score,
            );
        }
        eprintln!(
            "{rows}x{columns}: {count} riddles in {:.3} s ({:.2} ms each, {:.1} hints each)",
            start.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64() * 1000.0 / count as f64,
            hints as f64 / count as f64
        );
    }
    for f in &files {
        let riddle = corpus::riddle(f, &corpus::read(f));
        let rating = rate(&riddle);
        if each {
            println!("{f}\t{}", serde_json::to_string(&rating).unwrap());
        }
        add(
            &mut table,
            (riddle.rows(), riddle.columns() - 1),
            rating.difficulty,
            rating.score,
        );
    }
    print_table(&table);
}

fn add(table: &mut Table, size: (usize, usize), difficulty: Difficulty, score: u64) {
    let cell = table.entry(size).or_default().entry(difficulty).or_default();
    cell.0 += 1;
    cell.1 += score;
}

/// `6x6:100` → (6, 6, 100).
fn parse_size(arg: &str) -> (usize, usize, u64) {
    let parse = || {
        let (size, count) = arg.split_once(':')?;
        let (rows, columns) = size.split_once('x')?;
        Some((rows.parse().ok()?, columns.parse().ok()?, count.parse().ok()?))
    };
    parse().unwrap_or_else(|| corpus::fail(format!("--generate {arg}: expected RxC:N, e.g. 6x6:100")))
}

/// A Markdown table: one line per size, the count of each level (and its mean score).
fn print_table(table: &Table) {
    let mut levels: Vec<Difficulty> = Difficulty::LEVELS.to_vec();
    for row in table.values() {
        levels.extend(row.keys().filter(|d| !d.is_level()));
    }
    levels.sort();
    levels.dedup();
    let names: Vec<&str> = levels.iter().map(|d| d.name()).collect();
    println!("| size | {} |", names.join(" | "));
    println!("| --- |{}", " --- |".repeat(levels.len()));
    let mut total: BTreeMap<Difficulty, (usize, u64)> = BTreeMap::new();
    for (&(rows, cols), row) in table {
        let cells: Vec<String> = levels.iter().map(|d| cell(row.get(d))).collect();
        println!("| {rows}×{cols} | {} |", cells.join(" | "));
        for (d, (n, s)) in row {
            let t = total.entry(*d).or_default();
            t.0 += n;
            t.1 += s;
        }
    }
    let cells: Vec<String> = levels.iter().map(|d| cell(total.get(d))).collect();
    println!("| all | {} |", cells.join(" | "));
}

/// `12 (7.5)`: the count and the mean score, or `0`.
fn cell(entry: Option<&(usize, u64)>) -> String {
    match entry {
        Some(&(n, score)) if n > 0 => format!("{n} ({:.1})", score as f64 / n as f64),
        _ => "0".to_owned(),
    }
}

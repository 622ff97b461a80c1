//! Measures `verify` on gridriddle's own reasoning traces: the share justified, how many
//! mutations of them it catches (one step removed, one claim altered, one clue number changed),
//! and the time per answer.
//!
//! ```sh
//! cargo run --release --example verify_traces -- --count 200
//! ```
//!
//! The riddles are items 0.. of the data set of seed 41 with 4–6 rows and 4–6 attribute columns
//! (`gridriddle dataset --seed 41 --rows 4..6 --cols 4..6`). Each mutation is made once per
//! riddle, at a place drawn from the riddle's index:
//!
//! - **step removed**: a step other than the last; caught when a later step is no longer
//!   justified;
//! - **claim altered**: the value of one claim of a step replaced by another value of its column
//!   (so the claim is false in the riddle's one solution); caught when that step is judged false;
//! - **clue changed**: one cited clue number of a step that cites clues replaced by another clue
//!   number; caught when that step is no longer justified (sometimes the other clue justifies it
//!   too: then it is not a mistake to catch).
//!
//! Times are wall-clock on whatever machine runs it (say how loaded it was): the time of the
//! verification of all the unaltered answers, and of those of 6×6 riddles alone.

use gridriddle::dataset::{dataset_item, DatasetOptions};
use gridriddle::verify::{reasoning, verify_steps, Verdict, VerifyOptions};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args
        .iter()
        .position(|a| a == "--count")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let options = DatasetOptions {
        seed: 41,
        rows: (4, 6),
        columns: (4, 6),
        ..DatasetOptions::default()
    };
    let verify_options = VerifyOptions::default();
    let (mut steps_total, mut justified_total, mut undecided_total) = (0usize, 0usize, 0usize);
    let mut traces_all_justified = 0usize;
    let mut removed: BTreeMap<String, usize> = BTreeMap::new();
    let mut altered: BTreeMap<String, usize> = BTreeMap::new();
    let mut changed: BTreeMap<String, usize> = BTreeMap::new();
    let mut time_all = Duration::ZERO;
    let (mut time_mutated, mut mutated) = (Duration::ZERO, 0usize);
    let (mut time_6x6, mut answers_6x6, mut steps_6x6) = (Duration::ZERO, 0usize, 0usize);
    let mut answers = 0usize;
    let mut traces_6x6: Vec<(gridriddle::Riddle, Vec<String>)> = Vec::new();
    for index in 0..count {
        let item = dataset_item(&options, index).expect("the data set's items are made");
        let riddle = &item.generated.riddle;
        let trace = reasoning(riddle);
        let started = Instant::now();
        let checked = verify_steps(riddle, &trace, &verify_options);
        let took = started.elapsed();
        time_all += took;
        answers += 1;
        if riddle.rows() == 6 && riddle.columns() == 7 {
            time_6x6 += took;
            answers_6x6 += 1;
            steps_6x6 += trace.len();
            traces_6x6.push((riddle.clone(), trace.clone()));
        }
        steps_total += trace.len();
        let justified = checked
            .steps
            .iter()
            .filter(|s| s.verdict == Verdict::Justified)
            .count();
        justified_total += justified;
        undecided_total += checked.summary.undecided;
        if justified == trace.len() {
            traces_all_justified += 1;
        } else {
            for (k, step) in checked.steps.iter().enumerate() {
                if step.verdict != Verdict::Justified {
                    eprintln!(
                        "item {index}, step {}: {:?}: {} — {}",
                        k + 1,
                        step.verdict,
                        step.text,
                        step.why
                    );
                }
            }
        }
        if trace.len() < 2 {
            continue;
        }
        let pick = |n: usize, salt: u64| ((index.wrapping_mul(2654435761) ^ salt) % n as u64) as usize;
        // One step removed: caught when a later step is no longer justified.
        let k = pick(trace.len() - 1, 1);
        let mut without = trace.clone();
        without.remove(k);
        let started = Instant::now();
        let after = verify_steps(riddle, &without, &verify_options);
        time_mutated += started.elapsed();
        mutated += 1;
        let first_bad = after.steps[k..].iter().find(|s| s.verdict != Verdict::Justified);
        *removed
            .entry(first_bad.map_or("not caught".to_owned(), |s| format!("caught as {:?}", s.verdict)))
            .or_default() += 1;
        // One claim altered: another value of its column.
        let k = pick(trace.len(), 2);
        let claim = &checked.steps[k].claims[0];
        let column = riddle
            .header()
            .iter()
            .position(|h| *h == claim.column)
            .expect("a column");
        let values = riddle.values(column);
        let at = values.iter().position(|v| *v == claim.value).expect("a value");
        let other = &values[(at + 1) % values.len()];
        let mut wrong = trace.clone();
        wrong[k] = wrong[k].replacen(&format!(" is {}", claim.value), &format!(" is {other}"), 1);
        let started = Instant::now();
        let after = verify_steps(riddle, &wrong, &verify_options);
        time_mutated += started.elapsed();
        mutated += 1;
        *altered
            .entry(format!("caught as {:?}", after.steps[k].verdict))
            .or_default() += 1;
        // One clue number changed, in a step that cites clues.
        let citing: Vec<usize> = (0..trace.len())
            .filter(|&i| !checked.steps[i].cites.is_empty())
            .collect();
        if citing.is_empty() {
            continue;
        }
        let k = citing[pick(citing.len(), 3)];
        let cites = &checked.steps[k].cites;
        let hints = riddle.hints().len();
        let old = cites[pick(cites.len(), 4)];
        let new = (1..=hints)
            .map(|d| (old - 1 + d) % hints + 1)
            .find(|c| !cites.contains(c))
            .unwrap_or(old);
        let mut other_clue = trace.clone();
        other_clue[k] = renumber(&other_clue[k], old, new);
        let started = Instant::now();
        let after = verify_steps(riddle, &other_clue, &verify_options);
        time_mutated += started.elapsed();
        mutated += 1;
        let verdict = after.steps[k].verdict;
        *changed
            .entry(if verdict == Verdict::Justified {
                "not caught (still justified)".to_owned()
            } else {
                format!("caught as {verdict:?}")
            })
            .or_default() += 1;
    }
    println!("riddles: {count} (data set seed 41, 4–6 rows × 4–6 attribute columns)");
    println!(
        "traces: {steps_total} steps, {justified_total} justified ({:.2}%), {undecided_total} undecided; {traces_all_justified} of {count} traces all justified",
        100.0 * justified_total as f64 / steps_total.max(1) as f64
    );
    println!("one step removed: {removed:?}");
    println!("one claim altered: {altered:?}");
    println!("one clue number changed: {changed:?}");
    println!(
        "time: {answers} answers verified in {:.3} s ({:.2} ms per answer, {:.3} ms per step)",
        time_all.as_secs_f64(),
        1000.0 * time_all.as_secs_f64() / answers.max(1) as f64,
        1000.0 * time_all.as_secs_f64() / steps_total.max(1) as f64
    );
    println!(
        "time: {mutated} mutated answers (a leap or a false step each, mostly) in {:.3} s ({:.2} ms per answer)",
        time_mutated.as_secs_f64(),
        1000.0 * time_mutated.as_secs_f64() / mutated.max(1) as f64
    );
    if answers_6x6 > 0 {
        println!(
            "6×6: {answers_6x6} answers, {:.1} steps each on average, {:.2} ms per answer",
            steps_6x6 as f64 / answers_6x6 as f64,
            1000.0 * time_6x6.as_secs_f64() / answers_6x6 as f64
        );
        // 1,000 answers: the 6×6 traces one after the other, again and again, on one thread.
        let long: Vec<(&gridriddle::Riddle, &Vec<String>)> = traces_6x6.iter().map(|(r, t)| (r, t)).collect();
        let started = Instant::now();
        let mut steps_done = 0usize;
        for i in 0..1000 {
            let (riddle, steps) = &long[i % long.len()];
            let checked = verify_steps(riddle, steps, &verify_options);
            steps_done += checked.steps.len();
        }
        let took = started.elapsed().as_secs_f64();
        println!(
            "1,000 answers of 6×6 riddles, {:.1} steps each: {took:.2} s on one thread ({:.2} ms per answer, {:.3} ms per step)",
            steps_done as f64 / 1000.0,
            1000.0 * took / 1000.0,
            1000.0 * took / steps_done as f64
        );
    }
}

/// `text` with the clue number `old` written as `new` (in "clue 3", "clues 3 and 5").
fn renumber(text: &str, old: usize, new: usize) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let mut out: Vec<String> = Vec::new();
    let mut in_citation = false;
    for word in words {
        let bare = word.trim_end_matches([':', ',', '.']);
        if bare == "clue" || bare == "clues" {
            in_citation = true;
        } else if in_citation && bare == old.to_string() {
            out.push(word.replacen(bare, &new.to_string(), 1));
            in_citation = false;
            continue;
        } else if !(bare == "and" || bare.bytes().all(|b| b.is_ascii_digit())) {
            in_citation = false;
        }
        out.push(word.to_owned());
    }
    out.join(" ")
}

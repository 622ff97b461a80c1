//! Bounds reasoning measured against the rules' fixpoints (issue 54, item 1): does a value's
//! earliest and latest row, pushed through the chains of order and distance clues to a fixpoint,
//! remove rows that the rules (hints revised to their fixpoint, the column rule) leave?
//!
//! The bounds reasoning here is written apart from `hints.rs`, from the riddle's own hints (each a
//! list of options, each option a rigid block at offsets, as "directly left of", "next to",
//! "directly between", "there are k houses between" and "somewhere left of" are written), on
//! intervals: an option's placements are those that keep each of its values between its earliest
//! and latest row; a value every fitting option mentions is bounded by the earliest and latest
//! rows those placements give it; each value's bounds then move past the rows it no longer has,
//! and all of it is iterated to a fixpoint. It is run at every node of a depth-first search of
//! the large riddles (the search of `search.rs` without last-conflict branching: dom/wdeg, the
//! value at its first row, then not there), on the riddle matrix the rules left.
//!
//! The finding, held by the tests below: it removes nothing. Each hint revision narrows the
//! hint's values to the rows some fitting placement allows (domain consistency on the hint),
//! which is never weaker than the hint's bounds, so that the fixpoint of the revisions is a
//! fixpoint of the bounds reasoning too. (From the start matrix, before the rules run, it does
//! remove rows: the check below that it is not idle.)

use super::compile::model_in;
use super::model::Model;
use super::sink::NoSteps;
use super::state::{Rows, State};
use crate::riddle::{Riddle, BLANK};

/// A hint as the bounds reasoning reads it: per option, its literals (global value, row offset)
/// and its height; and the values every option mentions.
struct OrderHint {
    options: Vec<(Vec<(usize, usize)>, usize)>,
    everywhere: Vec<usize>,
}

/// The riddle's hints as literals of the model's global values (a riddle of rigid options,
/// `singleHints: false`).
fn order_hints(riddle: &Riddle, model: &Model) -> Vec<OrderHint> {
    assert!(!riddle.single_hints());
    riddle
        .hints()
        .iter()
        .map(|hint| {
            let options: Vec<(Vec<(usize, usize)>, usize)> = hint
                .iter()
                .map(|option| {
                    let mut lits = Vec::new();
                    for ((row, column), &id) in option.indexed_iter() {
                        if id != BLANK {
                            let v = model.table.columns[column].start as usize + usize::from(id) - 1;
                            lits.push((v, row));
                        }
                    }
                    (lits, option.nrows())
                })
                .collect();
            let mut everywhere: Vec<usize> = options[0].0.iter().map(|&(v, _)| v).collect();
            everywhere.retain(|v| options.iter().all(|(lits, _)| lits.iter().any(|(u, _)| u == v)));
            OrderHint { options, everywhere }
        })
        .collect()
}

/// The rows from `lo` to `hi` (both in), as a row set.
fn span(lo: i64, hi: i64) -> Rows {
    if lo > hi {
        return 0;
    }
    let width = (hi - lo + 1) as u32;
    let ones = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    ones << lo
}

/// Bounds reasoning to a fixpoint over `row_sets` (of a riddle of `rows` rows): the rows it
/// removed, or `None` when some hint has no fitting option left or a value no row.
fn bounds_fixpoint(hints: &[OrderHint], rows: usize, row_sets: &mut [Rows]) -> Option<u64> {
    let earliest = |d: Rows| i64::from(d.trailing_zeros());
    let latest = |d: Rows| 63 - i64::from(d.leading_zeros());
    let mut removed = 0u64;
    loop {
        let mut changed = false;
        for hint in hints {
            // Per value of `everywhere`, its earliest and latest row over the fitting options.
            let mut bounds = vec![(i64::MAX, i64::MIN); hint.everywhere.len()];
            let mut fitting = 0;
            for (lits, height) in &hint.options {
                let (mut first, mut last) = (0i64, (rows - height) as i64);
                for &(v, d) in lits {
                    first = first.max(earliest(row_sets[v]) - d as i64);
                    last = last.min(latest(row_sets[v]) - d as i64);
                }
                if first > last {
                    continue;
                }
                fitting += 1;
                for (i, v) in hint.everywhere.iter().enumerate() {
                    let d = lits.iter().find(|(u, _)| u == v).expect("mentioned").1 as i64;
                    bounds[i] = (bounds[i].0.min(first + d), bounds[i].1.max(last + d));
                }
            }
            if fitting == 0 {
                return None;
            }
            for (i, &v) in hint.everywhere.iter().enumerate() {
                let kept = row_sets[v] & span(bounds[i].0, bounds[i].1);
                if kept == 0 {
                    return None;
                }
                if kept != row_sets[v] {
                    removed += u64::from((row_sets[v] & !kept).count_ones());
                    row_sets[v] = kept;
                    changed = true;
                }
            }
        }
        if !changed {
            return Some(removed);
        }
    }
}

/// What the search below saw.
#[derive(Debug, Default, PartialEq, Eq)]
struct Seen {
    /// Nodes (the root and every branch taken), as the search counts them.
    nodes: u64,
    /// Nodes whose rules reached a fixpoint (no conflict).
    fixpoints: u64,
    /// Fixpoints where bounds reasoning removed some row, and the rows it removed in all.
    narrowed: u64,
    removed: u64,
    /// Fixpoints where bounds reasoning found a conflict the rules did not.
    failed: u64,
    solutions: u64,
}

/// A depth-first search of `model` from `state` (the branching of `search.rs` without its
/// last-conflict rule and its probing at the root), bounds reasoning run on every fixpoint.
fn walk(model: &mut Model, hints: &[OrderHint], state: &mut State, seen: &mut Seen) {
    seen.nodes += 1;
    if model.propagate(state, &mut NoSteps).is_err() {
        return;
    }
    seen.fixpoints += 1;
    let mut copy = state.row_sets.clone();
    match bounds_fixpoint(hints, model.table.rows, &mut copy) {
        Some(0) => {}
        Some(removed) => {
            seen.narrowed += 1;
            seen.removed += removed;
        }
        None => seen.failed += 1,
    }
    let Some(v) = model.weights.choose(state) else {
        seen.solutions += 1;
        return;
    };
    let row = state.row_sets[v].trailing_zeros() as usize;
    for first in [true, false] {
        let mark = state.mark();
        if first {
            model.assume::<NoSteps>(state, v, row);
        } else {
            model.exclude(state, v, row, &mut NoSteps);
        }
        walk(model, hints, state, seen);
        state.undo(mark);
    }
}

/// Searches `json` (a riddle of the large set) with bounds reasoning measured at every fixpoint.
fn measure(json: &str) -> Seen {
    let riddle = Riddle::from_json(json).unwrap();
    let mut model = model_in(&riddle, |_| true, false, true, Model::default());
    let hints = order_hints(&riddle, &model);
    let mut state = model.start();
    model.schedule_all::<NoSteps>();
    let mut seen = Seen::default();
    walk(&mut model, &hints, &mut state, &mut seen);
    seen
}

#[test]
fn bounds_reasoning_is_not_idle_from_the_start_matrix() {
    // Before the rules run, the chains of order clues do move bounds: the check above would see
    // a removal if the rules left one.
    let riddle = Riddle::from_json(include_str!("../../tests/fixtures/large/20x10-s1.json")).unwrap();
    let model = model_in(&riddle, |_| true, false, true, Model::default());
    let hints = order_hints(&riddle, &model);
    let mut row_sets = model.start().row_sets;
    let removed = bounds_fixpoint(&hints, model.table.rows, &mut row_sets).expect("no conflict");
    assert!(removed > 100, "{removed}");
}

#[test]
fn bounds_reasoning_pushes_through_a_chain_and_finds_what_it_must() {
    // Four rows; A directly left of B, B somewhere left of C (at distance 1 or 2), C next to D.
    // With D in row 1 (index 0), C is in row 2, so B in row 1 and A nowhere: a conflict; with D
    // anywhere, A is not in rows 3-4, B not in row 1 or 4, C not in rows 1-2.
    let json = r#"{"header": ["H", "A", "B", "C", "D"],
        "domains": {"A": ["a", "x", "y", "z"], "B": ["b", "x", "y", "z"], "C": ["c", "x", "y", "z"], "D": ["d", "x", "y", "z"]},
        "startMatrix": [["1", "", "", "", ""], ["2", "", "", "", ""], ["3", "", "", "", ""], ["4", "", "", "", ""]],
        "hints": [
          [[["", "a", "", "", ""], ["", "", "b", "", ""]]],
          [[["", "", "b", "", ""], ["", "", "", "c", ""]], [["", "", "b", "", ""], ["", "", "", "", ""], ["", "", "", "c", ""]]],
          [[["", "", "", "c", ""], ["", "", "", "", "d"]], [["", "", "", "", "d"], ["", "", "", "c", ""]]]
        ]}"#;
    let riddle = Riddle::from_json(json).unwrap();
    let model = model_in(&riddle, |_| true, false, false, Model::default());
    let hints = order_hints(&riddle, &model);
    let value = |c: usize| model.table.columns[c].start as usize; // the first value of column c
    let mut row_sets = model.start().row_sets;
    assert!(bounds_fixpoint(&hints, 4, &mut row_sets).is_some());
    assert_eq!(
        [1, 2, 3].map(|c| row_sets[value(c)]),
        [0b0011, 0b0110, 0b1100] // A rows 1-2, B rows 2-3, C rows 3-4
    );
    let mut row_sets = model.start().row_sets;
    row_sets[value(4)] = 0b0001;
    assert_eq!(bounds_fixpoint(&hints, 4, &mut row_sets), None);
}

/// The 20×10 riddles and the small 25×10 searched to the end: bounds reasoning removes no row at
/// any fixpoint. (Their node counts, 13,583, 3,429, 1,711 and 3,337 when this was written, are
/// those docs/speed.md gives the solver's search without last-conflict branching: this search is
/// the solver's. Stronger rules would change them, not the finding.)
#[test]
fn bounds_reasoning_removes_nothing_the_rules_leave_on_the_smaller_large_riddles() {
    let riddles = [
        include_str!("../../tests/fixtures/large/20x10-s1.json"),
        include_str!("../../tests/fixtures/large/20x10-s2.json"),
        include_str!("../../tests/fixtures/large/20x10-s3.json"),
        include_str!("../../tests/fixtures/large/25x10-s3.json"),
    ];
    for json in riddles {
        let seen = removes_nothing(json);
        assert!(seen.fixpoints > 500, "{seen:?}");
    }
}

/// The same on every large riddle, searched to the end (heavy in a debug build: `cargo test
/// --release --lib solver::bounds_tests -- --ignored`).
#[test]
#[ignore]
fn bounds_reasoning_removes_nothing_the_rules_leave_on_every_large_riddle() {
    let riddles = [
        include_str!("../../tests/fixtures/large/25x10-s1.json"),
        include_str!("../../tests/fixtures/large/25x10-s2.json"),
        include_str!("../../tests/fixtures/large/20x20-s1.json"),
        include_str!("../../tests/fixtures/large/20x20-s2.json"),
        include_str!("../../tests/fixtures/large/40x6-s1.json"),
        include_str!("../../tests/fixtures/large/40x6-s2.json"),
        include_str!("../../tests/fixtures/large/50x6-s1.json"),
    ];
    for json in riddles {
        removes_nothing(json);
    }
}

/// What [`measure`] saw of `json`, once checked that its one solution was found and that
/// bounds reasoning narrowed, removed and failed nothing at any fixpoint.
fn removes_nothing(json: &str) -> Seen {
    let seen = measure(json);
    assert_eq!(seen.solutions, 1);
    assert_eq!((seen.narrowed, seen.removed, seen.failed), (0, 0, 0), "{seen:?}");
    seen
}

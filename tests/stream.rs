//! The solutions one at a time ([`solve_each`]) and counted ([`count_solutions`]) give the answer
//! of [`solve_riddle`]: on the samples, the ZebraLogic dev set, random riddles, and a riddle with
//! 1,710,720 solutions (`tests/fixtures/many-solutions.json`, made by [`riddle_with_true_hints`]).

mod common;

use gridriddle::{
    check_solution, count_solutions, sample, samples, search::solve_each, solve_riddle, Riddle, Solution,
    SolveOptions, Solved, StopReason,
};
use serde_json::json;
use std::collections::HashSet;
use std::ops::ControlFlow;
use std::path::Path;

/// Every option, every limit: steps on and off, many nodes (random riddles can have millions of
/// solutions), the default limits, a few solutions, a few nodes.
fn option_sets() -> Vec<SolveOptions> {
    let mut sets = Vec::new();
    for steps in [false, true] {
        for (max_solutions, max_nodes) in [
            (usize::MAX, Some(5_000)),
            (1000, Some(1_000_000)),
            (2, Some(5_000)),
            (usize::MAX, Some(5)),
        ] {
            sets.push(SolveOptions {
                max_solutions,
                max_nodes,
                steps,
                ..SolveOptions::default()
            });
        }
    }
    sets
}

/// Checks that [`solve_each`] gives the solutions of [`solve_riddle`] in its order, with its
/// answer, that [`count_solutions`] counts them, and that a caller who stops early gets the
/// first ones.
fn assert_same_answers(riddle: &Riddle, what: &str) {
    for options in option_sets() {
        let solved = solve_riddle(riddle, &options);
        let mut each = Vec::new();
        let searched = solve_each(riddle, &options, |s| {
            each.push(s);
            ControlFlow::Continue(())
        });
        assert_eq!(each, solved.solutions, "{what}: {options:?}");
        assert_eq!(searched.found, solved.solutions.len() as u64, "{what}");
        assert_eq!(
            (
                searched.complete,
                searched.stopped,
                searched.stats,
                &searched.conflicts
            ),
            (solved.complete, solved.stopped, solved.stats, &solved.conflicts),
            "{what}: {options:?}"
        );
        // A caller that stops after the first solution.
        if solved.solutions.len() > 1 {
            let mut first = Vec::new();
            let stopped = solve_each(riddle, &options, |s| {
                first.push(s);
                ControlFlow::Break(())
            });
            assert_eq!(first, solved.solutions[..1], "{what}");
            assert_eq!((stopped.found, stopped.complete), (1, false), "{what}");
            assert_eq!(stopped.stopped, Some(StopReason::Caller), "{what}");
        }
        // Counting ignores max_solutions and steps: it answers as solve_riddle with neither.
        let all = SolveOptions {
            max_solutions: usize::MAX,
            steps: false,
            ..options
        };
        let counted = count_solutions(riddle, &all);
        let reference = solve_riddle(riddle, &all);
        assert_eq!(counted.decimal, counted.count.to_string(), "{what}");
        if counted.parts == 1 && counted.stats.nodes > 0 {
            // Counted as a whole: the same search.
            assert_eq!(counted.count, reference.solutions.len() as u128, "{what}");
            assert_eq!(
                (counted.complete, counted.stopped, counted.stats),
                (reference.complete, reference.stopped, reference.stats),
                "{what}"
            );
        } else if reference.complete {
            // By parts (tests/count.rs): other searches, within the same budget.
            assert_eq!(counted.count, reference.solutions.len() as u128, "{what}");
            assert!(counted.complete, "{what}");
        } else if counted.complete {
            // The parts needed fewer nodes than the whole.
            assert!(counted.count >= reference.solutions.len() as u128, "{what}");
        }
    }
}

#[test]
fn each_and_count_agree_with_solve_riddle_on_the_samples() {
    for s in samples() {
        assert_same_answers(&s.riddle(), s.name);
    }
}

#[test]
fn each_and_count_agree_with_solve_riddle_on_the_zebralogic_dev_set() {
    let Some(shared) = common::shared() else {
        return;
    };
    for path in common::riddle_files(&shared.join("corpus/zebralogic/dev")) {
        let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_same_answers(&riddle, &path.display().to_string());
    }
}

#[test]
fn each_and_count_agree_with_solve_riddle_on_random_riddles() {
    for seed in 0..120 {
        let rows = 1 + seed as usize % 6;
        let attributes = 1 + (seed as usize / 6) % 3;
        let hints = (seed as usize / 18) % 7;
        let text = riddle_with_true_hints(seed, rows, attributes, hints);
        let riddle = Riddle::from_json(&text).unwrap_or_else(|e| panic!("{e} in {text}"));
        assert_same_answers(&riddle, &text);
    }
}

#[test]
fn a_riddle_with_no_solution_is_counted_as_none_complete() {
    let riddle = Riddle::from_json(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""]],
           "hints": [[[["1", "cat"]]], [[["", "dog"]]], [[["1", "dog"]]]]}"#,
    )
    .unwrap();
    let count = count_solutions(&riddle, &SolveOptions::default());
    assert_eq!((count.count, count.complete, count.stopped), (0, true, None));
    let searched = solve_each(&riddle, &SolveOptions::default(), |_| ControlFlow::Continue(()));
    assert_eq!(searched.conflicts, [0, 2]);
}

#[test]
fn a_callback_may_solve_another_riddle() {
    let city = sample("who-lives-in-the-city").unwrap().riddle();
    let neighbours = sample("neighbours").unwrap().riddle();
    let mut inner = Vec::new();
    solve_each(&city, &SolveOptions::default(), |_| {
        inner.push(solve_riddle(&neighbours, &SolveOptions::default()));
        ControlFlow::Continue(())
    });
    assert_eq!(inner.len(), 2);
    assert!(inner.iter().all(|s: &Solved| s.solutions.len() == 1));
}

/// The fixture's exact number of solutions.
const MANY: u128 = 1_710_720;

fn many_solutions() -> (String, Riddle) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/many-solutions.json");
    let text = std::fs::read_to_string(path).unwrap();
    let riddle = Riddle::from_json(&text).unwrap();
    (text, riddle)
}

#[test]
fn the_many_solutions_fixture_is_made_by_the_generator() {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let made: serde_json::Value =
            serde_json::from_str(&riddle_with_true_hints(MANY_SEED, 6, 4, 8)).unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/many-solutions.json");
        std::fs::write(path, serde_json::to_string_pretty(&made).unwrap() + "\n").unwrap();
    }
    let (text, _) = many_solutions();
    let made: serde_json::Value = serde_json::from_str(&riddle_with_true_hints(MANY_SEED, 6, 4, 8)).unwrap();
    let fixture: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        made, fixture,
        "regenerate the fixture with riddle_with_true_hints({MANY_SEED}, 6, 4, 8)"
    );
}

#[test]
fn the_many_solutions_fixture_is_counted_exactly_and_each_solution_is_one() {
    let (_, riddle) = many_solutions();
    let all = SolveOptions {
        max_solutions: usize::MAX,
        max_nodes: None,
        steps: false,
        ..SolveOptions::default()
    };
    let count = count_solutions(&riddle, &all);
    assert_eq!((count.count, count.complete), (MANY, true));
    // Each solution given once and a solution by the definition (check.rs shares no code with
    // the search), on the first 20,000; the independent count of them all is `brute_force_count`
    // (too slow for a debug build: `cargo test --release --test stream -- --ignored`).
    let first = SolveOptions {
        max_solutions: 20_000,
        ..all
    };
    let mut seen = HashSet::new();
    let searched = solve_each(&riddle, &first, |s: Solution| {
        assert_eq!(check_solution(&riddle, &s.matrix), Ok(()));
        assert!(
            seen.insert(s.matrix.into_raw_vec_and_offset().0),
            "a solution twice"
        );
        ControlFlow::Continue(())
    });
    assert_eq!(
        (searched.found, searched.stopped),
        (20_000, Some(StopReason::SolutionLimit))
    );
}

/// The seed of the fixture.
const MANY_SEED: u64 = 9;

/// An independent count of the fixture's solutions: every arrangement of each attribute column
/// in turn, each hint checked as soon as its columns are placed, from the definition of a hint.
#[test]
#[ignore = "minutes, even in a release build"]
fn brute_force_count() {
    let (_, riddle) = many_solutions();
    assert_eq!(brute_force(&riddle), MANY);
}

/// The number of solutions of a riddle whose first column is the house number (filled in the
/// start matrix) and whose other columns are blank with as many values as rows.
fn brute_force(riddle: &Riddle) -> u128 {
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut perms = Vec::new();
    permutations(&mut (1..=m as u16).collect::<Vec<_>>(), 0, &mut perms);
    let mut grid = riddle.start_matrix().clone();
    // The hints whose last column with a value is `c`: checked once column `c` is placed.
    let last_column = |hint: &Vec<ndarray::Array2<u16>>| {
        (0..n)
            .rev()
            .find(|&c| hint.iter().any(|o| o.column(c).iter().any(|&v| v != 0)))
            .unwrap_or(0)
    };
    let mut by_column = vec![Vec::new(); n];
    for hint in riddle.hints() {
        by_column[last_column(hint)].push(hint.clone());
    }
    fn fits(option: &ndarray::Array2<u16>, grid: &ndarray::Array2<u16>) -> bool {
        let (k, m) = (option.nrows(), grid.nrows());
        k <= m
            && (0..=m - k).any(|t| {
                (0..k).all(|i| {
                    option
                        .row(i)
                        .iter()
                        .zip(grid.row(t + i))
                        .all(|(&o, &g)| o == 0 || o == g)
                })
            })
    }
    fn walk(
        c: usize,
        grid: &mut ndarray::Array2<u16>,
        perms: &[Vec<u16>],
        by_column: &[Vec<Vec<ndarray::Array2<u16>>>],
    ) -> u128 {
        let holds = |grid: &ndarray::Array2<u16>, c: usize| {
            by_column[c].iter().all(|h| h.iter().any(|o| fits(o, grid)))
        };
        if c == grid.ncols() {
            return 1;
        }
        let mut total = 0;
        for perm in perms {
            for (r, &v) in perm.iter().enumerate() {
                grid[(r, c)] = v;
            }
            if holds(grid, c) {
                total += walk(c + 1, grid, perms, by_column);
            }
        }
        total
    }
    assert!(by_column[0].iter().all(|h| h.iter().any(|o| fits(o, &grid))));
    walk(1, &mut grid, &perms, &by_column)
}

fn permutations(items: &mut Vec<u16>, k: usize, out: &mut Vec<Vec<u16>>) {
    if k == items.len() {
        out.push(items.clone());
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permutations(items, k + 1, out);
        items.swap(k, i);
    }
}

/// A riddle of `rows` houses (a numbered House column) and `attributes` blank columns of `rows`
/// values each, with `hints` random hints that hold in a random hidden solution, made from
/// `seed` alone: "X is Y" (one row), "X is directly above Y" (two rows), "X is next to Y" (two
/// options), "X is somewhere above Y" (one option per distance).
fn riddle_with_true_hints(seed: u64, rows: usize, attributes: usize, hints: usize) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1);
    let mut next = move |below: usize| {
        // splitmix64
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % below as u64) as usize
    };
    let n = attributes + 1;
    let name = |c: usize, k: usize| {
        if c == 0 {
            (k + 1).to_string()
        } else {
            format!("{}{}", (b'a' + c as u8 - 1) as char, k + 1)
        }
    };
    // The hidden solution: per column, the row of each value.
    let mut row_of: Vec<Vec<usize>> = vec![(0..rows).collect()];
    for _ in 0..attributes {
        let mut perm: Vec<usize> = (0..rows).collect();
        for i in (1..rows).rev() {
            perm.swap(i, next(i + 1));
        }
        row_of.push(perm);
    }
    let option = |cells: &[(usize, usize, usize)], height: usize| {
        let mut m = vec![vec![String::new(); n]; height];
        for &(r, c, k) in cells {
            m[r][c] = name(c, k);
        }
        json!(m)
    };
    let mut out = Vec::new();
    while out.len() < hints {
        let (c1, c2) = (next(n), next(n));
        if c1 == c2 {
            continue;
        }
        let (k1, k2) = (next(rows), next(rows));
        let (r1, r2) = (row_of[c1][k1], row_of[c2][k2]);
        let hint = match next(4) {
            0 if r1 == r2 => vec![option(&[(0, c1, k1), (0, c2, k2)], 1)],
            1 if r2 == r1 + 1 => vec![option(&[(0, c1, k1), (1, c2, k2)], 2)],
            2 if r2 == r1 + 1 || r1 == r2 + 1 => vec![
                option(&[(0, c1, k1), (1, c2, k2)], 2),
                option(&[(0, c2, k2), (1, c1, k1)], 2),
            ],
            3 if r2 > r1 => (1..rows)
                .map(|d| option(&[(0, c1, k1), (d, c2, k2)], d + 1))
                .collect(),
            _ => continue,
        };
        out.push(hint);
    }
    let header: Vec<String> = std::iter::once("House".to_owned())
        .chain((1..n).map(|c| format!("{}", (b'A' + c as u8 - 1) as char)))
        .collect();
    let start: Vec<Vec<String>> = (0..rows)
        .map(|r| {
            (0..n)
                .map(|c| if c == 0 { name(0, r) } else { String::new() })
                .collect()
        })
        .collect();
    let domains: serde_json::Map<String, serde_json::Value> = (1..n)
        .map(|c| {
            (
                header[c].clone(),
                json!((0..rows).map(|k| name(c, k)).collect::<Vec<_>>()),
            )
        })
        .collect();
    json!({"header": header, "startMatrix": start, "hints": out, "domains": domains}).to_string()
}

/// Prints the number of solutions of the riddles the generator makes from the first seeds:
/// how the fixture's seed was chosen.
#[test]
#[ignore = "a tool, not a test"]
fn counts_of_generated_riddles() {
    for seed in 0..400 {
        let riddle = Riddle::from_json(&riddle_with_true_hints(seed, 6, 4, 8)).unwrap();
        let count = count_solutions(
            &riddle,
            &SolveOptions {
                max_nodes: Some(20_000_000),
                ..Default::default()
            },
        );
        println!("seed {seed}: {} ({})", count.count, count.complete);
    }
}

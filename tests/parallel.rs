//! One riddle's search on several threads (`SolveOptions::threads`): the same solutions and
//! counts as on one, the budgets held in total, the steps and the order of one thread's when
//! steps are on. (The brute-force property tests and `tests/large.rs` compare 1, 2 and 4
//! threads on their riddles too.)

use gridriddle::{count_solutions, search::solve_each, solve_riddle, Riddle, SolveOptions, StopReason};
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::Path;

/// 1,710,720 solutions (see `tests/stream.rs`).
fn many_solutions() -> Riddle {
    Riddle::from_json(&many_solutions_text()).unwrap()
}

fn many_solutions_text() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/many-solutions.json");
    std::fs::read_to_string(path).unwrap()
}

fn options(threads: usize) -> SolveOptions {
    SolveOptions {
        steps: false,
        max_nodes: None,
        threads,
        ..SolveOptions::default()
    }
}

/// The solutions as a set, checking that none came twice.
fn set(riddle: &Riddle, solutions: &[gridriddle::Solution]) -> BTreeSet<Vec<Vec<String>>> {
    let set: BTreeSet<_> = solutions.iter().map(|s| riddle.names(&s.matrix)).collect();
    assert_eq!(set.len(), solutions.len(), "a solution found twice");
    for s in solutions {
        assert_eq!(gridriddle::check_solution(riddle, &s.matrix), Ok(()));
    }
    set
}

#[test]
fn the_count_is_the_same_on_every_number_of_threads() {
    gridriddle::search::split_searches_after(8);
    let riddle = many_solutions();
    for threads in [1, 2, 4] {
        let count = count_solutions(&riddle, &options(threads));
        assert_eq!(
            (count.count, count.complete, count.stopped),
            (1_710_720, true, None),
            "{threads} threads"
        );
    }
}

#[test]
fn every_solution_is_found_once_on_every_number_of_threads() {
    gridriddle::search::split_searches_after(8);
    let riddle = many_solutions();
    let all = SolveOptions {
        max_solutions: 20_000,
        ..options(1)
    };
    // The riddle with one solution's first two columns given: few enough solutions to hold.
    let one = solve_riddle(
        &riddle,
        &SolveOptions {
            max_solutions: 1,
            ..all
        },
    );
    let names = riddle.names(&one.solutions[0].matrix);
    let mut json: serde_json::Value = serde_json::from_str(&many_solutions_text()).unwrap();
    for (r, row) in json["startMatrix"].as_array_mut().unwrap().iter_mut().enumerate() {
        for c in 0..2 {
            row[c] = serde_json::Value::String(names[r][c].clone());
        }
    }
    let part = Riddle::from_json(&json.to_string()).unwrap();
    let expected = set(
        &part,
        &solve_riddle(
            &part,
            &SolveOptions {
                max_solutions: usize::MAX,
                ..options(1)
            },
        )
        .solutions,
    );
    assert!(expected.len() > 100, "{} solutions", expected.len());
    for threads in [2, 4] {
        let solved = solve_riddle(
            &part,
            &SolveOptions {
                max_solutions: usize::MAX,
                ..options(threads)
            },
        );
        assert!(solved.complete);
        assert_eq!(set(&part, &solved.solutions), expected, "{threads} threads");
    }
}

/// Ships without its first four hints: 6,312 solutions, more than 2,000 nodes to count them.
fn ships_without_four_hints() -> serde_json::Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("riddles/ships.json");
    let mut ships: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for key in ["hints", "hintTexts"] {
        ships[key].as_array_mut().unwrap().drain(..4);
    }
    ships
}

/// A number of threads too large for any machine is taken as `search::MAX_THREADS`: the same
/// count, at once.
#[test]
fn too_many_threads_count_as_the_most() {
    gridriddle::search::split_searches_after(8);
    let riddle = Riddle::from_json(&ships_without_four_hints().to_string()).unwrap();
    for threads in [1, gridriddle::search::MAX_THREADS, usize::MAX] {
        let count = count_solutions(&riddle, &options(threads));
        assert_eq!((count.count, count.complete), (6312, true), "{threads} threads");
    }
}

#[test]
fn never_more_solutions_than_the_limit() {
    gridriddle::search::split_searches_after(8);
    let riddle = many_solutions();
    for threads in [2, 4] {
        for max_solutions in [1, 7, 500] {
            let solved = solve_riddle(
                &riddle,
                &SolveOptions {
                    max_solutions,
                    ..options(threads)
                },
            );
            assert_eq!(solved.solutions.len(), max_solutions, "{threads} threads");
            assert_eq!(
                (solved.complete, solved.stopped),
                (false, Some(StopReason::SolutionLimit))
            );
            set(&riddle, &solved.solutions);
        }
    }
}

#[test]
fn the_node_budget_holds_in_total() {
    gridriddle::search::split_searches_after(8);
    let riddle = many_solutions();
    for threads in [2, 4] {
        for max_nodes in [20, 1_000, 30_000] {
            let o = SolveOptions {
                max_nodes: Some(max_nodes),
                max_solutions: usize::MAX,
                ..options(threads)
            };
            let solved = solve_riddle(&riddle, &o);
            assert_eq!(
                (solved.complete, solved.stopped),
                (false, Some(StopReason::NodeBudget))
            );
            assert!(
                solved.stats.nodes <= max_nodes,
                "{} nodes of {max_nodes}",
                solved.stats.nodes
            );
            // Each node finds at most one solution.
            assert!(solved.solutions.len() as u64 <= max_nodes);
            set(&riddle, &solved.solutions);
            let count = count_solutions(&riddle, &o);
            assert_eq!(count.stopped, Some(StopReason::NodeBudget));
            assert!(count.stats.nodes <= max_nodes);
        }
    }
}

#[test]
fn a_callback_that_says_stop_stops_every_thread() {
    gridriddle::search::split_searches_after(8);
    let riddle = many_solutions();
    let mut seen = Vec::new();
    let searched = solve_each(
        &riddle,
        &SolveOptions {
            max_solutions: usize::MAX,
            ..options(4)
        },
        |s| {
            seen.push(s);
            if seen.len() == 25 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    );
    assert_eq!(
        (searched.found, searched.complete, searched.stopped),
        (25, false, Some(StopReason::Caller))
    );
    assert_eq!(set(&riddle, &seen).len(), 25);
}

#[test]
fn with_steps_the_answer_is_one_threads_to_the_step() {
    gridriddle::search::split_searches_after(8);
    for name in ["ships", "neighbours", "ginger-cookie", "meeting-the-challenge"] {
        let riddle = gridriddle::sample(name).unwrap().riddle();
        let one = solve_riddle(&riddle, &SolveOptions::default());
        let four = solve_riddle(
            &riddle,
            &SolveOptions {
                threads: 4,
                ..SolveOptions::default()
            },
        );
        assert_eq!(one, four, "{name}");
    }
}

mod generator {
    //! The generator's removal checks run ahead on several threads
    //! (`GenerateOptions::threads`): the riddle made, its rating, the attempts and the nodes
    //! counted are one thread's, byte for byte.

    use gridriddle::generate::{generate, run_checks_ahead_after, Difficulty, GenerateOptions};

    /// Generates with `options` on 1, 2 and 4 threads, every check run ahead from the first, and
    /// checks that the three answers are the same.
    fn same_on_every_number_of_threads(options: GenerateOptions) {
        run_checks_ahead_after(0);
        let made = |threads| {
            generate(&GenerateOptions {
                threads,
                ..options.clone()
            })
        };
        let one = made(1);
        for threads in [2, 4] {
            let other = made(threads);
            let what = format!(
                "{}×{} seed {} on {threads} threads",
                options.rows, options.columns, options.seed
            );
            match (&one, &other) {
                (Ok(one), Ok(other)) => {
                    assert_eq!(one.json(), other.json(), "{what}");
                    assert_eq!(one.zbc, other.zbc, "{what}");
                    assert_eq!(one, other, "{what}");
                }
                _ => assert_eq!(one, other, "{what}"),
            }
        }
    }

    #[test]
    fn a_seed_names_one_riddle_whatever_the_threads() {
        for seed in 0..12 {
            for (rows, columns) in [(3, 3), (4, 4), (5, 5), (6, 6)] {
                same_on_every_number_of_threads(GenerateOptions {
                    rows,
                    columns,
                    seed,
                    ..GenerateOptions::default()
                });
            }
        }
    }

    #[test]
    fn toward_a_level_and_with_great_columns_too() {
        for seed in 0..4 {
            for difficulty in [
                Difficulty::Easy,
                Difficulty::Medium,
                Difficulty::Hard,
                Difficulty::Expert,
            ] {
                same_on_every_number_of_threads(GenerateOptions {
                    rows: 7,
                    columns: 6,
                    seed,
                    difficulty: Some(difficulty),
                    ..GenerateOptions::default()
                });
            }
            same_on_every_number_of_threads(GenerateOptions {
                rows: 6,
                columns: 4,
                seed,
                great_columns: 2,
                ..GenerateOptions::default()
            });
        }
    }

    /// A number of threads too large for any machine is taken as `search::MAX_THREADS`: the same
    /// riddle, made at once.
    #[test]
    fn too_many_threads_are_as_many_as_the_most() {
        run_checks_ahead_after(0);
        let options = GenerateOptions {
            rows: 6,
            columns: 6,
            seed: 4,
            ..GenerateOptions::default()
        };
        let one = generate(&options).unwrap();
        let most = GenerateOptions {
            threads: gridriddle::search::MAX_THREADS,
            ..options.clone()
        };
        assert_eq!(
            generate(&GenerateOptions {
                threads: usize::MAX,
                ..options
            })
            .unwrap(),
            one
        );
        assert_eq!(generate(&most).unwrap(), one);
    }

    /// Larger riddles toward a level below expert, where a hint whose removal would make the
    /// riddle too hard stays and is tried again after the next removal (`Steer::guard`).
    #[test]
    fn larger_riddles_toward_a_level() {
        for seed in 0..3 {
            for difficulty in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
                same_on_every_number_of_threads(GenerateOptions {
                    rows: 10,
                    columns: 8,
                    seed,
                    difficulty: Some(difficulty),
                    ..GenerateOptions::default()
                });
            }
        }
    }

    /// Budgets that run out during the removals: a check handed out with more nodes than phase 2
    /// has left when it takes the answer is made again with what is left, so the budget runs out
    /// at the same check, or the riddle is the same.
    #[test]
    fn a_budget_that_runs_out_runs_out_at_the_same_check() {
        let options = GenerateOptions {
            rows: 8,
            columns: 6,
            seed: 5,
            max_attempts: 1,
            ..GenerateOptions::default()
        };
        let nodes = generate(&options).unwrap().nodes;
        let mut failed = 0;
        for max_nodes in (nodes / 2..nodes).step_by(nodes as usize / 60) {
            let options = GenerateOptions {
                max_nodes: Some(max_nodes),
                ..options.clone()
            };
            failed += usize::from(generate(&options).is_err());
            same_on_every_number_of_threads(options);
        }
        assert!(
            failed > 3,
            "only {failed} budgets ran out: the test checks little"
        );
    }
}

#[test]
fn a_rating_is_the_same_on_every_number_of_threads_and_only_its_count_is_shared_out() {
    gridriddle::search::split_searches_after(8);
    use gridriddle::generate::{rate, rate_on_threads, Difficulty};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("riddles/ships.json");
    let unique = Riddle::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let ambiguous = Riddle::from_json(&ships_without_four_hints().to_string()).unwrap();
    let one = rate(&ambiguous);
    assert_eq!(
        (one.difficulty, one.solutions, one.complete),
        (Difficulty::Ambiguous, 6312, true)
    );
    let rated = rate(&unique);
    assert!(rated.difficulty.is_level(), "{rated:?}");
    for threads in [0, 1, 2, 4] {
        assert_eq!(rate_on_threads(&ambiguous, threads), one, "{threads} threads");
        assert_eq!(rate_on_threads(&unique, threads), rated, "{threads} threads");
    }
    // 1,710,720 solutions, more than the count's budget finds: a lower bound on any number of
    // threads, the rest of the rating the same.
    let many = many_solutions();
    let one = rate(&many);
    assert!(
        !one.complete && (2..1_710_720).contains(&one.solutions),
        "{one:?}"
    );
    for threads in [2, 4] {
        let shared = rate_on_threads(&many, threads);
        assert!(
            !shared.complete && (2..1_710_720).contains(&shared.solutions),
            "{shared:?}"
        );
        assert_eq!(
            gridriddle::generate::Rating {
                solutions: one.solutions,
                ..shared
            },
            one
        );
    }
}

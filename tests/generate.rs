//! The generator's riddles checked by the solver: one solution, the hidden one, and no hint to
//! spare; the same riddle for the same seed; the difficulty asked is the difficulty rated, at
//! every size from 3×2 to 20×10 (minimal up to 6×6, unique everywhere, and at small sizes
//! unique by brute force too); the levels a size cannot have; the ratings of the six samples.

use expect_test::expect;
use gridriddle::{
    check_solution,
    generate::{
        generate, rate, reachable_levels, Difficulty, GenerateError, GenerateOptions, Generated, HintKind,
        Progress, THEMED_ROWS,
    },
    play::{redundant_hints, redundant_hints_within},
    sample, samples, solve_riddle, Riddle, SolveOptions, ValueId,
};

fn options(rows: usize, columns: usize, seed: u64) -> GenerateOptions {
    GenerateOptions {
        rows,
        columns,
        seed,
        ..GenerateOptions::default()
    }
}

/// Solutions of `riddle`, at most two, steps off.
fn two_solutions(riddle: &Riddle) -> Vec<Vec<Vec<String>>> {
    let solved = solve_riddle(
        riddle,
        &SolveOptions {
            max_solutions: 2,
            max_nodes: None,
            steps: false,
            ..SolveOptions::default()
        },
    );
    solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect()
}

/// The riddle made without its hint `i` (and that hint's text).
fn without_hint(made: &Generated, i: usize) -> Riddle {
    let mut fewer = made.file.clone();
    fewer.hints.remove(i);
    fewer.hint_texts.as_mut().unwrap().remove(i);
    Riddle::from_file(&fewer).unwrap()
}

/// Exactly one solution, the hidden one; without any one hint, two or more.
fn check_unique_and_minimal(made: &Generated, what: &str) {
    assert_eq!(
        two_solutions(&made.riddle),
        std::slice::from_ref(&made.solution),
        "{what}: unique"
    );
    assert_eq!(
        Riddle::from_json(&made.json()).unwrap(),
        made.riddle,
        "{what}: its text"
    );
    assert_eq!(
        Riddle::from_file(&made.file).unwrap(),
        made.riddle,
        "{what}: its file"
    );
    let hints = made.file.hints.len();
    assert_eq!(hints, made.riddle.hints().len(), "{what}");
    assert_eq!(made.file.hint_texts.as_ref().unwrap().len(), hints, "{what}");
    for i in 0..hints {
        let riddle = without_hint(made, i);
        assert_eq!(two_solutions(&riddle).len(), 2, "{what}: hint {} can go", i + 1);
    }
    let redundant = redundant_hints(&made.riddle);
    assert_eq!(
        (redundant.hints, redundant.complete),
        (vec![], true),
        "{what}: hints --redundant"
    );
}

/// Past 6×6 toward a level: no hint can go keeping one solution and the level asked (toward
/// `expert`, none can go keeping one solution), and [`redundant_hints`] (`gridriddle hints
/// --redundant`) finds exactly the hints that can go, each with the level it would leave, and
/// none to spare.
fn check_minimal_at_level(made: &Generated, difficulty: Difficulty, what: &str) {
    let (mut can_go, mut levels) = (Vec::new(), Vec::new());
    for i in 0..made.file.hints.len() {
        let riddle = without_hint(made, i);
        if two_solutions(&riddle).len() == 1 {
            let level = rate(&riddle).difficulty;
            assert_ne!(
                level,
                difficulty,
                "{what}: hint {} can go keeping the level",
                i + 1
            );
            assert_ne!(difficulty, Difficulty::Expert, "{what}: hint {} can go", i + 1);
            can_go.push(i);
            levels.push(level);
        }
    }
    let redundant = redundant_hints_within(&made.riddle, Some(20_000_000));
    assert!(redundant.complete, "{what}");
    assert_eq!(redundant.hints, can_go, "{what}: hints --redundant");
    assert_eq!(redundant.levels_without, levels, "{what}: hints --redundant");
    assert_eq!(redundant.level, Some(difficulty), "{what}: hints --redundant");
    assert!(redundant.spare.is_empty(), "{what}: hints --redundant");
}

fn check_sizes(sizes: &[(usize, usize)], seeds: std::ops::Range<u64>) {
    for &(rows, columns) in sizes {
        for seed in seeds.clone() {
            let made = generate(&options(rows, columns, seed)).unwrap();
            let what = format!("{rows}x{columns} seed {seed}");
            assert_eq!(made.riddle.rows(), rows, "{what}");
            assert_eq!(made.riddle.columns(), columns + 1, "{what}");
            assert_eq!(made.attempts, 1, "{what}");
            check_unique_and_minimal(&made, &what);
            assert_eq!(rate(&made.riddle), made.rating, "{what}");
        }
    }
}

#[test]
fn small_riddles_are_unique_and_minimal() {
    check_sizes(&[(1, 1), (1, 3), (2, 1), (2, 2), (3, 3), (5, 4)], 0..12);
    check_sizes(&[(6, 6), (8, 5)], 0..4);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow in a debug build: cargo test --release --test generate"
)]
fn larger_riddles_are_unique_and_minimal() {
    check_sizes(&[(6, 6)], 4..30);
    check_sizes(&[(10, 6), (13, 4)], 0..5);
}

#[test]
fn every_kind_of_hint_alone_with_a_house_number_makes_riddles() {
    for kind in HintKind::ALL {
        let kinds = vec![kind, HintKind::InRow];
        for seed in 0..3 {
            let made = generate(&GenerateOptions {
                kinds: kinds.clone(),
                ..options(4, 3, seed)
            })
            .unwrap();
            check_unique_and_minimal(&made, &format!("{kind} seed {seed}"));
        }
    }
}

/// A comparison depends on the number in its first value's row, which a swap of two other
/// values of the number column changes: a swap that broke one hint and, unseen, a comparison was
/// once taken as proof that the hint was needed, and the hint stayed although it could go.
#[test]
fn comparisons_beside_relations_leave_no_hint_to_spare() {
    let kinds = vec![
        HintKind::Compare,
        HintKind::DirectlyLeft,
        HintKind::NextTo,
        HintKind::InRow,
    ];
    for seed in 0..40 {
        let made = generate(&GenerateOptions {
            kinds: kinds.clone(),
            ..options(6, 5, seed)
        })
        .unwrap();
        check_unique_and_minimal(&made, &format!("6×5 comparisons seed {seed}"));
    }
}

#[test]
fn the_same_seed_gives_the_same_riddle() {
    for (rows, columns) in [(3, 3), (6, 6), (13, 3)] {
        let a = generate(&options(rows, columns, 42)).unwrap();
        let b = generate(&options(rows, columns, 42)).unwrap();
        assert_eq!(a, b);
        let c = generate(&options(rows, columns, 43)).unwrap();
        assert_ne!(a.file, c.file);
    }
}

/// How many of the riddles of seeds `seeds` have different sets of hints.
fn distinct_riddles(
    rows: usize,
    columns: usize,
    difficulty: Option<Difficulty>,
    seeds: std::ops::Range<u64>,
) -> usize {
    let made: std::collections::BTreeSet<_> = seeds
        .map(|seed| {
            let asked = GenerateOptions {
                difficulty,
                ..options(rows, columns, seed)
            };
            let made = generate(&asked).unwrap_or_else(|e| panic!("{rows}×{columns} seed {seed}: {e}"));
            made.file
                .hints
                .into_iter()
                .collect::<std::collections::BTreeSet<_>>()
        })
        .collect();
    made.len()
}

/// A level that takes a few attempts must not make seed `s + 1` repeat seed `s` one attempt on
/// (as `Rng::new(seed + attempt)` once did: 190 riddles of 1,000 seeds at 3×3 hard).
#[test]
fn consecutive_seeds_give_different_riddles() {
    assert_eq!(distinct_riddles(3, 3, Some(Difficulty::Hard), 0..100), 100);
    assert_eq!(distinct_riddles(4, 4, Some(Difficulty::Expert), 0..100), 100);
    assert_eq!(distinct_riddles(4, 4, None, 0..100), 100);
}

/// The promise, at full size: 1,000 consecutive seeds give at least 99% distinct riddles toward
/// a level, all distinct without one.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow in a debug build: cargo test --release --test generate"
)]
fn a_thousand_consecutive_seeds_give_a_thousand_riddles() {
    for (rows, columns, level) in [
        (3, 3, Difficulty::Hard),
        (4, 4, Difficulty::Expert),
        (5, 5, Difficulty::Hard),
        (6, 6, Difficulty::Expert),
    ] {
        let distinct = distinct_riddles(rows, columns, Some(level), 1..1001);
        assert!(
            distinct >= 990,
            "{rows}×{columns} {level}: {distinct} distinct riddles of 1000"
        );
        assert_eq!(
            distinct_riddles(rows, columns, None, 1..1001),
            1000,
            "{rows}×{columns}"
        );
    }
}

#[test]
fn a_small_riddle_is_pinned() {
    let made = generate(&options(3, 2, 1)).unwrap();
    expect![[r#"
        {
          "title": "An easy riddle: 3 houses, 2 attributes (seed 1)",
          "description": "3 houses stand in a row, numbered 1 to 3 from left to right. Each has one resident, and no two residents share a value of any attribute:\n - Name: Paul, Rosa, Sam\n - Drink: coffee, juice, sake\n\"Left\" means a lower house number; \"next to\" means the numbers differ by one.\n\nClues:\n1. The person who drinks coffee lives next to the person who drinks sake (their house numbers differ by one).\n2. The person who drinks juice is called Paul.\n3. Sam lives in house 1.\n4. The person who drinks sake lives somewhere left of the person who drinks coffee (in a house with a lower number).",
          "header": ["House", "Name", "Drink"],
          "startMatrix": [
            ["1", "", ""],
            ["2", "", ""],
            ["3", "", ""]
          ],
          "hints": [
            [
              [["", "", "coffee"], ["", "", "sake"]],
              [["", "", "sake"], ["", "", "coffee"]]
            ],
            [[["", "Paul", "juice"]]],
            [[["1", "Sam", ""]]],
            [
              [["", "", "sake"], ["", "", "coffee"]],
              [["", "", "sake"], ["", "", ""], ["", "", "coffee"]]
            ]
          ],
          "hintTexts": [
            "The person who drinks coffee lives next to the person who drinks sake (their house numbers differ by one).",
            "The person who drinks juice is called Paul.",
            "Sam lives in house 1.",
            "The person who drinks sake lives somewhere left of the person who drinks coffee (in a house with a lower number)."
          ],
          "domains": {
            "Drink": ["coffee", "juice", "sake"],
            "Name": ["Paul", "Rosa", "Sam"]
          }
        }
    "#]]
    .assert_eq(&made.json());
    expect![[r#"{"solutions":[[["1","Sam","sake"],["2","Rosa","coffee"],["3","Paul","juice"]]]}"#]]
        .assert_eq(&made.expected_json());
}

/// Every solution of `riddle` by trying every matrix: each attribute column a permutation of
/// its values (riddles with as many values as rows), checked by `check_solution`. Stops at two.
fn brute_force_solutions(riddle: &Riddle) -> Vec<Vec<Vec<String>>> {
    let (m, n) = (riddle.rows(), riddle.columns());
    let permutations: Vec<Vec<ValueId>> = {
        let mut all = Vec::new();
        let mut p: Vec<ValueId> = (1..=m as ValueId).collect();
        // Heap's algorithm.
        fn heap(k: usize, p: &mut Vec<ValueId>, all: &mut Vec<Vec<ValueId>>) {
            if k <= 1 {
                all.push(p.clone());
                return;
            }
            for i in 0..k {
                heap(k - 1, p, all);
                let j = if k % 2 == 0 { i } else { 0 };
                p.swap(j, k - 1);
            }
        }
        heap(m, &mut p, &mut all);
        all
    };
    let mut matrix = riddle.start_matrix().clone();
    let mut found = Vec::new();
    // Odometer over the attribute columns' permutations.
    let mut at = vec![0; n];
    loop {
        for c in 1..n {
            for r in 0..m {
                matrix[[r, c]] = permutations[at[c]][r];
            }
        }
        if check_solution(riddle, &matrix).is_ok() {
            found.push(riddle.names(&matrix));
            if found.len() == 2 {
                return found;
            }
        }
        let Some(c) = (1..n).find(|&c| at[c] + 1 < permutations.len()) else {
            return found;
        };
        at[c] += 1;
        at[1..c].iter_mut().for_each(|a| *a = 0);
    }
}

/// Asks `rows`×`columns` for every level it can have, seeds `seeds`: the level rated is the one
/// asked, the riddle has one solution (the solver's count, and the brute force when `brute`),
/// and up to 6×6 no hint can go (past it, none can go keeping the level); the attempt's seed
/// makes it again at the first attempt.
fn check_levels(rows: usize, columns: usize, seeds: std::ops::Range<u64>, brute: bool) {
    for difficulty in reachable_levels(rows, columns) {
        for seed in seeds.clone() {
            let what = format!("{rows}×{columns} {difficulty} seed {seed}");
            let asked = GenerateOptions {
                difficulty: Some(difficulty),
                ..options(rows, columns, seed)
            };
            let made = generate(&asked).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(made.rating.difficulty, difficulty, "{what}");
            assert_eq!(rate(&made.riddle), made.rating, "{what}");
            let count = gridriddle::count_solutions(&made.riddle, &SolveOptions::default());
            assert_eq!((count.count, count.complete), (1, true), "{what}");
            if rows <= gridriddle::generate::MINIMAL_ROWS && columns <= gridriddle::generate::MINIMAL_COLUMNS
            {
                check_unique_and_minimal(&made, &what);
            } else {
                assert_eq!(
                    two_solutions(&made.riddle),
                    std::slice::from_ref(&made.solution),
                    "{what}"
                );
                check_minimal_at_level(&made, difficulty, &what);
            }
            if brute {
                assert_eq!(
                    brute_force_solutions(&made.riddle),
                    std::slice::from_ref(&made.solution),
                    "{what}: brute force"
                );
            }
            let again = generate(&GenerateOptions {
                seed: made.seed,
                max_attempts: 1,
                ..asked
            })
            .unwrap();
            assert_eq!(again.file, made.file, "{what}: again from its seed");
        }
    }
}

#[test]
fn the_difficulty_asked_is_the_difficulty_rated() {
    for (rows, columns) in [(2, 2), (3, 2), (3, 3), (4, 3)] {
        check_levels(rows, columns, 0..4, true);
    }
    for (rows, columns) in [(5, 5), (6, 6)] {
        check_levels(rows, columns, 0..3, false);
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow in a debug build: cargo test --release --test generate"
)]
fn every_level_at_every_size_of_the_table() {
    for (rows, columns) in [(6, 6), (8, 6), (10, 8), (15, 10), (20, 10)] {
        check_levels(rows, columns, 0..2, false);
    }
}

#[test]
fn a_level_the_size_cannot_have_fails_at_once_and_the_others_are_made() {
    let expect = |rows, columns, levels: &[Difficulty]| {
        assert_eq!(reachable_levels(rows, columns), levels, "{rows}×{columns}");
        for difficulty in Difficulty::LEVELS {
            let asked = GenerateOptions {
                difficulty: Some(difficulty),
                ..options(rows, columns, 1)
            };
            match generate(&asked) {
                Ok(made) => {
                    assert!(levels.contains(&difficulty), "{rows}×{columns} {difficulty}");
                    assert_eq!(made.rating.difficulty, difficulty);
                }
                Err(e) => {
                    assert!(
                        !levels.contains(&difficulty),
                        "{rows}×{columns} {difficulty}: {e}"
                    );
                    assert_eq!(
                        e,
                        GenerateError::OutOfReach {
                            difficulty,
                            rows,
                            columns
                        }
                    );
                }
            }
        }
    };
    use Difficulty::*;
    expect(1, 3, &[Easy]);
    expect(2, 1, &[Easy, Medium]);
    expect(2, 4, &[Easy, Medium]);
    expect(5, 1, &[Easy, Medium]);
    expect(3, 2, &[Easy, Medium, Hard]);
    expect(3, 4, &[Easy, Medium, Hard]);
    expect(4, 2, &[Easy, Medium, Hard, Expert]);
    assert_eq!(
        generate(&GenerateOptions {
            difficulty: Some(Expert),
            ..options(2, 2, 0)
        })
        .unwrap_err()
        .to_string(),
        "a 2×2 riddle cannot be expert: this size can be easy or medium; ask for one of those, or for more rows"
    );
}

#[test]
fn riddles_up_to_twenty_rows_use_words_and_clear_sentences() {
    let made = generate(&GenerateOptions {
        difficulty: Some(Difficulty::Easy),
        ..options(THEMED_ROWS, 4, 2)
    })
    .unwrap();
    for (header, values) in made.file.domains.as_ref().unwrap() {
        assert!(header.len() > 2, "{header}");
        assert!(
            values.iter().all(|v| !v.starts_with(header.as_str())),
            "{header}: {values:?}"
        );
    }
    for text in made.file.hint_texts.as_ref().unwrap() {
        for (word, meaning) in [
            ("directly left of", "(in the house numbered one lower)"),
            ("somewhere left of", "(in a house with a lower number)"),
            ("lives next to", "(their house numbers differ by one)"),
        ] {
            assert!(!text.contains(word) || text.contains(meaning), "{text}");
        }
    }
    let past = generate(&options(THEMED_ROWS + 1, 1, 0)).unwrap();
    assert_eq!(past.file.header, ["House", "A"]);
}

#[test]
fn progress_is_reported_through_both_phases() {
    let mut heard = Vec::new();
    let made =
        gridriddle::generate::generate_with_progress(&options(5, 4, 3), &mut |p| heard.push(p)).unwrap();
    assert_eq!(made, generate(&options(5, 4, 3)).unwrap());
    assert_eq!(heard[0], Progress::Attempt { attempt: 1 });
    assert!(heard.iter().any(|p| matches!(p, Progress::Adding { .. })));
    assert!(heard.iter().any(|p| matches!(p, Progress::Removing { .. })));
}

#[test]
fn bad_options_are_errors_with_a_reason() {
    let err = |o: GenerateOptions| generate(&o).unwrap_err();
    assert_eq!(err(options(0, 3, 0)), GenerateError::Size { rows: 0, columns: 3 });
    assert_eq!(
        err(options(65, 3, 0)),
        GenerateError::Size { rows: 65, columns: 3 }
    );
    assert_eq!(err(options(3, 0, 0)), GenerateError::Size { rows: 3, columns: 0 });
    assert_eq!(
        err(options(3, 65, 0)),
        GenerateError::Size { rows: 3, columns: 65 }
    );
    assert_eq!(
        err(options(5, usize::MAX, 0)).to_string(),
        format!(
            "size 5×{}: rows must be 1 to 64 and attribute columns 1 to 64",
            usize::MAX
        )
    );
    assert!(generate(&options(2, gridriddle::generate::MAX_GENERATED_COLUMNS, 0)).is_ok());
    let mirror = err(GenerateOptions {
        kinds: vec![HintKind::SameRow, HintKind::NextTo],
        ..options(4, 3, 0)
    });
    assert!(matches!(mirror, GenerateError::Kinds(_)), "{mirror}");
    let budget = err(GenerateOptions {
        max_nodes: Some(3),
        ..options(6, 6, 0)
    });
    assert!(matches!(budget, GenerateError::Budget { .. }), "{budget}");
    let tries = err(GenerateOptions {
        difficulty: Some(Difficulty::Expert),
        max_attempts: 1,
        ..options(4, 2, 0)
    });
    assert_eq!(
        tries.to_string(),
        "no expert riddle of this size in 1 attempt: ask for more attempts, another level, or another size"
    );
    // One row needs no hint, whatever the kinds.
    let one = generate(&GenerateOptions {
        kinds: vec![],
        ..options(1, 4, 0)
    })
    .unwrap();
    assert!(one.riddle.hints().is_empty());
}

#[test]
fn names_read_back() {
    for kind in HintKind::ALL {
        assert_eq!(kind.name().parse::<HintKind>(), Ok(kind));
    }
    for level in Difficulty::LEVELS {
        assert_eq!(level.name().parse::<Difficulty>(), Ok(level));
        assert_eq!(serde_json::to_value(level).unwrap(), level.name());
    }
    assert!("impossible".parse::<Difficulty>().is_err());
    let json =
        r#"{"rows": 6, "columns": 4, "seed": 1, "difficulty": "hard", "kinds": ["same-row", "in-row"]}"#;
    assert_eq!(
        serde_json::from_str::<GenerateOptions>(json).unwrap(),
        GenerateOptions {
            rows: 6,
            columns: 4,
            seed: 1,
            difficulty: Some(Difficulty::Hard),
            kinds: vec![HintKind::SameRow, HintKind::InRow],
            ..GenerateOptions::default()
        }
    );
}

#[test]
fn the_samples_are_rated() {
    let lines: Vec<String> = samples()
        .iter()
        .map(|s| {
            let rating = rate(&s.riddle());
            format!("{}: {}", s.name, serde_json::to_string(&rating).unwrap())
        })
        .collect();
    expect![[r#"
        neighbours: {"difficulty":"medium","score":55,"solutions":1,"complete":true,"steps":29,"rule1Steps":1,"suppositions":0,"nodes":1}
        ships: {"difficulty":"medium","score":79,"solutions":1,"complete":true,"steps":37,"rule1Steps":6,"suppositions":0,"nodes":1}
        meeting-the-challenge: {"difficulty":"expert","score":852,"solutions":1,"complete":true,"steps":32,"rule1Steps":0,"suppositions":1,"nodes":9}
        soccer: {"difficulty":"hard","score":294,"solutions":1,"complete":true,"steps":30,"rule1Steps":4,"suppositions":1,"nodes":3}
        who-lives-in-the-city: {"difficulty":"ambiguous","score":0,"solutions":2,"complete":true,"steps":0,"rule1Steps":0,"suppositions":0,"nodes":3}
        ginger-cookie: {"difficulty":"medium","score":82,"solutions":1,"complete":true,"steps":30,"rule1Steps":3,"suppositions":0,"nodes":1}"#]].assert_eq(&lines.join("\n"));
    assert_eq!(rate(&sample("neighbours").unwrap().riddle()).solutions, 1);
}

#[test]
fn riddles_with_no_or_several_solutions_get_no_level() {
    let none = Riddle::from_json(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""]],
           "hints": [[[["1", "cat"]]], [[["1", "dog"]]]]}"#,
    )
    .unwrap();
    assert_eq!(rate(&none).difficulty, Difficulty::NoSolution);
    let two = Riddle::from_json(
        r#"{"header": ["H", "P"], "startMatrix": [["1", ""], ["2", ""]], "hints": [],
           "domains": {"P": ["cat", "dog"]}}"#,
    )
    .unwrap();
    let rating = rate(&two);
    assert_eq!((rating.difficulty, rating.solutions), (Difficulty::Ambiguous, 2));
}

#[test]
fn the_riddle_as_clues_has_the_same_one_solution() {
    // Clue names keep only letters and digits.
    let token = |s: &String| s.chars().filter(|c| c.is_alphanumeric()).collect::<String>();
    let mut comparisons = 0;
    // 5×8 and 6×7 hold every theme but a few: comparisons (`dogs:Year > 1950`) come up.
    for (rows, columns) in [(1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (6, 3), (5, 8), (6, 7)] {
        for seed in 0..6 {
            let made = generate(&options(rows, columns, seed)).unwrap();
            let riddle = Riddle::from_zbc(&made.zbc).unwrap_or_else(|e| panic!("{e}\n{}", made.zbc));
            let solutions = two_solutions(&riddle);
            let expected: Vec<Vec<String>> = made
                .solution
                .iter()
                .map(|row| row.iter().map(token).collect())
                .collect();
            assert_eq!(
                solutions,
                [expected],
                "{rows}×{columns} seed {seed}:\n{}",
                made.zbc
            );
            comparisons += made.zbc.matches(":Year ").count() + made.zbc.matches(":Age ").count();
        }
    }
    assert!(comparisons >= 3, "{comparisons} comparisons")
}

/// In-row clues alone make easy riddles only (each is merged into the riddle matrix as it
/// touches it): every riddle they make is rated easy, great columns too, and a harder level with
/// them alone is refused at once (it was sought until the budget ran out: 7.5 s of CPU at 20×20).
#[test]
fn in_row_clues_alone_make_easy_riddles_and_a_harder_level_is_refused_at_once() {
    for (rows, columns, great) in [(3, 2, 0), (5, 4, 0), (6, 3, 1), (8, 5, 2)] {
        for seed in 1..=10 {
            let made = generate(&GenerateOptions {
                kinds: vec![HintKind::InRow],
                great_columns: great,
                ..options(rows, columns, seed)
            })
            .unwrap();
            assert_eq!(
                made.rating.difficulty,
                Difficulty::Easy,
                "{rows}×{columns}, {great} great, seed {seed}"
            );
        }
    }
    for level in [Difficulty::Medium, Difficulty::Hard, Difficulty::Expert] {
        let refused = generate(&GenerateOptions {
            kinds: vec![HintKind::InRow],
            difficulty: Some(level),
            ..options(20, 20, 1)
        })
        .unwrap_err();
        assert_eq!(
            refused.to_string(),
            format!("hint kinds: with in-row clues alone every riddle is easy, never {level}")
        );
    }
    // In-row clues alone because the other kinds asked for do not fit the size: said so.
    let refused = generate(&GenerateOptions {
        kinds: vec![HintKind::InRow, HintKind::SameRow],
        difficulty: Some(Difficulty::Medium),
        ..options(20, 1, 1)
    })
    .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "hint kinds: with in-row clues alone (same-row does not fit 20×1) every riddle is easy, never medium"
    );
    let easy = GenerateOptions {
        kinds: vec![HintKind::InRow],
        difficulty: Some(Difficulty::Easy),
        ..options(5, 4, 1)
    };
    assert_eq!(generate(&easy).unwrap().rating.difficulty, Difficulty::Easy);
}

#[test]
fn great_columns_leave_values_unused_and_the_riddle_has_one_solution() {
    let token = |s: &String| s.chars().filter(|c| c.is_alphanumeric()).collect::<String>();
    for (rows, columns, great) in [(2, 2, 1), (3, 2, 1), (4, 3, 2), (5, 4, 1), (6, 3, 2)] {
        for seed in 0..4 {
            let asked = GenerateOptions {
                great_columns: great,
                ..options(rows, columns, seed)
            };
            let made = generate(&asked).unwrap();
            let what = format!("{rows}×{columns}, {great} great, seed {seed}");
            // The domains, by column name: sizes compared in order.
            let mut sizes: Vec<usize> = (made.file.domains.as_ref().unwrap())
                .values()
                .map(Vec::len)
                .collect();
            sizes.sort_unstable();
            let mut expected: Vec<usize> = (0..columns)
                .map(|c| if c < great { rows + (rows / 3).max(1) } else { rows })
                .collect();
            expected.sort_unstable();
            assert_eq!(sizes, expected, "{what}");
            check_unique_and_minimal(&made, &what);
            // As clues: great categories (`Colour*`), the same one solution.
            let great_lines = (made.zbc.lines())
                .filter(|line| line.split(" - ").next().unwrap().trim_end().ends_with('*'))
                .count();
            assert_eq!(great_lines, great, "{what}:\n{}", made.zbc);
            let riddle = Riddle::from_zbc(&made.zbc).unwrap_or_else(|e| panic!("{what}: {e}\n{}", made.zbc));
            let solution: Vec<Vec<String>> = (made.solution.iter())
                .map(|row| row.iter().map(token).collect())
                .collect();
            assert_eq!(two_solutions(&riddle), [solution], "{what}");
        }
    }
    let hard = generate(&GenerateOptions {
        great_columns: 2,
        difficulty: Some(Difficulty::Hard),
        ..options(5, 4, 1)
    })
    .unwrap();
    assert_eq!(hard.rating.difficulty, Difficulty::Hard);
    check_unique_and_minimal(&hard, "5×4 hard, 2 great");
    assert_eq!(
        generate(&GenerateOptions {
            great_columns: 2,
            ..options(4, 2, 0)
        })
        .unwrap_err(),
        GenerateError::Great { great: 2, columns: 2 }
    );
}

#[test]
fn the_command_line_fails_at_once_with_status_2_naming_what_to_change() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .arg("generate")
            .args(args)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    // A size past what can be made, refused before any work (this once aborted the process on
    // an allocation, or ran for minutes), the limits named.
    for (rows, cols) in [
        ("5", "9223372036854775807"),
        ("5", "1000000"),
        ("5", "65"),
        ("65", "5"),
        ("0", "5"),
    ] {
        let (status, said) = run(&["--rows", rows, "--cols", cols]);
        assert_eq!(status, Some(2));
        assert_eq!(
            said,
            format!(
                "error: generate: size {rows}×{cols}: rows must be 1 to 64 and attribute columns 1 to \
                 64: change --rows (1 to 64) or --cols (1 to 64)\n"
            )
        );
    }
    let (status, said) = run(&["--rows", "2", "--cols", "2", "--difficulty", "expert"]);
    assert_eq!(status, Some(2));
    assert_eq!(
        said,
        "error: generate: a 2×2 riddle cannot be expert (this size can be: easy, medium); change \
         --difficulty, or ask for more --rows (4 or more for expert) and --cols (2 or more)\n"
    );
    let (status, said) = run(&[
        "--rows",
        "6",
        "--cols",
        "6",
        "--difficulty",
        "hard",
        "--max-nodes",
        "50",
    ]);
    assert_eq!(status, Some(2));
    assert!(said.contains("raise --max-nodes (now 50)"), "{said}");
    let (status, said) = run(&[
        "--rows",
        "4",
        "--cols",
        "2",
        "--difficulty",
        "expert",
        "--max-attempts",
        "1",
    ]);
    assert_eq!(status, Some(2));
    assert!(
        said.starts_with(
            "error: generate: no expert riddle of 4×2 in 1 attempt: raise --max-attempts (now 1)"
        ),
        "{said}"
    );
    let (status, said) = run(&["--rows", "4", "--cols", "2", "--great", "2"]);
    assert_eq!(status, Some(2));
    assert!(said.contains("lower --great or raise --cols"), "{said}");
}

//! The generator's riddles checked by the solver: one solution, the hidden one, and no hint to
//! spare; the same riddle for the same seed; the difficulty asked is the difficulty rated; the
//! ratings of the six samples.

use expect_test::expect;
use gridriddle::{
    generate, rate, sample, samples, solve_riddle, Difficulty, GenerateError, GenerateOptions, Generated,
    HintKind, Progress, Riddle, SolveOptions,
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
        let mut fewer = made.file.clone();
        fewer.hints.remove(i);
        fewer.hint_texts.as_mut().unwrap().remove(i);
        let riddle = Riddle::from_file(&fewer).unwrap();
        assert_eq!(two_solutions(&riddle).len(), 2, "{what}: hint {} can go", i + 1);
    }
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

#[test]
fn a_small_riddle_is_pinned() {
    let made = generate(&options(3, 2, 1)).unwrap();
    expect![[r#"
        {
          "title": "An easy riddle: 3 houses, 2 attributes (seed 1)",
          "description": "3 houses stand in a row, numbered 1 to 3 from left to right. Each has one resident, and no two residents share a value of any attribute:\n - Job: doctor, baker, tailor\n - Name: David, Kate, Leo\n\"Left\" means a lower house number; \"next to\" means the numbers differ by one.\n\nClues:\n1. Leo lives next to the baker.\n2. Kate lives next to the doctor.\n3. Kate lives in house 3.\n4. Kate is the baker.",
          "header": ["House", "Job", "Name"],
          "startMatrix": [
            ["1", "", ""],
            ["2", "", ""],
            ["3", "", ""]
          ],
          "hints": [
            [
              [["", "", "Leo"], ["", "baker", ""]],
              [["", "baker", ""], ["", "", "Leo"]]
            ],
            [
              [["", "", "Kate"], ["", "doctor", ""]],
              [["", "doctor", ""], ["", "", "Kate"]]
            ],
            [[["3", "", "Kate"]]],
            [[["", "baker", "Kate"]]]
          ],
          "hintTexts": [
            "Leo lives next to the baker.",
            "Kate lives next to the doctor.",
            "Kate lives in house 3.",
            "Kate is the baker."
          ],
          "domains": {
            "Job": ["doctor", "baker", "tailor"],
            "Name": ["David", "Kate", "Leo"]
          }
        }
    "#]]
    .assert_eq(&made.json());
    expect![[r#"{"solutions":[[["1","tailor","David"],["2","doctor","Leo"],["3","baker","Kate"]]]}"#]]
        .assert_eq(&made.expected_json());
}

#[test]
fn the_difficulty_asked_is_the_difficulty_rated() {
    for (difficulty, rows, columns) in [
        (Difficulty::Easy, 4, 3),
        (Difficulty::Medium, 4, 3),
        (Difficulty::Hard, 5, 5),
        (Difficulty::Expert, 6, 6),
    ] {
        for seed in 0..3 {
            let made = generate(&GenerateOptions {
                difficulty: Some(difficulty),
                ..options(rows, columns, seed)
            })
            .unwrap();
            assert_eq!(made.rating.difficulty, difficulty, "{difficulty} seed {seed}");
            assert_eq!(rate(&made.riddle), made.rating);
            check_unique_and_minimal(&made, &format!("{difficulty} seed {seed}"));
            // The seed of the attempt that made it makes it again, without a difficulty.
            let again = generate(&options(rows, columns, made.seed)).unwrap();
            assert_eq!(again.file, made.file);
        }
    }
}

#[test]
fn progress_is_reported_through_both_phases() {
    let mut heard = Vec::new();
    let made = gridriddle::generate_with_progress(&options(5, 4, 3), &mut |p| heard.push(p)).unwrap();
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
    let mirror = err(GenerateOptions {
        kinds: vec![HintKind::SameRow, HintKind::NextTo],
        ..options(4, 3, 0)
    });
    assert!(matches!(mirror, GenerateError::Kinds(_)), "{mirror}");
    let budget = err(GenerateOptions {
        max_nodes: 3,
        ..options(6, 6, 0)
    });
    assert!(matches!(budget, GenerateError::Budget { .. }), "{budget}");
    let tries = err(GenerateOptions {
        difficulty: Some(Difficulty::Expert),
        max_attempts: 5,
        ..options(2, 2, 0)
    });
    assert_eq!(
        tries.to_string(),
        "no expert riddle of this size in 5 attempts: try another size, seed or more attempts"
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
        neighbours: {"difficulty":"medium","score":55,"solutions":1,"steps":29,"rule1Steps":1,"suppositions":0,"nodes":1}
        ships: {"difficulty":"medium","score":79,"solutions":1,"steps":37,"rule1Steps":6,"suppositions":0,"nodes":1}
        meeting-the-challenge: {"difficulty":"expert","score":852,"solutions":1,"steps":32,"rule1Steps":0,"suppositions":1,"nodes":9}
        soccer: {"difficulty":"hard","score":294,"solutions":1,"steps":30,"rule1Steps":4,"suppositions":1,"nodes":3}
        who-lives-in-the-city: {"difficulty":"ambiguous","score":0,"solutions":2,"steps":0,"rule1Steps":0,"suppositions":0,"nodes":3}
        ginger-cookie: {"difficulty":"medium","score":82,"solutions":1,"steps":30,"rule1Steps":3,"suppositions":0,"nodes":1}"#]].assert_eq(&lines.join("\n"));
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
    for (rows, columns) in [(1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (6, 3)] {
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
        }
    }
}

//! The plain words of every step, on the six samples and the ZebraLogic dev set: each step of
//! the detailed solution, and each step of `next` walked from the start to the end, has words
//! that are not empty, name every clue the step uses, and use none of the method's words.

mod common;

use gridriddle::{
    clues::clue_samples,
    explain::solution_words,
    play::{next_step, Grid, NextKind},
    samples, solve_riddle, Cell, Riddle, SolveOptions,
};

/// The method's words that the plain words never use (outside the clues' own sentences).
const METHOD_WORDS: [&str; 9] = [
    "option",
    "merge",
    "rule 1",
    "rule 2",
    "rule 3",
    "riddle matrix",
    "block",
    "hint",
    "row ",
];

/// Checks one text: not empty, each of `hints` named as "(clue k)", no method word once the
/// clues' sentences are taken out.
fn check(riddle: &Riddle, words: &str, hints: &[usize], what: &str) {
    assert!(!words.trim().is_empty(), "{what}: no words");
    for &h in hints {
        assert!(
            words.contains(&format!("(clue {})", h + 1)),
            "{what}: clue {} not named in {words:?}",
            h + 1
        );
    }
    let mut plain = words.to_owned();
    for text in riddle.hint_texts().unwrap_or_default() {
        let sentence = text.trim_end_matches(['.', ' ']);
        plain = plain.replace(sentence, "");
    }
    let lower = plain.to_lowercase();
    for word in METHOD_WORDS {
        // A row named "row k" is allowed only where the start matrix does not name the rows.
        if word == "row " && !riddle.start_matrix().column(0).iter().all(|&v| v != 0) {
            continue;
        }
        assert!(!lower.contains(word), "{what}: method word {word:?} in {words:?}");
    }
}

/// Every step of the first solution's detailed solution.
fn check_solution(riddle: &Riddle, name: &str) -> usize {
    let solved = solve_riddle(riddle, &SolveOptions::default());
    let Some(solution) = solved.solutions.first() else {
        return 0;
    };
    let words = solution_words(riddle, &solution.steps);
    assert_eq!(words.len(), solution.steps.len());
    for (i, (step, text)) in solution.steps.iter().zip(&words).enumerate() {
        check(riddle, text, &step.hints(), &format!("{name} step {}", i + 1));
        let alone = gridriddle::explain::step_words(riddle, step);
        check(
            riddle,
            &alone,
            &step.hints(),
            &format!("{name} step {} alone", i + 1),
        );
    }
    words.len()
}

/// `next` from the start to the end, each step told with the grid's cells that hold a value of
/// its clues (or, for a fill with no clue, of its row and column); returns the steps taken.
fn check_next(riddle: &Riddle, name: &str) -> usize {
    let mut grid = Grid::start(riddle);
    for n in 0.. {
        let step = next_step(riddle, &grid);
        if !matches!(step.kind, NextKind::Rule | NextKind::Supposition) {
            return n;
        }
        let fills: Vec<Cell> = step
            .fills
            .iter()
            .map(|c| Cell {
                row: c.row,
                column: c.column,
                value: id(riddle, c.column, &c.value),
            })
            .collect();
        // The words `next` gives, over the minimal citation it gives.
        check(
            riddle,
            &step.words,
            &step.because.hints,
            &format!("{name} next {}", n + 1),
        );
        // A supposition tells what was supposed and refuted.
        if step.kind == NextKind::Supposition {
            assert!(
                step.words.contains("Suppose "),
                "{name} next {}: {}",
                n + 1,
                step.words
            );
        }
        if std::env::var_os("WORDS_SHOW").is_some() {
            println!("{name} next {}: {}\n    {}", n + 1, step.text, step.words);
        }
        for f in &fills {
            grid.set(riddle, f.row, f.column, f.value);
        }
    }
    unreachable!()
}

fn id(riddle: &Riddle, column: usize, name: &str) -> u16 {
    (riddle.values(column).iter().position(|v| v == name).unwrap() + 1) as u16
}

#[test]
fn every_step_of_the_samples_has_plain_words() {
    let (mut steps, mut next) = (0, 0);
    for sample in samples() {
        let riddle = sample.riddle();
        steps += check_solution(&riddle, sample.name);
        next += check_next(&riddle, sample.name);
    }
    // The same riddles written as clue files: their clues as written are no sentences.
    for sample in clue_samples() {
        let riddle = sample.riddle();
        steps += check_solution(&riddle, sample.name);
        next += check_next(&riddle, sample.name);
    }
    // Measured: 418 steps of detailed solutions and 202 next steps (176 and 100 of the JSON files).
    println!("{steps} steps, {next} next steps");
    assert!(steps >= 300 && next >= 180, "{steps} steps, {next} next steps");
}

#[test]
fn every_step_of_the_zebralogic_dev_set_has_plain_words() {
    let Some(shared) = common::shared() else {
        return;
    };
    let files = common::riddle_files(&shared.join("corpus/zebralogic/dev"));
    assert_eq!(files.len(), 100);
    let (mut steps, mut next) = (0, 0);
    for path in files {
        let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        steps += check_solution(&riddle, &name);
        next += check_next(&riddle, &name);
    }
    println!("{steps} steps of detailed solutions and {next} next steps told");
}

//! Puzzle texts read into riddles (`gridriddle::import`): every ZebraLogic puzzle of the corpus
//! (its text is the riddle's `description`, as the corpus's converter copied it from the source)
//! and the texts of the real records in `../shared/real-outputs/zeroeval/` read to their published
//! solution, solved by gridriddle; hand-written texts for each clue form and each error.

mod common;

use gridriddle::import::{read_puzzle, rename_columns, riddle};
use gridriddle::{solve_riddle, Riddle, RiddleFormat, SolveOptions};
use std::collections::BTreeSet;

/// The solutions of the riddle `text` reads to, as text, each checked by the definition.
fn solutions(text: &str) -> BTreeSet<Vec<Vec<String>>> {
    let riddle = riddle(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    assert!(solved.complete);
    common::found(&riddle, &solved)
}

#[test]
fn every_zebralogic_puzzle_of_the_corpus_reads_to_its_published_solution() {
    let Some(shared) = common::shared() else { return };
    let dir = shared.join("corpus/zebralogic/all");
    let (mut read, mut wrong) = (0, Vec::new());
    for path in common::riddle_files(&dir) {
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let text = json["description"].as_str().unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(RiddleFormat::detect(text), RiddleFormat::ZebraLogic, "{name}");
        let file = match read_puzzle(text) {
            Ok(file) => file,
            Err(e) => {
                wrong.push(format!("{name}: {e}"));
                continue;
            }
        };
        let riddle = Riddle::from_file(&file).unwrap();
        let solved = solve_riddle(&riddle, &SolveOptions::default());
        let expected = common::expected(&path.with_extension("").with_extension("expected.json"));
        if !solved.complete || common::found(&riddle, &solved) != expected {
            let corpus: Vec<BTreeSet<Vec<Vec<String>>>> =
                serde_json::from_value::<Vec<Vec<Vec<Vec<String>>>>>(json["hints"].clone())
                    .unwrap()
                    .into_iter()
                    .map(|h| h.into_iter().collect())
                    .collect();
            let differ = file
                .hints
                .iter()
                .zip(&corpus)
                .position(|(h, c)| h.iter().cloned().collect::<BTreeSet<_>>() != *c);
            wrong.push(format!(
                "{name}: {} solutions, not the published one (the corpus's riddle differs at hint {differ:?})",
                solved.solutions.len()
            ));
            continue;
        }
        // The hints' texts are the clues' sentences, as the corpus has them.
        assert_eq!(
            serde_json::to_value(&file.hint_texts).unwrap(),
            json["hintTexts"],
            "{name}"
        );
        read += 1;
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
    assert_eq!(read, 1000);
}

#[test]
fn the_zeroeval_records_texts_read_to_their_solutions_and_take_the_records_column_names() {
    let Some(shared) = common::shared() else { return };
    let mut read = 0;
    for stem in ["hyperbolic405b", "sambanova405b"] {
        let path = shared.join(format!("real-outputs/zeroeval/records-{stem}.jsonl"));
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let text = record["puzzle"].as_str().unwrap();
            let header: Vec<String> = serde_json::from_value(record["solution"]["header"].clone()).unwrap();
            let rows: Vec<Vec<String>> = serde_json::from_value(record["solution"]["rows"].clone()).unwrap();
            assert_eq!(solutions(text), BTreeSet::from([rows]), "{}", record["id"]);
            let file = rename_columns(&read_puzzle(text).unwrap(), &header[1..]).unwrap();
            assert_eq!(file.header, header);
            Riddle::from_file(&file).unwrap();
            read += 1;
        }
    }
    assert_eq!(read, 258);
}

/// A ZebraLogic text of `houses` houses with these attribute lines and clues.
fn zebralogic(houses: usize, attributes: &[&str], clues: &[&str]) -> String {
    let mut text = format!(
        "There are {houses} houses, numbered 1 to {houses} from left to right, as seen from across the street.\n"
    );
    for a in attributes {
        text.push_str(&format!(" - {a}\n"));
    }
    text.push_str("\n## Clues:\n");
    for (i, c) in clues.iter().enumerate() {
        text.push_str(&format!("{}. {c}\n", i + 1));
    }
    text
}

const NAMES: &str = "Each person has a unique name: `Eric`, `Peter`, `Arnold`";
const FOOD: &str = "Everyone has something unique for lunch: `pizza`, `grilled cheese`, `stew`";

/// The houses (1-based) of Eric, Peter, Arnold in every solution.
fn placements(clue: &str) -> BTreeSet<Vec<String>> {
    let text = zebralogic(3, &[NAMES], &[clue]);
    solutions(&text)
        .into_iter()
        .map(|rows| {
            ["Eric", "Peter", "Arnold"]
                .iter()
                .map(|n| rows.iter().find(|r| r[1] == *n).unwrap()[0].clone())
                .collect()
        })
        .collect()
}

#[test]
fn each_clue_form_holds_exactly_where_its_words_say() {
    // Brute force: every order of three names, kept when the relation holds of Eric (e) and
    // Peter (p).
    type Holds = fn(i64, i64) -> bool;
    let cases: [(&str, Holds); 10] = [
        ("Eric is in the second house.", |e, _| e == 2),
        ("Eric is not in the second house.", |e, _| e != 2),
        ("Eric is directly left of Peter.", |e, p| p == e + 1),
        ("Eric is directly right of Peter.", |e, p| e == p + 1),
        ("Eric is somewhere to the left of Peter.", |e, p| e < p),
        ("Eric is somewhere to the right of Peter.", |e, p| e > p),
        ("Eric and Peter are next to each other.", |e, p| {
            (e - p).abs() == 1
        }),
        ("There is one house between Eric and Peter.", |e, p| {
            (e - p).abs() == 2
        }),
        ("There are two houses between Eric and Peter.", |e, p| {
            (e - p).abs() == 3
        }),
        ("Eric is not Peter.", |e, p| e != p),
    ];
    let orders = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]];
    for (clue, holds) in cases {
        let want: BTreeSet<Vec<String>> = orders
            .iter()
            .filter(|o| holds(o[0], o[1]))
            .map(|o| o.iter().map(|h| h.to_string()).collect())
            .collect();
        if want.is_empty() {
            assert!(placements(clue).is_empty(), "{clue}");
        } else {
            assert_eq!(placements(clue), want, "{clue}");
        }
    }
    // "X is Y" across columns: one row holds both.
    let text = zebralogic(
        2,
        &[NAMES.replace(", `Arnold`", "").as_str(), "Pets: `cat`, `dog`"],
        &[
            "The person who has a cat is Peter.",
            "Eric is in the first house.",
        ],
    );
    assert_eq!(
        solutions(&text),
        BTreeSet::from([vec![
            vec!["1".to_string(), "Eric".into(), "dog".into()],
            vec!["2".to_string(), "Peter".into(), "cat".into()]
        ]])
    );
}

#[test]
fn a_value_two_columns_share_goes_to_the_column_its_phrase_describes() {
    let text = zebralogic(
        2,
        &[
            "Each person has a unique name: `Alice`, `Bob`",
            "Each mother is accompanied by their child: `Alice`, `Fred`",
        ],
        &[
            "The person's child is named Alice is in the first house.",
            "Alice is in the second house.",
        ],
    );
    let file = read_puzzle(&text).unwrap();
    assert_eq!(file.header, ["House", "Name", "Child"]);
    assert_eq!(file.hints[0], [[["1", "", "Alice"]]]);
    assert_eq!(file.hints[1], [[["2", "Alice", ""]]]);
}

/// The error `text` reads to.
fn error(text: &str) -> String {
    read_puzzle(text).unwrap_err().to_string()
}

#[test]
fn what_is_not_understood_is_an_error_naming_the_clue_and_the_words() {
    let text = zebralogic(
        3,
        &[NAMES, FOOD],
        &[
            "Eric is in the first house.",
            "The person who loves the stew admires Peter.",
            "The person who juggles is Eric.",
            "Peter is in the fifth house.",
            "Eric's pizza is Peter.",
        ],
    );
    assert_eq!(
        error(&text),
        "7:4: clue 2: no clue form fits; words not understood: \"The person who loves the admires\"\n\
         8:4: clue 3: \"The person who juggles\" names no value of the puzzle\n\
         9:4: clue 4: there is no fifth house: the puzzle has 3\n\
         10:4: clue 5: \"Eric's pizza\" names several values: \"Eric\" (Name), \"pizza\" (Lunch)"
    );
    assert_eq!(
        error(&zebralogic(3, &["Names: `A`, `B`"], &[])),
        "2:4: attribute \"Names\": 2 values, the puzzle has 3 houses"
    );
    assert!(error("Pet - cat dog\n---\n").starts_with("1:1: not a puzzle text"));
    assert!(error(&zebralogic(3, &[NAMES], &["Eric is taller than Peter."]))
        .contains("clue 1: \"taller than Peter\" names no value"));
}

#[test]
fn bad_texts_give_errors_never_a_panic() {
    let base = zebralogic(3, &[NAMES, FOOD], &["Eric is in the first house."]);
    let mut texts = vec![
        "There are 99999999999999999999 houses.\n - A: `x`".to_string(),
        "There are 65 houses.\n - A: `x`".to_string(),
        "There are 0 houses.\n - A: `x`".to_string(),
        format!("{base}2. {}\n", "Eric is ".repeat(400)),
        format!("{base}2. Eric is Eric.\n3. Ériç ü is Peter.\n"),
        base.replace("`pizza`", "`pizza`, `pizza`"),
        base.replace("`pizza`", "``"),
    ];
    for cut in (0..base.len()).step_by(7) {
        if base.is_char_boundary(cut) {
            texts.push(base[..cut].to_string());
        }
    }
    for text in texts {
        let _ = read_puzzle(&text).map(|file| Riddle::from_file(&file).unwrap());
    }
    // A text made to take long: 64 houses, 64 attributes of 64 values, long clues of many "is".
    let mut big = String::from("There are 64 houses.\n");
    for a in 0..64 {
        let values: Vec<String> = (0..64).map(|v| format!("`a{a}v{v}`")).collect();
        big.push_str(&format!(" - Attribute {a}: {}\n", values.join(", ")));
    }
    big.push_str("\n## Clues:\n");
    for c in 1..=1000 {
        big.push_str(&format!("{c}. {}a0v0.\n", "a0v1 is ".repeat(60)));
    }
    let started = std::time::Instant::now();
    let error = read_puzzle(&big).unwrap_err().to_string();
    assert!(
        error.ends_with("the puzzle is too large to read: gridriddle gives up here"),
        "{error}"
    );
    assert!(started.elapsed().as_secs() < 30);
}

//! The records a data set item is written as for evaluating models: ZebraLogic's grid record,
//! or multiple-choice questions about one cell each ([`Question`], ZebraLogic's second mode),
//! with the prompt a model is given (`prompt`) and the riddle's level (`level`) when asked.
//!
//! ```
//! use gridriddle::dataset::{dataset_item, DatasetOptions};
//! use gridriddle::evaluate::questions::{record_lines, RecordMode, RecordOptions};
//!
//! let item = dataset_item(&DatasetOptions { rows: (4, 4), columns: (3, 3), ..DatasetOptions::default() }, 0)?;
//! let options = RecordOptions { mode: RecordMode::Questions(2), prompt: true, level: false };
//! let lines = record_lines(&item, &options);
//! assert_eq!(lines.len(), 2);
//! let question: serde_json::Value = serde_json::from_str(&lines[0]).unwrap();
//! assert_eq!(question["id"], "gridriddle-0-0-q1");
//! let choices = question["choices"].as_array().unwrap();
//! assert!(choices.contains(&question["answer"]));
//! assert!(question["prompt"].as_str().unwrap().contains("\"answer\""));
//! # Ok::<(), gridriddle::dataset::DatasetError>(())
//! ```

pub use crate::dataset::QuestionCell;
use crate::dataset::{DatasetItem, ItemKind, KindFields, NO_SOLUTION_CHOICE};
use crate::generate::{question, Person};
use crate::riddle::Riddle;
use serde::Serialize;

/// What each item of a data set is written as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordMode {
    /// ZebraLogic's grid record: `{"id", "size", "puzzle", "solution": {"header", "rows"}}`.
    Grid,
    /// This many questions about the riddle, one record each (at most one per cell).
    Questions(usize),
}

/// How the records of an item are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordOptions {
    /// Grid or questions.
    pub mode: RecordMode,
    /// Add a `prompt` field: the puzzle, the task and the exact JSON shape of the answer.
    pub prompt: bool,
    /// Add a `level` field: the riddle's rated level (`easy` … `expert`), which `evaluate`
    /// reports by.
    pub level: bool,
}

/// A multiple-choice question about one cell of a riddle's solution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Question {
    /// `<item id>-q<k>`, k from 1.
    pub id: String,
    /// The riddle's size, as the grid record writes it (`"5*6"`).
    pub size: String,
    /// The puzzle in words, as the grid record has it.
    pub puzzle: String,
    /// The question ("Which house does the person who keeps fish live in?").
    pub question: String,
    /// Every value of the cell's column, in the riddle's order (house numbers for `House`).
    pub choices: Vec<String>,
    /// The right choice: the cell's value in the riddle's one solution.
    pub answer: String,
    /// The cell asked about.
    pub cell: QuestionCell,
    /// What a record of a data set of mixed kinds says of its riddle: `"solvable"`,
    /// `"contradiction"`, `"solutionCount"` ([`KindFields`]).
    #[serde(flatten)]
    pub kind: Option<KindFields>,
}

/// A record with the extra fields asked for.
#[derive(Serialize)]
struct WithExtras<'a, T: Serialize> {
    #[serde(flatten)]
    record: &'a T,
    #[serde(skip_serializing_if = "Option::is_none")]
    prompt: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'static str>,
}

/// The lines of JSON (without line breaks) item `item` is written as: one grid record, or
/// `Questions(k)` questions (fewer when the riddle has fewer cells). The grid record without
/// extras is byte for byte [`DatasetItem::line`]'s ZebraLogic line.
pub fn record_lines(item: &DatasetItem, options: &RecordOptions) -> Vec<String> {
    let level = options.level.then(|| item.generated.rating.difficulty.name());
    let riddle = item.riddle();
    match options.mode {
        RecordMode::Grid => {
            let record = item.grid_record();
            let prompt = options.prompt.then(|| {
                let prompt = grid_prompt(riddle, &record.record.puzzle);
                match item.may_be_unsolvable {
                    true => format!("{prompt}{NO_SOLUTION_GRID}"),
                    false => prompt,
                }
            });
            vec![to_line(&WithExtras {
                record: &record,
                prompt,
                level,
            })]
        }
        RecordMode::Questions(k) => questions(item, k)
            .iter()
            .map(|question| {
                let prompt = options.prompt.then(|| match item.may_be_unsolvable {
                    true => format!("{}{NO_SOLUTION_QUESTION}", question_prompt(question)),
                    false => question_prompt(question),
                });
                to_line(&WithExtras {
                    record: question,
                    prompt,
                    level,
                })
            })
            .collect(),
    }
}

/// What the prompt of a grid record says after the answer's shape, in a data set that may hold
/// riddles with no solution (`dataset --unsolvable`): how to answer that there is none.
pub const NO_SOLUTION_GRID: &str = "\n\nIf the clues contradict each other, so that no \
     solution exists, answer with exactly this JSON object instead:\n\n{\"solvable\": false}";

/// What the prompt of a question says after the answer's shape, in a data set that may hold
/// riddles with no solution: the choice that says there is none.
pub const NO_SOLUTION_QUESTION: &str = "\n\nIf the clues contradict each other, so that no \
     solution exists, the answer is the choice \"no solution\".";

/// One line of JSON of a record.
fn to_line<T: Serialize>(record: &T) -> String {
    serde_json::to_string(record).expect("strings and numbers serialise")
}

/// SplitMix64's step (the generator's own is private to it): the questions' cells are drawn from
/// the item's generator seed, so the same item gives the same questions.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `count` questions about item `item`, each about a different cell, drawn from the item's
/// generator seed: a cell of the House column asks which house a person lives in, another cell
/// what a person's value of that column is, the person named by another cell of the same house.
/// Every answer is forced by the clues: the riddle has one solution.
///
/// In a data set that may hold riddles with no solution, every question's choices end with
/// [`NO_SOLUTION_CHOICE`], the answer of every question about such a riddle (the cells asked
/// are drawn from the riddle it was made from, as they would be without its contradicting
/// clue).
pub fn questions(item: &DatasetItem, count: usize) -> Vec<Question> {
    let riddle = &item.generated.riddle;
    let unsolvable = matches!(item.kind, ItemKind::Unsolvable { .. });
    let solution = &item.generated.solution;
    let record = item.record();
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut cells: Vec<(usize, usize)> = (0..m).flat_map(|r| (0..n).map(move |c| (r, c))).collect();
    let mut state = mix(item.generated.seed ^ 0x5155_4553_5449_4F4E);
    let mut draw = |below: usize| {
        state = mix(state);
        (state % below as u64) as usize
    };
    let count = count.min(cells.len());
    let mut out = Vec::with_capacity(count);
    for k in 0..count {
        let pick = k + draw(cells.len() - k);
        cells.swap(k, pick);
        let (r, c) = cells[k];
        // The person is named by another column of the same house (a column of values when
        // there is one).
        let others: Vec<usize> = (0..n).filter(|&o| o != c && !house_column(riddle, o)).collect();
        let by = if others.is_empty() {
            None
        } else {
            Some(others[draw(others.len())])
        };
        let header = riddle.header();
        let person = match by {
            Some(o) => Person::Holding {
                header: &header[o],
                value: &solution[r][o],
            },
            None => Person::InHouse(r + 1),
        };
        let house = house_column(riddle, c);
        let question = question(&header[c], house, person);
        let mut choices: Vec<String> = if house {
            (1..=m).map(|h| h.to_string()).collect()
        } else {
            riddle.values(c).to_vec()
        };
        if item.may_be_unsolvable {
            choices.push(NO_SOLUTION_CHOICE.to_owned());
        }
        out.push(Question {
            id: format!("{}-q{}", item.id, k + 1),
            size: record.size.clone(),
            puzzle: record.puzzle.clone(),
            question,
            choices,
            answer: match unsolvable {
                true => NO_SOLUTION_CHOICE.to_owned(),
                false => solution[r][c].clone(),
            },
            cell: QuestionCell {
                house: r + 1,
                column: header[c].clone(),
            },
            kind: item.kind_fields(),
        });
    }
    out
}

/// Whether column `c` is the numbered House column (given whole by the start matrix).
fn house_column(riddle: &Riddle, c: usize) -> bool {
    riddle
        .start_matrix()
        .column(c)
        .iter()
        .all(|&id| id != crate::riddle::BLANK)
}

/// The prompt of a grid record: the puzzle, the task and the answer's JSON shape, every house
/// and attribute named.
pub fn grid_prompt(riddle: &Riddle, puzzle: &str) -> String {
    let attributes: Vec<&str> = (0..riddle.columns())
        .filter(|&c| !house_column(riddle, c))
        .map(|c| riddle.header()[c].as_str())
        .collect();
    let house = |h: usize| {
        let cells: Vec<String> = attributes.iter().map(|a| format!("\"{a}\": \"...\"")).collect();
        format!("\"House {h}\": {{{}}}", cells.join(", "))
    };
    let houses: Vec<String> = (1..=riddle.rows()).map(house).collect();
    format!(
        "{puzzle}\n\nSolve the puzzle: give every house's value of each attribute ({}). Think it \
         through step by step, then answer with one JSON object of exactly this shape, every \
         value written as in the puzzle:\n\n{{\"reasoning\": \"...\", \"solution\": {{{}}}}}",
        attributes.join(", "),
        houses.join(", ")
    )
}

/// The prompt of a question: the puzzle, the question, its choices and the answer's JSON shape.
pub fn question_prompt(question: &Question) -> String {
    format!(
        "{}\n\nQuestion: {}\nChoices: {}\n\nThink it through step by step, then answer with one \
         JSON object of exactly this shape, the answer one of the choices as written:\n\n\
         {{\"reasoning\": \"...\", \"answer\": \"...\"}}",
        question.puzzle,
        question.question,
        question.choices.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{dataset_item, DatasetFormat, DatasetOptions};
    use crate::riddle_file::RiddleFile;
    use crate::solver::solve_riddle;
    use crate::SolveOptions;

    fn item(i: u64) -> DatasetItem {
        dataset_item(&DatasetOptions::default(), i).unwrap()
    }

    #[test]
    fn the_grid_record_without_extras_is_the_data_sets_line() {
        let options = RecordOptions {
            mode: RecordMode::Grid,
            prompt: false,
            level: false,
        };
        for i in 0..5 {
            let item = item(i);
            assert_eq!(
                record_lines(&item, &options),
                [item.line(DatasetFormat::ZebraLogic)]
            );
        }
    }

    #[test]
    fn extras_follow_the_record_and_name_every_house_and_attribute() {
        let item = item(2);
        let options = RecordOptions {
            mode: RecordMode::Grid,
            prompt: true,
            level: true,
        };
        let line = &record_lines(&item, &options)[0];
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        // The record's keys in its order, then the extras.
        let at: Vec<usize> = ["id", "size", "puzzle", "solution", "prompt", "level"]
            .iter()
            .map(|key| line.find(&format!("\"{key}\":")).unwrap())
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{line}");
        assert_eq!(value.as_object().unwrap().len(), 6);
        assert_eq!(value["level"], item.generated.rating.difficulty.name());
        let prompt = value["prompt"].as_str().unwrap();
        assert!(prompt.starts_with(item.generated.riddle.description().unwrap()));
        for h in 1..=item.generated.riddle.rows() {
            assert!(prompt.contains(&format!("\"House {h}\": {{")), "{prompt}");
        }
        for name in &item.generated.riddle.header()[1..] {
            assert!(prompt.contains(&format!("\"{name}\": \"...\"")), "{prompt}");
        }
    }

    /// The riddle with `extra` as a further hint, when the cell's value is put elsewhere: no
    /// solution (the answer is forced by the clues).
    fn without(file: &RiddleFile, house: usize, column: usize, value: &str) -> usize {
        let mut file = file.clone();
        let width = file.header.len();
        let mut row = vec![String::new(); width];
        row[column] = value.to_owned();
        // The value anywhere but the house asked: one option per other house.
        let options: Vec<Vec<Vec<String>>> = (1..=file.start_matrix.len())
            .filter(|&h| h != house)
            .map(|h| {
                let mut row = row.clone();
                row[0] = h.to_string();
                vec![row]
            })
            .collect();
        file.hints.push(options);
        file.hint_texts = None;
        let riddle = crate::Riddle::from_file(&file).unwrap();
        solve_riddle(&riddle, &SolveOptions::default()).solutions.len()
    }

    #[test]
    fn every_answer_is_forced_by_the_clues_and_among_the_choices() {
        for i in 0..12 {
            let item = item(i);
            let riddle = &item.generated.riddle;
            let questions = questions(&item, 4);
            assert_eq!(questions.len(), 4.min(riddle.rows() * riddle.columns()));
            let mut cells: Vec<(usize, String)> = Vec::new();
            for q in &questions {
                assert!(q.choices.contains(&q.answer), "{q:?}");
                let c = riddle.header().iter().position(|h| *h == q.cell.column).unwrap();
                assert_eq!(q.answer, item.generated.solution[q.cell.house - 1][c]);
                assert!(!cells.contains(&(q.cell.house, q.cell.column.clone())));
                cells.push((q.cell.house, q.cell.column.clone()));
                if c > 0 {
                    // Putting the value in any other house leaves no solution.
                    assert_eq!(without(&item.generated.file, q.cell.house, c, &q.answer), 0);
                }
                let mut sorted = q.choices.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), q.choices.len());
            }
        }
    }

    #[test]
    fn questions_name_the_person_by_another_cell_of_the_house() {
        let item = item(1);
        for q in questions(&item, 30) {
            let row = &item.generated.solution[q.cell.house - 1];
            let named = row
                .iter()
                .skip(1)
                .any(|value| q.question.contains(value.as_str()))
                || q.question.contains(&format!("house {}", q.cell.house));
            assert!(named, "{q:?}");
            // The question never gives its answer away.
            if q.cell.column != "House" {
                assert!(!q.question.contains(&format!(" {} ", q.answer)), "{q:?}");
            }
        }
    }

    #[test]
    fn the_choices_do_not_follow_the_houses_order() {
        // Over many riddles the answer's place among the choices is not its house.
        let mut elsewhere = 0;
        for i in 0..20 {
            for q in questions(&item(i), 3) {
                if q.cell.column != "House"
                    && q.choices.iter().position(|c| *c == q.answer) != Some(q.cell.house - 1)
                {
                    elsewhere += 1;
                }
            }
        }
        assert!(elsewhere > 10, "{elsewhere}");
    }

    /// The words of a text: its runs of letters and digits.
    fn words(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect()
    }

    /// What a question about a column must say, written here apart from the theme table: the
    /// column's verb (or the words that stand for it) where the theme has one.
    fn verb_of(column: &str) -> Option<&'static [&'static str]> {
        Some(match column {
            "House" => &["live", "house"],
            "Name" => &["Who"],
            "Colour" => &["lives", "house"],
            "Drink" => &["drink"],
            "Pet" => &["keep"],
            "Sport" => &["play"],
            "Food" => &["eat"],
            "Job" => &["job", "do"],
            "Car" => &["drive"],
            "Flower" => &["grow"],
            "Music" => &["like"],
            "City" => &["come", "from"],
            "Year" => &["born"],
            "Age" => &["old"],
            "Month" => &["marry"],
            _ => return None,
        })
    }

    /// Verbs a question may hold only after "does", "did", "was" or "to" (a person is one:
    /// "Who keeps fish?", never "Who keep fish?").
    const BARE: [&str; 11] = [
        "live", "drink", "keep", "play", "eat", "drive", "grow", "like", "come", "marry", "have",
    ];

    #[test]
    fn ten_thousand_questions_are_worded_by_their_themes_verbs() {
        let options = DatasetOptions {
            rows: (2, 6),
            columns: (1, 6),
            ..DatasetOptions::default()
        };
        let (mut asked, mut by_column) = (0, std::collections::BTreeMap::<String, usize>::new());
        for i in 0.. {
            if asked >= 10_000 {
                break;
            }
            let item = dataset_item(&options, i).unwrap();
            let solution = &item.generated.solution;
            let header = item.generated.riddle.header();
            for q in questions(&item, 36) {
                asked += 1;
                *by_column.entry(q.cell.column.clone()).or_default() += 1;
                let text = &q.question;
                let w = words(text);
                assert!(
                    text.ends_with('?') && text.starts_with(char::is_uppercase),
                    "{text}"
                );
                assert!(!text.contains("  ") && !text.contains(" ?"), "{text}");
                // The answer is not in the question, and the value that names the person is
                // there once.
                assert!(!w.contains(&q.answer.as_str()), "{text}: gives {}", q.answer);
                let row = &solution[q.cell.house - 1];
                let naming: Vec<&String> = row[1..].iter().filter(|v| w.contains(&v.as_str())).collect();
                match naming.as_slice() {
                    [one] => assert_eq!(w.iter().filter(|x| *x == one).count(), 1, "{text}"),
                    [] => assert!(text.contains(&format!("house {}", q.cell.house)), "{text}"),
                    _ => panic!("{text}: names the person twice"),
                }
                // "house" at most once: never "Which house does the person in the cream house
                // live in?".
                assert!(w.iter().filter(|x| **x == "house").count() <= 1, "{text}");
                // A themed column is asked with its verb, never as "the drink of …".
                for h in header {
                    assert!(
                        !text
                            .to_lowercase()
                            .contains(&format!("the {} of", h.to_lowercase())),
                        "{text}"
                    );
                }
                if let Some(verbs) = verb_of(&q.cell.column) {
                    assert!(verbs.iter().any(|v| w.contains(v)), "{text}: no {verbs:?}");
                }
                // A person takes a verb in -s (or a past form): a bare verb follows "does",
                // "did", "was" or "to".
                for (k, word) in w.iter().enumerate() {
                    if BARE.contains(word) {
                        let before = if k == 0 { "" } else { w[k - 1] };
                        let ok = ["does", "did", "to"].contains(&before)
                            || w[..k].contains(&"does")
                            || w[..k].contains(&"did");
                        assert!(ok, "{text}: bare {word}");
                    }
                }
            }
        }
        // Every theme asked many times over.
        for column in [
            "House", "Name", "Colour", "Drink", "Pet", "Year", "Age", "Month", "Car",
        ] {
            assert!(by_column.get(column).copied().unwrap_or(0) > 100, "{by_column:?}");
        }
    }

    #[test]
    fn questions_say_what_the_column_means() {
        use crate::generate::{question, Person};
        let by = |header, value| Person::Holding { header, value };
        assert_eq!(question("Name", false, by("Month", "May")), "Who married in May?");
        assert_eq!(
            question("Year", false, by("Car", "Nissan")),
            "In which year was the Nissan driver born?"
        );
        assert_eq!(
            question("Month", false, by("Nationality", "Swede")),
            "In which month did the Swede marry?"
        );
        assert_eq!(
            question("Music", false, by("Name", "Tina")),
            "Which music does Tina like?"
        );
        assert_eq!(
            question("House", true, by("Colour", "cream")),
            "Which house is the cream one?"
        );
        assert_eq!(
            question("House", true, by("Pet", "fish")),
            "Which house does the person who keeps fish live in?"
        );
        assert_eq!(
            question("Colour", false, Person::InHouse(3)),
            "What colour is house 3?"
        );
        assert_eq!(
            question("Name", false, Person::InHouse(2)),
            "Who lives in house 2?"
        );
        assert_eq!(
            question("B", false, by("A", "A3")),
            "Which B does the person whose A is A3 have?"
        );
    }
}

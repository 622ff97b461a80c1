//! The one reader on answers that language models really wrote (`../shared/real-outputs/`, used
//! as they are): ZeroEval's ZebraLogic result files, graded as ZeroEval grades them wherever its
//! rule reads an answer, and GridPuzzle's answers ("Final Answer:" and headerless `|` rows).

use gridriddle::evaluate::output::{read_output, Form};
use gridriddle::evaluate::report::evaluate;
use gridriddle::Riddle;
use serde_json::Value;
use std::collections::HashMap;

const SHARED: &str = "../shared/real-outputs";

fn lines(path: &str) -> Vec<Value> {
    let text = std::fs::read_to_string(format!("{SHARED}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn by_id(path: &str) -> HashMap<String, Value> {
    lines(path)
        .into_iter()
        .map(|v| (v["id"].as_str().unwrap().to_owned(), v))
        .collect()
}

/// For one model: the items where ZeroEval's rule reads an answer and the share of them graded
/// the same (solved and cells right), by the records' solution and by the riddles; and that
/// every item ZeroEval reads nothing of is unread or read from JSON that needed mending.
fn zeroeval_agreement(stem: &str) -> (usize, usize) {
    let records = std::fs::read_to_string(format!("{SHARED}/zeroeval/records-{stem}.jsonl")).unwrap();
    let answers = std::fs::read_to_string(format!("{SHARED}/zeroeval/answers-{stem}.jsonl")).unwrap();
    let evaluation = evaluate(&records, &answers);
    assert!(evaluation.problems.is_empty(), "{:?}", evaluation.problems);
    let outcomes: HashMap<&str, _> = evaluation.outcomes.iter().map(|o| (o.id.as_str(), o)).collect();
    let riddles = by_id(&format!("zeroeval/riddles-{stem}.jsonl"));
    let outputs = by_id(&format!("zeroeval/answers-{stem}.jsonl"));
    let (mut read, mut same) = (0, 0);
    let mut differ = Vec::new();
    for verdict in lines(&format!("zeroeval/zeroeval-{stem}.jsonl")) {
        let id = verdict["id"].as_str().unwrap();
        let outcome = outcomes[id];
        let riddle = Riddle::from_json(&riddles[id]["riddle"].to_string()).unwrap();
        let output = outputs[id]["output"].as_str().unwrap();
        let reading = read_output(&riddle, output);
        let graded = gridriddle::evaluate::output::grade_text(&riddle, output);
        if verdict["noAnswer"].as_bool().unwrap() {
            // ZeroEval reads nothing: unread, or read from JSON that needed mending.
            assert!(
                outcome.unread.is_some() || reading.form == Some(Form::MendedJson),
                "{stem} {id}: ZeroEval reads no answer, read as {:?}",
                reading.form
            );
            assert_eq!(outcome.unread.is_some(), graded.unread.is_some(), "{stem} {id}");
            continue;
        }
        read += 1;
        let want = (
            verdict["solved"].as_bool().unwrap(),
            verdict["correct"].as_u64().unwrap() as usize,
        );
        let by_record = (outcome.solved, outcome.correct);
        let by_riddle = (graded.solved, graded.correct);
        if by_record == want && by_riddle == want {
            same += 1;
        } else {
            differ.push(format!(
                "{id}: ZeroEval {want:?}, record {by_record:?}, riddle {by_riddle:?}"
            ));
        }
    }
    eprintln!("{stem}: {same} of {read} read by ZeroEval graded the same; differ: {differ:#?}");
    (read, same)
}

#[test]
fn where_zeroevals_rule_reads_an_answer_it_is_graded_the_same() {
    for stem in ["hyperbolic405b", "sambanova405b"] {
        let (read, same) = zeroeval_agreement(stem);
        assert!(read > 0);
        assert!(same * 100 >= read * 99, "{stem}: {same} of {read}");
    }
}

#[test]
fn outputs_cut_short_are_unread_as_cut_short() {
    // Every sambanova output that stops mid-word, mid-value or mid-sentence (inside its JSON
    // or before it) is unread, and says it was cut short; unless a complete JSON answer came
    // before the part cut short.
    let riddles = by_id("zeroeval/riddles-sambanova405b.jsonl");
    let mut cut = 0;
    for answer in lines("zeroeval/answers-sambanova405b.jsonl") {
        let id = answer["id"].as_str().unwrap();
        let output = answer["output"].as_str().unwrap();
        let riddle = Riddle::from_json(&riddles[id]["riddle"].to_string()).unwrap();
        // Stops in the middle of a word, a value or a sentence: no final answer.
        let last = output.trim_end().chars().last().unwrap();
        if last.is_alphanumeric() || matches!(last, ',' | '"' | '\'' | '(' | '-') {
            cut += 1;
            let reading = read_output(&riddle, output);
            if reading.form == Some(Form::Json) {
                // A complete answer before the part cut short (the model began it again):
                // graded as ZeroEval grades it.
                continue;
            }
            let why = match reading.answer {
                Ok(answer) => panic!(
                    "{id}: read as {answer:?}\n{}",
                    &output[output.len().saturating_sub(600)..]
                ),
                Err(why) => why.0,
            };
            assert!(why.starts_with("cut short"), "{id}: {why}");
        }
    }
    assert!(cut >= 40, "{cut}");
}

#[test]
fn gridpuzzle_answers_are_read_and_the_papers_correct_ones_solved() {
    let records = by_id("gridpuzzle/records-gemini-pro.jsonl");
    let answers = lines("gridpuzzle/answers-gemini-pro.jsonl");
    let (mut read, mut solved) = (0, Vec::new());
    let mut unread = Vec::new();
    for answer in &answers {
        let id = answer["id"].as_str().unwrap();
        let riddle = Riddle::from_json(&records[id]["riddle"].to_string()).unwrap();
        let output = answer["output"].as_str().unwrap();
        let graded = gridriddle::evaluate::output::grade_text(&riddle, output);
        match graded.unread {
            None => read += 1,
            Some(why) => unread.push(format!("{id}: {why}")),
        }
        if graded.solved {
            solved.push(id);
        }
    }
    eprintln!(
        "gridpuzzle: {read} of {} read, solved {solved:?}; unread: {unread:#?}",
        answers.len()
    );
    assert!(read * 100 >= answers.len() * 95, "{read} of {}", answers.len());
    // The paper counts 3 correct; each solved answer satisfies every clue of a riddle with one
    // solution, so it is right whatever the paper's count.
    assert!(solved.len() >= 3, "{solved:?}");
}

//! `dataset --step-labels`: every label is `verify`'s verdict on the emitted text (run here on
//! the texts alone, apart from the labeller), right by the riddle's one solution, and a fifth of
//! the steps or more are negatives.

use gridriddle::dataset::{dataset_item, DatasetOptions};
use gridriddle::verify::{step_labels, verify, Label, LabelledStep, Verdict, VerifyOptions};
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

fn items(count: u64) -> Vec<(gridriddle::dataset::DatasetItem, Vec<LabelledStep>)> {
    let options = DatasetOptions {
        rows: (2, 5),
        columns: (2, 4),
        seed: 51,
        ..DatasetOptions::default()
    };
    (0..count)
        .map(|i| {
            let item = dataset_item(&options, i).unwrap();
            let steps = step_labels(&item.generated.riddle, item.generated.seed);
            (item, steps)
        })
        .collect()
}

#[test]
fn labels_agree_with_verify_and_with_the_solution_and_a_fifth_are_negatives() {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut leads = BTreeSet::new();
    for (item, steps) in items(80) {
        let riddle = &item.generated.riddle;
        // verify, on the texts alone, one step a line.
        let texts: Vec<&str> = steps.iter().map(|s| s.text.as_str()).collect();
        let checked = verify(riddle, &texts.join("\n"), &VerifyOptions::default());
        assert_eq!(checked.steps.len(), steps.len(), "{}: {texts:#?}", item.id);
        for (step, judged) in steps.iter().zip(&checked.steps) {
            assert_eq!(judged.text, step.text);
            assert_eq!(judged.claims, step.claims, "{}: {}", item.id, step.text);
            assert_eq!(judged.cites, step.cites, "{}: {}", item.id, step.text);
            let label = match judged.verdict {
                Verdict::Justified => Label::Justified,
                Verdict::Leap | Verdict::LeapDependent => Label::Leap,
                Verdict::False => Label::False,
                other => panic!("{}: {:?} for {}", item.id, other, step.text),
            };
            assert_eq!(label, step.label, "{}: {}", item.id, step.text);
            // The label by the one solution, read here from the names.
            assert!(!step.claims.is_empty());
            let holds = |c: &gridriddle::verify::NamedClaim| {
                let column = riddle.header().iter().position(|h| *h == c.column).unwrap();
                let house = c.house.expect("claims about houses");
                (item.generated.solution[house - 1][column] == c.value) != c.negated
            };
            let all_hold = step.claims.iter().all(holds);
            match step.label {
                Label::False => assert!(!all_hold, "{}: false but true: {}", item.id, step.text),
                _ => assert!(all_hold, "{}: {:?} but false: {}", item.id, step.label, step.text),
            }
            *counts
                .entry(match step.label {
                    Label::Justified => "justified",
                    Label::Leap => "leap",
                    Label::False => "false",
                })
                .or_default() += 1;
            leads.insert(step.text.split_whitespace().next().unwrap().to_owned());
        }
    }
    let total: usize = counts.values().sum();
    let negatives = counts["leap"] + counts["false"];
    assert!(total >= 400, "{counts:?}");
    assert!(negatives * 5 >= total, "{counts:?}");
    assert!(counts["justified"] * 3 >= total, "{counts:?}");
    assert!(
        counts["leap"] * 10 >= total && counts["false"] * 10 >= total,
        "{counts:?}"
    );
    // Several openings: From, By, It, Clue(s), We, Then, With.
    assert!(leads.len() >= 6, "{leads:?}");
}

#[test]
fn the_labels_are_a_function_of_the_seed() {
    let (item, steps) = items(3).pop().unwrap();
    let again = step_labels(&item.generated.riddle, item.generated.seed);
    assert_eq!(steps, again);
    let other = step_labels(&item.generated.riddle, item.generated.seed ^ 1);
    assert_ne!(steps, other, "another seed, other words or other mistakes");
}

#[test]
fn the_command_line_writes_the_same_bytes_whatever_the_jobs() {
    let run = |jobs: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .args([
                "dataset", "--count", "12", "--rows", "3..4", "--cols", "3..4", "--seed", "9",
            ])
            .args(["--step-labels", "--jobs", jobs])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        out.stdout
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    let text = String::from_utf8(one).unwrap();
    assert_eq!(text.lines().count(), 12);
    for line in text.lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(line.contains(r#""steps":[{"text":"#), "{line}");
        let steps = record["steps"].as_array().unwrap();
        assert!(!steps.is_empty());
        for step in steps {
            let keys: Vec<&str> = step.as_object().unwrap().keys().map(String::as_str).collect();
            assert_eq!(keys, ["cites", "claims", "label", "text"]); // serde_json's order
            assert!(["justified", "leap", "false"].contains(&step["label"].as_str().unwrap()));
        }
    }
}

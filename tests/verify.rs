//! `verify`: claims read from hand-written sentences; verdicts against a brute force over every
//! riddle matrix of small riddles (checked with `check_solution`, not the solver); gridriddle's
//! own reasoning traces all justified; bad answers reported, never a panic.

use gridriddle::generate::{generate, GenerateOptions};
use gridriddle::verify::{reasoning, verify, verify_steps, NamedClaim, Relation, Verdict, VerifyOptions};
use gridriddle::{check_solution, Riddle, ValueId};
use ndarray::Array2;
use std::process::Command;

/// Five houses, Einstein's names, and a Month column with "May" (a common word too).
const RIDDLE: &str = r#"{
  "header": ["House", "Nationality", "Drink", "Pet", "Colour", "Month"],
  "startMatrix": [["1", "", "", "", "", ""], ["2", "", "", "", "", ""], ["3", "", "", "", "", ""],
                  ["4", "", "", "", "", ""], ["5", "", "", "", "", ""]],
  "hints": [[[["", "Brit", "", "", "red", ""]]]],
  "domains": {
    "Nationality": ["Brit", "Swede", "Dane", "Norwegian", "German"],
    "Drink": ["tea", "coffee", "milk", "beer", "water"],
    "Pet": ["dogs", "birds", "cats", "horses", "fish"],
    "Colour": ["red", "green", "white", "yellow", "blue"],
    "Month": ["May", "June", "July", "March", "April"]
  }
}"#;

fn at(value: &str, column: &str, house: usize, negated: bool) -> NamedClaim {
    NamedClaim {
        value: value.to_owned(),
        column: column.to_owned(),
        house: Some(house),
        with: None,
        with_column: None,
        under: None,
        relation: None,
        other: None,
        other_column: None,
        distance: None,
        negated,
    }
}

fn with(value: &str, column: &str, other: &str, other_column: &str, negated: bool) -> NamedClaim {
    NamedClaim {
        value: value.to_owned(),
        column: column.to_owned(),
        house: None,
        with: Some(other.to_owned()),
        with_column: Some(other_column.to_owned()),
        under: None,
        relation: None,
        other: None,
        other_column: None,
        distance: None,
        negated,
    }
}

fn rel(
    value: &str,
    column: &str,
    relation: Relation,
    other: &str,
    other_column: &str,
    negated: bool,
) -> NamedClaim {
    NamedClaim {
        value: value.to_owned(),
        column: column.to_owned(),
        house: None,
        with: None,
        with_column: None,
        under: None,
        relation: Some(relation.kind()),
        other: Some(other.to_owned()),
        other_column: Some(other_column.to_owned()),
        distance: relation.distance(),
        negated,
    }
}

/// The claims and citations read from one step.
fn read(text: &str) -> (Vec<NamedClaim>, Vec<usize>) {
    let riddle = Riddle::from_json(RIDDLE).unwrap();
    let checked = verify_steps(&riddle, &[text], &VerifyOptions::default());
    let step = &checked.steps[0];
    (step.claims.clone(), step.cites.clone())
}

#[test]
fn every_wording_of_the_issue_reads_its_claims() {
    let n = "Nationality";
    let cases: Vec<(&str, Vec<NamedClaim>)> = vec![
        (
            "The Norwegian lives in house 1.",
            vec![at("Norwegian", n, 1, false)],
        ),
        ("House 3's drink is milk.", vec![at("milk", "Drink", 3, false)]),
        (
            "Milk is drunk in the third house.",
            vec![at("milk", "Drink", 3, false)],
        ),
        (
            "The Norwegian lives in the first house",
            vec![at("Norwegian", n, 1, false)],
        ),
        ("the 2nd house is green", vec![at("green", "Colour", 2, false)]),
        ("The last house is blue.", vec![at("blue", "Colour", 5, false)]),
        (
            "The middle house drinks milk.",
            vec![at("milk", "Drink", 3, false)],
        ),
        (
            "The man in the centre house drinks milk.",
            vec![at("milk", "Drink", 3, false)],
        ),
        ("house #4 is white", vec![at("white", "Colour", 4, false)]),
        (
            "House number two keeps horses.",
            vec![at("horses", "Pet", 2, false)],
        ),
        (
            "The Brit keeps birds.",
            vec![with("Brit", n, "birds", "Pet", false)],
        ),
        (
            "The Brit keeps a bird.",
            vec![with("Brit", n, "birds", "Pet", false)],
        ),
        (
            "The Swede does not live in house 2.",
            vec![at("Swede", n, 2, true)],
        ),
        ("The Dane isn't in house 4.", vec![at("Dane", n, 4, true)]),
        (
            "Coffee cannot be in house 5.",
            vec![at("coffee", "Drink", 5, true)],
        ),
        (
            "The German doesn't keep fish.",
            vec![with("German", n, "fish", "Pet", true)],
        ),
        ("House 2 can’t be yellow.", vec![at("yellow", "Colour", 2, true)]),
        (
            "Neither the Swede nor the Dane lives in house 1.",
            vec![at("Swede", n, 1, true), at("Dane", n, 1, true)],
        ),
        (
            "The Brit keeps birds and drinks tea.",
            vec![
                with("Brit", n, "birds", "Pet", false),
                with("Brit", n, "tea", "Drink", false),
            ],
        ),
        (
            "The Brit keeps birds, drinks tea and lives in house 2.",
            vec![
                with("Brit", n, "birds", "Pet", false),
                with("Brit", n, "tea", "Drink", false),
                at("Brit", n, 2, false),
            ],
        ),
        (
            "House 1: the Norwegian, yellow, water.",
            vec![
                at("Norwegian", n, 1, false),
                at("yellow", "Colour", 1, false),
                at("water", "Drink", 1, false),
            ],
        ),
        (
            "The Brit is in house 2, not house 3.",
            vec![at("Brit", n, 2, false), at("Brit", n, 3, true)],
        ),
        (
            "Since the Swede is not in house 1, he lives in house 2.",
            vec![at("Swede", n, 1, true), at("Swede", n, 2, false)],
        ),
        (
            "House 3 is red, so it holds the Brit.",
            vec![at("red", "Colour", 3, false), at("Brit", n, 3, false)],
        ),
        (
            "The person married in May lives in house 4.",
            vec![at("May", "Month", 4, false)],
        ),
    ];
    for (text, claims) in &cases {
        assert_eq!(&read(text).0, claims, "{text}");
    }
}

#[test]
fn citations_are_read_in_every_wording() {
    let cases: [(&str, &[usize]); 9] = [
        ("From clue 8, the Brit is in house 3.", &[8]),
        ("By hint 8 the Brit is in house 3.", &[8]),
        ("The Brit is in house 3 (8).", &[8]),
        ("The Brit is in house 3 (clue 8).", &[8]),
        ("From clues 3 and 5, the Brit is in house 3.", &[3, 5]),
        ("Clues 2, 4 and 6 put the Brit in house 3.", &[2, 4, 6]),
        ("By clue #7 and clue 1 the Brit is in house 3.", &[1, 7]),
        ("Hints 4 & 2: the Brit is in house 3.", &[2, 4]),
        ("(3, 5) the Brit is in house 3.", &[3, 5]),
    ];
    for (text, cites) in cases {
        let (claims, read) = read(text);
        assert_eq!(read, cites, "{text}");
        // The numbers cited are not read as houses or values.
        assert_eq!(claims, [at("Brit", "Nationality", 3, false)], "{text}");
    }
}

#[test]
fn sentences_that_claim_nothing_read_nothing() {
    let nothing = [
        "Let's look at clue 4 next.",
        "If the Brit lives in house 1, the Dane lives in house 2.",
        "Suppose milk is in house 3; then coffee is in house 4.",
        "Assuming the Swede keeps dogs, the Dane keeps cats.",
        "Either the Dane or the Swede drinks tea.",
        "The Brit could live in house 2 or house 3.",
        "The Brit may live in house 2.",
        "The Dane lives somewhere after the Swede.",
        "Is the Brit in house 2?",
        "The Brit lives in house 2 or 3.",
        "The Martian lives in house 2.",
        "We now know more about the drinks.",
        "The Brit is here.",
        "",
    ];
    for text in nothing {
        let riddle = Riddle::from_json(RIDDLE).unwrap();
        let checked = verify_steps(&riddle, &[text], &VerifyOptions::default());
        assert_eq!(checked.steps[0].claims, [], "{text}");
        assert_eq!(checked.steps[0].verdict, Verdict::Unread, "{text}");
    }
}

#[test]
fn a_house_past_the_last_and_a_missing_clue_are_reported() {
    let riddle = Riddle::from_json(RIDDLE).unwrap();
    let checked = verify_steps(
        &riddle,
        &["The Brit lives in house 9.", "By clue 17, the Brit is red."],
        &VerifyOptions::default(),
    );
    assert_eq!(checked.steps[0].verdict, Verdict::Unread);
    assert_eq!(
        checked.steps[0].why,
        "no claim read: house 9 is not a house of the riddle (it has 5)"
    );
    assert_eq!(checked.steps[1].cites, [17]);
    assert!(
        checked.steps[1]
            .why
            .ends_with("clue 17 does not exist (the riddle has 1 clue): not cited"),
        "{}",
        checked.steps[1].why
    );
}

/// A small xorshift, so that the brute force draws the same steps everywhere.
struct Draw(u64);

impl Draw {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A claim as the brute force sees it: value (column, id) in row, or with another value.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Said {
    At(usize, ValueId, usize, bool),
    With(usize, ValueId, usize, ValueId, bool),
    Rel(usize, ValueId, Relation, usize, ValueId, bool),
}

/// Whether p(B) − p(A) = `d` stands in `relation`, written out apart from the library's.
fn relation_holds(relation: Relation, d: i64) -> bool {
    match relation {
        Relation::LeftOf(None) => d > 0,
        Relation::LeftOf(Some(k)) => d == k as i64,
        Relation::RightOf(None) => d < 0,
        Relation::RightOf(Some(k)) => -d == k as i64,
        Relation::NextTo => d == 1 || d == -1,
        Relation::Apart(k) => d.unsigned_abs() as usize == k,
    }
}

/// A relation in the words a model writes.
fn relation_words(relation: Relation) -> String {
    const COUNT: [&str; 5] = ["zero", "one", "two", "three", "four"];
    match relation {
        Relation::LeftOf(None) => "somewhere to the left of".to_owned(),
        Relation::RightOf(None) => "somewhere to the right of".to_owned(),
        Relation::LeftOf(Some(1)) => "directly left of".to_owned(),
        Relation::RightOf(Some(1)) => "directly right of".to_owned(),
        Relation::LeftOf(Some(k)) => format!("{} houses to the left of", COUNT[k]),
        Relation::RightOf(Some(k)) => format!("{} houses to the right of", COUNT[k]),
        Relation::NextTo => "next to".to_owned(),
        Relation::Apart(k) => format!("{} houses away from", COUNT[k]),
    }
}

impl Said {
    fn holds(&self, m: &Array2<ValueId>) -> bool {
        let row = |c: usize, v: ValueId| (0..m.nrows()).find(|&r| m[(r, c)] == v);
        match *self {
            Said::At(c, v, r, neg) => (row(c, v) == Some(r)) != neg,
            Said::With(c, v, c2, v2, neg) => (row(c, v).is_some() && row(c, v) == row(c2, v2)) != neg,
            Said::Rel(c, v, relation, c2, v2, neg) => match (row(c, v), row(c2, v2)) {
                (Some(a), Some(b)) => relation_holds(relation, b as i64 - a as i64) != neg,
                _ => neg,
            },
        }
    }

    fn text(&self, riddle: &Riddle) -> String {
        let name = |c: usize, v: ValueId| riddle.value_name(c, v).to_owned();
        match *self {
            Said::At(c, v, r, neg) => format!(
                "house {}'s {} is {}{}",
                r + 1,
                riddle.header()[c].to_lowercase(),
                if neg { "not " } else { "" },
                name(c, v)
            ),
            Said::With(c, v, c2, v2, neg) => format!(
                "{} is {}with {}",
                name(c, v),
                if neg { "not " } else { "" },
                name(c2, v2)
            ),
            Said::Rel(c, v, relation, c2, v2, neg) => format!(
                "{} is {}{} {}",
                name(c, v),
                if neg { "not " } else { "" },
                relation_words(relation),
                name(c2, v2)
            ),
        }
    }

    fn named(&self, riddle: &Riddle) -> NamedClaim {
        match *self {
            Said::At(c, v, r, neg) => at(riddle.value_name(c, v), &riddle.header()[c], r + 1, neg),
            Said::With(c, v, c2, v2, neg) => with(
                riddle.value_name(c, v),
                &riddle.header()[c],
                riddle.value_name(c2, v2),
                &riddle.header()[c2],
                neg,
            ),
            Said::Rel(c, v, relation, c2, v2, neg) => rel(
                riddle.value_name(c, v),
                &riddle.header()[c],
                relation,
                riddle.value_name(c2, v2),
                &riddle.header()[c2],
                neg,
            ),
        }
    }
}

/// Every riddle matrix of `riddle`'s shape that keeps its start matrix (each column a
/// permutation of its values), written out without the solver.
fn every_matrix(riddle: &Riddle) -> Vec<Array2<ValueId>> {
    fn permutations(items: Vec<ValueId>) -> Vec<Vec<ValueId>> {
        if items.len() <= 1 {
            return vec![items];
        }
        let mut out = Vec::new();
        for i in 0..items.len() {
            let mut rest = items.clone();
            let first = rest.remove(i);
            for mut tail in permutations(rest) {
                tail.insert(0, first);
                out.push(tail);
            }
        }
        out
    }
    let (m, n) = (riddle.rows(), riddle.columns());
    let mut matrices = vec![riddle.start_matrix().clone()];
    for c in 1..n {
        assert_eq!(riddle.values(c).len(), m, "full columns only");
        let orders = permutations((1..=m as ValueId).collect());
        matrices = matrices
            .into_iter()
            .flat_map(|base| {
                orders.iter().map(move |order| {
                    let mut next = base.clone();
                    for (r, &v) in order.iter().enumerate() {
                        next[(r, c)] = v;
                    }
                    next
                })
            })
            .collect();
    }
    matrices
}

/// `riddle` with only the hints `hints` (0-based).
fn with_hints(file: &serde_json::Value, hints: &[usize]) -> Riddle {
    let mut file = file.clone();
    let all = file["hints"].as_array().unwrap().clone();
    file["hints"] = hints.iter().map(|&h| all[h].clone()).collect();
    file.as_object_mut().unwrap().remove("hintTexts");
    Riddle::from_json(&file.to_string()).unwrap()
}

#[test]
fn verdicts_agree_with_a_brute_force_over_every_riddle_matrix() {
    let (mut justified, mut leaps, mut false_, mut rules, mut dependents) = (0, 0, 0, 0, 0);
    // Steps with a relation claim, by verdict (each verdict checked below).
    let mut relations: std::collections::HashMap<Verdict, usize> = Default::default();
    for (seed, rows, columns) in [
        (1, 3, 3),
        (2, 3, 3),
        (3, 4, 3),
        (4, 4, 3),
        (5, 3, 2),
        (6, 4, 2),
        (7, 4, 3),
        (8, 3, 3),
        (9, 4, 3),
        (10, 3, 2),
        (11, 4, 2),
    ] {
        let generated = generate(&GenerateOptions {
            rows,
            columns,
            seed,
            ..GenerateOptions::default()
        })
        .unwrap();
        let riddle = &generated.riddle;
        let file = serde_json::to_value(&generated.file).unwrap();
        let hints = riddle.hints().len();
        let matrices = every_matrix(riddle);
        // The sub-riddle of each set of hints, asked through `check_solution` (not the solver).
        let all: Vec<usize> = (0..hints).collect();
        let whole = with_hints(&file, &all);
        let solutions: Vec<&Array2<ValueId>> = matrices
            .iter()
            .filter(|m| check_solution(&whole, m).is_ok())
            .collect();
        assert_eq!(solutions.len(), 1);
        let solution = solutions[0];
        let mut draw = Draw(seed * 7919 + 17);
        let mut steps: Vec<String> = Vec::new();
        let mut said: Vec<(Vec<Said>, Vec<usize>)> = Vec::new();
        for _ in 0..16 {
            let mut claims = Vec::new();
            for _ in 0..1 + draw.next(2) {
                let c = 1 + draw.next(columns);
                let true_claim = draw.next(10) < 7;
                let r = draw.next(rows);
                let v = if true_claim {
                    solution[(r, c)]
                } else {
                    1 + draw.next(rows) as ValueId
                };
                let claim = match draw.next(5) {
                    0 | 1 => Said::At(c, v, r, false),
                    4 => {
                        // A relation of houses: true to the solution's rows, or drawn.
                        let c2 = 1 + (c % columns);
                        let r2 = draw.next(rows);
                        let v2 = if true_claim {
                            solution[(r2, c2)]
                        } else {
                            1 + draw.next(rows) as ValueId
                        };
                        let d = r2 as i64 - r as i64;
                        let relation = match draw.next(3) {
                            0 if d > 0 => Relation::LeftOf(None),
                            0 => Relation::RightOf(None),
                            1 if d.abs() == 1 => Relation::NextTo,
                            1 => Relation::Apart((d.unsigned_abs() as usize).max(2)),
                            _ if d >= 0 => Relation::LeftOf(Some((d as usize).max(1))),
                            _ => Relation::RightOf(Some(d.unsigned_abs() as usize)),
                        };
                        if c2 == c {
                            Said::At(c, v, r, false)
                        } else {
                            Said::Rel(c, v, relation, c2, v2, draw.next(4) == 0)
                        }
                    }
                    2 => Said::At(c, 1 + ((v as usize) % rows) as ValueId, r, true),
                    _ => {
                        let c2 = 1 + (c % columns);
                        let v2 = if true_claim {
                            solution[(r, c2)]
                        } else {
                            1 + draw.next(rows) as ValueId
                        };
                        if c2 == c {
                            Said::At(c, v, r, false)
                        } else {
                            Said::With(c, v, c2, v2, draw.next(3) == 0)
                        }
                    }
                };
                if !claims.contains(&claim) {
                    claims.push(claim);
                }
            }
            let mut cites: Vec<usize> = (0..draw.next(4)).map(|_| draw.next(hints)).collect();
            cites.sort_unstable();
            cites.dedup();
            let lead = match cites.as_slice() {
                [] => "We see that".to_owned(),
                [one] => format!("From clue {}", one + 1),
                many => {
                    let numbers: Vec<String> = many.iter().map(|h| (h + 1).to_string()).collect();
                    format!("From clues {}", numbers.join(" and "))
                }
            };
            let words: Vec<String> = claims.iter().map(|c| c.text(riddle)).collect();
            steps.push(format!("{lead}: {}.", words.join("; ")));
            said.push((claims, cites));
        }
        let checked = verify_steps(riddle, &steps, &VerifyOptions::default());
        let mut facts: Vec<Said> = Vec::new();
        // The claims of leaps and of the steps resting on them, with the leap's number.
        let mut leapt: Vec<(Said, usize)> = Vec::new();
        for (k, ((claims, cites), step)) in said.iter().zip(&checked.steps).enumerate() {
            let context = format!(
                "seed {seed}, step {}: {} — {:?}: {}",
                k + 1,
                steps[k],
                step.verdict,
                step.why
            );
            let named: Vec<NamedClaim> = claims.iter().map(|c| c.named(riddle)).collect();
            assert_eq!(step.claims, named, "{context}");
            if claims.iter().any(|c| matches!(c, Said::Rel(..))) {
                *relations.entry(step.verdict).or_default() += 1;
            }
            // False: a claim that no solution has.
            if claims.iter().any(|c| !c.holds(solution)) {
                assert_eq!(step.verdict, Verdict::False, "{context}");
                leapt.extend(claims.iter().map(|c| (*c, k + 1)));
                false_ += 1;
                continue;
            }
            // Follows: every matrix of the smaller riddle with the facts has the claim.
            let follows_from = |set: &[usize], known: &[Said], claim: &Said| {
                let smaller = with_hints(&file, set);
                matrices
                    .iter()
                    .filter(|m| known.iter().all(|f| f.holds(m)) && !claim.holds(m))
                    .all(|m| check_solution(&smaller, m).is_err())
            };
            let set: &[usize] = if cites.is_empty() { &all } else { cites };
            let all_follow_from = |start: &[Said]| {
                let mut known = start.to_vec();
                for claim in claims {
                    if follows_from(set, &known, claim) {
                        known.push(*claim);
                    } else {
                        return None;
                    }
                }
                Some(known)
            };
            let all_follow = all_follow_from(&facts);
            // The earliest unjustified step (a leap or a false step) whose claims, with those of
            // the unjustified steps before it, make the step follow; a step's claims taken only
            // while the facts with them agree with the clues.
            let dependent = || {
                let mut numbers: Vec<usize> = leapt.iter().map(|l| l.1).collect();
                numbers.sort_unstable();
                numbers.dedup();
                let mut known = facts.clone();
                let smaller = with_hints(&file, set);
                for leap in numbers {
                    let before = known.len();
                    known.extend(leapt.iter().filter(|l| l.1 == leap).map(|l| l.0));
                    if !matrices
                        .iter()
                        .any(|m| known.iter().all(|f| f.holds(m)) && check_solution(&smaller, m).is_ok())
                    {
                        known.truncate(before);
                        continue;
                    }
                    if all_follow_from(&known).is_some() {
                        return Some(leap);
                    }
                }
                None
            };
            if step.verdict == Verdict::LeapDependent {
                // Sound: it follows with the leaps' claims; not without them.
                let leap = dependent().expect(&context);
                assert!(
                    step.why.starts_with("it follows with the claims of the "),
                    "{context}"
                );
                let said: usize = step
                    .why
                    .split_once(" at step ")
                    .expect(&context)
                    .1
                    .split(',')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect(&context);
                // Exactly the leap for a step that cites clues; the merge rules alone (no clue
                // cited) may need a later one than an exact search.
                if cites.is_empty() {
                    assert!(leap <= said, "{context}");
                } else {
                    assert_eq!(leap, said, "{context}");
                }
                assert!(cites.is_empty() || all_follow.is_none(), "{context}");
                let last = leapt.iter().map(|l| l.1).max().unwrap();
                leapt.extend(claims.iter().map(|c| (*c, last)));
                dependents += 1;
                continue;
            }
            if cites.is_empty() {
                // The merge rules alone: what they give follows exactly (sound); the rest is a leap.
                if step.verdict == Verdict::Justified {
                    facts = all_follow.expect(&context);
                    rules += 1;
                } else {
                    assert_eq!(step.verdict, Verdict::Leap, "{context}");
                    leapt.extend(claims.iter().map(|c| (*c, k + 1)));
                    leaps += 1;
                }
                continue;
            }
            if let Some(known) = all_follow {
                assert_eq!(step.verdict, Verdict::Justified, "{context}");
                justified += 1;
                facts = known;
            } else {
                assert_eq!(dependent(), None, "{context}");
                leapt.extend(claims.iter().map(|c| (*c, k + 1)));
                assert_eq!(step.verdict, Verdict::Leap, "{context}");
                leaps += 1;
                // The further clues named: with them the first claim that does not follow does,
                // and without any one of them it does not.
                let further: Vec<usize> = step
                    .why
                    .split_once("it also needs clue")
                    .map(|(_, tail)| {
                        tail.split(|c: char| !c.is_ascii_digit())
                            .filter_map(|n| n.parse::<usize>().ok())
                            .map(|n| n - 1)
                            .collect()
                    })
                    .unwrap_or_default();
                assert!(!further.is_empty(), "{context}");
                let mut known = facts.clone();
                let stuck = claims
                    .iter()
                    .find(|c| {
                        let ok = follows_from(cites, &known, c);
                        known.push(**c);
                        !ok
                    })
                    .unwrap();
                let known: Vec<Said> = facts
                    .iter()
                    .chain(claims.iter().take_while(|c| *c != stuck))
                    .copied()
                    .collect();
                let set: Vec<usize> = cites.iter().chain(&further).copied().collect();
                assert!(follows_from(&set, &known, stuck), "{context}");
                for drop in &further {
                    let fewer: Vec<usize> = set.iter().copied().filter(|h| h != drop).collect();
                    assert!(
                        !follows_from(&fewer, &known, stuck),
                        "{context}: clue {} can go",
                        drop + 1
                    );
                }
            }
        }
    }
    // The draws reach every verdict.
    assert!(
        justified > 5 && leaps > 5 && false_ > 5 && rules > 0 && dependents > 0,
        "{justified} {leaps} {false_} {rules} {dependents}"
    );
    // Relation claims among them, in steps of every verdict.
    for verdict in [Verdict::Justified, Verdict::Leap, Verdict::False] {
        assert!(relations.get(&verdict).is_some_and(|&n| n > 0), "{relations:?}");
    }
}

#[test]
fn the_reasoning_of_a_hundred_generated_riddles_is_justified_step_by_step() {
    let options = gridriddle::dataset::DatasetOptions {
        seed: 100,
        ..Default::default()
    };
    for index in 0..100 {
        let item = gridriddle::dataset::dataset_item(&options, index).unwrap();
        let riddle = &item.generated.riddle;
        let trace = reasoning(riddle);
        assert!(!trace.is_empty());
        let checked = verify(riddle, &trace.join("\n"), &VerifyOptions::default());
        assert_eq!(checked.steps.len(), trace.len(), "item {index}");
        for step in &checked.steps {
            assert_eq!(
                step.verdict,
                Verdict::Justified,
                "item {index}: {} — {}",
                step.text,
                step.why
            );
        }
        // Its claims fill the riddle matrix: the solution, cell by cell.
        let filled: usize = checked.steps.iter().map(|s| s.claims.len()).sum();
        let blank = riddle.start_matrix().iter().filter(|&&v| v == 0).count();
        assert_eq!(filled, blank, "item {index}");
        assert_eq!(checked.summary.process_score, 1.0);
    }
}

#[test]
fn a_json_answer_is_graded_and_its_steps_judged() {
    let riddle = gridriddle::sample("who-lives-in-the-city").unwrap().riddle();
    let trace = reasoning(&riddle);
    let answer = serde_json::json!({"reasoning": trace, "solution": [["x"]]}).to_string();
    let checked = verify(&riddle, &answer, &VerifyOptions::default());
    assert_eq!(checked.summary.justified, trace.len());
    let grade = checked.grade.unwrap();
    assert!(!grade.solved);
    // A list of steps alone, and the reasoning as one text: the same verdicts.
    let listed = verify(
        &riddle,
        &serde_json::to_string(&trace).unwrap(),
        &VerifyOptions::default(),
    );
    assert_eq!(listed.steps, checked.steps);
    assert!(listed.grade.is_none());
    let text = serde_json::json!({"reasoning": trace.join(" ")}).to_string();
    assert_eq!(
        verify(&riddle, &text, &VerifyOptions::default()).steps,
        checked.steps
    );
    // Prose steps before a JSON answer whose "reasoning" only points at them: the prose is
    // judged first, then the JSON's reasoning (which claims nothing), the answer graded as
    // before.
    let summary = serde_json::json!({"reasoning": "The steps above solve it.", "solution": [["x"]]});
    let prose = format!(
        "{}\n\nThe final answer is:\n```json\n{summary}\n```",
        trace.join("\n")
    );
    let both = verify(&riddle, &prose, &VerifyOptions::default());
    assert_eq!(both.steps.len(), trace.len() + 1);
    assert_eq!(both.steps[..trace.len()], checked.steps[..]);
    assert_eq!(both.steps[trace.len()].text, "The steps above solve it.");
    assert_eq!(both.summary.justified, trace.len());
    assert_eq!(
        both.grade,
        verify(&riddle, &summary.to_string(), &VerifyOptions::default()).grade
    );
    // A line that only leads in to the JSON is no step: the JSON's reasoning alone.
    let lead = format!("Here is the solution:\n\n```\n{answer}\n```");
    assert_eq!(
        verify(&riddle, &lead, &VerifyOptions::default()).steps,
        checked.steps
    );
}

#[test]
fn bad_answers_are_reported_never_a_panic() {
    let riddle = Riddle::from_json(RIDDLE).unwrap();
    let options = VerifyOptions::default();
    // 5 MB: only the first 256 KiB read, at most 1000 steps.
    let big = "The Brit lives in house 1. ".repeat(200_000);
    let checked = verify(&riddle, &big, &options);
    assert_eq!(checked.steps.len(), gridriddle::verify::MAX_STEPS);
    assert_eq!(
        checked.notes,
        [
            "the answer has 5400000 bytes: only its first 262144 were read",
            "only the first 1000 steps were read"
        ]
    );
    // One long line without a sentence end, and one claim after many values.
    let long = "the Brit and the Dane ".repeat(100_000);
    assert!(verify(&riddle, &long, &options).steps.len() <= 1);
    // Not JSON after all, a JSON answer without reasoning, a reasoning of the wrong type.
    let broken = verify(&riddle, "{\"reasoning\": \"The Brit lives in house 1.", &options);
    assert_eq!(broken.notes.len(), 1, "{:?}", broken.notes);
    assert!(broken.notes[0].starts_with("the answer looks like JSON but is not"));
    let none = verify(&riddle, r#"{"solution": {}}"#, &options);
    assert_eq!(none.notes, ["the answer has no \"reasoning\": no step to judge"]);
    assert_eq!(none.summary.steps, 0);
    assert_eq!(none.summary.process_score, 0.0);
    assert!(none.grade.is_some());
    let wrong = verify(&riddle, r#"{"reasoning": 5}"#, &options);
    assert_eq!(
        wrong.notes,
        ["reasoning: expected a text or a list of steps, found 5"]
    );
    // Empty, white space, numbers everywhere.
    assert_eq!(verify(&riddle, "", &options).summary.steps, 0);
    assert_eq!(verify(&riddle, " \n\n ", &options).summary.steps, 0);
    let numbers = verify(
        &riddle,
        "clue 99999999999999999999999 house 18446744073709551615 (0)",
        &options,
    );
    assert_eq!(numbers.steps[0].verdict, Verdict::Unread);
    // The budget of all the searches: the steps past it are undecided, and say why.
    let sample = gridriddle::sample("neighbours").unwrap().riddle();
    let trace = reasoning(&sample);
    let tight = VerifyOptions {
        max_total_nodes: 40,
        ..VerifyOptions::default()
    };
    let checked = verify_steps(&sample, &trace, &tight);
    let undecided: Vec<_> = checked
        .steps
        .iter()
        .filter(|s| s.verdict == Verdict::Undecided)
        .collect();
    assert!(!undecided.is_empty() && checked.summary.undecided == undecided.len());
    assert!(
        undecided[0]
            .why
            .ends_with("ran out of their budget of nodes (max_total_nodes)"),
        "{}",
        undecided[0].why
    );
    assert!(checked
        .steps
        .iter()
        .all(|s| matches!(s.verdict, Verdict::Justified | Verdict::Undecided)));
}

#[test]
fn the_command_prints_each_verdict_and_the_summary() {
    let dir = std::env::temp_dir().join(format!("gridriddle-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let riddle = dir.join("riddle.json");
    std::fs::write(
        &riddle,
        r#"{"header": ["House", "Color", "Pet"], "startMatrix": [["1", "", ""], ["2", "", ""]],
            "hints": [[[["1", "red", ""]]], [[["", "red", "cat"]]]],
            "domains": {"Color": ["red", "blue"], "Pet": ["cat", "dog"]}}"#,
    )
    .unwrap();
    let answer = dir.join("answer.txt");
    std::fs::write(
        &answer,
        "Clue 1 puts red in house 1.\nThe dog lives in house 1 (clue 2).\nNothing here.",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(["verify", riddle.to_str().unwrap(), answer.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1. justified: Clue 1 puts red in house 1.\n   it follows from clue 1 with the earlier claims\n\
         2. false: The dog lives in house 1 (clue 2).\n   the dog in house 1 holds in no solution: with the earlier claims, it breaks clue 2\n\
         3. unread: Nothing here.\n   no claim read\n\
         3 steps, 2 claims: 1 justified, 0 leaps, 1 false, 1 unread; first false: 2, first leap: none; process score 0.500\n"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args([
            "verify",
            "--json",
            riddle.to_str().unwrap(),
            answer.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["steps"][1],
        serde_json::json!({"number": 2, "text": "The dog lives in house 1 (clue 2).", "claims": [{"value": "dog", "column": "Pet", "house": 1}],
            "cites": [2], "verdict": "false",
            "why": "the dog in house 1 holds in no solution: with the earlier claims, it breaks clue 2"})
    );
    assert_eq!(
        json["summary"],
        serde_json::json!({"steps": 3, "claims": 2, "justified": 1, "leaps": 0, "leapDependent": 0, "false": 1, "unread": 1,
            "undecided": 0, "firstFalse": 2, "firstLeap": null, "processScore": 0.5})
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A model's answer to Einstein's riddle, as a model writes it; each verdict checked by hand
/// against the riddle's solution (1 yellow Norwegian water Dunhill cats, 2 blue Dane tea Blends
/// horses, 3 red Brit milk Pall Mall birds, 4 green German coffee Prince fish, 5 white Swede beer
/// Blue Master dogs).
#[test]
fn a_model_answer_to_einsteins_riddle_is_judged_step_by_step() {
    let riddle = gridriddle::sample("neighbours").unwrap().riddle();
    let answer = "Let's solve this step by step.
1. From clue 9, the Norwegian lives in house 1.
2. From clue 8, the person in house 3 drinks milk.
3. Clue 14 says the Norwegian lives next to the blue house, so house 2 is blue.
4. Clues 4 and 5: green is directly left of white, and green drinks coffee. Green cannot be house 1 or 2, and house 3 drinks milk, so green is house 4 and white is house 5.
5. By clue 1, the Brit lives in the red house, which must be house 3.
6. So house 1 is yellow, and by clue 7 the Norwegian smokes Dunhill.
7. From clue 11, the horses are in house 2.
8. The Swede keeps dogs in house 4.
9. The German lives in house 4 (clue 13).
10. The Dane drinks tea in house 2 (clue 3).";
    let checked = verify(&riddle, answer, &VerifyOptions::default());
    let verdicts: Vec<Verdict> = checked.steps.iter().map(|s| s.verdict).collect();
    use Verdict::{False, Justified, Leap, LeapDependent, Unread};
    // Each item is one step with the model's number; the opening line is step 0.
    assert_eq!(
        verdicts,
        [
            Unread, Justified, Justified, Justified, Justified, Justified, Justified, Justified, False, Leap,
            Leap
        ]
    );
    let numbers: Vec<usize> = checked.steps.iter().map(|s| s.number).collect();
    assert_eq!(numbers, (0..=10).collect::<Vec<_>>());
    // "Green is directly left of white" is a relation (not one house); "green drinks coffee"
    // is a claim of one house, and so is the rest of item 4.
    assert_eq!(
        checked.steps[4].claims,
        [
            rel(
                "green",
                "Color",
                Relation::LeftOf(Some(1)),
                "white",
                "Color",
                false
            ),
            with("green", "Color", "coffee", "Drink", false),
            at("green", "Color", 1, true),
            at("green", "Color", 2, true),
            at("milk", "Drink", 3, false),
            at("green", "Color", 4, false),
            at("white", "Color", 5, false),
        ]
    );
    assert!(checked.steps[4].skipped.is_empty());
    // The Swede keeps dogs in house 5, not 4: house 4 is green, and clue 2 with the earlier claims
    // is not enough alone to rule it out: the Swede in house 4 contradicts the solution.
    assert_eq!(
        checked.steps[8].claims,
        [at("Swede", "Nationality", 4, false), at("dogs", "Pet", 4, false)]
    );
    // The German in house 4 (clue 13: he smokes Prince) with the Swede not placed: in house 2 or
    // 5 instead, the Dane (clue 3: tea; house 3 drinks milk, house 4 coffee) takes the other, so
    // beer is in house 1 or 2 beside water, never with the Prince smoker: in house 1, whose man
    // smokes Dunhill, and clue 12 (Blue Master with beer) breaks.
    assert_eq!(
        checked.steps[9].why,
        "the German in house 4: it does not follow from clue 13 alone; it also needs clues 3 and 12"
    );
    // The Dane in house 2 needs more than clue 3 now that the Swede is not placed, even with the
    // German in house 4 (the Dane and tea could be in house 5): a leap of its own.
    assert!(checked.steps[10]
        .why
        .starts_with("the Dane in house 2: it does not follow from clue 3 alone"));
    // Numbered as the model numbered them: item 8 is false, item 9 the first leap.
    assert_eq!(checked.summary.first_false, Some(8));
    assert_eq!(checked.summary.first_leap, Some(9));

    // The answer as written (the Swede in house 5), with a step that rests on the leap at item
    // 9: the Prince smoker is the German (clue 13), so in house 4 once the German is; without
    // the German placed (house 2 or 4), not. It is leap-dependent, and the leap is counted once.
    let answer = answer
        .replace(
            "8. The Swede keeps dogs in house 4.",
            "8. The Swede keeps dogs in house 5.",
        )
        .replace(
            "10. The Dane drinks tea in house 2 (clue 3).",
            "10. The Prince smoker lives in house 4 (clue 13).\n11. The Dane drinks tea in house 2 (clue 3).",
        );
    let checked = verify(&riddle, &answer, &VerifyOptions::default());
    let verdicts: Vec<Verdict> = checked.steps.iter().map(|s| s.verdict).collect();
    assert_eq!(
        verdicts,
        [
            Unread,
            Justified,
            Justified,
            Justified,
            Justified,
            Justified,
            Justified,
            Justified,
            Justified,
            Leap,
            LeapDependent,
            Justified
        ]
    );
    assert_eq!(
        checked.steps[10].why,
        "it follows with the claims of the leap at step 9, not without them"
    );
    let s = &checked.summary;
    assert_eq!(
        (s.leaps, s.leap_dependent, s.r#false, s.first_leap, s.first_false),
        (1, 1, 0, Some(9), None)
    );
    let json = serde_json::to_value(&checked).unwrap();
    assert_eq!(json["steps"][10]["verdict"], "leap-dependent");
    assert_eq!(json["steps"][10]["number"], 10);
    assert_eq!(json["summary"]["leapDependent"], 1);
}

#[test]
fn a_false_claim_that_two_values_are_apart_is_false_in_a_column_with_a_blank() {
    // Three houses, two colours and two pets: one house has neither (no column has a value in
    // every house). The cat lives in the red house.
    let riddle = Riddle::from_json(
        r#"{"header": ["House", "Color", "Pet"],
            "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
            "hints": [[[["", "red", "cat"]]], [[["1", "red", ""]]]],
            "domains": {"Color": ["red", "blue"], "Pet": ["cat", "dog"]}}"#,
    )
    .unwrap();
    let checked = verify_steps(
        &riddle,
        &[
            "The cat does not live with red.",
            "The cat lives with red (clue 1).",
        ],
        &VerifyOptions::default(),
    );
    assert_eq!(
        checked.steps[0].verdict,
        Verdict::False,
        "{}",
        checked.steps[0].why
    );
    assert_eq!(
        checked.steps[1].verdict,
        Verdict::Justified,
        "{}",
        checked.steps[1].why
    );
}

/// The claims of a step in one form for comparing: a value (lower case) in a house, or two
/// values in one house (in name order), each perhaps negated. "In one house with" a value of a
/// column the start matrix gives whole (GridPuzzle's first category, whose values name the rows)
/// is the claim of that house.
fn canonical(
    riddle: &Riddle,
    value: &str,
    house: Option<usize>,
    with: Option<&str>,
    negated: bool,
) -> String {
    let start = riddle.start_matrix();
    let row_of = |name: &str| -> Option<usize> {
        (0..riddle.columns())
            .filter(|&c| start.column(c).iter().all(|&id| id != 0))
            .find_map(|c| {
                (0..riddle.rows()).find(|&r| riddle.value_name(c, start[(r, c)]).eq_ignore_ascii_case(name))
            })
    };
    let not = if negated { "!" } else { "" };
    match (house, with) {
        (Some(h), _) => format!("{}{not}@{h}", value.to_lowercase()),
        (None, Some(other)) => match (row_of(value), row_of(other)) {
            (None, Some(r)) => format!("{}{not}@{}", value.to_lowercase(), r + 1),
            (Some(r), None) => format!("{}{not}@{}", other.to_lowercase(), r + 1),
            _ => {
                let mut pair = [value.to_lowercase(), other.to_lowercase()];
                pair.sort();
                format!("{}{not}={}", pair[0], pair[1])
            }
        },
        (None, None) => format!("{}{not}?", value.to_lowercase()),
    }
}

/// The riddle of a labelled step, from the real outputs it was taken from.
fn real_riddle(source: &str, id: &str) -> Riddle {
    let (file, key) = match source {
        "gemini-pro" => ("gridpuzzle/records-gemini-pro.jsonl", "riddle"),
        other => (&*format!("zeroeval/riddles-{other}.jsonl").leak(), "riddle"),
    };
    let text = std::fs::read_to_string(format!("../shared/real-outputs/{file}")).unwrap();
    let line = text
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|v| v["id"] == id)
        .unwrap_or_else(|| panic!("{source} {id}"));
    Riddle::from_json(&line[key].to_string()).unwrap()
}

/// The claims read and labelled in one part of the hand-labelled steps (`dev`, `held`): value
/// claims and relation claims apart.
#[derive(Default)]
struct Measured {
    part: String,
    read: usize,
    labelled: usize,
    both: usize,
    misses: Vec<String>,
    relations_read: usize,
    relations_labelled: usize,
    relations_both: usize,
}

/// One step of a fixture of hand-labelled claims, as `verify` reads it: the fixture's item, the
/// step's text, the claims read (relations too), and the value claims read and labelled, each in
/// one form ([`canonical`]), with how many are both.
struct LabelledStep<'a> {
    item: &'a serde_json::Value,
    riddle: &'a Riddle,
    step: &'a str,
    claims: Vec<NamedClaim>,
    read: Vec<String>,
    labelled: Vec<String>,
    both: usize,
}

/// The matching both measures share: each step of the fixture at `path` (one JSON object a line:
/// `source`, `id`, `text`, `claims`), its riddle by `riddle_of(source, id)` (read once for each),
/// read by `verify_steps` on its own and given to `each` with its value claims read and labelled.
/// What the measures do with the relations and the counts is theirs.
fn labelled_steps(
    path: &str,
    riddle_of: impl Fn(&str, &str) -> Riddle,
    mut each: impl FnMut(LabelledStep<'_>),
) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut riddles: std::collections::HashMap<(String, String), Riddle> = Default::default();
    for line in text.lines() {
        let item: serde_json::Value = serde_json::from_str(line).unwrap();
        let (source, id) = (item["source"].as_str().unwrap(), item["id"].as_str().unwrap());
        let riddle = riddles
            .entry((source.to_owned(), id.to_owned()))
            .or_insert_with(|| riddle_of(source, id));
        let step = item["text"].as_str().unwrap();
        let options = VerifyOptions {
            max_nodes: 1,
            max_total_nodes: 1,
        };
        let claims = verify_steps(riddle, &[step], &options).steps[0].claims.clone();
        let read: Vec<String> = claims
            .iter()
            .filter(|c| c.relation.is_none())
            .map(|c| canonical(riddle, &c.value, c.house, c.with.as_deref(), c.negated))
            .collect();
        let labelled: Vec<String> = item["claims"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                canonical(
                    riddle,
                    c["value"].as_str().unwrap(),
                    c["house"].as_u64().map(|h| h as usize),
                    c["with"].as_str(),
                    c["negated"].as_bool().unwrap_or(false),
                )
            })
            .collect();
        let both = read.iter().filter(|c| labelled.contains(c)).count();
        each(LabelledStep {
            item: &item,
            riddle,
            step,
            claims,
            read,
            labelled,
            both,
        });
    }
}

/// Precision and recall of the claims `verify` reads, against claims written by hand from
/// real reasoning (`tests/fixtures/verify-claims.jsonl`, see docs/verifying.md): per part
/// (`dev`, `held`), the claims read, labelled and both; and the relations (a relation read
/// counts as right when a labelled relation names the same two values, in either order: the
/// labels name no kind).
fn measured() -> Vec<Measured> {
    let mut parts: Vec<Measured> = Vec::new();
    labelled_steps("tests/fixtures/verify-claims.jsonl", real_riddle, |s| {
        let (item, step, read, labelled) = (s.item, s.step, &s.read, &s.labelled);
        let (source, id) = (item["source"].as_str().unwrap(), item["id"].as_str().unwrap());
        let pair = |a: &str, b: &str| {
            let mut pair = [a.to_lowercase(), b.to_lowercase()];
            pair.sort();
            pair.join(" ~ ")
        };
        let relations: Vec<String> = s
            .claims
            .iter()
            .filter_map(|c| c.other.as_deref().map(|other| pair(&c.value, other)))
            .collect();
        let labelled_relations: Vec<String> = item["relations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| pair(r[0].as_str().unwrap(), r[1].as_str().unwrap()))
            .collect();
        let part = item["part"].as_str().unwrap().to_owned();
        if !parts.iter().any(|p| p.part == part) {
            parts.push(Measured {
                part: part.clone(),
                ..Measured::default()
            });
        }
        let entry = parts.iter_mut().find(|p| p.part == part).unwrap();
        let relations_both = relations
            .iter()
            .filter(|r| labelled_relations.contains(r))
            .count();
        entry.read += read.len();
        entry.labelled += labelled.len();
        entry.both += s.both;
        entry.relations_read += relations.len();
        entry.relations_labelled += labelled_relations.len();
        entry.relations_both += relations_both;
        if s.both < read.len().max(labelled.len())
            || relations_both < relations.len().max(labelled_relations.len())
        {
            entry.misses.push(format!(
                "{source} {id} step {}: {step}\n   read {read:?} {relations:?}\n   labelled {labelled:?} {labelled_relations:?}",
                item["step"]
            ));
        }
    });
    parts
}

#[test]
fn claims_read_from_real_reasoning_match_those_written_by_hand() {
    for m in measured() {
        let part = &m.part;
        let precision = m.both as f64 / m.read.max(1) as f64;
        let recall = m.both as f64 / m.labelled.max(1) as f64;
        println!(
            "{part}: {} claims read, {} labelled, {} both: precision {precision:.3}, recall {recall:.3}",
            m.read, m.labelled, m.both
        );
        let relation_precision = m.relations_both as f64 / m.relations_read.max(1) as f64;
        let relation_recall = m.relations_both as f64 / m.relations_labelled.max(1) as f64;
        println!(
            "{part}: {} relations read, {} labelled, {} both: precision {relation_precision:.3}, recall {relation_recall:.3}",
            m.relations_read, m.relations_labelled, m.relations_both
        );
        // The held-out part's steps are not shown unless asked (GRIDRIDDLE_SHOW_HELD=1): they
        // are not to be tuned on.
        if part == "dev" || std::env::var_os("GRIDRIDDLE_SHOW_HELD").is_some() {
            for miss in &m.misses {
                println!("{part}: {miss}");
            }
        }
        if part == "dev" {
            assert!(
                precision >= 0.95 && recall >= 0.90,
                "{part}: precision {precision:.3}, recall {recall:.3}"
            );
        }
    }
}

/// Claims read from other models' reasoning against claims written by hand, blind: the steps of
/// `tests/fixtures/verify-claims-other.jsonl` (o1-mini, Qwen2-72B and gemma-2-27b on ZebraLogic,
/// from ZeroEval, see docs/verifying.md) were chosen by a fixed rule and labelled before the
/// reader was read or run. Returns the value claims (read, labelled, both), the relations
/// (labelled, and how many of them were read as the two values in one house instead), and the
/// misses.
/// A relation claim in one form, whichever way it is said: `a right-of b` is `b left-of a`, and
/// `next-to` and `apart` are read in alphabetical order of their values.
fn canonical_relation(a: &str, (kind, distance): (&str, Option<usize>), b: &str, negated: bool) -> String {
    let (a, b) = (a.to_lowercase(), b.to_lowercase());
    let (kind, a, b) = match kind {
        "right-of" => ("left-of", b, a),
        "next-to" | "apart" if b < a => (kind, b, a),
        _ => (kind, a, b),
    };
    let not = if negated { "!" } else { "" };
    let distance = distance.map_or(String::new(), |d| format!(" {d}"));
    format!("{a}{not} {kind}{distance} {b}")
}

/// Value claims read, labelled, and both.
type ClaimCounts = (usize, usize, usize);
/// Relations labelled, read as the same house, relation claims read, and read and labelled.
type RelationCounts = (usize, usize, usize, usize);

/// The blind measure: the value claims, the relations, and the misses in words.
fn measured_blind() -> (ClaimCounts, RelationCounts, Vec<String>) {
    let (mut claims, mut relations, mut misses) = ((0, 0, 0), (0, 0, 0, 0), Vec::new());
    let corpus_riddle = |_: &str, id: &str| {
        let path = format!("../shared/corpus/zebralogic/all/{id}.json");
        Riddle::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
    };
    labelled_steps("tests/fixtures/verify-claims-other.jsonl", corpus_riddle, |s| {
        let (item, riddle, step, read, labelled, both) =
            (s.item, s.riddle, s.step, &s.read, &s.labelled, s.both);
        let id = item["id"].as_str().unwrap();
        // Value claims in `read`; relation claims are measured apart, here.
        let relations_read: Vec<String> = s
            .claims
            .iter()
            .filter_map(|c| {
                let kind = match (c.relation?.as_str(), c.distance) {
                    ("left-of", d) => ("left-of", d),
                    ("right-of", d) => ("right-of", d),
                    ("next-to", _) => ("next-to", None),
                    ("apart", d) => ("apart", d),
                    _ => return None,
                };
                Some(canonical_relation(&c.value, kind, c.other.as_deref()?, c.negated))
            })
            .collect();
        claims.0 += read.len();
        claims.1 += labelled.len();
        claims.2 += both;
        // A relation ("left of", "next to", "N houses between") must never be read as the two
        // values in one house.
        let mut as_same_house = Vec::new();
        let mut relations_labelled = Vec::new();
        for r in item["relations"].as_array().unwrap() {
            relations.0 += 1;
            let (a, b) = (r["value"].as_str().unwrap(), r["other"].as_str().unwrap());
            let same = canonical(riddle, a, None, Some(b), false);
            if read.contains(&same) {
                relations.1 += 1;
                as_same_house.push(same);
            }
            // The labels' words ("directly left of", "2 houses between") as the reader's kinds.
            let words = r["relation"].as_str().unwrap();
            let kind = match words {
                "left of" => ("left-of", None),
                "directly left of" => ("left-of", Some(1)),
                "directly right of" => ("right-of", Some(1)),
                "next to" => ("next-to", None),
                _ => match words.split_once(' ') {
                    Some((n, "house between" | "houses between")) => {
                        ("apart", Some(n.parse::<usize>().unwrap() + 1))
                    }
                    _ => panic!("a relation label the measure does not know: {words}"),
                },
            };
            relations_labelled.push(canonical_relation(a, kind, b, false));
        }
        relations.2 += relations_read.len();
        relations.3 += relations_read
            .iter()
            .filter(|r| relations_labelled.contains(r))
            .count();
        if both < read.len().max(labelled.len()) || !as_same_house.is_empty() {
            misses.push(format!(
                "{} {id} step {}: {step}\n   read {read:?}\n   labelled {labelled:?}{}",
                item["source"].as_str().unwrap(),
                item["step"],
                if as_same_house.is_empty() {
                    String::new()
                } else {
                    format!("\n   relation read as one house {as_same_house:?}")
                }
            ));
        }
    });
    (claims, relations, misses)
}

/// The blind measure of issue 49's claims target on other models' reasoning. The figure is the
/// point (printed with `--nocapture`, the misses with `GRIDRIDDLE_SHOW_BLIND=1`); the floor
/// asserted is well below what is measured, so that only a collapse fails.
#[test]
fn claims_read_from_other_models_reasoning_match_those_written_blind() {
    let ((read, labelled, both), (relations, as_same_house, relations_read, relations_both), misses) =
        measured_blind();
    let precision = both as f64 / read.max(1) as f64;
    let recall = both as f64 / labelled.max(1) as f64;
    println!(
        "blind: {read} claims read, {labelled} labelled, {both} both: precision {precision:.3}, recall {recall:.3}"
    );
    println!(
        "blind: {relations_read} relations read, {relations} labelled, {relations_both} both: precision {:.3}, recall {:.3}; {as_same_house} read as the same house",
        relations_both as f64 / relations_read.max(1) as f64,
        relations_both as f64 / relations.max(1) as f64,
    );
    if std::env::var_os("GRIDRIDDLE_SHOW_BLIND").is_some() {
        for miss in &misses {
            println!("blind: {miss}");
        }
    }
    assert!(
        precision >= 0.80 && recall >= 0.80,
        "blind: precision {precision:.3}, recall {recall:.3}"
    );
    assert_eq!(as_same_house, 0, "a relation read as the same house");
}

/// A riddle with the names of issue 49's sentences: five houses, thirteen columns.
fn vocabulary_riddle() -> Riddle {
    let columns: [(&str, [&str; 5]); 13] = [
        ("Name", ["Alice", "Peter", "Arnold", "Eric", "Bob"]),
        ("Car", ["Tesla", "Ford", "BMW", "Fiat", "Kia"]),
        ("City", ["Athens", "Rome", "Paris", "Oslo", "Lima"]),
        ("Year", ["1970", "1992", "2001", "2002", "2003"]),
        (
            "Hobby",
            ["painting", "knitting", "camping", "cooking", "gardening"],
        ),
        ("MusicGenre", ["hip hop", "jazz", "pop", "rock", "folk"]),
        ("Town", ["Urbandale", "Kamrar", "Zamora", "Corinth", "Hollister"]),
        (
            "Park",
            ["Gillis Park", "Elm Park", "Oak Park", "Pine Park", "Ash Park"],
        ),
        ("Job", ["artist", "doctor", "nurse", "lawyer", "baker"]),
        ("Pet", ["cat", "dog", "bird", "fish", "horse"]),
        ("Nationality", ["brit", "swede", "dane", "german", "norwegian"]),
        ("Birthday", ["jan", "feb", "mar", "april", "may"]),
        ("Color", ["red", "green", "blue", "white", "yellow"]),
    ];
    let mut header = vec!["House".to_owned()];
    header.extend(columns.iter().map(|c| c.0.to_owned()));
    let start: Vec<Vec<String>> = (1..=5)
        .map(|k| {
            let mut row = vec![k.to_string()];
            row.extend(std::iter::repeat_n(String::new(), columns.len()));
            row
        })
        .collect();
    let mut hint = vec![String::new(); columns.len() + 1];
    hint[1] = "Alice".to_owned();
    hint[0] = "1".to_owned();
    let domains: serde_json::Map<String, serde_json::Value> = columns
        .iter()
        .map(|(c, v)| (c.to_string(), serde_json::json!(v)))
        .collect();
    let file = serde_json::json!({
        "header": header, "startMatrix": start, "hints": [[[hint]]], "domains": domains
    });
    Riddle::from_json(&file.to_string()).unwrap()
}

/// A claim `(value, house or "=other", negated)` in words, for the tests below.
fn short(claim: &NamedClaim) -> String {
    let not = if claim.negated { "!" } else { "" };
    if let (Some(relation), Some(other)) = (claim.relation, &claim.other) {
        let distance = claim.distance.map_or(String::new(), |d| format!(" {d}"));
        return format!("{}{not} {relation}{distance} {other}", claim.value);
    }
    match (&claim.house, &claim.with, &claim.under) {
        (Some(h), _, Some(under)) => format!("{}{not}@{h} under {under}", claim.value),
        (Some(h), _, None) => format!("{}{not}@{h}", claim.value),
        (None, Some(w), _) => format!("{}{not}={w}", claim.value),
        _ => unreachable!(),
    }
}

/// Each reading rule of issue 49, its sentences included: the claims read, and why a part that
/// names values gave none.
#[test]
fn claims_are_read_as_a_careful_person_reads_them() {
    let riddle = vocabulary_riddle();
    let options = VerifyOptions {
        max_nodes: 1000,
        max_total_nodes: 100_000,
    };
    let cases: &[(&str, &[&str], &[&str])] = &[
        // Suppositions and cases, and "then" after "if".
        ("If Alice is in House 2, Peter is in House 4.", &[], &["supposition"]),
        ("If Alice is in House 2, then Peter is in House 4.", &[], &["supposition"]),
        ("This would mean that Alice is in House 2 and Peter is in House 3.", &[], &["supposition"]),
        (
            "If Eric is in House 2, then the cat must be in House 1, but we know Alice is in House 1.",
            &["Alice@1"],
            &["supposition"],
        ),
        // Refuted in the same sentence.
        (
            "Alice must be in House 3, Peter in House 1 and Eric in House 2, which does not work because of clue 1.",
            &[],
            &["refuted"],
        ),
        (
            "Therefore, the cat must be in House 5, but we already know Arnold is in House 5.",
            &["Arnold@5"],
            &["refuted"],
        ),
        (
            "Since the Tesla is in House 2, Peter must be in House 4, but we already know Alice is in House 4.",
            &["Tesla@2", "Alice@4"],
            &["refuted"],
        ),
        // Alternatives.
        ("camping is in 2001, 2002, or 2003", &[], &["alternatives"]),
        ("Alice must be in House 1, House 2, House 3, or House 4.", &[], &["alternatives"]),
        ("The cat lover and the dog owner are in House 2 and House 3.", &[], &["alternatives"]),
        ("Either Alice or Peter drives the Fiat.", &[], &["alternatives"]),
        // Goals and questions.
        ("We need to find out which car Alice drives to determine where Peter lives.", &[], &["goal"]),
        ("Let's place Arnold in House 2.", &[], &["goal"]),
        ("Who lives in House 2?", &[], &["question"]),
        // Relations: never the same house; a relation claim of the closed set, or nothing.
        ("Peter is separated from Alice by two houses.", &[], &["relation"]),
        ("There are two houses between Peter and Alice.", &["Peter apart 3 Alice"], &[]),
        ("There is one house between Peter and Alice.", &["Peter apart 2 Alice"], &[]),
        ("Peter and Alice are three houses apart.", &["Peter apart 3 Alice"], &[]),
        ("Peter must be to the right of Alice, placing him in House 4.", &["Peter right-of Alice", "Peter@4"], &[]),
        ("The Tesla driver is directly left of the person from Rome.", &["Tesla left-of 1 Rome"], &[]),
        ("Peter lives immediately to the right of the cat lover.", &["Peter right-of 1 cat"], &[]),
        ("The Fiat is two houses to the left of the Kia.", &["Fiat left-of 2 Kia"], &[]),
        ("The Fiat is somewhere to the left of the Kia.", &["Fiat left-of Kia"], &[]),
        ("Eric and the dog owner are next to each other.", &["Eric next-to dog"], &[]),
        ("Eric lives next to the dog owner, so Eric is in House 2.", &["Eric next-to dog", "Eric@2"], &[]),
        ("The jazz fan is not next to Bob.", &["jazz! next-to Bob"], &[]),
        ("If Peter is left of Alice, Alice is in House 5.", &[], &["supposition"]),
        ("Peter is between Alice and Bob.", &[], &["relation"]),
        // A comparison of quantities with no quantity numbering the rows: not read.
        ("The Fiat was bought sometime after the Tesla.", &[], &["relation"]),
        // A value under a column word that is not its column.
        ("House 3's car is Athens.", &["Athens@3 under Car"], &[]),
        ("House 3's city is Athens.", &["Athens@3"], &[]),
        // A number after "clue N," is not a clue.
        ("By clue 1, 1970 is not in house 1.", &["1970!@1"], &[]),
        // Values by another word of the vocabulary.
        ("Peter loves hip-hop.", &["Peter=hip hop"], &[]),
        ("Peter paints as a hobby.", &["Peter=painting"], &[]),
        ("The British person was born in February.", &["brit=feb"], &[]),
        ("The person who knits lives in house 2.", &["knitting@2"], &[]),
        // Brackets and list lines.
        ("House 4: Peter (artist, cat lover)", &["Peter@4", "artist@4", "cat@4"], &[]),
        ("Now we have Arnold (green), but we don't know where to place him yet.", &["Arnold=green"], &[]),
        ("Arnold is in the third house, which is red (Clue 1).", &["Arnold@3", "red@3"], &[]),
        // "All different" and negation lists.
        (
            "Alice, the Tesla driver and the person from Rome are all different people.",
            &["Alice!=Tesla", "Alice!=Rome", "Tesla!=Rome"],
            &[],
        ),
        (
            "Alice isn't from Urbandale, Kamrar, or Zamora.",
            &["Alice!=Urbandale", "Alice!=Kamrar", "Alice!=Zamora"],
            &[],
        ),
        ("Eric is not from Urbandale or Kamrar.", &["Eric!=Urbandale", "Eric!=Kamrar"], &[]),
        ("The Fiat is not in House 1 or House 2.", &["Fiat!@1", "Fiat!@2"], &[]),
        // A pronoun whose subject is plain.
        (
            "The Fiat belongs to Alice, and it was found at Gillis Park in 1992.",
            &["Fiat=Alice", "Fiat=Gillis Park", "Fiat=1992"],
            &[],
        ),
        ("According to Clue 1, this person lives in a red house.", &[], &[]),
        // "may", the verb, is not the month.
        ("Alice may be in house 2.", &[], &["supposition"]),
        ("Alice was born in May.", &["Alice=may"], &[]),
    ];
    for (text, claims, skipped) in cases {
        let step = &verify_steps(&riddle, &[*text], &options).steps[0];
        let read: Vec<String> = step.claims.iter().map(short).collect();
        assert_eq!(read, *claims, "{text}");
        assert_eq!(step.skipped, *skipped, "{text}");
    }
    // A value under another column's word is false, and says why.
    let step = &verify_steps(&riddle, &["House 3's car is Athens."], &options).steps[0];
    assert_eq!(step.verdict, Verdict::False);
    assert_eq!(
        step.why,
        "house 3's car Athens holds in no solution: Athens is a value of city, not of car"
    );
    assert_eq!(step.claims[0].under.as_deref(), Some("Car"));
    // "By clue 1, 1970 …" cites clue 1, which exists: no "clue 1970 does not exist".
    let step = &verify_steps(&riddle, &["By clue 1, 1970 is not in house 1."], &options).steps[0];
    assert_eq!(step.cites, [1]);
    assert!(!step.why.contains("does not exist"), "{}", step.why);
    // The goal of the issue, with GridPuzzle's riddle of Raymond's diet.
    let riddle = real_riddle("gemini-pro", "13");
    let step = &verify_steps(
        &riddle,
        &["We need to find out how much Raymond lost to determine who used the vegan diet."],
        &options,
    )
    .steps[0];
    assert_eq!(step.claims, []);
    assert_eq!(step.skipped, ["goal"]);
    assert_eq!(step.why, "no claim read: goal");
}

/// The reading rules added from the misreadings found blind in other models' reasoning
/// (docs/verifying.md): "different" said of a column's values, alternatives by a list of houses
/// and of cases, "excludes" and "rules out", negation lists of ordinals, a value after "and"
/// with no verb of its own. Sentences written for these rules, not taken from the fixtures.
#[test]
fn claims_are_read_by_the_rules_of_the_blind_misreadings() {
    let riddle = vocabulary_riddle();
    let options = VerifyOptions {
        max_nodes: 1000,
        max_total_nodes: 100_000,
    };
    let cases: &[(&str, &[&str], &[&str])] = &[
        // "different" or "unique" said of a column's values gives no claim; the rest is read.
        (
            "Since the Tesla driver was born in April, and the names in different houses are unique, Arnold must be the Tesla driver.",
            &["Tesla=april", "Arnold=Tesla"],
            &[],
        ),
        (
            "The cat lover drives the Fiat, and each house has a different pet.",
            &["cat=Fiat"],
            &[],
        ),
        // The values themselves are the subject: "all different".
        ("Alice and the cat lover live in different houses.", &["Alice!=cat"], &[]),
        (
            "The jazz fan, the Kia driver and Bob are unique people.",
            &["jazz!=Kia", "jazz!=Bob", "Kia!=Bob"],
            &[],
        ),
        // Nor a word before a value's name, nor in a relation.
        ("The Kia driver is directly left of the person who loves unique jazz.", &["Kia left-of 1 jazz"], &[]),
        ("Bob has a distinct cat.", &["Bob=cat"], &[]),
        // Alternatives by a list of houses, and of cases.
        ("He must be in house 1, 2, 3, or 4.", &[], &["alternatives"]),
        ("Alice must be in house 1, 2, or 3.", &[], &["alternatives"]),
        (
            "Peter in the first house and Bob in the third, or Peter in the third and Bob in the fourth.",
            &[],
            &["alternatives"],
        ),
        (
            "The cat is in House 1 and the dog in House 2, or the cat is in House 2 and the dog in House 3.",
            &[],
            &["alternatives"],
        ),
        // Negation by "excludes", "rules out", "eliminates".
        ("Clue 5 excludes House 4 for the doctor.", &["doctor!@4"], &[]),
        ("Clue 2 rules out House 1 for the Fiat.", &["Fiat!@1"], &[]),
        ("This eliminates House 3 for the jazz fan.", &["jazz!@3"], &[]),
        ("Clue 4 rules out the Kia for Eric.", &["Kia!=Eric"], &[]),
        // A negation list of ordinals or houses: one negated claim per house.
        (
            "The Fiat cannot be in the first, second, third, or fourth house.",
            &["Fiat!@1", "Fiat!@2", "Fiat!@3", "Fiat!@4"],
            &[],
        ),
        (
            "Bob is not in house 2, 3, or 5.",
            &["Bob!@2", "Bob!@3", "Bob!@5"],
            &[],
        ),
        // A value after "and" with no verb of its own shares the subject and the verb.
        ("The Norwegian loves jazz and cooking.", &["norwegian=jazz", "norwegian=cooking"], &[]),
        ("Eric keeps a dog and the Kia.", &["Eric=dog", "Eric=Kia"], &[]),
        ("Eric does not keep the dog and the bird.", &["Eric!=dog", "Eric!=bird"], &[]),
        // "he" or "she" after a house does not put a value in it.
        ("House 1 has the doctor, and she loves pop.", &["doctor@1"], &[]),
        ("House 1: the Norwegian, and it is red.", &["norwegian@1", "red@1"], &[]),
        // Not when the value after "and" is of the subject's column.
        ("Alice drives the Tesla and Peter.", &["Alice=Tesla"], &[]),
    ];
    let mut misread = Vec::new();
    for (text, claims, skipped) in cases {
        let step = &verify_steps(&riddle, &[*text], &options).steps[0];
        let read: Vec<String> = step.claims.iter().map(short).collect();
        if read != *claims || step.skipped != *skipped {
            misread.push(format!("{text}\n  read {read:?}, skipped {:?}", step.skipped));
        }
    }
    assert!(misread.is_empty(), "misread:\n{}", misread.join("\n"));
}

/// Issue 50 item 5 for false steps: a later step whose claim follows only with the claims of an
/// earlier false step rests on it (`leap-dependent`), not a leap of its own: one false, no leap.
#[test]
fn a_step_resting_on_a_false_step_is_counted_there() {
    // Bob in house 2 and Carol in house 3 (clues 2, 3): Alice in house 1, with the cat.
    let riddle = Riddle::from_json(
        r#"{
        "header": ["House", "Name", "Pet"],
        "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
        "hints": [[[["", "Alice", "cat"]]], [[["2", "Bob", ""]]], [[["3", "Carol", ""]]], [[["2", "", "dog"]]]],
        "hintTexts": ["Alice keeps the cat.", "Bob lives in house 2.", "Carol lives in house 3.", "The dog is in house 2."]
    }"#,
    )
    .unwrap();
    let checked = verify_steps(
        &riddle,
        &[
            "Alice lives in house 2.",
            "By clue 1, Alice is not in house 3.",
            "By clue 1, the cat is not in house 3.",
        ],
        &VerifyOptions::default(),
    );
    let verdicts: Vec<Verdict> = checked.steps.iter().map(|s| s.verdict).collect();
    assert_eq!(
        verdicts,
        [Verdict::False, Verdict::LeapDependent, Verdict::LeapDependent],
        "{:?}",
        checked.steps
    );
    assert_eq!(
        checked.steps[1].why,
        "it follows with the claims of the false step at step 1, not without them"
    );
    let s = &checked.summary;
    assert_eq!((s.r#false, s.leaps, s.leap_dependent), (1, 0, 2));
    assert_eq!((s.first_false, s.first_leap), (Some(1), None));
    // Without the false step, the same claims are leaps of their own (clue 1 alone does not
    // place Alice).
    let alone = verify_steps(
        &riddle,
        &["By clue 1, Alice is not in house 3."],
        &VerifyOptions::default(),
    );
    assert_eq!(alone.steps[0].verdict, Verdict::Leap);
    // A claim that is false stays false, even when it follows from an earlier false step.
    let checked = verify_steps(
        &riddle,
        &["Alice lives in house 2.", "By clue 1, the cat is in house 2."],
        &VerifyOptions::default(),
    );
    assert_eq!(checked.steps[1].verdict, Verdict::False);
}

/// Relation claims judged on a riddle whose hints match row by row (GridPuzzle's, its rows the
/// vintages 1984, 1988, 1992, 1996): "sometime after" and "4 years before" are relations of
/// rows, justified by the clue that says them; "8 years before" is false; "6 years before" is
/// no whole number of rows, and reads nothing.
#[test]
fn relations_of_rows_are_read_and_judged() {
    let riddle = real_riddle("gemini-pro", "802");
    assert!(riddle.single_hints());
    assert_eq!(
        riddle.hint_text(0),
        Some("The Ece Suss was bottled sometime after the Annata Branco.")
    );
    assert_eq!(
        riddle.hint_text(1),
        Some("The Bianca Flaux was bottled 4 years before the Vendemmia.")
    );
    let checked = verify_steps(
        &riddle,
        &[
            "By clue 1, the Ece Suss was bottled sometime after the Annata Branco.",
            "From clue 2, the Bianca Flaux was bottled 4 years before the Vendemmia.",
            "From clue 2, the Bianca Flaux was bottled 8 years before the Vendemmia.",
            "The Bianca Flaux was bottled 6 years before the Vendemmia.",
            "By clue 1, the Annata Branco is not the 1996 wine.",
            "By clue 1, the Ece Suss is directly after the Annata Branco.",
        ],
        &VerifyOptions::default(),
    );
    let claims: Vec<Vec<String>> = checked
        .steps
        .iter()
        .map(|s| s.claims.iter().map(short).collect())
        .collect();
    assert_eq!(
        claims,
        [
            vec!["Ece Suss right-of Annata Branco"],
            vec!["Bianca Flaux left-of 1 Vendemmia"],
            vec!["Bianca Flaux left-of 2 Vendemmia"],
            vec![],
            vec!["Annata Branco!=1996"],
            vec!["Ece Suss right-of 1 Annata Branco"],
        ]
    );
    let verdicts: Vec<Verdict> = checked.steps.iter().map(|s| s.verdict).collect();
    assert_eq!(
        verdicts,
        [
            Verdict::Justified,
            Verdict::Justified,
            Verdict::False,
            Verdict::Unread,
            Verdict::Justified,
            Verdict::Leap
        ],
        "{:#?}",
        checked.steps
    );
    assert_eq!(checked.steps[3].skipped, ["relation"]);
    assert!(
        checked.steps[2]
            .why
            .starts_with("the Bianca Flaux 2 houses left of the Vendemmia holds in no solution"),
        "{}",
        checked.steps[2].why
    );
    // The JSON names the relation, the other value and the distance.
    let json = serde_json::to_value(&checked.steps[1].claims[0]).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"value": "Bianca Flaux", "column": "wines", "relation": "left-of",
            "other": "Vendemmia", "otherColumn": "wines", "distance": 1})
    );
}

/// A relation with a value of a great column (more values than houses: it may be in no house)
/// is not read: the solver could not be asked about it exactly.
#[test]
fn a_relation_with_a_great_columns_value_is_not_read() {
    let riddle = Riddle::from_json(
        r#"{
        "header": ["House", "Color", "Pet"],
        "startMatrix": [["1", "", ""], ["2", "", ""]],
        "hints": [[[["1", "red", "cat"]]]],
        "domains": {"Color": ["red", "blue", "green"], "Pet": ["cat", "dog"]}
    }"#,
    )
    .unwrap();
    let options = VerifyOptions::default();
    let step = &verify_steps(&riddle, &["The red house is directly left of the dog."], &options).steps[0];
    assert!(step.claims.is_empty(), "{step:?}");
    assert_eq!(step.skipped, ["relation"]);
    let step = &verify_steps(&riddle, &["The cat is directly left of the dog."], &options).steps[0];
    // The cat is in house 1 (clue 1), so the dog in house 2: by the merge rules alone.
    assert_eq!(
        step.claims.iter().map(short).collect::<Vec<_>>(),
        ["cat left-of 1 dog"]
    );
    assert_eq!(step.verdict, Verdict::Justified, "{}", step.why);
}

/// The issue's two complaints, on every face that judges reasoning: an opening line before "1."
/// … "6." does not shift the model's numbers (`firstFalse`, `firstLeap`), and one leap is
/// counted once, the step resting on it `leap-dependent`. Each verdict checked by hand against
/// Einstein's riddle's solution (above): the German is in house 4, but clue 13 alone does not
/// place him (a leap); the Prince smoker in house 4 follows from clue 13 only with that leap;
/// house 2 blue follows from clue 14 and the Norwegian in house 1; the Swede is in house 5, not 2.
#[test]
fn one_leap_is_counted_once_and_steps_keep_the_models_numbers_on_every_face() {
    let answer = "Let me solve this step by step.
1. From clue 9, the Norwegian lives in house 1.
2. From clue 8, the person in house 3 drinks milk.
3. The German lives in house 4 (clue 13).
4. So the Prince smoker lives in house 4 (clue 13).
5. Clue 14: the Norwegian lives next to the blue house, so house 2 is blue.
6. The Swede lives in house 2.";
    let sample = gridriddle::sample("neighbours").unwrap();
    let checked = verify(&sample.riddle(), answer, &VerifyOptions::default());
    let steps: Vec<(usize, Verdict)> = checked.steps.iter().map(|s| (s.number, s.verdict)).collect();
    use Verdict::{False, Justified, Leap, LeapDependent, Unread};
    assert_eq!(
        steps,
        [
            (0, Unread),
            (1, Justified),
            (2, Justified),
            (3, Leap),
            (4, LeapDependent),
            (5, Justified),
            (6, False)
        ]
    );
    let s = &checked.summary;
    assert_eq!(
        (s.leaps, s.leap_dependent, s.r#false, s.first_leap, s.first_false),
        (1, 1, 1, Some(3), Some(6))
    );

    // The command line: `verify --json`.
    let dir = std::env::temp_dir().join(format!("gridriddle-verify-numbers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let riddle_json: serde_json::Value = serde_json::from_str(sample.json).unwrap();
    std::fs::write(dir.join("riddle.json"), sample.json).unwrap();
    std::fs::write(dir.join("answer.txt"), answer).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(["verify", "--json", "riddle.json", "answer.txt"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let summary = &json["summary"];
    assert_eq!(
        (
            &summary["leaps"],
            &summary["leapDependent"],
            &summary["firstLeap"],
            &summary["firstFalse"]
        ),
        (&1.into(), &1.into(), &3.into(), &6.into()),
        "{summary}"
    );

    // `evaluate --verify --details`: the same numbers in the answer's line, one leap in the report.
    let record = serde_json::json!({"id": "einstein", "riddle": riddle_json});
    std::fs::write(dir.join("records.jsonl"), format!("{record}\n")).unwrap();
    let answers = serde_json::json!({"id": "einstein", "output": answer});
    std::fs::write(dir.join("answers.jsonl"), format!("{answers}\n")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args([
            "evaluate",
            "--records",
            "records.jsonl",
            "--answers",
            "answers.jsonl",
            "--verify",
            "--json",
            "--details",
            "details.jsonl",
        ])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (&report["overall"]["leaps"], &report["overall"]["false"]),
        (&1.into(), &1.into()),
        "{report}"
    );
    let details: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("details.jsonl")).unwrap()).unwrap();
    assert_eq!(
        (&details["firstLeap"], &details["firstFalse"]),
        (&3.into(), &6.into())
    );
    let numbers: Vec<&serde_json::Value> = details["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["number"])
        .collect();
    assert_eq!(
        numbers,
        (0..=6)
            .map(serde_json::Value::from)
            .collect::<Vec<_>>()
            .iter()
            .collect::<Vec<_>>()
    );
    assert_eq!(details["steps"][4]["verdict"], "leap-dependent");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `verify` on a ZebraLogic record judges the reasoning against the puzzle's own numbered clues,
/// read from its text, as `evaluate --verify` does: the same verdict for every step of the real
/// answers of docs/example/ (before, it judged against the solution grid, whose "clue k" is the
/// row of house k: for `lgp-test-4x4-3`, a leap at step 2 where the puzzle's clues give one at
/// step 11).
#[test]
fn verify_judges_a_zebralogic_record_against_its_own_clues_as_evaluate_does() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/example");
    let dir = std::env::temp_dir().join(format!("gridriddle-verify-zebralogic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(["evaluate", "--verify", "--details"])
        .arg(dir.join("details.jsonl"))
        .arg("--records")
        .arg(root.join("records.jsonl"))
        .arg("--answers")
        .arg(root.join("llama-3.1-405b.jsonl"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines = |text: &str| -> Vec<serde_json::Value> {
        text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
    };
    let details = lines(&std::fs::read_to_string(dir.join("details.jsonl")).unwrap());
    let records = lines(&std::fs::read_to_string(root.join("records.jsonl")).unwrap());
    let answers = lines(&std::fs::read_to_string(root.join("llama-3.1-405b.jsonl")).unwrap());
    let mut judged = 0;
    for answer in &answers {
        let id = &answer["id"];
        let record = records.iter().find(|r| r["id"] == *id).unwrap();
        let detail = details.iter().find(|d| d["id"] == *id).unwrap();
        std::fs::write(dir.join("record.json"), record.to_string()).unwrap();
        std::fs::write(dir.join("answer.txt"), answer["output"].as_str().unwrap()).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .args(["verify", "--json", "record.json", "answer.txt"])
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{id}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let checked: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let verdicts =
            |steps: &serde_json::Value| -> Vec<(serde_json::Value, serde_json::Value, serde_json::Value)> {
                steps
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| (s["number"].clone(), s["verdict"].clone(), s["why"].clone()))
                    .collect()
            };
        assert_eq!(verdicts(&checked["steps"]), verdicts(&detail["steps"]), "{id}");
        assert_eq!(
            (
                &checked["summary"]["firstFalse"],
                &checked["summary"]["firstLeap"]
            ),
            (&detail["firstFalse"], &detail["firstLeap"]),
            "{id}"
        );
        judged += 1;
    }
    assert_eq!(judged, 7);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 53: a verification is read back by serde, not by hand: `verify --json`'s shape (the
/// library's `Verification` written by serde_json) reads into the same `Verification`, relation
/// and negated claims, skipped parts and a grade included.
#[test]
fn a_verification_reads_back_into_the_same_value() {
    let riddle = Riddle::from_json(&std::fs::read_to_string("riddles/neighbours.json").unwrap()).unwrap();
    let answer = "1. By clue 10, the Norwegian lives in house 1.\n\
                  2. If the Brit lived in house 2, the red house would be house 2.\n\
                  3. The green house is directly left of the white house (clue 4).\n\
                  4. The Norwegian does not live in house 3.\n\
                  {\"solution\": {\"House 1\": {\"Nationality\": \"Norwegian\"}}}";
    let verification = verify(&riddle, answer, &VerifyOptions::default());
    let claims: Vec<&NamedClaim> = verification.steps.iter().flat_map(|s| &s.claims).collect();
    assert!(claims.iter().any(|c| c.relation.is_some()), "{claims:?}");
    assert!(claims.iter().any(|c| c.negated), "{claims:?}");
    assert!(verification.steps.iter().any(|s| !s.skipped.is_empty()));
    assert!(verification.grade.is_some());
    let json = serde_json::to_string(&verification).unwrap();
    let read: gridriddle::verify::Verification = serde_json::from_str(&json).unwrap();
    assert_eq!(read, verification);
}

/// A list of houses cut short at the end of a step ("house 1," and nothing after: the fuzz
/// smoke's crash of 2026-12-07) reads its one claim and does not look past the last word.
#[test]
fn a_step_ending_on_a_house_and_a_comma_reads_without_a_panic() {
    for text in [
        "The Norwegian lives in house 1,",
        "The Norwegian lives in house 1, or",
    ] {
        let (claims, _) = read(text);
        assert_eq!(claims, [at("Norwegian", "Nationality", 1, false)], "{text}");
    }
}

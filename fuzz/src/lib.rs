//! What gridriddle's fuzz targets feed each reader, and the invariants they check beyond "no
//! panic". Each binary of `src/bin/` is one target: `afl::fuzz!` around one function here.
//!
//! | target | reader | input | checked |
//! | --- | --- | --- | --- |
//! | `json` | `Riddle::from_json` | riddle JSON | a riddle read is written back as a file and as JSON text and read again to the same riddle; a short solve gives solutions `check_solution` accepts; a syntax error's line is in the text |
//! | `zbc` | `clues::compile_zbc`, `Riddle::from_file` (`Riddle::from_zbc`) | a clue file | the compiled file's JSON reads to the same riddle, which round-trips as in `json`; errors sorted, at a line and column of the text |
//! | `answer` | `evaluate::output::read_answer`, `zebralogic::grade`, `grade_json` (Python's `read_answer` and `grade`) | [riddle] a model's output | the grade's counts agree (correct ≤ cells, solved ⇔ no reason, unread ⇒ nothing correct); what was read is written by `answer_json` and reads back the same |
//! | `verify` | `verify::verify` | [riddle] a model's reasoning | the summary counts the steps; on a riddle of one solution, a justified step or a leap makes only claims true in it, a false step one false in it |
//! | `import` | `import::read_puzzle` (ZebraLogic's and reasoning-gym's puzzle texts) | a puzzle text | a text read gives a riddle `Riddle::from_file` accepts, which round-trips as in `json`; errors at a line and column of the text |
//! | `record` | `evaluate::report::evaluate` | records, NUL, answers (JSON lines) | one outcome per record, ids once, counts and breakdowns add up (by solvability too, and the claims of no solution), "no solution" right exactly on a riddle without one, problems at lines of their input |
//!
//! [riddle]: the first byte of the input picks the riddle: `{` starts a riddle's JSON, which ends
//! at the first NUL byte, the text following it; any other byte picks one of the samples
//! (`gridriddle::samples()`, by the byte modulo their number) and the text is what follows it.
//!
//! Bytes that are not UTF-8 are replaced (U+FFFD) rather than refused, so that every input
//! reaches the reader.

use gridriddle::evaluate::output::{answer_json, read_answer};
use gridriddle::evaluate::report::{evaluate, Evaluation, EvaluationFigures, Input};
use gridriddle::verify::{NamedClaim, Verdict, Verification, VerifyOptions};
use gridriddle::zebralogic::{grade, grade_json, Answer, Grade};
use gridriddle::{check_solution, solve_riddle, Riddle, RiddleError, RiddleFile, SolveOptions};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashSet};

/// The input as text, invalid UTF-8 replaced.
pub fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

// ---------------------------------------------------------------------------------------------
// json

/// The `json` target: [`Riddle::from_json`].
pub fn json(data: &[u8]) {
    let text = text(data);
    match Riddle::from_json(&text) {
        Ok(riddle) => {
            round_trip(&riddle);
            short_solve(&riddle);
        }
        Err(error) => check_riddle_error(&error, &text),
    }
}

/// `riddle` written as a [`RiddleFile`] (every column's values listed in `domains`, in the
/// riddle's order, so that the value ids come back the same).
pub fn riddle_file(riddle: &Riddle) -> RiddleFile {
    let domains: BTreeMap<String, Vec<String>> = (0..riddle.columns())
        .filter(|&c| !riddle.values(c).is_empty())
        .map(|c| (riddle.header()[c].clone(), riddle.values(c).to_vec()))
        .collect();
    RiddleFile {
        title: riddle.title().map(str::to_owned),
        description: riddle.description().map(str::to_owned),
        header: riddle.header().to_vec(),
        start_matrix: riddle.names(riddle.start_matrix()),
        hints: riddle
            .hints()
            .iter()
            .map(|options| options.iter().map(|o| riddle.names(o)).collect())
            .collect(),
        single_hints: riddle.single_hints(),
        hint_texts: riddle.hint_texts().map(<[String]>::to_vec),
        domains: (!domains.is_empty()).then_some(domains),
        clues: None,
    }
}

/// A riddle read prints back, as a file and as JSON text, and reads again to the same riddle.
pub fn round_trip(riddle: &Riddle) {
    let file = riddle_file(riddle);
    match Riddle::from_file(&file) {
        Ok(again) => assert_eq!(
            &again, riddle,
            "the riddle written as a file reads back otherwise"
        ),
        Err(e) => panic!("the riddle written as a file is refused: {e}"),
    }
    let printed = file.to_json_pretty();
    match Riddle::from_json(&printed) {
        Ok(again) => assert_eq!(
            &again, riddle,
            "the riddle printed reads back otherwise:\n{printed}"
        ),
        Err(e) => panic!("the riddle printed is refused: {e}\n{printed}"),
    }
}

/// A solve on a small budget: what it finds are solutions.
fn short_solve(riddle: &Riddle) {
    let options = SolveOptions {
        max_solutions: 2,
        max_nodes: Some(200),
        steps: false,
        ..SolveOptions::default()
    };
    for solution in solve_riddle(riddle, &options).solutions {
        if let Err(why) = check_solution(riddle, &solution.matrix) {
            panic!("the solver's solution is not one: {why}");
        }
    }
}

/// An error names its place: a path, or a line and column within the text.
pub fn check_riddle_error(error: &RiddleError, text: &str) {
    assert!(!error.message.is_empty(), "an error without a message: {error:?}");
    if let Some((line, column)) = error.position {
        let lines = text.split('\n').count();
        assert!(
            line >= 1 && column >= 1 && line <= lines,
            "a syntax error at line {line}, column {column} of a text of {lines} lines"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// zbc

/// The `zbc` target: [`gridriddle::clues::compile_zbc`], then [`Riddle::from_file`], which is
/// what [`Riddle::from_zbc`] does (called too where the file is refused, for its error). The
/// clue compiler is the costly part (up to its work budget), so it runs once an input.
pub fn zbc(data: &[u8]) {
    let text = text(data);
    match gridriddle::clues::compile_zbc(&text) {
        Ok(file) => match Riddle::from_file(&file) {
            Ok(riddle) => {
                let printed = file.to_json_pretty();
                match Riddle::from_json(&printed) {
                    Ok(again) => assert_eq!(
                        again, riddle,
                        "the compiled file's JSON reads otherwise:\n{printed}"
                    ),
                    Err(e) => panic!("the compiled file's JSON is refused: {e}\n{printed}"),
                }
                round_trip(&riddle);
            }
            Err(_) => match Riddle::from_zbc(&text) {
                Ok(_) => panic!("from_zbc reads a clue file whose compiled riddle is refused"),
                Err(errors) => check_clue_errors(&errors, &text),
            },
        },
        Err(errors) => check_clue_errors(&errors, &text),
    }
}

/// The `import` target: [`gridriddle::import::read_puzzle`], a puzzle text of ZebraLogic or
/// reasoning-gym read into a riddle file. A file read is a valid riddle (the reader builds
/// hints of exactly the clues' meaning, so `Riddle::from_file` never refuses it), which
/// round-trips as in `json`; a refusal has its errors at lines and columns of the text.
pub fn import(data: &[u8]) {
    let text = text(data);
    match gridriddle::import::read_puzzle(&text) {
        Ok(file) => match Riddle::from_file(&file) {
            Ok(riddle) => round_trip(&riddle),
            Err(e) => panic!("a puzzle text read gives a riddle file that is refused: {e}"),
        },
        Err(errors) => check_error_places(&errors, &text),
    }
}

/// Clue errors: at least one, sorted, each at a line and a column of the text.
fn check_clue_errors(errors: &gridriddle::clues::ClueErrors, text: &str) {
    let mut last = (0, 0);
    for error in &errors.errors {
        let at = (error.line, error.column);
        assert!(at >= last, "errors out of order: {:?}", errors.errors);
        last = at;
    }
    check_error_places(errors, text);
}

/// Errors: at least one, each with a message, at a line and a column of the text.
fn check_error_places(errors: &gridriddle::clues::ClueErrors, text: &str) {
    assert!(!errors.errors.is_empty(), "no error in a refusal");
    let lines: Vec<&str> = text.split('\n').collect();
    for error in &errors.errors {
        let at = (error.line, error.column);
        assert!(!error.message.is_empty(), "an error without a message at {at:?}");
        assert!(
            error.line >= 1 && error.line <= lines.len(),
            "an error at line {} of a text of {} lines: {error}",
            error.line,
            lines.len()
        );
        let width = lines[error.line - 1].chars().count();
        assert!(
            error.column >= 1 && error.column <= width + 1,
            "an error at column {} of a line of {width} characters: {error}",
            error.column
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The riddles of `answer` and `verify`

/// The riddles an input may pick, with their one solution (as names) when they have exactly one.
pub struct Riddles {
    riddles: Vec<(Riddle, Option<Vec<Vec<String>>>)>,
}

impl Riddles {
    /// The samples, each with its solution.
    pub fn samples() -> Riddles {
        Riddles {
            riddles: gridriddle::samples()
                .iter()
                .map(|s| {
                    let riddle = s.riddle();
                    let only = only_solution(&riddle);
                    (riddle, only)
                })
                .collect(),
        }
    }

    /// The riddle `data` picks and the text after it; `None` for a riddle's JSON that does not
    /// read (or an empty input).
    pub fn pick<'a>(&'a self, data: &'a [u8]) -> Option<Picked<'a>> {
        let (&first, rest) = data.split_first()?;
        if first == b'{' {
            let end = data.iter().position(|&b| b == 0).unwrap_or(data.len());
            let riddle = Riddle::from_json(&text(&data[..end])).ok()?;
            let only = only_solution(&riddle);
            Some(Picked {
                riddle: Cow::Owned(riddle),
                only,
                text: text(data.get(end + 1..).unwrap_or(&[])),
            })
        } else {
            let (riddle, only) = &self.riddles[usize::from(first) % self.riddles.len()];
            Some(Picked {
                riddle: Cow::Borrowed(riddle),
                only: only.clone(),
                text: text(rest),
            })
        }
    }
}

/// What an input of `answer` or `verify` holds: a riddle, its one solution (names) when it has
/// exactly one, and a model's output for it.
pub struct Picked<'a> {
    /// The riddle.
    pub riddle: Cow<'a, Riddle>,
    /// Its one solution, when a short search proves it has exactly one.
    pub only: Option<Vec<Vec<String>>>,
    /// The output.
    pub text: Cow<'a, str>,
}

/// The riddle's solution as names, when a short search proves it has exactly one.
fn only_solution(riddle: &Riddle) -> Option<Vec<Vec<String>>> {
    let options = SolveOptions {
        max_solutions: 2,
        max_nodes: Some(2_000),
        steps: false,
        ..SolveOptions::default()
    };
    let solved = solve_riddle(riddle, &options);
    match (solved.complete, solved.solutions.as_slice()) {
        (true, [one]) => Some(riddle.names(&one.matrix)),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// answer

/// The `answer` target: a model's output read and graded against a riddle, as Python's
/// `read_answer` and `grade` do (`grade_text` for text, `grade_json` for an answer given as JSON).
pub fn answer(riddles: &Riddles, data: &[u8]) {
    let Some(Picked { riddle, text, .. }) = riddles.pick(data) else {
        return;
    };
    let graded = match read_answer(&riddle, &text) {
        Ok(answer) => {
            let graded = grade(&riddle, &answer);
            assert!(
                graded.unread.is_none(),
                "an answer read is graded unread: {graded:?}"
            );
            check_round_trip(&answer);
            graded
        }
        Err(why) => {
            assert!(!why.0.is_empty(), "an unread output without a reason");
            Grade::unreadable(&riddle, why)
        }
    };
    check_grade(&riddle, &graded);
    check_grade(&riddle, &grade_json(&riddle, &text));
}

/// An answer as `answer_json` writes it reads back with `Answer::from_json`, the same answer
/// (a house-keyed answer in the order of a JSON object's keys, when no key repeats).
fn check_round_trip(answer: &Answer) {
    let json = answer_json(answer).to_string();
    let back =
        Answer::from_json(&json).unwrap_or_else(|e| panic!("answer_json's text is refused: {e}\n{json}"));
    match (answer, &back) {
        (Answer::Houses(houses), Answer::Houses(read)) => {
            if let Some(sorted) = sorted_houses(houses) {
                assert_eq!(
                    sorted_houses(read).as_ref(),
                    Some(&sorted),
                    "houses read back otherwise:\n{json}"
                );
            }
        }
        (Answer::Houses(_), _) => panic!("houses read back as another shape: {back:?}\n{json}"),
        _ => assert_eq!(&back, answer, "the answer reads back otherwise:\n{json}"),
    }
}

type Houses = Vec<(String, Vec<(String, String)>)>;

/// Houses and their attributes sorted by name; `None` when a name repeats.
fn sorted_houses(houses: &Houses) -> Option<Houses> {
    let mut out = houses.clone();
    for (_, cells) in &mut out {
        cells.sort();
        if cells.windows(2).any(|w| w[0].0 == w[1].0) {
            return None;
        }
    }
    out.sort();
    if out.windows(2).any(|w| w[0].0 == w[1].0) {
        return None;
    }
    Some(out)
}

/// A grade's counts agree with each other.
pub fn check_grade(riddle: &Riddle, grade: &Grade) {
    assert!(
        grade.correct <= grade.cells,
        "more cells right than graded: {grade:?}"
    );
    assert!(
        grade.cells <= riddle.rows() * riddle.columns(),
        "more cells graded than the riddle has: {grade:?}"
    );
    assert!(
        (0.0..=1.0).contains(&grade.cell_accuracy),
        "cell accuracy out of [0, 1]: {grade:?}"
    );
    if grade.cells > 0 {
        let expected = grade.correct as f64 / grade.cells as f64;
        assert!(
            (grade.cell_accuracy - expected).abs() < 1e-12,
            "cell accuracy is not correct / cells: {grade:?}"
        );
    }
    assert_eq!(
        grade.solved,
        grade.reason.is_none(),
        "solved exactly when there is no reason: {grade:?}"
    );
    if grade.solved {
        assert_eq!(
            grade.correct, grade.cells,
            "solved, yet some cell is wrong: {grade:?}"
        );
    }
    if grade.unread.is_some() {
        assert!(
            !grade.solved && grade.correct == 0,
            "an unread answer with right cells: {grade:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// verify

/// The budgets of the `verify` target: small, so that each input takes milliseconds (the
/// defaults are for a real answer, seconds at most).
pub const VERIFY_OPTIONS: VerifyOptions = VerifyOptions {
    max_nodes: 2_000,
    max_total_nodes: 20_000,
};

/// The `verify` target: [`gridriddle::verify::verify`] of a text against a riddle.
pub fn verify(riddles: &Riddles, data: &[u8]) {
    let Some(Picked { riddle, only, text }) = riddles.pick(data) else {
        return;
    };
    let checked = gridriddle::verify::verify(&riddle, &text, &VERIFY_OPTIONS);
    check_verification(&riddle, only.as_deref(), &checked);
}

/// The summary counts the steps; with the riddle's one solution, verdicts agree with it.
pub fn check_verification(riddle: &Riddle, only: Option<&[Vec<String>]>, checked: &Verification) {
    let s = &checked.summary;
    let count = |v: Verdict| checked.steps.iter().filter(|step| step.verdict == v).count();
    assert_eq!(s.steps, checked.steps.len(), "summary: {s:?}");
    assert_eq!(
        s.justified + s.leaps + s.leap_dependent + s.r#false + s.unread + s.undecided,
        s.steps,
        "summary: {s:?}"
    );
    assert_eq!(
        (
            s.justified,
            s.leaps,
            s.leap_dependent,
            s.r#false,
            s.unread,
            s.undecided
        ),
        (
            count(Verdict::Justified),
            count(Verdict::Leap),
            count(Verdict::LeapDependent),
            count(Verdict::False),
            count(Verdict::Unread),
            count(Verdict::Undecided)
        ),
        "summary: {s:?}"
    );
    assert!((0.0..=1.0).contains(&s.process_score), "summary: {s:?}");
    assert!(checked.steps.len() <= gridriddle::verify::MAX_STEPS);
    if let Some(graded) = &checked.grade {
        check_grade(riddle, graded);
    }
    for (i, step) in checked.steps.iter().enumerate() {
        assert_eq!(
            step.claims.is_empty(),
            step.verdict == Verdict::Unread,
            "step {}: {step:?}",
            i + 1
        );
        assert!(
            step.cites.windows(2).all(|w| w[0] <= w[1]),
            "cites not ascending: {step:?}"
        );
        let Some(solution) = only else { continue };
        let truths: Vec<bool> = step.claims.iter().map(|c| holds(riddle, solution, c)).collect();
        match step.verdict {
            Verdict::Justified | Verdict::Leap | Verdict::LeapDependent => assert!(
                truths.iter().all(|&t| t),
                "step {} is {:?}, yet a claim is false in the riddle's one solution: {step:?}",
                i + 1,
                step.verdict
            ),
            Verdict::False => assert!(
                truths.iter().any(|&t| !t),
                "step {} is false, yet its claims hold in the riddle's one solution: {step:?}",
                i + 1
            ),
            Verdict::Unread | Verdict::Undecided => {}
        }
    }
}

/// Whether `claim` holds in `solution` (names), read from its names alone. A value written
/// under another column's word (`under`) never holds; a relation claim holds as its name and
/// distance say (`left-of`, `right-of`, `next-to`, `apart`).
fn holds(riddle: &Riddle, solution: &[Vec<String>], claim: &NamedClaim) -> bool {
    if claim.under.as_ref().is_some_and(|under| under != &claim.column) {
        return false;
    }
    let column = |name: &str| {
        riddle
            .header()
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("a claim names a column the riddle has not: {claim:?}"))
    };
    let row_of = |c: usize, value: &str| solution.iter().position(|row| row[c] == value);
    let c = column(&claim.column);
    if let (Some(relation), Some(other), Some(other_column)) =
        (claim.relation, &claim.other, &claim.other_column)
    {
        // A relation of houses: p(other) − p(value), as the relation's name and distance say.
        let here = match (row_of(c, &claim.value), row_of(column(other_column), other)) {
            (Some(a), Some(b)) => {
                let d = b as i64 - a as i64;
                let k = claim.distance.map(|k| k as i64);
                match (relation.as_str(), k) {
                    ("left-of", None) => d > 0,
                    ("left-of", Some(k)) => d == k,
                    ("right-of", None) => d < 0,
                    ("right-of", Some(k)) => d == -k,
                    ("next-to", None) => d.abs() == 1,
                    ("apart", Some(k)) => d.abs() == k,
                    _ => panic!("a relation outside the closed set: {claim:?}"),
                }
            }
            _ => false,
        };
        return here != claim.negated;
    }
    let here = match (claim.house, &claim.with, &claim.with_column) {
        (Some(house), None, None) => solution.get(house - 1).is_some_and(|row| row[c] == claim.value),
        (None, Some(with), Some(with_column)) => {
            let w = column(with_column);
            row_of(c, &claim.value).is_some() && row_of(c, &claim.value) == row_of(w, with)
        }
        _ => panic!("a claim neither about a house, nor with a value, nor a relation: {claim:?}"),
    };
    here != claim.negated
}

// ---------------------------------------------------------------------------------------------
// record

/// The `record` target: [`evaluate`] of data-set records and answers, both JSON lines. The input
/// is the records, a NUL byte, the answers; without a NUL byte, the same text is both.
pub fn record(data: &[u8]) {
    let (records, answers) = match data.iter().position(|&b| b == 0) {
        Some(at) => (text(&data[..at]), text(&data[at + 1..])),
        None => (text(data), text(data)),
    };
    let evaluation = evaluate(&records, &answers);
    check_evaluation(&evaluation, &records, &answers);
}

/// One outcome per record, each id once, counts that add up, problems at lines of their input.
pub fn check_evaluation(evaluation: &Evaluation, records: &str, answers: &str) {
    let outcomes = &evaluation.outcomes;
    let report = &evaluation.report;
    let mut ids = HashSet::new();
    for o in outcomes {
        assert!(ids.insert(&o.id), "id {:?} twice among the outcomes", o.id);
        assert!(o.correct <= o.cells, "more cells right than graded: {o:?}");
        if o.solved {
            assert!(o.unread.is_none(), "solved and unread: {o:?}");
        }
        if o.unread.is_some() {
            assert_eq!(o.correct, 0, "unread, yet cells right: {o:?}");
        }
        // "No solution" is right exactly on a riddle without one.
        if o.claims_no_solution {
            assert_eq!(
                o.solved, !o.solvable,
                "a claim of no solution graded wrongly: {o:?}"
            );
        } else if !o.solvable {
            assert!(!o.solved, "a riddle with no solution solved otherwise: {o:?}");
        }
    }
    let overall = &report.overall;
    check_figures(overall);
    assert_eq!(overall.puzzles, outcomes.len(), "overall: {overall:?}");
    assert_eq!(
        overall.solved,
        outcomes.iter().filter(|o| o.solved).count(),
        "overall: {overall:?}"
    );
    assert_eq!(
        overall.unread,
        outcomes.iter().filter(|o| o.unread.is_some()).count(),
        "overall: {overall:?}"
    );
    let sums = [
        report.by_size.iter().map(|r| &r.row).collect::<Vec<_>>(),
        report.by_bucket.iter().map(|r| &r.row).collect(),
        report.by_level.iter().map(|r| &r.row).collect(),
    ];
    for rows in sums {
        rows.iter().for_each(|row| check_figures(row));
        let total: usize = rows.iter().map(|r| r.puzzles).sum();
        let solved: usize = rows.iter().map(|r| r.solved).sum();
        assert_eq!(
            (total, solved),
            (overall.puzzles, overall.solved),
            "a breakdown does not add up: {report:?}"
        );
    }
    // By solvability: present exactly when some riddle has no solution or some answer says so;
    // its rows add up, and so do the claims.
    let special = outcomes.iter().any(|o| !o.solvable || o.claims_no_solution);
    assert_eq!(!report.by_solvable.is_empty(), special, "bySolvable: {report:?}");
    if special {
        let rows: Vec<&EvaluationFigures> = report.by_solvable.iter().map(|r| &r.row).collect();
        rows.iter().for_each(|row| check_figures(row));
        let total: usize = rows.iter().map(|r| r.puzzles).sum();
        let solved: usize = rows.iter().map(|r| r.solved).sum();
        assert_eq!(
            (total, solved),
            (overall.puzzles, overall.solved),
            "bySolvable: {report:?}"
        );
        let claims: usize = report.by_solvable.iter().map(|r| r.no_solution_claims).sum();
        let claimed = outcomes.iter().filter(|o| o.claims_no_solution).count();
        assert_eq!(claims, claimed, "bySolvable's claims: {report:?}");
    }
    let lines = |text: &str| text.split('\n').count();
    for p in &evaluation.problems {
        let input = match p.input {
            Input::Records => records,
            Input::Answers => answers,
        };
        assert!(
            p.line >= 1 && p.line <= lines(input),
            "a problem at line {} of {} lines: {p:?}",
            p.line,
            lines(input)
        );
        assert!(!p.message.is_empty(), "a problem without a message: {p:?}");
    }
}

/// A row's figures agree with each other.
fn check_figures(f: &EvaluationFigures) {
    assert!(f.solved <= f.puzzles && f.unread <= f.puzzles, "figures: {f:?}");
    assert!((0.0..=1.0).contains(&f.cell_accuracy), "figures: {f:?}");
    if f.puzzles > 0 {
        let expected = f.solved as f64 / f.puzzles as f64;
        assert!((f.puzzle_accuracy - expected).abs() < 1e-12, "figures: {f:?}");
    }
}

//! Inputs the fuzz targets of `fuzz/` saved (docs/fuzzing.md, "What it found"), minimised, each
//! as an ordinary test of what it showed.

use gridriddle::clues::{compile_zbc, MAX_OPTIONS_PER_CLUE};
use gridriddle::Riddle;

/// Target `zbc`, saved as a hang (10 inputs of one kind, campaign of 2026-12-06): a clue that
/// ends in `^` goes on to the next line, so that `Tom = Anna ^` and the conjunction below it are
/// one clue, of 1,865 options, near the compiler's limit. Not a hang: the compiler's work is
/// bounded (a budget per clue and per file, `MAX_OPTIONS_PER_CLUE` options), and the input took
/// 0.75 s of CPU in the fuzz build (two compilations and the round trips), which became 3 s of
/// wall time, past AFL++'s 2 s, on the loaded machine. The fuzz script now saves a hang past 10 s
/// only. What is checked: the clue file reads (as `Riddle::from_zbc` does), as one hint of thousands of options, and its
/// compiled JSON reads back to the same riddle (the `zbc` target's invariant).
#[test]
fn a_clue_continued_by_xor_on_the_next_line_reads_and_prints_back() {
    let text = "\
Couple   - Smith Jones Brown Taylor Wilson
Husband  - Bill Dan Ed Jack Tom
Wife     - Anna Kate Lucy Mary Rose
Brought  - Dracula Emma Ivanhoe Middlemarch Persuasion
Borrowed - Dracula Emma Ivanhoe Middlemarch Persuasion
---
Tom = Anna ^
&&(Smith = Brought.Dracula => Kate = Borrowed.Dracula,
   Smith = Brought.Emma => Kate = Borrowed.Emma,
   Smith = Brought.Ivanhoe => Kate = Borrowed.Ivanhoe,
   Smith = Brought.Middlemarch => Kate = Borrowed.Middlemarch,
   Smith = Brought.Persuasion => Kate = Borrowed.Persuasion)
";
    // compile_zbc and Riddle::from_file are Riddle::from_zbc; the compilation is the slow part
    // (2 s in a debug build), so it is made once.
    let file = compile_zbc(text).expect("the clue file compiles");
    let riddle = Riddle::from_file(&file).expect("the compiled riddle is valid");
    assert_eq!(riddle.hints().len(), 1, "one clue: `^` joins the two lines");
    let options = riddle.hints()[0].len();
    assert!(
        options > 1000 && options <= MAX_OPTIONS_PER_CLUE,
        "{options} options"
    );
    let again = Riddle::from_json(&file.to_json_pretty()).expect("the compiled JSON reads");
    assert_eq!(again, riddle);
}

/// Target `verify`, saved as a crash by the test command's 30 s smoke (2026-12-06): a step that
/// rests on an earlier leap is `leap-dependent`, a verdict the target's invariant did not count,
/// so its sum of verdicts fell one short of the steps. The library was right; the invariant now
/// counts `leapDependent`. What is checked, on the input as saved (its first byte, `0`, picks
/// the first sample; the rest is the reasoning, with the fuzz target's budgets): the summary's
/// verdicts add up to its steps, and one of them is leap-dependent.
#[test]
fn a_leap_dependent_step_counts_among_the_steps() {
    use gridriddle::verify::{verify, Verdict, VerifyOptions};
    let data = include_bytes!("fixtures/fuzz/verify-leap-dependent.bin");
    let text = String::from_utf8_lossy(&data[1..]);
    let riddle = Riddle::from_json(gridriddle::samples()[0].json).unwrap();
    let options = VerifyOptions {
        max_nodes: 2_000,
        max_total_nodes: 20_000,
    };
    let checked = verify(&riddle, &text, &options);
    let s = &checked.summary;
    assert_eq!(s.steps, checked.steps.len());
    assert_eq!(
        s.justified + s.leaps + s.leap_dependent + s.r#false + s.unread + s.undecided,
        s.steps,
        "{s:?}"
    );
    let leap_dependent = checked
        .steps
        .iter()
        .filter(|step| step.verdict == Verdict::LeapDependent)
        .count();
    assert_eq!(s.leap_dependent, leap_dependent);
    assert!(leap_dependent >= 1, "{s:?}");
}

//! Every riddle of `../shared/corpus/zebralogic/dev/` solved and compared with its expected
//! solutions, with and without steps.

mod common;

use gridriddle::{solve_riddle, Riddle, SolveOptions};

#[test]
fn zebralogic_dev_riddles_have_exactly_their_expected_solutions() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("corpus/zebralogic/dev");
    let files = common::riddle_files(&dir);
    assert_eq!(files.len(), 100, "the dev set has 100 riddles");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let riddle = Riddle::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let expected = common::expected(&path.with_extension("expected.json"));
        for steps in [false, true] {
            let solved = solve_riddle(
                &riddle,
                &SolveOptions {
                    steps,
                    ..SolveOptions::default()
                },
            );
            assert!(solved.complete, "{}: search not complete", path.display());
            assert_eq!(common::found(&riddle, &solved), expected, "{}", path.display());
            if steps {
                for s in &solved.solutions {
                    common::assert_steps_lead_to(&riddle, &s.matrix, &s.steps);
                }
            }
        }
    }
}

#[test]
fn scaling_riddles_have_exactly_their_expected_solutions() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("corpus/scaling");
    let files = common::riddle_files(&dir);
    assert_eq!(files.len(), 21);
    for path in files {
        let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let solved = solve_riddle(
            &riddle,
            &SolveOptions {
                steps: false,
                ..SolveOptions::default()
            },
        );
        assert!(
            solved.complete,
            "{}: search not complete after {} nodes",
            path.display(),
            solved.stats.nodes
        );
        assert_eq!(
            common::found(&riddle, &solved),
            common::expected(&path.with_extension("expected.json"))
        );
    }
}

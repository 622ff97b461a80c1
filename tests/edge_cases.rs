//! Corners of the format that are easy to get wrong, each solved and checked exactly.

use gridriddle::{check_solution, solve_riddle, Riddle, SolveOptions};

fn solutions(json: &str) -> Vec<Vec<Vec<String>>> {
    let riddle = Riddle::from_json(json).unwrap();
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    assert!(solved.complete);
    for solution in &solved.solutions {
        assert_eq!(check_solution(&riddle, &solution.matrix), Ok(()));
    }
    solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect()
}

#[test]
fn with_single_hints_an_option_taller_than_the_riddle_matches_row_by_row() {
    // Each row of the option is matched on its own: its height does not matter.
    let json = r#"{"header":["Position","A"],"startMatrix":[["1",""]],"singleHints":true,
        "hints":[[[["","a"],["","a"]]]]}"#;
    assert_eq!(solutions(json), [[["1", "a"]]]);
    // A row tying two values still constrains: "b" must share a row with "x".
    let json = r#"{"header":["Position","A","B"],"startMatrix":[["1","",""],["2","",""]],
        "singleHints":true, "hints":[[[["","a",""],["","b","x"],["","a",""]]], [[["1","a",""]]]],
        "domains":{"B":["x","y"]}}"#;
    assert_eq!(solutions(json), [[["1", "a", "y"], ["2", "b", "x"]]]);
}

#[test]
fn without_single_hints_a_block_taller_than_the_riddle_never_fits() {
    let json = r#"{"header":["Position","A"],"startMatrix":[["1",""]],
        "hints":[[[["","a"],["",""]]]]}"#;
    assert_eq!(solutions(json), Vec::<Vec<Vec<String>>>::new());
}

#[test]
fn a_whole_number_of_any_length_is_the_cell_its_digits_spell() {
    let json = r#"{"header":["Id","Pet"],"startMatrix":[[123456789012345678901234567890,""],[7,""]],
        "hints":[[[["123456789012345678901234567890","cat"]]]], "domains":{"Pet":["cat","dog"]}}"#;
    assert_eq!(
        solutions(json),
        [[["123456789012345678901234567890", "cat"], ["7", "dog"]]]
    );
}

//! Exact words for each shape of clue and each kind of step, on small riddles.

use super::names::Names;
use super::shape::{clue_sentence, shape, strip_number, Shape};
use super::*;
use crate::riddle::{Riddle, ValueId};
use crate::trace::{Cell, FillReason, Step};

/// Four houses; every shape of clue once, and no hint texts, so that the words come from the
/// options.
fn shapes() -> Riddle {
    Riddle::from_json(
        r#"{
        "header": ["House", "Nationality", "Color"],
        "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""], ["4", "", ""]],
        "hints": [
            [[["1", "Norwegian", ""]]],
            [[["", "Norwegian", ""], ["", "", "blue"]], [["", "", "blue"], ["", "Norwegian", ""]]],
            [[["", "Brit", "red"]]],
            [[["", "", "green"], ["", "", "red"]]],
            [[["1", "Brit", ""]], [["2", "Brit", ""]], [["3", "Brit", ""]]],
            [[["", "Dane", ""], ["", "", "white"]], [["", "Dane", ""], ["", "", ""], ["", "", "white"]],
             [["", "Dane", ""], ["", "", ""], ["", "", ""], ["", "", "white"]]],
            [[["", "Dane", ""], ["", "", ""], ["", "Swede", ""]], [["", "Swede", ""], ["", "", ""], ["", "Dane", ""]]],
            [[["", "Swede", "red"]], [["", "Swede", "blue"]], [["", "Swede", "white"]]],
            [[["", "", "blue"], ["", "Dane", ""], ["", "", "white"]], [["", "", "white"], ["", "Dane", ""], ["", "", "blue"]]],
            [[["", "Dane", "red"]], [["", "Swede", "green"]]],
            [[["", "Brit", ""], ["", "", ""], ["", "", "green"]]]
        ]
    }"#,
    )
    .unwrap()
}

/// The cell in `row` and `column` of `riddle` that holds the value called `name`.
fn cell_named(riddle: &Riddle, row: usize, column: usize, name: &str) -> Cell {
    let position = riddle.values(column).iter().position(|v| v == name).unwrap();
    Cell {
        row,
        column,
        value: (position + 1) as ValueId,
    }
}

#[test]
fn each_shape_is_recognised_and_said() {
    let riddle = shapes();
    let names = Names::new(&riddle);
    let said: Vec<String> = (0..riddle.hints().len())
        .map(|h| clue_sentence(&riddle, &names, h))
        .collect();
    assert_eq!(
        said,
        [
            "Norwegian is in house 1 (clue 1).",
            "Norwegian is next to blue (clue 2).",
            "Brit and red are in the same house (clue 3).",
            "Green is directly left of red (clue 4).",
            "Brit is not in house 4 (clue 5).",
            "Dane is somewhere left of white (clue 6).",
            "There is one house between Dane and Swede (clue 7).",
            "Swede and green are in different houses (clue 8).",
            "Dane is directly between blue and white (clue 9).",
            "Dane and red are in the same house; or Swede and green are in the same house (one of these holds) (clue 10).",
            "Brit is 2 houses left of green (clue 11).",
        ]
    );
    assert!(matches!(shape(&riddle, &names, 4), Shape::Rows(_, rows) if rows == [0, 1, 2]));
    assert_eq!(shape(&riddle, &names, 9), Shape::Other);
}

#[test]
fn rows_named_otherwise_and_numbers_with_their_column() {
    let riddle = Riddle::from_json(
        r#"{"header": ["Couple", "Wife", "Shirt"], "singleHints": true,
            "startMatrix": [["Smith", "", ""], ["Brown", "", ""]],
            "hints": [[[["Brown", "Mary", ""]]], [[["", "Mary", "21"]], [["", "Mary", "4"]]]],
            "domains": {"Wife": ["Mary", "Kate"], "Shirt": ["21", "4"]}}"#,
    )
    .unwrap();
    let names = Names::new(&riddle);
    assert_eq!(
        clue_sentence(&riddle, &names, 0),
        "Brown's wife is Mary (clue 1)."
    );
    assert_eq!(
        clue_sentence(&riddle, &names, 1),
        "Mary goes with shirt 21 or shirt 4 (clue 2)."
    );
    // A clue as written in a clue file is told by its meaning.
    let clue_file = Riddle::from_zbc("Pet - cat dog\n---\n#1 = cat\ncat _ dog\n").unwrap();
    let names = Names::new(&clue_file);
    assert_eq!(names.row_noun, "position");
    assert_eq!(
        clue_sentence(&clue_file, &names, 0),
        "Cat is in position 1 (clue 1)."
    );
    assert_eq!(
        clue_sentence(&clue_file, &names, 1),
        "Cat is next to dog (clue 2)."
    );
}

#[test]
fn a_clue_file_number_before_the_sentence_is_dropped() {
    assert_eq!(strip_number("4. The green house."), "The green house.");
    assert_eq!(strip_number("1984 was a year."), "1984 was a year.");
}

#[test]
fn each_kind_of_step_in_words() {
    let riddle = shapes();
    let cell = |row, column, name| cell_named(&riddle, row, column, name);
    let norwegian = cell(0, 1, "Norwegian");
    let blue = cell(1, 2, "blue");
    let said = |step: Step| step_words(&riddle, &step);
    assert_eq!(
        said(Step::Fill {
            cell: blue,
            reason: FillReason::OnlyRowForValue
        }),
        "Blue fits in no other house, so house 2's color is blue."
    );
    assert_eq!(
        said(Step::Fill {
            cell: blue,
            reason: FillReason::OnlyValueForCell
        }),
        "No other color can go in house 2, so house 2's color is blue."
    );
    assert_eq!(
        said(Step::Assume {
            cell: blue,
            holds: true
        }),
        "Suppose house 2's color is blue."
    );
    assert_eq!(
        said(Step::Exclude { cell: blue }),
        "Supposing house 2's color is blue leads to a contradiction, so blue is not in house 2."
    );
    assert_eq!(
        said(Step::MergeHints {
            hints: [vec![0], vec![1]],
            shared: (1, norwegian.value),
            kept: 1,
            rejected: 1
        }),
        "Norwegian is in house 1 (clue 1). Norwegian is next to blue (clue 2). Clues 1 and 2 both \
         speak of Norwegian, so they are taken together: of the 2 ways to read them together, 1 cannot be."
    );
    // With the cells the steps before filled: the Norwegian in house 1.
    let merge = Step::Merge {
        rule: 2,
        hints: vec![1],
        option: Some(vec![0]),
        rows: vec![0, 1],
        cells: vec![blue],
    };
    let reject = Step::Reject {
        rule: 2,
        hints: vec![1],
        options: vec![vec![1]],
        exhausted: false,
    };
    let place = Step::Merge {
        rule: 2,
        hints: vec![0],
        option: Some(vec![0]),
        rows: vec![0],
        cells: vec![norwegian],
    };
    assert_eq!(
        solution_words(&riddle, &[place, reject, merge]),
        [
            "Norwegian is in house 1 (clue 1). So house 1's nationality is Norwegian.",
            "House 1's nationality is Norwegian. Norwegian is next to blue (clue 2). Clue 2 can be \
             read 2 ways: Norwegian is directly left of blue; or blue is directly left of Norwegian. \
             Only the first still fits.",
            "House 1's nationality is Norwegian. Norwegian is next to blue (clue 2). House 1's only \
             neighbour is house 2, so house 2's color is blue.",
        ]
    );
}

#[test]
fn next_words_for_each_kind() {
    let riddle = shapes();
    let cell = |row, column, name| cell_named(&riddle, row, column, name);
    // Somewhere left of: the Dane in house 3 leaves white house 4.
    assert_eq!(
        next_words(
            &riddle,
            &[cell(3, 2, "white")],
            &[5],
            &[cell(2, 1, "Dane")],
            &WordsKind::Clue
        ),
        "House 3's nationality is Dane. Dane is somewhere left of white (clue 6). The only house \
         right of house 3 is house 4, so house 4's color is white."
    );
    // Not in house 4, with houses 1 and 2 taken: the readings left.
    assert_eq!(
        next_words(
            &riddle,
            &[cell(2, 1, "Brit")],
            &[4],
            &[cell(0, 1, "Norwegian"), cell(1, 1, "Dane")],
            &WordsKind::Readings
        ),
        "House 1's nationality is Norwegian, and house 2's nationality is Dane. Brit is not in \
         house 4 (clue 5). By clue 5, Brit can only be in house 3 now. So house 3's nationality is Brit."
    );
    assert_eq!(
        next_words(
            &riddle,
            &[cell(3, 2, "white")],
            &[],
            &[cell(0, 2, "red"), cell(1, 2, "green"), cell(2, 2, "blue")],
            &WordsKind::Only
        ),
        "House 1's color is red, house 2's color is green, and house 3's color is blue. Every \
         other color is already placed, so house 4's color is white."
    );
    assert_eq!(
        next_words(
            &riddle,
            &[cell(0, 1, "Norwegian")],
            &[10],
            &[],
            &WordsKind::Refuted(vec![cell(0, 1, "Brit")])
        ),
        "Brit is 2 houses left of green (clue 11). Suppose house 1's nationality is Brit: then \
         clue 11 cannot hold, so it is not. So house 1's nationality is Norwegian."
    );
}

#[test]
fn cells_and_clues_not_of_the_riddle_are_left_out() {
    let riddle = shapes();
    let far = Cell {
        row: 9,
        column: 9,
        value: 1,
    };
    let blank = Cell {
        row: 0,
        column: 1,
        value: 0,
    };
    assert_eq!(
        next_words(
            &riddle,
            &[far, blank],
            &[99],
            &[far],
            &WordsKind::Refuted(vec![far])
        ),
        ""
    );
}

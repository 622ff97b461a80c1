//! The unit tests of `dataset.rs`.

use super::*;

#[test]
fn an_item_depends_on_its_index_and_the_options_only() {
    let options = DatasetOptions::default();
    let a = dataset_item(&options, 3).unwrap();
    assert_eq!(a, dataset_item(&options, 3).unwrap());
    assert_eq!(a.id, "gridriddle-0-3");
    let other = dataset_item(
        &DatasetOptions {
            seed: 1,
            ..options.clone()
        },
        3,
    )
    .unwrap();
    assert_ne!(a.generated.file, other.generated.file);
    assert_ne!(
        a.generated.file,
        dataset_item(&options, 4).unwrap().generated.file
    );
}

#[test]
fn sizes_cover_the_ranges() {
    let options = DatasetOptions {
        rows: (2, 3),
        columns: (4, 5),
        ..DatasetOptions::default()
    };
    let mut sizes: Vec<(usize, usize)> = (0..40)
        .map(|i| {
            let r = dataset_item(&options, i).unwrap().generated.riddle;
            (r.rows(), r.columns() - 1)
        })
        .collect();
    sizes.sort();
    sizes.dedup();
    assert_eq!(sizes, [(2, 4), (2, 5), (3, 4), (3, 5)]);
}

#[test]
fn a_difficulty_the_size_cannot_reach_draws_another_size() {
    let options = DatasetOptions {
        rows: (2, 5),
        columns: (2, 4),
        difficulty: Some(Difficulty::Hard),
        ..DatasetOptions::default()
    };
    for i in 0..3 {
        assert_eq!(
            dataset_item(&options, i).unwrap().generated.rating.difficulty,
            Difficulty::Hard
        );
    }
}

#[test]
fn mixed_levels_follow_their_weights_and_keep_one_levels_sizes() {
    let options = DatasetOptions {
        rows: (4, 5),
        columns: (3, 4),
        levels: vec![(Difficulty::Easy, 1), (Difficulty::Hard, 3)],
        ..DatasetOptions::default()
    };
    let levels: Vec<Difficulty> = (0..40)
        .map(|i| dataset_item(&options, i).unwrap().generated.rating.difficulty)
        .collect();
    let hard = levels.iter().filter(|&&l| l == Difficulty::Hard).count();
    let easy = levels.iter().filter(|&&l| l == Difficulty::Easy).count();
    assert_eq!(hard + easy, 40);
    // Weights 1:3 over 40 items: about 30 hard (a binomial's 3 standard deviations: ±8).
    assert!((22..=38).contains(&hard), "{hard}");
    // An item of a mix is the item of a data set of its level alone.
    for (i, &level) in levels.iter().enumerate().take(6) {
        let alone = DatasetOptions {
            levels: Vec::new(),
            difficulty: Some(level),
            ..options.clone()
        };
        assert_eq!(
            dataset_item(&options, i as u64).unwrap(),
            dataset_item(&alone, i as u64).unwrap()
        );
    }
    let zero = DatasetOptions {
        levels: vec![(Difficulty::Easy, 0)],
        ..options
    };
    assert_eq!(
        dataset_item(&zero, 0).unwrap_err().to_string(),
        "levels: the weights add up to 0; give at least one a weight of 1 or more"
    );
}

#[test]
fn an_item_within_a_budget_is_the_same_item_or_an_error_naming_it() {
    let options = DatasetOptions {
        rows: (4, 4),
        columns: (3, 3),
        ..DatasetOptions::default()
    };
    let nodes = |max_nodes| ItemBudget {
        max_nodes: Some(max_nodes),
        max_attempts: None,
    };
    let error = dataset_item_within(&options, 3, nodes(10)).unwrap_err();
    assert!(
        matches!(
            error,
            DatasetError::Item {
                index: 3,
                // The draw's attempts, each with its share of the 10 nodes, spent them all.
                error: GenerateError::Budget { nodes: 10, .. }
            }
        ),
        "{error:?}"
    );
    assert!(
        error.to_string().starts_with("item 3: node budget spent ("),
        "{error}"
    );
    // The generator's own budgets given (its node budget by size, 4x3 here): the item made
    // without them.
    let defaults = GenerateOptions::default();
    let ample = ItemBudget {
        max_nodes: Some(crate::generate::default_max_nodes(4, 3)),
        max_attempts: Some(defaults.max_attempts),
    };
    for i in 0..4 {
        assert_eq!(dataset_item_within(&options, i, ample), dataset_item(&options, i));
    }
    // One attempt toward a level: made at the first, or an error saying so; sizes that
    // cannot have the level are drawn again, spending nothing.
    let hard = DatasetOptions {
        rows: (2, 5),
        difficulty: Some(Difficulty::Hard),
        ..options
    };
    let once = ItemBudget {
        max_nodes: None,
        max_attempts: Some(1),
    };
    let (mut made, mut missed) = (0, 0);
    for i in 0..12 {
        match dataset_item_within(&hard, i, once) {
            Ok(item) => {
                assert_eq!(item.generated.attempts, 1);
                assert_eq!(item.generated.rating.difficulty, Difficulty::Hard);
                made += 1;
            }
            Err(DatasetError::Item {
                index,
                error: GenerateError::Difficulty { attempts: 1, .. },
            }) => {
                assert_eq!(index, i);
                missed += 1;
            }
            Err(other) => panic!("item {i}: {other}"),
        }
    }
    assert_eq!(made + missed, 12);
}

#[test]
fn bad_ranges_are_errors() {
    let error = |rows, columns| {
        let options = DatasetOptions {
            rows,
            columns,
            ..DatasetOptions::default()
        };
        dataset_item(&options, 0).unwrap_err().to_string()
    };
    assert_eq!(
        error((6, 2), (2, 2)),
        "rows 6..2: expected a range of 1 to 64, the first at most the last"
    );
    assert_eq!(
        error((2, 65), (2, 2)),
        "rows 2..65: expected a range of 1 to 64, the first at most the last"
    );
    assert_eq!(
        error((2, 2), (0, 3)),
        "columns 0..3: expected a range of 1 to 64, the first at most the last"
    );
}

#[test]
fn a_range_past_the_last_index_is_refused_with_the_reason() {
    assert_eq!(dataset_range(0, 0), Ok(0..0));
    assert_eq!(dataset_range(u64::MAX - 3, 3), Ok(u64::MAX - 3..u64::MAX));
    assert_eq!(
        dataset_range(u64::MAX - 1, 3).unwrap_err().to_string(),
        "start 18446744073709551614 + count 3 runs past the last index of a data set \
         (18446744073709551614): lower the start or the count"
    );
}

#[test]
fn the_json_line_holds_the_riddle_file_which_reads_back() {
    let item = dataset_item(&DatasetOptions::default(), 0).unwrap();
    let line: serde_json::Value = serde_json::from_str(&item.line(DatasetFormat::Json)).unwrap();
    let riddle = crate::Riddle::from_json(&line["riddle"].to_string()).unwrap();
    assert_eq!(riddle, item.generated.riddle);
    assert_eq!(line["solution"], serde_json::json!(item.generated.solution));
    assert_eq!(line["rows"], item.generated.riddle.rows());
    let record: serde_json::Value = serde_json::from_str(&item.line(DatasetFormat::ZebraLogic)).unwrap();
    assert_eq!(record["id"], "gridriddle-0-0");
    assert_eq!(
        record["solution"]["rows"],
        serde_json::json!(item.generated.solution)
    );
    assert_eq!(record["puzzle"], item.generated.riddle.description().unwrap());
}

#[test]
fn the_reasoning_is_one_more_field_of_the_same_line() {
    let item = dataset_item(&DatasetOptions::default(), 2).unwrap();
    for format in [DatasetFormat::ZebraLogic, DatasetFormat::Json] {
        let plain: serde_json::Value = serde_json::from_str(&item.line(format)).unwrap();
        let mut with: serde_json::Value = serde_json::from_str(&item.line_with_reasoning(format)).unwrap();
        let reasoning = with.as_object_mut().unwrap().remove("reasoning").unwrap();
        assert_eq!(with, plain);
        let steps = crate::verify::reasoning(&item.generated.riddle);
        let reasoning = reasoning.as_str().unwrap();
        assert!(reasoning.starts_with(&format!("{}\n\n{{\"solution\":", steps.join("\n"))));
        assert!(!steps.is_empty());
    }
}

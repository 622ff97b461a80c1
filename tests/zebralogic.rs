//! ZebraLogic records and grading against the corpus's published solutions
//! (`../shared/corpus/zebralogic/dev/`), and `gridriddle dataset`: the same bytes whatever
//! `--jobs`, and the library's lines.

mod common;

use gridriddle::{
    dataset::{dataset_item, DatasetFormat, DatasetOptions},
    zebralogic::{grade, to_zebralogic, Answer},
    Riddle,
};

#[test]
fn every_published_solution_is_graded_solved_and_a_swap_is_not() {
    let Some(shared) = common::shared() else {
        return;
    };
    let files = common::riddle_files(&shared.join("corpus/zebralogic/dev"));
    assert_eq!(files.len(), 100);
    for path in files {
        let riddle = Riddle::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let expected = path.with_file_name(format!(
            "{}.expected.json",
            path.file_stem().unwrap().to_string_lossy()
        ));
        let [solution]: [Vec<Vec<String>>; 1] = common::expected(&expected)
            .into_iter()
            .collect::<Vec<_>>()
            .try_into()
            .unwrap();
        let cells = riddle.rows() * (riddle.columns() - 1);
        let right = grade(&riddle, &Answer::Matrix(solution.clone()));
        assert!(right.solved, "{}", path.display());
        assert_eq!((right.cells, right.correct), (cells, cells));

        let mut wrong = solution.clone();
        let last = wrong[0].len() - 1;
        let (a, b) = (wrong[0][last].clone(), wrong[1][last].clone());
        (wrong[0][last], wrong[1][last]) = (b, a);
        let graded = grade(&riddle, &Answer::Matrix(wrong));
        assert!(!graded.solved, "{}", path.display());
        assert_eq!((graded.cells, graded.correct), (cells, cells - 2));

        let id = path.file_stem().unwrap().to_string_lossy().into_owned();
        let record = to_zebralogic(&riddle, Some(&id)).unwrap();
        assert_eq!(record.solution.rows, solution);
        assert_eq!(record.solution.header, riddle.header());
        assert_eq!(record.puzzle, riddle.description().unwrap());
        let size = id.rsplit('-').nth(1).unwrap().replace('x', "*");
        assert_eq!(record.size, size);
    }
}

/// The command line's data set, as bytes.
#[cfg(feature = "cli")]
fn dataset(args: &[&str]) -> Vec<u8> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .arg("dataset")
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

#[cfg(feature = "cli")]
#[test]
fn the_data_set_is_the_same_bytes_whatever_the_jobs_and_is_the_librarys_lines() {
    let args = ["--rows", "2..5", "--cols", "2..4", "--seed", "3"];
    let one = dataset(&[&args[..], &["--count", "40", "--jobs", "1"]].concat());
    assert_eq!(
        one,
        dataset(&[&args[..], &["--count", "40", "--jobs", "2"]].concat())
    );
    assert_eq!(
        one,
        dataset(&[&args[..], &["--count", "40", "--jobs", "3"]].concat())
    );
    let options = DatasetOptions {
        seed: 3,
        rows: (2, 5),
        columns: (2, 4),
        ..DatasetOptions::default()
    };
    let lines: String = (0..40)
        .map(|i| dataset_item(&options, i).unwrap().line(DatasetFormat::ZebraLogic) + "\n")
        .collect();
    assert_eq!(String::from_utf8(one).unwrap(), lines);

    // A range of the same data set is its lines `start..start + count`, written to --out.
    let file = std::env::temp_dir().join(format!("gridriddle-dataset-{}.jsonl", std::process::id()));
    let file_arg = file.to_string_lossy().into_owned();
    let tail = [
        &args[..],
        &[
            "--start", "30", "--count", "10", "--format", "json", "--out", &file_arg,
        ],
    ]
    .concat();
    assert!(dataset(&tail).is_empty());
    let written = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    let json: String = (30..40)
        .map(|i| dataset_item(&options, i).unwrap().line(DatasetFormat::Json) + "\n")
        .collect();
    assert_eq!(written, json);
}

#[cfg(feature = "cli")]
#[test]
fn bad_data_set_options_are_errors() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_gridriddle"))
            .arg("dataset")
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["--count", "1", "--rows", "7..2"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: rows 7..2: expected a range of 1 to 64, the first at most the last\n"
    );
    let out = run(&["--count", "1", "--format", "zbc"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["--count", "1", "--rows", "two"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("expected a range like 2..6 or a number, found `two`")
    );
}

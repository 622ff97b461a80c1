//! Helpers shared by the integration tests.
// Each test file uses some of these helpers, not all: the others would be dead code there.
#![allow(dead_code)]

mod files;

use gridriddle::{check_solution, Riddle, Solved, Step};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The shared folder beside the repository, if it is there; if not, says that the calling test
/// skips what needs the corpus (`scripts/test-all.sh` says it again, loudly, at its end; the
/// corpus is the project's, not the repository's, so a clone without it is not an error).
pub fn shared() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    let there = dir.join("corpus").is_dir();
    if !there {
        eprintln!("skipped: ../shared/corpus is not beside the repository");
    }
    there.then_some(dir)
}

/// The riddles of a corpus folder (`<id>.json`, not `<id>.expected.json`), sorted; panics when
/// the folder cannot be read.
pub fn riddle_files(dir: &Path) -> Vec<PathBuf> {
    files::riddle_files(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
}

/// The solution set of an `.expected.json` file (`{"solutions": [matrix, ...]}`).
pub fn expected(path: &Path) -> BTreeSet<Vec<Vec<String>>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    serde_json::from_value::<Vec<Vec<Vec<String>>>>(value["solutions"].clone())
        .unwrap()
        .into_iter()
        .collect()
}

/// The solutions found, as text, checked to be distinct and each a solution by the definition.
pub fn found(riddle: &Riddle, solved: &Solved) -> BTreeSet<Vec<Vec<String>>> {
    let all: Vec<_> = solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect();
    let set: BTreeSet<_> = all.iter().cloned().collect();
    assert_eq!(set.len(), all.len(), "a solution was found twice");
    for s in &solved.solutions {
        assert_eq!(check_solution(riddle, &s.matrix), Ok(()));
    }
    set
}

/// Checks that a solution's steps account for it: every cell that is blank in the start matrix
/// and holds a value in the solution is filled by exactly one step, with that value, and no step
/// fills anything else.
pub fn assert_steps_lead_to(riddle: &Riddle, matrix: &ndarray::Array2<u16>, steps: &[Step]) {
    let mut filled = BTreeSet::new();
    for step in steps {
        for cell in step.filled() {
            assert_eq!(
                matrix[(cell.row, cell.column)],
                cell.value,
                "step {:?} fills a cell the solution does not have",
                step.text(riddle)
            );
            assert!(
                filled.insert((cell.row, cell.column)),
                "a cell is filled twice: {}",
                step.text(riddle)
            );
        }
    }
    for ((r, c), &v) in matrix.indexed_iter() {
        let start = riddle.start_matrix()[(r, c)];
        if v != 0 && start == 0 {
            assert!(
                filled.contains(&(r, c)),
                "no step fills row {}, column {}",
                r + 1,
                riddle.header()[c]
            );
        }
        if start != 0 {
            assert!(
                !filled.contains(&(r, c)),
                "a step fills a cell of the start matrix"
            );
        }
    }
}

/// Seven people for five chairs (12 rows, 12 values a column, each person on a chair of 5),
/// which the rules do not see: the search fails again and again, and a budget stops it.
pub fn pigeons_json() -> String {
    let people: Vec<String> = (0..7)
        .map(|i| {
            let chairs: Vec<String> = (0..5).map(|j| format!(r#"[["a{i}", "b{j}"]]"#)).collect();
            format!("[{}]", chairs.join(","))
        })
        .collect();
    let values = |p: &str| {
        (0..12)
            .map(|i| format!(r#""{p}{i}""#))
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        r#"{{"header": ["A", "B"], "startMatrix": [{}], "hints": [{}], "domains": {{"A": [{}], "B": [{}]}}}}"#,
        [r#"["", ""]"#; 12].join(","),
        people.join(","),
        values("a"),
        values("b")
    )
}

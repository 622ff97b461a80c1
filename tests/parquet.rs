//! `dataset --out FILE.parquet`: a path in a missing folder refused before anything is made;
//! with the cargo feature `parquet`, a Parquet file whose rows are the JSON lines' records (read
//! back here with the parquet crate's rows, each compared with its JSON line as a JSON value;
//! python/tests/test_parquet.py compares them byte for byte through pyarrow), and no temporary
//! file left beside it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn gridriddle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridriddle"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

/// A fresh empty folder under the target folder, for this test alone.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_parquet_path_in_a_missing_folder_is_refused_and_nothing_is_written() {
    let dir = folder("parquet-missing");
    let path = dir.join("no-such-folder").join("records.parquet");
    let out = gridriddle(&["dataset", "--count", "3", "--out", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let wanted = if cfg!(feature = "parquet") {
        format!(
            "error: cannot write {}: the folder {} does not exist\n",
            path.display(),
            path.parent().unwrap().display()
        )
    } else {
        format!(
            "error: cannot write {}: this gridriddle was built without Parquet (cargo install \
             --path . --features parquet); or write JSON lines and convert them with Python's \
             gridriddle.parquet.to_parquet\n",
            path.display()
        )
    };
    assert_eq!(stderr, wanted);
    assert!(out.stdout.is_empty());
    assert_eq!(names(&dir), Vec::<String>::new());
}

#[cfg(feature = "parquet")]
mod with_the_feature {
    use super::*;
    use parquet::file::reader::{FileReader, SerializedFileReader};

    /// The rows of a Parquet file as JSON values, each list of entries that the Arrow schema's
    /// field metadata marks `{"gridriddle": "object"}` turned back into an object.
    fn rows(path: &Path) -> Vec<serde_json::Value> {
        let file = std::fs::File::open(path).unwrap();
        let schema =
            parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file.try_clone().unwrap())
                .unwrap()
                .schema()
                .clone();
        let mut marked = Vec::new();
        fn walk(field: &arrow_schema::Field, path: Vec<String>, marked: &mut Vec<Vec<String>>) {
            let mut path = path;
            path.push(field.name().clone());
            if field.metadata().get("gridriddle").map(String::as_str) == Some("object") {
                marked.push(path.clone());
            }
            if let arrow_schema::DataType::Struct(fields) = field.data_type() {
                for child in fields {
                    walk(child, path.clone(), marked);
                }
            }
        }
        for field in schema.fields() {
            walk(field, Vec::new(), &mut marked);
        }
        let reader = SerializedFileReader::new(file).unwrap();
        reader
            .get_row_iter(None)
            .unwrap()
            .map(|row| {
                let mut value = row.unwrap().to_json_value();
                for path in &marked {
                    let mut at = &mut value;
                    for name in path {
                        at = &mut at[name.as_str()];
                    }
                    let entries = at.take();
                    *at = serde_json::Value::Object(
                        entries
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|e| (e["key"].as_str().unwrap().to_owned(), e["value"].clone()))
                            .collect(),
                    );
                }
                value
            })
            .collect()
    }

    #[test]
    fn the_rows_are_the_json_lines_records_in_each_format() {
        let dir = folder("parquet-formats");
        for (format, extra) in [
            ("zebralogic", &["--prompt", "--level"][..]),
            ("zebralogic-mc", &["--questions", "2", "--prompt"][..]),
            ("json", &["--reasoning"][..]),
        ] {
            let path = dir.join(format!("{format}.parquet"));
            let common = [
                "dataset", "--count", "25", "--rows", "2..6", "--cols", "2..6", "--seed", "5", "--format",
                format,
            ];
            let mut args: Vec<&str> = common.to_vec();
            args.extend_from_slice(extra);
            let lines = gridriddle(&args);
            assert!(lines.status.success());
            args.extend_from_slice(&["--out", path.to_str().unwrap()]);
            let made = gridriddle(&args);
            assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
            let wanted: Vec<serde_json::Value> = String::from_utf8(lines.stdout)
                .unwrap()
                .lines()
                .map(|line| serde_json::from_str(line).unwrap())
                .collect();
            let got = rows(&path);
            assert_eq!(got.len(), wanted.len());
            for (got, wanted) in got.iter().zip(&wanted) {
                assert_eq!(got, wanted, "{format}");
            }
        }
        assert_eq!(
            names(&dir),
            ["json.parquet", "zebralogic-mc.parquet", "zebralogic.parquet"]
        );
    }
}

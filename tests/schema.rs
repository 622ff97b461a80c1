//! The JSON Schema of a riddle file (docs/riddle.schema.json): generated from the types, kept in
//! the repository as generated, and accepting every sample and corpus riddle.

mod common;

use std::path::Path;

#[test]
fn the_schema_in_docs_is_the_generated_one() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/riddle.schema.json");
    let generated = serde_json::to_string_pretty(&gridriddle::schema::riddle_schema()).unwrap() + "\n";
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap();
    assert!(
        kept == generated,
        "docs/riddle.schema.json is not the generated schema: run UPDATE_SCHEMA=1 cargo test --test schema"
    );
}

#[test]
fn the_schema_accepts_the_riddles_and_refuses_a_malformed_one() {
    let validator = jsonschema::validator_for(&gridriddle::schema::riddle_schema()).unwrap();
    let mut riddles: Vec<(String, String)> = gridriddle::samples()
        .iter()
        .map(|s| (s.name.to_owned(), s.json.to_owned()))
        .collect();
    if let Some(shared) = common::shared() {
        for path in common::riddle_files(&shared.join("corpus/zebralogic/dev")) {
            riddles.push((
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
    for (name, json) in &riddles {
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        let errors: Vec<String> = validator.iter_errors(&value).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
    let malformed = serde_json::json!({"header": ["A"], "startMatrix": [[true]], "hints": []});
    assert!(!validator.is_valid(&malformed));
    let missing = serde_json::json!({"header": ["A"], "startMatrix": [["1"]]});
    assert!(!validator.is_valid(&missing));
}

//! The crate's face: a small root, and one name per type.
//!
//! The root (`src/lib.rs`) re-exports only the core a newcomer needs first; every other
//! capability is reached through its module (`gridriddle::generate::generate`). These tests read
//! the source, so that a re-export or a type added without thought fails here.

use std::path::Path;

/// The most names the crate root may re-export (modules not counted).
const MAX_ROOT_NAMES: usize = 30;

/// The names `src/lib.rs` re-exports at the crate root with `pub use` (`a::{b, c as d}` gives
/// `b` and `d`), in the order written.
fn root_names() -> Vec<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("src/lib.rs is readable");
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = Vec::new();
    for item in code.split(';') {
        let item = item.trim();
        let Some(path) = item.strip_prefix("pub use ") else {
            continue;
        };
        let list = match (path.find('{'), path.rfind('}')) {
            (Some(open), Some(close)) => &path[open + 1..close],
            _ => path.rsplit("::").next().unwrap_or(path),
        };
        for name in list.split(',').map(str::trim).filter(|name| !name.is_empty()) {
            let name = name.rsplit(" as ").next().unwrap_or(name).trim();
            names.push(name.to_owned());
        }
    }
    names
}

#[test]
fn the_crate_root_exports_at_most_thirty_names() {
    let names = root_names();
    assert!(
        names.contains(&"solve_riddle".to_owned()),
        "the root names were not read: {names:?}"
    );
    assert!(
        names.len() <= MAX_ROOT_NAMES,
        "the crate root re-exports {} names, more than {MAX_ROOT_NAMES}: {names:?}; put the new \
         ones in their capability's module",
        names.len()
    );
}

/// Every type defined in `src/` (struct, enum, union, trait, and type aliases outside impls),
/// as `(name, file:line)`.
fn type_definitions() -> Vec<(String, String)> {
    fn walk(dir: &Path, found: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src/ is readable")
            .flatten()
            .collect();
        entries.sort_by_key(|entry| entry.path());
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file is readable");
                for (n, line) in text.lines().enumerate() {
                    let code = line.trim_start();
                    let indented = code.len() < line.len();
                    let (visible, code) = match code.strip_prefix("pub") {
                        Some(rest) if rest.starts_with(' ') => (true, rest.trim_start()),
                        Some(rest) if rest.starts_with('(') => (
                            true,
                            rest.split_once(')').map_or(rest, |(_, after)| after).trim_start(),
                        ),
                        _ => (false, code),
                    };
                    let rest = ["struct ", "enum ", "union ", "trait "]
                        .iter()
                        .find_map(|keyword| code.strip_prefix(keyword))
                        // An associated type (`type Item = u32;` in an impl) is not a definition.
                        .or_else(|| code.strip_prefix("type ").filter(|_| visible || !indented));
                    let Some(rest) = rest else { continue };
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                        found.push((name, format!("{}:{}", path.display(), n + 1)));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut found);
    found
}

#[test]
fn every_type_name_is_defined_once_in_src() {
    let definitions = type_definitions();
    assert!(
        definitions.iter().any(|(name, _)| name == "Riddle"),
        "the type definitions were not read: {definitions:?}"
    );
    let mut by_name = std::collections::BTreeMap::<&str, Vec<&str>>::new();
    for (name, place) in &definitions {
        by_name.entry(name).or_default().push(place);
    }
    let twice: Vec<_> = by_name.iter().filter(|(_, places)| places.len() > 1).collect();
    assert!(
        twice.is_empty(),
        "type names defined more than once in src/ (one word per thing: give each its own name): {twice:?}"
    );
}

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

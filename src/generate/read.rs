//! A generated riddle's description read back into its riddle file: the houses, the attribute
//! lines and the numbered clues `head.rs` writes, each clue matched to the one hint of its
//! values whose sentence (`hints.rs`) it is, word for word. A ZebraLogic record that `dataset`
//! writes carries its clues only as this text; `evaluate --verify` and `verify` read them here
//! to judge reasoning about it.

use super::head::riddle_head;
use super::hints::Hint;
use super::solution_grid::Val;
use super::theme::{column_named, house_column, Column};
use crate::RiddleFile;

/// The riddle file of a description `head.rs` wrote (its columns, domains, hints and their
/// sentences), or `None` when `text` is not one or a clue is no sentence of a hint over its
/// columns.
pub(crate) fn read_description(text: &str) -> Option<RiddleFile> {
    let mut lines = text.lines();
    let first = lines.next()?;
    let rows: usize = if first.starts_with("One house stands alone. ") {
        1
    } else {
        let (count, rest) = first.split_once(" houses stand in a row, numbered 1 to ")?;
        let rows = count.parse().ok()?;
        rest.starts_with(&format!("{rows} from left to right. "))
            .then_some(rows)?
    };
    let mut columns = vec![house_column(rows)];
    let mut line = lines.next()?;
    while let Some(attribute) = line.strip_prefix(" - ") {
        let (name, values) = attribute.split_once(": ")?;
        let name = name.split_once(" (").map_or(name, |(name, _)| name);
        let values: Vec<String> = values.split(", ").map(str::to_owned).collect();
        if values.len() < rows {
            return None;
        }
        columns.push(column_named(name, values));
        line = lines.next()?;
    }
    for line in lines.by_ref() {
        if line == "Clues:" {
            break;
        }
    }
    let (mut hints, mut texts) = (Vec::new(), Vec::new());
    for (i, line) in lines.enumerate() {
        if i == 0 && line == "None are needed." {
            break;
        }
        let sentence = line.strip_prefix(&format!("{}. ", i + 1))?;
        let hint = hint_of(sentence, &columns)?;
        hints.push(hint.options(&columns));
        texts.push(sentence.to_owned());
    }
    let mut file = riddle_head(&columns);
    file.hints = hints;
    file.hint_texts = Some(texts);
    Some(file)
}

/// The hint whose sentence is `sentence`: every hint over the values the sentence names (and
/// the houses it numbers), rendered and compared.
fn hint_of(sentence: &str, columns: &[Column]) -> Option<Hint> {
    let named = |word: &str| -> bool {
        sentence.match_indices(word).any(|(at, _)| {
            let before = sentence[..at].chars().next_back();
            let after = sentence[at + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    };
    let values: Vec<Val> = (1..columns.len())
        .flat_map(|col| (0..columns[col].values.len()).map(move |value| Val { col, value }))
        .filter(|v| named(&columns[v.col].values[v.value]))
        .collect();
    let rows = columns[0].values.len();
    let houses: Vec<Val> = (0..rows)
        .filter(|r| named(&format!("house {}", r + 1)))
        .map(|value| Val { col: 0, value })
        .collect();
    let either: Vec<Val> = values.iter().chain(&houses).copied().collect();
    let mut candidates = Vec::new();
    for &a in &values {
        for r in 0..rows {
            candidates.push(Hint::InRow(a, r));
            candidates.push(Hint::NotInRow(a, r));
        }
        for &b in values.iter().filter(|&&b| b != a) {
            candidates.extend([
                Hint::SameRow(a, b),
                Hint::DirectlyLeft(a, b),
                Hint::SomewhereLeft(a, b),
                Hint::NextTo(a, b),
                Hint::NotTogether(a, b),
                Hint::Compare(a, b, true),
                Hint::Compare(a, b, false),
            ]);
            candidates.extend((2..rows).map(|d| Hint::Apart(a, b, d)));
            for &c in values.iter().filter(|&&c| c != a && c != b) {
                candidates.push(Hint::Between(a, b, c));
                candidates.push(Hint::EitherOr(a, b, c));
            }
        }
        for &y in either.iter().filter(|&&y| y != a) {
            for &z in either.iter().filter(|&&z| z != a && z != y) {
                candidates.push(Hint::ExactlyOne(a, y, z));
            }
            for &z in values.iter().filter(|&&z| z != a && z != y) {
                for &w in either.iter().filter(|&&w| ![a, y, z].contains(&w)) {
                    candidates.push(Hint::IfThen(a, y, z, w));
                }
            }
        }
    }
    candidates.into_iter().find(|hint| {
        // A comparison is only of a column of numbers.
        !matches!(hint, Hint::Compare(_, pivot, _) if columns[pivot.col].compare.is_none())
            && hint.text(columns) == sentence
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::kinds::HintKind;
    use crate::generate::make::generate_with_progress;
    use crate::generate::options::GenerateOptions;

    #[test]
    fn every_generated_description_reads_back_to_its_riddle() {
        // Every kind (each read at least once), great columns, one house and several, many seeds.
        let mut kinds = std::collections::BTreeSet::new();
        let sizes = [
            (1, 2, 0),
            (2, 3, 0),
            (3, 3, 0),
            (4, 4, 1),
            (5, 4, 0),
            (6, 3, 2),
            (4, 5, 0),
        ];
        for (k, (rows, columns, great_columns)) in sizes.into_iter().enumerate() {
            for seed in 0..6 {
                let options = GenerateOptions {
                    rows,
                    columns,
                    great_columns,
                    seed: 100 * k as u64 + seed,
                    kinds: HintKind::ALL.to_vec(),
                    ..GenerateOptions::default()
                };
                let made = generate_with_progress(&options, &mut |_| {}).unwrap();
                let file = &made.file;
                let read = read_description(file.description.as_deref().unwrap())
                    .unwrap_or_else(|| panic!("{rows}x{columns}: {:?}", file.description));
                assert_eq!(read.header, file.header);
                assert_eq!(read.start_matrix, file.start_matrix);
                assert_eq!(read.domains, file.domains);
                assert_eq!(read.hint_texts, file.hint_texts);
                assert_eq!(read.hints, file.hints, "{rows}x{columns}");
                let columns = read_columns(&read);
                for text in read.hint_texts.as_ref().unwrap() {
                    kinds.insert(hint_of(text, &columns).unwrap().kind().name());
                }
            }
        }
        let all: std::collections::BTreeSet<&str> = HintKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(kinds, all);
        assert!(read_description("There are 2 houses.").is_none());
    }

    /// The columns of a riddle file read back, in the words of their themes.
    fn read_columns(file: &RiddleFile) -> Vec<Column> {
        let domains = file.domains.as_ref().unwrap();
        let mut columns = vec![house_column(file.start_matrix.len())];
        columns.extend(
            file.header[1..]
                .iter()
                .map(|h| column_named(h, domains[h].clone())),
        );
        columns
    }
}

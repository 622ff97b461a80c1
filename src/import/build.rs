//! A puzzle cut into its parts ([`Layout`]) built into a riddle file: each clue read
//! ([`sentences`]), the values its phrases name settled across clues (a value two columns
//! share goes where the puzzle has one solution), and the errors at their clues.

use super::layout::{self, Layout};
use super::phrases::{self, ColumnValues};
use super::sentences::{self, ClueReading, NotRead};
use crate::clues::ClueError;
use crate::{Riddle, RiddleFile};

/// The most comparisons of a phrase's words with a value that reading one puzzle spends: a
/// puzzle of the generators spends well under a million; a text made to take long is refused.
const WORK: u64 = 5_000_000;

/// The riddle file of a puzzle cut into its parts, with its title and description.
pub(super) fn build(
    layout: &Layout,
    title: String,
    description: String,
) -> Result<RiddleFile, Vec<ClueError>> {
    let houses = layout.houses;
    let (header, columns) = header_and_columns(layout);
    let width = header.len();
    let mut errors = Vec::new();
    let mut reads: Vec<(usize, ClueReading)> = Vec::new();
    let mut budget = WORK;
    for (i, clue) in layout.clues.iter().enumerate() {
        match sentences::read(&clue.sentence, &columns, houses, &mut budget) {
            Ok(read) => reads.push((i, read)),
            Err(why) => {
                errors.push(clue_error(layout, i, &why, &header));
                if why == NotRead::TooMuchWork {
                    break;
                }
            }
        }
    }
    // The phrases of one column each (each once), which an ambiguous one is compared with.
    let mut plain: Vec<Vec<&[String]>> = vec![Vec::new(); columns.len()];
    let mut seen: Vec<&sentences::ClueSide> = Vec::new();
    // The phrases whose value two columns share, each once (by its words).
    let mut open: Vec<(&sentences::ClueSide, Vec<Choice>)> = Vec::new();
    for (_, read) in &reads {
        for side in &read.sides {
            if seen.iter().any(|o| same_phrase(o, side)) {
                continue;
            }
            seen.push(side);
            match side.candidates[..] {
                [(c, _)] => plain[c].push(&side.words),
                _ => open.push((side, choices(side, &columns))),
            }
        }
    }
    let hints_of = |chosen: &[usize]| -> Vec<Vec<Vec<Vec<String>>>> {
        reads
            .iter()
            .map(|(_, read)| {
                let named: Vec<(usize, &str)> = read
                    .sides
                    .iter()
                    .map(|side| {
                        let (c, v) = match open.iter().position(|(o, _)| same_phrase(o, side)) {
                            Some(k) => open[k].1[chosen[k]].at,
                            None => side.candidates[0],
                        };
                        (c + 1, layout.attributes[c].values[v].as_str())
                    })
                    .collect();
                sentences::options(read.relation, named[0], named.get(1).copied(), width, houses)
            })
            .collect()
    };
    let texts: Vec<String> = reads
        .iter()
        .map(|(i, _)| layout.clues[*i].sentence.clone())
        .collect();
    if !errors.is_empty() {
        errors.sort_by_key(|e| (e.line, e.column));
        return Err(errors);
    }
    let start_matrix: Vec<Vec<String>> = (1..=houses)
        .map(|k| {
            let mut row = vec![String::new(); width];
            row[0] = k.to_string();
            row
        })
        .collect();
    let domains = header[1..]
        .iter()
        .zip(&layout.attributes)
        .map(|(name, a)| (name.clone(), a.values.clone()))
        .collect();
    let mut file = RiddleFile {
        title: Some(title),
        description: Some(description),
        header,
        start_matrix,
        hints: Vec::new(),
        single_hints: false,
        hint_texts: Some(texts),
        domains: Some(domains),
        clues: None,
    };
    let chosen = match settle(&open, &plain, |chosen| {
        file.hints = hints_of(chosen);
        one_solution(&file)
    }) {
        Ok(chosen) => chosen,
        Err(k) => {
            let (side, choices) = &open[k];
            let i = reads
                .iter()
                .find(|(_, r)| r.sides.iter().any(|s| same_phrase(s, side)))
                .map_or(0, |(i, _)| *i);
            let names: Vec<String> = choices.iter().map(|c| file.header[c.at.0 + 1].clone()).collect();
            return Err(vec![at_clue(
                layout,
                i,
                format!(
                    "\"{}\" may name \"{}\" of {}: neither the words nor the puzzle's one \
                     solution tell which",
                    side.phrase,
                    layout.attributes[choices[0].at.0].values[choices[0].at.1],
                    names.join(" or of ")
                ),
            )]);
        }
    };
    file.hints = hints_of(&chosen);
    Ok(file)
}

/// The riddle's header (`House`, then a name for each attribute, made unique) and each
/// attribute's values as phrases.
fn header_and_columns(layout: &Layout) -> (Vec<String>, Vec<ColumnValues>) {
    let mut header = vec!["House".to_owned()];
    let mut columns = Vec::new();
    for (i, attribute) in layout.attributes.iter().enumerate() {
        let (mut name, key) = phrases::column_name(&attribute.description);
        if name.is_empty() {
            name = format!("Attribute{}", i + 1);
        }
        let base = name.clone();
        let mut k = 2;
        while header.iter().any(|h| h.eq_ignore_ascii_case(&name)) {
            name = format!("{base}{k}");
            k += 1;
        }
        header.push(name);
        columns.push(ColumnValues {
            key,
            values: attribute.values.iter().map(|v| phrases::words(v)).collect(),
        });
    }
    (header, columns)
}

/// A column a phrase may name its value in, with the share of the column's name words it holds.
#[derive(Debug, Clone, Copy)]
struct Choice {
    /// `(column, value)`.
    at: (usize, usize),
    /// [`phrases::key_share`].
    key: f64,
}

/// Whether two phrases are one (the same words, the same candidates).
fn same_phrase(a: &sentences::ClueSide, b: &sentences::ClueSide) -> bool {
    a.candidates == b.candidates && phrases::words(&a.phrase) == phrases::words(&b.phrase)
}

/// The columns `side` may name its value in.
fn choices(side: &sentences::ClueSide, columns: &[ColumnValues]) -> Vec<Choice> {
    side.candidates
        .iter()
        .map(|&(c, v)| Choice {
            at: (c, v),
            key: phrases::key_share(&side.words, &columns[c].key),
        })
        .collect()
}

/// The most readings of a puzzle's ambiguous phrases solved to find one with one solution, and
/// the most looked at.
const MAX_READINGS: usize = 64;
const MAX_LOOKED_AT: usize = 1 << 16;

/// Which column each open phrase names its value in. Readings are ranked by how well each phrase
/// fits its column: the share of the column's name words it holds, plus how alike it is, on
/// average, to the column's other phrases (a column's phrases are alike: "the person who owns a
/// dog", "the person who has a cat"; "the dog owner", "the cat lover"). Two different phrases of
/// one value name it in two different columns (the generators give each value one phrase). The
/// best-ranked reading under which the puzzle has exactly one solution, as both generators make
/// their puzzles, is taken; when none has, the best-ranked one if it is alone at the top.
/// `Err(k)`: open phrase `k` cannot be settled.
fn settle(
    open: &[(&sentences::ClueSide, Vec<Choice>)],
    plain: &[Vec<&[String]>],
    mut unique: impl FnMut(&[usize]) -> bool,
) -> Result<Vec<usize>, usize> {
    if open.is_empty() {
        return Ok(Vec::new());
    }
    let n = open
        .iter()
        .try_fold(1usize, |n, (_, c)| n.checked_mul(c.len()))
        .filter(|&n| n <= MAX_LOOKED_AT)
        .ok_or(0usize)?;
    let mut ranked: Vec<(f64, Vec<usize>)> = Vec::new();
    for mut code in 0..n {
        let chosen: Vec<usize> = open
            .iter()
            .map(|(_, c)| {
                let k = code % c.len();
                code /= c.len();
                k
            })
            .collect();
        let at = |k: usize| open[k].1[chosen[k]].at;
        if (0..open.len()).any(|a| (0..a).any(|b| at(a) == at(b))) {
            continue;
        }
        let score: f64 = (0..open.len())
            .map(|a| {
                let column = at(a).0;
                let mut others: Vec<&[String]> = plain[column].clone();
                others.extend(
                    (0..open.len())
                        .filter(|&b| b != a && at(b).0 == column)
                        .map(|b| open[b].0.words.as_slice()),
                );
                let words = &open[a].0.words;
                let like =
                    others.iter().map(|o| phrases::alike(words, o)).sum::<f64>() / others.len().max(1) as f64;
                open[a].1[chosen[a]].key + like
            })
            .sum();
        ranked.push((score, chosen));
    }
    ranked.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
    for (_, chosen) in ranked.iter().take(MAX_READINGS) {
        if unique(chosen) {
            return Ok(chosen.clone());
        }
    }
    match &ranked[..] {
        [(best, chosen), rest @ ..] if rest.first().is_none_or(|(next, _)| next < best) => Ok(chosen.clone()),
        [(_, best), (_, next), ..] => Err((0..open.len()).find(|&k| best[k] != next[k]).unwrap_or(0)),
        _ => Err(0),
    }
}

/// Whether `file` has exactly one solution (within a small search budget: these puzzles need a
/// few dozen nodes).
fn one_solution(file: &RiddleFile) -> bool {
    let Ok(riddle) = Riddle::from_file(file) else {
        return false;
    };
    let options = crate::SolveOptions {
        max_solutions: 2,
        max_nodes: Some(20_000),
        ..crate::SolveOptions::default()
    };
    let solved = crate::solve_riddle(&riddle, &options);
    solved.complete && solved.solutions.len() == 1
}
/// An error at clue `i`'s sentence: `clue N: message`.
fn at_clue(layout: &Layout, i: usize, message: String) -> ClueError {
    let clue = &layout.clues[i];
    ClueError::new(clue.line, clue.column, format!("clue {}: {message}", clue.number))
}

/// Why clue `i` was not read, in words.
fn clue_error(layout: &Layout, i: usize, why: &NotRead, header: &[String]) -> ClueError {
    let message = match why {
        NotRead::TooLong => format!(
            "longer than {} bytes: not a clue of these puzzles",
            layout::MAX_SENTENCE
        ),
        NotRead::NoForm(words) => format!("no clue form fits; words not understood: \"{words}\""),
        NotRead::NoValue(phrase) => format!("\"{phrase}\" names no value of the puzzle"),
        NotRead::SeveralValues(phrase, values) => {
            let named: Vec<String> = values
                .iter()
                .map(|&(c, v)| format!("\"{}\" ({})", layout.attributes[c].values[v], header[c + 1]))
                .collect();
            format!("\"{phrase}\" names several values: {}", named.join(", "))
        }
        NotRead::NoSuchHouse(word) => format!("there is no {word} house: the puzzle has {}", layout.houses),
        NotRead::Ways(reads) => format!("can be read {} ways", reads.len()),
        NotRead::TooMuchWork => "the puzzle is too large to read: gridriddle gives up here".to_owned(),
    };
    at_clue(layout, i, message)
}

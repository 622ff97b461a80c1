//! The puzzles people already have, read into riddles: ZebraLogic's grid-mode puzzle text (its
//! records' `puzzle` field) and the question text of reasoning-gym's `zebra_puzzles`.
//!
//! - `layout.rs`: the parts both texts share: "There are N houses", the attribute lines, the
//!   numbered clues;
//! - `phrases.rs`: which value a phrase names, and the columns' names;
//! - `sentences.rs`: the clue forms, each a relation between positions, and the hint that says it;
//! - `zebralogic.rs`, `reasoning_gym.rs`: each generator's text, told apart and read.
//!
//! [`read_puzzle`] gives a [`RiddleFile`]: a first column `House` (`1` … `n`), one column per
//! attribute line in the order written (named from its heading: `Name`, `BookGenre`, …; a caller
//! holding the generator's own names renames them with [`rename_columns`]), every value in
//! `domains`, and one hint per clue, its sentence the hint's text. Each hint holds exactly when
//! its clue does (the forms are listed in docs/importing.md). Whatever is not understood is an
//! error at the clue's line and column naming the clue's number and the words.

mod layout;
mod phrases;
mod reasoning_gym;
mod sentences;
mod zebralogic;

use crate::clues::{ClueError, ClueErrors};
use crate::{Riddle, RiddleFile, RiddleFormat};
use layout::Layout;
use phrases::Column;
use sentences::{Read, Unread};

/// Reads a ZebraLogic grid-mode puzzle text or a reasoning-gym `zebra_puzzles` question into a
/// riddle file ([`RiddleFormat::detect`] tells them apart from each other and from other text).
///
/// ```
/// let text = "There are 2 houses, numbered 1 to 2 from left to right.\n\
///  - Each person has a unique name: `Eric`, `Arnold`\n\
///  - People have unique favorite book genres: `mystery`, `romance`\n\n\
/// ## Clues:\n\
/// 1. Eric is directly left of the person who loves romance books.\n\
/// 2. Arnold is the person who loves mystery books.\n";
/// let file = gridriddle::import::read_puzzle(text)?;
/// assert_eq!(file.header, ["House", "Name", "BookGenre"]);
/// assert_eq!(file.hints[0], [[["", "Eric", ""], ["", "", "romance"]]]);
/// assert_eq!(file.hint_texts.as_ref().unwrap()[1], "Arnold is the person who loves mystery books.");
/// # Ok::<(), gridriddle::clues::ClueErrors>(())
/// ```
///
/// A clue that is not understood is an error naming it and the words:
///
/// ```
/// let text = "There are 2 houses.\n - Each person has a unique name: `Eric`, `Arnold`\n\n\
///             ## Clues:\n1. Eric admires Arnold.\n";
/// let error = gridriddle::import::read_puzzle(text).unwrap_err();
/// assert_eq!(error.to_string(), "5:4: clue 1: no clue form fits; words not understood: \"admires\"");
/// ```
pub fn read_puzzle(text: &str) -> Result<RiddleFile, ClueErrors> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match RiddleFormat::detect(text) {
        RiddleFormat::ReasoningGym => reasoning_gym::read(text),
        RiddleFormat::ZebraLogic => zebralogic::read(text),
        _ => Err(vec![ClueError::new(
            1,
            1,
            "not a puzzle text: expected ZebraLogic's (\"There are N houses\", attribute lines \
             with `values`, numbered clues) or reasoning-gym's (\"This is a logic puzzle. There \
             are N houses\")",
        )]),
    }
    .map_err(ClueErrors::new)
}

/// Reads `text` as ZebraLogic's grid-mode puzzle text, whatever it opens with (its first error
/// says what is missing).
pub fn read_zebralogic(text: &str) -> Result<RiddleFile, ClueErrors> {
    zebralogic::read(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(ClueErrors::new)
}

/// Reads `text` as reasoning-gym's `zebra_puzzles` question text, whatever it opens with.
pub fn read_reasoning_gym(text: &str) -> Result<RiddleFile, ClueErrors> {
    reasoning_gym::read(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(ClueErrors::new)
}

/// [`read_puzzle`], then [`Riddle::from_file`]: the riddle a puzzle text says.
pub fn riddle(text: &str) -> Result<Riddle, ClueErrors> {
    let file = read_puzzle(text)?;
    Riddle::from_file(&file).map_err(|error| {
        ClueErrors::new(vec![ClueError::new(
            1,
            1,
            format!("the riddle read is not valid: {error}"),
        )])
    })
}

/// The same riddle file with its attribute columns named `names` (one per attribute, in order;
/// the first column stays): for a caller that holds the generator's own names, such as a
/// ZebraLogic record's `solution.header` without its `House`. `None` when the count differs or a
/// name is empty or repeated.
pub fn rename_columns(file: &RiddleFile, names: &[String]) -> Option<RiddleFile> {
    let old = file.header.get(1..)?;
    let mut seen = std::collections::BTreeSet::new();
    if names.len() != old.len()
        || names
            .iter()
            .any(|n| n.is_empty() || n == &file.header[0] || !seen.insert(n))
    {
        return None;
    }
    let mut renamed = file.clone();
    renamed.header[1..].clone_from_slice(names);
    renamed.domains = file.domains.as_ref().map(|domains| {
        old.iter()
            .zip(names)
            .filter_map(|(o, n)| Some((n.clone(), domains.get(o)?.clone())))
            .collect()
    });
    Some(renamed)
}

/// Which generator's text `text` is, if either's: used by [`RiddleFormat::detect`].
pub(crate) fn detect(text: &str) -> Option<RiddleFormat> {
    if reasoning_gym::looks_like(text) {
        Some(RiddleFormat::ReasoningGym)
    } else if zebralogic::looks_like(text) {
        Some(RiddleFormat::ZebraLogic)
    } else {
        None
    }
}

/// The most comparisons of a phrase's words with a value that reading one puzzle spends: a
/// puzzle of the generators spends well under a million; a text made to take long is refused.
const WORK: u64 = 5_000_000;

/// The riddle file of a puzzle cut into its parts, with its title and description.
fn build(layout: &Layout, title: String, description: String) -> Result<RiddleFile, Vec<ClueError>> {
    let houses = layout.houses;
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
        columns.push(Column {
            key,
            values: attribute.values.iter().map(|v| phrases::words(v)).collect(),
        });
    }
    let width = header.len();
    let mut errors = Vec::new();
    let mut reads: Vec<(usize, Read)> = Vec::new();
    let mut budget = WORK;
    for (i, clue) in layout.clues.iter().enumerate() {
        match sentences::read(&clue.sentence, &columns, houses, &mut budget) {
            Ok(read) => reads.push((i, read)),
            Err(why) => {
                errors.push(clue_error(layout, i, &why, &header));
                if why == Unread::TooMuchWork {
                    break;
                }
            }
        }
    }
    // The phrases of one column each (each once), which an ambiguous one is compared with.
    let mut plain: Vec<Vec<&[String]>> = vec![Vec::new(); columns.len()];
    let mut seen: Vec<&sentences::Side> = Vec::new();
    // The phrases whose value two columns share, each once (by its words).
    let mut open: Vec<(&sentences::Side, Vec<Choice>)> = Vec::new();
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

/// A column a phrase may name its value in, with the share of the column's name words it holds.
#[derive(Debug, Clone, Copy)]
struct Choice {
    /// `(column, value)`.
    at: (usize, usize),
    /// [`phrases::key_share`].
    key: f64,
}

/// Whether two phrases are one (the same words, the same candidates).
fn same_phrase(a: &sentences::Side, b: &sentences::Side) -> bool {
    a.candidates == b.candidates && phrases::words(&a.phrase) == phrases::words(&b.phrase)
}

/// The columns `side` may name its value in.
fn choices(side: &sentences::Side, columns: &[Column]) -> Vec<Choice> {
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
    open: &[(&sentences::Side, Vec<Choice>)],
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
fn clue_error(layout: &Layout, i: usize, why: &Unread, header: &[String]) -> ClueError {
    let message = match why {
        Unread::TooLong => format!(
            "longer than {} bytes: not a clue of these puzzles",
            layout::MAX_SENTENCE
        ),
        Unread::NoForm(words) => format!("no clue form fits; words not understood: \"{words}\""),
        Unread::NoValue(phrase) => format!("\"{phrase}\" names no value of the puzzle"),
        Unread::SeveralValues(phrase, values) => {
            let named: Vec<String> = values
                .iter()
                .map(|&(c, v)| format!("\"{}\" ({})", layout.attributes[c].values[v], header[c + 1]))
                .collect();
            format!("\"{phrase}\" names several values: {}", named.join(", "))
        }
        Unread::NoSuchHouse(word) => format!("there is no {word} house: the puzzle has {}", layout.houses),
        Unread::Ways(reads) => format!("can be read {} ways", reads.len()),
        Unread::TooMuchWork => "the puzzle is too large to read: gridriddle gives up here".to_owned(),
    };
    at_clue(layout, i, message)
}

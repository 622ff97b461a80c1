//! The compiler: each clue becomes hints (its top-level `&` parts, or a split of a clue of many
//! options, `split.rs`) whose options are those of `options.rs`: typed rows of a [`RiddleFile`].

use super::ast::{Clue, ClueFile, Item, WrittenClue};
use super::error::ClueError;
use super::options::{dnf, options, Block, Budget, Dnf, Fail, HintBlocks, Row};
use super::split::split;
use super::visit::{fold_clue, Fold};
use crate::RiddleFile;

pub use super::options::MAX_OPTIONS_PER_CLUE;

/// The most work the compiler spends on one clue, so that no clue hangs it: a node of the
/// enumeration costs the size of the clue, plus an eighth of the cells it copies.
const CLUE_WORK: u64 = 20_000_000;

/// The most work spent on one clue file, for the same reason.
const FILE_WORK: u64 = 100_000_000;

/// Of a clue's work, the most that looking for a split into smaller hints may spend.
pub(super) const SPLIT_WORK: u64 = 5_000_000;

/// Compiles a parsed clue file to the riddle of `riddle-format.md`.
pub(crate) fn compile(file: &ClueFile) -> Result<RiddleFile, Vec<ClueError>> {
    let n = file.positions;
    let mut header = vec!["#".to_owned()];
    header.extend(file.categories.iter().map(|c| c.name.clone()));
    let width = file.categories.len() + 1;
    let start_matrix: Vec<Row> = (0..n)
        .map(|r| {
            let mut row = vec![String::new(); width];
            row[0] = (r + 1).to_string();
            row
        })
        .collect();
    let mut hints = Vec::new();
    let mut texts = Vec::new();
    let mut clues = Vec::new();
    let mut errors = Vec::new();
    let mut file_budget = Budget { left: FILE_WORK };
    for written in &file.clues {
        // Each instance's words: its author's sentence where there is one, else the clue as
        // written; the clue as written is kept beside it.
        let shown = written.sentence.as_ref().unwrap_or(&written.text);
        let instances: Vec<(Clue, String, String)> = if written.every {
            (0..n)
                .map(|k| {
                    (
                        fold_clue(&mut EveryAt(k), &written.clue),
                        format!("{shown} (with $ = #{})", k + 1),
                        format!("{} (with $ = #{})", written.text, k + 1),
                    )
                })
                .collect()
        } else {
            vec![(written.clue.clone(), shown.clone(), written.text.clone())]
        };
        for (clue, text, as_written) in instances {
            let mut budget = Budget {
                left: CLUE_WORK.min(file_budget.left),
            };
            let result = compile_clue(file, &clue, &mut budget);
            file_budget.left -= CLUE_WORK.min(file_budget.left) - budget.left;
            match result {
                Ok(options) => {
                    for options in options {
                        hints.push(options);
                        texts.push(text.clone());
                        clues.push(as_written.clone());
                    }
                }
                Err(fail) => {
                    errors.push(failure(written, fail));
                    break;
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let domains = file
        .categories
        .iter()
        .map(|c| (c.name.clone(), c.values.clone()))
        .collect();
    Ok(RiddleFile {
        header,
        start_matrix,
        hints,
        // The clues as written only where some hint text is an author's sentence instead.
        clues: (clues != texts).then_some(clues),
        hint_texts: Some(texts),
        domains: Some(domains),
        ..RiddleFile::default()
    })
}

fn failure(written: &WrittenClue, fail: Fail) -> ClueError {
    let text = crate::words::shortened(&written.text);
    let message = match fail {
        Fail::TooLarge => format!(
            "clue \"{text}\" needs more than {MAX_OPTIONS_PER_CLUE} options (the limit per clue): split it into smaller clues",
        ),
        Fail::TooLong => format!(
            "clue \"{text}\" takes too long to compile exactly (more than {CLUE_WORK} steps): split it into smaller clues",
        ),
        Fail::Overflow => format!("clue \"{text}\": a number overflows"),
    };
    ClueError::new(written.line, written.column, message)
}

/// `$` read as position `.0` (0-based).
struct EveryAt(usize);

impl Fold for EveryAt {
    fn item(&mut self, item: Item) -> Item {
        if item == Item::Every {
            Item::At(self.0)
        } else {
            item
        }
    }
}

/// The hints of one clue (no `$`): its top-level `&` parts each become a hint.
fn compile_clue(file: &ClueFile, clue: &Clue, budget: &mut Budget) -> Result<Vec<HintBlocks>, Fail> {
    let parts: Vec<&Clue> = match clue {
        Clue::And(all) => all.iter().collect(),
        other => vec![other],
    };
    let mut hints = Vec::new();
    for part in parts {
        match dnf(file, part, budget)? {
            Dnf::True => {}
            Dnf::Leaves(leaves) => {
                let options = options(file, leaves)?;
                if options.len() > 2 * file.positions {
                    let mut trial = Budget {
                        left: budget.left.min(SPLIT_WORK),
                    };
                    let found = split(file, part, options.len(), &mut trial);
                    budget.spend(budget.left.min(SPLIT_WORK) - trial.left)?;
                    // Out of budget while looking: keep the hint as it is.
                    if let Ok(Some(split)) = found {
                        hints.extend(split);
                        continue;
                    }
                }
                hints.push(options);
            }
        }
    }
    // A hint with an option that fits every solution says nothing ("Ann __ Bob").
    hints.retain(|options| !options.iter().any(|option| always_fits(file, option)));
    Ok(hints)
}

/// Whether an option is one row holding one value of a category that is not great, and no
/// position: every solution has that value somewhere.
fn always_fits(file: &ClueFile, option: &Block) -> bool {
    let [row] = option.as_slice() else {
        return false;
    };
    let cells: Vec<usize> = row
        .iter()
        .enumerate()
        .filter(|(_, cell)| !cell.is_empty())
        .map(|(c, _)| c)
        .collect();
    matches!(cells.as_slice(), [c] if *c > 0 && !file.categories[*c - 1].great)
}

//! Clues in words: the ZBC clue language, compiled to an ordinary riddle.
//!
//! - `error.rs`: errors at a line and column, and the "did you mean" distance;
//! - `lex.rs`: the text as tokens;
//! - `ast.rs`: the clue file as data (categories, clues as typed expressions);
//! - `parser.rs`: the cursor over the tokens, recovery after an error;
//! - `header.rs`: the categories, and the number of positions;
//! - `grammar.rs`: the clues' grammar, sums and products by one binding-power table;
//! - `chain.rs`: positional clues of two or three items, and `in`;
//! - `resolve.rs`: names (values, `Category.value`, `X:Category`), one "did you mean";
//! - `visit.rs`: one walk over a clue's tree (read, or rebuild);
//! - `rat.rs`: exact rationals; `eval.rs`: a clue on a partial solution;
//! - `compile.rs`: each clue as hints with options, exactly, as typed rows of a [`RiddleFile`];
//! - `split.rs`: a clue of many options as several hints of fewer.
//!
//! A clue file is a header of categories, a line `---`, then clues (`Ann -2- Bob`, `cat _ Ann`,
//! `#1 = red`, `(Bob = milk) | (Cid = beer)`, `Bob:Age > Cid:Age`); the language is the
//! contract `clue-format.md`. The compiled riddle has a first column `#` holding the positions
//! `1` … `n`, one column per category, and exactly the solutions of the clue file: a solution's
//! row k is position k.
//!
//! # How a clue becomes hints
//!
//! The compiler evaluates the clue on partial solutions, asking only for what the evaluation
//! needs (where a value is, or which value a category has at a row) and branching on it; each
//! partial solution under which the clue holds is an option. Options of one shape found at every
//! shift become one relative block (so "next to" is two options, "directly left" one); the
//! others are anchored by their position in `#`. A disjunction's options are its parts'
//! options; a clue's top-level `&` parts are separate hints; a clue with more than `2n` options
//! is split, where that gives fewer, on a value X and a category C it reads at X's position:
//! for each value u of C, one hint "X's C is not u, or the clue with X's C = u". A clue over
//! more than [`MAX_OPTIONS_PER_CLUE`] options, or past a work budget, is an error naming it.
//!
//! # Where the contract is silent
//!
//! - A positional clause or `in` about an unused value of a great category is false; a number
//!   read from one (`red:#`) is undefined, like a division by zero, so its comparison is false.
//!   `!` negates either.
//! - `=` counts as directed in a chain of three (the contract: with undirected operators each
//!   keeps its own pair, and B lies strictly between A and C on either side).
//! - `Category.item` right before `-` or `-k-` is a number when what follows can only be
//!   arithmetic: a number right after the `-` (`Age.3 - Ann:Age`), or after the sum (and any
//!   `)`) a comparison, `in` or an arithmetic operator (`Age.3 - Age.1 == 2`,
//!   `(Age.3 - Age.1) * 2 == 4`); else it is the item of a positional clue (`Age.3 - Ann`,
//!   `Age.3 - Age.1`). Where only a number can stand (after a comparison, in `in`), `-` is a
//!   minus. `--` is always positional. `&&` and `||` only start a list (`&&(X, Y)`), so a clue
//!   may follow another with one.
//! - `%` keeps the sign of the dividend (a − b·trunc(a / b)), as JavaScript's `%` does.
//! - `$` makes one hint per position, its text followed by `(with $ = #k)`; a clue that holds in
//!   every solution makes no hint; one that never holds makes a hint that never fits.
//! - After an error, reading resumes at the next line; names within a third of their length
//!   in edits (one or two) are suggested.

mod ast;
mod chain;
mod compile;
mod error;
mod eval;
mod grammar;
mod header;
mod lex;
mod options;
mod parser;
mod rat;
mod resolve;
mod split;
mod visit;

pub use crate::samples::{clue_samples, ClueSample};
pub use compile::MAX_OPTIONS_PER_CLUE;
pub use error::{ClueError, ClueErrors};

use crate::riddle::Riddle;
use crate::RiddleFile;

/// Compiles a clue file (the ZBC language) to a riddle file of `riddle-format.md`: a
/// [`RiddleFile`], which [`Riddle::from_file`] validates and [`RiddleFile::to_json_pretty`] (or
/// serde) prints as JSON.
///
/// Every clue becomes one or more hints whose `hintTexts` entry is the sentence quoted beside the
/// clue (`Brit = red  "1. The Brit lives in the red house."`), or the clue as written when there
/// is none (the clues as written are then in `clues`); the riddle's solutions are exactly the
/// clue file's. A comment that opens the file becomes the riddle's `title` (its first sentence
/// or line) and `description` (the rest). A clue that would need more than
/// [`MAX_OPTIONS_PER_CLUE`] options in one hint is an error naming it.
///
/// ```
/// let file = gridriddle::clues::compile_zbc("
///     Name - Ann Bob Cid
///     Pet  - cat dog eel
///     ---
///     Ann - Bob     \"Ann lives directly left of Bob\"
///     cat _ Cid     \"the cat lives next to Cid\"
/// ").unwrap();
/// assert_eq!(file.header, ["#", "Name", "Pet"]);
/// // "next to" is two blocks: cat above Cid, or Cid above cat.
/// assert_eq!(file.hints[1], [[["", "", "cat"], ["", "Cid", ""]], [["", "Cid", ""], ["", "", "cat"]]]);
/// // Each hint's text is the sentence written beside its clue; the clue itself is kept beside.
/// assert_eq!(file.hint_texts.as_ref().unwrap()[1], "the cat lives next to Cid");
/// assert_eq!(file.clues.as_ref().unwrap()[1], "cat _ Cid");
/// // As JSON text, one row or option a line, as the sample files are written.
/// assert!(file.to_json_pretty().contains(r#"["", "Ann", ""]"#));
/// ```
pub fn compile_zbc(text: &str) -> Result<RiddleFile, ClueErrors> {
    // A byte-order mark is no part of the text: dropped once here, so that the lexer's byte
    // offsets and the parser's slices of the text agree.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (tokens, errors) = lex::lex(text);
    if !errors.is_empty() {
        return Err(ClueErrors::new(errors));
    }
    let clues = parser::parse(text, &tokens).map_err(ClueErrors::new)?;
    let mut file = compile::compile(&clues).map_err(ClueErrors::new)?;
    (file.title, file.description) = title_and_description(text);
    Ok(file)
}

/// The comment the file opens with, white space collapsed: its first sentence or line is the
/// riddle's title, the rest its description.
fn title_and_description(text: &str) -> (Option<String>, Option<String>) {
    let Some((comment, _)) = text
        .trim_start()
        .strip_prefix('"')
        .and_then(|t| t.split_once('"'))
    else {
        return (None, None);
    };
    let comment = comment.trim();
    // The first sentence ends at `.`, `?` or `!` before white space; the first line at its end.
    let sentence = comment
        .char_indices()
        .zip(comment.chars().skip(1).chain([' ']))
        .find(|&((_, c), next)| matches!(c, '.' | '?' | '!') && next.is_whitespace())
        .map(|((i, c), _)| i + c.len_utf8());
    let line = comment.find('\n');
    let cut = match (sentence, line) {
        (Some(s), Some(l)) => s.min(l),
        (s, l) => s.or(l).unwrap_or(comment.len()),
    };
    let collapse = |t: &str| {
        let words: Vec<&str> = t.split_whitespace().collect();
        (!words.is_empty()).then(|| words.join(" "))
    };
    (collapse(&comment[..cut]), collapse(&comment[cut..]))
}

impl Riddle {
    /// Reads a clue file (the ZBC language): [`compile_zbc`], then [`Riddle::from_file`].
    ///
    /// ```
    /// use gridriddle::{solve_riddle, Riddle, SolveOptions};
    ///
    /// let riddle = Riddle::from_zbc("
    ///     Name - Ann Bob Cid
    ///     Age  - 20 30 40
    ///     ---
    ///     Ann -- Bob -- Cid
    ///     Bob:Age > Cid:Age
    ///     #1:Age == 20
    /// ")?;
    /// let solved = solve_riddle(&riddle, &SolveOptions::default());
    /// assert_eq!(solved.solutions.len(), 1);
    /// // Row k is position k; the first column is the position.
    /// assert_eq!(
    ///     riddle.names(&solved.solutions[0].matrix),
    ///     [["1", "Ann", "20"], ["2", "Bob", "40"], ["3", "Cid", "30"]]
    /// );
    /// # Ok::<(), gridriddle::clues::ClueErrors>(())
    /// ```
    ///
    /// Errors name their line and column:
    ///
    /// ```
    /// let error = gridriddle::Riddle::from_zbc("Pet - cat fish\n---\nfsh _ cat").unwrap_err();
    /// assert_eq!(error.to_string(), "3:1: unknown value \"fsh\" (did you mean \"fish\"?)");
    /// ```
    pub fn from_zbc(text: &str) -> Result<Riddle, ClueErrors> {
        let file = compile_zbc(text)?;
        Riddle::from_file(&file).map_err(|error| {
            // The compiled riddle is valid by construction, except for great categories while
            // the engine has no great columns: point at the first one.
            let (tokens, _) = lex::lex(text);
            let at = parser::parse(text, &tokens)
                .ok()
                .and_then(|file| file.categories.into_iter().find(|c| c.great))
                .map_or((1, 1), |c| (c.line, c.column));
            ClueErrors::new(vec![ClueError::new(
                at.0,
                at.1,
                format!("the compiled riddle is not valid: {error}"),
            )])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_is_read_as_if_it_were_not_there() {
        let text = "Name - Zoë Åsa\nPet - cat dog\n---\nZoë = dog\n#1 = Åsa\n";
        let with_mark = compile_zbc(&format!("\u{feff}{text}")).unwrap();
        assert_eq!(with_mark, compile_zbc(text).unwrap());
        assert_eq!(with_mark.hint_texts.unwrap(), ["Zoë = dog", "#1 = Åsa"]);
    }

    #[test]
    fn a_clues_sentence_is_its_hint_text_and_the_opening_comment_its_title_and_description() {
        let file = compile_zbc(
            "\"Three friends. Who keeps\n the dog?\"\nName - Ann Bob Cid\nPet - cat dog eel\n---\n\
             Ann = dog   \"1. Ann keeps the\n  dog.\"\nBob - Cid \"\"\n$ - Cid | Cid = $\n\"a comment alone\"\n",
        )
        .unwrap();
        assert_eq!(file.title.as_deref(), Some("Three friends."));
        assert_eq!(file.description.as_deref(), Some("Who keeps the dog?"));
        assert_eq!(
            file.hint_texts.unwrap(),
            [
                "Ann keeps the dog.",
                "Bob - Cid",
                "$ - Cid | Cid = $ (with $ = #1)",
                "$ - Cid | Cid = $ (with $ = #2)",
                "$ - Cid | Cid = $ (with $ = #3)"
            ]
        );
        assert_eq!(file.clues.unwrap()[..2], ["Ann = dog", "Bob - Cid"]);
        // A first line without a full stop is the title too.
        let file = compile_zbc("\"Pets\nof three friends\"\nName - Ann Bob\n---\nAnn - Bob\n").unwrap();
        assert_eq!(
            (file.title.as_deref(), file.description.as_deref()),
            (Some("Pets"), Some("of three friends"))
        );
    }
}

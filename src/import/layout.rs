//! The parts of a puzzle text that both generators share: the number of houses, the attribute
//! lines (a description, then the values), and the numbered clues, each with its line.

use crate::clues::ClueError;

/// One attribute line: ` - Each person has a unique name: `Peter`, `Eric``.
#[derive(Debug, Clone)]
pub(super) struct Attribute {
    /// The words before the colon.
    pub description: String,
    /// The values, as listed.
    pub values: Vec<String>,
}

/// One numbered clue: `3. Peter is the person with a high school diploma.`
#[derive(Debug, Clone)]
pub(super) struct ClueLine {
    /// The number written before it.
    pub number: usize,
    /// The sentence, white space collapsed.
    pub sentence: String,
    /// 1-based line and column (in characters) of the sentence.
    pub line: usize,
    pub column: usize,
}

/// A puzzle text cut into its parts.
#[derive(Debug, Clone)]
pub(super) struct Layout {
    pub houses: usize,
    pub attributes: Vec<Attribute>,
    pub clues: Vec<ClueLine>,
}

/// How an attribute line lists its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Values {
    /// ZebraLogic: each value in backticks (`` `science fiction` ``).
    Backticks,
    /// reasoning-gym: separated by commas (`stir fry, pizza, soup`).
    Commas,
}

/// The most houses a puzzle text may have: the riddle's limit on rows.
const MAX_HOUSES: usize = crate::MAX_ROWS;

/// The longest clue sentence read, in bytes: a sentence of the generators is under 200; a
/// longer one is not a clue of theirs, and reading it would cost more.
pub(super) const MAX_SENTENCE: usize = 500;

/// The most attribute lines and clues read: far more than either generator writes (6 and 29 in
/// ZebraLogic, 7 and about 40 in reasoning-gym).
const MAX_ATTRIBUTES: usize = 64;
const MAX_CLUES: usize = 1000;

/// Number words as the generators write them ("There are five houses" is read too).
pub(super) const NUMBER_WORDS: [&str; 10] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
];

/// A count written as digits or as a word (`5`, `five`).
pub(super) fn count(word: &str) -> Option<usize> {
    let word = word.to_ascii_lowercase();
    if let Some(i) = NUMBER_WORDS.iter().position(|w| *w == word) {
        return Some(i + 1);
    }
    (!word.is_empty() && word.len() <= 3 && word.bytes().all(|b| b.is_ascii_digit()))
        .then(|| word.parse().ok())
        .flatten()
}

/// The number of houses the text opens with: "There are N houses" in its first paragraph.
pub(super) fn houses(text: &str) -> Option<usize> {
    let first = text.split("\n\n").next().unwrap_or("");
    let words: Vec<&str> = first.split_whitespace().collect();
    words.windows(4).find_map(|w| {
        let w0 = w[0].to_ascii_lowercase();
        let w3 = w[3].trim_end_matches([',', '.', ';', ':']).to_ascii_lowercase();
        (w0 == "there" && w[1].eq_ignore_ascii_case("are") && w3 == "houses")
            .then(|| count(w[2]))
            .flatten()
    })
}

/// Cuts `text` into its parts, values listed as `values` says. Lines that are neither an
/// attribute nor a clue (the opening sentences, `## Clues:`, a question) are left to the caller.
pub(super) fn read(text: &str, values: Values) -> Result<Layout, Vec<ClueError>> {
    let mut errors = Vec::new();
    let houses = match houses(text) {
        Some(n) if (1..=MAX_HOUSES).contains(&n) => n,
        Some(n) => {
            return Err(vec![ClueError::new(
                1,
                1,
                format!("{n} houses: gridriddle reads at most {MAX_HOUSES}"),
            )])
        }
        None => {
            return Err(vec![ClueError::new(
                1,
                1,
                "expected \"There are N houses\" in the first paragraph",
            )])
        }
    };
    let mut attributes = Vec::new();
    let mut clues = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if let Some(item) = trimmed.strip_prefix("- ") {
            let Some((description, list)) = item.split_once(':') else {
                continue;
            };
            let listed: Vec<String> = match values {
                Values::Backticks => list
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(|v| v.trim().to_owned())
                    .collect(),
                Values::Commas => list
                    .trim()
                    .trim_end_matches('.')
                    .split(',')
                    .map(|v| v.trim().to_owned())
                    .collect(),
            };
            let at = i + 1;
            if let Some(problem) = check_values(&listed, houses) {
                errors.push(ClueError::new(
                    at,
                    column_of(line, item),
                    format!("attribute \"{}\": {problem}", description.trim()),
                ));
            }
            attributes.push(Attribute {
                description: description.trim().to_owned(),
                values: listed,
            });
        } else if let Some((number, sentence)) = numbered(trimmed) {
            clues.push(ClueLine {
                number,
                sentence: sentence.split_whitespace().collect::<Vec<_>>().join(" "),
                line: i + 1,
                column: column_of(line, sentence),
            });
        }
    }
    if attributes.len() > MAX_ATTRIBUTES || clues.len() > MAX_CLUES {
        return Err(vec![ClueError::new(
            1,
            1,
            format!(
                "{} attributes and {} clues: gridriddle reads at most {MAX_ATTRIBUTES} and {MAX_CLUES}",
                attributes.len(),
                clues.len()
            ),
        )]);
    }
    if attributes.is_empty() {
        errors.push(ClueError::new(
            1,
            1,
            "no attribute lines (\" - description: values\")",
        ));
    }
    if errors.is_empty() {
        Ok(Layout {
            houses,
            attributes,
            clues,
        })
    } else {
        Err(errors)
    }
}

/// What is wrong with an attribute's values, if anything: one per house, none empty, none
/// twice.
fn check_values(values: &[String], houses: usize) -> Option<String> {
    if values.len() != houses {
        return Some(format!("{} values, the puzzle has {houses} houses", values.len()));
    }
    if values.iter().any(String::is_empty) {
        return Some("an empty value".to_owned());
    }
    for (i, v) in values.iter().enumerate() {
        if values[..i].iter().any(|w| w.eq_ignore_ascii_case(v)) {
            return Some(format!("\"{v}\" listed twice"));
        }
    }
    None
}

/// `12. The sentence` → (12, "The sentence").
fn numbered(line: &str) -> Option<(usize, &str)> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 6 {
        return None;
    }
    let rest = line[digits..].strip_prefix('.')?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    Some((line[..digits].parse().ok()?, rest.trim()))
}

/// The 1-based column, in characters, at which `part` (a slice of `line`) starts.
fn column_of(line: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
    line.get(..offset).map_or(1, |before| before.chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_of_a_text_are_read_with_their_lines() {
        let text = "There are 2 houses, numbered 1 to 2.\n - Each person has a unique name: `Eric`, `Bob`\n\n## Clues:\n1. Eric is Bob.\n2.  Bob  is in the\tfirst house.\n";
        let layout = read(text, Values::Backticks).unwrap();
        assert_eq!(layout.houses, 2);
        assert_eq!(layout.attributes[0].values, ["Eric", "Bob"]);
        assert_eq!(layout.attributes[0].description, "Each person has a unique name");
        assert_eq!(layout.clues[1].sentence, "Bob is in the first house.");
        assert_eq!((layout.clues[1].line, layout.clues[1].column), (6, 5));
    }

    #[test]
    fn counts_are_digits_or_words() {
        assert_eq!(houses("There are five houses."), Some(5));
        assert_eq!(
            houses("This is a logic puzzle. There are 7 houses (numbered"),
            Some(7)
        );
        assert_eq!(houses("There are many houses"), None);
        assert_eq!(count("123456"), None);
    }

    #[test]
    fn values_that_do_not_fit_the_houses_are_an_error_at_their_line() {
        let text = "There are 3 houses.\n - Names: a, b\n";
        let errors = read(text, Values::Commas).unwrap_err();
        assert_eq!(
            errors[0].to_string(),
            "2:4: attribute \"Names\": 2 values, the puzzle has 3 houses"
        );
    }
}

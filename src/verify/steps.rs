//! Cutting a model's reasoning into steps: lines and list items, then sentences.
//!
//! Each line is a step or several: a list marker at its start (`1.`, `2)`, `-`, `*`, `•`,
//! `Step 3:`) is dropped, Markdown's `**` and `__` too, and the line is cut after each `.`, `!`
//! or `?` followed by a space, unless the word before it is an abbreviation (`e.g.`, `i.e.`,
//! `no.`, `vs.`, `mr.`, `mrs.`, `dr.`, `st.`) or a single letter. Empty steps are dropped.

/// The steps of `text`, at most `max` of them; and whether there were more.
pub(crate) fn cut(text: &str, max: usize) -> (Vec<String>, bool) {
    let mut steps = Vec::new();
    for line in text.lines() {
        let line = strip_marker(&line.replace("**", "").replace("__", ""));
        for sentence in sentences(&line) {
            if steps.len() == max {
                return (steps, true);
            }
            steps.push(sentence);
        }
    }
    (steps, false)
}

/// `line` without a list marker at its start.
fn strip_marker(line: &str) -> String {
    let line = line.trim();
    let line = line
        .strip_prefix("- ")
        .or_else(|| line.strip_prefix("* "))
        .or_else(|| line.strip_prefix("• "))
        .unwrap_or(line)
        .trim_start();
    // "Step 3:", "Step 3." and "3." or "3)".
    let lower = line.to_lowercase();
    let rest = lower.strip_prefix("step ").map_or(line, |_| &line[5..]);
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && digits <= 4 {
        let after = &rest[digits..];
        if let Some(tail) = after
            .strip_prefix(". ")
            .or_else(|| after.strip_prefix(") "))
            .or_else(|| after.strip_prefix(": "))
            .or_else(|| {
                (rest.len() < line.len())
                    .then(|| after.strip_prefix(':'))
                    .flatten()
            })
        {
            return tail.trim().to_owned();
        }
    }
    line.to_owned()
}

/// The sentences of one line.
fn sentences(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = line.as_bytes();
    for (i, c) in line.char_indices() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        let next = bytes.get(i + 1).copied();
        if !(next.is_none() || next == Some(b' ')) {
            continue;
        }
        let before = &line[start..i];
        let word = before
            .rsplit(|c: char| !c.is_alphanumeric() && c != '.')
            .next()
            .unwrap_or("")
            .to_lowercase();
        let abbreviation = matches!(
            word.as_str(),
            "e.g" | "i.e" | "no" | "vs" | "mr" | "mrs" | "dr" | "st" | "etc"
        ) || (word.chars().count() == 1 && word.chars().all(char::is_alphabetic));
        if c == '.' && abbreviation && next.is_some() {
            continue;
        }
        let sentence = line[start..=i].trim();
        if !sentence.is_empty() {
            out.push(sentence.to_owned());
        }
        start = i + 1;
    }
    let rest = line[start..].trim();
    if !rest.is_empty() {
        out.push(rest.to_owned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::cut;

    #[test]
    fn lines_list_markers_and_sentences_are_steps() {
        let text = "1. The Brit lives in house 2. So the Dane is in house 1.\n\n- **Clue 3**: tea is red\nStep 4: done, e.g. nothing else.";
        let (steps, more) = cut(text, 100);
        assert!(!more);
        assert_eq!(
            steps,
            [
                "The Brit lives in house 2.",
                "So the Dane is in house 1.",
                "Clue 3: tea is red",
                "done, e.g. nothing else."
            ]
        );
    }

    #[test]
    fn the_number_of_steps_is_bounded() {
        // "A." is an initial, not a sentence's end.
        let text = "A. ".repeat(10) + "The cat sleeps. ".repeat(10).as_str();
        let (steps, more) = cut(&text, 4);
        assert_eq!(steps.len(), 4);
        assert!(steps[0].starts_with("A. A. ") && steps[0].ends_with("The cat sleeps."));
        assert!(more);
        assert_eq!(cut(&text, 11), (cut(&text, 100).0, false));
    }
}

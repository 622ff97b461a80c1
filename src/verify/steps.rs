//! Cutting a model's reasoning into steps, numbered as the model numbered them.
//!
//! When two lines or more are numbered items (`1.`, `2)`, `3:`, `Step 4:`, `## Step 5:`), each
//! item is one step and keeps its number; the lines indented under an item (its sub-bullets,
//! its wrapped text) are part of it. Otherwise, when two lines
//! or more are bulleted items (`-`, `*`, `•`), each bullet is one step, numbered from 1 in
//! order. Text outside the items (an opening "Let me solve this step by step.", a paragraph
//! after a blank line) is cut into sentences, each a step numbered as the item before it (0
//! before the first): so an opening line does not shift the items' numbers. Text with no list
//! is cut into lines and sentences, numbered from 1.
//!
//! A sentence ends after a `.`, `!` or `?` followed by a space, unless the word before it is an
//! abbreviation (`e.g.`, `i.e.`, `no.`, `vs.`, `mr.`, `mrs.`, `dr.`, `st.`, `etc.`) or a single
//! letter. Markdown's `**` and `__` are dropped. Empty steps are dropped.

/// One step of an answer: its text and its number (the model's, or its place).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AnswerStep {
    pub(crate) text: String,
    pub(crate) number: usize,
}

/// The steps of `text`, at most `max` of them; and whether there were more.
pub(crate) fn cut(text: &str, max: usize) -> (Vec<AnswerStep>, bool) {
    let lines: Vec<String> = text
        .lines()
        .map(|l| l.replace("**", "").replace("__", ""))
        .collect();
    let numbered = lines.iter().filter(|l| item_number(l).is_some()).count() >= 2;
    let bulleted = !numbered && lines.iter().filter(|l| bullet(l).is_some()).count() >= 2;
    let mut steps: Vec<AnswerStep> = Vec::new();
    let mut more = false;
    let push = |steps: &mut Vec<AnswerStep>, text: String, number: usize, more: &mut bool| {
        let text = text.trim().to_owned();
        if text.is_empty() {
            return;
        }
        if steps.len() == max {
            *more = true;
        } else {
            steps.push(AnswerStep { text, number });
        }
    };
    if !numbered && !bulleted {
        let mut number = 0;
        for line in &lines {
            for sentence in sentences(&strip_marker(line)) {
                number += 1;
                push(&mut steps, sentence, number, &mut more);
            }
        }
        return (steps, more);
    }
    // The item being read: its number, its text and its line's indent.
    let mut item: Option<(usize, String, usize)> = None;
    let mut last = 0;
    let mut bullets = 0;
    for line in &lines {
        let started = if numbered {
            item_number(line)
        } else {
            bullet(line).map(|rest| {
                bullets += 1;
                (bullets, rest)
            })
        };
        let indent = line.len() - line.trim_start().len();
        // A line of the item: indented past it, or a bullet under a numbered item.
        let inside = item
            .as_ref()
            .is_some_and(|(_, _, at)| indent > *at || (numbered && bullet(line).is_some()));
        if let Some((number, rest)) = started {
            if let Some((n, text, _)) = item.take() {
                push(&mut steps, text, n, &mut more);
            }
            last = number;
            item = Some((number, rest, indent));
        } else if inside && !line.trim().is_empty() {
            if let Some((_, text, _)) = &mut item {
                text.push(' ');
                text.push_str(&strip_marker(line));
            }
        } else {
            if let Some((n, text, _)) = item.take() {
                push(&mut steps, text, n, &mut more);
            }
            for sentence in sentences(&strip_marker(line)) {
                push(&mut steps, sentence, last, &mut more);
            }
        }
        if more {
            return (steps, true);
        }
    }
    if let Some((n, text, _)) = item.take() {
        push(&mut steps, text, n, &mut more);
    }
    (steps, more)
}

/// A numbered item's number and text: `6. …`, `6) …`, `6: …`, `Step 6: …`, `## Step 6: …`,
/// `### 6. …`.
fn item_number(line: &str) -> Option<(usize, String)> {
    let line = line.trim().trim_start_matches('#').trim_start();
    let step = line.get(..5).is_some_and(|p| p.eq_ignore_ascii_case("step "));
    let rest = if step { line[5..].trim_start() } else { line };
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || digits > 4 {
        return None;
    }
    let number: usize = rest[..digits].parse().ok()?;
    let after = &rest[digits..];
    let tail = after
        .strip_prefix(". ")
        .or_else(|| after.strip_prefix(") "))
        .or_else(|| after.strip_prefix(": "))
        .or_else(|| {
            (step || after == "." || after == ":").then(|| after.trim_start_matches([':', '.', ')']))
        })?;
    Some((number, tail.trim().to_owned()))
}

/// A bulleted item's text: `- …`, `* …`, `• …`.
fn bullet(line: &str) -> Option<String> {
    let line = line.trim();
    line.strip_prefix("- ")
        .or_else(|| line.strip_prefix("* "))
        .or_else(|| line.strip_prefix("• "))
        .map(|rest| rest.trim().to_owned())
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
    let step = line.get(..5).is_some_and(|p| p.eq_ignore_ascii_case("step "));
    let rest = if step { &line[5..] } else { line };
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
    use super::{cut, AnswerStep};

    fn texts(steps: &[AnswerStep]) -> Vec<(usize, &str)> {
        steps.iter().map(|s| (s.number, s.text.as_str())).collect()
    }

    #[test]
    fn text_without_a_list_is_cut_into_lines_and_sentences() {
        let text = "The Brit lives in house 2. So the Dane is in house 1.\n\nClue 3: tea is red\ndone, e.g. nothing else.";
        let (steps, more) = cut(text, 100);
        assert!(!more);
        assert_eq!(
            texts(&steps),
            [
                (1, "The Brit lives in house 2."),
                (2, "So the Dane is in house 1."),
                (3, "Clue 3: tea is red"),
                (4, "done, e.g. nothing else.")
            ]
        );
    }

    #[test]
    fn numbered_items_keep_their_numbers() {
        let text = "Let me solve this step by step.\n\n1. The Brit is in house 2. So the Dane is in house 1.\n   - the cat is in house 3\n2) **Clue 3**: tea is red\n\nSo far so good.\n## Step 6: the end\nThe Swede is in house 5.";
        let (steps, more) = cut(text, 100);
        assert!(!more);
        assert_eq!(
            texts(&steps),
            [
                (0, "Let me solve this step by step."),
                (
                    1,
                    "The Brit is in house 2. So the Dane is in house 1. the cat is in house 3"
                ),
                (2, "Clue 3: tea is red"),
                (2, "So far so good."),
                (6, "the end"),
                (6, "The Swede is in house 5.")
            ]
        );
    }

    #[test]
    fn bullets_are_numbered_in_order() {
        let text = "First:\n- The Brit is in house 2.\n- The Dane is in house 1.\n  and keeps cats\nDone.";
        let (steps, _) = cut(text, 100);
        assert_eq!(
            texts(&steps),
            [
                (0, "First:"),
                (1, "The Brit is in house 2."),
                (2, "The Dane is in house 1. and keeps cats"),
                (2, "Done.")
            ]
        );
    }

    #[test]
    fn the_number_of_steps_is_bounded() {
        // "A." is an initial, not a sentence's end.
        let text = "A. ".repeat(10) + "The cat sleeps. ".repeat(10).as_str();
        let (steps, more) = cut(&text, 4);
        assert_eq!(steps.len(), 4);
        assert!(steps[0].text.starts_with("A. A. ") && steps[0].text.ends_with("The cat sleeps."));
        assert!(more);
        assert_eq!(cut(&text, 11), (cut(&text, 100).0, false));
        let list = "1. a\n2. b\n3. c\n4. d";
        assert_eq!(texts(&cut(list, 2).0), [(1, "a"), (2, "b")]);
        assert!(cut(list, 2).1);
        assert!(!cut(list, 4).1);
    }
}

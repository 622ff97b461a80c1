//! Rules 3 and 4, the end of a text: the final-answer part (after a "Final answer" line, or the
//! last block of answer lines), whether the text stops mid-sentence, and final words saying the
//! riddle has no solution ([`final_part`]).

use super::lines::{kind, Kind};
use super::reading::{Form, FoundAnswer};
use super::table::{house_answer, pipe_answer};
use crate::riddle::Riddle;

/// The most lines of prose after the final answer's block (a closing remark).
const MAX_LINES_AFTER: usize = 3;

/// What the end of a text holds: the final answer read from its last block of answer lines
/// (with its form and where the block begins), whether the text stops mid-sentence, and where
/// final words saying there is no solution begin.
#[derive(Default)]
pub(super) struct Tail {
    pub(super) answer: Option<(FoundAnswer, Form, usize)>,
    pub(super) cut_short: bool,
    pub(super) no_solution: Option<usize>,
}

/// Whether `line` announces the final answer ("Final Answer:", "## Solution", "The final
/// arrangement is:").
fn is_marker(line: &str) -> bool {
    let lower = line
        .trim()
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '#' | '*' | '_' | '>' | '-'))
        .to_lowercase();
    if lower.len() > 80 {
        return false;
    }
    let lower = lower.strip_prefix("the ").unwrap_or(&lower);
    [
        "final answer",
        "answer",
        "solution",
        "final solution",
        "final arrangement",
        "final grid",
        "final table",
    ]
    .iter()
    .any(|m| {
        lower.strip_prefix(m).is_some_and(|rest| {
            let rest = rest.trim_start_matches(['*', '_', ' ']);
            rest.is_empty() || rest.starts_with([':', '.', '-', '—']) || rest.starts_with("is")
        })
    })
}

/// Whether a line of prose ends a sentence (or a formula, a quote, a code block).
fn ends_a_sentence(line: &str) -> bool {
    line.trim_end().ends_with(|c: char| {
        matches!(
            c,
            '.' | '!'
                | '?'
                | ')'
                | ']'
                | '}'
                | '"'
                | '\''
                | '`'
                | '*'
                | ':'
                | '$'
                | '”'
                | '’'
                | '»'
                | '_'
                | '|'
                | '>'
        )
    })
}

/// Final words saying the riddle has no solution: one of the phrases below, or a line that is
/// only "no solution" (after a label such as "Answer:", without its marks: "**No solution.**").
fn says_no_solution(line: &str) -> bool {
    let lower = line.to_lowercase();
    if only_no_solution(line) {
        return true;
    }
    [
        "there is no solution",
        "there's no solution",
        "has no solution",
        "have no solution",
        "no solution exists",
        "no valid solution",
        "unsolvable",
        "not solvable",
        "contradict each other",
        "clues are contradictory",
        "clues are inconsistent",
    ]
    .iter()
    .any(|p| lower.contains(p))
}

/// Whether `line` is only "no solution", after a label and without its marks (`Answer: **No
/// solution**`): a whole answer, even without a final period.
fn only_no_solution(line: &str) -> bool {
    let lower = line.to_lowercase();
    let last = lower.rsplit(':').next().unwrap_or_default();
    last.trim_matches(|c: char| !c.is_alphanumeric()) == "no solution"
}

/// The final-answer part of `text`: the first block of answer lines after the last line that
/// announces the final answer, else the last block of answer lines with at most
/// [`MAX_LINES_AFTER`] lines of prose after it, the last of them ending a sentence (prose cut
/// short after lines makes them reasoning); read as a table, `|` rows or house lines.
pub(super) fn final_part(riddle: &Riddle, text: &str) -> Tail {
    let mut lines: Vec<(usize, usize, &str, Kind)> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        lines.push((offset, offset + line.len(), line, kind(riddle, line)));
        offset += line.len();
    }
    let mut tail = Tail::default();
    let Some(last) = lines.iter().rposition(|l| l.3 != Kind::Blank) else {
        return tail;
    };
    let answer_line = |k: Kind| matches!(k, Kind::Pipe | Kind::House | Kind::Named);
    let marker = lines.iter().rposition(|l| l.3 == Kind::Prose && is_marker(l.2));
    let last_line = lines[last];
    tail.cut_short =
        last_line.3 == Kind::Prose && !ends_a_sentence(last_line.2) && !only_no_solution(last_line.2);
    // The block: after the marker, else at the end.
    let block = marker
        .and_then(|m| {
            let start = (m + 1..lines.len()).find(|&i| answer_line(lines[i].3))?;
            Some((start, run_end(&lines, start)))
        })
        .or_else(|| {
            let mut k = last + 1;
            let mut prose = 0;
            while k > 0 && !answer_line(lines[k - 1].3) {
                prose += usize::from(lines[k - 1].3 == Kind::Prose);
                k -= 1;
            }
            // Lines followed by prose cut short are reasoning, not its end.
            if k == 0 || prose > MAX_LINES_AFTER || tail.cut_short {
                return None;
            }
            let mut start = k - 1;
            while start > 0 && (answer_line(lines[start - 1].3) || lines[start - 1].3 == Kind::Blank) {
                start -= 1;
            }
            Some((start, k))
        });
    if let Some((start, end)) = block {
        let block = &lines[start..end];
        let table = pipe_answer(riddle, block);
        let houses = house_answer(riddle, block);
        let from = block.iter().find(|l| l.3 != Kind::Blank).map_or(0, |l| l.0);
        let from = marker.map_or(from, |m| lines[m].0.min(from));
        tail.answer = match (table, houses) {
            (Some(t), Some(h)) if h.end > t.end => Some((h, Form::HouseLines, from)),
            (Some(t), _) => Some((t, Form::Table, from)),
            (None, Some(h)) => Some((h, Form::HouseLines, from)),
            (None, None) => None,
        };
    }
    // Final words: the last lines of prose, or those after the marker.
    let from = marker.unwrap_or(0);
    tail.no_solution = lines[from..=last]
        .iter()
        .rev()
        .filter(|l| l.3 == Kind::Prose)
        .take(MAX_LINES_AFTER)
        .find(|l| says_no_solution(l.2))
        .map(|l| l.0);
    tail
}

/// The end (exclusive) of the run of answer lines (blank lines within) that begins at `start`.
fn run_end(lines: &[(usize, usize, &str, Kind)], start: usize) -> usize {
    let mut end = start;
    let mut i = start;
    while i < lines.len() && lines[i].3 != Kind::Prose {
        if lines[i].3 != Kind::Blank {
            end = i + 1;
        }
        i += 1;
    }
    end
}

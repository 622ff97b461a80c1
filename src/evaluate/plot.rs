//! The report drawn as SVG text ([`plot_svg`]): a grid of sizes (across) by levels (down), each
//! cell shaded by its puzzle accuracy and labelled with it, its cell accuracy and its count, so
//! that it reads without a legend; a last row and column for all levels and all sizes.

use super::report::{report, EvaluationFigures, EvaluationReport, ItemOutcome};
use std::fmt::Write;

/// Escapes text for SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The shade of an accuracy: white (0) to a deep green (1).
fn shade(accuracy: f64) -> String {
    let a = accuracy.clamp(0.0, 1.0);
    let mix = |from: f64, to: f64| (from + (to - from) * a).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(247.0, 26.0),
        mix(247.0, 120.0),
        mix(247.0, 60.0)
    )
}

/// The SVG of the evaluation of `outcomes` (see the module's docs). `title` heads it.
///
/// ```
/// use gridriddle::evaluate::{plot::plot_svg, report::evaluate};
///
/// let records = r#"{"id": "g", "size": "2*1", "puzzle": "…", "solution": {"header": ["House", "Pet"], "rows": [["1", "cat"], ["2", "dog"]]}, "level": "easy"}"#;
/// let evaluation = evaluate(records, r#"{"id": "g", "output": "House 1: cat\nHouse 2: dog"}"#);
/// let svg = plot_svg(&evaluation.outcomes, "my model");
/// assert!(svg.starts_with("<svg"));
/// assert!(svg.contains(">100%<") && svg.contains(">easy<") && svg.contains(">2*1<"));
/// assert!(svg.contains("1 of 1 records answered"));
/// ```
pub fn plot_svg(outcomes: &[ItemOutcome], title: &str) -> String {
    let whole = report(outcomes);
    let sizes = sizes_of(outcomes, &whole);
    let levels: Vec<Option<String>> = whole.by_level.iter().map(|r| r.key.level.clone()).collect();
    let (cell_w, cell_h, left, top) = (90.0, 52.0, 96.0, 70.0);
    let columns = sizes.len() + 1;
    let rows = levels.len() + 1;
    let width = (left + cell_w * columns as f64 + 16.0).max(680.0);
    let height = top + cell_h * rows as f64 + 40.0;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"16\" y=\"22\" font-size=\"15\" font-weight=\"bold\">{}</text>\n\
         <text x=\"16\" y=\"40\" fill=\"#444\">Puzzle accuracy by size (houses*attributes) and level; \
         below it: cell accuracy and n, the puzzles</text>\n",
        escape(&format!("{title}: puzzles solved"))
    );
    let cell = |svg: &mut String, x: f64, y: f64, row: &EvaluationFigures, bold: bool| {
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let ink = if row.puzzle_accuracy > 0.6 {
            "white"
        } else {
            "black"
        };
        let _ = write!(
            svg,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{cell_w}\" height=\"{cell_h}\" fill=\"{}\" stroke=\"#999\"/>\n\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"16\" fill=\"{ink}\"{weight}>{:.0}%</text>\n\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"10\" fill=\"{ink}\">cell {:.0}%, n={}</text>\n",
            shade(row.puzzle_accuracy),
            x + cell_w / 2.0,
            y + 24.0,
            100.0 * row.puzzle_accuracy,
            x + cell_w / 2.0,
            y + 41.0,
            100.0 * row.cell_accuracy,
            row.puzzles
        );
    };
    let label = |svg: &mut String, x: f64, y: f64, anchor: &str, text: &str| {
        let _ = writeln!(
            svg,
            "<text x=\"{x}\" y=\"{y}\" text-anchor=\"{anchor}\" font-weight=\"bold\">{}</text>",
            escape(text)
        );
    };
    for (k, (name, _)) in sizes.iter().enumerate() {
        label(
            &mut svg,
            left + cell_w * (k as f64 + 0.5),
            top - 8.0,
            "middle",
            name,
        );
    }
    label(
        &mut svg,
        left + cell_w * (sizes.len() as f64 + 0.5),
        top - 8.0,
        "middle",
        "all sizes",
    );
    for (j, level) in levels.iter().chain(std::iter::once(&None)).enumerate() {
        let y = top + cell_h * j as f64;
        let last = j == levels.len();
        let name = if last {
            "all levels".to_owned()
        } else {
            level.clone().unwrap_or_else(|| "no level".to_owned())
        };
        label(&mut svg, left - 8.0, y + cell_h / 2.0 + 4.0, "end", &name);
        let in_level = |o: &&ItemOutcome| last || o.level == *level;
        for (k, (_, size)) in sizes.iter().enumerate() {
            let group: Vec<ItemOutcome> = outcomes
                .iter()
                .filter(in_level)
                .filter(|o| o.size == *size)
                .cloned()
                .collect();
            if group.is_empty() {
                continue;
            }
            cell(
                &mut svg,
                left + cell_w * k as f64,
                y,
                &report(&group).overall,
                false,
            );
        }
        let group: Vec<ItemOutcome> = outcomes.iter().filter(in_level).cloned().collect();
        if !group.is_empty() {
            cell(
                &mut svg,
                left + cell_w * sizes.len() as f64,
                y,
                &report(&group).overall,
                true,
            );
        }
    }
    // Missing answers apart from unread ones (coverage, not format), as the report counts them.
    let o = &whole.overall;
    let _ = writeln!(
        svg,
        "<text x=\"16\" y=\"{}\" fill=\"#444\">Darker is better; an empty square has no puzzle. \
         Unread and missing answers count as wrong: {} of {} records answered.</text>\n</svg>",
        top + cell_h * rows as f64 + 24.0,
        o.puzzles - o.missing,
        o.puzzles
    );
    svg
}

/// The sizes of the report's rows, each with its `(houses, attributes)` as the outcomes have it.
fn sizes_of(outcomes: &[ItemOutcome], whole: &EvaluationReport) -> Vec<(String, (usize, usize))> {
    whole
        .by_size
        .iter()
        .map(|r| {
            let size = outcomes
                .iter()
                .find(|o| format!("{}*{}", o.size.0, o.size.1) == r.key.size)
                .map_or((0, 0), |o| o.size);
            (r.key.size.clone(), size)
        })
        .collect()
}

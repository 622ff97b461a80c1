//! Solve time per riddle, by riddle size: `cargo run --release --example size_report [-- --runs N] [--svg docs/solve-time.svg]`.
//!
//! Every riddle of the two corpora beside the repository (`../shared/corpus/zebralogic/all/`, 1000
//! riddles, and `../shared/corpus/scaling/`, 21 riddles) is parsed once, checked once against its
//! `.expected.json`, and solved `N` times (default 21) with steps off; the median wall time of
//! `solve_riddle` is kept for each riddle, with its search nodes. The report is markdown on
//! standard output: ZebraLogic by size, the scaling set riddle by riddle, and the solve time of each
//! whole set (the sum of its per-riddle medians). With `--svg PATH` it also writes a self-contained
//! SVG plot of solve time (log scale) against size in cells, one dot per riddle.
//!
//! The headline figures come from criterion (`cargo bench --bench solve`); this is the per-riddle
//! breakdown those benchmarks cannot give. Nothing is pinned to a core, and the machine may be
//! shared, so single figures can be noisy: the medians are what to read.

#[path = "../tests/common/files.rs"]
mod files;

use gridriddle::{solve_riddle, Riddle, SolveOptions};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::time::{Duration, Instant};

/// The options every timed solve uses: steps off, no node budget.
const OPTIONS: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
};

/// Runs per riddle when `--runs` is not given.
const DEFAULT_RUNS: usize = 21;

/// A solution set as text: one matrix of cell names per solution.
type SolutionSet = BTreeSet<Vec<Vec<String>>>;

/// What the command line asked for.
struct Args {
    /// Timed solves per riddle.
    runs: usize,
    /// Where to write the SVG plot, if anywhere.
    svg: Option<PathBuf>,
}

/// Which corpus a riddle comes from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Set {
    /// `zebralogic/all`: ids `lgp-test-<houses>x<attributes>-<k>`.
    ZebraLogic,
    /// `scaling`: ids `<rows>x<columns>-s<seed>`.
    Scaling,
}

/// One riddle, measured.
struct Measured {
    /// The file stem, e.g. `lgp-test-3x4-17` or `12x12-s2`.
    id: String,
    /// The size the id names: (houses, attributes) for ZebraLogic, (rows, columns) for scaling.
    size: (usize, usize),
    /// The `<k>` of a ZebraLogic id, the seed of a scaling id.
    index: usize,
    /// Rows × columns of the riddle matrix (House/Position column included).
    cells: usize,
    /// Median wall time of `solve_riddle` over the runs.
    median: Duration,
    /// Search nodes of one solve (the search is deterministic).
    nodes: u64,
}

/// Prints `message` to standard error and exits with status 1.
fn fail(message: impl std::fmt::Display) -> ! {
    eprintln!("size_report: {message}");
    exit(1)
}

/// Reads `--runs N` and `--svg PATH`; prints usage and exits on anything else.
fn parse_args() -> Args {
    let usage = "usage: cargo run --release --example size_report [-- --runs N] [--svg PATH]";
    let mut args = Args {
        runs: DEFAULT_RUNS,
        svg: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--runs" => {
                let value = it
                    .next()
                    .unwrap_or_else(|| fail(format!("--runs needs a number\n{usage}")));
                args.runs = match value.parse() {
                    Ok(n) if n > 0 => n,
                    _ => fail(format!(
                        "--runs: {value:?} is not a positive whole number\n{usage}"
                    )),
                };
            }
            "--svg" => {
                let value = it
                    .next()
                    .unwrap_or_else(|| fail(format!("--svg needs a path\n{usage}")));
                args.svg = Some(PathBuf::from(value));
            }
            "-h" | "--help" => {
                println!("{usage}");
                exit(0);
            }
            other => fail(format!("unknown argument {other:?}\n{usage}")),
        }
    }
    args
}

/// The corpus folder `name` under `../shared/corpus`, or exit with a message if it is absent.
fn corpus_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name);
    if !dir.is_dir() {
        fail(format!(
            "the corpus folder {} is not there; this report needs ../shared/corpus beside the repository",
            dir.display()
        ));
    }
    dir
}

/// The riddle files of `dir` (`*.json` but not `*.expected.json`), sorted.
fn riddle_files(dir: &Path) -> Vec<PathBuf> {
    files::riddle_files(dir).unwrap_or_else(|e| fail(format!("{}: {e}", dir.display())))
}

/// Parses `<a>x<b>` into two numbers.
fn parse_size(text: &str) -> Option<(usize, usize)> {
    let (a, b) = text.split_once('x')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// What a riddle id names: its size as the corpus writes it, its index (`<k>` or seed), and the
/// shape (rows, columns) of the riddle matrix that size implies.
struct IdParts {
    /// (houses, attributes) for ZebraLogic, (rows, columns) for scaling.
    size: (usize, usize),
    /// The `<k>` of a ZebraLogic id, the seed of a scaling id.
    index: usize,
    /// Rows and columns of the riddle matrix, House/Position column included.
    shape: (usize, usize),
}

/// Reads a riddle id of `set`; `None` when it is not one.
fn parse_id(set: Set, id: &str) -> Option<IdParts> {
    match set {
        Set::ZebraLogic => {
            let (size, k) = id.strip_prefix("lgp-test-")?.rsplit_once('-')?;
            let (houses, attributes) = parse_size(size)?;
            Some(IdParts {
                size: (houses, attributes),
                index: k.parse().ok()?,
                shape: (houses, attributes + 1),
            })
        }
        Set::Scaling => {
            let (size, seed) = id.split_once("-s")?;
            let (rows, columns) = parse_size(size)?;
            Some(IdParts {
                size: (rows, columns),
                index: seed.parse().ok()?,
                shape: (rows, columns),
            })
        }
    }
}

/// The solution set of an `.expected.json` file (`{"solutions": [matrix, ...]}`).
fn expected_solutions(path: &Path) -> SolutionSet {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
    #[derive(serde::Deserialize)]
    struct Expected {
        solutions: Vec<Vec<Vec<String>>>,
    }
    let expected: Expected =
        serde_json::from_str(&text).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
    expected.solutions.into_iter().collect()
}

/// The median of `times` (the mean of the two middle ones for an even count); sorts `times`.
fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    let n = times.len();
    if n % 2 == 1 {
        times[n / 2]
    } else {
        (times[n / 2 - 1] + times[n / 2]) / 2
    }
}

/// The median of `values` (the mean of the two middle ones for an even count); sorts `values`.
fn median_u64(values: &mut [u64]) -> f64 {
    values.sort_unstable();
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2] as f64
    } else {
        (values[n / 2 - 1] + values[n / 2]) as f64 / 2.0
    }
}

/// Parses, checks and times every riddle of the corpus folder `name`.
///
/// # Panics
///
/// When a riddle's solutions are not exactly those of its `.expected.json`, or the search is not
/// complete: a speed report on wrong answers is worthless.
fn measure(set: Set, name: &str, runs: usize) -> Vec<Measured> {
    let files = riddle_files(&corpus_dir(name));
    if files.is_empty() {
        fail(format!("no riddles in {}", corpus_dir(name).display()));
    }
    let mut measured = Vec::with_capacity(files.len());
    for (i, path) in files.iter().enumerate() {
        let id = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let IdParts { size, index, shape } = parse_id(set, &id).unwrap_or_else(|| {
            fail(format!(
                "{}: the file name is not a riddle id of {name}",
                path.display()
            ))
        });
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        let riddle = Riddle::from_json(&text).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        if (riddle.rows(), riddle.columns()) != shape {
            fail(format!(
                "{id}: the riddle is {}×{}, the id says {}×{}",
                riddle.rows(),
                riddle.columns(),
                shape.0,
                shape.1
            ));
        }
        let expected = expected_solutions(&path.with_extension("expected.json"));

        let mut times = Vec::with_capacity(runs);
        let mut nodes = None;
        for _ in 0..runs {
            let start = Instant::now();
            let solved = solve_riddle(black_box(&riddle), &OPTIONS);
            times.push(start.elapsed());
            if nodes.is_none() {
                assert!(
                    solved.complete,
                    "{id}: the search is not complete ({:?})",
                    solved.stopped
                );
                let found: SolutionSet = solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect();
                assert!(
                    found.len() == solved.solutions.len() && found == expected,
                    "{id}: the solutions found are not those of {id}.expected.json \
                     ({} found, {} expected)",
                    solved.solutions.len(),
                    expected.len()
                );
                nodes = Some(solved.stats.nodes);
            }
            black_box(solved);
        }
        measured.push(Measured {
            id,
            size,
            index,
            cells: riddle.rows() * riddle.columns(),
            median: median(&mut times),
            nodes: nodes.unwrap_or_default(),
        });
        if (i + 1) % 100 == 0 || i + 1 == files.len() {
            eprintln!("{name}: {}/{} riddles", i + 1, files.len());
        }
    }
    measured
}

/// Rounds `x` to 3 significant figures.
fn round3(x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    let scale = 10f64.powi(2 - x.log10().floor() as i32);
    (x * scale).round() / scale
}

/// `x` (already rounded to 3 significant figures) with the decimals that show 3 of them.
fn three_figures(x: f64) -> String {
    let digits = if x > 0.0 { x.log10().floor() as i32 + 1 } else { 1 };
    let decimals = (3 - digits).max(0) as usize;
    format!("{x:.decimals$}")
}

/// A duration with 3 significant figures: µs below 1 ms, ms below 1 s, s from there.
fn format_time(d: Duration) -> String {
    let ns = round3(d.as_secs_f64() * 1e9);
    if ns < 1e6 {
        format!("{} µs", three_figures(ns / 1e3))
    } else if ns < 1e9 {
        format!("{} ms", three_figures(ns / 1e6))
    } else {
        format!("{} s", three_figures(ns / 1e9))
    }
}

/// A node count: whole numbers as they are, a median between two counts with its `.5`.
fn format_nodes(n: f64) -> String {
    if n.fract() == 0.0 {
        format!("{n:.0}")
    } else {
        format!("{n:.1}")
    }
}

/// The sum of the per-riddle medians.
fn total(riddles: &[Measured]) -> Duration {
    riddles.iter().map(|m| m.median).sum()
}

/// The markdown report.
fn report(zebralogic: &[Measured], scaling: &[Measured], runs: usize) -> String {
    let mut out = String::new();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let _ = writeln!(out, "## Solve time by riddle size\n");
    let _ = writeln!(
        out,
        "`cargo run --release --example size_report -- --runs {runs}`: each riddle parsed once, its \
         solutions checked against its `.expected.json`, then solved {runs} times with steps off \
         (`max_solutions: 1000`, no node budget); a riddle's time is the median of its {runs} \
         wall times of `solve_riddle`. Nodes are search nodes. Measured on {cpus} logical CPUs, \
         nothing pinned to a core; the machine may be shared, so single figures can be noisy.\n"
    );

    let _ = writeln!(
        out,
        "### ZebraLogic ({} riddles, `zebralogic/all`)\n",
        zebralogic.len()
    );
    let _ = writeln!(
        out,
        "| size (houses×attributes) | riddles | median solve time | max solve time | median nodes | max nodes |"
    );
    let _ = writeln!(out, "| --- | ---: | ---: | ---: | ---: | ---: |");
    let mut sizes: Vec<(usize, usize)> = zebralogic.iter().map(|m| m.size).collect();
    sizes.sort_unstable();
    sizes.dedup();
    let mut row = |label: String, group: Vec<&Measured>| {
        let mut times: Vec<Duration> = group.iter().map(|m| m.median).collect();
        let mut nodes: Vec<u64> = group.iter().map(|m| m.nodes).collect();
        let max_time = times.iter().copied().max().unwrap_or_default();
        let max_nodes = nodes.iter().copied().max().unwrap_or_default();
        let _ = writeln!(
            out,
            "| {label} | {} | {} | {} | {} | {} |",
            group.len(),
            format_time(median(&mut times)),
            format_time(max_time),
            format_nodes(median_u64(&mut nodes)),
            max_nodes
        );
    };
    for &(h, a) in &sizes {
        row(
            format!("{h}×{a}"),
            zebralogic.iter().filter(|m| m.size == (h, a)).collect(),
        );
    }
    row("**all**".to_string(), zebralogic.iter().collect());
    let _ = writeln!(
        out,
        "\n**Solve time for the whole set** (sum of the {} per-riddle medians): **{}**.\n",
        zebralogic.len(),
        format_time(total(zebralogic))
    );

    let _ = writeln!(out, "### Scaling set ({} riddles, `scaling`)\n", scaling.len());
    let _ = writeln!(out, "| size (rows×columns) | seed | median solve time | nodes |");
    let _ = writeln!(out, "| --- | ---: | ---: | ---: |");
    for m in scaling {
        let _ = writeln!(
            out,
            "| {}×{} | {} | {} | {} |",
            m.size.0,
            m.size.1,
            m.index,
            format_time(m.median),
            m.nodes
        );
    }
    let _ = writeln!(
        out,
        "\n**Solve time for the whole set** (sum of the {} per-riddle medians): **{}**.",
        scaling.len(),
        format_time(total(scaling))
    );
    out
}

/// A label for a power of ten of seconds: `1 µs`, `10 ms`, `1 s`…
fn decade_label(exponent: i32) -> String {
    let (value, unit) = match exponent {
        e if e < -6 => (10f64.powi(e + 9), "ns"),
        e if e < -3 => (10f64.powi(e + 6), "µs"),
        e if e < 0 => (10f64.powi(e + 3), "ms"),
        e => (10f64.powi(e), "s"),
    };
    format!("{value:.0} {unit}")
}

/// Escapes `&`, `<` and `>` for SVG text.
fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A self-contained 800×500 SVG: solve time (log scale) against size in cells, one dot per riddle.
fn svg(zebralogic: &[Measured], scaling: &[Measured], runs: usize) -> String {
    const WIDTH: f64 = 800.0;
    const HEIGHT: f64 = 500.0;
    const LEFT: f64 = 75.0;
    const RIGHT: f64 = 25.0;
    const TOP: f64 = 62.0;
    const BOTTOM: f64 = 58.0;
    const ZEBRA_COLOUR: &str = "#1f77b4";
    const SCALING_COLOUR: &str = "#d62728";

    let all = || zebralogic.iter().chain(scaling);
    // The y axis spans whole decades around the fastest and slowest medians.
    let secs = |m: &Measured| m.median.as_secs_f64().max(1e-9);
    let min = all().map(secs).fold(f64::INFINITY, f64::min);
    let max = all().map(secs).fold(0.0, f64::max);
    let (lo, hi) = if min.is_finite() {
        let lo = min.log10().floor() as i32;
        (lo, (max.log10().ceil() as i32).max(lo + 1))
    } else {
        (-6, 0)
    };
    // The x axis starts at 0 and ends on a multiple of the tick step above the largest riddle.
    let max_cells = all().map(|m| m.cells).max().unwrap_or(1);
    let step = [5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|s| max_cells.div_ceil(*s) <= 10)
        .unwrap_or(1000);
    let x_max = (max_cells.div_ceil(step) * step) as f64;

    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let x = |cells: f64| LEFT + cells / x_max * plot_w;
    let y = |secs: f64| TOP + plot_h - (secs.log10() - lo as f64) / (hi - lo) as f64 * plot_h;

    let mut s = String::new();
    let _ = writeln!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="Helvetica, Arial, sans-serif" font-size="12">"##
    );
    let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="white"/>"##);
    let _ = writeln!(
        s,
        r##"<text x="{}" y="24" text-anchor="middle" font-size="17" font-weight="bold">gridriddle: solve time by riddle size</text>"##,
        WIDTH / 2.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{}" y="43" text-anchor="middle" fill="#555">one dot per riddle: median of {runs} solves, steps off; dots spread ±4 px sideways to show overlap</text>"##,
        WIDTH / 2.0
    );

    // Grid lines and ticks: decades (labelled) and 2…9 within each decade (faint) on y.
    let _ = writeln!(s, r##"<g stroke="#e4e4e4" stroke-width="1">"##);
    for e in lo..hi {
        for k in 2..10 {
            let yy = y(k as f64 * 10f64.powi(e));
            let _ = writeln!(
                s,
                r##"<line x1="{LEFT}" y1="{yy:.1}" x2="{:.1}" y2="{yy:.1}" stroke="#f2f2f2"/>"##,
                LEFT + plot_w
            );
        }
    }
    for e in lo..=hi {
        let yy = y(10f64.powi(e));
        let _ = writeln!(
            s,
            r##"<line x1="{LEFT}" y1="{yy:.1}" x2="{:.1}" y2="{yy:.1}"/>"##,
            LEFT + plot_w
        );
    }
    let mut cells = 0;
    while cells as f64 <= x_max {
        let xx = x(cells as f64);
        let _ = writeln!(
            s,
            r##"<line x1="{xx:.1}" y1="{TOP}" x2="{xx:.1}" y2="{:.1}"/>"##,
            TOP + plot_h
        );
        cells += step;
    }
    let _ = writeln!(s, "</g>");

    let _ = writeln!(s, r##"<g text-anchor="end" fill="#333">"##);
    for e in lo..=hi {
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{:.1}">{}</text>"##,
            LEFT - 8.0,
            y(10f64.powi(e)) + 4.0,
            decade_label(e)
        );
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(s, r##"<g text-anchor="middle" fill="#333">"##);
    let mut cells = 0;
    while cells as f64 <= x_max {
        let _ = writeln!(
            s,
            r##"<text x="{:.1}" y="{:.1}">{cells}</text>"##,
            x(cells as f64),
            TOP + plot_h + 18.0
        );
        cells += step;
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(
        s,
        r##"<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#333"/>"##
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="13">riddle size in cells (rows × columns, House column included)</text>"##,
        LEFT + plot_w / 2.0,
        HEIGHT - 14.0
    );
    let _ = writeln!(
        s,
        r##"<text transform="translate(18 {:.1}) rotate(-90)" text-anchor="middle" font-size="13">solve time (log scale)</text>"##,
        TOP + plot_h / 2.0
    );

    // The dots: a small deterministic sideways spread, so that riddles of one size do not hide
    // each other; ZebraLogic first, the few scaling riddles on top.
    let spread = |i: usize| ((i * 37) % 9) as f64 - 4.0;
    let _ = writeln!(s, r##"<g fill="{ZEBRA_COLOUR}" fill-opacity="0.45">"##);
    for (i, m) in zebralogic.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<circle cx="{:.1}" cy="{:.1}" r="2.6"/>"##,
            x(m.cells as f64) + spread(i),
            y(secs(m))
        );
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(
        s,
        r##"<g fill="{SCALING_COLOUR}" fill-opacity="0.8" stroke="white" stroke-width="0.8">"##
    );
    for (i, m) in scaling.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<circle cx="{:.1}" cy="{:.1}" r="4.5"><title>{}: {}</title></circle>"##,
            x(m.cells as f64) + spread(i),
            y(secs(m)),
            xml_escape(&m.id),
            format_time(m.median)
        );
    }
    let _ = writeln!(s, "</g>");
    // Each scaling size named beside its slowest riddle: on the right, or on the left when the
    // next size is close; with a white halo so that it reads over the ZebraLogic dots.
    let _ = writeln!(
        s,
        r##"<g font-size="11" fill="#8c1c1c" stroke="white" stroke-width="3" paint-order="stroke">"##
    );
    let mut sizes: Vec<(usize, usize, usize)> =
        scaling.iter().map(|m| (m.size.0, m.size.1, m.cells)).collect();
    sizes.dedup();
    for (i, &(rows, columns, cells)) in sizes.iter().enumerate() {
        let group = scaling.iter().filter(|m| m.size == (rows, columns));
        let Some(top) = group.max_by_key(|m| m.median) else {
            continue;
        };
        let crowded = sizes.get(i + 1).is_some_and(|next| next.2.abs_diff(cells) < 10);
        let (dx, anchor) = if crowded { (-9.0, "end") } else { (9.0, "start") };
        let _ = writeln!(
            s,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="{anchor}">{rows}×{columns}</text>"##,
            x(cells as f64) + dx,
            y(secs(top)) + 4.0
        );
    }
    let _ = writeln!(s, "</g>");

    // The legend, top left inside the plot.
    let (lx, ly) = (LEFT + 14.0, TOP + 14.0);
    let _ = writeln!(
        s,
        r##"<rect x="{lx}" y="{ly}" width="285" height="48" fill="white" fill-opacity="0.9" stroke="#bbb"/>"##
    );
    let _ = writeln!(
        s,
        r##"<circle cx="{}" cy="{}" r="4" fill="{ZEBRA_COLOUR}"/><text x="{}" y="{}">ZebraLogic ({} riddles, 2×2 … 6×6)</text>"##,
        lx + 14.0,
        ly + 15.0,
        lx + 26.0,
        ly + 19.0,
        zebralogic.len()
    );
    let _ = writeln!(
        s,
        r##"<circle cx="{}" cy="{}" r="4.5" fill="{SCALING_COLOUR}"/><text x="{}" y="{}">scaling set ({} riddles, 5×6 … 20×6)</text>"##,
        lx + 14.0,
        ly + 34.0,
        lx + 26.0,
        ly + 38.0,
        scaling.len()
    );
    let _ = writeln!(s, "</svg>");
    s
}

fn main() {
    let args = parse_args();
    // Both folders are looked up before any timing, so that a missing corpus fails at once.
    corpus_dir("zebralogic/all");
    corpus_dir("scaling");

    let zebralogic = measure(Set::ZebraLogic, "zebralogic/all", args.runs);
    let mut scaling = measure(Set::Scaling, "scaling", args.runs);
    scaling.sort_by_key(|m| (m.size, m.index));

    print!("{}", report(&zebralogic, &scaling, args.runs));

    if let Some(path) = &args.svg {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| fail(format!("{}: {e}", dir.display())));
        }
        std::fs::write(path, svg(&zebralogic, &scaling, args.runs))
            .unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        eprintln!("wrote {}", path.display());
    }
}

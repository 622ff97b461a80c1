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

#[path = "common/corpus.rs"]
mod corpus;
#[path = "../tests/common/files.rs"]
mod files;

use clap::Parser;
use gridriddle::{solve_riddle, Riddle, SolveOptions};
use plotters::prelude::*;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The options every timed solve uses: steps off, no node budget.
const OPTIONS: SolveOptions = SolveOptions {
    max_solutions: 1000,
    max_nodes: None,
    steps: false,
    max_memory: Some(1 << 30),
    threads: 1,
};

/// A solution set as text: one matrix of cell names per solution.
type SolutionSet = BTreeSet<Vec<Vec<String>>>;

/// Solve time per riddle, by riddle size, over the two corpora beside the repository.
#[derive(Parser)]
struct Args {
    /// Timed solves per riddle (the median is kept).
    #[arg(long, default_value_t = 21, value_parser = clap::value_parser!(u32).range(1..))]
    runs: u32,
    /// Also write an SVG plot of solve time against size to this path.
    #[arg(long, value_name = "PATH")]
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

use corpus::fail;

/// The corpus folder `name` under `../shared/corpus`, or exit (status 2) with one line saying
/// where the corpus comes from if it is absent.
fn corpus_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name);
    corpus::require_folder(&dir);
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

/// A time in seconds as a label of the log axis: `1 µs`, `10 ms`, `1 s`…
fn time_label(secs: f64) -> String {
    let (value, unit) = match secs {
        s if s < 1e-6 => (s * 1e9, "ns"),
        s if s < 1e-3 => (s * 1e6, "µs"),
        s if s < 1.0 => (s * 1e3, "ms"),
        s => (s, "s"),
    };
    format!("{value:.0} {unit}")
}

/// An 800×500 SVG drawn by plotters: solve time (log scale) against size in cells, one dot per
/// riddle, the ZebraLogic riddles faint and the scaling riddles on top.
fn svg(zebralogic: &[Measured], scaling: &[Measured], runs: usize) -> Result<String, String> {
    let all = || zebralogic.iter().chain(scaling);
    let secs = |m: &Measured| m.median.as_secs_f64().max(1e-9);
    // Whole decades around the fastest and slowest medians; the x axis from 0 past the largest.
    let min = all().map(secs).fold(1e-6, f64::min);
    let max = all().map(secs).fold(1e-3, f64::max);
    let (lo, hi) = (10f64.powf(min.log10().floor()), 10f64.powf(max.log10().ceil()));
    let x_max = all().map(|m| m.cells).max().unwrap_or(1) as f64 * 1.12;
    // A small deterministic sideways spread, so that riddles of one size do not hide each other.
    let spread = |i: usize| ((i * 37) % 9) as f64 / 8.0 - 0.5;
    let zebra = RGBColor(0x1f, 0x77, 0xb4);
    let red = RGBColor(0xd6, 0x27, 0x28);

    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (800, 500)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("gridriddle: solve time by riddle size (median of {runs} solves, steps off)"),
                ("sans-serif", 17),
            )
            .margin(15)
            .x_label_area_size(40)
            .y_label_area_size(65)
            .build_cartesian_2d(0f64..x_max, (lo..hi).log_scale())
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .x_desc("riddle size in cells (rows × columns, House column included)")
            .y_desc("solve time (log scale)")
            .y_label_formatter(&|s| time_label(*s))
            .x_label_formatter(&|c| format!("{c:.0}"))
            .draw()
            .map_err(|e| e.to_string())?;
        let dots = |set: &[Measured], size: u32, style: ShapeStyle| {
            let points: Vec<_> = set
                .iter()
                .enumerate()
                .map(|(i, m)| Circle::new((m.cells as f64 + spread(i) * 8.0, secs(m)), size, style))
                .collect();
            points
        };
        chart
            .draw_series(dots(zebralogic, 3, zebra.mix(0.45).filled()))
            .map_err(|e| e.to_string())?
            .label(format!("ZebraLogic ({} riddles, 2×2 … 6×6)", zebralogic.len()))
            .legend(move |(x, y)| Circle::new((x, y), 4, zebra.filled()));
        chart
            .draw_series(dots(scaling, 5, red.mix(0.8).filled()))
            .map_err(|e| e.to_string())?
            .label(format!("scaling set ({} riddles, 5×6 … 20×6)", scaling.len()))
            .legend(move |(x, y)| Circle::new((x, y), 5, red.filled()));
        // Each scaling size named beside its slowest riddle.
        let mut sizes: Vec<(usize, usize)> = scaling.iter().map(|m| m.size).collect();
        sizes.dedup();
        let labels = sizes.iter().filter_map(|&size| {
            let top = scaling
                .iter()
                .filter(|m| m.size == size)
                .max_by_key(|m| m.median)?;
            let text = format!("{}×{}", size.0, size.1);
            Some(Text::new(
                text,
                (top.cells as f64 + 6.0, secs(top)),
                ("sans-serif", 11).into_font().color(&red),
            ))
        });
        chart.draw_series(labels).map_err(|e| e.to_string())?;
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.3))
            .draw()
            .map_err(|e| e.to_string())?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}

fn main() {
    let args = Args::parse();
    let runs = args.runs as usize;
    // Both folders are looked up before any timing, so that a missing corpus fails at once.
    corpus_dir("zebralogic/all");
    corpus_dir("scaling");

    let zebralogic = measure(Set::ZebraLogic, "zebralogic/all", runs);
    let mut scaling = measure(Set::Scaling, "scaling", runs);
    scaling.sort_by_key(|m| (m.size, m.index));

    print!("{}", report(&zebralogic, &scaling, runs));

    if let Some(path) = &args.svg {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| fail(format!("{}: {e}", dir.display())));
        }
        let plot = svg(&zebralogic, &scaling, runs).unwrap_or_else(|e| fail(format!("plot: {e}")));
        std::fs::write(path, plot).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        eprintln!("wrote {}", path.display());
    }
}

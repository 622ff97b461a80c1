//! Riddles for training models (issue 51): the clue kinds `if-then` and `exactly-one`, and
//! riddles with no solution. The counts are made by two searches written in this file from the
//! definition of riddle-format.md (an option is a block of rows that fits the solution at some
//! offset; a hint holds when one of its options fits), not by the library's solver: a plain one
//! (cell by cell, each hint checked as it can still hold) and one that narrows candidates (for
//! the larger sizes), checked against each other; and, beside them, by the library's solver on
//! the riddle compiled from its ZBC. That a riddle has a second solution (no hint to spare) is
//! checked here on a certificate: the second solution the library's solver finds, checked
//! against every hint by this file.

use gridriddle::clues::compile_zbc;
use gridriddle::generate::{generate, GenerateOptions, HintKind};
use gridriddle::{solve_riddle, Riddle, RiddleFile, SolveOptions};

/// A riddle as this file reads it: values as indices, hints as options of rows of cells.
struct Plain {
    rows: usize,
    /// Values of each column (column 0: the house numbers of the start matrix).
    values: Vec<Vec<String>>,
    /// hint → option → row → cell (`None`: blank).
    hints: Vec<Vec<Vec<Vec<Option<usize>>>>>,
    /// The hints that name column `c`.
    by_column: Vec<Vec<usize>>,
}

/// A solution: the value index of each cell.
type Grid = Vec<Vec<usize>>;

impl Plain {
    fn new(file: &RiddleFile) -> Plain {
        let rows = file.start_matrix.len();
        let n = file.header.len();
        let domains = file.domains.clone().unwrap_or_default();
        let values: Vec<Vec<String>> = (0..n)
            .map(|c| match domains.get(&file.header[c]) {
                Some(values) if c > 0 => values.clone(),
                _ => file.start_matrix.iter().map(|row| row[c].clone()).collect(),
            })
            .collect();
        for c in 1..n {
            assert!(
                file.start_matrix.iter().all(|row| row[c].is_empty()),
                "column {c} given"
            );
        }
        let cell = |c: usize, name: &String| {
            (!name.is_empty()).then(|| values[c].iter().position(|v| v == name).expect("a known value"))
        };
        let hints: Vec<Vec<Vec<Vec<Option<usize>>>>> = (file.hints.iter())
            .map(|hint| {
                (hint.iter())
                    .map(|option| {
                        (option.iter())
                            .map(|row| row.iter().enumerate().map(|(c, name)| cell(c, name)).collect())
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let by_column = (0..n)
            .map(|c| {
                (0..hints.len())
                    .filter(|&h| {
                        hints[h]
                            .iter()
                            .any(|o: &Vec<Vec<Option<usize>>>| o.iter().any(|row| row[c].is_some()))
                    })
                    .collect()
            })
            .collect();
        Plain {
            rows,
            values,
            hints,
            by_column,
        }
    }

    /// Whether hint `h` can still hold: an option at an offset whose every cell is the grid's,
    /// or a blank cell of the grid whose value is in no other row.
    fn may_hold(&self, h: usize, grid: &[Vec<Option<usize>>], used: &[Vec<bool>]) -> bool {
        self.hints[h].iter().any(|option| {
            (0..=self.rows.saturating_sub(option.len()))
                .filter(|_| option.len() <= self.rows)
                .any(|offset| {
                    option.iter().enumerate().all(|(i, row)| {
                        row.iter()
                            .enumerate()
                            .all(|(c, cell)| match (*cell, grid[offset + i][c]) {
                                (None, _) => true,
                                (Some(v), Some(g)) => v == g,
                                (Some(v), None) => !used[c][v],
                            })
                    })
                })
        })
    }

    /// Up to `limit` solutions, searched cell by cell (column by column), each hint that names
    /// the column checked after each value; panics past `max_nodes` nodes.
    fn solutions(&self, limit: usize, max_nodes: u64) -> Vec<Grid> {
        let n = self.values.len();
        let mut grid: Vec<Vec<Option<usize>>> = (0..self.rows)
            .map(|r| {
                let mut row = vec![None; n];
                row[0] = Some(r);
                row
            })
            .collect();
        let mut used: Vec<Vec<bool>> = self.values.iter().map(|v| vec![false; v.len()]).collect();
        used[0].iter_mut().for_each(|u| *u = true);
        let mut out = Vec::new();
        let mut nodes = 0;
        if (0..self.hints.len()).all(|h| self.may_hold(h, &grid, &used)) {
            self.search(0, &mut grid, &mut used, &mut out, limit, &mut nodes, max_nodes);
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        at: usize,
        grid: &mut Vec<Vec<Option<usize>>>,
        used: &mut Vec<Vec<bool>>,
        out: &mut Vec<Grid>,
        limit: usize,
        nodes: &mut u64,
        max_nodes: u64,
    ) {
        let n = self.values.len();
        if at == self.rows * (n - 1) {
            out.push(
                grid.iter()
                    .map(|row| row.iter().map(|v| v.unwrap()).collect())
                    .collect(),
            );
            return;
        }
        let (c, r) = (1 + at / self.rows, at % self.rows);
        for v in 0..self.values[c].len() {
            if out.len() >= limit {
                return;
            }
            if used[c][v] {
                continue;
            }
            *nodes += 1;
            assert!(*nodes <= max_nodes, "the plain search passed {max_nodes} nodes");
            grid[r][c] = Some(v);
            used[c][v] = true;
            if self.by_column[c].iter().all(|&h| self.may_hold(h, grid, used)) {
                self.search(at + 1, grid, used, out, limit, nodes, max_nodes);
            }
            grid[r][c] = None;
            used[c][v] = false;
        }
    }

    /// Which hints hold in the complete `grid`: those with an option that fits at some offset.
    fn holding(&self, grid: &Grid) -> Vec<bool> {
        let cells: Vec<Vec<Option<usize>>> = grid
            .iter()
            .map(|row| row.iter().map(|&v| Some(v)).collect())
            .collect();
        let used: Vec<Vec<bool>> = self.values.iter().map(|v| vec![true; v.len()]).collect();
        (0..self.hints.len())
            .map(|h| self.may_hold(h, &cells, &used))
            .collect()
    }

    /// Whether `grid` is a filling of the riddle matrix: the house numbers in their rows, each
    /// column's values known and each in one row at most.
    fn is_filling(&self, grid: &Grid) -> bool {
        grid.len() == self.rows
            && (grid.iter().enumerate()).all(|(r, row)| row.len() == self.values.len() && row[0] == r)
            && (1..self.values.len()).all(|c| {
                let mut seen = vec![false; self.values[c].len()];
                grid.iter()
                    .all(|row| row[c] < seen.len() && !std::mem::replace(&mut seen[row[c]], true))
            })
    }

    /// Names as a grid of value indices (`usize::MAX` for a name the column does not have).
    fn grid(&self, names: &[Vec<String>]) -> Grid {
        (names.iter())
            .map(|row| {
                (row.iter().enumerate())
                    .map(|(c, name)| {
                        self.values[c]
                            .iter()
                            .position(|v| v == name)
                            .unwrap_or(usize::MAX)
                    })
                    .collect()
            })
            .collect()
    }

    /// A solution as names.
    fn names(&self, grid: &Grid) -> Vec<Vec<String>> {
        (grid.iter())
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(c, &v)| self.values[c][v].clone())
                    .collect()
            })
            .collect()
    }
}

/// The same riddle for a search that narrows: each hint's placements (an option at an offset, as
/// the cells it needs), and each cell's candidate values as bits.
struct Narrowing<'a> {
    plain: &'a Plain,
    /// hint → placement → (row, column, value).
    placements: Vec<Vec<Vec<(usize, usize, usize)>>>,
}

/// Candidate values of every cell: `[row][column]`, bit v for value v.
type Domains = Vec<Vec<u64>>;

impl<'a> Narrowing<'a> {
    fn new(plain: &'a Plain) -> Narrowing<'a> {
        assert!(plain.values.iter().all(|v| v.len() <= 64));
        let placements = (plain.hints.iter())
            .map(|hint| {
                let mut out = Vec::new();
                for option in hint.iter().filter(|o| o.len() <= plain.rows) {
                    for offset in 0..=plain.rows - option.len() {
                        let cells = (option.iter().enumerate())
                            .flat_map(|(i, row)| {
                                (row.iter().enumerate())
                                    .filter_map(move |(c, v)| v.map(|v| (offset + i, c, v)))
                            })
                            .collect();
                        out.push(cells);
                    }
                }
                out
            })
            .collect();
        Narrowing { plain, placements }
    }

    /// Narrows `dom` to a fixpoint: each hint keeps the values its live placements allow in the
    /// cells all of them name, and the values all of them name in the rows they put them; a
    /// column's values each in one row. `false`: no solution here.
    // Cells are `dom[row][column]`, walked by column and by row in turn: indices read best.
    #[allow(clippy::needless_range_loop)]
    fn narrow(&self, dom: &mut Domains) -> bool {
        let (m, n) = (self.plain.rows, self.plain.values.len());
        loop {
            let before = dom.clone();
            for placements in &self.placements {
                let live: Vec<&Vec<(usize, usize, usize)>> = (placements.iter())
                    .filter(|p| p.iter().all(|&(r, c, v)| dom[r][c] >> v & 1 == 1))
                    .collect();
                if live.is_empty() {
                    return false;
                }
                // Cells every live placement names: only the values they need.
                let mut allowed: Vec<Vec<Option<u64>>> = vec![vec![None; n]; m];
                let mut named = vec![vec![0usize; n]; m];
                for p in &live {
                    let mut seen = vec![vec![false; n]; m];
                    for &(r, c, v) in p.iter() {
                        let slot = allowed[r][c].get_or_insert(0);
                        *slot |= 1 << v;
                        if !seen[r][c] {
                            seen[r][c] = true;
                            named[r][c] += 1;
                        }
                    }
                }
                for r in 0..m {
                    for c in 0..n {
                        if named[r][c] == live.len() {
                            dom[r][c] &= allowed[r][c].unwrap();
                        }
                    }
                }
                // Values every live placement names: only in the rows they put them (a value
                // is in one row of its column, and the hint holds by one of these placements).
                let mut rows_of: Vec<Vec<(u64, usize)>> = vec![vec![(0, 0); 64]; n];
                for (i, p) in live.iter().enumerate() {
                    for &(r, c, v) in p.iter() {
                        let (rows, count) = &mut rows_of[c][v];
                        *rows |= 1 << r;
                        // Counted once a placement (`count` is the placements before it, then its own).
                        if *count == i {
                            *count = i + 1;
                        }
                    }
                }
                for c in 0..n {
                    for v in 0..64 {
                        let (rows, count) = rows_of[c][v];
                        if count == live.len() {
                            for r in (0..m).filter(|&r| rows >> r & 1 == 0) {
                                dom[r][c] &= !(1u64 << v);
                            }
                        }
                    }
                }
            }
            // One value a cell; a value in one row of its column.
            for c in 1..n {
                for r in 0..m {
                    if dom[r][c] == 0 {
                        return false;
                    }
                    if dom[r][c].count_ones() == 1 {
                        for o in (0..m).filter(|&o| o != r) {
                            dom[o][c] &= !dom[r][c];
                        }
                    }
                }
                if self.plain.values[c].len() == m {
                    for v in 0..m {
                        let rows: Vec<usize> = (0..m).filter(|&r| dom[r][c] >> v & 1 == 1).collect();
                        match rows.as_slice() {
                            [] => return false,
                            [r] => dom[*r][c] = 1 << v,
                            _ => {}
                        }
                    }
                }
            }
            if *dom == before {
                return true;
            }
        }
    }

    /// Up to `limit` solutions, branching on a cell of fewest candidates.
    fn solutions(&self, limit: usize) -> Vec<Grid> {
        let (m, n) = (self.plain.rows, self.plain.values.len());
        let mut dom: Domains = (0..m)
            .map(|r| {
                (0..n)
                    .map(|c| {
                        if c == 0 {
                            1u64 << r
                        } else {
                            (1u64 << self.plain.values[c].len()) - 1
                        }
                    })
                    .collect()
            })
            .collect();
        let mut out = Vec::new();
        self.search(&mut dom, &mut out, limit);
        out
    }

    fn search(&self, dom: &mut Domains, out: &mut Vec<Grid>, limit: usize) {
        if out.len() >= limit || !self.narrow(dom) {
            return;
        }
        let open = (dom.iter().enumerate())
            .flat_map(|(r, row)| row.iter().enumerate().map(move |(c, &d)| (d.count_ones(), r, c)))
            .filter(|&(k, _, _)| k > 1)
            .min();
        let Some((_, r, c)) = open else {
            let grid: Grid = (dom.iter())
                .map(|row| row.iter().map(|d| d.trailing_zeros() as usize).collect())
                .collect();
            // Every hint holds (the narrowing left a live placement of each).
            out.push(grid);
            return;
        };
        for v in 0..64 {
            if dom[r][c] >> v & 1 == 1 {
                let mut next = dom.clone();
                next[r][c] = 1 << v;
                self.search(&mut next, out, limit);
            }
        }
    }
}

/// The file without hint `k`.
fn without(file: &RiddleFile, k: usize) -> RiddleFile {
    let mut file = file.clone();
    file.hints.remove(k);
    file.hint_texts = None;
    file
}

/// Up to two solutions of `riddle`, by the library's solver, steps off.
fn up_to_two(riddle: &Riddle) -> gridriddle::Solved {
    let options = SolveOptions {
        max_solutions: 2,
        steps: false,
        ..SolveOptions::default()
    };
    solve_riddle(riddle, &options)
}

/// A solution of `file` other than `known`, as `plain`'s value indices, by the library's solver.
fn second_solution(file: &RiddleFile, plain: &Plain, known: &Grid) -> Option<Grid> {
    let riddle = Riddle::from_file(file).unwrap();
    let solved = up_to_two(&riddle);
    (solved.solutions.iter())
        .map(|s| plain.grid(&riddle.names(&s.matrix)))
        .find(|grid| grid != known)
}

/// Names as ZBC keeps them: letters and digits.
fn token(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).collect()
}

const NEW_KINDS: [HintKind; 2] = [HintKind::IfThen, HintKind::ExactlyOne];

/// Generation options of a size with the new kinds and `others`.
fn options(rows: usize, columns: usize, seed: u64, others: &[HintKind]) -> GenerateOptions {
    GenerateOptions {
        rows,
        columns,
        seed,
        kinds: NEW_KINDS.iter().chain(others).copied().collect(),
        ..GenerateOptions::default()
    }
}

/// The sentence kinds name: how many hints of `made` are of the new kinds, by its sentences.
fn new_kind_hints(texts: &[String]) -> usize {
    texts
        .iter()
        .filter(|t| t.starts_with("If ") || t.starts_with("Exactly one of these holds"))
        .count()
}

/// The number of solutions of the clue file `zbc`, up to two, by the library's solver on the
/// riddle the clue compiler makes of it (another path than the generator's typed hints).
fn zbc_count(zbc: &str) -> usize {
    let riddle = Riddle::from_file(&compile_zbc(zbc).unwrap_or_else(|e| panic!("{e}\n{zbc}"))).unwrap();
    let solved = up_to_two(&riddle);
    assert!(solved.complete || solved.solutions.len() == 2, "{zbc}");
    solved.solutions.len()
}

/// The clue file without clue `k` (0-based; its line after `---`).
fn zbc_without(zbc: &str, k: usize) -> String {
    let (head, clues) = zbc.split_once("---\n").unwrap();
    let rest: Vec<&str> = (clues.lines().enumerate())
        .filter(|&(i, _)| i != k)
        .map(|(_, l)| l)
        .collect();
    format!("{head}---\n{}\n", rest.join("\n"))
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in a debug build on a loaded machine: cargo test --release --test training_riddles"
)]
fn riddles_with_if_then_and_exactly_one_are_unique_and_minimal_at_every_size_up_to_8x6() {
    let mut with_new = 0;
    let mut riddles = 0;
    for rows in 2..=8 {
        for columns in 2..=6 {
            let seeds = if rows * columns <= 16 { 0..4 } else { 0..2 };
            for seed in seeds {
                // With a kind that tells left from right (two rows or more need one).
                let other =
                    [HintKind::InRow, HintKind::SomewhereLeft, HintKind::DirectlyLeft][seed as usize % 3];
                let made = generate(&options(rows, columns, seed, &[other]))
                    .unwrap_or_else(|e| panic!("{rows}×{columns} seed {seed}: {e}"));
                let what = format!("{rows}×{columns} seed {seed}");
                // Every size: the riddle as clues, compiled by the clue compiler, has one
                // solution, and a second one without any one of its clues (even seeds).
                assert_eq!(zbc_count(&made.zbc), 1, "{what}");
                for k in (0..made.file.hints.len()).filter(|_| seed % 2 == 0) {
                    assert_eq!(
                        zbc_count(&zbc_without(&made.zbc, k)),
                        2,
                        "{what}: clue {} can go",
                        k + 1
                    );
                }
                // Every size: the same by the narrowing search of this file.
                let narrowing_of = |file: &RiddleFile| {
                    let plain = Plain::new(file);
                    let found = Narrowing::new(&plain).solutions(2);
                    (found.len(), found.first().map(|s| plain.names(s)))
                };
                assert_eq!(
                    narrowing_of(&made.file),
                    (1, Some(made.solution.clone())),
                    "{what}"
                );
                // Every size, no hint to spare: without hint k the riddle has a second solution.
                // The library's solver finds it; this file checks it, a certificate: a filling
                // of the matrix in which every other hint holds and hint k does not. (The
                // narrowing search proves the same, slowly: an hour past 7×6 on a busy machine.)
                let plain = Plain::new(&made.file);
                let solution = plain.grid(&made.solution);
                for k in 0..made.file.hints.len() {
                    let second = second_solution(&without(&made.file, k), &plain, &solution)
                        .unwrap_or_else(|| panic!("{what}: hint {} can go", k + 1));
                    assert!(plain.is_filling(&second), "{what}: hint {}: {second:?}", k + 1);
                    let every_other: Vec<bool> = (0..made.file.hints.len()).map(|h| h != k).collect();
                    assert_eq!(
                        plain.holding(&second),
                        every_other,
                        "{what}: without hint {}",
                        k + 1
                    );
                }
                riddles += 1;
                // Progress, for the long release run (`-- --include-ignored --nocapture`).
                eprintln!("{what}: unique and minimal ({} clues)", made.file.hints.len());
                if new_kind_hints(made.file.hint_texts.as_ref().unwrap()) > 0 {
                    with_new += 1;
                }
            }
        }
    }
    // The new kinds stay in most riddles.
    assert!(with_new * 10 >= riddles * 8, "{with_new} of {riddles} riddles");
}

#[test]
fn the_two_searches_of_this_file_find_the_same_solutions() {
    // Riddles with a clue or two taken out (several solutions), great columns among them.
    let mut compared = 0;
    for (rows, columns, great) in [(3, 3, 0), (4, 3, 1), (4, 4, 0), (5, 3, 2)] {
        for seed in 0..4 {
            let made = generate(&GenerateOptions {
                great_columns: great,
                ..options(rows, columns, seed, &[HintKind::InRow, HintKind::NextTo])
            })
            .unwrap();
            for drop in [0, 1, 2] {
                let mut file = made.file.clone();
                file.hints.truncate(file.hints.len().saturating_sub(drop));
                file.hint_texts = None;
                let plain = Plain::new(&file);
                let mut a = plain.solutions(5000, 50_000_000);
                let mut b = Narrowing::new(&plain).solutions(5000);
                a.sort();
                b.sort();
                assert_eq!(
                    a, b,
                    "{rows}×{columns} great {great} seed {seed}, {drop} clues fewer"
                );
                compared += a.len();
            }
        }
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn an_if_then_or_exactly_one_clue_in_zbc_means_what_its_hint_means() {
    // Each such clue alone, in ZBC and as the hint of the JSON riddle: the same solutions,
    // every one of them (great columns too: a value may be unused).
    let mut checked = [0; 2];
    for (rows, columns, great) in [(3, 3, 0), (3, 3, 1), (4, 2, 0), (4, 2, 1), (3, 4, 2)] {
        for seed in 0..8 {
            let made = generate(&GenerateOptions {
                great_columns: great,
                ..options(rows, columns, seed, &[HintKind::InRow])
            })
            .unwrap();
            let (head, clues) = made.zbc.split_once("---\n").unwrap();
            let texts = made.file.hint_texts.clone().unwrap();
            for (k, (clue, text)) in clues.lines().zip(&texts).enumerate() {
                let kind = match clue {
                    _ if clue.contains("=>") => 0,
                    _ if clue.contains('^') => 1,
                    _ => continue,
                };
                checked[kind] += 1;
                let zbc = compile_zbc(&format!("{head}---\n{clue}\n")).unwrap();
                let mut json = made.file.clone();
                json.hints = vec![made.file.hints[k].clone()];
                json.hint_texts = None;
                let (a, b) = (Plain::new(&json), Plain::new(&zbc));
                let all = |p: &Plain| {
                    let mut names: Vec<Vec<Vec<String>>> = (p.solutions(usize::MAX, 10_000_000).iter())
                        .map(|s| {
                            p.names(s)
                                .iter()
                                .map(|row| row[1..].iter().map(|v| token(v)).collect())
                                .collect()
                        })
                        .collect();
                    names.sort();
                    names
                };
                let (ja, zb) = (all(&a), all(&b));
                assert!(!ja.is_empty(), "{text}");
                assert_eq!(
                    ja, zb,
                    "{rows}×{columns} great {great} seed {seed}: {clue} / {text}"
                );
            }
        }
    }
    assert!(checked.iter().all(|&k| k >= 5), "{checked:?}");
}

#[test]
fn the_riddle_in_zbc_compiles_back_to_its_one_solution() {
    for (rows, columns) in [(3, 3), (4, 3), (5, 4), (6, 5)] {
        for seed in 0..4 {
            let made = generate(&options(rows, columns, seed, &[HintKind::InRow])).unwrap();
            let zbc = compile_zbc(&made.zbc).unwrap_or_else(|e| panic!("{e}\n{}", made.zbc));
            let plain = Plain::new(&zbc);
            let solutions = plain.solutions(2, 20_000_000);
            assert_eq!(solutions.len(), 1, "{}", made.zbc);
            let expected: Vec<Vec<String>> = made
                .solution
                .iter()
                .map(|row| row[1..].iter().map(|v| token(v)).collect())
                .collect();
            let got: Vec<Vec<String>> = (plain.names(&solutions[0]).iter())
                .map(|row| row[1..].to_vec())
                .collect();
            assert_eq!(got, expected);
        }
    }
}

#[test]
fn the_new_kinds_are_chosen_by_name_and_not_drawn_by_default() {
    assert_eq!("if-then".parse::<HintKind>(), Ok(HintKind::IfThen));
    assert_eq!("exactly-one".parse::<HintKind>(), Ok(HintKind::ExactlyOne));
    assert!(!GenerateOptions::default().kinds.contains(&HintKind::IfThen));
    assert!(!GenerateOptions::default().kinds.contains(&HintKind::ExactlyOne));
    let made = generate(&GenerateOptions {
        kinds: vec![HintKind::ExactlyOne, HintKind::InRow],
        ..GenerateOptions::default()
    })
    .unwrap();
    let texts = made.file.hint_texts.unwrap();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Exactly one of these holds: ")),
        "{texts:?}"
    );
}

/// Whether two sentences are one with a word changed ("… house 3." and "… house 2.").
fn one_word_apart(a: &str, b: &str) -> bool {
    let (wa, wb): (Vec<&str>, Vec<&str>) = (a.split_whitespace().collect(), b.split_whitespace().collect());
    wa.len() == wb.len() && wa.iter().zip(&wb).filter(|(x, y)| x != y).count() <= 1
}

#[test]
fn riddles_with_no_solution_have_one_without_their_contradiction() {
    use gridriddle::generate::generate_unsolvable;
    let mut places = std::collections::BTreeSet::new();
    let mut made_count = 0;
    for rows in 2..=5 {
        for columns in 2..=4 {
            for seed in 0..4 {
                let options = GenerateOptions {
                    rows,
                    columns,
                    seed,
                    ..GenerateOptions::default()
                };
                let what = format!("{rows}×{columns} seed {seed}");
                let made = generate_unsolvable(&options).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert_eq!(
                    made,
                    generate_unsolvable(&options).unwrap(),
                    "{what}: the same again"
                );
                let k = made.contradiction - 1;
                let hints = &made.file.hints;
                assert_eq!(hints.len(), made.solvable.file.hints.len() + 1, "{what}");
                // No solution at all.
                assert!(
                    Plain::new(&made.file).solutions(1, 20_000_000).is_empty(),
                    "{what}"
                );
                // Without the contradiction: the solvable riddle, one solution, the one it says.
                let rest = without(&made.file, k);
                assert_eq!(rest.hints, made.solvable.file.hints, "{what}");
                let plain = Plain::new(&rest);
                let solutions = plain.solutions(2, 20_000_000);
                assert_eq!(solutions.len(), 1, "{what}");
                assert_eq!(plain.names(&solutions[0]), made.solvable.solution, "{what}");
                // Worded like the others, not one of them with a value changed, and with each
                // other clue alone it has a solution.
                let texts = made.file.hint_texts.as_ref().unwrap();
                assert_eq!(texts.len(), hints.len());
                let clue = &texts[k];
                assert!(
                    clue.ends_with('.') && clue.starts_with(char::is_uppercase),
                    "{clue}"
                );
                let description = made.file.description.as_ref().unwrap();
                assert!(
                    description.contains(&format!("{}. {clue}", k + 1)),
                    "{what}: {description}"
                );
                for (i, other) in texts.iter().enumerate().filter(|&(i, _)| i != k) {
                    assert!(!one_word_apart(clue, other), "{what}: {clue} / {other}");
                    let mut pair = made.file.clone();
                    pair.hints = vec![hints[k].clone(), hints[i].clone()];
                    pair.hint_texts = None;
                    let together = Plain::new(&pair).solutions(1, 20_000_000);
                    assert_eq!(together.len(), 1, "{what}: {clue} / {other} alone contradict");
                }
                // The riddle as clues has no solution either.
                let zbc = compile_zbc(&made.zbc).unwrap_or_else(|e| panic!("{what}: {e}\n{}", made.zbc));
                assert!(Plain::new(&zbc).solutions(1, 20_000_000).is_empty(), "{what}");
                let (c, n) = (made.contradiction, hints.len());
                places.insert(if 3 * c <= n {
                    "early"
                } else if 3 * c > 2 * n {
                    "late"
                } else {
                    "middle"
                });
                made_count += 1;
            }
        }
    }
    assert_eq!(made_count, 48);
    // The contradiction is not always last: early, middle and late places all come up.
    assert_eq!(places.len(), 3, "{places:?}");
}

#[test]
fn a_riddle_of_one_house_has_no_unsolvable_form() {
    let asked = GenerateOptions {
        rows: 1,
        columns: 3,
        ..GenerateOptions::default()
    };
    let error = gridriddle::generate::generate_unsolvable(&asked).unwrap_err();
    assert!(error.to_string().contains("two rows"), "{error}");
}

//! Counting by independent parts ([`count_solutions`]) against plain enumeration ([`solve_each`],
//! which never splits a riddle): random riddles of 2 to 4 groups of columns that no hint links,
//! columns counted by a formula (fixed cells, fewer values than rows, great columns), hints
//! that name only fixed columns or none, the node budget shared by the parts, and a count
//! beyond `u128`.

use gridriddle::{count_solutions, search::solve_each, Count, Riddle, SolveOptions, StopReason};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{json, Value};
use std::ops::ControlFlow;

const ALL: SolveOptions = SolveOptions {
    max_solutions: usize::MAX,
    max_nodes: None,
    steps: false,
    max_memory: None,
    threads: 1,
};

/// The number of solutions by enumerating them all, one at a time.
fn enumerated(riddle: &Riddle) -> u64 {
    let searched = solve_each(riddle, &ALL, |_| ControlFlow::Continue(()));
    assert!(searched.complete);
    searched.found
}

fn parse(text: &str) -> Riddle {
    Riddle::from_json(text).unwrap_or_else(|e| panic!("{e} in {text}"))
}

/// Checks that the count of `riddle` is complete and that of enumeration, and returns it.
fn assert_counts_as_enumeration(riddle: &Riddle, what: &str) -> Count {
    let count = count_solutions(riddle, &ALL);
    assert!(count.complete, "{what}");
    assert_eq!(count.count, u128::from(enumerated(riddle)), "{what}");
    assert_eq!(count.decimal, count.count.to_string(), "{what}");
    count
}

/// A small random riddle whose columns fall into 2 to 4 groups that no hint links (hints may
/// also name a fixed `House` column), written as JSON, and the group of each column
/// (`usize::MAX` for `House`). `next(k)` draws a number below `k`.
fn grouped_riddle(next: &mut impl FnMut(usize) -> usize) -> (String, Vec<usize>) {
    let rows = 1 + next(4);
    let groups = 2 + next(3);
    let house = next(2) == 0;
    let single_hints = next(3) == 0;
    // Per column: its group and its values (a great column now and then).
    let mut group = Vec::new();
    let mut values: Vec<Vec<String>> = Vec::new();
    if house {
        group.push(usize::MAX);
        values.push((1..=rows).map(|r| r.to_string()).collect());
    }
    for g in 0..groups {
        for _ in 0..1 + next(2) {
            let c = values.len();
            let k = if next(6) == 0 {
                rows + 1 + next(2)
            } else {
                next(rows + 1)
            };
            group.push(g);
            values.push((0..k).map(|i| format!("v{c}.{i}")).collect());
        }
    }
    let n = values.len();
    // The start matrix: the House column filled; elsewhere a few values at random free rows.
    let mut start = vec![vec![String::new(); n]; rows];
    for (c, column) in values.iter().enumerate() {
        for (i, value) in column.iter().enumerate() {
            let r = next(rows);
            let great = column.len() > rows;
            if (c == 0 && house) || (start[r][c].is_empty() && next(3) == 0 && (i < rows || !great)) {
                let r = if c == 0 && house { i } else { r };
                start[r][c] = value.clone();
            }
        }
    }
    let mut hints = Vec::new();
    for g in 0..groups {
        let columns: Vec<usize> = (0..n).filter(|&c| group[c] == g || (house && c == 0)).collect();
        for _ in 0..next(4) {
            let options: Vec<Value> = (0..1 + next(2))
                .map(|_| {
                    let height = 1 + next(2);
                    let mut option = vec![vec![String::new(); n]; height];
                    for row in option.iter_mut() {
                        for &c in &columns {
                            if !values[c].is_empty() && next(2) == 0 {
                                row[c] = values[c][next(values[c].len())].clone();
                            }
                        }
                    }
                    json!(option)
                })
                .collect();
            hints.push(options);
        }
    }
    let header: Vec<String> = (0..n).map(|c| format!("C{c}")).collect();
    let domains: serde_json::Map<String, Value> = header
        .iter()
        .zip(&values)
        .map(|(h, v)| (h.clone(), json!(v)))
        .collect();
    let text = json!({"header": header, "startMatrix": start, "hints": hints,
        "singleHints": single_hints, "domains": domains});
    (text.to_string(), group)
}

/// A random number source from a seed (splitmix64).
fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |below: usize| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % below as u64) as usize
    }
}

/// Whether the start matrix completes column `c`: all its values placed, or, in a great
/// column, all its cells filled.
fn fixed(riddle: &Riddle, c: usize) -> bool {
    let placed = riddle
        .start_matrix()
        .column(c)
        .iter()
        .filter(|&&id| id != 0)
        .count();
    placed == riddle.values(c).len().min(riddle.rows())
}

/// The most matrices condition 2 allows (a bound on the solutions), so that enumeration stays
/// quick in a debug build.
fn bound(riddle: &Riddle) -> u128 {
    (0..riddle.columns())
        .map(|c| {
            let (m, v) = (riddle.rows() as u128, riddle.values(c).len() as u128);
            let (n, k) = if v > m { (v, m) } else { (m, v) };
            (0..k).map(|i| n - i).product::<u128>()
        })
        .product()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct("proptest-regressions/count.txt"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn counts_by_parts_equal_enumeration_on_riddles_of_independent_groups(seed in any::<u64>()) {
        let (text, group) = grouped_riddle(&mut numbers(seed));
        let riddle = parse(&text);
        prop_assume!(bound(&riddle) <= 30_000);
        let count = assert_counts_as_enumeration(&riddle, &text);
        // Each group with a column left to fill is one part at least (a group the start matrix
        // completes is none); a riddle of one part is counted whole.
        let mut live: Vec<usize> = (0..riddle.columns()).filter(|&c| !fixed(&riddle, c)).map(|c| group[c]).collect();
        live.dedup();
        prop_assert!(count.parts >= live.len().max(1), "{}", text);
        prop_assert!(count.parts <= riddle.columns(), "{}", text);
        // Within a node budget, each part takes what the others left, and what is found is a
        // lower bound.
        for max_nodes in [1, 2, 3, 5, 8] {
            let limited = count_solutions(&riddle, &SolveOptions { max_nodes: Some(max_nodes), ..ALL });
            prop_assert!(limited.stats.nodes <= max_nodes, "{}", text);
            if limited.complete {
                prop_assert_eq!(limited.count, count.count, "{}", text);
            } else {
                prop_assert!(limited.count <= count.count, "{}", text);
                prop_assert_eq!(limited.stopped, Some(StopReason::NodeBudget), "{}", text);
            }
        }
    }
}

/// A riddle of `rows` rows: a fixed `House` column, two columns `A`, `B` that hints link, and
/// one more column `C` (its values and start cells given) that no hint names.
fn with_free_column(rows: usize, c_values: &[&str], c_start: &[&str]) -> Riddle {
    let house: Vec<String> = (1..=rows).map(|r| r.to_string()).collect();
    let a: Vec<String> = (0..rows).map(|i| format!("a{i}")).collect();
    let b: Vec<String> = (0..rows).map(|i| format!("b{i}")).collect();
    let start: Vec<Vec<&str>> = (0..rows)
        .map(|r| vec![house[r].as_str(), "", "", c_start.get(r).copied().unwrap_or("")])
        .collect();
    parse(
        &json!({
            "header": ["House", "A", "B", "C"],
            "startMatrix": start,
            "hints": [[[["1", "a0", "", ""]]], [[["", "a1", "b1", ""]]], [[["", "", "b0", ""], ["", "a2", "", ""]]]],
            "domains": {"A": a, "B": b, "C": c_values},
        })
        .to_string(),
    )
}

#[test]
fn a_column_no_hint_names_is_counted_by_its_formula() {
    // Five rows; C: five values, none placed (5!), two placed (3!), three values of five rows
    // (5 × 4 × 3), three values with one placed (4 × 3), seven values for five rows, a great
    // column (7 × 6 × 5 × 4 × 3), and with two cells filled (5 × 4 × 3).
    let five = ["c0", "c1", "c2", "c3", "c4"];
    let seven = ["c0", "c1", "c2", "c3", "c4", "c5", "c6"];
    let cases: [(&[&str], &[&str], u128); 6] = [
        (&five, &[], 120),
        (&five, &["", "c3", "", "c0"], 6),
        (&five[..3], &[], 60),
        (&five[..3], &["", "", "c2"], 12),
        (&seven, &[], 2520),
        (&seven, &["c6", "", "", "c0"], 60),
    ];
    let rest = count_solutions(&with_free_column(5, &[], &[]), &ALL);
    assert_eq!(rest.parts, 1, "A and B are one group");
    for (values, start, fillings) in cases {
        let riddle = with_free_column(5, values, start);
        let count = assert_counts_as_enumeration(&riddle, &format!("{values:?} {start:?}"));
        assert_eq!(count.count, rest.count * fillings, "{values:?} {start:?}");
        assert_eq!(count.parts, 2, "A with B, and C");
    }
}

#[test]
fn a_riddle_without_hints_is_counted_without_a_search() {
    // 4 × 3: one column of 4 values, one of 2 values, a great column of 6 values.
    let riddle = parse(
        r#"{"header": ["A", "B", "C"], "startMatrix": [["", "", ""], ["a2", "", ""], ["", "", ""], ["", "", "c5"]],
           "hints": [], "domains": {"A": ["a1", "a2", "a3", "a4"], "B": ["b1", "b2"],
           "C": ["c1", "c2", "c3", "c4", "c5", "c6"]}}"#,
    );
    let count = assert_counts_as_enumeration(&riddle, "no hints");
    assert_eq!(count.count, 6 * (4 * 3) * (5 * 4 * 3));
    assert_eq!((count.parts, count.stats.nodes), (3, 0));
}

#[test]
fn a_fixed_column_links_nothing_and_its_hints_count_in_each_part() {
    // House is filled: hints naming it and A, or it and B, leave A and B apart.
    let riddle = with_free_column(4, &["c0"], &[]);
    let text = |hints: Value| {
        json!({"header": ["House", "A", "B"], "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
               "hints": hints, "domains": {"A": ["a0", "a1", "a2"], "B": ["b0", "b1", "b2"]}})
        .to_string()
    };
    let linked_by_house = parse(&text(json!([
        [[["1", "a0", ""]]],
        [[["3", "", "b2"]], [["2", "", "b2"]]],
        [[["", "a1", ""], ["", "a2", ""]]]
    ])));
    let count = assert_counts_as_enumeration(&linked_by_house, "house");
    // A: a0 in row 1, a1 directly above a2 (1 way); B: b2 in row 2 or 3, the others in 2 ways.
    assert_eq!((count.count, count.parts), (2 * 2, 2));
    // A hint naming only fixed columns: it holds (House 2 above House 3), or it does not.
    for (fixed_hint, holds) in [
        (json!([[["2", "", ""], ["3", "", ""]]]), true),
        (json!([[["3", "", ""], ["2", "", ""]]]), false),
    ] {
        let riddle = parse(&text(json!([
            [[["1", "a0", ""]]],
            [[["3", "", "b2"]]],
            fixed_hint
        ])));
        let count = assert_counts_as_enumeration(&riddle, &fixed_hint.to_string());
        assert_eq!(count.count, if holds { 2 * 2 } else { 0 });
    }
    assert_counts_as_enumeration(&riddle, "with_free_column");
}

#[test]
fn a_hint_that_names_no_column_holds_unless_it_is_a_block_taller_than_the_riddle() {
    for (single_hints, height, holds) in [(false, 2, true), (false, 3, false), (true, 3, true)] {
        let blank = vec![vec!["", ""]; height];
        let riddle = parse(
            &json!({"header": ["A", "B"], "startMatrix": [["", ""], ["", ""]],
                    "hints": [[blank], [[["a1", ""]]]], "singleHints": single_hints,
                    "domains": {"A": ["a1", "a2"], "B": ["b1", "b2"]}})
            .to_string(),
        );
        let count = assert_counts_as_enumeration(&riddle, &format!("{single_hints} {height}"));
        assert_eq!(count.count, if holds { 4 } else { 0 }, "{single_hints} {height}");
    }
}

#[test]
fn a_part_without_solution_makes_the_count_zero_and_complete() {
    // A and B: a0 must be in rows 1 and 2 at once; C: free, with 3! fillings.
    let riddle = parse(
        r#"{"header": ["A", "B", "C"], "startMatrix": [["", "", ""], ["", "", ""], ["", "", ""]],
           "hints": [[[["a0", "b0", ""]]], [[["a0", "b1", ""]]]],
           "domains": {"A": ["a0", "a1", "a2"], "B": ["b0", "b1", "b2"], "C": ["c0", "c1", "c2"]}}"#,
    );
    let count = assert_counts_as_enumeration(&riddle, "no solution");
    assert_eq!(
        (count.count, count.complete, count.stopped, count.parts),
        (0, true, None, 2)
    );
}

/// `n!` raised to the power `p`, in decimal digits, by schoolbook multiplication of digit lists
/// (least significant first): a computation that shares nothing with the library's.
fn factorial_power(n: u32, p: u32) -> String {
    let mut digits = vec![1u32];
    for _ in 0..p {
        for k in 1..=n {
            let mut carry = 0;
            for d in digits.iter_mut() {
                let v = *d * k + carry;
                *d = v % 10;
                carry = v / 10;
            }
            while carry > 0 {
                digits.push(carry % 10);
                carry /= 10;
            }
        }
    }
    digits.iter().rev().map(|d| char::from(b'0' + *d as u8)).collect()
}

#[test]
fn a_count_beyond_u128_is_exact_in_decimal_and_saturated_as_a_number() {
    // 34 rows, 20 columns no hint names: (34!)^20 solutions, about 2.5 × 10^769.
    let (rows, columns) = (34, 20);
    let header: Vec<String> = (0..columns).map(|c| format!("C{c}")).collect();
    let domains: serde_json::Map<String, Value> = header
        .iter()
        .map(|h| {
            (
                h.clone(),
                json!((0..rows).map(|r| format!("v{r}")).collect::<Vec<_>>()),
            )
        })
        .collect();
    let riddle = parse(
        &json!({"header": header, "startMatrix": vec![vec![""; columns]; rows], "hints": [], "domains": domains})
            .to_string(),
    );
    let count = count_solutions(&riddle, &SolveOptions::default());
    assert_eq!(count.decimal, factorial_power(34, 20));
    assert_eq!(
        (count.count, count.complete, count.stopped, count.parts),
        (u128::MAX, true, None, columns)
    );
    // 34! alone fits in a u128.
    let one = riddle_of_one_free_column(34);
    let count = count_solutions(&one, &SolveOptions::default());
    assert_eq!(count.decimal, factorial_power(34, 1));
    assert_eq!(count.count.to_string(), count.decimal);
}

/// One column of `rows` values, nothing placed, no hint.
fn riddle_of_one_free_column(rows: usize) -> Riddle {
    parse(
        &json!({"header": ["A"], "startMatrix": vec![[""]; rows], "hints": [],
                "domains": {"A": (0..rows).map(|r| format!("v{r}")).collect::<Vec<_>>()}})
        .to_string(),
    )
}

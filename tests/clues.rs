//! The clue language: each construct compiled and solved, against a brute force written here.

use std::collections::BTreeSet;

use gridriddle::{clues::compile_zbc, solve_riddle, Riddle, SolveOptions};

/// The riddle a clue file compiles to, as a JSON value.
fn compiled(text: &str) -> serde_json::Value {
    serde_json::to_value(compile_zbc(text).unwrap_or_else(|e| panic!("{text}\n{e}"))).unwrap()
}

fn solutions(riddle: &Riddle) -> BTreeSet<Vec<Vec<String>>> {
    let solved = solve_riddle(
        riddle,
        &SolveOptions {
            max_solutions: 1_000_000,
            max_nodes: None,
            steps: false,
            ..SolveOptions::default()
        },
    );
    assert!(solved.complete);
    solved.solutions.iter().map(|s| riddle.names(&s.matrix)).collect()
}

/// The solutions of a riddle with letters and digits only in each cell (clue names cannot hold
/// `:` or spaces), and without the first column (`#` of a clue file, or the JSON riddle's
/// position column) when `drop_first`.
fn normalised(riddle: &Riddle, drop_first: bool) -> BTreeSet<Vec<Vec<String>>> {
    solutions(riddle)
        .into_iter()
        .map(|m| {
            m.into_iter()
                .map(|row| {
                    row.into_iter()
                        .skip(usize::from(drop_first))
                        .map(|cell| cell.chars().filter(|c| c.is_alphanumeric()).collect())
                        .collect()
                })
                .collect()
        })
        .collect()
}

#[test]
fn sample_riddles_as_clues_have_the_solutions_of_their_json() {
    let root = env!("CARGO_MANIFEST_DIR");
    // (sample, whether its first column is the position)
    for (name, positional) in [
        ("neighbours", true),
        ("ships", true),
        ("soccer", true),
        ("ginger-cookie", true),
        ("who-lives-in-the-city", false),
        ("meeting-the-challenge", false),
    ] {
        let zbc_name = if name == "neighbours" { "einstein" } else { name };
        let zbc = std::fs::read_to_string(format!("{root}/riddles/{zbc_name}.zbc")).unwrap();
        let json = std::fs::read_to_string(format!("{root}/riddles/{name}.json")).unwrap();
        let clues = Riddle::from_zbc(&zbc).unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected = normalised(&Riddle::from_json(&json).unwrap(), positional);
        assert!(!expected.is_empty());
        assert_eq!(normalised(&clues, true), expected, "{name}");
        // The detailed solution quotes the clues as written.
        let texts = clues.hint_texts().unwrap();
        assert_eq!(texts.len(), clues.hints().len());
    }
}

#[test]
fn einstein_as_clues_has_the_solution_of_the_json_riddle() {
    let root = env!("CARGO_MANIFEST_DIR");
    let zbc = std::fs::read_to_string(format!("{root}/riddles/einstein.zbc")).unwrap();
    let riddle = Riddle::from_zbc(&zbc).unwrap();
    let json =
        Riddle::from_json(&std::fs::read_to_string(format!("{root}/riddles/neighbours.json")).unwrap())
            .unwrap();
    let clue_solutions = solutions(&riddle);
    let json_solutions: BTreeSet<Vec<Vec<String>>> = solutions(&json)
        .into_iter()
        .map(|m| {
            m.into_iter()
                .map(|row| row.into_iter().map(|cell| cell.replace(' ', "")).collect())
                .collect()
        })
        .collect();
    assert_eq!(clue_solutions.len(), 1);
    assert_eq!(clue_solutions, json_solutions);
    assert_eq!(riddle.title(), Some("Einstein's riddle: who owns the fish?"));
    assert!(riddle
        .description()
        .unwrap()
        .starts_with("The sample riddles/neighbours.json"));
    assert_eq!(riddle.hint_text(0), Some("The Brit lives in the red house."));
    // The detailed solution quotes the sentences written beside the clues.
    let solved = solve_riddle(&riddle, &SolveOptions::default());
    let steps = gridriddle::render_steps(&riddle, &solved.solutions[0].steps);
    assert!(
        steps.contains("(\"The Norwegian lives in the first house.\")"),
        "{steps}"
    );
    assert!(
        steps.contains("(\"The man who smokes Blends lives next door to the man who keeps cats.\")"),
        "{steps}"
    );
    // Fifteen clues, fifteen hints; "next to" is two options, the others one.
    let json = compiled(&zbc);
    let counts: Vec<usize> = json["hints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_array().unwrap().len())
        .collect();
    assert_eq!(counts, [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2]);
}

// ---------------------------------------------------------------------------------------------
// A brute force: every assignment of a small riddle, and the clue's meaning written in Rust.

/// A category of a test riddle: its name, values, and whether it is great.
struct Cat {
    name: &'static str,
    values: Vec<&'static str>,
    great: bool,
}

/// Reads a test header: `Name - a b c` lines, `*` after the name for a great category.
fn cats(header: &'static str) -> Vec<Cat> {
    header
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let (name, values) = line.split_once(" - ").unwrap();
            let name = name.trim();
            Cat {
                name: name.trim_end_matches('*'),
                great: name.ends_with('*'),
                values: values.split_whitespace().collect(),
            }
        })
        .collect()
}

/// One assignment: `rows[k][c]` is category c's value at position k + 1.
struct World<'a> {
    cats: &'a [Cat],
    rows: Vec<Vec<&'static str>>,
}

impl World<'_> {
    /// The position (1-based) of a value named in any category, `None` if unused.
    fn p(&self, value: &str) -> Option<i64> {
        let c = self
            .cats
            .iter()
            .position(|c| c.values.contains(&value))
            .expect(value);
        self.rows
            .iter()
            .position(|row| row[c] == value)
            .map(|k| k as i64 + 1)
    }

    /// The value of category `cat` at position `k` (1-based).
    fn at(&self, k: i64, cat: &str) -> &str {
        let c = self.cats.iter().position(|c| c.name == cat).unwrap();
        self.rows[(k - 1) as usize][c]
    }

    /// The number of category `cat` at the position of `value`.
    fn num(&self, value: &str, cat: &str) -> Option<i64> {
        self.p(value).map(|k| self.at(k, cat).parse().unwrap())
    }

    fn n(&self) -> i64 {
        self.rows.len() as i64
    }

    fn matrix(&self) -> Vec<Vec<String>> {
        self.rows
            .iter()
            .enumerate()
            .map(|(k, row)| {
                std::iter::once((k + 1).to_string())
                    .chain(row.iter().map(|v| v.to_string()))
                    .collect()
            })
            .collect()
    }
}

/// Every injective sequence of `k` of `values`.
fn arrangements(values: &[&'static str], k: usize) -> Vec<Vec<&'static str>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for (i, &v) in values.iter().enumerate() {
        let rest: Vec<_> = values
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &v)| v)
            .collect();
        for mut tail in arrangements(&rest, k - 1) {
            tail.insert(0, v);
            out.push(tail);
        }
    }
    out
}

/// Every world of `header` for which `holds` is true, as solution matrices.
fn brute(header: &'static str, holds: &dyn Fn(&World) -> bool) -> BTreeSet<Vec<Vec<String>>> {
    let cats = cats(header);
    let n = cats.iter().find(|c| !c.great).unwrap().values.len();
    let columns: Vec<Vec<Vec<&'static str>>> = cats.iter().map(|c| arrangements(&c.values, n)).collect();
    let mut out = BTreeSet::new();
    let mut index = vec![0usize; cats.len()];
    loop {
        let rows = (0..n)
            .map(|k| (0..cats.len()).map(|c| columns[c][index[c]][k]).collect())
            .collect();
        let world = World { cats: &cats, rows };
        if holds(&world) {
            out.insert(world.matrix());
        }
        // The next combination, like an odometer.
        let mut c = 0;
        loop {
            if c == cats.len() {
                return out;
            }
            index[c] += 1;
            if index[c] < columns[c].len() {
                break;
            }
            index[c] = 0;
            c += 1;
        }
    }
}

/// The clue file of `header` and `clues`.
fn file(header: &str, clues: &str) -> String {
    let header: String = header
        .lines()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    format!("{header}---\n{clues}\n")
}

/// Compiles `clues` over `header`, solves, and compares the exact set of solutions with the
/// brute force of `holds`.
fn check(header: &'static str, clues: &str, holds: impl Fn(&World) -> bool) {
    let text = file(header, clues);
    let riddle = Riddle::from_zbc(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    let expected = brute(header, &holds);
    assert_eq!(solutions(&riddle), expected, "{clues}");
}

/// Four positions, three categories (13,824 worlds).
const H4: &str = "
Name - Ann Bob Cid Dan
Pet - cat dog eel fox
Age - 10 20 30 40
";

/// Three positions, three categories (216 worlds), for clues with many solutions.
const H3: &str = "
Name - Ann Bob Cid
Pet - cat dog eel
Age - 10 20 30
";

/// Three positions, a great category of five colours (216 × 60 worlds).
const G3: &str = "
Name - Ann Bob Cid
Pet - cat dog eel
Color* - red green blue white black
";

/// The number of options of each hint of a compiled clue file.
fn option_counts(header: &str, clues: &str) -> Vec<usize> {
    let json = compiled(&file(header, clues));
    json["hints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_array().unwrap().len())
        .collect()
}

#[test]
fn same_position() {
    check(H4, "Ann = cat", |w| w.p("Ann") == w.p("cat"));
    check(H4, "Ann = cat = Age.30", |w| {
        w.p("Ann") == w.p("cat") && w.p("cat") == w.p("30")
    });
    assert_eq!(option_counts(H4, "Ann = cat"), [1]);
}

#[test]
fn directly_left_and_k_apart_to_the_right() {
    check(H4, "Ann - cat", |w| w.p("cat") == w.p("Ann").map(|p| p + 1));
    check(H4, "Ann -2- cat", |w| w.p("cat") == w.p("Ann").map(|p| p + 2));
    assert_eq!(option_counts(H4, "Ann - cat"), [1]);
    assert_eq!(option_counts(H4, "Ann -2- cat"), [1]);
}

#[test]
fn somewhere_left() {
    check(H4, "Ann -- cat", |w| w.p("Ann") < w.p("cat"));
    assert_eq!(option_counts(H4, "Ann -- cat"), [3]);
}

#[test]
fn next_to_and_k_apart() {
    let apart = |w: &World, a, b, k| (w.p(a).unwrap() - w.p(b).unwrap()).abs() == k;
    check(H4, "Ann _ cat", |w| apart(w, "Ann", "cat", 1));
    check(H4, "Ann _2_ cat", |w| apart(w, "Ann", "cat", 2));
    check(H4, "Ann _ Bob", |w| apart(w, "Ann", "Bob", 1));
    assert_eq!(option_counts(H4, "Ann _ cat"), [2]);
    assert_eq!(option_counts(H4, "Ann _2_ cat"), [2]);
}

#[test]
fn not_at_the_same_position() {
    check(H4, "Ann __ cat", |w| w.p("Ann") != w.p("cat"));
    check(H4, "Ann __ Bob", |_| true);
}

#[test]
fn chains_of_three() {
    let p = |w: &World, v| w.p(v).unwrap();
    check(H4, "Ann - cat - Bob", |w| {
        p(w, "cat") == p(w, "Ann") + 1 && p(w, "Bob") == p(w, "cat") + 1
    });
    check(H4, "Ann -- cat -2- Age.10", |w| {
        p(w, "Ann") < p(w, "cat") && p(w, "10") == p(w, "cat") + 2
    });
    // Undirected: each operator keeps its own pair, and B lies strictly between A and C.
    let between = |a: i64, b: i64, c: i64| (a < b && b < c) || (c < b && b < a);
    check(H4, "Ann _ cat _ Bob", |w| {
        let (a, b, c) = (p(w, "Ann"), p(w, "cat"), p(w, "Bob"));
        (a - b).abs() == 1 && (b - c).abs() == 1 && between(a, b, c)
    });
    check(H4, "Ann __ dog __ Age.20", |w| {
        let (a, b, c) = (p(w, "Ann"), p(w, "dog"), p(w, "20"));
        a != b && b != c && between(a, b, c)
    });
    check(H4, "Ann _2_ cat _ dog", |w| {
        let (a, b, c) = (p(w, "Ann"), p(w, "cat"), p(w, "dog"));
        (a - b).abs() == 2 && (b - c).abs() == 1 && between(a, b, c)
    });
}

/// Issue 34: in a chain of undirected operators, each keeps its own pair on either side.
#[test]
fn undirected_chains_keep_each_operators_pair_in_the_mirror_order() {
    let p = |w: &World, v| w.p(v).unwrap();
    let between = |a: i64, b: i64, c: i64| (a < b && b < c) || (c < b && b < a);
    for (clue, k1, k2) in [
        ("Ann _ Bob __ Cid", Some(1), None),
        ("Ann __ Bob _ Cid", None, Some(1)),
        ("Ann _2_ Bob _ Cid", Some(2), Some(1)),
        ("Ann _ Bob _2_ cat", Some(1), Some(2)),
        ("Ann _3_ cat __ dog", Some(3), None),
    ] {
        let names: Vec<&str> = clue.split(' ').step_by(2).collect();
        check(H4, clue, |w| {
            let (a, b, c) = (p(w, names[0]), p(w, names[1]), p(w, names[2]));
            let apart = |x: i64, y: i64, k: Option<i64>| k.map_or(x != y, |k| (x - y).abs() == k);
            apart(a, b, k1) && apart(b, c, k2) && between(a, b, c)
        });
    }
    // The example, on four positions: the options the contract allows and no other
    // (Ann, Bob, Cid in that order from the left, or Cid, Bob, Ann; Ann next to Bob).
    let json = compiled(&file("Name - Ann Bob Cid Dan", "Ann _ Bob __ Cid"));
    assert_eq!(
        json["hints"],
        serde_json::json!([[
            [["", "Ann"], ["", "Bob"], ["", "Cid"]],
            [["", "Ann"], ["", "Bob"], ["", ""], ["", "Cid"]],
            [["", "Cid"], ["", "Bob"], ["", "Ann"]],
            [["", "Cid"], ["", ""], ["", "Bob"], ["", "Ann"]]
        ]])
    );
    check("Name - Ann Bob Cid Dan", "Ann _ Bob __ Cid", |w| {
        let (a, b, c) = (p(w, "Ann"), p(w, "Bob"), p(w, "Cid"));
        (a - b).abs() == 1 && b != c && between(a, b, c)
    });
}

/// Issue 34: `Category.item` then `-` is arithmetic when what follows can only be a number.
#[test]
fn a_number_followed_by_minus_is_arithmetic_when_only_a_number_can_follow() {
    let age = |w: &World, v| w.num(v, "Age").unwrap();
    let p = |w: &World, v| w.p(v).unwrap();
    check(H4, "Age.30 - Ann:Age == 20", |w| 30 - age(w, "Ann") == 20);
    check(H4, "Age.40 - Age.10 - Ann:Age == 10", |w| age(w, "Ann") == 20);
    check(H4, "Age.40 - Age.10 == Ann:Age", |w| age(w, "Ann") == 30);
    check(H4, "Ann:Age == Age.40 - Age.30", |w| age(w, "Ann") == 10);
    check(H4, "Age.30 -2- Ann:# == 25", |w| p(w, "Ann") == 3);
    check(H4, "(Age.30 - Ann:Age) * 2 == 20", |w| age(w, "Ann") == 20);
    // A group that only a number can be: what follows its `)` decides.
    check(H4, "(Age.40 - Age.10) * 2 - 20 == Ann:Age", |w| {
        age(w, "Ann") == 40
    });
    check(H4, "((Age.40 - Age.10)) == Ann:Age", |w| age(w, "Ann") == 30);
    check(H4, "(Age.30 - Age.10) & Ann = cat", |w| {
        p(w, "10") == p(w, "30") + 1 && p(w, "Ann") == p(w, "cat")
    });
    check(H4, "Bob:# in [Age.20 - Age.10 - 9, Age.20 - 18]", |w| {
        matches!(p(w, "Bob"), 1 | 2)
    });
    // Followed by an item, it is positional, as before.
    check(H4, "Age.30 - Ann", |w| p(w, "Ann") == p(w, "30") + 1);
    check(H4, "Age.30 - Age.10 -- Ann", |w| {
        p(w, "10") == p(w, "30") + 1 && p(w, "10") < p(w, "Ann")
    });
    // A clue starts where the previous one ends: `Age.30 - Age.10`, then `Ann:Age == 20`.
    check(H4, "Age.30 - Age.10 Ann:Age == 20", |w| {
        p(w, "10") == p(w, "30") + 1 && age(w, "Ann") == 20
    });
    // What follows the `)` of a list of clues is not the sum's: positional inside `truths(…)`
    // (a case the random clue files found).
    check(H4, "truths(!(Age.20 - Age.30)) == 0", |w| {
        p(w, "30") == p(w, "20") + 1
    });
    check(H4, "truths(!(Age.20 -2- Age.30)) == 0", |w| {
        p(w, "30") == p(w, "20") + 2
    });
    check(H4, "truths(Age.20 - Age.30, Ann = cat) == 2", |w| {
        p(w, "30") == p(w, "20") + 1 && p(w, "Ann") == p(w, "cat")
    });
    // A group `!` negates may still be a number: `!((Age.40 - Age.10) == 30)`, never true.
    check(H4, "!(Age.40 - Age.10) == 30", |_| false);
    check(H4, "!(Age.40 - Age.10) == 20", |_| true);
}

/// Issue 34: distance 0 is the same position.
#[test]
fn distance_zero_is_the_same_position() {
    let p = |w: &World, v| w.p(v).unwrap();
    check(H4, "Ann -0- cat", |w| p(w, "Ann") == p(w, "cat"));
    check(H4, "Ann _0_ cat", |w| p(w, "Ann") == p(w, "cat"));
    check(H4, "Ann -0- Bob", |_| false);
    check(H4, "Ann -0- cat -1- dog", |w| {
        p(w, "Ann") == p(w, "cat") && p(w, "dog") == p(w, "cat") + 1
    });
    // Strictly between: B cannot be where A is.
    check(H4, "Ann _0_ cat _ dog", |_| false);
    check(H4, "!(Ann _0_ cat)", |w| p(w, "Ann") != p(w, "cat"));
}

#[test]
fn positions_on_either_side() {
    check(H4, "#1 = cat", |w| w.p("cat") == Some(1));
    check(H4, "Ann -- #3", |w| w.p("Ann") < Some(3));
    check(H4, "#2 - Bob", |w| w.p("Bob") == Some(3));
    check(H4, "#2 _ Bob", |w| matches!(w.p("Bob"), Some(1 | 3)));
    check(H4, "#2 = #3", |_| false);
    assert_eq!(option_counts(H4, "#1 = cat"), [1]);
}

#[test]
fn not() {
    check(H4, "!(Ann _ cat)", |w| {
        (w.p("Ann").unwrap() - w.p("cat").unwrap()).abs() != 1
    });
    check(H4, "!Ann = cat", |w| w.p("Ann") != w.p("cat"));
    check(H4, "!!Ann = cat", |w| w.p("Ann") == w.p("cat"));
}

#[test]
fn and_or_xor() {
    check(H4, "Ann _ cat & Bob = dog", |w| {
        (w.p("Ann").unwrap() - w.p("cat").unwrap()).abs() == 1 && w.p("Bob") == w.p("dog")
    });
    check(H4, "(Ann = cat & Bob = dog) | Cid = eel", |w| {
        (w.p("Ann") == w.p("cat") && w.p("Bob") == w.p("dog")) || w.p("Cid") == w.p("eel")
    });
    check(H4, "Ann = cat | Bob = cat | Ann - dog", |w| {
        w.p("Ann") == w.p("cat") || w.p("Bob") == w.p("cat") || w.p("dog") == w.p("Ann").map(|p| p + 1)
    });
    check(H4, "Ann = cat ^ Bob = dog", |w| {
        (w.p("Ann") == w.p("cat")) != (w.p("Bob") == w.p("dog"))
    });
    check(H3, "Ann = cat ^ Bob = dog ^ Cid = eel", |w| {
        (w.p("Ann") == w.p("cat")) ^ (w.p("Bob") == w.p("dog")) ^ (w.p("Cid") == w.p("eel"))
    });
}

#[test]
fn implies_and_iff() {
    check(H4, "Ann = cat => Bob = dog", |w| {
        w.p("Ann") != w.p("cat") || w.p("Bob") == w.p("dog")
    });
    check(H4, "Ann = cat <=> Bob -- dog", |w| {
        (w.p("Ann") == w.p("cat")) == (w.p("Bob") < w.p("dog"))
    });
}

#[test]
fn all_and_any_of_a_list() {
    check(H4, "&&(Ann = cat, Bob _ dog, #4 = Cid)", |w| {
        w.p("Ann") == w.p("cat")
            && (w.p("Bob").unwrap() - w.p("dog").unwrap()).abs() == 1
            && w.p("Cid") == Some(4)
    });
    check(H4, "||(Ann = cat, Bob = dog, #4 = Cid)", |w| {
        w.p("Ann") == w.p("cat") || w.p("Bob") == w.p("dog") || w.p("Cid") == Some(4)
    });
    check(H4, "!&&(Ann = cat, Bob = dog)", |w| {
        !(w.p("Ann") == w.p("cat") && w.p("Bob") == w.p("dog"))
    });
}

#[test]
fn numbers_of_a_category_and_of_positions() {
    let age = |w: &World, v| w.num(v, "Age").unwrap();
    check(H4, "Ann:Age > Bob:Age", |w| age(w, "Ann") > age(w, "Bob"));
    check(H4, "Ann:# + 1 == cat:#", |w| {
        w.p("Ann").unwrap() + 1 == w.p("cat").unwrap()
    });
    check(H4, "Age.30 == Ann:Age", |w| age(w, "Ann") == 30);
    check(H4, "#1:Age < #4:Age", |w| w.at(1, "Age") < w.at(4, "Age"));
    assert_eq!(option_counts(H4, "Ann:Age > 20"), [2]);
}

#[test]
fn arithmetic_is_exact_and_binds_products_first() {
    let age = |w: &World, v| w.num(v, "Age").unwrap();
    check(H4, "Ann:Age - Bob:Age == 10", |w| {
        age(w, "Ann") - age(w, "Bob") == 10
    });
    check(H4, "Ann:Age * 2 == Bob:Age + 20", |w| {
        age(w, "Ann") * 2 == age(w, "Bob") + 20
    });
    // Exact: 30 / 20 is 1.5, more than 1 and not 1.
    check(H4, "Ann:Age / Bob:Age > 1", |w| age(w, "Ann") > age(w, "Bob"));
    check(H4, "Ann:Age / 20 == 1", |w| age(w, "Ann") == 20);
    check(H4, "Ann:Age % 30 == 10", |w| age(w, "Ann") % 30 == 10);
    check(H4, "Ann:Age diff Bob:Age == 20", |w| {
        (age(w, "Ann") - age(w, "Bob")).abs() == 20
    });
    check(H4, "Ann:# + Bob:# * 2 == 7", |w| {
        w.p("Ann").unwrap() + w.p("Bob").unwrap() * 2 == 7
    });
    check(H4, "(Ann:# + Bob:#) * 2 == 10", |w| {
        (w.p("Ann").unwrap() + w.p("Bob").unwrap()) * 2 == 10
    });
    // A division by zero makes the comparison false, and its negation true.
    check(H4, "Ann:Age / (Bob:# - 2) == 10", |w| {
        let d = w.p("Bob").unwrap() - 2;
        d != 0 && age(w, "Ann") == 10 * d
    });
    check(H4, "!(Ann:Age / (Bob:# - 2) == 10)", |w| {
        let d = w.p("Bob").unwrap() - 2;
        !(d != 0 && age(w, "Ann") == 10 * d)
    });
}

#[test]
fn comparisons() {
    let a = |w: &World| w.num("Ann", "Age").unwrap();
    check(H4, "Ann:Age == 20", |w| a(w) == 20);
    check(H4, "Ann:Age != 20", |w| a(w) != 20);
    check(H4, "Ann:Age < 30", |w| a(w) < 30);
    check(H4, "Ann:Age > 30", |w| a(w) > 30);
    check(H4, "Ann:Age <= 30", |w| a(w) <= 30);
    check(H4, "Ann:Age >= 30", |w| a(w) >= 30);
}

#[test]
fn truths_counts_the_clues_that_hold() {
    check(H4, "truths(Ann = cat, Bob = dog, Cid = eel) == 1", |w| {
        [
            w.p("Ann") == w.p("cat"),
            w.p("Bob") == w.p("dog"),
            w.p("Cid") == w.p("eel"),
        ]
        .iter()
        .filter(|&&b| b)
        .count()
            == 1
    });
}

#[test]
fn sets_and_ranges() {
    check(H4, "Ann in (cat, dog)", |w| {
        w.p("Ann") == w.p("cat") || w.p("Ann") == w.p("dog")
    });
    check(H4, "Ann in (#1, #3)", |w| matches!(w.p("Ann"), Some(1 | 3)));
    check(H4, "Ann:# in (1, 3)", |w| matches!(w.p("Ann"), Some(1 | 3)));
    check(H4, "Ann:Age in [15, 30]", |w| {
        (15..=30).contains(&w.num("Ann", "Age").unwrap())
    });
    check(H4, "Ann:Age + Bob:Age in [50, 60]", |w| {
        (50..=60).contains(&(w.num("Ann", "Age").unwrap() + w.num("Bob", "Age").unwrap()))
    });
}

#[test]
fn every_position() {
    check(H4, "$:Age != $:# * 10", |w| {
        (1..=w.n()).all(|k| w.at(k, "Age") != (k * 10).to_string())
    });
    check(H4, "$ = cat => $:Age > 20", |w| {
        (1..=w.n()).all(|k| w.p("cat") != Some(k) || w.at(k, "Age").parse::<i64>().unwrap() > 20)
    });
    check(H3, "$ _ Ann => $:Age > 10", |w| {
        (1..=w.n()).all(|k| (w.p("Ann").unwrap() - k).abs() != 1 || w.at(k, "Age") != "10")
    });
}

#[test]
fn a_clue_over_many_items_compiles_exactly() {
    check(
        H4,
        "Ann:Age + Bob:Age == Cid:Age + Dan:Age - 20 | cat -- Dan",
        |w| {
            let a = |v| w.num(v, "Age").unwrap();
            a("Ann") + a("Bob") == a("Cid") + a("Dan") - 20 || w.p("cat") < w.p("Dan")
        },
    );
}

#[test]
fn great_categories_leave_values_unused() {
    check(
        G3,
        "red _ Ann",
        |w| matches!((w.p("red"), w.p("Ann")), (Some(a), Some(b)) if (a - b).abs() == 1),
    );
    check(G3, "!(red = Ann)", |w| w.p("red") != w.p("Ann"));
    check(G3, "cat = green | Bob = blue", |w| {
        (w.p("green").is_some() && w.p("cat") == w.p("green"))
            || (w.p("blue").is_some() && w.p("Bob") == w.p("blue"))
    });
}

/// The worlds of `header` that satisfy every hint of the compiled riddle, read by the definition
/// of `riddle-format.md` (blocks of consecutive rows, blank cells match anything): a check of
/// the compiled riddle that needs no engine, so it covers great columns too.
fn by_definition(header: &'static str, clues: &str) -> BTreeSet<Vec<Vec<String>>> {
    let json = compiled(&file(header, clues));
    let hints = json["hints"].as_array().unwrap().clone();
    let fits = |matrix: &Vec<Vec<String>>, option: &serde_json::Value| {
        let rows = option.as_array().unwrap();
        (0..=matrix.len().saturating_sub(rows.len())).any(|t| {
            rows.len() <= matrix.len()
                && rows.iter().enumerate().all(|(i, row)| {
                    row.as_array().unwrap().iter().enumerate().all(|(c, cell)| {
                        let cell = cell.as_str().unwrap();
                        cell.is_empty() || matrix[t + i][c] == cell
                    })
                })
        })
    };
    brute(header, &|w: &World| {
        let m = w.matrix();
        hints
            .iter()
            .all(|hint| hint.as_array().unwrap().iter().any(|o| fits(&m, o)))
    })
}

#[test]
fn great_categories_compile_exactly_by_the_definition() {
    type Holds = dyn Fn(&World) -> bool;
    let cases: [(&str, &Holds); 6] = [
        (
            "red _ Ann",
            &|w| matches!((w.p("red"), w.p("Ann")), (Some(a), Some(b)) if (a - b).abs() == 1),
        ),
        ("!(red = Ann)", &|w| w.p("red") != w.p("Ann")),
        (
            "!(red _ Ann)",
            &|w| !matches!((w.p("red"), w.p("Ann")), (Some(a), Some(b)) if (a - b).abs() == 1),
        ),
        ("cat = green | Bob = blue", &|w| {
            (w.p("green").is_some() && w.p("cat") == w.p("green"))
                || (w.p("blue").is_some() && w.p("Bob") == w.p("blue"))
        }),
        ("red:# > Ann:#", &|w| {
            w.p("red").is_some_and(|r| r > w.p("Ann").unwrap())
        }),
        (
            "!(red -- blue)",
            &|w| !matches!((w.p("red"), w.p("blue")), (Some(a), Some(b)) if a < b),
        ),
    ];
    for (clue, holds) in cases {
        assert_eq!(by_definition(G3, clue), brute(G3, holds), "{clue}");
    }
}

#[test]
fn the_definition_check_agrees_with_the_engine_without_great_categories() {
    for clue in ["Ann _ cat", "!(Ann:Age > Bob:Age)", "Ann = cat ^ Bob -- dog"] {
        let riddle = Riddle::from_zbc(&file(H3, clue)).unwrap();
        assert_eq!(by_definition(H3, clue), solutions(&riddle), "{clue}");
    }
}

#[test]
fn great_categories_compile_to_great_columns() {
    let json = compiled(&file(G3, "red _ Ann\n!(red = Ann)"));
    assert_eq!(
        json["domains"]["Color"],
        serde_json::json!(["red", "green", "blue", "white", "black"])
    );
    // "red is not at Ann's": every filling of the colour column without red at Ann's position.
    assert!(json["hints"][1].as_array().unwrap().len() > 1);
}

// ---------------------------------------------------------------------------------------------
// Errors: each at its line and column, saying what was expected.

/// The errors of a clue file, one per line.
fn errors(text: &str) -> String {
    match Riddle::from_zbc(text) {
        Ok(_) => panic!("no error in\n{text}"),
        Err(errors) => errors.to_string(),
    }
}

#[test]
fn unknown_names_suggest_the_nearest() {
    assert_eq!(
        errors("Pet - cat fish\n---\nfsh _ cat"),
        "3:1: unknown value \"fsh\" (did you mean \"fish\"?)"
    );
    // Several mistakes are reported at once.
    assert_eq!(
        errors("Name - Ann Bob\nPet - cat dog\n---\nAnn = cta\nBob = dgo\nAnn - - Bob\nBob _ Ann"),
        "4:7: unknown value \"cta\" (did you mean \"cat\"?)\n\
         5:7: unknown value \"dgo\" (did you mean \"dog\"?)\n\
         6:7: expected a clue: an item, `#k`, `$`, a number, `!`, `(`, `&&(` or `||(`, found `-`"
    );
    assert_eq!(
        errors("Name - Ann Bob\nAge - 20 30\n---\nAnn:Agee == 20\nAnn = zebra"),
        "4:5: unknown category \"Agee\" (did you mean \"Age\"?)\n5:7: unknown value \"zebra\""
    );
    assert_eq!(
        errors("Name - Ann Bob\nPet - Ann dog\n---\nAnn = dog"),
        "4:1: \"Ann\" is a value of several categories: write Name.Ann or Pet.Ann"
    );
}

#[test]
fn header_mistakes() {
    assert_eq!(
        errors("Name - Ann Bob\nPet - cat dog eel\n---\nAnn = cat"),
        "2:1: category Pet has 3 values, Name has 2"
    );
    assert_eq!(
        errors("Name - Ann Bob\nName - x y\n---\n"),
        "2:1: category Name repeats line 1"
    );
    assert_eq!(
        errors("Name - Ann Bob\nColor* - red green\n---\n"),
        "2:1: great category Color has 2 values: it needs more than the 2 positions"
    );
    assert_eq!(
        errors("Name - Ann Bob"),
        "1:15: expected a line `---` between the header and the clues, found the end of the file"
    );
    assert_eq!(
        errors("Name Ann Bob\n---\n"),
        "1:6: expected `-` after the category name, found \"Ann\""
    );
    assert_eq!(
        errors("Name - Ann Ann\n---\n"),
        "1:12: value \"Ann\" repeats in category Name"
    );
}

#[test]
fn clue_mistakes() {
    let h = "Name - Ann Bob\nAge - 20 30\nPet - cat dog\n---\n";
    let at = |clue: &str| errors(&format!("{h}{clue}"));
    assert_eq!(
        at("Ann = cat | Bob = dog & Ann = dog"),
        "5:23: mix of | and &: add parentheses"
    );
    assert_eq!(
        at("Ann:Pet > 3"),
        "5:5: \"Pet\" is not numeric: X:Pet needs whole-number values"
    );
    assert_eq!(
        at("Ann = 20"),
        "5:7: expected an item, found the number 20 (the value is written Age.20)"
    );
    assert_eq!(
        at("Ann:Age = 20"),
        "5:9: `=` places items, not numbers: compare numbers with `==`"
    );
    assert_eq!(
        at("#3 = Ann"),
        "5:1: position #3 is out of range: the positions are #1 to #2"
    );
    assert_eq!(
        at("Ann"),
        "5:1: an item alone is not a clue: expected an operator after it (`=`, `-`, `_`, `in`, …), found the end of the file"
    );
    assert_eq!(
        at("Ann - cat - dog - Bob"),
        "5:17: a chain has at most three items: add `&`"
    );
    assert_eq!(
        at("Ann - cat _ dog"),
        "5:11: a chain of three has both operators directed (`=`, `-`, `-k-`, `--`) or both undirected (`_`, `_k_`, `__`)"
    );
    assert_eq!(at("(Ann = cat"), "5:11: expected `)`, found the end of the file");
    assert_eq!(
        at("Ann = cat \"open"),
        "5:11: comment never closed: expected a `\"`"
    );
    assert_eq!(at("Ann = cat @"), "5:11: unexpected character '@'");
    assert_eq!(
        at("Ann:Age + 1"),
        "5:1: a number alone is not a clue: compare it (`==`, `<`, `in`, …)"
    );
    assert_eq!(at("Ann:Age + Bob == 3"), "5:11: expected a number, found an item (`X:Category` is the value at X's position, `X:#` its position)");
    assert_eq!(at("Pet.cow = Ann"), "5:5: unknown value \"cow\" in Pet");
}

#[test]
fn a_clue_past_the_option_limit_is_an_error_naming_it() {
    // Ten positions, and a clue over the numbers of all ten people.
    let header = "Name - A B C D E F G H I J\nAge - 1 2 3 4 5 6 7 8 9 10\n---\n";
    let clue = "A:Age + B:Age + C:Age + D:Age + E:Age + F:Age + G:Age + H:Age == 40";
    let message = errors(&format!("{header}Ann\n"));
    assert!(message.starts_with("4:1: unknown value"));
    // The clue, at its line and column, quoted cut short (`gridriddle::explain::shortened`).
    assert_eq!(
        errors(&format!("{header}{clue}\n")),
        format!(
            "4:1: clue \"{}\" needs more than 10000 options (the limit per clue): split it into smaller clues",
            gridriddle::explain::shortened(clue)
        )
    );
    assert_eq!(
        gridriddle::explain::shortened(clue),
        "A:Age + B:Age + C:Age + D:Age + E:Age + ..."
    );
}

// ---------------------------------------------------------------------------------------------
// Random clue files: never a panic, and exactly the brute force's solutions.

mod random {
    use super::*;
    use proptest::prelude::*;

    /// Items of the riddle H3.
    const ITEMS: [&str; 12] = [
        "Ann", "Bob", "Cid", "cat", "dog", "eel", "Age.10", "Age.20", "Age.30", "#1", "#2", "#3",
    ];

    /// Items of the great riddle G3: the same places in the list, colours for ages.
    const GREAT_ITEMS: [&str; 12] = [
        "Ann", "Bob", "Cid", "cat", "dog", "eel", "red", "green", "blue", "#1", "#2", "#3",
    ];

    /// A random clue, printed fully parenthesised, and evaluated directly. Items are indices
    /// into one of the lists above.
    #[derive(Debug, Clone)]
    enum C {
        Pos(&'static str, usize, usize),
        Not(Box<C>),
        Bin(&'static str, Box<C>, Box<C>),
        Cmp(&'static str, N, N),
        In(usize, Vec<usize>),
        Range(N, N, N),
        Truths(Vec<C>, i64),
    }

    #[derive(Debug, Clone)]
    enum N {
        Lit(i64),
        Age(usize),
        PosOf(usize),
        Bin(&'static str, Box<N>, Box<N>),
    }

    fn item() -> impl Strategy<Value = usize> {
        0..ITEMS.len()
    }

    /// Numbers; with `ages`, ages read through a name or a position.
    fn num(ages: bool) -> impl Strategy<Value = N> {
        let age = if ages {
            prop_oneof![0usize..6, 9usize..12].prop_map(N::Age).boxed()
        } else {
            item().prop_map(N::PosOf).boxed()
        };
        let leaf = prop_oneof![(0i64..45).prop_map(N::Lit), age, item().prop_map(N::PosOf)];
        leaf.prop_recursive(2, 6, 2, |inner| {
            (
                prop::sample::select(vec!["+", "-", "*", "/", "%", "diff"]),
                inner.clone(),
                inner,
            )
                .prop_map(|(op, a, b)| N::Bin(op, Box::new(a), Box::new(b)))
        })
    }

    fn clue(ages: bool) -> impl Strategy<Value = C> {
        let leaf = prop_oneof![
            (
                prop::sample::select(vec!["=", "-", "-2-", "--", "_", "_2_", "__"]),
                item(),
                item()
            )
                .prop_map(|(op, a, b)| C::Pos(op, a, b)),
            (
                prop::sample::select(vec!["==", "!=", "<", ">", "<=", ">="]),
                num(ages),
                num(ages)
            )
                .prop_map(|(op, a, b)| C::Cmp(op, a, b)),
            (item(), prop::collection::vec(item(), 1..3)).prop_map(|(a, set)| C::In(a, set)),
            (num(ages), num(ages), num(ages)).prop_map(|(x, lo, hi)| C::Range(x, lo, hi)),
        ];
        leaf.prop_recursive(2, 8, 3, |inner| {
            prop_oneof![
                inner.clone().prop_map(|c| C::Not(Box::new(c))),
                (
                    prop::sample::select(vec!["&", "|", "^", "=>", "<=>"]),
                    inner.clone(),
                    inner.clone()
                )
                    .prop_map(|(op, a, b)| C::Bin(op, Box::new(a), Box::new(b))),
                (prop::collection::vec(inner, 1..3), 0i64..3).prop_map(|(list, k)| C::Truths(list, k)),
            ]
        })
    }

    fn print(items: &[&str], c: &C) -> String {
        let print = |c: &C| print(items, c);
        let print_num = |n: &N| print_num(items, n);
        match c {
            C::Pos(op, a, b) => format!("({} {op} {})", items[*a], items[*b]),
            C::Not(x) => format!("!{}", print(x)),
            C::Bin(op, a, b) => format!("({} {op} {})", print(a), print(b)),
            C::Cmp(op, a, b) => format!("({} {op} {})", print_num(a), print_num(b)),
            C::In(a, set) => format!(
                "({} in ({}))",
                items[*a],
                set.iter().map(|&i| items[i]).collect::<Vec<_>>().join(", ")
            ),
            C::Range(x, lo, hi) => format!("({} in [{}, {}])", print_num(x), print_num(lo), print_num(hi)),
            C::Truths(list, k) => format!(
                "(truths({}) == {k})",
                list.iter().map(print).collect::<Vec<_>>().join(", ")
            ),
        }
    }

    fn print_num(items: &[&str], n: &N) -> String {
        match n {
            N::Lit(k) => k.to_string(),
            N::Age(i) => format!("{}:Age", items[*i]),
            N::PosOf(i) => format!("{}:#", items[*i]),
            N::Bin(op, a, b) => format!("({} {op} {})", print_num(items, a), print_num(items, b)),
        }
    }

    /// The position of item `i`; `None` for an unused value of a great category.
    fn pos(items: &[&str], w: &World, i: usize) -> Option<i64> {
        match items[i].strip_prefix('#') {
            Some(k) => k.parse().ok(),
            None => w.p(items[i].trim_start_matches("Age.")),
        }
    }

    /// Whether `c` holds in `w`. A positional clause on an unused value is false; a number read
    /// from one is undefined, and so is a division by zero: their comparisons are false.
    fn holds(items: &[&str], w: &World, c: &C) -> bool {
        let pos = |i: usize| pos(items, w, i);
        let holds = |c: &C| holds(items, w, c);
        match c {
            C::Pos(op, a, b) => {
                let (Some(a), Some(b)) = (pos(*a), pos(*b)) else {
                    return false;
                };
                match *op {
                    "=" => a == b,
                    "-" => b == a + 1,
                    "-2-" => b == a + 2,
                    "--" => a < b,
                    "_" => (a - b).abs() == 1,
                    "_2_" => (a - b).abs() == 2,
                    _ => a != b,
                }
            }
            C::Not(x) => !holds(x),
            C::Bin(op, a, b) => {
                let (a, b) = (holds(a), holds(b));
                match *op {
                    "&" => a && b,
                    "|" => a || b,
                    "^" => a != b,
                    "=>" => !a || b,
                    _ => a == b,
                }
            }
            C::Cmp(op, a, b) => {
                let (Some((an, ad)), Some((bn, bd))) = (value(items, w, a), value(items, w, b)) else {
                    return false;
                };
                let order = (an * bd).cmp(&(bn * ad));
                match *op {
                    "==" => order.is_eq(),
                    "!=" => order.is_ne(),
                    "<" => order.is_lt(),
                    ">" => order.is_gt(),
                    "<=" => order.is_le(),
                    _ => order.is_ge(),
                }
            }
            C::In(a, set) => pos(*a).is_some_and(|a| set.iter().any(|&b| pos(b) == Some(a))),
            C::Range(x, lo, hi) => {
                let (Some((xn, xd)), Some((ln, ld)), Some((hn, hd))) =
                    (value(items, w, x), value(items, w, lo), value(items, w, hi))
                else {
                    return false;
                };
                ln * xd <= xn * ld && xn * hd <= hn * xd
            }
            C::Truths(list, k) => list.iter().filter(|c| holds(c)).count() as i64 == *k,
        }
    }

    /// A fraction (numerator, positive denominator), `None` when undefined.
    fn value(items: &[&str], w: &World, n: &N) -> Option<(i128, i128)> {
        Some(match n {
            N::Lit(k) => (*k as i128, 1),
            N::Age(i) => (w.at(pos(items, w, *i)?, "Age").parse().unwrap(), 1),
            N::PosOf(i) => (pos(items, w, *i)? as i128, 1),
            N::Bin(op, a, b) => {
                let ((an, ad), (bn, bd)) = (value(items, w, a)?, value(items, w, b)?);
                match *op {
                    "+" => (an * bd + bn * ad, ad * bd),
                    "-" => (an * bd - bn * ad, ad * bd),
                    "diff" => ((an * bd - bn * ad).abs(), ad * bd),
                    "*" => (an * bn, ad * bd),
                    _ if bn == 0 => return None,
                    "%" => {
                        // a − b·trunc(a / b)
                        let q = (an * bd) / (ad * bn);
                        (an * bd - bn * q * ad, ad * bd)
                    }
                    _ => (an * bd * bn.signum(), ad * bn.abs()),
                }
            }
        })
    }

    /// Pieces of the language, to garble into random files.
    const PIECES: [&str; 40] = [
        "Ann",
        " ",
        "cat",
        "=",
        "-",
        "_",
        "(",
        ")",
        "!",
        "&",
        "|",
        "#1",
        "#",
        "$",
        ":",
        "Age",
        ".",
        "10",
        "in",
        "[",
        "]",
        ",",
        "\n",
        "\"",
        "truths",
        "diff",
        "*",
        "/",
        "%",
        "<=>",
        "=>",
        "^",
        "&&",
        "||",
        "--",
        "---",
        "-2-",
        "_2_",
        "99999999999999999999",
        "é",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        #[test]
        fn random_clue_files_have_exactly_the_brute_force_solutions(clues in prop::collection::vec(clue(true), 1..3)) {
            let text: String = clues.iter().map(|c| print(&ITEMS, c) + "\n").collect();
            let riddle = Riddle::from_zbc(&file(H3, &text)).unwrap_or_else(|e| panic!("{text}\n{e}"));
            let expected = brute(H3, &|w: &World| clues.iter().all(|c| holds(&ITEMS, w, c)));
            prop_assert_eq!(solutions(&riddle), expected, "{}", text);
        }

        #[test]
        fn random_clues_on_a_great_category_compile_exactly_by_the_definition(clues in prop::collection::vec(clue(false), 1..3)) {
            let text: String = clues.iter().map(|c| print(&GREAT_ITEMS, c) + "\n").collect();
            let expected = brute(G3, &|w: &World| clues.iter().all(|c| holds(&GREAT_ITEMS, w, c)));
            prop_assert_eq!(by_definition(G3, &text), expected, "{}", text);
        }

        #[test]
        fn garbled_clue_files_never_panic(pieces in prop::collection::vec(prop::sample::select(PIECES.to_vec()), 0..40), header in any::<bool>()) {
            let body: String = pieces.concat();
            let text = if header { file(H3, &body) } else { body };
            if let Ok(riddle_file) = compile_zbc(&text) {
                prop_assert!(Riddle::from_file(&riddle_file).is_ok());
                prop_assert!(Riddle::from_json(&riddle_file.to_json_pretty()).is_ok());
            }
        }
    }
}

/// The options each kind of clue compiles to, with five positions: what the report quotes.
#[test]
fn option_counts_per_clue_kind() {
    let h = "
Name - Ann Bob Cid Dan Eve
Pet - cat dog eel fox gnu
Age - 10 20 30 40 50
Color* - red green blue white black pink
";
    let cases: [(&str, &[usize]); 30] = [
        ("Ann = cat", &[1]),
        ("Ann - cat", &[1]),
        ("Ann -2- cat", &[1]),
        ("Ann -- cat", &[4]),
        ("Ann _ cat", &[2]),
        ("Ann _2_ cat", &[2]),
        ("Ann __ cat", &[4]),
        ("!(Ann = cat)", &[4]),
        ("!(Ann _ cat)", &[7]),
        ("Ann - cat - dog", &[1, 1]),
        ("Ann _ cat _ dog", &[2]),
        ("Ann -- cat -- dog", &[4, 4]),
        ("#1 = cat", &[1]),
        ("Ann -- #3", &[2]),
        ("Ann in (cat, dog)", &[2]),
        ("Ann = cat | Bob = dog", &[2]),
        ("Ann = cat ^ Bob = dog", &[8, 5, 5, 5, 5]),
        ("Ann = cat => Bob = dog", &[5]),
        ("Ann = cat <=> Bob = dog", &[5, 8, 8, 8, 8]),
        ("&&(Ann = cat, Bob = dog)", &[1, 1]),
        ("Ann:Age > 30", &[2]),
        ("Ann:Age > Bob:Age", &[4, 5, 6, 7, 8]),
        ("Ann:Age diff Bob:Age == 10", &[5, 6, 6, 6, 5]),
        ("Ann:# + 1 == cat:#", &[1]),
        ("Ann:Age in [20, 40]", &[3]),
        (
            "truths(Ann = cat, Bob = dog, Cid = eel) == 1",
            &[84, 52, 52, 52, 52],
        ),
        ("$:Age != $:# * 10", &[4, 4, 4, 4, 4]),
        ("red _ Ann", &[2]),
        ("!(red = Ann)", &[5]),
        ("red = Ann | Bob = blue", &[2]),
    ];
    for (clue, counts) in cases {
        assert_eq!(option_counts(h, clue), counts, "{clue}");
    }
}

#[test]
fn a_clue_starts_where_the_previous_one_ends() {
    let json = compiled(&file(
        H4,
        "Ann = cat &&(Bob = dog, Cid = eel) ||(Dan = fox, #1 = Dan) !(Ann _ Bob) (Cid:Age > 20) Ann:# == 1 Bob\n- Cid",
    ));
    assert_eq!(
        json["hintTexts"],
        serde_json::json!([
            "Ann = cat",
            "&&(Bob = dog, Cid = eel)",
            "&&(Bob = dog, Cid = eel)",
            "||(Dan = fox, #1 = Dan)",
            "!(Ann _ Bob)",
            "(Cid:Age > 20)",
            "Ann:# == 1",
            "Bob - Cid"
        ])
    );
}

#[test]
fn a_clue_that_takes_too_long_is_an_error_naming_it() {
    let names: Vec<String> = (0..40).map(|i| format!("n{i}")).collect();
    let ages: Vec<String> = (0..40).map(|i| i.to_string()).collect();
    let header = format!("Name - {}\nAge - {}\n---\n", names.join(" "), ages.join(" "));
    let clue = "n1:Age + n2:Age + n3:Age + n4:Age + n5:Age == 100";
    assert_eq!(
        errors(&format!("{header}{clue}\n")),
        format!(
            "4:1: clue \"{}\" takes too long to compile exactly (more than 20000000 steps): split it into smaller clues",
            gridriddle::explain::shortened(clue)
        )
    );
}

#[test]
fn a_clue_that_always_holds_makes_no_hint_and_one_that_never_holds_no_solution() {
    assert_eq!(option_counts(H3, "Ann __ Bob"), Vec::<usize>::new());
    assert_eq!(option_counts(H3, "Ann:# <= 3"), Vec::<usize>::new());
    check(H3, "Ann = Bob", |_| false);
    check(H3, "Ann:Age == 15", |_| false);
}

#[test]
fn names_are_letters_and_digits_of_any_script_and_columns_count_characters() {
    assert_eq!(
        errors("Имя - Аня Боб\nCafé - thé café\n---\nАня = thé\nАня - Бб"),
        "5:7: unknown value \"Бб\" (did you mean \"Боб\"?)"
    );
    check(
        "
Имя - Аня Боб Ева
Café - thé café eau
Age - 10 20 30
",
        "Аня - café\nthé:Age > Ева:Age",
        |w| {
            let age = |v| w.num(v, "Age").unwrap();
            w.p("café") == w.p("Аня").map(|p| p + 1) && age("thé") > age("Ева")
        },
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let h = "Name - Ann Bob\n---\n";
    let deep = format!("{h}{}Ann = Bob{}", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(errors(&deep), "3:64: clue nested too deep (more than 64 levels)");
    let nots = format!("{h}{}Ann = Bob", "!".repeat(100_000));
    assert!(errors(&nots).contains("nested too deep"));
    // Operators that nest to the left count too: a long chain of `^`, `=>` or `+`.
    let xors = format!("{h}Ann = Bob{}", " ^ Ann = Bob".repeat(100_000));
    assert!(errors(&xors).contains("nested too deep"));
    let sums = format!("{h}Ann:#{} == 3", " + 1".repeat(100_000));
    assert!(errors(&sums).contains("nested too deep"));
    let products = format!("{h}Ann:#{} == 3", " * 1".repeat(100_000));
    assert!(errors(&products).contains("nested too deep"));
    // A long chain of `&` or `|` is flat, and fine.
    let ands = format!("{h}Ann __ Bob{}", " & Ann __ Bob".repeat(2_000));
    assert!(Riddle::from_zbc(&ands).is_ok());
    let lists = format!("{h}{}Ann = Bob{}", "&&(".repeat(100_000), ")".repeat(100_000));
    assert!(errors(&lists).contains("nested too deep"));
}

// ---------------------------------------------------------------------------------------------
// Issue 34, at random: three-item chains of every operator pair and arithmetic with `-`, on 2 to
// 6 positions, solved by the engine (all solutions) against the contract's meaning evaluated here.

mod chains_and_minus {
    use super::*;
    use proptest::prelude::*;
    use proptest::test_runner::RngSeed;

    /// The seed of every run, unless `PROPTEST_RNG_SEED` gives another; a failure prints its case
    /// and proptest keeps it in proptest-regressions/clues.txt.
    const SEED: u64 = 34;

    /// The number of cases of each property below.
    const CASES: u32 = 64;

    fn config() -> ProptestConfig {
        let mut config = ProptestConfig::with_cases(CASES);
        if config.rng_seed == RngSeed::Random {
            config.rng_seed = RngSeed::Fixed(SEED);
        }
        config
    }

    /// The riddle of n positions (2 to 6): names, and ages that are primes so that sums and
    /// differences are varied.
    const HEADERS: [&str; 5] = [
        "Name - Ann Bob\nAge - 2 3\n",
        "Name - Ann Bob Cid\nAge - 2 3 5\n",
        "Name - Ann Bob Cid Dan\nAge - 2 3 5 7\n",
        "Name - Ann Bob Cid Dan Eve\nAge - 2 3 5 7 11\n",
        "Name - Ann Bob Cid Dan Eve Fay\nAge - 2 3 5 7 11 13\n",
    ];
    const NAMES: [&str; 6] = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"];
    const AGES: [i64; 6] = [2, 3, 5, 7, 11, 13];

    /// An item of a riddle of n positions: a name, an age written `Age.v`, or a position `#k`.
    #[derive(Debug, Clone, Copy)]
    enum It {
        Name(usize),
        Age(usize),
        At(usize),
    }

    impl It {
        fn text(self) -> String {
            match self {
                It::Name(i) => NAMES[i].to_owned(),
                It::Age(i) => format!("Age.{}", AGES[i]),
                It::At(i) => format!("#{}", i + 1),
            }
        }

        /// Its position, 1-based.
        fn pos(self, w: &World) -> i64 {
            match self {
                It::Name(i) => w.p(NAMES[i]).unwrap(),
                It::Age(i) => w.p(&AGES[i].to_string()).unwrap(),
                It::At(i) => i as i64 + 1,
            }
        }
    }

    fn item(n: usize) -> impl Strategy<Value = It> {
        prop_oneof![
            (0..n).prop_map(It::Name),
            (0..n).prop_map(It::Age),
            (0..n).prop_map(It::At)
        ]
    }

    /// A positional operator: `=`, `-`, `-k-`, `--` (directed) or `_`, `_k_`, `__`, k in 0..=3.
    fn op(undirected: bool) -> impl Strategy<Value = String> {
        let (one, k, all) = if undirected {
            ("_", "_", "__")
        } else {
            ("-", "-", "--")
        };
        let mut ops = vec![one.to_owned(), all.to_owned()];
        ops.extend((0..=3).map(|d| format!("{k}{d}{k}")));
        if !undirected {
            ops.push("=".to_owned());
        }
        prop::sample::select(ops)
    }

    /// Whether `a op b` holds, from the contract's table.
    fn pos_holds(op: &str, a: i64, b: i64) -> bool {
        match op {
            "=" => a == b,
            "-" => b == a + 1,
            "--" => a < b,
            "_" => (a - b).abs() == 1,
            "__" => a != b,
            _ => {
                let k: i64 = op[1..op.len() - 1].parse().unwrap();
                if op.starts_with('-') {
                    b == a + k
                } else {
                    (a - b).abs() == k
                }
            }
        }
    }

    /// `A op1 B op2 C`, perhaps negated.
    #[derive(Debug, Clone)]
    struct Chain {
        items: [It; 3],
        ops: [String; 2],
        not: bool,
    }

    impl Chain {
        fn text(&self) -> String {
            let [a, b, c] = self.items;
            let chain = format!(
                "{} {} {} {} {}",
                a.text(),
                self.ops[0],
                b.text(),
                self.ops[1],
                c.text()
            );
            if self.not {
                format!("!({chain})")
            } else {
                chain
            }
        }

        /// The contract: each operator on its own pair; with undirected operators, B also lies
        /// strictly between A and C, on either side.
        fn holds(&self, w: &World) -> bool {
            let [a, b, c] = self.items.map(|i| i.pos(w));
            let undirected = self.ops[0].starts_with('_');
            let pairs = pos_holds(&self.ops[0], a, b) && pos_holds(&self.ops[1], b, c);
            let between = (a < b && b < c) || (c < b && b < a);
            (pairs && (!undirected || between)) != self.not
        }
    }

    fn chain(n: usize) -> impl Strategy<Value = Chain> {
        (any::<bool>(), any::<bool>())
            .prop_flat_map(move |(undirected, not)| {
                (
                    item(n),
                    item(n),
                    item(n),
                    op(undirected),
                    op(undirected),
                    Just(not),
                )
            })
            .prop_map(|(a, b, c, o1, o2, not)| Chain {
                items: [a, b, c],
                ops: [o1, o2],
                not,
            })
    }

    /// A number: a literal, `Age.v`, `X:Age` or `X:#`.
    #[derive(Debug, Clone, Copy)]
    enum Term {
        Lit(i64),
        Age(usize),
        AgeOf(It),
        PosOf(It),
    }

    impl Term {
        fn text(self) -> String {
            match self {
                Term::Lit(k) => k.to_string(),
                Term::Age(i) => format!("Age.{}", AGES[i]),
                Term::AgeOf(x) => format!("{}:Age", x.text()),
                Term::PosOf(x) => format!("{}:#", x.text()),
            }
        }

        fn value(self, w: &World) -> i64 {
            match self {
                Term::Lit(k) => k,
                Term::Age(i) => AGES[i],
                Term::AgeOf(x) => w.at(x.pos(w), "Age").parse().unwrap(),
                Term::PosOf(x) => x.pos(w),
            }
        }
    }

    fn term(n: usize) -> impl Strategy<Value = Term> {
        prop_oneof![
            1 => (0i64..14).prop_map(Term::Lit),
            3 => (0..n).prop_map(Term::Age),
            2 => item(n).prop_map(Term::AgeOf),
            1 => item(n).prop_map(Term::PosOf),
        ]
    }

    /// A sum read left to right: the first term, then each further one with `-` (true) or `+`.
    type Sum = (Term, Vec<(bool, Term)>);

    /// `t1 ± t2 ± … cmp u1 ± u2 …`, without parentheses: sums read left to right.
    #[derive(Debug, Clone)]
    struct Arith {
        left: Sum,
        cmp: &'static str,
        right: Sum,
    }

    /// A sum whose signs are mostly `-` (`true`), sometimes `+`.
    fn sum(n: usize) -> impl Strategy<Value = Sum> {
        (
            term(n),
            prop::collection::vec((prop::bool::weighted(0.8), term(n)), 0..3),
        )
    }

    fn sum_text((first, rest): &Sum) -> String {
        let mut out = first.text();
        for (minus, t) in rest {
            out += if *minus { " - " } else { " + " };
            out += &t.text();
        }
        out
    }

    fn sum_value((first, rest): &Sum, w: &World) -> i64 {
        rest.iter().fold(first.value(w), |acc, (minus, t)| {
            if *minus {
                acc - t.value(w)
            } else {
                acc + t.value(w)
            }
        })
    }

    impl Arith {
        fn text(&self) -> String {
            format!("{} {} {}", sum_text(&self.left), self.cmp, sum_text(&self.right))
        }

        fn holds(&self, w: &World) -> bool {
            let (a, b) = (sum_value(&self.left, w), sum_value(&self.right, w));
            match self.cmp {
                "==" => a == b,
                "!=" => a != b,
                "<" => a < b,
                ">" => a > b,
                "<=" => a <= b,
                _ => a >= b,
            }
        }
    }

    fn arith(n: usize) -> impl Strategy<Value = Arith> {
        (
            sum(n),
            prop::sample::select(vec!["==", "!=", "<", ">", "<=", ">="]),
            sum(n),
        )
            .prop_map(|(left, cmp, right)| Arith { left, cmp, right })
    }

    /// A riddle size, and a file of one or two chains and zero or one arithmetic clue. Six
    /// positions are drawn less often: their brute force goes through 518,400 assignments.
    fn case() -> impl Strategy<Value = (usize, Vec<Chain>, Vec<Arith>)> {
        prop_oneof![3 => Just(2usize), 3 => Just(3), 3 => Just(4), 2 => Just(5), 1 => Just(6)].prop_flat_map(
            |n| {
                (
                    Just(n),
                    prop::collection::vec(chain(n), 1..=2),
                    prop::collection::vec(arith(n), 0..=1),
                )
            },
        )
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn random_chains_and_minus_have_exactly_the_brute_force_solutions((n, chains, ariths) in case()) {
            let header = HEADERS[n - 2];
            let text: String = chains
                .iter()
                .map(Chain::text)
                .chain(ariths.iter().map(Arith::text))
                .map(|c| c + "\n")
                .collect();
            let riddle = Riddle::from_zbc(&file(header, &text)).unwrap_or_else(|e| panic!("{text}\n{e}"));
            let expected = brute(header, &|w: &World| {
                chains.iter().all(|c| c.holds(w)) && ariths.iter().all(|a| a.holds(w))
            });
            prop_assert_eq!(solutions(&riddle), expected, "{}", text);
        }
    }
}

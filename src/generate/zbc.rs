//! The generated riddle written as clues in the ZBC language (docs/clue-format.md), each clue
//! followed by its sentence as a comment.

use super::hints::Hint;
use super::solution_grid::Val;
use super::theme::Column;

/// A name as ZBC allows it: letters and digits only (`Blue Master` → `BlueMaster`).
fn token(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// The clue file of a riddle with the attribute columns `columns[1..]` (column 0 is the house,
/// which becomes the positions `#1`…`#n`), the hints `hints`, and `title` as its opening comment.
pub(crate) fn riddle_zbc(columns: &[Column], hints: &[Hint], title: &str) -> String {
    let attributes = &columns[1..];
    let names: Vec<Vec<String>> = attributes
        .iter()
        .map(|c| c.values.iter().map(|v| token(v)).collect())
        .collect();
    // A value is named alone when no other category has a value of that name and it is not all
    // digits; else as `Category.item`.
    let item = |v: Val| {
        let name = &names[v.col - 1][v.value];
        let shared = names
            .iter()
            .enumerate()
            .any(|(c, values)| c != v.col - 1 && values.contains(name));
        if shared || name.chars().all(|c| c.is_ascii_digit()) {
            format!("{}.{name}", token(&attributes[v.col - 1].header))
        } else {
            name.clone()
        }
    };
    let mut out = format!("\"{}\"\n\n", title.replace('"', "'"));
    let width = attributes
        .iter()
        .map(|c| token(&c.header).len())
        .max()
        .unwrap_or(0);
    let rows = columns[0].values.len();
    for (c, column) in attributes.iter().enumerate() {
        // A great column (more values than houses) is a great category: `Colour*`.
        let great = if column.values.len() > rows { "*" } else { "" };
        let header = format!("{}{great}", token(&column.header));
        out += &format!("{header:width$} - {}\n", names[c].join(" "), width = width + 1);
    }
    out += "---\n";
    let header = |c: usize| token(&columns[c].header);
    let value = |v: Val| names[v.col - 1][v.value].clone();
    let sizes: Vec<usize> = columns.iter().map(|c| c.values.len()).collect();
    let clues: Vec<String> = hints
        .iter()
        .map(|h| clue(h, &sizes, &item, &header, &value))
        .collect();
    let width = clues.iter().map(String::len).max().unwrap_or(0);
    for (hint, clue) in hints.iter().zip(&clues) {
        out += &format!("{clue:width$}  \"{}\"\n", hint.text(columns).replace('"', "'"));
    }
    out
}

/// A value as a clue names it, a house number (column 0) as its position: `#3`.
fn place(v: Val, item: &impl Fn(Val) -> String) -> String {
    if v.col == 0 {
        format!("#{}", v.value + 1)
    } else {
        item(v)
    }
}

/// One hint as a clue, in a riddle whose column `c` has `sizes[c]` values (column 0: one per
/// house). A negative hint about a value of a great column, which may be unused, also says that
/// it is used, as the hint's options do: `pink in (#2, #3)`, not `!(pink = #1)`.
fn clue(
    hint: &Hint,
    sizes: &[usize],
    item: &impl Fn(Val) -> String,
    header: &impl Fn(usize) -> String,
    value: &impl Fn(Val) -> String,
) -> String {
    match *hint {
        Hint::SameRow(a, b) => format!("{} = {}", item(a), item(b)),
        Hint::InRow(a, r) => format!("{} = #{}", item(a), r + 1),
        Hint::NotInRow(a, r) if sizes[a.col] > sizes[0] => {
            let houses: Vec<String> = (0..sizes[0])
                .filter(|&j| j != r)
                .map(|j| format!("#{}", j + 1))
                .collect();
            format!("{} in ({})", item(a), houses.join(", "))
        }
        Hint::NotInRow(a, r) => format!("!({} = #{})", item(a), r + 1),
        Hint::DirectlyLeft(a, b) => format!("{} - {}", item(a), item(b)),
        Hint::SomewhereLeft(a, b) => format!("{} -- {}", item(a), item(b)),
        Hint::NextTo(a, b) => format!("{} _ {}", item(a), item(b)),
        Hint::Apart(a, b, d) => format!("{} _{d}_ {}", item(a), item(b)),
        // x directly between y and z, in either order: the undirected chain y _ x _ z.
        Hint::Between(x, y, z) => format!("{} _ {} _ {}", item(y), item(x), item(z)),
        Hint::EitherOr(x, y, z) => format!("({} = {}) | ({} = {})", item(x), item(y), item(x), item(z)),
        Hint::NotTogether(a, b) if sizes[a.col] > sizes[0] => {
            let others: Vec<String> = (0..sizes[b.col])
                .filter(|&v| v != b.value)
                .map(|value| item(Val { col: b.col, value }))
                .collect();
            format!("{} in ({})", item(a), others.join(", "))
        }
        Hint::NotTogether(a, b) => format!("!({} = {})", item(a), item(b)),
        // A house number (column 0) as the position `#k`.
        Hint::IfThen(x, y, z, w) => format!(
            "({} = {}) => ({} = {})",
            item(x),
            place(y, item),
            item(z),
            place(w, item)
        ),
        Hint::ExactlyOne(x, y, z) => format!(
            "({} = {}) ^ ({} = {})",
            item(x),
            place(y, item),
            item(x),
            place(z, item)
        ),
        // The number in the pivot's column at x's position, against the pivot's own.
        Hint::Compare(x, pivot, larger) => format!(
            "{}:{} {} {}",
            item(x),
            header(pivot.col),
            if larger { ">" } else { "<" },
            value(pivot)
        ),
    }
}

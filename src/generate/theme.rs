//! Column names, their values, and the words that name a value in a sentence.

use super::rng::Rng;

/// A kind of attribute: its column name, values, and how a sentence names a person by it.
struct Theme {
    header: &'static str,
    values: [&'static str; THEME_VALUES],
    /// The person, as the subject of a sentence: `{}` is the value.
    subject: &'static str,
    /// What the person is or has, after a subject.
    predicate: &'static str,
}

/// Values per theme: riddles with more rows use generic columns.
const THEME_VALUES: usize = 12;

#[rustfmt::skip]
const THEMES: [Theme; 12] = [
    Theme { header: "Name", subject: "{}", predicate: "is called {}",
        values: ["Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry", "Iris", "Jack", "Kate", "Leo"] },
    Theme { header: "Nationality", subject: "the {}", predicate: "is the {}",
        values: ["Brit", "Swede", "Dane", "Norwegian", "German", "Spaniard", "Italian", "Pole", "Greek", "Finn", "Swiss", "Czech"] },
    Theme { header: "Colour", subject: "the person in the {} house", predicate: "lives in the {} house",
        values: ["red", "green", "white", "yellow", "blue", "ivory", "orange", "purple", "pink", "grey", "black", "brown"] },
    Theme { header: "Drink", subject: "the person who drinks {}", predicate: "drinks {}",
        values: ["tea", "coffee", "milk", "beer", "water", "juice", "cocoa", "lemonade", "wine", "cider", "soda", "kefir"] },
    Theme { header: "Pet", subject: "the person who keeps {}", predicate: "keeps {}",
        values: ["dogs", "birds", "cats", "horses", "fish", "rabbits", "snails", "zebras", "hamsters", "turtles", "ferrets", "parrots"] },
    Theme { header: "Sport", subject: "the person who plays {}", predicate: "plays {}",
        values: ["tennis", "golf", "chess", "rugby", "hockey", "cricket", "squash", "polo", "bowls", "darts", "billiards", "croquet"] },
    Theme { header: "Food", subject: "the person who eats {}", predicate: "eats {}",
        values: ["pizza", "soup", "curry", "salad", "sushi", "pasta", "tacos", "stew", "noodles", "pie", "risotto", "dumplings"] },
    Theme { header: "Job", subject: "the {}", predicate: "is the {}",
        values: ["doctor", "teacher", "baker", "pilot", "farmer", "lawyer", "painter", "nurse", "chef", "miner", "sailor", "tailor"] },
    Theme { header: "Car", subject: "the {} driver", predicate: "drives the {}",
        values: ["Ford", "Fiat", "Audi", "BMW", "Volvo", "Honda", "Tesla", "Skoda", "Kia", "Mazda", "Toyota", "Seat"] },
    Theme { header: "Flower", subject: "the person who grows {}", predicate: "grows {}",
        values: ["roses", "tulips", "lilies", "daisies", "orchids", "irises", "poppies", "violets", "peonies", "asters", "dahlias", "lupins"] },
    Theme { header: "Music", subject: "the {} fan", predicate: "likes {}",
        values: ["jazz", "rock", "blues", "folk", "opera", "pop", "soul", "disco", "reggae", "punk", "salsa", "techno"] },
    Theme { header: "Month", subject: "the person born in {}", predicate: "was born in {}",
        values: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] },
];

/// One column of a generated riddle: its name, its values (the solution's row order is elsewhere),
/// and its sentence patterns.
#[derive(Debug, Clone)]
pub(crate) struct Column {
    pub(crate) header: String,
    pub(crate) values: Vec<String>,
    subject: &'static str,
    predicate: &'static str,
}

impl Column {
    /// Value `v` as the subject of a sentence (not capitalised).
    pub(crate) fn subject(&self, v: usize) -> String {
        self.subject.replace("{}", &self.values[v])
    }

    /// What a person with value `v` is or has, after a subject.
    pub(crate) fn predicate(&self, v: usize) -> String {
        self.predicate.replace("{}", &self.values[v])
    }
}

/// The columns of a riddle of `rows` rows: `House` (1…rows), then `attributes` columns. While the
/// rows fit a theme, the themes come in an order and with values drawn from `rng`; past that, or
/// past the twelve themes, columns are generic (`A` with values `A1`…).
pub(crate) fn columns(rows: usize, attributes: usize, rng: &mut Rng) -> Vec<Column> {
    let mut out = vec![Column {
        header: "House".to_owned(),
        values: (1..=rows).map(|r| r.to_string()).collect(),
        subject: "house {}",
        predicate: "lives in house {}",
    }];
    let mut order: Vec<usize> = (0..THEMES.len()).collect();
    rng.shuffle(&mut order);
    for i in 0..attributes {
        if rows <= THEME_VALUES && i < THEMES.len() {
            let theme = &THEMES[order[i]];
            let mut picked: Vec<usize> = (0..THEME_VALUES).collect();
            rng.shuffle(&mut picked);
            picked.truncate(rows);
            picked.sort_unstable();
            out.push(Column {
                header: theme.header.to_owned(),
                values: picked.iter().map(|&v| theme.values[v].to_owned()).collect(),
                subject: theme.subject,
                predicate: theme.predicate,
            });
        } else {
            let name = letters(i);
            out.push(Column {
                values: (1..=rows).map(|r| format!("{name}{r}")).collect(),
                header: name,
                subject: "the person with {}",
                predicate: "has {}",
            });
        }
    }
    out
}

/// `A`, `B`, … `Z`, `AA`, `AB`, …: the name of generic column `i` (0-based).
fn letters(mut i: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (i % 26) as u8);
        if i < 26 {
            break;
        }
        i = i / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII letters")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generic_columns_are_named_like_spreadsheet_columns() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52].into_iter().map(letters).collect();
        assert_eq!(names, ["A", "B", "Z", "AA", "AB", "AZ", "BA"]);
    }

    #[test]
    fn columns_are_themed_while_the_rows_fit_and_generic_past_that() {
        let mut rng = Rng::new(1);
        let small = columns(5, 13, &mut rng);
        assert_eq!(small[0].header, "House");
        assert!(small[1..13]
            .iter()
            .all(|c| c.header.len() > 2 && c.values.len() == 5));
        assert_eq!(small[13].header, "M");
        let big = columns(13, 2, &mut rng);
        assert_eq!(big[1].values[12], "A13");
        assert_eq!(big[2].header, "B");
    }
}

//! Column names, their values, and the words that name a value in a sentence.

use super::rng::Rng;

/// A kind of attribute: its column name, values, and how a sentence names a person by it.
struct Theme {
    header: &'static str,
    values: &'static [&'static str],
    /// The person, as the subject of a sentence: `{}` is the value.
    subject: &'static str,
    /// What the person is or has, after a subject.
    predicate: &'static str,
    /// For a column of numbers (values in increasing order): how a person whose number is
    /// smaller, then larger, compares with another ("is older than", "is younger than").
    compare: Option<(&'static str, &'static str)>,
    /// The question that asks a person's value of this column: `{s}` is the person as a subject
    /// ("the Swede"), `{p}` what they are or have ("married in May"), as the column that names
    /// them says it ("Who married in May?", "In which year was the Nissan driver born?").
    ask: &'static str,
    /// The question that asks the house of a person named by this column, when "Which house
    /// does {subject} live in?" would say "house" twice ("Which house is the cream one?").
    ask_house: Option<&'static str>,
}

/// The most rows a riddle can have with themed columns: every theme but `Month` has this many
/// values. Past it, columns are generic (`A1`, `A2`…).
pub const THEMED_ROWS: usize = 20;

#[rustfmt::skip]
const THEMES: [Theme; 15] = [
    Theme { header: "Name", ask: "Who {p}?",
        subject: "{}", predicate: "is called {}", compare: None, ask_house: None,
        values: &["Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry", "Iris", "Jack",
            "Kate", "Leo", "Mia", "Noah", "Olga", "Paul", "Quinn", "Rosa", "Sam", "Tina"] },
    Theme { header: "Nationality", ask: "What nationality is {s}?",
        subject: "the {}", predicate: "is the {}", compare: None, ask_house: None,
        values: &["Brit", "Swede", "Dane", "Norwegian", "German", "Spaniard", "Italian", "Pole", "Greek", "Finn",
            "Scot", "Czech", "Austrian", "Belgian", "Hungarian", "Serb", "Romanian", "Croat", "Latvian", "Estonian"] },
    Theme { header: "Colour", ask: "What colour is the house {s} lives in?",
        subject: "the person in the {} house", predicate: "lives in the {} house", compare: None,
        ask_house: Some("Which house is the {} one?"),
        values: &["red", "green", "white", "yellow", "blue", "ivory", "orange", "purple", "pink", "grey",
            "black", "brown", "beige", "teal", "navy", "lilac", "olive", "maroon", "cream", "golden"] },
    Theme { header: "Drink", ask: "What does {s} drink?",
        subject: "the person who drinks {}", predicate: "drinks {}", compare: None, ask_house: None,
        values: &["tea", "coffee", "milk", "beer", "water", "juice", "cocoa", "lemonade", "wine", "cider",
            "soda", "kefir", "gin", "rum", "sake", "cola", "mead", "port", "kvass", "chai"] },
    Theme { header: "Pet", ask: "Which pets does {s} keep?",
        subject: "the person who keeps {}", predicate: "keeps {}", compare: None, ask_house: None,
        values: &["dogs", "birds", "cats", "horses", "fish", "rabbits", "snails", "zebras", "hamsters", "turtles",
            "ferrets", "parrots", "geese", "goats", "lizards", "mice", "frogs", "bees", "llamas", "pigs"] },
    Theme { header: "Sport", ask: "Which game does {s} play?",
        subject: "the person who plays {}", predicate: "plays {}", compare: None, ask_house: None,
        values: &["tennis", "golf", "chess", "rugby", "hockey", "cricket", "squash", "polo", "bowls", "darts",
            "billiards", "croquet", "badminton", "volleyball", "baseball", "handball", "lacrosse", "softball",
            "snooker", "bridge"] },
    Theme { header: "Food", ask: "What does {s} eat?",
        subject: "the person who eats {}", predicate: "eats {}", compare: None, ask_house: None,
        values: &["pizza", "soup", "curry", "salad", "sushi", "pasta", "tacos", "stew", "noodles", "pie",
            "risotto", "dumplings", "burgers", "falafel", "paella", "goulash", "kebabs", "lasagne", "omelettes",
            "pancakes"] },
    Theme { header: "Job", ask: "What job does {s} do?",
        subject: "the {}", predicate: "is the {}", compare: None, ask_house: None,
        values: &["doctor", "teacher", "baker", "pilot", "farmer", "lawyer", "painter", "nurse", "chef", "miner",
            "sailor", "tailor", "dentist", "plumber", "judge", "writer", "singer", "banker", "potter", "florist"] },
    Theme { header: "Car", ask: "Which car does {s} drive?",
        subject: "the {} driver", predicate: "drives the {}", compare: None, ask_house: None,
        values: &["Ford", "Fiat", "Audi", "BMW", "Volvo", "Honda", "Tesla", "Skoda", "Kia", "Mazda",
            "Toyota", "Seat", "Saab", "Jeep", "Lada", "Mini", "Opel", "Dacia", "Lexus", "Nissan"] },
    Theme { header: "Flower", ask: "Which flowers does {s} grow?",
        subject: "the person who grows {}", predicate: "grows {}", compare: None, ask_house: None,
        values: &["roses", "tulips", "lilies", "daisies", "orchids", "irises", "poppies", "violets", "peonies",
            "asters", "dahlias", "lupins", "pansies", "crocuses", "freesias", "sunflowers", "hyacinths",
            "marigolds", "begonias", "snowdrops"] },
    Theme { header: "Music", ask: "Which music does {s} like?",
        subject: "the {} fan", predicate: "likes {}", compare: None, ask_house: None,
        values: &["jazz", "rock", "blues", "folk", "opera", "pop", "soul", "disco", "reggae", "punk",
            "salsa", "techno", "funk", "gospel", "metal", "swing", "grunge", "ska", "tango", "samba"] },
    Theme { header: "City", ask: "Which city does {s} come from?",
        subject: "the person from {}", predicate: "comes from {}", compare: None, ask_house: None,
        values: &["Paris", "Rome", "Oslo", "Lima", "Cairo", "Delhi", "Tokyo", "Sydney", "Berlin", "Madrid",
            "Dublin", "Vienna", "Prague", "Lisbon", "Athens", "Warsaw", "Quito", "Seoul", "Nairobi", "Havana"] },
    Theme { header: "Year", ask: "In which year was {s} born?",
        subject: "the person born in {}", predicate: "was born in {}", compare: Some(("is older than", "is younger than")), ask_house: None,
        values: &["1910", "1915", "1920", "1925", "1930", "1935", "1940", "1945", "1950", "1955",
            "1960", "1965", "1970", "1975", "1980", "1985", "1990", "1995", "2000", "2005"] },
    Theme { header: "Age", ask: "How old is {s}?",
        subject: "the {}-year-old", predicate: "is {} years old", compare: Some(("is younger than", "is older than")), ask_house: None,
        values: &["18", "21", "24", "27", "30", "33", "36", "39", "42", "45",
            "48", "51", "54", "57", "60", "63", "66", "69", "72", "75"] },
    Theme { header: "Month", ask: "In which month did {s} marry?",
        subject: "the person who married in {}", predicate: "married in {}", compare: None, ask_house: None,
        values: &["January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December"] },
];

/// One column of a generated riddle: its name, its values (the solution's row order is elsewhere),
/// and its sentence patterns.
#[derive(Debug, Clone)]
pub(crate) struct Column {
    pub(crate) header: String,
    pub(crate) values: Vec<String>,
    subject: &'static str,
    predicate: &'static str,
    /// See `Theme::compare`: `Some` for a column of numbers.
    pub(crate) compare: Option<(&'static str, &'static str)>,
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

/// Who a question is about: the person holding value `value` of column `header`, or the person
/// of house `k` (1-based) when the riddle has no other column to name them by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Person<'a> {
    /// Named by one of their values.
    Holding {
        /// The column's name.
        header: &'a str,
        /// The value.
        value: &'a str,
    },
    /// Named by their house.
    InHouse(usize),
}

/// The theme of column `header` that has value `value`, if any.
fn theme_of(header: &str, value: &str) -> Option<&'static Theme> {
    THEMES
        .iter()
        .find(|t| t.header == header && t.values.contains(&value))
}

/// The theme named `header`, if any.
fn theme_named(header: &str) -> Option<&'static Theme> {
    THEMES.iter().find(|t| t.header == header)
}

impl Person<'_> {
    /// The person as the subject of a sentence (not capitalised): the theme's words for a
    /// themed column ("the person who keeps fish", "the Norwegian"), else "the person whose A
    /// is A3".
    fn subject(&self) -> String {
        match *self {
            Person::Holding { header, value } => match theme_of(header, value) {
                Some(theme) => theme.subject.replace("{}", value),
                None => format!("the person whose {header} is {value}"),
            },
            Person::InHouse(k) => format!("the person in house {k}"),
        }
    }

    /// What the person is or has, after a subject ("married in May", "lives in house 3").
    fn predicate(&self) -> String {
        match *self {
            Person::Holding { header, value } => match theme_of(header, value) {
                Some(theme) => theme.predicate.replace("{}", value),
                None => format!("is the person whose {header} is {value}"),
            },
            Person::InHouse(k) => format!("lives in house {k}"),
        }
    }
}

/// The question that asks `person`'s value of column `asked` (the numbered house column when
/// `house`), in the words of the theme of `asked` ("Who married in May?", "In which year was the
/// Nissan driver born?", "Which house does the person who keeps fish live in?"); for questions
/// about a riddle. A column no theme knows is asked by its name ("Which A does the Swede
/// have?").
pub(crate) fn question(asked: &str, house: bool, person: Person<'_>) -> String {
    let fill = |pattern: &str| {
        let mut out = pattern.replace("{s}", &person.subject());
        if out.contains("{p}") {
            out = out.replace("{p}", &person.predicate());
        }
        out
    };
    if house {
        let special = match person {
            Person::Holding { header, value } => theme_of(header, value)
                .and_then(|t| t.ask_house)
                .map(|pattern| pattern.replace("{}", value)),
            Person::InHouse(_) => None,
        };
        return special.unwrap_or_else(|| fill("Which house does {s} live in?"));
    }
    match (theme_named(asked), person) {
        // "What colour is the house the person in house 3 lives in?" says "house" three times.
        (Some(theme), Person::InHouse(k)) if theme.header == "Colour" => {
            format!("What colour is house {k}?")
        }
        (Some(theme), _) => fill(theme.ask),
        (None, _) => fill(&format!("Which {asked} does {{s}} have?")),
    }
}

/// The columns of a riddle of `rows` rows: `House` (1…rows), then `attributes` columns. The
/// themes with at least `rows` values come in an order and with values drawn from `rng` (values
/// keep their theme's order, so years and ages read in order); past [`THEMED_ROWS`] rows, or
/// past the themes, columns are generic (`A` with values `A1`…).
#[cfg(test)]
pub(crate) fn columns(rows: usize, attributes: usize, rng: &mut Rng) -> Vec<Column> {
    columns_great(rows, attributes, 0, rng)
}

/// For tests: the house column (20 houses), then one column of every theme with all its values,
/// then a generic column (`A1`…`A20`): every word a sentence can use.
#[cfg(test)]
pub(crate) fn every_theme() -> Vec<Column> {
    let mut out = vec![Column {
        header: "House".to_owned(),
        values: (1..=THEMED_ROWS).map(|r| r.to_string()).collect(),
        subject: "house {}",
        predicate: "lives in house {}",
        compare: None,
    }];
    out.extend(THEMES.iter().map(|theme| Column {
        header: theme.header.to_owned(),
        values: theme.values.iter().map(|v| (*v).to_owned()).collect(),
        subject: theme.subject,
        predicate: theme.predicate,
        compare: theme.compare,
    }));
    out.push(Column {
        header: "A".to_owned(),
        values: (1..=THEMED_ROWS).map(|r| format!("A{r}")).collect(),
        subject: "the person with {}",
        predicate: "has {}",
        compare: None,
    });
    out
}

/// The house column of a riddle of `rows` rows (`1` … `rows`).
pub(crate) fn house_column(rows: usize) -> Column {
    Column {
        header: "House".to_owned(),
        values: (1..=rows).map(|r| r.to_string()).collect(),
        subject: "house {}",
        predicate: "lives in house {}",
        compare: None,
    }
}

/// The attribute column `header` with `values`, in the words of its theme (a generic column's
/// past the themes): a generated riddle's column as its description names it.
pub(crate) fn column_named(header: &str, values: Vec<String>) -> Column {
    match theme_named(header) {
        Some(theme) => Column {
            header: header.to_owned(),
            values,
            subject: theme.subject,
            predicate: theme.predicate,
            compare: theme.compare,
        },
        None => Column {
            header: header.to_owned(),
            values,
            subject: "the person with {}",
            predicate: "has {}",
            compare: None,
        },
    }
}

/// Values of a great column of a riddle of `rows` rows: a third more, at least one.
pub(crate) fn great_size(rows: usize) -> usize {
    rows + (rows / 3).max(1)
}

/// [`columns`], the first `great` attribute columns great: [`great_size`] values, of which
/// the solution uses `rows` (a theme with too few values gives way to a generic column).
pub(crate) fn columns_great(rows: usize, attributes: usize, great: usize, rng: &mut Rng) -> Vec<Column> {
    let mut out = vec![house_column(rows)];
    let mut order: Vec<usize> = (0..THEMES.len())
        .filter(|&t| THEMES[t].values.len() >= rows)
        .collect();
    rng.shuffle(&mut order);
    let mut generic = 0;
    for i in 0..attributes {
        let count = if i < great { great_size(rows) } else { rows };
        match order.get(i).map(|&t| &THEMES[t]) {
            Some(theme) if theme.values.len() >= count => {
                let mut picked: Vec<usize> = (0..theme.values.len()).collect();
                rng.shuffle(&mut picked);
                picked.truncate(count);
                picked.sort_unstable();
                out.push(Column {
                    header: theme.header.to_owned(),
                    values: picked.iter().map(|&v| theme.values[v].to_owned()).collect(),
                    subject: theme.subject,
                    predicate: theme.predicate,
                    compare: theme.compare,
                });
            }
            _ => {
                let name = letters(generic);
                generic += 1;
                out.push(Column {
                    values: (1..=count).map(|r| format!("{name}{r}")).collect(),
                    header: name,
                    subject: "the person with {}",
                    predicate: "has {}",
                    compare: None,
                });
            }
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
        let small = columns(5, 16, &mut rng);
        assert_eq!(small[0].header, "House");
        assert!(small[1..16]
            .iter()
            .all(|c| c.header.len() > 2 && c.values.len() == 5));
        assert_eq!(small[16].header, "A");
        // Every theme but the months reaches 20 rows: 14 themed columns, then codes.
        let twenty = columns(THEMED_ROWS, 15, &mut rng);
        assert!(twenty[1..15]
            .iter()
            .all(|c| c.header.len() > 2 && c.values.len() == 20));
        assert!(twenty.iter().all(|c| c.header != "Month"));
        assert_eq!(twenty[15].values[19], "A20");
        let big = columns(THEMED_ROWS + 1, 2, &mut rng);
        assert_eq!(big[1].values[20], "A21");
        assert_eq!(big[2].header, "B");
    }
}

#[cfg(test)]
mod words {
    use super::*;

    #[test]
    fn theme_values_are_distinct_words_within_and_across_themes() {
        let mut seen = std::collections::HashSet::new();
        for theme in &THEMES {
            assert!(theme.values.len() >= 12, "{}", theme.header);
            for v in theme.values {
                assert!(v.chars().all(char::is_alphanumeric), "{v}");
                assert!(seen.insert(v.to_lowercase()), "{v} twice");
            }
        }
        assert_eq!(
            THEMES.iter().filter(|t| t.values.len() >= THEMED_ROWS).count(),
            14
        );
    }
}

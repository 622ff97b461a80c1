//! The raw riddle: every field of the right type, nothing else checked yet; cells borrowed from
//! the text (or from a [`RiddleFile`]) where they can be.

use std::borrow::Cow;
use std::ops::Deref;

use crate::riddle_file::RiddleFile;

/// A riddle as the JSON spells it: every field of the right type, nothing else checked yet.
pub(super) struct RawRiddle<'de> {
    pub(super) header: List<Name>,
    pub(super) start: List<RawRow<'de>>,
    pub(super) hints: List<RawHint<'de>>,
    pub(super) single_hints: bool,
    pub(super) title: Option<Text>,
    pub(super) description: Option<Text>,
    pub(super) hint_texts: Option<List<Text>>,
    pub(super) domains: Option<Domains<'de>>,
}

/// A row of cells: of the riddle matrix or of an option.
pub(super) type RawRow<'de> = List<RawCell<'de>>;
/// An option of a hint: a submatrix, as rows.
pub(super) type RawOption<'de> = List<RawRow<'de>>;
/// A hint: its options.
pub(super) type RawHint<'de> = List<RawOption<'de>>;

impl<'a> RawRiddle<'a> {
    /// A riddle file built in code as raw parts, its cells borrowed: what the reader would read
    /// from its JSON text (the file's types are right by construction).
    pub(super) fn from_file(file: &'a RiddleFile) -> RawRiddle<'a> {
        let cells = |row: &'a [String]| {
            List(
                row.iter()
                    .map(|cell| RawCell::text(Cow::Borrowed(cell)))
                    .collect(),
            )
        };
        let rows = |rows: &'a [Vec<String>]| List(rows.iter().map(|row| cells(row)).collect());
        let texts = |texts: &[String]| List(texts.iter().map(|text| Text(text.clone())).collect());
        RawRiddle {
            header: List(file.header.iter().map(|name| Name::new(name.clone())).collect()),
            start: rows(&file.start_matrix),
            hints: List(
                (file.hints.iter())
                    .map(|options| List(options.iter().map(|option| rows(option)).collect()))
                    .collect(),
            ),
            single_hints: file.single_hints,
            title: file.title.clone().map(Text),
            description: file.description.clone().map(Text),
            hint_texts: file.hint_texts.as_deref().map(texts),
            // A map, sorted by name, as the reader reads `domains`.
            domains: file.domains.as_ref().map(|domains| {
                Domains(
                    (domains.iter())
                        .map(|(name, values)| (name.clone(), cells(values)))
                        .collect(),
                )
            }),
        }
    }
}

/// A JSON array of `T`.
pub(super) struct List<T>(pub(super) Vec<T>);

impl<T> Deref for List<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.0
    }
}

/// `domains`: each column name with its values, sorted by name, as a JSON object reads into a
/// map (a name given twice keeps its last values), so that the first error does not depend on
/// the order of the keys.
pub(super) struct Domains<'de>(pub(super) Vec<(String, List<RawCell<'de>>)>);

/// A cell: its value, trimmed, or `None` for a blank (`null`, `""` or only white space);
/// borrowed from the text unless the JSON string has escapes, or is a number.
pub(super) struct RawCell<'de>(pub(super) Option<Cow<'de, str>>);

impl<'de> RawCell<'de> {
    /// The cell a string makes: trimmed, blank if nothing is left.
    #[inline]
    pub(super) fn text(text: Cow<'de, str>) -> RawCell<'de> {
        let text = match text {
            Cow::Borrowed(text) => Cow::Borrowed(text.trim()),
            Cow::Owned(text) => Cow::Owned(trimmed(text)),
        };
        RawCell((!text.is_empty()).then_some(text))
    }

    /// The value, or `None` for a blank.
    #[inline]
    pub(super) fn value(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

/// A column name of `header`, trimmed (maybe empty: validation reports that).
pub(super) struct Name(pub(super) String);

impl Name {
    /// The name as written, trimmed.
    #[inline]
    pub(super) fn new(name: String) -> Name {
        Name(trimmed(name))
    }
}

/// A free text: `title`, `description`, an entry of `hintTexts`; kept as written.
pub(super) struct Text(pub(super) String);

/// `singleHints`.
pub(super) struct Flag(pub(super) bool);

/// `text` without surrounding white space.
fn trimmed(text: String) -> String {
    let inner = text.trim();
    if inner.len() == text.len() {
        text
    } else {
        inner.to_owned()
    }
}

//! The fields of a document as the reader reads them, each into its raw part ([`Readable`] for the
//! types of `raw.rs`), and the raw riddle they make, or the first type error in the order of the
//! format page.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::de::{MapAccess, SeqAccess};

use super::raw::{Domains, Flag, List, Name, RawCell, RawHint, RawOption, RawRiddle, RawRow, Text};
use super::reader::{Checked, Found, Key, PathStep, Read, Readable, Skip, TypeError};
use crate::error::RiddleError;

/// The fields of the document as read, each `None` when missing; other fields are skipped.
/// When a key is there twice, the last one counts.
#[derive(Default)]
pub(super) struct Document<'de> {
    header: Option<Checked<List<Name>>>,
    start: Option<Checked<List<RawRow<'de>>>>,
    hints: Option<Checked<List<RawHint<'de>>>>,
    single_hints: Option<Checked<Flag>>,
    title: Option<Checked<Text>>,
    description: Option<Checked<Text>>,
    hint_texts: Option<Checked<List<Text>>>,
    domains: Option<Checked<Domains<'de>>>,
}

impl<'de> Readable<'de> for Document<'de> {
    const EXPECTED: &'static str = "a JSON object";

    fn object<A: MapAccess<'de>>(first: Option<Key<'de>>, mut map: A) -> Result<Checked<Self>, A::Error> {
        fn field<'de, T: Readable<'de>, A: MapAccess<'de>>(
            map: &mut A,
        ) -> Result<Option<Checked<T>>, A::Error> {
            Ok(Some(map.next_value::<Read<T>>()?.0))
        }
        let mut document = Document::default();
        let mut key = first;
        while let Some(Key(name)) = key {
            match &*name {
                "header" => document.header = field(&mut map)?,
                "startMatrix" => document.start = field(&mut map)?,
                "hints" => document.hints = field(&mut map)?,
                "singleHints" => document.single_hints = field(&mut map)?,
                "title" => document.title = field(&mut map)?,
                "description" => document.description = field(&mut map)?,
                "hintTexts" => document.hint_texts = field(&mut map)?,
                "domains" => document.domains = field(&mut map)?,
                _ => {
                    map.next_value::<Skip>()?;
                }
            }
            key = map.next_key()?;
        }
        Ok(Ok(document))
    }
}

impl<'de> Document<'de> {
    /// The raw riddle, or the first type error in the order of the format page.
    pub(super) fn into_raw(self) -> Result<RawRiddle<'de>, RiddleError> {
        Ok(RawRiddle {
            header: required(self.header, "header")?,
            start: required(self.start, "startMatrix")?,
            hints: required(self.hints, "hints")?,
            single_hints: optional(self.single_hints, "singleHints")?.is_some_and(|flag| flag.0),
            title: optional(self.title, "title")?,
            description: optional(self.description, "description")?,
            hint_texts: optional(self.hint_texts, "hintTexts")?,
            domains: optional(self.domains, "domains")?,
        })
    }
}

/// Field `name`, which must be there: an array of `T`.
fn required<T: ListElement>(field: Option<Checked<List<T>>>, name: &str) -> Result<List<T>, RiddleError> {
    optional(field, name)?.ok_or_else(|| RiddleError::at(name, format!("missing (expected {})", T::ARRAY)))
}

/// Field `name`, if the document has it; a type error inside it names its path.
fn optional<T>(field: Option<Checked<T>>, name: &str) -> Result<Option<T>, RiddleError> {
    field.transpose().map_err(|error| error.at(name))
}

/// A part whose JSON arrays read as [`List`]s; `ARRAY` names such an array in messages.
trait ListElement {
    const ARRAY: &'static str;
}

impl ListElement for Name {
    const ARRAY: &'static str = "an array of column names";
}
impl ListElement for Text {
    const ARRAY: &'static str = "an array of strings";
}
impl ListElement for RawCell<'_> {
    const ARRAY: &'static str = "an array of cells";
}
impl ListElement for RawRow<'_> {
    const ARRAY: &'static str = "an array of rows";
}
impl ListElement for RawOption<'_> {
    const ARRAY: &'static str = "an array of options";
}
impl ListElement for RawHint<'_> {
    const ARRAY: &'static str = "an array of hints";
}

impl<'de, T: ListElement + Readable<'de>> Readable<'de> for List<T> {
    const EXPECTED: &'static str = T::ARRAY;

    fn array<A: SeqAccess<'de>>(mut seq: A) -> Result<Checked<Self>, A::Error> {
        // Most arrays are short (a row has a cell per column): their first items wait here,
        // so that the list is allocated once, at its length.
        let mut first: [Option<T>; SHORT] = Default::default();
        let mut items = Vec::new();
        let mut len = 0;
        while let Some(Read(item)) = seq.next_element::<Read<T>>()? {
            match item {
                Ok(item) if len < SHORT => first[len] = Some(item),
                Ok(item) => {
                    if len == SHORT {
                        items.reserve(2 * SHORT);
                        items.extend(first.iter_mut().flat_map(Option::take));
                    }
                    items.push(item);
                }
                Err(error) => {
                    let error = error.inside(PathStep::Element(len));
                    while seq.next_element::<Skip>()?.is_some() {}
                    return Ok(Err(error));
                }
            }
            len += 1;
        }
        if len <= SHORT {
            items.reserve_exact(len);
            items.extend(first.into_iter().flatten());
        }
        Ok(Ok(List(items)))
    }
}

/// Up to how many items of an array [`List`] holds on the stack before it allocates.
const SHORT: usize = 8;

impl<'de> Readable<'de> for Domains<'de> {
    const EXPECTED: &'static str = "an object mapping column names to arrays of values";

    fn object<A: MapAccess<'de>>(first: Option<Key<'de>>, mut map: A) -> Result<Checked<Self>, A::Error> {
        let mut entries = BTreeMap::new();
        let mut key = first;
        while let Some(Key(name)) = key {
            entries.insert(name.into_owned(), map.next_value::<Read<List<RawCell>>>()?.0);
            key = map.next_key()?;
        }
        let mut domains = Vec::with_capacity(entries.len());
        for (name, values) in entries {
            match values {
                Ok(values) => domains.push((name, values)),
                Err(error) => return Ok(Err(error.inside(PathStep::Member(name)))),
            }
        }
        Ok(Ok(Domains(domains)))
    }
}

impl<'de> Readable<'de> for RawCell<'de> {
    const EXPECTED: &'static str = "a string, a whole number or null";

    fn null() -> Checked<Self> {
        Ok(RawCell(None))
    }
    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(RawCell::text(v))
    }
    /// A whole number, of any length, is the cell its digits spell (`-0` is refused before).
    fn number(v: String) -> Checked<Self> {
        if is_whole(&v) {
            Ok(RawCell(Some(Cow::Owned(v))))
        } else {
            Err(TypeError::mismatch(Self::EXPECTED, Found::Number(v)))
        }
    }
}

impl<'de> Readable<'de> for Name {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Name::new(v.into_owned()))
    }
}

impl<'de> Readable<'de> for Text {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Text(v.into_owned()))
    }
}

impl<'de> Readable<'de> for Flag {
    const EXPECTED: &'static str = "true or false";

    fn boolean(v: bool) -> Checked<Self> {
        Ok(Flag(v))
    }
}

/// Whether a JSON number is written as a whole number: digits, maybe after a minus sign (not
/// `3.0`, not `1e2`).
fn is_whole(number: &str) -> bool {
    let digits = number.strip_prefix('-').unwrap_or(number);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

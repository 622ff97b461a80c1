//! The only module that knows the JSON shape: parsing and validation, with JSON paths in errors.
//!
//! Two stages, three kinds of error:
//!
//! 1. the text is read in one pass, straight into the raw riddle: each field in its raw,
//!    unvalidated form (private types that implement [`Part`]), cells borrowed from the text
//!    where they can be. Syntax errors end the reading, located by line and column. A value of
//!    the wrong type does not: it becomes a [`TypeError`] (a JSON path such as
//!    `hints[3][1][0][2]`, and `expected …, found …`), the rest of the document is still read,
//!    so that a syntax error anywhere comes first, and the fields' type errors are reported in
//!    the order of the format page (`header`, `startMatrix`, `hints`, `singleHints`, `title`,
//!    `description`, `hintTexts`, `domains`), whatever the order of the keys in the file;
//! 2. the raw riddle is checked against `riddle-format.md` and turned into a [`Riddle`] with
//!    value ids: validation errors, located by JSON path, in document order.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::marker::PhantomData;
use std::ops::Deref;

use ndarray::Array2;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

use crate::error::RiddleError;
use crate::riddle::Riddle;
use crate::riddle::{ValueId, BLANK, MAX_GREAT_VALUES, MAX_ROWS};

// Value ids are positions + 1 in a value set of at most `MAX_ROWS` values (a great column's
// `MAX_GREAT_VALUES` are no more, so a riddle with one has fewer than `MAX_ROWS` rows).
const _: () = assert!(MAX_ROWS < ValueId::MAX as usize);
const _: () = assert!(MAX_GREAT_VALUES <= MAX_ROWS);

/// How many characters of a value an error message quotes before it cuts it.
const QUOTE_CHARS: usize = 40;

/// How many values of a column the "too many values" message lists.
const LISTED_VALUES: usize = 3;

impl Riddle {
    /// Parses and validates a riddle written in the JSON format of `riddle-format.md`.
    ///
    /// ```
    /// let riddle = gridriddle::Riddle::from_json(r#"{
    ///     "header": ["House", "Pet"],
    ///     "startMatrix": [["1", ""], ["2", ""]],
    ///     "hints": [[[["1", "cat"]]]],
    ///     "domains": {"Pet": ["cat", "dog"]}
    /// }"#).unwrap();
    /// assert_eq!(riddle.rows(), 2);
    /// assert_eq!(riddle.values(1), ["cat", "dog"]);
    /// ```
    pub fn from_json(text: &str) -> Result<Riddle, RiddleError> {
        read_document(text)?.into_raw()?.validate()
    }
}

/// Stage 1: the whole text read into its fields; a syntax error is located by line and column.
fn read_document(text: &str) -> Result<Document<'_>, RiddleError> {
    // RFC 8259 lets a parser ignore a byte order mark; editors on Windows write one.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if let Some((line, column)) = negative_zero(text) {
        return Err(RiddleError::syntax(
            line,
            column,
            "-0 is not a whole number a cell can hold: write 0, or the text \"-0\"",
        ));
    }
    let mut json = serde_json::Deserializer::from_str(text);
    let read = Read::<Document>::deserialize(&mut json).and_then(|document| {
        json.end()?;
        Ok(document)
    });
    match read {
        Ok(Read(Ok(document))) => Ok(document),
        Ok(Read(Err(error))) => Err(error.at("")),
        Err(error) => {
            let (line, column) = (error.line(), error.column());
            let message = error.to_string();
            let suffix = format!(" at line {line} column {column}");
            let message = message.strip_suffix(&suffix).unwrap_or(&message);
            // serde_json says column 0 for the end of input right after a newline (or of empty
            // input).
            Err(RiddleError::syntax(line, column.max(1), message))
        }
    }
}

/// The line and column (1-based, in characters) of the first number `-0` outside a string, if
/// any: serde_json reads it as 0, which would make a cell of other digits than written.
fn negative_zero(text: &str) -> Option<(usize, usize)> {
    // The usual riddle has no `-0` even inside its strings: one fast search says so.
    if !text.contains("-0") {
        return None;
    }
    let (mut in_string, mut escaped) = (false, false);
    let (mut line, mut column) = (1, 0);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        column += 1;
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
        } else if c == '\n' {
            (line, column) = (line + 1, 0);
        } else if c == '-' && chars.peek() == Some(&'0') {
            let mut rest = chars.clone();
            rest.next();
            if !matches!(rest.next(), Some('0'..='9' | '.' | 'e' | 'E')) {
                return Some((line, column));
            }
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Reading the parts of a riddle, each with its type checked.

/// A value of the wrong type, found while reading: where, as a path below the part being read
/// (innermost step first, as the error travels outwards), and what.
struct TypeError {
    steps: Vec<Step>,
    message: String,
}

/// A step of a JSON path: an element of an array or a member of an object.
enum Step {
    Element(usize),
    Member(String),
}

impl TypeError {
    fn mismatch(expected: &str, found: Found<'_>) -> Self {
        TypeError {
            steps: Vec::new(),
            message: format!("expected {expected}, found {found}"),
        }
    }

    /// The same error, one step further out.
    fn inside(mut self, step: Step) -> Self {
        self.steps.push(step);
        self
    }

    /// The error of the value at `path`.
    fn at(self, path: &str) -> RiddleError {
        let path = self
            .steps
            .iter()
            .rev()
            .fold(path.to_owned(), |path, step| match step {
                Step::Element(index) => element(&path, *index),
                Step::Member(key) => member(&path, key),
            });
        RiddleError::at(path, self.message)
    }
}

/// A part read: its value, or why it has the wrong type.
type Checked<T> = Result<T, TypeError>;

/// A part of a riddle as the JSON spells it, read by [`Read`]. Each method reads one kind of
/// JSON value; by default it is the wrong type. Arrays and objects not expected are still read
/// to their end, as [`Skip`] does.
trait Part<'de>: Sized {
    /// What the part should be, for `expected …` in messages.
    const EXPECTED: &'static str;

    fn null() -> Checked<Self> {
        Err(TypeError::mismatch(Self::EXPECTED, Found::Null))
    }
    fn boolean(v: bool) -> Checked<Self> {
        Err(TypeError::mismatch(Self::EXPECTED, Found::Bool(v)))
    }
    /// A number, as written (serde_json's `arbitrary_precision`).
    fn number(v: String) -> Checked<Self> {
        Err(TypeError::mismatch(Self::EXPECTED, Found::Number(v)))
    }
    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Err(TypeError::mismatch(Self::EXPECTED, Found::Str(&v)))
    }
    fn array<A: SeqAccess<'de>>(mut seq: A) -> Result<Checked<Self>, A::Error> {
        while seq.next_element::<Skip>()?.is_some() {}
        Ok(Err(TypeError::mismatch(Self::EXPECTED, Found::Array)))
    }
    /// An object whose first key, already read, is `first` (`None`: the object is empty).
    fn object<A: MapAccess<'de>>(first: Option<Key<'de>>, mut map: A) -> Result<Checked<Self>, A::Error> {
        if first.is_some() {
            map.next_value::<Skip>()?;
            while map.next_entry::<Skip, Skip>()?.is_some() {}
        }
        Ok(Err(TypeError::mismatch(Self::EXPECTED, Found::Object)))
    }
}

/// A part `T` read from JSON: a serde error is a syntax error, and ends the reading; a type error
/// is a value, so that the reading goes on.
struct Read<T>(Checked<T>);

impl<'de, T: Part<'de>> Deserialize<'de> for Read<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(PartVisitor(PhantomData)).map(Read)
    }
}

/// The key under which serde_json (with `arbitrary_precision`) hands a number to
/// `deserialize_any`: as an object of one member, the number's text, the way its own
/// `serde_json::Value` reads it.
const NUMBER_KEY: &str = "$serde_json::private::Number";

struct PartVisitor<T>(PhantomData<T>);

impl<'de, T: Part<'de>> Visitor<'de> for PartVisitor<T> {
    type Value = Checked<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTED)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Checked<T>, E> {
        Ok(T::null())
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Checked<T>, E> {
        Ok(T::boolean(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Checked<T>, E> {
        Ok(T::number(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Checked<T>, E> {
        Ok(T::number(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Checked<T>, E> {
        Ok(T::number(Value::from(v).to_string()))
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Checked<T>, E> {
        Ok(T::string(Cow::Borrowed(v)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Checked<T>, E> {
        Ok(T::string(Cow::Owned(v.to_owned())))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Checked<T>, E> {
        Ok(T::string(Cow::Owned(v)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Checked<T>, A::Error> {
        T::array(seq)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Checked<T>, A::Error> {
        match map.next_key::<Key>()? {
            Some(Key(key)) if key == NUMBER_KEY => Ok(T::number(map.next_value()?)),
            first => T::object(first, map),
        }
    }
}

/// An object's key, borrowed from the text unless it has escapes.
struct Key<'de>(Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Read::<Key>::deserialize(deserializer)?.0 {
            Ok(key) => Ok(key),
            // serde_json's keys are strings.
            Err(error) => Err(de::Error::custom(error.message)),
        }
    }
}

impl<'de> Part<'de> for Key<'de> {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Key(v))
    }
}

/// Any JSON value, read to its end (its syntax checked, as deep as serde_json allows) and
/// dropped. Not serde's `IgnoredAny`: serde_json skips that with its own reader, which words
/// syntax errors otherwise (`expected value` for a trailing comma) and has no recursion limit,
/// so errors in an ignored field would read unlike those elsewhere (the unit tests below say so).
struct Skip;

impl<'de> Deserialize<'de> for Skip {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SkipVisitor)
    }
}

struct SkipVisitor;

impl<'de> Visitor<'de> for SkipVisitor {
    type Value = Skip;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Skip, E> {
        Ok(Skip)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Skip, A::Error> {
        while seq.next_element::<Skip>()?.is_some() {}
        Ok(Skip)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Skip, A::Error> {
        while map.next_entry::<Skip, Skip>()?.is_some() {}
        Ok(Skip)
    }
}

/// What a JSON value turned out to be, for the `found …` half of a type error.
enum Found<'a> {
    Null,
    Bool(bool),
    Number(String),
    Str(&'a str),
    Array,
    Object,
}

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Null => f.write_str("null"),
            Found::Bool(b) => write!(f, "{b}"),
            Found::Number(n) => f.write_str(n),
            Found::Str(s) => f.write_str(&quote(s)),
            Found::Array => f.write_str("an array"),
            Found::Object => f.write_str("an object"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The raw riddle, type-checked but not validated.

/// The fields of the document as read, each `None` when missing; other fields are skipped.
/// When a key is there twice, the last one counts.
#[derive(Default)]
struct Document<'de> {
    header: Option<Checked<List<Name>>>,
    start: Option<Checked<List<RawRow<'de>>>>,
    hints: Option<Checked<List<RawHint<'de>>>>,
    single_hints: Option<Checked<Flag>>,
    title: Option<Checked<Text>>,
    description: Option<Checked<Text>>,
    hint_texts: Option<Checked<List<Text>>>,
    domains: Option<Checked<Domains<'de>>>,
}

impl<'de> Part<'de> for Document<'de> {
    const EXPECTED: &'static str = "a JSON object";

    fn object<A: MapAccess<'de>>(first: Option<Key<'de>>, mut map: A) -> Result<Checked<Self>, A::Error> {
        fn field<'de, T: Part<'de>, A: MapAccess<'de>>(map: &mut A) -> Result<Option<Checked<T>>, A::Error> {
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

/// A riddle as the JSON spells it: every field of the right type, nothing else checked yet.
struct RawRiddle<'de> {
    header: List<Name>,
    start: List<RawRow<'de>>,
    hints: List<RawHint<'de>>,
    single_hints: bool,
    title: Option<Text>,
    description: Option<Text>,
    hint_texts: Option<List<Text>>,
    domains: Option<Domains<'de>>,
}

/// A row of cells: of the riddle matrix or of an option.
type RawRow<'de> = List<RawCell<'de>>;
/// An option of a hint: a submatrix, as rows.
type RawOption<'de> = List<RawRow<'de>>;
/// A hint: its options.
type RawHint<'de> = List<RawOption<'de>>;

impl<'de> Document<'de> {
    /// The raw riddle, or the first type error in the order of the format page.
    fn into_raw(self) -> Result<RawRiddle<'de>, RiddleError> {
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
fn required<T: Item>(field: Option<Checked<List<T>>>, name: &str) -> Result<List<T>, RiddleError> {
    optional(field, name)?.ok_or_else(|| RiddleError::at(name, format!("missing (expected {})", T::ARRAY)))
}

/// Field `name`, if the document has it; a type error inside it names its path.
fn optional<T>(field: Option<Checked<T>>, name: &str) -> Result<Option<T>, RiddleError> {
    field.transpose().map_err(|error| error.at(name))
}

/// A part whose JSON arrays read as [`List`]s; `ARRAY` names such an array in messages.
trait Item {
    const ARRAY: &'static str;
}

impl Item for Name {
    const ARRAY: &'static str = "an array of column names";
}
impl Item for Text {
    const ARRAY: &'static str = "an array of strings";
}
impl Item for RawCell<'_> {
    const ARRAY: &'static str = "an array of cells";
}
impl Item for RawRow<'_> {
    const ARRAY: &'static str = "an array of rows";
}
impl Item for RawOption<'_> {
    const ARRAY: &'static str = "an array of options";
}
impl Item for RawHint<'_> {
    const ARRAY: &'static str = "an array of hints";
}

/// A JSON array of `T`.
struct List<T>(Vec<T>);

impl<T> Deref for List<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<'de, T: Item + Part<'de>> Part<'de> for List<T> {
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
                    let error = error.inside(Step::Element(len));
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

/// `domains`: each column name with its values, sorted by name, as a JSON object reads into a
/// map (a name given twice keeps its last values), so that the first error does not depend on
/// the order of the keys.
struct Domains<'de>(Vec<(String, List<RawCell<'de>>)>);

impl<'de> Part<'de> for Domains<'de> {
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
                Err(error) => return Ok(Err(error.inside(Step::Member(name)))),
            }
        }
        Ok(Ok(Domains(domains)))
    }
}

/// A cell: its value, trimmed, or `None` for a blank (`null`, `""` or only white space);
/// borrowed from the text unless the JSON string has escapes, or is a number.
struct RawCell<'de>(Option<Cow<'de, str>>);

impl RawCell<'_> {
    fn value(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

impl<'de> Part<'de> for RawCell<'de> {
    const EXPECTED: &'static str = "a string, a whole number or null";

    fn null() -> Checked<Self> {
        Ok(RawCell(None))
    }
    fn string(v: Cow<'de, str>) -> Checked<Self> {
        let text = match v {
            Cow::Borrowed(text) => Cow::Borrowed(text.trim()),
            Cow::Owned(text) => Cow::Owned(trimmed(text)),
        };
        Ok(RawCell((!text.is_empty()).then_some(text)))
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

/// A column name of `header`, trimmed (maybe empty: validation reports that).
struct Name(String);

impl<'de> Part<'de> for Name {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Name(trimmed(v.into_owned())))
    }
}

/// A free text: `title`, `description`, an entry of `hintTexts`; kept as written.
struct Text(String);

impl<'de> Part<'de> for Text {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Text(v.into_owned()))
    }
}

/// `singleHints`.
struct Flag(bool);

impl<'de> Part<'de> for Flag {
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

/// `text` without surrounding white space.
fn trimmed(text: String) -> String {
    let inner = text.trim();
    if inner.len() == text.len() {
        text
    } else {
        inner.to_owned()
    }
}

// ---------------------------------------------------------------------------------------------
// Stage 2: validation, and the riddle with value ids.

/// Where a value appears: a cell of the riddle matrix or of an option.
#[derive(Debug, Clone, Copy)]
enum Place {
    Start {
        row: usize,
        column: usize,
    },
    Hint {
        hint: usize,
        option: usize,
        row: usize,
        column: usize,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Start { row, column } => write!(f, "startMatrix[{row}][{column}]"),
            Place::Hint {
                hint,
                option,
                row,
                column,
            } => {
                write!(f, "hints[{hint}][{option}][{row}][{column}]")
            }
        }
    }
}

/// The values one column mentions in the riddle matrix and the hints, each once, in order of
/// first appearance, with that appearance.
#[derive(Default)]
struct Mentions<'a> {
    order: Vec<(&'a str, Place)>,
    /// Each value's position in `order`, once it has more than [`FEW_MENTIONS`] values: a column
    /// with fewer is searched faster in `order`.
    index: HashMap<&'a str, usize>,
    /// How many times each value of `order` is mentioned.
    times: Vec<usize>,
}

/// Up to how many values a column's [`Mentions`] are looked up by a plain search.
const FEW_MENTIONS: usize = 16;

impl<'a> Mentions<'a> {
    /// Records `value` at `place`: its position in `order`, and if the column mentioned it
    /// before, the first place.
    fn add(&mut self, value: &'a str, place: Place) -> (u32, Option<Place>) {
        match self.position(value) {
            Some(first) => {
                self.times[first] += 1;
                (first as u32, Some(self.order[first].1))
            }
            None => {
                if self.order.len() == FEW_MENTIONS {
                    self.index = (self.order.iter().enumerate())
                        .map(|(position, &(value, _))| (value, position))
                        .collect();
                }
                if self.order.len() >= FEW_MENTIONS {
                    self.index.insert(value, self.order.len());
                }
                self.order.push((value, place));
                self.times.push(1);
                ((self.order.len() - 1) as u32, None)
            }
        }
    }

    /// The position of `value` in `order`, if the column mentioned it.
    fn position(&self, value: &str) -> Option<usize> {
        if self.order.len() <= FEW_MENTIONS {
            self.order.iter().position(|&(v, _)| v == value)
        } else {
            self.index.get(value).copied()
        }
    }

    /// The value most likely to be a mistake when the column has too many: the one mentioned
    /// the fewest times (a misspelling is usually written once), the last of those to appear.
    fn suspect(&self) -> Option<(&'a str, Place)> {
        let fewest = *self.times.iter().min()?;
        let last = self.times.iter().rposition(|&t| t == fewest)?;
        Some(self.order[last])
    }
}

impl RawRiddle<'_> {
    /// Checks everything the format page calls invalid, in document order, and assigns ids.
    fn validate(self) -> Result<Riddle, RiddleError> {
        let header: Vec<String> = self.header.0.into_iter().map(|name| name.0).collect();
        let columns = check_header(&header)?;
        let m = check_rows(&self.start)?;
        // Each non-blank cell's value as its position in its column's mentions, in document
        // order: the cells are not looked up again by their text.
        let mut mentioned = Vec::new();
        let mut mentions = start_mentions(&self.start, &header, &mut mentioned)?;
        hint_mentions(&self.hints, header.len(), &mut mentions, &mut mentioned)?;
        let hint_texts: Option<Vec<String>> = self
            .hint_texts
            .map(|texts| texts.0.into_iter().map(|text| text.0).collect());
        check_hint_texts(hint_texts.as_deref(), self.hints.len())?;
        let domains = match &self.domains {
            Some(domains) => check_domains(domains, &header, &columns, &mentions)?,
            None => vec![None; header.len()],
        };
        let values = column_values(domains, &mentions, &header, m)?;

        let ids: Vec<Vec<ValueId>> = mentions
            .iter()
            .zip(&values)
            .map(|(mentions, values)| mention_ids(mentions, values))
            .collect();
        let mut cells = mentioned.into_iter();
        let start = to_ids(&self.start, &ids, &mut cells);
        let hints: Vec<Vec<Array2<ValueId>>> = self
            .hints
            .iter()
            .map(|options| {
                options
                    .iter()
                    .map(|rows| to_ids(rows, &ids, &mut cells))
                    .collect()
            })
            .collect();

        Ok(Riddle {
            title: self.title.map(|text| text.0),
            description: self.description.map(|text| text.0),
            header,
            values,
            start,
            cells: crate::riddle::HintCells::new(&hints),
            hints,
            single_hints: self.single_hints,
            hint_texts,
        })
    }
}

/// Checks the number of rows of the start matrix (at least one, at most [`MAX_ROWS`]) and
/// returns it.
fn check_rows(start: &[RawRow]) -> Result<usize, RiddleError> {
    let m = start.len();
    if m == 0 {
        return Err(RiddleError::at("startMatrix", "no rows"));
    }
    if m > MAX_ROWS {
        return Err(RiddleError::at(
            "startMatrix",
            format!("{m} rows, gridriddle solves at most {MAX_ROWS}"),
        ));
    }
    Ok(m)
}

/// Checks the start matrix's rows (as wide as the header, no value twice in a column) and
/// returns each column's values in the order it mentions them.
fn start_mentions<'a>(
    start: &'a [RawRow],
    header: &[String],
    mentioned: &mut Vec<u32>,
) -> Result<Vec<Mentions<'a>>, RiddleError> {
    let mut mentions: Vec<Mentions<'_>> = (0..header.len()).map(|_| Mentions::default()).collect();
    for (row, cells) in start.iter().enumerate() {
        check_width(cells, header.len(), || format!("startMatrix[{row}]"))?;
        for (column, cell) in cells.iter().enumerate() {
            let Some(value) = cell.value() else { continue };
            let place = Place::Start { row, column };
            let (index, first) = mentions[column].add(value, place);
            mentioned.push(index);
            if let Some(first) = first {
                return Err(RiddleError::at(
                    place.to_string(),
                    format!(
                        "{} repeats {first} in column {}",
                        quote(value),
                        quote(&header[column])
                    ),
                ));
            }
        }
    }
    Ok(mentions)
}

/// Checks the hints (each with an option, each option with rows as wide as the header) and adds
/// the values they mention to `mentions`.
fn hint_mentions<'a>(
    hints: &'a [RawHint],
    n: usize,
    mentions: &mut [Mentions<'a>],
    mentioned: &mut Vec<u32>,
) -> Result<(), RiddleError> {
    for (hint, options) in hints.iter().enumerate() {
        if options.is_empty() {
            return Err(RiddleError::at(format!("hints[{hint}]"), "hint has no options"));
        }
        for (option, rows) in options.iter().enumerate() {
            if rows.is_empty() {
                return Err(RiddleError::at(
                    format!("hints[{hint}][{option}]"),
                    "option has no rows",
                ));
            }
            for (row, cells) in rows.iter().enumerate() {
                check_width(cells, n, || format!("hints[{hint}][{option}][{row}]"))?;
                for (column, cell) in cells.iter().enumerate() {
                    if let Some(value) = cell.value() {
                        // A value twice in the hints is fine (even twice in one option).
                        let place = Place::Hint {
                            hint,
                            option,
                            row,
                            column,
                        };
                        mentioned.push(mentions[column].add(value, place).0);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Checks that there is one hint text per hint, when there are texts.
fn check_hint_texts(texts: Option<&[String]>, hints: usize) -> Result<(), RiddleError> {
    match texts {
        Some(texts) if texts.len() != hints => Err(RiddleError::at(
            "hintTexts",
            format!("{} for {}", counted(texts.len(), "text"), counted(hints, "hint")),
        )),
        _ => Ok(()),
    }
}

/// V(c) of every column: the listed values if the column has a `domains` entry (it holds every
/// mention), else the values mentioned; checked to be no more than the `m` rows, unless `domains`
/// names the column: then it is a great column, of at most [`MAX_GREAT_VALUES`] values (so the
/// riddle has fewer than [`MAX_ROWS`] rows, and the solver a bit for "unused" after the rows).
fn column_values(
    domains: Vec<Option<Vec<&str>>>,
    mentions: &[Mentions<'_>],
    header: &[String],
    m: usize,
) -> Result<Vec<Vec<String>>, RiddleError> {
    let named: Vec<bool> = domains.iter().map(Option::is_some).collect();
    let values: Vec<Vec<String>> = domains
        .into_iter()
        .zip(mentions)
        .map(|(domain, mentioned)| match domain {
            Some(domain) => domain.into_iter().map(str::to_owned).collect(),
            None => mentioned
                .order
                .iter()
                .map(|&(value, _)| value.to_owned())
                .collect(),
        })
        .collect();
    for (column, column_values) in values.iter().enumerate() {
        let count = column_values.len();
        if count <= m {
            continue;
        }
        let path = format!("header[{column}]");
        if !named[column] {
            return Err(too_many_values(&mentions[column], &header[column], m));
        }
        if count > MAX_GREAT_VALUES {
            return Err(RiddleError::at(
                path,
                format!(
                    "great column {} has {count} values, gridriddle solves at most {MAX_GREAT_VALUES}",
                    quote(&header[column]),
                ),
            ));
        }
    }
    Ok(values)
}

/// The error of a column that mentions more values than the `m` rows (and that `domains` does
/// not name): at the place of the likeliest mistake, the value mentioned the fewest times.
fn too_many_values(mentions: &Mentions<'_>, name: &str, m: usize) -> RiddleError {
    let (suspect, place) = mentions
        .suspect()
        .expect("a column with too many values has values");
    let others: Vec<String> = mentions
        .order
        .iter()
        .filter(|&&(value, _)| value != suspect)
        .map(|&(value, _)| value.to_owned())
        .collect();
    let times = match mentions.times[mentions.position(suspect).expect("a mentioned value")] {
        1 => "named only here".to_owned(),
        n => format!("named {n} times"),
    };
    RiddleError::at(
        place.to_string(),
        format!(
            "{} ({times}) makes {} in column {} for {} (the others: {}); \
             a misspelt value, or a great column that \"domains\" should list?",
            quote(suspect),
            counted(mentions.order.len(), "value"),
            quote(name),
            counted(m, "row"),
            listing(&others),
        ),
    )
}

/// Checks the column names: at least one, none empty, none twice. Returns each name's column.
fn check_header(header: &[String]) -> Result<HashMap<&str, usize>, RiddleError> {
    if header.is_empty() {
        return Err(RiddleError::at("header", "no columns"));
    }
    let mut columns = HashMap::with_capacity(header.len());
    for (column, name) in header.iter().enumerate() {
        let path = || format!("header[{column}]");
        if name.is_empty() {
            return Err(RiddleError::at(path(), "empty column name"));
        }
        if let Some(first) = columns.insert(name.as_str(), column) {
            return Err(RiddleError::at(
                path(),
                format!("{} repeats header[{first}]", quote(name)),
            ));
        }
    }
    Ok(columns)
}

/// Checks that a row has a cell per column.
fn check_width(cells: &[RawCell], n: usize, path: impl FnOnce() -> String) -> Result<(), RiddleError> {
    if cells.len() == n {
        Ok(())
    } else {
        Err(RiddleError::at(
            path(),
            format!("row has {}, the header has {n}", counted(cells.len(), "cell")),
        ))
    }
}

/// Checks `domains` and returns each column's domain, if it has one.
fn check_domains<'a>(
    domains: &'a Domains,
    header: &[String],
    columns: &HashMap<&str, usize>,
    mentions: &[Mentions<'_>],
) -> Result<Vec<Option<Vec<&'a str>>>, RiddleError> {
    let mut by_column: Vec<Option<Vec<&str>>> = vec![None; header.len()];
    let mut keys: Vec<Option<&str>> = vec![None; header.len()];
    for (key, cells) in &domains.0 {
        let path = member("domains", key);
        let Some(&column) = columns.get(key.trim()) else {
            return Err(RiddleError::at(path, "no such column"));
        };
        if let Some(first) = keys[column] {
            return Err(RiddleError::at(
                path,
                format!(
                    "column {} repeats {}",
                    quote(&header[column]),
                    member("domains", first)
                ),
            ));
        }
        keys[column] = Some(key);

        let mut domain = Vec::with_capacity(cells.len());
        let mut seen: HashMap<&str, usize> = HashMap::with_capacity(cells.len());
        for (i, cell) in cells.iter().enumerate() {
            let Some(value) = cell.value() else {
                return Err(RiddleError::at(element(&path, i), "blank value"));
            };
            if let Some(first) = seen.insert(value, i) {
                return Err(RiddleError::at(
                    element(&path, i),
                    format!("{} repeats {}", quote(value), element(&path, first)),
                ));
            }
            domain.push(value);
        }
        if let Some((value, place)) = mentions[column]
            .order
            .iter()
            .find(|(value, _)| !seen.contains_key(value))
        {
            return Err(RiddleError::at(
                path,
                format!("misses {}, which {place} mentions", quote(value)),
            ));
        }
        by_column[column] = Some(domain);
    }
    Ok(by_column)
}

/// The id of each value a column mentions, in the order of its mentions: its position + 1 in
/// `values`, V(c), which holds every mention (in the order of the mentions, unless `domains`
/// orders them).
fn mention_ids(mentions: &Mentions<'_>, values: &[String]) -> Vec<ValueId> {
    // At most `MAX_ROWS` or `MAX_GREAT_VALUES` values (checked before), so the ids fit and the
    // search is short.
    let id = |value: &str| {
        values
            .iter()
            .position(|v| v == value)
            .expect("V(c) holds its mentions")
            + 1
    };
    (1..)
        .zip(&mentions.order)
        .map(|(k, &(value, _))| match values.get(k - 1) {
            Some(v) if v == value => k as ValueId,
            _ => id(value) as ValueId,
        })
        .collect()
}

/// The rows of a validated matrix as value ids: each non-blank cell's id from the next of
/// `mentioned`, its value's position in its column's mentions.
fn to_ids(
    rows: &[RawRow],
    ids: &[Vec<ValueId>],
    mentioned: &mut impl Iterator<Item = u32>,
) -> Array2<ValueId> {
    let mut cells = Vec::with_capacity(rows.len() * ids.len());
    for row in rows {
        for (column, cell) in row.iter().enumerate() {
            cells.push(match cell.value() {
                None => BLANK,
                Some(_) => ids[column][mentioned.next().expect("a mention per non-blank cell") as usize],
            });
        }
    }
    Array2::from_shape_vec((rows.len(), ids.len()), cells).expect("rows as wide as the header")
}

/// The path of element `index` of the array at `path`.
fn element(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

/// The path of member `key` of the object at `path`: `domains.Pet`, or `domains["Pet type"]`
/// when the key is not a plain word.
fn member(path: &str, key: &str) -> String {
    let plain = !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    if plain {
        format!("{path}.{key}")
    } else {
        format!("{path}[{}]", quote(key))
    }
}

/// `text` cut after [`QUOTE_CHARS`] characters, and whether it was cut.
fn cut(text: &str) -> (&str, bool) {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => (&text[..end], true),
        None => (text, false),
    }
}

/// A value as a message shows it: a JSON string, cut with `...` after [`QUOTE_CHARS`] characters.
fn quote(text: &str) -> String {
    let (shown, was_cut) = cut(text);
    let quoted = Value::from(shown).to_string();
    if was_cut {
        quoted + "..."
    } else {
        quoted
    }
}

/// The first [`LISTED_VALUES`] values, comma-separated, then `...` if there are more.
fn listing(values: &[String]) -> String {
    let mut shown: Vec<String> = values
        .iter()
        .take(LISTED_VALUES)
        .map(|value| match cut(value) {
            (shown, true) => format!("{shown}..."),
            (shown, false) => shown.to_owned(),
        })
        .collect();
    if values.len() > LISTED_VALUES {
        shown.push("...".to_owned());
    }
    shown.join(", ")
}

/// `count` and `noun`, plural unless the count is 1: `1 row`, `5 rows`.
fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    fn parse(text: &str) -> Riddle {
        Riddle::from_json(text).unwrap_or_else(|error| panic!("{error}"))
    }

    fn error(text: &str) -> String {
        match Riddle::from_json(text) {
            Ok(_) => panic!("parsed: {text}"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn numbers_are_read_as_their_digits() {
        let riddle = parse(
            r#"{"header": ["A", "B"], "startMatrix": [[3, -2], [18446744073709551615, null], ["", ""]],
                "hints": [[[[0, ""]]]]}"#,
        );
        assert_eq!(riddle.values(0), ["3", "18446744073709551615", "0"]);
        assert_eq!(riddle.values(1), ["-2"]);
    }

    #[test]
    fn a_number_and_a_string_of_its_digits_are_one_value() {
        let riddle = parse(r#"{"header": ["A"], "startMatrix": [[1], [""]], "hints": [[[["1"]]]]}"#);
        assert_eq!(riddle.values(0), ["1"]);
        assert_eq!(riddle.hints()[0][0], array![[1]]);
    }

    #[test]
    fn cells_are_trimmed() {
        let riddle = parse(
            r#"{"header": [" A ", "B"], "startMatrix": [[" red ", "  "], ["", null]],
                "hints": [[[["red", "\tblue\n"]]]]}"#,
        );
        assert_eq!(riddle.header(), ["A", "B"]);
        assert_eq!(riddle.values(0), ["red"]);
        assert_eq!(riddle.values(1), ["blue"]);
        assert_eq!(riddle.start_matrix(), array![[1, BLANK], [BLANK, BLANK]]);
    }

    #[test]
    fn values_are_ordered_domains_first() {
        let riddle = parse(
            r#"{"header": ["House", "Pet"],
                "startMatrix": [["1", "dog"], ["2", ""], ["3", ""]],
                "hints": [[[["", "cat"]]], [[["3", "fish"]]]],
                "domains": {"Pet": [" fish ", "dog", "cat"]}}"#,
        );
        assert_eq!(riddle.values(0), ["1", "2", "3"]);
        assert_eq!(riddle.values(1), ["fish", "dog", "cat"]);
        assert_eq!(riddle.start_matrix(), array![[1, 2], [2, 0], [3, 0]]);
        assert_eq!(riddle.hints()[0][0], array![[0, 3]]);
        assert_eq!(riddle.hints()[1][0], array![[3, 1]]);
    }

    #[test]
    fn values_without_a_domain_follow_first_appearance_start_then_hints() {
        let riddle = parse(
            r#"{"header": ["A"], "startMatrix": [[""], ["y"], ["x"], [""]],
                "hints": [[[["z"], ["x"]], [["w"]]]]}"#,
        );
        assert_eq!(riddle.values(0), ["y", "x", "z", "w"]);
    }

    #[test]
    fn hints_keep_their_options_and_rows() {
        let riddle = parse(
            r#"{"header": ["A", "B"], "startMatrix": [["1", ""], ["2", ""]],
                "hints": [[[["1", "p"], ["", "q"]], [["2", ""]]]], "singleHints": true}"#,
        );
        assert!(riddle.single_hints());
        assert_eq!(riddle.hints().len(), 1);
        assert_eq!(riddle.hints()[0], [array![[1, 1], [0, 2]], array![[2, 0]]]);
    }

    #[test]
    fn optional_fields_are_kept_and_unknown_ones_ignored() {
        let riddle = parse(
            r#"{"header": ["A"], "startMatrix": [["1"]], "hints": [[[["1"]]]],
                "title": " T ", "description": "D", "hintTexts": ["one"], "author": 3}"#,
        );
        assert_eq!(riddle.title(), Some(" T "));
        assert_eq!(riddle.description(), Some("D"));
        assert_eq!(riddle.hint_texts(), Some(&["one".to_owned()][..]));
        assert!(!riddle.single_hints());
    }

    #[test]
    fn a_long_option_and_a_value_twice_in_an_option_are_fine() {
        let riddle = parse(
            r#"{"header": ["A", "B"], "startMatrix": [["1", ""]],
                "hints": [[[["", "x"], ["", "x"], ["", ""]]]]}"#,
        );
        assert_eq!(riddle.hints()[0][0], array![[0, 1], [0, 1], [0, 0]]);
    }

    #[test]
    fn a_column_may_have_fewer_values_than_rows() {
        let riddle = parse(r#"{"header": ["A"], "startMatrix": [[""], [""]], "hints": []}"#);
        assert!(riddle.values(0).is_empty());
        assert!(riddle.hints().is_empty());
    }

    #[test]
    fn syntax_errors_have_a_position_and_serde_json_message() {
        let error = Riddle::from_json("{\n  \"header\": [\"A\"]\n  \"hints\": []\n}").unwrap_err();
        assert_eq!(error.position, Some((3, 3)));
        assert_eq!(error.path, "");
        assert_eq!(error.to_string(), "line 3, column 3: expected `,` or `}`");
    }

    #[test]
    fn empty_input_is_a_syntax_error_at_column_1() {
        assert_eq!(error(""), "line 1, column 1: EOF while parsing a value");
        assert_eq!(error("{\n"), "line 2, column 1: EOF while parsing an object");
    }

    #[test]
    fn a_byte_order_mark_is_ignored() {
        parse("\u{feff}{\"header\": [\"A\"], \"startMatrix\": [[\"\"]], \"hints\": []}");
    }

    #[test]
    fn fields_are_checked_in_the_order_of_the_format_page() {
        // The JSON object is sorted by key; `domains` would come before `header`.
        assert_eq!(
            error(r#"{"domains": 1, "header": 2, "startMatrix": 3}"#),
            "header: expected an array of column names, found 2"
        );
    }

    #[test]
    fn a_syntax_error_after_a_type_error_comes_first() {
        assert_eq!(
            error(r#"{"header": [1.5], "hints": [[[["a"]]]], "x": [1,]}"#),
            "line 1, column 49: trailing comma"
        );
        assert_eq!(
            error(r#"{"header": ["A"], "startMatrix": [[{"a": [true]}]], "hints": []} ]"#),
            "line 1, column 66: trailing characters"
        );
    }

    #[test]
    fn a_key_given_twice_keeps_its_last_value() {
        let riddle =
            parse(r#"{"header": 1, "header": ["A"], "startMatrix": [["x"]], "hints": [], "hints": []}"#);
        assert_eq!(riddle.header(), ["A"]);
        assert_eq!(
            error(r#"{"header": ["A"], "header": 1, "startMatrix": [["x"]], "hints": []}"#),
            "header: expected an array of column names, found 1"
        );
    }

    #[test]
    fn type_errors_name_paths_with_odd_keys() {
        assert_eq!(
            error(
                r#"{"header": ["Pet type"], "startMatrix": [[""]], "hints": [],
                    "domains": {"Pet type": ["a", true]}}"#
            ),
            r#"domains["Pet type"][1]: expected a string, a whole number or null, found true"#
        );
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let long = "x".repeat(10_000_000);
        let text = format!(r#"{{"header": ["A"], "startMatrix": [["{long}"], ["{long}"]], "hints": []}}"#);
        let x40 = "x".repeat(40);
        assert_eq!(
            error(&text),
            format!(r#"startMatrix[1][0]: "{x40}"... repeats startMatrix[0][0] in column "A""#)
        );
    }

    #[test]
    fn unicode_is_kept_and_escaped_only_as_json_would() {
        let riddle =
            parse(r#"{"header": ["Größe"], "startMatrix": [["日本"], ["é"]], "hints": [[[["\u00e9"]]]]}"#);
        assert_eq!(riddle.header(), ["Größe"]);
        assert_eq!(riddle.values(0), ["日本", "é"]);
        assert_eq!(
            error(r#"{"header": ["Größe", "Größe"], "startMatrix": [], "hints": []}"#),
            r#"header[1]: "Größe" repeats header[0]"#
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(error(&deep).starts_with("line 1, column 128: recursion limit exceeded"));
        let (open, close) = ("[".repeat(100), "]".repeat(100));
        let text = format!(r#"{{"header": ["A"], "startMatrix": [[{open}{close}]], "hints": []}}"#);
        assert_eq!(
            error(&text),
            "startMatrix[0][0]: expected a string, a whole number or null, found an array"
        );
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(counted(1, "row"), "1 row");
        assert_eq!(counted(0, "row"), "0 rows");
        assert_eq!(
            error(r#"{"header": ["A", "B"], "startMatrix": [["1"]], "hints": []}"#),
            "startMatrix[0]: row has 1 cell, the header has 2"
        );
    }

    #[test]
    fn the_too_many_values_message_lists_a_few() {
        assert_eq!(listing(&["a".to_owned(), "b".to_owned()]), "a, b");
        let four: Vec<String> = ["a", "b", "c", "d"].map(str::to_owned).into();
        assert_eq!(listing(&four), "a, b, c, ...");
    }
}

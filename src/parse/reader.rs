//! The one-pass reader: JSON text straight into the parts of a riddle (the [`Readable`] trait), a
//! syntax error located by line and column, a value of the wrong type kept as a [`TypeError`] so
//! that the reading goes on.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

use super::words::{element, member, quote};
use crate::error::RiddleError;

/// Stage 1: the whole text read as a `T` (the document's fields: `document.rs`); a syntax error
/// is located by line and column, the first type error is at its path.
pub(super) fn read<'de, T: Readable<'de>>(text: &'de str) -> Result<T, RiddleError> {
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
    let read = Read::<T>::deserialize(&mut json).and_then(|document| {
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

/// A value of the wrong type, found while reading: where, as a path below the part being read
/// (innermost step first, as the error travels outwards), and what.
pub(super) struct TypeError {
    steps: Vec<PathStep>,
    message: String,
}

/// A step of a JSON path: an element of an array or a member of an object.
pub(super) enum PathStep {
    Element(usize),
    Member(String),
}

impl TypeError {
    pub(super) fn mismatch(expected: &str, found: Found<'_>) -> Self {
        TypeError {
            steps: Vec::new(),
            message: format!("expected {expected}, found {found}"),
        }
    }

    /// The same error, one step further out.
    pub(super) fn inside(mut self, step: PathStep) -> Self {
        self.steps.push(step);
        self
    }

    /// The error of the value at `path`.
    pub(super) fn at(self, path: &str) -> RiddleError {
        let path = self
            .steps
            .iter()
            .rev()
            .fold(path.to_owned(), |path, step| match step {
                PathStep::Element(index) => element(&path, *index),
                PathStep::Member(key) => member(&path, key),
            });
        RiddleError::at(path, self.message)
    }
}

/// A part read: its value, or why it has the wrong type.
pub(super) type Checked<T> = Result<T, TypeError>;

/// A part of a riddle as the JSON spells it, read by [`Read`]. Each method reads one kind of
/// JSON value; by default it is the wrong type. Arrays and objects not expected are still read
/// to their end, as [`Skip`] does.
pub(super) trait Readable<'de>: Sized {
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
pub(super) struct Read<T>(pub(super) Checked<T>);

impl<'de, T: Readable<'de>> Deserialize<'de> for Read<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(PartVisitor(PhantomData)).map(Read)
    }
}

/// The key under which serde_json (with `arbitrary_precision`) hands a number to
/// `deserialize_any`: as an object of one member, the number's text, the way its own
/// `serde_json::Value` reads it.
const NUMBER_KEY: &str = "$serde_json::private::Number";

struct PartVisitor<T>(PhantomData<T>);

impl<'de, T: Readable<'de>> Visitor<'de> for PartVisitor<T> {
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
pub(super) struct Key<'de>(pub(super) Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Read::<Key>::deserialize(deserializer)?.0 {
            Ok(key) => Ok(key),
            // serde_json's keys are strings.
            Err(error) => Err(de::Error::custom(error.message)),
        }
    }
}

impl<'de> Readable<'de> for Key<'de> {
    const EXPECTED: &'static str = "a string";

    fn string(v: Cow<'de, str>) -> Checked<Self> {
        Ok(Key(v))
    }
}

/// Any JSON value, read to its end (its syntax checked, as deep as serde_json allows) and
/// dropped. Not serde's `IgnoredAny`: serde_json skips that with its own reader, which words
/// syntax errors otherwise (`expected value` for a trailing comma) and has no recursion limit,
/// so errors in an ignored field would read unlike those elsewhere (the unit tests below say so).
pub(super) struct Skip;

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
pub(super) enum Found<'a> {
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

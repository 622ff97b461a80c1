//! `dataset --out FILE.parquet` (cargo feature `parquet`): the records of the JSON lines as one
//! Parquet file, nested fields kept, written by the `parquet` and `arrow-json` crates.
//!
//! The lines go first to a temporary file beside the target (`.NAME.jsonl.part`); once every
//! record is made, [`Staged::finish`] reads them twice, once for the columns' types ([`ValueShape`])
//! and once through `arrow-json` into a second temporary file (`.NAME.part`), which is renamed
//! to the target. A failure at any point removes both and leaves the target untouched.
//!
//! The columns (the same rule as Python's `gridriddle.parquet`, docs/training.md): an object
//! whose keys are the same, in the same order, in every record is a struct; one whose keys vary
//! (a riddle's `domains`, keyed by its columns) is a list of its entries `{"key", "value"}` in
//! their order, the field's metadata `{"gridriddle": "object"}` saying so (Hugging Face
//! `datasets` reads no Parquet map); whole
//! numbers are `int64`, or `uint64` when one passes `i64::MAX` (a generator seed); a field `null`
//! in some records is nullable. Read back, each record is its JSON line again.

use arrow_schema::{DataType, Field, Fields, Schema};
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fs::{self, File};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A Parquet file being made: the JSON lines written so far, in a temporary file beside it.
/// Dropped without [`Staged::finish`], it removes its temporary files.
pub struct Staged {
    target: PathBuf,
    lines: PathBuf,
    part: PathBuf,
    writer: Option<BufWriter<File>>,
}

impl Staged {
    /// Starts `path`: refused, with the reason, when its folder does not exist or cannot be
    /// written to (nothing is made then).
    pub fn create(path: &str) -> Result<Staged, String> {
        let target = PathBuf::from(path);
        let name = target
            .file_name()
            .ok_or_else(|| format!("cannot write {path}: not a file name"))?
            .to_string_lossy()
            .into_owned();
        let folder = match target.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if !folder.is_dir() {
            return Err(format!(
                "cannot write {path}: the folder {} does not exist",
                folder.display()
            ));
        }
        let lines = folder.join(format!(".{name}.jsonl.part"));
        let part = folder.join(format!(".{name}.part"));
        let file = File::create(&lines).map_err(|e| format!("cannot write {path}: {e}"))?;
        Ok(Staged {
            target,
            lines,
            part,
            writer: Some(BufWriter::new(file)),
        })
    }

    /// Converts the lines written to the Parquet file and puts it in place; the number of rows.
    pub fn finish(mut self) -> Result<usize, String> {
        let path = self.target.display().to_string();
        let why = |e: &dyn std::fmt::Display| format!("cannot write {path}: {e}");
        if let Some(mut writer) = self.writer.take() {
            writer.flush().map_err(|e| why(&e))?;
        }
        let (schema, plan) = schema_of_file(&self.lines).map_err(|e| format!("{path}: {e}"))?;
        let rows = convert(&self.lines, &self.part, Arc::new(schema), &plan).map_err(|e| why(&e))?;
        fs::rename(&self.part, &self.target).map_err(|e| why(&e))?;
        Ok(rows)
    }
}

impl Write for Staged {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match &mut self.writer {
            Some(writer) => writer.write(bytes),
            None => Err(std::io::Error::other("the Parquet file is finished")),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.writer {
            Some(writer) => writer.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        self.writer = None;
        // Either may be missing already (the part once renamed): nothing to say then.
        let _ = fs::remove_file(&self.lines);
        let _ = fs::remove_file(&self.part);
    }
}

/// The JSON lines of `lines` into the Parquet file `part`, with `schema`, each record rewritten
/// by `plan` (objects of varying keys as lists of entries): the rows written.
fn convert(
    lines: &Path,
    part: &Path,
    schema: Arc<Schema>,
    plan: &ColumnPlan,
) -> Result<usize, Box<dyn std::error::Error>> {
    const BATCH: usize = 1024;
    let mut decoder = arrow_json::ReaderBuilder::new(schema.clone())
        .with_batch_size(BATCH)
        .with_strict_mode(true)
        .build_decoder()?;
    let properties = parquet::file::properties::WriterProperties::builder()
        .set_compression(parquet::basic::Compression::SNAPPY)
        .build();
    let mut writer = parquet::arrow::ArrowWriter::try_new(File::create(part)?, schema, Some(properties))?;
    let mut rows = 0;
    let mut flush = |decoder: &mut arrow_json::reader::Decoder,
                     writer: &mut parquet::arrow::ArrowWriter<File>| {
        if let Some(batch) = decoder.flush()? {
            rows += batch.num_rows();
            writer.write(&batch)?;
        }
        Ok::<(), Box<dyn std::error::Error>>(())
    };
    for line in BufReader::new(File::open(lines)?).lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let record = plan.rewrite(serde_json::from_str(&line)?);
        let mut text = String::with_capacity(line.len() + 64);
        record.write(&mut text);
        decoder.decode(text.as_bytes())?;
        if decoder.len() >= BATCH {
            flush(&mut decoder, &mut writer)?;
        }
    }
    flush(&mut decoder, &mut writer)?;
    writer.close()?;
    Ok(rows)
}

/// The schema of the JSON lines of `lines`, and how each record is rewritten for it (the rule
/// of the module's documentation).
fn schema_of_file(lines: &Path) -> Result<(Schema, ColumnPlan), String> {
    let mut shape = ValueShape::default();
    let file = File::open(lines).map_err(|e| e.to_string())?;
    for (i, line) in BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() {
            continue;
        }
        let value: Value = serde_json::from_str(&line).map_err(|e| format!("line {}: {e}", i + 1))?;
        if !matches!(value, Value::Object(_)) {
            return Err(format!("line {}: a record is a JSON object", i + 1));
        }
        shape.add(&value, &format!("record {}", i + 1))?;
    }
    schema_of(&shape)
}

/// The schema of records whose values were `shape` (an object's: the top-level record), and
/// how each record is rewritten for it.
pub fn schema_of(shape: &ValueShape) -> Result<(Schema, ColumnPlan), String> {
    if shape.kinds == 0 {
        return Ok((Schema::empty(), ColumnPlan::Struct(Vec::new())));
    }
    match shape.typed("record", true)? {
        (DataType::Struct(fields), plan) => Ok((Schema::new(fields), plan)),
        _ => Err("a record is a JSON object".to_owned()),
    }
}

/// The field metadata that marks a list of `{"key", "value"}` entries as a JSON object (the
/// readers turn it back into one: Parquet's own map type is not read by Hugging Face `datasets`).
pub const OBJECT_KEY: &str = "gridriddle";
/// Its value.
pub const OBJECT_VALUE: &str = "object";

/// How a value is rewritten for its column: objects of varying keys become lists of entries.
#[derive(Debug)]
pub enum ColumnPlan {
    /// As it is.
    Leaf,
    /// Each item by its plan.
    List(Box<ColumnPlan>),
    /// Each field by its plan.
    Struct(Vec<(String, ColumnPlan)>),
    /// `{"k": v, …}` as `[{"key": "k", "value": v}, …]`, each value by its plan.
    Entries(Box<ColumnPlan>),
}

impl ColumnPlan {
    /// `value` rewritten.
    fn rewrite(&self, value: Value) -> Value {
        match (self, value) {
            (ColumnPlan::List(item), Value::Array(items)) => {
                Value::Array(items.into_iter().map(|v| item.rewrite(v)).collect())
            }
            (ColumnPlan::Struct(fields), Value::Object(entries)) => Value::Object(
                entries
                    .into_iter()
                    .map(|(k, v)| match fields.iter().find(|(name, _)| *name == k) {
                        Some((_, plan)) => (k, plan.rewrite(v)),
                        None => (k, v),
                    })
                    .collect(),
            ),
            (ColumnPlan::Entries(item), Value::Object(entries)) => Value::Array(
                entries
                    .into_iter()
                    .map(|(k, v)| {
                        Value::Object(vec![
                            ("key".to_owned(), Value::String(k)),
                            ("value".to_owned(), item.rewrite(v)),
                        ])
                    })
                    .collect(),
            ),
            (_, value) => value,
        }
    }
}

/// A JSON value that keeps its objects' key order and its numbers' digits (serde_json's `Value`
/// sorts keys, without its `preserve_order` feature, which would change the crate's other JSON).
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true`, `false`.
    Bool(bool),
    /// A number, as its digits.
    Number(serde_json::Number),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its entries in order.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The value as JSON text.
    fn write(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) => out.push_str(&n.to_string()),
            Value::String(s) => out.push_str(&serde_json::to_string(s).expect("a string is JSON")),
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Value::Object(entries) => {
                out.push('{');
                for (i, (key, item)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&serde_json::to_string(key).expect("a string is JSON"));
                    out.push(':');
                    item.write(out);
                }
                out.push('}');
            }
        }
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
        struct ValueVisitor;
        impl<'de> Visitor<'de> for ValueVisitor {
            type Value = Value;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON value")
            }
            fn visit_unit<E>(self) -> Result<Value, E> {
                Ok(Value::Null)
            }
            fn visit_none<E>(self) -> Result<Value, E> {
                Ok(Value::Null)
            }
            fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
                Ok(Value::Bool(b))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
                Ok(Value::Number(n.into()))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
                Ok(Value::Number(n.into()))
            }
            fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<Value, E> {
                serde_json::Number::from_f64(n)
                    .map(Value::Number)
                    .ok_or_else(|| E::custom("not a finite number"))
            }
            fn visit_str<E>(self, s: &str) -> Result<Value, E> {
                Ok(Value::String(s.to_owned()))
            }
            fn visit_string<E>(self, s: String) -> Result<Value, E> {
                Ok(Value::String(s))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Value::Array(items))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    // serde_json's arbitrary_precision hands a number over as a one-entry map
                    // of this token to its digits.
                    if entries.is_empty() && key == "$serde_json::private::Number" {
                        let digits: String = map.next_value()?;
                        let number = serde_json::from_str(&digits).map_err(serde::de::Error::custom)?;
                        return Ok(Value::Number(number));
                    }
                    entries.push((key, map.next_value()?));
                }
                Ok(Value::Object(entries))
            }
        }
        deserializer.deserialize_any(ValueVisitor)
    }
}

const NULL: u8 = 1;
const BOOL: u8 = 2;
const INT: u8 = 4;
const FLOAT: u8 = 8;
const STRING: u8 = 16;
const LIST: u8 = 32;
const OBJECT: u8 = 64;

/// What the values met at one place of the records have been: their kinds, whether a whole
/// number passed `i64::MAX`, the lists' items, the objects' keys.
#[derive(Debug)]
pub struct ValueShape {
    kinds: u8,
    unsigned: bool,
    items: Option<Box<ValueShape>>,
    /// The objects' keys in order, while every object had the same.
    keys: Option<Vec<String>>,
    same_keys: bool,
    /// Every key met, in the order first met, with its values' shape.
    fields: Vec<(String, ValueShape)>,
}

impl Default for ValueShape {
    fn default() -> Self {
        ValueShape {
            kinds: 0,
            unsigned: false,
            items: None,
            keys: None,
            same_keys: true,
            fields: Vec::new(),
        }
    }
}

impl ValueShape {
    /// Adds `value`, met at `place` (named in errors).
    pub fn add(&mut self, value: &Value, place: &str) -> Result<(), String> {
        match value {
            Value::Null => self.kinds |= NULL,
            Value::Bool(_) => self.kinds |= BOOL,
            Value::Number(n) if n.is_i64() => self.kinds |= INT,
            Value::Number(n) if n.is_u64() => {
                self.kinds |= INT;
                self.unsigned = true;
            }
            Value::Number(n) if n.to_string().contains(['.', 'e', 'E']) => self.kinds |= FLOAT,
            Value::Number(n) => return Err(format!("{place}: the whole number {n} fits no Parquet integer")),
            Value::String(_) => self.kinds |= STRING,
            Value::Array(items) => {
                self.kinds |= LIST;
                let shape = self.items.get_or_insert_with(Box::default);
                for (i, item) in items.iter().enumerate() {
                    shape.add(item, &format!("{place}[{i}]"))?;
                }
            }
            Value::Object(entries) => {
                self.kinds |= OBJECT;
                match &self.keys {
                    None if self.same_keys => {
                        self.keys = Some(entries.iter().map(|(k, _)| k.clone()).collect())
                    }
                    Some(known) if known.iter().eq(entries.iter().map(|(k, _)| k)) => {}
                    _ => {
                        self.same_keys = false;
                        self.keys = None;
                    }
                }
                for (key, item) in entries {
                    let at = match self.fields.iter().position(|(k, _)| k == key) {
                        Some(at) => at,
                        None => {
                            self.fields.push((key.clone(), ValueShape::default()));
                            self.fields.len() - 1
                        }
                    };
                    self.fields[at].1.add(item, &format!("{place}.{key}"))?;
                }
            }
        }
        Ok(())
    }

    /// Adds what `other` has met (a map's values are one column).
    fn merge(&mut self, other: &ValueShape) {
        let had_objects = self.kinds & OBJECT != 0;
        self.kinds |= other.kinds;
        self.unsigned |= other.unsigned;
        if let Some(items) = &other.items {
            self.items.get_or_insert_with(Box::default).merge(items);
        }
        if other.kinds & OBJECT != 0 {
            if !had_objects {
                self.keys = other.keys.clone();
                self.same_keys = other.same_keys;
            } else if !(self.same_keys && other.same_keys && self.keys == other.keys) {
                self.same_keys = false;
                self.keys = None;
            }
            for (key, shape) in &other.fields {
                match self.fields.iter_mut().find(|(k, _)| k == key) {
                    Some((_, mine)) => mine.merge(shape),
                    None => {
                        let mut mine = ValueShape::default();
                        mine.merge(shape);
                        self.fields.push((key.clone(), mine));
                    }
                }
            }
        }
    }

    /// The field `name` of the values met, and its plan.
    fn field(&self, name: &str, place: &str) -> Result<(Field, ColumnPlan), String> {
        let (data_type, plan) = self.typed(place, false)?;
        let field = Field::new(name, data_type, true);
        Ok(match plan {
            ColumnPlan::Entries(_) => (
                field.with_metadata([(OBJECT_KEY.to_owned(), OBJECT_VALUE.to_owned())].into()),
                plan,
            ),
            _ => (field, plan),
        })
    }

    /// The Arrow type of the values met (`top`: the record itself, always a struct), and how
    /// they are rewritten for it.
    fn typed(&self, place: &str, top: bool) -> Result<(DataType, ColumnPlan), String> {
        let kinds = self.kinds & !NULL;
        if kinds == INT | FLOAT {
            return Ok((DataType::Float64, ColumnPlan::Leaf));
        }
        if kinds.count_ones() > 1 {
            let names = [
                (BOOL, "bool"),
                (INT, "int"),
                (FLOAT, "float"),
                (STRING, "string"),
                (LIST, "list"),
                (OBJECT, "object"),
            ];
            let met: Vec<&str> = names
                .iter()
                .filter(|(k, _)| kinds & k != 0)
                .map(|(_, n)| *n)
                .collect();
            return Err(format!(
                "{place}: {} in different records: not one Parquet column",
                met.join(" and ")
            ));
        }
        Ok(match kinds {
            BOOL => (DataType::Boolean, ColumnPlan::Leaf),
            INT if self.unsigned => (DataType::UInt64, ColumnPlan::Leaf),
            INT => (DataType::Int64, ColumnPlan::Leaf),
            FLOAT => (DataType::Float64, ColumnPlan::Leaf),
            LIST => {
                let (item, plan) = match &self.items {
                    Some(items) if items.kinds != 0 => items.field("item", &format!("{place}[]"))?,
                    _ => (Field::new("item", DataType::Utf8, true), ColumnPlan::Leaf),
                };
                (DataType::List(Arc::new(item)), ColumnPlan::List(Box::new(plan)))
            }
            OBJECT if top || self.same_keys => {
                let mut fields = Vec::new();
                let mut plans = Vec::new();
                for (key, shape) in &self.fields {
                    let (field, plan) = shape.field(key, &format!("{place}.{key}"))?;
                    fields.push(field);
                    plans.push((key.clone(), plan));
                }
                (DataType::Struct(Fields::from(fields)), ColumnPlan::Struct(plans))
            }
            OBJECT => {
                let mut values = ValueShape::default();
                for (_, shape) in &self.fields {
                    values.merge(shape);
                }
                let (value, plan) = values.field("value", &format!("{place}.*"))?;
                let entry = Fields::from(vec![Field::new("key", DataType::Utf8, false), value]);
                let item = Field::new("item", DataType::Struct(entry), true);
                (
                    DataType::List(Arc::new(item)),
                    ColumnPlan::Entries(Box::new(plan)),
                )
            }
            // A string, or only nulls (a column of nulls, typed as text).
            _ => (DataType::Utf8, ColumnPlan::Leaf),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(lines: &[&str]) -> Result<Schema, String> {
        schema_and_plan(lines).map(|(schema, _)| schema)
    }

    fn schema_and_plan(lines: &[&str]) -> Result<(Schema, ColumnPlan), String> {
        let mut shape = ValueShape::default();
        for (i, line) in lines.iter().enumerate() {
            shape.add(&serde_json::from_str(line).unwrap(), &format!("record {}", i + 1))?;
        }
        schema_of(&shape)
    }

    #[test]
    fn objects_with_varying_keys_are_maps_and_big_numbers_unsigned() {
        let got = schema(&[
            r#"{"a":1,"d":{"x":["1"],"y":["2"]},"s":{"p":true,"q":null}}"#,
            r#"{"a":18446744073709551615,"d":{"y":[]},"s":{"p":false,"q":2.5}}"#,
        ])
        .unwrap();
        assert_eq!(got.field(0).data_type(), &DataType::UInt64);
        let entry = Fields::from(vec![
            Field::new("key", DataType::Utf8, false),
            Field::new(
                "value",
                DataType::List(Arc::new(Field::new("item", DataType::Utf8, true))),
                true,
            ),
        ]);
        assert_eq!(
            got.field(1).data_type(),
            &DataType::List(Arc::new(Field::new("item", DataType::Struct(entry), true)))
        );
        assert_eq!(
            got.field(1).metadata().get(OBJECT_KEY).map(String::as_str),
            Some(OBJECT_VALUE)
        );
        let (_, plan) = schema_and_plan(&[r#"{"d":{"x":1}}"#, r#"{"d":{"y":2,"x":3}}"#]).unwrap();
        let mut text = String::new();
        plan.rewrite(serde_json::from_str(r#"{"d": {"y": 2, "x": 3.50}}"#).unwrap())
            .write(&mut text);
        assert_eq!(text, r#"{"d":[{"key":"y","value":2},{"key":"x","value":3.50}]}"#);
        assert_eq!(
            got.field(2).data_type(),
            &DataType::Struct(Fields::from(vec![
                Field::new("p", DataType::Boolean, true),
                Field::new("q", DataType::Float64, true)
            ]))
        );
    }

    #[test]
    fn values_of_two_kinds_in_one_place_are_refused_with_their_place() {
        assert_eq!(
            schema(&[r#"{"a":{"b":"x"}}"#, r#"{"a":{"b":[1]}}"#]).unwrap_err(),
            "record.a.b: string and list in different records: not one Parquet column"
        );
        assert_eq!(
            schema(&[r#"{"a":-99999999999999999999}"#]).unwrap_err(),
            "record 1.a: the whole number -99999999999999999999 fits no Parquet integer"
        );
    }
}

"""Records as Parquet, with pyarrow: ``to_parquet(records, path)`` writes what ``gridriddle
dataset`` makes (dicts or JSON lines) as one Parquet file, nested fields kept, and
``read_parquet(path)`` gives the records back as dicts, each the JSON line's object again.

The columns follow the same rule as ``gridriddle dataset --out FILE.parquet`` (docs/training.md):
an object whose keys are the same, in the same order, in every record is a struct; an object
whose keys vary from record to record (a riddle's ``domains``, keyed by its columns) is a list
of its entries ``{"key", "value"}`` in their order, the field's metadata ``{"gridriddle":
"object"}`` saying so (Hugging Face ``datasets`` reads no Parquet map); whole numbers are ``int64``, or ``uint64`` when one passes
2**63 - 1 (a generator seed); a field that is ``null`` in some records is nullable.

Needs pyarrow (``pip install ./python[parquet]``; Hugging Face ``datasets`` brings it too);
importing ``gridriddle`` does not.
"""

from __future__ import annotations

import json
import os
import tempfile
from typing import Any, Dict, Iterable, List, Optional, Union

try:
    import pyarrow as pa
    import pyarrow.parquet as pq
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(
        "gridriddle.parquet writes Parquet with pyarrow, which is not installed: "
        "pip install pyarrow (or ./python[parquet])"
    ) from error

__all__ = ["to_parquet", "read_parquet", "schema_of"]

Record = Union[str, Dict[str, Any]]

_I64 = 2**63 - 1
OBJECT_KEY = b"gridriddle"
OBJECT_VALUE = b"object"
"""A field's metadata ``{OBJECT_KEY: OBJECT_VALUE}`` marks a list of ``{"key", "value"}``
entries as a JSON object (Parquet's own map type is not read by Hugging Face ``datasets``)."""
_U64 = 2**64 - 1


class _Shape:
    """What the values seen at one place of the records have been: the kinds met (``null``,
    ``bool``, ``int``, ``float``, ``str``, ``list``, ``object``), the range of the whole
    numbers, the lists' items, and the objects' keys."""

    def __init__(self) -> None:
        self.kinds: set = set()
        self.low = 0
        self.high = 0
        self.items: Optional[_Shape] = None
        self.keys: Optional[List[str]] = None  # the key order, while it is the same everywhere
        self.same_keys = True
        self.fields: Dict[str, _Shape] = {}  # every key met, in the order first met

    def add(self, value: Any, where: str) -> None:
        if value is None:
            self.kinds.add("null")
        elif isinstance(value, bool):
            self.kinds.add("bool")
        elif isinstance(value, int):
            self.kinds.add("int")
            self.low, self.high = min(self.low, value), max(self.high, value)
            if value < -_I64 - 1 or value > _U64:
                raise ValueError(f"{where}: the whole number {value} fits no Parquet integer")
        elif isinstance(value, float):
            self.kinds.add("float")
        elif isinstance(value, str):
            self.kinds.add("str")
        elif isinstance(value, list):
            self.kinds.add("list")
            if self.items is None:
                self.items = _Shape()
            for i, item in enumerate(value):
                self.items.add(item, f"{where}[{i}]")
        elif isinstance(value, dict):
            self.kinds.add("object")
            keys = list(value)
            if self.keys is None and self.same_keys:
                self.keys = keys
            elif self.keys != keys:
                self.same_keys = False
            for key, item in value.items():
                self.fields.setdefault(key, _Shape()).add(item, f"{where}.{key}")
        else:
            raise ValueError(f"{where}: a {type(value).__name__} is not a JSON value")

    def field(self, name: str, where: str) -> "pa.Field":
        """The field ``name`` of the values seen; an object of varying keys is a list of its
        entries ``{"key", "value"}``, marked as an object by the field's metadata."""
        kind = self.arrow_type(where)
        if "object" in self.kinds and not self.same_keys:
            return pa.field(name, kind, metadata={OBJECT_KEY: OBJECT_VALUE})
        return pa.field(name, kind)

    def arrow_type(self, where: str, top: bool = False) -> "pa.DataType":
        kinds = self.kinds - {"null"}
        if kinds <= {"int", "float"} and "float" in kinds:
            return pa.float64()
        if len(kinds) > 1:
            order = {"bool": "bool", "int": "int", "float": "float", "str": "string", "list": "list", "object": "object"}
            met = " and ".join(name for kind, name in order.items() if kind in kinds)
            raise ValueError(f"{where}: {met} in different records: not one Parquet column")
        kind = next(iter(kinds), "str")  # always null: a string column of nulls
        if kind == "bool":
            return pa.bool_()
        if kind == "int":
            return pa.int64() if self.high <= _I64 else pa.uint64()
        if kind == "str":
            return pa.string()
        if kind == "list":
            if self.items and self.items.kinds:
                return pa.list_(self.items.field("item", f"{where}[]"))
            return pa.list_(pa.string())
        if top or self.same_keys:
            return pa.struct([s.field(k, f"{where}.{k}") for k, s in self.fields.items()])
        values = _Shape()
        for shape in self.fields.values():
            values.merge(shape)
        entry = pa.struct([pa.field("key", pa.string(), nullable=False), values.field("value", f"{where}.*")])
        return pa.list_(pa.field("item", entry))

    def merge(self, other: "_Shape") -> None:
        """Adds what ``other`` has seen (the values of a map's keys are one column)."""
        had_objects = "object" in self.kinds
        self.kinds |= other.kinds
        self.low, self.high = min(self.low, other.low), max(self.high, other.high)
        if other.items is not None:
            if self.items is None:
                self.items = _Shape()
            self.items.merge(other.items)
        if "object" in other.kinds:
            if not had_objects:
                self.keys, self.same_keys = other.keys, other.same_keys
            elif not (self.same_keys and other.same_keys and self.keys == other.keys):
                self.keys, self.same_keys = None, False
            for key, shape in other.fields.items():
                self.fields.setdefault(key, _Shape()).merge(shape)


def _records(records: Union[str, Iterable[Record]]) -> List[Dict[str, Any]]:
    if isinstance(records, str):
        records = records.splitlines()
    out = []
    for number, record in enumerate(records, 1):
        if isinstance(record, str):
            if not record.strip():
                continue
            try:
                record = json.loads(record)
            except json.JSONDecodeError as error:
                raise ValueError(f"records: line {number}: not JSON: {error}") from None
        if not isinstance(record, dict):
            raise ValueError(f"records: line {number}: a record is a JSON object, found {type(record).__name__}")
        out.append(record)
    return out


def schema_of(records: Union[str, Iterable[Record]]) -> "pa.Schema":
    """The Arrow schema ``to_parquet`` writes ``records`` with (the rule of the module's
    documentation). Raises ``ValueError`` naming the field whose values cannot be one column."""
    shape = _Shape()
    for i, record in enumerate(_records(records)):
        shape.add(record, f"record {i + 1}")
    if not shape.kinds:
        return pa.schema([])
    struct = shape.arrow_type("record", top=True)
    return pa.schema([struct.field(i) for i in range(struct.num_fields)])


def to_parquet(records: Union[str, Iterable[Record]], path: Union[str, "os.PathLike[str]"], *,
               compression: str = "snappy") -> int:
    """Writes ``records`` (dicts, JSON lines, or JSON-lines text, as ``dataset`` and
    ``dataset_lines`` give them) to the Parquet file ``path``, one row a record, nested fields
    kept; returns the number of rows. The file is written beside ``path`` under another name and
    renamed, so a failure leaves nothing half-written; a folder that does not exist raises
    ``FileNotFoundError`` naming it before anything is written."""
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise FileNotFoundError(f"cannot write {path}: the folder {folder} does not exist")
    rows = _records(records)
    schema = schema_of(rows)
    kind = pa.struct(list(schema))
    table = pa.Table.from_pylist([_entries(row, kind) for row in rows], schema=schema)
    handle, temporary = tempfile.mkstemp(prefix=".", suffix=".parquet.part", dir=folder)
    os.close(handle)
    try:
        pq.write_table(table, temporary, compression=compression)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
    return table.num_rows


def _is_object(field: "pa.Field") -> bool:
    return (field.metadata or {}).get(OBJECT_KEY) == OBJECT_VALUE


def _entries(value: Any, kind: "pa.DataType", as_object: bool = False) -> Any:
    """A record's value for its column: an object of varying keys as a list of entries."""
    if value is None:
        return None
    if as_object and isinstance(value, dict):
        item = kind.value_field.type.field("value")
        return [{"key": k, "value": _entries(v, item.type, _is_object(item))} for k, v in value.items()]
    if pa.types.is_struct(kind) and isinstance(value, dict):
        fields = {f.name: f for f in kind}
        return {k: (_entries(v, fields[k].type, _is_object(fields[k])) if k in fields else v) for k, v in value.items()}
    if pa.types.is_list(kind) and isinstance(value, list):
        item = kind.value_field
        return [_entries(v, item.type, _is_object(item)) for v in value]
    return value


def _plain(value: Any, kind: "pa.DataType", as_object: bool = False) -> Any:
    """A value read from Arrow as the JSON line had it: lists of entries back to objects."""
    if value is None:
        return None
    if as_object:
        item = kind.value_field.type.field("value")
        return {entry["key"]: _plain(entry["value"], item.type, _is_object(item)) for entry in value}
    if pa.types.is_struct(kind):
        return {f.name: _plain(value[f.name], f.type, _is_object(f)) for f in kind}
    if pa.types.is_list(kind) or pa.types.is_large_list(kind):
        item = kind.value_field
        return [_plain(v, item.type, _is_object(item)) for v in value]
    return value


def read_parquet(path: Union[str, "os.PathLike[str]"]) -> List[Dict[str, Any]]:
    """The records of a Parquet file that ``to_parquet`` or ``gridriddle dataset --out
    FILE.parquet`` wrote, as dicts: ``json.dumps(record, ensure_ascii=False,
    separators=(",", ":"))`` is the record's JSON line again."""
    table = pq.read_table(os.fspath(path))
    kind = pa.struct(list(table.schema))
    return [_plain(row, kind) for row in table.to_pylist()]

"""Parquet: ``gridriddle.parquet.to_parquet`` and ``gridriddle dataset --out FILE.parquet`` write
the records of the JSON lines; each row read back with pyarrow and written as the JSON line
would be is that line, byte for byte. Skipped only without pyarrow."""

import json
import os
import subprocess
from pathlib import Path

import pytest

import gridriddle

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
from gridriddle.parquet import read_parquet, schema_of, to_parquet  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

FORMATS = [
    dict(format="zebralogic"),
    dict(format="zebralogic", prompt=True, level=True, reasoning=True),
    dict(format="zebralogic-mc", questions=2, prompt=True),
    dict(format="json", reasoning=True),
    # Riddles with no solution and several: every record says its kind, "solution" null in some.
    dict(format="zebralogic", unsolvable=0.3, prompt=True),
    dict(format="zebralogic-mc", questions=2, unsolvable=0.3),
    dict(format="json", unsolvable=0.2, ambiguous=0.2),
]


def line_of(record):
    """A record as ``dataset`` writes its line (serde_json: compact, UTF-8 as is)."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def rows_by_pyarrow(path):
    """The rows as pyarrow reads them, a list of entries whose field's metadata says
    ``{"gridriddle": "object"}`` turned into an object (the one conversion)."""
    table = pq.read_table(path)

    def plain(value, field):
        kind = field.type
        if value is None:
            return None
        if (field.metadata or {}).get(b"gridriddle") == b"object":
            value_field = kind.value_field.type.field("value")
            return {entry["key"]: plain(entry["value"], value_field) for entry in value}
        if pa.types.is_struct(kind):
            return {f.name: plain(value[f.name], f) for f in kind}
        if pa.types.is_list(kind):
            return [plain(v, kind.value_field) for v in value]
        return value

    return [{f.name: plain(row[f.name], f) for f in table.schema} for row in table.to_pylist()]


@pytest.mark.parametrize("options", FORMATS, ids=lambda o: "-".join(f"{k}" for k in o.values()))
def test_to_parquet_reads_back_as_the_json_lines(tmp_path, options):
    lines = gridriddle.dataset_lines(30, seed=8, rows=(2, 6), columns=(2, 6), **options)
    path = tmp_path / "records.parquet"
    assert to_parquet(lines, path) == len(lines)
    assert [line_of(r) for r in rows_by_pyarrow(path)] == lines
    assert [line_of(r) for r in read_parquet(path)] == lines
    # Dicts give the same file's rows.
    assert to_parquet([json.loads(line) for line in lines], tmp_path / "again.parquet") == len(lines)
    assert pq.read_table(tmp_path / "again.parquet").equals(pq.read_table(path))
    assert sorted(os.listdir(tmp_path)) == ["again.parquet", "records.parquet"]


def test_the_columns_nested_and_typed():
    lines = gridriddle.dataset_lines(10, seed=8, format="json")
    schema = schema_of(lines)
    assert schema.field("seed").type == pa.uint64()  # generator seeds pass 2**63 - 1
    assert schema.field("solution").type == pa.list_(pa.list_(pa.string()))
    riddle = schema.field("riddle").type
    domains = riddle.field("domains")
    entry = pa.struct([pa.field("key", pa.string(), nullable=False), ("value", pa.list_(pa.string()))])
    assert domains.type == pa.list_(entry)
    assert domains.metadata == {b"gridriddle": b"object"}
    assert riddle.field("hints").type == pa.list_(pa.list_(pa.list_(pa.list_(pa.string()))))
    assert schema.field("rating").type.field("difficulty").type == pa.string()
    grid = schema_of(gridriddle.dataset_lines(3, seed=8))
    assert grid.names == ["id", "size", "puzzle", "solution"]
    assert grid.field("solution").type == pa.struct([("header", pa.list_(pa.string())), ("rows", pa.list_(pa.list_(pa.string())))])


def test_bad_records_and_a_missing_folder_are_refused_and_nothing_is_written(tmp_path):
    with pytest.raises(FileNotFoundError, match="the folder .*missing.* does not exist"):
        to_parquet(gridriddle.dataset_lines(2), tmp_path / "missing" / "r.parquet")
    with pytest.raises(ValueError, match=r"record\.a: string and list in different records"):
        to_parquet(['{"a": "x"}', '{"a": [1]}'], tmp_path / "r.parquet")
    with pytest.raises(ValueError, match="records: line 2: not JSON"):
        to_parquet(['{"a": 1}', "{oops"], tmp_path / "r.parquet")
    assert os.listdir(tmp_path) == []


def test_hugging_face_datasets_reads_it(tmp_path):
    datasets = pytest.importorskip("datasets")
    lines = gridriddle.dataset_lines(12, seed=3, format="zebralogic", prompt=True, level=True)
    to_parquet(lines, tmp_path / "r.parquet")
    data = datasets.Dataset.from_parquet(str(tmp_path / "r.parquet"))
    assert len(data) == 12
    assert [line_of(row) for row in data] == lines
    full = gridriddle.dataset_lines(5, seed=3, format="json")
    to_parquet(full, tmp_path / "full.parquet")
    data = datasets.Dataset.from_parquet(str(tmp_path / "full.parquet"))
    assert [row["id"] for row in data] == [json.loads(line)["id"] for line in full]
    assert data[0]["riddle"]["hints"] == json.loads(full[0])["riddle"]["hints"]
    domains = json.loads(full[0])["riddle"]["domains"]
    assert data[0]["riddle"]["domains"] == [{"key": k, "value": v} for k, v in domains.items()]


def binary():
    found = os.environ.get("GRIDRIDDLE_BIN")
    if found:
        return found
    for build in ("release", "debug"):
        path = ROOT / "target" / build / "gridriddle"
        if path.is_file():
            return str(path)
    return None


@pytest.mark.parametrize("options", [["--format", "zebralogic", "--prompt", "--level"],
                                     ["--format", "zebralogic-mc", "--questions", "2"],
                                     ["--format", "json", "--reasoning"],
                                     ["--format", "json", "--unsolvable", "0.3", "--ambiguous", "0.2"]],
                         ids=["grid", "questions", "json", "json-unsolvable"])
def test_the_command_line_writes_the_same_rows(tmp_path, options):
    gr = binary()
    if gr is None:
        pytest.skip("no gridriddle binary under target/ (cargo build --features parquet)")
    args = [gr, "dataset", "--count", "40", "--rows", "2..6", "--cols", "2..6", "--seed", "6", *options]
    lines = subprocess.run(args, check=True, capture_output=True).stdout.decode().splitlines()
    path = tmp_path / "records.parquet"
    made = subprocess.run([*args, "--out", str(path)], capture_output=True)
    if b"built without Parquet" in made.stderr:
        pytest.skip("the gridriddle binary was built without the feature parquet")
    assert made.returncode == 0, made.stderr.decode()
    assert sorted(os.listdir(tmp_path)) == ["records.parquet"]
    assert [line_of(r) for r in rows_by_pyarrow(path)] == lines
    # The same columns as Python's writer.
    to_parquet(lines, tmp_path / "python.parquet")
    ours, python = pq.read_schema(path), pq.read_schema(tmp_path / "python.parquet")
    # The same up to the name of a list's items (Parquet's "element" as pyarrow writes it,
    # Arrow's "item" as the arrow crate does).
    def plain(field):
        kind = field.type
        if pa.types.is_struct(kind):
            kind = tuple(plain(f) for f in kind)
        elif pa.types.is_list(kind):
            kind = ("list", plain(kind.value_field)[1:])
        return (field.name, kind, field.nullable, field.metadata)

    assert [plain(f) for f in ours] == [plain(f) for f in python]


def test_the_package_s_to_parquet_is_the_module_s(tmp_path):
    lines = gridriddle.dataset_lines(4, seed=1)
    assert gridriddle.to_parquet(lines, tmp_path / "r.parquet") == 4
    assert [line_of(r) for r in read_parquet(tmp_path / "r.parquet")] == lines

#!/usr/bin/env python3
"""Makes the seeds of one fuzz target from the repository's files and ../shared (when it is
beside the repository), into the folder given: python3 fuzz/seeds.py TARGET FOLDER.

The input formats are those of fuzz/src/lib.rs. For `answer` and `verify`, a seed is a
riddle's JSON, a NUL byte and a model's output for it; or a digit (`0` picks the first sample,
Einstein's riddle) and an output for that sample. For `record`, records, a NUL byte, answers.
Seeds are kept under 64 KiB (AFL++ mutates small inputs far faster)."""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
LIMIT = 64 * 1024


def jsonl(path, count=None):
    """The first `count` objects of a JSON lines file (all of them without a count); none when
    the file is missing (../shared is not always beside the repository)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            out.append(json.loads(line))
        if count is not None and len(out) >= count:
            break
    return out


def every(paths, step):
    return sorted(paths)[::step]


def json_seeds():
    files = list((ROOT / "riddles").glob("*.json"))
    files = [f for f in files if not f.name.endswith(".expected.json")]
    files += [ROOT / "tests/fixtures/many-solutions.json"]
    dev = SHARED / "corpus/zebralogic/dev"
    if dev.is_dir():
        riddles = [f for f in dev.glob("*.json") if not f.name.endswith(".expected.json")]
        files += every(riddles, 5)
    seeds = {f.name: f.read_bytes() for f in files if f.exists()}
    # gridpuzzle's riddles have a "#" column and values with spaces and digits.
    for item in jsonl(SHARED / "real-outputs/gridpuzzle/records-gemini-pro.jsonl", 10):
        seeds[f"gridpuzzle-{item['id']}.json"] = json.dumps(item["riddle"]).encode()
    return seeds


def zbc_seeds():
    return {f.name: f.read_bytes() for f in (ROOT / "riddles").glob("*.zbc")}


def output_seeds():
    """A riddle and a model's output for it: real outputs, and the hand-written ones of
    tests/fixtures/model-outputs.jsonl (for Einstein's riddle, the first sample)."""
    seeds = {}
    for item in jsonl(ROOT / "tests/fixtures/model-outputs.jsonl"):
        if item.get("task") == "grid":
            seeds[f"fixture-{len(seeds):02}"] = b"0" + item["output"].encode()
    real = SHARED / "real-outputs"
    pairs = [
        ("zeroeval", "riddles-hyperbolic405b.jsonl", "answers-hyperbolic405b.jsonl", None),
        ("zeroeval", "riddles-sambanova405b.jsonl", "answers-sambanova405b.jsonl", 12),
        ("gridpuzzle", "records-gemini-pro.jsonl", "answers-gemini-pro.jsonl", 12),
    ]
    for folder, riddles, answers, count in pairs:
        by_id = {r["id"]: r["riddle"] for r in jsonl(real / folder / riddles)}
        for a in jsonl(real / folder / answers, count):
            if a["id"] in by_id:
                riddle = json.dumps(by_id[a["id"]]).encode()
                seeds[f"{folder}-{a['id']}"] = riddle + b"\0" + a["output"].encode()
    return seeds


def verify_seeds():
    seeds = output_seeds()
    # Reasoning in the words verify reads, for Einstein's riddle (clue numbers as in the sample).
    seeds["reasoning-en"] = (
        b"0By clue 9, the Norwegian lives in house 1. By clue 14, the Norwegian lives next to "
        b"the blue house, so house 2 is blue. Clue 8: the man in the middle house drinks milk.\n"
        b"1. The green house is not in house 1 (clue 4).\n2. So the Brit lives in the red house."
    )
    seeds["reasoning-json"] = (
        b'0{"reasoning": ["Clue 9 puts the Norwegian in house 1.", "House 2 is blue (clue 14)."],'
        b' "solution": {"House 1": {"Nationality": "Norwegian"}}}'
    )
    return seeds


def record_seeds():
    seeds = {}
    real = SHARED / "real-outputs"
    for folder, records, answers in [
        ("zeroeval", "records-hyperbolic405b.jsonl", "answers-hyperbolic405b.jsonl"),
        ("zeroeval", "riddles-hyperbolic405b.jsonl", "answers-hyperbolic405b.jsonl"),
        ("gridpuzzle", "records-gemini-pro.jsonl", "answers-gemini-pro.jsonl"),
    ]:
        for n in (1, 3):
            rs = [json.dumps(r) for r in jsonl(real / folder / records, n)]
            ids = {json.loads(r)["id"] for r in rs}
            ans = [json.dumps(a) for a in jsonl(real / folder / answers) if a["id"] in ids]
            if rs:
                seeds[f"{folder}-{records[:-6]}-{n}"] = ("\n".join(rs) + "\0" + "\n".join(ans)).encode()
    # The shapes of evaluate's docs: a question and a grid record, and the answers to them.
    seeds["questions"] = (
        b'{"id": "q1", "size": "2*2", "puzzle": "...", "question": "What does Eric drink?", '
        b'"choices": ["tea", "milk"], "answer": "tea", "cell": {"house": 1, "column": "Drink"}}\n'
        b'{"id": "g1", "size": "2*1", "puzzle": "...", "solution": {"header": ["House", "Pet"], '
        b'"rows": [["1", "cat"], ["2", "dog"]]}}\0'
        b'{"id": "q1", "output": "Clue 2 says so.\\nAnswer: tea"}\n'
        b'{"id": "g1", "output": "House 1: dog\\nHouse 2: cat"}'
    )
    return seeds


def import_seeds():
    """Puzzle texts: ZebraLogic's (the corpus's dev riddles keep theirs as `description`, the
    ZeroEval records as `puzzle`) and reasoning-gym's question of tests/cli.rs."""
    seeds = {}
    dev = SHARED / "corpus/zebralogic/dev"
    if dev.is_dir():
        for f in every([f for f in dev.glob("*.json") if not f.name.endswith(".expected.json")], 4):
            text = json.loads(f.read_text(encoding="utf-8")).get("description")
            if text:
                seeds[f"zebralogic-{f.stem}.txt"] = text.encode()
    for item in jsonl(SHARED / "real-outputs/zeroeval/records-hyperbolic405b.jsonl", 4):
        seeds[f"record-{item['id']}.txt"] = item["puzzle"].encode()
    cli = (ROOT / "tests/cli.rs").read_text(encoding="utf-8")
    start = cli.find('"This is a logic puzzle.')
    if start >= 0:
        end = cli.find('";', start)
        seeds["reasoning-gym-2x2.txt"] = cli[start + 1:end].encode()
    return seeds


TARGETS = {
    "json": json_seeds,
    "zbc": zbc_seeds,
    "answer": output_seeds,
    "verify": verify_seeds,
    "import": import_seeds,
    "record": record_seeds,
}


def main():
    target, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        old.unlink()
    kept = 0
    for name, data in sorted(TARGETS[target]().items()):
        if len(data) <= LIMIT:
            (folder / name).write_bytes(data)
            kept += 1
    print(f"{kept} seeds for {target} in {folder}")


if __name__ == "__main__":
    main()

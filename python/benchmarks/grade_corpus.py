"""Grading agreement with ZebraLogic's published solutions: every riddle of the corpus graded
against its published solution (as a matrix and as the house-keyed answer models give), and
the count graded solved.

    python grade_corpus.py [/path/to/shared/corpus/zebralogic/all]
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import gridriddle

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared/corpus/zebralogic/all"
    paths = sorted(p for p in folder.glob("*.json") if not p.name.endswith(".expected.json"))
    if not paths:
        print(f"no riddles in {folder}")
        return 1
    solved = {"matrix": 0, "houses": 0}
    started = time.perf_counter()
    for path in paths:
        riddle = path.read_text()
        [solution] = json.loads(path.with_name(path.stem + ".expected.json").read_text())["solutions"]
        header = json.loads(riddle)["header"]
        houses = {f"House {row[0]}": dict(zip(header[1:], row[1:])) for row in solution}
        solved["matrix"] += gridriddle.grade(riddle, solution)["solved"]
        solved["houses"] += gridriddle.grade(riddle, {"solution": houses})["solved"]
    seconds = time.perf_counter() - started
    print(
        f"{folder}: {len(paths)} riddles; published solutions graded solved: "
        f"{solved['matrix']} as matrices, {solved['houses']} as house-keyed answers ({seconds:.2f} s)"
    )
    return 0 if solved["matrix"] == solved["houses"] == len(paths) else 1


if __name__ == "__main__":
    sys.exit(main())

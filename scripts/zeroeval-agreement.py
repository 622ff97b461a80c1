#!/usr/bin/env python3
"""Does gridriddle grade ZeroEval's ZebraLogic result files as ZeroEval does? (issue 49's first
target: where ZeroEval's rule reads an answer, the same solved and the same cells right on
>= 99 % of items, for every model; outputs with no final answer unread.)

Usage:
    scripts/zeroeval-agreement.py [--gridriddle BIN] [--corpus DIR] [--show N] FILE.json...

Each FILE.json is a result file of ZeroEval's `result_dirs/zebra-grid/` (a JSON list of items
{"id", "size", "puzzle", "output": [text]}), as fetched from github.com/yuchenlin/ZeroEval
(e.g. `git --git-dir=... cat-file -p BLOB > FILE.json`); nothing of it is kept in this
repository. The truth is the solution the item carries when it carries one (older files answer
an earlier version of ZebraLogic under the same ids: their count is printed), else the corpus's
(`DIR/<id>.expected.json`, header from `DIR/<id>.json`; DIR defaults to
../shared/corpus/zebralogic/all).

ZeroEval's rule is applied here independently, in Python, as its
`src/evaluation/zebra_grid_eval.py` and `eval_utils.extract_last_complete_json` do (HEAD
570c6269): the last balanced {...} of `output[0]` (braces counted everywhere, strings too),
every "\\n" deleted, `json.loads`; no object, invalid JSON, or a missing or null "solution" is
no answer; a cell is right when `solution["House k"][column]` (a string, or a list's first item)
equals the truth after `.lower().strip()`; solved when every cell is right. Where ZeroEval's own
code would raise (a cell neither a string nor a list, a house that is not an object), the item
is counted apart as "ZeroEval raises".

The same files are then graded by `gridriddle evaluate --details` (records and answers written
to a temporary directory), and the two compared item by item.
"""

import argparse
import ast
import collections
import json
import os
import subprocess
import sys
import tempfile


def last_complete_json(s, delete_newlines=True):
    """ZeroEval's extract_last_complete_json, rewritten: None when nothing parses."""
    stack = 0
    start = None
    last = None
    for i, ch in enumerate(s):
        if ch == "{":
            if stack == 0 and start is None:
                start = i
            stack += 1
        elif ch == "}":
            if stack:
                stack -= 1
                if stack == 0:
                    last = s[start : i + 1]
                    start = None
    if last is None:
        return None
    try:
        return json.loads(last.replace("\n", "") if delete_newlines else last)
    except json.JSONDecodeError:
        return None


class Raises(Exception):
    """Where ZeroEval's own code would stop with an exception."""


def zeroeval_grade(output, header, rows, legacy=False):
    """(answered, cells right, cells, solved) by ZeroEval's rule; `legacy`: its rule of July 2024
    (evaluation/zebra_grid_eval.py at a07cbcd4), for the files of that time, whose answers are
    the houses alone: the last object itself is the table, read with its line breaks."""
    columns = header
    table = {f"House {i + 1}": {columns[j]: row[j] for j in range(1, len(columns))} for i, row in enumerate(rows)}
    total = len(rows) * (len(columns) - 1)
    prediction = last_complete_json(output, delete_newlines=not legacy)
    if legacy:
        if prediction is None:
            return (False, 0, total, False)
        predicted = prediction
    elif not isinstance(prediction, dict) or prediction.get("solution") is None:
        return (False, 0, total, False)
    else:
        predicted = prediction["solution"]
    right = 0
    try:
        for house in table:
            for column in table[house]:
                if house in predicted and column in predicted[house]:
                    truth = table[house][column].lower().strip()
                    cell = predicted[house][column]
                    if cell is None or (not legacy and len(cell) == 0):
                        continue
                    if isinstance(cell, list):
                        cell = cell[0].lower().strip()
                    elif isinstance(cell, str) or legacy:
                        cell = cell.lower().strip()
                    else:
                        raise Raises(f"Unknown type: {type(cell)}")
                    if truth == cell:
                        right += 1
    except (Raises, TypeError, AttributeError, KeyError, IndexError) as e:
        raise Raises(str(e)) from e
    return (True, right, total, right == total)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", metavar="FILE.json")
    ap.add_argument("--gridriddle", default=os.path.join(root, "target", "debug", "gridriddle"))
    ap.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus", "zebralogic", "all"))
    ap.add_argument("--show", type=int, default=10, help="disagreements listed per file")
    ap.add_argument("--legacy", action="store_true",
                    help="ZeroEval's rule of July 2024 (a07cbcd4): the last object is the houses table")
    args = ap.parse_args()

    all_ok = True
    for path in args.files:
        with open(path, encoding="utf-8") as f:
            items = json.load(f)
        seen = set()
        records, answers, zero = [], [], {}
        other_version = 0
        for item in items:
            id_ = item["id"]
            if id_ in seen:
                continue  # gridriddle refuses a duplicate id; ZeroEval's files hold none we know of
            seen.add(id_)
            with open(os.path.join(args.corpus, id_ + ".json"), encoding="utf-8") as f:
                header = json.load(f)["header"]
            with open(os.path.join(args.corpus, id_ + ".expected.json"), encoding="utf-8") as f:
                rows = json.load(f)["solutions"][0]
            own = item.get("solution")
            if isinstance(own, str):
                own = ast.literal_eval(own)
            if own:
                # The solution the item carries is the puzzle the model was asked: older files
                # answer an earlier version of ZebraLogic under the same ids.
                if [[c.lower() for c in r] for r in own["rows"]] != [[c.lower() for c in r] for r in rows]:
                    other_version += 1
                header, rows = own["header"], own["rows"]
            output = item["output"][0] if isinstance(item["output"], list) else item["output"]
            records.append({"id": id_, "size": item["size"], "puzzle": item.get("puzzle", ""),
                            "solution": {"header": header, "rows": rows}})
            answers.append({"id": id_, "output": output})
            try:
                zero[id_] = zeroeval_grade(output, header, rows, args.legacy)
            except Raises as e:
                zero[id_] = ("raises", str(e))
        with tempfile.TemporaryDirectory() as tmp:
            rec, ans, det = (os.path.join(tmp, n) for n in ("records.jsonl", "answers.jsonl", "details.jsonl"))
            with open(rec, "w", encoding="utf-8") as f:
                f.writelines(json.dumps(r) + "\n" for r in records)
            with open(ans, "w", encoding="utf-8") as f:
                f.writelines(json.dumps(a) + "\n" for a in answers)
            run = subprocess.run([args.gridriddle, "evaluate", "--records", rec, "--answers", ans,
                                  "--details", det, "--json"], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{path}: gridriddle evaluate exited {run.returncode}: {run.stderr.strip()}")
                all_ok = False
                continue
            report = json.loads(run.stdout)["overall"]
            with open(det, encoding="utf-8") as f:
                details = {d["id"]: d for d in map(json.loads, f)}

        read = agree = raises = 0
        disagree, more = [], []
        no_answer = collections.Counter()
        z_solved = z_cells = cells = 0
        for id_, z in zero.items():
            d = details[id_]
            if z[0] == "raises":
                raises += 1
                continue
            answered, right, total, solved = z
            cells += total
            if answered:
                read += 1
                z_cells += right
                z_solved += solved
                if (d["status"] == "solved") == solved and d["cellsRight"] == right:
                    agree += 1
                else:
                    disagree.append(f"  {id_}: ZeroEval {'solved' if solved else 'not solved'} {right}/{total}, "
                                    f"gridriddle {d['status']} {d['cellsRight']}/{d['cells']} {d.get('reason') or ''}".rstrip())
            else:
                reason = (d.get("reason") or "").split(":")[0]
                no_answer[d["status"] + (f" ({reason})" if d["status"] == "unread" else "")] += 1
                if d["status"] in ("solved", "wrong"):
                    more.append(f"  {id_}: ZeroEval no answer, gridriddle {d['status']} {d['cellsRight']}/{d['cells']}")
        name = os.path.basename(path)
        n = len(zero)
        share = agree / read if read else 1.0
        all_ok &= share >= 0.99
        print(f"{name}: {n} items; ZeroEval reads {read}: the same solved and cells right on {agree} "
              f"({100 * share:.2f} %)" + (f"; ZeroEval raises on {raises}" if raises else ""))
        print(f"  ZeroEval's rule here: puzzle {100 * z_solved / n:.2f} %, cell {100 * z_cells / max(cells, 1):.2f} %, "
              f"no answer {100 * (n - read - raises) / n:.2f} %; gridriddle: puzzle "
              f"{100 * report['puzzleAccuracy']:.2f} %, cell {100 * report['cellAccuracy']:.2f} %, unread {report['unread']}")
        if no_answer:
            print(f"  where ZeroEval reads no answer ({n - read - raises}): "
                  + ", ".join(f"{k} {v}" for k, v in no_answer.most_common()))
        if other_version:
            print(f"  graded against each item's own solution: {other_version} of them differ from the corpus's "
                  "(an earlier version of the puzzle under the same id)")
        for lines in (disagree, more):
            for line in lines[: args.show]:
                print(line)
            if len(lines) > args.show:
                print(f"  … {len(lines) - args.show} more")
    sys.exit(0 if all_ok else 1)


if __name__ == "__main__":
    main()

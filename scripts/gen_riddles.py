#!/usr/bin/env python3
"""Random grid riddles like the scaling set (../shared/corpus/scaling/), minimal and unique: more
hard riddles on which to judge a change that moves the search tree (the branching learns from
failures, so a change of order alone makes a tree larger or smaller by chance; judged on more
riddles, such chance averages out).

Each riddle comes from a hidden random solution (column "Position" holds 1..m, every other
column a random permutation of its values A1..Am, B1..Bm, ...). True hints of the scaling set's
kinds are drawn at random (pair, position, above, next_to, somewhere_above, between, not,
block3) and added until the solution is the only one; then every hint is tried for removal in
random order, and stays removed when the riddle keeps exactly one solution. Uniqueness is decided
by the gridriddle solver binary (solve --json --max-solutions 2, steps off); a candidate whose
search hits the node limit counts as not unique, so the end result is always proved unique.

    cargo build --release --bins
    python3 scripts/gen_riddles.py --out target/generated 15x10:10 12x12:10 20x6:10

(about three minutes on two cores). A second set, held out to check a choice made on the first:

    python3 scripts/gen_riddles.py --out target/generated-held --first 11 15x10:10 12x12:10 20x6:10

Seeds are fixed: riddle k of size RxC uses
random.Random("gridriddle-gen RxC k"), and the solver's answers (one solution or more) do not
depend on its version, so the same files come out every time. The solver is
target/release/gridriddle, or $GRIDRIDDLE.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

SOLVER = os.environ.get(
    "GRIDRIDDLE", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "release", "gridriddle")
)
KINDS = ["pair", "position", "above", "next_to", "somewhere_above", "between", "not", "block3"]
# How often each kind is drawn. Chosen so that the kinds of the minimal riddles come out in
# about the scaling set's proportions (the weak kinds mostly drop out in minimisation).
WEIGHTS = {"pair": 0.8, "position": 0.68, "above": 0.5, "next_to": 0.7, "somewhere_above": 0.2,
           "between": 0.36, "not": 0.15, "block3": 0.22}


# ---------------------------------------------------------------- hints


def blank_row(n):
    return [""] * n


def make_hint(rng, sol, kind):
    """One random hint of `kind` that is true of `sol` (the first option is the true one)."""
    m, n = len(sol), len(sol[0])
    cols = list(range(1, n))

    def row_with(cells):
        r = blank_row(n)
        for c, v in cells:
            r[c] = v
        return r

    def two_rows_apart(d):
        """A at row r, B at row r + d: (A's cell, B's cell)."""
        r = rng.randrange(m - d)
        c1, c2 = rng.choice(cols), rng.choice(cols)
        return (c1, sol[r][c1]), (c2, sol[r + d][c2])

    def spaced(a, b, d):
        return [row_with([a])] + [blank_row(n) for _ in range(d - 1)] + [row_with([b])]

    if kind == "pair":
        r = rng.randrange(m)
        c1, c2 = sorted(rng.sample(cols, 2))
        return [[row_with([(c1, sol[r][c1]), (c2, sol[r][c2])])]]
    if kind == "position":
        r = rng.randrange(m)
        c = rng.choice(cols)
        return [[row_with([(0, sol[r][0]), (c, sol[r][c])])]]
    if kind == "above":
        a, b = two_rows_apart(1)
        return [spaced(a, b, 1)]
    if kind == "next_to":
        a, b = two_rows_apart(1)
        return [spaced(a, b, 1), spaced(b, a, 1)]
    if kind == "somewhere_above":
        d = rng.randrange(1, m)
        r = rng.randrange(m - d)
        c1, c2 = rng.choice(cols), rng.choice(cols)
        a, b = (c1, sol[r][c1]), (c2, sol[r + d][c2])
        return [spaced(a, b, k) for k in range(1, m)]
    if kind == "between":
        d = rng.randrange(2, m)
        a, b = two_rows_apart(d)
        return [spaced(a, b, d), spaced(b, a, d)]
    if kind == "not":
        r = rng.randrange(m)
        c1, c2 = rng.sample(cols, 2)
        a = sol[r][c1]
        other = rng.choice([x for x in range(m) if x != r])
        b = sol[other][c2]
        values = sorted((sol[x][c2] for x in range(m) if sol[x][c2] != b), key=value_key)
        return [[row_with([(c1, a), (c2, v)])] for v in values]
    if kind == "block3":
        r = rng.randrange(m - 2)
        c1, c3 = rng.choice(cols), rng.choice(cols)
        middle = []
        if rng.random() < 0.5:
            c2 = rng.choice(cols)
            middle = [(c2, sol[r + 1][c2])]
        return [[row_with([(c1, sol[r][c1])]), row_with(middle), row_with([(c3, sol[r + 2][c3])])]]
    raise ValueError(kind)


def value_key(v):
    return (v[0], int(v[1:]))


def fits(option, sol):
    m, k = len(sol), len(option)
    return any(
        all(not x or sol[t + i][c] == x for i, row in enumerate(option) for c, x in enumerate(row))
        for t in range(m - k + 1)
    )


def holds(hint, sol):
    return any(fits(o, sol) for o in hint)


# ---------------------------------------------------------------- riddle files


def riddle_text(title, header, start, hints, texts, domains):
    """The riddle as the scaling set writes it (one line per row / hint / hint text)."""
    d = json.dumps
    out = ["{", f'  "title": {d(title)},', f'  "header": {d(header)},', '  "startMatrix": [']
    out.append(",\n".join("    " + d(r) for r in start))
    out.append("  ],")
    out.append('  "hints": [')
    out.append(",\n".join("    " + d(h) for h in hints))
    out.append("  ],")
    out.append('  "singleHints": false,')
    out.append('  "hintTexts": [')
    out.append(",\n".join("    " + d(t) for t in texts))
    out.append("  ],")
    out.append(f'  "domains": {d(domains)}')
    out.append("}")
    return "\n".join(out) + "\n"


def expected_text(sol):
    return '{\n  "solutions": [\n    ' + json.dumps(sol) + "\n  ]\n}\n"


class Riddle:
    def __init__(self, rows, cols, title):
        self.m, self.n = rows, cols
        self.title = title
        self.header = ["Position"] + [chr(ord("A") + i) for i in range(cols - 1)]
        self.start = [[str(r + 1)] + [""] * (cols - 1) for r in range(rows)]
        self.domains = {h: [f"{h}{i}" for i in range(1, rows + 1)] for h in self.header[1:]}

    def text(self, hints):
        """hints: list of (options, kind)."""
        return riddle_text(
            self.title, self.header, self.start, [h for h, _ in hints], [k for _, k in hints], self.domains
        )


# ---------------------------------------------------------------- solver


BUDGET_STOPS = [0]  # solver calls of this process that hit the node budget (counted as not unique)


def solve_texts(texts, workdir, tag):
    """Solve riddle texts in one solver call: list of (unique?, nodes, solutions, stopped)."""
    if not texts:
        return []
    files = []
    for i, t in enumerate(texts):
        f = os.path.join(workdir, f"{tag}-{i}.json")
        with open(f, "w") as fh:
            fh.write(t)
        files.append(f)
    out = subprocess.run(
        [SOLVER, "solve", "--json", "--max-solutions", "2", *files],
        check=True, capture_output=True, text=True,
    ).stdout
    by_file = {}
    for line in out.splitlines():
        if line.strip():
            j = json.loads(line)
            by_file[j["file"]] = j
    res = []
    for f in files:
        j = by_file[f]
        sols = [s["matrix"] for s in j["solutions"]]
        unique = j["complete"] and j["stopped"] is None and len(sols) == 1
        if j["stopped"] == "nodeBudget":
            BUDGET_STOPS[0] += 1
        res.append((unique, j["stats"]["nodes"], sols, j["stopped"]))
        os.remove(f)
    return res


# ---------------------------------------------------------------- generation


def generate(rows, cols, index):
    t0 = time.time()
    rng = random.Random(f"gridriddle-gen {rows}x{cols} {index}")
    riddle = Riddle(rows, cols, f"generated {rows}x{cols} seed {index}")
    sol = [[str(r + 1)] for r in range(rows)]
    for h in riddle.header[1:]:
        values = riddle.domains[h][:]
        rng.shuffle(values)
        for r in range(rows):
            sol[r].append(values[r])
    calls = [0]
    BUDGET_STOPS[0] = 0
    workdir = tempfile.mkdtemp(prefix="gen-riddles-")

    def solve(hint_lists):
        calls[0] += 1
        return solve_texts([riddle.text(h) for h in hint_lists], workdir, f"c{calls[0]}")

    # 1. Random true hints, added until the solution is the only one. The hints are drawn one
    # by one; prefixes are checked in batches (uniqueness only grows with the prefix), and the
    # shortest unique prefix is kept.
    hints, seen = [], set()

    def draw():
        while True:
            kind = rng.choices(KINDS, [WEIGHTS[k] for k in KINDS])[0]
            h = make_hint(rng, sol, kind)
            key = json.dumps(h)
            if key not in seen:
                seen.add(key)
                assert holds(h, sol)
                hints.append((h, kind))
                return

    step = max(4, rows * (cols - 1) // 16)
    start = rows * (cols - 1) // 2
    checked = 0  # every prefix shorter than `checked` + 1 is known not unique
    while True:
        while len(hints) < start + 8 * step:
            draw()
        lengths = list(range(max(checked + 1, start), start + 8 * step + 1, step))
        res = solve([hints[:L] for L in lengths])
        ok = [L for L, r in zip(lengths, res) if r[0]]
        if ok:
            hi = ok[0]
            lo = max([checked] + [L for L, r in zip(lengths, res) if not r[0] and L < hi])
            # the shortest unique prefix in (lo, hi]
            cand = list(range(lo + 1, hi))
            res2 = solve([hints[:L] for L in cand])
            for L, r in zip(cand, res2):
                if r[0]:
                    hi = L
                    break
            hints = hints[:hi]
            break
        checked = lengths[-1]
        start = lengths[-1] + step
    added = len(hints)

    # 2. Drop every hint not needed, in random order. A hint whose removal alone leaves more
    # than one solution is needed in every subset too, so one batch finds those first; the
    # rest are tried in order, a few prefixes of the order at a time (the same result as one
    # by one: removal stands until the first one that breaks uniqueness).
    keep = list(range(len(hints)))
    res = solve([[hints[j] for j in keep if j != i] for i in keep])
    needed = {i for i, r in zip(keep, res) if not r[0]}
    order = [i for i in keep if i not in needed]
    rng.shuffle(order)
    removed = set()
    pos = 0
    batch = 4
    while pos < len(order):
        trial = order[pos:pos + batch]
        cands = []
        for k in range(1, len(trial) + 1):
            gone = removed | set(trial[:k])
            cands.append([hints[j] for j in range(len(hints)) if j not in gone])
        res = solve(cands)
        for k, r in enumerate(res):
            if r[0]:
                removed.add(trial[k])
                pos += 1
            else:
                pos += 1  # trial[k] is needed
                break
    final = [hints[j] for j in range(len(hints)) if j not in removed]
    [(unique, nodes, sols, stopped)] = solve([final])
    assert unique and sols[0] == sol, "final riddle not unique"
    assert all(holds(h, sol) for h, _ in final)
    os.rmdir(workdir)
    info = dict(rows=rows, cols=cols, index=index, added=added, hints=len(final), nodes=nodes,
                calls=calls[0], budget_stops=BUDGET_STOPS[0], seconds=round(time.time() - t0, 1),
                drawn={k: sum(1 for _, x in hints if x == k) for k in KINDS},
                kept={k: sum(1 for _, x in final if x == k) for k in KINDS})
    return riddle.text(final), expected_text(sol), info


def job(args):
    rows, cols, index, out, weights = args
    WEIGHTS.update(weights)
    text, expected, info = generate(rows, cols, index)
    name = f"g{rows}x{cols}-{index:02d}"
    with open(os.path.join(out, name + ".json"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".expected.json"), "w") as f:
        f.write(expected)
    info["file"] = name + ".json"
    print(json.dumps(info), flush=True)
    return info


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("sizes", nargs="+", help="RxC:count, e.g. 15x10:10 (C counts the Position column)")
    p.add_argument("--out", default="target/generated")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--first", type=int, default=1, help="index of the first riddle of each size")
    p.add_argument("--weights", help="JSON object: kind -> weight (default: WEIGHTS)")
    a = p.parse_args()
    if a.weights:
        WEIGHTS.update(json.loads(a.weights))
    os.makedirs(a.out, exist_ok=True)
    jobs = []
    for s in a.sizes:
        size, count = s.split(":")
        rows, cols = map(int, size.split("x"))
        jobs += [(rows, cols, i, a.out, dict(WEIGHTS)) for i in range(a.first, a.first + int(count))]
    with ProcessPoolExecutor(a.jobs) as ex:
        list(ex.map(job, jobs))


if __name__ == "__main__":
    sys.exit(main())

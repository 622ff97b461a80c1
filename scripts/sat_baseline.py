"""A clause-learning SAT solver on grid riddles: the baseline behind docs/speed.md.

Encodes each riddle of the format (`../shared/riddle-format.md`) as CNF, the direct way: a
variable per (value, row); each value on exactly one row; each row of a column holds at most one
value (exactly one where the column has a value for every row); a cell of the start matrix is a
unit clause; a hint is a clause over its placements (an option at an offset, or with
`singleHints: true` an option whose rows each match some row), each placement implying its cells.
Then it counts every solution as gridriddle does (solve, block the solution, solve again until
unsatisfiable) and prints the solver's conflicts and decisions, and the wall time of the solving
alone.

With `cpsat` as the solver, OR-Tools' CP-SAT (lazy clause generation: clause learning over
propagators) solves the same clauses on one worker, with an AllDifferent per full column
over each value's row, and enumerates every solution itself.

Not part of the build or the tests: it needs python-sat (and, for `cpsat`, ortools) from PyPI.

    python3 -m venv /tmp/satenv && /tmp/satenv/bin/pip install python-sat ortools
    /tmp/satenv/bin/python scripts/sat_baseline.py cadical153 ../shared/corpus/scaling/*-s?.json
    /tmp/satenv/bin/python scripts/sat_baseline.py cpsat ../shared/corpus/scaling/*-s?.json
"""

import itertools
import json
import os
import sys
import time


def cell(x):
    """A cell as the format reads it: a string (trimmed), a whole number, or null (blank)."""
    if x is None:
        return ""
    if isinstance(x, bool) or not isinstance(x, (str, int)):
        raise ValueError(f"not a cell: {x!r}")
    return str(x).strip()


def encode(riddle):
    """The clauses of `riddle` and the variables of its (value, row) cells."""
    header, start = riddle["header"], riddle["startMatrix"]
    m, n = len(start), len(header)
    single = riddle.get("singleHints", False)
    hints = [[[[cell(x) for x in row] for row in option] for option in hint] for hint in riddle["hints"]]
    start = [[cell(x) for x in row] for row in start]
    values = [set() for _ in range(n)]
    for row in start + [row for hint in hints for option in hint for row in option]:
        for c, x in enumerate(row):
            if x:
                values[c].add(x)
    for name, domain in riddle.get("domains", {}).items():
        values[header.index(name)].update(cell(x) for x in domain)

    count = itertools.count(1)
    var = {(c, v, r): next(count) for c in range(n) for v in sorted(values[c]) for r in range(m)}
    clauses = []
    for c in range(n):
        vs = sorted(values[c])
        for v in vs:
            clauses.append([var[c, v, r] for r in range(m)])
            clauses += [[-var[c, v, a], -var[c, v, b]] for a, b in itertools.combinations(range(m), 2)]
        for r in range(m):
            clauses += [[-var[c, a, r], -var[c, b, r]] for a, b in itertools.combinations(vs, 2)]
            if len(vs) == m:
                clauses.append([var[c, v, r] for v in vs])
    for r, row in enumerate(start):
        clauses += [[var[c, x, r]] for c, x in enumerate(row) if x]
    for hint in hints:
        placements = []
        for option in hint:
            if not single:
                k = len(option)
                for t in range(m - k + 1):
                    p = next(count)
                    placements.append(p)
                    for i, row in enumerate(option):
                        clauses += [[-p, var[c, x, t + i]] for c, x in enumerate(row) if x]
            else:
                p = next(count)
                placements.append(p)
                for row in option:
                    cells = [(c, x) for c, x in enumerate(row) if x]
                    if len(cells) < 2:
                        continue  # a row of one value always matches
                    rows = []
                    for r in range(m):
                        q = next(count)
                        rows.append(q)
                        clauses += [[-q, var[c, x, r]] for c, x in cells]
                    clauses.append([-p] + rows)
        clauses.append(placements)
    return clauses, var


def sat(solver_name, clauses, var):
    """Solutions, conflicts, decisions and solving seconds of SAT solver `solver_name` on
    `clauses`, every solution blocked in turn."""
    from pysat.solvers import Solver

    cells = list(var.values())
    with Solver(name=solver_name, bootstrap_with=clauses) as solver:
        start = time.perf_counter()
        solutions = 0
        while solver.solve():
            solutions += 1
            model = set(solver.get_model())
            solver.add_clause([-x for x in cells if x in model])
        elapsed = time.perf_counter() - start
        stats = solver.accum_stats()
    return solutions, stats["conflicts"], f"{stats['decisions']} decisions", elapsed


def cpsat(clauses, var, rows):
    """Solutions, conflicts, branches and solving seconds of CP-SAT on `clauses`, plus an
    AllDifferent per full column, every solution enumerated, on one worker."""
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    top = max(abs(lit) for clause in clauses for lit in clause)  # cells, then placements
    x = {i: model.NewBoolVar(f"x{i}") for i in range(1, top + 1)}
    for clause in clauses:
        model.AddBoolOr([x[lit] if lit > 0 else x[-lit].Not() for lit in clause])
    columns = {}
    for (c, v, r), i in var.items():
        columns.setdefault(c, {}).setdefault(v, []).append((r, i))
    for values in columns.values():
        if len(values) != rows:
            continue
        positions = []
        for cells in values.values():
            position = model.NewIntVar(0, rows - 1, "")
            for r, i in cells:
                model.Add(position == r).OnlyEnforceIf(x[i])
            positions.append(position)
        model.AddAllDifferent(positions)

    class Count(cp_model.CpSolverSolutionCallback):
        def __init__(self):
            super().__init__()
            self.solutions = 0

        def on_solution_callback(self):
            self.solutions += 1

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True
    count = Count()
    start = time.perf_counter()
    solver.Solve(model, count)
    elapsed = time.perf_counter() - start
    return count.solutions, solver.NumConflicts(), f"{solver.NumBranches()} branches", elapsed


def missing(path):
    """What is missing on the way to the file `path`, said in one line, or None when it is there."""
    if os.path.exists(path):
        return None
    folder = os.path.dirname(path)
    said = f"{folder}: no such folder" if folder and not os.path.isdir(folder) else f"{path}: no such file"
    if "corpus" in path.split(os.sep):
        said += "; the corpus comes with the project's shared folder (shared/corpus), beside the repository"
    return said


def main():
    if len(sys.argv) < 3:
        print("usage: sat_baseline.py SOLVER RIDDLE.json... (SOLVER: a python-sat solver or cpsat)", file=sys.stderr)
        sys.exit(2)
    solver_name, files = sys.argv[1], sys.argv[2:]
    for path in files:
        if missing(path):
            print(f"error: {missing(path)}", file=sys.stderr)
            sys.exit(2)
    for path in files:
        if path.endswith(".expected.json"):
            continue
        with open(path) as f:
            riddle = json.load(f)
        clauses, var = encode(riddle)
        if solver_name == "cpsat":
            found = cpsat(clauses, var, len(riddle["startMatrix"]))
        else:
            found = sat(solver_name, clauses, var)
        solutions, conflicts, choices, elapsed = found
        print(
            f"{path.rsplit('/', 1)[-1]}: {solutions} solutions, {conflicts} conflicts, "
            f"{choices}, {elapsed * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()

"""``solve_each``: the solutions as they are found, in ``solve``'s order, in bounded memory, and a
search that stops when the loop does. The riddle with many solutions is
``tests/fixtures/many-solutions.json`` (1,710,720 solutions), counted by the command line."""

import itertools
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gridriddle

ROOT = Path(__file__).resolve().parents[2]
RIDDLES = ROOT / "riddles"
MANY = ROOT / "tests" / "fixtures" / "many-solutions.json"
# The search thread's name as Linux shows it (/proc/…/comm: at most 15 bytes).
THREAD = "gridriddle solve_each"[:15]


def binary():
    found = os.environ.get("GRIDRIDDLE_BIN")
    if found:
        return found
    for build in ("release", "debug"):
        path = ROOT / "target" / build / "gridriddle"
        if path.is_file():
            return str(path)
    return None


def search_threads():
    """The number of this process's threads named as solve_each's search thread."""
    names = (Path(task) / "comm" for task in Path("/proc/self/task").iterdir())
    count = 0
    for name in names:
        try:
            count += name.read_text().strip() == THREAD
        except OSError:  # the thread ended meanwhile
            pass
    return count


def wait_for_no_search_thread(seconds=30):
    deadline = time.monotonic() + seconds
    while search_threads() and time.monotonic() < deadline:
        time.sleep(0.01)
    return search_threads()


@pytest.mark.parametrize("path", sorted(p for p in RIDDLES.glob("*.json") if not p.name.endswith(".expected.json")),
                         ids=lambda p: p.stem)
def test_each_sample_gives_solves_solutions_in_its_order_steps_too(path):
    riddle = path.read_text()
    for steps in (False, True):
        solved = gridriddle.solve(riddle, steps=steps)
        each = gridriddle.solve_each(riddle, steps=steps)
        assert list(each) == solved["solutions"]
        summary = each.summary
        assert summary["solutions"] == len(solved["solutions"])
        assert (summary["complete"], summary["stopped"]) == (solved["complete"], solved["stopped"])
        assert summary["conflicts"] == solved["conflicts"]
        assert summary["stats"]["nodes"] == solved["stats"]["nodes"]


def test_the_first_solutions_of_a_riddle_with_millions_are_solves_in_its_order():
    riddle = json.loads(MANY.read_text())
    solved = gridriddle.solve(riddle, max_solutions=3000)["solutions"]
    first = list(itertools.islice(gridriddle.solve_each(riddle), 3000))
    assert len(first) == 3000
    assert first == solved
    assert len({json.dumps(s["matrix"]) for s in first}) == 3000
    limited = gridriddle.solve_each(riddle, max_solutions=5)
    assert list(limited) == solved[:5]
    assert (limited.summary["solutions"], limited.summary["stopped"]) == (5, "solutionLimit")


def docs_block():
    """docs/python.md's example of solve_each ("Solutions one at a time")."""
    text = (ROOT / "docs" / "python.md").read_text()
    section = text[text.index("### Solutions one at a time"):]
    found = re.search(r"^```python\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)
    assert found, "docs/python.md has no example of solve_each"
    return found.group(1)


@pytest.mark.skipif(sys.platform != "linux", reason="peak memory read as Linux reports it (/proc/self/status)")
def test_every_solution_of_a_riddle_with_millions_in_bounded_memory_the_command_lines_count():
    # docs/python.md's example, in a child process so that its peak memory is its own: with the
    # solutions kept (1.7 million dicts of 6 rows) it would pass a gigabyte. The search takes 3.4
    # million nodes, past the default budget of a million.
    # Its peak as the kernel counts it for its own memory (VmHWM, in KiB): not ru_maxrss, which
    # Linux carries over exec from the forking process (pytest, with every package the other
    # tests loaded: 326 MB once).
    program = docs_block() + (
        "print(next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM:')))\n"
    )
    run = subprocess.run([sys.executable, "-c", program], check=True, capture_output=True, text=True, cwd=ROOT)
    printed, peak_kib = run.stdout.splitlines()
    expected = gridriddle.count(MANY.read_text())
    assert expected == 1_710_720
    cli = binary()
    if cli is not None:
        counted = json.loads(subprocess.run([cli, "count", "--json", str(MANY)], check=True, capture_output=True,
                                            text=True).stdout)
        assert (counted["count"], counted["complete"]) == (expected, True)
    assert printed == f"{expected} True"
    # The process stays near what Python and the extension take alone.
    assert int(peak_kib) < 150 * 1024, peak_kib


def test_the_summary_of_a_search_cut_by_its_node_budget_says_so():
    each = gridriddle.solve_each(MANY.read_text(), max_nodes=2000)
    found = sum(1 for _ in each)
    assert 0 < found < 1_710_720
    summary = each.summary
    assert (summary["solutions"], summary["complete"], summary["stopped"]) == (found, False, "nodeBudget")
    assert summary["stats"]["nodes"] <= 2000


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="the search thread is seen through /proc")
def test_breaking_out_of_the_loop_stops_the_search():
    riddle = MANY.read_text()
    assert wait_for_no_search_thread() == 0
    for _ in gridriddle.solve_each(riddle):
        assert search_threads() == 1
        break
    # The iterator is gone with the loop: its search ends at its next solution.
    assert wait_for_no_search_thread() == 0

    each = gridriddle.solve_each(riddle)
    first = next(each)
    assert first["matrix"] == gridriddle.solve(riddle, max_solutions=1)["solutions"][0]["matrix"]
    started = time.monotonic()
    each.close()
    assert search_threads() == 0  # close waits for the thread to end
    assert time.monotonic() - started < 10
    assert each.summary is None
    assert list(each) == []
    each.close()


def test_a_riddle_with_no_solution_gives_none_and_its_conflict():
    riddle = {"header": ["House", "Pet"], "startMatrix": [["1", ""], ["2", ""]],
              "hints": [[[["1", "cat"]]], [[["1", "dog"]]], [[["2", "cat"]]]],
              "domains": {"Pet": ["cat", "dog"]}}
    each = gridriddle.solve_each(riddle)
    assert list(each) == []
    solved = gridriddle.solve(riddle)
    assert solved["solutions"] == []
    assert each.summary["solutions"] == 0
    assert each.summary["complete"] is True
    assert each.summary["conflicts"] == solved["conflicts"] != []


def test_a_bad_riddle_or_option_raises_at_the_call():
    with pytest.raises(gridriddle.RiddleError, match="^riddle: cannot be written as JSON"):
        gridriddle.solve_each({"header": {1, 2}})
    with pytest.raises(gridriddle.RiddleError, match="max_solutions"):
        gridriddle.solve_each(MANY.read_text(), max_solutions=-1)
    assert wait_for_no_search_thread() == 0

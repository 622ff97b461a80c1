"""The Python module against exact answers: the sample riddles' expected matrices, exact counts,
the ZebraLogic corpus's published solutions, and data sets the same whatever the threads."""

import json
import math
import os
import threading
import time
from pathlib import Path

import pytest

import gridriddle

ROOT = Path(__file__).resolve().parents[2]
RIDDLES = ROOT / "riddles"
CORPUS = ROOT.parent / "shared" / "corpus" / "zebralogic"
if not CORPUS.is_dir():
    CORPUS = Path(os.environ.get("GRIDRIDDLE_CORPUS", "/work/shared/corpus/zebralogic"))


def samples():
    return sorted(p for p in RIDDLES.glob("*.json") if not p.name.endswith(".expected.json"))


def expected(path):
    return json.loads(path.with_name(path.name[: -len(".json")] + ".expected.json").read_text())[
        "solutions"
    ]


# --- solve, count, rate ----------------------------------------------------------------------


@pytest.mark.parametrize("path", samples(), ids=lambda p: p.stem)
def test_each_sample_solves_to_its_expected_matrices(path):
    for riddle in (path.read_text(), json.loads(path.read_text())):
        report = gridriddle.solve(riddle)
        assert report["complete"] is True
        assert report["stopped"] is None
        assert [s["matrix"] for s in report["solutions"]] == expected(path)
        assert "steps" not in report["solutions"][0]


def test_steps_are_given_when_asked():
    report = gridriddle.solve((RIDDLES / "neighbours.json").read_text(), steps=True)
    steps = report["solutions"][0]["steps"]
    assert steps and all("text" in step for step in steps)


def test_max_solutions_stops_the_search():
    riddle = {
        "header": ["House", "Pet"],
        "startMatrix": [["1", ""], ["2", ""], ["3", ""]],
        "hints": [],
        "domains": {"Pet": ["cat", "dog", "fish"]},
    }
    report = gridriddle.solve(riddle, max_solutions=2)
    assert len(report["solutions"]) == 2
    assert (report["complete"], report["stopped"]) == (False, "solutionLimit")
    assert gridriddle.count(riddle) == 6


def test_clue_text_is_read_as_clues():
    report = gridriddle.solve((RIDDLES / "ships.zbc").read_text())
    assert report["complete"] and len(report["solutions"]) == 1
    solution = report["solutions"][0]["matrix"]
    # The clue file is riddles/ships.json written as clues: the same ships, position by position.
    json_solution = expected(RIDDLES / "ships.json")[0]
    assert [row[0] for row in solution] == [row[0] for row in json_solution]
    assert gridriddle.count((RIDDLES / "einstein.zbc").read_text()) == 1


def test_count_is_exact_past_64_bits():
    # 25 rows, one column of 25 values and no hints: 25! solutions.
    riddle = {
        "header": ["House", "Pet"],
        "startMatrix": [[str(i), ""] for i in range(1, 26)],
        "hints": [],
        "domains": {"Pet": [f"p{i}" for i in range(25)]},
    }
    assert gridriddle.count(riddle) == math.factorial(25)
    with pytest.raises(gridriddle.SearchLimitError):
        gridriddle.count({**riddle, "domains": {"Pet": [f"p{i}" for i in range(25)]},
                          "hints": [[[["1", "p0"]], [["2", "p0"]]]]}, max_nodes=1)


def test_rate_reads_the_level():
    rating = gridriddle.rate((RIDDLES / "neighbours.json").read_text())
    assert rating["difficulty"] in ("easy", "medium", "hard", "expert")
    assert rating["solutions"] == 1


def test_rate_on_threads_is_the_same_rating_with_the_count_shared_out():
    # Ships without its first four hints: 6,312 solutions, over 12,000 search nodes to count, so
    # that a count on several threads is split. The rating is the same whatever the threads.
    ships = json.loads((RIDDLES / "ships.json").read_text())
    ships["hints"] = ships["hints"][4:]
    ships["hintTexts"] = ships["hintTexts"][4:]
    one = gridriddle.rate(ships)
    assert (one["difficulty"], one["solutions"], one["complete"]) == ("ambiguous", 6312, True)
    assert gridriddle.count(ships) == 6312
    for threads in (1, 2, 4):
        assert gridriddle.rate(ships, threads=threads) == one
    neighbours = (RIDDLES / "neighbours.json").read_text()
    assert gridriddle.rate(neighbours, threads=2) == gridriddle.rate(neighbours)
    for wrong in (0, 257):
        with pytest.raises(gridriddle.RiddleError, match="threads must be 1 to 256"):
            gridriddle.rate(ships, threads=wrong)


# --- generate --------------------------------------------------------------------------------


def test_generate_gives_the_same_riddle_for_the_same_seed_and_one_solution():
    riddle = gridriddle.generate(5, 5, 11)
    assert riddle == gridriddle.generate(5, 5, 11)
    assert riddle != gridriddle.generate(5, 5, 12)
    assert {"title", "description", "hintTexts"} <= set(riddle)
    assert len(riddle["hintTexts"]) == len(riddle["hints"])
    assert riddle["header"][0] == "House" and len(riddle["header"]) == 6
    assert len(riddle["startMatrix"]) == 5
    assert gridriddle.count(riddle) == 1


def test_generate_on_threads_makes_the_same_riddle():
    # 12x10 seed 1 spends about 15,000 nodes, past the few thousand after which the checks of
    # which hints can go run ahead on the threads.
    one = gridriddle.generate(12, 10, 1)
    assert gridriddle.count(one) == 1
    for threads in (2, 4):
        assert gridriddle.generate(12, 10, 1, threads=threads) == one
    assert gridriddle.generate(7, 6, 2, difficulty="hard", threads=2) == gridriddle.generate(7, 6, 2, difficulty="hard")
    with pytest.raises(gridriddle.RiddleError, match="^threads must be 1 to 256$"):
        gridriddle.generate(5, 5, 0, threads=0)


def test_generate_reaches_the_difficulty_with_the_kinds_asked():
    riddle = gridriddle.generate(5, 4, 3, difficulty="hard", kinds=["same-row", "in-row", "next-to", "directly-left"])
    assert gridriddle.rate(riddle)["difficulty"] == "hard"
    with pytest.raises(gridriddle.RiddleError, match=r"^kinds\[1\]: "):
        gridriddle.generate(3, 3, 0, kinds=["same-row", "sideways"])
    with pytest.raises(gridriddle.RiddleError, match="^difficulty: "):
        gridriddle.generate(3, 3, 0, difficulty="fiendish")
    with pytest.raises(gridriddle.RiddleError, match="^rows must be 1 to 64$"):
        gridriddle.generate(0, 3, 0)


def test_generate_makes_great_columns_with_more_values_than_houses():
    riddle = gridriddle.generate(4, 3, 5, great_columns=1)
    assert gridriddle.count(riddle) == 1
    sizes = sorted(len(values) for values in riddle["domains"].values())
    assert sizes[:2] == [4, 4] and sizes[2] > 4, sizes
    with pytest.raises(gridriddle.GenerateError):
        gridriddle.generate(4, 3, 5, great_columns=3)


# --- errors ----------------------------------------------------------------------------------


def test_an_invalid_riddle_raises_a_riddle_error_that_names_the_place():
    riddle = json.loads((RIDDLES / "neighbours.json").read_text())
    riddle["hints"][3][0][0] = riddle["hints"][3][0][0][:-1]
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.solve(riddle)
    error = caught.value
    assert isinstance(error, ValueError)
    assert str(error) == "hints[3][0][0]: row has 5 cells, the header has 6"
    assert (error.path, error.location, error.line, error.column) == (
        "hints[3][0][0]", "hints[3][0][0]", None, None,
    )
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.rate('{"header": [')
    assert (caught.value.line, caught.value.column) == (1, 12)
    assert str(caught.value).startswith("line 1, column 12: ")
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.solve("Pet - cat dog\n---\ncat = #7")
    assert str(caught.value) == "3:7: position #7 is out of range: the positions are #1 to #2"
    assert (caught.value.path, caught.value.location, caught.value.line, caught.value.column) == ("", "3:7", 3, 7)
    with pytest.raises(gridriddle.RiddleError, match="^riddle: cannot be written as JSON"):
        gridriddle.solve({"header": {1, 2}})


# --- playing from a grid ---------------------------------------------------------------------


def test_a_grid_is_checked_and_helped_along():
    text = (RIDDLES / "neighbours.json").read_text()
    solution = expected(RIDDLES / "neighbours.json")[0]
    check = gridriddle.check_grid(text, solution)
    assert (check["consistent"], check["mistakes"], check["solutions"]) == (True, [], 1)
    wrong = [row[:] for row in solution]
    wrong[0][2], wrong[1][2] = wrong[1][2], wrong[0][2]
    check = gridriddle.check_grid(text, wrong)
    assert check["consistent"] is False
    assert {(m["row"], m["column"]) for m in check["mistakes"]} == {(0, 2), (1, 2)}
    exact = gridriddle.candidates(text, exact=True)
    assert [[cell for cell in row] for row in exact["candidates"]] == [[[v] for v in row] for row in solution]
    step = gridriddle.next_step(text)
    assert step["fills"] and step["text"]
    with pytest.raises(gridriddle.RiddleError, match=r"^grid\[0\]\[1\]: "):
        gridriddle.check_grid(text, [["1", "Martian", "", "", "", ""]] + [[""] * 6] * 4)


# --- ZebraLogic records and grading ----------------------------------------------------------


def corpus(folder):
    if not CORPUS.is_dir():
        pytest.skip(f"no ZebraLogic corpus at {CORPUS}")
    paths = sorted(p for p in (CORPUS / folder).glob("*.json") if not p.name.endswith(".expected.json"))
    assert paths
    return paths


def test_every_published_solution_of_the_dev_corpus_is_graded_solved_in_every_shape():
    paths = corpus("dev")
    assert len(paths) == 100
    for path in paths:
        riddle = path.read_text()
        [solution] = expected(path)
        header = json.loads(riddle)["header"]
        houses = {
            f"House {row[0]}": {name.lower(): value.upper() for name, value in zip(header[1:], row[1:])}
            for row in solution
        }
        cells = len(solution) * (len(header) - 1)
        for answer in (solution, {"header": header, "rows": solution}, {"solution": houses},
                       json.dumps({"reasoning": "...", "solution": houses})):
            grade = gridriddle.grade(riddle, answer)
            assert grade == {"solved": True, "cells": cells, "correct": cells, "cellAccuracy": 1.0,
                             "reason": None, "unread": None}, (path.name, answer)


def test_a_wrong_answer_is_not_solved_and_its_wrong_cells_are_counted():
    for path in corpus("dev"):
        [solution] = expected(path)
        wrong = [row[:] for row in solution]
        # Two houses swap their last attribute: two cells wrong, and no longer a solution
        # (the corpus riddles have one solution each).
        wrong[0][-1], wrong[1][-1] = wrong[1][-1], wrong[0][-1]
        grade = gridriddle.grade(path.read_text(), wrong)
        cells = len(solution) * (len(solution[0]) - 1)
        assert (grade["solved"], grade["cells"], grade["correct"]) == (False, cells, cells - 2), path.name
        assert grade["cellAccuracy"] == (cells - 2) / cells
        assert grade["reason"]


def test_a_record_round_trips_through_the_corpus():
    for path in corpus("dev"):
        riddle = json.loads(path.read_text())
        record = gridriddle.to_zebralogic(riddle, id=path.stem)
        houses, attributes = path.stem.split("-")[2].split("x")
        assert record["id"] == path.stem
        assert record["size"] == f"{houses}*{attributes}"
        assert record["puzzle"] == riddle["description"]
        assert record["solution"] == {"header": riddle["header"], "rows": expected(path)[0]}
        record = json.loads(json.dumps(record))
        assert gridriddle.grade(riddle, record["solution"])["solved"] is True


def test_a_generated_riddle_becomes_a_record_that_grades_its_own_solution():
    riddle = gridriddle.generate(4, 3, 5)
    record = gridriddle.to_zebralogic(riddle)
    assert record["id"] == riddle["title"]
    assert record["size"] == "4*3"
    for text in riddle["hintTexts"]:
        assert text in record["puzzle"]
    assert record["solution"]["rows"] == gridriddle.solve(riddle)["solutions"][0]["matrix"]
    assert gridriddle.grade(riddle, record["solution"])["solved"]
    with pytest.raises(gridriddle.RiddleError, match="needs exactly one"):
        gridriddle.to_zebralogic({**riddle, "hints": [], "hintTexts": []})


# Three houses, two pets: one house has none (Pet has fewer values than rows). Its one
# solution: 1 cat tea, 2 (no pet) milk, 3 dog water.
BLANK_PET = {
    "title": "A house without a pet",
    "header": ["House", "Pet", "Drink"],
    "startMatrix": [["1", "", ""], ["2", "", ""], ["3", "", ""]],
    "hints": [[[["1", "cat", ""]]], [[["3", "dog", ""]]], [[["", "cat", "tea"]]], [[["2", "", "milk"]]]],
    "hintTexts": ["The cat is in house 1.", "The dog is in house 3.", "The cat's owner drinks tea.",
                  "House 2 drinks milk."],
    "domains": {"Pet": ["cat", "dog"], "Drink": ["tea", "milk", "water"]},
}


def graded(correct, cells, reason):
    return {"solved": False, "cells": cells, "correct": correct, "cellAccuracy": correct / cells,
            "reason": reason, "unread": None}


def test_a_riddles_own_solution_with_blank_cells_is_solved():
    [solution] = [s["matrix"] for s in gridriddle.solve(BLANK_PET)["solutions"]]
    assert [row[1] for row in solution] == ["cat", "", "dog"]
    solved = {"solved": True, "cells": 6, "correct": 6, "cellAccuracy": 1.0, "reason": None, "unread": None}
    record = gridriddle.to_zebralogic(BLANK_PET)
    assert record["solution"]["rows"] == solution
    houses = {f"House {row[0]}": {"pet": row[1] or None, "drink": row[2]} for row in solution}
    for answer in (solution, record["solution"], {"solution": houses}, json.dumps(solution)):
        assert gridriddle.grade(BLANK_PET, answer) == solved, answer
    # A blank where the solution has a pet, and a pet where it has a blank: two cells wrong.
    moved = [row[:] for row in solution]
    moved[0][1], moved[1][1] = moved[1][1], moved[0][1]
    assert gridriddle.grade(BLANK_PET, moved) == graded(4, 6, "hint 1 does not hold")
    # A blank drink: every house has one.
    dry = [row[:] for row in solution]
    dry[2][2] = ""
    assert gridriddle.grade(BLANK_PET, dry) == graded(
        5, 6, "row 3, Drink: blank, but every row of the column holds a value")


def test_an_answer_that_cannot_be_read_is_graded_with_why():
    riddle = (RIDDLES / "neighbours.json").read_text()
    [solution] = expected(RIDDLES / "neighbours.json")
    cells = len(solution) * (len(solution[0]) - 1)

    def unread(why):
        why = "the answer could not be read: " + why
        return {"solved": False, "cells": cells, "correct": 0, "cellAccuracy": 0.0, "reason": why,
                "unread": why}

    text = json.dumps(solution)
    # Text is a model's whole output: the answer is read out of it.
    assert gridriddle.grade(riddle, "Here is my answer: " + text)["solved"] is True
    assert gridriddle.grade(riddle, "Here is my answer: ...") == unread(
        "no answer found: no JSON object, no table of the riddle's columns, no line \"House N: …\"")
    assert gridriddle.grade(riddle, text[:-1]) == unread(
        "cut short: the JSON that begins on line 1 never closes")
    assert gridriddle.grade(riddle, [[1, {}]]) == unread("answer[0][1]: expected a string, a number or null")
    assert gridriddle.grade(riddle, {"solution": {1, 2}}) == unread(
        "answer: cannot be written as JSON: Object of type set is not JSON serializable")
    assert gridriddle.grade(riddle, "[[\"1\", \"\ud800\"]]") == unread(
        "answer: text is not valid UTF-8 (a lone surrogate at index 8)")
    assert gridriddle.grade(riddle, [["1", "Norwegian"], ["2", "x\udfff"]]) == unread(
        "answer[1][1]: text is not valid UTF-8 (a lone surrogate at index 1)")
    assert gridriddle.grade(riddle, text)["solved"] is True
    # An invalid riddle is still an error, whatever the answer.
    with pytest.raises(gridriddle.RiddleError, match=r"^line 1, column 12: "):
        gridriddle.grade('{"header": [', "Here is my answer: ")


# --- integer parameters ----------------------------------------------------------------------

U64_MAX = 2**64 - 1


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda r: gridriddle.solve(r, max_solutions=-5), "max_solutions must be at least 0"),
        (lambda r: gridriddle.solve(r, max_solutions=2**64), f"max_solutions must be at most {U64_MAX}"),
        (lambda r: gridriddle.solve(r, max_nodes=-1), "max_nodes must be at least 0"),
        (lambda r: gridriddle.solve(r, max_nodes=2**64), f"max_nodes must be at most {U64_MAX}"),
        (lambda r: gridriddle.count(r, max_nodes=-1), "max_nodes must be at least 0"),
        (lambda r: gridriddle.generate(3, 3, -1), "seed must be at least 0"),
        (lambda r: gridriddle.generate(3, 3, 2**64), f"seed must be at most {U64_MAX}"),
        (lambda r: gridriddle.generate(3, 3, 10**100), f"seed must be at most {U64_MAX}"),
        (lambda r: gridriddle.generate(-1, 3, 0), "rows must be 1 to 64"),
        (lambda r: gridriddle.generate(65, 3, 0), "rows must be 1 to 64"),
        (lambda r: gridriddle.generate(3, -1, 0), "columns must be 1 to 64"),
        (lambda r: gridriddle.generate(3, 0, 0), "columns must be 1 to 64"),
        (lambda r: gridriddle.generate(3, 65, 0), "columns must be 1 to 64"),
        (lambda r: gridriddle.generate(3, 3, 0, great_columns=-1), "great_columns must be at least 0"),
        (lambda r: gridriddle.dataset_lines(-1), "count must be at least 0"),
        (lambda r: gridriddle.dataset_lines(1, start=-1), "start must be at least 0"),
        (lambda r: gridriddle.dataset_lines(1, seed=-1), "seed must be at least 0"),
        (lambda r: gridriddle.dataset_lines(1, jobs=0), "jobs must be 1 to 256"),
        (lambda r: gridriddle.dataset_lines(1, jobs=-2), "jobs must be 1 to 256"),
        (lambda r: gridriddle.dataset_lines(1, jobs=10**6), "jobs must be 1 to 256"),
        (lambda r: gridriddle.dataset_lines(1, rows=(-1, 6)), "rows[0] must be 1 to 64"),
        (lambda r: gridriddle.dataset_lines(1, rows=(2, 65)), "rows[1] must be 1 to 64"),
        (lambda r: gridriddle.dataset_lines(1, columns=(0, 3)), "columns[0] must be 1 to 64"),
        (lambda r: gridriddle.dataset_lines(1, columns=(3, 1000)), "columns[1] must be 1 to 64"),
        (lambda r: gridriddle.dataset(1, jobs=300), "jobs must be 1 to 256"),
        (lambda r: gridriddle.dataset(-3), "count must be at least 0"),
    ],
)
def test_an_integer_parameter_out_of_range_is_named_with_its_bound(call, message):
    riddle = (RIDDLES / "neighbours.json").read_text()
    with pytest.raises(gridriddle.RiddleError) as caught:
        call(riddle)
    assert str(caught.value) == message
    name = message.split(" ")[0]
    assert (caught.value.path, caught.value.location, caught.value.line) == (name, name, None)


def test_a_data_set_range_past_the_last_index_is_refused_not_cut():
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.dataset_lines(3, start=2**64 - 2)
    assert str(caught.value) == (
        "start 18446744073709551614 + count 3 runs past the last index of a data set "
        "(18446744073709551614): lower the start or the count"
    )


def test_an_integer_parameter_is_read_to_its_bounds_and_no_further():
    riddle = (RIDDLES / "neighbours.json").read_text()
    assert gridriddle.generate(2, 2, U64_MAX) == gridriddle.generate(2, 2, U64_MAX)
    assert gridriddle.generate(2, 2, True) == gridriddle.generate(2, 2, 1)
    assert gridriddle.solve(riddle, max_solutions=0)["solutions"] == []
    assert gridriddle.solve(riddle, max_nodes=U64_MAX)["complete"] is True
    assert gridriddle.dataset_lines(0) == []
    # The last index of a data set is 2^64 - 2 (the range's end must fit in 64 bits).
    last = gridriddle.dataset_lines(1, start=U64_MAX - 1, seed=U64_MAX, rows=(2, 2), columns=(2, 2))
    assert len(last) == 1
    assert last == gridriddle.dataset_lines(1, start=U64_MAX - 1, seed=U64_MAX, rows=(2, 2), columns=(2, 2), jobs=2)
    assert gridriddle.dataset_lines(2, start=U64_MAX - 2, seed=U64_MAX, rows=(2, 2), columns=(2, 2))[1] == last[0]
    with pytest.raises(TypeError, match=r"^seed must be an integer, found float$"):
        gridriddle.generate(3, 3, 1.5)
    with pytest.raises(TypeError, match=r"^jobs must be an integer, found str$"):
        gridriddle.dataset_lines(1, jobs="2")


# --- lone surrogates -------------------------------------------------------------------------


def test_a_lone_surrogate_is_a_riddle_error_that_names_the_place():
    def error(call):
        with pytest.raises(gridriddle.RiddleError) as caught:
            call()
        return str(caught.value), caught.value.path

    text = (RIDDLES / "neighbours.json").read_text().replace('"Norwegian"', '"Norw\ud800egian"', 1)
    at = text.index("\ud800")
    assert error(lambda: gridriddle.solve(text)) == (
        f"riddle: text is not valid UTF-8 (a lone surrogate at index {at})", "")
    clues = "Pet - cat d\udc00g\n---\ncat = #1"
    assert error(lambda: gridriddle.count(clues)) == (
        "riddle: text is not valid UTF-8 (a lone surrogate at index 11)", "")
    riddle = json.loads((RIDDLES / "neighbours.json").read_text())
    riddle["header"][2] = "Co\ud83dlor"
    assert error(lambda: gridriddle.rate(riddle)) == (
        "header[2]: text is not valid UTF-8 (a lone surrogate at index 2)", "header[2]")
    assert error(lambda: gridriddle.solve({**BLANK_PET, "domains": {"Pet type": ["cat", "\udfffdog"]}})) == (
        'domains["Pet type"][1]: text is not valid UTF-8 (a lone surrogate at index 0)', 'domains["Pet type"][1]')
    grid = [["1", "", "", "", "", ""]] * 4 + [["5", "", "", "", "", "z\ud800"]]
    assert error(lambda: gridriddle.check_grid(text.replace("\ud800", ""), grid)) == (
        "grid[4][5]: text is not valid UTF-8 (a lone surrogate at index 1)", "grid[4][5]")
    # The options too: a level, a kind, a format, an id.
    assert error(lambda: gridriddle.generate(3, 3, 1, difficulty="ha\ud800rd")) == (
        "difficulty: text is not valid UTF-8 (a lone surrogate at index 2)", "difficulty")
    assert error(lambda: gridriddle.generate(3, 3, 1, kinds=["in-row", "\udc00"])) == (
        "kinds[1]: text is not valid UTF-8 (a lone surrogate at index 0)", "kinds[1]")
    assert error(lambda: gridriddle.dataset_lines(1, format="js\ud800on")) == (
        "format: text is not valid UTF-8 (a lone surrogate at index 2)", "format")
    assert error(lambda: gridriddle.to_zebralogic(text.replace("\ud800", ""), id="r\ud800")) == (
        "id: text is not valid UTF-8 (a lone surrogate at index 1)", "id")


def test_a_long_option_value_is_quoted_cut_short():
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.dataset_lines(1, format="x" * 5_000_000)
    assert str(caught.value) == 'format: expected "zebralogic", "zebralogic-mc" or "json", found "' + "x" * 40 + '..."'
    with pytest.raises(gridriddle.RiddleError) as caught:
        gridriddle.generate(3, 3, 1, kinds=["y" * 5_000_000])
    assert str(caught.value).startswith("kinds[0]: unknown hint kind `" + "y" * 40 + "...`: expected one of ")


# --- data sets -------------------------------------------------------------------------------


def test_a_data_set_is_the_same_lines_whatever_the_threads_and_the_split():
    options = dict(rows=(2, 4), columns=(2, 4), seed=9)
    one = gridriddle.dataset_lines(24, jobs=1, **options)
    assert gridriddle.dataset_lines(24, jobs=2, **options) == one
    assert gridriddle.dataset_lines(10, **options) + gridriddle.dataset_lines(14, start=10, **options) == one
    assert len(set(one)) == 24
    items = gridriddle.dataset(24, **options)
    assert items == [json.loads(line) for line in one]
    assert [item["id"] for item in items] == [f"gridriddle-9-{i}" for i in range(24)]
    for item in items:
        houses, attributes = map(int, item["size"].split("*"))
        assert 2 <= houses <= 4 and 2 <= attributes <= 4
        assert len(item["solution"]["rows"]) == houses


def test_a_json_data_set_holds_riddles_with_their_one_solution():
    for item in gridriddle.dataset(6, rows=(3, 5), columns=(2, 3), seed=2, format="json", difficulty="medium"):
        assert item["rating"]["difficulty"] == "medium"
        assert gridriddle.solve(item["riddle"])["solutions"][0]["matrix"] == item["solution"]
        # The item's seed, size and difficulty give its riddle again, the same file.
        again = gridriddle.generate(item["rows"], item["columns"], item["seed"], difficulty="medium")
        assert again == item["riddle"]


def test_bad_data_set_options_are_errors():
    with pytest.raises(gridriddle.RiddleError, match=r"^rows 6\.\.2: "):
        gridriddle.dataset(1, rows=(6, 2))
    with pytest.raises(gridriddle.RiddleError, match="^format: "):
        gridriddle.dataset(1, format="csv")


def test_other_threads_run_python_while_the_library_works():
    # The GIL is released for the work itself: while one thread counts a large riddle's
    # solutions, this one keeps running Python. Were the GIL held for the whole call, the loop
    # below could not take a step until the count came back (a step or two at its very end).
    # (How much two threads gain is measured, not asserted: docs/python.md, "Threads".)
    riddle = (ROOT / "tests" / "fixtures" / "large" / "20x10-s1.json").read_text()
    counted = []
    worker = threading.Thread(target=lambda: counted.append(gridriddle.count(riddle)))
    steps = 0
    worker.start()
    while worker.is_alive():
        steps += 1
        time.sleep(0)
    worker.join()
    assert counted == [1]
    assert steps > 100, f"{steps} steps of Python while the count ran"


def test_threads_run_together_and_agree():
    # The GIL is released while the library works: threads give the same answers as one.
    seeds = list(range(8))
    alone = [gridriddle.generate(5, 5, s) for s in seeds]
    together = [None] * len(seeds)

    def work(i):
        together[i] = gridriddle.generate(5, 5, seeds[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(seeds))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone

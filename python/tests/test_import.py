"""Puzzle texts read into riddles from Python (``gridriddle.convert``, and every function taking a
riddle): every ZebraLogic puzzle of the source parquet (read with pyarrow) to its published
solution, reasoning-gym's ``zebra_puzzles`` made fresh with fixed seeds in every size it makes
(2-7 houses x 2-7 attributes) to the dataset's answer, and the errors."""

import json
import math
import re
from pathlib import Path

import pytest

import gridriddle

ROOT = Path(__file__).resolve().parents[2]
PARQUET = ROOT.parent / "shared" / "corpus" / "zebralogic" / "source" / "Gridmode-00000-of-00001.parquet"

TEXT = """There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street.
 - Each person has a unique name: `Peter`, `Eric`, `Arnold`
 - Everyone has something unique for lunch: `stew`, `pizza`, `grilled cheese`

## Clues:
1. Eric is in the first house.
2. The person who loves the stew is directly left of Arnold.
3. Arnold is the person who loves eating grilled cheese.
4. The person who is a pizza lover is in the first house.
"""


def only_solution(riddle):
    report = gridriddle.solve(riddle)
    assert report["complete"]
    assert len(report["solutions"]) == 1, report["solutions"]
    return report["solutions"][0]["matrix"]


def test_a_zebralogic_text_converts_to_its_riddle_and_solves_as_text():
    riddle = gridriddle.convert(TEXT)
    assert riddle["header"] == ["House", "Name", "Lunch"]
    assert riddle["hintTexts"][1] == "The person who loves the stew is directly left of Arnold."
    assert riddle["hints"][1] == [[["", "", "stew"], ["", "Arnold", ""]]]
    want = [["1", "Eric", "pizza"], ["2", "Peter", "stew"], ["3", "Arnold", "grilled cheese"]]
    assert only_solution(riddle) == want
    assert only_solution(TEXT) == want
    # Clue text and a riddle's JSON convert too.
    assert gridriddle.convert("Name - Ann Bob\n---\nAnn - Bob\n")["header"] == ["#", "Name"]
    assert gridriddle.convert(json.dumps(riddle)) == riddle


def test_a_clue_not_understood_raises_naming_the_clue_and_the_words():
    bad = TEXT.replace("is directly left of", "admires")
    for call in (gridriddle.convert, gridriddle.solve):
        with pytest.raises(gridriddle.RiddleError) as error:
            call(bad)
        assert str(error.value) == '7:4: clue 2: no clue form fits; words not understood: "The person who loves the admires"'
        assert (error.value.line, error.value.column, error.value.location) == (7, 4, "7:4")


def test_every_zebralogic_puzzle_of_the_parquet_reads_to_its_published_solution():
    pq = pytest.importorskip("pyarrow.parquet")
    if not PARQUET.is_file():
        pytest.skip(f"no ZebraLogic source at {PARQUET}")
    rows = pq.read_table(PARQUET).to_pylist()
    assert len(rows) == 1000
    wrong = []
    for row in rows:
        riddle = gridriddle.convert(row["puzzle"])
        solution = [[str(cell) for cell in r] for r in row["solution"]["rows"]]
        if only_solution(riddle) != solution:
            wrong.append(row["id"])
        assert len(riddle["hints"]) == len(re.findall(r"(?m)^\d+\. ", row["puzzle"]))
    assert wrong == []


def test_reasoning_gym_puzzles_of_every_size_read_to_the_datasets_answer():
    reasoning_gym = pytest.importorskip("reasoning_gym")
    per_size = 2
    asked, answered, wrong = 0, 0, []
    for people in range(2, 8):
        for characteristics in range(2, 8):
            data = reasoning_gym.create_dataset(
                "zebra_puzzles", num_people=people, num_characteristics=characteristics, seed=49, size=per_size
            )
            for entry in data:
                asked += 1
                question = entry["question"]
                column, house = re.search(r"What is (\w+) of the person who lives in House (\d+)\?", question).groups()
                riddle = gridriddle.convert(question)
                matrix = only_solution(riddle)
                if matrix[int(house) - 1][riddle["header"].index(column)] == entry["answer"]:
                    answered += 1
                else:
                    wrong.append((people, characteristics, entry["metadata"]["source_index"]))
    assert asked == 36 * per_size
    assert answered >= math.ceil(0.99 * asked), wrong

"""Evaluating models from Python: questions and prompts of the data set, answers read out of
free text, the report of ``evaluate``, the reasoning-gym data set (through
``reasoning_gym.create_dataset``, when reasoning-gym is installed) and the Hugging Face example
(when ``datasets`` is installed)."""

import json
import random
import runpy
import sys
import warnings
from pathlib import Path

import pytest

import gridriddle

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "model-outputs.jsonl"
EINSTEIN = (ROOT / "riddles" / "neighbours.json").read_text()
NATIONALITIES = ["Brit", "Swede", "Dane", "Norwegian", "German"]


def house_lines(record):
    return "\n".join(f"House {row[0]}: " + ", ".join(row[1:]) for row in record["solution"]["rows"])


def test_questions_are_about_one_cell_each_with_the_answer_among_the_choices():
    lines = gridriddle.dataset_lines(4, rows=(3, 4), columns=(2, 3), seed=9, format="zebralogic-mc", questions=3,
                                     prompt=True, level=True)
    assert lines == gridriddle.dataset_lines(4, rows=(3, 4), columns=(2, 3), seed=9, format="zebralogic-mc",
                                             questions=3, prompt=True, level=True, jobs=3)
    records = [json.loads(line) for line in lines]
    assert len(records) == 12
    grids = gridriddle.dataset(4, rows=(3, 4), columns=(2, 3), seed=9)
    for k, q in enumerate(records):
        assert list(q)[:7] == ["id", "size", "puzzle", "question", "choices", "answer", "cell"]
        assert q["id"] == f"gridriddle-9-{k // 3}-q{k % 3 + 1}"
        grid = grids[k // 3]
        header, rows = grid["solution"]["header"], grid["solution"]["rows"]
        # The answer is the cell of the record's one solution.
        assert q["answer"] == rows[q["cell"]["house"] - 1][header.index(q["cell"]["column"])]
        assert q["answer"] in q["choices"]
        assert q["puzzle"] == grid["puzzle"]
        assert q["prompt"].startswith(q["puzzle"]) and q["question"] in q["prompt"]
        assert q["level"] in ("easy", "medium", "hard", "expert")


def test_mixed_levels_are_drawn_per_item_and_a_bad_level_names_itself():
    levels = [r["level"] for r in gridriddle.dataset(12, rows=(4, 5), columns=(3, 4), difficulty="easy=1,hard=1",
                                                      level=True)]
    assert set(levels) == {"easy", "hard"}
    with pytest.raises(gridriddle.RiddleError, match=r"^difficulty: unknown difficulty `fiendish`"):
        gridriddle.dataset(1, difficulty="easy,fiendish")
    with pytest.raises(gridriddle.RiddleError, match=r"^format: expected \"zebralogic\", \"zebralogic-mc\" or"):
        gridriddle.dataset(1, format="mc")


def test_read_answer_reads_the_fixtures_outputs_as_the_rust_test_expects():
    for line in FIXTURE.read_text().splitlines():
        entry = json.loads(line)
        expect = entry["expect"]
        if entry["task"] == "grid":
            read = gridriddle.read_answer(EINSTEIN, entry["output"])
            assert read["unread"] == expect["unread"], entry["name"]
            if read["answer"] is not None:
                graded = gridriddle.grade(EINSTEIN, read["answer"])
                assert (graded["solved"], graded["correct"]) == (expect["solved"], expect["correct"]), entry["name"]
                # grade reads the whole output the same way.
                assert gridriddle.grade(EINSTEIN, entry["output"]) == graded, entry["name"]
        else:
            read = gridriddle.read_answer(NATIONALITIES, entry["output"])
            assert read["unread"] == expect["unread"], entry["name"]
            assert (read["answer"] == "German") == expect["solved"], entry["name"]


def simulated_output(record, rng):
    """A model's output in one of several styles, right or wrong."""
    header, rows = record["solution"]["header"], [r[:] for r in record["solution"]["rows"]]
    style = rng.randrange(4)
    if style == 0:
        return "I could not work this out."
    if style == 1:
        rows[0][1], rows[1][1] = rows[1][1], rows[0][1]  # one attribute swapped between two houses
    houses = {f"House {r[0]}": dict(zip(header[1:], r[1:])) for r in rows}
    return "Reasoning...\n```json\n" + json.dumps({"reasoning": "...", "solution": houses}) + "\n```"


def test_evaluate_reports_exact_counts_of_simulated_answers():
    records = gridriddle.dataset(40, rows=(2, 4), columns=(2, 3), seed=4, level=True)
    rng = random.Random(1)
    answers = {r["id"]: simulated_output(r, rng) for r in records}
    rng = random.Random(1)
    styles = [rng.randrange(4) for _ in records]
    report = gridriddle.evaluate(records, answers)
    overall = report["overall"]
    assert overall["puzzles"] == 40
    assert overall["unread"] == styles.count(0)
    # Swapping two different values of a column breaks the one solution.
    assert overall["solved"] == styles.count(2) + styles.count(3)
    assert overall["puzzleAccuracy"] == overall["solved"] / 40
    cells = sum(len(r["solution"]["rows"]) * (len(r["solution"]["header"]) - 1) for r in records)
    wrong = sum(cells_of(r) for r, s in zip(records, styles) if s == 0) + 2 * styles.count(1)
    assert overall["cellAccuracy"] == pytest.approx((cells - wrong) / cells)
    assert sum(row["puzzles"] for row in report["bySize"]) == 40
    assert sum(row["puzzles"] for row in report["byBucket"]) == 40
    assert [row["level"] for row in report["byLevel"]] == sorted(
        {r["level"] for r in records}, key=["easy", "medium", "hard", "expert"].index)
    # The same as JSON lines, and with one answer left out: missing, apart from unread.
    as_lines = gridriddle.evaluate("\n".join(json.dumps(r) for r in records),
                                   [json.dumps({"id": k, "output": v}) for k, v in answers.items()])
    assert as_lines == report
    first = records[0]["id"]
    fewer = gridriddle.evaluate(records, {k: v for k, v in answers.items() if k != first})
    assert fewer["overall"]["unread"] == overall["unread"] - (styles[0] == 0)
    assert fewer["overall"]["missing"] == 1
    assert fewer["overall"]["coverage"] == 39 / 40
    assert overall["missing"] == 0 and overall["coverage"] == 1.0


def cells_of(record):
    return len(record["solution"]["rows"]) * (len(record["solution"]["header"]) - 1)


def test_evaluate_warns_of_each_bad_line_and_evaluates_the_rest():
    records = gridriddle.dataset(2, rows=(2, 2), columns=(2, 2))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        report = gridriddle.evaluate(records + ["{broken"], [{"id": "nobody", "output": "x"},
                                                             {"id": records[0]["id"], "output": house_lines(records[0])}])
    assert [str(w.message) for w in caught] == [
        "records: line 3: not JSON: key must be a string",
        "answers: line 1: no record has id \"nobody\"",
    ]
    assert (report["overall"]["puzzles"], report["overall"]["solved"], report["overall"]["unread"],
            report["overall"]["missing"]) == (2, 1, 0, 1)


# --- reasoning-gym ---------------------------------------------------------------------------


def test_the_reasoning_gym_data_set_is_created_scored_and_has_a_curriculum():
    reasoning_gym = pytest.importorskip("reasoning_gym")
    import gridriddle.reasoning_gym  # noqa: F401 (registers the data set)

    data = reasoning_gym.create_dataset("gridriddle", min_rows=3, max_rows=4, min_columns=2, max_columns=3,
                                        levels="easy,medium", seed=7, size=6)
    assert len(data) == 6
    entries = list(data)
    again = reasoning_gym.create_dataset("gridriddle", min_rows=3, max_rows=4, min_columns=2, max_columns=3,
                                         levels="easy,medium", seed=7, size=6)
    assert [e["question"] for e in again] == [e["question"] for e in entries]
    for i, entry in enumerate(entries):
        meta = entry["metadata"]
        assert meta["source_dataset"] == "gridriddle" and meta["source_index"] == i
        assert meta["id"] == f"gridriddle-7-{i}" and meta["level"] in ("easy", "medium")
        assert meta["difficulty"]["rows"] in (3, 4) and meta["difficulty"]["columns"] in (2, 3)
        assert "\"solution\": {\"House 1\": {" in entry["question"]
        # The oracle answer, and the same in prose, score 1; nothing readable scores 0.
        assert data.score_answer(entry["answer"], entry) == 1.0
        assert data.score_answer("Sure!\n" + house_lines(meta["record"]), entry) == 1.0
        assert data.score_answer("I give up.", entry) == 0.0
        assert data.score_answer(None, entry) == 0.0
        # Two houses' first attribute swapped: the cell accuracy.
        rows = [r[:] for r in meta["record"]["solution"]["rows"]]
        rows[0][1], rows[1][1] = rows[1][1], rows[0][1]
        cells = len(rows) * (len(rows[0]) - 1)
        wrong = "\n".join(f"House {r[0]}: " + ", ".join(r[1:]) for r in rows)
        assert data.score_answer(wrong, entry) == pytest.approx((cells - 2) / cells)

    questions = reasoning_gym.create_dataset("gridriddle", mode="question", seed=3, size=4)
    for entry in questions:
        record = entry["metadata"]["record"]
        assert entry["answer"] in record["choices"]
        assert questions.score_answer(f"Reasoning.\nFinal answer: {entry['answer']}", entry) == 1.0
        other = next(c for c in record["choices"] if c != entry["answer"])
        assert questions.score_answer(f"Answer: {other}", entry) == 0.0

    with pytest.raises(ValueError, match="mode"):
        reasoning_gym.create_dataset("gridriddle", mode="cells")

    from reasoning_gym.factory import create_curriculum

    curriculum = create_curriculum("gridriddle")
    first = curriculum.generate_configuration({"seed": 1, "size": 2})
    for attribute in ("rows", "columns", "levels"):
        curriculum.increment_attr_level(attribute)
    later = curriculum.generate_configuration({"seed": 1, "size": 2})
    assert (first.max_rows, first.max_columns, first.levels) < (later.max_rows, later.max_columns, later.levels)
    assert later.levels == "easy,medium"
    assert len(list(reasoning_gym.create_dataset("gridriddle", **vars(later)))) == 2


# --- Hugging Face datasets -------------------------------------------------------------------


def test_the_hugging_face_example_builds_datasets(monkeypatch):
    pytest.importorskip("datasets")
    example = runpy.run_path(str(ROOT / "python" / "examples" / "hf_dataset.py"))
    monkeypatch.setattr(sys, "argv", ["hf_dataset.py"])
    grids, questions = example["main"](5)
    assert grids.num_rows == 5 and questions.num_rows == 15
    assert set(grids.column_names) == {"id", "size", "puzzle", "solution", "prompt", "level"}
    assert {"question", "choices", "answer", "cell"} <= set(questions.column_names)
    assert grids[0]["solution"]["header"][0] == "House"


def test_evaluate_verify_judges_the_reasoning_of_records_that_carry_their_riddle():
    records = gridriddle.dataset(3, seed=4, rows=(3, 4), columns=(2, 3), format="json", reasoning=True)
    answers = {record["id"]: record["reasoning"] for record in records}
    plain = gridriddle.evaluate(records, answers)
    assert "processScore" not in plain["overall"]
    report = gridriddle.evaluate(records, answers, verify=True)
    overall = report["overall"]
    assert overall["verified"] == 3
    assert overall["justified"] == overall["steps"] > 0
    assert (overall["false"], overall["leaps"], overall["processScore"]) == (0, 0, 1.0)
    for row in report["bySize"]:
        assert row["processScore"] == 1.0


ONE_READING = json.loads((ROOT / "tests" / "fixtures" / "one-reading.json").read_text())
REAL = ROOT.parent / "shared" / "real-outputs"


@pytest.mark.parametrize("entry", ONE_READING["outputs"], ids=lambda e: e["name"])
def test_python_reads_each_output_as_the_library_does(entry):
    # The same file the library, the command line and the WebAssembly bindings are tested on.
    riddle = json.dumps(ONE_READING["riddle"])
    graded = gridriddle.grade(riddle, entry["output"])
    expect = entry["expect"]
    unread = graded["unread"]
    if unread is not None:
        unread = unread.removeprefix("the answer could not be read: ")
    assert (graded["solved"], graded["cells"], graded["correct"], unread) == (
        expect["solved"], expect["cells"], expect["correct"], expect["unread"])
    read = gridriddle.read_answer(riddle, entry["output"])
    assert read["unread"] == expect["unread"]
    if read["answer"] is not None:
        assert gridriddle.grade(riddle, read["answer"])["correct"] == expect["correct"]


@pytest.mark.skipif(not REAL.exists(), reason="../shared/real-outputs is not beside the repository")
def test_zeroevals_verdicts_are_matched_from_python():
    # ZeroEval's summary of this file: puzzle 25.00 %, cell 46.62 %, no answer 6.25 %.
    records = (REAL / "zeroeval" / "records-hyperbolic405b.jsonl").read_text()
    answers = (REAL / "zeroeval" / "answers-hyperbolic405b.jsonl").read_text()
    overall = gridriddle.evaluate(records, answers)["overall"]
    assert overall["puzzles"] == 16
    assert overall["puzzleAccuracy"] == 0.25
    assert round(overall["cellAccuracy"] * 100, 2) == 46.62
    assert overall["unread"] == 1


def test_an_absurd_size_is_refused_at_once():
    records = [{"id": "q", "size": "18446744073709551615*1", "question": "Who?", "choices": ["a", "b"],
                "answer": "a"}]
    with pytest.warns(UserWarning, match="line 1: size: 18446744073709551615 houses is more than the 64"):
        report = gridriddle.evaluate(records, {"q": "a"})
    assert report["overall"]["puzzles"] == 0


def test_grade_read_answer_and_verify_take_any_record():
    # A ZebraLogic grid record (the data set's default), the json format's record, a question.
    grid = gridriddle.dataset(1, rows=(3, 3), columns=(2, 2), seed=5)[0]
    riddle_record = json.loads(gridriddle.dataset_lines(1, rows=(3, 3), columns=(2, 2), seed=5, format="json")[0])
    output = "Done.\n\n" + house_lines(grid)
    for record in (grid, riddle_record, json.dumps(grid)):
        graded = gridriddle.grade(record, output)
        assert graded["solved"] and graded["unread"] is None, graded
        assert gridriddle.read_answer(record, output)["unread"] is None
        assert gridriddle.verify(record, output)["grade"]["solved"]
    question = json.loads(gridriddle.dataset_lines(1, rows=(3, 3), columns=(2, 2), seed=5,
                                                   format="zebralogic-mc", questions=1)[0])
    right = f"So...\nFinal answer: **{question['answer']}**"
    assert gridriddle.grade(question, right)["solved"]
    assert gridriddle.read_answer(question, right) == {"answer": question["answer"], "unread": None}
    assert gridriddle.grade(question, "No idea.")["unread"].startswith("the answer could not be read")


def test_a_data_sets_items_are_bounded_by_max_nodes_and_max_attempts():
    options = dict(rows=(4, 4), columns=(3, 3), seed=0)
    # The generator's own budgets given: the lines made without them.
    assert gridriddle.dataset_lines(4, max_nodes=2_000_000, max_attempts=200, **options) == \
        gridriddle.dataset_lines(4, **options)
    with pytest.raises(gridriddle.GenerateError, match=r"^item 3: node budget spent \("):
        gridriddle.dataset_lines(1, start=3, max_nodes=10, **options)
    for name in ["max_nodes", "max_attempts"]:
        for bad in [0, -3]:
            with pytest.raises(ValueError, match=f"^{name} must be (at least 1|1 to 4294967295)"):
                gridriddle.dataset(1, **{name: bad})
        with pytest.raises(TypeError, match=f"^{name} must be an integer, found str"):
            gridriddle.dataset(1, **{name: "many"})


def test_unsolvable_records_are_graded_apart_and_no_solution_is_right_only_there():
    records = gridriddle.dataset(30, rows=(2, 4), columns=(2, 3), seed=4, unsolvable=0.4, prompt=True)
    none = [r for r in records if r["solvable"] is False]
    assert 0 < len(none) < len(records)
    for record in none:
        assert record["solution"] is None and record["solutionCount"] == 0
        k = record["contradiction"]
        assert f"\n{k}. " in record["puzzle"]
        assert record["prompt"].endswith('instead:\n\n{"solvable": false}')
    answers = {r["id"]: '{"solvable": false}' for r in records}
    report = gridriddle.evaluate(records, answers, details=True)
    solvable, unsolvable = report["bySolvable"]
    assert (unsolvable["solvable"], unsolvable["solved"], unsolvable["puzzles"]) == (False, len(none), len(none))
    others = len(records) - len(none)
    assert (solvable["solved"], solvable["noSolutionClaims"], solvable["noSolutionClaimShare"]) == (0, others, 1.0)
    wrong = [d for d in report["details"] if d["status"] == "wrong"]
    assert len(wrong) == others
    assert {d["reason"] for d in wrong} == {"the answer says there is no solution, but the riddle has one"}
    # grade and the verifiers reward grade such a record as evaluate does.
    from gridriddle import verifiers

    record = none[0]
    assert gridriddle.grade(record, "The clues contradict each other.")["solved"] is True
    assert gridriddle.grade(record, '{"solution": {"House 1": {"Name": "x"}}}')["solved"] is False
    assert verifiers.reward(record, '{"solvable": false}') == 1.0
    assert verifiers.reward(record, "I do not know") == 0.0
    solvable_record = next(r for r in records if r["solvable"])
    assert verifiers.reward(solvable_record, '{"solvable": false}') == 0.0
    # The same data set without the share: no such field, and the report has no such rows.
    plain = gridriddle.dataset(30, rows=(2, 4), columns=(2, 3), seed=4, prompt=True)
    assert all("solvable" not in r and "no solution" not in r["prompt"] for r in plain)
    assert "bySolvable" not in gridriddle.evaluate(plain, {})


def test_bad_shares_are_refused():
    for share in (2, -0.1, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="unsolvable must be a share from 0 to 1"):
            gridriddle.dataset_lines(2, unsolvable=share)
    with pytest.raises(ValueError, match="for format=\"json\" only"):
        gridriddle.dataset_lines(2, ambiguous=0.5)
    lines = gridriddle.dataset_lines(6, rows=(3, 4), columns=(2, 3), ambiguous=0.5, format="json", seed=1)
    counts = [json.loads(line)["solutionCount"] for line in lines]
    assert any(c >= 2 for c in counts) and all(1 <= c <= 10 for c in counts)


def test_a_record_is_read_by_the_crates_one_rule_its_errors_at_their_field():
    # The crate tells the formats apart and reads them (dataset::Record): Python keeps no copy.
    question = {"id": "q", "size": "2*2", "puzzle": "…", "question": "Who?",
                "choices": ["Eric", "Arnold"], "answer": "Eric"}
    assert gridriddle.grade(question, "Final answer: **Eric**")["solved"]
    assert not gridriddle.grade(question, "Final answer: **Arnold**")["solved"]
    with pytest.raises(gridriddle.RiddleError, match=r"^choices\[1\]: expected a string, found 3$"):
        gridriddle.grade(dict(question, choices=["Eric", 3]), "Final answer: Eric")
    with pytest.raises(gridriddle.RiddleError, match=r'^answer: "Anna" is not one of the choices$'):
        gridriddle.grade(dict(question, answer="Anna"), "Final answer: Eric")
    none = {"id": "u", "size": "2*1", "puzzle": "p", "solution": None, "solvable": False}
    assert gridriddle.grade(none, "The clues contradict each other.")["solved"]
    with pytest.raises(gridriddle.RiddleError, match=r"^size: expected rows\*columns"):
        gridriddle.grade(dict(none, size="two"), "No solution.")

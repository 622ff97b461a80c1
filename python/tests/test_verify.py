"""`verify` and `reasoning`: a model's reasoning judged step by step."""

import json
import pathlib

import pytest

import gridriddle

RIDDLE = {
    "header": ["House", "Color", "Pet"],
    "startMatrix": [["1", "", ""], ["2", "", ""]],
    "hints": [[[["1", "red", ""]]], [[["", "red", "cat"]]]],
    "domains": {"Color": ["red", "blue"], "Pet": ["cat", "dog"]},
}


def test_each_step_gets_its_verdict_and_why():
    answer = "Clue 1 puts red in house 1.\nThe dog lives in house 1 (clue 2).\nNothing here."
    checked = gridriddle.verify(RIDDLE, answer)
    assert [s["verdict"] for s in checked["steps"]] == ["justified", "false", "unread"]
    assert checked["steps"][1]["claims"] == [{"value": "dog", "column": "Pet", "house": 1}]
    assert checked["steps"][1]["cites"] == [2]
    assert [s["number"] for s in checked["steps"]] == [1, 2, 3]
    assert checked["steps"][1]["why"] == (
        "the dog in house 1 holds in no solution: with the earlier claims, it breaks clue 2"
    )
    assert checked["summary"] == {
        "steps": 3, "claims": 2, "justified": 1, "leaps": 0, "leapDependent": 0, "false": 1, "unread": 1,
        "undecided": 0, "firstFalse": 2, "firstLeap": None, "processScore": 0.5,
    }
    assert "grade" not in checked


def test_a_dict_answer_has_its_solution_graded():
    answer = {
        "reasoning": ["The cat lives in house 1 (clues 1 and 2).", "The dog is not with red."],
        "solution": [["red", "cat"], ["blue", "dog"]],
    }
    checked = gridriddle.verify(RIDDLE, answer)
    assert [s["verdict"] for s in checked["steps"]] == ["justified", "justified"]
    assert checked["steps"][1]["claims"] == [
        {"value": "dog", "column": "Pet", "with": "red", "withColumn": "Color", "negated": True}
    ]
    assert checked["grade"]["solved"] is True
    # The same as JSON text.
    assert gridriddle.verify(RIDDLE, json.dumps(answer)) == checked


def test_the_reasoning_of_generated_riddles_is_justified_and_in_the_data_set():
    for record in gridriddle.dataset(5, seed=3, rows=(3, 5), columns=(3, 4), format="json", reasoning=True):
        steps = gridriddle.reasoning(record["riddle"])
        # The steps, then the answer in the record's own form.
        assert record["reasoning"].startswith("\n".join(steps) + '\n\n{"solution":')
        checked = gridriddle.verify(record["riddle"], record["reasoning"])
        assert checked["summary"]["justified"] == len(steps) > 0
        assert checked["summary"]["processScore"] == 1.0
    plain = gridriddle.dataset_lines(2, seed=3)
    with_reasoning = gridriddle.dataset_lines(2, seed=3, reasoning=True)
    for a, b in zip(plain, with_reasoning):
        b = json.loads(b)
        del b["reasoning"]
        assert json.loads(a) == b


def test_question_records_carry_their_riddles_reasoning():
    grid = gridriddle.dataset(2, seed=9, rows=(3, 4), columns=(2, 3), reasoning=True)
    questions = gridriddle.dataset(2, seed=9, rows=(3, 4), columns=(2, 3), format="zebralogic-mc",
                                   questions=2, reasoning=True)
    assert len(questions) == 4
    for k, question in enumerate(questions):
        steps = grid[k // 2]["reasoning"].split("\n\n{")[0]
        assert question["reasoning"].split("\n\n{")[0] == steps != ""
        assert question["reasoning"].endswith(json.dumps({"answer": question["answer"]}, separators=(",", ":")))
        assert question["puzzle"] == grid[k // 2]["puzzle"]


def test_a_huge_answer_is_cut_and_said():
    checked = gridriddle.verify(RIDDLE, "The cat lives in house 1. " * 200_000)
    assert checked["notes"] == [
        "the answer has 5200000 bytes: only its first 262144 were read",
        "only the first 1000 steps were read",
    ]
    assert checked["summary"]["steps"] == 1000


def test_an_invalid_riddle_raises():
    with pytest.raises(gridriddle.RiddleError):
        gridriddle.verify({"header": []}, "text")


EINSTEIN_ANSWER = """Let me solve this step by step.
1. From clue 9, the Norwegian lives in house 1.
2. From clue 8, the person in house 3 drinks milk.
3. Clue 14 says the Norwegian lives next to the blue house, so house 2 is blue.
4. Clues 4 and 5: green is directly left of white, and green drinks coffee. Green cannot be house 1 or 2, and house 3 drinks milk, so green is house 4 and white is house 5.
5. By clue 1, the Brit lives in the red house, which must be house 3.
6. So house 1 is yellow, and by clue 7 the Norwegian smokes Dunhill.
7. From clue 11, the horses are in house 2.
8. The Swede keeps dogs in house 5.
9. The German lives in house 4 (clue 13).
10. The Prince smoker lives in house 4 (clue 13).
11. The Dane drinks tea in house 2 (clue 3)."""


def test_steps_keep_the_models_numbers_and_a_leap_is_counted_once():
    riddle = (pathlib.Path(__file__).resolve().parents[2] / "riddles" / "neighbours.json").read_text()
    checked = gridriddle.verify(riddle, EINSTEIN_ANSWER)
    steps = checked["steps"]
    # The opening line is step 0: it does not shift item 9 to step 10.
    assert [s["number"] for s in steps] == list(range(12))
    assert steps[0]["verdict"] == "unread"
    # Item 9 is a leap (the German in house 4 also needs clue 3); item 10 rests on it: the
    # Prince smoker is the German (clue 13).
    assert steps[9]["verdict"] == "leap"
    assert steps[10]["verdict"] == "leap-dependent"
    assert steps[10]["why"] == "it follows with the claims of the leap at step 9, not without them"
    summary = checked["summary"]
    assert (summary["leaps"], summary["leapDependent"], summary["firstLeap"]) == (1, 1, 9)
    # A relation is a claim of its own, never one house: "green is directly left of white".
    assert steps[4]["claims"][0] == {
        "value": "green", "column": "Color", "relation": "left-of", "other": "white", "otherColumn": "Color",
        "distance": 1,
    }
    assert steps[4]["verdict"] == "justified"
    assert "skipped" not in steps[1]
    # What a part that names values but claims nothing is.
    supposed = gridriddle.verify(riddle, "If the Brit is in house 2, the Dane is in house 3.")
    assert supposed["steps"][0]["skipped"] == ["supposition"]


def test_step_labels_are_verifys_verdicts_and_the_command_lines_records():
    labels = {"justified": "justified", "leap": "leap", "leap-dependent": "leap", "false": "false"}
    records = gridriddle.dataset(6, seed=5, rows=(3, 4), columns=(2, 3), format="json", step_labels=True)
    seen = set()
    for record in records:
        steps = record["steps"]
        assert steps and all(set(s) == {"text", "claims", "cites", "label"} for s in steps)
        checked = gridriddle.verify(record["riddle"], "\n".join(s["text"] for s in steps))
        assert [labels[s["verdict"]] for s in checked["steps"]] == [s["label"] for s in steps]
        assert [s["claims"] for s in checked["steps"]] == [s["claims"] for s in steps]
        seen.update(s["label"] for s in steps)
    assert seen == {"justified", "leap", "false"}
    lines = gridriddle.dataset_lines(6, seed=5, rows=(3, 4), columns=(2, 3), format="json", step_labels=True)
    assert [json.loads(line) for line in lines] == records
    assert gridriddle.dataset_lines(6, seed=5, rows=(3, 4), columns=(2, 3), format="json", step_labels=True,
                                    jobs=2) == lines


def test_a_zebralogic_record_is_judged_against_its_puzzles_own_clues_as_evaluate_does():
    # docs/example: real ZebraLogic records and a real model's answers; `evaluate --verify
    # --details` wrote each answer's verdicts into details.jsonl. Python's verify on the record
    # gives the same verdict for every step (it judged against the solution grid's rows once).
    example = pathlib.Path(__file__).resolve().parents[2] / "docs" / "example"
    records = {r["id"]: r for r in map(json.loads, (example / "records.jsonl").read_text().splitlines())}
    answers = {a["id"]: a["output"] for a in map(json.loads, (example / "llama-3.1-405b.jsonl").read_text().splitlines())}
    details = {d["id"]: d for d in map(json.loads, (example / "details.jsonl").read_text().splitlines())}
    judged = 0
    for id, output in answers.items():
        if "steps" not in details[id]:
            continue
        checked = gridriddle.verify(records[id], output)
        assert [s["verdict"] for s in checked["steps"]] == [s["verdict"] for s in details[id]["steps"]], id
        assert checked["summary"]["firstFalse"] == details[id]["firstFalse"], id
        judged += 1
    assert judged >= 5

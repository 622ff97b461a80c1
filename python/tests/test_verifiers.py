"""gridriddle.verifiers: ``reward`` and ``process_reward`` against hand-made answers (always);
the environment of the verifiers package and the offline example (skipped only when verifiers
is not installed)."""

import asyncio
import importlib.util
import json
import sys
from pathlib import Path

import pytest

import gridriddle
from gridriddle.verifiers import process_reward, reward

HAVE_VERIFIERS = importlib.util.find_spec("verifiers") is not None
needs_verifiers = pytest.mark.skipif(not HAVE_VERIFIERS, reason="verifiers is not installed (pip install ./python[verifiers])")


def house_keyed(header, rows):
    return {"solution": {f"House {row[0]}": dict(zip(header[1:], row[1:])) for row in rows}}


def records(n=6):
    grid = gridriddle.dataset(n, seed=2, rows=(3, 5), columns=(2, 4), prompt=True)
    full = gridriddle.dataset(n, seed=2, rows=(3, 5), columns=(2, 4), format="json")
    return list(zip(grid, full))


def test_a_right_answer_is_1_whatever_the_riddle_is_given_as():
    for grid, full in records():
        answer = json.dumps(house_keyed(grid["solution"]["header"], grid["solution"]["rows"]))
        for riddle in (grid, full, full["riddle"], json.dumps(full["riddle"])):
            assert reward(riddle, answer) == 1.0
        assert reward(grid, "Here it is:\n```json\n" + answer + "\n```") == 1.0
        messages = [{"role": "user", "content": grid["prompt"]}, {"role": "assistant", "content": answer}]
        assert reward(grid, messages) == 1.0
        assert reward(grid, {"role": "assistant", "content": [{"type": "text", "text": answer}]}) == 1.0


def test_two_swapped_cells_get_the_share_of_right_cells():
    for grid, full in records():
        header, rows = grid["solution"]["header"], [list(r) for r in grid["solution"]["rows"]]
        rows[0][1], rows[1][1] = rows[1][1], rows[0][1]
        cells = len(rows) * (len(header) - 1)  # the House column is not counted
        # The riddle has one solution (the generator's), so its cells are the reference.
        assert gridriddle.count(full["riddle"]) == 1
        expected = (cells - 2) / cells
        answer = json.dumps(house_keyed(header, rows))
        assert reward(grid, answer) == pytest.approx(expected)
        assert reward(full, answer) == pytest.approx(expected)


def test_garbage_is_0_and_never_raises():
    grid, full = records(1)[0]
    garbage = ["", "I cannot solve this.", "{", "{" * 100_000, "\ud800", "x" * 2_000_000, None, 42, 1.5,
               [], [{"role": "user", "content": "hi"}], {"content": None}, {"solution": "nope"}, object(),
               '{"solution": {"House 1": {"Nope": "x"}}}', "House 1: " + "?, " * 1000]
    for completion in garbage:
        for riddle in (grid, full, full["riddle"]):
            assert reward(riddle, completion) == 0.0, completion if isinstance(completion, str) and len(completion) < 50 else type(completion)
            assert process_reward(riddle, completion) == 0.0
    answer = json.dumps(house_keyed(grid["solution"]["header"], grid["solution"]["rows"]))
    for riddle in (None, 7, "not a riddle", {"header": []}, {"choices": None, "answer": 1}, {"puzzle": 3}):
        assert reward(riddle, answer) == 0.0
        assert process_reward(riddle, answer) == 0.0


def test_a_question_is_1_for_the_right_choice_and_0_otherwise():
    [question] = gridriddle.dataset(1, seed=4, rows=(3, 4), columns=(3, 3), format="zebralogic-mc", prompt=True)
    wrong = next(c for c in question["choices"] if c != question["answer"])
    assert reward(question, json.dumps({"reasoning": "...", "answer": question["answer"]})) == 1.0
    assert reward(question, f"Final answer: **{question['answer']}**") == 1.0
    assert reward(question, json.dumps({"answer": wrong})) == 0.0
    assert reward(question, "no idea") == 0.0


def test_no_solution_is_rewarded_as_evaluate_grades_it_in_every_format():
    # Riddles with no solution, as questions (whose answer is then the choice "no solution")
    # and as grid records: the reward agrees with evaluate's grade, the library's one rule.
    for format in ("zebralogic-mc", "zebralogic"):
        records = gridriddle.dataset(12, seed=4, rows=(2, 4), columns=(2, 3), format=format, unsolvable=0.5, prompt=True)
        none = [r for r in records if r.get("solvable") is False or r.get("answer") == "no solution"]
        assert none, format
        for record in records:
            output = '{"solvable": false}'
            solved = gridriddle.evaluate([record], {record["id"]: output})["overall"]["solved"]
            assert reward(record, output) == (1.0 if solved else 0.0), (format, record["id"])
            assert solved == (record in none), (format, record["id"])


def test_the_process_reward_is_the_share_of_justified_steps():
    for _, full in records(4):
        steps = gridriddle.reasoning(full["riddle"])
        assert process_reward(full, "\n".join(steps)) == 1.0
        assert process_reward(full["riddle"], steps) == 1.0
        checked = gridriddle.verify(full["riddle"], "\n".join(steps))
        assert checked["summary"]["processScore"] == 1.0
    # One false step added (a value the solution puts in another house): 1 of n + 1 read steps.
    full = records(1)[0][1]
    riddle, rows = full["riddle"], full["solution"]
    steps = gridriddle.reasoning(riddle)
    false = f"By elimination: house 1's {riddle['header'][1].lower()} is {rows[1][1]}."
    checked = gridriddle.verify(riddle, steps + [false])
    assert [s["verdict"] for s in checked["steps"]] == ["justified"] * len(steps) + ["false"]
    assert process_reward(riddle, "\n".join(steps + [false])) == pytest.approx(len(steps) / (len(steps) + 1))
    assert process_reward(riddle, false) == 0.0


@needs_verifiers
def test_the_environment_loads_offline_and_scores_through_the_package():
    import verifiers.v1 as vf
    from verifiers.v1.trace import AgentInfo, Trace, TraceTask

    env = gridriddle.verifiers.load_environment(count=4, rows=(3, 4), columns=(3, 4), seed=1, process_weight=0.5)
    assert isinstance(env, vf.Env)
    tasks = list(env.taskset)
    assert [t.data.id for t in tasks] == [f"gridriddle-1-{i}" for i in range(4)]
    lines = gridriddle.dataset(4, rows=(3, 4), columns=(3, 4), seed=1, prompt=True, level=True)
    for task, record in zip(tasks, lines):
        assert task.data.record == record
        assert task.data.prompt == record["prompt"]
        solution = record["solution"]
        right = json.dumps(house_keyed(solution["header"], solution["rows"]))
        reasoning = "\n".join(gridriddle.reasoning(task.data.riddle))
        for completion, solved, process in [(reasoning + "\n" + right, 1.0, 1.0), (right, 1.0, 0.0), ("garbage", 0.0, 0.0)]:
            trace = Trace(task=TraceTask(type="GridriddleTask", data=task.data), agent=AgentInfo(config=vf.AgentConfig()),
                          root_reply=completion)
            asyncio.run(task.score(trace))
            assert trace.rewards["solved"].score == solved == reward(record, completion)
            assert trace.rewards["process"].score == process
            assert trace.rewards["process"].weight == 0.5
            assert trace.reward == solved + 0.5 * process
    # Without a process weight, only "solved" is scored.
    env = gridriddle.verifiers.load_environment(count=1, seed=1)
    task = next(iter(env.taskset))
    trace = Trace(task=TraceTask(type="GridriddleTask", data=task.data), agent=AgentInfo(config=vf.AgentConfig()), root_reply="x")
    asyncio.run(task.score(trace))
    assert list(trace.rewards) == ["solved"]


@needs_verifiers
def test_the_offline_example_scores_its_fixed_completions():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
    import verifiers_offline

    rows = verifiers_offline.run(count=2)
    kinds = {(r["id"], r["kind"]): r for r in rows}
    for i in range(2):
        rid = f"gridriddle-1-{i}"
        assert kinds[(rid, "right, with reasoning")]["total"] == 1.5
        assert kinds[(rid, "right, no reasoning")]["total"] == 1.0
        assert 0.0 < kinds[(rid, "two cells swapped")]["rewards"]["solved"] < 1.0
        assert kinds[(rid, "garbage")]["total"] == 0.0

"""Scores fixed completions of gridriddle's verifiers environment offline: no model, no network.

Each completion goes through the package's own scoring path: a ``verifiers.v1.Trace`` whose
reply is the completion, scored by the task's ``score`` (its ``@vf.reward`` functions, their
weights, the trace's total), exactly as a rollout's trace is scored after a model answered.

    pip install './python[verifiers]'
    python python/examples/verifiers_offline.py

Prints one line per completion: its kind, the rewards and the total.
"""

from __future__ import annotations

import asyncio
import json
from typing import Dict, List, Tuple

import gridriddle
import gridriddle.verifiers
import verifiers.v1 as vf
from verifiers.v1.trace import AgentInfo, Trace, TraceTask


def completions(task) -> List[Tuple[str, str]]:
    """Fixed completions for one task: right with gridriddle's own reasoning, right without
    reasoning, two cells swapped, and garbage."""
    solution = task.data.record["solution"]
    header, rows = solution["header"], solution["rows"]
    grid = {f"House {row[0]}": dict(zip(header[1:], row[1:])) for row in rows}
    swapped = json.loads(json.dumps(grid))
    first, second, column = "House 1", "House 2", header[1]
    swapped[first][column], swapped[second][column] = swapped[second][column], swapped[first][column]
    reasoning = "\n".join(gridriddle.reasoning(task.data.riddle))
    return [
        ("right, with reasoning", reasoning + "\n\n" + json.dumps({"solution": grid})),
        ("right, no reasoning", json.dumps({"solution": grid})),
        ("two cells swapped", json.dumps({"solution": swapped})),
        ("garbage", "I think the fish is blue."),
    ]


async def score(task, completion: str) -> Trace:
    """The trace of one rollout whose model replied ``completion``, scored by the task."""
    trace = Trace(
        task=TraceTask(type=type(task).__name__, data=task.data, key=task.key, hash=task.hash),
        agent=AgentInfo(config=vf.AgentConfig()),
        root_reply=completion,
    )
    await task.score(trace)
    return trace


def run(count: int = 3, process_weight: float = 0.5) -> List[Dict]:
    """Scores each task's fixed completions; one dict per completion."""
    env = gridriddle.verifiers.load_environment(
        count=count, rows=(3, 4), columns=(3, 4), seed=1, process_weight=process_weight
    )
    out = []
    for task in env.taskset:
        for kind, completion in completions(task):
            trace = asyncio.run(score(task, completion))
            out.append({
                "id": task.data.id,
                "kind": kind,
                "rewards": {name: r.score for name, r in trace.rewards.items()},
                "total": trace.reward,
            })
    return out


if __name__ == "__main__":
    for row in run():
        rewards = ", ".join(f"{name} {value:.3f}" for name, value in sorted(row["rewards"].items()))
        print(f"{row['id']}  {row['kind']:<22} {rewards}  total {row['total']:.3f}")

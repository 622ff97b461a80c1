"""gridriddle's riddles as an environment of the ``verifiers`` package (PrimeIntellect's RL
environments, its ``verifiers.v1`` stack): each task is a record of ``gridriddle.dataset``, its
prompt the record's prompt, and its reward gridriddle's grade.

    import gridriddle.verifiers
    env = gridriddle.verifiers.load_environment(count=1000, rows=(4, 5), columns=(3, 5), seed=1,
                                                difficulty="easy,hard", process_weight=0.5)

``reward(riddle, completion)`` is the reward alone, usable without a model or ``verifiers``:
1.0 when the completion solves the riddle (any solution counts; a question: names the right
choice), else the share of right cells (a question: 0.0), and 0.0 when no answer can be read;
it never raises. ``process_reward(riddle, completion)`` is the share of the completion's read
steps that ``gridriddle.verify`` finds justified (0.0 when none is read). The environment scores
both through the package's own scoring path (``Task.score``): ``solved`` always,
``process`` with the weight ``process_weight`` when it is above 0.

``reward`` and ``process_reward`` need only ``gridriddle``; the environment needs
``pip install ./python[verifiers]``. docs/training.md has the whole story.
"""

from __future__ import annotations

import functools
import json
import math
import sys
from typing import Any, Dict, Iterator, Mapping, Optional, Tuple

import gridriddle

__all__ = ["reward", "process_reward", "load_environment", "TASKSET_ID"]

TASKSET_ID = "gridriddle"
"""The taskset's id for ``verifiers`` (``--env.taskset.id``)."""


def _text(completion: Any) -> Optional[str]:
    """The model's text: a string, a message ``{"role", "content"}`` (or an object with
    ``content``), or a list of messages (the last assistant message's content)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, (list, tuple)):
        messages = [m for m in completion if _role(m) in (None, "assistant")]
        return _text(messages[-1]) if messages else None
    content = completion.get("content") if isinstance(completion, Mapping) else getattr(completion, "content", None)
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):  # content parts: the text ones, joined
        parts = [p.get("text") if isinstance(p, Mapping) else getattr(p, "text", None) for p in content]
        return "\n".join(p for p in parts if isinstance(p, str)) or None
    return None


def _role(message: Any) -> Optional[str]:
    role = message.get("role") if isinstance(message, Mapping) else getattr(message, "role", None)
    return role if isinstance(role, str) else None


def _riddle_of(riddle: Any) -> Any:
    """The riddle a record carries (``dataset(format="json")``'s ``riddle``), else itself."""
    if isinstance(riddle, Mapping) and isinstance(riddle.get("riddle"), Mapping):
        return dict(riddle["riddle"])
    return riddle


def _score(riddle: Any, text: str) -> float:
    # A record of any format (question, grid, riddle with no solution, ``format="json"``) is
    # told apart and graded by the library's one rule, as ``evaluate`` grades it; a riddle, as
    # ``grade`` grades an answer to it.
    graded = gridriddle.grade(riddle, text)
    if graded["solved"]:
        return 1.0
    return 0.0 if graded["unread"] else float(graded["cellAccuracy"])


def reward(riddle: Any, completion: Any) -> float:
    """gridriddle's grade of ``completion`` as a reward in [0, 1]: 1.0 solved (any solution of
    the riddle counts), else the cell share (the House column not counted), 0.0 unread.

    ``riddle`` is a record of ``gridriddle.dataset`` (a grid record, a question record, or a
    ``format="json"`` record with its riddle) or a riddle (dict, JSON or clue text);
    ``completion`` the model's output as text, a message, or a list of messages (the last
    assistant message counts). Never raises: anything it cannot read or grade is 0.0."""
    try:
        text = _text(completion)
        if text is None:
            return 0.0
        value = _score(riddle, text)
        return value if math.isfinite(value) and 0.0 <= value <= 1.0 else 0.0
    except Exception:  # the contract: a reward, never an error
        return 0.0


def process_reward(riddle: Any, completion: Any) -> float:
    """The share of the completion's read steps that ``gridriddle.verify`` finds justified by
    the clues they cite (its ``processScore``); 0.0 when no step is read, when ``riddle``
    carries no riddle to verify against (a ZebraLogic record has only its text), or when
    anything cannot be read. Never raises."""
    try:
        text = _text(completion)
        riddle = _riddle_of(riddle)
        if text is None or (isinstance(riddle, Mapping) and "puzzle" in riddle):
            return 0.0
        score = gridriddle.verify(riddle, text)["summary"]["processScore"]
        return float(score) if isinstance(score, (int, float)) and math.isfinite(score) else 0.0
    except Exception:
        return 0.0


# The environment: only with verifiers installed.
try:
    import verifiers.v1 as vf
    from verifiers.v1.harnesses.null import NullHarnessConfig
    from verifiers.v1.runtimes import SubprocessConfig
except ImportError:  # pragma: no cover - load_environment says so
    vf = None

if vf is not None:

    class GridriddleData(vf.TaskData):
        """A task: the record (with its prompt) and the riddle it was made from."""

        record: Dict[str, Any]
        riddle: Dict[str, Any]

    class GridriddleTaskConfig(vf.TaskConfig):
        """``process_weight``: the weight of the process reward (0: not scored)."""

        process_weight: float = 0.0

    class GridriddleTask(vf.Task[GridriddleData, vf.State, GridriddleTaskConfig]):
        """A riddle to solve; rewards ``solved`` (``reward``) and ``process``
        (``process_reward``, when ``process_weight`` > 0)."""

        @property
        def key(self) -> str:
            return self.data.id or self.hash

        @vf.reward
        async def solved(self, task: GridriddleData, trace: vf.Trace) -> float:
            return reward(task.record, trace.last_reply)

        @vf.reward
        async def process(self, task: GridriddleData, trace: vf.Trace) -> float:
            return process_reward(task.riddle, trace.last_reply)

        def hooks(self, attr: str):
            fns = super().hooks(attr)
            if attr != "reward":
                return fns
            weight = float(self.config.process_weight)
            out = []
            for fn in fns:
                if fn.__name__ == "process":
                    if weight <= 0:
                        continue
                    fn = _weighted(fn, weight)
                out.append(fn)
            return out

    def _weighted(fn, weight: float):
        @functools.wraps(fn)
        async def weighted(*args, **kwargs):
            return await fn(*args, **kwargs)

        weighted._vf_weight = weight
        return weighted

    class GridriddleTasksetConfig(vf.TasksetConfig):
        """What the taskset holds: ``count`` riddles from index ``start`` of the data set of
        ``seed``; houses ``rows`` and attributes ``columns`` (inclusive ranges), ``difficulty``
        (``None``: any; ``"hard"``; ``"easy,hard"``; ``"easy=1,hard=3"``), ``mode`` ``"grid"``
        (the whole solution) or ``"question"`` (one cell, multiple choice)."""

        id: str = TASKSET_ID
        count: int = 1000
        start: int = 0
        rows: Tuple[int, int] = (3, 5)
        columns: Tuple[int, int] = (3, 5)
        seed: int = 0
        difficulty: Optional[str] = None
        mode: str = "grid"
        task: GridriddleTaskConfig = GridriddleTaskConfig()

    class GridriddleTaskset(vf.Taskset[GridriddleTask, GridriddleTasksetConfig]):
        """Item ``i`` of ``gridriddle.dataset`` with the config's options, made 64 at a time
        as the tasks are read."""

        def load(self) -> Iterator[GridriddleTask]:
            c = self.config
            if c.mode not in ("grid", "question"):
                raise ValueError(f'mode: expected "grid" or "question", found {c.mode!r}')
            options = dict(rows=tuple(c.rows), columns=tuple(c.columns), seed=c.seed, difficulty=c.difficulty)
            chunk = 64
            for first in range(c.start, c.start + c.count, chunk):
                n = min(chunk, c.start + c.count - first)
                records = gridriddle.dataset(
                    n, start=first, format="zebralogic" if c.mode == "grid" else "zebralogic-mc",
                    prompt=True, level=True, **options,
                )
                riddles = gridriddle.dataset(n, start=first, format="json", **options)
                for record, made in zip(records, riddles):
                    yield GridriddleTask(
                        GridriddleData(id=record["id"], prompt=record["prompt"], record=record, riddle=made["riddle"]),
                        c.task,
                    )

    # verifiers finds a taskset by its id, a module exporting one Taskset: "gridriddle" is
    # this module, under the namespace verifiers looks in first.
    sys.modules.setdefault(f"verifiers.v1.tasksets.{TASKSET_ID}", sys.modules[__name__])
    __all__ += ["GridriddleTaskset", "GridriddleTask", "GridriddleData", "GridriddleTaskConfig", "GridriddleTasksetConfig"]


def load_environment(**config: Any):
    """The environment: a ``verifiers.v1.SingleAgentEnv`` over ``GridriddleTaskset``, built as
    ``verifiers.v1.load_environment`` builds every environment. ``config`` are the taskset's
    fields (``count``, ``start``, ``rows``, ``columns``, ``seed``, ``difficulty``, ``mode``),
    ``process_weight`` (the process reward's weight; 0 by default, not scored), and ``agent``
    (a ``verifiers.v1.AgentConfig``; by default the tool-less chat harness ``null`` run as a
    local subprocess). Needs no network: the riddles are made here."""
    if vf is None:
        raise ImportError("gridriddle.verifiers.load_environment needs verifiers: pip install ./python[verifiers]")
    agent = config.pop("agent", None) or vf.AgentConfig(harness=NullHarnessConfig(id="null"), runtime=SubprocessConfig())
    weight = config.pop("process_weight", 0.0)
    taskset = GridriddleTasksetConfig(task=GridriddleTaskConfig(process_weight=weight), **config)
    return vf.load_environment(vf.SingleAgentEnvConfig(taskset=taskset, agent=agent))

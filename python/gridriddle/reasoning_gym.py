"""gridriddle's riddles as a reasoning-gym data set: ``import gridriddle.reasoning_gym`` registers
the data set ``gridriddle`` (with its config and curriculum), so that

    import reasoning_gym, gridriddle.reasoning_gym
    data = reasoning_gym.create_dataset("gridriddle", min_rows=4, max_rows=5, levels="easy,hard", seed=1, size=100)
    entry = data[0]          # {"question": <the prompt>, "answer": ..., "metadata": {...}}
    data.score_answer(model_output, entry)

gives riddles with one solution each, the same for the same config whatever the process. The
question is the record's prompt (the puzzle, the task, and the JSON shape of the answer); a
``mode="question"`` entry asks about one cell, with its choices. ``score_answer`` reads the
answer out of the model's whole output as ``gridriddle.evaluate`` does: 1.0 solved (any solution
of the riddle counts), else the cell accuracy (a question: 0.0), and 0.0 when nothing can be read.

Importing this module needs reasoning-gym (``pip install reasoning-gym``); importing
``gridriddle`` does not.
"""

import json
from dataclasses import dataclass
from typing import Any, Dict, Optional

import gridriddle
from gridriddle.verifiers import _score as score_record

try:
    from reasoning_gym.coaching import BaseCurriculum, RangeAttributeDefinition, ScalarAttributeDefinition
    from reasoning_gym.dataset import ProceduralDataset
    from reasoning_gym.factory import DATASETS, register_dataset
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(
        "gridriddle.reasoning_gym registers a data set with reasoning-gym, which is not installed: "
        "pip install reasoning-gym"
    ) from error

DATASET_NAME = "gridriddle"
MODES = ("grid", "question")
LEVELS = ("easy", "medium", "hard", "expert")


@dataclass
class GridriddleConfig:
    """What the data set holds: houses from ``min_rows`` to ``max_rows``, attributes from
    ``min_columns`` to ``max_columns`` (each item's size drawn from the seed and its index),
    ``levels`` (``None``: any; ``"hard"``; ``"easy,hard"``; weights ``"easy=1,hard=3"``), ``mode``
    ``"grid"`` (the whole solution) or ``"question"`` (one cell, multiple choice), ``seed``
    (``None``: 0) and ``size`` (the number of entries)."""

    min_rows: int = 3
    max_rows: int = 5
    min_columns: int = 3
    max_columns: int = 5
    levels: Optional[str] = None
    mode: str = "grid"
    seed: Optional[int] = None
    size: int = 500

    def validate(self) -> None:
        """Raises ``ValueError`` naming the field that is out of range."""
        if not 1 <= self.min_rows <= self.max_rows <= 64:
            raise ValueError(f"min_rows, max_rows: expected 1 <= {self.min_rows} <= {self.max_rows} <= 64")
        if not 1 <= self.min_columns <= self.max_columns <= 64:
            raise ValueError(
                f"min_columns, max_columns: expected 1 <= {self.min_columns} <= {self.max_columns} <= 64"
            )
        if self.mode not in MODES:
            raise ValueError(f"mode: expected \"grid\" or \"question\", found {self.mode!r}")
        if self.size < 0:
            raise ValueError(f"size: expected at least 0, found {self.size}")
        if self.levels is not None:
            # The library reads the levels; an unknown one raises RiddleError (a ValueError).
            gridriddle.dataset_lines(0, difficulty=self.levels)


class GridriddleDataset(ProceduralDataset):
    """Riddles with one solution each; entry ``i`` is item ``i`` of ``gridriddle.dataset`` with
    the config's options, its prompt as the question."""

    def __init__(self, config: GridriddleConfig):
        super().__init__(config=config, seed=config.seed if config.seed is not None else 0, size=config.size)

    def record(self, idx: int) -> Dict[str, Any]:
        """The record of entry ``idx`` (grid or question), with its prompt and level."""
        c = self.config
        [record] = gridriddle.dataset(
            1,
            start=idx,
            rows=(c.min_rows, c.max_rows),
            columns=(c.min_columns, c.max_columns),
            seed=self.seed,
            difficulty=c.levels,
            format="zebralogic" if c.mode == "grid" else "zebralogic-mc",
            prompt=True,
            level=True,
        )
        return record

    def __getitem__(self, idx: int) -> Dict[str, Any]:
        """``{"question", "answer", "metadata"}``: the prompt; the answer (the solution as
        ``{"solution": {"House 1": {...}}}`` JSON text, or the right choice); the record (without
        its prompt), its id, size, level and mode."""
        if not 0 <= idx < self.size:
            raise IndexError(f"index {idx} out of range for a data set of {self.size}")
        record = self.record(idx)
        prompt = record.pop("prompt")
        rows, columns = (int(n) for n in record["size"].split("*"))
        if self.config.mode == "grid":
            header, solution = record["solution"]["header"], record["solution"]["rows"]
            answer = json.dumps(
                {"solution": {f"House {row[0]}": dict(zip(header[1:], row[1:])) for row in solution}}
            )
        else:
            answer = record["answer"]
        return {
            "question": prompt,
            "answer": answer,
            "metadata": {
                "source_dataset": DATASET_NAME,
                "source_index": idx,
                "id": record["id"],
                "size": record["size"],
                "level": record["level"],
                "mode": self.config.mode,
                "record": record,
                "difficulty": {"rows": rows, "columns": columns, "level": record["level"]},
            },
        }

    def score_answer(self, answer: Optional[str], entry: Dict[str, Any]) -> float:
        """1.0 when ``answer`` (a model's whole output) solves the riddle (or names the right
        choice); else its cell accuracy for a grid, 0.0 for a question; 0.0 when nothing can be
        read from it (or it is not text)."""
        if not isinstance(answer, str):
            return 0.0
        # The record graded by the library's one rule for every format, as ``evaluate`` does,
        # and that grade as a score, as the verifiers environment's reward (a question's cell
        # accuracy is 1.0 or 0.0).
        return score_record(entry["metadata"]["record"], answer)


class GridriddleCurriculum(BaseCurriculum):
    """Sizes and levels that rise: houses 2–3 up to 2–6, attributes 2–3 up to 2–6 (ranges that
    grow with the level, as reasoning-gym's range attributes do), and levels from easy to
    expert."""

    def __init__(self):
        super().__init__(GridriddleCurriculum.__name__, GridriddleConfig)
        self._define_attributes(
            RangeAttributeDefinition(
                name="rows",
                levels=[2, 3, 4, 5, 6],
                description="Houses of each riddle",
                lower_field_name="min_rows",
                upper_field_name="max_rows",
                ensure_interval=True,
            ),
            RangeAttributeDefinition(
                name="columns",
                levels=[2, 3, 4, 5, 6],
                description="Attributes of each riddle",
                lower_field_name="min_columns",
                upper_field_name="max_columns",
                ensure_interval=True,
            ),
            ScalarAttributeDefinition(
                name="levels",
                levels=["easy", "easy,medium", "medium,hard", "hard,expert"],
                description="How the riddles are solved: the rules alone (easy, medium), suppositions (hard, expert)",
                field_name="levels",
            ),
        )


if DATASET_NAME not in DATASETS:
    register_dataset(DATASET_NAME, GridriddleDataset, GridriddleConfig, GridriddleCurriculum)

"""Grid riddles (Einstein's riddle, zebra puzzles): solve, count, generate, rate, play, and
ZebraLogic records, grading and data sets.

A *riddle* is a dict in the riddle format (docs/riddle-format.md), its JSON text, clue text
in the ZBC language (docs/clue-format.md), or a puzzle text of ZebraLogic or reasoning-gym
(docs/importing.md): text whose first character (after white space) is ``{`` is JSON, text that
opens as one of those puzzle texts is read as it, other text as clues. A *grid* is rows of cells (value names, ``""`` or ``None`` for
blank); ``None`` is the start matrix. Every function releases the GIL while it works.

Every integer parameter is checked before any work: one out of its range raises
``RiddleError`` naming the parameter and its bound (``seed must be at least 0``, ``seed must
be at most 18446744073709551615``, ``jobs must be 1 to 256``, ``rows[0] must be 1 to 64``);
one that is not an integer raises ``TypeError`` (``seed must be an integer, found float``).
"""

import os
from typing import Any, Dict, Iterator, List, Literal, Optional, Sequence, Tuple, Union

__version__: str

Riddle = Union[str, Dict[str, Any]]
Grid = Optional[Sequence[Sequence[Union[str, int, None]]]]
Difficulty = Literal["easy", "medium", "hard", "expert"]
HintKind = Literal[
    "same-row",
    "in-row",
    "not-in-row",
    "directly-left",
    "somewhere-left",
    "next-to",
    "apart",
    "between",
    "either-or",
    "not-together",
    "compare",
    "if-then",
    "exactly-one",
]
Answer = Union[str, Sequence[Sequence[Union[str, int, None]]], Dict[str, Any]]

class RiddleError(ValueError):
    """An invalid riddle, clue file, grid or option; the message names the place. Among them an
    integer parameter out of range (``path`` is its name: ``jobs``, ``rows[0]``), and text that
    holds a lone surrogate, which UTF-8 cannot hold (``header[1]: text is not valid UTF-8 (a
    lone surrogate at index 3)``: the index is the str's). ``grade`` raises it for the riddle
    only: an answer it cannot read is graded ``unread``."""

    path: str
    """The JSON path of the faulty place (``hints[3][1][0]``, ``grid[1][2]``), or the parameter's
    name; ``""`` for a syntax error, a clue file or the riddle's text as a whole."""
    location: str
    """The path, ``line L, column C`` (JSON syntax), ``L:C`` (clue file) or ``riddle``."""
    line: Optional[int]
    column: Optional[int]

class GenerateError(ValueError):
    """No riddle came out of arguments in range (a size past the library's limits, hint kinds
    that cannot make it, a difficulty the size cannot reach, too many great columns)."""

class SearchLimitError(RuntimeError):
    """``count`` ran out of its node budget before it had every solution."""

def solve(
    riddle: Riddle,
    *,
    max_solutions: int = 1000,
    max_nodes: Optional[int] = None,
    steps: bool = False,
    threads: int = 1,
) -> Dict[str, Any]:
    """Solves ``riddle``: the JSON report of ``gridriddle solve --json`` (``solutions`` each with
    its ``matrix`` and, with ``steps``, its detailed solution; ``complete``, ``stopped``,
    ``stats``, ``conflicts``, ``differingCells``, ``warnings``). ``max_nodes=None`` is the
    library's budget, 1,000,000 search nodes. ``threads`` (1 to 256) search one riddle at once,
    steps off only; the same solutions, in an order that may differ."""

class Solutions(Iterator[Dict[str, Any]]):
    """The solutions of a riddle as its search finds them (``solve_each``)."""

    def __iter__(self) -> "Solutions": ...
    def __next__(self) -> Dict[str, Any]: ...
    def close(self) -> None:
        """Stops the search (at its next solution) and waits for its thread to end; no more
        solutions come. Closing twice, or after the last solution, does nothing."""
    @property
    def summary(self) -> Optional[Dict[str, Any]]:
        """How the search ended, once the last solution was given: ``solutions`` (how many),
        ``complete``, ``stopped``, ``stats`` and ``conflicts``, as ``solve --json-lines``' last
        line; ``None`` before, and when the iterator was closed early."""

def solve_each(
    riddle: Riddle,
    *,
    max_solutions: Optional[int] = None,
    max_nodes: Optional[int] = None,
    steps: bool = False,
) -> Solutions:
    """The solutions of ``riddle`` one at a time, as the search finds them: each a dict as in
    ``solve``'s ``solutions`` (``matrix``, and ``steps`` with ``steps=True``), in ``solve``'s
    order (one thread). The search runs on a thread of its own without the GIL, at most 256
    solutions ahead of the loop, so memory does not grow with their number. ``max_solutions=None``
    is every solution; ``max_nodes=None`` the library's budget, 1,000,000 search nodes. Leaving
    the loop (``break``, or the iterator dropped) or ``close()`` stops the search at its next
    solution. A bad riddle raises ``RiddleError`` at the call."""

def count(riddle: Riddle, *, max_nodes: int = 100_000_000, threads: int = 1) -> int:
    """The exact number of solutions, however large, on ``threads`` threads (1 to 256). Raises
    ``SearchLimitError`` when the node budget runs out first (in total, over the threads)."""

def generate(
    rows: int,
    columns: int,
    seed: int,
    *,
    difficulty: Optional[Difficulty] = None,
    kinds: Optional[Sequence[HintKind]] = None,
    great_columns: int = 0,
    threads: int = 1,
) -> Dict[str, Any]:
    """A riddle with exactly one solution and no hint to spare (no hint can go keeping one
    solution; toward easy, medium or hard past 6×6, keeping one solution and the level),
    ``rows`` houses (1 to 64) and ``columns`` attributes (1 to 64) plus the numbered ``House``
    column, as a dict with ``title``, ``description`` and ``hintTexts``.
    ``great_columns`` attributes get more values than houses (some unused; listed in
    ``domains``). ``seed`` is 0 to 2**64 - 1. The same arguments give the same riddle, and consecutive
    seeds different riddles. ``threads`` (1 to 256) check which hints can go at once on a large
    riddle; the riddle made is the same whatever the threads."""

def rate(riddle: Riddle, *, threads: int = 1) -> Dict[str, Any]:
    """How hard ``riddle`` is: ``difficulty`` (easy, medium, hard, expert, or noSolution,
    ambiguous, unknown), ``score``, ``solutions`` (an ambiguous riddle's counted: exact when
    ``complete``, else a lower bound), ``complete``, ``steps``, ``rule1Steps``,
    ``suppositions``, ``nodes``. ``threads`` (1 to 256) count an ambiguous riddle's solutions
    at once; the rating itself is read from one search on one thread, the same whatever
    ``threads`` (only a lower bound, when the count's budget runs out, may differ)."""

def candidates(riddle: Riddle, grid: Grid = None, *, exact: bool = False) -> Dict[str, Any]:
    """The values each cell of ``grid`` can still take: by the merge rules, or ``exact``ly."""

def next_step(riddle: Riddle, grid: Grid = None) -> Dict[str, Any]:
    """One deduction a person could make next from ``grid`` (never a guess); for a grid no
    solution extends, ``kind`` is ``"mistake"`` and ``mistakes`` lists its wrong cells, as
    ``check_grid`` names them."""

def check_grid(riddle: Riddle, grid: Grid = None) -> Dict[str, Any]:
    """Whether ``grid`` can still be completed, and its wrong cells."""

def to_zebralogic(riddle: Riddle, id: Optional[str] = None) -> Dict[str, Any]:
    """ZebraLogic's record of ``riddle``: ``{"id", "size", "puzzle", "solution": {"header",
    "rows"}}``. ``id`` defaults to the title. Raises ``RiddleError`` for a riddle without
    ``hintTexts`` or without exactly one solution."""

def convert(text: Riddle) -> Dict[str, Any]:
    """The riddle (a dict in the riddle format) that clue text, or a puzzle text of ZebraLogic
    (its records' ``puzzle``) or reasoning-gym (``zebra_puzzles``' question), reads to: one hint
    per clue, its clue's sentence in ``hintTexts``, every value in ``domains``. A riddle's JSON
    text or dict is checked and given back. Raises ``RiddleError`` at the first clue not
    understood (``7:4: clue 2: no clue form fits; words not understood: "admires"``)."""

def grade(riddle: Riddle, answer: Answer) -> Dict[str, Any]:
    """Grades ``answer``: ``{"solved", "cells", "correct", "cellAccuracy", "reason",
    "unread"}``. Text is a model's whole output, read as ``read_answer`` reads it
    (docs/reading-outputs.md). ``solved``: it satisfies every hint (any solution counts); ``cells`` and
    ``correct``: against the closest solution, the given House column not counted; ``reason``:
    why it is not solved, else ``None``. ``answer`` is a matrix (with or without the House
    column), ``{"header", "rows"}``, the house-keyed ``{"solution": {"House 1": {"Color":
    "red", ...}, ...}}`` models give, or JSON text of one of them; names match whatever their
    case and spaces. A blank cell (``""`` or ``None``) is right where the closest solution has
    one (a column with fewer values than houses).

    An answer that cannot be read (text with no answer in it, a shape none of these, a lone
    surrogate) is graded, not raised: ``solved`` False, ``correct`` 0, ``cellAccuracy`` 0.0,
    and ``unread`` (and ``reason``) says why: ``"the answer could not be read: no answer found:
    …"``; ``unread`` is ``None`` for an answer that was read. An invalid riddle raises
    ``RiddleError``."""

def read_answer(riddle: Union[Riddle, Sequence[str]], text: str) -> Dict[str, Any]:
    """Reads the answer out of ``text``, a model's whole output, as every face of gridriddle
    reads it (docs/reading-outputs.md): ZeroEval's rule (the last ``{...}``, line breaks
    deleted), JSON mended (trailing commas, single quotes), else the final-answer part only (a
    markdown table, ``|`` rows whose first value names the row, lines ``House 1: Norwegian,
    yellow, water``), or words saying there is no solution (``{"solvable": False}``), whichever
    ends last: ``{"answer": <rows, {"header", "rows"} or {"solution": {"House 1": {...}}}>,
    "unread": None}``, an answer ``grade`` takes. For a question's ``choices`` (a list of
    strings): the choice a JSON ``"answer"`` names, else the one the final line names:
    ``{"answer": "German", "unread": None}``. Nothing readable: ``{"answer": None, "unread":
    "<the reason>"}``."""

def evaluate(
    records: Union[str, Sequence[Union[str, Dict[str, Any]]]],
    answers: Union[str, Sequence[Union[str, Dict[str, Any]]], Dict[str, str]],
    *,
    verify: bool = False,
    details: bool = False,
) -> Dict[str, Any]:
    """Evaluates a model: ``records`` as ``dataset`` makes them (grid or question; dicts, JSON
    lines, or JSON-lines text), ``answers`` each ``{"id", "output"}`` (the model's raw output as
    text), or a dict ``{id: output}``. The report ``{"overall", "bySize", "byBucket",
    "byLevel"}``, each row ``{"puzzles", "solved", "unread", "missing", "puzzleAccuracy",
    "coverage", "cellAccuracy"}``
    and its key (``size`` ``"5*6"``; ``bucket`` ``small``, ``medium``, ``large``, ``x-large`` by
    the search space ``(houses!)^attributes`` against 10^3, 10^6, 10^10; ``level``, ``None``
    for records without one). Accuracies are over all records, unread and missing ones counted
    as 0: ``unread`` an answer given that could not be read, ``missing`` a record without an
    answer, ``coverage`` answers given / records; ``"unreadReasons"`` the ten commonest reasons.
    When some record has no solution (``"solvable": false``) or some answer says there is none,
    ``"bySolvable"``: the row of riddles with a solution, then the row without, each with
    ``"solvable"``, ``"noSolutionClaims"`` (answers saying there is no solution: wrong in the
    first row) and ``"noSolutionClaimShare"``.
    With ``details``, ``"details"``: one dict per record, ``{"id", "status": "solved" |
    "wrong" | "unread" | "missing", "reason", "cellsRight", "cells", "wrongCells": [{"house",
    "column", "given", "expected"}]}`` (and ``"steps"`` with ``verify``). A bad line, a duplicate or unknown id warns
    (``UserWarning``, ``"answers: line 3: no record has id \"x\""``) and is left out.

    With ``verify``, each answer's reasoning is also judged step by step as ``verify`` does,
    for records that carry their riddle (``format="json"``), and each row gains ``verified``
    (answers judged), ``steps``, ``claims``, ``justified``, ``leaps``, ``false``,
    ``unreadSteps``, ``undecided``, ``withFalse`` (answers with a false step) and
    ``processScore`` (the mean of the answers' process scores)."""

def dataset_lines(
    count: int,
    *,
    start: int = 0,
    rows: Tuple[int, int] = (2, 6),
    columns: Tuple[int, int] = (2, 6),
    seed: int = 0,
    difficulty: Optional[Union[Difficulty, str]] = None,
    kinds: Optional[Sequence[HintKind]] = None,
    format: Literal["zebralogic", "zebralogic-mc", "json"] = "zebralogic",
    jobs: int = 1,
    questions: int = 1,
    prompt: bool = False,
    level: bool = False,
    reasoning: bool = False,
    step_labels: bool = False,
    max_nodes: Optional[int] = None,
    max_attempts: Optional[int] = None,
    unsolvable: float = 0.0,
    ambiguous: float = 0.0,
) -> List[str]:
    """Items ``start .. start + count`` of a data set, each a line of JSON (no line break),
    byte for byte as ``gridriddle dataset`` writes them. Item ``i`` depends on ``seed``, ``i``
    and the options alone, so any split of the indices (threads, processes, machines) gives the
    same lines. ``rows`` (ends 1 to 64) and ``columns`` (ends at least 1) are inclusive ranges;
    ``jobs`` threads (1 to 256) make them. ``difficulty`` is one level, or mixed levels drawn
    per item from the seed and its index: ``"easy,hard"``, ``"easy=1,hard=3"`` (weights).

    ``format="zebralogic-mc"`` writes ``questions`` records per item (each about another cell):
    ``{"id", "size", "puzzle", "question", "choices", "answer", "cell": {"house", "column"}}``.
    ``prompt`` adds ``prompt`` (the puzzle, the task and the answer's JSON shape), ``level``
    adds ``level`` (the riddle's rated level), to the zebralogic formats. With ``reasoning``, each record has one more
    field, ``"reasoning"``: gridriddle's own solution in plain words, one deduction a line, each
    citing its clues (what ``verify`` finds justified step by step), then the answer in the
    record's own form (``{"solution": ...}``, or ``{"answer": ...}`` for a question). With
    ``step_labels``, one more field, ``"steps"``: that reasoning reworded, with mistakes made as
    models make them, each step ``{"text", "claims", "cites", "label"}`` labelled
    ``"justified"``, ``"leap"`` or ``"false"`` as ``verify`` judges it (docs/training.md)."""

    ``max_nodes`` and ``max_attempts`` (at least 1) bound each item, as ``gridriddle dataset
    --max-nodes``, ``--max-attempts``: an item that runs out of either raises
    ``GenerateError`` naming its index and what ran out (``item 3: node budget spent …``).
    Without them, each of an item's draws of a size has the generator's own budgets and one
    that spends them gives way to the next size: the lines of earlier versions.

    ``unsolvable`` (0 to 1) is the share of riddles with no solution (one clue more that
    contradicts the others), ``ambiguous`` the share with several, 2 to 10 (one clue left out;
    ``format="json"`` only), each item's drawn from ``seed`` and its index. Every record of such
    a data set says ``"solvable"``, ``"contradiction"`` (the 1-based number of the contradicting
    clue, else ``None``) and ``"solutionCount"``; a record with no solution has ``"solution":
    None``, its questions the answer ``"no solution"`` (the last choice of every question), and
    the prompts say how to answer that there is none (``{"solvable": false}``). Not with
    ``reasoning`` or ``step_labels``. See docs/training.md."""

def dataset(
    count: int,
    *,
    start: int = 0,
    rows: Tuple[int, int] = (2, 6),
    columns: Tuple[int, int] = (2, 6),
    seed: int = 0,
    difficulty: Optional[Union[Difficulty, str]] = None,
    kinds: Optional[Sequence[HintKind]] = None,
    format: Literal["zebralogic", "zebralogic-mc", "json"] = "zebralogic",
    jobs: int = 1,
    questions: int = 1,
    prompt: bool = False,
    level: bool = False,
    reasoning: bool = False,
    step_labels: bool = False,
    max_nodes: Optional[int] = None,
    max_attempts: Optional[int] = None,
    unsolvable: float = 0.0,
    ambiguous: float = 0.0,
) -> List[Dict[str, Any]]:
    """The items of ``dataset_lines``, each as a dict."""

def verify(riddle: Riddle, answer: Union[str, Dict[str, Any], List[Any]]) -> Dict[str, Any]:
    """Judges a model's reasoning step by step, as ``gridriddle verify --json``: ``{"steps":
    [{"number", "text", "claims", "cites", "skipped", "verdict", "why"}, ...], "summary":
    {"steps", "claims", "justified", "leaps", "leapDependent", "false", "unread", "undecided",
    "firstFalse", "firstLeap", "processScore"}, "grade": {...}, "notes": [...]}``. ``answer``
    is the model's text, a dict ``{"reasoning": text or list of steps, "solution": ...}`` (the
    solution graded as ``grade`` does; ``grade`` only then), or a list of steps. A step's
    ``number`` is the model's: a numbered item keeps its number (text before the first item is
    0), bullets count from 1, and steps of text without a list (or of a list of steps) count
    from 1; ``firstFalse`` and ``firstLeap`` are such numbers. Each step's ``verdict`` is
    ``"justified"`` (its claims follow from the clues it cites and the earlier justified
    claims), ``"leap"`` (true, but not so justified; ``why`` names the further clues it
    needs), ``"leap-dependent"`` (it follows only with the claims of an earlier leap or false
    step, counted there), ``"false"`` (in no solution; ``why`` names the clue it breaks), ``"unread"`` (no
    claim read) or ``"undecided"`` (a search ran out of its budget). ``skipped`` (when not
    empty) says why parts naming values gave no claim: ``"supposition"``,
    ``"alternatives"``, ``"goal"``, ``"question"``, ``"refuted"``, ``"relation"``. A claim is
    ``{"value", "column", "house"}`` (house from 1), ``{"value", "column", "with",
    "withColumn"}`` or ``{"value", "column", "relation", "other", "otherColumn"}`` (a relation of
    houses: ``"left-of"``, ``"right-of"``, ``"next-to"``, ``"apart"``, with ``"distance"`` when
    exact), with ``"negated": True`` for a negation and ``"under"`` (a column) for a
    value written under another column's word (a false claim). Only the first 256 KiB and 1000
    steps are judged (``notes`` says so). ``riddle`` may be any record ``dataset`` writes, read
    by the library's one rule: a ZebraLogic record is judged against its puzzle's own clues when
    they read to its solution, a question record against its puzzle text. An invalid riddle, or
    a record's field of the wrong type (``choices[1]: expected a string, found 3``), raises
    ``RiddleError``."""

def reasoning(riddle: Riddle) -> List[str]:
    """gridriddle's own solution of ``riddle`` in plain words, one deduction a step, each citing
    its clues (``"From clues 3 and 5: house 2's city is Berlin."``): ``verify`` finds every step
    justified."""

def to_parquet(
    records: Union[str, Sequence[Union[str, Dict[str, Any]]]],
    path: Union[str, "os.PathLike[str]"],
    *,
    compression: str = "snappy",
) -> int:
    """Writes ``records`` (dicts, JSON lines, or JSON-lines text, as ``dataset`` and
    ``dataset_lines`` give them) to the Parquet file ``path``, one row a record, nested fields
    kept, the columns those of ``gridriddle dataset --out FILE.parquet``; the number of rows.
    Written beside ``path`` and renamed; a missing folder raises ``FileNotFoundError``, values
    of two kinds in one field ``ValueError`` naming it. Needs pyarrow; ``gridriddle.parquet``
    has ``read_parquet`` (the records back, each its JSON line again) and ``schema_of``."""

"""Grid riddles (Einstein's riddle, zebra puzzles): solve, count, generate, rate, play, and
ZebraLogic records, grading and data sets.

A *riddle* is a dict in the riddle format (docs/riddle-format.md), its JSON text, or clue text
in the ZBC language (docs/clue-format.md): text whose first character (after white space) is
not ``{`` is read as clues. A *grid* is rows of cells (value names, ``""`` or ``None`` for
blank); ``None`` is the start matrix. Every function releases the GIL while it works.

Every integer parameter is checked before any work: one out of its range raises
``RiddleError`` naming the parameter and its bound (``seed must be at least 0``, ``seed must
be at most 18446744073709551615``, ``jobs must be 1 to 256``, ``rows[0] must be 1 to 64``);
one that is not an integer raises ``TypeError`` (``seed must be an integer, found float``).
"""

from typing import Any, Dict, List, Literal, Optional, Sequence, Tuple, Union

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

def grade(riddle: Riddle, answer: Answer) -> Dict[str, Any]:
    """Grades ``answer``: ``{"solved", "cells", "correct", "cellAccuracy", "reason",
    "unread"}``. Text is a model's whole output, read as ``read_answer`` reads it (a JSON object
    anywhere in it, a markdown table, lines ``House 1: Norwegian, yellow, water``). ``solved``: it satisfies every hint (any solution counts); ``cells`` and
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
    """Reads the answer out of ``text``, a model's whole output. For a riddle: a JSON object
    anywhere in the text (fenced or not, trailing commas, single quotes), a markdown table of
    its columns (or of its houses), or lines ``House 1: Norwegian, yellow, water``, whichever
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
) -> Dict[str, Any]:
    """Evaluates a model: ``records`` as ``dataset`` makes them (grid or question; dicts, JSON
    lines, or JSON-lines text), ``answers`` each ``{"id", "output"}`` (the model's raw output as
    text), or a dict ``{id: output}``. The report ``{"overall", "bySize", "byBucket",
    "byLevel"}``, each row ``{"puzzles", "solved", "unread", "puzzleAccuracy", "cellAccuracy"}``
    and its key (``size`` ``"5*6"``; ``bucket`` ``small``, ``medium``, ``large``, ``x-large`` by
    the search space ``(houses!)^attributes`` against 10^3, 10^6, 10^10; ``level``, ``None``
    for records without one). Accuracies are over all records, unread ones counted as 0; a
    record without an answer is unread. A bad line, a duplicate or unknown id warns
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
    citing its clues (what ``verify`` finds justified step by step)."""

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
) -> List[Dict[str, Any]]:
    """The items of ``dataset_lines``, each as a dict."""

def verify(riddle: Riddle, answer: Union[str, Dict[str, Any], List[Any]]) -> Dict[str, Any]:
    """Judges a model's reasoning step by step, as ``gridriddle verify --json``: ``{"steps":
    [{"text", "claims", "cites", "verdict", "why"}, ...], "summary": {"steps", "claims",
    "justified", "leaps", "false", "unread", "undecided", "firstFalse", "firstLeap",
    "processScore"}, "grade": {...}, "notes": [...]}``. ``answer`` is the model's text, a dict
    ``{"reasoning": text or list of steps, "solution": ...}`` (the solution graded as ``grade``
    does; ``grade`` only then), or a list of steps. Each step's ``verdict`` is ``"justified"``
    (its claims follow from the clues it cites and the earlier justified claims), ``"leap"``
    (true, but not so justified; ``why`` names the further clues it needs), ``"false"`` (in no
    solution; ``why`` names the clue it breaks), ``"unread"`` (no claim read) or
    ``"undecided"`` (a search ran out of its budget). A claim is ``{"value", "column",
    "house"}`` (house from 1) or ``{"value", "column", "with", "withColumn"}``, with
    ``"negated": True`` for a negation. Only the first 256 KiB and 1000 steps are judged
    (``notes`` says so). An invalid riddle raises ``RiddleError``."""

def reasoning(riddle: Riddle) -> List[str]:
    """gridriddle's own solution of ``riddle`` in plain words, one deduction a step, each citing
    its clues (``"From clues 3 and 5: house 2's city is Berlin."``): ``verify`` finds every step
    justified."""

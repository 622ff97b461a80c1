"""Grid riddles (Einstein's riddle, zebra puzzles): solve, count, generate, rate, play, and
ZebraLogic records, grading, data sets and the evaluation of models.

The functions are those of the compiled extension ``gridriddle._gridriddle``, re-exported here
whole; their signatures and documentation are in ``__init__.pyi``. ``to_parquet`` writes records
as Parquet with pyarrow (``gridriddle.parquet``). ``gridriddle.reasoning_gym``
(imported apart) registers a data set with reasoning-gym.
"""

from ._gridriddle import *  # noqa: F401,F403 (the extension's functions and errors)
from ._gridriddle import __version__  # noqa: F401


def to_parquet(records, path, *, compression="snappy"):
    """Writes ``records`` (as ``dataset`` or ``dataset_lines`` give them) to the Parquet file
    ``path``, as ``gridriddle dataset --out FILE.parquet`` does; the rows written. Needs
    pyarrow: ``gridriddle.parquet.to_parquet``, whose documentation says more."""
    from .parquet import to_parquet as write

    return write(records, path, compression=compression)

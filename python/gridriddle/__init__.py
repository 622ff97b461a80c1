"""Grid riddles (Einstein's riddle, zebra puzzles): solve, count, generate, rate, play, and
ZebraLogic records, grading, data sets and the evaluation of models.

The functions are those of the compiled extension ``gridriddle._gridriddle``, re-exported here
whole; their signatures and documentation are in ``__init__.pyi``. ``gridriddle.reasoning_gym``
(imported apart) registers a data set with reasoning-gym.
"""

from ._gridriddle import *  # noqa: F401,F403 (the extension's functions and errors)
from ._gridriddle import __version__  # noqa: F401

"""Entries per second of the reasoning-gym data set ``gridriddle`` against reasoning-gym's own
``zebra_puzzles``, both made through ``reasoning_gym.create_dataset`` in the same run, at the same
sizes (houses × attributes), on one thread:

    python python/benchmarks/reasoning_gym_speed.py [--seconds S] [--sizes 4x4,5x5]

Each data set is read entry by entry for at least S seconds (at least 3 entries), the two taking
turns per size so that the machine's load falls on both alike.
"""

import argparse
import time

import reasoning_gym

import gridriddle.reasoning_gym  # noqa: F401 (registers "gridriddle")


def rate(make, seconds):
    """Entries per second of a data set read from its start."""
    data = make()
    started = time.perf_counter()
    n = 0
    while n < 3 or time.perf_counter() - started < seconds:
        data[n]
        n += 1
    return n / (time.perf_counter() - started), n


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--sizes", default="4x4,5x5")
    args = parser.parse_args()
    print(f"reasoning-gym {reasoning_gym.__version__}, gridriddle {gridriddle.__version__}")
    print("size  gridriddle grid/s  gridriddle question/s  zebra_puzzles/s  ratio (grid)")
    for size in args.sizes.split(","):
        rows, columns = (int(n) for n in size.split("x"))
        grid, n_grid = rate(lambda: reasoning_gym.create_dataset(
            "gridriddle", min_rows=rows, max_rows=rows, min_columns=columns, max_columns=columns,
            seed=1, size=10**6), args.seconds)
        question, n_question = rate(lambda: reasoning_gym.create_dataset(
            "gridriddle", min_rows=rows, max_rows=rows, min_columns=columns, max_columns=columns,
            mode="question", seed=1, size=10**6), args.seconds)
        zebra, n_zebra = rate(lambda: reasoning_gym.create_dataset(
            "zebra_puzzles", num_people=rows, num_characteristics=columns, seed=1, size=10**6), args.seconds)
        print(f"{size:5} {grid:10.1f} ({n_grid})  {question:10.1f} ({n_question})  {zebra:10.2f} ({n_zebra})"
              f"  {grid / zebra:8.0f}x")


if __name__ == "__main__":
    main()

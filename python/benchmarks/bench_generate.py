"""Riddles per second from Python: gridriddle.generate at 5x5 and 6x6 on one thread and two,
and, in the same run, reasoning-gym's zebra puzzle generator at the same sizes.

    python/benchmarks/run.sh            # makes its venv (gridriddle + reasoning-gym), runs this
    python bench_generate.py --seconds 20

Each measurement makes riddles for about --seconds (at least --min riddles) and prints riddles
per second; the ratio line compares gridriddle on one thread with reasoning-gym (which is pure
Python: threads would not speed it up).
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ThreadPoolExecutor

import gridriddle


def rate(make, seconds: float, minimum: int, threads: int = 1) -> tuple[float, int]:
    """Riddles a second: ``make(seed)`` for seeds 0, 1, ... on ``threads`` threads."""
    made = 0
    started = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        while True:
            batch = list(range(made, made + 8 * threads))
            list(pool.map(make, batch))
            made += len(batch)
            elapsed = time.perf_counter() - started
            if elapsed >= seconds and made >= minimum:
                return made / elapsed, made


def reasoning_gym_maker(size: int):
    """``make(seed)`` for reasoning-gym's zebra_puzzles, or None without it."""
    try:
        import reasoning_gym
    except ImportError:
        return None

    # Items are made when indexed (item i from the seed and i), as gridriddle's data sets.
    data = reasoning_gym.create_dataset(
        "zebra_puzzles", num_people=size, num_characteristics=size, size=1_000_000, seed=1
    )

    def make(seed: int):
        return data[seed]

    return make


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--min", type=int, default=16)
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}, load: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for size in (5, 6):
        one, n1 = rate(lambda s: gridriddle.generate(size, size, s), args.seconds, args.min, 1)
        two, n2 = rate(lambda s: gridriddle.generate(size, size, s), args.seconds, args.min, 2)
        print(f"gridriddle {size}x{size}: {one:8.1f} riddles/s on 1 thread ({n1}), {two:8.1f} on 2 threads ({n2})")
        make = reasoning_gym_maker(size)
        if make is None:
            print(f"reasoning-gym {size}x{size}: not installed (python/benchmarks/run.sh installs it)")
            continue
        gym, n = rate(make, args.seconds, max(4, args.min // 4), 1)
        print(f"reasoning-gym zebra_puzzles {size}x{size}: {gym:8.2f} riddles/s on 1 thread ({n})")
        print(f"ratio {size}x{size}: gridriddle is {one / gym:.0f}x reasoning-gym on one thread, {two / gym:.0f}x with two")


if __name__ == "__main__":
    main()

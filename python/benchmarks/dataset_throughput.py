"""Riddles per second per core of ``gridriddle dataset``, by size and level: each cell the median
of ``--runs`` runs on one thread (``--jobs 1``), as riddles per CPU second (user + system of
the child, what a core gives when the machine is shared) and per wall second.

    cargo build --release
    python python/benchmarks/dataset_throughput.py --binary target/release/gridriddle --runs 3

Prints a markdown table (docs/training.md).
"""

import argparse
import os
import resource
import statistics
import subprocess
import time

SIZES = {3: 2000, 4: 1000, 5: 400, 6: 200}  # houses = attributes: riddles a run (expert: a tenth)
LEVELS = ["easy", "medium", "hard", "expert"]


def run(binary, size, level, count, seed):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    made = subprocess.run(
        [binary, "dataset", "--count", str(count), "--rows", str(size), "--cols", str(size),
         "--difficulty", level, "--seed", str(seed), "--jobs", "1", "--out", os.devnull],
        capture_output=True,
    )
    if made.returncode != 0:  # a level the size cannot reach (no expert 3×3 riddle)
        return None
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return count / cpu, count / wall


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="target/release/gridriddle")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("| houses × attributes | " + " | ".join(LEVELS) + " |")
    print("| --- |" + " ---: |" * len(LEVELS))
    for size, count in SIZES.items():
        cells = []
        for level in LEVELS:
            n = count // 10 if level == "expert" else count  # expert riddles take far longer
            runs = [run(args.binary, size, level, n, args.seed) for _ in range(args.runs)]
            if None in runs:
                cells.append("—")
                continue
            cpu = statistics.median(r[0] for r in runs)
            wall = statistics.median(r[1] for r in runs)
            cells.append(f"{cpu:,.0f} ({wall:,.0f})")
        print(f"| {size}×{size} ({count} a run) | " + " | ".join(cells) + " |", flush=True)
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()

"""A large gridriddle data set spread over a Dask cluster, written in index order.

Item ``i`` of a data set depends on the base seed, ``i`` and the options alone, so each task makes
one range of indices (``gridriddle.dataset_lines(n, start=s, ...)``) on whichever worker, and the
file is byte for byte the one ``gridriddle dataset`` writes on one machine:

    python dask_dataset.py --count 100000 --chunk 2000 --seed 7 --out riddles.jsonl
    python dask_dataset.py --scheduler tcp://host:8786 --count 1000000 --out big.jsonl

Without ``--scheduler`` it starts a local cluster of ``--workers`` processes, one thread each.
"""

from __future__ import annotations

import argparse
import sys
from typing import Iterator, Optional, Sequence, TextIO, Tuple

import gridriddle
from dask.distributed import Client, LocalCluster


def ranges(count: int, chunk: int, start: int = 0) -> Iterator[Tuple[int, int]]:
    """``(first index, how many)`` of each task."""
    for first in range(start, start + count, chunk):
        yield first, min(chunk, start + count - first)


def make_dataset(
    client: Client,
    count: int,
    out: TextIO,
    *,
    chunk: int = 1000,
    seed: int = 0,
    rows: Tuple[int, int] = (2, 6),
    columns: Tuple[int, int] = (2, 6),
    difficulty: Optional[str] = None,
    format: str = "zebralogic",
) -> dict:
    """Makes items ``0 .. count`` on the cluster, one task per ``chunk`` indices, and writes
    them to ``out`` in index order as they come back. Returns how many lines were written and
    how many workers made them."""
    futures = [
        client.submit(
            gridriddle.dataset_lines,
            n,
            start=first,
            seed=seed,
            rows=rows,
            columns=columns,
            difficulty=difficulty,
            format=format,
            pure=False,
        )
        for first, n in ranges(count, chunk)
    ]
    workers = set()
    written = 0
    for future in futures:  # in index order: each waits only for its own range
        lines = future.result()
        workers.update(client.who_has([future]).get(future.key, ()))
        out.write("".join(line + "\n" for line in lines))
        written += len(lines)
        future.release()
    return {"lines": written, "workers": len(workers)}


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--chunk", type=int, default=1000, help="indices per task")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rows", default="2..6")
    parser.add_argument("--cols", default="2..6")
    parser.add_argument("--difficulty", default=None)
    parser.add_argument("--format", default="zebralogic", choices=["zebralogic", "json"])
    parser.add_argument("--scheduler", default=None, help="address of a running scheduler")
    parser.add_argument("--workers", type=int, default=2, help="local workers without --scheduler")
    parser.add_argument("--out", default="-")
    args = parser.parse_args(argv)

    def span(text: str) -> Tuple[int, int]:
        low, _, high = text.partition("..")
        return int(low), int(high or low)

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1))
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    try:
        made = make_dataset(
            client, args.count, out, chunk=args.chunk, seed=args.seed, rows=span(args.rows),
            columns=span(args.cols), difficulty=args.difficulty, format=args.format,
        )
    finally:
        if out is not sys.stdout:
            out.close()
        client.close()
    print(f"{made['lines']} riddles from {made['workers']} workers", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

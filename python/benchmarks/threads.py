"""Two Python threads against one: the same calls made by one thread, then shared out between two
(the GIL is released while the library works, so the two run at once on two cores).

    python python/benchmarks/threads.py [ROUNDS]

For each kind of call (generate, count, solve), one thread makes every call in turn, then two
threads make half each; the wall times of the two ways are taken ROUNDS times (default 3) in
turns, and the medians and their ratio printed, with the CPU seconds per call of each way (each
thread's own CPU time, `time.thread_time`, summed over the threads and divided by the calls): on a
machine others load, a second thread gets less than a core, and the CPU per call tells whether the
calls themselves got slower on two threads (contention) or only waited. The answers are checked
equal either way.
"""

import statistics
import sys
import threading
import time
from pathlib import Path

import gridriddle

ROOT = Path(__file__).resolve().parents[2]
LARGE = ROOT / "tests" / "fixtures" / "large"


def calls():
    """Each kind of call: a list of argument-less functions of about the same size."""
    riddles = [(LARGE / f"20x10-s{s}.json").read_text() for s in (1, 2, 3)]
    return {
        "generate 10x8, seeds 1-8": [lambda s=s: gridriddle.generate(10, 8, s) for s in range(1, 9)],
        "count 20x10-s1..s3, twice": [lambda r=r: gridriddle.count(r) for r in riddles * 2],
        "solve 20x10-s1..s3, twice": [
            lambda r=r: gridriddle.solve(r, max_nodes=None)["solutions"][0]["matrix"] for r in riddles * 2
        ],
    }


def on_threads(work, threads):
    """Makes the calls `work` on `threads` threads (call i on thread i % threads): the answers in
    order, the wall time and the CPU time of the threads together."""
    answers = [None] * len(work)
    cpu = [0.0] * threads

    def run(first):
        start = time.thread_time()
        for i in range(first, len(work), threads):
            answers[i] = work[i]()
        cpu[first] = time.thread_time() - start

    start = time.perf_counter()
    pool = [threading.Thread(target=run, args=(t,)) for t in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return answers, time.perf_counter() - start, sum(cpu)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print("| calls | one thread | two threads | ratio | CPU per call, one / two |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, work in calls().items():
        one, two, cpu1, cpu2 = [], [], [], []
        for _ in range(rounds):
            answers1, t1, c1 = on_threads(work, 1)
            answers2, t2, c2 = on_threads(work, 2)
            assert answers1 == answers2, name
            one.append(t1)
            two.append(t2)
            cpu1.append(c1 / len(work))
            cpu2.append(c2 / len(work))
        m1, m2 = statistics.median(one), statistics.median(two)
        c1, c2 = statistics.median(cpu1), statistics.median(cpu2)
        print(f"| {name} | {m1:.3f} s | {m2:.3f} s | {m1 / m2:.2f}x | {c1:.3f} s / {c2:.3f} s |")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# The large riddles of tests/fixtures/large in one run: gridriddle's search (nodes, median wall
# time of RUNS solves, steps off), then OR-Tools'
# CP-SAT and the SAT solver CaDiCaL on the same files (scripts/sat_baseline.py: conflicts and
# wall time of the solving alone). The table of docs/speed.md's "Large riddles" comes from it.
#
#   bash scripts/compare_large.sh [FIXTURE ...]     # default: every fixture
#
# (The search that learned from its failures, and this script's columns for it, are on the git
# tag `learning-experiment`: docs/speed.md.)
#
# Environment: RUNS (default 3) solves per riddle; SAT=0 skips the two baselines; SAT_PYTHON, a Python with
# python-sat and ortools (default: a venv made under target/sat-venv from PyPI, once).
# Wall times move with the machine's load: run it on a quiet machine and read `uptime` first.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
if [ "$#" -eq 0 ]; then
    set -- tests/fixtures/large/*-s?.json
fi
cargo build --release --quiet --example solve_many
BIN=target/release/examples/solve_many
uptime

# One solve of FILE, RUNS times: prints "NODES SECONDS" (the median pass).
solve() {
    local file="$1" out nodes median
    out="$("$BIN" --runs "$RUNS" --time "$file")"
    nodes="$(sed -n 's/.* solutions, \([0-9]*\) nodes/\1/p' <<<"$out")"
    median="$(sed -n 's/^median pass: //p' <<<"$out")"
    echo "$((nodes / RUNS)) $median"
}

echo "| riddle | nodes | time |"
echo "| --- | ---: | ---: |"
for file in "$@"; do
    read -r nodes time <<<"$(solve "$file")"
    echo "| $(basename "$file" .json) | $nodes | $time |"
done

if [ "${SAT:-1}" = 0 ]; then
    exit 0
fi
PY="${SAT_PYTHON:-}"
if [ -z "$PY" ]; then
    PY=target/sat-venv/bin/python
    if ! "$PY" -c "import pysat, ortools" 2>/dev/null; then
        python3 -m venv target/sat-venv
        target/sat-venv/bin/pip install --quiet python-sat ortools
    fi
fi
for solver in cpsat cadical153; do
    echo
    echo "$solver:"
    "$PY" scripts/sat_baseline.py "$solver" "$@"
done

#!/usr/bin/env bash
# The large riddles of tests/fixtures/large in one run: gridriddle's search without and with
# learning from failures (built with the cargo feature `learning`) (nodes, median wall time of RUNS solves, steps off), then OR-Tools'
# CP-SAT and the SAT solver CaDiCaL on the same files (scripts/sat_baseline.py: conflicts and
# wall time of the solving alone). The table of docs/speed.md's "Large riddles" comes from it.
#
#   bash scripts/compare_large.sh [FIXTURE ...]     # default: every fixture
#
# Environment: RUNS (default 3) solves per riddle and way; LEARN_UNDER (default 10) skips the
# search that learns on riddles whose plain search takes more seconds than that (it is 4-9x
# slower: 50x6-s1 takes 130 s); SAT=0 skips the two baselines; SAT_PYTHON, a Python with
# python-sat and ortools (default: a venv made under target/sat-venv from PyPI, once).
# Wall times move with the machine's load: run it on a quiet machine and read `uptime` first.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-3}"
LEARN_UNDER="${LEARN_UNDER:-10}"
if [ "$#" -eq 0 ]; then
    set -- tests/fixtures/large/*-s?.json
fi
cargo build --release --quiet --features learning --example solve_many
BIN=target/release/examples/solve_many
uptime

# One solve of FILE, RUNS times: prints "NODES SECONDS" (the median pass).
solve() {
    local file="$1" learning="$2" out nodes median
    out="$("$BIN" --runs "$RUNS" --time --learning "$learning" "$file")"
    nodes="$(sed -n 's/.* solutions, \([0-9]*\) nodes/\1/p' <<<"$out")"
    median="$(sed -n 's/^median pass: //p' <<<"$out")"
    echo "$((nodes / RUNS)) $median"
}

echo "| riddle | nodes | time | nodes, learning | time, learning |"
echo "| --- | ---: | ---: | ---: | ---: |"
for file in "$@"; do
    read -r nodes time <<<"$(solve "$file" off)"
    seconds="$(python3 -c "import re,sys; t=sys.argv[1]; m=re.match(r'([0-9.]+)(ms|µs|s|ns)', t); f={'s':1,'ms':1e-3,'µs':1e-6,'ns':1e-9}[m.group(2)]; print(float(m.group(1))*f)" "$time")"
    if python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) <= float(sys.argv[2]) else 1)" "$seconds" "$LEARN_UNDER"; then
        read -r lnodes ltime <<<"$(RUNS=1 solve "$file" on)"
    else
        lnodes="(skipped)" ltime="(over ${LEARN_UNDER} s plain)"
    fi
    echo "| $(basename "$file" .json) | $nodes | $time | $lnodes | $ltime |"
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

#!/usr/bin/env bash
# Measures, in one run, the figures of docs/speed.md's "Memory" and "End to end" paragraphs that
# criterion does not give: peak memory and wall time of the command line on large free riddles,
# on the many-solutions fixture (count, text, JSON lines), a batch of the ZebraLogic corpus on one
# core and on all, and the end-to-end stages of solve_many --breakdown.
#
#   bash scripts/measure.sh [CORPUS_DIR]     # default ../shared/corpus/zebralogic/all
#
# Needs GNU time (/usr/bin/time, Debian's package `time`). Wall times move with the machine's
# load: run it on a quiet machine, and read `uptime` (printed first) beside the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS="${1:-../shared/corpus/zebralogic/all}"
if [ ! -d "$CORPUS" ]; then
  echo "error: $CORPUS: no such folder; the corpus comes with the project's shared folder (shared/corpus), beside the repository" >&2
  exit 2
fi
[ -x /usr/bin/time ] || { echo "error: needs GNU time at /usr/bin/time" >&2; exit 1; }
cargo build --release --quiet --bin gridriddle --example solve_many
BIN=target/release/gridriddle
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
uptime

# One row: what, wall seconds, CPU use (100% = one core busy), peak resident memory.
measure() {
  local what="$1"
  shift
  /usr/bin/time -f "%e %P %M" -o "$TMP/time" "$@" > /dev/null 2> "$TMP/stderr"
  read -r wall cpu kb < "$TMP/time"
  printf '| %s | %s s | %s | %s MB |\n' "$what" "$wall" "$cpu" "$(awk "BEGIN { printf \"%.1f\", $kb / 1024 }")"
}

# A riddle of 64 rows and N columns of 64 values each, no hints: the search goes as deep as
# there are values, the worst case for memory.
free_riddle() {
  python3 - "$1" > "$TMP/free-64x$1.json" <<'PY'
import json, sys
n = int(sys.argv[1])
header = ["Position"] + [f"C{c}" for c in range(n)]
start = [[str(r + 1)] + [""] * n for r in range(64)]
domains = {f"C{c}": [f"v{c}_{i}" for i in range(64)] for c in range(n)}
print(json.dumps({"header": header, "startMatrix": start, "hints": [], "domains": domains}))
PY
}

echo
echo "| command | wall | CPU | peak memory |"
echo "| --- | ---: | ---: | ---: |"
for n in 130 260 1000; do
  free_riddle "$n"
  measure "solve --max-solutions 1, 64 rows × $n free columns" \
    "$BIN" solve --max-solutions 1 --max-nodes 10000000 "$TMP/free-64x$n.json"
done
MANY=tests/fixtures/many-solutions.json
ALL=(--max-solutions 100000000 --max-nodes 100000000)
measure "count, many-solutions.json (1,710,720 solutions)" "$BIN" count --max-nodes 100000000 "$MANY"
measure "solve (text), many-solutions.json" "$BIN" solve "${ALL[@]}" "$MANY"
measure "solve --json-lines, many-solutions.json" "$BIN" solve --json-lines "${ALL[@]}" "$MANY"
cat "$CORPUS"/*.json > /dev/null # the files in the page cache, for both batches alike
for jobs in 1 2; do
  measure "solve --json --jobs $jobs, $(basename "$CORPUS") folder" \
    "$BIN" solve --json --jobs "$jobs" "$CORPUS"
done
echo
target/release/examples/solve_many --breakdown --runs 11 "$CORPUS"/*.json

#!/bin/sh
# Makes the large riddles of tests/fixtures/large/ with the library's generator and logs how
# long each took (wall seconds). Run from the repository root after `cargo build --release`:
#
#     scripts/gen_large.sh [OUT_DIR] [ROWSxCOLS:SEED ...]
#     MAX_NODES=200000000 scripts/gen_large.sh tests/fixtures/large 50x6:1
#
# ROWSxCOLS is rows × attribute columns (`--rows`, `--cols`; the riddle has one more column,
# House). Without a list, the fixture set is made. The riddle goes to OUT_DIR/ROWSxCOLS-sSEED.json
# and the solution the generator planted (`--expected`, the same seed generated again, at the
# same time on another core) to OUT_DIR/ROWSxCOLS-sSEED.expected.json. MAX_NODES, if set, is
# the generator's node budget (`--max-nodes`; its default is 20 million). A size the generator
# fails on is reported and left out.
set -u
out=${1:-tests/fixtures/large}
[ $# -gt 0 ] && shift
list=${*:-"20x10:1 20x10:2 20x10:3 25x10:1 25x10:2 25x10:3 20x20:1 20x20:2 40x6:1 40x6:2"}
bin=target/release/gridriddle
mkdir -p "$out"
for item in $list; do
    size=${item%%:*}
    seed=${item#*:}
    rows=${size%%x*}
    cols=${size#*x}
    name="$out/$size-s$seed"
    set -- --rows "$rows" --cols "$cols" --seed "$seed" ${MAX_NODES:+--max-nodes "$MAX_NODES"}
    "$bin" generate "$@" --expected >"$name.expected.json" 2>/dev/null &
    start=$(date +%s.%N)
    if "$bin" generate "$@" >"$name.json" 2>"$name.log"; then
        end=$(date +%s.%N)
        wait
        echo "$size seed $seed: $(echo "$end - $start" | bc) s; $(cat "$name.log")"
    else
        wait
        echo "$size seed $seed: failed after $(echo "$(date +%s.%N) - $start" | bc) s: $(cat "$name.log")"
        rm -f "$name.json" "$name.expected.json"
    fi
    rm "$name.log"
done

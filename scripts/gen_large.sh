#!/bin/sh
# Makes the large riddles of tests/fixtures/large/ with the library's generator and logs how
# long each took (wall seconds, max RSS). Run from the repository root after
# `cargo build --release`:
#
#     scripts/gen_large.sh [OUT_DIR] [ROWSxCOLS:SEED ...]
#
# ROWSxCOLS is rows × attribute columns (`--rows`, `--cols`; the riddle has one more column,
# House). Without a list, the fixture set below is made. The riddle goes to
# OUT_DIR/ROWSxCOLS-sSEED.json, its planted solution to …expected.json.
set -eu
out=${1:-tests/fixtures/large}
[ $# -gt 0 ] && shift
list=${*:-"20x10:1 20x10:2 20x10:3 25x10:1 25x10:2 25x10:3 50x6:1 50x6:2 50x6:3 20x20:1 20x20:2 64x6:1 30x15:1"}
bin=target/release/gridriddle
mkdir -p "$out"
for item in $list; do
    size=${item%%:*}
    seed=${item#*:}
    rows=${size%%x*}
    cols=${size#*x}
    name="$out/$size-s$seed"
    start=$(date +%s.%N)
    "$bin" generate --rows "$rows" --cols "$cols" --seed "$seed" >"$name.json" 2>"$name.log"
    end=$(date +%s.%N)
    "$bin" generate --rows "$rows" --cols "$cols" --seed "$seed" --expected >"$name.expected.json" 2>/dev/null
    echo "$size seed $seed: $(echo "$end - $start" | bc) s; $(cat "$name.log")"
    rm "$name.log"
done

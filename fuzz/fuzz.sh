#!/usr/bin/env bash
# Fuzzes one reader of gridriddle with AFL++ (cargo-afl), coverage-guided, on stable Rust:
#
#   fuzz/fuzz.sh TARGET [SECONDS]     TARGET: json, zbc, answer, verify or record; SECONDS: 600
#
# It installs cargo-afl when missing, builds the target (release, with debug assertions), makes
# the seeds afresh from the repository and ../shared (fuzz/seeds.py), fuzzes for SECONDS
# (resuming the earlier run in the same output folder, the seeds it lacks added to its queue), then
# prints the figures: executions, corpus, edges, crashes, hangs. It exits 1 when this run saved a
# crash or a hang (each is listed, with the command that replays it), 2 on a usage error.
#
# The output folder is fuzz/out/TARGET, or $FUZZ_OUT/TARGET (the test command's smoke uses a
# fresh one under target/). Run a long campaign in the background and nice, on a shared machine:
#   nice -n 15 fuzz/fuzz.sh json 3600 > target/fuzz-json.log 2>&1 &
# docs/fuzzing.md says more.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

TARGETS="json zbc answer verify import record"
TARGET="${1:-}"
DURATION="${2:-600}"
if [ -z "$TARGET" ] || ! [[ " $TARGETS " == *" $TARGET "* ]] || ! [[ "$DURATION" =~ ^[0-9]+$ ]]; then
  echo "usage: fuzz/fuzz.sh TARGET [SECONDS]   (TARGET: ${TARGETS// /, })" >&2
  exit 2
fi

# cargo-afl, and AFL++ built for this Rust toolchain: `cargo install cargo-afl` builds AFL++
# while installing; `cargo afl config --build` builds it when that did not (another toolchain
# since, or a build step that failed). `cargo afl --version` names AFL++'s version only when
# AFL++ is built for the current toolchain.
# The version of the afl crate in fuzz/Cargo.lock: cargo-afl's must be the same.
AFL_VERSION="$(sed -n '/^name = "afl"$/{n;s/^version = "\(.*\)"$/\1/p}' Cargo.lock)"
if ! cargo afl --version 2>/dev/null | grep -q "^cargo-afl $AFL_VERSION\b"; then
  echo "== installing cargo-afl $AFL_VERSION (about 2 minutes)"
  env -u CARGO_TARGET_DIR cargo install cargo-afl --version "$AFL_VERSION" --force
fi
if ! cargo afl --version 2>/dev/null | grep -q "AFL++ version"; then
  echo "== building AFL++ for this toolchain (cargo afl config --build)"
  cargo afl config --build --force
fi

echo "== building the $TARGET target"
# fuzz/ is a workspace of its own, with its own target folder (instrumented builds).
env -u CARGO_TARGET_DIR cargo afl build --release --quiet --bin "$TARGET"
BIN="$PWD/target/release/$TARGET"

SEEDS="$PWD/target/seeds/$TARGET"
python3 seeds.py "$TARGET" "$SEEDS"

OUT_ROOT="${FUZZ_OUT:-$PWD/out}"
OUT="$OUT_ROOT/$TARGET"
mkdir -p "$OUT"
RUN="$OUT/default"

# What AFL++ needs on a machine whose /proc and /sys settings this script may not change (a
# shared machine, a container, CI), instead of `cargo afl system-config`, which needs them:
# - AFL_SKIP_CPUFREQ: do not refuse to run because the CPU frequency governor is not
#   "performance" (it cannot be changed here; the cost is some speed).
# - AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES: do not refuse to run when
#   /proc/sys/kernel/core_pattern pipes core dumps to a helper (crashes are still seen: the
#   target aborts on a panic, AFL++ sees the signal; only the core file is missing).
# - AFL_NO_AFFINITY: do not bind to a core: the machine's cores are shared with other work,
#   and binding fails when every core looks busy.
# - AFL_NO_UI: plain lines of progress rather than a full-screen status (logs, CI).
# - AFL_AUTORESUME: an output folder of an earlier run is resumed rather than refused (as
#   `-i -`); AFL_CMPLOG_ONLY_NEW: the resumed queue is not put through CMPLOG again.
# - AFL_IGNORE_SEED_PROBLEMS: a seed that crashes or hangs is saved as a crash or hang and
#   counted below, rather than stopping afl-fuzz before anything is reported.
# - AFL_NO_WARN_INSTABILITY: no warning per input whose paths vary from run to run: expected
#   here (the solver keeps a per-thread workspace from one solve to the next, and hash maps
#   draw a random seed); the stability figure below still says how much.
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_AFFINITY=1 AFL_NO_UI=1
export AFL_AUTORESUME=1 AFL_CMPLOG_ONLY_NEW=1 AFL_IGNORE_SEED_PROBLEMS=1 AFL_NO_WARN_INSTABILITY=1

ARGS=(-i "$SEEDS" -o "$OUT" -x "$PWD/dict/$TARGET.dict" -V "$DURATION")
# An input that runs past 2 s is cut short (-t); it is saved as a hang when it runs past 10 s
# again (AFL_HANG_TMOUT). Most inputs take milliseconds, but some are bounded by a work budget
# rather than fast (the clue compiler's: a clue of thousands of options takes 0.8 s of CPU in
# this build, 3 s of wall time on a loaded machine), and a 2 s hang would be the machine's load.
# No memory limit: a Rust target reserves address space freely.
ARGS+=(-t 2000 -m none)
export AFL_HANG_TMOUT=10000
if [ -f "$RUN/fuzzer_stats" ]; then
  # Resuming (AFL_AUTORESUME): AFL++ reads the run's queue again, so the seeds not in it yet
  # are copied into it, and then it must read the queue afresh rather than load its
  # fast-resume state (AFL_NO_FASTRESUME: the whole queue calibrated again, minutes for
  # thousands of inputs). A seed is in it when a queue entry has its content, or was made from
  # a seed of its name (",orig:NAME": AFL++ trims the seeds it keeps, so the content changes).
  declare -A QUEUED=()
  while read -r sum _; do QUEUED[$sum]=1; done < <(find "$RUN/queue" -maxdepth 1 -type f -exec md5sum {} +)
  ADDED=0
  for seed in "$SEEDS"/*; do
    sum=$(md5sum < "$seed" | cut -d' ' -f1)
    name="$(basename "$seed")"
    if [ -z "${QUEUED[$sum]:-}" ] && ! compgen -G "$RUN/queue/*,orig:$name" >/dev/null \
      && ! compgen -G "$RUN/queue/*,orig:seed-$name" >/dev/null; then
      # An id AFL++ renumbers (id:999999 is not its place), and the name after ",orig:".
      cp "$seed" "$RUN/queue/id:999999,orig:seed-$name"
      ADDED=$((ADDED + 1))
    fi
  done
  [ "$ADDED" -eq 0 ] || export AFL_NO_FASTRESUME=1
  echo "== resuming the run in $RUN for ${DURATION}s ($ADDED new seeds)"
else
  echo "== fuzzing $TARGET for ${DURATION}s into $RUN"
fi
cargo afl fuzz "${ARGS[@]}" -- "$BIN"

stat() { sed -n "s/^$1 *: *//p" "$RUN/fuzzer_stats"; }
saved() { find "$RUN/$1" -maxdepth 1 -type f -name 'id:*' 2>/dev/null | sort; }
mapfile -t CRASHES < <(saved crashes)
mapfile -t HANGS < <(saved hangs)
echo "== $TARGET: figures of this run (fuzzer_stats; executions and run time count earlier runs of $RUN too)"
echo "executions: $(stat execs_done) ($(stat execs_per_sec)/s now), run time $(stat run_time) s"
echo "corpus: $(stat corpus_count) inputs"
echo "edges: $(stat edges_found) of $(stat total_edges) ($(stat bitmap_cvg)), stability $(stat stability)"
echo "crashes: ${#CRASHES[@]}, hangs: ${#HANGS[@]}"
if [ $((${#CRASHES[@]} + ${#HANGS[@]})) -gt 0 ]; then
  echo "!! $TARGET: crashes or hangs saved; replay each with: $BIN < FILE" >&2
  printf '!!   %s\n' "${CRASHES[@]}" "${HANGS[@]}" >&2
  exit 1
fi

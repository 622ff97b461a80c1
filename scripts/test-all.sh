#!/usr/bin/env bash
# Runs every check and test of gridriddle: format, lints, native tests (unit, integration,
# property, doc), a 30 s fuzz smoke of each reader (AFL++), docs, the purity check, the Python
# package and its tests (in a venv it makes under target/), then the WebAssembly bindings and
# the demo page in headless Chromium.
#
# It installs nothing system-wide and changes nothing outside the clone (and the caches of cargo,
# pip and npm). Inside it, it makes what the tests need from the package registries, when missing
# or out of date: a Python venv (target/py-venv) and the page tests' npm packages
# (www/node_modules, `npm ci`). A part whose tools are missing (the wasm32 target,
# wasm-bindgen-cli, node, chromium, chromedriver) is skipped, said loudly, and named again at the
# end with what was missing; scripts/install-test-tools.sh installs them. Each part runs when its
# own tools are there: the wasm build and its wasm-bindgen tests need no npm package. With
# GRIDRIDDLE_REQUIRE_ALL=1 (as CI runs it), a skipped part is an error.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

SKIPPED=()
skip() {
  echo "!! SKIPPED: $1" >&2
  SKIPPED+=("$1")
}
# "a, b, c": the arguments, comma separated.
listed() { printf '%s, ' "$@" | sed 's/, $//'; }
# Each part's wall time, printed as it ends and again at the end (the README's install figures
# come from these lines of a run on a fresh clone).
PART=""
PART_START=$SECONDS
TIMES=()
WITHIN=()
part() {
  if [ -n "$PART" ]; then
    TIMES+=("$(printf '%5d s  %s' $((SECONDS - PART_START)) "$PART")" ${WITHIN[@]+"${WITHIN[@]}"})
    WITHIN=()
    echo "   ($((SECONDS - PART_START)) s)"
  fi
  PART="$1"
  PART_START=$SECONDS
  [ -z "$PART" ] || echo "== $PART"
}
# Runs a command and says how long it took: `timed "what" command args...`.
timed() {
  local what="$1" start=$SECONDS
  shift
  "$@"
  WITHIN+=("$(printf '%5d s      of which: %s' $((SECONDS - start)) "$what")")
}

has_component() { rustup component list --installed 2>/dev/null | grep -q "^$1"; }

part "format and lints"
if has_component rustfmt; then cargo fmt --check; else skip "cargo fmt --check (no rustfmt)"; fi
if has_component clippy; then
  cargo clippy --all-targets -- -D warnings
  # The Python package's crate (python/, PyO3), in its own target folder as the Python part below.
  (cd python && CARGO_TARGET_DIR="$PWD/target" cargo clippy --all-targets -- -D warnings)
else
  skip "cargo clippy (no clippy)"
fi

part "native tests"
# The corpus tests (tests/corpus.rs and others) read ../shared/corpus beside the clone; without
# it they pass without checking the corpus, which is said here and at the end. The corpus comes
# with the project's shared folder, not with the repository, so this is not an error in CI.
NO_CORPUS=""
if [ ! -d ../shared/corpus ]; then
  NO_CORPUS="the corpus tests' riddles (../shared/corpus is not beside the repository)"
  echo "!! SKIPPED: $NO_CORPUS" >&2
fi
cargo test

part "Parquet (the cargo feature parquet, off by default): dataset --out FILE.parquet"
cargo test --features parquet --test parquet --bin gridriddle

part "the large riddles, in release (the heavy ones of tests/large.rs take minutes in debug)"
cargo test --release --test large -- --include-ignored

part "the generator at every size of docs/generating.md's table, and 1,000 consecutive seeds, in release"
cargo test --release --test generate -- --include-ignored

part "fuzzing: a 30 s smoke of each fuzz target (fuzz/fuzz.sh: AFL++ through cargo-afl)"
# Each target fuzzed 30 s from its seeds in a fresh folder under target/ (a long campaign goes in
# fuzz/out: docs/fuzzing.md); a crash or a hang saved fails the test command, after every target
# has run, naming them. The build of the instrumented targets is fuzz/'s own (fuzz/target).
if cargo afl --version 2>/dev/null | grep -q "AFL++ version"; then
  # fuzz/ is a workspace of its own: the checks above do not see it.
  (cd fuzz && cargo fmt --check && cargo clippy --all-targets -- -D warnings)
  rm -rf target/fuzz-smoke
  FOUND=()
  for target in json zbc answer verify import record; do
    FUZZ_OUT="$PWD/target/fuzz-smoke" bash fuzz/fuzz.sh "$target" 30 || FOUND+=("$target")
  done
  if [ ${#FOUND[@]} -gt 0 ]; then
    echo "error: the fuzz smoke failed (a crash or a hang saved, or a target that did not build or run: see above) for: $(listed "${FOUND[@]}")" >&2
    exit 1
  fi
else
  skip "the fuzz targets' smoke (missing: cargo-afl with AFL++ built for this toolchain)"
fi

part "docs"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

part "the core stays pure (no files, terminals or clocks outside the shells)"
if grep -rnE 'std::(fs|io|env|time)|println!|eprintln!|Instant' src/ | grep -vE '^src/main\.rs:|^src/(cli|wasm)/'; then
  echo "error: the lines above use I/O or a clock in the core" >&2
  exit 1
fi

part "no cycle between files (src/ and www/)"
python3 scripts/check-cycles.py --strict

part "Python: the gridriddle package (python/), pytest, the Dask example on two local workers"
# A venv of its own under target/ (kept from run to run), with maturin, pytest and Dask from
# PyPI; `pip install ./python` builds the extension in release (python/target is reused).
PY_VENV=target/py-venv
if [ -x "$PY_VENV/bin/python" ] || python3 -m venv "$PY_VENV" >/dev/null 2>&1; then
  # reasoning-gym and datasets: python/tests/test_evaluate.py runs gridriddle.reasoning_gym
  # through reasoning_gym.create_dataset and the Hugging Face example (the first install of
  # reasoning-gym took 1 min 42 s here; later runs find it installed).
  "$PY_VENV/bin/python" -m pip install --quiet --disable-pip-version-check maturin pytest "dask[distributed]" reasoning-gym datasets
  timed "pip install ./python (the extension in release)" \
    "$PY_VENV/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps ./python
  # The command line's bytes are compared with the module's (tests/test_dask_example.py), its
  # Parquet files with pyarrow's reading (tests/test_parquet.py; pyarrow comes with datasets).
  cargo build --quiet --features parquet
  GRIDRIDDLE_BIN="$PWD/target/debug/gridriddle" "$PY_VENV/bin/python" -m pytest python/tests -q -rs -p no:cacheprovider
else
  rm -rf "$PY_VENV"
  skip "the Python package's tests (python3 -m venv cannot make a venv: apt-get install python3-venv)"
fi

part "WebAssembly: the build (www/pkg) and the bindings' wasm-bindgen tests"
WB="$(bash scripts/wasm-bindgen-version.sh)"
missing=()
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown || missing+=("the wasm32-unknown-unknown target")
[ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $WB" ] || missing+=("wasm-bindgen-cli $WB")
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}" # where the page tests look for it
CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver || echo /usr/bin/chromedriver)}"
export CHROMIUM CHROMEDRIVER
HAVE_NODE=""
command -v node >/dev/null && HAVE_NODE=1
BUILT=""
if [ ${#missing[@]} -eq 0 ]; then
  timed "bash www/build.sh (release)" bash www/build.sh
  BUILT=1
  if [ -n "$HAVE_NODE" ]; then
    bash www/test-bindings.sh node
  else
    skip "the wasm-bindgen tests in Node (missing: node)"
  fi
  browser=()
  [ -x "$CHROMEDRIVER" ] || browser+=("chromedriver")
  [ -x "$CHROMIUM" ] || browser+=("chromium at $CHROMIUM")
  if [ ${#browser[@]} -eq 0 ]; then
    bash www/test-bindings.sh browser
  else
    skip "the wasm-bindgen tests in headless Chrome (missing: $(listed "${browser[@]}"))"
  fi
else
  skip "the WebAssembly build and its wasm-bindgen tests (missing: $(listed "${missing[@]}"))"
fi

part "the page's npm packages (www/node_modules, from www/package-lock.json)"
# npm ci into www/node_modules, as the Python tests' venv above: only when the packages are
# missing or are not the versions www/package-lock.json names (kept from run to run).
NPM_PROBLEM=""
if [ -z "$HAVE_NODE" ]; then
  NPM_PROBLEM="node"
elif ! command -v npm >/dev/null; then
  NPM_PROBLEM="npm, to install www/node_modules"
elif (cd www && node -e "$(cat <<'JS'
// Exit 0 when every package of package-lock.json is in node_modules at its version.
const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
for (const [where, locked] of Object.entries(lock.packages)) {
  if (!where) continue; // the project itself
  let version;
  try {
    version = JSON.parse(fs.readFileSync(`${where}/package.json`, 'utf8')).version;
  } catch {
    if (locked.optional) continue; // another platform's package
    process.exit(1);
  }
  if (version !== locked.version) process.exit(1);
}
JS
)"); then
  echo "www/node_modules is up to date"
elif ! (cd www && npm ci --no-audit --no-fund); then
  NPM_PROBLEM="www/node_modules: npm ci failed (see above)"
fi

part "the package from Node, www/README.md's JavaScript, the page in headless Chromium"
missing=()
[ -n "$BUILT" ] || missing+=("www/pkg, the WebAssembly build above")
[ -n "$HAVE_NODE" ] || missing+=("node")
page=()
[ -z "$NPM_PROBLEM" ] || page+=("$NPM_PROBLEM")
[ -x "$CHROMIUM" ] || page+=("chromium at $CHROMIUM")
if [ ${#missing[@]} -gt 0 ]; then
  skip "the Node example, the package's tests in Node and the page tests (missing: $(listed "${missing[@]}"))"
elif [ ${#page[@]} -gt 0 ]; then
  bash www/test-page.sh --without-browser
  skip "the page tests in headless Chromium and the TypeScript check (missing: $(listed "${page[@]}"))"
else
  bash www/test-page.sh
fi

# What the builds left in the clone (target folders, the venv, npm packages, the wasm package),
# and their total.
part "disk used in the clone by the builds and tools:"
du -shc target python/target fuzz/target www/node_modules www/pkg 2>/dev/null || true
part ""
echo "== wall time of each part (this machine, this run):"
printf '%s\n' "${TIMES[@]}"

if [ -n "$NO_CORPUS" ]; then
  echo >&2
  echo "!! SKIPPED, without failing: $NO_CORPUS; it comes with the project's shared folder" >&2
fi
if [ ${#SKIPPED[@]} -gt 0 ]; then
  echo >&2
  echo "!! ${#SKIPPED[@]} part(s) SKIPPED, everything else passed:" >&2
  printf '!!   - %s\n' "${SKIPPED[@]}" >&2
  echo "!! install the tools with: bash scripts/install-test-tools.sh (uses apt-get, cargo install, npm ci)" >&2
  if [ "${GRIDRIDDLE_REQUIRE_ALL:-0}" = 1 ]; then
    echo "error: GRIDRIDDLE_REQUIRE_ALL=1 and parts were skipped" >&2
    exit 1
  fi
  exit 0
fi
echo "== all checks passed"

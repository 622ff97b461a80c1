#!/usr/bin/env bash
# Runs every check and test of gridriddle: format, lints, native tests (unit, integration,
# property, doc), docs, the purity check, the Python package and its tests (in a venv it makes
# under target/), then the WebAssembly bindings and the demo page in headless Chromium.
#
# It installs nothing and changes nothing outside the clone (and cargo's cache). A part whose
# tools are missing is skipped, said loudly, and named again at the end with the command that
# installs them (scripts/install-test-tools.sh). With GRIDRIDDLE_REQUIRE_ALL=1 (as CI runs it),
# a skipped part is an error.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

SKIPPED=()
skip() {
  echo "!! SKIPPED: $1" >&2
  SKIPPED+=("$1")
}
has_component() { rustup component list --installed 2>/dev/null | grep -q "^$1"; }

echo "== format and lints"
if has_component rustfmt; then cargo fmt --check; else skip "cargo fmt --check (no rustfmt)"; fi
if has_component clippy; then
  cargo clippy --all-targets -- -D warnings
else
  skip "cargo clippy (no clippy)"
fi

echo "== native tests"
# The corpus tests (tests/corpus.rs and others) read ../shared/corpus beside the clone; without
# it they pass without checking the corpus, which is said here and at the end. The corpus comes
# with the project's shared folder, not with the repository, so this is not an error in CI.
NO_CORPUS=""
if [ ! -d ../shared/corpus ]; then
  NO_CORPUS="the corpus tests' riddles (../shared/corpus is not beside the repository)"
  echo "!! SKIPPED: $NO_CORPUS" >&2
fi
cargo test

echo "== the large riddles, in release (the heavy ones of tests/large.rs take minutes in debug)"
cargo test --release --test large -- --include-ignored

echo "== docs"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

echo "== the core stays pure (no files, terminals or clocks outside the shells)"
if grep -rnE 'std::(fs|io|env|time)|println!|eprintln!|Instant' src/ | grep -vE '^src/main\.rs:|^src/(cli|wasm)/'; then
  echo "error: the lines above use I/O or a clock in the core" >&2
  exit 1
fi

echo "== Python: the gridriddle package (python/), pytest, the Dask example on two local workers"
# A venv of its own under target/ (kept from run to run), with maturin, pytest and Dask from
# PyPI; `pip install ./python` builds the extension in release (python/target is reused).
PY_VENV=target/py-venv
if [ -x "$PY_VENV/bin/python" ] || python3 -m venv "$PY_VENV" >/dev/null 2>&1; then
  "$PY_VENV/bin/python" -m pip install --quiet --disable-pip-version-check maturin pytest "dask[distributed]"
  "$PY_VENV/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps ./python
  # The command line's bytes are compared with the module's (tests/test_dask_example.py).
  cargo build --quiet
  GRIDRIDDLE_BIN="$PWD/target/debug/gridriddle" "$PY_VENV/bin/python" -m pytest python/tests -q -rs -p no:cacheprovider
else
  rm -rf "$PY_VENV"
  skip "the Python package's tests (python3 -m venv cannot make a venv: apt-get install python3-venv)"
fi

echo "== WebAssembly bindings and the demo page"
missing=()
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown || missing+=("the wasm32-unknown-unknown target")
[ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(bash scripts/wasm-bindgen-version.sh)" ] ||
  missing+=("wasm-bindgen-cli $(bash scripts/wasm-bindgen-version.sh)")
command -v node >/dev/null || missing+=("node")
command -v chromium >/dev/null || missing+=("chromium")
command -v chromedriver >/dev/null || missing+=("chromedriver")
[ -d www/node_modules/playwright-core ] && [ -d www/node_modules/axe-core ] || missing+=("www/node_modules (npm ci)")
if [ ${#missing[@]} -eq 0 ]; then
  bash www/build.sh
  bash www/test.sh
else
  skip "the WebAssembly build, its tests and the page tests (missing: $(IFS=,; echo "${missing[*]}" | sed 's/,/, /g'))"
fi

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

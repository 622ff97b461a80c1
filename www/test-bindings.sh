#!/usr/bin/env bash
# The wasm-bindgen tests of the bindings (tests/wasm_*.rs, wasm-bindgen-test), built and run by
# `cargo test --target wasm32-unknown-unknown`: in Node (the files without
# `wasm_bindgen_test_configure!(run_in_browser)`, tests/wasm_bindings.rs) and in headless Chrome
# through chromedriver (the files with it, tests/wasm_browser.rs). They build their own wasm:
# www/pkg is not needed.
#
#   bash www/test-bindings.sh [node] [browser]     # default: both
#
# Needs the wasm32-unknown-unknown target and wasm-bindgen-cli (its test runner); `node` for the
# Node part, chromedriver (on PATH, or CHROMEDRIVER=path) and Chromium for the browser part.
# Honours CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# `--test wasm_a --test wasm_b` for the test files of one part: browser ones or not (-L / -l).
tests_of() {
  local files
  files="$(grep "$1" run_in_browser tests/wasm_*.rs)" || { echo "error: no such tests/wasm_*.rs" >&2; exit 1; }
  sed 's|^tests/\(.*\)\.rs$|--test \1|' <<<"$files"
}

[ $# -gt 0 ] || set -- node browser
for part in "$@"; do
  case "$part" in
    node)
      echo "== wasm-bindgen-test: the bindings in Node"
      tests="$(tests_of -L)"
      # shellcheck disable=SC2086 # one word per argument
      cargo test --target wasm32-unknown-unknown $tests
      ;;
    browser)
      echo "== wasm-bindgen-test: the bindings in headless Chrome (chromedriver)"
      tests="$(tests_of -l)"
      # shellcheck disable=SC2086 # one word per argument
      CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver || echo /usr/bin/chromedriver)}" \
        cargo test --target wasm32-unknown-unknown $tests
      ;;
    *)
      echo "error: www/test-bindings.sh: unknown part \"$part\" (node or browser)" >&2
      exit 2
      ;;
  esac
done

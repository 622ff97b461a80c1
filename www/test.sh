#!/usr/bin/env bash
# Tests the WebAssembly bindings and the demo page (after scripts/install-test-tools.sh and www/build.sh):
#  1. tests/wasm_*.rs with wasm-bindgen-test, in Node and in headless Chrome (chromedriver);
#  2. www/tests/*.test.js with node:test: the built www/pkg in Node, and the page in headless
#     Chromium driven by playwright-core (screenshots in www/test-results/).
# Honours CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

if [ ! -f www/pkg/gridriddle.js ]; then
  echo "error: www/pkg/ is missing: run bash www/build.sh first" >&2
  exit 1
fi

echo "== wasm-bindgen-test: the bindings in Node and in headless Chrome"
CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver || echo /usr/bin/chromedriver)}" \
  cargo test --target wasm32-unknown-unknown --test 'wasm_*'

echo "== the Node example of www/README.md"
out="$(node www/examples/node.mjs)"
echo "$out"
grep -q "Norwegian | yellow" <<<"$out" || { echo "error: the Node example did not print Einstein's riddle's solution" >&2; exit 1; }

echo "== the speed example runs (one pass over the sample riddles)"
node www/examples/bench.mjs --runs 1 riddles/*.json >/dev/null

echo "== node --test: the built package and the page in headless Chromium"
cd www
node --test tests/

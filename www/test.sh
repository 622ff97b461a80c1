#!/usr/bin/env bash
# Tests the WebAssembly bindings and the demo page (after scripts/install-test-tools.sh and www/build.sh):
#  1. www/test-bindings.sh: tests/wasm_*.rs with wasm-bindgen-test, in Node and in headless
#     Chrome (chromedriver);
#  2. www/test-page.sh: the Node example, then www/tests/*.test.js with node:test: the built
#     www/pkg in Node, and the page in headless Chromium driven by playwright-core (screenshots
#     in www/test-results/).
# Honours CARGO_TARGET_DIR. scripts/test-all.sh runs the two parts on their own, each when its
# tools are there.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f www/pkg/gridriddle.js ]; then
  echo "error: www/pkg/ is missing: run bash www/build.sh first" >&2
  exit 1
fi
bash www/test-bindings.sh node browser
bash www/test-page.sh

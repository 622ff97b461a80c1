#!/usr/bin/env bash
# The built package www/pkg (after www/build.sh) from Node, and the page in headless Chromium:
#  1. the Node example of www/README.md (www/examples/node.mjs) and one pass of the speed example;
#  2. www/tests/*.test.js with node:test: the package in Node, the JavaScript of www/README.md,
#     and the page driven by playwright-core (screenshots in www/test-results/).
#
#   bash www/test-page.sh                   # all of it: needs www/node_modules (npm ci) and Chromium
#   bash www/test-page.sh --without-browser # 1, and the test files that need only Node and www/pkg
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f www/pkg/gridriddle.js ]; then
  echo "error: www/pkg/ is missing: run bash www/build.sh first" >&2
  exit 1
fi

echo "== the Node example of www/README.md"
out="$(node www/examples/node.mjs)"
echo "$out"
grep -q "Norwegian | yellow" <<<"$out" || { echo "error: the Node example did not print Einstein's riddle's solution" >&2; exit 1; }

echo "== the speed example runs (one pass over the sample riddles)"
node www/examples/bench.mjs --runs 1 riddles/*.json >/dev/null

cd www
if [ "${1:-}" = --without-browser ]; then
  # The test files that import neither playwright-core (the page) nor typescript (types.test.js).
  echo "== node --test: the built package in Node, www/README.md's JavaScript (no browser)"
  node --test tests/bindings.test.js tests/marks.test.js tests/daily.test.js tests/play-game.test.js tests/readme.test.js
else
  echo "== node --test: the built package, www/README.md's JavaScript and the page in headless Chromium"
  node --test tests/
fi

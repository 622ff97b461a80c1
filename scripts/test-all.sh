#!/usr/bin/env bash
# Runs every check and test of gridriddle: format, lints, native tests (unit, integration,
# property, doc), docs, then the WebAssembly bindings and the demo page in headless Chromium.
# Installs what is missing first (idempotent), so it works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

for component in rustfmt clippy; do
  rustup component list --installed | grep -q "^$component" || rustup component add "$component"
done

echo "== format and lints"
cargo fmt --check
cargo clippy --all-targets -- -D warnings

echo "== native tests"
cargo test

echo "== docs"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

echo "== the core stays pure (no files, terminals or clocks outside the shells)"
if grep -rnE 'std::(fs|io|env|time)|println!|eprintln!|Instant' src/ | grep -vE '^src/(main|wasm)\.rs:'; then
  echo "error: the lines above use I/O or a clock in the core" >&2
  exit 1
fi

if [ -f www/build.sh ]; then
  echo "== WebAssembly bindings and the demo page"
  [ -f www/setup.sh ] && bash www/setup.sh
  bash www/build.sh
  bash www/test.sh
fi
echo "== all checks passed"

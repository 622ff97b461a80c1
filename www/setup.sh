#!/usr/bin/env bash
# Installs what the browser tests need, only when it is missing: Debian's chromium and
# chromium-driver (for wasm-bindgen-test in Chrome and for the page tests), and playwright-core
# (npm ci, from www/package-lock.json). Playwright's own browser download is never used.
# The Rust side (wasm32 target, wasm-bindgen-cli) is installed by www/build.sh.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "== installing chromium and chromium-driver (about 1.5 minutes)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

if [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund
fi

#!/usr/bin/env bash
# Builds the WebAssembly module and its JavaScript bindings into www/pkg/ (gridriddle.js,
# gridriddle_bg.wasm, gridriddle.d.ts). Idempotent: installs the wasm32 target and
# wasm-bindgen-cli only when missing, and rebuilds only what changed.
#
# Honours CARGO_TARGET_DIR (default: target/). The wasm-bindgen-cli version is the one of the
# wasm-bindgen crate in Cargo.lock (pinned with `=` in Cargo.toml): the two must be equal.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

WB="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
WB="${WB:-0.2.130}"
TARGET_DIR="${CARGO_TARGET_DIR:-target}"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB" ]; then
  echo "== installing wasm-bindgen-cli $WB (about 5 minutes)"
  # Not --locked: its lock file pins a webpki-roots that some registry mirrors lack.
  # Built in cargo's own temporary directory, not in CARGO_TARGET_DIR.
  env -u CARGO_TARGET_DIR cargo install wasm-bindgen-cli --version "$WB" --force
fi

# The release profile of Cargo.toml keeps debug info for profiling native builds; the wasm
# module does not need it, and link-time optimisation makes it smaller and faster.
CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo build --release --target wasm32-unknown-unknown --lib

wasm-bindgen --target web --out-dir www/pkg \
  "$TARGET_DIR/wasm32-unknown-unknown/release/gridriddle.wasm"
echo "== www/pkg: $(wc -c < www/pkg/gridriddle_bg.wasm) bytes of wasm"

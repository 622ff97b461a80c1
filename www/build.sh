#!/usr/bin/env bash
# Builds the WebAssembly module and its JavaScript bindings into www/pkg/ (gridriddle.js,
# gridriddle_bg.wasm, gridriddle.d.ts); rebuilds only what changed. It installs nothing: the
# wasm32 target and wasm-bindgen-cli come from scripts/install-test-tools.sh.
#
#   bash www/build.sh         # the release build, for publishing and for the tests (LTO, one
#                             # codegen unit: 8.5 min on 2 loaded cores the first time, 239 MB
#                             # of build files; docs/install.md)
#   bash www/build.sh --dev   # a quick build while working: opt-level 1, no LTO, no debug info,
#                             # no wasm-opt; the same www/pkg, a larger and slower module
#
# Honours CARGO_TARGET_DIR (default: target/). The wasm-bindgen-cli version is the one of the
# wasm-bindgen crate in Cargo.lock (pinned with `=` in Cargo.toml): the two must be equal.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

WB="$(bash scripts/wasm-bindgen-version.sh)"
TARGET_DIR="${CARGO_TARGET_DIR:-target}"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown ||
  [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB" ]; then
  echo "error: www/build.sh needs the wasm32-unknown-unknown target and wasm-bindgen-cli $WB;" >&2
  echo "       install them with: bash scripts/install-test-tools.sh" >&2
  exit 1
fi

# wasm-bindgen copies the Rust doc comments into the declarations, rustdoc's links with them:
# `[`Rating`](crate::generate::Rating)` and `[`grade`]` are written `Rating` and `grade` there,
# as an editor shows them (www/tests/types.test.js checks none is left).
plain_links() {
  local d=www/pkg/gridriddle.d.ts
  sed -E 's/\[(`[^`]+`)\]\([^)]*\)/\1/g; s/\[(`[^`]+`)\]/\1/g' "$d" > "$d.tmp"
  mv "$d.tmp" "$d"
}

MODE=release
case "${1:-}" in
  --dev) MODE=dev ;;
  "") ;;
  *) echo "usage: bash www/build.sh [--dev]" >&2; exit 2 ;;
esac

if [ "$MODE" = dev ]; then
  # The dev profile (target/wasm32-unknown-unknown/debug), optimised a little so that the solver
  # and the generator answer in the page's time, without debug info (the module would be tens of
  # megabytes) and without LTO; WASM_OPT is ignored.
  CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_PROFILE_DEV_DEBUG=false \
    cargo build --target wasm32-unknown-unknown --lib
  wasm-bindgen --target web --out-dir www/pkg \
    "$TARGET_DIR/wasm32-unknown-unknown/debug/gridriddle.wasm"
  plain_links
  echo "== www/pkg (dev build, not for publishing): $(wc -c < www/pkg/gridriddle_bg.wasm) bytes of wasm"
  exit 0
fi

# The release profile of Cargo.toml keeps debug info for profiling native builds; the wasm
# module does not need it, and link-time optimisation makes it smaller and faster.
CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo build --release --target wasm32-unknown-unknown --lib

wasm-bindgen --target web --out-dir www/pkg \
  "$TARGET_DIR/wasm32-unknown-unknown/release/gridriddle.wasm"
plain_links
# Optional: WASM_OPT=/path/to/wasm-opt (binaryen, e.g. from `npm install binaryen@132`) shrinks
# the module with -Oz, no slower (docs/speed.md: the sizes without and with it, measured at the
# commit it names; the line below prints this build's). Off by default: binaryen's npm package is
# about 100 MB, and the pass adds to every build.
if [ -n "${WASM_OPT:-}" ]; then
  "$WASM_OPT" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    www/pkg/gridriddle_bg.wasm -o www/pkg/gridriddle_bg.wasm
fi
echo "== www/pkg: $(wc -c < www/pkg/gridriddle_bg.wasm) bytes of wasm"

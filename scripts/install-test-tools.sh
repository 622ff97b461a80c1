#!/usr/bin/env bash
# Installs every tool that scripts/test-all.sh can use but does not install itself, skipping
# what is already there (idempotent). It changes the system: run it on purpose (CI runs it
# through .ci/run). What it installs:
#   - rustup components rustfmt and clippy, and the wasm32-unknown-unknown target;
#   - wasm-bindgen-cli, at the version of the wasm-bindgen crate in Cargo.lock (cargo install,
#     about 5 minutes);
#   - Debian's chromium and chromium-driver (apt-get, with sudo when not root);
#   - Debian's python3-venv when `python3 -m venv` cannot make a venv (the Python tests);
#   - the page tests' npm packages (playwright-core, typescript, axe-core) into www/node_modules (npm ci);
#   - cargo-afl at the afl crate's version in fuzz/Cargo.lock, with AFL++ built for the current
#     toolchain (the fuzz targets' smoke, fuzz/fuzz.sh; cargo install, about 2 minutes; make,
#     from Debian, if missing, to build AFL++).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

for component in rustfmt clippy; do
  rustup component list --installed | grep -q "^$component" || rustup component add "$component"
done
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

WB="$(bash scripts/wasm-bindgen-version.sh)"
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB" ]; then
  echo "== installing wasm-bindgen-cli $WB (about 5 minutes)"
  # Not --locked: its lock file pins a webpki-roots that some registry mirrors lack.
  env -u CARGO_TARGET_DIR cargo install wasm-bindgen-cli --version "$WB" --force
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "== installing chromium and chromium-driver (about 1.5 minutes)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  echo "== installing python3-venv"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv
fi

if [ ! -d www/node_modules/playwright-core ] || [ ! -d www/node_modules/typescript ] || [ ! -d www/node_modules/axe-core ]; then
  (cd www && npm ci --no-audit --no-fund)
fi
# cargo-afl builds AFL++ (make and a C compiler) while it installs; `cargo afl config --build`
# builds it when that did not happen (another toolchain since, or a build step that failed).
# `cargo afl --version` names AFL++'s version only when it is built for the current toolchain.
if ! command -v make >/dev/null; then
  echo "== installing make (to build AFL++)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y make
fi
AFL_VERSION="$(sed -n '/^name = "afl"$/{n;s/^version = "\(.*\)"$/\1/p}' fuzz/Cargo.lock)"
if ! cargo afl --version 2>/dev/null | grep -q "^cargo-afl $AFL_VERSION\b"; then
  echo "== installing cargo-afl $AFL_VERSION, the afl crate's version in fuzz/Cargo.lock (about 2 minutes)"
  env -u CARGO_TARGET_DIR cargo install cargo-afl --version "$AFL_VERSION" --force
fi
if ! cargo afl --version 2>/dev/null | grep -q "AFL++ version"; then
  echo "== building AFL++ for this toolchain"
  cargo afl config --build --force
fi
echo "== test tools installed"

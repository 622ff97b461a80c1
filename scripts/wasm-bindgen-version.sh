#!/usr/bin/env bash
# Prints the version of the wasm-bindgen crate in Cargo.lock: the wasm-bindgen-cli that builds
# the bindings must be this very version.
set -euo pipefail
cd "$(dirname "$0")/.."
v="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
echo "${v:-0.2.130}"

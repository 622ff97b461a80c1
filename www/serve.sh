#!/usr/bin/env bash
# Serves the demo page at http://127.0.0.1:PORT/ (default 8000). Build it first: bash www/build.sh
set -euo pipefail
cd "$(dirname "$0")"
PORT="${1:-8000}"
[ -f pkg/gridriddle.js ] || echo "warning: www/pkg/ is missing: run bash www/build.sh first" >&2
echo "Serving www/ at http://127.0.0.1:$PORT/ (Ctrl+C stops)"
exec python3 -m http.server "$PORT" --bind 127.0.0.1

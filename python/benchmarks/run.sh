#!/usr/bin/env bash
# The benchmark's own venv (target/bench-venv, kept): gridriddle from ./python and reasoning-gym
# from PyPI, then bench_generate.py (arguments passed on) and the corpus grading.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=target/bench-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check reasoning-gym
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps ./python
"$VENV/bin/python" python/benchmarks/bench_generate.py "$@"
"$VENV/bin/python" python/benchmarks/grade_corpus.py

#!/usr/bin/env python3
"""Pick the steps of tests/fixtures/verify-claims-other.jsonl by the fixed rule (issue 49's blind
measure of the claims reader on other models' reasoning; see docs/verifying.md).

Usage: scripts/pick-blind-steps.py GIT_DIR > steps.jsonl
GIT_DIR is a clone of yuchenlin/ZeroEval holding the three blobs named below.

Rule, fixed before any reasoning was read: per file, every k-th output in file order from the
first, k = ceil(N / 8); the reasoning is the "reasoning" string of the output's last balanced
{...} (parsed with raw newlines escaped), else the text before that object, else the whole
output; it is cut into non-empty lines and each line into sentences at . ! ? followed by
white space and a character that is not lower-case; every m-th step from the first of each
chosen output, m the smallest integer that chooses at most 45 steps of that file.
"""
import json, math, re, subprocess, sys
GIT = sys.argv[1]
FILES = [("o1-mini-2024-09-12.json", "63e0b965"), ("Qwen2-72B-Instruct.json", "943feb1a"), ("gemma-2-27b-it.json", "f8af74c0")]

def last_obj(s):
    # ZeroEval counts braces blindly (strings too); do the same to find the object
    start = None; last = None; depth = 0
    for i, ch in enumerate(s):
        if ch == '{':
            if depth == 0: start = i
            depth += 1
        elif ch == '}' and depth > 0:
            depth -= 1
            if depth == 0: last = (start, i + 1)
    return last

def lenient(t):
    out = []; instr = False; esc = False
    for ch in t:
        if instr:
            if esc: esc = False; out.append(ch); continue
            if ch == '\\': esc = True; out.append(ch); continue
            if ch == '"': instr = False; out.append(ch); continue
            if ch == '\n': out.append('\\n'); continue
            if ch == '\t': out.append('\\t'); continue
            if ch == '\r': continue
            out.append(ch)
        else:
            if ch == '"': instr = True
            out.append(ch)
    return ''.join(out)

def reasoning(out):
    span = last_obj(out)
    if span is None: return out
    try:
        d = json.loads(lenient(out[span[0]:span[1]]))
        if isinstance(d.get("reasoning"), str): return d["reasoning"]
    except Exception:
        pass
    return out[:span[0]]

def steps(text):
    res = []
    for line in text.split('\n'):
        line = line.strip()
        if not line: continue
        parts = re.split(r'(?<=[.!?])\s+(?=[^a-z])', line)
        res += [p.strip() for p in parts if p.strip()]
    return res

allsteps = []
for name, blob in FILES:
    data = json.loads(subprocess.run(["git", "--git-dir", GIT, "cat-file", "-p", blob], capture_output=True, check=True).stdout)
    k = math.ceil(len(data) / 8)
    chosen = data[::k]
    per = [(it["id"], steps(reasoning(it["output"][0]))) for it in chosen]
    m = 1
    while sum(len(s[::m]) for _, s in per) > 45: m += 1
    print(name, "N", len(data), "k", k, "outputs", len(chosen), "m", m, "steps", sum(len(s[::m]) for _, s in per), file=sys.stderr)
    for id_, s in per:
        for i in range(0, len(s), m):
            allsteps.append({"source": f"{name} blob {blob}", "id": id_, "step": i + 1, "text": s[i]})
for x in allsteps:
    print(json.dumps(x))

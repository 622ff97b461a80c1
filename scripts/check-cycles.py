#!/usr/bin/env python3
"""Fails when two files of src/ or of www/ depend on each other, directly or through others.

The file-level import graph (Python 3 standard library only):

- src/: the crates rooted at src/lib.rs and src/main.rs, their modules found through `mod name;`
  (a module is its file; an inline `mod name { … }` belongs to its file). An edge goes from a file
  to the file that *defines* what it names through `use crate::…`, `use super::…`, `use self::…`,
  a child module or an imported name, or through such a path written in the code
  (`super::x::f()`). Names re-exported or imported with `use` are followed to the file that
  defines them, so `use crate::Riddle` depends on src/riddle.rs, not on src/lib.rs. A `mod`
  declaration alone is no edge (a parent holding its child is not a dependency on it), and
  neither is a module's use of what an enclosing module defines (`use super::Names` in
  explain/words.rs): a child is a part of its parent and sees even its private items. With
  `--strict` those count too, and inside src/solver/ they always do: the solver's files form no
  cycle at all, its mod.rs included (issue 44).
- www/: the top-level ES modules www/*.js and their `import … from './x.js'`,
  `export … from './x.js'` and `import('./x.js')`.

Prints each cycle (one path round it, then every edge inside the strongly connected set of
files, with the line that makes it) and exits 1; when there is none, prints
"no cycle between files: N files in src/, M in www/".

    python3 scripts/check-cycles.py [--strict] [repository root]
"""

import os
import re
import sys
from collections import defaultdict

ITEM_KEYWORDS = {"fn", "struct", "enum", "trait", "type", "const", "static", "union"}
KEYWORD_PREFIX = {"crate", "super", "self"}


# ---------------------------------------------------------------- Rust: tokens

def strip_rust(text):
    """The source with comments, strings and char literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c in "rb" and re.match(r'(?:br|r)#*"', text[i:i + 260]) and not _ident_char(text, i - 1):
            m = re.match(r'(?:br|r)(#*)"', text[i:])
            end = text.find('"' + m.group(1), i + m.end())
            end = n if end < 0 else end + 1 + len(m.group(1))
            out.append(" " + "\n" * text.count("\n", i, end))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(" " + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'":
            m = re.match(r"'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'", text[i:i + 16])
            if m:
                out.append(" ")
                i += m.end()
            else:  # a lifetime or a label
                out.append(" ")
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _ident_char(text, i):
    return i >= 0 and (text[i].isalnum() or text[i] == "_")


TOKEN = re.compile(r"\$?[A-Za-z_][A-Za-z0-9_]*|::|\S")


def tokens(text):
    """[(token, line)] of the stripped source."""
    result, line, pos = [], 1, 0
    for m in TOKEN.finditer(text):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        tok = m.group()
        if tok.startswith("r#") and len(tok) > 2:
            tok = tok[2:]
        result.append((tok, line))
    return result


def is_ident(tok):
    return tok[0].isalpha() or tok[0] == "_"


# ---------------------------------------------------------------- Rust: modules and names

class Crate:
    def __init__(self, tag, root_file):
        self.tag = tag
        self.root = root_file


class RustGraph:
    def __init__(self, src, strict=False):
        self.src = src
        self.strict = strict
        self.module_file = {}  # module path (tuple) -> file
        self.defs = defaultdict(set)  # module -> names defined there
        self.aliases = defaultdict(dict)  # module -> name -> absolute path (tuple)
        self.globs = defaultdict(list)  # module -> [absolute module path]
        self.file_tokens = {}
        self.file_module = {}  # file -> its module path
        self.pending = []  # (file, module, kind, payload, line)

    # --- pass 1: modules, definitions, use declarations
    def load_crate(self, tag, root):
        self._load_file(root, (tag,), is_root=True)

    def _load_file(self, path, module, is_root=False):
        if path in self.file_module:
            return
        with open(path, encoding="utf-8") as f:
            toks = tokens(strip_rust(f.read()))
        self.file_tokens[path] = toks
        self.file_module[path] = module
        self.module_file[module] = path
        base = os.path.dirname(path)
        stem = os.path.splitext(os.path.basename(path))[0]
        child_dir = base if is_root or stem == "mod" else os.path.join(base, stem)
        stack = [(module, -1)]  # (module, brace depth where it closes)
        depth = 0
        i = 0
        while i < len(toks):
            tok, line = toks[i]
            cur = stack[-1][0]
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                if len(stack) > 1 and depth == stack[-1][1]:
                    stack.pop()
            elif tok == "mod" and i + 2 < len(toks) and is_ident(toks[i + 1][0]):
                name, after = toks[i + 1][0], toks[i + 2][0]
                child = cur + (name,)
                if after == ";":
                    sub = os.path.join(child_dir, *cur[len(module):], name)
                    for candidate in (sub + ".rs", os.path.join(sub, "mod.rs")):
                        if os.path.exists(candidate):
                            self._load_file(candidate, child)
                            break
                    else:
                        raise SystemExit(f"error: {path}:{line}: no file for `mod {name};`")
                    i += 3
                    continue
                if after == "{":
                    self.module_file[child] = path
                    depth += 1
                    stack.append((child, depth - 1))
                    i += 3
                    continue
            elif tok == "use" and (i == 0 or toks[i - 1][0] != "::"):
                j = i + 1
                while j < len(toks) and toks[j][0] != ";":
                    j += 1
                for full, alias, glob in parse_use_tree([t for t, _ in toks[i + 1:j]]):
                    self.pending.append((path, cur, "use", (full, alias, glob), line))
                i = j + 1
                continue
            elif tok in ITEM_KEYWORDS and i + 1 < len(toks) and is_ident(toks[i + 1][0]):
                self.defs[cur].add(toks[i + 1][0])
            elif tok == "macro_rules" and i + 2 < len(toks) and toks[i + 1][0] == "!":
                self.defs[cur].add(toks[i + 2][0])
            i += 1

    # --- paths
    def absolute(self, module, segs):
        """The path `segs` written in `module`, from the crate root; None when outside the crates."""
        if not segs:
            return None
        first = segs[0]
        if first == "crate":
            return (module[0],) + tuple(segs[1:])
        if first == "gridriddle" and module[0] == "bin":
            return ("lib",) + tuple(segs[1:])
        if first in ("self", "super"):
            cur, k = module, 0
            while k < len(segs) and segs[k] in ("self", "super"):
                if segs[k] == "super":
                    cur = cur[:-1]
                k += 1
            return cur + tuple(segs[k:])
        if module + (first,) in self.module_file:
            return module + tuple(segs)
        if first in self.aliases[module]:
            return self.aliases[module][first] + tuple(segs[1:])
        return None

    def resolve(self, path, strict=False, seen=0):
        """The file defining what the absolute `path` names (a module itself: its file)."""
        if seen > 20:
            return None
        cur = path[:1]
        if cur not in self.module_file:
            return None
        for k in range(1, len(path)):
            s = path[k]
            if cur + (s,) in self.module_file:
                cur = cur + (s,)
                continue
            if s in self.defs[cur]:
                return self.module_file[cur]
            if s in self.aliases[cur]:
                target = self.aliases[cur][s]
                if target != cur + (s,):
                    found = self.resolve(target + path[k + 1:], strict, seen + 1)
                    if found:
                        return found
            for g in self.globs[cur]:
                found = self.resolve(g + path[k:], True, seen + 1)
                if found:
                    return found
            return None if strict else self.module_file[cur]
        return self.module_file[cur]

    def _encloses(self, outer_file, inner_file):
        """Whether `outer_file`'s module is an ancestor of `inner_file`'s (a child using its parent)."""
        outer, inner = self.file_module[outer_file], self.file_module[inner_file]
        return len(outer) < len(inner) and inner[:len(outer)] == outer

    def is_module(self, path):
        return path in self.module_file

    # --- pass 2: aliases, then edges
    def build(self):
        for path, module, kind, (full, alias, glob), line in self.pending:
            absolute = self.absolute(module, full) if full else None
            if absolute is None:
                continue
            if glob:
                self.globs[module].append(absolute)
            elif alias:
                self.aliases[module][alias] = absolute
        edges = defaultdict(lambda: defaultdict(list))

        solver = os.path.join(self.src, "solver") + os.sep

        def add(src, dst, line, text):
            inside_solver = src.startswith(solver) and dst is not None and dst.startswith(solver)
            if dst and dst != src and (self.strict or inside_solver or not self._encloses(dst, src)):
                edges[src][dst].append(f"{src}:{line}: {text}")

        for path, module, kind, (full, alias, glob), line in self.pending:
            absolute = self.absolute(module, full) if full else None
            if absolute is None:
                continue
            if glob:
                add(path, self.resolve(absolute), line, "use " + "::".join(full) + "::*")
            elif not self.is_module(absolute):
                add(path, self.resolve(absolute), line, "use " + "::".join(full))
        # Paths written in the code: `super::x::f()`, `compile::Model`, `Token::Ident`, …
        for path, toks in self.file_tokens.items():
            module_at = self._modules_by_token(path, toks)
            i = 0
            while i < len(toks):
                tok, line = toks[i]
                if tok == "use" and (i == 0 or toks[i - 1][0] != "::"):
                    while i < len(toks) and toks[i][0] != ";":
                        i += 1
                    continue
                if is_ident(tok) and (i == 0 or toks[i - 1][0] != "::") and i + 2 < len(toks) \
                        and toks[i + 1][0] == "::" and is_ident(toks[i + 2][0]):
                    segs, j = [tok], i + 1
                    while j + 1 < len(toks) and toks[j][0] == "::" and is_ident(toks[j + 1][0]):
                        segs.append(toks[j + 1][0])
                        j += 2
                    absolute = self.absolute(module_at[i], segs)
                    # a module named alone (`pub(in crate::solver)`, `crate::solver::{…}`) is no edge
                    if absolute is not None and not self.is_module(absolute):
                        add(path, self.resolve(absolute), line, "::".join(segs))
                    i = j
                    continue
                i += 1
        return edges

    def _modules_by_token(self, path, toks):
        module = self.file_module[path]
        stack, depth, at = [(module, -1)], 0, []
        for i, (tok, _) in enumerate(toks):
            at.append(stack[-1][0])
            if tok == "{":
                depth += 1
                if i >= 2 and toks[i - 2][0] == "mod" and is_ident(toks[i - 1][0]):
                    stack.append((stack[-1][0] + (toks[i - 1][0],), depth - 1))
            elif tok == "}":
                depth -= 1
                if len(stack) > 1 and depth == stack[-1][1]:
                    stack.pop()
        return at


def parse_use_tree(toks):
    """[(segments, alias or None, is_glob)] of a `use` tree (the tokens between `use` and `;`)."""
    results = []

    def walk(k, prefix):
        segs = list(prefix)
        while k < len(toks):
            t = toks[k]
            if t == "::":
                k += 1
            elif t == "{":
                k += 1
                while k < len(toks) and toks[k] != "}":
                    k = walk(k, segs)
                    if k < len(toks) and toks[k] == ",":
                        k += 1
                return k + 1
            elif t == "*":
                results.append((segs, None, True))
                return k + 1
            elif t in (",", "}"):
                break
            elif is_ident(t):
                if t == "self" and segs and segs[-1] not in KEYWORD_PREFIX and prefix and len(segs) == len(prefix):
                    # `{self, …}`: the module itself
                    k += 1
                    alias = segs[-1]
                    if k + 1 < len(toks) and toks[k] == "as":
                        alias, k = toks[k + 1], k + 2
                    results.append((segs, alias, False))
                    return k
                segs.append(t)
                k += 1
                if k + 1 < len(toks) and toks[k] == "as":
                    results.append((segs, toks[k + 1], False))
                    return k + 2
            else:
                k += 1
        if segs and len(segs) > len(prefix):
            results.append((segs, segs[-1], False))
        return k

    # leading `pub(crate)` etc. never reach here (`use` is after them); a leading `::` is extern
    if toks and toks[0] == "::":
        return []
    walk(0, [])
    return results


# ---------------------------------------------------------------- www/: ES modules

JS_IMPORT = re.compile(
    r"""(?:\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?|\bexport\s*[\w*{}\s,$]+?\s*from\s*|\bimport\s*\(\s*)"""
    r"""['"](\./[^'"]+)['"]""")


def js_graph(www):
    files = sorted(f for f in os.listdir(www) if f.endswith(".js"))
    edges = defaultdict(lambda: defaultdict(list))
    for name in files:
        path = os.path.join(www, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group().count("\n"), text, flags=re.S)
        text = re.sub(r"(^|[^:'\"])//[^\n]*", r"\1", text)
        for m in JS_IMPORT.finditer(text):
            target = os.path.normpath(os.path.join(www, m.group(1)))
            if os.path.dirname(target) == os.path.normpath(www) and os.path.basename(target) in files:
                line = text.count("\n", 0, m.start()) + 1
                if target != path:
                    edges[path][target].append(f"{path}:{line}: {m.group().strip()}")
    return [os.path.join(www, f) for f in files], edges


# ---------------------------------------------------------------- cycles

def strongly_connected(nodes, edges):
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return [c for c in out if len(c) > 1]


def one_cycle(comp, edges):
    """A shortest path from the first file of `comp` back to it, inside `comp`."""
    start, members = comp[0], set(comp)
    prev, queue = {start: None}, [start]
    for v in queue:
        for w in sorted(edges.get(v, {})):
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return [start] + list(reversed(path))[1:] + [start] if len(path) > 1 else [start, v, start]
            if w in members and w not in prev:
                prev[w] = v
                queue.append(w)
    return comp


def report(label, root, nodes, edges):
    comps = strongly_connected(nodes, edges)
    rel = lambda p: os.path.relpath(p, root)
    for comp in comps:
        cycle = one_cycle(comp, edges)
        print(f"cycle in {label}: " + " → ".join(rel(p) for p in cycle))
        members = set(comp)
        for a in comp:
            for b in sorted(edges.get(a, {})):
                if b in members:
                    first = edges[a][b][0]
                    more = len(edges[a][b]) - 1
                    print(f"    {rel(a)} → {rel(b)}   ({rel(first)}" + (f"; and {more} more)" if more else ")"))
    return len(comps)


def main():
    args = sys.argv[1:]
    strict = "--strict" in args
    args = [a for a in args if a != "--strict"]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    src, www = os.path.join(root, "src"), os.path.join(root, "www")
    rust = RustGraph(src, strict)
    for tag, name in (("lib", "lib.rs"), ("bin", "main.rs")):
        if os.path.exists(os.path.join(src, name)):
            rust.load_crate(tag, os.path.join(src, name))
    rust_edges = rust.build()
    on_disk = {os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith(".rs")}
    stray = sorted(on_disk - set(rust.file_module))
    if stray:
        print("warning: files of src/ in no crate: " + ", ".join(os.path.relpath(p, root) for p in stray))
    js_nodes, js_edges = js_graph(www) if os.path.isdir(www) else ([], {})
    found = report("src/", root, list(rust.file_module), rust_edges)
    found += report("www/", root, js_nodes, js_edges)
    if found:
        print(f"error: {found} cycle(s) between files (each listed above with the lines that make it)")
        return 1
    print(f"no cycle between files: {len(rust.file_module)} files in src/, {len(js_nodes)} in www/")
    return 0


if __name__ == "__main__":
    sys.exit(main())

// The JavaScript of www/README.md, run against the built package (www/pkg): a README that drifts
// from the bindings fails here. Each ```js block is one of three, else the test fails:
//  - the browser example: run in Node (init handed the module's bytes, the riddle, grid and
//    clue text filled in), and the object each call's comment shows, `{key, key: …}`, compared
//    with what the call returns: the same keys, a value among those the comment lists;
//  - the errors: each `try` must throw, and each `e.name; /* RiddleError */` holds;
//  - the Node example: run, and its lines found in www/examples/node.mjs (which www/test.sh runs).
// Run after www/build.sh: `cd www && node --test tests/`. Needs no npm package and no browser.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import init, { check_grid, generate } from '../pkg/gridriddle.js';

const WWW = new URL('..', import.meta.url);
const PKG = new URL('pkg/gridriddle.js', WWW).href;
const WASM = new URL('pkg/gridriddle_bg.wasm', WWW);
const README = await readFile(new URL('README.md', WWW), 'utf8');
const NEIGHBOURS = await readFile(new URL('../riddles/neighbours.json', WWW), 'utf8');
const EINSTEIN_ZBC = await readFile(new URL('../riddles/einstein.zbc', WWW), 'utf8');

/** The ```js blocks of www/README.md, with the line each starts on. */
const blocks = [...README.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => ({
  text: m[1],
  line: README.slice(0, m.index).split('\n').length,
}));
const browser = blocks.filter((b) => b.text.includes('await init();'));
const errors = blocks.filter((b) => b.text.startsWith('try {'));
const node = blocks.filter((b) => b.text.includes('module_or_path'));

let dir;
before(async () => {
  await init({ module_or_path: await readFile(WASM) });
  dir = await mkdtemp(path.join(os.tmpdir(), 'gridriddle-readme-'));
});

/** Runs `code` as a module (written to a temporary file) and gives what it exports. */
async function run(code, name) {
  const file = path.join(dir, `${name}.mjs`);
  await writeFile(file, code);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(file);
  }
}

test('www/README.md has the three JavaScript blocks this test knows, and no other', () => {
  assert.equal(browser.length, 1, 'one block with `await init();`');
  assert.equal(errors.length, 1, 'one block that starts with `try {`');
  assert.equal(node.length, 1, 'one block with `module_or_path`');
  const known = new Set([...browser, ...errors, ...node]);
  for (const block of blocks) assert.ok(known.has(block), `www/README.md:${block.line}: a js block no test runs`);
});

/**
 * The top-level entries of the object (or array of objects) a comment shows: each key with the
 * text of its value ('' when the comment names the key alone). `{a, b: "x"|"y", c: [{d}]}` gives
 * [['a', ''], ['b', '"x"|"y"'], ['c', '[{d}]']]. Null when the comment shows no object.
 */
function shape(comment) {
  const start = comment.search(/\[?\{/);
  if (start !== 0) return null;
  const inner = comment[0] === '[' ? comment.slice(1) : comment;
  const entries = [];
  let depth = 0;
  let current = '';
  let quote = null;
  for (const c of inner) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if ('{[('.includes(c)) {
      depth += 1;
      if (depth === 1) continue;
    } else if ('}])'.includes(c)) {
      depth -= 1;
      if (depth === 0) {
        entries.push(current);
        break;
      }
    } else if (c === ',' && depth === 1) {
      entries.push(current);
      current = '';
      continue;
    }
    if (depth >= 1) current += c;
  }
  return entries.map((entry) => {
    const [key, ...value] = entry.split(':');
    return [key.trim().match(/^\w*/)[0], value.join(':').trim()];
  });
}

/** Checks a value against the text a comment gives for it: one of `"a"|"b"|null`, a BigInt `12n`. */
function checkValue(value, text, where) {
  const alternatives = text.split(/\s*\|\s*/);
  if (alternatives.every((a) => a === 'null' || /^"[^"…]*"$/.test(a))) {
    const allowed = alternatives.map((a) => (a === 'null' ? null : a.slice(1, -1)));
    assert.ok(allowed.includes(value), `${where}: ${JSON.stringify(value)} is not one of ${text}`);
  } else if (/^\d+n\b/.test(text)) {
    assert.equal(typeof value, 'bigint', `${where}: a BigInt`);
  }
}

test("the browser example runs, and each call returns the object its comment shows", async () => {
  const [block] = browser;
  const lines = block.text.split('\n');
  const init = lines.findIndex((l) => l.trim() === 'await init();');
  const prelude = lines
    .slice(0, init)
    .join('\n')
    .replace("'./pkg/gridriddle.js'", JSON.stringify(PKG));
  // The statements after init: one a line, each with the comment lines that follow it.
  const statements = [];
  for (const [i, line] of lines.slice(init + 1).entries()) {
    const at = line.indexOf('//');
    const code = (at < 0 ? line : line.slice(0, at)).trim();
    const comment = at < 0 ? '' : line.slice(at + 2).trim();
    if (code) {
      assert.ok(code.endsWith(';'), `www/README.md:${block.line + init + 2 + i}: one statement a line: ${code}`);
      statements.push({ code, comment, line: block.line + init + 2 + i });
    } else if (comment && statements.length) {
      statements.at(-1).comment = `${statements.at(-1).comment} ${comment}`.trim();
    }
  }
  const body = statements.map(({ code }, i) => {
    const named = code.match(/^const (\w+) = (.*);$/);
    return named ? `${code} results[${i}] = ${named[1]};` : `results[${i}] = (${code.slice(0, -1)});`;
  });
  const module = [
    prelude,
    `import { readFile } from 'node:fs/promises';`,
    `await init({ module_or_path: await readFile(new URL(${JSON.stringify(WASM.href)})) });`,
    // What the example leaves to the reader: clue text (it solves with format 'zbc'), a riddle
    // (Einstein's), a grid (missing: the start matrix) and `exact`.
    `const jsonOrObjectOrClues = ${JSON.stringify(EINSTEIN_ZBC)};`,
    `const clueText = jsonOrObjectOrClues;`,
    `const riddle = ${JSON.stringify(NEIGHBOURS)};`,
    `const grid = null;`,
    `const exact = true;`,
    `export const results = [];`,
    ...body,
  ].join('\n');
  const { results } = await run(module, 'browser');
  assert.equal(results.length, statements.length);

  let checked = 0;
  for (const [i, { code, comment, line }] of statements.entries()) {
    const entries = shape(comment);
    if (!entries) continue; // a comment in words
    const where = `www/README.md:${line} (${code})`;
    const value = comment.startsWith('[') ? results[i][0] : results[i];
    assert.deepEqual(
      Object.keys(value).sort(),
      entries.map(([key]) => key).sort(),
      `${where}: the keys of what it returns, against those of its comment`,
    );
    for (const [key, text] of entries) checkValue(value[key], text, `${where}: ${key}`);
    checked += 1;
  }
  assert.ok(checked >= 8, `${checked} calls checked against their comment`);
});

test('the errors example: each try throws, with the name, message and properties its comments give', async () => {
  const [block] = errors;
  // One segment per `try`: what it must throw is checked on the error it catches.
  const segments = block.text.split(/^(?=try \{)/m);
  const tries = segments.map((segment) => segment.replace(/catch \(e\) \{/, 'catch (e) { caught = e;'));
  const body = tries.map(
    (segment, i) => `{ let caught = null; ${segment}\nerrors[${i}] = caught; }`,
  );
  const module = [
    `import { readFile } from 'node:fs/promises';`,
    `import init, { solve_riddle, generate } from ${JSON.stringify(PKG)};`,
    `await init({ module_or_path: await readFile(new URL(${JSON.stringify(WASM.href)})) });`,
    `export const errors = [];`,
    ...body,
  ].join('\n');
  const { errors: caught } = await run(module, 'errors');
  assert.equal(caught.length, segments.length);
  for (const [i, segment] of segments.entries()) {
    const e = caught[i];
    const where = `www/README.md, the errors example: ${segment.split('\n')[0]}`;
    assert.ok(e instanceof Error, `${where}: throws an Error`);
    for (const m of segment.matchAll(/e\.(\w+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/|\/\/\s*(.*))?/g)) {
      const [, key, block, line] = m;
      const said = (block ?? line ?? '').trim();
      assert.ok(key in e, `${where}: e.${key} is there`);
      const literal = said.match(/^'([^']*)'|^"([^"]*)"|^(\w+)$/);
      const list = said.match(/^\[\{.*\}\]$/);
      if (literal) {
        assert.equal(e[key], literal[1] ?? literal[2] ?? literal[3], `${where}: e.${key}`);
      } else if (list) {
        assert.deepEqual(
          Object.keys(e[key][0]).sort(),
          shape(said).map(([k]) => k).sort(),
          `${where}: the keys of e.${key}[0]`,
        );
      }
    }
  }
});

test('the errors example\'s last line: a grid or an option of the wrong type is a RiddleError at its place', () => {
  assert.match(errors[0].text, /a RiddleError at `grid\[1\]\[2\]`, `options\.rows`/);
  const grid = JSON.parse(NEIGHBOURS).startMatrix.map((row) => [...row]);
  grid[1][2] = 5;
  assert.throws(() => check_grid(NEIGHBOURS, grid), (e) => e.name === 'RiddleError' && e.path === 'grid[1][2]');
  assert.throws(() => generate({ rows: 'six', columns: 5, seed: 1 }), (e) => e.name === 'RiddleError' && e.path === 'options.rows');
});

test('the Node example runs, and is www/examples/node.mjs', async () => {
  const [block] = node;
  // Resolved from www/examples/, where the example is.
  const here = new URL('examples/node.mjs', WWW).href;
  const module = block.text
    .replace("'../pkg/gridriddle.js'", JSON.stringify(PKG))
    .replace('import.meta.url', JSON.stringify(here));
  const { solve_riddle: solve } = await run(`${module}\nexport { solve_riddle };`, 'node');
  assert.equal(solve(NEIGHBOURS, {}).solutions.length, 1);
  const example = await readFile(new URL('examples/node.mjs', WWW), 'utf8');
  for (const line of block.text.split('\n').filter((l) => l && !l.startsWith('import '))) {
    assert.ok(example.includes(line), `www/examples/node.mjs has no line ${line}`);
  }
});

// The page's shape, read from its sources in Node (no browser): one controller (controller.js)
// alone writes the store and talks to the worker; the views take handlers, with no callback
// registry (a module filling an object of other modules' functions); no page module over 500
// lines; and no import cycle (scripts/check-cycles.py checks that too, for src/ and www/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('..', import.meta.url));
const CONTROLLER = 'controller.js';
const modules = readdirSync(WWW).filter((f) => f.endsWith('.js')).sort();
const source = Object.fromEntries(modules.map((f) => [f, readFileSync(path.join(WWW, f), 'utf8')]));

/** The store's functions that read: every other exported function of store.js changes it. */
const STORE_READERS = new Set(['entryOf', 'loadPlays', 'bestTime']);
const storeFunctions = [...source['store.js'].matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
const WRITERS = storeFunctions.filter((name) => !STORE_READERS.has(name) && name !== 'subscribe');

/** The modules `file` imports (static `import … from`, `export … from`, dynamic `import()`). */
function imports(file) {
  const s = source[file];
  const found = [...s.matchAll(/(?:import|export)\s[^'";]*?from\s*'\.\/([\w-]+\.js)'|import\(\s*'\.\/([\w-]+\.js)'\s*\)/g)];
  return found.map((m) => m[1] || m[2]);
}

/** The store's functions `file` uses: named imports of store.js and `<namespace>.name(` calls. */
function storeUses(file) {
  const s = source[file];
  const used = new Set();
  for (const m of s.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/store\.js'/g)) {
    for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)) used.add(name);
  }
  for (const m of s.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*'\.\/store\.js'/g)) {
    for (const call of s.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)\\s*\\(`, 'g'))) used.add(call[1]);
  }
  return used;
}

test('the store has writers, and the test knows them (a new one is found by its export)', () => {
  for (const name of ['select', 'setEdit', 'setView', 'setPencil', 'setSetting', 'setTheme', 'setIntroSeen', 'setDaily',
    'setShared', 'setEntries', 'setGenerated', 'setRunning', 'setShown', 'batch', 'savePlay', 'offerBestTime']) {
    assert.ok(WRITERS.includes(name), `${name} is a writer of store.js`);
  }
  assert.ok(storeUses(CONTROLLER).has('setView') && storeUses(CONTROLLER).has('savePlay'), 'the controller\'s uses are seen');
});

test('only the controller writes the store, subscribes to it, and talks to the worker', () => {
  for (const file of modules.filter((f) => f !== CONTROLLER && f !== 'store.js')) {
    const writes = [...storeUses(file)].filter((name) => WRITERS.includes(name) || name === 'subscribe');
    assert.deepEqual(writes, [], `${file} writes or subscribes to the store`);
    if (file !== 'worker.js') assert.ok(!imports(file).includes('worker-client.js'), `${file} imports worker-client.js`);
  }
  assert.ok(imports(CONTROLLER).includes('worker-client.js'));
  // Only worker-client.js starts the worker (index.html's early start apart); only worker.js loads the library.
  for (const file of modules.filter((f) => f !== 'worker-client.js')) {
    assert.doesNotMatch(source[file], /new Worker\(/, `${file} starts a worker`);
  }
  for (const file of modules.filter((f) => f !== 'worker.js')) {
    assert.doesNotMatch(source[file], /(from|import\()\s*'\.\/pkg\/gridriddle\.js'/, `${file} loads the library itself`);
  }
});

test('no callback registry: no module fills an object of other modules\' functions', () => {
  for (const file of modules) {
    assert.doesNotMatch(source[file], /export function connect[A-Z]\w*/, `${file} exports a connect… registry`);
    assert.doesNotMatch(source[file], /Object\.assign\(\s*(hooks|views|callbacks)\b/, `${file} fills a registry`);
  }
});

test('no page module over 500 lines; the views import no controller', () => {
  for (const file of modules) {
    const lines = source[file].split('\n').length - (source[file].endsWith('\n') ? 1 : 0);
    assert.ok(lines <= 500, `${file} has ${lines} lines`);
    if (file !== CONTROLLER) assert.ok(!imports(file).includes(CONTROLLER), `${file} imports the controller`);
  }
  assert.match(readFileSync(path.join(WWW, 'index.html'), 'utf8'), /<script type="module" src="controller\.js"><\/script>/);
});

test('no import cycle between the page\'s modules', () => {
  const graph = Object.fromEntries(modules.map((f) => [f, imports(f).filter((m) => modules.includes(m))]));
  const state = {};
  const visit = (file, trail) => {
    if (state[file] === 'done') return;
    assert.notEqual(state[file], 'open', `a cycle: ${[...trail, file].join(' → ')}`);
    state[file] = 'open';
    for (const next of graph[file]) visit(next, [...trail, file]);
    state[file] = 'done';
  };
  for (const file of modules) visit(file, []);
});

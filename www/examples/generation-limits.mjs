// Which sizes and difficulties the generator makes in seconds: for each difficulty and number of
// attribute columns, generate({rows, columns, seed, difficulty}) with seeds 1 to 3 for rows 2 to
// --max-rows (20), each in a worker thread stopped after --limit ms (a riddle that takes longer, or that the
// generator gives up on, fails the size). Prints the rows every seed made within --ok ms, as the
// MADE_IN_SECONDS table of www/generation.js (the contiguous run from the least rows made).
//
//   node www/examples/generation-limits.mjs [--ok 3000] [--limit 6000] [--max-rows 20]

import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const OK = option('--ok', 3000);
const LIMIT = option('--limit', 6000);
const MAX_ROWS = option('--max-rows', 20);
const PKG = new URL('../pkg/', import.meta.url).href;

const code = `
import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { initSync, generate } from '${PKG}gridriddle.js';
initSync({ module: await readFile(new URL('${PKG}gridriddle_bg.wasm')) });
parentPort.on('message', (options) => {
  const start = performance.now();
  try {
    generate(options);
    parentPort.postMessage({ ms: performance.now() - start });
  } catch (error) {
    parentPort.postMessage({ ms: performance.now() - start, error: error.message });
  }
});
parentPort.postMessage('ready');
`;

let worker = null;
async function fresh() {
  worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
  await new Promise((resolve) => worker.once('message', resolve));
}

/** The milliseconds `generate(options)` took, or Infinity (too long, or gave up). */
async function time(options) {
  if (!worker) await fresh();
  return new Promise((resolve) => {
    const timer = setTimeout(async () => {
      await worker.terminate();
      worker = null;
      resolve(Infinity);
    }, LIMIT);
    worker.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.error ? Infinity : message.ms);
    });
    worker.postMessage(options);
  });
}

const table = {};
for (const difficulty of ['any', 'easy', 'medium', 'hard', 'expert']) {
  table[difficulty] = [];
  for (const columns of [1, 2, 3, 4, 5, 6, 8, 10]) {
    let least = 0;
    let most = 0;
    for (let rows = 2; rows <= MAX_ROWS; rows++) {
      let ok = true;
      for (const seed of [1, 2, 3]) {
        const options = { rows, columns, seed };
        if (difficulty !== 'any') options.difficulty = difficulty;
        if (!((await time(options)) < OK)) {
          ok = false;
          break;
        }
      }
      if (ok && !least) least = rows;
      if (ok && least) most = rows;
      if (!ok && least) break; // the contiguous run ends
    }
    table[difficulty].push([columns, least, most]);
    console.error(`${difficulty} ${columns} columns: rows ${least ? `${least} to ${most}` : 'none'}`);
  }
}
await worker?.terminate();
for (const [difficulty, rows] of Object.entries(table)) {
  console.log(`  ${difficulty}: [${rows.map((r) => `[${r.join(', ')}]`).join(', ')}],`);
}

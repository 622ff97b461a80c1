// The page's load time in headless Chromium: from the navigation's start to the first render of
// the start view (the selected riddle's title drawn, which needs the solver's worker loaded),
// in a fresh browser context each time (no cache); prints every load and the median, and the
// size of the wasm module (raw and gzipped). With --compare, the loads of two copies of the page
// alternate (the same machine load for both), and the two are printed.
//
//   node www/examples/load-time.mjs [--runs 9] [--root www] [--compare other-www]

import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { serve, launch, WWW } from '../tests/server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', 9));
const roots = [path.resolve(option('--root', WWW))];
if (args.includes('--compare')) roots.push(path.resolve(option('--compare')));

const servers = await Promise.all(roots.map((root) => serve(root)));
const browser = await launch();
const times = roots.map(() => []);
try {
  for (let i = 0; i < runs; i++) {
    for (const [k, server] of servers.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(server.base);
      await page.waitForFunction(() => (document.querySelector('#riddle-title')?.textContent ?? '') !== '',
        null, { timeout: 60_000, polling: 'raf' });
      times[k].push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
for (const [k, root] of roots.entries()) {
  const sorted = [...times[k]].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const wasm = await readFile(path.join(root, 'pkg', 'gridriddle_bg.wasm'));
  console.log(`${root}`);
  console.log(`  loads (ms): ${times[k].map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`  median: ${median.toFixed(0)} ms over ${runs} loads`);
  console.log(`  wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped`);
}

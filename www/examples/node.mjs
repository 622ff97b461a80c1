// Solving a riddle from Node with the package that www/build.sh makes (www/pkg, built with
// wasm-bindgen --target web). In Node, hand the module's bytes to init: it cannot fetch a file
// URL. Run: node www/examples/node.mjs [riddle.json]   (www/test.sh runs it in CI)
import { readFile } from 'node:fs/promises';
import init, { samples, solve_riddle } from '../pkg/gridriddle.js';

await init({ module_or_path: await readFile(new URL('../pkg/gridriddle_bg.wasm', import.meta.url)) });

const file = process.argv[2];
const riddle = file ? await readFile(file, 'utf8') : samples().find((s) => s.name === 'neighbours').json;
try {
  const report = solve_riddle(riddle, { maxSolutions: 10, steps: false });
  console.log(`${report.solutions.length} solution(s), complete: ${report.complete}`);
  for (const solution of report.solutions) {
    console.log(solution.matrix.map((row) => row.join(' | ')).join('\n'));
  }
} catch (error) {
  // An invalid riddle: the message names the JSON path; error.path holds it too.
  console.error(`error: ${error.message}`);
  process.exitCode = 2;
}

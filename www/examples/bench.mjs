// The speed of the WebAssembly build, to compare with the native one on the same riddles.
//
//   node www/examples/bench.mjs [--runs N] [--steps] [--modes solve,text] FILE...   (after www/build.sh)
//
// Every file is read from disk first (files ending in `.expected.json` are skipped); then N
// passes over all of them are timed in each mode, and the median pass of each is printed:
//
//   solve        the riddles parsed once (RiddleSet), then solved: the solver alone, as
//                `target/release/examples/solve_many --time` times it natively
//   parse        JSON text to riddles (RiddleSet), nothing solved
//   text         solve_riddle(text): parse, solve, the report with names, converted to JS objects
//   object       solve_riddle(object): the same from a parsed object (JSON.stringify inside)
//
// Options as solve_many's: no node limit, at most 1000 solutions, steps only with --steps.
import { readFile } from 'node:fs/promises';
import init, { RiddleSet, solve_riddle } from '../pkg/gridriddle.js';

await init({ module_or_path: await readFile(new URL('../pkg/gridriddle_bg.wasm', import.meta.url)) });

let runs = 21;
let steps = false;
let only = null;
const files = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--steps') steps = true;
  else if (args[i] === '--modes') only = args[++i].split(',');
  else if (!args[i].endsWith('.expected.json')) files.push(args[i]);
}
if (files.length === 0 || !(runs >= 1)) {
  console.error('usage: node www/examples/bench.mjs [--runs N] [--steps] [--modes solve,parse,text,object] FILE...');
  process.exit(2);
}
const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
const objects = texts.map((t) => JSON.parse(t));
const options = { maxNodes: null, steps };

/** The median of `runs` timed passes of `pass` (ms), after one untimed pass to warm up. */
function median(pass) {
  pass();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    pass();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const set = new RiddleSet(texts);
let nodes = 0;
const modes = {
  solve: () => { nodes = set.solveAll(steps); },
  parse: () => new RiddleSet(texts).free(),
  text: () => { for (const t of texts) solve_riddle(t, options); },
  object: () => { for (const o of objects) solve_riddle(o, options); },
};
console.log(`${set.length} riddles x ${runs} runs${steps ? ', with steps' : ''}`);
for (const [name, pass] of Object.entries(modes)) {
  if (only && !only.includes(name)) continue;
  console.log(`median pass ${name.padEnd(6)} ${median(pass).toFixed(2)} ms`);
}
console.log(`${nodes} nodes a pass`);

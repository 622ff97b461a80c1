// The generated TypeScript declarations (www/pkg/gridriddle.d.ts, derived from the Rust types):
// tests/types/keys.ts lists the fields of every type the bindings return and is type-checked
// against the declarations by tsc (the `typescript` devDependency), which fails when a
// declaration loses or gains a field; then the lists are compared with the objects the bindings
// return. Run after www/build.sh: `cd www && node --test tests/`.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import init, {
  candidates, check_grid, count_solutions, evaluate, generate, next_step, rate, read_answer, riddle_info, samples,
  solutions_page, solve_riddle,
} from '../pkg/gridriddle.js';

const WWW = fileURLToPath(new URL('..', import.meta.url));
let keys;

before(async () => {
  await init({ module_or_path: await readFile(new URL('../pkg/gridriddle_bg.wasm', import.meta.url)) });
  const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', 'tests/types'], { cwd: WWW });
  } catch (error) {
    assert.fail(`tsc -p tests/types: the declarations do not fit tests/types/keys.ts:\n${error.stdout}${error.stderr}`);
  }
  keys = await import('../test-results/types/keys.js');
});

const sorted = (list) => [...list].sort();
/** The object has exactly the fields listed (a field the declarations mark optional may be absent). */
function hasFields(object, list, optional = []) {
  const present = Object.keys(object);
  assert.deepEqual(sorted(present), sorted(list.filter((k) => present.includes(k) || !optional.includes(k))));
}

test('the declarations list exactly the fields of the report, its solutions and every kind of step', () => {
  const city = samples().find((s) => s.name === 'who-lives-in-the-city').json;
  const report = solve_riddle(city);
  hasFields(report, keys.REPORT);
  hasFields(report.stats, keys.STATS);
  hasFields(report.differingCells[0], keys.GRID_CELL);
  for (const solution of report.solutions) hasFields(solution, keys.SOLUTION);
  hasFields(solve_riddle(city, { steps: false }).solutions[0], keys.SOLUTION, ['steps']);
  hasFields(solutions_page(city, { limit: 1 }), keys.PAGE_REPORT);
  hasFields(count_solutions(city), keys.COUNT);
  // Every kind of step in the samples and a great column; each with its fields.
  const seen = new Set();
  const great = 'Name - Ann Bob Cleo\nColor* - red green blue yellow\n---\nAnn = red\nBob - Cleo\nCleo = yellow\nBob:# == 2\n!(Bob = green)\n';
  for (const text of [...samples().map((s) => s.text), great, city]) {
    for (const solution of solve_riddle(text).solutions) {
      for (const step of solution.steps) {
        hasFields(step, [...new Set([...keys.STEPS[step.kind], ...keys.STEP_REPORT])]);
        for (const cell of step.filled) hasFields(cell, keys.CELL);
        if (step.cell) hasFields(step.cell, keys.CELL);
        seen.add(step.kind);
      }
    }
  }
  assert.deepEqual(sorted(seen), sorted(Object.keys(keys.STEPS)), 'every kind of step was seen');
});

test('the declarations list exactly the fields of samples, layout, rating, generate and play', () => {
  for (const sample of samples()) hasFields(sample, keys.SAMPLE);
  const einstein = samples().find((s) => s.name === 'einstein.zbc').text;
  hasFields(riddle_info(einstein), keys.RIDDLE_INFO);
  hasFields(rate(einstein), keys.RATING);
  const made = generate({ rows: 4, columns: 3, seed: 7 });
  hasFields(made, keys.GENERATED);
  hasFields(made.rating, keys.RATING);
  hasFields(candidates(einstein), keys.CANDIDATES);
  const next = next_step(einstein);
  hasFields(next, keys.NEXT_STEP);
  for (const cell of next.fills) hasFields(cell, keys.CELL);
  const check = check_grid(einstein);
  hasFields(check, keys.GRID_CHECK);
  // The options generate() reads: each field of GenerateOptions is read (a wrong type throws at it).
  for (const field of keys.GENERATE_OPTIONS) {
    assert.throws(() => generate({ [field]: {} }), { name: 'RiddleError', path: `options.${field}` }, field);
  }
});

test('a report with a warning, and its fields', () => {
  const riddle = { header: ['House', 'Pet'], startMatrix: [['1', ''], ['2', '']], hints: [[[['1', 'cat']]]] };
  const report = solve_riddle(riddle);
  assert.equal(report.warnings.length, 1);
  hasFields(report.warnings[0], keys.WARNING);
});

test('the declarations list exactly the fields of read_answer and evaluate', () => {
  const einstein = samples().find((s) => s.name === 'neighbours').json;
  hasFields(read_answer(einstein, 'House 1: Norwegian, yellow, water, Dunhill, cats'), keys.READ_ANSWER);
  hasFields(read_answer(['Brit', 'German'], 'Answer: German'), keys.READ_ANSWER);
  const record = {
    id: 'g', size: '2*1', puzzle: 'p', level: 'easy',
    solution: { header: ['House', 'Pet'], rows: [['1', 'cat'], ['2', 'dog']] },
  };
  const report = evaluate([record], [{ id: 'g', output: 'House 1: cat\nHouse 2: dog' }]);
  hasFields(report, keys.EVALUATION_REPORT, ['bySolvable', 'unreadReasons']);
  assert.equal(report.bySolvable, undefined);
  hasFields(report.overall, keys.EVALUATION_FIGURES);
  hasFields(report.bySize[0], [...keys.EVALUATION_FIGURES, 'size']);
  hasFields(report.byBucket[0], [...keys.EVALUATION_FIGURES, 'bucket']);
  hasFields(report.byLevel[0], [...keys.EVALUATION_FIGURES, 'level']);
  assert.equal(report.overall.solved, 1);
  // A record of a riddle with no solution, answered so: the rows by solvability.
  const none = { id: 'u', size: '2*1', puzzle: 'p', solution: null, solvable: false };
  const split = evaluate([record, none], [{ id: 'g', output: '{"solvable": false}' }, { id: 'u', output: 'No solution.' }]);
  hasFields(split, keys.EVALUATION_REPORT, ['unreadReasons']);
  // An answer not read: the commonest reasons, listed.
  const unread = evaluate([record], [{ id: 'g', output: 'I give up.' }]);
  hasFields(unread, keys.EVALUATION_REPORT, ['bySolvable']);
  for (const reason of unread.unreadReasons) hasFields(reason, keys.REASON_COUNT);
  for (const row of split.bySolvable) hasFields(row, [...keys.EVALUATION_FIGURES, ...keys.BY_SOLVABLE]);
  assert.deepEqual(split.bySolvable.map((r) => [r.solvable, r.solved, r.noSolutionClaims]), [[true, 0, 1], [false, 1, 1]]);
});

test('the declarations carry no rustdoc link: `[`Rating`](crate::…)` and `[`grade`]` read as code', async () => {
  const declarations = await readFile(new URL('../pkg/gridriddle.d.ts', import.meta.url), 'utf8');
  const links = declarations.split('\n').filter((line) => /\[`[^`]+`\]/.test(line));
  assert.deepEqual(links, []);
  // The doc comments are still there, their names as code.
  assert.match(declarations, /the answer cut at `MAX_ANSWER_BYTES` or `MAX_STEPS`/);
});

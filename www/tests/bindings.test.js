// The built package www/pkg (what the page loads), called from Node as a page would call it:
// the real exports of the wasm module, their errors, and the TypeScript declarations.
//
// Run after www/build.sh: `cd www && node --test tests/`.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, { samples, solve_riddle } from '../pkg/gridriddle.js';

const TINY = {
  header: ['House', 'Pet'],
  startMatrix: [['1', ''], ['2', '']],
  hints: [[[['1', 'cat']]]],
  domains: { Pet: ['cat', 'dog'] },
};

before(async () => {
  await init({ module_or_path: await readFile(new URL('../pkg/gridriddle_bg.wasm', import.meta.url)) });
});

test('samples() lists the six sample riddles with their title and JSON', () => {
  const list = samples();
  assert.deepEqual(list.map((s) => s.name).sort(), [
    'ginger-cookie', 'meeting-the-challenge', 'neighbours', 'ships', 'soccer', 'who-lives-in-the-city',
  ]);
  for (const sample of list) {
    assert.equal(typeof sample.title, 'string');
    assert.ok(sample.description === null || typeof sample.description === 'string');
    assert.ok(sample.hintTexts === null || Array.isArray(sample.hintTexts));
    assert.ok(Array.isArray(JSON.parse(sample.json).header));
  }
});

test('solve_riddle takes JSON text or an object, and returns plain objects', () => {
  const fromObject = solve_riddle(TINY);
  const fromText = solve_riddle(JSON.stringify(TINY), {});
  assert.deepEqual(fromObject.solutions.map((s) => s.matrix), [[['1', 'cat'], ['2', 'dog']]]);
  assert.deepEqual(fromText, fromObject);
  assert.equal(fromObject.complete, true);
  assert.equal(fromObject.stopped, null);
  assert.equal(Object.getPrototypeOf(fromObject.stats), Object.prototype);
  assert.deepEqual(Object.keys(fromObject).sort(), ['complete', 'conflicts', 'differingCells', 'solutions', 'stats', 'stopped', 'warnings']);
  assert.deepEqual(fromObject.differingCells, []);
  assert.deepEqual(fromObject.warnings, []);
  const steps = fromObject.solutions[0].steps;
  assert.ok(Array.isArray(steps) && steps.length > 0, 'steps by default');
  for (const step of steps) {
    assert.equal(typeof step.kind, 'string');
    assert.equal(typeof step.text, 'string');
    assert.ok(Array.isArray(step.filled));
  }
  assert.equal(solve_riddle(TINY, { steps: false }).solutions[0].steps, undefined);
});

test('every sample solves completely, Who lives in the city? twice', () => {
  for (const sample of samples()) {
    const report = solve_riddle(sample.json, { steps: false });
    assert.equal(report.complete, true, sample.name);
    const expected = sample.name === 'who-lives-in-the-city' ? 2 : 1;
    assert.equal(report.solutions.length, expected, sample.name);
  }
});

test('an invalid riddle throws a RiddleError with its path', () => {
  const bad = { ...TINY, hints: [[[['1', 'cat', 'extra']]]] };
  assert.throws(() => solve_riddle(bad), (error) => {
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'RiddleError');
    assert.match(error.path, /^hints\[0\]\[0\]\[0\]/);
    assert.ok(error.message.startsWith(`${error.path}: `), error.message);
    assert.equal(error.location, error.path);
    assert.equal(error.line, undefined);
    return true;
  });
});

test('a JSON syntax error throws with its line and column', () => {
  const text = '{\n  "header": ["A", "B"],\n  "startMatrix": [["1" ""]]\n}';
  assert.throws(() => solve_riddle(text), (error) => {
    assert.equal(error.name, 'RiddleError');
    assert.equal(error.line, 3);
    assert.equal(typeof error.column, 'number');
    assert.equal(error.path, '');
    assert.match(error.message, /^line 3, column \d+: /);
    return true;
  });
});

test('bad options throw with the option as the path', () => {
  assert.throws(() => solve_riddle(TINY, { maxSolutions: -1 }), { path: 'options.maxSolutions' });
  assert.throws(() => solve_riddle(TINY, { maxNodes: 'many' }), { path: 'options.maxNodes' });
  assert.throws(() => solve_riddle(TINY, { steps: 1 }), { path: 'options.steps' });
  assert.throws(() => solve_riddle(undefined), { message: 'riddle: expected JSON text or an object, found undefined' });
});

test('the limits stop the search early and say so', () => {
  const free = {
    header: ['A', 'B'],
    startMatrix: [['1', ''], ['2', ''], ['3', '']],
    hints: [[[['', 'x']]]],
    domains: { B: ['x', 'y', 'z'] },
  };
  assert.equal(solve_riddle(free, { maxSolutions: Infinity, maxNodes: null }).solutions.length, 6);
  const two = solve_riddle(free, { maxSolutions: 2 });
  assert.equal(two.solutions.length, 2);
  assert.equal(two.complete, false);
  assert.equal(two.stopped, 'solutionLimit');
});

test('the TypeScript declarations describe the options, the report and the errors', async () => {
  const dts = await readFile(new URL('../pkg/gridriddle.d.ts', import.meta.url), 'utf8');
  for (const needle of [
    'export interface SolveOptions',
    'export interface Report',
    'export type Step =',
    'export interface SampleInfo',
    'export interface RiddleError extends Error',
    'export function solve_riddle(riddle: string | object, options?: SolveOptions | null): Report;',
    'export function samples(): SampleInfo[];',
  ]) {
    assert.ok(dts.includes(needle), `gridriddle.d.ts has ${needle}`);
  }
});

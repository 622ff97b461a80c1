// The built package www/pkg (what the page loads), called from Node as a page would call it:
// the real exports of the wasm module, their errors, and the TypeScript declarations.
//
// Run after www/build.sh: `cd www && node --test tests/`.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, {
  RiddleSet, candidates, check_grid, convert_zbc, count_solutions, generate, next_step, rate, reasoning,
  riddle_info, samples, solutions_page, solve_riddle, verify_reasoning,
} from '../pkg/gridriddle.js';

const TINY = {
  header: ['House', 'Pet'],
  startMatrix: [['1', ''], ['2', '']],
  hints: [[[['1', 'cat']]]],
  domains: { Pet: ['cat', 'dog'] },
};

before(async () => {
  await init({ module_or_path: await readFile(new URL('../pkg/gridriddle_bg.wasm', import.meta.url)) });
});

test('samples() lists the six sample riddles, then the same six as clue files', () => {
  const list = samples();
  const json = ['neighbours', 'ships', 'meeting-the-challenge', 'soccer', 'who-lives-in-the-city', 'ginger-cookie'];
  const clues = ['einstein', ...json.slice(1)].map((n) => `${n}.zbc`);
  assert.deepEqual(list.map((s) => s.name), [...json, ...clues]);
  assert.deepEqual(list.map((s) => s.format), [...json.map(() => 'json'), ...clues.map(() => 'zbc')]);
  for (const sample of list) {
    assert.equal(typeof sample.title, 'string');
    assert.ok(sample.description === null || typeof sample.description === 'string');
    assert.ok(sample.hintTexts === null || Array.isArray(sample.hintTexts));
    assert.ok(Array.isArray(JSON.parse(sample.json).header));
    if (sample.format === 'json') assert.equal(sample.text, sample.json);
  }
  const einstein = list.find((s) => s.name === 'einstein.zbc');
  assert.equal(einstein.title, "Einstein's riddle (clues)");
  assert.match(einstein.text, /^Brit = red /m);
  assert.equal(einstein.hintTexts[0], 'The Brit lives in the red house.');
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
  const { domains, ...short } = TINY; // Pet has one value (cat) for two rows
  assert.deepEqual(solve_riddle(short).warnings.map((w) => w.path), ['header[1]']);
  const steps = fromObject.solutions[0].steps;
  assert.ok(Array.isArray(steps) && steps.length > 0, 'steps by default');
  for (const step of steps) {
    assert.equal(typeof step.kind, 'string');
    assert.equal(typeof step.text, 'string');
    assert.ok(Array.isArray(step.filled));
  }
  assert.equal(solve_riddle(TINY, { steps: false }).solutions[0].steps, undefined);
});

test('every sample solves completely, JSON and clue files alike, Who lives in the city? twice', () => {
  const list = samples();
  for (const sample of list) {
    const report = solve_riddle(sample.text, { steps: false, format: sample.format });
    assert.equal(report.complete, true, sample.name);
    const twice = sample.name.startsWith('who-lives-in-the-city');
    assert.equal(report.solutions.length, twice ? 2 : 1, sample.name);
    assert.equal(report.differingCells.length, twice ? 4 : 0, sample.name);
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

// ---------------------------------------------------------------------------------------------
// Many solutions: the count, and one page at a time

/** tests/fixtures/many-solutions.json: 1,710,720 solutions. */
const manySolutions = () => readFile(new URL('../../tests/fixtures/many-solutions.json', import.meta.url), 'utf8');
const matricesOf = (report) => report.solutions.map((s) => s.matrix);

test('count_solutions counts exactly without a node limit, and says "at least" with one', async () => {
  const many = await manySolutions();
  const exact = count_solutions(many, { maxNodes: null });
  assert.equal(exact.count, 1710720n);
  assert.equal(exact.complete, true);
  assert.equal(exact.stopped, null);
  assert.ok(exact.stats.nodes > 1_000_000, 'more nodes than the default budget');
  const cut = count_solutions(many, {}); // the default budget: 1 000 000 nodes
  assert.equal(cut.complete, false);
  assert.equal(cut.stopped, 'nodeBudget');
  assert.equal(cut.stats.nodes, 1_000_000);
  assert.ok(cut.count > 0n && cut.count < 1710720n, String(cut.count));
  // A sample, as JSON and as clues; the same count as the solutions solve_riddle lists.
  const city = samples().find((s) => s.name === 'who-lives-in-the-city');
  assert.deepEqual(count_solutions(city.json), { ...count_solutions(city.json, {}), count: 2n });
  assert.equal(count_solutions(city.json).count, BigInt(solve_riddle(city.json).solutions.length));
  assert.equal(count_solutions(einsteinClues()).count, 1n);
  assert.throws(() => count_solutions(many, { maxNodes: -1 }), { name: 'RiddleError', path: 'options.maxNodes' });
});

test('solutions_page gives solutions offset..offset+limit in the order of solve_riddle', async () => {
  const many = await manySolutions();
  const all = solve_riddle(many, { maxSolutions: 60, steps: false });
  assert.equal(all.solutions.length, 60);
  const pages = [0, 1, 2].map((k) => solutions_page(many, { offset: 20 * k, limit: 20, steps: false }));
  const second = pages[1];
  assert.deepEqual(matricesOf(second), matricesOf(all).slice(20, 40));
  assert.deepEqual(pages.flatMap(matricesOf), matricesOf(solutions_page(many, { limit: 60, steps: false })));
  assert.equal(new Set(pages.flatMap(matricesOf).map((m) => JSON.stringify(m))).size, 60, 'each solution once');
  assert.equal(second.offset, 20);
  assert.equal(second.more, true);
  assert.equal(second.complete, false);
  assert.equal(second.stopped, 'caller', 'stopped because the page was full');
  assert.deepEqual(Object.keys(second).sort(), [...Object.keys(all), 'more', 'offset'].sort());
  // The default page: the first 20, with steps.
  const first = solutions_page(many);
  assert.deepEqual(matricesOf(first), matricesOf(pages[0]));
  assert.ok(first.solutions.every((s) => Array.isArray(s.steps) && s.steps.length > 0));
});

test('solutions_page: the last page says there is no more, past the end is empty, bad options throw', () => {
  const city = samples().find((s) => s.name === 'who-lives-in-the-city').json;
  const both = matricesOf(solve_riddle(city, { steps: false }));
  const last = solutions_page(city, { offset: 1, limit: 20, steps: false });
  assert.deepEqual(matricesOf(last), both.slice(1));
  assert.deepEqual([last.more, last.complete, last.stopped], [false, true, null]);
  const exactlyFull = solutions_page(city, { offset: 0, limit: 2, steps: false });
  assert.deepEqual([exactlyFull.solutions.length, exactlyFull.more, exactlyFull.complete], [2, false, true]);
  const past = solutions_page(city, { offset: 5 });
  assert.deepEqual([past.solutions.length, past.more, past.complete, past.offset], [0, false, true, 5]);
  const budget = solutions_page(city, { maxNodes: 0 });
  assert.deepEqual([budget.complete, budget.stopped, budget.more], [false, 'nodeBudget', false]);
  assert.throws(() => solutions_page(city, { offset: -1 }), {
    name: 'RiddleError', path: 'options.offset', message: 'options.offset: expected a whole number ≥ 0, found -1',
  });
  assert.throws(() => solutions_page(city, { limit: '20' }), { name: 'RiddleError', path: 'options.limit' });
  assert.throws(() => solutions_page(city, { offset: 2 ** 60 }), { path: 'options.offset' });
});

test('RiddleSet (for www/examples/bench.mjs) solves riddles read once, as solve_riddle does', () => {
  const texts = samples().filter((s) => s.format === 'json').map((s) => s.json);
  const set = new RiddleSet(texts);
  assert.equal(set.length, texts.length);
  const nodes = (steps) => texts.map((t) => solve_riddle(t, { maxNodes: null, steps }).stats.nodes)
    .reduce((a, b) => a + b, 0);
  assert.equal(set.solveAll(false), nodes(false));
  assert.equal(set.solveAll(true), nodes(true));
  set.free();
  assert.throws(() => new RiddleSet([texts[0], '{"header": 1}']), (error) => {
    assert.equal(error.name, 'RiddleError');
    assert.equal(error.path, '[1]');
    assert.match(error.message, /^\[1\]: header: /);
    return true;
  });
});

test('the TypeScript declarations describe the functions, the options, the report and the errors', async () => {
  // The types' fields are checked by tests/types.test.js (tsc); here, that each is declared.
  const dts = await readFile(new URL('../pkg/gridriddle.d.ts', import.meta.url), 'utf8');
  for (const needle of [
    'export interface SolveOptions',
    'export interface PageOptions',
    'export interface Report',
    'export interface PageReport extends Report',
    'export interface Count',
    'export type StopReason = "solutionLimit" | "nodeBudget" | "memoryBudget" | "caller";',
    'export type Step =',
    'export type StepReport = Step & { rule: 1 | 2 | 3 | null; filled: NamedCell[]; text: string; because?: Because; words?: string };',
    'export interface SampleInfo',
    'export interface RiddleError extends Error',
    'export function samples(): SampleInfo[];',
    'export function solve_riddle(riddle: RiddleInput, options?: SolveOptions | null): Report;',
    'export function count_solutions(riddle: RiddleInput, options?: SolveOptions | null): Count;',
    'export function solutions_page(riddle: RiddleInput, options?: PageOptions | null): PageReport;',
    'export function convert_zbc(text: string): string;',
    'export function riddle_info(riddle: RiddleInput): RiddleInfo;',
    'export function rate(riddle: RiddleInput): Rating;',
    'export function generate(options?: GenerateOptions | null): GeneratedInfo;',
    'export function candidates(riddle: RiddleInput, grid?: GridInput, exact?: boolean | null): Candidates;',
    'export function next_step(riddle: RiddleInput, grid?: GridInput): NextStep;',
    'export function check_grid(riddle: RiddleInput, grid?: GridInput): GridCheck;',
    'export function verify_reasoning(riddle: RiddleInput, answer: string | object): Verification;',
    'export function reasoning(riddle: RiddleInput): string[];',
    'export interface Verification',
    'export interface VerifiedStep',
    'export interface ClueError extends Error',
    'export interface GenerateError extends Error',
    'differingCells: GridCell[];',
    'warnings: Warning[];',
    'count: bigint;',
  ]) {
    assert.ok(dts.includes(needle), `gridriddle.d.ts has ${needle}`);
  }
});

// ---------------------------------------------------------------------------------------------
// Clues, the rating, the generator, solving together

const EINSTEIN = [
  ['1', 'Norwegian', 'yellow', 'water', 'Dunhill', 'cats'],
  ['2', 'Dane', 'blue', 'tea', 'Blends', 'horses'],
  ['3', 'Brit', 'red', 'milk', 'PallMall', 'birds'],
  ['4', 'German', 'green', 'coffee', 'Prince', 'fish'],
  ['5', 'Swede', 'white', 'beer', 'BlueMaster', 'dogs'],
];
const einsteinClues = () => samples().find((s) => s.name === 'einstein.zbc').text;

test('clue text is solved, detected or by the format option; convert_zbc gives its JSON', () => {
  const text = einsteinClues();
  assert.deepEqual(solve_riddle(text, { steps: false }).solutions, [{ matrix: EINSTEIN }]);
  assert.deepEqual(solve_riddle(text, { steps: false, format: 'zbc' }).solutions, [{ matrix: EINSTEIN }]);
  const json = convert_zbc(text);
  assert.equal(typeof json, 'string');
  assert.deepEqual(JSON.parse(json).header, ['#', 'Nationality', 'Color', 'Drink', 'Smoke', 'Pet']);
  assert.deepEqual(solve_riddle(json, { steps: false }).solutions, [{ matrix: EINSTEIN }]);
  assert.throws(() => solve_riddle(text, { format: 'json' }), { name: 'RiddleError', path: '' });
  assert.throws(() => solve_riddle(text, { format: 'xml' }), {
    message: 'options.format: expected "json" or "zbc", found "xml"',
  });
});

test('a clue file with errors throws a ClueError at the first, with every error', () => {
  const text = 'Pet - cat fish dog\n---\nfsh _ cat\ncat _ dgo';
  for (const call of [() => solve_riddle(text), () => convert_zbc(text), () => rate(text)]) {
    assert.throws(call, (error) => {
      assert.ok(error instanceof Error);
      assert.equal(error.name, 'ClueError');
      assert.equal(error.message, '3:1: unknown value "fsh" (did you mean "fish"?)\n4:7: unknown value "dgo" (did you mean "dog"?)');
      assert.equal(error.line, 3);
      assert.equal(error.column, 1);
      assert.equal(error.location, '3:1');
      assert.equal(error.path, '');
      assert.deepEqual(error.errors.map((e) => [e.line, e.column, e.location]), [[3, 1, '3:1'], [4, 7, '4:7']]);
      return true;
    });
  }
});

test('riddle_info gives the layout a grid needs', () => {
  assert.deepEqual(riddle_info(TINY), {
    title: null, description: null, header: ['House', 'Pet'], startMatrix: [['1', ''], ['2', '']],
    values: [['1', '2'], ['cat', 'dog']], hintTexts: null, hints: 1,
  });
  const info = riddle_info(einsteinClues());
  assert.deepEqual(info.values[1], ['Brit', 'Swede', 'Dane', 'Norwegian', 'German']);
  assert.equal(info.hintTexts.length, 15);
});

test('the report lists the cells that differ between solutions', () => {
  const city = samples().find((s) => s.name === 'who-lives-in-the-city');
  assert.deepEqual(solve_riddle(city.json, { steps: false }).differingCells, [
    { row: 0, column: 1 }, { row: 0, column: 3 }, { row: 2, column: 1 }, { row: 2, column: 3 },
  ]);
});

test('rate gives the level; generate the same riddle for a seed, rated', () => {
  assert.equal(rate(TINY).difficulty, 'easy');
  const einstein = rate(einsteinClues());
  assert.equal(einstein.difficulty, 'medium');
  assert.equal(einstein.solutions, 1);
  assert.equal(einstein.score, 55); // 10 × the hardest step (3) + 25 steps told (src/generate/rate.rs)
  const made = generate({ rows: 4, columns: 3, seed: 7 });
  assert.deepEqual(made.solution, [
    ['1', 'Saab', 'Italian', 'September'], ['2', 'BMW', 'Pole', 'May'],
    ['3', 'Lexus', 'Austrian', 'July'], ['4', 'Skoda', 'Romanian', 'December'],
  ]);
  assert.equal(made.seed, '7');
  assert.equal(made.rating.difficulty, 'easy');
  assert.deepEqual(solve_riddle(made.json, { steps: false }).solutions, [{ matrix: made.solution }]);
  // The same riddle as clues has the same one solution (row k is house k, the position first).
  assert.deepEqual(solve_riddle(made.zbc, { steps: false }).solutions.map((s) => s.matrix.map((row) => row.slice(1))),
    [made.solution.map((row) => row.slice(1))]);
  assert.equal(generate({ rows: 4, columns: 3, seed: 7n }).json, made.json);
  assert.equal(generate({ rows: 4, columns: 3, seed: '7' }).json, made.json);
  const hard = generate({ rows: 5, columns: 4, seed: 1, difficulty: 'hard' });
  assert.equal(hard.rating.difficulty, 'hard');
  assert.equal(JSON.parse(hard.json).title.startsWith('A hard riddle'), true);
  // The seed of the attempt that made it gives it again, with the same difficulty.
  assert.equal(generate({ rows: 5, columns: 4, seed: hard.seed, difficulty: 'hard' }).json, hard.json);
  assert.throws(() => generate({ rows: 'six' }), { name: 'RiddleError', path: 'options.rows' });
  assert.throws(() => generate({ rows: 0, columns: 3 }), {
    name: 'GenerateError',
    message: 'options: size 0×3: rows must be 1 to 64 and attribute columns 1 to 64',
  });
});

const COLORS = {
  header: ['House', 'Color'],
  startMatrix: [['1', ''], ['2', ''], ['3', '']],
  hints: [[[['1', 'red']]], [[['', 'green'], ['', 'blue']]]],
  hintTexts: ['Red is in house 1.', 'Green is directly left of blue.'],
};

test('candidates, next_step and check_grid from a person\'s grid', () => {
  assert.deepEqual(candidates(COLORS, null, true), {
    candidates: [[['1'], ['red']], [['2'], ['green']], [['3'], ['blue']]], exact: true, complete: true,
  });
  assert.equal(candidates(COLORS).exact, false);
  const step = next_step(COLORS, [['1', ''], ['2', null], ['3', '']]);
  assert.deepEqual(step.fills, [{ row: 0, column: 1, value: 'red' }]);
  assert.equal(step.kind, 'rule');
  assert.equal(step.hint, 0);
  assert.equal(step.hintText, 'Red is in house 1.');
  assert.equal(step.text, 'Rule 2: hint 1 ("Red is in house 1.") merged at row 1: Color red');
  assert.deepEqual(check_grid(COLORS, [['1', ''], ['2', 'blue'], ['3', '']]), {
    consistent: false, mistakes: [{ row: 1, column: 1 }], solutions: 0, complete: true,
  });
  assert.deepEqual(check_grid(COLORS), { consistent: true, mistakes: [], solutions: 1, complete: true });
  assert.throws(() => check_grid(COLORS, [['1', ''], ['2', 'pink'], ['3', '']]), {
    name: 'RiddleError', path: 'grid[1][1]', message: 'grid[1][1]: "pink" is not a value of column "Color"',
  });
});

test('next_step again and again solves Einstein\'s riddle in clues', () => {
  const text = einsteinClues();
  const grid = riddle_info(text).startMatrix;
  for (let i = 0; i < 60; i++) {
    const step = next_step(text, grid);
    if (step.kind === 'solved') break;
    assert.ok(['rule', 'supposition'].includes(step.kind), step.text);
    assert.ok(step.fills.length > 0, step.text);
    for (const { row, column, value } of step.fills) grid[row][column] = value;
  }
  assert.deepEqual(grid, EINSTEIN);
});

test('a clue file with a great category (more values than rows): solved, and played to the end', () => {
  const text = 'Name - Ann Bob Cleo\nColor* - red green blue yellow\n---\nAnn = red\nBob - Cleo\nCleo = yellow\nBob:# == 2\n!(Bob = green)\n';
  const solution = [['1', 'Ann', 'red'], ['2', 'Bob', 'blue'], ['3', 'Cleo', 'yellow']];
  assert.deepEqual(solve_riddle(text, { steps: false }).solutions, [{ matrix: solution }]);
  assert.deepEqual(riddle_info(text).values[2], ['red', 'green', 'blue', 'yellow']);
  const grid = riddle_info(text).startMatrix;
  let last;
  for (let i = 0; i < 10; i++) {
    last = next_step(text, grid);
    if (last.fills.length === 0) break;
    for (const { row, column, value } of last.fills) grid[row][column] = value;
  }
  assert.equal(last.kind, 'solved');
  assert.deepEqual(grid, solution);
  assert.deepEqual(check_grid(text, grid), { consistent: true, mistakes: [], solutions: 1, complete: true });
});

test('verify_reasoning judges a model\'s steps; reasoning gives gridriddle\'s own, every step justified', () => {
  const riddle = {
    header: ['House', 'Color', 'Pet'],
    startMatrix: [['1', '', ''], ['2', '', '']],
    hints: [[[['1', 'red', '']]], [[['', 'red', 'cat']]]],
    domains: { Color: ['red', 'blue'], Pet: ['cat', 'dog'] },
  };
  const checked = verify_reasoning(riddle, 'Clue 1 puts red in house 1.\nThe dog lives in house 1 (clue 2).\nNothing here.');
  assert.deepEqual(checked.steps.map((s) => s.verdict), ['justified', 'false', 'unread']);
  assert.deepEqual(checked.steps[1].claims, [{ value: 'dog', column: 'Pet', house: 1 }]);
  assert.deepEqual(checked.summary, {
    steps: 3, claims: 2, justified: 1, leaps: 0, leapDependent: 0, false: 1, unread: 1, undecided: 0,
    firstFalse: 2, firstLeap: null, processScore: 0.5,
  });
  const steps = reasoning(riddle);
  const own = verify_reasoning(riddle, { reasoning: steps, solution: [['red', 'cat'], ['blue', 'dog']] });
  assert.equal(own.summary.justified, steps.length);
  assert.equal(own.grade.solved, true);
  assert.throws(() => verify_reasoning(riddle, 3), (error) => error.name === 'RiddleError' && error.path === 'answer');
});

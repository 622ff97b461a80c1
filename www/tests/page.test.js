// The demo page in real headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core),
// served by a small static server inside the test. Every test fails on a page error, a console
// error or an HTTP status ≥ 400. Screenshots of each state go to www/test-results/.
//
// Run after scripts/install-test-tools.sh and www/build.sh: `cd www && node --test tests/`.
// CHROMIUM=/path/to/chrome overrides the browser.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
// The built package in Node: what the page should show is computed by the bindings directly.
import { initSync, count_solutions, generate, solve_riddle } from '../pkg/gridriddle.js';

const WWW = fileURLToPath(new URL('..', import.meta.url));
const RIDDLES = path.join(WWW, '..', 'riddles');
const RESULTS = path.join(WWW, 'test-results');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const SAMPLES = ['neighbours', 'ships', 'meeting-the-challenge', 'soccer', 'who-lives-in-the-city', 'ginger-cookie'];
const CLUE_SAMPLES = ['einstein', ...SAMPLES.slice(1)].map((name) => `${name}.zbc`);

/** Einstein's riddle as clues: row k is house k, the position column `#` first. */
const EINSTEIN = [
  ['1', 'Norwegian', 'yellow', 'water', 'Dunhill', 'cats'],
  ['2', 'Dane', 'blue', 'tea', 'Blends', 'horses'],
  ['3', 'Brit', 'red', 'milk', 'PallMall', 'birds'],
  ['4', 'German', 'green', 'coffee', 'Prince', 'fish'],
  ['5', 'Swede', 'white', 'beer', 'BlueMaster', 'dogs'],
];
const EINSTEIN_HEADER = ['#', 'Nationality', 'Color', 'Drink', 'Smoke', 'Pet'];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.ts': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

let server;
let base;
let browser;
const serverErrors = []; // statuses ≥ 400 the server sent, whoever asked (page or worker)

before(async () => {
  initSync({ module: await readFile(path.join(WWW, 'pkg', 'gridriddle_bg.wasm')) });
  await mkdir(RESULTS, { recursive: true });
  server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = path.join(WWW, path.normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    try {
      if (!file.startsWith(WWW)) throw new Error('outside www/');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': MIME[path.extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      serverErrors.push(`404 ${pathname}`);
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** A fresh context (empty localStorage) and page, watched for errors, with the solver loaded. */
async function open(t, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const onConsole = (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole)); // the solver's worker too
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('crash', () => problems.push('the page crashed'));
  const errorsBefore = serverErrors.length;
  t.after(async () => {
    await context.close();
  });
  await page.goto(base);
  await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
  // The author's view: the editor, Solve and the results (the player's view: play.test.js).
  await byTestId(page, 'view-author').click();
  return {
    page,
    /** No page error, console error or HTTP error so far. */
    clean() {
      assert.deepEqual([...problems, ...serverErrors.slice(errorsBefore)], []);
    },
  };
}

const byTestId = (page, id) => page.locator(`[data-testid=${id}]`);

/** Clicks Solve and waits for the answer (a solution count) or an error. */
async function solve(page) {
  await byTestId(page, 'solve').click();
  await page.waitForFunction(() => {
    const count = document.querySelector('[data-testid=solution-count]').textContent;
    return count !== '' || !document.querySelector('[data-testid=error]').hidden;
  }, null, { timeout: 60_000 });
}

/** The solution tables as drawn: header (th) and rows of cells (td). */
function solutionTables(page) {
  return page.$$eval('[data-testid=solutions] table', (tables) => tables.map((table) => ({
    header: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
    rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
  })));
}

async function expectedSolutions(name) {
  try {
    const expected = JSON.parse(await readFile(path.join(RIDDLES, `${name}.expected.json`), 'utf8'));
    return expected.solutions.map((m) => m.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
  } catch {
    return null; // no expected answer in riddles/: only the count is checked
  }
}

const sortedJson = (matrices) => matrices.map((m) => JSON.stringify(m)).sort();

const shot = (page, name, fullPage = true) => page.screenshot({ path: path.join(RESULTS, `${name}.png`), fullPage });

test('the page lists the six samples, the six as clues and my own riddles, and describes the selected one', async (t) => {
  const { page, clean } = await open(t);
  const options = await byTestId(page, 'riddle-select').locator('option').evaluateAll(
    (os) => os.map((o) => ({ value: o.value, label: o.textContent })));
  assert.deepEqual(options.map((o) => o.value), [...SAMPLES, ...CLUE_SAMPLES, 'own', 'own.zbc']);
  assert.equal(options.find((o) => o.value === 'einstein.zbc').label, "Einstein's riddle (clues)");
  assert.equal(options.at(-2).label, 'My own grid riddle');
  assert.equal(options.at(-1).label, 'My own riddle in clues');
  await byTestId(page, 'riddle-select').selectOption('neighbours');
  const description = byTestId(page, 'riddle-description');
  assert.match(await description.locator('h2').textContent(), /Einstein|fish/i);
  const hints = await description.locator('ol li').count();
  assert.ok(hints >= 10, `the numbered hints in words (${hints})`);
  const json = JSON.parse(await byTestId(page, 'riddle-json').inputValue());
  assert.ok(Array.isArray(json.header));
  await shot(page, '01-loaded');
  clean();
});

for (const name of SAMPLES) {
  test(`sample ${name}: select, solve, and the solution tables are right`, async (t) => {
    const { page, clean } = await open(t);
    await byTestId(page, 'riddle-select').selectOption(name);
    await solve(page);
    assert.equal(await byTestId(page, 'error').isHidden(), true, 'no error');
    const tables = await solutionTables(page);
    const count = await byTestId(page, 'solution-count').textContent();
    const status = await byTestId(page, 'search-status').textContent();
    assert.match(status, /search was complete/);
    const expected = await expectedSolutions(name);
    if (name === 'who-lives-in-the-city') {
      assert.equal(count, '2 solutions');
      assert.equal(tables.length, 2);
    } else {
      assert.equal(count, '1 solution');
      assert.equal(tables.length, 1);
    }
    if (expected) assert.deepEqual(sortedJson(tables.map((table) => table.rows)), sortedJson(expected));
    const header = JSON.parse(await byTestId(page, 'riddle-json').inputValue()).header.map((h) => String(h).trim());
    for (const table of tables) assert.deepEqual(table.header, header, 'the header in <th> cells');
    if (name === 'neighbours') {
      const pet = tables[0].header.indexOf('Pet');
      const german = tables[0].rows.find((row) => row.includes('German'));
      assert.ok(pet >= 0 && german, 'a Pet column and a German');
      assert.equal(german[pet], 'fish', 'the German keeps the fish');
    }
    await shot(page, `02-sample-${name}`);
    clean();
  });
}

test('an invalid riddle shows the error with its JSON path', async (t) => {
  const { page, clean } = await open(t);
  const riddle = {
    header: ['A', 'B', 'C', 'D', 'E', 'F'],
    startMatrix: [['1', '', '', '', '', ''], ['2', '', '', '', '', '']],
    hints: [
      [[['1', 'b', '', '', '', '']]],
      [[['', '', 'c', '', '', '']]],
      [[['', '', '', 'd', '', '']]],
      [[['', '', '', '', 'e', '']], [['', '', '', '', 'f']]],
    ],
  };
  await byTestId(page, 'riddle-select').selectOption('own');
  await byTestId(page, 'riddle-json').fill(JSON.stringify(riddle, null, 2));
  await solve(page);
  const error = byTestId(page, 'error');
  await error.waitFor();
  const text = await error.textContent();
  assert.match(text, /hints\[3\]\[1\]\[0\]/, text);
  assert.match(text, /row has 5 cells, the header has 6/, text);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '');
  assert.equal(await page.locator('[data-testid=solutions] table').count(), 0);
  await shot(page, '03-invalid-riddle', false);
  clean();
});

test('a JSON syntax error shows its line', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('own');
  await byTestId(page, 'riddle-json').fill('{\n  "header": ["A", "B"],\n  "startMatrix": [["1", ""] ["2", ""]],\n  "hints": []\n}');
  await solve(page);
  const text = await byTestId(page, 'error').textContent();
  assert.match(text, /JSON syntax error at line 3, column \d+/, text);
  await byTestId(page, 'error').getByRole('button', { name: 'Show in the box' }).click();
  const caret = await byTestId(page, 'riddle-json').evaluate((box) => box.value.slice(0, box.selectionStart).split('\n').length);
  assert.equal(caret, 3, 'the caret is on line 3');
  await shot(page, '04-syntax-error', false);
  clean();
});

test('my own riddle: its exact solution table, and no solution when hints clash', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('own');
  const template = JSON.parse(await byTestId(page, 'riddle-json').inputValue());
  assert.deepEqual(template.header, ['Name', 'Pet', 'Drink'], 'starts from the 3 × 3 template');
  await solve(page);
  assert.deepEqual(await solutionTables(page), [{
    header: ['Name', 'Pet', 'Drink'],
    rows: [['Ann', 'cat', 'milk'], ['Bob', 'fish', 'juice'], ['Cleo', 'dog', 'tea']],
  }]);

  const dinner = {
    title: 'Dinner week',
    header: ['Day', 'Guest', 'Dish'],
    startMatrix: [['Mon', '', ''], ['Tue', '', ''], ['Wed', '', ''], ['Thu', '', '']],
    hints: [
      [[['Tue', 'Ada', '']]],
      [[['', '', 'soup'], ['', 'Ben', '']]],
      [[['Mon', '', 'pie']]],
      [[['', 'Di', 'rice']]],
    ],
    hintTexts: ['Ada comes on Tuesday.', 'Ben comes the day after the soup.', 'Pie is served on Monday.', 'Di eats rice.'],
    domains: { Guest: ['Ada', 'Ben', 'Cy', 'Di'], Dish: ['soup', 'pie', 'fish', 'rice'] },
  };
  await byTestId(page, 'riddle-json').fill(JSON.stringify(dinner, null, 2));
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
  assert.deepEqual(await solutionTables(page), [{
    header: ['Day', 'Guest', 'Dish'],
    rows: [['Mon', 'Cy', 'pie'], ['Tue', 'Ada', 'soup'], ['Wed', 'Ben', 'fish'], ['Thu', 'Di', 'rice']],
  }]);
  await page.waitForFunction(() => document.querySelector('#riddle-title').textContent === 'Dinner week');
  assert.equal(await byTestId(page, 'riddle-description').locator('ol li').count(), 4);
  await shot(page, '05-own-riddle');

  assert.equal(await byTestId(page, 'warnings').count(), 0, 'no warnings');

  // A column with fewer values than rows is valid, with a warning.
  const { domains, ...short } = dinner;
  await byTestId(page, 'riddle-json').fill(JSON.stringify(short, null, 2));
  await solve(page);
  assert.match(await byTestId(page, 'warnings').textContent(), /^Warning at header\[1\]: column "Guest" has 3 values/);
  await byTestId(page, 'riddle-json').fill(JSON.stringify(dinner, null, 2));

  dinner.hints.push([[['Mon', 'Ada', '']]]); // Ada cannot come on Monday and on Tuesday
  dinner.hintTexts.push('Ada comes on Monday.');
  await byTestId(page, 'riddle-json').fill(JSON.stringify(dinner, null, 2));
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), 'No solution');
  assert.match(await byTestId(page, 'search-status').textContent(), /no solution/);
  assert.equal(await page.locator('[data-testid=solutions] table').count(), 0);
  clean();
});

test('what I typed survives a reload', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('own');
  const edited = (await byTestId(page, 'riddle-json').inputValue()).replace('My own grid riddle', 'Kept across reloads');
  await byTestId(page, 'riddle-json').fill(edited);
  await page.reload();
  await page.locator('[data-testid=riddle-select]:enabled').waitFor();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'own');
  assert.equal(await byTestId(page, 'riddle-json').inputValue(), edited);
  await page.waitForFunction(() => document.querySelector('#riddle-title').textContent === 'Kept across reloads');
  await page.getByRole('button', { name: 'Undo my edits' }).click();
  assert.match(await byTestId(page, 'riddle-json').inputValue(), /"title": "My own grid riddle"/);
  clean();
});

test('Detailed solution shows the steps in order, each with the cells it filled', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('neighbours');
  await solve(page);
  assert.equal(await byTestId(page, 'steps').count(), 0, 'no steps before ticking the box');
  await byTestId(page, 'detailed').check();
  await byTestId(page, 'steps').first().waitFor();
  const steps = byTestId(page, 'steps').first().locator(':scope > li');
  const n = await steps.count();
  assert.ok(n > 5, `steps (${n})`);
  const first = await steps.first().locator('.step-text').textContent();
  assert.ok(first.length > 10, first);
  const tags = await steps.first().locator('.tag').allTextContents();
  assert.match(tags[0], /^(Rule [123]|Assumption|Search)$/, tags.join(' | '));
  // Each step that filled cells shows them marked in a small matrix, and the cells filled over
  // the whole detailed solution, with the start matrix, are the solution.
  const filledSteps = steps.filter({ has: page.locator('.mini') });
  assert.ok(await filledSteps.count() > 0, 'steps that filled cells');
  const freshPerStep = await filledSteps.evaluateAll((items) => items.map((li) => li.querySelectorAll('.fresh').length));
  assert.ok(freshPerStep.every((k) => k > 0), 'each shows its filled cells');
  const lastMini = await filledSteps.last().locator('.mini [role=row]').evaluateAll((rows) =>
    rows.slice(1).map((r) => [...r.querySelectorAll('[role=cell]')].map((c) => c.textContent)));
  const [solution] = await solutionTables(page);
  assert.deepEqual(lastMini, solution.rows, 'the last step leaves the solution');
  await shot(page, '06-detailed');
  await byTestId(page, 'steps').first().locator(':scope > li').nth(2).scrollIntoViewIfNeeded();
  await shot(page, '06-detailed-steps', false);
  await byTestId(page, 'detailed').uncheck();
  assert.equal(await byTestId(page, 'steps').count(), 0);
  clean();
});

test('a long search runs in the worker, and Cancel stops it and leaves the page usable', async (t) => {
  const { page, clean } = await open(t);
  const values = (p) => Array.from({ length: 8 }, (_, i) => `${p}${i + 1}`);
  const huge = {
    title: 'One hint for many solutions',
    header: ['Position', 'A', 'B', 'C'],
    startMatrix: Array.from({ length: 8 }, (_, i) => [String(i + 1), '', '', '']),
    // One hint linking the three columns, so that counting (after the first page) cannot split
    // the riddle into parts and must search its 8 × 7!³ solutions.
    hints: [[[['', 'a1', 'b1', 'c1']]]],
    domains: { A: values('a'), B: values('b'), C: values('c') },
  };
  await byTestId(page, 'riddle-select').selectOption('own');
  await byTestId(page, 'riddle-json').fill(JSON.stringify(huge, null, 2));
  await page.locator('details.limits summary').click();
  await byTestId(page, 'max-nodes').fill('');
  await byTestId(page, 'solve').click();
  const cancel = byTestId(page, 'cancel');
  await cancel.waitFor();
  const status = byTestId(page, 'search-status');
  const first = await status.textContent();
  assert.match(first, /^Solving…/);
  await page.waitForTimeout(1500);
  // The page is not frozen: the timer moved on, and the page answers.
  assert.notEqual(await status.textContent(), first);
  assert.equal(await page.evaluate(() => 6 * 7), 42);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '', 'still searching');
  assert.equal(await byTestId(page, 'solve').isDisabled(), true);
  await shot(page, '07-long-search', false);
  await cancel.click();
  assert.match(await status.textContent(), /^Search cancelled after \d+\.\d s\.$/);
  assert.equal(await cancel.isHidden(), true);
  await page.locator('[data-testid=solve]:enabled').waitFor({ timeout: 30_000 });
  await shot(page, '08-cancelled', false);
  // A fresh worker solves the next riddle.
  await byTestId(page, 'max-nodes').fill('1000000');
  await byTestId(page, 'riddle-select').selectOption('who-lives-in-the-city');
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '2 solutions');
  clean();
});

test('the page is readable at phone width (375 px)', async (t) => {
  const { page, clean } = await open(t, { width: 375, height: 812 });
  await byTestId(page, 'riddle-select').selectOption('neighbours');
  await shot(page, '09-phone-top', false);
  await byTestId(page, 'detailed').check();
  await solve(page);
  await byTestId(page, 'steps').first().waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no sideways scrolling of the page (${width} px)`);
  const box = await byTestId(page, 'riddle-json').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, 'the JSON box fits');
  const solveBox = await byTestId(page, 'solve').boundingBox();
  assert.ok(solveBox.x + solveBox.width <= 375, 'the Solve button fits');
  await byTestId(page, 'solution-count').evaluate((count) => count.scrollIntoView({ block: 'start' }));
  await shot(page, '09-phone-solution', false);
  await byTestId(page, 'steps').locator(':scope > li').nth(3).scrollIntoViewIfNeeded();
  await shot(page, '09-phone-steps', false);
  await shot(page, '09-phone-full');
  clean();
});

// ---------------------------------------------------------------------------------------------
// Clues

test('Einstein\'s riddle in clues: the Clues box, its solution, its rating and its compiled JSON', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('einstein.zbc');
  assert.equal(await byTestId(page, 'tab-clues').getAttribute('aria-selected'), 'true');
  assert.equal(await byTestId(page, 'riddle-json').isVisible(), false, 'the JSON box is behind its tab');
  assert.match(await byTestId(page, 'riddle-clues').inputValue(), /^Brit = red /m);
  assert.equal(await page.locator('#riddle-title').textContent(), "Einstein's riddle: who owns the fish?");
  await page.waitForFunction(() => document.querySelectorAll('#hint-texts li').length === 15);
  await byTestId(page, 'rating').waitFor();
  assert.match(await byTestId(page, 'rating').textContent(), /^Difficulty: medium \(score \d+\)$/);
  await solve(page);
  assert.equal(await byTestId(page, 'error').isHidden(), true, 'no error');
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
  assert.deepEqual(await solutionTables(page), [{ header: EINSTEIN_HEADER, rows: EINSTEIN }]);
  // The riddle the clues compile to.
  await page.locator('[data-testid=compiled] summary').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=compiled-json]').textContent.startsWith('{'));
  const compiled = JSON.parse(await byTestId(page, 'compiled-json').textContent());
  assert.deepEqual(compiled.header, EINSTEIN_HEADER);
  assert.equal(compiled.hints.length, 15);
  await shot(page, '10-clues-einstein');
  // The JSON tab goes back to the JSON riddle, and the Clues tab to the clues.
  await byTestId(page, 'tab-json').click();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'neighbours');
  await byTestId(page, 'tab-clues').click();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'einstein.zbc');
  clean();
});

test('the Clues tab, with no clue riddle selected before, opens my own clues, never a sample', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('ships');
  await byTestId(page, 'tab-clues').click();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'own.zbc');
  await byTestId(page, 'riddle-clues').fill('Name - Ann Bob\n---\nAnn - Bob\n');
  await byTestId(page, 'riddle-select').selectOption('einstein.zbc');
  assert.match(await byTestId(page, 'riddle-clues').inputValue(), /^Brit = red /m, 'the sample as it was');
  await byTestId(page, 'riddle-select').selectOption('own.zbc');
  assert.equal(await byTestId(page, 'riddle-clues').inputValue(), 'Name - Ann Bob\n---\nAnn - Bob\n');
  clean();
});

test('my own clues: typed, solved, kept across a reload', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('own.zbc');
  await solve(page);
  assert.deepEqual(await solutionTables(page), [{
    header: ['#', 'Name', 'Pet', 'Drink'],
    rows: [['1', 'Ann', 'cat', 'milk'], ['2', 'Bob', 'fish', 'juice'], ['3', 'Cleo', 'dog', 'tea']],
  }]);
  const edited = (await byTestId(page, 'riddle-clues').inputValue()).replace('Ann - Bob\n', 'Ann - Bob\nCleo -- Ann\n');
  await byTestId(page, 'riddle-clues').fill(edited);
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), 'No solution');
  await page.reload();
  await page.locator('[data-testid=riddle-select]:enabled').waitFor();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'own.zbc');
  assert.equal(await byTestId(page, 'riddle-clues').inputValue(), edited);
  clean();
});

test('a clue error shows its line: in the message, beside the box, and the caret goes there', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('own.zbc');
  const text = 'Name - Ann Bob Cleo\nPet - cat dog fish\n---\nAnn = cat\nBob - Cleo\nfsh = Bob\nAnn - Bbo\n';
  await byTestId(page, 'riddle-clues').fill(text);
  await solve(page);
  const error = await byTestId(page, 'error').textContent();
  assert.match(error, /2 errors in the clues/, error);
  assert.match(error, /line 6, column 1: unknown value "fsh" \(did you mean "fish"\?\)/, error);
  assert.match(error, /line 7, column 7: unknown value "Bbo"/, error);
  assert.deepEqual(await page.locator('[data-testid=clue-gutter] .bad').allTextContents(), ['6', '7']);
  assert.equal(await page.locator('.clue-mark').count(), 2, 'the two lines are marked in the box');
  assert.equal(await byTestId(page, 'riddle-clues').getAttribute('aria-invalid'), 'true');
  assert.equal(await byTestId(page, 'solution-count').textContent(), '');
  await byTestId(page, 'error').getByRole('button', { name: 'Show in the box' }).first().click();
  const caret = await byTestId(page, 'riddle-clues').evaluate((box) => box.value.slice(0, box.selectionStart).split('\n').length);
  assert.equal(caret, 6, 'the caret is on line 6');
  await shot(page, '11-clue-error', false);
  // Mending the line takes the marks away.
  await byTestId(page, 'riddle-clues').fill(text.replace('fsh', 'fish').replace('Bbo', 'Bob'));
  assert.equal(await page.locator('[data-testid=clue-gutter] .bad').count(), 0);
  await solve(page);
  assert.equal(await byTestId(page, 'error').isHidden(), true);
  clean();
});

// ---------------------------------------------------------------------------------------------
// New riddle, several solutions

test('New riddle generates a riddle of the size and difficulty asked, loads it and shows its rating', async (t) => {
  const { page, clean } = await open(t);
  await page.locator('#new-riddle-box summary').click();
  await byTestId(page, 'new-rows').fill('4');
  await byTestId(page, 'new-columns').fill('3');
  await byTestId(page, 'new-difficulty').selectOption('hard');
  await byTestId(page, 'new-seed').fill('1');
  await byTestId(page, 'new-riddle').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=riddle-select]').value === 'generated', null, { timeout: 60_000 });
  const riddle = JSON.parse(await byTestId(page, 'riddle-json').inputValue());
  // The seed typed: the riddle the library makes for it.
  const made = generate({ rows: 4, columns: 3, seed: 1, difficulty: 'hard' });
  assert.deepEqual(riddle, JSON.parse(made.json));
  assert.equal(riddle.header.length, 4, 'House and three attribute columns');
  assert.equal(riddle.startMatrix.length, 4);
  assert.match(riddle.title, /^A hard riddle: 4 houses, 3 attributes/);
  assert.equal(await page.locator('#riddle-title').textContent(), riddle.title);
  assert.match(await byTestId(page, 'rating').textContent(), /^Difficulty: hard/);
  assert.match(await byTestId(page, 'search-status').textContent(),
    new RegExp(`^Generated in .* \\(seed ${made.seed}, ${made.attempts} attempts?\\)\\. Open it as clues$`));
  assert.match(await byTestId(page, 'riddle-select').locator('option:checked').textContent(), /^New: A hard riddle/);
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
  await shot(page, '12-new-riddle');
  // It stays among the riddles after a reload.
  await page.reload();
  await page.locator('[data-testid=riddle-select]:enabled').waitFor();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'generated');
  assert.equal(JSON.parse(await byTestId(page, 'riddle-json').inputValue()).title, riddle.title);
  // The same riddle as clues: the same one solution.
  await page.locator('#new-riddle-box summary').click();
  await byTestId(page, 'new-rows').fill('3');
  await byTestId(page, 'new-difficulty').selectOption('');
  await byTestId(page, 'new-seed').fill('2');
  await byTestId(page, 'new-riddle').click();
  await page.getByRole('button', { name: 'Open it as clues' }).click();
  assert.equal(await byTestId(page, 'riddle-select').inputValue(), 'own.zbc');
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
  const [asClues] = await solutionTables(page);
  await byTestId(page, 'riddle-select').selectOption('generated');
  await solve(page);
  const [asJson] = await solutionTables(page);
  assert.equal(asJson.rows.length, 3);
  // Clues keep only the letters and digits of a name (`Blue Master` → `BlueMaster`).
  const values = (table) => table.rows.map((row) => row.slice(1).map((v) => v.replace(/[^\p{L}\p{N}]/gu, '')));
  assert.deepEqual(values(asClues), values(asJson), 'row k is house k in both');
  clean();
});

test('many solutions: the exact count, one page of 20 drawn, and Next shows the next 20', async (t) => {
  const { page, clean } = await open(t);
  const many = await readFile(path.join(WWW, '..', 'tests', 'fixtures', 'many-solutions.json'), 'utf8');
  const expected = solve_riddle(many, { maxSolutions: 40, steps: false }).solutions.map((s) => s.matrix);
  await byTestId(page, 'riddle-select').selectOption('own');
  await byTestId(page, 'riddle-json').fill(many);
  await page.locator('details.limits summary').click();
  await byTestId(page, 'max-nodes').fill(''); // no limit: the exact count
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1,710,720 solutions');
  assert.match(await byTestId(page, 'search-status').textContent(), /^Solutions 1 to 20\. The count was complete: there are no others\./);
  const label = byTestId(page, 'page-label');
  assert.equal(await label.textContent(), 'Page 1 of 85,536');
  assert.equal(await byTestId(page, 'page-first').isDisabled(), true);
  assert.equal(await byTestId(page, 'page-previous').isDisabled(), true);
  const headings = () => page.$$eval('[data-testid=solutions] h3', (hs) => hs.map((h) => h.textContent));
  const drawn = async () => (await solutionTables(page)).map((table) => table.rows);
  assert.deepEqual(await drawn(), expected.slice(0, 20));
  await shot(page, '14-many-solutions-page-1');
  // The page stays responsive while the worker finds the next page.
  await byTestId(page, 'page-next').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=page-label]')?.textContent === 'Page 2 of 85,536');
  assert.equal(await page.evaluate(() => 6 * 7), 42);
  assert.deepEqual(await drawn(), expected.slice(20, 40));
  assert.deepEqual(await headings(), Array.from({ length: 20 }, (_, i) => `Solution ${21 + i}`));
  assert.equal(await byTestId(page, 'solution-count').textContent(), '1,710,720 solutions');
  assert.equal(await byTestId(page, 'page-previous').isDisabled(), false);
  await shot(page, '15-many-solutions-page-2');
  await byTestId(page, 'page-first').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=page-label]')?.textContent === 'Page 1 of 85,536');
  assert.deepEqual(await drawn(), expected.slice(0, 20));
  // Within the default node budget the count stops: "at least" the bindings' lower bound.
  await byTestId(page, 'max-nodes').fill('1000000');
  await solve(page);
  const least = count_solutions(many, { maxNodes: 1_000_000 });
  assert.equal(least.complete, false);
  assert.equal(await byTestId(page, 'solution-count').textContent(), `At least ${least.count.toLocaleString('en')} solutions`);
  assert.match(await label.textContent(), /^Page 1 of at least [\d,]+$/);
  clean();
});

test('several solutions: the cells that differ are marked in every solution', async (t) => {
  const { page, clean } = await open(t);
  await byTestId(page, 'riddle-select').selectOption('who-lives-in-the-city');
  await solve(page);
  assert.equal(await byTestId(page, 'solution-count').textContent(), '2 solutions');
  const marked = await page.$$eval('[data-testid=solutions] table', (tables) => tables.map((table) =>
    [...table.querySelectorAll('tbody tr')].flatMap((tr, r) => [...tr.children].flatMap((td, c) => (td.classList.contains('differs') ? [[r, c]] : [])))));
  assert.deepEqual(marked, [[[0, 1], [0, 3], [2, 1], [2, 3]], [[0, 1], [0, 3], [2, 1], [2, 3]]]);
  assert.match(await page.locator('.differs-note').textContent(), /4 cells/);
  await shot(page, '13-differing-cells');
  clean();
});

test('New riddle offers only the sizes and levels it makes in seconds, and says why in words', async (t) => {
  const { page, clean } = await open(t);
  await page.locator('#new-riddle-box summary').click();
  await byTestId(page, 'new-columns').fill('10');
  await byTestId(page, 'new-rows').fill('3');
  await byTestId(page, 'new-difficulty').selectOption('expert');
  assert.equal(await byTestId(page, 'new-riddle').isDisabled(), true);
  assert.equal(await byTestId(page, 'new-limits').textContent(),
    'Expert riddles need 4 rows or more (fewer rows cannot make them); 3 is too few.');
  assert.equal(await byTestId(page, 'new-difficulty').locator('option[value=expert]').textContent(), 'expert (not at this size)');
  assert.equal(await byTestId(page, 'new-difficulty').locator('option[value=hard]').textContent(), 'hard');
  await byTestId(page, 'new-difficulty').selectOption('');
  await byTestId(page, 'new-rows').fill('18');
  assert.equal(await byTestId(page, 'new-limits').textContent(),
    'Riddles with 10 columns are made in a few seconds with 2 to 15 rows; 18 cannot.');
  await byTestId(page, 'new-difficulty').selectOption('easy');
  await byTestId(page, 'new-rows').fill('6');
  assert.equal(await byTestId(page, 'new-riddle').isDisabled(), false);
  assert.equal(await byTestId(page, 'new-limits').textContent(), '');
  await byTestId(page, 'new-columns').fill('12');
  assert.match(await byTestId(page, 'new-limits').textContent(), /^Choose 1 to 10 columns/);
  clean();
});

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

const WWW = fileURLToPath(new URL('..', import.meta.url));
const RIDDLES = path.join(WWW, '..', 'riddles');
const RESULTS = path.join(WWW, 'test-results');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const SAMPLES = ['neighbours', 'ships', 'meeting-the-challenge', 'soccer', 'who-lives-in-the-city', 'ginger-cookie'];

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

test('the page lists the six samples and My own grid riddle, and describes the selected one', async (t) => {
  const { page, clean } = await open(t);
  const options = await byTestId(page, 'riddle-select').locator('option').evaluateAll(
    (os) => os.map((o) => ({ value: o.value, label: o.textContent })));
  assert.deepEqual(options.map((o) => o.value).sort(), [...SAMPLES, 'own'].sort());
  assert.equal(options.at(-1).label, 'My own grid riddle');
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
    title: 'No hints at all',
    header: ['Position', 'A', 'B', 'C'],
    startMatrix: Array.from({ length: 8 }, (_, i) => [String(i + 1), '', '', '']),
    hints: [[[['1', 'a1', '', '']]]],
    domains: { A: values('a'), B: values('b'), C: values('c') },
  };
  await byTestId(page, 'riddle-select').selectOption('own');
  await byTestId(page, 'riddle-json').fill(JSON.stringify(huge, null, 2));
  await page.locator('details.limits summary').click();
  await byTestId(page, 'max-solutions').fill('1000000000');
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
  await byTestId(page, 'max-solutions').fill('1000');
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

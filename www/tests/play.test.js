// The player's view in headless Chromium at a desktop's size (1280×800) and a phone's (390×844):
// Einstein's riddle (the sample "neighbours") played to the end with Hint, a wrong fill made,
// checked and undone, a clue struck through, ticks and crosses in the cross/tick grid followed
// by the table, the game kept across a reload, the keyboard, and axe-core on the start, play and
// author views. GRIDRIDDLE_DOCS_SHOTS=1 also writes the screenshots of docs/ (page-*.png).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import { serve, launch, WWW } from './server.js';
import { seriousViolations } from './axe.js';
import { tool, einsteinSolution } from './helpers.js';

const RESULTS = path.join(WWW, 'test-results');
const DOCS = path.join(WWW, '..', 'docs');
const SIZES = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }];

let server;
let browser;
let solution; // neighbours' one solution, from riddles/neighbours.expected.json
let clueTexts; // its hint texts, from riddles/neighbours.json

before(async () => {
  await mkdir(RESULTS, { recursive: true });
  solution = await einsteinSolution();
  clueTexts = JSON.parse(await readFile(path.join(WWW, '..', 'riddles', 'neighbours.json'), 'utf8')).hintTexts;
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(t, size) {
  // The phone is a touch screen: its clues, cells and marks are tapped.
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.name === 'phone' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const onConsole = (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`);
  page.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole));
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} ${response.url()}`));
  t.after(() => context.close());
  await page.goto(server.base);
  await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
  return { page, clean: () => assert.deepEqual(problems, []) };
}

const byTestId = (page, id) => page.locator(`[data-testid=${id}]`);
const cell = (page, row, column) => page.locator(`[data-testid=play-grid] td[data-row="${row}"][data-column="${column}"]`);
const mark = (page, a, va, b, vb) => page.locator(`[data-testid=logic-grid] [data-testid=mark][data-a-column="${a}"][data-a-value="${va}"][data-b-column="${b}"][data-b-value="${vb}"]`);
const gridValues = (page) => byTestId(page, 'play-grid').evaluate((table) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.value)));

async function shot(page, name, size) {
  await page.screenshot({ path: path.join(RESULTS, `play-${name}-${size.name}.png`) });
  if (process.env.GRIDRIDDLE_DOCS_SHOTS && name !== 'solved') await page.screenshot({ path: path.join(DOCS, `page-${name}-${size.name}.png`) });
}

async function noSeriousViolations(page, where) {
  const found = await seriousViolations(page);
  assert.deepEqual(found, [], `axe-core on the ${where}`);
}

/** Whether the element's box is at least partly inside the window. */
async function inView(locator, size) {
  const box = await locator.boundingBox();
  return box !== null && box.y < size.height && box.y + box.height > 0 && box.x < size.width && box.x + box.width > 0;
}

for (const size of SIZES) {
  test(`${size.name} (${size.width}×${size.height}): Einstein's riddle played to the end with Hint, a wrong fill undone, a clue struck, ticks followed by the table, axe-core clean`, async (t) => {
    const { page, clean } = await open(t, size);
    // The start view.
    await byTestId(page, 'riddle-select').selectOption('neighbours');
    await page.waitForFunction(() => document.querySelector('#riddle-title').textContent !== '');
    await byTestId(page, 'rating').waitFor();
    await shot(page, 'start', size);
    await noSeriousViolations(page, 'start view');

    // Play: the clues, each once and numbered, beside the grid.
    await byTestId(page, 'play').click();
    await byTestId(page, 'clue').first().waitFor();
    assert.equal(await byTestId(page, 'play').getAttribute('aria-pressed'), 'true');
    const clues = await byTestId(page, 'clue').allTextContents();
    assert.deepEqual(clues, clueTexts.map((text, i) => `${i + 1}. ${text}`));
    const shownOnce = await page.evaluate((text) => document.body.innerText.split(text).length - 1, clueTexts[0]);
    assert.equal(shownOnce, 1, 'the first clue is on the page once');
    assert.deepEqual(await gridValues(page), solution.map((row) => [row[0], '', '', '', '', '']));
    assert.match(await byTestId(page, 'timer').textContent(), /^\d+:\d\d$/);
    if (size.name === 'desktop') {
      // Grid and clues in one view.
      assert.ok(await inView(cell(page, 4, 5), size), 'the grid\'s last cell is in view');
      assert.ok(await inView(byTestId(page, 'clue').first(), size), 'the first clue is in view');
      const grid = await byTestId(page, 'play-grid').boundingBox();
      const firstClue = await byTestId(page, 'clue').first().boundingBox();
      assert.ok(firstClue.x > grid.x + grid.width - 1, 'the clues are beside the grid');
    } else {
      // The clues scroll under the grid, which stays in view.
      await byTestId(page, 'clue').last().scrollIntoViewIfNeeded();
      assert.ok(await inView(byTestId(page, 'clue').last(), size), 'the last clue is in view');
      assert.ok(await inView(cell(page, 0, 1), size), 'the grid stays in view while the clues scroll');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= size.width, `no sideways scrolling of the page (${width} px)`);
    }
    await noSeriousViolations(page, 'play view (table)');

    // A clue struck through, and back.
    const third = byTestId(page, 'clue').nth(2);
    if (size.name === 'phone') await third.tap();
    else await third.click();
    assert.equal(await third.getAttribute('aria-pressed'), 'true');
    await byTestId(page, 'clue').nth(4).click();
    await byTestId(page, 'clue').nth(4).click();
    assert.equal(await byTestId(page, 'clue').nth(4).getAttribute('aria-pressed'), 'false');

    // A wrong fill: the Brit in house 1 (the Norwegian lives there); Check marks it; Undo and Redo.
    await cell(page, 0, 1).click();
    await byTestId(page, 'chooser').getByRole('button', { name: 'Brit', exact: true }).click();
    assert.equal(await cell(page, 0, 1).getAttribute('data-value'), 'Brit');
    await byTestId(page, 'check').click();
    await page.locator('[data-testid=play-grid] td.mistake').first().waitFor();
    assert.equal(await cell(page, 0, 1).getAttribute('aria-invalid'), 'true');
    assert.match(await byTestId(page, 'play-message').textContent(), /^1 mistake/);
    await byTestId(page, 'undo').click();
    assert.equal(await cell(page, 0, 1).getAttribute('data-value'), '');
    await byTestId(page, 'redo').click();
    assert.equal(await cell(page, 0, 1).getAttribute('data-value'), 'Brit');
    await byTestId(page, 'undo').click();
    assert.equal(await cell(page, 0, 1).getAttribute('data-value'), '');
    assert.equal(await byTestId(page, 'undo').isDisabled(), true);

    // The keyboard in the table: arrows move the focus, typing picks a value, Ctrl+Z undoes.
    await cell(page, 0, 1).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await page.evaluate(() => [document.activeElement.dataset.row, document.activeElement.dataset.column]), ['1', '2']);
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none', 'the focus is visible');
    await page.keyboard.type('bl');
    assert.equal(await cell(page, 1, 2).getAttribute('data-value'), 'blue');
    await page.keyboard.press('Control+z');
    assert.equal(await cell(page, 1, 2).getAttribute('data-value'), '');

    // The cross/tick grid: a block for every pair of columns, House included.
    await tool(page, 'view-logic-grid');
    assert.equal(await byTestId(page, 'logic-grid').isVisible(), true);
    assert.equal(await page.locator('[data-testid=logic-grid] [data-testid=mark]').count(), 15 * 25, '15 blocks of 5 × 5');
    // House 3 and milk: a cross, then a tick, which puts milk in the table and crosses the rest.
    const milk = mark(page, 0, '3', 3, 'milk');
    if (size.name === 'phone') await milk.tap();
    else await milk.click();
    assert.equal(await milk.getAttribute('data-mark'), 'cross');
    await milk.click();
    assert.equal(await milk.getAttribute('data-mark'), 'tick');
    assert.equal(await mark(page, 0, '3', 3, 'tea').getAttribute('data-mark'), 'cross', 'its row of the block');
    assert.equal(await mark(page, 0, '1', 3, 'milk').getAttribute('data-mark'), 'cross', 'its column of the block');
    // A cross between the Brit and house 1 takes the Brit out of that cell's pencil marks.
    await mark(page, 0, '1', 1, 'Brit').click();
    assert.equal(await mark(page, 0, '1', 1, 'Brit').getAttribute('data-mark'), 'cross');
    // The keyboard: arrows move between the marks, Space cycles the one focused.
    await mark(page, 0, '1', 1, 'Brit').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    assert.equal(await mark(page, 0, '1', 1, 'Swede').getAttribute('data-mark'), 'cross');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    assert.equal(await mark(page, 0, '1', 1, 'Swede').getAttribute('data-mark'), '');
    const outline = () => page.evaluate(() => {
      const style = getComputedStyle(document.activeElement);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    assert.equal(await outline(), 'solid 3px', 'the focus is visible');
    await shot(page, 'logic-grid', size);
    await noSeriousViolations(page, 'play view (cross/tick grid)');
    await tool(page, 'view-table');
    assert.equal(await cell(page, 2, 3).getAttribute('data-value'), 'milk', 'the table followed the tick');
    // Pencil marks: off until the player turns them on.
    assert.equal(await byTestId(page, 'pencil').isChecked(), false);
    assert.equal(await page.locator('[data-testid=play-grid] .pencil').count(), 0);
    await tool(page, 'pencil');
    assert.equal(await byTestId(page, 'pencil').isChecked(), true);
    const pencil = await cell(page, 0, 1).locator('.pencil').textContent();
    assert.deepEqual(pencil.split(' '), ['Swede', 'Dane', 'Norwegian', 'German'], 'no Brit in house 1');

    // Hint to the end: each fills the cells of the next step and highlights its clues.
    let highlighted = 0;
    for (let i = 0; i < 60; i++) {
      const before = JSON.stringify(await gridValues(page));
      await byTestId(page, 'hint').click();
      await page.waitForFunction((b) => {
        const panel = document.querySelector('[data-testid=play-panel]');
        const now = JSON.stringify([...panel.querySelectorAll('[data-testid=play-grid] tbody tr')]
          .map((tr) => [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.value)));
        return now !== b;
      }, before, { timeout: 30_000 });
      if (i === 2) {
        await shot(page, 'play', size);
        const message = await byTestId(page, 'play-message').textContent();
        // The step in plain words (the bindings' `words`), the clue named; the solver's own words
        // only behind "The solver’s words".
        const [words] = message.split('The solver’s words');
        assert.match(words, /\(clue \d+\)/, message);
        assert.doesNotMatch(words, /\b(rule [123]|option|merged?|riddle matrix)\b/i, message);
      }
      highlighted += await page.locator('[data-testid=clue][data-highlighted=true]').count() > 0 ? 1 : 0;
      if (!(await gridValues(page)).flat().includes('')) break;
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved', null, { timeout: 30_000 });
    assert.ok(highlighted > 5, `the hints highlighted their clues (${highlighted})`);
    assert.deepEqual(await gridValues(page), solution);
    assert.match(await byTestId(page, 'play-message').textContent(), /^Solved in \d+:\d\d/);
    const stopped = await byTestId(page, 'timer').textContent();
    await page.waitForTimeout(1100);
    assert.equal(await byTestId(page, 'timer').textContent(), stopped, 'the timer stopped');
    await shot(page, 'solved', size);

    // Kept across a reload: the view, the grid, the struck clue, the solved state.
    await page.reload();
    await byTestId(page, 'clue').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved');
    assert.deepEqual(await gridValues(page), solution);
    assert.equal(await byTestId(page, 'clue').nth(2).getAttribute('aria-pressed'), 'true');
    // Start again: the grid as the riddle gives it; Undo brings it back.
    await tool(page, 'restart');
    assert.deepEqual(await gridValues(page), solution.map((row) => [row[0], '', '', '', '', '']));
    assert.equal(await byTestId(page, 'play-panel').getAttribute('data-state'), 'playing');
    await byTestId(page, 'undo').click();
    assert.deepEqual(await gridValues(page), solution);

    // The author's view: Solve scrolls the results into view.
    await byTestId(page, 'view-author').click();
    await byTestId(page, 'detailed').check();
    await byTestId(page, 'solve').click();
    await byTestId(page, 'steps').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(600); // the smooth scroll
    assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
    assert.ok(await inView(byTestId(page, 'solution-count'), size), 'the results are scrolled into view');
    await shot(page, 'author', size);
    await noSeriousViolations(page, 'author view');
    clean();
  });
}

test('my own clues (a great category) and a generated riddle are played too, in both grids', async (t) => {
  const { page, clean } = await open(t, SIZES[0]);
  await byTestId(page, 'view-author').click();
  await byTestId(page, 'riddle-select').selectOption('own.zbc');
  await byTestId(page, 'riddle-clues').fill('Name - Ann Bob Cleo\nColor* - red green blue yellow\n---\nAnn = red\nBob - Cleo\nCleo = yellow\nBob:# == 2\n!(Bob = green)\n');
  await byTestId(page, 'play').click();
  await byTestId(page, 'clue').first().waitFor();
  assert.equal(await byTestId(page, 'clue').count(), 5);
  for (let i = 0; i < 10; i++) {
    if (await byTestId(page, 'play-panel').getAttribute('data-state') === 'solved') break;
    await byTestId(page, 'hint').click();
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved');
  assert.deepEqual(await gridValues(page), [['1', 'Ann', 'red'], ['2', 'Bob', 'blue'], ['3', 'Cleo', 'yellow']]);
  // Three columns: three blocks, the great category's four values in its blocks.
  await tool(page, 'view-logic-grid');
  assert.equal(await page.locator('[data-testid=logic-grid] [data-testid=mark]').count(), 3 * 3 + 3 * 4 + 3 * 4);
  assert.equal(await mark(page, 1, 'Bob', 2, 'blue').getAttribute('data-mark'), 'tick');
  assert.equal(await mark(page, 1, 'Bob', 2, 'green').getAttribute('data-mark'), 'cross');
  // A generated riddle, made from the play view, is played at once.
  await page.locator('#new-riddle-box summary').click();
  await byTestId(page, 'new-rows').fill('4');
  await byTestId(page, 'new-columns').fill('3');
  await byTestId(page, 'new-seed').fill('7');
  await byTestId(page, 'new-riddle').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=riddle-select]').value === 'generated', null, { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=play-grid] tbody tr').length === 4);
  const generated = JSON.parse(await page.evaluate(() => JSON.parse(localStorage.getItem('gridriddle.page.v1')).generated.json));
  assert.deepEqual(await byTestId(page, 'clue').allTextContents(), generated.hintTexts.map((text, i) => `${i + 1}. ${text}`));
  assert.equal(await byTestId(page, 'play-panel').getAttribute('data-state'), 'playing');
  assert.equal(await page.locator('[data-testid=logic-grid] [data-testid=mark]').count(), 6 * 16, 'four columns: six blocks of 4 × 4');
  clean();
});

for (const name of ['einstein.zbc', 'ships']) {
  test(`play ${name}: Hint again and again solves it, and the grid is the solution the bindings give`, async (t) => {
    const { initSync, solve_riddle, samples } = await import('../pkg/gridriddle.js');
    initSync({ module: await readFile(path.join(WWW, 'pkg', 'gridriddle_bg.wasm')) });
    const sample = samples().find((s) => s.name === name);
    const [expected] = solve_riddle(sample.text).solutions.map((s) => s.matrix.map((row) => row.map((v) => v ?? '')));
    const { page, clean } = await open(t, SIZES[0]);
    await byTestId(page, 'riddle-select').selectOption(name);
    await byTestId(page, 'play').click();
    await byTestId(page, 'clue').first().waitFor();
    for (let i = 0; i < 80; i++) {
      const before = JSON.stringify(await gridValues(page));
      await byTestId(page, 'hint').click();
      await page.waitForFunction((b) => JSON.stringify([...document.querySelectorAll('[data-testid=play-grid] tbody tr')]
        .map((tr) => [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.value))) !== b, before, { timeout: 30_000 });
      assert.ok(await page.locator('[data-testid=play-grid] td.hinted').count() > 0, 'the cells of the step are marked');
      if (!(await gridValues(page)).flat().includes('')) break;
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved', null, { timeout: 30_000 });
    assert.deepEqual(await gridValues(page), expected);
    clean();
  });
}

// What the page tests share: a fresh browser context at a size, failing on any page error,
// console error or HTTP error; locators by data-testid; the play grid's values; in-view checks;
// screenshots (also into docs/ with GRIDRIDDLE_DOCS_SHOTS=1).

import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { WWW } from './server.js';

export const RESULTS = path.join(WWW, 'test-results');
export const DOCS = path.join(WWW, '..', 'docs');
/** Einstein's riddle's one solution (riddles/neighbours.expected.json), as rows of value names. */
export async function einsteinSolution() {
  return JSON.parse(await readFile(path.join(WWW, '..', 'riddles', 'neighbours.expected.json'), 'utf8')).solutions[0];
}

/** Chooses Einstein's riddle ("neighbours") and starts playing it: its clues are shown. */
export async function playEinstein(page) {
  await byTestId(page, 'riddle-select').selectOption('neighbours');
  await byTestId(page, 'start-play').click();
  await byTestId(page, 'clue').first().waitFor();
}

export const SIZES = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }];

/**
 * A new context of `browser` at `size` (`options` for newContext, e.g. colorScheme), on `url`
 * once the riddles are loaded; closed after the test. Returns {context, page, clean}: `clean()`
 * asserts no error was seen.
 */
export async function openPage(t, browser, size, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.name === 'phone', ...options });
  const problems = [];
  t.after(() => context.close());
  const page = await context.newPage();
  watch(page, problems);
  if (options.clock) await context.clock.setFixedTime(options.clock);
  await page.goto(url);
  await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
  return { context, page, clean: () => assert.deepEqual(problems, []) };
}

/** Records the page's errors into `problems`. */
export function watch(page, problems) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const onConsole = (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`);
  page.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole));
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} ${response.url()}`));
}

export const byTestId = (page, id) => page.locator(`[data-testid=${id}]`);
export const cell = (page, row, column) => page.locator(`[data-testid=play-grid] td[data-row="${row}"][data-column="${column}"]`);
export const gridValues = (page) => byTestId(page, 'play-grid').evaluate((table) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.value)));
export const clueTexts = (page) => page.locator('[data-testid=clues] [data-testid=clue] .clue-text').allTextContents();

/** Presses Hint and waits until the grid changes; false when it did not (solved). */
export async function hintOnce(page) {
  const before = JSON.stringify(await gridValues(page));
  await byTestId(page, 'hint').click();
  await page.waitForFunction((b) => JSON.stringify([...document.querySelectorAll('[data-testid=play-grid] tbody tr')]
    .map((tr) => [...tr.querySelectorAll('td[data-row]')].map((td) => td.dataset.value))) !== b, before, { timeout: 30_000 });
}

/** Whether the element's box is wholly inside the window. */
export async function wholly(locator, size) {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

/** Whether the element's box is at least partly inside the window. */
export async function inView(locator, size) {
  const box = await locator.boundingBox();
  return box !== null && box.y < size.height && box.y + box.height > 0 && box.x < size.width && box.x + box.width > 0;
}

/** A screenshot into test-results/ (and docs/page-<name>-<size>.png with GRIDRIDDLE_DOCS_SHOTS=1). */
export async function shot(page, name, size) {
  await page.screenshot({ path: path.join(RESULTS, `${name}-${size.name}.png`) });
  if (process.env.GRIDRIDDLE_DOCS_SHOTS) await page.screenshot({ path: path.join(DOCS, `page-${name}-${size.name}.png`) });
}

/** The play view's tools folded under "More" on a phone (the toolbar's one row keeps the rest). */
export const FOLDED_TOOLS = ['bookmark', 'back-to-bookmark', 'undo-to-correct', 'restart', 'view-table', 'view-logic-grid',
  'pencil', 'share', 'settings', 'board-size'];

/** Presses the play view's tool `id`, opening "More" first when it is folded there (a phone). */
export async function tool(page, id) {
  const target = byTestId(page, id);
  if (!(await target.isVisible()) && FOLDED_TOOLS.includes(id) && (await byTestId(page, 'play-menu').isVisible())) {
    if ((await byTestId(page, 'play-menu').getAttribute('aria-expanded')) !== 'true') await byTestId(page, 'play-menu').click();
  }
  await target.click();
}

/**
 * How many rows of the play table a player sees: rows whose first cell's middle is on screen and
 * not covered (by the sheet, or clipped by the board's scrolling box).
 */
export const rowsSeen = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid=play-grid] tbody tr')]
  .filter((tr) => [tr.cells[0]].every((td) => {
    const r = td.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    return td.contains(document.elementFromPoint(x, y));
  })).length);

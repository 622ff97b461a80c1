// Playing with a thumb, and "what if", in headless Chromium. On a phone (390×844, touch): a real
// tap (the touchscreen at a cell's place, nothing scrolled for it) on every cell of Einstein's
// table opens that cell's chooser in view, its values buttons of 44 px or more, and a tap on a
// value fills the cell; the toolbar is one row (the rest under "More"); at least four rows of the
// grid in view after a hint, a check and once solved. At both sizes: bookmarks (several, kept
// with the game across a reload) put back exactly the grid and the marks bookmarked. axe-core
// finds no serious or critical violation with the sheet and the menu open.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { serve, launch } from './server.js';
import { seriousViolations } from './axe.js';
import { SIZES, RESULTS, openPage, byTestId, cell, gridValues, hintOnce, wholly, shot, tool, rowsSeen, einsteinSolution, playEinstein } from './helpers.js';

let server;
let browser;
let solution; // Einstein's riddle's one solution, from riddles/neighbours.expected.json

before(async () => {
  await mkdir(RESULTS, { recursive: true });
  solution = await einsteinSolution();
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const PHONE = SIZES[1];

/** A finger's tap at the middle of `locator`'s box as it is on screen (nothing scrolled first). */
async function tapAt(page, locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the middle of `locator` is on screen and the element itself is there (not covered). */
const onTop = (locator) => locator.evaluate((e) => {
  const r = e.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && e.contains(document.elementFromPoint(x, y));
});

test('phone: a tap on every cell opens its chooser in view (values of 44 px or more); a tap on a value fills the cell; the toolbar is one row', async (t) => {
  const { page, clean } = await openPage(t, browser, PHONE, server.base);
  await playEinstein(page);
  const chooser = byTestId(page, 'chooser');
  assert.equal(await chooser.isVisible(), false, 'no chooser before a tap');

  // The toolbar: one row of tools (the timer, Hint, Check, Undo, Redo, More).
  const tops = await page.locator('.play-tools > :is(button, span)').evaluateAll((items) =>
    items.filter((e) => e.offsetParent !== null).map((e) => Math.round(e.getBoundingClientRect().top)));
  assert.ok(tops.length >= 5, `${tops.length} tools in the row`);
  assert.ok(Math.max(...tops) - Math.min(...tops) <= 4, `one row: tops ${tops}`);
  assert.equal(await byTestId(page, 'share').isVisible(), false, 'Share is folded under More');
  await byTestId(page, 'play-menu').click();
  assert.equal(await byTestId(page, 'share').isVisible(), true, 'More shows it');
  assert.deepEqual(await seriousViolations(page), [], 'axe-core with the menu open');
  await byTestId(page, 'play-menu').click();

  const rows = solution.length;
  const columns = solution[0].length;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const td = cell(page, r, c);
      // The player swipes the table to the cell when it is off screen (the board scrolls inside).
      if (!(await onTop(td))) await td.evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
      assert.equal(await onTop(td), true, `cell ${r},${c} can be tapped`);
      await tapAt(page, td);
      await chooser.waitFor({ state: 'visible' });
      assert.ok(await wholly(chooser, PHONE), `the chooser of cell ${r},${c} is wholly on screen`);
      assert.match(await chooser.locator('.chooser-head').textContent(), new RegExp(`^Row ${r + 1}, `));
      const values = chooser.locator('.chooser-values button');
      const given = (await values.count()) === 0;
      if (!given) {
        for (const box of await values.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()))) {
          assert.ok(box.width >= 44 && box.height >= 44, `a value button of ${box.width}×${box.height} px (cell ${r},${c})`);
          assert.ok(box.top >= 0 && box.bottom <= PHONE.height, `a value button on screen (cell ${r},${c})`);
        }
        for (let i = 0; i < await values.count(); i++) assert.equal(await onTop(values.nth(i)), true, `value ${i} not covered`);
      }
      if (r === 1 && c === 2) await shot(page, 'chooser-sheet', PHONE);
      if (r === 0 && c === 1) assert.deepEqual(await seriousViolations(page), [], 'axe-core with the sheet open');
      await tapAt(page, byTestId(page, 'chooser-close'));
      await chooser.waitFor({ state: 'hidden' });
    }
  }

  // A tap on a blank cell, then on a value of the sheet: the cell holds it, the sheet closes.
  const td = cell(page, 0, 2);
  await tapAt(page, td);
  const wanted = solution[0][2];
  await tapAt(page, chooser.locator('.chooser-values button', { hasText: new RegExp(`^${wanted}$`) }));
  await chooser.waitFor({ state: 'hidden' });
  assert.equal((await gridValues(page))[0][2], wanted);
  clean();
});

test('phone: at least four rows of the grid in view after a hint, a check, and once solved', async (t) => {
  const { page, clean } = await openPage(t, browser, PHONE, server.base);
  await playEinstein(page);
  await hintOnce(page);
  assert.ok(await rowsSeen(page) >= 4, `${await rowsSeen(page)} rows in view after a hint`);
  await shot(page, 'hint', PHONE);
  await byTestId(page, 'check').click();
  await page.waitForFunction(() => /No mistakes so far/.test(document.querySelector('[data-testid=play-message]').textContent));
  assert.ok(await rowsSeen(page) >= 4, `${await rowsSeen(page)} rows in view after a check`);
  // A wrong value checked: the message of a mistake.
  await tapAt(page, cell(page, 4, 1));
  const wrong = (await byTestId(page, 'chooser').locator('.chooser-values button').allTextContents()).find((v) => v !== solution[4][1]);
  await tapAt(page, byTestId(page, 'chooser').locator('.chooser-values button', { hasText: new RegExp(`^${wrong}$`) }));
  await byTestId(page, 'check').click();
  await page.waitForFunction(() => /1 mistake/.test(document.querySelector('[data-testid=play-message]').textContent));
  assert.ok(await rowsSeen(page) >= 4, `${await rowsSeen(page)} rows in view after a check with a mistake`);
  await byTestId(page, 'undo').click();
  for (let i = 0; i < 40 && (await gridValues(page)).flat().includes(''); i++) await hintOnce(page);
  await page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved', null, { timeout: 30_000 });
  assert.deepEqual(await gridValues(page), solution);
  await page.evaluate(() => scrollTo(0, 0));
  assert.ok(await rowsSeen(page) >= 4, `${await rowsSeen(page)} rows in view once solved`);
  await shot(page, 'solved', PHONE);
  clean();
});

/** The cross/tick grid's marks, in order ('' where none). */
const logicMarks = (page) => page.locator('[data-testid=logic-grid] [data-testid=mark]').evaluateAll((ms) => ms.map((m) => m.dataset.mark || ''));
const mark = (page, a, va, b, vb) => page.locator(`[data-testid=logic-grid] [data-testid=mark][data-a-column="${a}"][data-a-value="${va}"][data-b-column="${b}"][data-b-value="${vb}"]`);

for (const size of SIZES) {
  test(`${size.name}: Bookmark keeps the grid and its marks; Back to bookmark puts exactly that back, bookmark after bookmark, across a reload`, async (t) => {
    const { page, clean } = await openPage(t, browser, size, server.base);
    await playEinstein(page);
    assert.equal(await byTestId(page, 'back-to-bookmark').isDisabled(), true, 'nothing to go back to yet');
    await hintOnce(page);
    // A cross of the player's in the cross/tick grid: part of what a bookmark keeps.
    await tool(page, 'view-logic-grid');
    await mark(page, 0, '2', 1, 'Swede').click();
    const first = { values: await gridValues(page), marks: await logicMarks(page) };
    assert.ok(first.marks.includes('cross'));
    await tool(page, 'bookmark');
    // A "what if": two more steps and another cross, then a second bookmark and more steps.
    await tool(page, 'view-table');
    await hintOnce(page);
    await tool(page, 'view-logic-grid');
    await mark(page, 0, '5', 1, 'Dane').click();
    await tool(page, 'view-table');
    const second = { values: await gridValues(page), marks: null };
    await tool(page, 'view-logic-grid');
    second.marks = await logicMarks(page);
    assert.notDeepEqual(second, first);
    await tool(page, 'bookmark');
    await tool(page, 'view-table');
    await hintOnce(page);
    await hintOnce(page);
    const tried = await gridValues(page);
    assert.notDeepEqual(tried, second.values);
    // Kept with the game: a reload, then back to the latest bookmark, then to the first.
    await page.reload();
    await byTestId(page, 'clue').first().waitFor();
    assert.deepEqual(await gridValues(page), tried, 'the game as left');
    assert.match(await byTestId(page, 'back-to-bookmark').textContent(), /^Back to bookmark \(2\)$/);
    await tool(page, 'back-to-bookmark');
    assert.deepEqual(await gridValues(page), second.values, 'the grid of the second bookmark');
    await tool(page, 'view-logic-grid');
    assert.deepEqual(await logicMarks(page), second.marks, 'and its marks');
    await tool(page, 'back-to-bookmark');
    assert.deepEqual(await logicMarks(page), first.marks, 'the marks of the first bookmark');
    await tool(page, 'view-table');
    assert.deepEqual(await gridValues(page), first.values, 'and its grid');
    assert.equal(await byTestId(page, 'back-to-bookmark').isDisabled(), true, 'no bookmark left');
    // Going back is a move: Undo brings the tries back.
    await byTestId(page, 'undo').click();
    assert.deepEqual(await gridValues(page), second.values);
    await shot(page, 'bookmark', size);
    clean();
  });
}

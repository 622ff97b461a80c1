// What brings players back, in headless Chromium at 1280×800 and 390×844: Undo to correct
// removes exactly the wrong fills; the settings (automatic crosses, timer, pencil marks) act and
// are kept; the cross/tick grid's labels stay in view while it scrolls, its marks are 32 px on a
// phone, the board takes at most half the screen unless asked; Einstein's grid and 8 of its clues
// in the desktop view at the first look (the story open) and once it is folded; no format words in the player's views; Solve
// scrolls a 32-clue riddle's results into view; the dark theme (the system's by default, or
// chosen) with axe-core finding no serious or critical violation in either theme.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { serve, launch } from './server.js';
import { seriousViolations } from './axe.js';
import { SIZES, RESULTS, openPage, byTestId, cell, gridValues, hintOnce, wholly, inView, shot, tool, einsteinSolution, playEinstein } from './helpers.js';

let server;
let browser;
let solution; // Einstein's riddle's one solution

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

const mark = (page, a, va, b, vb) => page.locator(`[data-testid=logic-grid] [data-testid=mark][data-a-column="${a}"][data-a-value="${va}"][data-b-column="${b}"][data-b-value="${vb}"]`);

async function noSeriousViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `axe-core on the ${where}`);
}

for (const size of SIZES) {
  test(`${size.name}: Undo to correct goes back to the last grid with no mistake, removing exactly the wrong fills`, async (t) => {
    const { page, clean } = await openPage(t, browser, size, server.base);
    await playEinstein(page);
    for (let i = 0; i < 3; i++) await hintOnce(page);
    const correct = await gridValues(page);
    // Two wrong values in blank cells, through the chooser.
    const wrong = [];
    for (const [r, row] of correct.entries()) {
      for (const [c, value] of row.entries()) {
        if (value !== '' || wrong.length === 2) continue;
        const other = solution.find((s) => s[c] !== solution[r][c])[c];
        await cell(page, r, c).click();
        await byTestId(page, 'chooser').getByRole('button', { name: other, exact: true }).click();
        wrong.push([r, c, other]);
      }
    }
    const withMistakes = await gridValues(page);
    assert.equal(withMistakes.flat().filter((v, i) => v !== correct.flat()[i]).length, 2);
    await tool(page, 'undo-to-correct');
    await page.waitForFunction(() => /^Back to your last grid with no mistake \(2 moves back/.test(document.querySelector('[data-testid=play-message]').textContent));
    assert.deepEqual(await gridValues(page), correct, 'exactly the two wrong fills are gone');
    // One move: Undo brings the wrong grid back; with no mistake, nothing to undo.
    await byTestId(page, 'undo').click();
    assert.deepEqual(await gridValues(page), withMistakes);
    await byTestId(page, 'redo').click();
    assert.deepEqual(await gridValues(page), correct);
    await tool(page, 'undo-to-correct');
    await page.waitForFunction(() => /no mistake: nothing to undo/.test(document.querySelector('[data-testid=play-message]').textContent));
    assert.deepEqual(await gridValues(page), correct);
    clean();
  });

  test(`${size.name}: the settings act and are kept; Pencil marks only where it acts; the cross/tick grid's labels stay in view while it scrolls`, async (t) => {
    const { page, clean } = await openPage(t, browser, size, server.base);
    await playEinstein(page);
    await tool(page, 'settings');
    assert.equal(await byTestId(page, 'settings').getAttribute('aria-expanded'), 'true');
    for (const id of ['setting-auto-cross', 'setting-timer']) assert.equal(await byTestId(page, id).isChecked(), true, id);
    // Pencil marks: off until the player turns them on.
    assert.equal(await byTestId(page, 'setting-pencil').isChecked(), false);
    assert.equal(await page.locator('[data-testid=play-grid] .pencil').count(), 0);
    await byTestId(page, 'setting-pencil').check();
    assert.ok(await page.locator('[data-testid=play-grid] .pencil').count() > 0);
    assert.equal(await byTestId(page, 'pencil').isChecked(), true);
    await shot(page, 'settings', size);
    // Pencil marks off again: no candidates in the table; the toolbar's switch follows.
    await byTestId(page, 'setting-pencil').uncheck();
    assert.equal(await page.locator('[data-testid=play-grid] .pencil').count(), 0);
    assert.equal(await byTestId(page, 'pencil').isChecked(), false);
    // The timer off: hidden.
    await byTestId(page, 'setting-timer').uncheck();
    assert.equal(await byTestId(page, 'timer').isVisible(), false);
    // The automatic crosses off: a tick crosses nothing else.
    await byTestId(page, 'setting-auto-cross').uncheck();
    await tool(page, 'view-logic-grid');
    assert.equal(await byTestId(page, 'pencil').isVisible(), false, '"Pencil marks" is not shown in the cross/tick grid');
    const milk = mark(page, 0, '3', 3, 'milk');
    await milk.focus(); // the keyboard: Space cycles the mark focused
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    assert.equal(await milk.getAttribute('data-mark'), 'tick');
    assert.equal(await mark(page, 0, '3', 3, 'tea').getAttribute('data-mark'), '', 'no automatic cross');
    await byTestId(page, 'setting-auto-cross').check();
    assert.equal(await mark(page, 0, '3', 3, 'tea').getAttribute('data-mark'), 'cross', 'with them, the cross');
    await byTestId(page, 'setting-auto-cross').uncheck();
    // Kept in the browser.
    await page.reload();
    await byTestId(page, 'clue').first().waitFor();
    await tool(page, 'settings');
    assert.deepEqual(await Promise.all(['setting-auto-cross', 'setting-timer', 'setting-pencil'].map((id) => byTestId(page, id).isChecked())), [false, false, false]);
    assert.equal(await byTestId(page, 'timer').isVisible(), false);
    await tool(page, 'settings');
    assert.equal(await byTestId(page, 'settings-panel').isVisible(), false);

    // The cross/tick grid: marks of 32 px at least on a phone; the labels stay in view.
    const box = await mark(page, 0, '1', 1, 'Brit').boundingBox();
    if (size.name === 'phone') assert.ok(box.width >= 32 && box.height >= 32, `marks of ${box.width}×${box.height} px`);
    const scroller = page.locator('.logic-scroll');
    const shown = (locator) => locator.evaluate((e) => {
      const r = e.getBoundingClientRect();
      const s = e.closest('.logic-scroll').getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const top = document.elementFromPoint(x, y);
      return x > s.left && x < s.right && y > s.top && y < s.bottom && top !== null && e.contains(top);
    });
    const rowLabel = page.locator('[data-testid=logic-grid] th.val-side').first();
    const columnLabel = page.locator('[data-testid=logic-grid] th.val-top').last(); // in view once scrolled to the right
    await scroller.evaluate((s) => { s.scrollLeft = s.scrollWidth; });
    const scrolled = await scroller.evaluate((s) => s.scrollLeft);
    if (size.name === 'phone') assert.ok(scrolled > 200, `the grid scrolls sideways (${scrolled} px)`);
    assert.equal(await shown(rowLabel), true, 'the row label stays in view after scrolling sideways');
    assert.equal(await shown(page.locator('[data-testid=logic-grid] th.cat-side').first()), true, 'and its category');
    await scroller.evaluate((s) => { s.scrollTop = s.scrollHeight; });
    if (size.name === 'phone') {
      assert.ok(await scroller.evaluate((s) => s.scrollTop) > 200, 'the grid scrolls up and down in its box');
      assert.equal(await shown(columnLabel), true, 'the column label stays in view after scrolling down');
      await shot(page, 'logic-grid-scrolled', size);
      // At most half the screen's height, unless asked.
      const board = await page.locator('#play-panel .board').boundingBox();
      assert.ok(board.height <= size.height / 2 + 1, `the board is ${board.height} px high`);
      await tool(page, 'board-size');
      const tall = await page.locator('#play-panel .board').boundingBox();
      assert.ok(tall.height > size.height / 2 + 50, `asked, it is larger (${tall.height} px)`);
    } else {
      assert.equal(await byTestId(page, 'board-size').isVisible(), false, 'no Larger board on a wide screen');
    }
    clean();
  });
}

test('desktop: the grid and at least 8 of Einstein\'s 15 clues in the 1280×800 view at the first look and once the story is folded; no format words in the player\'s views', async (t) => {
  const size = SIZES[0];
  const { page, clean } = await openPage(t, browser, size, server.base);
  const formatWords = /\b(startMatrix|singleHints|hintTexts|domains|header)\b/;
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), formatWords, 'the start view');
  await playEinstein(page);
  const seen = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=clue]')].filter((clue) => {
    const r = clue.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;
    return [r.top + 2, r.bottom - 2].every((y) => clue.contains(document.elementFromPoint(r.left + r.width / 2, y)));
  }).length);
  // The first look: the story open (under the grid), the grid and the clues beside it in view.
  assert.equal(await page.locator('#play-intro').evaluate((d) => d.open), true, 'the story is open at the first look');
  assert.ok(await wholly(cell(page, 4, 5), size), 'the grid\'s last cell is in view at the first look');
  assert.ok(await seen() >= 8, `${await seen()} of 15 clues wholly in view at the first look`);
  await shot(page, 'first-look', size);
  await page.reload();
  await byTestId(page, 'clue').first().waitFor();
  assert.equal(await page.locator('#play-intro').evaluate((d) => d.open), false, 'then folded');
  assert.ok(await wholly(cell(page, 4, 5), size), 'the grid\'s last cell is in view');
  assert.ok(await seen() >= 8, `${await seen()} of 15 clues wholly in view`);
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), formatWords, 'the play view (table)');
  await tool(page, 'view-logic-grid');
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), formatWords, 'the play view (cross/tick grid)');
  clean();
});

for (const size of SIZES) {
  test(`${size.name}: Solve scrolls a 32-clue riddle's results into view`, async (t) => {
    const { page, clean } = await openPage(t, browser, size, server.base);
    await page.locator('#new-riddle-box summary').click();
    await byTestId(page, 'new-rows').fill('8');
    await byTestId(page, 'new-columns').fill('6');
    await byTestId(page, 'new-difficulty').selectOption('easy');
    await byTestId(page, 'new-seed').fill('1');
    await byTestId(page, 'new-riddle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=riddle-select]').value === 'generated', null, { timeout: 60_000 });
    await byTestId(page, 'view-author').click();
    const hints = JSON.parse(await byTestId(page, 'riddle-json').inputValue()).hints.length;
    assert.equal(hints, 32);
    await byTestId(page, 'detailed').check();
    await byTestId(page, 'solve').click();
    await byTestId(page, 'steps').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => Math.abs(document.querySelector('#results').getBoundingClientRect().top) < 2 ||
      document.querySelector('#results').getBoundingClientRect().top >= 0, null, { timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(800); // the smooth scroll
    assert.equal(await byTestId(page, 'solution-count').textContent(), '1 solution');
    assert.ok(await wholly(byTestId(page, 'solution-count'), size), 'the results are scrolled into view');
    assert.ok(await inView(page.locator('[data-testid=solutions] table').first(), size), 'the solution is in view');
    clean();
  });
}

test('the dark theme: the system\'s by default, or chosen (and kept); axe-core finds no serious or critical violation in either theme', async (t) => {
  for (const size of SIZES) {
    const { page, clean } = await openPage(t, browser, size, server.base, { colorScheme: 'dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(await background(), 'rgb(18, 21, 27)', 'the system\'s dark theme');
    assert.equal(await byTestId(page, 'theme').getAttribute('aria-pressed'), 'true');
    await shot(page, 'start-dark', size);
    await noSeriousViolations(page, `start view, dark (${size.name})`);
    await playEinstein(page);
    await hintOnce(page);
    await tool(page, 'settings');
    await noSeriousViolations(page, `play view (table, settings), dark (${size.name})`);
    await shot(page, 'play-dark', size);
    await tool(page, 'view-logic-grid');
    await mark(page, 0, '3', 3, 'milk').click();
    await noSeriousViolations(page, `play view (cross/tick grid), dark (${size.name})`);
    await byTestId(page, 'view-author').click();
    await noSeriousViolations(page, `author view, dark (${size.name})`);
    // Chosen: light, kept across a reload although the system is dark.
    await byTestId(page, 'theme').click();
    assert.equal(await background(), 'rgb(244, 245, 248)');
    await page.reload();
    await page.locator('[data-testid=riddle-select]:enabled').waitFor();
    assert.equal(await background(), 'rgb(244, 245, 248)', 'the theme chosen is kept');
    assert.equal(await byTestId(page, 'theme').getAttribute('aria-pressed'), 'false');
    await byTestId(page, 'view-start').click();
    await noSeriousViolations(page, `start view, light (${size.name})`);
    await byTestId(page, 'play').click();
    await tool(page, 'settings');
    await noSeriousViolations(page, `play view (settings), light (${size.name})`);
    clean();
  }
  // A light system, the dark theme chosen with the button.
  const { page, clean } = await openPage(t, browser, SIZES[0], server.base, { colorScheme: 'light' });
  await byTestId(page, 'theme').click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(18, 21, 27)');
  clean();
});

// Today's riddle and shared links in headless Chromium, at 1280×800 and 390×844: the same riddle
// in two fresh browser contexts on a fixed date (the browser's clock set by Playwright), another
// the next day; titled with its date, no seed in any text seen, pencil marks off, its Share link
// opened as that day's riddle; played to the end, its share text copied with share-result; a riddle put into the
// address with Share and opened in a fresh context; a broken link says so and opens the start.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { serve, launch } from './server.js';
import { SIZES, RESULTS, openPage, byTestId, clueTexts, gridValues, hintOnce, shot, tool } from './helpers.js';

let server;
let browser;

before(async () => {
  await mkdir(RESULTS, { recursive: true });
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const DAY = new Date('2026-11-28T12:00:00');
const NEXT_DAY = new Date('2026-11-29T12:00:00');

/** Today's riddle at `clock` in a fresh context: {page, clues, clean}. */
async function today(t, size, clock, level, rows) {
  const { page, clean, context } = await openPage(t, browser, size, server.base, { clock });
  await byTestId(page, 'daily-level').selectOption(level);
  await byTestId(page, 'daily-size').selectOption(String(rows));
  await byTestId(page, 'daily').click();
  await byTestId(page, 'clue').first().waitFor({ timeout: 60_000 });
  assert.equal(await page.evaluate(() => document.body.dataset.view), 'play');
  return { page, context, clean, clues: await clueTexts(page) };
}

for (const [size, level, rows] of [[SIZES[0], 'hard', 6], [SIZES[1], 'easy', 5]]) {
  test(`${size.name}: today's riddle (${level} ${rows}×${rows}) is the same in two fresh contexts on one date, another the next day; solved, its share text is copied`, async (t) => {
    const a = await today(t, size, DAY, level, rows);
    const b = await today(t, size, DAY, level, rows);
    assert.ok(a.clues.length >= 10, `${a.clues.length} clues`);
    assert.deepEqual(b.clues, a.clues, 'the same riddle for everyone on the same date');
    const grid = await gridValues(a.page);
    assert.equal(grid.length, rows, `${rows} rows`);
    assert.equal(grid[0].length, rows + 1, `${rows} columns and the House`);
    // A short title with the date (28 November 2026 is a Saturday); no seed in any text seen.
    const title = `Saturday 28 November: ${level === 'easy' ? 'an' : 'a'} ${level}${rows === 5 ? '' : ` ${rows}×${rows}`} riddle`;
    assert.equal(await byTestId(a.page, 'riddle-select').evaluate((s) => s.selectedOptions[0].textContent), title);
    assert.equal(await a.page.locator('#riddle-title').textContent(), title);
    // The selector shows the title whole (its text's width, in its font, within the box's).
    const fits = await byTestId(a.page, 'riddle-select').evaluate((select) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0].textContent).width;
      // The drop-down arrow takes about 20 px of the box.
      return { text: Math.ceil(text), box: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 };
    });
    assert.ok(fits.text <= fits.box, `the selector shows the title whole (${fits.text} px of text in ${fits.box} px)`);
    await noSeed(a.page);
    assert.match(await a.page.locator('#print-sheet').textContent(), new RegExp(`^${title}`), 'the printed sheet\'s title');
    // Pencil marks off until the player turns them on.
    assert.equal(await a.page.locator('[data-testid=play-grid] .pencil').count(), 0);
    assert.equal(await byTestId(a.page, 'pencil').isChecked(), false);
    // Its link opens as that day's riddle: the same title and clues, scored as that day's.
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await tool(a.page, 'share');
    await a.page.waitForFunction(() => /&daily=2026-11-28\./.test(location.hash));
    const link = await openPage(t, browser, size, a.page.url());
    await byTestId(link.page, 'clue').first().waitFor({ timeout: 30_000 });
    assert.equal(await byTestId(link.page, 'riddle-select').evaluate((s) => s.selectedOptions[0].textContent), title);
    assert.equal(await link.page.locator('#riddle-title').textContent(), title);
    assert.deepEqual(await clueTexts(link.page), a.clues);
    await noSeed(link.page);
    await shot(link.page, 'daily-link', size);
    link.clean();
    const c = await today(t, size, NEXT_DAY, level, rows);
    assert.notDeepEqual(c.clues, a.clues, 'another riddle the next day');
    await shot(a.page, 'daily', size);

    // Played to the end in A with Hint, one Check on the way: the solved panel counts them.
    await hintOnce(a.page);
    await byTestId(a.page, 'check').click();
    await a.page.waitForFunction(() => /No mistakes so far/.test(document.querySelector('[data-testid=play-message]').textContent));
    let hints = 1;
    for (let i = 0; i < 80 && (await gridValues(a.page)).flat().includes(''); i++) {
      await hintOnce(a.page);
      hints++;
    }
    await a.page.waitForFunction(() => document.querySelector('[data-testid=play-panel]').dataset.state === 'solved', null, { timeout: 30_000 });
    const counts = await byTestId(a.page, 'solved-counts').textContent();
    assert.match(counts, new RegExp(`^Solved in \\d+:\\d\\d with ${hints} hints and 1 check\\.$`));
    const shared = await byTestId(a.page, 'share-text').textContent();
    assert.match(shared, new RegExp(`^gridriddle 2026-11-28 ${level} ${rows}×${rows} ✓ \\d+:\\d\\d, ${hints} hints, 1 check$`));
    for (const row of await gridValues(a.page)) {
      for (const value of row.slice(1)) assert.ok(!shared.includes(value), `the share text gives away no value (${value})`);
    }
    assert.match(await byTestId(a.page, 'best-time').textContent(), /^A new best time for this riddle: \d+:\d\d\.$/);
    await byTestId(a.page, 'share-result').click();
    assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), shared);
    await noSeed(a.page);
    await shot(a.page, 'daily-solved', size);
    a.clean();
    b.clean();
    c.clean();
  });
}

for (const size of SIZES) {
  test(`${size.name}: Share puts the riddle played into the address; opened in a fresh context it plays the same clues; a broken link says so`, async (t) => {
    // My own riddle in clues, edited: the shared link carries the text as played.
    const { page, clean } = await openPage(t, browser, size, server.base);
    await byTestId(page, 'view-author').click();
    await byTestId(page, 'riddle-select').selectOption('own.zbc');
    await byTestId(page, 'riddle-clues').fill('"Three friends"\nName - Ann Bob Cleo\nColor* - red green blue yellow\n---\nAnn = red\nBob - Cleo\nCleo = yellow\nBob:# == 2\n!(Bob = green)\n');
    await byTestId(page, 'play').click();
    await byTestId(page, 'clue').first().waitFor();
    const clues = await clueTexts(page);
    await tool(page, 'share');
    await page.waitForFunction(() => location.hash.startsWith('#play='));
    // The address is set before the clipboard is tried, the message after: wait for it.
    await page.waitForFunction(() => /link to this riddle is in the address bar/
      .test(document.querySelector('[data-testid="play-message"]')?.textContent ?? ''));
    assert.match(await byTestId(page, 'play-message').textContent(), /link to this riddle is in the address bar/);
    const url = page.url();
    clean();

    const other = await openPage(t, browser, size, url);
    await byTestId(other.page, 'clue').first().waitFor({ timeout: 30_000 });
    assert.equal(await other.page.evaluate(() => document.body.dataset.view), 'play');
    assert.deepEqual(await clueTexts(other.page), clues, 'the same clues');
    assert.equal(await byTestId(other.page, 'riddle-select').inputValue(), 'shared');
    await shot(other.page, 'shared', size);
    other.clean();

    // Einstein's riddle, shared from the play view, in a third context.
    await byTestId(page, 'riddle-select').selectOption('neighbours');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=clue]').length === 15);
    await tool(page, 'share');
    await page.waitForFunction((before) => location.hash.startsWith('#play=') && location.href !== before, url);
    const einstein = await openPage(t, browser, size, page.url());
    await einstein.page.waitForFunction(() => document.querySelectorAll('[data-testid=clue]').length === 15, null, { timeout: 30_000 });
    assert.deepEqual(await clueTexts(einstein.page), await clueTexts(page));
    einstein.clean();

    // A broken link (cut short): said in words, the start view open.
    const broken = await openPage(t, browser, size, `${url.slice(0, url.length - 25)}`);
    await byTestId(broken.page, 'link-error').waitFor();
    assert.match(await byTestId(broken.page, 'link-error').textContent(), /^This link to a riddle is broken: it is cut short or damaged\./);
    assert.equal(await broken.page.evaluate(() => document.body.dataset.view), 'start');
    assert.equal(await broken.page.evaluate(() => location.hash), '', 'the broken fragment is dropped');
    await shot(broken.page, 'broken-link', size);
    // Text that is no riddle: the library's reason.
    const notRiddle = await openPage(t, browser, size, `${server.base}#play=${Buffer.from(await deflate('{"header": 1}')).toString('base64url')}`);
    await byTestId(notRiddle.page, 'link-error').waitFor();
    assert.match(await byTestId(notRiddle.page, 'link-error').textContent(), /^This link to a riddle is broken: it is not a riddle the page can read \(.*header/);
    broken.clean();
    notRiddle.clean();
  });
}

/** No "seed" in any text the player sees: the page, the selector's options, the printed sheet, the tab's title. */
async function noSeed(page) {
  const seen = await page.evaluate(() => [document.body.innerText, document.title,
    ...[...document.querySelectorAll('option')].map((o) => o.textContent), document.querySelector('#print-sheet').textContent].join('\n'));
  assert.doesNotMatch(seen, /seed/i);
}

async function deflate(text) {
  return new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
}

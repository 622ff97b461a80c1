// Offline, installable and printable, in headless Chromium: after one visit the page reloads and
// plays with the server gone and the network off (the service worker's copy); Chromium finds
// nothing missing to install it (CDP Page.getInstallabilityErrors); the service worker caches
// every module the page imports; a riddle printed by Chromium (printToPDF, A4) is one page with
// every clue and an empty grid.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import os from 'node:os';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { serve, launch, WWW, CHROMIUM } from './server.js';
import { SIZES, RESULTS, openPage, byTestId, clueTexts, gridValues, hintOnce, playEinstein } from './helpers.js';

let browser;

before(async () => {
  await mkdir(RESULTS, { recursive: true });
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test('sw.js caches every file the page loads: the page\'s modules, the worker, the wasm, the icons', async () => {
  const sw = await readFile(path.join(WWW, 'sw.js'), 'utf8');
  const shell = JSON.parse(sw.match(/const SHELL = (\[[^\]]*\])/)[1].replace(/'/g, '"').replace(/,\s*\]$/, ']'));
  const modules = (await readdir(WWW)).filter((f) => f.endsWith('.js') && f !== 'sw.js');
  const manifest = JSON.parse(await readFile(path.join(WWW, 'manifest.webmanifest'), 'utf8'));
  for (const file of [...modules, ...manifest.icons.map((i) => i.src), 'index.html', 'style.css', 'pkg/gridriddle.js', 'pkg/gridriddle_bg.wasm']) {
    assert.ok(shell.includes(file), `${file} is in sw.js's SHELL`);
  }
});

for (const size of SIZES) {
  test(`${size.name}: after one visit, the page reloads and plays offline`, async (t) => {
    const server = await serve();
    t.after(() => server.close());
    const { page, context, clean } = await openPage(t, browser, size, server.base);
    // The service worker installed (the shell cached) and in control after a reload.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, 'the page is controlled');
    const cached = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]);
      const sizes = await Promise.all((await cache.keys()).map(async (r) => (await (await cache.match(r)).arrayBuffer()).byteLength));
      return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
    });
    if (size.name === 'desktop') {
      t.diagnostic(`service worker cache: ${cached.files} files, ${cached.bytes} bytes`);
      await writeFile(path.join(RESULTS, 'sw-cache.json'), `${JSON.stringify(cached)}\n`);
    }

    // The network off and the server gone: the page reloads from the copy and plays.
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
    const probe = await fetch(server.base).then((r) => r.status, () => 'failed');
    assert.equal(probe, 'failed', 'the server is gone');
    await playEinstein(page);
    assert.equal((await clueTexts(page)).length, 15);
    await hintOnce(page);
    assert.equal((await gridValues(page)).flat().filter((v) => v !== '').length > 5, true, 'Hint filled cells, offline');
    await byTestId(page, 'check').click();
    await page.waitForFunction(() => /No mistakes so far/.test(document.querySelector('[data-testid=play-message]').textContent));
    clean();
  });
}

test('installable: Chromium reports no installability error (a persistent profile, as a phone\'s browser)', async (t) => {
  const server = await serve();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'gridriddle-profile-'));
  // Not an incognito context (Chromium installs nothing from one): a profile of its own.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, timeout: 60_000, viewport: { width: 390, height: 844 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  t.after(async () => {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true });
  });
  const page = context.pages()[0] ?? await context.newPage();
  await page.goto(server.base);
  await page.locator('[data-testid=riddle-select]:enabled').waitFor({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.ok(url.endsWith('/manifest.webmanifest'));
  assert.deepEqual(errors, []);
  assert.equal(JSON.parse(data).display, 'standalone');
});

/** The number of pages of a PDF Chromium printed (its page objects). */
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) || []).length;

for (const [name, clues] of [['neighbours', 15], ['ships', 15], ['daily', null]]) {
  test(`print ${name === 'daily' ? 'today\'s riddle at 6×6 (the largest cross/tick grid offered by today\'s riddle)' : name}: one A4 page with every clue and an empty grid`, async (t) => {
    const server = await serve();
    t.after(() => server.close());
    const { page, clean } = await openPage(t, browser, SIZES[0], server.base, { clock: new Date('2026-11-28T12:00:00') });
    if (name === 'daily') {
      await byTestId(page, 'daily-level').selectOption('hard');
      await byTestId(page, 'daily-size').selectOption('6');
      await byTestId(page, 'daily').click();
    } else {
      await byTestId(page, 'riddle-select').selectOption(name);
      await byTestId(page, 'start-play').click();
    }
    await byTestId(page, 'clue').first().waitFor({ timeout: 60_000 });
    await hintOnce(page); // the grid on screen is not empty: the printed one is
    const texts = await clueTexts(page);
    if (clues !== null) assert.equal(texts.length, clues);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await writeFile(path.join(RESULTS, `print-${name}.pdf`), pdf);
    assert.equal(pageCount(pdf), 1, 'one page');
    // What was printed: the print media's DOM.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const sheet = document.querySelector('#print-sheet');
      const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      return {
        clues: [...sheet.querySelectorAll('.print-clues li')].filter(visible).map((li) => li.textContent),
        cells: [...sheet.querySelectorAll('td')].filter((td) => !td.colSpan || td.colSpan === 1).length,
        marked: [...sheet.querySelectorAll('tbody td')].filter((td) => td.textContent.trim() !== '').map((td) => td.textContent),
        boardShown: visible(document.querySelector('[data-testid=play-panel]')),
        headerShown: visible(document.querySelector('.page-header')),
        bottom: sheet.getBoundingClientRect().bottom,
      };
    });
    assert.deepEqual(printed.clues, texts, 'every clue is printed');
    assert.equal(printed.boardShown || printed.headerShown, false, 'only the sheet is printed');
    if (name !== 'ships') assert.deepEqual(printed.marked, [], 'the cross/tick grid is empty');
    else assert.ok(printed.marked.length <= 5, `only the riddle's given cells are filled (${printed.marked.length})`);
    await page.screenshot({ path: path.join(RESULTS, `print-${name}.png`), fullPage: true });
    if (process.env.GRIDRIDDLE_DOCS_SHOTS && name === 'neighbours') {
      await page.screenshot({ path: path.join(WWW, '..', 'docs', 'page-print.png'), fullPage: true });
    }
    clean();
  });
}

// daily.js and share.js in Node: today's seed and share text, and a riddle packed into a link
// and back (the browser tests open such links in Chromium).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { dateKey, dailySeed, dailyOptions, shareText, dailyTitle, dailyTag, readDailyTag } from '../daily.js';
import { packRiddle, unpackRiddle, dailyPart, SHARE_PREFIX, MAX_SHARED_TEXT } from '../share.js';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('..', import.meta.url)); // not server.js: no playwright-core needed

test('the date key is the local calendar day, and the seed depends on the day, size and level only', () => {
  assert.equal(dateKey(new Date(2026, 10, 28, 23, 59)), '2026-11-28');
  assert.equal(dateKey(new Date(2027, 0, 1, 0, 0)), '2027-01-01');
  const seed = dailySeed('2026-11-28', 6, 'hard');
  assert.match(seed, /^\d+$/);
  assert.ok(BigInt(seed) < 2n ** 64n);
  assert.equal(dailySeed('2026-11-28', 6, 'hard'), seed, 'the same inputs, the same seed');
  const others = [dailySeed('2026-11-29', 6, 'hard'), dailySeed('2026-11-28', 5, 'hard'), dailySeed('2026-11-28', 6, 'expert')];
  assert.equal(new Set([seed, ...others]).size, 4, 'another day, size or level: another seed');
  assert.deepEqual(dailyOptions('2026-11-28', 6, 'hard'), { rows: 6, columns: 6, difficulty: 'hard', seed });
});

test('the share text gives the date, level, size, time and help, nothing of the solution', () => {
  assert.equal(shareText({ day: '2026-11-28', level: 'hard', size: 6, ms: 252_900, hints: 1 }), 'gridriddle 2026-11-28 hard 6×6 ✓ 4:12, 1 hint');
  assert.equal(shareText({ day: '2026-11-28', level: 'easy', size: 5, ms: 3_723_000, hints: 0, checks: 2 }), 'gridriddle 2026-11-28 easy 5×5 ✓ 1:02:03, 0 hints, 2 checks');
});

test('the title of a day\'s riddle: its weekday and date, its level (and size past 5), no seed', () => {
  // 7 December 2026 is a Monday (so is 4 January 2027; 29 February 2028 a Tuesday).
  assert.equal(dailyTitle('2026-12-07', 'medium', 5), 'Monday 7 December: a medium riddle');
  assert.equal(dailyTitle('2027-01-04', 'easy', 6), 'Monday 4 January: an easy 6×6 riddle');
  assert.equal(dailyTitle('2028-02-29', 'expert', 5), 'Tuesday 29 February: an expert riddle');
  assert.equal(dailyTitle('2026-11-28', 'hard', 6), 'Saturday 28 November: a hard 6×6 riddle');
});

test('a day\'s riddle named in a link: packed with its tag, the text and the tag both read back', async () => {
  const daily = { day: '2026-12-07', level: 'medium', size: 5 };
  assert.equal(dailyTag(daily), '2026-12-07.medium.5');
  assert.deepEqual(readDailyTag('2026-12-07.medium.5'), daily);
  for (const bad of ['', '2026-12-07.medium', '2026-12-07.cruel.5', '2026-12-07.medium.9', '7 Dec.medium.5']) {
    assert.equal(readDailyTag(bad), null, bad);
  }
  const text = '{"title": "A medium riddle (seed 1)"}';
  const hash = await packRiddle(text, dailyTag(daily));
  assert.match(hash, /^#play=[A-Za-z0-9_-]+&daily=2026-12-07\.medium\.5$/);
  assert.equal(await unpackRiddle(hash), text);
  assert.equal(dailyPart(hash), '2026-12-07.medium.5');
  assert.equal(dailyPart(await packRiddle(text)), null);
});

test('a riddle packed into a link comes back the same; a broken link says why', async () => {
  const text = await readFile(path.join(WWW, '..', 'riddles', 'neighbours.json'), 'utf8');
  const hash = await packRiddle(text);
  assert.ok(hash.startsWith(SHARE_PREFIX));
  assert.match(hash.slice(SHARE_PREFIX.length), /^[A-Za-z0-9_-]+$/, 'base64url: nothing to escape in an address');
  assert.ok(hash.length < text.length / 2, `compressed (${hash.length} characters for ${text.length})`);
  assert.equal(await unpackRiddle(hash), text);
  const clues = await readFile(path.join(WWW, '..', 'riddles', 'einstein.zbc'), 'utf8');
  assert.equal(await unpackRiddle(await packRiddle(clues)), clues);
  const broken = async (h) => unpackRiddle(h).then(() => 'no error', (e) => e.message);
  assert.equal(await broken('#play='), 'it holds no riddle');
  assert.equal(await broken('#neighbours'), 'it holds no riddle');
  assert.equal(await broken('#play=abc$'), 'it has characters that base64url does not use');
  assert.equal(await broken(hash.slice(0, -30)), 'it is cut short or damaged');
  assert.equal(await broken(`#play=${'A'.repeat(40)}`), 'it is cut short or damaged');
  // Invalid UTF-8 packed: "not text".
  const bytes = new Uint8Array(await new Response(new Blob([new Uint8Array([0xff, 0xfe, 0x80])]).stream()
    .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  assert.equal(await broken(`#play=${Buffer.from(bytes).toString('base64url')}`), 'it is not text');
  // A bomb (a long run of one byte compresses to little): a bounded answer.
  const bomb = new Uint8Array(await new Response(new Blob([new Uint8Array(MAX_SHARED_TEXT + 10).fill(32)]).stream()
    .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  assert.equal(await broken(`#play=${Buffer.from(bomb).toString('base64url')}`), `it unpacks to more than ${MAX_SHARED_TEXT} bytes`);
});

// Today's riddle: the same for everyone on the same date. Its seed is a hash of the date in the
// browser (YYYY-MM-DD, the local calendar day), the size and the level, given to the library's
// seeded generator; nothing is fetched. Also the share text of a finished riddle, which gives
// nothing of the solution away. Pure functions (no DOM, no storage): the tests run them in Node.

/** The sizes of today's riddle (rows × attribute columns), and the levels offered. */
export const DAILY_SIZES = [5, 6];
export const DAILY_LEVELS = ['easy', 'medium', 'hard', 'expert'];

/** "2026-11-28": the local calendar date of `date` (a Date). */
export function dateKey(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The generator's seed of the riddle of `day` (YYYY-MM-DD), `size` and `level`: the 64-bit
 * FNV-1a hash of "gridriddle daily <day> <size>x<size> <level>", as decimal text (the bindings
 * take a seed beyond 2^53 as text).
 */
export function dailySeed(day, size, level) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(`gridriddle daily ${day} ${size}x${size} ${level}`)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString();
}

/** The generator's options of today's riddle. */
export function dailyOptions(day, size, level) {
  return { rows: size, columns: size, difficulty: level, seed: dailySeed(day, size, level) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

/**
 * "Monday 7 December: a medium riddle" (5×5), "Monday 7 December: an easy 6×6 riddle": the title a
 * player sees of the riddle of `day` (YYYY-MM-DD); the seed stays in the riddle's JSON.
 */
export function dailyTitle(day, level, size) {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  const article = /^[aeiou]/.test(level) ? 'an' : 'a';
  const what = Number(size) === 5 ? `${level} riddle` : `${level} ${size}×${size} riddle`;
  return `${WEEKDAYS[date.getDay()]} ${d} ${MONTHS[m - 1]}: ${article} ${what}`;
}

/** "2026-12-07.medium.5": today's riddle named in a shared link (after its packed text). */
export function dailyTag({ day, level, size }) {
  return `${day}.${level}.${size}`;
}

/** {day, level, size} of a link's tag (dailyTag), or null when it is not one. */
export function readDailyTag(tag) {
  const m = /^(\d{4}-\d{2}-\d{2})\.([a-z]+)\.(\d+)$/.exec(tag || '');
  if (!m || !DAILY_LEVELS.includes(m[2]) || !DAILY_SIZES.includes(Number(m[3]))) return null;
  return { day: m[1], level: m[2], size: Number(m[3]) };
}

/** "4:12", "1:02:03": a time in minutes and seconds. */
function clockText(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * "gridriddle 2026-11-28 hard 6×6 ✓ 4:12, 1 hint": the share text of a finished daily riddle
 * (the checks are added when there were any: ", 2 checks").
 */
export function shareText({ day, level, size, ms, hints, checks = 0 }) {
  const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const checked = checks > 0 ? `, ${count(checks, 'check')}` : '';
  return `gridriddle ${day} ${level} ${size}×${size} ✓ ${clockText(ms)}, ${count(hints, 'hint')}${checked}`;
}

// The sizes and difficulties New riddle offers: only those the generator makes in seconds here.
// MADE_IN_SECONDS comes from www/examples/generation-limits.mjs (the bindings in Node on this
// project's 2-core machine, load average 1.5, seeds 1 to 3 per size, rows 2 to 20, each riddle
// made within 3 s): for each difficulty and number of attribute columns, the run of rows it made
// every time. Since the generator steers toward the level asked (issue 31), every level is made
// up to 20 rows; what it cannot have is the size's, not the time's (hard from 3 rows, expert from
// 4, neither with one column: gridriddle::reachable_levels). Unsteered riddles ("any", minimal
// ones) are the slowest at 6 columns and more. Sizes between two measured column counts take the
// narrower range of the two; larger sizes than measured are not offered.

import { ui } from './ui.js';
import { running } from './store.js';

/** difficulty → [[columns, least rows, most rows]…] (0 rows: none made in seconds). */
export const MADE_IN_SECONDS = {
  any: [[1, 2, 20], [2, 2, 20], [3, 2, 20], [4, 2, 20], [5, 2, 20], [6, 2, 13], [8, 2, 17], [10, 2, 15]],
  easy: [[1, 2, 20], [2, 2, 20], [3, 2, 20], [4, 2, 20], [5, 2, 20], [6, 2, 20], [8, 2, 20], [10, 2, 20]],
  medium: [[1, 2, 20], [2, 2, 20], [3, 2, 20], [4, 2, 20], [5, 2, 20], [6, 2, 20], [8, 2, 20], [10, 2, 20]],
  hard: [[1, 0, 0], [2, 3, 20], [3, 3, 20], [4, 3, 20], [5, 3, 20], [6, 3, 20], [8, 3, 20], [10, 3, 20]],
  expert: [[1, 0, 0], [2, 4, 20], [3, 4, 20], [4, 4, 20], [5, 4, 20], [6, 4, 20], [8, 4, 20], [10, 4, 20]],
};

export const MAX_ROWS = 20;
export const MAX_COLUMNS = 10;
const LEVEL_WORDS = { any: 'Riddles', easy: 'Easy riddles', medium: 'Medium riddles', hard: 'Hard riddles', expert: 'Expert riddles' };

/** [least rows, most rows] made in seconds at `columns` for `difficulty` (any: ''), or null. */
export function rowsFor(difficulty, columns) {
  const table = MADE_IN_SECONDS[difficulty || 'any'] || [];
  const exact = table.find(([c]) => c === columns);
  let range = exact ? [exact[1], exact[2]] : null;
  if (!exact) {
    const below = [...table].reverse().find(([c]) => c < columns);
    const above = table.find(([c]) => c > columns);
    if (below && above) range = [Math.max(below[1], above[1]), Math.min(below[2], above[2])];
  }
  return range && range[0] > 0 && range[0] <= range[1] ? range : null;
}

/** Why a riddle of this size and difficulty is not offered, in words; null when it is. */
export function whyNot(rows, columns, difficulty) {
  const words = LEVEL_WORDS[difficulty || 'any'];
  if (!Number.isInteger(columns) || columns < 1 || columns > MAX_COLUMNS) {
    return `Choose 1 to ${MAX_COLUMNS} columns: larger riddles are not made here in a few seconds.`;
  }
  const range = rowsFor(difficulty, columns);
  if (!range) return `${words} with ${columns} ${columns === 1 ? 'column' : 'columns'} cannot be made in a few seconds here: choose another difficulty or number of columns.`;
  if (Number.isInteger(rows) && rows >= 2 && rows < range[0]) {
    return `${words} need ${range[0]} rows or more (fewer rows cannot make them); ${rows} is too few.`;
  }
  if (!Number.isInteger(rows) || rows < range[0] || rows > range[1]) {
    return `${words} with ${columns} ${columns === 1 ? 'column' : 'columns'} are made in a few seconds with ${range[0]} to ${range[1]} rows; ${Number.isInteger(rows) ? rows : 'that'} cannot.`;
  }
  return null;
}

let solverReady = false;

/**
 * Marks the difficulties not made at this size, and says why the size asked is not offered;
 * `ready`: whether the solver is loaded (the last one given when the form is typed in).
 */
export function updateLimits(ready = solverReady) {
  solverReady = ready;
  const rows = Number(ui.newRows.value);
  const columns = Number(ui.newColumns.value);
  for (const option of ui.newDifficulty.options) {
    const ok = rowsFor(option.value, columns) !== null && whyNot(rows, columns, option.value) === null;
    option.textContent = `${option.value || 'any'}${ok ? '' : ' (not at this size)'}`;
  }
  const why = whyNot(rows, columns, ui.newDifficulty.value);
  if (running()?.kind !== 'generate') {
    if (why) ui.newLimits.textContent = why;
    else if (ui.newLimits.dataset.why) ui.newLimits.textContent = '';
  }
  ui.newLimits.dataset.why = why ? 'true' : '';
  ui.newRiddle.disabled = Boolean(why) || running() !== null || !ready;
  ui.newRows.setAttribute('aria-invalid', String(Boolean(why)));
}

export function wireGeneration() {
  ui.newRows.max = MAX_ROWS;
  ui.newColumns.max = MAX_COLUMNS;
  for (const input of [ui.newRows, ui.newColumns, ui.newDifficulty]) {
    input.addEventListener('input', () => updateLimits());
    input.addEventListener('change', () => updateLimits());
  }
  ui.newCancel.addEventListener('click', () => ui.cancel.click());
  ui.newRows.setAttribute('aria-describedby', 'new-limits');
  updateLimits();
}

// The game of the play view as data, and its moves (pure: no DOM, no store, no worker; the tests
// run it in Node). A game: {name, text, info: {header, startMatrix, values, hintTexts}, grid,
// marks (marks.js), struck: Set of clue indexes, undo and redo: [{grid, marks}…], bookmarks:
// [{grid, marks}…], elapsed (ms), solved, view: 'table' | 'logic', selected: {row, column},
// chooserOpen, hinted and mistakes: Sets of "row,column", highlighted: clue indexes a hint uses,
// hints and checks: how many were used, key: the riddle text's key (best times), daily: {day,
// level, size} for a day's riddle, best: {ms, isNew} once solved}.

/** The cross/tick grid is offered up to this many columns and values a column. */
const LOGIC_MAX_COLUMNS = 8;
const LOGIC_MAX_VALUES = 10;
/** The most undo steps and bookmarks kept with a game. */
export const UNDO_KEPT = 200;
export const BOOKMARKS_KEPT = 20;

export function fitsLogicGrid(info) {
  return info.header.length >= 2 && info.header.length <= LOGIC_MAX_COLUMNS &&
    info.values.every((v) => v.length <= LOGIC_MAX_VALUES);
}

export function sameShape(grid, start) {
  return Array.isArray(grid) && grid.length === start.length &&
    grid.every((row, r) => Array.isArray(row) && row.length === start[r].length);
}

function firstOpenCell(start) {
  for (let r = 0; r < start.length; r++) {
    for (let c = 0; c < start[r].length; c++) if (start[r][c] === '') return { row: r, column: c };
  }
  return { row: 0, column: 0 };
}

export const isGiven = (info, row, column) => info.startMatrix[row][column] !== '';

/**
 * The game of riddle `entry` ({name, daily}) with text `text` and `info` (riddle_info): the one
 * kept (`saved`, as `keptGame` wrote it) when it is of this text and shape, else a new one.
 * Returns {game, resumed}.
 */
export function newGame(entry, text, info, saved, key) {
  const resume = Boolean(saved && saved.text === text && sameShape(saved.grid, info.startMatrix));
  const game = {
    name: entry.name,
    text,
    info,
    grid: resume ? saved.grid : info.startMatrix.map((row) => [...row]),
    marks: resume && saved.marks ? saved.marks : {},
    struck: new Set(resume && Array.isArray(saved.struck) ? saved.struck : []),
    undo: resume && Array.isArray(saved.undo) ? saved.undo : [],
    redo: resume && Array.isArray(saved.redo) ? saved.redo : [],
    bookmarks: resume && Array.isArray(saved.bookmarks) ? saved.bookmarks.filter((b) => sameShape(b?.grid, info.startMatrix)) : [],
    elapsed: resume ? Number(saved.elapsed) || 0 : 0,
    solved: resume && Boolean(saved.solved),
    view: resume && saved.view === 'logic' && fitsLogicGrid(info) ? 'logic' : 'table',
    selected: firstOpenCell(info.startMatrix),
    chooserOpen: false,
    hinted: new Set(),
    mistakes: new Set(),
    highlighted: [],
    mergeKey: null,
    hints: resume ? Number(saved.hints) || 0 : 0,
    checks: resume ? Number(saved.checks) || 0 : 0,
    key,
    daily: entry.daily || null,
    best: null,
  };
  return { game, resumed: resume };
}

/** What is kept of `game` in the browser (newGame reads it back); `elapsed` the time so far. */
export function keptGame(game, elapsed) {
  return {
    text: game.text,
    grid: game.grid,
    marks: game.marks,
    struck: [...game.struck],
    undo: game.undo.slice(-UNDO_KEPT),
    redo: game.redo.slice(-UNDO_KEPT),
    bookmarks: game.bookmarks,
    elapsed,
    solved: game.solved,
    view: game.view,
    hints: game.hints,
    checks: game.checks,
  };
}

/**
 * Makes `grid` and `marks` the game's (one undo step, unless `mergeKey` continues the last);
 * returns false when nothing changed or the game is solved.
 */
export function commit(game, grid, marks, { hinted = [], highlighted = [], mergeKey = null } = {}) {
  if (game.solved) return false;
  if (JSON.stringify(grid) === JSON.stringify(game.grid) && JSON.stringify(marks) === JSON.stringify(game.marks)) return false;
  if (!(mergeKey && mergeKey === game.mergeKey)) game.undo.push({ grid: game.grid, marks: game.marks });
  if (game.undo.length > UNDO_KEPT) game.undo.shift();
  game.redo = [];
  game.mergeKey = mergeKey;
  game.grid = grid;
  game.marks = marks;
  game.hinted = new Set(hinted.map((c) => `${c.row},${c.column}`));
  game.highlighted = highlighted;
  game.mistakes = new Set();
  game.chooserOpen = false;
  return true;
}

/** The grid with cells ({row, column, value}…) set, the given cells kept. */
export function filled(game, changes) {
  const grid = game.grid.map((row) => [...row]);
  for (const { row, column, value } of changes) {
    if (!isGiven(game.info, row, column)) grid[row][column] = value;
  }
  return grid;
}

/** Undo (from game.undo to game.redo) or Redo (the other way): false when there is none. */
export function restore(game, from, to) {
  const step = from.pop();
  if (!step) return false;
  to.push({ grid: game.grid, marks: game.marks });
  game.grid = step.grid;
  game.marks = step.marks;
  game.mergeKey = null;
  game.hinted = new Set();
  game.highlighted = [];
  game.mistakes = new Set();
  return true;
}

/**
 * Keeps the grid as it is (values and marks), for a "what if"; returns how many bookmarks are
 * kept. Bookmarks stack up: `backToBookmark` returns to the latest and drops it.
 */
export function addBookmark(game) {
  game.bookmarks.push({ grid: game.grid.map((row) => [...row]), marks: { ...game.marks } });
  if (game.bookmarks.length > BOOKMARKS_KEPT) game.bookmarks.shift();
  return game.bookmarks.length;
}

/**
 * Makes the latest bookmark the grid (one move: Undo brings the tries back) and drops it; returns
 * {moved} (false when the grid had not changed), or null when there is no bookmark.
 */
export function backToBookmark(game) {
  if (game.solved || game.bookmarks.length === 0) return null;
  const mark = game.bookmarks.pop();
  return { moved: commit(game, mark.grid.map((row) => [...row]), { ...mark.marks }) };
}

/**
 * Whether the grid holds as many values as a solution: in each column, one value a row, or every
 * value of a column that has fewer values than rows.
 */
export function gridFull(game) {
  const rows = game.grid.length;
  return game.info.values.every((values, c) =>
    game.grid.filter((row) => row[c] !== '').length === Math.min(values.length, rows));
}

/** "Norwegian (Nationality) in row 1 and blue (Color) in row 2": the cells a step fills. */
export function fillsInWords(header, fills) {
  const parts = fills.map((f) => `${f.value} (${header[f.column]}) in row ${f.row + 1}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "clue 3", "clues 9 and 14": clues given by their 0-based indexes. */
export function cluesInWords(hints) {
  if (hints.length === 0) return '';
  return hints.length === 1 ? `clue ${hints[0] + 1}` : `clues ${hints.slice(0, -1).map((h) => h + 1).join(', ')} and ${hints.at(-1) + 1}`;
}

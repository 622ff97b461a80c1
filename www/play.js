// The player's view of the selected riddle: the clues beside the grid (each numbered; a click
// strikes one through), the grid as a table with pencil marks or as the cross/tick grid (one
// state, marks.js), Hint (the library's next step: its cells filled and its clues highlighted),
// Check, Undo/Redo, Undo to correct (back to the last grid with no mistake, by check_grid), Start
// again, Share (the riddle into the page's address), the settings (automatic crosses, timer,
// pencil marks), a timer, the solved panel (time, hints and checks used, best time, and for
// today's riddle a share text); the game is kept per riddle in localStorage (dropped when the
// riddle's text changes), the best times per riddle text. The selected riddle, the errors and the
// switch of view come from the other views through `wirePlay`'s callbacks (app.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { loadPlays, savePlay } from './store.js';
import { ask, isReady } from './worker-client.js';
import { el, clock, textKey } from './dom.js';
import { analyse, cycle } from './marks.js';
import { buildLogicGrid } from './logic-grid.js';
import { drawTable, focusCell, isGiven, onTableKey } from './play-table.js';

// daily.js (the share text), share.js and print.js are loaded when first needed, not with the
// page (each module more delays the page's first render).
let shareText = null;

/** The cross/tick grid is offered up to this many columns and values a column. */
const LOGIC_MAX_COLUMNS = 8;
const LOGIC_MAX_VALUES = 10;
const UNDO_KEPT = 200;

/**
 * The game: {name, text, info: {header, startMatrix, values, hintTexts}, grid, marks (marks.js),
 * struck: Set of clue indexes, undo and redo: [{grid, marks}…], elapsed (ms), solved, view:
 * 'table' | 'logic', selected: {row, column}, hinted and mistakes: Sets of "row,column",
 * highlighted: clue indexes a hint uses, hints and checks: how many were used, key: the riddle
 * text's key (best times), daily: {day, level, size} for today's riddle, best: {ms, isNew} once
 * solved}.
 */
let game = null;
let openSeq = 0;
let updateLogic = null;
let runningSince = null; // performance.now() when the timer last resumed, or null when paused
let clockTimer = 0;

/** The other views' functions this one calls: set by `wirePlay` (app.js). */
const views = {
  /** The selected riddle: {entry, text}. */
  current: () => ({ entry: null, text: '' }),
  /** Shows a failure of the worker (in the author's view); true if shown. */
  showFailure: () => false,
  /** Shows a view of the page. */
  showView() {},
};
const current = () => views.current();
const showFailure = (failure) => views.showFailure(failure);
const showView = (view) => views.showView(view);

export const currentGame = () => game;

/** Shows the play view of the selected riddle: its game kept, or a new one. */
export async function openPlay({ focus = false } = {}) {
  if (!isReady()) return;
  const { entry, text } = current();
  if (game && game.name === entry.name && game.text === text) {
    resumeTimer();
    draw();
    if (focus) focusBoard();
    return;
  }
  closePlay();
  const seq = ++openSeq;
  let info;
  try {
    ({ result: info } = await ask('info', text));
  } catch (failure) {
    if (seq !== openSeq) return;
    showView('author');
    showFailure(failure);
    return;
  }
  if (seq !== openSeq || store.selected() !== entry.name || store.view() !== 'play') return;
  const saved = loadPlays()[entry.name];
  const resume = saved && saved.text === text && sameShape(saved.grid, info.startMatrix);
  game = {
    name: entry.name,
    text,
    info,
    grid: resume ? saved.grid : info.startMatrix.map((row) => [...row]),
    marks: resume && saved.marks ? saved.marks : {},
    struck: new Set(resume && Array.isArray(saved.struck) ? saved.struck : []),
    undo: resume && Array.isArray(saved.undo) ? saved.undo : [],
    redo: resume && Array.isArray(saved.redo) ? saved.redo : [],
    elapsed: resume ? Number(saved.elapsed) || 0 : 0,
    solved: resume && Boolean(saved.solved),
    view: resume && saved.view === 'logic' && fitsLogicGrid(info) ? 'logic' : 'table',
    selected: firstOpenCell(info.startMatrix),
    hinted: new Set(),
    mistakes: new Set(),
    highlighted: [],
    mergeKey: null,
    hints: resume ? Number(saved.hints) || 0 : 0,
    checks: resume ? Number(saved.checks) || 0 : 0,
    key: textKey(text),
    daily: entry.daily || null,
    best: null,
  };
  if (game.solved) game.best = { ms: store.bestTime(game.key), isNew: false };
  drawClues();
  ui.playIntro.open = !store.introSeen();
  store.setIntroSeen();
  const g = game;
  import('./print.js').then(({ buildPrintSheet }) => {
    if (game === g) buildPrintSheet(ui.printSheet, info, info.title || entry.title, fitsLogicGrid(info));
  });
  if (game.daily && !shareText) {
    import('./daily.js').then((daily) => {
      shareText = daily.shareText;
      if (game === g && game.solved) draw();
    });
  }
  updateLogic = buildLogicGrid(ui.logic, info, onMarkCycle);
  ui.viewLogic.disabled = !fitsLogicGrid(info);
  ui.viewLogic.title = ui.viewLogic.disabled ? 'This riddle is too large for a cross/tick grid' : '';
  say(game.solved ? `Solved in ${clock(game.elapsed)}.` : resume ? 'Your game, as you left it.'
    : 'Fill the grid: click a cell and choose its value, or mark crosses and ticks. Strike out the clues you have used.');
  resumeTimer();
  draw();
  if (focus) focusBoard();
}

/** Leaves the play view: the timer stops and the game is kept. */
export function closePlay() {
  openSeq++;
  if (!game) return;
  pauseTimer();
  save();
  game = null;
}

function fitsLogicGrid(info) {
  return info.header.length >= 2 && info.header.length <= LOGIC_MAX_COLUMNS &&
    info.values.every((v) => v.length <= LOGIC_MAX_VALUES);
}

function sameShape(grid, start) {
  return Array.isArray(grid) && grid.length === start.length &&
    grid.every((row, r) => Array.isArray(row) && row.length === start[r].length);
}

function firstOpenCell(start) {
  for (let r = 0; r < start.length; r++) {
    for (let c = 0; c < start[r].length; c++) if (start[r][c] === '') return { row: r, column: c };
  }
  return { row: 0, column: 0 };
}

function save() {
  savePlay(game.name, {
    text: game.text,
    grid: game.grid,
    marks: game.marks,
    struck: [...game.struck],
    undo: game.undo.slice(-UNDO_KEPT),
    redo: game.redo.slice(-UNDO_KEPT),
    elapsed: elapsed(),
    solved: game.solved,
    view: game.view,
    hints: game.hints,
    checks: game.checks,
  });
}

// ---------------------------------------------------------------------------------------------
// Drawing

const view = () => analyse(game.info.values, game.grid, game.marks, { autoCross: store.autoCross() });

const actions = {
  fill: (changes, options) => fill(changes, options),
  select: (row, column) => selectCell(row, column),
  undo: () => undoMove(),
  redo: () => redoMove(),
};

function draw() {
  const v = view();
  const logic = game.view === 'logic';
  ui.tableView.hidden = logic;
  ui.playPanel.dataset.grid = game.view;
  ui.logicView.hidden = !logic;
  ui.viewTable.setAttribute('aria-pressed', String(!logic));
  ui.viewLogic.setAttribute('aria-pressed', String(logic));
  drawTable(game, v, store.pencil(), actions);
  if (game.solved) ui.chooser.hidden = true; // nothing to choose: Undo or Start again reopen it
  updateLogic?.(v);
  ui.undo.disabled = game.undo.length === 0;
  ui.undoToCorrect.disabled = game.solved;
  ui.redo.disabled = game.redo.length === 0;
  ui.playPanel.dataset.state = game.solved ? 'solved' : 'playing';
  ui.timer.hidden = !store.timer() && !game.solved;
  drawSolved();
  drawClueStates();
  showClock();
}

/** The solved panel: the time, the hints and checks used, the best time; today's share text. */
function drawSolved() {
  ui.solvedPanel.hidden = !game.solved;
  if (!game.solved) return;
  const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  ui.solvedCounts.textContent = `Solved in ${clock(game.elapsed)} with ${count(game.hints, 'hint')} and ${count(game.checks, 'check')}.`;
  const best = game.best?.ms ?? store.bestTime(game.key);
  ui.bestTime.textContent = best === null ? '' : game.best?.isNew ? `A new best time for this riddle: ${clock(best)}.`
    : `Your best time for this riddle: ${clock(best)}.`;
  ui.shareBox.hidden = !game.daily || !shareText;
  if (game.daily && shareText) {
    ui.shareText.textContent = shareText({ ...game.daily, ms: game.elapsed, hints: game.hints, checks: game.checks });
  }
}

function focusBoard() {
  if (game.view === 'logic') ui.logic.querySelector('button.mark[tabindex="0"]')?.focus();
  else focusCell(game);
}

function selectCell(row, column) {
  game.selected = {
    row: Math.min(Math.max(row, 0), game.grid.length - 1),
    column: Math.min(Math.max(column, 0), game.grid[0].length - 1),
  };
  draw();
  focusCell(game);
}

/** The clues, numbered, each a toggle button: struck through once used. */
function drawClues() {
  const texts = game.info.hintTexts || [];
  const n = Math.max(texts.length, Array.isArray(game.info.hints) ? game.info.hints.length : 0);
  ui.clueList.replaceChildren(...Array.from({ length: n }, (_, i) => {
    const button = el('button', { type: 'button', className: 'clue' }, [
      el('span', { className: 'clue-number', textContent: `${i + 1}.` }), ' ',
      el('span', { className: 'clue-text', textContent: texts[i] || `Clue ${i + 1} (the riddle gives no words for it)` }),
    ]);
    button.dataset.testid = 'clue';
    button.dataset.index = i;
    button.addEventListener('click', () => {
      if (game.struck.has(i)) game.struck.delete(i);
      else game.struck.add(i);
      drawClueStates();
      save();
    });
    return el('li', {}, [button]);
  }));
}

function drawClueStates() {
  for (const button of ui.clueList.querySelectorAll('button.clue')) {
    const i = Number(button.dataset.index);
    button.setAttribute('aria-pressed', String(game.struck.has(i)));
    button.dataset.highlighted = String(game.highlighted.includes(i));
  }
}

/**
 * Brings clue `i` into view: within the clue pane where it scrolls by itself (a wide screen),
 * else by scrolling the page (a phone, where the board stays on top).
 */
function showClue(i) {
  const button = ui.clueList.querySelector(`button[data-index="${i}"]`);
  const pane = ui.clueList.closest('.clues-pane');
  if (!button || !pane) return;
  if (getComputedStyle(pane).overflowY === 'auto') {
    const top = button.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    if (top < pane.scrollTop || top + button.offsetHeight > pane.scrollTop + pane.clientHeight) {
      pane.scrollTop = Math.max(0, top - pane.clientHeight / 3);
    }
  } else {
    button.scrollIntoView({ block: 'nearest' });
  }
}

/** Writes a message above the grid; `details`: the solver's own sentence, folded. */
function say(text, details = '') {
  const parts = [el('span', { textContent: text })];
  if (details) {
    parts.push(' ', el('details', { className: 'solver-words' }, [
      el('summary', { textContent: 'The solver’s words' }), el('p', { textContent: details }),
    ]));
  }
  ui.playMessage.replaceChildren(...parts);
}

// ---------------------------------------------------------------------------------------------
// Moves

/** Makes the grid and marks `grid` and `marks` (one undo step, unless `mergeKey` continues one). */
function commit(grid, marks, { hinted = [], highlighted = [], mergeKey = null } = {}) {
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
  afterChange();
  return true;
}

/** Sets cells ({row, column, value}…); `merge`: typing a value letter by letter, one undo step. */
function fill(changes, { hinted = [], highlighted = [], merge = false } = {}) {
  const grid = game.grid.map((row) => [...row]);
  for (const { row, column, value } of changes) {
    if (!isGiven(game.info, row, column)) grid[row][column] = value;
  }
  const mergeKey = merge && changes.length === 1 ? `typed ${changes[0].row},${changes[0].column}` : null;
  return commit(grid, game.marks, { hinted, highlighted, mergeKey });
}

function onMarkCycle(a, va, b, vb) {
  if (!game) return;
  const next = cycle(game.info.values, game.grid, game.marks, (r, c) => isGiven(game.info, r, c), a, va, b, vb,
    { autoCross: store.autoCross() });
  if (next) commit(next.grid, next.marks);
}

function restore(from, to) {
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

function undoMove() {
  if (!game || !restore(game.undo, game.redo)) return;
  if (game.solved) {
    game.solved = false;
    resumeTimer();
  }
  say('Undone (Redo puts it back).');
  afterChange();
}

function redoMove() {
  if (!game || !restore(game.redo, game.undo)) return;
  say('Redone.');
  afterChange();
}

function restartPlay() {
  if (!game) return;
  game.solved = false;
  game.struck = new Set();
  const done = commit(game.info.startMatrix.map((row) => [...row]), {});
  if (done) say('Started again (Undo brings your grid back).');
  else draw();
  resumeTimer();
}

/**
 * Goes back to the last grid with no mistake (check_grid's), searching back from the grid shown
 * through the undo steps: one move (Undo brings the grid back). Counted as a check.
 */
async function undoToCorrect() {
  if (!game || game.solved) return;
  const g = game;
  g.checks++;
  const states = [...g.undo, { grid: g.grid, marks: g.marks }];
  try {
    for (let i = states.length - 1; i >= 0; i--) {
      const { result } = await ask('check', g.text, states[i].grid);
      if (game !== g) return;
      if (result.mistakes.length > 0) continue;
      if (i === states.length - 1) {
        say('Your grid has no mistake: nothing to undo.');
        save();
        return;
      }
      const wrong = states.length - 1 - i;
      commit(states[i].grid.map((row) => [...row]), states[i].marks);
      say(`Back to your last grid with no mistake (${wrong === 1 ? '1 move' : `${wrong} moves`} back; Undo brings them back).`);
      return;
    }
    say('None of your grids kept for Undo is without a mistake: Start again clears the grid.');
  } catch (failure) {
    showFailure(failure);
  }
}

/** Puts the riddle played into the page's address (and copies the address, where allowed). */
async function shareRiddle() {
  if (!game) return;
  const { packRiddle } = await import('./share.js');
  const hash = await packRiddle(game.text);
  history.replaceState(null, '', hash);
  let copied = false;
  try {
    await navigator.clipboard.writeText(location.href);
    copied = true;
  } catch { /* no clipboard here (permission, insecure page): the address bar holds the link */ }
  say(copied ? 'The link to this riddle is in the address bar, and copied: send it to a friend.'
    : 'The link to this riddle is in the address bar: copy it and send it to a friend.');
}

/** Copies today's share text (or selects it, when the clipboard cannot be written). */
async function copyResult() {
  const text = ui.shareText.textContent;
  try {
    await navigator.clipboard.writeText(text);
    ui.shareResult.textContent = 'Copied';
  } catch {
    getSelection().selectAllChildren(ui.shareText);
    ui.shareResult.textContent = 'Selected: copy it';
  }
  setTimeout(() => { ui.shareResult.textContent = 'Copy the result'; }, 3000);
}

function afterChange() {
  save();
  draw();
  if (gridFull()) check(true);
}

/**
 * Whether the grid holds as many values as a solution: in each column, one value a row, or every
 * value of a column that has fewer values than rows.
 */
function gridFull() {
  const rows = game.grid.length;
  return game.info.values.every((values, c) =>
    game.grid.filter((row) => row[c] !== '').length === Math.min(values.length, rows));
}

// ---------------------------------------------------------------------------------------------
// Hint and Check: the library's answers

/** "Norwegian in row 1 and blue in row 2 (Nationality, Color)": the cells a step fills. */
function fillsInWords(fills) {
  const header = game.info.header;
  const parts = fills.map((f) => `${f.value} (${header[f.column]}) in row ${f.row + 1}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function cluesInWords(hints) {
  if (hints.length === 0) return '';
  return hints.length === 1 ? `clue ${hints[0] + 1}` : `clues ${hints.slice(0, -1).map((h) => h + 1).join(', ')} and ${hints.at(-1) + 1}`;
}

async function hint() {
  if (!game || game.solved) return;
  const g = game;
  try {
    const { result: step } = await ask('next', g.text, g.grid);
    if (game !== g) return;
    // `hints`: the clues the step uses (0-based); `hint` its first, in older bindings.
    const hints = Array.isArray(step.hints) ? step.hints : Number.isInteger(step.hint) ? [step.hint] : [];
    if (step.kind === 'rule' || step.kind === 'supposition') {
      game.hints++;
      const first = step.fills[0];
      if (first) game.selected = { row: first.row, column: first.column };
      fill(step.fills, { hinted: step.fills, highlighted: hints });
      const words = step.words ?? (hints.length > 0
        ? `From ${cluesInWords(hints)}: ${fillsInWords(step.fills)}.`
        : `Only one place is left: ${fillsInWords(step.fills)}.`);
      say(step.kind === 'supposition' ? `Trying the other values fails, so: ${words}` : words, step.text);
      showClue(hints[0]);
    } else if (step.kind === 'solved') {
      say('Your grid is complete, and it is the solution.');
    } else if (step.kind === 'mistake') {
      say('A value in your grid is wrong: press Check to see which.', step.text);
    } else {
      say(`${step.text}.`);
    }
  } catch (failure) {
    showFailure(failure);
  }
}

async function check(auto = false) {
  if (!game) return;
  const g = game;
  if (!auto && !g.solved) g.checks++;
  try {
    const { result } = await ask('check', g.text, g.grid);
    if (game !== g) return;
    game.mistakes = new Set(result.mistakes.map((c) => `${c.row},${c.column}`));
    const n = result.mistakes.length;
    if (n > 0) {
      say(`${n === 1 ? '1 mistake' : `${n} mistakes`}: marked in red. Undo, or choose another value there.`);
    } else if (result.consistent && gridFull()) {
      game.solved = true;
      pauseTimer();
      const isNew = store.offerBestTime(game.key, game.elapsed);
      game.best = { ms: store.bestTime(game.key), isNew };
      say(`Solved in ${clock(game.elapsed)}: your grid is the solution.`);
      save();
    } else if (result.consistent) {
      const count = result.solutions === 1 ? 'the solution still fits' :
        `${result.complete ? result.solutions : `at least ${result.solutions}`} solutions still fit`;
      if (!auto) say(`No mistakes so far: ${count}.`);
    } else {
      say('No solution fits this grid, and none fits the riddle either.');
    }
    draw();
  } catch (failure) {
    showFailure(failure);
  }
}

// ---------------------------------------------------------------------------------------------
// The timer: runs while the play view shows an unsolved game and the page is visible

function elapsed() {
  return game.elapsed + (runningSince === null ? 0 : performance.now() - runningSince);
}

function resumeTimer() {
  if (!game || game.solved || runningSince !== null || document.hidden) return;
  runningSince = performance.now();
  clearInterval(clockTimer);
  clockTimer = setInterval(showClock, 1000);
}

function pauseTimer() {
  if (game && runningSince !== null) game.elapsed = elapsed();
  runningSince = null;
  clearInterval(clockTimer);
}

function showClock() {
  if (!game) return;
  const text = clock(elapsed());
  if (ui.timer.textContent !== text) ui.timer.textContent = text;
  ui.timer.setAttribute('aria-label', `Time spent: ${text}`);
}

// ---------------------------------------------------------------------------------------------
// Wiring

/** Wires the play view's controls; `callbacks`: {current, showFailure, showView} (see `views`). */
export function wirePlay(callbacks) {
  Object.assign(views, callbacks);
  ui.hint.addEventListener('click', hint);
  ui.check.addEventListener('click', () => check(false));
  ui.undo.addEventListener('click', undoMove);
  ui.redo.addEventListener('click', redoMove);
  ui.restart.addEventListener('click', restartPlay);
  const switchTo = (v) => {
    if (!game || (v === 'logic' && ui.viewLogic.disabled)) return;
    game.view = v;
    save();
    draw();
  };
  ui.viewTable.addEventListener('click', () => switchTo('table'));
  ui.viewLogic.addEventListener('click', () => switchTo('logic'));
  ui.undoToCorrect.addEventListener('click', undoToCorrect);
  ui.share.addEventListener('click', shareRiddle);
  ui.shareResult.addEventListener('click', copyResult);
  // The settings: each switch kept in the store (the browser), the views following it.
  const showSettings = () => {
    ui.pencil.checked = store.pencil();
    ui.settingPencil.checked = store.pencil();
    ui.settingAutoCross.checked = store.autoCross();
    ui.settingTimer.checked = store.timer();
  };
  showSettings();
  ui.pencil.addEventListener('change', () => store.setPencil(ui.pencil.checked));
  ui.settingPencil.addEventListener('change', () => store.setPencil(ui.settingPencil.checked));
  ui.settingAutoCross.addEventListener('change', () => store.setSetting('autoCross', ui.settingAutoCross.checked));
  ui.settingTimer.addEventListener('change', () => store.setSetting('timer', ui.settingTimer.checked));
  store.subscribe((changed) => {
    if (!['pencil', 'autoCross', 'timer'].some((what) => changed.has(what))) return;
    showSettings();
    if (game) draw();
  });
  ui.settings.addEventListener('click', () => {
    const open = ui.settingsPanel.hidden;
    ui.settingsPanel.hidden = !open;
    ui.settings.setAttribute('aria-expanded', String(open));
  });
  ui.boardSize.addEventListener('click', () => {
    const tall = ui.boardSize.getAttribute('aria-pressed') !== 'true';
    ui.boardSize.setAttribute('aria-pressed', String(tall));
    ui.board.dataset.tall = String(tall);
  });
  ui.grid.addEventListener('keydown', (event) => game && onTableKey(event, game, view(), actions));
  ui.grid.addEventListener('click', (event) => {
    const td = event.target.closest('td[data-row]');
    if (td && game) selectCell(Number(td.dataset.row), Number(td.dataset.column));
  });
  ui.grid.addEventListener('focusin', (event) => {
    const td = event.target.closest('td[data-row]');
    if (!td || !game) return;
    const row = Number(td.dataset.row);
    const column = Number(td.dataset.column);
    if (row !== game.selected.row || column !== game.selected.column) selectCell(row, column);
  });
  ui.chooser.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && game) {
      event.preventDefault();
      focusCell(game);
    }
  });
  // Ctrl+Z / Ctrl+Y anywhere in the play view but in a text box.
  ui.playPanel.addEventListener('keydown', (event) => {
    if (!game || ui.grid.contains(event.target) || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      redoMove();
    } else if (key === 'z') {
      event.preventDefault();
      undoMove();
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      pauseTimer();
      if (game) save();
    } else if (store.view() === 'play') {
      resumeTimer();
    }
  });
  window.addEventListener('pagehide', () => game && save());
}

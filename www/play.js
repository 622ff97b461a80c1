// The player's view: the clues beside the grid (a click strikes one through), the grid as a table
// with pencil marks or as the cross/tick grid (one state, marks.js), Hint, Check, Undo/Redo, Undo
// to correct, Start again, bookmarks, Share, the settings, a timer, the solved panel (and today's
// share text). The game (play-game.js) is kept per riddle text. The controller (controller.js)
// opens it with the riddle selected and gives it its handlers (`wirePlay`): the library's
// answers, keeping the game and the best time, the settings, a failure.

import { ui } from './ui.js';
import * as store from './store.js';
import { loadPlays } from './store.js';
import { clock, textKey } from './dom.js';
import { analyse, cycle } from './marks.js';
import { buildLogicGrid } from './logic-grid.js';
import { drawTable, focusCell, onTableKey } from './play-table.js';
import { drawClueList, drawClueStates, showClue, say, drawSolved, copyResult } from './play-clues.js';
import {
  newGame, keptGame, commit, filled, restore, addBookmark, backToBookmark, gridFull, fitsLogicGrid, isGiven,
  fillsInWords, cluesInWords,
} from './play-game.js';

// daily.js (the share text), share.js and print.js are loaded when first needed, not with the
// page (each module more delays the page's first render).
let shareText = null;

/** The game shown (play-game.js), or null. */
let game = null;
let openSeq = 0;
let updateLogic = null;
let runningSince = null; // performance.now() when the timer last resumed, or null when paused
let clockTimer = 0;

/**
 * The controller's handlers, given once by `wirePlay`: info(text), next(text, grid) and
 * check(text, grid) (the worker's answers, promises of {result}), save(name, kept),
 * offerBestTime(key, ms) (whether it is a new best), introSeen(), pencil(on), setting(name, on),
 * failed(failure) (a request failed; for `info`, the riddle could not be played).
 */
let handlers = null;

export const currentGame = () => game;

/** Shows the play view of riddle `entry` with text `text`: its game kept, or a new one. */
export async function openPlay({ entry, text, focus = false }) {
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
    ({ result: info } = await handlers.info(text));
  } catch (failure) {
    if (seq === openSeq) handlers.failed(failure, { opening: true });
    return;
  }
  if (seq !== openSeq || store.selected() !== entry.name || store.view() !== 'play') return;
  const made = newGame(entry, text, info, loadPlays()[entry.name], textKey(text));
  game = made.game;
  const resume = made.resumed;
  if (game.solved) game.best = { ms: store.bestTime(game.key), isNew: false };
  drawClues();
  ui.playIntro.open = !store.introSeen();
  handlers.introSeen();
  const g = game;
  import('./print.js').then(({ buildPrintSheet }) => {
    if (game === g) buildPrintSheet(ui.printSheet, info, entry.daily ? entry.title : info.title || entry.title, fitsLogicGrid(info));
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

function save() {
  handlers.save(game.name, keptGame(game, elapsed()));
}

// ---------------------------------------------------------------------------------------------
// Drawing

const view = () => analyse(game.info.values, game.grid, game.marks, { autoCross: store.autoCross() });

const actions = {
  fill: (changes, options) => fill(changes, options),
  select: (row, column) => selectCell(row, column),
  undo: () => undoMove(),
  redo: () => redoMove(),
  openChooser: () => setChooser(true),
  closeChooser: () => setChooser(false),
};

/** Opens or closes the value chooser (a sheet on a phone; always shown below a wide screen's grid). */
function setChooser(open) {
  if (!game) return;
  game.chooserOpen = open;
  draw();
  if (!open) focusCell(game);
}

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
  ui.backToBookmark.disabled = game.bookmarks.length === 0 || game.solved;
  ui.bookmark.disabled = game.solved;
  ui.backToBookmark.textContent = game.bookmarks.length > 1 ? `Back to bookmark (${game.bookmarks.length})` : 'Back to bookmark';
  ui.undoToCorrect.disabled = game.solved;
  ui.redo.disabled = game.redo.length === 0;
  ui.playPanel.dataset.state = game.solved ? 'solved' : 'playing';
  ui.timer.hidden = !store.timer() && !game.solved;
  drawSolved(game, game.best?.ms ?? store.bestTime(game.key), shareText);
  drawClueStates(game.struck, game.highlighted);
  showClock();
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

/** The clues of the game, each striking itself through when pressed (the game then kept). */
function drawClues() {
  const g = game;
  drawClueList(g.info, (i) => {
    if (g.struck.has(i)) g.struck.delete(i);
    else g.struck.add(i);
    drawClueStates(g.struck, g.highlighted);
    if (game === g) save();
  });
}

// ---------------------------------------------------------------------------------------------
// Moves

/** Makes the grid and marks `grid` and `marks` (play-game.js's commit), then saves and draws. */
function change(grid, marks, options) {
  if (!commit(game, grid, marks, options)) return false;
  afterChange();
  return true;
}

/** Keeps the grid as it is (values and marks) for a "what if" (play-game.js's addBookmark). */
function bookmark() {
  if (!game || game.solved) return;
  const n = addBookmark(game);
  say(n === 1 ? 'Bookmarked: try a value; Back to bookmark puts this grid back.'
    : `Bookmarked (${n} bookmarks): Back to bookmark returns to the latest.`);
  save();
  draw();
}

function goBackToBookmark() {
  if (!game) return;
  const back = backToBookmark(game);
  if (!back) return;
  const left = game.bookmarks.length;
  say(`Back to your bookmark${back.moved ? ' (Undo brings your tries back)' : ': the grid had not changed'}.${left > 0 ? ` ${left} more bookmark${left === 1 ? '' : 's'} kept.` : ''}`);
  if (back.moved) afterChange();
  else {
    save();
    draw();
  }
}

/** Sets cells ({row, column, value}…); `merge`: typing a value letter by letter, one undo step. */
function fill(changes, { hinted = [], highlighted = [], merge = false } = {}) {
  const mergeKey = merge && changes.length === 1 ? `typed ${changes[0].row},${changes[0].column}` : null;
  return change(filled(game, changes), game.marks, { hinted, highlighted, mergeKey });
}

function onMarkCycle(a, va, b, vb) {
  if (!game) return;
  const next = cycle(game.info.values, game.grid, game.marks, (r, c) => isGiven(game.info, r, c), a, va, b, vb,
    { autoCross: store.autoCross() });
  if (next) change(next.grid, next.marks);
}

function undoMove() {
  if (!game || !restore(game, game.undo, game.redo)) return;
  if (game.solved) {
    game.solved = false;
    resumeTimer();
  }
  say('Undone (Redo puts it back).');
  afterChange();
}

function redoMove() {
  if (!game || !restore(game, game.redo, game.undo)) return;
  say('Redone.');
  afterChange();
}

function restartPlay() {
  if (!game) return;
  game.solved = false;
  game.struck = new Set();
  const done = change(game.info.startMatrix.map((row) => [...row]), {});
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
      const { result } = await handlers.check(g.text, states[i].grid);
      if (game !== g) return;
      if (result.mistakes.length > 0) continue;
      if (i === states.length - 1) {
        say('Your grid has no mistake: nothing to undo.');
        save();
        return;
      }
      const wrong = states.length - 1 - i;
      change(states[i].grid.map((row) => [...row]), states[i].marks);
      say(`Back to your last grid with no mistake (${wrong === 1 ? '1 move' : `${wrong} moves`} back; Undo brings them back).`);
      return;
    }
    say('None of your grids kept for Undo is without a mistake: Start again clears the grid.');
  } catch (failure) {
    handlers.failed(failure);
  }
}

/** Puts the riddle played into the page's address (and copies the address, where allowed). */
async function shareRiddle() {
  if (!game) return;
  const { packRiddle } = await import('./share.js');
  // Today's riddle: its day named in the link, so that it opens as that day's riddle.
  const tag = game.daily ? (await import('./daily.js')).dailyTag(game.daily) : null;
  const hash = await packRiddle(game.text, tag);
  history.replaceState(null, '', hash);
  let copied = false;
  try {
    await navigator.clipboard.writeText(location.href);
    copied = true;
  } catch { /* no clipboard here (permission, insecure page): the address bar holds the link */ }
  say(copied ? 'The link to this riddle is in the address bar, and copied: send it to a friend.'
    : 'The link to this riddle is in the address bar: copy it and send it to a friend.');
}


function afterChange() {
  save();
  draw();
  if (gridFull(game)) check(true);
}

// ---------------------------------------------------------------------------------------------
// Hint and Check: the library's answers

async function hint() {
  if (!game || game.solved) return;
  const g = game;
  try {
    const { result: step } = await handlers.next(g.text, g.grid);
    if (game !== g) return;
    // `hints`: the clues the step uses (0-based); `hint` its first, in older bindings.
    const hints = Array.isArray(step.hints) ? step.hints : Number.isInteger(step.hint) ? [step.hint] : [];
    if (step.kind === 'rule' || step.kind === 'supposition') {
      game.hints++;
      const first = step.fills[0];
      if (first) game.selected = { row: first.row, column: first.column };
      fill(step.fills, { hinted: step.fills, highlighted: hints });
      const words = step.words ?? (hints.length > 0
        ? `From ${cluesInWords(hints)}: ${fillsInWords(game.info.header, step.fills)}.`
        : `Only one place is left: ${fillsInWords(game.info.header, step.fills)}.`);
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
    handlers.failed(failure);
  }
}

async function check(auto = false) {
  if (!game) return;
  const g = game;
  if (!auto && !g.solved) g.checks++;
  try {
    const { result } = await handlers.check(g.text, g.grid);
    if (game !== g) return;
    game.mistakes = new Set(result.mistakes.map((c) => `${c.row},${c.column}`));
    const n = result.mistakes.length;
    if (n > 0) {
      say(`${n === 1 ? '1 mistake' : `${n} mistakes`}: marked in red. Undo, or choose another value there.`);
    } else if (result.consistent && gridFull(game)) {
      game.solved = true;
      pauseTimer();
      const isNew = handlers.offerBestTime(game.key, game.elapsed);
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
    handlers.failed(failure);
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

/** The settings' switches as the store has them. */
function showSettings() {
  ui.pencil.checked = store.pencil();
  ui.settingPencil.checked = store.pencil();
  ui.settingAutoCross.checked = store.autoCross();
  ui.settingTimer.checked = store.timer();
}

/** A setting changed (pencil marks, automatic crosses, timer): the switches and the game follow. */
export function settingsChanged() {
  showSettings();
  if (game) draw();
}

/** Wires the play view's controls to its moves and to the controller's `handlers` (see above). */
export function wirePlay(controllerHandlers) {
  handlers = controllerHandlers;
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
  ui.bookmark.addEventListener('click', bookmark);
  ui.backToBookmark.addEventListener('click', goBackToBookmark);
  // "More" (a phone): the rarer tools, folded; a button pressed among them folds them again.
  const showMenu = (open) => {
    ui.playMenu.setAttribute('aria-expanded', String(open));
    ui.playMore.dataset.open = String(open);
  };
  ui.playMenu.addEventListener('click', () => showMenu(ui.playMenu.getAttribute('aria-expanded') !== 'true'));
  ui.playMore.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (button && button !== ui.settings && button !== ui.boardSize) showMenu(false);
  });
  ui.pencil.addEventListener('change', () => showMenu(false)); // the grid shows the marks at once
  ui.shareResult.addEventListener('click', copyResult);
  // The settings: each switch kept in the store (the browser), the views following it.

  showSettings();
  ui.pencil.addEventListener('change', () => handlers.pencil(ui.pencil.checked));
  ui.settingPencil.addEventListener('change', () => handlers.pencil(ui.settingPencil.checked));
  ui.settingAutoCross.addEventListener('change', () => handlers.setting('autoCross', ui.settingAutoCross.checked));
  ui.settingTimer.addEventListener('change', () => handlers.setting('timer', ui.settingTimer.checked));
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
    if (!td || !game) return;
    game.chooserOpen = true; // a click or a tap on a cell opens its chooser (a sheet on a phone)
    selectCell(Number(td.dataset.row), Number(td.dataset.column));
  });
  ui.grid.addEventListener('focusin', (event) => {
    const td = event.target.closest('td[data-row]');
    // A focus by the keyboard selects the cell; a click's or a tap's is the click's (drawing the
    // table here would replace the cell before its click arrives).
    if (!td || !game || !td.matches(':focus-visible')) return;
    const row = Number(td.dataset.row);
    const column = Number(td.dataset.column);
    if (row !== game.selected.row || column !== game.selected.column) selectCell(row, column);
  });
  ui.chooser.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && game) {
      event.preventDefault();
      setChooser(false);
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

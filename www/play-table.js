// The player's table: a row per house, a column per category (the riddle's given cells fixed),
// each blank cell showing its candidates as pencil marks; a chooser offers the values of the
// selected cell (its candidates first, those crossed out apart): below the grid on a wide screen,
// on a phone a sheet at the bottom of the screen opened by a tap on a cell (`game.chooserOpen`)
// and closed by a value, Close or Escape; the keyboard moves, types values, clears, undoes and
// redoes.

import { ui } from './ui.js';
import { el } from './dom.js';
import { isGiven } from './play-game.js';

/** The chooser is a sheet at the bottom of the screen where the board sits above the clues. */
const narrow = matchMedia('(max-width: 55.99rem)');
export const chooserIsSheet = () => narrow.matches;

/**
 * Draws the table of `game` ({info, grid, selected, hinted, mistakes, chooserOpen}) with `view`
 * (marks.js); `pencil`: the candidates in blank cells. `actions`: {fill(changes), select(row,
 * column), undo(), redo(), closeChooser()}.
 */
export function drawTable(game, view, pencil, actions) {
  const { info, grid, selected } = game;
  const hadFocus = ui.grid.contains(document.activeElement);
  // A button of the chooser keeps the focus when the chooser is drawn again.
  const chooserFocus = ui.chooser.contains(document.activeElement) ? document.activeElement.textContent : null;
  const head = el('tr', {}, info.header.map((name) => el('th', { scope: 'col', textContent: name })));
  const body = el('tbody');
  grid.forEach((row, r) => {
    const tr = el('tr');
    row.forEach((value, c) => {
      const given = isGiven(info, r, c);
      const td = el('td', { className: 'play-cell' });
      td.setAttribute('role', 'gridcell');
      td.dataset.row = r;
      td.dataset.column = c;
      td.dataset.value = value;
      const here = r === selected.row && c === selected.column;
      td.tabIndex = here ? 0 : -1;
      td.classList.add(given ? 'given' : value !== '' ? 'filled' : 'open');
      if (here) td.classList.add('selected');
      if (game.hinted.has(`${r},${c}`)) td.classList.add('hinted');
      if (game.mistakes.has(`${r},${c}`)) {
        td.classList.add('mistake');
        td.setAttribute('aria-invalid', 'true');
      }
      let what = value || 'blank';
      if (value !== '') {
        td.append(el('span', { className: 'value', textContent: value }));
      } else {
        const marks = view.candidates(r, c);
        if (pencil) td.append(el('span', { className: 'pencil', textContent: marks.join(' ') }));
        what = `blank, could be ${marks.join(', ') || 'nothing'}`;
      }
      td.setAttribute('aria-label', `Row ${r + 1}, ${info.header[c]}: ${what}${given ? ' (given)' : ''}`);
      tr.append(td);
    });
    body.append(tr);
  });
  ui.grid.replaceChildren(el('thead', {}, [head]), body);
  drawChooser(game, view, actions);
  if (hadFocus) focusCell(game);
  if (chooserFocus !== null) {
    [...ui.chooser.querySelectorAll('button')].find((b) => b.textContent === chooserFocus)?.focus();
  }
}


export function focusCell(game) {
  ui.grid.querySelector(`td[data-row="${game.selected.row}"][data-column="${game.selected.column}"]`)?.focus();
}

/** The values offered for a cell: its candidates first, then the others (crossed out). */
function offered(game, view, row, column) {
  const values = game.info.values[column];
  const candidates = view.candidates(row, column);
  if (candidates.length === 0) return { candidates: values, others: [] };
  return { candidates: values.filter((v) => candidates.includes(v)), others: values.filter((v) => !candidates.includes(v)) };
}

function drawChooser(game, view, actions) {
  const { row, column } = game.selected;
  const name = `Row ${row + 1}, ${game.info.header[column]}`;
  const sheet = chooserIsSheet();
  ui.chooser.dataset.sheet = String(sheet);
  const head = (text) => {
    const close = el('button', { type: 'button', className: 'chooser-close', textContent: 'Close' });
    close.dataset.testid = 'chooser-close';
    close.addEventListener('click', () => actions.closeChooser());
    return el('div', { className: 'chooser-top' }, [el('p', { className: 'chooser-head', textContent: text }), close]);
  };
  ui.chooser.setAttribute('aria-label', `Values of ${name}`);
  if (isGiven(game.info, row, column)) {
    ui.chooser.replaceChildren(head(`${name}: given by the riddle.`));
    ui.chooser.hidden = sheet && !game.chooserOpen;
    return;
  }
  const button = (value, className) => {
    const b = el('button', { type: 'button', className, textContent: value });
    b.addEventListener('click', () => {
      actions.fill([{ row, column, value }]);
      actions.closeChooser();
    });
    return b;
  };
  const { candidates, others } = offered(game, view, row, column);
  const parts = [head(`${name}:`)];
  parts.push(el('div', { className: 'chooser-values' }, candidates.map((v) => button(v, 'candidate'))));
  if (others.length > 0) {
    parts.push(el('p', { className: 'chooser-sub', textContent: 'Crossed out or placed elsewhere:' }));
    parts.push(el('div', { className: 'chooser-values' }, others.map((v) => button(v, 'other'))));
  }
  if (game.grid[row][column] !== '') {
    const clear = el('button', { type: 'button', className: 'clear', textContent: 'Clear' });
    clear.addEventListener('click', () => {
      actions.fill([{ row, column, value: '' }]);
      actions.closeChooser();
    });
    parts.push(el('div', { className: 'chooser-values' }, [clear]));
  }
  ui.chooser.replaceChildren(...parts);
  ui.chooser.hidden = sheet && !game.chooserOpen;
}

let typed = '';
let typedAt = 0;

/** The table's keys: arrows, typing a value, Enter (the chooser), Delete, Ctrl+Z, Ctrl+Y. */
export function onTableKey(event, game, view, actions) {
  const { row, column } = game.selected;
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const ctrl = event.ctrlKey || event.metaKey;
  if (moves[event.key]) {
    event.preventDefault();
    typed = '';
    actions.select(row + moves[event.key][0], column + moves[event.key][1]);
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    typed = '';
    actions.fill([{ row, column, value: '' }]);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    actions.openChooser();
    ui.chooser.querySelector('.chooser-values button')?.focus();
  } else if (ctrl && (event.key.toLowerCase() === 'y' || (event.shiftKey && event.key.toLowerCase() === 'z'))) {
    event.preventDefault();
    actions.redo();
  } else if (ctrl && event.key.toLowerCase() === 'z') {
    event.preventDefault();
    actions.undo();
  } else if (event.key.length === 1 && !ctrl && !event.altKey) {
    event.preventDefault();
    if (isGiven(game.info, row, column)) return;
    const now = performance.now();
    typed = now - typedAt < 1000 ? typed + event.key : event.key;
    typedAt = now;
    const { candidates, others } = offered(game, view, row, column);
    const match = [...candidates, ...others].find((v) => v.toLowerCase().startsWith(typed.toLowerCase()));
    if (match) actions.fill([{ row, column, value: match }], { merge: typed.length > 1 });
  }
}

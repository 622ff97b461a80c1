// The printed riddle: its title, its clues and an empty grid to solve on paper (the cross/tick
// grid when the riddle fits one, else the table with the riddle's given cells). Built into a
// section that only the print stylesheet shows (style.css, @media print), whatever is on screen.

import { el } from './dom.js';

/**
 * Fills `sheet` with the riddle `info` ({title, header, values, startMatrix, hintTexts}) titled
 * `title`; `crossTick`: the empty cross/tick grid, else the empty table.
 */
export function buildPrintSheet(sheet, info, title, crossTick) {
  const texts = info.hintTexts || [];
  const n = Math.max(texts.length, Array.isArray(info.hints) ? info.hints.length : 0);
  const clues = el('ol', { className: 'print-clues' }, Array.from({ length: n }, (_, i) =>
    el('li', { textContent: texts[i] || `Clue ${i + 1} (the riddle gives no words for it)` })));
  const grid = crossTick ? emptyCrossTick(info) : emptyTable(info);
  // The cells shrink with the grid's width and height in cells (style.css's --cell).
  const cells = info.values.slice(1).reduce((n, v) => n + v.length, 0);
  grid.style.setProperty('--cells', String(Math.max(cells, 10)));
  sheet.replaceChildren(el('h2', { textContent: title }), clues, grid);
}

function emptyTable(info) {
  const head = el('tr', {}, info.header.map((name) => el('th', { textContent: name })));
  const body = info.startMatrix.map((row) => el('tr', {}, row.map((value) => el('td', { textContent: value }))));
  return el('table', { className: 'print-table' }, [el('thead', {}, [head]), el('tbody', {}, body)]);
}

/** The staircase of logic-grid.js, as plain empty cells. */
function emptyCrossTick({ header, values }) {
  const k = header.length;
  const top = Array.from({ length: k - 1 }, (_, i) => i + 1);
  const side = [0, ...Array.from({ length: k - 2 }, (_, i) => k - 1 - i)];
  const head1 = el('tr', {}, [el('td', { className: 'corner', colSpan: 2, rowSpan: 2 })]);
  const head2 = el('tr');
  for (const t of top) {
    head1.append(el('th', { className: 'cat-top', colSpan: values[t].length, textContent: header[t] }));
    values[t].forEach((v, j) => head2.append(el('th', { className: `val-top${j === 0 ? ' block-start' : ''}` },
      [el('span', { textContent: v })])));
  }
  const rows = [];
  side.forEach((l, i) => {
    const tops = top.slice(0, k - 1 - i);
    values[l].forEach((va, q) => {
      const tr = el('tr', { className: q === 0 ? 'block-top' : '' });
      if (q === 0) tr.append(el('th', { className: 'cat-side', rowSpan: values[l].length }, [el('span', { textContent: header[l] })]));
      tr.append(el('th', { className: 'val-side', textContent: va }));
      for (const t of tops) values[t].forEach((_, j) => tr.append(el('td', { className: j === 0 ? 'block-start' : '' })));
      rows.push(tr);
    });
  });
  return el('table', { className: 'print-cross-tick' }, [el('thead', {}, [head1, head2]), el('tbody', {}, rows)]);
}

// The classic cross/tick grid: a block for every pair of columns (the House column included),
// laid out as a staircase (the columns but the first along the top; the first, then the others
// from the last, down the side). Each cell is a `mark` button showing the mark marks.js derives;
// a click (or Space/Enter) cycles it; the arrows move between the cells (one tab stop). The
// labels are sticky (style.css): they stay in view while the grid scrolls in its box.

import { el } from './dom.js';

const WORDS = { '': 'blank', cross: 'crossed', tick: 'ticked' };

/**
 * Builds the grid of `info` ({header, values}) into `table`; `onCycle(a, va, b, vb)` is called
 * on a click. Returns `update(view)`, which shows the marks of an analysed game (marks.js).
 */
export function buildLogicGrid(table, info, onCycle) {
  const { header, values } = info;
  const k = header.length;
  const top = Array.from({ length: k - 1 }, (_, i) => i + 1);
  const side = [0, ...Array.from({ length: k - 2 }, (_, i) => k - 1 - i)];
  const buttons = [];
  const at = new Map(); // "y,x" → button

  const head1 = el('tr', {}, [cornerCell()]);
  const head2 = el('tr');
  for (const t of top) {
    const th = el('th', { scope: 'colgroup', className: 'cat cat-top', colSpan: values[t].length, textContent: header[t] });
    head1.append(th);
    values[t].forEach((v, j) => head2.append(el('th', {
      scope: 'col', className: `val-top${j === 0 ? ' block-start' : ''}`,
    }, [el('span', { textContent: v })])));
  }
  const body = el('tbody');
  let y = 0;
  side.forEach((l, i) => {
    const tops = top.slice(0, k - 1 - i);
    values[l].forEach((va, q) => {
      const tr = el('tr', { className: q === 0 ? 'block-top' : '' });
      if (q === 0) {
        tr.append(el('th', { scope: 'rowgroup', className: 'cat cat-side', rowSpan: values[l].length }, [el('span', { textContent: header[l] })]));
      }
      tr.append(el('th', { scope: 'row', className: 'val-side', textContent: va }));
      let x = 0;
      for (const t of tops) {
        values[t].forEach((vb, j) => {
          const [a, av, b, bv] = l < t ? [l, va, t, vb] : [t, vb, l, va];
          const button = el('button', { type: 'button', className: 'mark', tabIndex: -1 });
          Object.assign(button.dataset, {
            testid: 'mark', aColumn: a, aValue: av, bColumn: b, bValue: bv, mark: '', y, x,
          });
          button.setAttribute('aria-label', `${header[l]} ${va}, ${header[t]} ${vb}`);
          button.addEventListener('click', () => onCycle(a, av, b, bv));
          at.set(`${y},${x}`, button);
          buttons.push(button);
          tr.append(el('td', { className: j === 0 ? 'block-start' : '' }, [button]));
          x++;
        });
      }
      body.append(tr);
      y++;
    });
  });
  table.replaceChildren(el('thead', {}, [head1, head2]), body);
  if (buttons[0]) buttons[0].tabIndex = 0;

  table.onkeydown = (event) => {
    const button = event.target.closest('button.mark');
    if (!button) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = at.get(`${Number(button.dataset.y) + move[0]},${Number(button.dataset.x) + move[1]}`);
    if (next) {
      button.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
  };
  table.onfocusin = (event) => {
    const button = event.target.closest('button.mark');
    if (!button) return;
    for (const b of buttons) if (b.tabIndex === 0 && b !== button) b.tabIndex = -1;
    button.tabIndex = 0;
  };

  return function update(view) {
    for (const button of buttons) {
      const { aColumn, aValue, bColumn, bValue } = button.dataset;
      const mark = view.mark(Number(aColumn), aValue, Number(bColumn), bValue);
      if (button.dataset.mark !== mark) button.dataset.mark = mark;
      const label = button.getAttribute('aria-label').replace(/: \w+$/, '');
      button.setAttribute('aria-label', `${label}: ${WORDS[mark]}`);
    }
    // The sticky labels (style.css) cover the grid's edges: a mark scrolled into view (by the
    // focus or a tap) stops below and beside them.
    const scroller = table.parentElement;
    // (Widths, not offsets: a sticky cell's offset moves with the scrolling.)
    const labels = [...(table.tBodies[0]?.rows[0]?.querySelectorAll('th') ?? [])];
    if (scroller && table.tHead && table.tHead.offsetHeight > 0) {
      scroller.style.scrollPaddingTop = `${table.tHead.offsetHeight}px`;
      scroller.style.scrollPaddingLeft = `${labels.reduce((width, th) => width + th.offsetWidth, 0)}px`;
    }
  };
}

function cornerCell() {
  const td = el('td', { className: 'corner', colSpan: 2, rowSpan: 2 });
  return td;
}

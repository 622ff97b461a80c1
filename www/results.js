// The author's results: every solution as a table, the pager of a riddle with many solutions,
// the status line, and the detailed solution step by step (each step's rule, hints and cells).
// It draws what it is given; the pager's buttons call `onPage(k)`.

import { ui } from './ui.js';
import { el, plural, formatMs, scroller } from './dom.js';

/** Solutions drawn at once; with more, their count and paging controls. */
export const PAGE_SIZE = 20;

/**
 * Draws an answer: `report` (a page of it when `count` is given), the riddle's `info`, the time
 * `ms`; `onPage(k)` shows page k (0-based) of many.
 */
export function draw({ report, info, ms, count = null }, onPage) {
  ui.placeholder.hidden = true;
  const header = info.header;
  const start = info.startMatrix;
  const hintTexts = info.hintTexts || [];
  const differs = new Set(report.differingCells.map((c) => `${c.row},${c.column}`));
  const offset = report.offset ?? 0;

  const n = report.solutions.length;
  if (count) {
    const total = leastCount(report, count);
    ui.count.textContent = `${count.complete ? '' : 'At least '}${total.toLocaleString('en')} solutions`;
    ui.status.textContent = pageStatusText(report, count, ms);
  } else {
    ui.count.textContent = n === 0 ? 'No solution' : n === 1 ? '1 solution' : `${n} solutions`;
    ui.status.textContent = statusText(report, ms, hintTexts);
  }

  const fragment = document.createDocumentFragment();
  if (report.warnings && report.warnings.length > 0) {
    const list = el('ul', { className: 'warnings' }, report.warnings.map((w) => {
      const text = w.message.startsWith(`${w.path}: `) ? w.message.slice(w.path.length + 2) : w.message;
      return el('li', {}, [el('strong', { textContent: 'Warning' }), ' at ', el('code', { textContent: w.path }), `: ${text}`]);
    }));
    list.dataset.testid = 'warnings';
    fragment.append(list);
  }
  if (differs.size > 0) {
    const among = count ? 'the solutions of this page' : 'the solutions';
    fragment.append(el('p', {
      className: 'differs-note',
      textContent: `The ${plural(differs.size, 'cell')} marked like this differ between ${among}; the others are the same in all of them.`,
    }));
  }
  if (count) fragment.append(pager(report, count, onPage));
  report.solutions.forEach((solution, i) => {
    const article = el('article', { className: 'solution' });
    article.append(el('h3', { textContent: n > 1 || count ? `Solution ${(offset + i + 1).toLocaleString('en')}` : 'Solution' }));
    article.append(scroller(matrixTable(header, solution.matrix, 'solution-table', differs)));
    if (ui.detailed.checked && solution.steps) {
      article.append(stepsList(solution.steps, header, start));
    }
    fragment.append(article);
  });
  ui.solutions.replaceChildren(fragment);
}

/**
 * How many solutions there are at least (a BigInt): the count, or, when the count stopped at
 * the node budget, the solutions the pages have reached if that is more.
 */
function leastCount(report, count) {
  // `decimal` has every digit, where `count` stops at the largest u128.
  const counted = BigInt(count.decimal);
  if (count.complete) return counted;
  const reached = BigInt((report.offset ?? 0) + report.solutions.length + (report.more ? 1 : 0));
  return reached > counted ? reached : counted;
}

/** First / Previous / "Page k of n" / Next, for an answer of more than one page. */
function pager(report, count, onPage) {
  const page = Math.floor((report.offset ?? 0) / PAGE_SIZE);
  const size = BigInt(PAGE_SIZE);
  const pages = (leastCount(report, count) + size - 1n) / size;
  const nav = el('nav', { className: 'pager' });
  nav.setAttribute('aria-label', 'Pages of solutions');
  nav.dataset.testid = 'pager';
  const button = (text, testid, target, enabled) => {
    const b = el('button', { type: 'button', textContent: text, disabled: !enabled });
    b.dataset.testid = testid;
    b.addEventListener('click', () => onPage(target));
    return b;
  };
  const label = el('span', {
    className: 'page-label',
    textContent: `Page ${(page + 1).toLocaleString('en')} of ${count.complete ? '' : 'at least '}${pages.toLocaleString('en')}`,
  });
  label.dataset.testid = 'page-label';
  nav.append(
    button('First', 'page-first', 0, page > 0),
    button('Previous', 'page-previous', page - 1, page > 0),
    label,
    button('Next', 'page-next', page + 1, report.more),
  );
  return nav;
}

/** The status line of one page of many: which solutions, how the count and the page ended. */
function pageStatusText(report, count, ms) {
  const { offset, stopped, stats } = report;
  const n = report.solutions.length;
  const parts = [];
  parts.push(n === 0 ? `No solution from number ${offset + 1} on.`
    : `Solutions ${(offset + 1).toLocaleString('en')} to ${(offset + n).toLocaleString('en')}.`);
  parts.push(count.complete ? 'The count was complete: there are no others.'
    : count.stopped === 'memoryBudget' ? 'The count stopped at its memory limit: there are more.'
      : `The count stopped at the limit of ${plural(count.stats.nodes, 'search node')}: there are more.`);
  if (stopped === 'nodeBudget' || stopped === 'memoryBudget') {
    parts.push(`This page's search stopped at its limit, after ${plural(stats.nodes, 'search node')}.`);
  }
  parts.push(`${plural(stats.nodes, 'search node')}, ${formatMs(ms)}.`);
  return parts.join(' ');
}

function statusText(report, ms, hintTexts) {
  const { complete, stopped, stats, conflicts } = report;
  const n = report.solutions.length;
  const parts = [];
  if (complete) {
    parts.push(n === 0 ? 'The search was complete: the riddle has no solution.'
      : n === 1 ? 'The search was complete: there is no other solution.'
        : 'The search was complete: there are no others.');
  } else if (stopped === 'solutionLimit') {
    parts.push(`The search stopped at the limit of ${plural(n, 'solution')}: there may be more.`);
  } else if (stopped === 'caller') {
    parts.push(`The search stopped after ${plural(n, 'solution')}: there are more.`);
  } else if (stopped === 'memoryBudget') {
    parts.push('The search stopped at its memory limit: there may be more.');
  } else {
    parts.push(`The search stopped at the limit of ${plural(stats.nodes, 'search node')}: there may be more.`);
  }
  if (n === 0 && conflicts.length > 0) {
    const names = conflicts.map((h) => (hintTexts[h] ? `${h + 1} (“${hintTexts[h]}”)` : `${h + 1}`));
    parts.push(`These hints cannot all hold together: ${names.join(', ')}.`);
  }
  parts.push(`${plural(stats.nodes, 'search node')}, ${plural(stats.merges, 'merge')}, ` +
    `${plural(stats.rejections, 'rejection')}, ${formatMs(ms)}.`);
  return parts.join(' ');
}

/** A solution as a table; the cells in `differs` ("row,column") are marked. */
export function matrixTable(header, matrix, className, differs = new Set()) {
  const table = el('table', { className });
  const head = el('tr');
  header.forEach((name) => head.append(el('th', { scope: 'col', textContent: name })));
  table.append(el('thead', {}, [head]));
  const body = el('tbody');
  matrix.forEach((row, r) => body.append(el('tr', {}, row.map((value, c) => {
    const td = el('td', { textContent: value });
    if (differs.has(`${r},${c}`)) {
      td.className = 'differs';
      td.title = 'Not the same in every solution';
    }
    return td;
  }))));
  table.append(body);
  return table;
}

/**
 * A small picture of the riddle matrix beside a step, the cells the step filled marked. It is
 * a grid of boxes (role table), not a <table>: the tables of the results are the solutions.
 */
function miniMatrix(header, grid, fresh) {
  const mini = el('div', { className: 'mini' });
  mini.setAttribute('role', 'table');
  mini.setAttribute('aria-label', 'The riddle matrix after this step; the cells it filled are marked');
  mini.style.gridTemplateColumns = `repeat(${header.length}, auto)`;
  const row = (cells) => {
    const r = el('div', { className: 'mini-row' }, cells);
    r.setAttribute('role', 'row');
    return r;
  };
  mini.append(row(header.map((name) => {
    const h = el('span', { className: 'mini-head', textContent: name, title: name });
    h.setAttribute('role', 'columnheader');
    return h;
  })));
  grid.forEach((values, r) => mini.append(row(values.map((value, c) => {
    const isFresh = fresh.has(`${r},${c}`);
    const cell = el('span', {
      className: isFresh ? 'mini-cell fresh' : value === '' ? 'mini-cell blank' : 'mini-cell',
      textContent: value,
      title: value,
    });
    cell.setAttribute('role', 'cell');
    return cell;
  }))));
  return mini;
}

/** The steps in order; each step that filled cells shows the riddle matrix after it. */
function stepsList(steps, header, start) {
  const columns = header.length;
  const rows = Math.max(start.length, 1);
  const grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => (start[r] && start[r][c]) || ''));
  const section = el('section', { className: 'detailed' });
  section.append(el('h4', { textContent: `Detailed solution (${plural(steps.length, 'step')})` }));
  const list = el('ol', { className: 'steps' });
  list.dataset.testid = 'steps';
  for (const step of steps) {
    const item = el('li', { className: `step step-${step.kind}` });
    const body = el('div', { className: 'step-body' });
    const main = el('div', { className: 'step-main' });
    const tags = el('div', { className: 'step-tags' });
    for (const [cls, text] of stepTags(step, header)) tags.append(el('span', { className: `tag ${cls}`, textContent: text }));
    main.append(tags, el('p', { className: 'step-text', textContent: step.text }));
    body.append(main);
    item.append(body);
    if (step.filled.length > 0) {
      const fresh = new Set();
      for (const cell of step.filled) {
        if (grid[cell.row]) grid[cell.row][cell.column] = cell.value;
        fresh.add(`${cell.row},${cell.column}`);
      }
      body.append(scroller(miniMatrix(header, grid, fresh), 'mini-scroll'));
    }
    list.append(item);
  }
  section.append(list);
  return section;
}

/** [class, text] labels of a step: its rule, its hint(s), where it acted. */
function stepTags(step, header) {
  const tags = [];
  // The report says each step's rule (1, 2, 3, or null for the search's own steps).
  const rule = step.rule;
  tags.push(rule ? ['rule', `Rule ${rule}`] : ['search', step.kind === 'assume' ? 'Assumption' : 'Search']);
  // The riddle's hints behind the step (rule 1 may have merged several into one).
  const hints = Array.isArray(step.hints) ? step.hints.flat() : [];
  if (hints.length > 0) {
    tags.push(['hint', `${hints.length > 1 ? 'Hints' : 'Hint'} ${hints.map((h) => h + 1).join('+')}`]);
  }
  const cellWhere = (cell) => `Row ${cell.row + 1}, ${header[cell.column] ?? `column ${cell.column + 1}`}`;
  if (step.kind === 'merge' && step.rows.length > 0) {
    const rows = step.rows.map((r) => r + 1);
    tags.push(['where', rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows.join(', ')}`]);
  } else if (step.cell) {
    tags.push(['where', cellWhere(step.cell)]);
  } else if (step.kind === 'reject') {
    tags.push(['where', plural(step.options.length, 'option')]);
  } else if (step.kind === 'mergeHints') {
    tags.push(['where', `Shared ${header[step.shared[0]] ?? 'value'}`]);
  }
  return tags;
}

/** Empties the results; `placeholder`: show the "Press Solve" line instead. */
export function clearResults(placeholder = true) {
  ui.placeholder.hidden = !placeholder;
  ui.count.textContent = '';
  ui.status.textContent = '';
  ui.solutions.replaceChildren();
}

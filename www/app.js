// The demo page: pick or write a riddle, solve it in a Web Worker (worker.js), show every
// solution as a table and, on request, the detailed solution step by step.
//
// The page only displays: parsing, validation and solving are the library's (through
// ./pkg/gridriddle.js, loaded by the worker). What the user types is kept in localStorage.

const OWN = 'own'; // the selector's value for "My own grid riddle"
const STORE_KEY = 'gridriddle.page.v1';
const MAX_TABLES = 100; // solutions drawn; the count still says how many there are

const TEMPLATE = `{
  "title": "My own grid riddle",
  "description": "Ann, Bob and Cleo each keep one pet and like one drink. Who keeps the fish?",
  "header": ["Name", "Pet", "Drink"],
  "startMatrix": [
    ["Ann", "", ""],
    ["Bob", "", ""],
    ["Cleo", "", ""]
  ],
  "hints": [
    [[["Ann", "cat", ""]]],
    [[["", "dog", "tea"]]],
    [[["Bob", "", "milk"]], [["Bob", "", "juice"]]],
    [[["", "fish", "juice"]]]
  ],
  "hintTexts": [
    "Ann keeps the cat.",
    "The dog's owner drinks tea.",
    "Bob does not drink tea.",
    "The fish's owner drinks juice."
  ]
}
`;

const $ = (id) => document.getElementById(id);
const ui = {
  select: $('riddle-select'),
  title: $('riddle-title'),
  text: $('riddle-text'),
  hintsHeading: $('hints-heading'),
  hints: $('hint-texts'),
  json: $('riddle-json'),
  reset: $('reset'),
  error: $('error'),
  solve: $('solve'),
  cancel: $('cancel'),
  detailed: $('detailed'),
  maxSolutions: $('max-solutions'),
  maxNodes: $('max-nodes'),
  placeholder: $('placeholder'),
  count: $('solution-count'),
  status: $('search-status'),
  solutions: $('solutions'),
};

let samples = []; // [{name, title, description, hintTexts, json}] from the library
let worker = null;
let workerReady = false;
let nextId = 1;
let running = null; // {id, text, steps, started, timer}
let shown = null; // the last answer drawn: {report, text, ms}
const state = loadState(); // {selected, edits: {riddle name: text}}

// ---------------------------------------------------------------------------------------------
// The worker

function startWorker() {
  workerReady = false;
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => onWorkerMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    loadFailed(event.message || 'the worker script could not be loaded');
  };
}

function restartWorker() {
  worker.terminate();
  startWorker();
}

function onWorkerMessage(message) {
  switch (message.type) {
    case 'ready':
      workerReady = true;
      if (samples.length === 0 && ui.select.disabled) {
        samples = message.samples;
        fillSelector();
      }
      ui.solve.disabled = running !== null;
      break;
    case 'load-failed':
      loadFailed(message.message);
      break;
    case 'solved':
      {
        const run = finish(message.id);
        if (run) draw(message.report, run.text, message.ms);
      }
      break;
    case 'invalid':
      if (finish(message.id)) {
        clearResults(false);
        showError(message.error);
      }
      break;
    case 'crashed':
      if (finish(message.id)) {
        clearResults(false);
        showError({
          message: `the solver stopped unexpectedly (${message.message}); it has been restarted`,
          location: 'internal error',
        });
        restartWorker();
      }
      break;
  }
}

function loadFailed(why) {
  workerReady = false;
  ui.solve.disabled = true;
  showError({
    message:
      `the solver could not be loaded (${why}). Build it with www/build.sh and serve the www ` +
      `folder over HTTP (www/serve.sh): pages opened as files cannot load WebAssembly.`,
    location: 'page',
  });
}

// ---------------------------------------------------------------------------------------------
// Solving

function solve() {
  if (!workerReady || running) return;
  const text = ui.json.value;
  const steps = ui.detailed.checked;
  clearError();
  const id = nextId++;
  running = { id, text, steps, started: performance.now(), timer: 0 };
  running.timer = setInterval(showProgress, 100);
  showProgress();
  setBusy(true);
  worker.postMessage({ type: 'solve', id, riddle: text, options: readOptions(steps) });
}

function readOptions(steps) {
  const number = (input, empty) => (input.value.trim() === '' ? empty : Number(input.value));
  return {
    maxSolutions: number(ui.maxSolutions, undefined),
    maxNodes: number(ui.maxNodes, null),
    steps,
  };
}

/** Ends the running search if it is `id` and returns it; null for searches already cancelled. */
function finish(id) {
  if (!running || running.id !== id) return null;
  const run = running;
  clearInterval(run.timer);
  running = null;
  setBusy(false);
  return run;
}

function cancel() {
  if (!running) return;
  const seconds = ((performance.now() - running.started) / 1000).toFixed(1);
  clearInterval(running.timer);
  running = null;
  restartWorker();
  setBusy(false);
  clearResults(false);
  ui.status.textContent = `Search cancelled after ${seconds} s.`;
}

function setBusy(busy) {
  ui.solve.disabled = busy || !workerReady;
  ui.cancel.hidden = !busy;
  ui.solutions.classList.toggle('stale', busy);
  document.body.classList.toggle('busy', busy);
  if (busy) ui.cancel.focus({ preventScroll: true });
  else if (document.activeElement === ui.cancel) ui.solve.focus({ preventScroll: true });
}

function showProgress() {
  const seconds = ((performance.now() - running.started) / 1000).toFixed(1);
  ui.placeholder.hidden = true;
  ui.count.textContent = '';
  ui.status.textContent = `Solving… ${seconds} s`;
}

// ---------------------------------------------------------------------------------------------
// Drawing an answer

function draw(report, text, ms) {
  shown = { report, text, ms };
  ui.placeholder.hidden = true;
  const riddle = parseLoosely(text) || {};
  const header = (riddle.header || []).map(cellText);
  const start = (riddle.startMatrix || []).map((row) => (Array.isArray(row) ? row.map(cellText) : []));
  const hintTexts = Array.isArray(riddle.hintTexts) ? riddle.hintTexts : [];

  const n = report.solutions.length;
  ui.count.textContent = n === 0 ? 'No solution' : n === 1 ? '1 solution' : `${n} solutions`;
  ui.status.textContent = statusText(report, ms, hintTexts);

  const fragment = document.createDocumentFragment();
  report.solutions.slice(0, MAX_TABLES).forEach((solution, i) => {
    const article = el('article', { className: 'solution' });
    article.append(el('h3', { textContent: n > 1 ? `Solution ${i + 1}` : 'Solution' }));
    article.append(scroller(matrixTable(header, solution.matrix, 'solution-table')));
    if (ui.detailed.checked && solution.steps) {
      article.append(stepsList(solution.steps, header, start));
    }
    fragment.append(article);
  });
  if (n > MAX_TABLES) {
    fragment.append(el('p', { className: 'note', textContent: `The first ${MAX_TABLES} of ${n} solutions are shown.` }));
  }
  ui.solutions.replaceChildren(fragment);
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

function matrixTable(header, matrix, className) {
  const table = el('table', { className });
  const head = el('tr');
  header.forEach((name) => head.append(el('th', { scope: 'col', textContent: name })));
  table.append(el('thead', {}, [head]));
  const body = el('tbody');
  for (const row of matrix) body.append(el('tr', {}, row.map((value) => el('td', { textContent: value }))));
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
  const rule = { mergeHints: 1, fill: 3 }[step.kind] ?? step.rule;
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
function clearResults(placeholder = true) {
  shown = null;
  ui.placeholder.hidden = !placeholder;
  ui.count.textContent = '';
  ui.status.textContent = '';
  ui.solutions.replaceChildren();
}

// ---------------------------------------------------------------------------------------------
// Errors

function showError(error) {
  const { message, location, line, column } = error;
  const prefix = `${location}: `;
  const problem = location && message.startsWith(prefix) ? message.slice(prefix.length) : message;
  const parts = [];
  if (line !== undefined && line !== null) {
    parts.push(el('strong', { textContent: 'JSON syntax error' }), ' at ',
      el('span', { className: 'where', textContent: `line ${line}, column ${column}` }), `: ${problem}`);
    const go = el('button', { type: 'button', className: 'link-button', textContent: 'Show in the box' });
    go.addEventListener('click', () => selectPosition(line, column));
    parts.push(' ', go);
  } else if (error.path !== undefined) {
    const where = error.path === '' ? 'the riddle' : error.path;
    parts.push(el('strong', { textContent: 'Invalid riddle' }), ' at ',
      el('code', { className: 'where', textContent: where }), `: ${problem}`);
  } else {
    parts.push(el('strong', { textContent: capitalise(location || 'error') }), `: ${problem}`);
  }
  ui.error.replaceChildren(...parts);
  ui.error.hidden = false;
  ui.json.setAttribute('aria-invalid', 'true');
}

function clearError() {
  ui.error.hidden = true;
  ui.error.replaceChildren();
  ui.json.removeAttribute('aria-invalid');
}

/** Puts the caret of the JSON box at a 1-based line and column. */
function selectPosition(line, column) {
  const lines = ui.json.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset = Math.min(offset + Math.max(column - 1, 0), ui.json.value.length);
  ui.json.focus();
  ui.json.setSelectionRange(offset, offset);
  // Scroll the line into view: the box's line height times the line number.
  const lineHeight = parseFloat(getComputedStyle(ui.json).lineHeight) || 18;
  ui.json.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

// ---------------------------------------------------------------------------------------------
// The riddle selector, the description and the JSON box

function fillSelector() {
  const options = samples.map((s) => el('option', { value: s.name, textContent: s.title || s.name }));
  options.push(el('option', { value: OWN, textContent: 'My own grid riddle' }));
  ui.select.replaceChildren(...options);
  ui.select.disabled = false;
  const hash = decodeURIComponent(location.hash.slice(1));
  const wanted = [hash, state.selected].find((name) => name === OWN || samples.some((s) => s.name === name));
  selectRiddle(wanted || (samples[0] ? samples[0].name : OWN));
}

function pristineText(name) {
  const sample = samples.find((s) => s.name === name);
  return sample ? sample.json : TEMPLATE;
}

function selectRiddle(name) {
  if (running) cancel();
  state.selected = name;
  ui.select.value = name;
  ui.json.value = state.edits[name] ?? pristineText(name);
  ui.reset.disabled = !(name in state.edits);
  clearError();
  clearResults();
  describe();
  saveState();
}

/** Title, description and hints in words, from the JSON box (the last text that parsed). */
function describe() {
  const riddle = parseLoosely(ui.json.value);
  if (!riddle) return;
  const sample = samples.find((s) => s.name === state.selected);
  ui.title.textContent = str(riddle.title) || (sample ? sample.title || sample.name : 'My own grid riddle');
  ui.text.textContent = str(riddle.description) || '';
  ui.text.hidden = !ui.text.textContent;
  const hints = Array.isArray(riddle.hintTexts) ? riddle.hintTexts.map(str) : [];
  ui.hints.replaceChildren(...hints.map((h) => el('li', { textContent: h })));
  ui.hintsHeading.hidden = hints.length === 0;
}

let describeTimer = 0;
function onEdit() {
  const name = state.selected;
  if (ui.json.value === pristineText(name)) delete state.edits[name];
  else state.edits[name] = ui.json.value;
  ui.reset.disabled = !(name in state.edits);
  saveState();
  clearTimeout(describeTimer);
  describeTimer = setTimeout(describe, 250);
}

function undoEdits() {
  delete state.edits[state.selected];
  selectRiddle(state.selected);
}

function loadState() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (saved && typeof saved === 'object' && saved.edits && typeof saved.edits === 'object') {
      return { selected: String(saved.selected || ''), edits: saved.edits };
    }
  } catch { /* no storage (private mode, file://) or a damaged entry: start afresh */ }
  return { selected: '', edits: {} };
}

function saveState() {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch { /* storage full or unavailable: the edits last until the tab closes */ }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function scroller(child, className = 'table-scroll') {
  return el('div', { className }, [child]);
}

function parseLoosely(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

function cellText(cell) {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

function str(value) {
  return typeof value === 'string' ? value : '';
}

function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

function capitalise(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function formatMs(ms) {
  return ms < 1000 ? `${Math.max(ms, 0.1).toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

// ---------------------------------------------------------------------------------------------
// Wiring

ui.select.addEventListener('change', () => selectRiddle(ui.select.value));
ui.json.addEventListener('input', onEdit);
ui.json.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    solve();
  }
});
ui.reset.addEventListener('click', undoEdits);
ui.solve.addEventListener('click', solve);
ui.cancel.addEventListener('click', cancel);
ui.detailed.addEventListener('change', () => {
  if (!shown || running) return;
  const haveSteps = shown.report.solutions.every((s) => s.steps);
  if (ui.detailed.checked && !haveSteps) solve(); // solved without steps: solve again with them
  else draw(shown.report, shown.text, shown.ms);
});
window.addEventListener('hashchange', () => {
  const name = decodeURIComponent(location.hash.slice(1));
  if (name !== state.selected && (name === OWN || samples.some((s) => s.name === name))) selectRiddle(name);
});

startWorker();

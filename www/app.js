// The demo page: pick, write or generate a riddle (as JSON or as clues), solve it in a Web Worker
// (worker.js), show every solution as a table and, on request, the detailed solution step by
// step; or play: fill the grid yourself, with hints, checks and pencil marks.
//
// The page only displays: parsing, compiling clues, validation, solving, generating, rating and
// the play mode's answers are the library's (through ./pkg/gridriddle.js, loaded by the worker).
// What the user types, and the grid they fill, are kept in localStorage.

const OWN = 'own'; // the selector's value for "My own grid riddle" (JSON)
const OWN_CLUES = 'own.zbc'; // "My own riddle in clues"
const GENERATED = 'generated'; // the last riddle made by "New riddle"
const STORE_KEY = 'gridriddle.page.v1';
const PLAY_KEY = 'gridriddle.play.v1';
const PAGE_SIZE = 20; // solutions drawn at once; with more, their count and paging controls

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

const CLUES_TEMPLATE = `"My own riddle in clues: Ann, Bob and Cleo live in three houses in a row.
Who keeps the fish?"

Name  - Ann Bob Cleo
Pet   - cat dog fish
Drink - tea milk juice
---
Ann = cat
dog = tea
!(Bob = tea)
fish = juice
Ann - Bob
Bob _ Cleo
`;

const $ = (id) => document.getElementById(id);
const ui = {
  select: $('riddle-select'),
  title: $('riddle-title'),
  rating: $('riddle-rating'),
  text: $('riddle-text'),
  hintsHeading: $('hints-heading'),
  hints: $('hint-texts'),
  tabJson: $('tab-json'),
  tabClues: $('tab-clues'),
  panelJson: $('panel-json'),
  panelClues: $('panel-clues'),
  json: $('riddle-json'),
  clues: $('riddle-clues'),
  gutter: $('clue-gutter'),
  marks: $('clue-marks'),
  compiled: $('compiled'),
  compiledJson: $('compiled-json'),
  openCompiled: $('open-compiled'),
  reset: $('reset'),
  error: $('error'),
  solve: $('solve'),
  cancel: $('cancel'),
  play: $('play'),
  detailed: $('detailed'),
  maxNodes: $('max-nodes'),
  newForm: $('new-riddle-form'),
  newRows: $('new-rows'),
  newColumns: $('new-columns'),
  newDifficulty: $('new-difficulty'),
  newSeed: $('new-seed'),
  newRiddle: $('new-riddle'),
  placeholder: $('placeholder'),
  summary: $('summary'),
  count: $('solution-count'),
  status: $('search-status'),
  solutions: $('solutions'),
  playPanel: $('play-panel'),
  hint: $('play-hint'),
  check: $('play-check'),
  undo: $('play-undo'),
  restart: $('play-restart'),
  pencil: $('play-pencil'),
  playMessage: $('play-message'),
  grid: $('play-grid'),
  chooser: $('chooser'),
};

/**
 * The riddles of the selector: {name, format: 'json'|'zbc', title, text, sample}, from the
 * library's samples, the generated riddle, and the two of the user's own.
 */
let entries = [];
let worker = null;
let workerReady = false;
let nextId = 1;
const pending = new Map(); // id → {resolve, reject}
let running = null; // a search or generation the user waits for: {id, kind, started, timer}
// The last answer drawn: {report, info, ms, count, query}; `count` (from count_solutions) when
// the riddle has more than one page of solutions, `query` what to ask the worker for another page.
let shown = null;
const state = loadState(); // {selected, edits: {name: text}, generated: {json, rating, seed} | null}

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

/** Ends the worker (and whatever it was doing) and starts a fresh one. */
function restartWorker() {
  worker.terminate();
  for (const { reject } of pending.values()) reject({ cancelled: true });
  pending.clear();
  startWorker();
}

/**
 * Asks the worker for `type` with `args`: resolves to {result, ms}; rejects with {invalid: error}
 * (a riddle, clue or option error), {crashed: message} or {cancelled: true}.
 */
function ask(type, ...args) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ type, id, args });
  });
}

function onWorkerMessage(message) {
  const waiting = pending.get(message.id);
  switch (message.type) {
    case 'ready':
      workerReady = true;
      if (entries.length === 0) {
        buildEntries(message.samples);
        fillSelector();
      }
      setBusy(running !== null);
      break;
    case 'load-failed':
      loadFailed(message.message);
      break;
    case 'done':
      pending.delete(message.id);
      waiting?.resolve({ result: message.result, ms: message.ms });
      break;
    case 'invalid':
      pending.delete(message.id);
      waiting?.reject({ invalid: message.error });
      break;
    case 'crashed':
      pending.delete(message.id);
      waiting?.reject({ crashed: message.message });
      restartWorker();
      break;
  }
}

function loadFailed(why) {
  workerReady = false;
  setBusy(false);
  showError({
    message:
      `the solver could not be loaded (${why}). Build it with www/build.sh and serve the www ` +
      `folder over HTTP (www/serve.sh): pages opened as files cannot load WebAssembly.`,
    location: 'page',
  });
}

/** Shows what went wrong with a request to the worker; true if it was shown. */
function showFailure(failure) {
  if (failure.invalid) {
    showError(failure.invalid);
  } else if (failure.crashed) {
    showError({
      message: `the solver stopped unexpectedly (${failure.crashed}); it has been restarted`,
      location: 'internal error',
    });
  } else {
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Solving

/** The selected riddle: its entry and the text in its box. */
function current() {
  const entry = entryOf(state.selected);
  return { entry, text: boxOf(entry.format).value, format: entry.format };
}

async function solve() {
  if (!workerReady || running) return;
  if (playing) stopPlaying();
  const { text, format } = current();
  const steps = ui.detailed.checked;
  clearError();
  const run = begin('solve', 'Solving…');
  try {
    const options = { ...readOptions(steps), format };
    const { result } = await ask('solve', text, options, PAGE_SIZE);
    if (!finish(run)) return;
    draw(result.report, result.info, result.ms, result.count, { text, options });
    if (result.rating) showRating(result.rating);
    if (format === 'zbc') showCompiledLater();
  } catch (failure) {
    if (!finish(run)) return;
    clearResults(false);
    showFailure(failure);
  }
}

function readOptions(steps) {
  return {
    maxNodes: ui.maxNodes.value.trim() === '' ? null : Number(ui.maxNodes.value),
    steps,
  };
}

/**
 * Shows page `k` (0-based) of the solutions shown, asked again of the worker with the options of
 * the solve (the solutions before it are searched again, not kept).
 */
async function goToPage(k) {
  if (!workerReady || running || !shown) return;
  const { info, count, query } = shown;
  const steps = ui.detailed.checked;
  const run = begin('solve', `Finding solutions ${k * PAGE_SIZE + 1} to ${(k + 1) * PAGE_SIZE}…`);
  try {
    const options = { ...query.options, steps, offset: k * PAGE_SIZE, limit: PAGE_SIZE };
    const { result } = await ask('page', query.text, options);
    if (!finish(run)) return;
    draw(result.report, info, result.ms, count, query);
  } catch (failure) {
    if (!finish(run)) return;
    clearResults(false);
    showFailure(failure);
  }
}

/** Starts something the user waits for, with a timer in the status line and Cancel. */
function begin(kind, label) {
  const run = { kind, label, started: performance.now(), timer: 0 };
  run.timer = setInterval(showProgress, 100);
  running = run;
  showProgress();
  setBusy(true);
  return run;
}

/** Ends `run` if it is still the one running, and returns true; false if it was cancelled. */
function finish(run) {
  if (running !== run) return false;
  clearInterval(run.timer);
  running = null;
  setBusy(false);
  return true;
}

function cancel() {
  if (!running) return;
  const seconds = ((performance.now() - running.started) / 1000).toFixed(1);
  const what = running.kind === 'solve' ? 'Search' : 'Generation';
  clearInterval(running.timer);
  running = null;
  restartWorker();
  setBusy(false);
  clearResults(false);
  ui.status.textContent = `${what} cancelled after ${seconds} s.`;
}

function setBusy(busy) {
  ui.solve.disabled = busy || !workerReady;
  ui.newRiddle.disabled = busy || !workerReady;
  ui.play.disabled = busy || !workerReady;
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
  ui.status.textContent = `${running.label} ${seconds} s`;
}

// ---------------------------------------------------------------------------------------------
// Drawing an answer

function draw(report, info, ms, count = null, query = null) {
  shown = { report, info, ms, count, query };
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
  if (count) fragment.append(pager(report, count));
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
function pager(report, count) {
  const page = Math.floor((report.offset ?? 0) / PAGE_SIZE);
  const size = BigInt(PAGE_SIZE);
  const pages = (leastCount(report, count) + size - 1n) / size;
  const nav = el('nav', { className: 'pager' });
  nav.setAttribute('aria-label', 'Pages of solutions');
  nav.dataset.testid = 'pager';
  const button = (text, testid, target, enabled) => {
    const b = el('button', { type: 'button', textContent: text, disabled: !enabled });
    b.dataset.testid = testid;
    b.addEventListener('click', () => goToPage(target));
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
function matrixTable(header, matrix, className, differs = new Set()) {
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
  // `rule`: 1, 2 or 3 for every step of a rule, null for the search's own (StepReport).
  tags.push(step.rule ? ['rule', `Rule ${step.rule}`] : ['search', step.kind === 'assume' ? 'Assumption' : 'Search']);
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
  if (error.name === 'ClueError') {
    // Every error of the clue file, each at its line, and the lines marked in the box.
    const list = el('ul', { className: 'clue-errors' });
    for (const e of error.errors) {
      const text = e.message.startsWith(`${e.location}: `) ? e.message.slice(e.location.length + 2) : e.message;
      const go = el('button', { type: 'button', className: 'link-button', textContent: 'Show in the box' });
      go.addEventListener('click', () => selectPosition(ui.clues, e.line, e.column));
      list.append(el('li', {}, [
        el('span', { className: 'where', textContent: `line ${e.line}, column ${e.column}` }), `: ${text} `, go,
      ]));
    }
    parts.push(el('strong', { textContent: error.errors.length > 1 ? `${error.errors.length} errors in the clues` : 'Error in the clues' }), list);
    markClueLines(error.errors);
  } else if (error.name === 'GenerateError') {
    parts.push(el('strong', { textContent: 'No riddle generated' }), `: ${problem}`);
  } else if (line !== undefined && line !== null) {
    parts.push(el('strong', { textContent: 'JSON syntax error' }), ' at ',
      el('span', { className: 'where', textContent: `line ${line}, column ${column}` }), `: ${problem}`);
    const go = el('button', { type: 'button', className: 'link-button', textContent: 'Show in the box' });
    go.addEventListener('click', () => selectPosition(ui.json, line, column));
    parts.push(' ', go);
  } else if (error.path !== undefined && error.path.startsWith('options')) {
    parts.push(el('strong', { textContent: 'Invalid option' }), ' ',
      el('code', { className: 'where', textContent: error.path }), `: ${problem}`);
  } else if (error.path !== undefined) {
    const where = error.path === '' ? 'the riddle' : error.path;
    parts.push(el('strong', { textContent: 'Invalid riddle' }), ' at ',
      el('code', { className: 'where', textContent: where }), `: ${problem}`);
  } else {
    parts.push(el('strong', { textContent: capitalise(location || 'error') }), `: ${problem}`);
  }
  ui.error.replaceChildren(...parts);
  ui.error.hidden = false;
  const box = error.name === 'ClueError' ? ui.clues : error.name === 'RiddleError' ? boxOf(current().format) : null;
  box?.setAttribute('aria-invalid', 'true');
}

function clearError() {
  ui.error.hidden = true;
  ui.error.replaceChildren();
  ui.json.removeAttribute('aria-invalid');
  ui.clues.removeAttribute('aria-invalid');
  markClueLines([]);
}

/** Puts the caret of a box at a 1-based line and column. */
function selectPosition(box, line, column) {
  const lines = box.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset = Math.min(offset + Math.max(column - 1, 0), box.value.length);
  box.focus();
  box.setSelectionRange(offset, offset);
  // Scroll the line into view: the box's line height times the line number.
  box.scrollTop = Math.max(0, (line - 3) * lineHeight(box));
}

function lineHeight(box) {
  return parseFloat(getComputedStyle(box).lineHeight) || 18;
}

// ---------------------------------------------------------------------------------------------
// The clue box: line numbers beside it, and the lines with errors marked

let clueErrorLines = new Map(); // line → messages

function drawGutter() {
  const lines = ui.clues.value.split('\n').length;
  const numbers = [];
  for (let i = 1; i <= lines; i++) {
    const n = el('div', { textContent: String(i) });
    if (clueErrorLines.has(i)) {
      n.className = 'bad';
      n.title = clueErrorLines.get(i).join('\n');
    }
    numbers.push(n);
  }
  ui.gutter.replaceChildren(...numbers);
  syncClueScroll();
}

function markClueLines(errors) {
  clueErrorLines = new Map();
  for (const e of errors) clueErrorLines.set(e.line, [...(clueErrorLines.get(e.line) || []), e.message]);
  drawGutter();
}

/** The gutter and the line marks follow the box's scrolling. */
function syncClueScroll() {
  ui.gutter.scrollTop = ui.clues.scrollTop;
  const height = lineHeight(ui.clues);
  const top = parseFloat(getComputedStyle(ui.clues).paddingTop) || 0;
  ui.marks.replaceChildren(...[...clueErrorLines.keys()].map((line) => {
    const band = el('div', { className: 'clue-mark' });
    band.style.top = `${top + (line - 1) * height - ui.clues.scrollTop}px`;
    band.style.height = `${height}px`;
    return band;
  }));
}

// ---------------------------------------------------------------------------------------------
// The riddles: the selector, the two boxes, the description and the rating

function buildEntries(samples) {
  entries = samples.map((s) => ({
    name: s.name,
    format: s.format,
    title: s.title || s.name,
    text: s.text,
    sample: s,
  }));
  if (state.generated) entries.push(generatedEntry(state.generated));
  entries.push({ name: OWN, format: 'json', title: 'My own grid riddle', text: TEMPLATE });
  entries.push({ name: OWN_CLUES, format: 'zbc', title: 'My own riddle in clues', text: CLUES_TEMPLATE });
}

function generatedEntry(generated) {
  const title = parseLoosely(generated.json)?.title || 'A generated riddle';
  return { name: GENERATED, format: 'json', title: `New: ${title}`, text: generated.json, rating: generated.rating };
}

function entryOf(name) {
  return entries.find((e) => e.name === name) || entries.find((e) => e.name === OWN);
}

function fillSelector() {
  const option = (e) => el('option', { value: e.name, textContent: e.title });
  const json = entries.filter((e) => e.sample && e.format === 'json').map(option);
  const clues = entries.filter((e) => e.sample && e.format === 'zbc').map(option);
  const mine = entries.filter((e) => !e.sample).map(option);
  ui.select.replaceChildren(
    ...json,
    el('optgroup', { label: 'Written as clues' }, clues),
    el('optgroup', { label: 'Made here' }, mine),
  );
  ui.select.disabled = false;
  const hash = decodeURIComponent(location.hash.slice(1));
  const wanted = [hash, state.selected].find((name) => entries.some((e) => e.name === name));
  selectRiddle(wanted || (entries[0] ? entries[0].name : OWN));
}

function boxOf(format) {
  return format === 'zbc' ? ui.clues : ui.json;
}

function pristineText(name) {
  return entryOf(name).text;
}

function selectRiddle(name) {
  if (running) cancel();
  const entry = entryOf(name);
  const resume = !playing && state.playing === entry.name; // play mode kept across a reload
  if (playing) stopPlaying();
  state.selected = entry.name;
  ui.select.value = entry.name;
  showTab(entry.format);
  boxOf(entry.format).value = state.edits[entry.name] ?? entry.text;
  if (entry.format === 'zbc') drawGutter();
  ui.reset.disabled = !(entry.name in state.edits);
  ui.compiledJson.textContent = '';
  clearError();
  clearResults();
  ui.rating.hidden = true;
  describe();
  if (entry.rating) showRating(entry.rating);
  else if (entry.sample || entry.name === GENERATED) rateCurrent();
  if (ui.compiled.open) showCompiledLater();
  saveState();
  if (resume) startPlaying();
}

/** Shows the box of `format` (the JSON box or the clue box). */
function showTab(format) {
  const clues = format === 'zbc';
  ui.panelJson.hidden = clues;
  ui.panelClues.hidden = !clues;
  ui.tabJson.setAttribute('aria-selected', String(!clues));
  ui.tabClues.setAttribute('aria-selected', String(clues));
  ui.tabJson.tabIndex = clues ? -1 : 0;
  ui.tabClues.tabIndex = clues ? 0 : -1;
}

/**
 * A tab chosen: the riddle of that format last selected (or the first sample of it). Each box
 * keeps its own riddle, so the JSON box and the clue box can be switched back and forth.
 */
function chooseTab(format) {
  if (entryOf(state.selected).format === format) return;
  const last = format === 'zbc' ? state.lastClues : state.lastJson;
  const fallback = entries.find((e) => e.format === format);
  selectRiddle(entries.some((e) => e.name === last && e.format === format) ? last : fallback.name);
}

let describeSeq = 0;
/** Title, description and hints in words: from the JSON box, or from the compiled clues. */
function describe() {
  const entry = entryOf(state.selected);
  if (entry.format === 'json') {
    const riddle = parseLoosely(ui.json.value);
    if (riddle) showDescription(riddle, entry);
    return;
  }
  const seq = ++describeSeq;
  ask('info', ui.clues.value).then(
    ({ result }) => seq === describeSeq && showDescription(result, entry),
    () => { /* errors show when solving */ },
  );
}

function showDescription(riddle, entry) {
  ui.title.textContent = str(riddle.title) || entry.title;
  ui.text.textContent = str(riddle.description) || '';
  ui.text.hidden = !ui.text.textContent;
  const hints = Array.isArray(riddle.hintTexts) ? riddle.hintTexts.map(str) : [];
  ui.hints.replaceChildren(...hints.map((h) => el('li', { textContent: h })));
  ui.hintsHeading.hidden = hints.length === 0;
}

const DIFFICULTY = {
  easy: 'easy: the rules alone, each hint used once it touches the grid',
  medium: 'medium: the rules alone, some hints narrowed through other hints',
  hard: 'hard: needs suppositions, each refuted at once',
  expert: 'expert: needs deeper search',
  noSolution: 'no solution',
  ambiguous: 'more than one solution',
  unknown: 'unknown: the solver could not tell within its budget',
};

function showRating(rating) {
  ui.rating.replaceChildren(
    'Difficulty: ',
    el('strong', { className: `level level-${rating.difficulty}`, textContent: rating.difficulty }),
    rating.score > 0 ? ` (score ${rating.score})` : '',
  );
  ui.rating.title = DIFFICULTY[rating.difficulty] || rating.difficulty;
  ui.rating.dataset.difficulty = rating.difficulty;
  ui.rating.hidden = false;
}

let rateSeq = 0;
function rateCurrent() {
  const seq = ++rateSeq;
  const name = state.selected;
  ask('rate', current().text).then(
    ({ result }) => seq === rateSeq && state.selected === name && showRating(result),
    () => { /* an invalid riddle: its error shows when solving */ },
  );
}

/** Fills "The riddle as JSON, compiled from the clues" (when it is open, or after a solve). */
let compileSeq = 0;
function showCompiledLater() {
  if (current().format !== 'zbc') return;
  const seq = ++compileSeq;
  ask('convert', ui.clues.value).then(
    ({ result }) => { if (seq === compileSeq) ui.compiledJson.textContent = result; },
    (failure) => {
      if (seq !== compileSeq) return;
      ui.compiledJson.textContent = failure.invalid ? `The clues have errors:\n${failure.invalid.message}` : '';
    },
  );
}

function openCompiled() {
  const json = ui.compiledJson.textContent;
  if (!parseLoosely(json)) return;
  state.edits[OWN] = json;
  selectRiddle(OWN);
}

let describeTimer = 0;
function onEdit(event) {
  const entry = entryOf(state.selected);
  const box = event.target;
  if (box !== boxOf(entry.format)) return;
  if (playing) stopPlaying(); // the grid was for the riddle as it was
  if (box.value === pristineText(entry.name)) delete state.edits[entry.name];
  else state.edits[entry.name] = box.value;
  ui.reset.disabled = !(entry.name in state.edits);
  if (box === ui.clues) {
    if (clueErrorLines.size > 0) clearError();
    else drawGutter();
  }
  saveState();
  clearTimeout(describeTimer);
  describeTimer = setTimeout(() => {
    describe();
    if (ui.compiled.open) showCompiledLater();
  }, 300);
}

function undoEdits() {
  delete state.edits[state.selected];
  selectRiddle(state.selected);
}

// ---------------------------------------------------------------------------------------------
// New riddle: generated in the worker, then selected like a sample

async function newRiddle(event) {
  event.preventDefault();
  if (!workerReady || running) return;
  if (playing) stopPlaying();
  const options = {
    rows: Number(ui.newRows.value),
    columns: Number(ui.newColumns.value),
    // A seed typed is decimal text (it may pass 2^53); the library says if it is not one.
    seed: ui.newSeed.value.trim() || Math.floor(Math.random() * 2 ** 32),
  };
  if (ui.newDifficulty.value) options.difficulty = ui.newDifficulty.value;
  clearError();
  const run = begin('generate', 'Generating a riddle…');
  try {
    const { result, ms } = await ask('generate', options);
    if (!finish(run)) return;
    state.generated = { json: result.json, rating: result.rating, seed: result.seed };
    delete state.edits[GENERATED];
    entries = entries.filter((e) => e.name !== GENERATED);
    entries.splice(entries.findIndex((e) => e.name === OWN), 0, generatedEntry(state.generated));
    fillSelectorKeeping(GENERATED);
    const asClues = el('button', { type: 'button', className: 'link-button', textContent: 'Open it as clues' });
    asClues.addEventListener('click', () => {
      state.edits[OWN_CLUES] = result.zbc;
      selectRiddle(OWN_CLUES);
    });
    ui.status.replaceChildren(`Generated in ${formatMs(ms)} (seed ${result.seed}, ${plural(result.attempts, 'attempt')}). `, asClues);
    ui.placeholder.hidden = false;
  } catch (failure) {
    if (!finish(run)) return;
    clearResults();
    showFailure(failure);
  }
}

/** Rebuilds the selector's options and selects `name`. */
function fillSelectorKeeping(name) {
  location.hash = '';
  state.selected = name;
  fillSelector();
}

function loadState() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (saved && typeof saved === 'object' && saved.edits && typeof saved.edits === 'object') {
      return {
        selected: String(saved.selected || ''),
        edits: saved.edits,
        generated: saved.generated && typeof saved.generated.json === 'string' ? saved.generated : null,
        lastJson: String(saved.lastJson || ''),
        lastClues: String(saved.lastClues || ''),
        playing: String(saved.playing || ''),
        pencil: Boolean(saved.pencil),
      };
    }
  } catch { /* no storage (private mode, file://) or a damaged entry: start afresh */ }
  return { selected: '', edits: {}, generated: null, lastJson: '', lastClues: '', playing: '', pencil: false };
}

function saveState() {
  const entry = entries.length > 0 ? entryOf(state.selected) : null;
  if (entry?.format === 'zbc') state.lastClues = entry.name;
  else if (entry) state.lastJson = entry.name;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch { /* storage full or unavailable: the edits last until the tab closes */ }
}

// ---------------------------------------------------------------------------------------------
// Play: the person fills the grid; the library gives candidates, the next step and checks

/**
 * The game in progress: {name, text, info: {header, startMatrix, values, hintTexts}, grid,
 * undo: [[{row, column, before}…]…], selected: {row, column}, candidates, hinted, mistakes}.
 */
let playing = null;
let playSeq = 0;

function togglePlay() {
  if (playing) stopPlaying();
  else startPlaying();
}

async function startPlaying() {
  if (!workerReady || running) return;
  const { entry, text } = current();
  const seq = ++playSeq;
  clearError();
  let info;
  try {
    ({ result: info } = await ask('info', text));
  } catch (failure) {
    if (seq === playSeq) showFailure(failure);
    return;
  }
  if (seq !== playSeq || state.selected !== entry.name) return;
  const saved = loadPlays()[entry.name];
  const resume = saved && saved.text === text && sameShape(saved.grid, info.startMatrix);
  playing = {
    name: entry.name,
    text,
    info,
    grid: resume ? saved.grid : info.startMatrix.map((row) => [...row]),
    undo: resume && Array.isArray(saved.undo) ? saved.undo : [],
    selected: firstOpenCell(info.startMatrix),
    candidates: null,
    hinted: new Set(),
    mistakes: new Set(),
  };
  state.playing = entry.name;
  saveState();
  ui.play.setAttribute('aria-pressed', 'true');
  ui.placeholder.hidden = true;
  ui.count.textContent = '';
  ui.status.textContent = '';
  ui.solutions.hidden = true;
  ui.summary.hidden = true;
  ui.playPanel.hidden = false;
  ui.playPanel.scrollIntoView({ block: 'nearest' });
  say(resume ? 'Your grid, as you left it.' : 'Fill the grid: click a cell and choose its value.');
  drawGrid();
  refreshCandidates();
  focusCell();
}

function stopPlaying() {
  playSeq++;
  playing = null;
  state.playing = '';
  saveState();
  ui.play.setAttribute('aria-pressed', 'false');
  ui.playPanel.hidden = true;
  ui.chooser.hidden = true;
  ui.solutions.hidden = false;
  ui.summary.hidden = false;
  citeHints([]);
  if (!shown) ui.placeholder.hidden = false;
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

const key = (row, column) => `${row},${column}`;
const isGiven = (row, column) => playing.info.startMatrix[row][column] !== '';

function drawGrid() {
  const { info, grid, selected } = playing;
  const hadFocus = ui.grid.contains(document.activeElement);
  // A button of the chooser keeps the focus when the chooser is drawn again (new candidates).
  const chooserFocus = ui.chooser.contains(document.activeElement) ? document.activeElement.textContent : null;
  const head = el('tr', {}, info.header.map((name) => el('th', { scope: 'col', textContent: name })));
  const body = el('tbody');
  grid.forEach((row, r) => {
    const tr = el('tr');
    row.forEach((value, c) => {
      const td = el('td', { className: 'play-cell' });
      td.setAttribute('role', 'gridcell');
      td.dataset.row = r;
      td.dataset.column = c;
      td.tabIndex = r === selected.row && c === selected.column ? 0 : -1;
      const classes = [];
      if (isGiven(r, c)) classes.push('given');
      else if (value !== '') classes.push('filled');
      else classes.push('open');
      if (r === selected.row && c === selected.column) classes.push('selected');
      if (playing.hinted.has(key(r, c))) classes.push('hinted');
      if (playing.mistakes.has(key(r, c))) {
        classes.push('mistake');
        td.setAttribute('aria-invalid', 'true');
      }
      td.classList.add(...classes);
      if (value !== '') {
        td.append(el('span', { className: 'value', textContent: value }));
      } else if (ui.pencil.checked && playing.candidates) {
        const marks = (playing.candidates[r]?.[c] || []).filter((v) => v !== '');
        td.append(el('span', { className: 'pencil', textContent: marks.join(' ') }));
      }
      const what = value !== '' ? value : 'blank';
      td.setAttribute('aria-label', `Row ${r + 1}, ${info.header[c]}: ${what}${isGiven(r, c) ? ' (given)' : ''}`);
      tr.append(td);
    });
    body.append(tr);
  });
  ui.grid.replaceChildren(el('thead', {}, [head]), body);
  drawChooser();
  ui.undo.disabled = playing.undo.length === 0;
  if (hadFocus) focusCell();
  if (chooserFocus !== null) {
    [...ui.chooser.querySelectorAll('button')].find((b) => b.textContent === chooserFocus)?.focus();
  }
}

function cellAt(row, column) {
  return ui.grid.querySelector(`td[data-row="${row}"][data-column="${column}"]`);
}

function focusCell() {
  if (!playing) return;
  cellAt(playing.selected.row, playing.selected.column)?.focus({ preventScroll: false });
}

function selectCell(row, column, focus = true) {
  const rows = playing.grid.length;
  const columns = playing.grid[0].length;
  playing.selected = {
    row: Math.min(Math.max(row, 0), rows - 1),
    column: Math.min(Math.max(column, 0), columns - 1),
  };
  typed = '';
  drawGrid();
  if (focus) focusCell();
}

/**
 * The values offered for the selected cell: its candidates first, then the others. When no
 * solution extends the grid (every cell without a candidate), all the values, unsorted.
 */
function offered(row, column) {
  const values = playing.info.values[column];
  const known = playing.candidates?.[row]?.[column];
  if (!known || stuckGrid()) return { candidates: values, others: [] };
  return { candidates: values.filter((v) => known.includes(v)), others: values.filter((v) => !known.includes(v)) };
}

/** True when the candidates say that no solution extends the grid: a filled cell is wrong. */
function stuckGrid() {
  return Boolean(playing.candidates) && playing.candidates.every((row) => row.every((cell) => cell.length === 0));
}

function drawChooser() {
  const { row, column } = playing.selected;
  if (isGiven(row, column)) {
    ui.chooser.hidden = false;
    ui.chooser.replaceChildren(el('p', {
      className: 'chooser-head',
      textContent: `Row ${row + 1}, ${playing.info.header[column]}: given by the riddle.`,
    }));
    return;
  }
  const { candidates, others } = offered(row, column);
  const button = (value, className) => {
    const b = el('button', { type: 'button', className, textContent: value });
    b.addEventListener('click', () => {
      fill([{ row, column, value }]);
      focusCell();
    });
    return b;
  };
  const parts = [el('p', { className: 'chooser-head', textContent: `Row ${row + 1}, ${playing.info.header[column]}:` })];
  if (stuckGrid()) {
    parts.push(el('p', { className: 'chooser-sub', textContent: 'No solution fits the grid as it is: a filled cell is wrong (Check shows which).' }));
  }
  parts.push(el('div', { className: 'chooser-values' }, candidates.map((v) => button(v, 'candidate'))));
  if (others.length > 0) {
    parts.push(el('p', { className: 'chooser-sub', textContent: 'Ruled out by the rules:' }));
    parts.push(el('div', { className: 'chooser-values' }, others.map((v) => button(v, 'other'))));
  }
  if (playing.grid[row][column] !== '') {
    const clear = el('button', { type: 'button', className: 'clear', textContent: 'Clear' });
    clear.addEventListener('click', () => {
      fill([{ row, column, value: '' }]);
      focusCell();
    });
    parts.push(el('div', { className: 'chooser-values' }, [clear]));
  }
  ui.chooser.replaceChildren(...parts);
  ui.chooser.hidden = false;
}

/** Sets cells (one undo step); `merge`: into the last undo step (typing a value letter by letter). */
function fill(changes, { hinted = [], merge = false } = {}) {
  const done = [];
  for (const { row, column, value } of changes) {
    if (isGiven(row, column) || playing.grid[row][column] === value) continue;
    done.push({ row, column, before: playing.grid[row][column] });
    playing.grid[row][column] = value;
  }
  if (done.length === 0) return false;
  const last = playing.undo.at(-1);
  if (merge && last && last.length === 1 && done.length === 1 &&
      last[0].row === done[0].row && last[0].column === done[0].column) {
    // keep the value from before the typing began
  } else {
    playing.undo.push(done);
  }
  playing.hinted = new Set(hinted.map((c) => key(c.row, c.column)));
  playing.mistakes = new Set();
  afterChange();
  return true;
}

function undoMove() {
  const step = playing?.undo.pop();
  if (!step) return;
  for (const { row, column, before } of step) playing.grid[row][column] = before;
  playing.hinted = new Set();
  playing.mistakes = new Set();
  say('Undone.');
  afterChange();
}

function restartPlay() {
  if (!playing) return;
  const changes = [];
  playing.grid.forEach((row, r) => row.forEach((value, c) => {
    if (!isGiven(r, c) && value !== '') changes.push({ row: r, column: c, value: '' });
  }));
  if (fill(changes)) say('Started again (Undo brings your grid back).');
}

function afterChange() {
  savePlay();
  drawGrid();
  refreshCandidates();
  if (gridFull(playing)) check(true);
}

/**
 * Whether the grid holds as many values as a solution: in each column, one value a row, or every
 * value of a column that has fewer values than rows (its other cells stay blank).
 */
function gridFull(game) {
  const rows = game.grid.length;
  return game.info.values.every((values, c) =>
    game.grid.filter((row) => row[c] !== '').length === Math.min(values.length, rows));
}

let candidateSeq = 0;
function refreshCandidates() {
  const seq = ++candidateSeq;
  const game = playing;
  ask('candidates', game.text, game.grid, false).then(
    ({ result }) => {
      if (seq !== candidateSeq || playing !== game) return;
      game.candidates = result.candidates;
      drawGrid();
    },
    () => { /* a cancelled request: the next change asks again */ },
  );
}

async function hint() {
  if (!playing) return;
  const game = playing;
  try {
    const { result: step } = await ask('next', game.text, game.grid);
    if (playing !== game) return;
    if (step.kind === 'rule' || step.kind === 'supposition') {
      fill(step.fills, { hinted: step.fills });
      const first = step.fills[0];
      if (first) playing.selected = { row: first.row, column: first.column };
      drawGrid();
    }
    const words = {
      solved: 'Solved: your grid is complete, and it is a solution.',
      mistake: `${step.text}. Press Check to see which cells are wrong.`,
      stuck: `${step.text}.`,
    }[step.kind];
    say(words || `${step.text}.`, step.kind === 'rule' || step.kind === 'supposition' ? step.hints : []);
    citeHints(step.hints);
  } catch (failure) {
    showFailure(failure);
  }
}

async function check(auto = false) {
  if (!playing) return;
  const game = playing;
  try {
    const { result } = await ask('check', game.text, game.grid);
    if (playing !== game) return;
    playing.mistakes = new Set(result.mistakes.map((c) => key(c.row, c.column)));
    drawGrid();
    const full = gridFull(game);
    const n = result.mistakes.length;
    if (n > 0) {
      say(`${n === 1 ? '1 mistake' : `${n} mistakes`}: marked in red. Undo, or choose another value there.`);
    } else if (result.consistent && full) {
      say('Solved: your grid is complete, and it is a solution.');
    } else if (result.consistent) {
      const count = result.solutions === 1 ? 'the solution still fits' :
        `${result.complete ? result.solutions : `at least ${result.solutions}`} solutions still fit`;
      if (!auto) say(`No mistakes so far: ${count}.`);
    } else {
      say('No solution fits this grid, and none fits the riddle either.');
    }
  } catch (failure) {
    showFailure(failure);
  }
}

/** Writes a message above the grid, with the hints it cites quoted. */
function say(text, hints = []) {
  const parts = [el('span', { textContent: text })];
  const texts = playing?.info.hintTexts || [];
  for (const h of hints) {
    parts.push(el('q', { className: 'quoted-hint', textContent: texts[h] ? `Hint ${h + 1}: ${texts[h]}` : `Hint ${h + 1}` }));
  }
  ui.playMessage.replaceChildren(...parts);
}

/** Marks the hints a step used in the riddle's list of hints. */
function citeHints(hints) {
  [...ui.hints.children].forEach((li, i) => li.classList.toggle('cited', hints.includes(i)));
}

let typed = '';
let typedAt = 0;

function onGridKey(event) {
  if (!playing) return;
  const { row, column } = playing.selected;
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (moves[event.key]) {
    event.preventDefault();
    selectCell(row + moves[event.key][0], column + moves[event.key][1]);
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    typed = '';
    fill([{ row, column, value: '' }]);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    ui.chooser.querySelector('button')?.focus();
  } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
    event.preventDefault();
    undoMove();
  } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    if (isGiven(row, column)) return;
    const now = performance.now();
    typed = now - typedAt < 1000 ? typed + event.key : event.key;
    typedAt = now;
    const { candidates, others } = offered(row, column);
    const match = [...candidates, ...others].find((v) => v.toLowerCase().startsWith(typed.toLowerCase()));
    if (match) fill([{ row, column, value: match }], { merge: typed.length > 1 });
  }
}

function onGridClick(event) {
  const td = event.target.closest('td[data-row]');
  if (td) selectCell(Number(td.dataset.row), Number(td.dataset.column));
}

/** A cell focused (by Tab or a click) is the selected cell. */
function onGridFocus(event) {
  const td = event.target.closest('td[data-row]');
  if (!td || !playing) return;
  const row = Number(td.dataset.row);
  const column = Number(td.dataset.column);
  if (row !== playing.selected.row || column !== playing.selected.column) selectCell(row, column);
}

function onChooserKey(event) {
  if (event.key === 'Escape') {
    event.preventDefault();
    focusCell();
  }
}

function loadPlays() {
  try {
    const saved = JSON.parse(localStorage.getItem(PLAY_KEY));
    if (saved && typeof saved === 'object') return saved;
  } catch { /* nothing kept */ }
  return {};
}

function savePlay() {
  const plays = loadPlays();
  plays[playing.name] = { text: playing.text, grid: playing.grid, undo: playing.undo.slice(-200) };
  try {
    localStorage.setItem(PLAY_KEY, JSON.stringify(plays));
  } catch { /* storage full or unavailable */ }
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

const solveKey = (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    solve();
  }
};
ui.select.addEventListener('change', () => selectRiddle(ui.select.value));
ui.json.addEventListener('input', onEdit);
ui.clues.addEventListener('input', onEdit);
ui.json.addEventListener('keydown', solveKey);
ui.clues.addEventListener('keydown', solveKey);
ui.clues.addEventListener('scroll', syncClueScroll);
ui.tabJson.addEventListener('click', () => chooseTab('json'));
ui.tabClues.addEventListener('click', () => chooseTab('zbc'));
for (const tab of [ui.tabJson, ui.tabClues]) {
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const other = tab === ui.tabJson ? ui.tabClues : ui.tabJson;
    other.focus();
    other.click();
  });
}
ui.compiled.addEventListener('toggle', () => ui.compiled.open && showCompiledLater());
ui.openCompiled.addEventListener('click', openCompiled);
ui.reset.addEventListener('click', undoEdits);
ui.solve.addEventListener('click', solve);
ui.cancel.addEventListener('click', cancel);
ui.play.addEventListener('click', togglePlay);
ui.newForm.addEventListener('submit', newRiddle);
ui.hint.addEventListener('click', hint);
ui.check.addEventListener('click', () => check(false));
ui.undo.addEventListener('click', undoMove);
ui.restart.addEventListener('click', restartPlay);
ui.pencil.addEventListener('change', () => {
  state.pencil = ui.pencil.checked;
  saveState();
  if (playing) drawGrid();
});
ui.grid.addEventListener('keydown', onGridKey);
ui.grid.addEventListener('click', onGridClick);
ui.grid.addEventListener('focusin', onGridFocus);
ui.chooser.addEventListener('keydown', onChooserKey);
ui.pencil.checked = Boolean(state.pencil);
ui.detailed.addEventListener('change', () => {
  if (!shown || running) return;
  const haveSteps = shown.report.solutions.every((s) => s.steps);
  if (ui.detailed.checked && !haveSteps) {
    // Solved without steps: this page again, with them.
    if (shown.count) goToPage(Math.floor(shown.report.offset / PAGE_SIZE));
    else solve();
  } else {
    draw(shown.report, shown.info, shown.ms, shown.count, shown.query);
  }
});
window.addEventListener('hashchange', () => {
  const name = decodeURIComponent(location.hash.slice(1));
  if (name !== state.selected && entries.some((e) => e.name === name)) selectRiddle(name);
});

startWorker();

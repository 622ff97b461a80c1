// The author's view: Solve (the results scrolled into view), pages of solutions, Cancel, the
// errors of a riddle or of its clues, and New riddle (generated in the worker, with its progress,
// offered only at the sizes and levels it makes in seconds: see generation.js). What it asks of
// the other views (the riddles, the results, the limits of New riddle) comes in through
// `connectAuthor` (app.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { OWN_CLUES, GENERATED } from './store.js';
import { ask, restartWorker, isReady } from './worker-client.js';
import { el, plural, formatMs, capitalise } from './dom.js';

/** Solutions asked at once (results.js's PAGE_SIZE, set by app.js). */
let pageSize = 20;

/** The other views' functions this one calls: set by app.js. */
const views = {
  /** Shows an answer ({report, info, ms, count, query}). */
  show() {},
  /** Empties the results (`placeholder`: the "Press Solve" line shown). */
  clearResults() {},
  /** The selected riddle: {entry, text, format}. */
  current: () => ({ entry: null, text: '', format: 'json' }),
  boxOf: () => null,
  showRating() {},
  showCompiledLater() {},
  selectPosition() {},
  markClueLines() {},
  generatedEntry: () => null,
  fillSelector() {},
  selectRiddle() {},
  updateLimits() {},
};

/** Sets the functions of `views` this module calls, and the page size. */
export function connectAuthor(callbacks, size) {
  Object.assign(views, callbacks);
  pageSize = size;
}

const current = () => views.current();
const boxOf = (format) => views.boxOf(format);

export async function solve() {
  if (!isReady() || store.running()) return;
  const { text, format } = current();
  const steps = ui.detailed.checked;
  clearError();
  const run = begin('solve', 'Solving…');
  try {
    const options = { ...readOptions(steps), format };
    const { result } = await ask('solve', text, options, pageSize);
    if (!finish(run)) return;
    views.show({ report: result.report, info: result.info, ms: result.ms, count: result.count, query: { text, options } });
    if (result.rating) views.showRating(result.rating);
    if (format === 'zbc') views.showCompiledLater();
    ui.results.scrollIntoView({ block: 'start', behavior: 'smooth' });
  } catch (failure) {
    if (!finish(run)) return;
    views.clearResults(false);
    showFailure(failure);
  }
}

export function readOptions(steps) {
  return {
    maxNodes: ui.maxNodes.value.trim() === '' ? null : Number(ui.maxNodes.value),
    steps,
  };
}

/**
 * Shows page `k` (0-based) of the solutions shown, asked again of the worker with the options of
 * the solve (the solutions before it are searched again, not kept).
 */
export async function goToPage(k) {
  if (!isReady() || store.running() || !store.shown()) return;
  const { info, count, query } = store.shown();
  const steps = ui.detailed.checked;
  const run = begin('solve', `Finding solutions ${k * pageSize + 1} to ${(k + 1) * pageSize}…`);
  try {
    const options = { ...query.options, steps, offset: k * pageSize, limit: pageSize };
    const { result } = await ask('page', query.text, options);
    if (!finish(run)) return;
    views.show({ report: result.report, info, ms: result.ms, count, query });
  } catch (failure) {
    if (!finish(run)) return;
    views.clearResults(false);
    showFailure(failure);
  }
}

/** Starts something the user waits for, with a timer in the status line and Cancel. */
export function begin(kind, label) {
  const run = { kind, label, started: performance.now(), timer: 0 };
  run.timer = setInterval(showProgress, 100);
  store.setRunning(run);
  showProgress();
  setBusy(true);
  return run;
}

/** Ends `run` if it is still the one running, and returns true; false if it was cancelled. */
export function finish(run) {
  if (store.running() !== run) return false;
  clearInterval(run.timer);
  store.setRunning(null);
  setBusy(false);
  return true;
}

export function cancel() {
  const run = store.running();
  if (!run) return;
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  const what = run.kind === 'solve' ? 'Search' : 'Generation';
  clearInterval(run.timer);
  store.setRunning(null);
  restartWorker();
  setBusy(false);
  views.clearResults(false);
  ui.status.textContent = `${what} cancelled after ${seconds} s.`;
  if (what === 'Generation') ui.newLimits.textContent = ui.status.textContent;
}

export function setBusy(busy) {
  const generating = busy && store.running()?.kind === 'generate';
  ui.solve.disabled = busy || !isReady();
  ui.play.disabled = busy || !isReady();
  ui.startPlay.disabled = busy || !isReady();
  ui.cancel.hidden = !busy;
  ui.newCancel.hidden = !generating;
  ui.newProgress.hidden = !generating;
  ui.solutions.classList.toggle('stale', busy);
  document.body.classList.toggle('busy', busy);
  views.updateLimits();
  const cancelButton = generating ? ui.newCancel : ui.cancel;
  if (busy) cancelButton.focus({ preventScroll: true });
  else if (document.activeElement === ui.cancel || document.activeElement === ui.newCancel) {
    (store.view() === 'author' ? ui.solve : ui.newRiddle).focus({ preventScroll: true });
  }
}

function showProgress() {
  const run = store.running();
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  ui.placeholder.hidden = true;
  ui.count.textContent = '';
  ui.status.textContent = `${run.label} ${seconds} s`;
  if (run.kind === 'generate') ui.newLimits.textContent = ui.status.textContent;
}

// ---------------------------------------------------------------------------------------------
// Errors

export function loadFailed(why) {
  setBusy(false);
  showError({
    message:
      `the solver could not be loaded (${why}). Build it with www/build.sh and serve the www ` +
      `folder over HTTP (www/serve.sh): pages opened as files cannot load WebAssembly.`,
    location: 'page',
  });
}

/** Shows what went wrong with a request to the worker; true if it was shown. */
export function showFailure(failure) {
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

export function showError(error) {
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
      go.addEventListener('click', () => views.selectPosition(ui.clues, e.line, e.column));
      list.append(el('li', {}, [
        el('span', { className: 'where', textContent: `line ${e.line}, column ${e.column}` }), `: ${text} `, go,
      ]));
    }
    parts.push(el('strong', { textContent: error.errors.length > 1 ? `${error.errors.length} errors in the clues` : 'Error in the clues' }), list);
    views.markClueLines(error.errors);
  } else if (error.name === 'GenerateError') {
    parts.push(el('strong', { textContent: 'No riddle generated' }), `: ${problem}`);
  } else if (line !== undefined && line !== null) {
    parts.push(el('strong', { textContent: 'JSON syntax error' }), ' at ',
      el('span', { className: 'where', textContent: `line ${line}, column ${column}` }), `: ${problem}`);
    const go = el('button', { type: 'button', className: 'link-button', textContent: 'Show in the box' });
    go.addEventListener('click', () => views.selectPosition(ui.json, line, column));
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

export function clearError() {
  ui.error.hidden = true;
  ui.error.replaceChildren();
  ui.json.removeAttribute('aria-invalid');
  ui.clues.removeAttribute('aria-invalid');
  views.markClueLines([]);
}

// ---------------------------------------------------------------------------------------------
// New riddle: generated in the worker, then selected like a sample

export async function newRiddle(event) {
  event.preventDefault();
  if (!isReady() || store.running()) return;
  const options = {
    rows: Number(ui.newRows.value),
    columns: Number(ui.newColumns.value),
    // A seed typed is decimal text (it may pass 2^53); the library says if it is not one.
    seed: ui.newSeed.value.trim() || Math.floor(Math.random() * 2 ** 32),
  };
  if (ui.newDifficulty.value) options.difficulty = ui.newDifficulty.value;
  clearError();
  const size = `${options.rows}×${options.columns}`;
  const level = options.difficulty ? `${options.difficulty === 'easy' || options.difficulty === 'expert' ? 'an' : 'a'} ${options.difficulty}` : 'a';
  const run = begin('generate', `Generating ${level} ${size} riddle…`);
  try {
    const { result, ms } = await ask('generate', options);
    if (!finish(run)) return;
    const made = { json: result.json, rating: result.rating, seed: result.seed };
    store.setGenerated(made, views.generatedEntry(made));
    location.hash = '';
    views.fillSelector(GENERATED);
    const asClues = el('button', { type: 'button', className: 'link-button', textContent: 'Open it as clues' });
    asClues.addEventListener('click', () => {
      store.setEdit(OWN_CLUES, result.zbc);
      views.selectRiddle(OWN_CLUES);
    });
    const said = `Generated in ${formatMs(ms)} (seed ${result.seed}, ${plural(result.attempts, 'attempt')}).`;
    ui.status.replaceChildren(`${said} `, asClues);
    ui.newLimits.textContent = said;
    ui.placeholder.hidden = false;
  } catch (failure) {
    if (!finish(run)) return;
    views.clearResults();
    showFailure(failure);
    if (failure.invalid) ui.newLimits.textContent = `No riddle generated: ${failure.invalid.message.replace(/^options: /, '')}`;
  }
}


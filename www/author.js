// The author's view: Solve (the results scrolled into view), pages of solutions, Cancel, the
// errors of a riddle or of its clues, and New riddle (generated in the worker, with its progress,
// offered only at the sizes and levels it makes in seconds: see generation.js).

import { ui } from './ui.js';
import { state, page, OWN, OWN_CLUES, GENERATED } from './store.js';
import { ask, restartWorker, isReady } from './worker-client.js';
import { el, plural, formatMs, capitalise } from './dom.js';
import { draw, clearResults } from './results.js';
import {
  current, boxOf, showRating, showCompiledLater, selectPosition, markClueLines, generatedEntry,
  fillSelector, selectRiddle,
} from './riddles.js';
import { updateLimits } from './generation.js';

/** Solutions drawn at once; with more, their count and paging controls. */
export const PAGE_SIZE = 20;

export async function solve() {
  if (!isReady() || page.running) return;
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
    ui.results.scrollIntoView({ block: 'start', behavior: 'smooth' });
  } catch (failure) {
    if (!finish(run)) return;
    clearResults(false);
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
  if (!isReady() || page.running || !page.shown) return;
  const { info, count, query } = page.shown;
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
export function begin(kind, label) {
  const run = { kind, label, started: performance.now(), timer: 0 };
  run.timer = setInterval(showProgress, 100);
  page.running = run;
  showProgress();
  setBusy(true);
  return run;
}

/** Ends `run` if it is still the one page.running, and returns true; false if it was cancelled. */
export function finish(run) {
  if (page.running !== run) return false;
  clearInterval(run.timer);
  page.running = null;
  setBusy(false);
  return true;
}

export function cancel() {
  if (!page.running) return;
  const seconds = ((performance.now() - page.running.started) / 1000).toFixed(1);
  const what = page.running.kind === 'solve' ? 'Search' : 'Generation';
  clearInterval(page.running.timer);
  page.running = null;
  restartWorker();
  setBusy(false);
  clearResults(false);
  ui.status.textContent = `${what} cancelled after ${seconds} s.`;
  if (what === 'Generation') ui.newLimits.textContent = ui.status.textContent;
}

export function setBusy(busy) {
  const generating = busy && page.running?.kind === 'generate';
  ui.solve.disabled = busy || !isReady();
  ui.play.disabled = busy || !isReady();
  ui.startPlay.disabled = busy || !isReady();
  ui.cancel.hidden = !busy;
  ui.newCancel.hidden = !generating;
  ui.newProgress.hidden = !generating;
  ui.solutions.classList.toggle('stale', busy);
  document.body.classList.toggle('busy', busy);
  updateLimits();
  const cancelButton = generating ? ui.newCancel : ui.cancel;
  if (busy) cancelButton.focus({ preventScroll: true });
  else if (document.activeElement === ui.cancel || document.activeElement === ui.newCancel) {
    (state.view === 'author' ? ui.solve : ui.newRiddle).focus({ preventScroll: true });
  }
}

function showProgress() {
  const seconds = ((performance.now() - page.running.started) / 1000).toFixed(1);
  ui.placeholder.hidden = true;
  ui.count.textContent = '';
  ui.status.textContent = `${page.running.label} ${seconds} s`;
  if (page.running.kind === 'generate') ui.newLimits.textContent = ui.status.textContent;
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

export function clearError() {
  ui.error.hidden = true;
  ui.error.replaceChildren();
  ui.json.removeAttribute('aria-invalid');
  ui.clues.removeAttribute('aria-invalid');
  markClueLines([]);
}

// ---------------------------------------------------------------------------------------------
// New riddle: generated in the worker, then selected like a sample

export async function newRiddle(event) {
  event.preventDefault();
  if (!isReady() || page.running) return;
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
    state.generated = { json: result.json, rating: result.rating, seed: result.seed };
    delete state.edits[GENERATED];
    page.entries = page.entries.filter((e) => e.name !== GENERATED);
    page.entries.splice(page.entries.findIndex((e) => e.name === OWN), 0, generatedEntry(state.generated));
    fillSelectorKeeping(GENERATED);
    const asClues = el('button', { type: 'button', className: 'link-button', textContent: 'Open it as clues' });
    asClues.addEventListener('click', () => {
      state.edits[OWN_CLUES] = result.zbc;
      selectRiddle(OWN_CLUES);
    });
    const made = `Generated in ${formatMs(ms)} (seed ${result.seed}, ${plural(result.attempts, 'attempt')}).`;
    ui.status.replaceChildren(`${made} `, asClues);
    ui.newLimits.textContent = made;
    ui.placeholder.hidden = false;
  } catch (failure) {
    if (!finish(run)) return;
    clearResults();
    showFailure(failure);
    if (failure.invalid) ui.newLimits.textContent = `No riddle generated: ${failure.invalid.message.replace(/^options: /, '')}`;
  }
}

/** Rebuilds the selector's options and selects `name`. */
function fillSelectorKeeping(name) {
  location.hash = '';
  state.selected = name;
  fillSelector();
}


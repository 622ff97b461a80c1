// The author's view: the status line while something runs, the errors of a riddle or of its
// clues (each clue error with "Show in the box"), the busy state, and the New riddle form read
// and answered. It draws what it is given; Solve, the pages of solutions, Cancel and New riddle
// are the controller's (controller.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { el, plural, formatMs, capitalise } from './dom.js';
import { boxOf, current, selectPosition, markClueLines } from './riddles.js';
import { updateLimits } from './generation.js';

/** The search options of the form: the node budget; `steps`: the detailed solution. */
export function readOptions(steps) {
  return {
    maxNodes: ui.maxNodes.value.trim() === '' ? null : Number(ui.maxNodes.value),
    steps,
  };
}

/** The status line of `run` ({label, started}): what runs, and for how long. */
export function showProgress(run) {
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  ui.placeholder.hidden = true;
  ui.count.textContent = '';
  ui.status.textContent = `${run.label} ${seconds} s`;
  if (run.kind === 'generate') ui.newLimits.textContent = ui.status.textContent;
}

/** `run` ({kind, started}) cancelled: said in the status line (and New riddle's, for a generation). */
export function showCancelled(run) {
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  const what = run.kind === 'solve' ? 'Search' : 'Generation';
  ui.status.textContent = `${what} cancelled after ${seconds} s.`;
  if (what === 'Generation') ui.newLimits.textContent = ui.status.textContent;
}

/** The page busy (`busy`) or not; `ready`: whether the solver is loaded. */
export function setBusy(busy, ready) {
  const generating = busy && store.running()?.kind === 'generate';
  ui.solve.disabled = busy || !ready;
  ui.play.disabled = busy || !ready;
  ui.startPlay.disabled = busy || !ready;
  ui.cancel.hidden = !busy;
  ui.newCancel.hidden = !generating;
  ui.newProgress.hidden = !generating;
  ui.solutions.classList.toggle('stale', busy);
  document.body.classList.toggle('busy', busy);
  updateLimits(ready);
  const cancelButton = generating ? ui.newCancel : ui.cancel;
  if (busy) cancelButton.focus({ preventScroll: true });
  else if (document.activeElement === ui.cancel || document.activeElement === ui.newCancel) {
    (store.view() === 'author' ? ui.solve : ui.newRiddle).focus({ preventScroll: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Errors

export function loadFailed(why) {
  setBusy(false, false);
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
// New riddle: the form read, and what was made said

/** The generator's options of the New riddle form (a random seed when none is typed). */
export function newRiddleOptions() {
  const options = {
    rows: Number(ui.newRows.value),
    columns: Number(ui.newColumns.value),
    // A seed typed is decimal text (it may pass 2^53); the library says if it is not one.
    seed: ui.newSeed.value.trim() || Math.floor(Math.random() * 2 ** 32),
  };
  if (ui.newDifficulty.value) options.difficulty = ui.newDifficulty.value;
  return options;
}

/** "Generating a hard 5×4 riddle…": what a generation with `options` is said to do. */
export function generatingLabel(options) {
  const size = `${options.rows}×${options.columns}`;
  const level = options.difficulty ? `${options.difficulty === 'easy' || options.difficulty === 'expert' ? 'an' : 'a'} ${options.difficulty}` : 'a';
  return `Generating ${level} ${size} riddle…`;
}

/** A riddle made (`result`: generate's answer, in `ms`): said, with "Open it as clues" (`onClues`). */
export function showGenerated(result, ms, onClues) {
  const asClues = el('button', { type: 'button', className: 'link-button', textContent: 'Open it as clues' });
  asClues.addEventListener('click', onClues);
  const said = `Generated in ${formatMs(ms)} (seed ${result.seed}, ${plural(result.attempts, 'attempt')}).`;
  ui.status.replaceChildren(`${said} `, asClues);
  ui.newLimits.textContent = said;
  ui.placeholder.hidden = false;
}

/** New riddle failed: the library's reason under the form too. */
export function showNotGenerated(failure) {
  if (failure.invalid) ui.newLimits.textContent = `No riddle generated: ${failure.invalid.message.replace(/^options: /, '')}`;
}

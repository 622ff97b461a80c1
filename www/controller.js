// The page's one controller (as TodoMVC's): the entry module, and the only one that writes the
// store (store.js's set…, select, batch, savePlay, offerBestTime) and talks to the solver's worker
// (worker-client.js). The views draw what they are given and read the store; their events come
// here through the handlers the controller gives them (tests/architecture.test.js checks it).
//
//   store.js          the one store: the page's state, its changes, subscribe; localStorage
//   worker-client.js  the worker (worker.js) asked through promises; Cancel restarts it
//   views.js          start, play and author views (body[data-view])
//   riddles.js        the selector, the JSON and clue boxes, the description and rating
//   author.js         the status line, errors, busy state, the New riddle form
//   generation.js     the sizes and levels New riddle makes in seconds (measured)
//   results.js        the solutions and the detailed solution
//   play.js           the player's view (play-game.js its game, play-table.js, logic-grid.js,
//                     play-clues.js, marks.js; print.js the printed sheet)
//   daily.js, share.js  today's riddle's seed, title and share text; a riddle packed in a link
//   dom.js, ui.js     helpers and the page's elements
//
// The page only displays: parsing, compiling clues, validation, solving, generating, rating and
// the play view's answers are the library's (./pkg/gridriddle.js, loaded by the worker).

import { ui } from './ui.js';
import * as store from './store.js';
import { OWN, OWN_CLUES, GENERATED, DAILY, SHARED } from './store.js';
import { startWorker, restartWorker, on, ask, isReady } from './worker-client.js';
import {
  entriesOf, fillSelector, showSelected, rated, tabRiddle, showDescription, showRating, showCompiled, showEdited,
  hasClueErrors, syncClueScroll, current, boxOf, generatedEntry, dailyEntry, sharedEntry,
} from './riddles.js';
import {
  readOptions, showProgress, showCancelled, setBusy, loadFailed, showFailure, clearError, newRiddleOptions,
  generatingLabel, showGenerated, showNotGenerated,
} from './author.js';
import { draw, clearResults, PAGE_SIZE } from './results.js';
import { renderView } from './views.js';
import { wirePlay, openPlay, closePlay, settingsChanged } from './play.js';
import { wireGeneration } from './generation.js';
import { parseLoosely } from './dom.js';

/** Whether the address holds a shared riddle (share.js's SHARE_PREFIX). */
const isSharedLink = () => location.hash.startsWith('#play=');

// ---------------------------------------------------------------------------------------------
// The views and the riddle selected

function showView(view, { focus = false } = {}) {
  const was = store.view();
  store.setView(view);
  renderView(view, { focus });
  if (view === 'play') playSelected(focus);
  else if (was === 'play') closePlay();
}

function playSelected(focus) {
  if (!isReady()) return;
  const { entry, text } = current();
  openPlay({ entry, text, focus });
}

function fill(wanted = null) {
  selectRiddle(fillSelector(store.entries(), wanted));
}

/** Selects riddle `name`: its box, description and rating; the listeners hear of it at the end. */
function selectRiddle(name) {
  store.batch(() => {
    if (store.running()) cancel();
    const entry = store.entryOf(name);
    store.select(entry.name);
    showSelected(entry, store.editOf(entry.name) ?? entry.text, store.isEdited(entry.name));
    clearError();
    emptyResults();
    describe();
    if (entry.rating) showRating(entry.rating);
    else if (rated(entry)) rateSelected();
    if (ui.compiled.open) compileLater();
  });
}

let describeSeq = 0;
/** Title, description and hints in words: from the JSON box, or from the compiled clues. */
function describe() {
  const entry = store.entryOf(store.selected());
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

let rateSeq = 0;
function rateSelected() {
  const seq = ++rateSeq;
  const name = store.selected();
  ask('rate', current().text).then(
    ({ result }) => seq === rateSeq && store.selected() === name && showRating(result),
    () => { /* an invalid riddle: its error shows when solving */ },
  );
}

/** Fills "The riddle as JSON, compiled from the clues" (when it is open, or after a solve). */
let compileSeq = 0;
function compileLater() {
  if (current().format !== 'zbc') return;
  const seq = ++compileSeq;
  ask('convert', ui.clues.value).then(
    ({ result }) => seq === compileSeq && showCompiled(result),
    (failure) => seq === compileSeq && showCompiled(failure.invalid ? `The clues have errors:\n${failure.invalid.message}` : ''),
  );
}

let describeTimer = 0;
function onEdit(event) {
  const entry = store.entryOf(store.selected());
  const box = event.target;
  if (box !== boxOf(entry.format)) return;
  store.setEdit(entry.name, box.value === entry.text ? null : box.value);
  if (box === ui.clues && hasClueErrors()) clearError();
  showEdited(box, store.isEdited(entry.name));
  clearTimeout(describeTimer);
  describeTimer = setTimeout(() => {
    describe();
    if (ui.compiled.open) compileLater();
  }, 300);
}

/** "Open it as my own JSON riddle": the compiled JSON becomes my own riddle's text. */
function openCompiled() {
  const json = ui.compiledJson.textContent;
  if (!parseLoosely(json)) return;
  store.setEdit(OWN, json);
  selectRiddle(OWN);
}

// ---------------------------------------------------------------------------------------------
// Solve, pages, Cancel, New riddle (the author's view)

const show = (answer) => {
  store.setShown(answer);
  draw(answer, goToPage);
};
const emptyResults = (placeholder = true) => {
  store.setShown(null);
  clearResults(placeholder);
};

/** Starts something the user waits for, with a timer in the status line and Cancel. */
function begin(kind, label) {
  const run = { kind, label, started: performance.now(), timer: 0 };
  run.timer = setInterval(() => showProgress(run), 100);
  store.setRunning(run);
  showProgress(run);
  setBusy(true, isReady());
  return run;
}

/** Ends `run` if it is still the one running, and returns true; false if it was cancelled. */
function finish(run) {
  if (store.running() !== run) return false;
  clearInterval(run.timer);
  store.setRunning(null);
  setBusy(false, isReady());
  return true;
}

function cancel() {
  const run = store.running();
  if (!run) return;
  clearInterval(run.timer);
  store.setRunning(null);
  restartWorker();
  setBusy(false, isReady());
  emptyResults(false);
  showCancelled(run);
}

/** Runs `request` (a promise of the worker's answer) as `run`; a failure is shown. */
async function answer(run, request, done) {
  try {
    const reply = await request;
    if (finish(run)) done(reply);
  } catch (failure) {
    if (!finish(run)) return;
    emptyResults(false);
    showFailure(failure);
    if (run.kind === 'generate') showNotGenerated(failure);
  }
}

function solve() {
  if (!isReady() || store.running()) return;
  const { text, format } = current();
  clearError();
  const options = { ...readOptions(ui.detailed.checked), format };
  answer(begin('solve', 'Solving…'), ask('solve', text, options, PAGE_SIZE), ({ result }) => {
    show({ report: result.report, info: result.info, ms: result.ms, count: result.count, query: { text, options } });
    if (result.rating) showRating(result.rating);
    if (format === 'zbc') compileLater();
    ui.results.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
}

/** Page `k` (0-based) of the solutions shown, asked again with the options of the solve. */
function goToPage(k) {
  if (!isReady() || store.running() || !store.shown()) return;
  const { info, count, query } = store.shown();
  const options = { ...query.options, steps: ui.detailed.checked, offset: k * PAGE_SIZE, limit: PAGE_SIZE };
  const run = begin('solve', `Finding solutions ${k * PAGE_SIZE + 1} to ${(k + 1) * PAGE_SIZE}…`);
  answer(run, ask('page', query.text, options), ({ result }) => show({ report: result.report, info, ms: result.ms, count, query }));
}

function newRiddle(event) {
  event.preventDefault();
  if (!isReady() || store.running()) return;
  const options = newRiddleOptions();
  clearError();
  answer(begin('generate', generatingLabel(options)), ask('generate', options), ({ result, ms }) => {
    const made = { json: result.json, rating: result.rating, seed: result.seed };
    store.setGenerated(made, generatedEntry(made));
    location.hash = '';
    fill(GENERATED);
    showGenerated(result, ms, () => {
      store.setEdit(OWN_CLUES, result.zbc);
      selectRiddle(OWN_CLUES);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Today's riddle and shared links (daily.js and share.js loaded when first needed)

/** Today's riddle in the level and size chosen: made once a day with the date's seed, then kept. */
async function openToday() {
  if (!isReady()) return;
  const { dateKey, dailyOptions, dailyTitle } = await import('./daily.js');
  const day = dateKey(new Date());
  const level = ui.dailyLevel.value;
  const size = Number(ui.dailySize.value);
  store.setDailyChoice(level, size);
  let made = store.daily();
  if (!made || made.day !== day || made.level !== level || made.size !== size) {
    ui.daily.disabled = true;
    ui.daily.textContent = 'Making today\'s riddle…';
    try {
      const { result } = await ask('generate', dailyOptions(day, size, level));
      made = { day, size, level, title: dailyTitle(day, level, size), json: result.json, rating: result.rating };
    } catch (failure) {
      linkError(`Today's riddle could not be made: ${failure.invalid?.message || failure.crashed || 'the solver stopped'}.`);
      return;
    } finally {
      ui.daily.disabled = false;
      ui.daily.textContent = 'Play today\'s riddle';
    }
    store.setDaily(made, dailyEntry(made));
  }
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  fill(DAILY);
  showView('play', { focus: true });
}

function linkError(text) {
  ui.linkError.textContent = text;
  ui.linkError.hidden = !text;
}

/** The riddle of the address (`#play=…`) played; a broken link says why and opens the start. */
async function openLink() {
  linkError('');
  const hash = location.hash;
  const [{ unpackRiddle, dailyPart }, { readDailyTag, dailyTitle }] = await Promise.all([import('./share.js'), import('./daily.js')]);
  try {
    const text = await unpackRiddle(hash);
    const format = text.trimStart().startsWith('{') ? 'json' : 'zbc';
    await ask('info', text).catch((failure) => {
      const why = failure.invalid ? failure.invalid.message.split('\n')[0] : failure.crashed || 'the solver failed';
      throw new Error(`it is not a riddle the page can read (${why})`);
    });
    if (location.hash !== hash) return;
    // Today's riddle shared: the link names its day, and it opens as that day's riddle.
    const daily = readDailyTag(dailyPart(hash));
    const made = daily ? { text, format, daily, title: dailyTitle(daily.day, daily.level, daily.size) } : { text, format };
    store.setShared(made, sharedEntry(made));
    fill(SHARED);
    showView('play', { focus: true });
  } catch (error) {
    if (location.hash !== hash) return;
    linkError(`This link to a riddle is broken: ${error.message}. Here are the riddles instead.`);
    history.replaceState(null, '', location.pathname + location.search);
    showView('start');
  }
}

// ---------------------------------------------------------------------------------------------
// Wiring: the views' events to the actions above

on('ready', (samples) => {
  if (store.entries().length === 0) {
    store.setEntries(entriesOf(samples, { daily: store.daily(), shared: store.shared(), generated: store.generated() }));
    fill();
    ui.startPlay.disabled = false;
    ui.daily.disabled = false;
    if (isSharedLink()) openLink();
    else showView(store.view());
    registerServiceWorker();
  }
  setBusy(store.running() !== null, true);
});
on('failed', loadFailed);
// Another riddle selected: the play view plays it. A setting changed: the play view follows.
store.subscribe((changed) => {
  if (changed.has('selected') && store.view() === 'play') playSelected(false);
  if (['pencil', 'autoCross', 'timer'].some((what) => changed.has(what))) settingsChanged();
});

const solveKey = (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    solve();
  }
};
ui.select.addEventListener('change', () => {
  // Another riddle chosen: the address no longer holds the one played (a reload keeps the choice).
  if (isSharedLink()) history.replaceState(null, '', location.pathname + location.search);
  selectRiddle(ui.select.value);
});
ui.json.addEventListener('input', onEdit);
ui.clues.addEventListener('input', onEdit);
ui.json.addEventListener('keydown', solveKey);
ui.clues.addEventListener('keydown', solveKey);
ui.clues.addEventListener('scroll', syncClueScroll);
const chooseTab = (format) => {
  const name = tabRiddle(format);
  if (name) selectRiddle(name);
};
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
ui.compiled.addEventListener('toggle', () => ui.compiled.open && compileLater());
ui.openCompiled.addEventListener('click', openCompiled);
ui.reset.addEventListener('click', () => {
  store.setEdit(store.selected(), null);
  selectRiddle(store.selected());
});
ui.solve.addEventListener('click', solve);
ui.cancel.addEventListener('click', cancel);
ui.newForm.addEventListener('submit', newRiddle);
ui.viewStart.addEventListener('click', () => showView('start', { focus: true }));
ui.play.addEventListener('click', () => showView('play', { focus: true }));
ui.startPlay.addEventListener('click', () => showView('play', { focus: true }));
ui.viewAuthor.addEventListener('click', () => showView('author', { focus: true }));
ui.startAuthor.addEventListener('click', () => showView('author', { focus: true }));
ui.detailed.addEventListener('change', () => {
  const shown = store.shown();
  if (!shown || store.running()) return;
  const haveSteps = shown.report.solutions.every((s) => s.steps);
  if (ui.detailed.checked && !haveSteps) {
    // Solved without steps: this page again, with them.
    if (shown.count) goToPage(Math.floor(shown.report.offset / PAGE_SIZE));
    else solve();
  } else {
    draw(shown, goToPage);
  }
});
window.addEventListener('hashchange', () => {
  if (isSharedLink()) {
    if (store.entries().length > 0) openLink();
    return;
  }
  const name = decodeURIComponent(location.hash.slice(1));
  if (name !== store.selected() && store.entries().some((e) => e.name === name)) selectRiddle(name);
});
wirePlay({
  info: (text) => ask('info', text),
  next: (text, grid) => ask('next', text, grid),
  check: (text, grid) => ask('check', text, grid),
  save: (name, kept) => store.savePlay(name, kept),
  offerBestTime: (key, ms) => store.offerBestTime(key, ms),
  introSeen: () => store.setIntroSeen(),
  pencil: (on) => store.setPencil(on),
  setting: (name, on) => store.setSetting(name, on),
  failed(failure, { opening = false } = {}) {
    if (opening) showView('author');
    showFailure(failure);
  },
});
wireGeneration();
const { level, size } = store.dailyChoice();
ui.dailyLevel.value = level;
ui.dailySize.value = String(size);
ui.daily.addEventListener('click', openToday);
wireTheme();
document.body.dataset.view = store.view();
startWorker();

/**
 * Offline: the service worker (sw.js) keeps the page and the WebAssembly for the next visits.
 * Registered once the solver is ready, when the page is idle: its copy of the wasm does not
 * compete with the worker's own first fetch.
 */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const register = () => navigator.serviceWorker.register('sw.js').catch(() => { /* no offline copy */ });
  if (window.requestIdleCallback) requestIdleCallback(register, { timeout: 2000 });
  else setTimeout(register, 500);
}

/**
 * The theme: the system's until the button is pressed, then the one chosen (kept in the store;
 * index.html applies it before the first paint).
 */
function wireTheme() {
  const system = matchMedia('(prefers-color-scheme: dark)');
  const dark = () => (store.theme() === 'system' ? system.matches : store.theme() === 'dark');
  const render = () => {
    if (store.theme() === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = store.theme();
    ui.theme.setAttribute('aria-pressed', String(dark()));
  };
  ui.theme.addEventListener('click', () => store.setTheme(dark() ? 'light' : 'dark'));
  system.addEventListener('change', render);
  store.subscribe((changed) => changed.has('theme') && render());
  render();
}

// The demo page's entry module: wires the views together and starts the solver's worker.
//
//   worker-client.js  the worker (worker.js) asked through promises; Cancel restarts it
//   store.js          the one store: the page's state, its changes, subscribe; localStorage
//   views.js          start, play and author views (body[data-view])
//   riddles.js        the selector, the JSON and clue boxes, the description and rating
//   author.js         Solve, pages, Cancel, errors, New riddle
//   generation.js     the sizes and levels New riddle makes in seconds (measured)
//   results.js        the solutions and the detailed solution
//   play.js           the player's view: clues, Hint, Check, Undo/Redo, timer, kept games,
//                     settings, solved panel, Share
//   today.js          today's riddle (daily.js: the date's seed, the share text)
//   links.js          a shared link opened (share.js: the riddle packed in the fragment)
//   print.js          the printed riddle (clues and an empty grid)
//   play-table.js     the table with pencil marks and its keyboard
//   logic-grid.js     the cross/tick grid
//   marks.js          the one state behind both (pure)
//   dom.js, ui.js     helpers and the page's elements
//
// The page only displays: parsing, compiling clues, validation, solving, generating, rating and
// the play view's answers are the library's (./pkg/gridriddle.js, loaded by the worker).

import { ui } from './ui.js';
import * as store from './store.js';
import { startWorker, on } from './worker-client.js';
import {
  buildEntries, fillSelector, selectRiddle, chooseTab, onEdit, undoEdits, openCompiled,
  showCompiledLater, syncClueScroll, connectRiddles, current, boxOf, showRating, selectPosition,
  markClueLines, generatedEntry, dailyEntry, sharedEntry,
} from './riddles.js';
import {
  solve, cancel, setBusy, newRiddle, goToPage, loadFailed, showFailure, clearError, connectAuthor,
} from './author.js';
import { draw, clearResults, PAGE_SIZE } from './results.js';
import { showView, connectViews } from './views.js';
import { wirePlay, openPlay, closePlay } from './play.js';
import { wireGeneration, updateLimits } from './generation.js';

// Loaded when first needed (not with the page: each module more delays its first render):
// today.js, links.js; play.js loads share.js, daily.js and print.js likewise.
const lazyViews = { dailyEntry, sharedEntry, fillSelector, showView };
const openToday = async () => (await import('./today.js')).openToday(lazyViews);
const openLink = async () => (await import('./links.js')).openLink(lazyViews);
/** Whether the address holds a shared riddle (share.js's SHARE_PREFIX). */
const isSharedLink = () => location.hash.startsWith('#play=');

// The views call each other only through these callbacks, and the store's listeners.
const show = (answer) => {
  store.setShown(answer);
  draw(answer, goToPage);
};
const emptyResults = (placeholder = true) => {
  store.setShown(null);
  clearResults(placeholder);
};
connectRiddles({ cancel, clearError, clearResults: emptyResults });
connectAuthor({
  show, clearResults: emptyResults, current, boxOf, showRating, showCompiledLater, selectPosition,
  markClueLines, generatedEntry, fillSelector, selectRiddle, updateLimits,
}, PAGE_SIZE);
connectViews({ openPlay, closePlay });
// Another riddle selected: the play view plays it.
store.subscribe((changed) => {
  if (changed.has('selected') && store.view() === 'play') openPlay({ focus: false });
});

on('ready', (samples) => {
  if (store.entries().length === 0) {
    buildEntries(samples);
    fillSelector();
    ui.startPlay.disabled = false;
    ui.daily.disabled = false;
    if (isSharedLink()) openLink();
    else showView(store.view());
    registerServiceWorker();
  }
  setBusy(store.running() !== null);
});
on('failed', loadFailed);
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
wirePlay({ current, showFailure, showView });
wireGeneration();
wireToday();
wireTheme();
document.body.dataset.view = store.view();
startWorker();

/** Today's riddle: the level and size last chosen, and the button. */
function wireToday() {
  const { level, size } = store.dailyChoice();
  ui.dailyLevel.value = level;
  ui.dailySize.value = String(size);
  ui.daily.addEventListener('click', openToday);
}

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
  const show = () => {
    if (store.theme() === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = store.theme();
    ui.theme.setAttribute('aria-pressed', String(dark()));
  };
  ui.theme.addEventListener('click', () => store.setTheme(dark() ? 'light' : 'dark'));
  system.addEventListener('change', show);
  store.subscribe((changed) => changed.has('theme') && show());
  show();
}

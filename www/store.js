// The one store of the page: it owns the page's state, which changes only through the functions
// below; each change is saved to localStorage (when it is kept there) and told to the listeners
// of `subscribe`. The views read it through the getters and never write it.
//
// Kept (key gridriddle.page.v1): the riddle selected, the user's edits of each riddle, the last
// generated riddle, the view (start, play, author) and the pencil-marks switch.
// For the session: `entries` the riddles of the selector ({name, format, title, text, sample,
// rating}); `running` the search or generation the user waits for; `shown` the last answer drawn
// ({report, info, ms, count, query}).
// Plays (key gridriddle.play.v2): per riddle, the game in progress (see play.js), dropped when
// the riddle's text changes.

const STORE_KEY = 'gridriddle.page.v1';
const PLAY_KEY = 'gridriddle.play.v2';

/** The selector's value for "My own grid riddle" (JSON). */
export const OWN = 'own';
/** "My own riddle in clues". */
export const OWN_CLUES = 'own.zbc';
/** The last riddle made by "New riddle". */
export const GENERATED = 'generated';

const state = loadState();
const session = { entries: [], running: null, shown: null };
const listeners = new Set();
let batchDepth = 0;
let pending = new Set();

function loadState() {
  const fresh = { selected: '', edits: {}, generated: null, lastJson: '', lastClues: '', view: 'start', pencil: true };
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (saved && typeof saved === 'object' && saved.edits && typeof saved.edits === 'object') {
      return {
        selected: String(saved.selected || ''),
        edits: saved.edits,
        generated: saved.generated && typeof saved.generated.json === 'string' ? saved.generated : null,
        lastJson: String(saved.lastJson || ''),
        lastClues: String(saved.lastClues || ''),
        view: ['start', 'play', 'author'].includes(saved.view) ? saved.view : saved.playing ? 'play' : 'start',
        pencil: saved.pencil !== false,
      };
    }
  } catch { /* no storage (private mode, file://) or a damaged entry: start afresh */ }
  return fresh;
}

function save() {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch { /* storage full or unavailable: the edits last until the tab closes */ }
}

// ---------------------------------------------------------------------------------------------
// Listening

/**
 * Calls `listener(changed)` after each change, `changed` the Set of what changed ('selected',
 * 'edits', 'generated', 'view', 'pencil', 'entries', 'running', 'shown'); returns the function
 * that stops it. Changes made inside `batch` are told once, when it ends.
 */
export function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work`, then tells the listeners of every change it made, once. */
export function batch(work) {
  batchDepth++;
  try {
    return work();
  } finally {
    batchDepth--;
    if (batchDepth === 0) flush();
  }
}

function changed(what, persist) {
  if (persist) save();
  pending.add(what);
  if (batchDepth === 0) flush();
}

function flush() {
  if (pending.size === 0) return;
  const told = pending;
  pending = new Set();
  for (const listener of [...listeners]) listener(told);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The name of the riddle selected. */
export const selected = () => state.selected;
/** The view shown: 'start', 'play' or 'author'. */
export const view = () => state.view;
/** Whether the play view's table shows pencil marks. */
export const pencil = () => state.pencil;
/** The user's text of riddle `name`, or undefined when it is not edited. */
export const editOf = (name) => (Object.hasOwn(state.edits, name) ? state.edits[name] : undefined);
/** Whether the user edited riddle `name`. */
export const isEdited = (name) => Object.hasOwn(state.edits, name);
/** The last riddle made by New riddle: {json, rating, seed}, or null. */
export const generated = () => state.generated;
/** The riddle of `format` ('json' or 'zbc') last selected. */
export const lastOf = (format) => (format === 'zbc' ? state.lastClues : state.lastJson);
/** The riddles of the selector, in order. */
export const entries = () => session.entries;
/** The search or generation the user waits for, or null. */
export const running = () => session.running;
/** The last answer drawn, or null. */
export const shown = () => session.shown;

/** The entry of the selector named `name`, or my own JSON riddle. */
export function entryOf(name) {
  return session.entries.find((e) => e.name === name) || session.entries.find((e) => e.name === OWN);
}

// ---------------------------------------------------------------------------------------------
// Changing

/** Selects riddle `name` (an entry of the selector). */
export function select(name) {
  state.selected = name;
  const entry = session.entries.length > 0 ? entryOf(name) : null;
  if (entry?.format === 'zbc') state.lastClues = entry.name;
  else if (entry) state.lastJson = entry.name;
  changed('selected', true);
}

/** Keeps `text` as the user's text of riddle `name`; `null`: drops the user's edits. */
export function setEdit(name, text) {
  if (text === null) delete state.edits[name];
  else state.edits[name] = text;
  changed('edits', true);
}

export function setView(view) {
  state.view = view;
  changed('view', true);
}

export function setPencil(on) {
  state.pencil = Boolean(on);
  changed('pencil', true);
}

/** The riddles of the selector. */
export function setEntries(list) {
  session.entries = [...list];
  changed('entries', false);
}

/**
 * A riddle made by New riddle: kept as the generated one (its edits dropped), its entry
 * (`entry`) put in the selector before my own riddles.
 */
export function setGenerated(made, entry) {
  batch(() => {
    state.generated = made;
    delete state.edits[GENERATED];
    changed('generated', true);
    const list = session.entries.filter((e) => e.name !== GENERATED);
    list.splice(list.findIndex((e) => e.name === OWN), 0, entry);
    setEntries(list);
  });
}

export function setRunning(run) {
  session.running = run;
  changed('running', false);
}

export function setShown(answer) {
  session.shown = answer;
  changed('shown', false);
}

// ---------------------------------------------------------------------------------------------
// The games of the play view (their own key; play.js owns their shape)

/** Every game kept: {riddle name: game}. */
export function loadPlays() {
  try {
    const saved = JSON.parse(localStorage.getItem(PLAY_KEY));
    if (saved && typeof saved === 'object') return saved;
  } catch { /* nothing kept */ }
  return {};
}

export function savePlay(name, game) {
  const plays = loadPlays();
  plays[name] = game;
  try {
    localStorage.setItem(PLAY_KEY, JSON.stringify(plays));
  } catch { /* storage full or unavailable */ }
}

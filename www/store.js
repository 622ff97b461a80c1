// The one store of the page: it owns the page's state, which changes only through the functions
// below; each change is saved to localStorage (when it is kept there) and told to the listeners
// of `subscribe`. The views read it through the getters and never write it.
//
// Kept (key gridriddle.page.v1): the riddle selected, the user's edits of each riddle, the last
// generated riddle, today's riddle (with its date, size and level) and the last shared riddle
// opened, the view (start, play, author), the settings (pencil marks, off until turned on;
// automatic crosses, timer),
// the theme ('system', 'light' or 'dark'), and whether the play view's introduction was seen.
// For the session: `entries` the riddles of the selector ({name, format, title, text, sample,
// rating}); `running` the search or generation the user waits for; `shown` the last answer drawn
// ({report, info, ms, count, query}).
// Plays (key gridriddle.play.v2): per riddle, the game in progress (see play.js), dropped when
// the riddle's text changes. Best times (key gridriddle.best.v1): per riddle text, the shortest
// time it was solved in.

const STORE_KEY = 'gridriddle.page.v1';
const PLAY_KEY = 'gridriddle.play.v2';
const BEST_KEY = 'gridriddle.best.v1';

/** The selector's value for "My own grid riddle" (JSON). */
export const OWN = 'own';
/** "My own riddle in clues". */
export const OWN_CLUES = 'own.zbc';
/** The last riddle made by "New riddle". */
export const GENERATED = 'generated';
/** Today's riddle. */
export const DAILY = 'daily';
/** The riddle of a shared link. */
export const SHARED = 'shared';
/** The levels and sizes of today's riddle (daily.js's DAILY_LEVELS and DAILY_SIZES). */
const LEVELS = ['easy', 'medium', 'hard', 'expert'];
const SIZES = [5, 6];

const state = loadState();
const session = { entries: [], running: null, shown: null };
const listeners = new Set();
let batchDepth = 0;
let pending = new Set();

function loadState() {
  const fresh = {
    selected: '', edits: {}, generated: null, daily: null, shared: null, lastJson: '', lastClues: '', view: 'start',
    pencilOn: false, autoCross: true, timer: true, theme: 'system', introSeen: false, dailyLevel: 'medium', dailySize: 5,
  };
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY));
    if (saved && typeof saved === 'object' && saved.edits && typeof saved.edits === 'object') {
      return {
        daily: saved.daily && typeof saved.daily.json === 'string' && typeof saved.daily.day === 'string' ? saved.daily : null,
        shared: saved.shared && typeof saved.shared.text === 'string' ? saved.shared : null,
        autoCross: saved.autoCross !== false,
        timer: saved.timer !== false,
        theme: ['light', 'dark'].includes(saved.theme) ? saved.theme : 'system',
        introSeen: saved.introSeen === true,
        dailyLevel: LEVELS.includes(saved.dailyLevel) ? saved.dailyLevel : 'medium',
        dailySize: SIZES.includes(saved.dailySize) ? saved.dailySize : 5,
        selected: String(saved.selected || ''),
        edits: saved.edits,
        generated: saved.generated && typeof saved.generated.json === 'string' ? saved.generated : null,
        lastJson: String(saved.lastJson || ''),
        lastClues: String(saved.lastClues || ''),
        view: ['start', 'play', 'author'].includes(saved.view) ? saved.view : saved.playing ? 'play' : 'start',
        // Off until the player turns them on (`pencil`, on by default before, is not read).
        pencilOn: saved.pencilOn === true,
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
 * 'edits', 'generated', 'daily', 'shared', 'view', 'pencil', 'autoCross', 'timer', 'theme',
 * 'introSeen', 'dailyChoice', 'entries', 'running', 'shown'); returns the function
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
export const pencil = () => state.pencilOn;
/** Whether the cross/tick grid shows the crosses that follow from ticks and values. */
export const autoCross = () => state.autoCross;
/** Whether the play view shows its timer. */
export const timer = () => state.timer;
/** The theme chosen: 'system' (the system's), 'light' or 'dark'. */
export const theme = () => state.theme;
/** Whether the play view's introduction was seen (it is then folded). */
export const introSeen = () => state.introSeen;
/** Today's riddle as last made: {day, size, level, json, rating}, or null. */
export const daily = () => state.daily;
/** The level and size chosen for today's riddle. */
export const dailyChoice = () => ({ level: state.dailyLevel, size: state.dailySize });
/** The riddle of the last shared link opened: {text, format}, or null. */
export const shared = () => state.shared;
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
  state.pencilOn = Boolean(on);
  changed('pencil', true);
}

/** Switches the automatic crosses ('autoCross') or the timer ('timer') on or off. */
export function setSetting(name, on) {
  if (name !== 'autoCross' && name !== 'timer') throw new Error(`no setting ${name}`);
  state[name] = Boolean(on);
  changed(name, true);
}

export function setTheme(theme) {
  state.theme = ['light', 'dark'].includes(theme) ? theme : 'system';
  changed('theme', true);
}

export function setIntroSeen() {
  if (state.introSeen) return;
  state.introSeen = true;
  changed('introSeen', true);
}

export function setDailyChoice(level, size) {
  if (LEVELS.includes(level)) state.dailyLevel = level;
  if (SIZES.includes(size)) state.dailySize = size;
  changed('dailyChoice', true);
}

/** Puts `entry` in the selector before my own riddles (replacing the one of its name). */
function putEntry(entry) {
  const list = session.entries.filter((e) => e.name !== entry.name);
  list.splice(list.findIndex((e) => e.name === OWN), 0, entry);
  setEntries(list);
}

/** Today's riddle made ({day, size, level, json, rating}), its entry put in the selector. */
export function setDaily(made, entry) {
  batch(() => {
    state.daily = made;
    delete state.edits[DAILY];
    changed('daily', true);
    putEntry(entry);
  });
}

/** The riddle of a shared link ({text, format}), its entry put in the selector. */
export function setShared(made, entry) {
  batch(() => {
    state.shared = made;
    delete state.edits[SHARED];
    changed('shared', true);
    putEntry(entry);
  });
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
    putEntry(entry);
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

// ---------------------------------------------------------------------------------------------
// Best times: per riddle (`key`, a hash of its text), the shortest solve in ms

export function bestTime(key) {
  try {
    const saved = JSON.parse(localStorage.getItem(BEST_KEY));
    const ms = saved && typeof saved === 'object' ? saved[key] : undefined;
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
}

/** Keeps `ms` as riddle `key`'s best time if it beats the one kept; returns whether it did. */
export function offerBestTime(key, ms) {
  let saved = {};
  try {
    const kept = JSON.parse(localStorage.getItem(BEST_KEY));
    if (kept && typeof kept === 'object') saved = kept;
  } catch { /* nothing kept */ }
  if (Number.isFinite(saved[key]) && saved[key] <= ms) return false;
  saved[key] = ms;
  try {
    localStorage.setItem(BEST_KEY, JSON.stringify(saved));
  } catch { /* storage full or unavailable */ }
  return true;
}

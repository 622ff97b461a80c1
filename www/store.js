// What the page keeps in localStorage, and the page-wide state the views share.
//
// `state` (key gridriddle.page.v1): the riddle selected, the user's edits of each riddle, the
// last generated riddle, the view (start, play, author) and the pencil-marks switch.
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

export const state = loadState();

/**
 * The page's shared state: `entries` the riddles of the selector ({name, format, title, text,
 * sample, rating}); `running` the search or generation the user waits for; `shown` the last
 * answer drawn ({report, info, ms, count, query}).
 */
export const page = { entries: [], running: null, shown: null };

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

export function saveState() {
  const entry = page.entries.length > 0 ? entryOf(state.selected) : null;
  if (entry?.format === 'zbc') state.lastClues = entry.name;
  else if (entry) state.lastJson = entry.name;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch { /* storage full or unavailable: the edits last until the tab closes */ }
}

/** The entry of the selector named `name`, or my own JSON riddle. */
export function entryOf(name) {
  return page.entries.find((e) => e.name === name) || page.entries.find((e) => e.name === OWN);
}

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

// The riddles: the selector (samples, the generated riddle, my own two), the JSON box and the
// clue box with its line numbers and error marks, the description, the rating, the compiled JSON.
// What selecting a riddle does to the other views comes in through `connectRiddles` (app.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { OWN, OWN_CLUES, GENERATED, DAILY, SHARED } from './store.js';
import { ask } from './worker-client.js';
import { el, parseLoosely, str } from './dom.js';

/** What the other views do when a riddle is selected or edited: set by app.js. */
const hooks = {
  /** Stops the search or generation running. */
  cancel() {},
  /** Takes the error shown away. */
  clearError() {},
  /** Empties the results. */
  clearResults() {},
};

/** Sets the callbacks of `hooks` (cancel, clearError, clearResults). */
export function connectRiddles(callbacks) {
  Object.assign(hooks, callbacks);
}

export const TEMPLATE = `{
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

export const CLUES_TEMPLATE = `"My own riddle in clues: Ann, Bob and Cleo live in three houses in a row.
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

/** The selected riddle: its entry and the text in its box. */
export function current() {
  const entry = store.entryOf(store.selected());
  return { entry, text: boxOf(entry.format).value, format: entry.format };
}

/** Puts the caret of a box at a 1-based line and column. */
export function selectPosition(box, line, column) {
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

export function drawGutter() {
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

export function markClueLines(errors) {
  clueErrorLines = new Map();
  for (const e of errors) clueErrorLines.set(e.line, [...(clueErrorLines.get(e.line) || []), e.message]);
  drawGutter();
}

/** The gutter and the line marks follow the box's scrolling. */
export function syncClueScroll() {
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
// The selector, the description and the rating

export function buildEntries(samples) {
  const entries = samples.map((s) => ({
    name: s.name,
    format: s.format,
    title: s.title || s.name,
    text: s.text,
    sample: s,
  }));
  if (store.daily()) entries.push(dailyEntry(store.daily()));
  if (store.shared()) entries.push(sharedEntry(store.shared()));
  if (store.generated()) entries.push(generatedEntry(store.generated()));
  entries.push({ name: OWN, format: 'json', title: 'My own grid riddle', text: TEMPLATE });
  entries.push({ name: OWN_CLUES, format: 'zbc', title: 'My own riddle in clues', text: CLUES_TEMPLATE });
  store.setEntries(entries);
}

export function generatedEntry(generated) {
  const title = parseLoosely(generated.json)?.title || 'A generated riddle';
  return { name: GENERATED, format: 'json', title: `New: ${title}`, text: generated.json, rating: generated.rating };
}

/** The entry of today's riddle ({day, size, level, json, rating}). */
export function dailyEntry(made) {
  const { day, size, level } = made;
  return {
    name: DAILY, format: 'json', title: `Today's riddle: ${day}, ${level} ${size}×${size}`, text: made.json,
    rating: made.rating, daily: { day, size, level },
  };
}

/** The entry of a shared link's riddle ({text, format}). */
export function sharedEntry(made) {
  const title = made.format === 'json' ? parseLoosely(made.text)?.title : null;
  return { name: SHARED, format: made.format, title: `Shared: ${title || 'a riddle'}`, text: made.text };
}

/** Fills the selector and selects `wanted` (else the riddle of the address, else the last one). */
export function fillSelector(wanted = null) {
  const entries = store.entries();
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
  const name = [wanted, hash, store.selected()].find((n) => n && entries.some((e) => e.name === n));
  selectRiddle(name || (entries[0] ? entries[0].name : OWN));
}

export function boxOf(format) {
  return format === 'zbc' ? ui.clues : ui.json;
}

function pristineText(name) {
  return store.entryOf(name).text;
}

/** Selects riddle `name`: its box, description and rating; the listeners hear of it at the end. */
export function selectRiddle(name) {
  store.batch(() => {
    if (store.running()) hooks.cancel();
    const entry = store.entryOf(name);
    store.select(entry.name);
    ui.select.value = entry.name;
    showTab(entry.format);
    boxOf(entry.format).value = store.editOf(entry.name) ?? entry.text;
    if (entry.format === 'zbc') drawGutter();
    ui.reset.disabled = !store.isEdited(entry.name);
    ui.compiledJson.textContent = '';
    hooks.clearError();
    hooks.clearResults();
    ui.rating.hidden = true;
    describe();
    if (entry.rating) showRating(entry.rating);
    else if (entry.sample || entry.name === GENERATED || entry.name === SHARED) rateCurrent();
    if (ui.compiled.open) showCompiledLater();
  });
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
 * A tab chosen: the riddle of that format last selected, else my own riddle of that format (never
 * a sample, whose text the user would then type over). Each box keeps its own riddle, so the JSON
 * box and the clue box can be switched back and forth.
 */
export function chooseTab(format) {
  if (store.entryOf(store.selected()).format === format) return;
  const last = store.lastOf(format);
  const own = format === 'zbc' ? OWN_CLUES : OWN;
  selectRiddle(store.entries().some((e) => e.name === last && e.format === format) ? last : own);
}

let describeSeq = 0;
/** Title, description and hints in words: from the JSON box, or from the compiled clues. */
export function describe() {
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

function showDescription(riddle, entry) {
  const hints = Array.isArray(riddle.hintTexts) ? riddle.hintTexts.map(str) : [];
  ui.title.textContent = str(riddle.title) || entry.title;
  ui.text.textContent = hints.length > 0 ? withoutClues(str(riddle.description)) : str(riddle.description);
  ui.text.hidden = !ui.text.textContent;
  ui.playDescription.textContent = ui.text.textContent;
  ui.hints.replaceChildren(...hints.map((h) => el('li', { textContent: h })));
  ui.hintsHeading.hidden = hints.length === 0;
}

/**
 * A description without the list of clues some descriptions end with ("Clues:" and numbered
 * lines): the clues are listed once, from the riddle's hint texts.
 */
export function withoutClues(description) {
  const lines = description.split('\n');
  const start = lines.findIndex((line) => /^\s*(clues|hints)\s*:?\s*$/i.test(line));
  const kept = start >= 0 ? lines.slice(0, start) : lines.filter((line) => !/^\s*\d+\.\s/.test(line));
  return kept.join('\n').trim();
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

export function showRating(rating) {
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
export function rateCurrent() {
  const seq = ++rateSeq;
  const name = store.selected();
  ask('rate', current().text).then(
    ({ result }) => seq === rateSeq && store.selected() === name && showRating(result),
    () => { /* an invalid riddle: its error shows when solving */ },
  );
}

/** Fills "The riddle as JSON, compiled from the clues" (when it is open, or after a solve). */
let compileSeq = 0;
export function showCompiledLater() {
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

export function openCompiled() {
  const json = ui.compiledJson.textContent;
  if (!parseLoosely(json)) return;
  store.setEdit(OWN, json);
  selectRiddle(OWN);
}

let describeTimer = 0;
export function onEdit(event) {
  const entry = store.entryOf(store.selected());
  const box = event.target;
  if (box !== boxOf(entry.format)) return;
  store.setEdit(entry.name, box.value === pristineText(entry.name) ? null : box.value);
  ui.reset.disabled = !store.isEdited(entry.name);
  if (box === ui.clues) {
    if (clueErrorLines.size > 0) hooks.clearError();
    else drawGutter();
  }
  clearTimeout(describeTimer);
  describeTimer = setTimeout(() => {
    describe();
    if (ui.compiled.open) showCompiledLater();
  }, 300);
}

export function undoEdits() {
  store.setEdit(store.selected(), null);
  selectRiddle(store.selected());
}


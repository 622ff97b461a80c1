// The riddles' view: the selector (samples, the generated riddle, today's, a shared one, my own
// two), the JSON box and the clue box with its line numbers and error marks, the description, the
// rating, the compiled JSON. It draws what it is given and reads the store; selecting, editing,
// describing and rating are the controller's (controller.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { OWN, OWN_CLUES, GENERATED, DAILY, SHARED } from './store.js';
import { el, parseLoosely, str } from './dom.js';

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

/** The selector's entries: the samples, the riddles made here (`kept`: the store's), my own two. */
export function entriesOf(samples, kept) {
  const entries = samples.map((s) => ({
    name: s.name,
    format: s.format,
    title: s.title || s.name,
    text: s.text,
    sample: s,
  }));
  if (kept.daily) entries.push(dailyEntry(kept.daily));
  if (kept.shared) entries.push(sharedEntry(kept.shared));
  if (kept.generated) entries.push(generatedEntry(kept.generated));
  entries.push({ name: OWN, format: 'json', title: 'My own grid riddle', text: TEMPLATE });
  entries.push({ name: OWN_CLUES, format: 'zbc', title: 'My own riddle in clues', text: CLUES_TEMPLATE });
  return entries;
}

export function generatedEntry(generated) {
  const title = parseLoosely(generated.json)?.title || 'A generated riddle';
  return { name: GENERATED, format: 'json', title: `New: ${title}`, text: generated.json, rating: generated.rating };
}

/** The entry of today's riddle ({day, size, level, json, rating}). */
export function dailyEntry(made) {
  const { day, size, level } = made;
  // The title (daily.js's dailyTitle: "Monday 7 December: a medium riddle") is made with the
  // riddle; one kept from before it was: the date and level, never the generator's seed.
  return {
    name: DAILY, format: 'json', title: made.title || `Riddle of ${day}: ${level}`, text: made.json,
    rating: made.rating, daily: { day, size, level },
  };
}

/**
 * The entry of a shared link's riddle ({text, format}, and {daily, title} when the link names the
 * day of today's riddle: it is then titled and scored as that day's riddle).
 */
export function sharedEntry(made) {
  if (made.daily && made.title) {
    return { name: SHARED, format: made.format, title: made.title, text: made.text, daily: made.daily };
  }
  const title = made.format === 'json' ? parseLoosely(made.text)?.title : null;
  return { name: SHARED, format: made.format, title: `Shared: ${title || 'a riddle'}`, text: made.text };
}

/**
 * Fills the selector with `entries`; returns the name to select: `wanted`, else the riddle of the
 * address, else the one selected before, else the first.
 */
export function fillSelector(entries, wanted = null) {
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
  return name || (entries[0] ? entries[0].name : OWN);
}

export function boxOf(format) {
  return format === 'zbc' ? ui.clues : ui.json;
}

/** Shows riddle `entry` selected: in the selector, its box (the user's `text`), no rating yet. */
export function showSelected(entry, text, edited) {
  ui.select.value = entry.name;
  showTab(entry.format);
  boxOf(entry.format).value = text;
  if (entry.format === 'zbc') drawGutter();
  ui.reset.disabled = !edited;
  ui.compiledJson.textContent = '';
  ui.rating.hidden = true;
}

/** Whether the library rates `entry` when selected (a riddle not typed by the user). */
export const rated = (entry) => Boolean(entry.sample) || entry.name === GENERATED || entry.name === SHARED;

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
 * The riddle a tab opens: the riddle of that format last selected, else my own riddle of that
 * format (never a sample, whose text the user would then type over); null when it shows already.
 * Each box keeps its own riddle, so the JSON box and the clue box can be switched back and forth.
 */
export function tabRiddle(format) {
  if (store.entryOf(store.selected()).format === format) return null;
  const last = store.lastOf(format);
  const own = format === 'zbc' ? OWN_CLUES : OWN;
  return store.entries().some((e) => e.name === last && e.format === format) ? last : own;
}

/** Title, description and hints in words of `riddle` (the JSON read, or riddle_info's answer). */
export function showDescription(riddle, entry) {
  const hints = Array.isArray(riddle.hintTexts) ? riddle.hintTexts.map(str) : [];
  // A day's riddle: its own title (the JSON's names the generator's seed).
  ui.title.textContent = entry.daily ? entry.title : str(riddle.title) || entry.title;
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

/** The compiled JSON of the clue box (or the clues' errors) in "The riddle as JSON". */
export function showCompiled(text) {
  ui.compiledJson.textContent = text;
}

/** The box edited: Undo my edits offered when `edited`; the clue box's gutter follows it. */
export function showEdited(box, edited) {
  ui.reset.disabled = !edited;
  if (box === ui.clues && clueErrorLines.size === 0) drawGutter();
}

/** Whether the clue box has lines marked with errors. */
export const hasClueErrors = () => clueErrorLines.size > 0;

// The play view's clue list, its message line and its solved panel: drawn from their arguments
// (the riddle's info, the clues struck and highlighted, the words to say, the game solved), the
// press of a clue handed to `onToggle`.

import { ui } from './ui.js';
import { el, clock } from './dom.js';

/** The clues of `info`, numbered, each a toggle button; `onToggle(i)` when clue `i` is pressed. */
export function drawClueList(info, onToggle) {
  const texts = info.hintTexts || [];
  const n = Math.max(texts.length, Array.isArray(info.hints) ? info.hints.length : 0);
  ui.clueList.replaceChildren(...Array.from({ length: n }, (_, i) => {
    const button = el('button', { type: 'button', className: 'clue' }, [
      el('span', { className: 'clue-number', textContent: `${i + 1}.` }), ' ',
      el('span', { className: 'clue-text', textContent: texts[i] || `Clue ${i + 1} (the riddle gives no words for it)` }),
    ]);
    button.dataset.testid = 'clue';
    button.dataset.index = i;
    button.addEventListener('click', () => onToggle(i));
    return el('li', {}, [button]);
  }));
}

/** Marks the clues struck through (`struck`, a Set) and those a hint used (`highlighted`). */
export function drawClueStates(struck, highlighted) {
  for (const button of ui.clueList.querySelectorAll('button.clue')) {
    const i = Number(button.dataset.index);
    button.setAttribute('aria-pressed', String(struck.has(i)));
    button.dataset.highlighted = String(highlighted.includes(i));
  }
}

/**
 * Brings clue `i` into view: within the clue pane where it scrolls by itself (a wide screen),
 * else by scrolling the page (a phone, where the board stays on top).
 */
export function showClue(i) {
  const button = ui.clueList.querySelector(`button[data-index="${i}"]`);
  const pane = ui.clueList.closest('.clues-pane');
  if (!button || !pane) return;
  if (getComputedStyle(pane).overflowY === 'auto') {
    const top = button.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    if (top < pane.scrollTop || top + button.offsetHeight > pane.scrollTop + pane.clientHeight) {
      pane.scrollTop = Math.max(0, top - pane.clientHeight / 3);
    }
  } else {
    button.scrollIntoView({ block: 'nearest' });
  }
}

/** Writes a message above the grid; `details`: the solver's own sentence, folded. */
export function say(text, details = '') {
  const parts = [el('span', { textContent: text })];
  if (details) {
    parts.push(' ', el('details', { className: 'solver-words' }, [
      el('summary', { textContent: 'The solver’s words' }), el('p', { textContent: details }),
    ]));
  }
  ui.playMessage.replaceChildren(...parts);
}

/**
 * The solved panel of `game`: the time, the hints and checks used, the best time (`best`, ms or
 * null); for a day's riddle the share text (`shareText`, daily.js's, once loaded).
 */
export function drawSolved(game, best, shareText) {
  ui.solvedPanel.hidden = !game.solved;
  if (!game.solved) return;
  const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  ui.solvedCounts.textContent = `Solved in ${clock(game.elapsed)} with ${count(game.hints, 'hint')} and ${count(game.checks, 'check')}.`;
  ui.bestTime.textContent = best === null ? '' : game.best?.isNew ? `A new best time for this riddle: ${clock(best)}.`
    : `Your best time for this riddle: ${clock(best)}.`;
  ui.shareBox.hidden = !game.daily || !shareText;
  if (game.daily && shareText) {
    ui.shareText.textContent = shareText({ ...game.daily, ms: game.elapsed, hints: game.hints, checks: game.checks });
  }
}

/** Copies today's share text (or selects it, when the clipboard cannot be written). */
export async function copyResult() {
  const text = ui.shareText.textContent;
  try {
    await navigator.clipboard.writeText(text);
    ui.shareResult.textContent = 'Copied';
  } catch {
    getSelection().selectAllChildren(ui.shareText);
    ui.shareResult.textContent = 'Selected: copy it';
  }
  setTimeout(() => { ui.shareResult.textContent = 'Copy the result'; }, 3000);
}

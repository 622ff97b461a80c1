// The page's three views: the start (the riddles, the selected one described, Play and Write and
// solve), play (the player's view: play.js) and the author's (editor, Solve, results). The view
// is kept in localStorage; body[data-view] shows the sections of the view (see style.css).

import { ui } from './ui.js';
import { state, saveState } from './store.js';
import { openPlay, closePlay } from './play.js';

const VIEWS = { start: ui.viewStart, play: ui.play, author: ui.viewAuthor };

export const currentView = () => state.view;

/** Shows `view`; `focus`: moves the focus to the view's main control. */
export function showView(view, { focus = false } = {}) {
  const was = state.view;
  state.view = view;
  saveState();
  document.body.dataset.view = view;
  for (const [name, button] of Object.entries(VIEWS)) button.setAttribute('aria-pressed', String(name === view));
  ui.playPanel.hidden = view !== 'play';
  if (view === 'play') openPlay({ focus });
  else if (was === 'play') closePlay();
  if (focus && view === 'author') ui.solve.focus({ preventScroll: true });
  if (focus && view === 'start') ui.startPlay.focus({ preventScroll: true });
}

/** Another riddle selected, or its text edited: the play view plays it. */
export function riddleChanged() {
  if (state.view === 'play') openPlay({ focus: false });
}

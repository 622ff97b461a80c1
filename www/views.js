// The page's three views: the start (the riddles, the selected one described, Play and Write and
// solve), play (the player's view: play.js) and the author's (editor, Solve, results).
// body[data-view] shows the sections of the view (see style.css). The view is kept in the store
// by the controller (controller.js), which also opens and closes the play view.

import { ui } from './ui.js';

const VIEWS = { start: ui.viewStart, play: ui.play, author: ui.viewAuthor };

/** Shows `view`; `focus`: moves the focus to the view's main control (the play view's is play.js's). */
export function renderView(view, { focus = false } = {}) {
  document.body.dataset.view = view;
  for (const [name, button] of Object.entries(VIEWS)) button.setAttribute('aria-pressed', String(name === view));
  ui.playPanel.hidden = view !== 'play';
  if (focus && view === 'author') ui.solve.focus({ preventScroll: true });
  if (focus && view === 'start') ui.startPlay.focus({ preventScroll: true });
}

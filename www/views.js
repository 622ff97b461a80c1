// The page's three views: the start (the riddles, the selected one described, Play and Write and
// solve), play (the player's view: play.js) and the author's (editor, Solve, results). The view
// is kept in the store; body[data-view] shows the sections of the view (see style.css). Opening
// and closing the play view are callbacks (`connectViews`, app.js).

import { ui } from './ui.js';
import * as store from './store.js';

const VIEWS = { start: ui.viewStart, play: ui.play, author: ui.viewAuthor };

/** What entering and leaving the play view do: set by app.js. */
const hooks = { openPlay() {}, closePlay() {} };

/** Sets the callbacks `openPlay({focus})` and `closePlay()`. */
export function connectViews(callbacks) {
  Object.assign(hooks, callbacks);
}

/** Shows `view`; `focus`: moves the focus to the view's main control. */
export function showView(view, { focus = false } = {}) {
  const was = store.view();
  store.setView(view);
  document.body.dataset.view = view;
  for (const [name, button] of Object.entries(VIEWS)) button.setAttribute('aria-pressed', String(name === view));
  ui.playPanel.hidden = view !== 'play';
  if (view === 'play') hooks.openPlay({ focus });
  else if (was === 'play') hooks.closePlay();
  if (focus && view === 'author') ui.solve.focus({ preventScroll: true });
  if (focus && view === 'start') ui.startPlay.focus({ preventScroll: true });
}

// Opening a shared link: the riddle packed in the address's fragment (`#play=…`, share.js) is
// unpacked, read by the library (riddle_info), put in the selector as the shared riddle and
// played. A broken link (cut short, not a riddle) says so and opens the start view. The other
// views' functions come in through `connectLinks` (app.js).

import { ui } from './ui.js';
import * as store from './store.js';
import { SHARED } from './store.js';
import { ask } from './worker-client.js';
import { SHARE_PREFIX, unpackRiddle } from './share.js';

const views = {
  sharedEntry: () => null,
  fillSelector() {},
  showView() {},
};

/** Sets the functions of `views` (sharedEntry, fillSelector, showView). */
export function connectLinks(callbacks) {
  Object.assign(views, callbacks);
}

/** Whether the address holds a shared riddle. */
export const isSharedLink = () => location.hash.startsWith(SHARE_PREFIX);

/**
 * Opens the riddle of the address (after the worker is ready); a broken link says why. `views`:
 * the functions of the other views it calls ({sharedEntry(made), fillSelector(name), showView(view)}).
 */
export async function openLink(views) {
  ui.linkError.hidden = true;
  if (!location.hash.startsWith(SHARE_PREFIX)) return false;
  const hash = location.hash;
  let text;
  try {
    text = await unpackRiddle(hash);
    const format = text.trimStart().startsWith('{') ? 'json' : 'zbc';
    await ask('info', text).catch((failure) => {
      const why = failure.invalid ? failure.invalid.message.split('\n')[0] : failure.crashed || 'the solver failed';
      throw new Error(`it is not a riddle the page can read (${why})`);
    });
    if (location.hash !== hash) return false;
    store.setShared({ text, format }, views.sharedEntry({ text, format }));
    views.fillSelector(SHARED);
    views.showView('play', { focus: true });
    return true;
  } catch (error) {
    if (location.hash !== hash) return false;
    ui.linkError.textContent = `This link to a riddle is broken: ${error.message}. Here are the riddles instead.`;
    ui.linkError.hidden = false;
    history.replaceState(null, '', location.pathname + location.search);
    views.showView('start', { focus: false });
    return false;
  }
}

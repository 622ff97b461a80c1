// Today's riddle (`daily`): made by the library's seeded generator from today's date in this
// browser, the level and the size chosen (daily.js), so everyone gets the same riddle on the
// same date; kept in the store until the date, level or size changes, then played. Loaded when
// the button is first pressed (app.js), not with the page; the other views' functions come in as
// the argument of `openToday`.

import { ui } from './ui.js';
import * as store from './store.js';
import { DAILY } from './store.js';
import { ask, isReady } from './worker-client.js';
import { dateKey, dailyOptions } from './daily.js';

const views = {
  /** The selector's entry of a made daily riddle. */
  dailyEntry: () => null,
  fillSelector() {},
  showView() {},
};

/** Sets the functions of `views` (dailyEntry, fillSelector, showView). */
export function connectToday(callbacks) {
  Object.assign(views, callbacks);
}

/**
 * Opens today's riddle in the level and size chosen: made once a day, then kept. `views`: the
 * functions of the other views it calls ({dailyEntry(made), fillSelector(name), showView(view)}).
 */
export async function openToday(views) {
  if (!isReady()) return;
  const day = dateKey(new Date());
  const level = ui.dailyLevel.value;
  const size = Number(ui.dailySize.value);
  store.setDailyChoice(level, size);
  let made = store.daily();
  if (!made || made.day !== day || made.level !== level || made.size !== size) {
    ui.daily.disabled = true;
    ui.daily.textContent = 'Making today\'s riddle…';
    try {
      const { result } = await ask('generate', dailyOptions(day, size, level));
      made = { day, size, level, json: result.json, rating: result.rating };
    } catch (failure) {
      const why = failure.invalid?.message || failure.crashed || 'the solver stopped';
      ui.linkError.textContent = `Today's riddle could not be made: ${why}.`;
      ui.linkError.hidden = false;
      return;
    } finally {
      ui.daily.disabled = false;
      ui.daily.textContent = 'Play today\'s riddle';
    }
    store.setDaily(made, views.dailyEntry(made));
  }
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  views.fillSelector(DAILY);
  views.showView('play', { focus: true });
}

// The page's side of the solver's worker (worker.js): starts it, asks it, restarts it when a
// search is cancelled or the module crashed. Every call is a promise.

let worker = null;
let ready = false;
let nextId = 1;
const pending = new Map(); // id → {resolve, reject}
const listeners = { ready: [], failed: [] };

/** `on('ready', (samples) => …)` once the module is loaded; `on('failed', (why) => …)`. */
export function on(event, listener) {
  listeners[event].push(listener);
}

export const isReady = () => ready;

/** Starts the worker, or takes over the one index.html started early (and what it said). */
export function startWorker() {
  ready = false;
  const early = window.gridriddleEarly;
  window.gridriddleEarly = null;
  worker = early ? early.worker : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => onMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    failed(event.message || 'the worker script could not be loaded');
  };
  if (early) {
    for (const message of early.messages) onMessage(message);
    if (early.error) failed(early.error);
  }
}

function failed(why) {
  ready = false;
  for (const listener of listeners.failed) listener(why);
}

/** Ends the worker (and whatever it was doing) and starts a fresh one. */
export function restartWorker() {
  worker.terminate();
  for (const { reject } of pending.values()) reject({ cancelled: true });
  pending.clear();
  startWorker();
}

/**
 * Asks the worker for `type` with `args`: resolves to {result, ms}; rejects with {invalid: error}
 * (a riddle, clue or option error), {crashed: message} or {cancelled: true}.
 */
export function ask(type, ...args) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ type, id, args });
  });
}

function onMessage(message) {
  const waiting = pending.get(message.id);
  switch (message.type) {
    case 'ready':
      ready = true;
      for (const listener of listeners.ready) listener(message.samples);
      break;
    case 'load-failed':
      ready = false;
      for (const listener of listeners.failed) listener(message.message);
      break;
    case 'done':
      pending.delete(message.id);
      waiting?.resolve({ result: message.result, ms: message.ms });
      break;
    case 'invalid':
      pending.delete(message.id);
      waiting?.reject({ invalid: message.error });
      break;
    case 'crashed':
      pending.delete(message.id);
      waiting?.reject({ crashed: message.message });
      restartWorker();
      break;
  }
}

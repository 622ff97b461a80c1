// The solver's thread: loads the WebAssembly module and solves what the page sends, so that a
// long search never freezes the page. The page cancels a search by terminating this worker.
//
// In:  {type: 'solve', id, riddle: string, options: {maxSolutions, maxNodes, steps}}
// Out: {type: 'ready', samples} once loaded, or {type: 'load-failed', message};
//      {type: 'solved', id, report, ms}; {type: 'invalid', id, error} (the fields of the
//      RiddleError the bindings throw: message, path, location, line, column);
//      {type: 'crashed', id, message} (the module is then unusable).

import init, { samples, solve_riddle } from './pkg/gridriddle.js';

const loaded = init().then(
  () => {
    postMessage({ type: 'ready', samples: samples() });
    return true;
  },
  (error) => {
    postMessage({ type: 'load-failed', message: String(error && error.message || error) });
    return false;
  },
);

self.onmessage = async (event) => {
  const { type, id, riddle, options } = event.data;
  if (type !== 'solve' || !(await loaded)) return;
  const start = performance.now();
  try {
    const report = solve_riddle(riddle, options);
    postMessage({ type: 'solved', id, report, ms: performance.now() - start });
  } catch (error) {
    if (error && error.name === 'RiddleError') {
      // The fields the bindings set (the error's one JSON shape); an Error's own message is not
      // enumerable, so it is copied apart.
      postMessage({ type: 'invalid', id, error: { ...error, message: error.message } });
    } else {
      // A panic in the solver (RuntimeError: unreachable) or an out-of-memory.
      postMessage({ type: 'crashed', id, message: String(error && error.message || error) });
    }
  }
};

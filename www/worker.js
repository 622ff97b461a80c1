// The solver's thread: loads the WebAssembly module and answers what the page asks, so that a
// long search never freezes the page. The page cancels a search by terminating this worker.
//
// In:  {type, id, args}: type is one of the operations below, args its arguments.
// Out: {type: 'ready', samples} once loaded, or {type: 'load-failed', message};
//      {type: 'done', id, result, ms}; {type: 'invalid', id, error} (the fields of the error the
//      bindings throw: name, message, path, location, line, column, errors);
//      {type: 'crashed', id, message} (the module is then unusable).

import init, * as gridriddle from './pkg/gridriddle.js';

/** The operations: each calls the bindings and returns plain data. */
const OPERATIONS = {
  /**
   * The first page of solutions, the riddle's layout, and its rating (unless the search ran out
   * of nodes); when there are more solutions than a page, their count (within the node budget).
   */
  solve(riddle, options, pageSize) {
    const start = performance.now();
    const report = gridriddle.solutions_page(riddle, { ...options, offset: 0, limit: pageSize });
    const ms = performance.now() - start;
    const count = report.more
      ? gridriddle.count_solutions(riddle, { format: options.format, maxNodes: options.maxNodes })
      : null;
    const info = gridriddle.riddle_info(riddle);
    const stoppedEarly = report.stopped === 'nodeBudget' || report.stopped === 'memoryBudget';
    const rating = stoppedEarly ? null : gridriddle.rate(riddle);
    return { report, info, rating, count, ms };
  },
  /** Another page of solutions: `options` has `offset` and `limit`. */
  page(riddle, options) {
    const start = performance.now();
    const report = gridriddle.solutions_page(riddle, options);
    return { report, ms: performance.now() - start };
  },
  convert: (text) => gridriddle.convert_zbc(text),
  info: (riddle) => gridriddle.riddle_info(riddle),
  rate: (riddle) => gridriddle.rate(riddle),
  generate: (options) => gridriddle.generate(options),
  candidates: (riddle, grid, exact) => gridriddle.candidates(riddle, grid, exact),
  next: (riddle, grid) => gridriddle.next_step(riddle, grid),
  check: (riddle, grid) => gridriddle.check_grid(riddle, grid),
};

const ERRORS = ['RiddleError', 'ClueError', 'GenerateError'];

const loaded = init().then(
  () => {
    postMessage({ type: 'ready', samples: gridriddle.samples() });
    return true;
  },
  (error) => {
    postMessage({ type: 'load-failed', message: String(error && error.message || error) });
    return false;
  },
);

self.onmessage = async (event) => {
  const { type, id, args } = event.data;
  if (!Object.hasOwn(OPERATIONS, type) || !(await loaded)) return;
  const start = performance.now();
  try {
    const result = OPERATIONS[type](...args);
    postMessage({ type: 'done', id, result, ms: performance.now() - start });
  } catch (error) {
    if (error && ERRORS.includes(error.name)) {
      // The fields the bindings set (the error's one JSON shape); an Error's own name and
      // message are not enumerable, so they are copied apart.
      postMessage({ type: 'invalid', id, error: { ...error, name: error.name, message: error.message } });
    } else {
      // A panic in the library (RuntimeError: unreachable) or an out-of-memory.
      postMessage({ type: 'crashed', id, message: String(error && error.message || error) });
    }
  }
};

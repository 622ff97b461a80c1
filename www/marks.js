// The player's grid as one state seen two ways: the table (a value per cell) and the cross/tick
// grid (a mark per pair of values of two columns). The state is the table's grid and the marks
// the player set that the grid does not say; everything shown is derived from both, so the two
// views always agree. Pure functions (no DOM): the page's tests run them in Node too.
//
// A mark between value `va` of column `a` and value `vb` of column `b` (a < b) is
// - "tick" when both values are in one row of the grid, or the player ticked them and neither
//   is in the grid yet;
// - "cross" when they are in different rows, or one is in a row whose cell of the other column
//   holds another value, or the player crossed them, or another pair of the block with one of
//   them is ticked (a tick crosses its row and column of the block);
// - "" otherwise.
// A blank cell's candidates (its pencil marks) are the values of its column not placed in
// another row and not crossed with a value of its row.
// With the automatic crosses switched off (`autoCross: false`), `mark` shows only the ticks and
// the player's own crosses (the candidates still follow every cross above).

/** The key of the pair of (column, value)s, smaller column first. */
export function pairKey(a, va, b, vb) {
  return a < b ? `${a}|${va}|${b}|${vb}` : `${b}|${vb}|${a}|${va}`;
}

/**
 * The derived view of a game: `mark(a, va, b, vb)` and `candidates(row, column)`.
 * `values[c]` are the values of column c; `grid` rows of values ("" blank); `marks` the
 * player's own {pairKey: "cross" | "tick"}.
 */
export function analyse(values, grid, marks, { autoCross = true } = {}) {
  // Where each value is: row by value, per column.
  const at = values.map(() => new Map());
  grid.forEach((row, r) => row.forEach((value, c) => {
    if (value !== '' && at[c] && !at[c].has(value)) at[c].set(value, r);
  }));
  // The player's ticks, by one end: "a|b|va" → vb and "b|a|vb" → va.
  const ticked = new Map();
  for (const [key, mark] of Object.entries(marks)) {
    if (mark !== 'tick') continue;
    const [a, va, b, vb] = key.split('|');
    ticked.set(`${a}|${b}|${va}`, vb);
    ticked.set(`${b}|${a}|${vb}`, va);
  }

  function mark(a, va, b, vb) {
    if (a > b) return mark(b, vb, a, va);
    const ra = at[a].get(va);
    const rb = at[b].get(vb);
    if (ra !== undefined && rb !== undefined) return ra === rb ? 'tick' : 'cross';
    const own = marks[pairKey(a, va, b, vb)];
    if (own) return own;
    if (ra !== undefined && grid[ra][b] !== '') return 'cross';
    if (rb !== undefined && grid[rb][a] !== '') return 'cross';
    const withA = ticked.get(`${a}|${b}|${va}`);
    const withB = ticked.get(`${b}|${a}|${vb}`);
    if ((withA !== undefined && withA !== vb) || (withB !== undefined && withB !== va)) return 'cross';
    return '';
  }

  /** The mark shown without automatic crosses: ticks, and the player's own marks. */
  function ownMark(a, va, b, vb) {
    if (a > b) return ownMark(b, vb, a, va);
    const derived = mark(a, va, b, vb);
    if (derived === 'tick') return 'tick';
    return marks[pairKey(a, va, b, vb)] === 'cross' ? 'cross' : '';
  }

  function candidates(row, column) {
    const value = grid[row][column];
    if (value !== '') return [value];
    return values[column].filter((v) => !at[column].has(v) &&
      grid[row].every((other, b) => b === column || other === '' || mark(b, other, column, v) !== 'cross'));
  }

  return { mark: autoCross ? mark : ownMark, candidates, rowOf: (column, value) => at[column].get(value) };
}

/**
 * The state after a click on the mark of (a, va, b, vb): "" → cross → tick → "". A tick puts
 * the value in the table when the other value of the pair is in a row (moving it there if it
 * was elsewhere); it is kept as the player's own mark only when neither value is in the grid.
 * Clearing a tick the grid makes clears the cell. `given(row, column)`: a cell of the riddle's
 * start, never changed; `options`: those of `analyse` (the cycle starts from the mark shown). Returns {grid, marks} (new objects) or null when nothing changes.
 */
export function cycle(values, grid, marks, given, a, va, b, vb, options = {}) {
  if (a > b) return cycle(values, grid, marks, given, b, vb, a, va, options);
  const view = analyse(values, grid, marks, options);
  const now = view.mark(a, va, b, vb);
  const key = pairKey(a, va, b, vb);
  const next = { '': 'cross', cross: 'tick', tick: '' }[now];
  const newGrid = grid.map((row) => [...row]);
  const newMarks = { ...marks };
  delete newMarks[key];
  const ra = view.rowOf(a, va);
  const rb = view.rowOf(b, vb);
  /** Puts `value` in (row, column), taking it out of the other rows of its column. */
  const place = (row, column, value) => {
    newGrid.forEach((cells, r) => {
      if (r !== row && cells[column] === value && !given(r, column)) cells[column] = '';
    });
    newGrid[row][column] = value;
  };
  if (next === 'cross') {
    if (ra !== undefined && rb !== undefined && ra === rb) return null;
    newMarks[key] = 'cross';
  } else if (next === 'tick') {
    if (ra !== undefined && !given(ra, b)) place(ra, b, vb);
    else if (rb !== undefined && !given(rb, a)) place(rb, a, va);
    else if (ra === undefined && rb === undefined) newMarks[key] = 'tick';
    else return null; // both given, in different rows: nothing to do
  } else if (ra !== undefined && ra === rb) {
    if (!given(ra, b)) newGrid[ra][b] = '';
    else if (!given(rb, a)) newGrid[rb][a] = '';
    else return null;
  }
  return { grid: newGrid, marks: newMarks };
}

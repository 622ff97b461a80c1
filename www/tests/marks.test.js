// marks.js in Node: the one state behind the table and the cross/tick grid.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, cycle, pairKey } from '../marks.js';

const VALUES = [['1', '2', '3'], ['Ann', 'Bob', 'Cy'], ['red', 'blue', 'green']];
const START = [['1', '', ''], ['2', '', ''], ['3', '', '']];
const given = (row, column) => column === 0;

test('a click cycles "" → cross → tick → "", and a tick with a House puts the value in the table', () => {
  let s = cycle(VALUES, START, {}, given, 0, '2', 1, 'Bob');
  assert.deepEqual(s, { grid: START, marks: { '0|2|1|Bob': 'cross' } });
  assert.deepEqual(analyse(VALUES, s.grid, s.marks).candidates(1, 1), ['Ann', 'Cy'], 'the cross takes Bob out of row 2');
  s = cycle(VALUES, s.grid, s.marks, given, 0, '2', 1, 'Bob');
  assert.deepEqual(s, { grid: [['1', '', ''], ['2', 'Bob', ''], ['3', '', '']], marks: {} });
  const view = analyse(VALUES, s.grid, s.marks);
  assert.equal(view.mark(0, '2', 1, 'Bob'), 'tick');
  assert.deepEqual([view.mark(0, '2', 1, 'Ann'), view.mark(0, '1', 1, 'Bob'), view.mark(1, 'Bob', 0, '3')], ['cross', 'cross', 'cross'],
    'the tick crosses its row and column of the block, whichever way it is asked');
  assert.equal(view.mark(0, '1', 1, 'Ann'), '');
  assert.deepEqual(view.candidates(0, 1), ['Ann', 'Cy']);
  s = cycle(VALUES, s.grid, s.marks, given, 0, '2', 1, 'Bob');
  assert.deepEqual(s, { grid: START, marks: {} }, 'the third click clears the cell');
});

test('a tick between two attributes is kept as a mark until one of them is placed, then fills the other', () => {
  let s = cycle(VALUES, START, {}, given, 1, 'Ann', 2, 'red');
  s = cycle(VALUES, s.grid, s.marks, given, 1, 'Ann', 2, 'red');
  assert.deepEqual(s.marks, { [pairKey(1, 'Ann', 2, 'red')]: 'tick' });
  const view = analyse(VALUES, s.grid, s.marks);
  assert.deepEqual([view.mark(1, 'Ann', 2, 'blue'), view.mark(2, 'red', 1, 'Cy'), view.mark(1, 'Bob', 2, 'blue')], ['cross', 'cross', '']);
  // Ann placed in row 3: red is the only candidate of row 3's colour.
  const grid = [['1', '', ''], ['2', '', ''], ['3', 'Ann', '']];
  assert.deepEqual(analyse(VALUES, grid, s.marks).candidates(2, 2), ['red']);
  // Ann and red in different rows show a cross: the click makes it a tick, which moves red
  // beside Ann.
  const apart = [['1', '', 'red'], ['2', '', ''], ['3', 'Ann', '']];
  assert.equal(analyse(VALUES, apart, {}).mark(1, 'Ann', 2, 'red'), 'cross');
  const ticked = cycle(VALUES, apart, {}, given, 1, 'Ann', 2, 'red');
  assert.deepEqual(ticked, { grid: [['1', '', ''], ['2', '', ''], ['3', 'Ann', 'red']], marks: {} });
});

test('values in different rows are crossed; a given pair cannot be crossed', () => {
  const grid = [['1', 'Ann', 'blue'], ['2', 'Bob', ''], ['3', '', '']];
  const view = analyse(VALUES, grid, {});
  assert.equal(view.mark(1, 'Bob', 2, 'blue'), 'cross');
  assert.equal(view.mark(1, 'Ann', 2, 'blue'), 'tick');
  assert.equal(view.mark(2, 'green', 1, 'Ann'), 'cross', 'Ann\'s row has another colour');
  assert.deepEqual(view.candidates(1, 2), ['red', 'green']);
  const fixed = (row, column) => column === 0 || (row === 0 && column === 1);
  assert.equal(cycle(VALUES, [['1', 'Ann', ''], ['2', '', ''], ['3', '', '']], {}, fixed, 0, '1', 1, 'Ann'), null);
});

test('with the automatic crosses off, a tick crosses nothing: only ticks and the player\'s own crosses show', () => {
  const off = { autoCross: false };
  // A tick (Bob in house 2) with automatic crosses: its row and column of the block crossed.
  let s = cycle(VALUES, START, { [pairKey(0, '2', 1, 'Bob')]: 'cross' }, given, 0, '2', 1, 'Bob', off);
  assert.deepEqual(s, { grid: [['1', '', ''], ['2', 'Bob', ''], ['3', '', '']], marks: {} });
  const auto = analyse(VALUES, s.grid, s.marks);
  const own = analyse(VALUES, s.grid, s.marks, off);
  assert.equal(auto.mark(0, '2', 1, 'Ann'), 'cross');
  assert.deepEqual([own.mark(0, '2', 1, 'Bob'), own.mark(0, '2', 1, 'Ann'), own.mark(1, 'Bob', 0, '1')], ['tick', '', ''],
    'the tick shows, the crosses it implies do not');
  assert.deepEqual(own.candidates(0, 1), auto.candidates(0, 1), 'the pencil marks are the same either way');
  // A click on a blank (not crossed automatically) mark makes the player's own cross, shown.
  s = cycle(VALUES, s.grid, s.marks, given, 0, '2', 1, 'Ann', off);
  assert.deepEqual(s.marks, { [pairKey(0, '2', 1, 'Ann')]: 'cross' });
  assert.equal(analyse(VALUES, s.grid, s.marks, off).mark(0, '2', 1, 'Ann'), 'cross');
});

// play-game.js in Node: a game's moves as data. Bookmarks put back exactly the grid and marks
// bookmarked, latest first, each going back one move that Undo takes back; a kept game reads
// back the same, its bookmarks with it; the words of a hint.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newGame, keptGame, commit, filled, restore, addBookmark, backToBookmark, gridFull, fillsInWords, cluesInWords,
} from '../play-game.js';

// A 3×3 riddle by hand: House given, Name and Pet to fill.
const info = {
  header: ['House', 'Name', 'Pet'],
  startMatrix: [['1', '', ''], ['2', '', ''], ['3', '', '']],
  values: [['1', '2', '3'], ['Ann', 'Bob', 'Cid'], ['cat', 'dog', 'eel']],
};
const entry = { name: 'hand', daily: null };
const copy = (x) => JSON.parse(JSON.stringify(x));

test('bookmarks put back exactly the grid and marks bookmarked, the latest first; going back is one move', () => {
  const { game, resumed } = newGame(entry, 'text', info, undefined, 'k');
  assert.equal(resumed, false);
  assert.ok(commit(game, filled(game, [{ row: 0, column: 1, value: 'Ann' }]), { '1:Ann|2:cat': 'cross' }));
  const first = copy({ grid: game.grid, marks: game.marks });
  assert.equal(addBookmark(game), 1);
  assert.ok(commit(game, filled(game, [{ row: 1, column: 1, value: 'Bob' }, { row: 0, column: 0, value: '9' }]), game.marks));
  assert.deepEqual(game.grid[0][0], '1', 'a given cell is never filled');
  const second = copy({ grid: game.grid, marks: game.marks });
  assert.equal(addBookmark(game), 2);
  assert.ok(commit(game, filled(game, [{ row: 2, column: 2, value: 'eel' }]), { ...game.marks, '1:Bob|2:dog': 'tick' }));
  const tried = copy({ grid: game.grid, marks: game.marks });

  assert.deepEqual(backToBookmark(game), { moved: true });
  assert.deepEqual(copy({ grid: game.grid, marks: game.marks }), second);
  assert.deepEqual(backToBookmark(game), { moved: true });
  assert.deepEqual(copy({ grid: game.grid, marks: game.marks }), first);
  assert.equal(backToBookmark(game), null, 'no bookmark left');
  // Each return was one move: Undo takes them back in turn.
  assert.ok(restore(game, game.undo, game.redo));
  assert.deepEqual(copy({ grid: game.grid, marks: game.marks }), second);
  assert.ok(restore(game, game.undo, game.redo));
  assert.deepEqual(copy({ grid: game.grid, marks: game.marks }), tried);
  // A bookmark of an unchanged grid: nothing moves.
  addBookmark(game);
  assert.deepEqual(backToBookmark(game), { moved: false });
  // The bookmarked grid is a copy: later moves do not change it.
  addBookmark(game);
  const kept = copy(game.bookmarks.at(-1));
  commit(game, filled(game, [{ row: 1, column: 2, value: 'cat' }]), game.marks);
  assert.deepEqual(copy(game.bookmarks.at(-1)), kept);
});

test('a kept game reads back the same, bookmarks included; another text or shape starts afresh', () => {
  const { game } = newGame(entry, 'text', info, undefined, 'k');
  commit(game, filled(game, [{ row: 0, column: 1, value: 'Ann' }]), {});
  addBookmark(game);
  commit(game, filled(game, [{ row: 1, column: 1, value: 'Bob' }]), {});
  const saved = copy(keptGame(game, 1234));
  const back = newGame(entry, 'text', info, saved, 'k');
  assert.equal(back.resumed, true);
  assert.deepEqual(back.game.grid, game.grid);
  assert.deepEqual(back.game.bookmarks, copy(game.bookmarks));
  assert.equal(back.game.elapsed, 1234);
  assert.equal(newGame(entry, 'other text', info, saved, 'k').resumed, false);
  const small = { ...info, startMatrix: info.startMatrix.slice(0, 2) };
  assert.equal(newGame(entry, 'text', small, saved, 'k').resumed, false);
  // A damaged bookmark (another shape) is dropped, the game kept.
  const damaged = { ...saved, bookmarks: [...saved.bookmarks, { grid: [['1']], marks: {} }, null] };
  assert.equal(newGame(entry, 'text', info, damaged, 'k').game.bookmarks.length, 1);
});

test('a full grid, and a hint in words', () => {
  const { game } = newGame(entry, 'text', info, undefined, 'k');
  assert.equal(gridFull(game), false);
  commit(game, [['1', 'Ann', 'cat'], ['2', 'Bob', 'dog'], ['3', 'Cid', 'eel']], {});
  assert.equal(gridFull(game), true);
  assert.equal(fillsInWords(info.header, [{ row: 0, column: 1, value: 'Ann' }, { row: 1, column: 2, value: 'dog' }]),
    'Ann (Name) in row 1 and dog (Pet) in row 2');
  assert.equal(cluesInWords([8, 13]), 'clues 9 and 14');
  assert.equal(cluesInWords([2]), 'clue 3');
  assert.equal(cluesInWords([0, 1, 2]), 'clues 1, 2 and 3');
});

import fc from 'fast-check';
import { cellMove } from './gridKeys';

const text = (caretAtStart: boolean, caretAtEnd: boolean) => ({
  tag: 'INPUT',
  caretAtStart,
  caretAtEnd,
});

describe('cellMove', () => {
  it('moves down on ↓ and Enter, up on ↑ and Shift+Enter', () => {
    expect(cellMove('ArrowDown', false, text(false, false))).toEqual([1, 0]);
    expect(cellMove('Enter', false, text(false, false))).toEqual([1, 0]);
    expect(cellMove('ArrowUp', false, text(false, false))).toEqual([-1, 0]);
    expect(cellMove('Enter', true, text(false, false))).toEqual([-1, 0]);
  });

  it('leaves ← and → to the caret inside the text, and moves at its edges', () => {
    expect(cellMove('ArrowLeft', false, text(false, true))).toBeNull();
    expect(cellMove('ArrowLeft', false, text(true, false))).toEqual([0, -1]);
    expect(cellMove('ArrowRight', false, text(true, false))).toBeNull();
    expect(cellMove('ArrowRight', false, text(false, true))).toEqual([0, 1]);
  });

  it('leaves ↑ and ↓ to a category list, and Enter still moves', () => {
    const list = { tag: 'SELECT', caretAtStart: true, caretAtEnd: true };
    expect(cellMove('ArrowDown', false, list)).toBeNull();
    expect(cellMove('ArrowUp', false, list)).toBeNull();
    expect(cellMove('Enter', false, list)).toEqual([1, 0]);
  });

  it('moves by at most one cell, and only on the grid keys', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), fc.boolean(), (key, shift, s, e) => {
        const move = cellMove(key, shift, text(s, e));
        if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Enter'].includes(key))
          expect(move).toBeNull();
        if (move) expect(Math.abs(move[0]) + Math.abs(move[1])).toBe(1);
      }),
    );
  });
});

import fc from 'fast-check';
import {
  applyCodeInput,
  codeInputReducer,
  codeOf,
  initialCodeInputState,
  isComplete,
  type CodeInputAction,
  type CodeInputState,
} from './codeInput';

const run = (actions: CodeInputAction[], start = initialCodeInputState()) =>
  actions.reduce(codeInputReducer, start);

const filled = (code: string, focus = 5): CodeInputState => ({ digits: code.split(''), focus });

describe('typing', () => {
  it('puts one digit in the box and moves the focus to the next box', () => {
    const state = run([{ type: 'input', index: 0, value: '4' }]);
    expect(state.digits).toEqual(['4', '', '', '', '', '']);
    expect(state.focus).toBe(1);
  });

  it('stays on the last box after its digit', () => {
    const state = run([{ type: 'input', index: 5, value: '9' }]);
    expect(state.digits[5]).toBe('9');
    expect(state.focus).toBe(5);
  });

  it('ignores anything that is not a digit', () => {
    const start = initialCodeInputState();
    for (const value of ['a', ' ', '-', '٣', '+', 'e']) {
      expect(codeInputReducer(start, { type: 'input', index: 2, value })).toBe(start);
    }
  });

  it('replaces the digit of a filled box with the one typed, wherever the caret was', () => {
    const start = filled('123456', 2);
    expect(codeInputReducer(start, { type: 'input', index: 2, value: '37' }).digits[2]).toBe('7');
    expect(codeInputReducer(start, { type: 'input', index: 2, value: '73' }).digits[2]).toBe('7');
    expect(codeInputReducer(start, { type: 'input', index: 2, value: '33' }).digits[2]).toBe('3');
    expect(codeInputReducer(start, { type: 'input', index: 2, value: '3x' })).toBe(start);
  });

  it('follows the browser when it empties a box itself', () => {
    const state = codeInputReducer(filled('123456', 3), { type: 'input', index: 3, value: '' });
    expect(codeOf(state)).toBe('12356');
    expect(state.digits[3]).toBe('');
  });

  it('treats a whole code typed into one box (autofill) like a paste', () => {
    const state = run([{ type: 'input', index: 0, value: '654321' }]);
    expect(codeOf(state)).toBe('654321');
    const partly = run([{ type: 'input', index: 0, value: '1' }]);
    expect(codeInputReducer(partly, { type: 'input', index: 1, value: '654321' })).toBe(partly);
  });
});

describe('what the input tells its owner', () => {
  it('reports the code when an action changes it, and nothing when only the focus moves', () => {
    const typed = applyCodeInput(initialCodeInputState(), { type: 'input', index: 0, value: '4' });
    expect(typed).toEqual({ state: typed.state, changed: '4', completed: null });
    const moved = applyCodeInput(typed.state, { type: 'move', index: 1, direction: 'left' });
    expect(moved).toEqual({ state: { ...typed.state, focus: 0 }, changed: null, completed: null });
  });

  it('reports the whole code once, when the last empty box is filled', () => {
    const five = run(
      '12345'.split('').map((value, index) => ({ type: 'input' as const, index, value })),
    );
    expect(applyCodeInput(five, { type: 'input', index: 5, value: '6' })).toMatchObject({
      changed: '123456',
      completed: '123456',
    });
    expect(
      applyCodeInput(filled('123456', 2), { type: 'input', index: 2, value: '37' }),
    ).toMatchObject({
      changed: '127456',
      completed: null,
    });
  });
});

describe('Backspace', () => {
  it('clears the current box when it holds a digit and keeps the focus there', () => {
    const state = codeInputReducer(filled('123456', 5), { type: 'backspace', index: 5 });
    expect(state.digits).toEqual(['1', '2', '3', '4', '5', '']);
    expect(state.focus).toBe(5);
  });

  it('moves back and clears the previous box when the current one is empty', () => {
    const start = run([
      { type: 'input', index: 0, value: '1' },
      { type: 'input', index: 1, value: '2' },
    ]);
    const state = codeInputReducer(start, { type: 'backspace', index: 2 });
    expect(state.digits).toEqual(['1', '', '', '', '', '']);
    expect(state.focus).toBe(1);
  });

  it('does nothing on an empty first box', () => {
    const start = initialCodeInputState();
    expect(codeInputReducer(start, { type: 'backspace', index: 0 })).toBe(start);
  });
});

describe('arrows', () => {
  it('move left and right and stop at the ends', () => {
    const start = initialCodeInputState();
    expect(codeInputReducer(start, { type: 'move', index: 2, direction: 'left' }).focus).toBe(1);
    expect(codeInputReducer(start, { type: 'move', index: 2, direction: 'right' }).focus).toBe(3);
    expect(codeInputReducer(start, { type: 'move', index: 0, direction: 'left' })).toBe(start);
    expect(codeInputReducer(start, { type: 'move', index: 5, direction: 'right' }).focus).toBe(5);
  });
});

describe('paste', () => {
  it('fills every box from exactly six digits when all boxes are empty', () => {
    const state = run([{ type: 'paste', text: '042917' }]);
    expect(state.digits).toEqual(['0', '4', '2', '9', '1', '7']);
    expect(state.focus).toBe(5);
    expect(isComplete(state)).toBe(true);
  });

  it('trims whitespace around the code (a copied line often carries it)', () => {
    expect(codeOf(run([{ type: 'paste', text: '  042917\n' }]))).toBe('042917');
  });

  it('ignores other text silently', () => {
    const start = initialCodeInputState();
    for (const text of ['04291', '0429170', '042 917', '04-2917', 'abcdef', '', '０４２９１７']) {
      expect(codeInputReducer(start, { type: 'paste', text })).toBe(start);
    }
  });

  it('ignores a paste once any box holds a digit', () => {
    const start = run([{ type: 'input', index: 3, value: '8' }]);
    expect(codeInputReducer(start, { type: 'paste', text: '123456' })).toBe(start);
  });
});

describe('completion and reset', () => {
  it('is complete only when all six boxes hold a digit', () => {
    expect(isComplete(initialCodeInputState())).toBe(false);
    expect(isComplete({ digits: ['1', '2', '3', '4', '5', ''], focus: 5 })).toBe(false);
    expect(isComplete(filled('123456'))).toBe(true);
  });

  it('reset empties every box and focuses the first', () => {
    expect(codeInputReducer(filled('123456'), { type: 'reset' })).toEqual(initialCodeInputState());
  });
});

describe('properties', () => {
  const anyState = fc
    .record({
      digits: fc.array(fc.oneof(fc.constant(''), fc.constantFrom(...'0123456789')), {
        minLength: 6,
        maxLength: 6,
      }),
      focus: fc.integer({ min: 0, max: 5 }),
    })
    .map((s): CodeInputState => s);

  it('a paste fills all six boxes iff they are empty and the text is six digits, else changes nothing', () => {
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s*[0-9]{4,8}\s*$/),
      fc.stringMatching(/^[0-9]{6}$/),
    );
    fc.assert(
      fc.property(anyState, text, (state, pasted) => {
        const next = codeInputReducer(state, { type: 'paste', text: pasted });
        const empty = state.digits.every((d) => d === '');
        if (empty && /^[0-9]{6}$/.test(pasted.trim())) {
          expect(codeOf(next)).toBe(pasted.trim());
        } else {
          expect(next).toBe(state);
        }
      }),
    );
  });

  it('no sequence of keys leaves a non-digit or more than one character in a box', () => {
    const index = fc.integer({ min: -2, max: 8 });
    const action: fc.Arbitrary<CodeInputAction> = fc.oneof(
      fc.record({ type: fc.constant('input' as const), index, value: fc.string({ maxLength: 8 }) }),
      fc.record({
        type: fc.constant('input' as const),
        index,
        value: fc.stringMatching(/^[0-9]{1,7}$/),
      }),
      fc.record({ type: fc.constant('backspace' as const), index }),
      fc.record({
        type: fc.constant('move' as const),
        index,
        direction: fc.constantFrom('left' as const, 'right' as const),
      }),
      fc.record({ type: fc.constant('focus' as const), index }),
      fc.record({ type: fc.constant('paste' as const), text: fc.string({ maxLength: 10 }) }),
      fc.constant({ type: 'reset' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        expect(state.digits).toHaveLength(6);
        state.digits.forEach((d) => expect(d).toMatch(/^[0-9]?$/));
        expect(state.focus).toBeGreaterThanOrEqual(0);
        expect(state.focus).toBeLessThanOrEqual(5);
      }),
    );
  });
});

/**
 * The rules of the six-box one-time-code input, as a pure reducer so the component only
 * wires DOM events to actions and every rule can be tested without a browser.
 *
 * - Typing: only 0-9, one digit per box; a digit moves the focus to the next box.
 * - Backspace: clears the current box if it holds a digit, else moves back and clears that box.
 * - ArrowLeft / ArrowRight move between boxes (the first and last box stop there).
 * - Paste: fills every box only when all boxes are empty and the text is exactly six digits once
 *   surrounding whitespace is trimmed (a code copied from an e-mail often carries a trailing space
 *   or line break). Anything else — digits with spaces or dashes inside, five or seven digits, a
 *   paste into a half-filled input — is ignored silently: the state does not change.
 * - A browser's one-time-code autofill types the whole code into one box: that follows the paste
 *   rule too.
 */
import { OTP_LENGTH } from './policy';

export interface CodeInputState {
  /** One entry per box: '' or a single digit. */
  readonly digits: readonly string[];
  /** The box that has (or should get) the focus, 0-based. */
  readonly focus: number;
}

export type CodeInputAction =
  /** `value` is the box's raw value after the browser applied the keystroke. */
  | { type: 'input'; index: number; value: string }
  | { type: 'backspace'; index: number }
  | { type: 'move'; index: number; direction: 'left' | 'right' }
  | { type: 'focus'; index: number }
  | { type: 'paste'; text: string }
  | { type: 'reset' };

const DIGIT = /^[0-9]$/;
const WHOLE_CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

export function initialCodeInputState(): CodeInputState {
  return { digits: Array.from({ length: OTP_LENGTH }, () => ''), focus: 0 };
}

const clampIndex = (index: number) =>
  Math.min(OTP_LENGTH - 1, Math.max(0, Number.isInteger(index) ? index : 0));

export const isEmpty = (state: CodeInputState) => state.digits.every((d) => d === '');
export const isComplete = (state: CodeInputState) => state.digits.every((d) => DIGIT.test(d));
export const codeOf = (state: CodeInputState) => state.digits.join('');

/** The paste rule on its own: the six digits to fill, or null when the paste is ignored. */
export function pastedCode(state: CodeInputState, text: string): string | null {
  const code = text.trim();
  return isEmpty(state) && WHOLE_CODE.test(code) ? code : null;
}

function withDigit(state: CodeInputState, index: number, digit: string): CodeInputState {
  const digits = state.digits.map((d, i) => (i === index ? digit : d));
  return { digits, focus: state.focus };
}

/**
 * The digit a keystroke added to a box. A filled box's raw value holds the old digit plus the new
 * one in caret order ('35' or '53' after typing 5 into 3); removing one copy of the old digit
 * leaves the new one either way.
 */
function typedText(previous: string, value: string): string {
  return previous !== '' && value.length > 1 && value.includes(previous)
    ? value.replace(previous, '')
    : value;
}

function onInput(state: CodeInputState, index: number, value: string): CodeInputState {
  const i = clampIndex(index);
  // The browser emptied the box itself (cut, a mobile keyboard's delete): mirror it.
  if (value === '') return state.digits[i] === '' ? state : withDigit(state, i, '');
  const typed = typedText(state.digits[i] ?? '', value);
  if (DIGIT.test(typed)) {
    return { ...withDigit(state, i, typed), focus: clampIndex(i + 1) };
  }
  return typed.length > 1 ? paste(state, typed) : state;
}

function paste(state: CodeInputState, text: string): CodeInputState {
  const code = pastedCode(state, text);
  return code === null ? state : { digits: code.split(''), focus: OTP_LENGTH - 1 };
}

function backspace(state: CodeInputState, index: number): CodeInputState {
  const i = clampIndex(index);
  if (state.digits[i] !== '') return { ...withDigit(state, i, ''), focus: i };
  if (i === 0) return state.focus === 0 ? state : { ...state, focus: 0 };
  return { ...withDigit(state, i - 1, ''), focus: i - 1 };
}

export function codeInputReducer(state: CodeInputState, action: CodeInputAction): CodeInputState {
  switch (action.type) {
    case 'input':
      return onInput(state, action.index, action.value);
    case 'backspace':
      return backspace(state, action.index);
    case 'move': {
      const step = action.direction === 'left' ? -1 : 1;
      const focus = clampIndex(clampIndex(action.index) + step);
      return focus === state.focus ? state : { ...state, focus };
    }
    case 'focus': {
      const focus = clampIndex(action.index);
      return focus === state.focus ? state : { ...state, focus };
    }
    case 'paste':
      return paste(state, action.text);
    case 'reset':
      return initialCodeInputState();
  }
}

/** One action's outcome for the input's owner: the new state and what to tell about the code. */
export interface CodeInputStep {
  state: CodeInputState;
  /** The code when the action changed it (gaps left out), else null. */
  changed: string | null;
  /** The code when the action filled the last empty box, else null. */
  completed: string | null;
}

/** Applies an action and says whether the code changed or has just become complete. */
export function applyCodeInput(before: CodeInputState, action: CodeInputAction): CodeInputStep {
  const state = codeInputReducer(before, action);
  const code = codeOf(state);
  return {
    state,
    changed: code !== codeOf(before) ? code : null,
    completed: isComplete(state) && !isComplete(before) ? code : null,
  };
}

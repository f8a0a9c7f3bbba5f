// @vitest-environment happy-dom
import fc from 'fast-check';
import {
  GO_TARGETS,
  GO_TIMEOUT_MS,
  IDLE,
  SHORTCUT_GROUPS,
  readKey,
  type SequenceState,
} from './shortcutRegistry';
import { isShortcutEvent, isTypingTarget } from './keyFilter';

/** Presses keys in turn at the given times (ms), and collects the actions they asked for. */
function press(keys: [string, number][]) {
  let state: SequenceState = IDLE;
  return keys.map(([key, at]) => {
    const next = readKey(state, key, at);
    state = next.state;
    return next.action;
  });
}

describe('reading the shortcut keys', () => {
  it('takes the single keys at once', () => {
    expect(press([['/', 0]])).toEqual([{ type: 'search' }]);
    expect(press([['n', 0]])).toEqual([{ type: 'new' }]);
    expect(press([['?', 0]])).toEqual([{ type: 'help' }]);
    expect(press([['x', 0]])).toEqual([null]);
  });

  it('goes to a section with g then its letter, within the second', () => {
    const outbound = GO_TARGETS.find((t) => t.letter === 'o')!;
    expect(outbound.path).toBe('/orders/outbound');
    expect(
      press([
        ['g', 1000],
        ['o', 1000 + GO_TIMEOUT_MS],
      ]),
    ).toEqual([null, { type: 'go', target: outbound }]);
  });

  it('forgets g after the second: the letter is read on its own', () => {
    // 'n' after a lapsed 'g' is the 'new' shortcut again, not a section.
    expect(
      press([
        ['g', 0],
        ['n', GO_TIMEOUT_MS + 1],
      ]),
    ).toEqual([null, { type: 'new' }]);
    expect(
      press([
        ['g', 0],
        ['o', GO_TIMEOUT_MS + 1],
      ]),
    ).toEqual([null, null]);
  });

  it('cancels g on a key that names no section, which does nothing else', () => {
    expect(
      press([
        ['g', 0],
        ['z', 10],
        ['o', 20],
      ]),
    ).toEqual([null, null, null]);
    expect(
      press([
        ['g', 0],
        ['/', 10],
      ]),
    ).toEqual([null, null]);
  });

  it('has one letter per section, each listed in the overlay', () => {
    const letters = GO_TARGETS.map((t) => t.letter);
    expect(new Set(letters).size).toBe(letters.length);
    const listed = SHORTCUT_GROUPS.flatMap((g) => g.shortcuts.map((s) => s.keys.join(' ')));
    for (const letter of letters) expect(listed).toContain(`g ${letter}`);
    expect(listed).toEqual(expect.arrayContaining(['/', 'n', '?', 'Ctrl K']));
  });
});

/** A key event aimed at `target`, as the browser dispatches it (it bubbles to the window). */
function keyOn(target: Element, key: string, init: KeyboardEventInit = {}) {
  let event: KeyboardEvent | undefined;
  const listen = (e: KeyboardEvent) => (event = e);
  window.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  window.removeEventListener('keydown', listen);
  return event!;
}

const TYPING_PLACES = [
  '<input type="text">',
  '<input type="search">',
  '<textarea></textarea>',
  '<select><option>a</option></select>',
  '<div contenteditable="true"><span>text</span></div>',
  '<div contenteditable=""></div>',
];

describe('when shortcuts listen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('never while typing: any key, in any typing place, is the field’s own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPING_PLACES),
        fc.oneof(fc.constantFrom('/', 'n', 'g', '?', 'o', 'G'), fc.string({ maxLength: 2 })),
        fc.boolean(),
        (html, key, shift) => {
          document.body.innerHTML = `<main>${html}</main>`;
          const field = document.querySelector('main > *')!;
          // The key may land on the field or on something inside it (a contenteditable's span).
          const target = field.firstElementChild ?? field;
          expect(isTypingTarget(target)).toBe(true);
          expect(isShortcutEvent(keyOn(target, key, { shiftKey: shift }), document)).toBe(false);
        },
      ),
    );
  });

  it('on the page itself, but not with Ctrl, Alt or ⌘ held', () => {
    document.body.innerHTML =
      '<main><button>Save</button><div contenteditable="false">x</div></main>';
    const button = document.querySelector('button')!;
    expect(isShortcutEvent(keyOn(button, '/'), document)).toBe(true);
    expect(isShortcutEvent(keyOn(document.querySelector('div')!, 'n'), document)).toBe(true);
    expect(isShortcutEvent(keyOn(button, '?', { shiftKey: true }), document)).toBe(true);
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const)
      expect(isShortcutEvent(keyOn(button, 'n', { [modifier]: true }), document)).toBe(false);
  });

  it('not while a dialog shows, and again once it is hidden', () => {
    document.body.innerHTML =
      '<main><button>Open</button></main><div class="wrap"><div role="dialog">Hi</div></div>';
    const button = document.querySelector('button')!;
    expect(isShortcutEvent(keyOn(button, 'n'), document)).toBe(false);
    document.querySelector<HTMLElement>('.wrap')!.style.display = 'none';
    expect(isShortcutEvent(keyOn(button, 'n'), document)).toBe(true);
  });

  it('not stopped by a closed drawer, which a class hides', () => {
    document.body.innerHTML =
      '<style>.drawer-hidden { display: none }</style><main><button>Open</button></main>' +
      '<div class="drawer"><div role="dialog">Settings</div></div>';
    const button = document.querySelector('button')!;
    expect(isShortcutEvent(keyOn(button, 'n'), document)).toBe(false);
    document.querySelector('.drawer')!.classList.add('drawer-hidden');
    expect(isShortcutEvent(keyOn(button, 'n'), document)).toBe(true);
  });
});

import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';
import { describe, expect, it } from 'vitest';
import { copyProperties, installFastPropertyClone } from './fastPropertyClone';

const cloneAsShipped = installFastPropertyClone();

/** A manager holding these declarations, set one by one as getComputedStyle does. */
function managerOf(declarations: [name: string, value: string, important?: boolean][]) {
  const manager = new CSSPropertyManager();
  for (const [name, value, important = false] of declarations)
    manager.set(name, value, important);
  return manager;
}

const DECLARATIONS: [string, string, boolean?][][] = [
  [],
  [['display', 'none']],
  [
    ['display', 'flex'],
    ['visibility', 'hidden', true],
    ['pointer-events', 'none'],
    ['opacity', '0.5'],
  ],
  // Shorthands expand into several entries; variables and var() references are entries too.
  [
    ['border', '1px solid red'],
    ['font', 'italic bold 12px/30px Georgia, serif'],
    ['margin', '1px 2px 3px 4px'],
  ],
  [
    ['--ant-color', '#1677ff'],
    ['color', 'var(--ant-color)'],
    ['background', 'url("a.png") no-repeat center / cover'],
  ],
];

describe("happy-dom's property clone, copied by hand", () => {
  it('gives what structuredClone gives, for managers built from real declarations', () => {
    for (const declarations of DECLARATIONS) {
      const manager = managerOf(declarations);
      const fast = manager.clone();
      const shipped = cloneAsShipped.call(manager);
      expect(fast).toBeInstanceOf(CSSPropertyManager);
      expect(fast.properties).toStrictEqual(shipped.properties);
      expect(fast).toStrictEqual(shipped);
      expect(fast.toString()).toBe(manager.toString());
    }
  });

  it('is a deep copy: changing the clone leaves the original as it was', () => {
    const manager = managerOf([['display', 'block'], ['visibility', 'visible']]);
    const clone = manager.clone();
    clone.set('display', 'none', false);
    clone.properties.visibility!.important = true;
    expect(manager.get('display')?.value).toBe('block');
    expect(manager.get('visibility')?.important).toBe(false);
  });

  it('copies an entry it does not recognise through structuredClone', () => {
    const nested = { value: 'x', important: false, parts: ['a', 'b'] };
    const copy = copyProperties({ odd: nested as never, plain: { value: 'y', important: true } });
    expect(copy).toStrictEqual({ odd: nested, plain: { value: 'y', important: true } });
    expect(copy.odd).not.toBe(nested);
    expect(copy.odd!.parts).not.toBe(nested.parts);
  });
});

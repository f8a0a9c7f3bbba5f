import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';

/**
 * Makes happy-dom's CSSPropertyManager.clone() copy its property entries by hand instead of
 * through structuredClone, with the same result.
 *
 * Why: getComputedStyle() clones the inherited properties once for every ancestor of the element
 * it computes (antd pages are 20–40 elements deep), and structuredClone's serialise-and-rebuild
 * was 2 % of the `.tsx` tests' CPU (docs/performance.md).
 *
 * How it stays exact: an entry is a plain `{ value, important }` object made by happy-dom's
 * parsers; a plain object whose values are all primitives is copied key by key, in order, which
 * is what structuredClone gives for it. Any other entry still goes through structuredClone.
 * fastPropertyClone.test.ts compares both over managers built from real declarations.
 */

type Entry = Record<string, unknown>;
type Properties = Record<string, Entry>;

function isFlatPlainObject(entry: unknown): entry is Entry {
  if (entry === null || typeof entry !== 'object') return false;
  if (Object.getPrototypeOf(entry) !== Object.prototype) return false;
  for (const key in entry) {
    const value = (entry as Entry)[key];
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) return false;
  }
  return true;
}

/** A deep copy of a manager's properties, equal to structuredClone's. */
export function copyProperties(properties: Properties): Properties {
  const copy: Properties = {};
  for (const name of Object.keys(properties)) {
    const entry = properties[name];
    copy[name] = isFlatPlainObject(entry) ? { ...entry } : (structuredClone(entry) as Entry);
  }
  return copy;
}

const cloneAsShipped = CSSPropertyManager.prototype.clone;

/** The manager's fields clone() copies (definedPropertyNames is private in its types). */
interface ManagerFields {
  properties: Properties;
  definedPropertyNames: Record<string, boolean>;
}

function cloneByHand(this: CSSPropertyManager): CSSPropertyManager {
  const Manager = this.constructor as new () => CSSPropertyManager;
  const clone = new Manager();
  const from = this as unknown as ManagerFields;
  const to = clone as unknown as ManagerFields;
  to.properties = copyProperties(from.properties);
  to.definedPropertyNames = Object.assign({}, from.definedPropertyNames);
  return clone;
}

/** Installs the copy (once per process); returns happy-dom's own clone, for comparisons. */
export function installFastPropertyClone(): typeof cloneAsShipped {
  if (CSSPropertyManager.prototype.clone === cloneAsShipped)
    CSSPropertyManager.prototype.clone = cloneByHand;
  return cloneAsShipped;
}

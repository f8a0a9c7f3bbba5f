import CSSComputedStyle from 'happy-dom/lib/css/declaration/computed-style/CSSComputedStyle.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';
import SelectorParser from 'happy-dom/lib/query-selector/SelectorParser.js';
import type Element from 'happy-dom/lib/nodes/element/Element.js';

/**
 * Makes happy-dom's getComputedStyle() skip, early, the style rules that cannot apply to an
 * element, without changing a single answer.
 *
 * Why: testing-library (is this element hidden? what is its accessible name?) and user-event
 * (pointer-events) read computed styles of many elements after every render, and happy-dom
 * computes one by matching the element against every rule in the document — antd injects about
 * 2,500 — with no index by class. That was ~30% of the CPU of an integration test. Browsers (and
 * jsdom's `ruleMightMatchElement`) first reject rules whose rightmost compound names a class,
 * id or tag the element lacks; this does the same.
 *
 * How it stays exact: the check reads the selector as happy-dom itself parses it (its
 * SelectorParser, quirks included) and repeats the first tests of happy-dom's own
 * SelectorItem.match() on the rightmost compound of each group: pseudo-element, tag name, id,
 * class names. When every group fails those, happy-dom's matching would return null as well;
 * otherwise happy-dom matches as before. Only the calls getComputedStyle makes (with
 * `ignoreErrors`) are filtered: element.matches() and querySelector() are untouched.
 * computedStyleRuleFilter.test.tsx beside it compares both answers over a rendered antd page.
 */

interface Subject {
  pseudoElement: boolean;
  tagName: string | null;
  id: string | null;
  classNames: readonly string[] | null;
}

type Matches = typeof QuerySelector.matches;
type MatchOptions = Parameters<Matches>[2];

/**
 * The rightmost compound of each group, per selector text. A selector happy-dom cannot parse
 * has no groups (and matches nothing); neither does an empty group.
 */
const subjects = new Map<string, Subject[]>();

function subjectsOf(element: Element, selector: string): Subject[] {
  let found = subjects.get(selector);
  if (!found) {
    const parser = new SelectorParser({
      window: element[PropertySymbol.window],
      scope: element,
      globalMatchFunction: QuerySelector.globalMatchFunction,
      ignoreErrors: true,
    });
    const groups = parser.getSelectorGroups(selector).filter((group) => group.length > 0);
    found = groups.map((group) => {
      const item = group[group.length - 1]!;
      return {
        pseudoElement: item.isPseudoElement,
        tagName: item.tagName,
        id: item.id,
        classNames: item.classNames,
      };
    });
    subjects.set(selector, found);
  }
  return found;
}

/**
 * An element's classes, as DOMTokenList splits its class attribute. Kept for the duration of one
 * getComputedStyle() (which never changes the DOM) and dropped when the next one starts: one
 * computation matches the same few elements against thousands of rules.
 */
const classesInComputation = new Map<Element, Set<string>>();
let computing = 0;

function classesOf(element: Element): Set<string> {
  let classes = computing > 0 ? classesInComputation.get(element) : undefined;
  if (!classes) {
    const value = element.getAttribute('class') ?? '';
    classes = new Set(
      value
        .trim()
        .split(/[\t\f\n\r ]+/)
        .filter(Boolean),
    );
    if (computing > 0) classesInComputation.set(element, classes);
  }
  return classes;
}

/** SelectorItem.match()'s first checks, in its order: any failure means no match. */
function subjectFails(subject: Subject, element: Element): boolean {
  if (subject.pseudoElement) return true;
  if (
    subject.tagName &&
    subject.tagName !== '*' &&
    subject.tagName !== element[PropertySymbol.tagName]?.toUpperCase()
  )
    return true;
  if (subject.id && subject.id !== element.id) return true;
  if (subject.classNames) {
    const own = classesOf(element);
    for (const name of subject.classNames) if (!own.has(name)) return true;
  }
  return false;
}

/** True when happy-dom's QuerySelector.matches(element, selector) is sure to return null. */
export function cannotMatch(element: Element, selector: string): boolean {
  for (const subject of subjectsOf(element, selector))
    if (!subjectFails(subject, element)) return false;
  return true;
}

const ELEMENT_NODE = 1;
const matchesAsShipped: Matches = QuerySelector.matches;
const computeAsShipped = CSSComputedStyle.prototype.getComputedStyle;

function matchesWithRuleFilter(
  this: typeof QuerySelector,
  element: Parameters<Matches>[0],
  selector: string,
  options?: MatchOptions,
) {
  if (
    options?.ignoreErrors &&
    typeof selector === 'string' &&
    selector !== '*' &&
    selector !== '' &&
    element?.[PropertySymbol.nodeType] === ELEMENT_NODE &&
    cannotMatch(element, selector)
  )
    return null;
  return matchesAsShipped.call(this, element, selector, options);
}

function computeWithClassCache(this: CSSComputedStyle) {
  if (computing === 0) classesInComputation.clear();
  computing += 1;
  try {
    return computeAsShipped.call(this);
  } finally {
    computing -= 1;
  }
}

/** Installs the filter (once per process); returns happy-dom's own matcher, for comparisons. */
export function installComputedStyleRuleFilter(): Matches {
  if (QuerySelector.matches === matchesAsShipped) {
    QuerySelector.matches = matchesWithRuleFilter;
    CSSComputedStyle.prototype.getComputedStyle = computeWithClassCache;
  }
  return matchesAsShipped.bind(QuerySelector);
}

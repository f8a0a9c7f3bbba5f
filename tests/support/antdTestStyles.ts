import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';

/**
 * antd's styles for the tests, without antd's CSS-in-JS at run time.
 *
 * Why: at run time antd inserts, updates and removes a `<style>` for each component it renders,
 * and every such change clears happy-dom's whole computed-style cache, so the next style read
 * recomputes against every rule (docs/performance.md, "Tests"). With `theme.zeroRuntime` antd
 * inserts no component style; the tests get one static sheet instead, made once per run from
 * antd's own `dist/antd.css`.
 *
 * The full sheet (5,239 rules) cost more to match than the churn it saved, so it keeps only the
 * declarations a test can observe, i.e. those the testing libraries read from computed styles:
 * - `display` and `visibility`: dom-accessibility-api's isHidden (role queries, accessible names;
 *   `display` also decides whether an accessible name joins children with a space) and
 *   jest-dom's toBeVisible;
 * - `opacity`: jest-dom's toBeVisible;
 * - `pointer-events`: user-event refuses to click an element whose computed value is `none`;
 * - `content-visibility`: the DOM's checkVisibility(), in case a component asks.
 * Keyframes go (happy-dom runs no animations), as do selector groups naming a pseudo-element
 * (happy-dom's getComputedStyle never applies them to an element). At-rules around the kept rules
 * (@media, @supports, @container) stay, so a breakpoint still hides what it hides.
 */
export const OBSERVABLE_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content-visibility',
]);

/** The id of the `<style>` that holds the sheet in a test's page (tests/setupAntd.ts). */
export const ANTD_TEST_STYLES_ID = 'antd-test-styles';

/** A selector whose subject is a pseudo-element (`:not(::x)` inside is no such subject). */
const PSEUDO_ELEMENT = /::|:(before|after|first-line|first-letter)\b/i;

function namesPseudoElement(selector: string): boolean {
  return PSEUDO_ELEMENT.test(selector.replace(/:not\([^)]*\)/g, ''));
}

/** antd.css reduced to the rules and declarations listed above, in their order. */
export function observableAntdStyles(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules(/keyframes$/i, (rule) => {
    rule.remove();
  });
  root.walkDecls((declaration) => {
    if (!OBSERVABLE_PROPERTIES.has(declaration.prop.toLowerCase())) declaration.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !namesPseudoElement(selector));
    if (kept.length === 0 || !rule.nodes?.length) rule.remove();
    else rule.selectors = kept;
  });
  // Inner at-rules first: an @media left empty by the rules above goes too.
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((rule) => {
    atRules.push(rule);
  });
  for (const rule of atRules.reverse()) if (!rule.nodes?.length) rule.remove();
  return root.toString();
}

const require = createRequire(import.meta.url);

/**
 * The reduced sheet for the installed antd, built once and cached under node_modules/.cache (keyed
 * by antd's version and this file's text, so an upgrade or a change of the filter rebuilds it).
 */
export function antdTestStylesFile(): string {
  const antdCss = require.resolve('antd/dist/antd.css');
  const { version } = require('antd/package.json') as { version: string };
  const key = createHash('sha256')
    .update(version)
    .update(readFileSync(new URL(import.meta.url), 'utf8'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(
    dirname(require.resolve('antd/package.json')),
    '..',
    '.cache',
    'antd-test-styles',
  );
  const file = join(dir, `${key}.css`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, observableAntdStyles(readFileSync(antdCss, 'utf8')));
    renameSync(partial, file); // whole or absent, should two runs build it at once
  }
  return file;
}

import { createRequire } from 'node:module';
import postcss from 'postcss';

/**
 * Drops, from the styles antd inserts while a test runs, the CSS variables that no style in the
 * test's page reads.
 *
 * Why: antd inserts its design tokens as CSS variables, about 470 of them on the theme's class
 * (`.css-var-…`) and more per component (`.css-var-… .ant-btn`), and puts that class on the root
 * element of nearly every component. happy-dom's getComputedStyle parses each such element's
 * variables again and copies them into every descendant it computes, which made the token
 * variables the largest single cost of a style read in the `.tsx` tests (docs/performance.md,
 * "Tests"). The tests' static sheet (antdTestStyles.ts) keeps only the declarations a test can
 * observe, and those read four of the variables.
 *
 * How it stays exact: a variable changes a computed value only through a `var()` that reads it.
 * The filter keeps every variable read by the static sheet, by a declaration of an inserted style,
 * or by a kept variable (to any depth), and every declaration that is not a variable. Nothing in
 * the portal or in antd reads a variable's own computed value (no inline style uses `var()`). A
 * style that reads a variable an earlier style had dropped throws at once, naming it, instead of
 * letting a computed value change quietly.
 */

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const isVariable = (prop: string) => prop.startsWith('--');

/** The variables a CSS text reads through `var()`. */
export function variablesReadBy(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]!));
}

/**
 * A filter for the CSS texts of one page: `read` are the variables its static styles read. Each
 * call returns the text without the variables nothing reads, and remembers what it dropped.
 */
export function unusedVariableFilter(read: Iterable<string>) {
  const kept = new Set(read);
  const dropped = new Set<string>();

  function keep(names: Iterable<string>) {
    for (const name of names) {
      if (dropped.has(name))
        throw new Error(
          `A style reads ${name}, which tests/support/unusedCssVariables.ts dropped from an ` +
            'earlier style: computed styles would differ from the browser. Read it in the static ' +
            'sheet, or keep it from the start.',
        );
      kept.add(name);
    }
  }

  // antd inserts the same texts again and again (each app a test renders has the same ids). A
  // remembered answer stays right: what it dropped is in `dropped`, which `keep` guards.
  const answers = new Map<string, string>();

  return function withoutUnusedVariables(css: string): string {
    if (!css.includes('--')) return css;
    let answer = answers.get(css);
    if (answer === undefined) {
      answer = filter(css);
      answers.set(css, answer);
    }
    return answer;
  };

  function filter(css: string): string {
    const root = postcss.parse(css);
    const variables: postcss.Declaration[] = [];
    root.walkDecls((declaration) => {
      if (isVariable(declaration.prop)) variables.push(declaration);
      else keep(variablesReadBy(declaration.value));
    });
    // A kept variable keeps what it reads, to any depth.
    let grew = true;
    while (grew) {
      grew = false;
      for (const variable of variables)
        if (kept.has(variable.prop))
          for (const name of variablesReadBy(variable.value))
            if (!kept.has(name)) {
              keep([name]);
              grew = true;
            }
    }
    for (const variable of variables)
      if (!kept.has(variable.prop)) {
        dropped.add(variable.prop);
        variable.remove();
      }
    return root.toString();
  }
}

type UpdateCss = (css: string, key: string, option?: object) => unknown;
const UNFILTERED = Symbol('updateCssUnfiltered');
type DynamicCss = { updateCSS: UpdateCss; [UNFILTERED]?: UpdateCss };

/** @rc-component/util's style insertion, as antd's style modules reach it. */
export const dynamicCss = createRequire(import.meta.url)(
  '@rc-component/util/lib/Dom/dynamicCSS',
) as DynamicCss;

/**
 * Filters what antd inserts from now on in this process: every antd style (tokens, components,
 * icons) goes through `updateCSS` of @rc-component/util, called through its module object, so
 * replacing that export reaches them all. Installed once per process (the `.tsx` files of a worker
 * share its module cache and its window). Returns the insertion as shipped, for comparisons.
 */
export function installUnusedVariableFilter(readByStaticStyles: Iterable<string>): UpdateCss {
  const installed = dynamicCss[UNFILTERED];
  if (installed) return installed;
  const filter = unusedVariableFilter(readByStaticStyles);
  const insert = dynamicCss.updateCSS;
  dynamicCss.updateCSS = (css, key, option) => insert(filter(css), key, option);
  dynamicCss[UNFILTERED] = insert;
  return insert;
}

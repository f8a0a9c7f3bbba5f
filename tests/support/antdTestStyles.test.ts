import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { antdTestStylesFile, OBSERVABLE_PROPERTIES, observableAntdStyles } from './antdTestStyles';

const squash = (css: string) => css.replace(/\s+/g, '');

describe('observableAntdStyles', () => {
  it('keeps only the declarations the testing libraries read, dropping rules left empty', () => {
    const css =
      '.a{color:red;display:none;margin:0}.b{color:blue}.c{opacity:0;pointer-events:none !important}';
    expect(squash(observableAntdStyles(css))).toBe(
      '.a{display:none}.c{opacity:0;pointer-events:none!important}',
    );
  });

  it('keeps visibility and content-visibility, whatever the letter case of the property', () => {
    const css = '.a{VISIBILITY:hidden}.b{content-visibility:hidden;width:1px}';
    expect(squash(observableAntdStyles(css))).toBe(
      '.a{VISIBILITY:hidden}.b{content-visibility:hidden}',
    );
  });

  it('drops selector groups naming a pseudo-element, and keeps the others of the rule', () => {
    const css = '.a::before,.b{display:block}.c:after{display:none}.d:not(::x),.e:hover{opacity:0}';
    expect(squash(observableAntdStyles(css))).toBe(
      '.b{display:block}.d:not(::x),.e:hover{opacity:0}',
    );
  });

  it('keeps media queries around what they hide, and drops keyframes and emptied at-rules', () => {
    const css =
      '@keyframes spin{to{opacity:0}}' +
      '@media (max-width:575px){.col-xs-0{display:none}.x{color:red}}' +
      '@media print{.y{color:red}}' +
      '@supports (display:grid){@media (min-width:1px){.z{width:1px}}}';
    expect(squash(observableAntdStyles(css))).toBe(
      '@media(max-width:575px){.col-xs-0{display:none}}',
    );
  });

  it("reduces the installed antd's sheet to declarations of the observable properties only", () => {
    const reduced = postcss.parse(readFileSync(antdTestStylesFile(), 'utf8'));
    const properties = new Set<string>();
    let rules = 0;
    reduced.walkDecls((declaration) => {
      properties.add(declaration.prop.toLowerCase());
    });
    reduced.walkRules(() => {
      rules += 1;
    });
    expect([...properties].every((property) => OBSERVABLE_PROPERTIES.has(property))).toBe(true);
    expect(properties).toContain('display');
    expect(properties).toContain('pointer-events');
    // A fraction of the 5,239 rules of antd.css: what the sheet is for (docs/performance.md).
    expect(rules).toBeGreaterThan(500);
    expect(rules).toBeLessThan(2000);
  });
});

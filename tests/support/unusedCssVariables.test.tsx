import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@/app/Providers';
import { openSampleSelect, SampleAntdPage } from './sampleAntdPage';
import {
  dynamicCss,
  installUnusedVariableFilter,
  unusedVariableFilter,
  variablesReadBy,
} from './unusedCssVariables';

const squash = (css: string) => css.replace(/\s+/g, '');

describe('unusedVariableFilter', () => {
  it('keeps the variables a style reads, to any depth, and every other declaration', () => {
    const filter = unusedVariableFilter(['--a']);
    const css = '.t{--a:var(--b);--b:1;--c:2;--d:var(--c);color:red}.u{opacity:var(--e);--e:0.5}';
    expect(squash(filter(css))).toBe(
      '.t{--a:var(--b);--b:1;color:red}.u{opacity:var(--e);--e:0.5}',
    );
  });

  it('leaves a text without variables as it is', () => {
    const css = '.anticon{display:inline-flex}';
    expect(unusedVariableFilter([])(css)).toBe(css);
  });

  it('refuses a style that reads a variable an earlier style lost', () => {
    const filter = unusedVariableFilter([]);
    expect(squash(filter('.t{--gone:1;--kept:2}.x{width:var(--kept)}'))).toBe(
      '.t{--kept:2}.x{width:var(--kept)}',
    );
    expect(() => filter('.y{opacity:var(--gone)}')).toThrow(/--gone/);
  });

  it('reads var() references with or without spaces', () => {
    expect(variablesReadBy('a:var(--x);b:var( --y-z , 1px)')).toEqual(new Set(['--x', '--y-z']));
  });
});

/** Every element's computed value of every property that is not a variable. */
function computedStyles() {
  return [document.body, ...document.body.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    const values: string[] = [];
    for (let i = 0; i < style.length; i += 1) {
      const name = style.item(i);
      if (!name.startsWith('--')) values.push(`${name}:${style.getPropertyValue(name)}`);
    }
    return `${element.tagName}.${element.className} ${values.sort().join(';')}`;
  });
}

describe('the filter on the styles antd inserts', () => {
  it('changes no computed value of a rendered page, and drops variables', async () => {
    const insertUnfiltered = installUnusedVariableFilter([]);
    // What antd inserted, as it asked, with the node it went to (a style it removes since, such
    // as its `:where` support probe, is not put back).
    const inserted = new Map<string, [string, object | undefined, Node]>();
    const filtering = dynamicCss.updateCSS;
    dynamicCss.updateCSS = (css, key, option) => {
      const node = filtering(css, key, option);
      if (node instanceof Node) inserted.set(key, [css, option, node]);
      return node;
    };
    const stillInserted = () => [...inserted].filter(([, [, , node]]) => node.isConnected);
    try {
      const user = userEvent.setup();
      render(
        <ThemeProvider>
          <SampleAntdPage />
        </ThemeProvider>,
      );
      await openSampleSelect(user);

      const filtered = computedStyles();
      const texts = Array.from(document.querySelectorAll('style'), (style) => style.textContent);
      // The loading switch reads antd's --ant-opacity-loading through the static sheet: kept.
      const busy = screen.getByRole('switch', { name: 'Busy' });
      expect(getComputedStyle(busy).opacity).toBe('0.65');

      for (const [key, [css, option]] of stillInserted()) insertUnfiltered(css, key, option);
      const asShipped = computedStyles();
      const shippedTexts = Array.from(document.querySelectorAll('style'), (s) => s.textContent);

      expect(filtered).toEqual(asShipped);
      expect(filtered.length).toBeGreaterThan(100);
      // The filter does drop: a check that never fires could hide nothing.
      const declared = (all: (string | null)[]) =>
        all.join('').match(/[{;]\s*--[\w-]+\s*:/g)?.length;
      expect(declared(shippedTexts)).toBeGreaterThan(400);
      expect(declared(texts)).toBeLessThan(10);
    } finally {
      // Later files of this worker share the window: leave antd's styles filtered again.
      dynamicCss.updateCSS = filtering;
      for (const [key, [css, option]] of stillInserted()) filtering(css, key, option);
    }
  });
});

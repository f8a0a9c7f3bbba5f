import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Element from 'happy-dom/lib/nodes/element/Element.js';
import { cannotMatch, installComputedStyleRuleFilter } from './computedStyleRuleFilter';
import { openSampleSelect, SampleAntdPage } from './sampleAntdPage';

/**
 * The filter may only skip a rule when happy-dom's own matching says "no match": for every
 * element and selector it rejects, happy-dom's unfiltered matcher must return null.
 */
const happyDomMatches = installComputedStyleRuleFilter();
const asHappyDom = (element: globalThis.Element) => element as unknown as Element;

function rejectedButMatching(elements: globalThis.Element[], selectors: string[]) {
  let rejected = 0;
  const wrong: string[] = [];
  for (const element of elements)
    for (const selector of selectors) {
      if (!cannotMatch(asHappyDom(element), selector)) continue;
      rejected += 1;
      if (happyDomMatches(asHappyDom(element), selector, { ignoreErrors: true }))
        wrong.push(`${element.outerHTML.slice(0, 80)} ~ ${selector}`);
    }
  return { rejected, wrong };
}

function styleRuleSelectors(rules: CSSRuleList, into: string[] = []): string[] {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string')
      into.push(rule.selectorText);
    if ('cssRules' in rule && rule.cssRules) styleRuleSelectors(rule.cssRules as CSSRuleList, into);
  }
  return into;
}

describe('the computed-style rule filter', () => {
  it('rejects only what happy-dom does not match, quirks included', () => {
    document.body.innerHTML = `
      <div class="x css-h" id="root">
        <span class="y" id="s">a</span>
        <button class="ant-btn ant-btn-primary css-h" disabled>b</button>
        <svg class="icon"><path class="p"></path></svg>
        <input class="a:b" type="text">
        <p class="Y">c</p>
      </div>`;
    const selectors = [
      '.x',
      '.y',
      '.z',
      '#s',
      '#root .y',
      'span',
      'SPAN',
      'div span',
      'svg',
      'path',
      'svg .p',
      '.x::before',
      '.y:hover',
      '.x > .y',
      '.x + .y',
      '.x ~ p',
      '.y, .z',
      '.z, .q',
      ':where(.css-h).ant-btn',
      ':where(.css-h).ant-btn:not(:disabled)',
      ':where(.z).x:not(:disabled)',
      ':where(.x) .y',
      ':is(.x .q, .x .y)',
      ':not(.y)',
      '[class^="ant-btn"]',
      '.ant-btn[disabled]',
      '.a\\:b',
      'input.a\\:b',
      '.Y',
      '.y.Y',
      'p.y',
      'button#s',
      '*',
      '.x *',
      ':root .x',
      'div:has(.y)',
      '.(',
      ']',
      '',
    ];
    const { rejected, wrong } = rejectedButMatching(
      Array.from(document.querySelectorAll('*')),
      selectors,
    );
    expect(wrong).toEqual([]);
    // The filter does reject: a check that never fires could hide nothing.
    expect(rejected).toBeGreaterThan(100);
    expect(cannotMatch(asHappyDom(document.getElementById('s')!), '.z')).toBe(true);
    expect(cannotMatch(asHappyDom(document.getElementById('s')!), '.y')).toBe(false);
  });

  it('agrees with happy-dom on every antd rule and element of a rendered page', async () => {
    const user = userEvent.setup();
    render(<SampleAntdPage />);
    await openSampleSelect(user);

    const selectors = Array.from(document.styleSheets).flatMap((sheet) =>
      styleRuleSelectors(sheet.cssRules),
    );
    expect(selectors.length).toBeGreaterThan(500);
    const { rejected, wrong } = rejectedButMatching(
      Array.from(document.querySelectorAll('*')),
      selectors,
    );
    expect(wrong).toEqual([]);
    expect(rejected).toBeGreaterThan(10_000);
  });
});

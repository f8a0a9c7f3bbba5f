import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { beforeEach } from 'vitest';
import { installComputedStyleRuleFilter } from './support/computedStyleRuleFilter';

// antd's first lazy render takes about a second in a test environment (STACK.md). Configured on
// @testing-library/dom, which @testing-library/react drives: importing React's testing library
// here would load react-dom into the half of the test files that render nothing. A file that
// imports @testing-library/react gets its cleanup after each test from it (globals are on).
configure({ asyncUtilTimeout: 5000 });

// happy-dom matches every antd style rule against every element whose style is read: skip the
// rules that cannot apply first (same answers, a fraction of the CPU).
if (typeof window !== 'undefined') installComputedStyleRuleFilter();

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

function clearCookies() {
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

beforeEach(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  clearCookies();
});

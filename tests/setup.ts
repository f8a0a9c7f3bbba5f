import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { beforeEach } from 'vitest';
import { installComputedStyleRuleFilter } from './support/computedStyleRuleFilter';
import { installFastPropertyClone } from './support/fastPropertyClone';
import { installOwnXhrMethods } from './support/ownXhrMethods';
import { lazyElementError } from './support/lazyElementError';
import { WAIT_FOR_STATE_MS } from './support/patience';
import { installTestClock, TEST_NOW, testClock } from './support/testClock';

// The app and the simulator read one clock, set to the seed's day: no test depends on the
// machine's date (tests/support/testClock.ts). Each test starts at TEST_NOW.
installTestClock();
testClock.set(TEST_NOW);

// antd's first lazy render takes about a second in a test environment. Configured on
// @testing-library/dom, which @testing-library/react drives: importing React's testing library
// here would load react-dom into the half of the test files that render nothing. A file that
// imports @testing-library/react gets its cleanup after each test from it (globals are on).
// A failed query's picture of the page is drawn when its message is read, not on each retry of a
// waitFor / findBy (tests/support/lazyElementError.ts).
configure({ asyncUtilTimeout: WAIT_FOR_STATE_MS, getElementError: lazyElementError });

// happy-dom matches every antd style rule against every element whose style is read: skip the
// rules that cannot apply first (same answers, a fraction of the CPU). And it clones the inherited
// properties once per ancestor of that element: copy them by hand (same copies). And msw's
// XMLHttpRequest interceptor would patch the window's shared XMLHttpRequest prototype on every
// answer (each request then read the last answer's headers, and every answered request stayed in
// memory with its file's simulator): give the class its methods as its own.
if (typeof window !== 'undefined') {
  installComputedStyleRuleFilter();
  installFastPropertyClone();
  installOwnXhrMethods();
}

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
  testClock.set(TEST_NOW);
  if (typeof window === 'undefined') return;
  localStorage.clear();
  clearCookies();
});

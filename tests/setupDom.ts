import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ANTD_TEST_STYLES_ID } from './support/antdTestStyles';
import { closeTestStores } from './support/storeLifetime';
import { installUnusedVariableFilter, variablesReadBy } from './support/unusedCssVariables';

/**
 * Setup of the `.tsx` (happy-dom) files, which share their worker's module cache and window
 * (`isolate: false`): modules are imported once per worker, so what a module does when it is
 * first imported happens for the first file only, and what one file leaves in the window reaches
 * the next. So, for every file:
 * - React Testing Library's automatic cleanup (registered on import) is registered here: each
 *   test's app is unmounted before the next one renders, and its stores are closed
 *   (tests/support/storeLifetime.ts);
 * - it starts from an empty page at '/', with no timer or request of the file before still
 *   pending (happy-dom's abort), and empty storage;
 * - spies it left on shared modules are restored once it is done.
 */
beforeAll(async () => {
  const happyDOM = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDOM?.abort();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  closeTestStores();
});
afterAll(() => vi.restoreAllMocks());

/*
 * antd still inserts its design tokens as CSS variables at run time: only those a style of the page
 * reads stay (tests/support/unusedCssVariables.ts says why, and how that stays exact). Installed
 * here, not in setupAntd.ts: every file of this project renders with the one antd that
 * setupAntd.ts sets to `zeroRuntime`, so no style inserted at run time reads another variable,
 * whereas an isolated file may load antd again (vi.resetModules) and insert its component styles.
 */
installUnusedVariableFilter(
  variablesReadBy(document.getElementById(ANTD_TEST_STYLES_ID)?.textContent ?? ''),
);

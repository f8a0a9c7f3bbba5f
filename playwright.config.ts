import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/e2e/chromium';

// E2E_PORT and E2E_OUT_DIR let several checkouts' browser tests run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ? ` --outDir ${process.env.E2E_OUT_DIR}` : '';
const preview = `node_modules/.bin/vite preview --port ${PORT} --strictPort${outDir}`;
const build = `node_modules/.bin/vite build${outDir}${outDir && ' --emptyOutDir'}`;

/**
 * Browser tests: Debian's Chromium (nothing is downloaded) against the production build served by
 * `vite preview`, with the API simulator running in the page (no API base URL configured).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two at a time: much of a browser test is waiting (the page, the simulator's answers), so two
  // workers on two cores finish the suite well before one (docs/performance.md, "Browser tests").
  // E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous: each page and dialog a test reaches is also checked by axe, a second or two apiece.
  timeout: 180_000,
  // A fresh browser's first sign-in waits for the in-page simulator to seed its database, many
  // seconds on a busy machine: assertions wait for the state, not for what a quiet machine meets.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: process.env.E2E_SKIP_BUILD ? preview : `${build} && ${preview}`,
    url: `http://localhost:${PORT}/auth/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

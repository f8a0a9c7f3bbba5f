import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_TIMEOUT_MS } from './tests/support/patience.ts';

// Unit tests sit next to their code (src, simulator, scripts/vite and lint, tests/support); the portal's
// integration tests are in tests/integration (browser tests: playwright.config.ts).
const WHERE = [
  'src/**',
  'simulator/**',
  'scripts/vite/**',
  'scripts/lint/**',
  'tests/support/**',
  'tests/integration/**',
];

/**
 * Tests that replace modules or globals (vi.mock, vi.doMock, vi.stubGlobal, vi.resetModules) run
 * in a fresh module graph each, so what they replace never reaches another file. The list is
 * read from the files themselves, never kept by hand. Nothing else needs isolation: the app keeps
 * no state at module level (each store has its own app context, src/app/appContext.ts).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/;

function testFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file.split(sep).join('/')}`);
}

const testFiles = WHERE.map((glob) => glob.replace('/**', '')).flatMap((dir) =>
  existsSync(dir) ? testFilesIn(dir) : [],
);
const sourceOf = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')]));
const mockingFiles = testFiles.filter((file) => REPLACES_MODULES.test(sourceOf.get(file)!));
const MOCKING_FILES = mockingFiles.filter((file) => file.endsWith('.ts'));
/** The same for .tsx tests. */
const DOM_MOCKING_FILES = mockingFiles.filter((file) => file.endsWith('.tsx'));

/**
 * The environment a `.ts` test names on its first line (`// @vitest-environment happy-dom`).
 * Vitest reuses a worker only for a next file of the same project and environment, and ends it
 * otherwise: `.ts` files of several environments in one project, queued longest first, would
 * start a new worker (and import everything again) at almost every change. So each environment
 * has its project: the `.ts` files that want happy-dom run in the `dom` project, one that wants
 * another environment (jsdom) runs isolated.
 */
const ENVIRONMENT_LINE = /^\/\/ @vitest-environment (\S+)/;
function declaredEnvironment(file: string) {
  return ENVIRONMENT_LINE.exec(sourceOf.get(file)!)?.[1] ?? 'node';
}
const plainTsFiles = testFiles.filter(
  (file) => file.endsWith('.ts') && !MOCKING_FILES.includes(file),
);
const DOM_TS_FILES = plainTsFiles.filter((file) => declaredEnvironment(file) === 'happy-dom');
const OTHER_ENVIRONMENT_FILES = plainTsFiles.filter(
  (file) => !['node', 'happy-dom'].includes(declaredEnvironment(file)),
);

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // Tests load antd as Node does, from its CommonJS build (`antd` resolves to lib/). A deep
      // import of an ES module (antd/es/input/Input, which the app uses to load less) would bring
      // a second copy of antd beside it, with contexts of its own: the lib module instead.
      alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
    },
    test: {
      globals: true,
      environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
      setupFiles: ['./tests/setup.ts'],
      // The simulator's demo seed, generated once per run instead of once per test file.
      globalSetup: ['./tests/globalSetup.ts'],
      // Generous: a test waits for states, and a loaded machine must not fail it (patience.ts).
      testTimeout: TEST_TIMEOUT_MS,
      css: false,
      pool: 'forks',
      // The integration tests allocate fast (React trees, antd's styles, happy-dom's cascade): a
      // larger young generation means fewer scavenges (measured in docs/performance.md).
      execArgv: ['--max-semi-space-size=32'],
      // One worker more than cores: the main process mostly waits, and so do the integration
      // tests between renders (timers, the simulator's answers), so a third worker fills the
      // gaps (the measurements are in docs/performance.md, "Tests").
      maxWorkers: availableParallelism() + 1,
      // Components (.tsx) run in happy-dom; rules, the API layer and the simulator (.ts) in plain
      // Node, which starts in a fraction of the time. A .ts test that needs a DOM says so on its
      // first line (`// @vitest-environment happy-dom`), and runs in the `dom` project
      // (DOM_TS_FILES above).
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: [...WHERE.map((dir) => `${dir}/*.test.tsx`), ...DOM_TS_FILES],
            exclude: DOM_MOCKING_FILES,
            // Like the .ts files below, these share their worker's module cache and its
            // happy-dom window: each file still gets its own store and simulator, without
            // importing React, antd and the app again (about a second a file). tests/setupDom.ts
            // empties the page between files and registers what a module would otherwise do for
            // the first file only (the testing library's cleanup). A shared test module therefore
            // starts the simulator from a kit function each file calls (ESLint says so).
            isolate: false,
            setupFiles: ['./tests/setupReact.ts', './tests/setupAntd.ts', './tests/setupDom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'happy-dom',
            include: DOM_MOCKING_FILES,
            setupFiles: ['./tests/setupReact.ts', './tests/setupAntd.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: WHERE.map((dir) => `${dir}/*.test.ts`),
            exclude: [...MOCKING_FILES, ...DOM_TS_FILES, ...OTHER_ENVIRONMENT_FILES],
            // These files share their worker's module cache (each file still runs once, with its
            // own simulator store and msw server), a large saving (docs/performance.md). Modules
            // they import keep no state a later file could see, which the files below break.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            environment: 'node',
            include: [...MOCKING_FILES, ...OTHER_ENVIRONMENT_FILES],
          },
        },
      ],
    },
  }),
);

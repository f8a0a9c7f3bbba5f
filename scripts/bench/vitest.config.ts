import { defineConfig } from 'vitest/config';

/**
 * The bench's own unit tests (pure rules: statistics, budgets, chunk analysis, table), in Node:
 * `npx vitest run --config scripts/bench/vitest.config.ts`. Kept apart from the app's config
 * (happy-dom, app setup) because they need neither.
 */
export default defineConfig({
  // Vite's cache beside the project's, not a node_modules/ inside scripts/bench.
  cacheDir: '../../node_modules/.vite/bench',
  test: {
    root: import.meta.dirname,
    include: ['lib/__tests__/*.test.ts'],
    environment: 'node',
  },
});

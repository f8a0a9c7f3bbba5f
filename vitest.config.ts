import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
      setupFiles: ['./tests/setup.ts'],
      // The simulator's demo seed, generated once per run instead of once per test file.
      globalSetup: ['./tests/globalSetup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
      ],
      testTimeout: 20000,
      css: false,
      pool: 'forks',
      // Vitest's default leaves a core to its main process (cores - 1): one worker on a 2-core
      // machine, while the main process mostly waits. Two workers at least.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }),
);

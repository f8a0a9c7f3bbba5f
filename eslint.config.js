import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (docs/architecture.md): app → features → core → api → lib; shared components
 * may use core, api and lib but never a feature.
 * Production code never imports the simulator (src/mocks) except app/main's dynamic import.
 * Enforced on the `@/` alias every module uses (ESLint's core rule: no resolver needed).
 */
const forbidden = {
  lib: ['api', 'core', 'features', 'app', 'components', 'mocks'],
  api: ['core', 'features', 'app', 'components', 'mocks'],
  core: ['features', 'app', 'mocks'],
  components: ['features', 'app', 'mocks'],
  features: ['app', 'mocks'],
  mocks: ['app', 'features', 'core', 'components'],
};
const boundaries = Object.entries(forbidden).map(([layer, banned]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', '**/testing.tsx', '**/testSupport.ts', '**/__tests__/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: banned.flatMap((b) => [`@/${b}`, `@/${b}/**`]),
            message: `src/${layer} may not import from ${banned.join(', ')} (docs/architecture.md).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
);

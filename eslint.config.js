import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (docs/architecture.md): app → features → core → api → lib; components → lib.
 * Production code never imports the simulator (src/mocks) except app/main's dynamic import.
 */
const zones = [
  { target: './src/lib', from: ['./src/api', './src/core', './src/features', './src/app', './src/components', './src/mocks'] },
  { target: './src/api', from: ['./src/core', './src/features', './src/app', './src/components', './src/mocks'] },
  { target: './src/core', from: ['./src/features', './src/app', './src/mocks'] },
  { target: './src/components', from: ['./src/features', './src/app', './src/mocks'] },
  { target: './src/features', from: ['./src/app', './src/mocks'] },
  { target: './src/mocks', from: ['./src/app', './src/features', './src/core'] },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests may reach across layers to arrange a scenario.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);

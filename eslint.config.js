import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code and test helpers: they may reach anywhere to set a scene up. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing.tsx', '**/testSupport.ts', '**/__tests__/**'];

/**
 * Layer boundaries (docs/architecture.md): app → features → core → api → lib; shared components
 * may use core, api and lib but never a feature.
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
  ignores: TEST_FILES,
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

// ---- Rules that need the importing file's place: resolved against src/ ---------------------

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const toPosix = (p) => p.split(path.sep).join('/');

/** Where a specifier points, relative to src/ ('features/x/api', '../tests/…'); null: a package. */
function resolveInSrc(specifier, filename) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return toPosix(path.relative(SRC, path.resolve(path.dirname(filename), specifier)));
}

/** Calls `check(specifier, node, dynamic)` for every static, re-exporting and dynamic import. */
function onImports(check) {
  const visit = (dynamic) => (node) => {
    const specifier = node.source?.value;
    if (typeof specifier === 'string') check(specifier, node, dynamic);
  };
  return {
    ImportDeclaration: visit(false),
    ExportNamedDeclaration: visit(false),
    ExportAllDeclaration: visit(false),
    ImportExpression: visit(true),
  };
}

/** A feature's public face: its endpoints and types (api.ts) and its paths (paths.ts). */
const PUBLIC_MODULE = /(^|\/)(api|paths)(\.tsx?)?$/;

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "features/{{from}} may use features/{{to}} only through its api.ts and paths.ts, not '{{specifier}}'. Move what both need to a shared place (components, core, lib).",
    },
    schema: [],
  },
  create(context) {
    const from = /^features\/([^/]+)\//.exec(toPosix(path.relative(SRC, context.filename)))?.[1];
    if (!from) return {};
    return onImports((specifier, node) => {
      const target = /^features\/([^/]+)(?:\/(.*))?$/.exec(
        resolveInSrc(specifier, context.filename) ?? '',
      );
      if (!target || target[1] === from || PUBLIC_MODULE.test(target[2] ?? '')) return;
      context.report({ node, messageId: 'internal', data: { from, to: target[1], specifier } });
    });
  },
};

const noTestCode = {
  meta: {
    type: 'problem',
    messages: {
      tests: "Production code may not import test code ('{{specifier}}').",
      mocks:
        "Production code may not import the simulator ('{{specifier}}'); only app/simulatorStart.tsx loads it, with a dynamic import.",
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(path.relative(SRC, context.filename));
    // The layers that already ban the simulator say so themselves (and mocks may use mocks).
    const layerBansMocks = Object.entries(forbidden).some(
      ([layer, banned]) => file.startsWith(`${layer}/`) && banned.includes('mocks'),
    );
    const checkMocks = !layerBansMocks && !file.startsWith('mocks/');
    return onImports((specifier, node, dynamic) => {
      const target = resolveInSrc(specifier, context.filename);
      if (target === null) return;
      if (target.startsWith('../tests/') || target === '../tests')
        context.report({ node, messageId: 'tests', data: { specifier } });
      else if (
        checkMocks &&
        /^mocks(\/|$)/.test(target) &&
        !(dynamic && file === 'app/simulatorStart.tsx')
      )
        context.report({ node, messageId: 'mocks', data: { specifier } });
    });
  },
};

const portal = { rules: { 'feature-boundaries': featureBoundaries, 'no-test-code': noTestCode } };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
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
  {
    // A feature never reaches into another feature's components, pages, wizards, forms or
    // slices; production code never imports tests/ or the simulator.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { portal },
    rules: { 'portal/feature-boundaries': 'error', 'portal/no-test-code': 'error' },
  },
);

import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code and test helpers: they may reach anywhere to set a scene up. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing.tsx', '**/testSupport.ts', '**/__tests__/**'];

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

/**
 * A feature's public face: its index.ts (what other features legitimately use), its endpoints
 * (api.ts: importing them registers them, so an index never re-exports them and a page that
 * needs only a path does not load another feature's endpoints) and its paths (paths.ts).
 */
const PUBLIC_MODULE = /^(index|api|paths)(\.tsx?)?$/;

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "features/{{from}} may use features/{{to}} only through its index.ts, api.ts and paths.ts, not '{{specifier}}'. Export it there, or move what both need to a lower layer (components, core, domain, lib).",
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
      if (!target || target[1] === from || !target[2] || PUBLIC_MODULE.test(target[2])) return;
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
    // Every layer but the simulator's own: the simulator is loaded only by the app's one seam.
    const checkMocks = !file.startsWith('mocks/');
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

/**
 * Layer boundaries (docs/architecture.md): app → features → components → core → api → domain → lib.
 * A module may import its own layer and the layers below it, never one above, whether it names
 * the module by the `@/` alias or by a relative path. The simulator (src/mocks) may use only the
 * framework-free layers, domain and lib; only app/simulatorStart.tsx loads it (no-test-code).
 */
const LAYERS = ['lib', 'domain', 'api', 'core', 'components', 'features', 'app'];
const SIMULATOR_MAY_USE = ['domain', 'lib', 'mocks'];

const layers = {
  meta: {
    type: 'problem',
    messages: {
      up: 'src/{{from}} may not import from src/{{to}} ({{specifier}}): imports run down the layers app → features → components → core → api → domain → lib (docs/architecture.md).',
      simulator:
        'The simulator may import only src/domain and src/lib, not src/{{to}} ({{specifier}}).',
    },
    schema: [],
  },
  create(context) {
    const from = toPosix(path.relative(SRC, context.filename)).split('/')[0];
    const fromRank = LAYERS.indexOf(from);
    if (fromRank < 0 && from !== 'mocks') return {};
    return onImports((specifier, node) => {
      const target = resolveInSrc(specifier, context.filename);
      if (target === null || target.startsWith('..')) return;
      const to = target.split('/')[0];
      if (from === 'mocks') {
        if (!SIMULATOR_MAY_USE.includes(to))
          context.report({ node, messageId: 'simulator', data: { to, specifier } });
        return;
      }
      const toRank = LAYERS.indexOf(to);
      if (toRank > fromRank) context.report({ node, messageId: 'up', data: { from, to, specifier } });
    });
  },
};

/** domain and lib are framework-free: the portal, the simulator and Node scripts all run them. */
const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*', 'axios', '@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'react-router', 'react-router-dom', 'formik', 'msw', 'msw/*'];

const portal = { rules: {
    layers, 'feature-boundaries': featureBoundaries, 'no-test-code': noTestCode } };

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
  {
    // A feature never reaches into another feature's components, pages, wizards, forms or
    // slices; production code never imports tests/ or the simulator.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { portal },
    rules: {
      'portal/layers': 'error',
      'portal/feature-boundaries': 'error',
      'portal/no-test-code': 'error',
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: 'src/domain and src/lib are framework-free (docs/architecture.md).' }] },
      ],
    },
  },
);

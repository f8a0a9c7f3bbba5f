import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test code and test helpers: they may reach anywhere to set a scene up. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/__tests__/**', 'simulator/tests/**'];

// ---- Rules that need the importing file's place: resolved against the repository -----------

const ROOT = fileURLToPath(new URL('./', import.meta.url));
const toPosix = (p) => p.split(path.sep).join('/');
/** A file's place in the repository: 'src/features/x/a.ts', 'simulator/src/db/store.ts'. */
const placeOf = (filename) => toPosix(path.relative(ROOT, filename));

/** Where a specifier points in the repository ('src/features/x/api', 'tests/…'); null: a package. */
function resolvePlace(specifier, filename) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('@simulator/')) return `simulator/src/${specifier.slice(11)}`;
  if (specifier.startsWith('@tests/')) return `tests/${specifier.slice(7)}`;
  if (!specifier.startsWith('.')) return null;
  return placeOf(path.resolve(path.dirname(filename), specifier));
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
    const from = /^src\/features\/([^/]+)\//.exec(placeOf(context.filename))?.[1];
    if (!from) return {};
    return onImports((specifier, node) => {
      const target = /^src\/features\/([^/]+)(?:\/(.*))?$/.exec(
        resolvePlace(specifier, context.filename) ?? '',
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
      simulator:
        "The portal may not import the simulator ('{{specifier}}'); only src/app/simulatorStart.tsx loads it, with a dynamic import.",
    },
    schema: [],
  },
  create(context) {
    const file = placeOf(context.filename);
    return onImports((specifier, node, dynamic) => {
      const target = resolvePlace(specifier, context.filename);
      if (target === null) return;
      if (/^(tests|simulator\/tests)(\/|$)/.test(target))
        context.report({ node, messageId: 'tests', data: { specifier } });
      else if (
        file.startsWith('src/') &&
        target.startsWith('simulator/') &&
        !(dynamic && file === 'src/app/simulatorStart.tsx')
      )
        context.report({ node, messageId: 'simulator', data: { specifier } });
    });
  },
};

/**
 * Layer boundaries (docs/architecture.md): app → features → components → core → api → domain → lib.
 * A module may import its own layer and the layers below it, never one above, whether it names
 * the module by an alias or by a relative path. The simulator (simulator/, a package of its own)
 * may use only the portal's framework-free layers, domain and lib; the portal reaches it only
 * through src/app/simulatorStart.tsx (no-test-code).
 */
const LAYERS = ['lib', 'domain', 'api', 'core', 'components', 'features', 'app'];
const SIMULATOR_MAY_USE = /^(src\/domain|src\/lib|simulator\/src)(\/|$)/;

const layers = {
  meta: {
    type: 'problem',
    messages: {
      up: 'src/{{from}} may not import from src/{{to}} ({{specifier}}): imports run down the layers app → features → components → core → api → domain → lib (docs/architecture.md).',
      simulator:
        'The simulator may import only src/domain and src/lib of the portal, not {{to}} ({{specifier}}).',
    },
    schema: [],
  },
  create(context) {
    const file = placeOf(context.filename);
    const inSimulator = file.startsWith('simulator/');
    const from = /^src\/([^/]+)\//.exec(file)?.[1];
    const fromRank = LAYERS.indexOf(from ?? '');
    if (fromRank < 0 && !inSimulator) return {};
    return onImports((specifier, node) => {
      const target = resolvePlace(specifier, context.filename);
      if (target === null) return;
      if (inSimulator) {
        if (!SIMULATOR_MAY_USE.test(target))
          context.report({ node, messageId: 'simulator', data: { to: target, specifier } });
        return;
      }
      const to = /^src\/([^/]+)\//.exec(target)?.[1];
      if (!to) return;
      if (LAYERS.indexOf(to) > fromRank)
        context.report({ node, messageId: 'up', data: { from, to, specifier } });
    });
  },
};

/** domain and lib are framework-free: the portal, the simulator and Node scripts all run them. */
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'antd',
  'antd/*',
  '@ant-design/*',
  'axios',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/*',
  'react-redux',
  'react-router',
  'react-router-dom',
  'formik',
  'msw',
  'msw/*',
];

const portal = {
  rules: { layers, 'feature-boundaries': featureBoundaries, 'no-test-code': noTestCode },
};

/** useSearchParams outside the URL-state module (src/core/routing/urlState). */
const URL_STATE_MESSAGE =
  'Use the URL-state module (src/core/routing/urlState): useListParams for a list, useSearchParam or useSearchParamState for one parameter (docs/architecture.md).';
const URL_STATE_ONLY = [
  {
    selector:
      "ImportDeclaration[source.value=/^react-router(-dom)?$/] > ImportSpecifier[imported.name='useSearchParams']",
    message: URL_STATE_MESSAGE,
  },
  { selector: "MemberExpression[property.name='useSearchParams']", message: URL_STATE_MESSAGE },
];

/**
 * One validation dialect: a form's rules are one yup schema (`validationSchema`, a wizard step's
 * `schema`), built from the resource's registry (registrySchema) or its shared rule functions
 * (rulesSchema, allOf), never a formik validate function beside it.
 */
const VALIDATION_MESSAGE =
  "A form's rules are a yup schema: validationSchema (a wizard step's schema), built with registrySchema or rulesSchema (src/domain/validation); no validate function (docs/architecture.md).";
const ONE_VALIDATION_DIALECT = [
  { selector: "JSXAttribute[name.name='validate']", message: VALIDATION_MESSAGE },
  { selector: "Property[key.name='validate']", message: VALIDATION_MESSAGE },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report'],
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
    files: ['src/**/*.{ts,tsx}', 'simulator/src/**/*.{ts,tsx}'],
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
        {
          patterns: [
            {
              group: FRAMEWORKS,
              message: 'src/domain and src/lib are framework-free (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A form is built from the kit, with no exception: in components/form EditForm for a
    // record's edit (Save/Cancel), ActionForm for a form of one action (sign-in, a chat reply, the
    // e-mail change's first step) and DialogForm for a form in a Modal (its OK sends); the Wizard
    // (components/wizard) for a flow of steps. They share one core (useFormSubmit) that does what
    // every form must: one send per set of values under one Idempotency-Key, nothing once the form
    // is gone or the merchant has left, the server's 422 on its fields and the rest in
    // FormErrorAlert. Outside the kit nothing builds a formik form of its own; fields inside a
    // kit form still read it (useFormikContext, useField, getIn, the types). The core no-restricted-imports is taken by the layer rules above (a later
    // block's options would replace theirs), hence typescript-eslint's rule of the same name.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/form/**', 'src/components/wizard/**', ...TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'formik',
              importNames: [
                'Formik',
                'useFormik',
                'withFormik',
                'Form',
                'Field',
                'FastField',
                'FieldArray',
                'ErrorMessage',
              ],
              message:
                'Build forms from the kit (components/form, components/wizard): EditForm for a record, ActionForm for one action, DialogForm in a Modal, the Wizard for steps; docs/architecture.md.',
            },
          ],
        },
      ],
    },
  },
  // ---- Dates are written by the format module only (src/domain/format) -------------------
  {
    files: ['src/**/*.{ts,tsx}', 'simulator/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/domain/format/**'],
    rules: { 'no-restricted-syntax': ['error', ...dateFormattingOutsideFormatModule()] },
  },
  // ---- Promises, checked with types --------------------------------------------------------
  {
    // A promise nobody awaits loses its rejection (an unhandled error, a test that ends before
    // its assertion ran), and so does an async function handed where a void callback is expected
    // (an onClick, antd's onFinish). Fix: await it where the result or the order matters; `void`
    // where fire-and-forget is meant (a click's navigate(): a data router's navigation never
    // rejects, its errors go to the route's errorElement). No option is relaxed: an async React
    // handler is wrapped (`onClick={() => void save()}`), and the one place a library really
    // awaits a promise its type calls void (antd's Popconfirm onConfirm) says so on its line.
    // Types come from tsconfig.json through the project service: one program for src/, tests/
    // and scripts/, which roughly doubles the lint's time (measured in the commit).
    files: [
      'src/**/*.{ts,tsx}',
      'simulator/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{ts,tsx}',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // A list's state (and any other search param) is read and written through one module,
    // src/core/routing/urlState: server lists (useListParams), the hosted-search lists
    // (searchListRoute) and small hooks for a link's parameters (useSearchParam,
    // useSearchParamState…), so every list reads ?page=, ?per_page= and its filters alike.
    // Written with no-restricted-syntax, whose options a later block replaces for the files it
    // matches: production code outside the format module gets both the date and the URL-state
    // selectors here, tests and the format module the URL-state ones only (next block).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/domain/format/**', 'src/core/routing/urlState/**'],
    rules: {
      'no-restricted-syntax': ['error', ...dateFormattingOutsideFormatModule(), ...URL_STATE_ONLY],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/__tests__/**', 'src/domain/format/**'],
    ignores: ['src/core/routing/urlState/**'],
    rules: {
      'no-restricted-syntax': ['error', ...URL_STATE_ONLY],
    },
  },
  {
    // The form kit alone hands formik a validate function (it runs the form's schema); anywhere
    // else a `validate=` prop or a `validate:` option is a second dialect. The production
    // selectors are restated: this block's no-restricted-syntax replaces the one above.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      ...TEST_FILES,
      'src/domain/format/**',
      'src/core/routing/urlState/**',
      'src/components/form/**',
      'src/components/wizard/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...dateFormattingOutsideFormatModule(),
        ...URL_STATE_ONLY,
        ...ONE_VALIDATION_DIALECT,
      ],
    },
  },
  {
    // Test files share their worker's modules: a shared test module runs its top level once per
    // worker, for the first file that imports it. The simulator's per-file hooks (withSimulator,
    // portalTestKit) started there would serve that file alone, and a later file in the worker
    // would find no simulator listening. A shared module exports a kit function instead, which
    // each test file calls at its top (tests/support/bulkEdit.ts: bulkEditKit).
    files: ['tests/support/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Program > VariableDeclaration > VariableDeclarator',
          'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator',
        ].map((declarator) => ({
          selector: `${declarator} > CallExpression.init[callee.name=/^(withSimulator|portalTestKit)$/]`,
          message:
            'Start the simulator from a kit function each test file calls at its top, not when this shared module loads (it loads once per worker).',
        })),
        {
          selector:
            'Program > ExpressionStatement > CallExpression[callee.name=/^(withSimulator|portalTestKit)$/]',
          message:
            'Start the simulator from a kit function each test file calls at its top, not when this shared module loads (it loads once per worker).',
        },
      ],
    },
  },
);

/**
 * Date formatting outside src/domain/format: a dayjs pattern literal given to `.format(…)`
 * ('D MMM YYYY', 'YYYY-MM-DD', `HH:mm`), an Intl date formatter that writes a date's parts, and Date's
 * `toLocaleDateString`/`toLocaleTimeString`. A pattern is a string of date tokens and separators
 * only, with an upper-case year, month, day or hour token (or 'h:') in it, so Intl's `.format(n)` and any `.format` of
 * ordinary text never match. (A function declaration: hoisted, so this block stays at the end.)
 */
function dateFormattingOutsideFormatModule() {
  const separators = String.raw`[\s,.:\x2F\-]*`;
  const tokens = 'YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|ZZ|Z';
  const pattern = `/^(?=.*([YMDH]|h:))${separators}((${tokens})${separators})+$/`;
  const message =
    'Dates are formatted only in src/domain/format: formatDate, formatDateTime, formatShortDate, isoDay, ….';
  return [
    {
      selector: `CallExpression[callee.property.name="format"] > Literal.arguments[value=${pattern}]`,
      message,
    },
    {
      selector: `CallExpression[callee.property.name="format"] > TemplateLiteral.arguments[quasis.length=1] > TemplateElement[value.raw=${pattern}]`,
      message,
    },
    {
      // An Intl date formatter that writes parts of a date (one used only to check a time zone
      // name is no formatting).
      selector:
        'NewExpression[callee.object.name="Intl"][callee.property.name="DateTimeFormat"]:has(Property[key.name=/^(day|month|year|weekday|hour|minute|dateStyle|timeStyle)$/])',
      message,
    },
    { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', message },
  ];
}

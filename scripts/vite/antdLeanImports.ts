import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * A small helper copied out of a library module into a module of its own, for antd modules that
 * import it from a module that also holds a whole component. `source` finds it in `file`.
 */
interface CopiedHelper {
  id: string;
  file: string;
  source: RegExp;
  imports: string;
}

const COPIED_HELPERS: CopiedHelper[] = [
  {
    id: '\0antd-is-bright',
    file: 'antd/es/color-picker/components/ColorPresets.js',
    source: /export const isBright = [\s\S]*?\n};\n/,
    imports: "import { Color as RcColor } from '@rc-component/color-picker/es/color';",
  },
  {
    id: '\0antd-to-name-path-str',
    file: 'antd/es/form/hooks/useForm.js',
    source: /export function toNamePathStr\(name\) \{[\s\S]*?\n\}\n/,
    imports: "import { toArray } from 'antd/es/form/util';",
  },
  {
    id: '\0rc-tree-arr-helpers',
    file: '@rc-component/tree/es/util.js',
    source:
      /export function arrDel\(list, value\) \{[\s\S]*?\n\}\nexport function arrAdd\(list, value\) \{[\s\S]*?\n\}\n/,
    imports: '',
  },
];

/**
 * Modules imported in place of ones a library imports eagerly for an option the portal does not
 * use. A component becomes a stand-in that loads it on first render (showing its children
 * meanwhile): the module is the same, so its behaviour is unchanged once loaded. Code that cannot
 * wait for a load is replaced by a stub, and its comment says why that is safe here.
 */
const STAND_INS: { id: string; code: string }[] = [
  {
    id: '\0antd-lazy-unique-provider',
    code: lazyWrapper('antd/es/tooltip/UniqueProvider'),
  },
  { id: '\0antd-lazy-tooltip', code: lazyWrapper('antd/es/tooltip') },
  { id: '\0antd-lazy-tree', code: lazyWrapper('antd/es/tree') },
  { id: '\0antd-lazy-copy-btn', code: lazyWrapper('antd/es/typography/Base/CopyBtn') },
  { id: '\0antd-lazy-typography-editable', code: lazyWrapper('antd/es/typography/Editable') },
  {
    // axios's fetch adapter (~3 kB gzip), third in its default list: browsers take the first, XHR.
    // Without it axios answers as in a browser that has no fetch.
    id: '\0axios-no-fetch-adapter',
    code: 'export const getFetch = () => false;',
  },
  {
    // InstantSearch's default router, for `routing` without a `router`: the portal always passes
    // its own (useListRouting), so the history router and its query-string library (qs and its
    // dependencies, ~14 kB gzip) are left out, with an error should anything rely on it.
    id: '\0instantsearch-no-history-router',
    code: [
      'export default function historyRouter() {',
      "  throw new Error('InstantSearch routing needs a router here: pass routing.router.');",
      '}',
    ].join('\n'),
  },
];

function lazyWrapper(module: string): string {
  return [
    "import * as React from 'react';",
    `const Real = React.lazy(() => import('${module}'));`,
    'export default function LazyStandIn(props) {',
    '  return React.createElement(React.Suspense, { fallback: props.children },',
    '    React.createElement(Real, props));',
    '}',
  ].join('\n');
}

/**
 * An import inside antd (or a library the portal's pages load) that reaches a whole package or
 * component for one small helper, with the module that really defines that helper (the same
 * binding, so `instanceof` and context identity hold) or a copy of it (COPIED_HELPERS); or one
 * for an option the portal does not use, with a stand-in (STAND_INS). `files` matches the
 * importing module's path; a file may have several edits, applied in order.
 */
const ANTD_IMPORT_REWRITES: { files: RegExp; from: string; to: string }[] = [
  // Button and Tag styles: `isBright`, which sits beside the colour presets panel (and Collapse).
  {
    files: /\/antd\/es\/(button\/style\/token|tag\/style\/index)\.js$/,
    from: "from '../../color-picker/components/ColorPresets';",
    to: "from '\0antd-is-bright';",
  },
  // The colour class, through @rc-component/color-picker's index (which holds the whole picker).
  {
    files: /\/antd\/es\/color-picker\/(color|util)\.js$/,
    from: "from '@rc-component/color-picker';",
    to: "from '@rc-component/color-picker/es/color';",
  },
  // Every Tooltip, Modal and Dropdown resets form context through this module, which took the
  // FormProvider from @rc-component/form's index: the whole form library and its validator.
  {
    files: /\/antd\/es\/form\/context\.js$/,
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  },
  // Radio groups (in every Table) name themselves with a one-line helper of antd's useForm.
  {
    files: /\/antd\/es\/radio\/group\.js$/,
    from: "from '../form/hooks/useForm';",
    to: "from '\0antd-to-name-path-str';",
  },
  // Every ConfigProvider imports the tooltip's UniqueProvider (and the whole trigger library) for
  // `tooltip.unique`, which the portal does not set: it loads if an app ever sets it.
  {
    files: /\/antd\/es\/config-provider\/index\.js$/,
    from: "import UniqueProvider from '../tooltip/UniqueProvider';",
    to: "import UniqueProvider from '\0antd-lazy-unique-provider';",
  },
  // antd's Input takes rc-input's Input from the package index, which also holds its TextArea
  // (with autosize measuring): every page with a text box loaded a TextArea (~5 kB gzip).
  {
    files: /\/antd\/es\/input\/Input\.js$/,
    from: "import RcInput from '@rc-component/input';",
    to: "import RcInput from '@rc-component/input/es/Input';",
  },
  // Every Form.Item label imports Tooltip for its `tooltip` option, which no portal field sets.
  {
    files: /\/antd\/es\/form\/FormItemLabel\.js$/,
    from: "import Tooltip from '../tooltip';",
    to: "import Tooltip from '\0antd-lazy-tooltip';",
  },
  // Every Table's filter dropdown imports Tree for `filterMode: 'tree'`, which no column uses.
  {
    files: /\/antd\/es\/table\/hooks\/useFilter\/FilterDropdown\.js$/,
    from: "import Tree from '../../../tree';",
    to: "import Tree from '\0antd-lazy-tree';",
  },
  // Table row selection takes four helpers from @rc-component/tree's index, which holds the whole
  // Tree component: the two list helpers are copied, the others come from their own modules.
  {
    files: /\/antd\/es\/table\/hooks\/useSelection\.js$/,
    from: "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';",
    to: [
      "import { arrAdd, arrDel } from '\0rc-tree-arr-helpers';",
      "import { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
      "import { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
    ].join('\n'),
  },
  // Every Typography imports its editor (with TextArea) for `editable`, which no text uses.
  {
    files: /\/antd\/es\/typography\/Base\/index\.js$/,
    from: "import Editable from '../Editable';",
    to: "import Editable from '\0antd-lazy-typography-editable';",
  },
  // ... and its copy button (with Tooltip and three icons) for `copyable`, which no text uses.
  {
    files: /\/antd\/es\/typography\/Base\/index\.js$/,
    from: "import CopyBtn from './CopyBtn';",
    to: "import CopyBtn from '\0antd-lazy-copy-btn';",
  },
  // rc-form validates a field's `rules` with async-validator (~4.5 kB gzip), imported by every
  // Form.Item; the portal's fields validate with formik and yup. The validator loads with the
  // first rule checked, inside the function that was already asynchronous.
  {
    files: /\/@rc-component\/form\/es\/utils\/validateUtil\.js$/,
    from: "import RawAsyncValidator from '@rc-component/async-validator';",
    to: '',
  },
  {
    files: /\/@rc-component\/form\/es\/utils\/validateUtil\.js$/,
    from: 'const AsyncValidator = RawAsyncValidator;',
    to: '',
  },
  {
    files: /\/@rc-component\/form\/es\/utils\/validateUtil\.js$/,
    from: 'async function validateRule(name, value, rule, options, messageVariables) {',
    to: "async function validateRule(name, value, rule, options, messageVariables) {\n  const AsyncValidator = (await import('@rc-component/async-validator')).default;",
  },
  // Form's scrollToField (and scrollToFirstError, which the portal does not set) scrolls with a
  // library every Form.Item page loaded (~1.2 kB gzip): it loads with the first scroll, and the
  // focus that followed the scroll still follows it.
  {
    files: /\/antd\/es\/form\/hooks\/useForm\.js$/,
    from: "import scrollIntoView from 'scroll-into-view-if-needed';",
    to: '',
  },
  {
    files: /\/antd\/es\/form\/hooks\/useForm\.js$/,
    from: [
      '        scrollIntoView(node, {',
      "          scrollMode: 'if-needed',",
      "          block: 'nearest',",
      '          ...restOpt',
      '        });',
      '        // Focus if scroll success',
      '        if (focus) {',
      '          wrapForm.focusField(name);',
      '        }',
    ].join('\n'),
    to: [
      "        import('scroll-into-view-if-needed').then(({ default: scrollIntoView }) => {",
      "          scrollIntoView(node, { scrollMode: 'if-needed', block: 'nearest', ...restOpt });",
      '          if (focus) wrapForm.focusField(name);',
      '        });',
    ].join('\n'),
  },
  // See '\0axios-no-fetch-adapter'.
  {
    files: /\/axios\/lib\/adapters\/adapters\.js$/,
    from: "import * as fetchAdapter from './fetch.js';",
    to: "import * as fetchAdapter from '\0axios-no-fetch-adapter';",
  },
  // See '\0instantsearch-no-history-router'.
  {
    files: /\/instantsearch\.js\/es\/middlewares\/createRouterMiddleware\.js$/,
    from: "import historyRouter from '../lib/routers/history.js';",
    to: "import historyRouter from '\0instantsearch-no-history-router';",
  },
];

/**
 * Keeps antd's colour picker, Collapse and form library off pages that show none, and code for
 * options the portal never sets off every page. A chunk is made of whole modules, so a module
 * imported for one small helper brings everything it imports too: every page with a Button loaded
 * the colour picker and Collapse (~8 kB gzip), every page with a Tooltip or a Table the form
 * library (~13 kB), every Table the Tree component (~11 kB). This plugin points those imports
 * inside antd at the modules that define the helpers (ANTD_IMPORT_REWRITES), or at a copy of the
 * helper taken from the library's own file at build time (COPIED_HELPERS), or at a stand-in
 * (STAND_INS). It fails the build when the libraries' files no longer read as expected: after an
 * upgrade, check whether each rewrite is still needed, and update or drop it.
 */
export function antdLeanInternalImports(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'antd-lean-internal-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) =>
      COPIED_HELPERS.some((h) => h.id === source) || STAND_INS.some((l) => l.id === source)
        ? source
        : null,
    load(id) {
      const standIn = STAND_INS.find((l) => l.id === id);
      if (standIn) return standIn.code;
      const helper = COPIED_HELPERS.find((h) => h.id === id);
      if (!helper) return null;
      const code = helper.source.exec(readFileSync(require.resolve(helper.file), 'utf8'))?.[0];
      if (!code) this.error(`antd-lean-internal-imports: ${helper.source} not in ${helper.file}`);
      return `${helper.imports}\n${code}`;
    },
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const rewrites = ANTD_IMPORT_REWRITES.filter((r) => r.files.test(path));
      if (rewrites.length === 0) return null;
      let result = code;
      for (const rewrite of rewrites) {
        if (!result.includes(rewrite.from))
          this.error(`antd-lean-internal-imports: ${path} no longer has ${rewrite.from}`);
        result = result.replaceAll(rewrite.from, rewrite.to);
      }
      return result;
    },
  };
}

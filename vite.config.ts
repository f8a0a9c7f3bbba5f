import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preloadFilter } from './scripts/vite/preloadFilter';
import { prepaintedSignIn } from './scripts/vite/prepaintedSignIn';

/**
 * A small helper copied out of an antd module into a module of its own, for antd modules that
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
];

/**
 * An import inside antd that reaches a whole package or component for one small helper, with the
 * module that really defines that helper (the same binding, so `instanceof` and context identity
 * hold) or a copy of it (COPIED_HELPERS). `files` matches the importing antd module's path.
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
];

/**
 * Keeps antd's colour picker, Collapse and form library off pages that show none. A chunk is made
 * of whole modules, so a module imported for one small helper brings everything it imports too:
 * every page with a Button loaded the colour picker and Collapse (~8 kB gzip), every page with a
 * Tooltip or a Table the form library (~13 kB). This plugin points those imports inside antd at
 * the modules that define the helpers (ANTD_IMPORT_REWRITES), or at a copy of the helper taken
 * from antd's own file at build time (COPIED_HELPERS). It fails the build when antd's files no
 * longer read as expected: after an upgrade, check whether each rewrite is still needed, and
 * update or drop it.
 */
function antdLeanInternalImports(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'antd-lean-internal-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (COPIED_HELPERS.some((h) => h.id === source) ? source : null),
    load(id) {
      const helper = COPIED_HELPERS.find((h) => h.id === id);
      if (!helper) return null;
      const code = helper.source.exec(readFileSync(require.resolve(helper.file), 'utf8'))?.[0];
      if (!code) this.error(`antd-lean-internal-imports: ${helper.source} not in ${helper.file}`);
      return `${helper.imports}\n${code}`;
    },
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const rewrite = ANTD_IMPORT_REWRITES.find((r) => r.files.test(path));
      if (!rewrite) return null;
      if (!code.includes(rewrite.from))
        this.error(`antd-lean-internal-imports: ${path} no longer has ${rewrite.from}`);
      return code.replaceAll(rewrite.from, rewrite.to);
    },
  };
}

const preload = preloadFilter();

export default defineConfig({
  plugins: [react(), antdLeanInternalImports(), preload.plugin, prepaintedSignIn()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // msw's cookie jar needs only an approximation of tldts: src/mocks/lib/tldtsLite.ts.
      tldts: fileURLToPath(new URL('./src/mocks/lib/tldtsLite.ts', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
  },
});

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PurgeCSS } from 'purgecss';
import { build, type Plugin, type Rolldown } from 'vite';
import { withContentSecurityPolicy, type PolicyEnv } from './contentSecurityPolicy';

/** The module that renders the page (and names the path it is served at). */
const RENDERER = 'src/app/prerender/signInPage.tsx';
/** The route's page module: its chunk and imports are fetched along with the entry. */
const PAGE_MODULE = '/src/features/auth/pages/LoginPage.tsx';

interface RenderedPage {
  /** The page's path: the file is written at `<path>.html` (auth/login.html). */
  path: string;
  html: string;
  styles: string;
  sessionCookie: string;
}

/**
 * Renders the sign-in page in Node: a server build of the renderer with the project's own config
 * (so the same plugins and aliases), every package bundled in (Node's own loader cannot read the
 * ES builds of antd and its icons), into a temp folder, then imported and run.
 */
async function renderPage(root: string, configFile: string): Promise<RenderedPage> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'prepainted-sign-in-'));
  try {
    await build({
      root,
      configFile,
      mode: 'production',
      logLevel: 'error',
      build: {
        ssr: RENDERER,
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        // One file: nothing to load but what renders, and no chunk to link up.
        rolldownOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
      },
      ssr: { noExternal: true, target: 'node' },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'render.mjs')).href)) as {
      renderSignInPage(): RenderedPage;
    };
    return module.renderSignInPage();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * antd's styles for the page, cut down to the rules its markup can use (antd brings whole
 * components: the grid alone is 87 kB of column classes) and the custom properties those rules
 * read, as one `<style data-prepainted>` that main.tsx removes once the live page has its own. Without antd's SSR markers, so antd's run time
 * neither takes these partial styles for its own nor skips writing the full ones.
 */
export async function prunedStyles(extracted: string, html: string): Promise<string> {
  const blocks = [...extracted.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter(([, attributes]) => !attributes.includes('data-ant-cssinjs-cache-path'))
    .map(([, , css]) => ({ raw: css }));
  const purged = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: blocks,
    keyframes: true,
    // antd declares every design token as a custom property; the page reads a few dozen.
    variables: true,
  });
  return `<style data-prepainted="">${purged.map((result) => result.css).join('')}</style>`;
}

/**
 * Marks the rendered page as not yet working: every control disabled and the whole tree inert,
 * so nothing can be typed into a field the app is about to replace, and the form cannot be sent
 * natively (a GET with the password in the address) before its script runs.
 */
export function disableControls(html: string): string {
  return html
    .replace(/<(input|button)\b/g, '<$1 disabled=""')
    .replace(/^<div class="app-root"/, '<div class="app-root" inert="" data-prepainted=""');
}

/** The page's own chunk and what it imports, which the app would fetch once its entry ran. */
export interface RouteFiles {
  modules: string[];
  styles: string[];
}

/**
 * The page is painted without its scripts, so they are fetched once it has been: the first paint
 * needs only the document and the stylesheet, and on a slow line the scripts do not share the
 * bandwidth with them. The tags Vite wrote (the entry and its module preloads) are taken out of
 * the HTML and added by a few lines of inline script after the first frame (or after 200 ms if
 * the tab is hidden and frames do not run), together with the sign-in route's own chunks, so
 * those come in parallel with the entry instead of after it (the app's loader finds them
 * already requested and skips them).
 */
export function loadScriptsAfterPaint(html: string, route: RouteFiles): string {
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('prepainted-sign-in: no module entry script in index.html');
  let stripped = html.replace(entry[0], '');
  for (const preload of preloads) stripped = stripped.replace(preload[0], '');
  const modules = [...new Set([...preloads.map((p) => p[1]), ...route.modules])];
  const loader =
    `<script>(function(){var done=false;function load(){if(done)return;done=true;` +
    // Built apart and added to the head at once: one insertion, not sixty.
    `var tags=document.createDocumentFragment();function add(rel,href){` +
    `var link=document.createElement('link');link.rel=rel;link.crossOrigin='';link.href=href;` +
    `tags.appendChild(link)}` +
    `${JSON.stringify(modules)}.forEach(function(href){add('modulepreload',href)});` +
    `${JSON.stringify(route.styles)}.forEach(function(href){add('stylesheet',href)});` +
    `var script=document.createElement('script');script.type='module';script.crossOrigin='';` +
    `script.src=${JSON.stringify(entry[1])};tags.appendChild(script);` +
    `document.head.appendChild(tags)}` +
    `requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,200)})()</script>`;
  return stripped.replace('</body>', `${loader}\n  </body>`);
}

/**
 * The HTML of `/auth/login`: index.html with the page's markup already in `#root` and antd's
 * styles for it in the head, so a cold visit paints the sign-in form as soon as the HTML and the
 * stylesheet arrive, before any script (main.tsx swaps the live page in, in one commit, once its
 * route has loaded). A visitor with a session is on the way elsewhere: a line of inline script
 * empties `#root` before the first paint. Hosts serve `auth/login.html` for `/auth/login`
 * (`vite preview`, and static hosts with clean URLs); any other path still gets index.html.
 */
export function pageHtml(
  indexHtml: string,
  page: RenderedPage,
  styles: string,
  route: RouteFiles,
): string {
  const cookieTest = `(^|;\\s*)${page.sessionCookie}=`;
  const leaveIfSignedIn =
    `<script>if(/${cookieTest}/.test(document.cookie))` +
    `document.getElementById('root').replaceChildren()</script>`;
  const withRoot = indexHtml.replace(
    '<div id="root"></div>',
    `<div id="root">${disableControls(page.html)}</div>${leaveIfSignedIn}`,
  );
  if (withRoot === indexHtml) throw new Error('prepainted-sign-in: no empty #root in index.html');
  // antd inserts its own styles at the start of the head too: ours must still win over them.
  return loadScriptsAfterPaint(withRoot.replace(/<head>/, `<head>${styles}`), route);
}

/**
 * Build only: writes `auth/login.html` next to index.html. The development server keeps serving
 * the plain index.html (the page renders from its scripts there).
 */
export function prepaintedSignIn(): Plugin {
  let root = '';
  let base = '/';
  let configFile: string | false | undefined;
  let env: PolicyEnv = {};
  return {
    name: 'prepainted-sign-in',
    // The client build only: the page's own server build (renderPage) must not run it again.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile;
      env = config.env as PolicyEnv;
    },
    async writeBundle(options, bundle) {
      if (!configFile || !options.dir) return;
      const indexHtml = await readFile(path.join(options.dir, 'index.html'), 'utf8');
      const page = await renderPage(root, configFile);
      const html = pageHtml(
        indexHtml,
        page,
        await prunedStyles(page.styles, page.html),
        routeFiles(bundle, base),
      );
      const file = path.join(options.dir, `${page.path.slice(1)}.html`);
      await mkdir(path.dirname(file), { recursive: true });
      // Its inline scripts differ from index.html's: the policy is made again with their hashes.
      await writeFile(file, withContentSecurityPolicy(html, env));
    },
  };
}

/** The sign-in page's chunk, the chunks it imports statically, and their stylesheets. */
function routeFiles(bundle: Rolldown.OutputBundle, base: string): RouteFiles {
  const page = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && !!file.facadeModuleId?.endsWith(PAGE_MODULE),
  );
  if (!page) throw new Error(`prepainted-sign-in: no chunk for ${PAGE_MODULE}`);
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (modules.has(fileName) || chunk?.type !== 'chunk') return;
    modules.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(page.fileName);
  const url = (fileName: string) => `${base}${fileName}`;
  return { modules: [...modules].map(url), styles: [...styles].map(url) };
}

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The in-page simulator's demo seed, generated at build time: the page fetches these files and
 * writes them into IndexedDB (simulator/src/seed/seedAsset.ts) instead of generating ten megabytes of
 * records with faker in a fresh browser, which held its first request for seconds.
 *
 * `virtual:simulator-seed-asset` exports where each part is served:
 * - build: the parts are generated once per build, in a child process (faker and the generators
 *   stay out of Vite's), and emitted as `assets/simulator-seed-<part>-<hash>.json`: named by
 *   their content, so hosts may cache them for ever. Only a build that reaches the simulator
 *   (VITE_API_BASE_URL empty) loads the module, so only that one generates them.
 * - development server: served from memory at `/@simulator-seed/<part>.json`, generated on
 *   the first request (again after a file of the seed or the schema changed).
 *
 * The files hold the generators' dates (relative to the seed's reference day); the page moves
 * them to the day it seeds, so a build opened weeks later shows the same recent data.
 */
const VIRTUAL_ID = 'virtual:simulator-seed-asset';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PREFIX = '/@simulator-seed/';
const PARTS = ['accounts', 'records', 'logs'] as const;
type Part = (typeof PARTS)[number];
/** Source files the seed is made from: a change in development regenerates it. */
const SEED_SOURCES = /[\\/]src[\\/](mocks[\\/](seed|db)|lib|api)[\\/]/;

const GENERATOR = fileURLToPath(new URL('./writeSimulatorSeed.ts', import.meta.url));

/** Runs the generator in a child process and reads the parts it wrote. */
async function generateSeedAsset(root: string): Promise<Record<Part, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'simulator-seed-asset-'));
  try {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [tsx, GENERATOR, dir], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`the simulator's seed generator exited with ${code}`)),
      );
    });
    const files = {} as Record<Part, string>;
    for (const part of PARTS) files[part] = await readFile(path.join(dir, `${part}.json`), 'utf8');
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function simulatorSeed(): Plugin {
  let config: ResolvedConfig;
  let generation: Promise<Record<Part, string>> | null = null;
  const generate = () => {
    generation ??= generateSeedAsset(config.root);
    // A failed generation is tried again by the next request.
    generation.catch(() => (generation = null));
    return generation;
  };

  return {
    name: 'simulator-seed-asset',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = {} as Record<Part, string>;
      if (config.command === 'serve') {
        for (const part of PARTS) urls[part] = `${config.base}${DEV_PREFIX.slice(1)}${part}.json`;
      } else {
        const files = await generate();
        for (const part of PARTS) {
          const hash = createHash('sha256').update(files[part]).digest('hex').slice(0, 10);
          const fileName = path.posix.join(
            config.build.assetsDir,
            `simulator-seed-${part}-${hash}.json`,
          );
          this.emitFile({ type: 'asset', fileName, source: files[part] });
          urls[part] = `${config.base}${fileName}`;
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (SEED_SOURCES.test(file)) generation = null;
      });
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const at = url.indexOf(DEV_PREFIX);
        if (at < 0) return next();
        const part = url.slice(at + DEV_PREFIX.length).replace(/\.json$/, '') as Part;
        if (!PARTS.includes(part)) return next();
        generate().then(
          (files) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-store');
            response.end(files[part]);
          },
          (error: unknown) => {
            response.statusCode = 500;
            response.end(String(error));
          },
        );
      });
    },
  };
}

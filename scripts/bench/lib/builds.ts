import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Manifest } from 'vite';

/** The project root: scripts/bench/lib → ../../.. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
const FLOOR_ROOT = path.resolve(import.meta.dirname, '../floor');

export type AppMode = 'real' | 'sim';

export interface AppBuildOptions {
  mode: AppMode;
  /** Real-API mode: where the build sends its API requests (the HTTP simulator). */
  apiBaseUrl?: string;
  /** Simulator mode: the seed a fresh browser store starts from ('' = the default seed). */
  simulatorSeed?: string;
  outDir: string;
}

export interface BuiltSite {
  dir: string;
  manifest: Manifest;
  ms: number;
}

/**
 * The env a build sees. Set explicitly so a developer's .env.local cannot change what is
 * measured: no Sentry, and no simulated latency, so the embedded simulator is compared with the
 * HTTP simulator (also 0 ms) on its own cost alone. BENCH_LATENCY_MS sets both.
 */
export function appBuildEnv(options: AppBuildOptions): Record<string, string> {
  return {
    VITE_API_BASE_URL: options.mode === 'real' ? (options.apiBaseUrl ?? '') : '',
    VITE_SIMULATOR_SEED: options.simulatorSeed ?? '',
    VITE_SIMULATOR_LATENCY_MS: process.env.BENCH_LATENCY_MS ?? '0',
    VITE_SENTRY_DSN: '',
  };
}

/** Runs `build` with these variables in process.env (Vite reads VITE_* from there first). */
async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function buildSite(config: InlineConfig, outDir: string): Promise<BuiltSite> {
  const started = performance.now();
  await build({
    ...config,
    logLevel: 'error',
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return { dir: outDir, manifest, ms: performance.now() - started };
}

/** The portal as `npm run build` makes it (the project's vite.config.ts), in one mode. */
export function buildApp(options: AppBuildOptions): Promise<BuiltSite> {
  return withEnv(appBuildEnv(options), () =>
    buildSite(
      {
        root: PROJECT_ROOT,
        configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
        mode: 'production',
      },
      options.outDir,
    ),
  );
}

/**
 * The floor page (floor/): React + antd Form, Input and Button, built with the same Vite,
 * plugin, target and node_modules as the portal: what any antd login screen has to load.
 */
export function buildFloor(outDir: string): Promise<BuiltSite> {
  return buildSite(
    {
      root: FLOOR_ROOT,
      configFile: false,
      envDir: false,
      mode: 'production',
      plugins: [react()],
      build: { target: 'es2022', sourcemap: false },
    },
    outDir,
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Manifest } from 'vite';

/**
 * Sizes are gzip (level 9) of the file on disk, so a figure depends on the code alone, never on
 * the server, the network or the run: the same build always gives the same number.
 * 1 kB = 1,000 bytes, as Vite prints them.
 */
const gzipCache = new Map<string, number>();

export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export const kB = (bytes: number) => bytes / 1000;

export interface ScriptSet {
  /** Paths under the site's root (`/assets/index-abc.js`), sorted. */
  files: string[];
  gzipBytes: number;
}

export function scriptSet(siteDir: string, urlPaths: Iterable<string>): ScriptSet {
  const files = [...new Set(urlPaths)].sort();
  const total = files.reduce((sum, p) => sum + gzipBytes(path.join(siteDir, p)), 0);
  return { files, gzipBytes: total };
}

export interface RouteOnlyChunk {
  file: string;
  /** The module the chunk is named after (its facade), when it has one. */
  source: string;
  gzipBytes: number;
}

/** The embedded simulator: loaded only by the simulator build, so never a route's chunk. */
const isSimulatorModule = (key: string) => key.startsWith('simulator/src/');
/** The app's own modules; a package imported lazily by the first load is not a route (Sentry). */
const isAppModule = (key: string) => key.startsWith('src/') && !isSimulatorModule(key);

/**
 * The largest chunk that only some routes load: reached through a dynamic import of an app
 * module (route `lazy` pages, lazily loaded widgets), not part of the entry's first load, and
 * not the simulator (a real-API build carries its chunks but never loads them) nor a package the
 * first load imports on demand (Sentry, loaded only when a DSN is configured).
 */
export function largestRouteOnlyChunk(siteDir: string, manifest: Manifest): RouteOnlyChunk | null {
  const firstLoad = new Set<string>();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const addStatic = (key: string) => {
    if (firstLoad.has(key) || !manifest[key]) return;
    firstLoad.add(key);
    for (const next of manifest[key].imports ?? []) addStatic(next);
  };
  for (const entry of entries) addStatic(entry);

  // From the first load only app modules lead to routes; from a route's chunk, anything but the
  // simulator (a page may import a package lazily).
  const lazy = new Set<string>();
  const queue = [...firstLoad];
  const seen = new Set<string>(queue);
  while (queue.length > 0) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    const inRoute = lazy.has(key);
    const next = [
      ...(chunk.dynamicImports ?? []).filter((k) =>
        inRoute ? !isSimulatorModule(k) : isAppModule(k),
      ),
      ...(inRoute ? (chunk.imports ?? []) : []),
    ];
    for (const target of next) {
      if (seen.has(target) || !manifest[target]) continue;
      seen.add(target);
      if (!firstLoad.has(target)) lazy.add(target);
      queue.push(target);
    }
  }

  let largest: RouteOnlyChunk | null = null;
  for (const key of lazy) {
    const chunk = manifest[key];
    if (!chunk.file.endsWith('.js')) continue;
    const bytes = gzipBytes(path.join(siteDir, chunk.file));
    if (!largest || bytes > largest.gzipBytes)
      largest = {
        file: `/${chunk.file}`,
        source: chunk.src ?? chunk.name ?? key,
        gzipBytes: bytes,
      };
  }
  return largest;
}

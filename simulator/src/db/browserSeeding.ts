import type { Persistence, StoredMeta } from './persistence/types';

/**
 * How the browser seeds its IndexedDB database (the store's `seedInto`): in a module Web Worker
 * (seedWorker.ts) so the page's main thread never runs faker or the generators, under a Web Lock
 * so two tabs opened on an empty database seed it once. Where a worker cannot run, the seed is
 * built on the main thread as a fallback (slow, but correct).
 */
export interface SeedRequest {
  dbName: string;
  /** The seed's dates are moved to this day. */
  now: number;
  meta: StoredMeta;
}

export type SeedResult = { ok: true; ms: number } | { ok: false; message: string };

export interface BrowserSeedingOptions {
  dbName: string;
  now: () => number;
}

export function seedInWorker(persistence: Persistence, options: BrowserSeedingOptions) {
  return (meta: StoredMeta, reason: 'missing' | 'reset'): Promise<void> =>
    underLock(`${options.dbName}:seed`, async () => {
      if (reason === 'missing') {
        // Another tab may have seeded while this one waited for the lock.
        const stored = await persistence.readMeta();
        if (stored?.version === meta.version && stored.seed === meta.seed) return;
      }
      const request: SeedRequest = { dbName: options.dbName, now: options.now(), meta };
      try {
        await runSeedWorker(request);
      } catch (error) {
        console.warn('[simulator] seeding on the main thread:', (error as Error).message);
        const { freshSeedFor } = await import('../seed');
        const kind = meta.seed === 'large' ? 'large' : 'demo';
        await persistence.replaceAll(freshSeedFor(request.now, kind), meta);
      }
    });
}

function runSeedWorker(request: SeedRequest): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('no Web Worker here'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./seedWorker.ts', import.meta.url), { type: 'module' });
    const finish = (error?: Error) => {
      worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.onmessage = ({ data }: MessageEvent<SeedResult>) =>
      finish(data.ok ? undefined : new Error(data.message));
    worker.onerror = (event) => {
      event.preventDefault();
      finish(new Error(event.message || 'the seed worker failed to start'));
    };
    worker.postMessage(request);
  });
}

function underLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(name, task) : task();
}

import type { GeneratedSeed } from './browserSeeding';

/**
 * The seed made by faker's generators, for the browser's seeding (seed/browserSeeding.ts) when no
 * seed asset can be used, or for the large seed: in a module Web Worker (seedWorker.ts), else on
 * the main thread. Handed to the seeding from above, so that the database layer never imports the
 * generators; the dynamic import keeps faker out of the page until it is needed.
 */
export const generatedSeed: GeneratedSeed = {
  worker: () => new Worker(new URL('./seedWorker.ts', import.meta.url), { type: 'module' }),
  onMainThread: async (now, kind) => (await import('./index')).freshSeedFor(now, kind),
};

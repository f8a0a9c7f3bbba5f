/** Requests in flight at once while importing: quick, without flooding the server. */
export const IMPORT_CONCURRENCY = 4;

/**
 * Runs `worker` over `items` with at most `limit` running at once, in order of the list. A
 * worker's failure is its own business (it records it); `shouldStop` ends the run early without
 * starting anything new (the ones already running finish).
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !shouldStop()) {
      const item = items[next];
      next += 1;
      try {
        await worker(item);
      } catch {
        // Recorded by the worker; one bad row never stops the others.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

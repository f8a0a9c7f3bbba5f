import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetSimulator, simulatorServer } from '@/mocks/node';

type Store = ReturnType<typeof resetSimulator>;

/**
 * Runs the API simulator (msw/node) for the calling test file, with a fresh data store before
 * each test. Returns a getter for the store so tests can assert what the server now holds.
 */
export function withSimulator(options?: Parameters<typeof resetSimulator>[0]): () => Store {
  let store: Store;
  beforeAll(() => simulatorServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    store = resetSimulator(options);
  });
  afterEach(() => simulatorServer.resetHandlers());
  afterAll(() => simulatorServer.close());
  return () => store;
}

import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { AuthHeaders } from '@/domain/contract';
import {
  resetSimulator,
  SIMULATOR_TEST_BASE,
  signedHeaders,
  simulatorServer,
  type ResetOptions,
  type SimulatorStore,
} from '../node';

/** A movable server clock for a test file; starts at the real time. */
export function createClock() {
  let value = Date.now();
  return {
    now: () => value,
    set: (ms: number) => (value = ms),
    advance: (ms: number) => (value += ms),
  };
}

/** Starts the msw/node simulator for this file and gives each test a fresh store. */
export function runSimulatorServer(options?: ResetOptions): () => SimulatorStore {
  let store: SimulatorStore;
  beforeAll(() => simulatorServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    store = resetSimulator(options);
  });
  afterEach(() => simulatorServer.resetHandlers());
  afterAll(() => simulatorServer.close());
  return () => store;
}

/**
 * The simulator for this file on a movable clock, set back to `startAt()` (default: the real
 * time) before each test.
 */
export function runSimulatorOnClock(startAt: () => number = Date.now) {
  const clock = createClock();
  const getStore = runSimulatorServer({ now: clock.now });
  beforeEach(() => clock.set(startAt()));
  return { clock, getStore };
}

export interface CallOptions {
  auth?: Partial<AuthHeaders> | null;
  org?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export type CallResult = Awaited<ReturnType<typeof call>>;

/**
 * A signed request to the simulator, like the portal's HTTP client sends it: a JSON body, or a
 * FormData one sent as multipart (the runtime writes its Content-Type with the boundary).
 */
export async function call(method: string, path: string, options: CallOptions = {}) {
  const url = `${SIMULATOR_TEST_BASE}/${path.replace(/^\//, '')}`;
  const multipart = options.body instanceof FormData;
  const headers = { ...signedHeaders(method, url, options.auth, options.org), ...options.headers };
  if (multipart) delete headers['Content-Type'];
  const response = await fetch(url, {
    method,
    headers,
    body: multipart
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are asserted, not typed
  return { response, status: response.status, body: text ? (JSON.parse(text) as any) : null };
}

/** The answer is a 422 holding exactly these field messages. */
export function expectInvalid(result: CallResult, fieldErrors: Record<string, string[]>) {
  expect(result.status).toBe(422);
  expect(result.body.errors).toEqual(fieldErrors);
}

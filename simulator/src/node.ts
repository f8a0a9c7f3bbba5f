import { setupServer } from 'msw/node';
import {
  HEADER_ORGANISATION,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  HEADER_TIMEZONE_OFFSET,
  type AuthHeaders,
  type SignInResponse,
} from '@/domain/contract';
import { signRequest, signedPath } from '@/lib/signing';
import { createCableServer, type CableServer } from './cable/cableServer';
import { cableLinkHandler } from './cable/mswCable';
import { memoryPersistence } from './db/persistence/memory';
import { createStore, type SimulatorStore } from './db/store';
import { createHandlers } from './handlers';
import { createFaultRegistry, type FaultRegistry } from './server-rules/faults';
import { DEMO_PASSWORD } from './seed/facts';
import { freshTestSeed } from './testing/testSeed';

/**
 * The simulator for vitest (msw/node). Tests call `resetSimulator()` before each test (the
 * lead's tests/support/simulator.ts does) for a fresh in-memory store copied from the seed the
 * run generated once (simulator/src/testing/testSeed.ts), and may read or change that store directly.
 */
export const SIMULATOR_TEST_SECRET = 'simulator-secret';
/** The portal the test simulator serves (happy-dom's URL): where its mailed links point. */
export const SIMULATOR_TEST_PORTAL_ORIGIN = 'http://localhost:3000';

export interface ResetOptions {
  /** The server clock; tests move it to expire tokens or age signatures. Default Date.now. */
  now?: () => number;
}

let clock: () => number = Date.now;

function freshStore(now: () => number): SimulatorStore {
  return createStore(freshTestSeed(), memoryPersistence(), {
    now: () => now(),
    reseed: freshTestSeed,
  });
}

let cable: CableServer | null = null;
let faults: FaultRegistry = createFaultRegistry();

/** The handlers over `store`, with a cable of its own (the previous store's is closed). */
function handlersFor(store: SimulatorStore) {
  cable?.close();
  cable = createCableServer(store, { now: () => clock() });
  faults.clear();
  faults = createFaultRegistry();
  return [
    cableLinkHandler(cable),
    ...createHandlers(store, {
      latencyMs: 0,
      hmacSecret: SIMULATOR_TEST_SECRET,
      now: () => clock(),
      portalOrigin: SIMULATOR_TEST_PORTAL_ORIGIN,
      faults,
    }),
  ];
}

let current = freshStore(() => clock());

/** Starts with handlers over a default store, so a forgotten reset still answers. */
export const simulatorServer = setupServer(...handlersFor(current));

/** A fresh store from the seed, installed as the server's (initial) handlers; returns it. */
export function resetSimulator(options: ResetOptions = {}): SimulatorStore {
  clock = options.now ?? Date.now;
  current.dispose();
  current = freshStore(() => clock());
  simulatorServer.resetHandlers(...handlersFor(current));
  return current;
}

/** The store the server is answering from right now. */
export const simulatorStore = (): SimulatorStore => current;

/**
 * The faults the simulator injects into later requests (server-rules/faults.ts): offline, a
 * status, a hung answer, or an answer lost after the request was applied. Cleared by each reset.
 */
export const simulatorFaults = (): FaultRegistry => faults;

/** The simulated cable (ActionCable) over that store: its open connections. */
export const simulatorCable = (): CableServer => cable!;

/**
 * Headers for a direct request to the simulator from a test, signed like the portal signs:
 * JSON content type, timezone offset, X-Timestamp/X-Signature (by the simulator's clock unless
 * `timestamp` is given), plus the auth headers and organisation when passed.
 */
export function signedHeaders(
  method: string,
  url: string,
  auth?: Partial<AuthHeaders> | null,
  organisationUid?: string | null,
  options: { timestamp?: number; secret?: string } = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? clock());
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    // Minutes east of UTC, as the portal sends it (docs/api.md).
    [HEADER_TIMEZONE_OFFSET]: String(-new Date().getTimezoneOffset()),
    [HEADER_TIMESTAMP]: timestamp,
    [HEADER_SIGNATURE]: signRequest(
      options.secret ?? SIMULATOR_TEST_SECRET,
      timestamp,
      method,
      signedPath(url),
    ),
  };
  for (const name of ['access-token', 'client', 'uid'] as const) {
    const value = auth?.[name];
    if (value) headers[name] = value;
  }
  if (organisationUid) headers[HEADER_ORGANISATION] = organisationUid;
  return headers;
}

/** The auth headers of a response (after sign-in), as the portal would keep them. */
export function authHeadersOf(response: Response): AuthHeaders {
  const get = (name: string) => response.headers.get(name) ?? '';
  return {
    'access-token': get('access-token'),
    client: get('client'),
    uid: get('uid'),
    expiry: get('expiry'),
    'token-type': get('token-type') || 'Bearer',
  };
}

/** Base URL tests use for direct calls; any origin works, handlers match any host before /v1. */
export const SIMULATOR_TEST_BASE = 'http://localhost:3000/api/v1';

/** Signs in through the simulated API (as the portal would) and returns the user and headers. */
export async function signInAs(
  email: string,
  password = DEMO_PASSWORD,
  base = SIMULATOR_TEST_BASE,
) {
  const url = `${base}/auth/sign_in`;
  const response = await fetch(url, {
    method: 'POST',
    headers: signedHeaders('POST', url),
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign in as ${email} failed with ${response.status}`);
  const { data } = (await response.json()) as SignInResponse;
  return { user: data, headers: authHeadersOf(response) };
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD, ORGANISATION_PROFILES } from './seed/facts';
export type { SimulatorStore } from './db/store';

/**
 * Test-only helpers for src/api tests (never imported by app code): a local msw server and
 * injected dependencies made of spies. Kept here so each test file stays short and independent.
 */
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { AuthHeaders } from '@/domain/contract';
import type { AxiosInstance } from 'axios';
import type { HttpDeps } from '@/api/deps';
import { createHttp } from '@/api/http';
import { createTransport, type Transport } from '@/api/transport';

export const SESSION: AuthHeaders = {
  'access-token': 'tok-SECRET-123',
  client: 'client-SECRET-456',
  uid: 'merchant@example.com',
  expiry: '2000000000',
  'token-type': 'Bearer',
};
export const ORGANISATION_UID = 'org-uid-1';

export type FakeDeps = HttpDeps & {
  getCredentials: ReturnType<typeof vi.fn<HttpDeps['getCredentials']>>;
  onAuthHeaders: ReturnType<typeof vi.fn<HttpDeps['onAuthHeaders']>>;
  onUnauthorized: ReturnType<typeof vi.fn<HttpDeps['onUnauthorized']>>;
  navigate: ReturnType<typeof vi.fn<HttpDeps['navigate']>>;
  notify: { error: ReturnType<typeof vi.fn<HttpDeps['notify']['error']>> };
};

export interface FakeDepsOptions {
  signedIn?: boolean;
  pathname?: string;
  search?: string;
  detail?: boolean;
}

/**
 * A new transport whose dependencies are spies, and its axios instance: nothing is shared with
 * another test. `signedIn` supplies SESSION and ORGANISATION_UID.
 */
export function installFakeDeps(
  opts: FakeDepsOptions = {},
): FakeDeps & { transport: Transport; http: AxiosInstance } {
  const deps = {
    getCredentials: vi.fn<HttpDeps['getCredentials']>(() =>
      opts.signedIn ? { headers: { ...SESSION }, organisationUid: ORGANISATION_UID } : null,
    ),
    onAuthHeaders: vi.fn<HttpDeps['onAuthHeaders']>(),
    onUnauthorized: vi.fn<HttpDeps['onUnauthorized']>(),
    navigate: vi.fn<HttpDeps['navigate']>(),
    currentLocation: () => ({ pathname: opts.pathname ?? '/', search: opts.search ?? '' }),
    isDetailPage: () => Boolean(opts.detail),
    notify: { error: vi.fn<HttpDeps['notify']['error']>() },
  };
  const transport = createTransport(deps);
  return { ...deps, transport, http: createHttp(transport) };
}

export type InstalledFakeDeps = ReturnType<typeof installFakeDeps>;

/**
 * For a test file whose helpers talk through "this test's" transport: `install` makes fresh fake
 * dependencies (as installFakeDeps does) and `http` / `transport` are those of the latest install.
 */
export function latestFakeDeps() {
  let latest: InstalledFakeDeps | undefined;
  const current = () => {
    if (!latest) throw new Error('install() the fake dependencies first');
    return latest;
  };
  return {
    install: (opts?: FakeDepsOptions) => (latest = installFakeDeps(opts)),
    get http() {
      return current().http;
    },
    get transport() {
      return current().transport;
    },
  };
}

/** A local msw server, started and closed around one test file. */
export function startLocalServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Console spies that keep test output quiet; `text()` is everything written, for leak checks. */
export function spyConsole() {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const text = () => JSON.stringify([info.mock.calls, error.mock.calls, warn.mock.calls]);
  return { info, error, warn, text };
}

/**
 * What most src/api test files start with: a local msw server for the file (`server`) and
 * `fakes`, whose install() gives each test a new transport and axios instance.
 */
export function localApiKit() {
  return { server: startLocalServer(), fakes: latestFakeDeps() };
}

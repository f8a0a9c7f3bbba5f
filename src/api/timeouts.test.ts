// @vitest-environment happy-dom
import { http as mock } from 'msw';
import { runSimulatorServer } from '@simulator/testing/helpers';
import { simulatorFaults, simulatorServer } from '@simulator/node';
import { describeApiError } from './apiError';
import { TIMEOUT_TOAST_KEY } from './errorPolicy';
import { createSearchClients } from './search/searchClient';
import { latestFakeDeps, spyConsole } from '@tests/support/api';
import {
  configureTimeouts,
  DEFAULT_TIMEOUTS,
  isTimeoutError,
  requestTimeouts,
  SearchTimeoutError,
  TIMEOUT_MESSAGE,
} from './timeouts';
import { postMultipartWithProgress } from './transfer';

/** Each fakes.install() gives this test a new transport and axios instance. */
const fakes = latestFakeDeps();

runSimulatorServer();

beforeEach(() => {
  spyConsole();
});
afterEach(() => {
  configureTimeouts();
  simulatorFaults().clear();
  vi.restoreAllMocks();
});

describe('the timeout policy', () => {
  it('is 30 s for a request, 120 s for an upload and 30 s for a search, unless configured', () => {
    expect(requestTimeouts()).toEqual({ requestMs: 30_000, uploadMs: 120_000, searchMs: 30_000 });
    configureTimeouts({ requestMs: 50 });
    expect(requestTimeouts()).toEqual({ ...DEFAULT_TIMEOUTS, requestMs: 50 });
    configureTimeouts();
    expect(requestTimeouts()).toEqual(DEFAULT_TIMEOUTS);
  });

  it('lets a hung request go with the timeout message and its own toast; the session is not touched', async () => {
    configureTimeouts({ requestMs: 80 });
    const deps = fakes.install({ signedIn: true });
    simulatorFaults().add({ kind: 'hang', path: '/dashboard/statistics', times: 0 });

    const error = await fakes.http.get('dashboard/statistics').catch((e: unknown) => e);

    expect(isTimeoutError(error)).toBe(true);
    expect(describeApiError(error)).toEqual({ status: 'FETCH_ERROR', message: TIMEOUT_MESSAGE });
    expect(deps.notify.error).toHaveBeenCalledWith({
      key: TIMEOUT_TOAST_KEY,
      message: TIMEOUT_MESSAGE,
      duration: 8,
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives an upload with progress the longer upload limit', async () => {
    configureTimeouts({ requestMs: 60_000, uploadMs: 80 });
    fakes.install({ signedIn: true });
    simulatorFaults().add({ kind: 'hang', path: '/support/tickets', times: 0 });

    const started = Date.now();
    const error = await postMultipartWithProgress(
      fakes.transport,
      'support/tickets',
      { subject: 'x' },
      () => {},
    ).catch((e: unknown) => e);

    expect(isTimeoutError(error)).toBe(true);
    expect((error as { config: { timeout: number } }).config.timeout).toBe(80);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('a background request (logout) that times out shows nothing', async () => {
    configureTimeouts({ requestMs: 80 });
    const deps = fakes.install({ signedIn: true });
    simulatorFaults().add({ kind: 'hang', path: '/auth/sign_out', times: 0 });

    const error = await fakes.http
      .delete('auth/sign_out', { background: true })
      .catch((e: unknown) => e);

    expect(isTimeoutError(error)).toBe(true);
    expect(deps.notify.error).not.toHaveBeenCalled();
  });

  it('lets a hosted search go after the search limit', async () => {
    configureTimeouts({ searchMs: 80 });
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    simulatorServer.use(
      mock.post('*/1/indexes/*/queries', async () => {
        await answered;
        return new Response(null, { status: 503 });
      }),
    );
    try {
      const search = createSearchClients(fakes.install().transport)
        .clientFor('hung-search-key')
        .search({
          requests: [{ indexName: 'products', query: 'tote' }],
        });
      const error = await search.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SearchTimeoutError);
      expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
    } finally {
      release();
    }
  });
});

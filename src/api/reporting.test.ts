// @vitest-environment happy-dom
import { AxiosError, AxiosHeaders } from 'axios';
import { SESSION, spyConsole } from '@tests/support/api';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/react', () => sentry);

const secrets = [SESSION['access-token'], SESSION.client, SESSION.uid, 'sig-abcdef', 'hash-777'];

/** A failed request as axios reports it, carrying every kind of credential. */
function failedRequest(status: number) {
  const config = {
    method: 'get',
    baseURL: 'http://localhost:3000/api/v1',
    url: `items/1?at=${SESSION['access-token']}&hash=hash-777`,
    headers: new AxiosHeaders({ ...SESSION, 'X-Signature': 'sig-abcdef' }),
  };
  const response = { status, statusText: '', headers: {}, config, data: { message: 'boom' } };
  return new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config as never,
    {},
    response as never,
  );
}

/** A fresh module per test: the Sentry "init once" state must not leak between tests. */
async function load(dsn = '') {
  vi.resetModules();
  const { appConfig } = await import('./config');
  appConfig.sentryDsn = dsn;
  return import('./reporting');
}

describe('reportError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sentry.init.mockClear();
    sentry.captureException.mockClear();
  });

  it('logs at the requested level without any credential in the console output', async () => {
    const c = spyConsole();
    const { reportError } = await load();
    await reportError(failedRequest(500), 'error');
    await reportError(failedRequest(422), 'info', { note: `uid=${SESSION.uid}` });
    expect(c.error).toHaveBeenCalledTimes(1);
    expect(c.info).toHaveBeenCalledTimes(1);
    expect(c.text()).toContain('items/1');
    for (const s of secrets) expect(c.text()).not.toContain(s);
  });

  it('does not load Sentry without a DSN', async () => {
    spyConsole();
    const { reportError } = await load();
    await reportError(failedRequest(500), 'error');
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('initReporting loads Sentry only with a DSN', async () => {
    await (await load()).initReporting();
    expect(sentry.init).not.toHaveBeenCalled();
    await (await load('https://key@sentry.invalid/1')).initReporting();
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.invalid/1' }),
    );
  });

  it('with a DSN, initialises Sentry once and sends a scrubbed report', async () => {
    spyConsole();
    const { reportError } = await load('https://key@sentry.invalid/1');
    await reportError(failedRequest(500), 'error');
    await reportError(failedRequest(404), 'info');
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
    const [reported, hint] = sentry.captureException.mock.calls[1];
    expect(hint.level).toBe('info');
    expect(reported).toBeInstanceOf(Error);
    expect(reported).not.toBeInstanceOf(AxiosError);
    const payload = JSON.stringify([sentry.captureException.mock.calls, (reported as Error).stack]);
    for (const s of secrets) expect(payload).not.toContain(s);
  });

  it('scrubs events and breadcrumbs in beforeSend / beforeBreadcrumb', async () => {
    spyConsole();
    const { reportError } = await load('https://key@sentry.invalid/1');
    await reportError(new Error('x'), 'error');
    const options = sentry.init.mock.calls[0][0];
    const event = {
      request: {
        url: `https://app.test/space?uid=${SESSION.uid}`,
        query_string: `at=${SESSION['access-token']}&page=1`,
        headers: { 'access-token': SESSION['access-token'], client: SESSION.client },
      },
      extra: { headers: { 'X-Signature': 'sig-abcdef' } },
    };
    const crumb = {
      category: 'xhr',
      data: { url: `/v1/x?client=${SESSION.client}&hash=hash-777` },
    };
    const scrubbed = JSON.stringify([
      options.beforeSend(event, {}),
      options.beforeBreadcrumb(crumb),
    ]);
    for (const s of secrets) expect(scrubbed).not.toContain(s);
    expect(scrubbed).toContain('page=1');
  });
});

// @vitest-environment happy-dom
import { http as mock, HttpResponse } from 'msw';
import { signRequest } from '@/lib/signing';
import { apiRoot, appConfig } from './config';
import {
  HEADER_ORGANISATION,
  HEADER_SKIP_REDIRECT,
  SIGNATURE_MAX_AGE_MS,
} from '../domain/contract';
import { localApiKit, ORGANISATION_UID, SESSION, spyConsole } from '@tests/support/api';

const { server, fakes } = localApiKit();

/** Answers `path` with 200 and records the request headers it saw. */
function capture(
  method: 'get' | 'post',
  path: string,
  responseHeaders: Record<string, string> = {},
) {
  const seen: Headers[] = [];
  server.use(
    mock[method](`${apiRoot()}/${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true }, { headers: responseHeaders });
    }),
  );
  return seen;
}

describe('request headers', () => {
  it('sends Accept, Content-Type, timezone offset, timestamp and a verifiable signature', async () => {
    fakes.install();
    const seen = capture('post', 'items/42/archive');
    const before = Date.now();
    await fakes.http.post('items/42/archive', { a: 1 }, { params: { page: 2 } });
    const h = seen[0];
    expect(h.get('accept')).toBe('application/json');
    expect(h.get('content-type')).toContain('application/json');
    expect(h.get('x-timezone-offset')).toBe(String(-new Date().getTimezoneOffset()));
    const ts = h.get('x-timestamp')!;
    expect(Number(ts)).toBeGreaterThanOrEqual(before);
    expect(Number(ts) - before).toBeLessThan(SIGNATURE_MAX_AGE_MS);
    // The query string is not signed: the path from /v1 on is.
    expect(h.get('x-signature')).toBe(
      signRequest(appConfig.hmacSecret, ts, 'POST', '/v1/items/42/archive'),
    );
  });

  it('keeps a timezone offset the caller set (a day taken in the profile zone)', async () => {
    fakes.install();
    const seen = capture('post', 'bookings/inbounds');
    await fakes.http.post('bookings/inbounds', {}, { headers: { 'X-Timezone-Offset': '630' } });
    expect(seen[0].get('x-timezone-offset')).toBe('630');
  });

  it('resolves the base URL per request (leading slash or not)', async () => {
    fakes.install();
    const seen = capture('get', 'meta/configuration');
    await fakes.http.get('/meta/configuration');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0].get('x-signature')).toBe(
      signRequest(
        appConfig.hmacSecret,
        seen[0].get('x-timestamp')!,
        'GET',
        '/v1/meta/configuration',
      ),
    );
  });

  it('adds the stored credentials and the organisation header', async () => {
    fakes.install({ signedIn: true });
    const seen = capture('get', 'users/me');
    await fakes.http.get('users/me');
    const h = seen[0];
    expect(h.get('access-token')).toBe(SESSION['access-token']);
    expect(h.get('client')).toBe(SESSION.client);
    expect(h.get('uid')).toBe(SESSION.uid);
    expect(h.get('expiry')).toBe(SESSION.expiry);
    expect(h.get('token-type')).toBe('Bearer');
    expect(h.get(HEADER_ORGANISATION)).toBe(ORGANISATION_UID);
  });

  it('sends no credentials when signed out, and never the client-only skip headers', async () => {
    fakes.install();
    const seen = capture('get', 'meta/configuration');
    await fakes.http.get('meta/configuration', { headers: { [HEADER_SKIP_REDIRECT]: 'true' } });
    expect(seen[0].get('access-token')).toBeNull();
    expect(seen[0].get(HEADER_ORGANISATION)).toBeNull();
    expect(seen[0].get(HEADER_SKIP_REDIRECT)).toBeNull();
  });

  it('lets a caller override the organisation header (switching organisation)', async () => {
    fakes.install({ signedIn: true });
    const seen = capture('post', 'users/switch-organisation');
    await fakes.http.post(
      'users/switch-organisation',
      {},
      { headers: { [HEADER_ORGANISATION]: 'org-2' } },
    );
    expect(seen[0].get(HEADER_ORGANISATION)).toBe('org-2');
  });
});

describe('token headers on responses', () => {
  const newer = {
    'access-token': 'tok-2',
    client: SESSION.client,
    uid: SESSION.uid,
    expiry: '2000000100',
  };

  it('stores a newer set', async () => {
    const deps = fakes.install({ signedIn: true });
    capture('get', 'users/me', newer);
    await fakes.http.get('users/me');
    expect(deps.onAuthHeaders).toHaveBeenCalledWith({ ...SESSION, ...newer });
  });

  it('ignores blank tokens and an older expiry', async () => {
    const deps = fakes.install({ signedIn: true });
    capture('get', 'a', { 'access-token': '', client: '', uid: '', expiry: '' });
    capture('get', 'b', { ...newer, expiry: '1999999999' });
    await fakes.http.get('a');
    await fakes.http.get('b');
    expect(deps.onAuthHeaders).not.toHaveBeenCalled();
  });

  it('stores tokens that come back on an error response, but not on a 401', async () => {
    spyConsole();
    const deps = fakes.install({ signedIn: true });
    server.use(
      mock.post(`${apiRoot()}/items`, () =>
        HttpResponse.json({ errors: ['bad'] }, { status: 422, headers: newer }),
      ),
      mock.get(`${apiRoot()}/items`, () => HttpResponse.json({}, { status: 401, headers: newer })),
    );
    await expect(fakes.http.post('items', {})).rejects.toThrow();
    expect(deps.onAuthHeaders).toHaveBeenCalledTimes(1);
    await expect(fakes.http.get('items')).rejects.toThrow();
    expect(deps.onAuthHeaders).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
import { http as mock, HttpResponse } from 'msw';
import { apiRoot } from './config';
import { HEADER_SKIP_GLOBAL_HANDLER, HEADER_SKIP_REDIRECT } from '../domain/contract';
import { localApiKit, SESSION, spyConsole } from '@tests/support/api';

const { server, fakes } = localApiKit();
const NETWORK_TEXT =
  "We're unable to process your request at the moment. Please try again shortly.";

function answer(
  method: 'get' | 'post',
  path: string,
  status: number,
  body: object = { message: 'nope' },
) {
  server.use(mock[method](`${apiRoot()}/${path}`, () => HttpResponse.json(body, { status })));
}

let c: ReturnType<typeof spyConsole>;
beforeEach(() => {
  c = spyConsole();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('no response: CORS-ERROR toast for 8 s with the exact text, reported as info', async () => {
  const deps = fakes.install();
  server.use(mock.get(`${apiRoot()}/dashboard/statistics`, () => HttpResponse.error()));
  await expect(fakes.http.get('dashboard/statistics')).rejects.toThrow();
  expect(deps.notify.error).toHaveBeenCalledWith({
    key: 'CORS-ERROR',
    message: NETWORK_TEXT,
    duration: 8,
  });
  expect(c.info).toHaveBeenCalledTimes(1);
  expect(c.error).not.toHaveBeenCalled();
});

describe.each([401, 403])('%i', (status) => {
  it('on an auth path goes to the caller untouched', async () => {
    const deps = fakes.install();
    answer('post', 'auth/sign_in', status, {
      errors: ['Invalid login credentials. Please try again.'],
    });
    const error = await fakes.http.post('auth/sign_in', {}).catch((e: unknown) => e);
    expect((error as { response: { status: number } }).response.status).toBe(status);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.notify.error).not.toHaveBeenCalled();
    expect(c.text()).toBe('[[],[],[]]');
  });

  it('elsewhere clears the session once, even for several requests, and still rejects', async () => {
    const deps = fakes.install({ signedIn: true });
    answer('get', 'users/me', status);
    answer('get', 'dashboard/statistics', status);
    const results = await Promise.allSettled([
      fakes.http.get('users/me'),
      fakes.http.get('dashboard/statistics'),
      fakes.http.get('users/me'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(c.error).not.toHaveBeenCalled();
  });

  it('a later session rejected again is cleared again', async () => {
    const deps = fakes.install({ signedIn: true });
    answer('get', 'users/me', status);
    await expect(fakes.http.get('users/me')).rejects.toThrow();
    const next = { ...SESSION, 'access-token': 'tok-next' };
    deps.getCredentials.mockReturnValue({ headers: next, organisationUid: 'org-1' });
    await expect(fakes.http.get('users/me')).rejects.toThrow();
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('a refusal of a request sent by an earlier session leaves the new session alone', async () => {
    const deps = fakes.install({ signedIn: true });
    let answerNow: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      mock.get(`${apiRoot()}/users/me`, async () => {
        await answered;
        return HttpResponse.json({ message: 'nope' }, { status });
      }),
    );
    const inFlight = fakes.http.get('users/me'); // sent with SESSION's token
    await vi.waitFor(() => expect(deps.getCredentials).toHaveBeenCalled());
    // Meanwhile the person signs in again: a new token is stored, then the old request fails.
    const next = { ...SESSION, 'access-token': 'tok-next' };
    deps.getCredentials.mockReturnValue({ headers: next, organisationUid: 'org-1' });
    answerNow();
    await expect(inFlight).rejects.toThrow();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('404 and 500 redirects', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('a GET on a detail page goes to /404 after 1000 ms, not before', async () => {
    const deps = fakes.install({ pathname: '/space/products/12', detail: true });
    answer('get', 'items/12', 404);
    await expect(fakes.http.get('items/12')).rejects.toThrow();
    expect(c.info).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(deps.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.navigate).toHaveBeenCalledWith('/404');
  });

  it('a uid query parameter on the current URL counts as a detail page; 500 → /500', async () => {
    const deps = fakes.install({ pathname: '/space/orders', search: '?uid=abc' });
    answer('get', 'bookings/abc', 500);
    await expect(fakes.http.get('bookings/abc')).rejects.toThrow();
    expect(c.error).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(deps.navigate).toHaveBeenCalledWith('/500');
  });

  it('no redirect with skip-redirect or for a non-GET', async () => {
    const deps = fakes.install({ pathname: '/space/products/12', detail: true });
    answer('get', 'items/12', 404);
    answer('post', 'items/12', 500);
    await expect(
      fakes.http.get('items/12', { headers: { [HEADER_SKIP_REDIRECT]: 'true' } }),
    ).rejects.toThrow();
    await expect(fakes.http.post('items/12', {})).rejects.toThrow();
    vi.advanceTimersByTime(5000);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('no redirect off detail pages', async () => {
    const deps = fakes.install({ pathname: '/space/products', search: '?page=2' });
    answer('get', 'items/12', 404);
    await expect(fakes.http.get('items/12')).rejects.toThrow();
    vi.advanceTimersByTime(5000);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

it.each([502, 504])('%i is reported as a server timeout', async (status) => {
  fakes.install();
  answer('get', 'invoices', status);
  await expect(fakes.http.get('invoices')).rejects.toThrow();
  expect(c.error).toHaveBeenCalledTimes(1);
  expect(c.text()).toContain(`Server timeout (${status})`);
});

it('418 with skip-global-handler reaches the caller unreported; without it, reported', async () => {
  const deps = fakes.install();
  answer('get', 'users/validate-uniqueness', 418);
  const error = await fakes.http
    .get('users/validate-uniqueness', { headers: { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' } })
    .catch((e: unknown) => e);
  expect((error as { response: { status: number } }).response.status).toBe(418);
  expect(c.text()).toBe('[[],[],[]]');
  expect(deps.notify.error).not.toHaveBeenCalled();
  await expect(fakes.http.get('users/validate-uniqueness')).rejects.toThrow();
  expect(c.error).toHaveBeenCalledTimes(1);
});

it('422 is logged as info, 500 as error, without credentials in the output', async () => {
  fakes.install({ signedIn: true });
  answer('post', 'items', 422, {
    message: 'Validation failed',
    errors: { title: ['Title is too long'] },
  });
  answer('get', 'items', 500);
  await expect(fakes.http.post('items', {})).rejects.toThrow();
  expect(c.info).toHaveBeenCalledTimes(1);
  await expect(fakes.http.get('items')).rejects.toThrow();
  expect(c.error).toHaveBeenCalledTimes(1);
  for (const secret of [SESSION['access-token'], SESSION.client, SESSION.uid]) {
    expect(c.text()).not.toContain(secret);
  }
});

it('showErrorToast shows the server’s first error for 6 s', async () => {
  const deps = fakes.install();
  answer('post', 'items', 422, {
    message: 'Validation failed',
    errors: { title: ['Title is too long'] },
  });
  await expect(fakes.http.post('items', {}, { showErrorToast: true })).rejects.toThrow();
  expect(deps.notify.error).toHaveBeenCalledWith({ message: 'Title is too long', duration: 6 });
});

it('a cancelled request is left alone', async () => {
  const deps = fakes.install();
  answer('get', 'items', 200);
  const controller = new AbortController();
  controller.abort();
  await expect(fakes.http.get('items', { signal: controller.signal })).rejects.toThrow();
  expect(deps.notify.error).not.toHaveBeenCalled();
  expect(c.text()).toBe('[[],[],[]]');
});

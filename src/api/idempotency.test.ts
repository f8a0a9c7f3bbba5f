// @vitest-environment happy-dom
import { http as mock, HttpResponse } from 'msw';
import { axiosBaseQuery } from './axiosBaseQuery';
import { apiRoot } from './config';
import { HEADER_IDEMPOTENCY_KEY } from '../domain/contract';
import { newIdempotencyKey } from './idempotency';
import { localApiKit } from '@tests/support/api';

const { server, fakes } = localApiKit();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of every request to `path`, in order (null: none sent). */
function keysSentTo(path: string) {
  const seen: Array<string | null> = [];
  server.use(
    mock.all(`${apiRoot()}/${path}`, ({ request }) => {
      seen.push(request.headers.get(HEADER_IDEMPOTENCY_KEY));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

beforeEach(() => fakes.install());

describe('the Idempotency-Key header', () => {
  it('goes with every POST: a fresh key per request when none is given', async () => {
    const seen = keysSentTo('support/tickets');
    await fakes.http.post('support/tickets', { subject: 'a' });
    await fakes.http.post('support/tickets', { subject: 'a' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(UUID);
    expect(seen[1]).toMatch(UUID);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('is the submission’s key when one is given, on any method, through RTK Query too', async () => {
    const seen = keysSentTo('items/7/types/BOX');
    await fakes.http.patch('items/7/types/BOX', {}, { idempotencyKey: 'submission-1' });
    const query = axiosBaseQuery(fakes.http);
    await query(
      { url: 'items/7/types/BOX', method: 'PUT', data: {}, idempotencyKey: 'submission-1' },
      { signal: new AbortController().signal } as never,
      {},
    );
    expect(seen).toEqual(['submission-1', 'submission-1']);
  });

  it('is left off reads and off other writes without a key; a caller’s own header wins', async () => {
    const seen = keysSentTo('items/7');
    await fakes.http.get('items/7');
    await fakes.http.patch('items/7', { title: 'x' });
    await fakes.http.post('items/7', {}, { headers: { [HEADER_IDEMPOTENCY_KEY]: 'mine' } });
    expect(seen).toEqual([null, null, 'mine']);
  });

  it('is a v4 UUID, also where randomUUID is missing (an insecure origin)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
      expect(keys.size).toBe(20);
      keys.forEach((key) => expect(key).toMatch(UUID));
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });
});

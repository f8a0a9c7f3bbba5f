import fc from 'fast-check';
import { requestFingerprint } from '@simulator/server-rules/requestFingerprint';

/** A request as the portal sends one: a JSON text body, or multipart fields and files. */
interface Shape {
  method: string;
  path: string;
  body: string | Array<[string, string] | [string, { name: string; size: number }]>;
}

function toRequest({ method, path, body }: Shape, host = 'http://localhost:3000'): Request {
  const url = `${host}/api/v1${path}`;
  if (typeof body === 'string')
    return new Request(url, { method, body, headers: { 'Content-Type': 'application/json' } });
  const form = new FormData();
  for (const [name, value] of body) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.size)], value.name));
  }
  return new Request(url, { method, body: form });
}

const method = fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE');
const path = fc
  .array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`);
const field = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 12 })),
  fc.tuple(
    fc.constant('attachments[]'),
    fc.record({ name: fc.stringMatching(/^[a-z]{1,6}\.png$/), size: fc.nat(64) }),
  ),
);
const body = fc.oneof(
  fc.json().map((json) => json),
  fc.array(field, { minLength: 1, maxLength: 4 }),
);
const shape = fc.record({ method, path, body }) as fc.Arbitrary<Shape>;

/** One change to a request: its method, its path, or its body. */
const change = fc.constantFrom<'method' | 'path' | 'body'>('method', 'path', 'body');

function changed(original: Shape, what: 'method' | 'path' | 'body', salt: string): Shape {
  if (what === 'method')
    return { ...original, method: original.method === 'POST' ? 'PUT' : 'POST' };
  if (what === 'path') return { ...original, path: `${original.path}/${salt}` };
  if (typeof original.body === 'string') return { ...original, body: `${original.body} ` };
  return { ...original, body: [...original.body, ['more', salt]] };
}

describe('request fingerprint', () => {
  it('is the same for the same request sent again (another host, fresh headers)', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const first = await requestFingerprint(toRequest(s));
        const again = await requestFingerprint(toRequest(s, 'http://localhost:8787'));
        expect(again).toBe(first);
      }),
    );
  });

  it('differs after any change of method, path or body', async () => {
    await fc.assert(
      fc.asyncProperty(shape, change, fc.stringMatching(/^[a-z]{1,4}$/), async (s, what, salt) => {
        const before = await requestFingerprint(toRequest(s));
        const after = await requestFingerprint(toRequest(changed(s, what, salt)));
        expect(after).not.toBe(before);
      }),
    );
  });

  it('tells files apart by name and size, and fields apart by value', async () => {
    const file = (name: string, size: number): Shape => ({
      method: 'POST',
      path: '/support/tickets/t1/comment',
      body: [
        ['body', 'hi'],
        ['attachments[]', { name, size }],
      ],
    });
    const base = await requestFingerprint(toRequest(file('box.png', 10)));
    expect(await requestFingerprint(toRequest(file('box.png', 11)))).not.toBe(base);
    expect(await requestFingerprint(toRequest(file('lid.png', 10)))).not.toBe(base);
    expect(await requestFingerprint(toRequest(file('box.png', 10)))).toBe(base);
  });
});

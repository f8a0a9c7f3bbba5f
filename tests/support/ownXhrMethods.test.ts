// @vitest-environment happy-dom
import { Window } from 'happy-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { installOwnXhrMethods } from './ownXhrMethods';

const PATCHED = ['getAllResponseHeaders', 'getResponseHeader'] as const;

function descriptorsOf(prototype: object) {
  return Object.fromEntries(
    PATCHED.map((name) => [name, Object.getOwnPropertyDescriptor(prototype, name)?.value]),
  );
}

/** An XHR to `path`, settled once loaded. */
function load(path: string) {
  const request = new XMLHttpRequest();
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    request.addEventListener('load', () => resolve(request));
    request.addEventListener('error', () => reject(new Error(`${path} failed`)));
    request.open('GET', `http://localhost:3000${path}`);
    request.send();
  });
}

describe("the window's XMLHttpRequest, with its methods as its own", () => {
  it("copies the parent prototype's methods and accessors, the same functions", () => {
    const fresh = new Window();
    try {
      const own = fresh.XMLHttpRequest.prototype as unknown as Record<string, unknown>;
      const parent = Object.getPrototypeOf(own) as Record<string, unknown>;
      expect(Object.hasOwn(own, 'getAllResponseHeaders')).toBe(false);

      installOwnXhrMethods(fresh as unknown as { XMLHttpRequest: unknown });

      for (const name of ['open', 'send', 'abort', ...PATCHED]) {
        expect(Object.hasOwn(own, name)).toBe(true);
        expect(own[name]).toBe(parent[name]);
      }
      const status = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, 'status');
      expect(status(own)!.get).toBe(status(parent)!.get);
      expect(own.constructor).toBe(fresh.XMLHttpRequest);
    } finally {
      void fresh.happyDOM.close();
    }
  });

  it('lets each answered request read its own headers, and leaves the prototypes alone', async () => {
    const server = setupServer(
      http.get('*/which/:name', ({ params }) =>
        HttpResponse.text('ok', { headers: { 'x-which': String(params.name) } }),
      ),
    );
    const own = XMLHttpRequest.prototype;
    const parent = Object.getPrototypeOf(own) as object;
    const before = [descriptorsOf(own), descriptorsOf(parent)];
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const [first, second] = await Promise.all([load('/which/first'), load('/which/second')]);

      expect(first.getResponseHeader('x-which')).toBe('first');
      expect(second.getResponseHeader('x-which')).toBe('second');
      expect(first.getAllResponseHeaders()).toContain('x-which: first');
      expect(second.getAllResponseHeaders()).toContain('x-which: second');
      // What msw wrapped belongs to each request; the shared prototypes are as they were.
      expect([descriptorsOf(own), descriptorsOf(parent)]).toEqual(before);
    } finally {
      server.close();
    }
  });
});

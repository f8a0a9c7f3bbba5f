/**
 * Gives the window's XMLHttpRequest class its inherited methods and accessors as its own, so
 * that msw's XMLHttpRequest interceptor patches each request instead of the shared prototype.
 *
 * Why: when the interceptor answers a request it replaces `getAllResponseHeaders` and
 * `getResponseHeader` with a Proxy, through its own `set` trap, which writes where the property is
 * found. It first copies the class prototype's *own* descriptors onto each new request, so in a
 * browser (and jsdom), where the methods are own properties of `XMLHttpRequest.prototype`, the
 * write lands on the request. happy-dom's window class is a subclass whose prototype owns only
 * its constructor: nothing is copied, the write lands on the parent prototype, shared by every
 * request of every test file in the worker. Each answered request then wraps the previous
 * wrapper, and every wrapper keeps its request, its response and, through them, that file's
 * simulator and store alive: the `.tsx` workers' live heap grew to 1.5 GB, and the collector's
 * work with it. It also gave every request the headers of the last answered one.
 *
 * Copying the parent's descriptors (the same functions) onto the subclass changes nothing else:
 * a property is found one step earlier, with the same value. ownXhrMethods.test.ts checks both
 * the headers and that the prototypes are left alone.
 */
export function installOwnXhrMethods(target: { XMLHttpRequest?: unknown } = globalThis) {
  const Xhr: unknown = target.XMLHttpRequest;
  if (typeof Xhr !== 'function') return;
  const own = (Xhr as { prototype: object }).prototype;
  const parent = Object.getPrototypeOf(own) as object | null;
  if (!parent || parent === Object.prototype) return;
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(parent))) {
    if (name === 'constructor' || Object.prototype.hasOwnProperty.call(own, name)) continue;
    Object.defineProperty(own, name, descriptor);
  }
}

import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { defineNetwork, InterceptorSource } from 'msw/experimental';

type Interceptors = ConstructorParameters<typeof InterceptorSource>[0]['interceptors'];

/**
 * msw's handlers answering the page's own fetch, XMLHttpRequest and WebSocket calls, in the page
 * (what `setupWorker` does when a browser has no service workers; `msw/experimental` is how msw
 * 2.15 composes it, pinned with msw itself). Synchronous: requests made after it returns are
 * answered by `handlers`; those no handler matches go to the network.
 */
export function interceptInPage(handlers: Array<RequestHandler | WebSocketHandler>): void {
  const network = defineNetwork({
    sources: [
      new InterceptorSource({
        // msw's typing of the interceptors' event maps does not line up with the source's (msw
        // casts them the same way).
        interceptors: [
          new XMLHttpRequestInterceptor(),
          new FetchInterceptor(),
          new WebSocketInterceptor(),
        ] as unknown as Interceptors,
      }),
    ],
    handlers,
    onUnhandledFrame: 'bypass',
    // No console group per request (the Simulator menu and the store are where to look).
    context: { quiet: true },
  });
  skipCookieHeaderOnXhr();
  void network.enable();
  forgetOldServiceWorker();
}

/**
 * msw copies the page's cookies into each request's Cookie header for its handlers, and its
 * XMLHttpRequest interceptor mirrors every header it sets onto the browser's own request, which
 * refuses a Cookie header with a console error per request (msw issue #2751). The browser sends
 * the page's cookies itself (or they were never meant to go): leave that header out.
 */
function skipCookieHeaderOnXhr(): void {
  const prototype = globalThis.XMLHttpRequest?.prototype;
  if (!prototype) return;
  const setRequestHeader = prototype.setRequestHeader;
  prototype.setRequestHeader = function (this: XMLHttpRequest, name: string, value: string) {
    if (name.toLowerCase() !== 'cookie') setRequestHeader.call(this, name, value);
  };
}

/**
 * Earlier versions answered through msw's service worker. A browser that still has it registered
 * would send every request through it for nothing (it passes them on, with no page to answer):
 * unregister it, once nothing else is busy.
 */
function forgetOldServiceWorker(): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  setTimeout(() => {
    void container
      .getRegistrations()
      .then((registrations) =>
        Promise.all(
          registrations
            .filter((r) => r.active?.scriptURL.endsWith('/mockServiceWorker.js'))
            .map((r) => r.unregister()),
        ),
      )
      .catch(() => undefined);
  }, 5000);
}

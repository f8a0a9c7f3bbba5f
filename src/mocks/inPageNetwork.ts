import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { defineNetwork, InterceptorSource } from 'msw/experimental';

import type { RequestHandler, WebSocketHandler } from 'msw';

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
  });
  void network.enable();
  forgetOldServiceWorker();
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

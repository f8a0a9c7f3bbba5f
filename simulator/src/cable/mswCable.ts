import { ws } from 'msw';
import type { SimulatorStore } from '../db/store';
import { createCableServer, type CableServer, type CableServerOptions } from './cableServer';

/** Every host's `/cable`: `<origin>/api/cable` in the page, any base in tests. */
export const CABLE_LINK_PATH = '*/cable';

/**
 * The cable through msw's WebSocket interception (the page, vitest): each intercepted
 * connection to a `/cable` URL is handed to the simulated cable server. The page's consumer must
 * use the WebSocket class msw installed (src/core/cable sets ActionCable's adapter at connect).
 */
export function cableLinkHandler(server: CableServer) {
  return ws.link(CABLE_LINK_PATH).addEventListener('connection', ({ client, info }) => {
    const offered = info.protocols ?? [];
    // msw keeps every client it intercepted until its worker stops, which in Node never happens:
    // once the socket closes, the server's listeners leave it, so a closed client holds nothing
    // of the server (its store) alive.
    const listening = new AbortController();
    void server.accept({
      protocols: typeof offered === 'string' ? [offered] : offered,
      send: (data) => client.send(data),
      close: () => client.close(),
      onMessage: (listener) =>
        client.addEventListener('message', (event) => listener(event.data), {
          signal: listening.signal,
        }),
      onClose: (listener) =>
        client.addEventListener('close', () => {
          listening.abort();
          listener();
        }),
    });
  });
}

/** A cable server over `store` behind msw (the page: one per tab, for its whole life). */
export function createCableHandler(store: SimulatorStore, options: CableServerOptions) {
  return cableLinkHandler(createCableServer(store, options));
}

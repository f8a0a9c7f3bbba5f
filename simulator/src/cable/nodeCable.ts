import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CABLE_PROTOCOL } from '@/domain/contract';
import type { CableServer } from './cableServer';

/** `/cable` at the server's root, beside `/v1` (a build with VITE_API_BASE_URL derives it). */
const isCablePath = (url: string | undefined) =>
  /\/cable\/?$/.test(new URL(url ?? '/', 'http://localhost').pathname);

/**
 * `npm run simulator`'s real WebSocket endpoint: upgrades on `/cable` become cable connections;
 * the handshake answers ActionCable's protocol (which the consumer checks) when offered.
 */
export function attachCableEndpoint(httpServer: Server, cable: CableServer) {
  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered) => (offered.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isCablePath(request.url)) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      const offered = request.headers['sec-websocket-protocol'] ?? '';
      void cable.accept({
        protocols: offered
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
        send: (data) => client.send(data),
        close: () => client.close(),
        onMessage: (listener) => client.on('message', (data) => listener(String(data))),
        onClose: (listener) => client.on('close', () => listener()),
      });
    });
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    close() {
      httpServer.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}

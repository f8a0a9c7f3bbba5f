import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { createCableServer } from '../cable/cableServer';
import { attachCableEndpoint } from '../cable/nodeCable';
import type { Persistence } from '../db/persistence/types';
import { openStore, type SimulatorStore } from '../db/store';
import { createHandlers } from '../handlers';
import type { SeedKind } from '../seed/constants';
import { corsHeaders } from './cors';

export interface SimulatorServerOptions {
  port: number;
  persistence: Persistence;
  hmacSecret: string;
  latencyMs?: number;
  /** The portal's origin, where mailed links point (SIMULATOR_PORTAL_ORIGIN). */
  portalOrigin?: string;
  /** Seed dates are moved to this day when seeding; default today. */
  now?: () => number;
  /** The seed of a new database (SIMULATOR_SEED); a stored one of another kind is replaced. */
  seed?: SeedKind;
}

export interface RunningSimulator {
  /** http://localhost:<port>; the cable is at ws://localhost:<port>/cable. */
  url: string;
  store: SimulatorStore;
  close(): Promise<void>;
}

/**
 * The handlers as a plain HTTP server (@mswjs/http-middleware on express), with CORS answered in
 * front of them: any origin, every custom request header, the devise auth headers exposed.
 */
export async function startSimulatorServer(
  options: SimulatorServerOptions,
): Promise<RunningSimulator> {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 'demo';
  const store = await openStore(options.persistence, {
    seedKind: seed,
    // The generators (and faker) are loaded only when a database must be seeded.
    reseed: async () => (await import('../seed')).freshSeedFor(now(), seed),
    now,
  });
  const handlers = createHandlers(store, {
    latencyMs: options.latencyMs ?? 0,
    hmacSecret: options.hmacSecret,
    now,
    portalOrigin: options.portalOrigin,
  });
  const app = createServer(...handlers) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
  ) => void;

  const server = createHttpServer((req, res) => {
    for (const [name, value] of Object.entries(corsHeaders(req.headers.origin)))
      res.setHeader(name, value);
    // Preflights never reach the handlers: the provider's rack-cors answers them too.
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    app(req, res);
  });
  // ActionCable on the same port, at /cable.
  const cable = createCableServer(store, { now });
  const cableEndpoint = attachCableEndpoint(server, cable);
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    store,
    async close() {
      cable.close();
      cableEndpoint.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.flush();
      store.dispose();
    },
  };
}

import { EXPOSED_RESPONSE_HEADERS } from './cors';
import { filePersistence } from '../db/persistence/file';
import { memoryPersistence } from '../db/persistence/memory';
import { DEMO_ACCOUNTS, isSeedKind } from '../seed/facts';
import { topUpProducts } from '../seed/bulk';
import { startSimulatorServer } from './server';

/**
 * `npm run simulator`: the simulated API on http://localhost:8787 for a build pointed at it with
 * VITE_API_BASE_URL. Env: SIMULATOR_PORT (8787), SIMULATOR_STORE=memory (default: the file
 * directory .simulator-data/db/), SIMULATOR_LATENCY_MS (0), VITE_API_HMAC_SECRET
 * ('simulator-secret'), SIMULATOR_PORTAL_ORIGIN (http://localhost:5173, where mailed links
 * point), SIMULATOR_SEED (demo | large), SIMULATOR_BULK_PRODUCTS /
 * SIMULATOR_BULK_ORGANISATION (docs/simulator.md "Bulk seeding").
 */
async function main() {
  const seed = process.env.SIMULATOR_SEED || 'demo';
  if (!isSeedKind(seed)) throw new Error(`SIMULATOR_SEED=${seed}: use demo or large`);
  const persistence =
    process.env.SIMULATOR_STORE === 'memory' ? memoryPersistence() : filePersistence();
  const running = await startSimulatorServer({
    port: Number(process.env.SIMULATOR_PORT ?? 8787),
    persistence,
    hmacSecret: process.env.VITE_API_HMAC_SECRET || 'simulator-secret',
    latencyMs: Number(process.env.SIMULATOR_LATENCY_MS ?? 0) || 0,
    // Where mailed links point: the portal that uses this simulator.
    portalOrigin: process.env.SIMULATOR_PORTAL_ORIGIN || 'http://localhost:5173',
    seed,
  });
  // Performance work: SIMULATOR_BULK_PRODUCTS=10000 (+ SIMULATOR_BULK_ORGANISATION=<uid>).
  const bulk = Number(process.env.SIMULATOR_BULK_PRODUCTS ?? 0);
  const added =
    bulk > 0
      ? topUpProducts(running.store, bulk, process.env.SIMULATOR_BULK_ORGANISATION, Date.now())
      : null;
  if (added)
    console.log(`Bulk seeding: added ${added.created} products (${added.total_products} now)`);
  const where = 'path' in persistence ? persistence.path : 'memory';
  console.log(`API simulator on ${running.url}/v1 (store: ${where}, seed: ${seed})`);
  console.log(`Point the portal at it with VITE_API_BASE_URL=${running.url}`);
  console.log(`Live updates (ActionCable): ${running.url.replace(/^http/, 'ws')}/cable`);
  console.log(
    `Mailbox: ${running.url}/__simulator/mailbox · reset: POST ${running.url}/__simulator/reset`,
  );
  console.log(`Exposed response headers: ${EXPOSED_RESPONSE_HEADERS.join(', ')}`);
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  — ${a.description}`);

  const stop = () => void running.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

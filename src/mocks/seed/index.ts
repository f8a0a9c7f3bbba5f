import { SNAPSHOT_VERSION, type DbSnapshot } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { createSeedContext } from './context';
import { seedOrders } from './orders';
import { seedPartners } from './partners';
import { rebaseSnapshot } from './rebase';
import { seedInvoices, seedTickets } from './support';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export { SEED_NUMBER, SEED_REFERENCE_DATE } from './context';
export { ORGANISATION_PROFILES } from './profiles';
export { rebaseSnapshot } from './rebase';

/**
 * Generates the demo data from scratch (deterministic: faker on a fixed seed, dates relative to
 * SEED_REFERENCE_DATE). The order of the generator calls is part of the determinism: add new
 * generators at the end so existing records stay the same.
 */
export function buildSeed(): DbSnapshot {
  const ctx = createSeedContext();
  const accounts = seedAccounts(ctx);
  const catalogue = seedCatalogue(ctx, accounts.warehouses);
  const partners = seedPartners(ctx);
  const orders = seedOrders(ctx, { ...catalogue, ...partners, warehouses: accounts.warehouses });
  const tickets = seedTickets(ctx, orders);
  const invoices = seedInvoices(ctx);
  return {
    version: SNAPSHOT_VERSION,
    ...accounts,
    ...catalogue,
    ...partners,
    orders,
    tickets,
    invoices,
    sessions: [],
    mails: [],
  };
}

let cached: DbSnapshot | null = null;

/** The seed, generated once per process: fresh stores clone it, which takes a few ms. */
export function seedSnapshot(): Readonly<DbSnapshot> {
  cached ??= buildSeed();
  return cached;
}

/** A private copy of the seed for a new store. */
export function freshSeed(): DbSnapshot {
  return structuredClone(seedSnapshot()) as DbSnapshot;
}

/** A private copy of the seed with its dates moved to `now`'s day (browser and HTTP server). */
export function freshSeedFor(now: number): DbSnapshot {
  return rebaseSnapshot(freshSeed(), now);
}

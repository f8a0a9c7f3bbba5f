import { copyWithSharedLogs, freezeSeed } from './sharedCopy';
import { SNAPSHOT_VERSION, type DbSnapshot } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedBundles } from './bundles';
import { seedCatalogue } from './catalogue';
import { createSeedContext, SEED_NUMBER, SEED_REFERENCE_DATE, seedContextAt } from './context';
import type { SeedKind } from './constants';
import { seedInvitations } from './invitations';
import { growToLarge } from './large';
import { seedStockHistory } from './movements';
import { setAsideOrderHolds } from './orderHolds';
import { seedOrders } from './orders';
import { seedMoreOrders } from './moreOrders';
import { seedPartners } from './partners';
import { seedMorePartners } from './morePartners';
import { rebaseSnapshot } from './rebase';
import { seedInvoices, seedTickets } from './support';
import { seedMoreTickets } from './moreTickets';
import { seedPreferences } from './preferences';
import { seedPricingProposals } from './proposals';
import { seedWalletTransactions } from './wallet';

// The faker-free facts (seed/facts.ts), for callers that also generate.
export * from './facts';

/**
 * Generates the seed from scratch (deterministic: faker on a fixed seed, dates relative to
 * SEED_REFERENCE_DATE). `large` is the demo seed with LARGE_SEED.organisation grown to
 * LARGE_SEED's volumes (seed/large.ts).
 */
export function buildSeed(kind: SeedKind = 'demo'): DbSnapshot {
  const snapshot = buildDemoSeed();
  if (kind === 'large') growToLarge(snapshot);
  // Last, over every order of either kind: available sets aside what the open orders hold.
  setAsideOrderHolds(snapshot);
  return snapshot;
}

/**
 * The demo data. The order of the generator calls is part of the determinism: add new
 * generators at the end so existing records stay the same.
 */
function buildDemoSeed(): DbSnapshot {
  const ctx = createSeedContext();
  const accounts = seedAccounts(ctx);
  const catalogue = seedCatalogue(ctx, accounts.warehouses);
  const partners = seedPartners(ctx);
  // The orders' shipping and history details come from a faker of their own: the shared draws
  // (and so every record after the orders) stay as they were before orders had them.
  const orderDetails = seedContextAt(SEED_REFERENCE_DATE, SEED_NUMBER + 1090);
  const orders = seedOrders(
    ctx,
    { ...catalogue, ...partners, warehouses: accounts.warehouses },
    orderDetails,
  );
  const tickets = seedTickets(ctx, orders);
  const invoices = seedInvoices(ctx);
  const { invitations, mails } = seedInvitations(ctx, accounts);
  const stock = seedStockHistory(ctx, { ...catalogue, ...accounts });
  const bundled = seedBundles(
    ctx,
    { ...catalogue, ...accounts, orders },
    { movement: stock.movements.length + 1, history: stock.history.length + 1 },
  );
  const allPartners = seedMorePartners(partners);
  const allTickets = seedMoreTickets(tickets, orders);
  const allOrders = seedMoreOrders({
    orders,
    products: catalogue.products,
    warehouses: accounts.warehouses,
    ...allPartners,
  });
  return {
    version: SNAPSHOT_VERSION,
    ...accounts,
    ...catalogue,
    products: allOrders.products,
    bundles: bundled.bundles,
    movements: stock.movements.concat(bundled.movements),
    history: stock.history.concat(bundled.history),
    suppliers: allPartners.suppliers,
    customers: allOrders.customers,
    orders: allOrders.orders,
    tickets: allTickets,
    invoices,
    sessions: [],
    idempotency_keys: [],
    mails,
    otp_codes: [],
    password_resets: [],
    magic_links: [],
    invitations,
    // Settings, billing and wallet records: generated without the shared faker, so adding them
    // leaves every record above unchanged.
    pricing_proposals: seedPricingProposals(accounts),
    ...seedPreferences(accounts),
    wallet_transactions: seedWalletTransactions(accounts, invoices),
    // The trail starts empty: it records what is done in the simulator from then on.
    activities: [],
  };
}

let cached: DbSnapshot | null = null;

/** The seed, generated once per process: freshSeedFor clones it, freshSeed copies from it. */
export function seedSnapshot(): Readonly<DbSnapshot> {
  if (!cached) {
    cached = buildSeed();
  }
  return cached;
}

/**
 * A private copy of the seed for a new store (log records shared; the rest copied when first
 * read). Only these copies need the seed frozen, so it is frozen here, on first use, and not
 * where the browser and the HTTP server clone it.
 */
export function freshSeed(): DbSnapshot {
  return copyWithSharedLogs(freezeSeed(seedSnapshot()));
}

/**
 * A private, fully independent seed with its dates moved to `now`'s day (browser, HTTP server).
 * The large seed is built for the call, not kept: it is asked for once, when a store is seeded.
 */
export function freshSeedFor(now: number, kind: SeedKind = 'demo'): DbSnapshot {
  const seed =
    kind === 'large' ? buildSeed('large') : (structuredClone(seedSnapshot()) as DbSnapshot);
  return rebaseSnapshot(seed, now);
}

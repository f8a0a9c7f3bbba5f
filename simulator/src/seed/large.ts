import type { DbSnapshot, ProductRecord } from '../db/schema';
import { LARGE_SEED, SEED_REFERENCE_DATE } from './constants';
import { seedContextAt, type SeedContext } from './context';
import { actorsByOrganisation, makeHistory, makeMovements } from './movements';
import { lastOrderNumbers } from './moreOrders';
import { drawOrder, FULL_TABLES, type OrderNumbers } from './orders';
import { makeProduct, type CategoryChoice } from './productFactory';
import { ORGANISATION_PROFILES } from './profiles';

/**
 * Grows a freshly built demo seed into the large one: LARGE_SEED.organisation gets products
 * (with their stock movements and history) and orders until it holds exactly LARGE_SEED's
 * volumes. The added records come after the demo's (ids continue) and are made by the same
 * factories as the demo's, so every handler finds them as consistent: units and warehouse stock
 * add up, movements chain to today's stock, order lines name the organisation's products and
 * customers or suppliers. Faker runs on its own seed, so the large seed is deterministic and the
 * demo records in it are exactly the demo seed's.
 */
export function growToLarge(snapshot: DbSnapshot): void {
  const ctx = seedContextAt(SEED_REFERENCE_DATE, LARGE_SEED.seedNumber);
  const organisation = snapshot.organisations.find((o) => o.name === LARGE_SEED.organisation);
  const profile = ORGANISATION_PROFILES.find((p) => p.name === LARGE_SEED.organisation);
  if (!organisation || !profile) throw new Error(`No organisation ${LARGE_SEED.organisation}`);
  const demoProducts = snapshot.products.filter(
    (p) => p.organisation_id === organisation.id,
  ).length;
  const added = addProducts(ctx, snapshot, organisation.id, profile.skuPrefix);
  addMovementsAndHistory(ctx, snapshot, organisation.id, added);
  addOrders(ctx, snapshot, organisation.id, profile.skuPrefix, demoProducts);
}

const ofOrganisation =
  (organisationId: number) =>
  <T extends { organisation_id: number }>(rows: readonly T[]): T[] =>
    rows.filter((r) => r.organisation_id === organisationId);

const nextId = (rows: readonly { id: number }[]) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

function addProducts(
  ctx: SeedContext,
  snapshot: DbSnapshot,
  organisationId: number,
  skuPrefix: string,
): ProductRecord[] {
  const mine = ofOrganisation(organisationId);
  const profile = ORGANISATION_PROFILES.find((p) => p.skuPrefix === skuPrefix)!;
  const categories: CategoryChoice[] = mine(snapshot.categories).map((record) => ({
    record,
    nouns: profile.categories.find((c) => c.name === record.name)?.nouns ?? [record.name],
  }));
  const warehouses = mine(snapshot.warehouses);
  const existing = mine(snapshot.products).length;
  let id = nextId(snapshot.products);
  const added: ProductRecord[] = [];
  // SKUs end in the sequence number inside the organisation, so they stay unique.
  for (let n = existing + 1; n <= LARGE_SEED.products; n += 1) {
    const product = makeProduct(ctx, { id, organisationId, skuPrefix, n, categories, warehouses });
    snapshot.products.push(product);
    added.push(product);
    id += 1;
  }
  return added;
}

/**
 * How many movements each new product gets so that the organisation ends with exactly
 * LARGE_SEED.movements: an even share, then spread by moving a random amount between
 * neighbours (the total stays; every product keeps at least three).
 */
function movementCounts(ctx: SeedContext, total: number, products: number): number[] {
  const least = 3;
  if (products === 0) return [];
  if (total < least * products)
    throw new Error(`${total} movements cannot give ${products} products ${least} each`);
  const share = Math.floor(total / products);
  const counts = Array.from({ length: products }, (_, i) => share + (i < total % products ? 1 : 0));
  for (let i = 0; i + 1 < products; i += 2) {
    const shift = ctx.faker.number.int({
      min: 0,
      max: Math.min(counts[i]!, counts[i + 1]!) - least,
    });
    counts[i]! += shift;
    counts[i + 1]! -= shift;
  }
  return counts;
}

function addMovementsAndHistory(
  ctx: SeedContext,
  snapshot: DbSnapshot,
  organisationId: number,
  products: ProductRecord[],
): void {
  const mine = ofOrganisation(organisationId);
  const warehouses = mine(snapshot.warehouses);
  const actors = actorsByOrganisation(snapshot.users, snapshot.memberships);
  const counts = movementCounts(
    ctx,
    LARGE_SEED.movements - mine(snapshot.movements).length,
    products.length,
  );
  let movementId = nextId(snapshot.movements);
  let historyId = nextId(snapshot.history);
  products.forEach((product, i) => {
    const drawn = makeMovements(ctx, product, warehouses, {
      count: counts[i]!,
      end: SEED_REFERENCE_DATE,
      firstId: movementId,
    });
    for (const m of drawn) snapshot.movements.push(m);
    movementId += drawn.length;
    const entries = makeHistory(ctx, product, actors.get(organisationId) ?? ['System'], historyId);
    for (const h of entries) snapshot.history.push(h);
    historyId += entries.length;
  });
}

function addOrders(
  ctx: SeedContext,
  snapshot: DbSnapshot,
  organisationId: number,
  skuPrefix: string,
  existingProducts: number,
): void {
  const { faker } = ctx;
  const mine = ofOrganisation(organisationId);
  // The added products only: a demo product held by an added order would no longer be the demo's
  // record (its available figure sets aside what the orders hold, seed/orderHolds.ts).
  const products = mine(snapshot.products).slice(existingProducts);
  const numbers: OrderNumbers = lastOrderNumbers(snapshot.orders);
  const sources = {
    organisationId,
    skuPrefix,
    products,
    warehouses: mine(snapshot.warehouses),
    suppliers: mine(snapshot.suppliers),
    customers: mine(snapshot.customers),
    tables: FULL_TABLES,
    // Distinct products by index: faker's arrayElements copies all 10,000 for every order.
    pick: (min: number, max: number) => {
      const wanted = Math.min(products.length, faker.number.int({ min, max }));
      const chosen = new Set<ProductRecord>();
      while (chosen.size < wanted)
        chosen.add(products[faker.number.int({ min: 0, max: products.length - 1 })]!);
      return [...chosen];
    },
  };
  let id = nextId(snapshot.orders);
  for (let n = mine(snapshot.orders).length; n < LARGE_SEED.orders; n += 1) {
    snapshot.orders.push(drawOrder(ctx, id, sources, numbers));
    id += 1;
  }
}

import type { SimulatorStore } from '../db/store';
import { newUid, skuPrefixOf } from '../catalogue/lookup';
import { orgWarehouses } from '../catalogue/views';
import { seedContextAt } from './context';
import { makeMovements } from './movements';
import { makeProduct, type CategoryChoice } from './productFactory';
import { ORGANISATION_PROFILES } from './profiles';

/**
 * Bulk seeding for performance work: thousands of realistic products (units, stock per
 * warehouse, a few movements each, a 'created' history entry) added to one organisation of a
 * live store, dated relative to `now`. Records are appended to the arrays directly (one save at
 * the end), so 10,000 products take seconds, not minutes. Used by POST
 * /__simulator/seed-bulk and SIMULATOR_BULK_PRODUCTS (docs/simulator.md).
 */
const GENERIC_NOUNS = ['Sample Pack', 'Storage Tub', 'Gift Card', 'Tote Bag', 'Notebook'];
export const BULK_MAX = 50_000;

export interface BulkResult {
  created: number;
  movements: number;
  total_products: number;
}

export function seedBulkProducts(
  store: SimulatorStore,
  organisationId: number,
  count: number,
  now: number,
): BulkResult {
  const organisation = store.organisations.get(organisationId);
  if (!organisation) throw new Error(`No organisation ${organisationId}`);
  const wanted = Math.max(0, Math.min(BULK_MAX, Math.trunc(count)));
  const profile = ORGANISATION_PROFILES.find((p) => p.name === organisation.name);
  const categories: CategoryChoice[] = store.categories
    .filter((c) => c.organisation_id === organisationId && !c.archived)
    .map((record) => ({
      record,
      nouns: profile?.categories.find((c) => c.name === record.name)?.nouns ?? GENERIC_NOUNS,
    }));
  const warehouses = orgWarehouses(store, organisationId);
  const prefix = skuPrefixOf(store, organisationId, organisation.name);
  const taken = new Set(
    [...store.products.all(), ...store.bundles.all()]
      .filter((r) => r.organisation_id === organisationId)
      .map((r) => r.sku.toLowerCase()),
  );
  const existing = store.products.count((p) => p.organisation_id === organisationId);
  const ctx = seedContextAt(now, existing + wanted);
  const products = store.data.products;
  const movements = store.data.movements;
  const history = store.data.history;
  const firstIds = {
    products: store.products.nextId(),
    movements: store.movements.nextId(),
    history: store.history.nextId(),
  };
  let productId = firstIds.products;
  let movementId = firstIds.movements;
  let historyId = firstIds.history;
  let added = 0;
  let moved = 0;

  for (let n = existing + 1; added < wanted; n += 1) {
    const product = makeProduct(ctx, {
      id: productId,
      organisationId,
      skuPrefix: prefix,
      n,
      categories,
      warehouses,
    });
    if (taken.has(product.sku.toLowerCase())) continue;
    taken.add(product.sku.toLowerCase());
    product.uid = newUid('product', organisationId, productId, now);
    products.push(product);
    const drawn = makeMovements(ctx, product, warehouses, {
      count: ctx.faker.number.int({ min: 3, max: 8 }),
      end: now,
      firstId: movementId,
    });
    for (const m of drawn) movements.push(m);
    movementId += drawn.length;
    moved += drawn.length;
    history.push({
      id: historyId,
      organisation_id: organisationId,
      product_id: product.id,
      bundle_id: null,
      created_at: product.created_at,
      actor: 'Bulk import',
      action: 'created',
      changes: [
        { field: 'sku', from: null, to: product.sku },
        { field: 'title', from: null, to: product.title },
      ],
    });
    historyId += 1;
    productId += 1;
    added += 1;
  }
  // Pushed straight into the arrays: say which records the next flush must write.
  store.products.markIdsChanged(idsFrom(firstIds.products, productId));
  store.movements.markIdsChanged(idsFrom(firstIds.movements, movementId));
  store.history.markIdsChanged(idsFrom(firstIds.history, historyId));
  return {
    created: added,
    movements: moved,
    total_products: store.products.count((p) => p.organisation_id === organisationId),
  };
}

/** first, first + 1, …, end − 1 */
const idsFrom = (first: number, end: number) =>
  Array.from({ length: end - first }, (_, i) => first + i);

/**
 * SIMULATOR_BULK_PRODUCTS for `npm run simulator`: tops the organisation (uid, default the first)
 * up to `total` products, so restarting on the same file store adds nothing twice.
 */
export function topUpProducts(
  store: SimulatorStore,
  total: number,
  organisationUid: string | undefined,
  now: number,
): BulkResult | null {
  const organisation = organisationUid
    ? store.organisations.find((o) => o.uid === organisationUid)
    : store.organisations.all()[0];
  if (!organisation) return null;
  const missing = total - store.products.count((p) => p.organisation_id === organisation.id);
  return missing > 0 ? seedBulkProducts(store, organisation.id, missing, now) : null;
}

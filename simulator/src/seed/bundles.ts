import type {
  BundleRecord,
  CategoryRecord,
  HistoryRecord,
  MembershipRecord,
  MovementRecord,
  OrderRecord,
  ProductRecord,
  UserRecord,
  WarehouseRecord,
} from '../db/schema';
import { bundleStock } from '../catalogue/stock';
import { stableUid } from '../lib/hash';
import { round2, DAY_MS, SEED_REFERENCE_DATE, type SeedContext } from './context';
import { actorsByOrganisation, referenceFor } from './movements';
import { pictureFor } from './pictures';
import { ORGANISATION_PROFILES } from './profiles';

/**
 * Bundles of the seeded products. About half are made from the product lines of an outbound
 * order (so "the bundle's orders" — orders holding every product of the bundle — has rows), the
 * rest from random products. Each has outbound movements drawn backwards from the stock its
 * components can make, and a 'created' history entry. The last bundle of each organisation is
 * archived.
 */
const WORDS = ['Bundle', 'Kit', 'Set', 'Gift Pack', 'Starter Pack', 'Hamper'];
const ADJECTIVES = ['Weekend', 'Deluxe', 'Everyday', 'Discovery', 'Signature', 'Seasonal'];
const STEPS = [
  'Place the items in the gift box',
  'Wrap each item in tissue paper',
  'Add the thank-you card',
  'Seal the box with the brand sticker',
  'Bubble-wrap fragile items first',
];

export interface BundlesSeed {
  bundles: BundleRecord[];
  movements: MovementRecord[];
  history: HistoryRecord[];
}

export function seedBundles(
  ctx: SeedContext,
  inputs: {
    products: ProductRecord[];
    categories: CategoryRecord[];
    orders: OrderRecord[];
    warehouses: WarehouseRecord[];
    users: UserRecord[];
    memberships: MembershipRecord[];
  },
  firstIds: { movement: number; history: number },
): BundlesSeed {
  const { faker } = ctx;
  const bundles: BundleRecord[] = [];
  const movements: MovementRecord[] = [];
  const history: HistoryRecord[] = [];
  const productById = new Map(inputs.products.map((p) => [p.id, p]));
  const actors = actorsByOrganisation(inputs.users, inputs.memberships);

  ORGANISATION_PROFILES.forEach((profile, i) => {
    const organisationId = i + 1;
    const active = inputs.products.filter(
      (p) => p.organisation_id === organisationId && !p.archived,
    );
    const warehouses = inputs.warehouses.filter((w) => w.organisation_id === organisationId);
    const fromOrders = faker.helpers.shuffle(
      inputs.orders.filter(
        (o) =>
          o.organisation_id === organisationId &&
          o.type === 'outbound' &&
          o.lines.length >= 2 &&
          o.lines.every((l) => productById.get(l.product_id)?.archived === false),
      ),
    );
    const count = profile.counts.bundles;
    for (let n = 1; n <= count; n += 1) {
      const order = n % 2 === 1 ? fromOrders.shift() : undefined;
      const lines = order
        ? order.lines.map((l) => ({
            product_id: l.product_id,
            quantity: Math.min(l.quantity, faker.number.int({ min: 1, max: 2 })),
          }))
        : faker.helpers
            .arrayElements(active, { min: 2, max: 4 })
            .map((p) => ({ product_id: p.id, quantity: faker.number.int({ min: 1, max: 4 }) }));
      const parts = lines.map((l) => productById.get(l.product_id)!);
      const category = inputs.categories.find((c) => c.id === parts[0]!.category_id);
      const title = `${faker.helpers.arrayElement(ADJECTIVES)} ${category?.name ?? 'Mixed'} ${faker.helpers.arrayElement(WORDS)}`;
      const prepping = faker.datatype.boolean(0.5);
      const createdAt = ctx.within(200, 2);
      const bundle: BundleRecord = {
        id: bundles.length + 1,
        uid: stableUid('bundle', `${profile.skuPrefix}-${n}`),
        organisation_id: organisationId,
        sku: `${profile.skuPrefix}-BDL-${String(n).padStart(3, '0')}`,
        title,
        description: `${title}: ${parts.map((p) => p.title).join(', ')}.`,
        lines,
        prepping_required: prepping,
        prepping_steps: prepping ? faker.helpers.arrayElements(STEPS, { min: 1, max: 3 }) : [],
        image: pictureFor(title, category?.color ?? '#607d8b'),
        length: Math.max(...parts.map((p) => p.length)) + 2,
        width: Math.max(...parts.map((p) => p.width)) + 2,
        height: parts.reduce((sum, p) => sum + p.height, 0) + 2,
        weight: round2(lines.reduce((sum, l, k) => sum + parts[k]!.weight * l.quantity, 0.2)),
        archived: n === count,
        created_at: createdAt,
        updated_at: createdAt,
      };
      bundles.push(bundle);

      // Outbound bundle shipments, newest first, from the stock the components make today.
      let balance = bundleStock(bundle, (id) => productById.get(id), warehouses).stock;
      const start = Math.max(Date.parse(createdAt), SEED_REFERENCE_DATE - 90 * DAY_MS);
      const times = Array.from({ length: faker.number.int({ min: 5, max: 15 }) }, () =>
        faker.number.int({ min: start, max: SEED_REFERENCE_DATE - 3_600_000 }),
      ).sort((a, b) => b - a);
      const drawn: Omit<MovementRecord, 'id'>[] = times.map((at) => {
        const q = faker.number.int({ min: 1, max: 3 });
        const m: Omit<MovementRecord, 'id'> = {
          organisation_id: organisationId,
          product_id: null,
          bundle_id: bundle.id,
          created_at: new Date(at).toISOString(),
          type: 'outbound',
          unit: 'BASE',
          quantity: -q,
          base_quantity: -q,
          balance,
          warehouse_id: faker.helpers.arrayElement(warehouses).id,
          reference: referenceFor(ctx, 'outbound', profile.skuPrefix),
          note: 'Bundle picked and packed',
        };
        balance += q;
        return m;
      });
      for (const m of drawn.reverse())
        movements.push({ ...m, id: firstIds.movement + movements.length });
      history.push({
        id: firstIds.history + history.length,
        organisation_id: organisationId,
        product_id: null,
        bundle_id: bundle.id,
        created_at: createdAt,
        actor: faker.helpers.arrayElement(actors.get(organisationId) ?? ['System']),
        action: 'created',
        changes: [
          { field: 'sku', from: null, to: bundle.sku },
          { field: 'title', from: null, to: bundle.title },
        ],
      });
    }
  });
  return { bundles, movements, history };
}

import { describe, expect, it } from 'vitest';
import type { BundleDetail, BundleInput, BundleOrder } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { activeBundle, activeProducts, SEED_NOON, signedIn, TINY_PNG } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

function bundleInput(
  products: BundleInput['products'],
  overrides: Partial<BundleInput> = {},
): BundleInput {
  return {
    sku: 'NEW-BUNDLE-1',
    title: 'Breakfast Hamper',
    description: 'Everything for a slow Sunday',
    products,
    prepping_required: true,
    prepping_steps: ['Wrap each item', '  '],
    image: TINY_PNG,
    length: 40,
    width: 30,
    height: 20,
    weight: 3,
    ...overrides,
  };
}

describe('bundles: create and rules', () => {
  it('creates a bundle whose stock is what the components’ available quantities make', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const [a, b] = activeProducts(store, session.organisationId).filter((p) => p.available >= 6);
    const { status, body } = await call('POST', 'bundles/', {
      ...session,
      body: bundleInput([
        { product_id: a!.id, quantity: 2 },
        { product_id: b!.id, quantity: 3 },
      ]),
    });
    expect(status).toBe(201);
    const data = body.data as BundleDetail;
    const expected = Math.min(Math.floor(a!.available / 2), Math.floor(b!.available / 3));
    expect(data).toMatchObject({ stock: expected, available: expected, archived: false });
    expect(data.products).toEqual([
      { product_id: a!.id, quantity: 2, sku: a!.sku, title: a!.title, available: a!.available },
      { product_id: b!.id, quantity: 3, sku: b!.sku, title: b!.title, available: b!.available },
    ]);
    // Blank steps are dropped.
    expect(store.bundles.get(data.id)).toMatchObject({
      prepping_steps: ['Wrap each item'],
      organisation_id: session.organisationId,
    });
    expect(store.history.filter((h) => h.bundle_id === data.id)).toHaveLength(1);
  });

  it('refuses every bundle rule with its message', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const [a, b] = activeProducts(store, session.organisationId);
    const foreign = store.products.find((p) => p.organisation_id !== session.organisationId)!;
    const line = { product_id: a!.id, quantity: 1 };
    const cases: [BundleInput, string, string][] = [
      [bundleInput([]), 'products', CATALOGUE_MESSAGES.bundleNeedsProduct],
      [
        bundleInput([{ product_id: a!.id, quantity: 0 }]),
        'products[0].quantity',
        'Quantity must be greater than or equal to 1',
      ],
      [
        bundleInput([{ product_id: a!.id, quantity: 1.5 }]),
        'products[0].quantity',
        'Quantity must be an integer',
      ],
      [
        bundleInput([line, { product_id: a!.id, quantity: 2 }]),
        'products[1].product_id',
        'A product can be added to a bundle only once',
      ],
      [
        bundleInput([{ product_id: foreign.id, quantity: 1 }]),
        'products[0].product_id',
        'Product is not an active product of this organisation',
      ],
      [bundleInput([line], { title: 'y'.repeat(201) }), 'title', CATALOGUE_MESSAGES.titleTooLong],
      [bundleInput([line], { sku: b!.sku.toLowerCase() }), 'sku', 'SKU has already been taken'],
      [bundleInput([line], { image: '' }), 'image', CATALOGUE_MESSAGES.bundleNeedsImage],
      [
        bundleInput([line], { prepping_steps: [' '] }),
        'prepping_steps',
        'Add at least one prepping step when prepping is required',
      ],
    ];
    const before = store.bundles.count();
    for (const [input, field, message] of cases) {
      const { status, body } = await call('POST', 'bundles', { ...session, body: input });
      expect(status, field).toBe(422);
      expect(body.errors[field], field).toEqual([message]);
    }
    expect(store.bundles.count()).toBe(before);
    // Steps are not needed when prepping is not required.
    const plain = await call('POST', 'bundles', {
      ...session,
      body: bundleInput([line], { prepping_required: false, prepping_steps: [] }),
    });
    expect(plain.status).toBe(201);
  });

  it('suggests a free SKU for a new bundle', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { body } = await call('GET', 'bundles/new', session);
    expect(body.data.suggested_sku).toMatch(/^KSC-BDL-\d{3}$/);
    const check = await call('POST', 'items/validate-uniqueness', {
      ...session,
      body: { sku: body.data.suggested_sku },
    });
    expect(check.body.data.unique).toBe(true);
  });
});

describe('bundles: update, archive and sub-resources', () => {
  it('updates what is sent, archives once, and an archived bundle is read-only', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const bundle = activeBundle(store, session.organisationId);
    const edited = await call('PATCH', `bundles/${bundle.id}`, {
      ...session,
      body: { title: 'Renamed bundle', sku: bundle.sku },
    });
    expect(edited.status).toBe(200);
    expect(store.bundles.get(bundle.id)!.title).toBe('Renamed bundle');

    const archived = await call('POST', `bundles/${bundle.id}/archive`, session);
    expect(archived.status).toBe(200);
    expect(archived.body.message).toBe('Bundle archived successfully');
    expect(store.bundles.get(bundle.id)!.archived).toBe(true);
    const again = await call('POST', `bundles/${bundle.id}/archive`, session);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(['Bundle is already archived']);
    const locked = await call('PATCH', `bundles/${bundle.id}`, {
      ...session,
      body: { title: 'x' },
    });
    expect(locked.status).toBe(422);
    const shown = await call('GET', `bundles/${bundle.id}`, session);
    expect(shown.body.data.archived).toBe(true);
  });

  it('pages movements, draws trends from the components, and shows stock per warehouse', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const bundle = activeBundle(store, session.organisationId);
    const total = store.movements.count((m) => m.bundle_id === bundle.id);
    const page2 = await call('GET', `bundles/${bundle.id}/movements?page=2&per_page=3`, session);
    expect(page2.body.meta).toEqual({
      page: 2,
      per_page: 3,
      total,
      total_pages: Math.ceil(total / 3),
    });
    expect(page2.body.data).toHaveLength(Math.min(3, Math.max(0, total - 3)));

    const detail = (await call('GET', `bundles/${bundle.id}`, session)).body.data as BundleDetail;
    const trends = await call('GET', `bundles/${bundle.id}/trends?days=90`, session);
    expect(trends.body.data).toHaveLength(90);
    // Today: what the components' stock makes (stock, not only available).
    const today = Math.min(
      ...bundle.lines.map((l) => Math.floor(store.products.get(l.product_id)!.stock / l.quantity)),
    );
    expect(trends.body.data.at(-1).stock).toBe(today);
    expect(today).toBeGreaterThanOrEqual(detail.stock);

    const stock = await call('GET', `bundles/${bundle.id}/stock`, session);
    const warehouses = store.warehouses.filter((w) => w.organisation_id === session.organisationId);
    expect(stock.body.data).toHaveLength(warehouses.length);
    for (const row of stock.body.data) {
      const made = Math.min(
        ...bundle.lines.map((l) =>
          Math.floor(
            (store.products
              .get(l.product_id)!
              .warehouse_stocks.find((w) => w.warehouse_id === row.warehouse_id)?.stock ?? 0) /
              l.quantity,
          ),
        ),
      );
      expect(row.stock).toBe(made);
      expect(row.on_hold).toBe(row.stock - row.available);
    }
  });

  it('lists the orders holding every product of the bundle', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const bundles = store.bundles.filter((b) => b.organisation_id === session.organisationId);
    let listed = 0;
    for (const bundle of bundles) {
      const { body } = await call('GET', `bundles/${bundle.id}/orders?per_page=100`, session);
      const orders = body.data as BundleOrder[];
      listed += orders.length;
      for (const row of orders) {
        const order = store.orders.get(row.id)!;
        for (const line of bundle.lines) {
          const ordered = order.lines
            .filter((l) => l.product_id === line.product_id)
            .reduce((s, l) => s + l.quantity, 0);
          expect(ordered).toBeGreaterThanOrEqual(line.quantity * row.quantity);
        }
      }
    }
    // About half of the seeded bundles were made from an order's lines.
    expect(listed).toBeGreaterThanOrEqual(Math.floor(bundles.length / 2) - 1);
  });
});

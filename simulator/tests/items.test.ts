import { describe, expect, it } from 'vitest';
import type { Movement, ProductDetail } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { countryUid } from '@simulator/lib/countries';
import { activeProducts, SEED_NOON, signedIn, TINY_PNG, validProduct } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

const DAY = 86_400_000;

describe('items: create', () => {
  it('creates a product with a BASE unit, no stock, the SKU as barcode and a history entry', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const category = store.categories.find((c) => c.organisation_id === organisationId)!;
    const input = validProduct({
      category_id: category.id,
      manufactured_country: countryUid('NZ'),
    });

    const { status, body } = await call('POST', 'items/', { auth, org, body: input });

    expect(status).toBe(201);
    const data = body.data as ProductDetail;
    expect(data).toMatchObject({
      sku: 'NEW-SKU-001',
      barcode: 'NEW-SKU-001',
      category: { id: category.id, name: category.name, color: category.color },
      supplier_value: 4.5,
      stock: 0,
      available: 0,
      on_hold: 0,
      low_stock_alert: 10,
      is_low_stock: true,
      archived: false,
    });
    expect(data.units).toEqual([
      expect.objectContaining({ unit: 'BASE', items_per_unit: 1, stock: 0, volume: 0.00048 }),
    ]);
    const stored = store.products.get(data.id)!;
    expect(stored).toMatchObject({ organisation_id: organisationId, images: [TINY_PNG] });
    expect(stored.warehouse_stocks.length).toBe(
      store.warehouses.count((w) => w.organisation_id === organisationId),
    );
    const history = store.history.filter((h) => h.product_id === data.id);
    expect(history).toEqual([
      expect.objectContaining({ action: 'created', actor: 'Olivia Nguyen' }),
    ]);
  });

  it('refuses each field rule with a field message, and stores nothing', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store);
    const before = store.products.count();
    const otherCategory = store.categories.find((c) => c.organisation_id !== 1)!;
    const cases: [Partial<ReturnType<typeof validProduct>>, string, string][] = [
      [{ sku: '' }, 'sku', 'SKU is required'],
      [{ sku: 'has space' }, 'sku', CATALOGUE_MESSAGES.sku],
      [{ title: 'x'.repeat(201) }, 'title', CATALOGUE_MESSAGES.titleTooLong],
      [{ hs_code: '12345' }, 'hs_code', CATALOGUE_MESSAGES.hsCode],
      [{ barcode: 'naïve' }, 'barcode', CATALOGUE_MESSAGES.barcode],
      [
        { supplier_value: -1 },
        'supplier_value',
        'Supplier value must be greater than or equal to 0',
      ],
      [{ length: -2 }, 'length', 'Length must be greater than or equal to 0'],
      [{ lower_limit: 2.5 }, 'lower_limit', 'Lower limit must be an integer'],
      [
        { manufactured_country: 'Narnia' },
        'manufactured_country',
        'Manufactured country is invalid',
      ],
      [
        { category_id: otherCategory.id },
        'category_id',
        'Category is not a category of this organisation',
      ],
      [{ images: Array(6).fill(TINY_PNG) }, 'images', "can't add more than 5 files"],
      [
        { images: ['data:text/plain;base64,aGk='] },
        'images',
        'Images must be a PNG, JPEG or WebP image',
      ],
      [
        { images: [`data:image/png;base64,${'A'.repeat(2_800_000)}`] },
        'images',
        'Images must be at most 2 MB',
      ],
      [
        { sku_type: 'gadget' as never },
        'sku_type',
        'SKU type must be one of the following values: product, marketing',
      ],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await call('POST', 'items', {
        auth,
        org,
        body: validProduct(change),
      });
      expect(status, field).toBe(422);
      expect(body.errors[field], field).toEqual([message]);
    }
    expect(store.products.count()).toBe(before);
  });

  it('keeps SKUs unique per organisation, case-insensitively, archived products and bundles included', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const archived = store.products.find(
      (p) => p.organisation_id === organisationId && p.archived,
    )!;
    const bundle = store.bundles.find((b) => b.organisation_id === organisationId)!;
    const elsewhere = store.products.find((p) => p.organisation_id !== organisationId)!;

    for (const sku of [archived.sku.toLowerCase(), bundle.sku]) {
      const { status, body } = await call('POST', 'items', {
        auth,
        org,
        body: validProduct({ sku }),
      });
      expect(status).toBe(422);
      expect(body.errors.sku).toEqual(['SKU has already been taken']);
      const check = await call('POST', 'items/validate-uniqueness', { auth, org, body: { sku } });
      expect(check.body).toEqual({
        data: { unique: false, message: 'SKU has already been taken' },
      });
    }
    // Another organisation's SKU is free here.
    const free = await call('POST', 'items/validate-uniqueness', {
      auth,
      org,
      body: { sku: elsewhere.sku },
    });
    expect(free.body.data).toEqual({ unique: true, message: null });
    // A product's own SKU is free for itself when editing (exclude_id), a bundle's with exclude_bundle_id.
    const own = await call('POST', 'items/validate-uniqueness', {
      auth,
      org,
      body: { sku: archived.sku, exclude_id: archived.id },
    });
    expect(own.body.data.unique).toBe(true);
    const ownBundle = await call('POST', 'items/validate-uniqueness', {
      auth,
      org,
      body: { sku: bundle.sku, exclude_bundle_id: bundle.id },
    });
    expect(ownBundle.body.data.unique).toBe(true);
    const blank = await call('POST', 'items/validate-uniqueness', {
      auth,
      org,
      body: { sku: ' ' },
    });
    expect(blank.status).toBe(422);
  });

  it('offers only the organisation’s active categories in items/new', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const { body } = await call('GET', 'items/new', { auth, org });
    const expected = store.categories
      .filter((c) => c.organisation_id === organisationId && !c.archived)
      .map((c) => c.id)
      .sort((a, b) => a - b);
    expect(
      body.data.categories.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
    ).toEqual(expected);
  });
});

describe('items: detail, masking and scope', () => {
  it('shows units, warehouse rows and on hold = stock − available', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId).find((p) => p.units.length >= 3)!;
    const { status, body } = await call('GET', `items/${product.id}`, { auth, org });
    expect(status).toBe(200);
    const data = body.data as ProductDetail;
    expect(data.units.map((u) => u.unit)).toEqual(product.units.map((u) => u.unit));
    expect(data.units.reduce((sum, u) => sum + u.stock * u.items_per_unit, 0)).toBe(data.stock);
    expect(data.warehouse_stocks.reduce((sum, w) => sum + w.stock, 0)).toBe(data.stock);
    expect(data.on_hold).toBe(data.stock - data.available);
    for (const row of data.warehouse_stocks) expect(row.on_hold).toBe(row.stock - row.available);
  });

  it('masks cost values for a MEMBER and ignores them in the member’s edits', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store, 'member@demo.test');
    const product = activeProducts(store, organisationId)[0]!;
    const cost = product.supplier_value;
    const { body } = await call('GET', `items/${product.id}`, { auth, org });
    expect(body.data.supplier_value).toBe('***');
    expect(body.data.sales_value).toBe('***');

    const edited = await call('PATCH', `items/${product.id}`, {
      auth,
      org,
      body: { title: 'Renamed by a member', supplier_value: 0 },
    });
    expect(edited.status).toBe(200);
    expect(store.products.get(product.id)).toMatchObject({
      title: 'Renamed by a member',
      supplier_value: cost,
    });
    const bulk = await call('POST', 'items/bulk-update', {
      auth,
      org,
      body: { items: [{ id: product.id, supplier_value: 1 }] },
    });
    expect(bulk.status).toBe(422);
    expect(bulk.body.message).toBe('Access restricted due to your current role permissions');
  });

  it('does not find another organisation’s product (404)', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const foreign = store.products.find((p) => p.organisation_id !== organisationId)!;
    for (const path of [
      `items/${foreign.id}`,
      `items/${foreign.id}/movements`,
      `items/${foreign.id}/trends`,
    ]) {
      const { status, body } = await call('GET', path, { auth, org });
      expect(status).toBe(404);
      expect(body).toEqual({ errors: ['Record not found'] });
    }
  });
});

describe('items: update, bulk update and archive', () => {
  it('updates only the fields sent and writes who changed what', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store, 'admin@demo.test');
    const product = activeProducts(store, organisationId).find((p) => p.units.length === 1)!;
    const oldTitle = product.title;
    const { status, body } = await call('PATCH', `items/${product.id}`, {
      auth,
      org,
      body: { title: 'Renamed', lower_limit: 3, length: 30 },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Renamed',
      lower_limit: 3,
      length: 30,
      sku: product.sku,
    });
    expect(store.products.get(product.id)!.units[0]!.length).toBe(30);
    const entry = store.history.filter((h) => h.product_id === product.id).at(-1)!;
    expect(entry.action).toBe('updated');
    expect(entry.actor).toBe('Aiden Clarke');
    expect(entry.changes).toEqual(
      expect.arrayContaining([{ field: 'title', from: oldTitle, to: 'Renamed' }]),
    );
  });

  it('refuses base dimensions that the BOX could no longer hold', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId).find((p) => p.units[1]?.unit === 'BOX')!;
    const box = product.units[1]!;
    const { status, body } = await call('PATCH', `items/${product.id}`, {
      auth,
      org,
      body: { length: Math.max(box.length, box.width, box.height) + 1 },
    });
    expect(status).toBe(422);
    expect(body.errors.dimensions).toEqual(['The BOX type would be smaller than these dimensions']);
  });

  it('bulk-updates unit cost values all-or-nothing', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const [a, b] = activeProducts(store, organisationId);
    const refused = await call('POST', 'items/bulk-update', {
      auth,
      org,
      body: {
        items: [
          { id: a!.id, supplier_value: 3 },
          { id: b!.id, sales_value: -1 },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'items[1].sales_value': ['Sales value must be greater than or equal to 0'],
    });
    expect(store.products.get(a!.id)!.supplier_value).not.toBe(3);

    const { status, body } = await call('POST', 'items/bulk-update', {
      auth,
      org,
      body: {
        items: [
          { id: a!.id, supplier_value: 3 },
          { id: b!.id, sales_value: 9.99 },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Products unit cost values updated successfully',
      data: { updated: [a!.id, b!.id] },
    });
    expect(store.products.get(a!.id)!.supplier_value).toBe(3);
    expect(store.products.get(b!.id)!.sales_value).toBe(9.99);
  });

  it('archives once: the second archive and any edit are refused, the detail still opens', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId)[0]!;
    const first = await call('POST', `items/${product.id}/archive`, { auth, org });
    expect(first.status).toBe(200);
    expect(first.body.data.archived).toBe(true);
    expect(store.products.get(product.id)!.archived).toBe(true);

    const second = await call('POST', `items/${product.id}/archive`, { auth, org });
    expect(second.status).toBe(422);
    expect(second.body).toEqual({
      message: 'Product is already archived',
      errors: ['Product is already archived'],
    });
    const edit = await call('PATCH', `items/${product.id}`, { auth, org, body: { title: 'x' } });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe('Product is archived and can no longer be changed');
    expect(store.products.get(product.id)!.title).toBe(product.title);
    const detail = await call('GET', `items/${product.id}`, { auth, org });
    expect(detail.status).toBe(200);
    expect(detail.body.data.archived).toBe(true);
    expect(store.history.filter((h) => h.product_id === product.id).at(-1)!.action).toBe(
      'archived',
    );
  });
});

describe('items: movements, history, trends, burn rate, stock, label', () => {
  it('pages movements newest first, filters by query, and the newest balance is today’s stock', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId)[5]!;
    const total = store.movements.count((m) => m.product_id === product.id);
    const first = await call('GET', `items/${product.id}/movements?page=1&per_page=10`, {
      auth,
      org,
    });
    expect(first.body.meta).toEqual({
      page: 1,
      per_page: 10,
      total,
      total_pages: Math.ceil(total / 10),
    });
    const rows = first.body.data as Movement[];
    expect(rows[0]!.balance).toBe(product.stock);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i - 1]!.created_at >= rows[i]!.created_at).toBe(true);
    expect(rows[0]!.warehouse_name).not.toBe('');

    const inbound = await call('GET', `items/${product.id}/movements?query=INBOUND&per_page=100`, {
      auth,
      org,
    });
    expect(inbound.body.data.length).toBe(
      store.movements.count(
        (m) =>
          m.product_id === product.id &&
          (m.type === 'inbound' || /inbound/i.test(m.note + m.reference)),
      ),
    );
    expect(inbound.body.data.every((m: Movement) => m.type === 'inbound')).toBe(true);
  });

  it('pages history and masks cost changes for a MEMBER', async () => {
    const store = getStore();
    const owner = await signedIn(store);
    const product = activeProducts(store, owner.organisationId)[0]!;
    const before = product.sales_value;
    await call('POST', 'items/bulk-update', {
      auth: owner.auth,
      org: owner.org,
      body: { items: [{ id: product.id, sales_value: 77 }] },
    });
    const seen = await call('GET', `items/${product.id}/history?per_page=1`, owner);
    expect(seen.body.meta.per_page).toBe(1);
    expect(seen.body.data[0].changes).toEqual([{ field: 'sales_value', from: before, to: 77 }]);

    const member = await signedIn(store, 'member@demo.test');
    const masked = await call('GET', `items/${product.id}/history?per_page=1`, member);
    expect(masked.body.data[0].changes).toEqual([{ field: 'sales_value', from: '***', to: '***' }]);
  });

  it('draws trends and burn rate from the movements and today’s stock', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId).find(
      (p) => store.movements.count((m) => m.product_id === p.id && m.type === 'outbound') > 10,
    )!;
    const { body } = await call('GET', `items/${product.id}/trends?days=30`, { auth, org });
    const points = body.data as {
      date: string;
      stock: number;
      inbound: number;
      outbound: number;
    }[];
    expect(points).toHaveLength(30);
    expect(points.at(-1)!.date).toBe(new Date(SEED_NOON).toISOString().slice(0, 10));
    expect(points.at(-1)!.stock).toBe(product.stock);
    const windowStart = Date.parse(`${points[0]!.date}T00:00:00Z`);
    const inWindow = store.movements.filter(
      (m) => m.product_id === product.id && Date.parse(m.created_at) >= windowStart,
    );
    const sum = (f: (n: number) => boolean) =>
      inWindow.filter((m) => f(m.base_quantity)).reduce((s, m) => s + Math.abs(m.base_quantity), 0);
    expect(points.reduce((s, p) => s + p.inbound, 0)).toBe(sum((n) => n > 0));
    expect(points.reduce((s, p) => s + p.outbound, 0)).toBe(sum((n) => n < 0));
    // Each day's stock is the next day's minus what moved in between.
    for (let i = 1; i < points.length; i += 1)
      expect(points[i]!.stock).toBe(
        Math.max(0, points[i - 1]!.stock + points[i]!.inbound - points[i]!.outbound),
      );

    const rate = await call('GET', `items/${product.id}/movements/burn-rate?days=30`, {
      auth,
      org,
    });
    const out = store.movements
      .filter(
        (m) =>
          m.product_id === product.id &&
          m.type === 'outbound' &&
          Date.parse(m.created_at) > SEED_NOON - 30 * DAY,
      )
      .reduce((s, m) => s - m.base_quantity, 0);
    expect(rate.body.data).toEqual({
      days: 30,
      units_out: out,
      daily_burn_rate: Math.round((out / 30) * 100) / 100,
      stock: product.stock,
      days_of_cover: out > 0 ? Math.round((product.stock / (out / 30)) * 10) / 10 : null,
    });
  });

  it('lists stock per warehouse, one warehouse on request, and prints a Code 128 label', async () => {
    const store = getStore();
    const { auth, org, organisationId } = await signedIn(store);
    const product = activeProducts(store, organisationId)[2]!;
    const all = await call('GET', `items/${product.id}/stock`, { auth, org });
    const warehouses = store.warehouses.filter((w) => w.organisation_id === organisationId);
    expect(all.body.data.map((r: { warehouse_code: string }) => r.warehouse_code)).toEqual(
      warehouses.map((w) => w.code),
    );
    const one = await call('GET', `items/${product.id}/stock?warehouse_id=${warehouses[1]!.id}`, {
      auth,
      org,
    });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].stock).toBe(
      product.warehouse_stocks.find((w) => w.warehouse_id === warehouses[1]!.id)!.stock,
    );
    const foreignWarehouse = store.warehouses.find((w) => w.organisation_id !== organisationId)!;
    const refused = await call(
      'GET',
      `items/${product.id}/stock?warehouse_id=${foreignWarehouse.id}`,
      {
        auth,
        org,
      },
    );
    expect(refused.status).toBe(404);

    const label = await call('POST', `items/${product.id}/print-barcode`, { auth, org });
    expect(label.body.data).toEqual({
      sku: product.sku,
      title: product.title,
      barcode: product.barcode,
      symbology: 'CODE128',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ProductDetail, UnitInput } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import type { ProductRecord } from '@simulator/db/schema';
import { activeProducts, SEED_NOON, signedIn, validProduct } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

/** A fresh product of 10 × 8 × 6 cm with only its BASE unit. */
async function newProduct(session: Awaited<ReturnType<typeof signedIn>>, sku = 'TYPE-TEST-1') {
  const { body } = await call('POST', 'items', { ...session, body: validProduct({ sku }) });
  return body.data as ProductDetail;
}

const box = (overrides: Partial<UnitInput> = {}): UnitInput => ({
  unit: 'BOX',
  parent_quantity: 12,
  barcode: '',
  length: 31,
  width: 17,
  height: 13,
  weight: 6.5,
  ...overrides,
});

/** The product's packaging chain as [unit, items per unit] pairs, smallest first. */
const itemsPerUnit = (product: ProductDetail) =>
  product.units.map((u) => [u.unit, u.items_per_unit]);

const baseTotal = (p: ProductRecord) =>
  p.units.reduce((sum, u) => sum + u.stock * u.items_per_unit, 0);

describe('items/{id}/types', () => {
  it('answers the parent a new type must hold, and refuses unknown or existing units', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = activeProducts(store, session.organisationId).find(
      (p) => p.units.map((u) => u.unit).join() === 'BASE,BOX',
    )!;
    const carton = await call('GET', `items/${product.id}/types/new?unit=CARTON`, session);
    expect(carton.status).toBe(200);
    expect(carton.body.data.unit).toBe('CARTON');
    expect(carton.body.data.parent).toMatchObject({
      unit: 'BOX',
      length: product.units[1]!.length,
    });

    const existing = await call('GET', `items/${product.id}/types/new?unit=BOX`, session);
    expect(existing.status).toBe(422);
    expect(existing.body.errors.unit).toEqual(['This product already has a BOX type']);
    for (const unit of ['BASE', 'CRATE', '']) {
      const refused = await call('GET', `items/${product.id}/types/new?unit=${unit}`, session);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.unit).toEqual([
        'Unit must be one of the following values: BOX, CARTON, PALLET',
      ]);
    }
    const list = await call('GET', `items/${product.id}/types`, session);
    expect(list.body.data.map((u: { unit: string }) => u.unit)).toEqual(['BASE', 'BOX']);
  });

  it('adds a BOX: refuses empty and too small dimensions, accepts a turned box', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = await newProduct(session);
    const path = `items/${product.id}/types`;

    const empty = await call('POST', path, { ...session, body: box({ height: 0 }) });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.dimensions).toEqual([CATALOGUE_MESSAGES.invalidDimensions]);
    const missing = await call('POST', path, {
      ...session,
      body: { unit: 'BOX', parent_quantity: 12, length: 30, width: 20 },
    });
    expect(missing.body.errors.dimensions).toEqual([CATALOGUE_MESSAGES.invalidDimensions]);
    const small = await call('POST', path, { ...session, body: box({ width: 5 }) });
    expect(small.status).toBe(422);
    expect(small.body.errors.dimensions).toEqual([CATALOGUE_MESSAGES.smallerThanParent]);
    const noQuantity = await call('POST', path, { ...session, body: box({ parent_quantity: 0 }) });
    expect(noQuantity.body.errors.parent_quantity).toEqual([
      'Parent quantity must be greater than or equal to 1',
    ]);
    expect(store.products.get(product.id)!.units).toHaveLength(1);

    // 6 × 31 × 17 holds a 10 × 8 × 6 item once sides are compared sorted.
    const turned = await call('POST', path, {
      ...session,
      body: box({ length: 6, width: 31, height: 17 }),
    });
    expect(turned.status).toBe(201);
    const added = (turned.body.data as ProductDetail).units[1]!;
    expect(added).toMatchObject({
      unit: 'BOX',
      items_per_unit: 12,
      stock: 0,
      barcode: 'TYPE-TEST-1-BOX',
      volume: 0.003162,
    });
    const history = store.history.filter((h) => h.product_id === product.id).at(-1)!;
    expect(history).toMatchObject({ action: 'type_added' });
  });

  it('counts items per unit through the chain and keeps larger units whole', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = await newProduct(session, 'TYPE-TEST-2');
    const path = `items/${product.id}/types`;
    // A carton straight on the item: 48 items.
    const carton = await call('POST', path, {
      ...session,
      body: { ...box(), unit: 'CARTON', parent_quantity: 48, length: 80, width: 40, height: 40 },
    });
    expect(carton.body.data.units[1]).toMatchObject({ unit: 'CARTON', items_per_unit: 48 });
    // A box of 10 does not divide the carton's 48.
    const odd = await call('POST', path, { ...session, body: box({ parent_quantity: 10 }) });
    expect(odd.status).toBe(422);
    expect(odd.body.errors.parent_quantity).toEqual([
      'A CARTON holds 48 items, which is not a whole number of BOX units of 10',
    ]);
    // A box larger than the carton cannot go inside it.
    const big = await call('POST', path, { ...session, body: box({ length: 90 }) });
    expect(big.body.errors.dimensions).toEqual([
      'The CARTON type would be smaller than these dimensions',
    ]);
    const fits = await call('POST', path, { ...session, body: box() });
    expect(fits.status).toBe(201);
    expect(itemsPerUnit(fits.body.data)).toEqual([
      ['BASE', 1],
      ['BOX', 12],
      ['CARTON', 48],
    ]);
    const pallet = await call('POST', path, {
      ...session,
      body: { ...box(), unit: 'PALLET', parent_quantity: 20, length: 120, width: 100, height: 150 },
    });
    expect(pallet.body.data.units[3]).toMatchObject({ unit: 'PALLET', items_per_unit: 960 });
  });

  it('edits a type: same size rules, parent quantity only while nothing is in stock', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = await newProduct(session, 'TYPE-TEST-3');
    const path = `items/${product.id}/types`;
    await call('POST', path, { ...session, body: box() });
    await call('POST', path, {
      ...session,
      body: { ...box(), unit: 'CARTON', parent_quantity: 4, length: 70, width: 40, height: 30 },
    });

    const small = await call('PATCH', `${path}/BOX`, { ...session, body: { width: 5 } });
    expect(small.body.errors.dimensions).toEqual([CATALOGUE_MESSAGES.smallerThanParent]);
    const tooBig = await call('PATCH', `${path}/BOX`, { ...session, body: { length: 75 } });
    expect(tooBig.body.errors.dimensions).toEqual([
      'The CARTON type would be smaller than these dimensions',
    ]);

    const resized = await call('PATCH', `${path}/BOX`, {
      ...session,
      body: { parent_quantity: 6, height: 14 },
    });
    expect(resized.status).toBe(200);
    expect(itemsPerUnit(resized.body.data)).toEqual([
      ['BASE', 1],
      ['BOX', 6],
      ['CARTON', 24],
    ]);
    expect(store.history.filter((h) => h.product_id === product.id).at(-1)!.changes).toEqual(
      expect.arrayContaining([{ field: 'BOX items_per_unit', from: 12, to: 6 }]),
    );

    // Seeded stock in a box: its content can no longer change.
    store.products.get(product.id)!.units[1]!.stock = 2;
    const locked = await call('PATCH', `${path}/BOX`, { ...session, body: { parent_quantity: 8 } });
    expect(locked.status).toBe(422);
    expect(locked.body.errors.parent_quantity).toEqual([
      "Parent quantity value can't be changed while BOX or larger units are in stock",
    ]);
    const base = await call('PATCH', `${path}/BASE`, { ...session, body: { length: 5 } });
    expect(base.status).toBe(422);
    const absent = await call('PATCH', `${path}/PALLET`, { ...session, body: { length: 5 } });
    expect(absent.status).toBe(404);
  });
});

describe('items/{id}/types/breakdown', () => {
  it('opens units into their parent units: base stock unchanged, movement and history written', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = activeProducts(store, session.organisationId).find(
      (p) => p.units.length >= 2 && p.units[1]!.stock >= 2,
    )!;
    const [parent, source] = [product.units[0]!, product.units[1]!];
    const before = { source: source.stock, parent: parent.stock, total: baseTotal(product) };
    const movements = store.movements.count((m) => m.product_id === product.id);

    const { status, body } = await call('POST', `items/${product.id}/types/breakdown`, {
      ...session,
      body: { unit: source.unit, quantity: 2 },
    });

    expect(status).toBe(200);
    const stored = store.products.get(product.id)!;
    expect(stored.units[1]!.stock).toBe(before.source - 2);
    expect(stored.units[0]!.stock).toBe(
      before.parent + 2 * (source.items_per_unit / parent.items_per_unit),
    );
    expect(baseTotal(stored)).toBe(before.total);
    expect(stored.stock).toBe(before.total);
    expect(body.data.units[1].stock).toBe(before.source - 2);
    expect(store.movements.count((m) => m.product_id === product.id)).toBe(movements + 1);
    const movement = store.movements.all().at(-1)!;
    expect(movement).toMatchObject({
      product_id: product.id,
      type: 'breakdown',
      unit: source.unit,
      quantity: -2,
      base_quantity: 0,
      balance: stored.stock,
    });
    expect(store.history.filter((h) => h.product_id === product.id).at(-1)).toMatchObject({
      action: 'breakdown',
      changes: [
        { field: `${source.unit} stock`, from: before.source, to: before.source - 2 },
        expect.objectContaining({ field: `${parent.unit} stock`, from: before.parent }),
      ],
    });
  });

  it('refuses more than is in stock, fractions, zero and units the product lacks', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = activeProducts(store, session.organisationId).find((p) => p.units.length >= 2)!;
    const unit = product.units[1]!;
    const path = `items/${product.id}/types/breakdown`;
    const tooMany = await call('POST', path, {
      ...session,
      body: { unit: unit.unit, quantity: unit.stock + 1 },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.quantity).toEqual(['Not enough quantity']);
    const fraction = await call('POST', path, {
      ...session,
      body: { unit: unit.unit, quantity: 1.5 },
    });
    expect(fraction.body.errors.quantity).toEqual(['Quantity must be an integer']);
    const zero = await call('POST', path, { ...session, body: { unit: unit.unit, quantity: 0 } });
    expect(zero.body.errors.quantity).toEqual(['Quantity must be greater than or equal to 1']);
    const base = await call('POST', path, { ...session, body: { unit: 'BASE', quantity: 1 } });
    expect(base.status).toBe(422);
    expect(store.products.get(product.id)!.units[1]!.stock).toBe(unit.stock);

    const single = activeProducts(store, session.organisationId).find((p) => p.units.length === 1)!;
    const lacking = await call('POST', `items/${single.id}/types/breakdown`, {
      ...session,
      body: { unit: 'BOX', quantity: 1 },
    });
    expect(lacking.body.errors.unit).toEqual(['This product has no BOX type']);
  });

  it('treats an archived product as read-only', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const archived = store.products.find(
      (p) => p.organisation_id === session.organisationId && p.archived,
    )!;
    const add = await call('POST', `items/${archived.id}/types`, { ...session, body: box() });
    expect(add.status).toBe(422);
    expect(add.body.message).toBe('Product is archived and can no longer be changed');
  });
});

import { describe, expect, it } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY, HEADER_IDEMPOTENT_REPLAYED } from '@/domain/contract';
import { BULK_EDIT_MAX_ITEMS, BULK_MESSAGES } from '@/domain/catalogue/bulkEdit';
import { activeProducts, SEED_NOON, signedIn } from './catalogueSupport';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

type Session = Awaited<ReturnType<typeof signedIn>>;
const bulk = (session: Session, items: unknown[], key?: string) =>
  call('POST', 'items/bulk-update', {
    ...session,
    body: { items },
    ...(key ? { headers: { [HEADER_IDEMPOTENCY_KEY]: key } } : {}),
  });

describe('items/bulk-update: category, lower limit and archiving', () => {
  it('changes every field sent, refreshes the low-stock facts, and writes history and activity per product', async () => {
    const store = getStore();
    const session = await signedIn(store, 'admin@demo.test');
    const [a, b] = activeProducts(store, session.organisationId);
    const category = store.categories.find(
      (c) => c.organisation_id === session.organisationId && !c.archived && c.id !== a!.category_id,
    )!;
    const oldCost = a!.supplier_value;
    const oldLimit = a!.lower_limit;
    const { status, body } = await bulk(session, [
      { id: a!.id, supplier_value: 12.5, category_id: category.id, lower_limit: 7 },
      { id: b!.id, archived: true },
    ]);

    expect(status).toBe(200);
    expect(body).toEqual({ message: BULK_MESSAGES.updated, data: { updated: [a!.id, b!.id] } });
    const storedA = store.products.get(a!.id)!;
    expect(storedA).toMatchObject({
      supplier_value: 12.5,
      category_id: category.id,
      lower_limit: 7,
    });
    expect(storedA.low_stock_alert).toBe(storedA.low_stock_warning ? 7 : 0);
    expect(store.products.get(b!.id)!.archived).toBe(true);

    const historyA = store.history.filter((h) => h.product_id === a!.id).at(-1)!;
    expect(historyA).toMatchObject({ action: 'updated', actor: 'Aiden Clarke' });
    expect(historyA.changes).toEqual(
      expect.arrayContaining([{ field: 'supplier_value', from: oldCost, to: 12.5 }]),
    );
    expect(store.history.filter((h) => h.product_id === b!.id).at(-1)!.action).toBe('archived');

    const activity = store.activities.filter((e) => e.kind === 'product');
    expect(activity.map((e) => [e.record_id, e.action])).toEqual([
      [a!.id, 'updated'],
      [b!.id, 'archived'],
    ]);
    expect(activity[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'lower_limit', before: oldLimit, after: 7 }]),
    );
  });

  it('refuses each field with the single edit’s words, keyed by row, and changes nothing', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const [a, b, c, d] = activeProducts(store, session.organisationId);
    const foreign = store.categories.find((x) => x.organisation_id !== session.organisationId)!;
    const archived = activeProducts(store, session.organisationId)[4]!;
    await call('POST', `items/${archived.id}/archive`, session);
    const before = JSON.stringify(store.products.all());

    const refused = await bulk(session, [
      { id: a!.id, sales_value: -1, supplier_value: 'ten' },
      { id: b!.id, category_id: foreign.id },
      { id: c!.id, lower_limit: 2.5, archived: 'yes' },
      { id: d!.id, supplier_value: 1_000_001 },
      { id: archived.id, supplier_value: 1 },
      { id: 999_999, supplier_value: 1 },
      { id: a!.id, lower_limit: 1 },
    ]);

    expectInvalid(refused, {
      'items[0].sales_value': ['Sales value must be greater than or equal to 0'],
      'items[0].supplier_value': ['Supplier value must be a number'],
      'items[1].category_id': ['Category is not a category of this organisation'],
      'items[2].lower_limit': ['Lower limit must be an integer'],
      'items[2].archived': ['Archived must be true or false'],
      'items[3].supplier_value': ['Supplier value must be less than or equal to 1000000'],
      'items[4].id': ['Product is archived and can no longer be changed'],
      'items[5].id': [BULK_MESSAGES.notFound],
      'items[6].id': [BULK_MESSAGES.duplicate],
    });
    expect(JSON.stringify(store.products.all())).toBe(before);
  });

  it('refuses an empty or oversized list', async () => {
    const session = await signedIn(getStore());
    expectInvalid(await bulk(session, []), { items: [BULK_MESSAGES.empty] });
    const many = Array.from({ length: BULK_EDIT_MAX_ITEMS + 1 }, (_, i) => ({ id: i + 1 }));
    expectInvalid(await bulk(session, many), { items: [BULK_MESSAGES.tooMany] });
  });

  it('refuses a role that sees costs masked, whatever the fields', async () => {
    const store = getStore();
    const member = await signedIn(store, 'member@demo.test');
    const product = activeProducts(store, member.organisationId)[0]!;
    const { status, body } = await bulk(member, [{ id: product.id, lower_limit: 3 }]);
    expect(status).toBe(422);
    expect(body.message).toBe(BULK_MESSAGES.refused);
    expect(store.products.get(product.id)!.lower_limit).toBe(product.lower_limit);
  });

  it('applies one request once per Idempotency-Key: a retry replays the answer', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const product = activeProducts(store, session.organisationId)[0]!;
    const items = [{ id: product.id, sales_value: 42, archived: true }];
    const first = await bulk(session, items, 'bulk-key-1');
    const again = await bulk(session, items, 'bulk-key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(
      store.history.filter((h) => h.product_id === product.id && h.action === 'archived'),
    ).toHaveLength(1);
    expect(
      store.activities.filter((e) => e.record_id === product.id && e.kind === 'product'),
    ).toHaveLength(1);
  });
});

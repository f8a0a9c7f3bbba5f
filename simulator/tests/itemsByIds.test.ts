import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/domain/contract';
import { ID_LIST_MESSAGES, ITEMS_BY_ID_MAX } from '@/domain/catalogue/idList';
import { activeProducts, SEED_NOON, signedIn } from './catalogueSupport';
import { call, expectInvalid, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

type Session = Awaited<ReturnType<typeof signedIn>>;
const byIds = (session: Session, ids: string, path = 'items') =>
  call('GET', `${path}?ids=${encodeURIComponent(ids)}`, session);

describe('GET items?ids=: many products by id in one request', () => {
  it('answers each product as the single read does, in the order asked', async () => {
    const store = getStore();
    const session = await signedIn(store, 'admin@demo.test');
    const [a, b, c] = activeProducts(store, session.organisationId);
    const { status, body } = await byIds(session, `${c!.id},${a!.id},${b!.id},${a!.id}`);

    expect(status).toBe(200);
    expect((body.data as ProductDetail[]).map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);
    const single = await call('GET', `items/${a!.id}`, session);
    expect(body.data[1]).toEqual(single.body.data);
    expect(body.data[1].supplier_value).toBe(a!.supplier_value);
    // The portal's clients may send items/ with the trailing slash.
    expect((await byIds(session, String(b!.id), 'items/')).body.data[0].id).toBe(b!.id);
  });

  it('masks costs for a MEMBER exactly as the product page does', async () => {
    const store = getStore();
    const session = await signedIn(store, 'member@demo.test');
    const [a, b] = activeProducts(store, session.organisationId);
    const { status, body } = await byIds(session, `${a!.id},${b!.id}`);

    expect(status).toBe(200);
    for (const [i, product] of [a!, b!].entries()) {
      const single = await call('GET', `items/${product.id}`, session);
      expect(body.data[i]).toEqual(single.body.data);
      expect(body.data[i]).toMatchObject({ supplier_value: '***', sales_value: '***' });
    }
  });

  it('leaves out ids of another organisation and of no product, and marks archived ones', async () => {
    const store = getStore();
    const session = await signedIn(store, 'admin@demo.test');
    const [a, b] = activeProducts(store, session.organisationId);
    const foreign = store.products.find((p) => p.organisation_id !== session.organisationId)!;
    await call('POST', `items/${b!.id}/archive`, session);

    const { status, body } = await byIds(session, `${foreign.id},${a!.id},999999,${b!.id}`);
    expect(status).toBe(200);
    expect((body.data as ProductDetail[]).map((p) => [p.id, p.archived])).toEqual([
      [a!.id, false],
      [b!.id, true],
    ]);
    expect(JSON.stringify(body)).not.toContain(foreign.sku);
  });

  it('refuses a missing, malformed or too long list with a 422 on ids', async () => {
    const store = getStore();
    const session = await signedIn(store, 'admin@demo.test');
    expectInvalid(await call('GET', 'items', session), { ids: [ID_LIST_MESSAGES.required] });
    for (const bad of ['1,abc', '1,,2', '0', '-3', '2.5'])
      expectInvalid(await byIds(session, bad), { ids: [ID_LIST_MESSAGES.invalid] });
    const many = Array.from({ length: ITEMS_BY_ID_MAX + 1 }, (_, i) => i + 1).join(',');
    expectInvalid(await byIds(session, many), { ids: [ID_LIST_MESSAGES.tooMany] });
    const most = Array.from({ length: ITEMS_BY_ID_MAX }, (_, i) => i + 1).join(',');
    expect((await byIds(session, most)).status).toBe(200);
  });

  it('answers nothing without a session', async () => {
    const { status } = await call('GET', 'items?ids=1');
    expect(status).toBe(401);
  });
});

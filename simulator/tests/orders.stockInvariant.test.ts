import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '@simulator/db/schema';
import { resetSimulator, type SimulatorStore } from '@simulator/node';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';
import { inboundBody, outboundBody } from './ordersSupport';
import { stockInvariantProblems } from './stockInvariant';

/**
 * available = on hand − held, never negative, never above on hand: in the seed as built, and
 * after any sequence of order operations made through the simulator's endpoints (create, amend
 * and change, cancel, dispatch, receive, transfers included). Every hold and release also
 * writes its movement: the hold and release movements written since the start add up to what
 * the orders hold less than at the start, per product and warehouse.
 */

runSimulatorServer();
const SIMULATOR = 'http://localhost:3000/api/__simulator';

type Session = Awaited<ReturnType<typeof signedIn>>;

const warehouseAction = (action: string, bookingId: number) =>
  fetch(`${SIMULATOR}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ booking_id: bookingId }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

const step = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    product: fc.nat(3),
    warehouse: fc.nat(2),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('amend' as const),
    order: fc.nat(20),
    quantity: fc.integer({ min: 1, max: 40 }),
    moveWarehouse: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }),
  fc.record({ kind: fc.constant('dispatch' as const), order: fc.nat(20) }),
  fc.record({
    kind: fc.constant('receive' as const),
    product: fc.nat(3),
    warehouse: fc.nat(2),
    quantity: fc.integer({ min: 1, max: 30 }),
    transfer: fc.boolean(),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** BASE items held per product and warehouse, by the orders' lines. */
function heldBy(store: SimulatorStore): Map<string, number> {
  const held = new Map<string, number>();
  for (const order of store.orders.all())
    for (const line of order.lines)
      if (line.on_hold)
        held.set(
          `${line.product_id}:${order.warehouse_id}`,
          (held.get(`${line.product_id}:${order.warehouse_id}`) ?? 0) + line.on_hold,
        );
  return held;
}

/** Σ quantity of the hold and release movements written after `fromId`, per product and warehouse. */
function availabilityMoves(store: SimulatorStore, fromId: number): Map<string, number> {
  const moved = new Map<string, number>();
  for (const m of store.movements.all())
    if (m.id > fromId && (m.type === 'hold' || m.type === 'release')) {
      expect(m.base_quantity).toBe(0);
      const key = `${m.product_id}:${m.warehouse_id}`;
      moved.set(key, (moved.get(key) ?? 0) + m.quantity);
    }
  return moved;
}

function expectEveryHoldMoved(
  store: SimulatorStore,
  start: Map<string, number>,
  fromId: number,
): void {
  const now = heldBy(store);
  const moved = availabilityMoves(store, fromId);
  for (const key of new Set([...start.keys(), ...now.keys(), ...moved.keys()]))
    expect(moved.get(key) ?? 0, key).toBe((start.get(key) ?? 0) - (now.get(key) ?? 0));
}

function expectInvariant(store: SimulatorStore, after: string) {
  expect(
    stockInvariantProblems({ products: store.products.all(), orders: store.orders.all() }),
    after,
  ).toEqual([]);
}

async function run(store: SimulatorStore, session: Session, pool: OrderRecord[], s: Step) {
  const org = session.organisationId;
  const warehouses = store.warehouses.filter((w) => w.organisation_id === org);
  const products = store.products
    .filter((p) => p.organisation_id === org && !p.archived && p.stock > 0)
    .slice(0, 4);
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  switch (s.kind) {
    case 'create': {
      const body = outboundBody(store, org, {
        products: [{ product_id: pick(products, s.product).id, quantity: s.quantity }],
        warehouse_id: pick(warehouses, s.warehouse).id,
      });
      const res = await call('POST', 'bookings/outbounds', { ...session, body });
      expect(res.status).toBe(201);
      pool.push(store.orders.get(res.body.data.id)!);
      return;
    }
    case 'amend': {
      const order = pick(pool, s.order);
      const reason = { reason: 'Changed by the test' };
      await call('POST', `bookings/${order.id}/amend`, { ...session, body: reason });
      if (s.moveWarehouse) {
        const other = warehouses.find((w) => w.id !== order.warehouse_id)!;
        await call('PATCH', `bookings/${order.id}/shipments/details`, {
          ...session,
          body: { warehouse_id: other.id },
        });
      } else {
        const first = order.lines[0]!;
        await call('PUT', `bookings/${order.id}/products`, {
          ...session,
          body: { products: [{ product_id: first.product_id, quantity: s.quantity }] },
        });
      }
      return;
    }
    case 'cancel': {
      const order = pick(pool, s.order);
      const reason = { reason: 'Cancelled by the test' };
      await call('POST', `bookings/${order.id}/cancel`, { ...session, body: reason });
      return;
    }
    case 'dispatch': {
      // The warehouse moves it on until it is shipped, or it can go no further.
      const order = pick(pool, s.order);
      for (let i = 0; i < 3 && order.status !== 'shipped'; i += 1)
        if ((await warehouseAction('advance-order', order.id)).status !== 200) break;
      return;
    }
    case 'receive': {
      const to = pick(warehouses, s.warehouse);
      const from = warehouses.find((w) => w.id !== to.id)!;
      const body = inboundBody(store, org, {
        products: [{ product_id: pick(products, s.product).id, quantity: s.quantity }],
        warehouse_id: to.id,
        ...(s.transfer ? { sub_type: 'transfer', from_warehouse_id: from.id } : {}),
      });
      const res = await call('POST', 'bookings/inbounds', { ...session, body });
      expect(res.status).toBe(201);
      expect((await warehouseAction('receive-inbound', res.body.data.id)).status).toBe(200);
      return;
    }
  }
}

describe('the stock invariant', () => {
  it('holds for every product of the seed as built', () => {
    const store = resetSimulator();
    expect(store.orders.all().some((o) => o.lines.some((l) => l.on_hold > 0))).toBe(true);
    expectInvariant(store, 'the seed');
  });

  it('holds after any sequence of creates, amends, cancels, dispatches and receipts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const store = resetSimulator();
        const session = await signedIn(store);
        // The seed's open orders take part too: their holds were set aside by the seed.
        const pool = store.orders
          .filter(
            (o) =>
              o.organisation_id === session.organisationId &&
              o.type === 'outbound' &&
              o.lines.some((l) => l.on_hold > 0),
          )
          .slice(0, 3);
        const start = heldBy(store);
        const lastMovement = Math.max(...store.movements.all().map((m) => m.id));
        for (const s of steps) {
          await run(store, session, pool, s);
          expectInvariant(store, `after ${JSON.stringify(s)}`);
        }
        expectEveryHoldMoved(store, start, lastMovement);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

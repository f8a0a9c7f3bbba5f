import { describe, expect, it } from 'vitest';
import { PINNED_MOVES } from '@/domain/orders/pinnedMoves.fixture';
import {
  canEdit,
  moveRefusal,
  ORDER_STATUSES,
  STATUSES_OF,
  statusRefusal,
  type OrderDirection,
  type OrderStatus,
} from '@/domain/orders/status';
import type { OrderRecord } from '@simulator/db/schema';
import { insertOrder } from '@simulator/orders/create';
import { moveOrder } from '@simulator/orders/lifecycle';
import type { StockWriter } from '@simulator/orders/stock';
import { WAREHOUSE_MESSAGES } from '@simulator/orders/warehouseActions';
import type { SimulatorStore } from '@simulator/node';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

/**
 * The order state machine pinned pair by pair, in the simulator: its transition function
 * (moveOrder, through which every endpoint moves an order) applies exactly the moves written out
 * in PINNED_MOVES and refuses every other pair with its message; the endpoints that move orders
 * (amend, cancel, the edits, the warehouse's receive and advance) do so only along those moves.
 */

const getStore = runSimulatorServer();
const SIMULATOR = 'http://localhost:3000/api/__simulator';
const DIRECTIONS: OrderDirection[] = ['outbound', 'inbound'];
const pinned = (dir: OrderDirection, from: OrderStatus, to: OrderStatus) =>
  PINNED_MOVES[dir].includes(`${from} → ${to}`);

/** A copy of one of the organisation's seeded orders of `dir`, put in `status`. */
function orderIn(
  store: SimulatorStore,
  organisationId: number,
  dir: OrderDirection,
  status: OrderStatus,
): OrderRecord {
  const model = store.orders.find((o) => o.organisation_id === organisationId && o.type === dir)!;
  const copy: Partial<OrderRecord> = structuredClone(model);
  delete copy.id;
  delete copy.barcode;
  return insertOrder(store, {
    ...(copy as Omit<OrderRecord, 'id' | 'barcode'>),
    reference: `PIN-${dir}-${status}-${Math.random().toString(36).slice(2, 8)}`,
    status,
    status_history: [{ status, at: new Date().toISOString() }],
    lines: model.lines.map((l) => ({ ...l, on_hold: 0, counted: 0, stored: 0 })),
  });
}

const warehouse = async (action: string, bookingId: number) => {
  const response = await fetch(`${SIMULATOR}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ booking_id: bookingId }),
  });
  return { status: response.status, body: await response.json() };
};

describe('the transition function', () => {
  it('makes every pinned move and refuses every other pair, with its message', async () => {
    const store = getStore();
    const organisationId = store.organisations.all()[0]!.id;
    const w: StockWriter = { store, actor: 'Test', at: new Date().toISOString() };
    let made = 0;
    for (const dir of DIRECTIONS)
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES) {
          const order = orderIn(store, organisationId, dir, from);
          const move = () => moveOrder(w, order, to);
          if (pinned(dir, from, to)) {
            expect(move, `${dir} ${from} → ${to}`).not.toThrow();
            expect(order.status).toBe(to);
            expect(order.status_history.at(-1)!.status).toBe(to);
            made += 1;
          } else {
            expect(move, `${dir} ${from} → ${to}`).toThrow(moveRefusal(dir, from, to));
            expect(order.status).toBe(from);
            expect(order.status_history).toHaveLength(1);
          }
        }
    expect(made).toBe(PINNED_MOVES.outbound.length + PINNED_MOVES.inbound.length);
  });

  it('the seed’s status histories follow the pinned moves only', () => {
    for (const order of getStore().orders.all()) {
      const path = order.status_history.map((h) => h.status);
      expect(path.at(-1)).toBe(order.status);
      for (let i = 1; i < path.length; i += 1)
        expect(pinned(order.type, path[i - 1]!, path[i]!), `${order.reference}: ${path}`).toBe(
          true,
        );
    }
  });
});

describe('the endpoints that move orders', () => {
  it('amend and cancel every status of both directions: allowed exactly where pinned', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const body = { reason: 'Pinned by the test' };
    for (const dir of DIRECTIONS)
      for (const from of STATUSES_OF[dir])
        for (const [action, to] of [
          ['amend', 'amending'],
          ['cancel', 'cancelled'],
        ] as const) {
          const order = orderIn(store, session.organisationId, dir, from);
          const res = await call('POST', `bookings/${order.id}/${action}`, { ...session, body });
          const label = `${action} a ${from} ${dir} order`;
          if (pinned(dir, from, to)) {
            expect(res.status, label).toBe(200);
            expect(res.body.data.status, label).toBe(to);
          } else {
            expect(res.status, label).toBe(422);
            expect(res.body.errors, label).toEqual({ status: [statusRefusal[action](from)] });
            expect(order.status, label).toBe(from);
          }
        }
  });

  it('an edit moves an order only along a pinned move, and only while it can be edited', async () => {
    const store = getStore();
    const session = await signedIn(store);
    for (const dir of DIRECTIONS)
      for (const from of STATUSES_OF[dir]) {
        const order = orderIn(store, session.organisationId, dir, from);
        const products = order.lines.map((l) => ({
          product_id: l.product_id,
          quantity: l.quantity,
          unit_type: l.unit_type,
        }));
        const res = await call('PUT', `bookings/${order.id}/products`, {
          ...session,
          body: { products },
        });
        const label = `edit a ${from} ${dir} order`;
        if (!canEdit(from)) {
          expect(res.status, label).toBe(422);
          expect(res.body.errors, label).toEqual({ status: [statusRefusal.edit(from)] });
          continue;
        }
        expect(res.status, label).toBe(200);
        const now = store.orders.get(order.id)!.status;
        if (now !== from) expect(pinned(dir, from, now), `${label} → ${now}`).toBe(true);
        // An amend ends with the saved change.
        expect(now, label).not.toBe('amending');
      }
  });

  it('the warehouse advances an outbound order one pinned step, and refuses the rest', async () => {
    const store = getStore();
    const organisationId = store.organisations.all()[0]!.id;
    const road: Partial<Record<OrderStatus, OrderStatus>> = {
      pending: 'in_progress',
      in_progress: 'packed',
      packed: 'shipped',
      shipped: 'delivered',
    };
    for (const from of STATUSES_OF.outbound) {
      const order = orderIn(store, organisationId, 'outbound', from);
      const res = await warehouse('advance-order', order.id);
      const next = road[from];
      if (next) {
        expect(pinned('outbound', from, next)).toBe(true);
        expect(res.status, from).toBe(200);
        expect(res.body.data.status, from).toBe(next);
      } else {
        expect(res.status, from).toBe(422);
        expect(res.body.error, from).toBe(WAREHOUSE_MESSAGES.stuck(order));
      }
    }
  });

  it('the warehouse receives an inbound order along pinned moves only', async () => {
    const store = getStore();
    const organisationId = store.organisations.all()[0]!.id;
    for (const from of STATUSES_OF.inbound) {
      const order = orderIn(store, organisationId, 'inbound', from);
      const res = await warehouse('receive-inbound', order.id);
      const path: OrderStatus[] =
        from === 'in_progress' ? ['in_progress', 'received'] : [from, 'in_progress', 'received'];
      const receivable = path.slice(1).every((to, i) => pinned('inbound', path[i]!, to));
      if (receivable) {
        expect(res.status, from).toBe(200);
        expect(order.status_history.map((h) => h.status)).toEqual(path);
      } else {
        expect(res.status, from).toBe(422);
        expect(res.body.error, from).toBe(WAREHOUSE_MESSAGES.notReceivable(order));
      }
    }
  });
});

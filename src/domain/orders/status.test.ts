import fc from 'fast-check';
import {
  canAmend,
  canCancel,
  canEdit,
  canMove,
  moveRefusal,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_TONE,
  STATUSES_OF,
  statusRefusal,
  type OrderDirection,
  type OrderStatus,
} from './status';
import { PINNED_MOVES } from './pinnedMoves.fixture';

const DIRECTIONS: OrderDirection[] = ['outbound', 'inbound'];
const status = fc.constantFrom(...ORDER_STATUSES);
const direction = fc.constantFrom(...DIRECTIONS);

describe('status badges', () => {
  it('gives the dashboard statuses and the rest the three tones', () => {
    const toned = (tone: string) => ORDER_STATUSES.filter((s) => ORDER_STATUS_TONE[s] === tone);
    expect(Object.keys(ORDER_STATUS_TONE).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(toned('success')).toEqual(['delivered', 'received']);
    expect(toned('inactive')).toEqual(['draft', 'cancelled']);
    expect(toned('pending')).toEqual(
      ORDER_STATUSES.filter((s) => !['draft', 'delivered', 'received', 'cancelled'].includes(s)),
    );
    expect(ORDER_STATUS_LABEL.no_stock).toBe('No Stock');
    expect(ORDER_STATUS_LABEL.amending).toBe('Amending');
    expect(ORDER_STATUS_LABEL.in_progress).toBe('In Progress');
  });

  it('labels every status, each label distinct', () => {
    const labels = ORDER_STATUSES.map((s) => ORDER_STATUS_LABEL[s]);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });
});

describe('the state machine', () => {
  it('moves only between statuses of the same direction', () => {
    fc.assert(
      fc.property(direction, status, status, (dir, from, to) => {
        if (canMove(dir, from, to)) {
          expect(STATUSES_OF[dir]).toContain(from);
          expect(STATUSES_OF[dir]).toContain(to);
          expect(from).not.toBe(to);
        }
      }),
    );
  });

  it('never leaves a final status: delivered, received, cancelled', () => {
    const finals: OrderStatus[] = ['delivered', 'received', 'cancelled'];
    fc.assert(
      fc.property(direction, fc.constantFrom(...finals), status, (dir, from, to) => {
        expect(canMove(dir, from, to)).toBe(false);
      }),
    );
  });

  it('cancels an outbound order until it is shipped, never after', () => {
    for (const s of ['draft', 'pending', 'no_stock', 'amending', 'in_progress', 'packed'] as const)
      expect(canCancel('outbound', s)).toBe(true);
    for (const s of ['shipped', 'delivered', 'cancelled'] as const)
      expect(canCancel('outbound', s)).toBe(false);
  });

  it('cancels an inbound order until it is shipped, never after (nor amends it then)', () => {
    for (const s of ['draft', 'pending', 'amending'] as const)
      expect(canCancel('inbound', s)).toBe(true);
    for (const s of ['shipped', 'in_progress', 'received', 'cancelled'] as const)
      expect(canCancel('inbound', s)).toBe(false);
    expect(canAmend('inbound', 'shipped')).toBe(false);
  });

  it('holds exactly the pinned moves, for every pair of statuses in both directions', () => {
    for (const dir of DIRECTIONS)
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES)
          expect(canMove(dir, from, to), `${dir} ${from} → ${to}`).toBe(
            PINNED_MOVES[dir].includes(`${from} → ${to}`),
          );
  });

  it('words a refused move with the direction and both statuses', () => {
    expect(moveRefusal('outbound', 'no_stock', 'shipped')).toBe(
      'An outbound order that is No Stock cannot become Shipped',
    );
    expect(moveRefusal('inbound', 'shipped', 'cancelled')).toBe(
      'An inbound order that is Shipped cannot become Cancelled',
    );
  });

  it('amends only a live order not already amending, and not a draft', () => {
    fc.assert(
      fc.property(direction, status, (dir, s) => {
        if (canAmend(dir, s)) {
          expect(['draft', 'amending', 'delivered', 'received', 'cancelled']).not.toContain(s);
        }
      }),
    );
    expect(canAmend('outbound', 'pending')).toBe(true);
    expect(canAmend('outbound', 'packed')).toBe(false);
  });

  it('edits lines and shipment only before work starts', () => {
    expect(ORDER_STATUSES.filter(canEdit)).toEqual(['draft', 'pending', 'no_stock', 'amending']);
  });

  it('every refusal names the status in its own words', () => {
    fc.assert(
      fc.property(status, (s) => {
        for (const say of Object.values(statusRefusal))
          expect(say(s)).toContain(ORDER_STATUS_LABEL[s]);
      }),
    );
  });
});

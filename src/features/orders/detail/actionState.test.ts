import fc from 'fast-check';
import type { OrderDetail } from '@/domain/contract';
import {
  canAmend,
  canCancel,
  ORDER_STATUSES,
  statusRefusal,
  STATUSES_OF,
} from '@/domain/orders/status';
import { editState, packagingListFilename, printState, reasonActionState } from './actionState';

const order = (
  over: Partial<Pick<OrderDetail, 'type' | 'status' | 'can'>> = {},
): Pick<OrderDetail, 'type' | 'status' | 'can'> => ({
  type: 'outbound',
  status: 'pending',
  can: { amend: true, cancel: true, edit: true },
  ...over,
});

describe('reasonActionState', () => {
  it('offers amend and cancel when the server allows them', () => {
    expect(reasonActionState('amend', order())).toEqual({ kind: 'enabled' });
    expect(reasonActionState('cancel', order())).toEqual({ kind: 'enabled' });
  });

  it('offers neither on a finished order: a cancelled order cannot be cancelled again', () => {
    for (const status of ['cancelled', 'delivered'] as const) {
      const finished = order({ status, can: { amend: false, cancel: false, edit: false } });
      expect(reasonActionState('cancel', finished)).toEqual({ kind: 'hidden' });
      expect(reasonActionState('amend', finished)).toEqual({ kind: 'hidden' });
    }
    const received = order({
      type: 'inbound',
      status: 'received',
      can: { amend: false, cancel: false, edit: false },
    });
    expect(reasonActionState('cancel', received)).toEqual({ kind: 'hidden' });
  });

  it('explains a refusal in the state machine’s words', () => {
    const shipped = order({ status: 'shipped', can: { amend: false, cancel: false, edit: false } });
    expect(reasonActionState('cancel', shipped)).toEqual({
      kind: 'refused',
      reason: statusRefusal.cancel('shipped'),
    });
    const amending = order({ status: 'amending', can: { amend: false, cancel: true, edit: true } });
    expect(reasonActionState('amend', amending)).toEqual({
      kind: 'refused',
      reason: 'An order that is Amending cannot be amended',
    });
  });

  it('does not offer Cancel (or Amend) on an inbound order once it is shipped', () => {
    // What the server answers for it: the shared table refuses both.
    const can = {
      amend: canAmend('inbound', 'shipped'),
      cancel: canCancel('inbound', 'shipped'),
      edit: false,
    };
    const shipped = order({ type: 'inbound', status: 'shipped', can });
    expect(reasonActionState('cancel', shipped)).toEqual({
      kind: 'refused',
      reason: statusRefusal.cancel('shipped'),
    });
    expect(reasonActionState('amend', shipped)).toEqual({
      kind: 'refused',
      reason: statusRefusal.amend('shipped'),
    });
  });

  it('never claims a status refuses what the state machine allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('inbound' as const, 'outbound' as const),
        fc.constantFrom(...ORDER_STATUSES),
        fc.boolean(),
        fc.constantFrom('amend' as const, 'cancel' as const),
        (type, status, allowed, action) => {
          fc.pre(STATUSES_OF[type].includes(status));
          const state = reasonActionState(
            action,
            order({ type, status, can: { amend: allowed, cancel: allowed, edit: allowed } }),
          );
          const rule = action === 'amend' ? canAmend : canCancel;
          if (state.kind === 'refused' && rule(type, status))
            expect(state.reason).toMatch(/right now$/);
          if (state.kind === 'enabled') expect(allowed).toBe(true);
        },
      ),
    );
  });
});

describe('editState', () => {
  it('allows editing while the server says so', () => {
    expect(editState(order())).toEqual({ kind: 'enabled' });
  });

  // Amending is offered while the order can still be amended; a finished one can no longer change.
  it.each([
    ['in_progress', true, 'An order that is In Progress cannot be edited; amend it first'],
    ['cancelled', false, 'An order that is Cancelled can no longer be changed'],
  ] as const)('refuses editing a %s order (amendable: %s)', (status, amendable, reason) => {
    const can = { amend: amendable, cancel: amendable, edit: false };
    expect(editState(order({ status, can }))).toEqual({ kind: 'refused', reason });
  });
});

describe('printState and packagingListFilename', () => {
  it('prints a booked order, not a draft or a cancelled one', () => {
    expect(printState({ status: 'pending' })).toEqual({ kind: 'enabled' });
    expect(printState({ status: 'draft' })).toEqual({ kind: 'hidden' });
    expect(printState({ status: 'cancelled' })).toEqual({ kind: 'hidden' });
  });

  it('names the file after the reference, safe for any file system', () => {
    expect(packagingListFilename('OUT-1042')).toBe('packaging-list-OUT-1042.pdf');
    expect(packagingListFilename('A/B C')).toBe('packaging-list-A-B-C.pdf');
  });
});

import { describe, expect, it } from 'vitest';
import type { ActionCenterItem, InvoiceSummary } from '@/domain/contract';
import { cableEventsFor } from '@simulator/cable/events';
import type { StoreChanges } from '@simulator/db/store';
import { DAY_MS } from '@simulator/seed/constants';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

/**
 * An invoice's status over time and its payment: Overdue is read off the simulator's clock when
 * an invoice is served (list, detail, totals, the dashboard's card), never stored; the Simulator
 * menu's payment settles it in full and the cable says so.
 */

const { clock, getStore } = runSimulatorOnClock();
const SIMULATOR = 'http://localhost:3000/api/__simulator';

async function owner() {
  const store = getStore();
  const session = await signedIn(store);
  const mine = () => store.invoices.filter((i) => i.organisation_id === session.organisationId);
  const get = (path: string, headers?: Record<string, string>) =>
    call('GET', path, { ...session, headers });
  const statusIn = async (id: number, headers?: Record<string, string>) => {
    const list = await get('invoices?per_page=100', headers);
    return (list.body.data as InvoiceSummary[]).find((i) => i.id === id)!.status;
  };
  return { store, session, mine, get, statusIn };
}

/** The first unpaid invoice not yet due, and the moment its due date is over (UTC). */
function notYetDue(invoices: ReturnType<Awaited<ReturnType<typeof owner>>['mine']>) {
  const today = new Date(clock.now()).toISOString().slice(0, 10);
  const invoice = invoices
    .filter((i) => i.balance > 0 && i.due_date >= today)
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0]!;
  return { invoice, dayAfter: Date.parse(`${invoice.due_date}T00:00:00Z`) + DAY_MS };
}

describe('invoice status over time', () => {
  it('turns Overdue the day after its due date in the list, detail, totals and dashboard, storing nothing', async () => {
    const { mine, get, statusIn } = await owner();
    const { invoice, dayAfter } = notYetDue(mine());
    const card = async () =>
      ((await get('dashboard/action_center/unpaid-invoices')).body.data.items as ActionCenterItem[])
        .concat()
        .find((i) => i.id === invoice.id);
    const before = (await get('invoices')).body.totals;

    // On its due date it is still in time.
    clock.set(dayAfter - 60_000);
    expect(await statusIn(invoice.id)).toBe('unpaid');
    expect((await get(`invoices/${invoice.id}`)).body.data.status).toBe('unpaid');
    expect((await card())?.name).toMatch(/ due$/);

    clock.set(dayAfter + 60_000);
    expect(await statusIn(invoice.id)).toBe('overdue');
    expect((await get(`invoices/${invoice.id}`)).body.data.status).toBe('overdue');
    const overdue = await get('invoices?status=overdue&per_page=100');
    expect(overdue.body.data.map((i: InvoiceSummary) => i.id)).toContain(invoice.id);
    const after = (await get('invoices')).body.totals;
    expect(after.overdue_count).toBe(before.overdue_count + 1);
    expect(after.outstanding_count).toBe(before.outstanding_count);
    expect((await card())?.name).toMatch(/ overdue$/);
    // Computed when served: the record still only says it is not paid.
    expect(getStore().invoices.get(invoice.id)!.status).toBe('unpaid');
  });

  it('counts the day in the caller’s calendar (X-Timezone-Offset)', async () => {
    const { mine, statusIn } = await owner();
    const { invoice, dayAfter } = notYetDue(mine());
    // 23:30 UTC on the due date is already the next morning in Sydney (+10:00).
    clock.set(dayAfter - 30 * 60_000);
    expect(await statusIn(invoice.id)).toBe('unpaid');
    expect(await statusIn(invoice.id, { 'X-Timezone-Offset': '600' })).toBe('overdue');
  });
});

describe('paying an invoice from the Simulator menu', () => {
  const simulator = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${SIMULATOR}/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it('lists what is owing, pays it in full now, and the cable sends invoice.updated', async () => {
    const { store, session, mine, statusIn } = await owner();
    const organisation = store.organisations.get(session.organisationId)!;
    const open = await simulator('GET', `invoices?organisation_uid=${organisation.uid}`);
    const owing = mine().filter((i) => i.balance > 0);
    expect(open.body.data.map((i: { id: number }) => i.id).sort()).toEqual(
      owing.map((i) => i.id).sort(),
    );
    expect(open.body.data.map((i: { status: string }) => i.status)).toContain('overdue');
    const target = owing.find((i) => i.received > 0) ?? owing[0]!;

    clock.advance(3_600_000);
    const changes: StoreChanges[] = [];
    const stop = store.onChange((c) => changes.push(c));
    const paid = await simulator('POST', 'pay-invoice', { invoice_id: target.id });
    stop();
    expect(paid).toEqual({
      status: 200,
      body: {
        data: { invoice_id: target.id, document_number: target.document_number, status: 'paid' },
      },
    });
    expect(store.invoices.get(target.id)).toMatchObject({
      status: 'paid',
      received: target.amount,
      received_at: new Date(clock.now()).toISOString(),
      balance: 0,
    });
    expect(await statusIn(target.id)).toBe('paid');
    const events = changes.flatMap((c) => cableEventsFor(store, c));
    expect(events).toContainEqual({
      organisationId: organisation.id,
      event: {
        event: 'invoice.updated',
        organisation_uid: organisation.uid,
        invoice_id: target.id,
      },
    });

    const after = await simulator('GET', `invoices?organisation_uid=${organisation.uid}`);
    expect(after.body.data.map((i: { id: number }) => i.id)).not.toContain(target.id);
    const again = await simulator('POST', 'pay-invoice', { invoice_id: target.id });
    expect(again).toEqual({
      status: 422,
      body: { error: `${target.document_number} is already paid` },
    });
    expect((await simulator('POST', 'pay-invoice', { invoice_id: 999_999 })).status).toBe(404);
    expect((await simulator('GET', 'invoices?organisation_uid=nobody')).status).toBe(404);
  });
});

/*
 * Export CSV of the wallet, the support chats and the activity trail: All matching holds exactly the simulator's
 * rows for the list's filters, in the list's order, by the file rules (BOM, CRLF, ISO days, plain
 * numbers); This page is the table.
 */
import { screen } from '@testing-library/react';
import type { ActivityRecord } from '@simulator/db/schema';
import { isoDay } from '@/domain/format/isoDay';
import { portalTestKit } from '../support/portal';
import { renderApp } from '../support/renderApp';
import { LONG_FLOW } from '../support/patience';
import { captureDownloads, exportedFile } from '../support/csvDownloads';

const { simulator, openAs, signedIn } = portalTestKit();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_NUMBER = /^-?\d+(\.\d{1,2})?$/;
const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

afterEach(() => vi.restoreAllMocks());

describe('exporting the wallet, the chats and the activity trail', LONG_FLOW, () => {
  it('exports the wallet lines its type and date filters select, newest first', async () => {
    const downloads = captureDownloads();
    const { store, orgId } = await signedIn('owner@demo.test');
    const lines = simulator().wallet_transactions.filter((t) => t.organisation_id === orgId);
    const payments = lines.filter((t) => t.type === 'invoice_payment');
    // From the middle payment's day on: some payments are left out by the date alone.
    const byDay = payments.map((t) => isoDay(t.date)).sort();
    const from = byDay[Math.floor(byDay.length / 2)]!;
    const selected = payments
      .filter((t) => isoDay(t.date) >= from)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.length).toBeLessThan(payments.length);

    const { user } = renderApp(`/settings/wallet?type=invoice_payment&date_from=${from}`, store);
    await screen.findByText(rangeText(selected.length, 'transactions'));

    const file = await exportedFile(user, downloads, 'All matching');
    expect(file.name).toMatch(/^wallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).toContain('\r\n');
    const { header, rows } = file;
    expect(header).toEqual(['ID', 'Date', 'Type', 'Description', 'Debit', 'Credit', 'Balance']);
    expect(rows.map((r) => r[0])).toEqual(selected.map((t) => t.uid));
    rows.forEach((row, i) => {
      const line = selected[i]!;
      expect(row[1]).toMatch(ISO_DAY);
      expect(row[1]).toBe(isoDay(line.date));
      expect(row[2]).toBe('Invoice payment');
      for (const [cell, amount] of [
        [row[4], line.debit],
        [row[5], line.credit],
        [row[6], line.balance],
      ] as const) {
        expect(cell).toMatch(PLAIN_NUMBER);
        expect(Number(cell)).toBeCloseTo(amount, 2);
      }
    });
    expect(
      await screen.findByText(`Exported ${selected.length} transactions to CSV`),
    ).toBeInTheDocument();

    // This page: the rows the table shows.
    const shown = await exportedFile(user, downloads, 'This page');
    expect(shown.rows.map((r) => r[0])).toEqual(selected.slice(0, 20).map((t) => t.uid));
  });

  it('exports the closed chats, not the open ones, with their orders and counts', async () => {
    const downloads = captureDownloads();
    const { user, orgId } = await openAs('/support/chats?status=closed');
    const closed = simulator().tickets.filter(
      (t) => t.organisation_id === orgId && t.status === 'closed',
    );
    expect(closed.length).toBeGreaterThan(0);
    await screen.findByText(rangeText(closed.length, 'chats'));

    const file = await exportedFile(user, downloads, 'All matching');
    expect(file.name).toMatch(/^closed-chats-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = file;
    expect(header).toEqual(['Subject', 'Order', 'Messages', 'Last activity', 'Unread']);
    // Each closed chat once: its order as the reference ('General' for none), its count of
    // messages unformatted, its last activity's ISO day, whether it is unread.
    const expected = closed.map((t) => [
      t.subject,
      simulator().orders.find((o) => o.id === t.order_id)?.reference ?? 'General',
      String(t.comments.length),
      isoDay(t.updated_at),
      t.unread ? 'Yes' : 'No',
    ]);
    const byText = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));
    expect([...rows].sort(byText)).toEqual(expected.sort(byText));
    for (const row of rows) expect(row[3]).toMatch(ISO_DAY);
  });

  it('exports the trail of one kind of record, with timestamps and each change a line', async () => {
    const downloads = captureDownloads();
    const { store, organisation } = await signedIn('owner@demo.test');
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const entry = (kind: ActivityRecord['kind'], label: string, at: string) => ({
      organisation_id: organisation.id,
      actor_id: owner.id,
      actor_name: `${owner.first_name} ${owner.last_name}`,
      at,
      kind,
      record_id: 1,
      record_uid: null,
      record_label: label,
      action: 'updated' as const,
      changes: [
        { field: 'phone', before: null, after: '+61 400 000 111' },
        { field: 'address.suburb', before: 'Carlton', after: '=HYPERLINK("x")' },
      ],
    });
    simulator().activities.insert(entry('supplier', 'Old Supplier', '2026-11-10T09:00:00.000Z'));
    simulator().activities.insert(entry('customer', 'A Customer', '2026-11-20T09:00:00.000Z'));
    simulator().activities.insert(entry('supplier', 'New Supplier', '2026-11-21T09:30:00.000Z'));

    const { user } = renderApp('/manage/activity?kind=supplier', store);
    await screen.findByText(rangeText(2, 'entries'));
    const file = await exportedFile(user, downloads, 'All matching');
    expect(file.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = file;
    expect(header).toEqual(['When', 'Member', 'Record', 'Action', 'Changes']);
    const member = `${owner.first_name} ${owner.last_name}`;
    const changes = 'Phone: (empty) → +61 400 000 111\nAddress suburb: Carlton → =HYPERLINK("x")';
    expect(rows).toEqual([
      ['2026-11-21T09:30:00.000Z', member, 'Supplier New Supplier', 'Updated', changes],
      ['2026-11-10T09:00:00.000Z', member, 'Supplier Old Supplier', 'Updated', changes],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  INVOICE_PDF_URL_TTL_MS,
  type InvoiceSummary,
  type WalletTransaction,
} from '@/domain/contract';
import { formatAudAmount } from '@/domain/format';
import { SIMULATOR_TEST_BASE, signedHeaders, signInAs } from '@simulator/node';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock();

const organisationNamed = (name: string) => getStore().organisations.find((o) => o.name === name)!;

async function owner() {
  const session = await signInAs('owner@demo.test');
  const organisation = getStore().organisations.find(
    (o) => o.uid === session.user.x_organisation_uid,
  )!;
  const get = (path: string) => call('GET', path, { auth: session.headers, org: organisation.uid });
  const invoices = () => getStore().invoices.filter((i) => i.organisation_id === organisation.id);
  return { ...session, organisation, get, invoices };
}

const idsOf = (rows: { id: number | string }[]) => rows.map((r) => r.id).sort();

/** The text a PDF body carries (the simulator's PDFs are uncompressed Latin-1 text). */
async function pdfText(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = String.fromCharCode(...bytes);
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  return text;
}

describe('invoices', () => {
  it('refuses a MEMBER every invoice and wallet call with 403 Action Not Allowed!', async () => {
    const member = await signInAs('member@demo.test');
    const org = member.user.x_organisation_uid;
    const invoice = getStore().invoices.find(
      (i) => i.organisation_id === organisationNamed('Koala Supply Co').id,
    )!;
    for (const [method, path] of [
      ['GET', 'invoices?status=unpaid'],
      ['GET', `invoices/${invoice.id}`],
      ['GET', `invoices/${invoice.id}/pdf-url`],
      ['POST', `invoices/${invoice.id}/tax-invoice`],
      ['GET', 'wallets/transactions'],
    ] as const) {
      const answer = await call(method, path, { auth: member.headers, org });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual({ errors: ['Action Not Allowed!'] });
    }
  });

  it('filters by status (unpaid includes overdue), date range and document number, with totals', async () => {
    const { get, invoices } = await owner();
    const all = invoices();
    // Overdue is read off the clock: a balance owing past the due date (UTC day, no offset sent).
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const owing = all.filter((i) => i.balance > 0);
    const lateNow = owing.filter((i) => i.due_date < today);
    const unpaid = await get('invoices?status=unpaid&per_page=100');
    expect(idsOf(unpaid.body.data)).toEqual(idsOf(owing));
    expect(unpaid.body.data.some((i: InvoiceSummary) => i.status === 'overdue')).toBe(true);
    const overdue = await get('invoices?status=overdue&per_page=100');
    expect(idsOf(overdue.body.data)).toEqual(idsOf(lateNow));
    const paid = await get('invoices?status=paid&per_page=100');
    expect(idsOf(paid.body.data)).toEqual(idsOf(all.filter((i) => i.balance === 0)));

    const dates = all.map((i) => i.date).sort();
    const [from, to] = [dates[1]!, dates[3]!];
    const ranged = await get(`invoices?date_from=${from}&date_to=${to}&per_page=100`);
    expect(idsOf(ranged.body.data)).toEqual(
      idsOf(all.filter((i) => i.date >= from && i.date <= to)),
    );
    const target = all[2]!;
    const found = await get(`invoices?query=${target.document_number.slice(-6).toLowerCase()}`);
    expect(found.body.data.map((i: InvoiceSummary) => i.document_number)).toContain(
      target.document_number,
    );
    expect(
      found.body.data.every((i: InvoiceSummary) =>
        i.document_number.endsWith(target.document_number.slice(-6)),
      ),
    ).toBe(true);

    // The totals are the whole account's, whatever the filter.
    const open = owing;
    const late = lateNow;
    const sum = (rows: typeof all) =>
      Math.round(rows.reduce((s, i) => s + i.balance, 0) * 100) / 100;
    expect(paid.body.totals).toEqual({
      outstanding: sum(open),
      outstanding_count: open.length,
      overdue: sum(late),
      overdue_count: late.length,
    });
    expect(late.length).toBeGreaterThan(0);
  });

  it('pages newest first and refuses a malformed filter on its field', async () => {
    const { get, invoices } = await owner();
    const total = invoices().length;
    const first = await get('invoices?page=1&per_page=3');
    const second = await get('invoices?page=2&per_page=3');
    expect(first.body.meta).toEqual({
      page: 1,
      per_page: 3,
      total,
      total_pages: Math.ceil(total / 3),
    });
    const rows = [...first.body.data, ...second.body.data] as InvoiceSummary[];
    expect(new Set(rows.map((r) => r.id)).size).toBe(6);
    expect(rows.map((r) => r.date)).toEqual(
      rows
        .map((r) => r.date)
        .sort()
        .reverse(),
    );

    const bad = await get('invoices?status=lost&date_from=2026-13-40');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date_from', 'status']);
    const backwards = await get('invoices?date_from=2026-05-10&date_to=2026-05-01');
    expect(backwards.body.errors).toEqual({ date_to: ['Date to must be on or after date from'] });
  });

  it("keeps to the organisation the request acts in: another one's invoice is not found", async () => {
    const { get } = await owner();
    const other = getStore().invoices.find(
      (i) => i.organisation_id === organisationNamed('Harbour & Finch').id,
    )!;
    for (const path of [`invoices/${other.id}`, `invoices/${other.id}/pdf-url`]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers a signed PDF address that opens without headers and holds the invoice', async () => {
    const { get, invoices, user, organisation } = await owner();
    const invoice =
      invoices().find((i) => i.received > 0 && i.received < i.amount) ?? invoices()[0]!;
    const answer = await get(`invoices/${invoice.id}/pdf-url`);
    expect(answer.status).toBe(200);
    const link = new URL(answer.body.data.url);
    expect(link.pathname.endsWith(`/v1/invoices/${invoice.id}/pdf`)).toBe(true);
    expect([...link.searchParams.keys()].sort()).toEqual(
      ['at', 'client', 'hash', 'organisation_uid', 'time', 'uid'].sort(),
    );
    expect(link.searchParams.get('organisation_uid')).toBe(organisation.uid);
    expect(link.searchParams.get('uid')).toBe(user.uid);
    expect(answer.body.data.filename).toBe(`${invoice.document_number}.pdf`);

    const text = await pdfText(await fetch(link));
    for (const fact of [
      `Invoice ${invoice.document_number}`,
      `Amount: ${formatAudAmount(invoice.amount)} AUD`,
      `Received: ${formatAudAmount(invoice.received)} AUD`,
      `Balance: ${formatAudAmount(invoice.balance)} AUD`,
      `Tax reference: ${invoice.tax_reference}`,
      `Due date: ${invoice.due_date}`,
    ])
      expect(text).toContain(fact);
  });

  it('refuses an altered, expired or no-longer-allowed PDF address', async () => {
    const { get, invoices, user } = await owner();
    const [invoice, another] = invoices();
    const link = new URL((await get(`invoices/${invoice!.id}/pdf-url`)).body.data.url);

    const altered = new URL(link);
    altered.pathname = altered.pathname.replace(`/${invoice!.id}/`, `/${another!.id}/`);
    expect((await fetch(altered)).status).toBe(401);
    const unsigned = new URL(link);
    unsigned.searchParams.delete('hash');
    expect((await fetch(unsigned)).status).toBe(401);

    // The owner's role drops to MEMBER: the link stops working at once.
    const membership = getStore().memberships.find(
      (m) => m.user_id === user.id && m.organisation_id === invoice!.organisation_id,
    )!;
    getStore().memberships.update(membership.id, { role: 'MEMBER' });
    const refused = await fetch(link);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errors: ['Action Not Allowed!'] });
    getStore().memberships.update(membership.id, { role: 'OWNER' });
    expect((await fetch(link)).status).toBe(200);

    clock.advance(INVOICE_PDF_URL_TTL_MS + 1000);
    const expired = await fetch(link);
    expect(expired.status).toBe(401);
    expect((await expired.json()).code).toBe('LINK_EXPIRED');
  });

  it('sends the tax invoice as a PDF with the GST apart', async () => {
    const { invoices, headers, organisation } = await owner();
    const invoice = invoices()[0]!;
    const gst = invoice.breakdown.find((l) => l.description.startsWith('GST'))!.amount;
    const url = `${SIMULATOR_TEST_BASE}/invoices/${invoice.id}/tax-invoice`;
    const response = await fetch(url, {
      method: 'POST',
      headers: signedHeaders('POST', url, headers, organisation.uid),
    });
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain(`Tax Invoice TI-${invoice.document_number.slice(4)}`);
    expect(text).toContain(`GST \\(10%\\): ${formatAudAmount(gst)} AUD`);
    expect(text).toContain(`Total including GST: ${formatAudAmount(invoice.amount)} AUD`);
    expect(text).toContain(organisation.legal_name);
  });
});

describe('wallet', () => {
  it('keeps every running balance right and pays each received invoice from the wallet', () => {
    const store = getStore();
    for (const organisation of store.organisations.filter(() => true)) {
      const lines = store.wallet_transactions
        .filter((t) => t.organisation_id === organisation.id)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      let balance = 0;
      for (const line of lines) {
        expect(line.debit === 0 || line.credit === 0).toBe(true);
        balance = Math.round((balance + line.credit - line.debit) * 100) / 100;
        expect(line.balance).toBe(balance);
        expect(line.balance).toBeGreaterThanOrEqual(0);
      }
      const received = store.invoices.filter(
        (i) => i.organisation_id === organisation.id && i.received > 0,
      );
      for (const invoice of received) {
        const payment = lines.find((l) => l.invoice_id === invoice.id);
        expect(payment, invoice.document_number).toMatchObject({
          type: 'invoice_payment',
          debit: invoice.received,
          date: invoice.received_at,
        });
      }
      if (received.length > 0)
        expect(new Set(lines.map((l) => l.type))).toEqual(
          new Set(['top_up', 'invoice_payment', 'refund', 'adjustment']),
        );
    }
  });

  it('answers the balance beside a page of lines, newest first, with type, date and text filters', async () => {
    const { get, organisation } = await owner();
    const mine = getStore()
      .wallet_transactions.filter((t) => t.organisation_id === organisation.id)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    const first = await get('wallets/transactions?per_page=10');
    expect(first.status).toBe(200);
    expect(first.body.wallet).toEqual({
      balance: mine[0]!.balance,
      currency: 'AUD',
      updated_at: mine[0]!.date,
    });
    expect(first.body.meta).toMatchObject({ total: mine.length, per_page: 10 });
    expect(first.body.data.map((t: WalletTransaction) => t.id)).toEqual(
      mine.slice(0, 10).map((t) => t.uid),
    );
    const second = await get('wallets/transactions?per_page=10&page=2');
    expect(second.body.data.map((t: WalletTransaction) => t.id)).toEqual(
      mine.slice(10, 20).map((t) => t.uid),
    );

    const topUps = await get('wallets/transactions?type=top_up&per_page=100');
    expect(topUps.body.data.map((t: WalletTransaction) => t.id)).toEqual(
      mine.filter((t) => t.type === 'top_up').map((t) => t.uid),
    );
    const payment = mine.find((t) => t.type === 'invoice_payment')!;
    const number = payment.description.split(' ').at(-1)!;
    const searched = await get(`wallets/transactions?query=${number}`);
    expect(searched.body.data.map((t: WalletTransaction) => t.id)).toEqual([payment.uid]);

    const day = payment.date.slice(0, 10);
    const dated = await get(`wallets/transactions?date_from=${day}&date_to=${day}&per_page=100`);
    expect(dated.body.data.map((t: WalletTransaction) => t.id)).toEqual(
      mine.filter((t) => t.date.slice(0, 10) === day).map((t) => t.uid),
    );
    const bad = await get('wallets/transactions?type=gift');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['type']);
  });
});

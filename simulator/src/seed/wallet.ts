import type { InvoiceRecord, WalletTransactionRecord } from '../db/schema';
import type { AccountsSeed } from './accounts';
import { DAY_MS, round2 } from './constants';

type Line = Omit<WalletTransactionRecord, 'id' | 'uid' | 'balance' | 'organisation_id'>;

const HOUR_MS = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();
/** Top-ups are whole hundreds, as a merchant transfers them. */
const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The wallet of each seeded organisation, from its invoices and plain arithmetic (no faker, so
 * every other record of the seed stays as it was):
 * - an opening top-up a week before the first invoice;
 * - every received invoice amount as an invoice payment (a debit) at its received_at, with a
 *   top-up the day before whenever the wallet would not cover it;
 * - a refund and a goodwill adjustment (credits) between payments, and a small correction
 *   (a debit adjustment);
 * and the running balance after each line, in date order.
 */
export function seedWalletTransactions(
  accounts: AccountsSeed,
  invoices: InvoiceRecord[],
): WalletTransactionRecord[] {
  const records: WalletTransactionRecord[] = [];
  accounts.organisations.forEach((organisation, index) => {
    const lines = organisationLines(
      index,
      invoices.filter((i) => i.organisation_id === organisation.id),
    );
    let balance = 0;
    for (const line of lines) {
      balance = round2(balance + line.credit - line.debit);
      const id = records.length + 1;
      records.push({
        ...line,
        id,
        uid: `WT-${String(id).padStart(6, '0')}`,
        organisation_id: organisation.id,
        balance,
      });
    }
  });
  return records;
}

function organisationLines(index: number, invoices: InvoiceRecord[]): Line[] {
  const paid = invoices
    .filter((i) => i.received > 0 && i.received_at)
    .sort((a, b) => a.received_at!.localeCompare(b.received_at!));
  const first = invoices.reduce(
    (min, i) => Math.min(min, Date.parse(`${i.date}T00:00:00Z`)),
    Infinity,
  );
  if (!Number.isFinite(first)) return [];

  const lines: Line[] = [];
  const opening = 1500 + index * 500;
  lines.push(
    credit('top_up', first - 7 * DAY_MS + 10 * HOUR_MS, opening, 'Top-up by bank transfer'),
  );
  let balance = opening;
  paid.forEach((invoice, n) => {
    const when = Date.parse(invoice.received_at!);
    if (balance < invoice.received) {
      const amount = roundUpTo(invoice.received - balance + 250, 100);
      lines.push(credit('top_up', when - DAY_MS, amount, 'Top-up by bank transfer'));
      balance += amount;
    }
    const part = invoice.received < invoice.amount ? 'Part payment' : 'Payment';
    lines.push({
      date: at(when),
      type: 'invoice_payment',
      description: `${part} of invoice ${invoice.document_number}`,
      debit: invoice.received,
      credit: 0,
      invoice_id: invoice.id,
    });
    balance = round2(balance - invoice.received);
    // One refund, one goodwill credit and one correction per wallet, between the payments.
    if (n === 1) {
      const refund = round2(18.5 + index * 6.25);
      lines.push(
        credit('refund', when + 2 * DAY_MS, refund, 'Refund: shipping of a cancelled order'),
      );
      balance += refund;
    }
    if (n === 2) {
      const goodwill = 25 + index * 5;
      lines.push(credit('adjustment', when + DAY_MS, goodwill, 'Goodwill credit: late dispatch'));
      const correction = round2(7.4 + index * 1.1);
      lines.push({
        date: at(when + 3 * DAY_MS),
        type: 'adjustment',
        description: 'Correction: storage re-measured',
        debit: correction,
        credit: 0,
        invoice_id: null,
      });
      balance = round2(balance + goodwill - correction);
    }
  });
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}

function credit(type: Line['type'], ms: number, amount: number, description: string): Line {
  return { date: at(ms), type, description, debit: 0, credit: round2(amount), invoice_id: null };
}

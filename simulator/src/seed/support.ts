import { stableUid } from '../lib/hash';
import { SUPPORT_AUTHOR } from '../support/comments';
import type { InvoiceRecord, OrderRecord, TicketRecord } from '../db/schema';
import { DAY_MS, SEED_REFERENCE_DATE, round2, type SeedContext } from './context';
import { ORGANISATION_PROFILES } from './profiles';

/** Subjects of a chat about an order (`{ref}`: its reference). */
export const ORDER_SUBJECTS = [
  'Where is order {ref}?',
  'Damaged items on {ref}',
  'Please update the address on {ref}',
  'Stock count mismatch on {ref}',
  'Can we add an item to {ref}?',
  'Return received for {ref}',
];

/** Support chats about orders, some with an unread reply from support. */
export function seedTickets(ctx: SeedContext, orders: OrderRecord[]): TicketRecord[] {
  const { faker } = ctx;
  const tickets: TicketRecord[] = [];
  ORGANISATION_PROFILES.forEach((profile, i) => {
    const own = orders.filter((o) => o.organisation_id === i + 1);
    for (let n = 0; n < profile.counts.tickets; n += 1) {
      const id = tickets.length + 1;
      const order = faker.helpers.arrayElement(own);
      const status = faker.number.int({ min: 1, max: 10 }) <= 6 ? 'open' : 'closed';
      let at = Date.parse(ctx.within(60));
      const comments = Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, k) => {
        at = Math.min(at + faker.number.int({ min: 1, max: 30 }) * 3600_000, SEED_REFERENCE_DATE);
        const fromSupport = k % 2 === 1;
        return {
          id: id * 10 + k,
          author: fromSupport ? SUPPORT_AUTHOR : 'Merchant',
          from_support: fromSupport,
          body: faker.lorem.sentences({ min: 1, max: 3 }),
          created_at: new Date(at).toISOString(),
        };
      });
      const last = comments[comments.length - 1]!;
      tickets.push({
        id,
        uid: stableUid('ticket', String(id)),
        organisation_id: i + 1,
        order_id: order.id,
        subject: faker.helpers.arrayElement(ORDER_SUBJECTS).replace('{ref}', order.reference),
        status,
        // Unread means support wrote last and nobody has opened it since.
        unread: last.from_support && faker.datatype.boolean(0.7),
        comments,
        created_at: comments[0]!.created_at,
        updated_at: last.created_at,
      });
    }
  });
  return tickets;
}

/**
 * Weekly invoices, newest first per organisation: the last two weeks are unpaid (not yet due),
 * the third and fourth overdue for the first organisation, older ones paid.
 */
export function seedInvoices(ctx: SeedContext): InvoiceRecord[] {
  const { faker } = ctx;
  const invoices: InvoiceRecord[] = [];
  // The Monday on or before the reference date.
  const lastMonday =
    SEED_REFERENCE_DATE - ((new Date(SEED_REFERENCE_DATE).getUTCDay() + 6) % 7) * DAY_MS;
  ORGANISATION_PROFILES.forEach((profile, i) => {
    for (let week = 0; week < profile.counts.invoices; week += 1) {
      const issued = lastMonday - week * 7 * DAY_MS;
      const due = issued + 14 * DAY_MS;
      const storage = ctx.money(80, 600);
      const pickPack = ctx.money(120, 1800);
      const shipping = ctx.money(150, 2400);
      const amount = round2((storage + pickPack + shipping) * 1.1);
      // Past its due date and still owing shows Overdue: the first organisation has two.
      const late = due < SEED_REFERENCE_DATE && i === 0 && week < 4;
      const status = due >= SEED_REFERENCE_DATE || late ? 'unpaid' : 'paid';
      const received = status === 'paid' ? amount : late && week === 3 ? round2(amount / 2) : 0;
      invoices.push({
        id: invoices.length + 1,
        organisation_id: i + 1,
        document_number: `INV-${profile.skuPrefix}-${new Date(issued).toISOString().slice(0, 10).replace(/-/g, '')}`,
        date: new Date(issued).toISOString().slice(0, 10),
        due_date: new Date(due).toISOString().slice(0, 10),
        amount,
        received,
        received_at:
          received > 0
            ? new Date(issued + faker.number.int({ min: 2, max: 12 }) * DAY_MS).toISOString()
            : null,
        balance: round2(amount - received),
        currency: 'AUD',
        status,
        tax_reference: `TAX-${faker.string.numeric(8)}`,
        breakdown: [
          { description: 'Storage', amount: storage },
          { description: 'Pick and pack', amount: pickPack },
          { description: 'Shipping', amount: shipping },
          { description: 'GST (10%)', amount: round2(amount - storage - pickPack - shipping) },
        ],
      });
    }
  });
  return invoices;
}

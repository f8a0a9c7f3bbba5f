import { stableUid } from '../lib/hash';
import { pdfText } from '../lib/pdf';
import { SUPPORT_AUTHOR } from '../support/comments';
import type { OrderRecord, TicketAttachment, TicketComment, TicketRecord } from '../db/schema';
import { SEED_NUMBER, SEED_REFERENCE_DATE, seedContextAt, type SeedContext } from './context';
import { ORGANISATION_PROFILES } from './profiles';
import { ORDER_SUBJECTS } from './support';

/** Each organisation's chats after this generator: enough to page the list three times. */
export const TICKETS_PER_ORGANISATION = 60;

/** Every ninth new thread is long enough to page (the thread shows 20 comments a page). */
const LONG_THREAD_EVERY = 9;

const MORE_ORDER_SUBJECTS = [
  ...ORDER_SUBJECTS,
  'Tracking not updating for {ref}',
  'Split {ref} into two shipments',
];
const GENERAL_SUBJECTS = [
  'Question about storage fees',
  'Warehouse hours over the holidays',
  'How do we book a pallet inbound?',
  'Update our billing contact',
  'Request for a stocktake',
  'Gift wrapping for marketplace orders',
  'Connecting our Shopify store',
  'Invoice query for last week',
  'Change of pick-up address',
  'Labels printing at the wrong size',
];
const MERCHANT_LINES = [
  'Could you check this for us, please?',
  'The customer has been in touch twice today.',
  'Thanks, that would be great.',
  'We need this sorted before the weekend if possible.',
  'Photo attached of what arrived.',
  'Can you confirm once it is done?',
  'Any update on this one?',
  'Happy to cover the extra handling fee.',
];
const SUPPORT_LINES = [
  'Thanks for reaching out, we are looking into it now.',
  'Our team has checked the shelf and counted the stock again.',
  'This has been updated on our side.',
  'The carrier has confirmed the parcel is in transit.',
  'We will come back to you by end of day.',
  'All done, let us know if anything else comes up.',
];
/** What the warehouse's help desk sends as markup: formatting, lists and links. */
const SUPPORT_HTML = [
  '<p>Hi there,</p><p>The shipment was <strong>re-packed</strong> and leaves today.</p>',
  '<p>Here is what we found:</p><ul><li>2 cartons received</li><li>1 carton damaged</li></ul>',
  '<p>Tracking is available <a href="https://track.example.com/KS{n}">on the carrier’s site</a>.</p>',
  '<p><em>Reminder:</em> cut-off for same-day dispatch is <strong>2 pm</strong>.</p>',
];

/** A 1×1 PNG, the photo a thread carries (kept tiny: the seed is copied for every test). */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const PACKING_SLIP = pdfText(['Packing slip'], 'Packing slip');
const PDF_DATA_URL = `data:application/pdf;base64,${btoa(PACKING_SLIP)}`;

function attachmentFor(ctx: SeedContext, fromSupport: boolean): TicketAttachment {
  const photo = !fromSupport && ctx.faker.datatype.boolean(0.6);
  return photo
    ? {
        id: 1,
        name: `photo-${ctx.faker.string.numeric(4)}.png`,
        content_type: 'image/png',
        size: atob(TINY_PNG.split(',')[1]!).length,
        data_url: TINY_PNG,
      }
    : {
        id: 1,
        name: fromSupport ? 'packing-slip.pdf' : 'purchase-order.pdf',
        content_type: 'application/pdf',
        size: PACKING_SLIP.length,
        data_url: PDF_DATA_URL,
      };
}

function thread(ctx: SeedContext, ticketId: number, length: number, merchant: string) {
  const { faker } = ctx;
  let at = Date.parse(ctx.within(90, 2));
  return Array.from({ length }, (_, k): TicketComment => {
    at = Math.min(at + faker.number.int({ min: 1, max: 20 }) * 3600_000, SEED_REFERENCE_DATE);
    // Mostly taking turns; now and then someone writes twice.
    const fromSupport = k > 0 && (k % 2 === 1) !== faker.datatype.boolean(0.15);
    const body = fromSupport
      ? faker.datatype.boolean(0.35)
        ? faker.helpers.arrayElement(SUPPORT_HTML).replace('{n}', String(ticketId * 100 + k))
        : faker.helpers.arrayElement(SUPPORT_LINES)
      : faker.helpers.arrayElement(MERCHANT_LINES);
    return {
      id: ticketId * 1000 + k,
      author: fromSupport ? SUPPORT_AUTHOR : merchant,
      from_support: fromSupport,
      body,
      created_at: new Date(at).toISOString(),
      ...(faker.datatype.boolean(0.12) ? { attachments: [attachmentFor(ctx, fromSupport)] } : {}),
    };
  });
}

/**
 * Grows every organisation to TICKETS_PER_ORGANISATION chats with threads: about a third
 * general, the rest about one of its orders; some long enough to page, some with the warehouse's
 * HTML, some with a photo or a PDF. Runs after every other generator on a faker of its own, so
 * the records before it stay exactly as they were.
 */
export function seedMoreTickets(existing: TicketRecord[], orders: OrderRecord[]): TicketRecord[] {
  const ctx = seedContextAt(SEED_REFERENCE_DATE, SEED_NUMBER + 1010);
  const { faker } = ctx;
  const tickets = [...existing];
  ORGANISATION_PROFILES.forEach((_profile, i) => {
    const organisationId = i + 1;
    const own = orders.filter((o) => o.organisation_id === organisationId);
    const merchant = faker.person.fullName();
    const have = existing.filter((t) => t.organisation_id === organisationId).length;
    for (let n = have; n < TICKETS_PER_ORGANISATION; n += 1) {
      const id = tickets.length + 1;
      const order =
        own.length && faker.datatype.boolean(0.65) ? faker.helpers.arrayElement(own) : null;
      const long = n % LONG_THREAD_EVERY === 0;
      const length = long
        ? faker.number.int({ min: 25, max: 55 })
        : faker.number.int({ min: 1, max: 7 });
      const comments = thread(ctx, id, length, merchant);
      const last = comments[comments.length - 1]!;
      tickets.push({
        id,
        uid: stableUid('ticket', String(id)),
        organisation_id: organisationId,
        order_id: order?.id ?? null,
        subject: order
          ? faker.helpers.arrayElement(MORE_ORDER_SUBJECTS).replace('{ref}', order.reference)
          : faker.helpers.arrayElement(GENERAL_SUBJECTS),
        status: faker.datatype.boolean(0.65) ? 'open' : 'closed',
        // Unread: the warehouse wrote last and nobody has opened the thread since.
        unread: last.from_support && faker.datatype.boolean(0.6),
        comments,
        created_at: comments[0]!.created_at,
        updated_at: last.created_at,
      });
    }
  });
  return tickets;
}

import { TICKET_FIELDS, TICKET_LABELS } from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import type { JsonBody } from '../server-rules/body';
import { collectErrors, type FieldErrors } from '../server-rules/fields';

/** A write's fields and files, from a JSON body or a multipart one (`attachments[]`). */
export interface SupportBody {
  fields: JsonBody;
  files: File[];
}

export async function readSupportBody(request: Request, json: JsonBody): Promise<SupportBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return { fields: json, files: [] };
  const form = await request.formData();
  const fields: JsonBody = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === 'attachments[]' || name === 'attachments') files.push(value);
    } else fields[name] = value;
  }
  return { fields, files };
}

/** What a reader sees of an HTML body: tags dropped, spaces trimmed. */
const visibleText = (html: string) =>
  html
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A comment needs words or at least one file; its HTML at most 5,000 characters. */
export function messageProblem(body: unknown, hasFiles: boolean): string | null {
  const { label, max } = TICKET_FIELDS.body;
  const html = text(body);
  if (!visibleText(html) && !hasFiles) return fieldMessages.required(label);
  if (html.length > max) return fieldMessages.maxLength(label, max);
  return null;
}

export interface NewTicketValues {
  subject: string;
  body: string;
  order: OrderRecord | null;
}

/** A new ticket: a subject, a first message and, optionally, one of the organisation's orders. */
export function readNewTicket(
  store: SimulatorStore,
  organisationId: number,
  fields: JsonBody,
): { values: NewTicketValues; errors: FieldErrors | null } {
  const found = collectErrors();
  const subject = text(fields.subject).trim();
  const { max } = TICKET_FIELDS.subject;
  if (!subject) found.add('subject', fieldMessages.required(TICKET_LABELS.subject));
  else if (subject.length > max)
    found.add('subject', fieldMessages.maxLength(TICKET_LABELS.subject, max));
  found.add('body', messageProblem(fields.body, false));
  let order: OrderRecord | null = null;
  const rawOrder = fields.order_id;
  const reference = text(fields.order_reference).trim().toLowerCase();
  if (rawOrder !== undefined && rawOrder !== null && rawOrder !== '') {
    const candidate = store.orders.get(Number(rawOrder));
    if (candidate && candidate.organisation_id === organisationId) order = candidate;
    else found.add('order_id', `${TICKET_LABELS.order_id} was not found`);
  } else if (reference) {
    const candidate = store.orders.find(
      (o) => o.organisation_id === organisationId && o.reference.toLowerCase() === reference,
    );
    if (candidate) order = candidate;
    else found.add('order_reference', `${TICKET_LABELS.order_reference} was not found`);
  }
  return { values: { subject, body: text(fields.body), order }, errors: found.result() };
}

import { http, HttpResponse } from 'msw';
import {
  THREAD_PAGE_SIZE,
  TICKET_LABELS,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketCommentResponse,
  type TicketResponse,
  type TicketsResponse,
  type TicketThreadResponse,
} from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import type { TicketRecord } from '../db/schema';
import { stableUid } from '../lib/hash';
import { pageOf, pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors } from '../server-rules/fields';
import { CAN_EDIT, CAN_VIEW, withAuth, withRecord, type Simulator } from '../server-rules/pipeline';
import { readAttachments } from '../support/attachments';
import { appendComment } from '../support/comments';
import { messageProblem, readNewTicket, readSupportBody } from '../support/input';
import { commentView, ticketSummary } from '../support/views';
import { patchOrPut } from './routes';

export const SUPPORT_MESSAGES = {
  closed: 'This chat is closed. Reopen it to reply.',
  alreadyClosed: 'Chat is already closed',
  alreadyOpen: 'Chat is already open',
} as const;

const refusal = (message: string) =>
  HttpResponse.json({ message, errors: [message] }, { status: 422 });

const oneOf = (label: string, options: readonly string[]) => fieldMessages.oneOf(label, options);

/**
 * Support chats: support/tickets (list, create), /{uid} (a page of the thread; PATCH status),
 * /{uid}/mark-read and /{uid}/comment (JSON or multipart with attachments[]). Reading needs
 * `view`, writing `edit`; a ticket of another organisation is 404.
 */
export function supportHandlers(sim: Simulator) {
  const { store } = sim;
  const isoNow = () => new Date(sim.now()).toISOString();

  /** A route under support/tickets/:uid: the organisation's ticket of that uid, else 404. */
  const withTicket = withRecord((store, params, organisationId) =>
    store.tickets.find((t) => t.uid === params.uid && t.organisation_id === organisationId),
  );

  const summary = (ticket: TicketRecord) => ticketSummary(store, ticket);

  const list = withAuth(sim, CAN_VIEW, ({ url, organisation }) => {
    const q = url.searchParams;
    const found = collectErrors();
    const status = q.get('status') ?? '';
    const type = q.get('type') ?? '';
    const unread = q.get('unread') ?? '';
    const orderId = q.get('order_id') ?? '';
    if (status && !(TICKET_STATUSES as readonly string[]).includes(status))
      found.add('status', oneOf(TICKET_LABELS.status, TICKET_STATUSES));
    if (type && !(TICKET_TYPES as readonly string[]).includes(type))
      found.add('type', oneOf('Type', TICKET_TYPES));
    if (orderId && !/^\d+$/.test(orderId))
      found.add('order_id', fieldMessages.integer(TICKET_LABELS.order_id));
    const problems = found.result();
    if (problems) return errors.validation(problems);
    const words = (q.get('query') ?? q.get('q') ?? '').trim().toLowerCase();
    const unreadOnly = unread === '1' || unread === 'true';
    const rows = store.tickets
      .filter(
        (t) =>
          t.organisation_id === organisation.id &&
          (!status || t.status === status) &&
          (!unreadOnly || t.unread) &&
          (!orderId || t.order_id === Number(orderId)) &&
          (!type || (type === 'order') === (t.order_id !== null)) &&
          (!words || t.subject.toLowerCase().includes(words)),
      )
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
      .map(summary);
    return HttpResponse.json(pageOf(rows, url) satisfies TicketsResponse);
  });

  const create = withAuth(sim, CAN_EDIT, async ({ request, body, organisation, auth }) => {
    const { fields, files } = await readSupportBody(request, body);
    const { values, errors: problems } = readNewTicket(store, organisation.id, fields);
    const upload = await readAttachments(files);
    if (problems || upload.errors) return errors.validation({ ...problems, ...upload.errors });
    const now = isoNow();
    const ticket = store.tickets.insert({
      // Not crypto.randomUUID: the browser offers it only to secure origins.
      uid: stableUid('ticket', `${organisation.id}:${sim.now()}:${Math.random()}`),
      organisation_id: organisation.id,
      order_id: values.order?.id ?? null,
      subject: values.subject,
      status: 'open',
      unread: false,
      comments: [],
      created_at: now,
      updated_at: now,
    });
    appendComment(
      store,
      ticket,
      {
        author: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
        from_support: false,
        body: values.body,
        attachments: upload.attachments,
      },
      sim.now(),
    );
    return HttpResponse.json({ data: summary(ticket) } satisfies TicketResponse, { status: 201 });
  });

  const thread = withTicket(sim, CAN_VIEW, (ticket, { url }) => {
    const { perPage } = pageParams(url, THREAD_PAGE_SIZE);
    const lastPage = Math.max(1, Math.ceil(ticket.comments.length / perPage));
    // No page asked for: the latest one, so the newest comments are what the merchant sees.
    const page = url.searchParams.has('page') ? pageParams(url).page : lastPage;
    const comments = paginate(ticket.comments, { page, perPage });
    return HttpResponse.json({
      data: { ...summary(ticket), comments: comments.data.map(commentView) },
      meta: comments.meta,
    } satisfies TicketThreadResponse);
  });

  const setStatus = withTicket(sim, CAN_EDIT, (ticket, { body }) => {
    const status = body.status;
    if (status !== 'open' && status !== 'closed')
      return errors.validation({ status: [oneOf(TICKET_LABELS.status, TICKET_STATUSES)] });
    if (status === ticket.status)
      return errors.validation({
        status: [
          status === 'closed' ? SUPPORT_MESSAGES.alreadyClosed : SUPPORT_MESSAGES.alreadyOpen,
        ],
      });
    store.tickets.update(ticket.id, { status, updated_at: isoNow() });
    return HttpResponse.json({ data: summary(ticket) } satisfies TicketResponse);
  });

  const markRead = withTicket(sim, CAN_VIEW, (ticket) => {
    if (ticket.unread) store.tickets.update(ticket.id, { unread: false });
    return HttpResponse.json({ data: summary(ticket) } satisfies TicketResponse);
  });

  const comment = withTicket(sim, CAN_EDIT, async (ticket, { request, body, auth }) => {
    if (ticket.status === 'closed') return refusal(SUPPORT_MESSAGES.closed);
    const { fields, files } = await readSupportBody(request, body);
    const problem = messageProblem(fields.body, files.length > 0);
    const upload = await readAttachments(files);
    if (problem || upload.errors)
      return errors.validation({ ...(problem ? { body: [problem] } : {}), ...upload.errors });
    const added = appendComment(
      store,
      ticket,
      {
        author: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
        from_support: false,
        body: typeof fields.body === 'string' ? fields.body : '',
        attachments: upload.attachments,
      },
      sim.now(),
    );
    return HttpResponse.json(
      { data: commentView(added), ticket: summary(ticket) } satisfies TicketCommentResponse,
      { status: 201 },
    );
  });

  return [
    http.get('*/v1/support/tickets', list),
    http.post('*/v1/support/tickets', create),
    http.get('*/v1/support/tickets/:uid', thread),
    ...patchOrPut('*/v1/support/tickets/:uid', setStatus),
    http.post('*/v1/support/tickets/:uid/mark-read', markRead),
    http.post('*/v1/support/tickets/:uid/comment', comment),
  ];
}

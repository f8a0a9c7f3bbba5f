import {
  ATTACHMENT_TYPES,
  type TicketComment as CommentView,
  type TicketSummary,
} from '@/domain/contract';
import type { TicketComment, TicketRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';

/** A ticket as the API lists it: its order named, its type derived from having one. */
export function ticketSummary(store: SimulatorStore, ticket: TicketRecord): TicketSummary {
  const order = ticket.order_id === null ? undefined : store.orders.get(ticket.order_id);
  return {
    uid: ticket.uid,
    subject: ticket.subject,
    status: ticket.status,
    unread: ticket.unread,
    type: ticket.order_id === null ? 'general' : 'order',
    order: order ? { id: order.id, reference: order.reference, direction: order.type } : null,
    comment_count: ticket.comments.length,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
  };
}

/** A comment as the API shows it; each file is answered as its data URL. */
export function commentView(comment: TicketComment): CommentView {
  return {
    id: comment.id,
    author: comment.author,
    from_support: comment.from_support,
    body: comment.body,
    created_at: comment.created_at,
    attachments: (comment.attachments ?? []).map((a) => ({
      id: a.id,
      name: a.name,
      content_type: a.content_type,
      kind: ATTACHMENT_TYPES[a.content_type]?.kind ?? 'pdf',
      size: a.size,
      url: a.data_url,
    })),
  };
}

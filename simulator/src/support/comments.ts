import type { TicketAttachment, TicketComment, TicketRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';

/** Who writes for the warehouse in every thread. */
export const SUPPORT_AUTHOR = 'Fulfilment Support';

export interface NewComment {
  author: string;
  from_support: boolean;
  body: string;
  /** Files already checked (support/attachments.ts); their ids are given here. */
  attachments?: Omit<TicketAttachment, 'id'>[];
}

/**
 * Appends a comment to a ticket as the server would: the next comment id of the thread, the
 * ticket touched, and unread set when the warehouse wrote (cleared when the merchant writes, who
 * has the thread open). Used by the comment endpoint and by the simulator's 'Send a warehouse
 * reply'.
 */
export function appendComment(
  store: SimulatorStore,
  ticket: TicketRecord,
  comment: NewComment,
  now: number,
): TicketComment {
  const id = ticket.comments.reduce((max, c) => Math.max(max, c.id), ticket.id * 10) + 1;
  const { attachments, ...rest } = comment;
  const added: TicketComment = { id, ...rest, created_at: new Date(now).toISOString() };
  if (attachments?.length) added.attachments = attachments.map((a, i) => ({ id: i + 1, ...a }));
  ticket.comments.push(added);
  ticket.updated_at = added.created_at;
  ticket.unread = comment.from_support;
  store.tickets.markChanged(ticket);
  return added;
}

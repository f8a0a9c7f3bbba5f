import type { DashboardMessage } from '@/domain/contract';
import type { SimulatorStore } from '../db/store';
import { excerptOf, isUnreadReply } from './tickets';

/** The newest `max` comments from the warehouse across the organisation's threads, newest first. */
export function latestMessages(
  store: SimulatorStore,
  organisationId: number,
  max: number,
): DashboardMessage[] {
  const replies: DashboardMessage[] = [];
  for (const ticket of store.tickets.filter((t) => t.organisation_id === organisationId)) {
    for (const comment of ticket.comments) {
      if (!comment.from_support) continue;
      replies.push({
        id: comment.id,
        ticket_id: ticket.id,
        ticket_uid: ticket.uid,
        subject: ticket.subject,
        author: comment.author,
        excerpt: excerptOf(comment.body),
        created_at: comment.created_at,
        unread: isUnreadReply(ticket, comment),
      });
    }
  }
  return replies
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, max);
}

import type { TicketComment, TicketRecord } from '../db/schema';

/** The newest comment from the warehouse in a thread, if it has one. */
export function latestReply(ticket: TicketRecord): TicketComment | undefined {
  for (let i = ticket.comments.length - 1; i >= 0; i -= 1) {
    if (ticket.comments[i]!.from_support) return ticket.comments[i];
  }
  return undefined;
}

/**
 * Whether a warehouse reply is unread: the thread is marked unread (nobody opened it since the
 * warehouse wrote) and the merchant has not written after this reply, which would show they saw it.
 */
export function isUnreadReply(ticket: TicketRecord, comment: TicketComment): boolean {
  if (!ticket.unread || !comment.from_support) return false;
  const index = ticket.comments.indexOf(comment);
  return !ticket.comments.slice(index + 1).some((c) => !c.from_support);
}

const EXCERPT_LENGTH = 160;

/**
 * A comment as plain text for a preview: the warehouse may write HTML, a preview shows words only
 * (the portal renders it as text, so nothing in it can run).
 */
export function excerptOf(body: string): string {
  const text = body
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    // A block or line break parts words; an inline tag (<b>, <a>) sits inside a sentence.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

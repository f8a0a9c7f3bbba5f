/**
 * A merchant's message as the comment body it becomes, and its length as the 5,000 limit counts
 * it. The server stores and measures the escaped HTML, not the typed text, so the composer's
 * counter and the form's check both use storedLength: a counter under the limit can never be
 * refused.
 */
import { textToHtml } from '@/lib/sanitizeHtml';
import { TICKET_FIELDS } from './contract';

/** The most a message's stored HTML may hold. */
export const MESSAGE_MAX_LENGTH = TICKET_FIELDS.body.max;

/**
 * The merchant's text as the comment's HTML: trimmed, every special character escaped, line
 * breaks kept. What was typed is shown exactly as typed, markup included, and never runs.
 */
export function toMessageHtml(text: string): string {
  return textToHtml(text.trim());
}

/** How many characters of the limit the text takes once sent: the length of its HTML. */
export function storedLength(text: string): number {
  return toMessageHtml(text).length;
}

/** Whether the text, once sent, is within the limit the server checks. */
export function messageFits(text: string): boolean {
  return storedLength(text) <= MESSAGE_MAX_LENGTH;
}

import { escapeHtml } from '@/lib/escapeHtml';
import type { MailRecord } from './schema';
import type { MailInput } from './storeOptions';

/** A mail as the mailbox keeps it: without HTML of its own, its text escaped, lines kept. */
export function mailRecord(input: MailInput, sentAt: number): Omit<MailRecord, 'id'> {
  return {
    to: input.to,
    subject: input.subject,
    text: input.text,
    html: input.html ?? `<p>${escapeHtml(input.text).replace(/\n/g, '<br>')}</p>`,
    sent_at: new Date(sentAt).toISOString(),
  };
}

import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { MailRecord } from '@simulator/db/schema';
import type { SimulatorStore } from '@simulator/db/store';

/**
 * What the simulator mailed, read as the person would: the code at the end of the subject, the
 * mail's link. Each helper takes the test's simulator store (`simulator()`).
 */

/** The mails to `to`, newest first; `subject` narrows them to one kind of mail. */
export const mailsTo = (store: SimulatorStore, to: string, subject?: RegExp): MailRecord[] =>
  store.mails
    .filter((m) => m.to === to && (!subject || subject.test(m.subject)))
    .sort((a, b) => b.id - a.id);

/** The code of the newest mail to `to`, once at least `count` mails have reached it. */
export async function codeMailedTo(store: SimulatorStore, to: string, count = 1): Promise<string> {
  await waitFor(() => expect(mailsTo(store, to).length).toBeGreaterThanOrEqual(count));
  const newest = mailsTo(store, to)[0]!;
  const code = /(\d{6})$/.exec(newest.subject)?.[1];
  expect(code, newest.subject).toBeDefined();
  return code!;
}

/** The path and query of the link in the newest mail to `to` whose subject matches. */
export function linkMailedTo(store: SimulatorStore, to: string, subject: RegExp): string {
  const mail = mailsTo(store, to, subject)[0];
  if (!mail) throw new Error(`no mail to ${to} matching ${subject}`);
  const href = /<a href="([^"]+)"/.exec(mail.html)?.[1];
  if (!href) throw new Error(`no link in the mail to ${to} matching ${subject}`);
  // The href is HTML-escaped (&#38; for &); seeded mails carry a relative link.
  const unescaped = href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code));
  const { pathname, search } = new URL(unescaped, 'http://localhost');
  return pathname + search;
}

type SingleUse = { used_at: string | null };

/** The records of a single-use link table (magic_links, password_resets, …) already spent. */
export const spent = <R extends SingleUse>(records: readonly R[]): R[] =>
  records.filter((r) => r.used_at);

/** The records of a single-use link table not spent yet. */
export const unspent = <R extends SingleUse>(records: readonly R[]): R[] =>
  records.filter((r) => !r.used_at);

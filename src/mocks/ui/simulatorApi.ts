import type { MailRecord } from '../db/schema';

/**
 * The Simulator menu's calls to the simulator's own endpoints (outside /v1, unsigned).
 * `apiBase` is the API base without /v1, e.g. `${origin}/api` or http://localhost:8787.
 */
export type Mail = MailRecord;

const url = (apiBase: string, path: string) => `${apiBase.replace(/\/+$/, '')}/__simulator/${path}`;

export async function fetchMailbox(apiBase: string): Promise<Mail[]> {
  const response = await fetch(url(apiBase, 'mailbox'), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Mailbox request failed (${response.status})`);
  return ((await response.json()) as { data: Mail[] }).data;
}

export async function resetDemoData(apiBase: string): Promise<void> {
  const response = await fetch(url(apiBase, 'reset'), { method: 'POST' });
  if (!response.ok) throw new Error(`Reset failed (${response.status})`);
}

/** e.g. "21 Nov, 2:05 pm" in the viewer's time zone. */
export function formatSentAt(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

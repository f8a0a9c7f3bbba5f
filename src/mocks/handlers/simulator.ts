import { http, HttpResponse } from 'msw';
import type { MailRecord } from '../db/schema';
import type { Simulator } from '../server-rules/pipeline';

export interface MailboxResponse {
  data: MailRecord[];
}

/**
 * The simulator's own endpoints, outside /v1: no signature, no session. They exist only in the
 * simulator (the provider has no such thing) and drive the Simulator menu and the tests.
 */
export function simulatorHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.get('*/__simulator/health', async () => {
      await store.ready();
      return HttpResponse.json({
        status: 'ok',
        persistence: store.persistence.kind,
        now: new Date(sim.now()).toISOString(),
        counts: Object.fromEntries(
          Object.entries(store.data).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.length]] : [])),
        ),
      });
    }),

    http.get('*/__simulator/mailbox', async () => {
      await store.ready(['mails']);
      const data = [...store.mails.all()].sort(
        (a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id,
      );
      return HttpResponse.json({ data } satisfies MailboxResponse);
    }),

    // Re-seeds the demo data; sessions and the mailbox start empty again.
    http.post('*/__simulator/reset', async () => {
      await store.reset();
      return HttpResponse.json({ success: true });
    }),
  ];
}

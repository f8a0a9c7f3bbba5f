import { HttpResponse } from 'msw';
import {
  HEADER_IDEMPOTENCY_KEY,
  HEADER_IDEMPOTENT_REPLAYED,
  HEADER_ORGANISATION,
  IDEMPOTENCY_KEY_LIFETIME_MS,
} from '@/domain/contract';
import type { IdempotencyRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import type { SignedContext, Simulator } from './pipeline';
import { requestFingerprint } from './requestFingerprint';
import type { Authenticated } from './sessions';

/**
 * Writes are applied once per Idempotency-Key. A signed-in write that carries a key is applied
 * and, when it succeeds, its answer (status, body, headers) is kept for 24 hours under the key,
 * the user and the organisation it acted in. A repeat of the same request (method, path, body:
 * requestFingerprint.ts) with that key gets the kept answer again, marked `Idempotent-Replayed:
 * true`, and nothing is applied a second time; the same key on a different request is refused
 * (422). A refusal, a failure or a document (a PDF) is not kept: nothing was applied, so a retry runs again against
 * what is there now. A repeat that arrives while the first is still being answered waits for it.
 * Requests without a key, reads, and requests made before sign-in (sign-in, sign-up, one-time
 * codes: pipeline.ts) are answered as they are.
 */
export const KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different request';
export const KEY_TOO_LONG_MESSAGE = 'Idempotency-Key must be at most 255 characters';
const MAX_KEY_LENGTH = 255;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Answer = () => Response | Promise<Response>;

export async function answerOnce(
  sim: Simulator,
  ctx: SignedContext,
  auth: Authenticated,
  answer: Answer,
): Promise<Response> {
  const key = ctx.request.headers.get(HEADER_IDEMPOTENCY_KEY)?.trim();
  if (!key || READS.has(ctx.request.method.toUpperCase())) return answer();
  if (key.length > MAX_KEY_LENGTH) return refusal(KEY_TOO_LONG_MESSAGE);
  await sim.store.ready(['idempotency_keys']);
  const scope = {
    key,
    user_id: auth.user.id,
    organisation_uid: organisationOf(sim.store, ctx.request, auth),
  };
  const fingerprint = await requestFingerprint(ctx.request);
  const slot = `${scope.user_id}|${scope.organisation_uid}|${key}`;
  const pending = inFlight(sim.store);
  while (pending.has(slot)) await pending.get(slot);
  const run = (async () => {
    const now = sim.now();
    forgetExpired(sim.store, now);
    const kept = sim.store.idempotency_keys.find(
      (r) =>
        r.key === key &&
        r.user_id === scope.user_id &&
        r.organisation_uid === scope.organisation_uid,
    );
    if (kept) return kept.fingerprint === fingerprint ? replay(kept) : refusal(KEY_REUSED_MESSAGE);
    const response = await answer();
    if (response.ok && isText(response)) {
      sim.store.idempotency_keys.insert({
        ...scope,
        fingerprint,
        status: response.status,
        headers: Object.fromEntries(response.headers.entries()),
        body: await response.clone().text(),
        created_at: new Date(now).toISOString(),
      });
    }
    return response;
  })();
  pending.set(
    slot,
    run.catch(() => undefined),
  );
  try {
    return await run;
  } finally {
    pending.delete(slot);
  }
}

/** The organisation a request acts in: its X-Organisation-UID, else the session's current one. */
function organisationOf(store: SimulatorStore, request: Request, auth: Authenticated): string {
  const header = request.headers.get(HEADER_ORGANISATION);
  if (header) return header;
  return store.organisations.get(auth.session.organisation_id ?? -1)?.uid ?? '';
}

/** Keys older than their lifetime are forgotten: a repeat after that is a new request. */
export function forgetExpired(store: SimulatorStore, now: number): void {
  const oldest = now - IDEMPOTENCY_KEY_LIFETIME_MS;
  store.idempotency_keys.remove((r) => Date.parse(r.created_at) <= oldest);
}

/** A document (a PDF) is not kept: making it changes nothing, so a repeat may make it again. */
const isText = (response: Response) =>
  /json|^text\//i.test(response.headers.get('content-type') ?? '');

function replay(kept: IdempotencyRecord): Response {
  const headers = new Headers(kept.headers);
  headers.set(HEADER_IDEMPOTENT_REPLAYED, 'true');
  return new Response(kept.body, { status: kept.status, headers });
}

const refusal = (message: string) =>
  HttpResponse.json({ message, errors: [message] }, { status: 422 });

/** The keyed requests being answered, per store: a repeat waits for the first. */
const answering = new WeakMap<SimulatorStore, Map<string, Promise<unknown>>>();
function inFlight(store: SimulatorStore): Map<string, Promise<unknown>> {
  let map = answering.get(store);
  if (!map) answering.set(store, (map = new Map()));
  return map;
}

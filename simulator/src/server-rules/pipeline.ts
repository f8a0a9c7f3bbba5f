import { delay, HttpResponse, type PathParams } from 'msw';
import { HEADER_ORGANISATION, type Permission, type Role } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '@/domain/permissions/accessControl';
import {
  ACCOUNT_COLLECTIONS,
  COLLECTION_NAMES,
  type MembershipRecord,
  type OrganisationRecord,
} from '../db/schema';
import { CollectionNotLoadedError, StoreWriteError, type SimulatorStore } from '../db/store';
import { readJson, type JsonBody } from './body';
import { errors } from './errors';
import type { StorageStatus } from '../db/persistence/fallback';
import { answerBeforeApplying, type FaultRegistry } from './faults';
import { answerOnce } from './idempotency';
import { hasValidSignature } from './signature';
import { recordWrite } from '../activity/recorder';
import { findSession, withAuthHeaders, type Authenticated } from './sessions';

/**
 * The request pipeline of the simulated server, as composable wrappers around msw resolvers:
 *   withSignature: latency → keyed-hash check → JSON body            (public /v1 endpoints)
 *   withSession:   … → devise token → Idempotency-Key                (the user, any organisation)
 *   withAuth:      … → organisation scope → role rule                (everything else)
 * Each step answers with the provider's error body (errors.ts) and stops the request there.
 * The store loads collections on first use: signed and session requests wait (during the
 * latency) for the account collections, organisation requests for the rest (readsLogs below),
 * so a resolver reads only collections that are in memory.
 */
export interface Simulator {
  store: SimulatorStore;
  latencyMs: number;
  hmacSecret: string;
  now: () => number;
  /** The portal's origin, where mailed links point (mail/links.ts); never a request header. */
  portalOrigin?: string;
  /** Faults a test told the simulator to inject (faults.ts); none by default. */
  faults?: FaultRegistry;
  /** Whether the browser's stored database is in use, and what to tell about it. */
  storageStatus?: () => StorageStatus;
}

interface ResolverInfo {
  request: Request;
  params: PathParams;
}

export interface SignedContext extends ResolverInfo {
  sim: Simulator;
  url: URL;
  /** The JSON body, read the way Rails params are (body.ts): {} when missing or malformed. */
  body: JsonBody;
}
export interface SessionContext extends SignedContext {
  auth: Authenticated;
}
export interface OrganisationContext extends SessionContext {
  organisation: OrganisationRecord;
  membership: MembershipRecord;
}

export interface AccessRequirement {
  permission?: Permission;
  roles?: Role[];
}
/** The catalogue's two rules: reading it, and changing it. */
export const CAN_VIEW = { permission: 'view' } as const satisfies AccessRequirement;
export const CAN_EDIT = { permission: 'edit' } as const satisfies AccessRequirement;

type Resolver<C> = (context: C) => Response | Promise<Response>;

export function withSignature(sim: Simulator, resolver: Resolver<SignedContext>) {
  return async ({ request, params }: ResolverInfo): Promise<Response> => {
    await Promise.all([
      sim.latencyMs > 0 ? delay(sim.latencyMs) : null,
      sim.store.ready(ACCOUNT_COLLECTIONS),
    ]);
    const fault = sim.faults?.take(request) ?? null;
    const refused = sim.faults && (await answerBeforeApplying(fault, sim.faults));
    if (refused) return refused;
    if (!hasValidSignature(request, sim.hmacSecret, sim.now())) return errors.invalidSignature();
    const body = await readJson(request);
    const mark = sim.store.writeMark();
    const response = await resolver({ request, params, sim, url: new URL(request.url), body });
    // A response means "stored": a reload right after sign-in must find the session on disk.
    // A write the persistence refused was rolled back: the answer says nothing was kept.
    try {
      await sim.store.flush(mark);
    } catch (error) {
      if (error instanceof StoreWriteError) return errors.notStored();
      throw error;
    }
    // Applied and stored, but the answer never reaches the portal.
    if (fault?.kind === 'lost') return HttpResponse.error();
    return response;
  };
}

export function withSession(sim: Simulator, resolver: Resolver<SessionContext>) {
  return withSignature(sim, async (ctx) => {
    const auth = findSession(sim.store, ctx.request, sim.now());
    if (!auth) return errors.unauthenticated();
    // Inside the fault injection above: a lost answer is kept before it is lost.
    const response = await answerOnce(sim, ctx, auth, () => resolver({ ...ctx, auth }));
    return withAuthHeaders(response, auth.headers);
  });
}

/** The user's active membership of an organisation, or undefined. */
export function activeMembership(store: SimulatorStore, userId: number, organisationId: number) {
  return store.memberships.find(
    (m) => m.user_id === userId && m.organisation_id === organisationId && m.status === 'active',
  );
}

/**
 * The organisation a request acts in: the X-Organisation-UID header, or the session's current
 * organisation when the header is absent. Undefined when the user is not an active member.
 */
export function resolveOrganisation(store: SimulatorStore, request: Request, auth: Authenticated) {
  const header = request.headers.get(HEADER_ORGANISATION);
  const organisation = header
    ? store.organisations.find((o) => o.uid === header)
    : store.organisations.get(auth.session.organisation_id ?? -1);
  const membership = organisation && activeMembership(store, auth.user.id, organisation.id);
  return organisation && membership ? { organisation, membership } : undefined;
}

export function withAuth(
  sim: Simulator,
  rule: AccessRequirement,
  resolver: Resolver<OrganisationContext>,
) {
  return withSession(sim, async (ctx) => {
    const logs = readsLogs(ctx.request, ctx.url);
    // The session and the organisation's scope read the accounts only (loaded by withSignature).
    if (logs) await sim.store.ready();
    const scope = resolveOrganisation(sim.store, ctx.request, ctx.auth);
    if (!scope) return errors.notMember();
    const subject = { role: scope.membership.role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP };
    if (!isAllowed(subject, rule)) return errors.notAllowed();
    const answer = () => resolver({ ...ctx, ...scope });
    if (!logs) return answerWithWhatIsLoaded(sim.store, answer);
    if (ctx.request.method === 'GET') return answer();
    // Every write goes into the activity trail once it succeeded (activity/recorder.ts).
    const recorded = recordWrite({
      ...sim,
      url: ctx.url,
      body: ctx.body,
      user: ctx.auth.user,
      ...scope,
    });
    let response: Response | undefined;
    try {
      response = await answer();
      return response;
    } finally {
      recorded(response?.ok ?? false);
    }
  });
}

/** Finds the record a route's path names, among the organisation's own. */
export type OwnedRecord<T> = (
  store: SimulatorStore,
  params: PathParams,
  organisationId: number,
) => T | undefined;
export type RecordResolver<T> = (
  record: T,
  ctx: OrganisationContext,
) => Response | Promise<Response>;

/**
 * withAuth for a route naming one record (`…/:id`, `…/:uid`): the resolver gets the record of the
 * caller's organisation, or the answer is 404 (another organisation's record is not found either).
 */
export const withRecord =
  <T>(find: OwnedRecord<T>) =>
  (sim: Simulator, rule: AccessRequirement, resolver: RecordResolver<T>) =>
    withAuth(sim, rule, (ctx) => {
      const record = find(sim.store, ctx.params, ctx.organisation.id);
      return record ? resolver(record, ctx) : errors.notFound();
    });

/**
 * Answers a read with the collections loaded so far; when it reaches one still on disk, loads
 * that one and answers again (a read changes nothing, so running it again is safe). So a read
 * loads exactly what it reads, when it first reads it: a signed-in reload's first requests
 * (auth/me, the organisation's settings) need only the accounts, and are not kept waiting while
 * the orders or the invoices come off the disk.
 */
async function answerWithWhatIsLoaded(
  store: SimulatorStore,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  for (let attempt = 0; attempt < COLLECTION_NAMES.length; attempt += 1) {
    try {
      return await answer();
    } catch (error) {
      if (!(error instanceof CollectionNotLoadedError)) throw error;
      await store.ready([error.collection]);
    }
  }
  return answer();
}

/**
 * Whether a request needs the logs (stock movements, history: LOG_COLLECTIONS), the largest
 * collections: every write (it may add to them) and the reads that show them (movements,
 * burn rate, trends, history, the stock movement report, the activity trail). A product list, a detail page or the dashboard never waits for
 * 100,000 movements to be read.
 */
function readsLogs(request: Request, url: URL): boolean {
  return (
    request.method !== 'GET' ||
    /\/(?:movements|history|trends|stock_movement|activities)(?:\/|$)/.test(url.pathname)
  );
}

import { INVOICE_PDF_URL_TTL_MS } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '@/domain/permissions/accessControl';
import { signRequest } from '@/lib/signing';
import type { SimulatorStore } from '../db/store';
import { activeMembership } from '../server-rules/pipeline';
import { findSession } from '../server-rules/sessions';

/**
 * The invoice PDF's address carries its own credentials, because a browser tab opens it without
 * the API's headers: at (the access token), client, uid, organisation_uid, time (ms) and hash, an
 * HMAC over time, method, path and the other parameters under the server's secret. So the link
 * cannot be altered (another invoice, another organisation), lives INVOICE_PDF_URL_TTL_MS, and
 * is honoured only while the session, the membership and the `finance` marker still hold.
 */
export const PDF_LINK_PARAMS = ['at', 'client', 'uid', 'organisation_uid', 'time'] as const;

function linkHash(secret: string, path: string, params: URLSearchParams): string {
  const signed = PDF_LINK_PARAMS.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  return signRequest(secret, params.get('time') ?? '', 'GET', `${path}?${signed}`);
}

export interface PdfLinkInput {
  /** The absolute URL of the PDF, without a query. */
  base: string;
  /** The path from /v1 on, which the hash covers. */
  path: string;
  auth: { 'access-token': string; client: string; uid: string };
  organisationUid: string;
  now: number;
}

export function signPdfLink(secret: string, input: PdfLinkInput): string {
  const params = new URLSearchParams({
    at: input.auth['access-token'],
    client: input.auth.client,
    uid: input.auth.uid,
    organisation_uid: input.organisationUid,
    time: String(input.now),
  });
  params.set('hash', linkHash(secret, input.path, params));
  return `${input.base}?${params.toString()}`;
}

export type PdfLinkCheck =
  | { ok: true; organisationId: number }
  | { ok: false; reason: 'unauthenticated' | 'expired' | 'notMember' | 'notAllowed' };

/** Checks a PDF link as the server would, in the order a forged or stale link fails first. */
export function checkPdfLink(
  store: SimulatorStore,
  secret: string,
  url: URL,
  path: string,
  now: number,
): PdfLinkCheck {
  const q = url.searchParams;
  if (PDF_LINK_PARAMS.some((name) => !q.get(name)) || !q.get('hash'))
    return { ok: false, reason: 'unauthenticated' };
  if (!sameText(linkHash(secret, path, q), (q.get('hash') ?? '').toLowerCase()))
    return { ok: false, reason: 'unauthenticated' };
  const issued = Number(q.get('time'));
  if (!Number.isFinite(issued) || now - issued > INVOICE_PDF_URL_TTL_MS || issued - now > 60_000)
    return { ok: false, reason: 'expired' };
  const headers = new Headers({
    'access-token': q.get('at')!,
    client: q.get('client')!,
    uid: q.get('uid')!,
  });
  const auth = findSession(store, new Request(url.href, { headers }), now);
  if (!auth) return { ok: false, reason: 'unauthenticated' };
  const organisation = store.organisations.find((o) => o.uid === q.get('organisation_uid'));
  const membership = organisation && activeMembership(store, auth.user.id, organisation.id);
  if (!organisation || !membership) return { ok: false, reason: 'notMember' };
  const subject = { role: membership.role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP };
  if (!isAllowed(subject, { permission: 'finance' })) return { ok: false, reason: 'notAllowed' };
  return { ok: true, organisationId: organisation.id };
}

/** Compares without an early exit, as a real server would. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

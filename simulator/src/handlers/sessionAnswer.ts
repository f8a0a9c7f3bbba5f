import { HttpResponse } from 'msw';
import type { MeResponse, SignInResponse, SwitchOrganisationResponse } from '@/domain/contract';
import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import {
  findSession,
  issueSession,
  withAuthHeaders,
  type Authenticated,
} from '../server-rules/sessions';
import { activeMemberships, userPayload } from './serializers';

/** `{ data: user }` in an organisation: auth/me, users/me, the switch and every sign-in. */
export const userAnswer = (
  store: SimulatorStore,
  user: UserRecord,
  organisationId: number | null,
) =>
  HttpResponse.json({
    data: userPayload(store, user, organisationId),
  } satisfies SignInResponse & MeResponse & SwitchOrganisationResponse);

/**
 * The answer of every door that signs someone in (sign-up, magic sign-in, accepting an
 * invitation): a new session and the body and headers of auth/sign_in. Without an organisation
 * the user lands in the default one (the oldest active membership).
 */
export function signedInAnswer(
  store: SimulatorStore,
  user: UserRecord,
  now: number,
  organisationId: number | null = activeMemberships(store, user.id)[0]?.organisation_id ?? null,
): Response {
  const auth = issueSession(store, user, organisationId, now);
  return withAuthHeaders(userAnswer(store, user, organisationId), auth.headers);
}

/**
 * The session of a request on an endpoint where one is optional: null when the request sends no
 * token, 'invalid' when it sends one that names no live session (a 401, as devise would).
 */
export function optionalSession(
  store: SimulatorStore,
  request: Request,
  now: number,
): Authenticated | null | 'invalid' {
  if (!request.headers.get('access-token')) return null;
  return findSession(store, request, now) ?? 'invalid';
}

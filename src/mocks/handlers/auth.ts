import { http, HttpResponse } from 'msw';
import type {
  MeResponse,
  SignInResponse,
  SignOutResponse,
  ValidateTokenResponse,
} from '@/api/contract';
import { passwordMatches } from '../lib/hash';
import { readJson, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  resolveOrganisation,
  withAuth,
  withSignature,
  type Simulator,
} from '../server-rules/pipeline';
import { findSession, issueSession, withAuthHeaders } from '../server-rules/sessions';
import { activeMemberships, userPayload } from './serializers';

/** devise_token_auth's sessions and token-validation endpoints, plus auth/me. */
export function authHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/sign_in',
      withSignature(sim, async ({ request }) => {
        const body = await readJson(request);
        const email = str(body.email).toLowerCase();
        const password = typeof body.password === 'string' ? body.password : '';
        const user = email ? store.users.find((u) => u.email.toLowerCase() === email) : undefined;
        // Like devise: one message for an unknown e-mail and a wrong password alike.
        if (!user || !password || !passwordMatches(user, password))
          return errors.invalidCredentials();
        const organisationId = activeMemberships(store, user.id)[0]?.organisation_id ?? null;
        const auth = issueSession(store, user, organisationId, sim.now());
        const body200: SignInResponse = { data: userPayload(store, user, organisationId) };
        return withAuthHeaders(HttpResponse.json(body200), auth.headers);
      }),
    ),

    http.get(
      '*/v1/auth/validate_token',
      withSignature(sim, ({ request }) => {
        const auth = findSession(store, request, sim.now());
        if (!auth) return errors.invalidToken();
        const scope = resolveOrganisation(store, request, auth);
        const organisationId = scope?.organisation.id ?? auth.session.organisation_id;
        const body: ValidateTokenResponse = {
          success: true,
          data: userPayload(store, auth.user, organisationId),
        };
        return withAuthHeaders(HttpResponse.json(body), auth.headers);
      }),
    ),

    http.delete(
      '*/v1/auth/sign_out',
      withSignature(sim, ({ request }) => {
        // An expired token can still sign out; an unknown one cannot.
        const auth = findSession(store, request, sim.now(), { allowExpired: true });
        if (!auth) return errors.signOutUnknown();
        store.sessions.remove((s) => s.id === auth.session.id);
        const body: SignOutResponse = { success: true };
        return HttpResponse.json(body);
      }),
    ),

    http.get(
      '*/v1/auth/me',
      withAuth(sim, {}, ({ auth, organisation }) => {
        const body: MeResponse = { data: userPayload(store, auth.user, organisation.id) };
        return HttpResponse.json(body);
      }),
    ),
  ];
}

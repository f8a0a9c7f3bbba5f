import { http, HttpResponse } from 'msw';
import type { SignOutResponse, ValidateTokenResponse } from '@/domain/contract';
import { passwordMatches } from '../lib/hash';
import { rawText, str } from '../server-rules/body';
import { userByEmail } from '../server-rules/accounts';
import { errors } from '../server-rules/errors';
import {
  resolveOrganisation,
  withAuth,
  withSignature,
  type Simulator,
} from '../server-rules/pipeline';
import { findSession, withAuthHeaders } from '../server-rules/sessions';
import { signedInAnswer, userAnswer } from './sessionAnswer';
import { userPayload } from './serializers';

/** devise_token_auth's sessions and token-validation endpoints, plus auth/me. */
export function authHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/sign_in',
      withSignature(sim, ({ body }) => {
        const email = str(body.email).toLowerCase();
        const password = rawText(body.password);
        const user = email ? userByEmail(store, email) : undefined;
        // Like devise: one message for an unknown e-mail and a wrong password alike.
        if (!user || !password || !passwordMatches(user, password))
          return errors.invalidCredentials();
        return signedInAnswer(store, user, sim.now());
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
      withAuth(sim, {}, ({ auth, organisation }) => userAnswer(store, auth.user, organisation.id)),
    ),
  ];
}

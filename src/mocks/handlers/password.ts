import { http, HttpResponse } from 'msw';
import type { MessageResponse } from '@/api/contract';
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/validation/password';
import { messages } from '@/lib/validation/rules';
import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { passwordDigest, randomToken } from '../lib/hash';
import { base64Url, isAllowedRedirect } from '../mail/links';
import { passwordResetMail } from '../mail/templates';
import { readJson, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors, emailProblem, normaliseEmail } from '../server-rules/fields';
import { issueUserToken, lookupToken, type TokenProblem } from '../server-rules/oneUseTokens';
import { withSignature, type Simulator } from '../server-rules/pipeline';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_MESSAGES = {
  requested: (email: string) =>
    `If an account exists for ${email}, we have sent a link to reset the password.`,
  changed: 'Your password has been changed. You can now sign in.',
  TOKEN_INVALID: 'Reset password token is invalid',
  TOKEN_EXPIRED: 'Reset password token has expired, please request a new one',
  TOKEN_USED: 'Reset password token has already been used',
} as const satisfies Record<TokenProblem | 'requested' | 'changed', unknown>;

const rawPassword = (value: unknown) => (typeof value === 'string' ? value : '');

/** The password rule and its confirmation (sign-up, reset and invitation share them). */
export function newPasswordProblems(body: Record<string, unknown>) {
  const password = rawPassword(body.password);
  const problems = collectErrors();
  problems.add('password', password ? passwordProblem(password) : messages.required('Password'));
  if (rawPassword(body.password_confirmation) !== password)
    problems.add('password_confirmation', PASSWORD_MESSAGES.mismatch);
  return { password, problems };
}

/** A new salted digest for the user's password. */
export function setPassword(store: SimulatorStore, user: UserRecord, password: string) {
  const salt = randomToken(12);
  store.users.update(user.id, {
    password_salt: salt,
    password_digest: passwordDigest(salt, password),
  });
}

/**
 * auth/password (public, signed). POST mails a one-hour, single-use reset link to a known
 * address and answers the same either way, so addresses cannot be probed; a newer request voids
 * the older links. PUT sets the new password and ends every session of the user.
 */
export function passwordHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/password',
      withSignature(sim, async ({ request }) => {
        const body = await readJson(request);
        const email = normaliseEmail(str(body.email));
        const redirectUrl = str(body.redirect_url).replace(/\/+$/, '');
        const problems = collectErrors();
        problems.add('email', emailProblem('Email', email));
        if (!redirectUrl) problems.add('redirect_url', messages.required('Redirect url'));
        else if (!isAllowedRedirect(redirectUrl, request))
          problems.add('redirect_url', 'Redirect url is not allowed');
        const invalid = problems.result();
        if (invalid) return errors.validation(invalid);

        const user = store.users.find((u) => u.email.toLowerCase() === email);
        if (user) {
          const token = issueUserToken(
            store.password_resets,
            user.id,
            sim.now(),
            RESET_TOKEN_LIFETIME_MS,
          );
          const href = `${redirectUrl}/${token}?o=${base64Url(user.email)}`;
          store.sendMail(passwordResetMail(user.email, user.first_name, href));
        }
        const answer: MessageResponse = {
          success: true,
          message: PASSWORD_RESET_MESSAGES.requested(email),
        };
        return HttpResponse.json(answer);
      }),
    ),

    http.put(
      '*/v1/auth/password',
      withSignature(sim, async ({ request }) => {
        const body = await readJson(request);
        const now = sim.now();
        const { record, problem } = lookupToken(
          store.password_resets.all(),
          str(body.reset_password_token),
          now,
        );
        if (problem) return errors.coded(422, problem, PASSWORD_RESET_MESSAGES[problem]);
        const { password, problems } = newPasswordProblems(body);
        const invalid = problems.result();
        if (invalid) return errors.validation(invalid);
        const user = store.users.get(record!.user_id);
        if (!user) return errors.coded(422, 'TOKEN_INVALID', PASSWORD_RESET_MESSAGES.TOKEN_INVALID);
        setPassword(store, user, password);
        store.password_resets.update(record!.id, { used_at: new Date(now).toISOString() });
        // Whoever knew the old password is signed out everywhere.
        store.sessions.remove((s) => s.user_id === user.id);
        const answer: MessageResponse = { success: true, message: PASSWORD_RESET_MESSAGES.changed };
        return HttpResponse.json(answer);
      }),
    ),
  ];
}

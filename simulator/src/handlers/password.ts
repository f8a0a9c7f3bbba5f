import { http } from 'msw';
import { PASSWORD_MESSAGES, passwordProblem } from '@/domain/validation/password';
import { messages } from '@/domain/validation/rules';
import type { UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { base64Url, isAllowedRedirect } from '../mail/links';
import { passwordResetMail } from '../mail/templates';
import { passwordFields, userByEmail } from '../server-rules/accounts';
import { messageAnswer } from '../server-rules/answers';
import { rawText, str, type JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { collectErrors, emailProblem, normaliseEmail } from '../server-rules/fields';
import { mailUserLink, withUserLink, type UserLinkKind } from '../server-rules/oneUseTokens';
import { withSignature, type Simulator } from '../server-rules/pipeline';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_MESSAGES = {
  requested: (email: string) =>
    `If an account exists for ${email}, we have sent a link to reset the password.`,
  changed: 'Your password has been changed. You can now sign in.',
  TOKEN_INVALID: 'Reset password token is invalid',
  TOKEN_EXPIRED: 'Reset password token has expired, please request a new one',
  TOKEN_USED: 'Reset password token has already been used',
} as const;

const RESET_LINK: UserLinkKind = {
  table: 'password_resets',
  tokenField: 'reset_password_token',
  lifetimeMs: RESET_TOKEN_LIFETIME_MS,
  messages: PASSWORD_RESET_MESSAGES,
  template: passwordResetMail,
  // `o` names the account, so the reset page can say whose password it is.
  href: (redirectUrl, token, user) => `${redirectUrl}/${token}?o=${base64Url(user.email)}`,
};

/**
 * The password rule and its confirmation (sign-up, reset and invitation share them), added to
 * `problems` (a new collector by default).
 */
export function newPasswordProblems(body: JsonBody, problems = collectErrors()) {
  const password = rawText(body.password);
  problems.add('password', password ? passwordProblem(password) : messages.required('Password'));
  if (rawText(body.password_confirmation) !== password)
    problems.add('password_confirmation', PASSWORD_MESSAGES.mismatch);
  return { password, problems };
}

/** A new salted digest for the user's password. */
export function setPassword(store: SimulatorStore, user: UserRecord, password: string) {
  store.users.update(user.id, passwordFields(password));
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
      withSignature(sim, ({ body }) => {
        const email = normaliseEmail(str(body.email));
        const redirectUrl = str(body.redirect_url).replace(/\/+$/, '');
        const problems = collectErrors();
        problems.add('email', emailProblem('Email', email));
        if (!redirectUrl) problems.add('redirect_url', messages.required('Redirect url'));
        else if (!isAllowedRedirect(redirectUrl, sim))
          problems.add('redirect_url', 'Redirect url is not allowed');
        const invalid = problems.result();
        if (invalid) return errors.validation(invalid);

        const user = userByEmail(store, email);
        if (user) mailUserLink(sim, RESET_LINK, user, redirectUrl);
        return messageAnswer(PASSWORD_RESET_MESSAGES.requested(email));
      }),
    ),

    http.put(
      '*/v1/auth/password',
      withUserLink(sim, RESET_LINK, ({ user, markUsed }, { body }) => {
        const { password, problems } = newPasswordProblems(body);
        const invalid = problems.result();
        if (invalid) return errors.validation(invalid);
        setPassword(store, user, password);
        markUsed();
        // Whoever knew the old password is signed out everywhere.
        store.sessions.remove((s) => s.user_id === user.id);
        return messageAnswer(PASSWORD_RESET_MESSAGES.changed);
      }),
    ),
  ];
}

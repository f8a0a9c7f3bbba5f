import { http, HttpResponse } from 'msw';
import type { MessageResponse } from '@/api/contract';
import { portalOrigin } from '../mail/links';
import { magicLinkMail } from '../mail/templates';
import { readJson, str } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { emailProblem, normaliseEmail } from '../server-rules/fields';
import { issueUserToken, lookupToken, type TokenProblem } from '../server-rules/oneUseTokens';
import { withSignature, type Simulator } from '../server-rules/pipeline';
import { signedInAnswer } from './sessionAnswer';

export const MAGIC_LINK_LIFETIME_MS = 15 * 60 * 1000;

export const MAGIC_LINK_MESSAGES = {
  requested: (email: string) =>
    `If an account exists for ${email}, we have sent a sign-in link to it.`,
  TOKEN_INVALID: 'Sign-in link is invalid',
  TOKEN_EXPIRED: 'Sign-in link has expired, please request a new one',
  TOKEN_USED: 'Sign-in link has already been used',
} as const satisfies Record<TokenProblem | 'requested', unknown>;

/**
 * Password-less sign-in (public, signed). auth/magic_link mails a 15-minute, single-use link to
 * a known address (same answer for any address; a newer link voids the older ones);
 * auth/magic_sign_in redeems it for a session in the default organisation.
 */
export function magicLinkHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/magic_link',
      withSignature(sim, async ({ request }) => {
        const email = normaliseEmail(str((await readJson(request)).email));
        const problem = emailProblem('Email', email);
        if (problem) return errors.validation({ email: [problem] });
        const user = store.users.find((u) => u.email.toLowerCase() === email);
        // Someone still to accept an invitation has no password and no membership to sign into.
        if (user && user.password_digest) {
          const token = issueUserToken(
            store.magic_links,
            user.id,
            sim.now(),
            MAGIC_LINK_LIFETIME_MS,
          );
          const href = `${portalOrigin(request)}/auth/magic_sign_in?token=${token}`;
          store.sendMail(magicLinkMail(user.email, user.first_name, href));
        }
        const answer: MessageResponse = {
          success: true,
          message: MAGIC_LINK_MESSAGES.requested(email),
        };
        return HttpResponse.json(answer);
      }),
    ),

    http.post(
      '*/v1/auth/magic_sign_in',
      withSignature(sim, async ({ request }) => {
        const now = sim.now();
        const token = str((await readJson(request)).token);
        const { record, problem } = lookupToken(store.magic_links.all(), token, now);
        if (problem) return errors.coded(422, problem, MAGIC_LINK_MESSAGES[problem]);
        const user = store.users.get(record!.user_id);
        if (!user) return errors.coded(422, 'TOKEN_INVALID', MAGIC_LINK_MESSAGES.TOKEN_INVALID);
        store.magic_links.update(record!.id, { used_at: new Date(now).toISOString() });
        return signedInAnswer(store, user, now);
      }),
    ),
  ];
}

import { http, HttpResponse } from 'msw';
import type { MagicLinkDetailsResponse } from '@/domain/contract';
import { portalOrigin } from '../mail/links';
import { magicLinkMail } from '../mail/templates';
import { hasAccount, userByEmail } from '../server-rules/accounts';
import { messageAnswer } from '../server-rules/answers';
import { str } from '../server-rules/body';
import {
  mailUserLink,
  redeemUserToken,
  withUserLink,
  type UserLinkKind,
} from '../server-rules/oneUseTokens';
import { withSignature, type Simulator } from '../server-rules/pipeline';
import { withEmail } from '../server-rules/withEmail';
import { signedInAnswer } from './sessionAnswer';

export const MAGIC_LINK_LIFETIME_MS = 15 * 60 * 1000;

export const MAGIC_LINK_MESSAGES = {
  requested: (email: string) =>
    `If an account exists for ${email}, we have sent a sign-in link to it.`,
  TOKEN_INVALID: 'Sign-in link is invalid',
  TOKEN_EXPIRED: 'Sign-in link has expired, please request a new one',
  TOKEN_USED: 'Sign-in link has already been used',
} as const;

const MAGIC_LINK: UserLinkKind = {
  table: 'magic_links',
  tokenField: 'token',
  lifetimeMs: MAGIC_LINK_LIFETIME_MS,
  messages: MAGIC_LINK_MESSAGES,
  template: magicLinkMail,
  href: (portal, token) => `${portal}/auth/magic_sign_in?token=${token}`,
};

/**
 * Password-less sign-in (public, signed). auth/magic_link mails a 15-minute, single-use link to
 * a known address (same answer for any address; a newer link voids the older ones);
 * auth/magic_sign_in redeems it for a session in the default organisation (GET only says whom
 * it is for, and leaves it unspent).
 */
export function magicLinkHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post(
      '*/v1/auth/magic_link',
      withEmail(sim, (email) => {
        const user = userByEmail(store, email);
        // Someone still to accept an invitation has no password and no membership to sign into.
        if (user && hasAccount(user)) mailUserLink(sim, MAGIC_LINK, user, portalOrigin(sim));
        return messageAnswer(MAGIC_LINK_MESSAGES.requested(email));
      }),
    ),

    // Whom the link signs in, without spending it: the page asks first when someone else is
    // signed in on that browser.
    http.get(
      '*/v1/auth/magic_sign_in',
      withSignature(sim, ({ url }) => {
        const token = str(url.searchParams.get('token'));
        const found = redeemUserToken(store, MAGIC_LINK, token, sim.now());
        if (found instanceof Response) return found;
        const body: MagicLinkDetailsResponse = { data: { email: found.user.email } };
        return HttpResponse.json(body);
      }),
    ),

    http.post(
      '*/v1/auth/magic_sign_in',
      withUserLink(sim, MAGIC_LINK, ({ user, markUsed }, _ctx, now) => {
        markUsed();
        return signedInAnswer(store, user, now);
      }),
    ),
  ];
}

import { expect } from 'vitest';
import type { AuthHeaders, OtpType, SignUpRequest } from '@/domain/contract';
import type { MailRecord } from '@simulator/db/schema';
import type { SimulatorStore } from '@simulator/db/store';
import { countryUid } from '@simulator/lib/countries';
import { call } from '@simulator/testing/helpers';

/** Bot-check tokens as the portal sends them without a reCAPTCHA key. */
export const RECAPTCHA = {
  resend: 'sim-recaptcha:resendOTP:test',
  verify: 'sim-recaptcha:verifyOTP:test',
} as const;

/** The newest mail to an address; fails the test when there is none. */
export function lastMailTo(store: SimulatorStore, to: string): MailRecord {
  const mail = store.mails.filter((m) => m.to === to).sort((a, b) => b.id - a.id)[0];
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
}

export const mailCount = (store: SimulatorStore, to: string) =>
  store.mails.count((m) => m.to === to);

/** The one-time code of a code mail (it ends the subject, as a person reads it). */
export function codeIn(mail: MailRecord): string {
  const code = /(\d{6})$/.exec(mail.subject)?.[1];
  expect(code, `a code in "${mail.subject}"`).toBeDefined();
  expect(mail.text).toContain(code);
  return code!;
}

/** The link of a mail, as its <a href> and its text agree on it. */
export function linkIn(mail: MailRecord): string {
  const href = /<a href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&#38;/g, '&');
  expect(href, `a link in "${mail.subject}"`).toBeDefined();
  expect(mail.text).toContain(href);
  return href!;
}

/** The link of the newest mail to an address (relative links resolve against `base`). */
export const linkMailedTo = (store: SimulatorStore, to: string, base?: string): URL =>
  new URL(linkIn(lastMailTo(store, to)), base);

/**
 * The secret (a code or token) appears nowhere the auth flows write, as a value of its own. The
 * catalogue is left out: among its ~30k records a random six-digit code turns up by chance.
 */
export function expectNotStoredInPlain(store: SimulatorStore, secret: string) {
  const { users, sessions, memberships, otp_codes, password_resets, magic_links, invitations } =
    store.snapshot();
  const written = JSON.stringify({
    users,
    sessions,
    memberships,
    otp_codes,
    password_resets,
    magic_links,
    invitations,
  });
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(written).not.toMatch(new RegExp(`(?<![0-9A-Za-z_-])${escaped}(?![0-9A-Za-z_-])`));
}

export function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    first_name: 'Nora',
    last_name: 'Quinn',
    email: 'nora@quinnbrew.test',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    tier: 'growth',
    organisation_name: 'Quinn Brewing',
    legal_name: 'Quinn Brewing Pty Ltd',
    website: 'https://quinnbrew.com.au',
    phone: '+61 2 9876 5432',
    country: countryUid('AU'),
    terms_accepted: true,
    ...overrides,
  };
}

/**
 * otp_codes/{send,resend,verify} for one user and purpose, as the verification screen calls
 * them; `extra` adds to or overrides the body.
 */
export function otpCalls(
  auth: Partial<AuthHeaders> | null,
  user: { uid: string; email: string },
  type: OtpType = 'user_signup',
) {
  const send = (path: 'send' | 'resend' | 'verify', extra: Record<string, unknown> = {}) =>
    call('POST', `otp_codes/${path}`, { auth, body: otpBody(user, type, extra) });
  const verify = (code: string) =>
    send('verify', { otp_code: code, recaptcha_token: RECAPTCHA.verify });
  return { send, verify };
}

/**
 * A link request answered `{ success, message }`, and the newest mail to the address with its
 * subject; answers the mail.
 */
export function expectLinkMailed(
  store: SimulatorStore,
  answer: unknown,
  to: string,
  expected: { message: string; subject: string },
): MailRecord {
  expect(answer).toEqual({ success: true, message: expected.message });
  const mail = lastMailTo(store, to);
  expect(mail.subject).toBe(expected.subject);
  return mail;
}

export function otpBody(
  user: { uid: string; email: string },
  type: OtpType = 'user_signup',
  extra: Record<string, unknown> = {},
) {
  return {
    otpable_type: 'user',
    otp_type: type,
    uid: user.uid,
    email: user.email,
    recaptcha_token: RECAPTCHA.resend,
    ...extra,
  };
}

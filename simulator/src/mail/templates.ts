import type { OtpType } from '@/domain/contract';
import type { MailInput } from '../db/store';
import { escapeHtml } from '@/lib/escapeHtml';

/**
 * The e-mails the simulated server sends. Every one lands in the simulator's mailbox: the code
 * is in the subject so it is readable at a glance, links are real <a href> links.
 */
const BRAND = 'KeepStock';

function mail(
  to: string,
  subject: string,
  lines: string[],
  link?: { href: string; label: string },
) {
  const text = [...lines, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html } satisfies MailInput;
}

export const otpSubject = (code: string) => `Your ${BRAND} verification code: ${code}`;

export function otpMail(to: string, firstName: string, code: string, type: OtpType) {
  const purpose =
    type === 'user_signup'
      ? `Use this code to verify your e-mail address and finish setting up your ${BRAND} account.`
      : `Use this code to confirm ${to} as the new e-mail address of your ${BRAND} account.`;
  return mail(to, otpSubject(code), [
    `Hi ${firstName},`,
    purpose,
    `Your code is ${code}. It expires in 10 minutes.`,
    'If you did not ask for it, you can ignore this e-mail.',
  ]);
}

export function passwordResetMail(to: string, firstName: string, href: string) {
  return mail(
    to,
    `Reset your ${BRAND} password`,
    [
      `Hi ${firstName},`,
      'Someone asked to reset the password of your account. The link works once, for 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { href, label: 'Reset your password' },
  );
}

export function magicLinkMail(to: string, firstName: string, href: string) {
  return mail(
    to,
    `Your ${BRAND} sign-in link`,
    [
      `Hi ${firstName},`,
      'Use this link to sign in without a password. It works once, for 15 minutes.',
      'If you did not ask for it, ignore this e-mail.',
    ],
    { href, label: `Sign in to ${BRAND}` },
  );
}

export function invitationMail(
  to: string,
  invitation: { firstName: string; inviter: string; organisation: string; role: string },
  href: string,
) {
  const { firstName, inviter, organisation, role } = invitation;
  return mail(
    to,
    `${inviter} invited you to join ${organisation} on ${BRAND}`,
    [
      `Hi ${firstName},`,
      `${inviter} invited you to join ${organisation} on ${BRAND} as ${role === 'ADMIN' ? 'an admin' : 'a member'}.`,
      'The invitation works once and expires in 7 days.',
    ],
    { href, label: 'Accept the invitation' },
  );
}

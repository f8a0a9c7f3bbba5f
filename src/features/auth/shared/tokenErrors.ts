import { asApiError } from '@/api/fieldErrors';

/** The refusal codes of a mailed, single-use link (src/domain/auth/contract.ts). */
export const TOKEN_ERROR_CODES = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED'] as const;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

/** The token code of a failed request, or null when it failed for another reason. */
export function tokenErrorCode(error: unknown): TokenErrorCode | null {
  const code = (asApiError(error).data as { code?: unknown } | undefined)?.code;
  return TOKEN_ERROR_CODES.find((c) => c === code) ?? null;
}

export interface TokenMessage {
  title: string;
  description: string;
}
export type TokenMessages = Record<TokenErrorCode, TokenMessage>;

export const RESET_LINK_MESSAGES: TokenMessages = {
  TOKEN_INVALID: {
    title: 'This reset link is not valid',
    description:
      'The link may be incomplete, or a newer one replaced it. Request a new link to reset your password.',
  },
  TOKEN_EXPIRED: {
    title: 'This reset link has expired',
    description: 'Reset links last 1 hour. Request a new link and use it within the hour.',
  },
  TOKEN_USED: {
    title: 'This reset link has already been used',
    description:
      'Each reset link works once. If you did not change your password with it, request a new link.',
  },
};

export const MAGIC_LINK_MESSAGES: TokenMessages = {
  TOKEN_INVALID: {
    title: 'This sign-in link is not valid',
    description:
      'The link may be incomplete, or a newer one replaced it. Ask for a new link below.',
  },
  TOKEN_EXPIRED: {
    title: 'This sign-in link has expired',
    description: 'Sign-in links last 15 minutes. Ask for a new link below.',
  },
  TOKEN_USED: {
    title: 'This sign-in link has already been used',
    description:
      'Each sign-in link works once. Ask for a new link below, or sign in with your password.',
  },
};

export const INVITATION_MESSAGES: TokenMessages = {
  TOKEN_INVALID: {
    title: 'This invitation link is not valid',
    description:
      'The link may be incomplete, or the invitation was withdrawn. Ask the person who invited you to send it again.',
  },
  TOKEN_EXPIRED: {
    title: 'This invitation has expired',
    description: 'Ask the person who invited you to send the invitation again.',
  },
  TOKEN_USED: {
    title: 'This invitation has already been accepted',
    description: 'Sign in to reach the organisation you joined.',
  },
};

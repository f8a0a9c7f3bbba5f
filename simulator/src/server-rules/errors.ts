import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/domain/contract';
import { ACTION_NOT_ALLOWED } from '@/domain/permissions/accessControl';

/**
 * Every error body the simulated server sends, in one place, worded like the provider's Rails +
 * devise_token_auth server. docs/simulator.md lists them; the portal's error handling is tested
 * against exactly these.
 */
export const MESSAGES = {
  invalidSignature: 'Request signature is invalid or expired.',
  unauthenticated: 'You need to sign in or sign up before continuing.',
  invalidCredentials: 'Invalid login credentials. Please try again.',
  invalidToken: 'Invalid login credentials',
  signOutUnknown: 'User was not found or was not logged in.',
  notMember: 'You are not a member of this organisation.',
  notFound: 'Record not found',
  notAllowed: ACTION_NOT_ALLOWED,
  validationFailed: 'Validation failed',
  notStored: 'The change could not be saved, so nothing was changed. Please try again in a moment.',
} as const;

const json = (body: ApiErrorBody, status: number) => HttpResponse.json(body, { status });

export const errors = {
  invalidSignature: () =>
    json({ success: false, code: 'INVALID_SIGNATURE', errors: [MESSAGES.invalidSignature] }, 401),
  unauthenticated: () => json({ success: false, errors: [MESSAGES.unauthenticated] }, 401),
  invalidCredentials: () => json({ success: false, errors: [MESSAGES.invalidCredentials] }, 401),
  invalidToken: () => json({ success: false, errors: [MESSAGES.invalidToken] }, 401),
  signOutUnknown: () => json({ success: false, errors: [MESSAGES.signOutUnknown] }, 404),
  notMember: () => json({ errors: [MESSAGES.notMember] }, 403),
  notAllowed: () => json({ errors: [MESSAGES.notAllowed] }, 403),
  notFound: () => json({ errors: [MESSAGES.notFound] }, 404),
  /** The server's storage refused the write; it was rolled back (503: try again later). */
  notStored: () => json({ success: false, errors: [MESSAGES.notStored] }, 503),
  /** 422 with field → messages, e.g. `{ organisation_uid: ['is required'] }`. */
  validation: (fieldErrors: Record<string, string[]>) =>
    json({ message: MESSAGES.validationFailed, errors: fieldErrors }, 422),
  /**
   * A refusal the portal tells apart by `code` (OTP_INVALID, TOKEN_EXPIRED, …): the message is
   * both `message` and `errors[0]`; `data` carries extra state, e.g. the one-time-code details.
   */
  coded: (status: number, code: string, message: string, data?: unknown) =>
    HttpResponse.json(
      { success: false, code, message, errors: [message], ...(data === undefined ? {} : { data }) },
      { status },
    ),
  /** What Rails answers for a path no route matches. */
  noRoute: (method: string, path: string) =>
    json({ errors: [`No route matches [${method.toUpperCase()}] "${path}"`] }, 404),
};

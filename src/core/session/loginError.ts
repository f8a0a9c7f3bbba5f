import { isAxiosError } from 'axios';
import type { ApiErrorBody } from '@/api/contract';
import { SESSION_MESSAGES } from './messages';

function firstServerError(body: ApiErrorBody | undefined): string | undefined {
  const errors = body?.errors;
  if (Array.isArray(errors)) return errors.find((e) => typeof e === 'string' && e.trim() !== '');
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors).flat()[0];
    if (first) return first;
  }
  return body?.message || undefined;
}

/**
 * SPEC §8: a login failure shows the first server error; without one, a rejection by the server
 * (4xx) reads as the verification-failed default and an unreachable or failing server (no
 * response, 5xx) as the login-failed default.
 */
export function loginErrorMessage(error: unknown): string {
  if (isAxiosError<ApiErrorBody>(error) && error.response) {
    const fromServer = firstServerError(error.response.data);
    if (fromServer) return fromServer;
    return error.response.status >= 500
      ? SESSION_MESSAGES.USER_LOGIN_FAILED
      : SESSION_MESSAGES.USER_VERIFICATION_FAILED;
  }
  return SESSION_MESSAGES.USER_LOGIN_FAILED;
}

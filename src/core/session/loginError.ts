import type { ApiQueryError } from '@/api/axiosBaseQuery';
import type { ApiErrorBody } from '@/domain/contract';
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

const isQueryError = (error: unknown): error is ApiQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/**
 * A login failure shows the first server error; without one, a rejection by the server (4xx)
 * reads as the verification-failed default and an unreachable or failing server (no response,
 * 5xx) as the login-failed default.
 */
export function loginErrorMessage(error: unknown): string {
  if (isQueryError(error) && typeof error.status === 'number') {
    const body = error.data;
    const fromServer = firstServerError(
      body && typeof body === 'object' ? (body as ApiErrorBody) : undefined,
    );
    if (fromServer) return fromServer;
    return error.status >= 500
      ? SESSION_MESSAGES.USER_LOGIN_FAILED
      : SESSION_MESSAGES.USER_VERIFICATION_FAILED;
  }
  return SESSION_MESSAGES.USER_LOGIN_FAILED;
}

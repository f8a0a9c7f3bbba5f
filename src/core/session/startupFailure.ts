import { SESSION_MESSAGES } from './messages';

/**
 * Why the stored session could not be confirmed at start-up. Only the server's own refusal
 * (401 or 403, or a validation that says `success: false`) ends a session: being
 * offline, a timeout or a server error (5xx) says nothing about the token, so the session and
 * every draft are kept and the gate offers Retry.
 */
export interface ValidationFailure {
  endsSession: boolean;
  message: string;
}

/** The server answered that the token is not valid (a 200 with `success: false`). */
export class TokenRejected extends Error {
  constructor() {
    super('the server did not validate the token');
  }
}

/**
 * The server's refusal of this session: 401 (not authenticated) and 403 (the user may no longer
 * act there: a member deactivated in their current organisation), as the error policy treats
 * them on every other request.
 */
const SESSION_REFUSED = new Set([401, 403]);

function statusOf(error: unknown): number | 'FETCH_ERROR' | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' || status === 'FETCH_ERROR' ? status : undefined;
}

/** What a failed start-up validation means for the session, with the words the gate shows. */
export function validationFailureOf(error: unknown, online = isOnline()): ValidationFailure {
  const status = statusOf(error);
  if (
    error instanceof TokenRejected ||
    (typeof status === 'number' && SESSION_REFUSED.has(status))
  ) {
    return { endsSession: true, message: SESSION_MESSAGES.TOKEN_VALIDATION_FAILED };
  }
  return { endsSession: false, message: unreachableMessage(error, online) };
}

function unreachableMessage(error: unknown, online: boolean): string {
  if (!online) return SESSION_MESSAGES.OFFLINE;
  const status = statusOf(error);
  if (typeof status === 'number')
    return `${SESSION_MESSAGES.SERVER_UNREACHABLE} (status ${status})`;
  // No answer at all (a network failure or a timeout): the transport's toast already reads its
  // catalogued text, so the page says what happened in its own words instead of repeating it.
  return SESSION_MESSAGES.SERVER_UNREACHABLE;
}

function isOnline(): boolean {
  return globalThis.navigator?.onLine ?? true;
}

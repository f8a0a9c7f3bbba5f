import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/api/apiError';
import { TIMEOUT_MESSAGE } from '@/api/timeouts';
import { SESSION_MESSAGES } from './messages';
import { TokenRejected, validationFailureOf } from './startupFailure';

describe('what a failed start-up validation means for the session', () => {
  it('ends it when the server refuses the session: 401, 403, or success: false', () => {
    for (const error of [{ status: 401 }, { status: 403 }, new TokenRejected()])
      expect(validationFailureOf(error, true)).toEqual({
        endsSession: true,
        message: SESSION_MESSAGES.TOKEN_VALIDATION_FAILED,
      });
  });

  it('keeps it when the server is out of reach: offline, a network failure, a 5xx', () => {
    for (const error of [
      { status: 'FETCH_ERROR', message: 'no answer' },
      { status: 500 },
      { status: 503 },
    ])
      expect(validationFailureOf(error, true).endsSession).toBe(false);
    expect(validationFailureOf({ status: 401 }, false).endsSession).toBe(true);
    expect(validationFailureOf({ status: 'FETCH_ERROR' }, false)).toEqual({
      endsSession: false,
      message: SESSION_MESSAGES.OFFLINE,
    });
  });

  it("says why in its own words, not in the words of the transport's toast", () => {
    const reason = (error: unknown) => validationFailureOf(error, true).message;
    expect(reason({ status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE })).toBe(
      SESSION_MESSAGES.SERVER_UNREACHABLE,
    );
    expect(reason({ status: 'FETCH_ERROR', message: TIMEOUT_MESSAGE })).toBe(
      SESSION_MESSAGES.SERVER_UNREACHABLE,
    );
    expect(reason({ status: 503 })).toBe(`${SESSION_MESSAGES.SERVER_UNREACHABLE} (status 503)`);
    expect(reason(new Error('anything else'))).toBe(SESSION_MESSAGES.SERVER_UNREACHABLE);
  });
});

import type { ApiQueryError } from '@/api/axiosBaseQuery';
import { loginErrorMessage } from './loginError';
import { SESSION_MESSAGES } from './messages';

const refused = (status: ApiQueryError['status'], data?: unknown): ApiQueryError => ({
  status,
  message: 'whatever the transport said',
  data,
});

describe('loginErrorMessage', () => {
  it("shows the server's first error, from a list or from a field", () => {
    expect(loginErrorMessage(refused(401, { errors: ['', 'Account locked'] }))).toBe(
      'Account locked',
    );
    expect(loginErrorMessage(refused(422, { errors: { email: ['is not confirmed'] } }))).toBe(
      'is not confirmed',
    );
    expect(loginErrorMessage(refused(401, { message: 'Try later' }))).toBe('Try later');
  });

  it('reads a silent refusal as bad credentials and a failing or unreachable server as a failed login', () => {
    expect(loginErrorMessage(refused(401, {}))).toBe(SESSION_MESSAGES.USER_VERIFICATION_FAILED);
    expect(loginErrorMessage(refused(500))).toBe(SESSION_MESSAGES.USER_LOGIN_FAILED);
    expect(loginErrorMessage(refused('FETCH_ERROR'))).toBe(SESSION_MESSAGES.USER_LOGIN_FAILED);
    expect(loginErrorMessage(new Error('boom'))).toBe(SESSION_MESSAGES.USER_LOGIN_FAILED);
  });
});

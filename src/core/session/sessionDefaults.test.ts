import { switchOrganisation } from './switchOrganisation';
import { SESSION_MESSAGES } from './messages';
import { initialSessionState, sessionSlice, type SessionState } from './sessionSlice';
import { signIn, validateSession } from './sessionThunks';

/**
 * The session's default messages: what the session says when a failure brings no message of its
 * own. The login page shows the session's error (tests/integration/guardAndSession.test.tsx).
 */
const reduce = sessionSlice.reducer;
const signedIn = (): SessionState => ({
  ...initialSessionState(null),
  user: { uid: 'u' } as SessionState['user'],
  isValidated: false,
  isLoading: true,
});

describe('the session’s default messages', () => {
  it('a failed validation without a message says the token failed, and ends the session', () => {
    const state = reduce(signedIn(), validateSession.rejected(null, 'r'));
    expect(state.error).toBe('Token validation failed. Please sign in again.');
    expect(state.error).toBe(SESSION_MESSAGES.TOKEN_VALIDATION_FAILED);
    expect(state.user).toBeNull();
    expect(state.isValidated).toBe(false);
  });

  it('a failed organisation switch without a message says something went wrong', () => {
    const switching = reduce(
      signedIn(),
      switchOrganisation.pending('r', { organisationUid: 'org-2' }),
    );
    const state = reduce(
      switching,
      switchOrganisation.rejected(null, 'r', { organisationUid: 'org-2' }),
    );
    expect(state.error).toBe('Something went wrong');
    expect(state.error).toBe(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
    expect(state.isSwitchingOrganisation).toBe(false);
    expect(state.user).not.toBeNull();
  });

  it('a failed sign-in without a message falls back to the login-failed default', () => {
    const state = reduce(
      signedIn(),
      signIn.rejected(null, 'r', { email: 'a@b.test', password: 'x' }),
    );
    expect(state.error).toBe(SESSION_MESSAGES.USER_LOGIN_FAILED);
    expect(state.user).toBeNull();
  });
});

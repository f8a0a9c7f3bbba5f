import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthHeaders, Country, StoredUser, User } from '@/domain/contract';
import { storage, StorageKeys } from '@/lib/storage';
import { switchOrganisation } from './switchOrganisation';
import { SESSION_MESSAGES } from './messages';
import { loadConfiguration, refreshMe, signIn, signOut, validateSession } from './sessionThunks';

export interface SessionState {
  user: StoredUser | null;
  isValidated: boolean;
  isLoading: boolean;
  error: string | null;
  configObj: { countries: Country[] } | null;
  isSwitchingOrganisation: boolean;
  /**
   * Start-up could not reach the server (offline, a timeout, a 5xx): what the gate says above
   * Retry. The stored session and the drafts are kept; null once validated or signed out.
   */
  startupFailure: string | null;
}

export function initialSessionState(
  user = storage.get<StoredUser>(StorageKeys.user),
): SessionState {
  return {
    user,
    isValidated: false,
    isLoading: false,
    error: null,
    configObj: null,
    isSwitchingOrganisation: false,
    startupFailure: null,
  };
}

const keepHeaders = (state: SessionState, user: User): StoredUser | null =>
  state.user ? { ...user, headers: state.user.headers } : null;

/** A session is open for `user`, whichever door it came through. */
function startSession(state: SessionState, user: StoredUser) {
  state.user = user;
  state.isValidated = true;
  state.isLoading = false;
  state.startupFailure = null;
}

/** No one is signed in any more (refused, expired, signed out): nothing is loading either. */
function endSession(state: SessionState) {
  state.user = null;
  state.isValidated = false;
  state.isLoading = false;
  state.startupFailure = null;
}

/**
 * The session's transitions: sign-in, validation, sign-out, organisation switch, each pending then
 * fulfilled or rejected with its message. Side effects (storage, cookie, navigation) live in
 * sessionListeners.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => initialSessionState(),
  reducers: {
    authHeadersRefreshed(state, action: PayloadAction<AuthHeaders>) {
      if (state.user) state.user.headers = action.payload;
    },
    /** The server rejected the session mid-use (401/403 outside auth paths). */
    sessionRejected(state) {
      endSession(state);
    },
    errorCleared(state) {
      state.error = null;
    },
    /**
     * A session opened by another door than auth/sign_in: sign-up, magic sign-in, an accepted
     * invitation. Same effect as a successful login; it replaces any user signed in before.
     */
    sessionStarted(state, action: PayloadAction<StoredUser>) {
      startSession(state, action.payload);
      state.error = null;
    },
    /** A response carried the updated user (code verified, details changed): keep the headers. */
    userUpdated(state, action: PayloadAction<User>) {
      state.user = keepHeaders(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(signIn.fulfilled, (state, action) => {
        startSession(state, action.payload);
      })
      .addCase(signIn.rejected, (state, action) => {
        endSession(state);
        state.error = action.payload ?? SESSION_MESSAGES.USER_LOGIN_FAILED;
      })
      .addCase(validateSession.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(validateSession.fulfilled, (state, action) => {
        state.user = keepHeaders(state, action.payload.user);
        state.isValidated = state.user !== null;
        state.isLoading = false;
        state.startupFailure = null;
      })
      .addCase(validateSession.rejected, (state, action) => {
        // Only the server's "not authenticated" ends the session; the server being out of reach
        // keeps it (and the drafts) for a retry.
        if (action.payload && !action.payload.endsSession) {
          state.isLoading = false;
          state.startupFailure = action.payload.message;
          return;
        }
        endSession(state);
        state.error = action.payload?.message ?? SESSION_MESSAGES.TOKEN_VALIDATION_FAILED;
      })
      .addCase(refreshMe.fulfilled, (state, action) => {
        state.user = keepHeaders(state, action.payload);
      })
      .addCase(signOut.fulfilled, (state) => {
        endSession(state);
        state.configObj = null;
      })
      .addCase(loadConfiguration.fulfilled, (state, action) => {
        state.configObj = action.payload;
      })
      .addCase(switchOrganisation.pending, (state) => {
        state.isSwitchingOrganisation = true;
      })
      .addCase(switchOrganisation.fulfilled, (state, action) => {
        state.user = keepHeaders(state, action.payload);
        state.isSwitchingOrganisation = false;
      })
      .addCase(switchOrganisation.rejected, (state, action) => {
        state.isSwitchingOrganisation = false;
        state.error = action.payload ?? SESSION_MESSAGES.SOMETHING_WENT_WRONG;
      });
  },
});

export const { authHeadersRefreshed, sessionRejected, errorCleared, sessionStarted, userUpdated } =
  sessionSlice.actions;

interface WithSession {
  session: SessionState;
}
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
/** A rejected validation that ends the session (a 401), as opposed to an unreachable server. */
export const validationEndedSession = (action: ReturnType<typeof validateSession.rejected>) =>
  action.payload?.endsSession !== false;

export const selectIsSwitchingOrganisation = (state: WithSession) =>
  state.session.isSwitchingOrganisation;

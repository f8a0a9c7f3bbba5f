import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Country, SignInRequest, StoredUser, User } from '@/domain/contract';
import { appContextOf } from '../appContext';
import { loginErrorMessage } from './loginError';
import { SESSION_MESSAGES } from './messages';
import { readSessionCookie } from './sessionCookie';
import { TokenRejected, validationFailureOf, type ValidationFailure } from './startupFailure';

/**
 * The session's thunks: each calls its endpoint (src/api/sessionEndpoints.ts) and turns the
 * answer into the slice's transitions, with the session's own messages on failure.
 */

interface SessionThunkState {
  session: { user: StoredUser | null; isLoading: boolean };
}

/**
 * The session's endpoints, loaded with the first session request: with them RTK Query, which the
 * sign-in page does not need until the form is sent.
 */
async function sessionRequests() {
  const { sessionApi, SESSION_READ } = await import('@/api/sessionEndpoints');
  return { endpoints: sessionApi.endpoints, SESSION_READ };
}

/**
 * The data of a one-off read. RTK Query answers from its cache, so a read still on its way when
 * the cache is reset (sign-out, organisation switch, a rejected session) comes back empty: that
 * answer belonged to a session that has ended and is treated as a failure.
 */
async function freshRead<T>(request: { unwrap(): Promise<T> }): Promise<NonNullable<T>> {
  const data = await request.unwrap();
  if (data === undefined || data === null) throw new Error('the session changed during the read');
  return data;
}

export const signIn = createAsyncThunk<StoredUser, SignInRequest, { rejectValue: string }>(
  'session/signIn',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      const { endpoints } = await sessionRequests();
      return await dispatch(endpoints.signIn.initiate(credentials, { track: false })).unwrap();
    } catch (error) {
      return rejectWithValue(loginErrorMessage(error));
    }
  },
);

/**
 * Validates the stored token, then syncs user_verified from the 'me' response. The result says
 * whether the session must be rewritten: the cookie is missing or the flag changed. A failure
 * says whether it ends the session (startupFailure.ts): only a 401 or 403 does; offline, a timeout or a
 * 5xx keep it, and the gate offers Retry.
 */
export const validateSession = createAsyncThunk<
  { user: User; rewrite: boolean },
  void,
  { state: SessionThunkState; rejectValue: ValidationFailure }
>(
  'session/validate',
  async (_, { dispatch, getState, rejectWithValue }) => {
    const stored = getState().session.user;
    try {
      const { endpoints, SESSION_READ } = await sessionRequests();
      const validated = await freshRead(
        dispatch(endpoints.validateToken.initiate(undefined, SESSION_READ)),
      );
      if (!validated.success) throw new TokenRejected();
      const me = await freshRead(dispatch(endpoints.me.initiate(undefined, SESSION_READ)));
      const user = { ...validated.data, ...me };
      const rewrite = !readSessionCookie() || stored?.user_verified !== user.user_verified;
      return { user, rewrite };
    } catch (error) {
      return rejectWithValue(validationFailureOf(error));
    }
  },
  // Retry, the online event and the gate may ask together: one validation at a time.
  { condition: (_, { getState }) => !getState().session.isLoading },
);

/** Re-reads the user ('me'): used after verification and by screens that change the user. */
export const refreshMe = createAsyncThunk<User, void, { rejectValue: string }>(
  'session/refreshMe',
  async (_, { dispatch, rejectWithValue }) => {
    try {
      const { endpoints, SESSION_READ } = await sessionRequests();
      return await freshRead(dispatch(endpoints.me.initiate(undefined, SESSION_READ)));
    } catch {
      return rejectWithValue(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
    }
  },
);

/**
 * Logout: the local session ends at once (the listener clears storage and goes to login) and the
 * server is told in the background, with the token being ended. A server that is slow or never
 * answers cannot keep the merchant signed in.
 */
export const signOut = createAsyncThunk<void, void, { state: SessionThunkState }>(
  'session/signOut',
  (_, { getState, extra }) => {
    const headers = getState().session.user?.headers;
    const { transport } = appContextOf(extra);
    // Not awaited: even the request's code failing to load must not keep the session open.
    if (headers)
      void import('@/api/signOutRequest')
        .then(({ signOutOnServer }) => signOutOnServer(transport, headers))
        .catch(() => undefined);
  },
);

export const loadConfiguration = createAsyncThunk<
  { countries: Country[] },
  void,
  { rejectValue: string }
>('session/loadConfiguration', async (_, { dispatch, rejectWithValue }) => {
  try {
    const { endpoints, SESSION_READ } = await sessionRequests();
    return await freshRead(dispatch(endpoints.configuration.initiate(undefined, SESSION_READ)));
  } catch {
    return rejectWithValue(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
  }
});

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AxiosResponse } from 'axios';
import type {
  AuthHeaders,
  ConfigurationResponse,
  Country,
  MeResponse,
  SignInRequest,
  SignInResponse,
  StoredUser,
  User,
  ValidateTokenResponse,
} from '@/api/contract';
import { http } from '@/api/http';
import { loginErrorMessage } from './loginError';
import { SESSION_MESSAGES } from './messages';
import { readSessionCookie } from './sessionCookie';

interface SessionThunkState {
  session: { user: StoredUser | null };
}

/** The devise token headers of a response that opened a session (sign-in, sign-up, …). */
export function authHeadersFrom(response: AxiosResponse): AuthHeaders {
  const h = response.headers as Record<string, string | undefined>;
  return {
    'access-token': h['access-token'] ?? '',
    client: h.client ?? '',
    uid: h.uid ?? '',
    expiry: h.expiry ?? '',
    'token-type': h['token-type'] ?? 'Bearer',
  };
}

export const signIn = createAsyncThunk<StoredUser, SignInRequest, { rejectValue: string }>(
  'session/signIn',
  async (credentials, { rejectWithValue }) => {
    try {
      const response = await http.post<SignInResponse>('auth/sign_in', credentials);
      return { ...response.data.data, headers: authHeadersFrom(response) };
    } catch (error) {
      return rejectWithValue(loginErrorMessage(error));
    }
  },
);

/**
 * Validates the stored token, then syncs user_verified from the 'me' response (SPEC §4). The
 * result says whether the session must be rewritten: the cookie is missing or the flag changed.
 */
export const validateSession = createAsyncThunk<
  { user: User; rewrite: boolean },
  void,
  { state: SessionThunkState; rejectValue: string }
>('session/validate', async (_, { getState, rejectWithValue }) => {
  const stored = getState().session.user;
  try {
    const validated = await http.get<ValidateTokenResponse>('auth/validate_token');
    if (!validated.data.success) throw new Error('validation failed');
    const me = await http.get<MeResponse>('auth/me');
    const user = { ...validated.data.data, ...me.data.data };
    const rewrite = !readSessionCookie() || stored?.user_verified !== user.user_verified;
    return { user, rewrite };
  } catch {
    return rejectWithValue(SESSION_MESSAGES.TOKEN_VALIDATION_FAILED);
  }
});

/** Re-reads the user ('me'): used after verification and by screens that change the user. */
export const refreshMe = createAsyncThunk<User, void, { rejectValue: string }>(
  'session/refreshMe',
  async (_, { rejectWithValue }) => {
    try {
      const me = await http.get<MeResponse>('auth/me');
      return me.data.data;
    } catch {
      return rejectWithValue(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
    }
  },
);

/** Signs out on the server; the local session ends whatever the server answers. */
export const signOut = createAsyncThunk('session/signOut', async () => {
  try {
    await http.delete('auth/sign_out');
  } catch {
    // The server may already have forgotten the token; the local session ends regardless.
  }
});

export const loadConfiguration = createAsyncThunk<
  { countries: Country[] },
  void,
  { rejectValue: string }
>('session/loadConfiguration', async (_, { rejectWithValue }) => {
  try {
    const response = await http.get<ConfigurationResponse>('meta/configuration');
    return response.data.data;
  } catch {
    return rejectWithValue(SESSION_MESSAGES.SOMETHING_WENT_WRONG);
  }
});

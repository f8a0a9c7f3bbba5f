import type { ApiQueryMeta } from './axiosBaseQuery';
import { baseApi } from './baseApi';
import type {
  ConfigurationResponse,
  Country,
  MeResponse,
  SignInRequest,
  SignInResponse,
  StoredUser,
  SwitchOrganisationRequest,
  SwitchOrganisationResponse,
  User,
  ValidateTokenResponse,
} from '../domain/contract';
import { completeAuthHeaders } from './tokenHeaders';

/** A response that opened a session, as the portal keeps it: the user plus the token headers. */
export const sessionUserFrom = (response: SignInResponse, meta?: ApiQueryMeta): StoredUser => ({
  ...response.data,
  headers: completeAuthHeaders(meta?.authHeaders ?? {}),
});

/**
 * The session's server calls. The session thunks (core/session) dispatch them
 * and keep the slice's transitions; nothing subscribes to them, so the reads are always asked
 * afresh (`SESSION_READ`) and leave nothing behind once answered. The error policy is the
 * transport's: a 401/403 on an auth/ path is the caller's answer, elsewhere it ends the session.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<StoredUser, SignInRequest>({
      query: (data) => ({ url: 'auth/sign_in', method: 'POST', data }),
      transformResponse: (response: SignInResponse, meta) => sessionUserFrom(response, meta),
    }),
    /** The whole answer: the caller checks `success` itself. */
    validateToken: build.query<ValidateTokenResponse, void>({
      query: () => 'auth/validate_token',
    }),
    me: build.query<User, void>({
      query: () => 'auth/me',
      transformResponse: (response: MeResponse) => response.data,
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: 'auth/sign_out', method: 'DELETE' }),
      transformResponse: () => undefined,
    }),
    configuration: build.query<{ countries: Country[] }, void>({
      query: () => 'meta/configuration',
      transformResponse: (response: ConfigurationResponse) => response.data,
    }),
    /** The user again, now in the chosen organisation (new role, access map, fetch key). */
    switchOrganisation: build.mutation<User, SwitchOrganisationRequest>({
      query: (data) => ({ url: 'users/switch-organisation', method: 'POST', data }),
      transformResponse: (response: SwitchOrganisationResponse) => response.data,
    }),
  }),
});

/** Options for a one-off read made by a thunk: a fresh request, no subscription kept. */
export const SESSION_READ = { subscribe: false, forceRefetch: true } as const;

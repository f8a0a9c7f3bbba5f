import { baseApi } from '@/api/baseApi';
import {
  HEADER_SKIP_GLOBAL_HANDLER,
  type SignUpRequest,
  type SignUpResponse,
  type StoredUser,
  type UniquenessResponse,
} from '@/api/contract';
import { sessionUserFrom } from '@/api/sessionEndpoints';

export type Uniqueness = UniquenessResponse['data'];

// A check fired while typing fails quietly: the wizard lets the person go on and the sign-up
// call re-checks on the server, so a flaky network never blocks anyone.
const quiet = { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' };

/**
 * The sign-up's calls: the e-mail and organisation-name uniqueness checks (public, signed, POST
 * with the value in the body) and the sign-up itself.
 */
export const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkEmailUnique: build.query<Uniqueness, string>({
      query: (email) => ({
        url: 'users/validate-uniqueness',
        method: 'POST',
        data: { email },
        headers: quiet,
      }),
      transformResponse: (response: UniquenessResponse) => response.data,
      // Someone else may take the address a minute later; keep answers only briefly.
      keepUnusedDataFor: 30,
    }),
    checkOrganisationNameUnique: build.query<Uniqueness, string>({
      query: (name) => ({
        url: 'organisations/validate-uniqueness',
        method: 'POST',
        data: { name },
        headers: quiet,
      }),
      transformResponse: (response: UniquenessResponse) => response.data,
      keepUnusedDataFor: 30,
    }),
    /**
     * POST auth/. The new user comes back signed in but unverified, with the token headers (the
     * server has already mailed the first code); 422 answers carry field errors.
     */
    signUp: build.mutation<StoredUser, SignUpRequest>({
      query: (data) => ({ url: 'auth/', method: 'POST', data }),
      transformResponse: (response: SignUpResponse, meta) => sessionUserFrom(response, meta),
    }),
  }),
});

export const {
  useLazyCheckEmailUniqueQuery,
  useLazyCheckOrganisationNameUniqueQuery,
  useSignUpMutation,
} = signUpApi;

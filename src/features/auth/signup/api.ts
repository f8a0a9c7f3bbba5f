import { baseApi } from '@/api/baseApi';
import { quietPost } from '@/api/quietRequests';
import { type SignUpRequest, type StoredUser, type UniquenessResponse } from '@/domain/contract';
import { sessionUserFrom } from '@/api/sessionEndpoints';

export type Uniqueness = UniquenessResponse['data'];

/**
 * The sign-up's calls: the e-mail and organisation-name uniqueness checks (public, signed, POST
 * with the value in the body) and the sign-up itself. A check fired while typing fails quietly:
 * the wizard lets the person go on and the sign-up re-checks on the server.
 */
export const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkEmailUnique: build.query<Uniqueness, string>({
      query: (email) => quietPost('users/validate-uniqueness', { email }),
      transformResponse: (response: UniquenessResponse) => response.data,
      // Someone else may take the address a minute later; keep answers only briefly.
      keepUnusedDataFor: 30,
    }),
    checkOrganisationNameUnique: build.query<Uniqueness, string>({
      query: (name) => quietPost('organisations/validate-uniqueness', { name }),
      transformResponse: (response: UniquenessResponse) => response.data,
      keepUnusedDataFor: 30,
    }),
    /**
     * POST auth/. The new user comes back signed in but unverified, with the token headers (the
     * server has already mailed the first code); 422 answers carry field errors.
     */
    signUp: build.mutation<StoredUser, SignUpRequest>({
      query: (data) => ({ url: 'auth/', method: 'POST', data }),
      transformResponse: sessionUserFrom,
    }),
  }),
});

export const {
  useLazyCheckEmailUniqueQuery,
  useLazyCheckOrganisationNameUniqueQuery,
  useSignUpMutation,
} = signUpApi;

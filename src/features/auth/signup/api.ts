import { createAsyncThunk } from '@reduxjs/toolkit';
import { describeApiError, type ApiErrorDescription } from '@/api/apiError';
import { baseApi } from '@/api/baseApi';
import {
  HEADER_SKIP_GLOBAL_HANDLER,
  type SignUpRequest,
  type SignUpResponse,
  type UniquenessResponse,
} from '@/api/contract';
import { http } from '@/api/http';
import { sessionStarted } from '@/core/session/sessionSlice';
import { authHeadersFrom } from '@/core/session/sessionThunks';
import { clearSignUpDraft } from './draft';

export type Uniqueness = UniquenessResponse['data'];

// A check fired while typing fails quietly: the wizard lets the person go on and the sign-up
// call re-checks on the server, so a flaky network never blocks anyone.
const quiet = { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' };

/** SPEC §7 uniqueness checks; public (signed), POST with the value in the body. */
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
  }),
});

export const { useLazyCheckEmailUniqueQuery, useLazyCheckOrganisationNameUniqueQuery } = signUpApi;

/**
 * POST auth/ (SPEC §7). The new user comes back signed in but unverified, with the token
 * headers; the draft goes first so nothing of the sign-up is left behind once the session starts
 * and the verification dialog takes over.
 */
export const signUp = createAsyncThunk<void, SignUpRequest, { rejectValue: ApiErrorDescription }>(
  'signup/submit',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const response = await http.post<SignUpResponse>('auth/', body);
      clearSignUpDraft();
      dispatch(sessionStarted({ ...response.data.data, headers: authHeadersFrom(response) }));
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
);

import { baseApi } from '@/api/baseApi';
import type {
  UpdateUserDetailsRequest,
  UpdateUserDetailsResponse,
  UserDetails,
  UserDetailsResponse,
} from '@/api/contract';

/**
 * The signed-in user's profile (SPEC §7 users/details). The 'User' tag ties it to the e-mail
 * change: verifying a code or asking for a new address invalidates it, so the page refetches.
 * Names differ from the verification api's `updateUserDetails` (the e-mail change), which
 * patches the same path with its own error handling.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserDetails, void>({
      query: () => 'users/details',
      transformResponse: (answer: UserDetailsResponse) => answer.data,
      providesTags: ['User'],
    }),
    /** Names, phone, occupation and time zone; 422 answers carry field errors. */
    updateProfile: build.mutation<UpdateUserDetailsResponse, UpdateUserDetailsRequest>({
      query: (data) => ({ url: 'users/details', method: 'PATCH', data }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;

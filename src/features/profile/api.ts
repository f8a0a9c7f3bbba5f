import { baseApi } from '@/api/baseApi';
import { quietRequest } from '@/api/quietRequests';
import {
  type UpdateUserDetailsRequest,
  type UpdateUserDetailsResponse,
  type UserDetails,
  type UserDetailsResponse,
} from '@/domain/contract';

/**
 * The signed-in user's profile (users/details). The 'User' tag ties it to the e-mail change:
 * verifying a code or asking for a new address invalidates it, so the page refetches.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserDetails, void>({
      query: () => 'users/details',
      transformResponse: (answer: UserDetailsResponse) => answer.data,
      providesTags: ['User'],
    }),
    /**
     * Names, phone, occupation and time zone from the profile form, or `{ email }` from the e-mail
     * change (an unverified user's address changes at once; a verified user's waits as
     * pending_email for its code). 422 answers carry field errors.
     */
    updateProfile: build.mutation<UpdateUserDetailsResponse, UpdateUserDetailsRequest>({
      query: (data) => quietRequest('PATCH', 'users/details', data),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;

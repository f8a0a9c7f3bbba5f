import { baseApi } from '@/api/baseApi';
import {
  type AcceptInvitationRequest,
  type InvitationDetails,
  type InvitationDetailsResponse,
  type StoredUser,
} from '@/domain/contract';
import { CALLER_SHOWS_NOT_FOUND } from '@/api/quietRequests';
import { sessionUserFrom } from '@/api/sessionEndpoints';

/** Invitations, the invitee's side: auth/invitation reads (GET) and accepts (PUT) one. */
export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the accept page shows; token errors come back as TOKEN_INVALID / _EXPIRED / _USED. */
    getInvitation: build.query<InvitationDetails, string>({
      query: (token) => ({
        url: 'auth/invitation',
        params: { invitation_token: token },
        // An unknown token is this page's message to show, not a reason to leave for /404.
        headers: CALLER_SHOWS_NOT_FOUND,
      }),
      transformResponse: (response: InvitationDetailsResponse) => response.data,
    }),
    /** Accepts and signs in, into the invited organisation. */
    acceptInvitation: build.mutation<StoredUser, AcceptInvitationRequest>({
      query: (data) => ({ url: 'auth/invitation', method: 'PUT', data }),
      transformResponse: sessionUserFrom,
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation } = invitationApi;

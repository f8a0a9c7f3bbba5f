import { baseApi } from '@/api/baseApi';
import type {
  MagicLinkDetailsResponse,
  MagicLinkRequest,
  MagicSignInRequest,
  MessageResponse,
  StoredUser,
} from '@/domain/contract';
import { sessionUserFrom } from '@/api/sessionEndpoints';

/** Magic sign-in: a one-use link by e-mail, then the link's token opens a session. */
export const magicLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMagicLink: build.mutation<MessageResponse, MagicLinkRequest>({
      query: (data) => ({ url: 'auth/magic_link', method: 'POST', data }),
    }),
    /** Whom a link signs in, leaving it unspent; refusals as for magicSignIn. */
    magicLinkDetails: build.query<MagicLinkDetailsResponse['data'], string>({
      query: (token) => ({ url: 'auth/magic_sign_in', params: { token } }),
      transformResponse: (response: MagicLinkDetailsResponse) => response.data,
    }),
    /** 422 TOKEN_INVALID / TOKEN_EXPIRED / TOKEN_USED when the link no longer works. */
    magicSignIn: build.mutation<StoredUser, MagicSignInRequest>({
      query: (data) => ({ url: 'auth/magic_sign_in', method: 'POST', data }),
      transformResponse: sessionUserFrom,
    }),
  }),
});

export const { useRequestMagicLinkMutation, useMagicSignInMutation, useMagicLinkDetailsQuery } =
  magicLinkApi;

/** How long a mailed sign-in link works (src/domain/auth/contract.ts). */
export const MAGIC_LINK_LASTS = '15 minutes';

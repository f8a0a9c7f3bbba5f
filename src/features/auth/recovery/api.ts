import { baseApi } from '@/api/baseApi';
import type { ForgotPasswordRequest, MessageResponse, ResetPasswordRequest } from '@/domain/contract';

/** Password recovery: auth/password asks for a reset link (POST) and sets the new password (PUT). */
export const recoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Always answers 200 with the same message, so it cannot tell whether an address exists. */
    requestPasswordReset: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (data) => ({ url: 'auth/password', method: 'POST', data }),
    }),
    /** 422 with code TOKEN_INVALID, TOKEN_EXPIRED or TOKEN_USED for a link that no longer works. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (data) => ({ url: 'auth/password', method: 'PUT', data }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = recoveryApi;

/** Where the mailed reset link points; the server appends `/<token>?o=<base64url e-mail>`. */
export function resetPasswordRedirectUrl(): string {
  return `${window.location.origin}/auth/reset-password`;
}

import { baseApi } from './baseApi';
import { quietPost } from './quietRequests';
import {
  type OtpSendRequest,
  type OtpSendResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
} from '../domain/contract';

/**
 * One-time codes (otp_codes/send, resend, verify): the sign-up check and the e-mail change. The
 * screen answers every refusal itself (a wrong code, a resend too soon, the limit).
 */
export const otpCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a code, or answers the live code's details without sending one (reload-safe). */
    sendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({
      query: (data) => quietPost('otp_codes/send', data),
    }),
    /** 429 OTP_RESEND_TOO_SOON while the wait runs; 429 OTP_LIMIT_REACHED at the limit. */
    resendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({
      query: (data) => quietPost('otp_codes/resend', data),
    }),
    /** 422 OTP_INVALID / OTP_EXPIRED / RECAPTCHA_FAILED; success answers the updated user. */
    verifyOtp: build.mutation<OtpVerifyResponse, OtpVerifyRequest>({
      query: (data) => quietPost('otp_codes/verify', data),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSendOtpMutation, useResendOtpMutation, useVerifyOtpMutation } = otpCodesApi;

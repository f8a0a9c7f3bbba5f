import { baseApi } from './baseApi';
import {
  HEADER_SKIP_GLOBAL_HANDLER,
  type OtpSendRequest,
  type OtpSendResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
} from './contract';

/**
 * The screen answers every refusal of these calls itself (a wrong code, a resend too soon, the
 * limit): they are expected, so the transport neither reports them nor toasts them. A 401 still
 * ends the session, as for any call.
 */
const CALLER_HANDLES_ERRORS = { [HEADER_SKIP_GLOBAL_HANDLER]: 'true' };

/** One-time codes (otp_codes/send, resend, verify): the sign-up check and the e-mail change. */
export const otpCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a code, or answers the live code's details without sending one (reload-safe). */
    sendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({
      query: (data) => ({
        url: 'otp_codes/send',
        method: 'POST',
        data,
        headers: CALLER_HANDLES_ERRORS,
      }),
    }),
    /** 429 OTP_RESEND_TOO_SOON while the wait runs; 429 OTP_LIMIT_REACHED at the limit. */
    resendOtp: build.mutation<OtpSendResponse, OtpSendRequest>({
      query: (data) => ({
        url: 'otp_codes/resend',
        method: 'POST',
        data,
        headers: CALLER_HANDLES_ERRORS,
      }),
    }),
    /** 422 OTP_INVALID / OTP_EXPIRED / RECAPTCHA_FAILED; success answers the updated user. */
    verifyOtp: build.mutation<OtpVerifyResponse, OtpVerifyRequest>({
      query: (data) => ({
        url: 'otp_codes/verify',
        method: 'POST',
        data,
        headers: CALLER_HANDLES_ERRORS,
      }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSendOtpMutation, useResendOtpMutation, useVerifyOtpMutation } = otpCodesApi;

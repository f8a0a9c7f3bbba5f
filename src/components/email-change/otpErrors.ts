import type { ApiQueryError } from '@/api/axiosBaseQuery';
import { describeApiError } from '@/api/apiError';
import type { OtpCodeDetails, OtpErrorCode } from '@/domain/contract';

/** A refusal of an otp_codes call, read once so the screen can decide what to show. */
export interface OtpFailure {
  status: number | 'FETCH_ERROR';
  code: OtpErrorCode | undefined;
  message: string;
  /** The 429 bodies carry where the code stands (blocked_until, resend_available_at). */
  details: OtpCodeDetails | undefined;
  fieldErrors: Record<string, string[]> | undefined;
}

const OTP_ERROR_CODES: readonly OtpErrorCode[] = [
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_RESEND_TOO_SOON',
  'OTP_LIMIT_REACHED',
  'RECAPTCHA_FAILED',
];

function isApiQueryError(error: unknown): error is ApiQueryError {
  return Boolean(error && typeof error === 'object' && 'status' in error && 'message' in error);
}

function detailsIn(data: unknown): OtpCodeDetails | undefined {
  const details = (data as { otp_code_details?: unknown } | undefined)?.otp_code_details;
  if (!details || typeof details !== 'object') return undefined;
  return typeof (details as OtpCodeDetails).otp_count === 'number'
    ? (details as OtpCodeDetails)
    : undefined;
}

/** What an `unwrap()` rejection (or anything else thrown, e.g. by the bot check) means. */
export function readOtpFailure(error: unknown): OtpFailure {
  const described = isApiQueryError(error)
    ? error
    : error instanceof Error && !('isAxiosError' in error)
      ? { status: 'FETCH_ERROR' as const, message: error.message }
      : describeApiError(error);
  const body = (isApiQueryError(error) ? error.data : undefined) as
    { code?: unknown; data?: unknown } | undefined;
  const code = OTP_ERROR_CODES.find((c) => c === body?.code);
  return {
    status: described.status,
    code,
    message: described.message,
    details: detailsIn(body?.data),
    fieldErrors: isApiQueryError(error) ? error.fieldErrors : undefined,
  };
}

/** The server says the attempt limit is reached: the limit-reached screen takes over. */
export const isLimitFailure = (failure: OtpFailure) => failure.code === 'OTP_LIMIT_REACHED';

/**
 * Records of onboarding and authentication: one-time codes, password-reset and magic sign-in
 * tokens, invitations. Secrets (codes, tokens) are stored only as digests: the plain value exists
 * in the mail that carries it and nowhere else, as on a real server.
 */
import type { OtpType, Role } from '@/domain/contract';

/**
 * The one-time-code state of one user for one purpose ('user_signup' or 'email_update'): the
 * live code (if any) and the resend counters, which outlive the codes so that a block cannot be
 * dodged by asking for a fresh code or another address.
 */
export interface OtpCodeRecord {
  id: number;
  user_id: number;
  otp_type: OtpType;
  /** The address the live code was mailed to. */
  email: string;
  /** SHA-256 of `salt:code`, or null when no code is live (never sent, used or voided). */
  code_digest: string | null;
  code_salt: string;
  /** When the last code was sent (send or resend); the resend wait counts from here. */
  sent_at: string | null;
  /** When the live code stops working (sent_at + OTP_COUNTDOWN_SECONDS). */
  expires_at: string | null;
  /** Wrong codes tried against the live code; at OTP_MAX_FAILED_VERIFICATIONS it is void. */
  failed_attempts: number;
  /** Resends made (answered as otp_count); the next wait is 60 s × this. */
  otp_count: number;
  /** End of the 3-hour block once the resend limit is reached, else null. */
  blocked_until: string | null;
}

/** A single-use link token (password reset, magic sign-in). */
export interface OneUseTokenRecord {
  id: number;
  user_id: number;
  /** SHA-256 of the token. */
  token_digest: string;
  created_at: string;
  expires_at: string;
  /** Set when the token is redeemed; a used token answers TOKEN_USED. */
  used_at: string | null;
}

export type PasswordResetRecord = OneUseTokenRecord;
export type MagicLinkRecord = OneUseTokenRecord;

/** An invitation to join an organisation; its membership waits with status 'invited'. */
export interface InvitationRecord extends OneUseTokenRecord {
  organisation_id: number;
  membership_id: number;
  invited_by_user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Extract<Role, 'MEMBER' | 'ADMIN'>;
}

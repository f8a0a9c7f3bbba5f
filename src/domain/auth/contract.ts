/**
 * Contract of onboarding and authentication: sign-up, one-time codes, uniqueness checks, password
 * recovery, magic sign-in, invitations and the e-mail change. Re-exported from contract.ts;
 * docs/api.md and docs/auth.md describe the decisions taken where the product spec leaves a
 * detail open.
 */
import type { DataAnswer, Role, User } from '../contract';

/** Tiers offered on the sign-up wizard's third step. */
export const TIERS = ['starter', 'growth', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

// ---- Sign-up: POST auth/ (public). Answers like auth/sign_in: { data: User } + auth headers. --

export interface SignUpRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  tier: Tier;
  /** The organisation's display name; unique (organisations/validate-uniqueness). */
  organisation_name: string;
  legal_name: string;
  website: string;
  phone: string;
  /** Country uid from meta/configuration. */
  country: string;
  terms_accepted: boolean;
}
/** The new user is signed in unverified; the server has already mailed the first code. */
export type SignUpResponse = DataAnswer<User>;

// ---- Uniqueness: POST users/validate-uniqueness {email}, organisations/validate-uniqueness {name}
// (public, signed), items/validate-uniqueness {sku} (organisation-scoped). -------------------

export type UniquenessResponse = DataAnswer<{ unique: boolean; message: string | null }>;

// ---- One-time codes: POST otp_codes/send | resend | verify (signed; a session if one exists) --

/** 'user_signup' verifies the account's address; 'email_update' confirms a new address. */
export type OtpType = 'user_signup' | 'email_update';

/** What a one-time-code request names: who asks, for what, and where the code goes. */
export interface OtpContext {
  otpable_type: 'user';
  otp_type: OtpType;
  /** The user's uid (devise uid: the current e-mail). */
  uid: string;
  /** The address the code goes to (the new one for 'email_update'). */
  email: string;
}
export interface OtpSendRequest extends OtpContext {
  recaptcha_token: string;
}
export interface OtpVerifyRequest extends OtpSendRequest {
  otp_code: string;
}

/** Where the code stands, so the countdown and the resend timer survive a reload. */
export interface OtpCodeDetails {
  /** Resends made for the current code; the next wait is 60 s × this. */
  otp_count: number;
  /** ISO time the current code stops working (600 s after it was sent), or null if none. */
  expires_at: string | null;
  /** ISO time the next resend is accepted, or null if it is accepted now. */
  resend_available_at: string | null;
  /** ISO time the 3-hour block ends, or null when not blocked. */
  blocked_until: string | null;
}
/** Answer of send and resend. `message` is shown as a success toast. */
export interface OtpSendResponse {
  message: string;
  data: { otp_code_details: OtpCodeDetails };
}
/** Answer of verify: the updated user (user_verified true, or the new e-mail applied). */
export interface OtpVerifyResponse {
  message: string;
  data: User;
}
/**
 * Refusal codes of the one-time-code endpoints (in ApiErrorBody.code): 422 OTP_INVALID,
 * OTP_EXPIRED, RECAPTCHA_FAILED; 429 OTP_RESEND_TOO_SOON, OTP_LIMIT_REACHED (body.data holds the
 * OtpCodeDetails with blocked_until).
 */
export type OtpErrorCode =
  'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_RESEND_TOO_SOON' | 'OTP_LIMIT_REACHED' | 'RECAPTCHA_FAILED';

// ---- Password recovery: auth/password -------------------------------------------------------

/** POST auth/password (public). Always 200 with the same message, so addresses cannot be probed. */
export interface ForgotPasswordRequest {
  email: string;
  /** Where the mailed link points: `<origin>/auth/reset-password`. */
  redirect_url: string;
}
/**
 * PUT auth/password (public): sets the new password. 422 with code TOKEN_INVALID, TOKEN_EXPIRED
 * or TOKEN_USED when the token is unknown, over an hour old or already used.
 */
export interface ResetPasswordRequest {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}
export interface MessageResponse {
  success: true;
  message: string;
}

// ---- Magic sign-in ---------------------------------------------------------------------------

/** POST auth/magic_link (public): mails a one-use link `<origin>/auth/magic_sign_in?token=…`. */
export interface MagicLinkRequest {
  email: string;
}
/** POST auth/magic_sign_in (public): answers like auth/sign_in; tokens last 15 minutes. */
export interface MagicSignInRequest {
  token: string;
}
/**
 * GET auth/magic_sign_in?token= (public): whom a link signs in, without spending it, so a page
 * opened while another account is signed in can ask first. Refusals as for the POST.
 */
export type MagicLinkDetailsResponse = DataAnswer<{ email: string }>;

// ---- Invitations: auth/invitation ------------------------------------------------------------

/** POST auth/invitation (organisation-scoped, admin-level): creates the invite and mails it. */
export interface InvitationRequest {
  email: string;
  first_name: string;
  last_name: string;
  role: 'MEMBER' | 'ADMIN';
}
/** GET auth/invitation?invitation_token= (public): what the accept page shows. */
export interface InvitationDetails {
  email: string;
  first_name: string;
  last_name: string;
  organisation_uid: string;
  organisation_name: string;
  invited_by: string;
  /** True when the address already has an account: accepting asks for its current password. */
  existing_user: boolean;
}
export type InvitationDetailsResponse = DataAnswer<InvitationDetails>;
/**
 * PUT auth/invitation (public): accepts. A new user chooses a password (twice); an existing user
 * confirms with the current one. Answers like auth/sign_in, signed into the invited organisation.
 */
export interface AcceptInvitationRequest {
  invitation_token: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
}

// ---- Profile e-mail change: PATCH users/details ---------------------------------------------

/**
 * PATCH users/details {email}. An unverified user's address changes at once and a fresh sign-up
 * code goes to it; a verified user's change waits as `pending_email` until the 'email_update'
 * code mailed to the new address is verified.
 */
export interface UpdateUserDetailsRequest {
  first_name?: string;
  last_name?: string;
  phone?: string;
  occupation?: string;
  time_zone?: string;
  email?: string;
}
export interface UpdateUserDetailsResponse {
  message: string;
  data: User;
}

/** GET users/details: the signed-in user's profile in the current organisation. */
export interface UserDetails {
  uid: string;
  email: string;
  /** A new address waiting for its 'email_update' code, or null. */
  pending_email: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  occupation: string;
  /** IANA zone, e.g. 'Australia/Perth'. */
  time_zone: string;
  /** Role in the current organisation. */
  role: Role;
  /** Whether the membership of the current organisation is active. */
  active: boolean;
  user_verified: boolean;
  /** Not stored by the simulator yet: the portal shows a generated avatar. */
  profile_picture: string | null;
}
export type UserDetailsResponse = DataAnswer<UserDetails>;

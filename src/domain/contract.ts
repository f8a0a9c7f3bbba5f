/**
 * The one typed API contract shared by the portal and the API simulator, so the two cannot drift.
 * Paths are relative to `<API base URL>/v1`. docs/api.md describes each endpoint and the decisions
 * taken where the product spec leaves a detail open.
 */

export { PERMISSIONS, ROLES } from '@/domain/permissions/types';
export type { AccessControlMap, Permission, Role } from '@/domain/permissions/types';
import type { AccessControlMap, Role } from '@/domain/permissions/types';
import type { OtpCodeDetails } from './auth/contract';

export * from './auth/contract';
export * from './catalogue/productContract';
export * from './catalogue/productHistoryContract';
export * from './catalogue/bundleContract';
export * from './catalogue/categoryContract';
export * from './catalogue/searchContract';
export * from './partners/contract';
export * from './support/contract';
export * from './cable/contract';
export * from './dashboard/contract';
export * from './orders/listContract';
export * from './orders/newOrderContract';
export * from './orders/detailContract';
export * from './organisations/contract';
export * from './team/contract';
export * from './preferences/contract';
export * from './billing/contract';
export * from './reports/contract';

/** devise_token_auth headers, kept with the stored user. `expiry` is unix seconds as a string. */
export interface AuthHeaders {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type'?: string;
}
export const AUTH_HEADER_NAMES = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

/** An organisation as listed on the user (the switcher shows `logo` at 50×50). */
export interface OrganisationSummary {
  uid: string;
  name: string;
  logo: string | null;
  role: Role;
}

export interface User {
  id: number;
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Role in the current organisation. `user_role` carries the same value (the API sends both). */
  role: Role;
  user_role: Role;
  accessControlMap: AccessControlMap;
  user_verified: boolean;
  organisations: OrganisationSummary[];
  x_organisation_uid: string;
  /** Key for the hosted search service, scoped to the current organisation. */
  fetch_key: string;
  otp_code_details: OtpCodeDetails;
  /** A new address waiting for its 'email_update' code, or null. */
  pending_email: string | null;
}

/** The user as the portal keeps it: the user plus its auth headers. */
export interface StoredUser extends User {
  headers: AuthHeaders;
}

// ---- Request signing and transport headers -------------------------------------------------

export const HEADER_TIMEZONE_OFFSET = 'X-Timezone-Offset';
export const HEADER_TIMESTAMP = 'X-Timestamp';
export const HEADER_SIGNATURE = 'X-Signature';
export const HEADER_ORGANISATION = 'X-Organisation-UID';
/** Set by a caller that handles a 404/500 itself: no redirect to /404 or /500. */
export const HEADER_SKIP_REDIRECT = 'X-Skip-Redirect';
/** Set by a caller that handles any other error status itself: no global reporting. */
export const HEADER_SKIP_GLOBAL_HANDLER = 'X-Skip-Global-Handler';
/** A signature older or newer than this is stale and rejected. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * One submission's key on every POST (and the stock-moving writes): the server applies a key
 * once and answers a repeat with the answer it stored (docs/api.md, Idempotency).
 */
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
/** On an answer the server replayed for a repeated Idempotency-Key. */
export const HEADER_IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';
/** How long the server remembers a key's answer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

// ---- Error bodies --------------------------------------------------------------------------

/** devise_token_auth style: `errors` is a list of messages, or field → messages for a 422. */
export interface ApiErrorBody {
  success?: false;
  message?: string;
  code?: string;
  errors?: string[] | Record<string, string[]>;
}

// ---- Pagination ----------------------------------------------------------------------------

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}
/** The envelope of most answers: what was asked for, under `data`. */
export interface DataAnswer<T> {
  data: T;
}
export interface Page<T> extends DataAnswer<T[]> {
  meta: PageMeta;
}

// ---- Auth ----------------------------------------------------------------------------------

/** POST auth/sign_in. Response headers carry AuthHeaders. */
export interface SignInRequest {
  email: string;
  password: string;
}
export type SignInResponse = DataAnswer<User>;
/** GET auth/validate_token. */
export interface ValidateTokenResponse {
  success: true;
  data: User;
}
/** DELETE auth/sign_out. */
export interface SignOutResponse {
  success: true;
}
/** GET auth/me and GET users/me. */
export type MeResponse = DataAnswer<User>;

// ---- Users ---------------------------------------------------------------------------------

/** POST users/switch-organisation. */
export interface SwitchOrganisationRequest {
  organisation_uid: string;
}
export type SwitchOrganisationResponse = DataAnswer<User>;

// ---- Meta ----------------------------------------------------------------------------------

export interface Country {
  iso2: string;
  value: string;
  text: string;
}
/** GET meta/configuration. */
export type ConfigurationResponse = DataAnswer<{ countries: Country[] }>;

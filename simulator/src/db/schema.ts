/**
 * Record types of the simulator's store: what the provider's database would hold, not what the
 * API returns. Handlers serialise these into the shapes of src/domain/contract.ts. Dates are ISO
 * strings (UTC) so a snapshot is plain JSON for IndexedDB and the file store; ids are numbers
 * like Rails primary keys, `uid`s are the public identifiers the portal puts in URLs.
 */

import type { Role } from '@/domain/contract';
import type {
  Address,
  BundleRecord,
  CategoryRecord,
  CustomerRecord,
  HistoryRecord,
  InvoiceRecord,
  MovementRecord,
  OrderRecord,
  ProductRecord,
  SupplierRecord,
  TicketRecord,
} from './schema-commerce';
import type {
  InvitationRecord,
  MagicLinkRecord,
  OtpCodeRecord,
  PasswordResetRecord,
} from './schema-auth';
import type {
  CustomShippingRecord,
  IntegrationRecord,
  PreferenceRecord,
  PricingProposalRecord,
  WalletTransactionRecord,
} from './schema-settings';
import type { ActivityRecord } from './schema-activity';

export * from './schema-commerce';
export * from './schema-activity';
export * from './schema-auth';
export * from './schema-settings';

/** Bumped whenever the record shapes or the seed change: a persisted snapshot of another version is reseeded. */
export const SNAPSHOT_VERSION = 9;

export interface UserRecord {
  id: number;
  /** devise_token_auth's uid: the e-mail for the email provider. Also the `uid` auth header. */
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  /** SHA-256 (hex) of salt + password; see lib/password.ts. */
  password_digest: string;
  password_salt: string;
  user_verified: boolean;
  otp_count: number;
  /** A new address waiting for its 'email_update' code (PATCH users/details), or null. */
  pending_email: string | null;
  phone: string;
  occupation: string;
  time_zone: string;
  created_at: string;
}

export type MembershipStatus = 'active' | 'inactive' | 'invited';
export interface MembershipRecord {
  id: number;
  user_id: number;
  organisation_id: number;
  role: Role;
  status: MembershipStatus;
  created_at: string;
}

export interface OrganisationRecord {
  id: number;
  uid: string;
  name: string;
  legal_name: string;
  website: string;
  phone: string;
  tier: 'starter' | 'growth' | 'enterprise';
  company_email: string;
  tax_id: string;
  logo: string | null;
  address: Address;
  active_warehouse_id: number | null;
  created_at: string;
}

export interface WarehouseRecord {
  id: number;
  uid: string;
  organisation_id: number;
  name: string;
  code: string;
  suburb: string;
  state: string;
  country_iso2: string;
}

/** An issued devise_token_auth token: one per (user, client). */
export interface SessionRecord {
  id: number;
  user_id: number;
  client: string;
  /** SHA-256 of the access token; the token itself is only ever in the sign-in response. */
  token_digest: string;
  /** Unix seconds. */
  expiry: number;
  /** The organisation chosen at sign-in or by users/switch-organisation (null: none). */
  organisation_id: number | null;
  /** The uid the token was issued for: still accepted after an e-mail change moves the uid. */
  issued_uid?: string;
  created_at: string;
}

/**
 * A write's answer remembered under its Idempotency-Key (server-rules/idempotency.ts): a repeat
 * of the same request by the same user in the same organisation gets this answer again, for
 * 24 hours after `created_at`.
 */
export interface IdempotencyRecord {
  id: number;
  key: string;
  user_id: number;
  /** The organisation the request acted in ('' when none). */
  organisation_uid: string;
  /** What the request was (method, path, body): server-rules/requestFingerprint.ts. */
  fingerprint: string;
  status: number;
  /** The answer's own headers (the auth headers are added afresh to every answer). */
  headers: Record<string, string>;
  body: string;
  created_at: string;
}

export interface MailRecord {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

export interface DbSnapshot {
  version: number;
  users: UserRecord[];
  memberships: MembershipRecord[];
  organisations: OrganisationRecord[];
  warehouses: WarehouseRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
  bundles: BundleRecord[];
  movements: MovementRecord[];
  history: HistoryRecord[];
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
  orders: OrderRecord[];
  tickets: TicketRecord[];
  invoices: InvoiceRecord[];
  sessions: SessionRecord[];
  idempotency_keys: IdempotencyRecord[];
  mails: MailRecord[];
  otp_codes: OtpCodeRecord[];
  password_resets: PasswordResetRecord[];
  magic_links: MagicLinkRecord[];
  invitations: InvitationRecord[];
  pricing_proposals: PricingProposalRecord[];
  integrations: IntegrationRecord[];
  custom_shippings: CustomShippingRecord[];
  preferences: PreferenceRecord[];
  wallet_transactions: WalletTransactionRecord[];
  activities: ActivityRecord[];
}

export type CollectionName = Exclude<keyof DbSnapshot, 'version'>;
export type RecordOf<K extends CollectionName> = DbSnapshot[K][number];

/** Every table of the store: one IndexedDB object store, one file of the HTTP server's store. */
export const COLLECTION_NAMES = [
  'users',
  'memberships',
  'organisations',
  'warehouses',
  'categories',
  'products',
  'bundles',
  'movements',
  'history',
  'suppliers',
  'customers',
  'orders',
  'tickets',
  'invoices',
  'sessions',
  'idempotency_keys',
  'mails',
  'otp_codes',
  'password_resets',
  'magic_links',
  'invitations',
  'pricing_proposals',
  'integrations',
  'custom_shippings',
  'preferences',
  'wallet_transactions',
  'activities',
] as const satisfies readonly CollectionName[];

/**
 * What a request answered before an organisation is in scope may read: accounts, sessions and
 * the one-use tokens (sign-in, sign-up, codes, links, invitations, the user's details). The
 * pipeline loads these for signed and session requests and every collection for the rest, so a
 * sign-in never waits for tens of thousands of stock movements to be read.
 */
export const ACCOUNT_COLLECTIONS = [
  'users',
  'memberships',
  'organisations',
  'warehouses',
  'sessions',
  'mails',
  'otp_codes',
  'password_resets',
  'magic_links',
  'invitations',
] as const satisfies readonly CollectionName[];

/**
 * The append-only logs (stock movements, product and bundle history, the activity trail): by far the largest
 * collections (100,000 movements in the large seed). Only the requests that show or add to them
 * wait for them to be read (the pipeline's rule); lists, details and the dashboard do not.
 */
export const LOG_COLLECTIONS = [
  'movements',
  'history',
  'activities',
] as const satisfies readonly CollectionName[];

/** Every collection but the logs. */
export const COLLECTIONS_WITHOUT_LOGS: readonly CollectionName[] = COLLECTION_NAMES.filter(
  (name) => !(LOG_COLLECTIONS as readonly string[]).includes(name),
);

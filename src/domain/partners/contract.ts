/**
 * Contract of suppliers and customers (the partners of inbound and outbound orders). Re-exported
 * from contract.ts. Every call is organisation-scoped (X-Organisation-UID); reads need `view`,
 * writes `edit`. docs/partners.md gives the rules and the decisions behind them.
 */
import type { DataAnswer, Page } from '../contract';
import type { CustomerType, PartnerKind, SupplierType } from '@/domain/partners/fields';

export type { CustomerType, PartnerKind, SupplierType } from '@/domain/partners/fields';

/** The collection of each kind under /v1: `suppliers`, `customers`. */
export const PARTNER_RESOURCE = {
  supplier: 'suppliers',
  customer: 'customers',
} as const satisfies Record<PartnerKind, string>;

/** A partner's postal address; `country` is a country uid of meta/configuration. */
export interface PartnerAddress {
  addressLine1: string;
  /** '' when there is none. */
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

interface PartnerContact {
  name: string;
  company: string;
  email: string;
  /** '' when there is none. */
  phone: string;
  address: PartnerAddress;
}

export interface SupplierInput extends PartnerContact {
  /** '' when not said. */
  supplies: string;
  supplier_type: SupplierType;
}
export interface CustomerInput extends PartnerContact {
  customer_type: CustomerType;
}

interface Stored {
  id: number;
  uid: string;
  created_at: string;
}
export interface Supplier extends SupplierInput, Stored {}
export interface Customer extends CustomerInput, Stored {}

/** What each kind is and sends, by kind. */
export interface PartnerOf {
  supplier: Supplier;
  customer: Customer;
}
export interface PartnerInputOf {
  supplier: SupplierInput;
  customer: CustomerInput;
}
export type Partner = Supplier | Customer;
export type PartnerInput = SupplierInput | CustomerInput;

/**
 * GET suppliers | customers ?page&per_page&query&sort. `query` (≤ 25 characters, else 422) matches
 * the name or the company; `sort` is one of PARTNER_SORTS, `-` first for descending.
 */
export type PartnersPage<K extends PartnerKind> = Page<PartnerOf[K]>;
export const PARTNER_SORTS = ['name', 'company', 'email', 'created_at'] as const;

/** GET / POST / PATCH / PUT suppliers/{id} (and customers). */
export interface PartnerResponse<K extends PartnerKind> {
  data: PartnerOf[K];
}

/** GET suppliers/new | customers/new: what a new one starts from. */
export interface PartnerFormOptionsResponse {
  data: {
    /** The allowed types, most common first. */
    types: string[];
    /** The organisation's own country uid: a sensible first choice for the address. */
    default_country: string;
  };
}

/** GET search-suggestions/supplier-by-name | customer-by-name ?query (≤ 25 characters): top 10. */
export interface PartnerSuggestion {
  id: number;
  name: string;
  company: string;
}
export type PartnerSuggestionsResponse = DataAnswer<PartnerSuggestion[]>;
/** The search-suggestions path of each kind. */
export const PARTNER_SUGGESTIONS_PATH = {
  supplier: 'search-suggestions/supplier-by-name',
  customer: 'search-suggestions/customer-by-name',
} as const satisfies Record<PartnerKind, string>;
/** At most this many suggestions come back. */
export const PARTNER_SUGGESTIONS_LIMIT = 10;

/**
 * GET suppliers/{id}/products | customers/{id}/products ?page&per_page: the products of the
 * partner's orders (inbound orders from the supplier, outbound orders to the customer), drafts and
 * cancelled orders left out; most items first.
 */
export interface PartnerProductRow {
  product_id: number;
  sku: string;
  title: string;
  /** Items over all those orders. */
  quantity: number;
  /** How many of those orders hold it. */
  orders: number;
  /** When the latest of them was created. */
  last_ordered_at: string;
}
export type PartnerProductsResponse = Page<PartnerProductRow>;

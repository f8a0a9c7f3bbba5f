/**
 * Contract of orders (bookings), part one: the vocabulary every order call shares and the order
 * lists. Orders are inbound (stock sent in by a supplier) or outbound (shipped to a customer).
 * Re-exported from contract.ts, with newOrderContract.ts (the creates and their checks) and
 * detailContract.ts (an order's pages). Every call is organisation-scoped; reads need `view`,
 * writes `edit`; money (sale price, cost, pricing) is sent as '***' to roles without `finance`.
 * docs/orders.md gives the rules and the decisions behind them.
 */
import type { DataAnswer, Page } from '../contract';
import type { OrderDirection, OrderStatus } from '@/domain/orders/status';

export type { OrderDirection, OrderStatus } from '@/domain/orders/status';
// Types only: a value re-exported from domain/orders/fields would put the order field registries in
// the chunk every importer of '@/domain/contract' loads (the sign-in page, the simulator's
// handlers). Import REASON_MAX and SHIPMENT_TYPES from '@/domain/orders/fields'.
export type { OrderUnitType, ShipmentType } from '@/domain/orders/fields';

/** A value the server masks for the caller's role is the string '***'. */
export type Money = number | '***';

export const ORDER_SUB_TYPES = [
  'standard',
  'split',
  'duplicate',
  'back',
  'transfer',
  'return',
] as const;
/** standard, split, duplicate (outbound); standard, back, transfer, return (inbound). */
export type OrderSubType = (typeof ORDER_SUB_TYPES)[number];
export const SUB_TYPES_OF: Record<OrderDirection, readonly OrderSubType[]> = {
  outbound: ['standard', 'split', 'duplicate'],
  inbound: ['standard', 'back', 'transfer', 'return'],
};

export const ORDER_SOURCES = ['portal', 'shopify', 'woocommerce', 'api'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** How an outbound address fared at bookings/outbounds/validate-address. */
export const ADDRESS_VALIDATIONS = ['valid', 'invalid', 'overridden', 'unchecked'] as const;
export type AddressValidation = (typeof ADDRESS_VALIDATIONS)[number];

/** A warehouse an order can be served from. */
export interface OrderWarehouse {
  id: number;
  name: string;
  code: string;
}

/**
 * A shipping method of outbound orders. `insured` methods refuse an order holding a product
 * without a valid cost price. `price` is the flat AUD base charge before weight.
 */
export interface ShippingMethod {
  code: string;
  label: string;
  carrier: string;
  service: string;
  insured: boolean;
  price: Money;
  /** AUD per chargeable kg on top of `price`. */
  per_kg: Money;
}

/** One row of the order lists (GET bookings, bookings/outbounds, bookings/inbounds). */
export interface OrderListItem {
  id: number;
  type: OrderDirection;
  sub_type: OrderSubType;
  status: OrderStatus;
  reference: string;
  source: OrderSource;
  barcode: string;
  /** The customer's name (outbound) or the supplier's company (inbound). */
  customer_name: string;
  warehouse: OrderWarehouse;
  /** ISO 3166 alpha-2 of where it goes (outbound) or comes from (inbound). */
  country_iso2: string;
  shipping_method: string | null;
  carrier: string | null;
  tracking_number: string | null;
  address_validation: AddressValidation;
  /** Total items over all lines. */
  items: number;
  lines: number;
  /** The original order of a return, else null. */
  original_order: { id: number; reference: string } | null;
  created_at: string;
  processed_at: string | null;
}

/**
 * GET bookings | bookings/outbounds | bookings/inbounds ?page&per_page&query&sort&type&sub_type
 * &status&warehouse_id&created_from&created_to&shipping_method&carrier&country&address_validation
 * &tracking_number&source. The list's 'Order type' filter is `sub_type` and its 'Sub type' filter
 * is `source` (the channel that made the order). `query` matches the reference, the customer or supplier and the barcode;
 * multi-valued filters (status, sub_type, country) are comma-separated; dates are YYYY-MM-DD in
 * the caller's timezone, both ends included. `sort` is one of ORDER_SORTS, '-' first for
 * descending; the default is newest first.
 */
export type OrdersPage = Page<OrderListItem>;
export const ORDER_SORTS = ['created_at', 'reference', 'status', 'customer_name', 'items'] as const;
export const ORDER_FILTERS = [
  'type',
  'sub_type',
  'status',
  'warehouse_id',
  'created_from',
  'created_to',
  'shipping_method',
  'carrier',
  'country',
  'address_validation',
  'tracking_number',
  'source',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** GET bookings/{id}/linked-orders: the orders a split made, this one included. */
export type LinkedOrdersResponse = DataAnswer<OrderListItem[]>;

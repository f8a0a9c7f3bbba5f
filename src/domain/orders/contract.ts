/**
 * Contract of orders (bookings): inbound (stock sent in by a supplier) and outbound (shipped to a
 * customer). Re-exported from contract.ts. Every call is organisation-scoped; reads need `view`,
 * writes `edit`; money (sale price, cost, pricing) is sent as '***' to roles without `finance`.
 * docs/orders.md gives the rules and the decisions behind them.
 */
import type { DataAnswer, Page } from '../contract';
import type { PartnerAddress } from '../partners/contract';
import type { OrderDirection, OrderStatus } from '@/domain/orders/status';
import type { OrderUnitType, ShipmentType } from '@/domain/orders/fields';

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

/** A parcel of an outbound order; sizes in cm, weights in kg. */
export interface Parcel {
  weight: number;
  length: number;
  width: number;
  height: number;
  /** Derived by the server from the sizes (domain/orders/rules volumetricWeight). */
  volumetric_weight: number;
}
export type ParcelInput = Omit<Parcel, 'volumetric_weight'>;

/** Outbound shipping, as the wizard sends it and the Shipment tab shows it. */
export interface OutboundShippingInput {
  shipping_method: string;
  warehouse_id: number;
  insurance: boolean;
  /** Who pays import duties: DDU (the receiver) or DDP (the merchant). */
  duties: 'DDU' | 'DDP';
  /** The merchant brings their own label (uploaded as a document). */
  byo_label: boolean;
  /** The merchant's own reference; unique per organisation (bookings/validate-uniqueness). */
  reference: string;
  /** Sent to the order's support chat when the order is created ('' for none). */
  chat_comment: string;
  parcels: ParcelInput[];
}

/** Inbound shipping (the carrier bringing stock in). `eta` is YYYY-MM-DD, today or later. */
export interface InboundShippingInput {
  warehouse_id: number;
  carrier: string;
  tracking_id: string;
  eta: string;
  invoice_reference: string;
  shipment_type: ShipmentType;
  reference: string;
}

/** An order line as sent: BASE items, or `quantity` of a packaging unit (inbound). */
export interface OrderLineInput {
  product_id: number;
  quantity: number;
  /** Inbound only; BASE when absent. */
  unit_type?: OrderUnitType;
}

/** A document sent with an outbound order (a BYO label, a commercial invoice), as a data URL. */
export interface OrderDocumentInput {
  name: string;
  content_type: string;
  data_url: string;
}

/**
 * POST bookings/outbounds. `sub_type` standard or duplicate (split orders are created by the
 * server: an order whose lines cannot all be served by one warehouse with `split: true` becomes
 * one order per warehouse, linked to each other). `address_override` confirms an address the
 * validation refused.
 */
export interface OutboundOrderInput extends OutboundShippingInput {
  sub_type: 'standard' | 'split' | 'duplicate';
  customer_id: number;
  address: PartnerAddress;
  address_override: boolean;
  products: OrderLineInput[];
  documents: OrderDocumentInput[];
  /** Duplicate: the order it copies. */
  source_order_id?: number | null;
}

/** POST bookings/inbounds. */
export interface InboundOrderInput extends InboundShippingInput {
  sub_type: 'standard' | 'back' | 'transfer' | 'return';
  /**
   * Required for standard and back orders; a transfer between the organisation's own warehouses
   * may send null.
   */
  supplier_id: number | null;
  products: OrderLineInput[];
  /** Back orders and returns name the order they follow; transfers the warehouse they come from. */
  source_order_id?: number | null;
  from_warehouse_id?: number | null;
}

/** The answer to both creates: the order(s) made (several for a split). */
export type OrderCreatedResponse = DataAnswer<{
  id: number;
  reference: string;
  status: OrderStatus;
  linked_ids: number[];
}>;

/** GET bookings/outbounds/new and bookings/inbounds/new: what a new order chooses from. */
export interface OrderFormOptionsResponse {
  data: {
    warehouses: OrderWarehouse[];
    /** The organisation's active warehouse: the default choice. */
    default_warehouse_id: number;
    /** How an order whose stock sits in several warehouses is split (shown on Split). */
    split_explanation: string;
    shipping_methods: ShippingMethod[];
    carriers: string[];
  };
}

/** GET bookings/{id}: the Summary tab and the header of every tab. */
export interface OrderDetail extends OrderListItem {
  customer: {
    id: number;
    name: string;
    company: string;
    email: string;
    phone: string;
  } | null;
  supplier: { id: number; name: string; company: string; email: string; phone: string } | null;
  address: PartnerAddress | null;
  reason: string | null;
  /** What the merchant may do now (the server's state machine, for the caller's role). */
  can: { amend: boolean; cancel: boolean; edit: boolean };
  linked_ids: number[];
  eta: string | null;
  /** The support thread about this order, if any. */
  ticket_uid: string | null;
}
export type OrderResponse = DataAnswer<OrderDetail>;

/** GET bookings/{id}/progress: the steps the order has passed and is yet to pass. */
export interface OrderProgressStep {
  status: OrderStatus;
  label: string;
  /** When it got there; null for a step not reached. */
  at: string | null;
}
export type OrderProgressResponse = DataAnswer<{
  steps: OrderProgressStep[];
  current: OrderStatus;
  percent: number;
}>;

/** GET bookings/{id}/products: the lines, with what the warehouse has done with them. */
export interface OrderProductLine {
  product_id: number;
  sku: string;
  title: string;
  unit_type: OrderUnitType;
  /** Items ordered (in `unit_type`s) and their BASE equivalent. */
  quantity: number;
  base_quantity: number;
  counted: number;
  stored: number;
  /** Items this order holds in its warehouse (outbound, until dispatched). */
  on_hold: number;
  sale_price: Money;
  supplier_cost: Money;
  /** 'L × W × H cm' of the BASE unit, '' when unknown. */
  size: string;
  /** Available in the order's warehouse now; 0 marks the line No Stock (outbound). */
  available: number;
  no_stock: boolean;
}
export type OrderProductsResponse = DataAnswer<OrderProductLine[]>;
/** PUT bookings/{id}/products {products}: replace the lines (while the order is editable). */
export interface OrderProductsInput {
  products: OrderLineInput[];
}

/** GET bookings/{id}/shipments/details. */
export interface ShipmentDetails {
  warehouse: OrderWarehouse;
  shipping_method: string | null;
  carrier: string | null;
  service: string | null;
  zone: string | null;
  tracking_id: string | null;
  insurance: boolean;
  duties: 'DDU' | 'DDP' | null;
  byo_label: boolean;
  reference: string;
  chat_comment: string;
  eta: string | null;
  invoice_reference: string | null;
  shipment_type: ShipmentType | null;
  documents: { name: string; content_type: string }[];
}
export type ShipmentDetailsResponse = DataAnswer<ShipmentDetails>;
/**
 * PATCH bookings/{id}/shipments/details: any of the editable fields. Changing the warehouse and
 * the shipping method in one request is refused (422 on both).
 */
export type ShipmentDetailsInput = Partial<
  Pick<
    ShipmentDetails,
    | 'shipping_method'
    | 'carrier'
    | 'service'
    | 'tracking_id'
    | 'insurance'
    | 'duties'
    | 'reference'
    | 'eta'
    | 'invoice_reference'
    | 'shipment_type'
  > & { warehouse_id: number }
>;

/** GET bookings/{id}/shipments: consignments sent (outbound) or received (inbound). */
export interface Shipment {
  id: number;
  carrier: string;
  tracking_id: string;
  status: 'booked' | 'in_transit' | 'delivered';
  at: string;
}
export type ShipmentsResponse = DataAnswer<Shipment[]>;

/** GET / PUT bookings/{id}/shipments/parcels {parcels} (outbound). */
export type ParcelsResponse = DataAnswer<Parcel[]>;

/** GET bookings/{id}/pricing: what the order costs, in AUD. */
export interface PricingLine {
  label: string;
  quantity: number;
  unit_price: Money;
  amount: Money;
}
export interface OrderPricingResponse {
  data: {
    currency: 'AUD';
    lines: PricingLine[];
    subtotal: Money;
    /** GST, 10 %. */
    tax: Money;
    total: Money;
  };
}

/** POST bookings/{id}/amend {reason} and bookings/{id}/cancel {reason}: the order after. */
export interface OrderReasonInput {
  reason: string;
}

/** GET bookings/{id}/linked-orders: the orders a split made, this one included. */
export type LinkedOrdersResponse = DataAnswer<OrderListItem[]>;

/**
 * POST bookings/outbounds/validate-address {address}: whether a carrier can deliver there.
 * `problems` say what is wrong, keyed like the address (`postcode`, `addressLine1`…).
 */
export interface AddressValidationResponse {
  data: {
    valid: boolean;
    problems: Partial<Record<keyof PartnerAddress, string>>;
    checked_at: string;
  };
}

/** POST bookings/validate-uniqueness {reference}: free in this organisation? */
export type ReferenceUniquenessResponse = DataAnswer<{ unique: boolean }>;

/**
 * Binary POSTs answering application/pdf: bookings/{id}/print-packaging-list,
 * bookings/{id}/shipments/print-label, bookings/{id}/shipments/report, and the bulk
 * bookings/print-packaging-list {ids} (one PDF of the printable ones; per-row results in the
 * X-Print-Results header, JSON of PrintResult[]).
 */
export interface PrintResult {
  id: number;
  ok: boolean;
  message?: string;
}

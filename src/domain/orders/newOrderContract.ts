/**
 * Contract of orders, part two: what the two wizards send to create an order (POST
 * bookings/outbounds, bookings/inbounds), what they choose from, and the checks they make on the
 * way (address, reference). Re-exported from contract.ts.
 */
import type { DataAnswer } from '../contract';
import type { PartnerAddress } from '../partners/contract';
import type { OrderStatus } from '@/domain/orders/status';
import type { OrderUnitType, ShipmentType } from '@/domain/orders/fields';
import type { OrderWarehouse, ShippingMethod } from './listContract';

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

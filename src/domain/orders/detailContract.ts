/**
 * Contract of orders, part three: an order's pages (GET bookings/{id} and its tabs: progress,
 * products, shipment, parcels, pricing), the amend and cancel reason, and the printed PDFs.
 * Re-exported from contract.ts.
 */
import type { DataAnswer } from '../contract';
import type { PartnerAddress } from '../partners/contract';
import type { OrderStatus } from '@/domain/orders/status';
import type { OrderUnitType, ShipmentType } from '@/domain/orders/fields';
import type { Money, OrderListItem, OrderWarehouse } from './listContract';
import type { OrderLineInput, Parcel } from './newOrderContract';

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

import { labelsOf, type FieldRegistry } from '../fields/registry';
import { UNIT_TYPES, type UnitType } from '../catalogue/units';

export const SHIPMENT_TYPES = ['pallet', 'container'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** An inbound line is counted in one of the product's packaging units. */
export type OrderUnitType = UnitType;

/** Longest amend or cancel reason. */
export const REASON_MAX = 500;

/**
 * Order fields, declared once: the outbound and inbound wizards, the edit pages, the draft
 * cleaners and the simulator's 422s read these. Limits are the portal's decisions
 * (docs/orders.md); sizes in cm, weights in kg.
 */
export const ORDER_LINE_FIELDS = {
  product_id: { label: 'Product', kind: 'id', required: true },
  quantity: { label: 'Quantity', kind: 'integer', required: true, min: 1, max: 100000 },
  unit_type: { label: 'Unit type', kind: 'choice', options: UNIT_TYPES },
} as const satisfies FieldRegistry;

export const PARCEL_FIELDS = {
  weight: { label: 'Weight', kind: 'number', required: true, above: 0, max: 1000 },
  length: { label: 'Length', kind: 'number', required: true, above: 0, max: 300 },
  width: { label: 'Width', kind: 'number', required: true, above: 0, max: 300 },
  height: { label: 'Height', kind: 'number', required: true, above: 0, max: 300 },
} as const satisfies FieldRegistry;
/** At most this many parcels per order. */
export const PARCELS_MAX = 20;

/** A parcel as a form holds it: a size not typed yet is null. */
export interface ParcelValues {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}
export const EMPTY_PARCEL: ParcelValues = { weight: null, length: null, width: null, height: null };

export const OUTBOUND_SHIPPING_FIELDS = {
  shipping_method: { label: 'Shipping method', kind: 'text', required: true, max: 50 },
  warehouse_id: { label: 'Warehouse', kind: 'id', required: true },
  insurance: { label: 'Insurance', kind: 'boolean' },
  duties: { label: 'Duties', kind: 'choice', required: true, options: ['DDU', 'DDP'] },
  byo_label: { label: 'Bring your own label', kind: 'boolean' },
  reference: { label: 'Reference', kind: 'text', required: true, max: 50 },
  chat_comment: { label: 'Chat comment', kind: 'text', max: 1000 },
} as const satisfies FieldRegistry;

export const INBOUND_SHIPPING_FIELDS = {
  warehouse_id: { label: 'Warehouse', kind: 'id', required: true },
  carrier: { label: 'Carrier', kind: 'text', required: true, max: 50 },
  tracking_id: { label: 'Tracking ID', kind: 'text', max: 50 },
  eta: { label: 'ETA', kind: 'text', required: true, max: 10 },
  invoice_reference: { label: 'Invoice reference', kind: 'text', max: 50 },
  shipment_type: {
    label: 'Shipment type',
    kind: 'choice',
    required: true,
    options: SHIPMENT_TYPES,
  },
  reference: { label: 'Reference', kind: 'text', required: true, max: 50 },
} as const satisfies FieldRegistry;

export const ORDER_REASON_FIELDS = {
  reason: { label: 'Reason', kind: 'text', required: true, min: 3, max: REASON_MAX },
} as const satisfies FieldRegistry;

export const ORDER_LINE_LABELS = labelsOf(ORDER_LINE_FIELDS);
export const PARCEL_LABELS = labelsOf(PARCEL_FIELDS);
export const OUTBOUND_SHIPPING_LABELS = labelsOf(OUTBOUND_SHIPPING_FIELDS);
export const INBOUND_SHIPPING_LABELS = labelsOf(INBOUND_SHIPPING_FIELDS);

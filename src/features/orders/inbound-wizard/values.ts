import type { InboundOrderInput } from '@/domain/contract';
import { SHIPMENT_TYPES, type ShipmentType } from '@/domain/orders/fields';
import { cleanLines, toLineInputs, type OrderLineValue } from '../components/lines/orderLines';

/** The wizard's steps as its step bar names them (kept here, light, for the Drafts list too). */
export const INBOUND_STEP_TITLES = ['Supplier', 'Products', 'Shipping', 'Review'] as const;
/** Shown once the order exists: its label and report. The step bar counts it ("Step 3 of 5"). */
export const PRINT_STEP_TITLE = 'Print';

/** The add options of an inbound order (`?type=`): a return is made by the server, not here. */
export const INBOUND_WIZARD_TYPES = ['standard', 'back', 'transfer'] as const;
export type InboundWizardType = (typeof INBOUND_WIZARD_TYPES)[number];

export const INBOUND_TYPE_LABELS: Record<InboundWizardType, string> = {
  standard: 'Standard',
  back: 'Back order',
  transfer: 'Transfer',
};

/** `?type=` as the wizard reads it: anything unknown is a standard order. */
export const inboundTypeOf = (raw: string | null): InboundWizardType =>
  (INBOUND_WIZARD_TYPES as readonly string[]).includes(raw ?? '')
    ? (raw as InboundWizardType)
    : 'standard';

/** Supplier, Products, Shipping, Review; Print comes after the order exists. */
export const SUPPLIER_STEP = 0;
export const PRODUCTS_STEP = 1;
export const SHIPPING_STEP = 2;
export const REVIEW_STEP = 3;
export const INBOUND_STEP_COUNT = 4;

/**
 * The wizard's values. `supplier_name` and `source_order_reference` are only shown (the Review,
 * a resumed draft); the server is sent the ids.
 */
export interface InboundFormValues {
  sub_type: InboundWizardType;
  supplier_id: number | null;
  supplier_name: string;
  /** Back order: the inbound order it follows. */
  source_order_id: number | null;
  source_order_reference: string;
  /** Transfer: the organisation's warehouse the stock comes from. */
  from_warehouse_id: number | null;
  products: OrderLineValue[];
  warehouse_id: number | null;
  carrier: string;
  tracking_id: string;
  /** YYYY-MM-DD, today or later in the merchant's timezone. */
  eta: string;
  invoice_reference: string;
  shipment_type: ShipmentType | '';
  reference: string;
}

export const emptyInbound = (subType: InboundWizardType = 'standard'): InboundFormValues => ({
  sub_type: subType,
  supplier_id: null,
  supplier_name: '',
  source_order_id: null,
  source_order_reference: '',
  from_warehouse_id: null,
  products: [],
  warehouse_id: null,
  carrier: '',
  tracking_id: '',
  eta: '',
  invoice_reference: '',
  shipment_type: '',
  reference: '',
});

/** What POST bookings/inbounds receives: trimmed text, lines as product, quantity and unit. */
export function toInboundOrderInput(values: InboundFormValues): InboundOrderInput {
  return {
    sub_type: values.sub_type,
    supplier_id: values.supplier_id,
    products: toLineInputs(values.products).map((line) => ({
      ...line,
      unit_type: line.unit_type ?? 'BASE',
    })),
    warehouse_id: values.warehouse_id ?? 0,
    carrier: values.carrier.trim(),
    tracking_id: values.tracking_id.trim(),
    eta: values.eta,
    invoice_reference: values.invoice_reference.trim(),
    shipment_type: (values.shipment_type || 'pallet') as ShipmentType,
    reference: values.reference.trim(),
    source_order_id: values.sub_type === 'back' ? values.source_order_id : null,
    from_warehouse_id: values.sub_type === 'transfer' ? values.from_warehouse_id : null,
  };
}

const text = (raw: unknown, max: number) => (typeof raw === 'string' ? raw.slice(0, max) : '');
const id = (raw: unknown) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : null;

/** Reads a stored draft as untrusted input: each field of its kind, unknown keys dropped. */
export function cleanInboundValues(raw: Record<string, unknown>): InboundFormValues {
  const shipment = raw.shipment_type;
  return {
    sub_type: inboundTypeOf(typeof raw.sub_type === 'string' ? raw.sub_type : null),
    supplier_id: id(raw.supplier_id),
    supplier_name: text(raw.supplier_name, 200),
    source_order_id: id(raw.source_order_id),
    source_order_reference: text(raw.source_order_reference, 50),
    from_warehouse_id: id(raw.from_warehouse_id),
    products: cleanLines(raw.products),
    warehouse_id: id(raw.warehouse_id),
    carrier: text(raw.carrier, 50),
    tracking_id: text(raw.tracking_id, 50),
    eta: /^\d{4}-\d{2}-\d{2}$/.test(text(raw.eta, 10)) ? text(raw.eta, 10) : '',
    invoice_reference: text(raw.invoice_reference, 50),
    shipment_type: (SHIPMENT_TYPES as readonly unknown[]).includes(shipment)
      ? (shipment as ShipmentType)
      : '',
    reference: text(raw.reference, 50),
  };
}

/** A draft's name in the Drafts list: its supplier and what it brings in. */
export function describeInbound(values: InboundFormValues): string {
  const who = values.supplier_name || 'No supplier yet';
  const lines = values.products.length;
  const what =
    lines === 0
      ? 'no products'
      : lines === 1
        ? values.products[0]!.title || '1 product'
        : `${lines} products`;
  return `${INBOUND_TYPE_LABELS[values.sub_type]} inbound · ${who} · ${what}`;
}

import type {
  OrderDirection,
  Parcel,
  ParcelInput,
  ShipmentDetails,
  ShipmentDetailsInput,
  ShipmentType,
} from '@/domain/contract';
import {
  INBOUND_SHIPPING_FIELDS,
  OUTBOUND_SHIPPING_FIELDS,
  PARCEL_FIELDS,
  PARCELS_MAX,
  type ParcelValues,
} from '@/domain/orders/fields';
import { fieldMessages, type FieldDef } from '@/domain/fields/registry';
import { etaProblem, WAREHOUSE_AND_METHOD_MESSAGE } from '@/domain/orders/rules';
import { fieldProblem } from '@/domain/validation/fieldProblem';

export type { ParcelValues };

/** The Shipment edit form: the editable details of both directions, and outbound parcels. */
export interface ShipmentFormValues {
  warehouse_id: number | null;
  shipping_method: string;
  tracking_id: string;
  insurance: boolean;
  duties: 'DDU' | 'DDP' | '';
  reference: string;
  carrier: string;
  eta: string;
  invoice_reference: string;
  shipment_type: ShipmentType | '';
  parcels: ParcelValues[];
}

export const SHIPMENT_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries({ ...OUTBOUND_SHIPPING_FIELDS, ...INBOUND_SHIPPING_FIELDS }).map(([k, d]) => [
      k,
      d.label,
    ]),
  ),
  parcels: 'Parcels',
};

/** The labels of the form with `count` parcels: a server message on a parcel's box names it. */
export function shipmentLabels(count: number): Record<string, string> {
  const labels = { ...SHIPMENT_LABELS };
  for (let index = 0; index < count; index += 1)
    for (const side of ['weight', 'length', 'width', 'height'] as const)
      labels[`parcels[${index}].${side}`] = PARCEL_FIELDS[side].label;
  return labels;
}

export function fromShipment(
  details: ShipmentDetails,
  parcels: readonly Parcel[],
): ShipmentFormValues {
  return {
    warehouse_id: details.warehouse.id,
    shipping_method: details.shipping_method ?? '',
    tracking_id: details.tracking_id ?? '',
    insurance: details.insurance,
    duties: details.duties ?? '',
    reference: details.reference,
    carrier: details.carrier ?? '',
    eta: details.eta ?? '',
    invoice_reference: details.invoice_reference ?? '',
    shipment_type: details.shipment_type ?? '',
    parcels: parcels.map(({ weight, length, width, height }) => ({
      weight,
      length,
      width,
      height,
    })),
  };
}

/** The fields each direction edits (outbound carrier and service follow the shipping method). */
const EDITABLE: Record<OrderDirection, readonly (keyof ShipmentDetailsInput)[]> = {
  outbound: ['warehouse_id', 'shipping_method', 'tracking_id', 'insurance', 'duties', 'reference'],
  inbound: [
    'warehouse_id',
    'carrier',
    'tracking_id',
    'eta',
    'invoice_reference',
    'shipment_type',
    'reference',
  ],
};

const normalise = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * What the PATCH sends: only the fields the merchant changed, text trimmed, so an untouched
 * warehouse is never re-sent beside a new shipping method.
 */
export function shipmentChanges(
  direction: OrderDirection,
  initial: ShipmentFormValues,
  values: ShipmentFormValues,
): ShipmentDetailsInput {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE[direction]) {
    const before = normalise(initial[field as keyof ShipmentFormValues]);
    const after = normalise(values[field as keyof ShipmentFormValues]);
    if (before !== after) changes[field] = after;
  }
  return changes as ShipmentDetailsInput;
}

export function toParcelInputs(parcels: readonly ParcelValues[]): ParcelInput[] {
  return parcels.map((p) => ({
    weight: p.weight ?? 0,
    length: p.length ?? 0,
    width: p.width ?? 0,
    height: p.height ?? 0,
  }));
}

export const parcelsChanged = (initial: ShipmentFormValues, values: ShipmentFormValues) =>
  JSON.stringify(toParcelInputs(initial.parcels)) !==
  JSON.stringify(toParcelInputs(values.parcels));

export const PARCELS_REQUIRED = 'Add at least one parcel';
export const PARCELS_TOO_MANY = `At most ${PARCELS_MAX} parcels`;

function parcelSideProblem(def: FieldDef, value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return fieldMessages.required(def.label);
  if (def.above !== undefined && value <= def.above)
    return fieldMessages.greaterThan(def.label, def.above);
  if (def.max !== undefined && value > def.max) return fieldMessages.atMost(def.label, def.max);
  return null;
}

export interface ShipmentRuleContext {
  direction: OrderDirection;
  initial: ShipmentFormValues;
  /** Today in the merchant's timezone (YYYY-MM-DD), for a changed ETA. */
  today: string;
}

/**
 * Every problem of the form, keyed by field path (`parcels[0].weight`). The warehouse and the
 * shipping method cannot change in one save (the server refuses it too: re-pricing and re-routing
 * at once would leave the order's stock and carrier out of step). A changed ETA must be today or
 * later; an ETA left as it was is not re-judged.
 */
export function shipmentProblems(
  values: ShipmentFormValues,
  { direction, initial, today }: ShipmentRuleContext,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = direction === 'outbound' ? OUTBOUND_SHIPPING_FIELDS : INBOUND_SHIPPING_FIELDS;
  for (const name of EDITABLE[direction]) {
    const def = (fields as Record<string, FieldDef>)[name];
    if (!def || def.kind === 'boolean') continue;
    const raw = values[name as keyof ShipmentFormValues];
    const problem =
      def.kind === 'id'
        ? raw === null || raw === ''
          ? fieldMessages.required(def.label)
          : null
        : fieldProblem(def, raw as string | number | null);
    if (problem) problems[name] = problem;
  }
  if (
    direction === 'outbound' &&
    values.warehouse_id !== initial.warehouse_id &&
    values.shipping_method !== initial.shipping_method
  ) {
    problems.warehouse_id = WAREHOUSE_AND_METHOD_MESSAGE;
    problems.shipping_method = WAREHOUSE_AND_METHOD_MESSAGE;
  }
  if (direction === 'inbound' && values.eta !== initial.eta && !problems.eta) {
    const eta = etaProblem(values.eta, today);
    if (eta) problems.eta = eta;
  }
  if (direction === 'outbound') {
    if (values.parcels.length === 0) problems.parcels = PARCELS_REQUIRED;
    if (values.parcels.length > PARCELS_MAX) problems.parcels = PARCELS_TOO_MANY;
    values.parcels.forEach((parcel, index) => {
      for (const side of ['weight', 'length', 'width', 'height'] as const) {
        const problem = parcelSideProblem(PARCEL_FIELDS[side], parcel[side]);
        if (problem) problems[`parcels[${index}].${side}`] = problem;
      }
    });
  }
  return problems;
}

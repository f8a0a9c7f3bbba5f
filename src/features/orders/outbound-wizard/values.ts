import type {
  AddressValidationResponse,
  OrderDocumentInput,
  OutboundOrderInput,
  PartnerAddress,
} from '@/domain/contract';
import {
  ADDRESS_FIELD_NAMES,
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  type AddressValues,
} from '@/domain/address/fields';
import {
  EMPTY_PARCEL,
  OUTBOUND_SHIPPING_FIELDS,
  PARCEL_FIELDS,
  type ParcelValues,
} from '@/domain/orders/fields';
import { cleanDraftValues } from '@/domain/fields/registry';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_CHARS,
  DOCUMENT_TYPES,
  DOCUMENTS_MAX,
  documentProblem,
} from '@/domain/orders/documents';
import { cleanLines, toLineInputs, type OrderLineValue } from '../components/lines/orderLines';
import { countOf } from '@/domain/format';

/** A parcel is declared with the order fields (domain/orders/fields); the wizard's values name it too. */
export { EMPTY_PARCEL, type ParcelValues };

/** Who, Address, Products, Shipping, Review. */
export const OUTBOUND_STEPS = ['Who', 'Address', 'Products', 'Shipping', 'Review'] as const;
export const OUTBOUND_STEP_COUNT = OUTBOUND_STEPS.length;
export const STEP = { who: 0, address: 1, products: 2, shipping: 3, review: 4 } as const;

export type OutboundSubType = OutboundOrderInput['sub_type'];
export const OUTBOUND_SUB_TYPES: readonly OutboundSubType[] = ['standard', 'split', 'duplicate'];

/** The chosen customer, as the Who step shows it. */
export interface ChosenCustomer {
  id: number;
  name: string;
  company: string;
}

/** The result of 'Validate address', kept with the address it answered for. */
export interface KeptValidation {
  valid: boolean;
  problems: AddressValidationResponse['data']['problems'];
  checked_at: string;
  /** The address it was run on (JSON): a change of address makes it stale. */
  for: string;
}

export type OutboundValues = AddressValues & {
  sub_type: OutboundSubType;
  /** Duplicate: the order copied. */
  source_order_id: number | null;
  customer: ChosenCustomer | null;
  address_validation: KeptValidation | null;
  /** The person confirmed an address the validation refused. */
  address_override: boolean;
  products: OrderLineValue[];
  warehouse_id: number | null;
  shipping_method: string;
  insurance: boolean;
  duties: 'DDU' | 'DDP' | '';
  byo_label: boolean;
  documents: OrderDocumentInput[];
  reference: string;
  chat_comment: string;
  parcels: ParcelValues[];
};

export function emptyOutbound(overrides: Partial<OutboundValues> = {}): OutboundValues {
  return {
    sub_type: 'standard',
    source_order_id: null,
    customer: null,
    ...EMPTY_ADDRESS,
    address_validation: null,
    address_override: false,
    products: [],
    warehouse_id: null,
    shipping_method: '',
    insurance: false,
    duties: 'DDU',
    byo_label: false,
    documents: [],
    reference: '',
    chat_comment: '',
    // Parcels are optional: the warehouse weighs what the merchant does not know yet.
    parcels: [],
    ...overrides,
  };
}

/** The address part of the values, as the server takes it (trimmed). */
export function addressOf(values: AddressValues): PartnerAddress {
  return Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((f) => [f, (values[f] ?? '').trim()]),
  ) as unknown as PartnerAddress;
}

/** The key a validation is kept under: the same address always gives the same key. */
export const addressKey = (values: AddressValues) => JSON.stringify(addressOf(values));

/** The kept validation, when it answered for the address the form holds now. */
export function currentValidation(values: OutboundValues): KeptValidation | null {
  const v = values.address_validation;
  return v && v.for === addressKey(values) ? v : null;
}

/** The address may be left: validated as deliverable, or refused and knowingly overridden. */
export function addressSettled(values: OutboundValues): boolean {
  const v = currentValidation(values);
  return !!v && (v.valid || values.address_override);
}

/** What POST bookings/outbounds is sent. */
export function toOutboundOrderInput(values: OutboundValues): OutboundOrderInput {
  const validation = currentValidation(values);
  return {
    sub_type: values.sub_type,
    customer_id: values.customer?.id ?? 0,
    address: addressOf(values),
    // An override only means something for an address the validation refused.
    address_override: !!validation && !validation.valid && values.address_override,
    products: toLineInputs(values.products),
    documents: values.documents.map(({ name, content_type, data_url }) => ({
      name,
      content_type,
      data_url,
    })),
    shipping_method: values.shipping_method,
    warehouse_id: values.warehouse_id ?? 0,
    insurance: values.insurance,
    duties: values.duties === '' ? 'DDU' : values.duties,
    byo_label: values.byo_label,
    reference: values.reference.trim(),
    chat_comment: values.chat_comment.trim(),
    parcels: values.parcels.map((p) => ({
      weight: p.weight ?? 0,
      length: p.length ?? 0,
      width: p.width ?? 0,
      height: p.height ?? 0,
    })),
    ...(values.source_order_id != null ? { source_order_id: values.source_order_id } : {}),
  };
}

/** The review's and the Drafts list's one-line description of an outbound draft. */
export function describeOutbound(values: OutboundValues): string {
  const who = values.customer?.name ?? 'No customer yet';
  const n = values.products.length;
  return `${who} · ${countOf(n, 'product')}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const positiveInt = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
const finiteOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

// The documents' rule is shared with the simulator (domain/orders/documents.ts).
export { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENTS_MAX, documentProblem };

function cleanDocuments(raw: unknown): OrderDocumentInput[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isRecord)
    .filter(
      (d) =>
        typeof d.name === 'string' &&
        typeof d.content_type === 'string' &&
        (DOCUMENT_TYPES as readonly string[]).includes(d.content_type) &&
        typeof d.data_url === 'string' &&
        d.data_url.startsWith(`data:${d.content_type}`) &&
        d.data_url.length <= DOCUMENT_MAX_CHARS,
    )
    .slice(0, DOCUMENTS_MAX)
    .map((d) => ({
      name: text(d.name, 200),
      content_type: d.content_type as string,
      data_url: d.data_url as string,
    }));
}

function cleanValidation(raw: unknown): KeptValidation | null {
  if (!isRecord(raw) || typeof raw.valid !== 'boolean' || typeof raw.for !== 'string') return null;
  const problems: Record<string, string> = {};
  if (isRecord(raw.problems)) {
    for (const f of ADDRESS_FIELD_NAMES) {
      const p = raw.problems[f];
      if (typeof p === 'string') problems[f] = p.slice(0, 300);
    }
  }
  return {
    valid: raw.valid,
    problems,
    checked_at: text(raw.checked_at, 40),
    for: raw.for.slice(0, 2000),
  };
}

/** Reads a stored draft as untrusted input: only known fields, each of its kind. */
export function cleanOutboundValues(raw: Record<string, unknown>): OutboundValues {
  const empty = emptyOutbound();
  const base = cleanDraftValues({ ...ADDRESS_FIELDS, ...OUTBOUND_SHIPPING_FIELDS }, raw, empty);
  const customer =
    isRecord(raw.customer) && positiveInt(raw.customer.id)
      ? {
          id: raw.customer.id as number,
          name: text(raw.customer.name, 200),
          company: text(raw.customer.company, 200),
        }
      : null;
  const subType = OUTBOUND_SUB_TYPES.includes(raw.sub_type as OutboundSubType)
    ? (raw.sub_type as OutboundSubType)
    : 'standard';
  const parcels = Array.isArray(raw.parcels)
    ? raw.parcels
        .filter(isRecord)
        .slice(0, 20)
        .map((p) => ({
          weight: finiteOrNull(p.weight),
          length: finiteOrNull(p.length),
          width: finiteOrNull(p.width),
          height: finiteOrNull(p.height),
        }))
    : empty.parcels;
  return {
    ...base,
    sub_type: subType,
    source_order_id: positiveInt(raw.source_order_id),
    customer,
    address_validation: cleanValidation(raw.address_validation),
    address_override: raw.address_override === true,
    products: cleanLines(raw.products),
    warehouse_id: positiveInt(raw.warehouse_id),
    duties: raw.duties === 'DDP' ? 'DDP' : raw.duties === 'DDU' ? 'DDU' : '',
    documents: cleanDocuments(raw.documents),
    parcels,
  };
}

/** What the draft keeps when the whole one does not fit: the documents are left out. */
export const shrinkOutbound = (values: OutboundValues): OutboundValues => ({
  ...values,
  documents: [],
});

/** Shared limits of a parcel row, from the registry. */
export const PARCEL_LIMITS = PARCEL_FIELDS;

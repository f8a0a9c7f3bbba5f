import type { OrderDocumentInput, ParcelInput } from '@/domain/orders/newOrderContract';
import { ADDRESS_FIELD_NAMES, ADDRESS_FIELDS } from '@/domain/address/fields';
import { ORDER_LINE_FIELDS, PARCEL_FIELDS, PARCELS_MAX } from '@/domain/orders/fields';
import { fieldMessages, type FieldDef, type FieldRegistry } from '@/domain/fields/registry';
import { UNIT_TYPES } from '@/domain/catalogue/units';
import {
  dataUrlFacts,
  DOCUMENT_MESSAGES,
  documentProblem,
  DOCUMENTS_MAX,
} from '@/domain/orders/documents';
import { volumetricWeight } from '@/domain/orders/rules';
import { fieldProblem } from '@/domain/validation/fieldProblem';
import type { Address, OrderLine, OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import type { JsonBody } from '../server-rules/body';
import { collectErrors } from '../server-rules/fields';

/**
 * Reading order bodies the way the provider's models validate them, field by field from the
 * registries of domain/orders/fields.ts (the wizards' own rules), each refusal keyed by its field as
 * the form names it: `products`, `products.0.quantity`, `parcels.1.weight`, `address.postcode`.
 */
export type Errors = ReturnType<typeof collectErrors>;

/** An ETA that is not a calendar date. */
export const ETA_FORMAT_MESSAGE = 'ETA must be a date (YYYY-MM-DD)';

export const ORDER_MESSAGES = {
  noProducts: 'Add at least one product',
  productNotFound: 'Product was not found',
  productArchived: 'Product is archived',
  noSuchUnit: (unit: string) => `This product has no ${unit} type`,
  outboundUnit: 'Outbound orders are counted in BASE items',
  referenceTaken: 'Reference has already been taken',
  methodUnknown: 'Shipping method is not one of ours',
  methodDomestic: (method: string, country: string) => `${method} does not deliver to ${country}`,
  warehouseUnknown: 'Warehouse was not found',
  customerNotFound: 'Customer was not found',
  supplierNotFound: 'Supplier was not found',
  sourceNotFound: 'The order this one follows was not found',
  fromWarehouse: 'Choose the warehouse the stock comes from (not the one receiving it)',
  tooManyParcels: `At most ${PARCELS_MAX} parcels`,
  byoLabelDocument: 'Attach your label when you bring your own',
  documentInvalid: 'Document must be a file (a data URL)',
  addressRefused: 'The carrier cannot deliver to this address: correct it or confirm an override',
} as const;

/** A number field's first problem by its declaration (the registry's integer, above, min, max). */
export function numberProblem(def: FieldDef, raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '')
    return def.required ? fieldMessages.required(def.label) : null;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fieldMessages.number(def.label);
  if (def.kind === 'integer' && !Number.isInteger(value)) return fieldMessages.integer(def.label);
  if (def.above !== undefined && value <= def.above)
    return fieldMessages.greaterThan(def.label, def.above);
  if (def.min !== undefined && value < def.min) return fieldMessages.atLeast(def.label, def.min);
  if (def.max !== undefined && value > def.max) return fieldMessages.atMost(def.label, def.max);
  return null;
}

/** A field of any kind by its declaration. */
export function registryFieldProblem(def: FieldDef, raw: unknown): string | null {
  switch (def.kind) {
    case 'number':
    case 'integer':
      return numberProblem(def, raw);
    case 'id':
      if (raw === undefined || raw === null || raw === '')
        return def.required ? fieldMessages.required(def.label) : null;
      return Number.isInteger(Number(raw)) && Number(raw) > 0 ? null : `${def.label} is invalid`;
    case 'boolean':
      return raw === undefined || typeof raw === 'boolean'
        ? null
        : `${def.label} must be true or false`;
    default:
      return fieldProblem(def, raw);
  }
}

/** Checks the fields of `registry` present in the body (all of them when `partial` is false). */
export function checkRegistry(
  found: Errors,
  registry: FieldRegistry,
  body: JsonBody,
  partial = false,
  prefix = '',
) {
  for (const [field, def] of Object.entries(registry))
    if (!partial || body[field] !== undefined)
      found.add(`${prefix}${field}`, registryFieldProblem(def, body[field]));
}

export const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The lines of a body, checked against the organisation's products. */
export function readLines(
  store: SimulatorStore,
  organisationId: number,
  raw: unknown,
  found: Errors,
  direction: OrderRecord['type'],
): OrderLine[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    found.add('products', ORDER_MESSAGES.noProducts);
    return [];
  }
  const lines: OrderLine[] = [];
  raw.forEach((item: unknown, i) => {
    const key = (f: string) => `products.${i}.${f}`;
    const line = (item && typeof item === 'object' ? item : {}) as JsonBody;
    const before = found.result();
    checkRegistry(
      found,
      { product_id: ORDER_LINE_FIELDS.product_id, quantity: ORDER_LINE_FIELDS.quantity },
      line,
      false,
      `products.${i}.`,
    );
    const unit = line.unit_type === undefined || line.unit_type === null ? 'BASE' : line.unit_type;
    if (!(UNIT_TYPES as readonly unknown[]).includes(unit))
      found.add(
        key('unit_type'),
        fieldMessages.oneOf(ORDER_LINE_FIELDS.unit_type.label, UNIT_TYPES),
      );
    const product = store.products.get(Number(line.product_id));
    if (line.product_id !== undefined && line.product_id !== null && line.product_id !== '') {
      if (!product || product.organisation_id !== organisationId)
        found.add(key('product_id'), ORDER_MESSAGES.productNotFound);
      else if (product.archived) found.add(key('product_id'), ORDER_MESSAGES.productArchived);
      else if (direction === 'outbound' && unit !== 'BASE')
        found.add(key('unit_type'), ORDER_MESSAGES.outboundUnit);
      else if (unit !== 'BASE' && !product.units.some((u) => u.unit === unit))
        found.add(key('unit_type'), ORDER_MESSAGES.noSuchUnit(String(unit)));
    }
    const after = found.result();
    if (product && JSON.stringify(before) === JSON.stringify(after))
      lines.push({
        product_id: product.id,
        quantity: Number(line.quantity),
        unit_type: unit as OrderLine['unit_type'],
        counted: 0,
        stored: 0,
        on_hold: 0,
        sale_price: product.sales_value,
        supplier_cost: product.supplier_value,
      });
  });
  return lines;
}

/** Parcels of a body (sizes in cm, weights in kg), the volumetric weight derived. */
export function readParcels(raw: unknown, found: Errors, required = false) {
  if (raw === undefined || raw === null) {
    if (required) found.add('parcels', fieldMessages.required('Parcels'));
    return [];
  }
  if (!Array.isArray(raw)) {
    found.add('parcels', 'Parcels is invalid');
    return [];
  }
  if (raw.length > PARCELS_MAX) found.add('parcels', ORDER_MESSAGES.tooManyParcels);
  return raw.map((item: unknown, i) => {
    const parcel = (item && typeof item === 'object' ? item : {}) as JsonBody;
    checkRegistry(found, PARCEL_FIELDS, parcel, false, `parcels.${i}.`);
    const n = (f: keyof ParcelInput) => Number(parcel[f]) || 0;
    return {
      weight: n('weight'),
      length: n('length'),
      width: n('width'),
      height: n('height'),
      volumetric_weight: volumetricWeight(n('length'), n('width'), n('height')),
    };
  });
}

/** An address body, each field by the address registry, keyed `address.<field>`. */
export function readAddress(raw: unknown, found: Errors): Address | null {
  if (!raw || typeof raw !== 'object') {
    found.add('address', fieldMessages.required('Address'));
    return null;
  }
  const body = raw as JsonBody;
  checkRegistry(found, ADDRESS_FIELDS, body, false, 'address.');
  const country = text(body.country);
  if (country && !countryList().some((c) => c.value === country))
    found.add('address.country', `${ADDRESS_FIELDS.country.label} is invalid`);
  return Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((f) => [f, text(body[f])]),
  ) as unknown as Address;
}

/**
 * An order's documents by the wizard's own rule (domain/orders/documents.ts): at most
 * DOCUMENTS_MAX, each a data URL of an allowed type, not larger than the picker takes. The type
 * is the one the data URL declares (a `content_type` that says otherwise is refused too).
 */
export function readDocuments(raw: unknown, found: Errors): OrderDocumentInput[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    found.add('documents', ORDER_MESSAGES.documentInvalid);
    return [];
  }
  if (raw.length > DOCUMENTS_MAX) found.add('documents', DOCUMENT_MESSAGES.tooMany);
  return raw.flatMap((item: unknown, i) => {
    const d = (item && typeof item === 'object' ? item : {}) as JsonBody;
    const name = text(d.name);
    const facts = name ? dataUrlFacts(name, text(d.data_url)) : null;
    if (!facts) {
      found.add(`documents.${i}`, ORDER_MESSAGES.documentInvalid);
      return [];
    }
    const declared = text(d.content_type).toLowerCase();
    const problem =
      declared && declared !== facts.type
        ? DOCUMENT_MESSAGES.wrongType(name)
        : documentProblem(facts);
    if (problem) {
      found.add(`documents.${i}`, problem);
      return [];
    }
    return [{ name, content_type: facts.type, data_url: text(d.data_url) }];
  });
}

/** Whether the reference is taken by another order of the organisation (case-insensitive). */
export function referenceTaken(
  store: SimulatorStore,
  organisationId: number,
  reference: string,
  exceptId?: number,
) {
  const wanted = reference.trim().toLowerCase();
  return store.orders
    .all()
    .some(
      (o) =>
        o.organisation_id === organisationId &&
        o.id !== exceptId &&
        o.reference.toLowerCase() === wanted,
    );
}

import type { FormikErrors } from 'formik';
import * as yup from 'yup';
import type { ShippingMethod } from '@/domain/contract';
import { addressSchema } from '@/domain/address/schema';
import { ADDRESS_LABELS } from '@/domain/address/fields';
import type { FieldDef } from '@/domain/fields/registry';
import {
  OUTBOUND_SHIPPING_FIELDS,
  OUTBOUND_SHIPPING_LABELS,
  PARCEL_FIELDS,
  PARCELS_MAX,
} from '@/domain/orders/fields';
import { INSURANCE_REFUSAL } from '@/domain/orders/rules';
import { fieldProblem } from '@/domain/validation/fieldProblem';
import { allOf, rulesSchema } from '@/domain/validation/rulesSchema';
import { linesWithoutValidCost, orderLinesSchema } from '../components/lines/orderLines';
import type { OutboundValues, ParcelValues } from './values';

export const CUSTOMER_REQUIRED = 'Choose a customer, or add a new one';
export const WAREHOUSE_REQUIRED = 'Choose the warehouse the order ships from';

/** Every label a message can be put on (the server's 422s land by these). */
export const OUTBOUND_LABELS: Record<string, string> = {
  customer: 'Customer',
  ...ADDRESS_LABELS,
  address_override: 'Use this address anyway',
  products: 'Products',
  ...OUTBOUND_SHIPPING_LABELS,
  documents: 'Documents',
  parcels: 'Parcels',
};

/** A server key to the field showing it: 'address.postcode' → postcode, customer_id → customer. */
export function outboundFieldOf(serverKey: string): string | undefined {
  const key = serverKey.replace(/^address\./, '');
  if (key === 'customer_id') return 'customer';
  if (key === 'address') return 'addressLine1';
  const root = key.split(/[.[]/)[0] ?? key;
  return root;
}

/** A check of one value against its registry entry (the simulator asks the same question). */
const registryValue = (name: string, def: FieldDef) =>
  yup.mixed().test(name, (value, ctx) => {
    const problem = fieldProblem(def, value as string | number | null);
    return problem ? ctx.createError({ message: problem }) : true;
  });

export const whoSchema = yup.object({
  customer: yup
    .object({ id: yup.number().required() })
    .nullable()
    .test('chosen', CUSTOMER_REQUIRED, (v) => !!v && v.id > 0),
});

export { addressSchema };

export const productsSchema = yup.object({
  warehouse_id: yup.number().nullable().required(WAREHOUSE_REQUIRED),
  products: orderLinesSchema(),
});

/** A parcel size or weight: a number above 0, at most the registry's maximum. */
function parcelNumber(field: keyof ParcelValues) {
  const def = PARCEL_FIELDS[field];
  return yup
    .number()
    .typeError(`${def.label} must be a number`)
    .nullable()
    .required(`${def.label} is required`)
    .moreThan(def.above, `${def.label} must be more than ${def.above}`)
    .max(def.max, `${def.label} must be at most ${def.max}`);
}

export const parcelsSchema = yup
  .array(
    yup.object({
      weight: parcelNumber('weight'),
      length: parcelNumber('length'),
      width: parcelNumber('width'),
      height: parcelNumber('height'),
    }),
  )
  .max(PARCELS_MAX, `At most ${PARCELS_MAX} parcels`);

export const shippingSchema = yup.object({
  shipping_method: registryValue('shipping_method', OUTBOUND_SHIPPING_FIELDS.shipping_method),
  duties: registryValue('duties', OUTBOUND_SHIPPING_FIELDS.duties),
  reference: registryValue('reference', OUTBOUND_SHIPPING_FIELDS.reference),
  chat_comment: registryValue('chat_comment', OUTBOUND_SHIPPING_FIELDS.chat_comment),
  parcels: parcelsSchema,
});

export const BYO_LABEL_DOCUMENT = 'Attach your label when you bring your own';

/** Bringing your own label means attaching it. */
export const documentProblems = (values: OutboundValues): FormikErrors<OutboundValues> =>
  values.byo_label && values.documents.length === 0 ? { documents: BYO_LABEL_DOCUMENT } : {};

/** Whether the chosen method (or the Insurance box) insures the order. */
export function insuredChoice(
  values: Pick<OutboundValues, 'shipping_method' | 'insurance'>,
  methods: readonly ShippingMethod[],
): { method: boolean; insurance: boolean } {
  const method = methods.find((m) => m.code === values.shipping_method);
  return { method: !!method?.insured, insurance: values.insurance };
}

/**
 * The insurance rule: an insured method, or Insurance, is refused while a product of the order
 * has no valid cost price. The message goes on whichever choice insures it.
 */
export function insuranceProblems(
  values: OutboundValues,
  methods: readonly ShippingMethod[],
): FormikErrors<OutboundValues> {
  if (linesWithoutValidCost(values.products).length === 0) return {};
  const insured = insuredChoice(values, methods);
  return {
    ...(insured.method ? { shipping_method: INSURANCE_REFUSAL } : {}),
    ...(insured.insurance ? { insurance: INSURANCE_REFUSAL } : {}),
  };
}

/**
 * The Shipping step's rules: each field's, then bringing your own label means attaching it, and
 * an insured choice needs every product's cost price.
 */
export const shippingStepSchema = (methods: readonly ShippingMethod[]) =>
  allOf(
    shippingSchema,
    rulesSchema((values: OutboundValues) => ({
      ...documentProblems(values),
      ...insuranceProblems(values, methods),
    })),
  );

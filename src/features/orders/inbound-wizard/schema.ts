import * as yup from 'yup';
import type { FormikErrors } from 'formik';
import { INBOUND_SHIPPING_FIELDS, SHIPMENT_TYPES } from '@/domain/orders/fields';
import { etaProblem } from '@/domain/orders/rules';
import { allOf, rulesSchema } from '@/domain/validation/rulesSchema';
import { orderLinesSchema } from '../components/lines/orderLines';
import type { InboundFormValues } from './values';

const F = INBOUND_SHIPPING_FIELDS;

export const SUPPLIER_REQUIRED = 'Choose a supplier, or add one';
export const SOURCE_ORDER_REQUIRED = 'Choose the inbound order this back order follows';
export const FROM_WAREHOUSE_REQUIRED = 'Choose the warehouse the stock comes from';
export const SAME_WAREHOUSE_MESSAGE =
  'A transfer must come from another warehouse than the one receiving it';

const limited = (field: { label: string; max: number }) =>
  yup.string().max(field.max, `${field.label} must be at most ${field.max} characters`);
const required = (field: { label: string; max: number }) =>
  limited(field).trim().required(`${field.label} is required`);

export const supplierSchema = yup.object({
  // A transfer between the organisation's own warehouses may name no supplier.
  supplier_id: yup
    .number()
    .nullable()
    .when('sub_type', {
      is: (type: string) => type !== 'transfer',
      then: (s) => s.required(SUPPLIER_REQUIRED),
    }),
  source_order_id: yup
    .number()
    .nullable()
    .when('sub_type', {
      is: 'back',
      then: (s) => s.required(SOURCE_ORDER_REQUIRED),
    }),
});

export const productsSchema = yup.object({ products: orderLinesSchema({ unitTypes: true }) });

export const shippingSchema = yup.object({
  warehouse_id: yup.number().nullable().required(`${F.warehouse_id.label} is required`),
  from_warehouse_id: yup
    .number()
    .nullable()
    .when('sub_type', { is: 'transfer', then: (s) => s.required(FROM_WAREHOUSE_REQUIRED) }),
  carrier: required(F.carrier),
  tracking_id: limited(F.tracking_id),
  invoice_reference: limited(F.invoice_reference),
  shipment_type: yup
    .string()
    .oneOf([...SHIPMENT_TYPES, ''])
    .required(`${F.shipment_type.label} is required`),
  reference: required(F.reference),
});

/** The rules a schema cannot say: the ETA against the merchant's today, a transfer's two ends. */
export function shippingRules(today: string) {
  return (values: InboundFormValues): FormikErrors<InboundFormValues> => {
    const errors: FormikErrors<InboundFormValues> = {};
    const eta = etaProblem(values.eta, today);
    if (eta) errors.eta = eta;
    if (
      values.sub_type === 'transfer' &&
      values.from_warehouse_id !== null &&
      values.from_warehouse_id === values.warehouse_id
    )
      errors.from_warehouse_id = SAME_WAREHOUSE_MESSAGE;
    return errors;
  };
}

/** The Shipping step's rules: each field's, then the ETA against today and the two warehouses. */
export const shippingStepSchema = (today: string) =>
  allOf(shippingSchema, rulesSchema(shippingRules(today)));
